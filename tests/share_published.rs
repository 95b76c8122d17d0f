//! Link version 6: the published standings of an imported platform event in its players' link,
//! read back through the event file's own reader, refused word for word when hostile, and drawn
//! on the phone beside the computed figures (issue 39, item 4).

#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::share::*;

use serde::Serialize;
use tiebreak::core::tiebreakers::audit::audit_standings;
use tiebreak::core::{compute, read_archive, share, Event};
use tiebreak::render::phone;
use tiebreak::render::published_view::{self, PublishedAnswer, PublishedRequest};

const ARCHIVE: &str = "tests/data/real-events/melee-archive/2026-425068.json";
/// A file whose match of Player 003 and Player 015 is missing: the gap a phone shows.
const GAP: &str = "tests/data/real-events/melee-archive/2025-232537.json";

fn archive_event() -> Event {
    read_archive(&std::fs::read_to_string(ARCHIVE).unwrap()).unwrap()
}

fn gap_event() -> Event {
    read_archive(&std::fs::read_to_string(GAP).unwrap()).unwrap()
}

/// A two-player Melee event, small enough to write its version 6 part by hand.
fn small() -> Event {
    read_archive(
        r#"{"Tournament": {"Uri": "https://melee.gg/Tournament/View/1", "Date": "2026-03-07"},
  "Rounds": [{"RoundName": "Round 1", "Matches": [{"Player1": "Ann", "Player2": "Bo", "Result": "2-0-0"}]}],
  "Standings": [{"Player": "Ann", "Rank": 1, "Points": 3, "Wins": 1, "Losses": 0, "Draws": 0, "OMWP": 0.3333333, "GWP": 1, "OGWP": 0.3333333},
                {"Player": "Bo", "Rank": 2, "Points": 0, "Wins": 0, "Losses": 1, "Draws": 0, "OMWP": 1, "GWP": 0.3333333, "OGWP": 1}]}"#,
    )
    .unwrap()
}

/// The version 6 part of a payload, as the format says it is (`WirePublished`), written here so
/// that the test pins the format, not the code.
#[derive(Serialize, Clone)]
struct Published6 {
    source: String,
    players: Vec<u32>,
    ranks: Vec<u32>,
    points: Vec<u32>,
    records: Vec<u32>,
    omw: Vec<String>,
    gw: Vec<String>,
    ogw: Vec<String>,
    verdicts: Vec<u32>,
    not_percentages: Vec<u32>,
    not_texts: Vec<String>,
    missing_rounds: Vec<u32>,
}

fn small_published() -> Published6 {
    let s = |v: &[&str]| v.iter().map(|t| t.to_string()).collect();
    Published6 {
        source: "https://melee.gg/Tournament/View/1".into(),
        players: vec![0, 1],
        ranks: vec![2, 3],
        points: vec![4, 1],
        records: vec![2, 1, 1, 1, 2, 1],
        omw: s(&["0.3333333", "1"]),
        gw: s(&["1", "0.3333333"]),
        ogw: s(&["0.3333333", "1"]),
        verdicts: Vec::new(),
        not_percentages: Vec::new(),
        not_texts: Vec::new(),
        missing_rounds: Vec::new(),
    }
}

/// The postcard bytes of the small event's payload before its version 6 part.
fn small_prefix() -> Vec<u8> {
    let bytes = postcard_bytes(&share::encode(&small(), TAKEN_AT));
    let tail = postcard::to_allocvec(&small_published()).unwrap();
    assert!(
        bytes.ends_with(&tail),
        "the version 6 part is not as written"
    );
    bytes[..bytes.len() - tail.len()].to_vec()
}

/// The sentence refusing the small event's link with `published` as its version 6 part.
fn refused_with(published: &Published6) -> String {
    let mut bytes = small_prefix();
    bytes.extend(postcard::to_allocvec(published).unwrap());
    refused(&payload_of(&bytes))
}

fn invalid(what: &str) -> String {
    format!("the event in this link is not valid: {what}")
}

