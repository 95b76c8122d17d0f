//! The sparse solver against a brute-force oracle, against the dense solver of `integer-blossom`,
//! and against its own certificate: the duals it returns must prove its matching optimal.

use super::{max_weight_matching, Duals, Edge, Matching, Refused, Row, MAX_WEIGHT};

/// A small deterministic generator (xorshift64), so that every run checks the same graphs.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn edges(list: &[(usize, usize, i128)]) -> Vec<Edge> {
    list.iter()
        .map(|&(u, v, weight)| Edge { u, v, weight })
        .collect()
}

/// The largest total weight of a matching, by trying every one.
fn brute_max_weight(n: usize, edges: &[Edge]) -> i128 {
    fn go(v: usize, n: usize, used: &mut [bool], best: &[Vec<Option<i128>>]) -> i128 {
        let Some(v) = (v..n).find(|&x| !used[x]) else {
            return 0;
        };
        used[v] = true;
        let mut top = go(v + 1, n, used, best);
        for w in (v + 1)..n {
            if let (false, Some(weight)) = (used[w], best[v][w]) {
                used[w] = true;
                top = top.max(weight + go(v + 1, n, used, best));
                used[w] = false;
            }
        }
        used[v] = false;
        top
    }
    // The heaviest edge between each two vertices (parallel edges allowed), if positive.
    let mut best = vec![vec![None; n]; n];
    for e in edges {
        if e.weight > 0 {
            for (a, b) in [(e.u, e.v), (e.v, e.u)] {
                let cell: &mut Option<i128> = &mut best[a][b];
                *cell = Some(cell.map_or(e.weight, |w| w.max(e.weight)));
            }
        }
    }
    go(0, n, &mut vec![false; n], &best)
}

/// The matching's total weight, after checking that it is one: partners agree, and each matched
/// pair is an edge (the heaviest between them is counted).
fn total(n: usize, edges: &[Edge], m: &Matching) -> i128 {
    let mut sum = 0;
    for v in 0..n {
        if let Some(w) = m.mate[v] {
            assert_eq!(m.mate[w], Some(v), "partners disagree");
            if v < w {
                let weight = edges
                    .iter()
                    .filter(|e| (e.u, e.v) == (v, w) || (e.u, e.v) == (w, v))
                    .map(|e| e.weight)
                    .max();
                sum += weight.expect("a matched pair is an edge");
            }
        }
    }
    sum
}

/// The solver's certificate, as `mwmatching`'s `verifyOptimum` checks it: duals and z are not
/// negative, every edge's slack is not negative, matched edges are tight, unmatched vertices have
/// dual 0, and every blossom with z > 0 is full (half its vertices, rounded down, matched inside).
fn check_certificate(n: usize, edges: &[Edge], m: &Matching) {
    let d = &m.duals;
    assert!(
        d.dual[..n].iter().all(|&x| x >= 0),
        "a negative vertex dual"
    );
    for b in n..2 * n {
        assert!(d.dual[b] >= 0, "a negative z");
    }
    let mut row = Row::default();
    for e in edges {
        d.row(e.u, &mut row);
        let slack = d.slack(e.u, e.v, e.weight, &row);
        assert!(slack >= 0, "edge {e:?} has slack {slack}");
        if m.mate[e.u] == Some(e.v) {
            // With parallel edges, the matched one is the heaviest: tight.
            let heaviest = edges
                .iter()
                .filter(|f| (f.u.min(f.v), f.u.max(f.v)) == (e.u.min(e.v), e.u.max(e.v)))
                .all(|f| f.weight <= e.weight);
            if heaviest {
                assert_eq!(slack, 0, "matched edge {e:?} is not tight");
            }
        }
    }
    for v in 0..n {
        if m.mate[v].is_none() {
            assert_eq!(d.dual[v], 0, "unmatched vertex {v} has dual {}", d.dual[v]);
        }
    }
    // Every blossom in use with z > 0: its vertices, and its matched pairs inside.
    for b in n..2 * n {
        if d.dual[b] > 0 {
            let inside: Vec<usize> = (0..n)
                .filter(|&v| {
                    let mut x = v;
                    while let Some(p) = d.parent[x] {
                        if p == b {
                            return true;
                        }
                        x = p;
                    }
                    false
                })
                .collect();
            let matched_inside = inside
                .iter()
                .filter(|&&v| m.mate[v].is_some_and(|w| inside.contains(&w)))
                .count();
            assert_eq!(inside.len() % 2, 1, "blossom {b} is not odd");
            assert_eq!(matched_inside, inside.len() - 1, "blossom {b} is not full");
        }
    }
}

