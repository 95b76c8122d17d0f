//! The standings as the file publishes them, each figure exactly as written.

use serde_json::value::RawValue;

use crate::core::model::event::Event;

use crate::core::base::error::{InputError, PlayerId};

use crate::core::model::limits::MAX_ROUNDS;
use crate::core::model::published::{
    Column, Decimal, NotDecimal, Published, PublishedRow, MAX_PUBLISHED_POINTS,
};

use super::rounds::{FastMap, Names};
use super::wire::{clip, unquoted, whole_number, StandingFile};

/// The largest published rank read: far more players than any event has.
const MAX_RANK: u32 = 1_000_000;

/// The published standings, by player: a name the rounds never gave is a player who played no
/// Swiss match (registered, and dropped before round 1). A row of a name the standings list more
/// than once is the next of its players. A record of more matches than `rounds` (the highest
/// Swiss round's number and a playoff's rounds) is refused: no list of matches gives it.
pub(super) fn read_published(
    event: &mut Event,
    names: &mut Names,
    source: String,
    standings: &[StandingFile],
    listed: &mut Vec<bool>,
    rounds: u32,
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
        // A figure as written: a number from 0 to 1; anything else a platform writes (`-0.2`) is
        // kept as written and reported; a number no platform writes (in exponent form, or of
        // more than 30 decimals) refuses the file.
        let mut figure = |raw: Option<&RawValue>,
                          column: Column,
                          field: &str|
         -> Result<Option<Decimal>, InputError> {
            let Some(raw) = raw else { return Ok(None) };
            match Decimal::read(unquoted(raw.get()).as_ref()) {
                Ok(d) if d.value <= crate::core::base::fraction::Fraction::ONE => Ok(Some(d)),
                Err(why @ (NotDecimal::Exponent | NotDecimal::Decimals)) => Err(at(format!(
                    "`{field}` is `{}`, {}.",
                    clip(raw.get()),
                    why.words()
                ))),
                _ => {
                    not_percentages.push((column, clip(raw.get())));
                    Ok(None)
                }
            }
        };
        let omw = figure(s.omw, Column::Omw, "OMWP")?;
        let gw = figure(s.gw, Column::Gw, "GWP")?;
        let ogw = figure(s.ogw, Column::Ogw, "OGWP")?;
        let record = match (
            whole(s.wins, "Wins", MAX_ROUNDS)?,
            whole(s.losses, "Losses", MAX_ROUNDS)?,
            whole(s.draws, "Draws", MAX_ROUNDS)?,
        ) {
            (Some(w), Some(l), Some(d)) => Some((w, l, d)),
            _ => None,
        };
        if let Some((w, l, d)) = record {
            let matches = u64::from(w) + u64::from(l) + u64::from(d);
            if matches > u64::from(rounds) {
                return Err(at(format!(
                    "the record {w}-{l}-{d} is {matches} matches, more than {rounds} rounds can give (the file's Swiss rounds and a playoff): no list of matches gives it."
                )));
            }
        }
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
