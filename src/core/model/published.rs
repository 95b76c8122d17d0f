//! The standings a platform published for an event, kept beside it: what a player of a Melee
//! event saw, to compare with what Tiebreak computes ([`crate::core::tiebreakers::audit`]).
//!
//! A published figure is a [`Decimal`]: the number exactly as written (`0.5555555`), with its
//! count of decimals. It agrees with an exact value when that value, cut or raised at those
//! decimals, gives it ([`Decimal::agrees`]). Rounding is one of the two, so a figure rounded half
//! up agrees, and so does one cut after its last decimal, as Melee does. Melee's own arithmetic
//! is not exact either: it publishes 23/42 (0.547619047…) as 0.5476191, above both its rounding
//! and its cut, so "rounded or cut" alone would refuse figures that Melee computed by the very
//! rules of the `melee` ruleset (5 of its 2,892 figures in the 43 shared events).
//!
//! ```
//! use tiebreak::core::model::published::Decimal;
//! use tiebreak::core::Fraction;
//! let published = Decimal::parse("0.5555555").unwrap();
//! assert!(published.agrees(Fraction::new(5, 9))); // cut after 7 decimals
//! assert!(Decimal::parse("0.5555556").unwrap().agrees(Fraction::new(5, 9))); // rounded
//! assert!(!published.agrees(Fraction::new(55, 100)));
//! assert!(Decimal::parse("0.3333").unwrap().agrees(Fraction::new(1, 3))); // 4 decimals
//! ```

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::fraction::Fraction;

/// The most decimals a published figure may have: 10^30 still fits in 128 bits with room for the
/// comparisons of [`Decimal::agrees`].
pub const MAX_DECIMALS: u32 = 30;

/// A published figure, exactly as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decimal {
    /// The number as written, without a sign: `0.5555555`, `1`, `0.75`.
    pub text: String,
    /// Its exact value.
    pub value: Fraction,
    /// Its count of decimals: 7 for `0.5555555`, 0 for `1`.
    pub decimals: u32,
}

impl Decimal {
    /// Reads a decimal number from 0 up: digits, a point and digits (`0.5555555`, `1`, `.5`), or
    /// with an exponent (`5.5e-1`, which has 2 decimals). `None` for anything else, a negative
    /// number among them, and for one with more than [`MAX_DECIMALS`] decimals.
    pub fn parse(text: &str) -> Option<Decimal> {
        let t = text.trim();
        let (mantissa, exponent) = match t.bytes().position(|b| b == b'e' || b == b'E') {
            Some(i) => (&t[..i], t[i + 1..].parse::<i32>().ok()?),
            None => (t, 0),
        };
        let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        if whole.is_empty() && fraction.is_empty() {
            return None;
        }
        // The digits of both parts as one whole number, without building a string: in 64 bits
        // (every figure a platform publishes), 128 past 19 digits.
        let mut numer: u128 = 0;
        let mut small: u64 = 0;
        for (i, b) in whole.bytes().chain(fraction.bytes()).enumerate() {
            if !b.is_ascii_digit() {
                return None;
            }
            if i < 19 {
                small = small * 10 + u64::from(b - b'0');
                numer = u128::from(small);
            } else {
                numer = numer.checked_mul(10)?.checked_add(u128::from(b - b'0'))?;
            }
        }
        let decimals = i64::try_from(fraction.len()).ok()? - i64::from(exponent);
        let (numer, decimals) = if decimals < 0 {
            let scale = 10u128.checked_pow(u32::try_from(-decimals).ok()?)?;
            (numer.checked_mul(scale)?, 0)
        } else {
            (numer, u32::try_from(decimals).ok()?)
        };
        if decimals > MAX_DECIMALS {
            return None;
        }
        let value = Fraction::decimal(numer, decimals);
        // The text as written, unless an exponent or a bare point asks for it to be spelled out.
        let text = if exponent == 0 && !whole.is_empty() && !whole.starts_with("00") {
            mantissa.to_string()
        } else {
            value.to_fixed(decimals)
        };
        Some(Decimal {
            text,
            value,
            decimals,
        })
    }

