//! The changes to a player: registering, renaming, dropping and bringing back, a fixed table,
//! and byes earned before the event.

use crate::core::base::error::{InputError, PlayerId};
use crate::core::model::csv::Entrant;
use crate::core::model::event::{Event, Pairing};
use crate::core::model::log::{LogKind, PenaltyKind};

use super::entries::{check_player, name, Log};

/// [`super::Edit::AddPlayer`].
pub(super) fn add_player(e: &mut Event, name: &str) -> Result<(), InputError> {
    e.add_player(name)?;
    Ok(())
}

/// [`super::Edit::AddLatePlayer`].
pub(super) fn add_late_player(e: &mut Event, name: &str, log: &mut Log) -> Result<(), InputError> {
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
    Ok(())
}

/// [`super::Edit::AddPlayers`]: each entrant a late player, with their byes; a refusal names
/// the line.
pub(super) fn add_players(
    e: &mut Event,
    entrants: &[Entrant],
    log: &mut Log,
) -> Result<(), InputError> {
    if entrants.is_empty() {
        return Err(InputError::new(
            "the list has no names: paste one name a line.",
        ));
    }
    for entrant in entrants {
        let at =
            |err: InputError| InputError::new(format!("line {}: {}", entrant.line, err.message));
        add_late_player(e, &entrant.name, log).map_err(at)?;
        if entrant.byes > 0 {
            set_byes(e, e.players.len() - 1, entrant.byes).map_err(at)?;
        }
    }
    Ok(())
}

/// [`super::Edit::RenamePlayer`].
pub(super) fn rename_player(e: &mut Event, player: PlayerId, name: &str) -> Result<(), InputError> {
    check_player(e, player)?;
    e.rename_player(player, name)
}

/// [`super::Edit::Drop`].
pub(super) fn drop_player(
    e: &mut Event,
    player: PlayerId,
    after: u32,
    log: &mut Log,
) -> Result<(), InputError> {
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
    Ok(())
}

/// [`super::Edit::Undrop`].
pub(super) fn undrop(e: &mut Event, player: PlayerId, log: &mut Log) -> Result<(), InputError> {
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
    Ok(())
}

/// [`super::Edit::SetFixedTable`].
pub(super) fn set_fixed_table(
    e: &mut Event,
    player: PlayerId,
    table: Option<u32>,
) -> Result<(), InputError> {
    check_player(e, player)?;
    e.players[player].fixed_table = table;
    Ok(())
}

/// [`super::Edit::SetByes`].
pub(super) fn set_byes(e: &mut Event, player: PlayerId, byes: u32) -> Result<(), InputError> {
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
    Ok(())
}
