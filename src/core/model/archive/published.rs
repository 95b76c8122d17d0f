//! The standings as the file publishes them, each figure exactly as written.

use serde_json::value::RawValue;

use crate::core::model::event::{Event, InputError, PlayerId, MAX_ROUNDS};
use crate::core::model::published::{
    Column, Decimal, Published, PublishedRow, MAX_PUBLISHED_POINTS,
};

use super::rounds::{FastMap, Names};
use super::wire::{clip, unquoted, whole_number, StandingFile};

/// The largest published rank read: far more players than any event has.
const MAX_RANK: u32 = 1_000_000;

/// The published standings, by player: a name the rounds never gave is a player who played no
/// Swiss match (registered, and dropped before round 1). A row of a name the standings list more
/// than once is the next of its players.
pub(super) fn read_published(
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
