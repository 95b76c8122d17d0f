//! "What do I need?": for each table of a paired round and each of its outcomes, whether each
//! player is sure to make the top N, sure to miss it, or depends on the other tables; before a
//! round is paired, the weakest result over the remaining rounds that locks each player in.
//!
//! Every answer is sound: "locked" is never said while some way the other tables can end (game
//! scores included) leaves the player outside the cut, and "out" never while some way brings them
//! in. The cut is the playoff's: the top N of the standings among players who have not dropped
//! ([`crate::core::pairing::playoff_seeds`]), ranked by the event's ruleset.
//!
//! How a status is decided, in order:
//! 1. **Proof.** Each table's outcome moves only its own two players, so the most (and fewest)
//!    other players who can finish above a player is a sum, table by table, of the most (fewest)
//!    each table can put there. A rival on equal points is compared through sound bounds on every
//!    tiebreaker ([`Bounds`]): OMW and OGW range over what each opponent's own table can do.
//! 2. **Enumeration**, in the final round when at most [`MAX_ENUMERATED_TABLES`] results are
//!    pending: every way the round can end on match points (its standings computed once), then
//!    its game scores by branch and bound where they can matter. "depends" then means that some
//!    completions put the player in and some leave them out, and the chance is the exact count of
//!    completions (game scores included, each counted once) that make the cut, over all of them.
//! 3. **Simulation** otherwise: K completions drawn from the [model](OUTCOME_WEIGHTS), the whole
//!    ranking recomputed each time (with the later rounds paired by points when the round is not
//!    the last).
//!
//! ```
//! use tiebreak::core::{advice, read_csv};
//! // Round 2 of 2, top 1: Ann and Bo (3 points each) play; Cy and Di (0) play.
//! let csv = "round,player_a,player_b,a_wins,b_wins,draws\n\
//!            1,Ann,Cy,2,0,0\n1,Bo,Di,2,0,0\n2,Ann,Bo,,,\n2,Cy,Di,,,\n";
//! let event = read_csv(csv, 3).unwrap();
//! let advice::Advice::Round(round) = advice::advise(&event, 1, 100).unwrap() else { panic!() };
//! let ann_wins = &round.tables[0].outcomes[0];
//! assert_eq!(ann_wins.a.status, advice::Status::Locked); // 6 points: nobody else can reach 6
//! ```

use std::cmp::Ordering;
use std::fmt;

use super::event::{Event, GameResult, InputError, Outcome, Pairing, PlayerId, Round};
use super::fraction::Fraction;
use super::pairing::{playoff_seeds, Rng};
use super::report::plural;
use super::round_view::points_before;
use super::ruleset::Tiebreaker;
use super::standings::{compute, Standings, POINTS_FOR_WIN};

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
const MAX_ENUMERATED_STANDINGS: u64 = 60_000;
/// The model of a table's outcome, out of 5: A wins 2, a draw 1, B wins 2. Inside an outcome every
/// game score ([`scores`]) is equally likely. The simulation draws from it.
pub const OUTCOME_WEIGHTS: [(Outcome, u128); 3] =
    [(Outcome::AWins, 2), (Outcome::Draw, 1), (Outcome::BWins, 2)];
/// The seed of the simulation: the same event always gets the same answers.
const SEED: u64 = 0x5EED_AD71_CE00_0001;

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
            // Rounded half up, in whole numbers (no float formatting in the wasm).
            let p = (made.saturating_mul(200).saturating_add(of)) / of.saturating_mul(2);
            format!("{p}%")
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

/// Advice for `event` with a cut of `cut` players and `samples` simulated completions for each
/// open outcome: [`Advice::Round`] when the last round paired waits for results, and
/// [`Advice::Needs`] when the next round is not paired yet. Once every planned round is played the
/// standings are final, and that is refused with a sentence, as are a cut of 0 or larger than the
/// players who have not dropped, `samples` outside 1 to [`MAX_SAMPLES`], and an earlier round
/// with a result missing.
pub fn advise(event: &Event, cut: usize, samples: u32) -> Result<Advice, InputError> {
    let eligible = eligible(event);
    let count = eligible.iter().filter(|&&e| e).count();
    if cut == 0 {
        return Err(InputError::new(
            "a cut of 0 players is not a cut: give the size of the playoff, such as 8 or 4.",
        ));
    }
    if cut > count {
        return Err(InputError::new(format!(
            "a top {cut} needs {cut} players who have not dropped; there are {count}."
        )));
    }
    if samples == 0 || samples > MAX_SAMPLES {
        return Err(InputError::new(format!(
            "{samples} simulated completions is out of range: give 1 to {MAX_SAMPLES}."
        )));
    }
    let paired = event.rounds_paired();
    // Every round before the last paired one must be complete: a missing result there changes
    // every figure after it.
    for r in 1..paired {
        let missing = event.missing_results(r).len();
        if missing > 0 {
            return Err(InputError::new(format!(
                "round {r} still waits for {missing} {}: enter {} before asking what the last round needs.",
                if missing == 1 { "result" } else { "results" },
                if missing == 1 { "it" } else { "them" },
            )));
        }
    }
    let planned = event.planned_rounds;
    if paired > 0 && !event.missing_results(paired).is_empty() {
        let rounds_after = planned.map_or(0, |p| p.saturating_sub(paired));
        return Ok(Advice::Round(round_advice(
            event,
            &eligible,
            cut,
            samples,
            rounds_after,
        )?));
    }
    let rounds_left = match planned {
        Some(p) if p <= paired => {
            return Err(InputError::new(format!(
                "all {p} planned rounds are played: the standings are final, so nothing is left to advise."
            )))
        }
        Some(p) => p - paired,
        None if paired == 0 => {
            return Err(InputError::new(
                "no round is paired and the number of rounds is not set: set it, or pair round 1.",
            ))
        }
        None => 1,
    };
    Ok(Advice::Needs(needs(event, &eligible, cut, rounds_left)?))
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
fn eligible(event: &Event) -> Vec<bool> {
    event
        .players
        .iter()
        .map(|p| p.dropped_after.is_none())
        .collect()
}

/// "a win", "a draw", "a loss" for one round; "2-0-1" (wins-losses-draws) for more.
fn result_words(wins: u32, losses: u32, draws: u32) -> String {
    match (wins, losses, draws) {
        (1, 0, 0) => "a win".into(),
        (0, 0, 1) => "a draw".into(),
        (0, 1, 0) => "a loss".into(),
        _ => format!("{wins}-{losses}-{draws}"),
    }
}

/// "1 point", "10 points".
fn points_words(n: u32) -> String {
    format!("{n} {}", if n == 1 { "point" } else { "points" })
}

/// "1 other finishes", "8 others finish".
fn finish(n: usize) -> String {
    if n == 1 {
        "1 other finishes".into()
    } else {
        format!("{n} others finish")
    }
}

/// "the last round", "the last 2 rounds".
fn last_rounds(n: u32) -> String {
    match n {
        1 => "the last round".into(),
        _ => format!("the last {n} rounds"),
    }
}

/// "No one else", "At most 1 other", "At most 7 others": the start of a locked sentence.
fn at_most_others(n: usize) -> String {
    match n {
        0 => "No one else".into(),
        _ => format!("At most {}", plural(n, "other", "others")),
    }
}

fn name(event: &Event, p: PlayerId) -> &str {
    event.players.get(p).map_or("?", |p| p.name.as_str())
}

/// What an outcome is, from one player's side: "a win", "a draw", "a loss", "the bye".
fn what(outcome: Outcome, is_a: bool, bye: bool) -> &'static str {
    match (outcome, is_a) {
        _ if bye => "the bye",
        (Outcome::Draw, _) => "a draw",
        (Outcome::AWins, true) | (Outcome::BWins, false) => "a win",
        _ => "a loss",
    }
}

