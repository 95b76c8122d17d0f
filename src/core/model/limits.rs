//! The bounds every input is held to: the best-of and the round numbers. Each has one home here,
//! used by the event file, the match CSV, the players' link and every edit.

use crate::core::base::error::{one_line, InputError};

/// The largest best-of accepted.
pub const MAX_BEST_OF: u32 = 9;

/// The largest round number accepted: far more rounds than any Swiss event plays (a Grand Prix
/// played 15), and few enough that nothing sized by a round number can grow without bound.
pub const MAX_ROUNDS: u32 = 60;

/// The largest table number accepted for a fixed table: more tables than any store has, and few
/// enough that a table number never sizes anything large.
pub const MAX_TABLE: u32 = 999;

/// The longest time extension of one table, in minutes.
pub const MAX_EXTENSION: u32 = 60;

/// Checks a fixed table's number: from 1 to [`MAX_TABLE`].
pub fn check_table_number(table: u32) -> Result<(), InputError> {
    if table == 0 || table > MAX_TABLE {
        return Err(InputError::new(format!(
            "table `{table}` is out of range: tables are numbered from 1 to {MAX_TABLE}."
        )));
    }
    Ok(())
}

/// Checks a table's time extension: from 0 to [`MAX_EXTENSION`] minutes.
pub fn check_extension(minutes: u32) -> Result<(), InputError> {
    if minutes > MAX_EXTENSION {
        return Err(InputError::new(format!(
            "an extension of {minutes} minutes is too long: give from 0 to {MAX_EXTENSION} minutes."
        )));
    }
    Ok(())
}

/// Checks a best-of setting.
pub fn check_best_of(best_of: u32) -> Result<(), InputError> {
    if best_of == 0 || best_of.is_multiple_of(2) || best_of > MAX_BEST_OF {
        return Err(InputError::new(format!(
            "best-of {best_of} is not supported: use an odd number of games from 1 to {MAX_BEST_OF} (3 is usual)."
        )));
    }
    Ok(())
}

/// The games a match is played to when nothing says otherwise: a new event, a match CSV read by
/// the CLI without `--best-of`, and a file imported in the app. Best of three, as store events are.
pub const DEFAULT_BEST_OF: u32 = 3;

/// Checks a round number: from 1 to [`MAX_ROUNDS`].
pub fn check_round(round: u32) -> Result<(), InputError> {
    if round == 0 || round > MAX_ROUNDS {
        return Err(InputError::new(format!(
            "round `{round}` is out of range: rounds are numbered from 1 to {MAX_ROUNDS}."
        )));
    }
    Ok(())
}

/// Reads a number of planned Swiss rounds as typed in the app: empty for none, else a round
/// number from 1 to [`MAX_ROUNDS`], the bound the event file holds it to. The one home of this
/// bound for the new-event form and the players tab.
pub fn parse_planned_rounds(text: &str) -> Result<Option<u32>, InputError> {
    match text.trim() {
        "" => Ok(None),
        t => match t.parse::<u32>() {
            Ok(n) if (1..=MAX_ROUNDS).contains(&n) => Ok(Some(n)),
            _ => Err(InputError::new(format!(
                "`{t}` is not a number of rounds: type a number from 1 to {MAX_ROUNDS}, or leave it empty."
            ))),
        },
    }
}

/// The round timer's length when nothing else is typed: 50 minutes, a store's usual round.
pub const DEFAULT_TIMER_MINUTES: u32 = 50;

/// The longest round timer, in minutes (ten hours).
pub const MAX_TIMER_MINUTES: u32 = 600;

/// The round timer's length as the organizer types it: a number of minutes from 1 to
/// [`MAX_TIMER_MINUTES`].
pub fn parse_timer_minutes(text: &str) -> Result<u32, InputError> {
    match text.trim().parse::<u32>() {
        Ok(m) if (1..=MAX_TIMER_MINUTES).contains(&m) => Ok(m),
        _ => Err(InputError::new(format!(
            "`{text}` is not a number of minutes: type a number from 1 to {MAX_TIMER_MINUTES}."
        ))),
    }
}

