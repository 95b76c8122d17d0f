//! The players' link (`src/core/share.rs`): an event survives `encode` and `decode` whole, its QR
//! code reads back to the exact link (from the code itself, from the terminal's text and from the
//! SVG), a hostile payload is refused with one sentence and never a panic (a damaged one by its
//! Adler-32 checksum, down to every single bit flip), and `report::compare` answers "why am I
//! below X?" with exact values.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::time::{Duration, Instant};

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use proptest::prelude::*;
use qrcodegen::QrCode;
use serde::{Deserialize, Serialize};
use tiebreak::core::generate::{swiss_event, swiss_event_with_changes};
use tiebreak::core::pairing::start_playoff;
use tiebreak::core::report::{self, Comparison, Separation};
use tiebreak::core::{
    compute, read_csv, read_event_json, share, write_event_json, ByeGames, EmptyFigure, Event,
    Fraction, GameResult, MissedRounds, Pairing, Player, RepeatedOpponents, Results, Round,
    Ruleset, Tiebreaker, PRESETS,
};
use tiebreak::render::{html, text};

/// The CLI's default base (`tiebreak share` without `--base`).
const BASE: &str = "http://127.0.0.1:8080/";

/// A fixed moment for the links whose length is asserted: 2025-11-24 16:00:00 UTC.
const TAKEN_AT: u64 = 1_764_000_000;

/// The latest `taken_at` a link may carry: the end of the year 9999.
const MAX_TAKEN_AT: u64 = 253_402_300_799;

// ---------------------------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------------------------

/// The sentence of a damaged link, around `what`.
fn damaged(what: &str) -> String {
    format!(
        "this link is damaged: {what}. Scan the QR code again, or ask the organizer for the link."
    )
}

/// Decodes `payload`, which must be refused, within a second and on one line; returns the
/// sentence.
fn refused(payload: &str) -> String {
    let start = Instant::now();
    let result = share::decode(payload);
    let took = start.elapsed();
    let message = match result {
        Ok(snapshot) => panic!(
            "a payload of {} characters was read: {:?}",
            payload.len(),
            snapshot.event.name
        ),
        Err(e) => e.to_string(),
    };
    assert!(!message.contains('\n'), "two lines: {message:?}");
    assert!(
        !message.is_empty() && message.ends_with('.'),
        "not a sentence: {message:?}"
    );
    assert!(
        took < Duration::from_secs(1),
        "refusing took {took:?}: {message}"
    );
    message
}

/// The Adler-32 checksum of `bytes` (RFC 1950, section 8.2), written out here rather than taken
/// from the crate `src/core/share.rs` uses, so that the test pins the format, not the code.
fn adler32(bytes: &[u8]) -> u32 {
    const MOD: u32 = 65_521;
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in bytes {
        a = (a + u32::from(byte)) % MOD;
        b = (b + a) % MOD;
    }
    (b << 16) | a
}

/// `bytes` followed by their Adler-32 checksum, big-endian: what a payload deflates.
fn with_checksum(bytes: &[u8]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    out.extend(adler32(bytes).to_be_bytes());
    out
}

/// The inflated bytes of a payload: postcard, then the 4 bytes of the checksum.
fn inflate(payload: &str) -> Vec<u8> {
    let deflated = URL_SAFE_NO_PAD.decode(payload).unwrap();
    miniz_oxide::inflate::decompress_to_vec(&deflated).unwrap()
}

/// The postcard bytes of a payload, once its checksum is checked.
fn postcard_bytes(payload: &str) -> Vec<u8> {
    let mut bytes = inflate(payload);
    let sum = bytes.split_off(bytes.len() - 4);
    assert_eq!(sum, adler32(&bytes).to_be_bytes(), "the checksum");
    bytes
}

/// The payload of exactly these inflated bytes (no checksum added): raw deflate, then base64url
/// without padding.
fn payload_of_raw(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(bytes, 10))
}

/// The sentence refusing the postcard `bytes` read as a link of an older `version`.
fn refused_as_version(version: &str, bytes: &[u8]) -> String {
    share::read_fragment(version, &payload_of(bytes))
        .unwrap_err()
        .to_string()
}

/// The payload of postcard bytes: their checksum appended, raw deflate, then base64url without
/// padding, as `encode` makes it.
fn payload_of(bytes: &[u8]) -> String {
    payload_of_raw(&with_checksum(bytes))
}

/// A hand-made event of `names`, for payloads with bad contents: every player in round 1, two by
/// two, a bye for the odd one out.
fn event_of(names: &[&str]) -> Event {
    let mut event = Event {
        name: "Hostile".into(),
        ..Event::default()
    };
    event.players = names.iter().map(|n| Player::named(n.to_string())).collect();
    let mut round = Round::default();
    for pair in (0..names.len()).collect::<Vec<_>>().chunks(2) {
        round.pairings.push(match *pair {
            [a, b] => Pairing::Match {
                a,
                b,
                result: Some(GameResult::new(2, 1, 0)),
            },
            [player] => Pairing::Bye { player },
            _ => unreachable!(),
        });
    }
    event.rounds.push(round);
    event
}

/// What the event file's reader says of `event`: `decode` must say the same of its link.
fn file_refusal(event: &Event) -> String {
    read_event_json(&write_event_json(event))
        .expect_err("the event file refuses this event")
        .to_string()
}

/// Checks that the link of `event` is refused with the event file's own words.
fn refused_as_the_file_is(event: &Event) -> String {
    let message = refused(&share::encode(event, TAKEN_AT));
    assert_eq!(
        message,
        format!(
            "the event in this link is not valid: {}",
            file_refusal(event)
        )
    );
    message
}

/// The payload's structure (version 1) as `src/core/share.rs` declares it, to build payloads by
/// hand and to read real ones. `the_hand_made_wire_is_the_real_one` checks that it writes the
/// very bytes `encode` does.
#[derive(Serialize, Deserialize, Debug, Default, PartialEq)]
struct Wire {
    taken_at: u64,
    name: String,
    date: String,
    best_of: u32,
    /// The ruleset: its preset's name alone (`["mtr"]`), or for a ruleset chosen by hand eight
    /// texts: name, the three floors (`33/100`, or empty), `yes`/`no` for byes in match-win %,
    /// the bye's games (`2-0`/`none`), repeated opponents (`each`/`once`), the tiebreaker codes
    /// joined by commas.
    ruleset: Vec<String>,
    missed_rounds_left_out: bool,
    planned_rounds: Option<u32>,
    names: Vec<String>,
    /// `player, round` pairs.
    dropped: Vec<u32>,
    /// `player, round` pairs.
    entered: Vec<u32>,
    /// Per round, `a, b` of each match.
    seats: Vec<Vec<u32>>,
    /// Per round, one code a match: 0, or `1 + a_wins + 16 b_wins + 256 draws`.
    results: Vec<Vec<u32>>,
    /// Per round, `table index, player` pairs.
    byes: Vec<Vec<u32>>,
    /// Empty, or the seeds, then each winner plus one (0: undecided).
    playoff: Vec<u32>,
}

/// The ruleset field of a preset: its name alone.
const MTR: &str = "mtr";

/// A small valid wire event: Ann beats Bo 2-1 at table 1, Cy has the bye at table 2.
fn small_wire() -> Wire {
    Wire {
        taken_at: TAKEN_AT,
        name: "Small".into(),
        date: "2025-11-24".into(),
        best_of: 3,
        ruleset: vec![MTR.into()],
        names: vec!["Ann".into(), "Bo".into(), "Cy".into()],
        seats: vec![vec![0, 1]],
        results: vec![vec![1 + 2 + 16]],
        byes: vec![vec![1, 2]],
        ..Wire::default()
    }
}

/// The payload of a wire event, checksum included.
fn wire_payload(wire: &Wire) -> String {
    payload_of(&postcard::to_allocvec(wire).unwrap())
}

/// The wire event in a real payload.
fn wire_of(payload: &str) -> Wire {
    postcard::from_bytes(&postcard_bytes(payload)).unwrap()
}

/// A postcard varint (LEB128) of `n`.
fn varint(mut n: u64) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let byte = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(byte);
            return out;
        }
        out.push(byte | 0x80);
    }
}

// ---------------------------------------------------------------------------------------------
// 1. Round trips.
// ---------------------------------------------------------------------------------------------

/// A hand-made ruleset: floors unlike any preset's, byes out of match-win %, a bye worth no games,
/// repeated opponents once, and an order no preset has.
fn custom_ruleset() -> Ruleset {
    Ruleset {
        name: "Store «house» rules – 7/20 & <b>none</b>".into(),
        match_win_floor: Some(Fraction::new(1, 3)),
        game_win_floor: None,
        opponent_game_win_floor: Some(Fraction::new(7, 20)),
        byes_in_match_win: false,
        bye_games: ByeGames::NotCounted,
        repeated_opponents: RepeatedOpponents::Once,
        tiebreakers: vec![
            Tiebreaker::MatchPoints,
            Tiebreaker::OpponentsOpponentsMatchWinPct,
            Tiebreaker::GameWinPct,
            Tiebreaker::OpponentsMatchWinPct,
            Tiebreaker::Cumulative,
        ],
        results: Results::BestOf,
        empty_figure: EmptyFigure::None,
    }
}

/// A ruleset named like a preset that differs from it: the link must carry it whole, not by name.
fn mtr_with_another_floor() -> Ruleset {
    Ruleset {
        game_win_floor: Some(Fraction::new(2_000_000_000_001, 4_000_000_000_000)),
        ..Ruleset::preset("mtr").unwrap()
    }
}

/// The ruleset of pick `i`: a preset, the hand-made one, or MTR with another floor.
fn ruleset_of(i: usize) -> Ruleset {
    match i.checked_sub(PRESETS.len()) {
        None => Ruleset::preset(PRESETS[i].name).unwrap(),
        Some(0) => custom_ruleset(),
        Some(_) => mtr_with_another_floor(),
    }
}

