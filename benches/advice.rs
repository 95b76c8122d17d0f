//! "What do I need?" (`src/core/advice.rs`) for a whole round: every table's every outcome, for
//! generated events of 16 × 4 (enumerated: 8 pending tables), 32 × 5, 64 × 6 and 256 × 9
//! (simulated), with K = [`advice::DEFAULT_SAMPLES`] completions for each open outcome and a top
//! 8. The last round is paired and its results are pending. It also prints, once per size, how the
//! answers split (locked, out, depends) and how the open cases were settled, the figures the issue
//! asks to report beside the times.
//!
//! Run with `cargo bench --bench advice`. The same work in the browser's wasm is timed by
//! `scripts/bench-browser.sh` (`bench_advice` in `src/main.rs`). Budgets (in wasm): 32 players
//! under 50 ms, 64 under 100 ms, 256 under 1 s.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use tiebreak::core::advice::{self, Advice, Method, Status};
use tiebreak::core::model::generate::swiss_event;
use tiebreak::core::{Event, Pairing};

const SIZES: [(usize, u32); 4] = [(16, 4), (32, 5), (64, 6), (256, 9)];
const SAMPLES: u32 = advice::DEFAULT_SAMPLES;

/// A generated `players` × `rounds` event whose last round is paired and waits for its results.
fn last_round_pending(players: usize, rounds: u32) -> Event {
    let mut e = swiss_event(players, rounds, 0x5EED ^ players as u64);
    e.planned_rounds = Some(rounds);
    if let Some(last) = e.rounds.last_mut() {
        for t in &mut last.pairings {
            if let Pairing::Match { result, .. } = t {
                *result = None;
            }
        }
    }
    e
}

/// One line on how the round's answers split, per player and outcome.
fn split(players: usize, rounds: u32, a: &Advice) -> String {
    let Advice::Round(round) = a else {
        return format!("advice {players}x{rounds}: not a round's advice");
    };
    let (mut locked, mut out, mut depends) = (0, 0, 0);
    for answer in round
        .tables
        .iter()
        .flat_map(|t| &t.outcomes)
        .flat_map(|o| std::iter::once(&o.a).chain(o.b.as_ref()))
    {
        match answer.status {
            Status::Locked => locked += 1,
            Status::Out => out += 1,
            Status::Depends => depends += 1,
        }
    }
    let method = match round.method {
        Method::Enumerated => "Enumerated",
        Method::Simulated => "Simulated",
    };
    format!(
        "advice {players}x{rounds} (top {}, K = {}): {} tables, {} answers: {locked} locked, {out} out, {depends} depends; {method}",
        round.cut,
        round.samples,
        round.tables.len(),
        locked + out + depends,
    )
}

fn whole_round(c: &mut Criterion) {
    let mut group = c.benchmark_group("advice");
    for (players, rounds) in SIZES {
        let e = last_round_pending(players, rounds);
        let a = advice::advise(&e, advice::DEFAULT_CUT, SAMPLES).unwrap();
        println!("{}", split(players, rounds, &a));
        group.bench_with_input(
            BenchmarkId::new(format!("round_k{SAMPLES}"), format!("{players}x{rounds}")),
            &e,
            |b, e| {
                b.iter(|| {
                    advice::advise(std::hint::black_box(e), advice::DEFAULT_CUT, SAMPLES).unwrap()
                })
            },
        );
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(4));
    targets = whole_round
}
criterion_main!(benches);
