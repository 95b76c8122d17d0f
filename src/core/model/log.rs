//! The corrections log and the penalties: what was changed after the fact, when, and why.
//!
//! The log is append-only history. Every correction (a result changed once entered, a table added,
//! removed or swapped by hand, a round paired again, a drop, an undrop, a late entry, a penalty, a
//! ruleset changed once round 1 is paired) adds an entry, and undoing one adds an `undo` entry
//! rather than erasing it. [`crate::core::edit`] is where entries are made; this module holds their
//! shape, their codes and the checks of each entry alone; `validate.rs` checks them against the
//! event.
//!
//! Penalties are part of the event: a game loss constrains the result of the player's match in
//! that round, a match loss makes it a loss, and a disqualification also drops the player.
//!
//! ```
//! use tiebreak::core::model::log::{parse_time, format_time};
//! let at = parse_time("2026-11-24T14:05:00Z").unwrap();
//! assert_eq!(format_time(at), "2026-11-24T14:05:00Z");
//! assert_eq!(parse_time("2026-11-24 14:05"), None);
//! ```

use crate::core::base::error::{one_line, InputError, PlayerId};
use crate::core::model::game_result::GameResult;

/// What a log entry records. The codes are the event file's (`result`, `table-added`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LogKind {
    /// A result changed or cleared once entered, or any result of an earlier round changed.
    Result,
    /// A table added by hand.
    TableAdded,
    /// A table removed.
    TableRemoved,
    /// Two players swapped seats.
    Swap,
    /// A round paired again.
    Repaired,
    /// A player dropped.
    Drop,
    /// A dropped player brought back.
    Undrop,
    /// A player entered late.
    LateEntry,
    /// A penalty given or removed.
    Penalty,
    /// The ruleset changed after round 1 was paired.
    Ruleset,
    /// One of the above undone.
    Undo,
}

impl LogKind {
    /// Every kind, in the order the docs list them.
    pub const ALL: [LogKind; 11] = [
        LogKind::Result,
        LogKind::TableAdded,
        LogKind::TableRemoved,
        LogKind::Swap,
        LogKind::Repaired,
        LogKind::Drop,
        LogKind::Undrop,
        LogKind::LateEntry,
        LogKind::Penalty,
        LogKind::Ruleset,
        LogKind::Undo,
    ];

    /// The kind's name in the event file.
    pub fn code(self) -> &'static str {
        match self {
            LogKind::Result => "result",
            LogKind::TableAdded => "table-added",
            LogKind::TableRemoved => "table-removed",
            LogKind::Swap => "swap",
            LogKind::Repaired => "repaired",
            LogKind::Drop => "drop",
            LogKind::Undrop => "undrop",
            LogKind::LateEntry => "late-entry",
            LogKind::Penalty => "penalty",
            LogKind::Ruleset => "ruleset",
            LogKind::Undo => "undo",
        }
    }

    /// Reads a name written by [`LogKind::code`].
    pub fn from_code(code: &str) -> Option<LogKind> {
        LogKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// One entry of the corrections log. Players are named as they were when the entry was made
/// (a rename renames them here too), so an entry outlives an undone late entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// When, in RFC 3339 UTC: `2026-11-24T14:05:00Z`.
    pub at: String,
    /// What.
    pub kind: LogKind,
    /// The round it concerns, if one.
    pub round: Option<u32>,
    /// The table it concerns (1-based, as printed), if one.
    pub table: Option<u32>,
    /// The players it concerns.
    pub players: Vec<String>,
    /// What it was: a result (`2-1-0`), a ruleset's name, a penalty's kind…
    pub before: Option<String>,
    /// What it became.
    pub after: Option<String>,
    /// Why, as the organizer typed it.
    pub reason: Option<String>,
}

impl LogEntry {
    /// An entry of `kind` at `at`, with every other field empty.
    pub fn new(at: &str, kind: LogKind) -> LogEntry {
        LogEntry {
            at: at.to_string(),
            kind,
            round: None,
            table: None,
            players: Vec::new(),
            before: None,
            after: None,
            reason: None,
        }
    }

    /// Whether the entry is about the matches themselves: a result, a table added or removed, a
    /// swap, or the undo of one of them (an undo entry keeps the undone entry's table and
    /// players). These are what a player sees of the log on their phone.
    pub fn concerns_matches(&self) -> bool {
        match self.kind {
            LogKind::Result | LogKind::TableAdded | LogKind::TableRemoved | LogKind::Swap => true,
            LogKind::Undo => self.table.is_some(),
            _ => false,
        }
    }

    /// Whether the entry names `name` (ignoring case and spacing, as names are compared
    /// everywhere: [`crate::core::name_key`]).
    pub fn names(&self, name: &str) -> bool {
        use crate::core::model::names::name_key_of;
        let key = name_key_of(name);
        self.players.iter().any(|p| name_key_of(p) == key)
    }
}

