//! Small browser helpers: downloading a file, reading a chosen file, today's date, focus.

use wasm_bindgen::closure::Closure;
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
    element_as(id)
}

/// The element with this id.
fn by_id(id: &str) -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id(id)
}

/// The element with this id, as a `T`.
fn element_as<T: JsCast>(id: &str) -> Option<T> {
    by_id(id)?.dyn_into::<T>().ok()
}

/// Focuses the element `id` once it is shown: a button the next redraw reveals (Finish round,
/// once the last result is in) cannot take the focus while it is still hidden, and on a busy
/// machine that redraw can come a frame or two after the change. Tries again each frame, ten
/// frames at most.
pub fn focus_when_shown(id: impl Into<String>) {
    fn attempt(id: String, left: u32) {
        let shown = element(&id).filter(|el| !el.hidden() && el.offset_parent().is_some());
        match shown {
            Some(el) => {
                let _ = el.focus();
            }
            None if left > 0 => {
                // The DOM's own frame callback: this module stays free of Leptos, for the phone
                // view's bundle.
                let next = Closure::once_into_js(move || attempt(id, left - 1));
                if let Some(w) = web_sys::window() {
                    let _ = w.request_animation_frame(next.unchecked_ref());
                }
            }
            None => {}
        }
    }
    attempt(id.into(), 10);
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
    by_id(id)
        .and_then(|e| js_sys::Reflect::get(&e, &JsValue::from_str("value")).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// Sets the value of the input with this id.
pub fn set_field_value(id: &str, value: &str) {
    if let Some(e) = by_id(id) {
        let _ = js_sys::Reflect::set(&e, &JsValue::from_str("value"), &JsValue::from_str(value));
    }
}

/// [`action`], with its key read as a `T` (a player's index, a table, a round): the one place a
/// `data-key` is read as a number. `None` when there is no action or the key is no `T`.
pub fn keyed<T: std::str::FromStr>(ev: &web_sys::Event) -> Option<(String, T)> {
    let (action, key) = action(ev)?;
    Some((action, key.parse().ok()?))
}

/// The number in the `attribute` of the element an event happened on (a delegated click on a
/// list drawn as one `Html`: `data-entry="3"`), if it has one.
pub fn target_number(ev: &web_sys::Event, attribute: &str) -> Option<usize> {
    target(ev)?.get_attribute(attribute)?.parse().ok()
}

/// The element an event happened on.
pub fn target(ev: &web_sys::Event) -> Option<web_sys::Element> {
    ev.target()?.dyn_into::<web_sys::Element>().ok()
}

/// Marks the field that holds the focus (an input, a list or a text box) as refused, or no longer
/// refused: `aria-invalid`, which the stylesheet draws in red.
pub fn mark_focused_field(refused: bool) {
    let Some(active) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
    else {
        return;
    };
    if !matches!(active.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA") {
        return;
    }
    if refused {
        let _ = active.set_attribute("aria-invalid", "true");
    } else {
        let _ = active.remove_attribute("aria-invalid");
    }
}

/// Marks the field `id` as refused (`aria-invalid`), or no longer refused: a form whose button,
/// not its field, held the focus when it was refused.
pub fn mark_field(id: &str, refused: bool) {
    if let Some(field) = by_id(id) {
        if refused {
            let _ = field.set_attribute("aria-invalid", "true");
        } else {
            let _ = field.remove_attribute("aria-invalid");
        }
    }
}

/// Shows `sentence` right after the field `input` (a row's field in a list drawn whole), marks
/// the field invalid and described by it, and keeps the focus on it; the list's next drawing,
/// after a change is made, takes both away.
pub fn refuse_in_place(input: &web_sys::Element, sentence: &str, testid: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let id = format!("{}-error", input.id());
    if let Some(old) = document.get_element_by_id(&id) {
        old.remove();
    }
    let Ok(span) = document.create_element("span") else {
        return;
    };
    span.set_id(&id);
    span.set_class_name("field-error");
    let _ = span.set_attribute("role", "alert");
    let _ = span.set_attribute("data-testid", testid);
    span.set_text_content(Some(sentence));
    let _ = input.after_with_node_1(&span);
    let _ = input.set_attribute("aria-invalid", "true");
    let _ = input.set_attribute("aria-describedby", &id);
    if let Some(input) = input.dyn_ref::<web_sys::HtmlElement>() {
        let _ = input.focus();
    }
}

/// The text a paste event carries, if it is one.
pub fn pasted_text(ev: &web_sys::Event) -> Option<String> {
    ev.dyn_ref::<web_sys::ClipboardEvent>()?
        .clipboard_data()?
        .get_data("text")
        .ok()
}

/// Opens the `<details>` that holds the element `id`.
pub fn open_details(id: &str) {
    if let Some(details) = by_id(id).and_then(|e| e.closest("details").ok().flatten()) {
        let _ = details.set_attribute("open", "");
    }
}

/// Where the organizer was in the rounds tab of event `id`, as this tab last left it (its
/// `sessionStorage`, which a reload keeps and another tab does not share): the round shown and how
/// far the page was scrolled.
pub fn place(id: &str) -> Option<(u32, u32)> {
    let text = web_sys::window()?
        .session_storage()
        .ok()??
        .get_item(PLACE_KEY)
        .ok()??;
    let mut parts = text.split(' ');
    if parts.next()? != id {
        return None;
    }
    // Whole pixels: formatting or reading a float would bring 15 KB of the standard library's
    // float code into the organizer's bundle.
    let round = parts.next()?.parse().ok()?;
    let scroll = parts.next()?.parse().ok()?;
    Some((round, scroll))
}

/// Keeps where the organizer is in the rounds tab of event `id` ([`place`]).
pub fn keep_place(id: &str, round: u32) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let scroll = window.scroll_y().unwrap_or(0.0).clamp(0.0, 1e7) as u32;
    if let Ok(Some(storage)) = window.session_storage() {
        let _ = storage.set_item(PLACE_KEY, &format!("{id} {round} {scroll}"));
    }
}

/// This tab's own name, kept in its `sessionStorage` (a reload keeps it, another tab has its
/// own): the changes it can undo are kept for it alone ([`crate::store::session::Session::set_tab`]).
pub fn tab_id() -> String {
    let Some(storage) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) else {
        return String::new();
    };
    if let Ok(Some(id)) = storage.get_item(TAB_KEY) {
        return id;
    }
    let id = format!("{:x}", random_seed());
    let _ = storage.set_item(TAB_KEY, &id);
    id
}

