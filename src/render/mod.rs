//! The renderers: the standings and the explanations as text for a terminal ([`text`]), JSON
//! ([`json`]), CSV ([`csv`]) and HTML ([`html`], the printouts and the app's few markup strings;
//! [`phone`], the phone view and the share panel).
//!
//! This layer sits above the rules core and below the CLI and the app. It only lays out what the
//! core computed: it never counts, divides or rounds (a figure is rounded by
//! [`crate::core::tiebreakers::report::display`]).

pub mod advice;
pub mod advice_wire;
pub mod audit;
pub mod banners;
pub mod breakdown;
pub mod csv;
pub mod display;
pub mod events;
pub mod forms;
pub mod html;
pub mod import;
pub mod import_wire;
pub mod json;
pub mod log;
pub mod markup;
pub mod phone;
pub mod players;
pub mod playoff;
pub mod published_view;
pub mod rounds;
pub mod standings_tab;
pub mod text;

use crate::core::base::words::plural;
use crate::core::tiebreakers::report::figures_of;
use crate::core::{Event, Ruleset, Tiebreaker};

/// The columns of the standings, after rank, name, record and match points.
pub fn columns(ruleset: &Ruleset) -> Vec<Tiebreaker> {
    ruleset
        .tiebreakers
        .iter()
        .copied()
        .filter(|&t| t != Tiebreaker::MatchPoints)
        .collect()
}

/// Short column headings, as the CLI's text table and the printed standings have them
/// ([`Tiebreaker::heading`]).
pub fn heading(t: Tiebreaker) -> &'static str {
    t.heading()
}

/// The field names of a standings row, in order: the ones every ruleset has, then `oomw` and
/// `cumulative` when the ruleset uses them.
pub fn row_fields(ruleset: &Ruleset) -> Vec<Tiebreaker> {
    figures_of(ruleset)
        .into_iter()
        .filter(|&t| t != Tiebreaker::MatchPoints)
        .collect()
}

/// The event's name, or "Event" when it has none: the heading of the printouts, the phone view,
/// the second screen and a copy saved from a link.
pub fn title(event: &Event) -> &str {
    if event.name.trim().is_empty() {
        "Event"
    } else {
        &event.name
    }
}

/// The line under an event's title in the app: `2026-11-24 · best of 3 · 8 players · 2 of 5
/// rounds · Competitive (MTR)`, without the date when the event has none.
pub fn meta_line(event: &Event) -> String {
    let rounds = match event.planned_rounds {
        Some(p) => format!("{} of {}", event.rounds.len(), plural(p, "round", "rounds")),
        None => plural(event.rounds.len(), "round", "rounds"),
    };
    let mut parts = vec![
        format!("best of {}", event.best_of),
        plural(event.players.len(), "player", "players"),
        rounds,
        event.ruleset.name.clone(),
    ];
    if !event.date.is_empty() {
        parts.insert(0, event.date.clone());
    }
    parts.join(" · ")
}

/// What importing an event says: its name, its players and rounds, a playoff read from the file
/// counted apart from the Swiss rounds, and the standings a platform published kept beside it.
pub fn import_summary(event: &Event) -> String {
    let published = event.published.as_ref().map_or(String::new(), |p| {
        format!(
            " The standings {} published are kept beside it, ruleset {}.",
            p.publisher(),
            event.ruleset.name
        )
    });
    let rounds = match &event.playoff {
        None => plural(event.rounds.len(), "round", "rounds"),
        Some(p) => format!(
            "{} and a top {}{} (see the Playoff tab)",
            plural(event.rounds.len(), "Swiss round", "Swiss rounds"),
            p.players().count(),
            if p.is_seeded() { "" } else { " as played" }
        ),
    };
    format!(
        "Imported “{}”: {}, {rounds}.{published}",
        event.name,
        plural(event.players.len(), "player", "players"),
    )
}

/// The name of an event's file for download: “Friday.tiebreak.json”, with `/`, `\` and `:` made
/// `-` so that every system can save it; “event.tiebreak.json” for an event with no name.
pub fn file_name(event: &Event) -> String {
    let stem = if event.name.trim().is_empty() {
        "event".to_string()
    } else {
        event.name.trim().replace(['/', '\\', ':'], "-")
    };
    format!("{stem}.tiebreak.json")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::read_csv;

    fn friday() -> Event {
        let mut event = read_csv("1,Ann,Bo,2,1,0\n1,Cy,Di,2,0,0\n2,Ann,Cy,,,\n", 3).unwrap();
        event.name = "Friday".into();
        event
    }

    #[test]
    fn the_line_under_the_title_says_what_the_event_is() {
        let mut event = friday();
        let ruleset = event.ruleset.name.clone();
        assert_eq!(
            meta_line(&event),
            format!("best of 3 · 4 players · 2 rounds · {ruleset}")
        );
        event.date = "2026-11-24".into();
        event.planned_rounds = Some(5);
        assert_eq!(
            meta_line(&event),
            format!("2026-11-24 · best of 3 · 4 players · 2 of 5 rounds · {ruleset}")
        );
    }

    #[test]
    fn an_import_says_what_it_read() {
        assert_eq!(
            import_summary(&friday()),
            "Imported “Friday”: 4 players, 2 rounds."
        );
        let mut top4 = read_csv("1,Ann,Bo,2,1,0\n1,Cy,Di,2,0,0\n", 3).unwrap();
        top4.name = "Top 4".into();
        let stamp = crate::core::edit::Stamp::at("2026-11-24T14:05:00Z");
        let seed = crate::core::edit::Edit::SeedPlayoff { size: 4 };
        let top4 = crate::core::edit::apply(&top4, &seed, &stamp).unwrap();
        assert_eq!(
            import_summary(&top4),
            "Imported “Top 4”: 4 players, 1 Swiss round and a top 4 (see the Playoff tab)."
        );
        let archive = include_str!("../../tests/data/real-events/melee-2026/mtgmelee-439248.json");
        let read = crate::core::read_event(archive, 3).unwrap();
        assert_eq!(
            import_summary(&read),
            "Imported “Modern”: 4 players, 3 rounds. The standings Melee published are kept beside it, ruleset melee."
        );
    }

    #[test]
    fn a_file_name_can_be_saved_everywhere() {
        let mut event = friday();
        assert_eq!(file_name(&event), "Friday.tiebreak.json");
        event.name = " PTQ 11/24: top\\8 ".into();
        assert_eq!(file_name(&event), "PTQ 11-24- top-8.tiebreak.json");
        event.name = "  ".into();
        assert_eq!(file_name(&event), "event.tiebreak.json");
    }
}
