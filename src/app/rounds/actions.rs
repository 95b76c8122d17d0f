//! The round's actions: pair it (Swiss or power-paired), pair it again, finish it, print its
//! sheets, and share it with the players' phones. What is offered comes from
//! [`round_view::actions`].

use leptos::prelude::*;

use crate::app::dom;
use crate::app::reply::reply;
use crate::app::state::AppState;
use crate::app::timer;
use crate::core::edit::Edit;
use crate::core::pairing::round_view;
use crate::render::forms::rounds::ResultField;
use crate::render::html::Sheet;
use crate::route::{Page, Tab};

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
    let pair_id = id.clone();
    let pair = move |()| {
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
                timer::clear_before(&pair_id, r);
                // "Round 1 is finished. Pair round 2 when the players are ready." is done with.
                state.notice.set(None);
                table_page.set(0);
                request_animation_frame(move || dom::focus(&ResultField::id(r, 0)));
            }
            Err(e) => error.set(Some(e.to_string())),
        }
    };
    let repair = move |()| {
        let r = round.get_untracked();
        let power = power.get_untracked();
        let result = state.apply(Edit::RepairRound {
            round: r,
            power,
            seed: dom::random_seed(),
        });
        reply(error, result);
    };
    let finish = {
        let id = id.clone();
        move |()| {
            let r = round.get_untracked();
            let finished = state.with_event_untracked(|e| round_view::finish(e, r));
            match finished {
                None => {}
                Some(Err((sentence, first))) => {
                    error.set(Some(sentence));
                    dom::focus(&ResultField::id(r, first));
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
    // Drawn by render::rounds whenever the round, what it offers or its status change; the focus
    // stays on Finish round (it has an id) when a result redraws it.
    let markup = Memo::new(move |_| {
        let r = round.get();
        crate::render::rounds::round_actions(r, &status(), &actions.get(), power.get())
    });
    let part = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let markup = markup.get();
        if let Some(part) = part.get() {
            dom::set_markup_keeping_focus(&part, &markup);
        }
    });
    let on_click =
        move |ev: leptos::ev::MouseEvent| match dom::action(&ev).map(|(a, _)| a).as_deref() {
            Some("pair") => pair(()),
            Some("finish") => finish(()),
            Some("repair") => repair(()),
            Some("print-by-table") => print(Sheet::PairingsByTable),
            Some("print-by-name") => print(Sheet::PairingsByName),
            Some("print-slips") => print(Sheet::ResultSlips),
            _ => {}
        };
    let on_change = move |ev: leptos::ev::Event| {
        if dom::target_is_action(&ev, "power") {
            power.set(event_target_checked(&ev));
        }
    };
    view! {
            <div class="round-actions card no-print">
                <div class="contents" node_ref=part on:click=on_click on:change=on_change></div>
                <div class="row">
                    <crate::app::share::SharePanel full_screen=true />
                </div>
            </div>
    }
}
