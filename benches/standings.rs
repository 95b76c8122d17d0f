//! Standings for events of 64 × 6, 256 × 9 and 2000 × 15 (players × rounds), breakdowns included.
//!
//! `compute` returns every player's full breakdown (each opponent's value, floors, sums, the
//! Cumulative rounds), so the figure it prints is the cost of the breakdowns too. The events are
//! generated here, Swiss-like: players are paired within their match points each round, with a bye
//! for the odd player out and a mix of 2-0, 2-1, 1-1-1 and drawn results.
//!
//! Run with `cargo bench --bench standings`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use tiebreak::core::model::generate::swiss_event;
use tiebreak::core::{compute, tiebreakers::report, Event, Ruleset};

fn event(players: usize, rounds: u32, seed: u64) -> Event {
    swiss_event(players, rounds, seed)
}

const SIZES: [(usize, u32); 3] = [(64, 6), (256, 9), (2000, 15)];

fn standings(c: &mut Criterion) {
    let mut group = c.benchmark_group("standings");
    for (players, rounds) in SIZES {
        let e = event(players, rounds, 0x5EED ^ players as u64);
        let matches: usize = e.rounds.iter().map(|r| r.pairings.len()).sum();
        group.throughput(Throughput::Elements(matches as u64));
        for name in ["mtr", "wer", "cumulative", "team"] {
            let ruleset = Ruleset::preset(name).unwrap();
            group.bench_with_input(
                BenchmarkId::new(name, format!("{players}x{rounds}")),
                &e,
                |b, e| b.iter(|| compute(std::hint::black_box(e), &ruleset).unwrap()),
            );
        }
    }
    group.finish();

    // Rendering every player's explanation on top of the standings: what a "print all breakdowns"
    // would cost. The app renders one player at a time.
    let mut group = c.benchmark_group("explain_every_player");
    for (players, rounds) in SIZES {
        let e = event(players, rounds, 0x5EED ^ players as u64);
        let s = compute(&e, &Ruleset::default()).unwrap();
        group.bench_with_input(
            BenchmarkId::new("mtr", format!("{players}x{rounds}")),
            &e,
            |b, e| {
                b.iter(|| {
                    (0..e.players.len())
                        .map(|p| report::explain(e, &s, p).figures.len())
                        .sum::<usize>()
                })
            },
        );
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(30)
        .warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(2));
    targets = standings
}
criterion_main!(benches);