/// The name of the tiebreaker that decides ties on points, as players say it (OMW).
fn decider(event: &Event) -> String {
    match event
        .ruleset
        .tiebreakers
        .iter()
        .find(|&&t| t != Tiebreaker::MatchPoints)
    {
        Some(Tiebreaker::Cumulative) => "Cumulative".into(),
        Some(t) => t.code().to_uppercase(),
        None => "registration order".into(),
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

// ---------------------------------------------------------------------------------------------
// Before a round is paired.

fn needs(
    event: &Event,
    eligible: &[bool],
    cut: usize,
    rounds_left: u32,
) -> Result<NeedsAdvice, InputError> {
    let points = points_before(event, event.rounds_paired() + 1);
    let next = event.rounds_paired() + 1;
    let most = POINTS_FOR_WIN.saturating_mul(rounds_left);
    let mut order: Vec<PlayerId> = (0..event.players.len()).filter(|&p| eligible[p]).collect();
    order.sort_by(|&x, &y| points[y].cmp(&points[x]).then(x.cmp(&y)));
    // Each distinct total over the remaining rounds, with the record that reaches it with the
    // most wins: 0 (0-2-0), 1 (0-1-1), 2 (0-0-2), 3 (1-1-0), 4 (1-0-1), 6 (2-0-0).
    let mut records: Vec<(u32, u32, u32, u32)> = Vec::new();
    for wins in (0..=rounds_left).rev() {
        for draws in 0..=rounds_left - wins {
            let gain = 3 * wins + draws;
            if !records.iter().any(|r| r.3 == gain) {
                records.push((wins, rounds_left - wins - draws, draws, gain));
            }
        }
    }
    records.sort_by_key(|r| r.3);
    let rounds = last_rounds(rounds_left);
    let players = order
        .iter()
        .map(|&p| {
            let who = name(event, p);
            let results: Vec<ResultAdvice> = records
                .iter()
                .map(|&(wins, losses, draws, gain)| {
                    let total = points[p].saturating_add(gain);
                    let tw = points_words(total);
                    // Others can each gain up to `most` points; none loses any.
                    let can_reach = order
                        .iter()
                        .filter(|&&q| q != p && points[q].saturating_add(most) >= total)
                        .count();
                    let above = order
                        .iter()
                        .filter(|&&q| q != p && points[q] > total)
                        .count();
                    let record = result_words(wins, losses, draws);
                    let answer = if can_reach < cut {
                        Answer {
                            status: Status::Locked,
                            reason: format!(
                                "{} can reach {tw} over {rounds}, so {record} ({tw}) locks {who} into the top {cut}.",
                                at_most_others(can_reach),
                            ),
                            chance: None,
                        }
                    } else if above >= cut {
                        Answer {
                            status: Status::Out,
                            reason: format!(
                                "{} already {} more than {tw}, so {record} ({tw}) leaves {who} outside the top {cut}.",
                                capitalize(&plural(above, "other", "others")),
                                if above == 1 { "has" } else { "have" },
                            ),
                            chance: None,
                        }
                    } else {
                        Answer {
                            status: Status::Depends,
                            reason: format!(
                                "On {tw} ({record}), {who} has {} already above and up to {} able to reach {total}, so it depends on the other results.",
                                plural(above, "player", "players"),
                                can_reach,
                            ),
                            chance: None,
                        }
                    };
                    ResultAdvice {
                        wins,
                        losses,
                        draws,
                        points: total,
                        answer,
                    }
                })
                .collect();
            let weakest_lock = results
                .iter()
                .position(|r| r.answer.status == Status::Locked);
            PlayerNeeds {
                player: p,
                points: points[p],
                results,
                weakest_lock,
            }
        })
        .collect();
    Ok(NeedsAdvice {
        round: next,
        cut,
        rounds_left,
        players,
    })
}

// ---------------------------------------------------------------------------------------------
// A paired round.

/// A table of the round as the advice sees it.
#[derive(Clone, Copy)]
struct Table {
    a: PlayerId,
    b: Option<PlayerId>,
    /// The result when it is in (a bye has none).
    fixed: Option<GameResult>,
}

/// Lower and upper bounds of each tiebreaker of a player, in the ruleset's order, over every way
/// the round can end with the player's own table at one score (or one outcome).
#[derive(Clone, Debug, PartialEq)]
struct Bounds {
    points: u32,
    keys: Vec<(Option<Fraction>, Option<Fraction>)>,
}

impl Bounds {
    fn hull(&mut self, other: &Bounds) {
        for (k, o) in self.keys.iter_mut().zip(&other.keys) {
            k.0 = k.0.min(o.0);
            k.1 = k.1.max(o.1);
        }
    }
}

/// Where a rival can finish against the player, whatever the round's other tables do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rel {
    Above,
    Below,
    Unknown,
}

/// Compares rival `q` with player `p` key by key, through their bounds: registration order after
/// the last key ([`crate::core::standings`]'s ranking).
fn relation(q: &Bounds, p: &Bounds, qi: PlayerId, pi: PlayerId) -> Rel {
    fn from(q: &Bounds, p: &Bounds, k: usize, qi: PlayerId, pi: PlayerId) -> Rel {
        let Some(&(ql, qh)) = q.keys.get(k) else {
            return if qi < pi { Rel::Above } else { Rel::Below };
        };
        let (pl, ph) = p.keys[k];
        if ql > ph {
            return Rel::Above;
        }
        if qh < pl {
            return Rel::Below;
        }
        let rest = from(q, p, k + 1, qi, pi);
        if ql == qh && pl == ph && ql == pl {
            rest
        } else if qh <= pl && rest == Rel::Below {
            Rel::Below
        } else if ql >= ph && rest == Rel::Above {
            Rel::Above
        } else {
            Rel::Unknown
        }
    }
    from(q, p, 0, qi, pi)
}

/// Sums over the groups of players whose outcomes move together (a table), of the most and fewest
/// each group can put above a player.
#[derive(Default, Clone, Copy, Debug)]
struct Counts {
    /// The most others who can finish above (or may: tiebreakers not proven).
    most: usize,
    /// The fewest others sure to finish above.
    fewest: usize,
    /// The most others sure to finish above, in one way the round ends.
    most_sure: usize,
    /// The fewest others who can finish above, in one way the round ends.
    fewest_may: usize,
    /// On points: the most others on the player's points or more.
    most_points: usize,
    /// On points: the fewest others on more points.
    fewest_points: usize,
    /// On points: the most others on more points.
    most_more_points: usize,
    /// On points: the most others level on points.
    most_level: usize,
    /// The player's points after the round.
    points: u32,
}

struct RoundSetup<'a> {
    event: &'a Event,
    eligible: &'a [bool],
    cut: usize,
    round: u32,
    rounds_after: u32,
    tables: Vec<Table>,
    /// For each player, the table they sit at.
    seat: Vec<Option<usize>>,
    /// The game scores: the model's, then any result entered that is not one of them.
    scores: Vec<GameResult>,
    /// How many of `scores` are the model's.
    model: usize,
    /// For each player and score of their table (from A's side), their bounds; a player who sits
    /// at no match has one entry.
    bounds: Vec<Vec<Bounds>>,
    /// The figures that read game scores, for each player and score of their table.
    games: Games,
    /// For each player at a match, their bounds for each outcome of [`OUTCOME_WEIGHTS`] (the
    /// hull of its scores); one entry for a player at no match.
    by_outcome: Vec<Vec<Bounds>>,
}

