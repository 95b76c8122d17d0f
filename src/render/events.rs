//! The organizer's list of events, drawn as one [`Html`] that the app sets whole: each event's
//! name (a link to it, or the form that renames it), its date and counts, and its actions. Each
//! control names its action (`data-action`) and its event (`data-key`), which one listener of the
//! app reads (`app::events`).
//!
//! ```
//! use tiebreak::render::events::{event_list, Listed};
//! let friday = Listed { id: "3", name: "Friday <draft>", date: "2026-11-27", players: 8, rounds: 3 };
//! let list = event_list(&[friday], None).into_string();
//! assert!(list.contains("<a class=\"event-name\" href=\"#/e/3/players\" data-action=\"open\" data-key=\"3\">Friday &lt;draft&gt;</a>"));
//! ```

use super::forms::new_event::RenameEventForm;
use super::markup::Html;

/// One event of the list, as the store's index gives it.
#[derive(Clone, Copy, Debug)]
pub struct Listed<'a> {
    /// Its id, in its address (`#/e/3/players`).
    pub id: &'a str,
    /// Its name.
    pub name: &'a str,
    /// Its date, or `""`.
    pub date: &'a str,
    /// Players registered.
    pub players: usize,
    /// Rounds paired.
    pub rounds: u32,
}

/// The question before deleting the event `name`.
pub fn delete_question(name: &str) -> String {
    format!("Delete “{name}”? You can undo this.")
}

/// The list of `events`, the one being renamed (`renaming`, its id) as a form; a sentence when
/// there is none.
pub fn event_list(events: &[Listed], renaming: Option<&str>) -> Html {
    if events.is_empty() {
        return Html::raw(
            "<p class=\"empty\" data-testid=\"no-events\">No event yet: create one below, or import a file.</p>",
        );
    }
    let mut out = Html::raw("<ul class=\"event-list\" data-testid=\"event-list\">");
    for e in events {
        out.push_raw("<li class=\"event-item\" data-testid=\"event-item\">");
        if renaming == Some(e.id) {
            out.push_raw("<form class=\"inline\" data-action=\"rename-save\" data-key=\"")
                .push_text(e.id)
                .push_raw("\"><label class=\"visually-hidden\" for=\"")
                .push_raw(RenameEventForm::NAME)
                .push_raw("\">New name</label><input id=\"")
                .push_raw(RenameEventForm::NAME)
                .push_raw("\" name=\"name\" value=\"")
                .push_text(e.name)
                .push_raw("\"><button type=\"submit\">Save</button><button type=\"button\" data-action=\"rename-cancel\">Cancel</button></form>");
        } else {
            out.push_raw("<a class=\"event-name\" href=\"#/e/")
                .push_text(e.id)
                .push_raw("/players\" data-action=\"open\" data-key=\"")
                .push_text(e.id)
                .push_raw("\">")
                .push_text(e.name)
                .push_raw("</a>");
        }
        out.push_raw("<span class=\"meta\">")
            .push_text(e.date)
            .push_raw(" · ")
            .push_number(e.players as u64)
            .push_raw(" players · ")
            .push_number(u64::from(e.rounds))
            .push_raw(" rounds</span><span class=\"actions\">");
        for (action, extra, label) in [
            ("rename", "", "Rename"),
            ("duplicate", "", "Duplicate"),
            (
                "delete",
                " class=\"danger\" data-testid=\"delete-event\"",
                "Delete",
            ),
        ] {
            out.push_raw("<button type=\"button\"")
                .push_raw(extra)
                .push_raw(" data-action=\"")
                .push_raw(action)
                .push_raw("\" data-key=\"")
                .push_text(e.id)
                .push_raw("\">")
                .push_raw(label)
                .push_raw("</button>");
        }
        out.push_raw("</span></li>");
    }
    out.push_raw("</ul>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: [Listed; 2] = [
        Listed {
            id: "1",
            name: "Friday",
            date: "2026-11-27",
            players: 8,
            rounds: 3,
        },
        Listed {
            id: "2",
            name: "Ann & \"Bo\"",
            date: "",
            players: 0,
            rounds: 0,
        },
    ];

    /// Each event with its link, date, counts and actions; names and ids escaped.
    #[test]
    fn each_event_with_its_actions() {
        assert_eq!(
            event_list(&TWO, None).into_string(),
            concat!(
                "<ul class=\"event-list\" data-testid=\"event-list\">",
                "<li class=\"event-item\" data-testid=\"event-item\"><a class=\"event-name\" href=\"#/e/1/players\" data-action=\"open\" data-key=\"1\">Friday</a>",
                "<span class=\"meta\">2026-11-27 · 8 players · 3 rounds</span><span class=\"actions\">",
                "<button type=\"button\" data-action=\"rename\" data-key=\"1\">Rename</button>",
                "<button type=\"button\" data-action=\"duplicate\" data-key=\"1\">Duplicate</button>",
                "<button type=\"button\" class=\"danger\" data-testid=\"delete-event\" data-action=\"delete\" data-key=\"1\">Delete</button></span></li>",
                "<li class=\"event-item\" data-testid=\"event-item\"><a class=\"event-name\" href=\"#/e/2/players\" data-action=\"open\" data-key=\"2\">Ann &amp; &quot;Bo&quot;</a>",
                "<span class=\"meta\"> · 0 players · 0 rounds</span><span class=\"actions\">",
                "<button type=\"button\" data-action=\"rename\" data-key=\"2\">Rename</button>",
                "<button type=\"button\" data-action=\"duplicate\" data-key=\"2\">Duplicate</button>",
                "<button type=\"button\" class=\"danger\" data-testid=\"delete-event\" data-action=\"delete\" data-key=\"2\">Delete</button></span></li>",
                "</ul>",
            )
        );
    }

    /// The event being renamed is a form holding its name; the others stay links.
    #[test]
    fn the_event_being_renamed_is_a_form() {
        let list = event_list(&TWO, Some("2")).into_string();
        assert!(list.contains(concat!(
            "<form class=\"inline\" data-action=\"rename-save\" data-key=\"2\"><label class=\"visually-hidden\" for=\"rename-event\">New name</label>",
            "<input id=\"rename-event\" name=\"name\" value=\"Ann &amp; &quot;Bo&quot;\"><button type=\"submit\">Save</button>",
            "<button type=\"button\" data-action=\"rename-cancel\">Cancel</button></form>",
        )));
        assert!(list.contains("data-action=\"open\" data-key=\"1\">Friday</a>"));
        assert!(!list.contains("data-key=\"2\">Ann"));
    }

    /// No event: the sentence that says what to do.
    #[test]
    fn no_event_says_how_to_make_one() {
        assert_eq!(
            event_list(&[], None).into_string(),
            "<p class=\"empty\" data-testid=\"no-events\">No event yet: create one below, or import a file.</p>"
        );
    }

    #[test]
    fn deleting_asks_by_name() {
        assert_eq!(
            delete_question("Friday"),
            "Delete “Friday”? You can undo this."
        );
    }
}
