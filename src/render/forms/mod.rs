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
//! use tiebreak::render::forms::penalty::PenaltyForm;
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

pub mod by_hand;
mod field;
pub mod new_event;
pub mod penalty;
pub mod pick;
pub mod players;
pub mod rounds;
