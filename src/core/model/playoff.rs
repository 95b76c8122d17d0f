//! The single-elimination playoff after the Swiss rounds: a top 8 or a top 4.
//!
//! A playoff is plain data, part of the event: its seeds and the winner of each match. It knows
//! nothing of the standings: [`crate::core::pairing::start_playoff`], a layer above, seeds it from
//! the final Swiss standings. The bracket is [`first_round`]: 1 v 8, 4 v 5, 2 v 7, 3 v 6, so that
//! the first two seeds can only meet in the final. Playoff results never change the Swiss standings.
//!
//! ```
//! use tiebreak::core::playoff::Playoff;
//! // Seeds 1 to 4 are players 10, 11, 12 and 13.
//! let mut top4 = Playoff::seeded(vec![10, 11, 12, 13]).unwrap();
//! assert_eq!((top4.matches()[0].a, top4.matches()[0].b), (Some(10), Some(13)));
//! top4.set_winner(0, Some(10)).unwrap();
//! assert_eq!(top4.matches()[2].a, Some(10)); // on to the final
//! ```

use crate::core::error::{InputError, PlayerId};

/// The first round of a top `size` as pairs of seeds (1-based), in bracket order: 1 v 8, 4 v 5,
/// 2 v 7, 3 v 6 for a top 8, and 1 v 4, 2 v 3 for a top 4, so that seeds 1 and 2 can only meet in
/// the final. `None` for any other size. The one home of the bracket order.
pub fn first_round(size: usize) -> Option<&'static [(usize, usize)]> {
    match size {
        8 => Some(&[(1, 8), (4, 5), (2, 7), (3, 6)]),
        4 => Some(&[(1, 4), (2, 3)]),
        _ => None,
    }
}

/// The sentence that refuses a playoff of `size` players.
pub(crate) fn unsupported(size: usize) -> InputError {
    InputError::new(format!(
        "a playoff of {size} is not supported: choose a top 8 or a top 4."
    ))
}

/// A playoff: its seeds and the winner of each match, in bracket order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playoff {
    /// The players by seed: `seeds[0]` is the first seed.
    pub seeds: Vec<PlayerId>,
    /// For each match, first round first and the final last: its winner once entered.
    pub winners: Vec<Option<PlayerId>>,
}

/// One match of the bracket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoffMatch {
    /// Its place in [`Playoff::winners`].
    pub index: usize,
    /// 1 for quarterfinals in a top 8 (semifinals in a top 4), up to the final.
    pub stage: u32,
    /// The players, once the matches before are decided.
    pub a: Option<PlayerId>,
    /// The other player.
    pub b: Option<PlayerId>,
    /// The winner, once entered.
    pub winner: Option<PlayerId>,
}

impl PlayoffMatch {
    /// "Quarterfinal", "Semifinal" or "Final".
    pub fn stage_name(&self, size: usize) -> &'static str {
        let matches_in_stage = size >> self.stage;
        match matches_in_stage {
            1 => "Final",
            2 => "Semifinal",
            _ => "Quarterfinal",
        }
    }
}

impl Playoff {
    /// A playoff of these players, first seed first, before any match is played: a top 8 or a
    /// top 4.
    pub fn seeded(seeds: Vec<PlayerId>) -> Result<Playoff, InputError> {
        if first_round(seeds.len()).is_none() {
            return Err(unsupported(seeds.len()));
        }
        Ok(Playoff {
            winners: vec![None; seeds.len() - 1],
            seeds,
        })
    }

    /// 8 or 4.
    pub fn size(&self) -> usize {
        self.seeds.len()
    }

    /// Every match, first round first, with the players known so far.
    pub fn matches(&self) -> Vec<PlayoffMatch> {
        let size = self.size();
        let first = first_round(size).unwrap_or_default();
        let mut out: Vec<PlayoffMatch> = first
            .iter()
            .enumerate()
            .map(|(i, &(a, b))| PlayoffMatch {
                index: i,
                stage: 1,
                a: Some(self.seeds[a - 1]),
                b: Some(self.seeds[b - 1]),
                winner: self.winners[i],
            })
            .collect();
        // Each later match takes the winners of two matches before it.
        let mut from = 0;
        let mut count = first.len();
        let mut stage = 2;
        while count > 1 {
            for k in 0..count / 2 {
                let index = out.len();
                out.push(PlayoffMatch {
                    index,
                    stage,
                    a: self.winners[from + 2 * k],
                    b: self.winners[from + 2 * k + 1],
                    winner: self.winners[index],
                });
            }
            from += count;
            count /= 2;
            stage += 1;
        }
        out
    }

    /// Enters (or clears, with `None`) the winner of match `index`. Clearing or changing a winner
    /// clears the later matches that depended on it.
    pub fn set_winner(&mut self, index: usize, winner: Option<PlayerId>) -> Result<(), InputError> {
        let matches = self.matches();
        let Some(m) = matches.get(index) else {
            return Err(InputError::new(format!(
                "the playoff has no match {}.",
                index + 1
            )));
        };
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
            // Later matches fed by this one are decided again.
            let mut changed = vec![index];
            while let Some(i) = changed.pop() {
                for later in self.matches().iter().filter(|l| l.index > i) {
                    if let Some(w) = self.winners[later.index] {
                        if later.a != Some(w) && later.b != Some(w) {
                            self.winners[later.index] = None;
                            changed.push(later.index);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The winner of the final.
    pub fn champion(&self) -> Option<PlayerId> {
        self.winners.last().copied().flatten()
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
        assert_eq!(m[0].stage_name(8), "Quarterfinal");
        assert_eq!(m[4].stage_name(8), "Semifinal");
        assert_eq!(m[6].stage_name(8), "Final");
        // The better seed wins every match.
        for (i, winner) in [20, 23, 21, 22, 20, 21, 20].into_iter().enumerate() {
            p.set_winner(i, Some(winner)).unwrap();
        }
        assert_eq!(p.matches()[6].a, Some(20));
        assert_eq!(p.matches()[6].b, Some(21));
        assert_eq!(p.champion(), Some(20));
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
    }

    #[test]
    fn only_a_top_8_or_a_top_4() {
        assert_eq!(first_round(4), Some(&[(1, 4), (2, 3)][..]));
        assert_eq!(
            Playoff::seeded(vec![0, 1, 2, 3, 4, 5]).unwrap_err().message,
            "a playoff of 6 is not supported: choose a top 8 or a top 4."
        );
    }

    #[test]
    fn the_playoff_survives_the_event_file() {
        let mut event = crate::core::generate::swiss_event(10, 4, 2);
        let mut p = Playoff::seeded(vec![3, 1, 4, 5]).unwrap();
        p.set_winner(0, Some(5)).unwrap();
        event.playoff = Some(p);
        let back = crate::core::read_event_json(&crate::core::write_event_json(&event)).unwrap();
        assert_eq!(back, event);
    }
}
