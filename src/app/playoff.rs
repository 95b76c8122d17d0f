//! The playoff tab: the bracket round by round, either a top 8 or top 4 the organizer seeded from
//! the Swiss standings and plays here (clicking each winner), or a playoff read as it was played
//! from a platform's file (a top 2 to a top 64, with its games, byes and match for third place).
//!
//! The bracket is the core's ([`crate::core::model::playoff::Playoff`]): its rounds, their names, who
//! plays each match and who won. [`crate::render::playoff`] lays it out as markup: one column per round on a wide
//! screen (scrolling sideways past six), one round under the other on a phone and on paper.

use leptos::prelude::*;

use super::dom;
use super::reply::{reply, Refusal};
use super::state::AppState;
use crate::core::edit::Edit;
use crate::render::html::Sheet;
use crate::render::playoff::{bracket, games_id, pick_key};

/// The playoff tab of the open event: the buttons that start one, or the bracket drawn whole by
/// [`crate::render::playoff::bracket`], whose buttons one listener reads.
#[component]
pub fn PlayoffTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let error = RwSignal::new(None::<String>);
    let start = move |size: usize| {
        let result = state.apply(Edit::SeedPlayoff { size });
        reply(error, result);
    };
    let markup = Memo::new(move |_| {
        state.open.with(|o| {
            let o = o.as_ref()?;
            Some(bracket(&o.event, o.event.playoff.as_ref()?, true))
        })
    });
    let started = move || markup.with(Option::is_some);
    // Drawn whole, keeping the focus and what was typed in another match's box.
    let part = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let markup = markup.get().unwrap_or_default();
        if let Some(part) = part.get() {
            dom::set_markup_keeping_focus(&part, &markup);
        }
    });
    // A match's games typed: Enter, or leaving the box with games typed, enters them; the focus
    // then moves to the next match waiting for its games. A refusal stands at the box.
    let enter_games = move |ev: &web_sys::Event, next: bool| {
        let Some((action, index)) = dom::keyed::<usize>(ev) else {
            return;
        };
        let text = event_target_value(ev);
        let read = |e: &crate::core::Event| {
            let result = match text.trim() {
                "" => None,
                t => Some(crate::core::GameResult::parse(t, e.best_of)?),
            };
            Ok(match action.as_str() {
                "third-games" => Edit::ThirdPlaceGames { result },
                _ => Edit::PlayoffGames { index, result },
            })
        };
        if !matches!(action.as_str(), "playoff-games" | "third-games") {
            return;
        }
        match state.submit(read) {
            Ok(()) => {
                error.set(None);
                if next {
                    let waiting = state
                        .with_event_untracked(|e| {
                            let p = e.playoff.as_ref()?;
                            p.matches()
                                .iter()
                                .find(|m| m.waiting())
                                .map(|m| games_id(m.index))
                        })
                        .flatten();
                    if let Some(id) = waiting {
                        set_timeout(move || dom::focus(&id), std::time::Duration::ZERO);
                    }
                }
            }
            Err(e) => {
                if let Some(field) = dom::target(ev) {
                    dom::refuse_in_place(&field, &e.to_string(), "playoff-error");
                }
            }
        }
    };
    // The box and text last entered with Enter: the `change` the browser then tells of is the
    // same entry, not a second one.
    let entered = StoredValue::new(None::<(String, String)>);
    let of = |ev: &web_sys::Event| dom::target(ev).map(|t| (t.id(), event_target_value(ev)));
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Enter" && dom::keyed::<usize>(&ev).is_some() {
            ev.prevent_default();
            entered.set_value(of(&ev));
            enter_games(&ev, true);
        }
    };
    let on_change = move |ev: leptos::ev::Event| {
        let just_entered = entered.with_value(|e| e.is_some() && *e == of(&ev));
        entered.set_value(None);
        if !just_entered && !dom::detached(&ev) {
            enter_games(&ev, false);
        }
    };
    let print = move |sheet: Sheet| crate::app::share::print_sheet(state, sheet, 0);
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let edit = match dom::action(&ev) {
            Some((action, key)) if action == "playoff-pick" => {
                pick_key(&key).map(|(index, winner)| Edit::PlayoffWinner {
                    index,
                    winner: Some(winner),
                })
            }
            Some((action, _)) if action == "playoff-clear" => {
                dom::keyed(&ev).map(|(_, index)| Edit::PlayoffWinner {
                    index,
                    winner: None,
                })
            }
            Some((action, _)) if action == "third-pick" => {
                dom::keyed(&ev).map(|(_, winner)| Edit::ThirdPlaceWinner {
                    winner: Some(winner),
                })
            }
            Some((action, _)) if action == "third-clear" => {
                Some(Edit::ThirdPlaceWinner { winner: None })
            }
            _ => None,
        };
        if let Some(edit) = edit {
            reply(error, state.apply(edit));
        }
    };

    view! {
        <section class="tab playoff" aria-labelledby="playoff-title">
            <h3 id="playoff-title">"Playoff"</h3>
            <Show
                when=started
                fallback=move || view! {
                    <p class="hint">
                        "A single-elimination top 8 (or top 4) seeded by the final Swiss standings: 1 v 8, 4 v 5, 2 v 7, 3 v 6. "
                        "Its results do not change the Swiss standings."
                    </p>
                    <div class="row no-print">
                        <button type="button" class="primary" data-testid="start-top8" on:click=move |_| start(8)>"Start a top 8"</button>
                        <button type="button" data-testid="start-top4" on:click=move |_| start(4)>"Start a top 4"</button>
                    </div>
                }
            >
                <div class="row print-buttons no-print">
                    <span>"Print:"</span>
                    <button type="button" data-testid="print-playoff" on:click=move |_| print(Sheet::PlayoffPairings)>"Playoff pairings"</button>
                    <button type="button" data-testid="print-playoff-slips" on:click=move |_| print(Sheet::PlayoffSlips)>"Playoff result slips"</button>
                </div>
                <div class="contents" node_ref=part on:click=on_click on:keydown=on_key on:change=on_change></div>
                <button
                    type="button"
                    class="danger no-print"
                    on:click=move |_| {
                        reply(error, state.apply(Edit::RemovePlayoff));
                    }
                >
                    "Remove the playoff"
                </button>
            </Show>
            <Refusal error=error />
        </section>
    }
}
