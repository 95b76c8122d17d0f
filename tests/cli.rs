//! The `tiebreak` command line: its outputs, and every error message word for word.

mod common;
use common::{check_input_error, check_usage_error, run, CORRECTED, CORRECTED_GOLDEN, HEADER, POD};

use std::process::{Command, Stdio};

#[test]
fn player_paired_twice_in_a_round() {
    check_input_error(
        &format!("{HEADER}1,Ann,Bo,2,0,0\n1,Ann,Cy,2,1,0\n"),
        "line 3: Ann is paired twice in round 1 (first on line 2): each player plays once a round.",
    );
}

#[test]
fn negative_game_count() {
    check_input_error(
        &format!("{HEADER}1,Ann,Bo,-1,0,0\n"),
        "line 2: a_wins `-1` is negative: a game count is 0 or more.",
    );
}

#[test]
fn non_numeric_game_count() {
    check_input_error(
        &format!("{HEADER}1,Ann,Bo,2,one,0\n"),
        "line 2: b_wins `one` is not a number of games: write a whole number such as 0, 1 or 2.",
    );
}

#[test]
fn impossible_score_three_nil_in_best_of_three() {
    check_input_error(
        &format!("{HEADER}1,Ann,Bo,3,0,0\n"),
        "line 2: 3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games. Melee records such a result as played: the `melee` ruleset counts it.",
    );
}

#[test]
fn impossible_score_two_all() {
    check_input_error(
        &format!("{HEADER}1,Ann,Bo,2,2,0\n"),
        "line 2: 2-2 is not a possible result in a best-of-3 match: the match ends as soon as one player wins 2 games. Melee records such a result as played: the `melee` ruleset counts it.",
    );
}

#[test]
fn three_nil_is_fine_in_best_of_five() {
    let (code, stdout, stderr) = run(
        &["standings", "-", "--best-of", "5", "--format", "csv"],
        &format!("{HEADER}1,Ann,Bo,3,0,0\n"),
    );
    assert_eq!(stderr, "");
    assert_eq!(code, 0);
    assert_eq!(
        stdout.lines().nth(1).unwrap(),
        "1,Ann,1-0-0,3,1/1,100.00%,1/1,100.00%,33/100,33.00%,33/100,33.00%,false,"
    );
}

#[test]
fn empty_file() {
    check_input_error(
        "",
        "the file is empty: expected a header `round,player_a,player_b,a_wins,b_wins,draws` and one row per match.",
    );
}

#[test]
fn header_without_matches() {
    check_input_error(
        HEADER,
        "the file has a header but no matches: add one row per match, such as `1,Ann,Bo,2,1,0`.",
    );
}

#[test]
fn wrong_number_of_columns() {
    check_input_error(
        &format!("{HEADER}1,Ann,Bo,2,0,0\n1,Cy\n"),
        "line 3: expected the columns round,player_a,player_b,a_wins,b_wins,draws, but found 2 columns.",
    );
}

#[test]
fn round_that_is_not_a_number() {
    check_input_error(
        &format!("{HEADER}x,Ann,Bo,2,0,0\n"),
        "line 2: round `x` is not a round number: write a whole number from 1.",
    );
}

#[test]
fn player_paired_against_themselves() {
    check_input_error(
        &format!("{HEADER}1,Ann,ann,2,0,0\n"),
        "line 2: Ann cannot be paired against themselves.",
    );
}

#[test]
fn event_json_from_a_newer_version() {
    check_input_error(
        r#"{"format":"tiebreak-event","schema":9}"#,
        "this event was saved by a newer Tiebreak (schema 9; this one reads up to 8): update Tiebreak to open it.",
    );
}

#[test]
fn unknown_ruleset() {
    check_usage_error(
        &["standings", "-", "--ruleset", "nope"],
        "unknown ruleset `nope`: choose one of mtr, wer, wltr, dci-1999, pod-sheet, team, cumulative, melee, melee-2024-2025, melee-spring-2024, melee-early-2024, cardsrealm, cardsrealm-early-2025, topdeck, manatraders.",
    );
}

#[test]
fn unknown_format() {
    check_usage_error(
        &["standings", "-", "--format", "xml"],
        "unknown format `xml`: choose text, json or csv.",
    );
}

