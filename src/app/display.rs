//! The second-screen display (`#/e/<id>/display`): the current round's seats by name, or the
//! standings, in large type for a TV, with no controls.
//!
//! It follows the organizer's tab live: the organizer's saves reach this tab through the window's
//! `storage` event ([`AppState::follow_storage`]), and this page draws `state.open`. The seats
//! come from [`round_view::seats`] and the standings from [`compute`], as on the printouts; nothing
//! here decides who plays whom or who ranks where.
//!
//! What it shows: while the last round paired waits for results, that round's seats by name (with
//! each result once it is in); otherwise (no round paired yet, every result in, the event
//! finished) the standings.

use leptos::prelude::*;

use super::state::AppState;
use crate::core::round_view;
use crate::core::{compute, Event, Pairing};
use crate::render::html::Html;

/// Rows in one column before the display adds a column; at most [`MAX_COLUMNS`] columns. 64
/// players make three columns of 22 lines, wide enough for "Bartholomew Fitzgerald" at 29 px.
const ROWS_PER_COLUMN: usize = 22;
/// Columns across a 1920-pixel screen.
const MAX_COLUMNS: usize = 4;

/// One line of the display.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Line {
    /// The table number, or the rank.
    lead: String,
    /// The player's name.
    name: String,
    /// "vs Bo", "bye", or the record in the standings.
    detail: String,
    /// The result from this player's side, or the match points.
    end: String,
}

/// What the display shows.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    title: String,
    subtitle: String,
    /// "Table" or "Rank", over the first column.
    lead: &'static str,
    lines: Vec<Line>,
}

/// The board of an event: the last round's seats while results are missing, else the standings.
fn board(event: &Event) -> Board {
    let title = crate::render::title(event).to_string();
    let round = event.rounds.len() as u32;
    let name = |p: usize| {
        event
            .players
            .get(p)
            .map_or_else(String::new, |p| p.name.clone())
    };
    if round > 0 && !event.missing_results(round).is_empty() {
        let pairings = &event.rounds[round as usize - 1].pairings;
        let lines = round_view::seats(event, round)
            .into_iter()
            .map(|(p, table, against)| {
                let result = match pairings.get(table - 1) {
                    Some(Pairing::Match {
                        a, result: Some(g), ..
                    }) => {
                        if *a == p {
                            g.to_string()
                        } else {
                            g.swapped().to_string()
                        }
                    }
                    _ => String::new(),
                };
                Line {
                    lead: table.to_string(),
                    name: name(p),
                    detail: against
                        .map_or_else(|| "bye".to_string(), |o| format!("vs {}", name(o))),
                    end: result,
                }
            })
            .collect::<Vec<_>>();
        let missing = event.missing_results(round).len();
        return Board {
            title,
            subtitle: format!(
                "Round {round} · find your table · {} to come",
                crate::core::words::plural(missing, "result", "results")
            ),
            lead: "Table",
            lines,
        };
    }
    let subtitle = match (round, event.planned_rounds) {
        (0, _) => "Standings · no round paired yet".to_string(),
        (r, Some(p)) if r >= p => format!("Final standings after round {r}"),
        (r, _) => format!("Standings after round {r}"),
    };
    let lines = match compute(event, &event.ruleset) {
        Ok(s) => s
            .rows
            .iter()
            .map(|row| {
                let b = &s.players[row.player];
                Line {
                    lead: format!("{}{}", row.rank, if row.perfect_tie { "=" } else { "" }),
                    name: name(row.player),
                    detail: b.record.to_string(),
                    end: format!(
                        "{} {}",
                        b.match_points,
                        if b.match_points == 1 { "pt" } else { "pts" }
                    ),
                }
            })
            .collect(),
        Err(_) => Vec::new(),
    };
    Board {
        title,
        subtitle,
        lead: "Rank",
        lines,
    }
}

/// The lines as list items, one [`Html`] set with `inner_html` (as the round view's seats list: it
/// costs far less wasm than the same markup as views). Every text is escaped by [`Html`].
fn lines_html(b: &Board) -> Html {
    let mut html = Html::default();
    for l in &b.lines {
        html.push_raw("<li data-testid=\"display-line\"><span class=\"display-lead\" title=\"")
            .push_raw(b.lead)
            .push_raw("\">")
            .push_text(&l.lead)
            .push_raw("</span><span class=\"display-name\">")
            .push_text(&l.name)
            .push_raw("</span><span class=\"display-detail\">")
            .push_text(&l.detail)
            .push_raw("</span><span class=\"display-end\">")
            .push_text(&l.end)
            .push_raw("</span></li>");
    }
    html
}

/// The display page: no header, no tabs, no buttons.
#[component]
pub fn DisplayPage() -> impl IntoView {
    let state = expect_context::<AppState>();
    let board = Memo::new(move |_| state.with_event(board));
    move || match board.get() {
        None => view! {
            <p class="display-missing" data-testid="no-event">
                "This event is not in this browser, or could not be read."
            </p>
        }
        .into_any(),
        Some(b) => {
            let n = b.lines.len().max(1);
            let cols = n.div_ceil(ROWS_PER_COLUMN).clamp(1, MAX_COLUMNS);
            let rows = n.div_ceil(cols);
            let style = format!("--rows: {rows}; --cols: {cols}");
            let items = lines_html(&b);
            view! {
                <section class="display" data-testid="display" aria-label="Second-screen display">
                    <header class="display-head">
                        <h1 data-testid="display-title">{b.title}</h1>
                        <p data-testid="display-subtitle">{b.subtitle}</p>
                    </header>
                    <ol class="display-list" style=style data-testid="display-list" inner_html=items.into_string()></ol>
                </section>
            }
            .into_any()
        }
    }
}
