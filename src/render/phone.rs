//! The phone view of a players' link (`#/v/1/...`) and the organizer's share panel, as [`Html`].
//!
//! The phone view is the first page many players ever load, over mobile data, so it is drawn as a
//! few strings instead of many reactive Leptos views: each reactive view costs its own generic
//! code in the wasm, a string costs a few bytes (PERFORMANCE.md). The app only sets these with
//! `inner_html` and listens for the clicks; everything here is tested natively.
//!
//! ```
//! use tiebreak::core::{compute, read_csv};
//! use tiebreak::render::phone;
//! let event = read_csv("1,Ann,Bo,2,1,0\n2,Ann,Bo,,,\n", 3).unwrap();
//! let standings = compute(&event, &event.ruleset).unwrap();
//! let me = phone::me(&event, &standings, 1);
//! assert!(me.as_str().contains(r#"<p class="big" data-testid="my-table-number">Table 1</p>"#));
//! assert!(me.as_str().contains("Bo (0 pts) vs Ann (3 pts)"));
//! ```

use qrcodegen::QrCode;

use super::forms::pick::WhyOtherField;
use super::html::{qr_svg, seats_list};
use super::markup::Html;
use super::standings_tab::{gap_title, mark};
use super::{columns, heading, title};
use crate::core::model::names::{fold, natural_key};
use crate::core::model::published::Column;
use crate::core::pairing::round_view::{points_before, points_label, seats, status};
use crate::core::share::Verdicts;
use crate::core::tiebreakers::audit::{self, Audit, AuditRow, Published4};
use crate::core::tiebreakers::report::{compare, display};
use crate::core::{name_key, Event, Pairing, PlayerId, Standings};

/// How many names the search lists at once.
pub const MATCHES_SHOWN: usize = 8;

/// When a snapshot was taken, `2026-11-24 14:05 (12 min ago)`: on the phone's clock
/// (`offset_minutes` east of UTC at that moment), and how long before `now` that was. Both times
/// are seconds since 1970; a snapshot more than a minute ahead of the phone's clock says no "ago".
pub fn taken_words(taken_at: u64, now: u64, offset_minutes: i32) -> String {
    let at = crate::core::model::log::format_time(taken_at);
    let when = crate::render::log::date_time(&at, offset_minutes);
    let ago = match now.saturating_sub(taken_at) / 60 {
        _ if taken_at > now + 60 => String::new(),
        0 => " (just now)".into(),
        m if m < 120 => format!(" ({m} min ago)"),
        m if m < 48 * 60 => format!(" ({} hours ago)", m / 60),
        m => format!(" ({} days ago)", m / 60 / 24),
    };
    format!("{when}{ago}")
}

/// Which round a snapshot covers, and whether its pairings are still being played.
pub fn round_words(event: &Event) -> String {
    let round = event.rounds.len() as u32;
    if round == 0 {
        return "Registration: no round is paired yet.".into();
    }
    let of = event
        .planned_rounds
        .map(|p| format!(" of {p}"))
        .unwrap_or_default();
    if event.missing_results(round).is_empty() {
        format!("Round {round}{of} is complete: the standings are after round {round}.")
    } else {
        let status = status(event, round);
        let prefix = format!("Round {round}: ");
        let rest = status.strip_prefix(&prefix).unwrap_or(&status);
        format!("Round {round}{of} is being played: {rest}")
    }
}

/// The head of the phone view: the event, the round it covers, and when the snapshot was taken
/// (`taken`, in the phone's own time zone, written by the app).
pub fn head(event: &Event, taken: &str) -> Html {
    let mut out = Html::raw("<header class=\"view-head\"><h2 data-testid=\"view-title\">");
    out.push_text(title(event))
        .push_raw("</h2><p class=\"meta\" data-testid=\"view-round\">")
        .push_text(&round_words(event))
        .push_raw("</p><p class=\"meta\" data-testid=\"view-taken\">Snapshot taken ")
        .push_text(taken)
        .push_raw(". It does not update by itself: scan the organizer's newest code for later rounds.</p></header>");
    out
}

