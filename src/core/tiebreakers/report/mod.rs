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

// The explanation by concern: its value and the rounding for people (`explanation`), the steps
// of each figure (`figures`), and two players side by side (`comparison`).
mod comparison;
mod explanation;
mod figures;

pub use comparison::{compare, Comparison, Separation};
pub use explanation::{
    display, fraction_and_percent, Explanation, Figure, OpponentRow, Step, CUMULATIVE_DIGITS,
    PERCENT_DIGITS, PERFECT_TIE, PERFECT_TIE_KEY, SUM_DIGITS,
};
pub use figures::recorded_results;

use crate::core::base::error::PlayerId;
use crate::core::base::ruleset::{Choice, Ruleset, Tiebreaker};
use crate::core::base::words::plural;
use crate::core::model::event::Event;
use crate::core::tiebreakers::standings::{AsOf, PlayerBreakdown, Standings};

use figures::{cumulative, game_win, match_points, match_win, opponents_average};

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
                Tiebreaker::MatchPoints => match_points(p, ruleset, &mut figure),
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
            let counted = if matches == 0 {
                format!("take {name}'s opponents with their playoff")
            } else {
                format!(
                    "count {name}'s playoff as {} more",
                    plural(matches, "round", "rounds")
                )
            };
            Some(format!(
                "These figures {counted}. {}",
                ruleset.explain(Choice::Playoff)
            ))
        }
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
    use crate::core::base::fraction::Fraction;
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
        assert_eq!(steps(&mwp)[1], "That counts 1 bye as a won round.");
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
