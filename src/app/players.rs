//! Registration: add players fast, rename, drop and undrop.

use leptos::prelude::*;

use super::dom;
use super::state::AppState;
use crate::core::edit::{self, Edit};
use crate::core::pairing::recommended_rounds_hint;
use crate::core::{InputError, MissedRounds, PlayerId};
use crate::render::forms::players::{
    AddPlayerForm, ByesField, FixedTableField, MissedRoundsField, PlannedRoundsField, RenameForm,
};

/// The players tab of the open event: adding players, the rounds' settings, and a row per
/// player.
#[component]
pub fn PlayersTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let error = RwSignal::new(None::<String>);
    let renaming = Renaming {
        player: RwSignal::new(None),
        text: RwSignal::new(String::new()),
    };
    let rows = move || {
        state.open.with(|o| {
            o.as_ref()
                .map(|o| {
                    let paired = o.event.rounds.len() as u32;
                    o.event
                        .players
                        .iter()
                        .enumerate()
                        .map(|(id, p)| PlayerRow {
                            id,
                            name: p.name.clone(),
                            dropped: p.dropped_after,
                            paired,
                            entered: p.entered_round,
                            fixed: p.fixed_table,
                            byes: p.byes,
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };

    view! {
        <section class="tab" aria-labelledby="players-title">
            <h3 id="players-title">
                "Players " <span class="count" data-testid="player-count">{move || rows().len()}</span>
            </h3>
            {add_players(state, error)}
            {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="player-error">{e}</p> })}
            <super::reason::ReasonPrompt />
            <super::penalties::PenaltiesCard />
            {rounds_settings(state, error)}
            <ol class="players" data-testid="players">
                <For each=rows key=|r| r.clone() let:row>
                    {player_row(state, error, renaming, row)}
                </For>
            </ol>
        </section>
    }
}

/// Makes the change a form asks for, or says why not.
fn submit(state: AppState, read: Result<Edit, InputError>) -> Result<(), String> {
    state.apply(read.map_err(|e| e.to_string())?)
}

/// One player's row, as the list draws it: it is drawn again when one of these changes.
#[derive(Clone, PartialEq, Eq, Hash)]
struct PlayerRow {
    id: PlayerId,
    name: String,
    dropped: Option<u32>,
    /// The rounds paired: a drop is after the last one.
    paired: u32,
    entered: Option<u32>,
    fixed: Option<u32>,
    byes: u32,
}

/// The player being renamed, if one, and the new name as typed.
#[derive(Clone, Copy)]
struct Renaming {
    player: RwSignal<Option<PlayerId>>,
    text: RwSignal<String>,
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
        match submit(state, form.read()) {
            Ok(()) => {
                name.set(String::new());
                error.set(None);
            }
            Err(e) => error.set(Some(e)),
        }
        dom::focus(AddPlayerForm::NAME);
    };
    let add_many = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match add_list(state, &pasted.get_untracked()) {
            Ok(()) => {
                pasted.set(String::new());
                error.set(None);
            }
            Err(e) => error.set(Some(e)),
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
                    prop:value=name
                    on:input=move |ev| name.set(event_target_value(&ev))
                />
                <button type="submit">"Add"</button>
            </div>
        </form>
        <details class="paste">
            <summary>"Paste a list, one name per line (or name,byes)"</summary>
            <form on:submit=add_many>
                <label for="player-list" class="visually-hidden">"Names, one per line"</label>
                <textarea
                    id="player-list"
                    data-testid="player-list"
                    rows="6"
                    prop:value=pasted
                    on:input=move |ev| pasted.set(event_target_value(&ev))
                ></textarea>
                <button type="submit" data-testid="add-list">"Add all"</button>
            </form>
        </details>
    }
}

/// Adds a pasted list: one name a line, or a name and its byes before the event (`Ann,2`, a
/// spreadsheet's name and byes columns). All or nothing: a clash names the line, and no name of
/// the list is added.
fn add_list(state: AppState, text: &str) -> Result<(), String> {
    let names = crate::core::read_roster(text).map_err(|e| e.to_string())?;
    let count = names.len();
    let stamp = super::state::now_stamp();
    state.edit(format!("adding {count} players"), |e| {
        for (i, (n, byes)) in names.iter().enumerate() {
            let add = Edit::AddLatePlayer { name: n.clone() };
            let at = |err: InputError| InputError::new(format!("line {}: {}", i + 1, err.message));
            edit::apply_in_place(e, &add, &stamp).map_err(at)?;
            if *byes > 0 {
                let player = e.players.len() - 1;
                let set = Edit::SetByes {
                    player,
                    byes: *byes,
                };
                edit::apply_in_place(e, &set, &stamp).map_err(at)?;
            }
        }
        Ok(())
    })
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
                    error.set(submit(state, field.read()).err());
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
                    error.set(submit(state, field.read()).err());
                }
            >
                <option value=MissedRounds::Losses.code()>"losses, with no opponent (default)"</option>
                <option value=MissedRounds::LeftOut.code()>"nothing: left out"</option>
            </select>
        </div>
    }
}

