//! The players' link: a snapshot of an event carried in the address's fragment, and its QR code.
//!
//! `<address>#/v/1/<payload>`: the fragment never reaches a server, so the event stays between the
//! organizer and the player. The payload is the event as [postcard] bytes (a versioned, compact
//! binary encoding of [`Wire`]), raw deflate ([miniz_oxide]), then base64url without padding. The
//! `1` is the link's version: a reader refuses a newer one with a sentence instead of guessing.
//!
//! A link is untrusted input. [`decode`] caps what it reads at every stage (the payload's length,
//! the inflated size), then builds the same file structure an imported event file becomes and
//! checks it with the same code ([`super::model::file`]), so a link can hold nothing an import would
//! refuse. Every failure is one sentence; nothing panics.
//!
//! ```
//! use tiebreak::core::{read_csv, share};
//! let event = read_csv("1,Ann,Bo,2,1,0\n2,Ann,BYE,,,\n", 3).unwrap();
//! let version = share::version_of(&event); // 1: no corrections to carry
//! let payload = share::encode(&event, 1_700_000_000);
//! let link = share::link("https://store.example/tiebreak/", version, &payload);
//! assert!(link.starts_with("https://store.example/tiebreak/#/v/1/"));
//! let snapshot = share::read_fragment("1", &payload).unwrap();
//! assert_eq!(snapshot.event.players, event.players);
//! assert_eq!(snapshot.event.rounds, event.rounds);
//! assert_eq!(snapshot.taken_at, 1_700_000_000);
//! ```

// The link by concern: what a payload carries, written from the event (`wire`), and a payload
// read back into the event file it stands for (`read`); here, the link, its version and its QR
// code.
mod read;
mod wire;

pub use read::Verdicts;
pub use wire::{LinkVersion, MAX_TAKEN_AT};

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use qrcodegen::{QrCode, QrCodeEcc, QrSegment, Version};

use crate::core::base::error::InputError;
use crate::core::base::ruleset::{EmptyFigure, Results};
use crate::core::model::event::{Event, Round};
use crate::core::model::file;

use read::{damaged, event_file, floor_into, log_files, melee_into, published_file};
use wire::{
    carried, ruleset_of_version_5, ruleset_of_version_7, wire, wire_floor, wire_log, wire_melee,
    wire_published, Wire, WireFloor, WireLog, WireMelee, WirePublished,
};

/// The part of the address before the version: `#/v/`.
pub const ROUTE: &str = "#/v/";

/// The longest payload read, in characters: 256 KiB, a link no browser chokes on and far more
/// than a 256-player, 9-round event needs (about 12 KB).
pub const MAX_PAYLOAD_CHARS: usize = 256 * 1024;

/// The most bytes a payload may inflate to: 1 MiB. Deflate can expand a thousandfold, so without
/// this cap a small link could ask for gigabytes.
pub const MAX_INFLATED_BYTES: usize = 1 << 20;

/// The largest QR code offered: version 25 (117 modules a side). Printed at half a millimetre a
/// module (about twice what a phone camera resolves at 20 cm) it is about 6 cm wide, which phone cameras read at arm's length;
/// past it the modules get too small on paper, so a bigger event gets its link only.
pub const MAX_QR_VERSION: u8 = 25;

/// An event as a link carries it, and when the organizer took it.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The event: players, drops, late entries, every round with its results, the ruleset.
    pub event: Event,
    /// When the snapshot was taken, in seconds since 1970-01-01 UTC.
    pub taken_at: u64,
    /// What the link says of the published percentages, when it carries its verdicts on them
    /// in place of the figures ([`PublishedForm::Verdicts`]); `None` when it carries the figures
    /// (in `event.published`), or no published standings.
    pub verdicts: Option<Verdicts>,
}

