//! Pairing by hand: add a table (or a bye) to the shown round, and swap two players. A player
//! already seated, or two players who met, are warned about before anything is added.

use leptos::prelude::*;

use crate::app::dom;
use crate::app::reply::reply;
use crate::app::state::AppState;
use crate::core::pairing::round_view::{self, Seats};
use crate::render::forms::by_hand::{PairForm, SwapForm};
use crate::render::html;
use crate::render::markup::Html;

/// The players picked in the forms to pair by hand: player A and B of a new table, and the two
/// players to swap. Picking another round clears them.
#[derive(Clone, Copy)]
pub struct Picks {
    pick_a: RwSignal<String>,
    pick_b: RwSignal<String>,
    swap_a: RwSignal<String>,
    swap_b: RwSignal<String>,
}

impl Picks {
    /// Nothing picked.
    pub fn new() -> Picks {
        Picks {
            pick_a: RwSignal::new(String::new()),
            pick_b: RwSignal::new(String::new()),
            swap_a: RwSignal::new(String::new()),
            swap_b: RwSignal::new(String::new()),
        }
    }

    /// Picks nothing again.
    pub fn clear(self) {
        for pick in [self.pick_a, self.pick_b, self.swap_a, self.swap_b] {
            pick.set(String::new());
        }
    }
}

/// The "Pair or swap by hand" card of round `round`; `shape` is the round's seats, which the
/// players' lists follow. A refusal goes to `error`.
pub fn by_hand(
    round: RwSignal<u32>,
    shape: Memo<(u32, Seats)>,
    error: RwSignal<Option<String>>,
    picks: Picks,
) -> impl IntoView {
    let Picks {
        pick_a,
        pick_b,
        swap_a,
        swap_b,
    } = picks;
    let state = expect_context::<AppState>();
    let unpaired = move || {
        let r = round.get();
        state.open.with(|o| {
            o.as_ref()
                .map(|o| {
                    o.event
                        .unpaired(r)
                        .into_iter()
                        .map(|p| (p, o.event.players[p].name.clone()))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let add_table = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let form = PairForm {
            a: pick_a.get_untracked(),
            b: pick_b.get_untracked(),
        };
        let r = round.get_untracked();
        if reply(error, state.submit(|_| form.read(r))).is_some() {
            pick_a.set(String::new());
            pick_b.set(String::new());
            dom::focus(PairForm::A);
        }
    };
    // The hand-pairing form's warning: a player already seated, or two players who have met.
    let pick_warning = move || {
        let r = round.get();
        let picked = PairForm {
            a: pick_a.get(),
            b: pick_b.get(),
        };
        let (a, b) = picked.picked();
        state
            .with_event(|e| round_view::pick_warning(e, r, a, b))
            .flatten()
    };
    // The players of the round as `<option>`s: every one for pairing by hand (a seated player is
    // marked with their table, and picking them warns), or the seated ones for a swap. One string
    // per list keeps the wasm small. They follow the round's seats, not every result entered.
    let options = move |first: Html, seated_only: bool| {
        let r = shape.with(|(r, _)| *r);
        state
            .open
            .with_untracked(|o| {
                o.as_ref()
                    .map(|o| html::player_options(&o.event, r, first, seated_only))
            })
            .unwrap_or_default()
    };
    // Memos: a result entered elsewhere in the round leaves these strings as they were, so the
    // lists are not drawn again.
    let pick_a_options = Memo::new(move |_| options(Html::default(), false));
    let pick_b_options = Memo::new(move |_| options(PairForm::bye_option(), false));
    let swap_options = Memo::new(move |_| options(Html::default(), true));
    let swap = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let form = SwapForm {
            a: swap_a.get_untracked(),
            b: swap_b.get_untracked(),
        };
        let r = round.get_untracked();
        if reply(error, state.submit(|_| form.read(r))).is_some() {
            swap_a.set(String::new());
            swap_b.set(String::new());
        }
    };

    view! {
            <details class="card by-hand no-print" data-testid="by-hand">
                <summary>"Pair or swap by hand"</summary>
            <form class="pair-form" on:submit=add_table data-testid="pair-form">
                <h4>"Add a table"</h4>
                <div class="row">
                    <div class="field">
                        <label for=PairForm::A>"Player A"</label>
                        <select id=PairForm::A data-testid=PairForm::A inner_html=move || pick_a_options.get().into_string() on:change=move |ev| pick_a.set(event_target_value(&ev))></select>
                    </div>
                    <div class="field">
                        <label for=PairForm::B>"Player B"</label>
                        <select id=PairForm::B data-testid=PairForm::B inner_html=move || pick_b_options.get().into_string() on:change=move |ev| pick_b.set(event_target_value(&ev))></select>
                    </div>
                    <button type="submit" data-testid="add-table">"Add table"</button>
                </div>
                <p class="warning" role="alert" data-testid="pick-warning" hidden=move || pick_warning().is_none()>{move || pick_warning().unwrap_or_default()}</p>
                {move || {
                    let left = unpaired();
                    (!left.is_empty()).then(|| {
                        let names: Vec<String> = left.into_iter().map(|(_, n)| n).collect();
                        view! { <p class="hint" data-testid="unpaired">"Not paired yet: " {names.join(", ")}</p> }
                    })
                }}
            </form>
                <form class="swap-form" on:submit=swap data-testid="swap-form">
                    <h4>"Swap two players"</h4>
                    <p class="hint">"Each takes the other's opponent. Only tables without a result."</p>
                    <div class="row">
                        <select aria-label="First player to swap" data-testid=SwapForm::A inner_html=move || swap_options.get().into_string() on:change=move |ev| swap_a.set(event_target_value(&ev))></select>
                        <select aria-label="Second player to swap" data-testid=SwapForm::B inner_html=move || swap_options.get().into_string() on:change=move |ev| swap_b.set(event_target_value(&ev))></select>
                        <button type="submit" data-testid="swap">"Swap"</button>
                    </div>
                </form>
            </details>
    }
}
