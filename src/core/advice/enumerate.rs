//! Step 2, the enumeration: in the last round with few results pending, every way on match points,
//! then the game scores by branch and bound, each completion counted.

use std::cmp::Ordering;

use crate::core::base::error::PlayerId;
use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::Tiebreaker;
use crate::core::model::event::{Event, Pairing};

use super::advisor::Advisor;
use super::answers::OUTCOME_WEIGHTS;
use super::bounds::{relation, Bounds, Relation};

/// A player the enumeration follows: where their tally is, and who they are.
#[derive(Clone, Copy)]
pub(super) struct Followed {
    /// Their open table's index among the open tables and their side (0 for A, 1 for B); `None`
    /// for a watched player (one whose table's result is in, or who sits at no open table).
    pub(super) seat: Option<(usize, usize)>,
    /// Their place in the watched list, when `seat` is `None`.
    pub(super) watched: usize,
    pub(super) player: PlayerId,
}

/// One way on match points, for [`Advisor::settle`]: each open table's outcome, and
/// the scores each outcome allows.
pub(super) struct PointsWay<'w> {
    /// Each open table's outcome, an index of [`OUTCOME_WEIGHTS`].
    pub(super) outcomes: &'w [usize],
    pub(super) groups: &'w [Vec<usize>],
    pub(super) open_at: &'w [Option<usize>],
}

/// The scores a player's table can have at a node of the enumeration.
#[derive(Clone, Copy)]
pub(super) enum NodeScores<'s> {
    One(usize),
    Many(&'s [usize]),
}

impl<'s> NodeScores<'s> {
    /// Any one of them: the figures that read no games are the same for all.
    pub(super) fn first(self) -> usize {
        match self {
            NodeScores::One(s) => s,
            NodeScores::Many(scores) => scores.first().copied().unwrap_or(0),
        }
    }

    pub(super) fn iter(self) -> impl Iterator<Item = usize> + 's {
        let (one, many) = match self {
            NodeScores::One(s) => (Some(s), &[][..]),
            NodeScores::Many(scores) => (None, scores),
        };
        one.into_iter().chain(many.iter().copied())
    }
}

/// Where the enumeration counts: each open table's tallies (by outcome and side), and the watched
/// players'.
pub(super) struct Counted<'f> {
    pub(super) by_table: &'f mut Vec<(usize, Vec<[Option<Tally>; 2]>)>,
    pub(super) watched: &'f mut Vec<Tally>,
}

/// Steps `digits` (each below its own base) to the next assignment, first digit fastest; false
/// after the last.
pub(super) fn next(digits: &mut [usize], base: impl Fn(usize) -> usize) -> bool {
    for (i, d) in digits.iter_mut().enumerate() {
        *d += 1;
        if *d < base(i) {
            return true;
        }
        *d = 0;
    }
    false
}

/// What the enumeration found for one player and one outcome of their table: whether some
/// completion put them in, some left them out, how many put them in (`made`), and of how many
/// (`of`; game scores included, each counted once).
#[derive(Clone, Debug, Default)]
pub(super) struct Tally {
    pub(super) any_in: bool,
    pub(super) any_out: bool,
    pub(super) made: u128,
    pub(super) of: u128,
}

impl Tally {
    /// `weight` completions (a way, or one score of it), in the cut or not.
    pub(super) fn add(&mut self, made: bool, weight: u128) {
        if made {
            self.any_in = true;
            self.made += weight;
        } else {
            self.any_out = true;
        }
    }
}

