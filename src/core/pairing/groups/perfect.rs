//! A minimum-cost perfect matching of a complete graph, found on few of its edges: the sparse path
//! of the point groups' pairing ([`super`]), for events whose dense matrix would take too much
//! memory.
//!
//! **Column generation.** The solver ([`super::matching`]) works on a list of candidate edges,
//! each weighing `offset − cost` with `offset` above every cost of the complete graph, so that on
//! the complete graph a maximum-weight matching is perfect (two unmatched vertices could always
//! be paired for more) and is the minimum-cost perfect matching. After each solve, every pair of the
//! complete graph is priced against the solver's duals (its cost computed on the fly, O(n²) time,
//! O(n) memory): when no pair has a negative slack, the duals are feasible for the whole complete
//! graph, and with the matching they satisfy complementary slackness (the solver's own
//! certificate on the candidates, whose conditions do not depend on the other edges), so the
//! matching is optimal on the complete graph by LP duality (Edmonds' matching polytope). Otherwise
//! the most negative pairs are added and the candidates solved again. A pair with a negative
//! slack is never a candidate already (the duals are feasible on the candidates; one would mean a
//! broken solver, and ends the sparse path), so each round adds at least one new edge and the
//! rounds end; after [`ROUNDS_BEFORE_ALL`] rounds every negative pair is added at once. No list
//! is sorted: the candidates are kept per vertex, and found again by marks (a sort's code is some
//! 2 KB of the browser's bundles each time it is instantiated).

use super::matching::{max_weight_matching, Duals, Edge, Row, MAX_WEIGHT};

/// The costs of a complete graph, read a row at a time.
pub(crate) trait Costs {
    /// The number of vertices.
    fn vertices(&self) -> usize;
    /// Writes in `row[j]`, for every vertex j after i, the cost of pairing i and j (0 or more),
    /// and leaves the rest of `row` (n long) as it is.
    fn row(&mut self, i: usize, row: &mut [i128]);
}

/// How many of its most negative pairs each vertex brings to the next round.
pub(crate) const ADDED_PER_VERTEX: usize = 4;

/// The rounds after which every negative pair is added at once: the rounds end sooner, whatever
/// the costs, at the price of the memory of those edges.
pub(crate) const ROUNDS_BEFORE_ALL: usize = 8;

/// A perfect matching and what finding it took.
#[derive(Debug)]
pub(crate) struct Perfect {
    /// Each vertex's partner.
    pub(crate) mate: Vec<usize>,
    /// How many times the candidates were solved.
    pub(crate) rounds: usize,
    /// How many candidate edges the last round solved.
    pub(crate) edges: usize,
}

/// The candidate edges: for each vertex i, the vertices j after it with the cost of pairing them.
type Candidates = Vec<Vec<(usize, i128)>>;

/// A minimum-cost perfect matching of the complete graph of `costs` (an even number of vertices),
/// starting from the `candidates` (pairs of vertices, in any order). `None` when the costs are
/// negative or too large for the solver ([`MAX_WEIGHT`]) or the solver refuses; the caller then
/// takes the dense path.
pub(crate) fn min_cost_perfect_matching(
    costs: &mut impl Costs,
    candidates: &[(usize, usize)],
) -> Option<Perfect> {
    let n = costs.vertices();
    if n % 2 == 1 {
        return None;
    }
    let mut later: Candidates = vec![Vec::new(); n];
    for &(a, b) in candidates {
        if a != b && a < n && b < n {
            later[a.min(b)].push((a.max(b), 0));
        }
    }
    // One pass over every row: the largest cost, and each candidate's cost (once each).
    let (mut row, mut marked) = (vec![0; n], vec![false; n]);
    let (mut top, mut negative) = (0, false);
    for (i, list) in later.iter_mut().enumerate() {
        costs.row(i, &mut row);
        for &cost in &row[i + 1..] {
            top = top.max(cost);
            negative |= cost < 0;
        }
        list.retain(|&(j, _)| !std::mem::replace(&mut marked[j], true));
        for (j, cost) in list.iter_mut() {
            *cost = row[*j];
            marked[*j] = false;
        }
    }
    let offset = top.checked_add(1)?;
    if negative || offset > MAX_WEIGHT {
        return None;
    }
    let mut pricing = Pricing {
        offset,
        row,
        marked,
        held: Row::default(),
    };
    let mut rounds = 0;
    loop {
        rounds += 1;
        // Weights from costs: every pair of the complete graph weighs 1 or more.
        let mut edges = Vec::new();
        for (u, list) in later.iter().enumerate() {
            for &(v, cost) in list {
                edges.push(Edge {
                    u,
                    v,
                    weight: offset - cost,
                });
            }
        }
        let matching = max_weight_matching(n, &edges).ok()?;
        let most = if rounds < ROUNDS_BEFORE_ALL {
            ADDED_PER_VERTEX
        } else {
            n
        };
        if !pricing.add_negative_pairs(costs, &matching.duals, most, &mut later)? {
            let mate: Option<Vec<usize>> = matching.mate.into_iter().collect();
            return mate.map(|mate| Perfect {
                mate,
                rounds,
                edges: edges.len(),
            });
        }
    }
}

