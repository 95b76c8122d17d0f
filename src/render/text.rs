//! The terminal renderer: an explanation and the standings as plain text, as the CLI prints them.

use crate::core::base::words::plural;
use crate::core::tiebreakers::report::{display, Explanation, PERFECT_TIE_KEY};
use crate::core::{Event, Pairing, Round, Standings, Tiebreaker};

use super::{columns, heading};

/// A QR code as text for a terminal, two modules a character (`▀`, `▄`, `█`, space), with the
/// standard quiet zone of 4 modules. The light modules are drawn, as on a dark terminal, where
/// the background shows as the dark modules.
pub fn qr(code: &qrcodegen::QrCode) -> String {
    let quiet = super::html::QR_QUIET_ZONE;
    let side = code.size() + 2 * quiet;
    // Light: the quiet zone and every module that is not dark.
    let light = |x: i32, y: i32| y < side && !code.get_module(x - quiet, y - quiet);
    let mut out = String::with_capacity((side as usize + 1) * (side as usize / 2 + 1) * 3);
    for y in (0..side).step_by(2) {
        for x in 0..side {
            out.push(match (light(x, y), light(x, y + 1)) {
                (true, true) => '█',
                (true, false) => '▀',
                (false, true) => '▄',
                (false, false) => ' ',
            });
        }
        out.push('\n');
    }
    out
}

/// `1 round`, `3 rounds`.
/// Renders an explanation as plain text for a terminal.
pub fn explanation(e: &Explanation) -> String {
    let mut out = String::new();
    let tie = e.tie_words();
    let dropped = e
        .dropped_after
        .map(|r| format!(", dropped after round {r}"))
        .unwrap_or_default();
    out.push_str(&format!(
        "{} — rank {}{tie}, record {}{dropped}, ruleset {}\n",
        e.name, e.rank, e.record, e.ruleset
    ));
    if let Some(taken) = &e.taken {
        out.push_str(&format!("{taken}\n"));
    }
    for f in &e.figures {
        let position = f
            .position
            .map(|p| format!(" (tiebreaker {p})"))
            .unwrap_or_default();
        out.push_str(&format!("\n{}: {}{position}\n", f.label, f.display));
        if let Some(exact) = f.exact {
            if f.tiebreaker != Tiebreaker::MatchPoints {
                out.push_str(&format!("  exact: {exact}\n"));
            }
        }
        if !f.opponents.is_empty() {
            let rows: Vec<[String; 4]> = f
                .opponents
                .iter()
                .map(|o| {
                    [
                        format!("R{}", o.round),
                        o.name.clone(),
                        o.basis.clone(),
                        format!(
                            "{}{}",
                            o.counted_display,
                            if o.floor { " (floor)" } else { "" }
                        ),
                    ]
                })
                .collect();
            let header = ["Round", "Opponent", "From", "Counted"];
            let widths: Vec<usize> = (0..4)
                .map(|c| {
                    rows.iter()
                        .map(|r| width(&r[c]))
                        .chain([width(header[c])])
                        .max()
                        .unwrap_or(0)
                })
                .collect();
            let line = |cells: [&str; 4]| {
                let mut s = String::from("  ");
                for (c, cell) in cells.iter().enumerate() {
                    s.push_str(cell);
                    if c < 3 {
                        s.push_str(&" ".repeat(widths[c] - width(cell) + 2));
                    }
                }
                s.trim_end().to_string() + "\n"
            };
            out.push_str(&line(header));
            for (r, o) in rows.iter().zip(&f.opponents) {
                out.push_str(&line([&r[0], &r[1], &r[2], &r[3]]));
                if let Some(note) = &o.note {
                    out.push_str(&format!("      {note}\n"));
                }
            }
        }
        for ignored in &f.ignored {
            out.push_str(&format!("  {ignored}\n"));
        }
        for s in &f.steps {
            let mark = if s.floor { "↑ " } else { "" };
            out.push_str(&format!("  {mark}{}\n", s.text));
        }
        for rule in &f.rules {
            out.push_str(&format!("  · {rule}\n"));
        }
    }
    if !e.ranking.is_empty() {
        out.push_str("\nPlace\n");
        for line in &e.ranking {
            out.push_str(&format!("  {line}\n"));
        }
    }
    out
}