/// Each player's game-win % and the game-win % opponents count for them (floored for OGW), for
/// each score of their table, and their opponents: what the enumeration needs to rank players
/// under any game scores without computing the standings again (each depends only on the
/// player's own games).
#[derive(Default)]
struct Games {
    mw: Vec<Vec<Fraction>>,
    gwp: Vec<Vec<Option<Fraction>>>,
    for_opponents: Vec<Vec<Fraction>>,
    opponents: Vec<Vec<PlayerId>>,
}

fn round_advice(
    event: &Event,
    eligible: &[bool],
    cut: usize,
    samples: u32,
    rounds_after: u32,
) -> Result<RoundAdvice, InputError> {
    let setup = RoundSetup::new(event, eligible, cut, rounds_after)?;
    let n_tables = setup.tables.len();
    let pending: Vec<usize> = (0..n_tables)
        .filter(|&j| setup.tables[j].b.is_some() && setup.tables[j].fixed.is_none())
        .collect();
    let enumerable = rounds_after == 0 && pending.len() <= MAX_ENUMERATED_TABLES;
    let decider = decider(event);

    // The proofs, for every table, outcome and player.
    let mut proofs: Vec<Vec<[Option<Proof>; 2]>> = Vec::new();
    for (t, table) in setup.tables.iter().enumerate() {
        let outcomes = table_outcomes(table);
        let mut per = Vec::new();
        for &o in &outcomes {
            let mut both = [None, None];
            for (side, p) in [Some(table.a), table.b].into_iter().enumerate() {
                if let Some(p) = p {
                    both[side] = Some(setup.prove(t, o, p));
                }
            }
            per.push(both);
        }
        proofs.push(per);
    }

    // The open cases: enumerated or simulated.
    let open = |t: usize, oi: usize, side: usize| {
        proofs[t][oi][side]
            .as_ref()
            .is_some_and(|(status, _)| status.is_none_or(|s| s == Status::Depends))
    };
    let mut exact: Vec<Vec<[Option<Tally>; 2]>> = vec![Vec::new(); n_tables];
    let mut method = Method::Simulated;
    if enumerable {
        let mut budget = MAX_ENUMERATED_STANDINGS;
        let byes: Vec<usize> = (0..n_tables)
            .filter(|&t| setup.tables[t].b.is_none())
            .collect();
        let watch: Vec<PlayerId> = byes.iter().map(|&t| setup.tables[t].a).collect();
        // Every pending table at once (with the byes' players watched); then each table whose
        // result is in, with its own outcome opened up too.
        let mut all = match setup.enumerate(&pending, &watch, &open, &mut budget) {
            Some((found, watched)) => {
                for (j, per) in found {
                    exact[j] = per;
                }
                for (&t, tally) in byes.iter().zip(watched) {
                    exact[t] = vec![[Some(tally), None]];
                }
                true
            }
            None => false,
        };
        for (t, table) in setup.tables.iter().enumerate() {
            if !all || table.b.is_none() || table.fixed.is_none() {
                continue;
            }
            let mut with = pending.clone();
            with.push(t);
            let only = |j: usize, oi: usize, side: usize| j == t && open(j, oi, side);
            match setup.enumerate(&with, &[], &only, &mut budget) {
                Some((found, _)) => {
                    if let Some((_, per)) = found.into_iter().find(|(j, _)| *j == t) {
                        exact[t] = per;
                    }
                }
                None => all = false,
            }
        }
        if all {
            method = Method::Enumerated;
        } else {
            exact = vec![Vec::new(); n_tables];
        }
    }
    let mut simulated: Vec<Vec<[Option<Share>; 2]>> = vec![Vec::new(); n_tables];
    if method == Method::Simulated {
        for (t, table) in setup.tables.iter().enumerate() {
            let outcomes = table_outcomes(table);
            simulated[t] = vec![[None, None]; outcomes.len()];
            for (oi, &o) in outcomes.iter().enumerate() {
                let want = [open(t, oi, 0), open(t, oi, 1)];
                if want == [false, false] {
                    continue;
                }
                let made = setup.simulate(t, o, &pending, samples, want);
                for side in 0..2 {
                    if want[side] {
                        simulated[t][oi][side] = Some((made[side], samples));
                    }
                }
            }
        }
    }

    let mut tables = Vec::with_capacity(n_tables);
    for (t, table) in setup.tables.iter().enumerate() {
        let outcomes = table_outcomes(table);
        let mut out = Vec::new();
        for (oi, &o) in outcomes.iter().enumerate() {
            let mut answers: [Option<Answer>; 2] = [None, None];
            for (side, p) in [Some(table.a), table.b].into_iter().enumerate() {
                let Some(p) = p else { continue };
                let Some((proved, counts)) = proofs[t][oi][side].as_ref() else {
                    continue;
                };
                // An answer that a proof settled was not followed by the enumeration.
                let exact = exact
                    .get(t)
                    .and_then(|per| per.get(oi))
                    .and_then(|pair| pair[side].as_ref())
                    .filter(|_| open(t, oi, side));
                let sim = simulated
                    .get(t)
                    .and_then(|per| per.get(oi))
                    .and_then(|pair| pair[side]);
                answers[side] = Some(setup.answer(
                    p,
                    what(o, side == 0, table.b.is_none()),
                    *proved,
                    counts,
                    exact,
                    sim,
                    &decider,
                ));
            }
            let [a, b] = answers;
            out.push(OutcomeAdvice {
                outcome: o,
                a: a.unwrap_or_else(unreachable_answer),
                b,
            });
        }
        tables.push(TableAdvice {
            table: t + 1,
            a: table.a,
            b: table.b,
            result: table.fixed,
            outcomes: out,
        });
    }
    Ok(RoundAdvice {
        round: setup.round,
        cut,
        rounds_after,
        samples,
        method,
        tables,
    })
}

/// Never drawn: every table has a player A, and every player an answer.
fn unreachable_answer() -> Answer {
    Answer {
        status: Status::Depends,
        reason: String::new(),
        chance: None,
    }
}

/// The outcomes a table is asked about: three for a match (its result, if in, is one of them),
/// one for a bye.
fn table_outcomes(table: &Table) -> Vec<Outcome> {
    if table.b.is_some() {
        vec![Outcome::AWins, Outcome::Draw, Outcome::BWins]
    } else {
        vec![Outcome::AWins]
    }
}

