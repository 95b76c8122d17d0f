//! The model-based test of issue 16: random sequences of every edit the app and the CLI offer
//! (`tests/common/model.rs`), with undo and finishing rounds between them. After every accepted
//! edit the event validates and its file reads back equal; a refused edit leaves the event as it
//! was and says one sentence; every undo is accepted and logged.
//!
//! `PROPTEST_CASES` sets the number of sequences (2,000 by default, each up to 150 steps); `--nocapture` prints what the
//! run did, edit by edit. The fuzz target (`tests/fuzz.rs`) runs the same model longer.

mod common;

use std::cell::RefCell;

use common::model::{run, session, Tally};
use proptest::test_runner::{Config, TestRunner};

#[test]
fn random_edit_sequences_keep_every_event_valid() {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(2000);
    let tally = RefCell::new(Tally::default());
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let result = runner.run(&session(150), |ops| {
        run(&ops, &mut tally.borrow_mut());
        Ok(())
    });
    let tally = tally.into_inner();
    let (accepted, refused) = tally
        .edits
        .values()
        .fold((0, 0), |(a, r), (x, y)| (a + x, r + y));
    println!(
        "{} sequences: {accepted} edits accepted, {refused} refused, {} undos; longest log {}, most rounds {}",
        tally.sequences, tally.undos, tally.longest_log, tally.most_rounds
    );
    for (kind, (a, r)) in &tally.edits {
        println!("  {kind:<16} {a:>6} accepted {r:>6} refused");
    }
    println!("refusals, by their words:");
    for (words, count) in &tally.refusals {
        println!("  {count:>6}  {words}");
    }
    if let Err(e) = result {
        panic!("{e}");
    }
    // Deep enough to mean something: corrections, penalties and undos happened.
    assert!(tally.most_rounds >= 3, "{tally:?}");
    assert!(tally.longest_log >= 5, "{tally:?}");
    assert!(tally.undos > 0);
    for kind in [
        "result",
        "penalty",
        "pair round",
        "add table",
        "remove table",
        "swap",
    ] {
        assert!(tally.edits[kind].0 > 0, "no {kind} was ever accepted");
    }
}
