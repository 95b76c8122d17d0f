//! Every change an organizer can make to an event, as data, and the one place it is made.
//!
//! [`apply`] works on a copy: it makes the change, writes the corrections log ([`super::model::log`]),
//! marks the later rounds paired before a correction, and checks the whole event with
//! [`Event::validate`]. Either the copy comes back valid, or the change is refused with one
//! sentence and the event is untouched. The app, the CLI and the model-based test
//! (`tests/edits.rs`) all change events through here.
//!
//! ```
//! use tiebreak::core::edit::{apply, Edit, Stamp};
//! use tiebreak::core::{Event, GameResult, LogKind};
//! let mut event = Event::default();
//! let stamp = Stamp::at("2026-11-24T14:05:00Z");
//! for name in ["Ann", "Bo"] {
//!     event = apply(&event, &Edit::AddPlayer { name: name.into() }, &stamp).unwrap();
//! }
//! event = apply(&event, &Edit::AddTable { round: 1, a: 0, b: Some(1) }, &stamp).unwrap();
//! let result = |r| Edit::SetResult { round: 1, table: 0, result: Some(r) };
//! event = apply(&event, &result(GameResult::new(2, 1, 0)), &stamp).unwrap();
//! let reason = Stamp { reason: Some("slip misread".into()), ..stamp.clone() };
//! event = apply(&event, &result(GameResult::new(1, 2, 0)), &reason).unwrap();
//! let last = event.log.last().unwrap();
//! assert_eq!((last.kind, last.before.as_deref(), last.after.as_deref()), (LogKind::Result, Some("2-1-0"), Some("1-2-0")));
//! // Round 3 cannot be paired by hand before round 2: refused, with a sentence.
//! assert!(apply(&event, &Edit::AddTable { round: 3, a: 0, b: Some(1) }, &stamp).is_err());
//! ```

// Each change by what it changes: a player, a round, a penalty, the event as a whole; and the
// log entries they write (`entries`).
mod entries;
mod event;
mod penalties;
mod players;
mod rounds;

use super::base::ruleset::Ruleset;
use super::base::words;
use super::model::csv::Entrant;
use super::model::event::{Event, MissedRounds};
use super::model::log::{check_reason, LogEntry, LogKind, PenaltyKind};
use super::pairing::round_view;
use crate::core::base::error::{InputError, PlayerId};
use crate::core::model::game_result::GameResult;
use entries::Log;

/// When a change is made, and why: every log entry it writes carries both.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stamp {
    /// RFC 3339 UTC.
    pub at: String,
    /// The organizer's reason, if they typed one.
    pub reason: Option<String>,
}

impl Stamp {
    /// A change made at `at`, with no reason.
    pub fn at(at: &str) -> Stamp {
        Stamp {
            at: at.to_string(),
            reason: None,
        }
    }
}