/// The players whose name contains `query` (ignoring case, accents and surrounding spaces), in
/// the order a person reads names ([`natural_key`]), at most [`MATCHES_SHOWN`]; none for an
/// empty query.
pub fn matching(event: &Event, query: &str) -> Vec<PlayerId> {
    let q = fold(query);
    if q.is_empty() {
        return Vec::new();
    }
    let mut found: Vec<PlayerId> = (0..event.players.len())
        .filter(|&p| fold(&event.players[p].name).contains(&q))
        .collect();
    found.sort_by_cached_key(|&p| (natural_key(&event.players[p].name), p));
    found.truncate(MATCHES_SHOWN);
    found
}

/// [`matching`], as links (`href`), or a line that says there is none.
pub fn matches(event: &Event, query: &str, href: &dyn Fn(PlayerId) -> String) -> Html {
    let mut out = Html::default();
    if name_key(query).is_empty() {
        return out;
    }
    let found = matching(event, query);
    if found.is_empty() {
        out.push_raw("<li class=\"hint\">No player's name contains that.</li>");
    }
    for p in found {
        out.push_raw("<li><a data-testid=\"match\" href=\"")
            .push_text(&href(p))
            .push_raw("\">")
            .push_text(&event.players[p].name)
            .push_raw("</a></li>");
    }
    out
}

/// How many standings rows the phone view draws before its first paint: more than a phone's
/// screen shows below the search box. The rest follow in the next task (`app::view`).
pub const FIRST_ROWS: usize = 12;

/// One player's table this round (large), their opponent and both players' points before the
/// round, then their rank, record, points and first tiebreaker.
pub fn me(event: &Event, standings: &Standings, player: PlayerId) -> Html {
    let round = event.rounds.len() as u32;
    let name = |p: PlayerId| event.players[p].name.as_str();
    // The seat's table index, for why it was paired.
    let mut seat = None;
    let (big, line, note) = if round == 0 {
        ("No pairings yet".to_string(), String::new(), String::new())
    } else {
        let before = points_before(event, round);
        match seats(event, round)
            .into_iter()
            .find(|&(p, _, _)| p == player)
        {
            Some((_, t, Some(o))) => {
                let r = &event.rounds[round as usize - 1];
                seat = r.index_of(t as u32);
                let extension = seat.map_or(0, |i| r.extension(i));
                let result = match seat.and_then(|i| r.pairings.get(i)) {
                    Some(&Pairing::Match {
                        a, result: Some(r), ..
                    }) => {
                        let (mine, theirs) = if a == player {
                            (r.a_wins, r.b_wins)
                        } else {
                            (r.b_wins, r.a_wins)
                        };
                        format!("Result in: {mine}-{theirs}-{}.", r.draws)
                    }
                    _ => "No result yet.".to_string(),
                };
                (
                    format!("Table {t}"),
                    format!(
                        "{} ({}) vs {} ({})",
                        name(player),
                        points_label(before[player]),
                        name(o),
                        points_label(before[o])
                    ),
                    if extension > 0 {
                        format!("Round {round}, points before the round. Your table has {extension} extra minutes. {result}")
                    } else {
                        format!("Round {round}, points before the round. {result}")
                    },
                )
            }
            Some((_, t, None)) => {
                let r = &event.rounds[round as usize - 1];
                seat = r.index_of(t as u32);
                let lost = seat.is_some_and(|i| r.lost_byes.contains(&i));
                (
                    "Bye: no table".to_string(),
                    format!(
                        "{} has the bye this round: {}.",
                        name(player),
                        if lost {
                            "recorded as a loss, no match points"
                        } else {
                            "a match win"
                        }
                    ),
                    format!("Round {round}."),
                )
            }
            None => (
                "Not playing".to_string(),
                match event.players[player].dropped_after {
                    Some(d) => format!("{} dropped after round {d}.", name(player)),
                    None => format!("{} is not in round {round}'s pairings.", name(player)),
                },
                format!("Round {round}."),
            ),
        }
    };
    let mut out = Html::raw("<section class=\"card me\" data-testid=\"my-table\"><p class=\"big\" data-testid=\"my-table-number\">");
    out.push_text(&big)
        .push_raw("</p><p class=\"line\" data-testid=\"my-table-line\">")
        .push_text(&line)
        .push_raw("</p><p class=\"hint\">")
        .push_text(&note)
        .push_raw("</p>");
    if let Some(why) = seat.and_then(|i| {
        crate::core::pairing::why::why(event, round)
            .into_iter()
            .nth(i)
    }) {
        out.push_raw("<details class=\"why\" data-testid=\"my-table-why\"><summary>Why this pairing?</summary><p>")
            .push_text(&why)
            .push_raw("</p></details>");
    }
    out.push_raw("</section>");
    let b = &standings.players[player];
    let rank = standings
        .rows
        .iter()
        .find(|r| r.player == player)
        .map_or(0, |r| r.rank);
    out.push_raw("<p class=\"card standing\" data-testid=\"my-standing\">Rank ")
        .push_number(rank.into())
        .push_raw(" of ")
        .push_number(standings.rows.len() as u64)
        .push_raw(" · record ")
        .push_text(&b.record.to_string())
        .push_raw(" · ")
        .push_text(&points_label(b.match_points));
    if let Some(&t) = standings
        .ruleset
        .tiebreakers
        .iter()
        .find(|t| t.code() != "mp")
    {
        out.push_raw(" · ")
            .push_raw(heading(t))
            .push_raw(" ")
            .push_text(&display(t, b.value(t)));
    }
    out.push_raw("</p>");
    out
}

