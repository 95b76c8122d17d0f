//! The event file and the store's index: the files earlier builds wrote (schema 1, in
//! `tests/data/golden/`) still read as the events they came from; the writer writes, byte for
//! byte, the schema 2 files in `tests/data/golden/schema-2/`; and every file reads back as the
//! event it came from.

#![cfg(not(target_arch = "wasm32"))]

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use proptest::prelude::*;
use tiebreak::core::edit::{self, Edit, Stamp};
use tiebreak::core::model::generate::swiss_event;
use tiebreak::core::pairing::start_playoff;
use tiebreak::core::{
    read_csv, read_event_json, write_csv, write_event_json, write_event_json_compact,
    write_log_json, ByeGames, Event, Fraction, GameResult, LogKind, MissedRounds, Pairing,
    PenaltyKind, RepeatedOpponents, Ruleset, Tiebreaker, FLOOR_THIRD,
};
use tiebreak::store::{Backend, Index, StorageError, Store, INDEX_KEY};

/// The pod scenario, read from its match CSV.
fn pod() -> Event {
    read_csv(include_str!("data/pod-scenario-2.csv"), 3).unwrap()
}

/// Late entries, drops, missed rounds left out, planned rounds, a seed, a pending result, a draw
/// and a playoff under way.
fn everything() -> Event {
    let mut event = swiss_event(12, 4, 1);
    event.name = "Friday Night Magic".into();
    event.date = "2026-11-22".into();
    event.set_dropped(3, Some(4)).unwrap();
    let late = event.add_late_player("Lee").unwrap();
    event.players[late].entered_round = Some(3);
    event.missed_rounds = MissedRounds::LeftOut;
    event.planned_rounds = Some(5);
    event.seed = Some(u64::MAX);
    let mut playoff = start_playoff(&event, 8).unwrap();
    let first = playoff.matches()[0];
    playoff.set_winner(0, first.a).unwrap();
    event.playoff = Some(playoff);
    event.push_match(5, 0, 1, None).unwrap();
    event
        .push_match(5, 2, 4, Some(GameResult::new(1, 1, 1)))
        .unwrap();
    event.push_bye(5, late).unwrap();
    event
}

/// A ruleset with every option set by hand, in a best of five.
fn custom() -> Event {
    let mut event = read_csv(
        "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,3,2,0\n1,Cy,BYE,,,\n2,Ann,Cy,0,0,3\n2,Bo,BYE,,,\n",
        5,
    )
    .unwrap();
    event.ruleset = Ruleset {
        name: "custom".into(),
        match_win_floor: Some(Fraction::new(1, 4)),
        game_win_floor: None,
        opponent_game_win_floor: Some(FLOOR_THIRD),
        byes_in_match_win: false,
        bye_games: ByeGames::NotCounted,
        repeated_opponents: RepeatedOpponents::Once,
        tiebreakers: vec![
            Tiebreaker::MatchPoints,
            Tiebreaker::Cumulative,
            Tiebreaker::OpponentsOpponentsMatchWinPct,
            Tiebreaker::MatchWinPct,
        ],
        ..Ruleset::default()
    };
    event
}

/// Names that need escaping, and a preset changed by hand (written out in full).
fn escapes() -> Event {
    let mut event = Event {
        name: "Zoë's \"open\" \\ night\n".into(),
        date: "\u{1}\u{7f}\u{8}\u{c}\r".into(),
        ..Event::default()
    };
    // A player's name has no control characters (`check_name`); the event's name and date may.
    for name in [
        "Zoë \"Z\" \\ x",
        "日本語 ✓ 😀",
        "\u{202e}right-to-left",
        "</script>",
        "line break",
    ] {
        event.add_player(name).unwrap();
    }
    event
        .push_match(1, 0, 1, Some(GameResult::new(2, 0, 0)))
        .unwrap();
    event
        .push_match(1, 2, 3, Some(GameResult::new(0, 2, 1)))
        .unwrap();
    event.push_bye(1, 4).unwrap();
    event.ruleset = Ruleset {
        match_win_floor: None,
        ..Ruleset::preset("wer").unwrap()
    };
    event
}

