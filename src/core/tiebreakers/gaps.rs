//! What a platform's file lacks: the players whose published record is not what the file's rounds
//! give, and which figures of whom depend on a match the file does not hold.
//!
//! A file from the archive is not always whole: a match, a round, a whole player's matches may be
//! missing. Its published standings still count them. [`gaps`] finds them from the records
//! alone, under plain scoring whatever the ruleset's other choices (a win and a draw earn the
//! event's match points, 3 and 1 unless it chose its own; a bye is a win; a match recorded 0-0-0
//! or lost by both is worth nothing), so that no ruleset's choice is ever taken for a gap:
//!
//! - **points**: the published match points are not what the Swiss rounds give under plain
//!   scoring (with the playoff's matches too, when that gives more published players their
//!   points: a platform that counts the playoff as further rounds);
//! - **record**: the published wins, losses and draws (when not 0-0-0, which early files publish
//!   for everyone) are not what all the file's rounds give, the playoff's included; a match
//!   recorded 0-0-0 may be published as a loss or as nothing;
//! - **a missed round**: the file has no table for a player in a Swiss round between their first
//!   and their last;
//! - **no match**: published figures that say the player played (points, a record, or opponents'
//!   percentages other than nothing's), with no match in the file;
//! - **missing rounds**: the file's numbering skips rounds, which every figure counts.
//!
//! Every figure of such a player is excused ([`Reach::Own`]). Their opponents' OMW and OGW are
//! excused, and nothing else of theirs ([`Reach::Opponent`]): an opponent's points and GW never
//! use another player's matches. The audit judges the presets on the figures the file can check,
//! and says so in a sentence ([`Gaps::sentence`]).
//!
//! ```
//! use tiebreak::core::read_archive;
//! use tiebreak::core::tiebreakers::gaps::gaps;
//! let text = r#"{"Tournament": {"Uri": "https://melee.gg/Tournament/View/1", "Date": "2026-03-07"},
//!   "Rounds": [{"RoundName": "Round 1", "Matches": [{"Player1": "Ann", "Player2": "Bo", "Result": "2-0-0"}]}],
//!   "Standings": [{"Player": "Ann", "Points": 3}, {"Player": "Bo", "Points": 0},
//!                 {"Player": "Cy", "Points": 1}]}"#;
//! let event = read_archive(text).unwrap();
//! let found = gaps(&event).unwrap();
//! assert_eq!(found.gaps.len(), 1); // Cy: Melee published a point, the file has no match
//! assert_eq!(found.sentence("Melee").unwrap(), "The file lacks matches of 1 player (Melee published 1 point; the file's rounds give none): their figures, and their opponents' OMW and OGW, cannot be checked.");
//! ```

use crate::core::base::error::PlayerId;
use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::{PlayoffFigures, FLOOR_033, FLOOR_THIRD, MELEE_EMPTY};
use crate::core::base::words::{plural, rounds as round_list};
use crate::core::model::event::{Event, Pairing};
use crate::core::model::game_result::{GameResult, Outcome};
use crate::core::model::published::{Platform, PublishedRow};

/// What a file of match results alone lacks, said once for the file.
pub const NO_GAMES: &str =
    "The file records who won each match, not the games: no GW or OGW can be checked.";

/// What the file lacks for one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gap {
    /// Who.
    pub player: PlayerId,
    /// How the published record and the file's differ.
    pub kind: GapKind,
    /// The published match points, when published.
    pub published_points: Option<u32>,
    /// The published wins, losses and draws, when published (and not 0-0-0).
    pub published_record: Option<(u32, u32, u32)>,
    /// The match points the file's rounds give under plain scoring.
    pub file_points: u32,
    /// The wins (byes included), losses and draws of all the file's rounds, the playoff's too.
    pub file_record: (u32, u32, u32),
}

/// How a player's published record shows that the file lacks a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GapKind {
    /// The published points are not what the file's rounds give.
    Points,
    /// The published wins, losses and draws are not the file's.
    Record,
    /// The file has no table for the player in these Swiss rounds, between their first and
    /// their last.
    MissedRounds(Vec<u32>),
    /// The published figures say the player played; the file has no match of theirs.
    NoMatch,
}

/// How far the file's gaps reach into a player's figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Reach {
    /// Every figure can be checked.
    #[default]
    Checked,
    /// The player met one whose match the file lacks: their OMW and OGW count it, and cannot be
    /// checked; their points and GW can.
    Opponent,
    /// The file lacks a match of the player's own (or rounds of everyone's): no figure of theirs
    /// can be checked.
    Own,
}

