//! The advice's unit tests.

use super::advisor::Advisor;
use super::answers::{eligible, Chance};
use crate::core::model::event::Pairing;
use crate::core::model::generate::swiss_event_with_changes;
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