    /// Whether `exact` gives this figure when cut or raised at its decimals: the figure is
    /// `exact` rounded down or up to a multiple of `10^-decimals`. (Rounding half up is one of
    /// the two; so is Melee's cut after 7 decimals.)
    pub fn agrees(&self, exact: Fraction) -> bool {
        // exact × 10^decimals, cut: its digits by long division, so that no product passes the
        // denominator times ten.
        let (n, d) = (exact.numer(), exact.denom());
        let mut cut = n / d;
        let mut rest = n % d;
        for _ in 0..self.decimals {
            let (Some(digits), Some(r)) = (cut.checked_mul(10), rest.checked_mul(10)) else {
                return false;
            };
            cut = digits + r / d;
            rest = r % d;
        }
        let figure = self.value.numer() * (10u128.pow(self.decimals) / self.value.denom());
        figure == cut || (rest != 0 && Some(figure) == cut.checked_add(1))
    }

    /// The figure as a percentage, with its own decimals less two: `0.5555555` is `55.55555%`.
    pub fn percent(&self) -> String {
        self.value.to_percent(self.decimals.saturating_sub(2))
    }
}

/// One player's line of the published standings. Every figure is optional: a file may leave any
/// of them out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PublishedRow {
    /// Who.
    pub player: PlayerId,
    /// The published rank.
    pub rank: Option<u32>,
    /// Match points.
    pub points: Option<u32>,
    /// Matches won (byes included, as Melee counts them), lost and drawn.
    pub record: Option<(u32, u32, u32)>,
    /// Opponents' match-win %.
    pub omw: Option<Decimal>,
    /// Game-win %.
    pub gw: Option<Decimal>,
    /// Opponents' game-win %.
    pub ogw: Option<Decimal>,
    /// The percentages published as something that is not one (a GWP of `-0.2`, which Melee
    /// writes for a player with no games), as written: reported as such, never compared.
    pub not_percentages: Vec<(Column, String)>,
}

/// A published percentage's column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Column {
    /// Opponents' match-win %.
    Omw,
    /// Game-win %.
    Gw,
    /// Opponents' game-win %.
    Ogw,
}

impl Column {
    /// The three, in the order of a published table.
    pub const ALL: [Column; 3] = [Column::Omw, Column::Gw, Column::Ogw];

    /// The field of the event file and the archive: `omw`, `gw`, `ogw`.
    pub fn code(self) -> &'static str {
        match self {
            Column::Omw => "omw",
            Column::Gw => "gw",
            Column::Ogw => "ogw",
        }
    }

    /// The short heading: `OMW`, `GW`, `OGW`.
    pub fn heading(self) -> &'static str {
        match self {
            Column::Omw => "OMW",
            Column::Gw => "GW",
            Column::Ogw => "OGW",
        }
    }
}

impl PublishedRow {
    /// What `row` published as `column` but is not a percentage, if anything.
    pub fn not_percentage(&self, column: Column) -> Option<&str> {
        self.not_percentages
            .iter()
            .find(|(c, _)| *c == column)
            .map(|(_, t)| t.as_str())
    }
}

/// The standings a platform published, and where they came from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Published {
    /// The address the event came from (`https://melee.gg/Tournament/View/379300`), or empty.
    pub source: String,
    /// One row per player listed, in the published order.
    pub rows: Vec<PublishedRow>,
    /// The Swiss rounds the platform's numbering skips (`Round 4` after `Round 1` is missing
    /// rounds 1 to 3 of a Pro Tour's draft), in its numbering: every published figure counts
    /// matches the file does not hold.
    pub missing_rounds: Vec<u32>,
    /// What the reader noticed about the file, in sentences: a match listed in two rounds, a
    /// playoff that is not a bracket, a date that is not a date.
    pub notes: Vec<String>,
}

/// The largest published number of match points accepted: 3 for each of 60 rounds, with room.
pub const MAX_PUBLISHED_POINTS: u32 = 1000;

impl Published {
    /// Who published: `Melee` for an address on melee.gg, `MTGO` on mtgo.com or magic.gg,
    /// else the address's host, else `The platform`. The one home of this name, for the
    /// standings tab, the breakdown and the CLI.
    pub fn publisher(&self) -> String {
        publisher_of(&self.source)
    }

    /// The source as a link to open, when it is an `http://` or `https://` address; `None` for
    /// anything else (a `javascript:` address is no link).
    pub fn link(&self) -> Option<&str> {
        web_address(&self.source).then_some(self.source.trim())
    }

