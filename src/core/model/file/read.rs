//! The event read from its file: the format and the version first, then every field, checked.

use std::collections::hash_map::{Entry, HashMap};

use serde::Deserialize;

use crate::core::base::error::{one_line, InputError, PlayerId};
use crate::core::base::ruleset::{Results, Ruleset};
use crate::core::model::event::{Event, Pairing, Player, Round};
use crate::core::model::game_result::GameResult;
use crate::core::model::log::{LogEntry, LogKind, Penalty, PenaltyKind};
use crate::core::model::names::MAX_NAME_CHARS;
use crate::core::model::names::{check_name, duplicate_name, name_key, name_key_of, NameMap};
use crate::core::model::playoff::{Playoff, ThirdPlace};
use crate::core::model::published::{Decimal, Published, PublishedRow};

use super::parse::parse;
use super::wire::{EventFile, LogFile, PlayoffFile, PublishedFile, RulesetField, TableFile};
use super::wire::{FORMAT, SCHEMA_VERSION};

/// Whether a text looks like JSON rather than CSV.
pub fn looks_like_json(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('{')
}

/// Reads an event file, checking the schema and every table. Linear in the size of the file. A
/// field's error names its path (`players[3].name`).
pub fn read_event_json(text: &str) -> Result<Event, InputError> {
    read_with(text, parse, None)
}

/// [`read_event_json`] with every result read as recorded ([`Results::AsRecorded`]) whatever the
/// file's ruleset: the CLI reads a file so, then checks the results under the ruleset it chose
/// ([`Event::check_results`]).
pub(crate) fn read_event_json_as_recorded(text: &str) -> Result<Event, InputError> {
    read_with(text, parse, Some(Results::AsRecorded))
}

fn read_with(
    text: &str,
    parse: fn(&str) -> Result<EventFile, (usize, String)>,
    results: Option<Results>,
) -> Result<Event, InputError> {
    let text = text.trim_start_matches('\u{feff}');
    if text.trim().is_empty() {
        return Err(InputError::new(
            "the file is empty: expected a Tiebreak event exported as JSON.",
        ));
    }
    if !looks_like_json(text) {
        let found = match text.trim_start().chars().next() {
            Some('[') => "an array",
            Some('"') => "a string",
            Some('n') => "null",
            Some('t' | 'f') => "a boolean",
            Some('-' | '0'..='9') => "a number",
            _ => "text that is not JSON",
        };
        return Err(InputError::at(
            1,
            format!("the event file must be an object, found {found}. Check the event file against an export from Tiebreak."),
        ));
    }
    check_version(text)?;
    let file: EventFile = parse(text).map_err(|(line, message)| {
        InputError::at(
            line,
            format!("{message}. Check the event file against an export from Tiebreak."),
        )
    })?;
    event(file, results)
}

/// Looks at the format and the version first, so that a foreign or newer file is named as such
/// and not as a field error. A text that is not JSON is left to [`parse`] to describe.
fn check_version(text: &str) -> Result<(), InputError> {
    #[derive(Deserialize)]
    struct Head {
        format: Option<Loose>,
        schema: Option<Loose>,
    }
    let Ok(head) = serde_json::from_str::<Head>(text) else {
        return Ok(());
    };
    if let Some(Loose::Text(format)) = head.format {
        if format != FORMAT {
            return Err(InputError::new(format!(
                "this JSON is a `{format}`, not a `{FORMAT}`: export the event from Tiebreak."
            )));
        }
    }
    if let Some(Loose::Whole(schema)) = head.schema {
        if schema > u64::from(SCHEMA_VERSION) {
            return Err(InputError::new(format!(
                "this event was saved by a newer Tiebreak (schema {schema}; this one reads up to {SCHEMA_VERSION}): update Tiebreak to open it."
            )));
        }
    }
    Ok(())
}

/// A field of [`check_version`]'s head: a string, a whole number, or any other JSON value, read
/// and set aside. (A `serde_json::Value` would read the same, but it brings serde_json's map of
/// values into the organizer's bundle for these two fields alone: 6 KB of wasm.)
enum Loose {
    Text(String),
    Whole(u64),
    Other,
}

