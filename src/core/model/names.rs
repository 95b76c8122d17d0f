//! What a player's name may be, and how two names are compared: the one home of the name rules,
//! for typing, renaming, the match CSV, the event file and the players' link.

use std::borrow::Cow;

use crate::core::base::error::{is_line_control, InputError, PlayerId};

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
/// `name` folded for comparing as a person reads: lower case, and the accents of Latin letters
/// taken off (`Émile` → `emile`, `Łukasz` → `lukasz`, `Straße` → `strasse`).
pub fn fold(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.trim().chars().flat_map(char::to_lowercase) {
        match c {
            'à'..='å' | 'ā' | 'ă' | 'ą' => out.push('a'),
            'æ' => out.push_str("ae"),
            'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => out.push('c'),
            'ď' | 'đ' | 'ð' => out.push('d'),
            'è'..='ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => out.push('e'),
            'ĝ' | 'ğ' | 'ġ' | 'ģ' => out.push('g'),
            'ì'..='ï' | 'ī' | 'ĭ' | 'į' | 'ı' => out.push('i'),
            'ĺ' | 'ļ' | 'ľ' | 'ł' => out.push('l'),
            'ñ' | 'ń' | 'ņ' | 'ň' => out.push('n'),
            'ò'..='ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => out.push('o'),
            'œ' => out.push_str("oe"),
            'ŕ' | 'ř' => out.push('r'),
            'ś' | 'ŝ' | 'ş' | 'š' => out.push('s'),
            'ß' => out.push_str("ss"),
            'ţ' | 'ť' => out.push('t'),
            'ù'..='ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => out.push('u'),
            'ý' | 'ÿ' => out.push('y'),
            'ź' | 'ż' | 'ž' => out.push('z'),
            'þ' => out.push_str("th"),
            c => out.push(c),
        }
    }
    out
}

/// One run of a [`NaturalKey`]: a number (its digits without leading zeros, compared by length
/// then digit by digit, so any length works) or text.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Run {
    Number(usize, String),
    Text(String),
}

/// The order of names as a person reads them: case and accents ignored ([`fold`]), and runs of
/// digits compared as numbers, so that "Player 2" comes before "Player 10" and "Émile" before
/// "Emma". Seats by name, the pairings by name and the phone view's search sort by it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct NaturalKey(Vec<Run>);

/// The [`NaturalKey`] of `name`.
pub fn natural_key(name: &str) -> NaturalKey {
    let folded = fold(name);
    let mut runs = Vec::new();
    let mut rest = folded.as_str();
    while let Some(c) = rest.chars().next() {
        let digit = c.is_ascii_digit();
        let end = rest
            .find(|c: char| c.is_ascii_digit() != digit)
            .unwrap_or(rest.len());
        let (run, after) = rest.split_at(end);
        runs.push(if digit {
            let digits = run.trim_start_matches('0');
            Run::Number(digits.len(), digits.to_string())
        } else {
            Run::Text(run.to_string())
        });
        rest = after;
    }
    NaturalKey(runs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_sort_as_a_person_reads_them() {
        let mut names = vec![
            "Player 10",
            "player 2",
            "Emma",
            "Émile",
            "Zoë",
            "Player 1",
            "Åsa",
            "Player 02b",
        ];
        names.sort_by_key(|n| natural_key(n));
        assert_eq!(
            names,
            [
                "Åsa",
                "Émile",
                "Emma",
                "Player 1",
                "player 2",
                "Player 02b",
                "Player 10",
                "Zoë"
            ]
        );
        assert!(natural_key("Player 2") < natural_key("Player 10"));
        assert!(natural_key("Émile") < natural_key("Emma"));
        assert_eq!(fold("  Łukasz STRAßE "), "lukasz strasse");
        assert!(
            natural_key("Table 99999999999999999999999")
                > natural_key("Table 99999999999999999999998")
        );
    }
}