/// What the enumeration found for one player and one outcome of their table: whether some
/// completion put them in, some left them out, how many put them in (`made`), and of how many
/// (`of`; game scores included, each counted once).
#[derive(Clone, Debug, Default)]
struct Tally {
    any_in: bool,
    any_out: bool,
    made: u128,
    of: u128,
}

impl Tally {
    /// `weight` completions (a way, or one score of it), in the cut or not.
    fn add(&mut self, made: bool, weight: u128) {
        if made {
            self.any_in = true;
            self.made += weight;
        } else {
            self.any_out = true;
        }
    }
}

impl<'a> RoundSetup<'a> {
    fn new(
        event: &'a Event,
        eligible: &'a [bool],
        cut: usize,
        rounds_after: u32,
    ) -> Result<RoundSetup<'a>, InputError> {
        let round = event.rounds_paired();
        let pairings = &event.rounds[round as usize - 1].pairings;
        let n = event.players.len();
        let mut tables = Vec::with_capacity(pairings.len());
        let mut seat = vec![None; n];
        for (j, pairing) in pairings.iter().enumerate() {
            let table = match *pairing {
                Pairing::Match { a, b, result } => Table {
                    a,
                    b: Some(b),
                    fixed: result,
                },
                Pairing::Bye { player } => Table {
                    a: player,
                    b: None,
                    fixed: None,
                },
            };
            for p in [Some(table.a), table.b].into_iter().flatten() {
                if p < n {
                    seat[p] = Some(j);
                }
            }
            tables.push(table);
        }
        let mut scores = scores(event.best_of);
        let model = scores.len();
        for t in &tables {
            if let Some(r) = t.fixed {
                if !scores.contains(&r) {
                    scores.push(r);
                }
            }
        }
        let mut setup = RoundSetup {
            event,
            eligible,
            cut,
            round,
            rounds_after,
            tables,
            seat,
            scores,
            model,
            bounds: Vec::new(),
            games: Games::default(),
            by_outcome: Vec::new(),
        };
        (setup.bounds, setup.games) = setup.all_bounds()?;
        let groups: Vec<Vec<usize>> = OUTCOME_WEIGHTS
            .iter()
            .map(|&(o, _)| setup.scores_of(o))
            .collect();
        setup.by_outcome = (0..n)
            .map(|x| {
                if setup.bounds[x].len() == 1 {
                    vec![setup.bounds[x][0].clone()]
                } else {
                    groups.iter().map(|g| setup.outcome_bounds(x, g)).collect()
                }
            })
            .collect();
        Ok(setup)
    }

    /// The event with every match of the round at `score` (from A's side).
    fn uniform(&self, score: GameResult) -> Event {
        let mut e = self.event.clone();
        let last = e.rounds.len() - 1;
        for p in &mut e.rounds[last].pairings {
            if let Pairing::Match { result, .. } = p {
                *result = Some(score);
            }
        }
        e
    }

    fn standings(&self, event: &Event) -> Result<Standings, InputError> {
        compute(event, &event.ruleset).map_err(|e| InputError::new(e.to_string()))
    }

    /// Whether a player sits at a match this round (not a bye, not absent): their figures then
    /// have one entry for every score of `scores`, else one (index 0).
    fn plays_match(&self, p: PlayerId) -> bool {
        self.seat[p].is_some_and(|j| self.tables[j].b.is_some())
    }

    /// The scores another table can end with, for the bounds: every score of the model, and its
    /// result if one is in. A table whose result is in is still opened up when its own outcome is
    /// asked about, and every player's bounds must hold then too.
    fn possible(&self, j: usize) -> Vec<usize> {
        let mut all: Vec<usize> = (0..self.model).collect();
        if let Some(i) = self.tables[j]
            .fixed
            .and_then(|r| self.scores.iter().position(|&s| s == r))
        {
            if i >= self.model {
                all.push(i);
            }
        }
        all
    }

    /// Each player's bounds for each score of their table: own figures exact from the standings
    /// with that score, opponents' figures between the lowest and highest each opponent's own
    /// table allows.
    fn all_bounds(&self) -> Result<(Vec<Vec<Bounds>>, Games), InputError> {
        let n = self.event.players.len();
        let ruleset = &self.event.ruleset;
        let per_score: Vec<Standings> = self
            .scores
            .iter()
            .map(|&s| self.standings(&self.uniform(s)))
            .collect::<Result<_, _>>()?;
        let opp_floor = ruleset.opponent_game_win_floor;
        // Each player's figures as opponents count them, for each score of their table.
        let mw = |si: usize, y: PlayerId| {
            per_score[si].players[y]
                .match_win
                .value
                .unwrap_or(Fraction::ZERO)
        };
        let gw = |si: usize, y: PlayerId| {
            per_score[si].players[y]
                .game_win
                .raw
                .map_or(Fraction::ZERO, |r| r.at_least(opp_floor).0)
        };
        let score_count = |x: PlayerId| {
            if self.plays_match(x) {
                self.scores.len()
            } else {
                1
            }
        };
        // The range of an opponent's figure: exact when they are x's opponent this round (the
        // same score), over what their table can do otherwise.
        let range = |x: PlayerId,
                     si: usize,
                     y: PlayerId,
                     f: &dyn Fn(usize, PlayerId) -> Fraction|
         -> (Fraction, Fraction) {
            let same = self.seat[x].is_some() && self.seat[x] == self.seat[y];
            if same || !self.plays_match(y) {
                let v = f(if same { si } else { 0 }, y);
                (v, v)
            } else {
                let j = self.seat[y].unwrap_or(0);
                let mut lo = None::<Fraction>;
                let mut hi = None::<Fraction>;
                for s in self.possible(j) {
                    let v = f(s, y);
                    lo = Some(lo.map_or(v, |l| l.min(v)));
                    hi = Some(hi.map_or(v, |h| h.max(v)));
                }
                (lo.unwrap_or_default(), hi.unwrap_or_default())
            }
        };
        let average = |x: PlayerId,
                       si: usize,
                       f: &dyn Fn(usize, PlayerId) -> (Fraction, Fraction)|
         -> Result<(Option<Fraction>, Option<Fraction>), InputError> {
            let lines = &per_score[0].players[x].opponents;
            if lines.is_empty() {
                return Ok((None, None));
            }
            let overflow = || InputError::new(super::standings::Overflow.to_string());
            let mut lo = Fraction::ZERO;
            let mut hi = Fraction::ZERO;
            for l in lines {
                let (a, b) = f(si, l.opponent);
                lo = lo.checked_add(a).ok_or_else(overflow)?;
                hi = hi.checked_add(b).ok_or_else(overflow)?;
            }
            let count = lines.len() as u128;
            Ok((
                Some(lo.div_whole(count).ok_or_else(overflow)?),
                Some(hi.div_whole(count).ok_or_else(overflow)?),
            ))
        };
        // OMW bounds first: OOMW averages them.
        let mut omw: Vec<Vec<(Option<Fraction>, Option<Fraction>)>> = Vec::with_capacity(n);
        for x in 0..n {
            let mut per = Vec::new();
            for si in 0..score_count(x) {
                per.push(average(x, si, &|si, y| range(x, si, y, &mw))?);
            }
            omw.push(per);
        }
        let omw_range = |x: PlayerId, si: usize, y: PlayerId| -> (Fraction, Fraction) {
            let same = self.seat[x].is_some() && self.seat[x] == self.seat[y];
            let of = |s: usize| {
                let (l, h) = omw[y][s.min(omw[y].len() - 1)];
                (l.unwrap_or(Fraction::ZERO), h.unwrap_or(Fraction::ZERO))
            };
            if same {
                of(si)
            } else if !self.plays_match(y) {
                of(0)
            } else {
                let j = self.seat[y].unwrap_or(0);
                let mut out: Option<(Fraction, Fraction)> = None;
                for s in self.possible(j) {
                    let (l, h) = of(s);
                    out = Some(out.map_or((l, h), |(a, b)| (a.min(l), b.max(h))));
                }
                out.unwrap_or_default()
            }
        };
        let mut all = Vec::with_capacity(n);
        for (x, omw) in omw.iter().enumerate() {
            let mut per = Vec::new();
            for si in 0..score_count(x) {
                let own = &per_score[si].players[x];
                let mut keys = Vec::with_capacity(ruleset.tiebreakers.len());
                for &t in &ruleset.tiebreakers {
                    keys.push(match t {
                        Tiebreaker::OpponentsMatchWinPct => omw[si],
                        Tiebreaker::OpponentsGameWinPct => {
                            average(x, si, &|si, y| range(x, si, y, &gw))?
                        }
                        Tiebreaker::OpponentsOpponentsMatchWinPct => {
                            average(x, si, &|si, y| omw_range(x, si, y))?
                        }
                        _ => {
                            let v = own.value(t);
                            (v, v)
                        }
                    });
                }
                per.push(Bounds {
                    points: own.match_points,
                    keys,
                });
            }
            all.push(per);
        }
        let games = Games {
            mw: (0..n)
                .map(|x| (0..score_count(x)).map(|si| mw(si, x)).collect())
                .collect(),
            gwp: (0..n)
                .map(|x| {
                    (0..score_count(x))
                        .map(|si| per_score[si].players[x].game_win.value)
                        .collect()
                })
                .collect(),
            for_opponents: (0..n)
                .map(|x| (0..score_count(x)).map(|si| gw(si, x)).collect())
                .collect(),
            opponents: (0..n)
                .map(|x| {
                    per_score[0].players[x]
                        .opponents
                        .iter()
                        .map(|l| l.opponent)
                        .collect()
                })
                .collect(),
        };
        Ok((all, games))
    }

    /// A player's bounds for one outcome of their table: the hull over the model's scores of it
    /// (from the table's A side).
    fn outcome_bounds(&self, x: PlayerId, scores: &[usize]) -> Bounds {
        let per = &self.bounds[x];
        if per.len() == 1 {
            return per[0].clone();
        }
        let mut b = per[scores[0]].clone();
        for &s in &scores[1..] {
            b.hull(&per[s]);
        }
        b
    }

    /// The model's scores with outcome `o` (from A's side).
    fn scores_of(&self, o: Outcome) -> Vec<usize> {
        (0..self.model)
            .filter(|&s| self.scores[s].outcome() == o)
            .collect()
    }

    /// The proof for player `p` at table `t` when it ends `o`: a status if one is proven, and the
    /// counts behind it.
    fn prove(&self, t: usize, o: Outcome, p: PlayerId) -> (Option<Status>, Counts) {
        let mut c = Counts::default();
        if !self.eligible.get(p).copied().unwrap_or(false) {
            return (Some(Status::Out), c);
        }
        let me = self.by_outcome[p][outcome_index(o).min(self.by_outcome[p].len() - 1)].clone();
        c.points = me.points;
        let later = POINTS_FOR_WIN * self.rounds_after;
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
            // Each way the table can end, as an index into a player's bounds: `Err(o)` one
            // outcome of `by_outcome`, `Ok(s)` one score of `bounds`.
            let groups: Vec<Result<usize, usize>> = if j == t {
                vec![Err(outcome_index(o))]
            } else if table.b.is_none() {
                vec![Ok(0)]
            } else if let Some(r) = table.fixed {
                vec![Ok(self.scores.iter().position(|&s| s == r).unwrap_or(0))]
            } else {
                vec![Err(0), Err(1), Err(2)]
            };
            // Indices 0, 2, 4, 6, 7 take the most over the outcomes; 1, 3, 5 the fewest.
            let mut g = [0, usize::MAX, 0, usize::MAX, 0, usize::MAX, 0, 0];
            for way in groups {
                let mut row = [0usize; 8];
                for &q in &players {
                    let theirs = match way {
                        Ok(s) => &self.bounds[q][s.min(self.bounds[q].len() - 1)],
                        Err(o) => &self.by_outcome[q][o.min(self.by_outcome[q].len() - 1)],
                    };
                    let rel = if later == 0 {
                        relation(theirs, &me, q, p)
                    } else if theirs.points > me.points + later {
                        Rel::Above
                    } else if theirs.points + later < me.points {
                        Rel::Below
                    } else {
                        Rel::Unknown
                    };
                    let above = usize::from(rel == Rel::Above);
                    let may = usize::from(rel != Rel::Below);
                    row[0] += may;
                    row[1] += above;
                    row[2] += above;
                    row[3] += may;
                    row[4] += usize::from(theirs.points + later >= me.points);
                    row[5] += usize::from(theirs.points > me.points + later);
                    row[6] += usize::from(theirs.points > me.points);
                    row[7] += usize::from(theirs.points == me.points);
                }
                for i in 0..8 {
                    g[i] = if matches!(i, 1 | 3 | 5) {
                        g[i].min(row[i])
                    } else {
                        g[i].max(row[i])
                    };
                }
            }
            c.most += g[0];
            c.fewest += g[1];
            c.most_sure += g[2];
            c.fewest_may += g[3];
            c.most_points += g[4];
            c.fewest_points += g[5];
            c.most_more_points += g[6];
            c.most_level += g[7];
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
                Rel::Above
            } else {
                Rel::Unknown
            };
            let above = usize::from(rel == Rel::Above);
            let may = usize::from(rel != Rel::Below);
            c.most += may;
            c.fewest += above;
            c.most_sure += above;
            c.fewest_may += may;
            c.most_points += usize::from(theirs.points + later >= me.points);
            c.fewest_points += usize::from(theirs.points > me.points + later);
            c.most_more_points += usize::from(theirs.points > me.points);
            c.most_level += usize::from(theirs.points == me.points);
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
        (status, c)
    }

    /// The sentence and status of one answer, from the proof, the enumeration or the simulation.
    #[allow(clippy::too_many_arguments)]
    fn answer(
        &self,
        p: PlayerId,
        what: &str,
        proved: Option<Status>,
        c: &Counts,
        exact: Option<&Tally>,
        simulated: Option<(u32, u32)>,
        decider: &str,
    ) -> Answer {
        let who = name(self.event, p);
        let cut = self.cut;
        let points = c.points;
        let pw = points_words(points);
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
        } else if let Some((made, of)) = simulated {
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

    /// Enumerates every way the tables `open` (pending, and perhaps one whose result is asked
    /// about) can end: for each of them, each outcome and each of its two players, what happens;
    /// and for each player of `watch` (a bye), what happens over all of it. `None` when the budget
    /// runs out.
    ///
    /// No standings are computed: every figure of a player is their own (looked up for the
    /// score of their table) or an average of their opponents' ([`RoundSetup::node_bounds`]).
    /// Each way on match points is settled by branch and bound ([`RoundSetup::settle`]): the
    /// figures that read games are bounded over the scores not yet chosen, and a table's scores
    /// are only split while some followed player is still undecided.
    #[allow(clippy::type_complexity)]
    fn enumerate(
        &self,
        open: &[usize],
        watch: &[PlayerId],
        wanted: &dyn Fn(usize, usize, usize) -> bool,
        budget: &mut u64,
    ) -> Option<(Vec<(usize, Vec<[Option<Tally>; 2]>)>, Vec<Tally>)> {
        let k = open.len();
        let groups: Vec<Vec<usize>> = OUTCOME_WEIGHTS
            .iter()
            .map(|&(o, _)| self.scores_of(o))
            .collect();
        let mut found: Vec<(usize, Vec<[Option<Tally>; 2]>)> = open
            .iter()
            .map(|&j| {
                let has_b = self.tables[j].b.is_some();
                let per = (0..3)
                    .map(|_| [Some(Tally::default()), has_b.then(Tally::default)])
                    .collect();
                (j, per)
            })
            .collect();
        let mut watched = vec![Tally::default(); watch.len()];
        let mut open_at = vec![None; self.tables.len()];
        for (i, &j) in open.iter().enumerate() {
            open_at[j] = Some(i);
        }
        let mut v = vec![0usize; k];
        loop {
            // One way on match points: `v` gives each open table's outcome.
            *budget = budget.checked_sub(1)?;
            // Each completion (game scores included) counts once: a way stands for the product
            // of its tables' score counts.
            let whole: u128 = v.iter().map(|&o| groups[o].len() as u128).product();
            let mut follow: Vec<Follow> = Vec::new();
            // Only the answers that no proof settled are followed.
            for (i, &j) in open.iter().enumerate() {
                let t = &self.tables[j];
                for (side, p) in [Some(t.a), t.b].into_iter().enumerate() {
                    if let Some(p) = p.filter(|_| wanted(j, v[i], side)) {
                        follow.push((Some((i, side)), 0, p));
                    }
                }
            }
            for (w, &p) in watch.iter().enumerate() {
                if self.seat[p].is_some_and(|t| wanted(t, 0, 0)) {
                    follow.push((None, w, p));
                }
            }
            if follow.is_empty() {
                if !next(&mut v, |_| 3) {
                    break;
                }
                continue;
            }
            for &(at, w, _) in &follow {
                match at {
                    Some((i, side)) => found[i].1[v[i]][side].as_mut()?.of += whole,
                    None => watched[w].of += whole,
                }
            }
            let way = Way {
                v: &v,
                groups: &groups,
                open_at: &open_at,
            };
            let mut assign = vec![None; k];
            let mut out = Found {
                found: &mut found,
                watched: &mut watched,
            };
            self.settle(&way, &mut assign, follow, whole, &mut out, budget)?;
            if !next(&mut v, |_| 3) {
                break;
            }
        }
        Some((found, watched))
    }

    /// Settles the followed players of one way under the scores chosen so far (`assign`, for each
    /// open table): those whom the bounds decide take `weight`; for the rest, the next table's
    /// scores are tried one by one. At the last table every figure is exact, so all are decided.
    fn settle(
        &self,
        way: &Way,
        assign: &mut [Option<usize>],
        follow: Vec<Follow>,
        weight: u128,
        out: &mut Found,
        budget: &mut u64,
    ) -> Option<()> {
        *budget = budget.checked_sub(1)?;
        let mut cache: Vec<Option<Bounds>> = vec![None; self.event.players.len()];
        let mut undecided: Vec<Follow> = Vec::new();
        for (at, w, p) in follow {
            match self.decide(way, assign, &mut cache, p) {
                Some(made) => {
                    let tally = match at {
                        Some((i, side)) => out.found[i].1[way.v[i]][side].as_mut()?,
                        None => &mut out.watched[w],
                    };
                    tally.add(made, weight);
                }
                None => undecided.push((at, w, p)),
            }
        }
        if undecided.is_empty() {
            return Some(());
        }
        // Split the table of an undecided player first: its scores move their game-win %.
        let seat_open = |p: PlayerId| self.seat[p].and_then(|j| way.open_at[j]);
        let i = undecided
            .iter()
            .filter_map(|&(_, _, p)| seat_open(p))
            .find(|&i| assign[i].is_none())
            .or_else(|| assign.iter().position(Option::is_none))?;
        let group = &way.groups[way.v[i]];
        let share = weight / group.len() as u128;
        for &s in group {
            assign[i] = Some(s);
            self.settle(way, assign, undecided.clone(), share, out, budget)?;
        }
        assign[i] = None;
        Some(())
    }

    /// The scores a player's table can still have at a node: the one chosen, the outcome's
    /// scores while none is, the result of a table whose result is in (index 0 for a bye or no
    /// table).
    fn node_scores<'s>(
        &'s self,
        way: &'s Way,
        assign: &[Option<usize>],
        x: PlayerId,
    ) -> NodeScores<'s> {
        match self.seat[x] {
            Some(j) if self.tables[j].b.is_some() => match way.open_at[j] {
                Some(i) => match assign[i] {
                    Some(s) => NodeScores::One(s),
                    None => NodeScores::Many(&way.groups[way.v[i]]),
                },
                None => NodeScores::One(
                    self.tables[j]
                        .fixed
                        .and_then(|r| self.scores.iter().position(|&s| s == r))
                        .unwrap_or(0),
                ),
            },
            _ => NodeScores::One(0),
        }
    }

    /// A player's bounds at a node, from their own figures and their opponents' (no standings
    /// computed): match points, MWP and Cumulative depend on the outcome only and OMW on the
    /// opponents' outcomes, so they are exact; game-win % and OGW range over the scores still
    /// open.
    fn node_bounds(&self, way: &Way, assign: &[Option<usize>], x: PlayerId) -> Bounds {
        let scores = |y: PlayerId| self.node_scores(way, assign, y);
        let first = |y: PlayerId| scores(y).first();
        let lines = &self.games.opponents[x];
        let count = lines.len() as u128;
        let average = |sum: Option<Fraction>| -> Option<Fraction> {
            if count == 0 {
                None
            } else {
                sum?.div_whole(count)
            }
        };
        let omw_of = |y: PlayerId| -> Option<Fraction> {
            let lines = &self.games.opponents[y];
            if lines.is_empty() {
                return None;
            }
            let mut sum = Fraction::ZERO;
            for &z in lines {
                sum = sum.checked_add(self.games.mw[z][first(z)])?;
            }
            sum.div_whole(lines.len() as u128)
        };
        let own = &self.bounds[x][first(x)];
        let keys = self
            .event
            .ruleset
            .tiebreakers
            .iter()
            .enumerate()
            .map(|(k, &t)| match t {
                Tiebreaker::GameWinPct => {
                    let s = scores(x);
                    let mut lo = None;
                    let mut hi = None;
                    for (i, si) in s.iter().enumerate() {
                        let v = self.games.gwp[x][si];
                        if i == 0 || v < lo {
                            lo = v;
                        }
                        if i == 0 || v > hi {
                            hi = v;
                        }
                    }
                    (lo, hi)
                }
                Tiebreaker::OpponentsGameWinPct => {
                    let mut lo = Some(Fraction::ZERO);
                    let mut hi = Some(Fraction::ZERO);
                    for &y in lines {
                        let s = scores(y);
                        let values = s.iter().map(|si| self.games.for_opponents[y][si]);
                        let (l, h) =
                            values.fold((None::<Fraction>, None::<Fraction>), |(l, h), v| {
                                (
                                    Some(l.map_or(v, |l| l.min(v))),
                                    Some(h.map_or(v, |h| h.max(v))),
                                )
                            });
                        lo = lo.and_then(|a| a.checked_add(l.unwrap_or_default()));
                        hi = hi.and_then(|a| a.checked_add(h.unwrap_or_default()));
                    }
                    (average(lo), average(hi))
                }
                Tiebreaker::OpponentsMatchWinPct => {
                    let v = omw_of(x);
                    (v, v)
                }
                Tiebreaker::OpponentsOpponentsMatchWinPct => {
                    let mut sum = Some(Fraction::ZERO);
                    for &y in lines {
                        sum = sum.and_then(|a| a.checked_add(omw_of(y).unwrap_or(Fraction::ZERO)));
                    }
                    let v = average(sum);
                    (v, v)
                }
                _ => own.keys[k],
            })
            .collect();
        Bounds {
            points: own.points,
            keys,
        }
    }

    /// Whether `p` is in the cut whatever the scores still open at this node allow
    /// (`Some(true)`), out whatever (`Some(false)`), or not decided. Rivals on other points are
    /// settled by points alone; only those level with `p` are bounded further (`cache`).
    fn decide(
        &self,
        way: &Way,
        assign: &[Option<usize>],
        cache: &mut [Option<Bounds>],
        p: PlayerId,
    ) -> Option<bool> {
        if !self.eligible[p] {
            return Some(false);
        }
        let points = |x: PlayerId| self.bounds[x][self.node_scores(way, assign, x).first()].points;
        let mine = points(p);
        let mut above = 0;
        let mut may = 0;
        let mut level = Vec::new();
        for q in 0..self.event.players.len() {
            if q == p || !self.eligible[q] {
                continue;
            }
            match points(q).cmp(&mine) {
                Ordering::Greater => {
                    above += 1;
                    may += 1;
                }
                Ordering::Equal => level.push(q),
                Ordering::Less => {}
            }
        }
        if above >= self.cut {
            return Some(false);
        }
        if may + level.len() < self.cut {
            return Some(true);
        }
        for x in level.iter().copied().chain([p]) {
            if cache[x].is_none() {
                cache[x] = Some(self.node_bounds(way, assign, x));
            }
        }
        let me = cache[p].as_ref()?;
        for &q in &level {
            match relation(cache[q].as_ref()?, me, q, p) {
                Rel::Above => {
                    above += 1;
                    may += 1;
                }
                Rel::Unknown => may += 1,
                Rel::Below => {}
            }
        }
        if may < self.cut {
            Some(true)
        } else if above >= self.cut {
            Some(false)
        } else {
            None
        }
    }

    /// Sets the results of tables `open` of round `last` to the scores `chosen` (indices).
    fn set(&self, work: &mut Event, last: usize, open: &[usize], chosen: &[usize]) {
        for (&j, &s) in open.iter().zip(chosen) {
            if let Some(Pairing::Match { result, .. }) = work.rounds[last].pairings.get_mut(j) {
                *result = Some(self.scores[s]);
            }
        }
    }

    /// Whether each player makes the cut in these standings: the playoff's seeds
    /// ([`playoff_seeds`], the top `cut` who have not dropped).
    fn made_cut(&self, standings: &Standings) -> Vec<bool> {
        let mut made = vec![false; self.event.players.len()];
        for p in playoff_seeds(self.event, standings, self.cut).unwrap_or_default() {
            made[p] = true;
        }
        made
    }

    /// Whether `p` makes the cut when every player's table has the score `sc[x]` (an index of
    /// `scores`; 0 for a player at no match), without computing the standings again: every
    /// figure of a player depends on their own games only, or averages their opponents' (OMW, OGW)
    /// or their opponents' OMW (OOMW), and only rivals level with `p` so far are looked at
    /// further. The same ranking as [`compute`]'s (tested against it), a hundred times cheaper.
    fn fast_in(&self, sc: &[usize], p: PlayerId) -> bool {
        if !self.eligible[p] {
            return false;
        }
        let tiebreakers = &self.event.ruleset.tiebreakers;
        let average = |x: PlayerId, f: &dyn Fn(PlayerId) -> Fraction| -> Option<Fraction> {
            let lines = &self.games.opponents[x];
            if lines.is_empty() {
                return None;
            }
            let mut sum = Fraction::ZERO;
            for &y in lines {
                sum = sum.checked_add(f(y))?;
            }
            sum.div_whole(lines.len() as u128)
        };
        let omw = |x: PlayerId| average(x, &|y| self.games.mw[y][sc[y]]);
        let key = |x: PlayerId, k: usize| -> Option<Fraction> {
            match tiebreakers[k] {
                Tiebreaker::OpponentsMatchWinPct => omw(x),
                Tiebreaker::OpponentsGameWinPct => {
                    average(x, &|y| self.games.for_opponents[y][sc[y]])
                }
                Tiebreaker::OpponentsOpponentsMatchWinPct => {
                    average(x, &|y| omw(y).unwrap_or(Fraction::ZERO))
                }
                _ => self.bounds[x][sc[x]].keys[k].0,
            }
        };
        let mine: Vec<Option<Fraction>> = (0..tiebreakers.len()).map(|k| key(p, k)).collect();
        let mut above = 0;
        for q in 0..self.event.players.len() {
            if q == p || !self.eligible[q] {
                continue;
            }
            let mut order = Ordering::Equal;
            for (k, m) in mine.iter().enumerate() {
                order = key(q, k).cmp(m);
                if order != Ordering::Equal {
                    break;
                }
            }
            if order == Ordering::Greater || (order == Ordering::Equal && q < p) {
                above += 1;
                if above >= self.cut {
                    return false;
                }
            }
        }
        true
    }

    /// Each player's score index when the tables have the scores `table_scores`.
    fn player_scores(&self, table_scores: &[usize]) -> Vec<usize> {
        (0..self.event.players.len())
            .map(|x| match self.seat[x] {
                Some(j) if self.tables[j].b.is_some() => table_scores[j],
                _ => 0,
            })
            .collect()
    }

    /// Simulates `samples` completions of the round with table `t` ending `o`, and of the later
    /// rounds; counts those that put each wanted player of table `t` in the cut.
    fn simulate(
        &self,
        t: usize,
        o: Outcome,
        pending: &[usize],
        samples: u32,
        want: [bool; 2],
    ) -> [u32; 2] {
        let own = self.scores_of(o);
        let table = self.tables[t];
        let players = [Some(table.a), table.b];
        let mut made = [0u32; 2];
        let mut work = self.event.clone();
        let last = work.rounds.len() - 1;
        // Each table's score in this completion: its result if in, else drawn.
        let mut table_scores: Vec<usize> = self
            .tables
            .iter()
            .map(|t| {
                t.fixed
                    .and_then(|r| self.scores.iter().position(|&s| s == r))
                    .unwrap_or(0)
            })
            .collect();
        for i in 0..samples {
            let mut rng = Rng::new(SEED ^ u64::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            for &j in pending {
                table_scores[j] = self.draw(&mut rng);
            }
            if table.b.is_some() {
                table_scores[t] = own[rng.below(own.len() as u64) as usize];
            }
            if self.rounds_after == 0 {
                let sc = self.player_scores(&table_scores);
                for side in 0..2 {
                    if want[side] && players[side].is_some_and(|p| self.fast_in(&sc, p)) {
                        made[side] += 1;
                    }
                }
                continue;
            }
            work.rounds.truncate(last + 1);
            let all: Vec<usize> = (0..self.tables.len()).collect();
            self.set(&mut work, last, &all, &table_scores);
            for r in 1..=self.rounds_after {
                let round = self.later_round(&work, self.round + r, &mut rng);
                work.rounds.push(round);
            }
            let Ok(st) = self.standings(&work) else {
                continue;
            };
            let cut = self.made_cut(&st);
            for side in 0..2 {
                if want[side] && players[side].is_some_and(|p| cut[p]) {
                    made[side] += 1;
                }
            }
        }
        made
    }

    /// One score drawn from the model.
    fn draw(&self, rng: &mut Rng) -> usize {
        let roll = rng.below(5) as u128;
        let o = if roll < OUTCOME_WEIGHTS[0].1 {
            Outcome::AWins
        } else if roll < OUTCOME_WEIGHTS[0].1 + OUTCOME_WEIGHTS[1].1 {
            Outcome::Draw
        } else {
            Outcome::BWins
        };
        let group = self.scores_of(o);
        group[rng.below(group.len() as u64) as usize]
    }

    /// A later round for the simulation: the players who play it, by points (random order inside
    /// equal points), paired in order, the last one alone with a bye; results drawn from the model.
    fn later_round(&self, work: &Event, number: u32, rng: &mut Rng) -> Round {
        let points = points_before(work, work.rounds_paired() + 1);
        let mut players: Vec<(u32, u64, PlayerId)> = (0..work.players.len())
            .filter(|&p| work.plays_in(p, number))
            .map(|p| (points[p], rng.next(), p))
            .collect();
        players.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
        let mut pairings = Vec::with_capacity(players.len() / 2 + 1);
        for pair in players.chunks(2) {
            match pair {
                [x, y] => pairings.push(Pairing::Match {
                    a: x.2,
                    b: y.2,
                    result: Some(self.scores[self.draw(rng)]),
                }),
                [x] => pairings.push(Pairing::Bye { player: x.2 }),
                _ => {}
            }
        }
        Round::new(pairings)
    }
}