/// Every gap of an event's file, and whose figures it reaches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gaps {
    /// One per player whose published record the file does not give, in the published order.
    pub gaps: Vec<Gap>,
    /// For each player: how far the gaps reach into their figures.
    pub reach: Vec<Reach>,
    /// The Swiss rounds the file's numbering skips (every player depends on them).
    pub missing_rounds: Vec<u32>,
    /// The file records who won each match, not the games (every result `1-0-0`, `0-1-0` or
    /// `0-0-1`, as Topdeck's): no GW or OGW can be checked ([`records_games`]).
    pub no_games: bool,
    /// The file holds no Swiss round at all (MTGO's top 8 and top 32): no figure can be checked.
    pub no_rounds: bool,
}

/// Whether an event's matches record their games: some match's result counts more than one
/// game. A file whose every result is `1-0-0`, `0-1-0` or `0-0-1` (Topdeck's) records who won
/// each match and nothing of its games; one with no result at all is not such a file. Melee's
/// are the exception, where [`gaps`] reads them: a league that enters only who won is counted
/// by Melee as one game a match (bristol-pauper-league-winter-26-brew-off of 2026 publishes
/// GW 6/7 for 6 wins in 7 such matches).
pub fn records_games(event: &Event) -> bool {
    let mut any = false;
    for round in &event.rounds {
        for pairing in &round.pairings {
            if let Pairing::Match {
                result: Some(r), ..
            } = pairing
            {
                if r.games() > 1 {
                    return true;
                }
                any = true;
            }
        }
    }
    !any
}

/// A publisher's name inside a sentence: the name a file gives none of
/// ([`crate::core::model::published::Published::publisher`]'s `The platform`) in lower case.
pub(crate) fn within_sentence(publisher: &str) -> &str {
    if publisher == "The platform" {
        "the platform"
    } else {
        publisher
    }
}

