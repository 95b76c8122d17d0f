//! The advisor of one paired round: its tables, seats, game scores, and each player's bounds for
//! every score of their table, computed once ([`Advisor::new`]); the proofs, the enumeration
//! and the simulation are its other methods, one file each.

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::Tiebreaker;
use crate::core::model::event::{Event, Pairing};
use crate::core::model::game_result::{GameResult, Outcome};
use crate::core::tiebreakers::standings::{compute, Standings};

use super::answers::{scores, OUTCOME_WEIGHTS};
use super::bounds::{Bounds, Games, Table};

/// The advisor of one paired round: what every step reads, computed once.
pub(super) struct Advisor<'a> {
    pub(super) event: &'a Event,
    pub(super) eligible: &'a [bool],
    pub(super) cut: usize,
    pub(super) round: u32,
    pub(super) rounds_after: u32,
    pub(super) tables: Vec<Table>,
    /// For each player, the table they sit at.
    pub(super) seat: Vec<Option<usize>>,
    /// The game scores: the model's, then any result entered that is not one of them.
    pub(super) scores: Vec<GameResult>,
    /// How many of `scores` are the model's.
    pub(super) model: usize,
    /// For each player and score of their table (from A's side), their bounds; a player who sits
    /// at no match has one entry.
    pub(super) bounds: Vec<Vec<Bounds>>,
    /// The figures that read game scores, for each player and score of their table.
    pub(super) games: Games,
    /// For each player at a match, their bounds for each outcome of [`OUTCOME_WEIGHTS`] (the
    /// hull of its scores); one entry for a player at no match.
    pub(super) by_outcome: Vec<Vec<Bounds>>,
}

