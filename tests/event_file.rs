//! The event file and the store's index: the writer reproduces, byte for byte, what the serde
//! writer of earlier builds wrote (the files in `tests/data/golden/` were saved by it), and every
//! file reads back as the event it came from.

#![cfg(not(target_arch = "wasm32"))]

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use proptest::prelude::*;
use tiebreak::core::generate::swiss_event;
use tiebreak::core::pairing::start_playoff;
use tiebreak::core::{
    read_csv, read_event_json, write_event_json, write_event_json_compact, ByeGames, Event,
    Fraction, GameResult, MissedRounds, RepeatedOpponents, Ruleset, Tiebreaker, FLOOR_THIRD,
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
    for name in [
        "Zoë \"Z\" \\ tab\tx",
        "日本語 ✓ 😀",
        "a\u{1f}b\u{0}c",
        "</script>",
        "line\nbreak",
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

/// The files in `tests/data/golden/` were written by the serde writer this one replaces.
#[test]
fn the_writer_reproduces_the_files_serde_wrote() {
    for (name, event) in events() {
        let pretty = golden(&format!("{name}.json"));
        let compact = golden(&format!("{name}.compact.json"));
        assert_eq!(write_event_json(&event), pretty, "{name}.json");
        assert_eq!(
            write_event_json_compact(&event),
            compact,
            "{name}.compact.json"
        );
        assert_eq!(read_event_json(&pretty).unwrap(), event, "{name}.json");
        assert_eq!(
            read_event_json(&compact).unwrap(),
            event,
            "{name}.compact.json"
        );
    }
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
    store.set_current(Some(&first)).unwrap();
    let text = items.0.borrow()[INDEX_KEY].clone();
    assert_eq!(text, golden("index.compact.json"));
    // Reopened, the store reads the same index and writes it back unchanged.
    let again = Store::open(items.clone());
    assert_eq!(again.index(), store.index());
    assert_eq!(again.index().to_json(), text);

    let items = Shared::default();
    let mut store = Store::open(items.clone());
    store.create(&Event::default()).unwrap();
    store.set_current(None).unwrap();
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

/// Reading stays linear: 2000 players × 15 rounds read in about a second even unoptimised, most of
/// it in `Event::validate`.
#[test]
fn a_large_event_reads_quickly() {
    let event = swiss_event(2000, 15, 9);
    let text = write_event_json(&event);
    let start = std::time::Instant::now();
    let back = read_event_json(&text).unwrap();
    let elapsed = start.elapsed();
    assert_eq!(back, event);
    eprintln!("read 2000x15: {elapsed:?}");
    assert!(elapsed.as_secs_f64() < 5.0, "{elapsed:?}");
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
        extras in (any::<Option<u32>>(), any::<Option<u64>>(), any::<bool>(), 1u32..5),
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
        &format!("line 1: `seed` must be a whole number from 0 to 18446744073709551615, found `18446744073709551616`{CHECK}"),
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
        &format!("line 1: each player must be an object, found a string{CHECK}"),
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
        &format!("line 3: unknown field `bestof`: expected one of `format`, `schema`, `name`, `date`, `best_of`, `ruleset`, `players`, `rounds`, `planned_rounds`, `seed`, `missed_rounds`, `playoff`{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": [{{\"name\": \"Ann\", \"dropped\": 2}}]}}"),
        &format!("line 1: unknown field `dropped`: expected one of `name`, `dropped_after`, `entered_round`{CHECK}"),
    );
    let players = r#""players": [{"name": "Ann"}, {"name": "Bo"}]"#;
    check_error(
        &format!("{{{HEAD}, {players}, \"rounds\": [{{\"round\": 1, \"tables\": [{{\"bye\": \"Ann\", \"a\": \"Bo\"}}]}}]}}"),
        &format!("line 1: unknown field `a`: expected `bye`{CHECK}"),
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
        &format!("line 1: missing field `players`{CHECK}"),
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
        &format!("line 1: missing field `b`{CHECK}"),
    );
}

#[test]
fn a_foreign_or_newer_file_is_named_before_any_field_error() {
    check_error(
        r#"{"format": "tiebreak-index", "schema": "one", "players": 7}"#,
        "this JSON is a `tiebreak-index`, not a `tiebreak-event`: export the event from Tiebreak.",
    );
    check_error(
        r#"{"players": 7, "format": "tiebreak-event", "schema": 2, "unknown": true}"#,
        "this event was saved by a newer Tiebreak (schema 2; this one reads up to 1): update Tiebreak to open it.",
    );
}

#[test]
fn the_ruleset_options_are_checked() {
    let ruleset = |options: &str| {
        format!("{{{HEAD}, \"players\": [], \"ruleset\": {{\"name\": \"custom\", \"byes_in_match_win\": true, \"repeated_opponents\": \"once\", {options}}}}}")
    };
    check_error(
        &ruleset(r#""bye_games": "two-zero", "tiebreakers": ["match_points", "omw"]"#),
        &format!("line 1: each tiebreaker must be one of `match_points`, `match_win_pct`, `game_win_pct`, `opponents_match_win_pct`, `opponents_game_win_pct`, `opponents_opponents_match_win_pct`, `cumulative`, found `omw`{CHECK}"),
    );
    check_error(
        &ruleset(r#""bye_games": "two_zero", "tiebreakers": []"#),
        &format!(
            "line 1: `bye_games` must be one of `two-zero`, `not-counted`, found `two_zero`{CHECK}"
        ),
    );
    check_error(
        &ruleset(r#""bye_games": "two-zero", "tiebreakers": [], "match_win_floor": "a third""#),
        &format!("line 1: `a third` is not a fraction: write it like `1/3` or `0.33`{CHECK}"),
    );
    check_error(
        &ruleset(r#""bye_games": "two-zero", "tiebreakers": [], "floor": "1/3""#),
        &format!("line 1: unknown field `floor`: expected one of `name`, `match_win_floor`, `game_win_floor`, `opponent_game_win_floor`, `byes_in_match_win`, `bye_games`, `repeated_opponents`, `tiebreakers`{CHECK}"),
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
        }
    );
    check_error(
        &ruleset(r#""tiebreakers": []"#),
        &format!("line 1: missing field `bye_games`{CHECK}"),
    );
    // An unknown preset is our own sentence, with no line.
    check_error(
        &format!("{{{HEAD}, \"players\": [], \"ruleset\": \"swiss-deluxe\"}}"),
        "unknown ruleset `swiss-deluxe`: choose one of mtr, wer, wltr, dci-1999, pod-sheet, team, cumulative.",
    );
}

#[test]
fn a_file_that_is_not_json_says_where() {
    check_error(
        "{\n  \"format\": \"tiebreak-event\",\n  \"schema\": 1\n  \"players\": []\n}",
        &format!("line 4: expected `,` or `}}` after a value, found `\"`{CHECK}"),
    );
    check_error(
        "{\"format\": \"tiebreak-event\",\n\"name\": \"Friday",
        &format!("line 2: unterminated string{CHECK}"),
    );
    check_error(
        "{\"format\": \"tiebreak-event\", \"name\": \"\\q\"}",
        &format!("line 1: invalid escape `\\q`{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD}, \"players\": []}}\n}}"),
        &format!("line 2: expected the end of the text after the value, found `}}`{CHECK}"),
    );
    check_error(
        &format!("{{{HEAD},\n\"players\": [],\n\"players\": []}}"),
        &format!("line 3: the field `players` appears twice in one object{CHECK}"),
    );
    check_error(
        &format!(
            "{{{HEAD}, \"name\": {}{}}}",
            "[".repeat(200),
            "]".repeat(200)
        ),
        &format!("line 1: more than 128 arrays and objects are nested here{CHECK}"),
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
        &format!("{{{HEAD}, {players}, \"playoff\": {{\"seeds\": [\"Ann\", \"Bo\"], \"winners\": [null]}}}}"),
        "playoff: 2 seeds, but a playoff is a top 8 or a top 4.",
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
