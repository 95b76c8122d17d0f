//! The second-screen display (`#/e/<id>/display`): the current round's seats by name, or the
//! standings, in large type for a TV, with no controls.
//!
//! It follows the organizer's tab live: the organizer's saves reach this tab through the window's
//! `storage` event ([`AppState::follow_storage`]), and this page draws `state.open`. What it shows
//! is decided by [`crate::render::display`]; nothing here decides who plays whom or who ranks
//! where.

use leptos::prelude::*;

use super::state::AppState;
use crate::render::display::{board, layout, lines_html};

/// The display page: no header, no tabs, no buttons.
#[component]
pub fn DisplayPage() -> impl IntoView {
    let state = expect_context::<AppState>();
    let board = Memo::new(move |_| state.with_event(board));
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
                    <ol class="display-list" style=style data-testid="display-list" inner_html=items.into_string()></ol>
                </section>
            }
            .into_any()
        }
    }
}
