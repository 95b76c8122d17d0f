//! The 43 events Melee published in 2026 (`tests/data/real-events/melee-2026/`, copied from
//! `shared/real-events/`): read from the archive's JSON, every player's points, OMW, GW and OGW
//! under `melee` agree with what Melee published, and `melee` is a preset that agrees for every
//! player of every event.
#![cfg(not(target_arch = "wasm32"))]

use std::path::PathBuf;

use tiebreak::core::audit::{audit, presets_that_agree};
use tiebreak::core::{read_event, Ruleset};

fn events() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/real-events/melee-2026");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|f| {
            (
                f.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read_to_string(&f).unwrap(),
            )
        })
        .collect()
}

#[test]
fn every_shared_event_agrees_with_melee_under_melee() {
    let events = events();
    assert_eq!(events.len(), 43);
    let mut players = 0;
    for (name, text) in &events {
        let event = read_event(text, 3).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(event.ruleset.name, "melee", "{name}");
        let a = audit(&event, &Ruleset::preset("melee").unwrap()).unwrap();
        for row in &a.rows {
            assert!(
                row.agrees(),
                "{name}: {} differs on {:?}: {:?}",
                event.players[row.player].name,
                row.differs,
                row.computed
            );
        }
        players += a.rows.len();
        let agree = presets_that_agree(&event);
        assert!(agree.contains(&"melee"), "{name}: {agree:?}");
    }
    assert_eq!(players, 964);
}
