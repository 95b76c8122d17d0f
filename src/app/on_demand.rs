//! The calls of the two bundles loaded on demand: the advice (`tiebreak-advice`,
//! `src/advice_main.rs`), "What do I need?", which the organizer's app and the phone view ask;
//! and the import (`tiebreak-import`, `src/import_main.rs`), a file from elsewhere or a players'
//! link read as an event, which the organizer's app asks, and what a platform published, which
//! the phone view asks. The requests and answers are typed in [`crate::render::advice_wire`],
//! [`crate::render::import_wire`] and [`crate::render::published_view`]; index.html's loader
//! fetches a bundle on its first call and passes the bytes through.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::render::advice_wire::{self, AdviceAnswer, AdviceRequest};
use crate::render::import_wire::{self, ImportAnswer, ImportRequest};
use crate::render::published_view::{self, PublishedAnswer, PublishedRequest};

#[wasm_bindgen]
extern "C" {
    /// index.html's loader: loads the advice bundle once, then resolves to its `advise` of the
    /// written request.
    #[wasm_bindgen(js_name = tiebreakAdvice, catch)]
    fn tiebreak_advice(request: &js_sys::Uint8Array) -> Result<js_sys::Promise, JsValue>;

    /// index.html's loader: loads the import bundle once, then resolves to its `import_event` of
    /// the written request.
    #[wasm_bindgen(js_name = tiebreakImport, catch)]
    fn tiebreak_import(request: &js_sys::Uint8Array) -> Result<js_sys::Promise, JsValue>;

    /// index.html's loader: loads the import bundle once, then resolves to its `published_parts`
    /// of the written request.
    #[wasm_bindgen(js_name = tiebreakPublished, catch)]
    fn tiebreak_published(request: &js_sys::Uint8Array) -> Result<js_sys::Promise, JsValue>;
}

/// How a call of the bundle ended without an answer's bytes.
enum Failed {
    /// The bundle could not load (offline before this device saved it).
    Unavailable,
    /// The bundle threw this sentence: a request or an answer that could not be written.
    Refused(String),
}

/// Calls the bundle through `call` with `wire`, and awaits the answer's bytes.
async fn call(
    call: fn(&js_sys::Uint8Array) -> Result<js_sys::Promise, JsValue>,
    wire: &[u8],
) -> Result<Vec<u8>, Failed> {
    // A copy of the bytes in JavaScript's own memory: a view of this module's memory would be
    // read only after the bundle has loaded, by when the memory may have grown and the view gone
    // empty.
    let bytes = js_sys::Uint8Array::from(wire);
    let promise = call(&bytes).map_err(|_| Failed::Unavailable)?;
    let answer = match wasm_bindgen_futures::JsFuture::from(promise).await {
        Ok(answer) => answer,
        Err(thrown) => {
            return Err(thrown
                .as_string()
                .map_or(Failed::Unavailable, Failed::Refused))
        }
    };
    answer
        .dyn_into::<js_sys::Uint8Array>()
        .map(|bytes| bytes.to_vec())
        .map_err(|_| Failed::Unavailable)
}

/// The advice bundle's answer to `request`, or [`advice_wire::UNAVAILABLE`] when the bundle
/// cannot load (offline before this device saved it). A question or an answer that cannot be
/// written is a refusal with its sentence: the bundle throws that sentence as a string, where a
/// failed load rejects with a `js_sys::Error`.
pub async fn ask(request: &AdviceRequest) -> Result<AdviceAnswer, &'static str> {
    let wire = match request.to_wire() {
        Ok(wire) => wire,
        Err(e) => return Ok(AdviceAnswer::Refused(e.message)),
    };
    match call(tiebreak_advice, &wire).await {
        Ok(bytes) => Ok(AdviceAnswer::from_wire(&bytes)),
        Err(Failed::Refused(sentence)) => Ok(AdviceAnswer::Refused(sentence)),
        Err(Failed::Unavailable) => Err(advice_wire::UNAVAILABLE),
    }
}

/// The event `request` reads as, as the event file's compact JSON, or the sentence that refuses
/// it: the reader's own, or [`import_wire::UNAVAILABLE`] when the import bundle cannot load.
pub async fn import(request: &ImportRequest) -> Result<String, String> {
    let wire = request.to_wire().map_err(|e| e.message)?;
    match call(tiebreak_import, &wire).await {
        Ok(bytes) => match ImportAnswer::from_wire(&bytes) {
            ImportAnswer::Event(json) => Ok(json),
            ImportAnswer::Refused(sentence) => Err(sentence),
        },
        Err(Failed::Refused(sentence)) => Err(sentence),
        Err(Failed::Unavailable) => Err(import_wire::UNAVAILABLE.to_string()),
    }
}

/// The phone view's parts that show what a platform published for `request`'s link, or the
/// sentence that refuses the link ([`PublishedAnswer::Refused`]); `Err` with
/// [`published_view::UNAVAILABLE`] when the import bundle cannot load.
pub async fn published(request: &PublishedRequest) -> Result<PublishedAnswer, &'static str> {
    let wire = match request.to_wire() {
        Ok(wire) => wire,
        Err(e) => return Ok(PublishedAnswer::Refused(e.message)),
    };
    match call(tiebreak_published, &wire).await {
        Ok(bytes) => Ok(PublishedAnswer::from_wire(&bytes)),
        Err(Failed::Refused(sentence)) => Ok(PublishedAnswer::Refused(sentence)),
        Err(Failed::Unavailable) => Err(published_view::UNAVAILABLE),
    }
}

/// Reads a file to import as an event: Tiebreak's own event file here, a match CSV (best of
/// [`crate::core::DEFAULT_BEST_OF`]) or an archive file by the on-demand bundle ([`import`]).
/// A refusal is its sentence, without the file's name.
pub async fn read_file(text: &str) -> Result<crate::core::Event, String> {
    let json = if crate::core::is_event_file(text) {
        text.to_string()
    } else {
        let request = ImportRequest::File {
            text: text.to_string(),
            best_of: crate::core::DEFAULT_BEST_OF,
        };
        import(&request).await?
    };
    crate::core::read_event_json(&json).map_err(|e| e.to_string())
}
