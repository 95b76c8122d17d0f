//! The standings as a value: the ranked rows and, for each player, the counts behind every
//! figure, its raw value, its floor and the opponents' values, which every renderer draws.

use std::fmt;

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::fraction::{gcd, Fraction};
use crate::core::base::ruleset::{EmptyFigure, MatchPoints, Ruleset, Tiebreaker};

/// Game points for a won game (MTR Appendix C, Game Points).
pub const POINTS_FOR_GAME_WIN: u32 = 3;

/// Game points for a drawn or unfinished game.
pub const POINTS_FOR_GAME_DRAW: u32 = 1;

/// The whole standings under one ruleset.
#[derive(Clone, Debug, PartialEq)]
pub struct Standings {
    /// The ruleset the figures were computed under.
    pub ruleset: Ruleset,
    /// The ranked rows, first place first.
    pub rows: Vec<Row>,
    /// Every player's figures and their explanation, indexed by [`PlayerId`].
    pub players: Vec<PlayerBreakdown>,
    /// The other points at which some player's figures were taken ([`PlayerBreakdown::as_of`]):
    /// the end of an earlier stage, or the playoff counted. Empty when every figure is the end's.
    pub stages: Vec<Stage>,
}

/// A point other than the end of the Swiss rounds at which figures were taken, with every
/// player's figures there: what the opponents' averages of a player whose figures were taken
/// there read.
#[derive(Clone, Debug, PartialEq)]
pub struct Stage {
    /// Where the figures were taken (for the playoff, its matches in all).
    pub as_of: AsOf,
    /// Each player's figures there, indexed by [`PlayerId`].
    pub players: Vec<PlayerBreakdown>,
}

impl AsOf {
    /// Whether figures taken at `self` and at `other` are taken at the same point: the same
    /// stage's end, or both with the playoff.
    fn same_point(self, other: AsOf) -> bool {
        match (self, other) {
            (AsOf::Playoff(_), AsOf::Playoff(_)) => true,
            (a, b) => a == b,
        }
    }
}

/// When a player's figures were taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AsOf {
    /// At the end of the Swiss rounds.
    #[default]
    End,
    /// At the end of an earlier stage, after this round: the last stage the player played in
    /// ([`crate::core::base::ruleset::StageFigures::AsOfStage`]).
    StageEnd(u32),
    /// After the playoff, whose matches the ruleset counts
    /// ([`crate::core::base::ruleset::PlayoffFigures`]): this many of them.
    Playoff(u32),
}

impl Standings {
    /// Each player's place in the rows (0 the leader), indexed by player: the order the pairing
    /// gives the bye in and a power-paired round pairs in.
    pub fn places(&self) -> Vec<usize> {
        let mut place = vec![0usize; self.players.len()];
        for (i, row) in self.rows.iter().enumerate() {
            if let Some(p) = place.get_mut(row.player) {
                *p = i;
            }
        }
        place
    }

    /// The breakdown of `line`'s opponent at the point `player`'s own figures were taken: the
    /// one `player`'s opponents' averages read.
    pub fn opponent(&self, player: &PlayerBreakdown, line: &OpponentLine) -> &PlayerBreakdown {
        let stage = (player.as_of != AsOf::End)
            .then(|| {
                self.stages
                    .iter()
                    .find(|s| s.as_of.same_point(player.as_of))
            })
            .flatten();
        match stage {
            Some(stage) => &stage.players[line.opponent],
            None => &self.players[line.opponent],
        }
    }

    /// The figures of `line`'s opponent, as that line of `player`'s breakdown counts them in
    /// OMW, OGW and OOMW: at the point `player`'s own figures were taken.
    pub fn opponent_values(&self, player: &PlayerBreakdown, line: &OpponentLine) -> OpponentValues {
        let o = self.opponent(player, line);
        let game_win_raw = o.game_win.raw.unwrap_or(Fraction::ZERO);
        OpponentValues {
            match_win_raw: o.match_win.raw.unwrap_or(Fraction::ZERO),
            match_win: o.match_win.value.unwrap_or(Fraction::ZERO),
            game_win_raw,
            game_win: game_win_raw
                .at_least(self.ruleset.opponent_game_win_floor)
                .0,
            omw: o.omw.value.unwrap_or(Fraction::ZERO),
        }
    }
}

