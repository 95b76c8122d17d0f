//! The crate's one error for bad input, [`InputError`] (a sentence, with the line of a file when
//! there is one), and [`PlayerId`]. A leaf: it names nothing else of the core, so every module,
//! the event model and the playoff among them, can use it.

use std::fmt;

/// A player's index in registration order. Registration order breaks perfect ties.
pub type PlayerId = usize;

/// Bad input, with where it is and what to do about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The 1-based line of the file, when the input is a file.
    pub line: Option<usize>,
    /// A complete sentence.
    pub message: String,
}

impl InputError {
    /// An error with no line.
    pub fn new(message: impl Into<String>) -> InputError {
        InputError {
            line: None,
            message: one_line(message.into()),
        }
    }

    /// An error on line `line` of a file.
    pub fn at(line: usize, message: impl Into<String>) -> InputError {
        InputError {
            line: Some(line),
            message: one_line(message.into()),
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for InputError {}

/// A sentence is an error with no line: a helper that words its refusal as a `String` joins a
/// reader's `?` as it is.
impl From<String> for InputError {
    fn from(message: String) -> InputError {
        InputError::new(message)
    }
}

/// A character that would break a line or hide in one: a control character, or a line or
/// paragraph separator.
pub(crate) fn is_line_control(c: char) -> bool {
    c.is_control() || c == '\u{2028}' || c == '\u{2029}'
}

/// `text` on one line: each control character shown escaped (`\n`, `\u{1b}`). Every message
/// quotes what the user typed, and a message is one line.
pub fn one_line(text: String) -> String {
    if !text.contains(is_line_control) {
        return text;
    }
    text.chars()
        .map(|c| match is_line_control(c) {
            true => c.escape_default().to_string(),
            false => c.to_string(),
        })
        .collect()
}
