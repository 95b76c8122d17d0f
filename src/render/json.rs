//! The JSON renderer: the standings as the rows of `tiebreak standings --format json`.
//!
//! ```
//! use tiebreak::core::{compute, read_csv, Ruleset};
//! use tiebreak::render::json;
//! let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n";
//! let event = read_csv(csv, 3).unwrap();
//! let standings = compute(&event, &Ruleset::default()).unwrap();
//! let rows = json::rows(&event, &standings);
//! assert_eq!(rows[1]["name"], "Bo");
//! assert_eq!(rows[1]["mwp"], "33/100"); // 0/3, raised to the 0.33 floor
//! assert_eq!(rows[1]["mwp_display"], "33.00%");
//! ```

use serde_json::{Map, Value};

use crate::core::report::display;
use crate::core::{Event, Standings};

use super::row_fields;

/// The standings as JSON rows: `rank`, `name`, `record`, `match_points`, and for each figure its
/// exact value as a `numerator/denominator` string (null where nothing could be counted) and its
/// rounded `<figure>_display`, then `perfect_tie` and `dropped_after`.
pub fn rows(event: &Event, standings: &Standings) -> Vec<Value> {
    let fields = row_fields(&standings.ruleset);
    standings
        .rows
        .iter()
        .map(|row| {
            let p = &standings.players[row.player];
            let mut m = Map::new();
            m.insert("rank".into(), row.rank.into());
            m.insert("name".into(), event.players[row.player].name.clone().into());
            m.insert("record".into(), p.record.to_string().into());
            m.insert("match_points".into(), p.match_points.into());
            for &t in &fields {
                let v = p.value(t);
                m.insert(t.code().into(), v.map(|f| f.ratio()).into());
                m.insert(format!("{}_display", t.code()), display(t, v).into());
            }
            m.insert("perfect_tie".into(), row.perfect_tie.into());
            m.insert(
                "dropped_after".into(),
                event.players[row.player].dropped_after.into(),
            );
            Value::Object(m)
        })
        .collect()
}
