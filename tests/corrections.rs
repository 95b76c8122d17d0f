//! Corrections that cannot break the event (issue 16), case by case and word for word: the
//! hand-pairing that once saved an event which no longer opened, a correction of an earlier round
//! after a later one is paired, penalties, undo, and the event file's schema 2.

use tiebreak::core::edit::{apply, undo, Edit, Stamp};
use tiebreak::core::{
    compute, pairing::round_view, read_csv, read_event_json, write_event_json, Event, Fraction,
    GameResult, LogEntry, LogKind, PenaltyKind, Ruleset,
};

const AT: &str = "2026-11-24T14:05:00Z";

fn stamp() -> Stamp {
    Stamp::at(AT)
}

/// Makes `edit`, which must be accepted.
fn ok(event: &Event, edit: Edit) -> Event {
    apply(event, &edit, &stamp()).unwrap_or_else(|e| panic!("{edit:?}: {e}"))
}

/// Makes `edit`, which must be refused with exactly `message`, leaving the event as it was.
fn refused(event: &Event, edit: Edit, message: &str) {
    let copy = event.clone();
    assert_eq!(
        apply(event, &edit, &stamp()).unwrap_err().to_string(),
        message
    );
    assert_eq!(event, &copy);
}

/// Four players, round 1 played: Ann beat Bo 2-1, Cy beat Dee 2-0.
fn round_one() -> Event {
    read_csv(
        "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n1,Cy,Dee,2,0,0\n",
        3,
    )
    .unwrap()
}

#[test]
fn a_table_in_round_3_before_round_2_is_refused() {
    // The scenario: 4 players, 3 rounds, round 1 paired; Ann v Bo added to round 3.
    let mut event = Event::default();
    for name in ["Ann", "Bo", "Cy", "Dee"] {
        event = ok(&event, Edit::AddPlayer { name: name.into() });
    }
    event = ok(&event, Edit::SetPlannedRounds { rounds: Some(3) });
    event = ok(
        &event,
        Edit::PairRound {
            round: 1,
            power: false,
            seed: 7,
        },
    );
    refused(
        &event,
        Edit::AddTable {
            round: 3,
            a: 0,
            b: Some(1),
        },
        "round 3 cannot have tables while round 2 has none: pair round 2 first, and number the rounds without gaps.",
    );
    // The event still saves and opens.
    assert_eq!(read_event_json(&write_event_json(&event)).unwrap(), event);
}

#[test]
fn the_only_table_of_an_earlier_round_cannot_be_removed() {
    let mut event = round_one();
    event = ok(&event, Edit::RemoveTable { round: 1, table: 1 });
    event = ok(
        &event,
        Edit::AddTable {
            round: 2,
            a: 0,
            b: Some(2),
        },
    );
    refused(
        &event,
        Edit::RemoveTable { round: 1, table: 0 },
        "table 1 is the last one of round 1, and round 2 is paired: remove the later rounds first, or add another table to round 1.",
    );
    let removed = &event.log[0];
    assert_eq!(
        (
            removed.kind,
            removed.round,
            removed.table,
            removed.before.as_deref()
        ),
        (
            LogKind::TableRemoved,
            Some(1),
            Some(2),
            Some("Cy v Dee 2-0-0")
        )
    );
}

