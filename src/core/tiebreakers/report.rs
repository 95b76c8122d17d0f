//! The explanation of every figure: the layer between the standings and the renderers.
//!
//! [`explain`] turns one player's [`PlayerBreakdown`] into an [`Explanation`]: for each figure, the
//! steps that lead to it in words, the opponents' table where there is one, and the rules each step
//! comes from. The CLI prints it with `render::text::explanation` and the app draws the same value,
//! so the two can never tell a player different stories. Rounding for people happens only in this
//! file, to [`PERCENT_DIGITS`], [`CUMULATIVE_DIGITS`] and [`SUM_DIGITS`]: a figure through
//! [`display`], a step of an explanation through the same constants.
//!
//! ```
//! use tiebreak::core::{compute, read_csv, tiebreakers::report, Ruleset};
//! let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n";
//! let event = read_csv(csv, 3).unwrap();
//! let standings = compute(&event, &Ruleset::default()).unwrap();
//! let bo = report::explain(&event, &standings, 1);
//! assert_eq!(bo.figures[1].display, "33.00%"); // 0/3, raised to the 0.33 floor
//! ```

use serde::Serialize;

use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::{Choice, DrawnGames, RepeatedOpponents, Ruleset, Tiebreaker};
use crate::core::base::words::plural;
use crate::core::model::event::{Event, PlayerId};
use crate::core::tiebreakers::standings::{
    AsOf, Average, Percentage, PlayerBreakdown, Standings, POINTS_FOR_DRAW, POINTS_FOR_WIN,
};

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

fn step(text: impl Into<String>) -> Step {
    Step {
        text: text.into(),
        floor: false,
    }
}

fn rounds_list(rounds: &[u32]) -> String {
    let words: Vec<String> = rounds.iter().map(u32::to_string).collect();
    match words.len() {
        0 => String::new(),
        1 => format!("round {}", words[0]),
        n => format!("rounds {} and {}", words[..n - 1].join(", "), words[n - 1]),
    }
}

/// The figures shown for every ruleset, then the ones only some rulesets use.
pub(crate) fn figures_of(ruleset: &Ruleset) -> Vec<Tiebreaker> {
    let mut list = vec![
        Tiebreaker::MatchPoints,
        Tiebreaker::MatchWinPct,
        Tiebreaker::GameWinPct,
        Tiebreaker::OpponentsMatchWinPct,
        Tiebreaker::OpponentsGameWinPct,
    ];
    for extra in [
        Tiebreaker::OpponentsOpponentsMatchWinPct,
        Tiebreaker::Cumulative,
    ] {
        if ruleset.uses(extra) {
            list.push(extra);
        }
    }
    list
}

/// Why one player is ranked above another: the answer to "why am I below X?".
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comparison {
    /// The player ranked higher.
    pub higher: PlayerId,
    /// The player ranked lower.
    pub lower: PlayerId,
    /// The first figure, in the ruleset's order, on which they differ; `None` in a perfect tie.
    pub decided_by: Option<Separation>,
    /// The answer in one sentence.
    pub sentence: String,
}

/// The figure that separates two players, with both exact values.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Separation {
    /// Which figure.
    pub tiebreaker: Tiebreaker,
    /// 1 for the ruleset's first tiebreaker.
    pub position: usize,
    /// The higher player's exact value (`None`: nothing could be counted).
    pub higher: Option<Fraction>,
    /// The lower player's exact value.
    pub lower: Option<Fraction>,
    /// The higher player's value as people read it, with its fraction: `5/9 ≈ 55.56%`.
    pub higher_shown: String,
    /// The lower player's, likewise.
    pub lower_shown: String,
}

/// A figure with its exact fraction, in words: `9 points`, `5/9 ≈ 55.56%`, `123/16 = 7.6875`.
fn exact_words(tiebreaker: Tiebreaker, value: Option<Fraction>) -> String {
    match (tiebreaker, value) {
        (_, None) => "nothing counted".into(),
        (Tiebreaker::MatchPoints, Some(v)) => plural(v.to_fixed(0), "point", "points"),
        (Tiebreaker::Cumulative, Some(v)) => {
            let sign = if v.is_exact_percent(CUMULATIVE_DIGITS - 2) {
                "="
            } else {
                "≈"
            };
            format!("{v} {sign} {}", v.to_fixed(CUMULATIVE_DIGITS))
        }
        (_, Some(v)) => fraction_and_percent(v),
    }
}

