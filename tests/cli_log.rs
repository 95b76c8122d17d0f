//! `tiebreak log`: the corrections log of an event file, in words and as JSON, and every error
//! message word for word.

mod common;
use common::{check_usage_error, run, CORRECTED, CORRECTED_GOLDEN, HEADER};

#[test]
fn the_log_oldest_first_in_words() {
    let (code, stdout, stderr) = run(&["log", "-"], CORRECTED);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(
        stdout,
        "2026-11-24 14:05  Round 1, table 1 (Ann v Bo): result corrected from 2-1-0 to 1-2-0 (slip misread)\n\
         2026-11-24 15:02  Round 2, table 2: game loss for Ann (Tardiness)\n\
         2026-11-24 15:40  Dee dropped after round 2\n"
    );
}

#[test]
fn the_log_as_json_is_the_files_own_array() {
    let (code, stdout, _) = run(&["log", "-", "--format", "json"], CORRECTED);
    assert_eq!(code, 0);
    let file: serde_json::Value = serde_json::from_str(CORRECTED).unwrap();
    let printed: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(printed, file["log"]);
    assert_eq!(printed.as_array().map(Vec::len), Some(3));
    // The fields in the file's order.
    assert!(stdout.starts_with("[\n  {\n    \"at\": \"2026-11-24T14:05:00Z\",\n    \"kind\": \"result\",\n    \"round\": 1,\n    \"table\": 1,\n"));
}

#[test]
fn an_event_without_corrections_has_an_empty_log() {
    let csv = format!("{HEADER}1,Ann,Bo,2,1,0\n");
    assert_eq!(
        run(&["log", "-"], &csv),
        (
            0,
            "No corrections: the log is empty.\n".into(),
            String::new()
        )
    );
    assert_eq!(
        run(&["log", "-", "--format", "json"], &csv),
        (0, "[]\n".into(), String::new())
    );
}

#[test]
fn the_log_refuses_what_is_not_its_own() {
    check_usage_error(
        &["log", "-", "--ruleset", "wer"],
        "--ruleset is not an option of `tiebreak log`: it takes only --format text|json.",
    );
    check_usage_error(
        &["log", "-", "--floor", "1/3"],
        "--floor is not an option of `tiebreak log`: it takes only --format text|json.",
    );
    check_usage_error(
        &["log", "-", "--format", "csv"],
        "the log has no CSV form: use --format text or --format json.",
    );
    check_usage_error(
        &["log", "-", "--top", "8"],
        "--top is an option of `tiebreak advise`, as in `tiebreak advise FILE --top ...`.",
    );
    let damaged = CORRECTED.replace("\"kind\": \"drop\"", "\"kind\": \"dropped\"");
    let (code, stdout, stderr) = run(&["log", "-"], &damaged);
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert_eq!(
        stderr,
        "tiebreak: -: log entry 3: `dropped` is not a kind of entry: expected one of `result`, `table-added`, `table-removed`, `swap`, `repaired`, `drop`, `undrop`, `late-entry`, `penalty`, `ruleset`, `undo`.\n"
    );
    let (code, _, stderr) = run(&["log", "no-such-file.json"], "");
    assert_eq!(code, 1);
    assert_eq!(
        stderr,
        "tiebreak: cannot read `no-such-file.json`: there is no such file.\n"
    );
}

#[test]
fn the_log_of_every_kind_in_words() {
    let (code, stdout, stderr) = run(&["log", "-"], CORRECTED_GOLDEN);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(
        stdout,
        "2026-11-24 14:05  Round 1, table 1 (Ann v Bo): result corrected from 2-1-0 to 1-2-0 (slip misread)\n\
         2026-11-24 14:10  Round 2: Ann and Bo swapped seats: table 1 was Ann v Cy, now Bo v Cy; table 2 was Bo v Dee, now Ann v Dee\n\
         2026-11-24 14:20  Round 2: game loss for Cy (Tardiness)\n\
         2026-11-24 14:45  Round 2, table 2 (Ann v Dee): result corrected from 1-1-1 to 2-1-0 (typed at the wrong table)\n\
         2026-11-24 14:50  Dee dropped after round 2\n\
         2026-11-24 14:55  Eve entered late, from round 3\n\
         2026-11-24 15:00  Round 3, table 1: Ann v Bo added by hand\n\
         2026-11-24 15:01  Round 3, table 1: Ann v Bo removed (a rematch)\n\
         2026-11-24 15:05  The event: ruleset changed from mtr to wer\n\
         2026-11-24 15:06  The event: change undone: wer back to mtr (changed by mistake)\n"
    );
}

