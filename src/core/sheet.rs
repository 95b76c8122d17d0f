//! Printable sheets: pairings by table, pairings by name, result slips and standings.
//!
//! Each sheet is an HTML fragment, a `<section class="sheet sheet-…">`, built as a string so that
//! the app can show it with `inner_html` and print it without app chrome, at no cost in wasm size.
//! Every text a user typed (the event's name and date, the players' names) goes through
//! [`html_escape`]. The print layout is in `style/main.css` under `.sheet`.
//!
//! ```
//! use tiebreak::core::{read_csv, sheet};
//! let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n2,Ann,Bo,,,\n";
//! let event = read_csv(csv, 3).unwrap();
//! assert_eq!(sheet::points_before(&event, 2), [3, 0]);
//! let html = sheet::pairings_by_table(&event, 2);
//! assert!(html.contains(r#"<tr><td>1</td><td class="name">Ann</td><td>3</td><td class="name">Bo</td><td>0</td></tr>"#));
//! ```

use std::fmt::Write;

use super::event::{name_key, Event, Outcome, Pairing, PlayerId};
use super::report::{columns, display, heading};
use super::ruleset::Ruleset;
use super::standings::{compute, Overflow, POINTS_FOR_DRAW, POINTS_FOR_WIN};

/// The sentence printed on every result slip.
pub const SLIP_NOTE: &str = "Circle or write the games each player won. Both players sign.";

/// Text made safe to place in HTML, in an element or an attribute: `&`, `<`, `>`, `"` and `'`
/// become character references.
pub fn html_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The match points of every player before round `round` (1-based), indexed by [`PlayerId`]: the
/// points of rounds 1 to `round - 1` only, as [`compute`] counts them (a win or a bye 3, a draw 1;
/// a late entry's missed rounds and a pending result nothing). One pass over the matches: the
/// round view draws these on every result entered.
pub fn points_before(event: &Event, round: u32) -> Vec<u32> {
    let mut points = vec![0; event.players.len()];
    let mut add = |p: PlayerId, n: u32| {
        if let Some(x) = points.get_mut(p) {
            *x += n;
        }
    };
    let before = (round.saturating_sub(1) as usize).min(event.rounds.len());
    for r in &event.rounds[..before] {
        for t in &r.pairings {
            match *t {
                Pairing::Bye { player } => add(player, POINTS_FOR_WIN),
                Pairing::Match {
                    a,
                    b,
                    result: Some(result),
                } => match result.outcome() {
                    Outcome::AWins => add(a, POINTS_FOR_WIN),
                    Outcome::BWins => add(b, POINTS_FOR_WIN),
                    Outcome::Draw => {
                        add(a, POINTS_FOR_DRAW);
                        add(b, POINTS_FOR_DRAW);
                    }
                },
                Pairing::Match { result: None, .. } => {}
            }
        }
    }
    points
}

/// Round `round`'s pairings in table order, with each player's points before the round: columns
/// Table, Player, Points, Opponent, Points. A bye has "Bye" across the opponent's columns.
pub fn pairings_by_table(event: &Event, round: u32) -> String {
    let points = points_before(event, round);
    let mut out = open(
        event,
        "pairings-table",
        &round_line(round, "Pairings by table", event),
    );
    out.push_str(
        "<table><thead><tr><th>Table</th><th class=\"name\">Player</th><th>Points</th>\
         <th class=\"name\">Opponent</th><th>Points</th></tr></thead><tbody>\n",
    );
    for (i, (a, b)) in tables(event, round).into_iter().enumerate() {
        let _ = write!(
            out,
            "<tr><td>{}</td><td class=\"name\">{}</td><td>{}</td>",
            i + 1,
            name(event, a),
            points[a]
        );
        match b {
            Some(b) => {
                let _ = writeln!(
                    out,
                    "<td class=\"name\">{}</td><td>{}</td></tr>",
                    name(event, b),
                    points[b]
                );
            }
            None => out.push_str("<td class=\"name\" colspan=\"2\">Bye</td></tr>\n"),
        }
    }
    out.push_str("</tbody></table>\n</section>\n");
    out
}

/// Every player seated in round `round`, in alphabetical order ignoring case, so that players find
/// their seat: columns Name, Table, Opponent ("Bye" for a bye), Points before the round.
pub fn pairings_by_name(event: &Event, round: u32) -> String {
    let points = points_before(event, round);
    let mut out = open(
        event,
        "pairings-name",
        &round_line(round, "Pairings by name", event),
    );
    out.push_str(
        "<table><thead><tr><th class=\"name\">Name</th><th>Table</th>\
         <th class=\"name\">Opponent</th><th>Points</th></tr></thead><tbody>\n",
    );
    for (p, table, opponent) in seats(event, round) {
        let opponent = opponent.map_or_else(|| "Bye".to_string(), |o| name(event, o));
        let _ = writeln!(
            out,
            "<tr><td class=\"name\">{}</td><td>{table}</td><td class=\"name\">{opponent}</td>\
             <td>{}</td></tr>",
            name(event, p),
            points[p]
        );
    }
    out.push_str("</tbody></table>\n</section>\n");
    out
}

