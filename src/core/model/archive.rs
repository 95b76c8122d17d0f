//! The open tournament-data archive's JSON: the format of the public MTGODecklistCache archive and
//! its forks, in which metagame sites publish events from Melee, MTGO and other platforms. A file
//! is read as the archive holds it, not as it should be: a playoff named like Swiss rounds,
//! matches listed twice, two people with one name, rounds missing from the numbering.
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
//! - **A match listed twice** in a round, once from each side (Melee lists some draws so), is one
//!   match. Listed once as a win and once as 0-0-0, it is a match both players lost, with no
//!   games ([`crate::core::model::event::Round::double_losses`]): what Melee's published records of both
//!   players say such a listing is. Listed with two different winners, it is refused.
//!   A match listed again in another round, where it makes a player play twice, is read once,
//!   where it does not ([`ArchiveReading::notes`] says so).
//! - **The Swiss rounds and the playoff.** Rounds named `Quarterfinals`, `Semifinals`, `Finals`,
//!   `Top 8` and the like are the playoff. Rounds named `Round N` (or `N`) are Swiss rounds, but
//!   the last of them may be a playoff too: a bracket halves, and only its winners play on
//!   ([`swiss_end`]). Where that leaves a choice (a knockout qualifier whose last round was a
//!   playoff, or not), the published points decide under a ruleset whose points count the Swiss
//!   rounds only. The playoff is kept as it was played ([`crate::core::model::playoff`]), from a top 2
//!   to a top 64, a match for third place included.
//! - Swiss rounds missing from the numbering (`Round 4` first: a Pro Tour's draft rounds) are
//!   named ([`Published::missing_rounds`]), and the rounds present are read in order.
//! - Players are registered in order of first appearance, with their names as written (only the
//!   spaces around them are trimmed). Two spellings that only case tells apart are two players:
//!   the later is written with ` (2)` after it. **A name the standings list more than once** is
//!   as many players (`Evan Johnson`, `Evan Johnson (2)`): its matches are shared out so that
//!   each plays once a round and has their published record ([`SharedName`]); the standings'
//!   figures choose between the ways that remain ([`crate::core::tiebreakers::reading`]). A
//!   player who stops appearing dropped after their last round; one who first appears after
//!   round 1 entered late, and the rounds they missed are left out, as the file records nothing
//!   for them.
//! - `Standings`, when present, are kept as the published standings ([`Published`]), each figure
//!   exactly as written; a percentage published as something that is not one (a GWP of `-0.2`)
//!   is kept as written and reported, not compared. `Decks` and every field not named here are
//!   ignored.
//! - The event's ruleset is the publisher's: for an event on melee.gg, the preset of Melee's rules
//!   on the file's date ([`Ruleset::melee_for`]; `melee` when the date is not a date, which a note
//!   says), else `mtr`. An address that is not an `http(s)://` one names no platform.
//!
//! Every refusal is one sentence that names the round and the match (`Round 2, match 3 (Ann v
//! Bo)`) or the standings' row.
//!
//! ```
//! use tiebreak::core::read_archive;
//! let text = r#"{"Tournament": {"Uri": "https://melee.gg/Tournament/View/1", "Date": "2026-03-07"},
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

use crate::core::base::ruleset::{PlayoffFigures, Results, Ruleset};
use crate::core::model::csv::trim;
use crate::core::model::event::{
    check_name, name_key_of, Event, GameResult, InputError, MissedRounds, NameMap, Outcome,
    Pairing, Player, PlayerId, Round, MAX_ROUNDS,
};
use crate::core::model::file::parse_borrowed;
use crate::core::model::playoff::{Playoff, ThirdPlace, MAX_PLAYOFF};
use crate::core::model::published::{
    from_melee, Column, Decimal, Published, PublishedRow, MAX_PUBLISHED_POINTS,
};

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

/// What reading an archive file gives before the standings settle it: the event, the names the
/// standings list more than once with the ways to share out their matches, and what the reader
/// noticed about the file. [`crate::core::read_archive`] settles it; the event alone is already
/// valid, with each shared name's first way.
#[derive(Clone, Debug, PartialEq)]
pub struct ArchiveReading {
    /// The event, valid.
    pub event: Event,
    /// Each name the standings list more than once.
    pub shared: Vec<SharedName>,
    /// What the file lacks or holds twice, in sentences ("Round 3 lists Ann v Bo again, as in
    /// round 5: read in round 5."). The event's published standings carry them too.
    pub notes: Vec<String>,
}

/// A name the standings list more than once: that many players, and the ways to give each of the
/// name's matches to one of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedName {
    /// The name as written.
    pub name: String,
    /// Its players, in the order of the standings' rows: `Evan Johnson`, `Evan Johnson (2)`.
    pub players: Vec<PlayerId>,
    /// The name's seats: `(round index, table)` of each Swiss match or bye it plays, and
    /// whether it is the match's second player.
    pub seats: Vec<(usize, usize, bool)>,
    /// Each way that gives every player their published record: for each seat, the player
    /// (an index into `players`). The event holds the first.
    pub ways: Vec<Vec<u8>>,
}

/// The rounds (1-based, ascending, once each) of a shared name's seats.
fn seat_rounds(seats: &[(usize, usize, bool)]) -> Vec<u32> {
    let mut rounds: Vec<u32> = seats.iter().map(|s| s.0 as u32 + 1).collect();
    rounds.dedup();
    rounds
}

impl SharedName {
    /// The rounds its seats are in, in words: `rounds 1 to 3 and 5`.
    pub fn rounds_words(&self) -> String {
        crate::core::base::words::rounds(&seat_rounds(&self.seats))
    }