/// A figure's name inside a sentence: `opponents' match-win %`.
fn in_sentence(t: Tiebreaker) -> String {
    let label = t.label();
    let mut chars = label.chars();
    chars
        .next()
        .map(|c| c.to_ascii_lowercase())
        .into_iter()
        .chain(chars)
        .collect()
}

/// Why `a` and `b` stand where they do: the first figure of the ruleset's order that separates
/// them, with both exact values, or a perfect tie that registration order decided. The players
/// may be given in either order.
pub fn compare(event: &Event, standings: &Standings, a: PlayerId, b: PlayerId) -> Comparison {
    let rank_of = |p: PlayerId| {
        standings
            .rows
            .iter()
            .find(|r| r.player == p)
            .map_or(u32::MAX, |r| r.rank)
    };
    let (higher, lower) = if rank_of(a) <= rank_of(b) {
        (a, b)
    } else {
        (b, a)
    };
    let name = |p: PlayerId| event.players.get(p).map_or("?", |p| p.name.as_str());
    let (h, l) = (&standings.players[higher], &standings.players[lower]);
    let ruleset = &standings.ruleset;
    if higher == lower {
        return Comparison {
            higher,
            lower,
            decided_by: None,
            sentence: format!("{} is the same player.", name(higher)),
        };
    }
    let first = ruleset
        .tiebreakers
        .iter()
        .enumerate()
        .find(|(_, &t)| h.value(t) != l.value(t));
    let places = format!(
        "{} (rank {}) is above {} (rank {})",
        name(higher),
        rank_of(higher),
        name(lower),
        rank_of(lower)
    );
    match first {
        Some((i, &t)) => {
            let separation = Separation {
                tiebreaker: t,
                position: i + 1,
                higher: h.value(t),
                lower: l.value(t),
                higher_shown: exact_words(t, h.value(t)),
                lower_shown: exact_words(t, l.value(t)),
            };
            let before: Vec<String> = ruleset.tiebreakers[..i]
                .iter()
                .map(|&t| format!("{} ({})", in_sentence(t), exact_words(t, h.value(t))))
                .collect();
            let equal = if before.is_empty() {
                String::new()
            } else {
                format!(" They are equal before it: {}.", before.join(", "))
            };
            let sentence = format!(
                "{places} on {}, tiebreaker {} of {}: {} against {}.{equal}",
                in_sentence(t),
                i + 1,
                ruleset.name,
                separation.higher_shown,
                separation.lower_shown
            );
            Comparison {
                higher,
                lower,
                decided_by: Some(separation),
                sentence,
            }
        }
        None => Comparison {
            higher,
            lower,
            decided_by: None,
            sentence: format!(
                "{places} by registration order alone: they are equal on every tiebreaker of {}, a perfect tie, and {} registered first.",
                ruleset.name,
                name(higher)
            ),
        },
    }
}

/// Explains every figure of `player`.
pub fn explain(event: &Event, standings: &Standings, player: PlayerId) -> Explanation {
    let ruleset = &standings.ruleset;
    let p = &standings.players[player];
    let row = standings
        .rows
        .iter()
        .find(|r| r.player == player)
        .copied()
        .unwrap_or(crate::core::tiebreakers::standings::Row {
            rank: 0,
            player,
            perfect_tie: false,
        });
    let figures = figures_of(ruleset)
        .into_iter()
        .map(|t| {
            let mut figure = Figure {
                tiebreaker: t,
                code: t.code(),
                label: t.label(),
                exact: p.value(t),
                display: display(t, p.value(t)),
                position: ruleset
                    .tiebreakers
                    .iter()
                    .position(|&x| x == t)
                    .map(|i| i + 1),
                steps: Vec::new(),
                opponents: Vec::new(),
                ignored: Vec::new(),
                rules: Vec::new(),
            };
            match t {
                Tiebreaker::MatchPoints => match_points(p, &mut figure),
                Tiebreaker::MatchWinPct => match_win(p, ruleset, &mut figure),
                Tiebreaker::GameWinPct => game_win(event, p, ruleset, &mut figure),
                Tiebreaker::OpponentsMatchWinPct
                | Tiebreaker::OpponentsGameWinPct
                | Tiebreaker::OpponentsOpponentsMatchWinPct => {
                    opponents_average(event, standings, p, t, &mut figure)
                }
                Tiebreaker::Cumulative => cumulative(p, &mut figure),
            }
            figure
        })
        .collect();
    Explanation {
        player,
        name: event.players[player].name.clone(),
        rank: row.rank,
        perfect_tie: row.perfect_tie,
        dropped_after: event.players[player].dropped_after,
        record: p.record.to_string(),
        ruleset: ruleset.name.clone(),
        figures,
        ranking: ranking(event, standings, player),
        taken: taken_words(event, ruleset, p),
    }
}