/// A 4-player event (and a late entry) corrected as an organizer would, through the core's edits (each stamped at
/// its own minute): a round 1 result corrected after round 2 was paired, two players swapped in
/// round 2, a game loss, a round 2 result corrected, a drop, a late entry, a table added to round
/// 3 by hand and removed, and a ruleset change undone. The same event is
/// `tests/data/golden/schema-2/corrected.json`, which `tests/cli.rs` runs `tiebreak log` on.
fn corrected() -> Event {
    let mut event = Event {
        name: "Friday draft".into(),
        date: "2026-11-24".into(),
        planned_rounds: Some(3),
        seed: Some(7),
        ..Event::default()
    };
    for name in ["Ann", "Bo", "Cy", "Dee"] {
        event.add_player(name).unwrap();
    }
    let won = |a, b| Some(GameResult::new(a, b, 0));
    event.push_match(1, 0, 1, won(2, 1)).unwrap();
    event.push_match(1, 2, 3, won(2, 0)).unwrap();
    event.push_match(2, 0, 2, None).unwrap();
    event.push_match(2, 1, 3, None).unwrap();
    let edits = [
        (
            "14:05",
            "slip misread",
            Edit::SetResult {
                round: 1,
                table: 0,
                result: won(1, 2),
            },
        ),
        (
            "14:10",
            "",
            Edit::Swap {
                round: 2,
                a: 0,
                b: 1,
            },
        ),
        (
            "14:20",
            "",
            Edit::GivePenalty {
                round: 2,
                player: 2,
                kind: PenaltyKind::GameLoss,
                reason: "Tardiness".into(),
            },
        ),
        (
            "14:40",
            "",
            Edit::SetResult {
                round: 2,
                table: 0,
                result: won(2, 0),
            },
        ),
        (
            "14:41",
            "",
            Edit::SetResult {
                round: 2,
                table: 1,
                result: Some(GameResult::new(1, 1, 1)),
            },
        ),
        (
            "14:45",
            "typed at the wrong table",
            Edit::SetResult {
                round: 2,
                table: 1,
                result: won(2, 1),
            },
        ),
        (
            "14:50",
            "",
            Edit::Drop {
                player: 3,
                after: 2,
            },
        ),
        ("14:55", "", Edit::AddLatePlayer { name: "Eve".into() }),
        (
            "15:00",
            "",
            Edit::AddTable {
                round: 3,
                a: 0,
                b: Some(1),
            },
        ),
        (
            "15:01",
            "a rematch",
            Edit::RemoveTable { round: 3, table: 0 },
        ),
        (
            "15:05",
            "",
            Edit::SetRuleset {
                ruleset: Ruleset::preset("wer").unwrap(),
            },
        ),
    ];
    let stamp = |at: &str, reason: &str| Stamp {
        reason: Some(reason.to_string()).filter(|r| !r.is_empty()),
        ..Stamp::at(&format!("2026-11-24T{at}:00Z"))
    };
    let mut before = event.clone();
    for (at, reason, change) in &edits {
        before = event;
        event = edit::apply(&before, change, &stamp(at, reason)).unwrap();
    }
    // The last change, the ruleset's, undone as the app undoes it: back to the event before it,
    // with the log kept and an `undo` entry for the entry it wrote.
    let undone = [event.log.last().unwrap().clone()];
    edit::undo(
        &event,
        &before,
        &undone,
        &stamp("15:06", "changed by mistake"),
    )
    .unwrap()
}

fn events() -> Vec<(&'static str, Event)> {
    vec![
        ("pod", pod()),
        ("everything", everything()),
        ("custom", custom()),
        ("escapes", escapes()),
        ("empty", Event::default()),
    ]
}

fn golden(file: &str) -> String {
    let path = format!("{}/tests/data/golden/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The files in `tests/data/golden/` were written by earlier builds (serde, then a hand-written
/// writer that printed the same bytes, then serde again): schema 1, before the corrections log.
/// They are kept as they were written, and each still reads as the event it came from, with an
/// empty log and no penalties. (Only the player names of `escapes.json` changed, when names lost
/// their control characters.)
#[test]
fn the_schema_1_files_of_earlier_builds_still_read() {
    for (name, event) in events() {
        for file in [format!("{name}.json"), format!("{name}.compact.json")] {
            let text = golden(&file);
            assert!(
                text.contains("\"schema\": 1,") || text.contains("\"schema\":1,"),
                "{file}"
            );
            let read = read_event_json(&text).unwrap();
            assert_eq!(read, event, "{file}");
            assert!(read.log.is_empty() && read.penalties.is_empty(), "{file}");
        }
    }
}

/// Issue 41: an older build let two players be `Alice Nguyen` and `Alice  Nguyen` (told apart by
/// their inner spaces), or `José` twice (the accent one character, U+00E9, or `e` and a combining
/// accent). `look-alikes.json` is such a file, made with that build's writer (it shows two rows
/// named `Alice Nguyen`, and reads the file), with a player named `Alice Nguyen (2)` too. It still
/// reads: each name stored single-spaced and composed, the later of two look-alikes numbered with
/// a number no other player has, and the rounds, the drop, the penalty, the log and the published
/// standings still naming the player they named.
#[test]
fn an_older_builds_file_with_look_alike_names_still_reads() {
    let text = golden("look-alikes.json");
    let event = read_event_json(&text).unwrap();
    let names: Vec<&str> = event.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Alice Nguyen",
            "Alice Nguyen (3)",
            "Jos\u{e9}",
            "Jos\u{e9} (2)",
            "Bo",
            "Alice Nguyen (2)"
        ]
    );
    let tables: Vec<Vec<(usize, usize)>> = event
        .rounds
        .iter()
        .map(|r| {
            r.pairings
                .iter()
                .map(|t| match *t {
                    Pairing::Match { a, b, .. } => (a, b),
                    Pairing::Bye { player } => (player, player),
                })
                .collect()
        })
        .collect();
    assert_eq!(tables, [[(0, 1), (2, 3), (4, 5)], [(0, 5), (2, 1), (3, 4)]]);
    assert_eq!(event.players[3].dropped_after, Some(2));
    assert_eq!(event.penalties[0].player, 1);
    let log: Vec<Vec<&str>> = event
        .log
        .iter()
        .map(|e| e.players.iter().map(String::as_str).collect())
        .collect();
    assert_eq!(
        log,
        [
            vec!["Alice Nguyen", "Alice Nguyen (3)"],
            vec!["Alice Nguyen (3)"],
            vec!["Jos\u{e9} (2)"]
        ]
    );
    let published: Vec<usize> = event
        .published
        .as_ref()
        .unwrap()
        .rows
        .iter()
        .map(|r| r.player)
        .collect();
    assert_eq!(published, [0, 1, 2, 3, 5, 4]);
    event.validate().unwrap();
    assert_eq!(read_event_json(&write_event_json(&event)).unwrap(), event);
    // Two names that an older build refused too are still refused: the file was edited by hand.
    // (` alice nguyen ` is `Alice Nguyen` again; `alice  nguyen` is `Alice  Nguyen` again.)
    for twin in [" alice nguyen ", "alice  nguyen"] {
        let twice = text.replacen("\"name\": \"Bo\"", &format!("\"name\": \"{twin}\""), 1);
        assert_eq!(
            read_event_json(&twice).unwrap_err().to_string(),
            "there is already a player named `Alice Nguyen`: add something to tell them apart, such as an initial.",
            "{twin}"
        );
    }
    // A number after a long name still fits in 200 characters: the name is cut short.
    let long = format!("Alice Nguyen {}", "x".repeat(187));
    let file = format!(
        r#"{{"format": "tiebreak-event", "schema": 2, "name": "", "date": "", "best_of": 3, "ruleset": "mtr", "players": [{{"name": "{long}"}}, {{"name": "{}"}}], "rounds": [{{"round": 1, "tables": [{{"a": "{long}", "b": "{}"}}]}}]}}"#,
        long.replacen(' ', "\u{a0}", 1),
        long.replacen(' ', "\u{a0}", 1),
    );
    let event = read_event_json(&file).unwrap();
    assert_eq!(
        event.players[1].name,
        format!("Alice Nguyen {} (2)", "x".repeat(183))
    );
    assert_eq!(event.players[1].name.chars().count(), 200);
    assert!(matches!(
        event.rounds[0].pairings[0],
        Pairing::Match { a: 0, b: 1, .. }
    ));
}

