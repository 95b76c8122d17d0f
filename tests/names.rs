//! One player, one name (issue 41): every way a name comes in (typing, renaming, a pasted list,
//! the match CSV) compares names by one key, which folds case, spacing and the encoding of
//! accents, and stores the name in one form. The key itself is tested in
//! `src/core/model/names.rs`; an older build's event file with look-alike names in
//! `tests/event_file.rs`; the archives' look-alikes in `tests/archive.rs`.

#![cfg(not(target_arch = "wasm32"))]

use tiebreak::core::edit::{apply, Edit, Stamp};
use tiebreak::core::{read_csv, read_roster, Event, Pairing};

const ALICE_TAKEN: &str =
    "there is already a player named `Alice Nguyen`: add something to tell them apart, such as an initial.";

fn stamp() -> Stamp {
    Stamp::at("2026-11-25T10:00:00Z")
}

fn names(event: &Event) -> Vec<&str> {
    event.players.iter().map(|p| p.name.as_str()).collect()
}

/// The user's report: `  Alice   Nguyen ` was a second player beside `Alice Nguyen`, and a round
/// paired "Alice Nguyen vs Alice Nguyen".
#[test]
fn a_name_that_only_spacing_case_or_accents_tell_apart_is_refused() {
    let mut e = Event::default();
    assert_eq!(e.add_player("  Alice   Nguyen ").unwrap(), 0);
    assert_eq!(names(&e), ["Alice Nguyen"]);
    for look_alike in [
        "alice  nguyen",
        "Alice Nguyen",
        " ALICE NGUYEN\u{3000}",
        "Alice\u{a0}Nguyen",
        "Alice \u{a0} Nguyen",
    ] {
        assert_eq!(
            e.add_player(look_alike).unwrap_err().to_string(),
            ALICE_TAKEN,
            "{look_alike:?}"
        );
    }
    // `é` as one character, then as `e` and a combining accent: the name is stored composed.
    e.add_player("Jos\u{e9}").unwrap();
    assert_eq!(
        e.add_player("JOSE\u{301}").unwrap_err().to_string(),
        "there is already a player named `Jos\u{e9}`: add something to tell them apart, such as an initial."
    );
    e.add_player("Rene\u{301}e").unwrap();
    assert_eq!(names(&e), ["Alice Nguyen", "Jos\u{e9}", "Ren\u{e9}e"]);
    assert_eq!(e.player_named("alice\tnguyen"), Some(0));
    assert_eq!(e.player_named("REN\u{c9}E"), Some(2));
    e.validate().unwrap();
}

/// A rename is refused when another player has the name, however it is spaced; a player may
/// respell their own name, and the log follows.
#[test]
fn a_rename_to_a_look_alike_is_refused() {
    let mut e = Event::default();
    e.add_player("Alice Nguyen").unwrap();
    e.add_player("Bo").unwrap();
    let rename = |e: &Event, player, name: &str| {
        apply(
            e,
            &Edit::RenamePlayer {
                player,
                name: name.into(),
            },
            &stamp(),
        )
    };
    assert_eq!(
        rename(&e, 1, "  alice   NGUYEN").unwrap_err().to_string(),
        ALICE_TAKEN
    );
    assert_eq!(
        e.rename_player(1, "Alice\u{a0}Nguyen")
            .unwrap_err()
            .to_string(),
        ALICE_TAKEN
    );
    let respelled = rename(&e, 0, " alice   nguyen ").unwrap();
    assert_eq!(names(&respelled), ["alice nguyen", "Bo"]);
}

/// The match CSV finds a player by the key: two spellings that only spacing and case tell apart
/// are one player, stored as first written, as two spellings that only case tells apart were.
#[test]
fn a_match_csv_reads_look_alikes_as_one_player() {
    let event = read_csv(
        "1,Alice Nguyen,Bo,2,0,0\n2,alice  nguyen,Cy,2,1,0\n2,Bo,BYE,,,\n3,Jose\u{301},ALICE\u{a0}NGUYEN,0,2,0\n3,jos\u{e9},BYE,,,\n",
        3,
    );
    // `jos\u{e9}` is `Jose\u{301}` again: paired twice in round 3.
    assert_eq!(
        event.unwrap_err().to_string(),
        "line 5: Jos\u{e9} is paired twice in round 3 (first on line 4): each player plays once a round."
    );
    let event = read_csv(
        "1,  Alice   Nguyen ,Bo,2,0,0\n2,alice  nguyen,Cy,2,1,0\n2,Bo,BYE,,,\n3,Jose\u{301},ALICE\u{a0}NGUYEN,0,2,0\n",
        3,
    )
    .unwrap();
    assert_eq!(names(&event), ["Alice Nguyen", "Bo", "Cy", "Jos\u{e9}"]);
    assert!(matches!(
        event.rounds[1].pairings[0],
        Pairing::Match { a: 0, b: 2, .. }
    ));
    assert!(matches!(
        event.rounds[2].pairings[0],
        Pairing::Match { a: 3, b: 0, .. }
    ));
    assert_eq!(
        read_csv("1,Alice Nguyen,alice  nguyen,2,0,0\n", 3)
            .unwrap_err()
            .to_string(),
        "line 1: Alice Nguyen cannot be paired against themselves."
    );
}

