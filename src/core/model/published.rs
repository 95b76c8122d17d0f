//! The standings a platform published for an event, kept beside it: what a player of a Melee
//! event saw, to compare with what Tiebreak computes ([`crate::core::tiebreakers::audit`]).
//!
//! A published figure is a [`Decimal`]: the number exactly as written (`0.5555555`). A file has
//! one precision ([`Published::precision`]): the most decimals any of its percentages is written
//! with, a double's noise aside (`0.48100000000000004` has 3), or 1e-9 for a file of unrounded
//! doubles. A figure agrees with an exact value within one unit of that precision
//! ([`Decimal::within`]), however the figure itself happens to be written: the archive drops
//! trailing zeros, so `0.5` in a file of 8 decimals is 0.50000000, not "anything from 0.4 to
//! 0.6". Within one unit holds a figure rounded half up, one cut after its last decimal, and
//! Melee's own inexact arithmetic, which publishes 23/42 (0.547619047…) as 0.5476191.
//!
//! ```
//! use tiebreak::core::model::published::Decimal;
//! use tiebreak::core::Fraction;
//! let published = Decimal::parse("0.5555555").unwrap();
//! assert!(published.within(Fraction::new(5, 9), 7)); // cut after 7 decimals
//! assert!(Decimal::parse("0.5555556").unwrap().within(Fraction::new(5, 9), 7)); // rounded
//! assert!(!published.within(Fraction::new(55, 100), 7));
//! let half = Decimal::parse("0.5").unwrap(); // in a file of 8 decimals
//! assert!(!half.within(Fraction::new(45, 100), 8));
//! ```

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::fraction::Fraction;

/// The most decimals a published figure may have: 10^30 still fits in 128 bits with room for the
/// comparisons of [`Decimal::within`].
pub const MAX_DECIMALS: u32 = 30;

/// The decimals past which a figure is a double's noise, not the platform's rounding: a figure
/// is read at 12 decimals to count its places ([`Decimal::places`]).
const NOISE_DECIMALS: u32 = 12;

/// The precision of a file of unrounded doubles (10 or more places): its figures are compared
/// within 1e-9.
pub const DOUBLES_PRECISION: u32 = 9;

/// Why a published figure is not a decimal a platform writes ([`Decimal::read`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotDecimal {
    /// Written in exponent form (`5.5e-1`): no platform writes a percentage so.
    Exponent,
    /// More than [`MAX_DECIMALS`] decimals.
    Decimals,
    /// Not a number from 0 up (`-0.2`, `abc`).
    Text,
}