#[test]
fn an_archive_link_carries_its_published_rows_whole() {
    // Version 8: Player 054's bye is recorded as a loss; its published part is version 6's.
    let event = archive_event();
    assert_eq!(share::version_of(&event), share::LinkVersion::LostByes);
    let snapshot = share::decode(&share::encode(&event, TAKEN_AT)).unwrap();
    let (sent, read) = (
        event.published.as_ref().unwrap(),
        snapshot.event.published.as_ref().unwrap(),
    );
    assert_eq!(read.rows, sent.rows);
    assert_eq!(read.source, "https://melee.gg/Tournament/View/425068");
    assert_eq!(read.rows.len(), 75);
    assert_eq!(snapshot.verdicts, None);
    // The notes stay with the organizer: a phone shows the verdicts, not the file's history.
    assert!(read.notes.is_empty());
    assert_eq!(snapshot.event.players, event.players);
    assert_eq!(snapshot.event.rounds, event.rounds);
}

#[test]
fn the_small_events_version_6_part_is_as_the_format_says() {
    small_prefix();
    let link = share::players_link(BASE, &small(), TAKEN_AT);
    assert!(link.starts_with("http://127.0.0.1:8080/#/v/6/"), "{link}");
}

#[test]
fn a_link_too_long_for_a_code_with_the_figures_carries_the_verdicts() {
    let event = archive_event();
    let figures = share::link(
        BASE,
        share::version_of(&event),
        &share::encode(&event, TAKEN_AT),
    );
    assert_eq!(figures.len(), 2176);
    assert!(share::qr(&figures).is_none());
    let link = share::players_link(BASE, &event, TAKEN_AT);
    assert_eq!(link.len(), 1240);
    assert_eq!(share::qr(&link).unwrap().version().value(), 25);
    let snapshot = common::read_link(&link).unwrap();
    let verdicts = snapshot.verdicts.clone().unwrap();
    assert_eq!(verdicts.len(), 75);
    let published = snapshot.event.published.as_ref().unwrap();
    assert!(published
        .rows
        .iter()
        .all(|r| r.omw.is_none() && r.gw.is_none() && r.ogw.is_none()));
    // Player 054 (row 56): every figure agrees (its bye recorded 0-2-0 is a round lost).
    let row = published
        .rows
        .iter()
        .position(|r| snapshot.event.players[r.player].name == "Player 054")
        .unwrap();
    assert_eq!(verdicts[row], [Some(true), Some(true), Some(true)]);
    // The phone says so, and still shows the points and the record.
    let standings = compute(&snapshot.event, &snapshot.event.ruleset).unwrap();
    let mut audit = audit_standings(&snapshot.event, &standings).unwrap();
    share::apply_verdicts(&mut audit, &verdicts);
    let card = phone::published_card(&snapshot.event, &audit, true).into_string();
    assert!(card.contains(&format!(
        "<p class=\"hint\" data-testid=\"view-verdicts-only\">{}</p>",
        phone::VERDICTS_ONLY
    )));
    assert_eq!(phone::VERDICTS_ONLY, "This link says whether each published percentage agrees, not the figure itself: with every figure it would be too long for a QR code.");
    let p054 = snapshot.event.player_named("Player 054").unwrap();
    let mine = phone::my_published(&snapshot.event, &audit, p054, Some(&verdicts)).into_string();
    assert!(
        mine.contains("data-testid=\"view-published-record\">1-4-0</td><td>1-4-0</td>"),
        "{mine}"
    );
    assert!(
        mine.contains("data-testid=\"view-published-omw\">agrees</td>"),
        "{mine}"
    );
    assert!(
        mine.contains("data-testid=\"view-published-gw\">agrees</td>"),
        "{mine}"
    );
}