/// One result slip for each match of round `round` (none for a bye): the table, round and event,
/// both players with a box for the games each won, a box for the drawn games, and a line for each
/// player's signature. The boxes offer the possible counts to circle: 0 to 2 games won and 0 to 3
/// draws in a best of three.
pub fn result_slips(event: &Event, round: u32) -> String {
    let title = html_escape(title(event));
    let wins = choices(event.best_of / 2 + 1);
    let draws = choices(event.best_of);
    let mut out = open(event, "slips", &round_line(round, "Result slips", event));
    out.push_str("<div class=\"slips\">\n");
    for (i, (a, b)) in tables(event, round).into_iter().enumerate() {
        let Some(b) = b else { continue };
        let _ = write!(
            out,
            "<div class=\"slip\"><p class=\"slip-head\"><b>Table {}</b> · Round {round} · \
             {title}</p>\n<table><thead><tr><th class=\"name\">Player</th>\
             <th>Games won</th><th class=\"name\">Signature</th></tr></thead><tbody>\n",
            i + 1
        );
        for p in [a, b] {
            let _ = writeln!(
                out,
                "<tr><td class=\"name\">{}</td><td class=\"box\">{wins}</td>\
                 <td class=\"sign\"></td></tr>",
                name(event, p)
            );
        }
        let _ = write!(
            out,
            "<tr><td class=\"name\">Draws</td><td class=\"box\">{draws}</td><td></td></tr>\n\
             </tbody></table>\n<p class=\"slip-note\">{SLIP_NOTE}</p></div>\n"
        );
    }
    out.push_str("</div>\n</section>\n");
    out
}

/// The standings under `ruleset`: rank, name, points, record (wins-losses-draws, a bye counted as a
/// win), then the ruleset's tiebreakers in its order, each shown as the CLI and the standings tab
/// show it ([`display`]). A dropped player is marked, and a rank followed by `=` is a perfect tie.
pub fn standings_sheet(event: &Event, ruleset: &Ruleset) -> Result<String, Overflow> {
    let standings = compute(event, ruleset)?;
    let cols = columns(ruleset);
    let rounds = event.rounds.len();
    let line = if rounds == 0 {
        format!("Standings (ruleset {})", html_escape(&ruleset.name))
    } else {
        format!(
            "After round {rounds} · Standings (ruleset {})",
            html_escape(&ruleset.name)
        )
    };
    let mut out = open(event, "standings", &with_date(line, event));
    out.push_str(
        "<table><thead><tr><th>Rank</th><th class=\"name\">Player</th><th>Points</th>\
         <th>Record</th>",
    );
    for &t in &cols {
        let _ = write!(out, "<th>{}</th>", heading(t));
    }
    out.push_str("</tr></thead><tbody>\n");
    for row in &standings.rows {
        let p = &standings.players[row.player];
        let tie = if row.perfect_tie { "=" } else { "" };
        let _ = write!(
            out,
            "<tr><td>{}{tie}</td><td class=\"name\">{}",
            row.rank,
            name(event, row.player)
        );
        if let Some(after) = event.players[row.player].dropped_after {
            let _ = write!(
                out,
                " <span class=\"dropped\">(dropped after round {after})</span>"
            );
        }
        let _ = write!(out, "</td><td>{}</td><td>{}</td>", p.match_points, p.record);
        for &t in &cols {
            let _ = write!(out, "<td>{}</td>", display(t, p.value(t)));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody></table>\n");
    if standings.rows.iter().any(|r| r.perfect_tie) {
        out.push_str(
            "<p class=\"sheet-note\">= a perfect tie on every tiebreaker, broken by registration \
             order.</p>\n",
        );
    }
    out.push_str("</section>\n");
    Ok(out)
}

/// The tables of a round as `(player, opponent)`, the opponent `None` for a bye, in table order:
/// the printouts and the round view read a round through this.
pub fn tables(event: &Event, round: u32) -> Vec<(PlayerId, Option<PlayerId>)> {
    let n = event.players.len();
    event
        .rounds
        .get((round as usize).wrapping_sub(1))
        .map(|r| {
            r.pairings
                .iter()
                .map(|t| match *t {
                    Pairing::Match { a, b, .. } => (a, Some(b)),
                    Pairing::Bye { player } => (player, None),
                })
                .filter(|&(a, b)| a < n && b.is_none_or(|b| b < n))
                .collect()
        })
        .unwrap_or_default()
}

/// A player's name, escaped.
fn name(event: &Event, player: PlayerId) -> String {
    html_escape(&event.players[player].name)
}

/// The event's name, or "Event" when it has none.
fn title(event: &Event) -> &str {
    if event.name.trim().is_empty() {
        "Event"
    } else {
        &event.name
    }
}

/// `Round 3 · Pairings by table · 2026-11-22`.
fn round_line(round: u32, kind: &str, event: &Event) -> String {
    with_date(format!("Round {round} · {kind}"), event)
}

/// The line, followed by the event's date when it has one.
fn with_date(mut line: String, event: &Event) -> String {
    if !event.date.trim().is_empty() {
        let _ = write!(line, " · {}", html_escape(event.date.trim()));
    }
    line
}

/// The opening of a sheet: the section and its header. `line` is already HTML.
fn open(event: &Event, kind: &str, line: &str) -> String {
    format!(
        "<section class=\"sheet sheet-{kind}\">\n<header><h1>{}</h1><p>{line}</p></header>\n",
        html_escape(title(event))
    )
}

/// `0 1 2`: the counts from 0 to `most`, to circle.
fn choices(most: u32) -> String {
    (0..=most)
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every player seated in round `round` as (player, 1-based table, opponent or `None` for the
/// bye), in alphabetical order ignoring case (registration order between equal names): the
/// printed pairings by name and the round view's seats list.
pub fn seats(event: &Event, round: u32) -> Vec<(PlayerId, usize, Option<PlayerId>)> {
    let mut seats = Vec::new();
    for (i, (a, b)) in tables(event, round).into_iter().enumerate() {
        seats.push((a, i + 1, b));
        if let Some(b) = b {
            seats.push((b, i + 1, Some(a)));
        }
    }
    seats.sort_by_cached_key(|&(p, _, _)| (name_key(&event.players[p].name), p));
    seats
}
