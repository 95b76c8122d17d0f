//! The event's ruleset is changed on purpose (issue 41 §3): viewing the standings under another
//! ruleset changes nothing; making it the event's is an edit that says what it reorders, and one
//! that would reseed a seeded playoff is refused with the seeds it would move.

#![cfg(not(target_arch = "wasm32"))]

use tiebreak::core::edit::{apply, Edit, Stamp};
use tiebreak::core::{compute, read_csv, Event, Ruleset};
use tiebreak::render::standings_tab::{ruleset_question, viewing_note};

fn stamp() -> Stamp {
    Stamp::at("2026-11-29T10:00:00Z")
}

/// The pod scenario: ten players, three rounds, whose 2-1 group MTR and the pod sheet order
/// differently (Tino and Mariano, 5th and 6th).
fn pod() -> Event {
    read_csv(
        &std::fs::read_to_string("tests/data/pod-scenario-2.csv").unwrap(),
        3,
    )
    .unwrap()
}

fn order(e: &Event, ruleset: &Ruleset) -> Vec<String> {
    compute(e, ruleset)
        .unwrap()
        .rows
        .iter()
        .map(|r| e.players[r.player].name.clone())
        .collect()
}

#[test]
fn the_question_names_who_moves() {
    let e = pod();
    let pod_sheet = Ruleset::preset("pod-sheet").unwrap();
    let from = compute(&e, &e.ruleset).unwrap();
    let to = compute(&e, &pod_sheet).unwrap();
    assert_eq!(
        ruleset_question(&e, &from, &to, &pod_sheet),
        "Make Store draft pod sheet (pod-sheet) the event's ruleset, in place of Magic Tournament Rules (mtr)? It reorders the standings: Mariano 6th → 5th, Tino 5th → 6th. Undo takes it back."
    );
    assert_eq!(
        ruleset_question(&e, &from, &from, &e.ruleset),
        "Make Magic Tournament Rules (mtr) the event's ruleset, in place of Magic Tournament Rules (mtr)? The standings keep their order. Undo takes it back."
    );
    assert_eq!(
        viewing_note("wer", "mtr"),
        "You are viewing the standings under Wizards Event Reporter (wer). This is a view: the event's ruleset is still Magic Tournament Rules (mtr), and its standings, pairings, playoff and players' link follow that one."
    );
}

#[test]
fn a_change_that_would_reseed_the_playoff_is_refused() {
    let e = pod();
    let pod_sheet = Ruleset::preset("pod-sheet").unwrap();
    // Without a playoff the change is made, and reorders the standings.
    let changed = apply(
        &e,
        &Edit::SetRuleset {
            ruleset: pod_sheet.clone(),
        },
        &stamp(),
    )
    .unwrap();
    assert_eq!(changed.ruleset.name, "pod-sheet");
    assert_eq!(
        order(&changed, &changed.ruleset)[4..6],
        ["Mariano".to_string(), "Tino".to_string()]
    );
    // A top 8 seeded under mtr: pod-sheet would swap seeds 5 and 6.
    let seeded = apply(&e, &Edit::SeedPlayoff { size: 8 }, &stamp()).unwrap();
    let refused = apply(&seeded, &Edit::SetRuleset { ruleset: pod_sheet }, &stamp()).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "the playoff was seeded under mtr, and under pod-sheet seed 5 would be Mariano, not Tino, seed 6 would be Tino, not Mariano: remove the playoff first, then seed it again."
    );
    // One that seeds it the same is made.
    let wltr = Ruleset::preset("wltr").unwrap();
    let same = order(&seeded, &wltr)[..8] == order(&seeded, &seeded.ruleset)[..8];
    let made = apply(&seeded, &Edit::SetRuleset { ruleset: wltr }, &stamp());
    assert_eq!(made.is_ok(), same);
}