#[test]
fn a_gap_players_phone_shows_what_melee_published_beside_the_computed_figures() {
    let snapshot = share::decode(&share::encode(&gap_event(), TAKEN_AT)).unwrap();
    let event = &snapshot.event;
    let standings = compute(event, &event.ruleset).unwrap();
    let audit = audit_standings(event, &standings).unwrap();
    let p003 = event.player_named("Player 003").unwrap();
    let mine = phone::my_published(event, &audit, p003, None).into_string();
    for part in [
        "<h3>Melee published</h3>",
        "<td data-testid=\"view-published-record\">3-2-0</td><td>2-2-0</td>",
        // Points: Melee's 9 against the file's 6, ≠ muted: the file lacks a match of theirs.
        "<td data-testid=\"view-published-points\">9<span class=\"differs-mark gap\" data-testid=\"differs-gap\" title=\"Melee published 9 points; this figure counts a match the file lacks\"",
        "</td><td>6</td>",
        "<td data-testid=\"view-published-omw\">65.33333%<span class=\"differs-mark gap\"",
        "<td data-testid=\"view-published-gw\">50%<span class=\"differs-mark gap\"",
        "<td data-testid=\"view-published-ogw\">60.82751%<span class=\"differs-mark gap\"",
        "<p class=\"hint gap\" data-testid=\"view-gap\">Depends on a match the file lacks (the player&#39;s own): these figures cannot be checked against the file. Player 003: Melee published 3-2-0 (9 points); the file&#39;s rounds give 2-2-0 (6 points).</p>",
    ] {
        assert!(mine.contains(part), "{part}\n{mine}");
    }
    let card = phone::published_card(event, &audit, false).into_string();
    for part in [
        "data-testid=\"view-platform\">Published by <a href=\"https://melee.gg/Tournament/View/232537\"",
        ">Melee</a> · computed under <span data-testid=\"view-preset\">melee</span>",
        "10 of the 16 players Melee published cannot be checked; under melee, no figure the file can check differs.",
    ] {
        assert!(card.contains(part), "{part}\n{card}");
    }
    assert!(!card.contains("view-verdicts-only"));
    // The phone view asks the import bundle for these parts: the same markup.
    let request = PublishedRequest {
        version: "6".into(),
        payload: share::encode(&gap_event(), TAKEN_AT),
    };
    let PublishedAnswer::Parts(parts) = published_view::answer(&request) else {
        panic!("the link is refused");
    };
    assert_eq!(
        (parts.card.as_str(), parts.mine[p003].as_str()),
        (card.as_str(), mine.as_str())
    );
    assert_eq!(
        (parts.marks.len(), parts.mine.len()),
        (event.players.len(), event.players.len())
    );
    // The standings mark Player 003's row: a gap mark, and muted ≠ on the points.
    let table = phone::standings(
        event,
        &standings,
        &|p| format!("#p{p}"),
        None,
        100,
        Some(&parts.player_marks()),
    )
    .into_string();
    let row = table
        .split("<tr")
        .find(|r| r.contains(">Player 003</a>"))
        .unwrap();
    assert!(row.contains("data-testid=\"gap-mark\""), "{row}");
    assert!(
        row.contains("<td>6<span class=\"differs-mark gap\" data-testid=\"differs-gap\""),
        "{row}"
    );
}

