//! The single-elimination playoff after the Swiss rounds: a bracket from a top 2 to a top 64,
//! with a match for third place when one was played.
//!
//! A playoff is plain data, part of the event: its first round in bracket order, and each match's
//! winner and games once known. It knows nothing of the standings:
//! [`crate::core::pairing::start_playoff`], a layer above, seeds one from the final Swiss
//! standings, in the bracket [`first_round`] gives (1 v 8, 4 v 5, 2 v 7, 3 v 6, so that the first
//! two seeds can only meet in the final). A playoff read from a platform's file keeps its first
//! round as it was played, byes included, and lists no seeds ([`Playoff::as_played`]). Each later
//! round pairs the winners of neighbouring matches, for as long as a round has an even number of
//! matches: a bracket whose round has an odd number stops there (three winners of a knockout that
//! qualified three players). Whether a playoff changes any figure is a choice of the ruleset
//! ([`crate::core::base::ruleset::PlayoffFigures`]); the Swiss standings, the pairing and the advice
//! never count it.
//!
//! ```
//! use tiebreak::core::model::playoff::Playoff;
//! // Seeds 1 to 4 are players 10, 11, 12 and 13.
//! let mut top4 = Playoff::seeded(vec![10, 11, 12, 13]).unwrap();
//! assert_eq!((top4.matches()[0].a, top4.matches()[0].b), (Some(10), Some(13)));
//! top4.set_winner(0, Some(10)).unwrap();
//! assert_eq!(top4.matches()[2].a, Some(10)); // on to the final
//! ```

use crate::core::base::error::{InputError, PlayerId};
use crate::core::model::game_result::{GameResult, Outcome};

/// The most players a playoff holds: a top 64.
pub const MAX_PLAYOFF: usize = 64;

/// The first round of a top `size` (a power of two from 2 to [`MAX_PLAYOFF`]) as pairs of seeds
/// (1-based), in bracket order: 1 v 8, 4 v 5, 2 v 7, 3 v 6 for a top 8, and 1 v 4, 2 v 3 for a top
/// 4, so that seeds 1 and 2 can only meet in the final, and each pair of seeds adds up to
/// `size + 1`. `None` for any other size. The one home of the bracket order.
pub fn first_round(size: usize) -> Option<Vec<(usize, usize)>> {
    if !(2..=MAX_PLAYOFF).contains(&size) || !size.is_power_of_two() {
        return None;
    }
    // The bracket's slots, grown by doubling: in a bracket of `m`, each seed `s` of the bracket
    // of `m / 2` is joined by `m + 1 - s`, the one it meets first.
    let mut order = vec![1usize];
    while order.len() < size {
        let m = 2 * order.len();
        order = order.iter().flat_map(|&s| [s, m + 1 - s]).collect();
    }
    Some(order.chunks_exact(2).map(|p| (p[0], p[1])).collect())
}

/// The sentence that refuses a playoff of `size` players.
pub(crate) fn unsupported(size: usize) -> InputError {
    InputError::new(format!(
        "a playoff of {size} is not supported: choose a top 2, 4, 8, 16, 32 or 64."
    ))
}

/// A playoff: its first round in bracket order, and the winner and games of each match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playoff {
    /// The players by seed, first seed first, for a playoff seeded here from the standings;
    /// empty for one read as it was played ([`Playoff::as_played`]), which names no seeds.
    pub seeds: Vec<PlayerId>,
    /// The first round in bracket order: `(a, Some(b))` a match, `(a, None)` a bye that takes `a`
    /// to the next round. Each later round pairs the winners of neighbouring matches.
    pub first: Vec<(PlayerId, Option<PlayerId>)>,
    /// For each match, first round first and the last round last: its winner once entered (a
    /// bye's is its player).
    pub winners: Vec<Option<PlayerId>>,
    /// For each match, its games from the side of its first player when they are known (read
    /// from a file); `None` where only the winner was entered.
    pub results: Vec<Option<GameResult>>,
    /// The match for third place between the two semifinal losers, when one was played.
    pub third_place: Option<ThirdPlace>,
}

