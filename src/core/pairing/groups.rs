//! The Swiss matching after round 1: the point groups paired from the top down.
//!
//! The bye is decided before this module is called (rules 1 and 2 of [`super`]), so every player
//! here is paired. The pairing minimizes, each rule outweighing everything after it:
//!
//! 3. the rematches;
//! 4. for each point group from the top down, the number of its players paired with someone on
//!    fewer points (a player paired down counts in their own group, whoever they meet);
//! 5. the sum, over the players paired down, of the points between them and their opponent (a
//!    player paired down meets the highest group it can);
//! 6. ties go by the players' order, which the caller shuffles from the seed.
//!
//! **The invariant.** Each rule is a level of an integer cost, and a level's weight is one more
//! than the largest total that all the levels below it can add up to over a whole pairing (a group
//! can pair down at most all of its players; a pairing has at most half the players' tables). So
//! a minimum-cost perfect matching is the lexicographic minimum, rule by rule, and the weights are
//! computed from the event's own group sizes, not fixed.
//!
//! **Windows.** Those weights grow as the product of the group sizes: 64 players after 6 rounds
//! need about 45 bits and 768 players after 9 rounds about 110, but 2,000 players after 9 rounds
//! would need about 160. The costs are `i128`s, and only `i128`s: a second width (an `i64` for
//! small events) ran small events no faster that anyone would see and added 3.7 KB gzipped to the
//! organizer's bundle, which has about 4 KB left. When the levels do not fit in
//! [`LIMIT`], the groups are paired in windows from the top: a window holds as many groups as fit,
//! and the groups below it count as one level (how many pairs cross groups below the window). Each
//! matching is over every player still unpaired, so the rest can always be completed with the
//! fewest rematches. Its pairs inside the window are kept; the window's players it paired below
//! the window go on, still unpaired, to the next window as "floaters", which may not be paired with
//! each other (that would change a count already decided). So the rematches and the counts of the
//! top window are exact, and each later window's counts are the fewest possible after the pairs
//! that the windows above it kept. Those pairs weighed the groups below their window by their
//! total, not group by group: that is the only approximation, and only events whose levels do not
//! fit in one window meet it.
//!
//! ```
//! use tiebreak::core::pairing::groups::pair_groups;
//! // 0 and 1 on 6 points; 2 and 3 on 3 points, who have met; 4 and 5 on 0 points.
//! let points = [6, 6, 3, 3, 0, 0];
//! let met = [(2, 3)];
//! let pairs = pair_groups(&[0, 1, 2, 3, 4, 5], &points, met);
//! // The 6-point players meet (rule 4 from the top); both 3-point players are paired down.
//! assert_eq!(pairs[0], (0, 1));
//! assert!(pairs[1..] == [(2, 4), (3, 5)] || pairs[1..] == [(2, 5), (3, 4)]);
//! ```

use integer_blossom::min_weight_perfect_matching;

use crate::core::model::event::PlayerId;

/// The largest cost of one pair that a matching in an `i128` takes: far below the solver's own
/// bound (`i128::MAX / 4`, which it doubles).
pub const LIMIT: i128 = 1 << 120;

/// The pairs of `order` (an even number of players, every one paired), each pair's first player
/// the earlier in `order`. `points[p]` is player `p`'s match points; `met` the pairs of players who
/// have played each other.
pub fn pair_groups(
    order: &[PlayerId],
    points: &[i64],
    met: impl IntoIterator<Item = (PlayerId, PlayerId)>,
) -> Vec<(PlayerId, PlayerId)> {
    pair_in_windows(order, points, met, LIMIT)
}

/// [`pair_groups`] with windows of at most `limit` (a test makes them one group wide).
fn pair_in_windows(
    order: &[PlayerId],
    points: &[i64],
    met: impl IntoIterator<Item = (PlayerId, PlayerId)>,
    limit: i128,
) -> Vec<(PlayerId, PlayerId)> {
    if order.len() < 2 {
        return Vec::new();
    }
    let n = points.len();
    let mut opponents = vec![Vec::new(); n];
    for (a, b) in met {
        if a < n && b < n {
            opponents[a].push(b);
            opponents[b].push(a);
        }
    }
    // The groups, highest first, and each player's group.
    let mut levels: Vec<i64> = order.iter().map(|&p| points[p]).collect();
    levels.sort_unstable_by(|a, b| b.cmp(a));
    levels.dedup();
    let mut group = vec![0; n];
    let mut size = vec![0u64; levels.len()];
    for &p in order {
        group[p] = levels.partition_point(|&l| l > points[p]);
        size[group[p]] += 1;
    }
    let mut state = State {
        left: order.to_vec(),
        floater: vec![false; n],
        points,
        group,
        opponents,
    };
    let mut pairs = Vec::with_capacity(order.len() / 2);
    let mut first = 0;
    while !state.left.is_empty() {
        let window = Window::widest(first, &size, &state, limit);
        pairs.extend(state.pair(&window));
        first = window.last + 1;
    }
    pairs
}

