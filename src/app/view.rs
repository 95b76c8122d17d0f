//! The phone view (`#/v/1/<payload>`, and `#/v/1/<payload>/p/<n>` for one player): a read-only
//! snapshot of an event that the organizer published as a link or a QR code.
//!
//! Made for a phone first: find my name, my table this round in large type, my record and my
//! standing, "why am I below X?", my whole breakdown (the same [`Explanation`] as the organizer's
//! breakdown page), then the standings and this round's pairings by name. It says when the
//! snapshot was taken and which round it covers, so that nobody reads stale pairings as current.
//!
//! The link is decoded by [`share::read_fragment`], which checks it as an import is checked; a
//! link that cannot be read shows its sentence and a way back, never a blank page. Nothing from
//! the link is stored unless the player asks ("Save a copy to this device").

use leptos::prelude::*;

use super::dom;
use super::standings::ExplanationView;
use super::state::Page;
use super::storage::LocalBackend;
use crate::core::report;
use crate::core::share::{self, Snapshot};
use crate::core::{compute, Standings};
use crate::render::{html, phone};
use crate::store::Backend;

/// `2026-11-24 14:05`, in the phone's time zone, and how long ago that was.
fn taken_words(taken_at: u64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(taken_at as f64 * 1000.0));
    let when = format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    );
    let now = super::dom::now_secs();
    let ago = match now.saturating_sub(taken_at) / 60 {
        _ if taken_at > now + 60 => String::new(),
        0 => " (just now)".into(),
        m if m < 120 => format!(" ({m} min ago)"),
        m if m < 48 * 60 => format!(" ({} hours ago)", m / 60),
        m => format!(" ({} days ago)", m / 60 / 24),
    };
    format!("{when}{ago}")
}

/// The phone view's whole app, mounted by `src/view_main.rs` (the `tiebreak-view` bundle, which
/// `index.html` loads instead of the organizer's app for a `#/v/` address). It follows the
/// address; an address outside `#/v/` (the home page, a saved copy) reloads the page, so that
/// the organizer's app is loaded for it.
#[component]
pub fn ViewApp() -> impl IntoView {
    let hash = RwSignal::new(dom::hash());
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        let now = dom::hash();
        if now.starts_with(share::ROUTE) {
            hash.set(now);
        } else {
            dom::reload();
        }
    });
    on_cleanup(move || handle.remove());
    let page = Memo::new(move |_| Page::from_hash(&hash.get()));
    view! {
        <div class="app phone-app" data-testid="app-mounted">
            <header class="app-header phone-header">
                <a class="brand" href="#/">"Tiebreak"</a>
                <span class="hint">"read-only snapshot"</span>
            </header>
            <main><ViewPage page=page /></main>
        </div>
    }
}

/// The phone view of the address's link.
#[component]
pub fn ViewPage(page: Memo<Page>) -> impl IntoView {
    let parts = Memo::new(move |_| match page.get() {
        Page::View(v, p, who) => (v, p, who),
        _ => Default::default(),
    });
    let key = Memo::new(move |_| parts.with(|(v, p, _)| (v.clone(), p.clone())));
    let snapshot: Memo<Result<Snapshot, String>> = Memo::new(move |_| {
        key.with(|(v, p)| share::read_fragment(v, p).map_err(|e| e.to_string()))
    });
    move || match snapshot.with(|s| s.as_ref().err().cloned()) {
        Some(e) => view! { <ViewError message=e /> }.into_any(),
        None => view! { <Snapshotted parts=parts snapshot=snapshot /> }.into_any(),
    }
}

