//! The brute-force oracle of the pairing's tests: every way to pair a few players, and a
//! pairing's place in the order of rules 3 to 5. One file, included by `tests/pairing.rs` and
//! by the unit test of `src/core/pairing/groups.rs` (`#[path]`), so that both hold the pairing
//! to the same order. Player ids are indices (`usize`).

use std::collections::HashSet;

/// A pairing's place in the order of rules 3 to 5: its rematches; then, for each point group from
/// the top, how many of its players are paired with someone on fewer points; then the points
/// between the players paired down and their opponents, added up.
pub fn rank(
    pairs: &[(usize, usize)],
    points: &[u32],
    groups: &[u32],
    met: &HashSet<(usize, usize)>,
) -> (usize, Vec<usize>, u32) {
    let rematches = pairs
        .iter()
        .filter(|&&(a, b)| met.contains(&(a.min(b), a.max(b))))
        .count();
    let mut down = vec![0; groups.len()];
    let mut between = 0;
    for &(a, b) in pairs {
        let (hi, lo) = (points[a].max(points[b]), points[a].min(points[b]));
        if hi > lo {
            down[groups.iter().position(|&g| g == hi).unwrap()] += 1;
            between += hi - lo;
        }
    }
    (rematches, down, between)
}

/// Every way to pair `left` (an even number of players).
pub fn every_pairing(left: &[usize], out: &mut Vec<Vec<(usize, usize)>>) {
    fn go(left: &[usize], so_far: &mut Vec<(usize, usize)>, out: &mut Vec<Vec<(usize, usize)>>) {
        let Some((&first, rest)) = left.split_first() else {
            out.push(so_far.clone());
            return;
        };
        for (i, &other) in rest.iter().enumerate() {
            let mut next = rest.to_vec();
            next.remove(i);
            so_far.push((first, other));
            go(&next, so_far, out);
            so_far.pop();
        }
    }
    go(left, &mut Vec::new(), out);
}