impl<'de> Deserialize<'de> for Loose {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Loose, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Loose;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("any value")
            }
            fn visit_str<E>(self, v: &str) -> Result<Loose, E> {
                Ok(Loose::Text(v.to_string()))
            }
            fn visit_u64<E>(self, v: u64) -> Result<Loose, E> {
                Ok(Loose::Whole(v))
            }
            fn visit_i64<E>(self, v: i64) -> Result<Loose, E> {
                Ok(u64::try_from(v).map_or(Loose::Other, Loose::Whole))
            }
            fn visit_f64<E>(self, _: f64) -> Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_bool<E>(self, _: bool) -> Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_unit<E>(self) -> Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut a: A) -> Result<Loose, A::Error> {
                while a.next_element::<serde::de::IgnoredAny>()?.is_some() {}
                Ok(Loose::Other)
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut a: A) -> Result<Loose, A::Error> {
                while a
                    .next_entry::<serde::de::IgnoredAny, serde::de::IgnoredAny>()?
                    .is_some()
                {}
                Ok(Loose::Other)
            }
        }
        d.deserialize_any(Visit)
    }
}

/// The event a file describes, checked; its results under `results` when given (a reader that
/// reads every result as recorded, [`Results::AsRecorded`]), else under its own ruleset.
pub(in crate::core) fn event(
    file: EventFile,
    results: Option<Results>,
) -> Result<Event, InputError> {
    if file.format != FORMAT {
        return Err(InputError::new(format!(
            "this JSON is a `{}`, not a `{FORMAT}`: export the event from Tiebreak.",
            file.format
        )));
    }
    let ruleset = match file.ruleset {
        RulesetField::Preset(name) => {
            Ruleset::preset(&name).map_err(|e| InputError::new(e.to_string()))?
        }
        RulesetField::Custom(r) => Ruleset::from(r),
    };
    ruleset.validate()?;
    let (names, roll) = players(&file.players)?;
    let mut event = Event {
        name: file.name,
        date: file.date,
        best_of: file.best_of,
        ruleset,
        players: Vec::with_capacity(file.players.len()),
        rounds: Vec::with_capacity(file.rounds.len()),
        planned_rounds: file.planned_rounds,
        seed: file.seed,
        missed_rounds: file.missed_rounds.unwrap_or_default(),
        playoff: None,
        log: Vec::with_capacity(file.log.len()),
        penalties: Vec::with_capacity(file.penalties.len()),
        published: None,
        stages: file.stages,
    };
    for (p, name) in file.players.into_iter().zip(names) {
        event.players.push(Player {
            name,
            dropped_after: p.dropped_after,
            entered_round: p.entered_round,
            fixed_table: p.fixed_table,
            byes: p.byes,
        });
    }
    let find = |name: &str, at: &dyn Fn() -> String| roll.find(name, at);
    for (i, round) in file.rounds.into_iter().enumerate() {
        let number = i as u32 + 1;
        if round.round != number {
            return Err(InputError::new(format!(
                "the rounds are out of order: the round at position {number} says it is round {}. List the rounds as 1, 2, 3.",
                round.round
            )));
        }
        let mut pairings = Vec::with_capacity(round.tables.len());
        let mut numbers = Vec::new();
        let mut extensions = Vec::new();
        let numbered = round.tables.iter().any(|t| t.table.is_some());
        for (t, table) in round.tables.into_iter().enumerate() {
            let at = || format!("round {number}, table {}", t + 1);
            if numbered {
                numbers.push(table.table.ok_or_else(|| {
                    InputError::new(format!(
                        "{}: missing field `table`: when one table of a round has a number, every table has one.",
                        at()
                    ))
                })?);
            }
            extensions.push(table.extension);
            pairings.push(match table {
                TableFile {
                    bye: Some(bye),
                    a: None,
                    b: None,
                    result: None,
                    ..
                } => Pairing::Bye {
                    player: find(&bye, &at)?,
                },
                TableFile {
                    bye: None,
                    a: Some(a),
                    b: Some(b),
                    result,
                    ..
                } => Pairing::Match {
                    a: find(&a, &at)?,
                    b: find(&b, &at)?,
                    result: result.map(|r| GameResult::new(r.a_wins, r.b_wins, r.draws)),
                },
                TableFile { bye: Some(_), .. } => {
                    return Err(InputError::new(format!(
                        "{}: a table is a bye (`bye` alone) or a match (`a`, `b` and `result`), not both.",
                        at()
                    )))
                }
                TableFile { a, .. } => {
                    let missing = if a.is_none() { "a" } else { "b" };
                    return Err(InputError::new(format!(
                        "{}: missing field `{missing}`: a match names both players, `a` and `b`.",
                        at()
                    )));
                }
            });
        }
        let mut read = Round {
            pairings,
            numbers,
            extensions,
            power: round.power,
            double_losses: round
                .double_losses
                .iter()
                .map(|&t| (t as usize).wrapping_sub(1))
                .collect(),
            lost_byes: round
                .lost_byes
                .iter()
                .map(|&t| (t as usize).wrapping_sub(1))
                .collect(),
            paired_before: round
                .paired_before_corrections
                .iter()
                .map(|c| (c.round, c.table))
                .collect(),
        };
        read.drop_zero_extensions();
        event.rounds.push(read);
    }
    if let Some(p) = file.playoff {
        event.playoff = Some(playoff(p, &find)?);
    }
    for (i, p) in file.penalties.into_iter().enumerate() {
        let at = || format!("penalty {}", i + 1);
        let Some(kind) = PenaltyKind::from_code(&p.kind) else {
            return Err(InputError::new(format!(
                "{}: `{}` is not a kind of penalty: expected `warning`, `game-loss`, `match-loss` or `disqualification`.",
                at(),
                one_line(p.kind.chars().take(40).collect())
            )));
        };
        event.penalties.push(Penalty {
            round: p.round,
            player: find(&p.player, &at)?,
            kind,
            reason: p.reason.trim().to_string(),
            at: p.at,
        });
    }
    for (i, e) in file.log.into_iter().enumerate() {
        event
            .log
            .push(log_entry(e).map_err(|m| InputError::new(format!("log entry {}: {m}", i + 1)))?);
    }
    // The log names players as text: a player told apart is renamed in it too, as
    // `Event::rename_player` renames.
    if let Some(older) = &roll.older {
        for n in event.log.iter_mut().flat_map(|e| &mut e.players) {
            if let Some(&id) = older.get(&older_key(n)) {
                if roll.told_apart.contains(&id) {
                    n.clone_from(&event.players[id].name);
                }
            }
        }
    }
    event.validate_with(results.unwrap_or(event.ruleset.results))?;
    if let Some(p) = file.published {
        event.published = Some(published_with(p, &event, &find)?);
    }
    Ok(event)
}

