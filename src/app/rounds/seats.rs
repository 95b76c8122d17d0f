//! Seats by name: every player seated in the shown round, alphabetically, with their table.

use leptos::prelude::*;

use crate::app::state::AppState;
use crate::core::pairing::round_view::Seats;
use crate::render::html;

/// The seats of the shown round by name, as one list (a few hundred players draw at once, and a
/// string keeps the wasm small). It follows `shape`, the round's seats, not every result entered.
pub fn seats_by_name(shape: Memo<(u32, Seats)>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let seats = Memo::new(move |_| {
        let r = shape.with(|(r, _)| *r);
        state
            .with_event_untracked(|e| html::seats_list(e, r))
            .unwrap_or_default()
    });
    view! {
        <>
                <h4 id="seats-title">"Seats by name"</h4>
                <ol class="seats" data-testid="seats-by-name" aria-labelledby="seats-title" inner_html=move || seats.get().into_string()></ol>
        </>
    }
}
