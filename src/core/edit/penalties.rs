//! The penalties: one given, with the match loss or the drop it brings, and one removed.

use crate::core::model::event::{Event, Pairing};

use crate::core::model::game_result::{GameResult, Outcome};

use crate::core::base::error::{InputError, PlayerId};
use crate::core::model::log::{check_reason, result_text, LogEntry, LogKind, Penalty, PenaltyKind};

use super::entries::{check_player, mark_paired_before, name, Log};

/// [`super::Edit::GivePenalty`].
pub(super) fn give_penalty(
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
                    Outcome::BWins
                } else {
                    Outcome::AWins
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
                mark_paired_before(e, round, *t);
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

/// [`super::Edit::RemovePenalty`].
pub(super) fn remove_penalty(e: &mut Event, index: usize, log: &mut Log) -> Result<(), InputError> {
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
    Ok(())
}
