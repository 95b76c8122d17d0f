//! The corrections log in words: one home for what an entry says, for the CLI (`tiebreak log`),
//! the organizer's Log tab and the phone view.
//!
//! ```
//! use tiebreak::core::{LogEntry, LogKind};
//! use tiebreak::render::log::{line, place, what};
//! let mut e = LogEntry::new("2026-11-24T14:05:00Z", LogKind::Result);
//! e.round = Some(2);
//! e.table = Some(3);
//! e.players = vec!["Ann".into(), "Bo".into()];
//! e.before = Some("2-1-0".into());
//! e.after = Some("1-2-0".into());
//! e.reason = Some("slip misread".into());
//! assert_eq!(place(&e), "Round 2, table 3");
//! assert_eq!(what(&e), "result corrected from 2-1-0 to 1-2-0");
//! // The phone view's line, in the player's own time zone (here UTC).
//! assert_eq!(line(&e, 0).as_deref(), Some("Round 2, table 3: result corrected from 2-1-0 to 1-2-0 at 14:05 (slip misread)"));
//! ```

use super::forms::penalty::PenaltyForm;
use super::markup::Html;
use crate::core::model::log::{format_time, parse_time};
use crate::core::{Event, LogEntry, LogKind, Penalty, PenaltyKind, PlayerId};

/// Where an entry happened: `Round 2, table 3`, `Round 2`, or `The event`. A swap names its
/// round only: it changed two tables, which its words name.
pub fn place(e: &LogEntry) -> String {
    match (e.round, e.table) {
        (Some(r), Some(_)) if e.kind == LogKind::Swap => format!("Round {r}"),
        (Some(r), Some(t)) => format!("Round {r}, table {t}"),
        (Some(r), None) => format!("Round {r}"),
        _ => "The event".to_string(),
    }
}

/// The entry's players, `Ann v Bo` for two, or the one name.
pub fn who(e: &LogEntry) -> String {
    e.players.join(" v ")
}

/// A penalty's code in words: `game loss`.
fn penalty_words(code: &str) -> String {
    match PenaltyKind::from_code(code) {
        Some(k) => k
            .words()
            .trim_start_matches("an ")
            .trim_start_matches("a ")
            .to_string(),
        None => code.to_string(),
    }
}

/// What an entry did, in lower case and without its place or time: `result corrected from 2-1-0
/// to 1-2-0`.
pub fn what(e: &LogEntry) -> String {
    match_what(e).unwrap_or_else(|| player_what(e))
}

/// What an entry about tables did (a result, a table added or removed, a swap, a round paired
/// again, an undo), or `None` for an entry about a player or the event. The phone view's lines
/// ([`line`]) only show entries that touch a player's matches, so it carries these sentences and
/// not [`player_what`]'s.
fn match_what(e: &LogEntry) -> Option<String> {
    let before = e.before.as_deref();
    let after = e.after.as_deref();
    Some(match e.kind {
        LogKind::Result => match (before, after) {
            (Some(b), Some(a)) => format!("result corrected from {b} to {a}"),
            (None, Some(a)) => format!("result entered as {a} after later rounds were paired"),
            (Some(b), None) => format!("result {b} cleared"),
            (None, None) => "result changed".to_string(),
        },
        LogKind::TableAdded => match after {
            Some(a) => format!("{a} added by hand"),
            None => "table added by hand".to_string(),
        },
        LogKind::TableRemoved => match before {
            Some(b) => format!("{b} removed"),
            None => "table removed".to_string(),
        },
        LogKind::Swap => {
            let who = e.players.join(" and ");
            match (before, after) {
                (Some(b), Some(a)) => match (tables(b), tables(a)) {
                    (Some(was), Some(now))
                        if was.len() == now.len()
                            && was.iter().zip(&now).all(|(x, y)| x.0 == y.0) =>
                    {
                        let tables: Vec<String> = was
                            .iter()
                            .zip(&now)
                            .map(|((t, was), (_, now))| format!("table {t} was {was}, now {now}"))
                            .collect();
                        format!("{who} swapped seats: {}", tables.join("; "))
                    }
                    _ => format!("{who} swapped seats: {b}, now {a}"),
                },
                _ => format!("{who} swapped seats"),
            }
        }
        LogKind::Repaired => "round paired again".to_string(),
        LogKind::Undo => match (before, after) {
            (Some(b), Some(a)) => format!("change undone: {b} back to {a}"),
            (Some(b), None) => format!("change undone: {b} taken back"),
            (None, Some(a)) => format!("change undone: back to {a}"),
            (None, None) => "change undone".to_string(),
        },
        LogKind::Drop
        | LogKind::Undrop
        | LogKind::LateEntry
        | LogKind::Penalty
        | LogKind::Ruleset => return None,
    })
}

