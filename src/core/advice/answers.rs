//! What the advice answers, and its settings: the statuses, chances and answers of every table
//! and player (the public types), the cut, the model of a table's outcome and its game scores.
//! The other files of the advice build these.

use std::fmt;

use super::words::result_words;
use crate::core::base::error::PlayerId;
use crate::core::base::fraction::Fraction;
use crate::core::model::event::{Event, Player};
use crate::core::model::game_result::{GameResult, Outcome};

/// The cut when none is given: a top 8.
pub const DEFAULT_CUT: usize = 8;
/// Simulated completions for each outcome that stays open, when none is given.
pub const DEFAULT_SAMPLES: u32 = 200;
/// The most simulated completions asked for: enough for a share to 1%, and bounded in time.
pub const MAX_SAMPLES: u32 = 10_000;
/// The most pending tables whose every outcome is enumerated (16 players): 3^8 = 6,561 ways on
/// match points, and the game scores where they can matter.
pub const MAX_ENUMERATED_TABLES: usize = 8;
/// The most standings one enumeration computes before it gives way to the simulation, so that no
/// event (however many drawn games it could end with) makes the advice hang.
pub(super) const MAX_ENUMERATED_STANDINGS: u64 = 60_000;
/// The model of a table's outcome, out of 5: A wins 2, a draw 1, B wins 2. Inside an outcome every
/// game score ([`scores`]) is equally likely. The simulation draws from it.
pub const OUTCOME_WEIGHTS: [(Outcome, u128); 3] =
    [(Outcome::AWins, 2), (Outcome::Draw, 1), (Outcome::BWins, 2)];
/// The seed of the simulation: the same event always gets the same answers.
pub(super) const SEED: u64 = 0x5EED_AD71_CE00_0001;

/// Where a player stands for one outcome of their table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// In the top N whatever happens at every other table.
    Locked,
    /// Outside the top N whatever happens at every other table.
    Out,
    /// In or out, depending on the other tables.
    Depends,
}

impl Status {
    /// `locked`, `out` or `depends`: the CLI's JSON.
    pub fn code(self) -> &'static str {
        match self {
            Status::Locked => "locked",
            Status::Out => "out",
            Status::Depends => "depends",
        }
    }
}

/// The share of completions that put a player in the cut: `made` of `of`, not reduced, so that the
/// count stays readable. A simulated share has K as its denominator (`137/200`); an enumerated one
/// counts every completion of the other tables and of the player's own table inside the outcome,
/// game scores included (out of 2 × 7^6 = 235,298 for a win in a best-of-3 round of 8 tables).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chance {
    /// The completions that make the cut.
    pub made: u128,
    /// Every completion counted.
    pub of: u128,
    /// Whether it was enumerated (exact) rather than simulated.
    pub exact: bool,
}

impl Chance {
    /// The share as a whole percentage, for a reader.
    pub fn percent(&self) -> String {
        let (made, of) = (self.made, self.of);
        if of == 0 {
            "0%".into()
        } else if made > 0 && made.saturating_mul(100) < of {
            "under 1%".into()
        } else if made < of && made.saturating_mul(100) > of.saturating_mul(99) {
            "over 99%".into()
        } else {
            // Rounded half up to a whole percentage by the one rounding of the crate.
            Fraction::new(made, of).to_percent(0)
        }
    }
}

impl fmt::Display for Chance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.made, self.of)
    }
}

/// One player's answer for one outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// Locked, out or depends.
    pub status: Status,
    /// One sentence that says why.
    pub reason: String,
    /// For "depends" only: the share of completions that make the cut.
    pub chance: Option<Chance>,
}

/// One outcome of a table, and where it leaves each player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutcomeAdvice {
    /// A wins, a draw, or B wins (a bye: A wins).
    pub outcome: Outcome,
    /// Player A's answer.
    pub a: Answer,
    /// Player B's answer; `None` for a bye.
    pub b: Option<Answer>,
}

/// What a draw does for the two players of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawFlag {
    /// A draw locks both players in.
    Both,
    /// A draw locks `locked` in, and leaves `other` out or depending.
    One {
        /// The player a draw locks in.
        locked: PlayerId,
        /// The player a draw does not lock in.
        other: PlayerId,
    },
}

/// One table of the round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableAdvice {
    /// The table number, 1-based.
    pub table: usize,
    /// Player A (the bye's player).
    pub a: PlayerId,
    /// Player B; `None` for a bye.
    pub b: Option<PlayerId>,
    /// The result, when it is already in.
    pub result: Option<GameResult>,
    /// A wins, a draw, B wins; a bye has one.
    pub outcomes: Vec<OutcomeAdvice>,
}

impl TableAdvice {
    /// The answers of one outcome.
    pub fn outcome(&self, outcome: Outcome) -> Option<&OutcomeAdvice> {
        self.outcomes.iter().find(|o| o.outcome == outcome)
    }

    /// Whether a draw locks both players, or locks one and not the other.
    pub fn draw_flag(&self) -> Option<DrawFlag> {
        let draw = self.outcome(Outcome::Draw)?;
        let (b, b_answer) = (self.b?, draw.b.as_ref()?);
        match (draw.a.status, b_answer.status) {
            (Status::Locked, Status::Locked) => Some(DrawFlag::Both),
            (Status::Locked, _) => Some(DrawFlag::One {
                locked: self.a,
                other: b,
            }),
            (_, Status::Locked) => Some(DrawFlag::One {
                locked: b,
                other: self.a,
            }),
            _ => None,
        }
    }

