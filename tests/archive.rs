//! The open tournament-data archive's JSON (Melee's events), read wherever an event is read:
//! its shapes (byes, draws listed twice, round names, the playoff, drops, late entries), the
//! `melee` ruleset's reading of its results, the refusals word for word, the published
//! standings in the event file, and `tiebreak audit`.
#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::run;

use tiebreak::core::model::archive::is_archive;
use tiebreak::core::read_archive;
use tiebreak::core::tiebreakers::audit::{
    audit, presets_that_agree, published_line, summary, Published4,
};
use tiebreak::core::tiebreakers::gaps::Reach;
use tiebreak::core::{
    compute, read_event, read_event_json, write_event_json, EmptyFigure, Fraction, GameResult,
    MissedRounds, Pairing, PlayoffFigures, Ruleset,
};

/// A match as the archive lists it: Player1, Player2 and the result from Player1's side.
type Match<'a> = (&'a str, &'a str, &'a str);
/// A round: its name and its matches.
type ArchiveRound<'a> = (&'a str, &'a [Match<'a>]);

/// An archive file of these rounds (`(name, matches)`, each match `(player1, player2, result)`)
/// from `uri`, with no standings.
fn archive(uri: &str, rounds: &[ArchiveRound]) -> String {
    let rounds: Vec<String> = rounds
        .iter()
        .map(|(name, matches)| {
            let matches: Vec<String> = matches
                .iter()
                .map(|(a, b, r)| {
                    format!(r#"{{"Player1": {a:?}, "Player2": {b:?}, "Result": {r:?}}}"#)
                })
                .collect();
            format!(
                r#"{{"RoundName": {name:?}, "Matches": [{}]}}"#,
                matches.join(", ")
            )
        })
        .collect();
    format!(
        r#"{{"Tournament": {{"Date": "2026-03-07T18:00:00", "Name": "Store Legacy", "Uri": {uri:?}}}, "Decks": [{{"Player": "Ann", "Mainboard": []}}], "Rounds": [{}]}}"#,
        rounds.join(", ")
    )
}

const MELEE: &str = "https://melee.gg/Tournament/View/1";

/// The sentence an archive is refused with.
fn refused(text: &str) -> String {
    read_archive(text).unwrap_err().to_string()
}

#[test]
fn a_melee_event_reads_with_its_byes_drops_and_names_as_written() {
    let text = archive(
        MELEE,
        &[
            (
                "Round 1",
                &[
                    ("Ann Émile", "bo", "2-1-0"),
                    ("Cy", "-", "2-0-0"),
                    ("Dee", "Eve", "0-2-0"),
                ],
            ),
            (
                "Round 2",
                &[
                    ("Ann Émile", "Cy", "1-1-1"),
                    // A draw listed once from each side is one match.
                    ("bo", "Dee", "1-1-0"),
                    ("Dee", "bo", "1-1-0"),
                    ("Eve", "BYE", "2-0-0"),
                ],
            ),
            ("3", &[("Ann Émile", "Eve", "2-0-0"), ("Cy", "", "2-0-0")]),
        ],
    );
    assert!(is_archive(&text));
    let event = read_event(&text, 3).unwrap();
    assert_eq!(event.name, "Store Legacy");
    assert_eq!(event.date, "2026-03-07");
    assert_eq!(event.ruleset, Ruleset::preset("melee").unwrap());
    let names: Vec<&str> = event.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ann Émile", "bo", "Cy", "Dee", "Eve"]);
    // bo and Dee played no round 3: they dropped after round 2.
    let drops: Vec<Option<u32>> = event.players.iter().map(|p| p.dropped_after).collect();
    assert_eq!(drops, [None, Some(2), None, Some(2), None]);
    assert_eq!(event.rounds.len(), 3);
    assert_eq!(event.rounds[1].pairings.len(), 3);
    assert_eq!(
        event.rounds[1].pairings[1],
        Pairing::Match {
            a: 1,
            b: 3,
            result: Some(GameResult::new(1, 1, 0))
        }
    );
    assert_eq!(event.rounds[2].pairings[1], Pairing::Bye { player: 2 });
    assert_eq!(event.published, None);
}

#[test]
fn the_playoff_is_left_out_and_a_file_of_only_playoff_rounds_is_refused() {
    let text = archive(
        MELEE,
        &[
            ("Round 1", &[("Ann", "Bo", "2-0-0"), ("Cy", "Dee", "2-1-0")]),
            ("Semifinals", &[("Ann", "Cy", "2-0-0")]),
            ("Finals", &[("Ann", "Bo", "2-1-0")]),
        ],
    );
    let event = read_archive(&text).unwrap();
    assert_eq!(event.rounds.len(), 1);
    let only = archive(
        MELEE,
        &[
            ("Quarterfinals", &[("Ann", "Bo", "2-0-0")]),
            ("Semifinals", &[("Ann", "Cy", "2-0-0")]),
            ("Finals", &[("Ann", "Dee", "2-0-0")]),
        ],
    );
    assert_eq!(
        refused(&only),
        "the file has only playoff rounds (Quarterfinals, Semifinals, Finals) and no Swiss round: Tiebreak computes the standings of the Swiss rounds, named `Round 1`, `Round 2`, …"
    );
    let (code, stdout, stderr) = run(&["standings", "-"], &only);
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert_eq!(
        stderr,
        "tiebreak: -: the file has only playoff rounds (Quarterfinals, Semifinals, Finals) and no Swiss round: Tiebreak computes the standings of the Swiss rounds, named `Round 1`, `Round 2`, …\n"
    );
}

#[test]
fn bad_input_is_refused_with_the_round_and_the_match() {
    let one = |matches: &[Match]| {
        archive(
            MELEE,
            &[
                ("Round 1", &[("Zed", "Yan", "2-0-0")]),
                ("Round 2", matches),
            ],
        )
    };
    assert_eq!(
        refused(&one(&[("Ann", "Bo", "2-0-0"), ("Cy", "Dee", "2-x-0")])),
        "Round 2, match 2 (Cy v Dee): `2-x-0` is not a result: expected games won-lost-drawn from Player1's side, such as 2-1-0."
    );
    assert_eq!(
        refused(&one(&[("Ann", "Bo", "2-0-0"), ("Cy", "Ann", "2-1-0")])),
        "Round 2, match 2 (Cy v Ann): Ann already plays in match 1 of round 2 (Ann v Bo): a player plays once a round."
    );
    // The same match listed twice with another winner is refused; with the other side's 0-0-0,
    // both players lost it.
    assert_eq!(
        refused(&one(&[("Ann", "Bo", "2-0-0"), ("Bo", "Ann", "2-0-0")])),
        "Round 2, match 2 (Bo v Ann): the same match is listed in match 1 (Ann v Bo 2-0) with another result: one of the two is wrong."
    );
    // Spaces around the dashes are read; a count of three digits is not a count.
    assert!(read_archive(&one(&[("Ann", "Bo", "2 - 1 - 0")])).is_ok());
    assert_eq!(
        refused(&one(&[("Ann", "Bo", "200-0-0")])),
        "Round 2, match 1 (Ann v Bo): `200-0-0` is not a result: expected games won-lost-drawn from Player1's side, such as 2-1-0."
    );
    assert_eq!(
        refused(&one(&[("Ann", "Ann", "2-0-0")])),
        "Round 2, match 1 (Ann v Ann): Ann cannot be paired against themselves."
    );
    // A bye may name its player in Player2 (CardsRealm's `Bye v Ann`).
    let bye = read_archive(&one(&[("Ann", "Bo", "2-0-0"), ("-", "Cy", "0-2-0")])).unwrap();
    let cy = bye.player_named("Cy").unwrap();
    assert_eq!(bye.rounds.len(), 2);
    assert!(bye.rounds[1]
        .pairings
        .contains(&Pairing::Bye { player: cy }));
    // Two spellings that only case tells apart are two players, the later one numbered.
    let names: Vec<String> = read_archive(&one(&[("Ann", "ann", "2-0-0")]))
        .unwrap()
        .players
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert_eq!(names, ["Zed", "Yan", "Ann", "ann (2)"]);
    // So are two that only spacing tells apart (issue 41), each stored single-spaced.
    let names: Vec<String> = read_archive(&one(&[("Alice Nguyen", "Alice  Nguyen", "2-0-0")]))
        .unwrap()
        .players
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert_eq!(names, ["Zed", "Yan", "Alice Nguyen", "Alice Nguyen (2)"]);
    assert_eq!(
        refused(&one(&[("Ann", "Bo", "9-0-0")])),
        "Round 2, match 1 (Ann v Bo): 9-0 has 9 games of one kind, more than a best-of-3 match records: each count is at most 3."
    );
    // A round of no known name is read from its matches after a Swiss round, and refused before.
    let first = archive(
        MELEE,
        &[
            ("Top 32 Cut", &[("Ann", "Bo", "2-0-0")]),
            ("Round 1", &[("Ann", "Bo", "2-0-0")]),
        ],
    );
    assert_eq!(
        refused(&first),
        "the round named `Top 32 Cut` (round 1 of the file) comes before any Swiss round and is neither a Swiss round (`Round 3` or `3`) nor a playoff round (`Quarterfinals`, `Semifinals`, `Finals`, `Top 8`)."
    );
    for (name, sentence) in [
        (
            "Round 1",
            "Round 1 is listed twice (rounds 1 and 2 of the file): list each round once.",
        ),
        (
            "Round 61",
            "round `61` is out of range: rounds are numbered from 1 to 60.",
        ),
    ] {
        let text = archive(
            MELEE,
            &[
                ("Round 1", &[("Ann", "Bo", "2-0-0")]),
                (name, &[("Ann", "Bo", "2-0-0")]),
            ],
        );
        assert_eq!(refused(&text), sentence, "{name}");
    }
    // A truncated file: the line, and what the archive holds.
    let whole = one(&[("Ann", "Bo", "2-0-0")]);
    let cut = &whole[..whole.len() - 30];
    assert_eq!(
        refused(cut),
        "line 1: expected `,` or `}` after a value, found the end of the text. Check the file against the archive's format: `Tournament`, `Rounds` with their `Matches`, and `Standings`."
    );
    let (code, _, stderr) = run(&["standings", "-", "--ruleset", "melee"], cut);
    assert_eq!(code, 1);
    assert!(
        stderr.starts_with("tiebreak: -: line 1: expected `,` or `}`"),
        "{stderr}"
    );
    assert_eq!(
        refused(r#"{"Tournament": {}, "Decks": []}"#),
        "the file has no `Rounds`: an archive event lists its rounds, each with its `Matches`."
    );
    assert_eq!(
        refused(r#"{"Rounds": [{"RoundName": "Round 1", "Matches": [{"Player1": 7, "Player2": "Bo", "Result": "2-0-0"}]}]}"#),
        "line 1: `Rounds[0].Matches[0].Player1` must be a string, found a number. Check the file against the archive's format: `Tournament`, `Rounds` with their `Matches`, and `Standings`."
    );
}

/// Melee's results: 0-0-0 is a draw with no games, 3-0 counts its three games. Under `melee`
/// they read; under `mtr` (an event from elsewhere, or `--ruleset mtr`) they are refused, and
/// the sentence names `melee`.
#[test]
fn results_only_melee_records_read_under_melee_alone() {
    let rounds: &[ArchiveRound] = &[
        ("Round 1", &[("Ann", "Bo", "0-0-0"), ("Cy", "Dee", "3-0-0")]),
        ("Round 2", &[("Ann", "Cy", "2-2-0"), ("Bo", "Dee", "2-1-0")]),
    ];
    let event = read_archive(&archive(MELEE, rounds)).unwrap();
    let s = compute(&event, &event.ruleset).unwrap();
    let ann = &s.players[0];
    assert_eq!(ann.record.draws, 2);
    assert_eq!(ann.match_points, 2);
    // 0-0-0 and 2-2: 2 game wins and 2 losses in 4 games: 6/12.
    assert_eq!(ann.game_win.value, Some(Fraction::new(1, 2)));
    let cy = &s.players[2];
    // 3-0 then 2-2: 5 games won of 7.
    assert_eq!(cy.game_win.value, Some(Fraction::new(15, 21)));
    assert_eq!(cy.match_points, 4);

    let elsewhere = archive("https://example.org/event/1", rounds);
    assert_eq!(read_archive(&elsewhere).unwrap_err().to_string(), "Round 1, match 1 (Ann v Bo): 0-0-0 records no games: an intentional draw is 0-0-3, and a match that has not been played has no result yet. Melee records such a result as played: the `melee` ruleset counts it.");
    // The CLI reads it under `--ruleset melee`, and refuses it under `--ruleset mtr` with the
    // round and the players.
    let (code, _, stderr) = run(&["standings", "-", "--ruleset", "melee"], &elsewhere);
    assert_eq!((code, stderr.as_str()), (0, ""));
    let (code, _, stderr) = run(
        &["standings", "-", "--ruleset", "mtr"],
        &archive(MELEE, rounds),
    );
    assert_eq!(code, 1);
    assert_eq!(stderr, "tiebreak: -: round 1, table 1 (Ann v Bo): 0-0-0 records no games: an intentional draw is 0-0-3, and a match that has not been played has no result yet. Melee records such a result as played: the `melee` ruleset counts it.\n");
    let (code, _, stderr) = run(
        &["standings", "-", "--results", "best-of"],
        &archive(MELEE, rounds),
    );
    assert_eq!(code, 1);
    assert!(
        stderr.contains("round 1, table 1 (Ann v Bo): 0-0-0 records no games"),
        "{stderr}"
    );
    // A match CSV with 3-0 reads under `--ruleset melee` too.
    let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,3,0,0\n";
    let (code, stdout, stderr) = run(
        &["standings", "-", "--ruleset", "melee", "--format", "json"],
        csv,
    );
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(stdout.contains("\"gwp\": \"1/1\""), "{stdout}");
}

/// A late entry (first seen after round 1) enters at that round, and the rounds they missed are
/// left out, as the file records nothing for them; a player in the standings only never played.
#[test]
fn late_entries_and_standings_only_players() {
    let text = archive(
        MELEE,
        &[
            ("Round 1", &[("Ann", "Bo", "2-0-0")]),
            ("Round 2", &[("Ann", "Cy", "2-1-0"), ("Bo", "-", "2-0-0")]),
        ],
    )
    .replace(
        r#""Rounds""#,
        r#""Standings": [{"Rank": 1, "Player": "Ann", "Points": 6}, {"Rank": 2, "Player": "Bo", "Points": 3},
            {"Rank": 3, "Player": "Cy", "Points": 0}, {"Rank": 4, "Player": "Dee", "Points": 0}], "Rounds""#,
    );
    let event = read_archive(&text).unwrap();
    assert_eq!(event.players[2].entered_round, Some(2));
    assert_eq!(event.missed_rounds, MissedRounds::LeftOut);
    assert_eq!(event.players[3].name, "Dee");
    assert_eq!(event.players[3].dropped_after, Some(0));
    let s = compute(&event, &event.ruleset).unwrap();
    assert_eq!(s.players[2].record.losses, 1);
    let a = audit(&event, &event.ruleset).unwrap();
    assert!(!a.row_of(0).unwrap().differs.contains(&Published4::Points));
}

/// The published standings survive the event file, written as schema 3 with each figure's text
/// as published; an event without them is still written as schema 2.
#[test]
fn published_standings_survive_the_event_file() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/real-events/melee-2026/mtgmelee-387505.json"
    ))
    .unwrap();
    let event = read_event(&text, 3).unwrap();
    let json = write_event_json(&event);
    // `melee` is written by its name, which an earlier build reads the same: schema 3.
    assert!(json.contains("\n  \"schema\": 3,\n"));
    assert!(json.contains("\"source\": \"https://melee.gg/Tournament/View/387505\""));
    assert!(
        json.contains("\"omw\": \"0.3333\""),
        "the bye-only player's 4 decimals are kept"
    );
    let back = read_event_json(&json).unwrap();
    assert_eq!(back, event);
    let mut plain = event.clone();
    plain.published = None;
    plain.ruleset = Ruleset::default();
    let plain_json = write_event_json(&plain);
    assert!(plain_json.contains("\n  \"schema\": 2,\n"));
    assert!(!plain_json.contains("published"));
    // A damaged published figure is named with its row.
    let damaged = json.replacen("\"omw\": \"0.3333\"", "\"omw\": \"1/3\"", 1);
    let row = event
        .published
        .as_ref()
        .unwrap()
        .rows
        .iter()
        .position(|r| r.omw.as_ref().is_some_and(|d| d.text == "0.3333"))
        .unwrap();
    assert_eq!(
        read_event_json(&damaged).unwrap_err().to_string(),
        format!(
            "published standings, row {}: `omw` is `1/3`, not a decimal number such as 0.5555555.",
            row + 1
        )
    );
    let above_one = json.replacen("\"omw\": \"0.3333\"", "\"omw\": \"1.5\"", 1);
    assert_eq!(
        read_event_json(&above_one).unwrap_err().to_string(),
        format!("published standings, row {}: OMW `1.5` is above 1: a published percentage is a fraction from 0 to 1, such as 0.5555555.", row + 1)
    );
}

