//! A maximum-weight matching of a general graph given as a list of edges, with the dual solution
//! that proves it: Edmonds' blossom algorithm, primal-dual, in O(n³) time and O(n + m) memory.
//!
//! This is Joris van Rantwijk's `mwmatching` (2008, after Galil, "Efficient algorithms for
//! finding maximum matching in graphs", 1986) with integer weights, written for the Swiss
//! pairing's sparse path ([`super::perfect`]); the names of its parts follow his, so that the two
//! can be read side by side. [`super`] pairs small events with the dense solver of the
//! `integer-blossom` crate instead, whose ties the tests pin.
//!
//! **The dual problem.** The matching LP of a graph with weights w has, for each vertex v, a dual
//! u(v) ≥ 0, and for each odd set B of vertices (a blossom) a dual z(B) ≥ 0, such that every edge
//! (i, j) has a slack u(i) + u(j) + Σ z(B) − w(i, j) ≥ 0 (the sum over the blossoms containing
//! both ends). A matching and duals prove each other optimal when every matched edge has slack 0,
//! every unmatched vertex has u = 0, and every blossom with z > 0 holds (|B| − 1) / 2 matched
//! edges. The algorithm keeps the duals feasible and the matched edges tight, and grows the
//! matching until the unmatched vertices' duals reach 0.
//!
//! **Integers.** The vertex duals are kept doubled (`dual[v]` = 2·u(v)) and the blossoms' as they
//! are (`dual[b]` = z(B)), so that with integer weights every dual stays an integer: an edge's
//! slack between two top-level blossoms is `dual[i] + dual[j] − 2·w`, and [`Duals::slack`] adds
//! 2·z for each blossom holding both ends. Every vertex dual starts at the largest weight W and
//! stays in 0..=2W, every z in 0..=W, so with |w| ≤ [`MAX_WEIGHT`] (2¹²⁴) every sum below stays
//! far inside an `i128`: [`max_weight_matching`] refuses a larger weight instead of overflowing.

/// The largest weight (in absolute value) that [`max_weight_matching`] takes: every dual and
/// slack stays under 8 times it, inside an `i128`.
pub(crate) const MAX_WEIGHT: i128 = 1 << 124;

/// An edge between vertices `u` and `v` (two different vertices below the graph's size).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Edge {
    pub(crate) u: usize,
    pub(crate) v: usize,
    pub(crate) weight: i128,
}

/// Why no matching came back: an edge outside the graph or a weight past [`MAX_WEIGHT`], or (a
/// bug, never seen) a broken invariant of the algorithm, reported instead of a panic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Refused;

type Step<T> = Result<T, Refused>;

/// A maximum-weight matching and its dual solution.
#[derive(Debug)]
pub(crate) struct Matching {
    /// Each vertex's partner, if it is matched.
    pub(crate) mate: Vec<Option<usize>>,
    pub(crate) duals: Duals,
}

/// The dual solution of a [`Matching`]: doubled vertex duals, and the blossoms with z > 0, nested.
/// A blossom with z = 0 adds nothing to a slack and is left out: a pairing's blossom of 2,000
/// vertices nests some 500 deep, of which about 30 have z > 0.
#[derive(Debug)]
pub(crate) struct Duals {
    /// `dual[v]` = 2·u(v) for a vertex v < n; `dual[b]` = z(B) for a blossom b ≥ n.
    dual: Vec<i128>,
    /// The innermost blossom with z > 0 holding each vertex or such blossom, if any.
    parent: Vec<Option<usize>>,
    /// For each blossom with z > 0, its z and the z of every blossom holding it, added up.
    z_held: Vec<i128>,
    /// Each vertex's place in an order in which every blossom's vertices follow each other.
    place: Vec<usize>,
    /// Where each blossom with z > 0 lies in that order.
    span: Vec<std::ops::Range<usize>>,
}

/// What the blossoms add to the slacks of one vertex's pairs ([`Duals::row`]).
#[derive(Debug, Default)]
pub(crate) struct Row {
    /// For each place in the order of [`Duals`], the z of every blossom holding both the vertex
    /// there and the row's vertex, added up.
    held: Vec<i128>,
    /// The places whose `held` may not be 0.
    written: std::ops::Range<usize>,
}