    /// The event with `way` (one of [`SharedName::ways`]) in place of the one it holds.
    pub fn apply(&self, event: &mut Event, way: &[u8]) {
        for (&(round, table, second), &person) in self.seats.iter().zip(way) {
            let player = self.players[usize::from(person)];
            match event
                .rounds
                .get_mut(round)
                .and_then(|r| r.pairings.get_mut(table))
            {
                Some(Pairing::Match { a, b, .. }) => {
                    if second {
                        *b = player;
                    } else {
                        *a = player;
                    }
                }
                Some(Pairing::Bye { player: p }) => *p = player,
                None => {}
            }
        }
        refresh_spans(event);
    }
}

/// Drops and late entries from the Swiss rounds each player appears in: the one home of this
/// reading, for the reader and for a shared name's matches moved to another player.
fn refresh_spans(event: &mut Event) {
    let last = event.rounds.len() as u32;
    let mut span = vec![(u32::MAX, 0u32); event.players.len()];
    for (i, round) in event.rounds.iter().enumerate() {
        for p in round.pairings.iter().flat_map(Pairing::players) {
            if let Some(s) = span.get_mut(p) {
                s.0 = s.0.min(i as u32 + 1);
                s.1 = s.1.max(i as u32 + 1);
            }
        }
    }
    let mut late = false;
    for (player, &(first, latest)) in event.players.iter_mut().zip(&span) {
        player.dropped_after = (latest < last).then_some(latest);
        player.entered_round = (first != u32::MAX && first > 1).then_some(first);
        late |= player.entered_round.is_some();
    }
    event.missed_rounds = if late {
        MissedRounds::LeftOut
    } else {
        MissedRounds::default()
    };
}

/// The largest published rank read: far more players than any event has.
const MAX_RANK: u32 = 1_000_000;

/// The most ways to share out a name's matches that the reader keeps: past it, the file cannot
/// tell the players apart.
const MAX_WAYS: usize = 256;

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

/// One match or bye of a round as the file lists it, its names registered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    a: PlayerId,
    /// `None` for a bye.
    b: Option<PlayerId>,
    result: Option<GameResult>,
    /// Listed as a win on one side and 0-0-0 on the other: both players lost it.
    double_loss: bool,
    /// Its match's place in the file's round, 1-based, for the sentences.
    at: usize,
}

impl Entry {
    /// The players of the entry, `a` first.
    fn players(&self) -> impl Iterator<Item = PlayerId> {
        std::iter::once(self.a).chain(self.b)
    }

    /// The same pair, whatever the order.
    fn same_pair(&self, other: &Entry) -> bool {
        match (self.b, other.b) {
            (None, None) => self.a == other.a,
            (Some(b), Some(ob)) => (self.a, b) == (other.a, ob) || (self.a, b) == (ob, other.a),
            _ => false,
        }
    }

    /// `other`'s result from this entry's `a`'s side (for the same pair).
    fn result_as_mine(&self, other: &Entry) -> Option<GameResult> {
        if other.a == self.a {
            other.result
        } else {
            other.result.map(|r| r.swapped())
        }
    }

    /// The winner and loser, when a result names one.
    fn outcome(&self) -> Option<(PlayerId, Option<PlayerId>)> {
        match (self.b, self.result.map(|r| r.outcome())) {
            (None, _) => Some((self.a, None)),
            (Some(b), Some(Outcome::AWins)) => Some((self.a, Some(b))),
            (Some(b), Some(Outcome::BWins)) => Some((b, Some(self.a))),
            _ => None,
        }
    }
}

/// Whether a result records no games: 0-0-0, or none.
fn no_games(result: Option<GameResult>) -> bool {
    result.is_none_or(|r| r.games() == 0)
}

/// A round of the file: its name, what kind it is, and its entries.
struct FileRound {
    name: String,
    kind: RoundKind,
    /// Its place in the file, 1-based.
    position: usize,
    entries: Vec<Entry>,
}

/// The players met so far: their names, as written, and which spellings clash.
#[derive(Default)]
struct Names {
    /// Each spelling as written to its player (the first of a shared name's).
    spellings: NameMap<String>,
    /// Each name's key (case aside) to how many players are registered under it.
    keys: FastMap<String, usize>,
    /// The spellings the standings list more than once, with how many times.
    listed: FastMap<String, usize>,
}

/// A map hashed with foldhash, as [`NameMap`] is: the reader looks a name or a pair up for every
/// match of a file, and SipHash was a tenth of the reading time of a 1,200-player file.
type FastMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::RandomState>;

impl Names {
    /// The player spelled `name`, registered if new: a spelling that only case tells apart from
    /// an earlier one is another player, written with ` (2)` after it.
    fn player(&mut self, event: &mut Event, name: &str) -> Result<PlayerId, InputError> {
        if let Some(&id) = self.spellings.get(name) {
            return Ok(id);
        }
        let checked = check_name(name)?;
        let key = name_key_of(&checked).into_owned();
        // A name the standings list `k` times is `k` players, registered together.
        let copies = self.listed.get(name).copied().unwrap_or(1);
        let before = self.keys.entry(key).or_insert(0);
        let id = event.players.len();
        for k in 1..=copies {
            let n = *before + k;
            event.players.push(Player::named(if n == 1 {
                checked.clone()
            } else {
                format!("{checked} ({n})")
            }));
        }
        *before += copies;
        self.spellings.insert(name.to_string(), id);
        Ok(id)
    }
}