/// The corrections of a player's own matches, oldest first, one line each (`Round 2, table 3:
/// result corrected from 2-1-0 to 1-2-0 at 14:05 (slip misread)`), in the phone's time zone
/// (`offset_minutes` east of UTC); nothing for a player with none.
pub fn my_corrections(event: &Event, player: PlayerId, offset_minutes: i32) -> Html {
    let Some(p) = event.players.get(player) else {
        return Html::default();
    };
    let mut lines = event
        .log
        .iter()
        .filter(|e| crate::render::log::touches_matches(e, &p.name))
        .filter_map(|e| crate::render::log::line(e, offset_minutes))
        .peekable();
    if lines.peek().is_none() {
        return Html::default();
    }
    let mut out = Html::raw(
        "<section class=\"card corrections\" data-testid=\"my-corrections\"><h3>Corrections of your matches</h3><ul>",
    );
    for line in lines {
        out.push_raw("<li>").push_text(&line).push_raw("</li>");
    }
    out.push_raw("</ul></section>");
    out
}

/// "Why am I below X?": a menu of every other player, in standings order, and, once one is
/// picked (`other`), the first figure of the ruleset's order that separates the two with both
/// exact fractions ([`compare`]) and links to both breakdowns (`href`).
pub fn why_below(
    event: &Event,
    standings: &Standings,
    player: PlayerId,
    other: Option<PlayerId>,
    href: &dyn Fn(PlayerId) -> String,
) -> Html {
    let mut out = Html::raw("<div class=\"why\" data-testid=\"why-below\"><label for=\"");
    out.push_raw(WhyOtherField::ID)
        .push_raw("\">Why am I below…? Compare with</label><select id=\"")
        .push_raw(WhyOtherField::ID)
        .push_raw("\" data-testid=\"")
        .push_raw(WhyOtherField::ID)
        .push_raw("\"><option value=\"\">— pick a player —</option>");
    for row in standings.rows.iter().filter(|r| r.player != player) {
        out.push_raw("<option value=\"")
            .push_number(row.player as u64)
            .push_raw(if other == Some(row.player) {
                "\" selected>"
            } else {
                "\">"
            })
            .push_number(row.rank.into())
            .push_raw(". ")
            .push_text(&event.players[row.player].name)
            .push_raw("</option>");
    }
    out.push_raw("</select>");
    if let Some(o) = other.filter(|&o| o != player && o < event.players.len()) {
        let c = compare(event, standings, player, o);
        out.push_raw("<p class=\"why-answer\" data-testid=\"why-sentence\">")
            .push_text(&c.sentence)
            .push_raw("</p><p class=\"hint\">Breakdowns: <a data-testid=\"why-higher\" href=\"")
            .push_text(&href(c.higher))
            .push_raw("\">")
            .push_text(&event.players[c.higher].name)
            .push_raw("</a> · <a data-testid=\"why-lower\" href=\"")
            .push_text(&href(c.lower))
            .push_raw("\">")
            .push_text(&event.players[c.lower].name)
            .push_raw("</a></p>");
    }
    out.push_raw("</div>");
    out
}

