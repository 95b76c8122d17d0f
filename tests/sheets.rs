//! The printable sheets: exact rows, order, points before the round, escaping, one slip per match,
//! and standings that show what the CLI's JSON shows.

use tiebreak::core::sheet::{
    html_escape, pairings_by_name, pairings_by_table, points_before, result_slips, standings_sheet,
    SLIP_NOTE,
};
use tiebreak::core::{compute, read_csv, report, Event, GameResult, Ruleset};

/// Five players, three rounds, a bye each round. Under MTR, Eve's OMW is 299/600 = 49.83%.
const FIVE: &str = "round,player_a,player_b,a_wins,b_wins,draws
1,Ann,Bo,2,1,0
1,Cy,Dee,2,0,0
1,Eve,BYE,,,
2,Ann,Cy,2,1,0
2,Bo,Eve,0,2,0
2,Dee,BYE,,,
3,Ann,Eve,1,2,0
3,Cy,Bo,2,1,0
3,Dee,BYE,,,
";

fn five() -> Event {
    read_csv(FIVE, 3).unwrap()
}

/// Checks that `html` holds each of `expected`, in that order.
fn check(html: &str, expected: &[&str]) {
    let mut from = 0;
    for e in expected {
        match html[from..].find(e) {
            Some(at) => from += at + e.len(),
            None => panic!("missing, or out of order: {e}\n\nin:\n{html}"),
        }
    }
}

#[test]
fn points_before_a_round_count_only_the_rounds_before_it() {
    let event = five();
    // Registration order: Ann, Bo, Cy, Dee, Eve.
    assert_eq!(points_before(&event, 1), [0, 0, 0, 0, 0]);
    assert_eq!(points_before(&event, 2), [3, 0, 3, 0, 3]);
    assert_eq!(points_before(&event, 3), [6, 0, 3, 3, 6]);
    assert_eq!(points_before(&event, 4), [6, 0, 6, 6, 9]);
}

#[test]
fn pairings_by_table_in_table_order_with_the_bye() {
    let mut event = five();
    event.name = "FNM".into();
    event.date = "2026-11-22".into();
    check(
        &pairings_by_table(&event, 3),
        &[
            "<section class=\"sheet sheet-pairings-table\">",
            "<header><h1>FNM</h1><p>Round 3 · Pairings by table · 2026-11-22</p></header>",
            "<tr><th>Table</th><th class=\"name\">Player</th><th>Points</th><th class=\"name\">Opponent</th><th>Points</th></tr>",
            // Eve has 6 before round 3, not the 9 she has after it.
            "<tr><td>1</td><td class=\"name\">Ann</td><td>6</td><td class=\"name\">Eve</td><td>6</td></tr>\n",
            "<tr><td>2</td><td class=\"name\">Cy</td><td>3</td><td class=\"name\">Bo</td><td>0</td></tr>\n",
            "<tr><td>3</td><td class=\"name\">Dee</td><td>3</td><td class=\"name\" colspan=\"2\">Bye</td></tr>\n",
            "</tbody></table>\n</section>\n",
        ],
    );
}

#[test]
fn pairings_by_name_are_alphabetical_ignoring_case() {
    let mut event = Event::default();
    let ids: Vec<usize> = ["bob", "Alice", "dora", "Carl", "Eli"]
        .iter()
        .map(|n| event.add_player(n).unwrap())
        .collect();
    let [bob, alice, dora, carl, eli] = ids[..] else {
        unreachable!()
    };
    event
        .push_match(1, bob, dora, Some(GameResult::new(2, 0, 0)))
        .unwrap();
    event
        .push_match(1, alice, carl, Some(GameResult::new(1, 1, 1)))
        .unwrap();
    event.push_bye(1, eli).unwrap();
    event.push_match(2, dora, eli, None).unwrap();
    event.push_match(2, carl, bob, None).unwrap();
    event.push_bye(2, alice).unwrap();
    let html = pairings_by_name(&event, 2);
    check(
        &html,
        &[
            "<header><h1>Event</h1><p>Round 2 · Pairings by name</p></header>",
            "<tr><th class=\"name\">Name</th><th>Table</th><th class=\"name\">Opponent</th><th>Points</th></tr>",
            "<tr><td class=\"name\">Alice</td><td>3</td><td class=\"name\">Bye</td><td>1</td></tr>\n",
            "<tr><td class=\"name\">bob</td><td>2</td><td class=\"name\">Carl</td><td>3</td></tr>\n",
            "<tr><td class=\"name\">Carl</td><td>2</td><td class=\"name\">bob</td><td>1</td></tr>\n",
            "<tr><td class=\"name\">dora</td><td>1</td><td class=\"name\">Eli</td><td>0</td></tr>\n",
            "<tr><td class=\"name\">Eli</td><td>1</td><td class=\"name\">dora</td><td>3</td></tr>\n",
        ],
    );
    assert_eq!(html.matches("<tr><td").count(), 5);
}