#[test]
fn missing_file_argument() {
    check_usage_error(
        &["standings"],
        "no FILE given: name a match CSV or an event JSON, or - for standard input.",
    );
}

#[test]
fn unknown_command() {
    check_usage_error(
        &["stand", "x.csv"],
        "unknown command `stand`: the commands are `standings`, `pair`, `share`, `advise`, `log` and `audit`, as in `tiebreak standings FILE`.",
    );
}

#[test]
fn unknown_option() {
    check_usage_error(
        &["standings", "-", "--rules", "mtr"],
        "unknown option `--rules`.",
    );
}

#[test]
fn option_without_its_value() {
    check_usage_error(&["standings", "-", "--ruleset"], "--ruleset needs a value.");
}

#[test]
fn floor_out_of_range() {
    check_usage_error(
        &["standings", "-", "--floor", "2"],
        "--floor takes a fraction between 0 and 1 such as 33/100, 1/3 or 0.33, or none; not `2`.",
    );
}

#[test]
fn unknown_tiebreaker_in_the_order() {
    check_usage_error(
        &["standings", "-", "--tiebreakers", "mp,owm"],
        "unknown tiebreaker `owm` in --tiebreakers: choose from mp, cumulative, mwp, omw, gwp, ogw, oomw.",
    );
}

#[test]
fn missing_file() {
    let (code, _, stderr) = run(&["standings", "/nonexistent/event.csv"], "");
    assert_eq!(
        stderr,
        "tiebreak: cannot read `/nonexistent/event.csv`: there is no such file.\n"
    );
    assert_eq!(code, 1);
}

#[test]
fn unknown_player() {
    let (code, _, stderr) = run(&["standings", "-", "--player", "Zed"], POD);
    assert_eq!(
        stderr,
        "tiebreak: no player named `Zed` in this event. The players are: Scott, Andy, Tino, Bernie, Derek, Roger, Jorge, Chuck, Mariano, Paul.\n"
    );
    assert_eq!(code, 1);
}

#[test]
fn file_that_is_not_utf8() {
    let path = std::env::temp_dir().join(format!("tiebreak-latin1-{}.csv", std::process::id()));
    std::fs::write(
        &path,
        b"round,player_a,player_b,a_wins,b_wins,draws\n1,Ren\xe9,Bo,2,0,0\n",
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let (code, _, stderr) = run(&["standings", file], "");
    std::fs::remove_file(&path).unwrap();
    assert_eq!(
        stderr,
        format!("tiebreak: {file}: line 2: the text is not UTF-8: save the file as UTF-8 (in a spreadsheet, \"CSV UTF-8\").\n")
    );
    assert_eq!(code, 1);
}

#[test]
fn pod_scenario_json_rows_under_mtr() {
    let (code, stdout, stderr) = run(&["standings", "-", "--format", "json"], POD);
    assert_eq!((code, stderr.as_str()), (0, ""));
    let rows: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let names: Vec<&str> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "Derek", "Chuck", "Jorge", "Bernie", "Tino", "Mariano", "Scott", "Paul", "Roger",
            "Andy"
        ]
    );
    let mariano = &rows[5];
    assert_eq!(mariano["rank"], 6);
    assert_eq!(mariano["record"], "2-1-0");
    assert_eq!(mariano["match_points"], 6);
    assert_eq!(mariano["mwp"], "2/3");
    assert_eq!(mariano["gwp"], "5/8");
    // (1/3 + 33/100 + 2/3) / 3
    assert_eq!(mariano["omw"], "133/300");
    assert_eq!(mariano["omw_display"], "44.33%");
    assert_eq!(mariano["ogw"], "91/216");
    assert_eq!(mariano["perfect_tie"], false);
    // The fields, in order; no oomw or cumulative under mtr.
    let ordered = common::Ordered::read(&stdout);
    let keys = ordered.at(5).keys();
    assert_eq!(
        keys,
        [
            "rank",
            "name",
            "record",
            "match_points",
            "mwp",
            "mwp_display",
            "gwp",
            "gwp_display",
            "omw",
            "omw_display",
            "ogw",
            "ogw_display",
            "perfect_tie",
            "dropped_after"
        ]
    );
}