/// The winner of a playoff match between `a` and `b` that `games` (from `a`'s side) say; a draw
/// is refused.
fn winner_of(games: GameResult, a: PlayerId, b: PlayerId) -> Result<PlayerId, InputError> {
    match games.outcome() {
        Outcome::AWins => Ok(a),
        Outcome::BWins => Ok(b),
        Outcome::Draw => Err(InputError::new(format!(
            "{games} is a draw, and a playoff match has a winner: play it out, then enter the games, such as 2-1."
        ))),
    }
}

/// The match for third place.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ThirdPlace {
    /// Its winner, once entered.
    pub winner: Option<PlayerId>,
    /// Its games from the side of the loser of the first semifinal, when known.
    pub result: Option<GameResult>,
}

/// One match of the bracket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoffMatch {
    /// Its place in [`Playoff::winners`].
    pub index: usize,
    /// 1 for the first round, up to the last.
    pub stage: u32,
    /// The first player, once the matches before are decided.
    pub a: Option<PlayerId>,
    /// The other player; `None` for a bye too ([`PlayoffMatch::bye`]).
    pub b: Option<PlayerId>,
    /// Whether this is a bye of the first round: `a` goes on without playing.
    pub bye: bool,
    /// The winner, once entered.
    pub winner: Option<PlayerId>,
    /// The games from `a`'s side, when known.
    pub result: Option<GameResult>,
}

impl PlayoffMatch {
    /// Whether the match waits to be played: both its players are known, and it has no winner.
    pub fn waiting(&self) -> bool {
        self.winner.is_none() && !self.bye && self.a.is_some() && self.b.is_some()
    }
}

/// The name of a round of `matches` matches: "Final", "Semifinal", "Quarterfinal", else "Round
/// of 16" and the like.
pub fn stage_name(matches: usize) -> String {
    match matches {
        1 => "Final".into(),
        2 => "Semifinal".into(),
        4 => "Quarterfinal".into(),
        n => format!("Round of {}", 2 * n),
    }
}

impl Playoff {
    /// A playoff of these players, first seed first, before any match is played: a top 2, 4, 8,
    /// 16, 32 or 64.
    pub fn seeded(seeds: Vec<PlayerId>) -> Result<Playoff, InputError> {
        let Some(pairs) = first_round(seeds.len()) else {
            return Err(unsupported(seeds.len()));
        };
        let first = pairs
            .iter()
            .map(|&(a, b)| (seeds[a - 1], Some(seeds[b - 1])))
            .collect();
        let mut playoff = Playoff {
            seeds,
            first,
            winners: Vec::new(),
            results: Vec::new(),
            third_place: None,
        };
        playoff.winners = vec![None; playoff.match_count()];
        playoff.results = vec![None; playoff.match_count()];
        Ok(playoff)
    }

    /// A playoff as it was played: its first round in bracket order, before any winner. The
    /// caller enters the winners and games, and [`Playoff::check`] checks the whole.
    pub fn as_played(first: Vec<(PlayerId, Option<PlayerId>)>) -> Playoff {
        let mut playoff = Playoff {
            seeds: Vec::new(),
            first,
            winners: Vec::new(),
            results: Vec::new(),
            third_place: None,
        };
        playoff.winners = playoff
            .first
            .iter()
            .map(|&(a, b)| if b.is_none() { Some(a) } else { None })
            .chain(std::iter::repeat(None))
            .take(playoff.match_count())
            .collect();
        playoff.results = vec![None; playoff.match_count()];
        playoff
    }

    /// The number of matches in each round, first round first: each later round has half the
    /// matches of the one before, for as long as that one has an even number.
    pub fn round_sizes(&self) -> Vec<usize> {
        let mut sizes = vec![self.first.len()];
        let mut n = self.first.len();
        while n > 1 && n.is_multiple_of(2) {
            n /= 2;
            sizes.push(n);
        }
        sizes
    }

    fn match_count(&self) -> usize {
        self.round_sizes().iter().sum()
    }

    /// The bracket's size: twice its first round's matches (a top 8 has 4), byes included.
    pub fn size(&self) -> usize {
        2 * self.first.len()
    }

    /// Whether the playoff was seeded here from the standings (it has seeds to show).
    pub fn is_seeded(&self) -> bool {
        !self.seeds.is_empty()
    }

