//! One table of the round: its number, the players with their points before the round, and
//! the result, typed from the keyboard or clicked.

use leptos::prelude::*;

use crate::app::dom;
use crate::app::state::AppState;
use crate::core::edit::Edit;
use crate::core::pairing::round_view::{self, TableLine};
use crate::core::GameResult;

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

/// One table of round `r`. A result is entered with Enter (`21`, `111`, `003`; empty clears
/// it) or a quick button; a refusal goes to `error`.
pub fn table_row(
    t: TableLine,
    r: u32,
    error: RwSignal<Option<String>>,
    (whys, want_why): (Memo<Vec<String>>, RwSignal<bool>),
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let bye_label = move || {
        state
            .with_event(|e| round_view::bye_label(&e.ruleset))
            .unwrap_or_default()
    };
    let index = t.index;
    let why = move || {
        whys.with(|w| w.get(index).cloned())
            .unwrap_or_else(|| "…".to_string())
    };
    let number = t.number;
    view! {
        <tr data-testid="table-row" class:pending=t.b.is_some() && t.result.is_none()>
            <td class="n">
                <span data-testid="table-number">{t.number}</span>
                {t.rematch.map(|e| view! { <span class="badge warn" title=format!("They met in round {e}")>"rematch"</span> })}
                <details class="why" data-testid="table-why" on:toggle=move |_| want_why.set(true)>
                    <summary title=why>"Why?"</summary>
                    <span>{why}</span>
                </details>
                {t.b.is_some().then(|| extension_input(state, error, &t, r))}
            </td>
            <td class="a"><span data-testid="player-a">{t.a.clone()}</span> " " <span class="pts" title="Match points before this round">{round_view::points_label(t.points.0)}</span></td>
            {match t.b.clone() {
                None => view! { <td class="bye" colspan="2">{bye_label()}</td> }.into_any(),
                Some(b) => result_cells(state, error, &t, r, b).into_any(),
            }}
            <td class="x">
                <button
                    type="button"
                    class="danger small"
                    aria-label=format!("Remove table {number}")
                    on:click=move |_| {
                        let removed = state.apply(Edit::RemoveTable { round: r, table: index });
                        error.set(removed.err());
                    }
                >
                    "Remove"
                </button>
            </td>
        </tr>
    }
}

/// Enters (or clears) the result of table `table` of round `r`, then moves the focus to the next
/// table waiting for its result, else to Finish round N.
fn enter_result(
    state: AppState,
    error: RwSignal<Option<String>>,
    r: u32,
    table: usize,
    result: Option<GameResult>,
) {
    match state.apply(Edit::SetResult {
        round: r,
        table,
        result,
    }) {
        Ok(()) => {
            error.set(None);
            if result.is_some() {
                // The next table waiting for its result, else Finish round N (shown once the
                // view has redrawn, hence a moment later).
                let missing = state
                    .with_event_untracked(|e| e.missing_results(r))
                    .unwrap_or_default();
                let next = missing
                    .iter()
                    .find(|&&t| t > table)
                    .or(missing.first())
                    .copied();
                set_timeout(
                    move || match next {
                        Some(t) => dom::focus(&format!("result-{r}-{t}")),
                        None => dom::focus_when_shown("finish-round"),
                    },
                    std::time::Duration::ZERO,
                );
            }
        }
        Err(e) => error.set(Some(e)),
    }
}

/// A match's time extension: the minutes typed, saved with Enter or on leaving the field.
fn extension_input(
    state: AppState,
    error: RwSignal<Option<String>>,
    t: &TableLine,
    r: u32,
) -> impl IntoView {
    let index = t.index;
    let extension = t.extension;
    let set_extension = move |text: String| {
        let minutes =
            crate::core::model::limits::parse_extension_minutes(&text).map_err(|e| e.to_string());
        let result = minutes.and_then(|minutes| {
            state.apply(Edit::SetExtension {
                round: r,
                table: index,
                minutes,
            })
        });
        error.set(result.err());
    };
    view! {
        <input
            class="extension-input"
            data-testid="extension-input"
            aria-label=format!("Extra minutes for table {}", t.number)
            title="Extra minutes for this table (a judge's time extension): type and press Enter"
            inputmode="numeric"
            size="2"
            placeholder="+min"
            value={ if extension > 0 { format!("+{extension}") } else { String::new() } }
            on:keydown=move |ev| {
                if ev.key() == "Enter" {
                    ev.prevent_default();
                    set_extension(event_target_value(&ev));
                }
            }
            on:change=move |ev| set_extension(event_target_value(&ev))
        />
    }
}

/// A match's result (its field, its games in words, the quick buttons and Clear) and player B.
fn result_cells(
    state: AppState,
    error: RwSignal<Option<String>>,
    t: &TableLine,
    r: u32,
    b: String,
) -> impl IntoView {
    let index = t.index;
    let best_of = move || state.with_event(|e| e.best_of).unwrap_or(3);
    let enter = move |result| enter_result(state, error, r, index, result);
    let input_id = format!("result-{r}-{index}");
    let shown = t.result.map(|g| g.to_string()).unwrap_or_default();
    let games = round_view::games_sentence(t);
    let a_name = t.a.clone();
    let b2 = b.clone();
    let b_points = t.points.1;
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
                            enter(None);
                        } else {
                            match GameResult::parse(&text, best_of()) {
                                Ok(g) => enter(Some(g)),
                                Err(e) => error.set(Some(e.to_string())),
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
                                on:click=move |_| enter(Some(g))
                            >
                                {label}
                            </button>
                        }
                    })
                    .collect_view()}
                <button type="button" tabindex="-1" on:click=move |_| enter(None)>
                    "Clear"
                </button>
            </span>
        </td>
        <td class="b"><span data-testid="player-b">{b}</span> " " <span class="pts" title="Match points before this round">{round_view::points_label(b_points)}</span></td>
    }
}
