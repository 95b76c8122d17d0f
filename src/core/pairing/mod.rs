//! Swiss pairings: the next round of an event, by the Magic Tournament Rules.
//!
//! Round 1 is random, from a seed, so that it can be reproduced. Later rounds put the rules in
//! order, each one outweighing everything after it:
//!
//! 1. no second bye while an active player has had none;
//! 2. the bye to the lowest-ranked player without one (the bye is decided first, as the MTR has
//!    it, even when another bye would avoid a rematch);
//! 3. no avoidable rematch;
//! 4. from the top point group down, as few of that group's players as possible are paired with
//!    someone on fewer points;
//! 5. a player who is paired down meets the highest group possible (the fewest points between
//!    them);
//! 6. at random inside a group, from the seed.
//!
//! Rules 1 and 2 pick the bye here ([`bye_order`]); rules 3 to 6 are a minimum-cost perfect
//! matching (Edmonds' blossom algorithm, from the `integer-blossom` crate) over costs built from
//! the event's own point groups, in [`groups`], whose opening comment states the invariant.
//!
//! ```
//! use tiebreak::core::{model::generate::swiss_event, pairing::pair_next_round, Pairing};
//! let event = swiss_event(9, 2, 1);
//! let round = pair_next_round(&event, 42).unwrap();
//! assert_eq!(round.len(), 5); // four matches and a bye
//! assert_eq!(round, pair_next_round(&event, 42).unwrap()); // the same seed, the same pairings
//! ```

use std::collections::HashMap;

pub mod groups;
pub mod round_view;
pub mod why;

use super::model::event::{Event, Pairing, Player, Round};

use super::model::playoff::{self, Playoff};
use super::tiebreakers::standings::{compute, Standings};
use crate::core::base::error::{InputError, PlayerId};

/// The largest event paired: [`groups`] sizes its costs from the event itself. Past 256 players
/// the matching is sparse, in memory that grows with the players (4,000 take 18 MB:
/// PERFORMANCE.md), so this bound is no longer the matrix's; it is kept as the largest event the
/// tests and the benchmarks measure through `pair_next_round`.
pub const MAX_PLAYERS: usize = 2048;

/// The number of Swiss rounds MTR Appendix E recommends.
///
/// `players` counts every player; `byes` gives, for each player with byes, the number of rounds of
/// byes they have (1, 2 or 3), and such a player counts as 2, 4 or 8 players. `draft_playoff` is a
/// limited event with a booster-draft playoff, which plays 4 rounds at 9–16 players. Below 9 players
/// (outside the table) it is the rounds a single elimination would take: 1 for 2, 2 for 3–4, 3
/// for 5–8.
///
/// ```
/// use tiebreak::core::pairing::recommended_rounds;
/// assert_eq!(recommended_rounds(12, &[], false), 5);
/// assert_eq!(recommended_rounds(12, &[], true), 4);
/// assert_eq!(recommended_rounds(30, &[3], false), 6); // 29 + 8 = 37 players
/// ```
pub fn recommended_rounds(players: usize, byes: &[u32], draft_playoff: bool) -> u32 {
    match counted_players(players, byes) {
        0..=1 => 0,
        2 => 1,
        3..=4 => 2,
        5..=8 => 3,
        9..=16 if draft_playoff => 4,
        9..=32 => 5,
        33..=64 => 6,
        65..=128 => 7,
        129..=226 => 8,
        227..=409 => 9,
        _ => 10,
    }
}

/// The players Appendix E counts: `players`, with each player of `byes` who has 1, 2 or 3 rounds
/// of byes counting as 2, 4 or 8.
fn counted_players(players: usize, byes: &[u32]) -> usize {
    let extra: usize = byes
        .iter()
        .map(|&b| match b {
            0 => 0,
            1 => 1,
            2 => 3,
            _ => 7,
        })
        .sum();
    players.saturating_add(extra)
}

