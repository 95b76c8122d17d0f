//! The event file's fields as serde types, in the order they are written, and the conversions
//! between a field and a value of the model that need nothing else: a result, a ruleset, a log
//! entry, a published row's figures.

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};

use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::{
    ByeGames, DrawnGames, EmptyFigure, MatchPoints, PlayoffFigures, RepeatedOpponents, Results,
    Ruleset, StageFigures, Tiebreaker, UnplayedRounds,
};
use crate::core::model::event::MissedRounds;
use crate::core::model::game_result::GameResult;
use crate::core::model::log::LogEntry;
use crate::core::model::published::{Column, PublishedRow};

/// The `format` field of every event file.
pub const FORMAT: &str = "tiebreak-event";

/// The newest schema version this build writes. Older versions are read; newer ones are refused.
///
/// Schema 2 added the corrections log (`log`), the penalties (`penalties`) and a round's
/// `paired_before_corrections`; a schema 1 file reads as an event with none of them. Schema 3
/// added the published standings (`published`) and two choices of a ruleset (`results`,
/// `empty_figure`, which the `melee` preset makes); an event that uses none of them is still
/// written as schema 2 (`schema_of` in `write.rs`), byte for byte as before, so that an older build reads it.
/// Schema 5 added the platforms' presets (`cardsrealm`, `topdeck`, `manatraders`) and the choice
/// for unplayed rounds (`unplayed_rounds`); an event that uses neither is written as before.
/// Schema 6 added a round's `lost_byes` (a bye the platform's file records as a loss); an event
/// without one is written as before. Schema 7 added the choices Melee's organizers made per
/// event, a bye's games `"as-round"` and the playoff `"by-round"` or `"everyone"`
/// ([`crate::core::Ruleset::makes_event_choice`]); a ruleset that makes none is written as before.
/// Schema 8 added a ruleset's `match_points` other than 3 and 1 (an event's own, as Topdeck's);
/// a ruleset of 3 and 1 is written as before.
pub const SCHEMA_VERSION: u32 = 8;

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
    pub(super) fn is_empty(&self) -> bool {
        self.omw.is_none() && self.gw.is_none() && self.ogw.is_none()
    }

    pub(super) fn of(row: &PublishedRow) -> NotPercentagesFile {
        let text = |c| row.not_percentage(c).map(str::to_string);
        NotPercentagesFile {
            omw: text(Column::Omw),
            gw: text(Column::Gw),
            ogw: text(Column::Ogw),
        }
    }

    pub(super) fn columns(self) -> Vec<(Column, String)> {
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
    /// Schema 6: the tables (1 the first) whose bye the platform's file records as a loss.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(in crate::core) lost_byes: Vec<u32>,
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
    /// Schema 5; left out when it is the default (`left-out`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub(in crate::core) unplayed_rounds: UnplayedRounds,
    /// Schema 8, as its code (`"5-1"`); left out when it is the default (`3-1`).
    #[serde(default, skip_serializing_if = "is_default", with = "match_points")]
    pub(in crate::core) match_points: MatchPoints,
}

/// A ruleset's match points are written as their code (`"5-1"`), and read from it.
mod match_points {
    use crate::core::base::ruleset::MatchPoints;
    use serde::{de, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(m: &MatchPoints, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&m.code())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<MatchPoints, D::Error> {
        let text = String::deserialize(d)?;
        MatchPoints::from_code(&text).ok_or_else(|| {
            de::Error::custom(format!(
                "`{}` is not a win's and a draw's match points: write them like `3-1`, a win from 1 to {} and a draw no more than a win",
                crate::core::base::error::one_line(text.chars().take(20).collect()),
                MatchPoints::MAX_WIN
            ))
        })
    }
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
            unplayed_rounds: r.unplayed_rounds,
            match_points: r.match_points,
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
            unplayed_rounds: r.unplayed_rounds,
            match_points: r.match_points,
        }
    }
}