impl<'a> Advisor<'a> {
    /// Enumerates every way the tables `open` (pending, and perhaps one whose result is asked
    /// about) can end: for each of them, each outcome and each of its two players, what happens;
    /// and for each player of `watch` (a bye), what happens over all of it. `None` when the budget
    /// runs out.
    ///
    /// No standings are computed: every figure of a player is their own (looked up for the
    /// score of their table) or an average of their opponents' ([`Advisor::node_bounds`]).
    /// Each way on match points is settled by branch and bound ([`Advisor::settle`]): the
    /// figures that read games are bounded over the scores not yet chosen, and a table's scores
    /// are only split while some followed player is still undecided.
    #[expect(
        clippy::type_complexity,
        reason = "its result is the tallies of each open table, as `Counted` holds them"
    )]
    pub(super) fn enumerate(
        &self,
        open: &[usize],
        watch: &[PlayerId],
        wanted: &dyn Fn(usize, usize, usize) -> bool,
        budget: &mut u64,
    ) -> Option<(Vec<(usize, Vec<[Option<Tally>; 2]>)>, Vec<Tally>)> {
        let k = open.len();
        let groups: Vec<Vec<usize>> = OUTCOME_WEIGHTS
            .iter()
            .map(|&(o, _)| self.scores_of(o))
            .collect();
        let mut found: Vec<(usize, Vec<[Option<Tally>; 2]>)> = open
            .iter()
            .map(|&j| {
                let has_b = self.tables[j].b.is_some();
                let per = (0..3)
                    .map(|_| [Some(Tally::default()), has_b.then(Tally::default)])
                    .collect();
                (j, per)
            })
            .collect();
        let mut watched = vec![Tally::default(); watch.len()];
        let mut open_at = vec![None; self.tables.len()];
        for (i, &j) in open.iter().enumerate() {
            open_at[j] = Some(i);
        }
        let mut outcomes = vec![0usize; k];
        loop {
            // One way on match points: `outcomes` gives each open table's outcome.
            *budget = budget.checked_sub(1)?;
            // Each completion (game scores included) counts once: a way stands for the product
            // of its tables' score counts.
            let whole: u128 = outcomes.iter().map(|&o| groups[o].len() as u128).product();
            let mut follow: Vec<Followed> = Vec::new();
            // Only the answers that no proof settled are followed.
            for (i, &j) in open.iter().enumerate() {
                let t = &self.tables[j];
                for (side, p) in [Some(t.a), t.b].into_iter().enumerate() {
                    if let Some(p) = p.filter(|_| wanted(j, outcomes[i], side)) {
                        follow.push(Followed {
                            seat: Some((i, side)),
                            watched: 0,
                            player: p,
                        });
                    }
                }
            }
            for (w, &p) in watch.iter().enumerate() {
                if self.seat[p].is_some_and(|t| wanted(t, 0, 0)) {
                    follow.push(Followed {
                        seat: None,
                        watched: w,
                        player: p,
                    });
                }
            }
            if follow.is_empty() {
                if !next(&mut outcomes, |_| 3) {
                    break;
                }
                continue;
            }
            for f in &follow {
                let (at, w) = (f.seat, f.watched);
                match at {
                    Some((i, side)) => found[i].1[outcomes[i]][side].as_mut()?.of += whole,
                    None => watched[w].of += whole,
                }
            }
            let way = PointsWay {
                outcomes: &outcomes,
                groups: &groups,
                open_at: &open_at,
            };
            let mut assign = vec![None; k];
            let mut out = Counted {
                by_table: &mut found,
                watched: &mut watched,
            };
            self.settle(&way, &mut assign, follow, whole, &mut out, budget)?;
            if !next(&mut outcomes, |_| 3) {
                break;
            }
        }
        Some((found, watched))
    }

    /// Settles the followed players of one way under the scores chosen so far (`assign`, for each
    /// open table): those whom the bounds decide take `weight`; for the rest, the next table's
    /// scores are tried one by one. At the last table every figure is exact, so all are decided.
    pub(super) fn settle(
        &self,
        way: &PointsWay,
        assign: &mut [Option<usize>],
        follow: Vec<Followed>,
        weight: u128,
        out: &mut Counted,
        budget: &mut u64,
    ) -> Option<()> {
        *budget = budget.checked_sub(1)?;
        let mut cache: Vec<Option<Bounds>> = vec![None; self.event.players.len()];
        let mut undecided: Vec<Followed> = Vec::new();
        for f in follow {
            let (at, w, p) = (f.seat, f.watched, f.player);
            match self.decide(way, assign, &mut cache, p) {
                Some(made) => {
                    let tally = match at {
                        Some((i, side)) => out.by_table[i].1[way.outcomes[i]][side].as_mut()?,
                        None => &mut out.watched[w],
                    };
                    tally.add(made, weight);
                }
                None => undecided.push(f),
            }
        }
        if undecided.is_empty() {
            return Some(());
        }
        // Split the table of an undecided player first: its scores move their game-win %.
        let seat_open = |p: PlayerId| self.seat[p].and_then(|j| way.open_at[j]);
        let i = undecided
            .iter()
            .filter_map(|f| seat_open(f.player))
            .find(|&i| assign[i].is_none())
            .or_else(|| assign.iter().position(Option::is_none))?;
        let group = &way.groups[way.outcomes[i]];
        let share = weight / group.len() as u128;
        for &s in group {
            assign[i] = Some(s);
            self.settle(way, assign, undecided.clone(), share, out, budget)?;
        }
        assign[i] = None;
        Some(())
    }

    /// The scores a player's table can still have at a node: the one chosen, the outcome's
    /// scores while none is, the result of a table whose result is in (index 0 for a bye or no
    /// table).
    pub(super) fn node_scores<'s>(
        &'s self,
        way: &'s PointsWay,
        assign: &[Option<usize>],
        x: PlayerId,
    ) -> NodeScores<'s> {
        match self.seat[x] {
            Some(j) if self.tables[j].b.is_some() => match way.open_at[j] {
                Some(i) => match assign[i] {
                    Some(s) => NodeScores::One(s),
                    None => NodeScores::Many(&way.groups[way.outcomes[i]]),
                },
                None => NodeScores::One(
                    self.tables[j]
                        .fixed
                        .and_then(|r| self.scores.iter().position(|&s| s == r))
                        .unwrap_or(0),
                ),
            },
            _ => NodeScores::One(0),
        }
    }

    /// A player's bounds at a node, from their own figures and their opponents' (no standings
    /// computed): match points, MWP and Cumulative depend on the outcome only and OMW on the
    /// opponents' outcomes, so they are exact; game-win % and OGW range over the scores still
    /// open.
    pub(super) fn node_bounds(
        &self,
        way: &PointsWay,
        assign: &[Option<usize>],
        x: PlayerId,
    ) -> Bounds {
        let scores = |y: PlayerId| self.node_scores(way, assign, y);
        let first = |y: PlayerId| scores(y).first();
        let lines = &self.games.opponents[x];
        let count = lines.len() as u128;
        let average = |sum: Option<Fraction>| -> Option<Fraction> {
            if count == 0 {
                None
            } else {
                sum?.div_whole(count)
            }
        };
        let omw_of = |y: PlayerId| -> Option<Fraction> {
            let lines = &self.games.opponents[y];
            if lines.is_empty() {
                return None;
            }
            let mut sum = Fraction::ZERO;
            for &z in lines {
                sum = sum.checked_add(self.games.match_win[z][first(z)])?;
            }
            sum.div_whole(lines.len() as u128)
        };
        let own = &self.bounds[x][first(x)];
        let keys = self
            .event
            .ruleset
            .tiebreakers
            .iter()
            .enumerate()
            .map(|(k, &t)| match t {
                Tiebreaker::GameWinPct => {
                    let s = scores(x);
                    let mut lo = None;
                    let mut hi = None;
                    for (i, si) in s.iter().enumerate() {
                        let v = self.games.gwp[x][si];
                        if i == 0 || v < lo {
                            lo = v;
                        }
                        if i == 0 || v > hi {
                            hi = v;
                        }
                    }
                    (lo, hi)
                }
                Tiebreaker::OpponentsGameWinPct => {
                    let mut lo = Some(Fraction::ZERO);
                    let mut hi = Some(Fraction::ZERO);
                    for &y in lines {
                        let s = scores(y);
                        let values = s.iter().map(|si| self.games.for_opponents[y][si]);
                        let (l, h) =
                            values.fold((None::<Fraction>, None::<Fraction>), |(l, h), v| {
                                (
                                    Some(l.map_or(v, |l| l.min(v))),
                                    Some(h.map_or(v, |h| h.max(v))),
                                )
                            });
                        lo = lo.and_then(|a| a.checked_add(l.unwrap_or_default()));
                        hi = hi.and_then(|a| a.checked_add(h.unwrap_or_default()));
                    }
                    (average(lo), average(hi))
                }
                Tiebreaker::OpponentsMatchWinPct => {
                    let v = omw_of(x);
                    (v, v)
                }
                Tiebreaker::OpponentsOpponentsMatchWinPct => {
                    let mut sum = Some(Fraction::ZERO);
                    for &y in lines {
                        sum = sum.and_then(|a| a.checked_add(omw_of(y).unwrap_or(Fraction::ZERO)));
                    }
                    let v = average(sum);
                    (v, v)
                }
                _ => own.keys[k],
            })
            .collect();
        Bounds {
            points: own.points,
            keys,
        }
    }

    /// Whether `p` is in the cut whatever the scores still open at this node allow
    /// (`Some(true)`), out whatever (`Some(false)`), or not decided. Rivals on other points are
    /// settled by points alone; only those level with `p` are bounded further (`cache`).
    pub(super) fn decide(
        &self,
        way: &PointsWay,
        assign: &[Option<usize>],
        cache: &mut [Option<Bounds>],
        p: PlayerId,
    ) -> Option<bool> {
        if !self.eligible[p] {
            return Some(false);
        }
        let points = |x: PlayerId| self.bounds[x][self.node_scores(way, assign, x).first()].points;
        let mine = points(p);
        let mut above = 0;
        let mut may = 0;
        let mut level = Vec::new();
        for q in 0..self.event.players.len() {
            if q == p || !self.eligible[q] {
                continue;
            }
            match points(q).cmp(&mine) {
                Ordering::Greater => {
                    above += 1;
                    may += 1;
                }
                Ordering::Equal => level.push(q),
                Ordering::Less => {}
            }
        }
        if above >= self.cut {
            return Some(false);
        }
        if may + level.len() < self.cut {
            return Some(true);
        }
        for x in level.iter().copied().chain([p]) {
            if cache[x].is_none() {
                cache[x] = Some(self.node_bounds(way, assign, x));
            }
        }
        let me = cache[p].as_ref()?;
        for &q in &level {
            match relation(cache[q].as_ref()?, me, q, p) {
                Relation::Above => {
                    above += 1;
                    may += 1;
                }
                Relation::Unknown => may += 1,
                Relation::Below => {}
            }
        }
        if may < self.cut {
            Some(true)
        } else if above >= self.cut {
            Some(false)
        } else {
            None
        }
    }

    /// Sets the results of tables `open` of round `last` to the scores `chosen` (indices).
    pub(super) fn set(&self, work: &mut Event, last: usize, open: &[usize], chosen: &[usize]) {
        for (&j, &s) in open.iter().zip(chosen) {
            if let Some(Pairing::Match { result, .. }) = work.rounds[last].pairings.get_mut(j) {
                *result = Some(self.scores[s]);
            }
        }
    }
}