/// The players still to pair, and what the costs need to know of them.
struct State<'a> {
    left: Vec<PlayerId>,
    /// Paired down in an earlier window, and not paired yet.
    floater: Vec<bool>,
    points: &'a [i64],
    group: Vec<usize>,
    opponents: Vec<Vec<PlayerId>>,
}

impl State<'_> {
    /// Pairs every player left by `window`'s costs, and keeps the pairs inside the window: returns
    /// them, and leaves the others in `left` (the window's players among them become floaters).
    fn pair(&mut self, window: &Window) -> Vec<(PlayerId, PlayerId)> {
        let mut costs = WindowCosts::new(self, window);
        let mate = dense(&mut costs);
        let WindowCosts {
            floater: fl,
            group: gr,
            ..
        } = costs;

        let inside = |i: usize| fl[i] || gr[i] <= window.last;
        let mut pairs = Vec::new();
        let mut next = Vec::new();
        for (i, &j) in mate.iter().enumerate() {
            if inside(i) && inside(j) {
                if i < j {
                    pairs.push((self.left[i], self.left[j]));
                }
            } else {
                next.push(self.left[i]);
                self.floater[self.left[i]] = inside(i);
            }
        }
        self.left = next;
        pairs
    }
}

/// The minimum-cost perfect matching of the dense solver: the partner of each place in `left`.
fn dense(costs: &mut WindowCosts) -> Vec<usize> {
    let n = costs.left.len();
    let mut matrix = vec![0i128; n * n];
    for i in 0..n {
        costs.row(i, &mut matrix[i * n..(i + 1) * n]);
    }
    min_weight_perfect_matching(&matrix, n)
}

/// The costs of one matching, between the players left by their places in `left`: the one home of
/// a pair's cost.
struct WindowCosts<'a> {
    left: &'a [PlayerId],
    opponents: &'a [Vec<PlayerId>],
    /// Each player's place in `left` (`usize::MAX` for a player not left).
    index: Vec<usize>,
    points: Vec<i64>,
    floater: Vec<bool>,
    group: Vec<usize>,
    /// The weight of a pair down from each group of the window and below it.
    down: Vec<i128>,
    floaters: i128,
    rematch: i128,
    /// Whether the player at each place has met the player of the row being read.
    met: Vec<bool>,
}

impl<'a> WindowCosts<'a> {
    fn new(state: &'a State, window: &Window) -> WindowCosts<'a> {
        let mut index = vec![usize::MAX; state.points.len()];
        for (i, &p) in state.left.iter().enumerate() {
            index[p] = i;
        }
        WindowCosts {
            left: &state.left,
            opponents: &state.opponents,
            index,
            points: state.left.iter().map(|&p| state.points[p]).collect(),
            floater: state.left.iter().map(|&p| state.floater[p]).collect(),
            group: state.left.iter().map(|&p| state.group[p]).collect(),
            down: (0..window.groups).map(|g| window.down_of(g)).collect(),
            floaters: window.floaters,
            rematch: window.rematch,
            met: vec![false; state.left.len()],
        }
    }

    /// The cost of pairing the players at places i and j, who have met if `met`: the levels of
    /// the module's invariant.
    #[inline]
    fn pair(&self, i: usize, j: usize, met: bool) -> i128 {
        let mut c = 0;
        if self.floater[i] && self.floater[j] {
            c += self.floaters;
        }
        if met {
            c += self.rematch;
        }
        let (pi, pj) = (self.points[i], self.points[j]);
        if pi != pj {
            let (high, d) = if pi > pj { (i, pi - pj) } else { (j, pj - pi) };
            if !self.floater[high] {
                c += self.down[self.group[high]];
            }
            c += i128::from(d);
        }
        c
    }

    /// Writes in `row[j]`, for every place j after i, the cost of pairing the players at i and j.
    fn row(&mut self, i: usize, row: &mut [i128]) {
        self.mark_opponents(i, true);
        let n = self.left.len();
        for (j, cost) in row.iter_mut().enumerate().take(n).skip(i + 1) {
            *cost = self.pair(i, j, self.met[j]);
        }
        self.mark_opponents(i, false);
    }

    /// Marks (or unmarks) in `met` the opponents of the player at place i.
    fn mark_opponents(&mut self, i: usize, value: bool) {
        for &o in &self.opponents[self.left[i]] {
            if let Some(m) = self.index.get(o).and_then(|&at| self.met.get_mut(at)) {
                *m = value;
            }
        }
    }
}

/// The weights of one matching: the groups `first..=last` counted one by one, the groups below
/// `last` together. Each level's weight is one more than the most that the levels below it can add
/// up to over a whole pairing.
struct Window {
    first: usize,
    last: usize,
    /// The number of groups.
    groups: usize,
    /// A pair of two floaters (from above the window): never, while any other pairing exists.
    floaters: i128,
    rematch: i128,
    /// The weight of a player of group `first + k` paired down.
    down: Vec<i128>,
    /// A pair across groups below the window.
    below: i128,
    /// The largest cost of one pair: what must fit in the matching's integer.
    pair: i128,
}

impl Window {
    /// The window from group `first` with as many groups as fit in `limit` (at least one).
    fn widest(first: usize, size: &[u64], state: &State, limit: i128) -> Window {
        // What every candidate window weighs, read once from the players left.
        let tables = (state.left.len() / 2) as i128;
        let (hi, lo) = state
            .left
            .iter()
            .fold((i64::MIN, i64::MAX), |(hi, lo), &p| {
                (hi.max(state.points[p]), lo.min(state.points[p]))
            });
        let spread = i128::from(hi.saturating_sub(lo).max(0));
        let floater_pairs = state.left.iter().filter(|&&p| state.floater[p]).count() as i128 / 2;
        let new = |last| Window::new(first, last, size, tables, spread, floater_pairs);
        let mut best = new(first);
        for last in (first + 1)..size.len() {
            let w = new(last);
            if w.pair >= limit {
                break;
            }
            best = w;
        }
        best
    }

