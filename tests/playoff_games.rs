//! A playoff match's games (issue 41 §4): typed as at a Swiss table (`2-1` from the first
//! player's side), the winner following them; a draw or an impossible result refused with a
//! sentence; the games kept by the event file and carried by the players' link.

#![cfg(not(target_arch = "wasm32"))]

use tiebreak::core::edit::{apply, Edit, Stamp};
use tiebreak::core::model::playoff::Playoff;
use tiebreak::core::{read_event_json, share, write_event_json, Event, GameResult};

fn stamp() -> Stamp {
    Stamp::at("2026-11-29T10:00:00Z")
}

/// Nine players, three rounds played, a top 8 seeded.
fn top8() -> Event {
    let mut e = Event::default();
    for i in 0..9 {
        e.add_player(&format!("P{i}")).unwrap();
    }
    for round in 1..=3 {
        e = apply(
            &e,
            &Edit::PairRound {
                round,
                power: false,
                seed: u64::from(round),
            },
            &stamp(),
        )
        .unwrap();
        let tables = e.rounds[round as usize - 1].pairings.len();
        for table in 0..tables {
            let result = Some(GameResult::new(2, (table % 2) as u32, 0));
            if let Ok(next) = apply(
                &e,
                &Edit::SetResult {
                    round,
                    table,
                    result,
                },
                &stamp(),
            ) {
                e = next;
            }
        }
    }
    apply(&e, &Edit::SeedPlayoff { size: 8 }, &stamp()).unwrap()
}

fn playoff(e: &Event) -> &Playoff {
    e.playoff.as_ref().unwrap()
}

fn games(index: usize, w: u32, l: u32, d: u32) -> Edit {
    Edit::PlayoffGames {
        index,
        result: Some(GameResult::new(w, l, d)),
    }
}

#[test]
fn the_games_decide_the_winner_and_a_draw_is_refused() {
    let e = top8();
    let first = playoff(&e).matches()[0];
    let (a, b) = (first.a.unwrap(), first.b.unwrap());
    let won = apply(&e, &games(0, 2, 1, 0), &stamp()).unwrap();
    assert_eq!(playoff(&won).winners[0], Some(a));
    assert_eq!(playoff(&won).results[0], Some(GameResult::new(2, 1, 0)));
    let lost = apply(&won, &games(0, 1, 2, 0), &stamp()).unwrap();
    assert_eq!(playoff(&lost).winners[0], Some(b));
    assert_eq!(playoff(&lost).results[0], Some(GameResult::new(1, 2, 0)));
    assert_eq!(
        apply(&e, &games(0, 1, 1, 1), &stamp()).unwrap_err().to_string(),
        "1-1-1 is a draw, and a playoff match has a winner: play it out, then enter the games, such as 2-1."
    );
    assert_eq!(
        apply(&e, &games(0, 3, 0, 0), &stamp())
            .unwrap_err()
            .to_string(),
        "3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games."
    );
    // A semifinal waits for its players.
    assert_eq!(
        apply(&e, &games(4, 2, 0, 0), &stamp()).unwrap_err().to_string(),
        "this match's players are not decided yet: enter the winners of the matches before it first."
    );
    // Cleared: no games and no winner.
    let cleared = apply(
        &lost,
        &Edit::PlayoffGames {
            index: 0,
            result: None,
        },
        &stamp(),
    )
    .unwrap();
    assert_eq!(playoff(&cleared).winners[0], None);
    assert_eq!(playoff(&cleared).results[0], None);
    // A winner clicked where the games said the other player: the games go.
    let clicked = apply(
        &won,
        &Edit::PlayoffWinner {
            index: 0,
            winner: Some(b),
        },
        &stamp(),
    )
    .unwrap();
    assert_eq!(playoff(&clicked).results[0], None);
}

#[test]
fn a_whole_top_8_with_games_is_kept_by_the_file_and_the_link() {
    let mut e = top8();
    for index in 0..4 {
        e = apply(&e, &games(index, 2, index as u32 % 2, 0), &stamp()).unwrap();
    }
    e = apply(&e, &games(4, 0, 2, 0), &stamp()).unwrap();
    e = apply(&e, &games(5, 2, 1, 0), &stamp()).unwrap();
    e = apply(
        &e,
        &Edit::ThirdPlaceGames {
            result: Some(GameResult::new(1, 2, 0)),
        },
        &stamp(),
    )
    .unwrap();
    e = apply(&e, &games(6, 2, 0, 0), &stamp()).unwrap();
    let p = playoff(&e);
    let last = p.matches()[6];
    assert_eq!(p.champion(), last.a);
    let third = p.third_place.unwrap();
    assert_eq!(third.result, Some(GameResult::new(1, 2, 0)));
    assert_eq!(third.winner, p.third_place_players().map(|(_, b)| b));
    assert!(e.validate().is_ok());
    let read = read_event_json(&write_event_json(&e)).unwrap();
    assert_eq!(read.playoff, e.playoff);
    let link = share::decode(&share::encode(&e, 1_764_000_000)).unwrap();
    assert_eq!(link.event.playoff, e.playoff);
}