/// The players of an event file found by the names its rounds, playoff, penalties, published
/// standings and log give them: linear reading, a map from name to player.
struct Roll {
    /// Each player's [`name_key`] to the player.
    keys: NameMap<String>,
    /// Only for a file with players [`players`] told apart: each name's [`older_key`] to its
    /// player, tried first, since that file names each player by it.
    older: Option<HashMap<String, PlayerId>>,
    /// The players whose names [`players`] changed to tell them apart from an earlier one.
    told_apart: Vec<PlayerId>,
}

impl Roll {
    /// The player a file's `name` stands for, or a sentence saying where (`at`) it is not a
    /// player's.
    fn find(&self, name: &str, at: &dyn Fn() -> String) -> Result<PlayerId, InputError> {
        self.older
            .as_ref()
            .and_then(|older| older.get(&older_key(name)))
            .or_else(|| self.keys.get(name_key_of(name).as_ref()))
            .copied()
            .ok_or_else(|| {
                InputError::new(format!("{}: `{name}` is not in the players list.", at()))
            })
    }
}

/// The key builds before issue 41 compared names by: trimmed and lower-case, the spaces inside
/// and the encoding of accents as written. Such a build let two players be `Alice Nguyen` and
/// `Alice  Nguyen`, and its file names each by this key.
fn older_key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// The names of a file's players, each in its stored form ([`check_name`]), and the players by
/// name. Two names [`name_key`] makes one are refused when an older build would have refused
/// them too ([`older_key`]); otherwise the file is one such a build wrote, and it still reads:
/// the later player is told apart as the archive reader tells players apart, with ` (2)` after
/// the name (` (3)`, … when another player has that).
fn players(players: &[super::wire::PlayerFile]) -> Result<(Vec<String>, Roll), InputError> {
    let mut names: Vec<String> = Vec::with_capacity(players.len());
    let mut keys: NameMap<String> =
        NameMap::with_capacity_and_hasher(players.len(), Default::default());
    let mut told_apart = Vec::new();
    for (id, p) in players.iter().enumerate() {
        let name = check_name(&p.name)?;
        match keys.entry(name_key(&name)) {
            Entry::Occupied(first) => {
                let first = *first.get();
                if older_key(&players[first].name) == older_key(&p.name) {
                    return Err(duplicate_name(&names[first]));
                }
                told_apart.push(id);
            }
            Entry::Vacant(slot) => {
                slot.insert(id);
            }
        }
        names.push(name);
    }
    if told_apart.is_empty() {
        let roll = Roll {
            keys,
            older: None,
            told_apart,
        };
        return Ok((names, roll));
    }
    // The file's names as an older build told them apart: two it would have refused are still
    // refused, wherever they are in the list.
    let mut older: HashMap<String, PlayerId> = HashMap::with_capacity(players.len());
    for (id, p) in players.iter().enumerate() {
        match older.entry(older_key(&p.name)) {
            Entry::Occupied(first) => {
                return Err(duplicate_name(&names[*first.get()]));
            }
            Entry::Vacant(slot) => {
                slot.insert(id);
            }
        }
    }
    for &id in &told_apart {
        // The first number no other player's name has: there are fewer players than numbers.
        let mut n = 2;
        let (name, key) = loop {
            let name = numbered(&names[id], n);
            let key = name_key(&name);
            if !keys.contains_key(&key) {
                break (name, key);
            }
            n += 1;
        };
        keys.insert(key, id);
        names[id] = name;
    }
    let roll = Roll {
        keys,
        older: Some(older),
        told_apart,
    };
    Ok((names, roll))
}

