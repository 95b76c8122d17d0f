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
//! **Two solvers, one cost.** A matching of up to `DENSE_UP_TO` players goes to the dense solver
//! of the `integer-blossom` crate, on the whole matrix of costs; a larger one to the sparse path
//! (`groups/perfect.rs`, with its own solver, `groups/matching.rs`), which reads the same costs
//! (`WindowCosts::pair`) a row at a time and keeps a few candidate pairs per player, in memory
//! that grows with the players rather than with their square. Both find a cheapest pairing, so
//! the invariant holds either way; they may choose differently among equally cheap ones.
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

use crate::core::base::error::PlayerId;
use perfect::{min_cost_perfect_matching, Costs};

mod matching;
mod perfect;

/// The largest cost of one pair that a matching in an `i128` takes: far below the dense solver's
/// own bound (`i128::MAX / 4`, which it doubles) and the sparse path's (`MAX_WEIGHT`, 2¹²⁴).
pub const LIMIT: i128 = 1 << 120;

/// The pairs of `order` (an even number of players, every one paired), each pair's first player
/// the earlier in `order`. `points[p]` is player `p`'s match points; `met` the pairs of players who
/// have played each other.
pub fn pair_groups(
    order: &[PlayerId],
    points: &[i64],
    met: impl IntoIterator<Item = (PlayerId, PlayerId)>,
) -> Vec<(PlayerId, PlayerId)> {
    pair_in_windows(order, points, met, LIMIT, DENSE_UP_TO).0
}

/// [`pair_groups`] with windows of at most `limit` (a test makes them one group wide) and the
/// dense solver up to `dense_up_to` players left (the tests choose either path), and what each
/// matching of the sparse path took.
fn pair_in_windows(
    order: &[PlayerId],
    points: &[i64],
    met: impl IntoIterator<Item = (PlayerId, PlayerId)>,
    limit: i128,
    dense_up_to: usize,
) -> (Vec<(PlayerId, PlayerId)>, Vec<Sparse>) {
    if order.len() < 2 {
        return (Vec::new(), Vec::new());
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
        dense_up_to,
    };
    let mut pairs = Vec::with_capacity(order.len() / 2);
    let mut sparse = Vec::new();
    let mut first = 0;
    while !state.left.is_empty() {
        let window = Window::widest(first, &size, &state, limit);
        pairs.extend(state.pair(&window, &mut sparse));
        first = window.last + 1;
    }
    (pairs, sparse)
}

/// The players still to pair, and what the costs need to know of them.
struct State<'a> {
    left: Vec<PlayerId>,
    /// Paired down in an earlier window, and not paired yet.
    floater: Vec<bool>,
    points: &'a [i64],
    group: Vec<usize>,
    opponents: Vec<Vec<PlayerId>>,
    /// The largest matching the dense solver takes ([`DENSE_UP_TO`]).
    dense_up_to: usize,
}