    /// Checks the rows against an event of `players` players: each names a player of the event,
    /// once; each figure from 0 to 1; points at most [`MAX_PUBLISHED_POINTS`]; the source on one
    /// line and at most 2,000 characters. `name` gives a player's name for the sentence.
    pub fn check(
        &self,
        players: usize,
        name: impl Fn(PlayerId) -> String,
    ) -> Result<(), InputError> {
        if self.source.chars().count() > 2000
            || self
                .source
                .contains(crate::core::base::error::is_line_control)
        {
            return Err(InputError::new("the published standings' source is longer than 2,000 characters or has a control character: give the address on one line."));
        }
        if self.notes.len() > 1000
            || self.notes.iter().any(|n| {
                n.chars().count() > 2000 || n.contains(crate::core::base::error::is_line_control)
            })
        {
            return Err(InputError::new("the published standings' notes are more than 1,000, or one is longer than 2,000 characters or has a control character."));
        }
        if self.missing_rounds.len() > 1000 {
            return Err(InputError::new(
                "the published standings name more than 1,000 missing rounds.",
            ));
        }
        let mut seen = vec![false; players];
        for (i, row) in self.rows.iter().enumerate() {
            let at = || format!("published standings, row {}", i + 1);
            let Some(slot) = seen.get_mut(row.player) else {
                return Err(InputError::new(format!(
                    "{}: there is no player number {}.",
                    at(),
                    row.player
                )));
            };
            if std::mem::replace(slot, true) {
                return Err(InputError::new(format!(
                    "{}: {} is listed twice.",
                    at(),
                    name(row.player)
                )));
            }
            if row.points.is_some_and(|p| p > MAX_PUBLISHED_POINTS) {
                return Err(InputError::new(format!(
                    "{}: {} points are more than an event of {} rounds can give.",
                    at(),
                    row.points.unwrap_or_default(),
                    crate::core::model::limits::MAX_ROUNDS
                )));
            }
            for (_, text) in &row.not_percentages {
                if text.chars().count() > 40
                    || text.contains(crate::core::base::error::is_line_control)
                {
                    return Err(InputError::new(format!(
                        "{}: a published figure that is not a percentage is longer than 40 characters or has a control character.",
                        at()
                    )));
                }
            }
            for (what, figure) in [("OMW", &row.omw), ("GW", &row.gw), ("OGW", &row.ogw)] {
                if let Some(f) = figure {
                    if f.value > Fraction::ONE {
                        return Err(InputError::new(format!(
                            "{}: {what} `{}` is above 1: a published percentage is a fraction from 0 to 1, such as 0.5555555.",
                            at(),
                            f.text
                        )));
                    }
                }
            }
        }
        Ok(())
    }
}

/// Who published at the address `source`: `Melee` on melee.gg, `MTGO` on mtgo.com or magic.gg,
/// else the host, else `The platform` ([`Published::publisher`]).
pub fn publisher_of(source: &str) -> String {
    let host = host_of(source);
    let on = |domain: &str| host == domain || host.ends_with(&format!(".{domain}"));
    if on("melee.gg") || on("mtgmelee.com") {
        "Melee".into()
    } else if on("mtgo.com") || on("magic.gg") {
        "MTGO".into()
    } else if host.is_empty() {
        "The platform".into()
    } else {
        host
    }
}

/// Whether an event at the address `source` was published by Melee, whose ruleset is `melee`.
pub fn from_melee(source: &str) -> bool {
    publisher_of(source) == "Melee"
}

