//! The calls of the on-demand bundle (`tiebreak-advice`, `src/advice_main.rs`): the one question
//! the organizer's app and the phone view ask it, "What do I need?". Its request and answer are
//! typed in [`crate::render::advice_wire`]; index.html's loader fetches the bundle on the first
//! call and passes the bytes through.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::render::advice_wire::{AdviceAnswer, AdviceRequest, UNAVAILABLE};

#[wasm_bindgen]
extern "C" {
    /// index.html's loader: loads the advice bundle once, then resolves to its `advise` of the
    /// written request.
    #[wasm_bindgen(js_name = tiebreakAdvice, catch)]
    fn tiebreak_advice(request: &js_sys::Uint8Array) -> Result<js_sys::Promise, JsValue>;
}

/// The advice bundle's answer to `request`, or [`UNAVAILABLE`] when the bundle cannot load
/// (offline before this device saved it). A question or an answer that cannot be written is a
/// refusal with its sentence: the bundle throws that sentence as a string, where a failed load
/// rejects with a `js_sys::Error`.
pub async fn ask(request: &AdviceRequest) -> Result<AdviceAnswer, &'static str> {
    let wire = match request.to_wire() {
        Ok(wire) => wire,
        Err(e) => return Ok(AdviceAnswer::Refused(e.message)),
    };
    // A copy of the bytes in JavaScript's own memory: a view of this module's memory would be
    // read only after the bundle has loaded, by when the memory may have grown and the view gone
    // empty.
    let bytes = js_sys::Uint8Array::from(&wire[..]);
    let promise = tiebreak_advice(&bytes).map_err(|_| UNAVAILABLE)?;
    let answer = match wasm_bindgen_futures::JsFuture::from(promise).await {
        Ok(answer) => answer,
        Err(thrown) => {
            return thrown
                .as_string()
                .map(AdviceAnswer::Refused)
                .ok_or(UNAVAILABLE)
        }
    };
    let bytes = answer
        .dyn_into::<js_sys::Uint8Array>()
        .map_err(|_| UNAVAILABLE)?;
    Ok(AdviceAnswer::from_wire(&bytes.to_vec()))
}
