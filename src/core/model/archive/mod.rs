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
//!   named ([`Published::missing_rounds`](crate::core::model::published::Published::missing_rounds)), and the rounds present are read in order.
//! - Players are registered in order of first appearance, with their names as written, in the
//!   form names are stored in ([`check_name`](crate::core::check_name): trimmed, one space between
//!   words). Two spellings that only case, spacing or the encoding of an accent tells apart are two
//!   players: the later is written with ` (2)` after it. **A name the standings list more than once** is
//!   as many players (`Evan Johnson`, `Evan Johnson (2)`): its matches are shared out so that
//!   each plays once a round and has their published record ([`SharedName`]); the standings'
//!   figures choose between the ways that remain ([`crate::core::tiebreakers::reading`]). A
//!   player who stops appearing dropped after their last round; one who first appears after
//!   round 1 entered late, and the rounds they missed are left out, as the file records nothing
//!   for them.
//! - `Standings`, when present, are kept as the published standings ([`Published`](crate::core::model::published::Published)), each figure
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

// The reader by concern: the file's fields and their text (`wire`), the matches of a round
// (`rounds`), where the Swiss rounds end and the playoff as played (`playoff`), the names the
// standings list more than once (`shared_names`), and the standings as published (`published`);
// here, the reading itself.
mod byes;
mod lost;
mod playoff;
mod published;
mod renamed;
mod rounds;
mod shared_names;
mod wire;

pub use lost::LostMatch;
pub use shared_names::SharedName;

use serde::Deserialize;

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::ruleset::{PlayoffFigures, Results, Ruleset};
use crate::core::base::words::plural;
use crate::core::model::csv::trim;
use crate::core::model::event::{Event, Pairing, Round};
use crate::core::model::file::parse_borrowed;
use crate::core::model::limits::MAX_ROUNDS;
use crate::core::model::published::{publisher_of, unknown_host, Platform};

