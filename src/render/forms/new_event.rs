//! The Events page's forms: a new event, and renaming one from the list.

use super::field::{picked, quoted, refuse};
use crate::core::{check_best_of, parse_planned_rounds, Event, InputError, Ruleset};

/// The new event form's fields as the browser holds them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewEventForm {
    /// The event's name as typed.
    pub name: String,
    /// The date, as the date field gives it (`2026-11-22`).
    pub date: String,
    /// The games a match is played to, picked: `1`, `3` or `5`.
    pub best_of: String,
    /// The number of Swiss rounds planned, as typed: empty for none.
    pub rounds: String,
    /// The ruleset picked: a preset's name ([`crate::core::PRESETS`]).
    pub ruleset: String,
}

impl NewEventForm {
    /// The name's `<input>`.
    pub const NAME: &'static str = "event-name";
    /// The date's `<input>`.
    pub const DATE: &'static str = "event-date";
    /// The best-of `<select>`.
    pub const BEST_OF: &'static str = "event-best-of";
    /// The planned rounds' `<input>`.
    pub const ROUNDS: &'static str = "event-rounds";
    /// The ruleset's `<select>`.
    pub const RULESET: &'static str = "event-ruleset";

    /// The new event, seeded with `seed`, or a refusal: no name, a best-of that is not an odd
    /// number of games the event file allows, a number of rounds out of range, an unknown ruleset.
    pub fn read(&self, seed: u64) -> Result<Event, InputError> {
        let name = self.name.trim().to_string();
        if name.is_empty() {
            return refuse("the event needs a name: type one, such as “Friday draft”.");
        }
        let best_of = picked(
            &self.best_of,
            "pick how many games a match has: best of 1, 3 or 5.",
        )?;
        let Ok(best_of) = best_of.parse::<u32>() else {
            return refuse(format!(
                "`{}` is not a number of games: pick best of 1, 3 or 5.",
                quoted(best_of)
            ));
        };
        check_best_of(best_of)?;
        let planned_rounds = parse_planned_rounds(&self.rounds)?;
        Ok(Event {
            name,
            date: self.date.clone(),
            best_of,
            ruleset: Ruleset::preset(&self.ruleset)?,
            planned_rounds,
            seed: Some(seed),
            ..Event::default()
        })
    }
}

/// The form that renames an event in the list ([`crate::render::events::event_list`] draws it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenameEventForm {
    /// The new name as typed.
    pub name: String,
}

impl RenameEventForm {
    /// The name's `<input>`.
    pub const NAME: &'static str = "rename-event";

    /// The new name, trimmed; an empty one is refused.
    pub fn read(&self) -> Result<String, InputError> {
        match self.name.trim() {
            "" => refuse("an event's name is empty: type a name."),
            name => Ok(name.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> NewEventForm {
        NewEventForm {
            name: " Friday draft ".into(),
            date: "2026-11-27".into(),
            best_of: "5".into(),
            rounds: "4".into(),
            ruleset: "wer".into(),
        }
    }

    fn refused(form: NewEventForm) -> String {
        form.read(7).unwrap_err().message
    }

    #[test]
    fn a_new_event_is_read_from_its_fields() {
        let expected = Event {
            name: "Friday draft".into(),
            date: "2026-11-27".into(),
            best_of: 5,
            ruleset: Ruleset::preset("wer").unwrap(),
            planned_rounds: Some(4),
            seed: Some(7),
            ..Event::default()
        };
        assert_eq!(form().read(7), Ok(expected));
        let no_rounds = NewEventForm {
            rounds: " ".into(),
            ..form()
        };
        assert_eq!(no_rounds.read(7).unwrap().planned_rounds, None);
    }

    #[test]
    fn the_event_needs_a_name() {
        let unnamed = NewEventForm {
            name: "  ".into(),
            ..form()
        };
        let sentence = "the event needs a name: type one, such as “Friday draft”.";
        assert_eq!(refused(unnamed), sentence);
    }

    /// Before issue 34 a best-of that was not a number was read as 3.
    #[test]
    fn a_best_of_that_is_not_an_odd_number_is_refused_not_read_as_3() {
        let best_of = |text: &str| {
            refused(NewEventForm {
                best_of: text.into(),
                ..form()
            })
        };
        assert_eq!(
            best_of("4"),
            "best-of 4 is not supported: use an odd number of games from 1 to 9 (3 is usual)."
        );
        assert_eq!(
            best_of(""),
            "pick how many games a match has: best of 1, 3 or 5."
        );
        assert_eq!(
            best_of("three"),
            "`three` is not a number of games: pick best of 1, 3 or 5."
        );
    }

    #[test]
    fn rounds_out_of_range_and_an_unknown_ruleset_are_refused() {
        let rounds = NewEventForm {
            rounds: "abc".into(),
            ..form()
        };
        let sentence =
            "`abc` is not a number of rounds: type a number from 1 to 60, or leave it empty.";
        assert_eq!(refused(rounds), sentence);
        let ruleset = NewEventForm {
            ruleset: "swiss".into(),
            ..form()
        };
        assert_eq!(
            refused(ruleset),
            "unknown ruleset `swiss`: choose one of mtr, wer, wltr, dci-1999, pod-sheet, team, cumulative, melee, melee-2024-2025, melee-spring-2024, melee-early-2024, cardsrealm, cardsrealm-early-2025, topdeck, manatraders."
        );
    }

    #[test]
    fn a_new_name_is_trimmed_and_never_empty() {
        let read = |name: &str| RenameEventForm { name: name.into() }.read();
        assert_eq!(read("  Friday draft "), Ok("Friday draft".to_string()));
        assert_eq!(
            read(" ").unwrap_err().message,
            "an event's name is empty: type a name."
        );
    }
}