#[test]
fn a_correction_of_round_1_after_round_2_is_paired() {
    let mut event = round_one();
    event = ok(
        &event,
        Edit::PairRound {
            round: 2,
            power: false,
            seed: 1,
        },
    );
    let round_2 = event.rounds[1].pairings.clone();
    // Round 2 pairs the winners: Ann and Cy on 3 points meet.
    let ann = event.player_named("Ann").unwrap();
    let cy = event.player_named("Cy").unwrap();
    assert!(round_2
        .iter()
        .any(|t| t.players().any(|p| p == ann) && t.players().any(|p| p == cy)));

    let correction = Edit::SetResult {
        round: 1,
        table: 0,
        result: Some(GameResult::new(1, 2, 0)),
    };
    event = apply(&event, &correction, &because("slip misread")).unwrap();
    assert_eq!(
        event.log,
        [LogEntry {
            at: AT.into(),
            kind: LogKind::Result,
            round: Some(1),
            table: Some(1),
            players: vec!["Ann".into(), "Bo".into()],
            before: Some("2-1-0".into()),
            after: Some("1-2-0".into()),
            reason: Some("slip misread".into()),
        }]
    );
    // Round 2 keeps its pairings and says so.
    assert_eq!(event.rounds[1].pairings, round_2);
    assert_eq!(event.rounds[1].paired_before, [(1, 1)]);
    assert_eq!(
        round_view::paired_before(&event, 2).as_deref(),
        Some("Paired before the correction of round 1, table 1.")
    );
    // The standings recompute: Bo now has the win; Ann won 1 game of 3 (1/3), Bo 2 of 3.
    let mtr = Ruleset::preset("mtr").unwrap();
    let s = compute(&event, &mtr).unwrap();
    let bo = event.player_named("Bo").unwrap();
    assert_eq!(s.players[bo].match_points, 3);
    assert_eq!(s.players[ann].match_points, 0);
    assert_eq!(s.players[ann].game_win.value, Some(Fraction::new(1, 3)));
    assert_eq!(s.players[bo].game_win.value, Some(Fraction::new(2, 3)));

    // Round 3 is paired from the corrected standings: Bo (3 points after round 2 whatever
    // happens) is no longer below Ann. Enter round 2 and pair round 3.
    for t in 0..event.rounds[1].pairings.len() {
        event = ok(
            &event,
            Edit::SetResult {
                round: 2,
                table: t,
                result: Some(GameResult::new(2, 0, 0)),
            },
        );
    }
    // Entering round 2's results is not a correction: nothing more in the log.
    assert_eq!(event.log.len(), 1);
    let before_round_3 = round_view::points_before(&event, 3);
    assert_eq!(before_round_3[bo] % 3, 0);
    assert!(before_round_3[bo] >= 3, "{before_round_3:?}");
    event = ok(
        &event,
        Edit::PairRound {
            round: 3,
            power: false,
            seed: 1,
        },
    );
    assert_eq!(event.rounds[2].paired_before, []);
    assert_eq!(round_view::paired_before(&event, 3), None);
}

#[test]
fn a_result_changed_in_the_round_being_played_is_logged_without_marks() {
    let mut event = round_one();
    event = ok(
        &event,
        Edit::SetResult {
            round: 1,
            table: 1,
            result: None,
        },
    );
    assert_eq!(event.log.len(), 1);
    assert_eq!(
        (
            event.log[0].before.as_deref(),
            event.log[0].after.as_deref()
        ),
        (Some("2-0-0"), None)
    );
    // Entering it again is not a change of an entered result.
    event = ok(
        &event,
        Edit::SetResult {
            round: 1,
            table: 1,
            result: Some(GameResult::new(0, 2, 0)),
        },
    );
    assert_eq!(event.log.len(), 1);
    assert!(event.rounds[0].paired_before.is_empty());
}

#[test]
fn a_game_loss_counts_in_the_match() {
    let mut event = round_one();
    event = ok(
        &event,
        Edit::SetResult {
            round: 1,
            table: 0,
            result: None,
        },
    );
    let ann = event.player_named("Ann").unwrap();
    event = ok(
        &event,
        Edit::GivePenalty {
            round: 1,
            player: ann,
            kind: PenaltyKind::GameLoss,
            reason: "Tardiness".into(),
        },
    );
    refused(
        &event,
        Edit::SetResult {
            round: 1,
            table: 0,
            result: Some(GameResult::new(2, 0, 0)),
        },
        "Ann has a game loss in round 1 (Tardiness), so Bo won at least 1 game: 2-0 is not possible.",
    );
    event = ok(
        &event,
        Edit::SetResult {
            round: 1,
            table: 0,
            result: Some(GameResult::new(2, 1, 0)),
        },
    );
    let last = event.log.last().unwrap();
    assert_eq!(
        (
            last.kind,
            last.players.clone(),
            last.after.as_deref(),
            last.reason.as_deref()
        ),
        (
            LogKind::Penalty,
            vec!["Ann".to_string()],
            Some("game-loss"),
            Some("Tardiness")
        )
    );
    // A second game loss: Bo won both games.
    event = ok(
        &event,
        Edit::SetResult {
            round: 1,
            table: 0,
            result: None,
        },
    );
    event = ok(
        &event,
        Edit::GivePenalty {
            round: 1,
            player: ann,
            kind: PenaltyKind::GameLoss,
            reason: String::new(),
        },
    );
    refused(
        &event,
        Edit::SetResult {
            round: 1,
            table: 0,
            result: Some(GameResult::new(1, 1, 1)),
        },
        "Ann has 2 game losses in round 1 (Tardiness), so Bo won at least 2 games: 1-1-1 is not possible.",
    );
}

