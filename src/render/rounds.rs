//! The rounds tab's controls as markup: the round picker and the shown round's status and
//! actions (pair, pair again, finish, print), as [`crate::core::pairing::round_view`] decides
//! them. The app sets each [`Html`] whole; a button names its action (`data-action`, and the
//! round in `data-key` for the picker), which one listener reads.

use super::forms::rounds::{Refused, ResultField};
use super::markup::Html;
use crate::core::pairing::round_view::{games_sentence, points_label, Actions, TableLine};
use crate::core::{Event, GameResult, Pairing};

/// One button a round that can be shown, `shown` pressed: `Round 1`, `Round 2`, ….
pub fn round_picker(last_offered: u32, shown: u32) -> Html {
    let mut out = Html::default();
    for r in 1..=last_offered {
        out.push_raw(if r == shown {
            "<button type=\"button\" class=\"current\" aria-pressed=\"true\" data-testid=\"round-"
        } else {
            "<button type=\"button\" aria-pressed=\"false\" data-testid=\"round-"
        })
        .push_number(r.into())
        .push_raw("\" data-action=\"show-round\" data-key=\"")
        .push_number(r.into())
        .push_raw("\">Round ")
        .push_number(r.into())
        .push_raw("</button>");
    }
    out
}

/// The status line of round `round` and its buttons, those not offered hidden; `power`: the
/// power-pairing box is ticked.
pub fn round_actions(round: u32, status: &str, actions: &Actions, power: bool) -> Html {
    let hidden = |shown: bool| if shown { "" } else { " hidden" };
    let mut out =
        Html::raw("<p class=\"round-status\" data-testid=\"round-status\" aria-live=\"polite\">");
    out.push_text(status)
        .push_raw("</p><div class=\"row\"><button type=\"button\" class=\"primary\" data-testid=\"pair-round\" data-action=\"pair\"")
        .push_raw(hidden(actions.pair))
        .push_raw(">Pair round ")
        .push_number(round.into())
        .push_raw("</button><label class=\"check\"")
        .push_raw(hidden(actions.power_pair))
        .push_raw("><input type=\"checkbox\" data-testid=\"power-pair\" data-action=\"power\"")
        .push_raw(if power { " checked" } else { "" })
        .push_raw("> Power-pair: 1 v 2, 3 v 4, … (some organizers do this for the last round before a playoff)</label><button type=\"button\" class=\"primary\" id=\"finish-round\" data-testid=\"finish-round\" data-action=\"finish\"")
        .push_raw(hidden(actions.finish))
        .push_raw(">Finish round ")
        .push_number(round.into())
        .push_raw("</button><button type=\"button\" data-testid=\"repair-round\" data-action=\"repair\"")
        .push_raw(hidden(actions.repair))
        .push_raw(">Pair round ")
        .push_number(round.into())
        .push_raw(" again</button></div><div class=\"row print-buttons\"")
        .push_raw(hidden(actions.print))
        .push_raw("><span>Print:</span><button type=\"button\" data-testid=\"print-by-table\" data-action=\"print-by-table\">Pairings by table</button><button type=\"button\" data-testid=\"print-by-name\" data-action=\"print-by-name\">Pairings by name</button><button type=\"button\" data-testid=\"print-slips\" data-action=\"print-slips\">Result slips</button></div>");
    out
}

/// Quick results, from player A's side, as the buttons show them and their codes say them
/// (`data-key="<table>:<code>"`: `2-1` is 2 wins, 1 loss, 0 draws).
pub const QUICK: [&str; 7] = ["2-0", "2-1", "1-2", "0-2", "1-1", "1-1-1", "0-0-3"];

/// What a bye's row says where the platform's file records the bye as a loss.
pub const LOST_BYE: &str = "Bye recorded as a loss (no points)";