const EVENT_NAMES: [&str; 6] = [
    "",
    "FNM «Modern» — Café & <b>Bar</b> \"quoted\" \\ back'slash",
    "Ünïcødé 🃏 ＦＵＬＬＷＩＤＴＨ \u{200b}zero-width",
    "tab\tand\nline break, #/v/2/ and %41 inside",
    "   spaces around   ",
    "a hundred and twenty characters of name: ŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁ",
];

const DATES: [&str; 4] = [
    "",
    "2026-11-22",
    "22/11/2026 ⌚",
    "<script>alert(1)</script>",
];

/// Every result a best-of-`best_of` match can have (up to 9 drawn games in a best-of-nine: every
/// count of a result code's 4 bits).
fn legal_results(best_of: u32) -> Vec<GameResult> {
    let need = best_of / 2 + 1;
    let mut out = Vec::new();
    for a in 0..=need {
        for b in 0..=need {
            for d in 0..=best_of {
                let r = GameResult::new(a, b, d);
                if r.check(best_of).is_ok() {
                    out.push(r);
                }
            }
        }
    }
    out
}

/// A random event to send as a link.
#[derive(Clone, Debug)]
struct Spec {
    players: usize,
    rounds: u32,
    seed: u64,
    ruleset: usize,
    best_of: u32,
    /// One pick per match: a new result for the best-of, or (below 20) none in the last round.
    picks: Vec<u8>,
    left_out: bool,
    name: usize,
    date: usize,
    planned: Option<u32>,
    /// 0 or 1: no playoff; 4 or 8: a top 4 or top 8 (when there are enough players), with the
    /// first match decided.
    playoff: usize,
    taken_at: u64,
}

fn spec() -> impl Strategy<Value = Spec> {
    (
        (2usize..=40, 0u32..=6, any::<u64>(), 0..PRESETS.len() + 2),
        (
            prop::sample::select(vec![1u32, 3, 5]),
            proptest::collection::vec(any::<u8>(), 6 * 20),
            any::<bool>(),
            0..EVENT_NAMES.len(),
            0..DATES.len(),
        ),
        (
            proptest::option::of(0u32..=12),
            prop::sample::select(vec![0usize, 1, 4, 8]),
            prop_oneof![Just(0u64), Just(MAX_TAKEN_AT), 0..=MAX_TAKEN_AT],
        ),
    )
        .prop_map(
            |(
                (players, rounds, seed, ruleset),
                (best_of, picks, left_out, name, date),
                (planned, playoff, taken_at),
            )| Spec {
                players,
                rounds,
                seed,
                ruleset,
                best_of,
                picks,
                left_out,
                name,
                date,
                planned,
                playoff,
                taken_at,
            },
        )
}

/// The event a spec describes: generated with late entries and drops, then its results changed
/// for the best-of, some of the last round's left out, and the rest of the spec applied.
fn build(spec: &Spec) -> Event {
    let mut event = swiss_event_with_changes(spec.players, spec.rounds, spec.seed);
    event.name = EVENT_NAMES[spec.name].into();
    event.date = DATES[spec.date].into();
    event.best_of = spec.best_of;
    event.ruleset = ruleset_of(spec.ruleset);
    event.seed = Some(spec.seed);
    event.planned_rounds = spec.planned;
    if spec.left_out {
        event.missed_rounds = MissedRounds::LeftOut;
    }
    let results = legal_results(spec.best_of);
    let last = event.rounds.len();
    let mut picks = spec.picks.iter().cycle();
    for (r, round) in event.rounds.iter_mut().enumerate() {
        for pairing in &mut round.pairings {
            if let Pairing::Match { result, .. } = pairing {
                let pick = usize::from(*picks.next().unwrap());
                *result = if r + 1 == last && pick < 20 {
                    None
                } else {
                    Some(results[pick % results.len()])
                };
            }
        }
    }
    if spec.playoff >= 4 && event.players.len() >= spec.playoff + 2 && !event.rounds.is_empty() {
        if let Ok(mut playoff) = start_playoff(&event, spec.playoff) {
            let first = playoff.matches()[0];
            playoff.set_winner(0, first.b).unwrap();
            event.playoff = Some(playoff);
        }
    }
    event
}