impl State<'_> {
    /// Pairs every player left by `window`'s costs, and keeps the pairs inside the window: returns
    /// them, and leaves the others in `left` (the window's players among them become floaters).
    fn pair(&mut self, window: &Window, sparse: &mut Vec<Sparse>) -> Vec<(PlayerId, PlayerId)> {
        let n = self.left.len();
        let mut costs = WindowCosts::new(self, window);
        let solved = if n <= self.dense_up_to {
            None
        } else {
            let candidates = candidates(&costs);
            min_cost_perfect_matching(&mut costs, &candidates)
        };
        let mate = match solved {
            Some(found) => {
                sparse.push(Sparse {
                    players: n,
                    rounds: found.rounds,
                    edges: found.edges,
                });
                found.mate
            }
            None => dense(&mut costs),
        };
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

/// The players left up to which a matching takes the dense solver, `integer-blossom`, on the
/// whole matrix of costs; a larger one takes the sparse path ([`perfect`]).
///
/// Both find a cheapest pairing. They differ only in which of several equally cheap pairings they
/// find, and the dense solver's choice is the one the tests pin (ties go by the seeded order), so
/// an event of up to this many players pairs exactly as before the sparse path.
///
/// The dense solver holds (2n + 1)² edges of 32 bytes and the n² costs of 16 (about 150·n²
/// bytes), and keeps its edges after the call. Peak RSS of `tiebreak pair` on generated events
/// after 8 rounds, dense, with mimalloc's transparent huge pages off (on, every figure rounds up
/// to pages of 2 MB): 4.4 MB for 64 players, 6.4 MB for 128, 9.8 MB for 192, 14 MB for 256,
/// 20 MB for 320, 27 MB for 384, 35 MB for 448 and 45 MB for 512. The sparse path stays near the
/// process's own size: 5.5 MB for 320 players, 7 MB for 512, 25 MB for 2,000. At 256 the dense
/// matrices are about 10 MB and the matching 20 ms, and every event up to a large local one
/// keeps its pairings; above it, the dense share grows with the square of the players (27 MB at
/// 384), which is what the sparse path is for.
const DENSE_UP_TO: usize = 256;

/// The minimum-cost perfect matching of the dense solver: the partner of each place in `left`.
fn dense(costs: &mut WindowCosts) -> Vec<usize> {
    let n = costs.vertices();
    let mut matrix = vec![0i128; n * n];
    for i in 0..n {
        costs.row(i, &mut matrix[i * n..(i + 1) * n]);
    }
    min_weight_perfect_matching(&matrix, n)
}

/// What the sparse path took for one matching: the players, how many times the candidates were
/// solved, and how many edges the last time solved.
#[derive(Debug)]
#[cfg_attr(
    not(test),
    expect(dead_code, reason = "read by the tests' measurements")
)]
struct Sparse {
    players: usize,
    rounds: usize,
    edges: usize,
}

/// How many of the players after each player in their point group (in the order given) are among
/// the sparse path's first candidates.
const NEAREST_IN_GROUP: usize = 3;

/// The sparse path's first candidates, as places in `left`: each player with the next
/// [`NEAREST_IN_GROUP`] players of their point group in the order given, and with one player of
/// every lower group, at the same place in proportion (place k of a group of 10 meets place 2k of
/// a group of 20). The column generation adds whatever else the cheapest pairing needs.
///
/// An edge to every lower group, not only to the next one, is what lets one round do: with pairs
/// down to the next group only, the first duals priced some 800,000 pairs down to the groups
/// further below as negative, and 2,000 players after 8 rounds took 9 rounds of column
/// generation (0.6 s) instead of 1 (0.12 s, 27,000 candidates).
fn candidates(costs: &WindowCosts) -> Vec<(usize, usize)> {
    // The places of each group, highest first, in the order given (no sort: see `perfect`).
    let mut groups: Vec<Vec<usize>> = vec![Vec::new(); costs.down.len()];
    for (i, &g) in costs.group.iter().enumerate() {
        groups[g].push(i);
    }
    groups.retain(|g| !g.is_empty());
    let mut out = Vec::new();
    for (g, group) in groups.iter().enumerate() {
        for (k, &i) in group.iter().enumerate() {
            for &j in group.iter().skip(k + 1).take(NEAREST_IN_GROUP) {
                out.push((i, j));
            }
            for below in &groups[g + 1..] {
                out.push((i, below[k * below.len() / group.len()]));
            }
        }
    }
    out
}

/// The costs of one matching, between the players left by their places in `left`: one home for
/// the dense matrix and the sparse path.
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

    /// Marks (or unmarks) in `met` the opponents of the player at place i.
    fn mark_opponents(&mut self, i: usize, value: bool) {
        for &o in &self.opponents[self.left[i]] {
            if let Some(m) = self.index.get(o).and_then(|&at| self.met.get_mut(at)) {
                *m = value;
            }
        }
    }
}

