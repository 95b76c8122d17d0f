//! The import bundle (`tiebreak-import`): a file from elsewhere (a match CSV, a platform's archive
//! file) or a players' link read as an event, for the organizer's app, loaded only when the
//! organizer first imports one. The readers of other formats are large and grow with every
//! platform read (PERFORMANCE.md has the sizes), and an organizer imports a file once per event,
//! so the organizer's bundle reads only its own event file and asks this bundle for the rest,
//! through `app::on_demand`. It also draws what a platform published for the phone view of a
//! players' link that carries it ([`published_parts`]): the same readers, and the audit, which
//! the phone view's own bundle leaves out. It mounts nothing.

#[cfg(target_arch = "wasm32")]
use tiebreak::render::import_wire::{ImportAnswer, ImportRequest};

/// Nothing to start: the organizer's app calls [`import_event`], the phone view
/// [`published_parts`].
fn main() {}

/// A file from elsewhere or a players' link read as an event ([`ImportRequest`], written by the
/// organizer's app) as an [`ImportAnswer`]: the event file's compact JSON, or the sentence that
/// refuses it. Both cross as postcard bytes through index.html's loader; their one home is
/// [`tiebreak::render::import_wire`]. An answer that cannot be written is thrown as its sentence
/// (a JavaScript string), which `app::on_demand` shows as the refusal.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn import_event(request: &[u8]) -> Result<Vec<u8>, String> {
    match ImportRequest::from_wire(request) {
        Ok(request) => tiebreak::render::import::answer(&request),
        Err(e) => ImportAnswer::Refused(e.to_string()),
    }
    .to_wire()
    .map_err(|e| e.to_string())
}

/// The phone view's parts that show what a platform published ([`PublishedRequest`], written by
/// the phone view) as a [`PublishedAnswer`]: the markup of each part, or the sentence that refuses
/// the link. Both cross as postcard bytes through index.html's loader; their one home is
/// [`tiebreak::render::published_view`]. An answer that cannot be written is thrown as its
/// sentence (a JavaScript string).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn published_parts(request: &[u8]) -> Result<Vec<u8>, String> {
    use tiebreak::render::published_view::{answer, PublishedAnswer, PublishedRequest};
    match PublishedRequest::from_wire(request) {
        Ok(request) => answer(&request),
        Err(e) => PublishedAnswer::Refused(e.to_string()),
    }
    .to_wire()
    .map_err(|e| e.to_string())
}
