//! `tiebreak`: exact, explained Swiss standings from the command line.
//!
//! The same rules core as the app. Everything but printing lives in [`tiebreak::cli`]; every failure
//! is a sentence on stderr and a non-zero exit; nothing panics.

#[cfg(not(target_arch = "wasm32"))]
use std::io::Write;
#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

/// mimalloc, not the system's allocator: the process allocates some 5 MB and exits, and mimalloc's
/// segments fault in fewer pages than glibc's per-allocation maps (PERFORMANCE.md has the figures).
#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The browser has no command line: a wasm32 build of this binary (`cargo build --bins` for the
/// app's target) does nothing.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    // What is printed goes through one buffer to stdout as it is written: the standings of 2000
    // players are 730 KB, streamed instead of built whole first.
    let mut stdout = std::io::BufWriter::with_capacity(64 * 1024, std::io::stdout().lock());
    let result = tiebreak::cli::run(std::env::args_os().skip(1), &mut stdout);
    // A closed pipe (`tiebreak ... | head`) is not an error worth a message.
    let _ = stdout.flush();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            let _ = writeln!(std::io::stderr(), "tiebreak: {}", f.message);
            if f.kind == tiebreak::cli::ExitKind::Usage {
                let _ = writeln!(std::io::stderr(), "Run `tiebreak --help` for the options.");
            }
            ExitCode::from(f.kind.code())
        }
    }
}
