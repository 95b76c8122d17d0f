//! The changes to the event as a whole: the playoff, the ruleset, the planned rounds, what a late
//! entry's missed rounds count as, and a log entry's reason after the fact.

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::ruleset::Ruleset;
use crate::core::model::event::{Event, MissedRounds};
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