/// `tiebreak audit`: exit 0 and `melee` among the presets that agree, or exit 1 with the figures
/// marked; the JSON's rows with both figures.
#[test]
fn audit_names_the_rulesets_that_agree() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/real-events/melee-2026/mtgmelee-379300.json"
    ))
    .unwrap();
    let event = read_event(&text, 3).unwrap();
    assert_eq!(
        presets_that_agree(&event),
        [
            "wltr",
            "pod-sheet",
            "melee",
            "melee-spring-2024",
            "melee-early-2024",
            "cardsrealm-early-2025"
        ]
    );
    let (code, stdout, stderr) = run(&["audit", "-", "--format", "json"], &text);
    assert_eq!((code, stderr.as_str()), (0, ""));
    let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(json["ruleset"], "melee");
    assert_eq!(json["agrees"], true);
    assert_eq!(
        json["rulesets_that_agree"],
        serde_json::json!([
            "wltr",
            "pod-sheet",
            "melee",
            "melee-spring-2024",
            "melee-early-2024",
            "cardsrealm-early-2025"
        ])
    );
    assert_eq!(json["rows"].as_array().unwrap().len(), 14);
    assert_eq!(
        json["rows"][0],
        serde_json::json!({
            "rank": 1,
            "name": "Player 001",
            "published": {"points": 9, "omw": 0.4444444, "gw": 0.8571429, "ogw": 0.4603175},
            "computed": {"points": 9, "omw": "4/9", "gw": "6/7", "ogw": "29/63"},
            "agrees": true,
            "differs": [],
            "depends_on_gap": false
        })
    );
    let mtr = &json["other_rulesets"][0];
    assert_eq!(mtr["name"], "mtr");
    assert_eq!(mtr["players_that_differ"], 9);
    assert_eq!(mtr["largest_difference"]["gw"], "0.0033333");
    // The figures in the table's order, not sorted by name.
    let ordered = common::Ordered::read(&stdout);
    let top = ordered.keys();
    let other = ordered.at(top.iter().position(|k| *k == "other_rulesets").unwrap());
    let mtr_fields = other.at(0);
    assert_eq!(
        mtr_fields.keys(),
        ["name", "players_that_differ", "largest_difference"]
    );
    assert_eq!(mtr_fields.at(2).keys(), ["omw", "gw", "ogw"]);

    let (code, stdout, stderr) = run(&["audit", "-", "--ruleset", "mtr"], &text);
    assert_eq!(code, 1);
    assert_eq!(
        stderr,
        "tiebreak: -: some published figures do not agree under mtr (marked ≠ above).\n"
    );
    assert!(
        stdout.contains(
            "   5  Player 009   6 / 6   0.5555556 ≠ 83/150     0.7142857 / 5/7    0.5079365 ≠ 177/350\n"
        ),
        "{stdout}"
    );
    assert!(stdout.contains(
        "Under mtr, 9 of the 14 players Melee published differ on at least one figure.\n"
    ));
    assert!(stdout.contains(
        "Presets that agree for every player: wltr, pod-sheet, melee, melee-spring-2024, melee-early-2024 and cardsrealm-early-2025.\n"
    ));
    assert!(stdout.contains("mtr differs from wltr only in the floor: 0.33 against one third.\n"));

    // A file without published standings has nothing to audit.
    let (code, _, stderr) = run(
        &["audit", "-"],
        "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,0,0\n",
    );
    assert_eq!(code, 1);
    assert_eq!(stderr, "tiebreak: -: the file carries no published standings to compare with: `tiebreak audit` reads an archive file with its `Standings` (or an event the app imported from one).\n");
    // Options of other commands are refused.
    let (code, _, stderr) = run(&["audit", "-", "--player", "Ann"], &text);
    assert_eq!(code, 2);
    assert!(stderr.starts_with("tiebreak: --player is not an option of `tiebreak audit`"));
}

/// Every command reads the archive: the next round's pairings, the advice, the players' link.
#[test]
fn every_command_reads_an_archive() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/real-events/melee-2026/mtgmelee-401766.json"
    ))
    .unwrap();
    for args in [
        &["pair", "-", "--format", "json"][..],
        &["advise", "-", "--samples", "20"],
        &["share", "-", "--taken-at", "1764000000"],
        &["log", "-"],
        &["standings", "-", "--format", "csv"],
    ] {
        let (code, stdout, stderr) = run(args, &text);
        assert_eq!((code, stderr.as_str()), (0, ""), "{args:?}");
        assert!(!stdout.is_empty(), "{args:?}");
    }
    let (_, link, _) = run(&["share", "-", "--taken-at", "1764000000"], &text);
    // Version 6: the link carries the published standings (version 4 before issue 39).
    assert!(link.starts_with("http://127.0.0.1:8080/#/v/6/"), "{link}");
}

// ---------------------------------------------------------------------------------------------
// Files as the archive really holds them (issue 33): a playoff named like Swiss rounds, a
// third-place match, a bracket that does not halve, players the standings do not list, names
// shared by two or three players, double losses, gaps, rounds missing from the numbering.
// ---------------------------------------------------------------------------------------------

/// A standings row: name, points, wins, losses, draws.
type Row<'a> = (&'a str, u32, u32, u32, u32);

/// An archive file from `date` and `uri` with these rounds and standings (every percentage 0.5
/// unless `figures` names other ones for a player: OMW, GW, OGW as written).
fn melee_file(
    date: &str,
    uri: &str,
    rounds: &[ArchiveRound],
    standings: &[Row],
    figures: &[(&str, &str, &str, &str)],
) -> String {
    let rounds: Vec<serde_json::Value> = rounds
        .iter()
        .map(|(name, matches)| {
            let matches: Vec<serde_json::Value> = matches
                .iter()
                .map(|(a, b, r)| serde_json::json!({"Player1": a, "Player2": b, "Result": r}))
                .collect();
            serde_json::json!({"RoundName": name, "Matches": matches})
        })
        .collect();
    let rows: Vec<String> = standings
        .iter()
        .enumerate()
        .map(|(i, (name, points, w, l, d))| {
            let (omw, gw, ogw) = figures
                .iter()
                .find(|f| f.0 == *name)
                .map_or(("0.5", "0.5", "0.5"), |f| (f.1, f.2, f.3));
            format!(
                r#"{{"Rank": {}, "Player": {name:?}, "Points": {points}, "Wins": {w}, "Losses": {l}, "Draws": {d}, "OMWP": {omw}, "GWP": {gw}, "OGWP": {ogw}}}"#,
                i + 1
            )
        })
        .collect();
    format!(
        r#"{{"Tournament": {{"Date": {date:?}, "Uri": {uri:?}, "Name": "Store Modern"}}, "Rounds": {}, "Standings": [{}]}}"#,
        serde_json::Value::Array(rounds),
        rows.join(", ")
    )
}

/// Three Swiss rounds of eight players: A 3-0; E, C, B 2-1; G, F, D 1-2; H 0-3.
const SWISS: [ArchiveRound; 3] = [
    (
        "Round 1",
        &[
            ("A", "B", "2-0-0"),
            ("C", "D", "2-0-0"),
            ("E", "F", "2-0-0"),
            ("G", "H", "2-0-0"),
        ],
    ),
    (
        "Round 2",
        &[
            ("A", "C", "2-0-0"),
            ("E", "G", "2-0-0"),
            ("B", "D", "2-0-0"),
            ("F", "H", "2-0-0"),
        ],
    ),
    (
        "Round 3",
        &[
            ("A", "E", "2-1-0"),
            ("C", "G", "2-0-0"),
            ("B", "F", "2-0-0"),
            ("D", "H", "2-0-0"),
        ],
    ),
];