/// When `p`'s figures were taken, in a sentence with the rule behind it; `None` at the end.
fn taken_words(event: &Event, ruleset: &Ruleset, p: &PlayerBreakdown) -> Option<String> {
    let name = &event.players[p.player].name;
    match p.as_of {
        AsOf::End => None,
        AsOf::StageEnd(round) => Some(format!(
            "These figures are as of the end of round {round}, the end of the last stage {name} played in (the stages end after {}). {}",
            event
                .stages
                .iter()
                .map(|r| format!("round {r}"))
                .collect::<Vec<_>>()
                .join(", "),
            ruleset.explain(Choice::Stages)
        )),
        AsOf::Playoff(_) => {
            let matches = p.record.rounds().saturating_sub(
                event
                    .rounds
                    .iter()
                    .flat_map(|r| &r.pairings)
                    .filter(|t| {
                        t.players().any(|x| x == p.player)
                            && !matches!(t, crate::core::model::event::Pairing::Match { result: None, .. })
                    })
                    .count() as u32,
            );
            Some(format!(
                "These figures count {name}'s {} in the playoff as further rounds. {}",
                plural(matches, "match", "matches"),
                ruleset.explain(Choice::Playoff)
            ))
        }
    }
}

fn match_points(p: &PlayerBreakdown, figure: &mut Figure) {
    let r = p.record;
    let mut parts = Vec::new();
    if r.wins > 0 {
        parts.push(format!(
            "{} × {POINTS_FOR_WIN}",
            plural(r.wins, "win", "wins")
        ));
    }
    if r.byes > 0 {
        parts.push(format!(
            "{} × {POINTS_FOR_WIN}",
            plural(r.byes, "bye", "byes")
        ));
    }
    if r.draws > 0 {
        parts.push(format!(
            "{} × {POINTS_FOR_DRAW}",
            plural(r.draws, "draw", "draws")
        ));
    }
    if r.losses > 0 {
        parts.push(format!("{} × 0", plural(r.losses, "loss", "losses")));
    }
    if r.unscored > 0 {
        parts.push(format!(
            "{} × 0 (counted without points)",
            plural(r.unscored, "playoff match", "playoff matches")
        ));
    }
    if parts.is_empty() {
        figure
            .steps
            .push(step("No match with a result yet: 0 match points."));
    } else {
        figure.steps.push(step(format!(
            "{} = {}.",
            parts.join(" + "),
            plural(p.match_points, "match point", "match points")
        )));
    }
    if r.missed > 0 {
        figure.steps.push(step(format!(
            "{} of the losses {} before the player entered: no opponent, so in no one's OMW.",
            r.missed,
            if r.missed == 1 {
                "is a round missed"
            } else {
                "are rounds missed"
            }
        )));
    }
    figure.rules.push(
        "MTR Appendix C: a match win earns 3 match points, a draw 1 and a loss 0; a player with a bye is considered to have won the match."
            .into(),
    );
}

/// The floor step of a percentage, when the floor raised it.
fn floor_step(m: &Percentage, figure: &mut Figure) {
    if let (Some(raw), Some(value), Some(floor)) = (m.raw, m.value, m.floor) {
        if raw != value {
            figure.steps.push(Step {
                text: format!(
                    "{} is below the floor of {}: raised to {} → {}.",
                    raw.to_percent(PERCENT_DIGITS),
                    floor_words(floor),
                    value,
                    value.to_percent(PERCENT_DIGITS)
                ),
                floor: true,
            });
        }
    }
}

fn floor_words(floor: Fraction) -> String {
    if floor == Fraction::new(1, 3) {
        "one third (33.33%)".into()
    } else {
        floor.to_percent(PERCENT_DIGITS)
    }
}