    /// The player's side and answers at this table, A's first: `(outcome, answer)`.
    pub fn answers_of(&self, player: PlayerId) -> Vec<(Outcome, &Answer)> {
        self.outcomes
            .iter()
            .filter_map(|o| {
                if self.a == player {
                    Some((o.outcome, &o.a))
                } else if self.b == Some(player) {
                    o.b.as_ref().map(|b| (o.outcome, b))
                } else {
                    None
                }
            })
            .collect()
    }
}

/// How the open cases of a round were settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Every way the round can end was counted.
    Enumerated,
    /// K completions were simulated.
    Simulated,
}

/// The advice for a paired round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundAdvice {
    /// The round, 1-based.
    pub round: u32,
    /// The cut: the top N.
    pub cut: usize,
    /// Rounds still to play after this one.
    pub rounds_after: u32,
    /// K, the completions simulated for each open outcome.
    pub samples: u32,
    /// Whether open cases were enumerated or simulated.
    pub method: Method,
    /// Every table, in order.
    pub tables: Vec<TableAdvice>,
}

impl RoundAdvice {
    /// The table at which `player` sits.
    pub fn table_of(&self, player: PlayerId) -> Option<&TableAdvice> {
        self.tables
            .iter()
            .find(|t| t.a == player || t.b == Some(player))
    }
}

/// One result a player can still have over the remaining rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultAdvice {
    /// Wins over the remaining rounds.
    pub wins: u32,
    /// Losses.
    pub losses: u32,
    /// Draws.
    pub draws: u32,
    /// The points the player would finish on.
    pub points: u32,
    /// Where that leaves them.
    pub answer: Answer,
}

impl ResultAdvice {
    /// The result as a player says it: "a win", "a draw" or "a loss" with one round left, else
    /// the record over the remaining rounds, "1-0-1".
    pub fn words(&self) -> String {
        result_words(self.wins, self.losses, self.draws)
    }

    /// The record over the remaining rounds, wins-losses-draws: `1-0-1`.
    pub fn record(&self) -> String {
        format!("{}-{}-{}", self.wins, self.losses, self.draws)
    }
}

/// What one player needs over the remaining rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerNeeds {
    /// The player.
    pub player: PlayerId,
    /// Their match points now.
    pub points: u32,
    /// Each distinct finishing total, weakest first.
    pub results: Vec<ResultAdvice>,
    /// The weakest result in [`PlayerNeeds::results`] that locks them in.
    pub weakest_lock: Option<usize>,
}

/// The advice before a round is paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NeedsAdvice {
    /// The next round to pair, 1-based.
    pub round: u32,
    /// The cut: the top N.
    pub cut: usize,
    /// Rounds left, this one included.
    pub rounds_left: u32,
    /// Every player who has not dropped, by points then registration.
    pub players: Vec<PlayerNeeds>,
}

/// The advice for an event: per table when a round is paired and waits for results, per player
/// before the next round is paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Advice {
    /// A round is paired.
    Round(RoundAdvice),
    /// The next round is not paired yet.
    Needs(NeedsAdvice),
}

/// The game scores a table can end with, from player A's side, for a best-of-`best_of` match:
/// 2-0, 2-1, 1-2, 0-2, 1-1, 1-1-1 and 0-0-3 for a best-of-3. A match cut short by time with one
/// game (1-0) is left out: it is not a result a round plans for.
pub fn scores(best_of: u32) -> Vec<GameResult> {
    let need = best_of / 2 + 1;
    let mut out: Vec<GameResult> = (0..need).map(|l| GameResult::new(need, l, 0)).collect();
    out.extend((0..need).rev().map(|l| GameResult::new(l, need, 0)));
    let mut k = 1;
    while 2 * k < best_of {
        out.push(GameResult::new(k, k, 0));
        k += 1;
    }
    let mut k = 1;
    while 2 * k < best_of {
        out.push(GameResult::new(k, k, 1));
        k += 1;
    }
    out.push(GameResult::new(0, 0, best_of.max(1)));
    out
}

/// The cut to ask about when none is given: the playoff's size once it is seeded, else a top 8
/// (a top 4 with fewer than 8 players who have not dropped, everyone with fewer than 4).
pub fn default_cut(event: &Event) -> usize {
    if let Some(p) = &event.playoff {
        return p.size();
    }
    let count = eligible(event).iter().filter(|&&e| e).count();
    [DEFAULT_CUT, 4]
        .into_iter()
        .find(|&n| n <= count)
        .unwrap_or(count.max(1))
}

/// Who can make the cut: the players who have not dropped.
pub(super) fn eligible(event: &Event) -> Vec<bool> {
    event.players.iter().map(Player::not_dropped).collect()
}

/// The place of an outcome in [`OUTCOME_WEIGHTS`].
pub(super) fn outcome_index(o: Outcome) -> usize {
    OUTCOME_WEIGHTS.iter().position(|w| w.0 == o).unwrap_or(0)
}
