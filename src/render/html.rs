//! The HTML renderer: the printable sheets (pairings by table, pairings by name, result slips and
//! standings) and the few lists the round view draws as one string (the seats by name, the
//! players' `<option>`s).
//!
//! Every fragment is an [`Html`] (`markup.rs`), which can only be built from text that it escapes or from markup
//! literals written here, so a name typed by a user can never become markup: escaping is a type
//! check, not a habit. The app sets an [`Html`] with `inner_html`, a string costing far less wasm
//! than the same markup as Leptos views. The print layout is in `style/main.css` under `.sheet`.
//!
//! ```
//! use tiebreak::core::read_csv;
//! use tiebreak::render::html;
//! use tiebreak::render::markup::Html;
//! let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n2,Ann,Bo,,,\n";
//! let event = read_csv(csv, 3).unwrap();
//! let sheet = html::pairings_by_table(&event, 2);
//! assert!(sheet.as_str().contains(r#"<tr><td>1</td><td class="name">Ann</td><td>3</td><td class="name">Bo</td><td>0</td></tr>"#));
//! assert_eq!(Html::text("<b>Tom & Jo</b>").as_str(), "&lt;b&gt;Tom &amp; Jo&lt;/b&gt;");
//! ```

use crate::core::pairing::round_view::{
    points_before, printed_table, round_players, seats, tables,
};
use crate::core::tiebreakers::report::{display, PERFECT_TIE_KEY};
use crate::core::{compute, Event, Overflow, PlayerId, Ruleset};

use qrcodegen::QrCode;

use super::{columns, heading, title};

use super::markup::Html;

/// The quiet zone around a QR code, in modules: the 4 the standard asks for.
pub const QR_QUIET_ZONE: i32 = 4;

