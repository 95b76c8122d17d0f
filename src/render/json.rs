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

use crate::core::tiebreakers::report::display;
use crate::core::{Event, Fraction, Pairing, Standings, Tiebreaker};

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
            m.serialize_entry(t.code(), &v.map(Ratio))?;
            m.serialize_entry(t.display_key(), &display(t, v))?;
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

/// A fraction serialized as [`Fraction::ratio`] writes it, `numerator/denominator`, with its digits
/// written by `itoa` on the stack instead of `format!` on the heap.
struct Ratio(Fraction);

impl Ratio {
    /// `numerator/denominator`, written into `text`: two `u128`s of at most 39 digits and a slash.
    fn write<'t>(&self, text: &'t mut [u8; 79]) -> &'t [u8] {
        let mut digits = itoa::Buffer::new();
        let numer = digits.format(self.0.numer()).as_bytes();
        let end = numer.len();
        text[..end].copy_from_slice(numer);
        text[end] = b'/';
        let denom = digits.format(self.0.denom()).as_bytes();
        text[end + 1..end + 1 + denom.len()].copy_from_slice(denom);
        &text[..end + 1 + denom.len()]
    }
}

impl Serialize for Ratio {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut text = [0u8; 79];
        let text = std::str::from_utf8(self.write(&mut text)).unwrap_or_default();
        serializer.serialize_str(text)
    }
}

/// The standings' rows of [`rows`], pretty-printed as [`write_pretty`] prints them, byte for byte
/// (a test holds the two equal), and written to `out` a row at a time: the command line's
/// `standings --format json`. The fixed parts of a row (its keys, indents and punctuation) are
/// written as they are, and serde_json writes only the strings that need escaping (the name, the
/// rounded figures). Through serde's `Serializer`, every key was escaped byte by byte and every
/// indent was written as a call of its own: 2000 × 15 rows took 8–9% of the whole process there
/// (PERFORMANCE.md).
pub fn write_rows<W: std::io::Write>(
    out: &mut W,
    event: &Event,
    standings: &Standings,
) -> std::io::Result<()> {
    if standings.rows.is_empty() {
        return out.write_all(b"[]\n");
    }
    let fields = row_fields(&standings.ruleset);
    let mut digits = itoa::Buffer::new();
    let mut ratio = [0u8; 79];
    let mut row_text = Vec::with_capacity(512);
    for (i, row) in standings.rows.iter().enumerate() {
        let p = &standings.players[row.player];
        let player = &event.players[row.player];
        let text = &mut row_text;
        text.clear();
        text.extend_from_slice(if i == 0 { b"[" } else { b"," });
        text.extend_from_slice(b"\n  {\n    \"rank\": ");
        text.extend_from_slice(digits.format(row.rank).as_bytes());
        key(text, "name");
        serde_json::to_writer(&mut *text, &player.name)?;
        key(text, "record");
        serde_json::to_writer(&mut *text, &Shown(&p.record))?;
        key(text, "match_points");
        text.extend_from_slice(digits.format(p.match_points).as_bytes());
        for &t in &fields {
            let v = p.value(t);
            key(text, t.code());
            match v {
                // `"numerator/denominator"`: digits and a slash, which need no escapes.
                Some(v) => {
                    text.push(b'"');
                    text.extend_from_slice(Ratio(v).write(&mut ratio));
                    text.push(b'"');
                }
                None => text.extend_from_slice(b"null"),
            }
            key(text, t.display_key());
            serde_json::to_writer(&mut *text, &display(t, v))?;
        }
        key(text, "perfect_tie");
        text.extend_from_slice(if row.perfect_tie { b"true" } else { b"false" });
        key(text, "dropped_after");
        match player.dropped_after {
            Some(r) => text.extend_from_slice(digits.format(r).as_bytes()),
            None => text.extend_from_slice(b"null"),
        }
        text.extend_from_slice(b"\n  }");
        out.write_all(text)?;
    }
    out.write_all(b"\n]\n")
}

/// A row's next key of [`write_rows`], after the comma that ends the value before it, on its own
/// line: the keys are the fixed ASCII names above and the tiebreakers' codes, which JSON writes
/// without escapes.
fn key(text: &mut Vec<u8>, key: &str) {
    text.extend_from_slice(b",\n    \"");
    text.extend_from_slice(key.as_bytes());
    text.extend_from_slice(b"\": ");
}

/// A table of `tiebreak pair --format json`, its fields in this order; `b` is null for a bye.
#[derive(serde::Serialize)]
struct PairingRow {
    table: u32,
    a: String,
    b: Option<String>,
    why: String,
}

/// `value` as pretty JSON and a line break, as a string, in a buffer of about `size` bytes reserved
/// at once (a pairing of 1000 tables is some 100 KB: growing a buffer copies it again). The
/// standings, larger still, are streamed with [`write_pretty`] instead.
pub fn pretty<T: Serialize>(value: &T, size: usize) -> String {
    let mut bytes = Vec::with_capacity(size);
    if write_pretty(&mut bytes, value).is_err() {
        return "null\n".into();
    }
    // serde_json writes UTF-8 only.
    String::from_utf8(bytes).unwrap_or_else(|_| "null\n".into())
}

