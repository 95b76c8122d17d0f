//! The open tournament-data archive's JSON: the format of the public MTGODecklistCache archive and
//! its forks, in which metagame sites publish events from Melee, MTGO and other platforms.
//!
//! ```json
//! {"Tournament": {"Date": "2026-03-07T18:00:00", "Name": "…", "Uri": "https://melee.gg/Tournament/View/1"},
//!  "Rounds": [{"RoundName": "Round 1", "Matches": [{"Player1": "Ann", "Player2": "Bo", "Result": "2-1-0"}]}],
//!  "Standings": [{"Rank": 1, "Player": "Ann", "Points": 3, "Wins": 1, "Losses": 0, "Draws": 0,
//!                 "OMWP": 0.3333333, "GWP": 0.6666667, "OGWP": 0.3333333}]}
//! ```
//!
//! - `Result` is wins-losses-draws in games from `Player1`'s side. A bye has `Player2` `"-"`,
//!   empty, `BYE` or null, whatever its `Result`.
//! - A match listed twice in a round, once from each side (Melee lists some draws so), is one
//!   match. Any other player listed twice in a round is refused, naming the round and both
//!   matches.
//! - Rounds named `Round N` (or `N`) are the Swiss rounds; `Quarterfinals`, `Semifinals`, `Finals`
//!   (and `Top 8` and the like) are the playoff, which the Swiss standings do not count and which is
//!   not kept. A file with no Swiss round is refused.
//! - Players are registered in order of first appearance, with their names as written (only the
//!   spaces around them are trimmed). Two names that only case tells apart are refused: Tiebreak
//!   tells players apart by name, ignoring case. A player who stops appearing dropped after their
//!   last round; one who first appears after round 1 entered late, and the rounds they missed are
//!   left out, as the file records nothing for them.
//! - `Standings`, when present, are kept as the published standings ([`Published`]), each figure
//!   exactly as written. `Decks` and every field not named here are ignored.
//! - The event's ruleset is the publisher's: `melee` for an event on melee.gg, else `mtr`.
//!
//! Every problem is one sentence that names the round and the match (`Round 2, match 3 (Ann v
//! Bo)`) or the standings' row.
//!
//! ```
//! use tiebreak::core::archive::read_archive;
//! let text = r#"{"Tournament": {"Uri": "https://melee.gg/Tournament/View/1"},
//!   "Rounds": [{"RoundName": "Round 1", "Matches": [
//!     {"Player1": "Ann", "Player2": "Bo", "Result": "3-0-0"},
//!     {"Player1": "Cy", "Player2": "-", "Result": "2-0-0"}]}]}"#;
//! let event = read_archive(text).unwrap();
//! assert_eq!(event.ruleset.name, "melee"); // Melee records 3-0 in a best-of-3; `melee` reads it
//! assert_eq!(event.players.len(), 3);
//! ```

use std::borrow::Cow;

use serde::Deserialize;
use serde_json::value::RawValue;

use crate::core::csv::trim;
use crate::core::event::{
    check_name, name_key_of, Event, GameResult, InputError, MissedRounds, NameMap, Pairing, Player,
    PlayerId, Round, MAX_ROUNDS,
};
use crate::core::file::parse_borrowed;
use crate::core::published::{from_melee, Decimal, Published, PublishedRow, MAX_PUBLISHED_POINTS};
use crate::core::ruleset::{Results, Ruleset};

#[derive(Deserialize)]
struct ArchiveFile<'a> {
    #[serde(rename = "Tournament", default, borrow)]
    tournament: Option<TournamentFile<'a>>,
    #[serde(rename = "Rounds", default, borrow)]
    rounds: Option<Vec<RoundFile<'a>>>,
    #[serde(rename = "Standings", default, borrow)]
    standings: Option<Vec<StandingFile<'a>>>,
}

#[derive(Deserialize)]
struct TournamentFile<'a> {
    #[serde(rename = "Name", default, borrow)]
    name: Option<Text<'a>>,
    #[serde(rename = "Date", default, borrow)]
    date: Option<Text<'a>>,
    #[serde(rename = "Uri", default, borrow)]
    uri: Option<Text<'a>>,
    #[serde(rename = "Formats", default, borrow)]
    formats: Option<&'a RawValue>,
}

