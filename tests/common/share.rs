//! What the players' link files (`share*.rs`) share: the payload's hand-made wire, damaged
//! payloads and their refusals, random events and their round trip.

use std::time::{Duration, Instant};

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use proptest::prelude::*;
use serde::{Deserialize, Serialize};
use tiebreak::core::model::generate::swiss_event_with_changes;
use tiebreak::core::pairing::start_playoff;
use tiebreak::core::tiebreakers::report::{self};
use tiebreak::core::{
    compute, read_event_json, share, write_event_json, ByeGames, EmptyFigure, Event, Fraction,
    GameResult, MissedRounds, Pairing, Player, RepeatedOpponents, Results, Round, Ruleset,
    Tiebreaker, PRESETS,
};

/// The CLI's default base (`tiebreak share` without `--base`).
pub const BASE: &str = "http://127.0.0.1:8080/";

/// A fixed moment for the links whose length is asserted: 2025-11-24 16:00:00 UTC.
pub const TAKEN_AT: u64 = 1_764_000_000;

/// The latest `taken_at` a link may carry: the end of the year 9999.
pub const MAX_TAKEN_AT: u64 = 253_402_300_799;

// ---------------------------------------------------------------------------------------------
// Helpers.
// ---------------------------------------------------------------------------------------------

/// The sentence of a damaged link, around `what`.
pub fn damaged(what: &str) -> String {
    format!(
        "this link is damaged: {what}. Scan the QR code again, or ask the organizer for the link."
    )
}

/// Decodes `payload`, which must be refused, within a second and on one line; returns the
/// sentence.
pub fn refused(payload: &str) -> String {
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
/// from the crate `src/core/share/` uses, so that the test pins the format, not the code.
pub fn adler32(bytes: &[u8]) -> u32 {
    const MOD: u32 = 65_521;
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in bytes {
        a = (a + u32::from(byte)) % MOD;
        b = (b + a) % MOD;
    }
    (b << 16) | a
}

/// `bytes` followed by their Adler-32 checksum, big-endian: what a payload deflates.
pub fn with_checksum(bytes: &[u8]) -> Vec<u8> {
    let mut out = bytes.to_vec();
    out.extend(adler32(bytes).to_be_bytes());
    out
}

/// The inflated bytes of a payload: postcard, then the 4 bytes of the checksum.
pub fn inflate(payload: &str) -> Vec<u8> {
    let deflated = URL_SAFE_NO_PAD.decode(payload).unwrap();
    miniz_oxide::inflate::decompress_to_vec(&deflated).unwrap()
}

/// The postcard bytes of a payload, once its checksum is checked.
pub fn postcard_bytes(payload: &str) -> Vec<u8> {
    let mut bytes = inflate(payload);
    let sum = bytes.split_off(bytes.len() - 4);
    assert_eq!(sum, adler32(&bytes).to_be_bytes(), "the checksum");
    bytes
}

/// The payload of exactly these inflated bytes (no checksum added): raw deflate, then base64url
/// without padding.
pub fn payload_of_raw(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(bytes, 10))
}

/// The sentence refusing the postcard `bytes` read as a link of an older `version`.
pub fn refused_as_version(version: &str, bytes: &[u8]) -> String {
    share::read_fragment(version, &payload_of(bytes))
        .unwrap_err()
        .to_string()
}

/// The payload of postcard bytes: their checksum appended, raw deflate, then base64url without
/// padding, as `encode` makes it.
pub fn payload_of(bytes: &[u8]) -> String {
    payload_of_raw(&with_checksum(bytes))
}

