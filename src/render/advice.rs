//! "What do I need?" ([`crate::core::advice`]) as text for a terminal, the JSON of
//! `tiebreak advise --format json`, and the HTML panel of a table that the round view and the
//! phone view both show.
//!
//! ```
//! use tiebreak::core::{advice, read_csv};
//! use tiebreak::render::advice as render;
//! let csv = "round,player_a,player_b,a_wins,b_wins,draws\n\
//!            1,Ann,Cy,2,0,0\n1,Bo,Di,2,0,0\n2,Ann,Bo,,,\n2,Cy,Di,,,\n";
//! let event = read_csv(csv, 3).unwrap();
//! let a = advice::advise(&event, 1, 100).unwrap();
//! let json = serde_json::to_value(render::json(&event, &a)).unwrap();
//! assert_eq!(json[0]["a"], "Ann");
//! assert_eq!(json[0]["outcomes"]["a_wins"]["a"]["status"], "locked");
//! assert_eq!(json[0]["outcomes"]["a_wins"]["b"]["status"], "out");
//! ```

use serde::Serialize;

use super::advice_wire::{AdviceAnswer, AdviceRequest};
use super::markup::Html;
use crate::core::advice::{
    Advice, Answer, DrawFlag, Method, NeedsAdvice, RoundAdvice, Status, TableAdvice,
};
use crate::core::base::words::plural;
use crate::core::model::limits::Cut;
use crate::core::{Event, Outcome, PlayerId};

fn name(event: &Event, p: PlayerId) -> &str {
    event.players.get(p).map_or("?", |p| p.name.as_str())
}

/// One player's answer in the JSON: `{"status", "reason", "chance"}`, `chance` with "depends"
/// only.
#[derive(Serialize)]
pub struct AnswerJson<'a> {
    status: &'static str,
    reason: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    chance: Option<String>,
}

impl<'a> AnswerJson<'a> {
    fn of(a: &'a Answer) -> AnswerJson<'a> {
        AnswerJson {
            status: a.status.code(),
            reason: &a.reason,
            chance: a.chance.map(|c| c.to_string()),
        }
    }
}

/// One outcome's answers: `{"a": S, "b": S}` (`b` left out for a bye).
#[derive(Serialize)]
pub struct PairJson<'a> {
    a: AnswerJson<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    b: Option<AnswerJson<'a>>,
}

/// A table's outcomes: `a_wins`, `draw`, `b_wins`; a bye has `a_wins` only.
#[derive(Serialize)]
pub struct OutcomesJson<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    a_wins: Option<PairJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    draw: Option<PairJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    b_wins: Option<PairJson<'a>>,
}

/// One table in the JSON, its fields in the issue's order.
#[derive(Serialize)]
pub struct TableJson<'a> {
    table: usize,
    a: &'a str,
    b: Option<&'a str>,
    outcomes: OutcomesJson<'a>,
}

/// One finishing total over the remaining rounds, before a round is paired.
#[derive(Serialize)]
pub struct ResultJson<'a> {
    record: String,
    points: u32,
    status: &'static str,
    reason: &'a str,
}

/// One player before a round is paired.
#[derive(Serialize)]
pub struct PlayerJson<'a> {
    player: &'a str,
    points: u32,
    rounds_left: u32,
    results: Vec<ResultJson<'a>>,
    weakest_lock: Option<String>,
}