impl NotDecimal {
    /// The reason in words, after "`OMWP` is `…`, ".
    pub fn words(self) -> String {
        match self {
            NotDecimal::Exponent => {
                "a number in exponent form: write it with its digits, such as 0.5555555".into()
            }
            NotDecimal::Decimals => format!(
                "a number of more than {MAX_DECIMALS} decimals, more than any platform writes"
            ),
            NotDecimal::Text => "not a decimal number such as 0.5555555".into(),
        }
    }
}

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
    /// Reads a decimal number from 0 up: digits, a point and digits (`0.5555555`, `1`, `.5`).
    /// `None` for anything else ([`Decimal::read`] says why).
    pub fn parse(text: &str) -> Option<Decimal> {
        Decimal::read(text).ok()
    }

    /// Reads a decimal number from 0 up, or says why it is not one a platform writes: a figure
    /// in exponent form (`5.5e-1`) or with more than [`MAX_DECIMALS`] decimals is refused, as a
    /// negative number or any other text is.
    pub fn read(text: &str) -> Result<Decimal, NotDecimal> {
        let t = text.trim();
        if t.bytes().any(|b| b == b'e' || b == b'E') && t.bytes().any(|b| b.is_ascii_digit()) {
            return Err(NotDecimal::Exponent);
        }
        let (whole, fraction) = t.split_once('.').unwrap_or((t, ""));
        if whole.is_empty() && fraction.is_empty() {
            return Err(NotDecimal::Text);
        }
        if !whole
            .bytes()
            .chain(fraction.bytes())
            .all(|b| b.is_ascii_digit())
        {
            return Err(NotDecimal::Text);
        }
        if fraction.len() > MAX_DECIMALS as usize {
            return Err(NotDecimal::Decimals);
        }
        // The digits of both parts as one whole number, without building a string: in 64 bits
        // (every figure a platform publishes), 128 past 19 digits.
        let mut numer: u128 = 0;
        let mut small: u64 = 0;
        for (i, b) in whole.bytes().chain(fraction.bytes()).enumerate() {
            if i < 19 {
                small = small * 10 + u64::from(b - b'0');
                numer = u128::from(small);
            } else {
                numer = numer
                    .checked_mul(10)
                    .and_then(|n| n.checked_add(u128::from(b - b'0')))
                    .ok_or(NotDecimal::Text)?;
            }
        }
        let decimals = fraction.len() as u32;
        let value = Fraction::decimal(numer, decimals);
        // The text as written, unless a bare point asks for it to be spelled out.
        let text = if !whole.is_empty() && !whole.starts_with("00") {
            t.to_string()
        } else {
            value.to_fixed(decimals)
        };
        Ok(Decimal {
            text,
            value,
            decimals,
        })
    }

    /// The decimals the platform rounded the figure to: its own, less the trailing zeros, and
    /// less a double's noise (`0.48100000000000004` has 3: the figure is read at 12 decimals
    /// first, rounded half up).
    pub fn places(&self) -> u32 {
        let scale = |d: u32| 10u128.pow(d);
        let (mut units, mut places) = if self.decimals <= NOISE_DECIMALS {
            (
                self.value.numer() * (scale(self.decimals) / self.value.denom()),
                self.decimals,
            )
        } else {
            // value × 10^12, rounded half up: numer × 10^12 / denom with denom ≤ 10^30.
            let (n, d) = (self.value.numer(), self.value.denom());
            let (whole, rest) = (n / d, n % d);
            let mut units = whole * scale(NOISE_DECIMALS);
            let mut rest = rest;
            let mut digits = 0u128;
            for _ in 0..NOISE_DECIMALS {
                let r = rest * 10;
                digits = digits * 10 + r / d;
                rest = r % d;
            }
            units += digits;
            if rest * 2 >= d {
                units += 1;
            }
            (units, NOISE_DECIMALS)
        };
        while places > 0 && units % 10 == 0 {
            units /= 10;
            places -= 1;
        }
        places
    }

    /// Whether `exact` is within one unit of the `precision`th decimal of this figure: the
    /// figure is `exact` rounded, cut or raised at that precision, as a platform writes it. The
    /// precision is the file's ([`Published::precision`]), not the figure's own: a figure written
    /// `0.5` in a file of 8 decimals is 0.50000000, and 0.45 does not give it.
    pub fn within(&self, exact: Fraction, precision: u32) -> bool {
        // Both at e decimals: the figure as a whole number of units (exact, as e ≥ its
        // decimals), and exact's digits cut, with what is left over; one unit of the precision
        // is `span` units of e.
        let e = self.decimals.max(precision);
        if e > MAX_DECIMALS {
            return false;
        }
        let Some(figure) = self
            .value
            .numer()
            .checked_mul(10u128.pow(e) / self.value.denom())
        else {
            return false;
        };
        let span = 10u128.pow(e - precision);
        let (n, d) = (exact.numer(), exact.denom());
        let mut cut = n / d;
        let mut rest = n % d;
        for _ in 0..e {
            let (Some(digits), Some(r)) = (cut.checked_mul(10), rest.checked_mul(10)) else {
                return false;
            };
            cut = digits + r / d;
            rest = r % d;
        }
        // |figure - (cut + rest/d)| < span
        if figure > cut {
            let gap = figure - cut;
            if rest == 0 {
                gap < span
            } else {
                gap <= span
            }
        } else {
            cut - figure < span
        }
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
    /// The file's precision, in decimals: the most places any of its percentages is written
    /// with ([`Decimal::places`]), or [`DOUBLES_PRECISION`] for a file of unrounded doubles (10
    /// places or more). Every figure of the file is compared at it ([`Decimal::within`]).
    pub fn precision(&self) -> u32 {
        let most = self
            .rows
            .iter()
            .flat_map(|r| [&r.omw, &r.gw, &r.ogw])
            .flatten()
            .map(Decimal::places)
            .max()
            .unwrap_or(0);
        if most > DOUBLES_PRECISION {
            DOUBLES_PRECISION
        } else {
            most
        }
    }

    /// The most places of each column's figures, when the columns are written at different
    /// precisions (OMW at 4 decimals, GW at 7), each at 2 or more; `None` when they agree.
    pub fn column_places(&self) -> Option<Vec<(Column, u32)>> {
        let places: Vec<(Column, u32)> = Column::ALL
            .into_iter()
            .filter_map(|c| {
                let most = self
                    .rows
                    .iter()
                    .filter_map(|r| match c {
                        Column::Omw => r.omw.as_ref(),
                        Column::Gw => r.gw.as_ref(),
                        Column::Ogw => r.ogw.as_ref(),
                    })
                    .map(|d| d.places().min(DOUBLES_PRECISION + 1))
                    .max()?;
                Some((c, most))
            })
            .collect();
        let low = places.iter().map(|p| p.1).min()?;
        let high = places.iter().map(|p| p.1).max()?;
        (low >= 2 && low < high && low <= DOUBLES_PRECISION).then_some(places)
    }

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

/// A platform whose published standings Tiebreak reads, known by its address's host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    /// melee.gg (once mtgmelee.com).
    Melee,
    /// Magic Online, on mtgo.com or magic.gg: its files hold the top 8 and the top 32's
    /// standings, no Swiss round.
    Mtgo,
    /// CardsRealm (mtg.cardsrealm.com): store events, Pauper Royale and the like.
    CardsRealm,
    /// Topdeck (topdeck.gg).
    Topdeck,
    /// ManaTraders' series (manatraders.com).
    ManaTraders,
}

