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

use std::cmp::Ordering;
use std::fmt;

use super::event::{Event, Outcome, Pairing, PlayerId};
use super::fraction::{Fraction, Sum};
use super::ruleset::{ByeGames, RepeatedOpponents, Ruleset, Tiebreaker};

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
}

impl Record {
    /// Match points: 3 for each win or bye, 1 for each draw (MTR Appendix C, Match Points).
    pub fn match_points(&self) -> u32 {
        POINTS_FOR_WIN * (self.wins + self.byes) + POINTS_FOR_DRAW * self.draws
    }

    /// Rounds with a result or a bye.
    pub fn rounds(&self) -> u32 {
        self.wins + self.losses + self.draws + self.byes
    }
}

impl fmt::Display for Record {
    /// Wins-losses-draws, byes counted as wins, as the MTR writes it: `3-2-0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}-{}-{}",
            self.wins + self.byes,
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
    pub fn possible(&self) -> u32 {
        3 * self.units
    }

    /// Whether the floor raised the value.
    pub fn floored(&self) -> bool {
        self.raw != self.value
    }
}

/// One opponent in a player's opponents' averages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpponentLine {
    /// Who.
    pub opponent: PlayerId,
    /// The round of the match this line stands for.
    pub round: u32,
    /// The other rounds in which the two met. Under [`RepeatedOpponents::EachMatch`] each of them has
    /// a line of its own; under [`RepeatedOpponents::Once`] they are not counted again.
    pub other_rounds: Vec<u32>,
    /// The opponent's match-win %, before the floor.
    pub match_win_raw: Fraction,
    /// The opponent's match-win % as counted in OMW, after the floor.
    pub match_win: Fraction,
    /// The opponent's game-win %, before the floor.
    pub game_win_raw: Fraction,
    /// The opponent's game-win % as counted in OGW, after the opponents' floor.
    pub game_win: Fraction,
    /// The opponent's own OMW, as counted in OOMW.
    pub omw: Fraction,
}

impl OpponentLine {
    /// Whether the floor raised the opponent's match-win %.
    pub fn match_win_floored(&self) -> bool {
        self.match_win != self.match_win_raw
    }

    /// Whether the floor raised the opponent's game-win %.
    pub fn game_win_floored(&self) -> bool {
        self.game_win != self.game_win_raw
    }
}