/// The gaps of an event's file against its published standings, from its records alone (module
/// docs); `None` when it carries none.
pub fn gaps(event: &Event) -> Option<Gaps> {
    let published = event.published.as_ref()?;
    let n = event.players.len();
    let precision = published.precision();
    let swiss = plain_points(event, false);
    let with_playoff = plain_points(event, true);
    let given = |points: &[u32]| {
        published
            .rows
            .iter()
            .filter(|r| r.points.is_some_and(|p| points.get(r.player) == Some(&p)))
            .count()
    };
    // The published points count the playoff when that gives more players theirs (a tie: they
    // do, as the judge of the archive takes the larger count of rounds).
    let counts_playoff = event.playoff.is_some() && given(&with_playoff) >= given(&swiss);
    let points = if counts_playoff { with_playoff } else { swiss };
    let swiss_records = (Platform::of(&published.source) != Some(Platform::Melee)
        && event.playoff.is_some())
    .then(|| records(event, false));
    let records = records(event, true);
    // ManaTraders publishes the Swiss rounds' record alone, its playoff aside; Melee's records
    // count the playoff (the Swiss records, above).
    // Topdeck's published record leaves out a bye written against an empty name (164 of the 164
    // players with one in its files of 2024), and counts one written against null as a win.
    let byes_unrecorded = Platform::of(&published.source) == Some(Platform::Topdeck);
    let mut byes = vec![0u32; n];
    for pairing in event.rounds.iter().flat_map(|r| &r.pairings) {
        if let Pairing::Bye { player } = *pairing {
            if let Some(b) = byes.get_mut(player) {
                *b += 1;
            }
        }
    }
    // Each player's Swiss rounds, to find a round missed between the first and the last.
    let mut rounds_of: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (i, round) in event.rounds.iter().enumerate() {
        for p in round.pairings.iter().flat_map(Pairing::players) {
            if let Some(r) = rounds_of.get_mut(p) {
                r.push(i as u32 + 1);
            }
        }
    }
    let mut gaps = Vec::new();
    // With no Swiss round, every figure is beyond the file, which one sentence says.
    let rows = if event.rounds.is_empty() {
        &[][..]
    } else {
        &published.rows[..]
    };
    for row in rows {
        let p = row.player;
        let file_points = points.get(p).copied().unwrap_or(0);
        let (w, l, d, unplayed) = records.get(p).copied().unwrap_or_default();
        let file_record = (w, l, d);
        let published_record = row.record.filter(|&(w, l, d)| w + l + d > 0);
        let mine_byes = byes.get(p).copied().unwrap_or(0);
        let gives = |(w, l, d, unplayed): (u32, u32, u32, u32)| {
            published_record.is_none_or(|(pw, pl, pd)| {
                (pw == w || (byes_unrecorded && pw + mine_byes == w))
                    && pd == d
                    && l <= pl
                    && pl <= l + unplayed
            })
        };
        let record_given = gives((w, l, d, unplayed))
            || swiss_records
                .as_ref()
                .and_then(|r| r.get(p))
                .is_some_and(|&r| gives(r));
        let mine = rounds_of.get(p).map(Vec::as_slice).unwrap_or_default();
        let missed: Vec<u32> = match (mine.first(), mine.last()) {
            (Some(&a), Some(&b)) => (a..=b).filter(|r| !mine.contains(r)).collect(),
            _ => Vec::new(),
        };
        let kind = if row.points.is_some_and(|x| x != file_points) {
            Some(GapKind::Points)
        } else if !record_given {
            Some(GapKind::Record)
        } else if !missed.is_empty() {
            Some(GapKind::MissedRounds(missed))
        } else if mine.is_empty()
            && file_record == (0, 0, 0)
            && unplayed == 0
            && played(row, precision)
        {
            Some(GapKind::NoMatch)
        } else {
            None
        };
        if let Some(kind) = kind {
            gaps.push(Gap {
                player: p,
                kind,
                published_points: row.points,
                published_record,
                file_points,
                file_record,
            });
        }
    }
    // A file with no Swiss round has nothing to recompute any figure from.
    let everyone = if published.missing_rounds.is_empty() && !event.rounds.is_empty() {
        Reach::Checked
    } else {
        Reach::Own
    };
    let mut reach = vec![everyone; n];
    for g in &gaps {
        if let Some(r) = reach.get_mut(g.player) {
            *r = Reach::Own;
        }
    }
    let own: Vec<bool> = reach.iter().map(|&r| r == Reach::Own).collect();
    let mut mark = |a: PlayerId, b: PlayerId| {
        for (x, y) in [(a, b), (b, a)] {
            if own.get(x) == Some(&true) {
                if let Some(r) = reach.get_mut(y) {
                    *r = (*r).max(Reach::Opponent);
                }
            }
        }
    };
    for pairing in event.rounds.iter().flat_map(|r| &r.pairings) {
        if let Pairing::Match { a, b, .. } = *pairing {
            mark(a, b);
        }
    }
    if counts_playoff || event.ruleset.playoff != PlayoffFigures::LeftOut {
        if let Some(playoff) = &event.playoff {
            for &(a, b, _) in playoff.played_rounds().iter().flatten() {
                mark(a, b);
            }
        }
    }
    Some(Gaps {
        gaps,
        reach,
        missing_rounds: published.missing_rounds.clone(),
        no_games: no_games(event),
        no_rounds: event.rounds.is_empty(),
    })
}

/// Whether the published figures' GW and OGW cannot be checked: the event has rounds and
/// records who won each match, not the games ([`records_games`]), and was not published by
/// Melee, which counts such a match as one game ([`Gaps::no_games`]).
pub fn no_games(event: &Event) -> bool {
    !event.rounds.is_empty()
        && event
            .published
            .as_ref()
            .is_some_and(|p| Platform::of(&p.source) != Some(Platform::Melee))
        && !records_games(event)
}

/// Each player's match points under plain scoring: a win's (3) for a win or a bye, a draw's (1)
/// for a draw, as the event counts them (Topdeck lets an event choose its own), nothing for a
/// match recorded 0-0-0 or lost by both; over the Swiss rounds, and the playoff's matches too
/// when `playoff`.
fn plain_points(event: &Event, playoff: bool) -> Vec<u32> {
    let crate::core::base::ruleset::MatchPoints { win, draw } = event.ruleset.match_points;
    let mut points = vec![0u32; event.players.len()];
    let mut add = |p: PlayerId, n: u32| {
        if let Some(x) = points.get_mut(p) {
            *x = x.saturating_add(n);
        }
    };
    // A match's result, with the two players, scored; `None` scores nothing.
    let mut score = |a: PlayerId, b: PlayerId, result: Option<GameResult>| match result
        .filter(|&r| r.games() > 0)
        .map(|r| r.outcome())
    {
        Some(Outcome::AWins) => add(a, win),
        Some(Outcome::BWins) => add(b, win),
        Some(Outcome::Draw) => {
            add(a, draw);
            add(b, draw);
        }
        None => {}
    };
    for round in &event.rounds {
        for (t, pairing) in round.pairings.iter().enumerate() {
            match *pairing {
                Pairing::Bye { .. } if round.lost_byes.contains(&t) => {}
                Pairing::Bye { player } => score(player, player, Some(GameResult::new(2, 0, 0))),
                Pairing::Match { a, b, result } if !round.double_losses.contains(&t) => {
                    score(a, b, result)
                }
                Pairing::Match { .. } => {}
            }
        }
    }
    if playoff {
        if let Some(p) = &event.playoff {
            for &(a, b, r) in p.played_rounds().iter().flatten() {
                score(a, b, Some(r));
            }
        }
    }
    points
}

