//! What every form's reader does with a field's text: quote it in a refusal, refuse, and read a
//! field that must be picked.

use crate::core::{one_line, InputError, PlayerId};

/// What the user typed or picked, quoted in a refusal: on one line, and at most 20 characters.
pub(super) fn quoted(text: &str) -> String {
    one_line(text.trim().chars().take(20).collect())
}

/// The player a `<select>` of players' indexes picked, if its value is one: the one place a
/// player's index is read from a form.
pub(super) fn player_index(value: &str) -> Option<PlayerId> {
    value.trim().parse().ok()
}

/// The round a `<select>` of rounds picked (its text not empty): a whole number, or refused
/// with the sentence every round menu gives.
pub(super) fn round_number(value: &str) -> Result<u32, InputError> {
    value.trim().parse().or_else(|_| {
        refuse(format!(
            "`{}` is not a round: pick the round from the list.",
            quoted(value)
        ))
    })
}

/// A refusal.
pub(super) fn refuse<T>(sentence: impl Into<String>) -> Result<T, InputError> {
    Err(InputError::new(sentence))
}

/// The text of a field, trimmed; refused with `none` when nothing is typed or picked.
pub(super) fn picked<'a>(text: &'a str, none: &str) -> Result<&'a str, InputError> {
    match text.trim() {
        "" => refuse(none.to_string()),
        t => Ok(t),
    }
}