/// A hand-made event of `names`, for payloads with bad contents: every player in round 1, two by
/// two, a bye for the odd one out.
pub fn event_of(names: &[&str]) -> Event {
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
pub fn file_refusal(event: &Event) -> String {
    read_event_json(&write_event_json(event))
        .expect_err("the event file refuses this event")
        .to_string()
}

/// Checks that the link of `event` is refused with the event file's own words.
pub fn refused_as_the_file_is(event: &Event) -> String {
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

/// The payload's structure (version 1) as `src/core/share/wire.rs` declares it, to build payloads by
/// hand and to read real ones. `the_hand_made_wire_is_the_real_one` checks that it writes the
/// very bytes `encode` does.
#[derive(Serialize, Deserialize, Debug, Default, PartialEq)]
pub struct Wire {
    pub taken_at: u64,
    pub name: String,
    pub date: String,
    pub best_of: u32,
    /// The ruleset: its preset's name alone (`["mtr"]`), or for a ruleset chosen by hand eight
    /// texts: name, the three floors (`33/100`, or empty), `yes`/`no` for byes in match-win %,
    /// the bye's games (`2-0`/`none`), repeated opponents (`each`/`once`), the tiebreaker codes
    /// joined by commas.
    pub ruleset: Vec<String>,
    pub missed_rounds_left_out: bool,
    pub planned_rounds: Option<u32>,
    pub names: Vec<String>,
    /// `player, round` pairs.
    pub dropped: Vec<u32>,
    /// `player, round` pairs.
    pub entered: Vec<u32>,
    /// Per round, `a, b` of each match.
    pub seats: Vec<Vec<u32>>,
    /// Per round, one code a match: 0, or `1 + a_wins + 16 b_wins + 256 draws`.
    pub results: Vec<Vec<u32>>,
    /// Per round, `table index, player` pairs.
    pub byes: Vec<Vec<u32>>,
    /// Empty, or the seeds, then each winner plus one (0: undecided).
    pub playoff: Vec<u32>,
}

/// The ruleset field of a preset: its name alone.
pub const MTR: &str = "mtr";

/// A small valid wire event: Ann beats Bo 2-1 at table 1, Cy has the bye at table 2.
pub fn small_wire() -> Wire {
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
pub fn wire_payload(wire: &Wire) -> String {
    payload_of(&postcard::to_allocvec(wire).unwrap())
}

/// The wire event in a real payload.
pub fn wire_of(payload: &str) -> Wire {
    postcard::from_bytes(&postcard_bytes(payload)).unwrap()
}

/// A postcard varint (LEB128) of `n`.
pub fn varint(mut n: u64) -> Vec<u8> {
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
pub fn custom_ruleset() -> Ruleset {
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
        ..Ruleset::default()
    }
}

/// A ruleset named like a preset that differs from it: the link must carry it whole, not by name.
pub fn mtr_with_another_floor() -> Ruleset {
    Ruleset {
        game_win_floor: Some(Fraction::new(2_000_000_000_001, 4_000_000_000_000)),
        ..Ruleset::preset("mtr").unwrap()
    }
}

/// The ruleset of pick `i`: a preset, the hand-made one, or MTR with another floor.
pub fn ruleset_of(i: usize) -> Ruleset {
    match i.checked_sub(PRESETS.len()) {
        None => Ruleset::preset(PRESETS[i].name).unwrap(),
        Some(0) => custom_ruleset(),
        Some(_) => mtr_with_another_floor(),
    }
}

pub const EVENT_NAMES: [&str; 6] = [
    "",
    "FNM «Modern» — Café & <b>Bar</b> \"quoted\" \\ back'slash",
    "Ünïcødé 🃏 ＦＵＬＬＷＩＤＴＨ \u{200b}zero-width",
    "tab\tand\nline break, #/v/2/ and %41 inside",
    "   spaces around   ",
    "a hundred and twenty characters of name: ŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁŁ",
];

pub const DATES: [&str; 4] = [
    "",
    "2026-11-22",
    "22/11/2026 ⌚",
    "<script>alert(1)</script>",
];

/// Every result a best-of-`best_of` match can have (up to 9 drawn games in a best-of-nine: every
/// count of a result code's 4 bits).
pub fn legal_results(best_of: u32) -> Vec<GameResult> {
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
pub struct Spec {
    pub players: usize,
    pub rounds: u32,
    pub seed: u64,
    pub ruleset: usize,
    pub best_of: u32,
    /// One pick per match: a new result for the best-of, or (below 20) none in the last round.
    pub picks: Vec<u8>,
    pub left_out: bool,
    pub name: usize,
    pub date: usize,
    pub planned: Option<u32>,
    /// 0 or 1: no playoff; 4 or 8: a top 4 or top 8 (when there are enough players), with the
    /// first match decided.
    pub playoff: usize,
    pub taken_at: u64,
}

pub fn spec() -> impl Strategy<Value = Spec> {
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
pub fn build(spec: &Spec) -> Event {
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
pub fn check_round_trip(event: &Event, taken_at: u64) -> Result<(), TestCaseError> {
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
    // The same from a whole link, whatever the base holds: a path, a query, a fragment. A link
    // says the version its payload needs; 1 reads any payload of an event with nothing more.
    let version = share::version_of(event);
    for base in [
        BASE,
        "https://store.example/tiebreak/#/e/3/rounds",
        "http://192.168.1.20:8080/app/index.html?from=print#top",
    ] {
        let link = share::link(base, version, &payload);
        let without = base.split('#').next().unwrap();
        prop_assert_eq!(
            link.clone(),
            format!("{without}#/v/{}/{payload}", version.number()),
            "the base keeps its path and loses its fragment"
        );
        prop_assert_eq!(&super::read_link(&link).unwrap(), &snapshot);
    }
    // Pasted from a chat, with a full stop or a closing parenthesis after it.
    prop_assert_eq!(
        &super::read_link(&format!("({} ).\n", share::link(BASE, version, &payload))).unwrap(),
        &snapshot
    );
    Ok(())
}

/// A realistic name of 12 to 18 characters for player `i`: first and last names from lists.
pub fn realistic_name(i: usize) -> String {
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

/// The eight texts of [`custom_ruleset`]: its name, no game-win floor, `no` byes in match-win
/// %, a bye worth no games, repeated opponents once, and its five tiebreakers.
pub fn custom_texts() -> Vec<String> {
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
pub fn mtr_with_another_floor_texts() -> Vec<String> {
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