#[derive(Deserialize)]
struct RoundFile<'a> {
    #[serde(rename = "RoundName", borrow)]
    name: &'a RawValue,
    #[serde(rename = "Matches", default, borrow)]
    matches: Vec<MatchFile<'a>>,
}

#[derive(Deserialize)]
struct MatchFile<'a> {
    #[serde(rename = "Player1", borrow)]
    player1: Cow<'a, str>,
    #[serde(rename = "Player2", default, borrow)]
    player2: Option<Text<'a>>,
    #[serde(rename = "Result", default, borrow)]
    result: Option<Text<'a>>,
}

/// A string of the file, borrowed from its text unless it has escapes. (serde borrows a bare
/// `Cow<str>` field, but an `Option<Cow<str>>` is always copied: a copy and a free for every
/// match's Player2 and Result, 12% of the reader's instructions on 1,200 players.)
struct Text<'a>(Cow<'a, str>);

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

impl std::ops::Deref for Text<'_> {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

#[derive(Deserialize)]
struct StandingFile<'a> {
    #[serde(rename = "Player", borrow)]
    player: Cow<'a, str>,
    #[serde(rename = "Rank", default, borrow)]
    rank: Option<&'a RawValue>,
    #[serde(rename = "Points", default, borrow)]
    points: Option<&'a RawValue>,
    #[serde(rename = "Wins", default, borrow)]
    wins: Option<&'a RawValue>,
    #[serde(rename = "Losses", default, borrow)]
    losses: Option<&'a RawValue>,
    #[serde(rename = "Draws", default, borrow)]
    draws: Option<&'a RawValue>,
    #[serde(rename = "OMWP", default, borrow)]
    omw: Option<&'a RawValue>,
    #[serde(rename = "GWP", default, borrow)]
    gw: Option<&'a RawValue>,
    #[serde(rename = "OGWP", default, borrow)]
    ogw: Option<&'a RawValue>,
}

/// The largest published rank read: far more players than any event has.
const MAX_RANK: u32 = 1_000_000;

/// Whether a JSON text is an archive file rather than a Tiebreak event file: an object with
/// `Rounds` or `Tournament` and no `format`. Its first key decides without reading further (an
/// event file begins with `format`, an archive with `Tournament`, `Decks`, `Rounds` or
/// `Standings`); a file that begins with another key is read for its top-level keys (serde skips
/// the values). A text that is not JSON is left to the reader that will describe it.
pub fn is_archive(text: &str) -> bool {
    #[derive(Deserialize)]
    struct Probe {
        #[serde(default)]
        format: Option<serde::de::IgnoredAny>,
        #[serde(rename = "Rounds", default)]
        rounds: Option<serde::de::IgnoredAny>,
        #[serde(rename = "Tournament", default)]
        tournament: Option<serde::de::IgnoredAny>,
    }
    let text = text.trim_start_matches('\u{feff}');
    let head = text.trim_start();
    let head = head.strip_prefix('{').unwrap_or("").trim_start();
    if ["\"Tournament\"", "\"Rounds\"", "\"Decks\"", "\"Standings\""]
        .iter()
        .any(|k| head.starts_with(k))
    {
        return true;
    }
    if head.starts_with("\"format\"") || head.starts_with("\"schema\"") {
        return false;
    }
    serde_json::from_str::<Probe>(text)
        .is_ok_and(|p| p.format.is_none() && (p.rounds.is_some() || p.tournament.is_some()))
}

/// Reads an archive file into an event, its results checked under the event's ruleset (the
/// publisher's: `melee` for Melee, else `mtr`).
pub fn read_archive(text: &str) -> Result<Event, InputError> {
    read_archive_with(text, None)
}