impl<'a> Advisor<'a> {
    pub(super) fn new(
        event: &'a Event,
        eligible: &'a [bool],
        cut: usize,
        rounds_after: u32,
    ) -> Result<Advisor<'a>, InputError> {
        let round = event.rounds_paired();
        let pairings = &event.rounds[round as usize - 1].pairings;
        let n = event.players.len();
        let mut tables = Vec::with_capacity(pairings.len());
        let mut seat = vec![None; n];
        for (j, pairing) in pairings.iter().enumerate() {
            let table = match *pairing {
                Pairing::Match { a, b, result } => Table {
                    a,
                    b: Some(b),
                    fixed: result,
                },
                Pairing::Bye { player } => Table {
                    a: player,
                    b: None,
                    fixed: None,
                },
            };
            for p in [Some(table.a), table.b].into_iter().flatten() {
                if p < n {
                    seat[p] = Some(j);
                }
            }
            tables.push(table);
        }
        let mut scores = scores(event.best_of);
        let model = scores.len();
        for t in &tables {
            if let Some(r) = t.fixed {
                if !scores.contains(&r) {
                    scores.push(r);
                }
            }
        }
        let mut advisor = Advisor {
            event,
            eligible,
            cut,
            round,
            rounds_after,
            tables,
            seat,
            scores,
            model,
            bounds: Vec::new(),
            games: Games::default(),
            by_outcome: Vec::new(),
        };
        (advisor.bounds, advisor.games) = advisor.all_bounds()?;
        let groups: Vec<Vec<usize>> = OUTCOME_WEIGHTS
            .iter()
            .map(|&(o, _)| advisor.scores_of(o))
            .collect();
        advisor.by_outcome = (0..n)
            .map(|x| {
                if advisor.bounds[x].len() == 1 {
                    vec![advisor.bounds[x][0].clone()]
                } else {
                    groups
                        .iter()
                        .map(|scores| advisor.outcome_bounds(x, scores))
                        .collect()
                }
            })
            .collect();
        Ok(advisor)
    }

    /// The event with every match of the round at `score` (from A's side).
    pub(super) fn uniform(&self, score: GameResult) -> Event {
        let mut e = self.event.clone();
        let last = e.rounds.len() - 1;
        for p in &mut e.rounds[last].pairings {
            if let Pairing::Match { result, .. } = p {
                *result = Some(score);
            }
        }
        e
    }

    pub(super) fn standings(&self, event: &Event) -> Result<Standings, InputError> {
        compute(event, &event.ruleset).map_err(|e| InputError::new(e.to_string()))
    }

    /// Whether a player sits at a match this round (not a bye, not absent): their figures then
    /// have one entry for every score of `scores`, else one (index 0).
    pub(super) fn plays_match(&self, p: PlayerId) -> bool {
        self.seat[p].is_some_and(|j| self.tables[j].b.is_some())
    }

    /// The scores another table can end with, for the bounds: every score of the model, and its
    /// result if one is in. A table whose result is in is still opened up when its own outcome is
    /// asked about, and every player's bounds must hold then too.
    pub(super) fn possible(&self, j: usize) -> Vec<usize> {
        let mut all: Vec<usize> = (0..self.model).collect();
        if let Some(i) = self.tables[j]
            .fixed
            .and_then(|r| self.scores.iter().position(|&s| s == r))
        {
            if i >= self.model {
                all.push(i);
            }
        }
        all
    }

    /// Each player's bounds for each score of their table: own figures exact from the standings
    /// with that score, opponents' figures between the lowest and highest each opponent's own
    /// table allows.
    pub(super) fn all_bounds(&self) -> Result<(Vec<Vec<Bounds>>, Games), InputError> {
        let n = self.event.players.len();
        let ruleset = &self.event.ruleset;
        let per_score: Vec<Standings> = self
            .scores
            .iter()
            .map(|&s| self.standings(&self.uniform(s)))
            .collect::<Result<_, _>>()?;
        let opp_floor = ruleset.opponent_game_win_floor;
        // Each player's figures as opponents count them, for each score of their table.
        let match_win_of = |si: usize, y: PlayerId| {
            per_score[si].players[y]
                .match_win
                .value
                .unwrap_or(Fraction::ZERO)
        };
        let gw = |si: usize, y: PlayerId| {
            per_score[si].players[y]
                .game_win
                .raw
                .map_or(Fraction::ZERO, |r| r.at_least(opp_floor).0)
        };
        let score_count = |x: PlayerId| {
            if self.plays_match(x) {
                self.scores.len()
            } else {
                1
            }
        };
        // The range of an opponent's figure: exact when they are x's opponent this round (the
        // same score), over what their table can do otherwise.
        let range = |x: PlayerId,
                     si: usize,
                     y: PlayerId,
                     f: &dyn Fn(usize, PlayerId) -> Fraction|
         -> (Fraction, Fraction) {
            let same = self.seat[x].is_some() && self.seat[x] == self.seat[y];
            if same || !self.plays_match(y) {
                let v = f(if same { si } else { 0 }, y);
                (v, v)
            } else {
                let j = self.seat[y].unwrap_or(0);
                let mut lo = None::<Fraction>;
                let mut hi = None::<Fraction>;
                for s in self.possible(j) {
                    let v = f(s, y);
                    lo = Some(lo.map_or(v, |l| l.min(v)));
                    hi = Some(hi.map_or(v, |h| h.max(v)));
                }
                (lo.unwrap_or_default(), hi.unwrap_or_default())
            }
        };
        let average = |x: PlayerId,
                       si: usize,
                       f: &dyn Fn(usize, PlayerId) -> (Fraction, Fraction)|
         -> Result<(Option<Fraction>, Option<Fraction>), InputError> {
            let lines = &per_score[0].players[x].opponents;
            if lines.is_empty() {
                return Ok((None, None));
            }
            let overflow =
                || InputError::new(crate::core::tiebreakers::standings::Overflow.to_string());
            let mut lo = Fraction::ZERO;
            let mut hi = Fraction::ZERO;
            for l in lines {
                let (a, b) = f(si, l.opponent);
                lo = lo.checked_add(a).ok_or_else(overflow)?;
                hi = hi.checked_add(b).ok_or_else(overflow)?;
            }
            let count = lines.len() as u128;
            Ok((
                Some(lo.div_whole(count).ok_or_else(overflow)?),
                Some(hi.div_whole(count).ok_or_else(overflow)?),
            ))
        };
        // OMW bounds first: OOMW averages them.
        let mut omw: Vec<Vec<(Option<Fraction>, Option<Fraction>)>> = Vec::with_capacity(n);
        for x in 0..n {
            let mut per = Vec::new();
            for si in 0..score_count(x) {
                per.push(average(x, si, &|si, y| range(x, si, y, &match_win_of))?);
            }
            omw.push(per);
        }
        let omw_range = |x: PlayerId, si: usize, y: PlayerId| -> (Fraction, Fraction) {
            let same = self.seat[x].is_some() && self.seat[x] == self.seat[y];
            let of = |s: usize| {
                let (l, h) = omw[y][s.min(omw[y].len() - 1)];
                (l.unwrap_or(Fraction::ZERO), h.unwrap_or(Fraction::ZERO))
            };
            if same {
                of(si)
            } else if !self.plays_match(y) {
                of(0)
            } else {
                let j = self.seat[y].unwrap_or(0);
                let mut out: Option<(Fraction, Fraction)> = None;
                for s in self.possible(j) {
                    let (l, h) = of(s);
                    out = Some(out.map_or((l, h), |(a, b)| (a.min(l), b.max(h))));
                }
                out.unwrap_or_default()
            }
        };
        let mut all = Vec::with_capacity(n);
        for (x, omw) in omw.iter().enumerate() {
            let mut per = Vec::new();
            for si in 0..score_count(x) {
                let own = &per_score[si].players[x];
                let mut keys = Vec::with_capacity(ruleset.tiebreakers.len());
                for &t in &ruleset.tiebreakers {
                    keys.push(match t {
                        Tiebreaker::OpponentsMatchWinPct => omw[si],
                        Tiebreaker::OpponentsGameWinPct => {
                            average(x, si, &|si, y| range(x, si, y, &gw))?
                        }
                        Tiebreaker::OpponentsOpponentsMatchWinPct => {
                            average(x, si, &|si, y| omw_range(x, si, y))?
                        }
                        _ => {
                            let v = own.value(t);
                            (v, v)
                        }
                    });
                }
                per.push(Bounds {
                    points: own.match_points,
                    keys,
                });
            }
            all.push(per);
        }
        let games = Games {
            match_win: (0..n)
                .map(|x| (0..score_count(x)).map(|si| match_win_of(si, x)).collect())
                .collect(),
            gwp: (0..n)
                .map(|x| {
                    (0..score_count(x))
                        .map(|si| per_score[si].players[x].game_win.value)
                        .collect()
                })
                .collect(),
            for_opponents: (0..n)
                .map(|x| (0..score_count(x)).map(|si| gw(si, x)).collect())
                .collect(),
            opponents: (0..n)
                .map(|x| {
                    per_score[0].players[x]
                        .opponents
                        .iter()
                        .map(|l| l.opponent)
                        .collect()
                })
                .collect(),
        };
        Ok((all, games))
    }

    /// A player's bounds for one outcome of their table: the hull over the model's scores of it
    /// (from the table's A side).
    pub(super) fn outcome_bounds(&self, x: PlayerId, scores: &[usize]) -> Bounds {
        let per = &self.bounds[x];
        if per.len() == 1 {
            return per[0].clone();
        }
        let mut b = per[scores[0]].clone();
        for &s in &scores[1..] {
            b.hull(&per[s]);
        }
        b
    }

    /// The model's scores with outcome `o` (from A's side).
    pub(super) fn scores_of(&self, o: Outcome) -> Vec<usize> {
        (0..self.model)
            .filter(|&s| self.scores[s].outcome() == o)
            .collect()
    }
}