/// A QR code as an SVG image: the dark modules as one path on a white square with the quiet zone,
/// sized by its `viewBox` (the page's CSS sets its size). `title`, the link, is its accessible name.
/// A whole document: it also stands alone as a `.svg` file (`tiebreak share --qr svg`).
pub fn qr_svg(code: &QrCode, title: &str) -> Html {
    let side = (code.size() + 2 * QR_QUIET_ZONE) as u64;
    let mut out = Html::raw(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qr\" role=\"img\" shape-rendering=\"crispEdges\" viewBox=\"0 0 ",
    );
    out.push_number(side)
        .push_raw(" ")
        .push_number(side)
        .push_raw("\"><title>")
        .push_text(title)
        .push_raw("</title><rect width=\"")
        .push_number(side)
        .push_raw("\" height=\"")
        .push_number(side)
        .push_raw("\" fill=\"#fff\"/><path fill=\"#000\" d=\"");
    for y in 0..code.size() {
        let mut x = 0;
        while x < code.size() {
            if !code.get_module(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < code.size() && code.get_module(x, y) {
                x += 1;
            }
            let run = (x - start) as u64;
            out.push_raw("M")
                .push_number((start + QR_QUIET_ZONE) as u64)
                .push_raw(" ")
                .push_number((y + QR_QUIET_ZONE) as u64)
                .push_raw("h")
                .push_number(run)
                .push_raw("v1h-")
                .push_number(run)
                .push_raw("z");
        }
    }
    out.push_raw("\"/></svg>");
    out
}

/// What a printout or a page shows players for their phones: the QR code of the link at its
/// printed size (half a millimetre a module), the link itself, and, when the link is too long
/// for a QR code a phone can read, a sentence that says so instead of a code.
pub fn share_block(link: &str, code: Option<&QrCode>) -> Html {
    let mut out = Html::raw("<div class=\"share-block\" data-testid=\"share-block\">");
    match code {
        Some(code) => {
            // The printed width in millimetres: modules and quiet zone at 0.5 mm each.
            let mm = ((code.size() + 2 * QR_QUIET_ZONE) as u64).div_ceil(2);
            out.push_raw("<div class=\"qr-box\" style=\"width:")
                .push_number(mm)
                .push_raw("mm\">")
                .push(&qr_svg(code, link))
                .push_raw("</div><p class=\"share-text\"><strong>On your phone:</strong> scan the code for your table, your standing and how every tiebreaker was computed.");
        }
        None => {
            out.push_raw("<p class=\"share-text\" data-testid=\"qr-too-big\"><strong>On your phone:</strong> this event is too big for one QR code that a phone can read, so there is none: open the link below.");
        }
    }
    out.push_raw("</p><p class=\"share-link\"><a data-testid=\"share-link\" href=\"")
        .push_text(link)
        .push_raw("\">")
        .push_text(link)
        .push_raw("</a></p></div>\n");
    out
}

/// A table's time extension after its number, ` (+5 min)`; nothing without one.
fn push_extension(out: &mut Html, minutes: u32) {
    if minutes > 0 {
        out.push_raw(" <span class=\"extension\">(+")
            .push_number(minutes.into())
            .push_raw(" min)</span>");
    }
}

/// The sentence printed on every result slip.
pub const SLIP_NOTE: &str = "Circle or write the games each player won. Both players sign.";

/// Round `round`'s pairings in table order, with each player's points before the round: columns
/// Table, Player, Points, Opponent, Points. A bye has "Bye" across the opponent's columns.
pub fn pairings_by_table(event: &Event, round: u32) -> Html {
    let points = points_before(event, round);
    let mut out = open(
        event,
        "pairings-table",
        &round_line(round, "Pairings by table", event),
    );
    out.push_raw(
        "<table><thead><tr><th>Table</th><th class=\"name\">Player</th><th>Points</th>\
         <th class=\"name\">Opponent</th><th>Points</th></tr></thead><tbody>\n",
    );
    for (i, (a, b)) in tables(event, round).into_iter().enumerate() {
        let (number, extension) = printed_table(event, round, i);
        // A bye has no table to go to.
        out.push_raw("<tr><td>");
        if b.is_some() {
            out.push_number(number.into());
            push_extension(&mut out, extension);
        }
        out.push_raw("</td><td class=\"name\">")
            .push_text(name(event, a))
            .push_raw("</td><td>")
            .push_number(points[a].into())
            .push_raw("</td>");
        match b {
            Some(b) => {
                out.push_raw("<td class=\"name\">")
                    .push_text(name(event, b))
                    .push_raw("</td><td>")
                    .push_number(points[b].into())
                    .push_raw("</td></tr>\n");
            }
            None => {
                out.push_raw("<td class=\"name\" colspan=\"2\">Bye</td></tr>\n");
            }
        }
    }
    out.push_raw("</tbody></table>\n</section>\n");
    out
}

/// Every player seated in round `round`, in alphabetical order ignoring case, so that players find
/// their seat: columns Name, Table, Opponent ("Bye" for a bye), Points before the round.
pub fn pairings_by_name(event: &Event, round: u32) -> Html {
    let points = points_before(event, round);
    let mut out = open(
        event,
        "pairings-name",
        &round_line(round, "Pairings by name", event),
    );
    out.push_raw(
        "<table><thead><tr><th class=\"name\">Name</th><th>Table</th>\
         <th class=\"name\">Opponent</th><th>Points</th></tr></thead><tbody>\n",
    );
    for (p, table, opponent) in seats(event, round) {
        out.push_raw("<tr><td class=\"name\">")
            .push_text(name(event, p))
            .push_raw("</td><td>");
        if opponent.is_some() {
            out.push_number(table as u64);
        }
        out.push_raw("</td><td class=\"name\">")
            .push_text(opponent.map_or("Bye", |o| name(event, o)))
            .push_raw("</td><td>")
            .push_number(points[p].into())
            .push_raw("</td></tr>\n");
    }
    out.push_raw("</tbody></table>\n</section>\n");
    out
}

/// One result slip for each match of round `round` (none for a bye): the table, round and event,
/// both players with a box for the games each won, a box for the drawn games, and a line for each
/// player's signature. The boxes offer the possible counts to circle: 0 to 2 games won and 0 to 3
/// draws in a best of three.
pub fn result_slips(event: &Event, round: u32) -> Html {
    let wins = choices(event.best_of / 2 + 1);
    let draws = choices(event.best_of);
    let mut out = open(event, "slips", &round_line(round, "Result slips", event));
    out.push_raw("<div class=\"slips\">\n");
    for (i, (a, b)) in tables(event, round).into_iter().enumerate() {
        let Some(b) = b else { continue };
        let (number, extension) = printed_table(event, round, i);
        out.push_raw("<div class=\"slip\"><p class=\"slip-head\"><b>Table ")
            .push_number(number.into());
        push_extension(&mut out, extension);
        out.push_raw("</b> · Round ")
            .push_number(round.into())
            .push_raw(" · ")
            .push_text(title(event));
        slip_table(
            &mut out,
            [Html::text(name(event, a)), Html::text(name(event, b))],
            &wins,
            &draws,
        );
    }
    out.push_raw("</div>\n</section>\n");
    out
}

/// The rest of a result slip after its head's line: a row for each of the two `players` (their
/// names as drawn) with the games won to circle (`wins`) and a line to sign, the drawn games
/// (`draws`), and the note. The Swiss slips and the playoff's share it.
fn slip_table(out: &mut Html, players: [Html; 2], wins: &Html, draws: &Html) {
    out.push_raw(
        "</p>\n<table><thead><tr><th class=\"name\">Player</th>\
         <th>Games won</th><th class=\"name\">Signature</th></tr></thead><tbody>\n",
    );
    for p in &players {
        out.push_raw("<tr><td class=\"name\">")
            .push(p)
            .push_raw("</td><td class=\"box\">")
            .push(wins)
            .push_raw("</td><td class=\"sign\"></td></tr>\n");
    }
    out.push_raw("<tr><td class=\"name\">Draws</td><td class=\"box\">")
        .push(draws)
        .push_raw("</td><td></td></tr>\n</tbody></table>\n<p class=\"slip-note\">")
        .push_text(SLIP_NOTE)
        .push_raw("</p></div>\n");
}

/// A playoff match ready to play: its index ([`usize::MAX`] for the match for third place), its
/// first player and the other.
type Ready = (usize, PlayerId, PlayerId);

/// The playoff's matches to play now: those of the earliest round of the bracket with a match
/// whose players are both known and that has no winner yet, as `(match, first player, other
/// player)`, and that round's name ("Quarterfinal"). The match for third place joins the final.
fn playoff_now(event: &Event) -> Option<(String, Vec<Ready>)> {
    let p = event.playoff.as_ref()?;
    let matches = p.matches();
    let stage = matches.iter().find(|m| m.waiting())?.stage;
    let mut out: Vec<Ready> = matches
        .iter()
        .filter(|m| m.stage == stage && m.waiting())
        .filter_map(|m| Some((m.index, m.a?, m.b?)))
        .collect();
    let last = matches.iter().map(|m| m.stage).max() == Some(stage);
    if let (true, Some((a, b))) = (last, p.third_place_players()) {
        if p.third_place.is_none_or(|t| t.winner.is_none()) {
            out.push((usize::MAX, a, b));
        }
    }
    Some((p.stage_name(stage), out))
}

/// A playoff player as printed: their seed, then their name (`3 Cy`).
fn seeded_name(out: &mut Html, event: &Event, player: PlayerId) {
    if let Some(s) = event.playoff.as_ref().and_then(|p| p.seed_of(player)) {
        out.push_number(s as u64).push_raw(" ");
    }
    out.push_text(name(event, player));
}

/// The playoff's pairings to play now ([`playoff_now`]): one row a match, numbered from table 1 in
/// bracket order, each player with their seed; the match for third place named as such. Empty
/// without a match to play.
pub fn playoff_pairings(event: &Event) -> Html {
    let Some((stage, matches)) = playoff_now(event) else {
        return Html::text("No playoff match is waiting to be played.");
    };
    let mut line = Html::text(&stage);
    line.push_raw(" · Playoff pairings");
    let mut out = open(event, "pairings-table", &with_date(line, event));
    out.push_raw(
        "<table><thead><tr><th>Table</th><th class=\"name\">Player</th>\
         <th class=\"name\">Opponent</th></tr></thead><tbody>\n",
    );
    for (table, &(index, a, b)) in matches.iter().enumerate() {
        out.push_raw("<tr><td>");
        if index == usize::MAX {
            out.push_raw("Third place: ");
        }
        out.push_number(table as u64 + 1)
            .push_raw("</td><td class=\"name\">");
        seeded_name(&mut out, event, a);
        out.push_raw("</td><td class=\"name\">");
        seeded_name(&mut out, event, b);
        out.push_raw(
            "</td></tr>
",
        );
    }
    out.push_raw(
        "</tbody></table>
</section>
",
    );
    out
}

/// One result slip for each playoff match to play now ([`playoff_now`]), as the Swiss slips are
/// laid out, with the round of the bracket in place of the Swiss round.
pub fn playoff_slips(event: &Event) -> Html {
    let Some((stage, matches)) = playoff_now(event) else {
        return Html::text("No playoff match is waiting to be played.");
    };
    let wins = choices(event.best_of / 2 + 1);
    let draws = choices(event.best_of);
    let mut line = Html::text(&stage);
    line.push_raw(" · Playoff result slips");
    let mut out = open(event, "slips", &with_date(line, event));
    out.push_raw("<div class=\"slips\">\n");
    for (table, &(index, a, b)) in matches.iter().enumerate() {
        out.push_raw("<div class=\"slip\"><p class=\"slip-head\"><b>Table ")
            .push_number(table as u64 + 1)
            .push_raw("</b> · ");
        if index == usize::MAX {
            out.push_raw("Third place");
        } else {
            out.push_text(&stage);
        }
        out.push_raw(" · ").push_text(title(event));
        let seeded = |p| {
            let mut n = Html::default();
            seeded_name(&mut n, event, p);
            n
        };
        slip_table(&mut out, [seeded(a), seeded(b)], &wins, &draws);
    }
    out.push_raw("</div>\n</section>\n");
    out
}

/// The standings under `ruleset`: rank, name, points, record (wins-losses-draws, a bye counted as a
/// win), then the ruleset's tiebreakers in its order, each shown as the CLI and the standings tab
/// show it ([`display`]). A dropped player is marked, and a rank followed by `=` is a perfect tie.
pub fn standings_sheet(event: &Event, ruleset: &Ruleset) -> Result<Html, Overflow> {
    let standings = compute(event, ruleset)?;
    let cols = columns(ruleset);
    let rounds = event.rounds.len();
    let mut line = Html::default();
    if rounds > 0 {
        line.push_raw("After round ")
            .push_number(rounds as u64)
            .push_raw(" · ");
    }
    line.push_raw("Standings (ruleset ")
        .push_text(&ruleset.name)
        .push_raw(")");
    let mut out = open(event, "standings", &with_date(line, event));
    out.push_raw(
        "<table><thead><tr><th>Rank</th><th class=\"name\">Player</th><th>Points</th>\
         <th>Record</th>",
    );
    for &t in &cols {
        out.push_raw("<th>").push_raw(heading(t)).push_raw("</th>");
    }
    out.push_raw("</tr></thead><tbody>\n");
    for row in &standings.rows {
        let p = &standings.players[row.player];
        out.push_raw("<tr><td>").push_number(row.rank as u64);
        if row.perfect_tie {
            out.push_raw("=");
        }
        out.push_raw("</td><td class=\"name\">")
            .push_text(name(event, row.player));
        if let Some(after) = event.players[row.player].dropped_after {
            out.push_raw(" <span class=\"dropped\">(dropped after round ")
                .push_number(after.into())
                .push_raw(")</span>");
        }
        points_and_record(&mut out, p);
        for &t in &cols {
            out.push_raw("<td>")
                .push_text(&display(t, p.value(t)))
                .push_raw("</td>");
        }
        out.push_raw("</tr>\n");
    }
    out.push_raw("</tbody></table>\n");
    if standings.rows.iter().any(|r| r.perfect_tie) {
        out.push_raw("<p class=\"sheet-note\">")
            .push_text(PERFECT_TIE_KEY)
            .push_raw("</p>\n");
    }
    if let Some(note) = crate::render::log::footnote(event.log.len()) {
        out.push_raw("<p class=\"sheet-note\" data-testid=\"corrections-footnote\">")
            .push_text(&note)
            .push_raw("</p>\n");
    }
    out.push_raw("</section>\n");
    Ok(out)
}

/// The round view's seats by name: one list item per player seated in round `round`, with their
/// table and opponent.
pub fn seats_list(event: &Event, round: u32) -> Html {
    let mut out = Html::default();
    for (p, t, against) in seats(event, round) {
        out.push_raw("<li data-testid=\"seat\"><b>")
            .push_text(name(event, p))
            .push_raw("</b> ");
        match against {
            Some(o) => out
                .push_raw("table ")
                .push_number(t as u64)
                .push_raw(" <span class=\"hint\">vs ")
                .push_text(name(event, o)),
            None => out.push_raw("<span class=\"hint\">bye, no table"),
        };
        out.push_raw("</span></li>");
    }
    out
}

/// The players of round `round` as `<option>`s, after an empty choice and `first`: every player
/// for pairing by hand (a seated player marked with their table), or only the seated ones for a
/// swap.
pub fn player_options(event: &Event, round: u32, first: Html, seated_only: bool) -> Html {
    let mut out = Html::raw("<option value=\"\">—</option>");
    out.push(&first);
    for (p, table) in round_players(event, round) {
        if seated_only && table.is_none() {
            continue;
        }
        out.push_raw("<option value=\"")
            .push_number(p as u64)
            .push_raw("\">")
            .push_text(name(event, p));
        if let Some(t) = table {
            out.push_raw(" (table ")
                .push_number(t as u64 + 1)
                .push_raw(")");
        }
        out.push_raw("</option>");
    }
    out
}

/// The organizer's printable sheets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sheet {
    /// A round's pairings in table order ([`pairings_by_table`]).
    PairingsByTable,
    /// A round's pairings by name ([`pairings_by_name`]).
    PairingsByName,
    /// A round's result slips ([`result_slips`]).
    ResultSlips,
    /// The standings under the event's ruleset ([`standings_sheet`]).
    Standings,
    /// The playoff's pairings to play now ([`playoff_pairings`]).
    PlayoffPairings,
    /// The playoff's result slips ([`playoff_slips`]).
    PlayoffSlips,
}