/// A player's row: their name (or the rename form), their tags, their fixed table and byes, and
/// Rename and Drop (or Undrop).
fn player_row(
    state: AppState,
    error: RwSignal<Option<String>>,
    renaming: Renaming,
    row: PlayerRow,
) -> impl IntoView {
    let PlayerRow {
        id,
        name: player_name,
        dropped,
        paired,
        entered,
        fixed,
        byes,
    } = row;
    let floor_name = player_name.clone();
    let label_name = player_name.clone();
    let start_name = player_name.clone();
    view! {
        <li class:dropped=dropped.is_some() data-testid="player-row">
            <Show
                when=move || renaming.player.get() == Some(id)
                fallback={
                    let player_name = player_name.clone();
                    move || view! { <span class="name">{player_name.clone()}</span> }
                }
            >
                {rename_form(state, error, renaming, id)}
            </Show>
            {dropped.map(|r| view! { <span class="tag">"dropped after round " {r}</span> })}
            {entered.map(|r| view! { <span class="tag" data-testid="late-entry">"entered in round " {r}</span> })}
            {floor_fields(state, error, id, &floor_name, fixed, byes, entered.is_none())}
            <span class="actions">
                <button
                    type="button"
                    aria-label=format!("Rename {label_name}")
                    on:click=move |_| {
                        renaming.text.set(start_name.clone());
                        renaming.player.set(Some(id));
                        dom::focus(&RenameForm::id(id));
                    }
                >
                    "Rename"
                </button>
                {drop_button(state, error, id, dropped.is_some(), paired)}
            </span>
        </li>
    }
}

/// The form that renames player `id`, in their row.
fn rename_form(
    state: AppState,
    error: RwSignal<Option<String>>,
    renaming: Renaming,
    id: PlayerId,
) -> impl IntoView {
    view! {
        <form
            class="inline"
            on:submit=move |ev| {
                ev.prevent_default();
                let form = RenameForm { player: id, name: renaming.text.get_untracked() };
                match submit(state, form.read()) {
                    Ok(()) => {
                        renaming.player.set(None);
                        error.set(None);
                    }
                    Err(e) => error.set(Some(e)),
                }
            }
        >
            <label class="visually-hidden" for=RenameForm::id(id)>"New name"</label>
            <input
                id=RenameForm::id(id)
                prop:value=renaming.text
                on:input=move |ev| renaming.text.set(event_target_value(&ev))
            />
            <button type="submit">"Save"</button>
            <button type="button" on:click=move |_| renaming.player.set(None)>"Cancel"</button>
        </form>
    }
}

/// Undrop for a dropped player; else Drop, after the last round paired.
fn drop_button(
    state: AppState,
    error: RwSignal<Option<String>>,
    id: PlayerId,
    dropped: bool,
    paired: u32,
) -> impl IntoView {
    if dropped {
        view! {
            <button
                type="button"
                on:click=move |_| {
                    if let Err(e) = state.apply(Edit::Undrop { player: id }) {
                        error.set(Some(e));
                    }
                }
            >
                "Undrop"
            </button>
        }
        .into_any()
    } else {
        view! {
            <button
                type="button"
                data-testid="drop-player"
                title=format!("Drop after round {paired}: not paired again, results still count")
                on:click=move |_| {
                    if let Err(e) = state.apply(Edit::Drop { player: id, after: paired }) {
                        error.set(Some(e));
                    }
                }
            >
                "Drop"
            </button>
        }
        .into_any()
    }
}

/// A player's fixed table and byes before the event: two small fields, saved on change (Enter or
/// leaving the field); an empty field clears. A late entry has no byes field.
fn floor_fields(
    state: AppState,
    error: RwSignal<Option<String>>,
    id: usize,
    name: &str,
    fixed: Option<u32>,
    byes: u32,
    can_have_byes: bool,
) -> impl IntoView {
    let set_table = move |ev: leptos::ev::Event| {
        let field = FixedTableField {
            player: id,
            text: event_target_value(&ev),
        };
        error.set(submit(state, field.read()).err());
    };
    let set_byes = move |ev: leptos::ev::Event| {
        let field = ByesField {
            player: id,
            text: event_target_value(&ev),
        };
        error.set(submit(state, field.read()).err());
    };
    view! {
        <span class="floor-fields">
            <label title="The table this player sits at every round, from the next round paired">
                "Table"
                <input
                    data-testid=FixedTableField::TEST_ID
                    aria-label=format!("Fixed table of {name}")
                    inputmode="numeric"
                    size="3"
                    placeholder="any"
                    prop:value=fixed.map(|t| t.to_string()).unwrap_or_default()
                    on:change=set_table
                />
            </label>
            {can_have_byes.then(|| view! {
                <label title="Byes earned before the event: a bye in rounds 1 to this">
                    "Byes"
                    <input
                        data-testid=ByesField::TEST_ID
                        aria-label=format!("Byes before the event of {name}")
                        inputmode="numeric"
                        size="2"
                        placeholder="0"
                        prop:value={ if byes > 0 { byes.to_string() } else { String::new() } }
                        on:change=set_byes
                    />
                </label>
            })}
        </span>
    }
}