/// The tables of round `round` as rows (`lines`, from
/// [`crate::core::pairing::round_view::table_lines`]): the number, a rematch's badge, why the
/// table was paired (`whys`, by table; `…` until asked), the time extension, the players with
/// their points before the round, and the result: its field, its games in words, the quick
/// buttons and Clear; a bye's row says what a bye counts as (`bye_label`). Every field has an
/// `id`, so that the focus and what was typed stay when the rows are drawn again.
///
/// A table whose typed result was `refused` keeps the text typed, is marked invalid
/// (`aria-invalid`, described by the sentence), and shows the sentence under its box instead of
/// the saved result's games, so that nothing there reads as saved. Every other box has a hidden
/// "not saved" line that the stylesheet shows while the box holds text not yet entered.
pub fn table_rows(
    round: u32,
    lines: &[TableLine],
    whys: &[String],
    bye_label: &str,
    refused: Option<&Refused>,
) -> Html {
    let mut out = Html::default();
    for t in lines {
        let key = t.index as u64;
        out.push_raw(if t.b.is_some() && t.result.is_none() {
            "<tr data-testid=\"table-row\" class=\"pending\"><td class=\"n\"><span data-testid=\"table-number\">"
        } else {
            "<tr data-testid=\"table-row\"><td class=\"n\"><span data-testid=\"table-number\">"
        });
        // A bye has no table: a number would send the player to one that does not exist.
        if t.b.is_some() {
            out.push_number(t.number.into());
        }
        out.push_raw("</span>");
        if let Some(e) = t.rematch {
            out.push_raw("<span class=\"badge warn\" title=\"They met in round ")
                .push_number(e.into())
                .push_raw("\">rematch</span>");
        }
        let why = whys.get(t.index).map_or("…", String::as_str);
        out.push_raw("<details class=\"why\" data-testid=\"table-why\" id=\"why-")
            .push_number(round.into())
            .push_raw("-")
            .push_number(key)
            .push_raw("\"><summary title=\"")
            .push_text(why)
            .push_raw("\">Why?</summary><span>")
            .push_text(why)
            .push_raw("</span></details>");
        if t.b.is_some() {
            out.push_raw("<input class=\"extension-input\" id=\"extension-")
                .push_number(round.into())
                .push_raw("-")
                .push_number(key)
                .push_raw("\" data-testid=\"extension-input\" aria-label=\"Extra minutes for table ")
                .push_number(t.number.into())
                .push_raw("\" title=\"Extra minutes for this table (a judge's time extension): type and press Enter\" inputmode=\"numeric\" size=\"2\" placeholder=\"+min\" data-action=\"extension\" data-key=\"")
                .push_number(key)
                .push_raw("\" value=\"");
            if t.extension > 0 {
                out.push_raw("+").push_number(t.extension.into());
            }
            out.push_raw("\">");
        }
        out.push_raw("</td><td class=\"a\"><span data-testid=\"player-a\">")
            .push_text(&t.a)
            .push_raw("</span> <span class=\"pts\" title=\"Match points before this round\">")
            .push_text(&points_label(t.points.0))
            .push_raw("</span></td>");
        match &t.b {
            None => {
                out.push_raw("<td class=\"bye\" colspan=\"2\">")
                    .push_text(if t.result.is_some() {
                        LOST_BYE
                    } else {
                        bye_label
                    });
                out.push_raw("</td>");
            }
            Some(b) => {
                let id = Html::text(&ResultField::id(round, t.index));
                out.push_raw("<td class=\"result\"><label class=\"visually-hidden\" for=\"")
                    .push(&id)
                    .push_raw("\">Result of ")
                    .push_text(&t.a)
                    .push_raw(" against ")
                    .push_text(b)
                    .push_raw("</label><input id=\"")
                    .push(&id)
                    .push_raw("\" data-testid=\"result-input\" class=\"result-input\" size=\"5\" autocomplete=\"off\" placeholder=\"2-1\" data-action=\"result\" data-key=\"")
                    .push_number(key);
                match refused.filter(|r| r.table == t.index) {
                    Some(r) => {
                        let error = Html::text(&ResultField::error_id(round, t.index));
                        out.push_raw("\" aria-invalid=\"true\" aria-describedby=\"")
                            .push(&error)
                            .push_raw("\" value=\"")
                            .push_text(&r.text)
                            .push_raw("\"><span class=\"field-error\" role=\"alert\" data-testid=\"result-error\" id=\"")
                            .push(&error)
                            .push_raw("\">")
                            .push_text(&r.sentence)
                            .push_raw("</span>");
                    }
                    None => {
                        out.push_raw("\" value=\"")
                            .push_text(&t.result.map(|g| g.to_string()).unwrap_or_default())
                            .push_raw("\"><span class=\"games\">")
                            .push_text(&games_sentence(t).unwrap_or_default())
                            .push_raw("</span><span class=\"unsaved\" data-testid=\"result-unsaved\">not saved yet: press Enter</span>");
                    }
                }
                out.push_raw("<span class=\"quick\">");
                for code in QUICK {
                    out.push_raw(
                        "<button type=\"button\" tabindex=\"-1\" data-action=\"quick\" data-key=\"",
                    )
                    .push_number(key)
                    .push_raw(":")
                    .push_raw(code)
                    .push_raw("\">")
                    .push_raw(code)
                    .push_raw("</button>");
                }
                out.push_raw(
                    "<button type=\"button\" tabindex=\"-1\" data-action=\"clear\" data-key=\"",
                )
                .push_number(key)
                .push_raw(
                    "\">Clear</button></span></td><td class=\"b\"><span data-testid=\"player-b\">",
                )
                .push_text(b)
                .push_raw("</span> <span class=\"pts\" title=\"Match points before this round\">")
                .push_text(&points_label(t.points.1))
                .push_raw("</span></td>");
            }
        }
        out.push_raw(
            "<td class=\"x\"><button type=\"button\" class=\"danger small\" aria-label=\"Remove ",
        );
        if t.b.is_some() {
            out.push_raw("table ").push_number(t.number.into());
        } else {
            out.push_text(&t.a).push_raw("&#39;s bye");
        }
        out.push_raw("\" data-action=\"remove\" data-key=\"")
            .push_number(key)
            .push_raw("\">Remove</button></td></tr>");
    }
    out
}