#[test]
fn pod_scenario_under_the_sheets_own_floor() {
    let (code, stdout, _) = run(
        &[
            "standings",
            "-",
            "--ruleset",
            "pod-sheet",
            "--format",
            "json",
        ],
        POD,
    );
    assert_eq!(code, 0);
    let rows: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let names: Vec<&str> = (1..6).map(|i| rows[i]["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Chuck", "Jorge", "Bernie", "Mariano", "Tino"]);
    assert_eq!(rows[2]["ogw"], "109/216");
    assert_eq!(rows[3]["ogw"], "13/27");
    assert_eq!(rows[4]["omw"], "4/9");
    assert_eq!(rows[5]["omw"], "4/9");
}

#[test]
fn team_ruleset_adds_oomw_and_cumulative_adds_cumulative() {
    let (_, stdout, _) = run(
        &["standings", "-", "--ruleset", "team", "--format", "json"],
        POD,
    );
    let rows: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert!(rows[0].get("oomw").is_some());
    assert!(rows[0].get("cumulative").is_none());
    let (_, stdout, _) = run(
        &[
            "standings",
            "-",
            "--ruleset",
            "cumulative",
            "--format",
            "json",
        ],
        &format!("{HEADER}1,Ann,Bo,2,0,0\n2,Ann,Cy,2,1,0\n3,Ann,Di,0,2,0\n"),
    );
    let rows: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(rows[0]["name"], "Ann");
    // Deep dive: win, win, loss gives 3, then 6.75, then 7.6875 (not 7.8675).
    assert_eq!(rows[0]["cumulative"], "123/16");
    assert_eq!(rows[0]["cumulative_display"], "7.6875");
    assert!(rows[0].get("oomw").is_none());
}

#[test]
fn text_table_is_aligned_and_marks_perfect_ties() {
    let (code, stdout, _) = run(
        &["standings", "-"],
        &format!("{HEADER}1,Ann,Bo,2,0,0\n1,Cy,Di,2,0,0\n"),
    );
    assert_eq!(code, 0);
    assert_eq!(
        stdout,
        "\
4 players, 1 round, ruleset mtr (Points, OMW, GWP, OGW)

Rank  Player  Record  Points      OMW      GWP      OGW
-------------------------------------------------------
  1=  Ann      1-0-0       3   33.00%  100.00%   33.00%
  2=  Cy       1-0-0       3   33.00%  100.00%   33.00%
  3=  Bo       0-1-0       0  100.00%   33.00%  100.00%
  4=  Di       0-1-0       0  100.00%   33.00%  100.00%

= a perfect tie on every tiebreaker, broken by registration order.
"
    );
}

#[test]
fn player_breakdown_shows_the_floor_and_the_division() {
    let (code, stdout, _) = run(&["standings", "-", "--player", "mariano"], POD);
    assert_eq!(code, 0);
    assert!(stdout.starts_with("Mariano — rank 6, record 2-1-0, ruleset mtr\n"));
    for line in [
        "  R2     Roger     0-3-0 in 3 rounds: 0/9  0.00% → 33.00% (floor)",
        "  Sum of the 3 opponents' match-win %: 1/3 + 33/100 + 2/3 = 133/100 ≈ 1.3300.",
        "  Divided by 3 opponents: 133/100 ÷ 3 = 133/300 ≈ 44.33%.",
        "  15 game points in 8 games, out of 24 possible (8 games × 3): 15/24 = 5/8 = 62.50%.",
        "  Against Tino (above): Opponents' match-win % decided, 44.33% against 44.44%.",
    ] {
        assert!(stdout.contains(line), "missing {line:?} in\n{stdout}");
    }
}

#[test]
fn player_breakdown_as_json() {
    let (code, stdout, _) = run(
        &["standings", "-", "--player", "Tino", "--format", "json"],
        POD,
    );
    assert_eq!(code, 0);
    let e: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(e["name"], "Tino");
    let omw = &e["figures"][3];
    assert_eq!(omw["code"], "omw");
    assert_eq!(omw["exact"], "4/9");
    assert_eq!(omw["opponents"].as_array().unwrap().len(), 3);
}