/// The blossoms with z > 0 holding vertex v, innermost first.
fn holding(d: &Duals, v: usize) -> Vec<usize> {
    std::iter::successors(d.parent[v], |&b| d.parent[b]).collect()
}

/// [`Duals::row`] against the blossoms found one pair at a time: for every pair, the z of the
/// blossoms holding both.
fn check_rows(n: usize, d: &Duals) {
    let mut row = Row::default();
    for i in 0..n {
        d.row(i, &mut row);
        let mine = holding(d, i);
        for j in 0..n {
            let both: i128 = holding(d, j)
                .into_iter()
                .filter(|b| j != i && mine.contains(b))
                .map(|b| d.dual[b])
                .sum();
            if j != i {
                assert_eq!(row.held[d.place[j]], both, "row {i}, vertex {j}");
            }
        }
    }
}

/// The solver's matching has the brute-force total and carries its own proof.
fn check(n: usize, edges: &[Edge]) {
    let m = max_weight_matching(n, edges).unwrap();
    assert_eq!(total(n, edges, &m), brute_max_weight(n, edges), "{edges:?}");
    check_certificate(n, edges, &m);
    check_rows(n, &m.duals);
}

/// The hard cases of `mwmatching`'s own tests (blossoms made, nested, relabelled and expanded,
/// in and between stages): each is checked against brute force and its certificate.
#[test]
fn the_cases_of_mwmatching() {
    let cases: &[&[(usize, usize, i128)]] = &[
        &[(0, 1, 1)],
        &[(1, 2, 10), (2, 3, 11)],
        &[(1, 2, 5), (2, 3, 11), (3, 4, 5)],
        &[(1, 2, 2), (1, 3, -2), (2, 3, 1), (2, 4, -1), (3, 4, -6)],
        // An S-blossom, and one used for an augmentation.
        &[(1, 2, 8), (1, 3, 9), (2, 3, 10), (3, 4, 7)],
        &[
            (1, 2, 8),
            (1, 3, 9),
            (2, 3, 10),
            (3, 4, 7),
            (1, 6, 5),
            (4, 5, 6),
        ],
        // T-blossoms.
        &[
            (1, 2, 9),
            (1, 3, 8),
            (2, 3, 10),
            (1, 4, 5),
            (4, 5, 4),
            (1, 6, 3),
        ],
        &[
            (1, 2, 9),
            (1, 3, 8),
            (2, 3, 10),
            (1, 4, 5),
            (4, 5, 3),
            (1, 6, 4),
        ],
        &[
            (1, 2, 9),
            (1, 3, 8),
            (2, 3, 10),
            (1, 4, 5),
            (4, 5, 3),
            (3, 6, 4),
        ],
        // Nested S-blossoms, relabelled, expanded.
        &[
            (1, 2, 9),
            (1, 3, 9),
            (2, 3, 10),
            (2, 4, 8),
            (3, 5, 8),
            (4, 5, 10),
            (5, 6, 6),
        ],
        &[
            (1, 2, 10),
            (1, 7, 10),
            (2, 3, 12),
            (3, 4, 20),
            (3, 5, 20),
            (4, 5, 25),
            (5, 6, 10),
            (6, 7, 10),
            (7, 8, 8),
        ],
        &[
            (1, 2, 8),
            (1, 3, 8),
            (2, 3, 10),
            (2, 4, 12),
            (3, 5, 12),
            (4, 5, 14),
            (4, 6, 12),
            (5, 7, 12),
            (6, 7, 14),
            (7, 8, 12),
        ],
        &[
            (1, 2, 23),
            (1, 5, 22),
            (1, 6, 15),
            (2, 3, 25),
            (3, 4, 22),
            (4, 5, 25),
            (4, 8, 14),
            (5, 7, 13),
        ],
        &[
            (1, 2, 19),
            (1, 3, 20),
            (1, 8, 8),
            (2, 3, 25),
            (2, 4, 18),
            (3, 5, 18),
            (4, 5, 13),
            (4, 7, 7),
            (5, 6, 7),
        ],
        // T-blossoms expanded in nasty ways, and the least-slack edge after an expansion.
        &[
            (1, 2, 45),
            (1, 5, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 50),
            (1, 6, 30),
            (3, 9, 35),
            (4, 8, 35),
            (5, 7, 26),
            (9, 10, 5),
        ],
        &[
            (1, 2, 45),
            (1, 5, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 50),
            (1, 6, 30),
            (3, 9, 35),
            (4, 8, 26),
            (5, 7, 40),
            (9, 10, 5),
        ],
        &[
            (1, 2, 45),
            (1, 5, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 50),
            (1, 6, 30),
            (3, 9, 35),
            (4, 8, 28),
            (5, 7, 26),
            (9, 10, 5),
        ],
        &[
            (1, 2, 45),
            (1, 7, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 95),
            (4, 6, 94),
            (5, 6, 94),
            (6, 7, 50),
            (1, 8, 30),
            (3, 11, 35),
            (5, 9, 36),
            (7, 10, 26),
            (11, 12, 5),
        ],
        &[
            (1, 2, 40),
            (1, 3, 40),
            (2, 3, 60),
            (2, 4, 55),
            (3, 5, 55),
            (4, 5, 50),
            (1, 8, 15),
            (5, 7, 30),
            (7, 6, 10),
            (8, 10, 10),
            (4, 9, 30),
        ],
    ];
    for list in cases {
        let n = list
            .iter()
            .map(|&(u, v, _)| u.max(v) + 1)
            .max()
            .unwrap_or(0);
        check(n, &edges(list));
    }
}