/// The place of an outcome in [`OUTCOME_WEIGHTS`].
fn outcome_index(o: Outcome) -> usize {
    OUTCOME_WEIGHTS.iter().position(|w| w.0 == o).unwrap_or(0)
}

/// A proof: the status proven, if any, and the counts behind it.
type Proof = (Option<Status>, Counts);

/// A simulated share: completions in the cut, of K.
type Share = (u32, u32);

/// A followed player: their open table's index and side (or `None` and their place in the
/// watched list), and who they are.
type Follow = (Option<(usize, usize)>, usize, PlayerId);

/// One way on match points, for [`RoundSetup::settle`].
struct Way<'w> {
    v: &'w [usize],
    groups: &'w [Vec<usize>],
    open_at: &'w [Option<usize>],
}

/// The scores a player's table can have at a node of the enumeration.
#[derive(Clone, Copy)]
enum NodeScores<'s> {
    One(usize),
    Many(&'s [usize]),
}

impl<'s> NodeScores<'s> {
    /// Any one of them: the figures that read no games are the same for all.
    fn first(self) -> usize {
        match self {
            NodeScores::One(s) => s,
            NodeScores::Many(g) => g.first().copied().unwrap_or(0),
        }
    }

    fn iter(self) -> impl Iterator<Item = usize> + 's {
        let (one, many) = match self {
            NodeScores::One(s) => (Some(s), &[][..]),
            NodeScores::Many(g) => (None, g),
        };
        one.into_iter().chain(many.iter().copied())
    }
}

