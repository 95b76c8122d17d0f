//! The Rounds tab's fields: a table's result and its time extension, the round timer's minutes,
//! and the cut "What do I need?" plays to.

use crate::core::edit::Edit;
use crate::core::model::limits::{parse_cut, parse_extension_minutes, parse_timer_minutes, Cut};
use crate::core::{Event, GameResult, InputError};

/// A table's result box: the games as typed (`21`, `2-1`, `2-1-0`), or nothing to clear it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultField {
    /// The round, from 1.
    pub round: u32,
    /// The table's index in the round, from 0.
    pub table: usize,
    /// The text typed.
    pub text: String,
}

impl ResultField {
    /// The box's `id` (the keyboard's focus moves to it): `result-1-0` for the first table of
    /// round 1.
    pub fn id(round: u32, table: usize) -> String {
        format!("result-{round}-{table}")
    }

    /// The `id` of the sentence under the box that says why what was typed was refused (the
    /// box's `aria-describedby`).
    pub fn error_id(round: u32, table: usize) -> String {
        format!("result-error-{round}-{table}")
    }

    /// The result to enter, read at `event`'s best-of; an empty box clears the result.
    pub fn read(&self, event: &Event) -> Result<Edit, InputError> {
        let result = match self.text.trim() {
            "" => None,
            text => Some(GameResult::parse(text, event.best_of)?),
        };
        Ok(Edit::SetResult {
            round: self.round,
            table: self.table,
            result,
        })
    }
}

/// A result refused at its table: the text typed, kept in the box so that it can be corrected,
/// and the sentence that says why, shown under the box in place of the saved result's games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// The table's index in the round, from 0.
    pub table: usize,
    /// The text typed.
    pub text: String,
    /// Why it was refused.
    pub sentence: String,
}

/// A table's time extension: minutes, with or without `+`; nothing is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtensionField {
    /// The round, from 1.
    pub round: u32,
    /// The table's index in the round, from 0.
    pub table: usize,
    /// The text typed.
    pub text: String,
}

impl ExtensionField {
    /// The extension to set.
    pub fn read(&self) -> Result<Edit, InputError> {
        Ok(Edit::SetExtension {
            round: self.round,
            table: self.table,
            minutes: parse_extension_minutes(&self.text)?,
        })
    }
}

/// The round timer's length, in minutes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimerField {
    /// The text typed.
    pub text: String,
}

impl TimerField {
    /// The field's `id` and `data-testid`.
    pub const ID: &'static str = "timer-minutes";

    /// The minutes to run.
    pub fn read(&self) -> Result<u32, InputError> {
        parse_timer_minutes(&self.text)
    }
}

/// The cut "What do I need?" plays to: a number of players, or nothing for the event's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CutField {
    /// The text typed.
    pub text: String,
}

impl CutField {
    /// The field's `id` and `data-testid`.
    pub const ID: &'static str = "advice-top";

    /// The cut.
    pub fn read(&self) -> Result<Cut, InputError> {
        parse_cut(&self.text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_is_read_at_the_events_best_of() {
        let mut event = Event::default();
        let field = |text: &str| ResultField {
            round: 2,
            table: 3,
            text: text.into(),
        };
        let set = |result| Edit::SetResult {
            round: 2,
            table: 3,
            result,
        };
        assert_eq!(
            field("21").read(&event),
            Ok(set(Some(GameResult::new(2, 1, 0))))
        );
        assert_eq!(field(" ").read(&event), Ok(set(None)));
        assert_eq!(
            field("30").read(&event).unwrap_err().message,
            "3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games."
        );
        // Best of five: 3-0 is a result, not a refusal.
        event.best_of = 5;
        assert_eq!(
            field("30").read(&event),
            Ok(set(Some(GameResult::new(3, 0, 0))))
        );
        assert_eq!(ResultField::id(2, 3), "result-2-3");
    }

    #[test]
    fn an_extension_timer_and_cut_refuse_with_the_cores_sentences() {
        let extension = |text: &str| ExtensionField {
            round: 1,
            table: 0,
            text: text.into(),
        };
        assert_eq!(
            extension("+5").read(),
            Ok(Edit::SetExtension {
                round: 1,
                table: 0,
                minutes: 5
            })
        );
        assert_eq!(extension("five").read().unwrap_err().message, "`five` is not a number of minutes: type the extra minutes, such as 5, or leave it empty.");
        let timer = |text: &str| TimerField { text: text.into() }.read();
        assert_eq!(timer(" 50 "), Ok(50));
        assert_eq!(
            timer("0").unwrap_err().message,
            "`0` is not a number of minutes: type a number from 1 to 600."
        );
        let cut = |text: &str| CutField { text: text.into() }.read();
        assert_eq!(cut(""), Ok(Cut::EventsOwn));
        assert_eq!(
            cut("x").unwrap_err().message,
            "“x” is not a cut: type the size of the playoff, such as 8."
        );
    }
}
