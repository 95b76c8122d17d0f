//! The rules core: the event model, the rulesets, the tiebreakers and their explanations, the
//! pairings, the playoff and the round view.
//!
//! This module knows nothing about the DOM, storage, files or the terminal, and draws nothing: the
//! renderers (text, JSON, CSV, HTML) are [`crate::render`]. It compiles and is tested natively, and
//! the same code runs in the browser. Its layers run one way (ARCHITECTURE.md, `tests/layers.rs`):
//! `base/` (fraction, ruleset) → `model/` (the event, the playoff and the file formats) →
//! `tiebreakers/` (standings, explanation, audit, check) → `pairing/` (the pairing, the round view,
//! why) → `edit` → `share` (the players' link) → `advice/`.
//!
//! ```
//! use tiebreak::core::{compute, read_csv, Fraction, Ruleset};
//! let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n2,Ann,BYE,,,\n";
//! let event = read_csv(csv, 3).unwrap();
//! let standings = compute(&event, &Ruleset::preset("wer").unwrap()).unwrap();
//! let ann = &standings.players[0];
//! // WER leaves the bye round out of match-win %: 3 points in 1 round.
//! assert_eq!(ann.match_win.value, Some(Fraction::new(3, 3)));
//! ```
//!
//! # Scope
//! Exact tiebreakers (match points, MWP, GWP, OMW, OGW, OOMW, Cumulative) under every ruleset the
//! sources in `shared/rules/` describe, with a breakdown of every figure; Swiss pairings (no
//! rematch, the bye to the lowest-ranked player without one), power pairing, and a top 8 or top 4
//! playoff.

// The core by concern, in the order its layers run (tests/layers.rs holds it): the numbers,
// words and rulesets every rule uses; the event and its files; the tiebreakers; the pairing and
// the round view; the edits; the players' link; the advice. A module is named by its folder
// (`core::model::event`, `core::tiebreakers::standings`); what is re-exported here is the public
// API's items, never a module.
pub mod base;
pub mod model;
pub mod tiebreakers;

pub mod advice;
pub mod edit;
pub mod pairing;
pub mod share;

pub use base::error::{one_line, InputError, PlayerId};
pub use base::fraction::Fraction;
pub use base::ruleset::{
    ByeGames, Choice, ChoiceError, DrawnGames, EmptyFigure, MatchPoints, PlayoffFigures, Preset,
    RepeatedOpponents, Results, Ruleset, StageFigures, Tiebreaker, UnknownRuleset, UnplayedRounds,
    DEFAULT_PRESET, FLOOR_033, FLOOR_THIRD, MELEE_PERIODS, PRESETS,
};
pub(crate) use model::csv::quote;
pub use model::csv::{read_csv, read_roster, write_csv, Entrant, CSV_HEADER};
pub use model::event::{Event, MissedRounds, Pairing, Player, Round};
pub(crate) use model::file::parse_quick as parse_json_quick;
pub use model::file::{
    looks_like_json, read_event_json, read_log_json, write_event_json, write_event_json_compact,
    write_log_entries_compact, write_log_json, FORMAT, SCHEMA_VERSION,
};
pub use model::game_result::{GameResult, Outcome};
pub use model::limits::{
    check_best_of, check_round, parse_planned_rounds, DEFAULT_BEST_OF, MAX_BEST_OF, MAX_ROUNDS,
};
pub use model::log::{LogEntry, LogKind, Penalty, PenaltyKind};
pub use model::names::{check_name, name_key};
pub use tiebreakers::standings::{
    compute, AsOf, Average, Cumulative, CumulativeStep, OpponentLine, OpponentValues, Overflow,
    Percentage, PlayerBreakdown, Record, Row, Standings,
};

/// The name of an event imported from the file `file_name` that names none: the file's name
/// without its extension ("friday.csv" is "friday").
///
/// ```
/// assert_eq!(tiebreak::core::name_from_file("friday.v2.csv"), "friday.v2");
/// assert_eq!(tiebreak::core::name_from_file("results"), "results");
/// ```
pub fn name_from_file(file_name: &str) -> String {
    file_name
        .rsplit_once('.')
        .map_or(file_name, |(stem, _)| stem)
        .to_string()
}

/// Reads a match CSV, an event JSON or an archive JSON ([`archive`]), whichever the text is.
pub fn read_event(text: &str, best_of: u32) -> Result<Event, InputError> {
    if !looks_like_json(text) {
        read_csv(text, best_of)
    } else if model::archive::is_archive(text) {
        read_archive(text)
    } else {
        read_event_json(text)
    }
}

/// Whether [`read_event`] reads `text` as Tiebreak's own event file, not as a match CSV or an
/// archive file. The organizer's app reads such a text itself and asks the on-demand bundle for
/// the others (`render::import_wire`).
pub fn is_event_file(text: &str) -> bool {
    looks_like_json(text) && !model::archive::is_archive(text)
}

/// Reads an archive file ([`archive`]) into an event, settled by its published standings
/// ([`reading`]): its results read under the publisher's ruleset.
pub fn read_archive(text: &str) -> Result<Event, InputError> {
    tiebreakers::reading::settle(model::archive::read_archive_reading(text, None)?)
}

/// [`read_event`] with every result read as recorded ([`Results::AsRecorded`]), whatever the
/// file's ruleset: 0-0-0 and 3-0 are read, not refused. The CLI reads a file so, sets the ruleset
/// it was asked for, and then checks the results under it ([`Event::check_results`]), so that
/// `--ruleset melee` reads what Melee records and `--ruleset mtr` refuses it with a sentence.
pub fn read_event_as_recorded(text: &str, best_of: u32) -> Result<Event, InputError> {
    if !looks_like_json(text) {
        model::csv::read_csv_with(text, best_of, Results::AsRecorded)
    } else if model::archive::is_archive(text) {
        tiebreakers::reading::settle(model::archive::read_archive_reading(
            text,
            Some(Results::AsRecorded),
        )?)
    } else {
        model::file::read_event_json_as_recorded(text)
    }
}
