//! The list of events: create, open, rename, duplicate, delete, import.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::dom;
use super::reply::{reply, Refusal};
use super::state::AppState;
use crate::core::{DEFAULT_BEST_OF, DEFAULT_PRESET, PRESETS};
use crate::render::events::{delete_question, event_list, Listed};
use crate::render::forms::new_event::{NewEventForm, RenameEventForm};
use crate::route::{EventId, Page, Tab};
use crate::store::session::NotMade;

/// The events page.
#[component]
pub fn EventsPage() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <section class="page" aria-labelledby="events-title">
            <h2 id="events-title">"Events"</h2>
            <EventList />
            <CreateEvent />
            <ImportEvent />
            <p class="hint">
                "A player checking another program's numbers? "
                <a href="#/check" on:click=move |_| state.go(Page::Check)>
                    "Check my tiebreakers"
                </a> " works without an event."
            </p>
        </section>
    }
}

/// The list of events: drawn whole by [`crate::render::events`] when the list or the event being
/// renamed changes, its controls read by one listener per kind of event.
#[component]
fn EventList() -> impl IntoView {
    let state = expect_context::<AppState>();
    let renaming = RwSignal::new(None::<String>);
    let error = RwSignal::new(None::<String>);
    // Drawn again only when the markup changes: another tab's save that leaves the list as it was
    // does not take a name being typed away.
    let markup = Memo::new(move |_| {
        let renaming = renaming.get();
        state.index.with(|index| {
            let ids: Vec<String> = index.events.iter().map(|e| e.id.to_string()).collect();
            let listed: Vec<Listed> = index
                .events
                .iter()
                .zip(&ids)
                .map(|(e, id)| Listed {
                    id,
                    name: &e.name,
                    date: &e.date,
                    players: e.players,
                    rounds: e.rounds,
                })
                .collect();
            event_list(&listed, renaming.as_deref())
        })
    });
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some((action, key)) = dom::action(&ev) else {
            return;
        };
        let id = EventId::new(key.clone());
        match action.as_str() {
            "open" => state.go(Page::Event {
                event: id,
                tab: Tab::Players,
            }),
            "rename" => {
                renaming.set(Some(key));
                dom::focus_when_shown(RenameEventForm::NAME);
            }
            "rename-cancel" => renaming.set(None),
            "duplicate" => {
                reply(error, state.duplicate(&id));
            }
            "delete" => {
                let name = state
                    .index
                    .with_untracked(|i| i.name_of(&id).unwrap_or_default().to_string());
                if dom::confirm(&delete_question(&name)) {
                    state.delete(&id);
                }
            }
            _ => {}
        }
    };
    let on_submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some((_, key)) = dom::action(&ev) else {
            return;
        };
        let form = RenameEventForm {
            name: dom::field_value(RenameEventForm::NAME),
        };
        let renamed = form
            .read()
            .map_err(NotMade::from)
            .and_then(|name| state.rename(&EventId::new(key), &name));
        if reply(error, renamed).is_some() {
            renaming.set(None);
        }
    };
    view! {
        <div inner_html=move || markup.get().into_string() on:click=on_click on:submit=on_submit></div>
        <Refusal error=error />
    }
}

#[component]
fn CreateEvent() -> impl IntoView {
    let state = expect_context::<AppState>();
    let name = RwSignal::new(String::new());
    let date = RwSignal::new(dom::today());
    let best_of = RwSignal::new(DEFAULT_BEST_OF.to_string());
    let ruleset = RwSignal::new(String::from(DEFAULT_PRESET));
    let rounds = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let summary = move || {
        PRESETS
            .iter()
            .find(|p| p.name == ruleset.get())
            .map(|p| p.summary)
            .unwrap_or("")
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let form = NewEventForm {
            name: name.get_untracked(),
            date: date.get_untracked(),
            best_of: best_of.get_untracked(),
            rounds: rounds.get_untracked(),
            ruleset: ruleset.get_untracked(),
        };
        let read = reply(error, form.read(dom::random_seed()));
        if let Some(id) = read.and_then(|event| reply(error, state.create(event))) {
            name.set(String::new());
            state.go(Page::Event {
                event: id,
                tab: Tab::Players,
            });
        }
    };
    view! {
        <form class="card create-event" on:submit=submit data-testid="create-event">
            <h3>"New event"</h3>
            <div class="field">
                <label for=NewEventForm::NAME>"Name"</label>
                <input
                    id=NewEventForm::NAME
                    data-testid=NewEventForm::NAME
                    placeholder="Friday draft"
                    prop:value=name
                    on:input=move |ev| name.set(event_target_value(&ev))
                />
            </div>
            <div class="row">
                <div class="field">
                    <label for=NewEventForm::DATE>"Date"</label>
                    <input
                        id=NewEventForm::DATE
                        type="date"
                        prop:value=date
                        on:input=move |ev| date.set(event_target_value(&ev))
                    />
                </div>
                <div class="field">
                    <label for=NewEventForm::BEST_OF>"Matches"</label>
                    <select
                        id=NewEventForm::BEST_OF
                        on:change=move |ev| best_of.set(event_target_value(&ev))
                    >
                        {[1, 3, 5].map(|n| view! {
                            <option value=n selected=n == DEFAULT_BEST_OF>{format!("Best of {n}")}</option>
                        })}
                    </select>
                </div>
                <div class="field">
                    <label for=NewEventForm::ROUNDS>"Rounds"</label>
                    <input
                        id=NewEventForm::ROUNDS
                        data-testid=NewEventForm::ROUNDS
                        inputmode="numeric"
                        placeholder="e.g. 3"
                        size="4"
                        prop:value=rounds
                        on:input=move |ev| rounds.set(event_target_value(&ev))
                    />
                </div>
            </div>
            <div class="field">
                <label for=NewEventForm::RULESET>"Ruleset"</label>
                <select
                    id=NewEventForm::RULESET
                    data-testid=NewEventForm::RULESET
                    on:change=move |ev| ruleset.set(event_target_value(&ev))
                >
                    {PRESETS
                        .iter()
                        .map(|p| view! { <option value=p.name selected=p.name == DEFAULT_PRESET>{p.name}</option> })
                        .collect_view()}
                </select>
                <p class="hint" data-testid="ruleset-summary">{summary}</p>
            </div>
            <Refusal error=error />
            <button type="submit" class="primary" data-testid="create-event-submit">"Create event"</button>
        </form>
    }
}

/// Import a match CSV or an event JSON as a new event.
#[component]
pub fn ImportEvent() -> impl IntoView {
    let state = expect_context::<AppState>();
    let error = RwSignal::new(None::<String>);
    let on_change = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        leptos::task::spawn_local(async move {
            match dom::read_chosen_file(&input).await {
                Some((name, text)) => {
                    if let Some(id) = reply(error, state.import(&name, &text).await) {
                        state.go(Page::Event {
                            event: id,
                            tab: Tab::Standings,
                        });
                    }
                }
                None => error.set(Some("the file could not be read as text.".into())),
            }
            input.set_value("");
        });
    };
    view! {
        <div class="card import">
            <h3>"Import"</h3>
            <label for="import-file">
                "A match CSV (round,player_a,player_b,a_wins,b_wins,draws), an event exported from Tiebreak, or an event published by Melee or MTGO (the tournament-data archive's JSON):"
            </label>
            <input
                id="import-file"
                data-testid="import-file"
                type="file"
                accept=".csv,.json,text/csv,application/json"
                on:change=on_change
            />
            <Refusal error=error testid="import-error" />
        </div>
    }
}