impl Duals {
    /// Sets `row` to vertex i's: for each vertex j, Σ z(B) over the blossoms holding both i and
    /// j. Each blossom holding i is a run of places, so this writes at most n values in runs,
    /// where a slack of its own would walk the blossoms for every pair.
    pub(crate) fn row(&self, i: usize, row: &mut Row) {
        row.held.resize(self.place.len(), 0);
        row.held[row.written.clone()].fill(0);
        // From i's innermost blossom out: each writes its places outside the one inside it.
        let mut inner = 0..0;
        let mut b = self.parent[i];
        while let Some(x) = b {
            let span = self.span[x].clone();
            let z = self.z_held[x];
            if inner.is_empty() {
                row.held[span.clone()].fill(z);
            } else {
                row.held[span.start..inner.start].fill(z);
                row.held[inner.end..span.end].fill(z);
            }
            inner = span;
            b = self.parent[x];
        }
        row.written = inner;
    }

    /// Twice the slack of a pair (i, j) of `weight`, whether or not it is an edge of the graph,
    /// with `row` set to i's: 2·u(i) + 2·u(j) + 2·Σ z(B) − 2·w, the sum over the blossoms
    /// holding both. Negative when the pair would be a better edge than the duals allow.
    /// `weight` is within [`MAX_WEIGHT`].
    pub(crate) fn slack(&self, i: usize, j: usize, weight: i128, row: &Row) -> i128 {
        self.dual[i] + self.dual[j] - 2 * weight + 2 * row.held[self.place[j]]
    }
}

/// The label of a top-level blossom (or vertex) in the alternating trees of a stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    Free,
    /// An outer vertex (S): at an even distance from a free vertex, its dual decreasing.
    Outer,
    /// An inner vertex (T): at an odd distance, its dual increasing.
    Inner,
    /// An outer blossom that [`Solver::scan_blossom`] has passed, for the moment.
    Crumb,
}

/// A maximum-weight matching of the graph with `n` vertices and `edges`, with its dual solution.
/// A vertex is left unmatched where matching it adds nothing; edges of weight 0 or less are never
/// matched. Refused when an edge leaves the graph, joins a vertex to itself, or weighs more than
/// [`MAX_WEIGHT`].
pub(crate) fn max_weight_matching(n: usize, edges: &[Edge]) -> Result<Matching, Refused> {
    let weights = -MAX_WEIGHT..=MAX_WEIGHT;
    let valid = |e: &Edge| e.u < n && e.v < n && e.u != e.v && weights.contains(&e.weight);
    if !edges.iter().all(valid) {
        return Err(Refused);
    }
    let mut solver = Solver::new(n, edges);
    solver.solve()?;
    let mate = (0..n)
        .map(|v| solver.mate[v].map(|p| solver.endpoint(p)))
        .collect();
    Ok(Matching {
        mate,
        duals: solver.into_duals(),
    })
}

/// The working state of the algorithm, as in `mwmatching`. Edge k has the endpoints 2k (its `u`)
/// and 2k + 1 (its `v`); an endpoint p's edge is p / 2 and its other end p ^ 1. Vertices are
/// 0..n; blossoms take the numbers n..2n.
struct Solver<'a> {
    n: usize,
    edges: &'a [Edge],
    /// The edges at vertex v, as their remote endpoints: `neighbours[first[v]..first[v + 1]]`.
    first: Vec<usize>,
    neighbours: Vec<usize>,
    /// The remote endpoint of each vertex's matched edge.
    mate: Vec<Option<usize>>,
    /// Each top-level blossom's label; a vertex inside an inner blossom is `Inner` once reached.
    label: Vec<Label>,
    /// The endpoint through which each labelled blossom (or reached vertex) got its label.
    label_end: Vec<Option<usize>>,
    /// The top-level blossom holding each vertex.
    in_blossom: Vec<usize>,
    /// The blossom immediately holding each vertex or blossom.
    parent: Vec<Option<usize>>,
    /// A blossom's sub-blossoms in order round it, its base first.
    children: Vec<Vec<usize>>,
    /// A blossom's base vertex (`None` for an unused blossom number).
    base: Vec<Option<usize>>,
    /// The endpoints joining each sub-blossom to the next: `child_edges[b][i]` leads from
    /// `children[b][i]` to `children[b][i + 1]` (round the cycle).
    child_edges: Vec<Vec<usize>>,
    /// The least-slack edge from each free vertex (or outer blossom) to an outer blossom.
    best_edge: Vec<Option<usize>>,
    /// For an outer blossom, the least-slack edge to each other outer blossom.
    best_edges: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    dual: Vec<i128>,
    /// Scratch space of [`Solver::add_blossom`], all `None` between its calls.
    best_to: Vec<Option<usize>>,
    /// Edges known to have no slack in this stage.
    allowed: Vec<bool>,
    /// Outer vertices whose edges are still to be scanned.
    queue: Vec<usize>,
}