/// A change to an event. Rounds are 1-based and tables 0-based, as in [`Event`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Registers a player (before round 1, or as a late entry once a round is paired: see
    /// [`Edit::AddLatePlayer`]).
    AddPlayer {
        /// The name.
        name: String,
    },
    /// Registers a player who joins at the next round. Logged as `late-entry` once a round is paired.
    AddLatePlayer {
        /// The name.
        name: String,
    },
    /// Registers a pasted list ([`crate::core::model::csv::read_roster`]): each entrant a player,
    /// as [`Edit::AddLatePlayer`] registers one, with the byes before the event they earned. All
    /// or nothing: a refusal names the entrant's line of the list.
    AddPlayers {
        /// The entrants, in the list's order.
        entrants: Vec<Entrant>,
    },
    /// Renames a player.
    RenamePlayer {
        /// Who.
        player: PlayerId,
        /// The new name.
        name: String,
    },
    /// Drops a player after a round. Logged.
    Drop {
        /// Who.
        player: PlayerId,
        /// The last round they play.
        after: u32,
    },
    /// Brings a dropped player back. Logged.
    Undrop {
        /// Who.
        player: PlayerId,
    },
    /// Pairs the next round.
    PairRound {
        /// Its number: the round after the last one paired.
        round: u32,
        /// Power-paired (1st v 2nd) rather than Swiss.
        power: bool,
        /// A seed for an event that has none yet.
        seed: u64,
    },
    /// Pairs the last round again, from a new seed. Logged as `repaired`.
    RepairRound {
        /// Its number: the last round paired.
        round: u32,
        /// Power-paired rather than Swiss.
        power: bool,
        /// The new seed.
        seed: u64,
    },
    /// Adds a table by hand: a match, or a bye when `b` is `None`. Logged as `table-added`.
    AddTable {
        /// The round: one already paired, or the next one.
        round: u32,
        /// Player A.
        a: PlayerId,
        /// Player B, or a bye.
        b: Option<PlayerId>,
    },
    /// Removes a table. Logged as `table-removed`.
    RemoveTable {
        /// The round.
        round: u32,
        /// The table, 0-based.
        table: usize,
    },
    /// Swaps two players' seats. Logged as `swap`.
    Swap {
        /// The round.
        round: u32,
        /// One player.
        a: PlayerId,
        /// The other.
        b: PlayerId,
    },
    /// Enters, changes or clears a result. A change to a result already entered, and any change
    /// to an earlier round's, is logged as `result`; a change to an earlier round also marks the
    /// later rounds as paired before it.
    SetResult {
        /// The round.
        round: u32,
        /// The table, 0-based.
        table: usize,
        /// The result from player A's side, or `None` to clear it.
        result: Option<GameResult>,
    },
    /// Seeds the playoff from the standings.
    SeedPlayoff {
        /// 8 or 4.
        size: usize,
    },
    /// Enters or clears the winner of a playoff match.
    PlayoffWinner {
        /// The match, 0-based.
        index: usize,
        /// The winner, or `None` to clear it.
        winner: Option<PlayerId>,
    },
    /// Enters the winner of the match for third place, or clears it (`None`).
    ThirdPlaceWinner {
        /// The winner: one of the two semifinals' losers.
        winner: Option<PlayerId>,
    },
    /// Enters the games of a playoff match, from its first player's side (its winner follows),
    /// or clears them and the winner (`None`).
    PlayoffGames {
        /// The match, 0-based.
        index: usize,
        /// The games, or `None`.
        result: Option<GameResult>,
    },
    /// [`Edit::PlayoffGames`] for the match for third place.
    ThirdPlaceGames {
        /// The games, from the first semifinal's loser's side, or `None`.
        result: Option<GameResult>,
    },
    /// Removes the playoff.
    RemovePlayoff,
    /// Changes the ruleset. Logged as `ruleset` once round 1 is paired.
    SetRuleset {
        /// The new ruleset.
        ruleset: Ruleset,
    },
    /// Sets or clears the number of planned rounds.
    SetPlannedRounds {
        /// The number of Swiss rounds.
        rounds: Option<u32>,
    },
    /// Sets what a late entry's missed rounds count as.
    SetMissedRounds {
        /// The choice.
        missed: MissedRounds,
    },
    /// Gives a penalty. Logged as `penalty`; a match loss or a disqualification also records the
    /// match as a loss (logged as `result`), and a disqualification drops the player (`drop`).
    GivePenalty {
        /// The round.
        round: u32,
        /// Who.
        player: PlayerId,
        /// What.
        kind: PenaltyKind,
        /// The infraction (`Tardiness`), may be empty.
        reason: String,
    },
    /// Removes a penalty (its effects on a result or a drop stay). Logged as `penalty`.
    RemovePenalty {
        /// The penalty, 0-based in [`Event::penalties`].
        index: usize,
    },
    /// Gives a player a fixed table, or clears it with `None`: from the next round paired, their
    /// match sits at that table ([`super::pairing::table_numbers`]). Not logged.
    SetFixedTable {
        /// Who.
        player: PlayerId,
        /// The table number, from 1.
        table: Option<u32>,
    },
    /// Sets how many byes a player earned before the event (0 for none): a bye in each of rounds
    /// 1 to `byes` when they are paired. Not logged.
    SetByes {
        /// Who.
        player: PlayerId,
        /// How many.
        byes: u32,
    },
    /// Gives a table a time extension in minutes (0 clears it). Not logged.
    SetExtension {
        /// The round.
        round: u32,
        /// The table, 0-based.
        table: usize,
        /// The extra minutes.
        minutes: u32,
    },
    /// Sets the reason of a log entry after the fact (an empty reason clears it). Not logged.
    SetReason {
        /// The entry, 0-based in [`Event::log`].
        entry: usize,
        /// The reason.
        reason: String,
    },
}

