//! Rounds: pair the next round (Swiss or power-paired), pair again, swap, pair by hand, enter
//! results from the keyboard, finish the round; the seats by name, the timer and the printouts.
//!
//! The component only draws: what can be paired, which buttons are offered, the warnings, the
//! seed and the sentences come from [`crate::core::round_view`], and the lists of names from
//! [`crate::render::html`].

use leptos::prelude::*;

use super::advice::AdvicePanel;
use super::dom;
use super::state::{AppState, Page, Tab};
use super::timer::{self, RoundTimer};
use crate::core::edit::Edit;
use crate::core::pairing::rematches;
use crate::core::round_view;
use crate::core::{GameResult, InputError};
use crate::render::html::{self, Html};

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

/// The rounds tab of the open event.
#[component]
pub fn RoundsTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let last_offered = move || state.with_event(round_view::last_offered).unwrap_or(1);
    // The round shown first: the last one paired while it waits for results, else the next one.
    let first = state
        .with_event_untracked(round_view::first_shown)
        .unwrap_or(1);
    let round = RwSignal::new(first);
    // The shown round and who sits at each of its tables. The seats, the rematches and the
    // players' lists below follow this, not every change of the event: entering a result leaves it
    // as it was, so nothing of theirs is computed or drawn again. (Names and drops change on the
    // players tab, which draws this tab anew.)
    let shape = Memo::new(move |_| {
        let r = round.get();
        let seats = state
            .with_event(|e| round_view::tables(e, r))
            .unwrap_or_default();
        (r, seats)
    });
    // The tables of the shown round whose players met before, with the round they met in.
    let rematch_tables = Memo::new(move |_| {
        let r = shape.with(|(r, _)| *r);
        state
            .with_event_untracked(|e| rematches(e, r))
            .unwrap_or_default()
    });
    let error = RwSignal::new(None::<String>);
    let best_of = move || state.with_event(|e| e.best_of).unwrap_or(3);
    let bye_label = move || {
        state.open.with(|o| {
            o.as_ref()
                .map(|o| round_view::bye_label(&o.event.ruleset))
                .unwrap_or_default()
        })
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
            rematch_tables.with(|m| round_view::table_lines(&o.event, r, m, skip, TABLES_PER_PAGE))
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
            (Ok(a), "bye") => state.apply(
                format!("the bye of round {r}"),
                Edit::AddTable {
                    round: r,
                    a,
                    b: None,
                },
            ),
            (Ok(a), b) => match b.parse::<usize>() {
                Ok(b) => state.apply(
                    format!("a table of round {r}"),
                    Edit::AddTable {
                        round: r,
                        a,
                        b: Some(b),
                    },
                ),
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
        match state.apply(
            label,
            Edit::SetResult {
                round: r,
                table,
                result,
            },
        ) {
            Ok(()) => {
                error.set(None);
                if result.is_some() {
                    dom::focus(&format!("result-{r}-{}", table + 1));
                }
            }
            Err(e) => error.set(Some(e)),
        }
    };

    let id = state.open_id_untracked().unwrap_or_default();
    let power = RwSignal::new(false);
    // The shown round's progress once paired, and the actions it offers.
    let progress = move || {
        let r = round.get();
        state.with_event(|e| round_view::progress(e, r)).flatten()
    };
    // One computation per change, read by every button's attribute.
    let actions = Memo::new(move |_| {
        let r = round.get();
        state
            .with_event(|e| round_view::actions(e, r))
            .unwrap_or_default()
    });
    // "Paired before the correction of round 2, table 3.": the round keeps its pairings.
    let paired_before = move || {
        let r = round.get();
        state
            .with_event(|e| round_view::paired_before(e, r))
            .flatten()
    };
    let status = move || {
        let r = round.get();
        state
            .with_event(|e| round_view::status(e, r))
            .unwrap_or_default()
    };
    let pair = move |_| {
        let r = round.get_untracked();
        let power = power.get_untracked();
        let result = state.apply(
            format!("pairing round {r}"),
            Edit::PairRound {
                round: r,
                power,
                seed: dom::random_seed(),
            },
        );
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
        let result = state.apply(
            format!("pairing round {r} again"),
            Edit::RepairRound {
                round: r,
                power,
                seed: dom::random_seed(),
            },
        );
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
                        state.go(Page::Event(id.clone(), Tab::Standings));
                    } else {
                        round.set(r + 1);
                        table_page.set(0);
                    }
                }
            }
        }
    };
    let print = move |kind: u8| {
        let r = round.get_untracked();
        // The pairings carry the players' link and its QR code (deflated by the browser, so a
        // moment later); the slips do not.
        state.open.with_untracked(|o| {
            let Some(o) = o else { return };
            let e = &o.event;
            match kind {
                0 => super::share::show_sheet(state, html::pairings_by_table(e, r), Some(e)),
                1 => super::share::show_sheet(state, html::pairings_by_name(e, r), Some(e)),
                _ => super::share::show_sheet(state, html::result_slips(e, r), None),
            }
        });
    };
    // Every player seated in the shown round, by name, as list items (one string: a few hundred
    // players draw at once, and it keeps the wasm small).
    let seats = Memo::new(move |_| {
        let r = shape.with(|(r, _)| *r);
        state
            .with_event_untracked(|e| html::seats_list(e, r))
            .unwrap_or_default()
    });
    let rematch_note = move || {
        rematch_tables
            .with(|tables| round_view::rematch_note(tables))
            .unwrap_or_default()
    };
    // The hand-pairing form's warning: a player already seated, or two players who have met.
    let pick_warning = move || {
        let r = round.get();
        let a = pick_a.get().parse::<usize>().ok();
        let b = pick_b.get().parse::<usize>().ok();
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
    let pick_b_options =
        Memo::new(move |_| options(Html::raw("<option value=\"bye\">Bye</option>"), false));
    let swap_options = Memo::new(move |_| options(Html::default(), true));
    let swap_a = RwSignal::new(String::new());
    let swap_b = RwSignal::new(String::new());
    let swap = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let r = round.get_untracked();
        let (a, b) = (
            swap_a.get_untracked().parse::<usize>(),
            swap_b.get_untracked().parse::<usize>(),
        );
        let result = match (a, b) {
            (Ok(a), Ok(b)) => state.apply(
                format!("a swap in round {r}"),
                Edit::Swap { round: r, a, b },
            ),
            _ => Err("pick the two players to swap.".to_string()),
        };
        match result {
            Ok(()) => {
                error.set(None);
                swap_a.set(String::new());
                swap_b.set(String::new());
            }
            Err(e) => error.set(Some(e)),
        }
    };

    view! {
        <section class="tab" aria-labelledby="rounds-title">
            <h3 id="rounds-title">"Rounds"</h3>
            <nav class="round-picker" aria-label="Round">
                {move || {
                    (1..=last_offered())
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
                                        for pick in [pick_a, pick_b, swap_a, swap_b] {
                                            pick.set(String::new());
                                        }
                                    }
                                >
                                    "Round " {r}
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </nav>
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
                    <button type="button" class="primary" data-testid="finish-round" hidden=move || !actions.get().finish on:click=finish>
                        "Finish round " {move || round.get()}
                    </button>
                    <button type="button" data-testid="repair-round" on:click=repair
                        hidden=move || !actions.get().repair>
                        "Pair round " {move || round.get()} " again"
                    </button>
                </div>
                <div class="row print-buttons" hidden=move || !actions.get().print>
                        <span>"Print:"</span>
                        <button type="button" data-testid="print-by-table" on:click=move |_| print(0)>"Pairings by table"</button>
                        <button type="button" data-testid="print-by-name" on:click=move |_| print(1)>"Pairings by name"</button>
                        <button type="button" data-testid="print-slips" on:click=move |_| print(2)>"Result slips"</button>
                </div>
                <div class="row">
                    <super::share::SharePanel full_screen=true />
                </div>
            </div>
            <p class="error" role="alert" data-testid="round-error" hidden=move || error.with(Option::is_none)>{move || error.get().unwrap_or_default()}</p>
            <super::reason::ReasonPrompt />
            <p class="warning" data-testid="paired-before" hidden=move || paired_before().is_none()>{move || paired_before().unwrap_or_default()}</p>
            <p class="warning" role="alert" data-testid="rematch-warning" hidden=move || rematch_tables.with(Vec::is_empty)>{rematch_note}</p>
            <div hidden=move || progress().is_none()>
                {move || { let r = round.get(); view! { <RoundTimer round=r /> } }}
            </div>
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
                                    <td class="n">
                                        {index + 1}
                                        {t.rematch.map(|e| view! { <span class="badge warn" title=format!("They met in round {e}")>"rematch"</span> })}
                                    </td>
                                    <td class="a"><span data-testid="player-a">{t.a.clone()}</span> " " <span class="pts" title="Match points before this round">{round_view::points_label(t.points.0)}</span></td>
                                    {match t.b.clone() {
                                        None => view! { <td class="bye" colspan="2">{bye_label()}</td> }.into_any(),
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
                                                <td class="b"><span data-testid="player-b">{b}</span> " " <span class="pts" title="Match points before this round">{round_view::points_label(t.points.1)}</span></td>
                                            }
                                                .into_any()
                                        }
                                    }}
                                    <td class="x">
                                        <button
                                            type="button"
                                            class="danger small"
                                            aria-label=format!("Remove table {}", index + 1)
                                            on:click=move |_| {
                                                let removed = state.apply(format!("removing table {}", index + 1), Edit::RemoveTable { round: r, table: index });
                                                error.set(removed.err());
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
                <nav class="pager" aria-label="Pages of tables" hidden=move || table_pages() < 2>
                    <button type="button" disabled=move || table_page.get() == 0 on:click=move |_| table_page.update(|p| *p = p.saturating_sub(1))>"Previous"</button>
                    <span>"Tables " {move || table_page.get() * TABLES_PER_PAGE + 1} "–"
                        {move || ((table_page.get() + 1) * TABLES_PER_PAGE).min(table_pages() * TABLES_PER_PAGE)}</span>
                    <button type="button" disabled=move || table_page.get() + 1 >= table_pages() on:click=move |_| table_page.update(|p| *p += 1)>"Next"</button>
                </nav>
            <AdvicePanel round=round />
            <div hidden=move || progress().is_none()>
                <h4 id="seats-title">"Seats by name"</h4>
                <ol class="seats" data-testid="seats-by-name" aria-labelledby="seats-title" inner_html=move || seats.get().into_string()></ol>
            </div>
            <details class="card by-hand no-print" data-testid="by-hand">
                <summary>"Pair or swap by hand"</summary>
            <form class="pair-form" on:submit=add_table data-testid="pair-form">
                <h4>"Add a table"</h4>
                <div class="row">
                    <div class="field">
                        <label for="pick-a">"Player A"</label>
                        <select id="pick-a" data-testid="pick-a" inner_html=move || pick_a_options.get().into_string() on:change=move |ev| pick_a.set(event_target_value(&ev))></select>
                    </div>
                    <div class="field">
                        <label for="pick-b">"Player B"</label>
                        <select id="pick-b" data-testid="pick-b" inner_html=move || pick_b_options.get().into_string() on:change=move |ev| pick_b.set(event_target_value(&ev))></select>
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
                        <select aria-label="First player to swap" data-testid="swap-a" inner_html=move || swap_options.get().into_string() on:change=move |ev| swap_a.set(event_target_value(&ev))></select>
                        <select aria-label="Second player to swap" data-testid="swap-b" inner_html=move || swap_options.get().into_string() on:change=move |ev| swap_b.set(event_target_value(&ev))></select>
                        <button type="submit" data-testid="swap">"Swap"</button>
                    </div>
                </form>
            </details>
        </section>
    }
}