/// The writer's bytes, held to the schema 2 files in `tests/data/golden/schema-2/`: the events
/// above (written as before but for the schema), and the corrected event with its log, penalties
/// and marks. Each file reads back as its event, and is written again byte for byte.
#[test]
fn the_writer_writes_the_schema_2_files() {
    let mut all = events();
    all.push(("corrected", corrected()));
    for (name, event) in all {
        let pretty = golden(&format!("schema-2/{name}.json"));
        let compact = golden(&format!("schema-2/{name}.compact.json"));
        assert_eq!(write_event_json(&event), pretty, "{name}.json");
        assert_eq!(
            write_event_json_compact(&event),
            compact,
            "{name}.compact.json"
        );
        for text in [&pretty, &compact] {
            let read = read_event_json(text).unwrap();
            assert_eq!(read, event, "{name}");
            assert_eq!(write_event_json(&read), pretty, "{name}");
            assert_eq!(write_event_json_compact(&read), compact, "{name}");
        }
    }
}

/// Apart from their schema, the earlier builds' files and the schema 2 files of events without
/// corrections are the same bytes: schema 2 only added fields, left out when empty.
#[test]
fn schema_2_adds_fields_and_changes_nothing_else() {
    for (name, _) in events() {
        for (file, from, to) in [
            (format!("{name}.json"), "\"schema\": 1,", "\"schema\": 2,"),
            (
                format!("{name}.compact.json"),
                "\"schema\":1,",
                "\"schema\":2,",
            ),
        ] {
            assert_eq!(
                golden(&file).replacen(from, to, 1),
                golden(&format!("schema-2/{file}")),
                "{file}"
            );
        }
    }
}

/// The corrected event holds what each edit wrote: its log in order, its penalty, and round 2
/// marked as paired before the correction of round 1, table 1.
#[test]
fn the_corrected_event_holds_its_log_penalties_and_marks() {
    let event = corrected();
    let kinds: Vec<&str> = event.log.iter().map(|e| e.kind.code()).collect();
    assert_eq!(
        kinds,
        [
            "result",
            "swap",
            "penalty",
            "result",
            "drop",
            "late-entry",
            "table-added",
            "table-removed",
            "ruleset",
            "undo"
        ]
    );
    assert_eq!(event.log[0].kind, LogKind::Result);
    assert_eq!(event.log[0].reason.as_deref(), Some("slip misread"));
    assert_eq!(event.penalties.len(), 1);
    assert_eq!(
        (
            event.penalties[0].round,
            event.penalties[0].player,
            event.penalties[0].kind
        ),
        (2, 2, PenaltyKind::GameLoss)
    );
    assert_eq!(event.rounds.len(), 2);
    assert_eq!(event.rounds[0].paired_before, []);
    assert_eq!(event.rounds[1].paired_before, [(1, 1)]);
    assert_eq!(event.ruleset, Ruleset::default());
    assert_eq!(event.players[4].entered_round, Some(3));
    assert_eq!(event.players[3].dropped_after, Some(2));
    // `write_log_json` is the file's own array: the pretty file holds it two spaces in.
    let file = write_event_json(&event);
    let array = write_log_json(&event).replace('\n', "\n  ");
    assert!(file.ends_with(&format!("\"log\": {array}\n}}")), "{file}");
}

