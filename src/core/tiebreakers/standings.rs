//! Standings: every figure of every player, exactly, with the breakdown that explains it.
//!
//! [`compute`] reads an [`Event`] under a [`Ruleset`] and returns [`Standings`]: the ranked rows and,
//! for each player, a [`PlayerBreakdown`] that carries the counts behind each fraction, the raw value,
//! the floor applied, and for the opponents' averages each opponent's own value. The CLI and the app
//! both render this one value; neither computes a percentage of its own.
//!
//! ```
//! use tiebreak::core::{compute, Event, Fraction, GameResult, Ruleset};
//! let mut event = Event::default();
//! let a = event.add_player("Ana").unwrap();
//! let b = event.add_player("Ben").unwrap();
//! event.push_match(1, a, b, Some(GameResult::new(2, 1, 0))).unwrap();
//! let standings = compute(&event, &Ruleset::default()).unwrap();
//! let ben = &standings.players[b];
//! assert_eq!(ben.game_win.raw, Some(Fraction::new(3, 9))); // 1 game won of 3: 3/9 = 1/3
//! assert_eq!(ben.match_win.value, Some(Fraction::new(33, 100))); // 0/3, raised to the 0.33 floor
//! assert_eq!(standings.rows[0].player, a);
//! ```
//!
//! # Limits
//!
//! Every figure is an exact [`Fraction`] of 128 bits. An event whose exact figures need more is
//! refused with [`Overflow`]; no count or fraction ever wraps. With `R` rounds, best-of `B`
//! (at most `2B` games a match; a bye or a missed round is 2) and floors whose denominators divide
//! 300 (every preset's: 33/100 and 1/3), these never overflow:
//!
//! - match points, match-win % and game-win %: any event;
//! - OMW: `R ≤ 82`, so every event within `MAX_ROUNDS` (60). Its values are `k/(3u)` with `u ≤ R`
//!   or the floor, all over `D = lcm(300, 3 × lcm(1..R))`, and the sum of at most `R` of them is
//!   at most `R × D`;
//! - Cumulative: `R ≤ 61`. The total is over `4^(R-1)` and below `R × 4^R`;
//! - OOMW (`team`): `R ≤ 42`. Each OMW is over a divisor of `D × lcm(1..R)`;
//! - OGW: `300 × R × (2BR)^R < 2^128`, that is `R ≤ 17` at best-of-3 and `R ≤ 14` at best-of-9.
//!   Each opponent's game-win % is over `3g` with `g ≤ 2BR` games, and at most `R` of them share
//!   a denominator of at most `3 × (2BR)^R`.
//!
//! Real Swiss events stay far inside these (a Grand Prix has 15 rounds of best-of-3). Past them an
//! event may still fit; when it does not, it is refused. A custom floor with another denominator
//! `d` can multiply each of these quantities by `d`, which lowers the bounds. `tests/cases.rs` tests each bound at its worst case
//! (`limit_*`).

use std::cmp::Ordering;
use std::fmt;

use crate::core::base::fraction::{gcd, Fraction, Sum};
use crate::core::base::ruleset::{
    ByeGames, DrawnGames, EmptyFigure, PlayoffFigures, RepeatedOpponents, Ruleset, StageFigures,
    Tiebreaker,
};
use crate::core::model::event::{
    Event, GameResult, InputError, MissedRounds, Outcome, Pairing, PlayerId,
};

/// Match points for a match win or a bye (MTR Appendix C, Match Points).
pub const POINTS_FOR_WIN: u32 = 3;
/// Match points for a drawn match.
pub const POINTS_FOR_DRAW: u32 = 1;
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
    /// Playoff matches counted among the rounds played but worth no match points
    /// ([`crate::core::base::ruleset::PlayoffFigures::WithoutPoints`]), whoever won them.
    pub unscored: u32,
}

impl Record {
    /// Match points: 3 for each win or bye, 1 for each draw (MTR Appendix C, Match Points).
    ///
    /// Saturates at `u32::MAX` rather than wrapping; [`compute`] refuses (with [`Overflow`]) any
    /// record whose match points would not fit, so a record it returns is always exact.
    pub fn match_points(&self) -> u32 {
        POINTS_FOR_WIN
            .saturating_mul(self.wins.saturating_add(self.byes))
            .saturating_add(POINTS_FOR_DRAW.saturating_mul(self.draws))
    }

