//! The bytes of `tiebreak standings` in every format, held to golden files.
//!
//! The files in `tests/data/standings/` were written by the build before the CLI's output path was
//! made faster (rows serialized from a struct instead of a `serde_json::Value` per row, names
//! interned, one buffered writer). The output must not change by one byte: hidden checks and
//! scripts compare it. The generated 64 × 6 event and `everything.json` were written again when
//! every preset came to count a repeated opponent once (issue 9 §3); with
//! `--repeated-opponents each`, today's JSON and CSV of them are the first files byte for byte. The inputs cover the fields a ruleset adds (`oomw`, `cumulative`), null
//! figures, late entries and drops (`dropped_after`), and names that need escaping.

use std::process::Command;

/// Runs `tiebreak standings FILE ARGS` from `tests/data/` and checks its output against the golden
/// file `tests/data/standings/GOLDEN`.
fn check(file: &str, args: &[&str], golden: &str) {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let out = Command::new(env!("CARGO_BIN_EXE_tiebreak"))
        .current_dir(data)
        .arg("standings")
        .arg(file)
        .args(args)
        .output()
        .expect("the tiebreak binary starts");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));
    let expected = std::fs::read(format!("{data}/standings/{golden}")).unwrap();
    assert!(
        out.stdout == expected,
        "`tiebreak standings {file} {}` differs from standings/{golden}:\n{}",
        args.join(" "),
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn pod_scenario_2_in_every_format() {
    check(
        "pod-scenario-2.csv",
        &["--format", "json"],
        "pod-scenario-2.json",
    );
    check("pod-scenario-2.csv", &[], "pod-scenario-2.txt");
    check(
        "pod-scenario-2.csv",
        &["--format", "csv"],
        "pod-scenario-2.csv",
    );
}

#[test]
fn pod_scenario_2_with_the_fields_a_ruleset_adds() {
    let cumulative = ["--format", "json", "--ruleset", "cumulative"];
    check(
        "pod-scenario-2.csv",
        &cumulative,
        "pod-scenario-2.cumulative.json",
    );
    let dci = ["--format", "json", "--ruleset", "dci-1999"];
    check("pod-scenario-2.csv", &dci, "pod-scenario-2.dci-1999.json");
    let dci = ["--format", "csv", "--ruleset", "dci-1999"];
    check("pod-scenario-2.csv", &dci, "pod-scenario-2.dci-1999.csv");
}

/// `generated-64x6.json` is `generate::swiss_event_with_changes(64, 6, 7)`, saved as an event file:
/// four late entries and four drops.
#[test]
fn a_generated_event_with_late_entries_and_drops() {
    check(
        "generated-64x6.json",
        &["--format", "json"],
        "generated-64x6.json",
    );
    check("generated-64x6.json", &[], "generated-64x6.txt");
    check(
        "generated-64x6.json",
        &["--format", "csv"],
        "generated-64x6.csv",
    );
}

/// Null figures (a player with no opponents) and names that JSON, CSV and the terminal escape.
#[test]
fn null_figures_and_names_that_need_escaping() {
    check(
        "golden/everything.json",
        &["--format", "json"],
        "everything.json",
    );
    check("golden/escapes.json", &["--format", "json"], "escapes.json");
    check("golden/escapes.json", &["--format", "csv"], "escapes.csv");
    check("golden/escapes.json", &[], "escapes.txt");
}
