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

/// A JSON text read back with each object's fields in the order written (`serde_json::Value`
/// sorts them, as the CLI's build does): to check the order the CLI writes.
#[derive(Debug)]
pub enum Ordered {
    /// An object's fields, in order.
    Object(Vec<(String, Ordered)>),
    /// An array's items.
    Array(Vec<Ordered>),
    /// Any other value.
    Other,
}

impl Ordered {
    /// Reads `text`.
    pub fn read(text: &str) -> Ordered {
        serde_json::from_str(text).expect("JSON")
    }

    /// An object's field names, in order (none for anything else).
    pub fn keys(&self) -> Vec<&str> {
        match self {
            Ordered::Object(fields) => fields.iter().map(|(k, _)| k.as_str()).collect(),
            _ => Vec::new(),
        }
    }

    /// An array's item `i`, or an object's field `i`'s value.
    pub fn at(&self, i: usize) -> &Ordered {
        match self {
            Ordered::Array(items) => &items[i],
            Ordered::Object(fields) => &fields[i].1,
            Ordered::Other => panic!("no item {i} in a plain value"),
        }
    }
}

impl<'de> serde::Deserialize<'de> for Ordered {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Ordered, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Ordered;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("JSON")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut m: A,
            ) -> Result<Ordered, A::Error> {
                let mut fields = Vec::new();
                while let Some((k, v)) = m.next_entry::<String, Ordered>()? {
                    fields.push((k, v));
                }
                Ok(Ordered::Object(fields))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut s: A,
            ) -> Result<Ordered, A::Error> {
                let mut items = Vec::new();
                while let Some(v) = s.next_element::<Ordered>()? {
                    items.push(v);
                }
                Ok(Ordered::Array(items))
            }
            fn visit_bool<E>(self, _: bool) -> Result<Ordered, E> {
                Ok(Ordered::Other)
            }
            fn visit_i64<E>(self, _: i64) -> Result<Ordered, E> {
                Ok(Ordered::Other)
            }
            fn visit_u64<E>(self, _: u64) -> Result<Ordered, E> {
                Ok(Ordered::Other)
            }
            fn visit_f64<E>(self, _: f64) -> Result<Ordered, E> {
                Ok(Ordered::Other)
            }
            fn visit_str<E>(self, _: &str) -> Result<Ordered, E> {
                Ok(Ordered::Other)
            }
            fn visit_unit<E>(self) -> Result<Ordered, E> {
                Ok(Ordered::Other)
            }
            fn visit_none<E>(self) -> Result<Ordered, E> {
                Ok(Ordered::Other)
            }
            fn visit_some<D2: serde::Deserializer<'de>>(self, d: D2) -> Result<Ordered, D2::Error> {
                serde::Deserialize::deserialize(d)
            }
        }
        d.deserialize_any(Visit)
    }
}
