//! "What do I need?" (`core::advice`, issue 11) before a round is paired (the weakest result
//! that locks each player in, over the rounds left) and the requests it refuses. The arithmetic of
//! each case is written in its comment, as in `advice_cases.rs`.

mod common;
use common::advice::*;

use tiebreak::core::advice::{self, Status};
use tiebreak::core::Event;
use Status::{Depends, Locked, Out};

/// The 8-player event after round 2, round 3 not paired: one round left, top 4. Others can each
/// gain 3 at most. P01 on 6: a loss (6) leaves P02 and the four on 3 able to reach 6 (5, too many);
/// a draw (7) leaves only P02 able to reach 7: the weakest lock is 0-0-1. P03 on 3: no result
/// locks (a win's 6 can be reached by five others), none is out (only P01 and P02 are above 3
/// already). P07 on 0: a loss (0) or a draw (1) has six already above: out; a win (3) depends.
#[test]
fn before_the_last_round_is_paired_the_weakest_lock() {
    let csv: String = EIGHT_BY_THREE
        .lines()
        .filter(|l| !l.starts_with("3,"))
        .map(|l| format!("{l}\n"))
        .collect();
    let e = event(&csv, Some(3));
    let n = needs_advice(&e, 4);
    assert_eq!(n.round, 3);
    assert_eq!(n.cut, 4);
    assert_eq!(n.rounds_left, 1);
    let names: Vec<&str> = n
        .players
        .iter()
        .map(|p| e.players[p.player].name.as_str())
        .collect();
    // By points, then registration (P05 and P06 were registered before P03 and P04).
    assert_eq!(
        names,
        ["P01", "P02", "P05", "P06", "P03", "P04", "P07", "P08"]
    );
    let of = |name: &str| n.players.iter().find(|p| p.player == id(&e, name)).unwrap();
    let summary = |name: &str| -> Vec<(String, u32, Status)> {
        of(name)
            .results
            .iter()
            .map(|r| (r.record(), r.points, r.answer.status))
            .collect()
    };
    let rec = |s: &str, p: u32, st: Status| (s.to_string(), p, st);
    assert_eq!(
        summary("P01"),
        [
            rec("0-1-0", 6, Depends),
            rec("0-0-1", 7, Locked),
            rec("1-0-0", 9, Locked)
        ]
    );
    assert_eq!(of("P01").points, 6);
    assert_eq!(of("P01").weakest_lock, Some(1));
    let reason = &of("P01").results[1].answer.reason;
    for part in [
        "1 other can reach 7 points over",
        "so a draw (7 points) locks P01 into the top 4.",
    ] {
        assert!(reason.contains(part), "`{part}` not in `{reason}`");
    }
    assert_eq!(
        summary("P03"),
        [
            rec("0-1-0", 3, Depends),
            rec("0-0-1", 4, Depends),
            rec("1-0-0", 6, Depends)
        ]
    );
    assert_eq!(of("P03").weakest_lock, None);
    assert_eq!(
        summary("P07"),
        [
            rec("0-1-0", 0, Out),
            rec("0-0-1", 1, Out),
            rec("1-0-0", 3, Depends)
        ]
    );
    assert_eq!(of("P07").weakest_lock, None);
    assert_eq!(
        of("P07").results[0].answer.reason,
        "6 others already have more than 0 points, so a loss (0 points) leaves P07 outside the top 4."
    );
}

/// The 8-player event after round 1 of 3, top 4: two rounds left, six distinct totals. P01 (3):
/// 1-0-1 makes 7, which only the other three winners (3 + 6 = 9) can reach: locked; 1-1-0 makes
/// 6, which the four on 0 can reach too. P05 (0): 0, 1 or 2 points leave the four winners above:
/// out; 3 or more depends.
#[test]
fn two_rounds_left_every_total_and_the_weakest_lock() {
    let csv: String = EIGHT_BY_THREE
        .lines()
        .filter(|l| !l.starts_with("2,") && !l.starts_with("3,"))
        .map(|l| format!("{l}\n"))
        .collect();
    let e = event(&csv, Some(3));
    let n = needs_advice(&e, 4);
    assert_eq!((n.round, n.rounds_left), (2, 2));
    let of = |name: &str| n.players.iter().find(|p| p.player == id(&e, name)).unwrap();
    let records: Vec<String> = of("P01").results.iter().map(|r| r.record()).collect();
    assert_eq!(
        records,
        ["0-2-0", "0-1-1", "0-0-2", "1-1-0", "1-0-1", "2-0-0"]
    );
    let statuses =
        |name: &str| -> Vec<Status> { of(name).results.iter().map(|r| r.answer.status).collect() };
    assert_eq!(
        statuses("P01"),
        [Depends, Depends, Depends, Depends, Locked, Locked]
    );
    assert_eq!(of("P01").weakest_lock, Some(4));
    assert_eq!(of("P01").results[4].points, 7);
    assert_eq!(statuses("P05"), [Out, Out, Out, Depends, Depends, Depends]);
    assert_eq!(of("P05").weakest_lock, None);
}

