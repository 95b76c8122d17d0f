//! Publishing the event to players' phones: the link (`#/v/1/...`, [`crate::core::share`]) and
//! its QR code, on the round view (full screen, for a screen or a TV), the standings tab and the
//! printouts; and the one setting it needs, the address players open.
//!
//! The address is kept in `localStorage` under [`SHARE_BASE_KEY`], one for the browser. Without
//! it the link uses the app's own address, which is right when the app is served on the store's
//! network (`bash scripts/serve.sh --lan`) or from a static host.

use leptos::prelude::*;

use super::reply::{reply, Refusal};
use super::state::AppState;
use super::storage::LocalBackend;
use crate::core::{share, Event};
use crate::render::forms::pick::ShareBaseField;
use crate::render::html::{self, Sheet};
use crate::render::import_wire::{self, ImportRequest};
use crate::render::markup::Html;
use crate::render::phone;
use crate::store::{Backend, INCOMING_KEY, SHARE_BASE_KEY};

/// The app's own address: where this page was loaded from, without its `#` part.
pub fn own_address() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// The address players open: the one the organizer set, else the app's own.
pub fn base() -> String {
    LocalBackend::new()
        .get(SHARE_BASE_KEY)
        .ok()
        .flatten()
        .and_then(|b| share::check_base(&b).ok())
        .unwrap_or_else(own_address)
}

/// Keeps the address players open ([`ShareBaseField::read`]); `None` goes back to the app's own.
fn set_base(base: Option<String>) -> Result<String, String> {
    let mut store = LocalBackend::new();
    let Some(base) = base else {
        let _ = store.remove(SHARE_BASE_KEY);
        return Ok(own_address());
    };
    store
        .set(SHARE_BASE_KEY, &base)
        .map_err(|e| format!("the address could not be saved: {e}"))?;
    Ok(base)
}

/// The link version and the payload bytes of `event` as it is now ([`share::payload_bytes`]):
/// made at once, so that
/// nothing waiting for the browser's deflate holds a copy of the event.
/// With published standings, the bytes with the verdicts in place of the percentages too
/// ([`share::PublishedForm::Verdicts`]), for a link that would pass a QR code's limit.
fn bytes_now(event: &Event) -> LinkBytes {
    let now = super::dom::now_secs();
    (
        share::version_of(event),
        share::payload_bytes(event, now),
        event
            .published
            .is_some()
            .then(|| share::payload_bytes_as(event, now, share::PublishedForm::Verdicts)),
    )
}

/// A link's version, its payload bytes, and the bytes with the verdicts in place of the
/// published figures, if it carries published standings.
type LinkBytes = (share::LinkVersion, Vec<u8>, Option<Vec<u8>>);

/// The players' link of payload bytes: deflated by the browser, after `base`; the verdicts'
/// link when only it fits a QR code ([`share::keeps_figures`]).
async fn link_of((version, bytes, verdicts): LinkBytes, base: String) -> Result<String, String> {
    let deflated = super::dom::deflate_raw(&bytes).await?;
    let figures = share::link(&base, version, &share::payload_of_deflated(&deflated));
    let Some(verdicts) = verdicts.filter(|_| share::qr(&figures).is_none()) else {
        return Ok(figures);
    };
    let deflated = super::dom::deflate_raw(&verdicts).await?;
    let verdicts = share::link(&base, version, &share::payload_of_deflated(&deflated));
    Ok(if share::keeps_figures(&figures, &verdicts) {
        figures
    } else {
        verdicts
    })
}

/// Prints `sheet` of the open event (the pairings and slips of round `round`). The pairings and
/// the standings carry the players' block (the QR code and the link) at their foot, once the
/// browser has deflated the link.
pub fn print_sheet(state: AppState, sheet: Sheet, round: u32) {
    let Some(drawn) = state.with_event_untracked(|e| {
        (
            sheet.draw(e, round),
            sheet.carries_link().then(|| bytes_now(e)),
        )
    }) else {
        return;
    };
    match drawn {
        (markup, None) => state.sheet.set(Some(markup)),
        (markup, Some(bytes)) => show_sheet(state, markup, bytes),
    }
}

/// Shows a printable sheet with the players' block of the event the `bytes` were made from at
/// its foot, once the link is made.
fn show_sheet(state: AppState, sheet: Html, bytes: LinkBytes) {
    leptos::task::spawn_local(async move {
        let block = match link_of(bytes, base()).await {
            Ok(link) => html::share_block(&link, share::qr(&link).as_ref()),
            Err(e) => {
                let mut b = Html::raw("<p class=\"share-text\">");
                b.push_text(&e).push_raw("</p>");
                b
            }
        };
        state.sheet.set(Some(html::with_share(sheet, &block)));
    });
}

/// Saves the event the phone view left under [`INCOMING_KEY`] ("Save a copy on this phone") as
/// an event of this browser, and opens it. The phone view leaves the players' link's address,
/// which the on-demand bundle reads ([`super::on_demand::import`]); a phone view of an earlier
/// build left the event file's JSON, read here. The key is let go once it has been read, or
/// refused; when the on-demand bundle cannot load (offline), it stays for the next visit.
pub fn take_incoming(state: AppState) {
    let Ok(Some(text)) = LocalBackend::new().get(INCOMING_KEY) else {
        return;
    };
    leptos::task::spawn_local(async move {
        let json = match crate::route::Page::from_hash(&text) {
            crate::route::Page::View {
                version, payload, ..
            } => super::on_demand::import(&ImportRequest::Link { version, payload }).await,
            _ => Ok(text),
        };
        if json.as_ref().is_err_and(|e| e == import_wire::UNAVAILABLE) {
            state.notice.set(Some(import_wire::copy_not_saved_yet()));
            return;
        }
        let _ = LocalBackend::new().remove(INCOMING_KEY);
        let read =
            json.and_then(|json| crate::core::read_event_json(&json).map_err(|e| e.to_string()));
        match state.save_copy(read) {
            Ok(id) => state.go(crate::route::Page::Event {
                event: id,
                tab: crate::route::Tab::Standings,
            }),
            // The session's sentence, as a notice: the page of the link is gone.
            Err(e) => state.notice.set(Some(e.to_string())),
        }
    });
}