/// [`read_archive`], with every result read under `results` when given rather than under the
/// event's own ruleset: the CLI reads a file so before it applies `--ruleset`.
pub(crate) fn read_archive_with(text: &str, results: Option<Results>) -> Result<Event, InputError> {
    let text = text.trim_start_matches('\u{feff}');
    let file: ArchiveFile = parse_borrowed(text).map_err(|(line, message)| {
        InputError::at(
            line,
            format!("{message}. Check the file against the archive's format: `Tournament`, `Rounds` with their `Matches`, and `Standings`."),
        )
    })?;
    let tournament = file.tournament.unwrap_or(TournamentFile {
        name: None,
        date: None,
        uri: None,
        formats: None,
    });
    let source = tournament
        .uri
        .as_deref()
        .unwrap_or_default()
        .trim()
        .to_string();
    let ruleset = if from_melee(&source) {
        Ruleset::preset("melee").unwrap_or_default()
    } else {
        Ruleset::default()
    };
    let results = results.unwrap_or(ruleset.results);
    let mut event = Event {
        name: event_name(&tournament),
        date: tournament
            .date
            .as_deref()
            .map(|d| d.trim().chars().take(10).collect())
            .unwrap_or_default(),
        ruleset,
        ..Event::default()
    };

    let Some(rounds) = file.rounds else {
        return Err(InputError::new(
            "the file has no `Rounds`: an archive event lists its rounds, each with its `Matches`.",
        ));
    };
    let swiss = swiss_rounds(&rounds)?;

    let mut reader = Reader::default();
    for (index, &(number, position)) in swiss.iter().enumerate() {
        let round = &rounds[position];
        let mut tables: Vec<Pairing> = Vec::with_capacity(round.matches.len());
        // The match of each table, for the sentences (1-based, as the file lists them).
        let mut match_of_table: Vec<usize> = Vec::with_capacity(round.matches.len());
        for (m, entry) in round.matches.iter().enumerate() {
            let a_name = trim(&entry.player1);
            let b_name = entry.player2.as_deref().map(trim).unwrap_or_default();
            // `Round 2, match 3 (Ann v Bo)`: written only for a sentence.
            let at = || {
                if is_bye(b_name) {
                    format!("Round {number}, match {} ({a_name}, a bye)", m + 1)
                } else {
                    format!("Round {number}, match {} ({a_name} v {b_name})", m + 1)
                }
            };
            if is_bye(a_name) {
                return Err(InputError::new(format!(
                    "{}: Player1 is `{a_name}`: a bye names its player in Player1 and `-` in Player2.",
                    at()
                )));
            }
            let a = reader
                .player(&mut event, a_name, index)
                .map_err(|e| InputError::new(format!("{}: {}", at(), e.message)))?;
            let b = if is_bye(b_name) {
                None
            } else {
                Some(
                    reader
                        .player(&mut event, b_name, index)
                        .map_err(|e| InputError::new(format!("{}: {}", at(), e.message)))?,
                )
            };
            let result = match b {
                None => None,
                Some(_) => parse_result(entry.result.as_deref().unwrap_or_default())
                    .map_err(|m| InputError::new(format!("{}: {m}", at())))?,
            };
            if b == Some(a) {
                return Err(InputError::new(format!(
                    "{}: {a_name} cannot be paired against themselves.",
                    at()
                )));
            }
            // A player seated already in this round: the same match listed again (from either
            // side) is one match; anything else is a player twice in the round.
            let mut listed_before = false;
            for p in std::iter::once(a).chain(b) {
                if let Some(table) = reader.table_in(p, index) {
                    let same = match (&tables[table], b) {
                        (Pairing::Bye { player }, None) => *player == a,
                        (
                            Pairing::Match {
                                a: x,
                                b: y,
                                result: r,
                            },
                            Some(b),
                        ) => {
                            (*x == a && *y == b && *r == result)
                                || (*x == b && *y == a && *r == result.map(|r| r.swapped()))
                        }
                        _ => false,
                    };
                    if !same {
                        let first = match_of_table[table];
                        return Err(InputError::new(format!(
                            "{}: {} already plays in match {first} of round {number}{}: a player plays once a round.",
                            at(),
                            event.players[p].name,
                            table_label(&event, &tables[table])
                        )));
                    }
                    listed_before = true;
                }
            }
            if listed_before {
                continue;
            }
            if let Some(r) = &result {
                r.check_under(event.best_of, results)
                    .map_err(|m| InputError::new(format!("{}: {m}", at())))?;
            }
            let table = tables.len();
            reader.seat(a, index, table);
            if let Some(b) = b {
                reader.seat(b, index, table);
            }
            tables.push(match b {
                Some(b) => Pairing::Match { a, b, result },
                None => Pairing::Bye { player: a },
            });
            match_of_table.push(m + 1);
        }
        if tables.is_empty() {
            return Err(InputError::new(format!(
                "Round {number} has no matches: list each round's matches, or leave the round out."
            )));
        }
        event.rounds.push(Round::new(tables));
    }

    // Drops and late entries, from the rounds each player appears in.
    let last = event.rounds.len() as u32;
    let mut late = false;
    for (p, player) in event.players.iter_mut().enumerate() {
        let (first, latest) = reader.span[p];
        if latest < last {
            player.dropped_after = Some(latest);
        }
        if first > 1 {
            player.entered_round = Some(first);
            late = true;
        }
    }
    if late {
        event.missed_rounds = MissedRounds::LeftOut;
    }

    if let Some(standings) = file.standings.filter(|s| !s.is_empty()) {
        event.published = Some(published(&mut event, &mut reader, source, &standings)?);
    }
    event.validate_with(results)?;
    Ok(event)
}