/// The JSON of `tiebreak advise`, ready to serialize with its fields in order.
#[derive(Serialize)]
#[serde(untagged)]
pub enum AdviceJson<'a> {
    /// A paired round: one entry per table.
    Round(Vec<TableJson<'a>>),
    /// Before a round is paired: one entry per player.
    Needs(Vec<PlayerJson<'a>>),
}

/// The JSON of `tiebreak advise`: for a paired round, an array of
/// `{"table", "a", "b", "outcomes": {"a_wins": {"a": S, "b": S}, "draw": ..., "b_wins": ...}}`,
/// where `S` is `{"status", "reason", "chance"}` (`chance` with "depends" only) and a bye has `b`
/// null and its one outcome, `a_wins`. Before a round is paired, an array of players with each
/// finishing total over the remaining rounds and the weakest that locks them in.
pub fn json<'a>(event: &'a Event, advice: &'a Advice) -> AdviceJson<'a> {
    match advice {
        Advice::Round(r) => AdviceJson::Round(
            r.tables
                .iter()
                .map(|t| {
                    let pair = |o: Outcome| {
                        t.outcome(o).map(|x| PairJson {
                            a: AnswerJson::of(&x.a),
                            b: x.b.as_ref().map(AnswerJson::of),
                        })
                    };
                    TableJson {
                        table: t.table,
                        a: name(event, t.a),
                        b: t.b.map(|b| name(event, b)),
                        outcomes: OutcomesJson {
                            a_wins: pair(Outcome::AWins),
                            draw: pair(Outcome::Draw),
                            b_wins: pair(Outcome::BWins),
                        },
                    }
                })
                .collect(),
        ),
        Advice::Needs(n) => AdviceJson::Needs(
            n.players
                .iter()
                .map(|p| PlayerJson {
                    player: name(event, p.player),
                    points: p.points,
                    rounds_left: n.rounds_left,
                    results: p
                        .results
                        .iter()
                        .map(|r| ResultJson {
                            record: r.record(),
                            points: r.points,
                            status: r.answer.status.code(),
                            reason: &r.answer.reason,
                        })
                        .collect(),
                    weakest_lock: p.weakest_lock.map(|i| p.results[i].record()),
                })
                .collect(),
        ),
    }
}

/// The status as a reader sees it, with the chance of "depends".
pub fn status_words(a: &Answer) -> String {
    match (a.status, a.chance) {
        (Status::Locked, _) => "locked".into(),
        (Status::Out, _) => "out".into(),
        (Status::Depends, Some(c)) => format!("depends ({})", c.percent()),
        (Status::Depends, None) => "depends".into(),
    }
}

/// What an outcome is called at a table: "Ann wins", "Draw", "Bye".
fn outcome_words(event: &Event, t: &TableAdvice, o: Outcome) -> String {
    match (o, t.b) {
        (_, None) => "Bye".into(),
        (Outcome::AWins, _) => format!("{} wins", name(event, t.a)),
        (Outcome::BWins, Some(b)) => format!("{} wins", name(event, b)),
        (Outcome::Draw, _) => "Draw".into(),
    }
}

/// The sentence of a table's draw flag: "Both can draw: …", or "A draw locks Ann in, but costs
/// Bo: a win locks Bo in, a draw leaves Bo depending on the other tables."
pub fn draw_words(event: &Event, t: &TableAdvice) -> Option<String> {
    Some(match t.draw_flag()? {
        DrawFlag::Both => "Both can draw: a draw locks both players into the cut.".into(),
        DrawFlag::One { locked, other } => {
            let status = |o: Outcome| {
                t.answers_of(other)
                    .into_iter()
                    .find(|(x, _)| *x == o)
                    .map(|(_, a)| a.status)
            };
            let win = if t.a == other {
                Outcome::AWins
            } else {
                Outcome::BWins
            };
            let (l, o) = (name(event, locked), name(event, other));
            let with_draw = match status(Outcome::Draw) {
                Some(Status::Out) => format!("a draw leaves {o} out"),
                _ => format!("a draw leaves {o} depending on the other tables"),
            };
            if status(win) == Some(Status::Locked) {
                format!("A draw locks {l} in, but costs {o}: a win locks {o} in, {with_draw}.")
            } else {
                format!("A draw locks {l} in, but not {o}: {with_draw}.")
            }
        }
    })
}

/// How the open answers were settled, in one line.
pub fn method_words(r: &RoundAdvice) -> String {
    let later = if r.rounds_after > 0 {
        format!(
            " with {} still to play after this one",
            plural(r.rounds_after, "round", "rounds")
        )
    } else {
        String::new()
    };
    match r.method {
        Method::Enumerated => format!(
            "Top {} after round {}{later}: every way the other tables can end was counted, game scores included; a share is the part of those ways that make the cut.",
            r.cut, r.round
        ),
        Method::Simulated => format!(
            "Top {} after round {}{later}: open answers are shares of {} simulated completions (K = {}).",
            r.cut, r.round, r.samples, r.samples
        ),
    }
}

/// The advice as text for a terminal.
pub fn text(event: &Event, advice: &Advice) -> String {
    let mut out = String::new();
    match advice {
        Advice::Round(r) => {
            out.push_str(&format!(
                "What each table needs: round {}, top {}\n{}\n",
                r.round,
                r.cut,
                method_words(r)
            ));
            for t in &r.tables {
                out.push('\n');
                match t.b {
                    Some(b) => out.push_str(&format!(
                        "Table {}: {} vs {}\n",
                        t.table,
                        name(event, t.a),
                        name(event, b)
                    )),
                    None => {
                        out.push_str(&format!("Table {}: {} (bye)\n", t.table, name(event, t.a)))
                    }
                }
                if let Some(flag) = draw_words(event, t) {
                    out.push_str(&format!("  {flag}\n"));
                }
                for o in &t.outcomes {
                    out.push_str(&format!("  {}:\n", outcome_words(event, t, o.outcome)));
                    for (p, a) in [(Some(t.a), Some(&o.a)), (t.b, o.b.as_ref())] {
                        if let (Some(p), Some(a)) = (p, a) {
                            out.push_str(&format!(
                                "    {}: {}. {}\n",
                                name(event, p),
                                status_words(a),
                                a.reason
                            ));
                        }
                    }
                }
            }
        }
        Advice::Needs(n) => out.push_str(&needs_text(event, n)),
    }
    out
}

fn needs_text(event: &Event, n: &NeedsAdvice) -> String {
    let mut out = format!(
        "What each player needs: {} left (round {} is not paired yet), top {}\n\n",
        plural(n.rounds_left, "round", "rounds"),
        n.round,
        n.cut
    );
    for p in &n.players {
        let summary = match p.weakest_lock {
            Some(i) => format!(
                "{} locks in ({} points)",
                p.results[i].words(),
                p.results[i].points
            ),
            None if p
                .results
                .last()
                .is_some_and(|r| r.answer.status == Status::Out) =>
            {
                "out whatever happens".into()
            }
            None => "no result locks in; it depends on the others".into(),
        };
        out.push_str(&format!(
            "{} ({} points): {summary}\n",
            name(event, p.player),
            p.points
        ));
        if let Some(r) = p.weakest_lock.map(|i| &p.results[i]).or(p.results.last()) {
            out.push_str(&format!("  {}\n", r.answer.reason));
        }
    }
    out
}

/// The CSS class of a status.
fn class(s: Status) -> &'static str {
    match s {
        Status::Locked => "locked",
        Status::Out => "out",
        Status::Depends => "depends",
    }
}