/// The store's index after creating three events, deleting one and opening another.
#[test]
fn the_store_index_is_written_as_serde_wrote_it() {
    let items = Shared::default();
    let mut store = Store::open(items.clone());
    let first = store.create(&escapes()).unwrap();
    store.create(&pod()).unwrap();
    let third = store.create(&everything()).unwrap();
    store.delete(&third).unwrap();
    // The first event open again, as a reload with it open leaves the index.
    let mut index = store.index().clone();
    index.current = Some(first);
    let text = index.to_json();
    assert_eq!(text, golden("index.compact.json"));
    // Stored and reopened, the store reads the same index and writes it back unchanged.
    items
        .0
        .borrow_mut()
        .insert(INDEX_KEY.to_string(), text.clone());
    let again = Store::open(items.clone());
    assert_eq!(*again.index(), index);
    assert_eq!(again.index().to_json(), text);

    let items = Shared::default();
    let mut store = Store::open(items.clone());
    let only = store.create(&Event::default()).unwrap();
    store.delete(&only).unwrap();
    store.restore(&only).unwrap();
    let text = items.0.borrow()[INDEX_KEY].clone();
    assert_eq!(text, golden("index-none-open.compact.json"));
    assert_eq!(Index::from_json(&text).unwrap(), *store.index());
}

#[test]
fn generated_events_read_back_exactly() {
    for (players, rounds, seed) in [
        (0, 0, 1),
        (1, 1, 2),
        (2, 3, 3),
        (9, 4, 4),
        (64, 6, 5),
        (257, 9, 6),
    ] {
        let event = swiss_event(players, rounds, seed);
        assert_eq!(read_event_json(&write_event_json(&event)).unwrap(), event);
        assert_eq!(
            read_event_json(&write_event_json_compact(&event)).unwrap(),
            event
        );
    }
}

/// A 100,000-player event, one round of 50,000 matches: the file has one line per player and per
/// table, so that a quadratic step (`Event::validate` replayed every table against every earlier
/// one, 376 s here) cannot hide. The time is printed, not asserted.
#[test]
fn a_hundred_thousand_players_read_back_exactly() {
    let mut text = format!("{{{HEAD},\n\"players\": [\n");
    for i in 0..100_000 {
        let comma = if i + 1 < 100_000 { "," } else { "" };
        text.push_str(&format!("{{\"name\": \"Player {i}\"}}{comma}\n"));
    }
    text.push_str("],\n\"rounds\": [{\"round\": 1, \"tables\": [\n");
    for t in 0..50_000 {
        let comma = if t + 1 < 50_000 { "," } else { "" };
        text.push_str(&format!(
            "{{\"a\": \"Player {}\", \"b\": \"Player {}\", \"result\": {{\"a_wins\": 2, \"b_wins\": 1, \"draws\": 0}}}}{comma}\n",
            2 * t,
            2 * t + 1
        ));
    }
    text.push_str("]}]}\n");
    let start = std::time::Instant::now();
    let event = read_event_json(&text).unwrap();
    eprintln!(
        "read 100,000 players and 50,000 matches ({} bytes): {:?}",
        text.len(),
        start.elapsed()
    );
    assert_eq!(event.players.len(), 100_000);
    assert_eq!(event.players[99_999].name, "Player 99999");
    assert_eq!(event.rounds.len(), 1);
    assert_eq!(event.rounds[0].pairings.len(), 50_000);
    assert_eq!(
        event.rounds[0].pairings[49_999],
        Pairing::Match {
            a: 99_998,
            b: 99_999,
            result: Some(GameResult::new(2, 1, 0))
        }
    );
    // A name used twice at the very end is still found, and named.
    let twice = text.replacen("\"Player 99999\"}", "\"player 0\"}", 1);
    assert_eq!(
        read_event_json(&twice).unwrap_err().to_string(),
        "there is already a player named `Player 0`: add something to tell them apart, such as an initial."
    );
}

/// A 2000-player, 15-round event reads back as itself.
#[test]
fn a_large_event_reads_back_exactly() {
    let event = swiss_event(2000, 15, 9);
    assert_eq!(read_event_json(&write_event_json(&event)).unwrap(), event);
}

