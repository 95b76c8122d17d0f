//! `tiebreak advise FILE [--top N] [--samples K] [--format text|json]` (issue 11), run as a
//! binary: the JSON's shape exactly as the issue gives it, the options, and every error word for
//! word with its exit code (2 for a usage mistake, 1 for bad input).
#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::run;

use std::collections::BTreeSet;

use serde_json::Value;

/// 8 players, round 3 paired and waiting (the event of `tests/advice_cases.rs`): after two rounds
/// P01 and P02 have 6 points, P03 to P06 3, P07 and P08 0.
const EIGHT_BY_THREE: &str = include_str!("data/advice-8x3.csv");

/// 7 players, round 2 paired: A-C and E-G (3 v 3), D-F (0 v 0), and B's bye (table 4).
const WITH_A_BYE: &str = include_str!("data/advice-7-bye.csv");

/// 19 players, round 2 paired with nine matches pending: more than 8, so simulated.
const NINE_PENDING: &str = include_str!("data/advice-19-omw.csv");

/// Runs `tiebreak advise - args...` on `stdin` and reads its JSON.
fn advise_json(stdin: &str, args: &[&str]) -> Value {
    let mut all = vec!["advise", "-", "--format", "json"];
    all.extend_from_slice(args);
    let (code, stdout, stderr) = run(&all, stdin);
    assert_eq!((code, stderr.as_str()), (0, ""));
    serde_json::from_str(&stdout).unwrap()
}

/// Writes `text` to a file of its own in the temporary directory and returns its path.
fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let path =
        std::env::temp_dir().join(format!("tiebreak-advice-cli-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

/// Checks that `args` fail as a usage mistake (exit code 2) with exactly `message`.
fn check_usage_error(args: &[&str], message: &str) {
    let (code, stdout, stderr) = run(args, EIGHT_BY_THREE);
    assert_eq!(
        stderr,
        format!("tiebreak: {message}\nRun `tiebreak --help` for the options.\n")
    );
    assert_eq!(code, 2);
    assert_eq!(stdout, "");
}

/// Checks that `tiebreak advise - args...` on `stdin` fails as bad input (exit code 1) with
/// exactly `message`.
fn check_input_error(stdin: &str, args: &[&str], message: &str) {
    let mut all = vec!["advise", "-"];
    all.extend_from_slice(args);
    let (code, stdout, stderr) = run(&all, stdin);
    assert_eq!(stderr, format!("tiebreak: -: {message}\n"));
    assert_eq!(code, 1);
    assert_eq!(stdout, "");
}

fn keys(v: &Value) -> BTreeSet<&str> {
    v.as_object().unwrap().keys().map(String::as_str).collect()
}

fn set<'a>(items: &[&'a str]) -> BTreeSet<&'a str> {
    items.iter().copied().collect()
}

/// Checks one answer `S`: `status`, `reason`, and `chance` (`n/d`) exactly when "depends".
fn check_answer(s: &Value) {
    let status = s["status"].as_str().unwrap();
    assert!(["locked", "out", "depends"].contains(&status), "{s}");
    assert!(!s["reason"].as_str().unwrap().is_empty());
    if status == "depends" {
        assert_eq!(keys(s), set(&["status", "reason", "chance"]), "{s}");
        let chance = s["chance"].as_str().unwrap();
        let (n, d) = chance.split_once('/').unwrap();
        let (n, d): (u128, u128) = (n.parse().unwrap(), d.parse().unwrap());
        assert!(d > 0 && n <= d, "{chance}");
    } else {
        assert_eq!(keys(s), set(&["status", "reason"]), "{s}");
    }
}

