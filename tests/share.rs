//! The players' link (`src/core/share/`): an event survives `encode` and `decode` whole (a
//! property test and every preset), the hand-made wire is the real one, corrections travel in a
//! version 2 link, and `report::compare` answers "why am I below X?" with exact values. The QR
//! codes are in `share_qr.rs`, hostile payloads in `share_hostile.rs`.

#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::share::*;

use proptest::prelude::*;
use serde::Serialize;
use tiebreak::core::model::generate::swiss_event;
use tiebreak::core::share::LinkVersion;
use tiebreak::core::tiebreakers::report::{self, Comparison, Separation};
use tiebreak::core::{
    compute, read_csv, share, ByeGames, EmptyFigure, Event, Fraction, GameResult, Pairing,
    PlayoffFigures, Results, Round, Ruleset, Tiebreaker, UnplayedRounds, PRESETS,
};

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
    assert_eq!(share::version_of(&event), LinkVersion::Choices);
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
    assert_eq!(share::version_of(&melee), LinkVersion::Choices);
    assert_eq!(wire_of(&share::encode(&melee, TAKEN_AT)).ruleset, ["melee"]);
}

/// A ruleset that makes a choice of an event's (a bye's games as its round's, the playoff by round) travels in
/// a version 9 link and reads back whole; the same texts in a version 8 link are refused, since
/// version 8 could not carry them.
#[test]
fn a_ruleset_that_makes_event_choice_is_a_version_9_link() {
    for (bye_games, playoff) in [
        (ByeGames::AsRound, PlayoffFigures::LeftOut),
        (ByeGames::TwoZero, PlayoffFigures::ByRound),
        (ByeGames::TwoZero, PlayoffFigures::Everyone),
    ] {
        let event = Event {
            ruleset: Ruleset {
                name: "melee-2024-2025, by round".into(),
                bye_games,
                playoff,
                ..Ruleset::preset("melee-2024-2025").unwrap()
            },
            ..event_of(&["Ann", "Bo", "Cy"])
        };
        assert_eq!(share::version_of(&event), LinkVersion::EventChoices);
        let payload = share::encode(&event, TAKEN_AT);
        assert_eq!(
            share::read_fragment("9", &payload).unwrap().event.ruleset,
            event.ruleset
        );
        assert_eq!(
            share::read_fragment("8", &payload).unwrap_err().to_string(),
            "this link is damaged: its ruleset makes a choice of an event's, which version 8 cannot carry. Scan the QR code again, or ask the organizer for the link."
        );
    }
}

/// A ruleset chosen by hand whose one choice past version 4's is a round not played counted
/// lost (`--unplayed-rounds lost` on the CLI) is written with all fourteen texts: twelve, as
/// earlier builds wrote it, is a ruleset no version reads.
#[test]
fn a_ruleset_chosen_by_hand_that_counts_unplayed_rounds_lost_reads_back() {
    let event = Event {
        ruleset: Ruleset {
            name: "mtr (custom)".into(),
            unplayed_rounds: UnplayedRounds::Lost,
            ..Ruleset::default()
        },
        ..event_of(&["Ann", "Bo", "Cy"])
    };
    assert_eq!(share::version_of(&event), LinkVersion::Platforms);
    let payload = share::encode(&event, TAKEN_AT);
    assert_eq!(wire_of(&payload).ruleset.len(), 14);
    assert_eq!(
        share::read_fragment("7", &payload).unwrap().event.ruleset,
        event.ruleset
    );
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
    let stamp = tiebreak::core::edit::Stamp {
        reason: Some(reason.to_string()).filter(|r| !r.trim().is_empty()),
        ..tiebreak::core::edit::Stamp::at("2026-11-24T14:05:00Z")
    };
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
    assert_eq!(share::version_of(&event), LinkVersion::Corrections);
    let link = share::link(
        BASE,
        LinkVersion::Corrections,
        &share::encode(&event, TAKEN_AT),
    );
    assert!(link.starts_with("http://127.0.0.1:8080/#/v/2/"), "{link}");
    let back = common::read_link(&link).unwrap().event;
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
    assert_eq!(share::version_of(&plain), LinkVersion::Plain);
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
    let before = share::link(BASE, LinkVersion::Plain, &share::encode(&event, TAKEN_AT));
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
    assert_eq!(common::read_link(&link).unwrap().event.log, event.log);
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
            let stamp = tiebreak::core::edit::Stamp {
                reason: Some("slip".to_string()),
                ..tiebreak::core::edit::Stamp::at("2026-11-24T14:05:00Z")
            };
            if let Ok(e) = tiebreak::core::edit::apply(&event, &edit, &stamp) {
                event = e;
            }
        }
        let link = share::link(BASE, share::version_of(&event), &share::encode(&event, TAKEN_AT));
        let back = common::read_link(&link).unwrap().event;
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