/// Reads an archive file into an event and what settles it ([`ArchiveReading`]), its results
/// checked under `results` when given, else under the event's own ruleset (the publisher's).
pub fn read_archive_reading(
    text: &str,
    results: Option<Results>,
) -> Result<ArchiveReading, InputError> {
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
    let source = one_line_prefix(tournament.uri.as_deref().unwrap_or_default().trim());
    let date: String = tournament
        .date
        .as_deref()
        .map(|d| one_line_prefix(d.trim()).chars().take(10).collect())
        .unwrap_or_default();
    let mut notes = Vec::new();
    let ruleset = if from_melee(&source) {
        let name = Ruleset::melee_for(&date).unwrap_or_else(|| {
            notes.push(format!(
                "The file's date `{}` is not a date: its figures are read under melee, Melee's rules since 13 November 2025.",
                crate::core::base::error::one_line(date.chars().take(20).collect())
            ));
            "melee"
        });
        Ruleset::preset(name).unwrap_or_default()
    } else {
        Ruleset::default()
    };
    let results = results.unwrap_or(ruleset.results);
    let mut event = Event {
        name: event_name(&tournament),
        date,
        ruleset,
        ..Event::default()
    };

    let Some(rounds) = file.rounds else {
        return Err(InputError::new(
            "the file has no `Rounds`: an archive event lists its rounds, each with its `Matches`.",
        ));
    };
    let standings = file.standings.unwrap_or_default();
    let mut names = Names::default();
    for s in &standings {
        *names.listed.entry(trim(&s.player).to_string()).or_insert(0) += 1;
    }
    names.listed.retain(|_, &mut k| k > 1);

    // Each round's entries, each match read once.
    let mut read: Vec<FileRound> = Vec::with_capacity(rounds.len());
    for (position, round) in rounds.iter().enumerate() {
        let raw = round.name.get().trim();
        let name = serde_json::from_str::<String>(raw).unwrap_or_else(|_| raw.to_string());
        let Some(kind) = round_kind(&name) else {
            return Err(InputError::new(format!(
                "the round named `{}` (round {} of the file) is neither a Swiss round (`Round 3` or `3`) nor a playoff round (`Quarterfinals`, `Semifinals`, `Finals`, `Top 8`).",
                crate::core::base::error::one_line(name.chars().take(40).collect()),
                position + 1
            )));
        };
        let label = match kind {
            RoundKind::Swiss(n) => format!("Round {n}"),
            RoundKind::Playoff => {
                crate::core::base::error::one_line(name.chars().take(40).collect())
            }
        };
        let entries = read_round(&mut event, &mut names, round, &label, results)?;
        read.push(FileRound {
            name: label,
            kind,
            position: position + 1,
            entries,
        });
    }

    // The Swiss rounds in the order of their numbers, then the playoff's named rounds.
    let mut numbered: Vec<(u32, usize)> = Vec::new();
    let mut named: Vec<usize> = Vec::new();
    for (i, r) in read.iter().enumerate() {
        match r.kind {
            RoundKind::Swiss(n) if (1..=MAX_ROUNDS).contains(&n) => {
                if let Some(&last) = named.last() {
                    return Err(InputError::new(format!(
                        "{} (round {} of the file) comes after the playoff's {}: list the Swiss rounds first.",
                        r.name, r.position, read[last].name
                    )));
                }
                numbered.push((n, i));
            }
            RoundKind::Swiss(n) => {
                return Err(InputError::new(format!(
                    "round `{n}` is out of range: rounds are numbered from 1 to {MAX_ROUNDS}."
                )))
            }
            RoundKind::Playoff => named.push(i),
        }
    }
    numbered.sort_unstable();
    for pair in numbered.windows(2) {
        if pair[0].0 == pair[1].0 {
            return Err(InputError::new(format!(
                "Round {} is listed twice (rounds {} and {} of the file): list each round once.",
                pair[0].0, read[pair[0].1].position, read[pair[1].1].position
            )));
        }
    }
    if numbered.is_empty() {
        return Err(InputError::new(if named.is_empty() {
            "the file has no rounds: an archive event lists its rounds, `Round 1`, `Round 2`, …, each with its `Matches`."
        } else {
            "the file has only playoff rounds (Quarterfinals, Semifinals, Finals) and no Swiss round: Tiebreak computes the standings of the Swiss rounds, named `Round 1`, `Round 2`, …"
        }));
    }
    let mut missing_rounds: Vec<u32> = Vec::new();
    let mut expected = 1;
    for &(n, _) in &numbered {
        missing_rounds.extend(expected..n);
        expected = n + 1;
    }

    // A match listed again in another round, where it makes a player play twice.
    let order: Vec<usize> = numbered
        .iter()
        .map(|&(_, i)| i)
        .chain(named.iter().copied())
        .collect();
    let shared: Vec<PlayerId> = names
        .listed
        .keys()
        .filter_map(|n| names.spellings.get(n.as_str()).copied())
        .collect();
    drop_copies(&event, &mut read, &order, &shared, &mut notes)?;

    // Where the Swiss rounds end.
    let published_points: Vec<Option<u32>> = {
        let mut points = vec![None; event.players.len()];
        for s in &standings {
            if let (Some(&id), Some(raw)) = (names.spellings.get(trim(&s.player)), s.points) {
                if let Some(p) = points.get_mut(id) {
                    *p = whole_number(raw.get());
                }
            }
        }
        points
    };
    let swiss_rounds: Vec<&[Entry]> = numbered
        .iter()
        .map(|&(_, i)| read[i].entries.as_slice())
        .collect();
    let counts_swiss_only = event.ruleset.playoff != PlayoffFigures::Counted;
    let k = if named.is_empty() {
        swiss_end(
            &swiss_rounds,
            (counts_swiss_only && !standings.is_empty()).then_some(published_points.as_slice()),
        )
    } else {
        swiss_rounds.len()
    };
    let playoff_rounds: Vec<&[Entry]> = swiss_rounds[k..]
        .iter()
        .copied()
        .chain(named.iter().map(|&i| read[i].entries.as_slice()))
        .collect();
    let playoff_names: Vec<&str> = numbered[k..]
        .iter()
        .map(|&(_, i)| read[i].name.as_str())
        .chain(named.iter().map(|&i| read[i].name.as_str()))
        .collect();
    // Rounds left out of the numbering after the last Swiss round are the playoff's business.
    let swiss_numbers: Vec<u32> = numbered[..k].iter().map(|&(n, _)| n).collect();
    if let Some(&last) = swiss_numbers.last() {
        missing_rounds.retain(|&m| m < last);
    }

    // The Swiss rounds.
    for (index, entries) in swiss_rounds[..k].iter().enumerate() {
        let mut round = Round::default();
        for e in entries.iter() {
            if e.double_loss {
                round.double_losses.push(round.pairings.len());
            }
            round.pairings.push(match e.b {
                Some(b) => Pairing::Match {
                    a: e.a,
                    b,
                    result: e.result,
                },
                None => Pairing::Bye { player: e.a },
            });
        }
        if round.pairings.is_empty() {
            return Err(InputError::new(format!(
                "Round {} has no matches: list each round's matches, or leave the round out.",
                swiss_numbers[index]
            )));
        }
        event.rounds.push(round);
    }
    // Rounds missing from the numbering are said by the file's gaps (`Published::missing_rounds`).

    // The playoff, as it was played.
    if !playoff_rounds.is_empty() {
        match build_playoff(&playoff_rounds) {
            Ok(playoff) => event.playoff = Some(playoff),
            Err(why) => notes.push(format!(
                "The playoff's rounds ({}) {why}: the playoff is left out.",
                playoff_names.join(", ")
            )),
        }
    }

    // Registered only now, so that a player of the standings alone comes after every player
    // who played.
    let mut listed = vec![false; event.players.len()];
    let mut published = None;
    if !standings.is_empty() {
        let mut p = read_published(&mut event, &mut names, source, &standings, &mut listed)?;
        p.missing_rounds = missing_rounds;
        published = Some(p);
    }
    // A player who played no Swiss match (one of the standings alone, or of the playoff alone)
    // is registered, and dropped before round 1. A player of the playoff the standings do not
    // list is named: the file cannot be what Melee published.
    if published.is_some() {
        if let Some(playoff) = &event.playoff {
            let mut strangers: Vec<PlayerId> = playoff
                .played_rounds()
                .iter()
                .flatten()
                .flat_map(|&(a, b, _)| [a, b])
                .filter(|&p| !listed.get(p).copied().unwrap_or(true))
                .collect();
            strangers.sort_unstable();
            strangers.dedup();
            if !strangers.is_empty() {
                let names: Vec<String> = strangers
                    .iter()
                    .map(|&p| format!("`{}`", event.players[p].name))
                    .collect();
                notes.push(format!(
                    "The playoff has {} the standings do not list: read as {} who played no Swiss round.",
                    crate::core::base::words::and_list(&names.iter().map(String::as_str).collect::<Vec<_>>()),
                    if strangers.len() == 1 { "a player" } else { "players" }
                ));
            }
        }
    }
    refresh_spans(&mut event);
    event.published = published;

    // The names the standings list more than once, shared out.
    let mut shared_names = Vec::new();
    for (spelling, &copies) in &names.listed {
        let Some(&first) = names.spellings.get(spelling.as_str()) else {
            continue;
        };
        let players: Vec<PlayerId> = (first..first + copies).collect();
        let shared = share_out(&event, spelling, &players)?;
        shared.apply(&mut event, &shared.ways[0]);
        shared_names.push(shared);
    }
    shared_names.sort_by_key(|s| s.players[0]);
    if let Some(p) = &mut event.published {
        p.notes = notes.clone();
    }
    event.validate_with(results)?;
    Ok(ArchiveReading {
        event,
        shared: shared_names,
        notes,
    })
}

