//! The phone view's entry point: a second, smaller bundle (`tiebreak-view`) that `index.html`
//! loads instead of the organizer's app when the address is a players' link (`#/v/1/...`). A
//! player's phone then downloads the rules core and the phone view only, not the organizer's
//! pages (PERFORMANCE.md has the sizes).

/// Mounts the phone view to `<body>`.
#[cfg(target_arch = "wasm32")]
fn main() {
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    tiebreak::app::view::start();
}

/// Encoding and decoding the players' link of a generated `players` × `rounds` event, timed in
/// the browser as the apps do them: encoding is the core's payload bytes deflated by the
/// browser's `CompressionStream` (the organizer's app), decoding is the core's (inflate, postcard,
/// the event file's checks; the phone view). Resolves to `[encode ms, decode ms, payload
/// characters]`, each averaged over `iterations`. `scripts/bench-browser.mjs` calls it as
/// `window.wasmBindings.bench_share` on a `#/v/` page.
#[cfg(all(target_arch = "wasm32", feature = "bench"))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub async fn bench_share(players: u32, rounds: u32, iterations: u32) -> js_sys::Array {
    use tiebreak::core::share;
    let out = js_sys::Array::new();
    let event = tiebreak::core::model::generate::swiss_event(
        players as usize,
        rounds,
        0x5EED ^ u64::from(players),
    );
    let Some(performance) = web_sys::window().and_then(|w| w.performance()) else {
        return out;
    };
    let iterations = iterations.max(1);
    let mut payload = String::new();
    let start = performance.now();
    for _ in 0..iterations {
        let bytes = share::payload_bytes(std::hint::black_box(&event), 1_764_000_000);
        let Ok(deflated) = tiebreak::app::dom::deflate_raw(&bytes).await else {
            return out;
        };
        payload = share::payload_of_deflated(&deflated);
    }
    let encode = (performance.now() - start) / f64::from(iterations);
    let start = performance.now();
    for _ in 0..iterations {
        if share::decode(std::hint::black_box(&payload)).is_err() {
            return out;
        }
    }
    let decode = (performance.now() - start) / f64::from(iterations);
    for x in [encode, decode, payload.len() as f64] {
        out.push(&wasm_bindgen::JsValue::from_f64(x));
    }
    out
}

/// Natively there is nothing to run: this binary only means something in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
