//! What a player's name may be, and how two names are compared: the one home of the name rules,
//! for typing, renaming, a pasted list, the match CSV, the event file, the archives and the
//! players' link.
//!
//! Two names are one when they differ only in case, in spacing (around the name, or how many
//! spaces, tabs or no-break spaces stand between its words) or in how an accent is encoded (`é`
//! as one character, U+00E9, or as `e` and a combining accent, U+0301): [`name_key`]. A name is
//! stored in one form ([`check_name`]), so that the tables show one spelling of it.

use std::borrow::Cow;

use super::compose_table::COMPOSITIONS;
use crate::core::base::error::{is_line_control, InputError, PlayerId};

/// The most characters a name has: room for a team's name as Topdeck publishes it (134
/// characters in the archive's Team Trios of 2024).
pub(crate) const MAX_NAME_CHARS: usize = 200;

/// The form of a name used to compare names: its words joined by one space, lower-case, in
/// Unicode's composed form (NFC), so that `Chuck`, ` chuck` and `CHUCK` clash, as do
/// `Alice Nguyen` and `alice  nguyen`, and `José` however its accent is encoded.
pub fn name_key(name: &str) -> String {
    name_key_of(name).into_owned()
}

/// [`name_key`] without a copy when the name is already its own key (trimmed, lower-case ASCII,
/// one space between words), and without Unicode tables for an ASCII name: the readers look up
/// every row's names with it.
pub(crate) fn name_key_of(name: &str) -> Cow<'_, str> {
    let name = name.trim();
    if !name.is_ascii() {
        // Lower case, then composed: the key of `É` is that of `E` and its combining accent.
        Cow::Owned(composed(&single_spaced(name).to_lowercase()).into_owned())
    } else if is_tidy_ascii(name, true) {
        Cow::Borrowed(name)
    } else {
        let mut key = single_spaced(name);
        key.make_ascii_lowercase();
        Cow::Owned(key)
    }
}

/// Whether a trimmed ASCII name has one space between its words and no other whitespace, and,
/// with `lower`, no upper-case letter.
fn is_tidy_ascii(name: &str, lower: bool) -> bool {
    let mut after_space = false;
    name.bytes().all(|b| {
        let tidy = match b {
            b' ' => !after_space,
            b'A'..=b'Z' => !lower,
            _ => !(b as char).is_whitespace(),
        };
        after_space = b == b' ';
        tidy
    })
}

/// Whether a trimmed name has one ASCII space between its words and no other whitespace.
fn is_single_spaced(name: &str) -> bool {
    let mut after_space = false;
    name.chars().all(|c| {
        let tidy = if c == ' ' {
            !after_space
        } else {
            !c.is_whitespace()
        };
        after_space = c == ' ';
        tidy
    })
}

/// The words of `name` (split at any Unicode whitespace) joined by one ASCII space.
fn single_spaced(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for word in name.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// A name in the form it is stored in: trimmed, its words joined by one ASCII space, in
/// Unicode's composed form (NFC). Borrowed when it already is (any ASCII name typed normally).
fn stored_form(name: &str) -> Cow<'_, str> {
    if name.is_ascii() {
        return if is_tidy_ascii(name, false) {
            Cow::Borrowed(name)
        } else {
            Cow::Owned(single_spaced(name))
        };
    }
    let spaced = if is_single_spaced(name) {
        Cow::Borrowed(name)
    } else {
        Cow::Owned(single_spaced(name))
    };
    match composed(&spaced) {
        Cow::Borrowed(_) => spaced,
        Cow::Owned(c) => Cow::Owned(c),
    }
}

/// `text` with each letter and the combining accent after it composed into one character where
/// Unicode has one (`e` + U+0301 is `é`, U+00E9): the composed form (NFC) of a name as a keyboard
/// or another program writes it. Only Unicode's canonical pairs are used ([`compose`]), not the
/// full normalization (decomposition and reordering): a name with two accents on one letter in a
/// non-canonical order keeps it.
fn composed(text: &str) -> Cow<'_, str> {
    let mut chars = text.chars();
    let Some(mut last) = chars.next() else {
        return Cow::Borrowed(text);
    };
    let mut out = String::with_capacity(text.len());
    for c in chars {
        match compose(last, c) {
            Some(both) => last = both,
            None => {
                out.push(last);
                last = c;
            }
        }
    }
    out.push(last);
    if out == text {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(out)
    }
}