#[test]
fn a_match_loss_records_the_match_as_lost() {
    let mut event = round_one();
    let cy = event.player_named("Cy").unwrap();
    event = ok(
        &event,
        Edit::GivePenalty {
            round: 1,
            player: cy,
            kind: PenaltyKind::MatchLoss,
            reason: "Drawing Extra Cards".into(),
        },
    );
    assert_eq!(
        event.rounds[0].pairings[1],
        tiebreak::core::Pairing::Match {
            a: cy,
            b: event.player_named("Dee").unwrap(),
            result: Some(GameResult::new(0, 2, 0))
        }
    );
    let kinds: Vec<_> = event.log.iter().map(|e| e.kind).collect();
    assert_eq!(kinds, [LogKind::Penalty, LogKind::Result]);
    assert_eq!(
        event.log[1].reason.as_deref(),
        Some("Match loss for Cy: Drawing Extra Cards")
    );
    assert_eq!(
        (
            event.log[1].before.as_deref(),
            event.log[1].after.as_deref()
        ),
        (Some("2-0-0"), Some("0-2-0"))
    );
    refused(
        &event,
        Edit::SetResult {
            round: 1,
            table: 1,
            result: Some(GameResult::new(2, 1, 0)),
        },
        "Cy has a match loss in round 1 (Drawing Extra Cards), so their match is a loss: 2-1 is not possible.",
    );
    // Removing the penalty is logged; the result stays as it is.
    event = ok(&event, Edit::RemovePenalty { index: 0 });
    let last = event.log.last().unwrap();
    assert_eq!(
        (last.kind, last.before.as_deref(), last.after.as_deref()),
        (
            LogKind::Penalty,
            Some("match-loss (Drawing Extra Cards)"),
            None
        )
    );
    assert!(event.penalties.is_empty());
}

#[test]
fn a_disqualification_drops_the_player_and_keeps_their_earlier_matches() {
    // Round 1 played; round 2 paired: Ann v Cy, Bo v Dee. Cy is disqualified in round 2.
    let mut event = read_csv(
        "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n1,Cy,Dee,2,0,0\n2,Ann,Cy,,,\n2,Bo,Dee,2,0,0\n",
        3,
    )
    .unwrap();
    let cy = event.player_named("Cy").unwrap();
    let dee = event.player_named("Dee").unwrap();
    event = ok(
        &event,
        Edit::GivePenalty {
            round: 2,
            player: cy,
            kind: PenaltyKind::Disqualification,
            reason: "Cheating".into(),
        },
    );
    assert_eq!(event.players[cy].dropped_after, Some(2));
    let kinds: Vec<_> = event.log.iter().map(|e| e.kind).collect();
    assert_eq!(kinds, [LogKind::Penalty, LogKind::Result, LogKind::Drop]);
    // Ann won round 2 by the disqualification: 2-0.
    let mtr = Ruleset::preset("mtr").unwrap();
    let s = compute(&event, &mtr).unwrap();
    assert_eq!(s.players[0].match_points, 6);
    // Cy's matches still count for Dee, who met Cy and Bo: Cy is 1-1 (3 of 6 points, 1/2) and
    // Bo 1-1 (lost to Ann, beat Dee: 1/2), so Dee's OMW is 1/2.
    assert_eq!(s.players[dee].omw.value, Some(Fraction::new(1, 2)));
    refused(
        &event,
        Edit::Undrop { player: cy },
        "Cy was disqualified in round 2: remove the penalty to bring them back.",
    );
    // Round 3 pairs the three others: Cy is not paired again.
    event = ok(
        &event,
        Edit::PairRound {
            round: 3,
            power: false,
            seed: 2,
        },
    );
    assert!(event.rounds[2]
        .pairings
        .iter()
        .all(|t| t.players().all(|p| p != cy)));
}