impl Sheet {
    /// The sheet of `event` (the pairings and slips of round `round`); a standings that overflows
    /// is its sentence.
    pub fn draw(self, event: &Event, round: u32) -> Html {
        match self {
            Sheet::PairingsByTable => pairings_by_table(event, round),
            Sheet::PairingsByName => pairings_by_name(event, round),
            Sheet::ResultSlips => result_slips(event, round),
            Sheet::Standings => standings_sheet(event, &event.ruleset)
                .unwrap_or_else(|e| Html::text(&e.to_string())),
            Sheet::PlayoffPairings => playoff_pairings(event),
            Sheet::PlayoffSlips => playoff_slips(event),
        }
    }

    /// Whether the sheet carries the players' block (the QR code and the link): every sheet but
    /// the result slips, which are cut apart.
    pub fn carries_link(self) -> bool {
        !matches!(self, Sheet::ResultSlips | Sheet::PlayoffSlips)
    }
}

/// A printable sheet with the players' block (a QR code and the link, [`share_block`]) at its
/// foot, inside the sheet so that it prints on the same page.
pub fn with_share(sheet: Html, block: &Html) -> Html {
    sheet.insert_before("</section>\n", block)
}

/// Closes a standings row's name cell, then its points and record cells.
pub(super) fn points_and_record(out: &mut Html, p: &crate::core::PlayerBreakdown) {
    out.push_raw("</td><td>")
        .push_number(p.match_points.into())
        .push_raw("</td><td>")
        .push_text(&p.record.to_string())
        .push_raw("</td>");
}

