//! Step 3, the simulation: K completions drawn from the model, each ranked without the standings
//! ([`Advisor::fast_in`]), later rounds paired by points.

use std::cmp::Ordering;

use crate::core::base::error::PlayerId;
use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::Tiebreaker;
use crate::core::model::event::{Event, Pairing, Round};
use crate::core::model::game_result::Outcome;
use crate::core::pairing::round_view::points_before;
use crate::core::pairing::{playoff_seeds, Rng};
use crate::core::tiebreakers::standings::Standings;

use super::advisor::Advisor;
use super::answers::{OUTCOME_WEIGHTS, SEED};

/// A simulated share: the completions that made the cut, of K.
#[derive(Clone, Copy)]
pub(super) struct Share {
    pub(super) made: u32,
    pub(super) of: u32,
}

impl<'a> Advisor<'a> {
    /// Whether each player makes the cut in these standings: the playoff's seeds
    /// ([`playoff_seeds`], the top `cut` who have not dropped).
    pub(super) fn made_cut(&self, standings: &Standings) -> Vec<bool> {
        let mut made = vec![false; self.event.players.len()];
        for p in playoff_seeds(self.event, standings, self.cut).unwrap_or_default() {
            made[p] = true;
        }
        made
    }

    /// Whether `p` makes the cut when every player's table has the score `score_of[x]` (an index of
    /// `scores`; 0 for a player at no match), without computing the standings again: every
    /// figure of a player depends on their own games only, or averages their opponents' (OMW, OGW)
    /// or their opponents' OMW (OOMW), and only rivals level with `p` so far are looked at
    /// further. The same ranking as [`compute`]'s (tested against it), a hundred times cheaper.
    pub(super) fn fast_in(&self, score_of: &[usize], p: PlayerId) -> bool {
        if !self.eligible[p] {
            return false;
        }
        let tiebreakers = &self.event.ruleset.tiebreakers;
        let average = |x: PlayerId, f: &dyn Fn(PlayerId) -> Fraction| -> Option<Fraction> {
            let lines = &self.games.opponents[x];
            if lines.is_empty() {
                return None;
            }
            let mut sum = Fraction::ZERO;
            for &y in lines {
                sum = sum.checked_add(f(y))?;
            }
            sum.div_whole(lines.len() as u128)
        };
        let omw = |x: PlayerId| average(x, &|y| self.games.match_win[y][score_of[y]]);
        let key = |x: PlayerId, k: usize| -> Option<Fraction> {
            match tiebreakers[k] {
                Tiebreaker::OpponentsMatchWinPct => omw(x),
                Tiebreaker::OpponentsGameWinPct => {
                    average(x, &|y| self.games.for_opponents[y][score_of[y]])
                }
                Tiebreaker::OpponentsOpponentsMatchWinPct => {
                    average(x, &|y| omw(y).unwrap_or(Fraction::ZERO))
                }
                _ => self.bounds[x][score_of[x]].keys[k].0,
            }
        };
        let mine: Vec<Option<Fraction>> = (0..tiebreakers.len()).map(|k| key(p, k)).collect();
        let mut above = 0;
        for q in 0..self.event.players.len() {
            if q == p || !self.eligible[q] {
                continue;
            }
            let mut order = Ordering::Equal;
            for (k, m) in mine.iter().enumerate() {
                order = key(q, k).cmp(m);
                if order != Ordering::Equal {
                    break;
                }
            }
            if order == Ordering::Greater || (order == Ordering::Equal && q < p) {
                above += 1;
                if above >= self.cut {
                    return false;
                }
            }
        }
        true
    }

    /// Each player's score index when the tables have the scores `table_scores`.
    pub(super) fn player_scores(&self, table_scores: &[usize]) -> Vec<usize> {
        (0..self.event.players.len())
            .map(|x| match self.seat[x] {
                Some(j) if self.tables[j].b.is_some() => table_scores[j],
                _ => 0,
            })
            .collect()
    }

    /// Simulates `samples` completions of the round with table `t` ending `o`, and of the later
    /// rounds; counts those that put each wanted player of table `t` in the cut.
    pub(super) fn simulate(
        &self,
        t: usize,
        o: Outcome,
        pending: &[usize],
        samples: u32,
        want: [bool; 2],
    ) -> [u32; 2] {
        let own = self.scores_of(o);
        let table = self.tables[t];
        let players = [Some(table.a), table.b];
        let mut made = [0u32; 2];
        let mut work = self.event.clone();
        let last = work.rounds.len() - 1;
        // Each table's score in this completion: its result if in, else drawn.
        let mut table_scores: Vec<usize> = self
            .tables
            .iter()
            .map(|t| {
                t.fixed
                    .and_then(|r| self.scores.iter().position(|&s| s == r))
                    .unwrap_or(0)
            })
            .collect();
        for i in 0..samples {
            let mut rng = Rng::new(SEED ^ u64::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            for &j in pending {
                table_scores[j] = self.draw(&mut rng);
            }
            if table.b.is_some() {
                table_scores[t] = own[rng.below(own.len() as u64) as usize];
            }
            if self.rounds_after == 0 {
                let score_of = self.player_scores(&table_scores);
                for side in 0..2 {
                    if want[side] && players[side].is_some_and(|p| self.fast_in(&score_of, p)) {
                        made[side] += 1;
                    }
                }
                continue;
            }
            work.rounds.truncate(last + 1);
            let all: Vec<usize> = (0..self.tables.len()).collect();
            self.set(&mut work, last, &all, &table_scores);
            for r in 1..=self.rounds_after {
                let round = self.later_round(&work, self.round + r, &mut rng);
                work.rounds.push(round);
            }
            let Ok(st) = self.standings(&work) else {
                continue;
            };
            let cut = self.made_cut(&st);
            for side in 0..2 {
                if want[side] && players[side].is_some_and(|p| cut[p]) {
                    made[side] += 1;
                }
            }
        }
        made
    }

    /// One score drawn from the model.
    pub(super) fn draw(&self, rng: &mut Rng) -> usize {
        let roll = rng.below(5) as u128;
        let o = if roll < OUTCOME_WEIGHTS[0].1 {
            Outcome::AWins
        } else if roll < OUTCOME_WEIGHTS[0].1 + OUTCOME_WEIGHTS[1].1 {
            Outcome::Draw
        } else {
            Outcome::BWins
        };
        let group = self.scores_of(o);
        group[rng.below(group.len() as u64) as usize]
    }

    /// A later round for the simulation: the players who play it, by points (random order inside
    /// equal points), paired in order, the last one alone with a bye; results drawn from the model.
    pub(super) fn later_round(&self, work: &Event, number: u32, rng: &mut Rng) -> Round {
        let points = points_before(work, work.rounds_paired() + 1);
        let mut players: Vec<(u32, u64, PlayerId)> = (0..work.players.len())
            .filter(|&p| work.plays_in(p, number))
            .map(|p| (points[p], rng.next(), p))
            .collect();
        players.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
        let mut pairings = Vec::with_capacity(players.len() / 2 + 1);
        for pair in players.chunks(2) {
            match pair {
                [x, y] => pairings.push(Pairing::Match {
                    a: x.2,
                    b: y.2,
                    result: Some(self.scores[self.draw(rng)]),
                }),
                [x] => pairings.push(Pairing::Bye { player: x.2 }),
                _ => {}
            }
        }
        Round::new(pairings)
    }
}