#[test]
fn undo_keeps_the_log_and_records_the_undo() {
    let event = round_one();
    let corrected = ok(
        &event,
        Edit::SetResult {
            round: 1,
            table: 0,
            result: Some(GameResult::new(0, 2, 0)),
        },
    );
    let written = corrected.log.clone();
    let undone = undo(&corrected, &event, &written, &because("wrong table")).unwrap();
    assert_eq!(undone.rounds, event.rounds);
    assert_eq!(undone.log.len(), 2);
    assert_eq!(
        undone.log[1],
        LogEntry {
            at: AT.into(),
            kind: LogKind::Undo,
            round: Some(1),
            table: Some(1),
            players: vec!["Ann".into(), "Bo".into()],
            before: Some("0-2-0".into()),
            after: Some("2-1-0".into()),
            reason: Some("wrong table".into()),
        }
    );
    assert_eq!(read_event_json(&write_event_json(&undone)).unwrap(), undone);
}

#[test]
fn a_rename_renames_the_log_too() {
    let mut event = round_one();
    event = ok(
        &event,
        Edit::SetResult {
            round: 1,
            table: 0,
            result: Some(GameResult::new(0, 2, 0)),
        },
    );
    event = ok(
        &event,
        Edit::RenamePlayer {
            player: 0,
            name: "Ann B.".into(),
        },
    );
    assert_eq!(event.log[0].players, ["Ann B.", "Bo"]);
}

#[test]
fn every_schema_1_file_still_reads() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut read = 0;
    let mut stack = vec![std::path::PathBuf::from(dir)];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        if text.contains("\"tiebreak-event\"")
            && (text.contains("\"schema\": 1") || text.contains("\"schema\":1"))
        {
            let event = read_event_json(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"));
            assert!(event.log.is_empty() && event.penalties.is_empty());
            read += 1;
        }
    }
    assert!(read >= 8, "only {read} schema 1 files found");
}

#[test]
fn a_schema_2_file_round_trips_and_schema_5_is_refused() {
    let text = include_str!("data/corrected.json");
    let event = read_event_json(text).unwrap();
    assert_eq!(event.log.len(), 3);
    assert_eq!(event.penalties.len(), 1);
    assert_eq!(event.rounds[1].paired_before, [(1, 1)]);
    assert_eq!(read_event_json(&write_event_json(&event)).unwrap(), event);
    assert_eq!(
        read_event_json(&text.replace("\"schema\": 2", "\"schema\": 9"))
            .unwrap_err()
            .to_string(),
        "this event was saved by a newer Tiebreak (schema 9; this one reads up to 8): update Tiebreak to open it."
    );
    // Written back, it is still schema 2: it uses nothing schema 3 added.
    assert!(write_event_json(&event).contains("\n  \"schema\": 2,\n"));
}

#[test]
fn hostile_logs_and_penalties_are_refused_with_a_sentence() {
    let text = include_str!("data/corrected.json");
    let check = |from: &str, to: &str, expected: &str| {
        assert!(text.contains(from), "{from}");
        assert_eq!(
            read_event_json(&text.replace(from, to))
                .unwrap_err()
                .to_string(),
            expected
        );
    };
    check(
        "\"at\": \"2026-11-24T14:05:00Z\"",
        "\"at\": \"yesterday\"",
        "log entry 1: `yesterday` is not a time: write it in RFC 3339 UTC, such as `2026-11-24T14:05:00Z`.",
    );
    check(
        "\"kind\": \"drop\"",
        "\"kind\": \"dropped\"",
        "log entry 3: `dropped` is not a kind of entry: expected one of `result`, `table-added`, `table-removed`, `swap`, `repaired`, `drop`, `undrop`, `late-entry`, `penalty`, `ruleset`, `undo`.",
    );
    check(
        "\"round\": 1, \"table\": 1, \"players\"",
        "\"round\": 1, \"table\": 9, \"players\"",
        "log entry 1: table 9 is out of range: an event of 4 players has tables 1 to 4.",
    );
    check(
        "\"reason\": \"slip misread\"",
        &format!("\"reason\": \"{}\"", "x".repeat(201)),
        "log entry 1: a text is empty, has a line break, or is longer than 200 characters: write one line, or leave the field out.",
    );
    check(
        "{ \"round\": 2, \"player\": \"Ann\", \"kind\": \"game-loss\"",
        "{ \"round\": 3, \"player\": \"Ann\", \"kind\": \"game-loss\"",
        "Ann has a game loss in round 3, but only rounds 1 to 2 are paired: remove the penalty first.",
    );
    check(
        "{ \"round\": 2, \"player\": \"Ann\", \"kind\": \"game-loss\"",
        "{ \"round\": 2, \"player\": \"Zed\", \"kind\": \"game-loss\"",
        "penalty 1: `Zed` is not in the players list.",
    );
    check(
        "\"kind\": \"game-loss\", \"reason\"",
        "\"kind\": \"yellow-card\", \"reason\"",
        "penalty 1: `yellow-card` is not a kind of penalty: expected `warning`, `game-loss`, `match-loss` or `disqualification`.",
    );
    // A game loss that the recorded result contradicts: Dee won 2-0 against Ann, so this holds;
    // a 2-0 for Ann does not.
    check(
        "{ \"a\": \"Ann\", \"b\": \"Dee\", \"result\": { \"a_wins\": 0, \"b_wins\": 2",
        "{ \"a\": \"Ann\", \"b\": \"Dee\", \"result\": { \"a_wins\": 2, \"b_wins\": 0",
        "Ann has a game loss in round 2 (Tardiness), so Dee won at least 1 game: 2-0 is not possible.",
    );
}