/// One line of the standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    /// 1 for first place. Players in a perfect tie still get distinct ranks, in registration order.
    pub rank: u32,
    /// Who.
    pub player: PlayerId,
    /// Equal on every tiebreaker to the player above or below: registration order decided.
    pub perfect_tie: bool,
}

/// A player's match record. A bye is counted apart from the wins it is worth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Matches won against an opponent.
    pub wins: u32,
    /// Matches lost.
    pub losses: u32,
    /// Matches drawn.
    pub draws: u32,
    /// Byes, each worth a match win.
    pub byes: u32,
    /// Of the losses, the rounds a late entry missed (no opponent).
    pub missed: u32,
    /// Of the losses, byes the file records as losses (no opponent: [`crate::core::Round::lost_byes`]).
    pub lost_byes: u32,
    /// Of the losses, the rounds not played that the ruleset counts lost
    /// ([`crate::core::base::ruleset::UnplayedRounds::Lost`]; no opponent).
    pub unplayed: u32,
    /// Playoff rounds counted among the rounds played but worth no match points
    /// ([`crate::core::base::ruleset::PlayoffFigures::WithoutPoints`]): matches, whoever won
    /// them, and byes of the playoff's first round.
    pub unscored: u32,
}

impl Record {
    /// Match points under `points`: MTR Appendix C's 3 for each win or bye and 1 for each draw,
    /// or an event's own.
    ///
    /// Saturates at `u32::MAX` rather than wrapping; [`compute`](super::compute) refuses (with [`Overflow`]) any
    /// record whose match points would not fit, so a record it returns is always exact.
    pub fn match_points(&self, points: MatchPoints) -> u32 {
        points.earned(self.wins.saturating_add(self.byes), self.draws)
    }

    /// Rounds with a result or a bye, and the playoff rounds counted without points. Saturates
    /// at `u32::MAX`, as [`Record::match_points`] does.
    pub fn rounds(&self) -> u32 {
        self.wins
            .saturating_add(self.losses)
            .saturating_add(self.draws)
            .saturating_add(self.byes)
            .saturating_add(self.unscored)
    }
}

impl fmt::Display for Record {
    /// Wins-losses-draws, byes counted as wins, as the MTR writes it: `3-2-0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}-{}-{}",
            u64::from(self.wins) + u64::from(self.byes),
            self.losses,
            self.draws
        )
    }
}

/// A points-over-possible percentage: match-win % or game-win %.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Percentage {
    /// Points counted: match points for MWP, game points for GWP.
    pub points: u32,
    /// Rounds (MWP) or games (GWP) counted.
    pub units: u32,
    /// The points a unit can earn: a win's match points (MWP), or 3 game points (GWP).
    pub per: u32,
    /// Byes whose round (MWP) or 2-0 games (GWP) are part of `points` and `units`.
    pub byes_counted: u32,
    /// Of `byes_counted` in a game-win %, those of best-of-one rounds counted 1-0
    /// ([`crate::core::base::ruleset::ByeGames::AsRound`]); the others are 2-0.
    pub one_game_byes: u32,
    /// Byes the ruleset leaves out of this percentage.
    pub byes_left_out: u32,
    /// `points / (per × units)`, or `None` when nothing was counted.
    pub raw: Option<Fraction>,
    /// The floor in force, if any.
    pub floor: Option<Fraction>,
    /// The raw value, raised to the floor when below it.
    pub value: Option<Fraction>,
}

impl Percentage {
    pub(super) fn new(points: u32, units: u32, per: u32, floor: Option<Fraction>) -> Percentage {
        let raw = (units > 0 && per > 0)
            .then(|| Fraction::new(points.into(), u128::from(per) * u128::from(units)));
        Percentage {
            points,
            units,
            per,
            byes_counted: 0,
            one_game_byes: 0,
            byes_left_out: 0,
            raw,
            floor,
            value: raw.map(|r| r.at_least(floor).0),
        }
    }

    /// The most points these units could have earned: `per` for each.
    ///
    /// Saturates rather than wrapping; [`compute`](super::compute) only builds percentages whose
    /// units times `per` fit in a `u32`, for which it is exact.
    pub fn possible(&self) -> u32 {
        self.units.saturating_mul(self.per)
    }

