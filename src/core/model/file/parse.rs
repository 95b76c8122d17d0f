//! JSON text read into a serde type; a refusal is its line and a sentence that names the field.

use serde::Deserialize;

use crate::core::model::json_path;

/// Reads JSON text into `T`; an error is its line and a sentence that names the field's path.
///
/// serde_json refuses a field given twice (`duplicate field`), anything after the value, and more
/// than 128 nested arrays and objects, before the stack could grow any deeper.
pub(crate) fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, (usize, String)> {
    parse_borrowed(text)
}

/// [`parse`] into a value that may borrow from the text (the archive reader's names). A refusal
/// names the field from where serde_json stopped ([`crate::core::model::json_path`]).
pub(crate) fn parse_borrowed<'de, T: Deserialize<'de>>(
    text: &'de str,
) -> Result<T, (usize, String)> {
    serde_json::from_str(text).map_err(|e: serde_json::Error| {
        let at = json_path::offset(text, e.line(), e.column());
        (e.line().max(1), sentence(&e, &json_path::path_at(text, at)))
    })
}

/// [`parse`] without the path: the error names "a field" rather than which. Only the app's
/// index of stored events reads with it (`store::index`), a file of the app's own that no user
/// writes; every event file is read with its path.
pub(crate) fn parse_quick<T: serde::de::DeserializeOwned>(
    text: &str,
) -> Result<T, (usize, String)> {
    serde_json::from_str(text).map_err(|e| (e.line().max(1), sentence(&e, "")))
}

/// serde_json's message for `e`, in the words of a sentence: the field's path, what it must be and
/// what was found.
pub(super) fn sentence(e: &serde_json::Error, path: &str) -> String {
    let full = e.to_string();
    // serde_json ends every message with " at line L column C"; the line is given separately.
    let message = match full.rfind(" at line ") {
        Some(i) => &full[..i],
        None => &full,
    };
    let field = if path == "." {
        "the file".to_string()
    } else if path.is_empty() {
        "a field".to_string()
    } else {
        format!("`{path}`")
    };
    for prefix in ["invalid type: ", "invalid value: "] {
        if let Some((found, expected)) = message
            .strip_prefix(prefix)
            .and_then(|rest| rest.split_once(", expected "))
        {
            return format!("{field} must be {}", what_and_found(expected, found));
        }
    }
    if let Some(rest) = message.strip_prefix("unknown variant ") {
        if let Some((found, expected)) = rest.split_once(", expected ") {
            return format!("{field} must be {expected}, found {found}");
        }
    }
    if let Some(rest) = message.strip_prefix("unknown field ") {
        let rest = rest.replacen(", expected", ": expected", 1);
        let rest = rest.replace(", there are no fields", ": expected none");
        return format!("unknown field {rest}");
    }
    if let Some(name) = message.strip_prefix("duplicate field ") {
        return format!("the field {name} appears twice in one object");
    }
    if message.starts_with("missing field ") {
        return message.to_string();
    }
    match message {
        "recursion limit exceeded" => {
            "more than 128 arrays and objects are nested here".to_string()
        }
        "trailing characters" => "expected the end of the text after the value".to_string(),
        "EOF while parsing a string" => "unterminated string".to_string(),
        "EOF while parsing an object" => {
            "expected `,` or `}` after a value, found the end of the text".to_string()
        }
        "EOF while parsing a list" => {
            "expected `,` or `]` after a value, found the end of the text".to_string()
        }
        m if m.starts_with("EOF while parsing") => {
            "expected a value, found the end of the text".to_string()
        }
        m if e.is_syntax() => format!("this is not JSON: {m}"),
        m => format!("{field}: {m}"),
    }
}

/// What serde_json says a field expects and what it found, in words: `a whole number, found a
/// string`; a number out of range is shown with the range, `a whole number from 0 to 4294967295,
/// found `-1``.
fn what_and_found(expected: &str, found: &str) -> String {
    let (kind, value) = found.split_once(' ').unwrap_or((found, ""));
    let value = value.find('`').map_or(value, |i| &value[i..]);
    let max = match expected {
        "u32" => Some(u64::from(u32::MAX)),
        "u64" => Some(u64::MAX),
        "usize" => Some(usize::MAX as u64),
        _ => None,
    };
    let number = matches!(kind, "integer" | "floating");
    if let (Some(max), true) = (max, number) {
        return format!("a whole number from 0 to {max}, found {value}");
    }
    let expected = match expected {
        _ if max.is_some() => "a whole number",
        "a sequence" => "an array",
        "a map" => "an object",
        e if e.starts_with("struct ") => "an object",
        e => e,
    };
    let found = match kind {
        "string" => "a string",
        "map" => "an object",
        "sequence" => "an array",
        "null" | "unit" => "null",
        "boolean" => "a boolean",
        _ if number => "a number",
        _ => found,
    };
    format!("{expected}, found {found}")
}
