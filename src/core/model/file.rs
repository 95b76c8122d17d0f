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

use std::collections::HashMap;

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};

use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::{
    ByeGames, DrawnGames, EmptyFigure, PlayoffFigures, RepeatedOpponents, Results, Ruleset,
    StageFigures, Tiebreaker,
};
use crate::core::model::event::{
    check_name, duplicate_name, name_key, one_line, Event, GameResult, InputError, MissedRounds,
    Pairing, Player, PlayerId, Round,
};
use crate::core::model::json_path;
use crate::core::model::log::{LogEntry, LogKind, Penalty, PenaltyKind};
use crate::core::model::playoff::{Playoff, ThirdPlace};
use crate::core::model::published::{Column, Decimal, Published, PublishedRow};

/// The `format` field of every event file.
pub const FORMAT: &str = "tiebreak-event";
/// The newest schema version this build writes. Older versions are read; newer ones are refused.
///
/// Schema 2 added the corrections log (`log`), the penalties (`penalties`) and a round's
/// `paired_before_corrections`; a schema 1 file reads as an event with none of them. Schema 3
/// added the published standings (`published`) and two choices of a ruleset (`results`,
/// `empty_figure`, which the `melee` preset makes); an event that uses none of them is still
/// written as schema 2 ([`schema_of`]), byte for byte as before, so that an older build reads it.
pub const SCHEMA_VERSION: u32 = 4;

/// The schema an event is written with: 4 when it holds what schema 4 added (a ruleset's choice
/// of drawn games, the playoff or stages; the event's stages; a double loss; a playoff as
/// played; published figures that are not percentages or rounds missing from a platform's
/// numbering), else 3 when it carries published standings or its ruleset makes a choice that
/// schema 3 added, else 2.
pub fn schema_of(event: &Event) -> u32 {
    let r = &event.ruleset;
    // A preset is written by its name: the earlier presets' names an earlier build reads as
    // they were (`melee` is today's `melee` on an event without stages or a playoff).
    let new_ruleset = if r.is_preset() {
        !crate::core::base::ruleset::PRESETS[..8]
            .iter()
            .any(|p| p.name == r.name)
    } else {
        r.drawn_games != DrawnGames::default()
            || r.playoff != PlayoffFigures::default()
            || r.stages != StageFigures::default()
            || r.results == Results::AsRecordedUnplayed
            || r.empty_figure == EmptyFigure::Zero
    };
    let four = new_ruleset
        || !event.stages.is_empty()
        || event
            .rounds
            .iter()
            .any(|round| !round.double_losses.is_empty())
        || event.playoff.as_ref().is_some_and(|p| !plain_seeded(p))
        || event.published.as_ref().is_some_and(|p| {
            !p.missing_rounds.is_empty()
                || !p.notes.is_empty()
                || p.rows.iter().any(|r| !r.not_percentages.is_empty())
        });
    if four {
        4
    } else if event.published.is_some()
        || r.results != Results::default()
        || r.empty_figure != EmptyFigure::default()
    {
        3
    } else {
        2
    }
}

/// The file, field by field, in the order earlier builds wrote them.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct EventFile {
    pub(in crate::core) format: String,
    pub(in crate::core) schema: u32,
    #[serde(default)]
    pub(in crate::core) name: String,
    #[serde(default)]
    pub(in crate::core) date: String,
    #[serde(default = "best_of_three")]
    pub(in crate::core) best_of: u32,
    #[serde(default)]
    pub(in crate::core) ruleset: RulesetField,
    pub(in crate::core) players: Vec<PlayerFile>,
    #[serde(default)]
    pub(in crate::core) rounds: Vec<RoundFile>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) planned_rounds: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) missed_rounds: Option<MissedRounds>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) playoff: Option<PlayoffFile>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(in crate::core) penalties: Vec<PenaltyFile>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(in crate::core) log: Vec<LogFile>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) published: Option<PublishedFile>,
    /// Schema 4: the last round of each stage but the last.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(in crate::core) stages: Vec<u32>,
}