/// What an entry about a player or the event did: a drop, an undrop, a late entry, a penalty or
/// a change of ruleset; [`match_what`]'s sentences for any other entry.
fn player_what(e: &LogEntry) -> String {
    let before = e.before.as_deref();
    let after = e.after.as_deref();
    let first = e.players.first().map_or("a player", String::as_str);
    match e.kind {
        LogKind::Drop => match after {
            Some(a) => format!("{first} {a}"),
            None => format!("{first} dropped"),
        },
        LogKind::Undrop => match before {
            Some(b) => format!("{first} brought back (had {b})"),
            None => format!("{first} brought back"),
        },
        LogKind::LateEntry => match e.round {
            Some(r) => format!("{first} entered late, from round {r}"),
            None => format!("{first} entered late"),
        },
        LogKind::Penalty => match (before, after) {
            (_, Some(a)) => format!("{} for {first}", penalty_words(a)),
            (Some(b), None) => {
                // `game-loss (Tardiness)`: the kind's code, then the infraction.
                let (code, rest) = b.split_once(' ').unwrap_or((b, ""));
                let rest = if rest.is_empty() {
                    String::new()
                } else {
                    format!(" {rest}")
                };
                format!("{} for {first} removed{rest}", penalty_words(code))
            }
            (None, None) => format!("penalty for {first}"),
        },
        LogKind::Ruleset => match (before, after) {
            (Some(b), Some(a)) => format!("ruleset changed from {b} to {a}"),
            _ => "ruleset changed".to_string(),
        },
        LogKind::Result
        | LogKind::TableAdded
        | LogKind::TableRemoved
        | LogKind::Swap
        | LogKind::Repaired
        | LogKind::Undo => match_what(e).unwrap_or_default(),
    }
}

/// A swap's tables as the log writes them (`table 1: Ann v Cy; table 2: Bo v Dee`), as (number,
/// players) in the order of the tables; `None` when the text is not in that form.
fn tables(text: &str) -> Option<Vec<(u32, &str)>> {
    let mut out = Vec::new();
    for part in text.split("; ") {
        let (head, players) = part.split_once(": ")?;
        let number = head.strip_prefix("table ")?.parse::<u32>().ok()?;
        out.push((number, players));
    }
    out.sort_by_key(|&(number, _)| number);
    Some(out)
}

/// The time of an entry as `14:05`, shifted by `offset_minutes` east of UTC (the viewer's own
/// time zone); the entry's own text when it is not a time.
pub fn clock(at: &str, offset_minutes: i32) -> String {
    local(at, offset_minutes).map_or_else(|| at.to_string(), |t| t[11..16].to_string())
}

/// The date and time of an entry as `2026-11-24 14:05`, shifted as [`clock`] does.
pub fn date_time(at: &str, offset_minutes: i32) -> String {
    local(at, offset_minutes).map_or_else(
        || at.to_string(),
        |t| format!("{} {}", &t[..10], &t[11..16]),
    )
}

/// `at` shifted by the offset, written back as RFC 3339 (only its digits are read).
fn local(at: &str, offset_minutes: i32) -> Option<String> {
    let secs = parse_time(at)?;
    let shifted = secs.checked_add_signed(i64::from(offset_minutes) * 60)?;
    Some(format_time(shifted))
}

/// One line for a player's phone: `Round 2, table 3: result corrected from 2-1-0 to 1-2-0 at
/// 14:05 (slip misread)`; `None` for an entry about a player or the event, which the phone view
/// does not list (it lists the entries that [`touches_matches`]).
pub fn line(e: &LogEntry, offset_minutes: i32) -> Option<String> {
    let mut out = format!(
        "{}: {} at {}",
        place(e),
        match_what(e)?,
        clock(&e.at, offset_minutes)
    );
    if let Some(r) = &e.reason {
        out.push_str(&format!(" ({r})"));
    }
    Some(out)
}

