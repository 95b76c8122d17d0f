//! Rounds: pair the next round (Swiss or power-paired), pair again, swap, pair by hand, enter
//! results from the keyboard, finish the round; the seats by name, the timer and the printouts.

use leptos::prelude::*;

use super::dom;
use super::state::{AppState, Page, Tab};
use super::timer::{self, RoundTimer};
use crate::core::pairing::{met_before, pair_round, rematches, repair_last_round};
use crate::core::sheet::{self, html_escape};
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
    /// Match points before the round: player A's, then B's.
    points: (u32, u32),
    /// The earlier round in which the two players met, for a rematch.
    rematch: Option<u32>,
}

/// `1 pt`, `6 pts`.
fn points_label(points: u32) -> String {
    format!("{points} pt{}", if points == 1 { "" } else { "s" })
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
    // The round shown: the last one paired while it waits for results, else the next one to pair
    // (the last one once the planned rounds are played).
    let first = state
        .open
        .with_untracked(|o| {
            o.as_ref().map(|o| {
                let e = &o.event;
                let n = e.rounds.len() as u32;
                let done = e.missing_results(n).is_empty();
                if n == 0 || (done && e.planned_rounds.is_none_or(|p| n < p)) {
                    n + 1
                } else {
                    n
                }
            })
        })
        .unwrap_or(1);
    let round = RwSignal::new(first);
    // The shown round and who sits at each of its tables. The seats, the rematches and the
    // players' lists below follow this, not every change of the event: entering a result leaves it
    // as it was, so nothing of theirs is computed or drawn again. (Names and drops change on the
    // players tab, which draws this tab anew.)
    let shape = Memo::new(move |_| {
        let r = round.get();
        let seats = state
            .open
            .with(|o| o.as_ref().map(|o| sheet::tables(&o.event, r)))
            .unwrap_or_default();
        (r, seats)
    });
    // The tables of the shown round whose players met before, with the round they met in.
    let rematch_tables = Memo::new(move |_| {
        let r = shape.with(|(r, _)| *r);
        state
            .open
            .with_untracked(|o| o.as_ref().map(|o| rematches(&o.event, r)))
            .unwrap_or_default()
    });
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
            let points = sheet::points_before(&o.event, r);
            let pts = |p: usize| points.get(p).copied().unwrap_or(0);
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
                                points: (pts(a), pts(b)),
                                rematch: rematch_tables.with(|m| {
                                    m.iter().find(|&&(t, _)| t == index).map(|&(_, e)| e)
                                }),
                            },
                            Pairing::Bye { player } => TableView {
                                index,
                                a: name(player),
                                b: None,
                                result: None,
                                points: (pts(player), 0),
                                rematch: None,
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

    let id = state
        .open
        .with_untracked(|o| o.as_ref().map(|o| o.id.clone()))
        .unwrap_or_default();
    let power = RwSignal::new(false);
    // The shown round: (tables, results missing, byes) once paired, or `None`.
    let progress = move || {
        let r = round.get();
        state.open.with(|o| {
            let e = &o.as_ref()?.event;
            let tables = e.rounds.get(r as usize - 1)?.pairings.len();
            let missing = e.missing_results(r).len();
            let byes = e.rounds[r as usize - 1]
                .pairings
                .iter()
                .filter(|t| matches!(t, Pairing::Bye { .. }))
                .count();
            Some((tables, missing, byes))
        })
    };
    let status = move || {
        let r = round.get();
        let paired = rounds_paired();
        match progress() {
            _ if r > paired + 1 => format!(
                "Round {r} comes after round {}: finish that one first.",
                paired + 1
            ),
            None => format!(
                "Round {r} is not paired yet: {} players will play.",
                unpaired().len()
            ),
            Some((tables, missing, byes)) => {
                let matches = tables - byes;
                let mut s = format!("Round {r}: {} of {matches} results in", matches - missing);
                if byes > 0 {
                    s.push_str(", and a bye");
                }
                s.push('.');
                if missing == 0 && r == paired {
                    s.push_str(" Every result is in: finish the round.");
                }
                s
            }
        }
    };
    let pair = move |_| {
        let r = round.get_untracked();
        let power = power.get_untracked() && r > 1;
        let result = state.edit(format!("pairing round {r}"), |e| {
            let seed = *e.seed.get_or_insert_with(dom::random_seed);
            pair_round(e, seed, power).map(|_| ())
        });
        match result {
            Ok(()) => {
                error.set(None);
                table_page.set(0);
                request_animation_frame(move || dom::focus(&format!("result-{r}-0")));
            }
            Err(e) => error.set(Some(e)),
        }
    };
    let repair = move |_| {
        let r = round.get_untracked();
        let power = power.get_untracked() && r > 1;
        let result = state.edit(format!("pairing round {r} again"), |e| {
            let seed = dom::random_seed();
            e.seed = Some(seed);
            repair_last_round(e, seed, power).map(|_| ())
        });
        error.set(result.err());
    };
    let finish = {
        let id = id.clone();
        move |_| {
            let r = round.get_untracked();
            let (missing, planned) = state
                .open
                .with_untracked(|o| {
                    o.as_ref()
                        .map(|o| (o.event.missing_results(r), o.event.planned_rounds))
                })
                .unwrap_or_default();
            if let Some(&first) = missing.first() {
                let tables: Vec<String> = missing.iter().map(|t| (t + 1).to_string()).collect();
                error.set(Some(format!(
                    "round {r} is missing the result of table{} {}: enter {} first.",
                    if missing.len() == 1 { "" } else { "s" },
                    tables.join(", "),
                    if missing.len() == 1 { "it" } else { "them" },
                )));
                dom::focus(&format!("result-{r}-{first}"));
                return;
            }
            error.set(None);
            timer::clear(&id);
            if planned.is_some_and(|p| r >= p) {
                state.notice.set(Some(format!(
                    "Round {r} is finished: these are the final standings."
                )));
                state.go(Page::Event(id.clone(), Tab::Standings));
            } else {
                state.notice.set(Some(format!(
                    "Round {r} is finished. Pair round {} when the players are ready.",
                    r + 1
                )));
                round.set(r + 1);
                table_page.set(0);
            }
        }
    };
    let print = move |kind: u8| {
        let r = round.get_untracked();
        let html = state.open.with_untracked(|o| {
            o.as_ref().map(|o| match kind {
                0 => sheet::pairings_by_table(&o.event, r),
                1 => sheet::pairings_by_name(&o.event, r),
                _ => sheet::result_slips(&o.event, r),
            })
        });
        state.sheet.set(html);
    };
    // Every player seated in the shown round, by name, as list items (one string: a few hundred
    // players draw at once, and it keeps the wasm small).
    let seats = Memo::new(move |_| {
        let r = shape.with(|(r, _)| *r);
        state.open.with_untracked(|o| {
            let Some(o) = o else { return String::new() };
            let name = |p: usize| html_escape(&o.event.players[p].name);
            let mut html = String::new();
            for (p, t, against) in sheet::seats(&o.event, r) {
                let against = against.map_or("bye".to_string(), |o| format!("vs {}", name(o)));
                html.push_str(&format!(
                    "<li data-testid=\"seat\"><b>{}</b> table {t} <span class=\"hint\">{against}</span></li>",
                    name(p)
                ));
            }
            html
        })
    });
    let rematch_note = move || {
        rematch_tables.with(|tables| {
            if tables.is_empty() {
                return String::new();
            }
            let list: Vec<String> = tables
                .iter()
                .map(|(t, e)| format!("table {} (they met in round {e})", t + 1))
                .collect();
            format!(
                "Rematch: {}. Swap players below, or pair the round again, to avoid it.",
                list.join(", ")
            )
        })
    };
    // The hand-pairing form's warning: a player already seated, or two players who have met.
    let pick_warning = move || {
        let r = round.get();
        let a = pick_a.get().parse::<usize>().ok();
        let b = pick_b.get().parse::<usize>().ok();
        state.open.with(|o| {
            let e = &o.as_ref()?.event;
            let seated = |p: usize| {
                e.rounds.get(r as usize - 1)?.pairings.iter().position(|t| t.players().any(|q| q == p))
            };
            for p in [a, b].into_iter().flatten() {
                if let Some(t) = seated(p) {
                    return Some(format!(
                        "{} already plays at table {} of round {r}: a player cannot be paired twice. Remove that table or swap instead.",
                        e.players.get(p)?.name,
                        t + 1
                    ));
                }
            }
            let (a, b) = (a?, b?);
            let earlier = met_before(e, a, b, r)?;
            Some(format!(
                "{} and {} played each other in round {earlier}: this table would be a rematch.",
                e.players.get(a)?.name,
                e.players.get(b)?.name
            ))
        })
    };
    // Every player of the round, for the hand-pairing form: (id, name, table if seated).
    let round_players = move || {
        shape.with(|(r, tables)| {
            let r = *r;
            state.open.with_untracked(|o| {
                let Some(o) = o else { return Vec::new() };
                let e = &o.event;
                let mut table = vec![None; e.players.len()];
                for (t, &(a, b)) in tables.iter().enumerate() {
                    for p in std::iter::once(a).chain(b) {
                        if let Some(slot) = table.get_mut(p) {
                            *slot = Some(t);
                        }
                    }
                }
                (0..e.players.len())
                    .filter(|&p| {
                        let pl = &e.players[p];
                        pl.dropped_after.is_none_or(|d| r <= d)
                            && pl.entered_round.is_none_or(|n| n <= r)
                    })
                    .map(|p| (p, e.players[p].name.clone(), table[p]))
                    .collect::<Vec<_>>()
            })
        })
    };
    // The players of the round as `<option>`s: every one for pairing by hand (a seated player is
    // marked with their table, and picking them warns), or the seated ones for a swap. One string
    // per list keeps the wasm small.
    let options = move |first: &'static str, seated_only: bool| {
        let mut html = format!("<option value=\"\">—</option>{first}");
        for (p, n, t) in round_players() {
            match t {
                Some(t) => html.push_str(&format!(
                    "<option value=\"{p}\">{} (table {})</option>",
                    html_escape(&n),
                    t + 1
                )),
                None if !seated_only => html.push_str(&format!(
                    "<option value=\"{p}\">{}</option>",
                    html_escape(&n)
                )),
                None => {}
            }
        }
        html
    };
    // Memos: a result entered elsewhere in the round leaves these strings as they were, so the
    // lists are not drawn again.
    let pick_a_options = Memo::new(move |_| options("", false));
    let pick_b_options = Memo::new(move |_| options("<option value=\"bye\">Bye</option>", false));
    let swap_options = Memo::new(move |_| options("", true));
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
            (Ok(a), Ok(b)) => {
                state.edit(format!("a swap in round {r}"), |e| e.swap_players(r, a, b))
            }
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
                    <button type="button" class="primary" data-testid="pair-round" hidden=move || round.get() != rounds_paired() + 1 on:click=pair>
                        "Pair round " {move || round.get()}
                    </button>
                    <label class="check" hidden=move || round.get() != rounds_paired() + 1 || round.get() == 1>
                                <input type="checkbox" data-testid="power-pair" prop:checked=power
                                    on:change=move |ev| power.set(event_target_checked(&ev)) />
                                " Power-pair: 1 v 2, 3 v 4, … (some organizers do this for the last round before a playoff)"
                    </label>
                    <button type="button" class="primary" data-testid="finish-round" hidden=move || round.get() != rounds_paired() on:click=finish>
                        "Finish round " {move || round.get()}
                    </button>
                    <button type="button" data-testid="repair-round" on:click=repair
                        hidden=move || round.get() != rounds_paired() || progress().is_none_or(|(t, m, b)| m != t - b)>
                        "Pair round " {move || round.get()} " again"
                    </button>
                </div>
                <div class="row print-buttons" hidden=move || progress().is_none()>
                        <span>"Print:"</span>
                        <button type="button" data-testid="print-by-table" on:click=move |_| print(0)>"Pairings by table"</button>
                        <button type="button" data-testid="print-by-name" on:click=move |_| print(1)>"Pairings by name"</button>
                        <button type="button" data-testid="print-slips" on:click=move |_| print(2)>"Result slips"</button>
                </div>
            </div>
            <p class="error" role="alert" data-testid="round-error" hidden=move || error.with(Option::is_none)>{move || error.get().unwrap_or_default()}</p>
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
                                    <td class="a"><span data-testid="player-a">{t.a.clone()}</span> " " <span class="pts" title="Match points before this round">{points_label(t.points.0)}</span></td>
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
                                                <td class="b"><span data-testid="player-b">{b}</span> " " <span class="pts" title="Match points before this round">{points_label(t.points.1)}</span></td>
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
                <nav class="pager" aria-label="Pages of tables" hidden=move || table_pages() < 2>
                    <button type="button" disabled=move || table_page.get() == 0 on:click=move |_| table_page.update(|p| *p = p.saturating_sub(1))>"Previous"</button>
                    <span>"Tables " {move || table_page.get() * TABLES_PER_PAGE + 1} "–"
                        {move || ((table_page.get() + 1) * TABLES_PER_PAGE).min(table_pages() * TABLES_PER_PAGE)}</span>
                    <button type="button" disabled=move || table_page.get() + 1 >= table_pages() on:click=move |_| table_page.update(|p| *p += 1)>"Next"</button>
                </nav>
            <div hidden=move || progress().is_none()>
                <h4 id="seats-title">"Seats by name"</h4>
                <ol class="seats" data-testid="seats-by-name" aria-labelledby="seats-title" inner_html=seats></ol>
            </div>
            <details class="card by-hand no-print" data-testid="by-hand">
                <summary>"Pair or swap by hand"</summary>
            <form class="pair-form" on:submit=add_table data-testid="pair-form">
                <h4>"Add a table"</h4>
                <div class="row">
                    <div class="field">
                        <label for="pick-a">"Player A"</label>
                        <select id="pick-a" data-testid="pick-a" inner_html=pick_a_options on:change=move |ev| pick_a.set(event_target_value(&ev))></select>
                    </div>
                    <div class="field">
                        <label for="pick-b">"Player B"</label>
                        <select id="pick-b" data-testid="pick-b" inner_html=pick_b_options on:change=move |ev| pick_b.set(event_target_value(&ev))></select>
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
                        <select aria-label="First player to swap" data-testid="swap-a" inner_html=swap_options on:change=move |ev| swap_a.set(event_target_value(&ev))></select>
                        <select aria-label="Second player to swap" data-testid="swap-b" inner_html=swap_options on:change=move |ev| swap_b.set(event_target_value(&ev))></select>
                        <button type="submit" data-testid="swap">"Swap"</button>
                    </div>
                </form>
            </details>
        </section>
    }
}
