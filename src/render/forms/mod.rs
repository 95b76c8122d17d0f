//! The app's forms as types. Each form that the app draws and reads back has one type here that
//! owns both sides: its fields' ids (each the field's `id` and `data-testid` where it has them) as
//! constants, which the renderer or the component draws, and a reader from the fields' text as
//! typed or picked to the change they ask for (an [`Edit`](crate::core::edit::Edit), or the new
//! [`Event`](crate::core::Event)), or a refusal in one sentence.
//!
//! A value that no field offers is refused, never read as a default: the day one side changes,
//! the reader says so instead of making another change than the one asked for. The core then
//! checks the change itself ([`crate::core::edit::apply`]), with its own sentences.
//!
//! ```
//! use tiebreak::core::edit::Edit;
//! use tiebreak::core::{Event, PenaltyKind};
//! use tiebreak::render::forms::PenaltyForm;
//! let mut event = Event::default();
//! event.players.push(tiebreak::core::Player::named("Ann".into()));
//! let form = |kind: &str| PenaltyForm {
//!     player: "0".into(),
//!     round: "2".into(),
//!     kind: kind.into(),
//!     reason: "Tardiness".into(),
//! };
//! assert_eq!(
//!     form("game-loss").read(&event),
//!     Ok(Edit::GivePenalty { round: 2, player: 0, kind: PenaltyKind::GameLoss, reason: "Tardiness".into() })
//! );
//! assert_eq!(
//!     form("x").read(&event).unwrap_err().message,
//!     "`x` is not a penalty: pick a warning, a game loss, a match loss or a disqualification."
//! );
//! ```

mod by_hand;
mod new_event;
mod penalty;
mod players;

pub use by_hand::{Opponent, PairForm, SwapForm};
pub use new_event::NewEventForm;
pub use penalty::PenaltyForm;
pub use players::{
    AddPlayerForm, ByesField, FixedTableField, MissedRoundsField, PlannedRoundsField, RenameForm,
};

use crate::core::{one_line, InputError};

/// What the user typed or picked, quoted in a refusal: on one line, and at most 20 characters.
fn quoted(text: &str) -> String {
    one_line(text.trim().chars().take(20).collect())
}

/// A refusal.
fn refuse<T>(sentence: impl Into<String>) -> Result<T, InputError> {
    Err(InputError::new(sentence))
}

/// The text of a field, trimmed; refused with `none` when nothing is typed or picked.
fn picked<'a>(text: &'a str, none: &str) -> Result<&'a str, InputError> {
    match text.trim() {
        "" => refuse(none.to_string()),
        t => Ok(t),
    }
}