/// The `sessionStorage` key of [`tab_id`].
const TAB_KEY: &str = "tiebreak.tab";

/// The `sessionStorage` key of [`place`].
const PLACE_KEY: &str = "tiebreak.place";

/// Whether the element an event happened on has left the page: a list drawn anew removes the
/// field that held the focus, and the browser then tells of its blur and its `change`, which
/// must not enter its text a second time.
pub fn detached(ev: &web_sys::Event) -> bool {
    target(ev).is_none_or(|t| t.closest("body").ok().flatten().is_none())
}

/// Asks the organizer `question` (OK / Cancel): whether they said yes.
pub fn confirm(question: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.confirm_with_message(question).ok())
        .unwrap_or(false)
}

/// Marks `input` (`data-unsaved`) while it holds text other than its saved value: the stylesheet
/// shows "not saved yet" beside it.
pub fn mark_unsaved(input: &web_sys::HtmlInputElement) {
    if input.value() != input.default_value() {
        let _ = input.set_attribute("data-unsaved", "");
    } else {
        let _ = input.remove_attribute("data-unsaved");
    }
}

/// Sets `element`'s markup, drawn again whole after a change (a list, a round's tables), and
/// keeps what the organizer was doing in it, by the fields' ids: the keyboard focus; what was
/// typed in a field and not saved yet, when the field's saved value has not changed meanwhile;
/// and which `<details>` were open.
pub fn set_markup_keeping_focus(element: &web_sys::Element, markup: &crate::render::markup::Html) {
    let document = web_sys::window().and_then(|w| w.document());
    let focused = document
        .as_ref()
        .and_then(|d| d.active_element())
        .filter(|a| element.contains(Some(a)))
        .map(|a| a.id())
        .filter(|id| !id.is_empty());
    let mut typed = Vec::new();
    let mut open = Vec::new();
    if let Ok(kept) = element.query_selector_all("input[id], details[open][id]") {
        for i in 0..kept.length() {
            let Some(node) = kept.get(i) else { continue };
            if let Some(input) = node.dyn_ref::<web_sys::HtmlInputElement>() {
                if input.value() != input.default_value() {
                    typed.push((input.id(), input.value(), input.default_value()));
                }
            } else if let Some(details) = node.dyn_ref::<web_sys::Element>() {
                open.push(details.id());
            }
        }
    }
    element.set_inner_html(markup.as_str());
    for (id, value, saved) in typed {
        if let Some(input) = element_as::<web_sys::HtmlInputElement>(&id) {
            if input.default_value() == saved {
                input.set_value(&value);
                mark_unsaved(&input);
            }
        }
    }
    for id in open {
        if let Some(details) = element_as::<web_sys::Element>(&id) {
            let _ = details.set_attribute("open", "");
        }
    }
    if let Some(id) = focused {
        focus(&id);
    }
}

/// Whether the event happened on the element with this id (a key typed in one field of a part
/// drawn as one `Html`).
pub fn target_is(ev: &web_sys::Event, id: &str) -> bool {
    target(ev).is_some_and(|e| e.id() == id)
}

/// The element matching `selector` that the event happened on or inside, if any.
pub fn closest_element(ev: &web_sys::Event, selector: &str) -> Option<web_sys::Element> {
    target(ev)?.closest(selector).ok().flatten()
}

/// Whether the element an event happened on is, or is inside, an element matching `selector`.
pub fn closest(ev: &web_sys::Event, selector: &str) -> bool {
    closest_element(ev, selector).is_some()
}

/// Whether the element an event happened on names `action` (`data-action`).
pub fn target_is_action(ev: &web_sys::Event, action: &str) -> bool {
    target(ev)
        .and_then(|e| e.get_attribute("data-action"))
        .is_some_and(|a| a == action)
}

/// The action a click asks for, in a part of the page drawn as one `Html` (`render::banners`):
/// the `data-action` of the element clicked or the nearest around it, and its `data-key`.
pub fn action(ev: &web_sys::Event) -> Option<(String, String)> {
    let element = closest_element(ev, "[data-action]")?;
    let action = element.get_attribute("data-action")?;
    Some((
        action,
        element.get_attribute("data-key").unwrap_or_default(),
    ))
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

/// Seconds since 1970, now.
pub fn now_secs() -> u64 {
    // Date.now() is a whole number of milliseconds; the cast only drops the fraction.
    (js_sys::Date::now() / 1000.0) as u64
}

/// Now, as a log entry's time.
pub fn now_stamp() -> crate::core::edit::Stamp {
    crate::core::edit::Stamp::at(&crate::core::model::log::format_time(now_secs()))
}