    /// Whether the floor raised the value.
    pub fn floored(&self) -> bool {
        self.raw != self.value
    }
}

/// One opponent in a player's opponents' averages: a match with a result.
///
/// A line names the opponent; the opponent's own figures are in their [`PlayerBreakdown`], and
/// [`Standings::opponent_values`] reads them as this line counts them. Keeping the line this small
/// is what keeps the whole standings, breakdowns included, linear and cheap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpponentLine {
    /// Who.
    pub opponent: PlayerId,
    /// The round of the match this line stands for.
    pub round: u32,
}

/// An opponent's figures as one [`OpponentLine`] counts them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpponentValues {
    /// The opponent's match-win %, before the floor.
    pub match_win_raw: Fraction,
    /// The opponent's match-win % as counted in OMW, after the floor.
    pub match_win: Fraction,
    /// The opponent's game-win %, before any floor.
    pub game_win_raw: Fraction,
    /// The opponent's game-win % as counted in OGW, after the opponents' floor.
    pub game_win: Fraction,
    /// The opponent's own OMW, as counted in OOMW.
    pub omw: Fraction,
}

/// An average over the opponent lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Average {
    /// How many lines were added.
    pub count: u32,
    /// The sum of the lines' values divided by `count`, or `None` with no opponents.
    pub value: Option<Fraction>,
}

impl Average {
    /// This average, or when it counted no opponent, what the ruleset makes of nothing counted
    /// ([`EmptyFigure`]): no value, or `floor`.
    pub(super) fn or_empty(self, ruleset: &Ruleset, floor: Option<Fraction>) -> Average {
        match (self.count, ruleset.empty_figure) {
            (0, EmptyFigure::Floor) => Average {
                count: 0,
                value: floor,
            },
            (0, EmptyFigure::Zero) => Average {
                count: 0,
                value: Some(Fraction::ZERO),
            },
            (0, EmptyFigure::FloorWritten) => Average {
                count: 0,
                value: Some(crate::core::base::ruleset::MELEE_EMPTY),
            },
            (0, EmptyFigure::OneTenth) => Average {
                count: 0,
                value: Some(Fraction::new_const(1, 10)),
            },
            (0, EmptyFigure::One) => Average {
                count: 0,
                value: Some(Fraction::ONE),
            },
            _ => self,
        }
    }

    /// Whether the value is the ruleset's figure for no opponent at all ([`EmptyFigure::Floor`]).
    pub fn is_empty_floor(&self) -> bool {
        self.count == 0 && self.value.is_some()
    }

    /// The sum of the lines' values: `value × count`, in lowest terms.
    ///
    /// With `g = gcd(denominator, count)`, the sum is `numerator × (count / g)` over
    /// `denominator / g`, already in lowest terms. For an average [`compute`](super::compute) made, that numerator
    /// is the numerator of the exact sum it added in 128 bits, so the multiplication cannot
    /// overflow; for a hand-built `Average` whose sum does not fit, it saturates instead of wrapping.
    pub fn sum(&self) -> Fraction {
        match self.value {
            Some(v) => {
                let count = u128::from(self.count);
                let g = gcd(v.denom(), count);
                Fraction::new(v.numer().saturating_mul(count / g), v.denom() / g)
            }
            None => Fraction::ZERO,
        }
    }
}

/// One round of the Cumulative tiebreaker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CumulativeStep {
    /// The round.
    pub round: u32,
    /// Match points earned in the round, added to the bonus pool.
    pub points: u32,
    /// The bonus pool at the end of the round: last round's pool divided by 4, plus `points`.
    pub pool: Fraction,
    /// The Cumulative total so far: the sum of the pools.
    pub total: Fraction,
}

/// The Cumulative tiebreaker (deep dive): at each round the bonus pool is divided by 4, the round's
/// match points are added to it, and the pool is added to the total.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cumulative {
    /// `(round, match points earned)` for each round the player took part in, in order.
    pub rounds: Vec<(u32, u32)>,
    /// The total after the last round.
    pub value: Fraction,
}