    /// Rounds with a result or a bye, and the playoff matches counted without points. Saturates
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
    /// Byes whose round (MWP) or 2-0 games (GWP) are part of `points` and `units`.
    pub byes_counted: u32,
    /// Byes the ruleset leaves out of this percentage.
    pub byes_left_out: u32,
    /// `points / (3 × units)`, or `None` when nothing was counted.
    pub raw: Option<Fraction>,
    /// The floor in force, if any.
    pub floor: Option<Fraction>,
    /// The raw value, raised to the floor when below it.
    pub value: Option<Fraction>,
}

impl Percentage {
    fn new(points: u32, units: u32, floor: Option<Fraction>) -> Percentage {
        let raw = (units > 0).then(|| Fraction::new(points.into(), 3 * u128::from(units)));
        Percentage {
            points,
            units,
            byes_counted: 0,
            byes_left_out: 0,
            raw,
            floor,
            value: raw.map(|r| r.at_least(floor).0),
        }
    }

    /// The most points these units could have earned: 3 for each.
    ///
    /// Saturates rather than wrapping; [`compute`] only builds percentages whose units are at most
    /// `u32::MAX / 3`, for which it is exact.
    pub fn possible(&self) -> u32 {
        self.units.saturating_mul(3)
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
    fn or_empty(self, ruleset: &Ruleset, floor: Option<Fraction>) -> Average {
        match (self.count, ruleset.empty_figure) {
            (0, EmptyFigure::Floor) => Average {
                count: 0,
                value: floor,
            },
            (0, EmptyFigure::Zero) => Average {
                count: 0,
                value: Some(Fraction::ZERO),
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
    /// `denominator / g`, already in lowest terms. For an average [`compute`] made, that numerator
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
    /// The steps of a Cumulative that [`compute`] made always fit: it followed the same pool and
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
    /// [`RepeatedOpponents::Once`] leaves out of the averages. Empty under
    /// [`RepeatedOpponents::EachMatch`], where every match has a line in `opponents`.
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

/// What one player did, gathered in one pass over the rounds.
#[derive(Default)]
pub(crate) struct Tally {
    pub(crate) record: Record,
    pub(crate) game_points: u32,
    pub(crate) games: u32,
    pub(crate) bye_rounds: Vec<u32>,
    /// `(opponent, round)` for each match with a result, in round order.
    pub(crate) met: Vec<OpponentLine>,
    cumulative: Vec<(u32, u32)>,
    /// The Cumulative pool and total as numerators over `scale`, a power of 4.
    pool: u128,
    total: u128,
    scale: u128,
    overflow: bool,
}

/// Adds `n` to a count, or marks the tally as overflowed instead of wrapping.
fn bump(count: &mut u32, n: u32, overflow: &mut bool) {
    match count.checked_add(n) {
        Some(c) => *count = c,
        None => *overflow = true,
    }
}

impl Tally {
    /// Whether every count fits the arithmetic of [`own_percentages`] and [`Record::match_points`]:
    /// rounds, and games with the byes' 2-0 games, at most `u32::MAX / 3`, so that 3 points for
    /// each (and 6 game points for each bye) fit in a `u32`. Nothing in a real event comes near;
    /// an event that does is refused with [`Overflow`] rather than counted wrong.
    fn fits(&self) -> bool {
        let r = &self.record;
        let rounds = u64::from(r.wins)
            + u64::from(r.losses)
            + u64::from(r.draws)
            + u64::from(r.byes)
            + u64::from(r.unscored);
        let games = u64::from(self.games) + 2 * u64::from(r.byes);
        let game_points = u64::from(self.game_points) + 6 * u64::from(r.byes);
        let limit = u64::from(u32::MAX / 3);
        !self.overflow && rounds <= limit && games <= limit && game_points <= u64::from(u32::MAX)
    }

    /// What a player did, given as totals rather than matches.
    pub(crate) fn from_totals(record: Record, game_points: u32, games: u32) -> Tally {
        Tally {
            record,
            game_points,
            games,
            ..Tally::default()
        }
    }

    /// Deep dive, Cumulative: the pool is divided by 4, the round's points join it, and the pool
    /// is added to the total. Dividing by 4 is one more factor of 4 under everything.
    fn round_points(&mut self, round: u32, points: u32) {
        self.cumulative.push((round, points));
        let next = if self.cumulative.len() > 1 {
            self.scale
                .checked_mul(4)
                .and_then(|scale| Some((scale, self.total.checked_mul(4)?)))
        } else {
            Some((1, 0))
        };
        match next.and_then(|(scale, total)| {
            let pool = self.pool.checked_add(scale.checked_mul(points.into())?)?;
            Some((scale, pool, total.checked_add(pool)?))
        }) {
            Some((scale, pool, total)) => {
                self.scale = scale;
                self.pool = pool;
                self.total = total;
            }
            None => self.overflow = true,
        }
    }
}

/// MTR Appendix C: the match points a match earns, player A's then B's: a win 3, a draw 1, a loss
/// 0 (a bye is a win, [`POINTS_FOR_WIN`]). The one home of the tally: [`compute`] and the points
/// before a round both count through here.
pub fn outcome_points(outcome: Outcome) -> (u32, u32) {
    match outcome {
        Outcome::AWins => (POINTS_FOR_WIN, 0),
        Outcome::BWins => (0, POINTS_FOR_WIN),
        Outcome::Draw => (POINTS_FOR_DRAW, POINTS_FOR_DRAW),
    }
}

/// Computes the standings of `event` under `ruleset`.
///
/// Matches without a result are not counted yet. The cost is linear in the number of matches,
/// once for each point at which the ruleset takes some player's figures: the end of the Swiss
/// rounds, the end of each earlier stage when it takes figures as of a player's last stage
/// ([`StageFigures::AsOfStage`]), and the playoff when it counts one ([`PlayoffFigures`]).
pub fn compute(event: &Event, ruleset: &Ruleset) -> Result<Standings, Overflow> {
    let swiss = event.rounds.len();
    let end = compute_through(event, ruleset, swiss)?;
    let stage_ends: Vec<u32> = match ruleset.stages {
        StageFigures::AsOfStage => event
            .stages
            .iter()
            .copied()
            .filter(|&e| e >= 1 && (e as usize) < swiss)
            .collect(),
        StageFigures::AtEnd => Vec::new(),
    };
    let playoff = match (ruleset.playoff, &event.playoff) {
        (PlayoffFigures::LeftOut, _) | (_, None) => Vec::new(),
        (_, Some(p)) => p.played_rounds(),
    };
    if stage_ends.is_empty() && playoff.is_empty() {
        return Ok(end);
    }

    // Each player's figures from the point the ruleset takes them at.
    let n = event.players.len();
    let mut taken: Vec<Option<(AsOf, &Standings)>> = vec![None; n];
    let mut points: Vec<Standings> = Vec::new();
    for &stage_end in &stage_ends {
        points.push(compute_through(event, ruleset, stage_end as usize)?);
    }
    let with_playoff = if playoff.is_empty() {
        None
    } else {
        let points_count = ruleset.playoff == PlayoffFigures::Counted;
        Some(finish(
            tally(event, ruleset, swiss, Some((&playoff, points_count)))?,
            ruleset,
        )?)
    };
    let last = last_rounds(event);
    for (p, &l) in last.iter().enumerate() {
        if let Some(k) = stage_ends.iter().position(|&e| l >= 1 && l <= e) {
            taken[p] = Some((AsOf::StageEnd(stage_ends[k]), &points[k]));
        }
    }
    if let Some(s) = &with_playoff {
        let mut matches = vec![0u32; n];
        for &(a, b, _) in playoff.iter().flatten() {
            for x in [a, b] {
                if let Some(m) = matches.get_mut(x) {
                    *m += 1;
                }
            }
        }
        for (p, &m) in matches.iter().enumerate() {
            if m > 0 {
                taken[p] = Some((AsOf::Playoff(m), s));
            }
        }
    }
    let players: Vec<PlayerBreakdown> = end
        .players
        .iter()
        .zip(&taken)
        .map(|(own, t)| match t {
            Some((as_of, s)) => PlayerBreakdown {
                as_of: *as_of,
                ..s.players[own.player].clone()
            },
            None => own.clone(),
        })
        .collect();
    drop(taken);
    let mut stages: Vec<Stage> = stage_ends
        .iter()
        .zip(points)
        .map(|(&e, s)| Stage {
            as_of: AsOf::StageEnd(e),
            players: s.players,
        })
        .collect();
    if let Some(s) = with_playoff {
        stages.push(Stage {
            as_of: AsOf::Playoff(playoff.iter().map(|r| r.len() as u32).sum()),
            players: s.players,
        });
    }
    let rows = rank(&players, ruleset);
    Ok(Standings {
        ruleset: ruleset.clone(),
        rows,
        players,
        stages,
    })
}

/// The standings of the first `rounds` Swiss rounds alone, every figure at their end: what a
/// player whose last stage ended there was published with.
pub(crate) fn compute_through(
    event: &Event,
    ruleset: &Ruleset,
    rounds: usize,
) -> Result<Standings, Overflow> {
    finish(tally(event, ruleset, rounds, None)?, ruleset)
}

/// The last Swiss round (1-based) each player has a table in; 0 for none.
pub(crate) fn last_rounds(event: &Event) -> Vec<u32> {
    let mut last = vec![0u32; event.players.len()];
    for (i, round) in event.rounds.iter().enumerate() {
        for pairing in &round.pairings {
            for p in pairing.players() {
                if let Some(l) = last.get_mut(p) {
                    *l = i as u32 + 1;
                }
            }
        }
    }
    last
}

/// A round of the playoff as played: each match's two players and its result.
type PlayoffRound = Vec<(PlayerId, PlayerId, GameResult)>;

/// What each player did in the first `upto` Swiss rounds, and, when given, in the playoff's
/// matches as further rounds (with their match points, or without).
fn tally(
    event: &Event,
    ruleset: &Ruleset,
    upto: usize,
    playoff: Option<(&[PlayoffRound], bool)>,
) -> Result<Vec<Tally>, Overflow> {
    let n = event.players.len();
    let rounds = upto.min(event.rounds.len());
    // Cumulative is only followed round by round under the rulesets that rank by it.
    let cumulative = ruleset.uses(Tiebreaker::Cumulative);
    let mut tallies: Vec<Tally> = (0..n)
        .map(|_| Tally {
            met: Vec::with_capacity(rounds),
            cumulative: Vec::with_capacity(if cumulative { rounds } else { 0 }),
            ..Tally::default()
        })
        .collect();
    let drawn_game_points = match ruleset.drawn_games {
        DrawnGames::OnePoint => POINTS_FOR_GAME_DRAW,
        DrawnGames::NoPoints => 0,
    };

    // A match between `a` and `b` in round `number`: its result from `a`'s side, whether its
    // games count, and whether its match points do.
    let count_match = |tallies: &mut Vec<Tally>,
                       number: u32,
                       a: PlayerId,
                       b: PlayerId,
                       result: GameResult,
                       games_count: bool,
                       scored: bool| {
        let (pa, pb) = outcome_points(result.outcome());
        for (me, them, mine, points) in [(a, b, result, pa), (b, a, result.swapped(), pb)] {
            let t = &mut tallies[me];
            let count = match (scored, points) {
                (false, _) => &mut t.record.unscored,
                (true, POINTS_FOR_WIN) => &mut t.record.wins,
                (true, POINTS_FOR_DRAW) => &mut t.record.draws,
                (true, _) => &mut t.record.losses,
            };
            bump(count, 1, &mut t.overflow);
            if games_count {
                // A result checked against its best-of has at most 18 games; a result built
                // by hand may not, so every sum here is checked.
                let game_points = POINTS_FOR_GAME_WIN
                    .checked_mul(mine.a_wins)
                    .and_then(|p| p.checked_add(drawn_game_points.checked_mul(mine.draws)?));
                let games = mine
                    .a_wins
                    .checked_add(mine.b_wins)
                    .and_then(|g| g.checked_add(mine.draws));
                match (game_points, games) {
                    (Some(p), Some(g)) => {
                        bump(&mut t.game_points, p, &mut t.overflow);
                        bump(&mut t.games, g, &mut t.overflow);
                    }
                    _ => t.overflow = true,
                }
            }
            t.met.push(OpponentLine {
                opponent: them,
                round: number,
            });
            if cumulative {
                t.round_points(number, if scored { points } else { 0 });
            }
        }
    };

    for (i, round) in event.rounds[..rounds].iter().enumerate() {
        let number = u32::try_from(i + 1).map_err(|_| Overflow)?;
        for (table, pairing) in round.pairings.iter().enumerate() {
            match *pairing {
                Pairing::Match {
                    a,
                    b,
                    result: Some(result),
                } if a < n
                    && b < n
                    && !(result.games() == 0 && ruleset.results.zero_is_unplayed()) =>
                {
                    if round.double_losses.contains(&table) {
                        // Both players lost, with no games: each is the other's opponent.
                        for (me, them) in [(a, b), (b, a)] {
                            let t = &mut tallies[me];
                            bump(&mut t.record.losses, 1, &mut t.overflow);
                            t.met.push(OpponentLine {
                                opponent: them,
                                round: number,
                            });
                            if cumulative {
                                t.round_points(number, 0);
                            }
                        }
                        continue;
                    }
                    count_match(&mut tallies, number, a, b, result, true, true);
                }
                Pairing::Bye { player } if player < n => {
                    let t = &mut tallies[player];
                    bump(&mut t.record.byes, 1, &mut t.overflow);
                    t.bye_rounds.push(number);
                    if cumulative {
                        t.round_points(number, POINTS_FOR_WIN);
                    }
                }
                _ => {}
            }
        }
    }
    if let Some((playoff, scored)) = playoff {
        for (k, matches) in playoff.iter().enumerate() {
            let number = u32::try_from(rounds + k + 1).map_err(|_| Overflow)?;
            for &(a, b, result) in matches {
                if a < n && b < n {
                    count_match(&mut tallies, number, a, b, result, true, scored);
                }
            }
        }
    }
    // Late entries: the rounds before they entered, as the event counts them.
    if event.missed_rounds == MissedRounds::Losses {
        for (p, t) in tallies.iter_mut().enumerate() {
            let missed = event.players[p]
                .entered_round
                .map_or(0, |r| r.saturating_sub(1))
                .min(rounds as u32);
            if missed > 0 {
                bump(&mut t.record.losses, missed, &mut t.overflow);
                t.record.missed = missed;
                // A missed round is 0-2 in games where a bye is 2-0.
                if ruleset.bye_games == ByeGames::TwoZero {
                    match missed.checked_mul(2) {
                        Some(games) => bump(&mut t.games, games, &mut t.overflow),
                        None => t.overflow = true,
                    }
                }
                if cumulative {
                    // The missed rounds come first: start the pool again and replay.
                    let played = std::mem::take(&mut t.cumulative);
                    (t.pool, t.total, t.scale) = (0, 0, 0);
                    for round in 1..=missed {
                        t.round_points(round, 0);
                    }
                    for (round, points) in played {
                        t.round_points(round, points);
                    }
                }
            }
        }
    }
    Ok(tallies)
}

/// The standings from what each player did: their percentages, the opponents' averages, the
/// ranking. [`compute`] tallies an event; the check page tallies what a player typed.
pub(crate) fn finish(mut tallies: Vec<Tally>, ruleset: &Ruleset) -> Result<Standings, Overflow> {
    let n = tallies.len();
    if !tallies.iter().all(Tally::fits) {
        return Err(Overflow);
    }

    // The players' own percentages, and each one's values as an opponent counts them. The
    // breakdowns are built here and their averages filled in below: no table of the percentages
    // is kept on the side (2000 players' would be 740 KB of fresh pages for the CLI).
    let mut players: Vec<PlayerBreakdown> = Vec::with_capacity(n);
    let mut match_win_values: Vec<Fraction> = Vec::with_capacity(n);
    let mut game_win_values: Vec<Fraction> = Vec::with_capacity(n);
    let mut times_met = vec![0u32; n];
    for (id, t) in tallies.iter_mut().enumerate() {
        let (match_win, game_win, for_opponents) = own_percentages(t, ruleset);
        match_win_values.push(match_win.value.unwrap_or(Fraction::ZERO));
        game_win_values.push(for_opponents.unwrap_or(Fraction::ZERO));
        let mut opponents = std::mem::take(&mut t.met);
        let repeated = match ruleset.repeated_opponents {
            RepeatedOpponents::EachMatch => Vec::new(),
            RepeatedOpponents::Once => split_repeats(&mut opponents, &mut times_met),
        };
        let cumulative_value = if t.cumulative.is_empty() {
            Fraction::ZERO
        } else {
            Fraction::new(t.total, t.scale)
        };
        players.push(PlayerBreakdown {
            player: id,
            record: t.record,
            match_points: t.record.match_points(),
            match_win,
            game_win,
            opponents,
            repeated,
            bye_rounds: std::mem::take(&mut t.bye_rounds),
            omw: Average::default(),
            ogw: Average::default(),
            oomw: Average::default(),
            cumulative: Cumulative {
                rounds: std::mem::take(&mut t.cumulative),
                value: cumulative_value,
            },
            as_of: AsOf::End,
        });
    }
    drop(tallies);

    // OMW and OGW, from the opponents' own percentages; with no opponent, the ruleset's figure
    // for nothing counted.
    let match_wins = Averager::new(match_win_values);
    let game_wins = Averager::new(game_win_values);
    for p in &mut players {
        p.omw = match_wins
            .average(&p.opponents)?
            .or_empty(ruleset, ruleset.match_win_floor);
        p.ogw = game_wins
            .average(&p.opponents)?
            .or_empty(ruleset, ruleset.opponent_game_win_floor);
    }

    // OOMW, from the opponents' OMW; only for the rulesets that rank by it.
    if ruleset.uses(Tiebreaker::OpponentsOpponentsMatchWinPct) {
        let omws = Averager::new(
            players
                .iter()
                .map(|p| p.omw.value.unwrap_or(Fraction::ZERO))
                .collect(),
        );
        for p in &mut players {
            p.oomw = omws
                .average(&p.opponents)?
                .or_empty(ruleset, ruleset.match_win_floor);
        }
    }

    let rows = rank(&players, ruleset);
    Ok(Standings {
        ruleset: ruleset.clone(),
        rows,
        players,
        stages: Vec::new(),
    })
}

/// Match-win %, game-win %, and the game-win % an opponent counts for in OGW.
///
/// [`Tally::fits`] holds (rounds and games with the byes' at most `u32::MAX / 3`, game points
/// with the byes' at most `u32::MAX`), so no sum or product below overflows.
fn own_percentages(t: &Tally, ruleset: &Ruleset) -> (Percentage, Percentage, Option<Fraction>) {
    let byes = t.record.byes;
    let played = t.record.wins + t.record.losses + t.record.draws + t.record.unscored;
    let points_played = POINTS_FOR_WIN * t.record.wins + POINTS_FOR_DRAW * t.record.draws;

    // MTR Appendix C: "accumulated match points divided by the total match points possible in
    // those rounds"; a bye is a won round. WER leaves bye rounds out.
    let mut match_win = if ruleset.byes_in_match_win {
        let mut m = Percentage::new(
            points_played + POINTS_FOR_WIN * byes,
            played + byes,
            ruleset.match_win_floor,
        );
        m.byes_counted = byes;
        m
    } else {
        let mut m = Percentage::new(points_played, played, ruleset.match_win_floor);
        m.byes_left_out = byes;
        m
    };
    if match_win.units == 0 {
        match_win.byes_left_out = byes;
        match_win.byes_counted = 0;
    }

    // MTR Appendix C: a bye is a 2-0 win, 6 game points over 2 games. The pod sheet: 0-0.
    let mut game_win = match ruleset.bye_games {
        ByeGames::TwoZero => {
            let mut g = Percentage::new(
                t.game_points + 2 * POINTS_FOR_GAME_WIN * byes,
                t.games + 2 * byes,
                ruleset.game_win_floor,
            );
            g.byes_counted = byes;
            g
        }
        ByeGames::NotCounted => {
            let mut g = Percentage::new(t.game_points, t.games, ruleset.game_win_floor);
            g.byes_left_out = byes;
            g
        }
    };
    if game_win.units == 0 {
        game_win.byes_left_out = byes;
        game_win.byes_counted = 0;
    }
    // Melee: a percentage with nothing to count is the floor.
    for p in [&mut match_win, &mut game_win] {
        if p.raw.is_none() {
            match ruleset.empty_figure {
                EmptyFigure::Floor => p.value = p.floor,
                EmptyFigure::Zero => p.value = Some(Fraction::ZERO),
                EmptyFigure::None => {}
            }
        }
    }
    // An opponent with no games (a 0-0-0 draw, as Melee records one) counts as 0 games won,
    // raised to the opponents' floor; `game_win.raw` is `None` only then or for a player with
    // only byes, who is no one's opponent.
    let for_opponents = Some(
        game_win
            .raw
            .unwrap_or(Fraction::ZERO)
            .at_least(ruleset.opponent_game_win_floor)
            .0,
    );
    (match_win, game_win, for_opponents)
}

/// Moves every match against an opponent met earlier out of `lines`, and returns them.
///
/// `seen` is scratch space of one flag per player, all clear on entry and on exit, so that this
/// costs one pass instead of a search per line.
fn split_repeats(lines: &mut Vec<OpponentLine>, seen: &mut [u32]) -> Vec<OpponentLine> {
    let mut repeated = Vec::new();
    lines.retain(|l| {
        seen[l.opponent] = seen[l.opponent].saturating_add(1);
        if seen[l.opponent] > 1 {
            repeated.push(*l);
        }
        seen[l.opponent] == 1
    });
    for l in lines.iter() {
        seen[l.opponent] = 0;
    }
    repeated
}

/// Averages one figure of each player over other players' opponent lines.
///
/// Most figures of an event share few denominators (a match-win % over 15 rounds is some n/45, or
/// the floor's 33/100), so when their least common multiple `D` fits in 64 bits each value is
/// turned once into a whole numerator over `D`, and every average is then a sum of whole numbers
/// and one reduction. Otherwise each average adds exact fractions one by one.
struct Averager {
    values: Vec<Fraction>,
    /// `values[p] × D`, and `D`.
    common: Option<(Vec<u128>, u128)>,
}

impl Averager {
    fn new(values: Vec<Fraction>) -> Averager {
        let mut d: u64 = 1;
        let mut fits = true;
        for v in &values {
            let Ok(den) = u64::try_from(v.denom()) else {
                fits = false;
                break;
            };
            if !d.is_multiple_of(den) {
                match (d / gcd(d.into(), den.into()) as u64).checked_mul(den) {
                    Some(lcm) => d = lcm,
                    None => {
                        fits = false;
                        break;
                    }
                }
            }
        }
        // Each value as a whole numerator over `D`. The sums in `average` stay exact when every
        // one is below 2^64 (as every value at most 1 is, since `D` < 2^64); a larger one, from a
        // custom floor above 1, takes the slow path.
        let common = fits
            .then(|| {
                let d = u128::from(d);
                let scaled: Option<Vec<u128>> = values
                    .iter()
                    .map(|v| {
                        v.numer()
                            .checked_mul(d / v.denom())
                            .filter(|&x| x <= u128::from(u64::MAX))
                    })
                    .collect();
                scaled.map(|scaled| (scaled, d))
            })
            .flatten();
        Averager { values, common }
    }

    /// The average of the opponents' values over `lines`.
    fn average(&self, lines: &[OpponentLine]) -> Result<Average, Overflow> {
        let count = u32::try_from(lines.len()).map_err(|_| Overflow)?;
        if count == 0 {
            return Ok(Average::default());
        }
        if let Some((scaled, d)) = &self.common {
            // Fewer than 2^32 numerators, each below 2^64: the sum is below 2^96. `D` is below
            // 2^64 and `count` below 2^32, so `D × count` is below 2^96 too.
            let sum: u128 = lines.iter().map(|l| scaled[l.opponent]).sum();
            return Ok(Average {
                count,
                value: Some(Fraction::new(sum, d * u128::from(count))),
            });
        }
        let mut sum = Sum::default();
        for l in lines {
            sum.add(self.values[l.opponent], 1).ok_or(Overflow)?;
        }
        Ok(Average {
            count,
            value: Some(sum.divided_by(count.into()).ok_or(Overflow)?),
        })
    }
}

/// Orders the players by the ruleset's tiebreakers, then by registration order.
fn rank(players: &[PlayerBreakdown], ruleset: &Ruleset) -> Vec<Row> {
    // Each player's values, in the ruleset's order, read once rather than at every comparison.
    let k = ruleset.tiebreakers.len();
    let keys: Vec<Option<Fraction>> = players
        .iter()
        .flat_map(|p| ruleset.tiebreakers.iter().map(|&t| p.value(t)))
        .collect();
    let key = |p: PlayerId| &keys[p * k..(p + 1) * k];
    // Higher is better; a figure that could not be counted (`None`) ranks below any value.
    let by_tiebreakers = |a: PlayerId, b: PlayerId| key(b).cmp(key(a));
    let mut order: Vec<PlayerId> = (0..players.len()).collect();
    order.sort_unstable_by(|&a, &b| by_tiebreakers(a, b).then(a.cmp(&b)));
    let tied = |i: usize, j: usize| by_tiebreakers(order[i], order[j]) == Ordering::Equal;
    (0..order.len())
        .map(|i| Row {
            // A rank past `u32::MAX` would need billions of players in memory; it saturates
            // rather than wraps.
            rank: u32::try_from(i + 1).unwrap_or(u32::MAX),
            player: order[i],
            perfect_tie: (i > 0 && tied(i - 1, i)) || (i + 1 < order.len() && tied(i, i + 1)),
        })
        .collect()
}