/// A result as the log writes it: always three counts, `2-1-0`.
pub fn result_text(result: GameResult) -> String {
    format!("{}-{}-{}", result.a_wins, result.b_wins, result.draws)
}

/// The kinds of penalty (Magic Infraction Procedure Guide, section 1.3 onwards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PenaltyKind {
    /// A warning: recorded, changes nothing.
    Warning,
    /// A game loss: the player's match of that round counts one game lost.
    GameLoss,
    /// A match loss: the player's match of that round is a loss.
    MatchLoss,
    /// A disqualification: a match loss, and the player is dropped.
    Disqualification,
}

impl PenaltyKind {
    /// Every kind, mildest first.
    pub const ALL: [PenaltyKind; 4] = [
        PenaltyKind::Warning,
        PenaltyKind::GameLoss,
        PenaltyKind::MatchLoss,
        PenaltyKind::Disqualification,
    ];

    /// The kind's name in the event file.
    pub fn code(self) -> &'static str {
        match self {
            PenaltyKind::Warning => "warning",
            PenaltyKind::GameLoss => "game-loss",
            PenaltyKind::MatchLoss => "match-loss",
            PenaltyKind::Disqualification => "disqualification",
        }
    }

    /// Reads a name written by [`PenaltyKind::code`].
    pub fn from_code(code: &str) -> Option<PenaltyKind> {
        PenaltyKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The kind in words, lower case: `a game loss`.
    pub fn words(self) -> &'static str {
        match self {
            PenaltyKind::Warning => "a warning",
            PenaltyKind::GameLoss => "a game loss",
            PenaltyKind::MatchLoss => "a match loss",
            PenaltyKind::Disqualification => "a disqualification",
        }
    }
}

/// A penalty given to a player in a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Penalty {
    /// The round (1-based).
    pub round: u32,
    /// Who.
    pub player: PlayerId,
    /// What.
    pub kind: PenaltyKind,
    /// The infraction, as the organizer typed it (`Tardiness`); may be empty.
    pub reason: String,
    /// When, in RFC 3339 UTC.
    pub at: String,
}

/// The common infraction names of the Magic Infraction Procedure Guide, suggested (not required)
/// as a penalty's reason.
pub const INFRACTIONS: &[&str] = &[
    "Tardiness",
    "Outside Assistance",
    "Slow Play",
    "Deck Problem",
    "Decklist Problem",
    "Limited Procedure Violation",
    "Communication Policy Violation",
    "Marked Cards",
    "Insufficient Shuffling",
    "Drawing Extra Cards",
    "Mulligan Procedure Error",
    "Hidden Card Error",
    "Looking at Extra Cards",
    "Game Rule Violation",
    "Failure to Maintain Game State",
    "Unsporting Conduct — Minor",
    "Unsporting Conduct — Major",
    "Improperly Determining a Winner",
    "Bribery and Wagering",
    "Aggressive Behavior",
    "Theft of Tournament Material",
    "Stalling",
    "Cheating",
];

/// The longest reason accepted, in characters.
pub const MAX_REASON_CHARS: usize = 200;

/// The longest `before` or `after` of a log entry, in characters: a swap names two tables of two
/// players, each name up to 200 characters.
pub const MAX_TEXT_CHARS: usize = 1000;

/// The most log entries an event holds: far more than any event makes (a 64-player event with a
/// correction at every table of 15 rounds makes 480), and few enough to bound a file.
pub const MAX_LOG_ENTRIES: usize = 20_000;

/// The most penalties an event holds.
pub const MAX_PENALTIES: usize = 5_000;

/// The latest time accepted: the last second of the year 9999.
pub const MAX_TIME: u64 = 253_402_300_799;

/// Checks a reason as typed: one line of at most [`MAX_REASON_CHARS`] characters. Returns it
/// trimmed, or `None` when empty.
pub fn check_reason(reason: &str) -> Result<Option<String>, InputError> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Ok(None);
    }
    if reason.chars().any(|c| c.is_control()) {
        return Err(InputError::new(
            "a reason has a control character (a line break or a tab): type it on one line.",
        ));
    }
    let count = reason.chars().count();
    if count > MAX_REASON_CHARS {
        return Err(InputError::new(format!(
            "a reason is {count} characters long: shorten it to {MAX_REASON_CHARS} at most."
        )));
    }
    Ok(Some(reason.to_string()))
}

