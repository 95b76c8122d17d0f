//! The changes to a round: pairing it or pairing it again, a table added or removed by hand, two
//! players swapped, a result, and a table's time extension.

use crate::core::model::event::{Event, Pairing};

use crate::core::model::game_result::GameResult;

use crate::core::base::error::{InputError, PlayerId};
use crate::core::model::log::{result_text, LogKind};
use crate::core::pairing::round_view;

use super::entries::{check_player, mark_paired_before, name, table_names, table_text, Log};

/// [`super::Edit::PairRound`].
pub(super) fn pair_round(
    e: &mut Event,
    round: u32,
    power: bool,
    seed: u64,
) -> Result<(), InputError> {
    let next = e.rounds_paired() + 1;
    if round != next {
        return Err(InputError::new(format!(
            "round {round} cannot be paired now: the next round to pair is round {next}."
        )));
    }
    round_view::pair(e, round, power, seed)?;
    Ok(())
}

/// [`super::Edit::RepairRound`].
pub(super) fn repair_round(
    e: &mut Event,
    round: u32,
    power: bool,
    seed: u64,
    log: &mut Log,
) -> Result<(), InputError> {
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
    Ok(())
}

/// [`super::Edit::AddTable`].
pub(super) fn add_table(
    e: &mut Event,
    round: u32,
    a: PlayerId,
    b: Option<PlayerId>,
    log: &mut Log,
) -> Result<(), InputError> {
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
    Ok(())
}

/// [`super::Edit::RemoveTable`].
pub(super) fn remove_table(
    e: &mut Event,
    round: u32,
    table: usize,
    log: &mut Log,
) -> Result<(), InputError> {
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
    Ok(())
}

/// [`super::Edit::Swap`].
pub(super) fn swap(
    e: &mut Event,
    round: u32,
    a: PlayerId,
    b: PlayerId,
    log: &mut Log,
) -> Result<(), InputError> {
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
    Ok(())
}

/// [`super::Edit::SetResult`].
pub(super) fn set_result(
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
        mark_paired_before(e, round, table);
    }
    Ok(())
}

/// [`super::Edit::SetExtension`].
pub(super) fn set_extension(
    e: &mut Event,
    round: u32,
    table: usize,
    minutes: u32,
) -> Result<(), InputError> {
    crate::core::model::limits::check_extension(minutes)?;
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
    Ok(())
}