/// Every number the file carries is bounded against the event, with a sentence that names the
/// player or the field.
#[test]
fn numbers_are_bounded_against_the_event() {
    let players = |extra: &str| {
        format!("{{{HEAD}, \"players\": [{{\"name\": \"Ann\"}}, {{\"name\": \"Bo\"{extra}}}], \"rounds\": [{{\"round\": 1, \"tables\": [{{\"a\": \"Ann\", \"b\": \"Bo\"}}]}}]")
    };
    // Regression: `entered_round` 4000000000 hung `standings` under `cumulative` and gave a record
    // of 0-3999999999-0 under `mtr`.
    check_error(
        &format!("{}}}", players(", \"entered_round\": 4000000000")),
        "Bo entered in round 4000000000, but a late entry enters at a round from 2 to 2, the round after the last one paired: fix `entered_round`.",
    );
    check_error(
        &format!("{}}}", players(", \"entered_round\": 1")),
        "Bo entered in round 1, but a late entry enters at a round from 2 to 2, the round after the last one paired: fix `entered_round`.",
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [{{\"name\": \"Ann\", \"entered_round\": 2}}]}}"),
        "Ann entered in round 2, but no round is paired yet, so no one can enter late: fix `entered_round`.",
    );
    check_error(
        &format!("{}}}", players(", \"dropped_after\": 61")),
        "Bo dropped after round 61, but an event has at most 60 rounds: fix `dropped_after`.",
    );
    check_error(
        &format!("{}, \"planned_rounds\": 4000000000}}", players("")),
        "4000000000 planned rounds are too many: an event has at most 60 rounds.",
    );
    let rounds: Vec<String> = (1..=61)
        .map(|r| format!("{{\"round\": {r}, \"tables\": [{{\"bye\": \"Ann\"}}]}}"))
        .collect();
    let rounds = rounds.join(", ");
    check_error(
        &format!("{{{HEAD}, \"players\": [{{\"name\": \"Ann\"}}], \"rounds\": [{rounds}]}}"),
        "the event has 61 rounds, but at most 60 are supported.",
    );
    check_error(
        &format!("{}, \"best_of\": 4000000001}}", players("")),
        "best-of 4000000001 is not supported: use an odd number of games from 1 to 9 (3 is usual).",
    );
    // The same bounds hold for every core operation that changes an event.
    let mut event = read_event_json(&format!("{}}}", players(""))).unwrap();
    assert_eq!(
        event.set_dropped(1, Some(4_000_000_000)).unwrap_err().message,
        "Bo dropped after round 4000000000, but an event has at most 60 rounds: fix `dropped_after`."
    );
    assert_eq!(
        event.push_bye(4_000_000_000, 0).unwrap_err().message,
        "round `4000000000` is out of range: rounds are numbered from 1 to 60."
    );
    assert_eq!(
        event.push_match(0, 0, 1, None).unwrap_err().message,
        "round `0` is out of range: rounds are numbered from 1 to 60."
    );
    // Pairing stops at the last round a file can hold, so that the app never saves one it could
    // not open again.
    let mut full = swiss_event(4, 60, 1);
    assert_eq!(full.rounds.len(), 60);
    assert_eq!(
        tiebreak::core::pairing::pair_round(&mut full, 0, false)
            .unwrap_err()
            .message,
        "round `61` is out of range: rounds are numbered from 1 to 60."
    );
    // A late entry whose round is removed joins at the round that is next again.
    let late = event.add_late_player("Cy").unwrap();
    assert_eq!(event.players[late].entered_round, Some(2));
    event.remove_table(1, 0).unwrap();
    assert_eq!(event.players[late].entered_round, None);
    assert_eq!(read_event_json(&write_event_json(&event)).unwrap(), event);
}

/// The ruleset of a file is checked by `Ruleset::validate`, as the CLI's overrides are.
#[test]
fn a_floor_above_one_is_refused() {
    let ruleset = |options: &str| {
        format!("{{{HEAD}, \"players\": [], \"ruleset\": {{\"name\": \"custom\", \"byes_in_match_win\": true, \"repeated_opponents\": \"once\", \"bye_games\": \"two-zero\", {options}}}}}")
    };
    // Regression: a floor of 5 gave an MWP of 500.00%.
    check_error(
        &ruleset(r#""tiebreakers": [], "match_win_floor": "5""#),
        "the ruleset's `match_win_floor` is 5/1, above 1: a floor is a fraction from 0 to 1, such as 33/100 or 1/3.",
    );
    check_error(
        &ruleset(r#""tiebreakers": ["cumulative", "match_points", "cumulative"]"#),
        "`cumulative` appears twice in the ruleset's tiebreakers: list each tiebreaker once.",
    );
}

/// A name with a control character is refused at every way in, in one sentence on one line.
#[test]
fn names_with_control_characters_are_refused() {
    let message = "the name `Ann\\nBo` has a control character (a line break, a tab or another invisible character): type the name on one line.";
    check_error(
        &format!("{{{HEAD}, \"players\": [{{\"name\": \"Ann\\nBo\"}}]}}"),
        message,
    );
    let mut event = Event::default();
    assert_eq!(event.add_player("Ann\nBo").unwrap_err().message, message);
    let ann = event.add_player("Ann").unwrap();
    assert_eq!(
        event.rename_player(ann, "Ann\nBo").unwrap_err().message,
        message
    );
    assert_eq!(
        read_csv("1,\"Ann\u{1b}[31m\",Bo,2,0,0\n", 3)
            .unwrap_err()
            .to_string(),
        "line 1: the name `Ann\\u{1b}[31m` has a control character (a line break, a tab or another invisible character): type the name on one line."
    );
    // A hand-built event can still hold one: the CSV writer quotes it (RFC 4180), so that the row
    // keeps its six fields.
    event.players[ann].name = "Ann\r\nBo".into();
    let bo = event.add_player("Bo").unwrap();
    event.push_match(1, ann, bo, None).unwrap();
    assert_eq!(
        write_csv(&event),
        "round,player_a,player_b,a_wins,b_wins,draws\n1,\"Ann\r\nBo\",Bo,,,\n"
    );
}

/// A name: any characters, controls and quotes included, not blank.
fn a_name() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-zA-Z]{1,8}",
        "\\PC{1,12}",
        proptest::collection::vec(any::<char>(), 1..12).prop_map(|c| c.into_iter().collect()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any event written, pretty or compact, reads back as the same event.
    #[test]
    fn any_event_reads_back_exactly(
        players in 0usize..40,
        rounds in 0u32..6,
        seed in any::<u64>(),
        names in proptest::collection::vec(a_name(), 40),
        title in any::<String>(),
        date in any::<String>(),
        extras in (proptest::option::of(0u32..=60), any::<Option<u64>>(), any::<bool>(), 1u32..5),
    ) {
        let mut event = swiss_event(players, rounds, seed);
        for (id, name) in names.iter().enumerate().take(players) {
            // A name another player has, or one that is blank once trimmed, is refused: keep the
            // generated one then.
            let _ = event.rename_player(id, name);
        }
        event.name = title;
        event.date = date;
        event.planned_rounds = extras.0;
        event.seed = extras.1;
        if extras.2 {
            event.missed_rounds = MissedRounds::LeftOut;
        }
        if players > 2 && rounds > 0 {
            let _ = event.set_dropped(players - 1, Some(extras.3.min(rounds)));
        }
        let pretty = write_event_json(&event);
        let compact = write_event_json_compact(&event);
        prop_assert_eq!(read_event_json(&pretty).unwrap(), event.clone());
        prop_assert_eq!(read_event_json(&compact).unwrap(), event);
        // The compact form is the pretty one without its layout.
        prop_assert_eq!(serde_json::from_str::<serde_json::Value>(&pretty).unwrap(),
            serde_json::from_str::<serde_json::Value>(&compact).unwrap());
    }
}

const HEAD: &str = r#""format": "tiebreak-event", "schema": 1"#;

/// Reads `file` and checks the error, word for word.
fn check_error(file: &str, expected: &str) {
    assert_eq!(
        read_event_json(file).unwrap_err().to_string(),
        expected,
        "{file}"
    );
}

const CHECK: &str = ". Check the event file against an export from Tiebreak.";

#[test]
fn a_field_of_the_wrong_type_is_named_with_its_line() {
    check_error(
        &format!("{{{HEAD},\n\"players\": [],\n\"best_of\": \"3\"}}"),
        &format!("line 3: `best_of` must be a whole number, found a string{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [], \"best_of\": 3.0}}"),
        &format!(
            "line 1: `best_of` must be a whole number from 0 to 4294967295, found `3.0`{CHECK}"
        ),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [], \"planned_rounds\": -1}}"),
        &format!("line 1: `planned_rounds` must be a whole number from 0 to 4294967295, found `-1`{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [], \"seed\": 18446744073709551616}}"),
        &format!("line 1: `seed` must be a whole number from 0 to 18446744073709551615, found `1.8446744073709552e+19`{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [], \"name\": null}}"),
        &format!("line 1: `name` must be a string, found null{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": {{}}}}"),
        &format!("line 1: `players` must be an array, found an object{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [\"Ann\"]}}"),
        &format!("line 1: `players[0]` must be an object, found a string{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [], \"ruleset\": 3}}"),
        &format!("line 1: `ruleset` must be a preset name or an object, found a number{CHECK}"),
    );
    check_error(
        "[1, 2]",
        &format!("line 1: the event file must be an object, found an array{CHECK}"),
    );
}

#[test]
fn an_unknown_field_is_named_with_the_accepted_ones() {
    check_error(
        &format!("{{{HEAD},\n\"players\": [],\n\"bestof\": 3}}"),
        &format!("line 3: unknown field `bestof`: expected one of `format`, `schema`, `name`, `date`, `best_of`, `ruleset`, `players`, `rounds`, `planned_rounds`, `seed`, `missed_rounds`, `playoff`, `penalties`, `log`, `published`, `stages`{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [{{\"name\": \"Ann\", \"dropped\": 2}}]}}"),
        &format!("line 1: unknown field `dropped`: expected one of `name`, `dropped_after`, `entered_round`, `fixed_table`, `byes`{CHECK}"),
    );
    let players = r#""players": [{"name": "Ann"}, {"name": "Bo"}]"#;
    check_error(
        &format!("{{{HEAD}, {players}, \"rounds\": [{{\"round\": 1, \"tables\": [{{\"bye\": \"Ann\", \"a\": \"Bo\"}}]}}]}}"),
        "round 1, table 1: a table is a bye (`bye` alone) or a match (`a`, `b` and `result`), not both.",
    );
    check_error(
        &format!("{{{HEAD}, {players}, \"rounds\": [{{\"round\": 1, \"tables\": [{{\"a\": \"Ann\", \"b\": \"Bo\", \"result\": {{\"a_wins\": 2, \"b_wins\": 0, \"draw\": 0}}}}]}}]}}"),
        &format!("line 1: unknown field `draw`: expected one of `a_wins`, `b_wins`, `draws`{CHECK}"),
    );
}

#[test]
fn a_missing_field_is_named() {
    check_error(
        &format!("{{\n{HEAD}\n}}"),
        &format!("line 3: missing field `players`{CHECK}"),
    );
    check_error(
        r#"{"schema": 1, "players": []}"#,
        &format!("line 1: missing field `format`{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [{{}}]}}"),
        &format!("line 1: missing field `name`{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [{{\"name\": \"Ann\"}}], \"rounds\": [{{\"round\": 1, \"tables\": [{{\"a\": \"Ann\"}}]}}]}}"),
        "round 1, table 1: missing field `b`: a match names both players, `a` and `b`.",
    );
}

#[test]
fn a_foreign_or_newer_file_is_named_before_any_field_error() {
    check_error(
        r#"{"format": "tiebreak-index", "schema": "one", "players": 7}"#,
        "this JSON is a `tiebreak-index`, not a `tiebreak-event`: export the event from Tiebreak.",
    );
    check_error(
        r#"{"players": 7, "format": "tiebreak-event", "schema": 9, "unknown": true}"#,
        "this event was saved by a newer Tiebreak (schema 9; this one reads up to 8): update Tiebreak to open it.",
    );
}

#[test]
fn the_ruleset_options_are_checked() {
    let ruleset = |options: &str| {
        format!("{{{HEAD}, \"players\": [], \"ruleset\": {{\"name\": \"custom\", \"byes_in_match_win\": true, \"repeated_opponents\": \"once\", {options}}}}}")
    };
    check_error(
        &ruleset(r#""bye_games": "two-zero", "tiebreakers": ["match_points", "omw"]"#),
        &format!("line 1: `ruleset.tiebreakers[1]` must be one of `match_points`, `match_win_pct`, `game_win_pct`, `opponents_match_win_pct`, `opponents_game_win_pct`, `opponents_opponents_match_win_pct`, `cumulative`, found `omw`{CHECK}"),
    );
    check_error(
        &ruleset(r#""bye_games": "two_zero", "tiebreakers": []"#),
        &format!(
            "line 1: `ruleset.bye_games` must be one of `two-zero`, `not-counted`, `as-round`, found `two_zero`{CHECK}"
        ),
    );
    check_error(
        &ruleset(r#""bye_games": "two-zero", "tiebreakers": [], "match_win_floor": "a third""#),
        &format!("line 1: `ruleset.match_win_floor`: `a third` is not a fraction: write it like `1/3` or `0.33`{CHECK}"),
    );
    check_error(
        &ruleset(r#""bye_games": "two-zero", "tiebreakers": [], "floor": "1/3""#),
        &format!("line 1: unknown field `floor`: expected one of `name`, `match_win_floor`, `game_win_floor`, `opponent_game_win_floor`, `byes_in_match_win`, `bye_games`, `repeated_opponents`, `tiebreakers`, `results`, `empty_figure`, `drawn_games`, `playoff`, `stages`, `unplayed_rounds`, `match_points`{CHECK}"),
    );
    // Floors left out or null are no floor; the other options must be there.
    let event = read_event_json(&ruleset(
        r#""bye_games": "two-zero", "tiebreakers": ["cumulative"], "game_win_floor": null, "match_win_floor": "0.25""#,
    ))
    .unwrap();
    assert_eq!(
        event.ruleset,
        Ruleset {
            name: "custom".into(),
            match_win_floor: Some(Fraction::new(1, 4)),
            game_win_floor: None,
            opponent_game_win_floor: None,
            byes_in_match_win: true,
            bye_games: ByeGames::TwoZero,
            repeated_opponents: RepeatedOpponents::Once,
            tiebreakers: vec![Tiebreaker::Cumulative],
            ..Ruleset::default()
        }
    );
    check_error(
        &ruleset(r#""tiebreakers": []"#),
        &format!("line 1: missing field `bye_games`{CHECK}"),
    );
    // An unknown preset is our own sentence, with no line.
    check_error(
        &format!("{{{HEAD}, \"players\": [], \"ruleset\": \"swiss-deluxe\"}}"),
        "unknown ruleset `swiss-deluxe`: choose one of mtr, wer, wltr, dci-1999, pod-sheet, team, cumulative, melee, melee-2024-2025, melee-spring-2024, melee-early-2024, cardsrealm, cardsrealm-early-2025, topdeck, manatraders.",
    );
}

#[test]
fn a_file_that_is_not_json_says_where() {
    check_error(
        "{\n  \"format\": \"tiebreak-event\",\n  \"schema\": 1\n  \"players\": []\n}",
        &format!("line 4: this is not JSON: expected `,` or `}}`{CHECK}"),
    );
    check_error(
        "{\"format\": \"tiebreak-event\",\n\"name\": \"Friday",
        &format!("line 2: unterminated string{CHECK}"),
    );
    check_error(
        "{\"format\": \"tiebreak-event\", \"name\": \"\\q\"}",
        &format!("line 1: this is not JSON: invalid escape{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": []}}\n}}"),
        &format!("line 2: expected the end of the text after the value{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD},\n\"players\": [],\n\"players\": []}}"),
        &format!("line 3: the field `players` appears twice in one object{CHECK}"),
    );
    // Deep nesting where a string belongs is a wrong type; where anything may go (the index's
    // unknown fields), serde_json skips it without recursion.
    check_error(
        &format!(
            "{{{HEAD}, \"name\": {}{}}}",
            "[".repeat(100_000),
            "]".repeat(100_000)
        ),
        &format!("line 1: `name` must be a string, found an array{CHECK}"),
    );
    assert_eq!(
        Index::from_json(&format!(
            "{{\"schema\": 1, \"events\": [], \"sort\": {}{}}}",
            "[".repeat(100_000),
            "]".repeat(100_000)
        ))
        .unwrap(),
        Index {
            schema: 1,
            ..Index::default()
        }
    );
    check_error(
        &format!(
            "{{\"format\": {}{}, \"schema\": 1, \"players\": []}}",
            "[".repeat(200),
            "]".repeat(200)
        ),
        &format!("line 1: `format` must be a string, found an array{CHECK}"),
    );
    check_error(
        "  \n ",
        "the file is empty: expected a Tiebreak event exported as JSON.",
    );
}

/// The messages of the event's own checks are unchanged.
#[test]
fn the_events_own_checks_keep_their_sentences() {
    let players = r#""players": [{"name": "Ann"}, {"name": " ann "}]"#;
    check_error(
        &format!("{{{HEAD}, {players}}}"),
        "there is already a player named `Ann`: add something to tell them apart, such as an initial.",
    );
    let players = r#""players": [{"name": "Ann"}, {"name": "Bo"}]"#;
    check_error(
        &format!("{{{HEAD}, {players}, \"rounds\": [{{\"round\": 2, \"tables\": []}}]}}"),
        "the rounds are out of order: the round at position 1 says it is round 2. List the rounds as 1, 2, 3.",
    );
    check_error(
        &format!("{{{HEAD}, {players}, \"rounds\": [{{\"round\": 1, \"tables\": [{{\"bye\": \"Ann\"}}, {{\"a\": \"Bo\", \"b\": \"Cy\"}}]}}]}}"),
        "round 1, table 2: `Cy` is not in the players list.",
    );
    check_error(
        &format!("{{{HEAD}, {players}, \"playoff\": {{\"seeds\": [\"Ann\", \"Bo\", \"Ann\"], \"winners\": [null, null]}}}}"),
        "playoff: a playoff of 3 is not supported: choose a top 2, 4, 8, 16, 32 or 64.",
    );
    check_error(
        &format!("{{{HEAD}, {players}, \"best_of\": 4}}"),
        "best-of 4 is not supported: use an odd number of games from 1 to 9 (3 is usual).",
    );
}

/// Every field but `format`, `schema` and `players` has a default; `null` is "not set" for the
/// optional ones.
#[test]
fn the_defaults_of_a_short_file() {
    let event = read_event_json(&format!(
        "\u{feff}{{{HEAD}, \"players\": [{{\"name\": \" Ann \", \"dropped_after\": null}}], \"seed\": null, \"playoff\": null, \"missed_rounds\": \"losses\"}}"
    ))
    .unwrap();
    let mut expected = Event::default();
    expected.add_player("Ann").unwrap();
    assert_eq!(event, expected);
}

/// Storage whose items the test can still read once a store owns it.
#[derive(Clone, Default)]
struct Shared(Rc<RefCell<BTreeMap<String, String>>>);

impl Backend for Shared {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        Ok(self.0.borrow().get(key).cloned())
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.0.borrow_mut().insert(key.into(), value.into());
        Ok(())
    }
    fn remove(&mut self, key: &str) -> Result<(), StorageError> {
        self.0.borrow_mut().remove(key);
        Ok(())
    }
    fn keys(&self) -> Result<Vec<String>, StorageError> {
        Ok(self.0.borrow().keys().cloned().collect())
    }
}

/// Every message is one line, whatever the file quotes in it: a control character is shown
/// escaped.
#[test]
fn messages_quote_line_breaks_escaped() {
    check_error(
        &format!("{{{HEAD}, \"players\": [], \"a\\nb\": 1}}"),
        &format!("line 1: unknown field `a\\nb`: expected one of `format`, `schema`, `name`, `date`, `best_of`, `ruleset`, `players`, `rounds`, `planned_rounds`, `seed`, `missed_rounds`, `playoff`, `penalties`, `log`, `published`, `stages`{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [{{\"name\": \"Ann\"}}], \"rounds\": [{{\"round\": 1, \"tables\": [{{\"bye\": \"A\\r\\nnn\"}}]}}]}}"),
        "round 1, table 1: `A\\r\\nnn` is not in the players list.",
    );
    check_error(
        r#"{"format": "tiebreak\nevent", "schema": 1}"#,
        "this JSON is a `tiebreak\\nevent`, not a `tiebreak-event`: export the event from Tiebreak.",
    );
}