/// What Remove asks before table `index` (0-based) of round `round` goes: which table, who plays
/// there and its result, and that the other tables keep their numbers. `None` when there is no
/// such table.
pub fn remove_question(event: &Event, round: u32, index: usize) -> Option<String> {
    let r = event.rounds.get((round as usize).checked_sub(1)?)?;
    let name = |p: usize| event.players.get(p).map_or("?", |p| p.name.as_str());
    let what = match *r.pairings.get(index)? {
        Pairing::Match { a, b, result } => {
            let played = match result {
                Some(g) => format!(", and its result {g},"),
                None => String::new(),
            };
            format!(
                "table {} ({} v {}){played}",
                r.number(index),
                name(a),
                name(b)
            )
        }
        Pairing::Bye { player } => format!("{}'s bye", name(player)),
    };
    Some(format!(
        "Remove {what} from round {round}? The other tables keep their numbers, and Undo puts it back."
    ))
}

/// The lines of a correction's advice ([`crate::core::pairing::round_view::correction_advice`]) as
/// list items.
pub fn advice_list(lines: &[String]) -> Html {
    let mut out = Html::default();
    for line in lines {
        out.push_raw("<li>").push_text(line).push_raw("</li>");
    }
    out
}

/// The round timer's state beside its clock: paused, over, or running in round `round`.
pub fn timer_state(paused: bool, over: bool, round: u32) -> String {
    if paused {
        "paused".to_string()
    } else if over {
        "time is up: start the end-of-match turns".to_string()
    } else {
        format!("left in round {round}")
    }
}

