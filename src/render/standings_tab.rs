//! The organizer's standings tab as markup: the table's heading and rows, each figure with its
//! exact fraction and a mark where it differs from what a platform published, and the card that
//! says how the published standings compare. The app sets each [`Html`] whole; nothing here
//! counts: the figures are [`crate::core::tiebreakers::report::display`]'s, the comparison
//! [`crate::core::tiebreakers::audit`]'s.

use super::markup::Html;
use super::{columns, heading};
use crate::core::pairing::why::ordinal;
use crate::core::tiebreakers::audit::{self, Audit, Published4};
use crate::core::tiebreakers::report::display;
use crate::core::{Event, PlayerId, Ruleset, Standings, PRESETS};

/// What the standings tab says while they are viewed under `viewed`, a ruleset other than the
/// event's `event`: that it is a view, and what still follows the event's ruleset.
pub fn viewing_note(viewed: &str, event: &str) -> String {
    format!(
        "You are viewing the standings under {}. This is a view: the event's ruleset is still {}, and its standings, pairings, playoff and players' link follow that one.",
        titled(viewed),
        titled(event)
    )
}

/// The line under the standings' menu for a ruleset that is no preset (an imported event's
/// own, `topdeck, match points 5-1`, or one chosen by hand, `mtr (custom)`); a preset's is its
/// summary.
pub const OWN_RULESET: &str = "The event's own ruleset: a preset, changed as its name says.";

/// A preset's name in words beside its code: "Wizards Event Reporter (wer)".
fn titled(name: &str) -> String {
    match PRESETS.iter().find(|p| p.name == name) {
        Some(p) => format!("{} ({name})", p.title),
        None => name.to_string(),
    }
}

/// What "Make … the event's ruleset" asks before it changes the event's ruleset to `to_ruleset`:
/// which players it moves, from their place in `from` (the standings under the event's ruleset)
/// to their place in `to`, at most five named, and that Undo takes it back.
pub fn ruleset_question(
    event: &Event,
    from: &Standings,
    to: &Standings,
    to_ruleset: &Ruleset,
) -> String {
    let place = |s: &Standings| {
        let mut at = vec![0usize; event.players.len()];
        for (i, r) in s.rows.iter().enumerate() {
            if let Some(a) = at.get_mut(r.player) {
                *a = i + 1;
            }
        }
        at
    };
    let (before, after) = (place(from), place(to));
    let mut moved: Vec<(usize, usize, &str)> = (0..event.players.len())
        .filter(|&p| before[p] != after[p])
        .map(|p| (after[p], before[p], event.players[p].name.as_str()))
        .collect();
    moved.sort_unstable();
    let head = format!(
        "Make {} the event's ruleset, in place of {}?",
        titled(&to_ruleset.name),
        titled(&event.ruleset.name)
    );
    let reorder = match moved.len() {
        0 => " The standings keep their order.".to_string(),
        n => {
            let named: Vec<String> = moved
                .iter()
                .take(5)
                .map(|&(now, was, name)| format!("{name} {} → {}", ordinal(was), ordinal(now)))
                .collect();
            let more = if n > 5 {
                format!(", and {} more", n - 5)
            } else {
                String::new()
            };
            format!(" It reorders the standings: {}{more}.", named.join(", "))
        }
    };
    format!("{head}{reorder} Undo takes it back.")
}

/// The heading row of the table: rank, player, record, points, then the ruleset's figures.
pub fn head(standings: &Standings) -> Html {
    let mut out = Html::raw("<tr><th scope=\"col\">Rank</th><th scope=\"col\">Player</th><th scope=\"col\">Record</th><th scope=\"col\" title=\"Match points\">Points</th>");
    for t in columns(&standings.ruleset) {
        out.push_raw("<th scope=\"col\" title=\"")
            .push_raw(t.label())
            .push_raw("\">")
            .push_raw(heading(t))
            .push_raw("</th>");
    }
    out.push_raw("</tr>");
    out
}