#[test]
fn json_event_export_is_read_with_its_ruleset() {
    let event = tiebreak::core::read_csv(POD, 3).unwrap();
    let mut event = event;
    event.ruleset = tiebreak::core::Ruleset::preset("wltr").unwrap();
    let json = tiebreak::core::write_event_json(&event);
    let (code, stdout, _) = run(&["standings", "-", "--format", "csv"], &json);
    assert_eq!(code, 0);
    // WLTR's one-third floor puts Mariano ahead of Tino.
    let names: Vec<&str> = stdout
        .lines()
        .skip(2)
        .take(5)
        .map(|l| l.split(',').nth(1).unwrap())
        .collect();
    assert_eq!(names, ["Chuck", "Jorge", "Bernie", "Mariano", "Tino"]);
}

#[test]
fn overrides_change_one_choice() {
    // MTR with the floor changed by hand to one third gives the pod sheet's order.
    let (code, stdout, _) = run(
        &["standings", "-", "--floor", "1/3", "--format", "csv"],
        POD,
    );
    assert_eq!(code, 0);
    let names: Vec<&str> = stdout
        .lines()
        .skip(5)
        .take(2)
        .map(|l| l.split(',').nth(1).unwrap())
        .collect();
    assert_eq!(names, ["Mariano", "Tino"]);
}

#[test]
fn help_lists_the_command() {
    let (code, stdout, _) = run(&["--help"], "");
    assert_eq!(code, 0);
    assert!(stdout.starts_with("Usage: tiebreak standings FILE [options]\n"));
}

/// `--help` names every preset `--ruleset` takes, and every code `--empty-figure` and `--playoff`
/// take.
#[test]
fn help_names_every_preset_and_empty_figure() {
    let (_, stdout, _) = run(&["--help"], "");
    let words: Vec<&str> = stdout
        .split(|c: char| c.is_whitespace() || c == ',' || c == '|' || c == ';')
        .collect();
    for preset in tiebreak::core::PRESETS {
        assert!(
            words.contains(&preset.name),
            "{} is not in --help",
            preset.name
        );
    }
    assert!(stdout.contains("--empty-figure none|floor|zero|floor-0.3333\n"));
    // The list is made from PRESETS (issue 40), wrapped at the help's width.
    assert!(stdout.contains(
        "  --ruleset NAME          mtr (default), wer, wltr, dci-1999, pod-sheet, team, cumulative; Melee's\n                          rules by period: melee (Melee's current rules, the default of an archive\n                          from melee.gg), melee-2024-2025, melee-spring-2024, melee-early-2024;\n                          the other platforms': cardsrealm, cardsrealm-early-2025, topdeck,\n                          manatraders\n"
    ));
    assert!(stdout.lines().all(|l| l.chars().count() <= 100), "{stdout}");
    let (code, _, stderr) = run(&["standings", "-", "--empty-figure", "half"], POD);
    assert_eq!(
        (code, stderr.lines().next().unwrap_or("")),
        (
            2,
            "tiebreak: --empty-figure takes none, floor, zero or floor-0.3333, not `half`."
        )
    );
    assert!(stdout.contains("--playoff left-out|counted|no-points|by-round|everyone\n"));
    let (code, _, stderr) = run(&["standings", "-", "--playoff", "yes"], POD);
    assert_eq!(
        (code, stderr.lines().next().unwrap_or("")),
        (
            2,
            "tiebreak: --playoff takes left-out, counted, no-points, by-round or everyone, not `yes`."
        )
    );
    let (code, stdout, _) = run(
        &["standings", "-", "--playoff", "counted", "--format", "json"],
        POD,
    );
    assert_eq!(code, 0);
    assert!(stdout.starts_with('['));
}

#[test]
fn pair_prints_the_next_round_as_json() {
    let (code, stdout, stderr) = run(&["pair", "-", "--format", "json", "--seed", "0"], POD);
    assert_eq!((code, stderr.as_str()), (0, ""));
    let rows: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 5);
    // Derek (9 points) has met Roger, Scott and Chuck: he pairs down to a 6-point player, chosen
    // by the seed.
    assert_eq!(
        rows[0],
        serde_json::json!({"table": 1, "a": "Derek", "b": "Tino",
            "why": "Derek (9 points) is paired down to Tino (6 points): no other player is on 9 points."})
    );
    assert_eq!(
        common::Ordered::read(&stdout).at(0).keys(),
        ["table", "a", "b", "why"]
    );
}

