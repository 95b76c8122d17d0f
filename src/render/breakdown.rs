//! A player's breakdown, drawn once for every page that shows it: the organizer's breakdown page,
//! the phone view of a players' link and the check page. It lays out what
//! [`crate::core::report::explain`] computed (every figure, each opponent's percentage and each
//! floor, the exact fractions, the steps and the rules) and never computes.

use super::markup::Html;
use crate::core::audit::PublishedFigure;
use crate::core::report::{Explanation, Figure};

/// A player's whole breakdown: [`head`], then [`figures`]. The phone view and the check page
/// draw it so; the organizer's page puts the player's penalties between the two.
pub fn explanation(e: &Explanation, published: &[PublishedFigure]) -> Html {
    let mut out = head(e);
    out.push(&figures(e, published));
    out
}

/// The player's name and the line under it: rank, record, ruleset, and the round they dropped
/// after.
pub fn head(e: &Explanation) -> Html {
    let mut out = Html::raw("<h2 id=\"player-title\" data-testid=\"player-title\">");
    out.push_text(&e.name).push_raw("</h2><p class=\"meta\">");
    if e.rank > 0 {
        out.push_raw("Rank ").push_number(e.rank.into());
        out.push_raw(e.tie_words());
        out.push_raw(" · record ");
    } else {
        out.push_raw("Record ");
    }
    out.push_text(&e.record)
        .push_raw(" · ruleset ")
        .push_text(&e.ruleset);
    if let Some(r) = e.dropped_after {
        out.push_raw(" · dropped after round ")
            .push_number(r.into());
    }
    out.push_raw("</p>");
    out
}

/// Every figure with its opponents, steps and rules, each with what a platform published for it
/// (`published`, an imported event's), then how the place was decided.
pub fn figures(e: &Explanation, published: &[PublishedFigure]) -> Html {
    let mut out = Html::default();
    // On the check page the rounds are only the order the opponents were typed in.
    let rounds = e.rank > 0;
    for f in &e.figures {
        let published = published.iter().find(|p| p.tiebreaker == f.tiebreaker);
        out.push(&figure(f, rounds, published));
    }
    if !e.ranking.is_empty() {
        out.push_raw("<section class=\"figure\"><h3>Place</h3><ul class=\"steps\">");
        for line in &e.ranking {
            out.push_raw("<li>").push_text(line).push_raw("</li>");
        }
        out.push_raw("</ul></section>");
    }
    out
}

/// One figure of [`figures`].
fn figure(f: &Figure, rounds: bool, published: Option<&PublishedFigure>) -> Html {
    let mut out = Html::raw("<section class=\"figure\" data-testid=\"figure-");
    out.push_text(f.code)
        .push_raw("\"><h3>")
        .push_text(f.label)
        .push_raw(": <span class=\"value\" data-testid=\"figure-value\">")
        .push_text(&f.display)
        .push_raw("</span>");
    if let Some(x) = f.exact.filter(|_| f.code != "mp") {
        out.push_raw("<span class=\"exact\" data-testid=\"figure-exact\"> = ")
            .push_text(&x.to_string())
            .push_raw("</span>");
    }
    if let Some(p) = f.position {
        out.push_raw("<span class=\"tag\">tiebreaker ")
            .push_number(p as u64)
            .push_raw("</span>");
    }
    out.push_raw("</h3>");
    if let Some(p) = published {
        out.push_raw(if p.agrees {
            "<p class=\"published-figure\" data-testid=\"published-figure\">"
        } else {
            "<p class=\"published-figure differs\" data-testid=\"published-figure\"><span class=\"differs-mark\">≠ </span>"
        })
        .push_text(&p.line)
        .push_raw("</p>");
    }
    if !f.opponents.is_empty() {
        out.push_raw("<div class=\"table-wrap\"><table class=\"opponents\"><thead><tr><th scope=\"col\">")
            .push_raw(if rounds { "Round" } else { "#" })
            .push_raw("</th><th scope=\"col\">Opponent</th><th scope=\"col\">From</th><th scope=\"col\">Counted</th></tr></thead><tbody>");
        for o in &f.opponents {
            out.push_raw(if o.floor {
                "<tr class=\"floored\" data-testid=\"opponent-row\"><td>"
            } else {
                "<tr data-testid=\"opponent-row\"><td>"
            })
            .push_number(o.round.into())
            .push_raw("</td><td>")
            .push_text(&o.name);
            if let Some(n) = &o.note {
                out.push_raw("<div class=\"note\">")
                    .push_text(n)
                    .push_raw("</div>");
            }
            out.push_raw("</td><td>")
                .push_text(&o.basis)
                .push_raw("</td><td class=\"num\" data-testid=\"counted\">")
                .push_text(&o.counted_display);
            if o.floor {
                out.push_raw("<span class=\"floor-mark\"> floor</span>");
            }
            out.push_raw("</td></tr>");
        }
        out.push_raw("</tbody></table></div>");
    }
    if !f.ignored.is_empty() {
        out.push_raw("<ul class=\"ignored\">");
        for i in &f.ignored {
            out.push_raw("<li data-testid=\"ignored\">")
                .push_text(i)
                .push_raw("</li>");
        }
        out.push_raw("</ul>");
    }
    out.push_raw("<ol class=\"steps\">");
    for s in &f.steps {
        out.push_raw(if s.floor {
            "<li class=\"floor\" data-testid=\"step\">"
        } else {
            "<li data-testid=\"step\">"
        })
        .push_text(&s.text)
        .push_raw("</li>");
    }
    out.push_raw("</ol><details class=\"rules\" open><summary>Rules</summary><ul>");
    for r in &f.rules {
        out.push_raw("<li>").push_text(r).push_raw("</li>");
    }
    out.push_raw("</ul></details></section>");
    out
}
