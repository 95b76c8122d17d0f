//! Standings for events of 64 × 6, 256 × 9 and 2000 × 15 (players × rounds), breakdowns included.
//!
//! `compute` returns every player's full breakdown (each opponent's value, floors, sums, the
//! Cumulative rounds), so the figure it prints is the cost of the breakdowns too. The events are
//! generated here, Swiss-like: players are paired within their match points each round, with a bye
//! for the odd player out and a mix of 2-0, 2-1, 1-1-1 and drawn results.
//!
//! Run with `cargo bench --bench standings`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use tiebreak::core::{compute, report, Event, GameResult, Ruleset};

/// A small deterministic generator, so that every run times the same events.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn result(rng: &mut Rng) -> GameResult {
    match rng.below(20) {
        0..=7 => GameResult::new(2, 0, 0),
        8..=13 => GameResult::new(2, 1, 0),
        14..=16 => GameResult::new(0, 2, 0),
        17..=18 => GameResult::new(1, 2, 0),
        _ => GameResult::new(1, 1, 1),
    }
}

/// An event of `players` × `rounds`, paired by match points with a random order inside each group.
fn event(players: usize, rounds: u32, seed: u64) -> Event {
    let mut rng = Rng(seed);
    let mut event = Event::default();
    for i in 0..players {
        event.add_player(&format!("Player {i:04}")).unwrap();
    }
    let mut points = vec![0u32; players];
    for round in 1..=rounds {
        let mut order: Vec<usize> = (0..players).collect();
        // Shuffle, then sort by points: a stable sort keeps the shuffle inside each group.
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        order.sort_by_key(|&p| std::cmp::Reverse(points[p]));
        if order.len() % 2 == 1 {
            let bye = order.pop().unwrap();
            event.push_bye(round, bye).unwrap();
            points[bye] += 3;
        }
        for pair in order.chunks(2) {
            let r = result(&mut rng);
            event.push_match(round, pair[0], pair[1], Some(r)).unwrap();
            match r.a_wins.cmp(&r.b_wins) {
                std::cmp::Ordering::Greater => points[pair[0]] += 3,
                std::cmp::Ordering::Less => points[pair[1]] += 3,
                std::cmp::Ordering::Equal => {
                    points[pair[0]] += 1;
                    points[pair[1]] += 1;
                }
            }
        }
    }
    event
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
