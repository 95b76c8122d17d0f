//! The event file: the JSON the app exports and stores, and the CLI reads.
//!
//! Players are referred to by name, so the file reads well and survives hand edits. It carries a
//! schema version: a reader refuses a newer schema instead of guessing.
//!
//! The fields, in the order they are written (`?` when left out unless set):
//! `format` (`"tiebreak-event"`), `schema`, `name`, `date`, `best_of` (3 when missing), `ruleset`
//! (a preset name, `"mtr"` when missing, or an object spelling out every option), `players`
//! (`{"name", "dropped_after"?, "entered_round"?}`), `rounds` (`{"round": 1, "tables": [...]}`,
//! each table `{"a", "b", "result"?: {"a_wins", "b_wins", "draws"}}` or `{"bye"}`),
//! `planned_rounds`?, `seed`?, `missed_rounds`? (`"losses"`, the default, or `"left-out"`) and
//! `playoff`? (`{"seeds", "winners"}`, by name, `null` for a match not yet decided). A field the
//! format does not define is an error that names it, and so is a field given twice. serde and
//! serde_json read and write the text; an error names its line and the field's path
//! (`players[3].entered_round`), as a sentence.
//!
//! ```
//! use tiebreak::core::{read_event_json, write_event_json, read_csv};
//! let event = read_csv("1,Ann,Bo,2,1,0\n", 3).unwrap();
//! let json = write_event_json(&event);
//! assert_eq!(read_event_json(&json).unwrap(), event);
//! ```

// The event file by concern: its fields as serde types (`wire`), the JSON text read into them
// with a refusal as a sentence (`parse`), the event read from them and checked (`read`), and the
// event written as them (`write`).
mod parse;
mod read;
mod wire;
mod write;

pub(crate) use parse::{parse_borrowed, parse_quick};
pub(crate) use read::read_event_json_as_recorded;
pub(in crate::core) use read::{event, published};
pub use read::{looks_like_json, read_event_json, read_log_json};
pub(crate) use wire::LogFile;
pub(in crate::core) use wire::{
    EventFile, NotPercentagesFile, PlayerFile, PlayoffFile, PublishedFile, PublishedRowFile,
    ResultFile, RoundFile, RulesetField, RulesetFile, TableFile, ThirdPlaceFile,
};
pub use wire::{FORMAT, SCHEMA_VERSION};
pub use write::{
    write_event_json, write_event_json_compact, write_log_entries_compact, write_log_json,
};

#[cfg(test)]
pub(crate) mod oracle {
    //! The readers' refusals against serde_path_to_error's paths, on damaged files: the field a
    //! refusal names is worked out from where serde_json stopped ([`crate::core::model::json_path`]), and
    //! these tests hold it to the path serde_path_to_error follows while it reads.

    use serde::Deserialize;

    use super::parse::{parse, sentence};
    use super::wire::EventFile;
    use super::write::event_file;
    use super::{read_event_json, write_event_json, write_event_json_compact};

    /// A refusal as the reader gave it before `json_path`: serde_path_to_error's path.
    pub(crate) fn followed<'de, T: Deserialize<'de>>(text: &'de str) -> Result<T, (usize, String)> {
        let mut de = serde_json::Deserializer::from_str(text);
        let value = serde_path_to_error::deserialize(&mut de).map_err(|e| {
            let path = e.path().to_string();
            let inner = e.into_inner();
            (inner.line().max(1), sentence(&inner, &path))
        })?;
        de.end().map_err(|e| (e.line().max(1), sentence(&e, ".")))?;
        Ok(value)
    }