/// The standings on a phone: rank, name (a link to the player's breakdown, `href(player)`),
/// points, record and the ruleset's tiebreakers; the row of `me` is marked. With `marks` (an
/// event that carries published standings: [`published_marks`], one a player), each row has its
/// player's: the `*` of a match the file lacks after the name, and the organizer's `≠`
/// ([`super::standings_tab`]) after each figure that differs from the published one.
pub fn standings(
    event: &Event,
    standings: &Standings,
    href: &dyn Fn(PlayerId) -> String,
    me: Option<PlayerId>,
    shown: usize,
    marks: Option<&[PlayerMarks]>,
) -> Html {
    let cols = columns(&standings.ruleset);
    let mut out = Html::raw(
        "<table class=\"standings phone-standings\" data-testid=\"view-standings\"><thead><tr><th>#</th><th class=\"name\">Player</th><th>Pts</th><th>Record</th>",
    );
    for &t in &cols {
        out.push_raw("<th>").push_raw(heading(t)).push_raw("</th>");
    }
    out.push_raw("</tr></thead><tbody>");
    for row in standings.rows.iter().take(shown) {
        let p = &standings.players[row.player];
        out.push_raw(if me == Some(row.player) {
            "<tr class=\"me\" data-testid=\"view-standings-row\"><td>"
        } else {
            "<tr data-testid=\"view-standings-row\"><td>"
        })
        .push_number(row.rank.into());
        if row.perfect_tie {
            out.push_raw("=");
        }
        out.push_raw("</td><td class=\"name\"><a href=\"")
            .push_text(&href(row.player))
            .push_raw("\">")
            .push_text(&event.players[row.player].name)
            .push_raw("</a><span class=\"narrow-record\">")
            .push_text(&p.record.to_string())
            .push_raw("</span>");
        let mine = marks.and_then(|m| m.get(row.player));
        let mark_at = |out: &mut Html, at: Option<usize>| {
            if let Some(m) = mine.zip(at).and_then(|(m, i)| m.get(i)) {
                out.push(m);
            }
        };
        mark_at(&mut out, Some(0));
        if let Some(after) = event.players[row.player].dropped_after {
            out.push_raw(" <span class=\"tag\">dropped R")
                .push_number(after.into())
                .push_raw("</span>");
        }
        out.push_raw("</td><td>").push_number(p.match_points.into());
        mark_at(&mut out, Some(1));
        out.push_raw("</td><td>")
            .push_text(&p.record.to_string())
            .push_raw("</td>");
        for &t in &cols {
            out.push_raw("<td title=\"")
                .push_text(&p.value(t).map(|v| v.to_string()).unwrap_or_default())
                .push_raw("\">")
                .push_text(&display(t, p.value(t)));
            mark_at(&mut out, Published4::of(t).map(|f| f as usize + 1));
            out.push_raw("</td>");
        }
        out.push_raw("</tr>");
    }
    out.push_raw("</tbody></table>");
    if standings.rows.iter().take(shown).any(|r| r.perfect_tie) {
        out.push(&tie_note());
    }
    out
}

/// What `=` after a rank means, said under any standings that show one.
pub fn tie_note() -> Html {
    Html::raw("<p class=\"hint\" data-testid=\"tie-note\">= a perfect tie: equal on points and on every tiebreaker, so registration order puts one above the other.</p>")
}

/// The playoff on a phone, once it is seeded or read: its bracket as it stands (who plays whom,
/// each winner and the games entered), without the organizer's controls. Empty without one.
pub fn playoff_section(event: &Event) -> Html {
    let Some(p) = event.playoff.as_ref() else {
        return Html::default();
    };
    let mut out =
        Html::raw("<section class=\"card phone-playoff\" data-testid=\"view-playoff\"><h3>Top ");
    out.push_number(p.players().count() as u64)
        .push_raw("</h3>")
        .push(&super::playoff::bracket(event, p, false))
        .push_raw("</section>");
    out
}

