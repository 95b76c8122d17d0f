//! Registration: add players fast, rename, drop and undrop.

use leptos::prelude::*;

use super::dom;
use super::reply::{reply, Refusal};
use super::state::AppState;
use crate::core::edit::Edit;
use crate::core::pairing::recommended_rounds_hint;
use crate::core::{InputError, MissedRounds, PlayerId};
use crate::render::forms::players::{
    AddPlayerForm, ByesField, FixedTableField, MissedRoundsField, PastedListForm,
    PlannedRoundsField, RenameForm,
};
use crate::store::session::NotMade;

/// The players tab of the open event: adding players, the rounds' settings, and a row per
/// player.
#[component]
pub fn PlayersTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let error = RwSignal::new(None::<String>);
    let renaming = RwSignal::new(None::<PlayerId>);
    let count = move || state.with_event(|e| e.players.len()).unwrap_or(0);
    let markup = Memo::new(move |_| {
        let renaming = renaming.get();
        state
            .with_event(|e| crate::render::players::player_list(e, renaming))
            .unwrap_or_default()
    });
    let list = NodeRef::<leptos::html::Ol>::new();
    Effect::new(move |_| {
        let markup = markup.get();
        if let Some(list) = list.get() {
            dom::set_markup_keeping_focus(&list, &markup);
        }
    });
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some((action, player)) = player_action(&ev) else {
            return;
        };
        let paired = state
            .with_event_untracked(|e| e.rounds.len() as u32)
            .unwrap_or(0);
        let edit = match action.as_str() {
            "rename" => {
                renaming.set(Some(player));
                dom::focus_when_shown(RenameForm::id(player));
                return;
            }
            "rename-cancel" => {
                renaming.set(None);
                return;
            }
            "drop" => Edit::Drop {
                player,
                after: paired,
            },
            "undrop" => Edit::Undrop { player },
            _ => return,
        };
        reply(error, state.apply(edit));
    };
    let on_change = move |ev: leptos::ev::Event| {
        if dom::detached(&ev) {
            return;
        }
        let Some((action, player)) = player_action(&ev) else {
            return;
        };
        let text = event_target_value(&ev);
        let read = match action.as_str() {
            "table" => FixedTableField { player, text }.read(),
            "byes" => ByesField { player, text }.read(),
            _ => return,
        };
        // A row's refusal is shown at its field, which may be far down a long list.
        match submit(state, read) {
            Ok(()) => error.set(None),
            Err(e) => {
                if let Some(field) = dom::target(&ev) {
                    dom::refuse_in_place(&field, &e.to_string(), "player-error");
                }
            }
        }
    };
    let on_submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some((_, player)) = player_action(&ev) else {
            return;
        };
        let form = RenameForm {
            player,
            name: dom::field_value(&RenameForm::id(player)),
        };
        if reply(error, submit(state, form.read())).is_some() {
            renaming.set(None);
        }
    };

    view! {
        <section class="tab" aria-labelledby="players-title">
            <h3 id="players-title">
                "Players " <span class="count" data-testid="player-count">{count}</span>
            </h3>
            {add_players(state, error)}
            <Refusal error=error testid="player-error" />
            <super::reason::ReasonPrompt />
            {rounds_settings(state, error)}
            <ol class="players" data-testid="players" node_ref=list on:click=on_click on:change=on_change on:submit=on_submit></ol>
            // The penalties come after the players, once there are any: registration first.
            <div hidden=move || count() == 0>
                <super::penalties::PenaltiesCard />
            </div>
        </section>
    }
}

/// The action a player's row asks for (`data-action`) and the player (`data-key`, drawn by
/// [`crate::render::players::player_list`]).
fn player_action(ev: &web_sys::Event) -> Option<(String, PlayerId)> {
    dom::keyed(ev)
}

/// Makes the change a form asks for, or says why not.
fn submit(state: AppState, read: Result<Edit, InputError>) -> Result<(), NotMade> {
    state.submit(|_| read)
}

