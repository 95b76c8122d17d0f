//! Generated Swiss-like events, for benchmarks and load tests: the same events natively (criterion)
//! and in the browser (the wasm benchmark), from a seed.
//!
//! ```
//! use tiebreak::core::model::generate::swiss_event;
//! let event = swiss_event(64, 6, 7);
//! assert_eq!(event.players.len(), 64);
//! assert_eq!(event.rounds.len(), 6);
//! assert_eq!(swiss_event(64, 6, 7), event); // the same seed gives the same event
//! ```

use crate::core::model::event::Event;

use crate::core::model::game_result::GameResult;

/// Five players, three rounds, a bye each round, as a match CSV: the small event of the unit
/// tests and the browser tests. Under the MTR ruleset Eve's OMW is 299/600 = 49.83%: her
/// opponents are Bo (0/3, raised to the 0.33 floor) and Ann (6/9).
pub const FIVE: &str = "round,player_a,player_b,a_wins,b_wins,draws
1,Ann,Bo,2,1,0
1,Cy,Dee,2,0,0
1,Eve,BYE,,,
2,Ann,Cy,2,1,0
2,Bo,Eve,0,2,0
2,Dee,BYE,,,
3,Ann,Eve,1,2,0
3,Cy,Bo,2,1,0
3,Dee,BYE,,,
";

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
///
/// Every player plays every round: the golden event files of `tests/data/golden/` were written from
/// these events. [`swiss_event_with_changes`] adds late entries and drops.
pub fn swiss_event(players: usize, rounds: u32, seed: u64) -> Event {
    generated(players, rounds, seed, false)
}

/// As [`swiss_event`], with players who enter late and players who drop: with two rounds or more,
/// one player in sixteen (the 6th, the 22nd, ...) enters in round 2; with three rounds or more, one
/// in sixteen (the 12th, the 28th, ...) drops before the last round. Each round pairs the players
/// of the round ([`Event::plays_in`]).
///
/// ```
/// use tiebreak::core::model::generate::swiss_event_with_changes;
/// let event = swiss_event_with_changes(64, 6, 7);
/// // Players 5, 21, 37 and 53 enter in round 2; players 11, 27, 43 and 59 drop after round 5.
/// assert_eq!(event.players[21].entered_round, Some(2));
/// assert_eq!(event.players[27].dropped_after, Some(5));
/// assert_eq!(event.players_in(1).len(), 60);
/// assert_eq!(event.players_in(2).len(), 64);
/// assert_eq!(event.players_in(6).len(), 60);
/// ```
pub fn swiss_event_with_changes(players: usize, rounds: u32, seed: u64) -> Event {
    generated(players, rounds, seed, true)
}

/// The generator of both.
fn generated(players: usize, rounds: u32, seed: u64, changes: bool) -> Event {
    let mut rng = Rng(seed | 1);
    let mut event = Event {
        name: format!("Generated {players} × {rounds}"),
        ..Event::default()
    };
    for i in 0..players {
        // Names are unique by construction, so adding cannot fail.
        let _ = event.add_player(&format!("Player {i:04}"));
        if changes && rounds >= 2 && i % 16 == 5 {
            event.players[i].entered_round = Some(2);
        }
        if changes && rounds >= 3 && i % 16 == 11 {
            event.players[i].dropped_after = Some(rounds - 1);
        }
    }
    let mut points = vec![0u32; players];
    for round in 1..=rounds {
        let mut order: Vec<usize> = event.players_in(round);
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