/// Checks that `event` comes back from its link whole, but for its seed, with the same standings
/// and explanations.
fn check_round_trip(event: &Event, taken_at: u64) -> Result<(), TestCaseError> {
    // The event is one the app could have made: its own file reads back as itself.
    prop_assert_eq!(&read_event_json(&write_event_json(event)).unwrap(), event);
    let payload = share::encode(event, taken_at);
    prop_assert!(payload
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    let snapshot = share::decode(&payload).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(snapshot.taken_at, taken_at);
    let back = &snapshot.event;
    prop_assert_eq!(&back.players, &event.players);
    prop_assert_eq!(&back.rounds, &event.rounds);
    prop_assert_eq!(&back.ruleset, &event.ruleset);
    prop_assert_eq!(back.best_of, event.best_of);
    prop_assert_eq!(back.seed, None);
    // Everything else too: name, date, planned rounds, missed rounds, playoff.
    prop_assert_eq!(
        back,
        &Event {
            seed: None,
            ..event.clone()
        }
    );
    // The same standings and explanations, under the event's ruleset and another.
    for ruleset in [event.ruleset.clone(), Ruleset::preset("wer").unwrap()] {
        let before = compute(event, &ruleset).unwrap();
        let after = compute(back, &ruleset).unwrap();
        prop_assert_eq!(&after, &before);
        for p in 0..event.players.len() {
            prop_assert_eq!(
                report::explain(back, &after, p),
                report::explain(event, &before, p)
            );
        }
    }
    // The same from a whole link, whatever the base holds: a path, a query, a fragment.
    for base in [
        BASE,
        "https://store.example/tiebreak/#/e/3/rounds",
        "http://192.168.1.20:8080/app/index.html?from=print#top",
    ] {
        let link = share::link(base, 1, &payload);
        let without = base.split('#').next().unwrap();
        prop_assert_eq!(
            link.clone(),
            format!("{without}#/v/1/{payload}"),
            "the base keeps its path and loses its fragment"
        );
        prop_assert_eq!(&share::read_link(&link).unwrap(), &snapshot);
    }
    // Pasted from a chat, with a full stop or a closing parenthesis after it.
    prop_assert_eq!(
        &share::read_link(&format!("({} ).\n", share::link(BASE, 1, &payload))).unwrap(),
        &snapshot
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn an_event_survives_its_link(spec in spec()) {
        let event = build(&spec);
        check_round_trip(&event, spec.taken_at)?;
    }
}

#[test]
fn every_preset_and_best_of_survives_the_link() {
    // The fixed corners of the property: each ruleset, each best-of, the largest taken_at.
    for ruleset in 0..PRESETS.len() + 2 {
        for best_of in [1, 3, 5, 7, 9] {
            let spec = Spec {
                players: 13,
                rounds: 4,
                seed: 7,
                ruleset,
                best_of,
                picks: (0..=255).collect(),
                left_out: ruleset % 2 == 0,
                name: ruleset % EVENT_NAMES.len(),
                date: best_of as usize % DATES.len(),
                planned: Some(5),
                playoff: 8,
                taken_at: MAX_TAKEN_AT,
            };
            let event = build(&spec);
            assert!(event.playoff.is_some());
            assert!(event.players.iter().any(|p| p.entered_round.is_some()));
            assert!(event.players.iter().any(|p| p.dropped_after.is_some()));
            check_round_trip(&event, spec.taken_at).unwrap();
        }
    }
}

#[test]
fn an_empty_event_survives_the_link() {
    let event = Event::default();
    let snapshot = share::decode(&share::encode(&event, 0)).unwrap();
    assert_eq!(snapshot.event, event);
    assert_eq!(snapshot.taken_at, 0);
}

#[test]
fn edge_events_survive_the_link() {
    // A player who dropped before round 1, a late entry in the round not yet paired, a last
    // round with no tables (all removed), an unfinished result, a planned round count of 0.
    let mut event = read_csv("1,Ann,Bo,2,1,0\n1,Cy,BYE,,,\n2,Ann,Cy,,,\n", 3).unwrap();
    let ed = event.add_player("Ed").unwrap();
    event.players[ed].dropped_after = Some(0);
    let di = event.add_late_player("Di").unwrap();
    assert_eq!(event.players[di].entered_round, Some(3));
    event.rounds.push(Round::default());
    event.planned_rounds = Some(0);
    event.validate().unwrap();
    check_round_trip(&event, 1).unwrap();
}

#[test]
fn the_hand_made_wire_is_the_real_one() {
    // The checksum helper is Adler-32: the known sums of "" and "Wikipedia".
    assert_eq!(adler32(b""), 1);
    assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
    // The bytes of `small_wire` are the bytes `encode` writes for the same event, then their
    // Adler-32 checksum, big-endian; so the hostile payloads below differ from real ones only
    // where they mean to.
    let event = read_csv("1,Ann,Bo,2,1,0\n1,Cy,BYE,,,\n", 3).unwrap();
    let event = Event {
        name: "Small".into(),
        date: "2025-11-24".into(),
        ..event
    };
    let payload = share::encode(&event, TAKEN_AT);
    let wire = postcard::to_allocvec(&small_wire()).unwrap();
    assert_eq!(inflate(&payload), with_checksum(&wire));
    // Byte by byte: every field a number, a string or a list of them.
    let mut expected = varint(TAKEN_AT);
    expected.extend(b"\x05Small\x0a2025-11-24"); // name, date
    expected.push(3); // best_of
    expected.extend(b"\x01\x03mtr"); // ruleset: one text, the preset's name
    expected.extend([0, 0]); // missed rounds counted, no planned rounds
    expected.extend(b"\x03\x03Ann\x02Bo\x02Cy"); // names
    expected.extend([0, 0]); // nobody dropped, no late entry
    expected.extend([1, 2, 0, 1]); // seats: one round, Ann against Bo
    expected.extend([1, 1, 19]); // results: one round, 2-1
    expected.extend([1, 2, 1, 2]); // byes: one round, Cy at table index 1
    expected.push(0); // no playoff
    assert_eq!(wire, expected);
    let sum = adler32(&expected);
    expected.extend(sum.to_be_bytes());
    assert_eq!(inflate(&payload), expected);
    assert_eq!(wire_of(&payload), small_wire());
    assert_eq!(
        share::decode(&wire_payload(&small_wire())).unwrap().event,
        event
    );
    // A ruleset chosen by hand: a list of eight texts in place of the one, each its length and
    // its UTF-8 bytes; every other byte as before.
    let custom = Event {
        ruleset: custom_ruleset(),
        ..event.clone()
    };
    let mut texts = vec![8];
    for text in custom_texts() {
        texts.extend(varint(text.len() as u64));
        texts.extend(text.as_bytes());
    }
    let mut expected = wire.clone();
    let at = varint(TAKEN_AT).len() + 6 + 11 + 1;
    assert_eq!(&expected[at..at + 5], b"\x01\x03mtr");
    expected.splice(at..at + 5, texts);
    assert_eq!(
        inflate(&share::encode(&custom, TAKEN_AT)),
        with_checksum(&expected)
    );
}

/// The eight texts of [`custom_ruleset`]: its name, no game-win floor, `no` byes in match-win
/// %, a bye worth no games, repeated opponents once, and its five tiebreakers.
fn custom_texts() -> Vec<String> {
    [
        "Store «house» rules – 7/20 & <b>none</b>",
        "1/3",
        "",
        "7/20",
        "no",
        "none",
        "once",
        "mp,oomw,gwp,omw,cumulative",
    ]
    .map(String::from)
    .to_vec()
}

/// The eight texts of [`mtr_with_another_floor`]: named `mtr`, yet carried whole.
fn mtr_with_another_floor_texts() -> Vec<String> {
    [
        "mtr",
        "33/100",
        "2000000000001/4000000000000",
        "33/100",
        "yes",
        "2-0",
        "once",
        "mp,omw,gwp,ogw",
    ]
    .map(String::from)
    .to_vec()
}

/// A ruleset chosen by hand that reads results as recorded and floors a figure with nothing to
/// count: ten texts, in a version 4 link, and read back whole. Melee's preset is its name alone,
/// also in version 4, since an older build cannot read it.
#[test]
fn a_ruleset_with_the_choices_of_version_4_is_ten_texts() {
    let ruleset = Ruleset {
        name: "house".into(),
        results: Results::AsRecorded,
        empty_figure: EmptyFigure::Floor,
        ..Ruleset::default()
    };
    let event = Event {
        ruleset: ruleset.clone(),
        ..event_of(&["Ann", "Bo", "Cy"])
    };
    assert_eq!(share::version_of(&event), 4);
    let wire = wire_of(&share::encode(&event, TAKEN_AT));
    assert_eq!(wire.ruleset.len(), 10);
    assert_eq!(wire.ruleset[8..], ["as-recorded", "floor"]);
    assert_eq!(share::decode(&wire_payload(&wire)).unwrap().event, event);
    // The same ten texts in a version 3 link are refused: version 3 knew eight.
    let payload = wire_payload(&wire);
    assert_eq!(
        share::read_fragment("3", &payload).unwrap_err().to_string(),
        "this link is damaged: its ruleset has 10 parts, not 1 or 8. Scan the QR code again, or ask the organizer for the link."
    );
    let melee = Event {
        ruleset: Ruleset::preset("melee").unwrap(),
        ..event_of(&["Ann", "Bo", "Cy"])
    };
    assert_eq!(share::version_of(&melee), 4);
    assert_eq!(wire_of(&share::encode(&melee, TAKEN_AT)).ruleset, ["melee"]);
}

#[test]
fn the_ruleset_is_a_presets_name_or_eight_texts() {
    for i in 0..PRESETS.len() + 2 {
        let event = Event {
            ruleset: ruleset_of(i),
            ..event_of(&["Ann", "Bo", "Cy"])
        };
        let wire = wire_of(&share::encode(&event, TAKEN_AT));
        let expected = match (PRESETS.get(i), i == PRESETS.len()) {
            (Some(preset), _) => vec![preset.name.to_string()],
            (None, true) => custom_texts(),
            (None, false) => mtr_with_another_floor_texts(),
        };
        assert_eq!(wire.ruleset, expected);
        assert_eq!(share::decode(&wire_payload(&wire)).unwrap().event, event);
    }
}

// ---------------------------------------------------------------------------------------------
// 2. QR codes.
// ---------------------------------------------------------------------------------------------

/// Reads a matrix of modules (`true`: dark) with rqrr, drawn at 5 pixels a module inside `quiet`
/// light modules: the version it reports and the text.
fn read_modules(dark: &[Vec<bool>], quiet: usize) -> (usize, String) {
    let side = dark.len();
    assert!(dark.iter().all(|row| row.len() == side), "not a square");
    let scale = 5;
    let width = (side + 2 * quiet) * scale;
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, width, |x, y| {
        let (mx, my) = (x / scale, y / scale);
        let inside = (quiet..side + quiet).contains(&mx) && (quiet..side + quiet).contains(&my);
        if inside && dark[my - quiet][mx - quiet] {
            0
        } else {
            255
        }
    });
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code in the image");
    let (meta, text) = grids[0].decode().expect("rqrr reads the code");
    (meta.version.0, text)
}

/// The modules of `code`, without a quiet zone.
fn modules(code: &QrCode) -> Vec<Vec<bool>> {
    (0..code.size())
        .map(|y| (0..code.size()).map(|x| code.get_module(x, y)).collect())
        .collect()
}

/// `matrix` (with its quiet zone of 4) holds exactly `code`'s modules inside a light border.
fn assert_same_modules(matrix: &[Vec<bool>], code: &QrCode) {
    let size = code.size() as usize;
    assert_eq!(matrix.len(), size + 8);
    for (y, row) in matrix.iter().enumerate() {
        assert_eq!(row.len(), size + 8, "row {y}");
        for (x, &dark) in row.iter().enumerate() {
            let inside = (4..size + 4).contains(&x) && (4..size + 4).contains(&y);
            let expected = inside && code.get_module(x as i32 - 4, y as i32 - 4);
            assert_eq!(dark, expected, "module ({x}, {y})");
        }
    }
}

/// A realistic name of 12 to 18 characters for player `i`: first and last names from lists.
fn realistic_name(i: usize) -> String {
    const FIRST: [&str; 16] = [
        "Alexandra",
        "Benjamin",
        "Charlotte",
        "Dominic",
        "Eleanor",
        "Frederik",
        "Gabriela",
        "Harrison",
        "Isabella",
        "Jonathan",
        "Katarina",
        "Leonardo",
        "Margaret",
        "Nathaniel",
        "Olivia",
        "Patrick",
    ];
    const LAST: [&str; 16] = [
        "Anderson", "Brooks", "Castillo", "Dubois", "Eriksen", "Fischer", "Gonzalez", "Hughes",
        "Ivanova", "Jensen", "Kowalski", "Larsen", "Moreau", "Nakamura", "Okafor", "Petrov",
    ];
    let name = format!("{} {}", FIRST[i % 16], LAST[(i * 7 + i / 16) % 16]);
    assert!(
        (12..=18).contains(&name.chars().count()),
        "{name} is not 12 to 18 characters"
    );
    name
}

/// The link of a generated `players` × `rounds` event at [`BASE`] and [`TAKEN_AT`], with the
/// generator's names (`Player 0007`) or realistic ones.
fn generated_link(players: usize, rounds: u32, realistic: bool) -> String {
    let mut event = swiss_event(players, rounds, 2025);
    if realistic {
        for (i, p) in event.players.iter_mut().enumerate() {
            p.name = realistic_name(i);
        }
        event.validate().unwrap();
    }
    share::link(
        BASE,
        share::version_of(&event),
        &share::encode(&event, TAKEN_AT),
    )
}

/// Checks that `link`'s QR code reads back as `link` from the code, the text and the SVG, and
/// returns the code's version.
fn check_qr_reads_back(link: &str) -> u8 {
    let code = share::qr(link).expect("a QR code");
    let version = code.version().value();
    assert!(version <= share::MAX_QR_VERSION);
    let (read_version, text_read) = read_modules(&modules(&code), 4);
    assert_eq!(text_read, link, "the code itself");
    assert_eq!(read_version, usize::from(version));

    let drawing = text::qr(&code);
    let matrix = common::qr::text_modules(&drawing);
    assert_same_modules(&matrix, &code);
    assert_eq!(read_modules(&matrix, 0).1, link, "the terminal's drawing");

    let svg = html::qr_svg(&code, link).into_string();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.contains(&format!("<title>{link}</title>")));
    let matrix = common::qr::svg_modules(&svg);
    assert_same_modules(&matrix, &code);
    assert_eq!(read_modules(&matrix, 0).1, link, "the SVG");
    version
}

#[test]
fn qr_codes_read_back_as_their_links() {
    for (players, rounds) in [(16, 4), (32, 5), (64, 6)] {
        let link = generated_link(players, rounds, false);
        let version = check_qr_reads_back(&link);
        eprintln!(
            "{players}x{rounds}: link of {} characters, QR version {version}",
            link.len()
        );
    }
}

#[test]
fn qr_versions_and_link_lengths() {
    // Measured: the generator's names (`Player 0007`), seed 2025, base http://127.0.0.1:8080/.
    let mut measured = Vec::new();
    for (players, rounds) in [(16, 4), (32, 5), (64, 6), (128, 7)] {
        let link = generated_link(players, rounds, false);
        let version = share::qr(&link).map(|c| c.version().value());
        eprintln!(
            "{players}x{rounds}: link of {} characters, QR version {version:?} (at most {})",
            link.len(),
            share::MAX_QR_VERSION
        );
        measured.push((players, rounds, link.len(), version));
    }
    assert_eq!(
        measured,
        [
            (16, 4, 279, Some(11)),
            (32, 5, 460, Some(15)),
            (64, 6, 888, Some(21)),
            // Past version 25: the link alone.
            (128, 7, 1999, None),
        ]
    );
}

