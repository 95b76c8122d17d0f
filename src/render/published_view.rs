//! What a platform published, on a player's phone (link version 6), drawn by the import bundle
//! (`src/import_main.rs`) and not by the phone view's own: the readers of published standings,
//! the audit and its sentences were 19 KB of the phone view's gzipped bundle (168,642 B against
//! 149,681 B without them, PERFORMANCE.md), which every players' link would load, and only the
//! links of events run elsewhere carry published standings. The phone view draws the event at
//! once ([`crate::core::share::read_fragment_unpublished`]) and asks this for the rest through
//! `app::on_demand`; the request and the answer are typed here and cross as postcard bytes, as
//! [`crate::render::advice_wire`]'s do. The answerer is [`answer`].
//!
//! ```
//! use tiebreak::render::published_view::{PublishedAnswer, PublishedRequest};
//! let request = PublishedRequest { version: "6".into(), payload: "abc".into() };
//! assert_eq!(PublishedRequest::from_wire(&request.to_wire().unwrap()), Ok(request));
//! let answer = PublishedAnswer::Refused("the link is damaged.".into());
//! assert_eq!(PublishedAnswer::from_wire(&answer.to_wire().unwrap()), answer);
//! ```

use serde::{Deserialize, Serialize};

use super::markup::Html;
use super::phone::{self, PlayerMarks};
use crate::core::tiebreakers::audit::audit_standings;
use crate::core::{compute, share, InputError};

/// The sentence shown in the published card's place when the import bundle cannot load:
/// offline before this phone saved it. The rest of the link is shown.
pub const UNAVAILABLE: &str = "What the platform published is not shown: the part of the app that reads it is not saved on this phone yet and the network is off. Connect once and reload.";

/// The sentence shown when the import bundle answers in a form this build does not read: a
/// bundle kept from another version of Tiebreak.
pub const OTHER_VERSION: &str = "What the platform published is not shown: this phone keeps a part of the app from another version of Tiebreak. Reload the page once.";

/// The link whose published standings to draw: the two parts of its fragment after `#/v/`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishedRequest {
    /// The link's version, as its address writes it.
    pub version: String,
    /// The link's payload.
    pub payload: String,
}

/// The import bundle's answer to a [`PublishedRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PublishedAnswer {
    /// The parts of the phone view that show the published standings.
    Parts(PublishedParts),
    /// Why the link cannot be read, one sentence: the phone shows it in place of the whole page,
    /// as it shows any link that cannot be read.
    Refused(String),
}

/// The parts of the phone view that show what the platform published, as markup: the card under
/// the event's head ([`phone::published_card`]), each player's marks in the standings
/// ([`phone::published_marks`], five a player by index) and each player's published figures
/// beside the computed ones ([`phone::my_published`], one a player by index, empty for one the
/// platform did not publish).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishedParts {
    /// The card's markup.
    pub card: String,
    /// Each player's marks' markup.
    pub marks: Vec<[String; 5]>,
    /// Each player's own published figures' markup.
    pub mine: Vec<String>,
}

impl PublishedParts {
    /// The marks as markup for [`phone::standings`].
    pub fn player_marks(&self) -> Vec<PlayerMarks> {
        self.marks
            .iter()
            .map(|m| m.clone().map(Html::from_bundle))
            .collect()
    }

    /// The card as markup.
    pub fn card(&self) -> Html {
        Html::from_bundle(self.card.clone())
    }

    /// Player `n`'s own published figures as markup (nothing for a player of no row).
    pub fn mine(&self, n: usize) -> Html {
        self.mine
            .get(n)
            .map(|m| Html::from_bundle(m.clone()))
            .unwrap_or_default()
    }
}

impl PublishedRequest {
    /// The request as postcard bytes, or the sentence of why it cannot be written.
    pub fn to_wire(&self) -> Result<Vec<u8>, InputError> {
        postcard::to_allocvec(self).map_err(|_| {
            InputError::new("the published standings could not be asked for: the question could not be written.")
        })
    }

    /// A request read from postcard bytes, or the sentence of why it cannot be.
    pub fn from_wire(wire: &[u8]) -> Result<PublishedRequest, InputError> {
        postcard::from_bytes(wire).map_err(|_| {
            InputError::new(
                "the published standings were asked for in a form this version does not read.",
            )
        })
    }
}

impl PublishedAnswer {
    /// The answer as postcard bytes, or the sentence of why it cannot be written.
    pub fn to_wire(&self) -> Result<Vec<u8>, InputError> {
        postcard::to_allocvec(self).map_err(|_| {
            InputError::new(
                "the published standings could not be drawn: the answer could not be written.",
            )
        })
    }

    /// An answer read from postcard bytes; one this build does not read is [`OTHER_VERSION`].
    pub fn from_wire(wire: &[u8]) -> PublishedAnswer {
        postcard::from_bytes(wire)
            .unwrap_or_else(|_| PublishedAnswer::Refused(OTHER_VERSION.into()))
    }
}

/// The published parts of the phone view of `request`'s link: read whole ([`share::read_fragment`],
/// which refuses a published part that does not fit its players), its standings computed under
/// its ruleset and audited against what the platform published, a verdict-only link's verdicts
/// applied. A link that carries no published standings answers with no parts.
pub fn answer(request: &PublishedRequest) -> PublishedAnswer {
    let snapshot = match share::read_fragment(&request.version, &request.payload) {
        Ok(s) => s,
        Err(e) => return PublishedAnswer::Refused(e.to_string()),
    };
    let event = &snapshot.event;
    let standings = match compute(event, &event.ruleset) {
        Ok(s) => s,
        Err(e) => return PublishedAnswer::Refused(e.to_string()),
    };
    let Some(mut audit) = audit_standings(event, &standings) else {
        return PublishedAnswer::Parts(PublishedParts::default());
    };
    if let Some(v) = &snapshot.verdicts {
        share::apply_verdicts(&mut audit, v);
    }
    let verdicts = snapshot.verdicts.as_ref();
    PublishedAnswer::Parts(PublishedParts {
        card: phone::published_card(event, &audit, verdicts.is_some()).into_string(),
        marks: phone::published_marks(event, &audit)
            .into_iter()
            .map(|m| m.map(Html::into_string))
            .collect(),
        mine: (0..event.players.len())
            .map(|n| phone::my_published(event, &audit, n, verdicts).into_string())
            .collect(),
    })
}
