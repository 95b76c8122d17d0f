//! Registration: add players fast, rename, drop and undrop.

use leptos::prelude::*;

use super::dom;
use super::state::AppState;
use crate::core::edit::{self, Edit};
use crate::core::pairing::recommended_rounds_hint;
use crate::core::{parse_planned_rounds, MissedRounds};

/// The players tab of the open event.
#[component]
pub fn PlayersTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let name = RwSignal::new(String::new());
    let pasted = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let renaming = RwSignal::new(None::<usize>);
    let rename_text = RwSignal::new(String::new());

    let add_one = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let text = name.get_untracked();
        // After round 1 is paired, a new player is a late entry: they join at the next round.
        match state.apply(
            format!("adding {}", text.trim()),
            Edit::AddLatePlayer { name: text.clone() },
        ) {
            Ok(()) => {
                name.set(String::new());
                error.set(None);
            }
            Err(e) => error.set(Some(e)),
        }
        dom::focus("player-name");
    };
    let add_many = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let text = pasted.get_untracked();
        // One name a line, or a name and its byes before the event (`Ann,2`, a spreadsheet's
        // name and byes columns).
        let names = match crate::core::read_roster(&text) {
            Ok(names) => names,
            Err(e) => {
                error.set(Some(e.to_string()));
                return;
            }
        };
        let count = names.len();
        // All or nothing: a clash names the line, and no name of the list is added.
        let stamp = super::state::now_stamp();
        let result = state.edit(format!("adding {count} players"), |e| {
            for (i, (n, byes)) in names.iter().enumerate() {
                let add = Edit::AddLatePlayer { name: n.clone() };
                let at = |err: crate::core::InputError| {
                    crate::core::InputError::new(format!("line {}: {}", i + 1, err.message))
                };
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
        });
        match result {
            Ok(()) => {
                pasted.set(String::new());
                error.set(None);
            }
            Err(e) => error.set(Some(e)),
        }
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
                        .map(|(i, p)| {
                            (
                                i,
                                p.name.clone(),
                                p.dropped_after,
                                paired,
                                p.entered_round,
                                p.fixed_table,
                                p.byes,
                            )
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
            <form class="add-player" on:submit=add_one>
                <label for="player-name">"Add a player (press Enter)"</label>
                <div class="row">
                    <input
                        id="player-name"
                        data-testid="player-name"
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
            {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="player-error">{e}</p> })}
            <super::reason::ReasonPrompt />
            <super::penalties::PenaltiesCard />
            <div class="field inline-field">
                <label for="planned-rounds">"Swiss rounds"</label>
                <input
                    id="planned-rounds"
                    data-testid="planned-rounds"
                    inputmode="numeric"
                    size="3"
                    prop:value=move || state.with_event(|e| e.planned_rounds).flatten().map(|r| r.to_string()).unwrap_or_default()
                    on:change=move |ev| {
                        let text = event_target_value(&ev);
                        let result = parse_planned_rounds(&text)
                            .map_err(|e| e.to_string())
                            .and_then(|rounds| state.apply("the number of rounds", Edit::SetPlannedRounds { rounds }));
                        error.set(result.err());
                    }
                />
                <span class="hint" data-testid="recommended-rounds">
                    {move || state.open.with(|o| o.as_ref().map(|o| recommended_rounds_hint(&o.event)))}
                </span>
            </div>
            <div class="field inline-field">
                <label for="missed-rounds">"A late entry's missed rounds count as"</label>
                <select
                    id="missed-rounds"
                    data-testid="missed-rounds"
                    prop:value=move || state.with_event(|e| e.missed_rounds).unwrap_or_default().code()
                    on:change=move |ev| {
                        let choice = MissedRounds::from_code(&event_target_value(&ev)).unwrap_or_default();
                        error.set(state.apply("the count of missed rounds", Edit::SetMissedRounds { missed: choice }).err());
                    }
                >
                    <option value="losses">"losses, with no opponent (default)"</option>
                    <option value="left-out">"nothing: left out"</option>
                </select>
            </div>
            <ol class="players" data-testid="players">
                <For each=rows key=|r| r.clone() let:row>
                    {
                        let (id, player_name, dropped, paired, entered, fixed, byes) = row;
                        let floor_name = player_name.clone();
                        let label_name = player_name.clone();
                        let start_name = player_name.clone();
                        view! {
                            <li class:dropped=dropped.is_some() data-testid="player-row">
                                <Show
                                    when=move || renaming.get() == Some(id)
                                    fallback={
                                        let player_name = player_name.clone();
                                        move || view! { <span class="name">{player_name.clone()}</span> }
                                    }
                                >
                                    <form
                                        class="inline"
                                        on:submit=move |ev| {
                                            ev.prevent_default();
                                            let text = rename_text.get_untracked();
                                            match state.apply("renaming a player", Edit::RenamePlayer { player: id, name: text.clone() }) {
                                                Ok(()) => {
                                                    renaming.set(None);
                                                    error.set(None);
                                                }
                                                Err(e) => error.set(Some(e)),
                                            }
                                        }
                                    >
                                        <label class="visually-hidden" for=format!("rename-{id}")>"New name"</label>
                                        <input
                                            id=format!("rename-{id}")
                                            prop:value=rename_text
                                            on:input=move |ev| rename_text.set(event_target_value(&ev))
                                        />
                                        <button type="submit">"Save"</button>
                                        <button type="button" on:click=move |_| renaming.set(None)>"Cancel"</button>
                                    </form>
                                </Show>
                                {dropped.map(|r| view! { <span class="tag">"dropped after round " {r}</span> })}
                                {entered.map(|r| view! { <span class="tag" data-testid="late-entry">"entered in round " {r}</span> })}
                                {floor_fields(state, error, id, &floor_name, fixed, byes, entered.is_none())}
                                <span class="actions">
                                    <button
                                        type="button"
                                        aria-label=format!("Rename {label_name}")
                                        on:click=move |_| {
                                            rename_text.set(start_name.clone());
                                            renaming.set(Some(id));
                                            dom::focus(&format!("rename-{id}"));
                                        }
                                    >
                                        "Rename"
                                    </button>
                                    {if dropped.is_some() {
                                        view! {
                                            <button
                                                type="button"
                                                on:click=move |_| {
                                                    if let Err(e) = state.apply("undropping a player", Edit::Undrop { player: id }) {
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
                                                    if let Err(e) = state.apply("dropping a player", Edit::Drop { player: id, after: paired }) {
                                                        error.set(Some(e));
                                                    }
                                                }
                                            >
                                                "Drop"
                                            </button>
                                        }
                                            .into_any()
                                    }}
                                </span>
                            </li>
                        }
                    }
                </For>
            </ol>
        </section>
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
    let number = |text: &str, what: &str| -> Result<Option<u32>, String> {
        match text.trim() {
            "" => Ok(None),
            t => t.parse::<u32>().map(Some).map_err(|_| {
                format!(
                    "`{}` is not a {what}: type a whole number, or leave it empty.",
                    crate::core::one_line(t.chars().take(20).collect())
                )
            }),
        }
    };
    let set_table = move |ev: leptos::ev::Event| {
        let result = number(&event_target_value(&ev), "table number").and_then(|table| {
            state.apply("a fixed table", Edit::SetFixedTable { player: id, table })
        });
        error.set(result.err());
    };
    let set_byes = move |ev: leptos::ev::Event| {
        let result = number(&event_target_value(&ev), "number of byes").and_then(|byes| {
            state.apply(
                "byes before the event",
                Edit::SetByes {
                    player: id,
                    byes: byes.unwrap_or(0),
                },
            )
        });
        error.set(result.err());
    };
    view! {
        <span class="floor-fields">
            <label title="The table this player sits at every round, from the next round paired">
                "Table"
                <input
                    data-testid="fixed-table"
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
                        data-testid="player-byes"
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