/// A round's entries, each match read once: a match listed again from either side with the same
/// result (or swapped) is one match; listed once as a win and once as 0-0-0, both players lost it;
/// with two different winners, it is refused. A player in two different matches is kept, to be
/// settled by [`drop_copies`] or a shared name.
fn read_round(
    event: &mut Event,
    names: &mut Names,
    round: &RoundFile,
    label: &str,
    results: Results,
) -> Result<Vec<Entry>, InputError> {
    let mut entries: Vec<Entry> = Vec::with_capacity(round.matches.len());
    // Each pair's entry so far (a bye's as its player and no one): a round of a large event lists
    // hundreds of matches, each looked up once.
    let mut pairs: FastMap<(PlayerId, PlayerId), usize> =
        FastMap::with_capacity_and_hasher(round.matches.len(), Default::default());
    for (m, listed) in round.matches.iter().enumerate() {
        let a_name = trim(&listed.player1);
        let b_name = listed.player2.as_deref().map(trim).unwrap_or_default();
        let at = || {
            if is_bye(b_name) {
                format!("{label}, match {} ({a_name}, a bye)", m + 1)
            } else {
                format!("{label}, match {} ({a_name} v {b_name})", m + 1)
            }
        };
        if is_bye(a_name) {
            return Err(InputError::new(format!(
                "{}: Player1 is `{a_name}`: a bye names its player in Player1 and `-` in Player2.",
                at()
            )));
        }
        let a = names
            .player(event, a_name)
            .map_err(|e| InputError::new(format!("{}: {}", at(), e.message)))?;
        let b = if is_bye(b_name) {
            None
        } else {
            Some(
                names
                    .player(event, b_name)
                    .map_err(|e| InputError::new(format!("{}: {}", at(), e.message)))?,
            )
        };
        if b == Some(a) && !names.listed.contains_key(a_name) {
            return Err(InputError::new(format!(
                "{}: {a_name} cannot be paired against themselves.",
                at()
            )));
        }
        let result = match b {
            None => None,
            Some(_) => parse_result(listed.result.as_deref().unwrap_or_default())
                .map_err(|m| InputError::new(format!("{}: {m}", at())))?,
        };
        if let Some(r) = &result {
            r.check_under(event.best_of, results)
                .map_err(|m| InputError::new(format!("{}: {m}", at())))?;
        }
        let entry = Entry {
            a,
            b,
            result,
            double_loss: false,
            at: m + 1,
        };
        // The same pair listed before: one match, a double loss, or two winners.
        let key = match b {
            Some(b) => (a.min(b), a.max(b)),
            None => (a, PlayerId::MAX),
        };
        let earlier = *pairs.entry(key).or_insert(entries.len());
        if let Some(before) = entries.get_mut(earlier) {
            debug_assert!(before.same_pair(&entry));
            let again = before.result_as_mine(&entry);
            if again == before.result || entry.b.is_none() {
                continue;
            }
            match (no_games(before.result), no_games(again)) {
                (true, true) => continue,
                (true, false) => {
                    before.result = again;
                    before.double_loss = true;
                    continue;
                }
                (false, true) => {
                    before.double_loss = true;
                    continue;
                }
                (false, false) => {
                    let name = |p: PlayerId| event.players[p].name.clone();
                    return Err(InputError::new(format!(
                        "{}: the same match is listed in match {} ({} v {} {}) with another result: one of the two is wrong.",
                        at(),
                        before.at,
                        name(before.a),
                        before.b.map(name).unwrap_or_default(),
                        before.result.map(|r| r.to_string()).unwrap_or_default(),
                    )));
                }
            }
        }
        entries.push(entry);
    }
    Ok(entries)
}