#[test]
fn pair_with_a_drop_gives_the_bye_to_the_lowest_ranked_player() {
    let (code, stdout, _) = run(&["pair", "-", "--format", "json", "--drop", "andy"], POD);
    assert_eq!(code, 0);
    let rows: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 5);
    assert!(rows.iter().all(|r| r["a"] != "Andy" && r["b"] != "Andy"));
    // Roger, 0-3, is last once Andy has dropped: he gets the bye, at the last table.
    assert_eq!(
        rows[4],
        serde_json::json!({"table": 5, "a": "Roger", "b": null,
            "why": "Roger gets the bye: the lowest-ranked player who has not had one."})
    );
}

#[test]
fn pair_refuses_while_a_result_is_missing() {
    let (code, _, stderr) = run(
        &["pair", "-"],
        &format!("{HEADER}1,Ann,Bo,2,0,0\n1,Cy,Dee,,,\n"),
    );
    assert_eq!(
        stderr,
        "tiebreak: -: round 1 has 1 result missing: enter it before pairing round 2.\n"
    );
    assert_eq!(code, 1);
}

#[test]
fn pair_seed_must_be_a_number() {
    check_usage_error(
        &["pair", "-", "--seed", "x"],
        "--seed takes a whole number such as 42, not `x`.",
    );
}

/// Runs `tiebreak` with arguments that may not be UTF-8.
#[cfg(unix)]
fn run_os(args: &[&std::ffi::OsStr]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tiebreak"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the tiebreak binary starts");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Regression: a non-UTF-8 argument panicked in `std::env::args`.
#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_named() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let bad = OsStr::from_bytes(b"Ann\xff");
    for (option, command) in [("--player", "standings"), ("--drop", "pair")] {
        let (code, stderr) = run_os(&[
            OsStr::new(command),
            OsStr::new("-"),
            OsStr::new(option),
            bad,
        ]);
        assert_eq!(
            stderr,
            format!("tiebreak: the value of {option} is not UTF-8 text: type it again, as the event file spells it.\nRun `tiebreak --help` for the options.\n")
        );
        assert_eq!(code, 2);
    }
    // A file name may be any bytes: it is shown with a replacement character.
    let (code, stderr) = run_os(&[
        OsStr::new("standings"),
        OsStr::from_bytes(b"/nonexistent/\xff.csv"),
    ]);
    assert_eq!(
        stderr,
        "tiebreak: cannot read `/nonexistent/\u{fffd}.csv`: there is no such file.\n"
    );
    assert_eq!(code, 1);
    let (code, stderr) = run_os(&[OsStr::from_bytes(b"st\xff")]);
    assert_eq!(
        stderr,
        "tiebreak: unknown command `st\u{fffd}`: the commands are `standings`, `pair`, `share`, `advise`, `log` and `audit`, as in `tiebreak standings FILE`.\nRun `tiebreak --help` for the options.\n"
    );
    assert_eq!(code, 2);
}

/// Regression: `entered_round` 4000000000 hung `standings` under `cumulative`, and gave a record of
/// 0-3999999999-0 under `mtr`.
#[test]
fn a_late_entry_beyond_the_rounds_is_refused() {
    let event = r#"{"format": "tiebreak-event", "schema": 1, "players": [{"name": "Ann"}, {"name": "Bo", "entered_round": 4000000000}], "rounds": [{"round": 1, "tables": [{"bye": "Ann"}]}]}"#;
    for ruleset in ["cumulative", "mtr"] {
        let (code, stdout, stderr) = run(&["standings", "-", "--ruleset", ruleset], event);
        assert_eq!(stderr, "tiebreak: -: Bo entered in round 4000000000, but a late entry enters at a round from 2 to 2, the round after the last one paired: fix `entered_round`.\n");
        assert_eq!((code, stdout.as_str()), (1, ""));
    }
}

