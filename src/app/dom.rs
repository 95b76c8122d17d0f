//! Small browser helpers: downloading a file, reading a chosen file, today's date, focus.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

/// Offers `text` as a file download named `file_name`.
pub fn download(file_name: &str, text: &str, mime: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        if let Ok(a) = document.create_element("a") {
            if let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>() {
                a.set_href(&url);
                a.set_download(file_name);
                a.click();
            }
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Reads the first file chosen in a file input, as text, with its name.
pub async fn read_chosen_file(input: &web_sys::HtmlInputElement) -> Option<(String, String)> {
    let file = input.files()?.get(0)?;
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .ok()?;
    Some((file.name(), text.as_string()?))
}

/// Today's date as `2026-11-22`, in the browser's time zone.
pub fn today() -> String {
    let d = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}

/// Moves the keyboard focus to the element with this id, if it exists.
pub fn focus(id: &str) {
    if let Some(el) = element(id) {
        let _ = el.focus();
    }
}

fn element(id: &str) -> Option<web_sys::HtmlElement> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
}

/// Focuses the element `id` once it is shown: a button the next redraw reveals (Finish round,
/// once the last result is in) cannot take the focus while it is still hidden, and on a busy
/// machine that redraw can come a frame or two after the change. Tries again each frame, ten
/// frames at most.
pub fn focus_when_shown(id: &'static str) {
    fn attempt(id: &'static str, left: u32) {
        let shown = element(id).filter(|el| !el.hidden() && el.offset_parent().is_some());
        match shown {
            Some(el) => {
                let _ = el.focus();
            }
            None if left > 0 => {
                leptos::prelude::request_animation_frame(move || attempt(id, left - 1));
            }
            None => {}
        }
    }
    attempt(id, 10);
}

/// The address's `#` part.
pub fn hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Goes to another address of the app (its `#` part).
pub fn go(hash: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(hash);
    }
}

/// Loads the page again: the way between the organizer's app and the phone view, which are two
/// bundles (`index.html` picks one by the address).
pub fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

/// A random seed for the pairings, from the browser's `Math.random`.
pub fn random_seed() -> u64 {
    // 53 random bits: all that an f64 holds.
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// The value of the input or select with this id, or an empty text.
pub fn field_value(id: &str) -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| js_sys::Reflect::get(&e, &JsValue::from_str("value")).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// Sets the value of the input with this id.
pub fn set_field_value(id: &str, value: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id));
    if let Some(e) = element {
        let _ = js_sys::Reflect::set(&e, &JsValue::from_str("value"), &JsValue::from_str(value));
    }
}

/// The number in the `attribute` of the element an event happened on (a delegated click on a
/// list drawn as one `Html`: `data-entry="3"`), if it has one.
pub fn target_number(ev: &web_sys::Event, attribute: &str) -> Option<usize> {
    ev.target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .get_attribute(attribute)?
        .parse()
        .ok()
}

#[wasm_bindgen]
extern "C" {
    /// The browser's `CompressionStream` (web-sys has it only behind its unstable APIs).
    #[wasm_bindgen(js_name = CompressionStream)]
    type CompressionStream;

    #[wasm_bindgen(constructor, js_class = "CompressionStream", catch)]
    fn new(format: &str) -> Result<CompressionStream, JsValue>;
}