/// What pricing the complete graph reads and writes, one row at a time.
struct Pricing {
    offset: i128,
    /// The costs of a row.
    row: Vec<i128>,
    /// The row's candidates, marked: all `false` between rows.
    marked: Vec<bool>,
    /// What the blossoms add to the row's slacks.
    held: Row,
}

impl Pricing {
    /// Adds to the candidates the pairs of the complete graph with a negative slack under
    /// `duals`: for each vertex, its `most` most negative. Whether there was one; `None` if one
    /// was a candidate already, which would mean the solver's duals are wrong.
    fn add_negative_pairs(
        &mut self,
        costs: &mut impl Costs,
        duals: &Duals,
        most: usize,
        later: &mut Candidates,
    ) -> Option<bool> {
        let n = later.len();
        let mut worst: Vec<Worst> = (0..n).map(|_| Worst::default()).collect();
        for (i, list) in later.iter().enumerate() {
            costs.row(i, &mut self.row);
            duals.row(i, &mut self.held);
            for &(j, _) in list {
                self.marked[j] = true;
            }
            let mut found_a_candidate = false;
            for j in i + 1..n {
                let cost = self.row[j];
                let slack = duals.slack(i, j, self.offset - cost, &self.held);
                if slack < worst[i].bar || slack < worst[j].bar {
                    found_a_candidate |= self.marked[j];
                    worst[i].offer(slack, j, cost, most);
                    worst[j].offer(slack, i, cost, most);
                }
            }
            for &(j, _) in list {
                self.marked[j] = false;
            }
            if found_a_candidate {
                return None;
            }
        }
        // Each pair once, at its first vertex: a pair both ends kept is found twice.
        let mut fresh: Candidates = vec![Vec::new(); n];
        for (v, w) in worst.into_iter().enumerate() {
            for (_, other, cost) in w.pairs {
                fresh[v.min(other)].push((v.max(other), cost));
            }
        }
        let mut added = false;
        for (list, new) in later.iter_mut().zip(fresh) {
            for &(j, cost) in &new {
                if !std::mem::replace(&mut self.marked[j], true) {
                    list.push((j, cost));
                    added = true;
                }
            }
            for (j, _) in new {
                self.marked[j] = false;
            }
        }
        Some(added)
    }
}

/// A vertex's most negative pairs so far (slack, the other vertex, cost), and the slack a pair
/// must be below to be kept: 0 until the list is full, then the largest slack kept.
#[derive(Default)]
struct Worst {
    pairs: Vec<(i128, usize, i128)>,
    bar: i128,
}

impl Worst {
    /// Keeps the pair if it is among the `most` most negative so far.
    fn offer(&mut self, slack: i128, other: usize, cost: i128, most: usize) {
        if slack >= self.bar {
            return;
        }
        if self.pairs.len() < most {
            self.pairs.push((slack, other, cost));
        } else if let Some(top) = self.pairs.iter_mut().max_by_key(|p| p.0) {
            *top = (slack, other, cost);
        }
        if self.pairs.len() >= most {
            self.bar = self.pairs.iter().map(|p| p.0).max().unwrap_or(0);
        }
    }
}

#[cfg(test)]
mod tests;
