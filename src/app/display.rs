//! The second-screen display (`#/e/<id>/display`): the current round's seats by name, or the
//! standings, or once it is seeded the playoff's bracket, in large type for a TV, with no controls.
//!
//! It follows the organizer's tab live: the organizer's saves reach this tab through the window's
//! `storage` event ([`AppState::follow_storage`]), and this page draws `state.open`. What it shows
//! is decided by [`crate::render::display`]; nothing here decides who plays whom or who ranks
//! where.

use leptos::prelude::*;

use super::state::AppState;
use crate::render::display::{board, layout, lines_html, playing_html};

/// The display page: no header, no tabs, no buttons.
#[component]
pub fn DisplayPage() -> impl IntoView {
    let state = expect_context::<AppState>();
    let board = Memo::new(move |_| state.with_event(board));
    // Once the top 8 is seeded, the bracket as it stands, in place of the standings.
    let bracket = Memo::new(move |_| {
        state
            .with_event(|e| {
                let p = e.playoff.as_ref()?;
                Some(crate::render::playoff::bracket(e, p, false))
            })
            .flatten()
    });
    // Once the round's time is called, the tables still playing with their own time: the timer
    // lives in this browser's storage, read every second.
    let tick = RwSignal::new(0u32);
    if let Ok(handle) = set_interval_with_handle(
        move || tick.update(|t| *t = t.wrapping_add(1)),
        std::time::Duration::from_millis(1000),
    ) {
        on_cleanup(move || handle.clear());
    }
    let playing = move || {
        tick.track();
        let id = state.open_id_untracked().unwrap_or_default();
        state
            .with_event(|e| {
                let round = e.rounds_paired();
                match super::timer::left_of(&id, round) {
                    Some(left) if left <= 0 => playing_html(e, round, Some(left)),
                    _ => Default::default(),
                }
            })
            .unwrap_or_default()
    };
    move || match board.get() {
        None => view! {
            <p class="display-missing" data-testid="no-event">
                "This event is not in this browser, or could not be read."
            </p>
        }
        .into_any(),
        Some(b) => {
            let (rows, cols) = layout(b.lines.len());
            let style = format!("--rows: {rows}; --cols: {cols}");
            let items = lines_html(&b);
            view! {
                <section class="display" data-testid="display" aria-label="Second-screen display">
                    <header class="display-head">
                        <h1 data-testid="display-title">{b.title}</h1>
                        <p data-testid="display-subtitle">{b.subtitle}</p>
                    </header>
                    <section class="display-playing" hidden=move || playing().is_empty() data-testid="display-playing">
                        <h2>"Still playing"</h2>
                        <ul inner_html=move || playing().into_string()></ul>
                    </section>
                    <section class="display-bracket" data-testid="display-bracket" hidden=move || bracket.with(Option::is_none)
                        inner_html=move || bracket.get().unwrap_or_default().into_string()></section>
                    <ol class="display-list" style=style data-testid="display-list" hidden=move || bracket.with(Option::is_some) inner_html=items.into_string()></ol>
                </section>
            }
            .into_any()
        }
    }
}
