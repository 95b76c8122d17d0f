//! What several test files share: running the `tiebreak` binary, reading back QR codes (`qr`),
//! the model of an event's edits (`model`), and the game scores a table can
//! end with, written out here rather than taken from the code under test. Each test file is its
//! own crate and uses part of this.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

pub mod advice;
pub mod model;
pub mod qr;

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
