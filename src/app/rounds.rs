//! Rounds: pair by hand, and enter results from the keyboard.

use leptos::prelude::*;

use super::dom;
use super::state::AppState;
use crate::core::{GameResult, InputError, Pairing};

/// Quick results, from player A's side, as the buttons show them.
const QUICK: [(&str, GameResult); 7] = [
    ("2-0", GameResult::new(2, 0, 0)),
    ("2-1", GameResult::new(2, 1, 0)),
    ("1-2", GameResult::new(1, 2, 0)),
    ("0-2", GameResult::new(0, 2, 0)),
    ("1-1", GameResult::new(1, 1, 0)),
    ("1-1-1", GameResult::new(1, 1, 1)),
    ("0-0-3", GameResult::new(0, 0, 3)),
];

/// Tables drawn at a time.
pub const TABLES_PER_PAGE: usize = 100;

/// One table as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct TableView {
    index: usize,
    a: String,
    b: Option<String>,
    result: Option<GameResult>,
}

/// The rounds tab of the open event.
#[component]
pub fn RoundsTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let rounds_paired = move || {
        state
            .open
            .with(|o| o.as_ref().map_or(0, |o| o.event.rounds.len() as u32))
    };
    let planned = move || {
        state
            .open
            .with(|o| o.as_ref().and_then(|o| o.event.planned_rounds))
    };
    // The round shown: the last one paired, or round 1.
    let round = RwSignal::new(rounds_paired().max(1));
    let error = RwSignal::new(None::<String>);
    let best_of = move || {
        state
            .open
            .with(|o| o.as_ref().map_or(3, |o| o.event.best_of))
    };

    // Tables drawn at a time: a round of a 2000-player event has 1000.
    let table_page = RwSignal::new(0usize);
    let table_pages = move || {
        let r = round.get();
        state
            .open
            .with(|o| {
                o.as_ref()
                    .and_then(|o| o.event.rounds.get(r as usize - 1))
                    .map_or(0, |round| round.pairings.len())
            })
            .div_ceil(TABLES_PER_PAGE)
            .max(1)
    };
    let tables = move || {
        let r = round.get();
        let skip = table_page.get() * TABLES_PER_PAGE;
        state.open.with(|o| {
            let Some(o) = o else { return Vec::new() };
            let name = |p: usize| o.event.players[p].name.clone();
            o.event
                .rounds
                .get(r as usize - 1)
                .map(|round| {
                    round
                        .pairings
                        .iter()
                        .enumerate()
                        .skip(skip)
                        .take(TABLES_PER_PAGE)
                        .map(|(index, t)| match *t {
                            Pairing::Match { a, b, result } => TableView {
                                index,
                                a: name(a),
                                b: Some(name(b)),
                                result,
                            },
                            Pairing::Bye { player } => TableView {
                                index,
                                a: name(player),
                                b: None,
                                result: None,
                            },
                        })
                        .collect()
                })
                .unwrap_or_default()
        })
    };
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
    let pick_a = RwSignal::new(String::new());
    let pick_b = RwSignal::new(String::new());
    let add_table = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let r = round.get_untracked();
        let a = pick_a.get_untracked().parse::<usize>();
        let b = pick_b.get_untracked();
        let result = match (a, b.as_str()) {
            (Err(_), _) => Err("pick player A.".to_string()),
            (_, "") => Err("pick player B, or a bye.".to_string()),
            (Ok(a), "bye") => state.edit(format!("the bye of round {r}"), |e| e.push_bye(r, a)),
            (Ok(a), b) => match b.parse::<usize>() {
                Ok(b) => state.edit(format!("a table of round {r}"), |e| {
                    e.push_match(r, a, b, None)
                }),
                Err(_) => Err("pick player B, or a bye.".to_string()),
            },
        };
        match result {
            Ok(()) => {
                error.set(None);
                pick_a.set(String::new());
                pick_b.set(String::new());
                dom::focus("pick-a");
            }
            Err(e) => error.set(Some(e)),
        }
    };
    let enter = move |r: u32, table: usize, result: Option<GameResult>| {
        let label = format!("the result of round {r}, table {}", table + 1);
        match state.edit(label, |e| e.set_result(r, table, result)) {
            Ok(()) => {
                error.set(None);
                if result.is_some() {
                    dom::focus(&format!("result-{r}-{}", table + 1));
                }
            }
            Err(e) => error.set(Some(e)),
        }
    };

    view! {
        <section class="tab" aria-labelledby="rounds-title">
            <h3 id="rounds-title">"Rounds"</h3>
            <nav class="round-picker" aria-label="Round">
                {move || {
                    let last = (rounds_paired() + 1).max(planned().unwrap_or(0)).max(1);
                    (1..=last)
                        .map(|r| {
                            view! {
                                <button
                                    type="button"
                                    data-testid=format!("round-{r}")
                                    class:current=move || round.get() == r
                                    aria-pressed=move || (round.get() == r).to_string()
                                    on:click=move |_| {
                                        round.set(r);
                                        table_page.set(0);
                                    }
                                >
                                    "Round " {r}
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </nav>
            <form class="pair-form card" on:submit=add_table data-testid="pair-form">
                <h4>"Pair round " {move || round.get()} " by hand"</h4>
                <div class="row">
                    <div class="field">
                        <label for="pick-a">"Player A"</label>
                        <select id="pick-a" data-testid="pick-a" prop:value=pick_a on:change=move |ev| pick_a.set(event_target_value(&ev))>
                            <option value="">"—"</option>
                            {move || unpaired().into_iter().map(|(p, n)| view! { <option value=p.to_string()>{n}</option> }).collect_view()}
                        </select>
                    </div>
                    <div class="field">
                        <label for="pick-b">"Player B"</label>
                        <select id="pick-b" data-testid="pick-b" prop:value=pick_b on:change=move |ev| pick_b.set(event_target_value(&ev))>
                            <option value="">"—"</option>
                            <option value="bye">"Bye"</option>
                            {move || unpaired().into_iter().map(|(p, n)| view! { <option value=p.to_string()>{n}</option> }).collect_view()}
                        </select>
                    </div>
                    <button type="submit" data-testid="add-table">"Add table"</button>
                </div>
                {move || {
                    let left = unpaired();
                    (!left.is_empty()).then(|| {
                        let names: Vec<String> = left.into_iter().map(|(_, n)| n).collect();
                        view! { <p class="hint" data-testid="unpaired">"Not paired yet: " {names.join(", ")}</p> }
                    })
                }}
            </form>
            {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="round-error">{e}</p> })}
            <p class="hint">
                "Type a result from player A's side and press Enter: " <kbd>"21"</kbd> " is 2-1, "
                <kbd>"111"</kbd> " is 1-1-1, " <kbd>"003"</kbd>
                " an intentional draw. An unfinished game counts as drawn."
            </p>
            <table class="tables" data-testid="tables">
                <thead>
                    <tr>
                        <th scope="col">"Table"</th>
                        <th scope="col">"Player A"</th>
                        <th scope="col">"Result"</th>
                        <th scope="col">"Player B"</th>
                        <th scope="col"><span class="visually-hidden">"Actions"</span></th>
                    </tr>
                </thead>
                <tbody>
                    <For
                        each=tables
                        key=move |t| (round.get_untracked(), t.clone())
                        let:t
                    >
                        {
                            let r = round.get_untracked();
                            let index = t.index;
                            let input_id = format!("result-{r}-{index}");
                            let shown = t.result.map(|g| g.to_string()).unwrap_or_default();
                            let games = t.result.map(|g| {
                                format!(
                                    "{} won {}, {} won {}, {} drawn",
                                    t.a,
                                    g.a_wins,
                                    t.b.clone().unwrap_or_default(),
                                    g.b_wins,
                                    g.draws
                                )
                            });
                            let a_name = t.a.clone();
                            view! {
                                <tr data-testid="table-row" class:pending=t.b.is_some() && t.result.is_none()>
                                    <td>{index + 1}</td>
                                    <td>{t.a.clone()}</td>
                                    {match t.b.clone() {
                                        None => view! { <td class="bye" colspan="2">"Bye (a 2-0 win)"</td> }.into_any(),
                                        Some(b) => {
                                            let b2 = b.clone();
                                            view! {
                                                <td class="result">
                                                    <label class="visually-hidden" for=input_id.clone()>
                                                        {format!("Result of {a_name} against {b2}")}
                                                    </label>
                                                    <input
                                                        id=input_id.clone()
                                                        data-testid="result-input"
                                                        class="result-input"
                                                        size="5"
                                                        autocomplete="off"
                                                        placeholder="2-1"
                                                        value=shown.clone()
                                                        on:keydown=move |ev| {
                                                            if ev.key() == "Enter" {
                                                                ev.prevent_default();
                                                                let text = event_target_value(&ev);
                                                                if text.trim().is_empty() {
                                                                    enter(r, index, None);
                                                                } else {
                                                                    match GameResult::parse(&text, best_of()) {
                                                                        Ok(g) => enter(r, index, Some(g)),
                                                                        Err(e) => error.set(Some(InputError::new(e).to_string())),
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    />
                                                    <span class="games">{games.clone()}</span>
                                                    <span class="quick">
                                                        {QUICK
                                                            .iter()
                                                            .map(|&(label, g)| {
                                                                view! {
                                                                    <button
                                                                        type="button"
                                                                        tabindex="-1"
                                                                        on:click=move |_| enter(r, index, Some(g))
                                                                    >
                                                                        {label}
                                                                    </button>
                                                                }
                                                            })
                                                            .collect_view()}
                                                        <button type="button" tabindex="-1" on:click=move |_| enter(r, index, None)>
                                                            "Clear"
                                                        </button>
                                                    </span>
                                                </td>
                                                <td>{b}</td>
                                            }
                                                .into_any()
                                        }
                                    }}
                                    <td>
                                        <button
                                            type="button"
                                            class="danger small"
                                            aria-label=format!("Remove table {}", index + 1)
                                            on:click=move |_| {
                                                let _ = state.edit(format!("removing table {}", index + 1), |e| {
                                                    e.remove_table(r, index);
                                                    Ok(())
                                                });
                                            }
                                        >
                                            "Remove"
                                        </button>
                                    </td>
                                </tr>
                            }
                        }
                    </For>
                </tbody>
            </table>
            <Show when=move || { table_pages() > 1 }>
                <nav class="pager" aria-label="Pages of tables">
                    <button type="button" disabled=move || table_page.get() == 0 on:click=move |_| table_page.update(|p| *p = p.saturating_sub(1))>"Previous"</button>
                    <span>"Tables " {move || table_page.get() * TABLES_PER_PAGE + 1} "–"
                        {move || ((table_page.get() + 1) * TABLES_PER_PAGE).min(table_pages() * TABLES_PER_PAGE)}</span>
                    <button type="button" disabled=move || table_page.get() + 1 >= table_pages() on:click=move |_| table_page.update(|p| *p += 1)>"Next"</button>
                </nav>
            </Show>
        </section>
    }
}