/// The players tab's hint: the rounds MTR Appendix E recommends for the players of `event` who
/// have not dropped, their byes before the event counted ([`recommended_rounds`]), and a limited
/// event's rounds with a booster-draft playoff when they differ.
///
/// ```
/// use tiebreak::core::{pairing::recommended_rounds_hint, Event};
/// assert_eq!(recommended_rounds_hint(&Event::default()), "", "nothing before anyone registers");
/// let mut e = Event::default();
/// for i in 0..30 {
///     e.add_player(&format!("P{i}")).unwrap();
/// }
/// assert_eq!(recommended_rounds_hint(&e), "MTR Appendix E recommends 5 for 30 players");
/// e.players[0].byes = 2; // counts as 4 players: 33 in all, and 6 rounds
/// assert_eq!(
///     recommended_rounds_hint(&e),
///     "MTR Appendix E recommends 6 for 30 players (33 with the byes before the event)"
/// );
/// ```
pub fn recommended_rounds_hint(event: &Event) -> String {
    let byes: Vec<u32> = event
        .players
        .iter()
        .filter(|p| p.not_dropped())
        .map(|p| p.byes)
        .collect();
    // Before anyone registers there is nothing to recommend.
    if byes.is_empty() {
        return String::new();
    }
    let n = byes.len();
    let rounds = recommended_rounds(n, &byes, false);
    let draft = recommended_rounds(n, &byes, true);
    let counted = counted_players(n, &byes);
    let mut notes = Vec::new();
    if counted != n {
        notes.push(format!("{counted} with the byes before the event"));
    }
    if draft != rounds {
        notes.push(format!("{draft} for limited with a booster-draft playoff"));
    }
    let notes = if notes.is_empty() {
        String::new()
    } else {
        format!(" ({})", notes.join("; "))
    };
    format!("MTR Appendix E recommends {rounds} for {n} players{notes}")
}

/// A small deterministic generator (xorshift64*): the pairings' and the advice's simulation.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        // Mix the seed so that nearby seeds give unrelated rounds; never zero.
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The players who play the next round ([`Event::plays_in`]), in registration order.
pub fn active_players(event: &Event) -> Vec<PlayerId> {
    event.players_in(event.rounds.len() as u32 + 1)
}

/// Pairs the next round of `event`, table 1 first; a bye, if any, is the last table.
///
/// Refused while a result of an earlier round is missing, since the points would be wrong.
pub fn pair_next_round(event: &Event, seed: u64) -> Result<Vec<Pairing>, InputError> {
    let round = event.rounds.len() as u32 + 1;
    let (active, early) = split_early_byes(event, check_ready(event)?);
    let mut rng = Rng::new(seed ^ u64::from(round).wrapping_mul(0xA24B_AED4_963E_E407));
    let mut tables = if event.rounds.is_empty() {
        random_round(&active, &mut rng)
    } else {
        swiss_round(event, &active, &mut rng)
    };
    add_early_byes(&mut tables, &early);
    Ok(tables)
}

/// The players of the next round, split into those paired and those with a bye earned before
/// the event ([`super::model::event::Player::byes`]): the latter are not paired, and do not take the
/// odd player's bye.
fn split_early_byes(event: &Event, active: Vec<PlayerId>) -> (Vec<PlayerId>, Vec<PlayerId>) {
    let round = event.rounds.len() as u32 + 1;
    active
        .into_iter()
        .partition(|&p| !event.players[p].has_bye_before_event(round))
}

/// Puts the byes earned before the event after the matches, before the odd player's bye.
fn add_early_byes(tables: &mut Vec<Pairing>, early: &[PlayerId]) {
    let at = tables
        .iter()
        .position(|t| matches!(t, Pairing::Bye { .. }))
        .unwrap_or(tables.len());
    tables.splice(at..at, early.iter().map(|&player| Pairing::Bye { player }));
}

/// The next round of `event` as it is added: its tables ([`pair_next_round`], or
/// [`power_pair_next_round`] when `power`) numbered around the players' fixed tables
/// ([`table_numbers`]), in the order of their numbers.
pub fn next_round(event: &Event, seed: u64, power: bool) -> Result<Round, InputError> {
    let mut pairings = if power {
        power_pair_next_round(event)?
    } else {
        pair_next_round(event, seed)?
    };
    let mut numbers = table_numbers(event, &pairings);
    if !numbers.is_empty() {
        // In the order of their numbers, so that every list reads table 1, 2, 3….
        let mut both: Vec<(u32, Pairing)> = numbers.into_iter().zip(pairings).collect();
        both.sort_by_key(|&(n, _)| n);
        (numbers, pairings) = both.into_iter().unzip();
    }
    Ok(Round {
        pairings,
        numbers,
        power,
        ..Round::default()
    })
}

