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

use super::base::ruleset::Ruleset;
use super::model::event::{Event, GameResult, InputError, MissedRounds, Pairing, PlayerId};
use super::model::log::{check_reason, result_text, LogEntry, LogKind, Penalty, PenaltyKind};
use super::pairing;
use super::pairing::round_view;

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
            super::model::event::one_line(stamp.at.chars().take(40).collect())
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

/// The entries a change writes, with its time and reason.
struct Log<'a> {
    at: &'a str,
    reason: Option<String>,
    entries: Vec<LogEntry>,
}

impl Log<'_> {
    fn push(
        &mut self,
        kind: LogKind,
        round: Option<u32>,
        table: Option<usize>,
        players: Vec<String>,
        before: Option<String>,
        after: Option<String>,
    ) {
        self.entries.push(LogEntry {
            at: self.at.to_string(),
            kind,
            round,
            table: table.map(|t| t as u32 + 1),
            players,
            before,
            after,
            reason: self.reason.clone(),
        });
    }
}

fn name(event: &Event, p: PlayerId) -> String {
    event
        .players
        .get(p)
        .map_or_else(String::new, |p| p.name.clone())
}

fn table_names(event: &Event, pairing: &Pairing) -> Vec<String> {
    pairing.players().map(|p| name(event, p)).collect()
}

/// `Ann v Bo`, or `Cy (bye)`.
fn table_text(event: &Event, pairing: &Pairing) -> String {
    match *pairing {
        Pairing::Match { a, b, .. } => format!("{} v {}", name(event, a), name(event, b)),
        Pairing::Bye { player } => format!("{} (bye)", name(event, player)),
    }
}

fn check_player(event: &Event, player: PlayerId) -> Result<(), InputError> {
    if player >= event.players.len() {
        return Err(InputError::new(format!(
            "there is no player number {player}."
        )));
    }
    Ok(())
}