/// Regression: a name with a line break made `--format csv` write rows of different lengths; it is
/// refused where it comes in.
#[test]
fn a_name_with_a_line_break_is_refused() {
    check_input_error(
        &format!("{HEADER}1,\"Ann\nBo\",Cy,2,0,0\n"),
        "line 2: a double quote is not closed: close it, or remove it.",
    );
    check_input_error(
        "{\"format\": \"tiebreak-event\", \"schema\": 1, \"players\": [{\"name\": \"Ann\\r\"}, {\"name\": \"B\\u2028o\"}]}",
        "the name `B\\u{2028}o` has a control character (a line break, a tab or another invisible character): type the name on one line.",
    );
}

#[test]
fn help_after_the_command() {
    let (code, stdout, _) = run(&["standings", "--help"], "");
    assert_eq!(code, 0);
    assert!(stdout.starts_with("Usage: tiebreak standings FILE [options]\n"));
}

/// The row of `name` in the JSON standings.
fn json_row(stdout: &str, name: &str) -> serde_json::Value {
    let rows: serde_json::Value = serde_json::from_str(stdout).unwrap();
    rows.as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == name)
        .unwrap()
        .clone()
}

/// Issue 9, found by fuzzing: `to_percent` multiplied the numerator by 100 with a saturating
/// multiplication, so this floor (4/9 and a hair, 0.4444…) showed as 37.81%.
#[test]
fn a_huge_floor_is_shown_as_its_own_percentage() {
    let floor = "4000000000000000000000000000000000000/9000000000000000000000000000000000001";
    let (code, stdout, stderr) = run(
        &["standings", "-", "--floor", floor, "--format", "json"],
        &format!("{HEADER}1,Ann,Bo,2,0,0\n"),
    );
    assert_eq!((code, stderr.as_str()), (0, ""));
    let bo = json_row(&stdout, "Bo");
    assert_eq!(bo["mwp"], floor);
    assert_eq!(bo["mwp_display"], "44.44%");
}

/// Issue 9, found by fuzzing: the digit-by-digit division multiplied a remainder near 2^128 by
/// 10, which wrapped, so this floor (0.00999…, which rounds to 1.00%) showed as 0.00%.
#[test]
fn a_floor_just_below_one_hundredth_rounds_to_one_percent() {
    let floor = "3000000000000000000000000000000000000/300000000000000000000000000000000000001";
    let (code, stdout, stderr) = run(
        &["standings", "-", "--floor", floor, "--format", "json"],
        &format!("{HEADER}1,Ann,Bo,2,0,0\n"),
    );
    assert_eq!((code, stderr.as_str()), (0, ""));
    let bo = json_row(&stdout, "Bo");
    assert_eq!(bo["mwp"], floor);
    assert_eq!(bo["mwp_display"], "1.00%");
}

/// A 55-round event file in which two players enter before each round (late entries from round
/// 2 on), every round paired by a fixed shuffle with a fixed mix of results. Nothing in it comes
/// from the code under test.
fn fifty_five_rounds_with_two_late_entries_each(seed: u64) -> String {
    const RESULTS: [(u32, u32, u32); 5] = [(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 1)];
    // A 64-bit linear congruential generator (Knuth's MMIX constants).
    let mut x: u64 = seed;
    let mut next = move |n: u64| {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (x >> 33) % n
    };
    let mut names: Vec<String> = Vec::new();
    let mut players = Vec::new();
    let mut rounds = Vec::new();
    for round in 1..=55u64 {
        for side in ["a", "b"] {
            let name = format!("R{round:02}{side}");
            players.push(if round == 1 {
                serde_json::json!({ "name": name })
            } else {
                serde_json::json!({ "name": name, "entered_round": round })
            });
            names.push(name);
        }
        let mut order: Vec<usize> = (0..names.len()).collect();
        for i in (1..order.len()).rev() {
            order.swap(i, next(i as u64 + 1) as usize);
        }
        let tables: Vec<serde_json::Value> = order
            .chunks(2)
            .map(|pair| {
                let (a_wins, b_wins, draws) = RESULTS[next(5) as usize];
                serde_json::json!({
                    "a": names[pair[0]],
                    "b": names[pair[1]],
                    "result": { "a_wins": a_wins, "b_wins": b_wins, "draws": draws },
                })
            })
            .collect();
        rounds.push(serde_json::json!({ "round": round, "tables": tables }));
    }
    serde_json::json!({
        "format": "tiebreak-event",
        "schema": 1,
        "name": "Fifty-five rounds",
        "best_of": 3,
        "ruleset": "wer",
        "players": players,
        "rounds": rounds,
    })
    .to_string()
}

