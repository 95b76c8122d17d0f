//! "What do I need?": for each table of a paired round and each of its outcomes, whether each
//! player is sure to make the top N, sure to miss it, or depends on the other tables; before a
//! round is paired, the weakest result over the remaining rounds that locks each player in.
//!
//! Every answer is sound: "locked" is never said while some way the other tables can end (game
//! scores included) leaves the player outside the cut, and "out" never while some way brings them
//! in. The cut is the playoff's: the top N of the standings among players who have not dropped
//! ([`crate::core::pairing::playoff_seeds`]), ranked by the event's ruleset.
//!
//! How a status is decided, in order:
//! 1. **Proof.** Each table's outcome moves only its own two players, so the most (and fewest)
//!    other players who can finish above a player is a sum, table by table, of the most (fewest)
//!    each table can put there. A rival on equal points is compared through sound bounds on every
//!    tiebreaker ([`Bounds`]): OMW and OGW range over what each opponent's own table can do.
//! 2. **Enumeration**, in the final round when at most [`MAX_ENUMERATED_TABLES`] results are
//!    pending: every way the round can end on match points (its standings computed once), then
//!    its game scores by branch and bound where they can matter. "depends" then means that some
//!    completions put the player in and some leave them out, and the chance is the exact count of
//!    completions (game scores included, each counted once) that make the cut, over all of them.
//! 3. **Simulation** otherwise: K completions drawn from the [model](OUTCOME_WEIGHTS), the whole
//!    ranking recomputed each time (with the later rounds paired by points when the round is not
//!    the last).
//!
//! ```
//! use tiebreak::core::{advice, read_csv};
//! // Round 2 of 2, top 1: Ann and Bo (3 points each) play; Cy and Di (0) play.
//! let csv = "round,player_a,player_b,a_wins,b_wins,draws\n\
//!            1,Ann,Cy,2,0,0\n1,Bo,Di,2,0,0\n2,Ann,Bo,,,\n2,Cy,Di,,,\n";
//! let event = read_csv(csv, 3).unwrap();
//! let advice::Advice::Round(round) = advice::advise(&event, 1, 100).unwrap() else { panic!() };
//! let ann_wins = &round.tables[0].outcomes[0];
//! assert_eq!(ann_wins.a.status, advice::Status::Locked); // 6 points: nobody else can reach 6
//! ```
//!
//! The files, each using only those listed before it (`tests/layers.rs` holds them to no circle):
//! `words` (the sentences' words), `answers` (the public types and settings), `needs` (before a
//! round is paired), `bounds` (bounds, relations and counts), `advisor` (a paired round, set up
//! once), then the advisor's steps, one file each: `enumerate`, `simulate`, `prove`; and `round`
//! (a round's advice from the three steps).

mod advisor;
mod answers;
mod bounds;
mod enumerate;
mod needs;
mod prove;
mod round;
mod simulate;
#[cfg(test)]
mod tests;
mod words;

pub use answers::{
    default_cut, scores, Advice, Answer, Chance, DrawFlag, Method, NeedsAdvice, OutcomeAdvice,
    PlayerNeeds, ResultAdvice, RoundAdvice, Status, TableAdvice, DEFAULT_CUT, DEFAULT_SAMPLES,
    MAX_ENUMERATED_TABLES, MAX_SAMPLES, OUTCOME_WEIGHTS,
};

use crate::core::model::event::Event;

use crate::core::base::error::InputError;
use crate::core::pairing::{missing_results_sentence, too_few_for_the_cut, Then};
use answers::eligible;
use needs::needs;
use round::round_advice;

/// Advice for `event` with a cut of `cut` players and `samples` simulated completions for each
/// open outcome: [`Advice::Round`] when the last round paired waits for results, and
/// [`Advice::Needs`] when the next round is not paired yet. Once every planned round is played the
/// standings are final, and that is refused with a sentence, as are a cut of 0 or larger than the
/// players who have not dropped, `samples` outside 1 to [`MAX_SAMPLES`], and an earlier round
/// with a result missing.
pub fn advise(event: &Event, cut: usize, samples: u32) -> Result<Advice, InputError> {
    let eligible = eligible(event);
    let count = eligible.iter().filter(|&&e| e).count();
    if cut == 0 {
        return Err(InputError::new(
            "a cut of 0 players is not a cut: give the size of the playoff, such as 8 or 4.",
        ));
    }
    if cut > count {
        return Err(too_few_for_the_cut(cut, count));
    }
    if samples == 0 || samples > MAX_SAMPLES {
        return Err(InputError::new(format!(
            "{samples} simulated completions is out of range: give 1 to {MAX_SAMPLES}."
        )));
    }
    let paired = event.rounds_paired();
    // Every round before the last paired one must be complete: a missing result there changes
    // every figure after it.
    for r in 1..paired {
        if let Some(sentence) = missing_results_sentence(event, r, Then::Advise) {
            return Err(InputError::new(sentence));
        }
    }
    let planned = event.planned_rounds;
    if paired > 0 && !event.missing_results(paired).is_empty() {
        let rounds_after = planned.map_or(0, |p| p.saturating_sub(paired));
        return Ok(Advice::Round(round_advice(
            event,
            &eligible,
            cut,
            samples,
            rounds_after,
        )?));
    }
    let rounds_left = match planned {
        Some(p) if p <= paired => {
            return Err(InputError::new(format!(
                "all {p} planned rounds are played: the standings are final, so nothing is left to advise."
            )))
        }
        Some(p) => p - paired,
        None if paired == 0 => {
            return Err(InputError::new(
                "no round is paired and the number of rounds is not set: set it, or pair round 1.",
            ))
        }
        None => 1,
    };
    Ok(Advice::Needs(needs(event, &eligible, cut, rounds_left)?))
}
