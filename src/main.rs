//! The browser app's entry point. Trunk builds this binary (`tiebreak-app`) for wasm32 and loads
//! it from index.html; the command-line tool is `src/bin/tiebreak.rs`.

/// Mounts the Leptos app to `<body>`, with Rust panics reported on the browser console.
#[cfg(target_arch = "wasm32")]
fn main() {
    // Release builds abort on a panic (Cargo.toml); the hook only helps debug builds.
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(tiebreak::app::App);
}

/// The standings of a generated `players` × `rounds` event under MTR, breakdowns included, timed
/// in the browser: milliseconds per computation, averaged over `iterations` after one warm-up.
/// `scripts/bench-browser.mjs` calls it as `window.wasmBindings.bench_standings`.
#[cfg(all(target_arch = "wasm32", feature = "bench"))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_standings(players: u32, rounds: u32, iterations: u32) -> f64 {
    use tiebreak::core::{compute, model::generate::swiss_event, Ruleset};
    let event = swiss_event(players as usize, rounds, 0x5EED ^ u64::from(players));
    let ruleset = Ruleset::default();
    let Some(performance) = web_sys::window().and_then(|w| w.performance()) else {
        return f64::NAN;
    };
    let _ = std::hint::black_box(compute(&event, &ruleset));
    let iterations = iterations.max(1);
    let start = performance.now();
    for _ in 0..iterations {
        let _ = std::hint::black_box(compute(std::hint::black_box(&event), &ruleset));
    }
    (performance.now() - start) / f64::from(iterations)
}

/// Pairing the next round of a generated `players` × `rounds` event, timed in the browser, in
/// milliseconds (one run: the 2048-player case takes long enough to time alone).
#[cfg(all(target_arch = "wasm32", feature = "bench"))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_pairing(players: u32, rounds: u32) -> f64 {
    let event = tiebreak::core::model::generate::swiss_event(
        players as usize,
        rounds,
        0x5EED ^ u64::from(players),
    );
    let Some(performance) = web_sys::window().and_then(|w| w.performance()) else {
        return f64::NAN;
    };
    let start = performance.now();
    let round = tiebreak::core::pairing::pair_next_round(&event, 7);
    let took = performance.now() - start;
    if round.is_err() {
        return f64::NAN;
    }
    took
}

/// A generated `players` × `rounds` event as the JSON file the app imports, for load tests.
#[cfg(all(target_arch = "wasm32", feature = "bench"))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn generated_event_json(players: u32, rounds: u32) -> String {
    let event = tiebreak::core::model::generate::swiss_event(
        players as usize,
        rounds,
        0x5EED ^ u64::from(players),
    );
    tiebreak::core::write_event_json(&event)
}

/// Natively there is nothing to run: this binary only means something in the browser. It still
/// builds, so that `cargo build` and `cargo test` of the whole package work without wasm32.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