/// A player's name.
fn name(event: &Event, player: PlayerId) -> &str {
    &event.players[player].name
}

/// `Round 3 · Pairings by table · 2026-11-22`.
fn round_line(round: u32, kind: &'static str, event: &Event) -> Html {
    let mut line = Html::raw("Round ");
    line.push_number(round.into())
        .push_raw(" · ")
        .push_raw(kind);
    with_date(line, event)
}

/// The line, followed by the event's date when it has one.
fn with_date(mut line: Html, event: &Event) -> Html {
    if !event.date.trim().is_empty() {
        line.push_raw(" · ").push_text(event.date.trim());
    }
    line
}

/// The opening of a sheet: the section and its header.
fn open(event: &Event, kind: &'static str, line: &Html) -> Html {
    let mut out = Html::raw("<section class=\"sheet sheet-");
    out.push_raw(kind)
        .push_raw("\">\n<header><h1>")
        .push_text(title(event))
        .push_raw("</h1><p>")
        .push(line)
        .push_raw("</p></header>\n");
    out
}

/// `0 1 2`: the counts from 0 to `most`, to circle.
fn choices(most: u32) -> Html {
    let mut out = Html::default();
    for c in 0..=most {
        if c > 0 {
            out.push_raw(" ");
        }
        out.push_number(c.into());
    }
    out
}