impl Edit {
    /// What undoing this change undoes, as the Undo button names it ("Undo the result of round 1,
    /// table 1") and the conflict banner lists a change that was not made. `event` is the event
    /// before the change: a table is named by its printed number
    /// ([`round_view::printed_table`]).
    pub fn label(&self, event: &Event) -> String {
        let table = |round: u32, table: usize| round_view::printed_table(event, round, table).0;
        match self {
            Edit::AddPlayer { name } | Edit::AddLatePlayer { name } => {
                format!("adding {}", name.trim())
            }
            Edit::AddPlayers { entrants } => {
                format!(
                    "adding {}",
                    words::plural(entrants.len(), "player", "players")
                )
            }
            Edit::RenamePlayer { .. } => "renaming a player".into(),
            Edit::Drop { .. } => "dropping a player".into(),
            Edit::Undrop { .. } => "undropping a player".into(),
            Edit::PairRound { round, .. } => format!("pairing round {round}"),
            Edit::RepairRound { round, .. } => format!("pairing round {round} again"),
            Edit::AddTable { round, b: None, .. } => format!("the bye of round {round}"),
            Edit::AddTable {
                round, b: Some(_), ..
            } => format!("a table of round {round}"),
            Edit::RemoveTable { round, table: t } => {
                format!("removing table {}", table(*round, *t))
            }
            Edit::Swap { round, .. } => format!("a swap in round {round}"),
            Edit::SetResult {
                round, table: t, ..
            } => {
                format!("the result of round {round}, table {}", table(*round, *t))
            }
            Edit::SeedPlayoff { size } => format!("starting a top {size}"),
            Edit::PlayoffWinner { .. } => "a playoff result".into(),
            Edit::ThirdPlaceWinner { .. } | Edit::ThirdPlaceGames { .. } => {
                "the match for third place".into()
            }
            Edit::PlayoffGames { .. } => "a playoff result".into(),
            Edit::RemovePlayoff => "removing the playoff".into(),
            Edit::SetRuleset { ruleset } => format!("switching to {}", ruleset.name),
            Edit::SetPlannedRounds { .. } => "the number of rounds".into(),
            Edit::SetMissedRounds { .. } => "the count of missed rounds".into(),
            Edit::GivePenalty { round, kind, .. } => format!("{} in round {round}", kind.words()),
            Edit::RemovePenalty { .. } => "removing a penalty".into(),
            Edit::SetFixedTable { .. } => "a fixed table".into(),
            Edit::SetByes { .. } => "byes before the event".into(),
            Edit::SetExtension {
                round, table: t, ..
            } => {
                format!("the extension of table {}", table(*round, *t))
            }
            Edit::SetReason { .. } => "the reason of a correction".into(),
        }
    }
}

/// Makes `edit` on a copy of `event` and returns it, checked by [`Event::validate`]; or refuses
/// it with one sentence, leaving `event` as it was.
pub fn apply(event: &Event, edit: &Edit, stamp: &Stamp) -> Result<Event, InputError> {
    if super::model::log::parse_time(&stamp.at).is_none() {
        return Err(InputError::new(format!(
            "`{}` is not a time: a change is stamped in RFC 3339 UTC.",
            crate::core::base::error::one_line(stamp.at.chars().take(40).collect())
        )));
    }
    let reason = match &stamp.reason {
        Some(r) => check_reason(r)?,
        None => None,
    };
    let mut after = event.clone();
    let mut log = Log {
        at: &stamp.at,
        reason,
        entries: Vec::new(),
    };
    change(&mut after, edit, &mut log)?;
    after.log.extend(log.entries);
    after.validate()?;
    Ok(after)
}