    /// The seed of `player` (1 the first), for a seeded playoff.
    pub fn seed_of(&self, player: PlayerId) -> Option<usize> {
        self.seeds.iter().position(|&s| s == player).map(|i| i + 1)
    }

    /// Every player of the bracket, in bracket order.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.first
            .iter()
            .flat_map(|&(a, b)| std::iter::once(a).chain(b))
    }

    /// The name of the round of `stage` (1 the first): "Quarterfinal", "Final".
    pub fn stage_name(&self, stage: u32) -> String {
        let sizes = self.round_sizes();
        stage_name(sizes.get(stage as usize - 1).copied().unwrap_or(1))
    }

    /// Every match, first round first, with the players known so far.
    pub fn matches(&self) -> Vec<PlayoffMatch> {
        let mut out: Vec<PlayoffMatch> = self
            .first
            .iter()
            .enumerate()
            .map(|(i, &(a, b))| PlayoffMatch {
                index: i,
                stage: 1,
                a: Some(a),
                b,
                bye: b.is_none(),
                winner: self.winners.get(i).copied().flatten(),
                result: self.results.get(i).copied().flatten(),
            })
            .collect();
        // Each later match takes the winners of two matches before it.
        let sizes = self.round_sizes();
        let mut from = 0;
        for (stage, pair) in sizes.windows(2).enumerate() {
            let (count, next) = (pair[0], pair[1]);
            for k in 0..next {
                let index = out.len();
                out.push(PlayoffMatch {
                    index,
                    stage: stage as u32 + 2,
                    a: self.winners.get(from + 2 * k).copied().flatten(),
                    b: self.winners.get(from + 2 * k + 1).copied().flatten(),
                    bye: false,
                    winner: self.winners.get(index).copied().flatten(),
                    result: self.results.get(index).copied().flatten(),
                });
            }
            from += count;
        }
        out
    }

    /// The two players of the match for third place: the losers of the two semifinals, once
    /// both are decided. `None` for a bracket without semifinals.
    pub fn third_place_players(&self) -> Option<(PlayerId, PlayerId)> {
        let sizes = self.round_sizes();
        if sizes.last() != Some(&1) || sizes.len() < 2 {
            return None;
        }
        let matches = self.matches();
        let semis = &matches[matches.len() - 3..matches.len() - 1];
        let loser = |m: &PlayoffMatch| {
            let w = m.winner?;
            if m.a == Some(w) {
                m.b
            } else {
                m.a
            }
        };
        Some((loser(&semis[0])?, loser(&semis[1])?))
    }

    /// Enters (or clears, with `None`) the winner of match `index`. A bye's winner is its player
    /// and cannot change. Changing a winner clears the match's games when they said otherwise,
    /// and clears the later matches (and the match for third place) that depended on it.
    pub fn set_winner(&mut self, index: usize, winner: Option<PlayerId>) -> Result<(), InputError> {
        let matches = self.matches();
        let Some(m) = matches.get(index) else {
            return Err(InputError::new(format!(
                "the playoff has no match {}.",
                index + 1
            )));
        };
        if m.bye {
            if winner == m.a {
                return Ok(());
            }
            return Err(InputError::new(
                "a bye has no winner to choose: its player goes on to the next round.",
            ));
        }
        if let Some(w) = winner {
            if m.a != Some(w) && m.b != Some(w) {
                return Err(InputError::new(
                    "the winner must be one of the two players of the match.",
                ));
            }
        }
        let before = self.winners[index];
        self.winners[index] = winner;
        if before != winner {
            if let (Some(r), Some(a)) = (self.results[index], m.a) {
                let said = match r.outcome() {
                    Outcome::AWins => Some(a),
                    Outcome::BWins => m.b,
                    Outcome::Draw => None,
                };
                if said.is_some() && said != winner {
                    self.results[index] = None;
                }
            }
            self.clear_undecided();
        }
        Ok(())
    }

    /// Enters (or clears, with `None`) the games of match `index`, from its first player's side,
    /// as a Swiss table's result is typed (`2-1`): the winner is the player who won more games.
    /// A drawn match has no winner, so it is refused: a playoff match is played until one player
    /// wins it. The games are checked at the event's best-of (`check`).
    pub fn set_games(
        &mut self,
        index: usize,
        games: Option<GameResult>,
        check: impl Fn(GameResult) -> Result<(), InputError>,
    ) -> Result<(), InputError> {
        let Some(games) = games else {
            self.set_winner(index, None)?;
            self.results[index] = None;
            return Ok(());
        };
        let matches = self.matches();
        let Some(m) = matches.get(index) else {
            return Err(InputError::new(format!(
                "the playoff has no match {}.",
                index + 1
            )));
        };
        let (Some(a), Some(b), false) = (m.a, m.b, m.bye) else {
            return Err(InputError::new(
                "this match's players are not decided yet: enter the winners of the matches before it first.",
            ));
        };
        let winner = winner_of(games, a, b)?;
        check(games)?;
        self.set_winner(index, Some(winner))?;
        self.results[index] = Some(games);
        Ok(())
    }

    /// [`Playoff::set_games`] for the match for third place.
    pub fn set_third_place_games(
        &mut self,
        games: Option<GameResult>,
        check: impl Fn(GameResult) -> Result<(), InputError>,
    ) -> Result<(), InputError> {
        let Some(games) = games else {
            return self.set_third_place(None);
        };
        let Some((a, b)) = self.third_place_players() else {
            return Err(InputError::new(
                "the match for third place is played by the semifinals' losers: enter both semifinals' winners first.",
            ));
        };
        let winner = winner_of(games, a, b)?;
        check(games)?;
        self.third_place = Some(ThirdPlace {
            winner: Some(winner),
            result: Some(games),
        });
        Ok(())
    }

    /// Enters (or clears, with `None`) the winner of the match for third place, which the two
    /// semifinals' losers play once both semifinals are decided. Its games are kept where they
    /// say the same.
    pub fn set_third_place(&mut self, winner: Option<PlayerId>) -> Result<(), InputError> {
        let Some((a, b)) = self.third_place_players() else {
            return Err(InputError::new(
                "the match for third place is played by the semifinals' losers: enter both semifinals' winners first.",
            ));
        };
        if winner.is_some_and(|w| w != a && w != b) {
            return Err(InputError::new(
                "the winner must be one of the two players of the match.",
            ));
        }
        let result = self.third_place.and_then(|t| t.result).filter(|r| {
            let said = match r.outcome() {
                Outcome::AWins => Some(a),
                Outcome::BWins => Some(b),
                Outcome::Draw => None,
            };
            said == winner
        });
        self.third_place = Some(ThirdPlace { winner, result });
        Ok(())
    }

    /// Clears every later winner (with its games) whose player no longer plays that match, and
    /// the match for third place when its players changed.
    fn clear_undecided(&mut self) {
        let third_players = self.third_place_players();
        loop {
            let mut changed = false;
            for m in self.matches() {
                if let Some(w) = self.winners[m.index] {
                    if !m.bye && m.a != Some(w) && m.b != Some(w) {
                        self.winners[m.index] = None;
                        self.results[m.index] = None;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        if let Some(t) = self.third_place {
            let players = self.third_place_players();
            let stays = t
                .winner
                .is_none_or(|w| players.is_some_and(|(a, b)| w == a || w == b));
            if !stays || players != third_players && third_players.is_some() {
                self.third_place = players.map(|_| ThirdPlace::default());
            }
        }
    }

    /// The winner of the final, when the bracket ends in one.
    pub fn champion(&self) -> Option<PlayerId> {
        if self.round_sizes().last() != Some(&1) {
            return None;
        }
        self.winners.last().copied().flatten()
    }

    /// The players of the first round's byes, in bracket order.
    pub fn bye_players(&self) -> Vec<PlayerId> {
        self.first
            .iter()
            .filter(|(_, b)| b.is_none())
            .map(|&(a, _)| a)
            .collect()
    }

    /// The matches with games, round by round (the match for third place in the last round),
    /// as `(a, b, games from a's side)`: what a ruleset that counts the playoff counts.
    pub fn played_rounds(&self) -> Vec<Vec<(PlayerId, PlayerId, GameResult)>> {
        let sizes = self.round_sizes();
        let matches = self.matches();
        let mut rounds: Vec<Vec<(PlayerId, PlayerId, GameResult)>> = vec![Vec::new(); sizes.len()];
        for m in &matches {
            if let (Some(a), Some(b), Some(r)) = (m.a, m.b, m.result) {
                rounds[m.stage as usize - 1].push((a, b, r));
            }
        }
        if let (
            Some((a, b)),
            Some(ThirdPlace {
                result: Some(r), ..
            }),
        ) = (self.third_place_players(), self.third_place)
        {
            if let Some(last) = rounds.last_mut() {
                last.push((a, b, r));
            }
        }
        rounds.retain(|r| !r.is_empty());
        rounds
    }

    /// Checks the bracket against an event of `players` players: a first round of 1 to 32
    /// matches or byes whose players are all different and all in the event, as many winners
    /// and games as matches, each winner one of its match's two players, games that do not say
    /// the other player won, and a match for third place only after both semifinals.
    pub fn check(&self, players: usize) -> Result<(), InputError> {
        if self.first.is_empty() || self.size() > MAX_PLAYOFF {
            return Err(InputError::new(format!(
                "a playoff's first round has {} matches: a playoff is a top 2 to a top {MAX_PLAYOFF}.",
                self.first.len()
            )));
        }
        let mut seen = vec![false; players];
        for p in self.players() {
            match seen.get_mut(p) {
                None => {
                    return Err(InputError::new(format!(
                        "the playoff names player number {p}, who is not in the event."
                    )))
                }
                Some(s) if *s => {
                    return Err(InputError::new(format!(
                        "player number {p} plays twice in the playoff's first round."
                    )))
                }
                Some(s) => *s = true,
            }
        }
        for &s in &self.seeds {
            if !seen.get(s).copied().unwrap_or(false) {
                return Err(InputError::new(format!(
                    "the playoff's seed {s} is not in its bracket."
                )));
            }
        }
        let count = self.match_count();
        if self.winners.len() != count || self.results.len() != count {
            return Err(InputError::new(format!(
                "a playoff of {} first-round matches has {count} matches, but {} winners and {} results are listed.",
                self.first.len(),
                self.winners.len(),
                self.results.len()
            )));
        }
        for m in self.matches() {
            let at = || format!("the playoff's match {}", m.index + 1);
            if m.bye {
                if m.winner != m.a || m.result.is_some() {
                    return Err(InputError::new(format!(
                        "{}: a bye has no result, and its player goes on.",
                        at()
                    )));
                }
                continue;
            }
            if let Some(w) = m.winner {
                if m.a != Some(w) && m.b != Some(w) {
                    return Err(InputError::new(format!(
                        "{}: the winner must be one of the two players of the match.",
                        at()
                    )));
                }
            }
            if let Some(r) = m.result {
                if m.a.is_none() || m.b.is_none() {
                    return Err(InputError::new(format!(
                        "{}: it has games before its players are decided.",
                        at()
                    )));
                }
                let said = match r.outcome() {
                    Outcome::AWins => m.a,
                    Outcome::BWins => m.b,
                    Outcome::Draw => None,
                };
                if said.is_some() && m.winner.is_some() && said != m.winner {
                    return Err(InputError::new(format!(
                        "{}: its games ({r}) say the other player won.",
                        at()
                    )));
                }
            }
        }
        if let Some(t) = self.third_place {
            let Some((a, b)) = self.third_place_players() else {
                return Err(InputError::new(
                    "the playoff has a match for third place before both semifinals are decided.",
                ));
            };
            if t.winner.is_some_and(|w| w != a && w != b) {
                return Err(InputError::new(
                    "the winner of the match for third place must be one of the semifinals' losers.",
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_top_8_is_played_to_a_champion() {
        // Seeds 1 to 8 are players 20 to 27.
        let top: Vec<PlayerId> = (20..28).collect();
        let mut p = Playoff::seeded(top.clone()).unwrap();
        let m = p.matches();
        assert_eq!(m.len(), 7);
        let pairs: Vec<(Option<PlayerId>, Option<PlayerId>)> =
            m.iter().map(|m| (m.a, m.b)).collect();
        assert_eq!(
            pairs,
            [
                (Some(20), Some(27)),
                (Some(23), Some(24)),
                (Some(21), Some(26)),
                (Some(22), Some(25)),
                (None, None),
                (None, None),
                (None, None),
            ]
        );
        assert_eq!(p.stage_name(1), "Quarterfinal");
        assert_eq!(p.stage_name(2), "Semifinal");
        assert_eq!(p.stage_name(3), "Final");
        // The better seed wins every match.
        for (i, winner) in [20, 23, 21, 22, 20, 21, 20].into_iter().enumerate() {
            p.set_winner(i, Some(winner)).unwrap();
        }
        assert_eq!(p.matches()[6].a, Some(20));
        assert_eq!(p.matches()[6].b, Some(21));
        assert_eq!(p.champion(), Some(20));
        assert_eq!(p.third_place_players(), Some((23, 22)));
        // Changing a quarterfinal clears what depended on it.
        p.set_winner(0, Some(27)).unwrap();
        assert_eq!(
            p.winners,
            [Some(27), Some(23), Some(21), Some(22), None, Some(21), None]
        );
        assert_eq!(p.champion(), None);
        assert_eq!(
            p.set_winner(1, Some(20)).unwrap_err().message,
            "the winner must be one of the two players of the match."
        );
        assert_eq!(p.check(30), Ok(()));
    }

    /// The match for third place of a playoff seeded here (issue 40): entered once both
    /// semifinals are decided, by one of their losers, and reset when a semifinal changes.
    #[test]
    fn the_match_for_third_place_follows_the_semifinals() {
        // A top 4: seeds 1 to 4 are players 3, 1, 4 and 5; 1 v 4 (3 v 5) and 2 v 3 (1 v 4).
        let mut p = Playoff::seeded(vec![3, 1, 4, 5]).unwrap();
        let before = "the match for third place is played by the semifinals' losers: enter both semifinals' winners first.";
        assert_eq!(p.set_third_place(Some(5)).unwrap_err().message, before);
        p.set_winner(0, Some(3)).unwrap();
        assert_eq!(p.set_third_place(Some(5)).unwrap_err().message, before);
        p.set_winner(1, Some(4)).unwrap();
        assert_eq!(p.third_place_players(), Some((5, 1)));
        assert_eq!(
            p.set_third_place(Some(3)).unwrap_err().message,
            "the winner must be one of the two players of the match."
        );
        p.set_third_place(Some(1)).unwrap();
        assert_eq!(
            p.third_place,
            Some(ThirdPlace {
                winner: Some(1),
                result: None
            })
        );
        assert_eq!(p.check(6), Ok(()));
        p.set_third_place(None).unwrap();
        assert_eq!(p.third_place, Some(ThirdPlace::default()));
        // A semifinal changed: the third place's players changed, and its winner goes.
        p.set_third_place(Some(5)).unwrap();
        p.set_winner(0, Some(5)).unwrap();
        assert_eq!(p.third_place_players(), Some((3, 1)));
        assert_eq!(p.third_place, Some(ThirdPlace::default()));
        // Games read from a file stay while they name the same winner.
        p.third_place = Some(ThirdPlace {
            winner: Some(3),
            result: Some(GameResult::new(2, 1, 0)),
        });
        p.set_third_place(Some(3)).unwrap();
        assert_eq!(
            p.third_place.and_then(|t| t.result),
            Some(GameResult::new(2, 1, 0))
        );
        p.set_third_place(Some(1)).unwrap();
        assert_eq!(p.third_place.and_then(|t| t.result), None);
    }

    #[test]
    fn the_bracket_order_pairs_each_seed_with_its_mirror() {
        assert_eq!(first_round(2), Some(vec![(1, 2)]));
        assert_eq!(first_round(4), Some(vec![(1, 4), (2, 3)]));
        assert_eq!(first_round(8), Some(vec![(1, 8), (4, 5), (2, 7), (3, 6)]));
        assert_eq!(
            first_round(16),
            Some(vec![
                (1, 16),
                (8, 9),
                (4, 13),
                (5, 12),
                (2, 15),
                (7, 10),
                (3, 14),
                (6, 11)
            ])
        );
        for size in [32, 64] {
            let pairs = first_round(size).unwrap();
            assert_eq!(pairs.len(), size / 2);
            assert!(pairs.iter().all(|&(a, b)| a + b == size + 1 && a < b));
            // Seeds 1 and 2 are in different halves.
            let half = |s| pairs.iter().position(|&(a, b)| a == s || b == s).unwrap() < size / 4;
            assert_ne!(half(1), half(2));
        }
        for size in [0, 1, 3, 6, 12, 128] {
            assert_eq!(first_round(size), None, "{size}");
        }
        assert_eq!(
            Playoff::seeded(vec![0, 1, 2, 3, 4, 5]).unwrap_err().message,
            "a playoff of 6 is not supported: choose a top 2, 4, 8, 16, 32 or 64."
        );
    }

    /// A top 6 as Melee plays it: two byes, then semifinals; and a knockout that stops with three
    /// winners.
    #[test]
    fn a_bracket_holds_byes_and_stops_at_an_odd_round() {
        let mut p = Playoff::as_played(vec![(1, None), (2, Some(3)), (4, None), (5, Some(6))]);
        assert_eq!(p.round_sizes(), [4, 2, 1]);
        assert_eq!(p.size(), 8);
        assert_eq!(p.winners[..4], [Some(1), None, Some(4), None]);
        p.set_winner(1, Some(3)).unwrap();
        p.set_winner(3, Some(5)).unwrap();
        let semis: Vec<_> = p.matches()[4..6].iter().map(|m| (m.a, m.b)).collect();
        assert_eq!(semis, [(Some(1), Some(3)), (Some(4), Some(5))]);
        assert_eq!(
            p.set_winner(0, Some(2)).unwrap_err().message,
            "a bye has no winner to choose: its player goes on to the next round."
        );
        assert_eq!(p.check(7), Ok(()));
        let knockout = Playoff::as_played((0..6).map(|i| (2 * i, Some(2 * i + 1))).collect());
        assert_eq!(knockout.round_sizes(), [6, 3]);
        assert_eq!(knockout.stage_name(2), "Round of 6");
        assert_eq!(knockout.champion(), None);
    }

    #[test]
    fn games_that_name_the_other_winner_are_refused() {
        let mut p = Playoff::as_played(vec![(0, Some(1))]);
        p.results[0] = Some(GameResult::new(2, 1, 0));
        p.winners[0] = Some(1);
        assert_eq!(
            p.check(2).unwrap_err().message,
            "the playoff's match 1: its games (2-1) say the other player won."
        );
        p.winners[0] = Some(0);
        assert_eq!(p.check(2), Ok(()));
        assert_eq!(p.played_rounds(), [vec![(0, 1, GameResult::new(2, 1, 0))]]);
        // Choosing the other winner by hand clears the games that said otherwise.
        p.set_winner(0, Some(1)).unwrap();
        assert_eq!(p.results[0], None);
        assert_eq!(
            Playoff::as_played(vec![(0, Some(0))])
                .check(2)
                .unwrap_err()
                .message,
            "player number 0 plays twice in the playoff's first round."
        );
        assert_eq!(
            Playoff::as_played(vec![(0, Some(5))])
                .check(2)
                .unwrap_err()
                .message,
            "the playoff names player number 5, who is not in the event."
        );
    }

    #[test]
    fn the_playoff_survives_the_event_file() {
        let mut event = crate::core::model::generate::swiss_event(10, 4, 2);
        let mut p = Playoff::seeded(vec![3, 1, 4, 5]).unwrap();
        p.set_winner(0, Some(5)).unwrap();
        event.playoff = Some(p);
        let back = crate::core::read_event_json(&crate::core::write_event_json(&event)).unwrap();
        assert_eq!(back, event);
        // As played, with games, a bye and a match for third place.
        let mut p = Playoff::as_played(vec![(0, Some(1)), (2, None), (4, Some(5)), (6, Some(7))]);
        p.results[0] = Some(GameResult::new(2, 1, 0));
        p.set_winner(0, Some(0)).unwrap();
        p.set_winner(2, Some(5)).unwrap();
        p.set_winner(3, Some(6)).unwrap();
        p.set_winner(4, Some(2)).unwrap();
        p.set_winner(5, Some(6)).unwrap();
        p.third_place = Some(ThirdPlace {
            winner: Some(0),
            result: Some(GameResult::new(2, 0, 0)),
        });
        assert_eq!(p.check(10), Ok(()));
        event.playoff = Some(p);
        let back = crate::core::read_event_json(&crate::core::write_event_json(&event)).unwrap();
        assert_eq!(back, event);
    }
}