/// What a version 6 link carries of the published standings' percentages: the figures as
/// published, or, where a link with them would pass the QR code's limit, the verdicts on them
/// (for each, whether it agrees with the figure computed under the event's ruleset). Points,
/// records and ranks are carried either way, so that the phone finds the file's gaps itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PublishedForm {
    /// Each percentage as published, with all its decimals.
    Figures,
    /// Whether each percentage agrees, not the figure.
    Verdicts,
}

/// The payload of an event's link, taken at `taken_at` (seconds since 1970): [`payload_bytes`],
/// raw-deflated by miniz_oxide at its best compression, then [`payload_of_deflated`].
///
/// The browser app deflates the same bytes with the browser's own `CompressionStream`
/// (`deflate-raw`) instead, so that its wasm carries no compressor (PERFORMANCE.md); any raw
/// deflate stream reads back the same through [`decode`].
pub fn encode(event: &Event, taken_at: u64) -> String {
    let deflated = miniz_oxide::deflate::compress_to_vec(&payload_bytes(event, taken_at), 10);
    payload_of_deflated(&deflated)
}

/// The bytes a payload deflates: the event's postcard bytes ([`Wire`]) and their Adler-32
/// checksum.
pub fn payload_bytes(event: &Event, taken_at: u64) -> Vec<u8> {
    payload_bytes_as(event, taken_at, PublishedForm::Figures)
}

/// [`payload_bytes`] with the published standings (link version 6) in `form`. An event whose
/// verdicts cannot be computed (its standings overflow) carries the figures.
pub fn payload_bytes_as(event: &Event, taken_at: u64, form: PublishedForm) -> Vec<u8> {
    let mut bytes = postcard::to_allocvec(&wire(event, taken_at)).unwrap_or_default();
    let log = wire_log(event);
    let floor = wire_floor(event);
    let melee = wire_melee(event);
    let version = version_of(event);
    let five = version >= LinkVersion::Platform;
    if !log.numbers.is_empty() || floor != WireFloor::default() || five {
        bytes.extend(postcard::to_allocvec(&log).unwrap_or_default());
    }
    if floor != WireFloor::default() || five {
        bytes.extend(postcard::to_allocvec(&floor).unwrap_or_default());
    }
    if five {
        bytes.extend(postcard::to_allocvec(&melee).unwrap_or_default());
    }
    if let Some(published) = &event.published {
        let verdicts = match form {
            PublishedForm::Verdicts => verdicts_of(event),
            PublishedForm::Figures => None,
        };
        let wire = wire_published(published, verdicts.as_deref());
        bytes.extend(postcard::to_allocvec(&wire).unwrap_or_default());
    }
    let sum = adler2::adler32_slice(&bytes);
    bytes.extend_from_slice(&sum.to_be_bytes());
    bytes
}

/// The verdicts of a version 6 link: for each published row, `omw + 3 × gw + 9 × ogw`, each 0
/// where not published, 1 where the figure computed under the event's ruleset agrees, 2 where it
/// differs ([`crate::core::tiebreakers::audit::audit`]); `None` when the audit fails.
fn verdicts_of(event: &Event) -> Option<Vec<u32>> {
    use crate::core::tiebreakers::audit::{audit, Published4};
    let audit = audit(event, &event.ruleset).ok()?;
    let figures = [Published4::Omw, Published4::Gw, Published4::Ogw];
    Some(
        audit
            .rows
            .iter()
            .map(|row| {
                figures.iter().rev().fold(0, |code, &f| {
                    let v = match f.published(&row.published) {
                        None => 0,
                        Some(_) if row.differs.contains(&f) => 2,
                        Some(_) => 1,
                    };
                    code * 3 + v
                })
            })
            .collect(),
    )
}