/// `16/24 = 2/3 ≈ 66.67%`: the counts, then the reduced fraction when it differs.
fn counts_then_value(points: u32, possible: u32, raw: Fraction) -> String {
    let counts = format!("{points}/{possible}");
    if counts == raw.to_string() {
        fraction_and_percent(raw)
    } else {
        format!("{counts} = {}", fraction_and_percent(raw))
    }
}

/// "16 match points in 8 rounds, out of 24 possible (8 rounds × 3): 16/24 = 2/3 ≈ 66.67%."
fn counts_step(p: &Percentage, raw: Fraction, points: (&str, &str), units: (&str, &str)) -> Step {
    let units = plural(p.units, units.0, units.1);
    step(format!(
        "{} in {units}, out of {} possible ({units} × 3): {}.",
        plural(p.points, points.0, points.1),
        p.possible(),
        counts_then_value(p.points, p.possible(), raw)
    ))
}

fn match_win(p: &PlayerBreakdown, ruleset: &Ruleset, figure: &mut Figure) {
    let m = &p.match_win;
    match m.raw {
        None if m.value.is_some() => figure.steps.push(Step {
            text: format!(
                "No round counted: {}, {}, is the match-win % (a figure with nothing to count).",
                empty_words(ruleset),
                fraction_and_percent(m.value.unwrap_or_default())
            ),
            floor: true,
        }),
        None => figure.steps.push(step(if m.byes_left_out > 0 {
            format!(
                "Only {} so far, and this ruleset leaves bye rounds out: no match-win % yet.",
                plural(m.byes_left_out, "bye", "byes")
            )
        } else {
            "No round with a result yet: no match-win %.".to_string()
        })),
        Some(raw) => {
            figure.steps.push(counts_step(
                m,
                raw,
                ("match point", "match points"),
                ("round", "rounds"),
            ));
            if m.byes_counted > 0 {
                figure.steps.push(step(format!(
                    "That counts {} as won {}.",
                    plural(m.byes_counted, "bye", "byes"),
                    if m.byes_counted == 1 {
                        "round"
                    } else {
                        "rounds"
                    }
                )));
            }
            if m.byes_left_out > 0 {
                figure.steps.push(step(
                    format!(
                        "{} ({}) left out.",
                        plural(m.byes_left_out, "bye round", "bye rounds"),
                        plural(
                            POINTS_FOR_WIN * m.byes_left_out,
                            "match point",
                            "match points"
                        ),
                    )
                    .replace(
                        ") left out",
                        if m.byes_left_out == 1 {
                            ") is left out"
                        } else {
                            ") are left out"
                        },
                    ),
                ));
            }
            floor_step(m, figure);
        }
    }
    figure.rules.push(
        "MTR Appendix C: a player's match-win percentage is the accumulated match points divided by the total match points possible in those rounds (3 per round)."
            .into(),
    );
    figure.rules.push(ruleset.explain(Choice::ByesInMatchWin));
    figure.rules.push(ruleset.explain(Choice::MatchWinFloor));
}

fn game_win(event: &Event, p: &PlayerBreakdown, ruleset: &Ruleset, figure: &mut Figure) {
    let g = &p.game_win;
    match g.raw {
        None => figure.steps.push(match g.value {
            Some(floor) => Step {
                text: format!(
                    "No game played: {}, {}, is the game-win % (a figure with nothing to count).",
                    empty_words(ruleset),
                    fraction_and_percent(floor)
                ),
                floor: true,
            },
            None => step("No game played yet: no game-win %."),
        }),
        Some(raw) => {
            figure.steps.push(counts_step(
                g,
                raw,
                ("game point", "game points"),
                ("game", "games"),
            ));
            if g.byes_counted > 0 {
                figure.steps.push(step(format!(
                    "That counts {} as 2-0: 6 game points over 2 games each.",
                    plural(g.byes_counted, "bye", "byes")
                )));
            }
            floor_step(g, figure);
        }
    }
    if g.byes_left_out > 0 {
        figure.steps.push(step(format!(
            "{} 0-0 and left out.",
            plural(g.byes_left_out, "bye is", "byes are")
        )));
    }
    figure.rules.push(
        "MTR Appendix C: a game win earns 3 game points, a drawn or unfinished game 1, a lost or unplayed game 0; game-win % is the game points divided by 3 per game played."
            .into(),
    );
    let recorded = recorded_results(event, p.player);
    figure.steps.extend(recorded.iter().cloned().map(step));
    let (drawn, double_losses) = drawn_games_and_double_losses(event, p.player);
    if double_losses > 0 {
        figure.steps.push(step(format!(
            "{} both players lost {} no games.",
            plural(double_losses, "match", "matches"),
            if double_losses == 1 {
                "counts"
            } else {
                "count"
            }
        )));
    }
    if drawn > 0 && ruleset.drawn_games == DrawnGames::NoPoints {
        figure.steps.push(step(format!(
            "{} no game points.",
            plural(drawn, "drawn game earns", "drawn games earn")
        )));
        figure.rules.push(ruleset.explain(Choice::DrawnGames));
    }
    figure.rules.push(ruleset.explain(Choice::ByeGames));
    figure.rules.push(ruleset.explain(Choice::GameWinFloor));
    if !recorded.is_empty() {
        figure.rules.push(ruleset.explain(Choice::Results));
    }
    if g.raw.is_none() && g.value.is_some() {
        figure.rules.push(ruleset.explain(Choice::EmptyFigure));
    }
}