/// The standings a platform published (schema 3): `{"source", "standings": [...]}`.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct PublishedFile {
    #[serde(default)]
    pub(in crate::core) source: String,
    pub(in crate::core) standings: Vec<PublishedRowFile>,
    /// Schema 4: the rounds the platform's numbering skips.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(in crate::core) missing_rounds: Vec<u32>,
    /// Schema 4: what the reader noticed about the platform's file.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(in crate::core) notes: Vec<String>,
}

/// One published row: the player by name, and each figure as published, the percentages as
/// decimal text (`"0.5555555"`) so that every digit is kept.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct PublishedRowFile {
    pub(in crate::core) player: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) rank: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) points: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) wins: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) losses: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) draws: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) omw: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) gw: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) ogw: Option<String>,
    /// Schema 4: the figures published as something that is not a percentage, as written.
    #[serde(default, skip_serializing_if = "NotPercentagesFile::is_empty")]
    pub(in crate::core) not_percentages: NotPercentagesFile,
}

/// A published row's figures that are not percentages (`{"gw": "-0.2"}`), as written.
#[derive(Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct NotPercentagesFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) omw: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) gw: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) ogw: Option<String>,
}

impl NotPercentagesFile {
    fn is_empty(&self) -> bool {
        self.omw.is_none() && self.gw.is_none() && self.ogw.is_none()
    }

    fn of(row: &PublishedRow) -> NotPercentagesFile {
        let text = |c| row.not_percentage(c).map(str::to_string);
        NotPercentagesFile {
            omw: text(Column::Omw),
            gw: text(Column::Gw),
            ogw: text(Column::Ogw),
        }
    }

    fn columns(self) -> Vec<(Column, String)> {
        [
            (Column::Omw, self.omw),
            (Column::Gw, self.gw),
            (Column::Ogw, self.ogw),
        ]
        .into_iter()
        .filter_map(|(c, t)| Some((c, t?)))
        .collect()
    }
}

/// A penalty: `{"round", "player", "kind", "reason", "at"}`.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct PenaltyFile {
    pub(in crate::core) round: u32,
    pub(in crate::core) player: String,
    pub(in crate::core) kind: String,
    #[serde(default)]
    pub(in crate::core) reason: String,
    pub(in crate::core) at: String,
}

/// An entry of the corrections log, its fields in the order of the docs.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct LogFile {
    pub(crate) at: String,
    pub(crate) kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) round: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) table: Option<u32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) players: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) before: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) after: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) reason: Option<String>,
}

impl From<&LogEntry> for LogFile {
    fn from(e: &LogEntry) -> LogFile {
        LogFile {
            at: e.at.clone(),
            kind: e.kind.code().to_string(),
            round: e.round,
            table: e.table,
            players: e.players.clone(),
            before: e.before.clone(),
            after: e.after.clone(),
            reason: e.reason.clone(),
        }
    }
}

/// A correction of an earlier round made after this one was paired.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct CorrectionFile {
    pub(in crate::core) round: u32,
    pub(in crate::core) table: u32,
}

/// The log as the event file writes it: the JSON array of `tiebreak log --format json`.
pub fn write_log_json(event: &Event) -> String {
    let entries: Vec<LogFile> = event.log.iter().map(LogFile::from).collect();
    serde_json::to_string_pretty(&entries).unwrap_or_default()
}

fn best_of_three() -> u32 {
    3
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct PlayerFile {
    pub(in crate::core) name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) dropped_after: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) entered_round: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) fixed_table: Option<u32>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub(in crate::core) byes: u32,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct RoundFile {
    pub(in crate::core) round: u32,
    pub(in crate::core) tables: Vec<TableFile>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(in crate::core) paired_before_corrections: Vec<CorrectionFile>,
    /// Written only for a power-paired round.
    #[serde(default, skip_serializing_if = "is_false")]
    pub(in crate::core) power: bool,
    /// Schema 4: the tables (1 the first, in the order listed) whose match both players lost.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(in crate::core) double_losses: Vec<u32>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A match (`a`, `b` and maybe `result`) or a bye (`bye` alone).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct TableFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) a: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) b: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) result: Option<ResultFile>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) bye: Option<String>,
    /// The printed table number, written when a fixed table moved the round's numbers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) table: Option<u32>,
    /// Extra minutes given to this table.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub(in crate::core) extension: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct ResultFile {
    pub(in crate::core) a_wins: u32,
    pub(in crate::core) b_wins: u32,
    pub(in crate::core) draws: u32,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct PlayoffFile {
    #[serde(default)]
    pub(in crate::core) seeds: Vec<String>,
    pub(in crate::core) winners: Vec<Option<String>>,
    /// Schema 4: the first round as played, in bracket order (a match's two names, or a bye's
    /// one); left out for a bracket seeded from `seeds` in the usual order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(in crate::core) first: Vec<Vec<String>>,
    /// Schema 4: each match's games, when known.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(in crate::core) results: Vec<Option<ResultFile>>,
    /// Schema 4: the match for third place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) third_place: Option<ThirdPlaceFile>,
}

/// The match for third place: its winner and games, each when known.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct ThirdPlaceFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) winner: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::core) result: Option<ResultFile>,
}

