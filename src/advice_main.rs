//! The advice bundle (`tiebreak-advice`): "What do I need?" for the organizer's rounds tab and
//! the phone view, loaded only when the panel is opened, and nothing else. The rules core's
//! advice and its renderer are large (PERFORMANCE.md has the sizes) and optional: most
//! organizers never open the panel, and those who do load it once. It mounts nothing: the
//! organizer's app and the phone view ask [`advise`] through `app::on_demand`, with the event
//! as its players' link payload (the same bytes as the QR code), and set the markup it returns.

#[cfg(target_arch = "wasm32")]
use tiebreak::render::advice_wire::{AdviceAnswer, AdviceRequest};

/// Nothing to start: the organizer's app and the phone view call [`advise`].
fn main() {}

/// The answer to one question ([`AdviceRequest`], written by the asking bundle) as an
/// [`AdviceAnswer`], written for it: the panel's markup, or the sentence that refuses the question.
/// Both cross as postcard bytes through index.html's loader; their one home is
/// [`tiebreak::render::advice_wire`]. An answer that cannot be written is thrown as its sentence
/// (a JavaScript string), which `app::on_demand` shows as the refusal.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn advise(request: &[u8]) -> Result<Vec<u8>, String> {
    match AdviceRequest::from_wire(request) {
        Ok(request) => tiebreak::render::advice::answer(&request),
        Err(e) => AdviceAnswer::Refused(e.to_string()),
    }
    .to_wire()
    .map_err(|e| e.to_string())
}

/// "What do I need?" for a whole round (every table's every outcome, a top 8, `samples` simulated
/// completions for each open outcome) of a generated `players` × `rounds` event whose last round
/// is paired and waits for its results, timed in the browser: milliseconds per round's advice,
/// averaged over `iterations` after one warm-up. `scripts/bench-browser.mjs` calls it as
/// `bench_advice` of this bundle (`window.tiebreakAdviceBundle()` in index.html); `benches/advice.rs` times the same natively.
#[cfg(all(target_arch = "wasm32", feature = "bench"))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_advice(players: u32, rounds: u32, samples: u32, iterations: u32) -> f64 {
    use tiebreak::core::{advice, model::generate::swiss_event, Pairing};
    let mut event = swiss_event(players as usize, rounds, 0x5EED ^ u64::from(players));
    event.planned_rounds = Some(rounds);
    if let Some(last) = event.rounds.last_mut() {
        for t in &mut last.pairings {
            if let Pairing::Match { result, .. } = t {
                *result = None;
            }
        }
    }
    let Some(performance) = web_sys::window().and_then(|w| w.performance()) else {
        return f64::NAN;
    };
    if advice::advise(&event, advice::DEFAULT_CUT, samples).is_err() {
        return f64::NAN;
    }
    let iterations = iterations.max(1);
    let start = performance.now();
    for _ in 0..iterations {
        let _ = std::hint::black_box(advice::advise(
            std::hint::black_box(&event),
            advice::DEFAULT_CUT,
            samples,
        ));
    }
    (performance.now() - start) / f64::from(iterations)
}
