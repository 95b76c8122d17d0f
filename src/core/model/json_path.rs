//! The path of the field a JSON reading error is about (`players[3].name`), worked out from where
//! serde_json stopped: the readers of event and archive files name the field of a refusal with it.
//!
//! serde_path_to_error gives the same path by following every value as it is read, which costs
//! the reader a second copy of every type's deserializer: 16 KB of the organizer's gzipped
//! bundle (PERFORMANCE.md). This reads the text once more, up to the error, only when there is one.
//! `tests/event_file.rs` checks it against serde_path_to_error on thousands of damaged files.
//!
//! ```
//! # use tiebreak::core::model::json_path::path_at;
//! let text = r#"{"players": [{"name": "Ann"}, {"name": 5}]}"#;
//! assert_eq!(path_at(text, text.find("5").unwrap() + 1), "players[1].name");
//! assert_eq!(path_at(text, 0), ".");
//! ```

/// One open object or array, before `at`.
enum Frame {
    /// An object: the key being read or read last, and whether its value has begun (its `:`
    /// read).
    Object { key: Option<String>, value: bool },
    /// An array: the index of the element being read, and whether it has begun.
    Array { index: usize, started: bool },
}

/// The path, as serde_path_to_error writes it, of the value being read when serde_json stopped
/// at byte `at` of `text` (the error's line and column, as [`offset`] turns them into a byte):
/// `.` for the whole file. Only meaningful for an error about a value (a type, a variant, a
/// sentence of the reader's own), which serde_json reports just after that value, or at its
/// first byte when it is an object or an array it did not read.
pub fn path_at(text: &str, at: usize) -> String {
    let bytes = text.as_bytes();
    let at = at.min(bytes.len());
    let mut stack: Vec<Frame> = Vec::new();
    // The last key of the object closed by the last byte read, whitespace aside.
    let mut closed: Option<String> = None;
    let mut i = 0;
    while i < at {
        let b = bytes[i];
        i += 1;
        if !matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
            closed = None;
        }
        match b {
            b'"' => {
                // A string, to its closing quote (or to `at`): a key if an object waits for one.
                let start = i;
                while i < at && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                let end = i.min(at);
                // Past the closing quote, if it is before `at`.
                i = (i + 1).min(at);
                match stack.last_mut() {
                    Some(Frame::Object { key, value: false }) => {
                        *key = Some(unescape(text.get(start..end).unwrap_or_default()));
                    }
                    Some(Frame::Array { started, .. }) => *started = true,
                    _ => {}
                }
            }
            b':' => {
                if let Some(Frame::Object { value, .. }) = stack.last_mut() {
                    *value = true;
                }
            }
            b',' => match stack.last_mut() {
                Some(Frame::Object { key, value }) => {
                    *key = None;
                    *value = false;
                }
                Some(Frame::Array { index, started }) => {
                    *index += 1;
                    *started = false;
                }
                None => {}
            },
            b'{' | b'[' => {
                if let Some(Frame::Array { started, .. }) = stack.last_mut() {
                    *started = true;
                }
                stack.push(if b == b'{' {
                    Frame::Object {
                        key: None,
                        value: false,
                    }
                } else {
                    Frame::Array {
                        index: 0,
                        started: false,
                    }
                });
            }
            b'}' | b']' => {
                if let Some(Frame::Object {
                    key: Some(key),
                    value: true,
                }) = stack.pop()
                {
                    closed = (b == b'}').then_some(key);
                }
            }
            b' ' | b'\t' | b'\n' | b'\r' => {}
            _ => {
                if let Some(Frame::Array { started, .. }) = stack.last_mut() {
                    *started = true;
                }
            }
        }
    }
    // An element that serde_json turned down at its first byte (an object or an array where
    // something else belongs) has begun, though none of it was read.
    if let Some(Frame::Array { started, .. }) = stack.last_mut() {
        let next = bytes[at..]
            .iter()
            .find(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r'));
        if next.is_some_and(|&b| b != b']') {
            *started = true;
        }
    }
    let mut path = String::new();
    for frame in &stack {
        match frame {
            Frame::Object {
                key: Some(key),
                value: true,
            } => {
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
            }
            Frame::Array {
                index,
                started: true,
            } => {
                path.push('[');
                path.push_str(&index.to_string());
                path.push(']');
            }
            _ => {}
        }
    }
    // An error that the reader's own code raised for an object's last field (a fraction that does
    // not read) reaches serde_json only once it has read the object's `}`: the field is the one
    // read last. (An error about the object as a whole, a missing field, names no path.)
    if let Some(key) = closed {
        if !path.is_empty() {
            path.push('.');
        }
        path.push_str(&key);
    }
    if path.is_empty() {
        path.push('.');
    }
    path
}

/// The byte of `text` at serde_json's `line` (from 1) and `column` (bytes into that line).
pub fn offset(text: &str, line: usize, column: usize) -> usize {
    let start = if line <= 1 {
        0
    } else {
        text.match_indices('\n')
            .nth(line - 2)
            .map_or(text.len(), |(i, _)| i + 1)
    };
    (start + column).min(text.len())
}

/// A key as its text, escapes read (`"a\"b"` is `a"b`); an escape that does not read is kept.
fn unescape(raw: &str) -> String {
    if !raw.contains('\\') {
        return raw.to_string();
    }
    serde_json::from_str::<String>(&format!("\"{raw}\"")).unwrap_or_else(|_| raw.to_string())
}