#[test]
fn a_32_player_event_with_real_names_fits_a_readable_code() {
    let link = generated_link(32, 5, true);
    let version = check_qr_reads_back(&link);
    eprintln!(
        "32x5 with names of 12 to 18 characters: link of {} characters, QR version {version}",
        link.len()
    );
    assert!(version <= 25);
    assert_eq!((link.len(), version), (747, 19));
}

#[test]
fn a_link_too_long_for_a_readable_code_has_none() {
    // 2,000 characters is past what version 25 holds at the lowest error correction (1,273 bytes).
    let link = format!("{BASE}#/v/1/{}", "A".repeat(2000));
    assert!(share::qr(&link).is_none());
}

// ---------------------------------------------------------------------------------------------
// 3. Hostile payloads.
// ---------------------------------------------------------------------------------------------

/// A real payload to damage: a small event with a late entry and a drop.
fn small_payload() -> String {
    share::encode(&swiss_event_with_changes(6, 3, 11), TAKEN_AT)
}

#[test]
fn an_empty_payload_is_refused() {
    let empty = damaged("it ends where the event should begin");
    assert_eq!(refused(""), empty);
    assert_eq!(refused(".)\n"), empty);
    assert_eq!(
        share::read_link("http://127.0.0.1:8080/#/v/1/")
            .unwrap_err()
            .to_string(),
        empty
    );
    assert_eq!(
        share::read_link("http://127.0.0.1:8080/#/v/1")
            .unwrap_err()
            .to_string(),
        empty
    );
}

#[test]
fn a_link_without_its_route_is_refused() {
    assert_eq!(
        share::read_link("http://127.0.0.1:8080/#/e/1").unwrap_err().to_string(),
        "this is not a Tiebreak link for players: it has no `#/v/` part. Scan the QR code again, or ask the organizer for the link."
    );
}

#[test]
fn every_truncation_is_refused() {
    let payload = small_payload();
    assert!(share::decode(&payload).is_ok());
    let mut seen = std::collections::BTreeSet::new();
    for end in 0..payload.len() {
        let message = refused(&payload[..end]);
        if end == 0 {
            assert_eq!(message, damaged("it ends where the event should begin"));
        } else if end % 4 == 1 {
            // One base64 character alone holds 6 bits, not a byte.
            assert_eq!(
                message,
                damaged("it is cut short in the middle of a character")
            );
        }
        seen.insert(message);
    }
    for cut in 1..=10 {
        refused(&payload[..payload.len() - cut]);
    }
    // Every truncation is called damaged, in one of these words: a deflate stream cut short
    // never inflates, so neither the checksum nor the event is ever reached.
    let allowed = [
        damaged("it ends where the event should begin"),
        damaged("it is cut short in the middle of a character"),
        damaged("it is cut short"),
        damaged("its compressed data cannot be read"),
    ];
    for message in &seen {
        assert!(allowed.contains(message), "{message}");
    }
}

/// Flips every bit of `payload`'s deflated bytes, one at a time: each flip must be refused in one
/// sentence, or (where deflate ignores the bit, as in the padding after the last block) read as
/// the very same snapshot. Returns the flips, the refusals and the identical reads.
fn flip_every_bit(payload: &str) -> (usize, usize, usize) {
    let original = share::decode(payload).unwrap();
    let deflated = URL_SAFE_NO_PAD.decode(payload).unwrap();
    let (mut refusals, mut identical) = (0, 0);
    for byte in 0..deflated.len() {
        for bit in 0..8 {
            let mut flipped = deflated.clone();
            flipped[byte] ^= 1 << bit;
            let damaged_payload = URL_SAFE_NO_PAD.encode(&flipped);
            match share::decode(&damaged_payload) {
                Ok(snapshot) => {
                    assert_eq!(
                        snapshot, original,
                        "bit {bit} of byte {byte} gave another event"
                    );
                    assert_eq!(
                        byte,
                        deflated.len() - 1,
                        "bit {bit} of byte {byte} is read, yet changes nothing"
                    );
                    identical += 1;
                }
                Err(_) => {
                    refused(&damaged_payload);
                    refusals += 1;
                }
            }
        }
    }
    (deflated.len() * 8, refusals, identical)
}

#[test]
fn every_bit_flip_is_refused() {
    // With the checksum, no flip reads as another event: a flip that deflate notices is refused
    // by the inflater, and one that changes the inflated bytes by the checksum. Only a bit that
    // deflate never reads may change nothing at all.
    let mut custom = swiss_event_with_changes(16, 4, 5);
    custom.ruleset = custom_ruleset();
    custom.playoff = Some(start_playoff(&custom, 8).unwrap());
    for (what, payload) in [
        ("6 players, 3 rounds", small_payload()),
        (
            "16 players, 4 rounds, a custom ruleset, a top 8",
            share::encode(&custom, TAKEN_AT),
        ),
    ] {
        let start = Instant::now();
        let (flips, refusals, identical) = flip_every_bit(&payload);
        eprintln!(
            "{what}: {flips} bit flips of {} deflated bytes: {refusals} refused, {identical} read as the same event, in {:?}",
            flips / 8,
            start.elapsed()
        );
        assert_eq!(refusals + identical, flips);
        // Only the padding bits after the last block (in the last byte) go unread.
        assert!(identical < 8, "{identical} flips changed nothing");
    }
}

#[test]
fn every_bit_flip_of_the_inflated_bytes_is_refused_by_the_checksum() {
    // Adler-32 catches every single-bit error: a flip changes one byte by ±2^k, and so its sum
    // by a number that is not a multiple of 65521. A flip inside the checksum is caught too.
    let bytes = inflate(&small_payload());
    let checksum = damaged("its contents do not match their checksum");
    for byte in 0..bytes.len() {
        for bit in 0..8 {
            let mut flipped = bytes.clone();
            flipped[byte] ^= 1 << bit;
            assert_eq!(
                refused(&payload_of_raw(&flipped)),
                checksum,
                "bit {bit} of byte {byte}"
            );
        }
    }
}

#[test]
fn characters_outside_base64url_are_named() {
    let payload = small_payload();
    for (bad, shown) in [
        ("<script>alert(1)</script>", "`<`"),
        ("abc def", "` `"),
        ("abc%20def", "`%`"),
        ("abc+def/", "`+`"),
        ("abc=", "`=`"),
        ("abcé", "`é`"),
        ("ab\u{1b}[31mc", "`\\u{1b}`"),
        ("ab\ncd", "`\\n`"),
    ] {
        assert_eq!(
            refused(bad),
            damaged(&format!("it holds {shown}, which no Tiebreak link has"))
        );
    }
    // Inside a real payload too.
    let (head, tail) = payload.split_at(payload.len() / 2);
    assert_eq!(
        refused(&format!("{head}<b>{tail}")),
        damaged("it holds `<`, which no Tiebreak link has")
    );
}

#[test]
fn a_deflate_bomb_is_refused_before_it_expands() {
    let zeros = vec![0u8; 50_000_000];
    let bomb = payload_of_raw(&zeros);
    drop(zeros);
    assert!(bomb.len() < share::MAX_PAYLOAD_CHARS, "{}", bomb.len());
    assert_eq!(
        refused(&bomb),
        "this link expands to more than 1 MiB, more than any event: it is not a Tiebreak link."
    );
    // Just past the cap, and at it: there, zeros do not match their checksum, and zeros with
    // their checksum are an event of zeros at the start and the rest left over.
    let just_past = payload_of_raw(&vec![0u8; share::MAX_INFLATED_BYTES + 1]);
    assert_eq!(
        refused(&just_past),
        "this link expands to more than 1 MiB, more than any event: it is not a Tiebreak link."
    );
    let at_cap = payload_of_raw(&vec![0u8; share::MAX_INFLATED_BYTES]);
    assert_eq!(
        refused(&at_cap),
        damaged("its contents do not match their checksum")
    );
    let at_cap = payload_of(&vec![0u8; share::MAX_INFLATED_BYTES - 4]);
    assert_eq!(refused(&at_cap), damaged("it has data after the event"));
}

#[test]
fn a_payload_past_the_longest_is_refused_by_its_length() {
    let long = "A".repeat(share::MAX_PAYLOAD_CHARS + 1);
    assert_eq!(
        refused(&long),
        "this link is 262145 characters long, more than any event Tiebreak shares (262144 at most): it is not a Tiebreak link."
    );
    // 100,000 characters of 3 bytes each are not 300,000 characters: such a payload is named
    // for its first character that no link has.
    assert_eq!(
        refused(&"€".repeat(100_000)),
        damaged("it holds `€`, which no Tiebreak link has")
    );
    // At the limit it is read, and refused for what it holds.
    let at_limit = "A".repeat(share::MAX_PAYLOAD_CHARS);
    assert_ne!(refused(&at_limit), refused(&long));
}

