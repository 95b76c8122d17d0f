//! "What do I need?" (`core::advice`, issue 11) on named events whose answers can be checked by
//! hand. Each case writes its arithmetic in a comment: points are 3 a win or a bye, 1 a draw, 0 a
//! loss, and "locked" means in the top N whatever every other table does (game scores included,
//! ties going against the player), "out" outside whatever, "depends" anything else.
//!
//! Where an answer turns on tiebreakers rather than points, the test names one completion that
//! puts the player in and one that leaves them out, and checks both with the standings
//! ([`compute`]), which are not the code under test. The larger events, which are simulated rather
//! than enumerated, are also spot-checked for soundness on random completions: no "locked" player
//! is ever outside the cut and no "out" player ever inside it.
#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::advice::*;

use tiebreak::core::advice::{self, DrawFlag, Method, Status};
use tiebreak::core::{GameResult, Outcome};
use Status::{Depends, Locked, Out};

/// Round 3: P01-P02 (6 v 6), P03-P05 and P04-P06 (3 v 3), P07-P08 (0 v 0).
///
/// - P01, P02: a win is 9, and no one else can reach 9; a draw is 7, and only the opponent (7)
///   can reach 7; a loss is 6, and at most 3 others reach 6 (the opponent on 9 and one winner of
///   each 3-v-3 table): locked whatever happens. A draw locks both.
/// - The 3-v-3 tables: a win is 6, and at most 3 others reach 6 (P01 and P02, whatever their
///   table does, and the winner of the other 3-v-3 table): locked. A loss is 3, and at least 4
///   others finish above 3 (P01, P02, the opponent on 6, and one or two of the other 3-v-3 table,
///   6 or 4 and 4): out. A draw is 4: P01 and P02 above, and the opponent on 4 with up to two
///   more (a draw at the other table), so OMW decides: depends.
/// - P07, P08: a win is 3, with at least 4 others above (P01, P02, and at least one of each
///   3-v-3 table); a draw is 1 and a loss 0, below everyone else: out whatever happens.
#[test]
fn eight_players_three_rounds_top_four() {
    let e = event(EIGHT_BY_THREE, Some(3));
    let r = round_advice(&e, 4, 200);
    assert_eq!(r.round, 3);
    assert_eq!(r.cut, 4);
    assert_eq!(r.rounds_after, 0);
    assert_eq!(r.method, Method::Enumerated);
    assert_eq!(r.tables.len(), 4);
    check(&e, &r, "P01", [Locked, Locked, Locked]);
    check(&e, &r, "P02", [Locked, Locked, Locked]);
    for name in ["P03", "P05", "P04", "P06"] {
        check(&e, &r, name, [Locked, Depends, Out]);
        check_reason(&e, &r, name, Mine::Win, &["6 points or more", "top 4"]);
        check_reason(
            &e,
            &r,
            name,
            Mine::Draw,
            &["tied on 4 points with up to 3 others", "OMW decides"],
        );
        check_reason(
            &e,
            &r,
            name,
            Mine::Loss,
            &["At least 4 others finish on more than 3 points"],
        );
        // Enumerated: the chance is exact and reduced, strictly between 0 and 1.
        let c = answer(&e, &r, name, Mine::Draw).chance.unwrap();
        assert!(c.exact);
        assert!(0 < c.made && c.made < c.of, "{name}: {c}");
    }
    check(&e, &r, "P07", [Out, Out, Out]);
    check(&e, &r, "P08", [Out, Out, Out]);
    check_reason(
        &e,
        &r,
        "P01",
        Mine::Win,
        &["can finish on 9 points or more"],
    );
    check_reason(
        &e,
        &r,
        "P01",
        Mine::Draw,
        &["At most 1 other can finish on 7 points or more"],
    );
    check_reason(
        &e,
        &r,
        "P02",
        Mine::Loss,
        &[
            "At most 3 others can finish on 6 points or more",
            "locks P02 into the top 4",
        ],
    );
    check_reason(
        &e,
        &r,
        "P07",
        Mine::Win,
        &["At least 4 others finish on more than 3 points"],
    );
    assert_eq!(r.tables[0].draw_flag(), Some(DrawFlag::Both));
    assert_eq!(r.tables[1].draw_flag(), None);
    assert_eq!(r.tables[3].draw_flag(), None);
}