/// The rows `skip..skip + count` of the standings, each name linking to `href` of its player;
/// with `audit`, each figure that differs from what was published is marked, and so is a row
/// whose figures depend on a match the file lacks.
pub fn rows(
    event: &Event,
    standings: &Standings,
    audit: Option<&Audit>,
    (skip, count): (usize, usize),
    href: &dyn Fn(PlayerId) -> String,
) -> Html {
    let cols = columns(&standings.ruleset);
    let publisher = event
        .published
        .as_ref()
        .map(|p| p.publisher())
        .unwrap_or_default();
    let mut out = Html::default();
    for row in standings.rows.iter().skip(skip).take(count) {
        let p = row.player;
        let b = &standings.players[p];
        let player = &event.players[p];
        let gap = audit.and_then(|a| gap_title(a, event, &publisher, p));
        let differs = |f: Published4| audit?.row_of(p)?.differs_title(&publisher, f);
        // A figure the file's gaps excuse: all four of a player whose match it lacks, OMW and OGW
        // of their opponents; points and GW of an opponent stay a rule's difference.
        let excused = |f: Published4| audit.and_then(|a| a.excuse(p, f));
        out.push_raw("<tr data-testid=\"standings-row\"");
        match (row.perfect_tie, gap.is_some()) {
            (true, true) => out.push_raw(" class=\"tie gap\""),
            (true, false) => out.push_raw(" class=\"tie\""),
            (false, true) => out.push_raw(" class=\"gap\""),
            (false, false) => &mut out,
        };
        out.push_raw("><td class=\"num\" data-testid=\"rank\">")
            .push_number(row.rank.into());
        if row.perfect_tie {
            out.push_raw("<abbr title=\"A perfect tie, broken by registration order\" class=\"tie-mark\">=</abbr>");
        }
        out.push_raw("</td><td data-testid=\"name\"><a href=\"")
            .push_text(&href(p))
            .push_raw("\">")
            .push_text(&player.name)
            .push_raw("</a>");
        if let Some(t) = &gap {
            out.push_raw("<abbr class=\"gap-mark\" data-testid=\"gap-mark\" title=\"")
                .push_text(t)
                .push_raw("\" aria-label=\"")
                .push_text(t)
                .push_raw("\">*</abbr>");
        }
        if let Some(d) = player.dropped_after {
            out.push_raw("<span class=\"tag\">dropped R")
                .push_number(d.into())
                .push_raw("</span>");
        }
        out.push_raw("</td><td>").push_text(&b.record.to_string());
        let points = differs(Published4::Points);
        let gap_points = excused(Published4::Points);
        cell_start(&mut out, points.is_some(), gap_points.is_some());
        out.push_raw(" data-testid=\"points\">")
            .push_number(b.match_points.into());
        mark(&mut out, points.as_deref(), gap_points);
        for &t in &cols {
            let published = Published4::of(t).and_then(differs);
            let gap_figure = Published4::of(t).and_then(excused);
            cell_start(&mut out, published.is_some(), gap_figure.is_some());
            out.push_raw(" data-testid=\"")
                .push_raw(t.code())
                .push_raw("\" title=\"")
                .push_text(&b.value(t).map(|f| f.to_string()).unwrap_or_default())
                .push_raw("\">")
                .push_text(&display(t, b.value(t)));
            mark(&mut out, published.as_deref(), gap_figure);
        }
        out.push_raw("</td></tr>");
    }
    out
}

/// Closes the cell before and opens a figure's cell: red where the figure differs from what was
/// published (`differs`), muted where the file's gaps excuse the figure.
fn cell_start(out: &mut Html, differs: bool, gap: bool) {
    out.push_raw(match (differs, gap) {
        (true, false) => "</td><td class=\"num differs\"",
        (true, true) => "</td><td class=\"num differs-gap\"",
        (false, _) => "</td><td class=\"num\"",
    });
}

