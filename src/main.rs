//! The browser app's entry point. Trunk builds this binary (`tiebreak-app`) for wasm32 and loads
//! it from index.html; the command-line tool is `src/bin/tiebreak.rs`.

/// Mounts the Leptos app to `<body>`, with Rust panics reported on the browser console.
#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(tiebreak::app::App);
}

/// Natively there is nothing to run: this binary only means something in the browser. It still
/// builds, so that `cargo build` and `cargo test` of the whole package work without wasm32.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