/// The draw at P03-P05 (both on 4) depends, shown by two completions. P03 and P05 have the same
/// opponents (P01, P07 and each other) and, after the same draw, the same games, so they are level
/// on every tiebreaker and registration order puts P05 (id 1) above P03 (id 4).
///
/// - P01 beats P02, P03-P05 1-1-1, P04 beats P06, P07 beats P08 (2-0 each): P01 (9), P02 and P04
///   (6) above, then P05 4th on registration; P03 is out. (Their GWP: 2-0, 0-2 and 1-1-1 are 3
///   wins and a draw in 7 games, 10/21 each.)
/// - The same with P04-P06 1-1-1: P01 and P02 above, and four players on 4 for places 3 and 4.
///   P03 and P05 have OMW (1/3 + 1 + 4/9) / 3 = 16/27, P04 and P06 (0.33 + 2/3 + 4/9) / 3, about
///   0.48: P05 3rd and P03 4th, in.
#[test]
fn eight_players_a_draw_between_level_players_depends() {
    let e = event(EIGHT_BY_THREE, Some(3));
    let win = GameResult::new(2, 0, 0);
    let drawn = GameResult::new(1, 1, 1);
    // P05 takes 4th: registration order, after every tiebreaker is equal.
    assert_eq!(
        top(&e, 4, &[(0, win), (1, drawn), (2, win), (3, win)]),
        ["P01", "P02", "P04", "P05"]
    );
    // P04-P06 drawn too: four players on 4 for places 3 and 4, and P03 and P05 have the best OMW.
    assert_eq!(
        top(&e, 4, &[(0, win), (1, drawn), (2, drawn), (3, win)]),
        ["P01", "P02", "P05", "P03"]
    );
}

/// A player who plays the last round but has dropped after it is out whatever happens, and the
/// cut is taken among the others.
///
/// P01 drops after round 3. P03's win (6) is locked: only P02 and one of P04-P06 can reach 6. A
/// loss for P03 (3 points) is no longer out: sure above are only P02 (6 or more), P05 (6) and one
/// of P04-P06, three for a top 4. In: P01 beats P02, P05 beats P03, P04 beats P06, P07 beats P08
/// (2-0 each): on 6, P02 (OMW of P06 1/3, P04 2/3, P01 1: 2/3), P05 (P01 1, P07 1/3, P03 1/3:
/// 5/9) and P04 (P08 0.33, P02 2/3, P06 1/3: about 0.44); on 3, P03 (P07 1/3, P01 1, P05 2/3:
/// 2/3), P06 (P02 2/3, P08 0.33, P04 2/3: about 0.55) and P07 (P03 1/3, P05 2/3, P08 0.33: about
/// 0.44), so P03 is 4th. Out: P04-P06 drawn puts both on 4, above P03.
///
/// A draw for P03 (4, level with P05 on every tiebreaker, and P05 registered first) depends too.
/// In when P04-P06 is decisive: only P02 and that winner are above. Out when P02 beats P01 and
/// P04-P06 draws (1-1-1 everywhere): P02 above, and on 4 P06 and P04 (level with each other, P06
/// registered first) with OMW (0.33 + 1 + 4/9) / 3, about 0.59, above P03 and P05 with
/// (1/3 + 2/3 + 4/9) / 3, about 0.48; P05 takes 4th.
#[test]
fn a_dropped_player_is_out_and_the_cut_is_among_the_others() {
    let mut e = event(EIGHT_BY_THREE, Some(3));
    let p01 = id(&e, "P01");
    e.set_dropped(p01, Some(3)).unwrap();
    let r = round_advice(&e, 4, 200);
    check(&e, &r, "P01", [Out, Out, Out]);
    for mine in [Mine::Win, Mine::Draw, Mine::Loss] {
        assert_eq!(
            answer(&e, &r, "P01", mine).reason,
            "P01 has dropped, so is not in the top 4."
        );
    }
    check(&e, &r, "P02", [Locked, Locked, Locked]);
    check(&e, &r, "P03", [Locked, Depends, Depends]);
    let win = GameResult::new(2, 0, 0);
    let p03_loses = GameResult::new(0, 2, 0);
    assert_eq!(
        top(&e, 4, &[(0, win), (1, p03_loses), (2, win), (3, win)]),
        ["P02", "P05", "P04", "P03"]
    );
    let drawn = GameResult::new(1, 1, 1);
    assert!(
        !top(&e, 4, &[(0, win), (1, p03_loses), (2, drawn), (3, win)]).contains(&"P03".to_string())
    );
    let p02_wins = GameResult::new(0, 2, 0);
    assert_eq!(
        top(&e, 4, &[(0, p02_wins), (1, drawn), (2, win), (3, win)]),
        ["P02", "P04", "P05", "P03"]
    );
    assert_eq!(
        top(&e, 4, &[(0, p02_wins), (1, drawn), (2, drawn), (3, win)]),
        ["P02", "P06", "P04", "P05"]
    );
    // Seven players have not dropped: a top 8 is refused.
    assert_eq!(
        advice::advise(&e, 8, 200).unwrap_err().to_string(),
        "a top 8 needs 8 players who have not dropped; there are 7."
    );
}