/// With every result in and no number of rounds set, one more round is assumed.
#[test]
fn without_planned_rounds_one_more_round_is_assumed() {
    let csv: String = EIGHT_BY_THREE
        .lines()
        .filter(|l| !l.starts_with("3,"))
        .map(|l| format!("{l}\n"))
        .collect();
    let n = needs_advice(&event(&csv, None), 4);
    assert_eq!((n.round, n.rounds_left), (3, 1));
}

/// Before round 1, with the number of rounds set: every player on 0, three rounds left.
#[test]
fn before_round_one_every_player_needs_the_same() {
    let mut e = Event::default();
    for name in ["Ann", "Bo", "Cy", "Di"] {
        e.add_player(name).unwrap();
    }
    e.planned_rounds = Some(3);
    let n = needs_advice(&e, 2);
    assert_eq!((n.round, n.rounds_left), (1, 3));
    assert!(n.players.iter().all(|p| p.points == 0));
    // 3-0-0 (9): the other three can reach 9 too, so nothing locks a top 2 this early.
    assert!(n.players.iter().all(|p| p.weakest_lock.is_none()));
}

// ---------------------------------------------------------------------------------------------
// Errors, word for word.

fn check_error(event: &Event, cut: usize, samples: u32, message: &str) {
    assert_eq!(
        advice::advise(event, cut, samples).unwrap_err().to_string(),
        message
    );
}

#[test]
fn a_cut_of_zero_is_refused() {
    check_error(
        &event(EIGHT_BY_THREE, Some(3)),
        0,
        200,
        "a cut of 0 players is not a cut: give the size of the playoff, such as 8 or 4.",
    );
}

#[test]
fn a_cut_larger_than_the_field_is_refused() {
    check_error(
        &event(EIGHT_BY_THREE, Some(3)),
        9,
        200,
        "a top 9 needs 9 players who have not dropped; there are 8.",
    );
}

#[test]
fn samples_out_of_range_are_refused() {
    let e = event(EIGHT_BY_THREE, Some(3));
    check_error(
        &e,
        4,
        0,
        "0 simulated completions is out of range: give 1 to 10000.",
    );
    check_error(
        &e,
        4,
        10_001,
        "10001 simulated completions is out of range: give 1 to 10000.",
    );
    assert!(advice::advise(&e, 4, 10_000).is_ok());
}

#[test]
fn an_earlier_round_missing_a_result_is_refused() {
    let one = EIGHT_BY_THREE.replace("1,P01,P05,2,0,0", "1,P01,P05,,,");
    check_error(
        &event(&one, Some(3)),
        4,
        200,
        "round 1 still waits for 1 result: enter it before asking what the last round needs.",
    );
    let two = one.replace("2,P02,P04,2,0,0", "2,P02,P04,,,");
    check_error(
        &event(&two, Some(3)),
        4,
        200,
        "round 1 still waits for 1 result: enter it before asking what the last round needs.",
    );
    let both_in_one = one.replace("1,P02,P06,2,0,0", "1,P02,P06,,,");
    check_error(
        &event(&both_in_one, Some(3)),
        4,
        200,
        "round 1 still waits for 2 results: enter them before asking what the last round needs.",
    );
}

#[test]
fn an_event_whose_planned_rounds_are_all_played_is_refused() {
    let done = EIGHT_BY_THREE
        .replace("3,P01,P02,,,", "3,P01,P02,2,0,0")
        .replace("3,P03,P05,,,", "3,P03,P05,2,0,0")
        .replace("3,P04,P06,,,", "3,P04,P06,2,0,0")
        .replace("3,P07,P08,,,", "3,P07,P08,2,0,0");
    check_error(
        &event(&done, Some(3)),
        4,
        200,
        "all 3 planned rounds are played: the standings are final, so nothing is left to advise.",
    );
}

#[test]
fn no_round_and_no_planned_rounds_is_refused() {
    let mut e = Event::default();
    for name in ["Ann", "Bo"] {
        e.add_player(name).unwrap();
    }
    check_error(
        &e,
        1,
        200,
        "no round is paired and the number of rounds is not set: set it, or pair round 1.",
    );
}