impl Cumulative {
    /// Every step of the calculation, for a breakdown. (The total is also kept in `value`, so the
    /// standings never build this list.)
    ///
    /// The steps of a Cumulative that [`compute`](super::compute) made always fit: it followed the same pool and
    /// total in 128 bits and refused the event otherwise, and the reduced fractions here are no
    /// larger. A hand-built list of rounds too long for 128 bits (more than 61 rounds) stops at the
    /// last step that fits rather than showing a wrong one.
    pub fn steps(&self) -> Vec<CumulativeStep> {
        let mut pool = Fraction::ZERO;
        let mut total = Fraction::ZERO;
        let mut steps = Vec::with_capacity(self.rounds.len());
        for &(round, points) in &self.rounds {
            let Some((next_pool, next_total)) = pool
                .div_whole(4)
                .and_then(|p| p.checked_add(Fraction::whole(points.into())))
                .and_then(|p| Some((p, total.checked_add(p)?)))
            else {
                break;
            };
            (pool, total) = (next_pool, next_total);
            steps.push(CumulativeStep {
                round,
                points,
                pool,
                total,
            });
        }
        steps
    }
}

/// Everything about one player's standing.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerBreakdown {
    /// Who.
    pub player: PlayerId,
    /// Wins, losses, draws and byes.
    pub record: Record,
    /// Match points, from the record.
    pub match_points: u32,
    /// Match-win %.
    pub match_win: Percentage,
    /// Game-win %, with the player's own floor.
    pub game_win: Percentage,
    /// The opponents, in the order met, as counted in OMW, OGW and OOMW.
    pub opponents: Vec<OpponentLine>,
    /// Later matches against an opponent already counted, which
    /// [`RepeatedOpponents::Once`](crate::core::base::ruleset::RepeatedOpponents::Once) leaves out of the averages. Empty under
    /// [`RepeatedOpponents::EachMatch`](crate::core::base::ruleset::RepeatedOpponents::EachMatch), where every match has a line in `opponents`.
    pub repeated: Vec<OpponentLine>,
    /// Rounds in which the player had a bye; byes are never opponents (MTR Appendix C).
    pub bye_rounds: Vec<u32>,
    /// Opponents' match-win %.
    pub omw: Average,
    /// Opponents' game-win %.
    pub ogw: Average,
    /// Opponents' opponents' match-win %; `None` under rulesets that do not rank by it.
    pub oomw: Average,
    /// The Cumulative tiebreaker; empty (0) under rulesets that do not rank by it.
    pub cumulative: Cumulative,
    /// When these figures were taken: at the end, or at the end of the player's last stage, or
    /// with the playoff.
    pub as_of: AsOf,
}

impl PlayerBreakdown {
    /// The other rounds in which the player met `line`'s opponent, counted or not.
    pub fn other_rounds(&self, line: &OpponentLine) -> Vec<u32> {
        let mut rounds: Vec<u32> = self
            .opponents
            .iter()
            .chain(&self.repeated)
            .filter(|l| l.opponent == line.opponent && l.round != line.round)
            .map(|l| l.round)
            .collect();
        rounds.sort_unstable();
        rounds
    }

    /// The value of one tiebreaker; `None` where nothing could be counted.
    pub fn value(&self, tiebreaker: Tiebreaker) -> Option<Fraction> {
        match tiebreaker {
            Tiebreaker::MatchPoints => Some(Fraction::whole(self.match_points.into())),
            Tiebreaker::MatchWinPct => self.match_win.value,
            Tiebreaker::GameWinPct => self.game_win.value,
            Tiebreaker::OpponentsMatchWinPct => self.omw.value,
            Tiebreaker::OpponentsGameWinPct => self.ogw.value,
            Tiebreaker::OpponentsOpponentsMatchWinPct => self.oomw.value,
            Tiebreaker::Cumulative => Some(self.cumulative.value),
        }
    }
}

/// The exact fractions outgrew 128 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overflow;

impl fmt::Display for Overflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the exact fractions of this event need more than 128 bits, which Tiebreak does not support: check the event for a round or game count far beyond a real event.")
    }
}

impl std::error::Error for Overflow {}

impl From<Overflow> for InputError {
    fn from(e: Overflow) -> InputError {
        InputError::new(e.to_string())
    }
}
