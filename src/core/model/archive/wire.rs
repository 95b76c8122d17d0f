//! The archive file's fields as serde types, borrowing from the text where they can, and the
//! text of a field read: a name, a result, a whole number.

use std::borrow::Cow;

use serde::Deserialize;
use serde_json::value::RawValue;

use crate::core::model::csv::trim;
use crate::core::model::game_result::GameResult;
use crate::core::model::published::Decimal;

#[derive(Deserialize)]
pub(super) struct ArchiveFile<'a> {
    #[serde(rename = "Tournament", default, borrow)]
    pub(super) tournament: Option<TournamentFile<'a>>,
    #[serde(rename = "Rounds", default, borrow)]
    pub(super) rounds: Option<Vec<RoundFile<'a>>>,
    #[serde(rename = "Standings", default, borrow)]
    pub(super) standings: Option<Vec<StandingFile<'a>>>,
}

#[derive(Deserialize)]
pub(super) struct TournamentFile<'a> {
    #[serde(rename = "Name", default, borrow)]
    pub(super) name: Option<Text<'a>>,
    #[serde(rename = "Date", default, borrow)]
    pub(super) date: Option<Text<'a>>,
    #[serde(rename = "Uri", default, borrow)]
    pub(super) uri: Option<Text<'a>>,
    #[serde(rename = "Formats", default, borrow)]
    pub(super) formats: Option<&'a RawValue>,
}

#[derive(Deserialize)]
pub(super) struct RoundFile<'a> {
    #[serde(rename = "RoundName", borrow)]
    pub(super) name: &'a RawValue,
    #[serde(rename = "Matches", default, borrow)]
    pub(super) matches: Vec<MatchFile<'a>>,
}

impl RoundFile<'_> {
    /// The round's name as written: a JSON string unquoted, anything else as its text.
    pub(super) fn name_text(&self) -> String {
        let raw = self.name.get().trim();
        serde_json::from_str::<String>(raw).unwrap_or_else(|_| raw.to_string())
    }
}

#[derive(Deserialize)]
pub(super) struct MatchFile<'a> {
    #[serde(rename = "Player1", borrow)]
    pub(super) player1: Cow<'a, str>,
    #[serde(rename = "Player2", default, borrow)]
    pub(super) player2: Option<Text<'a>>,
    #[serde(rename = "Result", default, borrow)]
    pub(super) result: Option<Text<'a>>,
}

/// A string of the file, borrowed from its text unless it has escapes. (serde borrows a bare
/// `Cow<str>` field, but an `Option<Cow<str>>` is always copied: a copy and a free for every
/// match's Player2 and Result, 12% of the reader's instructions on 1,200 players.)
pub(super) struct Text<'a>(Cow<'a, str>);

impl<'de: 'a, 'a> Deserialize<'de> for Text<'a> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Text<'a>, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Text<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Text<'de>, E> {
                Ok(Text(Cow::Borrowed(v)))
            }
            fn visit_str<E>(self, v: &str) -> Result<Text<'de>, E> {
                Ok(Text(Cow::Owned(v.to_string())))
            }
        }
        d.deserialize_str(Visit)
    }
}

impl Text<'_> {
    /// A text of Tiebreak's own, such as a name read in another's place.
    pub(super) fn owned(text: String) -> Text<'static> {
        Text(Cow::Owned(text))
    }
}

impl std::ops::Deref for Text<'_> {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

#[derive(Deserialize)]
pub(super) struct StandingFile<'a> {
    #[serde(rename = "Player", borrow)]
    pub(super) player: Cow<'a, str>,
    #[serde(rename = "Rank", default, borrow)]
    pub(super) rank: Option<&'a RawValue>,
    #[serde(rename = "Points", default, borrow)]
    pub(super) points: Option<&'a RawValue>,
    #[serde(rename = "Wins", default, borrow)]
    pub(super) wins: Option<&'a RawValue>,
    #[serde(rename = "Losses", default, borrow)]
    pub(super) losses: Option<&'a RawValue>,
    #[serde(rename = "Draws", default, borrow)]
    pub(super) draws: Option<&'a RawValue>,
    #[serde(rename = "OMWP", default, borrow)]
    pub(super) omw: Option<&'a RawValue>,
    #[serde(rename = "GWP", default, borrow)]
    pub(super) gw: Option<&'a RawValue>,
    #[serde(rename = "OGWP", default, borrow)]
    pub(super) ogw: Option<&'a RawValue>,
}

/// The event's name: the tournament's `Name`, else its `Formats`, else none.
pub(super) fn event_name(t: &TournamentFile) -> String {
    if let Some(name) = t.name.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
        return one_line_prefix(name);
    }
    let formats = t.formats.map(|f| {
        let raw = f.get().trim();
        serde_json::from_str::<String>(raw).unwrap_or_else(|_| String::new())
    });
    formats
        .map(|f| one_line_prefix(f.trim()))
        .unwrap_or_default()
}