/// One table's panel: the draw flag, then each outcome with both players' answers and reasons.
/// `first` is the player to show first (the phone view's own player).
pub fn table_html(event: &Event, t: &TableAdvice, first: Option<PlayerId>) -> Html {
    let mut h = Html::default();
    h.push_raw(r#"<div class="advice" data-testid="advice-outcomes">"#);
    if let Some(flag) = draw_words(event, t) {
        h.push_raw(match t.draw_flag() {
            Some(DrawFlag::Both) => r#"<p class="draw-sentence both">"#,
            _ => r#"<p class="draw-sentence one">"#,
        });
        h.push_text(&flag);
        h.push_raw("</p>");
    }
    h.push_raw("<dl>");
    for o in &t.outcomes {
        h.push_raw("<dt>");
        h.push_text(&outcome_words(event, t, o.outcome));
        h.push_raw("</dt>");
        let mut pairs = vec![(t.a, &o.a)];
        if let (Some(b), Some(ans)) = (t.b, o.b.as_ref()) {
            pairs.push((b, ans));
        }
        if first.is_some_and(|f| t.b == Some(f)) {
            pairs.reverse();
        }
        for (p, a) in pairs {
            h.push_raw(r#"<dd><span class="status "#);
            h.push_raw(class(a.status));
            h.push_raw(r#"">"#);
            h.push_text(&format!("{}: {}", name(event, p), status_words(a)));
            h.push_raw(r#"</span> <span class="reason">"#);
            h.push_text(&a.reason);
            h.push_raw("</span></dd>");
        }
    }
    h.push_raw("</dl></div>");
    h
}

/// Before a round is paired: one line per player with the weakest result that locks them in.
pub fn needs_html(event: &Event, n: &NeedsAdvice, only: Option<PlayerId>) -> Html {
    let mut h = Html::default();
    h.push_raw(r#"<ul class="needs" data-testid="needs">"#);
    for p in n
        .players
        .iter()
        .filter(|p| only.is_none_or(|o| o == p.player))
    {
        let r = p.weakest_lock.map(|i| &p.results[i]).or(p.results.last());
        h.push_raw("<li><b>");
        h.push_text(name(event, p.player));
        h.push_raw("</b> ");
        if let Some(r) = r {
            h.push_raw(r#"<span class="status "#);
            h.push_raw(class(r.answer.status));
            h.push_raw(r#"">"#);
            h.push_text(&format!(
                "{} ({} pts): {}",
                r.words(),
                r.points,
                r.answer.status.code()
            ));
            h.push_raw(r#"</span> <span class="reason">"#);
            h.push_text(&r.answer.reason);
            h.push_raw("</span>");
        }
        h.push_raw("</li>");
    }
    h.push_raw("</ul>");
    h
}

/// What a player's table means for them, in a few words: "in whatever happens", "a draw is
/// enough", "needs a win", "out", or "a win keeps a chance".
pub fn player_summary(t: &TableAdvice, p: PlayerId) -> &'static str {
    let answers = t.answers_of(p);
    let is_a = t.a == p;
    let status = |o: Outcome| answers.iter().find(|(x, _)| *x == o).map(|(_, a)| a.status);
    let (win, lose) = if is_a {
        (Outcome::AWins, Outcome::BWins)
    } else {
        (Outcome::BWins, Outcome::AWins)
    };
    if t.b.is_none() {
        return match status(Outcome::AWins) {
            Some(Status::Locked) => "in whatever happens",
            Some(Status::Out) => "out whatever happens",
            _ => "depends on the other tables",
        };
    }
    if answers.iter().all(|(_, a)| a.status == Status::Locked) {
        "in whatever happens"
    } else if answers.iter().all(|(_, a)| a.status == Status::Out) {
        "out whatever happens"
    } else if status(Outcome::Draw) == Some(Status::Locked) {
        "a draw is enough"
    } else if status(win) == Some(Status::Locked) {
        "needs a win"
    } else if status(lose) == Some(Status::Out) && status(Outcome::Draw) == Some(Status::Out) {
        "a win keeps a chance"
    } else {
        "depends on the other tables"
    }
}

/// Every table of a paired round, each a `<details>` whose summary names the table and its draw
/// flag and whose body is [`table_html`]; `first` (the phone view's player) sees their own table
/// first and open.
pub fn round_html(event: &Event, r: &RoundAdvice, first: Option<PlayerId>) -> Html {
    let mut h = Html::default();
    h.push_raw(r#"<p class="hint">"#);
    h.push_text(&method_words(r));
    h.push_raw("</p>");
    let mut order: Vec<&TableAdvice> = r.tables.iter().collect();
    if let Some(f) = first {
        order.sort_by_key(|t| !(t.a == f || t.b == Some(f)));
    }
    for t in order {
        let mine = first.is_some_and(|f| t.a == f || t.b == Some(f));
        h.push_raw(if mine {
            r#"<details class="advice-table mine" data-testid="advice-table" open><summary>"#
        } else {
            r#"<details class="advice-table" data-testid="advice-table"><summary>"#
        });
        h.push_text(&match (t.b, t.result) {
            (Some(b), Some(r)) => format!(
                "Table {}: {} vs {} (result in: {r})",
                t.table,
                name(event, t.a),
                name(event, b)
            ),
            (Some(b), None) => format!(
                "Table {}: {} vs {}",
                t.table,
                name(event, t.a),
                name(event, b)
            ),
            (None, _) => format!("Table {}: {} (bye)", t.table, name(event, t.a)),
        });
        match t.draw_flag() {
            Some(DrawFlag::Both) => {
                h.push_raw(
                    r#" <span class="draw-flag both" data-testid="draw-flag">Both can draw</span>"#,
                );
            }
            Some(DrawFlag::One { locked, .. }) => {
                h.push_raw(r#" <span class="draw-flag one" data-testid="draw-flag">"#);
                h.push_text(&format!("A draw locks only {}", name(event, locked)));
                h.push_raw("</span>");
            }
            None => {}
        }
        h.push_raw(r#" <span class="summary" data-testid="advice-summary">"#);
        let mut parts = vec![format!("{}: {}", name(event, t.a), player_summary(t, t.a))];
        if let Some(b) = t.b {
            parts.push(format!("{}: {}", name(event, b), player_summary(t, b)));
        }
        h.push_text(&parts.join("; "));
        h.push_raw("</span>");
        h.push_raw("</summary>");
        h.push(&table_html(event, t, first));
        h.push_raw("</details>");
    }
    h
}

/// The advice bundle's answer to `request` (`src/advice_main.rs`): "What do I need?" for the
/// round that waits for results ([`round_html`]), or each player's weakest locking result before
/// a round is paired ([`needs_html`]), or the sentence that refuses it. The player asked for
/// first (the phone view's, if they are one of the event's) sees their own table first. Only the
/// advice bundle runs this, so that neither the organizer's bundle nor the phone view's carries
/// the advice.
pub fn answer(request: &AdviceRequest) -> AdviceAnswer {
    let event = match crate::core::share::decode(&request.payload) {
        Ok(snapshot) => snapshot.event,
        Err(e) => return AdviceAnswer::Refused(e.to_string()),
    };
    let first = request.first.filter(|&p| p < event.players.len());
    let cut = match request.cut {
        Cut::EventsOwn => crate::core::advice::default_cut(&event),
        Cut::Top(n) => n as usize,
    };
    match crate::core::advice::advise(&event, cut, crate::core::advice::DEFAULT_SAMPLES) {
        Ok(Advice::Round(r)) => AdviceAnswer::Panel(round_html(&event, &r, first).into_string()),
        Ok(Advice::Needs(n)) => AdviceAnswer::Panel(needs_html(&event, &n, first).into_string()),
        Err(e) => AdviceAnswer::Refused(e.to_string()),
    }
}