/// The two ways to add players: one name (Enter), or a pasted list.
fn add_players(state: AppState, error: RwSignal<Option<String>>) -> impl IntoView {
    let name = RwSignal::new(String::new());
    let pasted = RwSignal::new(String::new());
    let add_one = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let form = AddPlayerForm {
            name: name.get_untracked(),
        };
        // After round 1 is paired, a new player is a late entry: they join at the next round.
        if reply(error, submit(state, form.read())).is_some() {
            name.set(String::new());
        }
        dom::focus(AddPlayerForm::NAME);
    };
    let add_many = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let form = PastedListForm {
            text: pasted.get_untracked(),
        };
        let added = reply(error, submit(state, form.read())).is_some();
        dom::mark_field(PastedListForm::ID, !added);
        if added {
            pasted.set(String::new());
        }
    };
    // A list pasted into the one-name box is a list: its players are added, one per line, or it
    // waits in the list's box with the sentence that says what to correct.
    let paste_list = move |ev: leptos::ev::ClipboardEvent| {
        let Some(text) = dom::pasted_text(&ev).filter(|t| t.trim().contains('\n')) else {
            return;
        };
        ev.prevent_default();
        let form = PastedListForm { text: text.clone() };
        if reply(error, submit(state, form.read())).is_none() {
            pasted.set(text);
            dom::open_details(PastedListForm::ID);
            dom::focus(PastedListForm::ID);
        }
    };
    view! {
        <form class="add-player" on:submit=add_one>
            <label for=AddPlayerForm::NAME>"Add a player (press Enter)"</label>
            <div class="row">
                <input
                    id=AddPlayerForm::NAME
                    data-testid=AddPlayerForm::NAME
                    autocomplete="off"
                    placeholder="Name"
                    aria-describedby="player-error"
                    prop:value=name
                    on:input=move |ev| name.set(event_target_value(&ev))
                    on:paste=paste_list
                />
                <button type="submit">"Add"</button>
            </div>
        </form>
        <details class="paste">
            <summary>"Paste a list, one name per line (or name,byes)"</summary>
            <form on:submit=add_many>
                <label for=PastedListForm::ID class="visually-hidden">"Names, one per line"</label>
                <textarea
                    id=PastedListForm::ID
                    data-testid=PastedListForm::ID
                    rows="6"
                    aria-describedby="player-error"
                    prop:value=pasted
                    on:input=move |ev| pasted.set(event_target_value(&ev))
                ></textarea>
                <button type="submit" data-testid="add-list">"Add all"</button>
            </form>
        </details>
    }
}

/// The event's Swiss rounds planned, and what a late entry's missed rounds count as.
fn rounds_settings(state: AppState, error: RwSignal<Option<String>>) -> impl IntoView {
    view! {
        <div class="field inline-field">
            <label for=PlannedRoundsField::ID>"Swiss rounds"</label>
            <input
                id=PlannedRoundsField::ID
                data-testid=PlannedRoundsField::ID
                inputmode="numeric"
                size="3"
                prop:value=move || state.with_event(|e| e.planned_rounds).flatten().map(|r| r.to_string()).unwrap_or_default()
                on:change=move |ev| {
                    let field = PlannedRoundsField { text: event_target_value(&ev) };
                    reply(error, submit(state, field.read()));
                }
            />
            <span class="hint" data-testid="recommended-rounds">
                {move || state.open.with(|o| o.as_ref().map(|o| recommended_rounds_hint(&o.event)))}
            </span>
        </div>
        <div class="field inline-field">
            <label for=MissedRoundsField::ID>"A late entry's missed rounds count as"</label>
            <select
                id=MissedRoundsField::ID
                data-testid=MissedRoundsField::ID
                prop:value=move || state.with_event(|e| e.missed_rounds).unwrap_or_default().code()
                on:change=move |ev| {
                    let field = MissedRoundsField { code: event_target_value(&ev) };
                    reply(error, submit(state, field.read()));
                }
            >
                <option value=MissedRounds::Losses.code()>"losses, with no opponent (default)"</option>
                <option value=MissedRounds::LeftOut.code()>"nothing: left out"</option>
            </select>
        </div>
    }
}
