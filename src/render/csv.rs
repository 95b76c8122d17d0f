//! The CSV renderer: the standings with the columns of the JSON rows.

use crate::core::report::display;
use crate::core::{quote, Event, Standings};

use super::row_fields;

/// The standings as CSV, with the same columns as [`super::json::rows`].
pub fn standings(event: &Event, standings: &Standings) -> String {
    let fields = row_fields(&standings.ruleset);
    let mut header = vec![
        "rank".to_string(),
        "name".into(),
        "record".into(),
        "match_points".into(),
    ];
    for t in &fields {
        header.push(t.code().into());
        header.push(format!("{}_display", t.code()));
    }
    header.push("perfect_tie".into());
    header.push("dropped_after".into());
    let mut out = header.join(",") + "\n";
    for row in &standings.rows {
        let p = &standings.players[row.player];
        let player = &event.players[row.player];
        let mut cells = vec![
            row.rank.to_string(),
            quote(&player.name),
            p.record.to_string(),
            p.match_points.to_string(),
        ];
        for &t in &fields {
            let v = p.value(t);
            cells.push(v.map(|f| f.ratio()).unwrap_or_default());
            cells.push(v.map(|_| display(t, v)).unwrap_or_default());
        }
        cells.push(row.perfect_tie.to_string());
        cells.push(
            player
                .dropped_after
                .map(|r| r.to_string())
                .unwrap_or_default(),
        );
        out.push_str(&cells.join(","));
        out.push('\n');
    }
    out
}