/// The table numbers of `tables` when a player in them has a fixed table: that player's match
/// (or bye) gets their number, whoever the opponent is (the first player's when both have one;
/// the other table stays empty), and every other table keeps its order, numbered from 1 around
/// the fixed ones. Empty when no one in the round has a fixed table: each table is numbered by
/// its place. Who meets whom never changes.
pub fn table_numbers(event: &Event, tables: &[Pairing]) -> Vec<u32> {
    let fixed_of = |t: &Pairing| match *t {
        Pairing::Match { a, b, .. } => [a, b]
            .into_iter()
            .find_map(|p| event.players.get(p)?.fixed_table),
        Pairing::Bye { .. } => None,
    };
    let fixed: Vec<Option<u32>> = tables.iter().map(fixed_of).collect();
    if fixed.iter().all(Option::is_none) {
        return Vec::new();
    }
    let taken: std::collections::HashSet<u32> = fixed.iter().flatten().copied().collect();
    let mut next = 1u32;
    fixed
        .iter()
        .map(|f| {
            f.unwrap_or_else(|| {
                while taken.contains(&next) {
                    next += 1;
                }
                next += 1;
                next - 1
            })
        })
        .collect()
}

/// What the organizer wants to do once the results of a round are in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    /// Pair round `n`.
    Pair(u32),
    /// Finish the round.
    Finish,
    /// Ask what the last round paired needs ("what do I need?").
    Advise,
}

/// The sentence that refuses `then` while round `round` waits for results, or `None` when every
/// result of the round is in. The one home of this sentence: pairing (the CLI's `pair` and the
/// app's button), finishing a round and the advice all say it through here.
pub fn missing_results_sentence(event: &Event, round: u32, then: Then) -> Option<String> {
    let missing = event.missing_results(round);
    let one = missing.len() == 1;
    let it = if one { "it" } else { "them" };
    match (missing.len(), then) {
        (0, _) => None,
        (n, Then::Pair(next)) => Some(format!(
            "round {round} has {n} {} missing: enter {it} before pairing round {next}.",
            if one { "result" } else { "results" },
        )),
        (n, Then::Advise) => Some(format!(
            "round {round} still waits for {n} {}: enter {it} before asking what the last round needs.",
            if one { "result" } else { "results" },
        )),
        (_, Then::Finish) => {
            let r = &event.rounds[round as usize - 1];
            let tables: Vec<String> = missing.iter().map(|&t| r.number(t).to_string()).collect();
            Some(format!(
                "round {round} is missing the result of table{} {}: enter {it} first.",
                if one { "" } else { "s" },
                tables.join(", "),
            ))
        }
    }
}

/// Checks that the next round can be paired: every earlier result in, two players or more.
fn check_ready(event: &Event) -> Result<Vec<PlayerId>, InputError> {
    let round = event.rounds.len() as u32 + 1;
    for earlier in 1..round {
        if let Some(sentence) = missing_results_sentence(event, earlier, Then::Pair(round)) {
            return Err(InputError::new(sentence));
        }
    }
    let active = active_players(event);
    if active.len() < 2 {
        return Err(InputError::new(format!(
            "round {round} needs at least two players who have not dropped; there {}.",
            match active.len() {
                0 => "are none".to_string(),
                _ => "is one".to_string(),
            }
        )));
    }
    if active.len() > MAX_PLAYERS {
        return Err(InputError::new(format!(
            "{} players is more than Tiebreak pairs ({MAX_PLAYERS}): split the event.",
            active.len()
        )));
    }
    Ok(active)
}

/// A power-paired round, as some organizers play the last Swiss round before a playoff: 1 against
/// 2, 3 against 4, and so on down the standings, rematches allowed. With an odd number of players
/// the bye goes first, to the lowest-ranked player with the fewest byes.
pub fn power_pair_next_round(event: &Event) -> Result<Vec<Pairing>, InputError> {
    let (active, early) = split_early_byes(event, check_ready(event)?);
    let standings = compute(event, &event.ruleset).map_err(|e| InputError::new(e.to_string()))?;
    let mut order: Vec<PlayerId> = standings
        .rows
        .iter()
        .map(|r| r.player)
        .filter(|p| active.contains(p))
        .collect();
    let mut bye = None;
    if order.len() % 2 == 1 {
        let round = event.rounds_paired() + 1;
        let (_, candidates) = bye_order(&order, &byes_before(event, round), &standings.places());
        if let Some(first) = candidates.first() {
            order.retain(|p| p != first);
            bye = Some(*first);
        }
    }
    let mut round: Vec<Pairing> = order
        .chunks_exact(2)
        .map(|p| Pairing::Match {
            a: p[0],
            b: p[1],
            result: None,
        })
        .collect();
    round.extend(bye.map(|player| Pairing::Bye { player }));
    add_early_byes(&mut round, &early);
    Ok(round)
}