/// A pasted list is added a line at a time: a look-alike of a name on an earlier line, or of a
/// player already registered, is refused on its own line, blank lines counted.
#[test]
fn a_pasted_look_alike_names_its_line() {
    let list = |text: &str| Edit::AddPlayers {
        entrants: read_roster(text).unwrap(),
    };
    let empty = Event::default();
    assert_eq!(
        apply(
            &empty,
            &list("Alice Nguyen\n\n  alice   nguyen\nBo"),
            &stamp()
        )
        .unwrap_err()
        .to_string(),
        format!("line 3: {ALICE_TAKEN}")
    );
    let mut one = Event::default();
    one.add_player("Alice Nguyen").unwrap();
    assert_eq!(
        apply(&one, &list("\nBo\nAlice\u{a0}Nguyen,1"), &stamp())
            .unwrap_err()
            .to_string(),
        format!("line 3: {ALICE_TAKEN}")
    );
    let added = apply(&empty, &list("  Alice   Nguyen ,2\n\nBo"), &stamp()).unwrap();
    assert_eq!(names(&added), ["Alice Nguyen", "Bo"]);
    assert_eq!(added.players[0].byes, 2);
}

/// `Dana,x` became a player named `Dana,x`: what follows the last comma or tab of a pasted line is
/// a number of byes or nothing, and a name that has a comma goes in double quotes.
#[test]
fn a_pasted_line_that_ends_in_no_number_of_byes_is_refused() {
    let refused = |text: &str| read_roster(text).unwrap_err().to_string();
    assert_eq!(
        refused("Ann\n\nDana,x\n"),
        "line 3: `Dana,x` ends in `x`, not a number of byes: write `Dana,2` for two byes, leave out the comma, or put a name that has a comma in double quotes (`\"Dana,x\"`)."
    );
    assert_eq!(
        refused("Nguyen, Alice"),
        "line 1: `Nguyen, Alice` ends in `Alice`, not a number of byes: write `Nguyen,2` for two byes, leave out the comma, or put a name that has a comma in double quotes (`\"Nguyen, Alice\"`)."
    );
    assert_eq!(
        refused("Ann\nDana\tx"),
        "line 2: `Dana\\tx` ends in `x`, not a number of byes: write `Dana\\t2` for two byes, or leave out the tab."
    );
    assert_eq!(
        refused("\"Nguyen, Alice\",two"),
        "line 1: `\"Nguyen, Alice\",two` ends in `two`, not a number of byes: write `\"Nguyen, Alice\",2` for two byes, or leave out the comma."
    );
    assert_eq!(
        refused("Ann,-1"),
        "line 1: `Ann,-1` ends in `-1`, not a number of byes: write `Ann,2` for two byes, leave out the comma, or put a name that has a comma in double quotes (`\"Ann,-1\"`)."
    );
    assert_eq!(
        refused("Ann,61"),
        "line 1: 61 byes are too many: an event has at most 60 rounds."
    );
    let read: Vec<(usize, String, u32)> = read_roster(
        "name\tbyes\nDana,\n\"Nguyen, Alice\"\n \"Smith, John\" , 2\nNguyen, Bo,1\n\"Say \"\"hi\"\"\"\n\"Big\" Jim\nCy\t3\n\n",
    )
    .unwrap()
    .into_iter()
    .map(|e| (e.line, e.name, e.byes))
    .collect();
    assert_eq!(
        read,
        [
            (2, "Dana".to_string(), 0),
            (3, "Nguyen, Alice".to_string(), 0),
            (4, "Smith, John".to_string(), 2),
            (5, "Nguyen, Bo".to_string(), 1),
            (6, "Say \"hi\"".to_string(), 0),
            (7, "\"Big\" Jim".to_string(), 0),
            (8, "Cy".to_string(), 3),
        ]
    );
}

/// A players' link an older build made of an event with look-alike names reads as that build's
/// event file does (`tests/event_file.rs`): the later look-alike numbered, in the rounds and the
/// published standings alike. (The log is left out: this build's writer finds the log's players
/// by today's key, as an older build's did not.)
#[test]
fn an_older_builds_link_with_look_alike_names_still_reads() {
    use tiebreak::core::{read_event_json, share};
    let path = format!(
        "{}/tests/data/golden/look-alikes.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let read = read_event_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    // The event as the older build held it: its names as typed.
    let mut older = read.clone();
    older.players[1].name = "Alice  Nguyen".into();
    older.players[3].name = "Jose\u{301}".into();
    older.log.clear();
    assert!(older.validate().is_err());
    let version = share::version_of(&older);
    let payload = share::encode(&older, 1_700_000_000);
    let snapshot = share::read_fragment(&version.number().to_string(), &payload).unwrap();
    assert_eq!(
        names(&snapshot.event),
        [
            "Alice Nguyen",
            "Alice Nguyen (3)",
            "Jos\u{e9}",
            "Jos\u{e9} (2)",
            "Bo",
            "Alice Nguyen (2)"
        ]
    );
    let tables =
        |e: &Event| -> Vec<Vec<Pairing>> { e.rounds.iter().map(|r| r.pairings.clone()).collect() };
    assert_eq!(tables(&snapshot.event), tables(&read));
    assert_eq!(snapshot.event.published, read.published);
    snapshot.event.validate().unwrap();
}

/// The composition table of `names::compose` is Unicode's: every pair of a character of the Basic
/// Multilingual Plane and a combining mark composes as the `unicode-normalization` crate composes
/// it, Hangul syllables included.
#[test]
fn the_composition_table_is_unicodes() {
    use tiebreak::core::model::names::compose;
    let mut checked = 0u32;
    let seconds = (0x300..0x370)
        .chain(0x1161..0x1176)
        .chain(0x11A8..0x11C3)
        .chain([0x3099, 0x309A, 0x0B3E, 0x0CD5, 0x05B7, 0x0654]);
    for b in seconds.filter_map(char::from_u32) {
        for a in (0..0x10000).filter_map(char::from_u32) {
            assert_eq!(
                compose(a, b),
                unicode_normalization::char::compose(a, b),
                "{a:?} + {b:?}"
            );
            checked += 1;
        }
    }
    assert!(checked > 10_000_000, "{checked}");
}