#[test]
fn huge_counts_are_refused_without_allocating() {
    let unreadable = damaged("the event in it cannot be read");
    let huge = varint(u64::MAX);
    // taken_at, then the name's length: u64::MAX bytes of name.
    let mut bytes = varint(TAKEN_AT);
    bytes.extend(&huge);
    bytes.extend(b"Ann");
    assert_eq!(refused(&payload_of(&bytes)), unreadable);
    // A u32 field past u32 (best_of).
    let head = |best_of: &[u8]| {
        let mut b = varint(TAKEN_AT);
        b.extend(varint(0)); // name
        b.extend(varint(0)); // date
        b.extend(best_of);
        b
    };
    assert_eq!(refused(&payload_of(&head(&huge))), unreadable);
    // A ruleset of u64::MAX texts, and one text of u64::MAX bytes.
    let mut b = head(&varint(3));
    b.extend(&huge);
    b.extend([3]);
    b.extend(MTR.as_bytes());
    assert_eq!(refused(&payload_of(&b)), unreadable);
    let mut b = head(&varint(3));
    b.push(1);
    b.extend(&huge);
    b.extend(MTR.as_bytes());
    assert_eq!(refused(&payload_of(&b)), unreadable);
    // An event with no players: a valid head (best of 3, mtr), `missed_rounds_left_out`, no
    // planned rounds, then its seven empty lists.
    let empty_event = |left_out: u8| {
        let mut b = head(&varint(3));
        b.push(1); // one text
        b.extend(varint(MTR.len() as u64));
        b.extend(MTR.as_bytes());
        b.push(left_out);
        b.push(0); // planned_rounds: None
        b.extend([0; 7]); // names, dropped, entered, seats, results, byes, playoff
        b
    };
    let lists = empty_event(0).len() - 7;
    // Each list u64::MAX, u32::MAX or 2^40 items long, of which three are there; and in the
    // lists of rounds, one round whose own list is that long.
    for (k, list) in [
        "names", "dropped", "entered", "seats", "results", "byes", "playoff",
    ]
    .iter()
    .enumerate()
    {
        for count in [u64::MAX, u64::from(u32::MAX), 1 << 40] {
            let mut b = empty_event(0);
            b.truncate(lists + k);
            b.extend(varint(count));
            b.extend([1, 1, 1]);
            assert_eq!(refused(&payload_of(&b)), unreadable, "{count} {list}");
            if (3..6).contains(&k) {
                let mut b = empty_event(0);
                b.truncate(lists + k);
                b.push(1);
                b.extend(varint(count));
                b.extend([1, 1, 1]);
                assert_eq!(
                    refused(&payload_of(&b)),
                    unreadable,
                    "a round of {count} {list}"
                );
            }
        }
    }
    // A huge list of seats in a round of a real event, the rest of its bytes left as they were.
    let mut wire = small_wire();
    wire.seats = vec![vec![0; 3]];
    let mut bytes = postcard::to_allocvec(&wire).unwrap();
    let three_seats = [1u8, 3, 0, 0, 0];
    let at = bytes
        .windows(5)
        .position(|w| w == three_seats)
        .expect("the seats in the bytes");
    bytes.splice(at + 1..at + 2, varint(u64::MAX));
    assert_eq!(refused(&payload_of(&bytes)), unreadable);
    // A boolean that is neither 0 nor 1, an option that is neither None (0) nor Some (1), a
    // planned round count past u32, and text that is not UTF-8.
    assert_eq!(refused(&payload_of(&empty_event(2))), unreadable);
    let mut b = empty_event(0);
    b[lists - 1] = 2;
    assert_eq!(refused(&payload_of(&b)), unreadable);
    let mut b = empty_event(0);
    b.splice(
        lists - 1..lists,
        [1].into_iter().chain(huge.iter().copied()),
    );
    assert_eq!(refused(&payload_of(&b)), unreadable);
    let mtr_at = head(&varint(3)).len() + 2;
    let mut b = empty_event(0);
    assert_eq!(&b[mtr_at..mtr_at + 3], b"mtr");
    b[mtr_at] = 0xff; // "\xfftr"
    assert_eq!(
        refused(&payload_of(&b)),
        unreadable,
        "a ruleset of bad UTF-8"
    );
    let named = |name: &[u8]| {
        let mut b = empty_event(0);
        b.splice(lists..lists + 1, [1, name.len() as u8]);
        b.splice(lists + 2..lists + 2, name.iter().copied());
        payload_of(&b)
    };
    assert_eq!(
        refused(&named(&[0xc3, 0x28])),
        unreadable,
        "a name of bad UTF-8"
    );
    assert_eq!(
        share::decode(&named("é".as_bytes())).unwrap().event.players[0].name,
        "é"
    );
    // The same bytes with a real boolean are an event with no players.
    let snapshot = share::decode(&payload_of(&empty_event(1))).unwrap();
    assert_eq!(snapshot.taken_at, TAKEN_AT);
    assert_eq!(snapshot.event.missed_rounds, MissedRounds::LeftOut);
    assert!(snapshot.event.players.is_empty());
    assert!(snapshot.event.rounds.is_empty());
}

#[test]
fn a_payload_with_data_after_the_event_is_refused() {
    let mut bytes = postcard::to_allocvec(&small_wire()).unwrap();
    bytes.push(0);
    // A version 1 link holds the event alone.
    assert_eq!(
        refused_as_version("1", &bytes),
        damaged("it has data after the event")
    );
    // Version 2 reads corrections after it: one zero byte is not a whole list of them.
    assert_eq!(
        refused(&payload_of(&bytes)),
        damaged("its corrections cannot be read")
    );
    // An empty list of corrections (two empty lists), then a byte too many: version 2 reads
    // nothing after the corrections, and version 3 reads the floor's settings there (five lists),
    // which one zero byte is not.
    bytes.extend([0, 0]);
    assert_eq!(
        refused_as_version("2", &bytes),
        damaged("it has data after the event")
    );
    assert_eq!(
        refused(&payload_of(&bytes)),
        damaged("its fixed tables and extensions cannot be read")
    );
    // Five empty lists of the floor's settings, then a byte too many.
    bytes.extend([0, 0, 0, 0, 0]);
    assert_eq!(
        refused(&payload_of(&bytes)),
        damaged("it has data after the event")
    );
}

#[test]
fn a_time_after_the_year_9999_is_refused() {
    let mut wire = small_wire();
    wire.taken_at = MAX_TAKEN_AT;
    assert_eq!(
        share::decode(&wire_payload(&wire)).unwrap().taken_at,
        MAX_TAKEN_AT
    );
    for taken_at in [MAX_TAKEN_AT + 1, u64::MAX] {
        wire.taken_at = taken_at;
        assert_eq!(
            refused(&wire_payload(&wire)),
            damaged("the time it was taken is after the year 9999")
        );
    }
}

#[test]
fn markup_in_names_is_kept_as_text() {
    let names = ["<b>x</b>", "<script>alert('x')</script>", "&amp; \"q\""];
    let event = event_of(&names);
    let snapshot = share::decode(&share::encode(&event, TAKEN_AT)).unwrap();
    let got: Vec<&str> = snapshot
        .event
        .players
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(got, names);
    assert_eq!(snapshot.event, event);
}

#[test]
fn control_characters_in_names_are_refused_as_the_event_file_does() {
    for name in [
        "Ann\u{1b}[2J",
        "Ann\nBo",
        "Ann\u{0}",
        "An\u{2028}n",
        "A\tnn",
        "Ann\u{7f}",
    ] {
        let event = event_of(&[name, "Bo", "Cy"]);
        let message = refused_as_the_file_is(&event);
        assert!(
            message.contains("has a control character (a line break, a tab or another invisible character): type the name on one line."),
            "{message}"
        );
    }
    // Around a name, a tab or a line break is trimmed away, by the link as by the event file.
    let event = event_of(&["\tAnn\r\n", "Bo"]);
    let imported = read_event_json(&write_event_json(&event)).unwrap();
    assert_eq!(imported.players[0].name, "Ann");
    assert_eq!(
        share::decode(&share::encode(&event, TAKEN_AT))
            .unwrap()
            .event,
        imported
    );
    // Exactly, for one.
    assert_eq!(
        refused(&share::encode(&event_of(&["Ann\u{1b}[2J", "Bo"]), TAKEN_AT)),
        "the event in this link is not valid: the name `Ann\\u{1b}[2J` has a control character (a line break, a tab or another invisible character): type the name on one line."
    );
}

#[test]
fn other_bad_events_are_refused_as_the_event_file_does() {
    // Two players of one name.
    refused_as_the_file_is(&event_of(&["Ann", "ann ", "Cy"]));
    // An empty name, and one of 101 characters.
    refused_as_the_file_is(&event_of(&["Ann", "  ", "Cy"]));
    refused_as_the_file_is(&event_of(&["Ann", &"x".repeat(101)]));
    // A player at two tables of a round, and a player against themselves.
    let mut twice = event_of(&["Ann", "Bo", "Cy"]);
    twice.rounds[0].pairings[1] = Pairing::Bye { player: 0 };
    refused_as_the_file_is(&twice);
    let mut themselves = event_of(&["Ann", "Bo"]);
    themselves.rounds[0].pairings[0] = Pairing::Match {
        a: 1,
        b: 1,
        result: None,
    };
    refused_as_the_file_is(&themselves);
    // An impossible result, a best-of of 4, a late entry in round 1, a drop past round 60.
    let mut three_nil = event_of(&["Ann", "Bo"]);
    three_nil.rounds[0].pairings[0] = Pairing::Match {
        a: 0,
        b: 1,
        result: Some(GameResult::new(3, 0, 0)),
    };
    refused_as_the_file_is(&three_nil);
    refused_as_the_file_is(&Event {
        best_of: 4,
        ..event_of(&["Ann", "Bo"])
    });
    let mut early = event_of(&["Ann", "Bo"]);
    early.players[1].entered_round = Some(1);
    refused_as_the_file_is(&early);
    let mut late_drop = event_of(&["Ann", "Bo"]);
    late_drop.players[1].dropped_after = Some(61);
    refused_as_the_file_is(&late_drop);
    // A ruleset with a floor above 1, and one with a tiebreaker twice.
    let mut floor = event_of(&["Ann", "Bo"]);
    floor.ruleset.match_win_floor = Some(Fraction::new(3, 2));
    refused_as_the_file_is(&floor);
    let mut twice_listed = event_of(&["Ann", "Bo"]);
    twice_listed
        .ruleset
        .tiebreakers
        .push(Tiebreaker::MatchPoints);
    refused_as_the_file_is(&twice_listed);
    // An empty round before a round with tables.
    let mut gap = event_of(&["Ann", "Bo"]);
    gap.rounds.insert(0, Round::default());
    refused_as_the_file_is(&gap);
}

