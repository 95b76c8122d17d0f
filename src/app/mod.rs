//! The Leptos front end, compiled for wasm32 only and mounted by `src/main.rs`.
//!
//! For now a skeleton: a header and a live demo that runs the rules core on a small built-in event,
//! so that the release build, the wasm tests (`tests/web.rs`) and the end-to-end tests (`e2e/`)
//! have real figures to check. Every figure comes from the core: this module never divides, floors
//! or rounds (ARCHITECTURE.md, "No percentage is computed outside `standings.rs`").

use leptos::prelude::*;

use crate::core::{compute, read_csv, report, Ruleset, PRESETS};

/// The demo event: five players, three rounds, a bye each round. Small enough to check by hand,
/// and the rulesets disagree on it (byes in match-win %, the game-win floor).
pub const DEMO_CSV: &str = "\
round,player_a,player_b,a_wins,b_wins,draws
1,Ann,Bo,2,1,0
1,Cy,Dee,2,0,0
1,Eve,BYE,,,
2,Ann,Cy,2,1,0
2,Bo,Eve,0,2,0
2,Dee,BYE,,,
3,Ann,Eve,1,2,0
3,Cy,Bo,2,1,0
3,Dee,BYE,,,
";

/// Games per match in the demo event.
pub const DEMO_BEST_OF: u32 = 3;

/// One figure of a standings row, ready to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DemoCell {
    /// The tiebreaker's short name (`omw`), used in `data-testid`.
    pub code: &'static str,
    /// As people read it (`49.83%`), from [`report::display`].
    pub display: String,
    /// The exact value in lowest terms (`299/600`), or `None` where nothing could be counted.
    pub exact: Option<String>,
}

/// One row of the demo standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DemoRow {
    /// The rank, with `=` after it for a perfect tie.
    pub rank: String,
    /// The player's name.
    pub name: String,
    /// Wins-losses-draws.
    pub record: String,
    /// Match points.
    pub points: u32,
    /// The figures, in the ruleset's column order.
    pub cells: Vec<DemoCell>,
}

/// The demo standings under one ruleset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DemoTable {
    /// The ruleset's name (`mtr`).
    pub ruleset: String,
    /// The ruleset's one-line summary.
    pub summary: &'static str,
    /// The figure columns: short name and the label a player reads.
    pub columns: Vec<(&'static str, &'static str)>,
    /// The rows, in rank order.
    pub rows: Vec<DemoRow>,
}

/// Computes the demo standings under the preset `ruleset`, entirely with the core.
pub fn demo_table(ruleset: &str) -> Result<DemoTable, String> {
    let rules = Ruleset::preset(ruleset).map_err(|e| e.to_string())?;
    let event = read_csv(DEMO_CSV, DEMO_BEST_OF).map_err(|e| e.to_string())?;
    let standings = compute(&event, &rules).map_err(|e| e.to_string())?;
    let tiebreakers = report::columns(&standings.ruleset);
    let rows = standings
        .rows
        .iter()
        .map(|row| {
            let p = &standings.players[row.player];
            DemoRow {
                rank: format!("{}{}", row.rank, if row.perfect_tie { "=" } else { "" }),
                name: event.players[row.player].name.clone(),
                record: p.record.to_string(),
                points: p.match_points,
                cells: tiebreakers
                    .iter()
                    .map(|&t| {
                        let value = p.value(t);
                        DemoCell {
                            code: t.code(),
                            display: report::display(t, value),
                            exact: value.map(|f| f.ratio()),
                        }
                    })
                    .collect(),
            }
        })
        .collect();
    Ok(DemoTable {
        summary: PRESETS
            .iter()
            .find(|p| p.name == standings.ruleset.name)
            .map_or("", |p| p.summary),
        ruleset: standings.ruleset.name.clone(),
        columns: tiebreakers.iter().map(|t| (t.code(), t.label())).collect(),
        rows,
    })
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let (ruleset, set_ruleset) = signal(String::from("mtr"));
    let table = Memo::new(move |_| demo_table(&ruleset.get()));

    view! {
        <main class="app" data-testid="app-mounted">
            <header class="app-header">
                <h1>"Tiebreak"</h1>
                <p class="tagline">
                    "Exact, explained tiebreakers for Magic: The Gathering Swiss events."
                </p>
            </header>

            <p>
                "An early build. The standings below are computed live in your browser, offline, "
                "by the same rules core as the command-line tool. Under each rounded figure is the exact "
                "fraction it comes from."
            </p>

            <section aria-labelledby="demo-title">
                <h2 id="demo-title">"Demo: five players, three rounds"</h2>
                <div class="controls">
                    <label for="demo-ruleset">"Ruleset"</label>
                    <select
                        id="demo-ruleset"
                        data-testid="demo-ruleset"
                        on:change=move |ev| set_ruleset.set(event_target_value(&ev))
                    >
                        {PRESETS
                            .iter()
                            .map(|p| {
                                view! {
                                    <option value=p.name selected=p.name == "mtr">
                                        {p.name}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </div>
                {move || match table.get() {
                    Ok(t) => view! { <DemoStandings table=t /> }.into_any(),
                    Err(e) => view! { <p data-testid="demo-error">{e}</p> }.into_any(),
                }}
            </section>

            <footer class="app-footer">
                <p>"Tiebreak works without a network connection once loaded."</p>
            </footer>
        </main>
    }
}

/// The demo standings table.
#[component]
fn DemoStandings(table: DemoTable) -> impl IntoView {
    let DemoTable {
        ruleset,
        summary,
        columns,
        rows,
    } = table;
    let ruleset_attr = ruleset.clone();
    view! {
        <p class="muted" data-testid="demo-summary">
            <strong>{ruleset}</strong>
            ": "
            {summary}
        </p>
        <div class="table-wrap">
            <table data-testid="demo-table" data-ruleset=ruleset_attr>
                <thead>
                    <tr>
                        <th scope="col">"Rank"</th>
                        <th scope="col" class="name">"Player"</th>
                        <th scope="col">"Record"</th>
                        <th scope="col">"Points"</th>
                        {columns
                            .into_iter()
                            .map(|(code, label)| {
                                view! {
                                    <th scope="col">
                                        <abbr title=label>{code.to_uppercase()}</abbr>
                                    </th>
                                }
                            })
                            .collect_view()}
                    </tr>
                </thead>
                <tbody>
                    {rows.into_iter().map(demo_row).collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// One row of the demo table. Each figure has `data-testid="demo-{name}-{code}"`, and its exact
/// fraction `data-testid="demo-{name}-{code}-exact"`.
fn demo_row(row: DemoRow) -> impl IntoView {
    let row_id = format!("demo-row-{}", row.name);
    let points_id = format!("demo-{}-points", row.name);
    let cells = row
        .cells
        .into_iter()
        .map(|cell| {
            let id = format!("demo-{}-{}", row.name, cell.code);
            let exact_id = format!("{id}-exact");
            let exact = cell.exact.unwrap_or_default();
            view! {
                <td>
                    <span data-testid=id>{cell.display}</span>
                    <span class="exact" data-testid=exact_id>{exact}</span>
                </td>
            }
        })
        .collect_view();
    view! {
        <tr data-testid=row_id>
            <td>{row.rank}</td>
            <td class="name">{row.name}</td>
            <td>{row.record}</td>
            <td data-testid=points_id>{row.points}</td>
            {cells}
        </tr>
    }
}
