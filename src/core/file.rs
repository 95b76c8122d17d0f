//! The event file: the JSON the app exports and stores, and the CLI reads.
//!
//! Players are referred to by name, so the file reads well and survives hand edits. It carries a
//! schema version: a reader refuses a newer schema instead of guessing.
//!
//! ```
//! use tiebreak::core::{read_event_json, write_event_json, read_csv};
//! let event = read_csv("1,Ann,Bo,2,1,0\n", 3).unwrap();
//! let json = write_event_json(&event);
//! assert_eq!(read_event_json(&json).unwrap(), event);
//! ```

use serde::{Deserialize, Serialize};

use std::collections::HashMap;

use super::event::{
    clean_name, duplicate_name, name_key, Event, GameResult, InputError, MissedRounds, Pairing,
    Player, PlayerId, Round,
};
use super::playoff::Playoff;
use super::ruleset::Ruleset;

/// The `format` field of every event file.
pub const FORMAT: &str = "tiebreak-event";
/// The schema version written by this build. Older versions are read; newer ones are refused.
pub const SCHEMA_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct EventFile {
    format: String,
    schema: u32,
    #[serde(default)]
    name: String,
    #[serde(default)]
    date: String,
    #[serde(default = "three")]
    best_of: u32,
    #[serde(default)]
    ruleset: RulesetField,
    players: Vec<Player>,
    #[serde(default)]
    rounds: Vec<RoundFile>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    planned_rounds: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    #[serde(default, skip_serializing_if = "is_default")]
    missed_rounds: MissedRounds,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    playoff: Option<PlayoffFile>,
}

/// The two fields read first, whatever the rest holds, so that a newer or foreign file is named as
/// such rather than as a field error.
#[derive(Deserialize)]
struct Header {
    #[serde(default)]
    format: Option<String>,
    #[serde(default)]
    schema: Option<u64>,
}

/// The playoff, by player name: its seeds, first seed first, and each match's winner.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayoffFile {
    seeds: Vec<String>,
    winners: Vec<Option<String>>,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

fn three() -> u32 {
    3
}

/// A preset by name, or every option spelled out.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum RulesetField {
    Named(String),
    Custom(Ruleset),
}

