//! The advice's unit tests.

use super::advisor::Advisor;
use super::answers::{eligible, Chance};
use crate::core::event::{Event, GameResult, Pairing};
use crate::core::generate::swiss_event_with_changes;
use crate::core::pairing::Rng;
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

/// The simulation's ranking without the standings ([`Advisor::fast_in`]) is the
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
                let advisor = Advisor::new(&event, &eligible, cut, 0).unwrap();
                let mut rng = Rng::new(cut as u64 + players as u64);
                for _ in 0..20 {
                    let table_scores: Vec<usize> = advisor
                        .tables
                        .iter()
                        .map(|_| advisor.draw(&mut rng))
                        .collect();
                    let mut work = event.clone();
                    let all: Vec<usize> = (0..advisor.tables.len()).collect();
                    advisor.set(&mut work, last, &all, &table_scores);
                    let made = advisor.made_cut(&advisor.standings(&work).unwrap());
                    let score_of = advisor.player_scores(&table_scores);
                    for (p, &made) in made.iter().enumerate() {
                        assert_eq!(
                            advisor.fast_in(&score_of, p),
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

/// The rounds page offers the advice for the round waiting for results, else for the next one to
/// pair while rounds remain; never before round 1 is paired.
#[test]
fn the_advice_is_offered_for_the_waiting_round_or_the_next() {
    use crate::core::read_csv;
    let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,0,0\n1,Cy,Di,,,\n";
    let mut event = read_csv(csv, 3).unwrap();
    assert!(super::offered_for(&event, 1));
    assert!(!super::offered_for(&event, 2));
    event.rounds[0].pairings[1] = Pairing::Match {
        a: 2,
        b: 3,
        result: Some(GameResult::new(2, 1, 0)),
    };
    assert!(!super::offered_for(&event, 1));
    assert!(super::offered_for(&event, 2));
    event.planned_rounds = Some(1);
    assert!(!super::offered_for(&event, 2));
    assert!(!super::offered_for(&Event::default(), 1));
}

#[test]
fn a_cut_is_empty_or_a_whole_number() {
    assert_eq!(super::parse_cut(" "), Ok(0));
    assert_eq!(super::parse_cut("8"), Ok(8));
    let refused = "“0” is not a cut: type the size of the playoff, such as 8.";
    assert_eq!(super::parse_cut("0"), Err(refused.to_string()));
    assert_eq!(
        super::parse_cut("top"),
        Err("“top” is not a cut: type the size of the playoff, such as 8.".to_string())
    );
}