/// The drawn games and the matches both players lost of `player`'s Swiss rounds.
fn drawn_games_and_double_losses(event: &Event, player: PlayerId) -> (u32, u32) {
    let (mut drawn, mut double_losses) = (0, 0);
    for round in &event.rounds {
        for (t, pairing) in round.pairings.iter().enumerate() {
            if let crate::core::model::event::Pairing::Match {
                a,
                b,
                result: Some(r),
            } = *pairing
            {
                if a == player || b == player {
                    let double_loss = round.double_losses.contains(&t);
                    drawn += if double_loss { 0 } else { r.draws };
                    double_losses += u32::from(double_loss);
                }
            }
        }
    }
    (drawn, double_losses)
}

/// The player's results that no best-of match can end with, as the ruleset counts them (only
/// [`crate::core::base::ruleset::Results::AsRecorded`] reads them): one sentence each, in round order.
pub fn recorded_results(event: &Event, player: PlayerId) -> Vec<String> {
    let mut out = Vec::new();
    for (i, round) in event.rounds.iter().enumerate() {
        for pairing in &round.pairings {
            let crate::core::model::event::Pairing::Match {
                a,
                b,
                result: Some(result),
            } = *pairing
            else {
                continue;
            };
            if (a != player && b != player) || result.is_possible(event.best_of) {
                continue;
            }
            let (mine, opponent) = if a == player {
                (result, b)
            } else {
                (result.swapped(), a)
            };
            let name = event.players.get(opponent).map_or("?", |p| p.name.as_str());
            out.push(if mine.games() == 0 {
                format!(
                    "Round {} against {name}: 0-0-0, a draw with no games, as Melee records one: 1 match point each, and no game counted.",
                    i + 1
                )
            } else {
                format!(
                    "Round {} against {name}: {mine} cannot happen in a best-of-{} match; Melee records it so, and its {} count as recorded.",
                    i + 1,
                    event.best_of,
                    plural(mine.games(), "game", "games")
                )
            });
        }
    }
    out
}