/// A text from the file as a name: on one line, at most 200 characters.
pub(super) fn one_line_prefix(text: &str) -> String {
    crate::core::base::error::one_line(text.chars().take(200).collect())
}

pub(super) fn is_bye(name: &str) -> bool {
    name.is_empty() || name == "-" || name.eq_ignore_ascii_case("bye")
}

/// `W-L-D` (or `W-L`) from Player1's side; empty is a match without a result yet.
pub(super) fn parse_result(text: &str) -> Result<Option<GameResult>, String> {
    let text = trim(text);
    if text.is_empty() {
        return Ok(None);
    }
    // Each count is one or two digits, read byte by byte (a result a match).
    let mut counts = [0u32; 3];
    let mut parts = 0;
    let mut digits = 0;
    for b in text.bytes() {
        match b {
            b'0'..=b'9' if parts < 3 && digits < 2 => {
                counts[parts] = counts[parts] * 10 + u32::from(b - b'0');
                digits += 1;
            }
            b'-' if digits > 0 && parts < 2 => {
                parts += 1;
                digits = 0;
            }
            // `2 - 1 - 0`, as a hand-made file may space it.
            b' ' => {}
            _ => {
                parts = 9;
                digits = 0;
                break;
            }
        }
    }
    // The last count ends the text.
    if digits > 0 {
        parts += 1;
    } else {
        parts = 9;
    }
    if !(2..=3).contains(&parts) {
        return Err(format!(
            "`{}` is not a result: expected games won-lost-drawn from Player1's side, such as 2-1-0.",
            crate::core::base::error::one_line(text.chars().take(20).collect())
        ));
    }
    Ok(Some(GameResult::new(counts[0], counts[1], counts[2])))
}

/// A field of the standings read as a [`whole_number`]; `None` where it is missing or not one.
pub(super) fn whole_field(raw: Option<&serde_json::value::RawValue>) -> Option<u32> {
    raw.and_then(|r| whole_number(r.get()))
}

/// A whole number as written in the file: digits (`9`), a number with no fraction (`9.0`) or a
/// string of either; `None` for anything else. The digits alone are read without
/// [`Decimal::parse`], as most files write them.
pub(super) fn whole_number(raw: &str) -> Option<u32> {
    let raw = raw.trim();
    if !raw.is_empty() && raw.len() <= 9 && raw.bytes().all(|b| b.is_ascii_digit()) {
        return raw.parse().ok();
    }
    let d = Decimal::parse(unquoted(raw).as_ref())?;
    (d.value.denom() == 1)
        .then(|| u32::try_from(d.value.numer()).ok())
        .flatten()
}

/// A raw JSON value's text, without the quotes of a string (`"0.5"` is read as `0.5`).
pub(super) fn unquoted(raw: &str) -> Cow<'_, str> {
    let raw = raw.trim();
    if raw.starts_with('"') {
        Cow::Owned(serde_json::from_str::<String>(raw).unwrap_or_default())
    } else {
        Cow::Borrowed(raw)
    }
}

/// A value quoted in a sentence: on one line, at most 20 characters.
pub(super) fn clip(raw: &str) -> String {
    crate::core::base::error::one_line(raw.trim().chars().take(20).collect())
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum RoundKind {
    Swiss(u32),
    Playoff,
}

/// `Round 3` or `3` is Swiss round 3 (a number too large is `u32::MAX`, refused by the caller);
/// the playoff's names (`Quarterfinals`, `Top 16`, `Round of 16`, `Third place`) are the playoff.
pub(super) fn round_kind(name: &str) -> Option<RoundKind> {
    let name = name.trim();
    let lower = name.to_ascii_lowercase();
    let number = lower
        .strip_prefix("round")
        .map(str::trim_start)
        .unwrap_or(&lower);
    if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) {
        return Some(RoundKind::Swiss(number.parse().unwrap_or(u32::MAX)));
    }
    const PLAYOFF: [&str; 16] = [
        "quarterfinals",
        "quarterfinal",
        "quarter-finals",
        "quarter finals",
        "semifinals",
        "semifinal",
        "semi-finals",
        "semi finals",
        "finals",
        "final",
        "playoff",
        "playoffs",
        "third place",
        "3rd place",
        "bronze",
        "grand final",
    ];
    let sized = ["top ", "round of "].iter().any(|p| {
        lower
            .strip_prefix(p)
            .is_some_and(|n| !n.is_empty() && n.len() <= 3 && n.bytes().all(|b| b.is_ascii_digit()))
    });
    (sized || PLAYOFF.contains(&lower.as_str())).then_some(RoundKind::Playoff)
}