/// Pairs the next round and adds it to `event`: a Swiss round from `seed`, or a power-paired one.
/// Returns the round's number.
pub fn pair_round(event: &mut Event, seed: u64, power: bool) -> Result<u32, InputError> {
    swiss_not_over(event)?;
    crate::core::model::limits::check_round(event.rounds_paired() + 1)?;
    let round = next_round(event, seed, power)?;
    event.rounds.push(round);
    Ok(event.rounds.len() as u32)
}

/// Refuses to pair once the playoff has begun: its seeds are the Swiss standings as they ended.
fn swiss_not_over(event: &Event) -> Result<(), InputError> {
    if event.playoff.is_some() {
        return Err(InputError::new(
            "the playoff has begun, so the Swiss rounds are over: remove the playoff to pair another round.",
        ));
    }
    Ok(())
}

/// Pairs the last round again, from `seed`: refused once a result of that round is in, since the
/// organizer would lose it.
pub fn repair_last_round(event: &mut Event, seed: u64, power: bool) -> Result<u32, InputError> {
    swiss_not_over(event)?;
    let Some(last) = event.rounds.last() else {
        return Err(InputError::new("no round is paired yet."));
    };
    let number = event.rounds.len();
    if let Some(table) = last.pairings.iter().position(|t| {
        matches!(
            t,
            Pairing::Match {
                result: Some(_),
                ..
            }
        )
    }) {
        return Err(InputError::new(format!(
            "round {number} already has a result (table {}): clear its results to pair it again.",
            table + 1
        )));
    }
    // Paired again as the next round after the ones before it; refused, the round stays.
    let removed = event.rounds.pop();
    pair_round(event, seed, power).inspect_err(|_| event.rounds.extend(removed))
}

/// Who has played whom before round `round`: each pair (lower id first) with the last round in
/// which they met. One pass over the matches, so that a round's rematches are found in linear time.
pub fn meetings(event: &Event, round: u32) -> HashMap<(PlayerId, PlayerId), u32> {
    let before = (round as usize).saturating_sub(1).min(event.rounds.len());
    let mut met = HashMap::new();
    for (i, r) in event.rounds[..before].iter().enumerate() {
        for t in &r.pairings {
            if let Pairing::Match { a, b, .. } = *t {
                met.insert((a.min(b), a.max(b)), i as u32 + 1);
            }
        }
    }
    met
}

/// The round, before `round`, in which `a` and `b` last played each other, if they have.
pub fn met_before(event: &Event, a: PlayerId, b: PlayerId, round: u32) -> Option<u32> {
    meetings(event, round).get(&(a.min(b), a.max(b))).copied()
}

/// The rematches of round `round`: each table (0-based) whose players met in an earlier round,
/// with the last such round.
pub fn rematches(event: &Event, round: u32) -> Vec<(usize, u32)> {
    let Some(r) = event.rounds.get((round as usize).wrapping_sub(1)) else {
        return Vec::new();
    };
    let met = meetings(event, round);
    r.pairings
        .iter()
        .enumerate()
        .filter_map(|(table, t)| match *t {
            Pairing::Match { a, b, .. } => met.get(&(a.min(b), a.max(b))).map(|&e| (table, e)),
            Pairing::Bye { .. } => None,
        })
        .collect()
}

/// Starts the single-elimination playoff after the Swiss rounds: the top `size` (8 or 4) players
/// of the final standings under the event's ruleset who have not dropped, in the bracket of
/// [`playoff::first_round`]. Its results do not change the Swiss standings.
pub fn start_playoff(event: &Event, size: usize) -> Result<Playoff, InputError> {
    if playoff::first_round(size).is_none() {
        return Err(playoff::unsupported(size));
    }
    let standings = compute(event, &event.ruleset).map_err(|e| InputError::new(e.to_string()))?;
    Playoff::seeded(playoff_seeds(event, &standings, size)?)
}