/// `value` as pretty JSON and a line break, written to `out` as it is serialized: the command line
/// streams the standings to its buffered stdout instead of building the whole text first (the
/// text of 2000 players is 730 KB of fresh pages to fault in; PERFORMANCE.md has the figures).
pub fn write_pretty<W: std::io::Write, T: Serialize>(
    out: &mut W,
    value: &T,
) -> std::io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, value)?;
    out.write_all(b"\n")
}

/// `tiebreak pair --format json`: an array of `{table, a, b, why}` for round `number` of `event`:
/// each table's printed number (from 1, or a fixed table's), `b` null for a bye, and why they
/// were paired ([`crate::core::pairing::why`]).
pub fn pairings(event: &Event, number: u32) -> String {
    let name = |p: usize| event.players[p].name.clone();
    let Some(round) = event.rounds.get((number as usize).wrapping_sub(1)) else {
        return "[]\n".into();
    };
    let mut why = crate::core::pairing::why::why(event, number).into_iter();
    let rows: Vec<PairingRow> = round
        .pairings
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let (a, b) = match *t {
                Pairing::Match { a, b, .. } => (name(a), Some(name(b))),
                Pairing::Bye { player } => (name(player), None),
            };
            PairingRow {
                table: round.number(i),
                a,
                b,
                why: why.next().unwrap_or_default(),
            }
        })
        .collect();
    pretty(&rows, 64 * (rows.len() + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A ratio is written as `Fraction::ratio` writes it, up to the largest `u128`.
    #[test]
    fn ratios_are_written_as_ratio_writes_them() {
        let written = |f: Fraction| serde_json::to_string(&Ratio(f)).unwrap();
        assert_eq!(written(Fraction::new(2, 3)), "\"2/3\"");
        assert_eq!(written(Fraction::new(4, 2)), "\"2/1\"");
        assert_eq!(written(Fraction::new(0, 5)), "\"0/1\"");
        assert_eq!(
            written(Fraction::new(u128::MAX, u128::MAX - 1)),
            "\"340282366920938463463374607431768211455/340282366920938463463374607431768211454\""
        );
    }

    /// The command line's rows are the bytes serde_json writes for [`rows`]: under every preset
    /// (each has its own figures), with drops, late entries, an unplayed last round, names that
    /// need escapes, and an event without players.
    #[test]
    fn written_rows_are_serde_jsons_bytes() {
        use crate::core::{compute, model::generate, Pairing, Ruleset, PRESETS};
        let mut events = vec![
            generate::swiss_event(9, 3, 7),
            generate::swiss_event_with_changes(64, 6, 11),
            Event::default(),
        ];
        let mut named = generate::swiss_event_with_changes(12, 4, 3);
        let odd = [
            "Quote \" \\ back",
            "Tab\tand\u{1}",
            "Zoë — 'é' 名前",
            "</script>",
        ];
        for (player, name) in named.players.iter_mut().zip(odd) {
            player.name = name.to_string();
        }
        // The last round paired without results: nothing counted for its matches yet.
        let pairings = named.rounds[0].pairings.clone();
        let mut unplayed = crate::core::Round::default();
        for pairing in pairings {
            unplayed.pairings.push(match pairing {
                Pairing::Match { a, b, .. } => Pairing::Match { a, b, result: None },
                bye => bye,
            });
        }
        named.rounds.push(unplayed);
        events.push(named);
        let mut checked = 0;
        for event in &events {
            for preset in PRESETS {
                let ruleset = Ruleset::preset(preset.name).unwrap();
                let Ok(standings) = compute(event, &ruleset) else {
                    continue;
                };
                let mut ours = Vec::new();
                write_rows(&mut ours, event, &standings).unwrap();
                let mut serde = Vec::new();
                write_pretty(&mut serde, &rows(event, &standings)).unwrap();
                assert_eq!(
                    String::from_utf8(ours).unwrap(),
                    String::from_utf8(serde).unwrap(),
                    "{} under {}",
                    event.players.len(),
                    preset.name
                );
                checked += 1;
            }
        }
        assert_eq!(checked, 4 * PRESETS.len());
    }

    /// Every display key is the figure's code followed by `_display`, as the rows promise: the
    /// two columns of the names table are checked against each other, then listed.
    #[test]
    fn display_keys_follow_the_codes() {
        for t in Tiebreaker::ALL {
            assert_eq!(t.display_key(), format!("{}_display", t.code()));
        }
        let keys: Vec<&str> = Tiebreaker::ALL.iter().map(|&t| t.display_key()).collect();
        assert_eq!(
            keys,
            [
                "mp_display",
                "cumulative_display",
                "mwp_display",
                "omw_display",
                "gwp_display",
                "ogw_display",
                "oomw_display"
            ]
        );
    }
}

/// A JSON object whose fields are written in the order given: `serde_json::Map` writes them
/// sorted by name unless serde_json is built with its ordered map, which the CLI's build is not
/// (only the tests' was, so that they read an order the CLI never wrote).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Fields(pub Vec<(&'static str, serde_json::Value)>);

impl Fields {
    /// Adds a field after the others.
    pub fn push(&mut self, name: &'static str, value: impl Into<serde_json::Value>) {
        self.0.push((name, value.into()));
    }

    /// Whether it has no field.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl FromIterator<(&'static str, serde_json::Value)> for Fields {
    fn from_iter<I: IntoIterator<Item = (&'static str, serde_json::Value)>>(iter: I) -> Fields {
        Fields(iter.into_iter().collect())
    }
}

impl Serialize for Fields {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}
