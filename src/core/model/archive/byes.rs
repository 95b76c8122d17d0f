//! Byes the file does not list, read from the published points: Topdeck's standings of
//! 2024-11-23's Artabrian Weekend give six players a round 1 the file seats them in no match of,
//! each at 3 points more than their matches earn, and every published OMW agrees only when that
//! round is a won round with no opponent.

use crate::core::base::error::PlayerId;
use crate::core::base::words::{and_list, plural};
use crate::core::model::event::{Event, Pairing};
use crate::core::model::game_result::Outcome;

/// A win's match points, as the published points count them (the tally's own constant is a layer
/// above the reader).
const POINTS_FOR_WIN: u32 = 3;

/// Gives a bye, in each Swiss round the file seats them in no match of, to every player whose
/// published points are those of their matches and byes plus a win for each such round, and
/// names them in one sentence. `published` is each player's published points and matches (wins,
/// losses and draws) where the standings list them; `skip` are players whose matches are shared
/// out later (a name the standings list twice); `numbers` are the Swiss rounds' numbers, in order.
///
/// Where another player the file seats nowhere in that round is published with points or
/// matches the file does not give, the round may be a match against them that the file lacks,
/// not a bye (2024's 85542: Psykes7's round 1): none is read in that round. The caller reads none
/// where the standings list a player of some match whom the file seats in no round.
pub(super) fn read_unlisted_byes(
    event: &mut Event,
    published: &[Option<(Option<u32>, u64)>],
    skip: &[PlayerId],
    numbers: &[u32],
) -> Option<String> {
    let n = event.players.len();
    let rounds = event.rounds.len();
    let mut points = vec![0u32; n];
    let mut matches = vec![0u64; n];
    let mut seated = vec![vec![false; rounds]; n];
    let mut known = vec![true; n];
    for (r, round) in event.rounds.iter().enumerate() {
        for (table, pairing) in round.pairings.iter().enumerate() {
            match *pairing {
                Pairing::Match { a, b, result } => {
                    let (pa, pb) = match result {
                        Some(_) if round.double_losses.contains(&table) => (0, 0),
                        Some(result) => match result.outcome() {
                            Outcome::AWins => (POINTS_FOR_WIN, 0),
                            Outcome::BWins => (0, POINTS_FOR_WIN),
                            Outcome::Draw => (1, 1),
                        },
                        None => {
                            // A match with no result: these players' points are not the file's.
                            for p in [a, b] {
                                if let Some(k) = known.get_mut(p) {
                                    *k = false;
                                }
                            }
                            (0, 0)
                        }
                    };
                    for (p, add) in [(a, pa), (b, pb)] {
                        if p < n {
                            points[p] = points[p].saturating_add(add);
                            matches[p] += 1;
                            seated[p][r] = true;
                        }
                    }
                }
                Pairing::Bye { player } if player < n => {
                    if !round.lost_byes.contains(&table) {
                        points[player] = points[player].saturating_add(POINTS_FOR_WIN);
                    }
                    matches[player] += 1;
                    seated[player][r] = true;
                }
                Pairing::Bye { .. } => {}
            }
        }
    }
    let empty_rounds =
        |p: PlayerId| -> Vec<usize> { (0..rounds).filter(|&r| !seated[p][r]).collect() };
    let mut given: Vec<(PlayerId, Vec<usize>)> = Vec::new();
    // Players the file seats nowhere in a round, whose published figures say they lack a match.
    let mut short = vec![false; n];
    for p in 0..n {
        let Some(Some((want, played))) = published.get(p).copied() else {
            continue;
        };
        let empty = empty_rounds(p);
        if empty.is_empty() {
            continue;
        }
        let fits = known[p]
            && !skip.contains(&p)
            && empty.len() < rounds
            && u32::try_from(empty.len())
                .ok()
                .and_then(|k| k.checked_mul(POINTS_FOR_WIN))
                .and_then(|extra| points[p].checked_add(extra))
                .is_some_and(|total| Some(total) == want);
        if fits {
            given.push((p, empty));
        } else if want != Some(points[p]) || played > matches[p] {
            short[p] = true;
        }
    }
    // A round in which a player short of a match sits out may hold a match the file lacks.
    let open: Vec<bool> = (0..rounds)
        .map(|r| (0..n).any(|p| short[p] && !seated[p][r]))
        .collect();
    given.retain(|(_, empty)| empty.iter().all(|&r| !open[r]));
    if given.is_empty() {
        return None;
    }
    let mut each = Vec::with_capacity(given.len());
    for (p, empty) in &given {
        for &r in empty {
            event.rounds[r].pairings.push(Pairing::Bye { player: *p });
        }
        let numbers: Vec<u32> = empty
            .iter()
            .filter_map(|&r| numbers.get(r).copied())
            .collect();
        each.push(format!(
            "{} in {}",
            event.players[*p].name,
            crate::core::base::words::rounds(&numbers)
        ));
    }
    let k = given.len() as u32;
    Some(format!(
        "{} the file seats in no match of some Swiss round {} published with {POINTS_FOR_WIN} points more for each such round than their matches give: each such round is read as a bye the file does not list ({}).",
        plural(k, "player", "players"),
        if k == 1 { "is" } else { "are" },
        and_list(&each.iter().map(String::as_str).collect::<Vec<_>>())
    ))
}