/// A player (not one of a shared name's) in two matches of a round: when one of the two matches
/// is listed again, with the same result, in another round where it makes no one play twice, it
/// belongs there and is dropped here, with a note. Any other player in two matches is refused.
fn drop_copies(
    event: &Event,
    read: &mut [FileRound],
    order: &[usize],
    shared: &[PlayerId],
    notes: &mut Vec<String>,
) -> Result<(), InputError> {
    let n = event.players.len();
    let mut seen = vec![usize::MAX; n];
    // The entries of each round that seat someone already seated in it.
    let twice_in = |entries: &[Entry], seen: &mut Vec<usize>, stamp: usize| -> Vec<usize> {
        let mut twice = Vec::new();
        for (k, e) in entries.iter().enumerate() {
            for p in e.players() {
                if shared.contains(&p) {
                    continue;
                }
                if seen[p] == stamp {
                    twice.push(k);
                }
                seen[p] = stamp;
            }
        }
        twice
    };
    for (stamp, &r) in order.iter().enumerate() {
        let twice = twice_in(&read[r].entries, &mut seen, stamp);
        if twice.is_empty() {
            continue;
        }
        // Each player seated twice, and their two entries.
        let mut dropped: Vec<usize> = Vec::new();
        for &k in &twice {
            let entry = read[r].entries[k];
            for p in entry.players() {
                if shared.contains(&p) {
                    continue;
                }
                let mine: Vec<usize> = read[r]
                    .entries
                    .iter()
                    .enumerate()
                    .filter(|(j, e)| !dropped.contains(j) && e.players().any(|x| x == p))
                    .map(|(j, _)| j)
                    .collect();
                if mine.len() < 2 {
                    continue;
                }
                // The one of them listed again elsewhere, with the same result.
                let copy = mine.iter().copied().find_map(|j| {
                    let e = read[r].entries[j];
                    order
                        .iter()
                        .filter(|&&o| o != r)
                        .find(|&&o| {
                            read[o]
                                .entries
                                .iter()
                                .any(|x| x.same_pair(&e) && e.result_as_mine(x) == e.result)
                        })
                        .map(|&o| (j, o))
                });
                let Some((j, other)) = copy else {
                    let first = read[r].entries[mine[0]];
                    let second = read[r].entries[mine[1]];
                    let name = |x: PlayerId| event.players[x].name.as_str();
                    let label = |e: &Entry| match e.b {
                        Some(b) => format!("{} v {}", name(e.a), name(b)),
                        None => format!("{}, a bye", name(e.a)),
                    };
                    return Err(InputError::new(format!(
                        "{}, match {} ({}): {} already plays in match {} of {} ({}): a player plays once a round.",
                        read[r].name,
                        second.at,
                        label(&second),
                        name(p),
                        first.at,
                        read[r].name.to_lowercase(),
                        label(&first)
                    )));
                };
                let e = read[r].entries[j];
                let name = |x: PlayerId| event.players[x].name.as_str();
                notes.push(format!(
                    "{} lists {} again ({}), as {} does: read in {} only.",
                    read[r].name,
                    match e.b {
                        Some(b) => format!("{} v {}", name(e.a), name(b)),
                        None => format!("{}'s bye", name(e.a)),
                    },
                    e.result
                        .map(|x| x.to_string())
                        .unwrap_or_else(|| "no result".into()),
                    read[other].name.to_lowercase(),
                    read[other].name.to_lowercase()
                ));
                dropped.push(j);
            }
        }
        dropped.sort_unstable();
        dropped.dedup();
        for &j in dropped.iter().rev() {
            read[r].entries.remove(j);
        }
    }
    Ok(())
}

/// The matches' winners of a round, and everyone it seats.
fn winners_of(entries: &[Entry]) -> Option<(Vec<PlayerId>, Vec<PlayerId>)> {
    let mut winners = Vec::with_capacity(entries.len());
    let mut losers = Vec::with_capacity(entries.len());
    for e in entries {
        let (w, l) = e.outcome()?;
        winners.push(w);
        losers.extend(l);
    }
    Some((winners, losers))
}

/// Whether `next` is the bracket round after `prev`: its matches pair the winners of `prev`, all
/// of them and no one else, with half the matches, and at most one more match, for third place,
/// between the losers of two semifinals.
fn feeds(prev: &[Entry], next: &[Entry]) -> bool {
    let Some((winners, losers)) = winners_of(prev) else {
        return false;
    };
    let mut main = 0;
    let mut third = 0;
    let mut seated: Vec<PlayerId> = Vec::with_capacity(winners.len());
    for e in next {
        if e.players().all(|p| winners.contains(&p)) {
            main += 1;
            seated.extend(e.players());
        } else if e.b.is_some() && e.players().all(|p| losers.contains(&p)) {
            third += 1;
        } else {
            return false;
        }
    }
    seated.sort_unstable();
    let mut all = winners.clone();
    all.sort_unstable();
    seated == all
        && main < prev.len()
        && (third == 0 || (prev.len() == 2 && third == 1 && main == 1))
}