fn change(e: &mut Event, edit: &Edit, log: &mut Log) -> Result<(), InputError> {
    match edit {
        Edit::AddPlayer { name } => {
            e.add_player(name)?;
        }
        Edit::AddLatePlayer { name } => {
            let id = e.add_late_player(name)?;
            if let Some(round) = e.players[id].entered_round {
                log.push(
                    LogKind::LateEntry,
                    Some(round),
                    None,
                    vec![e.players[id].name.clone()],
                    None,
                    None,
                );
            }
        }
        Edit::RenamePlayer { player, name } => {
            check_player(e, *player)?;
            e.rename_player(*player, name)?;
        }
        &Edit::Drop { player, after } => {
            check_player(e, player)?;
            let before = e.players[player].dropped_after;
            if before == Some(after) {
                return Ok(());
            }
            e.set_dropped(player, Some(after))?;
            log.push(
                LogKind::Drop,
                Some(after.max(1)),
                None,
                vec![name(e, player)],
                before.map(|r| format!("dropped after round {r}")),
                Some(format!("dropped after round {after}")),
            );
        }
        &Edit::Undrop { player } => {
            check_player(e, player)?;
            let Some(before) = e.players[player].dropped_after else {
                return Ok(());
            };
            if let Some(p) = e
                .penalties
                .iter()
                .find(|p| p.player == player && p.kind == PenaltyKind::Disqualification)
            {
                return Err(InputError::new(format!(
                    "{} was disqualified in round {}: remove the penalty to bring them back.",
                    name(e, player),
                    p.round
                )));
            }
            e.set_dropped(player, None)?;
            log.push(
                LogKind::Undrop,
                Some(before.max(1)),
                None,
                vec![name(e, player)],
                Some(format!("dropped after round {before}")),
                None,
            );
        }
        &Edit::PairRound { round, power, seed } => {
            let next = e.rounds_paired() + 1;
            if round != next {
                return Err(InputError::new(format!(
                    "round {round} cannot be paired now: the next round to pair is round {next}."
                )));
            }
            round_view::pair(e, round, power, seed)?;
        }
        &Edit::RepairRound { round, power, seed } => {
            let last = e.rounds_paired();
            if round != last || last == 0 {
                return Err(InputError::new(if last == 0 {
                    "no round is paired yet.".to_string()
                } else {
                    format!("only the last round paired, round {last}, can be paired again.")
                }));
            }
            round_view::repair(e, round, power, seed)?;
            log.push(LogKind::Repaired, Some(round), None, Vec::new(), None, None);
        }
        &Edit::AddTable { round, a, b } => {
            match b {
                Some(b) => e.push_match(round, a, b, None)?,
                None => e.push_bye(round, a)?,
            }
            let r = &e.rounds[round as usize - 1];
            let table = r.pairings.len() - 1;
            let pairing = r.pairings[table].clone();
            log.push(
                LogKind::TableAdded,
                Some(round),
                Some(table),
                table_names(e, &pairing),
                None,
                Some(table_text(e, &pairing)),
            );
        }
        &Edit::RemoveTable { round, table } => {
            let removed = e.remove_table(round, table)?;
            let result = match removed {
                Pairing::Match {
                    result: Some(r), ..
                } => Some(result_text(r)),
                _ => None,
            };
            let text = table_text(e, &removed);
            log.push(
                LogKind::TableRemoved,
                Some(round),
                Some(table),
                table_names(e, &removed),
                Some(match result {
                    Some(r) => format!("{text} {r}"),
                    None => text,
                }),
                None,
            );
        }
        &Edit::Swap { round, a, b } => {
            check_player(e, a)?;
            check_player(e, b)?;
            let tables = |e: &Event| -> String {
                let mut seen = Vec::new();
                for p in [a, b] {
                    if let Some((t, pairing)) = e.table_of(p, round) {
                        if !seen.iter().any(|(s, _)| *s == t) {
                            seen.push((t, table_text(e, pairing)));
                        }
                    }
                }
                seen.iter()
                    .map(|(t, text)| format!("table {}: {text}", t + 1))
                    .collect::<Vec<_>>()
                    .join("; ")
            };
            let before = tables(e);
            e.swap_players(round, a, b)?;
            let table = e.table_of(a, round).map(|(t, _)| t);
            log.push(
                LogKind::Swap,
                Some(round),
                table,
                vec![name(e, a), name(e, b)],
                Some(before),
                Some(tables(e)),
            );
        }
        &Edit::SetResult {
            round,
            table,
            result,
        } => set_result(e, round, table, result, log)?,
        &Edit::SeedPlayoff { size } => {
            if e.playoff.is_some() {
                return Err(InputError::new(
                    "the playoff is already seeded: remove it first to seed it again.",
                ));
            }
            e.playoff = Some(pairing::start_playoff(e, size)?);
        }
        &Edit::PlayoffWinner { index, winner } => match e.playoff.as_mut() {
            Some(p) => p.set_winner(index, winner)?,
            None => return Err(InputError::new("the playoff is not seeded yet.")),
        },
        Edit::RemovePlayoff => e.playoff = None,
        Edit::SetRuleset { ruleset } => {
            ruleset.validate()?;
            if *ruleset == e.ruleset {
                return Ok(());
            }
            let before = e.ruleset.name.clone();
            e.ruleset = ruleset.clone();
            if e.rounds_paired() >= 1 {
                log.push(
                    LogKind::Ruleset,
                    None,
                    None,
                    Vec::new(),
                    Some(before),
                    Some(ruleset.name.clone()),
                );
            }
        }
        &Edit::SetPlannedRounds { rounds } => {
            if let Some(r) = rounds {
                if r == 0 {
                    return Err(InputError::new(
                        "an event plans at least 1 round: leave the field empty for no plan.",
                    ));
                }
            }
            e.planned_rounds = rounds;
        }
        &Edit::SetMissedRounds { missed } => e.missed_rounds = missed,
        &Edit::SetFixedTable { player, table } => {
            check_player(e, player)?;
            e.players[player].fixed_table = table;
        }
        &Edit::SetByes { player, byes } => {
            check_player(e, player)?;
            let paired = e.rounds_paired().min(byes);
            for round in 1..=paired {
                if !matches!(e.table_of(player, round), Some((_, Pairing::Bye { .. }))) {
                    return Err(InputError::new(format!(
                        "round {round} is already paired without a bye for {}: set byes before the rounds they cover are paired, or give the bye by hand.",
                        e.players[player].name
                    )));
                }
            }
            e.players[player].byes = byes;
        }
        &Edit::SetExtension {
            round,
            table,
            minutes,
        } => {
            super::model::limits::check_extension(minutes)?;
            let r = e
                .rounds
                .get_mut((round as usize).wrapping_sub(1))
                .ok_or_else(|| InputError::new(format!("round {round} is not paired.")))?;
            match r.pairings.get(table) {
                Some(Pairing::Match { .. }) => r.set_extension(table, minutes),
                Some(Pairing::Bye { .. }) => {
                    return Err(InputError::new(format!(
                        "table {} of round {round} is a bye: a bye has no time to extend.",
                        r.number(table)
                    )))
                }
                None => {
                    return Err(InputError::new(format!(
                        "round {round} has no table {}.",
                        table + 1
                    )))
                }
            }
        }
        Edit::GivePenalty {
            round,
            player,
            kind,
            reason,
        } => give_penalty(e, *round, *player, *kind, reason, log)?,
        &Edit::RemovePenalty { index } => {
            if index >= e.penalties.len() {
                return Err(InputError::new(format!(
                    "there is no penalty number {}.",
                    index + 1
                )));
            }
            let p = e.penalties.remove(index);
            let reason = (!p.reason.is_empty()).then(|| format!(" ({})", p.reason));
            log.push(
                LogKind::Penalty,
                Some(p.round),
                None,
                vec![name(e, p.player)],
                Some(format!("{}{}", p.kind.code(), reason.unwrap_or_default())),
                None,
            );
        }
        Edit::SetReason { entry, reason } => {
            let reason = check_reason(reason)?;
            match e.log.get_mut(*entry) {
                Some(x) => x.reason = reason,
                None => {
                    return Err(InputError::new(format!(
                        "the log has no entry {}.",
                        entry + 1
                    )))
                }
            }
        }
    }
    Ok(())
}

