//! The single-elimination playoff after the Swiss rounds: a top 8 or a top 4.
//!
//! Seeds come from the final Swiss standings ([`playoff_bracket`]); the bracket is 1 v 8, 4 v 5,
//! 2 v 7, 3 v 6, so that the first two seeds can only meet in the final. Playoff results never
//! change the Swiss standings.
//!
//! ```
//! use tiebreak::core::{generate::swiss_event, playoff::Playoff};
//! let event = swiss_event(12, 4, 1);
//! let mut top8 = Playoff::new(&event, 8).unwrap();
//! let quarterfinal = top8.matches()[0];
//! top8.set_winner(0, quarterfinal.a).unwrap();
//! assert_eq!(top8.matches()[4].a, quarterfinal.a); // on to the first semifinal
//! ```

use super::event::{Event, InputError, PlayerId};
use super::pairing::playoff_bracket;

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
    /// Seeds a top `size` (8 or 4) from the event's final standings.
    pub fn new(event: &Event, size: usize) -> Result<Playoff, InputError> {
        let bracket = playoff_bracket(event, size)?;
        let mut seeds = vec![0; size];
        // The bracket lists (1, 8), (4, 5), ... : put each seed back in its place.
        let order: &[(usize, usize)] = if size == 8 {
            &[(1, 8), (4, 5), (2, 7), (3, 6)]
        } else {
            &[(1, 4), (2, 3)]
        };
        for (&(a, b), &(pa, pb)) in order.iter().zip(&bracket) {
            seeds[a - 1] = pa;
            seeds[b - 1] = pb;
        }
        Ok(Playoff {
            seeds,
            winners: vec![None; size - 1],
        })
    }

    /// 8 or 4.
    pub fn size(&self) -> usize {
        self.seeds.len()
    }

    /// Every match, first round first, with the players known so far.
    pub fn matches(&self) -> Vec<PlayoffMatch> {
        let size = self.size();
        let first: Vec<(usize, usize)> = if size == 8 {
            vec![(1, 8), (4, 5), (2, 7), (3, 6)]
        } else {
            vec![(1, 4), (2, 3)]
        };
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
    use crate::core::compute;
    use crate::core::generate::swiss_event;

    #[test]
    fn a_top_8_is_played_to_a_champion_without_touching_the_standings() {
        let event = swiss_event(16, 5, 9);
        let before = compute(&event, &event.ruleset).unwrap();
        let top: Vec<PlayerId> = before.rows.iter().take(8).map(|r| r.player).collect();
        let mut p = Playoff::new(&event, 8).unwrap();
        assert_eq!(p.seeds, top);
        let m = p.matches();
        assert_eq!(m.len(), 7);
        assert_eq!((m[0].a, m[0].b), (Some(top[0]), Some(top[7])));
        assert_eq!((m[1].a, m[1].b), (Some(top[3]), Some(top[4])));
        assert_eq!(m[4].stage_name(8), "Semifinal");
        assert_eq!(m[6].stage_name(8), "Final");
        // The better seed wins every match.
        for i in 0..7 {
            let m = p.matches()[i];
            let winner = [m.a.unwrap(), m.b.unwrap()]
                .into_iter()
                .min_by_key(|w| p.seeds.iter().position(|s| s == w))
                .unwrap();
            p.set_winner(i, Some(winner)).unwrap();
        }
        assert_eq!(p.champion(), Some(top[0]));
        // Changing a quarterfinal clears what depended on it.
        p.set_winner(0, Some(top[7])).unwrap();
        assert_eq!(p.winners[4], None);
        assert_eq!(p.champion(), None);
        assert_eq!(
            p.set_winner(1, Some(top[0])).unwrap_err().message,
            "the winner must be one of the two players of the match."
        );
        assert_eq!(compute(&event, &event.ruleset).unwrap(), before);
    }

    #[test]
    fn the_playoff_survives_the_event_file() {
        let mut event = swiss_event(10, 4, 2);
        let mut p = Playoff::new(&event, 4).unwrap();
        let first = p.matches()[0];
        p.set_winner(0, first.b).unwrap();
        event.playoff = Some(p);
        let back = crate::core::read_event_json(&crate::core::write_event_json(&event)).unwrap();
        assert_eq!(back, event);
    }
}