/// Where the enumeration counts.
#[allow(clippy::type_complexity)]
struct Found<'f> {
    found: &'f mut Vec<(usize, Vec<[Option<Tally>; 2]>)>,
    watched: &'f mut Vec<Tally>,
}

/// Steps `digits` (each below its own base) to the next assignment, first digit fastest; false
/// after the last.
fn next(digits: &mut [usize], base: impl Fn(usize) -> usize) -> bool {
    for (i, d) in digits.iter_mut().enumerate() {
        *d += 1;
        if *d < base(i) {
            return true;
        }
        *d = 0;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::generate::swiss_event_with_changes;
    use crate::core::{Ruleset, PRESETS};

    #[test]
    fn a_share_reads_as_a_whole_percentage() {
        let c = |made, of| {
            Chance {
                made,
                of,
                exact: false,
            }
            .percent()
        };
        assert_eq!(c(137, 200), "69%"); // 68.5 rounds half up
        assert_eq!(c(1, 200), "under 1%");
        assert_eq!(c(199, 200), "over 99%");
        assert_eq!(c(200, 200), "100%");
        assert_eq!(c(0, 200), "0%");
        assert_eq!(c(0, 0), "0%");
    }

    /// The simulation's ranking without the standings ([`RoundSetup::fast_in`]) is the
    /// standings' own, under every preset, with late entries, drops and byes, on random scores.
    #[test]
    fn the_fast_ranking_is_the_standings_ranking() {
        for (i, preset) in PRESETS.iter().enumerate() {
            for (players, rounds) in [(19usize, 4u32), (24, 5), (33, 3)] {
                let mut event = swiss_event_with_changes(players, rounds, 7 + i as u64);
                event.ruleset = Ruleset::preset(preset.name).unwrap();
                let last = event.rounds.len() - 1;
                for t in &mut event.rounds[last].pairings {
                    if let Pairing::Match { result, .. } = t {
                        *result = None;
                    }
                }
                let eligible = eligible(&event);
                for cut in [1, 4, 8] {
                    let setup = RoundSetup::new(&event, &eligible, cut, 0).unwrap();
                    let mut rng = Rng::new(cut as u64 + players as u64);
                    for _ in 0..20 {
                        let table_scores: Vec<usize> =
                            setup.tables.iter().map(|_| setup.draw(&mut rng)).collect();
                        let mut work = event.clone();
                        let all: Vec<usize> = (0..setup.tables.len()).collect();
                        setup.set(&mut work, last, &all, &table_scores);
                        let made = setup.made_cut(&setup.standings(&work).unwrap());
                        let sc = setup.player_scores(&table_scores);
                        for (p, &made) in made.iter().enumerate() {
                            assert_eq!(
                                setup.fast_in(&sc, p),
                                made,
                                "{} {players}x{rounds} top {cut}: player {p}",
                                preset.name
                            );
                        }
                    }
                }
            }
        }
    }
}