/// `bytes` raw-deflated (RFC 1951) by the browser's own `CompressionStream("deflate-raw")`: the
/// app's wasm then carries no compressor of its own (PERFORMANCE.md has the measurement).
pub async fn deflate_raw(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let failed = |e: JsValue| {
        format!(
            "this browser cannot compress the players' link ({}): update it to a version from 2023 or later.",
            e.as_string()
                .or_else(|| js_sys::JSON::stringify(&e).ok().and_then(|s| s.as_string()))
                .unwrap_or_default()
        )
    };
    let compressor = CompressionStream::new("deflate-raw").map_err(failed)?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let blob = web_sys::Blob::new_with_u8_array_sequence(&parts).map_err(failed)?;
    let stream = blob
        .stream()
        .pipe_through(compressor.unchecked_ref::<web_sys::ReadableWritablePair>());
    let response =
        web_sys::Response::new_with_opt_readable_stream(Some(&stream)).map_err(failed)?;
    let buffer = wasm_bindgen_futures::JsFuture::from(response.array_buffer().map_err(failed)?)
        .await
        .map_err(failed)?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

#[wasm_bindgen]
extern "C" {
    /// index.html's loader of the advice bundle: loads it once, then resolves to the advice
    /// panel's markup for a players' link payload and a cut (0: the event's own).
    /// index.html's call of the same bundle's `share_html`: a printout's players' block or the
    /// share panel, with the link's QR code.
    #[wasm_bindgen(js_name = tiebreakShare, catch)]
    fn tiebreak_share(
        kind: u32,
        link: &str,
        heading: &str,
        loopback: bool,
    ) -> Result<js_sys::Promise, JsValue>;

    #[wasm_bindgen(js_name = tiebreakSheet, catch)]
    fn tiebreak_sheet(kind: u32, event_json: &str, round: u32) -> Result<js_sys::Promise, JsValue>;

    #[wasm_bindgen(js_name = tiebreakCsv, catch)]
    fn tiebreak_csv(text: &str) -> Result<js_sys::Promise, JsValue>;

    #[wasm_bindgen(js_name = tiebreakWhy, catch)]
    fn tiebreak_why(event_json: &str, round: u32) -> Result<js_sys::Promise, JsValue>;

    #[wasm_bindgen(js_name = tiebreakFileError, catch)]
    fn tiebreak_file_error(text: &str) -> Result<js_sys::Promise, JsValue>;

    #[wasm_bindgen(js_name = tiebreakAdvice, catch)]
    fn tiebreak_advice(
        payload: &str,
        cut: u32,
        player: Option<u32>,
    ) -> Result<js_sys::Promise, JsValue>;
}

/// The string a call of the on-demand bundle (`src/advice_main.rs`, through index.html) resolves
/// to, or the sentence `offline` when the bundle cannot load (offline before its first use).
async fn bundle_string(
    promise: Result<js_sys::Promise, JsValue>,
    offline: &str,
) -> Result<String, String> {
    let failed = |_: JsValue| offline.to_string();
    let value = wasm_bindgen_futures::JsFuture::from(promise.map_err(failed)?)
        .await
        .map_err(failed)?;
    value.as_string().ok_or_else(|| offline.to_string())
}

/// The players' block of a printout (`kind` 0) or the share panel (`kind` 1) for `link`, with
/// its QR code, drawn by the on-demand bundle (`src/advice_main.rs`, `share_html`).
pub async fn share_html(
    kind: u32,
    link: &str,
    heading: &str,
    loopback: bool,
) -> Result<String, String> {
    bundle_string(
        tiebreak_share(kind, link, heading, loopback),
        "The QR code could not be drawn: this part of the app is not saved on this device yet and the network is off. Share the link below, or connect once and open this again.",
    )
    .await
}

/// The advice panel's markup for `payload` with a top `cut` (0: the event's own), `player`'s
/// table first if given, from the advice bundle (`src/advice_main.rs`), loaded on the first call.
pub async fn advice_html(payload: &str, cut: u32, player: Option<u32>) -> Result<String, String> {
    bundle_string(
        tiebreak_advice(payload, cut, player),
        "The advice could not be loaded: this part of the app is not saved on this device yet and the network is off. Connect once and open it again.",
    )
    .await
}

/// A match CSV read into an event file (compact JSON) by the on-demand bundle
/// (`src/advice_main.rs`, `csv_event_json`), or the sentence that refuses it.
pub async fn csv_event_json(text: &str) -> Result<String, String> {
    let answer = bundle_string(
        tiebreak_csv(text),
        "the CSV could not be read: this part of the app is not saved on this device yet and the network is off. Connect once and import it again.",
    )
    .await?;
    match answer.strip_prefix('!') {
        Some(refused) => Err(refused.to_string()),
        None => Ok(answer),
    }
}

/// A printable sheet of the event (its file, compact JSON) from the on-demand bundle
/// (`sheet_html`): `kind` 0 pairings by table, 1 by name, 2 result slips, 3 standings.
pub async fn sheet_html(kind: u32, event_json: &str, round: u32) -> Result<String, String> {
    bundle_string(
        tiebreak_sheet(kind, event_json, round),
        "The sheet could not be drawn: this part of the app is not saved on this device yet and the network is off. Connect once and print again.",
    )
    .await
}

/// Why each table of round `round` of the event (its file, compact JSON) was paired, one
/// sentence a table, from the on-demand bundle (`why_lines`); empty if it cannot load.
pub async fn why_lines(event_json: &str, round: u32) -> Vec<String> {
    bundle_string(tiebreak_why(event_json, round), "")
        .await
        .map(|s| s.lines().map(str::to_string).collect())
        .unwrap_or_default()
}

/// Why `text` is refused as an event file, naming the field's path, from the on-demand bundle
/// (`src/advice_main.rs`, `event_file_error`); `None` if it reads, or if the bundle cannot load.
pub async fn event_file_error(text: &str) -> Option<String> {
    bundle_string(tiebreak_file_error(text), "")
        .await
        .ok()
        .filter(|s| !s.is_empty())
}

/// Seconds since 1970, now.
pub fn now_secs() -> u64 {
    // Date.now() is a whole number of milliseconds; the cast only drops the fraction.
    (js_sys::Date::now() / 1000.0) as u64
}