/// Whether a published row says its player played: points, a record, or an opponents'
/// percentage other than what nothing counted gives (0, 0.33, one third, or Melee's 0.3333).
fn played(row: &PublishedRow, precision: u32) -> bool {
    let something = |d: &Option<crate::core::model::published::Decimal>| {
        d.as_ref().is_some_and(|d| {
            ![Fraction::ZERO, FLOOR_033, FLOOR_THIRD, MELEE_EMPTY]
                .iter()
                .any(|&x| d.within(x, precision))
        })
    };
    row.points.is_some_and(|p| p > 0)
        || row.record.is_some_and(|(w, l, d)| w + l + d > 0)
        || something(&row.omw)
        || something(&row.ogw)
}

/// Each player's wins (byes included), losses and draws over all the file's rounds (the Swiss
/// rounds' results and byes, and the playoff's matches with games), and their matches recorded
/// 0-0-0, which a platform may publish as losses or as nothing.
fn records(event: &Event, with_playoff: bool) -> Vec<(u32, u32, u32, u32)> {
    let mut records = vec![(0u32, 0u32, 0u32, 0u32); event.players.len()];
    // A player's win (`Some(true)`), loss (`Some(false)`) or draw (`None`).
    let mut count = |p: PlayerId, won: Option<Option<bool>>| {
        if let Some(r) = records.get_mut(p) {
            match won {
                Some(Some(true)) => r.0 += 1,
                Some(Some(false)) => r.1 += 1,
                Some(None) => r.2 += 1,
                None => r.3 += 1,
            }
        }
    };
    // A match's two players, by its result.
    let sides = |result: GameResult| {
        if result.games() == 0 {
            return (None, None);
        }
        match result.outcome() {
            Outcome::AWins => (Some(Some(true)), Some(Some(false))),
            Outcome::BWins => (Some(Some(false)), Some(Some(true))),
            Outcome::Draw => (Some(None), Some(None)),
        }
    };
    for round in &event.rounds {
        for (t, pairing) in round.pairings.iter().enumerate() {
            match *pairing {
                Pairing::Match {
                    a,
                    b,
                    result: Some(result),
                } => {
                    let (x, y) = if round.double_losses.contains(&t) {
                        (Some(Some(false)), Some(Some(false)))
                    } else {
                        sides(result)
                    };
                    count(a, x);
                    count(b, y);
                }
                Pairing::Bye { player } => count(player, Some(Some(!round.lost_byes.contains(&t)))),
                Pairing::Match { result: None, .. } => {}
            }
        }
    }
    // A drawn playoff match (a final left drawn) counts in neither record.
    if let Some(playoff) = event.playoff.as_ref().filter(|_| with_playoff) {
        for &(a, b, result) in playoff.played_rounds().iter().flatten() {
            if result.outcome() != Outcome::Draw || result.games() == 0 {
                let (x, y) = sides(result);
                count(a, x);
                count(b, y);
            }
        }
    }
    records
}

/// `2-1-0 (6 points)`, or what of it was published.
fn record_words(record: Option<(u32, u32, u32)>, points: Option<u32>) -> String {
    let pts = |p: u32| plural(p, "point", "points");
    match (record, points) {
        (Some((w, l, d)), Some(p)) => format!("{w}-{l}-{d} ({})", pts(p)),
        (Some((w, l, d)), None) => format!("{w}-{l}-{d}"),
        (None, Some(p)) => pts(p),
        (None, None) => "figures".into(),
    }
}

impl Gap {
    /// What was published for the player, in words: `1-0-1 (4 points)`.
    pub fn published_words(&self) -> String {
        record_words(self.published_record, self.published_points)
    }

