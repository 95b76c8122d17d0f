//! The `tiebreak` command line, as a library: the arguments become a typed [`Command`] or a usage
//! error, and [`run`] writes what a command prints. `src/bin/tiebreak.rs` is only `main`.
//!
//! Arguments are read as `OsString`s (with `lexopt`), so an argument that is not UTF-8 is a sentence
//! naming its option, not a panic; tests call [`parse`] and [`run_on_text`] without a process.
//!
//! ```
//! use tiebreak::cli::{parse, Command, ExitKind};
//! let command = parse(["standings", "-", "--ruleset", "wer"].map(Into::into)).unwrap();
//! let Command::Standings(options) = command else { panic!() };
//! assert_eq!(options.ruleset.as_deref(), Some("wer"));
//! assert_eq!(parse(["stand".into()]).unwrap_err().kind, ExitKind::Usage);
//! ```
//!
//! The files: `args.rs` (the usage text, the options, and parsing them into a [`Command`]) and
//! `commands.rs` (each command's work: reading the event, the ruleset's options, and the
//! renderers of `src/render` for the text to print).

mod args;
mod commands;

use std::ffi::OsString;
use std::io::Write;

pub use args::{
    help_text, parse, Command, ExitKind, Failure, Format, Options, QrFormat, DEFAULT_BASE, MAX_TOP,
    USAGE,
};

use crate::core::Event;
use args::{input, read_input, usage};
use commands::{
    advise, audit, audit_many, list_rulesets, log, pair, ruleset_for, share_link, standings,
};

/// Runs the command line for `main`: the arguments (without the program's name) in, and what it
/// prints written to `out` as it goes (the standings are streamed, not built whole first). A
/// failure is returned before anything is written. An error writing (`tiebreak ... | head` closes
/// the pipe) is not a failure: what could be written was.
///
/// The process is expected to exit next: the standings' data is left to the system to free. A
/// long-lived caller (a test) uses [`run_on_text`].
pub fn run<W: Write>(args: impl IntoIterator<Item = OsString>, out: &mut W) -> Result<(), Failure> {
    let text = match parse(args)? {
        Command::Help => help_text(),
        Command::Version => format!("tiebreak {}\n", env!("CARGO_PKG_VERSION")),
        Command::ListRulesets => list_rulesets(),
        Command::Standings(o) => {
            // Check the ruleset options before reading anything, so that a typo is reported as such.
            ruleset_for(&o, &Event::default())?;
            let text = read_input(&o.file)?;
            let computed = standings(&o, &text, out)?;
            // The process exits next: the system frees the event, the standings and the file's
            // text at once, faster than their destructors would (1 ms of 16 on 2000 players,
            // PERFORMANCE.md).
            std::mem::forget((computed, text));
            return Ok(());
        }
        Command::Pair(o) => {
            if o.format == Format::Csv {
                return Err(usage(
                    "pairings have no CSV form: use --format text or --format json.",
                ));
            }
            let text = read_input(&o.file)?;
            pair(&o, &text)?
        }
        Command::Share(o) => {
            let text = read_input(&o.file)?;
            share_link(&o, &text)?
        }
        Command::Advise(o) => {
            let text = read_input(&o.file)?;
            advise(&o, &text)?
        }
        Command::Log(o) => {
            let text = read_input(&o.file)?;
            log(&o, &text)?
        }
        Command::Audit(o) if !o.more_files.is_empty() => {
            if audit_many(&o, out) {
                return Ok(());
            }
            return Err(input(
                "some files differ or were refused (marked differs and refused above).",
            ));
        }
        Command::Audit(o) => {
            ruleset_for(&o, &Event::default())?;
            let text = read_input(&o.file)?;
            let (printed, agrees, ruleset) = audit(&o, &text)?;
            let _ = out.write_all(printed.as_bytes());
            // The one command that prints and then fails: the table is the answer, and the exit
            // status says whether every figure the file can check agrees (a figure that counts a
            // match the file lacks, or games a file of who won does not hold, is no rule's
            // difference, as in the many-file audit).
            if !agrees {
                return Err(input(format!(
                    "{}: some published figures do not agree under {ruleset} (marked ≠ above).",
                    o.file.to_string_lossy()
                )));
            }
            return Ok(());
        }
    };
    let _ = out.write_all(text.as_bytes());
    Ok(())
}

/// A command run on the text of its file, as if read from it: for tests that need no file.
pub fn run_on_text(command: &Command, text: &str) -> Result<String, Failure> {
    match command {
        Command::Standings(o) => {
            let mut printed = Vec::new();
            standings(o, text, &mut printed)?;
            Ok(String::from_utf8_lossy(&printed).into_owned())
        }
        Command::Pair(o) => pair(o, text),
        Command::Share(o) => share_link(o, text),
        Command::Advise(o) => advise(o, text),
        Command::Log(o) => log(o, text),
        Command::Audit(o) => audit(o, text).map(|(printed, _, _)| printed),
        _ => Ok(String::new()),
    }
}