impl Platform {
    /// Every platform, for the help and the tests.
    pub const ALL: [Platform; 5] = [
        Platform::Melee,
        Platform::Mtgo,
        Platform::CardsRealm,
        Platform::Topdeck,
        Platform::ManaTraders,
    ];

    /// The platform at the address `source`, by its host (`www.` and any subdomain aside);
    /// `None` for another host, or for a text that is no `http(s)://` address.
    pub fn of(source: &str) -> Option<Platform> {
        let host = host_of(source);
        let on = |domain: &str| host == domain || host.ends_with(&format!(".{domain}"));
        Platform::ALL
            .into_iter()
            .find(|p| p.domains().iter().any(|d| on(d)))
    }

    /// The hosts it publishes on.
    fn domains(self) -> &'static [&'static str] {
        match self {
            Platform::Melee => &["melee.gg", "mtgmelee.com"],
            Platform::Mtgo => &["mtgo.com", "magic.gg"],
            Platform::CardsRealm => &["cardsrealm.com"],
            Platform::Topdeck => &["topdeck.gg"],
            Platform::ManaTraders => &["manatraders.com"],
        }
    }

    /// Its name, as a sentence gives it: `CardsRealm published these standings`.
    pub fn name(self) -> &'static str {
        match self {
            Platform::Melee => "Melee",
            Platform::Mtgo => "MTGO",
            Platform::CardsRealm => "CardsRealm",
            Platform::Topdeck => "Topdeck",
            Platform::ManaTraders => "ManaTraders",
        }
    }
}

/// Who published at the address `source`: the [`Platform`]'s name (`Melee` on melee.gg,
/// `CardsRealm` on mtg.cardsrealm.com), else the host, else `The platform`
/// ([`Published::publisher`]).
pub fn publisher_of(source: &str) -> String {
    if let Some(platform) = Platform::of(source) {
        return platform.name().into();
    }
    let host = host_of(source);
    if host.is_empty() {
        "The platform".into()
    } else {
        host
    }
}