/// The one character Unicode composes `first` and `second` into, if any: Hangul syllables by
/// their formula, everything else from [`COMPOSITIONS`] (the Basic Multilingual Plane's 928
/// canonical pairs, sorted, 3.4 KB of every gzipped bundle; the `unicode-normalization` crate's
/// hashed table of the same pairs took 6.5 KB, ARCHITECTURE.md). `tests/names.rs` holds it to
/// that crate.
pub fn compose(first: char, second: char) -> Option<char> {
    const S_BASE: u32 = 0xAC00;
    const L_BASE: u32 = 0x1100;
    const V_BASE: u32 = 0x1161;
    const T_BASE: u32 = 0x11A7;
    const V_COUNT: u32 = 21;
    const T_COUNT: u32 = 28;
    let (a, b) = (u32::from(first), u32::from(second));
    if (L_BASE..L_BASE + 19).contains(&a) && (V_BASE..V_BASE + V_COUNT).contains(&b) {
        return char::from_u32(S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT);
    }
    if (S_BASE..S_BASE + 11_172).contains(&a)
        && (a - S_BASE).is_multiple_of(T_COUNT)
        && (T_BASE + 1..T_BASE + T_COUNT).contains(&b)
    {
        return char::from_u32(a + (b - T_BASE));
    }
    let key = (u16::try_from(a).ok()?, u16::try_from(b).ok()?);
    let at = COMPOSITIONS
        .binary_search_by_key(&key, |&(x, y, _)| (x, y))
        .ok()?;
    char::from_u32(u32::from(COMPOSITIONS[at].2))
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

/// Checks a name and gives it in the form it is stored in: the one home of what a player's name
/// may be, for typing, renaming, a pasted list, the match CSV, the event file and the archives.
///
/// A name is not empty, at most 200 characters, and on one line: no control characters (line
/// breaks, tabs, escapes) and no line or paragraph separators, so that every table, CSV row and
/// error message that shows it stays one line. It is stored trimmed, with one space between its
/// words (`  Alice   Nguyen ` is `Alice Nguyen`), in Unicode's composed form (NFC).
pub fn check_name(name: &str) -> Result<String, InputError> {
    checked_name(name).map(Cow::into_owned)
}

/// [`check_name`] without the copy when the name is already in its stored form.
pub(crate) fn checked_name(name: &str) -> Result<Cow<'_, str>, InputError> {
    let trimmed = name.trim();
    if trimmed.is_empty() {
        return Err(InputError::new("a player's name is empty: type a name."));
    }
    let start = || trimmed.chars().take(20).collect::<String>();
    if trimmed.contains(is_line_control) {
        let start = start();
        // `InputError::new` shows the character escaped (`\n`, `\u{1b}`).
        return Err(InputError::new(format!(
            "the name `{start}` has a control character (a line break, a tab or another invisible character): type the name on one line."
        )));
    }
    let name = stored_form(trimmed);
    if name.len() > MAX_NAME_CHARS && name.chars().count() > MAX_NAME_CHARS {
        let start = start();
        return Err(InputError::new(format!(
            "the name `{start}…` is longer than {MAX_NAME_CHARS} characters: shorten it."
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

    /// Issue 41: `  Alice   Nguyen ` was a second player beside `Alice Nguyen`, and a round
    /// paired "Alice Nguyen vs Alice Nguyen". The key folds spacing (any whitespace: a tab, a
    /// no-break space, an ideographic space), case, and how an accent is encoded.
    #[test]
    fn the_key_folds_spacing_case_and_the_encoding_of_accents() {
        let check = |name: &str, key: &str| assert_eq!(name_key(name), key, "{name:?}");
        check("Alice Nguyen", "alice nguyen");
        check("  Alice   Nguyen ", "alice nguyen");
        check("Alice\tNguyen", "alice nguyen");
        check("Alice\u{a0}Nguyen", "alice nguyen");
        check("\u{a0}Alice \u{a0}\u{3000} Nguyen\t", "alice nguyen");
        check("ALICE NGUYEN", "alice nguyen");
        // `é` as one character (NFC) and as `e` with a combining acute accent (NFD).
        check("Jos\u{e9}", "jos\u{e9}");
        check("Jose\u{301}", "jos\u{e9}");
        check("JOSE\u{301}", "jos\u{e9}");
        check("JOS\u{c9}  Ramos", "jos\u{e9} ramos");
        check("\u{141}ukasz  \u{17b}", "\u{142}ukasz \u{17c}");
        // Different names stay different.
        assert_ne!(name_key("Alice Nguyen"), name_key("AliceNguyen"));
        assert_ne!(name_key("Jos\u{e9}"), name_key("Jose"));
    }

    /// The readers look up every row's names by key: an ASCII name that is its own key is not
    /// copied.
    #[test]
    fn an_ascii_name_that_is_its_own_key_is_borrowed() {
        assert!(matches!(
            name_key_of("alice nguyen"),
            Cow::Borrowed("alice nguyen")
        ));
        assert!(matches!(
            name_key_of(" alice nguyen "),
            Cow::Borrowed("alice nguyen")
        ));
        assert!(matches!(name_key_of("alice  nguyen"), Cow::Owned(k) if k == "alice nguyen"));
        assert!(matches!(name_key_of("Alice nguyen"), Cow::Owned(k) if k == "alice nguyen"));
        assert!(matches!(name_key_of("alice\tnguyen"), Cow::Owned(k) if k == "alice nguyen"));
    }

    /// A name is stored trimmed, one space between its words, its accents composed (NFC).
    #[test]
    fn a_name_is_stored_trimmed_single_spaced_and_composed() {
        assert_eq!(check_name("  Alice   Nguyen ").unwrap(), "Alice Nguyen");
        assert_eq!(
            check_name("Alice\u{a0}\u{a0}Nguyen").unwrap(),
            "Alice Nguyen"
        );
        assert_eq!(check_name("Jose\u{301}  Ramos").unwrap(), "Jos\u{e9} Ramos");
        assert!(matches!(
            checked_name(" Alice Nguyen "),
            Ok(Cow::Borrowed("Alice Nguyen"))
        ));
        assert!(matches!(
            checked_name("Jos\u{e9} \u{d1}"),
            Ok(Cow::Borrowed(_))
        ));
        // A tab inside a name is still refused, not folded: a name is typed on one line.
        assert_eq!(
            check_name("Alice\tNguyen").unwrap_err().to_string(),
            "the name `Alice\\tNguyen` has a control character (a line break, a tab or another invisible character): type the name on one line."
        );
        // The length is that of the stored name.
        assert_eq!(
            check_name(&format!("A{}B", " ".repeat(120))).unwrap(),
            "A B"
        );
        let composed = "\u{e9}".repeat(200);
        assert_eq!(check_name(&"e\u{301}".repeat(200)).unwrap(), composed);
        assert_eq!(
            check_name(&format!("{composed}e")).unwrap_err().to_string(),
            "the name `\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}\u{e9}…` is longer than 200 characters: shorten it."
        );
    }

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