/// Seconds since 1970 as RFC 3339 UTC, to the second: `2026-11-24T14:05:00Z`.
pub fn format_time(secs: u64) -> String {
    let secs = secs.min(MAX_TIME);
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (year, month, day) = civil_from_days(days as i64);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// Reads an RFC 3339 UTC time (`2026-11-24T14:05:00Z`, fractions of a second allowed) as seconds
/// since 1970; `None` when it is not one, or is before 1970 or after 9999.
pub fn parse_time(text: &str) -> Option<u64> {
    let b = text.as_bytes();
    if b.len() < 20 || b.len() > 40 || !text.is_ascii() {
        return None;
    }
    let number = |from: usize, to: usize| -> Option<u64> {
        let digits = &text[from..to];
        digits
            .bytes()
            .all(|c| c.is_ascii_digit())
            .then(|| digits.parse().ok())
            .flatten()
    };
    let punctuation = [(4, b'-'), (7, b'-'), (10, b'T'), (13, b':'), (16, b':')];
    if punctuation
        .iter()
        .any(|&(i, c)| b[i] != c && !(i == 10 && b[i] == b't'))
    {
        return None;
    }
    // After the seconds: `Z` alone, or a fraction of a second and then `Z`.
    let tail = &b[19..];
    let fraction_ok = match tail {
        [b'Z' | b'z'] => true,
        [b'.', digits @ .., b'Z' | b'z'] => {
            !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
        }
        _ => false,
    };
    if !fraction_ok {
        return None;
    }
    let (year, month, day) = (number(0, 4)?, number(5, 7)?, number(8, 10)?);
    let (hour, minute, second) = (number(11, 13)?, number(14, 16)?, number(17, 19)?);
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days_in_month = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    if year < 1970 || day == 0 || day > days_in_month || hour > 23 || minute > 59 || second > 60 {
        return None;
    }
    let days = days_from_civil(year as i64, month as i64, day as i64);
    let secs = u64::try_from(days).ok()? * 86_400 + hour * 3600 + minute * 60 + second.min(59);
    (secs <= MAX_TIME).then_some(secs)
}

/// Days since 1970-01-01 of a date in the proleptic Gregorian calendar (Howard Hinnant's
/// `days_from_civil`). Written here rather than taken from a date crate: `humantime` did the
/// same in 1.3 KB of the organizer's gzipped wasm, which has no room for it (PERFORMANCE.md).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a number of days since 1970-01-01: the inverse of [`days_from_civil`].
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The checks on a time read from a file: `what` names the field.
pub(crate) fn check_time(at: &str, what: &dyn Fn() -> String) -> Result<(), InputError> {
    if parse_time(at).is_none() {
        return Err(InputError::new(format!(
            "{}: `{}` is not a time: write it in RFC 3339 UTC, such as `2026-11-24T14:05:00Z`.",
            what(),
            one_line(at.chars().take(40).collect())
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_round_trip_and_bad_ones_are_refused() {
        assert_eq!(parse_time("1970-01-01T00:00:00Z"), Some(0));
        assert_eq!(parse_time("2026-11-24T14:05:00Z"), Some(1_795_529_100));
        assert_eq!(format_time(1_795_529_100), "2026-11-24T14:05:00Z");
        assert_eq!(parse_time("2026-11-24T14:05:00.250Z"), Some(1_795_529_100));
        for bad in [
            "",
            "yesterday",
            "2026-13-01T00:00:00Z",
            "2026-11-24T14:05:00+01:00",
            "2026-11-24",
        ] {
            assert_eq!(parse_time(bad), None, "{bad}");
        }
        assert_eq!(format_time(u64::MAX), "9999-12-31T23:59:59Z");
        assert_eq!(parse_time("9999-12-31T23:59:59Z"), Some(MAX_TIME));
        assert_eq!(parse_time("2024-02-29T00:00:00Z"), Some(1_709_164_800));
        for bad in [
            "2023-02-29T00:00:00Z",
            "1969-12-31T23:59:59Z",
            "2026-11-24T24:00:00Z",
            "2026-11-24T14:05:00.Z",
            "2026-11-24T14:05:0aZ",
            "+026-11-24T14:05:00Z",
        ] {
            assert_eq!(parse_time(bad), None, "{bad}");
        }
        // Every day from 1970 to past 2400 reads back as written.
        for days in (0..160_000u64).step_by(7) {
            let secs = days * 86_400 + 3_723;
            assert_eq!(parse_time(&format_time(secs)), Some(secs));
        }
    }

    #[test]
    fn codes_read_back() {
        for k in LogKind::ALL {
            assert_eq!(LogKind::from_code(k.code()), Some(k));
        }
        for k in PenaltyKind::ALL {
            assert_eq!(PenaltyKind::from_code(k.code()), Some(k));
        }
        assert_eq!(LogKind::from_code("Result"), None);
    }

    #[test]
    fn reasons_are_one_short_line() {
        assert_eq!(check_reason("  "), Ok(None));
        assert_eq!(
            check_reason(" slip misread "),
            Ok(Some("slip misread".into()))
        );
        assert_eq!(
            check_reason("a\nb").unwrap_err().message,
            "a reason has a control character (a line break or a tab): type it on one line."
        );
        assert_eq!(
            check_reason(&"x".repeat(201)).unwrap_err().message,
            "a reason is 201 characters long: shorten it to 200 at most."
        );
    }
}
