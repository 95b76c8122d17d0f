//! The round picker: one button per round that can be shown.

use leptos::prelude::*;

use super::by_hand::Picks;
use crate::app::state::AppState;
use crate::core::pairing::round_view;

/// The rounds that can be shown, as buttons; picking one shows its first page of tables and
/// clears the picks of the forms to pair by hand.
pub fn round_picker(
    round: RwSignal<u32>,
    table_page: RwSignal<usize>,
    picks: Picks,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let last_offered = move || state.with_event(round_view::last_offered).unwrap_or(1);
    let markup = move || crate::render::rounds::round_picker(last_offered(), round.get());
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if let Some((_, r)) = crate::app::dom::keyed::<u32>(&ev) {
            round.set(r);
            table_page.set(0);
            picks.clear();
        }
    };
    view! { <nav class="round-picker" aria-label="Round" inner_html=move || markup().into_string() on:click=on_click></nav> }
}