/// The standings of [`SWISS`] and a top 4 with a match for third place, as Melee publishes them
/// in 2026: points of the Swiss rounds, W-L-D of every round.
const TOP_4_STANDINGS: [Row; 8] = [
    ("A", 9, 5, 0, 0),
    ("E", 6, 3, 2, 0),
    ("C", 6, 3, 2, 0),
    ("B", 6, 2, 3, 0),
    ("G", 3, 1, 2, 0),
    ("F", 3, 1, 2, 0),
    ("D", 3, 1, 2, 0),
    ("H", 0, 0, 3, 0),
];

/// [`SWISS`] and a top 4 without a match for third place: A beats B and then E, who beat C.
fn swiss_and_top_4() -> Vec<ArchiveRound<'static>> {
    let mut rounds = SWISS.to_vec();
    rounds.push(("Semifinals", &[("A", "B", "2-0-0"), ("E", "C", "2-1-0")]));
    rounds.push(("Finals", &[("A", "E", "2-0-0")]));
    rounds
}

/// The standings of [`swiss_and_top_4`] with points that count the playoff's: A 3 wins more, E 1.
const TOP_4_COUNTED_STANDINGS: [Row; 8] = [
    ("A", 15, 5, 0, 0),
    ("E", 9, 3, 2, 0),
    ("C", 6, 2, 2, 0),
    ("B", 6, 2, 2, 0),
    ("G", 3, 1, 2, 0),
    ("F", 3, 1, 2, 0),
    ("D", 3, 1, 2, 0),
    ("H", 0, 0, 3, 0),
];

/// Each row's OMW, GW and OGW as `computed` gives them, written at `digits` decimals, in the
/// order of `standings`: the figures of a file that a test then publishes ([`melee_file`]).
fn figures_as_computed(
    event: &tiebreak::core::Event,
    computed: &tiebreak::core::Standings,
    standings: &[Row],
    digits: u32,
) -> Vec<[String; 4]> {
    let fixed = |f: Option<Fraction>| f.unwrap().to_fixed(digits);
    standings
        .iter()
        .map(|(name, ..)| {
            let p = &computed.players[event.player_named(name).unwrap()];
            [
                name.to_string(),
                fixed(p.omw.value),
                fixed(p.game_win.value),
                fixed(p.ogw.value),
            ]
        })
        .collect()
}

/// [`figures_as_computed`] as [`melee_file`] takes them.
fn as_written(figures: &[[String; 4]]) -> Vec<(&str, &str, &str, &str)> {
    figures
        .iter()
        .map(|[a, b, c, d]| (a.as_str(), b.as_str(), c.as_str(), d.as_str()))
        .collect()
}

fn names_of(event: &tiebreak::core::Event, players: &[usize]) -> Vec<String> {
    players
        .iter()
        .map(|&p| event.players[p].name.clone())
        .collect()
}

#[test]
fn a_top_4_named_like_swiss_rounds_is_the_playoff_with_its_match_for_third() {
    let mut rounds = SWISS.to_vec();
    rounds.push(("Round 4", &[("A", "B", "2-0-0"), ("E", "C", "2-1-0")]));
    rounds.push(("Round 5", &[("A", "E", "2-0-0"), ("B", "C", "0-2-0")]));
    let text = melee_file("2026-03-07T18:00:00", MELEE, &rounds, &TOP_4_STANDINGS, &[]);
    let event = read_archive(&text).unwrap();
    // Round 4 pairs four of eight players, round 5 its two winners and its two losers: a top 4
    // and its match for third place, not Swiss rounds 4 and 5.
    assert_eq!(event.rounds.len(), 3);
    assert_eq!(event.ruleset.name, "melee");
    let playoff = event.playoff.as_ref().unwrap();
    assert_eq!(playoff.round_sizes(), [2, 1]);
    assert_eq!(names_of(&event, &[playoff.champion().unwrap()]), ["A"]);
    let (x, y) = playoff.third_place_players().unwrap();
    assert_eq!(names_of(&event, &[x, y]), ["B", "C"]);
    let played: Vec<Vec<(String, String, String)>> = playoff
        .played_rounds()
        .iter()
        .map(|r| {
            r.iter()
                .map(|&(a, b, g)| {
                    (
                        event.players[a].name.clone(),
                        event.players[b].name.clone(),
                        g.to_string(),
                    )
                })
                .collect()
        })
        .collect();
    // The final round holds the final, then the match for third place.
    assert_eq!(
        played,
        [
            vec![
                ("A".into(), "B".into(), "2-0".into()),
                ("E".into(), "C".into(), "2-1".into())
            ],
            vec![
                ("A".into(), "E".into(), "2-0".into()),
                ("B".into(), "C".into(), "0-2".into())
            ],
        ]
    );
    // The Swiss standings ignore it: every published point and record is the file's, no gap.
    let a = audit(&event, &event.ruleset).unwrap();
    assert_eq!(a.gaps.gaps.len(), 0);
    let points: Vec<u32> = a.standings.players.iter().map(|p| p.match_points).collect();
    // In the order of first appearance: A, B, C, D, E, F, G, H.
    assert_eq!(points, [9, 6, 6, 3, 6, 3, 3, 0]);
    // `standings` says the same: 3 rounds, and no semifinalist dropped.
    let (code, stdout, _) = run(&["standings", "-", "--format", "json"], &text);
    assert_eq!(code, 0);
    let rows: Vec<serde_json::Value> = serde_json::from_str(&stdout).unwrap();
    assert_eq!(rows[0]["name"], "A");
    assert_eq!(rows[0]["match_points"], 9);
    assert!(event.players.iter().all(|p| p.dropped_after.is_none()));
}

#[test]
fn a_bracket_that_does_not_halve_a_stranger_and_a_date_that_is_not_a_date_are_named() {
    // Two quarterfinals, then two semifinals with a loser in one: no bracket. The Swiss rounds
    // are read, the playoff left out with a sentence.
    let mut rounds = SWISS.to_vec();
    rounds.push(("Quarterfinals", &[("A", "B", "2-0-0"), ("E", "C", "2-1-0")]));
    rounds.push(("Semifinals", &[("A", "E", "2-0-0"), ("B", "C", "2-0-0")]));
    rounds.push(("Finals", &[("A", "B", "2-0-0")]));
    let text = melee_file("not a date", MELEE, &rounds, &TOP_4_STANDINGS, &[]);
    let event = read_archive(&text).unwrap();
    assert_eq!((event.rounds.len(), event.playoff.is_some()), (3, false));
    // A date that is not a date: Melee's rules of today, said so.
    assert_eq!(event.ruleset.name, "melee");
    assert_eq!(
        event.published.as_ref().unwrap().notes,
        [
            "The file's date `not a date` is not a date: its figures are read under melee, Melee's rules since 13 November 2025.",
            "The playoff's rounds (Quarterfinals, Semifinals, Finals) do not form a bracket: their round 2 does not pair the winners of round 1, half as many matches: the playoff is left out.",
        ]
    );
    // A semifinalist the standings do not list plays in it: read as a player with no Swiss round.
    let mut rounds = SWISS.to_vec();
    rounds.push(("Semifinals", &[("A", "Zed", "2-0-0"), ("E", "C", "2-1-0")]));
    rounds.push(("Finals", &[("A", "E", "2-0-0")]));
    let text = melee_file("2026-03-07", MELEE, &rounds, &TOP_4_STANDINGS, &[]);
    let event = read_archive(&text).unwrap();
    assert_eq!(
        event.published.as_ref().unwrap().notes,
        ["The playoff has `Zed` the standings do not list: read as a player who played no Swiss round."]
    );
    let zed = event.players.iter().position(|p| p.name == "Zed").unwrap();
    assert_eq!(event.players[zed].dropped_after, Some(0));
    let (code, stdout, _) = run(&["standings", "-"], &text);
    assert_eq!(code, 0);
    assert!(stdout.contains("Zed (played no round)"), "{stdout}");
}

#[test]
fn an_address_that_is_not_http_names_no_platform_and_makes_no_link() {
    for uri in [
        "javascript:alert(5)",
        "melee.gg/Tournament/View/1",
        "ftp://melee.gg/x",
        "",
    ] {
        let text = melee_file("2026-03-07", uri, &SWISS, &TOP_4_STANDINGS[..], &[]);
        let event = read_archive(&text).unwrap();
        let published = event.published.as_ref().unwrap();
        assert_eq!(
            (published.publisher(), published.link()),
            ("The platform".to_string(), None),
            "{uri}"
        );
        // Not known to be Melee's: no period's preset either.
        assert_eq!(event.ruleset.name, "mtr", "{uri}");
        let (_, stdout, _) = run(&["audit", "-"], &text);
        assert!(!stdout.contains("javascript published"), "{stdout}");
    }
}

