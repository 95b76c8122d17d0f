//! Step 1, the proofs: table by table, the most and fewest others who can finish above a player,
//! and the answer with its sentence.

use crate::core::base::error::PlayerId;
use crate::core::base::words::{capitalize, plural};
use crate::core::model::game_result::Outcome;

use super::advisor::Advisor;
use super::answers::{outcome_index, Answer, Chance, Status, OUTCOME_WEIGHTS};
use super::bounds::{relation, Counts, Relation, TableWay};
use super::enumerate::Tally;
use super::simulate::Share;
use super::words::{at_most_others, finish, last_rounds, name};

/// A proof: the status proven, if any, and the counts behind it.
#[derive(Clone, Copy)]
pub(super) struct Proof {
    pub(super) status: Option<Status>,
    pub(super) counts: Counts,
}

impl<'a> Advisor<'a> {
    /// The proof for player `p` at table `t` when it ends `o`: a status if one is proven, and the
    /// counts behind it.
    pub(super) fn prove(&self, t: usize, o: Outcome, p: PlayerId) -> Proof {
        let mut c = Counts::default();
        if !self.eligible.get(p).copied().unwrap_or(false) {
            return Proof {
                status: Some(Status::Out),
                counts: c,
            };
        }
        let me = self.by_outcome[p][outcome_index(o).min(self.by_outcome[p].len() - 1)].clone();
        c.points = me.points;
        let later = self
            .event
            .ruleset
            .match_points
            .win
            .saturating_mul(self.rounds_after);
        // Each group of players whose figures move together: a pending table (three outcomes),
        // else one fixed set.
        for (j, table) in self.tables.iter().enumerate() {
            let players: Vec<PlayerId> = [Some(table.a), table.b]
                .into_iter()
                .flatten()
                .filter(|&q| q != p && self.eligible.get(q).copied().unwrap_or(false))
                .collect();
            if players.is_empty() {
                continue;
            }
            let ways = if j == t {
                vec![TableWay::Outcome(outcome_index(o))]
            } else if table.b.is_none() {
                vec![TableWay::Score(0)]
            } else if let Some(r) = table.fixed {
                vec![TableWay::Score(
                    self.scores.iter().position(|&s| s == r).unwrap_or(0),
                )]
            } else {
                (0..OUTCOME_WEIGHTS.len()).map(TableWay::Outcome).collect()
            };
            let mut over_ways = Counts::OVER_NO_WAY;
            for way in ways {
                let mut this_way = Counts::default();
                for &q in &players {
                    let theirs = match way {
                        TableWay::Score(s) => &self.bounds[q][s.min(self.bounds[q].len() - 1)],
                        TableWay::Outcome(o) => {
                            &self.by_outcome[q][o.min(self.by_outcome[q].len() - 1)]
                        }
                    };
                    let rel = if later == 0 {
                        relation(theirs, &me, q, p)
                    } else if theirs.points > me.points + later {
                        Relation::Above
                    } else if theirs.points + later < me.points {
                        Relation::Below
                    } else {
                        Relation::Unknown
                    };
                    this_way.add(&Counts::one_rival(rel, theirs.points, me.points, later));
                }
                over_ways.widen(&this_way);
            }
            c.add(&over_ways);
        }
        // Players at no table of the round (a late entry still to come): their figures stand.
        for q in 0..self.event.players.len() {
            if q == p || self.seat[q].is_some() || !self.eligible[q] {
                continue;
            }
            let theirs = &self.bounds[q][0];
            let rel = if later == 0 {
                relation(theirs, &me, q, p)
            } else if theirs.points > me.points + later {
                Relation::Above
            } else {
                Relation::Unknown
            };
            c.add(&Counts::one_rival(rel, theirs.points, me.points, later));
        }
        let status = if c.most < self.cut {
            Some(Status::Locked)
        } else if c.fewest >= self.cut {
            Some(Status::Out)
        } else if later == 0 && c.most_sure >= self.cut && c.fewest_may < self.cut {
            // Some way puts `cut` others above, and some way fewer: proven open.
            Some(Status::Depends)
        } else {
            None
        };
        Proof { status, counts: c }
    }