fn opponents_average(
    event: &Event,
    standings: &Standings,
    p: &PlayerBreakdown,
    t: Tiebreaker,
    figure: &mut Figure,
) {
    let ruleset = &standings.ruleset;
    let (average, what): (&Average, &str) = match t {
        Tiebreaker::OpponentsMatchWinPct => (&p.omw, "match-win %"),
        Tiebreaker::OpponentsGameWinPct => (&p.ogw, "game-win %"),
        _ => (&p.oomw, "OMW"),
    };
    for line in &p.opponents {
        let opp = standings.opponent(p, line);
        let v = standings.opponent_values(p, line);
        let (basis, raw, counted) = match t {
            Tiebreaker::OpponentsMatchWinPct => (
                format!(
                    "{} in {}: {}/{}",
                    opp.record,
                    plural(opp.match_win.units, "round", "rounds"),
                    opp.match_win.points,
                    opp.match_win.possible()
                ),
                v.match_win_raw,
                v.match_win,
            ),
            Tiebreaker::OpponentsGameWinPct => (
                format!(
                    "{} in {}: {}/{}",
                    plural(opp.game_win.points, "game point", "game points"),
                    plural(opp.game_win.units, "game", "games"),
                    opp.game_win.points,
                    opp.game_win.possible()
                ),
                v.game_win_raw,
                v.game_win,
            ),
            _ => (
                format!(
                    "OMW over {}",
                    plural(opp.omw.count, "opponent", "opponents")
                ),
                v.omw,
                v.omw,
            ),
        };
        let floor = raw != counted;
        let counted_display = if floor {
            format!(
                "{} → {}",
                raw.to_percent(PERCENT_DIGITS),
                counted.to_percent(PERCENT_DIGITS)
            )
        } else {
            counted.to_percent(PERCENT_DIGITS)
        };
        let other_rounds = p.other_rounds(line);
        let note = (!other_rounds.is_empty()).then(|| match ruleset.repeated_opponents {
            RepeatedOpponents::EachMatch => format!(
                "Met twice or more: also in {}, which has a line of its own.",
                rounds_list(&other_rounds)
            ),
            RepeatedOpponents::Once => {
                format!("Met again in {}: counted once.", rounds_list(&other_rounds))
            }
        });
        figure.opponents.push(OpponentRow {
            opponent: line.opponent,
            name: event.players[line.opponent].name.clone(),
            round: line.round,
            basis,
            raw,
            counted,
            counted_display,
            floor,
            note,
        });
    }
    for &round in &p.bye_rounds {
        figure.ignored.push(format!(
            "Round {round}: a bye, ignored: a bye is not an opponent."
        ));
    }
    match average.value {
        None => figure.steps.push(step(format!(
            "No opponent with a result yet: no {}.",
            figure.code.to_ascii_uppercase()
        ))),
        Some(value) if average.is_empty_floor() => {
            figure.steps.push(Step {
                text: format!(
                    "No opponent (only byes): {}, {}, is the {} (a figure with nothing to count).",
                    empty_words(ruleset),
                    fraction_and_percent(value),
                    figure.code.to_ascii_uppercase()
                ),
                floor: true,
            });
            figure.rules.push(ruleset.explain(Choice::EmptyFigure));
        }
        Some(value) => {
            let floored = figure.opponents.iter().filter(|o| o.floor).count() as u32;
            if floored > 0 {
                figure.steps.push(Step {
                    text: format!(
                        "{} raised to the floor before adding.",
                        plural(floored, "opponent's value is", "opponents' values are")
                    ),
                    floor: true,
                });
            }
            let terms: Vec<String> = figure
                .opponents
                .iter()
                .map(|o| o.counted.to_string())
                .collect();
            figure.steps.push(step(format!(
                "Sum of the {} {what}: {} = {}.",
                plural(average.count, "opponent's", "opponents'"),
                terms.join(" + "),
                sum_words(average.sum())
            )));
            figure.steps.push(step(format!(
                "Divided by {}: {} ÷ {} = {}.",
                plural(average.count, "opponent", "opponents"),
                average.sum(),
                average.count,
                fraction_and_percent(value)
            )));
        }
    }
    match t {
        Tiebreaker::OpponentsMatchWinPct => {
            figure.rules.push("MTR Appendix C: a player's opponents' match-win percentage is the average match-win percentage of each opponent that player faced, each counted at no less than the floor.".into());
            figure.rules.push(ruleset.explain(Choice::MatchWinFloor));
        }
        Tiebreaker::OpponentsGameWinPct => {
            figure.rules.push("MTR Appendix C: a player's opponents' game-win percentage is the average game-win percentage of each opponent that player faced.".into());
            figure
                .rules
                .push(ruleset.explain(Choice::OpponentGameWinFloor));
        }
        _ => {
            figure.rules.push("Deep dive: opponents' opponents' match-win % is the average of the opponents' own OMW, as the team Swiss programs use.".into());
        }
    }
    figure.rules.push(ruleset.explain(Choice::ByesInOpponents));
    figure
        .rules
        .push(ruleset.explain(Choice::RepeatedOpponents));
}

/// What a figure with nothing to count is, for the sentence that says so: `the floor`, or `0`.
fn empty_words(ruleset: &Ruleset) -> &'static str {
    match ruleset.empty_figure {
        crate::core::base::ruleset::EmptyFigure::Zero => "the figure for nothing counted",
        _ => "the floor",
    }
}

