//! The changes to the event as a whole: the playoff, the ruleset, the planned rounds, what a late
//! entry's missed rounds count as, and a log entry's reason after the fact.

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::ruleset::Ruleset;
use crate::core::model::event::{Event, MissedRounds};
use crate::core::model::game_result::GameResult;
use crate::core::model::log::{check_reason, LogKind};
use crate::core::pairing;

use super::entries::Log;

/// [`super::Edit::SeedPlayoff`].
pub(super) fn seed_playoff(e: &mut Event, size: usize) -> Result<(), InputError> {
    if e.playoff.is_some() {
        return Err(InputError::new(
            "the playoff is already seeded: remove it first to seed it again.",
        ));
    }
    e.playoff = Some(pairing::start_playoff(e, size)?);
    Ok(())
}

/// [`super::Edit::PlayoffWinner`].
pub(super) fn playoff_winner(
    e: &mut Event,
    index: usize,
    winner: Option<PlayerId>,
) -> Result<(), InputError> {
    match e.playoff.as_mut() {
        Some(p) => p.set_winner(index, winner),
        None => Err(InputError::new("the playoff is not seeded yet.")),
    }
}

/// [`super::Edit::ThirdPlaceWinner`].
pub(super) fn third_place_winner(
    e: &mut Event,
    winner: Option<PlayerId>,
) -> Result<(), InputError> {
    match e.playoff.as_mut() {
        Some(p) => p.set_third_place(winner),
        None => Err(InputError::new("the playoff is not seeded yet.")),
    }
}

/// [`super::Edit::PlayoffGames`] (match `index`) and [`super::Edit::ThirdPlaceGames`] (`None`):
/// the games checked at the event's best-of, as a Swiss result typed is.
pub(super) fn playoff_games(
    e: &mut Event,
    index: Option<usize>,
    result: Option<GameResult>,
) -> Result<(), InputError> {
    let (best_of, results) = (e.best_of, e.ruleset.results);
    let check = |g: GameResult| g.check_typed(best_of, results);
    match (e.playoff.as_mut(), index) {
        (None, _) => Err(InputError::new("the playoff is not seeded yet.")),
        (Some(p), Some(index)) => p.set_games(index, result, check),
        (Some(p), None) => p.set_third_place_games(result, check),
    }
}

/// [`super::Edit::RemovePlayoff`].
pub(super) fn remove_playoff(e: &mut Event) -> Result<(), InputError> {
    e.playoff = None;
    Ok(())
}

/// [`super::Edit::SetRuleset`].
pub(super) fn set_ruleset(
    e: &mut Event,
    ruleset: &Ruleset,
    log: &mut Log,
) -> Result<(), InputError> {
    ruleset.validate()?;
    if *ruleset == e.ruleset {
        return Ok(());
    }
    let before = e.ruleset.name.clone();
    let seeds = e
        .playoff
        .as_ref()
        .map(|p| p.seeds.clone())
        .unwrap_or_default();
    e.ruleset = ruleset.clone();
    // A playoff seeded from the standings under the old ruleset keeps its seeds only if the new
    // one seeds it the same: otherwise the bracket would stand on standings no longer shown.
    if !seeds.is_empty() {
        if let Ok(again) = pairing::start_playoff(e, seeds.len()) {
            let moved: Vec<String> = seeds
                .iter()
                .zip(&again.seeds)
                .enumerate()
                .filter(|(_, (was, now))| was != now)
                .map(|(i, (&was, &now))| {
                    format!(
                        "seed {} would be {}, not {}",
                        i + 1,
                        e.players[now].name,
                        e.players[was].name
                    )
                })
                .collect();
            if !moved.is_empty() {
                return Err(InputError::new(format!(
                    "the playoff was seeded under {before}, and under {} {}: remove the playoff first, then seed it again.",
                    ruleset.name,
                    moved.join(", ")
                )));
            }
        }
    }
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
    Ok(())
}

/// [`super::Edit::SetPlannedRounds`].
pub(super) fn set_planned_rounds(e: &mut Event, rounds: Option<u32>) -> Result<(), InputError> {
    if let Some(r) = rounds {
        if r == 0 {
            return Err(InputError::new(
                "an event plans at least 1 round: leave the field empty for no plan.",
            ));
        }
    }
    e.planned_rounds = rounds;
    Ok(())
}

/// [`super::Edit::SetMissedRounds`].
pub(super) fn set_missed_rounds(e: &mut Event, missed: MissedRounds) -> Result<(), InputError> {
    e.missed_rounds = missed;
    Ok(())
}

/// [`super::Edit::SetReason`].
pub(super) fn set_reason(e: &mut Event, entry: usize, reason: &str) -> Result<(), InputError> {
    let reason = check_reason(reason)?;
    match e.log.get_mut(entry) {
        Some(x) => x.reason = reason,
        None => {
            return Err(InputError::new(format!(
                "the log has no entry {}.",
                entry + 1
            )))
        }
    }
    Ok(())
}
