//! The log entries a change writes, stamped with its time and reason, and the names and tables
//! they are written with.

use crate::core::model::event::{Event, Pairing};

use crate::core::base::error::{InputError, PlayerId};
use crate::core::model::log::{LogEntry, LogKind};

/// The entries a change writes, with its time and reason.
pub(super) struct Log<'a> {
    pub(super) at: &'a str,
    pub(super) reason: Option<String>,
    pub(super) entries: Vec<LogEntry>,
}

impl Log<'_> {
    pub(super) fn push(
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

pub(super) fn name(event: &Event, p: PlayerId) -> String {
    event
        .players
        .get(p)
        .map_or_else(String::new, |p| p.name.clone())
}

pub(super) fn table_names(event: &Event, pairing: &Pairing) -> Vec<String> {
    pairing.players().map(|p| name(event, p)).collect()
}

/// `Ann v Bo`, or `Cy (bye)`.
pub(super) fn table_text(event: &Event, pairing: &Pairing) -> String {
    match *pairing {
        Pairing::Match { a, b, .. } => format!("{} v {}", name(event, a), name(event, b)),
        Pairing::Bye { player } => format!("{} (bye)", name(event, player)),
    }
}

/// Marks every round from `round + 1` on (the rounds after a corrected one, each already paired)
/// "paired before the correction of round `round`, table `table + 1`", once each.
pub(super) fn mark_paired_before(event: &mut Event, round: u32, table: usize) {
    let mark = (round, table as u32 + 1);
    for later in event.rounds.iter_mut().skip(round as usize) {
        if !later.paired_before.contains(&mark) {
            later.paired_before.push(mark);
        }
    }
}

pub(super) fn check_player(event: &Event, player: PlayerId) -> Result<(), InputError> {
    if player >= event.players.len() {
        return Err(InputError::new(format!(
            "there is no player number {player}."
        )));
    }
    Ok(())
}