impl From<GameResult> for ResultFile {
    fn from(r: GameResult) -> ResultFile {
        ResultFile {
            a_wins: r.a_wins,
            b_wins: r.b_wins,
            draws: r.draws,
        }
    }
}

impl From<&ResultFile> for GameResult {
    fn from(r: &ResultFile) -> GameResult {
        GameResult::new(r.a_wins, r.b_wins, r.draws)
    }
}

/// Whether `playoff` is the bracket of its seeds in the usual order, with winners only: written
/// as earlier schemas did (`seeds` and `winners`).
fn plain_seeded(playoff: &Playoff) -> bool {
    playoff.third_place.is_none()
        && playoff.results.iter().all(Option::is_none)
        && Playoff::seeded(playoff.seeds.clone()).is_ok_and(|s| s.first == playoff.first)
}

/// A preset name, or a ruleset with every option spelled out.
#[derive(Serialize)]
#[serde(untagged)]
pub(in crate::core) enum RulesetField {
    Preset(String),
    Custom(RulesetFile),
}

impl Default for RulesetField {
    fn default() -> RulesetField {
        RulesetField::Preset(Ruleset::default().name)
    }
}

/// Read by hand rather than `untagged`, so that an error inside the object keeps its own words.
impl<'de> Deserialize<'de> for RulesetField {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<RulesetField, D::Error> {
        struct Field;
        impl<'de> Visitor<'de> for Field {
            type Value = RulesetField;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a preset name or an object")
            }
            fn visit_str<E: de::Error>(self, name: &str) -> Result<RulesetField, E> {
                Ok(RulesetField::Preset(name.to_string()))
            }
            fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<RulesetField, M::Error> {
                let custom = RulesetFile::deserialize(de::value::MapAccessDeserializer::new(map));
                custom.map(RulesetField::Custom)
            }
        }
        d.deserialize_any(Field)
    }
}

/// A ruleset with every option spelled out; a floor that is missing or `null` is no floor.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::core) struct RulesetFile {
    pub(in crate::core) name: String,
    #[serde(default, with = "floor")]
    pub(in crate::core) match_win_floor: Option<Fraction>,
    #[serde(default, with = "floor")]
    pub(in crate::core) game_win_floor: Option<Fraction>,
    #[serde(default, with = "floor")]
    pub(in crate::core) opponent_game_win_floor: Option<Fraction>,
    pub(in crate::core) byes_in_match_win: bool,
    pub(in crate::core) bye_games: ByeGames,
    pub(in crate::core) repeated_opponents: RepeatedOpponents,
    pub(in crate::core) tiebreakers: Vec<Tiebreaker>,
    /// Schema 3; left out when it is the default (`best-of`), as every earlier file is.
    #[serde(default, skip_serializing_if = "is_default")]
    pub(in crate::core) results: Results,
    /// Schema 3; left out when it is the default (`none`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub(in crate::core) empty_figure: EmptyFigure,
    /// Schema 4; left out when it is the default (`one`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub(in crate::core) drawn_games: DrawnGames,
    /// Schema 4; left out when it is the default (`left-out`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub(in crate::core) playoff: PlayoffFigures,
    /// Schema 4; left out when it is the default (`end`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub(in crate::core) stages: StageFigures,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// A floor is written as its ratio in a string (`"33/100"`), and read as a ratio or a decimal.
