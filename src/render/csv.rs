//! The CSV renderer: the standings with the columns of the JSON rows; a fraction is written as
//! `numerator/denominator`, as [`crate::core::Fraction::ratio`] writes it.

use std::fmt::Write;

use crate::core::tiebreakers::report::display;
use crate::core::{quote, Event, Standings};

use super::row_fields;

/// The standings as CSV, with the same columns as [`super::json::rows`].
///
/// Each row is written straight into the output, without a string per cell.
pub fn standings(event: &Event, standings: &Standings) -> String {
    let fields = row_fields(&standings.ruleset);
    let mut out = String::with_capacity(128 * (standings.rows.len() + 1));
    out.push_str("rank,name,record,match_points");
    for t in &fields {
        let _ = write!(out, ",{0},{0}_display", t.code());
    }
    out.push_str(",perfect_tie,dropped_after\n");
    let mut digits = itoa::Buffer::new();
    for row in &standings.rows {
        let p = &standings.players[row.player];
        let player = &event.players[row.player];
        out.push_str(digits.format(row.rank));
        out.push(',');
        out.push_str(&quote(&player.name));
        let _ = write!(out, ",{},", p.record);
        out.push_str(digits.format(p.match_points));
        for &t in &fields {
            let v = p.value(t);
            out.push(',');
            if let Some(f) = v {
                out.push_str(digits.format(f.numer()));
                out.push('/');
                out.push_str(digits.format(f.denom()));
            }
            out.push(',');
            if v.is_some() {
                out.push_str(&display(t, v));
            }
        }
        out.push_str(if row.perfect_tie { ",true," } else { ",false," });
        if let Some(r) = player.dropped_after {
            out.push_str(digits.format(r));
        }
        out.push('\n');
    }
    out
}