/// One player's marks in the phone's standings ([`standings`]): the `*` of a match the file
/// lacks, then the `≠` of points, OMW, GW and OGW ([`Published4::ALL`]), each empty where none.
pub type PlayerMarks = [Html; 5];

/// The marks of every player of `event` (one a player, by index) in the phone's standings, from
/// the audit of its published standings: a figure that differs has the organizer's `≠`, muted
/// where a gap in the file excuses it (`AuditRow::excused`); a player whose figures depend on a
/// match the file lacks has its `*`.
pub fn published_marks(event: &Event, audit: &Audit) -> Vec<PlayerMarks> {
    let publisher = event
        .published
        .as_ref()
        .map(|p| p.publisher())
        .unwrap_or_default();
    (0..event.players.len())
        .map(|player| {
            let mut marks = PlayerMarks::default();
            if let Some(t) = gap_title(audit, event, &publisher, player) {
                marks[0]
                    .push_raw("<abbr class=\"gap-mark\" data-testid=\"gap-mark\" title=\"")
                    .push_text(&t)
                    .push_raw("\">*</abbr>");
            }
            if let Some(r) = audit.row_of(player) {
                for f in Published4::ALL {
                    if r.differs.contains(&f) {
                        let title = differs_title(r, &publisher, f);
                        mark(
                            &mut marks[f as usize + 1],
                            Some(&title),
                            audit.excuse(player, f),
                        );
                    }
                }
            }
            marks
        })
        .collect()
}

/// The title of a `≠`: `Melee published 55.55556%`, or, from a link that carries the verdicts
/// only, `Melee published another figure`.
fn differs_title(row: &AuditRow, publisher: &str, figure: Published4) -> String {
    row.differs_title(publisher, figure)
        .unwrap_or_else(|| format!("{publisher} published another figure"))
}

/// The sentence of a link that carries the verdicts on the published percentages, not the
/// figures ([`crate::core::share::PublishedForm::Verdicts`]).
pub const VERDICTS_ONLY: &str = "This link says whether each published percentage agrees, not the figure itself: with every figure it would be too long for a QR code.";

/// What a platform published, for the whole event: who published it (with its address), the
/// ruleset it is computed under, the audit's summary ([`audit::summary`]), and, from a link
/// that carries the verdicts only, [`VERDICTS_ONLY`].
pub fn published_card(event: &Event, audit: &Audit, verdicts_only: bool) -> Html {
    let Some(published) = &event.published else {
        return Html::default();
    };
    let mut out = Html::raw(if audit.agrees_where_checkable() {
        "<section class=\"card published\" data-testid=\"view-published-card\"><p data-testid=\"view-platform\">Published by "
    } else {
        "<section class=\"card published differs\" data-testid=\"view-published-card\"><p data-testid=\"view-platform\">Published by "
    });
    match published.link() {
        Some(source) => out
            .push_raw("<a href=\"")
            .push_text(source)
            .push_raw("\" rel=\"noopener noreferrer\" target=\"_blank\">")
            .push_text(&published.publisher())
            .push_raw("</a>"),
        None => out.push_text(&published.publisher()),
    };
    out.push_raw(" · computed under <span data-testid=\"view-preset\">")
        .push_text(&audit.ruleset.name)
        .push_raw("</span></p><p data-testid=\"view-published-summary\">")
        .push_text(&audit::summary(event, audit))
        .push_raw("</p>");
    if verdicts_only {
        out.push_raw("<p class=\"hint\" data-testid=\"view-verdicts-only\">")
            .push_raw(VERDICTS_ONLY)
            .push_raw("</p>");
    }
    out.push_raw("</section>");
    out
}

