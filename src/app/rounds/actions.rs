//! The round's actions: pair it (Swiss or power-paired), pair it again, finish it, print its
//! sheets, and share it with the players' phones. What is offered comes from
//! [`round_view::actions`].

use leptos::prelude::*;

use crate::app::dom;
use crate::app::state::{AppState, Page, Tab};
use crate::app::timer;
use crate::core::edit::Edit;
use crate::core::pairing::round_view;
use crate::render::html::Sheet;

/// The status line and the buttons of the shown round.
pub fn round_actions(
    round: RwSignal<u32>,
    table_page: RwSignal<usize>,
    error: RwSignal<Option<String>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let id = state.open_id_untracked().unwrap_or_default();
    let power = RwSignal::new(false);
    // One computation per change, read by every button's attribute.
    let actions = Memo::new(move |_| {
        let r = round.get();
        state
            .with_event(|e| round_view::actions(e, r))
            .unwrap_or_default()
    });
    let status = move || {
        let r = round.get();
        state
            .with_event(|e| round_view::status(e, r))
            .unwrap_or_default()
    };
    let pair = move |_| {
        let r = round.get_untracked();
        let power = power.get_untracked();
        let result = state.apply(Edit::PairRound {
            round: r,
            power,
            seed: dom::random_seed(),
        });
        match result {
            Ok(()) => {
                error.set(None);
                // "Round 1 is finished. Pair round 2 when the players are ready." is done with.
                state.notice.set(None);
                table_page.set(0);
                request_animation_frame(move || dom::focus(&format!("result-{r}-0")));
            }
            Err(e) => error.set(Some(e)),
        }
    };
    let repair = move |_| {
        let r = round.get_untracked();
        let power = power.get_untracked();
        let result = state.apply(Edit::RepairRound {
            round: r,
            power,
            seed: dom::random_seed(),
        });
        error.set(result.err());
    };
    let finish = {
        let id = id.clone();
        move |_| {
            let r = round.get_untracked();
            let finished = state.with_event_untracked(|e| round_view::finish(e, r));
            match finished {
                None => {}
                Some(Err((sentence, first))) => {
                    error.set(Some(sentence));
                    dom::focus(&format!("result-{r}-{first}"));
                }
                Some(Ok(done)) => {
                    error.set(None);
                    timer::clear(&id);
                    state.notice.set(Some(done.notice));
                    if done.last {
                        state.go(Page::Event {
                            event: id.clone(),
                            tab: Tab::Standings,
                        });
                    } else {
                        round.set(r + 1);
                        table_page.set(0);
                    }
                }
            }
        }
    };
    // The pairings carry the players' link and its QR code (deflated by the browser, so a moment
    // later); the slips do not.
    let print =
        move |sheet: Sheet| crate::app::share::print_sheet(state, sheet, round.get_untracked());
    view! {
            <div class="round-actions card no-print">
                <p class="round-status" data-testid="round-status" aria-live="polite">{status}</p>
                <div class="row">
                    <button type="button" class="primary" data-testid="pair-round" hidden=move || !actions.get().pair on:click=pair>
                        "Pair round " {move || round.get()}
                    </button>
                    <label class="check" hidden=move || !actions.get().power_pair>
                                <input type="checkbox" data-testid="power-pair" prop:checked=power
                                    on:change=move |ev| power.set(event_target_checked(&ev)) />
                                " Power-pair: 1 v 2, 3 v 4, … (some organizers do this for the last round before a playoff)"
                    </label>
                    <button type="button" class="primary" id="finish-round" data-testid="finish-round" hidden=move || !actions.get().finish on:click=finish>
                        "Finish round " {move || round.get()}
                    </button>
                    <button type="button" data-testid="repair-round" on:click=repair
                        hidden=move || !actions.get().repair>
                        "Pair round " {move || round.get()} " again"
                    </button>
                </div>
                <div class="row print-buttons" hidden=move || !actions.get().print>
                        <span>"Print:"</span>
                        <button type="button" data-testid="print-by-table" on:click=move |_| print(Sheet::PairingsByTable)>"Pairings by table"</button>
                        <button type="button" data-testid="print-by-name" on:click=move |_| print(Sheet::PairingsByName)>"Pairings by name"</button>
                        <button type="button" data-testid="print-slips" on:click=move |_| print(Sheet::ResultSlips)>"Result slips"</button>
                </div>
                <div class="row">
                    <crate::app::share::SharePanel full_screen=true />
                </div>
            </div>
    }
}