#[cfg(test)]
mod tests {
    //! The printable sheets: exact rows, order, points before the round, escaping, one slip per
    //! match, and standings with the CLI's figures.

    use super::*;
    use crate::core::{read_csv, GameResult, LogEntry, LogKind};

    use crate::core::model::generate::FIVE;

    fn five() -> Event {
        read_csv(FIVE, 3).unwrap()
    }

    /// Checks that `html` holds each of `expected`, in that order.
    fn check(html: &str, expected: &[&str]) {
        let mut from = 0;
        for e in expected {
            match html[from..].find(e) {
                Some(at) => from += at + e.len(),
                None => panic!("missing, or out of order: {e}\n\nin:\n{html}"),
            }
        }
    }

    #[test]
    fn pairings_by_table_in_table_order_with_the_bye() {
        let mut event = five();
        event.name = "FNM".into();
        event.date = "2026-11-22".into();
        check(
            pairings_by_table(&event, 3).as_str(),
            &[
                "<section class=\"sheet sheet-pairings-table\">",
                "<header><h1>FNM</h1><p>Round 3 · Pairings by table · 2026-11-22</p></header>",
                "<tr><th>Table</th><th class=\"name\">Player</th><th>Points</th><th class=\"name\">Opponent</th><th>Points</th></tr>",
                // Eve has 6 before round 3, not the 9 she has after it.
                "<tr><td>1</td><td class=\"name\">Ann</td><td>6</td><td class=\"name\">Eve</td><td>6</td></tr>\n",
                "<tr><td>2</td><td class=\"name\">Cy</td><td>3</td><td class=\"name\">Bo</td><td>0</td></tr>\n",
                "<tr><td></td><td class=\"name\">Dee</td><td>3</td><td class=\"name\" colspan=\"2\">Bye</td></tr>\n",
                "</tbody></table>\n</section>\n",
            ],
        );
    }