#[test]
fn a_file_that_lacks_matches_names_them_and_is_judged_on_the_rest() {
    // Melee published a 1-point draw for G and H, who meet in no match of round 3; the file
    // has G v C and D v H there, so it lacks a match of each... here, round 3 lists neither.
    let rounds: [ArchiveRound; 3] = [
        SWISS[0],
        SWISS[1],
        (
            "Round 3",
            &[
                ("A", "E", "2-1-0"),
                ("B", "F", "2-0-0"),
                ("C", "D", "2-0-0"),
            ],
        ),
    ];
    let standings: [Row; 8] = [
        ("A", 9, 3, 0, 0),
        ("C", 6, 2, 1, 0),
        ("E", 6, 2, 1, 0),
        ("B", 6, 2, 1, 0),
        ("G", 4, 1, 1, 1),
        ("F", 3, 1, 2, 0),
        ("D", 0, 0, 3, 0),
        ("H", 1, 0, 2, 1),
    ];
    let text = melee_file("2026-03-07", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    let a = audit(&event, &event.ruleset).unwrap();
    let publisher = event.published.as_ref().unwrap().publisher();
    assert_eq!(
        a.gaps.sentence(&publisher).unwrap(),
        "The file lacks matches of 2 players: their figures, and their opponents' OMW and OGW, cannot be checked."
    );
    let each: Vec<String> = a
        .gaps
        .gaps
        .iter()
        .map(|g| g.sentence(&event.players[g.player].name, &publisher))
        .collect();
    assert_eq!(
        each,
        [
            "G: Melee published 1-1-1 (4 points); the file's rounds give 1-1-0 (3 points).",
            "H: Melee published 0-2-1 (1 point); the file's rounds give 0-2-0 (0 points).",
        ]
    );
    let gap_names: Vec<&str> = a
        .gaps
        .gaps
        .iter()
        .map(|g| event.players[g.player].name.as_str())
        .collect();
    assert_eq!(gap_names, ["G", "H"]);
    // G and H, and everyone they met: E, F (G's) and G, F... each by name.
    let depend: Vec<&str> = (0..event.players.len())
        .filter(|&p| a.gaps.depends_on_gap(p))
        .map(|p| event.players[p].name.as_str())
        .collect();
    assert_eq!(depend, ["E", "F", "G", "H"]);
}

#[test]
fn players_published_with_a_draw_and_no_match_are_one_sentence() {
    // Two players Melee published with a 1-point draw appear in no match at all.
    let mut standings = TOP_4_STANDINGS.to_vec();
    standings[0] = ("A", 9, 3, 0, 0);
    standings[1] = ("E", 6, 2, 1, 0);
    standings[2] = ("C", 6, 2, 1, 0);
    standings[3] = ("B", 6, 2, 1, 0);
    standings.push(("I", 1, 0, 0, 1));
    standings.push(("J", 1, 0, 0, 1));
    let text = melee_file("2026-03-07", MELEE, &SWISS, &standings, &[]);
    let event = read_archive(&text).unwrap();
    let a = audit(&event, &event.ruleset).unwrap();
    assert_eq!(
        a.gaps.sentence("Melee").unwrap(),
        "The file lacks matches of 2 players (Melee published 0-0-1 (1 point) for each; the file's rounds give none): their figures, and their opponents' OMW and OGW, cannot be checked."
    );
    // Every other figure is checked, and agrees where the published figures are Melee's.
    assert_eq!(a.gaps.dependent(), 2);
}

/// The file of `rounds` with the standings Melee would publish of them (every figure to 7
/// places), then every `Sam#k` written `Sam`: people who share a name, told apart only here.
fn published_then_shared(rounds: &[ArchiveRound]) -> String {
    let plain = melee_file("2026-03-07", MELEE, rounds, &[], &[]);
    let event = read_archive(&plain).unwrap();
    let standings = compute(&event, &event.ruleset).unwrap();
    let decimal = |f: Option<Fraction>| f.unwrap().to_fixed(7);
    let rows: Vec<String> = standings
        .rows
        .iter()
        .map(|r| {
            let p = &standings.players[r.player];
            format!(
                r#"{{"Rank": {}, "Player": {:?}, "Points": {}, "Wins": {}, "Losses": {}, "Draws": {}, "OMWP": {}, "GWP": {}, "OGWP": {}}}"#,
                r.rank,
                event.players[r.player].name,
                p.match_points,
                p.record.wins,
                p.record.losses,
                p.record.draws,
                decimal(p.omw.value),
                decimal(p.game_win.value),
                decimal(p.ogw.value)
            )
        })
        .collect();
    let text = plain.replacen(
        r#""Standings": []"#,
        &format!(r#""Standings": [{}]"#, rows.join(", ")),
        1,
    );
    let mut out = text;
    for k in 1..=3 {
        out = out.replace(&format!("Sam#{k}"), "Sam");
    }
    out
}

#[test]
fn two_players_with_one_name_are_told_apart_and_three_alike_are_refused() {
    // Two people named Sam: Sam#1 beats B and loses 1-2 to C, Sam#2 loses to A twice. Their four
    // seats go one a round to each so that each has their record (1-1 and 0-2); of the two ways
    // left, only this one gives each their published figures (Sam#1's GW is 3/5, not 2/4).
    let rounds: [ArchiveRound; 2] = [
        (
            "Round 1",
            &[
                ("A", "Sam#2", "2-0-0"),
                ("B", "Sam#1", "0-2-0"),
                ("C", "D", "2-0-0"),
            ],
        ),
        (
            "Round 2",
            &[
                ("A", "Sam#2", "2-0-0"),
                ("Sam#1", "C", "1-2-0"),
                ("B", "D", "2-0-0"),
            ],
        ),
    ];
    let text = published_then_shared(&rounds);
    assert!(!text.contains("Sam#"));
    let event = read_archive(&text).unwrap();
    let names: Vec<&str> = event.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["A", "Sam", "Sam (2)", "B", "C", "D"]);
    let opponents = |name: &str| -> Vec<String> {
        let p = event.players.iter().position(|x| x.name == name).unwrap();
        event
            .rounds
            .iter()
            .filter_map(|r| {
                r.pairings.iter().find_map(|m| match *m {
                    Pairing::Match { a, b, .. } if a == p => Some(event.players[b].name.clone()),
                    Pairing::Match { a, b, .. } if b == p => Some(event.players[a].name.clone()),
                    _ => None,
                })
            })
            .collect()
    };
    // `Sam` is the Sam the standings list first: the 1-1.
    assert_eq!(opponents("Sam"), ["B", "C"]);
    assert_eq!(opponents("Sam (2)"), ["A", "A"]);
    let a = audit(&event, &event.ruleset).unwrap();
    assert!(a.agrees(), "every figure agrees");

    // Three people named Sam, each 1-1: one beat B and lost to B; two lost to A or C and beat A
    // or C, which gives them 1/2 and 1/2 (A then A, C then C) or 2/5 and 3/5 (A then C, C then A).
    // Melee's game-win % of the Sams, 0.45, fits neither, and every other figure fits both: the
    // file cannot tell them apart (12 ways, with which row is which Sam), and says so.
    let rounds: [ArchiveRound; 2] = [
        (
            "Round 1",
            &[
                ("A", "Sam#1", "2-0-0"),
                ("B", "Sam#2", "0-2-0"),
                ("C", "Sam#3", "2-1-0"),
            ],
        ),
        (
            "Round 2",
            &[
                ("A", "Sam#1", "0-2-0"),
                ("B", "Sam#2", "2-0-0"),
                ("C", "Sam#3", "1-2-0"),
            ],
        ),
    ];
    let mut file: serde_json::Value =
        serde_json::from_str(&published_then_shared(&rounds)).unwrap();
    for row in file["Standings"].as_array_mut().unwrap() {
        if row["Player"] == "Sam" {
            row["GWP"] = serde_json::json!(0.45);
        }
    }
    assert_eq!(
        refused(&file.to_string()),
        "the standings list `Sam` 3 times, and 12 ways to share out their matches in rounds 1 and 2 give each their published record and the same count of agreeing figures: the file cannot tell these players apart."
    );
    // The CLI says the same in one line, and the app's reader is the same function.
    let (code, stdout, stderr) = run(&["audit", "-"], &file.to_string());
    assert_eq!((code, stdout.as_str()), (1, ""));
    assert_eq!(
        stderr,
        "tiebreak: -: the standings list `Sam` 3 times, and 12 ways to share out their matches in rounds 1 and 2 give each their published record and the same count of agreeing figures: the file cannot tell these players apart.\n"
    );
}

#[test]
fn a_match_listed_2_0_and_0_0_0_is_lost_by_both_players() {
    // Round 2 lists C v D twice: 2-0 for C, and 0-0-0. Melee published a loss for both (C 1-1,
    // 3 points; D 0-2, 0 points): a double loss, with no games, and each the other's opponent.
    let rounds: [ArchiveRound; 2] = [
        ("Round 1", &[("A", "B", "2-0-0"), ("C", "D", "2-1-0")]),
        (
            "Round 2",
            &[
                ("A", "C", "2-0-0"),
                ("C", "D", "2-0-0"),
                ("D", "C", "0-0-0"),
                ("B", "-", "2-0-0"),
            ],
        ),
    ];
    let text = melee_file("2026-03-07", MELEE, &rounds, &[], &[]);
    // (C already plays A in round 2 in this file: refused, in its own words.)
    assert_eq!(
        refused(&text),
        "Round 2, match 2 (C v D): C already plays in match 1 of round 2 (A v C): a player plays once a round."
    );
    let rounds: [ArchiveRound; 2] = [
        ("Round 1", &[("A", "B", "2-0-0"), ("C", "D", "2-1-0")]),
        (
            "Round 2",
            &[
                ("A", "B", "2-0-0"),
                ("C", "D", "2-0-0"),
                ("D", "C", "0-0-0"),
            ],
        ),
    ];
    let event = read_archive(&melee_file("2026-03-07", MELEE, &rounds, &[], &[])).unwrap();
    assert_eq!(event.rounds[1].double_losses, [1]);
    let standings = compute(&event, &event.ruleset).unwrap();
    let of =
        |name: &str| &standings.players[event.players.iter().position(|p| p.name == name).unwrap()];
    // C: a 2-1 win and a loss; D: two losses. Neither has games from round 2.
    assert_eq!(
        (of("C").match_points, of("C").record.to_string()),
        (3, "1-1-0".to_string())
    );
    assert_eq!(
        (of("D").match_points, of("D").record.to_string()),
        (0, "0-2-0".to_string())
    );
    assert_eq!((of("C").game_win.points, of("C").game_win.units), (6, 3));
    // Each is the other's opponent twice: C's OMW is D's 1/3 (floored) twice.
    assert_eq!(of("C").omw.count, 2);
    assert_eq!(of("C").omw.value, Some(Fraction::new(1, 3)));
    // Listed with two winners, the match is refused, naming both listings.
    let rounds: [ArchiveRound; 1] = [("Round 1", &[("A", "B", "2-0-0"), ("B", "A", "2-1-0")])];
    assert_eq!(
        refused(&melee_file("2026-03-07", MELEE, &rounds, &[], &[])),
        "Round 1, match 2 (B v A): the same match is listed in match 1 (A v B 2-0) with another result: one of the two is wrong."
    );
}

/// One precision per file: B's GW written `0.3` is one third at 1 decimal, but not in a file whose
/// other figures have 8.
#[test]
fn a_figure_is_judged_at_its_files_precision_not_its_own() {
    let rounds: [ArchiveRound; 1] = [("Round 1", &[("A", "B", "2-1-0")])];
    let standings: [Row; 2] = [("A", 3, 1, 0, 0), ("B", 0, 0, 1, 0)];
    let eight = melee_file(
        "2026-03-07",
        MELEE,
        &rounds,
        &standings,
        &[
            ("A", "0.33333333", "0.66666667", "0.33333333"),
            ("B", "1.0", "0.3", "0.66666667"),
        ],
    );
    let event = read_archive(&eight).unwrap();
    assert_eq!(event.published.as_ref().unwrap().precision(), 8);
    let a = audit(&event, &event.ruleset).unwrap();
    assert_eq!(a.row_of(1).unwrap().differs, [Published4::Gw]);
    assert!(!a.agrees_where_checkable());
    let one = melee_file(
        "2026-03-07",
        MELEE,
        &rounds,
        &standings,
        &[("A", "0.3", "0.7", "0.3"), ("B", "1.0", "0.3", "0.7")],
    );
    let event = read_archive(&one).unwrap();
    assert_eq!(event.published.as_ref().unwrap().precision(), 1);
    let a = audit(&event, &event.ruleset).unwrap();
    assert!(!a.row_of(0).unwrap().differs.contains(&Published4::Points));
}

/// Melee's 0.3333 for a figure with nothing to count agrees under the choice that names it
/// (`floor-0.3333`, the `melee` preset's) and not under the floor, one third, at 7 decimals.
#[test]
fn melees_0_3333_agrees_only_under_the_choice_that_names_it() {
    let rounds: [ArchiveRound; 1] = [("Round 1", &[("A", "B", "2-0-0"), ("C", "-", "2-0-0")])];
    let standings: [Row; 3] = [("A", 3, 1, 0, 0), ("C", 3, 1, 0, 0), ("B", 0, 0, 1, 0)];
    let text = melee_file(
        "2026-03-07",
        MELEE,
        &rounds,
        &standings,
        &[
            ("A", "0.3333333", "1.0", "0.3333333"),
            ("C", "0.3333", "1.0", "0.3333"),
            ("B", "1.0", "0.3333333", "1.0"),
        ],
    );
    let event = read_archive(&text).unwrap();
    assert_eq!(event.ruleset.empty_figure, EmptyFigure::FloorWritten);
    let melee = audit(&event, &event.ruleset).unwrap();
    assert!(melee.agrees());
    assert_eq!(
        melee.row_of(2).unwrap().computed[1],
        Some(Fraction::new(3333, 10000))
    );
    let floor = Ruleset {
        empty_figure: EmptyFigure::Floor,
        ..event.ruleset.clone()
    };
    let a = audit(&event, &floor).unwrap();
    assert_eq!(
        a.row_of(2).unwrap().differs,
        [Published4::Omw, Published4::Ogw]
    );
}

/// A gap reaches every figure of its player and only OMW and OGW of their opponents: A met B,
/// whose match the file lacks, so A's OMW is excused, but A's GW, which never uses B's matches,
/// differs by a rule.
#[test]
fn a_gaps_opponent_whose_gw_differs_is_a_difference_not_a_gap() {
    let rounds: [ArchiveRound; 1] = [("Round 1", &[("A", "B", "2-0-0"), ("C", "D", "2-1-0")])];
    // B: Melee published a win the file does not hold.
    let standings: [Row; 4] = [
        ("A", 3, 1, 0, 0),
        ("B", 3, 1, 0, 0),
        ("C", 3, 1, 0, 0),
        ("D", 0, 0, 1, 0),
    ];
    let text = melee_file(
        "2026-03-07",
        MELEE,
        &rounds,
        &standings,
        &[
            ("A", "0.9", "0.5", "0.3333333"),
            ("B", "1.0", "0.3333333", "1.0"),
            ("C", "0.3333333", "0.6666667", "0.3333333"),
            ("D", "1.0", "0.3333333", "0.6666667"),
        ],
    );
    let event = read_archive(&text).unwrap();
    let a = audit(&event, &event.ruleset).unwrap();
    let row = a.row_of(0).unwrap();
    assert_eq!(row.differs, [Published4::Omw, Published4::Gw]);
    assert_eq!(row.excused, [Published4::Omw, Published4::Ogw]);
    assert!(row.differs_by_rule(Published4::Gw));
    assert!(!row.differs_by_rule(Published4::Omw));
    assert_eq!(a.gaps.reach_of(1), Reach::Own);
    assert_eq!(a.gaps.reach_of(0), Reach::Opponent);
    assert_eq!(a.gaps.reach_of(2), Reach::Checked);
    assert!(!a.agrees_where_checkable());
    let gw = published_line(&event, &a, &[], 0, Published4::Gw).unwrap();
    assert!(!gw.contains("opponent's match"), "{gw}");
    let omw = published_line(&event, &a, &[], 0, Published4::Omw).unwrap();
    assert!(
        omw.ends_with("The published figure counts an opponent's match that the file lacks: not a rule's difference."),
        "{omw}"
    );
}

/// A gap is decided from the records alone: a 0-0-0 match is worth nothing under plain scoring,
/// whatever the ruleset makes of it, so a ruleset that reads it as a draw differs by a rule and
/// finds no gap.
#[test]
fn a_gap_is_decided_from_the_records_alone() {
    let rounds: [ArchiveRound; 2] = [
        ("Round 1", &[("A", "B", "2-0-0")]),
        ("Round 2", &[("A", "B", "0-0-0")]),
    ];
    // Records published as 0-0-0, as early files write them: they say nothing of the 0-0-0
    // match, so the ruleset reads it.
    let standings: [Row; 2] = [("A", 3, 0, 0, 0), ("B", 0, 0, 0, 0)];
    let text = melee_file("2026-03-07", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    let a = audit(&event, &event.ruleset).unwrap();
    assert!(a.gaps.gaps.is_empty());
    // `melee` reads 0-0-0 as a draw: 4 points where Melee published 3, a rule's difference.
    assert!(a.row_of(0).unwrap().differs_by_rule(Published4::Points));
    // With the records published, the 0-0-0 match is read as they say: not played.
    let standings: [Row; 2] = [("A", 3, 1, 0, 0), ("B", 0, 0, 1, 0)];
    let text = melee_file("2026-03-07", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    assert_eq!(event.rounds.len(), 1);
    let notes = &event.published.as_ref().unwrap().notes;
    assert_eq!(
        notes.last().unwrap(),
        "The file writes a draw with no games, a match lost by both and a match not played all as 0-0-0; the players' published records say which: 1 match not played."
    );
    let a = audit(&event, &event.ruleset).unwrap();
    assert!(!a.row_of(0).unwrap().differs.contains(&Published4::Points));
}

/// More than half the players cannot be checked: the summary says so, and not "agrees".
#[test]
fn a_file_that_checks_little_says_how_little() {
    let rounds: [ArchiveRound; 1] = [("Round 1", &[("A", "B", "2-0-0")])];
    let standings: [Row; 3] = [("A", 3, 1, 0, 0), ("B", 3, 1, 0, 0), ("C", 3, 1, 0, 0)];
    let text = melee_file("2026-03-07", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    let a = audit(&event, &event.ruleset).unwrap();
    let s = summary(&event, &a);
    assert!(
        s.starts_with("3 of the 3 players Melee published cannot be checked; under melee,"),
        "{s}"
    );
    assert!(!s.contains("agrees"), "{s}");
}

/// Figures no platform writes, and a record no list of matches gives, are refused with a
/// sentence.
#[test]
fn figures_and_records_that_cannot_be_are_refused() {
    let rounds: [ArchiveRound; 1] = [("Round 1", &[("A", "B", "2-0-0")])];
    let standings: [Row; 2] = [("A", 3, 1, 0, 0), ("B", 0, 0, 1, 0)];
    let exponent = melee_file(
        "2026-03-07",
        MELEE,
        &rounds,
        &standings,
        &[("A", "3.3e-1", "1.0", "0.5")],
    );
    assert_eq!(
        refused(&exponent),
        "Standings, row 1 (A): `OMWP` is `3.3e-1`, a number in exponent form: write it with its digits, such as 0.5555555."
    );
    let long = format!("0.{}", "3".repeat(31));
    let decimals = melee_file(
        "2026-03-07",
        MELEE,
        &rounds,
        &standings,
        &[("A", &long, "1.0", "0.5")],
    );
    assert_eq!(
        refused(&decimals),
        format!("Standings, row 1 (A): `OMWP` is `{}`, a number of more than 30 decimals, more than any platform writes.", &long[..20])
    );
    let record: [Row; 2] = [("A", 3, 9, 0, 0), ("B", 0, 0, 1, 0)];
    let impossible = melee_file("2026-03-07", MELEE, &rounds, &record, &[]);
    assert_eq!(
        refused(&impossible),
        "Standings, row 1 (A): the record 9-0-0 is 9 matches, more than 7 rounds can give (the file's Swiss rounds and a playoff): no list of matches gives it."
    );
}

/// Melee published some events' players as of the round they dropped after (66 files of 2025,
/// each a single 0-point player in several): one such player is enough to end a stage, when the
/// figures they were published with are exactly those after that round and not those of the end.
#[test]
fn one_player_published_as_of_their_drop_ends_a_stage() {
    // H loses to G in round 1 and drops; G then wins round 2 and loses round 3, so G's match-win
    // is 1/1 after round 1 and 2/3 at the end.
    let rounds: [ArchiveRound; 3] = [
        (
            "Round 1",
            &[
                ("A", "B", "2-0-0"),
                ("C", "D", "2-0-0"),
                ("E", "F", "2-0-0"),
                ("G", "H", "2-0-0"),
            ],
        ),
        (
            "Round 2",
            &[
                ("A", "C", "2-0-0"),
                ("G", "E", "2-1-0"),
                ("B", "D", "2-0-0"),
                ("F", "-", "2-0-0"),
            ],
        ),
        (
            "Round 3",
            &[
                ("A", "G", "2-0-0"),
                ("C", "E", "2-0-0"),
                ("B", "F", "2-1-0"),
                ("D", "-", "2-0-0"),
            ],
        ),
    ];
    let standings: [Row; 8] = [
        ("A", 9, 3, 0, 0),
        ("B", 6, 2, 1, 0),
        ("C", 6, 2, 1, 0),
        ("G", 6, 2, 1, 0),
        ("D", 3, 1, 2, 0),
        ("E", 3, 1, 2, 0),
        ("F", 3, 1, 2, 0),
        ("H", 0, 0, 1, 0),
    ];
    let blank = melee_file("2025-05-02", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&blank).unwrap();
    assert_eq!(event.ruleset.name, "melee-2024-2025");
    let end = compute(&event, &event.ruleset).unwrap();
    let published_with = |h_as_of_round_1: bool| {
        let mut figures = figures_as_computed(&event, &end, &standings, 8);
        if h_as_of_round_1 {
            // G after round 1: one match won 2-0.
            let h = figures.iter_mut().find(|f| f[0] == "H").unwrap();
            h[1] = "1.0".into();
            h[3] = "1.0".into();
        }
        read_archive(&melee_file(
            "2025-05-02",
            MELEE,
            &rounds,
            &standings,
            &as_written(&figures),
        ))
        .unwrap()
    };
    let h = event.player_named("H").unwrap();
    assert_eq!(end.players[h].omw.value, Some(Fraction::new(2, 3)));

    let frozen = published_with(true);
    assert_eq!(frozen.stages, [1]);
    let a = audit(&frozen, &frozen.ruleset).unwrap();
    assert!(a.agrees());
    assert_eq!(a.row_of(h).unwrap().computed[1], Some(Fraction::new(1, 1)));

    let at_end = published_with(false);
    assert!(at_end.stages.is_empty());
    assert!(audit(&at_end, &at_end.ruleset).unwrap().agrees());
}

/// SCG's qualifiers (RECQ, LCQ, 2024's "single elimination" showdown qualifiers) end several
/// rounds of winners meeting winners with more than one undefeated player: no final, so no
/// playoff. Melee computed every figure over all the rounds, and read as a top 12 the 9 such
/// files of 2024 and 2025 differed for each player out before it.
#[test]
fn rounds_of_winners_that_end_without_a_final_are_swiss_rounds() {
    let names: Vec<String> = (1..=24).map(|i| format!("P{i:02}")).collect();
    let n = |i: usize| names[i - 1].as_str();
    // Round 1 and 2: Swiss. P01..P12 win round 2 and meet each other in round 3, whose six
    // winners meet in round 4: three players end undefeated in the last two rounds.
    let r1: Vec<Match> = (1..=12).map(|i| (n(i), n(i + 12), "2-0-0")).collect();
    let r2: Vec<Match> = (1..=12)
        .map(|i| (n(i), n(12 + i % 12 + 1), "2-1-0"))
        .collect();
    let r3: Vec<Match> = (1..=6).map(|i| (n(i), n(i + 6), "2-0-0")).collect();
    let r4: Vec<Match> = (1..=3).map(|i| (n(i), n(i + 3), "2-0-0")).collect();
    let rounds: [ArchiveRound; 4] = [
        ("Round 1", &r1),
        ("Round 2", &r2),
        ("Round 3", &r3),
        ("Round 4", &r4),
    ];
    let record = |i: usize| -> (u32, u32) {
        match i {
            1..=3 => (4, 0),
            4..=6 => (3, 1),
            7..=12 => (2, 1),
            _ => (0, 2),
        }
    };
    let standings: Vec<Row> = (1..=24)
        .map(|i| {
            let (w, l) = record(i);
            (n(i), 3 * w, w, l, 0)
        })
        .collect();
    let text = melee_file("2025-05-17", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    assert_eq!(event.ruleset.name, "melee-2024-2025");
    assert_eq!(event.rounds.len(), 4);
    assert!(event.playoff.is_none());
    // P13, out after round 2, met P01 (4-0) and P12 (2-1): its OMW is theirs over every round,
    // (1 + 2/3) / 2, not over the first two (1), as it was when rounds 3 and 4 were a playoff.
    let s = compute(&event, &event.ruleset).unwrap();
    let p13 = &s.players[event.player_named("P13").unwrap()];
    assert_eq!(p13.omw.value, Some(Fraction::new(5, 6)));
}

/// Whether the playoff enters its players' figures was each Melee organizer's choice: a file
/// whose published figures agree only with another choice than its date's preset reads under
/// it, says so, and saves and loads so; one that agrees with its preset keeps the preset.
#[test]
fn a_playoff_counted_against_its_dates_preset_is_read_so_and_named() {
    let mut rounds = SWISS.to_vec();
    rounds.push(("Round 4", &[("A", "B", "2-0-0"), ("E", "C", "2-1-0")]));
    rounds.push(("Round 5", &[("A", "E", "2-0-0")]));
    let standings: [Row; 8] = [
        ("A", 9, 5, 0, 0),
        ("E", 6, 3, 2, 0),
        ("C", 6, 2, 2, 0),
        ("B", 6, 2, 2, 0),
        ("G", 3, 1, 2, 0),
        ("F", 3, 1, 2, 0),
        ("D", 3, 1, 2, 0),
        ("H", 0, 0, 3, 0),
    ];
    let blank = melee_file("2026-03-07", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&blank).unwrap();
    assert_eq!(event.ruleset.name, "melee");
    let published_under = |playoff: PlayoffFigures| {
        let ruleset = Ruleset {
            playoff,
            ..event.ruleset.clone()
        };
        let s = compute(&event, &ruleset).unwrap();
        let figures = figures_as_computed(&event, &s, &standings, 7);
        read_archive(&melee_file(
            "2026-03-07",
            MELEE,
            &rounds,
            &standings,
            &as_written(&figures),
        ))
        .unwrap()
    };

    // The published points count the Swiss rounds only, and the figures count the playoff.
    let counted = published_under(PlayoffFigures::WithoutPoints);
    assert_eq!(counted.ruleset.name, "melee, playoff no-points");
    assert_eq!(counted.ruleset.playoff, PlayoffFigures::WithoutPoints);
    assert!(audit(&counted, &counted.ruleset).unwrap().agrees());
    assert!(counted.published.as_ref().unwrap().notes.contains(
        &"The file does not say whether its playoff enters its players' figures: Tiebreak counts its matches and games without their match points, as every published figure the file can check agrees so, where melee leaves it out.".to_string()
    ));
    // A's GW counts the playoff's 4-0 in games: 6-1 in the Swiss rounds and 4-0 after.
    let a = compute(&counted, &counted.ruleset).unwrap();
    assert_eq!(a.players[0].game_win.value, Some(Fraction::new(10, 11)));
    // The event file keeps the choice.
    let again = read_event_json(&write_event_json(&counted)).unwrap();
    assert_eq!(again.ruleset, counted.ruleset);

    let left_out = published_under(PlayoffFigures::LeftOut);
    assert_eq!(left_out.ruleset.name, "melee");
    assert!(left_out.ruleset.is_preset());
}

/// Where several ends of the Swiss rounds give as many published players their points, the
/// first whose last round is still Swiss (it seats someone who lost the round before) is the
/// end: an unplayed final between two 3-0 players is the playoff, not a fourth Swiss round
/// whose figures would change everyone's (2026's crab cup 394810, RCQ 413010 and Lucca 409396).
#[test]
fn a_tie_for_the_swiss_end_goes_to_the_first_end_that_is_still_swiss() {
    let mut rounds = SWISS.to_vec();
    // A and C both won round 3; the final is recorded 0-0-0.
    rounds.push(("Round 4", &[("A", "C", "0-0-0")]));
    let standings: [Row; 8] = [
        ("A", 9, 3, 0, 0),
        ("E", 6, 2, 1, 0),
        ("C", 6, 2, 1, 0),
        ("B", 6, 2, 1, 0),
        ("G", 3, 1, 2, 0),
        ("F", 3, 1, 2, 0),
        ("D", 3, 1, 2, 0),
        ("H", 0, 0, 3, 0),
    ];
    let text = melee_file("2026-03-07", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    assert_eq!(event.rounds.len(), 3);
    assert!(event.playoff.is_some());
}

/// A published record of more matches than the file has rounds counts rounds the file lacks, so
/// that player's points do not vote on where the Swiss rounds end (2026's RCQ 446303: Bryce
/// Burns's published GW 7/13 counts rounds 1 to 5 of 6, and the two players whose points fit
/// only 6 rounds are published 5-1-1 and 4-2-1 after six rounds).
#[test]
fn a_record_of_more_matches_than_rounds_does_not_say_where_the_swiss_rounds_end() {
    let mut rounds = SWISS.to_vec();
    rounds.push(("Round 4", &[("A", "C", "0-2-0"), ("E", "B", "2-0-0")]));
    fn standings(c: Row<'static>, e: Row<'static>) -> [Row<'static>; 8] {
        [
            ("A", 9, 3, 1, 0),
            e,
            c,
            ("B", 6, 2, 2, 0),
            ("G", 3, 1, 2, 0),
            ("F", 3, 1, 2, 0),
            ("D", 3, 1, 2, 0),
            ("H", 0, 0, 3, 0),
        ]
    }
    // C's and E's points fit four rounds, but their records count five matches in a file of
    // four rounds: the end is chosen by the others, whose points fit three rounds and four alike,
    // and the first of those ends that is still Swiss is three.
    let text = melee_file(
        "2026-03-07",
        MELEE,
        &rounds,
        &standings(("C", 9, 3, 2, 0), ("E", 9, 4, 1, 0)),
        &[],
    );
    let event = read_archive(&text).unwrap();
    assert_eq!(event.rounds.len(), 3);
    assert!(event.playoff.is_some());
    let a = audit(&event, &event.ruleset).unwrap();
    let ann = event.players.iter().position(|p| p.name == "A").unwrap();
    assert_eq!(
        a.row_of(ann).unwrap().computed[2],
        Some(Fraction::new(6, 7))
    );

    // The same points with records of four matches vote: four Swiss rounds.
    let text = melee_file(
        "2026-03-07",
        MELEE,
        &rounds,
        &standings(("C", 9, 3, 1, 0), ("E", 9, 3, 1, 0)),
        &[],
    );
    let event = read_archive(&text).unwrap();
    assert_eq!(event.rounds.len(), 4);
}

/// A name the rounds list and the standings do not, whose rounds fill exactly those a published
/// player lacks and give that player's published record together, is that player renamed
/// during the event (Prague's 428969: "Matthias Slapka" and "Silas2105").
#[test]
fn a_player_renamed_during_the_event_is_one_player() {
    let mut rounds = SWISS.to_vec();
    rounds[2] = (
        "Round 3",
        &[
            ("A", "E", "2-1-0"),
            ("C", "G", "2-0-0"),
            ("Bea", "F", "2-0-0"),
            ("D", "H", "2-0-0"),
        ],
    );
    let standings: [Row; 8] = [
        ("A", 9, 3, 0, 0),
        ("E", 6, 2, 1, 0),
        ("C", 6, 2, 1, 0),
        ("B", 6, 2, 1, 0),
        ("G", 3, 1, 2, 0),
        ("F", 3, 1, 2, 0),
        ("D", 3, 1, 2, 0),
        ("H", 0, 0, 3, 0),
    ];
    let text = melee_file("2026-03-07", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    assert_eq!(event.players.len(), 8);
    assert!(event.players.iter().all(|p| p.name != "Bea"));
    assert!(event.published.as_ref().unwrap().notes.contains(
        &"The rounds name `Bea` in round 3, whom the standings do not list, and `B` in rounds 1 and 2: together they give B's published record, so Tiebreak reads them as one player, B.".to_string()
    ));
    let a = audit(&event, &event.ruleset).unwrap();
    assert_eq!(a.gaps.gaps.len(), 0);

    // Where the name could fill two published players' rounds, it is left as it is: without
    // D's round 3, B and D both lack a win of round 3.
    let mut rounds = rounds.clone();
    rounds[2] = (
        "Round 3",
        &[
            ("A", "E", "2-1-0"),
            ("C", "G", "2-0-0"),
            ("Bea", "F", "2-0-0"),
        ],
    );
    let text = melee_file("2026-03-07", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    assert!(event.players.iter().any(|p| p.name == "Bea"));
}

/// A stepladder after the Swiss rounds (Lucca's finale-geddon): the top seeds wait with byes
/// while 3 v 4 plays, its winner meets 2, and that winner meets 1. A bracket's byes are all in
/// its first round, so the rounds with byes before the last two are Swiss rounds, as Melee
/// counted them, and the last two a top 3 with a bye.
#[test]
fn a_stepladder_s_early_rounds_are_swiss_rounds() {
    let mut rounds = SWISS.to_vec();
    rounds.push((
        "Round 4",
        &[
            ("A", "-", "2-0-0"),
            ("E", "-", "2-0-0"),
            ("C", "B", "2-1-0"),
        ],
    ));
    rounds.push(("Round 5", &[("A", "-", "2-0-0"), ("E", "C", "2-0-0")]));
    rounds.push(("Round 6", &[("A", "E", "2-0-0")]));
    let standings: [Row; 8] = [
        ("A", 18, 6, 0, 0),
        ("E", 12, 4, 2, 0),
        ("C", 9, 3, 2, 0),
        ("B", 6, 2, 2, 0),
        ("G", 3, 1, 2, 0),
        ("F", 3, 1, 2, 0),
        ("D", 3, 1, 2, 0),
        ("H", 0, 0, 3, 0),
    ];
    let text = melee_file("2025-06-10", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    assert_eq!(event.ruleset.name, "melee-2024-2025");
    assert_eq!(event.rounds.len(), 4);
    assert_eq!(event.playoff.as_ref().unwrap().round_sizes(), [2, 1]);
    // A's points: 3 Swiss wins and a bye, the playoff's bye and the final.
    let s = compute(&event, &event.ruleset).unwrap();
    assert_eq!(s.players[0].match_points, 18);
}

/// A bye Melee records `0-2-0` (a match of one player against `-`, lost) is a round lost with no
/// opponent, as Melee's published record counts it (159 of the archive's 163 players with one):
/// no points, a round in match-win %, no games, and no gap. It survives the event file (schema
/// 6), the players' link (version 8) and the organizer's edits.
#[test]
fn a_bye_recorded_as_a_loss_is_a_round_lost_with_no_opponent() {
    let rounds: [ArchiveRound; 3] = [
        (
            "Round 1",
            &[
                ("A", "B", "2-0-0"),
                ("C", "D", "2-0-0"),
                ("E", "F", "2-0-0"),
                ("G", "-", "0-2-0"),
            ],
        ),
        (
            "Round 2",
            &[
                ("A", "C", "2-0-0"),
                ("E", "G", "1-2-0"),
                ("B", "D", "2-0-0"),
                ("F", "-", "2-0-0"),
            ],
        ),
        (
            "Round 3",
            &[
                ("A", "E", "2-1-0"),
                ("C", "G", "2-0-0"),
                ("B", "F", "2-0-0"),
                ("D", "-", "2-0-0"),
            ],
        ),
    ];
    let standings: [Row; 7] = [
        ("A", 9, 3, 0, 0),
        ("B", 6, 2, 1, 0),
        ("C", 6, 2, 1, 0),
        ("D", 3, 1, 2, 0),
        ("E", 3, 1, 2, 0),
        ("F", 3, 1, 2, 0),
        ("G", 3, 1, 2, 0),
    ];
    let text = melee_file("2026-03-07", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    let g = event.players.iter().position(|p| p.name == "G").unwrap();
    assert_eq!(event.rounds[0].lost_byes, [3]);
    assert_eq!(event.rounds[0].pairings[3], Pairing::Bye { player: g });
    let standings = compute(&event, &event.ruleset).unwrap();
    let mine = &standings.players[g];
    assert_eq!(
        (mine.record.wins, mine.record.losses, mine.record.byes),
        (1, 2, 0)
    );
    assert_eq!(mine.record.lost_byes, 1);
    assert_eq!(mine.match_points, 3);
    // 3 match points in 3 rounds (the lost one counts): 3/9; its games are none: 2 of 5.
    assert_eq!(mine.match_win.raw, Some(Fraction::new(1, 3)));
    assert_eq!(mine.game_win.raw, Some(Fraction::new(2, 5)));
    let a = audit(&event, &event.ruleset).unwrap();
    assert_eq!(a.gaps.gaps.len(), 0);
    assert_eq!(a.row_of(g).unwrap().computed[0], Some(Fraction::new(3, 1)));

    // The event file: schema 6, read back the same.
    let written = write_event_json(&event);
    assert!(written.contains("\"schema\": 6"), "{written}");
    assert!(
        written.contains("\"lost_byes\": [\n        4\n      ]"),
        "{written}"
    );
    assert_eq!(read_event_json(&written).unwrap(), event);
    // The players' link: version 8, read back the same.
    let link = tiebreak::core::share::players_link("http://127.0.0.1:8080/", &event, 0);
    assert!(link.contains("#/v/8/"), "{link}");
    let back = common::read_link(&link).unwrap();
    assert_eq!(back.event.rounds[0].lost_byes, [3]);
    assert_eq!(
        compute(&back.event, &back.event.ruleset).unwrap().players[g].match_points,
        3
    );
    // A version 7 link never held one: the same payload read as version 7 holds a double loss
    // at a bye, which the event's checks refuse.
    let payload = &link[link.find("#/v/8/").unwrap() + 6..];
    assert!(tiebreak::core::share::read_fragment("7", payload).is_err());

    // Edits: removing a table before it keeps the mark on its table; a swap never moves it.
    use tiebreak::core::edit::{apply, Edit, Stamp};
    let stamp = Stamp::at("2026-11-25T10:00:00Z");
    let removed = apply(&event, &Edit::RemoveTable { round: 1, table: 0 }, &stamp).unwrap();
    assert_eq!(removed.rounds[0].lost_byes, [2]);
    assert_eq!(removed.rounds[0].pairings[2], Pairing::Bye { player: g });
    assert_eq!(
        read_event_json(&write_event_json(&removed)).unwrap(),
        removed
    );
    let c = event.players.iter().position(|p| p.name == "C").unwrap();
    let err = apply(
        &event,
        &Edit::Swap {
            round: 1,
            a: g,
            b: c,
        },
        &stamp,
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "table 4 of round 1 is a bye the file records as a loss: it stays with its player."
    );
}

/// A playoff match recorded 0-0-0 that both players' published records leave out was not played
/// (an unplayed final, 2025's nycis-pauper-open-ii 361852: Chris Danis and CassidyM, each 6-1-1
/// and 19 points as published): it counts in no figure, where reading it as a draw gave each a
/// point.
#[test]
fn a_playoff_match_recorded_0_0_0_that_the_records_leave_out_was_not_played() {
    let mut rounds = SWISS.to_vec();
    rounds.push(("Semifinals", &[("A", "C", "2-0-0"), ("E", "B", "2-0-0")]));
    rounds.push(("Finals", &[("A", "E", "0-0-0")]));
    let standings: [Row; 8] = [
        ("A", 12, 4, 0, 0),
        ("E", 9, 3, 1, 0),
        ("C", 6, 2, 2, 0),
        ("B", 6, 2, 2, 0),
        ("G", 3, 1, 2, 0),
        ("F", 3, 1, 2, 0),
        ("D", 3, 1, 2, 0),
        ("H", 0, 0, 3, 0),
    ];
    let text = melee_file("2025-03-07", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    assert_eq!(event.ruleset.name, "melee-2024-2025");
    let playoff = event.playoff.as_ref().unwrap();
    assert_eq!(playoff.results.last(), Some(&None));
    assert!(event.published.as_ref().unwrap().notes.contains(
        &"The playoff's match of A and E is recorded 0-0-0, and their published records leave it out: it was not played, and counts in no figure.".to_string()
    ));
    let standings = compute(&event, &event.ruleset).unwrap();
    let points = |name: &str| {
        standings.players[event.players.iter().position(|p| p.name == name).unwrap()].match_points
    };
    assert_eq!((points("A"), points("E")), (12, 9));
    let a = audit(&event, &event.ruleset).unwrap();
    assert_eq!(a.gaps.gaps.len(), 0);
}

/// Whether a player's own game-win % is floored is an organizer's choice on Melee after May
/// 2024: where the date's preset leaves it unfloored and every figure agrees only with the floor
/// of one third, the floor is taken and named (2024's 90928: DruidSilvan's GW published
/// 0.33333333 where 4/15 is computed).
#[test]
fn a_game_win_floor_that_the_published_figures_need_is_taken_and_named() {
    let standings: [Row; 8] = [
        ("A", 9, 3, 0, 0),
        ("B", 6, 2, 1, 0),
        ("C", 6, 2, 1, 0),
        ("E", 6, 2, 1, 0),
        ("D", 3, 1, 2, 0),
        ("F", 3, 1, 2, 0),
        ("G", 3, 1, 2, 0),
        ("H", 0, 0, 3, 0),
    ];
    // Every figure as the floored ruleset computes it, at 8 decimals: H lost every game, 0/6,
    // and is published at one third.
    let plain = read_archive(&melee_file("2025-03-07", MELEE, &SWISS, &standings, &[])).unwrap();
    assert_eq!(plain.ruleset.name, "melee-2024-2025");
    let floored = Ruleset {
        game_win_floor: Some(Fraction::new(1, 3)),
        ..plain.ruleset.clone()
    };
    let file = |figures: &[(&str, &str, &str, &str)]| {
        melee_file("2025-03-07", MELEE, &SWISS, &standings, figures)
    };
    let event = published_under(&plain, &floored, &standings, file);
    assert_eq!(event.ruleset.name, "melee-2024-2025, game-win floor 1/3");
    assert_eq!(event.ruleset.game_win_floor, Some(Fraction::new(1, 3)));
    assert!(audit(&event, &event.ruleset).unwrap().agrees());
    assert!(event.published.as_ref().unwrap().notes.contains(
        &"The file does not say whether a player's own game-win % is floored: Tiebreak raises it to one third, as every published figure the file can check agrees so, where melee-2024-2025 leaves it unfloored.".to_string()
    ));
    // Published unfloored (H at 0), the date's preset stands.
    let event = published_under(&plain, &plain.ruleset, &standings, file);
    assert_eq!(event.ruleset.name, "melee-2024-2025");
    assert!(audit(&event, &event.ruleset).unwrap().agrees());
}

/// A playoff round with no match before one that has some (a file whose `Matches` key was lost:
/// the fuzz target found it in a Topdeck file) is read or refused with a sentence, never a panic.
#[test]
fn a_playoff_round_with_no_match_is_read_or_refused() {
    let mut rounds = SWISS.to_vec();
    rounds.push(("Top 4", &[]));
    rounds.push(("Top 2", &[("A", "E", "2-0-0")]));
    for uri in [MELEE, "https://topdeck.gg/event/x"] {
        let text = archive(uri, &rounds);
        match read_archive(&text) {
            Ok(event) => assert_eq!(event.rounds.len(), 3),
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
}

/// The file `file` writes, its figures published as `ruleset` computes them for `plain` (the
/// same file with none), at 8 decimals ([`figures_as_computed`]), read back.
fn published_under(
    plain: &tiebreak::core::Event,
    ruleset: &Ruleset,
    standings: &[Row],
    file: impl Fn(&[(&str, &str, &str, &str)]) -> String,
) -> tiebreak::core::Event {
    let computed = compute(plain, ruleset).unwrap();
    let figures = figures_as_computed(plain, &computed, standings, 8);
    read_archive(&file(&as_written(&figures))).unwrap()
}

/// Three best-of-one rounds of seven players, a bye in each: A 3-0; E, C, B 2-1; G, F, D 1-2
/// with a bye.
const BEST_OF_ONE: [ArchiveRound; 3] = [
    (
        "Round 1",
        &[
            ("A", "B", "1-0-0"),
            ("C", "D", "1-0-0"),
            ("E", "F", "1-0-0"),
            ("G", "-", "2-0-0"),
        ],
    ),
    (
        "Round 2",
        &[
            ("A", "C", "1-0-0"),
            ("E", "G", "1-0-0"),
            ("B", "D", "1-0-0"),
            ("F", "-", "2-0-0"),
        ],
    ),
    (
        "Round 3",
        &[
            ("A", "E", "1-0-0"),
            ("C", "G", "1-0-0"),
            ("B", "F", "1-0-0"),
            ("D", "-", "2-0-0"),
        ],
    ),
];

const BEST_OF_ONE_STANDINGS: [Row; 7] = [
    ("A", 9, 3, 0, 0),
    ("E", 6, 2, 1, 0),
    ("C", 6, 2, 1, 0),
    ("B", 6, 2, 1, 0),
    ("G", 3, 1, 2, 0),
    ("F", 3, 1, 2, 0),
    ("D", 3, 1, 2, 0),
];

/// A bye of a best-of-one round is 1-0 in games where the published figures say so, an
/// organizer's choice on Melee (2025's 299991: Broden Large's GW 9/11, where 2-0 makes it
/// 10/12), and 2-0 where they say that (306474): settled per file, named, and kept by the event
/// file (schema 7) and the players' link (version 9).
#[test]
fn a_bye_of_a_best_of_one_round_counts_1_0_where_the_published_figures_say_so() {
    let file = |figures: &[(&str, &str, &str, &str)]| {
        melee_file(
            "2025-03-07",
            MELEE,
            &BEST_OF_ONE,
            &BEST_OF_ONE_STANDINGS,
            figures,
        )
    };
    let plain = read_archive(&file(&[])).unwrap();
    assert_eq!(plain.ruleset.name, "melee-2024-2025");
    assert!(plain.rounds.iter().all(|r| r.best_of_one()));
    let as_round = Ruleset {
        bye_games: tiebreak::core::ByeGames::AsRound,
        ..plain.ruleset.clone()
    };
    // G: a bye, a 0-1 and a 0-1: 1-2 in games with the bye 1-0, 2-2 with it 2-0.
    let g = plain.player_named("G").unwrap();
    let games = |ruleset: &Ruleset| {
        compute(&plain, ruleset).unwrap().players[g]
            .game_win
            .value
            .unwrap()
    };
    assert_eq!(games(&as_round), Fraction::new(1, 3));
    assert_eq!(games(&plain.ruleset), Fraction::new(1, 2));

    let event = published_under(&plain, &as_round, &BEST_OF_ONE_STANDINGS, file);
    assert_eq!(event.ruleset.name, "melee-2024-2025, bye games as-round");
    assert_eq!(event.ruleset.bye_games, tiebreak::core::ByeGames::AsRound);
    assert!(audit(&event, &event.ruleset).unwrap().agrees());
    assert!(event.published.as_ref().unwrap().notes.contains(
        &"The file does not say what a bye of a best-of-one round is worth in games: Tiebreak counts it 1-0, as every published figure the file can check agrees so, where melee-2024-2025 counts it 2-0.".to_string()
    ));
    let s = compute(&event, &event.ruleset).unwrap();
    assert_eq!(
        (
            s.players[g].game_win.byes_counted,
            s.players[g].game_win.one_game_byes
        ),
        (1, 1)
    );
    // The event file keeps the choice, as schema 7; the link, as version 9.
    let written = write_event_json(&event);
    assert!(written.contains(r#""schema": 7"#), "{written}");
    assert!(written.contains(r#""bye_games": "as-round""#), "{written}");
    assert_eq!(read_event_json(&written).unwrap().ruleset, event.ruleset);
    assert_eq!(
        tiebreak::core::share::version_of(&event),
        tiebreak::core::share::LinkVersion::EventChoices
    );

    // Published with every bye 2-0, the date's preset stands.
    let event = published_under(&plain, &plain.ruleset, &BEST_OF_ONE_STANDINGS, file);
    assert_eq!(event.ruleset.name, "melee-2024-2025");
    assert!(audit(&event, &event.ruleset).unwrap().agrees());

    // A round of best-of-three matches keeps its bye 2-0 under the choice.
    let mut rounds = BEST_OF_ONE.to_vec();
    rounds[0].1 = &[
        ("A", "B", "2-1-0"),
        ("C", "D", "1-0-0"),
        ("E", "F", "1-0-0"),
        ("G", "-", "2-0-0"),
    ];
    let mixed = read_archive(&melee_file(
        "2025-03-07",
        MELEE,
        &rounds,
        &BEST_OF_ONE_STANDINGS,
        &[],
    ))
    .unwrap();
    assert!(!mixed.rounds[0].best_of_one() && mixed.rounds[1].best_of_one());
    let s = compute(&mixed, &as_round).unwrap();
    assert_eq!(s.players[g].game_win.value, Some(Fraction::new(2, 4)));
}

/// In spring 2024 some events counted their playoff with its match points and took each
/// playoff player's figures at the end of the last playoff round they played (2024's 51194,
/// an NRG showdown: Spesnor's OMW 2399/3600 as published, 2239/3600 with every figure at the
/// playoff's end): settled per file and named.
#[test]
fn a_playoff_figured_by_round_is_read_so_where_the_published_figures_say_so() {
    let rounds = swiss_and_top_4();
    let standings = TOP_4_COUNTED_STANDINGS;
    let file = |figures: &[(&str, &str, &str, &str)]| {
        melee_file("2024-04-27", MELEE, &rounds, &standings, figures)
    };
    let plain = read_archive(&file(&[])).unwrap();
    assert_eq!(plain.ruleset.name, "melee-spring-2024");
    let by_round = Ruleset {
        playoff: PlayoffFigures::ByRound,
        ..plain.ruleset.clone()
    };
    let counted = Ruleset {
        playoff: PlayoffFigures::Counted,
        ..plain.ruleset.clone()
    };
    // C lost the semifinal to E: by round, C's opponents are as they stood then (E 3-1),
    // where at the playoff's end E is 3-2. C met D, A, G and E.
    let c = plain.player_named("C").unwrap();
    let omw = |ruleset: &Ruleset| compute(&plain, ruleset).unwrap().players[c].omw.value;
    // By round: (1/3 + 1 + 1/3 + 3/4) / 4; at the end: (1/3 + 1 + 1/3 + 3/5) / 4.
    assert_eq!(omw(&by_round), Some(Fraction::new(29, 48)));
    assert_eq!(omw(&counted), Some(Fraction::new(17, 30)));

    let event = published_under(&plain, &by_round, &standings, file);
    assert_eq!(event.ruleset.name, "melee-spring-2024, playoff by-round");
    assert_eq!(event.ruleset.playoff, PlayoffFigures::ByRound);
    assert!(audit(&event, &event.ruleset).unwrap().agrees());
    assert!(event.published.as_ref().unwrap().notes.contains(
        &"The file does not say whether its playoff enters its players' figures: Tiebreak counts it with its match points, each player's figures as of their last playoff round, as every published figure the file can check agrees so, where melee-spring-2024 counts its matches and games without their match points.".to_string()
    ));
    let written = write_event_json(&event);
    assert!(written.contains(r#""schema": 7"#), "{written}");
    assert!(written.contains(r#""playoff": "by-round""#), "{written}");
    assert_eq!(read_event_json(&written).unwrap().ruleset, event.ruleset);

    // Figures taken at the playoff's end read under `counted`, as before.
    let event = published_under(&plain, &counted, &standings, file);
    assert_eq!(event.ruleset.name, "melee-spring-2024, playoff counted");
}

/// An opponent met twice counts once where the published figures say so, an event's choice on
/// Melee from November 2025 into January 2026 (Lyon's 392401, 753 players: every figure agrees
/// so, and 3 differ counting each match): settled per file and named, where the file used to
/// read under `melee-spring-2024`, a preset of 2024.
#[test]
fn an_opponent_met_twice_counts_once_where_the_published_figures_say_so() {
    let rounds: [ArchiveRound; 3] = [
        ("Round 1", &[("A", "B", "2-0-0"), ("C", "D", "2-0-0")]),
        ("Round 2", &[("A", "C", "2-0-0"), ("B", "D", "2-0-0")]),
        ("Round 3", &[("A", "B", "2-1-0"), ("C", "D", "2-0-0")]),
    ];
    let standings: [Row; 4] = [
        ("A", 9, 3, 0, 0),
        ("C", 6, 2, 1, 0),
        ("B", 3, 1, 2, 0),
        ("D", 0, 0, 3, 0),
    ];
    let file = |figures: &[(&str, &str, &str, &str)]| {
        melee_file("2026-01-10", MELEE, &rounds, &standings, figures)
    };
    let plain = read_archive(&file(&[])).unwrap();
    assert_eq!(plain.ruleset.name, "melee");
    let once = Ruleset {
        repeated_opponents: tiebreak::core::RepeatedOpponents::Once,
        ..plain.ruleset.clone()
    };
    // A met B twice and C once: B 1-2, C 2-1.
    let a = plain.player_named("A").unwrap();
    let omw = |ruleset: &Ruleset| compute(&plain, ruleset).unwrap().players[a].omw.value;
    assert_eq!(omw(&once), Some(Fraction::new(1, 2)));
    assert_eq!(omw(&plain.ruleset), Some(Fraction::new(4, 9)));

    let event = published_under(&plain, &once, &standings, file);
    assert_eq!(event.ruleset.name, "melee, repeated opponents once");
    assert!(audit(&event, &event.ruleset).unwrap().agrees());
    assert!(event.published.as_ref().unwrap().notes.contains(
        &"The file does not say how an opponent met twice counts: Tiebreak counts them once, as every published figure the file can check agrees so, where melee counts each match.".to_string()
    ));
    assert_eq!(
        read_event_json(&write_event_json(&event)).unwrap().ruleset,
        event.ruleset
    );
    // Published counting each match, the date's preset stands.
    let event = published_under(&plain, &plain.ruleset, &standings, file);
    assert_eq!(event.ruleset.name, "melee");
}

/// In some single-elimination events Melee counted the playoff in every player's figures: a
/// player out before it has their opponents' records with their playoff matches (2025's
/// 197805, an SCG last chance qualifier: KenN1's OMW 13/20 as published, 3/4 with his
/// opponents as of his last round). Settled per file and named, as 21 files of 2024 and 2025
/// need and none that agrees differently.
#[test]
fn a_playoff_counted_in_everyones_figures_is_read_so_where_the_published_figures_say_so() {
    let rounds = swiss_and_top_4();
    let standings = TOP_4_COUNTED_STANDINGS;
    let file = |figures: &[(&str, &str, &str, &str)]| {
        melee_file("2025-02-07", MELEE, &rounds, &standings, figures)
    };
    let plain = read_archive(&file(&[])).unwrap();
    assert_eq!(plain.ruleset.name, "melee-2024-2025");
    let everyone = Ruleset {
        playoff: PlayoffFigures::Everyone,
        ..plain.ruleset.clone()
    };
    // G met H, E and C, and played no playoff: with it, E is 3-2 and C 2-2; without, both 2-1.
    let g = plain.player_named("G").unwrap();
    let omw = |ruleset: &Ruleset| compute(&plain, ruleset).unwrap().players[g].omw.value;
    assert_eq!(omw(&everyone), Some(Fraction::new(43, 90)));
    assert_eq!(omw(&plain.ruleset), Some(Fraction::new(5, 9)));

    let event = published_under(&plain, &everyone, &standings, file);
    assert_eq!(event.ruleset.name, "melee-2024-2025, playoff everyone");
    assert!(audit(&event, &event.ruleset).unwrap().agrees());
    assert!(event.published.as_ref().unwrap().notes.contains(
        &"The file does not say whether its playoff enters its players' figures: Tiebreak counts it with its match points in every player's opponents, as every published figure the file can check agrees so, where melee-2024-2025 counts it with its match points.".to_string()
    ));
    let written = write_event_json(&event);
    assert!(written.contains(r#""playoff": "everyone""#), "{written}");
    assert_eq!(read_event_json(&written).unwrap().ruleset, event.ruleset);
    assert_eq!(
        tiebreak::core::share::version_of(&event),
        tiebreak::core::share::LinkVersion::EventChoices
    );

    // Published with the playoff in its players' figures only, the date's preset stands.
    let event = published_under(&plain, &plain.ruleset, &standings, file);
    assert_eq!(event.ruleset.name, "melee-2024-2025");
}

/// A last round that holds a bye alone is one more Swiss round of a file that lacks its other
/// matches, not a playoff: a bracket ends in a match (2025's 254572 and 269529, whose published
/// records count the bye: Gorementor 1-3-0 and 3 points, his round 4 `Gorementor v -`).
#[test]
fn a_last_round_of_a_bye_alone_is_a_swiss_round() {
    let mut rounds = SWISS.to_vec();
    rounds.push(("Round 4", &[("H", "-", "2-0-0")]));
    let standings: [Row; 8] = [
        ("A", 9, 3, 1, 0),
        ("E", 6, 2, 2, 0),
        ("C", 6, 2, 2, 0),
        ("B", 6, 2, 2, 0),
        ("G", 3, 1, 3, 0),
        ("F", 3, 1, 3, 0),
        ("D", 3, 1, 3, 0),
        ("H", 3, 1, 3, 0),
    ];
    let text = melee_file("2025-03-16", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&text).unwrap();
    assert_eq!(event.ruleset.name, "melee-2024-2025");
    assert_eq!(event.rounds.len(), 4);
    assert!(event.playoff.is_none());
    let h = event.player_named("H").unwrap();
    assert_eq!(event.rounds[3].pairings, vec![Pairing::Bye { player: h }]);
    let s = compute(&event, &event.ruleset).unwrap();
    assert_eq!(s.players[h].match_win.points, 3);
}

/// A playoff whose rounds do not form a bracket because the file lacks some of its matches is
/// read as more rounds where the ruleset counts the playoff with its match points and the
/// published points count it (2025's 188806, 197801 and 235127: a top 8 with half its matches).
/// The players out before it keep the figures of the Swiss rounds' end, a stage found from
/// their published figures; a ruleset that leaves the playoff's points out reads it as before.
#[test]
fn a_playoff_the_file_lacks_matches_of_is_read_as_more_rounds_where_its_points_count() {
    let mut rounds = SWISS.to_vec();
    // C's semifinal against E is not in the file: the final pairs A with someone who won no
    // semifinal the file holds.
    rounds.push(("Semifinals", &[("A", "D", "2-0-0")]));
    rounds.push(("Finals", &[("A", "C", "2-1-0")]));
    let standings: [Row; 8] = [
        ("A", 15, 5, 0, 0),
        ("C", 9, 3, 2, 0),
        ("E", 6, 2, 2, 0),
        ("D", 3, 1, 3, 0),
        ("B", 6, 2, 1, 0),
        ("G", 3, 1, 2, 0),
        ("F", 3, 1, 2, 0),
        ("H", 0, 0, 3, 0),
    ];
    let date = "2025-03-07";
    let blank = read_archive(&melee_file(date, MELEE, &rounds, &standings, &[])).unwrap();
    assert_eq!(blank.ruleset.name, "melee-2024-2025");
    assert_eq!(blank.rounds.len(), 5);
    assert!(blank.playoff.is_none());
    let notes = &blank.published.as_ref().unwrap().notes;
    assert!(notes.contains(&"The playoff's rounds (Semifinals, Finals) do not form a bracket: their round 2 does not pair the winners of round 1, half as many matches, as the file lacks some of their matches, and the published points count them: they are read as rounds 4 and 5.".to_string()), "{notes:?}");
    let a = blank.player_named("A").unwrap();
    let at_end = compute(&blank, &blank.ruleset).unwrap();
    assert_eq!(at_end.players[a].match_win.points, 15);
    // A's games of all five rounds: 2-0, 2-0, 2-1, then 2-0 and 2-1, 10 won of 12.
    assert_eq!(at_end.players[a].game_win.value, Some(Fraction::new(5, 6)));

    // Published as Melee does: the four who played on with every round, the four out after the
    // Swiss rounds with the figures of round 3.
    let swiss_only = read_archive(&melee_file(date, MELEE, &SWISS, &standings, &[])).unwrap();
    let at_3 = compute(&swiss_only, &swiss_only.ruleset).unwrap();
    let mut figures = figures_as_computed(&blank, &at_end, &standings[..4], 8);
    figures.extend(figures_as_computed(&swiss_only, &at_3, &standings[4..], 8));
    let published = melee_file(date, MELEE, &rounds, &standings, &as_written(&figures));
    let event = read_archive(&published).unwrap();
    assert_eq!(event.stages, vec![3]);
    assert!(audit(&event, &event.ruleset)
        .unwrap()
        .agrees_where_checkable());

    // Under a ruleset that leaves the playoff's points out, the playoff is left out as before.
    let early = melee_file("2024-03-07", MELEE, &rounds, &standings, &[]);
    let event = read_archive(&early).unwrap();
    assert_eq!(event.rounds.len(), 3);
    assert!(event
        .published
        .as_ref()
        .unwrap()
        .notes
        .iter()
        .any(|n| n.ends_with("the playoff is left out.")));
}

/// Under a ruleset that counts the playoff without its match points (Melee until 15 May 2024),
/// a bye of the playoff's first round is a round with no match points, and its games count as a
/// bye's: 2024's 72706 (Samuel Giselsson, a quarterfinal's bye: GW 29/42 and OMW 53021/104040 as
/// published, 27/40 and 6712/13005 with the bye left out) and 60866 agree only so.
#[test]
fn a_playoff_bye_without_points_is_a_round_with_no_points_and_a_byes_games() {
    let mut rounds = SWISS.to_vec();
    rounds.push(("Semifinals", &[("A", "-", "2-0-0"), ("C", "E", "2-0-0")]));
    rounds.push(("Finals", &[("A", "C", "2-1-0")]));
    let standings: [Row; 8] = [
        ("A", 9, 4, 0, 0),
        ("C", 6, 3, 2, 0),
        ("E", 6, 2, 2, 0),
        ("B", 6, 2, 1, 0),
        ("G", 3, 1, 2, 0),
        ("F", 3, 1, 2, 0),
        ("D", 3, 1, 2, 0),
        ("H", 0, 0, 3, 0),
    ];
    let event = read_archive(&melee_file("2024-03-07", MELEE, &rounds, &standings, &[])).unwrap();
    assert_eq!(event.ruleset.name, "melee-early-2024");
    assert_eq!(event.ruleset.playoff, PlayoffFigures::WithoutPoints);
    assert_eq!(event.rounds.len(), 3);
    let s = compute(&event, &event.ruleset).unwrap();
    let a = &s.players[event.player_named("A").unwrap()];
    // 9 match points over the 3 Swiss rounds, the bye and the final: 9/15.
    assert_eq!(a.match_win.value, Some(Fraction::new(3, 5)));
    assert_eq!(a.match_win.points, 9);
    // Games: 6-1 in the Swiss rounds, the bye's 2-0 and the final's 2-1: 10 of 12.
    assert_eq!(a.game_win.value, Some(Fraction::new(5, 6)));
    // Counted with its points, the bye is a won round as a Swiss bye is: 15 points over 5.
    let counted = Ruleset {
        playoff: PlayoffFigures::Counted,
        ..event.ruleset.clone()
    };
    let s = compute(&event, &counted).unwrap();
    let a = &s.players[event.player_named("A").unwrap()];
    assert_eq!(a.match_win.value, Some(Fraction::new(1, 1)));
    assert_eq!(a.game_win.value, Some(Fraction::new(5, 6)));
}