/// `name (n)`, the name cut short to keep it within [`MAX_NAME_CHARS`].
fn numbered(name: &str, n: usize) -> String {
    let suffix = format!(" ({n})");
    let room = MAX_NAME_CHARS - suffix.len();
    let base = match name.char_indices().nth(room) {
        Some((at, _)) => name[..at].trim_end(),
        None => name,
    };
    format!("{base}{suffix}")
}

/// Finds a player by the name a file gives, or says where (the second argument) the name is not
/// a player's.
type FindPlayer<'a> = dyn Fn(&str, &dyn Fn() -> String) -> Result<PlayerId, InputError> + 'a;

/// The playoff of an event file: a bracket seeded from `seeds` in the usual order (`first` left
/// out, as every earlier schema wrote it), or as played; checked whole ([`Playoff::check`]).
fn playoff(p: PlayoffFile, find: &FindPlayer) -> Result<Playoff, InputError> {
    let at = || "playoff".to_string();
    let seeds: Vec<PlayerId> = p
        .seeds
        .iter()
        .map(|s| find(s, &at))
        .collect::<Result<_, _>>()?;
    let mut playoff = if p.first.is_empty() {
        Playoff::seeded(seeds).map_err(|e| InputError::new(format!("playoff: {}", e.message)))?
    } else {
        let mut first = Vec::with_capacity(p.first.len());
        for (i, names) in p.first.iter().enumerate() {
            let at = || format!("playoff, first round, match {}", i + 1);
            first.push(match names.as_slice() {
                [a] => (find(a, &at)?, None),
                [a, b] => (find(a, &at)?, Some(find(b, &at)?)),
                _ => {
                    return Err(InputError::new(format!(
                        "{}: a match names two players, and a bye one, not {}.",
                        at(),
                        names.len()
                    )))
                }
            });
        }
        let mut played = Playoff::as_played(first);
        played.seeds = seeds;
        played
    };
    let count = playoff.winners.len();
    if p.winners.len() != count || !(p.results.is_empty() || p.results.len() == count) {
        return Err(InputError::new(format!(
            "playoff: its bracket has {count} matches, but {} winners and {} results are listed.",
            p.winners.len(),
            p.results.len()
        )));
    }
    for (i, w) in p.winners.iter().enumerate() {
        playoff.winners[i] = w.as_deref().map(|w| find(w, &at)).transpose()?;
    }
    for (i, r) in p.results.iter().enumerate() {
        playoff.results[i] = r.as_ref().map(GameResult::from);
    }
    if let Some(t) = p.third_place {
        playoff.third_place = Some(ThirdPlace {
            winner: t.winner.as_deref().map(|w| find(w, &at)).transpose()?,
            result: t.result.as_ref().map(GameResult::from),
        });
    }
    Ok(playoff)
}

