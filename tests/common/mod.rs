//! What several test files share: running the `tiebreak` binary, reading back QR codes (`qr`),
//! the model of an event's edits (`model`), and the game scores a table can
//! end with, written out here rather than taken from the code under test. Each test file is its
//! own crate and uses part of this.
#![expect(
    dead_code,
    reason = "each test file is its own crate and uses part of this module"
)]

use std::io::Write;
use std::process::{Command, Stdio};

pub mod advice;
pub mod cases;
pub mod model;
pub mod qr;
pub mod share;

use tiebreak::core::GameResult;

/// Runs `tiebreak` with `args`, feeding `stdin` when the file argument is `-`.
pub fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tiebreak"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tiebreak binary starts");
    // The CLI may exit before reading standard input; a closed pipe is fine then.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The game scores a table can end with: the list for a best-of-3 (2-0, 2-1, 1-2, 0-2,
/// 1-1, 1-1-1, 0-0-3), and 1-0, 0-1, 0-0-1 for a best-of-1.
pub fn all_scores(best_of: u32) -> Vec<GameResult> {
    match best_of {
        1 => vec![
            GameResult::new(1, 0, 0),
            GameResult::new(0, 1, 0),
            GameResult::new(0, 0, 1),
        ],
        _ => vec![
            GameResult::new(2, 0, 0),
            GameResult::new(2, 1, 0),
            GameResult::new(1, 2, 0),
            GameResult::new(0, 2, 0),
            GameResult::new(1, 1, 0),
            GameResult::new(1, 1, 1),
            GameResult::new(0, 0, 3),
        ],
    }
}

/// The match CSV's header, as the files of `tests/data/` write it.
pub const HEADER: &str = "round,player_a,player_b,a_wins,b_wins,draws\n";
/// Pod scenario 2 of the shared cases, as a match CSV.
pub const POD: &str = include_str!("../data/pod-scenario-2.csv");
/// An event with a corrected result, a penalty and a drop (schema 2).
pub const CORRECTED: &str = include_str!("../data/corrected.json");
/// The corrected event of `tests/event_file.rs`, as the writer wrote it (schema 2): ten log
/// entries of eight kinds, a penalty, and round 2 paired before the correction of round 1.
pub const CORRECTED_GOLDEN: &str = include_str!("../data/golden/schema-2/corrected.json");

/// Checks that `csv` (given on standard input) fails with exit code 1 and exactly `message`.
pub fn check_input_error(csv: &str, message: &str) {
    let (code, stdout, stderr) = run(&["standings", "-"], csv);
    assert_eq!(stderr, format!("tiebreak: -: {message}\n"));
    assert_eq!(code, 1);
    assert_eq!(stdout, "");
}

/// Checks that `args` fail as a usage mistake (exit code 2) with exactly `message`.
pub fn check_usage_error(args: &[&str], message: &str) {
    let (code, stdout, stderr) = run(args, HEADER);
    assert_eq!(
        stderr,
        format!("tiebreak: {message}\nRun `tiebreak --help` for the options.\n")
    );
    assert_eq!(code, 2);
    assert_eq!(stdout, "");
}

/// The snapshot in a players' link as a phone reads it: a whole address, or only its fragment
/// (`#/v/1/...`), with anything after the payload (`/p/3`) left out.
pub fn read_link(
    text: &str,
) -> Result<tiebreak::core::share::Snapshot, tiebreak::core::InputError> {
    use tiebreak::core::share::{read_fragment, ROUTE};
    let text = text.trim();
    let Some(at) = text.find(ROUTE) else {
        return Err(tiebreak::core::InputError::new("no `#/v/` part"));
    };
    let rest = &text[at + ROUTE.len()..];
    let (version, payload) = rest.split_once('/').unwrap_or((rest, ""));
    read_fragment(version, payload.split('/').next().unwrap_or_default())
}