/// Whether each player is seated once in the round.
fn seats_once(entries: &[Entry]) -> bool {
    let mut players: Vec<PlayerId> = entries.iter().flat_map(Entry::players).collect();
    let n = players.len();
    players.sort_unstable();
    players.dedup();
    players.len() == n && !entries.is_empty()
}

/// Where the Swiss rounds end, as a count of the numbered rounds: the playoff is the largest run
/// of last rounds that forms a bracket (each round pairs the winners of the one before, all of
/// them, in half the matches) after a cut (fewer players than the round before), from a top 2 to
/// a top 64, unless the whole event is a knockout from round 1 (no Swiss round to cut from: one
/// stage). With published points that count the Swiss rounds only, the end that gives the most
/// published players their points decides among the bracket's possible starts and no playoff.
fn swiss_end(rounds: &[&[Entry]], published: Option<&[Option<u32>]>) -> usize {
    let n = rounds.len();
    // The bracket's possible starts, from the last round back, for as long as each round feeds
    // the next.
    let mut starts: Vec<usize> = Vec::new();
    if n > 0 && seats_once(rounds[n - 1]) {
        starts.push(n - 1);
        let mut j = n - 1;
        while j > 0 && seats_once(rounds[j - 1]) && feeds(rounds[j - 1], rounds[j]) {
            j -= 1;
            starts.push(j);
        }
    }
    let earliest = starts.last().copied();
    let knockout = match earliest {
        None => false,
        Some(0) => true,
        Some(s) => (1..=s).all(|t| nearly_feeds(rounds[t - 1], rounds[t])),
    };
    let seated = |t: usize| {
        rounds[t]
            .iter()
            .map(|e| 1 + usize::from(e.b.is_some()))
            .sum::<usize>()
    };
    // The structural playoff: the largest bracket after a cut, of at most 64 players, ending in a
    // final (or a final and the match for third place), or at least two rounds long.
    let structural = if knockout {
        None
    } else {
        starts
            .iter()
            .copied()
            .filter(|&j| j >= 1 && seated(j) < seated(j - 1) && rounds[j].len() * 2 <= MAX_PLAYOFF)
            .filter(|&j| {
                let length = n - j;
                let last = rounds[n - 1].len();
                length >= 2 || last == 1
            })
            .min()
    };
    let Some(published) = published else {
        return structural.unwrap_or(n);
    };
    // The published points decide among no playoff and the bracket's starts from the structural
    // one on; a tie keeps the structural choice.
    let mut candidates: Vec<usize> = vec![structural.unwrap_or(n), n];
    if let Some(s) = structural {
        candidates.extend(starts.iter().copied().filter(|&j| j > s));
    }
    let mut best: Option<(usize, usize)> = None;
    for &c in &candidates {
        let points = points_through(&rounds[..c], published.len());
        let good = published
            .iter()
            .zip(&points)
            .filter(|(p, &mine)| **p == Some(mine))
            .count();
        if best.is_none_or(|(g, _)| good > g) {
            best = Some((good, c));
        }
    }
    best.map_or(n, |(_, c)| c)
}

/// Whether `next` nearly pairs the winners of `prev`, as a knockout's rounds do when a match is
/// missing from the file: most of its players won in `prev`, and it has about half the matches.
fn nearly_feeds(prev: &[Entry], next: &[Entry]) -> bool {
    if next.is_empty() || next.len() > prev.len().div_ceil(2) + 1 {
        return false;
    }
    let mut won_before: Vec<bool> = Vec::new();
    for (winner, _) in prev.iter().filter_map(Entry::outcome) {
        if winner >= won_before.len() {
            won_before.resize(winner + 1, false);
        }
        won_before[winner] = true;
    }
    let players = next.iter().flat_map(Entry::players).count();
    let won = next
        .iter()
        .flat_map(Entry::players)
        .filter(|&p| won_before.get(p).copied().unwrap_or(false))
        .count();
    won * 10 >= players * 9
}

/// Each player's match points over these rounds, as the published points count them (3 a win or
/// bye, 1 a draw; a match without a result counts nothing).
fn points_through(rounds: &[&[Entry]], players: usize) -> Vec<u32> {
    let mut points = vec![0u32; players];
    let mut add = |p: PlayerId, n: u32| {
        if let Some(x) = points.get_mut(p) {
            *x = x.saturating_add(n);
        }
    };
    for e in rounds.iter().flat_map(|r| r.iter()) {
        match (e.b, e.result.map(|r| r.outcome())) {
            (None, _) => add(e.a, 3),
            (Some(b), Some(Outcome::AWins)) => {
                add(e.a, 3);
                add(b, 0);
            }
            (Some(b), Some(Outcome::BWins)) => add(b, 3),
            (Some(b), Some(Outcome::Draw)) => {
                add(e.a, 1);
                add(b, 1);
            }
            (Some(_), None) => {}
        }
    }
    points
}

