//! Generated Swiss-like events, for benchmarks and load tests: the same events natively (criterion)
//! and in the browser (the wasm benchmark), from a seed.
//!
//! ```
//! use tiebreak::core::generate::swiss_event;
//! let event = swiss_event(64, 6, 7);
//! assert_eq!(event.players.len(), 64);
//! assert_eq!(event.rounds.len(), 6);
//! assert_eq!(swiss_event(64, 6, 7), event); // the same seed gives the same event
//! ```

use super::event::{Event, GameResult};

/// A small deterministic generator (xorshift64*), so that every run times the same events.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A mix of results close to a real event: mostly 2-0 and 2-1, some 1-1-1.
fn result(rng: &mut Rng) -> GameResult {
    match rng.below(20) {
        0..=7 => GameResult::new(2, 0, 0),
        8..=13 => GameResult::new(2, 1, 0),
        14..=16 => GameResult::new(0, 2, 0),
        17..=18 => GameResult::new(1, 2, 0),
        _ => GameResult::new(1, 1, 1),
    }
}

/// An event of `players` × `rounds`, every result entered: each round pairs players by match
/// points, in random order inside each group, with a bye for the odd player out.
pub fn swiss_event(players: usize, rounds: u32, seed: u64) -> Event {
    let mut rng = Rng(seed | 1);
    let mut event = Event {
        name: format!("Generated {players} × {rounds}"),
        ..Event::default()
    };
    for i in 0..players {
        // Names are unique by construction, so adding cannot fail.
        let _ = event.add_player(&format!("Player {i:04}"));
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
            if let Some(bye) = order.pop() {
                let _ = event.push_bye(round, bye);
                points[bye] += 3;
            }
        }
        for pair in order.chunks(2) {
            let r = result(&mut rng);
            let _ = event.push_match(round, pair[0], pair[1], Some(r));
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