#[test]
fn indices_past_the_players_are_refused() {
    // At a table.
    let mut wire = small_wire();
    wire.seats = vec![vec![0, 3]];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it names player 4 of an event of 3 players")
    );
    // At a bye, with the largest index.
    let mut wire = small_wire();
    wire.byes = vec![vec![1, u32::MAX]];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it names player 4294967296 of an event of 3 players")
    );
    // Dropped and entered.
    let mut wire = small_wire();
    wire.dropped = vec![9, 1];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it says player 10 dropped, in an event of 3 players")
    );
    let mut wire = small_wire();
    wire.entered = vec![3, 2];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it says player 4 entered, in an event of 3 players")
    );
    let mut wire = small_wire();
    wire.entered = vec![u32::MAX, 2];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it says player 4294967296 entered, in an event of 3 players")
    );
    // In the playoff: a seed, and a winner (each winner is written plus one, so u32::MAX is
    // player 4294967295).
    let mut wire = small_wire();
    wire.playoff = vec![0, 1, 2, 7, 0, 0, 0];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it names player 8 of an event of 3 players")
    );
    let mut wire = small_wire();
    wire.playoff = vec![0, 1, 2, 0, 4, 0, 0];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it names player 4 of an event of 3 players")
    );
    wire.playoff = vec![0, 1, 2, 0, 0, 0, u32::MAX];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it names player 4294967295 of an event of 3 players")
    );
    // The same, built from an Event whose pairing names a player past the list.
    let mut event = event_of(&["Ann", "Bo", "Cy"]);
    event.rounds[0].pairings[1] = Pairing::Bye { player: 99 };
    assert_eq!(
        refused(&share::encode(&event, TAKEN_AT)),
        damaged("it names player 100 of an event of 3 players")
    );
}

#[test]
fn malformed_rounds_are_refused() {
    // A player dropped or entered twice, and a list of pairs cut in half.
    let mut wire = small_wire();
    wire.dropped = vec![1, 1, 1, 2];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it says twice when Bo dropped")
    );
    let mut wire = small_wire();
    wire.entered = vec![2, 2, 2, 2];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it says twice when Cy entered")
    );
    let mut wire = small_wire();
    wire.dropped = vec![1];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("its list of who dropped is cut short")
    );
    let mut wire = small_wire();
    wire.entered = vec![2, 2, 0];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("its list of who entered is cut short")
    );
    // The three lists of rounds, of different lengths.
    let mut wire = small_wire();
    wire.results = vec![];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it has 1 rounds of seats, 0 of results and 1 of byes")
    );
    let mut wire = small_wire();
    wire.byes.push(vec![]);
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it has 1 rounds of seats, 1 of results and 2 of byes")
    );
    // An odd seat, a result too many, a bye cut in half (the sentence counts seats and results
    // alone), and the same in round 2.
    let mut wire = small_wire();
    wire.seats = vec![vec![0, 1, 2]];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("round 1 has 3 seats for 1 results")
    );
    let mut wire = small_wire();
    wire.results = vec![vec![19, 19]];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("round 1 has 2 seats for 2 results")
    );
    let mut wire = small_wire();
    wire.byes = vec![vec![1]];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("round 1's list of byes is cut short")
    );
    let mut wire = small_wire();
    wire.seats.push(vec![2]);
    wire.results.push(vec![]);
    wire.byes.push(vec![]);
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("round 2 has 1 seats for 0 results")
    );
    // A bye past the tables, two byes at one table, byes out of order. (Every bye of a round is
    // placed or refused inside the loop over its tables, so no bye is ever left over after it.)
    let past = damaged("round 1 places its byes past its tables");
    let mut wire = small_wire();
    wire.byes = vec![vec![5, 2]];
    assert_eq!(refused(&wire_payload(&wire)), past);
    let no_match = |byes: Vec<u32>| Wire {
        seats: vec![vec![]],
        results: vec![vec![]],
        byes: vec![byes],
        ..small_wire()
    };
    assert_eq!(refused(&wire_payload(&no_match(vec![0, 2, 0, 1]))), past);
    assert_eq!(refused(&wire_payload(&no_match(vec![1, 2, 0, 1]))), past);
    // In order, two byes and no match are a round, which the event file reads too (a player
    // may sit a round out: Ann has no table).
    let event = share::decode(&wire_payload(&no_match(vec![0, 2, 1, 1])))
        .unwrap()
        .event;
    assert_eq!(
        event.rounds[0].pairings,
        [Pairing::Bye { player: 2 }, Pairing::Bye { player: 1 }]
    );
    assert_eq!(read_event_json(&write_event_json(&event)).unwrap(), event);
    // Result codes that no result has, at table 1, and at table 2 after a bye at table 1.
    for code in [4097, u32::MAX] {
        let mut wire = small_wire();
        wire.results = vec![vec![code]];
        assert_eq!(
            refused(&wire_payload(&wire)),
            damaged("round 1, table 1 has no such result")
        );
        wire.byes = vec![vec![0, 2]];
        assert_eq!(
            refused(&wire_payload(&wire)),
            damaged("round 1, table 2 has no such result")
        );
    }
    // The bye first is a round too.
    let mut wire = small_wire();
    wire.byes = vec![vec![0, 2]];
    let event = share::decode(&wire_payload(&wire)).unwrap().event;
    assert_eq!(event.rounds[0].pairings[0], Pairing::Bye { player: 2 });
}

#[test]
fn rulesets_are_read_from_their_texts() {
    let small = share::decode(&wire_payload(&small_wire())).unwrap().event;
    let under = |ruleset: &Ruleset| Event {
        ruleset: ruleset.clone(),
        ..small.clone()
    };
    let texts = |texts: &[&str]| Wire {
        ruleset: texts.iter().map(|t| t.to_string()).collect(),
        ..small_wire()
    };
    // A preset by its name alone, and both rulesets chosen by hand by their eight texts: read
    // whole.
    assert_eq!(
        share::decode(&wire_payload(&texts(&["wer"])))
            .unwrap()
            .event,
        under(&Ruleset::preset("wer").unwrap())
    );
    for (written, ruleset) in [
        (custom_texts(), custom_ruleset()),
        (mtr_with_another_floor_texts(), mtr_with_another_floor()),
    ] {
        let wire = Wire {
            ruleset: written,
            ..small_wire()
        };
        assert_eq!(
            share::decode(&wire_payload(&wire)).unwrap().event,
            under(&ruleset)
        );
    }
    // A ruleset with no tiebreakers (an event file may hold one): its last text is empty.
    let none = Ruleset {
        tiebreakers: Vec::new(),
        ..custom_ruleset()
    };
    assert_eq!(
        read_event_json(&write_event_json(&under(&none))).unwrap(),
        under(&none)
    );
    let wire = wire_of(&share::encode(&under(&none), TAKEN_AT));
    assert_eq!(wire.ruleset[7], "");
    assert_eq!(
        share::decode(&wire_payload(&wire)).unwrap().event,
        under(&none)
    );
    // An unknown preset name, a floor above 1 and a tiebreaker listed twice are refused by the
    // event file's own checks, in its own words.
    let unknown = refused(&wire_payload(&texts(&["no-such-rules"])));
    let file = write_event_json(&small).replacen(
        "\"ruleset\": \"mtr\"",
        "\"ruleset\": \"no-such-rules\"",
        1,
    );
    assert_ne!(file, write_event_json(&small));
    let words = read_event_json(&file).unwrap_err().to_string();
    assert_eq!(
        unknown,
        format!("the event in this link is not valid: {words}")
    );
    assert!(words.contains("unknown ruleset `no-such-rules`"), "{words}");
    let above_one = Ruleset {
        match_win_floor: Some(Fraction::new(3, 2)),
        ..custom_ruleset()
    };
    let mut eight = custom_texts();
    eight[1] = "3/2".into();
    assert_eq!(
        refused(&wire_payload(&Wire {
            ruleset: eight,
            ..small_wire()
        })),
        format!(
            "the event in this link is not valid: {}",
            file_refusal(&under(&above_one))
        )
    );
    let mut eight = custom_texts();
    eight[7] = "mp,omw,MP".into();
    let twice = Ruleset {
        tiebreakers: vec![
            Tiebreaker::MatchPoints,
            Tiebreaker::OpponentsMatchWinPct,
            Tiebreaker::MatchPoints,
        ],
        ..custom_ruleset()
    };
    assert_eq!(
        refused(&wire_payload(&Wire {
            ruleset: eight,
            ..small_wire()
        })),
        format!(
            "the event in this link is not valid: {}",
            file_refusal(&under(&twice))
        )
    );
    // Texts that are no ruleset: the damaged link's sentence, naming what is wrong.
    // (`refused` reads the newest version, in which ten texts are a ruleset too.)
    for count in [0, 2, 7, 9, 11, 16] {
        let mut wire = small_wire();
        wire.ruleset = custom_texts().into_iter().cycle().take(count).collect();
        assert_eq!(
            refused(&wire_payload(&wire)),
            format!("this link is damaged: its ruleset has {count} parts, not 1, 8 or 10. Scan the QR code again, or ask the organizer for the link."),
        );
    }
    let cases: [(usize, &[&str], &str); 5] = [
        (
            1,
            &["a/3", "1/0", "33%", "-1/3", "1/3/5", " ", "one third", "0.", "1e-1"],
            "this link is damaged: its ruleset has a floor that is not a fraction. Scan the QR code again, or ask the organizer for the link.",
        ),
        (
            4,
            &["", "Yes", "true", "1", "no "],
            "this link is damaged: its ruleset has an unknown choice for byes. Scan the QR code again, or ask the organizer for the link.",
        ),
        (
            5,
            &["", "2-1", "two-zero", "not-counted", "2-0 "],
            "this link is damaged: its ruleset has an unknown bye. Scan the QR code again, or ask the organizer for the link.",
        ),
        (
            6,
            &["", "twice", "Once", "each-match"],
            "this link is damaged: its ruleset has an unknown choice for repeated opponents. Scan the QR code again, or ask the organizer for the link.",
        ),
        (
            7,
            &["mp,,omw", "mp,xyz", "mp;omw", "mp,omw,", ",", "match points"],
            "this link is damaged: its ruleset has an unknown tiebreaker. Scan the QR code again, or ask the organizer for the link.",
        ),
    ];
    for (at, bad, sentence) in cases {
        // The three floors alike.
        let places: &[usize] = if at == 1 { &[1, 2, 3] } else { &[at] };
        for &place in places {
            for text in bad {
                let mut wire = small_wire();
                wire.ruleset = custom_texts();
                wire.ruleset[place] = text.to_string();
                assert_eq!(
                    refused(&wire_payload(&wire)),
                    sentence,
                    "{text:?} as text {place}"
                );
            }
        }
    }
}