    /// The sentence and status of one answer, from the proof, the enumeration or the simulation.
    pub(super) fn answer(
        &self,
        p: PlayerId,
        what: &str,
        proof: &Proof,
        exact: Option<&Tally>,
        simulated: Option<Share>,
        decider: &str,
    ) -> Answer {
        let (proved, c) = (proof.status, &proof.counts);
        let who = name(self.event, p);
        let cut = self.cut;
        let points = c.points;
        let pw = plural(points, "point", "points");
        let later = self.rounds_after;
        let even_losing = if later == 0 {
            String::new()
        } else {
            format!(", even losing {}", last_rounds(later))
        };
        if !self.eligible.get(p).copied().unwrap_or(false) {
            return Answer {
                status: Status::Out,
                reason: format!("{who} has dropped, so is not in the top {cut}."),
                chance: None,
            };
        }
        let mut status = proved;
        let mut chance = None;
        if let Some(tally) = exact {
            let found = match (tally.any_in, tally.any_out) {
                (true, false) => Status::Locked,
                (false, _) => Status::Out,
                (true, true) => Status::Depends,
            };
            debug_assert!(proved.is_none_or(|s| s == found));
            status = Some(found);
            if found == Status::Depends {
                chance = Some(Chance {
                    made: tally.made,
                    of: tally.of,
                    exact: true,
                });
            }
        } else if let Some(Share { made, of }) = simulated {
            chance = Some(Chance {
                made: made.into(),
                of: of.into(),
                exact: false,
            });
        }
        let status = status.unwrap_or(Status::Depends);
        let reason = match status {
            Status::Locked if proved == Some(Status::Locked) && c.most_points < cut => format!(
                "{} can finish on {pw} or more{even_losing}, so {what} ({pw}) locks {who} into the top {cut}.",
                at_most_others(c.most_points),
            ),
            Status::Locked if proved == Some(Status::Locked) => format!(
                "Up to {} can finish on {pw} or more, but {decider} and the tiebreakers after it put at most {} of them above {who}, so {what} is locked.",
                plural(c.most_points, "other", "others"),
                c.most,
            ),
            Status::Locked => format!(
                "In all {} ways the round can end with {what} for {who}, game scores included, {who} finishes in the top {cut}.",
                exact.map_or(0, |t| t.of),
            ),
            Status::Out if proved == Some(Status::Out) && c.fewest_points >= cut => format!(
                "At least {} on more than {pw}{}, so {what} leaves {who} outside the top {cut}.",
                finish(c.fewest_points),
                if later == 0 { " whatever happens elsewhere".to_string() } else { format!(" even if {who} wins {}", last_rounds(later)) },
            ),
            Status::Out if proved == Some(Status::Out) => format!(
                "At least {} above {who} whatever happens elsewhere ({} on more points, the rest ahead on {decider} and after), so {what} is out.",
                finish(c.fewest),
                c.fewest_points,
            ),
            Status::Out => format!(
                "In all {} ways the round can end with {what} for {who}, game scores included, {who} finishes outside the top {cut}.",
                exact.map_or(0, |t| t.of),
            ),
            Status::Depends if c.most_more_points < cut && c.most_level > 0 && later == 0 => format!(
                "{} leaves {who} tied on {pw} with up to {}, and {decider} decides.",
                capitalize(what),
                plural(c.most_level, "other", "others"),
            ),
            Status::Depends if later == 0 => format!(
                "{} leaves {who} on {pw}, where between {} and {} others can finish above, so it depends on the other tables.",
                capitalize(what),
                c.fewest,
                c.most,
            ),
            Status::Depends => format!(
                "{} leaves {who} on {pw} with {} still to play, so it depends on the later results too.",
                capitalize(what),
                plural(later as usize, "round", "rounds"),
            ),
        };
        Answer {
            status,
            reason,
            chance: if status == Status::Depends {
                chance
            } else {
                None
            },
        }
    }
}
