//! `tiebreak`: exact, explained Swiss standings from the command line.
//!
//! The same rules core as the app. Everything but printing lives in [`tiebreak::cli`]; every failure
//! is a sentence on stderr and a non-zero exit; nothing panics.

#[cfg(not(target_arch = "wasm32"))]
use std::io::Write;
#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

/// The browser has no command line: a wasm32 build of this binary (`cargo build --bins` for the
/// app's target) does nothing.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    let result = tiebreak::cli::run(std::env::args_os().skip(1));
    match result {
        Ok(text) => {
            // A closed pipe (`tiebreak ... | head`) is not an error worth a message.
            let mut stdout = std::io::stdout().lock();
            let _ = stdout.write_all(text.as_bytes());
            let _ = stdout.flush();
            ExitCode::SUCCESS
        }
        Err(f) => {
            let _ = writeln!(std::io::stderr(), "tiebreak: {}", f.message);
            if f.code == 2 {
                let _ = writeln!(std::io::stderr(), "Run `tiebreak --help` for the options.");
            }
            ExitCode::from(f.code)
        }
    }
}