/// The top `size` players of `standings` who have not dropped, first seed first.
pub fn playoff_seeds(
    event: &Event,
    standings: &Standings,
    size: usize,
) -> Result<Vec<PlayerId>, InputError> {
    let seeds: Vec<PlayerId> = standings
        .rows
        .iter()
        .map(|r| r.player)
        .filter(|&p| event.players.get(p).is_some_and(Player::not_dropped))
        .take(size)
        .collect();
    if seeds.len() < size {
        return Err(too_few_for_the_cut(size, seeds.len()));
    }
    Ok(seeds)
}

/// The refusal of a top `size` when only `count` players have not dropped: the one home of this
/// sentence, for the playoff and the advice.
pub fn too_few_for_the_cut(size: usize, count: usize) -> InputError {
    InputError::new(format!(
        "a top {size} needs {size} players who have not dropped; there are {count}."
    ))
}

/// Each player's byes in the rounds before round `round`: the pairing counts them for the next
/// round, [`super::why`] for a round already paired.
pub(crate) fn byes_before(event: &Event, round: u32) -> Vec<u32> {
    let mut byes = vec![0u32; event.players.len()];
    let before = (round.saturating_sub(1) as usize).min(event.rounds.len());
    for t in event.rounds[..before].iter().flat_map(|r| &r.pairings) {
        if let Pairing::Bye { player } = *t {
            if let Some(b) = byes.get_mut(player) {
                *b += 1;
            }
        }
    }
    byes
}

/// Who should get the bye, best first: of the `active` players, those with the fewest byes so
/// far, lowest-ranked first (`place`: each player's place in the standings, 0 the leader); with
/// that fewest count. The one home of this rule, for the Swiss round (where it weighs the
/// matching's costs) and the power-paired one (which takes the first).
pub(crate) fn bye_order(
    active: &[PlayerId],
    byes: &[u32],
    place: &[usize],
) -> (u32, Vec<PlayerId>) {
    let fewest = active.iter().map(|&p| byes[p]).min().unwrap_or(0);
    let mut order: Vec<PlayerId> = active
        .iter()
        .copied()
        .filter(|&p| byes[p] == fewest)
        .collect();
    order.sort_by_key(|&p| std::cmp::Reverse(place[p]));
    (fewest, order)
}

/// Round 1: a seeded shuffle, paired in order; the odd player out gets the bye.
fn random_round(active: &[PlayerId], rng: &mut Rng) -> Vec<Pairing> {
    let mut order = active.to_vec();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut tables: Vec<Pairing> = order
        .chunks_exact(2)
        .map(|p| Pairing::Match {
            a: p[0],
            b: p[1],
            result: None,
        })
        .collect();
    if order.len() % 2 == 1 {
        tables.push(Pairing::Bye {
            player: order[order.len() - 1],
        });
    }
    tables
}

