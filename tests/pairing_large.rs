//! Large pairings: the generated events that `tiebreak pair` is measured on (`PERFORMANCE.md`),
//! written to /tmp by ignored tests.
#![cfg(not(target_arch = "wasm32"))]

use tiebreak::core::model::generate::{swiss_event, swiss_event_with_changes};
use tiebreak::core::write_event_json;

/// The events of the pairing's measurements, as event files: /tmp/pairing-P-R.json for P players
/// after R rounds, generated as the benchmarks generate theirs (seed `0x5EED ^ P`). Run with
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