#[test]
fn one_slip_per_match_and_none_for_the_bye() {
    let event = five();
    let html = result_slips(&event, 3);
    assert_eq!(html.matches("<div class=\"slip\">").count(), 2);
    assert_eq!(html.matches(SLIP_NOTE).count(), 2);
    assert!(!html.contains("Dee"), "Dee has the bye: no slip");
    check(
        &html,
        &[
            "<section class=\"sheet sheet-slips\">",
            "<header><h1>Event</h1><p>Round 3 · Result slips</p></header>",
            "<div class=\"slip\"><p class=\"slip-head\"><b>Table 1</b> · Round 3 · Event</p>\n",
            "<tr><th class=\"name\">Player</th><th>Games won</th><th class=\"name\">Signature</th></tr>",
            "<tr><td class=\"name\">Ann</td><td class=\"box\">0 1 2</td><td class=\"sign\"></td></tr>\n",
            "<tr><td class=\"name\">Eve</td><td class=\"box\">0 1 2</td><td class=\"sign\"></td></tr>\n",
            "<tr><td class=\"name\">Draws</td><td class=\"box\">0 1 2 3</td><td></td></tr>\n",
            "<p class=\"slip-note\">Circle or write the games each player won. Both players sign.</p></div>\n",
            "<b>Table 2</b>",
            "<td class=\"name\">Cy</td>",
            "<td class=\"name\">Bo</td>",
        ],
    );
}

#[test]
fn standings_sheet_shows_what_the_cli_json_shows() {
    let event = five();
    let mtr = Ruleset::preset("mtr").unwrap();
    let html = standings_sheet(&event, &mtr).unwrap();
    check(
        &html,
        &[
            "<section class=\"sheet sheet-standings\">",
            "<header><h1>Event</h1><p>After round 3 · Standings (ruleset mtr)</p></header>",
            "<tr><th>Rank</th><th class=\"name\">Player</th><th>Points</th><th>Record</th><th>OMW</th><th>GWP</th><th>OGW</th></tr>",
            "<tr><td>1</td><td class=\"name\">Eve</td><td>9</td><td>3-0-0</td><td>49.83%</td><td>85.71%</td><td>44.28%</td></tr>\n",
        ],
    );
    // Every row, cell for cell, from `tiebreak standings --format json`.
    let standings = compute(&event, &mtr).unwrap();
    let mut rows = Vec::new();
    for row in report::json_rows(&event, &standings) {
        let mut tr = format!(
            "<tr><td>{}</td><td class=\"name\">{}</td><td>{}</td><td>{}</td>",
            row["rank"],
            row["name"].as_str().unwrap(),
            row["match_points"],
            row["record"].as_str().unwrap()
        );
        for code in ["omw", "gwp", "ogw"] {
            tr += &format!(
                "<td>{}</td>",
                row[format!("{code}_display")].as_str().unwrap()
            );
        }
        rows.push(tr + "</tr>\n");
    }
    assert_eq!(rows.len(), 5);
    check(&html, &rows.iter().map(String::as_str).collect::<Vec<_>>());
}

