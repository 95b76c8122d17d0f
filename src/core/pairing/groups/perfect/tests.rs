//! The column generation against brute force and against the dense solver of `integer-blossom`
//! (the same total cost), from candidates good, poor or none at all.

use super::super::matching::tests::Rng;
use super::{min_cost_perfect_matching, Costs, Perfect};

/// The costs of a complete graph as a matrix (only i < j is read).
struct Matrix {
    n: usize,
    cost: Vec<i128>,
}

impl Costs for Matrix {
    fn vertices(&self) -> usize {
        self.n
    }

    fn row(&mut self, i: usize, row: &mut [i128]) {
        row[i + 1..].copy_from_slice(&self.cost[i * self.n + i + 1..(i + 1) * self.n]);
    }
}

impl Matrix {
    fn new(n: usize, mut cost: impl FnMut(usize, usize) -> i128) -> Matrix {
        let mut m = vec![0; n * n];
        for i in 0..n {
            for j in (i + 1)..n {
                m[i * n + j] = cost(i, j);
                m[j * n + i] = m[i * n + j];
            }
        }
        Matrix { n, cost: m }
    }

    /// A perfect matching's total cost, after checking that it is one.
    fn total(&self, mate: &[usize]) -> i128 {
        assert_eq!(mate.len(), self.n);
        let mut sum = 0;
        for (i, &j) in mate.iter().enumerate() {
            assert!(j != i && mate[j] == i, "not a perfect matching: {mate:?}");
            if i < j {
                sum += self.cost[i * self.n + j];
            }
        }
        sum
    }

    /// The least total cost of a perfect matching, by trying every one.
    fn brute(&self) -> i128 {
        fn go(m: &Matrix, used: &mut [bool]) -> i128 {
            let Some(i) = (0..m.n).find(|&x| !used[x]) else {
                return 0;
            };
            used[i] = true;
            let mut best = i128::MAX;
            for j in (i + 1)..m.n {
                if !used[j] {
                    used[j] = true;
                    best = best.min(m.cost[i * m.n + j] + go(m, used));
                    used[j] = false;
                }
            }
            used[i] = false;
            best
        }
        go(self, &mut vec![false; self.n])
    }

    /// The least total cost, by the dense solver.
    fn dense(&self) -> i128 {
        self.total(&integer_blossom::min_weight_perfect_matching(
            &self.cost, self.n,
        ))
    }
}

/// Solves with `candidates` and checks the total against `best`.
fn check(m: &mut Matrix, candidates: &[(usize, usize)], best: i128) -> Perfect {
    let found = min_cost_perfect_matching(m, candidates).expect("a matching");
    assert_eq!(m.total(&found.mate), best, "{candidates:?}");
    found
}

/// Random candidates: `count` pairs, loops and repeats among them.
fn random_candidates(rng: &mut Rng, n: usize, count: usize) -> Vec<(usize, usize)> {
    (0..count)
        .map(|_| (rng.below(n as u64) as usize, rng.below(n as u64) as usize))
        .collect()
}

/// The costs the tests draw: few values (many ties), any, all equal, or huge (near the pairing's
/// 2¹²⁰ limit).
fn random_cost(rng: &mut Rng, kind: usize) -> i128 {
    match kind % 4 {
        0 => rng.below(3) as i128,
        1 => rng.below(1000) as i128,
        2 => 7,
        _ => (1 << 120) - 1 - rng.below(1 << 20) as i128,
    }
}

#[test]
fn small_complete_graphs_match_brute_force() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    for case in 0..1500 {
        let n = 2 * (1 + rng.below(5) as usize);
        let mut m = Matrix::new(n, |_, _| random_cost(&mut rng, case));
        let count = rng.below(2 * n as u64 + 1) as usize;
        let candidates = random_candidates(&mut rng, n, count);
        let best = m.brute();
        check(&mut m, &candidates, best);
    }
}