/// Copies `text` to the clipboard; where the browser refuses (an `http://` address on the store's
/// network is not a secure context), the link's field is selected for Ctrl+C instead.
fn copy(text: &str, field: &str) {
    if let Some(w) = web_sys::window() {
        let clipboard = w.navigator().clipboard();
        let _ = clipboard.write_text(text);
    }
    if let Some(input) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(field))
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(e).ok())
    {
        input.select();
    }
}

/// The players' link and QR code for the open event.
///
/// `full_screen`: a button that shows the code over the whole page, for a screen or a TV (the
/// round view); otherwise the code in a card (the standings tab).
#[component]
pub fn SharePanel(full_screen: bool) -> impl IntoView {
    let state = expect_context::<AppState>();
    let base_signal = RwSignal::new(base());
    let shown = RwSignal::new(!full_screen);
    // The link follows every change of the event while shown, with the time of the change. The
    // browser deflates it, so it arrives a moment later; a slower, older one never overwrites it.
    let link = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    let made = StoredValue::new(0u64);
    Effect::new(move |_| {
        if !shown.get() {
            return;
        }
        let base = base_signal.get();
        let Some(bytes) = state.with_event(bytes_now) else {
            return;
        };
        made.update_value(|n| *n += 1);
        let mine = made.get_value();
        leptos::task::spawn_local(async move {
            let result = link_of(bytes, base).await;
            // The panel may be gone by now (another tab shown): a disposed value is not read.
            if made.try_get_value() != Some(mine) {
                return;
            }
            match result {
                Ok(l) => {
                    problem.set(None);
                    link.set(l);
                }
                Err(e) => problem.set(Some(e)),
            }
        });
    });
    // Drawn once a link, with its QR code: every change of the event brings a new link (with the
    // round it covers, read from the event it was made from).
    let panel = move || {
        link.with(|l| {
            if l.is_empty() {
                return Html::default();
            }
            let round = state.with_event_untracked(|e| e.rounds.len()).unwrap_or(0);
            let heading = if round == 0 {
                "Players' phones: scan for the event".to_string()
            } else {
                format!("Round {round}: scan for your table, your standing and your tiebreakers")
            };
            phone::share_panel(&heading, l, share::qr(l).as_ref(), phone::loopback(l))
        })
    };
    let error = RwSignal::new(None::<String>);
    let save_base = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let field = ShareBaseField {
            text: super::dom::field_value(ShareBaseField::ID),
        };
        let saved = field.read().map_err(|e| e.to_string()).and_then(set_base);
        if let Some(b) = reply(error, saved) {
            base_signal.set(b);
        }
    };
    let close_key = window_event_listener(leptos::ev::keydown, move |ev| {
        if full_screen && ev.key() == "Escape" && shown.get_untracked() {
            shown.set(false);
        }
    });
    on_cleanup(move || close_key.remove());
    view! {
        {full_screen.then(|| view! {
            <button type="button" id="show-qr" data-testid="show-qr" on:click=move |_| {
                shown.set(true);
                // Keyboard users land on Close (Esc closes too).
                request_animation_frame(|| super::dom::focus("close-qr"));
            }>
                "QR code for players' phones"
            </button>
        })}
        <section
            class=if full_screen { "share-panel share-full" } else { "share-panel card" }
            data-testid="share-panel"
            role=full_screen.then_some("dialog")
            aria-label="Players' phones"
            hidden=move || !shown.get()
        >
            <div class="share-body" inner_html=move || panel().into_string()></div>
            <Refusal error=problem />
            <div class="row">
                <button type="button" data-testid="copy-link" on:click=move |_| link.with_untracked(|l| copy(l, "share-link"))>"Copy link"</button>
                <a class="button" data-testid="open-link" href=move || link.get() target="_blank" rel="noopener">"Open as a phone would"</a>
                {full_screen.then(|| view! {
                    <button type="button" class="primary" id="close-qr" data-testid="close-qr" on:click=move |_| {
                        shown.set(false);
                        super::dom::focus("show-qr");
                    }>"Close"</button>
                })}
            </div>
            <p class="hint">
                "A snapshot of the event as it is now, taken again at every change: show or print it after each pairing and each result."
            </p>
            <details class="share-base">
                <summary>"Address for players' phones: " <span data-testid="share-base-now">{move || base_signal.get()}</span></summary>
                <form class="row" on:submit=save_base>
                    <label for=ShareBaseField::ID>"Address for players' phones"</label>
                    <input id=ShareBaseField::ID data-testid=ShareBaseField::ID type="text" inputmode="url" placeholder=own_address
                        prop:value=move || base_signal.get() />
                    <button type="submit">"Save"</button>
                </form>
                <Refusal error=error />
                <p class="hint">
                    "Empty means this app's own address, which phones can open only if it is on the internet or the store's Wi-Fi. "
                    "Copy Tiebreak's files (the dist folder) to any web host, such as the store's website, and type its address here; "
                    "or start Tiebreak on the store's Wi-Fi and type the address it shows."
                </p>
            </details>
        </section>
    }
}