impl Default for RulesetField {
    fn default() -> RulesetField {
        RulesetField::Named("mtr".into())
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RoundFile {
    round: u32,
    tables: Vec<TableFile>,
}

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum TableFile {
    Bye {
        bye: String,
    },
    Match {
        a: String,
        b: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        result: Option<GameResult>,
    },
}

/// Writes an event as pretty JSON, for people and files.
pub fn write_event_json(event: &Event) -> String {
    serde_json::to_string_pretty(&event_file(event)).unwrap_or_default()
}

/// Writes an event as compact JSON, for storage: the same file, about half the size.
pub fn write_event_json_compact(event: &Event) -> String {
    serde_json::to_string(&event_file(event)).unwrap_or_default()
}

fn event_file(event: &Event) -> EventFile {
    let name = |p: usize| event.players[p].name.clone();
    EventFile {
        format: FORMAT.into(),
        schema: SCHEMA_VERSION,
        name: event.name.clone(),
        date: event.date.clone(),
        best_of: event.best_of,
        ruleset: match Ruleset::preset(&event.ruleset.name) {
            Ok(preset) if preset == event.ruleset => RulesetField::Named(preset.name),
            _ => RulesetField::Custom(event.ruleset.clone()),
        },
        players: event.players.clone(),
        planned_rounds: event.planned_rounds,
        seed: event.seed,
        missed_rounds: event.missed_rounds,
        playoff: event.playoff.as_ref().map(|p| PlayoffFile {
            seeds: p.seeds.iter().map(|&s| name(s)).collect(),
            winners: p.winners.iter().map(|w| w.map(name)).collect(),
        }),
        rounds: event
            .rounds
            .iter()
            .enumerate()
            .map(|(i, r)| RoundFile {
                round: i as u32 + 1,
                tables: r
                    .pairings
                    .iter()
                    .map(|p| match *p {
                        Pairing::Match { a, b, result } => TableFile::Match {
                            a: name(a),
                            b: name(b),
                            result,
                        },
                        Pairing::Bye { player } => TableFile::Bye { bye: name(player) },
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// Whether a text looks like JSON rather than CSV.
pub fn looks_like_json(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('{')
}

/// Reads an event file, checking the schema and every table.
pub fn read_event_json(text: &str) -> Result<Event, InputError> {
    let text = text.trim_start_matches('\u{feff}');
    if text.trim().is_empty() {
        return Err(InputError::new(
            "the file is empty: expected a Tiebreak event exported as JSON.",
        ));
    }
    // Look at the version first, so that a newer file is named as such and not as a field error.
    if let Ok(header) = serde_json::from_str::<Header>(text) {
        if let Some(format) = header.format.as_deref() {
            if format != FORMAT {
                return Err(InputError::new(format!(
                    "this JSON is a `{format}`, not a `{FORMAT}`: export the event from Tiebreak."
                )));
            }
        }
        if let Some(schema) = header.schema {
            if schema > u64::from(SCHEMA_VERSION) {
                return Err(InputError::new(format!(
                    "this event was saved by a newer Tiebreak (schema {schema}; this one reads up to {SCHEMA_VERSION}): update Tiebreak to open it."
                )));
            }
        }
    }
    let file: EventFile = serde_json::from_str(text).map_err(|e| {
        let message = e.to_string();
        // serde_json ends its messages with " at line L column C"; say it our way.
        let message = message
            .split(" at line ")
            .next()
            .unwrap_or(&message)
            .to_string();
        InputError::at(
            e.line(),
            format!("{message}. Check the event file against an export from Tiebreak."),
        )
    })?;
    if file.format != FORMAT {
        return Err(InputError::new(format!(
            "this JSON is a `{}`, not a `{FORMAT}`: export the event from Tiebreak.",
            file.format
        )));
    }
    let ruleset = match file.ruleset {
        RulesetField::Named(name) => {
            Ruleset::preset(&name).map_err(|e| InputError::new(e.to_string()))?
        }
        RulesetField::Custom(r) => r,
    };
    let mut event = Event {
        name: file.name,
        date: file.date,
        best_of: file.best_of,
        ruleset,
        players: Vec::new(),
        rounds: Vec::new(),
        planned_rounds: file.planned_rounds,
        seed: file.seed,
        missed_rounds: file.missed_rounds,
        playoff: None,
    };
    // One map from name to player, so that reading a 2000-player event stays linear.
    let mut ids: HashMap<String, PlayerId> = HashMap::with_capacity(file.players.len());
    for (id, p) in file.players.iter().enumerate() {
        let name = clean_name(&p.name)?;
        if let Some(&first) = ids.get(&name_key(&name)) {
            return Err(duplicate_name(file.players[first].name.trim()));
        }
        ids.insert(name_key(&name), id);
    }
    event.players = file
        .players
        .into_iter()
        .map(|p| Player {
            name: p.name.trim().to_string(),
            ..p
        })
        .collect();
    for (i, round) in file.rounds.into_iter().enumerate() {
        let number = i as u32 + 1;
        if round.round != number {
            return Err(InputError::new(format!(
                "the rounds are out of order: the round at position {number} says it is round {}. List the rounds as 1, 2, 3.",
                round.round
            )));
        }
        let mut pairings = Vec::with_capacity(round.tables.len());
        for (t, table) in round.tables.into_iter().enumerate() {
            let find = |name: &str| {
                ids.get(&name_key(name)).copied().ok_or_else(|| {
                    InputError::new(format!(
                        "round {number}, table {}: `{name}` is not in the players list.",
                        t + 1
                    ))
                })
            };
            pairings.push(match table {
                TableFile::Bye { bye } => Pairing::Bye {
                    player: find(&bye)?,
                },
                TableFile::Match { a, b, result } => Pairing::Match {
                    a: find(&a)?,
                    b: find(&b)?,
                    result,
                },
            });
        }
        event.rounds.push(Round { pairings });
    }
    if let Some(p) = file.playoff {
        let find = |name: &str| {
            ids.get(&name_key(name)).copied().ok_or_else(|| {
                InputError::new(format!("playoff: `{name}` is not in the players list."))
            })
        };
        if p.seeds.len() != 8 && p.seeds.len() != 4 {
            return Err(InputError::new(format!(
                "playoff: {} seeds, but a playoff is a top 8 or a top 4.",
                p.seeds.len()
            )));
        }
        if p.winners.len() != p.seeds.len() - 1 {
            return Err(InputError::new(format!(
                "playoff: a top {} has {} matches, but {} winners are listed.",
                p.seeds.len(),
                p.seeds.len() - 1,
                p.winners.len()
            )));
        }
        let mut playoff = Playoff {
            seeds: p.seeds.iter().map(|s| find(s)).collect::<Result<_, _>>()?,
            winners: vec![None; p.winners.len()],
        };
        for (i, w) in p.winners.iter().enumerate() {
            if let Some(w) = w {
                playoff.set_winner(i, Some(find(w)?)).map_err(|e| {
                    InputError::new(format!("playoff, match {}: {}", i + 1, e.message))
                })?;
            }
        }
        event.playoff = Some(playoff);
    }
    event.validate()?;
    Ok(event)
}