/// Up to 160 vertices against the dense solver, from no candidates, a path, or random ones.
#[test]
fn larger_complete_graphs_cost_what_the_dense_solver_finds() {
    let mut rng = Rng(0x243F_6A88_85A3_08D3);
    for case in 0..48 {
        let n = 2 * (5 + rng.below(76) as usize);
        let mut m = Matrix::new(n, |_, _| random_cost(&mut rng, case));
        let candidates: Vec<(usize, usize)> = match case % 3 {
            0 => Vec::new(),
            1 => (1..n).map(|i| (i - 1, i)).collect(),
            _ => random_candidates(&mut rng, n, 3 * n),
        };
        let best = m.dense();
        check(&mut m, &candidates, best);
    }
}

/// Two halves in which everyone has met everyone (a rematch costs far more than anything else),
/// from candidates inside the halves only: every pair must cross, which the first solve cannot
/// see. With an odd half, one pair cannot cross.
#[test]
fn rematch_patterns_like_a_complete_bipartite_graph() {
    let mut rng = Rng(0xA076_1D64_78BD_642F);
    for (n, half) in [(40, 20), (40, 19), (120, 60), (120, 61), (10, 3)] {
        let side = |i: usize| i < half;
        let mut m = Matrix::new(n, |i, j| {
            let small = rng.below(10) as i128;
            if side(i) == side(j) {
                (1 << 100) + small
            } else {
                small
            }
        });
        let inside: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| ((i + 1)..n).map(move |j| (i, j)))
            .filter(|&(i, j)| side(i) == side(j) && j - i <= 3)
            .collect();
        let best = m.dense();
        check(&mut m, &inside, best);
    }
}

/// Point groups as the pairing has them: levels far apart, groups of odd sizes that must pair
/// down, and the candidates the pairing starts from (neighbours within a group).
#[test]
fn lexicographic_levels_like_the_pairings() {
    let mut rng = Rng(0x5851_F42D_4C95_7F2D);
    for case in 0..24 {
        let n = 2 * (20 + rng.below(60) as usize);
        let groups = 1 + rng.below(8);
        let group: Vec<u64> = (0..n).map(|_| rng.below(groups)).collect();
        let met: Vec<bool> = (0..n * n).map(|_| rng.below(8) == 0).collect();
        let mut m = Matrix::new(n, |i, j| {
            let mut c = 0i128;
            if met[i * n + j] {
                c += 1 << 90;
            }
            let (hi, lo) = (group[i].min(group[j]), group[i].max(group[j]));
            if hi != lo {
                c += (1i128 << (80 - 8 * hi)) + i128::from(lo - hi);
            }
            c
        });
        let candidates: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| ((i + 1)..n).map(move |j| (i, j)))
            .filter(|&(i, j)| group[i] == group[j] && j - i <= 4 + case % 3)
            .collect();
        let best = m.dense();
        let found = check(&mut m, &candidates, best);
        assert!(found.rounds <= super::ROUNDS_BEFORE_ALL + 2, "{found:?}");
    }
}

/// An odd number of vertices, a negative cost or one too large for the solver: no matching, and
/// the caller takes the dense path.
#[test]
fn what_the_sparse_path_leaves_to_the_dense_one() {
    let mut odd = Matrix::new(3, |_, _| 1);
    assert!(min_cost_perfect_matching(&mut odd, &[]).is_none());
    let mut negative = Matrix::new(4, |i, j| if (i, j) == (1, 2) { -1 } else { 1 });
    assert!(min_cost_perfect_matching(&mut negative, &[]).is_none());
    let mut huge = Matrix::new(4, |_, _| super::MAX_WEIGHT);
    assert!(min_cost_perfect_matching(&mut huge, &[]).is_none());
    let mut empty = Matrix::new(0, |_, _| 0);
    assert_eq!(
        min_cost_perfect_matching(&mut empty, &[]).map(|p| p.mate),
        Some(Vec::new())
    );
    // The largest cost taken: one below the bound.
    let mut top = Matrix::new(4, |i, _| super::MAX_WEIGHT - 2 - i as i128);
    let best = top.brute();
    check(&mut top, &[(0, 1)], best);
}