/// One line for the organizer (the Log tab and `tiebreak log`): `2026-11-24 14:05  Round 2,
/// table 3 (Ann v Bo): result corrected from 2-1-0 to 1-2-0 (slip misread)`.
pub fn full_line(e: &LogEntry, offset_minutes: i32) -> String {
    let mut out = format!(
        "{}  {}",
        date_time(&e.at, offset_minutes),
        place_and_what(e)
    );
    if let Some(r) = &e.reason {
        out.push_str(&format!(" ({r})"));
    }
    out
}

/// What a change just logged, for the banner that asks for its reason: `Round 2, table 3: result
/// corrected from 2-1-0 to 1-2-0`, a few entries named and the rest counted (a pasted list of
/// late entries is not spelled out in full).
pub fn summary(entries: &[LogEntry]) -> String {
    const NAMED: usize = 3;
    let mut parts: Vec<String> = entries
        .iter()
        .take(NAMED)
        .map(|e| format!("{}: {}", place(e), what(e)))
        .collect();
    if entries.len() > NAMED {
        parts.push(format!("and {} more", entries.len() - NAMED));
    }
    parts.join("; ")
}

/// `Round 2, table 3 (Ann v Bo): result corrected from 2-1-0 to 1-2-0`: the players are named
/// after the place unless what the entry did names them already.
pub fn place_and_what(e: &LogEntry) -> String {
    // A drop, an undrop and a late entry say their round in their own words.
    if matches!(e.kind, LogKind::Drop | LogKind::Undrop | LogKind::LateEntry) {
        return what(e);
    }
    let mut out = place(e);
    let names_in_what = match e.kind {
        LogKind::Penalty | LogKind::Swap => true,
        LogKind::TableAdded => e.after.is_some(),
        LogKind::TableRemoved => e.before.is_some(),
        _ => false,
    };
    if !e.players.is_empty() && !names_in_what {
        out.push_str(&format!(" ({})", who(e)));
    }
    out.push_str(&format!(": {}", what(e)));
    out
}

/// The whole log for a terminal, oldest first, one [`full_line`] per entry in UTC; a sentence when
/// it is empty.
pub fn text(event: &Event) -> String {
    if event.log.is_empty() {
        return "No corrections: the log is empty.\n".to_string();
    }
    let mut out = String::new();
    for e in &event.log {
        out.push_str(&full_line(e, 0));
        out.push('\n');
    }
    out
}

/// The Log tab's list, newest first, as list items: each entry's local date and time, its place
/// and players, what it did, its reason, and a button (`data-entry`, its index in the log) to give
/// or change the reason. Only the entries of round `round` and of the player named `player`, when
/// given.
pub fn html_entries(
    event: &Event,
    round: Option<u32>,
    player: Option<&str>,
    offset_minutes: i32,
) -> Html {
    let mut out = Html::default();
    for (i, e) in event.log.iter().enumerate().rev() {
        if round.is_some_and(|r| e.round != Some(r)) || player.is_some_and(|p| !e.names(p)) {
            continue;
        }
        let what = place_and_what(e);
        out.push_raw("<li data-testid=\"log-entry\" class=\"log-")
            .push_raw(e.kind.code())
            .push_raw("\"><time>")
            .push_text(&date_time(&e.at, offset_minutes))
            .push_raw("</time> <span class=\"log-what\">")
            .push_text(&what)
            .push_raw("</span>");
        if let Some(r) = &e.reason {
            out.push_raw(" (<span class=\"log-reason\" data-testid=\"log-entry-reason\">")
                .push_text(r)
                .push_raw("</span>)");
        }
        out.push_raw(" <button type=\"button\" class=\"link small no-print\" data-entry=\"")
            .push_number(i as u64)
            .push_raw("\">")
            .push_raw(if e.reason.is_some() {
                "Change reason"
            } else {
                "Add reason"
            })
            .push_raw("</button></li>\n");
    }
    out
}

/// A player's penalties, oldest first, as list items: `Round 2: game loss (Tardiness)`.
pub fn html_penalties(event: &Event, player: PlayerId) -> Html {
    let mut out = Html::default();
    for p in event.penalties.iter().filter(|p| p.player == player) {
        out.push_raw("<li>")
            .push_text(&penalty_line(p))
            .push_raw("</li>\n");
    }
    out
}