/// Applies a verdict-only link's verdicts ([`Snapshot::verdicts`]) to the phone's audit of its
/// published standings, whose rows hold no percentages: each percentage the link says differs
/// is one that differs. Rows are in the published order, as the link's.
pub fn apply_verdicts(
    audit: &mut crate::core::tiebreakers::audit::Audit,
    verdicts: &[[Option<bool>; 3]],
) {
    use crate::core::tiebreakers::audit::Published4;
    let figures = [Published4::Omw, Published4::Gw, Published4::Ogw];
    for (row, v) in audit.rows.iter_mut().zip(verdicts) {
        for (&f, &agrees) in figures.iter().zip(v) {
            if agrees == Some(false) && !row.differs.contains(&f) {
                row.differs.push(f);
            }
        }
        row.differs.sort();
    }
}

/// The players' link of `event` after `base`, as `tiebreak share` makes it: with the published
/// figures, unless that link is too long for a QR code ([`qr`]) and one with the verdicts in
/// their place ([`PublishedForm::Verdicts`]) is not. An event too big for a code either way
/// keeps its figures: its link is shared as text, and the verdicts would only lose them.
pub fn players_link(base: &str, event: &Event, taken_at: u64) -> String {
    let version = version_of(event);
    let make = |form| {
        let bytes = payload_bytes_as(event, taken_at, form);
        let deflated = miniz_oxide::deflate::compress_to_vec(&bytes, 10);
        link(base, version, &payload_of_deflated(&deflated))
    };
    let figures = make(PublishedForm::Figures);
    if event.published.is_none() || qr(&figures).is_some() {
        return figures;
    }
    let verdicts = make(PublishedForm::Verdicts);
    if keeps_figures(&figures, &verdicts) {
        figures
    } else {
        verdicts
    }
}

/// Whether a players' link keeps its published figures (`figures`) rather than the verdicts in
/// their place (`verdicts`, the same link made with [`PublishedForm::Verdicts`]): unless only
/// the verdicts' link fits a QR code. The one home of the choice, for the CLI
/// ([`players_link`]) and the app's share panel, which deflates in the browser.
pub fn keeps_figures(figures: &str, verdicts: &str) -> bool {
    qr(figures).is_some() || qr(verdicts).is_none()
}

/// The payload, from the raw-deflated [`payload_bytes`]: base64url without padding.
pub fn payload_of_deflated(deflated: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(deflated)
}

/// The link players open: `base` without any fragment, then `#/v/`, the version (`1` for an
/// event with nothing but its matches, [`version_of`]) and the payload.
pub fn link(base: &str, version: LinkVersion, payload: &str) -> String {
    let base = base.split('#').next().unwrap_or_default();
    format!("{base}{ROUTE}{}/{payload}", version.number())
}

/// The link version of an event's payload: the lowest that carries it ([`LinkVersion`]).
pub fn version_of(event: &Event) -> LinkVersion {
    let r = &event.ruleset;
    if r.match_points != Default::default() {
        LinkVersion::MatchPoints
    } else if r.makes_event_choice() {
        LinkVersion::EventChoices
    } else if event.rounds.iter().any(Round::has_lost_byes) {
        LinkVersion::LostByes
    } else if ruleset_of_version_7(r) {
        LinkVersion::Platforms
    } else if event.published.is_some() {
        LinkVersion::Published
    } else if ruleset_of_version_5(r) || wire_melee(event) != WireMelee::default() {
        LinkVersion::Platform
    } else if r.results != Results::default() || r.empty_figure != EmptyFigure::default() {
        LinkVersion::Choices
    } else if wire_floor(event) != WireFloor::default() {
        LinkVersion::Floor
    } else if carried(event).next().is_some() {
        LinkVersion::Corrections
    } else {
        LinkVersion::Plain
    }
}