/// [`apply`] in place, for callers that hold a `&mut Event` (the app's edits): on refusal the
/// event is untouched.
pub fn apply_in_place(event: &mut Event, edit: &Edit, stamp: &Stamp) -> Result<(), InputError> {
    *event = apply(event, edit, stamp)?;
    Ok(())
}

/// Undoes a change: `before` is the event as it was before it, `current` the event now, and
/// `undone` the log entries the change wrote. The event goes back to `before`, but the log keeps
/// every entry since, with an `undo` entry for each of `undone` (its before and after swapped).
pub fn undo(
    current: &Event,
    before: &Event,
    undone: &[LogEntry],
    stamp: &Stamp,
) -> Result<Event, InputError> {
    let mut after = before.clone();
    after.log = current.log.clone();
    for e in undone.iter().rev() {
        after.log.push(LogEntry {
            at: stamp.at.clone(),
            kind: LogKind::Undo,
            round: e.round,
            table: e.table,
            players: e.players.clone(),
            before: e.after.clone(),
            after: e.before.clone(),
            reason: match &stamp.reason {
                Some(r) => check_reason(r)?,
                None => None,
            },
        });
    }
    // Names follow renames made since: the log keeps today's names.
    after.validate()?;
    Ok(after)
}

/// Makes `edit` on `e`, writing its log entries to `log`: one function a variant.
fn change(e: &mut Event, edit: &Edit, log: &mut Log) -> Result<(), InputError> {
    match edit {
        Edit::AddPlayer { name } => players::add_player(e, name),
        Edit::AddLatePlayer { name } => players::add_late_player(e, name, log),
        Edit::AddPlayers { entrants } => players::add_players(e, entrants, log),
        Edit::RenamePlayer { player, name } => players::rename_player(e, *player, name),
        &Edit::Drop { player, after } => players::drop_player(e, player, after, log),
        &Edit::Undrop { player } => players::undrop(e, player, log),
        &Edit::PairRound { round, power, seed } => rounds::pair_round(e, round, power, seed),
        &Edit::RepairRound { round, power, seed } => {
            rounds::repair_round(e, round, power, seed, log)
        }
        &Edit::AddTable { round, a, b } => rounds::add_table(e, round, a, b, log),
        &Edit::RemoveTable { round, table } => rounds::remove_table(e, round, table, log),
        &Edit::Swap { round, a, b } => rounds::swap(e, round, a, b, log),
        &Edit::SetResult {
            round,
            table,
            result,
        } => rounds::set_result(e, round, table, result, log),
        &Edit::SeedPlayoff { size } => event::seed_playoff(e, size),
        &Edit::PlayoffWinner { index, winner } => event::playoff_winner(e, index, winner),
        &Edit::ThirdPlaceWinner { winner } => event::third_place_winner(e, winner),
        &Edit::PlayoffGames { index, result } => event::playoff_games(e, Some(index), result),
        &Edit::ThirdPlaceGames { result } => event::playoff_games(e, None, result),
        Edit::RemovePlayoff => event::remove_playoff(e),
        Edit::SetRuleset { ruleset } => event::set_ruleset(e, ruleset, log),
        &Edit::SetPlannedRounds { rounds } => event::set_planned_rounds(e, rounds),
        &Edit::SetMissedRounds { missed } => event::set_missed_rounds(e, missed),
        &Edit::SetFixedTable { player, table } => players::set_fixed_table(e, player, table),
        &Edit::SetByes { player, byes } => players::set_byes(e, player, byes),
        &Edit::SetExtension {
            round,
            table,
            minutes,
        } => rounds::set_extension(e, round, table, minutes),
        Edit::GivePenalty {
            round,
            player,
            kind,
            reason,
        } => penalties::give_penalty(e, *round, *player, *kind, reason, log),
        &Edit::RemovePenalty { index } => penalties::remove_penalty(e, index, log),
        Edit::SetReason { entry, reason } => event::set_reason(e, *entry, reason),
    }
}