/// The penalties form's fields, as one `Html`: the player ([`PenaltyForm::PLAYER`]), the round
/// ([`PenaltyForm::ROUND`], the latest paired first), the kind ([`PenaltyForm::KIND`]), the
/// infraction ([`PenaltyForm::REASON`], with the Magic Infraction Procedure Guide's names
/// suggested) and the button. [`PenaltyForm::read`] reads them back.
pub fn penalty_form(event: &Event) -> Html {
    let mut out = Html::default();
    field_start(&mut out, PenaltyForm::PLAYER, "Player", "select")
        .push_raw("><option value=\"\">—</option>");
    for (i, p) in event.players.iter().enumerate() {
        out.push_raw("<option value=\"")
            .push_number(i as u64)
            .push_raw("\">")
            .push_text(&p.name)
            .push_raw("</option>");
    }
    out.push_raw("</select></div>");
    field_start(&mut out, PenaltyForm::ROUND, "Round", "select").push_raw(">");
    for r in (1..=event.rounds_paired()).rev() {
        out.push_raw("<option value=\"")
            .push_number(r.into())
            .push_raw("\">Round ")
            .push_number(r.into())
            .push_raw("</option>");
    }
    out.push_raw("</select></div>");
    field_start(&mut out, PenaltyForm::KIND, "Penalty", "select").push_raw(">");
    for k in PenaltyKind::ALL {
        out.push_raw("<option value=\"")
            .push_raw(k.code())
            .push_raw("\">")
            .push_raw(match k {
                PenaltyKind::Warning => "Warning",
                PenaltyKind::GameLoss => "Game loss",
                PenaltyKind::MatchLoss => "Match loss",
                PenaltyKind::Disqualification => "Disqualification",
            })
            .push_raw("</option>");
    }
    out.push_raw("</select></div>");
    field_start(&mut out, PenaltyForm::REASON, "Infraction", "input").push_raw(
        " list=\"infractions\" autocomplete=\"off\" maxlength=\"200\" placeholder=\"Tardiness\"><datalist id=\"infractions\">",
    );
    for i in crate::core::model::log::INFRACTIONS {
        out.push_raw("<option value=\"")
            .push_text(i)
            .push_raw("\"></option>");
    }
    out.push_raw("</datalist></div><button type=\"submit\" data-testid=\"penalty-give\">Give penalty</button>");
    out
}

/// Opens a field of the penalties form: `<div class="field">`, its label, and its `<select` or
/// `<input` with the id and `data-testid` `id`, left open for its attributes.
fn field_start<'a>(
    out: &'a mut Html,
    id: &'static str,
    label: &'static str,
    element: &'static str,
) -> &'a mut Html {
    out.push_raw("<div class=\"field\"><label for=\"")
        .push_raw(id)
        .push_raw("\">")
        .push_raw(label)
        .push_raw("</label><")
        .push_raw(element)
        .push_raw(" id=\"")
        .push_raw(id)
        .push_raw("\" data-testid=\"")
        .push_raw(id)
        .push_raw("\"")
}

/// The event's penalties as list items, each with its Remove button (`data-penalty`, its index).
pub fn penalty_list(event: &Event) -> Html {
    let mut out = Html::default();
    for (i, p) in event.penalties.iter().enumerate() {
        let who = event.players.get(p.player).map_or("?", |x| x.name.as_str());
        out.push_raw("<li>")
            .push_text(&format!("{who}: {}", penalty_line(p)))
            .push_raw(" <button type=\"button\" class=\"link small\" data-testid=\"penalty-remove\" data-penalty=\"")
            .push_number(i as u64)
            .push_raw("\">Remove</button></li>");
    }
    out
}

/// The Log tab's filters: the rounds, then the players, as `<option>`s after "All".
pub fn filter_options(event: &Event) -> (Html, Html) {
    let mut rounds = Html::raw("<option value=\"\">All rounds</option>");
    for r in 1..=event.rounds_paired() {
        rounds
            .push_raw("<option value=\"")
            .push_number(r.into())
            .push_raw("\">Round ")
            .push_number(r.into())
            .push_raw("</option>");
    }
    let mut players = Html::raw("<option value=\"\">All players</option>");
    for p in &event.players {
        players
            .push_raw("<option value=\"")
            .push_text(&p.name)
            .push_raw("\">")
            .push_text(&p.name)
            .push_raw("</option>");
    }
    (rounds, players)
}

