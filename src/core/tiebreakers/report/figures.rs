//! The steps that lead to each figure, in words: match points, match-win %, game-win %, the
//! opponents' averages and Cumulative.

use crate::core::base::error::PlayerId;
use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::{
    Choice, DrawnGames, MatchPoints, RepeatedOpponents, Ruleset, Tiebreaker,
};
use crate::core::base::words::plural;
use crate::core::model::event::Event;
use crate::core::tiebreakers::standings::{Average, Percentage, PlayerBreakdown, Standings};

use super::explanation::{
    fraction_and_percent, rounds_list, step, Figure, OpponentRow, Step, CUMULATIVE_DIGITS,
    PERCENT_DIGITS, SUM_DIGITS,
};

pub(super) fn match_points(p: &PlayerBreakdown, ruleset: &Ruleset, figure: &mut Figure) {
    let r = p.record;
    let MatchPoints { win, draw } = ruleset.match_points;
    let mut parts = Vec::new();
    if r.wins > 0 {
        parts.push(format!("{} × {win}", plural(r.wins, "win", "wins")));
    }
    if r.byes > 0 {
        parts.push(format!("{} × {win}", plural(r.byes, "bye", "byes")));
    }
    if r.draws > 0 {
        parts.push(format!("{} × {draw}", plural(r.draws, "draw", "draws")));
    }
    if r.losses > 0 {
        parts.push(format!("{} × 0", plural(r.losses, "loss", "losses")));
    }
    if r.unscored > 0 {
        parts.push(format!(
            "{} × 0 (counted without points)",
            plural(r.unscored, "playoff round", "playoff rounds")
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
    if r.lost_byes > 0 {
        figure.steps.push(step(format!(
            "{} of the losses {} the file records as lost (0-2 against no one), as its published record counts {}: no opponent, so in no one's OMW, and no games.",
            r.lost_byes,
            if r.lost_byes == 1 { "is a bye" } else { "are byes" },
            if r.lost_byes == 1 { "it" } else { "them" }
        )));
    }
    figure.rules.push(ruleset.explain(Choice::MatchPoints));
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
        "{} in {units}, out of {} possible ({units} × {}): {}.",
        plural(p.points, points.0, points.1),
        p.possible(),
        p.per,
        counts_then_value(p.points, p.possible(), raw)
    ))
}

pub(super) fn match_win(p: &PlayerBreakdown, ruleset: &Ruleset, figure: &mut Figure) {
    let unplayed = p.record.unplayed;
    if unplayed > 0 {
        figure.steps.push(step(format!(
            "{} of the rounds {} not played, which {} counts as lost: a loss with no opponent.",
            unplayed,
            if unplayed == 1 {
                "is a round"
            } else {
                "are rounds"
            },
            ruleset.name
        )));
        figure.rules.push(ruleset.explain(Choice::UnplayedRounds));
    }
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
                    "That counts {} as {}.",
                    plural(m.byes_counted, "bye", "byes"),
                    if m.byes_counted == 1 {
                        "a won round"
                    } else {
                        "won rounds"
                    }
                )));
            }
            if m.byes_left_out > 0 {
                figure.steps.push(step(
                    format!(
                        "{} ({}) left out.",
                        plural(m.byes_left_out, "bye round", "bye rounds"),
                        plural(
                            m.per.saturating_mul(m.byes_left_out),
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
    figure.rules.push(if ruleset.match_points == MatchPoints::default() {
        "MTR Appendix C: a player's match-win percentage is the accumulated match points divided by the total match points possible in those rounds (3 per round).".into()
    } else {
        ruleset.explain(Choice::MatchPoints)
    });
    figure.rules.push(ruleset.explain(Choice::ByesInMatchWin));
    figure.rules.push(ruleset.explain(Choice::MatchWinFloor));
}

pub(super) fn game_win(event: &Event, p: &PlayerBreakdown, ruleset: &Ruleset, figure: &mut Figure) {
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
            let two_games = g.byes_counted - g.one_game_byes.min(g.byes_counted);
            if two_games > 0 {
                figure.steps.push(step(format!(
                    "That counts {} as 2-0: 6 game points over 2 games each.",
                    plural(two_games, "bye", "byes")
                )));
            }
            if g.one_game_byes > 0 {
                figure.steps.push(step(format!(
                    "That counts {} of a best-of-one round as 1-0: 3 game points over 1 game each.",
                    plural(g.one_game_byes, "bye", "byes")
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
    if p.record.lost_byes > 0 {
        figure.steps.push(step(format!(
            "{} recorded as {} no games.",
            plural(p.record.lost_byes, "bye", "byes"),
            if p.record.lost_byes == 1 {
                "a loss counts"
            } else {
                "losses count"
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

pub(super) fn opponents_average(
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

pub(super) fn cumulative(p: &PlayerBreakdown, figure: &mut Figure) {
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