// ---------------------------------------------------------------------------------------------
// 16 players, 4 rounds, top 8.

/// After three rounds (the lower number wins): 3-0 P01, P02 (9 points); 2-1 P03 to P08 (6); 1-2
/// P09 to P14 (3); 0-3 P15, P16 (0). Round 4: P01-P02, then P03-P06, P04-P07, P05-P08 (6 v 6),
/// P09-P12, P10-P13, P11-P14 (3 v 3), P15-P16. Eight pending tables: enumerated.
///
/// - P01, P02: a loss is 9, and at most 4 others reach 9 (the opponent, one winner of each
///   6-v-6 table): locked whatever happens.
/// - 6 v 6: a win is 9, at most 4 others reach 9 (P01, P02, the other two 6-v-6 winners):
///   locked. A draw is 7, at most 7 others reach 7 (P01, P02, the opponent, and two at each other
///   6-v-6 table if both draw): locked; both can draw. A loss is 6: at most 7 others above 6, and
///   up to 5 level, so OMW decides: depends (in for sure when every 3-v-3 table draws: then only
///   P01, P02, the three 6-v-6 winners are above, and the three 6-v-6 losers take places 6 to 8).
/// - 3 v 3: a draw is 4, with at least 8 others above 4 (P01, P02, and two at each 6-v-6 table,
///   9 and 6 or 7 and 7): out. A loss is 3, with at least 11 others above (P01, P02,
///   two at each 6-v-6 table, the opponent, one of each other 3-v-3 table): out. A win is 6:
///   between 5 and 10 others above, decided by OMW.
/// - P15, P16: a win is 3, below at least 11 others: out whatever happens.
#[test]
fn sixteen_players_four_rounds_top_eight() {
    let e = event(&bracket(16, 3), Some(4));
    let r = round_advice(&e, 8, 200);
    assert_eq!(r.method, Method::Enumerated);
    assert_eq!(r.tables.len(), 8);
    check(&e, &r, "P01", [Locked, Locked, Locked]);
    check(&e, &r, "P02", [Locked, Locked, Locked]);
    check_reason(
        &e,
        &r,
        "P01",
        Mine::Loss,
        &["At most 4 others can finish on 9 points or more"],
    );
    for name in ["P03", "P04", "P05", "P06", "P07", "P08"] {
        check(&e, &r, name, [Locked, Locked, Depends]);
        check_reason(
            &e,
            &r,
            name,
            Mine::Draw,
            &["At most 7 others can finish on 7 points or more"],
        );
        check_reason(
            &e,
            &r,
            name,
            Mine::Loss,
            &["tied on 6 points with up to 5 others", "OMW decides"],
        );
    }
    for t in 1..=3 {
        assert_eq!(r.tables[t].draw_flag(), Some(DrawFlag::Both));
    }
    for name in ["P09", "P10", "P11", "P12", "P13", "P14"] {
        let a = answer(&e, &r, name, Mine::Win);
        assert_ne!(a.status, Locked, "{name}: {}", a.reason);
        check_reason(
            &e,
            &r,
            name,
            Mine::Draw,
            &["At least 8 others finish on more than 4 points"],
        );
        check_reason(
            &e,
            &r,
            name,
            Mine::Loss,
            &["At least 11 others finish on more than 3 points"],
        );
        assert_eq!(answer(&e, &r, name, Mine::Draw).status, Out);
        assert_eq!(answer(&e, &r, name, Mine::Loss).status, Out);
    }
    // A 3-v-3 winner whom OMW leaves out every time is out "in all ways": the seven other pending
    // tables, seven scores each, times the two scores of the win itself (2-0, 2-1): 2 x 7^7 =
    // 1,647,086 completions.
    for name in ["P09", "P10", "P11", "P12", "P13", "P14"] {
        let a = answer(&e, &r, name, Mine::Win);
        if a.status == Out {
            assert!(
                a.reason.contains(&format!(
                    "In all 1647086 ways the round can end with a win for {name}, game scores included"
                )),
                "{name}: {}",
                a.reason
            );
        }
    }
    check(&e, &r, "P15", [Out, Out, Out]);
    check(&e, &r, "P16", [Out, Out, Out]);
    check_reason(
        &e,
        &r,
        "P16",
        Mine::Loss,
        &["At least 15 others finish on more than 0 points"],
    );
}

