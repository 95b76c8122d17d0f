//! The Log tab: the corrections log of the open event, newest first, filtered by round and by
//! player, each entry with its local time, what it did and its reason, which can be given or
//! changed from the keyboard.
//!
//! The list is one `Html` string from [`crate::render::log::html_entries`] (a few hundred entries
//! draw at once, and it keeps the wasm small); its "Add reason" buttons carry the entry's index in
//! `data-entry`, and one click handler on the list opens the reason form for it.

use leptos::prelude::*;

use super::dom;
use super::state::AppState;
use crate::render::forms::pick::LogFilter;
use crate::render::log::{filter_options, html_entries, place_and_what};
use crate::store::session::Logged;

/// Minutes east of UTC in this browser, for the entries' local times.
pub fn local_offset() -> i32 {
    -(js_sys::Date::new_0().get_timezone_offset() as i32)
}

/// The Log tab of the open event.
#[component]
pub fn LogTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let filter = RwSignal::new(LogFilter::default());
    let offset = local_offset();
    let count = move || state.with_event(|e| e.log.len()).unwrap_or(0);
    let entries = Memo::new(move |_| {
        // Both menus offer only what the reader keeps; a value it refuses shows every entry.
        let (r, p) = filter.with(LogFilter::read).unwrap_or_default();
        state
            .open
            .with(|o| {
                o.as_ref()
                    .map(|o| html_entries(&o.event, r, p.as_deref(), offset))
            })
            .unwrap_or_default()
    });
    // A log with entries, none of which the filters keep.
    let none_match = move || count() > 0 && entries.with(|e| e.as_str().is_empty());
    // The filters' options follow the rounds and the players, as `Html` ([`filter_options`]).
    let options = Memo::new(move |_| state.with_event(filter_options).unwrap_or_default());
    // "Add reason" opens the same prompt a correction shows on the rounds tab, for that entry.
    let open_editor = move |ev: leptos::ev::MouseEvent| {
        let Some(i) = dom::target_number(&ev, "data-entry") else {
            return;
        };
        let logged = state.open.with_untracked(|o| {
            let o = o.as_ref()?;
            let entry = o.event.log.get(i)?;
            Some(Logged {
                id: o.id.clone(),
                entries: i..i + 1,
                summary: place_and_what(entry),
            })
        });
        if let Some(logged) = logged {
            state.ask_reason(logged);
            dom::focus("log-reason-text");
        }
    };
    view! {
        <section class="tab" aria-labelledby="log-title" data-testid="log-tab">
            <h3 id="log-title">"Log"</h3>
            <p class="hint">"Every correction, newest first: results changed once entered, tables added, removed or swapped by hand, rounds paired again, drops, late entries, penalties and undos."</p>
            <div class="row no-print">
                <div class="field inline-field">
                    <label for=LogFilter::ROUND>"Round"</label>
                    <select id=LogFilter::ROUND data-testid=LogFilter::ROUND
                        on:change=move |ev| filter.update(|f| f.round = event_target_value(&ev))
                        inner_html=move || options.with(|o| o.0.clone()).into_string()>
                    </select>
                </div>
                <div class="field inline-field">
                    <label for=LogFilter::PLAYER>"Player"</label>
                    <select id=LogFilter::PLAYER data-testid=LogFilter::PLAYER
                        on:change=move |ev| filter.update(|f| f.player = event_target_value(&ev))
                        inner_html=move || options.with(|o| o.1.clone()).into_string()>
                    </select>
                </div>
            </div>
            <p class="hint" data-testid="log-empty" hidden={move || count() > 0}>"No corrections yet: the log is empty."</p>
            <p class="hint" data-testid="log-none-match" hidden={move || !none_match()}>"No entry of the log matches this round and player."</p>
            <super::reason::ReasonPrompt />
            <ol class="log" data-testid="log-list" on:click=open_editor inner_html=move || entries.get().into_string()></ol>
        </section>
    }
}