#[test]
fn a_wrong_checksum_is_refused() {
    let checksum = damaged("its contents do not match their checksum");
    let bytes = postcard::to_allocvec(&small_wire()).unwrap();
    let sum = adler32(&bytes);
    let with = |sum: [u8; 4]| {
        let mut b = bytes.clone();
        b.extend(sum);
        payload_of_raw(&b)
    };
    // The right sum, big-endian, is read.
    assert!(share::decode(&with(sum.to_be_bytes())).is_ok());
    // Valid postcard bytes after which the sum is wrong: off by one, little-endian, zero, all
    // ones, the sum of a sum (`adler2`'s start value 1 taken as data), or none at all.
    for wrong in [
        (sum ^ 1).to_be_bytes(),
        sum.to_le_bytes(),
        [0; 4],
        [0xff; 4],
        adler32(&sum.to_be_bytes()).to_be_bytes(),
    ] {
        assert_ne!(wrong, sum.to_be_bytes());
        assert_eq!(refused(&with(wrong)), checksum, "{wrong:?}");
    }
    assert_eq!(refused(&payload_of_raw(&bytes)), checksum);
    // The sum of other bytes: of the event before one byte changed, and of a real payload's.
    let mut changed = bytes.clone();
    let last_result = changed.len() - 6;
    assert_eq!(changed[last_result], 19, "Ann's 2-1");
    changed[last_result] = 1 + 16 * 2; // Bo's 2-0
    let mut b = changed.clone();
    b.extend(sum.to_be_bytes());
    assert_eq!(refused(&payload_of_raw(&b)), checksum);
    assert!(share::decode(&payload_of(&changed)).is_ok());
    let real = inflate(&small_payload());
    let mut b = bytes.clone();
    b.extend(&real[real.len() - 4..]);
    assert_eq!(refused(&payload_of_raw(&b)), checksum);
}

#[test]
fn a_payload_too_short_for_its_checksum_is_refused() {
    let short = damaged("it is too short to hold an event");
    for len in 0..4 {
        assert_eq!(
            refused(&payload_of_raw(&vec![1u8; len])),
            short,
            "{len} bytes"
        );
    }
    assert_eq!(refused(&payload_of_raw(&[0, 0, 1])), short);
    // Four bytes are a checksum and nothing before it: the sum of nothing is 1, and then there
    // is no event to read.
    assert_eq!(
        refused(&payload_of_raw(&[0, 0, 0, 0])),
        damaged("its contents do not match their checksum")
    );
    assert_eq!(
        refused(&payload_of_raw(&[0, 0, 0, 1])),
        damaged("the event in it cannot be read")
    );
    assert_eq!(
        refused(&payload_of(&[])),
        damaged("the event in it cannot be read")
    );
}

#[test]
fn a_newer_or_unknown_link_version_is_named() {
    let payload = small_payload();
    assert!(share::read_fragment("1", &payload).is_ok());
    // Version 2 adds the corrections after the event: a version 1 payload reads as version 2.
    assert!(share::read_fragment("2", &payload).is_ok());
    // Version 3 adds fixed tables, extensions and byes after the corrections.
    assert!(share::read_fragment("3", &payload).is_ok());
    // Version 4 adds a ruleset's results and its figure for nothing counted (`melee`).
    assert!(share::read_fragment("4", &payload).is_ok());
    assert_eq!(
        share::read_fragment("5", &payload).unwrap_err().to_string(),
        "this link was made by a newer Tiebreak (link version 5; this one reads version 4): reload the page to update it, or ask the organizer for the standings."
    );
    assert_eq!(
        share::read_link(&format!("{BASE}#/v/5/{payload}"))
            .unwrap_err()
            .to_string(),
        "this link was made by a newer Tiebreak (link version 5; this one reads version 4): reload the page to update it, or ask the organizer for the standings."
    );
    for (version, shown) in [("x", "x"), ("0", "0"), ("", ""), ("1\n", "1\\n")] {
        let message = share::read_fragment(version, &payload)
            .unwrap_err()
            .to_string();
        assert_eq!(
            message,
            format!("this link is damaged: `{shown}` is not a link version. Scan the QR code again, or ask the organizer for the link.")
        );
    }
}

// ---------------------------------------------------------------------------------------------
// 4. report::compare.
// ---------------------------------------------------------------------------------------------

/// Six players, two rounds, under MTR (the CSV's default ruleset). Players register in order of
/// first appearance, which is not the order of the standings: Di, Cy, Flo, Ed, Bo, Ann.
///
/// Round 1: Ann 2-0 Bo, Cy 2-0 Di, Ed 2-0 Flo. Round 2: Ann 2-0 Cy, Bo 2-0 Ed, Di 2-0 Flo.
///
/// Match points: Ann 6; Bo, Cy, Di, Ed 3; Flo 0. Match-win %: Ann 6/6 = 1; Bo, Cy, Di, Ed
/// 3/6 = 1/2; Flo 0, floored to 33/100. Game-win %: Ann 4/4 = 1; Bo, Cy, Di, Ed 2/4 = 1/2; Flo
/// 0/4, floored to 33/100.
///
/// OMW: Bo (Ann 1, Ed 1/2) = 3/4; Cy (Di 1/2, Ann 1) = 3/4; Di (Cy 1/2, Flo 33/100) = 83/200;
/// Ed (Flo 33/100, Bo 1/2) = 83/200. OGW: Bo (Ann 1, Ed 1/2) = 3/4; Cy (Di 1/2, Ann 1) = 3/4;
/// Di (Cy 1/2, Flo 33/100) = 83/200; Ed (Flo 33/100, Bo 1/2) = 83/200.
///
/// So Bo and Cy are equal on everything, a perfect tie that Cy's earlier registration decides;
/// Di and Ed likewise (Di first); Bo is above Di on OMW, 3/4 against 83/200, with 3 points each;
/// Ann is above Flo on match points, 6 against 0. Standings: Ann, Cy, Bo, Di, Ed, Flo.
const SIX: &str = "round,player_a,player_b,a_wins,b_wins,draws
1,Di,Cy,0,2,0
1,Flo,Ed,0,2,0
1,Bo,Ann,0,2,0
2,Ann,Cy,2,0,0
2,Bo,Ed,2,0,0
2,Di,Flo,2,0,0
";

const DI: usize = 0;
const CY: usize = 1;
const FLO: usize = 2;
const ED: usize = 3;
const BO: usize = 4;
const ANN: usize = 5;

fn six() -> (Event, tiebreak::core::Standings) {
    let event = read_csv(SIX, 3).unwrap();
    let standings = compute(&event, &event.ruleset).unwrap();
    let order: Vec<usize> = standings.rows.iter().map(|r| r.player).collect();
    assert_eq!(order, [ANN, CY, BO, DI, ED, FLO]);
    (event, standings)
}

#[test]
fn compare_by_match_points() {
    let (event, standings) = six();
    assert_eq!(
        report::compare(&event, &standings, ANN, FLO),
        Comparison {
            higher: ANN,
            lower: FLO,
            decided_by: Some(Separation {
                tiebreaker: Tiebreaker::MatchPoints,
                position: 1,
                higher: Some(Fraction::new(6, 1)),
                lower: Some(Fraction::new(0, 1)),
                higher_shown: "6 points".into(),
                lower_shown: "0 points".into(),
            }),
            sentence: "Ann (rank 1) is above Flo (rank 6) on match points, tiebreaker 1 of mtr: 6 points against 0 points.".into(),
        }
    );
}

#[test]
fn compare_by_omw_with_both_exact_values() {
    let (event, standings) = six();
    let comparison = report::compare(&event, &standings, BO, DI);
    assert_eq!(
        comparison,
        Comparison {
            higher: BO,
            lower: DI,
            decided_by: Some(Separation {
                tiebreaker: Tiebreaker::OpponentsMatchWinPct,
                position: 2,
                higher: Some(Fraction::new(3, 4)),
                lower: Some(Fraction::new(83, 200)),
                higher_shown: "3/4 = 75.00%".into(),
                lower_shown: "83/200 = 41.50%".into(),
            }),
            sentence: "Bo (rank 3) is above Di (rank 4) on opponents' match-win %, tiebreaker 2 of mtr: 3/4 = 75.00% against 83/200 = 41.50%. They are equal before it: match points (3 points).".into(),
        }
    );
}

#[test]
fn compare_does_not_depend_on_the_order_of_its_players() {
    let (event, standings) = six();
    let rank = |p: usize| standings.rows.iter().position(|r| r.player == p).unwrap();
    for a in 0..6 {
        for b in 0..6 {
            let (x, y) = (
                report::compare(&event, &standings, a, b),
                report::compare(&event, &standings, b, a),
            );
            assert_eq!(x, y, "{a} and {b}");
            assert!(
                rank(x.higher) < rank(x.lower) || a == b,
                "{a} and {b}: {}",
                x.sentence
            );
            assert!(x.sentence.starts_with(&event.players[x.higher].name));
        }
    }
}

#[test]
fn compare_a_perfect_tie_names_who_registered_first() {
    let (event, standings) = six();
    let comparison = report::compare(&event, &standings, BO, CY);
    assert_eq!(
        comparison,
        Comparison {
            higher: CY,
            lower: BO,
            decided_by: None,
            sentence: "Cy (rank 2) is above Bo (rank 3) by registration order alone: they are equal on every tiebreaker of mtr, a perfect tie, and Cy registered first.".into(),
        }
    );
    assert!(standings.rows[1].perfect_tie && standings.rows[2].perfect_tie);
    assert_eq!(
        report::compare(&event, &standings, ED, DI).sentence,
        "Di (rank 4) is above Ed (rank 5) by registration order alone: they are equal on every tiebreaker of mtr, a perfect tie, and Di registered first."
    );
}