/// A 6-v-6 loser of the 16-player event is in when every 3-v-3 table draws: P01, P02 and the
/// three 6-v-6 winners on 9 or 12, the three losers on 6, everyone else on 4 or less.
#[test]
fn sixteen_players_a_loser_on_six_is_in_when_the_three_point_tables_draw() {
    let e = event(&bracket(16, 3), Some(4));
    let win = GameResult::new(2, 0, 0);
    let loss = GameResult::new(0, 2, 0);
    let drawn = GameResult::new(1, 1, 1);
    let top8 = top(
        &e,
        8,
        &[
            (0, win),
            (1, loss),
            (2, loss),
            (3, loss),
            (4, drawn),
            (5, drawn),
            (6, drawn),
            (7, win),
        ],
    );
    let mut names = top8.clone();
    names.sort();
    assert_eq!(
        names,
        ["P01", "P02", "P03", "P04", "P05", "P06", "P07", "P08"]
    );
}

// ---------------------------------------------------------------------------------------------
// 32 players, 5 rounds, top 8: simulated.

/// After four rounds: 4-0 P01, P02 (12 points); 3-1 P03 to P10 (9); 2-2 P11 to P22 (6); 1-3 P23
/// to P30 (3); 0-4 P31, P32 (0). Round 5: P01-P02; P03-P06, P04-P07, P05-P09, P08-P10 (9 v 9);
/// six 6-v-6 tables (P11-P17, P12-P18, P13-P19, P14-P20, P15-P21, P16-P22); four 3-v-3 (P23-P27,
/// P24-P28, P25-P26, P29-P30); P31-P32. Sixteen pending tables: more than 8, so proofs and a
/// simulation of K completions.
///
/// - P01, P02: a loss is 12, and at most 5 others reach 12 (the opponent, one winner of each
///   9-v-9 table): locked whatever happens.
/// - 9 v 9: a win is 12, at most 5 others reach 12 (P01, P02, three other 9-v-9 winners):
///   locked. A draw is 10: above for sure only P01, P02 and one of each other 9-v-9 table (5);
///   up to 7 others level on 10: depends (in when the other 9-v-9 tables are decisive: 5 above).
///   A loss is 9: depends.
/// - 6 v 6: a draw is 7, with at least 10 others above 7 (P01, P02, and two at each 9-v-9 table):
///   out. A loss is 6, with at least 16 above (P01, P02, two at each 9-v-9 table, the opponent,
///   one of each other 6-v-6 table): out. A
///   win is 9: at least 6 above on points, so never locked.
/// - 3 v 3 and P31-P32: a win is 6 or 3, below at least 16 others: out whatever happens.
#[test]
fn thirty_two_players_five_rounds_top_eight() {
    let e = event(&bracket(32, 4), Some(5));
    let samples = 37;
    let r = round_advice(&e, 8, samples);
    assert_eq!(r.method, Method::Simulated);
    assert_eq!(r.samples, samples);
    assert_eq!(r.tables.len(), 16);
    check(&e, &r, "P01", [Locked, Locked, Locked]);
    check(&e, &r, "P02", [Locked, Locked, Locked]);
    check_reason(
        &e,
        &r,
        "P02",
        Mine::Loss,
        &["At most 5 others can finish on 12 points or more"],
    );
    for name in ["P03", "P04", "P05", "P06", "P07", "P08", "P09", "P10"] {
        check(&e, &r, name, [Locked, Depends, Depends]);
        check_reason(
            &e,
            &r,
            name,
            Mine::Win,
            &["At most 5 others can finish on 12 points or more"],
        );
        check_reason(
            &e,
            &r,
            name,
            Mine::Draw,
            &["tied on 10 points with up to 7 others", "OMW decides"],
        );
    }
    for i in 11..=22 {
        let name = format!("P{i}");
        let win = answer(&e, &r, &name, Mine::Win);
        assert_ne!(win.status, Locked, "{name}: {}", win.reason);
        assert_eq!(answer(&e, &r, &name, Mine::Draw).status, Out, "{name}");
        assert_eq!(answer(&e, &r, &name, Mine::Loss).status, Out, "{name}");
        check_reason(
            &e,
            &r,
            &name,
            Mine::Draw,
            &["At least 10 others finish on more than 7 points"],
        );
        check_reason(
            &e,
            &r,
            &name,
            Mine::Loss,
            &["At least 16 others finish on more than 6 points"],
        );
    }
    for i in 23..=32 {
        check(&e, &r, &format!("P{i}"), [Out, Out, Out]);
    }
    // Every "depends" carries a simulated share of K.
    let mut depends = 0;
    for t in &r.tables {
        for o in &t.outcomes {
            for a in [Some(&o.a), o.b.as_ref()].into_iter().flatten() {
                match a.status {
                    Depends => {
                        depends += 1;
                        let c = a.chance.unwrap();
                        assert!(!c.exact);
                        assert_eq!(c.of, u128::from(samples));
                        assert!(c.made <= c.of);
                        assert!(c.to_string().ends_with("/37"), "{c}");
                    }
                    _ => assert_eq!(a.chance, None),
                }
            }
        }
    }
    // 9 v 9: 8 players x 2 (draw, loss); 6 v 6: at most 12 wins.
    assert!((16..=28).contains(&depends), "{depends}");
}