    #[test]
    fn pairings_by_name_are_alphabetical_ignoring_case() {
        let mut event = Event::default();
        let ids: Vec<usize> = ["bob", "Alice", "dora", "Carl", "Eli"]
            .iter()
            .map(|n| event.add_player(n).unwrap())
            .collect();
        let [bob, alice, dora, carl, eli] = ids[..] else {
            unreachable!()
        };
        event
            .push_match(1, bob, dora, Some(GameResult::new(2, 0, 0)))
            .unwrap();
        event
            .push_match(1, alice, carl, Some(GameResult::new(1, 1, 1)))
            .unwrap();
        event.push_bye(1, eli).unwrap();
        event.push_match(2, dora, eli, None).unwrap();
        event.push_match(2, carl, bob, None).unwrap();
        event.push_bye(2, alice).unwrap();
        let html = pairings_by_name(&event, 2).into_string();
        check(
            &html,
            &[
                "<header><h1>Event</h1><p>Round 2 · Pairings by name</p></header>",
                "<tr><th class=\"name\">Name</th><th>Table</th><th class=\"name\">Opponent</th><th>Points</th></tr>",
                "<tr><td class=\"name\">Alice</td><td></td><td class=\"name\">Bye</td><td>1</td></tr>\n",
                "<tr><td class=\"name\">bob</td><td>2</td><td class=\"name\">Carl</td><td>3</td></tr>\n",
                "<tr><td class=\"name\">Carl</td><td>2</td><td class=\"name\">bob</td><td>1</td></tr>\n",
                "<tr><td class=\"name\">dora</td><td>1</td><td class=\"name\">Eli</td><td>0</td></tr>\n",
                "<tr><td class=\"name\">Eli</td><td>1</td><td class=\"name\">dora</td><td>3</td></tr>\n",
            ],
        );
        assert_eq!(html.matches("<tr><td").count(), 5);
    }