/// Every answer of the JSON, as (table, outcome key, side, S).
fn answers(json: &Value) -> Vec<(u64, String, String, Value)> {
    let mut out = Vec::new();
    for t in json.as_array().unwrap() {
        for (o, pair) in t["outcomes"].as_object().unwrap() {
            for (side, s) in pair.as_object().unwrap() {
                out.push((
                    t["table"].as_u64().unwrap(),
                    o.clone(),
                    side.clone(),
                    s.clone(),
                ));
            }
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The JSON.

/// `[{"table", "a", "b", "outcomes": {"a_wins": {"a": S, "b": S}, "draw": ..., "b_wins": ...}}]`,
/// and the statuses of `tests/advice_cases.rs` (worked there by hand): P01 and P02 locked, the
/// 3-v-3 players locked on a win, depending on a draw, out on a loss, P07 and P08 out.
#[test]
fn json_is_an_array_of_tables_with_three_outcomes_each() {
    let json = advise_json(EIGHT_BY_THREE, &["--top", "4"]);
    let tables = json.as_array().unwrap();
    assert_eq!(tables.len(), 4);
    let players: Vec<(u64, &str, &str)> = tables
        .iter()
        .map(|t| {
            (
                t["table"].as_u64().unwrap(),
                t["a"].as_str().unwrap(),
                t["b"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        players,
        [
            (1, "P01", "P02"),
            (2, "P03", "P05"),
            (3, "P04", "P06"),
            (4, "P07", "P08")
        ]
    );
    for t in tables {
        assert_eq!(keys(t), set(&["table", "a", "b", "outcomes"]));
        assert_eq!(
            keys(&t["outcomes"]),
            set(&["a_wins", "draw", "b_wins"]),
            "{t}"
        );
        for o in ["a_wins", "draw", "b_wins"] {
            assert_eq!(keys(&t["outcomes"][o]), set(&["a", "b"]));
        }
    }
    for (_, _, _, s) in answers(&json) {
        check_answer(&s);
    }
    let status = |t: usize, o: &str, side: &str| json[t]["outcomes"][o][side]["status"].clone();
    for o in ["a_wins", "draw", "b_wins"] {
        assert_eq!(status(0, o, "a"), "locked");
        assert_eq!(status(0, o, "b"), "locked");
        assert_eq!(status(3, o, "a"), "out");
        assert_eq!(status(3, o, "b"), "out");
    }
    for t in [1, 2] {
        assert_eq!(status(t, "a_wins", "a"), "locked");
        assert_eq!(status(t, "a_wins", "b"), "out");
        assert_eq!(status(t, "draw", "a"), "depends");
        assert_eq!(status(t, "draw", "b"), "depends");
        assert_eq!(status(t, "b_wins", "a"), "out");
        assert_eq!(status(t, "b_wins", "b"), "locked");
    }
    let reason = json[0]["outcomes"]["draw"]["a"]["reason"].as_str().unwrap();
    assert!(
        reason.contains("a draw (7 points) locks P01 into the top 4"),
        "{reason}"
    );
}

/// A bye: `b` null and one outcome, `a_wins`, with only `a`. B's bye is 3 points; at least 2
/// others finish above 3 (one of A-C and one of E-G), so a top 2 leaves B out.
#[test]
fn json_bye_has_b_null_and_only_a_wins() {
    let json = advise_json(WITH_A_BYE, &["--top", "2"]);
    let bye = &json[3];
    assert_eq!(bye["table"], 4);
    assert_eq!(bye["a"], "B");
    assert_eq!(bye["b"], Value::Null);
    assert_eq!(keys(bye), set(&["table", "a", "b", "outcomes"]));
    assert_eq!(keys(&bye["outcomes"]), set(&["a_wins"]));
    assert_eq!(keys(&bye["outcomes"]["a_wins"]), set(&["a"]));
    assert_eq!(bye["outcomes"]["a_wins"]["a"]["status"], "out");
    check_answer(&bye["outcomes"]["a_wins"]["a"]);
    // The matches around it keep their three outcomes.
    for t in 0..3 {
        assert_eq!(
            keys(&json[t]["outcomes"]),
            set(&["a_wins", "draw", "b_wins"])
        );
    }
}

/// Before the next round is paired, one entry per player with the weakest result that locks them
/// in: P01 (6 points) is locked by a draw (7), which only P02 can reach.
#[test]
fn json_before_a_round_is_paired_lists_each_players_needs() {
    let csv: String = EIGHT_BY_THREE
        .lines()
        .filter(|l| !l.starts_with("3,"))
        .map(|l| format!("{l}\n"))
        .collect();
    let json = advise_json(&csv, &["--top", "4"]);
    let players = json.as_array().unwrap();
    assert_eq!(players.len(), 8);
    assert_eq!(players[0]["player"], "P01");
    assert_eq!(players[0]["points"], 6);
    assert_eq!(players[0]["rounds_left"], 1);
    assert_eq!(players[0]["weakest_lock"], "0-0-1");
    let results = players[0]["results"].as_array().unwrap();
    let records: Vec<(&str, u64, &str)> = results
        .iter()
        .map(|r| {
            (
                r["record"].as_str().unwrap(),
                r["points"].as_u64().unwrap(),
                r["status"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        records,
        [
            ("0-1-0", 6, "depends"),
            ("0-0-1", 7, "locked"),
            ("1-0-0", 9, "locked")
        ]
    );
    // P07 on 0: nothing locks them in.
    let p07 = players.iter().find(|p| p["player"] == "P07").unwrap();
    assert_eq!(p07["weakest_lock"], Value::Null);
}

// ---------------------------------------------------------------------------------------------
// --top, --samples, --format text.

/// Without `--top` the cut is a top 8, and with 8 players everyone is in whatever happens.
#[test]
fn the_default_cut_is_a_top_eight() {
    let json = advise_json(EIGHT_BY_THREE, &[]);
    let all = answers(&json);
    assert_eq!(all.len(), 4 * 3 * 2);
    assert!(all.iter().all(|(_, _, _, s)| s["status"] == "locked"));
}

/// `--top 1`: only P01 or P02 can be first, and only by winning (a draw leaves them level).
#[test]
fn top_sets_the_cut() {
    let json = advise_json(EIGHT_BY_THREE, &["--top", "1"]);
    assert_eq!(json[0]["outcomes"]["a_wins"]["a"]["status"], "locked");
    assert_eq!(json[0]["outcomes"]["a_wins"]["b"]["status"], "out");
    assert_eq!(json[0]["outcomes"]["b_wins"]["b"]["status"], "locked");
    for t in 1..4 {
        for (o, pair) in json[t]["outcomes"].as_object().unwrap() {
            for (side, s) in pair.as_object().unwrap() {
                assert_eq!(s["status"], "out", "table {t} {o} {side}");
            }
        }
    }
}

/// With nine pending tables the open answers are simulated: each chance is a share of K.
#[test]
fn samples_sets_the_denominator_of_a_simulated_chance() {
    for (args, k) in [
        (vec!["--top", "5"], "200"),
        (vec!["--top", "5", "--samples", "7"], "7"),
    ] {
        let json = advise_json(NINE_PENDING, &args);
        let mut chances = 0;
        for (t, o, side, s) in answers(&json) {
            if let Some(chance) = s.get("chance") {
                assert_eq!(s["status"], "depends", "{t} {o} {side}");
                chances += 1;
                let chance = chance.as_str().unwrap();
                assert_eq!(chance.split_once('/').unwrap().1, k, "{t} {o} {side}");
            }
        }
        assert!(chances > 0);
    }
}

/// The issue's `S` carries a chance with every "depends". A "depends" that the proof itself
/// settles (some way puts `cut` others above, some way fewer) is never simulated, so it comes
/// without one: here the draws at W1-W2, W3-W4, W5-W6, W7-W8, W9-L8 (W9) and Otto-L9 (Otto).
#[test]
fn every_simulated_depends_has_a_chance() {
    let json = advise_json(NINE_PENDING, &["--top", "5", "--samples", "7"]);
    for (_, _, _, s) in answers(&json) {
        check_answer(&s);
    }
}

#[test]
fn text_headline_of_an_enumerated_round() {
    let (code, stdout, stderr) = run(&["advise", "-", "--top", "4"], EIGHT_BY_THREE);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(
        stdout.starts_with(
            "What each table needs: round 3, top 4\n\
             Top 4 after round 3: every way the other tables can end was counted, game scores included; "
        ),
        "{stdout}"
    );
    assert!(stdout.contains("\nTable 1: P01 vs P02\n"));
    assert!(stdout.contains("  Both can draw: a draw locks both players into the cut.\n"));
    assert!(stdout.contains("  P01 wins:\n    P01: locked. "));
    // Without --format, text.
    let (_, explicit, _) = run(
        &["advise", "-", "--top", "4", "--format", "text"],
        EIGHT_BY_THREE,
    );
    assert_eq!(explicit, stdout);
}

#[test]
fn text_headline_of_a_simulated_round() {
    let (code, stdout, _) = run(
        &["advise", "-", "--top", "5", "--samples", "7"],
        NINE_PENDING,
    );
    assert_eq!(code, 0);
    assert!(
        stdout.starts_with(
            "What each table needs: round 2, top 5\n\
             Top 5 after round 2: open answers are shares of 7 simulated completions (K = 7).\n"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("\nTable 10: L7 (bye)\n  Bye:\n    L7: "));
}

#[test]
fn text_headline_before_a_round_is_paired() {
    let csv: String = EIGHT_BY_THREE
        .lines()
        .filter(|l| !l.starts_with("3,"))
        .map(|l| format!("{l}\n"))
        .collect();
    let (code, stdout, _) = run(&["advise", "-", "--top", "4"], &csv);
    assert_eq!(code, 0);
    assert!(
        stdout.starts_with(
            "What each player needs: 1 round left (round 3 is not paired yet), top 4\n\n\
             P01 (6 points): a draw locks in (7 points)\n"
        ),
        "{stdout}"
    );
}

/// A file named on the command line reads as standard input does.
#[test]
fn a_file_reads_as_standard_input_does() {
    let path = temp_file("eight.csv", EIGHT_BY_THREE);
    let (code, from_file, _) = run(
        &[
            "advise",
            path.to_str().unwrap(),
            "--top",
            "4",
            "--format",
            "json",
        ],
        "",
    );
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, 0);
    let (_, from_stdin, _) = run(
        &["advise", "-", "--top", "4", "--format", "json"],
        EIGHT_BY_THREE,
    );
    assert_eq!(from_file, from_stdin);
}

// ---------------------------------------------------------------------------------------------
// Usage mistakes: exit code 2.

#[test]
fn top_zero() {
    check_usage_error(
        &["advise", "-", "--top", "0"],
        "--top takes the size of the cut, 1 to 1024, such as 8, not `0`.",
    );
}

#[test]
fn top_not_a_number() {
    check_usage_error(
        &["advise", "-", "--top", "x"],
        "--top takes the size of the cut, 1 to 1024, such as 8, not `x`.",
    );
}

#[test]
fn samples_zero() {
    check_usage_error(
        &["advise", "-", "--samples", "0"],
        "--samples takes 1 to 10000 completions, such as 200, not `0`.",
    );
}

#[test]
fn samples_above_the_limit() {
    check_usage_error(
        &["advise", "-", "--samples", "10001"],
        "--samples takes 1 to 10000 completions, such as 200, not `10001`.",
    );
}

#[test]
fn advice_has_no_csv_format() {
    check_usage_error(
        &["advise", "-", "--format", "csv"],
        "the advice has no CSV form: use --format text or --format json.",
    );
}

#[test]
fn top_and_samples_belong_to_advise() {
    check_usage_error(
        &["standings", "-", "--top", "4"],
        "--top is an option of `tiebreak advise`, as in `tiebreak advise FILE --top ...`.",
    );
    check_usage_error(
        &["pair", "-", "--samples", "50"],
        "--samples is an option of `tiebreak advise`, as in `tiebreak advise FILE --samples ...`.",
    );
}

#[test]
fn advise_without_a_file() {
    check_usage_error(
        &["advise", "--top", "4"],
        "no FILE given: name a match CSV or an event JSON, or - for standard input.",
    );
}

// ---------------------------------------------------------------------------------------------
// Bad input: exit code 1.

#[test]
fn a_cut_larger_than_the_field() {
    check_input_error(
        EIGHT_BY_THREE,
        &["--top", "9"],
        "a top 9 needs 9 players who have not dropped; there are 8.",
    );
}

#[test]
fn an_earlier_round_missing_a_result() {
    check_input_error(
        &EIGHT_BY_THREE.replace("2,P05,P07,2,0,0", "2,P05,P07,,,"),
        &["--top", "4"],
        "round 2 still waits for 1 result: enter it before asking what the last round needs.",
    );
}

/// The number of rounds comes from an event JSON (a CSV has none).
#[test]
fn every_planned_round_played() {
    let done = EIGHT_BY_THREE
        .replace("3,P01,P02,,,", "3,P01,P02,2,0,0")
        .replace("3,P03,P05,,,", "3,P03,P05,2,0,0")
        .replace("3,P04,P06,,,", "3,P04,P06,2,0,0")
        .replace("3,P07,P08,,,", "3,P07,P08,2,0,0");
    let mut event = tiebreak::core::read_csv(&done, 3).unwrap();
    event.planned_rounds = Some(3);
    check_input_error(
        &tiebreak::core::write_event_json(&event),
        &["--top", "4"],
        "all 3 planned rounds are played: the standings are final, so nothing is left to advise.",
    );
    // Without the number of rounds, the same results ask for one more round.
    let (code, stdout, _) = run(&["advise", "-", "--top", "4"], &done);
    assert_eq!(code, 0);
    assert!(stdout.starts_with("What each player needs: 1 round left (round 4 is not paired yet)"));
}

#[test]
fn a_dropped_player_leaves_the_cut_smaller() {
    let mut event = tiebreak::core::read_csv(EIGHT_BY_THREE, 3).unwrap();
    let p01 = event.player_named("P01").unwrap();
    event.set_dropped(p01, Some(3)).unwrap();
    let json = tiebreak::core::write_event_json(&event);
    check_input_error(
        &json,
        &["--top", "8"],
        "a top 8 needs 8 players who have not dropped; there are 7.",
    );
    let advice = advise_json(&json, &["--top", "4"]);
    for o in ["a_wins", "draw", "b_wins"] {
        assert_eq!(advice[0]["outcomes"][o]["a"]["status"], "out");
        assert_eq!(
            advice[0]["outcomes"][o]["a"]["reason"],
            "P01 has dropped, so is not in the top 4."
        );
    }
}

#[test]
fn a_file_that_does_not_exist() {
    let path = std::env::temp_dir().join(format!(
        "tiebreak-advice-cli-{}-missing.csv",
        std::process::id()
    ));
    let shown = path.to_str().unwrap();
    let (code, stdout, stderr) = run(&["advise", shown], "");
    assert_eq!(
        stderr,
        format!("tiebreak: cannot read `{shown}`: there is no such file.\n")
    );
    assert_eq!((code, stdout.as_str()), (1, ""));
}

/// A bad file names itself before the sentence.
#[test]
fn an_error_names_the_file() {
    let path = temp_file("nine.csv", EIGHT_BY_THREE);
    let shown = path.to_str().unwrap();
    let (code, _, stderr) = run(&["advise", shown, "--top", "9"], "");
    let _ = std::fs::remove_file(&path);
    assert_eq!(
        stderr,
        format!("tiebreak: {shown}: a top 9 needs 9 players who have not dropped; there are 8.\n")
    );
    assert_eq!(code, 1);
}
