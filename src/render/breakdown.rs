//! A player's breakdown, drawn once for every page that shows it: the organizer's breakdown page,
//! the phone view of a players' link and the check page. It lays out what
//! [`crate::core::tiebreakers::report::explain`] computed (every figure, each opponent's percentage and each
//! floor, the exact fractions, the steps and the rules) and never computes.

use super::markup::Html;
use crate::core::tiebreakers::audit::PublishedFigure;
use crate::core::tiebreakers::report::{Explanation, Figure};

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
    if let Some(taken) = &e.taken {
        out.push_raw("<p class=\"taken\" data-testid=\"figures-taken\">")
            .push_text(taken)
            .push_raw("</p>");
    }
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
        out.push_raw(match (p.agrees, p.excused) {
            (true, _) => "<p class=\"published-figure\" data-testid=\"published-figure\">",
            // Not a rule's difference: muted, as the standings mark it.
            (false, true) => "<p class=\"published-figure differs-gap\" data-testid=\"published-figure\"><span class=\"differs-mark gap\">≠ </span>",
            (false, false) => "<p class=\"published-figure differs\" data-testid=\"published-figure\"><span class=\"differs-mark\">≠ </span>",
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{compute, Tiebreaker};
    use crate::render::phone::tests::event;

    #[test]
    fn the_breakdown_is_the_organizers_markup_with_exact_fractions_and_escaped_names() {
        let mut e = event();
        e.players[1].name = "<i>Bo</i>".into();
        let s = compute(&e, &e.ruleset).unwrap();
        let ann =
            explanation(&crate::core::tiebreakers::report::explain(&e, &s, 0), &[]).into_string();
        assert!(
            ann.starts_with("<h2 id=\"player-title\" data-testid=\"player-title\">Ann</h2><p class=\"meta\">Rank 2 · record 2-0-0 · ruleset mtr</p>"),
            "{ann}"
        );
        // Ann's opponents: Bo (0-1-1 in 2 rounds: 1/6, floored to 33/100) and Cy (2-1-0 with the
        // bye: 6/9); (33/100 + 2/3) / 2 = 299/600.
        assert!(ann.contains("<section class=\"figure\" data-testid=\"figure-omw\"><h3>Opponents&#39; match-win %: <span class=\"value\" data-testid=\"figure-value\">49.83%</span><span class=\"exact\" data-testid=\"figure-exact\"> = 299/600</span><span class=\"tag\">tiebreaker 2</span></h3>"), "{ann}");
        assert!(ann.contains("<tr class=\"floored\" data-testid=\"opponent-row\"><td>1</td><td>&lt;i&gt;Bo&lt;/i&gt;</td><td>0-1-1 in 2 rounds: 1/6</td><td class=\"num\" data-testid=\"counted\">16.67% → 33.00%<span class=\"floor-mark\"> floor</span></td></tr><tr data-testid=\"opponent-row\"><td>2</td><td>Cy</td><td>2-1-0 in 3 rounds: 6/9</td>"), "{ann}");
        assert!(ann.contains("<details class=\"rules\" open><summary>Rules</summary><ul><li>"));
        // Match points have no fraction to show.
        assert!(!ann.contains("data-testid=\"figure-mp\"><h3>Match points: <span class=\"value\" data-testid=\"figure-value\">6</span><span class=\"exact\""));
        assert_eq!(ann.matches("data-testid=\"opponent-row\"").count(), 2 * 2);
    }

    /// An imported event's published figure sits under the figure it belongs to, marked when it
    /// differs; the head alone is the name and the line under it.
    #[test]
    fn a_published_figure_is_drawn_under_its_own() {
        let e = event();
        let s = compute(&e, &e.ruleset).unwrap();
        let x = crate::core::tiebreakers::report::explain(&e, &s, 0);
        let published = |agrees| PublishedFigure {
            tiebreaker: Tiebreaker::OpponentsMatchWinPct,
            line: "Melee published <49.8%>.".into(),
            agrees,
            excused: false,
        };
        let differs = figures(&x, &[published(false)]).into_string();
        assert!(differs.contains("<span class=\"tag\">tiebreaker 2</span></h3><p class=\"published-figure differs\" data-testid=\"published-figure\"><span class=\"differs-mark\">≠ </span>Melee published &lt;49.8%&gt;.</p><div class=\"table-wrap\">"), "{differs}");
        assert_eq!(
            differs.matches("data-testid=\"published-figure\"").count(),
            1
        );
        let agrees = figures(&x, &[published(true)]).into_string();
        assert!(agrees.contains("</h3><p class=\"published-figure\" data-testid=\"published-figure\">Melee published &lt;49.8%&gt;.</p>"));
        assert_eq!(
            head(&x).into_string(),
            "<h2 id=\"player-title\" data-testid=\"player-title\">Ann</h2><p class=\"meta\">Rank 2 · record 2-0-0 · ruleset mtr</p>"
        );
        assert_eq!(
            explanation(&x, &[]).into_string(),
            format!(
                "{}{}",
                head(&x).into_string(),
                figures(&x, &[]).into_string()
            )
        );
    }
}