/// A link that cannot be read: its sentence and the ways on.
#[component]
fn ViewError(message: String) -> impl IntoView {
    // The core's sentences start in lower case, for the CLI's `tiebreak: ` before them.
    let mut chars = message.chars();
    let message: String = chars
        .next()
        .map(|c| c.to_ascii_uppercase())
        .into_iter()
        .chain(chars)
        .collect();
    view! {
        <section class="page view-error" data-testid="view-error">
            <h2>"This link cannot be opened"</h2>
            <p class="error" role="alert" data-testid="view-error-message">{message}</p>
            <p>
                "Or open " <a href="#/" data-testid="view-home">"Tiebreak's home page"</a>
                ", or " <a href="#/check">"check your tiebreakers by hand"</a>
                " from your opponents' records."
            </p>
        </section>
    }
}

type Parts = (String, String, Option<usize>);

/// The snapshot, read: a few strings from [`phone`], the search box, and the breakdown.
#[component]
fn Snapshotted(parts: Memo<Parts>, snapshot: Memo<Result<Snapshot, String>>) -> impl IntoView {
    let standings: Memo<Option<Result<Standings, String>>> = Memo::new(move |_| {
        snapshot.with(|s| {
            s.as_ref()
                .ok()
                .map(|s| compute(&s.event, &s.event.ruleset).map_err(|e| e.to_string()))
        })
    });
    let href = move |p: Option<usize>| {
        parts.with_untracked(|(v, payload, _)| Page::View(v.clone(), payload.clone(), p).hash())
    };
    let me = Memo::new(move |_| {
        let who = parts.with(|(_, _, w)| *w)?;
        snapshot.with(|s| {
            s.as_ref()
                .ok()
                .filter(|s| who < s.event.players.len())
                .map(|_| who)
        })
    });
    let query = RwSignal::new(String::new());
    let other = RwSignal::new(None::<usize>);
    // Everything drawn from the snapshot and its standings, as one call: `f(event, standings)`.
    let draw = move |f: &dyn Fn(&crate::core::Event, &Standings) -> html::Html| {
        snapshot.with(|s| {
            standings.with(|st| match (s, st) {
                (Ok(s), Some(Ok(st))) => f(&s.event, st),
                _ => html::Html::default(),
            })
        })
    };
    let head = move || {
        snapshot.with(|s| {
            s.as_ref()
                .map(|s| phone::head(&s.event, &taken_words(s.taken_at)))
                .unwrap_or_default()
        })
    };
    let found = move || {
        let q = query.get();
        draw(&|e, _| phone::matches(e, &q, &|p| href(Some(p))))
    };
    // Minutes east of UTC on this phone: the corrections' times are the player's own.
    let offset = -(js_sys::Date::new_0().get_timezone_offset() as i32);
    let mine = move || match me.get() {
        Some(p) => {
            let o = other.get();
            draw(&|e, st| {
                let mut out = phone::me(e, st, p);
                out.push(&phone::my_corrections(e, p, offset));
                out.push_raw("<section class=\"card\">")
                    .push(&phone::why_below(e, st, p, o, &|q| href(Some(q))))
                    .push_raw("</section>");
                out
            })
        }
        None => html::Html::default(),
    };
    // "What do I need?" for this player, their own table first: on a tap only, from the advice
    // bundle (src/advice_main.rs), which the phone then downloads, so that the link's first page
    // carries none of it (ARCHITECTURE.md). The link's own payload is the event it reads.
    let advice_open = RwSignal::new(false);
    let advice = RwSignal::new(html::Html::default());
    let advice_problem = RwSignal::new(None::<String>);
    let asked = StoredValue::new(0u64);
    Effect::new(move |_| {
        let Some(p) = me.get() else { return };
        if !advice_open.get() {
            return;
        }
        let payload = parts.with(|(_, payload, _)| payload.clone());
        super::advice::ask(
            asked,
            async move { Ok(payload) },
            0,
            Some(p as u32),
            advice,
            advice_problem,
        );
    });
    let explanation = Memo::new(move |_| {
        let p = me.get()?;
        standings.with(|st| {
            let Some(Ok(st)) = st else { return None };
            snapshot.with(|s| s.as_ref().ok().map(|s| report::explain(&s.event, st, p)))
        })
    });
    let rest = move || {
        let p = me.get();
        draw(&|e, st| {
            let mut out = html::Html::raw(
                "<section class=\"card\"><h3>Standings</h3><div class=\"table-wrap\">",
            );
            out.push(&phone::standings(e, st, &|q| href(Some(q)), p))
                .push_raw(
                    "</div><p class=\"hint\">Tap a name for that player's breakdown.</p></section>",
                )
                .push(&phone::seats_section(e));
            out
        })
    };
    let error = move || standings.with(|s| s.as_ref().and_then(|s| s.as_ref().err().cloned()));
    // Saving is the organizer's app's work (this bundle carries no store): the event waits under
    // INCOMING_KEY as the event file's JSON, and the organizer's app, loaded for `#/`, reads it as
    // an import, saves it and opens the copy.
    let saved = RwSignal::new(None::<String>);
    let save_copy = move |_| {
        let Some(json) = snapshot.with_untracked(|s| {
            s.as_ref()
                .ok()
                .map(|s| crate::core::write_event_json_compact(&s.event))
        }) else {
            return;
        };
        match LocalBackend::new().set(crate::store::INCOMING_KEY, &json) {
            Ok(()) => dom::go("#/"),
            Err(e) => saved.set(Some(format!("The copy could not be saved: {e}."))),
        }
    };
    view! {
        <section class="page phone-view" data-testid="phone-view">
            <div inner_html=move || head().into_string()></div>
            <p class="error" role="alert" hidden=move || error().is_none()>{move || error().unwrap_or_default()}</p>
            <div class="card find" data-testid="find">
                <label for="find-name">"Find my name"</label>
                <p class="hint">"Type a few letters, then tap your name (or press Enter for the first one)."</p>
                <input id="find-name" data-testid="find-name" type="search" autocomplete="off"
                    placeholder="Your name"
                    prop:value=move || query.get()
                    on:input=move |ev| query.set(event_target_value(&ev))
                    on:keydown=move |ev| {
                        // Enter opens the first name found.
                        if ev.key() != "Enter" {
                            return;
                        }
                        let first = snapshot.with_untracked(|s| {
                            s.as_ref().ok().and_then(|s| phone::matching(&s.event, &query.get_untracked()).first().copied())
                        });
                        if let Some(p) = first {
                            ev.prevent_default();
                            query.set(String::new());
                            dom::go(&href(Some(p)));
                        }
                    } />
                <ul class="matches" data-testid="matches" inner_html=move || found().into_string()
                    on:click=move |_| query.set(String::new())></ul>
            </div>
            <div inner_html=move || mine().into_string() on:change=move |ev| other.set(event_target_value(&ev).parse().ok())></div>
            <section class="card advice-panel" data-testid="advice" hidden=move || me.get().is_none()>
                <div class="row">
                    <h3>"What do I need?"</h3>
                    <button type="button" data-testid="advice-toggle"
                        aria-expanded=move || advice_open.get().to_string()
                        on:click=move |_| advice_open.update(|o| *o = !*o)>
                        {move || if advice_open.get() { "Hide" } else { "Show" }}
                    </button>
                </div>
                <p class="hint" hidden=move || advice_open.get()>"Can you draw? Do you need to win? Are you already in the top cut? Worked out from these standings."</p>
                <p class="error" role="alert" data-testid="advice-problem" hidden=move || !advice_open.get() || advice_problem.with(Option::is_none)>
                    {move || advice_problem.get().unwrap_or_default()}
                </p>
                <div data-testid="advice-body" inner_html=move || advice.get().into_string()></div>
            </section>
            {move || explanation.get().map(|e| view! {
                <section class="breakdown card" data-testid="my-breakdown"><ExplanationView e=e /></section>
            })}
            <div inner_html=move || rest().into_string()></div>
            <div class="card save-copy">
                <button type="button" data-testid="save-copy" on:click=save_copy>"Save a copy to this device"</button>
                {move || saved.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
                <p class="hint">"Nothing from this link is kept on this phone unless you save a copy."</p>
            </div>
        </section>
    }
}
