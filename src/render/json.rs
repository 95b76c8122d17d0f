//! The JSON renderer: the standings as the rows of `tiebreak standings --format json`.
//!
//! ```
//! use tiebreak::core::{compute, read_csv, Ruleset};
//! use tiebreak::render::json;
//! let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n";
//! let event = read_csv(csv, 3).unwrap();
//! let standings = compute(&event, &Ruleset::default()).unwrap();
//! let rows = serde_json::to_value(json::rows(&event, &standings)).unwrap();
//! assert_eq!(rows[1]["name"], "Bo");
//! assert_eq!(rows[1]["mwp"], "33/100"); // 0/3, raised to the 0.33 floor
//! assert_eq!(rows[1]["mwp_display"], "33.00%");
//! ```

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

use crate::core::report::display;
use crate::core::{Event, Standings, Tiebreaker};

use super::row_fields;

/// The standings as JSON rows: `rank`, `name`, `record`, `match_points`, and for each figure its
/// exact value as a `numerator/denominator` string (null where nothing could be counted) and its
/// rounded `<figure>_display`, then `perfect_tie` and `dropped_after`.
///
/// The rows are serialized straight from the standings, field by field, in this order: no map is
/// built per row.
pub fn rows<'a>(event: &'a Event, standings: &'a Standings) -> Rows<'a> {
    Rows {
        event,
        standings,
        fields: row_fields(&standings.ruleset),
    }
}

/// The rows of [`rows`], ready to serialize (a JSON array of objects).
pub struct Rows<'a> {
    event: &'a Event,
    standings: &'a Standings,
    fields: Vec<Tiebreaker>,
}

impl Serialize for Rows<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let standings = self.standings;
        let mut seq = serializer.serialize_seq(Some(standings.rows.len()))?;
        for row in &standings.rows {
            seq.serialize_element(&RowFields {
                rows: self,
                row: row.player,
                rank: row.rank,
                perfect_tie: row.perfect_tie,
            })?;
        }
        seq.end()
    }
}

/// One row, serialized from the standings.
struct RowFields<'r, 'a> {
    rows: &'r Rows<'a>,
    row: usize,
    rank: u32,
    perfect_tie: bool,
}

impl Serialize for RowFields<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let p = &self.rows.standings.players[self.row];
        let player = &self.rows.event.players[self.row];
        let fields = &self.rows.fields;
        let mut m = serializer.serialize_map(Some(6 + 2 * fields.len()))?;
        m.serialize_entry("rank", &self.rank)?;
        m.serialize_entry("name", &player.name)?;
        m.serialize_entry("record", &Shown(&p.record))?;
        m.serialize_entry("match_points", &p.match_points)?;
        for &t in fields {
            let v = p.value(t);
            m.serialize_entry(t.code(), &v.map(|f| f.ratio()))?;
            m.serialize_entry(display_key(t), &display(t, v))?;
        }
        m.serialize_entry("perfect_tie", &self.perfect_tie)?;
        m.serialize_entry("dropped_after", &player.dropped_after)?;
        m.end()
    }
}

/// A value serialized as the string its `Display` writes, without a `String` in between.
struct Shown<'a, T>(&'a T);

impl<T: std::fmt::Display> Serialize for Shown<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self.0)
    }
}

/// The field of a figure's rounded value: its code, then `_display`.
fn display_key(t: Tiebreaker) -> &'static str {
    match t {
        Tiebreaker::MatchPoints => "mp_display",
        Tiebreaker::MatchWinPct => "mwp_display",
        Tiebreaker::GameWinPct => "gwp_display",
        Tiebreaker::OpponentsMatchWinPct => "omw_display",
        Tiebreaker::OpponentsGameWinPct => "ogw_display",
        Tiebreaker::OpponentsOpponentsMatchWinPct => "oomw_display",
        Tiebreaker::Cumulative => "cumulative_display",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every display key is the figure's code followed by `_display`, as the rows promise.
    #[test]
    fn display_keys_follow_the_codes() {
        let keys: Vec<&str> = Tiebreaker::ALL.iter().map(|&t| display_key(t)).collect();
        assert_eq!(
            keys,
            [
                "mp_display",
                "mwp_display",
                "gwp_display",
                "omw_display",
                "ogw_display",
                "oomw_display",
                "cumulative_display"
            ]
        );
    }
}