/// The event's name: the tournament's `Name`, else its `Formats`, else none.
fn event_name(t: &TournamentFile) -> String {
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
fn one_line_prefix(text: &str) -> String {
    crate::core::error::one_line(text.chars().take(200).collect())
}

/// The Swiss rounds, as (number, position in the file), in the order of their numbers: 1, 2, …
/// without a gap. The playoff's rounds are left out; a round named neither way is refused.
fn swiss_rounds(rounds: &[RoundFile]) -> Result<Vec<(u32, usize)>, InputError> {
    let mut swiss: Vec<(u32, usize)> = Vec::new();
    let mut playoff = 0;
    for (position, round) in rounds.iter().enumerate() {
        let raw = round.name.get().trim();
        let name = serde_json::from_str::<String>(raw).unwrap_or_else(|_| raw.to_string());
        match round_kind(&name) {
            Some(RoundKind::Swiss(n)) if (1..=MAX_ROUNDS).contains(&n) => swiss.push((n, position)),
            Some(RoundKind::Swiss(n)) => {
                return Err(InputError::new(format!(
                    "round `{n}` is out of range: rounds are numbered from 1 to {MAX_ROUNDS}."
                )))
            }
            Some(RoundKind::Playoff) => playoff += 1,
            None => {
                return Err(InputError::new(format!(
                    "the round named `{}` (round {} of the file) is neither a Swiss round (`Round 3` or `3`) nor a playoff round (`Quarterfinals`, `Semifinals`, `Finals`).",
                    crate::core::error::one_line(name.chars().take(40).collect()),
                    position + 1
                )))
            }
        }
    }
    if swiss.is_empty() {
        return Err(InputError::new(if playoff > 0 {
            "the file has only playoff rounds (Quarterfinals, Semifinals, Finals) and no Swiss round: Tiebreak computes the standings of the Swiss rounds, named `Round 1`, `Round 2`, …"
        } else {
            "the file has no rounds: an archive event lists its rounds, `Round 1`, `Round 2`, …, each with its `Matches`."
        }));
    }
    swiss.sort_unstable();
    for pair in swiss.windows(2) {
        if pair[0].0 == pair[1].0 {
            return Err(InputError::new(format!(
                "Round {} is listed twice (rounds {} and {} of the file): list each round once.",
                pair[0].0,
                pair[0].1 + 1,
                pair[1].1 + 1
            )));
        }
    }
    for (i, &(n, _)) in swiss.iter().enumerate() {
        if n != i as u32 + 1 {
            return Err(InputError::new(format!(
                "Round {} is missing, but Round {n} is listed: the Swiss rounds are numbered from 1 without gaps.",
                i + 1
            )));
        }
    }
    Ok(swiss)
}

enum RoundKind {
    Swiss(u32),
    Playoff,
}

/// `Round 3` or `3` is Swiss round 3 (a number too large is `u32::MAX`, refused by the caller);
/// the playoff's names are the playoff.
fn round_kind(name: &str) -> Option<RoundKind> {
    let name = name.trim();
    let lower = name.to_ascii_lowercase();
    let number = lower
        .strip_prefix("round")
        .map(str::trim_start)
        .unwrap_or(&lower);
    if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) {
        return Some(RoundKind::Swiss(number.parse().unwrap_or(u32::MAX)));
    }
    const PLAYOFF: [&str; 12] = [
        "quarterfinals",
        "quarterfinal",
        "quarter-finals",
        "semifinals",
        "semifinal",
        "semi-finals",
        "finals",
        "final",
        "top 8",
        "top 4",
        "top 16",
        "playoff",
    ];
    PLAYOFF
        .contains(&lower.as_str())
        .then_some(RoundKind::Playoff)
}