use playoff::{playoff_with_places, swiss_end};
use published::read_published;
use rounds::{drop_copies, read_round, refresh_spans, Entry, FileRound, LostOpponent, Names};
use shared_names::share_out;
use wire::{
    event_name, one_line_prefix, round_kind, whole_field, whole_number, ArchiveFile, RoundKind,
    TournamentFile,
};

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
    /// Each match whose opponent the file lost and that no single published player fits (none
    /// or several do), held as a bye for the published figures to settle.
    pub lost: Vec<LostMatch>,
}

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
    let platform = Platform::of(&source);
    let ruleset = match platform {
        Some(Platform::Melee) => {
            let name = Ruleset::melee_for(&date).unwrap_or_else(|| {
                notes.push(format!(
                    "The file's date `{}` is not a date: its figures are read under melee, Melee's rules since 13 November 2025.",
                    crate::core::base::error::one_line(date.chars().take(20).collect())
                ));
                "melee"
            });
            Ruleset::preset(name).unwrap_or_default()
        }
        Some(platform) => Ruleset::preset(platform_preset(platform, &date)).unwrap_or_default(),
        None => {
            if let Some(host) = unknown_host(&source) {
                notes.push(format!(
                    "The file comes from {host}, a platform Tiebreak has no rules for: its figures are read and compared under {}, the default.",
                    crate::core::base::ruleset::DEFAULT_PRESET
                ));
            }
            Ruleset::default()
        }
    };
    let results = results.unwrap_or(ruleset.results);
    let mut event = Event {
        name: event_name(&tournament),
        date,
        ruleset,
        ..Event::default()
    };

    let Some(mut rounds) = file.rounds else {
        return Err(InputError::new(
            "the file has no `Rounds`: an archive event lists its rounds, each with its `Matches`.",
        ));
    };
    let standings = file.standings.unwrap_or_default();
    notes.extend(renamed::merge_renamed(&mut rounds, &standings));
    let mut names = Names::default();
    for s in &standings {
        *names.listed.entry(trim(&s.player).to_string()).or_insert(0) += 1;
    }
    names.listed.retain(|_, &mut k| k > 1);

    // Each round's entries, each match read once.
    let mut read: Vec<FileRound> = Vec::with_capacity(rounds.len());
    let mut nobody = 0;
    // The rounds of no known name read as Swiss rounds, with their numbers.
    let mut unnamed_swiss: Vec<(String, u32, bool)> = Vec::new();
    // How the platform writes a match whose opponent the file lost: CardsRealm's empty
    // opponent (its byes are `Bye v Ann`), Topdeck's null one (its byes are an empty opponent,
    // `0-0-1`; 2024's Atarka Rizzcord Vintage writes five wins against null, which its published
    // OMW count as opponents at the floor).
    let lost_form = match platform {
        Some(Platform::CardsRealm) => LostOpponent::Empty,
        Some(Platform::Topdeck) => LostOpponent::Null,
        _ => LostOpponent::Never,
    };
    for (position, round) in rounds.iter().enumerate() {
        let name = round.name_text();
        // A name of no known kind after a Swiss round is read from its matches. Right after the
        // numbered rounds, with more than half the last one's matches, it is one more Swiss
        // round (Topdeck's `Top Power`: 21 matches after round 5's 25), as no bracket seats so
        // many. Else it is a round of the playoff (ManaTraders' `Loser Semifinals` and `Match for
        // 5th and 6th places`): the bracket's, a match for third place, or matches for places.
        let last_swiss = read.iter().rev().find_map(|r| match r.kind {
            RoundKind::Swiss(n) => Some((n, r.listed)),
            RoundKind::Playoff => None,
        });
        let after_swiss = read
            .last()
            .is_some_and(|r| matches!(r.kind, RoundKind::Swiss(_)));
        let by_matches = || {
            last_swiss.map(|(n, listed)| {
                if after_swiss && round.matches.len() * 2 > listed {
                    RoundKind::Swiss(n.saturating_add(1))
                } else {
                    RoundKind::Playoff
                }
            })
        };
        // Before any Swiss round, it is the Swiss round before the file's next one where that
        // one is numbered from 2 (a first round named for how it was paired, as Topdeck's `Top
        // Random`), as a playoff comes after the Swiss rounds, not before them.
        let before_next = || {
            if last_swiss.is_some() {
                return None;
            }
            match round_kind(&rounds.get(position + 1)?.name_text())? {
                RoundKind::Swiss(n) if n >= 2 => Some(RoundKind::Swiss(n - 1)),
                _ => None,
            }
        };
        let known = round_kind(&name);
        let kind = known.or_else(by_matches).or_else(before_next);
        if let (None, Some(RoundKind::Swiss(n))) = (known, kind) {
            unnamed_swiss.push((name.clone(), n, last_swiss.is_none()));
        }
        let Some(kind) = kind else {
            return Err(InputError::new(format!(
                "the round named `{}` (round {} of the file) comes before any Swiss round and is neither a Swiss round (`Round 3` or `3`) nor a playoff round (`Quarterfinals`, `Semifinals`, `Finals`, `Top 8`).",
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
        let entries = read_round(
            &mut event,
            &mut names,
            round,
            &label,
            results,
            &mut nobody,
            lost_form,
        )?;
        read.push(FileRound {
            name: label,
            kind,
            position: position + 1,
            listed: round.matches.len(),
            entries,
        });
    }

    for (name, n, first) in &unnamed_swiss {
        let name = crate::core::base::error::one_line(name.chars().take(40).collect());
        notes.push(if *first {
            format!("The round named `{name}` comes first, before Swiss round {}, as no playoff's round does: it is read as Swiss round {n}.", n + 1)
        } else {
            format!("The round named `{name}` has more than half the matches of the round before it, as no playoff's round has: it is read as Swiss round {n}.")
        });
    }
    let mut placeholders: Vec<(&String, &u32)> =
        names.placeholders.iter().filter(|(_, &k)| k > 1).collect();
    placeholders.sort();
    for (name, &k) in placeholders {
        let seats: Vec<String> = (1..=k)
            .map(|j| {
                if j == 1 {
                    format!("`{name}`")
                } else {
                    format!("`{name} ({j})`")
                }
            })
            .collect();
        notes.push(format!(
            "`{name}` stands for accounts deleted since, and a round seats it {k} times: it is read as {k} players, {}, a round's first seat the first of them.",
            crate::core::base::words::and_list(&seats.iter().map(String::as_str).collect::<Vec<_>>())
        ));
    }
    if nobody > 0 {
        notes.push(format!(
            "The file lists {} with a bye marker for both players: {} no one, so {} left out.",
            plural(nobody as u32, "match", "matches"),
            if nobody == 1 { "it seats" } else { "they seat" },
            if nobody == 1 { "it is" } else { "they are" }
        ));
    }

    let (lost_notes, unsettled) =
        lost::find_lost_opponents(&mut event, &mut names, &mut read, &standings, lost_form)?;
    notes.extend(lost_notes);
    let mut lost_matches: Vec<LostMatch> = Vec::new();

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
    // A file with no Swiss round but published standings (MTGO's top 8 with its top 32's
    // standings; a series' stage whose rounds the archive lost): the standings are kept as
    // published, and said to be beyond recomputing.
    if numbered.is_empty() && !standings.is_empty() {
        let publisher = match publisher_of(&source).as_str() {
            "The platform" => "the platform".to_string(),
            other => other.to_string(),
        };
        notes.push(format!(
            "The file holds no Swiss round{}: the standings {} published are shown as published, and cannot be recomputed from the file.",
            if named.is_empty() { "" } else { ", only the playoff's" },
            publisher
        ));
    } else if numbered.is_empty() {
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
    // Each player's published points and matches (wins, losses and draws); whether the standings
    // list a player of some match whom the file seats nowhere (anyone's missing opponent, for
    // the byes the file does not list); and the published points that say where the Swiss
    // rounds end.
    let mut records: Vec<Option<(Option<u32>, u64)>> = vec![None; event.players.len()];
    let mut absent = false;
    let mut published_points: Vec<Option<u32>> = vec![None; event.players.len()];
    for s in &standings {
        let count = |v| u64::from(whole_field(v).unwrap_or(0));
        let matches = count(s.wins) + count(s.losses) + count(s.draws);
        let points = s.points.and_then(|raw| whole_number(raw.get()));
        let Some(&id) = names.spellings.get(trim(&s.player)) else {
            absent |= matches > 0 || points.is_some_and(|p| p > 0);
            continue;
        };
        if let Some(r) = records.get_mut(id) {
            *r = Some((points, matches));
        }
        // A published record of more matches than the file has rounds counts rounds the file
        // lacks: its points say nothing of where the file's Swiss rounds end.
        if let (Some(_), Some(p)) = (s.points, published_points.get_mut(id)) {
            if matches <= read.len() as u64 {
                *p = points;
            }
        }
    }
    let swiss_rounds: Vec<&[Entry]> = numbered
        .iter()
        .map(|&(_, i)| read[i].entries.as_slice())
        .collect();
    let counts_swiss_only = event.ruleset.playoff != PlayoffFigures::Counted;
    let by_points = counts_swiss_only && published_points.iter().any(Option::is_some);
    let k = if named.is_empty() || by_points {
        swiss_end(
            &swiss_rounds,
            by_points.then_some(published_points.as_slice()),
        )
    } else {
        swiss_rounds.len()
    };
    if by_points && k < swiss_rounds.len() {
        // A choice the file leaves open, settled from the published figures: named.
        let first = numbered[k].0;
        let last = numbered[swiss_rounds.len() - 1].0;
        let through = numbered[k - 1].0;
        let later = if first == last {
            format!("round {first}")
        } else {
            format!("rounds {first} to {last}")
        };
        notes.push(format!(
            "The file names {later} like Swiss rounds; the published points count rounds 1 to {through} only, so {later} {} read as the playoff.",
            if first == last { "is" } else { "are" }
        ));
    }
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
    // A playoff whose rounds do not form a bracket, where the file lacks some of its matches,
    // is read as more rounds when the ruleset counts the playoff with its match points and the
    // published points count those rounds (2025's 188806, 197801 and 235127: a top 8 with half
    // its matches, each winner's points 3 more): each match counts as it was played, and a
    // player out before them keeps the figures of the Swiss rounds' end where the published
    // figures say so (a stage's end, found as any other). 19 files of the archive, May 2024 to
    // February 2025, read so; left out, their playoff players' points differed.
    let mut playoff_read =
        (!playoff_rounds.is_empty()).then(|| playoff_with_places(&playoff_rounds));
    // Whether the ruleset counts the playoff with its match points, so that the published
    // points count its rounds.
    let playoff_scored = matches!(
        event.ruleset.playoff,
        PlayoffFigures::Counted | PlayoffFigures::Everyone
    );
    let mut swiss_numbers: Vec<u32> = numbered[..k].iter().map(|&(n, _)| n).collect();
    let mut read_rounds: Vec<&[Entry]> = swiss_rounds[..k].to_vec();
    if let Some(Err(why)) = &playoff_read {
        let all: Vec<&[Entry]> = read_rounds.iter().chain(&playoff_rounds).copied().collect();
        let last = swiss_numbers.last().copied().unwrap_or(0);
        if playoff_scored
            && k > 0
            && last as usize + playoff_rounds.len() <= MAX_ROUNDS as usize
            && playoff_rounds.iter().all(|r| playoff::seats_once(r))
            && playoff::points_fit(&all, &published_points)
                > playoff::points_fit(&read_rounds, &published_points)
        {
            let added: Vec<u32> = (1..=playoff_rounds.len() as u32)
                .map(|j| last + j)
                .collect();
            notes.push(format!(
                "The playoff's rounds ({}) {why}, as the file lacks some of their matches, and the published points count them: they are read as {}.",
                playoff_names.join(", "),
                crate::core::base::words::rounds(&added)
            ));
            swiss_numbers.extend(added);
            read_rounds = all;
            playoff_read = None;
        }
    }
    // Rounds left out of the numbering after the last Swiss round are the playoff's business.
    if let Some(&last) = swiss_numbers.last() {
        missing_rounds.retain(|&m| m < last);
    }

    // A 0-0-0 match, read from its players' published records where the ruleset reads results
    // as recorded: Melee writes a draw with no games, a match lost by both and a match not played
    // all as 0-0-0, and its published record of each player says which.
    let zero_reading = if results == Results::AsRecorded {
        zero_readings(&event, &read, &names, &standings)
    } else {
        Vec::new()
    };
    let mut zeros_read = [0usize; 3];

    // The Swiss rounds.
    for (index, entries) in read_rounds.iter().enumerate() {
        let mut round = Round::default();
        for e in entries.iter() {
            let zero = e.result.is_some_and(|r| r.games() == 0) && !e.double_loss && e.b.is_some();
            let reading = if zero {
                e.b.and_then(|b| reading_of_match(&zero_reading, e.a, b))
            } else {
                None
            };
            match reading {
                Some(ZeroReading::NotPlayed) => {
                    zeros_read[0] += 1;
                    continue;
                }
                Some(ZeroReading::LostByBoth) => {
                    zeros_read[1] += 1;
                    round.double_losses.push(round.pairings.len());
                }
                Some(ZeroReading::Drawn) | None => {}
            }
            if e.double_loss {
                round.double_losses.push(round.pairings.len());
            }
            // Melee's record counts a bye it records 0-2-0 as a loss (159 of the archive's 163
            // players); CardsRealm writes a bye's games either way round (`Bye v Ann`, 2-0 or
            // 0-2, each with a won round in the record), so only Melee's is read so.
            if e.b.is_none() && e.bye_recorded_lost && platform == Some(Platform::Melee) {
                round.lost_byes.push(round.pairings.len());
            }
            if let Some((result, candidates)) = usize::from(e.choice)
                .checked_sub(1)
                .and_then(|c| unsettled.get(c))
            {
                lost_matches.push(LostMatch {
                    round: event.rounds.len(),
                    table: round.pairings.len(),
                    player: e.a,
                    result: *result,
                    candidates: candidates.clone(),
                });
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
        if round.pairings.is_empty() && !entries.is_empty() && index + 1 == read_rounds.len() {
            // A last round whose every match was not played: no round.
            continue;
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
    if zeros_read[0] + zeros_read[1] > 0 {
        let mut kinds = Vec::new();
        if zeros_read[0] > 0 {
            kinds.push(format!(
                "{} not played",
                plural(zeros_read[0] as u32, "match", "matches")
            ));
        }
        if zeros_read[1] > 0 {
            kinds.push(format!(
                "{} lost by both",
                plural(zeros_read[1] as u32, "match", "matches")
            ));
        }
        notes.push(format!(
            "The file writes a draw with no games, a match lost by both and a match not played all as 0-0-0; the players' published records say which: {}.",
            kinds.join(", ")
        ));
    }

    // The event's own match points, and a bye the file does not list, where the published
    // points count the Swiss rounds alone.
    if playoff_rounds.is_empty() || !playoff_scored {
        // Topdeck lets an event choose its match points; Melee, CardsRealm and ManaTraders
        // count 3 and 1 (a 3-player file of Melee's fits 3 and 0 by chance: 2025's 184595).
        if platform == Some(Platform::Topdeck) {
            notes.extend(byes::read_match_points(&mut event, &published_points));
        }
        if !absent {
            notes.extend(byes::read_unlisted_byes(
                &mut event,
                &records,
                &shared,
                &swiss_numbers,
            ));
        }
    }

    // The playoff, as it was played.
    if let Some(playoff_read) = playoff_read {
        match playoff_read {
            Ok((playoff, places)) => {
                if !places.is_empty() {
                    notes.push(format!(
                        "The playoff holds {} for places between players it had already put out ({}): {} places and {} no figure.",
                        plural(places.len() as u32, "match", "matches"),
                        playoff_names
                            .iter()
                            .zip(&playoff_rounds)
                            .filter(|(_, r)| r.iter().any(|e| places.contains(e)))
                            .map(|(n, _)| *n)
                            .collect::<Vec<_>>()
                            .join(", "),
                        if places.len() == 1 { "it decides" } else { "they decide" },
                        if places.len() == 1 { "changes" } else { "change" },
                    ));
                }
                event.playoff = Some(playoff);
                // A playoff match recorded 0-0-0 that its players' published records leave out
                // was not played (an unplayed final): it counts in no figure, as such a Swiss
                // match does not.
                if let Some(p) = event.playoff.as_mut() {
                    let mut unplayed = Vec::new();
                    for m in p.matches() {
                        let (Some(a), Some(b), Some(r)) = (m.a, m.b, m.result) else {
                            continue;
                        };
                        if r.games() == 0
                            && reading_of_match(&zero_reading, a, b) == Some(ZeroReading::NotPlayed)
                        {
                            unplayed.push((m.index, a, b));
                        }
                    }
                    for &(index, a, b) in &unplayed {
                        p.results[index] = None;
                        notes.push(format!(
                            "The playoff's match of {} and {} is recorded 0-0-0, and their published records leave it out: it was not played, and counts in no figure.",
                            event.players[a].name, event.players[b].name
                        ));
                    }
                }
            }
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
        // The most matches a record can count: the Swiss rounds' numbering, and a playoff of the
        // file's rounds or, where the file lacks it, of a top 64 (6 rounds).
        let rounds = numbered.last().map_or(0, |&(n, _)| n) + (named.len() as u32).max(6);
        let mut p = read_published(
            &mut event,
            &mut names,
            source,
            &standings,
            &mut listed,
            rounds,
        )?;
        p.missing_rounds = missing_rounds;
        if let Some(columns) = p.column_places() {
            let each: Vec<String> = columns
                .iter()
                .map(|(c, k)| format!("{} {}", c.heading(), plural(*k, "decimal", "decimals")))
                .collect();
            notes.push(format!(
                "The file writes its columns at different precisions ({}): every figure is compared at {}.",
                each.join(", "),
                plural(p.precision(), "decimal", "decimals")
            ));
        }
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
    // A round left empty by unplayed matches is skipped, so a lost match's round may be gone.
    lost_matches.retain(|l| {
        matches!(
            event.rounds.get(l.round).and_then(|r| r.pairings.get(l.table)),
            Some(Pairing::Bye { player }) if *player == l.player
        )
    });
    Ok(ArchiveReading {
        event,
        shared: shared_names,
        notes,
        lost: lost_matches,
    })
}

/// The preset of a platform's rules other than Melee's, whose rules change with the date
/// ([`Ruleset::melee_for`]). Each preset's `source` gives its evidence from the archive's files.
pub fn platform_preset(platform: Platform, date: &str) -> &'static str {
    match platform {
        Platform::Melee => Ruleset::melee_for(date).unwrap_or("melee"),
        Platform::Mtgo => crate::core::base::ruleset::DEFAULT_PRESET,
        // CardsRealm changed its rules in mid-May 2025: 3 decimals until 17 May, 4 from 18 May.
        Platform::CardsRealm if date.get(..10).is_some_and(|d| d < "2025-05-18") => {
            "cardsrealm-early-2025"
        }
        Platform::CardsRealm => "cardsrealm",
        Platform::Topdeck => "topdeck",
        Platform::ManaTraders => "manatraders",
    }
}

/// What a 0-0-0 match was, by its players' published records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ZeroReading {
    /// A draw with no games: the record counts it among the draws.
    Drawn,
    /// A match both players lost: the record counts it among the losses.
    LostByBoth,
    /// A match not played: the record does not count it.
    NotPlayed,
}

/// What a 0-0-0 match of `a` and `b` was: what both players' records say, or the one that says.
fn reading_of_match(
    readings: &[Option<ZeroReading>],
    a: PlayerId,
    b: PlayerId,
) -> Option<ZeroReading> {
    let of = |p: PlayerId| readings.get(p).copied().flatten();
    match (of(a), of(b)) {
        (Some(x), Some(y)) if x == y => Some(x),
        (Some(x), None) | (None, Some(x)) => Some(x),
        _ => None,
    }
}

/// For each player, what their 0-0-0 matches were, when their published record says it one way
/// only: the wins and the other matches as the file gives them, and the 0-0-0 ones all among
/// the draws, all among the losses, or none of them. `None` for a player the standings do not
/// publish (or publish as 0-0-0, or under a name they list more than once), and when the
/// record says none of the three.
fn zero_readings(
    event: &Event,
    read: &[FileRound],
    names: &Names,
    standings: &[wire::StandingFile],
) -> Vec<Option<ZeroReading>> {
    let n = event.players.len();
    // wins, losses, draws and 0-0-0 matches over all the file's rounds.
    let mut rec = vec![[0u32; 4]; n];
    for e in read.iter().flat_map(|r| &r.entries) {
        let Some(b) = e.b else {
            rec[e.a][0] += 1;
            continue;
        };
        if e.double_loss {
            rec[e.a][1] += 1;
            rec[b][1] += 1;
            continue;
        }
        let Some(r) = e.result else { continue };
        if r.games() == 0 {
            rec[e.a][3] += 1;
            rec[b][3] += 1;
            continue;
        }
        let (x, y) = match r.outcome() {
            crate::core::model::game_result::Outcome::AWins => (0, 1),
            crate::core::model::game_result::Outcome::BWins => (1, 0),
            crate::core::model::game_result::Outcome::Draw => (2, 2),
        };
        rec[e.a][x] += 1;
        rec[b][y] += 1;
    }
    let mut out = vec![None; n];
    for s in standings {
        let name = trim(&s.player);
        if names.listed.contains_key(name) {
            continue;
        }
        let Some(&p) = names.spellings.get(name) else {
            continue;
        };
        let (Some(w), Some(l), Some(d)) = (
            whole_field(s.wins),
            whole_field(s.losses),
            whole_field(s.draws),
        ) else {
            continue;
        };
        let Some(&[cw, cl, cd, z]) = rec.get(p) else {
            continue;
        };
        if z == 0 || [w, l, d] == [0; 3] || w != cw {
            continue;
        }
        out[p] = if l == cl && d == cd + z {
            Some(ZeroReading::Drawn)
        } else if l == cl + z && d == cd {
            Some(ZeroReading::LostByBoth)
        } else if l == cl && d == cd {
            Some(ZeroReading::NotPlayed)
        } else {
            None
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::wire::ArchiveFile;
    use crate::core::model::file::oracle::{damaged, followed};
    use crate::core::model::file::parse_borrowed;

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
