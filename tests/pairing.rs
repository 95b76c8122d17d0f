//! Property tests of the Swiss pairings on random events, with brute force on small ones.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashSet;

use proptest::prelude::*;
use tiebreak::core::pairing::{active_players, pair_next_round};
use tiebreak::core::{compute, Event, GameResult, Pairing, PlayerId};

#[path = "common/brute_pairing.rs"]
mod brute_pairing;
use brute_pairing::{every_pairing, rank};

/// A result from a random byte: 2-0, 2-1, 0-2, 1-2 or 1-1-1.
fn result_of(code: u8) -> GameResult {
    match code % 5 {
        0 => GameResult::new(2, 0, 0),
        1 => GameResult::new(2, 1, 0),
        2 => GameResult::new(0, 2, 0),
        3 => GameResult::new(1, 2, 0),
        _ => GameResult::new(1, 1, 1),
    }
}

/// Plays `rounds` rounds paired by the core itself, with results from `results`, dropping the
/// players in `drops` after the round given.
fn play(players: usize, rounds: u32, seed: u64, results: &[u8], drops: &[(usize, u32)]) -> Event {
    let mut e = Event::default();
    for i in 0..players {
        e.add_player(&format!("P{i}")).unwrap();
    }
    let mut k = 0;
    for r in 1..=rounds {
        for &(p, after) in drops {
            if after + 1 == r && p < players {
                e.players[p].dropped_after = Some(after);
            }
        }
        if active_players(&e).len() < 2 {
            break;
        }
        let round = pair_next_round(&e, seed).unwrap();
        for t in round {
            match t {
                Pairing::Match { a, b, .. } => {
                    let g = result_of(results[k % results.len()]);
                    k += 1;
                    e.push_match(r, a, b, Some(g)).unwrap();
                }
                Pairing::Bye { player } => e.push_bye(r, player).unwrap(),
            }
        }
    }
    e
}

fn met(e: &Event) -> HashSet<(PlayerId, PlayerId)> {
    let mut m = HashSet::new();
    for r in &e.rounds {
        for t in &r.pairings {
            if let Pairing::Match { a, b, .. } = *t {
                m.insert((a.min(b), a.max(b)));
            }
        }
    }
    m
}

fn byes(e: &Event) -> Vec<u32> {
    let mut b = vec![0; e.players.len()];
    for r in &e.rounds {
        for t in &r.pairings {
            if let Pairing::Bye { player } = *t {
                b[player] += 1;
            }
        }
    }
    b
}

