//! The second-screen display's model (`#/e/<id>/display`): the current round's seats by name with
//! each result as it comes in, or the standings, as lines for a TV. The app's `DisplayPage` only
//! draws a [`Board`]; everything it shows is decided here and tested natively.
//!
//! What it shows: while the last round paired waits for results, that round's seats by name (with
//! each result once it is in); otherwise (no round paired yet, every result in, the event
//! finished) the standings. The seats come from [`round_view::seats`] and the standings from
//! [`compute`], as on the printouts.

use crate::core::base::words::plural;
use crate::core::pairing::round_view;
use crate::core::{compute, Event, Pairing};

use super::markup::Html;

/// Rows in one column before the display adds a column; at most [`MAX_COLUMNS`] columns. 64
/// players make three columns of 22 lines, wide enough for "Bartholomew Fitzgerald" at 29 px.
pub const ROWS_PER_COLUMN: usize = 22;
/// Columns across a 1920-pixel screen.
pub const MAX_COLUMNS: usize = 4;

/// One line of the display.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The table number, or the rank.
    pub lead: String,
    /// The player's name.
    pub name: String,
    /// "vs Bo", "bye", or the record in the standings.
    pub detail: String,
    /// The result from this player's side, or the match points.
    pub end: String,
}

/// What the display shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The event's name, or "Event".
    pub title: String,
    /// What is shown: "Round 3 · find your table · 2 results to come", or the standings' round.
    pub subtitle: String,
    /// "Table" or "Rank", over the first column.
    pub lead: &'static str,
    /// One line a player.
    pub lines: Vec<Line>,
}

/// The board of an event: the last round's seats while results are missing, else the standings.
pub fn board(event: &Event) -> Board {
    let title = super::title(event).to_string();
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
                let index = event.rounds[round as usize - 1].index_of(table as u32);
                let result = match index.and_then(|i| pairings.get(i)) {
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
                plural(missing, "result", "results")
            ),
            lead: "Table",
            lines,
        };
    }
    let subtitle = match (round, event.planned_rounds) {
        // The display shows the bracket then (app::display).
        _ if event.playoff.is_some() => format!(
            "Top {} playoff",
            event.playoff.as_ref().map_or(0, |p| p.players().count())
        ),
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
                    end: round_view::points_label(b.match_points),
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
pub fn lines_html(b: &Board) -> Html {
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

/// The columns and rows of `lines` lines: a column holds [`ROWS_PER_COLUMN`] lines before another
/// is added, up to [`MAX_COLUMNS`], and the lines are spread evenly over the columns.
pub fn layout(lines: usize) -> (usize, usize) {
    let n = lines.max(1);
    let cols = n.div_ceil(ROWS_PER_COLUMN).clamp(1, MAX_COLUMNS);
    (n.div_ceil(cols), cols)
}

/// `12:05` left, or `+2:13` past the time.
pub fn clock(ms: i64) -> String {
    let s = ms.unsigned_abs().div_ceil(1000);
    let sign = if ms < -500 { "+" } else { "" };
    format!("{sign}{}:{:02}", s / 60, s % 60)
}

/// The tables of round `round` still playing, as list items: "Table 5 · Ann vs Bo · +5 min", and,
/// once the round's time is called (`left_ms`, the round timer's milliseconds left, at or below
/// 0), each table's own time left: its extension minus the time past the round's end.
pub fn playing_html(event: &Event, round: u32, left_ms: Option<i64>) -> Html {
    let name = |p: usize| event.players.get(p).map_or("", |p| p.name.as_str());
    let mut out = Html::default();
    for (number, extension, a, b) in round_view::still_playing(event, round) {
        out.push_raw("<li data-testid=\"playing-table\"><b>Table ")
            .push_number(number.into())
            .push_raw("</b> ")
            .push_text(name(a))
            .push_raw(" vs ")
            .push_text(name(b));
        if extension > 0 {
            out.push_raw(" <span class=\"extension\">+")
                .push_number(extension.into())
                .push_raw(" min</span>");
        }
        if let Some(left) = left_ms.filter(|&l| l <= 0) {
            let own = left + i64::from(extension) * 60_000;
            out.push_raw(" <span class=\"clock small\" data-testid=\"playing-left\">");
            if own > 0 {
                out.push_text(&clock(own)).push_raw(" left");
            } else {
                out.push_raw("time is up");
            }
            out.push_raw("</span>");
        }
        out.push_raw("</li>");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::model::generate::FIVE;
    use crate::core::read_csv;

    #[test]
    fn a_finished_event_shows_its_standings() {
        let event = read_csv(FIVE, 3).unwrap();
        let b = board(&event);
        assert_eq!(b.title, "Event");
        assert_eq!(b.subtitle, "Standings after round 3");
        assert_eq!(b.lead, "Rank");
        assert_eq!(b.lines.len(), 5);
        assert_eq!(
            b.lines[0],
            Line {
                lead: "1".into(),
                name: "Eve".into(),
                detail: "3-0-0".into(),
                end: "9 pts".into(),
            }
        );
    }

    #[test]
    fn a_round_waiting_for_results_shows_its_seats() {
        let csv = FIVE.replace("3,Ann,Eve,1,2,0", "3,Ann,Eve,,,");
        let event = read_csv(&csv, 3).unwrap();
        let b = board(&event);
        assert_eq!(b.subtitle, "Round 3 · find your table · 1 result to come");
        assert_eq!(b.lead, "Table");
        let line = |name: &str| b.lines.iter().find(|l| l.name == name).unwrap().clone();
        assert_eq!(
            line("Cy"),
            Line {
                lead: "2".into(),
                name: "Cy".into(),
                detail: "vs Bo".into(),
                end: "2-1".into(),
            }
        );
        assert_eq!(line("Bo").end, "1-2");
        assert_eq!(line("Dee").detail, "bye");
        assert_eq!(line("Ann").end, "");
        assert!(lines_html(&b).as_str().contains(
            "<span class=\"display-name\">Cy</span><span class=\"display-detail\">vs Bo</span>"
        ));
    }

    #[test]
    fn sixty_four_players_fill_three_columns() {
        assert_eq!(layout(0), (1, 1));
        assert_eq!(layout(22), (22, 1));
        assert_eq!(layout(23), (12, 2));
        assert_eq!(layout(64), (22, 3));
        assert_eq!(layout(200), (50, 4));
    }
}