/// Whether `address` is an `http://` or `https://` address with a host.
fn web_address(address: &str) -> bool {
    let lower = address.trim().to_ascii_lowercase();
    ["http://", "https://"]
        .iter()
        .any(|s| lower.strip_prefix(s).is_some_and(|rest| !rest.is_empty()))
        && !address.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// The host of an `http(s)://` address (`melee.gg` of `https://melee.gg/Tournament/View/1`),
/// lower case; empty for any other text, which names no platform.
fn host_of(address: &str) -> String {
    if !web_address(address) {
        return String::new();
    }
    let rest = address
        .trim()
        .split_once("://")
        .map_or(address.trim(), |(_, rest)| rest);
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host = host.rsplit('@').next().unwrap_or_default();
    let host = host.split(':').next().unwrap_or_default();
    host.trim_start_matches("www.").to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> Decimal {
        Decimal::parse(text).unwrap()
    }

    #[test]
    fn a_decimal_is_in_lowest_terms() {
        for (units, decimals) in [
            (5555555u128, 7),
            (75, 2),
            (5, 1),
            (1, 0),
            (0, 3),
            (1000, 3),
            (3125, 5),
            (8, 3),
        ] {
            let f = Fraction::decimal(units, decimals);
            assert_eq!(
                f,
                Fraction::new(units, 10u128.pow(decimals)),
                "{units}/10^{decimals}"
            );
            assert_eq!((f.numer(), f.denom()), {
                let g = Fraction::new(units, 10u128.pow(decimals));
                (g.numer(), g.denom())
            });
        }
    }

    #[test]
    fn a_decimal_keeps_its_digits_and_its_count_of_decimals() {
        assert_eq!(d("0.5555555").value, Fraction::new(5555555, 10_000_000));
        assert_eq!(d("0.5555555").decimals, 7);
        assert_eq!(d("1").decimals, 0);
        assert_eq!(d("1.0").text, "1.0");
        assert_eq!(d("0.75").text, "0.75");
        assert_eq!(d("5.5e-1").text, "0.55");
        assert_eq!(d("5E1").value, Fraction::whole(50));
        for bad in ["", ".", "-0.5", "0.5.5", "abc", "1e", "0x1", "1e-40", "NaN"] {
            assert_eq!(Decimal::parse(bad), None, "{bad}");
        }
    }

    /// Melee's figures of the shared events: rounded (5/9 as 0.5555556), cut (19/42 as
    /// 0.4523809), raised past both (23/42 as 0.5476191), and 1/3 as 0.3333.
    #[test]
    fn a_figure_agrees_when_the_exact_value_cut_or_raised_gives_it() {
        assert!(d("0.5555556").agrees(Fraction::new(5, 9)));
        assert!(d("0.5555555").agrees(Fraction::new(5, 9)));
        assert!(!d("0.5555554").agrees(Fraction::new(5, 9)));
        assert!(!d("0.5555557").agrees(Fraction::new(5, 9)));
        assert!(d("0.4523809").agrees(Fraction::new(19, 42)));
        assert!(d("0.5476191").agrees(Fraction::new(23, 42)));
        assert!(d("0.3333").agrees(Fraction::new(1, 3)));
        assert!(!d("0.3333").agrees(Fraction::new(33, 100)));
        // Two decimals are two decimals: 0.75 is what 0.749 and 0.7501 give at two decimals, and
        // an exact 0.74 or 0.76 is not.
        assert!(d("0.75").agrees(Fraction::new(3, 4)));
        assert!(d("0.75").agrees(Fraction::new(749, 1000)));
        assert!(d("0.75").agrees(Fraction::new(7501, 10000)));
        assert!(!d("0.75").agrees(Fraction::new(74, 100)));
        assert!(!d("0.75").agrees(Fraction::new(76, 100)));
        assert!(!d("0.749").agrees(Fraction::new(3, 4)));
        assert!(d("1").agrees(Fraction::ONE));
        assert!(d("0").agrees(Fraction::ZERO));
        assert!(!d("0").agrees(Fraction::ONE));
        // No decimals, as a writer that drops trailing zeros leaves 0.0: 1/3 cut is 0.
        assert!(d("0").agrees(Fraction::new(1, 3)));
        assert!(!d("0.0").agrees(Fraction::new(1, 3)));
        assert!(d("0.0000001").agrees(Fraction::new(1, 100_000_000)));
    }

    #[test]
    fn a_percentage_keeps_every_published_decimal() {
        assert_eq!(d("0.5555555").percent(), "55.55555%");
        assert_eq!(d("0.75").percent(), "75%");
        assert_eq!(d("1").percent(), "100%");
        assert_eq!(d("0.3333").percent(), "33.33%");
    }

    #[test]
    fn the_publisher_is_named_from_the_address() {
        let of = |source: &str| {
            Published {
                source: source.into(),
                rows: Vec::new(),
                missing_rounds: Vec::new(),
                notes: Vec::new(),
            }
            .publisher()
        };
        assert_eq!(of("https://melee.gg/Tournament/View/379300"), "Melee");
        assert_eq!(of("https://www.mtgo.com/decklist/x"), "MTGO");
        assert_eq!(of("https://example.org:8080/a"), "example.org");
        assert_eq!(of(""), "The platform");
        // An address that is not a web address names no platform, and makes no link.
        assert_eq!(of("javascript:alert(5)"), "The platform");
        assert_eq!(of("melee.gg/Tournament/View/1"), "The platform");
        assert_eq!(of("ftp://melee.gg/x"), "The platform");
        let link = |source: &str| {
            Published {
                source: source.into(),
                ..Published::default()
            }
            .link()
            .map(str::to_string)
        };
        assert_eq!(link("javascript:alert(5)"), None);
        assert_eq!(
            link("https://melee.gg/1"),
            Some("https://melee.gg/1".into())
        );
    }
}