/// Issue 9, found by fuzzing: an OGW near 10^38 in both terms, exact, but shown by the old
/// `to_percent` (which saturated the numerator times 100) as a wrong percentage. The fraction was
/// checked apart from the core, with Python's `fractions` on the same generated event: R03a met 40
/// different opponents in 53 matches, and under `wer` each counts once, unfloored.
#[test]
fn wer_ogw_of_a_55_round_event_with_late_entries() {
    let event = fifty_five_rounds_with_two_late_entries_each(4);
    let (code, stdout, stderr) = run(
        &["standings", "-", "--ruleset", "wer", "--format", "json"],
        &event,
    );
    assert_eq!((code, stderr.as_str()), (0, ""));
    let r03a = json_row(&stdout, "R03a");
    assert_eq!(
        r03a["ogw"],
        "46733567757276149583576324322632799799/131263439856486557927987319999040281600"
    );
    assert_eq!(r03a["ogw_display"], "35.60%");
}

/// Ann beats Bo in rounds 1 and 3 and Cy in round 2. Bo is 1-2 (3/9 = 1/3) and Cy 2-1 (6/9 = 2/3).
const ANN_MEETS_BO_TWICE: &str =
    "1,Ann,Bo,2,0,0\n1,Cy,Di,2,0,0\n2,Ann,Cy,2,0,0\n2,Bo,Di,2,0,0\n3,Ann,Bo,2,0,0\n3,Cy,Di,2,0,0\n";

/// Issue 9 §3: every preset counts a repeated opponent once, as the deep dive says; counting each
/// match stays a choice made by hand.
#[test]
fn a_repeated_opponent_counts_once_unless_chosen_by_hand() {
    let csv = format!("{HEADER}{ANN_MEETS_BO_TWICE}");
    for ruleset in ["mtr", "wer", "wltr", "dci-1999", "pod-sheet", "cumulative"] {
        let (code, stdout, stderr) = run(
            &["standings", "-", "--ruleset", ruleset, "--format", "json"],
            &csv,
        );
        assert_eq!((code, stderr.as_str()), (0, ""));
        // (1/3 + 2/3) / 2 = 1/2: Bo once.
        let ann = json_row(&stdout, "Ann");
        assert_eq!(
            (ann["omw"].as_str(), ann["omw_display"].as_str()),
            (Some("1/2"), Some("50.00%")),
            "{ruleset}"
        );
    }
    let (code, stdout, stderr) = run(
        &[
            "standings",
            "-",
            "--repeated-opponents",
            "each",
            "--format",
            "json",
        ],
        &csv,
    );
    assert_eq!((code, stderr.as_str()), (0, ""));
    // (1/3 + 2/3 + 1/3) / 3 = 4/9: Bo at each match.
    let ann = json_row(&stdout, "Ann");
    assert_eq!(ann["omw"], "4/9");
    assert_eq!(ann["omw_display"], "44.44%");
}

/// The breakdown says which rule counted the repeated opponent, citing the deep dive.
#[test]
fn the_breakdown_cites_the_deep_dive_for_a_repeated_opponent() {
    let csv = format!("{HEADER}{ANN_MEETS_BO_TWICE}");
    let (code, stdout, _) = run(&["standings", "-", "--player", "Ann"], &csv);
    assert_eq!(code, 0);
    assert!(stdout.contains("\n      Met again in round 3: counted once.\n"));
    assert!(stdout.contains("\n  · An opponent met twice counts once: the scorekeeper's deep dive says \"the average is of all of your opponents, and not all your matches\", and MTR Appendix C averages \"each opponent that player faced\".\n"));
    let (code, stdout, _) = run(
        &[
            "standings",
            "-",
            "--player",
            "Ann",
            "--repeated-opponents",
            "each",
        ],
        &csv,
    );
    assert_eq!(code, 0);
    assert!(stdout
        .contains("\n      Met twice or more: also in round 3, which has a line of its own.\n"));
    assert!(stdout.contains("\n  · Melee: each match counts, so an opponent met twice is averaged in twice. No rules text does this; the scorekeeper's deep dive counts them once (\"the average is of all of your opponents, and not all your matches\").\n"));
}

