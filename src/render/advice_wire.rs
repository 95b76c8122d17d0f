//! What crosses between the bundles: the one question the organizer's app and the phone view ask
//! the advice bundle (`src/advice_main.rs`), and its answer, both typed here and written as
//! postcard bytes on the way through `index.html`'s loader. The caller is `app::on_demand`; the answerer is
//! [`crate::render::advice::answer`].
//!
//! The event crosses in one form, its players' link payload (the same bytes as the QR code). A
//! refusal is a sentence of its own variant, never a marked string, and the bundle that cannot
//! load has one sentence, [`UNAVAILABLE`]. A value that cannot be written is an error with its
//! sentence, never empty bytes.
//!
//! ```
//! use tiebreak::core::model::limits::Cut;
//! use tiebreak::render::advice_wire::{AdviceAnswer, AdviceRequest};
//! let request = AdviceRequest { payload: "abc".into(), cut: Cut::Top(8), first: Some(2) };
//! assert_eq!(AdviceRequest::from_wire(&request.to_wire().unwrap()), Ok(request));
//! let answer = AdviceAnswer::Refused("the link is damaged.".into());
//! assert_eq!(AdviceAnswer::from_wire(&answer.to_wire().unwrap()), answer);
//! ```

use serde::{Deserialize, Serialize};

use super::markup::Html;
use crate::core::model::limits::Cut;
use crate::core::{one_line, InputError, PlayerId};

/// The sentence shown when the advice bundle cannot load: offline before this device saved it.
pub const UNAVAILABLE: &str = "The advice could not be loaded: this part of the app is not saved on this device yet and the network is off. Connect once and open it again.";

/// The sentence shown when the advice bundle answers in a form this build does not read: a
/// bundle kept from another version of Tiebreak.
pub const OTHER_VERSION: &str = "The advice could not be read: this device keeps a part of the app from another version of Tiebreak. Reload the page once.";

/// "What do I need?" for one event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdviceRequest {
    /// The event as its players' link payload (`#/v/1/<this>`).
    pub payload: String,
    /// The top cut the advice is for.
    pub cut: Cut,
    /// The player whose table comes first and opens (the phone view's player), if any.
    pub first: Option<PlayerId>,
}

/// The advice bundle's answer to an [`AdviceRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AdviceAnswer {
    /// The panel's markup, drawn by [`crate::render::advice`] from escaped text only.
    Panel(String),
    /// Why there is no advice for this event (a damaged payload, a round that cannot be
    /// advised), one sentence.
    Refused(String),
}

impl AdviceRequest {
    /// The request as the advice bundle reads it, or the sentence that says it could not be
    /// written.
    pub fn to_wire(&self) -> Result<Vec<u8>, InputError> {
        // The sentence only: postcard's own words would cost the bundles their text.
        postcard::to_allocvec(self).map_err(|_| {
            InputError::new("the advice could not be asked: the question could not be written.")
        })
    }

    /// A request read back, or the sentence that refuses it (the bundle's export takes any
    /// bytes).
    pub fn from_wire(wire: &[u8]) -> Result<AdviceRequest, InputError> {
        postcard::from_bytes(wire).map_err(|e| {
            InputError::new(format!(
                "the advice was asked in a form this version does not read ({e})."
            ))
        })
    }
}

impl AdviceAnswer {
    /// The answer as the caller reads it, or the sentence that says it could not be written.
    pub fn to_wire(&self) -> Result<Vec<u8>, InputError> {
        postcard::to_allocvec(self).map_err(|_| {
            InputError::new("the advice could not be given: the answer could not be written.")
        })
    }

    /// An answer read back; one that does not read is refused with [`OTHER_VERSION`].
    pub fn from_wire(wire: &[u8]) -> AdviceAnswer {
        postcard::from_bytes(wire).unwrap_or_else(|_| AdviceAnswer::Refused(OTHER_VERSION.into()))
    }

    /// The panel's markup: the bundle's own, or the refusal in a paragraph (`advice-error`).
    pub fn into_html(self) -> Html {
        match self {
            AdviceAnswer::Panel(markup) => Html::from_bundle(markup),
            AdviceAnswer::Refused(sentence) => refusal(&sentence),
        }
    }
}

/// A refusal of the advice, as the panel shows it.
pub fn refusal(sentence: &str) -> Html {
    let mut h = Html::raw(r#"<p class="error" role="alert" data-testid="advice-error">"#);
    h.push_text(&one_line(sentence.to_string()));
    h.push_raw("</p>");
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_crosses_as_it_was_asked() {
        for cut in [Cut::EventsOwn, Cut::Top(1), Cut::Top(u32::MAX)] {
            for first in [None, Some(0), Some(usize::MAX)] {
                let r = AdviceRequest {
                    payload: "AQID-_".into(),
                    cut,
                    first,
                };
                assert_eq!(AdviceRequest::from_wire(&r.to_wire().unwrap()), Ok(r));
            }
        }
    }

    #[test]
    fn a_hostile_request_is_refused_with_a_sentence() {
        // Empty, a string cut short, a cut of a third kind, a length past the end.
        let whole = AdviceRequest {
            payload: "abc".into(),
            cut: Cut::Top(8),
            first: Some(2),
        }
        .to_wire()
        .unwrap();
        for wire in [
            &[][..],
            &whole[..2],
            &[3, b'a', b'b', b'c', 2][..],
            &[0xff, 0xff, 0xff, 0xff, 0x0f][..],
        ] {
            let e = AdviceRequest::from_wire(wire).unwrap_err().to_string();
            assert!(
                e.starts_with("the advice was asked in a form"),
                "{wire:?}: {e}"
            );
        }
    }

    #[test]
    fn an_answer_that_does_not_read_is_refused_as_another_version() {
        assert_eq!(
            AdviceAnswer::from_wire(b"<p>old markup</p>"),
            AdviceAnswer::Refused(OTHER_VERSION.into())
        );
        let panel = AdviceAnswer::Panel("<p>x</p>".into());
        assert_eq!(AdviceAnswer::from_wire(&panel.to_wire().unwrap()), panel);
    }

    #[test]
    fn a_refusal_is_one_escaped_line() {
        assert_eq!(
            AdviceAnswer::Refused("a <b>\nc".into())
                .into_html()
                .into_string(),
            r#"<p class="error" role="alert" data-testid="advice-error">a &lt;b&gt;\nc</p>"#
        );
    }
}
