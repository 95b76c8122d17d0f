//! `Edit::label`: the words the Undo button and the conflict banner give each change. The app
//! wrote them by hand at each call site before issue 34; each one here is the sentence that call
//! site wrote, word for word (the e2e test reads "Undo the result of round 1, table 1").

use tiebreak::core::edit::{apply, Edit, Stamp};
use tiebreak::core::{Entrant, Event, GameResult, MissedRounds, PenaltyKind, Ruleset};

/// Ann, Bo, Cy and Di, with Di at fixed table 5, and round 1 paired: Di's match is printed as
/// table 5, whatever its place in the round.
fn event() -> Event {
    let stamp = Stamp::at("2026-11-24T14:05:00Z");
    let mut event = Event::default();
    for name in ["Ann", "Bo", "Cy", "Di"] {
        event = apply(&event, &Edit::AddPlayer { name: name.into() }, &stamp).unwrap();
    }
    let fixed = Edit::SetFixedTable {
        player: 3,
        table: Some(5),
    };
    event = apply(&event, &fixed, &stamp).unwrap();
    let pair = Edit::PairRound {
        round: 1,
        power: false,
        seed: 7,
    };
    apply(&event, &pair, &stamp).unwrap()
}

fn check(event: &Event, edit: Edit, expected: &str) {
    covered(&edit);
    assert_eq!(edit.label(event), expected, "{edit:?}");
}

/// Every variant, with no wildcard: a new variant does not compile until it is pinned below.
fn covered(edit: &Edit) {
    match edit {
        Edit::AddPlayer { .. }
        | Edit::AddLatePlayer { .. }
        | Edit::AddPlayers { .. }
        | Edit::RenamePlayer { .. }
        | Edit::Drop { .. }
        | Edit::Undrop { .. }
        | Edit::PairRound { .. }
        | Edit::RepairRound { .. }
        | Edit::AddTable { .. }
        | Edit::RemoveTable { .. }
        | Edit::Swap { .. }
        | Edit::SetResult { .. }
        | Edit::SeedPlayoff { .. }
        | Edit::PlayoffWinner { .. }
        | Edit::ThirdPlaceWinner { .. }
        | Edit::PlayoffGames { .. }
        | Edit::ThirdPlaceGames { .. }
        | Edit::RemovePlayoff
        | Edit::SetRuleset { .. }
        | Edit::SetPlannedRounds { .. }
        | Edit::SetMissedRounds { .. }
        | Edit::GivePenalty { .. }
        | Edit::RemovePenalty { .. }
        | Edit::SetFixedTable { .. }
        | Edit::SetByes { .. }
        | Edit::SetExtension { .. }
        | Edit::SetReason { .. } => {}
    }
}

#[test]
fn each_change_is_named_as_the_app_named_it() {
    let e = event();
    let name = |name: &str| name.to_string();
    check(
        &e,
        Edit::AddPlayer {
            name: name(" Eve "),
        },
        "adding Eve",
    );
    check(
        &e,
        Edit::AddLatePlayer {
            name: name("Flo  "),
        },
        "adding Flo",
    );
    let entrant = |line, name: &str| Entrant {
        line,
        name: name.into(),
        byes: 0,
    };
    let one = vec![entrant(1, "Gus")];
    check(&e, Edit::AddPlayers { entrants: one }, "adding 1 player");
    let two = vec![entrant(1, "Gus"), entrant(3, "Hal")];
    check(&e, Edit::AddPlayers { entrants: two }, "adding 2 players");
    let rename = Edit::RenamePlayer {
        player: 0,
        name: name("Anna"),
    };
    check(&e, rename, "renaming a player");
    check(
        &e,
        Edit::Drop {
            player: 1,
            after: 1,
        },
        "dropping a player",
    );
    check(&e, Edit::Undrop { player: 1 }, "undropping a player");
    let pair = |round| Edit::PairRound {
        round,
        power: true,
        seed: 1,
    };
    check(&e, pair(2), "pairing round 2");
    let repair = Edit::RepairRound {
        round: 1,
        power: false,
        seed: 2,
    };
    check(&e, repair, "pairing round 1 again");
    let bye = Edit::AddTable {
        round: 2,
        a: 0,
        b: None,
    };
    check(&e, bye, "the bye of round 2");
    let table = Edit::AddTable {
        round: 2,
        a: 0,
        b: Some(1),
    };
    check(&e, table, "a table of round 2");
    let swap = Edit::Swap {
        round: 1,
        a: 0,
        b: 2,
    };
    check(&e, swap, "a swap in round 1");
    check(&e, Edit::SeedPlayoff { size: 8 }, "starting a top 8");
    let winner = Edit::PlayoffWinner {
        index: 0,
        winner: None,
    };
    check(&e, winner, "a playoff result");
    check(&e, Edit::RemovePlayoff, "removing the playoff");
    let third = Edit::ThirdPlaceWinner { winner: Some(2) };
    check(&e, third, "the match for third place");
    let games = Edit::PlayoffGames {
        index: 1,
        result: Some(GameResult::new(2, 1, 0)),
    };
    check(&e, games, "a playoff result");
    let third_games = Edit::ThirdPlaceGames { result: None };
    check(&e, third_games, "the match for third place");
    let wer = Ruleset::preset("wer").unwrap();
    check(&e, Edit::SetRuleset { ruleset: wer }, "switching to wer");
    let planned = Edit::SetPlannedRounds { rounds: Some(4) };
    check(&e, planned, "the number of rounds");
    let missed = Edit::SetMissedRounds {
        missed: MissedRounds::LeftOut,
    };
    check(&e, missed, "the count of missed rounds");
    let penalty = |kind| Edit::GivePenalty {
        round: 1,
        player: 2,
        kind,
        reason: name("Tardiness"),
    };
    check(&e, penalty(PenaltyKind::Warning), "a warning in round 1");
    check(&e, penalty(PenaltyKind::GameLoss), "a game loss in round 1");
    check(
        &e,
        penalty(PenaltyKind::MatchLoss),
        "a match loss in round 1",
    );
    let dq = penalty(PenaltyKind::Disqualification);
    check(&e, dq, "a disqualification in round 1");
    check(&e, Edit::RemovePenalty { index: 0 }, "removing a penalty");
    let fixed = Edit::SetFixedTable {
        player: 0,
        table: None,
    };
    check(&e, fixed, "a fixed table");
    let byes = Edit::SetByes { player: 0, byes: 2 };
    check(&e, byes, "byes before the event");
    let reason = Edit::SetReason {
        entry: 0,
        reason: name("slip misread"),
    };
    check(&e, reason, "the reason of a correction");
}

/// A table is named by its printed number, not its place in the round: Di's match is table 5.
#[test]
fn a_table_is_named_by_its_printed_number() {
    let e = event();
    let (di, _) = e.table_of(3, 1).unwrap();
    let other = 1 - di;
    let result = |table| Edit::SetResult {
        round: 1,
        table,
        result: Some(GameResult::new(2, 0, 0)),
    };
    check(&e, result(di), "the result of round 1, table 5");
    check(&e, result(other), "the result of round 1, table 1");
    let extension = |table| Edit::SetExtension {
        round: 1,
        table,
        minutes: 5,
    };
    check(&e, extension(di), "the extension of table 5");
    check(&e, extension(other), "the extension of table 1");
    let remove = |table| Edit::RemoveTable { round: 1, table };
    check(&e, remove(di), "removing table 5");
    check(&e, remove(other), "removing table 1");
}
