//! The floor tools (issue 18): fixed tables, byes before the event, time extensions and why each
//! table was paired, on random events and on hand-made ones checked word for word.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashSet;

use proptest::prelude::*;
use tiebreak::core::edit::{apply, Edit, Stamp};
use tiebreak::core::pairing::why::why;
use tiebreak::core::pairing::{next_round, pair_round, table_numbers};
use tiebreak::core::{
    compute, read_csv, read_event_json, write_event_json, Event, GameResult, Pairing, Round,
};

fn stamp() -> Stamp {
    Stamp::at("2026-11-25T10:00:00Z")
}

/// An event of `n` players named P0, P1, ….
fn players(n: usize) -> Event {
    let mut e = Event::default();
    for i in 0..n {
        e.add_player(&format!("P{i}")).unwrap();
    }
    e
}

/// The players with a bye in `round`, in table order.
fn byes_in(round: &Round) -> Vec<usize> {
    round
        .pairings
        .iter()
        .filter_map(|t| match *t {
            Pairing::Bye { player } => Some(player),
            _ => None,
        })
        .collect()
}

/// Enters a result for every match of the last round, chosen by `pick`.
fn finish_last(e: &mut Event, pick: &mut impl FnMut() -> u8) {
    let last = e.rounds.len() - 1;
    for t in &mut e.rounds[last].pairings {
        if let Pairing::Match { result, .. } = t {
            *result = Some(match pick() % 4 {
                0 => GameResult::new(2, 0, 0),
                1 => GameResult::new(2, 1, 0),
                2 => GameResult::new(0, 2, 0),
                _ => GameResult::new(1, 1, 1),
            });
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// On random events, a fixed player always sits at their table, every table number is used
    /// once, the event stays valid and reads back from its file, and who meets whom is exactly
    /// what the pairing gives without fixed tables.
    #[test]
    fn a_fixed_player_always_sits_at_their_table(
        n in 4usize..24,
        rounds in 1u32..6,
        seed in any::<u64>(),
        fixed in prop::collection::vec((0usize..24, 1u32..40), 1..4),
        picks in prop::collection::vec(any::<u8>(), 64),
    ) {
        let mut e = players(n);
        let mut tables = HashSet::new();
        for &(p, t) in &fixed {
            if p < n && tables.insert(t) && e.players[p].fixed_table.is_none() {
                e.players[p].fixed_table = Some(t);
            }
        }
        e.validate().unwrap();
        let mut plain = e.clone();
        for p in &mut plain.players {
            p.fixed_table = None;
        }
        let mut k = 0;
        let mut pick = || { k += 1; picks[k % picks.len()] };
        for r in 1..=rounds {
            let round = next_round(&e, seed, false).unwrap();
            // Who meets whom never changes because of a fixed table; the tables are in the order
            // of their numbers.
            let sorted = |p: &[Pairing]| {
                let mut p: Vec<String> = p.iter().map(|t| format!("{t:?}")).collect();
                p.sort();
                p
            };
            prop_assert_eq!(sorted(&round.pairings), sorted(&next_round(&plain, seed, false).unwrap().pairings));
            prop_assert!((1..round.pairings.len()).all(|i| round.number(i - 1) < round.number(i)));
            for (i, t) in round.pairings.iter().enumerate() {
                if let Pairing::Match { a, b, .. } = *t {
                    let wanted: Vec<u32> = [a, b].iter().filter_map(|&p| e.players[p].fixed_table).collect();
                    if let Some(&first) = wanted.first() {
                        prop_assert_eq!(round.number(i), first, "round {} table {}", r, i);
                    }
                }
            }
            let numbers: HashSet<u32> = (0..round.pairings.len()).map(|i| round.number(i)).collect();
            prop_assert_eq!(numbers.len(), round.pairings.len());
            e.rounds.push(round.clone());
            plain.rounds.push(round);
            let mut p2 = pick;
            finish_last(&mut e, &mut p2);
            pick = p2;
            let last = e.rounds.len() - 1;
            plain.rounds[last] = e.rounds[last].clone();
            e.validate().unwrap();
            prop_assert_eq!(read_event_json(&write_event_json(&e)).unwrap(), e.clone());
        }
    }
}

/// Table 5 for Ann: her match sits at table 5 whoever she plays, and the other tables keep their
/// order around it, numbered from 1. Two fixed players who meet: the first one's table, and the
/// other table stays empty. A table above the number of tables still works.
#[test]
fn fixed_tables_number_the_round_around_them() {
    let mut e = players(8);
    e.players[2].fixed_table = Some(2);
    let round = next_round(&e, 1, false).unwrap();
    let at = round
        .pairings
        .iter()
        .position(|t| t.players().any(|p| p == 2))
        .unwrap();
    assert_eq!(round.number(at), 2);
    let others: Vec<u32> = (0..4)
        .filter(|&i| i != at)
        .map(|i| round.number(i))
        .collect();
    assert_eq!(others, [1, 3, 4]);

    // Two fixed players at one table: the first player's number; table 9 stays empty.
    let mut e = players(4);
    e.players[0].fixed_table = Some(7);
    e.players[1].fixed_table = Some(9);
    let tables = [
        Pairing::Match {
            a: 0,
            b: 1,
            result: None,
        },
        Pairing::Match {
            a: 2,
            b: 3,
            result: None,
        },
    ];
    assert_eq!(table_numbers(&e, &tables), [7, 1]);
    // No fixed player in the round: numbered by place, nothing stored.
    e.players[0].fixed_table = None;
    e.players[1].fixed_table = None;
    assert!(table_numbers(&e, &tables).is_empty());
}

/// The same table for two players is refused with a sentence, and nothing changes.
#[test]
fn one_table_for_two_players_is_refused() {
    let mut e = players(4);
    e = apply(
        &e,
        &Edit::SetFixedTable {
            player: 0,
            table: Some(5),
        },
        &stamp(),
    )
    .unwrap();
    let refused = apply(
        &e,
        &Edit::SetFixedTable {
            player: 3,
            table: Some(5),
        },
        &stamp(),
    );
    assert_eq!(
        refused.unwrap_err().to_string(),
        "table 5 is the fixed table of both P0 and P3: give one of them another table."
    );
    assert_eq!(
        apply(
            &e,
            &Edit::SetFixedTable {
                player: 1,
                table: Some(0)
            },
            &stamp()
        )
        .unwrap_err()
        .to_string(),
        "P1's fixed table `0` is out of range: tables are numbered from 1 to 999."
    );
    assert_eq!(e.players[3].fixed_table, None);
}

/// Two byes before the event: rounds 1 and 2 give the player a bye, the odd player's bye goes
/// to someone else, and the standings count them as byes (a match win, 2-0 in games under the
/// MTR's default).
#[test]
fn byes_before_the_event_are_byes() {
    // Five players: Ann has 2 byes, so four are paired in rounds 1 and 2, and no one else has a
    // bye; in round 3 five play, and the odd bye goes to the lowest-ranked player without one.
    let mut e = players(5);
    e.rename_player(0, "Ann").unwrap();
    e = apply(&e, &Edit::SetByes { player: 0, byes: 2 }, &stamp()).unwrap();
    for r in 1..=2 {
        pair_round(&mut e, 3, false).unwrap();
        let round = &e.rounds[r - 1];
        assert_eq!(round.pairings.len(), 3);
        let byes = byes_in(round);
        assert_eq!(byes, [0], "round {r}");
        let mut k = 0;
        finish_last(&mut e, &mut || {
            k += 1;
            // P1..P4 in table order: first players win 2-0.
            0
        });
    }
    assert_eq!(
        why(&e, 1)[2],
        "Ann has a bye earned before the event, for rounds 1 and 2."
    );
    let s = compute(&e, &e.ruleset).unwrap();
    let ann = &s.players[0];
    assert_eq!(ann.match_points, 6);
    assert_eq!(ann.record.to_string(), "2-0-0");
    assert_eq!(ann.record.byes, 2);
    // Round 3: five players, one bye, not Ann's.
    pair_round(&mut e, 3, false).unwrap();
    let third = &e.rounds[2];
    let bye = byes_in(third);
    assert_eq!(bye.len(), 1);
    assert_ne!(bye[0], 0);
    // Byes cannot be set once a covered round is paired without one.
    assert_eq!(
        apply(&e, &Edit::SetByes { player: 1, byes: 1 }, &stamp())
            .unwrap_err()
            .to_string(),
        "round 1 is already paired without a bye for P1: set byes before the rounds they cover are paired, or give the bye by hand."
    );
}

/// Why each table was paired, word for word, on a hand-made event: equal points, a pair-down
/// where the other 6-point players have played the leader, a rematch avoided, the bye, a fixed
/// table, a power-paired round and a table made by hand.
#[test]
fn why_each_table_was_paired_word_for_word() {
    // Round 1 and 2: Ann beats Bo then Cy; Di beats Eve then Bo; Cy beats Fay, Fay beats Eve.
    // Before round 3: Ann 6, Di 6, Cy 3, Fay 3, Bo 0, Eve 0.
    let csv = "round,player_a,player_b,a_wins,b_wins,draws\n\
        1,Ann,Bo,2,0,0\n1,Di,Eve,2,0,0\n1,Cy,Fay,2,0,0\n\
        2,Ann,Cy,2,0,0\n2,Di,Bo,2,0,0\n2,Fay,Eve,2,0,0\n";
    let e = read_csv(&format!("{csv}3,Ann,Di,,,\n3,Cy,Fay,,,\n3,Bo,Eve,,,\n"), 3).unwrap();
    // Cy and Fay met in round 1.
    assert_eq!(
        why(&e, 3),
        [
            "Both on 6 points.",
            "Both on 3 points. They met in round 1: the pairing avoids a rematch whenever it can.",
            "Both on 0 points.",
        ]
    );
    // The pairing itself avoids that rematch, and pairs the top group first (issue 27): Ann and Di
    // meet, and the two players on 3 points, who have met, are each paired down.
    let mut third = read_csv(csv, 3).unwrap();
    pair_round(&mut third, 1, false).unwrap();
    assert_eq!(
        why(&third, 3),
        [
            "Both on 6 points.",
            "Cy (3 points) is paired down to Eve (0 points): every other player on 3 points has already played Cy.",
            "Fay (3 points) is paired down to Bo (0 points): every other player on 3 points has already played Fay.",
        ]
    );

    // A pair-down: Ann has played Bo and Cy, the only others on her points.
    let csv = "round,player_a,player_b,a_wins,b_wins,draws\n\
        1,Ann,Bo,2,0,0\n1,Cy,Di,2,0,0\n1,Eve,Fay,2,0,0\n\
        2,Ann,Cy,2,0,0\n2,Eve,Bo,0,2,0\n2,Di,Fay,2,0,0\n\
        3,Ann,Eve,,,\n3,Bo,Cy,,,\n3,Di,Fay,,,\n";
    // Before round 3: Ann 6, Bo 3, Cy 3, Di 3, Eve 3, Fay 0.
    let e = read_csv(csv, 3).unwrap();
    assert_eq!(
        why(&e, 3),
        [
            "Ann (6 points) is paired down to Eve (3 points): no other player is on 6 points.",
            "Both on 3 points.",
            "Di (3 points) is paired down to Fay (0 points): every other player on 3 points has already played Di, or is paired. They met in round 2: the pairing avoids a rematch whenever it can.",
        ]
    );

    // Every other player on 6 points has already played Ann: the pair-down of the issue.
    let csv = "round,player_a,player_b,a_wins,b_wins,draws\n\
        1,Ann,Bo,2,0,0\n1,Cy,Di,2,0,0\n\
        2,Ann,Cy,1,1,1\n2,Bo,Di,2,0,0\n\
        3,Ann,Di,,,\n3,Cy,Bo,,,\n";
    // Before round 3: Ann 4, Cy 4, Bo 3, Di 0. Ann has played Cy, the other player on 4.
    let e = read_csv(csv, 3).unwrap();
    assert_eq!(
        why(&e, 3),
        [
            "Ann (4 points) is paired down to Di (0 points): every other player on 4 points has already played Ann.",
            "Cy (4 points) is paired down to Bo (3 points): every other player on 4 points has already played Cy.",
        ]
    );

    // The bye, a fixed table and a power-paired round.
    let mut e = players(5);
    e.players[4].fixed_table = Some(5);
    e.rename_player(4, "Ann").unwrap();
    pair_round(&mut e, 2, false).unwrap();
    let r1 = why(&e, 1);
    let bye_at = e.rounds[0]
        .pairings
        .iter()
        .position(|t| matches!(t, Pairing::Bye { .. }))
        .unwrap();
    let bye_name = match e.rounds[0].pairings[bye_at] {
        Pairing::Bye { player } => e.players[player].name.clone(),
        _ => unreachable!(),
    };
    assert_eq!(
        r1[bye_at],
        format!("{bye_name} gets the bye: the odd player out of round 1, drawn at random.")
    );
    if bye_name != "Ann" {
        let ann_at = e.rounds[0]
            .pairings
            .iter()
            .position(|t| t.players().any(|p| p == 4))
            .unwrap();
        assert_eq!(e.rounds[0].number(ann_at), 5);
        assert_eq!(
            r1[ann_at],
            "Fixed table 5 (Ann). Both on 0 points: round 1 is paired at random."
        );
    }
    let mut k = 0;
    finish_last(&mut e, &mut || {
        k += 1;
        0
    });
    pair_round(&mut e, 2, false).unwrap();
    let r2 = why(&e, 2);
    let bye = e.rounds[1]
        .pairings
        .iter()
        .position(|t| matches!(t, Pairing::Bye { .. }))
        .unwrap();
    assert!(
        r2[bye].ends_with("gets the bye: the lowest-ranked player who has not had one."),
        "{}",
        r2[bye]
    );
    finish_last(&mut e, &mut || 1);
    pair_round(&mut e, 2, true).unwrap();
    let r3 = why(&e, 3);
    let mut power: Vec<&str> = r3
        .iter()
        .filter_map(|w| w.find("Power-paired").map(|i| &w[i..]))
        .collect();
    power.sort_unstable();
    assert_eq!(
        power,
        [
            "Power-paired: 1st against 2nd.",
            "Power-paired: 3rd against 4th."
        ]
    );

    // A table added by hand.
    let mut e = players(4);
    e = apply(
        &e,
        &Edit::AddTable {
            round: 1,
            a: 0,
            b: Some(3),
        },
        &stamp(),
    )
    .unwrap();
    e = apply(
        &e,
        &Edit::AddTable {
            round: 1,
            a: 1,
            b: Some(2),
        },
        &stamp(),
    )
    .unwrap();
    assert_eq!(why(&e, 1), ["Paired by hand.", "Paired by hand."]);
}

/// A table's extension is kept in the file, bounded, and refused on a bye.
#[test]
fn extensions_are_checked_and_kept() {
    let mut e = players(3);
    pair_round(&mut e, 1, false).unwrap();
    let matched = e.rounds[0]
        .pairings
        .iter()
        .position(|t| matches!(t, Pairing::Match { .. }))
        .unwrap();
    let bye = 1 - matched;
    e = apply(
        &e,
        &Edit::SetExtension {
            round: 1,
            table: matched,
            minutes: 5,
        },
        &stamp(),
    )
    .unwrap();
    assert_eq!(e.rounds[0].extension(matched), 5);
    let file = write_event_json(&e);
    assert!(file.contains("\"extension\": 5"), "{file}");
    assert_eq!(read_event_json(&file).unwrap(), e);
    assert_eq!(
        apply(
            &e,
            &Edit::SetExtension {
                round: 1,
                table: matched,
                minutes: 61
            },
            &stamp()
        )
        .unwrap_err()
        .to_string(),
        "an extension of 61 minutes is too long: give from 0 to 60 minutes."
    );
    assert_eq!(
        apply(
            &e,
            &Edit::SetExtension {
                round: 1,
                table: bye,
                minutes: 5
            },
            &stamp()
        )
        .unwrap_err()
        .to_string(),
        format!(
            "table {} of round 1 is a bye: a bye has no time to extend.",
            bye + 1
        )
    );
    // Cleared: the file is as before.
    e = apply(
        &e,
        &Edit::SetExtension {
            round: 1,
            table: matched,
            minutes: 0,
        },
        &stamp(),
    )
    .unwrap();
    assert!(e.rounds[0].extensions.is_empty());
}

/// A pasted list is one change (issue 40): all of it or none, a refusal naming the line the
/// organizer sees (blank lines counted), late entries logged once a round is paired, and one undo
/// taking the whole list back.
#[test]
fn a_pasted_list_is_one_change() {
    use tiebreak::core::edit::undo;
    use tiebreak::core::{read_roster, LogKind};
    let list = |text: &str| Edit::AddPlayers {
        entrants: read_roster(text).unwrap(),
    };
    let start = players(2);
    let clash = apply(&start, &list("Ann\n\nP1\nBo"), &stamp()).unwrap_err();
    assert_eq!(
        clash.to_string(),
        "line 3: there is already a player named `P1`: add something to tell them apart, such as an initial."
    );
    let none = apply(&start, &list("\n\n"), &stamp()).unwrap_err();
    assert_eq!(
        none.to_string(),
        "the list has no names: paste one name a line."
    );
    // Before round 1: players, with their byes.
    let added = apply(&start, &list("Ann,1\nBo"), &stamp()).unwrap();
    let names: Vec<(&str, u32)> = added
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.byes))
        .collect();
    assert_eq!(names, [("P0", 0), ("P1", 0), ("Ann", 1), ("Bo", 0)]);
    assert!(added.log.is_empty());
    // After round 1: late entries, one log entry each, and one undo for the list.
    let paired = apply(
        &added,
        &Edit::PairRound {
            round: 1,
            power: false,
            seed: 3,
        },
        &stamp(),
    )
    .unwrap();
    let late = apply(&paired, &list("Cy\nDi"), &stamp()).unwrap();
    let entries: Vec<(LogKind, Option<u32>, Vec<String>)> = late
        .log
        .iter()
        .map(|l| (l.kind, l.round, l.players.clone()))
        .collect();
    assert_eq!(
        entries,
        [
            (LogKind::LateEntry, Some(2), vec!["Cy".to_string()]),
            (LogKind::LateEntry, Some(2), vec!["Di".to_string()]),
        ]
    );
    let undone = undo(&late, &paired, &late.log, &stamp()).unwrap();
    assert_eq!(undone.players.len(), 4);
    assert_eq!(undone.log.len(), 4);
    assert!(undone.validate().is_ok());
}