impl Costs for WindowCosts<'_> {
    fn vertices(&self) -> usize {
        self.left.len()
    }

    fn row(&mut self, i: usize, row: &mut [i128]) {
        self.mark_opponents(i, true);
        let n = self.left.len();
        for (j, cost) in row.iter_mut().enumerate().take(n).skip(i + 1) {
            *cost = self.pair(i, j, self.met[j]);
        }
        self.mark_opponents(i, false);
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
    use super::{pair_groups, pair_in_windows, Sparse, DENSE_UP_TO, LIMIT};
    use crate::core::base::error::PlayerId;
    use crate::core::model::generate::{swiss_event, swiss_event_with_changes};
    use crate::core::pairing::{active_players, meetings};
    use crate::core::tiebreakers::standings::compute;

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
            let e = Small::new(half, &levels, &met_pairs, seed);
            let narrow = pair_in_windows(&e.order, &e.points, e.met.iter().copied(), 1, DENSE_UP_TO).0;
            prop_assert_eq!(e.seated(&narrow), (0..e.order.len()).collect::<Vec<_>>());
            let got = e.rank(&narrow);
            prop_assert_eq!(got.0, e.best.0, "rematches");
            prop_assert_eq!(got.1[0], e.best.1[0], "the top group's players paired down");
            // One window for all: the exact pairing.
            let exact = pair_groups(&e.order, &e.points, e.met.iter().copied());
            prop_assert_eq!(e.rank(&exact), e.best);
        }

        /// The sparse path on the same small events, forced: one window gives the best pairing by
        /// brute force, and windows one group wide keep the rematches and the top group exact.
        #[test]
        fn the_sparse_path_pairs_as_brute_force_does(
            half in 1usize..=6,
            levels in proptest::collection::vec(0i64..6, 12),
            met_pairs in proptest::collection::vec((0usize..12, 0usize..12), 0..30),
            seed in any::<u64>(),
        ) {
            let e = Small::new(half, &levels, &met_pairs, seed);
            let (exact, sparse) = pair_in_windows(&e.order, &e.points, e.met.iter().copied(), LIMIT, 0);
            prop_assert_eq!(sparse.len(), 1, "one matching, on the sparse path");
            prop_assert_eq!(e.rank(&exact), e.best.clone());
            let narrow = pair_in_windows(&e.order, &e.points, e.met.iter().copied(), 1, 0).0;
            prop_assert_eq!(e.seated(&narrow), (0..e.order.len()).collect::<Vec<_>>());
            let got = e.rank(&narrow);
            prop_assert_eq!(got.0, e.best.0, "rematches");
            prop_assert_eq!(got.1[0], e.best.1[0], "the top group's players paired down");
        }
    }

    /// A small event of the brute-force tests: `2 * half` players on `levels` (3 points a level),
    /// who have met as `met_pairs` says (pairs out of range or of one player left out), in an
    /// order rotated by `seed`; with its point groups, highest first, and the rank of its best
    /// pairing, found by trying every pairing.
    struct Small {
        order: Vec<PlayerId>,
        points: Vec<i64>,
        met: HashSet<(PlayerId, PlayerId)>,
        pts: Vec<u32>,
        groups: Vec<u32>,
        best: (usize, Vec<usize>, u32),
    }

    impl Small {
        fn new(half: usize, levels: &[i64], met_pairs: &[(usize, usize)], seed: u64) -> Small {
            let n = 2 * half;
            let points: Vec<i64> = levels[..n].iter().map(|l| l * 3).collect();
            let met: HashSet<(PlayerId, PlayerId)> = met_pairs
                .iter()
                .filter(|&&(a, b)| a != b && a < n && b < n)
                .map(|&(a, b)| (a.min(b), a.max(b)))
                .collect();
            let mut order: Vec<PlayerId> = (0..n).collect();
            order.rotate_left((seed % n as u64) as usize);
            let pts: Vec<u32> = points.iter().map(|&p| p as u32).collect();
            let mut groups: Vec<u32> = pts.clone();
            groups.sort_unstable_by(|a, b| b.cmp(a));
            groups.dedup();
            let mut all = Vec::new();
            every_pairing(&order, &mut all);
            let best = all
                .iter()
                .map(|p| rank(p, &pts, &groups, &met))
                .min()
                .unwrap();
            Small {
                order,
                points,
                met,
                pts,
                groups,
                best,
            }
        }

        /// The rank of `pairing` ([`rank`]): rematches, players paired down by group, points.
        fn rank(&self, pairing: &[(PlayerId, PlayerId)]) -> (usize, Vec<usize>, u32) {
            rank(pairing, &self.pts, &self.groups, &self.met)
        }

        /// Everyone `pairing` seats, in order: every player once when it is whole.
        fn seated(&self, pairing: &[(PlayerId, PlayerId)]) -> Vec<PlayerId> {
            let mut seen: Vec<PlayerId> = pairing.iter().flat_map(|&(a, b)| [a, b]).collect();
            seen.sort_unstable();
            seen
        }
    }

    /// The next round of a generated event as `swiss_round` pairs it: the players of the round in
    /// a shuffled order (the last left out, as the bye, when they are odd), their points and who
    /// has met whom.
    fn next_round(
        players: usize,
        rounds: u32,
        seed: u64,
        changes: bool,
    ) -> (Vec<PlayerId>, Vec<i64>, Vec<(PlayerId, PlayerId)>) {
        let event = if changes {
            swiss_event_with_changes(players, rounds, seed)
        } else {
            swiss_event(players, rounds, seed)
        };
        let standings = compute(&event, &event.ruleset).unwrap();
        let points = standings
            .players
            .iter()
            .map(|p| i64::from(p.match_points))
            .collect();
        let met = meetings(&event, rounds + 1).into_keys().collect();
        let mut order = active_players(&event);
        let mut state = seed | 1;
        for i in (1..order.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            order.swap(i, (state % (i as u64 + 1)) as usize);
        }
        if order.len() % 2 == 1 {
            order.pop();
        }
        (order, points, met)
    }

    /// The dense and the sparse path on one round: both pair everyone once, and their pairings
    /// take the same place in the order of the rules (the same cost) when one window holds every
    /// group; with windows, the rematches and the top group's pairs down, which are exact. Returns
    /// the sparse path's record of each matching.
    fn both_paths(players: usize, rounds: u32, seed: u64, changes: bool) -> Vec<Sparse> {
        let (order, points, met) = next_round(players, rounds, seed, changes);
        let set: HashSet<(PlayerId, PlayerId)> =
            met.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        let (dense, none) = pair_in_windows(&order, &points, met.clone(), LIMIT, usize::MAX);
        let (sparse, record) = pair_in_windows(&order, &points, met, LIMIT, 0);
        assert!(none.is_empty());
        // The first matching is over every player, solved once or more on its candidates.
        assert!(matches!(record[..], [Sparse { players, rounds, edges }, ..]
            if players == order.len() && rounds >= 1 && edges >= players / 2));
        let pts: Vec<u32> = points.iter().map(|&p| p as u32).collect();
        let mut groups: Vec<u32> = order.iter().map(|&p| pts[p]).collect();
        groups.sort_unstable_by(|a, b| b.cmp(a));
        groups.dedup();
        let mut expected = order.clone();
        expected.sort_unstable();
        for pairs in [&dense, &sparse] {
            let mut seen: Vec<PlayerId> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
            seen.sort_unstable();
            assert_eq!(seen, expected, "{players} players after {rounds} rounds");
        }
        let (got, want) = (
            rank(&sparse, &pts, &groups, &set),
            rank(&dense, &pts, &groups, &set),
        );
        let event = format!("{players} players after {rounds} rounds, seed {seed}");
        if record.len() == 1 {
            assert_eq!(got, want, "{event}");
        } else {
            assert_eq!((got.0, got.1[0]), (want.0, want.1[0]), "{event}");
        }
        record
    }

    /// Generated events around the threshold: the sparse path pairs as cheaply as the dense one,
    /// with late entries and drops, early and late in the event.
    #[test]
    fn the_sparse_path_costs_what_the_dense_path_costs() {
        for (players, rounds, seed, changes) in [
            (DENSE_UP_TO + 2, 3, 1, false),
            (DENSE_UP_TO + 4, 8, 2, true),
            (300, 5, 3, true),
            (301, 9, 4, false),
        ] {
            both_paths(players, rounds, seed, changes);
        }
    }

    /// Larger events, in a release build (`cargo test --release --lib -- --ignored sparse`):
    /// the same cost as the dense path up to 2,000 players (the rematches and the top group where
    /// windows split the event), and what the column generation took.
    #[test]
    #[ignore = "minutes in a debug build; run in release"]
    fn the_sparse_path_costs_what_the_dense_path_costs_up_to_2000_players() {
        for (players, rounds) in [
            (400, 9),
            (512, 8),
            (640, 6),
            (768, 9),
            (1000, 8),
            (1000, 12),
            (2000, 9),
            (2000, 15),
        ] {
            for (seed, changes) in [(5, false), (6, true)] {
                for Sparse {
                    players: left,
                    rounds: solved,
                    edges,
                } in both_paths(players, rounds, seed, changes)
                {
                    let event = format!("{players} × {rounds}, seed {seed}");
                    println!("{event}: {left} left, {solved} rounds, {edges} edges");
                }
            }
        }
    }
}