impl<'a> Solver<'a> {
    fn new(n: usize, edges: &'a [Edge]) -> Solver<'a> {
        let mut first = vec![0; n + 1];
        for e in edges {
            first[e.u + 1] += 1;
            first[e.v + 1] += 1;
        }
        for v in 0..n {
            first[v + 1] += first[v];
        }
        let mut next = first.clone();
        let mut neighbours = vec![0; 2 * edges.len()];
        for (k, e) in edges.iter().enumerate() {
            neighbours[next[e.u]] = 2 * k + 1;
            next[e.u] += 1;
            neighbours[next[e.v]] = 2 * k;
            next[e.v] += 1;
        }
        let top_weight = edges.iter().map(|e| e.weight).max().unwrap_or(0).max(0);
        let mut dual = vec![top_weight; n];
        dual.resize(2 * n, 0);
        let mut base: Vec<Option<usize>> = (0..n).map(Some).collect();
        base.resize(2 * n, None);
        // What the first stages do, one edge a stage, at once: with every dual at the largest
        // weight, the edges of that weight are tight, and any matching of them keeps the
        // invariants (matched edges tight, every free vertex's dual the same).
        let mut mate = vec![None; n];
        for (k, e) in edges.iter().enumerate() {
            if e.weight == top_weight
                && top_weight > 0
                && mate[e.u].is_none()
                && mate[e.v].is_none()
            {
                mate[e.u] = Some(2 * k + 1);
                mate[e.v] = Some(2 * k);
            }
        }
        Solver {
            n,
            edges,
            first,
            neighbours,
            mate,
            label: vec![Label::Free; 2 * n],
            label_end: vec![None; 2 * n],
            in_blossom: (0..n).collect(),
            parent: vec![None; 2 * n],
            children: vec![Vec::new(); 2 * n],
            base,
            child_edges: vec![Vec::new(); 2 * n],
            best_edge: vec![None; 2 * n],
            best_edges: vec![None; 2 * n],
            unused: (n..2 * n).rev().collect(),
            dual,
            best_to: vec![None; 2 * n],
            allowed: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    /// The vertex at endpoint `p`.
    fn endpoint(&self, p: usize) -> usize {
        let e = &self.edges[p / 2];
        if p.is_multiple_of(2) {
            e.u
        } else {
            e.v
        }
    }

    /// Twice the slack of edge k between two top-level blossoms.
    fn slack(&self, k: usize) -> i128 {
        let e = &self.edges[k];
        self.dual[e.u] + self.dual[e.v] - 2 * e.weight
    }

    /// The base vertex of a blossom in use.
    fn base_of(&self, b: usize) -> Step<usize> {
        self.base[b].ok_or(Refused)
    }

    /// The vertices inside blossom (or vertex) b.
    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(x) = stack.pop() {
            if x < self.n {
                out.push(x);
            } else {
                stack.extend(self.children[x].iter().rev());
            }
        }
        out
    }

    /// Labels the top-level blossom holding w with `label`, reached through endpoint p; an
    /// inner blossom's mate becomes outer, and an outer blossom's vertices go to the queue.
    fn assign_label(&mut self, w: usize, label: Label, p: Option<usize>) -> Step<()> {
        let b = self.in_blossom[w];
        self.label[w] = label;
        self.label[b] = label;
        self.label_end[w] = p;
        self.label_end[b] = p;
        self.best_edge[w] = None;
        self.best_edge[b] = None;
        if label == Label::Outer {
            if b < self.n {
                self.queue.push(b);
            } else {
                let leaves = self.leaves(b);
                self.queue.extend(leaves);
            }
        } else {
            // An inner blossom's base is its only vertex matched outside it.
            let m = self.mate[self.base_of(b)?].ok_or(Refused)?;
            self.assign_label(self.endpoint(m), Label::Outer, Some(m ^ 1))?;
        }
        Ok(())
    }

    /// Follows the trees back from the outer vertices v and w, joined by a tight edge: their
    /// common base (a new blossom), or `None` when they lead to two free vertices (an
    /// augmenting path).
    fn scan_blossom(&mut self, v: usize, w: usize) -> Step<Option<usize>> {
        let mut path = Vec::new();
        let mut base = None;
        let (mut v, mut w) = (Some(v), Some(w));
        while let Some(x) = v {
            let b = self.in_blossom[x];
            if self.label[b] == Label::Crumb {
                base = Some(self.base_of(b)?);
                break;
            }
            path.push(b);
            self.label[b] = Label::Crumb;
            v = match self.label_end[b] {
                // The base of b is free: this path ends.
                None => None,
                Some(p) => {
                    // One step back to an inner blossom, and one more to the outer one before.
                    let t = self.in_blossom[self.endpoint(p)];
                    Some(self.endpoint(self.label_end[t].ok_or(Refused)?))
                }
            };
            if w.is_some() {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = Label::Outer;
        }
        Ok(base)
    }

    /// Makes a new outer blossom of the cycle closed by edge k, with `base` as its base.
    fn add_blossom(&mut self, base: usize, k: usize) -> Step<()> {
        let Edge { mut u, mut v, .. } = self.edges[k];
        let bb = self.in_blossom[base];
        let (mut bu, mut bv) = (self.in_blossom[u], self.in_blossom[v]);
        let b = self.unused.pop().ok_or(Refused)?;
        self.base[b] = Some(base);
        self.parent[b] = None;
        self.parent[bb] = Some(b);
        let (mut path, mut ends) = (Vec::new(), Vec::new());
        while bu != bb {
            self.parent[bu] = Some(b);
            path.push(bu);
            let p = self.label_end[bu].ok_or(Refused)?;
            ends.push(p);
            u = self.endpoint(p);
            bu = self.in_blossom[u];
        }
        path.push(bb);
        path.reverse();
        ends.reverse();
        ends.push(2 * k);
        while bv != bb {
            self.parent[bv] = Some(b);
            path.push(bv);
            let p = self.label_end[bv].ok_or(Refused)?;
            ends.push(p ^ 1);
            v = self.endpoint(p);
            bv = self.in_blossom[v];
        }
        self.label[b] = Label::Outer;
        self.label_end[b] = self.label_end[bb];
        self.dual[b] = 0;
        self.children[b] = path;
        self.child_edges[b] = ends;
        for x in self.leaves(b) {
            if self.label[self.in_blossom[x]] == Label::Inner {
                // An inner vertex becomes outer inside the new blossom: its edges are scanned.
                self.queue.push(x);
            }
            self.in_blossom[x] = b;
        }
        // The least-slack edge from the new blossom to each other outer blossom (`best_to` is
        // all `None` between calls; `reached` lists the entries set).
        let mut best_to = std::mem::take(&mut self.best_to);
        let mut reached = Vec::new();
        for i in 0..self.children[b].len() {
            let child = self.children[b][i];
            let list = match self.best_edges[child].take() {
                Some(list) => list,
                None => {
                    let mut list = Vec::new();
                    for x in self.leaves(child) {
                        for &p in &self.neighbours[self.first[x]..self.first[x + 1]] {
                            list.push(p / 2);
                        }
                    }
                    list
                }
            };
            for k in list {
                let e = self.edges[k];
                let far = if self.in_blossom[e.v] == b { e.u } else { e.v };
                let bf = self.in_blossom[far];
                if bf != b && self.label[bf] == Label::Outer {
                    match best_to[bf] {
                        None => reached.push(bf),
                        Some(e) if self.slack(k) < self.slack(e) => {}
                        Some(_) => continue,
                    }
                    best_to[bf] = Some(k);
                }
            }
            self.best_edge[child] = None;
        }
        let list: Vec<usize> = reached
            .iter()
            .filter_map(|&bf| best_to[bf].take())
            .collect();
        self.best_to = best_to;
        self.best_edge[b] = list.iter().copied().reduce(|best, k| {
            if self.slack(k) < self.slack(best) {
                k
            } else {
                best
            }
        });
        self.best_edges[b] = Some(list);
        Ok(())
    }

    /// Undoes blossom b, its sub-blossoms becoming top-level. At the end of a stage, a sub-blossom
    /// with z = 0 is undone too; during a stage, an inner blossom's sub-blossoms are relabelled
    /// along the path that reached it.
    fn expand_blossom(&mut self, b: usize, end_stage: bool) -> Step<()> {
        let children = std::mem::take(&mut self.children[b]);
        for &s in &children {
            self.parent[s] = None;
            if s < self.n {
                self.in_blossom[s] = s;
            } else if end_stage && self.dual[s] == 0 {
                self.expand_blossom(s, end_stage)?;
            } else {
                for x in self.leaves(s) {
                    self.in_blossom[x] = s;
                }
            }
        }
        if !end_stage && self.label[b] == Label::Inner {
            self.relabel_expanded(b, &children)?;
        }
        self.label[b] = Label::Free;
        self.label_end[b] = None;
        self.child_edges[b].clear();
        self.base[b] = None;
        self.best_edges[b] = None;
        self.best_edge[b] = None;
        self.unused.push(b);
        Ok(())
    }

    /// Relabels the sub-blossoms of the inner blossom b, just expanded: from the child through
    /// which b was reached to the base, alternately inner and outer; the rest inner where reached.
    fn relabel_expanded(&mut self, b: usize, children: &[usize]) -> Step<()> {
        let reached = self.label_end[b].ok_or(Refused)?;
        let entry = self.in_blossom[self.endpoint(reached ^ 1)];
        let len = children.len() as isize;
        let at = |j: isize| j.rem_euclid(len) as usize;
        let start = children.iter().position(|&c| c == entry).ok_or(Refused)? as isize;
        // Go round the cycle the even way to the base: forward from an odd place, else backward.
        let (mut j, step, trick): (isize, isize, usize) = if start % 2 == 1 {
            (start - len, 1, 0)
        } else {
            (start, -1, 1)
        };
        let mut p = reached;
        while j != 0 {
            let q = self.child_edges[b][at(j - trick as isize)];
            let (inner, next) = (self.endpoint(p ^ 1), self.endpoint(q ^ trick ^ 1));
            self.label[inner] = Label::Free;
            self.label[next] = Label::Free;
            self.assign_label(inner, Label::Inner, Some(p))?;
            self.allowed[q / 2] = true;
            j += step;
            p = self.child_edges[b][at(j - trick as isize)] ^ trick;
            self.allowed[p / 2] = true;
            j += step;
        }
        // The base sub-blossom is inner, without labelling its mate again.
        let bv = children[at(j)];
        let inner = self.endpoint(p ^ 1);
        self.label[inner] = Label::Inner;
        self.label[bv] = Label::Inner;
        self.label_end[inner] = Some(p);
        self.label_end[bv] = Some(p);
        self.best_edge[bv] = None;
        j += step;
        while children[at(j)] != entry {
            let bv = children[at(j)];
            if self.label[bv] != Label::Outer {
                // A sub-blossom reached from outside the expanded blossom becomes inner.
                let hit = self
                    .leaves(bv)
                    .into_iter()
                    .find(|&x| self.label[x] != Label::Free);
                if let Some(x) = hit {
                    self.label[x] = Label::Free;
                    let m = self.mate[self.base_of(bv)?].ok_or(Refused)?;
                    let mate = self.endpoint(m);
                    self.label[mate] = Label::Free;
                    self.assign_label(x, Label::Inner, self.label_end[x])?;
                }
            }
            j += step;
        }
        Ok(())
    }

    /// Swaps the matched and unmatched edges on the even path from vertex v to the base of
    /// blossom b, which becomes v.
    fn augment_blossom(&mut self, b: usize, v: usize) -> Step<()> {
        let mut t = v;
        while self.parent[t] != Some(b) {
            t = self.parent[t].ok_or(Refused)?;
        }
        if t >= self.n {
            self.augment_blossom(t, v)?;
        }
        let len = self.children[b].len() as isize;
        let at = |j: isize| j.rem_euclid(len) as usize;
        let i = self.children[b]
            .iter()
            .position(|&c| c == t)
            .ok_or(Refused)?;
        let (mut j, step, trick): (isize, isize, usize) = if i % 2 == 1 {
            (i as isize - len, 1, 0)
        } else {
            (i as isize, -1, 1)
        };
        while j != 0 {
            j += step;
            let t = self.children[b][at(j)];
            let p = self.child_edges[b][at(j - trick as isize)] ^ trick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint(p))?;
            }
            j += step;
            let t = self.children[b][at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint(p ^ 1))?;
            }
            let (x, y) = (self.endpoint(p), self.endpoint(p ^ 1));
            self.mate[x] = Some(p ^ 1);
            self.mate[y] = Some(p);
        }
        self.children[b].rotate_left(i);
        self.child_edges[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
        Ok(())
    }

    /// Augments the matching along the path through edge k between two outer vertices of
    /// different trees.
    fn augment_matching(&mut self, k: usize) -> Step<()> {
        let Edge { u, v, .. } = self.edges[k];
        for (mut s, mut p) in [(u, 2 * k + 1), (v, 2 * k)] {
            loop {
                let bs = self.in_blossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s)?;
                }
                self.mate[s] = Some(p);
                let Some(back) = self.label_end[bs] else {
                    break; // the free vertex at the root of the tree
                };
                let bt = self.in_blossom[self.endpoint(back)];
                let lt = self.label_end[bt].ok_or(Refused)?;
                s = self.endpoint(lt);
                let j = self.endpoint(lt ^ 1);
                if bt >= self.n {
                    self.augment_blossom(bt, j)?;
                }
                self.mate[j] = Some(lt);
                p = lt ^ 1;
            }
        }
        Ok(())
    }

    /// Scans the edges of the outer vertices in the queue: labels, blossoms, or an augmenting
    /// path (returns `true` when the matching grew).
    fn scan_queue(&mut self) -> Step<bool> {
        while let Some(v) = self.queue.pop() {
            for i in self.first[v]..self.first[v + 1] {
                let p = self.neighbours[i];
                let (k, w) = (p / 2, self.endpoint(p));
                let (bv, bw) = (self.in_blossom[v], self.in_blossom[w]);
                if bv == bw {
                    continue; // an edge inside a blossom
                }
                let mut slack = 0;
                if !self.allowed[k] {
                    slack = self.slack(k);
                    self.allowed[k] = slack <= 0;
                }
                if self.allowed[k] {
                    match self.label[bw] {
                        Label::Free => self.assign_label(w, Label::Inner, Some(p ^ 1))?,
                        Label::Outer => match self.scan_blossom(v, w)? {
                            Some(base) => self.add_blossom(base, k)?,
                            None => {
                                self.augment_matching(k)?;
                                return Ok(true);
                            }
                        },
                        // A vertex of an inner blossom, reached from outside it for the first
                        // time: noted for the blossom's relabelling if it is expanded.
                        _ if self.label[w] == Label::Free => {
                            self.label[w] = Label::Inner;
                            self.label_end[w] = Some(p ^ 1);
                        }
                        _ => {}
                    }
                } else if self.label[bw] == Label::Outer {
                    if self.best_edge[bv].is_none_or(|e| slack < self.slack(e)) {
                        self.best_edge[bv] = Some(k);
                    }
                } else if self.label[w] == Label::Free
                    && self.best_edge[w].is_none_or(|e| slack < self.slack(e))
                {
                    self.best_edge[w] = Some(k);
                }
            }
        }
        Ok(false)
    }

    /// The stages: each labels the free vertices outer and grows their trees, moving the duals
    /// when no tight edge is left, until the matching grows or the free vertices' duals reach 0.
    fn solve(&mut self) -> Step<()> {
        let n = self.n;
        for _ in 0..n {
            self.label.fill(Label::Free);
            self.best_edge.fill(None);
            for b in n..2 * n {
                self.best_edges[b] = None;
            }
            self.allowed.fill(false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v].is_none() && self.label[self.in_blossom[v]] == Label::Free {
                    self.assign_label(v, Label::Outer, None)?;
                }
            }
            // Each substage labels a vertex or blossom, makes or undoes a blossom, or ends the
            // stage: far fewer than this bound, which only stops a broken invariant looping.
            let mut substages = 0;
            let augmented = loop {
                substages += 1;
                if substages > 8 * n + 8 {
                    return Err(Refused);
                }
                if self.scan_queue()? {
                    break true;
                }
                if !self.move_duals()? {
                    break false;
                }
            };
            if !augmented {
                break;
            }
            // Undo the outer blossoms whose z came back to 0.
            for b in n..2 * n {
                if self.parent[b].is_none()
                    && self.base[b].is_some()
                    && self.label[b] == Label::Outer
                    && self.dual[b] == 0
                {
                    self.expand_blossom(b, true)?;
                }
            }
        }
        Ok(())
    }

    /// Moves the duals by the largest δ that keeps them feasible, and acts on what stopped it.
    /// Returns `false` when a free vertex's dual reached 0: the matching is the maximum.
    fn move_duals(&mut self) -> Step<bool> {
        let n = self.n;
        #[derive(Clone, Copy)]
        enum Stop {
            /// A vertex dual reaches 0 (δ1).
            Done,
            /// An edge from an outer vertex to a free one becomes tight (δ2, δ3).
            Edge(usize),
            /// An inner blossom's z reaches 0 (δ4).
            Expand(usize),
        }
        let mut delta = self.dual[..n].iter().copied().min().unwrap_or(0);
        let mut stop = Stop::Done;
        for v in 0..n {
            if self.label[self.in_blossom[v]] == Label::Free {
                if let Some(k) = self.best_edge[v] {
                    if self.slack(k) < delta {
                        (delta, stop) = (self.slack(k), Stop::Edge(k));
                    }
                }
            }
        }
        for b in 0..2 * n {
            if self.parent[b].is_none() && self.label[b] == Label::Outer {
                if let Some(k) = self.best_edge[b] {
                    // Between two outer blossoms both duals move: half the slack. With integer
                    // weights the slack is even (every outer vertex's dual has one parity).
                    let half = self.slack(k) / 2;
                    if half < delta {
                        (delta, stop) = (half, Stop::Edge(k));
                    }
                }
            }
        }
        for b in n..2 * n {
            if self.base[b].is_some()
                && self.parent[b].is_none()
                && self.label[b] == Label::Inner
                && self.dual[b] < delta
            {
                (delta, stop) = (self.dual[b], Stop::Expand(b));
            }
        }
        for v in 0..n {
            match self.label[self.in_blossom[v]] {
                Label::Outer => self.dual[v] -= delta,
                Label::Inner => self.dual[v] += delta,
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.base[b].is_some() && self.parent[b].is_none() {
                match self.label[b] {
                    Label::Outer => self.dual[b] += delta,
                    Label::Inner => self.dual[b] -= delta,
                    _ => {}
                }
            }
        }
        match stop {
            Stop::Done => return Ok(false),
            Stop::Edge(k) => {
                self.allowed[k] = true;
                let Edge { u, v, .. } = self.edges[k];
                let outer = if self.label[self.in_blossom[u]] == Label::Outer {
                    u
                } else {
                    v
                };
                self.queue.push(outer);
            }
            Stop::Expand(b) => self.expand_blossom(b, false)?,
        }
        Ok(true)
    }

    /// The dual solution, with the blossoms with z > 0 laid out for [`Duals::row`].
    fn into_duals(self) -> Duals {
        let (n, size) = (self.n, 2 * self.n);
        let mut parent = vec![None; size];
        let mut z_held = vec![0; size];
        let mut place = vec![0; n];
        let mut placed = 0;
        let mut span = vec![0..0; size];
        let top = |x: usize| self.parent[x].is_none() && (x < n || self.base[x].is_some());
        // Depth first from each top-level blossom or vertex, with the innermost blossom with
        // z > 0 holding each; a blossom is entered, then left once its children are laid out.
        for root in (0..size).filter(|&x| top(x)) {
            let mut stack = vec![(root, None, false)];
            while let Some((x, holder, left)) = stack.pop() {
                if x < n {
                    parent[x] = holder;
                    place[x] = placed;
                    placed += 1;
                } else if left {
                    span[x].end = placed;
                } else {
                    let mut inside = holder;
                    if self.dual[x] > 0 {
                        parent[x] = holder;
                        z_held[x] = holder.map_or(0, |h| z_held[h]) + self.dual[x];
                        span[x].start = placed;
                        inside = Some(x);
                    }
                    stack.push((x, holder, true));
                    for &c in self.children[x].iter().rev() {
                        stack.push((c, inside, false));
                    }
                }
            }
        }
        Duals {
            dual: self.dual,
            parent,
            z_held,
            place,
            span,
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