/// The playoff as it was played from its rounds: the first round in bracket order (each later
/// match's players the winners of two neighbouring matches), each match's winner (its games',
/// else the one who plays on) and games, and the match for third place. `Err` with the reason
/// when the rounds do not form a bracket.
fn build_playoff(rounds: &[&[Entry]]) -> Result<Playoff, String> {
    let count = rounds.len();
    for (t, r) in rounds.iter().enumerate() {
        if !seats_once(r) {
            return Err(format!(
                "seat a player twice, or no one, in their round {}",
                t + 1
            ));
        }
    }
    if rounds[0].len() * 2 > MAX_PLAYOFF {
        return Err(format!(
            "begin with {} matches, more than a top {MAX_PLAYOFF}",
            rounds[0].len()
        ));
    }
    // Winners where the games do not say: the player who plays on.
    let mut winner: Vec<Vec<Option<PlayerId>>> = rounds
        .iter()
        .map(|r| r.iter().map(|e| e.outcome().map(|o| o.0)).collect())
        .collect();
    for t in 0..count.saturating_sub(1) {
        for (k, e) in rounds[t].iter().enumerate() {
            if winner[t][k].is_none() {
                winner[t][k] = e
                    .players()
                    .find(|p| rounds[t + 1].iter().any(|x| x.players().any(|y| y == *p)));
            }
        }
    }
    // The match for third place, in the last round after two semifinals.
    let mut third: Option<Entry> = None;
    let mut main_rounds: Vec<Vec<Entry>> = rounds.iter().map(|r| r.to_vec()).collect();
    if count >= 2 && rounds[count - 2].len() == 2 && rounds[count - 1].len() == 2 {
        let semis = rounds[count - 2];
        let losers: Vec<PlayerId> = semis
            .iter()
            .zip(&winner[count - 2])
            .filter_map(|(e, w)| e.players().find(|p| Some(*p) != *w))
            .collect();
        if let Some(k) = main_rounds[count - 1]
            .iter()
            .position(|e| e.b.is_some() && e.players().all(|p| losers.contains(&p)))
        {
            third = Some(main_rounds[count - 1].remove(k));
            winner[count - 1].remove(k);
        }
    }
    // Each round after the first pairs the winners of the one before, all of them.
    for t in 1..count {
        let mut expected: Vec<PlayerId> = winner[t - 1].iter().flatten().copied().collect();
        let mut seated: Vec<PlayerId> = main_rounds[t].iter().flat_map(Entry::players).collect();
        expected.sort_unstable();
        seated.sort_unstable();
        if expected != seated
            || winner[t - 1].iter().any(Option::is_none)
            || main_rounds[t].len() * 2 != main_rounds[t - 1].len()
        {
            return Err(format!(
                "do not form a bracket: their round {} does not pair the winners of round {}, half as many matches",
                t + 1,
                t
            ));
        }
    }
    // Bracket order, from the last round back: each round's matches in the order their winners
    // play in the next.
    for t in (0..count.saturating_sub(1)).rev() {
        let next_order: Vec<PlayerId> =
            main_rounds[t + 1].iter().flat_map(Entry::players).collect();
        let mut indexed: Vec<(usize, Entry, Option<PlayerId>)> = main_rounds[t]
            .iter()
            .copied()
            .zip(winner[t].iter().copied())
            .map(|(e, w)| {
                let place = w
                    .and_then(|w| next_order.iter().position(|&p| p == w))
                    .unwrap_or(usize::MAX);
                (place, e, w)
            })
            .collect();
        indexed.sort_by_key(|x| x.0);
        main_rounds[t] = indexed.iter().map(|x| x.1).collect();
        winner[t] = indexed.iter().map(|x| x.2).collect();
    }
    let first: Vec<(PlayerId, Option<PlayerId>)> =
        main_rounds[0].iter().map(|e| (e.a, e.b)).collect();
    let mut playoff = Playoff::as_played(first);
    if playoff.round_sizes().len() < count {
        return Err("do not halve to a final".into());
    }
    // Winners and games in the bracket's own order of each match's players.
    let mut index = 0;
    for t in 0..count {
        let matches = playoff.matches();
        for (k, e) in main_rounds[t].iter().enumerate() {
            let m = matches[index];
            if let Some(w) = winner[t][k] {
                if !m.bye {
                    playoff.set_winner(index, Some(w)).map_err(|e| e.message)?;
                }
            }
            if e.b.is_some() {
                playoff.results[index] = if m.a == Some(e.a) {
                    e.result
                } else {
                    e.result.map(|r| r.swapped())
                };
            }
            index += 1;
            let _ = k;
        }
        index += playoff.round_sizes()[t] - main_rounds[t].len();
    }
    if let Some(e) = third {
        let (a, _) = playoff
            .third_place_players()
            .ok_or("hold a match for third place before the semifinals are decided")?;
        let result = if a == e.a {
            e.result
        } else {
            e.result.map(|r| r.swapped())
        };
        playoff.third_place = Some(ThirdPlace {
            winner: e.outcome().map(|o| o.0),
            result,
        });
    }
    Ok(playoff)
}

/// What a player's standings row publishes of them: match points, and a record W-L-D that is
/// not 0-0-0.
type Wanted = (Option<u32>, Option<(u32, u32, u32)>);

