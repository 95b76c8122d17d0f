//! An explanation as a value: its figures, their steps and opponents' rows, and the rounding
//! for people, to [`PERCENT_DIGITS`], [`CUMULATIVE_DIGITS`] and [`SUM_DIGITS`].

use serde::Serialize;

use crate::core::base::error::PlayerId;
use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::Tiebreaker;

/// Digits after the point in a percentage shown to people: 61.64% is 0.6164, the 4 digits the
/// official programs round to (deep dive, Rounding).
pub const PERCENT_DIGITS: u32 = 2;

/// Digits after the point in a Cumulative total shown to people.
pub const CUMULATIVE_DIGITS: u32 = 4;

/// Digits after the point in the sum of the opponents' percentages, before it is averaged: as many
/// as a percentage has (61.64% is 0.6164).
pub const SUM_DIGITS: u32 = PERCENT_DIGITS + 2;

/// A figure as people read it: `61.64%`, `7.6875` for Cumulative, `9` for match points, and `—`
/// where nothing could be counted.
pub fn display(tiebreaker: Tiebreaker, value: Option<Fraction>) -> String {
    match (tiebreaker, value) {
        (_, None) => "—".into(),
        (Tiebreaker::MatchPoints, Some(v)) => v.to_fixed(0),
        (Tiebreaker::Cumulative, Some(v)) => v.to_fixed(CUMULATIVE_DIGITS),
        (_, Some(v)) => v.to_percent(PERCENT_DIGITS),
    }
}

/// `2/3 ≈ 66.67%`, or `1/2 = 50.00%` when the percentage is exact.
pub fn fraction_and_percent(f: Fraction) -> String {
    let sign = if f.is_exact_percent(PERCENT_DIGITS) {
        "="
    } else {
        "≈"
    };
    format!("{f} {sign} {}", f.to_percent(PERCENT_DIGITS))
}

/// Everything about one player's standing, in words and tables.
/// The words after a rank that is a perfect tie: the one home of "(perfect tie)", for the text,
/// the phone view and the app ([`Explanation::tie_words`]).
pub const PERFECT_TIE: &str = " (perfect tie)";

/// The key under a standings table whose ranks mark a perfect tie with `=`: the text table and the
/// printout say it in these words.
pub const PERFECT_TIE_KEY: &str =
    "= a perfect tie on every tiebreaker, broken by registration order.";

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Explanation {
    /// Who.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// Place in the standings.
    pub rank: u32,
    /// Tied on every tiebreaker with a neighbour: registration order decided.
    pub perfect_tie: bool,
    /// The round after which the player dropped, if they did.
    pub dropped_after: Option<u32>,
    /// Wins-losses-draws, byes counted as wins.
    pub record: String,
    /// The ruleset's name.
    pub ruleset: String,
    /// Every figure: match points, MWP, GWP, OMW, OGW, then OOMW and Cumulative when the ruleset
    /// uses them.
    pub figures: Vec<Figure>,
    /// How the place was decided among players with the same match points.
    pub ranking: Vec<String>,
    /// When the figures were taken, where the ruleset takes them other than at the end of the
    /// Swiss rounds: `These figures are as of the end of round 9, …`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub taken: Option<String>,
}

impl Explanation {
    /// [`PERFECT_TIE`] when the player's rank is a perfect tie, or nothing.
    pub fn tie_words(&self) -> &'static str {
        if self.perfect_tie {
            PERFECT_TIE
        } else {
            ""
        }
    }
}

/// One figure and how it was reached.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figure {
    /// Which figure.
    pub tiebreaker: Tiebreaker,
    /// Its short code: `omw`.
    pub code: &'static str,
    /// Its name: "Opponents' match-win %".
    pub label: &'static str,
    /// The exact value, or `None` where nothing could be counted.
    pub exact: Option<Fraction>,
    /// The value as people read it.
    pub display: String,
    /// 1 for the ruleset's first tiebreaker; `None` when the ruleset does not rank by this figure.
    pub position: Option<usize>,
    /// The calculation, one sentence per step.
    pub steps: Vec<Step>,
    /// For the opponents' averages: one line per opponent counted, in the order met.
    pub opponents: Vec<OpponentRow>,
    /// For the opponents' averages: the rounds that are not part of the average, and why.
    pub ignored: Vec<String>,
    /// The rules the steps come from, quoted or cited.
    pub rules: Vec<String>,
}

/// One step of a calculation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// The step, as a sentence.
    pub text: String,
    /// Whether this step is a floor raising a value.
    pub floor: bool,
}

/// One opponent in an opponents' average.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OpponentRow {
    /// Who.
    pub opponent: PlayerId,
    /// The opponent's name.
    pub name: String,
    /// The round of the match this line counts.
    pub round: u32,
    /// What the line stands on: the opponent's match record, or game points over games.
    pub basis: String,
    /// The opponent's own value before any floor.
    pub raw: Fraction,
    /// The value as counted in the average.
    pub counted: Fraction,
    /// `26.67% → 33.00%` when a floor raised it, or the percentage.
    pub counted_display: String,
    /// Whether a floor raised the value.
    pub floor: bool,
    /// A note, such as an opponent met twice.
    pub note: Option<String>,
}

pub(super) fn step(text: impl Into<String>) -> Step {
    Step {
        text: text.into(),
        floor: false,
    }
}

pub(super) fn rounds_list(rounds: &[u32]) -> String {
    let words: Vec<String> = rounds.iter().map(u32::to_string).collect();
    match words.len() {
        0 => String::new(),
        1 => format!("round {}", words[0]),
        n => format!("rounds {} and {}", words[..n - 1].join(", "), words[n - 1]),
    }
}