/// [`stamp`] with a reason.
fn because(reason: &str) -> Stamp {
    Stamp {
        reason: Some(reason.to_string()),
        ..stamp()
    }
}

/// A round paired before a correction says what the corrected results change (issue 41 §7): the
/// bye that would now go to another player, the tables whose players were on the same points when
/// paired and are not now, and the two choices with what pairing again redoes. Undoing the
/// correction takes the warning away.
#[test]
fn a_correction_says_what_it_changes_and_what_to_do() {
    use tiebreak::core::pairing::round_view::{correction_advice, paired_before};
    let mut e = Event::default();
    for name in ["Ann", "Bo", "Cy", "Dee", "Eve"] {
        e.add_player(name).unwrap();
    }
    let won = Some(GameResult::new(2, 0, 0));
    e.push_match(1, 0, 1, won).unwrap();
    e.push_match(1, 2, 3, won).unwrap();
    e.push_bye(1, 4).unwrap();
    // Round 2 as the points stood: Ann, Cy and Eve on 3; Bo and Dee on 0, Dee with the bye.
    e.push_match(2, 0, 2, None).unwrap();
    e.push_match(2, 4, 1, None).unwrap();
    e.push_bye(2, 3).unwrap();
    assert_eq!(correction_advice(&e, 2), None);
    // Round 1, table 2 corrected: Dee won it, not Cy.
    let corrected = apply(
        &e,
        &Edit::SetResult {
            round: 1,
            table: 1,
            result: Some(GameResult::new(0, 2, 0)),
        },
        &stamp(),
    )
    .unwrap();
    assert_eq!(
        paired_before(&corrected, 2).as_deref(),
        Some("Paired before the correction of round 1, table 2.")
    );
    assert_eq!(
        correction_advice(&corrected, 2).unwrap(),
        [
            "The bye went to Dee (3 pts); with the corrected results it would go to Cy (0 pts), lowest in the standings without a bye.",
            // Eve (3) v Bo (0) was a pair-down when paired: not the correction's doing.
            "With the corrected results, table 1 pairs Ann (3 pts) with Cy (0 pts).",
            "Keep round 2 as paired (the MTR's way: a correction does not pair a round again), or pair it again.",
            "Pairing round 2 again replaces all its tables; no result is entered yet.",
        ]
    );
    // A result entered in round 2: pairing again would clear it.
    let played = apply(
        &corrected,
        &Edit::SetResult {
            round: 2,
            table: 0,
            result: Some(GameResult::new(2, 1, 0)),
        },
        &stamp(),
    )
    .unwrap();
    assert_eq!(
        correction_advice(&played, 2).unwrap().last().unwrap(),
        "Pairing round 2 again replaces all its tables: clear its 1 result first, and those players play again."
    );
    // The correction undone: no warning, no advice.
    let undone = undo(&corrected, &e, &corrected.log[e.log.len()..], &stamp()).unwrap();
    assert_eq!(paired_before(&undone, 2), None);
    assert_eq!(correction_advice(&undone, 2), None);
}