#[test]
fn standings_sheet_follows_the_ruleset_order_and_marks_drops() {
    let mut event = read_csv(&FIVE[..FIVE.find("3,Ann").unwrap()], 3).unwrap();
    let bo = event.player_named("Bo").unwrap();
    event.set_dropped(bo, Some(2)).unwrap();
    let wer = Ruleset::preset("wer").unwrap();
    let order: String = report::columns(&wer)
        .iter()
        .map(|t| format!("<th>{}</th>", t.code().to_uppercase()))
        .collect();
    let standings = compute(&event, &wer).unwrap();
    let bo_values: String = report::columns(&wer)
        .iter()
        .map(|&t| {
            format!(
                "<td>{}</td>",
                report::display(t, standings.players[bo].value(t))
            )
        })
        .collect();
    check(
        &standings_sheet(&event, &wer).unwrap(),
        &[
            "<p>After round 2 · Standings (ruleset wer)</p>",
            &format!("<th>Record</th>{order}</tr>"),
            &format!(
                "<tr><td>5</td><td class=\"name\">Bo <span class=\"dropped\">(dropped after round 2)</span></td><td>0</td><td>0-2-0</td>{bo_values}</tr>\n"
            ),
        ],
    );
}

#[test]
fn a_late_entry_has_no_points_for_the_rounds_missed() {
    let mut event = read_csv(&FIVE[..FIVE.find("3,Ann").unwrap()], 3).unwrap();
    let fay = event.add_late_player("Fay").unwrap();
    let bo = event.player_named("Bo").unwrap();
    event
        .push_match(3, fay, bo, Some(GameResult::new(2, 0, 0)))
        .unwrap();
    assert_eq!(points_before(&event, 3)[fay], 0);
    check(
        &pairings_by_table(&event, 3),
        &["<tr><td>1</td><td class=\"name\">Fay</td><td>0</td><td class=\"name\">Bo</td><td>0</td></tr>\n"],
    );
    // The two rounds she missed are losses: 1-2-0 after her win.
    check(
        &standings_sheet(&event, &Ruleset::preset("mtr").unwrap()).unwrap(),
        &["<td class=\"name\">Fay</td><td>3</td><td>1-2-0</td>"],
    );
}

#[test]
fn names_are_escaped_on_every_sheet() {
    let raw = "<b>Tom & \"Jo\"</b>";
    let escaped = "&lt;b&gt;Tom &amp; &quot;Jo&quot;&lt;/b&gt;";
    assert_eq!(html_escape(raw), escaped);
    assert_eq!(html_escape("O'Neil"), "O&#39;Neil");
    let mut event = Event {
        name: "Tom's <Cup>".into(),
        date: "<i>today</i>".into(),
        ..Event::default()
    };
    let tom = event.add_player(raw).unwrap();
    let ann = event.add_player("Ann").unwrap();
    event.push_match(1, tom, ann, None).unwrap();
    let sheets = [
        pairings_by_table(&event, 1),
        pairings_by_name(&event, 1),
        result_slips(&event, 1),
        standings_sheet(&event, &Ruleset::default()).unwrap(),
    ];
    for html in &sheets {
        check(
            html,
            &[
                "<h1>Tom&#39;s &lt;Cup&gt;</h1>",
                " · &lt;i&gt;today&lt;/i&gt;</p>",
                escaped,
            ],
        );
        assert!(!html.contains(raw) && !html.contains("<b>Tom &") && !html.contains("<i>"));
        assert!(!html.contains("<Cup>") && !html.contains("Tom's"));
    }
    check(
        &sheets[2],
        &["<b>Table 1</b> · Round 1 · Tom&#39;s &lt;Cup&gt;</p>"],
    );
}

/// The round view's points, counted in one pass, are the standings' match points of the rounds
/// before, on generated events with a pending result, a late entry and a drop.
#[test]
fn points_before_agree_with_the_standings() {
    for (players, rounds, seed) in [(9, 4, 1), (16, 5, 2), (33, 6, 3)] {
        let mut e = tiebreak::core::generate::swiss_event(players, rounds, seed);
        e.players[2].dropped_after = Some(2);
        let late = e.add_late_player("Late Lee").unwrap();
        let last = e.rounds.len() as u32;
        let _ = e.set_result(last, 0, None);
        for round in 1..=last + 1 {
            let mut before = e.clone();
            before.rounds.truncate(round as usize - 1);
            let standings = compute(&before, &before.ruleset).unwrap();
            let want: Vec<u32> = standings.players.iter().map(|p| p.match_points).collect();
            assert_eq!(
                points_before(&e, round),
                want,
                "{players} players, round {round}"
            );
        }
        assert_eq!(points_before(&e, last + 1)[late], 0);
    }
}