    /// Damaged copies of `text`, from a fixed seed: a value replaced by one of another kind or
    /// shape, a key renamed, a byte left out or put in.
    pub(crate) fn damaged(text: &str, copies: usize, seed: u64) -> Vec<String> {
        const VALUES: &[&str] = &[
            "5",
            "-1",
            "1.5",
            "4294967296",
            "\"x\"",
            "\"\"",
            "\"Ann\"",
            "true",
            "null",
            "[]",
            "{}",
            "[1]",
            "[\"a\"]",
            "{\"a\":1}",
            "{\"a_wins\":1}",
            "0",
            "1e400",
            "\"0.5\"",
        ];
        const BYTES: &[u8] = b"{}[],:\"0a ";
        let bytes = text.as_bytes();
        // The spans of scalar values and of keys (a string followed by `:`).
        let mut values = Vec::new();
        let mut keys = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let start = i;
            match bytes[i] {
                b'"' => {
                    i += 1;
                    while i < bytes.len() && bytes[i] != b'"' {
                        i += if bytes[i] == b'\\' { 2 } else { 1 };
                    }
                    i = (i + 1).min(bytes.len());
                    let after = bytes[i..].iter().find(|b| !b.is_ascii_whitespace());
                    if after == Some(&b':') {
                        keys.push((start, i));
                    } else {
                        values.push((start, i));
                    }
                }
                b'-' | b'0'..=b'9' | b't' | b'f' | b'n' => {
                    while i < bytes.len() && !b",]\x7d \n\r\t".contains(&bytes[i]) {
                        i += 1;
                    }
                    values.push((start, i));
                }
                _ => i += 1,
            }
        }
        let mut state = seed | 1;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n.max(1) as u64) as usize
        };
        (0..copies)
            .map(|_| match next(6) {
                0..=2 if !values.is_empty() => {
                    let (a, b) = values[next(values.len())];
                    format!("{}{}{}", &text[..a], VALUES[next(VALUES.len())], &text[b..])
                }
                3 if !keys.is_empty() => {
                    let (a, b) = keys[next(keys.len())];
                    format!("{}\"zz\"{}", &text[..a], &text[b..])
                }
                4 => {
                    let mut b = bytes.to_vec();
                    b.remove(next(b.len()));
                    String::from_utf8_lossy(&b).into_owned()
                }
                _ => {
                    let mut b = bytes.to_vec();
                    b.insert(next(b.len() + 1), BYTES[next(BYTES.len())]);
                    String::from_utf8_lossy(&b).into_owned()
                }
            })
            .collect()
    }

    /// Every damaged copy of three event files, pretty and compact, is refused with the sentence
    /// and line that serde_path_to_error's path gave.
    #[test]
    fn a_refused_event_file_names_the_field_serde_path_to_error_names() {
        let corrected = std::fs::read_to_string("tests/data/corrected.json").unwrap();
        let generated = std::fs::read_to_string("tests/data/generated-64x6.json").unwrap();
        // A custom ruleset (its floors are read by the reader's own code) and the late entries'
        // rule, which the other two files leave out.
        let mut custom = read_event_json(&generated).unwrap();
        custom.ruleset.name = "custom".into();
        custom.ruleset.game_win_floor = None;
        custom.missed_rounds = crate::core::MissedRounds::LeftOut;
        let mut texts = vec![
            corrected.clone(),
            generated.clone(),
            write_event_json(&custom),
        ];
        for text in [&corrected, &generated] {
            texts.push(write_event_json_compact(&read_event_json(text).unwrap()));
        }
        texts.push(write_event_json_compact(&custom));
        let (mut refused, mut named) = (0, 0);
        for (n, text) in texts.iter().enumerate() {
            for copy in damaged(text, 1500, 0x9E37_79B9 + n as u64) {
                let new = parse::<EventFile>(&copy).err();
                let old = followed::<EventFile>(&copy).err();
                assert_eq!(new, old, "{copy}");
                if let Some((_, sentence)) = new {
                    refused += 1;
                    named += usize::from(sentence.contains('`'));
                }
            }
        }
        // Most copies are refused, and many of the refusals name a field.
        assert!(
            refused > 3000 && named > 1000,
            "{refused} refused, {named} named"
        );
    }

    /// The event file's layout is serde_json's pretty one, byte for byte, on generated events
    /// with names that need escaping.
    #[test]
    fn the_pretty_file_is_serde_jsons_pretty_layout() {
        for (players, rounds, seed) in [(0, 0, 1), (2, 1, 2), (9, 3, 3), (64, 6, 4), (33, 5, 5)] {
            let mut event = crate::core::model::generate::swiss_event(players, rounds, seed);
            if players > 1 {
                event.players[1].name = "A \"quoted\", [bracketed] {braced}: name\\".into();
            }
            event.name = "Friday: \u{1F0CF} \"cube\" [8]".into();
            let ours = write_event_json(&event);
            let theirs = serde_json::to_string_pretty(&event_file(&event)).unwrap();
            assert_eq!(ours, theirs);
            assert_eq!(read_event_json(&ours).unwrap(), event);
        }
        let corrected = std::fs::read_to_string("tests/data/corrected.json").unwrap();
        let event = read_event_json(&corrected).unwrap();
        assert_eq!(
            write_event_json(&event),
            serde_json::to_string_pretty(&event_file(&event)).unwrap()
        );
    }
}