#[test]
fn a_version_6_part_that_does_not_fit_its_players_is_refused() {
    let base = small_published();
    let with = |f: &dyn Fn(&mut Published6)| {
        let mut p = base.clone();
        f(&mut p);
        refused_with(&p)
    };
    let unfit = |what: &str| damaged(&format!("its published standings {what}"));
    for (message, expected) in [
        (
            with(&|p| p.players[1] = 5),
            unfit("name player 6 of an event of 2 players"),
        ),
        (
            with(&|p| p.players[1] = 0),
            invalid("published standings, row 2: Ann is listed twice."),
        ),
        (
            with(&|p| p.omw[0] = "abc".into()),
            invalid("published standings, row 1: `omw` is `abc`, not a decimal number such as 0.5555555."),
        ),
        (
            with(&|p| p.gw[1] = format!("0.{}", "3".repeat(31))),
            invalid(&format!("published standings, row 2: `gw` is `0.{}`, not a decimal number such as 0.5555555.", "3".repeat(31))),
        ),
        (
            with(&|p| p.ogw[0] = "1.5".into()),
            invalid("published standings, row 1: OGW `1.5` is above 1: a published percentage is a fraction from 0 to 1, such as 0.5555555."),
        ),
        (
            with(&|p| p.points[0] = 5000),
            invalid("published standings, row 1: 4999 points are more than an event of 60 rounds can give."),
        ),
        (
            with(&|p| {
                p.players.push(1);
                p.ranks.push(0);
                p.points.push(0);
                p.records.extend([0, 0, 0]);
                p.omw.push(String::new());
                p.gw.push(String::new());
                p.ogw.push(String::new());
            }),
            unfit("list more rows than it has players"),
        ),
        (with(&|p| p.ranks.pop().map(drop).unwrap_or(())), unfit("do not fit their rows")),
        (with(&|p| p.omw.clear()), unfit("do not fit their rows")),
        (with(&|p| p.verdicts = vec![1, 1]), unfit("do not fit their rows")),
        (
            with(&|p| {
                p.omw.clear();
                p.gw.clear();
                p.ogw.clear();
                p.verdicts = vec![1, 27];
            }),
            unfit("hold a verdict of no known kind"),
        ),
        (with(&|p| p.records[0] = 0), unfit("give part of a record")),
        (
            with(&|p| p.not_percentages = vec![0, 1]),
            unfit("do not fit their rows"),
        ),
        (
            with(&|p| {
                p.not_percentages = vec![7, 1];
                p.not_texts = vec!["-0.2".into()];
            }),
            unfit("name a row they do not have"),
        ),
        (
            with(&|p| {
                p.not_percentages = vec![0, 3];
                p.not_texts = vec!["-0.2".into()];
            }),
            unfit("name a column they do not have"),
        ),
        (
            with(&|p| {
                p.not_percentages = vec![0, 1];
                p.not_texts = vec!["x".repeat(41)];
            }),
            invalid("published standings, row 1: a published figure that is not a percentage is longer than 40 characters or has a control character."),
        ),
        (
            with(&|p| p.source = "https://melee.gg/\n1".into()),
            invalid("the published standings' source is longer than 2,000 characters or has a control character: give the address on one line."),
        ),
    ] {
        assert_eq!(message, expected);
    }
}

#[test]
fn a_version_6_part_cut_short_or_followed_by_more_is_refused() {
    let prefix = small_prefix();
    let tail = postcard::to_allocvec(&small_published()).unwrap();
    let mut cut = prefix.clone();
    cut.extend(&tail[..tail.len() - 3]);
    assert_eq!(
        refused(&payload_of(&cut)),
        damaged("its published standings cannot be read")
    );
    let mut more = prefix.clone();
    more.extend(&tail);
    more.push(0);
    assert_eq!(
        refused(&payload_of(&more)),
        damaged("it has data after the event")
    );
    // A version 5 link ends after its stages and playoff: a published part is more data.
    let mut whole = prefix;
    whole.extend(&tail);
    assert_eq!(
        refused_as_version("5", &whole),
        damaged("it has data after the event")
    );
    assert!(share::read_fragment("6", &payload_of(&whole)).is_ok());
}

/// The phone view reads a link's event without its published part, which the import bundle
/// reads when it draws that part: a published part that does not fit its players leaves the
/// event readable, and the import bundle refuses the link with the same sentence as a whole read.
#[test]
fn the_phone_reads_the_event_and_the_import_bundle_refuses_an_unfit_published_part() {
    let mut p = small_published();
    p.players[1] = 5;
    let mut bytes = small_prefix();
    bytes.extend(postcard::to_allocvec(&p).unwrap());
    let payload = payload_of(&bytes);
    let (snapshot, published) = share::read_fragment_unpublished("6", &payload).unwrap();
    assert!(published);
    assert_eq!(
        (
            snapshot.event.players.len(),
            snapshot.event.published.is_none()
        ),
        (2, true)
    );
    let sentence = share::read_fragment("6", &payload).unwrap_err().to_string();
    assert_eq!(
        published_view::answer(&PublishedRequest {
            version: "6".into(),
            payload
        }),
        PublishedAnswer::Refused(sentence.clone())
    );
    assert_eq!(sentence, refused_with(&p));
    // A link without published standings: nothing to ask.
    let mut event = small();
    event.published = None;
    let plain = share::encode(&event, TAKEN_AT);
    let version = share::version_of(&event).number().to_string();
    assert!(
        !share::read_fragment_unpublished(&version, &plain)
            .unwrap()
            .1
    );
}