/// Checks an address for players' phones, as the organizer types it: an `http://` or `https://`
/// address with no spaces, at most 300 characters. Returns it without any fragment.
pub fn check_base(base: &str) -> Result<String, InputError> {
    let base = base.trim();
    let base = base.split('#').next().unwrap_or_default();
    let lower = base.to_ascii_lowercase();
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"));
    if base.chars().count() > 300 {
        return Err(InputError::new("that address is longer than 300 characters: use the address of the app's page, such as http://192.168.1.20:8080/."));
    }
    match rest {
        None => Err(InputError::new(format!(
            "`{}` is not a web address: start it with http:// or https://, such as http://192.168.1.20:8080/.",
            crate::core::base::error::one_line(base.to_string())
        ))),
        Some("") => Err(InputError::new("the address has no host after http://: write it like http://192.168.1.20:8080/.")),
        Some(_) if base.chars().any(|c| c.is_whitespace() || c.is_control()) => {
            Err(InputError::new("an address cannot hold spaces or line breaks: copy it from the browser's address bar."))
        }
        Some(_) => Ok(base.to_string()),
    }
}

/// The snapshot in the two parts of a fragment after `#/v/`: the version and the payload.
pub fn read_fragment(version: &str, payload: &str) -> Result<Snapshot, InputError> {
    decode_version(payload, link_version(version)?)
}

/// The snapshot in a fragment as [`read_fragment`] reads it, but with its published standings
/// (link version 6) left unread, and whether it carries any: the phone view's reader. The phone
/// view draws the event at once and asks the import bundle for what the platform published
/// (`render::published_view`), so that the readers of published standings and the audit are
/// not in the bundle every players' link loads. Its checksum is checked, but a published part
/// that cannot be read is refused only by [`read_fragment`].
pub fn read_fragment_unpublished(
    version: &str,
    payload: &str,
) -> Result<(Snapshot, bool), InputError> {
    let (snapshot, unread) = decode_event(payload, link_version(version)?)?;
    Ok((snapshot, unread.is_some()))
}

/// The link version a fragment's first part names, or the sentence that refuses it.
fn link_version(version: &str) -> Result<LinkVersion, InputError> {
    let number = version.parse::<u64>().ok();
    match (number, number.and_then(LinkVersion::from_number)) {
        (_, Some(v)) => Ok(v),
        (Some(v), None) if v > u64::from(LinkVersion::NEWEST.number()) => Err(InputError::new(format!(
            "this link was made by a newer Tiebreak (link version {v}; this one reads version {}): reload the page to update it, or ask the organizer for the standings.",
            LinkVersion::NEWEST.number()
        ))),
        _ => Err(damaged(format!(
            "`{}` is not a link version",
            crate::core::base::error::one_line(version.chars().take(20).collect())
        ))),
    }
}

/// The snapshot in a payload of any version this build reads, checked as an imported event file
/// is.
pub fn decode(payload: &str) -> Result<Snapshot, InputError> {
    decode_version(payload, LinkVersion::NEWEST)
}

/// The snapshot in a payload of link version `version`: a version 1 payload holds no corrections.
fn decode_version(payload: &str, version: LinkVersion) -> Result<Snapshot, InputError> {
    let (mut snapshot, unread) = decode_event(payload, version)?;
    if let Some(unread) = unread {
        let (p, rest) = postcard::take_from_bytes::<WirePublished>(&unread.bytes)
            .map_err(|_| damaged("its published standings cannot be read"))?;
        if !rest.is_empty() {
            return Err(damaged("it has data after the event"));
        }
        // Named as the event names its players: an older build's link can name two players
        // whose names are now one, and the event file's reader tells them apart.
        let names: Vec<String> = snapshot
            .event
            .players
            .iter()
            .map(|p| p.name.clone())
            .collect();
        let (p, verdicts) = published_file(p, &names)?;
        snapshot.event.published = Some(file::published(p, &snapshot.event).map_err(invalid)?);
        snapshot.verdicts = verdicts;
    }
    Ok(snapshot)
}

/// The published part of a version 6 payload, not yet read: its bytes, which name the event's
/// players by index.
struct Unread {
    bytes: Vec<u8>,
}