/// `--format json` prints the file's own `log` array, byte for byte: the pretty file holds it two
/// spaces in, as its last field.
#[test]
fn the_log_as_json_is_the_files_own_bytes() {
    let start = CORRECTED_GOLDEN.find("\n  \"log\": ").unwrap() + "\n  \"log\": ".len();
    let array = CORRECTED_GOLDEN[start..]
        .strip_suffix("\n}")
        .unwrap()
        .replace("\n  ", "\n");
    assert!(array.starts_with("[\n  {\n    \"at\": \"2026-11-24T14:05:00Z\",\n"));
    assert!(array.ends_with("\n    \"reason\": \"changed by mistake\"\n  }\n]"));
    let (code, stdout, stderr) = run(&["log", "-", "--format", "json"], CORRECTED_GOLDEN);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(stdout, format!("{array}\n"));
    // The same from the compact file, and from the file named rather than piped.
    let compact = include_str!("data/golden/schema-2/corrected.compact.json");
    assert_eq!(
        run(&["log", "-", "--format", "json"], compact),
        (0, format!("{array}\n"), String::new())
    );
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/golden/schema-2/corrected.json"
    );
    assert_eq!(
        run(&["log", path, "--format", "json"], ""),
        (0, format!("{array}\n"), String::new())
    );
}

/// A schema 1 file (every earlier build's) reads with an empty log.
#[test]
fn a_schema_1_file_has_an_empty_log() {
    let old = include_str!("data/golden/pod.json");
    assert!(old.contains("\"schema\": 1,"));
    assert_eq!(
        run(&["log", "-"], old),
        (
            0,
            "No corrections: the log is empty.\n".into(),
            String::new()
        )
    );
    assert_eq!(
        run(&["log", "-", "--format", "json"], old),
        (0, "[]\n".into(), String::new())
    );
}

#[test]
fn the_log_refuses_every_option_of_another_command() {
    for (args, message) in [
        (
            &["log", "-", "--player", "Ann"][..],
            "--player is not an option of `tiebreak log`: it takes only --format text|json.",
        ),
        (
            &["log", "-", "--best-of", "5"],
            "--best-of is not an option of `tiebreak log`: it takes only --format text|json.",
        ),
        (
            &["log", "-", "--seed", "1"],
            "--seed is not an option of `tiebreak log`: it takes only --format text|json.",
        ),
        (
            &["log", "-", "--drop", "Ann"],
            "--drop is not an option of `tiebreak log`: it takes only --format text|json.",
        ),
        (
            &["log", "-", "--tiebreakers", "mp,omw"],
            "--tiebreakers is not an option of `tiebreak log`: it takes only --format text|json.",
        ),
        (
            &["log", "-", "--samples", "10"],
            "--samples is an option of `tiebreak advise`, as in `tiebreak advise FILE --samples ...`.",
        ),
        (
            &["log", "-", "--qr", "svg"],
            "--qr is an option of `tiebreak share`, as in `tiebreak share FILE --qr ...`.",
        ),
        (
            &["log", "-", "--format", "yaml"],
            "unknown format `yaml`: choose text, json or csv.",
        ),
        (&["log", "-", "--verbose"], "unknown option `--verbose`."),
        (
            &["log"],
            "no FILE given: name a match CSV or an event JSON, or - for standard input.",
        ),
        (
            &["log", "a.json", "b.json"],
            "two files given, `a.json` and `b.json`: give one event at a time (only `tiebreak audit` takes several).",
        ),
    ] {
        check_usage_error(args, message);
    }
}

#[test]
fn the_log_refuses_a_damaged_file_with_a_sentence() {
    let check = |from: &str, to: &str, expected: &str| {
        assert!(CORRECTED_GOLDEN.contains(from), "{from}");
        for format in ["text", "json"] {
            let damaged = CORRECTED_GOLDEN.replacen(from, to, 1);
            let (code, stdout, stderr) = run(&["log", "-", "--format", format], &damaged);
            assert_eq!((code, stdout.as_str()), (1, ""));
            assert_eq!(stderr, format!("tiebreak: -: {expected}\n"));
        }
    };
    check(
        "\"kind\": \"swap\"",
        "\"kind\": \"seat-swap\"",
        "log entry 2: `seat-swap` is not a kind of entry: expected one of `result`, `table-added`, `table-removed`, `swap`, `repaired`, `drop`, `undrop`, `late-entry`, `penalty`, `ruleset`, `undo`.",
    );
    check(
        "\"at\": \"2026-11-24T14:10:00Z\"",
        "\"at\": \"14:10\"",
        "log entry 2: `14:10` is not a time: write it in RFC 3339 UTC, such as `2026-11-24T14:05:00Z`.",
    );
    check(
        "\"schema\": 2",
        "\"schema\": 9",
        "this event was saved by a newer Tiebreak (schema 9; this one reads up to 8): update Tiebreak to open it.",
    );
    let (code, stdout, stderr) = run(&["log", "/nonexistent/event.json"], "");
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert_eq!(
        stderr,
        "tiebreak: cannot read `/nonexistent/event.json`: there is no such file.\n"
    );
}