/// The host of an address that names no platform Tiebreak knows (`example.com`), for the
/// sentence that says its figures are read under the default; `None` for a known platform's, or
/// for a text that is no `http(s)://` address.
pub fn unknown_host(source: &str) -> Option<String> {
    let host = host_of(source);
    (Platform::of(source).is_none() && !host.is_empty()).then_some(host)
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
        assert_eq!(d(".5").text, "0.5");
        for bad in ["", ".", "-0.5", "0.5.5", "abc", "0x1", "NaN"] {
            assert_eq!(Decimal::read(bad), Err(NotDecimal::Text), "{bad}");
        }
        for bad in ["5.5e-1", "5E1", "1e-40", "0.5e0"] {
            assert_eq!(Decimal::read(bad), Err(NotDecimal::Exponent), "{bad}");
        }
        let thirty = format!("0.{}", "3".repeat(30));
        assert_eq!(Decimal::read(&thirty).map(|d| d.decimals), Ok(30));
        let more = format!("0.{}", "3".repeat(31));
        assert_eq!(Decimal::read(&more), Err(NotDecimal::Decimals));
    }

    /// A figure's places are the platform's rounding: trailing zeros and a double's noise are
    /// not decimals.
    #[test]
    fn a_figure_has_the_places_it_was_rounded_to() {
        assert_eq!(d("0.48100000000000004").places(), 3);
        assert_eq!(d("0.5").places(), 1);
        assert_eq!(d("0.50").places(), 1);
        assert_eq!(d("1.0").places(), 0);
        assert_eq!(d("0.5555556").places(), 7);
        assert_eq!(d("0.3333333333333333").places(), 12);
        assert_eq!(d("0.6666666666666666").places(), 12);
        assert_eq!(d("0.9999999999999999").places(), 0);
    }

    /// One precision per file: the most places of any figure, or 1e-9 for unrounded doubles.
    #[test]
    fn a_file_is_read_at_the_most_places_of_its_figures() {
        let row = |omw: &str, gw: &str| PublishedRow {
            omw: Some(d(omw)),
            gw: Some(d(gw)),
            ..PublishedRow::default()
        };
        let file = |rows: Vec<PublishedRow>| Published {
            rows,
            ..Published::default()
        };
        assert_eq!(
            file(vec![row("0.5", "1.0"), row("0.3333", "0.5555556")]).precision(),
            7
        );
        assert_eq!(file(vec![row("0.48100000000000004", "0.5")]).precision(), 3);
        assert_eq!(file(vec![row("0.3333333333333333", "0.5")]).precision(), 9);
        assert_eq!(file(vec![]).precision(), 0);
        assert_eq!(
            file(vec![row("0.3333", "0.5555556")]).column_places(),
            Some(vec![(Column::Omw, 4), (Column::Gw, 7)])
        );
        assert_eq!(file(vec![row("0.5", "0.5555556")]).column_places(), None);
    }

    /// A figure agrees when the exact value is within one unit of the file's precision: Melee's
    /// figures rounded (5/9 as 0.5555556), cut (19/42 as 0.4523809), raised past both (23/42 as
    /// 0.5476191); a figure written with fewer decimals is read at the file's.
    #[test]
    fn a_figure_agrees_within_one_unit_of_the_files_precision() {
        assert!(d("0.5555556").within(Fraction::new(5, 9), 7));
        assert!(d("0.5555555").within(Fraction::new(5, 9), 7));
        assert!(!d("0.5555554").within(Fraction::new(5, 9), 7));
        assert!(!d("0.5555557").within(Fraction::new(5, 9), 7));
        assert!(d("0.4523809").within(Fraction::new(19, 42), 7));
        assert!(d("0.5476191").within(Fraction::new(23, 42), 7));
        // 0.5 in a file of 8 decimals is 0.50000000.
        assert!(d("0.5").within(Fraction::new(1, 2), 8));
        assert!(!d("0.5").within(Fraction::new(45, 100), 8));
        assert!(!d("0.5").within(Fraction::new(50_000_001, 100_000_000), 8));
        assert!(d("0.5").within(Fraction::new(45, 100), 1));
        assert!(!d("1.0").within(Fraction::new(95, 100), 7));
        // 0.3333 is not one third at 7 decimals; at 4 it is.
        assert!(!d("0.3333").within(Fraction::new(1, 3), 7));
        assert!(d("0.3333").within(Fraction::new(1, 3), 4));
        assert!(d("0.3333").within(Fraction::new(3333, 10000), 7));
        // A double's noise at 3 decimals, and unrounded doubles within 1e-9.
        assert!(d("0.48100000000000004").within(Fraction::new(481, 1000), 3));
        assert!(d("0.48100000000000004").within(Fraction::new(4815, 10000), 3));
        assert!(!d("0.48100000000000004").within(Fraction::new(4825, 10000), 3));
        assert!(d("0.3333333333333333").within(Fraction::new(1, 3), 9));
        assert!(!d("0.3333333").within(Fraction::new(1, 3), 9));
        assert!(d("1").within(Fraction::ONE, 0));
        assert!(d("0").within(Fraction::ZERO, 7));
        assert!(!d("0").within(Fraction::new(1, 3), 7));
        assert!(d("0").within(Fraction::new(1, 3), 0));
        assert!(d("0.0000001").within(Fraction::new(1, 100_000_000), 7));
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