/// A sentence of the event file's checks, as a link's.
fn invalid(e: InputError) -> InputError {
    InputError::new(format!("the event in this link is not valid: {e}"))
}

/// The snapshot in a payload of link version `version` without its published standings, and
/// those standings' bytes when it carries any.
fn decode_event(
    payload: &str,
    version: LinkVersion,
) -> Result<(Snapshot, Option<Unread>), InputError> {
    // A link copied from a chat may end in punctuation or a line break.
    let payload = payload.trim_end_matches(['.', ',', ')', ' ', '\n', '\r', '\t']);
    if payload.is_empty() {
        return Err(damaged("it ends where the event should begin"));
    }
    if let Some(c) = payload
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(damaged(format!(
            "it holds {}, which no Tiebreak link has",
            crate::core::base::error::one_line(format!("`{c}`"))
        )));
    }
    // Every character is ASCII now, so its length in bytes is its length in characters.
    if payload.len() > MAX_PAYLOAD_CHARS {
        return Err(InputError::new(format!(
            "this link is {} characters long, more than any event Tiebreak shares ({MAX_PAYLOAD_CHARS} at most): it is not a Tiebreak link.",
            payload.len()
        )));
    }
    let deflated = URL_SAFE_NO_PAD
        .decode(payload)
        .map_err(|_| damaged("it is cut short in the middle of a character"))?;
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, MAX_INFLATED_BYTES)
        .map_err(|e| match e.status {
            miniz_oxide::inflate::TINFLStatus::HasMoreOutput => InputError::new(format!(
                "this link expands to more than {} MiB, more than any event: it is not a Tiebreak link.",
                MAX_INFLATED_BYTES >> 20
            )),
            miniz_oxide::inflate::TINFLStatus::FailedCannotMakeProgress => {
                damaged("it is cut short")
            }
            _ => damaged("its compressed data cannot be read"),
        })?;
    let Some((bytes, sum)) = bytes.split_last_chunk::<4>() else {
        return Err(damaged("it is too short to hold an event"));
    };
    if adler2::adler32_slice(bytes) != u32::from_be_bytes(*sum) {
        return Err(damaged("its contents do not match their checksum"));
    }
    let (wire, rest) = postcard::take_from_bytes::<Wire>(bytes)
        .map_err(|_| damaged("the event in it cannot be read"))?;
    let (log, floor, melee, published) = if rest.is_empty() {
        (
            WireLog::default(),
            WireFloor::default(),
            WireMelee::default(),
            None,
        )
    } else if version < LinkVersion::Corrections {
        return Err(damaged("it has data after the event"));
    } else {
        let (log, rest) = postcard::take_from_bytes::<WireLog>(rest)
            .map_err(|_| damaged("its corrections cannot be read"))?;
        let (floor, rest) = if rest.is_empty() || version < LinkVersion::Floor {
            (WireFloor::default(), rest)
        } else {
            postcard::take_from_bytes::<WireFloor>(rest)
                .map_err(|_| damaged("its fixed tables and extensions cannot be read"))?
        };
        let (melee, rest) = if rest.is_empty() || version < LinkVersion::Platform {
            (WireMelee::default(), rest)
        } else {
            postcard::take_from_bytes::<WireMelee>(rest)
                .map_err(|_| damaged("its stages, double losses and playoff cannot be read"))?
        };

        let published = if rest.is_empty() {
            None
        } else if version < LinkVersion::Published {
            return Err(damaged("it has data after the event"));
        } else {
            Some(rest.to_vec())
        };
        (log, floor, melee, published)
    };
    let log = log_files(log, &wire.names)?;
    if wire.taken_at > MAX_TAKEN_AT {
        return Err(damaged("the time it was taken is after the year 9999"));
    }
    let taken_at = wire.taken_at;
    let names = wire.names.clone();
    let mut file = event_file(wire, version)?;
    file.log = log;
    floor_into(floor, &mut file)?;
    melee_into(melee, &names, &mut file, version)?;
    let event = file::event(file, None).map_err(invalid)?;
    let snapshot = Snapshot {
        event,
        taken_at,
        verdicts: None,
    };
    Ok((snapshot, published.map(|bytes| Unread { bytes })))
}