/// One player's published figures beside the computed ones: record and points, then OMW, GW
/// and OGW as published (every decimal), or, from a link that carries the verdicts only, whether
/// each agrees (`verdicts`, the link's, in the published order); `≠` where a figure differs (muted where the file's gap excuses it); and the
/// sentence of the match the file lacks. Nothing for a player the platform did not publish.
pub fn my_published(
    event: &Event,
    audit: &Audit,
    player: PlayerId,
    verdicts: Option<&Verdicts>,
) -> Html {
    let Some(published) = &event.published else {
        return Html::default();
    };
    let Some(at) = audit.rows.iter().position(|r| r.player == player) else {
        return Html::default();
    };
    let row = &audit.rows[at];
    let verdict = verdicts.and_then(|v| v.get(at));
    let publisher = published.publisher();
    let b = &audit.standings.players[player];
    let mut out = Html::raw("<section class=\"card\" data-testid=\"view-published\"><h3>");
    out.push_text(&publisher)
        .push_raw(" published</h3><table class=\"standings phone-published\"><thead><tr><th></th><th>")
        .push_text(&publisher)
        .push_raw("</th><th>Computed</th></tr></thead><tbody><tr><th scope=\"row\">Record</th><td data-testid=\"view-published-record\">");
    if let Some((w, l, d)) = row.published.record {
        out.push_text(&format!("{w}-{l}-{d}"));
    }
    out.push_raw("</td><td>")
        .push_text(&b.record.to_string())
        .push_raw("</td></tr>");
    for (i, figure) in Published4::ALL.into_iter().enumerate() {
        out.push_raw("<tr><th scope=\"row\">")
            .push_raw(figure.heading())
            .push_raw("</th><td data-testid=\"view-published-")
            .push_raw(figure.code())
            .push_raw("\">");
        let shown = match figure {
            Published4::Points => row.published.points.map(|p| p.to_string()),
            _ => figure.published(&row.published).map(|d| d.percent()),
        };
        let differs = row.differs.contains(&figure);
        let column = i.checked_sub(1).and_then(|c| Column::ALL.get(c).copied());
        let verdict = verdict.zip(i.checked_sub(1)).and_then(|(v, c)| v[c]);
        match (
            shown,
            verdict,
            column.and_then(|c| row.published.not_percentage(c)),
        ) {
            (Some(text), _, _) => out.push_text(&text),
            (None, Some(true), _) => out.push_raw("agrees"),
            (None, Some(false), _) => out.push_raw("differs"),
            (None, None, Some(text)) => out.push_text(text),
            (None, None, None) => out.push_raw("—"),
        };
        if differs {
            mark(
                &mut out,
                Some(&differs_title(row, &publisher, figure)),
                audit.excuse(player, figure),
            );
        }
        let t = figure.tiebreaker();
        out.push_raw("</td><td>")
            .push_text(&match figure {
                Published4::Points => b.match_points.to_string(),
                _ => display(t, row.computed[i]),
            })
            .push_raw("</td></tr>");
    }
    out.push_raw("</tbody></table>");
    if let Some(t) = gap_title(audit, event, &publisher, player) {
        out.push_raw("<p class=\"hint gap\" data-testid=\"view-gap\">")
            .push_text(&t)
            .push_raw("</p>");
    }
    out.push_raw("</section>");
    out
}

/// This round's pairings by name, under a heading; nothing before round 1 is paired.
pub fn seats_section(event: &Event) -> Html {
    let round = event.rounds.len() as u32;
    let mut out = Html::default();
    if round == 0 {
        return out;
    }
    out.push_raw("<section class=\"card\"><h3>Round ")
        .push_number(round.into())
        .push_raw(" pairings by name</h3><ul class=\"seats\" data-testid=\"view-seats\">")
        .push(&seats_list(event, round))
        .push_raw("</ul></section>");
    out
}

