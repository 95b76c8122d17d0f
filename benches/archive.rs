//! Reading an event from the open tournament-data archive's JSON (Melee's events) against reading
//! the same event as a match CSV: 1,200 players over 11 rounds, the archive with its published
//! `Standings` (as Melee's files have them; the decklists left out, as in `tests/data/`), and
//! again with a 60-card decklist a player, as the public archive has them.
//!
//! Issue 26: "Reading a 1,200-player archive file is no slower per match than reading the match
//! CSV." Run with `cargo bench --bench archive`: it prints each reader's median over 41 runs, per
//! file and per match, and the archive's time against the CSV's.

use std::fmt::Write as _;
use std::hint::black_box;
use std::time::{Duration, Instant};

use tiebreak::core::model::generate::swiss_event;
use tiebreak::core::{read_event, write_csv, Event, Pairing};

/// The event as an archive file: every round's matches (a bye against `-`), and the standings
/// with the figures of every player; with `decks`, a 60-card decklist for each player.
fn archive(event: &Event, decks: bool) -> String {
    let name = |p: usize| serde_json::to_string(&event.players[p].name).unwrap();
    let mut out = String::from(
        r#"{"Tournament":{"Date":"2026-03-07T18:00:00+00:00","Name":"Bench Open","Uri":"https://melee.gg/Tournament/View/1","Formats":"Modern"},"Decks":["#,
    );
    if decks {
        for p in 0..event.players.len() {
            if p > 0 {
                out.push(',');
            }
            let cards: Vec<String> = (0..15)
                .map(|c| format!(r#"{{"Count":4,"CardName":"Card number {c} of a long name"}}"#))
                .collect();
            let _ = write!(
                out,
                r#"{{"Player":{},"Result":"5-4-0","AnchorUri":"https://melee.gg/Decklist/View/{p}","Mainboard":[{}],"Sideboard":[]}}"#,
                name(p),
                cards.join(",")
            );
        }
    }
    out.push_str(r#"],"Rounds":["#);
    for (i, round) in event.rounds.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, r#"{{"RoundName":"Round {}","Matches":["#, i + 1);
        for (t, pairing) in round.pairings.iter().enumerate() {
            if t > 0 {
                out.push(',');
            }
            match *pairing {
                Pairing::Match { a, b, result } => {
                    let r = result.unwrap_or(tiebreak::core::GameResult::new(0, 0, 0));
                    let _ = write!(
                        out,
                        r#"{{"Player1":{},"Player2":{},"Result":"{}-{}-{}"}}"#,
                        name(a),
                        name(b),
                        r.a_wins,
                        r.b_wins,
                        r.draws
                    );
                }
                Pairing::Bye { player } => {
                    let _ = write!(
                        out,
                        r#"{{"Player1":{},"Player2":"-","Result":"2-0-0"}}"#,
                        name(player)
                    );
                }
            }
        }
        out.push_str("]}");
    }
    out.push_str(r#"],"Standings":["#);
    for p in 0..event.players.len() {
        if p > 0 {
            out.push(',');
        }
        let _ = write!(
            out,
            r#"{{"Rank":{},"Player":{},"Points":0,"Wins":0,"Losses":0,"Draws":0,"OMWP":0.5555555,"GWP":0.4285714,"OGWP":0.5208333}}"#,
            p + 1,
            name(p)
        );
    }
    out.push_str("]}");
    out
}

/// The median time of `runs` calls of `f`, after 3 warm-ups.
fn median(runs: usize, mut f: impl FnMut()) -> Duration {
    for _ in 0..3 {
        f();
    }
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn main() {
    // `cargo test --benches` runs this too, once and quickly: the figures are for `cargo bench`.
    let quick = !std::env::args().any(|a| a == "--bench");
    let runs = if quick { 1 } else { 41 };
    let event = swiss_event(1200, 11, 26);
    let matches: usize = event
        .rounds
        .iter()
        .map(|r| {
            r.pairings
                .iter()
                .filter(|p| matches!(p, Pairing::Match { .. }))
                .count()
        })
        .sum();
    let csv = write_csv(&event);
    let plain = archive(&event, false);
    let with_decks = archive(&event, true);
    if let Ok(dir) = std::env::var("TIEBREAK_BENCH_DUMP") {
        std::fs::write(format!("{dir}/bench.csv"), &csv).unwrap();
        std::fs::write(format!("{dir}/bench.json"), &plain).unwrap();
    }
    // The same event from each: the same players, rounds and results.
    let from_csv = read_event(&csv, 3).unwrap();
    let from_archive = read_event(&plain, 3).unwrap();
    assert_eq!(from_csv.players, from_archive.players);
    assert_eq!(from_csv.rounds, from_archive.rounds);
    assert_eq!(read_event(&with_decks, 3).unwrap().rounds, from_csv.rounds);

    println!(
        "1200 players x 11 rounds, {matches} matches (medians of {runs} runs)\n\
         {:<34} {:>10} {:>10} {:>12}",
        "reader", "bytes", "ms", "ns/match"
    );
    let skip = median(runs, || {
        black_box(serde_json::from_str::<serde::de::IgnoredAny>(black_box(&plain)).unwrap());
    });
    println!(
        "(serde_json skipping the archive JSON: {:.2} ms, {:.0} ns/match)",
        skip.as_secs_f64() * 1e3,
        skip.as_nanos() as f64 / matches as f64
    );
    let mut csv_per_match = 0.0;
    for (what, text) in [
        ("match CSV", &csv),
        ("archive JSON, with Standings", &plain),
        ("archive JSON, Standings and decks", &with_decks),
    ] {
        let t = median(runs, || {
            black_box(read_event(black_box(text), 3).unwrap());
        });
        let per_match = t.as_nanos() as f64 / matches as f64;
        if what == "match CSV" {
            csv_per_match = per_match;
        }
        println!(
            "{what:<34} {:>10} {:>10.2} {:>12.0}{}",
            text.len(),
            t.as_secs_f64() * 1e3,
            per_match,
            if what == "match CSV" {
                String::new()
            } else {
                format!("  ({:.2}x the CSV)", per_match / csv_per_match)
            }
        );
    }
}