mod floor {
    use crate::core::base::fraction::Fraction;
    use serde::{de, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(f: &Option<Fraction>, s: S) -> Result<S::Ok, S::Error> {
        match f {
            Some(f) => s.serialize_str(&f.ratio()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Fraction>, D::Error> {
        let Some(text) = Option::<String>::deserialize(d)? else {
            return Ok(None);
        };
        match Fraction::parse(&text) {
            Some(f) => Ok(Some(f)),
            None => Err(de::Error::custom(format!(
                "`{text}` is not a fraction: write it like `1/3` or `0.33`"
            ))),
        }
    }
}

impl From<&Ruleset> for RulesetFile {
    fn from(r: &Ruleset) -> RulesetFile {
        RulesetFile {
            name: r.name.clone(),
            match_win_floor: r.match_win_floor,
            game_win_floor: r.game_win_floor,
            opponent_game_win_floor: r.opponent_game_win_floor,
            byes_in_match_win: r.byes_in_match_win,
            bye_games: r.bye_games,
            repeated_opponents: r.repeated_opponents,
            tiebreakers: r.tiebreakers.clone(),
            results: r.results,
            empty_figure: r.empty_figure,
            drawn_games: r.drawn_games,
            playoff: r.playoff,
            stages: r.stages,
        }
    }
}

impl From<RulesetFile> for Ruleset {
    fn from(r: RulesetFile) -> Ruleset {
        Ruleset {
            name: r.name,
            match_win_floor: r.match_win_floor,
            game_win_floor: r.game_win_floor,
            opponent_game_win_floor: r.opponent_game_win_floor,
            byes_in_match_win: r.byes_in_match_win,
            bye_games: r.bye_games,
            repeated_opponents: r.repeated_opponents,
            tiebreakers: r.tiebreakers,
            results: r.results,
            empty_figure: r.empty_figure,
            drawn_games: r.drawn_games,
            playoff: r.playoff,
            stages: r.stages,
        }
    }
}

fn ruleset_field(ruleset: &Ruleset) -> RulesetField {
    if ruleset.is_preset() {
        RulesetField::Preset(ruleset.name.clone())
    } else {
        RulesetField::Custom(RulesetFile::from(ruleset))
    }
}

/// Writes an event as pretty JSON, for people and files.
pub fn write_event_json(event: &Event) -> String {
    indent(&write_event_json_compact(event))
}

/// Writes an event as compact JSON, for storage: the same file, about half the size.
pub fn write_event_json_compact(event: &Event) -> String {
    serde_json::to_string(&event_file(event)).unwrap_or_default()
}

/// Compact JSON (serde_json's, as [`write_event_json_compact`] writes it) laid out as
/// serde_json's pretty writer lays it out: two spaces a level, `": "` after a key, `[]` and `{}`
/// when empty. One writer of the file's fields, not two: serde_json's pretty writer is a second
/// copy of every type's serializer, 3.9 KB of the organizer's gzipped bundle (PERFORMANCE.md).
/// The tests hold it to serde_json's own pretty output.
fn indent(compact: &str) -> String {
    let mut out = String::with_capacity(compact.len() * 2);
    let mut depth = 0usize;
    let mut chars = compact.chars().peekable();
    let newline = |out: &mut String, depth: usize| {
        out.push('\n');
        for _ in 0..depth {
            out.push_str("  ");
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                out.push('"');
                while let Some(c) = chars.next() {
                    out.push(c);
                    match c {
                        '\\' => out.extend(chars.next()),
                        '"' => break,
                        _ => {}
                    }
                }
            }
            '{' | '[' => {
                out.push(c);
                let close = if c == '{' { '}' } else { ']' };
                if chars.peek() == Some(&close) {
                    out.extend(chars.next());
                } else {
                    depth += 1;
                    newline(&mut out, depth);
                }
            }
            '}' | ']' => {
                depth = depth.saturating_sub(1);
                newline(&mut out, depth);
                out.push(c);
            }
            ',' => {
                out.push(',');
                newline(&mut out, depth);
            }
            ':' => out.push_str(": "),
            c => out.push(c),
        }
    }
    out
}

/// The file's fields, from the event. (Serializing these types cannot fail: every key is a string.)
fn event_file(event: &Event) -> EventFile {
    let name = |p: usize| event.players[p].name.clone();
    let ruleset = ruleset_field(&event.ruleset);
    let players = event.players.iter().map(|p| PlayerFile {
        name: p.name.clone(),
        dropped_after: p.dropped_after,
        entered_round: p.entered_round,
        fixed_table: p.fixed_table,
        byes: p.byes,
    });
    let table = |p: &Pairing| match *p {
        Pairing::Match { a, b, result } => TableFile {
            a: Some(name(a)),
            b: Some(name(b)),
            result: result.map(|r| ResultFile {
                a_wins: r.a_wins,
                b_wins: r.b_wins,
                draws: r.draws,
            }),
            bye: None,
            table: None,
            extension: 0,
        },
        Pairing::Bye { player } => TableFile {
            a: None,
            b: None,
            result: None,
            bye: Some(name(player)),
            table: None,
            extension: 0,
        },
    };
    let rounds = event.rounds.iter().enumerate().map(|(i, r)| RoundFile {
        round: i as u32 + 1,
        tables: r
            .pairings
            .iter()
            .enumerate()
            .map(|(t, p)| TableFile {
                table: (!r.numbers.is_empty()).then(|| r.number(t)),
                extension: r.extension(t),
                ..table(p)
            })
            .collect(),
        paired_before_corrections: r
            .paired_before
            .iter()
            .map(|&(round, table)| CorrectionFile { round, table })
            .collect(),
        power: r.power,
        double_losses: r.double_losses.iter().map(|&t| t as u32 + 1).collect(),
    });
    EventFile {
        format: FORMAT.into(),
        schema: schema_of(event),
        name: event.name.clone(),
        date: event.date.clone(),
        best_of: event.best_of,
        ruleset,
        players: players.collect(),
        rounds: rounds.collect(),
        planned_rounds: event.planned_rounds,
        seed: event.seed,
        missed_rounds: (event.missed_rounds != MissedRounds::default())
            .then_some(event.missed_rounds),
        playoff: event.playoff.as_ref().map(|p| {
            let plain = plain_seeded(p);
            PlayoffFile {
                seeds: p.seeds.iter().map(|&s| name(s)).collect(),
                winners: p.winners.iter().map(|w| w.map(name)).collect(),
                first: if plain {
                    Vec::new()
                } else {
                    p.first
                        .iter()
                        .map(|&(a, b)| std::iter::once(a).chain(b).map(name).collect())
                        .collect()
                },
                results: if p.results.iter().all(Option::is_none) {
                    Vec::new()
                } else {
                    p.results.iter().map(|r| r.map(ResultFile::from)).collect()
                },
                third_place: p.third_place.map(|t| ThirdPlaceFile {
                    winner: t.winner.map(name),
                    result: t.result.map(ResultFile::from),
                }),
            }
        }),
        penalties: event
            .penalties
            .iter()
            .map(|p| PenaltyFile {
                round: p.round,
                player: name(p.player),
                kind: p.kind.code().to_string(),
                reason: p.reason.clone(),
                at: p.at.clone(),
            })
            .collect(),
        log: event.log.iter().map(LogFile::from).collect(),
        published: event.published.as_ref().map(|p| PublishedFile {
            source: p.source.clone(),
            standings: p
                .rows
                .iter()
                .map(|r| PublishedRowFile {
                    player: name(r.player),
                    rank: r.rank,
                    points: r.points,
                    wins: r.record.map(|r| r.0),
                    losses: r.record.map(|r| r.1),
                    draws: r.record.map(|r| r.2),
                    omw: r.omw.as_ref().map(|d| d.text.clone()),
                    gw: r.gw.as_ref().map(|d| d.text.clone()),
                    ogw: r.ogw.as_ref().map(|d| d.text.clone()),
                    not_percentages: NotPercentagesFile::of(r),
                })
                .collect(),
            missing_rounds: p.missing_rounds.clone(),
            notes: p.notes.clone(),
        }),
        stages: event.stages.clone(),
    }
}

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
    let mut file: EventFile = parse(text).map_err(|(line, message)| {
        InputError::at(
            line,
            format!("{message}. Check the event file against an export from Tiebreak."),
        )
    })?;
    let published_file = file.published.take();
    let mut event = event(file, results)?;
    if let Some(p) = published_file {
        event.published = Some(published(p, &event)?);
    }
    Ok(event)
}

/// Looks at the format and the version first, so that a foreign or newer file is named as such
/// and not as a field error. A text that is not JSON is left to [`parse`] to describe.
fn check_version(text: &str) -> Result<(), InputError> {
    #[derive(Deserialize)]
    struct Head {
        format: Option<serde_json::Value>,
        schema: Option<serde_json::Value>,
    }
    let Ok(head) = serde_json::from_str::<Head>(text) else {
        return Ok(());
    };
    if let Some(serde_json::Value::String(format)) = head.format {
        if format != FORMAT {
            return Err(InputError::new(format!(
                "this JSON is a `{format}`, not a `{FORMAT}`: export the event from Tiebreak."
            )));
        }
    }
    if let Some(schema) = head.schema.and_then(|s| s.as_u64()) {
        if schema > u64::from(SCHEMA_VERSION) {
            return Err(InputError::new(format!(
                "this event was saved by a newer Tiebreak (schema {schema}; this one reads up to {SCHEMA_VERSION}): update Tiebreak to open it."
            )));
        }
    }
    Ok(())
}

/// Reads JSON text into `T`; an error is its line and a sentence that names the field's path.
///
/// serde_json refuses a field given twice (`duplicate field`), anything after the value, and more
/// than 128 nested arrays and objects, before the stack could grow any deeper.
pub(crate) fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, (usize, String)> {
    parse_borrowed(text)
}

/// [`parse`] into a value that may borrow from the text (the archive reader's names). A refusal
/// names the field from where serde_json stopped ([`crate::core::model::json_path`]).
pub(crate) fn parse_borrowed<'de, T: Deserialize<'de>>(
    text: &'de str,
) -> Result<T, (usize, String)> {
    serde_json::from_str(text).map_err(|e: serde_json::Error| {
        let at = json_path::offset(text, e.line(), e.column());
        (e.line().max(1), sentence(&e, &json_path::path_at(text, at)))
    })
}

/// [`parse`] without the path: the error names "a field" rather than which. Only the app's
/// index of stored events reads with it (`store::index`), a file of the app's own that no user
/// writes; every event file is read with its path.
pub(crate) fn parse_quick<T: serde::de::DeserializeOwned>(
    text: &str,
) -> Result<T, (usize, String)> {
    serde_json::from_str(text).map_err(|e| (e.line().max(1), sentence(&e, "")))
}

/// serde_json's message for `e`, in the words of a sentence: the field's path, what it must be and
/// what was found.
fn sentence(e: &serde_json::Error, path: &str) -> String {
    let full = e.to_string();
    // serde_json ends every message with " at line L column C"; the line is given separately.
    let message = match full.rfind(" at line ") {
        Some(i) => &full[..i],
        None => &full,
    };
    let field = if path == "." {
        "the file".to_string()
    } else if path.is_empty() {
        "a field".to_string()
    } else {
        format!("`{path}`")
    };
    for prefix in ["invalid type: ", "invalid value: "] {
        if let Some((found, expected)) = message
            .strip_prefix(prefix)
            .and_then(|rest| rest.split_once(", expected "))
        {
            return format!("{field} must be {}", what_and_found(expected, found));
        }
    }
    if let Some(rest) = message.strip_prefix("unknown variant ") {
        if let Some((found, expected)) = rest.split_once(", expected ") {
            return format!("{field} must be {expected}, found {found}");
        }
    }
    if let Some(rest) = message.strip_prefix("unknown field ") {
        let rest = rest.replacen(", expected", ": expected", 1);
        let rest = rest.replace(", there are no fields", ": expected none");
        return format!("unknown field {rest}");
    }
    if let Some(name) = message.strip_prefix("duplicate field ") {
        return format!("the field {name} appears twice in one object");
    }
    if message.starts_with("missing field ") {
        return message.to_string();
    }
    match message {
        "recursion limit exceeded" => {
            "more than 128 arrays and objects are nested here".to_string()
        }
        "trailing characters" => "expected the end of the text after the value".to_string(),
        "EOF while parsing a string" => "unterminated string".to_string(),
        "EOF while parsing an object" => {
            "expected `,` or `}` after a value, found the end of the text".to_string()
        }
        "EOF while parsing a list" => {
            "expected `,` or `]` after a value, found the end of the text".to_string()
        }
        m if m.starts_with("EOF while parsing") => {
            "expected a value, found the end of the text".to_string()
        }
        m if e.is_syntax() => format!("this is not JSON: {m}"),
        m => format!("{field}: {m}"),
    }
}

/// What serde_json says a field expects and what it found, in words: `a whole number, found a
/// string`; a number out of range is shown with the range, `a whole number from 0 to 4294967295,
/// found `-1``.
fn what_and_found(expected: &str, found: &str) -> String {
    let (kind, value) = found.split_once(' ').unwrap_or((found, ""));
    let value = value.find('`').map_or(value, |i| &value[i..]);
    let max = match expected {
        "u32" => Some(u64::from(u32::MAX)),
        "u64" => Some(u64::MAX),
        "usize" => Some(usize::MAX as u64),
        _ => None,
    };
    let number = matches!(kind, "integer" | "floating");
    if let (Some(max), true) = (max, number) {
        return format!("a whole number from 0 to {max}, found {value}");
    }
    let expected = match expected {
        _ if max.is_some() => "a whole number",
        "a sequence" => "an array",
        "a map" => "an object",
        e if e.starts_with("struct ") => "an object",
        e => e,
    };
    let found = match kind {
        "string" => "a string",
        "map" => "an object",
        "sequence" => "an array",
        "null" | "unit" => "null",
        "boolean" => "a boolean",
        _ if number => "a number",
        _ => found,
    };
    format!("{expected}, found {found}")
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
    // One map from name to player, so that reading stays linear.
    let mut ids: HashMap<String, PlayerId> = HashMap::with_capacity(file.players.len());
    for (id, p) in file.players.into_iter().enumerate() {
        let name = check_name(&p.name)?;
        let key = name_key(&name);
        if let Some(&first) = ids.get(&key) {
            return Err(duplicate_name(&event.players[first].name));
        }
        ids.insert(key, id);
        event.players.push(Player {
            name,
            dropped_after: p.dropped_after,
            entered_round: p.entered_round,
            fixed_table: p.fixed_table,
            byes: p.byes,
        });
    }
    let find = |name: &str, at: &dyn Fn() -> String| {
        ids.get(&name_key(name)).copied().ok_or_else(|| {
            InputError::new(format!("{}: `{name}` is not in the players list.", at()))
        })
    };
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
    event.validate_with(results.unwrap_or(event.ruleset.results))?;
    Ok(event)
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
/// ([`Published::check`]). Apart from [`event`], which the players' link also reads (and a link
/// never carries published standings), so that the phone view's bundle does not hold this reader.
fn published(p: PublishedFile, event: &Event) -> Result<Published, InputError> {
    // One map from name to player, as `event` builds for the rounds: a row a player, so a
    // search of the players for each would be quadratic.
    let ids: HashMap<String, PlayerId> = event
        .players
        .iter()
        .enumerate()
        .map(|(id, p)| (name_key(&p.name), id))
        .collect();
    let find = |name: &str, at: &dyn Fn() -> String| {
        ids.get(&name_key(name)).copied().ok_or_else(|| {
            InputError::new(format!("{}: `{name}` is not in the players list.", at()))
        })
    };
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

/// A log entry as read, its kind checked (the rest is checked by [`Event::validate`]).
pub(crate) fn log_entry(e: LogFile) -> Result<LogEntry, InputError> {
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

#[cfg(test)]
pub(crate) mod oracle {
    //! The readers' refusals against serde_path_to_error's paths, on damaged files: the field a
    //! refusal names is worked out from where serde_json stopped ([`super::json_path`]), and
    //! these tests hold it to the path serde_path_to_error follows while it reads.

    use super::*;

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