/// Later rounds: the bye by rules 1 and 2 ([`bye_order`]), then the point groups paired from the
/// top down ([`groups::pair_groups`]).
fn swiss_round(event: &Event, active: &[PlayerId], rng: &mut Rng) -> Vec<Pairing> {
    // Standings under the event's ruleset: points, and the order for the bye.
    let standings = compute(event, &event.ruleset).ok();
    let n = event.players.len();
    let points: Vec<i64> = (0..n)
        .map(|p| {
            standings
                .as_ref()
                .map_or(0, |s| i64::from(s.players[p].match_points))
        })
        .collect();
    let place = standings
        .as_ref()
        .map_or_else(|| vec![0; n], Standings::places);
    let byes = byes_before(event, event.rounds_paired() + 1);
    let met = meetings(event, event.rounds.len() as u32 + 1);

    // Players meet at random inside their group: the solver breaks ties by the players' order, so
    // the order is a seeded shuffle (rule 6).
    let mut order = active.to_vec();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i as u64 + 1) as usize);
    }
    // The bye, decided first: the lowest-ranked player with the fewest byes (rules 1 and 2).
    let bye = (order.len() % 2 == 1)
        .then(|| bye_order(&order, &byes, &place).1.first().copied())
        .flatten();
    order.retain(|&p| Some(p) != bye);
    let pairs = groups::pair_groups(&order, &points, met.keys().copied());

    // Tables in order of points (the higher player first), then place; the bye last.
    let mut tables: Vec<(i64, usize, Pairing)> = pairs
        .into_iter()
        .map(|(mut a, mut b)| {
            if (points[b], std::cmp::Reverse(place[b])) > (points[a], std::cmp::Reverse(place[a])) {
                std::mem::swap(&mut a, &mut b);
            }
            (
                points[a] + points[b],
                place[a].min(place[b]),
                Pairing::Match { a, b, result: None },
            )
        })
        .collect();
    tables.sort_by_key(|&(pts, best, _)| (std::cmp::Reverse(pts), best));
    let mut round: Vec<Pairing> = tables.into_iter().map(|(_, _, t)| t).collect();
    round.extend(bye.map(|player| Pairing::Bye { player }));
    round
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::model::generate::swiss_event;
    use crate::core::GameResult;

    fn players_of(round: &[Pairing]) -> Vec<PlayerId> {
        let mut p: Vec<PlayerId> = round.iter().flat_map(Pairing::players).collect();
        p.sort_unstable();
        p
    }

    /// Everyone below the leader has had a bye: a power-paired round gives the leader the bye
    /// rather than a second one to anyone.
    #[test]
    fn a_power_paired_bye_goes_to_whoever_has_had_none() {
        let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,0,0\n1,Cy,BYE,,,\n2,Ann,Cy,2,0,0\n2,Bo,BYE,,,\n";
        let e = crate::core::read_csv(csv, 3).unwrap();
        let round = power_pair_next_round(&e).unwrap();
        assert_eq!(
            round,
            [
                Pairing::Match {
                    a: 1,
                    b: 2,
                    result: None
                },
                Pairing::Bye { player: 0 }
            ]
        );
    }

    #[test]
    fn power_pairing_and_the_playoff_follow_the_standings() {
        let e = swiss_event(11, 3, 3);
        let s = compute(&e, &e.ruleset).unwrap();
        let top: Vec<PlayerId> = s.rows.iter().map(|r| r.player).collect();
        let round = power_pair_next_round(&e).unwrap();
        assert_eq!(round.len(), 6);
        assert_eq!(
            round[0],
            Pairing::Match {
                a: top[0],
                b: top[1],
                result: None
            }
        );
        assert_eq!(
            round[1],
            Pairing::Match {
                a: top[2],
                b: top[3],
                result: None
            }
        );
        // 11 players: the bye, last, goes to the lowest-ranked of those with the fewest byes.
        let byes = |p: PlayerId| {
            e.rounds
                .iter()
                .flat_map(|r| &r.pairings)
                .filter(|t| **t == Pairing::Bye { player: p })
                .count()
        };
        let fewest = top.iter().map(|&p| byes(p)).min().unwrap();
        let lowest = *top.iter().rev().find(|&&p| byes(p) == fewest).unwrap();
        assert_eq!(round[5], Pairing::Bye { player: lowest });
        let top8 = start_playoff(&e, 8).unwrap();
        assert_eq!(top8.seeds, &top[..8]);
        let first: Vec<_> = top8.matches()[..4].iter().map(|m| (m.a, m.b)).collect();
        assert_eq!(
            first,
            [
                (Some(top[0]), Some(top[7])),
                (Some(top[3]), Some(top[4])),
                (Some(top[1]), Some(top[6])),
                (Some(top[2]), Some(top[5]))
            ]
        );
        assert_eq!(start_playoff(&e, 4).unwrap().seeds, &top[..4]);
        assert_eq!(
            start_playoff(&e, 6).unwrap_err().message,
            "a playoff of 6 is not supported: choose a top 2, 4, 8, 16, 32 or 64."
        );
    }

    #[test]
    fn mtr_appendix_e_recommended_rounds() {
        let check = |n: usize, expected: u32| {
            assert_eq!(recommended_rounds(n, &[], false), expected, "{n} players")
        };
        for (n, r) in [
            (9, 5),
            (16, 5),
            (17, 5),
            (32, 5),
            (33, 6),
            (64, 6),
            (65, 7),
            (128, 7),
            (129, 8),
            (226, 8),
            (227, 9),
            (409, 9),
            (410, 10),
            (2000, 10),
        ] {
            check(n, r);
        }
        assert_eq!(recommended_rounds(9, &[], true), 4);
        assert_eq!(recommended_rounds(16, &[], true), 4);
        assert_eq!(recommended_rounds(17, &[], true), 5);
        // Byes of 1, 2 and 3 rounds count as 2, 4 and 8 players: 30 players with a 2-round bye
        // and a 1-round bye are 34.
        assert_eq!(recommended_rounds(30, &[2, 1], false), 6);
        assert_eq!(recommended_rounds(63, &[1], false), 6);
        assert_eq!(recommended_rounds(64, &[1], false), 7);
    }

    /// Issue 28: the players tab's hint counts byes before the event, as Appendix E does, and
    /// only for players who have not dropped.
    #[test]
    fn the_recommended_rounds_hint_counts_byes_before_the_event() {
        let mut e = Event::default();
        for i in 0..64 {
            e.add_player(&format!("P{i}")).unwrap();
        }
        assert_eq!(
            recommended_rounds_hint(&e),
            "MTR Appendix E recommends 6 for 64 players"
        );
        e.players[3].byes = 1;
        assert_eq!(
            recommended_rounds_hint(&e),
            "MTR Appendix E recommends 7 for 64 players (65 with the byes before the event)"
        );
        e.players[3].dropped_after = Some(0);
        assert_eq!(
            recommended_rounds_hint(&e),
            "MTR Appendix E recommends 6 for 63 players"
        );
        let mut small = Event::default();
        for i in 0..7 {
            small.add_player(&format!("P{i}")).unwrap();
        }
        assert_eq!(
            recommended_rounds_hint(&small),
            "MTR Appendix E recommends 3 for 7 players"
        );
        small.players[0].byes = 3;
        assert_eq!(
            recommended_rounds_hint(&small),
            "MTR Appendix E recommends 5 for 7 players (14 with the byes before the event; 4 for limited with a booster-draft playoff)"
        );
    }

    #[test]
    fn round_one_is_random_but_reproducible() {
        let mut e = Event::default();
        for i in 0..7 {
            e.add_player(&format!("P{i}")).unwrap();
        }
        let a = pair_next_round(&e, 1).unwrap();
        assert_eq!(a, pair_next_round(&e, 1).unwrap());
        assert_ne!(a, pair_next_round(&e, 2).unwrap());
        assert_eq!(players_of(&a), (0..7).collect::<Vec<_>>());
        assert!(matches!(a.last(), Some(Pairing::Bye { .. })));
    }

    #[test]
    fn the_bye_goes_to_the_lowest_ranked_player_without_one() {
        // After round 1: Ann and Cy won, Bo and Dee lost, Eve had the bye.
        let (mut e, mut ids) = four_after_round_one();
        ids.push(e.add_player("Eve").unwrap());
        e.push_bye(1, ids[4]).unwrap();
        let round = pair_next_round(&e, 9).unwrap();
        // Bo (0 points, GWP 0) is below Dee (0 points, GWP 1/3): Bo gets the bye.
        assert_eq!(round.last(), Some(&Pairing::Bye { player: ids[1] }));
        assert_eq!(players_of(&round), ids);
    }

    #[test]
    fn missing_results_and_too_few_players_are_refused() {
        let mut e = Event::default();
        let a = e.add_player("Ann").unwrap();
        let b = e.add_player("Bo").unwrap();
        e.push_match(1, a, b, None).unwrap();
        assert_eq!(
            pair_next_round(&e, 0).unwrap_err().message,
            "round 1 has 1 result missing: enter it before pairing round 2."
        );
        e.set_result(1, 0, Some(GameResult::new(2, 0, 0))).unwrap();
        e.set_dropped(b, Some(1)).unwrap();
        assert_eq!(
            pair_next_round(&e, 0).unwrap_err().message,
            "round 2 needs at least two players who have not dropped; there is one."
        );
    }

    #[test]
    fn dropped_players_are_not_paired_and_rematches_are_avoided() {
        let mut e = crate::core::model::generate::swiss_event_with_changes(12, 3, 5);
        e.players[3].dropped_after = Some(3);
        let round = pair_next_round(&e, 3).unwrap();
        // Player 11 of the generated event dropped after round 2, and player 3 after round 3.
        assert_eq!(players_of(&round), [0, 1, 2, 4, 5, 6, 7, 8, 9, 10]);
        for t in &round {
            if let Pairing::Match { a, b, .. } = *t {
                let met = e.rounds.iter().any(|r| {
                    r.pairings.iter().any(|p| {
                        matches!(*p, Pairing::Match { a: x, b: y, .. } if (x, y) == (a, b) || (x, y) == (b, a))
                    })
                });
                assert!(!met, "{a} and {b} met before");
            }
        }
    }

    /// Four players after round 1: Ann beat Bo, Cy beat Dee.
    fn four_after_round_one() -> (Event, Vec<PlayerId>) {
        let mut e = Event::default();
        let ids: Vec<PlayerId> = ["Ann", "Bo", "Cy", "Dee"]
            .iter()
            .map(|n| e.add_player(n).unwrap())
            .collect();
        e.push_match(1, ids[0], ids[1], Some(GameResult::new(2, 0, 0)))
            .unwrap();
        e.push_match(1, ids[2], ids[3], Some(GameResult::new(2, 1, 0)))
            .unwrap();
        (e, ids)
    }

    #[test]
    fn a_round_is_paired_again_only_before_its_first_result() {
        let (mut e, ids) = four_after_round_one();
        assert_eq!(pair_round(&mut e, 5, false), Ok(2));
        // The winners meet, and the losers.
        let winners = e.rounds[1].pairings[0].players().collect::<Vec<_>>();
        assert!(winners == vec![ids[0], ids[2]] || winners == vec![ids[2], ids[0]]);
        let before = e.clone();
        assert_eq!(repair_last_round(&mut e, 5, false), Ok(2));
        assert_eq!(e, before, "the same seed pairs the same round");
        assert_eq!(repair_last_round(&mut e, 6, true), Ok(2));
        assert_eq!(e.rounds.len(), 2);
        assert_eq!(e.rounds[..1], before.rounds[..1]);
        e.set_result(2, 1, Some(GameResult::new(2, 0, 0))).unwrap();
        assert_eq!(
            repair_last_round(&mut e, 7, false).unwrap_err().message,
            "round 2 already has a result (table 2): clear its results to pair it again."
        );
        assert_eq!(
            repair_last_round(&mut Event::default(), 7, false)
                .unwrap_err()
                .message,
            "no round is paired yet."
        );
    }

    #[test]
    fn rematches_name_the_table_and_the_earlier_round() {
        let (mut e, ids) = four_after_round_one();
        e.push_match(2, ids[0], ids[2], None).unwrap();
        e.push_match(2, ids[3], ids[1], None).unwrap();
        assert_eq!(rematches(&e, 2), vec![]);
        e.rounds[1].pairings.clear();
        e.push_match(2, ids[2], ids[3], None).unwrap();
        e.push_match(2, ids[1], ids[0], None).unwrap();
        assert_eq!(rematches(&e, 2), vec![(0, 1), (1, 1)]);
        assert_eq!(met_before(&e, ids[1], ids[0], 2), Some(1));
        assert_eq!(met_before(&e, ids[1], ids[0], 1), None);
        assert_eq!(met_before(&e, ids[0], ids[2], 2), None);
        assert_eq!(rematches(&e, 9), vec![]);
    }

    #[test]
    fn swapping_two_players_swaps_their_opponents_and_byes() {
        let mut e = Event::default();
        let ids: Vec<PlayerId> = ["Ann", "Bo", "Cy", "Dee", "Eve"]
            .iter()
            .map(|n| e.add_player(n).unwrap())
            .collect();
        e.push_match(1, ids[0], ids[1], None).unwrap();
        e.push_match(1, ids[2], ids[3], None).unwrap();
        e.push_bye(1, ids[4]).unwrap();
        e.swap_players(1, ids[1], ids[2]).unwrap();
        let m = |a, b| Pairing::Match { a, b, result: None };
        assert_eq!(
            e.rounds[0].pairings,
            vec![
                m(ids[0], ids[2]),
                m(ids[1], ids[3]),
                Pairing::Bye { player: ids[4] }
            ]
        );
        e.swap_players(1, ids[4], ids[0]).unwrap();
        assert_eq!(e.rounds[0].pairings[0], m(ids[4], ids[2]));
        assert_eq!(e.rounds[0].pairings[2], Pairing::Bye { player: ids[0] });
        // Two players at the same table change sides.
        e.swap_players(1, ids[3], ids[1]).unwrap();
        assert_eq!(e.rounds[0].pairings[1], m(ids[3], ids[1]));
        e.set_result(1, 1, Some(GameResult::new(2, 0, 0))).unwrap();
        assert_eq!(
            e.swap_players(1, ids[3], ids[0]).unwrap_err().message,
            "table 2 of round 1 has a result: clear it before swapping."
        );
        assert_eq!(
            e.swap_players(1, ids[0], ids[0]).unwrap_err().message,
            "pick two different players to swap, not Ann twice."
        );
        assert_eq!(
            e.swap_players(2, ids[0], ids[1]).unwrap_err().message,
            "round 2 is not paired."
        );
        assert_eq!(e.missing_results(1), vec![0]);
        assert_eq!(e.missing_results(2), Vec::<usize>::new());
    }
}