/// Whether the players can all be paired without a rematch (one of them may sit out with a bye,
/// given only to a player with the fewest byes), by brute force.
fn rematch_free_exists(
    players: &[PlayerId],
    met: &HashSet<(PlayerId, PlayerId)>,
    may_bye: &[PlayerId],
) -> bool {
    fn pairs(left: &[PlayerId], met: &HashSet<(PlayerId, PlayerId)>) -> bool {
        let Some((&first, rest)) = left.split_first() else {
            return true;
        };
        for (i, &other) in rest.iter().enumerate() {
            if !met.contains(&(first.min(other), first.max(other))) {
                let mut next = rest.to_vec();
                next.remove(i);
                if pairs(&next, met) {
                    return true;
                }
            }
        }
        false
    }
    if players.len().is_multiple_of(2) {
        return pairs(players, met);
    }
    may_bye.iter().any(|&b| {
        let rest: Vec<PlayerId> = players.iter().copied().filter(|&p| p != b).collect();
        pairs(&rest, met)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Every active player is paired exactly once; dropped players never; the same seed gives
    /// the same round.
    #[test]
    fn every_active_player_is_paired_once(
        players in 2usize..60,
        rounds in 0u32..5,
        seed in any::<u64>(),
        results in proptest::collection::vec(any::<u8>(), 1..40),
        drops in proptest::collection::vec((0usize..60, 1u32..4), 0..4),
    ) {
        let e = play(players, rounds, seed, &results, &drops);
        let active = active_players(&e);
        prop_assume!(active.len() >= 2);
        let round = pair_next_round(&e, seed).unwrap();
        let mut seen: Vec<PlayerId> = round.iter().flat_map(Pairing::players).collect();
        seen.sort_unstable();
        prop_assert_eq!(&seen, &active);
        prop_assert_eq!(round.iter().filter(|t| matches!(t, Pairing::Bye { .. })).count(), active.len() % 2);
        prop_assert_eq!(pair_next_round(&e, seed).unwrap(), round);
    }

    /// The bye goes to the lowest-ranked active player among those with the fewest byes, and
    /// no one gets a second bye while an active player has none.
    #[test]
    fn the_bye_goes_to_the_right_player(
        players in 3usize..40,
        rounds in 1u32..6,
        seed in any::<u64>(),
        results in proptest::collection::vec(any::<u8>(), 1..40),
    ) {
        let players = players | 1; // odd
        let e = play(players, rounds, seed, &results, &[]);
        let round = pair_next_round(&e, seed).unwrap();
        let Some(Pairing::Bye { player }) = round.last().cloned() else {
            return Err(TestCaseError::fail("an odd round has a bye at its last table"));
        };
        let b = byes(&e);
        let fewest = b.iter().copied().min().unwrap();
        prop_assert_eq!(b[player], fewest, "a second bye while a player has none");
        let standings = compute(&e, &e.ruleset).unwrap();
        let lowest = standings.rows.iter().rev().map(|r| r.player).find(|&p| b[p] == fewest).unwrap();
        prop_assert_eq!(player, lowest);
    }

    /// No rematch when brute force shows the round can be paired without one.
    #[test]
    fn no_rematch_when_one_can_be_avoided(
        players in 4usize..11,
        rounds in 1u32..5,
        seed in any::<u64>(),
        results in proptest::collection::vec(any::<u8>(), 1..40),
    ) {
        let e = play(players, rounds, seed, &results, &[]);
        let m = met(&e);
        let round = pair_next_round(&e, seed).unwrap();
        let rematches = round.iter().filter(|t| matches!(**t, Pairing::Match { a, b, .. } if m.contains(&(a.min(b), a.max(b))))).count();
        if rematches > 0 {
            let active = active_players(&e);
            let b = byes(&e);
            let fewest = active.iter().map(|&p| b[p]).min().unwrap();
            // The bye is decided first: the lowest-ranked active player with the fewest byes.
            let standings = compute(&e, &e.ruleset).unwrap();
            let may_bye: Vec<PlayerId> = standings
                .rows
                .iter()
                .rev()
                .map(|r| r.player)
                .find(|&p| active.contains(&p) && b[p] == fewest)
                .into_iter()
                .collect();
            prop_assert!(!rematch_free_exists(&active, &m, &may_bye), "a rematch that could be avoided");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]

    /// Large random events, up to 512 players: every active player once, one bye at most, to a
    /// player with the fewest byes, and the same round from the same seed.
    #[test]
    fn large_events_pair_everyone_once(
        players in 100usize..=512,
        rounds in 1u32..4,
        seed in any::<u64>(),
        results in proptest::collection::vec(any::<u8>(), 1..40),
    ) {
        let e = play(players, rounds, seed, &results, &[(7, 1), (11, 2)]);
        let active = active_players(&e);
        let round = pair_next_round(&e, seed).unwrap();
        let mut seen: Vec<PlayerId> = round.iter().flat_map(Pairing::players).collect();
        seen.sort_unstable();
        prop_assert_eq!(&seen, &active);
        let b = byes(&e);
        let fewest = active.iter().map(|&p| b[p]).min().unwrap();
        for t in &round {
            if let Pairing::Bye { player } = *t {
                prop_assert_eq!(b[player], fewest);
            }
        }
        prop_assert_eq!(pair_next_round(&e, seed).unwrap(), round);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// A late entry plays from the round they entered, never before: with two players entering
    /// at the next round and one a round after it, the next round seats exactly the players who
    /// have entered and not dropped (worked out here, not by the core).
    #[test]
    fn late_entries_play_from_their_round_on(
        players in 2usize..30,
        rounds in 1u32..4,
        seed in any::<u64>(),
        results in proptest::collection::vec(any::<u8>(), 1..40),
        drops in proptest::collection::vec((0usize..30, 1u32..3), 0..3),
    ) {
        let mut e = play(players, rounds, seed, &results, &drops);
        let next = e.rounds.len() as u32 + 1;
        let now = e.add_late_player("Now").unwrap();
        let also = e.add_late_player("Also").unwrap();
        let later = e.add_late_player("Later").unwrap();
        e.players[later].entered_round = Some(next + 1);
        let expected: Vec<PlayerId> = (0..e.players.len())
            .filter(|&p| {
                let pl = &e.players[p];
                pl.entered_round.unwrap_or(1) <= next && pl.dropped_after.is_none_or(|d| next <= d)
            })
            .collect();
        prop_assert!(expected.contains(&now) && expected.contains(&also));
        prop_assert!(!expected.contains(&later));
        let round = pair_next_round(&e, seed).unwrap();
        let mut seen: Vec<PlayerId> = round.iter().flat_map(Pairing::players).collect();
        seen.sort_unstable();
        prop_assert_eq!(seen, expected);
    }
}

/// Pairings of a 512-player event: every player once, and no rematch in round 4.
#[test]
fn a_512_player_event_pairs_without_rematches() {
    let e = play(512, 4, 11, &[0, 1, 2, 3, 4, 1, 0], &[]);
    let round = pair_next_round(&e, 11).unwrap();
    assert_eq!(round.len(), 256);
    let m = met(&e);
    assert!(round
        .iter()
        .all(|t| !matches!(*t, Pairing::Match { a, b, .. } if m.contains(&(a.min(b), a.max(b))))));
}

/// A case proptest found: five players after five rounds have all had a bye and met almost
/// everyone. Giving the bye to the leader would avoid every rematch, but the bye is decided first:
/// it goes to the last player of the standings.
#[test]
fn the_bye_is_decided_before_rematches() {
    let seed = 7200873519831499200;
    let e = play(5, 5, seed, &[30, 5, 72, 54, 0, 160, 0], &[]);
    assert_eq!(byes(&e), vec![1; 5]);
    let last = compute(&e, &e.ruleset).unwrap().rows[4].player;
    let round = pair_next_round(&e, seed).unwrap();
    assert_eq!(round.last(), Some(&Pairing::Bye { player: last }));
}

/// An event of `players` after `rounds` rounds paired at random (from `draw`), with results from
/// `results`: the player `early` (if any) has byes before the event for rounds 1 to `early_byes`,
/// and the players of `drops` drop after the round given. Random earlier rounds give the histories
/// the core's own pairing would never make: rematches, lopsided groups.
fn random_history(
    players: usize,
    rounds: u32,
    draw: &[u8],
    results: &[u8],
    drops: &[(usize, u32)],
    early: Option<(usize, u32)>,
) -> Event {
    let mut e = Event::default();
    for i in 0..players {
        e.add_player(&format!("P{i}")).unwrap();
    }
    if let Some((p, byes)) = early {
        if p < players {
            e.players[p].byes = byes;
        }
    }
    let (mut k, mut d) = (0, 0);
    for r in 1..=rounds {
        for &(p, after) in drops {
            if after + 1 == r && p < players {
                e.players[p].dropped_after = Some(after);
            }
        }
        let mut order: Vec<PlayerId> = e.players_in(r);
        if order.len() < 2 {
            break;
        }
        for &p in &order.clone() {
            if e.players[p].has_bye_before_event(r) {
                e.push_bye(r, p).unwrap();
                order.retain(|&q| q != p);
            }
        }
        for i in (1..order.len()).rev() {
            let j = usize::from(draw[d % draw.len()]) % (i + 1);
            d += 1;
            order.swap(i, j);
        }
        for pair in order.chunks(2) {
            if let [a, b] = *pair {
                let g = result_of(results[k % results.len()]);
                k += 1;
                e.push_match(r, a, b, Some(g)).unwrap();
            } else {
                e.push_bye(r, pair[0]).unwrap();
            }
        }
    }
    e
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Issue 27: the next round is the best of every possible pairing, by brute force, in the
    /// order of the rules: the fewest rematches; then, from the top point group down, as few of
    /// each group's players paired down as possible; then the fewest points between the players
    /// paired down and their opponents. The bye is the lowest-ranked player with the fewest byes.
    #[test]
    fn point_groups_are_paired_from_the_top_down(
        players in 2usize..=13,
        rounds in 1u32..=5,
        seed in any::<u64>(),
        draw in proptest::collection::vec(any::<u8>(), 1..60),
        results in proptest::collection::vec(any::<u8>(), 1..60),
        drops in proptest::collection::vec((0usize..13, 1u32..5), 0..3),
        early in proptest::option::of((0usize..13, 1u32..3)),
    ) {
        let e = random_history(players, rounds, &draw, &results, &drops, early);
        let next = e.rounds.len() as u32 + 1;
        let mut active = active_players(&e);
        active.retain(|&p| !e.players[p].has_bye_before_event(next));
        prop_assume!(active.len() >= 2 && active.len() <= 12);
        let round = pair_next_round(&e, seed).unwrap();

        // The bye, worked out here: the lowest-ranked active player with the fewest byes.
        let standings = compute(&e, &e.ruleset).unwrap();
        let b = byes(&e);
        let fewest = active.iter().map(|&p| b[p]).min().unwrap();
        let bye = (active.len() % 2 == 1).then(|| {
            standings.rows.iter().rev().map(|r| r.player).find(|&p| active.contains(&p) && b[p] == fewest).unwrap()
        });
        let given: Vec<PlayerId> = round.iter().filter_map(|t| match *t {
            Pairing::Bye { player } if active.contains(&player) => Some(player),
            _ => None,
        }).collect();
        prop_assert_eq!(given, bye.into_iter().collect::<Vec<_>>());

        let points: Vec<u32> = standings.players.iter().map(|p| p.match_points).collect();
        let left: Vec<PlayerId> = active.iter().copied().filter(|&p| Some(p) != bye).collect();
        let mut groups: Vec<u32> = left.iter().map(|&p| points[p]).collect();
        groups.sort_unstable_by(|a, b| b.cmp(a));
        groups.dedup();
        let m = met(&e);
        let paired: Vec<(PlayerId, PlayerId)> = round.iter().filter_map(|t| match *t {
            Pairing::Match { a, b, .. } => Some((a, b)),
            Pairing::Bye { .. } => None,
        }).collect();
        let mut all = Vec::new();
        every_pairing(&left, &mut all);
        let best = all.iter().map(|p| rank(p, &points, &groups, &m)).min().unwrap();
        prop_assert_eq!(rank(&paired, &points, &groups, &m), best, "groups {:?}", groups);
    }
}

/// The floor issue's case (tests/floor.rs): Ann and Di are on 6 points and have not met, while the
/// two players on 3 points have met each other. Ann and Di meet; the 3-point players are paired
/// down, whatever the seed.
#[test]
fn two_players_on_6_points_who_have_not_met_are_paired_together() {
    let csv = "round,player_a,player_b,a_wins,b_wins,draws\n\
        1,Ann,Bo,2,0,0\n1,Di,Eve,2,0,0\n1,Cy,Fay,2,0,0\n\
        2,Ann,Cy,2,0,0\n2,Di,Bo,2,0,0\n2,Fay,Eve,2,0,0\n";
    let e = tiebreak::core::read_csv(csv, 3).unwrap();
    let id = |name: &str| e.player_named(name).unwrap();
    for seed in 0..20 {
        let round = pair_next_round(&e, seed).unwrap();
        assert_eq!(
            round[0],
            Pairing::Match {
                a: id("Ann"),
                b: id("Di"),
                result: None
            },
            "seed {seed}"
        );
        let (cy, fay) = (id("Cy"), id("Fay"));
        for t in &round[1..] {
            let Pairing::Match { a, b, .. } = *t else {
                panic!("no bye among six")
            };
            // Each 3-point player meets a 0-point player (Bo or Eve).
            assert!(
                [cy, fay].contains(&a) != [cy, fay].contains(&b),
                "seed {seed}: {t:?}"
            );
        }
    }
}

/// Issue 38: past 256 players the matching takes the sparse path, which must find the same
/// cheapest pairing. 101 players on 9 points, 100 on 6 and 99 on 3, in order, where each player
/// has met the next three of their group: the sparse path starts from exactly those pairs, all
/// rematches, and must find others. No rematch; one 9-point player paired down (101 is odd), and
/// to a 3-point player, since rule 4 counts the 6-point group's pairs down (none: 100 is even)
/// before rule 5 counts the points between (6).
#[test]
fn three_hundred_players_whose_nearest_have_met_pair_down_the_fewest() {
    let points: Vec<i64> = (0..300)
        .map(|p| match p {
            0..=100 => 9,
            101..=200 => 6,
            _ => 3,
        })
        .collect();
    let met: Vec<(PlayerId, PlayerId)> = (0..300)
        .flat_map(|p| (p + 1..p + 4).map(move |q| (p, q)))
        .filter(|&(p, q)| q < 300 && points[p] == points[q])
        .collect();
    let order: Vec<PlayerId> = (0..300).collect();
    let pairs = tiebreak::core::pairing::groups::pair_groups(&order, &points, met.iter().copied());
    let mut seen: Vec<PlayerId> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
    seen.sort_unstable();
    assert_eq!(seen, order);
    let pts: Vec<u32> = points.iter().map(|&p| p as u32).collect();
    let m: HashSet<(PlayerId, PlayerId)> = met.into_iter().collect();
    assert_eq!(rank(&pairs, &pts, &[9, 6, 3], &m), (0, vec![1, 0, 0], 6));
}

/// Issue 38: an event of 2,000 players after 9 rounds (two windows, both on the sparse path)
/// pairs every player once, with no rematch, and the same round again from the same seed.
#[test]
fn two_thousand_players_after_nine_rounds_pair_everyone_once_without_rematches() {
    let e = tiebreak::core::model::generate::swiss_event(2000, 9, 0x5EED ^ 2000);
    let round = pair_next_round(&e, 3).unwrap();
    let mut seen: Vec<PlayerId> = round.iter().flat_map(Pairing::players).collect();
    seen.sort_unstable();
    assert_eq!(seen, (0..2000).collect::<Vec<_>>());
    let m = met(&e);
    assert!(round
        .iter()
        .all(|t| !matches!(*t, Pairing::Match { a, b, .. } if m.contains(&(a.min(b), a.max(b))))));
    assert_eq!(pair_next_round(&e, 3).unwrap(), round);
}
