//! Pairing the next round of generated events: 64, 512, 2000 and 2048 players (issue budget: 50 ms
//! and 2 s in the browser's wasm; this is the native figure). Issue 27 (point groups from the top
//! down) set the bound for 512 players after 5 rounds and 2,000 after 9: within twice the pairing
//! before it (`tiebreak pair` took 0.11 s and 0.88 s).
//!
//! Issue 38 (memory that grows with the work): 64, 512 and 2,000 players after 8 rounds too, and
//! the matching alone (`pair_groups`) up to 4,000 players, which `pair_next_round` refuses
//! (`MAX_PLAYERS`). Before each case the bench prints the peak memory of one pairing: the
//! process's peak resident set, its high-water mark reset just before (Linux's
//! `/proc/self/clear_refs`), and how much of it the pairing added.
//!
//! Run with `cargo bench --bench pairing`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use tiebreak::core::model::generate::swiss_event;
use tiebreak::core::pairing::groups::pair_groups;
use tiebreak::core::pairing::{active_players, meetings, pair_next_round};
use tiebreak::core::{compute, Event, PlayerId};

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("pair_next_round");
    for (players, rounds) in [
        (64usize, 3u32),
        (512, 5),
        (2000, 9),
        (2048, 6),
        (64, 8),
        (512, 8),
        (2000, 8),
    ] {
        let event = swiss_event(players, rounds, 0x5EED ^ players as u64);
        let name = format!("{players}_players_after_{rounds}_rounds");
        print_peak(&format!("pair_next_round/{name}"), || {
            pair_next_round(&event, 7).unwrap();
        });
        group.bench_with_input(BenchmarkId::from_parameter(name), &event, |b, e| {
            b.iter(|| pair_next_round(std::hint::black_box(e), 7).unwrap())
        });
    }
    group.finish();

    // The matching alone, on the inputs `pair_next_round` gives it (the bye aside).
    let mut group = c.benchmark_group("pair_groups");
    for (players, rounds) in [(64usize, 8u32), (512, 8), (2000, 8), (2000, 9), (4000, 8)] {
        let event = swiss_event(players, rounds, 0x5EED ^ players as u64);
        let (order, points, met) = matching_inputs(&event);
        let name = format!("{players}_players_after_{rounds}_rounds");
        print_peak(&format!("pair_groups/{name}"), || {
            pair_groups(&order, &points, met.iter().copied());
        });
        group.bench_function(BenchmarkId::from_parameter(name), |b| {
            b.iter(|| pair_groups(std::hint::black_box(&order), &points, met.iter().copied()))
        });
    }
    group.finish();
}

/// What `pair_groups` is given for the event's next round: its players (an even number: the last
/// left out, as the bye), everyone's match points, and who has met whom.
fn matching_inputs(event: &Event) -> (Vec<PlayerId>, Vec<i64>, Vec<(PlayerId, PlayerId)>) {
    let standings = compute(event, &event.ruleset).unwrap();
    let points = standings
        .players
        .iter()
        .map(|p| i64::from(p.match_points))
        .collect();
    let met = meetings(event, event.rounds.len() as u32 + 1)
        .into_keys()
        .collect();
    let mut order = active_players(event);
    if order.len() % 2 == 1 {
        order.pop();
    }
    (order, points, met)
}

/// Prints the peak resident set of the process while `pair` runs once, and how far above the
/// resident set before it that peak is (Linux only: nothing elsewhere).
fn print_peak(name: &str, pair: impl FnOnce()) {
    let kb = |field: &str| -> Option<u64> {
        let status = std::fs::read_to_string("/proc/self/status").ok()?;
        let line = status.lines().find(|l| l.starts_with(field))?;
        line.split_whitespace().nth(1)?.parse().ok()
    };
    // Writing 5 resets the high-water mark of the resident set to the current one.
    let reset = std::fs::write("/proc/self/clear_refs", "5").is_ok();
    let before = kb("VmRSS:");
    pair();
    if let (true, Some(before), Some(peak)) = (reset, before, kb("VmHWM:")) {
        println!(
            "{name}: peak RSS {:.1} MB, {:.1} MB above the {:.1} MB before pairing",
            peak as f64 / 1024.0,
            peak.saturating_sub(before) as f64 / 1024.0,
            before as f64 / 1024.0,
        );
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = pairing
}
criterion_main!(benches);