/// A sum as a fraction, with its decimal when it is not whole.
fn sum_words(sum: Fraction) -> String {
    if sum.denom() == 1 {
        sum.to_string()
    } else {
        format!("{sum} ≈ {}", sum.to_fixed(SUM_DIGITS))
    }
}

fn cumulative(p: &PlayerBreakdown, figure: &mut Figure) {
    let steps = p.cumulative.steps();
    if steps.is_empty() {
        figure
            .steps
            .push(step("No round with a result yet: Cumulative is 0."));
    }
    let mut previous = Fraction::ZERO;
    for s in &steps {
        figure.steps.push(step(format!(
            "Round {}: {}. Pool {} ÷ 4 + {} = {}; total {}.",
            s.round,
            plural(s.points, "match point", "match points"),
            previous,
            s.points,
            cumulative_words(s.pool),
            cumulative_words(s.total)
        )));
        previous = s.pool;
    }
    figure.rules.push("Deep dive, Cumulative: each round the bonus pool is divided by 4, the round's match points are added to it, and the pool is added to the running total. (Its example writes 7.8675 after round 3; the total is 6.75 + 0.9375 = 7.6875.)".into());
}

fn cumulative_words(f: Fraction) -> String {
    if f.denom() == 1 {
        f.to_string()
    } else {
        format!("{f} = {}", f.to_fixed(CUMULATIVE_DIGITS))
    }
}