/// Characters on screen, for aligning columns.
fn width(s: &str) -> usize {
    s.chars().count()
}

/// Rows of cells as an aligned table, a rule under the first (the heading): the second column
/// (the names) left-aligned, every other one right-aligned, two spaces apart. The standings and
/// `tiebreak audit` lay out their tables with it.
pub(crate) fn table_text(table: &[Vec<String>]) -> String {
    let ncols = table.first().map_or(0, Vec::len);
    let widths: Vec<usize> = (0..ncols)
        .map(|c| table.iter().map(|r| width(&r[c])).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for (i, cells) in table.iter().enumerate() {
        let mut line = String::new();
        for (c, cell) in cells.iter().enumerate() {
            let pad = " ".repeat(widths[c] - width(cell));
            // Names are left-aligned; numbers and the rank are right-aligned.
            if c == 1 {
                line.push_str(cell);
                line.push_str(&pad);
            } else {
                line.push_str(&pad);
                line.push_str(cell);
            }
            line.push_str("  ");
        }
        out.push_str(line.trim_end());
        out.push('\n');
        if i == 0 {
            let total: usize = widths.iter().sum::<usize>() + 2 * (ncols - 1);
            out.push_str(&"-".repeat(total));
            out.push('\n');
        }
    }
    out
}

/// The standings as an aligned text table. A rank followed by `=` is a perfect tie.
pub fn standings(event: &Event, standings: &Standings) -> String {
    let ruleset = &standings.ruleset;
    let cols = columns(ruleset);
    let mut header: Vec<String> = vec![
        "Rank".into(),
        "Player".into(),
        "Record".into(),
        "Points".into(),
    ];
    header.extend(cols.iter().map(|&t| heading(t).to_string()));
    let mut table = vec![header];
    for row in &standings.rows {
        let p = &standings.players[row.player];
        let player = &event.players[row.player];
        let mut name = player.name.clone();
        match player.dropped_after {
            // A player an archive lists who played no Swiss round (the standings or the playoff
            // alone).
            Some(0) => name.push_str(" (played no round)"),
            Some(r) => name.push_str(&format!(" (dropped after R{r})")),
            None => {}
        }
        let mut cells = vec![
            format!("{}{}", row.rank, if row.perfect_tie { "=" } else { "" }),
            name,
            p.record.to_string(),
            p.match_points.to_string(),
        ];
        cells.extend(cols.iter().map(|&t| display(t, p.value(t))));
        table.push(cells);
    }
    let mut out = String::new();
    let title = if event.name.is_empty() {
        String::new()
    } else {
        format!("{} — ", event.name)
    };
    let order: Vec<&str> = ruleset.tiebreakers.iter().map(|t| heading(*t)).collect();
    out.push_str(&format!(
        "{title}{}, {}, ruleset {} ({})\n\n",
        plural(event.players.len(), "player", "players"),
        plural(event.rounds.len() as u32, "round", "rounds"),
        ruleset.name,
        order.join(", ")
    ));
    out.push_str(&table_text(&table));
    if standings.rows.iter().any(|r| r.perfect_tie) {
        out.push('\n');
        out.push_str(PERFECT_TIE_KEY);
        out.push('\n');
    }
    out
}

/// `tiebreak pair`'s text: the heading with the round and the seed, then one line per table with
/// each player's match points before it (`    1  Ann (6) vs Bo (6)`, `    -  Cy (3): bye`, a bye with no table).
pub fn pairings(
    event: &Event,
    standings: &Standings,
    round: &Round,
    number: u32,
    seed: u64,
) -> String {
    let name = |p: usize| event.players[p].name.as_str();
    let points = |p: usize| standings.players[p].match_points;
    let mut out = format!("Round {number} pairings (seed {seed})\n\n");
    for (i, t) in round.pairings.iter().enumerate() {
        let table = round.number(i);
        out.push_str(&match *t {
            Pairing::Match { a, b, .. } => format!(
                "{:>5}  {} ({}) vs {} ({})\n",
                table,
                name(a),
                points(a),
                name(b),
                points(b)
            ),
            // A bye has no table to go to.
            Pairing::Bye { player } => {
                format!("{:>5}  {} ({}): bye\n", "-", name(player), points(player))
            }
        });
    }
    out
}