/// Removing a table leaves every other table's number as it was (issue 41): the players already
/// sit at them. A table added by hand after it takes the next free number, Undo puts the table
/// back at its number, and the event reads back from its file at every step.
#[test]
fn removing_a_table_keeps_the_others_numbers() {
    use tiebreak::core::edit::undo;
    use tiebreak::core::{read_event_json, write_event_json};
    let mut e = players(8);
    e = apply(
        &e,
        &Edit::PairRound {
            round: 1,
            power: false,
            seed: 5,
        },
        &stamp(),
    )
    .unwrap();
    let numbers = |e: &Event| -> Vec<u32> {
        let r = &e.rounds[0];
        (0..r.pairings.len()).map(|i| r.number(i)).collect()
    };
    let round_trip = |e: &Event| {
        assert_eq!(&read_event_json(&write_event_json(e)).unwrap(), e);
    };
    assert_eq!(numbers(&e), [1, 2, 3, 4]);
    let removed = apply(&e, &Edit::RemoveTable { round: 1, table: 1 }, &stamp()).unwrap();
    assert_eq!(numbers(&removed), [1, 3, 4]);
    round_trip(&removed);
    let twice = apply(
        &removed,
        &Edit::RemoveTable { round: 1, table: 2 },
        &stamp(),
    )
    .unwrap();
    assert_eq!(numbers(&twice), [1, 3]);
    round_trip(&twice);
    // The two players of the removed table 2, seated again by hand: after the highest number, 4.
    let (a, b) = match e.rounds[0].pairings[1] {
        Pairing::Match { a, b, .. } => (a, b),
        Pairing::Bye { .. } => unreachable!("8 players have no bye"),
    };
    let again = apply(
        &twice,
        &Edit::AddTable {
            round: 1,
            a,
            b: Some(b),
        },
        &stamp(),
    )
    .unwrap();
    assert_eq!(numbers(&again), [1, 3, 4]);
    round_trip(&again);
    // The last table removed: the others are their places again, and nothing is stored.
    let last = apply(&e, &Edit::RemoveTable { round: 1, table: 3 }, &stamp()).unwrap();
    assert_eq!(numbers(&last), [1, 2, 3]);
    assert!(last.rounds[0].numbers.is_empty());
    let back = undo(&removed, &e, &removed.log[e.log.len()..], &stamp()).unwrap();
    assert_eq!(numbers(&back), [1, 2, 3, 4]);
}
