//! What a player's name may be, and how two names are compared: the one home of the name rules,
//! for typing, renaming, the match CSV, the event file and the players' link.

use std::borrow::Cow;

use super::error::{is_line_control, InputError, PlayerId};

/// The form of a name used to compare names: trimmed and lower-case, so `Chuck` and ` chuck` clash.
pub fn name_key(name: &str) -> String {
    name_key_of(name).into_owned()
}

/// [`name_key`] without a copy when the name is already its own key (trimmed, lower-case ASCII),
/// and without Unicode tables for an ASCII name: the readers look up every row's names with it.
pub(crate) fn name_key_of(name: &str) -> Cow<'_, str> {
    let name = name.trim();
    if !name.is_ascii() {
        Cow::Owned(name.to_lowercase())
    } else if name.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(name.to_ascii_lowercase())
    } else {
        Cow::Borrowed(name)
    }
}

/// A map keyed by names, hashed with foldhash: several times faster than the standard SipHash on
/// short keys, and seeded at random like it, so that a file made to collide in one run does not
/// collide in the next (foldhash is built to resist such inputs, not to be a cryptographic hash).
pub(crate) type NameMap<K> = std::collections::HashMap<K, PlayerId, foldhash::fast::RandomState>;

/// The error for a name another player already has.
pub(crate) fn duplicate_name(existing: &str) -> InputError {
    InputError::new(format!(
        "there is already a player named `{existing}`: add something to tell them apart, such as an initial."
    ))
}

/// Trims a name and checks it: the one home of what a player's name may be, for typing, renaming,
/// the match CSV and the event file.
///
/// A name is not empty, at most 100 characters, and on one line: no control characters (line
/// breaks, tabs, escapes) and no line or paragraph separators, so that every table, CSV row and
/// error message that shows it stays one line.
pub fn check_name(name: &str) -> Result<String, InputError> {
    checked_name(name).map(str::to_string)
}

/// [`check_name`] without the copy: the trimmed name, borrowed.
pub(crate) fn checked_name(name: &str) -> Result<&str, InputError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(InputError::new("a player's name is empty: type a name."));
    }
    let start = || name.chars().take(20).collect::<String>();
    if name.contains(is_line_control) {
        let start = start();
        // `InputError::new` shows the character escaped (`\n`, `\u{1b}`).
        return Err(InputError::new(format!(
            "the name `{start}` has a control character (a line break, a tab or another invisible character): type the name on one line."
        )));
    }
    if name.len() > 100 && name.chars().count() > 100 {
        let start = start();
        return Err(InputError::new(format!(
            "the name `{start}…` is longer than 100 characters: shorten it."
        )));
    }
    Ok(name)
}