/// The mark of a figure that differs from what was published (`published`: what it was): `≠` in
/// red for a rule's difference, muted where a gap in the file excuses it (`gap`: why, from
/// [`Audit::excuse`]), which no ruleset can be blamed for.
pub(super) fn mark(out: &mut Html, published: Option<&str>, gap: Option<&str>) {
    let Some(p) = published else { return };
    if let Some(why) = gap {
        let title = format!("{p}; {why}");
        out.push_raw("<span class=\"differs-mark gap\" data-testid=\"differs-gap\" title=\"")
            .push_text(&title)
            .push_raw("\" aria-label=\"")
            .push_text(&title)
            .push_raw("\">≠</span>");
    } else {
        out.push_raw("<span class=\"differs-mark\" data-testid=\"differs\" title=\"")
            .push_text(p)
            .push_raw("\" aria-label=\"")
            .push_text(p)
            .push_raw("\">≠</span>");
    }
}

/// The title of a row's gap mark: the player's own gap in the core's sentence, or the opponent's.
pub(super) fn gap_title(
    audit: &Audit,
    event: &Event,
    publisher: &str,
    player: PlayerId,
) -> Option<String> {
    if !audit.gaps.depends_on_gap(player) {
        return None;
    }
    let own = audit
        .gaps
        .gaps
        .iter()
        .find(|g| g.player == player)
        .map(|g| format!(" {}", g.sentence(&event.players[player].name, publisher)));
    Some(format!(
        "Depends on a match the file lacks ({}): these figures cannot be checked against the file.{}",
        if own.is_some() { "the player's own" } else { "an opponent's" },
        own.unwrap_or_default()
    ))
}

/// What was published, against the ruleset shown: one sentence, the presets that give every
/// published figure when this one differs where the file can check it, the players whose
/// matches the file lacks, and what the reader noticed in the file. Nothing for an event that
/// carries no published standings.
pub fn published_card(event: &Event, audit: &Audit) -> Html {
    let Some(published) = &event.published else {
        return Html::default();
    };
    let publisher = published.publisher();
    let agrees = audit.agrees_where_checkable();
    let mut out = Html::raw(if agrees {
        "<div class=\"card published\" data-testid=\"published\"><p data-testid=\"published-summary\">"
    } else {
        "<div class=\"card published differs\" data-testid=\"published\"><p data-testid=\"published-summary\">"
    });
    out.push_text(&audit::summary(event, audit));
    if !agrees {
        out.push_text(" ").push_text(&audit::giving_sentence(
            &audit.ruleset,
            &audit::presets_that_agree(event),
        ));
    }
    out.push_raw("</p>");
    let name = |p: PlayerId| event.players.get(p).map_or("", |p| p.name.as_str());
    if !audit.gaps.gaps.is_empty() {
        out.push_raw("<ul class=\"gap-list\" data-testid=\"gap-list\">");
        for g in &audit.gaps.gaps {
            out.push_raw("<li data-testid=\"gap-player\">")
                .push_text(&g.sentence(name(g.player), &publisher))
                .push_raw("</li>");
        }
        out.push_raw("</ul>");
    }
    let notes: Vec<String> = published
        .notes
        .iter()
        .cloned()
        .chain(audit::not_percentage_sentences(event))
        .collect();
    if !notes.is_empty() {
        out.push_raw("<ul class=\"published-notes\" data-testid=\"published-notes\">");
        for n in &notes {
            out.push_raw("<li data-testid=\"published-note\">")
                .push_text(n)
                .push_raw("</li>");
        }
        out.push_raw("</ul>");
    }
    out.push_raw("<p class=\"hint\">")
        .push_text(&publisher)
        .push_raw(" published these standings");
    if let Some(source) = published.link() {
        out.push_raw(" (<a href=\"")
            .push_text(source)
            .push_raw("\" rel=\"noopener noreferrer\" target=\"_blank\">")
            .push_text(source)
            .push_raw("</a>)");
    }
    out.push_raw(". A figure agrees when the exact fraction, cut or rounded up at the published decimals, gives the published one; <span class=\"differs-mark\">≠</span> marks one that does not (hover it for what was published).");
    if audit.gaps.dependent() > 0 {
        out.push_raw(" <span class=\"gap-mark\">*</span> marks a player whose figures depend on a match the file lacks (theirs or an opponent's): a muted <span class=\"differs-mark gap\">≠</span> on their row is the file's gap, not a rule's difference.");
    }
    out.push_raw("</p></div>");
    out
}