    #[test]
    fn one_slip_per_match_and_none_for_the_bye() {
        let event = five();
        let html = result_slips(&event, 3).into_string();
        assert_eq!(html.matches("<div class=\"slip\">").count(), 2);
        assert_eq!(html.matches(SLIP_NOTE).count(), 2);
        assert!(!html.contains("Dee"), "Dee has the bye: no slip");
        check(
            &html,
            &[
                "<section class=\"sheet sheet-slips\">",
                "<header><h1>Event</h1><p>Round 3 · Result slips</p></header>",
                "<div class=\"slip\"><p class=\"slip-head\"><b>Table 1</b> · Round 3 · Event</p>\n",
                "<tr><th class=\"name\">Player</th><th>Games won</th><th class=\"name\">Signature</th></tr>",
                "<tr><td class=\"name\">Ann</td><td class=\"box\">0 1 2</td><td class=\"sign\"></td></tr>\n",
                "<tr><td class=\"name\">Eve</td><td class=\"box\">0 1 2</td><td class=\"sign\"></td></tr>\n",
                "<tr><td class=\"name\">Draws</td><td class=\"box\">0 1 2 3</td><td></td></tr>\n",
                "<p class=\"slip-note\">Circle or write the games each player won. Both players sign.</p></div>\n",
                "<b>Table 2</b>",
                "<td class=\"name\">Cy</td>",
                "<td class=\"name\">Bo</td>",
            ],
        );
    }

    /// The whole sheet, literally: the figures are the ones `tiebreak standings --format json`
    /// prints (Eve's OMW is 299/600 = 49.83%: Bo's 0/3 raised to the 0.33 floor, and Ann's 2/3).
    #[test]
    fn standings_sheet_shows_the_cli_figures() {
        let html = standings_sheet(&five(), &Ruleset::preset("mtr").unwrap()).unwrap();
        assert_eq!(
            html.as_str(),
            "<section class=\"sheet sheet-standings\">
<header><h1>Event</h1><p>After round 3 · Standings (ruleset mtr)</p></header>
<table><thead><tr><th>Rank</th><th class=\"name\">Player</th><th>Points</th><th>Record</th><th>OMW</th><th>GWP</th><th>OGW</th></tr></thead><tbody>
<tr><td>1</td><td class=\"name\">Eve</td><td>9</td><td>3-0-0</td><td>49.83%</td><td>85.71%</td><td>44.28%</td></tr>
<tr><td>2</td><td class=\"name\">Dee</td><td>6</td><td>2-1-0</td><td>66.67%</td><td>66.67%</td><td>62.50%</td></tr>
<tr><td>3</td><td class=\"name\">Ann</td><td>6</td><td>2-1-0</td><td>66.56%</td><td>55.56%</td><td>60.40%</td></tr>
<tr><td>4</td><td class=\"name\">Cy</td><td>6</td><td>2-1-0</td><td>55.44%</td><td>62.50%</td><td>51.74%</td></tr>
<tr><td>5</td><td class=\"name\">Bo</td><td>0</td><td>0-3-0</td><td>77.78%</td><td>33.00%</td><td>67.92%</td></tr>
</tbody></table>
</section>
"
        );
    }

    /// The sheet ends with how many corrections the log holds, so that a player reading the wall
    /// knows the standings were corrected; an event with no log has no footnote (the sheet above).
    #[test]
    fn standings_sheet_counts_the_corrections() {
        let mut event = five();
        let ruleset = Ruleset::preset("mtr").unwrap();
        for _ in 0..3 {
            event
                .log
                .push(LogEntry::new("2026-11-24T14:05:00Z", LogKind::Result));
        }
        let html = standings_sheet(&event, &ruleset).unwrap();
        assert!(html.as_str().ends_with(
            "<tr><td>5</td><td class=\"name\">Bo</td><td>0</td><td>0-3-0</td><td>77.78%</td><td>33.00%</td><td>67.92%</td></tr>
</tbody></table>
<p class=\"sheet-note\" data-testid=\"corrections-footnote\">3 corrections: see the log</p>
</section>
"
        ));
        event.log.truncate(1);
        check(
            standings_sheet(&event, &ruleset).unwrap().as_str(),
            &["</tbody></table>\n<p class=\"sheet-note\" data-testid=\"corrections-footnote\">1 correction: see the log</p>\n</section>\n"],
        );
        event.log.clear();
        assert!(!standings_sheet(&event, &ruleset)
            .unwrap()
            .as_str()
            .contains("corrections-footnote"));
    }

    /// A dropped player is marked; under WER Bo's OMW leaves Eve's bye round out (100.00%).
    #[test]
    fn standings_sheet_marks_drops() {
        let mut event = read_csv(&FIVE[..FIVE.find("3,Ann").unwrap()], 3).unwrap();
        let bo = event.player_named("Bo").unwrap();
        event.set_dropped(bo, Some(2)).unwrap();
        check(
            standings_sheet(&event, &Ruleset::preset("wer").unwrap())
                .unwrap()
                .as_str(),
            &[
                "<p>After round 2 · Standings (ruleset wer)</p>",
                "<th>Record</th><th>OMW</th><th>GWP</th><th>OGW</th></tr>",
                "<tr><td>5</td><td class=\"name\">Bo <span class=\"dropped\">(dropped after round 2)</span></td><td>0</td><td>0-2-0</td><td>100.00%</td><td>20.00%</td><td>83.33%</td></tr>\n",
            ],
        );
    }