/// `Round 2: game loss (Tardiness)`.
pub fn penalty_line(p: &Penalty) -> String {
    let mut out = format!("Round {}: {}", p.round, penalty_words(p.kind.code()));
    if !p.reason.is_empty() {
        out.push_str(&format!(" ({})", p.reason));
    }
    out
}

/// Whether an entry touches a player's own matches, for the phone view: a result, a table or a
/// swap that names them, or the undo of one.
pub fn touches_matches(e: &LogEntry, name: &str) -> bool {
    e.concerns_matches() && e.names(name)
}

/// The footnote of the standings printout: `3 corrections: see the log`, or `None` for an event
/// with no log.
pub fn footnote(count: usize) -> Option<String> {
    match count {
        0 => None,
        1 => Some("1 correction: see the log".to_string()),
        n => Some(format!("{n} corrections: see the log")),
    }
}

/// The prompt for a reason after a change the log recorded: what was logged (`summary`; hidden
/// without one), a field for the reason and its two buttons, which name their actions
/// (`data-action`: `reason-save`, `reason-dismiss`) for the app's one listener.
pub fn reason_prompt(summary: Option<&str>) -> Html {
    let mut out = Html::raw("<p class=\"log-reason hint no-print\" data-testid=\"log-reason\"");
    if summary.is_none() {
        out.push_raw(" hidden");
    }
    out.push_raw(">Logged: <span data-testid=\"log-reason-what\">")
        .push_text(summary.unwrap_or_default())
        .push_raw(concat!(
            "</span>. <label for=\"log-reason-text\">Reason (optional):</label>",
            "<input id=\"log-reason-text\" data-testid=\"log-reason-text\" autocomplete=\"off\" placeholder=\"a few words\" maxlength=\"200\" size=\"16\"> ",
            "<button type=\"button\" class=\"small\" data-testid=\"log-reason-save\" data-action=\"reason-save\">Save reason</button> ",
            "<button type=\"button\" class=\"link small\" data-testid=\"log-reason-dismiss\" data-action=\"reason-dismiss\">Dismiss</button></p>",
        ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The prompt says what was logged, escaped, and is hidden when nothing was.
    #[test]
    fn the_reason_prompt_names_what_was_logged() {
        assert_eq!(
            reason_prompt(Some("Round 2, table 3: result <corrected>")).into_string(),
            concat!(
                "<p class=\"log-reason hint no-print\" data-testid=\"log-reason\">Logged: <span data-testid=\"log-reason-what\">Round 2, table 3: result &lt;corrected&gt;</span>. ",
                "<label for=\"log-reason-text\">Reason (optional):</label><input id=\"log-reason-text\" data-testid=\"log-reason-text\" autocomplete=\"off\" placeholder=\"a few words\" maxlength=\"200\" size=\"16\"> ",
                "<button type=\"button\" class=\"small\" data-testid=\"log-reason-save\" data-action=\"reason-save\">Save reason</button> ",
                "<button type=\"button\" class=\"link small\" data-testid=\"log-reason-dismiss\" data-action=\"reason-dismiss\">Dismiss</button></p>",
            )
        );
        assert!(reason_prompt(None)
            .as_str()
            .starts_with("<p class=\"log-reason hint no-print\" data-testid=\"log-reason\" hidden>Logged: <span data-testid=\"log-reason-what\"></span>."));
    }

    fn entry(kind: LogKind) -> LogEntry {
        let mut e = LogEntry::new("2026-11-24T14:05:00Z", kind);
        e.round = Some(2);
        e
    }

    fn check(e: &LogEntry, expected: &str) {
        assert_eq!(full_line(e, 0), expected);
    }

    /// The phone's line is for the entries about tables: an undo of a table's result has one, a
    /// drop or a penalty has none (the phone lists only what touches a player's matches).
    #[test]
    fn the_phone_lines_only_entries_about_tables() {
        let mut undo = entry(LogKind::Undo);
        undo.table = Some(3);
        undo.before = Some("2-1-0".into());
        undo.after = Some("1-2-0".into());
        assert_eq!(
            line(&undo, 0).as_deref(),
            Some("Round 2, table 3: change undone: 2-1-0 back to 1-2-0 at 14:05")
        );
        let mut drop = entry(LogKind::Drop);
        drop.players = vec!["Ann".into()];
        assert_eq!(what(&drop), "Ann dropped");
        assert_eq!(line(&drop, 0), None);
        let mut penalty = entry(LogKind::Penalty);
        penalty.players = vec!["Ann".into()];
        penalty.after = Some("warning".into());
        assert_eq!(line(&penalty, 0), None);
    }

    /// The banner's summary names three entries and counts the rest.
    #[test]
    fn a_summary_names_three_entries_and_counts_the_rest() {
        let mut e = entry(LogKind::Result);
        e.table = Some(3);
        e.before = Some("2-1-0".into());
        e.after = Some("1-2-0".into());
        let one = format!("{}: {}", place(&e), what(&e));
        assert_eq!(
            one,
            "Round 2, table 3: result corrected from 2-1-0 to 1-2-0"
        );
        assert_eq!(summary(&[]), "");
        assert_eq!(summary(std::slice::from_ref(&e)), one);
        let five = vec![e.clone(); 5];
        assert_eq!(summary(&five), format!("{one}; {one}; {one}; and 2 more"));
    }

    #[test]
    fn every_kind_in_words() {
        let mut e = entry(LogKind::Result);
        e.table = Some(3);
        e.players = vec!["Ann".into(), "Bo".into()];
        e.before = Some("2-1-0".into());
        e.after = Some("1-2-0".into());
        e.reason = Some("slip misread".into());
        check(&e, "2026-11-24 14:05  Round 2, table 3 (Ann v Bo): result corrected from 2-1-0 to 1-2-0 (slip misread)");
        assert_eq!(
            line(&e, 60).as_deref(),
            Some("Round 2, table 3: result corrected from 2-1-0 to 1-2-0 at 15:05 (slip misread)")
        );
        e.after = None;
        e.reason = None;
        check(
            &e,
            "2026-11-24 14:05  Round 2, table 3 (Ann v Bo): result 2-1-0 cleared",
        );

        let mut e = entry(LogKind::Swap);
        e.table = Some(2);
        e.players = vec!["Ann".into(), "Bo".into()];
        e.before = Some("table 1: Ann v Cy; table 2: Bo v Dee".into());
        e.after = Some("table 2: Ann v Dee; table 1: Bo v Cy".into());
        check(&e, "2026-11-24 14:05  Round 2: Ann and Bo swapped seats: table 1 was Ann v Cy, now Bo v Cy; table 2 was Bo v Dee, now Ann v Dee");
        assert_eq!(line(&e, 0).as_deref(), Some("Round 2: Ann and Bo swapped seats: table 1 was Ann v Cy, now Bo v Cy; table 2 was Bo v Dee, now Ann v Dee at 14:05"));
        // Text that is not a list of tables is shown as it is.
        e.after = Some("Bo v Cy".into());
        check(
            &e,
            "2026-11-24 14:05  Round 2: Ann and Bo swapped seats: table 1: Ann v Cy; table 2: Bo v Dee, now Bo v Cy",
        );

        let mut e = entry(LogKind::TableAdded);
        e.table = Some(3);
        e.players = vec!["Eve".into()];
        e.after = Some("Eve (bye)".into());
        check(
            &e,
            "2026-11-24 14:05  Round 2, table 3: Eve (bye) added by hand",
        );
        let mut e = entry(LogKind::TableRemoved);
        e.table = Some(1);
        e.players = vec!["Ann".into(), "Bo".into()];
        e.before = Some("Ann v Bo 2-1-0".into());
        e.reason = Some("a rematch".into());
        check(
            &e,
            "2026-11-24 14:05  Round 2, table 1: Ann v Bo 2-1-0 removed (a rematch)",
        );
        e.before = None;
        check(
            &e,
            "2026-11-24 14:05  Round 2, table 1 (Ann v Bo): table removed (a rematch)",
        );

        let mut e = entry(LogKind::Drop);
        e.players = vec!["Cy".into()];
        e.after = Some("dropped after round 2".into());
        check(&e, "2026-11-24 14:05  Cy dropped after round 2");

        let mut e = entry(LogKind::Penalty);
        e.players = vec!["Cy".into()];
        e.after = Some("game-loss".into());
        e.reason = Some("Tardiness".into());
        check(
            &e,
            "2026-11-24 14:05  Round 2: game loss for Cy (Tardiness)",
        );

        let mut e = entry(LogKind::Ruleset);
        e.round = None;
        e.before = Some("wer".into());
        e.after = Some("mtr".into());
        check(
            &e,
            "2026-11-24 14:05  The event: ruleset changed from wer to mtr",
        );

        let mut e = entry(LogKind::Undo);
        e.table = Some(3);
        e.players = vec!["Ann".into(), "Bo".into()];
        e.before = Some("1-2-0".into());
        e.after = Some("2-1-0".into());
        check(
            &e,
            "2026-11-24 14:05  Round 2, table 3 (Ann v Bo): change undone: 1-2-0 back to 2-1-0",
        );
        assert!(touches_matches(&e, "bo"));
        assert!(!touches_matches(&e, "Cy"));
    }

    #[test]
    fn times_in_the_viewers_zone() {
        assert_eq!(clock("2026-11-24T23:30:00Z", 60), "00:30");
        assert_eq!(date_time("2026-11-24T00:30:00Z", -60), "2026-11-23 23:30");
        assert_eq!(clock("not a time", 0), "not a time");
    }

    #[test]
    fn the_log_tab_newest_first_filtered_and_escaped() {
        let mut event = Event::default();
        for name in ["Ann <b>", "Bo"] {
            event.add_player(name).unwrap();
        }
        let mut first = entry(LogKind::Result);
        first.round = Some(1);
        first.table = Some(1);
        first.players = vec!["Ann <b>".into(), "Bo".into()];
        first.before = Some("2-0-0".into());
        first.after = Some("0-2-0".into());
        first.reason = Some("slip & misread".into());
        let mut second = entry(LogKind::Drop);
        second.players = vec!["Bo".into()];
        second.after = Some("dropped after round 2".into());
        event.log = vec![first, second];
        assert_eq!(
            html_entries(&event, None, None, 0).as_str(),
            "<li data-testid=\"log-entry\" class=\"log-drop\"><time>2026-11-24 14:05</time> <span class=\"log-what\">Bo dropped after round 2</span> <button type=\"button\" class=\"link small no-print\" data-entry=\"1\">Add reason</button></li>\n\
             <li data-testid=\"log-entry\" class=\"log-result\"><time>2026-11-24 14:05</time> <span class=\"log-what\">Round 1, table 1 (Ann &lt;b&gt; v Bo): result corrected from 2-0-0 to 0-2-0</span> (<span class=\"log-reason\" data-testid=\"log-entry-reason\">slip &amp; misread</span>) <button type=\"button\" class=\"link small no-print\" data-entry=\"0\">Change reason</button></li>\n"
        );
        assert_eq!(
            html_entries(&event, Some(1), None, 0)
                .as_str()
                .matches("<li")
                .count(),
            1
        );
        assert_eq!(
            html_entries(&event, None, Some("ann <B>"), 0)
                .as_str()
                .matches("<li")
                .count(),
            1
        );
        assert_eq!(html_entries(&event, Some(3), None, 0).as_str(), "");
    }

    /// An event with a name to escape, two rounds paired and two penalties, for the penalties'
    /// markup.
    fn penalized() -> Event {
        let mut event = Event::default();
        let ann = event.add_player("Ann <b>").unwrap();
        let bo = event.add_player("Bo & \"Jo\"").unwrap();
        event.push_match(1, ann, bo, None).unwrap();
        event.push_match(2, ann, bo, None).unwrap();
        event.penalties = vec![
            Penalty {
                round: 2,
                player: ann,
                kind: PenaltyKind::GameLoss,
                reason: "Tardiness <late>".into(),
                at: "2026-11-24T14:05:00Z".into(),
            },
            Penalty {
                round: 1,
                player: bo,
                kind: PenaltyKind::Warning,
                reason: String::new(),
                at: "2026-11-24T14:06:00Z".into(),
            },
        ];
        event
    }

    #[test]
    fn a_players_penalties_for_the_breakdown() {
        let event = penalized();
        assert_eq!(
            html_penalties(&event, 0).as_str(),
            "<li>Round 2: game loss (Tardiness &lt;late&gt;)</li>\n"
        );
        assert_eq!(
            html_penalties(&event, 1).as_str(),
            "<li>Round 1: warning</li>\n"
        );
        assert_eq!(html_penalties(&Event::default(), 0).as_str(), "");
    }

    #[test]
    fn the_penalties_list_with_a_remove_button_each() {
        assert_eq!(
            penalty_list(&penalized()).as_str(),
            "<li>Ann &lt;b&gt;: Round 2: game loss (Tardiness &lt;late&gt;) <button type=\"button\" class=\"link small\" data-testid=\"penalty-remove\" data-penalty=\"0\">Remove</button></li>\
             <li>Bo &amp; &quot;Jo&quot;: Round 1: warning <button type=\"button\" class=\"link small\" data-testid=\"penalty-remove\" data-penalty=\"1\">Remove</button></li>"
        );
    }

    /// The latest paired round comes first, so that it is the round a penalty goes to unless the
    /// organizer picks another; every infraction is suggested.
    #[test]
    fn the_penalty_form_latest_round_first() {
        assert_eq!(
            penalty_form(&penalized()).as_str(),
            "<div class=\"field\"><label for=\"penalty-player\">Player</label><select id=\"penalty-player\" data-testid=\"penalty-player\"><option value=\"\">—</option>\
             <option value=\"0\">Ann &lt;b&gt;</option><option value=\"1\">Bo &amp; &quot;Jo&quot;</option></select></div>\
             <div class=\"field\"><label for=\"penalty-round\">Round</label><select id=\"penalty-round\" data-testid=\"penalty-round\">\
             <option value=\"2\">Round 2</option><option value=\"1\">Round 1</option></select></div>\
             <div class=\"field\"><label for=\"penalty-kind\">Penalty</label><select id=\"penalty-kind\" data-testid=\"penalty-kind\">\
             <option value=\"warning\">Warning</option><option value=\"game-loss\">Game loss</option>\
             <option value=\"match-loss\">Match loss</option><option value=\"disqualification\">Disqualification</option></select></div>\
             <div class=\"field\"><label for=\"penalty-reason\">Infraction</label><input id=\"penalty-reason\" data-testid=\"penalty-reason\" list=\"infractions\" autocomplete=\"off\" maxlength=\"200\" placeholder=\"Tardiness\"><datalist id=\"infractions\">\
             <option value=\"Tardiness\"></option><option value=\"Outside Assistance\"></option><option value=\"Slow Play\"></option>\
             <option value=\"Deck Problem\"></option><option value=\"Decklist Problem\"></option><option value=\"Limited Procedure Violation\"></option>\
             <option value=\"Communication Policy Violation\"></option><option value=\"Marked Cards\"></option><option value=\"Insufficient Shuffling\"></option>\
             <option value=\"Drawing Extra Cards\"></option><option value=\"Mulligan Procedure Error\"></option><option value=\"Hidden Card Error\"></option>\
             <option value=\"Looking at Extra Cards\"></option><option value=\"Game Rule Violation\"></option><option value=\"Failure to Maintain Game State\"></option>\
             <option value=\"Unsporting Conduct — Minor\"></option><option value=\"Unsporting Conduct — Major\"></option><option value=\"Improperly Determining a Winner\"></option>\
             <option value=\"Bribery and Wagering\"></option><option value=\"Aggressive Behavior\"></option><option value=\"Theft of Tournament Material\"></option>\
             <option value=\"Stalling\"></option><option value=\"Cheating\"></option></datalist></div>\
             <button type=\"submit\" data-testid=\"penalty-give\">Give penalty</button>"
        );
        // Before round 1 is paired there is no round to give a penalty in.
        let mut event = Event::default();
        event.add_player("Ann").unwrap();
        assert!(penalty_form(&event)
            .as_str()
            .contains("data-testid=\"penalty-round\"></select>"));
    }

    #[test]
    fn the_log_filters_name_every_round_and_player() {
        let (rounds, players) = filter_options(&penalized());
        assert_eq!(
            rounds.as_str(),
            "<option value=\"\">All rounds</option><option value=\"1\">Round 1</option><option value=\"2\">Round 2</option>"
        );
        assert_eq!(
            players.as_str(),
            "<option value=\"\">All players</option>\
             <option value=\"Ann &lt;b&gt;\">Ann &lt;b&gt;</option>\
             <option value=\"Bo &amp; &quot;Jo&quot;\">Bo &amp; &quot;Jo&quot;</option>"
        );
    }

    #[test]
    fn footnotes() {
        assert_eq!(footnote(0), None);
        assert_eq!(footnote(1).as_deref(), Some("1 correction: see the log"));
        assert_eq!(footnote(3).as_deref(), Some("3 corrections: see the log"));
    }
}