    /// What the file gives, in the same form, or `none` with no match at all.
    pub fn file_words(&self) -> String {
        if self.file_record == (0, 0, 0) && self.file_points == 0 {
            return "none".into();
        }
        let record = self.published_record.map(|_| self.file_record);
        let points = self.published_points.map(|_| self.file_points);
        record_words(record.or(Some(self.file_record)), points)
    }

    /// The gap in a sentence: `Ann: Melee published 1-0-1 (4 points); the file's rounds give
    /// 1-0-0 (3 points).`
    pub fn sentence(&self, name: &str, publisher: &str) -> String {
        let publisher = within_sentence(publisher);
        match &self.kind {
            GapKind::MissedRounds(rounds) => format!(
                "{name}: the file has no match of theirs in {} between their first and last.",
                round_list(rounds)
            ),
            GapKind::NoMatch => format!(
                "{name}: {publisher} published figures of a player who played; the file has no match of theirs."
            ),
            _ => format!(
                "{name}: {publisher} published {}; the file's rounds give {}.",
                self.published_words(),
                self.file_words()
            ),
        }
    }
}

impl Gaps {
    /// How many players have a figure that depends on a match the file lacks.
    pub fn dependent(&self) -> usize {
        self.reach.iter().filter(|&&r| r != Reach::Checked).count()
    }

    /// How far the gaps reach into `player`'s figures.
    pub fn reach_of(&self, player: PlayerId) -> Reach {
        self.reach.get(player).copied().unwrap_or_default()
    }

    /// Whether a figure of `player`'s depends on a match the file lacks.
    pub fn depends_on_gap(&self, player: PlayerId) -> bool {
        self.reach_of(player) != Reach::Checked
    }

    /// `player`'s gap, when the file lacks a match of theirs.
    pub fn gap_of(&self, player: PlayerId) -> Option<&Gap> {
        self.gaps.iter().find(|g| g.player == player)
    }

    /// The file's gaps in a sentence, or `None` when it lacks nothing: `The file lacks matches
    /// of 4 players (Melee published a draw for each; the file has none): their figures and their
    /// opponents' cannot be checked.`, and when it records no games, [`NO_GAMES`] after it.
    pub fn sentence(&self, publisher: &str) -> Option<String> {
        if self.no_rounds {
            return Some(format!(
                "The file holds no Swiss round: no figure {} published can be recomputed from it.",
                within_sentence(publisher)
            ));
        }
        let matches = self.matches_sentence(publisher);
        match (matches, self.no_games) {
            (Some(m), true) => Some(format!("{m} {NO_GAMES}")),
            (Some(m), false) => Some(m),
            (None, true) => Some(NO_GAMES.to_string()),
            (None, false) => None,
        }
    }

    /// The sentence of the players whose matches the file lacks, and of its missing rounds.
    fn matches_sentence(&self, publisher: &str) -> Option<String> {
        let publisher = within_sentence(publisher);
        let mut parts: Vec<String> = Vec::new();
        if !self.missing_rounds.is_empty() {
            parts.push(format!(
                "The file lists no {} of {publisher}'s numbering: every published figure counts matches it does not hold",
                round_list(&self.missing_rounds)
            ));
        }
        if !self.gaps.is_empty() {
            let n = self.gaps.len() as u32;
            let first = &self.gaps[0];
            let same = self.gaps.iter().all(|g| {
                g.kind == first.kind
                    && g.published_words() == first.published_words()
                    && g.file_words() == first.file_words()
            });
            let each = if n > 1 { " for each" } else { "" };
            let detail = match (&first.kind, same) {
                (GapKind::MissedRounds(_), true) if n == 1 => {
                    format!(" (no match in {})", match &first.kind {
                        GapKind::MissedRounds(r) => round_list(r),
                        _ => String::new(),
                    })
                }
                (GapKind::NoMatch, true) => format!(
                    " ({publisher} published figures of players who played; the file has none of their matches)"
                ),
                (GapKind::Points | GapKind::Record, true) => {
                    let file = first.file_words();
                    format!(
                        " ({publisher} published {}{each}; the file's rounds give {})",
                        first.published_words(),
                        if file == "none" { "none".to_string() } else { file }
                    )
                }
                _ => String::new(),
            };
            // After the missing rounds' part, inside one sentence.
            let the = if parts.is_empty() { "The" } else { "the" };
            parts.push(format!(
                "{the} file lacks matches of {}{detail}",
                plural(n, "player", "players")
            ));
        }
        if parts.is_empty() {
            return None;
        }
        Some(format!(
            "{}: their figures, and their opponents' OMW and OGW, cannot be checked.",
            parts.join("; ")
        ))
    }
}