/// The 32-player proofs hold on random completions (no enumeration backs them).
#[test]
fn thirty_two_players_locked_and_out_hold_on_random_completions() {
    let e = event(&bracket(32, 4), Some(5));
    let r = round_advice(&e, 8, 20);
    let (locked, out) = spot_check(&e, &r, 8, 150);
    assert!(locked > 0 && out > 0);
}

// ---------------------------------------------------------------------------------------------
// Two players level on points, separated by a proven OMW bound.

/// 19 players, round 2 of 2 paired, for the OMW bound: see
/// [`a_tie_on_points_decided_by_a_proven_omw_bound`].
const OMW_EVENT: &str = include_str!("data/advice-19-omw.csv");

/// 19 players, 2 rounds, top 5. Otto (registered first, so registration order would favour
/// him) has a bye in round 1; W1 to W9 beat L1 to L9, 2-0. Round 2, every table pending (nine,
/// so no enumeration): W1-W2, W3-W4, W5-W6, W7-W8 (3 v 3), W9-L8 and Otto-L9 (3 v 0), L1-L2,
/// L3-L4, L5-L6 (0 v 0), and a bye for L7.
///
/// If W1 wins, W1 has 6 points. Up to 5 others can reach 6: the winners of W3-W4, W5-W6, W7-W8,
/// W9 and Otto. On points alone a top 5 is not locked. But Otto's OMW is exactly L9's match-win
/// % (his bye is left out of OMW), and L9, beaten by Otto, finishes 0-2: 0.33, the floor. W1's
/// OMW is at least (L1's 0.33 at worst + W2's 1/2, beaten by W1) / 2 = 0.415 > 0.33. So Otto is
/// below W1 whatever happens, at most 4 others finish above W1, and a win locks W1 in. (W9's OMW,
/// (L9 + L8) / 2, reaches (1/2 + 0.33) / 2 = 0.415 at best, level with W1's worst, so W9 stays
/// among the 4 who may finish above.)
#[test]
fn a_tie_on_points_decided_by_a_proven_omw_bound() {
    let e = event(OMW_EVENT, Some(2));
    assert_eq!(e.players[0].name, "Otto");
    let r = round_advice(&e, 5, 100);
    assert_eq!(r.method, Method::Simulated);
    let a = answer(&e, &r, "W1", Mine::Win);
    assert_eq!(a.status, Locked, "{}", a.reason);
    assert_eq!(a.chance, None);
    check_reason(
        &e,
        &r,
        "W1",
        Mine::Win,
        &[
            "Up to 5 others can finish on 6 points or more",
            "OMW and the tiebreakers after it put at most 4 of them above W1",
        ],
    );
    // The same for W2 and every winner of a 3-v-3 table.
    for name in ["W2", "W3", "W4", "W5", "W6", "W7", "W8"] {
        let a = answer(&e, &r, name, Mine::Win);
        assert_eq!(a.status, Locked, "{name}: {}", a.reason);
        assert!(a.reason.contains("put at most"), "{name}: {}", a.reason);
    }
    let (locked, _) = spot_check(&e, &r, 5, 300);
    assert!(locked > 0);
}