/// The organizer's share panel: the heading, the QR code of `link` (or, when the link is too
/// long for one, a sentence instead of a code), a warning when the address is this computer's
/// own, and the link in a field to copy.
pub fn share_panel(heading: &str, link: &str, code: Option<&QrCode>, loopback: bool) -> Html {
    let mut out = Html::raw("<h3 data-testid=\"share-heading\">");
    out.push_text(heading).push_raw("</h3>");
    match code {
        Some(code) => {
            out.push_raw("<div class=\"qr-box\" data-testid=\"share-qr\">")
                .push(&qr_svg(code, link))
                .push_raw("</div>");
        }
        None => {
            out.push_raw("<p class=\"warning\" data-testid=\"share-too-big\">This event is too big for one QR code that a phone can read: share the link instead.</p>");
        }
    }
    if loopback {
        out.push_raw("<p class=\"warning\" data-testid=\"share-loopback\">Phones cannot open this address: it only works on this laptop. Put Tiebreak where phones can reach it (copy its files to the store's website, or start it on the store's Wi-Fi), then type that address under “Address for players' phones”.</p>");
    }
    out.push_raw("<label class=\"sr-only\" for=\"share-link\">The players' link</label><input id=\"share-link\" data-testid=\"share-link\" readonly value=\"")
        .push_text(link)
        .push_raw("\">");
    out
}