/// The ways to give a shared name's Swiss seats to its players so that each plays once a round
/// and has their published points (and record, when one is published), the first way first.
/// `Err` names the name and the rounds when no way does, or too many do.
fn share_out(event: &Event, name: &str, players: &[PlayerId]) -> Result<SharedName, InputError> {
    let first = players[0];
    let mut seats: Vec<(usize, usize, bool)> = Vec::new();
    for (r, round) in event.rounds.iter().enumerate() {
        for (t, p) in round.pairings.iter().enumerate() {
            match *p {
                Pairing::Match { a, b, .. } => {
                    if a == first {
                        seats.push((r, t, false));
                    }
                    if b == first {
                        seats.push((r, t, true));
                    }
                }
                Pairing::Bye { player } if player == first => seats.push((r, t, false)),
                Pairing::Bye { .. } => {}
            }
        }
    }
    let cannot = |why: &str| {
        InputError::new(format!(
            "the standings list `{name}` {} times, and {why} in {}: the file cannot tell these players apart.",
            players.len(),
            crate::core::base::words::rounds(&seat_rounds(&seats))
        ))
    };
    // What each seat earns: points, and the record's place (win, loss, draw).
    let earn: Vec<(u32, usize)> = seats
        .iter()
        .map(|&(r, t, second)| match event.rounds[r].pairings[t] {
            Pairing::Bye { .. } => (3, 0),
            Pairing::Match { result, .. } => match result.map(|x| x.outcome()) {
                Some(Outcome::AWins) if !second => (3, 0),
                Some(Outcome::BWins) if second => (3, 0),
                Some(Outcome::Draw) => (1, 2),
                Some(_) => (0, 1),
                None => (0, 3),
            },
        })
        .collect();
    let published = event.published.as_ref();
    let wanted: Vec<Wanted> = players
        .iter()
        .map(|&p| {
            published
                .and_then(|pb| pb.rows.iter().find(|r| r.player == p))
                .map_or((None, None), |r| {
                    (r.points, r.record.filter(|&(w, l, d)| w + l + d > 0))
                })
        })
        .collect();
    let k = players.len();
    if k > 8 {
        return Err(cannot("more than 8 players share it"));
    }
    // Depth-first over the seats; two seats of one round never go to one player.
    let mut ways: Vec<Vec<u8>> = Vec::new();
    let mut way: Vec<u8> = Vec::with_capacity(seats.len());
    let mut points = vec![0u32; k];
    let mut record = vec![[0u32; 4]; k];
    let mut too_many = false;
    #[allow(clippy::too_many_arguments)]
    fn search(
        i: usize,
        seats: &[(usize, usize, bool)],
        earn: &[(u32, usize)],
        wanted: &[Wanted],
        way: &mut Vec<u8>,
        points: &mut Vec<u32>,
        record: &mut Vec<[u32; 4]>,
        ways: &mut Vec<Vec<u8>>,
        too_many: &mut bool,
    ) {
        if *too_many {
            return;
        }
        if i == seats.len() {
            let fits = wanted.iter().enumerate().all(|(p, (pts, rec))| {
                pts.is_none_or(|x| x == points[p])
                    && rec.is_none_or(|(w, l, d)| record[p][..3] == [w, l, d])
            });
            if fits {
                if ways.len() == MAX_WAYS {
                    *too_many = true;
                } else {
                    ways.push(way.clone());
                }
            }
            return;
        }
        for p in 0..wanted.len() {
            // Not twice in one round.
            let round = seats[i].0;
            if seats[..i]
                .iter()
                .zip(way.iter())
                .any(|(s, &q)| s.0 == round && usize::from(q) == p)
            {
                continue;
            }
            let (pts, slot) = earn[i];
            if wanted[p].0.is_some_and(|w| points[p] + pts > w) {
                continue;
            }
            points[p] += pts;
            record[p][slot] += 1;
            way.push(p as u8);
            search(
                i + 1,
                seats,
                earn,
                wanted,
                way,
                points,
                record,
                ways,
                too_many,
            );
            way.pop();
            record[p][slot] -= 1;
            points[p] -= pts;
        }
    }
    search(
        0,
        &seats,
        &earn,
        &wanted,
        &mut way,
        &mut points,
        &mut record,
        &mut ways,
        &mut too_many,
    );
    if too_many {
        return Err(cannot(
            "more than 256 ways to share out its matches give each their published record",
        ));
    }
    if ways.is_empty() {
        return Err(cannot(
            "no way to share out its matches gives each their published record",
        ));
    }
    Ok(SharedName {
        name: name.to_string(),
        players: players.to_vec(),
        seats,
        ways,
    })
}

enum RoundKind {
    Swiss(u32),
    Playoff,
}

/// `Round 3` or `3` is Swiss round 3 (a number too large is `u32::MAX`, refused by the caller);
/// the playoff's names (`Quarterfinals`, `Top 16`, `Round of 16`, `Third place`) are the playoff.
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

/// The published standings, by player: a name the rounds never gave is a player who played no
/// Swiss match (registered, and dropped before round 1). A row of a name the standings list more
/// than once is the next of its players.
fn read_published(
    event: &mut Event,
    names: &mut Names,
    source: String,
    standings: &[StandingFile],
    listed: &mut Vec<bool>,
) -> Result<Published, InputError> {
    let mut rows = Vec::with_capacity(standings.len());
    let mut next_copy: FastMap<PlayerId, usize> = Default::default();
    for (i, s) in standings.iter().enumerate() {
        let name = s.player.trim();
        let at =
            |what: String| InputError::new(format!("Standings, row {} ({name}): {what}", i + 1));
        let first = match names.player(event, name) {
            Ok(p) => p,
            Err(e) => return Err(at(e.message)),
        };
        let copy = next_copy.entry(first).or_insert(0);
        let copies = names.listed.get(name).copied().unwrap_or(1);
        if *copy >= copies {
            return Err(at("the player is listed twice in the standings.".into()));
        }
        let player = first + *copy;
        *copy += 1;
        if player >= listed.len() {
            listed.resize(player + 1, false);
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
        let mut not_percentages = Vec::new();
        let mut figure = |raw: Option<&RawValue>, column: Column| -> Option<Decimal> {
            let raw = raw?;
            match Decimal::parse(unquoted(raw.get()).as_ref()) {
                Some(d) if d.value <= crate::core::base::fraction::Fraction::ONE => Some(d),
                _ => {
                    not_percentages.push((column, clip(raw.get())));
                    None
                }
            }
        };
        let omw = figure(s.omw, Column::Omw);
        let gw = figure(s.gw, Column::Gw);
        let ogw = figure(s.ogw, Column::Ogw);
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
            omw,
            gw,
            ogw,
            not_percentages,
        });
    }
    listed.resize(event.players.len(), false);
    Ok(Published {
        source,
        rows,
        missing_rounds: Vec::new(),
        notes: Vec::new(),
    })
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
    crate::core::base::error::one_line(text.chars().take(200).collect())
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
            crate::core::base::error::one_line(text.chars().take(20).collect())
        ));
    }
    Ok(Some(GameResult::new(counts[0], counts[1], counts[2])))
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
    crate::core::base::error::one_line(raw.trim().chars().take(20).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::model::file::oracle::{damaged, followed};

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