/// An average over the opponent lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Average {
    /// The sum of the lines' values.
    pub sum: Fraction,
    /// How many lines were added.
    pub count: u32,
    /// `sum / count`, or `None` with no opponents.
    pub value: Option<Fraction>,
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
    pub fn steps(&self) -> Vec<CumulativeStep> {
        let mut pool = Fraction::ZERO;
        let mut total = Fraction::ZERO;
        let mut steps = Vec::with_capacity(self.rounds.len());
        for &(round, points) in &self.rounds {
            pool = pool
                .div_whole(4)
                .and_then(|p| p.checked_add(Fraction::whole(points.into())))
                .unwrap_or(pool);
            total = total.checked_add(pool).unwrap_or(total);
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
    /// Rounds in which the player had a bye; byes are never opponents (MTR Appendix C).
    pub bye_rounds: Vec<u32>,
    /// Opponents' match-win %.
    pub omw: Average,
    /// Opponents' game-win %.
    pub ogw: Average,
    /// Opponents' opponents' match-win %.
    pub oomw: Average,
    /// The Cumulative tiebreaker.
    pub cumulative: Cumulative,
}

impl PlayerBreakdown {
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

/// What one player did, gathered in one pass over the rounds.
#[derive(Default)]
struct Tally {
    record: Record,
    game_points: u32,
    games: u32,
    bye_rounds: Vec<u32>,
    /// `(opponent, round)` for each match with a result, in round order.
    met: Vec<(PlayerId, u32)>,
    cumulative: Vec<(u32, u32)>,
    /// The Cumulative pool and total as numerators over `4^exp`.
    pool: u128,
    total: u128,
    exp: u32,
    overflow: bool,
}

impl Tally {
    fn round_points(&mut self, round: u32, points: u32) {
        self.cumulative.push((round, points));
        if self.cumulative.len() > 1 {
            // Dividing the pool by 4 is one more power of 4 under everything.
            self.exp += 1;
            match self.total.checked_mul(4) {
                Some(t) => self.total = t,
                None => self.overflow = true,
            }
        }
        let scale = 4u128.checked_pow(self.exp);
        match scale
            .and_then(|s| s.checked_mul(points.into()))
            .and_then(|p| self.pool.checked_add(p))
            .and_then(|pool| Some((pool, self.total.checked_add(pool)?)))
        {
            Some((pool, total)) => {
                self.pool = pool;
                self.total = total;
            }
            None => self.overflow = true,
        }
    }
}

/// Computes the standings of `event` under `ruleset`.
///
/// Matches without a result are not counted yet. The cost is linear in the number of matches.
pub fn compute(event: &Event, ruleset: &Ruleset) -> Result<Standings, Overflow> {
    let n = event.players.len();
    let mut tallies: Vec<Tally> = (0..n).map(|_| Tally::default()).collect();

    for (i, round) in event.rounds.iter().enumerate() {
        let number = i as u32 + 1;
        for pairing in &round.pairings {
            match *pairing {
                Pairing::Match {
                    a,
                    b,
                    result: Some(result),
                } if a < n && b < n => {
                    let (pa, pb) = match result.outcome() {
                        Outcome::AWins => (POINTS_FOR_WIN, 0),
                        Outcome::BWins => (0, POINTS_FOR_WIN),
                        Outcome::Draw => (POINTS_FOR_DRAW, POINTS_FOR_DRAW),
                    };
                    for (me, them, mine, points) in
                        [(a, b, result, pa), (b, a, result.swapped(), pb)]
                    {
                        let t = &mut tallies[me];
                        match points {
                            POINTS_FOR_WIN => t.record.wins += 1,
                            POINTS_FOR_DRAW => t.record.draws += 1,
                            _ => t.record.losses += 1,
                        }
                        t.game_points +=
                            POINTS_FOR_GAME_WIN * mine.a_wins + POINTS_FOR_GAME_DRAW * mine.draws;
                        t.games += mine.games();
                        t.met.push((them, number));
                        t.round_points(number, points);
                    }
                }
                Pairing::Bye { player } if player < n => {
                    let t = &mut tallies[player];
                    t.record.byes += 1;
                    t.bye_rounds.push(number);
                    t.round_points(number, POINTS_FOR_WIN);
                }
                _ => {}
            }
        }
    }
    if tallies.iter().any(|t| t.overflow) {
        return Err(Overflow);
    }

    // The players' own percentages.
    let own: Vec<(Percentage, Percentage, Option<Fraction>)> = tallies
        .iter()
        .map(|t| own_percentages(t, ruleset))
        .collect();

    // OMW and OGW, from the opponents' own percentages.
    let mut players: Vec<PlayerBreakdown> = Vec::with_capacity(n);
    for (id, t) in tallies.iter_mut().enumerate() {
        let (match_win, game_win, _) = own[id];
        let opponents = opponent_lines(&t.met, ruleset.repeated_opponents, &own);
        let omw = average(opponents.iter().map(|l| l.match_win))?;
        let ogw = average(opponents.iter().map(|l| l.game_win))?;
        let cumulative_value = if t.cumulative.is_empty() {
            Fraction::ZERO
        } else {
            Fraction::new(t.total, 4u128.pow(t.exp))
        };
        players.push(PlayerBreakdown {
            player: id,
            record: t.record,
            match_points: t.record.match_points(),
            match_win,
            game_win,
            opponents,
            bye_rounds: std::mem::take(&mut t.bye_rounds),
            omw,
            ogw,
            oomw: Average::default(),
            cumulative: Cumulative {
                rounds: std::mem::take(&mut t.cumulative),
                value: cumulative_value,
            },
        });
    }

    // OOMW, from the opponents' OMW.
    let omws: Vec<Fraction> = players
        .iter()
        .map(|p| p.omw.value.unwrap_or(Fraction::ZERO))
        .collect();
    for p in &mut players {
        for line in &mut p.opponents {
            line.omw = omws[line.opponent];
        }
        p.oomw = average(p.opponents.iter().map(|l| l.omw))?;
    }

    let rows = rank(&players, ruleset);
    Ok(Standings {
        ruleset: ruleset.clone(),
        rows,
        players,
    })
}

/// Match-win %, game-win %, and the game-win % an opponent counts for in OGW.
fn own_percentages(t: &Tally, ruleset: &Ruleset) -> (Percentage, Percentage, Option<Fraction>) {
    let byes = t.record.byes;
    let played = t.record.wins + t.record.losses + t.record.draws;
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
    let for_opponents = game_win
        .raw
        .map(|r| r.at_least(ruleset.opponent_game_win_floor).0);
    (match_win, game_win, for_opponents)
}

/// The opponent lines of one player, with the opponents' own percentages filled in.
fn opponent_lines(
    met: &[(PlayerId, u32)],
    repeated: RepeatedOpponents,
    own: &[(Percentage, Percentage, Option<Fraction>)],
) -> Vec<OpponentLine> {
    let mut lines = Vec::with_capacity(met.len());
    for (i, &(opponent, round)) in met.iter().enumerate() {
        let first = met.iter().position(|&(o, _)| o == opponent) == Some(i);
        if repeated == RepeatedOpponents::Once && !first {
            continue;
        }
        let mut other_rounds = Vec::new();
        if met.iter().filter(|&&(o, _)| o == opponent).nth(1).is_some() {
            other_rounds = met
                .iter()
                .filter(|&&(o, r)| o == opponent && r != round)
                .map(|&(_, r)| r)
                .collect();
        }
        let (m, g, g_for_opponents) = &own[opponent];
        lines.push(OpponentLine {
            opponent,
            round,
            other_rounds,
            match_win_raw: m.raw.unwrap_or(Fraction::ZERO),
            match_win: m.value.unwrap_or(Fraction::ZERO),
            game_win_raw: g.raw.unwrap_or(Fraction::ZERO),
            game_win: g_for_opponents.unwrap_or(Fraction::ZERO),
            omw: Fraction::ZERO,
        });
    }
    lines
}

/// The exact average of some fractions.
fn average(values: impl Iterator<Item = Fraction>) -> Result<Average, Overflow> {
    let mut sum = Sum::default();
    let mut count = 0u32;
    for v in values {
        sum.add(v, 1).ok_or(Overflow)?;
        count += 1;
    }
    let sum = sum.value();
    Ok(Average {
        sum,
        count,
        value: sum.div_whole(count.into()),
    })
}

/// Orders the players by the ruleset's tiebreakers, then by registration order.
fn rank(players: &[PlayerBreakdown], ruleset: &Ruleset) -> Vec<Row> {
    let by_tiebreakers = |a: &PlayerBreakdown, b: &PlayerBreakdown| -> Ordering {
        for &t in &ruleset.tiebreakers {
            // Higher is better; a figure that could not be counted ranks below any value.
            match b.value(t).cmp(&a.value(t)) {
                Ordering::Equal => continue,
                other => return other,
            }
        }
        Ordering::Equal
    };
    let mut order: Vec<PlayerId> = (0..players.len()).collect();
    order.sort_by(|&a, &b| by_tiebreakers(&players[a], &players[b]).then(a.cmp(&b)));
    let tied = |i: usize, j: usize| {
        by_tiebreakers(&players[order[i]], &players[order[j]]) == Ordering::Equal
    };
    (0..order.len())
        .map(|i| Row {
            rank: i as u32 + 1,
            player: order[i],
            perfect_tie: (i > 0 && tied(i - 1, i)) || (i + 1 < order.len() && tied(i, i + 1)),
        })
        .collect()
}