/// The published standings of an event file, by the event's players, checked
/// ([`Published::check`]). Apart from [`event`]: the players' link reads its published standings
/// (link version 6) through this same reader, once the event is read, naming the players as the
/// event does.
pub(in crate::core) fn published(p: PublishedFile, event: &Event) -> Result<Published, InputError> {
    // One map from name to player, as `event` builds for the rounds: a row a player, so a
    // search of the players for each would be quadratic.
    let keys: NameMap<String> = event
        .players
        .iter()
        .enumerate()
        .map(|(id, p)| (name_key(&p.name), id))
        .collect();
    let roll = Roll {
        keys,
        older: None,
        told_apart: Vec::new(),
    };
    published_with(p, event, &|name, at| roll.find(name, at))
}

/// [`published`] with the players found by `find`: an event file's published standings name
/// its players as its rounds do.
fn published_with(
    p: PublishedFile,
    event: &Event,
    find: &FindPlayer,
) -> Result<Published, InputError> {
    let mut published = Published {
        source: p.source,
        rows: Vec::with_capacity(p.standings.len()),
        missing_rounds: Vec::new(),
        notes: Vec::new(),
    };
    for (i, row) in p.standings.into_iter().enumerate() {
        let at = || format!("published standings, row {}", i + 1);
        let figure = |text: Option<String>, field: &str| {
            text.map(|t| {
                Decimal::parse(&t).ok_or_else(|| {
                    InputError::new(format!(
                        "{}: `{field}` is `{}`, not a decimal number such as 0.5555555.",
                        at(),
                        one_line(t.chars().take(40).collect())
                    ))
                })
            })
            .transpose()
        };
        let record = match (row.wins, row.losses, row.draws) {
            (Some(w), Some(l), Some(d)) => Some((w, l, d)),
            (None, None, None) => None,
            _ => {
                return Err(InputError::new(format!(
                    "{}: give `wins`, `losses` and `draws` together, or none of them.",
                    at()
                )))
            }
        };
        published.rows.push(PublishedRow {
            player: find(&row.player, &at)?,
            rank: row.rank,
            points: row.points,
            record,
            omw: figure(row.omw, "omw")?,
            gw: figure(row.gw, "gw")?,
            ogw: figure(row.ogw, "ogw")?,
            not_percentages: row.not_percentages.columns(),
        });
    }
    published.missing_rounds = p.missing_rounds;
    published.notes = p.notes;
    published.check(event.players.len(), |p| event.players[p].name.clone())?;
    Ok(published)
}

/// Log entries written as `tiebreak log --format json` writes them (a JSON array), read back with
/// each kind checked: the changes kept for undo beside an event hold what each one logged.
pub fn read_log_json(text: &str) -> Result<Vec<LogEntry>, InputError> {
    let files: Vec<LogFile> = serde_json::from_str(text)
        .map_err(|e| InputError::new(format!("the log cannot be read: {e}.")))?;
    files.into_iter().map(log_entry).collect()
}

/// A log entry as read, its kind checked (the rest is checked by [`Event::validate`]).
fn log_entry(e: LogFile) -> Result<LogEntry, InputError> {
    let Some(kind) = LogKind::from_code(&e.kind) else {
        let codes: Vec<String> = LogKind::ALL
            .iter()
            .map(|k| format!("`{}`", k.code()))
            .collect();
        return Err(InputError::new(format!(
            "`{}` is not a kind of entry: expected one of {}.",
            one_line(e.kind.chars().take(40).collect()),
            codes.join(", ")
        )));
    };
    Ok(LogEntry {
        at: e.at,
        kind,
        round: e.round,
        table: e.table,
        players: e.players,
        before: e.before,
        after: e.after,
        reason: e.reason,
    })
}
