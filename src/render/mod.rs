//! The renderers: the standings and the explanations as text for a terminal ([`text`]), JSON
//! ([`json`]), CSV ([`csv`]) and HTML ([`html`], the printouts and the app's few markup strings;
//! [`phone`], the phone view and the share panel).
//!
//! This layer sits above the rules core and below the CLI and the app. It only lays out what the
//! core computed: it never counts, divides or rounds (a figure is rounded by
//! [`crate::core::tiebreakers::report::display`]).

pub mod advice;
pub mod advice_wire;
pub mod audit;
pub mod breakdown;
pub mod csv;
pub mod display;
pub mod forms;
pub mod html;
pub mod json;
pub mod log;
pub mod markup;
pub mod phone;
pub mod text;

use crate::core::tiebreakers::report::figures_of;
use crate::core::{Event, Ruleset, Tiebreaker};

/// The columns of the standings, after rank, name, record and match points.
pub fn columns(ruleset: &Ruleset) -> Vec<Tiebreaker> {
    ruleset
        .tiebreakers
        .iter()
        .copied()
        .filter(|&t| t != Tiebreaker::MatchPoints)
        .collect()
}

/// Short column headings, as the CLI's text table and the printed standings have them
/// ([`Tiebreaker::heading`]).
pub fn heading(t: Tiebreaker) -> &'static str {
    t.heading()
}

/// The field names of a standings row, in order: the ones every ruleset has, then `oomw` and
/// `cumulative` when the ruleset uses them.
pub fn row_fields(ruleset: &Ruleset) -> Vec<Tiebreaker> {
    figures_of(ruleset)
        .into_iter()
        .filter(|&t| t != Tiebreaker::MatchPoints)
        .collect()
}

/// The event's name, or "Event" when it has none: the heading of the printouts, the phone view,
/// the second screen and a copy saved from a link.
pub fn title(event: &Event) -> &str {
    if event.name.trim().is_empty() {
        "Event"
    } else {
        &event.name
    }
}
