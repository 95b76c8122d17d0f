//! [`GameResult`]: the games of one match, what they mean ([`Outcome`]), whether a best-of allows
//! them, and how they are typed (`21`, `2-1`, `1-1-1`) and written.

use std::fmt;

use crate::core::base::error::InputError;
use crate::core::base::ruleset::Results;
use crate::core::base::words::plural;

/// The games of one match, from the side of player A.
///
/// MTR Appendix C: an unfinished game counts as a draw and an unplayed game is worth nothing, so
/// three counts say everything. An intentional draw is 0-0-3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// Games won by player A.
    pub a_wins: u32,
    /// Games won by player B.
    pub b_wins: u32,
    /// Games drawn, unfinished games included.
    pub draws: u32,
}

/// Who won a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Player A won.
    AWins,
    /// Player B won.
    BWins,
    /// A draw.
    Draw,
}

impl GameResult {
    /// A result: games won by A, won by B, and drawn.
    pub const fn new(a_wins: u32, b_wins: u32, draws: u32) -> GameResult {
        GameResult {
            a_wins,
            b_wins,
            draws,
        }
    }

    /// The match result: the player who won more games wins the match; equal games is a draw
    /// (MTR Appendix C, Definitions; the pod sheet's "Best-of-three").
    pub fn outcome(&self) -> Outcome {
        match self.a_wins.cmp(&self.b_wins) {
            std::cmp::Ordering::Greater => Outcome::AWins,
            std::cmp::Ordering::Less => Outcome::BWins,
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    /// The same result seen from player B.
    pub fn swapped(&self) -> GameResult {
        GameResult::new(self.b_wins, self.a_wins, self.draws)
    }

    /// Games played, drawn games included.
    pub fn games(&self) -> u32 {
        self.a_wins + self.b_wins + self.draws
    }

    /// Checks that the result can happen in a best-of-`best_of` match.
    ///
    /// A player stops winning games once they have won the match, so each side wins at most
    /// `best_of / 2 + 1` games and not both reach it. Drawn games do not count towards the best-of,
    /// but no more than `best_of` of them fit in a round's time.
    pub fn check(&self, best_of: u32) -> Result<(), InputError> {
        let need = best_of / 2 + 1;
        let (a, b, d) = (self.a_wins, self.b_wins, self.draws);
        if a > need || b > need {
            return Err(InputError::new(format!(
                "{self} is not a possible result in a best-of-{best_of} match: a player wins at most {}.",
                plural(need, "game", "games")
            )));
        }
        if a == need && b == need {
            return Err(InputError::new(format!(
                "{self} is not a possible result in a best-of-{best_of} match: the match ends as soon as one player wins {}.",
                plural(need, "game", "games")
            )));
        }
        if d > best_of {
            return Err(InputError::new(format!(
                "{self} is not a possible result in a best-of-{best_of} match: it has {d} drawn games, and at most {best_of} fit in a round."
            )));
        }
        if a + b + d == 0 {
            return Err(InputError::new("0-0-0 records no games: an intentional draw is 0-0-3, and a match that has not been played has no result yet."));
        }
        Ok(())
    }
}

impl GameResult {
    /// Checks the result under a ruleset's [`Results`]: possible in the best-of ([`check`]), or
    /// as recorded ([`check_as_recorded`]). A result that only the second allows is refused under
    /// the first with a sentence that names `melee`, which reads it.
    ///
    /// [`check`]: GameResult::check
    /// [`check_as_recorded`]: GameResult::check_as_recorded
    pub fn check_under(&self, best_of: u32, results: Results) -> Result<(), InputError> {
        self.check_typed(best_of, results).map_err(|m| {
            if results == Results::BestOf && self.only_as_recorded(best_of) {
                InputError::new(format!(
                    "{m} Melee records such a result as played: the `melee` ruleset counts it."
                ))
            } else {
                m
            }
        })
    }

    /// [`GameResult::check_under`] without the sentence about `melee`: for a result typed at the
    /// keyboard, where 3-0 is a slip of the finger, not a platform's record.
    pub fn check_typed(&self, best_of: u32, results: Results) -> Result<(), InputError> {
        match results {
            Results::AsRecorded | Results::AsRecordedUnplayed => self.check_as_recorded(best_of),
            Results::BestOf => self.check(best_of),
        }
    }

    /// Checks a result as a platform records it (Melee): any games, 0-0-0 included (a draw with no
    /// games), as long as no count passes the best-of, so that a typing slip such as 20-0 is
    /// still refused.
    pub fn check_as_recorded(&self, best_of: u32) -> Result<(), InputError> {
        let most = self.a_wins.max(self.b_wins).max(self.draws);
        if most > best_of {
            return Err(InputError::new(format!(
                "{self} has {most} games of one kind, more than a best-of-{best_of} match records: each count is at most {best_of}."
            )));
        }
        Ok(())
    }

    /// Whether only [`Results::AsRecorded`] reads this result (3-0, 2-2 or 0-0-0 in a best-of-3):
    /// the results whose refusal names `melee`.
    pub fn only_as_recorded(&self, best_of: u32) -> bool {
        !self.is_possible(best_of) && self.check_as_recorded(best_of).is_ok()
    }

    /// Whether a best-of-`best_of` match can end with this result: `false` for the results only
    /// [`Results::AsRecorded`] reads (3-0 or 2-2 in a best-of-3, 0-0-0).
    pub fn is_possible(&self, best_of: u32) -> bool {
        self.check(best_of).is_ok()
    }

    /// Reads a result typed at the keyboard, from player A's side: `2-1`, `1-1-1`, `0-0-3`, or the
    /// same digits without dashes (`21`, `111`), and checks it against the best-of.
    pub fn parse(text: &str, best_of: u32) -> Result<GameResult, InputError> {
        let text = text.trim();
        let parts: Vec<&str> = if text.contains(['-', '–', ' ', '/']) {
            text.split(['-', '–', ' ', '/'])
                .filter(|p| !p.is_empty())
                .collect()
        } else {
            // Digits alone: one digit per count.
            text.char_indices()
                .map(|(i, c)| &text[i..i + c.len_utf8()])
                .collect()
        };
        let counts: Option<Vec<u32>> = parts.iter().map(|p| p.parse().ok()).collect();
        let result = match (parts.len(), counts) {
            (2, Some(c)) => GameResult::new(c[0], c[1], 0),
            (3, Some(c)) => GameResult::new(c[0], c[1], c[2]),
            _ => {
                return Err(InputError::new(format!(
                    "`{text}` is not a result: type games won by each player, then drawn games, such as 2-1 or 1-1-1."
                )))
            }
        };
        result.check(best_of)?;
        Ok(result)
    }
}

impl fmt::Display for GameResult {
    /// `2-1`, or `1-1-1` when games were drawn; `0-0-0` (a draw with no games, as Melee records
    /// one) in full.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.draws == 0 && (self.a_wins > 0 || self.b_wins > 0) {
            write!(f, "{}-{}", self.a_wins, self.b_wins)
        } else {
            write!(f, "{}-{}-{}", self.a_wins, self.b_wins, self.draws)
        }
    }
}

/// Whether results are those of best-of-one matches: some game won, and no player won more than
/// one. What a bye of such a round is worth may follow it
/// ([`crate::core::base::ruleset::ByeGames::AsRound`]).
pub fn best_of_one<'a>(results: impl IntoIterator<Item = &'a GameResult>) -> bool {
    let mut any = false;
    for r in results {
        if r.a_wins > 1 || r.b_wins > 1 {
            return false;
        }
        any |= r.a_wins + r.b_wins > 0;
    }
    any
}