fn is_bye(name: &str) -> bool {
    name.is_empty() || name == "-" || name.eq_ignore_ascii_case("bye")
}

/// `W-L-D` (or `W-L`) from Player1's side; empty is a match without a result yet.
fn parse_result(text: &str) -> Result<Option<GameResult>, String> {
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
            crate::core::error::one_line(text.chars().take(20).collect())
        ));
    }
    Ok(Some(GameResult::new(counts[0], counts[1], counts[2])))
}

/// ` (Ann v Bo)` or ` (Ann, a bye)`: a table as a sentence names it.
fn table_label(event: &Event, table: &Pairing) -> String {
    let name = |p: PlayerId| event.players[p].name.as_str();
    match *table {
        Pairing::Match { a, b, .. } => format!(" ({} v {})", name(a), name(b)),
        Pairing::Bye { player } => format!(" ({}, a bye)", name(player)),
    }
}

/// The players met so far: their names, and where each sits.
#[derive(Default)]
struct Reader {
    /// Each name's key to its player.
    keys: NameMap<String>,
    /// Each spelling seen, to its player: most rows repeat a spelling.
    spellings: NameMap<String>,
    /// For each player, the round index and table of their last seat (`usize::MAX`: none).
    seat: Vec<(usize, usize)>,
    /// For each player, the first and last round (1-based) they appear in.
    span: Vec<(u32, u32)>,
}

impl Reader {
    /// The player named `name`, registered if new; `round` is the round's index (0-based), or
    /// `usize::MAX` for a player met only in the standings.
    fn player(
        &mut self,
        event: &mut Event,
        name: &str,
        round: usize,
    ) -> Result<PlayerId, InputError> {
        let id = match self.spellings.get(name) {
            Some(&id) => id,
            None => {
                let checked = check_name(name)?;
                let key = name_key_of(&checked).into_owned();
                let id = match self.keys.get(key.as_str()) {
                    Some(&id) if event.players[id].name == checked => id,
                    Some(&id) => {
                        return Err(InputError::new(format!(
                            "`{checked}` and `{}` are two spellings that only case tells apart, and Tiebreak tells players apart by name ignoring case: write one player's name the same way everywhere, or tell the two players apart.",
                            event.players[id].name
                        )));
                    }
                    None => {
                        let id = event.players.len();
                        event.players.push(Player::named(checked));
                        self.keys.insert(key, id);
                        self.seat.push((usize::MAX, 0));
                        self.span.push((u32::MAX, 0));
                        id
                    }
                };
                self.spellings.insert(name.to_string(), id);
                id
            }
        };
        if round != usize::MAX {
            let number = round as u32 + 1;
            let span = &mut self.span[id];
            span.0 = span.0.min(number);
            span.1 = span.1.max(number);
        }
        Ok(id)
    }

    /// The table `player` sits at in round `round` (0-based), if any.
    fn table_in(&self, player: PlayerId, round: usize) -> Option<usize> {
        let (r, t) = self.seat[player];
        (r == round).then_some(t)
    }

    fn seat(&mut self, player: PlayerId, round: usize, table: usize) {
        self.seat[player] = (round, table);
    }
}