    #[test]
    fn the_round_view_lists_are_escaped() {
        let mut event = Event::default();
        let tom = event.add_player("Tom <&>").unwrap();
        let ann = event.add_player("Ann").unwrap();
        event.add_player("Cy").unwrap();
        event.push_match(1, tom, ann, None).unwrap();
        assert_eq!(
            seats_list(&event, 1).as_str(),
            "<li data-testid=\"seat\"><b>Ann</b> table 1 <span class=\"hint\">vs Tom &lt;&amp;&gt;</span></li>\
             <li data-testid=\"seat\"><b>Tom &lt;&amp;&gt;</b> table 1 <span class=\"hint\">vs Ann</span></li>"
        );
        assert_eq!(
            player_options(
                &event,
                1,
                Html::raw("<option value=\"bye\">Bye</option>"),
                false
            )
            .as_str(),
            "<option value=\"\">—</option><option value=\"bye\">Bye</option>\
             <option value=\"0\">Tom &lt;&amp;&gt; (table 1)</option>\
             <option value=\"1\">Ann (table 1)</option><option value=\"2\">Cy</option>"
        );
        assert_eq!(
            player_options(&event, 1, Html::default(), true).as_str(),
            "<option value=\"\">—</option><option value=\"0\">Tom &lt;&amp;&gt; (table 1)</option>\
             <option value=\"1\">Ann (table 1)</option>"
        );
    }

    #[test]
    fn a_late_entry_has_no_points_for_the_rounds_missed() {
        let mut event = read_csv(&FIVE[..FIVE.find("3,Ann").unwrap()], 3).unwrap();
        let fay = event.add_late_player("Fay").unwrap();
        let bo = event.player_named("Bo").unwrap();
        event
            .push_match(3, fay, bo, Some(GameResult::new(2, 0, 0)))
            .unwrap();
        check(
            pairings_by_table(&event, 3).as_str(),
            &["<tr><td>1</td><td class=\"name\">Fay</td><td>0</td><td class=\"name\">Bo</td><td>0</td></tr>\n"],
        );
        // The two rounds she missed are losses: 1-2-0 after her win.
        check(
            standings_sheet(&event, &Ruleset::preset("mtr").unwrap())
                .unwrap()
                .as_str(),
            &["<td class=\"name\">Fay</td><td>3</td><td>1-2-0</td>"],
        );
    }

    #[test]
    fn names_are_escaped_on_every_sheet() {
        let raw = "<b>Tom & \"Jo\"</b>";
        let escaped = "&lt;b&gt;Tom &amp; &quot;Jo&quot;&lt;/b&gt;";
        assert_eq!(Html::text(raw).into_string(), escaped);
        assert_eq!(Html::text("O'Neil").into_string(), "O&#39;Neil");
        let mut event = Event {
            name: "Tom's <Cup>".into(),
            date: "<i>today</i>".into(),
            ..Event::default()
        };
        let tom = event.add_player(raw).unwrap();
        let ann = event.add_player("Ann").unwrap();
        event.push_match(1, tom, ann, None).unwrap();
        let sheets = [
            pairings_by_table(&event, 1),
            pairings_by_name(&event, 1),
            result_slips(&event, 1),
            standings_sheet(&event, &Ruleset::default()).unwrap(),
        ];
        for html in &sheets {
            let html = html.as_str();
            check(
                html,
                &[
                    "<h1>Tom&#39;s &lt;Cup&gt;</h1>",
                    " · &lt;i&gt;today&lt;/i&gt;</p>",
                    escaped,
                ],
            );
            assert!(!html.contains(raw) && !html.contains("<b>Tom &") && !html.contains("<i>"));
            assert!(!html.contains("<Cup>") && !html.contains("Tom's"));
        }
        check(
            sheets[2].as_str(),
            &["<b>Table 1</b> · Round 1 · Tom&#39;s &lt;Cup&gt;</p>"],
        );
    }
}
