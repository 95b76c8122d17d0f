//! Large pairings: the generated events that `tiebreak pair` is measured on (`PERFORMANCE.md`),
//! written to /tmp by ignored tests.
#![cfg(not(target_arch = "wasm32"))]

use tiebreak::core::model::generate::{swiss_event, swiss_event_with_changes};
use tiebreak::core::write_event_json;

/// The events of the pairing's measurements, as event files: /tmp/pairing-P-R.json for P players
/// after R rounds (15 rounds too, where rematches constrain the most), generated as the benchmarks generate theirs (seed `0x5EED ^ P`). Run with
/// `cargo test --release --test pairing_large -- --ignored`, then `tiebreak pair FILE`.
#[test]
#[ignore = "writes the measured events to /tmp"]
fn write_the_measured_events() {
    for (players, rounds) in [
        (64, 8),
        (128, 8),
        (192, 8),
        (256, 8),
        (320, 8),
        (384, 8),
        (448, 8),
        (512, 8),
        (768, 8),
        (1000, 8),
        (2000, 8),
        (2000, 9),
        (4000, 8),
        (512, 15),
        (2000, 15),
    ] {
        let event = swiss_event(players, rounds, 0x5EED ^ players as u64);
        let path = format!("/tmp/pairing-{players}-{rounds}.json");
        std::fs::write(&path, write_event_json(&event)).unwrap();
    }
}

/// Events of every size from 2 to 300 players, after 1 to 9 rounds, some with late entries and
/// drops: /tmp/pairing-grid/P-R.json. The pairings of events up to the dense path's threshold
/// are compared, seed by seed, between the builds before and after the sparse path.
#[test]
#[ignore = "writes a grid of events to /tmp"]
fn write_a_grid_of_events() {
    std::fs::create_dir_all("/tmp/pairing-grid").unwrap();
    for players in 2..=300 {
        let rounds = 1 + (players as u32 * 7) % 9;
        let seed = 0xC0FFEE ^ players as u64;
        let event = if players % 3 == 0 {
            swiss_event_with_changes(players, rounds, seed)
        } else {
            swiss_event(players, rounds, seed)
        };
        let path = format!("/tmp/pairing-grid/{players}-{rounds}.json");
        std::fs::write(&path, write_event_json(&event)).unwrap();
    }
}

/// The matching alone on an event file named by `PAIRING_FILE` (default: 4,000 players after 8
/// rounds, which `tiebreak pair` refuses past `MAX_PLAYERS`), for `/usr/bin/time -v` on this test
/// binary: `PAIRING_FILE=/tmp/pairing-4000-8.json target/release/deps/pairing_large-… --ignored
/// --exact pair_a_written_event`. Prints the pairs and the time the matching took.
#[test]
#[ignore = "reads an event written by write_the_measured_events"]
fn pair_a_written_event() {
    use tiebreak::core::pairing::groups::pair_groups;
    use tiebreak::core::pairing::{active_players, meetings};
    let path =
        std::env::var("PAIRING_FILE").unwrap_or_else(|_| "/tmp/pairing-4000-8.json".to_string());
    let event = tiebreak::core::read_event_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let standings = tiebreak::core::compute(&event, &event.ruleset).unwrap();
    let points: Vec<i64> = standings
        .players
        .iter()
        .map(|p| i64::from(p.match_points))
        .collect();
    let met = meetings(&event, event.rounds.len() as u32 + 1);
    let mut order = active_players(&event);
    if order.len() % 2 == 1 {
        order.pop();
    }
    let start = std::time::Instant::now();
    let pairs = pair_groups(&order, &points, met.keys().copied());
    println!("{path}: {} pairs in {:?}", pairs.len(), start.elapsed());
    assert_eq!(pairs.len(), order.len() / 2);
}
