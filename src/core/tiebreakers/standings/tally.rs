//! Each player's counts, read from the event's rounds: matches, games, byes, opponents, and the
//! match points of each round.

use crate::core::base::error::PlayerId;
use crate::core::base::ruleset::{
    ByeGames, DrawnGames, MatchPoints, Ruleset, Tiebreaker, UnplayedRounds,
};
use crate::core::model::event::{Event, MissedRounds, Pairing};
use crate::core::model::game_result::{GameResult, Outcome};

use super::breakdown::{OpponentLine, Overflow, Record, POINTS_FOR_GAME_DRAW, POINTS_FOR_GAME_WIN};

/// What one player did, gathered in one pass over the rounds.
#[derive(Default)]
pub(crate) struct Tally {
    pub(crate) record: Record,
    pub(crate) game_points: u32,
    pub(crate) games: u32,
    pub(crate) bye_rounds: Vec<u32>,
    /// Of the byes, those a ruleset counts 1-0 in games ([`ByeGames::AsRound`] in a round of
    /// best-of-one matches).
    pub(crate) one_game_byes: u32,
    /// Byes of a playoff counted without its points: rounds with no match points, whose games
    /// count as a bye's.
    pub(crate) unscored_byes: u32,
    /// `(opponent, round)` for each match with a result, in round order.
    pub(crate) met: Vec<OpponentLine>,
    pub(super) cumulative: Vec<(u32, u32)>,
    /// The Cumulative pool and total as numerators over `scale`, a power of 4.
    pool: u128,
    pub(super) total: u128,
    pub(super) scale: u128,
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
    /// rounds at most `u32::MAX` over `win` (a win's match points, 3 at least), and games with the
    /// byes' 2-0 games at most `u32::MAX / 3`, so that a win's points for each round (and 6 game
    /// points for each bye) fit in a `u32`. Nothing in a real event comes near; an event that does
    /// is refused with [`Overflow`] rather than counted wrong.
    pub(super) fn fits(&self, win: u32) -> bool {
        let r = &self.record;
        let rounds = u64::from(r.wins)
            + u64::from(r.losses)
            + u64::from(r.draws)
            + u64::from(r.byes)
            + u64::from(r.unscored);
        let byes = u64::from(r.byes) + u64::from(self.unscored_byes);
        let games = u64::from(self.games) + 2 * byes;
        let game_points = u64::from(self.game_points) + 6 * byes;
        let limit = u64::from(u32::MAX / 3);
        !self.overflow
            && rounds <= u64::from(u32::MAX / win.max(3))
            && games <= limit
            && game_points <= u64::from(u32::MAX)
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

/// The match points a match earns under `points`, player A's then B's: MTR Appendix C's a win 3,
/// a draw 1, a loss 0 (a bye is a win), or an event's own. The one home of the tally: [`compute`]
/// and the points before a round both count through here.
pub fn outcome_points(outcome: Outcome, points: MatchPoints) -> (u32, u32) {
    match outcome {
        Outcome::AWins => (points.win, 0),
        Outcome::BWins => (0, points.win),
        Outcome::Draw => (points.draw, points.draw),
    }
}

/// A round of the playoff as played: each match's two players and its result.
type PlayoffRound = Vec<(PlayerId, PlayerId, GameResult)>;

/// The playoff as a ruleset that counts it sees it: its rounds as played, the players of its
/// first round's byes, and whether its match points count.
pub(super) type PlayoffTally<'a> = (&'a [PlayoffRound], &'a [PlayerId], bool);

/// What each player did in the first `upto` Swiss rounds, and, when given, in the playoff's
/// matches as further rounds (with their match points, or without). Where its points count, a
/// bye of its first round is a won round, as a Swiss bye is: Melee published the Top 32's byes of
/// 2024-193204 (Player 001: 27 points, GW 18/23) and a quarterfinal's bye of 2025-197801 so.
/// Without them, it is a round with no match points, its games a bye's.
pub(super) fn tally(
    event: &Event,
    ruleset: &Ruleset,
    upto: usize,
    playoff: Option<PlayoffTally>,
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
        let (pa, pb) = outcome_points(result.outcome(), ruleset.match_points);
        for (me, them, mine, points) in [(a, b, result, pa), (b, a, result.swapped(), pb)] {
            let t = &mut tallies[me];
            let count = match (scored, mine.outcome()) {
                (false, _) => &mut t.record.unscored,
                (true, Outcome::AWins) => &mut t.record.wins,
                (true, Outcome::Draw) => &mut t.record.draws,
                (true, Outcome::BWins) => &mut t.record.losses,
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
        let one_game_bye = ruleset.bye_games == ByeGames::AsRound && round.best_of_one();
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
                Pairing::Bye { player } if player < n && round.lost_byes.contains(&table) => {
                    // A bye recorded as a loss: a lost round with no opponent.
                    let t = &mut tallies[player];
                    bump(&mut t.record.losses, 1, &mut t.overflow);
                    bump(&mut t.record.lost_byes, 1, &mut t.overflow);
                    if cumulative {
                        t.round_points(number, 0);
                    }
                }
                Pairing::Bye { player } if player < n => {
                    let t = &mut tallies[player];
                    bump(&mut t.record.byes, 1, &mut t.overflow);
                    t.one_game_byes += u32::from(one_game_bye);
                    t.bye_rounds.push(number);
                    if cumulative {
                        t.round_points(number, ruleset.match_points.win);
                    }
                }
                _ => {}
            }
        }
    }
    if let Some((playoff, byes, scored)) = playoff {
        if scored {
            let number = u32::try_from(rounds + 1).map_err(|_| Overflow)?;
            let one_game_bye = ruleset.bye_games == ByeGames::AsRound
                && crate::core::model::game_result::best_of_one(
                    playoff.first().into_iter().flatten().map(|m| &m.2),
                );
            for &player in byes {
                if let Some(t) = tallies.get_mut(player) {
                    bump(&mut t.record.byes, 1, &mut t.overflow);
                    t.one_game_byes += u32::from(one_game_bye);
                    t.bye_rounds.push(number);
                    if cumulative {
                        t.round_points(number, ruleset.match_points.win);
                    }
                }
            }
        } else {
            // Without its points, a bye of the playoff's first round is a round with no match
            // points, as the playoff's matches are, and its games count as a Swiss bye's do:
            // 2024's 72706 (Samuel Giselsson, a quarterfinal's bye: GW 29/42 published, 27/40
            // without the bye, and OMW 53021/104040 only with the bye a round) and 60866.
            for &player in byes {
                if let Some(t) = tallies.get_mut(player) {
                    bump(&mut t.record.unscored, 1, &mut t.overflow);
                    t.unscored_byes += 1;
                }
            }
        }
        for (k, matches) in playoff.iter().enumerate() {
            let number = u32::try_from(rounds + k + 1).map_err(|_| Overflow)?;
            for &(a, b, result) in matches {
                // A playoff match recorded 0-0-0 was not played either, where such a Swiss
                // match was not.
                if a < n && b < n && !(result.games() == 0 && ruleset.results.zero_is_unplayed()) {
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
                // A missed round is 0-2 in games where a bye is 2-0, and 0-1 where it is 1-0.
                if ruleset.bye_games != ByeGames::NotCounted {
                    let one_game = if ruleset.bye_games == ByeGames::AsRound {
                        event.rounds[..missed as usize]
                            .iter()
                            .filter(|r| r.best_of_one())
                            .count() as u32
                    } else {
                        0
                    };
                    match missed.checked_mul(2) {
                        Some(games) => bump(&mut t.games, games - one_game, &mut t.overflow),
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
    // A round not played is lost, where the ruleset says so: each player's match-win % is then
    // over every Swiss round (CardsRealm until May 2025). A player who played none stays empty.
    if ruleset.unplayed_rounds == UnplayedRounds::Lost {
        let mut seated = vec![0u32; n];
        for round in &event.rounds[..rounds] {
            for p in round.pairings.iter().flat_map(Pairing::players) {
                if let Some(x) = seated.get_mut(p) {
                    *x += 1;
                }
            }
        }
        for (t, &played) in tallies.iter_mut().zip(&seated) {
            let unplayed = (rounds as u32).saturating_sub(played + t.record.missed);
            if played > 0 && unplayed > 0 {
                bump(&mut t.record.losses, unplayed, &mut t.overflow);
                t.record.unplayed = unplayed;
            }
        }
    }
    Ok(tallies)
}