#[test]
fn compare_the_same_player() {
    let (event, standings) = six();
    assert_eq!(
        report::compare(&event, &standings, CY, CY),
        Comparison {
            higher: CY,
            lower: CY,
            decided_by: None,
            sentence: "Cy is the same player.".into(),
        }
    );
}

// ---------------------------------------------------------------------------------------------
// Corrections in the link (link version 2).
// ---------------------------------------------------------------------------------------------

/// `event` with `edit` made at 14:05 UTC on 2026-11-24, for a reason.
fn corrected(event: &Event, edit: tiebreak::core::edit::Edit, reason: &str) -> Event {
    let stamp = tiebreak::core::edit::Stamp::at("2026-11-24T14:05:00Z").because(reason);
    tiebreak::core::edit::apply(event, &edit, &stamp).unwrap()
}

/// Four players, round 1 played (Ann v Bo 2-1, Cy v Dee 2-0), round 2 paired, then round 1,
/// table 1 corrected to 1-2 ("slip misread") and a game loss given to Cy in round 2.
fn four_corrected() -> Event {
    let mut event = read_csv(
        &format!("{HEADER}1,Ann,Bo,2,1,0\n1,Cy,Dee,2,0,0\n2,Bo,Cy,,,\n2,Ann,Dee,,,\n"),
        3,
    )
    .unwrap();
    event.name = "Friday".into();
    use tiebreak::core::edit::Edit;
    event = corrected(
        &event,
        Edit::SetResult {
            round: 1,
            table: 0,
            result: Some(GameResult::new(1, 2, 0)),
        },
        "slip misread",
    );
    corrected(
        &event,
        Edit::GivePenalty {
            round: 2,
            player: 2,
            kind: tiebreak::core::PenaltyKind::GameLoss,
            reason: "Tardiness".into(),
        },
        "",
    )
}

const HEADER: &str = "round,player_a,player_b,a_wins,b_wins,draws\n";

#[test]
fn a_correction_travels_in_a_version_2_link_and_a_penalty_does_not() {
    let event = four_corrected();
    assert_eq!(event.log.len(), 2);
    assert_eq!(share::version_of(&event), 2);
    let link = share::link(BASE, 2, &share::encode(&event, TAKEN_AT));
    assert!(link.starts_with("http://127.0.0.1:8080/#/v/2/"), "{link}");
    let back = share::read_link(&link).unwrap().event;
    // The result correction is carried; the penalty and its entry are not.
    assert_eq!(back.log, event.log[..1].to_vec());
    assert!(back.penalties.is_empty());
    assert_eq!(back.rounds[0].pairings, event.rounds[0].pairings);
    let line = |p| tiebreak::render::phone::my_corrections(&back, p, 60).into_string();
    let expected = "<section class=\"card corrections\" data-testid=\"my-corrections\"><h3>Corrections of your matches</h3><ul>\
        <li>Round 1, table 1: result corrected from 2-1-0 to 1-2-0 at 15:05 (slip misread)</li></ul></section>";
    assert_eq!(line(0), expected);
    assert_eq!(line(1), expected);
    assert_eq!(line(2), "");
    // A version 1 address does not read corrections: they are a version 2 payload.
    let payload = share::encode(&event, TAKEN_AT);
    assert_eq!(
        share::read_fragment("1", &payload).unwrap_err().to_string(),
        "this link is damaged: it has data after the event. Scan the QR code again, or ask the organizer for the link."
    );
    // Without corrections, the link is version 1, byte for byte as before.
    let mut plain = event.clone();
    plain.log.clear();
    plain.penalties.clear();
    assert_eq!(share::version_of(&plain), 1);
}

/// A 32-player, 5-round event with 10 corrections of results, each with a reason, still fits a
/// printed QR code (version 25 at most).
#[test]
fn thirty_two_players_with_ten_corrections_fit_a_qr_code() {
    use tiebreak::core::edit::Edit;
    let mut event = swiss_event(32, 5, 2025);
    for (i, p) in event.players.iter_mut().enumerate() {
        p.name = realistic_name(i);
    }
    let before = share::link(BASE, 1, &share::encode(&event, TAKEN_AT));
    let reasons = [
        "slip misread",
        "wrong table",
        "players agreed the slip was wrong",
    ];
    let mut made = 0;
    'rounds: for round in 1..=5u32 {
        for table in 0..16 {
            if made == 10 {
                break 'rounds;
            }
            let Pairing::Match {
                result: Some(r), ..
            } = event.rounds[round as usize - 1].pairings[table]
            else {
                continue;
            };
            if r.a_wins == r.b_wins || !(round + table as u32).is_multiple_of(3) {
                continue;
            }
            let edit = Edit::SetResult {
                round,
                table,
                result: Some(r.swapped()),
            };
            event = corrected(&event, edit, reasons[made % 3]);
            made += 1;
        }
    }
    assert_eq!((made, event.log.len()), (10, 10));
    let link = share::link(
        BASE,
        share::version_of(&event),
        &share::encode(&event, TAKEN_AT),
    );
    let code = share::qr(&link).expect("a QR code");
    println!(
        "32 x 5, real-looking names: {} characters (version {}) without corrections, {} characters (version {}) with 10",
        before.len(),
        share::qr(&before).unwrap().version().value(),
        link.len(),
        code.version().value()
    );
    // Measured: 747 characters (version 19) without the corrections, 942 (version 22) with them.
    assert_eq!(
        (before.len(), link.len(), code.version().value()),
        (747, 942, 22)
    );
    assert!(code.version().value() <= 25);
    assert_eq!(share::read_link(&link).unwrap().event.log, event.log);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any event with corrections survives its link: the entries that touch matches come back, in
    /// order, and every other part of the event as before.
    #[test]
    fn corrections_survive_the_link(seed in 0u64..10_000, picks in proptest::collection::vec((0u32..4, 0usize..8, 0u8..4), 1..12)) {
        use tiebreak::core::edit::Edit;
        let mut event = swiss_event(12, 4, seed);
        for (round, table, what) in picks {
            let round = round + 1;
            let results = [GameResult::new(2, 0, 0), GameResult::new(0, 2, 0), GameResult::new(1, 1, 1)];
            let edit = match what {
                0..=2 => Edit::SetResult { round, table, result: Some(results[what as usize]) },
                _ => Edit::SetResult { round, table, result: None },
            };
            let stamp = tiebreak::core::edit::Stamp::at("2026-11-24T14:05:00Z").because("slip");
            if let Ok(e) = tiebreak::core::edit::apply(&event, &edit, &stamp) {
                event = e;
            }
        }
        let link = share::link(BASE, share::version_of(&event), &share::encode(&event, TAKEN_AT));
        let back = share::read_link(&link).unwrap().event;
        let carried: Vec<_> = event.log.iter().filter(|e| e.concerns_matches()).cloned().collect();
        prop_assert_eq!(&back.log, &carried);
        prop_assert_eq!(&back.rounds.iter().map(|r| &r.pairings).collect::<Vec<_>>(), &event.rounds.iter().map(|r| &r.pairings).collect::<Vec<_>>());
    }
}

#[test]
fn hostile_corrections_are_refused_with_a_sentence() {
    #[derive(Serialize)]
    struct WireLog {
        numbers: Vec<u64>,
        texts: Vec<String>,
    }
    let with_log = |numbers: Vec<u64>, texts: &[&str]| {
        let mut bytes = postcard::to_allocvec(&small_wire()).unwrap();
        let log = WireLog {
            numbers,
            texts: texts.iter().map(|t| t.to_string()).collect(),
        };
        bytes.extend(postcard::to_allocvec(&log).unwrap());
        share::read_fragment("2", &payload_of(&bytes))
            .map(|s| s.event.log.len())
            .map_err(|e| e.to_string())
    };
    let at = 1_764_000_000;
    assert_eq!(
        with_log(vec![at, 0, 1, 1, 2, 0, 1], &["2-1-0", "1-2-0", ""]),
        Ok(1)
    );
    for (numbers, texts, what) in [
        (
            vec![at, 0, 1, 1, 2, 0, 99],
            &["2-1-0", "1-2-0", ""][..],
            "its correction 1 names a player it does not list",
        ),
        (
            vec![at, 11, 1, 1, 2, 0, 1],
            &["2-1-0", "1-2-0", ""][..],
            "its correction 1 is of no known kind",
        ),
        (
            vec![MAX_TAKEN_AT + 1, 0, 1, 1, 2, 0, 1],
            &["2-1-0", "1-2-0", ""][..],
            "its correction 1 was made after the year 9999",
        ),
        (
            vec![at, 0, 1, 1, 3, 0, 1, 1],
            &["2-1-0", "1-2-0", ""][..],
            "its correction 1 names 3 players",
        ),
        (vec![at, 0, 1], &[][..], "its correction 1 is cut short"),
        (
            vec![at, 0, 1, 1, 2, 0, 1],
            &["2-1-0"][..],
            "its correction 1 is cut short",
        ),
        (
            vec![at, 0, 1, 1, 2, 0, 1],
            &["2-1-0", "1-2-0", "", "x"][..],
            "its corrections have texts left over",
        ),
    ] {
        assert_eq!(
            with_log(numbers, texts),
            Err(format!("this link is damaged: {what}. Scan the QR code again, or ask the organizer for the link.")),
        );
    }
    // A table past the event is refused by the event file's own checks.
    let err = with_log(vec![at, 0, 1, 400, 2, 0, 1], &["2-1-0", "1-2-0", ""]).unwrap_err();
    assert!(
        err.starts_with(
            "the event in this link is not valid: log entry 1: table 400 is out of range"
        ),
        "{err}"
    );
}