/// Random graphs of up to 10 vertices: sparse and dense, with ties (weights 0 to 3), negative
/// weights, parallel edges, and weights at the solver's bound.
#[test]
fn random_graphs_match_brute_force() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for case in 0..4000 {
        let n = 1 + rng.below(10) as usize;
        let m = rng.below((n * n) as u64 + 1) as usize;
        let list: Vec<Edge> = (0..m)
            .filter_map(|_| {
                let (u, v) = (rng.below(n as u64) as usize, rng.below(n as u64) as usize);
                let weight = match case % 4 {
                    0 => rng.below(4) as i128,
                    1 => rng.below(1000) as i128 - 300,
                    2 => MAX_WEIGHT - rng.below(8) as i128,
                    _ => (rng.next() as i128) << 60,
                };
                (u != v).then_some(Edge { u, v, weight })
            })
            .collect();
        check(n, &list);
    }
}

/// The dense solver of `integer-blossom` as a second oracle, on graphs too large for brute force:
/// the same largest total weight.
#[test]
fn larger_graphs_weigh_what_the_dense_solver_finds() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for case in 0..60 {
        let n = 10 + rng.below(70) as usize;
        let mut matrix = vec![0i128; n * n];
        let mut list = Vec::new();
        let density = 1 + rng.below(10);
        for u in 0..n {
            for v in (u + 1)..n {
                if rng.below(10) < density {
                    let weight = match case % 3 {
                        0 => 1 + rng.below(5) as i128,
                        1 => 1 + rng.below(1_000_000) as i128,
                        _ => (1 << 100) + rng.below(1 << 40) as i128,
                    };
                    matrix[u * n + v] = weight;
                    list.push(Edge { u, v, weight });
                }
            }
        }
        let dense = integer_blossom::max_weight_matching(&matrix, n);
        let dense_total: i128 = (0..n)
            .filter_map(|u| dense[u].filter(|&v| u < v).map(|v| matrix[u * n + v]))
            .sum();
        let m = max_weight_matching(n, &list).unwrap();
        assert_eq!(total(n, &list, &m), dense_total, "case {case}");
        check_certificate(n, &list, &m);
        check_rows(n, &m.duals);
    }
}

/// Edges outside the graph, loops and weights past the bound are refused, not a panic; the
/// bound itself is taken, on a graph whose duals and slacks then reach their largest.
#[test]
fn what_the_solver_refuses() {
    let refused = |n, list: &[(usize, usize, i128)]| max_weight_matching(n, &edges(list)).err();
    assert_eq!(refused(2, &[(0, 2, 1)]), Some(Refused));
    assert_eq!(refused(2, &[(1, 1, 1)]), Some(Refused));
    assert_eq!(refused(2, &[(0, 1, MAX_WEIGHT + 1)]), Some(Refused));
    assert_eq!(refused(2, &[(0, 1, -MAX_WEIGHT - 1)]), Some(Refused));
    assert_eq!(refused(2, &[(0, 1, i128::MIN)]), Some(Refused));
    assert_eq!(refused(2, &[(0, 1, i128::MAX)]), Some(Refused));
    assert_eq!(refused(0, &[]), None);
    assert_eq!(refused(3, &[]), None);
    check(
        4,
        &edges(&[
            (0, 1, MAX_WEIGHT),
            (1, 2, MAX_WEIGHT),
            (2, 3, -MAX_WEIGHT),
            (0, 2, 1),
            (2, 3, MAX_WEIGHT),
        ]),
    );
}
