//! The second question the organizer's app asks the on-demand bundle (`src/advice_main.rs`):
//! "read this file from elsewhere as an event". A match CSV, a platform's archive file and a
//! players' link are read there, not in the organizer's bundle, which reads only its own event
//! file: the readers of other formats are large and grow with every platform (PERFORMANCE.md,
//! "What does the organizer's bundle leave to the on-demand one?"), and an organizer imports a
//! file once per event. The request and the answer are typed here and cross as postcard bytes,
//! as [`crate::render::advice_wire`]'s do; the answerer is [`crate::render::import::answer`].
//!
//! The event comes back as the event file's compact JSON, which the organizer's app reads with
//! the reader of its own saved events: one reader of the event model in the organizer's bundle,
//! and the event crosses in the format the store keeps.
//!
//! ```
//! use tiebreak::render::import_wire::{ImportAnswer, ImportRequest};
//! let request = ImportRequest::File { text: "round,player_a".into(), best_of: 3 };
//! assert_eq!(ImportRequest::from_wire(&request.to_wire().unwrap()), Ok(request));
//! let answer = ImportAnswer::Refused("line 2: a result is missing.".into());
//! assert_eq!(ImportAnswer::from_wire(&answer.to_wire().unwrap()), answer);
//! ```

use serde::{Deserialize, Serialize};

use crate::core::InputError;

/// The sentence shown when the on-demand bundle cannot load to read a file: offline before this
/// device saved it.
pub const UNAVAILABLE: &str = "the file could not be read: the part of the app that reads it is not saved on this device yet and the network is off. Connect once and try again.";

/// The notice when a players' link's copy waits for the on-demand bundle ([`UNAVAILABLE`]): it
/// stays saved on the phone's side and is read on the next visit.
pub fn copy_not_saved_yet() -> String {
    format!("The copy from a players' link is not saved yet: {UNAVAILABLE}")
}

/// The sentence shown when the on-demand bundle answers in a form this build does not read: a
/// bundle kept from another version of Tiebreak.
pub const OTHER_VERSION: &str = "the file could not be read: this device keeps a part of the app from another version of Tiebreak. Reload the page once and try again.";

/// What to read as an event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ImportRequest {
    /// A file's text: a match CSV (its matches best of `best_of`), a platform's archive file or
    /// an event file ([`crate::core::read_event`] tells them apart).
    File {
        /// The file's text.
        text: String,
        /// Games per match, for a match CSV.
        best_of: u32,
    },
    /// A players' link (`#/v/<version>/<payload>`), which the phone view's "Save a copy to this
    /// device" leaves for the organizer's app.
    Link {
        /// The link's version, as its address writes it.
        version: String,
        /// The link's payload.
        payload: String,
    },
}

/// The on-demand bundle's answer to an [`ImportRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ImportAnswer {
    /// The event as the event file's compact JSON.
    Event(String),
    /// Why the text is not an event, one sentence (with its line where it has one).
    Refused(String),
}

impl ImportRequest {
    /// The request as the on-demand bundle reads it, or the sentence that says it could not be
    /// written.
    pub fn to_wire(&self) -> Result<Vec<u8>, InputError> {
        // The sentence only: postcard's own words would cost the bundles their text.
        postcard::to_allocvec(self)
            .map_err(|_| InputError::new("the file could not be read: it could not be passed on."))
    }

    /// A request read back, or the sentence that refuses it (the bundle's export takes any
    /// bytes).
    pub fn from_wire(wire: &[u8]) -> Result<ImportRequest, InputError> {
        postcard::from_bytes(wire).map_err(|_| InputError::new(OTHER_VERSION))
    }
}

impl ImportAnswer {
    /// The answer as the caller reads it, or the sentence that says it could not be written.
    pub fn to_wire(&self) -> Result<Vec<u8>, InputError> {
        postcard::to_allocvec(self).map_err(|_| {
            InputError::new("the file could not be read: the event read could not be passed on.")
        })
    }

    /// An answer read back; one that does not read is refused with [`OTHER_VERSION`].
    pub fn from_wire(wire: &[u8]) -> ImportAnswer {
        postcard::from_bytes(wire).unwrap_or_else(|_| ImportAnswer::Refused(OTHER_VERSION.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_crosses_as_it_was_asked() {
        for r in [
            ImportRequest::File {
                text: "round,player_a,player_b\n1,Ann,Bo\n".into(),
                best_of: 5,
            },
            ImportRequest::File {
                text: String::new(),
                best_of: u32::MAX,
            },
            ImportRequest::Link {
                version: "1".into(),
                payload: "AQID-_".into(),
            },
        ] {
            assert_eq!(ImportRequest::from_wire(&r.to_wire().unwrap()), Ok(r));
        }
    }

    #[test]
    fn a_hostile_request_is_refused_with_a_sentence() {
        // Empty, cut short, a third variant, a length past the end.
        let whole = ImportRequest::Link {
            version: "1".into(),
            payload: "abc".into(),
        }
        .to_wire()
        .unwrap();
        for wire in [
            &[][..],
            &whole[..3],
            &[2, 1, b'a'][..],
            &[1, 1, b'1', 0xff, 0xff, 0xff, 0xff, 0x0f][..],
        ] {
            assert_eq!(
                ImportRequest::from_wire(wire).unwrap_err().to_string(),
                OTHER_VERSION,
                "{wire:?}"
            );
        }
    }

    #[test]
    fn an_answer_that_does_not_read_is_refused_as_another_version() {
        assert_eq!(
            ImportAnswer::from_wire(b"{\"format\":\"tiebreak-event\"}"),
            ImportAnswer::Refused(OTHER_VERSION.into())
        );
        for a in [
            ImportAnswer::Event("{}".into()),
            ImportAnswer::Refused("line 3: x.".into()),
        ] {
            assert_eq!(ImportAnswer::from_wire(&a.to_wire().unwrap()), a);
        }
    }

    #[test]
    fn a_copy_that_waits_says_why() {
        assert_eq!(
            copy_not_saved_yet(),
            format!("The copy from a players' link is not saved yet: {UNAVAILABLE}")
        );
    }
}