/// How `player`'s place was decided: the first tiebreaker that told them from each neighbour.
fn ranking(event: &Event, standings: &Standings, player: PlayerId) -> Vec<String> {
    let Some(i) = standings.rows.iter().position(|r| r.player == player) else {
        return Vec::new();
    };
    let me = &standings.players[player];
    let mut lines = Vec::new();
    let neighbours = [
        (i.checked_sub(1), "above"),
        (Some(i + 1).filter(|&j| j < standings.rows.len()), "below"),
    ];
    for (j, side) in neighbours {
        let Some(j) = j else { continue };
        let other_id = standings.rows[j].player;
        let other = &standings.players[other_id];
        let name = &event.players[other_id].name;
        let decided = standings
            .ruleset
            .tiebreakers
            .iter()
            .find(|&&t| me.value(t) != other.value(t));
        lines.push(match decided {
            Some(&t) => format!(
                "Against {name} ({side}): {} decided, {} against {}.",
                t.label(),
                display(t, me.value(t)),
                display(t, other.value(t))
            ),
            None => format!(
                "Against {name} ({side}): a perfect tie on every tiebreaker, broken by registration order. {}",
                standings.ruleset.explain(Choice::PerfectTies)
            ),
        });
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{compute, read_csv};

    /// Explains `player` of the CSV `rows` under the preset `ruleset`.
    fn explain_csv(rows: &str, ruleset: &str, player: &str) -> Explanation {
        let csv = format!("round,player_a,player_b,a_wins,b_wins,draws\n{rows}");
        let event = read_csv(&csv, 3).unwrap();
        let standings = compute(&event, &Ruleset::preset(ruleset).unwrap()).unwrap();
        explain(&event, &standings, event.player_named(player).unwrap())
    }

    fn figure(e: &Explanation, code: &str) -> Figure {
        e.figures.iter().find(|f| f.code == code).unwrap().clone()
    }

    fn steps(f: &Figure) -> Vec<&str> {
        f.steps.iter().map(|s| s.text.as_str()).collect()
    }

    #[test]
    fn a_floored_match_win_is_marked_with_the_raw_value() {
        // 1-3-0: 3/12 = 25%, raised to 0.33 under MTR (MTR table).
        let e = explain_csv(
            "1,Ann,Bo,2,0,0\n2,Ann,Cy,0,2,0\n3,Ann,Di,0,2,0\n4,Ann,Ed,0,2,0\n",
            "mtr",
            "Ann",
        );
        let mwp = figure(&e, "mwp");
        assert_eq!(mwp.exact, Some(Fraction::new(33, 100)));
        assert_eq!(
            steps(&mwp),
            [
                "3 match points in 4 rounds, out of 12 possible (4 rounds × 3): 3/12 = 1/4 = 25.00%.",
                "25.00% is below the floor of 33.00%: raised to 33/100 → 33.00%.",
            ]
        );
        assert_eq!(
            mwp.steps.iter().map(|s| s.floor).collect::<Vec<_>>(),
            [false, true]
        );
    }

    #[test]
    fn byes_are_listed_as_ignored_in_the_opponents_averages() {
        let e = explain_csv("1,Ann,BYE,,,\n2,Ann,Bo,2,1,0\n", "mtr", "Ann");
        let omw = figure(&e, "omw");
        assert_eq!(
            omw.ignored,
            ["Round 1: a bye, ignored: a bye is not an opponent."]
        );
        assert_eq!(omw.opponents.len(), 1);
        assert_eq!(omw.opponents[0].name, "Bo");
        assert_eq!(omw.opponents[0].counted_display, "0.00% → 33.00%");
        assert!(omw.opponents[0].floor);
        let mwp = figure(&e, "mwp");
        assert_eq!(steps(&mwp)[1], "That counts 1 bye as won round.");
        let gwp = figure(&e, "gwp");
        assert_eq!(
            steps(&gwp),
            [
                "12 game points in 5 games, out of 15 possible (5 games × 3): 12/15 = 4/5 = 80.00%.",
                "That counts 1 bye as 2-0: 6 game points over 2 games each.",
            ]
        );
    }

    #[test]
    fn wer_leaves_the_bye_round_out_and_counts_a_repeated_opponent_once() {
        let e = explain_csv(
            "1,Ann,BYE,,,\n2,Ann,Bo,2,1,0\n3,Ann,Bo,0,2,0\n",
            "wer",
            "Ann",
        );
        let mwp = figure(&e, "mwp");
        assert_eq!(
            steps(&mwp),
            [
                "3 match points in 2 rounds, out of 6 possible (2 rounds × 3): 3/6 = 1/2 = 50.00%.",
                "1 bye round (3 match points) is left out.",
            ]
        );
        let omw = figure(&e, "omw");
        assert_eq!(omw.opponents.len(), 1);
        assert_eq!(
            omw.opponents[0].note.as_deref(),
            Some("Met again in round 3: counted once.")
        );
        assert_eq!(
            steps(&omw),
            [
                "Sum of the 1 opponent's match-win %: 1/2 = 1/2 ≈ 0.5000.",
                "Divided by 1 opponent: 1/2 ÷ 1 = 1/2 = 50.00%.",
            ]
        );
    }

    #[test]
    fn mtr_counts_a_repeated_opponent_once() {
        let e = explain_csv("1,Ann,Bo,2,1,0\n2,Ann,Bo,0,2,0\n", "mtr", "Ann");
        let omw = figure(&e, "omw");
        assert_eq!(omw.opponents.len(), 1);
        assert_eq!(
            omw.opponents[0].note.as_deref(),
            Some("Met again in round 2: counted once.")
        );
    }

    #[test]
    fn cumulative_steps_correct_the_deep_dive_slip() {
        let e = explain_csv(
            "1,Ann,Bo,2,0,0\n2,Ann,Cy,2,0,0\n3,Ann,Di,0,2,0\n",
            "cumulative",
            "Ann",
        );
        let c = figure(&e, "cumulative");
        assert_eq!(c.exact, Some(Fraction::new(123, 16)));
        assert_eq!(c.display, "7.6875");
        assert_eq!(
            steps(&c),
            [
                "Round 1: 3 match points. Pool 0 ÷ 4 + 3 = 3; total 3.",
                "Round 2: 3 match points. Pool 3 ÷ 4 + 3 = 15/4 = 3.7500; total 27/4 = 6.7500.",
                "Round 3: 0 match points. Pool 15/4 ÷ 4 + 0 = 15/16 = 0.9375; total 123/16 = 7.6875.",
            ]
        );
    }

    #[test]
    fn display_rounds_half_up_to_four_digits() {
        assert_eq!(
            display(
                Tiebreaker::OpponentsMatchWinPct,
                Some(Fraction::new(20711, 33600))
            ),
            "61.64%"
        );
        assert_eq!(display(Tiebreaker::GameWinPct, None), "—");
        assert_eq!(
            display(Tiebreaker::MatchPoints, Some(Fraction::whole(9))),
            "9"
        );
        assert_eq!(fraction_and_percent(Fraction::new(1, 2)), "1/2 = 50.00%");
        assert_eq!(fraction_and_percent(Fraction::new(2, 3)), "2/3 ≈ 66.67%");
    }
}