/// The published standings, by player: a name the rounds never gave is a player who played no
/// Swiss match (registered, and dropped before round 1).
fn published(
    event: &mut Event,
    reader: &mut Reader,
    source: String,
    standings: &[StandingFile],
) -> Result<Published, InputError> {
    let mut rows = Vec::with_capacity(standings.len());
    let mut listed = vec![false; event.players.len()];
    for (i, s) in standings.iter().enumerate() {
        let name = s.player.trim();
        let at =
            |what: String| InputError::new(format!("Standings, row {} ({name}): {what}", i + 1));
        let player = match reader.player(event, name, usize::MAX) {
            Ok(p) => p,
            Err(e) => return Err(at(e.message)),
        };
        if player >= listed.len() {
            // Met only here: no Swiss match.
            listed.resize(player + 1, false);
            event.players[player].dropped_after = Some(0);
        }
        if std::mem::replace(&mut listed[player], true) {
            return Err(at("the player is listed twice in the standings.".into()));
        }
        // A whole number from 0 to `most`: the rank up to MAX_RANK, points up to
        // MAX_PUBLISHED_POINTS, a count of matches up to MAX_ROUNDS.
        let whole = |raw: Option<&RawValue>, field: &str, most: u32| {
            let Some(raw) = raw else { return Ok(None) };
            match whole_number(raw.get()) {
                Some(n) if n <= most => Ok(Some(n)),
                _ => Err(at(format!(
                    "`{field}` is `{}`, not a whole number from 0 to {most}.",
                    clip(raw.get())
                ))),
            }
        };
        let figure = |raw: Option<&RawValue>, field: &str| -> Result<Option<Decimal>, InputError> {
            let Some(raw) = raw else { return Ok(None) };
            match Decimal::parse(unquoted(raw.get()).as_ref()) {
                Some(d) if d.value <= crate::core::fraction::Fraction::ONE => Ok(Some(d)),
                _ => Err(at(format!(
                    "`{field}` is `{}`, not a fraction from 0 to 1 such as 0.5555555.",
                    clip(raw.get())
                ))),
            }
        };
        let record = match (
            whole(s.wins, "Wins", MAX_ROUNDS)?,
            whole(s.losses, "Losses", MAX_ROUNDS)?,
            whole(s.draws, "Draws", MAX_ROUNDS)?,
        ) {
            (Some(w), Some(l), Some(d)) => Some((w, l, d)),
            _ => None,
        };
        rows.push(PublishedRow {
            player,
            rank: whole(s.rank, "Rank", MAX_RANK)?,
            points: whole(s.points, "Points", MAX_PUBLISHED_POINTS)?,
            record,
            omw: figure(s.omw, "OMWP")?,
            gw: figure(s.gw, "GWP")?,
            ogw: figure(s.ogw, "OGWP")?,
            not_percentages: Vec::new(),
        });
    }
    Ok(Published {
        source,
        rows,
        missing_rounds: Vec::new(),
    })
}

/// A whole number as written in the file: digits (`9`), a number with no fraction (`9.0`) or a
/// string of either; `None` for anything else. The digits alone are read without
/// [`Decimal::parse`], as most files write them.
fn whole_number(raw: &str) -> Option<u32> {
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
fn unquoted(raw: &str) -> Cow<'_, str> {
    let raw = raw.trim();
    if raw.starts_with('"') {
        Cow::Owned(serde_json::from_str::<String>(raw).unwrap_or_default())
    } else {
        Cow::Borrowed(raw)
    }
}

/// A value quoted in a sentence: on one line, at most 20 characters.
fn clip(raw: &str) -> String {
    crate::core::error::one_line(raw.trim().chars().take(20).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::file::oracle::{damaged, followed};

    /// A damaged archive file is refused with the sentence and line that serde_path_to_error's
    /// path gave.
    #[test]
    fn a_refused_archive_names_the_field_serde_path_to_error_names() {
        let text =
            std::fs::read_to_string("tests/data/real-events/melee-2026/mtgmelee-379300.json")
                .unwrap();
        let mut refused = 0;
        for copy in damaged(&text, 2000, 0xA5C1) {
            let new = parse_borrowed::<ArchiveFile>(&copy).err();
            let old = followed::<ArchiveFile>(&copy).err();
            assert_eq!(new, old, "{copy}");
            refused += usize::from(new.is_some());
        }
        assert!(refused > 500, "{refused}");
    }
}