/// The same kind of event from another seed needs more than 128 bits for its OGW (55 rounds is
/// far past the 17 rounds within which OGW always fits, see "Limits" in src/core/tiebreakers/standings/mod.rs):
/// it is refused with a sentence and status 1, never shown wrong.
#[test]
fn an_event_past_the_limits_is_refused_not_wrapped() {
    let event = fifty_five_rounds_with_two_late_entries_each(32);
    let (code, stdout, stderr) = run(&["standings", "-", "--ruleset", "wer"], &event);
    assert_eq!(
        stderr,
        "tiebreak: -: the exact fractions of this event need more than 128 bits, which Tiebreak does not support: check the event for a round or game count far beyond a real event.\n"
    );
    assert_eq!((code, stdout.as_str()), (1, ""));
}

#[test]
fn pair_drops_through_the_events_checks() {
    // Ann was disqualified in round 2, so she stays dropped after round 2: dropping her again
    // after round 2 changes nothing, and pairing goes on without her.
    let dq = CORRECTED
        .replace(
            "{ \"name\": \"Ann\" }",
            "{ \"name\": \"Ann\", \"dropped_after\": 2 }",
        )
        .replace("\"kind\": \"game-loss\"", "\"kind\": \"disqualification\"");
    let (code, stdout, stderr) = run(&["pair", "-", "--drop", "Ann", "--format", "json"], &dq);
    assert_eq!((code, stderr.as_str()), (0, ""), "{stdout}");
    assert!(!stdout.contains("Ann"), "{stdout}");
}

/// `--drop` of a player the event does not have is refused with a sentence, and nothing is
/// printed.
#[test]
fn pair_refuses_a_drop_of_an_unknown_player() {
    let (code, stdout, stderr) = run(&["pair", "-", "--drop", "Zed"], CORRECTED_GOLDEN);
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert_eq!(
        stderr,
        "tiebreak: no player named `Zed` in this event. The players are: Ann, Bo, Cy, Dee, Eve.\n"
    );
}

/// A player disqualified in round 1 is dropped after round 1: `--drop` in round 3 leaves them as
/// they are (the edit would move their drop to after round 2, which their disqualification
/// forbids), and round 3 is paired without them: Bo meets Dee, not Cy again, and Cy has the bye
/// (Dee had one).
#[test]
fn pair_leaves_a_player_dropped_already_as_they_are() {
    let event = r#"{"format": "tiebreak-event", "schema": 2, "players": [
        {"name": "Ann", "dropped_after": 1}, {"name": "Bo"}, {"name": "Cy"}, {"name": "Dee"}],
      "rounds": [
        {"round": 1, "tables": [
          {"a": "Ann", "b": "Bo", "result": {"a_wins": 0, "b_wins": 2, "draws": 0}},
          {"a": "Cy", "b": "Dee", "result": {"a_wins": 2, "b_wins": 0, "draws": 0}}]},
        {"round": 2, "tables": [
          {"a": "Bo", "b": "Cy", "result": {"a_wins": 2, "b_wins": 1, "draws": 0}},
          {"bye": "Dee"}]}],
      "penalties": [{"round": 1, "player": "Ann", "kind": "disqualification", "reason": "Cheating", "at": "2026-11-24T14:05:00Z"}]}"#;
    let without = run(&["pair", "-", "--seed", "3"], event);
    assert_eq!(without.0, 0, "{}", without.2);
    assert_eq!(
        without.1,
        "Round 3 pairings (seed 3)\n\n    1  Bo (6) vs Dee (3)\n    -  Cy (3): bye\n"
    );
    assert_eq!(
        run(
            &["pair", "-", "--seed", "3", "--drop", "ann", "--drop", "Ann"],
            event
        ),
        without
    );
}
