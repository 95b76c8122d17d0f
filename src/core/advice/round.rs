//! A paired round's advice: each table's outcomes, answered by the advisor's three steps.

use crate::core::model::event::Event;

use crate::core::base::error::{InputError, PlayerId};

use crate::core::model::game_result::Outcome;

use super::advisor::Advisor;
use super::answers::{
    Answer, Method, OutcomeAdvice, RoundAdvice, Status, TableAdvice, MAX_ENUMERATED_STANDINGS,
    MAX_ENUMERATED_TABLES,
};
use super::bounds::Table;
use super::enumerate::Tally;
use super::prove::Proof;
use super::simulate::Share;
use super::words::{decider, what};

pub(super) fn round_advice(
    event: &Event,
    eligible: &[bool],
    cut: usize,
    samples: u32,
    rounds_after: u32,
) -> Result<RoundAdvice, InputError> {
    let advisor = Advisor::new(event, eligible, cut, rounds_after)?;
    let n_tables = advisor.tables.len();
    let pending: Vec<usize> = (0..n_tables)
        .filter(|&j| advisor.tables[j].b.is_some() && advisor.tables[j].fixed.is_none())
        .collect();
    let enumerable = rounds_after == 0 && pending.len() <= MAX_ENUMERATED_TABLES;
    let decider = decider(event);

    // The proofs, for every table, outcome and player.
    let mut proofs: Vec<Vec<[Option<Proof>; 2]>> = Vec::new();
    for (t, table) in advisor.tables.iter().enumerate() {
        let outcomes = table_outcomes(table);
        let mut per = Vec::new();
        for &o in &outcomes {
            let mut both = [None, None];
            for (side, p) in [Some(table.a), table.b].into_iter().enumerate() {
                if let Some(p) = p {
                    both[side] = Some(advisor.prove(t, o, p));
                }
            }
            per.push(both);
        }
        proofs.push(per);
    }

    // The open cases: enumerated or simulated.
    let open = |t: usize, oi: usize, side: usize| {
        proofs[t][oi][side]
            .as_ref()
            .is_some_and(|proof| proof.status.is_none_or(|s| s == Status::Depends))
    };
    let mut exact: Vec<Vec<[Option<Tally>; 2]>> = vec![Vec::new(); n_tables];
    let mut method = Method::Simulated;
    if enumerable {
        let mut budget = MAX_ENUMERATED_STANDINGS;
        let byes: Vec<usize> = (0..n_tables)
            .filter(|&t| advisor.tables[t].b.is_none())
            .collect();
        let watch: Vec<PlayerId> = byes.iter().map(|&t| advisor.tables[t].a).collect();
        // Every pending table at once (with the byes' players watched); then each table whose
        // result is in, with its own outcome opened up too.
        let mut all = match advisor.enumerate(&pending, &watch, &open, &mut budget) {
            Some((found, watched)) => {
                for (j, per) in found {
                    exact[j] = per;
                }
                for (&t, tally) in byes.iter().zip(watched) {
                    exact[t] = vec![[Some(tally), None]];
                }
                true
            }
            None => false,
        };
        for (t, table) in advisor.tables.iter().enumerate() {
            if !all || table.b.is_none() || table.fixed.is_none() {
                continue;
            }
            let mut with = pending.clone();
            with.push(t);
            let only = |j: usize, oi: usize, side: usize| j == t && open(j, oi, side);
            match advisor.enumerate(&with, &[], &only, &mut budget) {
                Some((found, _)) => {
                    if let Some((_, per)) = found.into_iter().find(|(j, _)| *j == t) {
                        exact[t] = per;
                    }
                }
                None => all = false,
            }
        }
        if all {
            method = Method::Enumerated;
        } else {
            exact = vec![Vec::new(); n_tables];
        }
    }
    let mut simulated: Vec<Vec<[Option<Share>; 2]>> = vec![Vec::new(); n_tables];
    if method == Method::Simulated {
        for (t, table) in advisor.tables.iter().enumerate() {
            let outcomes = table_outcomes(table);
            simulated[t] = vec![[None, None]; outcomes.len()];
            for (oi, &o) in outcomes.iter().enumerate() {
                let want = [open(t, oi, 0), open(t, oi, 1)];
                if want == [false, false] {
                    continue;
                }
                let made = advisor.simulate(t, o, &pending, samples, want);
                for side in 0..2 {
                    if want[side] {
                        simulated[t][oi][side] = Some(Share {
                            made: made[side],
                            of: samples,
                        });
                    }
                }
            }
        }
    }

    let mut tables = Vec::with_capacity(n_tables);
    for (t, table) in advisor.tables.iter().enumerate() {
        let outcomes = table_outcomes(table);
        let mut out = Vec::new();
        for (oi, &o) in outcomes.iter().enumerate() {
            let mut answers: [Option<Answer>; 2] = [None, None];
            for (side, p) in [Some(table.a), table.b].into_iter().enumerate() {
                let Some(p) = p else { continue };
                let Some(proof) = proofs[t][oi][side].as_ref() else {
                    continue;
                };
                // An answer that a proof settled was not followed by the enumeration.
                let exact = exact
                    .get(t)
                    .and_then(|per| per.get(oi))
                    .and_then(|pair| pair[side].as_ref())
                    .filter(|_| open(t, oi, side));
                let sim = simulated
                    .get(t)
                    .and_then(|per| per.get(oi))
                    .and_then(|pair| pair[side]);
                answers[side] = Some(advisor.answer(
                    p,
                    what(o, side == 0, table.b.is_none()),
                    proof,
                    exact,
                    sim,
                    &decider,
                ));
            }
            let [a, b] = answers;
            out.push(OutcomeAdvice {
                outcome: o,
                a: a.unwrap_or_else(unreachable_answer),
                b,
            });
        }
        tables.push(TableAdvice {
            table: t + 1,
            a: table.a,
            b: table.b,
            result: table.fixed,
            outcomes: out,
        });
    }
    Ok(RoundAdvice {
        round: advisor.round,
        cut,
        rounds_after,
        samples,
        method,
        tables,
    })
}

/// Never drawn: every table has a player A, and every player an answer.
pub(super) fn unreachable_answer() -> Answer {
    Answer {
        status: Status::Depends,
        reason: String::new(),
        chance: None,
    }
}

/// The outcomes a table is asked about: three for a match (its result, if in, is one of them),
/// one for a bye.
pub(super) fn table_outcomes(table: &Table) -> Vec<Outcome> {
    if table.b.is_some() {
        vec![Outcome::AWins, Outcome::Draw, Outcome::BWins]
    } else {
        vec![Outcome::AWins]
    }
}