/// A QR code of `link` that a phone can read, or `None` when the link is too long for one
/// ([`MAX_QR_VERSION`]). The smallest version that fits, at the highest error correction that
/// keeps that version (at least level L, 7% of the code can be lost).
pub fn qr(link: &str) -> Option<QrCode> {
    let segments = QrSegment::make_segments(link);
    QrCode::encode_segments_advanced(
        &segments,
        QrCodeEcc::Low,
        Version::MIN,
        Version::new(MAX_QR_VERSION),
        None,
        true,
    )
    .ok()
}

#[cfg(test)]
mod tests {
    use super::read::result;
    use super::*;
    use crate::core::model::game_result::GameResult;

    #[test]
    fn result_codes_round_trip() {
        for (a, b, d) in [
            (2, 0, 0),
            (0, 2, 0),
            (2, 1, 0),
            (1, 1, 1),
            (0, 0, 3),
            (5, 4, 0),
        ] {
            let code = 1 + a + 16 * b + 256 * d;
            assert_eq!(result(code), Ok(Some(GameResult::new(a, b, d))));
        }
        assert_eq!(result(0), Ok(None));
        assert_eq!(result(4097), Err(()));
    }

    /// The phone view's way in: the address's fragment read by the route, then its two parts.
    #[test]
    fn a_players_page_is_not_part_of_the_payload() {
        use crate::route::Page;
        let event = crate::core::read_csv("1,Ann,Bo,2,1,0\n", 3).unwrap();
        let payload = encode(&event, 7);
        let read = |hash: &str| match Page::from_hash(hash) {
            Page::View {
                version,
                payload,
                player,
            } => (
                read_fragment(&version, &payload).map(|s| s.taken_at),
                player,
            ),
            other => panic!("{other:?}"),
        };
        assert_eq!(read(&format!("#/v/1/{payload}/p/1")), (Ok(7), Some(1)));
        assert_eq!(read(&format!("#/v/1/{payload}")), (Ok(7), None));
    }

    #[test]
    fn a_base_loses_its_fragment() {
        assert_eq!(
            link("http://a.b/x#/e/1", LinkVersion::Plain, "P"),
            "http://a.b/x#/v/1/P"
        );
        assert_eq!(
            check_base(" http://192.168.1.20:8080/#/ "),
            Ok("http://192.168.1.20:8080/".into())
        );
        assert!(check_base("ftp://x").is_err());
        assert!(check_base("http://").is_err());
        assert!(check_base("http://a b").is_err());
    }

    /// A link's version is read from its number, and only the nine this build writes are.
    #[test]
    fn a_link_version_is_read_from_its_number() {
        assert_eq!(LinkVersion::from_number(0), None);
        assert_eq!(LinkVersion::from_number(1), Some(LinkVersion::Plain));
        assert_eq!(LinkVersion::from_number(4), Some(LinkVersion::Choices));
        assert_eq!(LinkVersion::from_number(5), Some(LinkVersion::Platform));
        assert_eq!(LinkVersion::from_number(6), Some(LinkVersion::Published));
        assert_eq!(LinkVersion::from_number(7), Some(LinkVersion::Platforms));
        assert_eq!(LinkVersion::from_number(8), Some(LinkVersion::LostByes));
        assert_eq!(LinkVersion::from_number(9), Some(LinkVersion::EventChoices));
        assert_eq!(LinkVersion::from_number(10), Some(LinkVersion::MatchPoints));
        assert_eq!(LinkVersion::from_number(11), None);
        assert_eq!(LinkVersion::NEWEST.number(), 10);
    }
}