/// A table's time extension as the organizer types it: empty for none, or the extra minutes (`5`
/// or `+5`). How many minutes an event allows is the edit's to check
/// (`Edit::SetExtension`), against the event.
pub fn parse_extension_minutes(text: &str) -> Result<u32, InputError> {
    match text.trim().trim_start_matches('+') {
        "" => Ok(0),
        m => m.parse::<u32>().map_err(|_| {
            InputError::new(format!(
                "`{}` is not a number of minutes: type the extra minutes, such as 5, or leave it empty.",
                one_line(text.chars().take(20).collect())
            ))
        }),
    }
}

/// The top cut that "What do I need?" is asked for: the event's own (its playoff, else a top 8),
/// or a top `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Cut {
    /// The event's own cut.
    EventsOwn,
    /// A top `n`, `n` at least 1.
    Top(u32),
}

/// The cut as typed in the advice panel: empty for the event's own, else a whole number of 1 or
/// more.
pub fn parse_cut(text: &str) -> Result<Cut, InputError> {
    match text.trim() {
        "" => Ok(Cut::EventsOwn),
        t => match t.parse::<u32>() {
            Ok(n) if n >= 1 => Ok(Cut::Top(n)),
            _ => Err(InputError::new(format!(
                "“{t}” is not a cut: type the size of the playoff, such as 8."
            ))),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The timer's minutes and a table's extension, as typed in the rounds tab.
    #[test]
    fn timer_and_extension_minutes_are_read_or_refused() {
        assert_eq!(parse_timer_minutes(" 50 "), Ok(50));
        assert_eq!(parse_timer_minutes("1"), Ok(1));
        assert_eq!(parse_timer_minutes("600"), Ok(600));
        for t in ["0", "601", "", "5.5", "-3", "fifty"] {
            assert_eq!(
                parse_timer_minutes(t),
                Err(InputError::new(format!(
                    "`{t}` is not a number of minutes: type a number from 1 to 600."
                )))
            );
        }
        assert_eq!(parse_extension_minutes(""), Ok(0));
        assert_eq!(parse_extension_minutes(" +5 "), Ok(5));
        assert_eq!(parse_extension_minutes("12"), Ok(12));
        assert_eq!(
            parse_extension_minutes("five minutes, please, now\n"),
            Err(InputError::new("`five minutes, please` is not a number of minutes: type the extra minutes, such as 5, or leave it empty."))
        );
    }

    #[test]
    fn planned_rounds_are_empty_or_1_to_60() {
        assert_eq!(parse_planned_rounds(" "), Ok(None));
        assert_eq!(parse_planned_rounds("1"), Ok(Some(1)));
        assert_eq!(parse_planned_rounds(" 60 "), Ok(Some(60)));
        let refused = |t: &str| {
            InputError::new(format!(
                "`{t}` is not a number of rounds: type a number from 1 to 60, or leave it empty."
            ))
        };
        assert_eq!(parse_planned_rounds("61"), Err(refused("61")));
        assert_eq!(parse_planned_rounds("0"), Err(refused("0")));
        assert_eq!(parse_planned_rounds("five"), Err(refused("five")));
    }

    #[test]
    fn a_cut_is_empty_or_a_whole_number() {
        assert_eq!(parse_cut(" "), Ok(Cut::EventsOwn));
        assert_eq!(parse_cut("8"), Ok(Cut::Top(8)));
        let refused = "“0” is not a cut: type the size of the playoff, such as 8.";
        assert_eq!(parse_cut("0"), Err(InputError::new(refused)));
        assert_eq!(
            parse_cut("top"),
            Err(InputError::new(
                "“top” is not a cut: type the size of the playoff, such as 8."
            ))
        );
    }
}