    /// The weights of the groups `first..=last` for `tables` tables, `spread` points between the
    /// highest and the lowest player left, and `floater_pairs` pairs of floaters at most.
    fn new(
        first: usize,
        last: usize,
        size: &[u64],
        tables: i128,
        spread: i128,
        floater_pairs: i128,
    ) -> Window {
        // Saturating: a window too wide for the limit is refused by its largest pair.
        let mut range = tables.saturating_mul(spread); // rule 5
        let level = |count: i128, range: &mut i128| {
            let weight = range.saturating_add(1);
            *range = range.saturating_add(weight.saturating_mul(count));
            weight
        };
        let below = if last + 1 < size.len() {
            level(tables, &mut range)
        } else {
            0
        };
        let mut down: Vec<i128> = (first..=last)
            .rev()
            .map(|g| level(i128::from(size[g]).min(tables), &mut range))
            .collect();
        down.reverse();
        let rematch = level(tables, &mut range);
        let floaters = if floater_pairs > 0 {
            level(floater_pairs, &mut range)
        } else {
            0
        };
        let pair = [floaters, rematch, down[0], below, spread]
            .into_iter()
            .fold(0i128, i128::saturating_add);
        Window {
            first,
            last,
            groups: size.len(),
            floaters,
            rematch,
            down,
            below,
            pair,
        }
    }

    /// The weight of a player of group `g` paired down (0 above the window: a floater, already
    /// counted).
    fn down_of(&self, g: usize) -> i128 {
        if g < self.first {
            0
        } else if g <= self.last {
            self.down[g - self.first]
        } else {
            self.below
        }
    }
}

// The tests' brute-force oracle, shared with tests/pairing.rs.
#[cfg(test)]
#[path = "../../../tests/common/brute_pairing.rs"]
mod brute_pairing;

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use proptest::prelude::*;

    use super::brute_pairing::{every_pairing, rank};
    use super::{pair_groups, pair_in_windows};
    use crate::core::model::event::PlayerId;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

        /// Windows one group wide, as a large event's pairing takes them (the invariant above
        /// explains them): still every player once, the fewest rematches and, in the top group,
        /// the fewest players paired down, by brute force.
        #[test]
        fn windows_keep_the_rematches_and_the_top_group_exact(
            half in 1usize..=6,
            levels in proptest::collection::vec(0i64..6, 12),
            met_pairs in proptest::collection::vec((0usize..12, 0usize..12), 0..30),
            seed in any::<u64>(),
        ) {
            let n = 2 * half;
            let points: Vec<i64> = levels[..n].iter().map(|l| l * 3).collect();
            let m: HashSet<(PlayerId, PlayerId)> = met_pairs
                .iter()
                .filter(|&&(a, b)| a != b && a < n && b < n)
                .map(|&(a, b)| (a.min(b), a.max(b)))
                .collect();
            let mut order: Vec<PlayerId> = (0..n).collect();
            order.rotate_left((seed % n as u64) as usize);
            let narrow = pair_in_windows(&order, &points, m.iter().copied(), 1);
            let mut seen: Vec<PlayerId> = narrow.iter().flat_map(|&(a, b)| [a, b]).collect();
            seen.sort_unstable();
            prop_assert_eq!(seen, (0..n).collect::<Vec<_>>());

            let pts: Vec<u32> = points.iter().map(|&p| p as u32).collect();
            let mut groups: Vec<u32> = pts.clone();
            groups.sort_unstable_by(|a, b| b.cmp(a));
            groups.dedup();
            let mut all = Vec::new();
            every_pairing(&order, &mut all);
            let best = all.iter().map(|p| rank(p, &pts, &groups, &m)).min().unwrap();
            let got = rank(&narrow, &pts, &groups, &m);
            prop_assert_eq!(got.0, best.0, "rematches");
            prop_assert_eq!(got.1[0], best.1[0], "the top group's players paired down");
            // One window for all: the exact pairing.
            let exact = pair_groups(&order, &points, m.iter().copied());
            prop_assert_eq!(rank(&exact, &pts, &groups, &m), best);
        }
    }
}