/// Whether phones can reach an address: not this computer's own loopback name.
pub fn loopback(base: &str) -> bool {
    let host = base
        .split("://")
        .nth(1)
        .unwrap_or_default()
        .split(['/', ':'])
        .next()
        .unwrap_or_default();
    host == "localhost" || host.starts_with("127.") || host == "[::1]"
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::core::{compute, read_csv};

    /// Four players, two rounds played and the third paired, Cy's with a bye: the breakdown's
    /// tests use it too.
    pub(crate) fn event() -> Event {
        read_csv(
            "1,Ann,Bo,2,1,0\n1,Cy,Di,2,0,0\n2,Ann,Cy,2,0,0\n2,Bo,Di,1,1,1\n3,Ann,Bo,,,\n3,Cy,BYE,,,\n",
            3,
        )
        .unwrap()
    }

    #[test]
    fn a_snapshot_says_when_it_was_taken_and_how_long_ago() {
        let taken = crate::core::model::log::parse_time("2026-11-24T14:05:00Z").unwrap();
        let words = |now: u64, offset: i32| taken_words(taken, now, offset);
        assert_eq!(words(taken, 0), "2026-11-24 14:05 (just now)");
        assert_eq!(words(taken + 59, 60), "2026-11-24 15:05 (just now)");
        assert_eq!(words(taken + 60, -90), "2026-11-24 12:35 (1 min ago)");
        assert_eq!(
            words(taken + 119 * 60 + 59, 0),
            "2026-11-24 14:05 (119 min ago)"
        );
        assert_eq!(words(taken + 120 * 60, 0), "2026-11-24 14:05 (2 hours ago)");
        assert_eq!(
            words(taken + 48 * 3600 - 1, 0),
            "2026-11-24 14:05 (47 hours ago)"
        );
        assert_eq!(words(taken + 48 * 3600, 0), "2026-11-24 14:05 (2 days ago)");
        assert_eq!(
            words(taken + 9 * 86_400, 600),
            "2026-11-25 00:05 (9 days ago)"
        );
        // A phone whose clock is behind: up to a minute is "just now", more says nothing.
        assert_eq!(words(taken - 60, 0), "2026-11-24 14:05 (just now)");
        assert_eq!(words(taken - 61, 0), "2026-11-24 14:05");
    }

    #[test]
    fn my_table_is_named_with_both_players_points_before_the_round() {
        let e = event();
        let s = compute(&e, &e.ruleset).unwrap();
        let bo = me(&e, &s, 1);
        assert!(bo.as_str().contains(">Table 1</p>"), "{}", bo.as_str());
        assert!(bo.as_str().contains(">Bo (1 pt) vs Ann (6 pts)</p>"));
        assert!(bo.as_str().contains("No result yet."));
        let cy = me(&e, &s, 2);
        assert!(cy.as_str().contains(">Bye: no table</p>"));
        assert!(cy
            .as_str()
            .contains(">Cy has the bye this round: a match win.</p>"));
        // A bye the platform's file records as a loss says so.
        let mut lost = e.clone();
        lost.rounds[2].lost_byes = vec![1];
        let cy = me(&lost, &s, 2);
        assert!(
            cy.as_str()
                .contains(">Cy has the bye this round: recorded as a loss, no match points.</p>"),
            "{}",
            cy.as_str()
        );
        let di = me(&e, &s, 3);
        assert!(di.as_str().contains(">Not playing</p>"));
    }

    #[test]
    fn the_first_paint_draws_the_first_rows_only() {
        let e = event();
        let s = compute(&e, &e.ruleset).unwrap();
        let rows = |shown| {
            standings(&e, &s, &|p| format!("#p{p}"), Some(0), shown, None)
                .into_string()
                .matches("data-testid=\"view-standings-row\"")
                .count()
        };
        assert_eq!((rows(0), rows(2), rows(4), rows(FIRST_ROWS)), (0, 2, 4, 4));
        let two = standings(&e, &s, &|p| format!("#p{p}"), Some(0), 2, None).into_string();
        assert!(two.ends_with("</tr></tbody></table>"), "{two}");
    }

    #[test]
    fn names_are_text_and_matches_ignore_case() {
        let mut e = event();
        e.players[0].name = "<b>Ann</b>".into();
        let found = matches(&e, "AN", &|p| format!("#/v/1/x/p/{p}"));
        assert_eq!(
            found.as_str(),
            "<li><a data-testid=\"match\" href=\"#/v/1/x/p/0\">&lt;b&gt;Ann&lt;/b&gt;</a></li>"
        );
        assert_eq!(
            matches(&e, "zz", &|_| String::new()).as_str(),
            "<li class=\"hint\">No player's name contains that.</li>"
        );
        assert_eq!(matches(&e, "  ", &|_| String::new()).as_str(), "");
    }

    #[test]
    fn the_round_is_named_with_what_it_waits_for() {
        let e = event();
        assert_eq!(
            round_words(&e),
            "Round 3 is being played: 0 of 1 results in, and a bye."
        );
    }

    #[test]
    fn why_below_names_the_figure_and_links_both_breakdowns() {
        let e = event();
        let s = compute(&e, &e.ruleset).unwrap();
        let href = |p: PlayerId| format!("#/v/1/x/p/{p}");
        let none = why_below(&e, &s, 1, None, &href);
        assert!(!none.as_str().contains("why-sentence"));
        // Cy (6 points, the higher OMW) is first, Ann (6 points) second, Bo third, Di fourth.
        assert!(none.as_str().contains(
            "<option value=\"2\">1. Cy</option><option value=\"0\">2. Ann</option><option value=\"3\">4. Di</option></select></div>"
        ));
        // Bo (1 point) asks about Ann (6 points): match points decide, Ann above.
        let html = why_below(&e, &s, 1, Some(0), &href);
        assert!(html
            .as_str()
            .contains("<option value=\"0\" selected>2. Ann</option>"));
        assert!(html.as_str().contains(
            "data-testid=\"why-sentence\">Ann (rank 2) is above Bo (rank 3) on match points, tiebreaker 1 of mtr: 6 points against 1 point.</p>"
        ), "{}", html.as_str());
        assert!(html
            .as_str()
            .contains("<a data-testid=\"why-higher\" href=\"#/v/1/x/p/0\">Ann</a>"));
        assert!(html
            .as_str()
            .contains("<a data-testid=\"why-lower\" href=\"#/v/1/x/p/1\">Bo</a>"));
    }

    #[test]
    fn a_link_too_long_for_a_code_gets_a_sentence_and_no_code() {
        let panel = share_panel("Round 3", "http://a/#/v/1/<x>", None, false);
        assert!(panel.as_str().contains("data-testid=\"share-too-big\""));
        assert!(!panel.as_str().contains("<svg"));
        assert!(panel
            .as_str()
            .contains("value=\"http://a/#/v/1/&lt;x&gt;\""));
        let code = crate::core::share::qr("http://a/#/v/1/x").unwrap();
        let panel = share_panel("Round 3", "http://a/#/v/1/x", Some(&code), true);
        assert!(panel.as_str().contains("<svg"));
        assert!(panel.as_str().contains("data-testid=\"share-loopback\""));
    }

    #[test]
    fn loopback_addresses_are_this_computer() {
        assert!(loopback("http://127.0.0.1:8080/"));
        assert!(loopback("http://localhost/"));
        assert!(!loopback("http://192.168.1.20:8080/"));
        assert!(!loopback("https://store.example/"));
    }
}