/// A quick button's key read back: its table and its result (`3:2-1`).
pub fn quick_key(key: &str) -> Option<(usize, GameResult)> {
    let (table, code) = key.split_once(':')?;
    let mut counts = code.split('-').map(|c| c.parse::<u32>().ok());
    let (w, l) = (counts.next()??, counts.next()??);
    let d = counts.next().flatten().unwrap_or(0);
    Some((table.parse().ok()?, GameResult::new(w, l, d)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shown round is pressed; every button names its round.
    #[test]
    fn the_picker_presses_the_round_shown() {
        assert_eq!(
            round_picker(2, 2).into_string(),
            concat!(
                "<button type=\"button\" aria-pressed=\"false\" data-testid=\"round-1\" data-action=\"show-round\" data-key=\"1\">Round 1</button>",
                "<button type=\"button\" class=\"current\" aria-pressed=\"true\" data-testid=\"round-2\" data-action=\"show-round\" data-key=\"2\">Round 2</button>",
            )
        );
    }

    /// What is not offered is hidden; the power-pairing box keeps its tick.
    #[test]
    fn only_the_actions_offered_show() {
        let actions = Actions {
            pair: true,
            power_pair: true,
            finish: false,
            repair: false,
            print: false,
        };
        assert_eq!(
            round_actions(3, "Round 3 is next: pair it when the players are ready.", &actions, true).into_string(),
            concat!(
                "<p class=\"round-status\" data-testid=\"round-status\" aria-live=\"polite\">Round 3 is next: pair it when the players are ready.</p>",
                "<div class=\"row\"><button type=\"button\" class=\"primary\" data-testid=\"pair-round\" data-action=\"pair\">Pair round 3</button>",
                "<label class=\"check\"><input type=\"checkbox\" data-testid=\"power-pair\" data-action=\"power\" checked> Power-pair: 1 v 2, 3 v 4, … (some organizers do this for the last round before a playoff)</label>",
                "<button type=\"button\" class=\"primary\" id=\"finish-round\" data-testid=\"finish-round\" data-action=\"finish\" hidden>Finish round 3</button>",
                "<button type=\"button\" data-testid=\"repair-round\" data-action=\"repair\" hidden>Pair round 3 again</button></div>",
                "<div class=\"row print-buttons\" hidden><span>Print:</span>",
                "<button type=\"button\" data-testid=\"print-by-table\" data-action=\"print-by-table\">Pairings by table</button>",
                "<button type=\"button\" data-testid=\"print-by-name\" data-action=\"print-by-name\">Pairings by name</button>",
                "<button type=\"button\" data-testid=\"print-slips\" data-action=\"print-slips\">Result slips</button></div>",
            )
        );
    }

    /// A table waiting for its result, a rematch, and a bye: every field has its id, the quick
    /// buttons their results, and the names are escaped.
    #[test]
    fn a_round_as_rows() {
        let lines = [
            TableLine {
                index: 0,
                a: "Ann".into(),
                b: Some("Bo <2>".into()),
                result: None,
                points: (3, 1),
                rematch: Some(1),
                number: 1,
                extension: 5,
            },
            TableLine {
                index: 1,
                a: "Cy".into(),
                b: None,
                result: None,
                points: (0, 0),
                rematch: None,
                number: 2,
                extension: 0,
            },
        ];
        // A bye the platform's file records as a loss says so, not what a bye is worth.
        let mut lost = lines.clone();
        lost[1].result = Some(crate::core::GameResult::new(0, 2, 0));
        let lost = table_rows(2, &lost[1..], &[], "Bye (a 2-0 win)", None).into_string();
        assert!(
            lost.contains(
                "<td class=\"bye\" colspan=\"2\">Bye recorded as a loss (no points)</td>"
            ),
            "{lost}"
        );
        assert!(!lost.contains("2-0 win"), "{lost}");
        let rows = table_rows(2, &lines, &[], "Bye (a 2-0 win)", None).into_string();
        assert_eq!(
            rows,
            concat!(
                "<tr data-testid=\"table-row\" class=\"pending\"><td class=\"n\"><span data-testid=\"table-number\">1</span>",
                "<span class=\"badge warn\" title=\"They met in round 1\">rematch</span>",
                "<details class=\"why\" data-testid=\"table-why\" id=\"why-2-0\"><summary title=\"…\">Why?</summary><span>…</span></details>",
                "<input class=\"extension-input\" id=\"extension-2-0\" data-testid=\"extension-input\" aria-label=\"Extra minutes for table 1\" title=\"Extra minutes for this table (a judge's time extension): type and press Enter\" inputmode=\"numeric\" size=\"2\" placeholder=\"+min\" data-action=\"extension\" data-key=\"0\" value=\"+5\">",
                "</td><td class=\"a\"><span data-testid=\"player-a\">Ann</span> <span class=\"pts\" title=\"Match points before this round\">3 pts</span></td>",
                "<td class=\"result\"><label class=\"visually-hidden\" for=\"result-2-0\">Result of Ann against Bo &lt;2&gt;</label>",
                "<input id=\"result-2-0\" data-testid=\"result-input\" class=\"result-input\" size=\"5\" autocomplete=\"off\" placeholder=\"2-1\" data-action=\"result\" data-key=\"0\" value=\"\"><span class=\"games\"></span>",
                "<span class=\"unsaved\" data-testid=\"result-unsaved\">not saved yet: press Enter</span><span class=\"quick\">",
                "<button type=\"button\" tabindex=\"-1\" data-action=\"quick\" data-key=\"0:2-0\">2-0</button>",
                "<button type=\"button\" tabindex=\"-1\" data-action=\"quick\" data-key=\"0:2-1\">2-1</button>",
                "<button type=\"button\" tabindex=\"-1\" data-action=\"quick\" data-key=\"0:1-2\">1-2</button>",
                "<button type=\"button\" tabindex=\"-1\" data-action=\"quick\" data-key=\"0:0-2\">0-2</button>",
                "<button type=\"button\" tabindex=\"-1\" data-action=\"quick\" data-key=\"0:1-1\">1-1</button>",
                "<button type=\"button\" tabindex=\"-1\" data-action=\"quick\" data-key=\"0:1-1-1\">1-1-1</button>",
                "<button type=\"button\" tabindex=\"-1\" data-action=\"quick\" data-key=\"0:0-0-3\">0-0-3</button>",
                "<button type=\"button\" tabindex=\"-1\" data-action=\"clear\" data-key=\"0\">Clear</button></span></td>",
                "<td class=\"b\"><span data-testid=\"player-b\">Bo &lt;2&gt;</span> <span class=\"pts\" title=\"Match points before this round\">1 pt</span></td>",
                "<td class=\"x\"><button type=\"button\" class=\"danger small\" aria-label=\"Remove table 1\" data-action=\"remove\" data-key=\"0\">Remove</button></td></tr>",
                "<tr data-testid=\"table-row\"><td class=\"n\"><span data-testid=\"table-number\"></span>",
                "<details class=\"why\" data-testid=\"table-why\" id=\"why-2-1\"><summary title=\"…\">Why?</summary><span>…</span></details>",
                "</td><td class=\"a\"><span data-testid=\"player-a\">Cy</span> <span class=\"pts\" title=\"Match points before this round\">0 pts</span></td>",
                "<td class=\"bye\" colspan=\"2\">Bye (a 2-0 win)</td>",
                "<td class=\"x\"><button type=\"button\" class=\"danger small\" aria-label=\"Remove Cy&#39;s bye\" data-action=\"remove\" data-key=\"1\">Remove</button></td></tr>",
            )
        );
    }

    /// A refused result keeps its text in the box, marked invalid and described by the sentence,
    /// which stands where the saved result's games were: nothing under the box reads as saved.
    #[test]
    fn a_refused_result_is_shown_at_its_table() {
        let line = TableLine {
            index: 3,
            a: "Grace Lee".into(),
            b: Some("Farid Haddad".into()),
            result: Some(GameResult::new(0, 2, 0)),
            points: (3, 3),
            rematch: None,
            number: 4,
            extension: 0,
        };
        let refused = Refused {
            table: 3,
            text: "30".into(),
            sentence:
                "3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games."
                    .into(),
        };
        let rows =
            table_rows(1, std::slice::from_ref(&line), &[], "", Some(&refused)).into_string();
        assert!(rows.contains(concat!(
            "data-action=\"result\" data-key=\"3\" aria-invalid=\"true\" aria-describedby=\"result-error-1-3\" value=\"30\">",
            "<span class=\"field-error\" role=\"alert\" data-testid=\"result-error\" id=\"result-error-1-3\">",
            "3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games.</span><span class=\"quick\">"
        )), "{rows}");
        assert!(!rows.contains("won"), "{rows}");
        // Another table's refusal leaves this one as saved.
        let other = Refused {
            table: 0,
            ..refused
        };
        let rows = table_rows(1, &[line], &[], "", Some(&other)).into_string();
        assert!(rows.contains("value=\"0-2\"><span class=\"games\">Grace Lee won 0, Farid Haddad won 2, 0 drawn</span>"), "{rows}");
        assert!(!rows.contains("aria-invalid"));
    }

    /// Each quick button's key reads back as its table and result.
    #[test]
    fn quick_keys_read_back() {
        assert_eq!(quick_key("3:2-1"), Some((3, GameResult::new(2, 1, 0))));
        assert_eq!(quick_key("0:1-1-1"), Some((0, GameResult::new(1, 1, 1))));
        assert_eq!(quick_key("0:0-0-3"), Some((0, GameResult::new(0, 0, 3))));
        assert_eq!(quick_key("x:2-1"), None);
        assert_eq!(quick_key("2"), None);
    }

    #[test]
    fn the_timer_says_paused_over_or_running() {
        assert_eq!(timer_state(true, true, 2), "paused");
        assert_eq!(
            timer_state(false, true, 2),
            "time is up: start the end-of-match turns"
        );
        assert_eq!(timer_state(false, false, 2), "left in round 2");
    }
}
