//! What the steps share: a table of the round, a player's [`Bounds`] on every tiebreaker, how a
//! rival relates to a player through them ([`Relation`]), the [`Counts`] a proof sums table by
//! table, and the figures that read game scores ([`Games`]).

use crate::core::base::error::PlayerId;
use crate::core::base::fraction::Fraction;
use crate::core::model::game_result::GameResult;

/// A table of the round as the advice sees it.
#[derive(Clone, Copy)]
pub(super) struct Table {
    pub(super) a: PlayerId,
    pub(super) b: Option<PlayerId>,
    /// The result when it is in (a bye has none).
    pub(super) fixed: Option<GameResult>,
}

/// Lower and upper bounds of each tiebreaker of a player, in the ruleset's order, over every way
/// the round can end with the player's own table at one score (or one outcome).
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Bounds {
    pub(super) points: u32,
    pub(super) keys: Vec<(Option<Fraction>, Option<Fraction>)>,
}

impl Bounds {
    pub(super) fn hull(&mut self, other: &Bounds) {
        for (k, o) in self.keys.iter_mut().zip(&other.keys) {
            k.0 = k.0.min(o.0);
            k.1 = k.1.max(o.1);
        }
    }
}

/// Where a rival can finish against the player, whatever the round's other tables do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Relation {
    Above,
    Below,
    Unknown,
}

/// Compares rival `q` with player `p` key by key, through their bounds: registration order after
/// the last key ([`crate::core::tiebreakers::standings`]'s ranking).
pub(super) fn relation(q: &Bounds, p: &Bounds, qi: PlayerId, pi: PlayerId) -> Relation {
    fn from(q: &Bounds, p: &Bounds, k: usize, qi: PlayerId, pi: PlayerId) -> Relation {
        let Some(&(ql, qh)) = q.keys.get(k) else {
            return if qi < pi {
                Relation::Above
            } else {
                Relation::Below
            };
        };
        let (pl, ph) = p.keys[k];
        if ql > ph {
            return Relation::Above;
        }
        if qh < pl {
            return Relation::Below;
        }
        let rest = from(q, p, k + 1, qi, pi);
        if ql == qh && pl == ph && ql == pl {
            rest
        } else if qh <= pl && rest == Relation::Below {
            Relation::Below
        } else if ql >= ph && rest == Relation::Above {
            Relation::Above
        } else {
            Relation::Unknown
        }
    }
    from(q, p, 0, qi, pi)
}

/// Sums over the groups of players whose outcomes move together (a table), of the most and fewest
/// each group can put above a player.
#[derive(Default, Clone, Copy, Debug)]
pub(super) struct Counts {
    /// The most others who can finish above (or may: tiebreakers not proven).
    pub(super) most: usize,
    /// The fewest others sure to finish above.
    pub(super) fewest: usize,
    /// The most others sure to finish above, in one way the round ends.
    pub(super) most_sure: usize,
    /// The fewest others who can finish above, in one way the round ends.
    pub(super) fewest_may: usize,
    /// On points: the most others on the player's points or more.
    pub(super) most_points: usize,
    /// On points: the fewest others on more points.
    pub(super) fewest_points: usize,
    /// On points: the most others on more points.
    pub(super) most_more_points: usize,
    /// On points: the most others level on points.
    pub(super) most_level: usize,
    /// The player's points after the round.
    pub(super) points: u32,
}

impl Counts {
    /// Nothing counted yet over the ways a table can end: each "most" at its least and each
    /// "fewest" at its most, so that [`Counts::widen`] takes the first way as it is.
    pub(super) const OVER_NO_WAY: Counts = Counts {
        most: 0,
        fewest: usize::MAX,
        most_sure: 0,
        fewest_may: usize::MAX,
        most_points: 0,
        fewest_points: usize::MAX,
        most_more_points: 0,
        most_level: 0,
        points: 0,
    };

    /// One rival's part: `relation` is where they finish against the player, `theirs` and `mine`
    /// the two players' points after this round, `later` the points still to play for after it.
    pub(super) fn one_rival(relation: Relation, theirs: u32, mine: u32, later: u32) -> Counts {
        let above = usize::from(relation == Relation::Above);
        let may = usize::from(relation != Relation::Below);
        Counts {
            most: may,
            fewest: above,
            most_sure: above,
            fewest_may: may,
            most_points: usize::from(theirs + later >= mine),
            fewest_points: usize::from(theirs > mine + later),
            most_more_points: usize::from(theirs > mine),
            most_level: usize::from(theirs == mine),
            points: 0,
        }
    }

    /// Over the ways a table can end: the most of each "most", the fewest of each "fewest".
    pub(super) fn widen(&mut self, way: &Counts) {
        self.most = self.most.max(way.most);
        self.fewest = self.fewest.min(way.fewest);
        self.most_sure = self.most_sure.max(way.most_sure);
        self.fewest_may = self.fewest_may.min(way.fewest_may);
        self.most_points = self.most_points.max(way.most_points);
        self.fewest_points = self.fewest_points.min(way.fewest_points);
        self.most_more_points = self.most_more_points.max(way.most_more_points);
        self.most_level = self.most_level.max(way.most_level);
    }

    /// Adds the counts of another group of rivals (the player's own points stay).
    pub(super) fn add(&mut self, other: &Counts) {
        self.most += other.most;
        self.fewest += other.fewest;
        self.most_sure += other.most_sure;
        self.fewest_may += other.fewest_may;
        self.most_points += other.most_points;
        self.fewest_points += other.fewest_points;
        self.most_more_points += other.most_more_points;
        self.most_level += other.most_level;
    }
}

/// One way a table can end, as an index into a player's bounds.
#[derive(Clone, Copy)]
pub(super) enum TableWay {
    /// One score of the player's `bounds` (an index of the advisor's game scores).
    Score(usize),
    /// One outcome of the player's `by_outcome` (an index of [`OUTCOME_WEIGHTS`]).
    Outcome(usize),
}

/// Each player's game-win % and the game-win % opponents count for them (floored for OGW), for
/// each score of their table, and their opponents: what the enumeration needs to rank players
/// under any game scores without computing the standings again (each depends only on the
/// player's own games).
#[derive(Default)]
pub(super) struct Games {
    /// Each player's match-win % as their opponents count it, for each score of their table.
    pub(super) match_win: Vec<Vec<Fraction>>,
    /// Each player's own game-win %, for each score of their table.
    pub(super) gwp: Vec<Vec<Option<Fraction>>>,
    /// Each player's game-win % as their opponents count it (floored for OGW), for each score.
    pub(super) for_opponents: Vec<Vec<Fraction>>,
    /// Each player's opponents, this round's included.
    pub(super) opponents: Vec<Vec<PlayerId>>,
}