fn set_result(
    e: &mut Event,
    round: u32,
    table: usize,
    result: Option<GameResult>,
    log: &mut Log,
) -> Result<(), InputError> {
    let (a, b, old) = match e
        .rounds
        .get((round as usize).wrapping_sub(1))
        .and_then(|r| r.pairings.get(table))
    {
        Some(&Pairing::Match { a, b, result }) => (a, b, result),
        _ => {
            // The core's own sentence for a bye or a missing table.
            e.set_result(round, table, result)?;
            return Ok(());
        }
    };
    if let Some(r) = result {
        r.check(e.best_of)?;
        e.check_penalties_allow(round, a, b, r)?;
    }
    if old == result {
        return Ok(());
    }
    e.set_result(round, table, result)?;
    let earlier = round < e.rounds_paired();
    if old.is_some() || earlier {
        log.push(
            LogKind::Result,
            Some(round),
            Some(table),
            vec![name(e, a), name(e, b)],
            old.map(result_text),
            result.map(result_text),
        );
    }
    if earlier {
        let mark = (round, table as u32 + 1);
        for later in &mut e.rounds[round as usize..] {
            if !later.paired_before.contains(&mark) {
                later.paired_before.push(mark);
            }
        }
    }
    Ok(())
}

fn give_penalty(
    e: &mut Event,
    round: u32,
    player: PlayerId,
    kind: PenaltyKind,
    reason: &str,
    log: &mut Log,
) -> Result<(), InputError> {
    check_player(e, player)?;
    let reason = check_reason(reason)?.unwrap_or_default();
    let paired = e.rounds_paired();
    if round == 0 || round > paired {
        return Err(InputError::new(if paired == 0 {
            "no round is paired yet: a penalty is given in a round that is paired.".to_string()
        } else {
            format!("round {round} is not paired: give a penalty in a round from 1 to {paired}.")
        }));
    }
    let who = name(e, player);
    let table = e.table_of(player, round).map(|(t, p)| (t, p.clone()));
    let needs_match = matches!(kind, PenaltyKind::GameLoss | PenaltyKind::MatchLoss);
    if needs_match && !matches!(table, Some((_, Pairing::Match { .. }))) {
        return Err(InputError::new(format!(
            "{who} has no match in round {round}, so {} there counts in no match: give a warning, or pick the round of their match.",
            kind.words()
        )));
    }
    if kind == PenaltyKind::Disqualification && !e.plays_in(player, round) {
        return Err(InputError::new(format!(
            "{who} does not play in round {round}: disqualify them in a round they play."
        )));
    }
    let at = log.at.to_string();
    e.penalties.push(Penalty {
        round,
        player,
        kind,
        reason: reason.clone(),
        at,
    });
    let stated = (!reason.is_empty()).then_some(reason.clone());
    log.entries.push(LogEntry {
        at: log.at.to_string(),
        kind: LogKind::Penalty,
        round: Some(round),
        // No table: an entry with a table is about a match, and players' phones show those
        // (`LogEntry::concerns_matches`); a penalty is not shown to players.
        table: None,
        players: vec![who.clone()],
        before: None,
        after: Some(kind.code().to_string()),
        reason: stated.clone().or_else(|| log.reason.clone()),
    });
    let loses = matches!(kind, PenaltyKind::MatchLoss | PenaltyKind::Disqualification);
    if let (true, Some((t, Pairing::Match { a, b, result }))) = (loses, &table) {
        let need = e.best_of / 2 + 1;
        let loss = if *a == player {
            GameResult::new(0, need, 0)
        } else {
            GameResult::new(need, 0, 0)
        };
        let already_lost = result.is_some_and(|r| {
            r.outcome()
                == if *a == player {
                    super::model::event::Outcome::BWins
                } else {
                    super::model::event::Outcome::AWins
                }
        });
        if !already_lost {
            let other = if *a == player { *b } else { *a };
            if e.penalties_of(other, round).any(|q| {
                matches!(
                    q.kind,
                    PenaltyKind::MatchLoss | PenaltyKind::Disqualification
                )
            }) {
                return Err(InputError::new(format!(
                    "{} already has a match loss in round {round}, and a match has one loser: remove that penalty first.",
                    name(e, other)
                )));
            }
            // A game loss given to the opponent in the same round stays true of 0-2.
            e.set_result(round, *t, Some(loss))?;
            let mut entry = LogEntry {
                at: log.at.to_string(),
                kind: LogKind::Result,
                round: Some(round),
                table: Some(*t as u32 + 1),
                players: vec![name(e, *a), name(e, *b)],
                before: result.map(result_text),
                after: Some(result_text(loss)),
                reason: None,
            };
            entry.reason = Some(match &stated {
                Some(r) => format!("{} for {who}: {r}", short(kind)),
                None => format!("{} for {who}", short(kind)),
            });
            log.entries.push(entry);
            if round < paired {
                let mark = (round, *t as u32 + 1);
                for later in &mut e.rounds[round as usize..] {
                    if !later.paired_before.contains(&mark) {
                        later.paired_before.push(mark);
                    }
                }
            }
        }
    }
    if kind == PenaltyKind::Disqualification {
        let before = e.players[player].dropped_after;
        if before.is_none_or(|b| b > round) {
            e.set_dropped(player, Some(round)).map_err(|err| {
                InputError::new(format!(
                    "{who} cannot be disqualified in round {round}: {}",
                    err.message
                ))
            })?;
            log.entries.push(LogEntry {
                at: log.at.to_string(),
                kind: LogKind::Drop,
                round: Some(round),
                table: None,
                players: vec![who.clone()],
                before: before.map(|r| format!("dropped after round {r}")),
                after: Some(format!("dropped after round {round}")),
                reason: Some("disqualified".to_string()),
            });
        }
    }
    Ok(())
}

/// `Match loss`, `Disqualification`: the start of a result entry's reason.
fn short(kind: PenaltyKind) -> &'static str {
    match kind {
        PenaltyKind::Warning => "Warning",
        PenaltyKind::GameLoss => "Game loss",
        PenaltyKind::MatchLoss => "Match loss",
        PenaltyKind::Disqualification => "Disqualification",
    }
}