/// Every "depends" should carry its share of the K completions, as the issue's `S` does. A draw
/// at W1-W2 leaves W1 on 4: the proof sees that some way puts 5 others above (every 3-v-3 table
/// decisive, W9 and Otto winning: six on 6) and some way fewer (every table drawn), so it settles
/// "depends" itself and the case is never simulated: `chance` is `None`.
#[test]
fn a_depends_settled_by_the_proof_still_has_a_chance() {
    let e = event(OMW_EVENT, Some(2));
    let r = round_advice(&e, 5, 100);
    let a = answer(&e, &r, "W1", Mine::Draw);
    assert_eq!(a.status, Depends, "{}", a.reason);
    let c = a.chance.expect("a simulated share of 100");
    assert_eq!(c.of, 100);
}

/// One completion of the same event where six players finish on 6 for five places: every table
/// won by its player A, 2-0. W1, W3, W5 and W7 have OMW 1/2 (each opponent 1-1; L7's round-2 bye
/// counts in its match-win % under the MTR), W9 and Otto 0.33; all have GWP 1 and OGW 1/2 or
/// 0.33. Registration order then puts W1, W3, W5, W7 in that order, and Otto (registered first)
/// above W9, who is 6th.
#[test]
fn the_omw_bound_in_a_completion_with_six_players_on_six() {
    let e = event(OMW_EVENT, Some(2));
    let results: Vec<(usize, GameResult)> = (0..9).map(|j| (j, GameResult::new(2, 0, 0))).collect();
    assert_eq!(top(&e, 5, &results), ["W1", "W3", "W5", "W7", "Otto"]);
}

// ---------------------------------------------------------------------------------------------
// A bye.

/// 7 players, round 2 of 2. Round 1: A beats B, C beats D, E beats F, G has the bye. Round 2:
/// A-C and E-G (3 v 3), D-F (0 v 0), B has the bye.
///
/// B's bye is 3 points. Top 2: at least 2 others finish above 3 (one of A-C, 6 or 4 and 4; one
/// of E-G likewise): out. Top 6: at most 5 others can reach 3 (A and C, E and G, the winner of
/// D-F): locked.
#[test]
fn a_bye_is_one_outcome_with_no_b() {
    let e = event(include_str!("data/advice-7-bye.csv"), Some(2));
    let r = round_advice(&e, 2, 100);
    let bye = r.table_of(id(&e, "B")).unwrap();
    assert_eq!(bye.table, 4);
    assert_eq!(bye.b, None);
    assert_eq!(bye.result, None);
    assert_eq!(bye.outcomes.len(), 1);
    assert_eq!(bye.outcomes[0].outcome, Outcome::AWins);
    assert!(bye.outcomes[0].b.is_none());
    assert_eq!(bye.draw_flag(), None);
    let a = &bye.outcomes[0].a;
    assert_eq!(a.status, Out, "{}", a.reason);
    assert!(
        a.reason
            .contains("more than 3 points whatever happens elsewhere, so the bye leaves B outside"),
        "{}",
        a.reason
    );

    let r = round_advice(&e, 6, 100);
    let a = &r.table_of(id(&e, "B")).unwrap().outcomes[0].a;
    assert_eq!(a.status, Locked, "{}", a.reason);
    assert!(
        a.reason.contains(
            "At most 5 others can finish on 3 points or more, so the bye (3 points) locks B"
        ),
        "{}",
        a.reason
    );
}
