//! Pairing the next round of generated events: 64, 512, 2000 and 2048 players (issue budget: 50 ms
//! and 2 s in the browser's wasm; this is the native figure). Issue 27 (point groups from the top
//! down) set the bound for 512 players after 5 rounds and 2,000 after 9: within twice the pairing
//! before it (`tiebreak pair` took 0.11 s and 0.88 s).
//!
//! Run with `cargo bench --bench pairing`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use tiebreak::core::model::generate::swiss_event;
use tiebreak::core::pairing::pair_next_round;

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("pair_next_round");
    for (players, rounds) in [(64usize, 3u32), (512, 5), (2000, 9), (2048, 6)] {
        let event = swiss_event(players, rounds, 0x5EED ^ players as u64);
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{players}_players_after_{rounds}_rounds")),
            &event,
            |b, e| b.iter(|| pair_next_round(std::hint::black_box(e), 7).unwrap()),
        );
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = pairing
}
criterion_main!(benches);
