//! Seats by name: every player seated in the shown round, alphabetically, with their table.

use leptos::prelude::*;

use crate::app::state::AppState;
use crate::core::round_view::{self, Seats};
use crate::render::html;

/// The seats of the shown round by name, as one list (a few hundred players draw at once, and a
/// string keeps the wasm small). It follows `shape`, the round's seats, not every result entered.
#[component]
pub fn SeatsByName(round: RwSignal<u32>, shape: Memo<(u32, Seats)>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let progress = move || {
        let r = round.get();
        state.with_event(|e| round_view::progress(e, r)).flatten()
    };
    let seats = Memo::new(move |_| {
        let r = shape.with(|(r, _)| *r);
        state
            .with_event_untracked(|e| html::seats_list(e, r))
            .unwrap_or_default()
    });
    view! {
            <div hidden=move || progress().is_none()>
                <h4 id="seats-title">"Seats by name"</h4>
                <ol class="seats" data-testid="seats-by-name" aria-labelledby="seats-title" inner_html=move || seats.get().into_string()></ol>
            </div>
    }
}
