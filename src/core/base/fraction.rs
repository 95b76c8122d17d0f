//! Exact non-negative fractions.
//!
//! Every percentage in Magic tiebreakers is a ratio of small whole numbers, and every one of them is
//! non-negative, so [`Fraction`] is an unsigned numerator over a positive denominator, always kept in
//! lowest terms. Comparison never rounds. Rounding happens only in [`Fraction::to_fixed`] and
//! [`Fraction::to_percent`], for display.
//!
//! ```
//! use tiebreak::core::Fraction;
//! let omw = Fraction::new(20711, 33600);
//! assert_eq!(omw.to_string(), "20711/33600");
//! assert_eq!(omw.to_fixed(4), "0.6164");
//! assert_eq!(omw.to_percent(2), "61.64%");
//! assert!(Fraction::new(4, 15) < Fraction::new(33, 100));
//! ```

use std::cmp::Ordering;
use std::fmt;

/// An exact non-negative fraction in lowest terms.
///
/// The fields are private so that the value is always reduced: two equal fractions have equal
/// fields, which makes `==` and hashing exact.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fraction {
    num: u128,
    den: u128,
}

impl Fraction {
    /// Zero.
    pub const ZERO: Fraction = Fraction { num: 0, den: 1 };
    /// One.
    pub const ONE: Fraction = Fraction { num: 1, den: 1 };

    /// Builds `num/den` in lowest terms.
    ///
    /// A zero denominator has no meaning for a percentage; it gives zero rather than a panic, and the
    /// core never asks for it (every caller checks that something was played first).
    pub fn new(num: u128, den: u128) -> Fraction {
        if den == 0 {
            return Fraction::ZERO;
        }
        // Small values are by far the most common: 64-bit division is much cheaper than 128-bit.
        if let (Ok(n), Ok(d)) = (u64::try_from(num), u64::try_from(den)) {
            let g = if n == 0 { d } else { gcd64(n, d) };
            return Fraction {
                num: (n / g).into(),
                den: (d / g).into(),
            };
        }
        let g = gcd(num, den);
        Fraction {
            num: num / g,
            den: den / g,
        }
    }

    /// `num/den` in lowest terms, usable in constants. A zero denominator gives zero.
    pub const fn new_const(num: u128, den: u128) -> Fraction {
        if den == 0 {
            return Fraction::ZERO;
        }
        // Euclid's algorithm: slower than `gcd`, but allowed in a `const fn`.
        let (mut a, mut b) = (num, den);
        while b != 0 {
            let t = a % b;
            a = b;
            b = t;
        }
        Fraction {
            num: num / a,
            den: den / a,
        }
    }

    /// The decimal `units / 10^decimals` in lowest terms (`decimals` at most 38). Only 2 and 5 can
    /// divide both, so they alone are taken out: no gcd (a published figure of Melee's is read
    /// so, three for each of a thousand players).
    pub fn decimal(mut units: u128, decimals: u32) -> Fraction {
        let (mut twos, mut fives) = (decimals, decimals);
        if units == 0 {
            return Fraction::ZERO;
        }
        while twos > 0 && units.trailing_zeros() > 0 {
            let k = units.trailing_zeros().min(twos);
            units >>= k;
            twos -= k;
        }
        // In 64 bits when it fits: a 128-bit division is a call to a library routine.
        while fives > 0 {
            let (q, r) = match u64::try_from(units) {
                Ok(u) => (u128::from(u / 5), u % 5),
                Err(_) => (units / 5, (units % 5) as u64),
            };
            if r != 0 {
                break;
            }
            units = q;
            fives -= 1;
        }
        Fraction {
            num: units,
            den: (1u128 << twos) * 5u128.pow(fives),
        }
    }

    /// A whole number.
    pub const fn whole(n: u128) -> Fraction {
        Fraction { num: n, den: 1 }
    }

    /// The numerator, in lowest terms.
    pub fn numer(&self) -> u128 {
        self.num
    }

    /// The denominator, in lowest terms.
    pub fn denom(&self) -> u128 {
        self.den
    }

    /// Parses `"20711/33600"`, `"1/3"`, `"0.33"` or `"2"`.
    pub fn parse(text: &str) -> Option<Fraction> {
        let text = text.trim();
        if let Some((n, d)) = text.split_once('/') {
            let n: u128 = n.trim().parse().ok()?;
            let d: u128 = d.trim().parse().ok()?;
            if d == 0 {
                return None;
            }
            return Some(Fraction::new(n, d));
        }
        if let Some((int, frac)) = text.split_once('.') {
            if frac.is_empty() || frac.len() > 30 || !frac.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let int: u128 = if int.is_empty() { 0 } else { int.parse().ok()? };
            let scale = 10u128.checked_pow(frac.len() as u32)?;
            let frac: u128 = frac.parse().ok()?;
            return Some(Fraction::new(
                int.checked_mul(scale)?.checked_add(frac)?,
                scale,
            ));
        }
        text.parse().ok().map(Fraction::whole)
    }

    /// The larger of `self` and `floor`, and whether the floor raised the value.
    pub fn at_least(self, floor: Option<Fraction>) -> (Fraction, bool) {
        match floor {
            Some(floor) if self < floor => (floor, true),
            _ => (self, false),
        }
    }

    /// Divides by a whole number.
    pub fn div_whole(self, n: u128) -> Option<Fraction> {
        if n == 0 {
            return None;
        }
        Some(Fraction::new(self.num, self.den.checked_mul(n)?))
    }

    /// Adds exactly, or `None` if the result does not fit in 128 bits.
    pub fn checked_add(self, other: Fraction) -> Option<Fraction> {
        let g = gcd(self.den, other.den);
        let lcm = (self.den / g).checked_mul(other.den)?;
        let a = self.num.checked_mul(lcm / self.den)?;
        let b = other.num.checked_mul(lcm / other.den)?;
        Some(Fraction::new(a.checked_add(b)?, lcm))
    }

    /// The distance between two fractions, exactly, or `None` if it does not fit in 128 bits.
    pub fn abs_diff(self, other: Fraction) -> Option<Fraction> {
        let (big, small) = if self >= other {
            (self, other)
        } else {
            (other, self)
        };
        let g = gcd(big.den, small.den);
        let lcm = (big.den / g).checked_mul(small.den)?;
        let a = big.num.checked_mul(lcm / big.den)?;
        let b = small.num.checked_mul(lcm / small.den)?;
        Some(Fraction::new(a - b, lcm))
    }

    /// The value as a decimal with `digits` digits after the point, rounded half up.
    ///
    /// Exact for every value a `Fraction` can hold: the digits come from [`decimal`]'s long
    /// division, which never multiplies past 128 bits.
    pub fn to_fixed(&self, digits: u32) -> String {
        decimal(self.num, self.den, 0, digits)
    }

    /// The value as a percentage with `digits` digits after the point: `61.64%`.
    ///
    /// The value is never multiplied by 100 in 128 bits (which could overflow): [`decimal`] moves
    /// the decimal point two places instead.
    pub fn to_percent(&self, digits: u32) -> String {
        format!("{}%", decimal(self.num, self.den, 2, digits))
    }

    /// The exact value as `numerator/denominator` in lowest terms, even for a whole number (`1/1`),
    /// so that every machine-readable output has one shape.
    pub fn ratio(&self) -> String {
        format!("{}/{}", self.num, self.den)
    }

    /// Whether [`Fraction::to_percent`] with `digits` digits shows the value exactly.
    ///
    /// `n/d` in lowest terms has a finite decimal expansion of `k` digits exactly when `d` divides
    /// `10^k`, that is when `d = 2^a × 5^b` with `a ≤ k` and `b ≤ k`; a percentage with `digits`
    /// digits is `k = digits + 2` decimal digits. Only divisions and shifts, so nothing overflows.
    pub fn is_exact_percent(&self, digits: u32) -> bool {
        // The fields are in lowest terms, but reduce again rather than rely on it.
        let mut d = self.den / gcd(self.num, self.den);
        let k = u64::from(digits) + 2;
        let twos = d.trailing_zeros();
        d >>= twos;
        let mut fives = 0u64;
        while d.is_multiple_of(5) {
            d /= 5;
            fives += 1;
        }
        d == 1 && u64::from(twos) <= k && fives <= k
    }
}

/// `num/den × 10^shift` as a decimal with `digits` digits after the point, rounded half up.
///
/// Long division, one digit at a time, on the exact remainder: the integer part is `num / den`,
/// and each further digit is `⌊10r / den⌋` with the new remainder `10r mod den`, where `r < den`.
/// After `shift + digits` digits the remainder `r` decides the rounding: up exactly when
/// `r/den ≥ 1/2`, that is `r ≥ den - r`. The carry then runs through the digit text, so no step
/// needs a wider integer than `u128`; see [`times_ten`] for why none overflows.
fn decimal(num: u128, den: u128, shift: u32, digits: u32) -> String {
    if den == 0 {
        // Never built by `Fraction` (a zero denominator gives zero); shown as zero rather than a panic.
        return decimal(0, 1, shift, digits);
    }
    // Every digit of the result, without the point: the integer part, then the fraction's digits.
    let mut text = (num / den).to_string().into_bytes();
    let mut r = num % den;
    let fraction_digits = shift as usize + digits as usize;
    text.reserve(fraction_digits);
    for _ in 0..fraction_digits {
        let (digit, rest) = times_ten(r, den);
        text.push(b'0' + digit);
        r = rest;
    }
    if r >= den - r {
        // Round half up: add one in the last place and carry.
        let mut carried = true;
        for b in text.iter_mut().rev() {
            if *b == b'9' {
                *b = b'0';
            } else {
                *b += 1;
                carried = false;
                break;
            }
        }
        if carried {
            text.insert(0, b'1');
        }
    }
    // The point goes `digits` places from the end; the integer part keeps one digit at least and
    // loses the leading zeros that moving the point by `shift` left in front.
    let point = text.len() - digits as usize;
    let (int, frac) = text.split_at(point);
    let int = match int.iter().position(|&b| b != b'0') {
        Some(first) => &int[first..],
        None => b"0",
    };
    let mut out = String::with_capacity(int.len() + 1 + frac.len());
    // Only ASCII digits were pushed above.
    out.extend(int.iter().map(|&b| char::from(b)));
    if digits > 0 {
        out.push('.');
        out.extend(frac.iter().map(|&b| char::from(b)));
    }
    out
}

/// `(⌊10r / d⌋, 10r mod d)` for `r < d`: one step of long division.
///
/// It cannot overflow. When `10r` fits in 128 bits (`r ≤ u128::MAX / 10`), it is computed
/// directly. Otherwise `10r mod d` is built from ten modular additions of `r`, each of two values
/// below `d`: `a + r mod d` is `a - (d - r)` when `a ≥ d - r` (the sum wrapped past `d`, and
/// `a - (d - r) < a < d`), else `a + r` (which is then below `d`, so it fits). Neither branch
/// leaves `[0, d)`, and `d - r` is positive because `r < d`. The quotient digit counts the wraps,
/// at most 9 since `10r < 10d`.
fn times_ten(r: u128, d: u128) -> (u8, u128) {
    debug_assert!(r < d);
    if r <= u128::MAX / 10 {
        let x = r * 10;
        return ((x / d) as u8, x % d);
    }
    let (mut q, mut acc) = (0u8, 0u128);
    for _ in 0..10 {
        if acc >= d - r {
            acc -= d - r;
            q += 1;
        } else {
            acc += r;
        }
    }
    (q, acc)
}

/// Greatest common divisor, with `gcd(0, n) = n` (and 1 for `gcd(0, 0)`, so that it divides).
///
/// Euclid's steps while either number needs more than 64 bits (one step when the other fits: a
/// sum's large denominator and a new small one), then the binary algorithm in 64-bit arithmetic,
/// [`gcd64`]: the one binary gcd.
pub(crate) fn gcd(mut a: u128, mut b: u128) -> u128 {
    if a == 0 {
        return b.max(1);
    }
    loop {
        if b == 0 {
            return a;
        }
        // Small values are by far the most common: the cheaper 64-bit arithmetic for them.
        if let (Ok(x), Ok(y)) = (u64::try_from(a), u64::try_from(b)) {
            return u128::from(gcd64(x, y));
        }
        (a, b) = (b, a % b);
    }
}

/// The binary gcd of two numbers that are not 0.
fn gcd64(mut a: u64, mut b: u64) -> u64 {
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

impl Ord for Fraction {
    fn cmp(&self, other: &Fraction) -> Ordering {
        // Fast path: both sides fit in 64 bits, so the cross products fit in 128.
        if (self.num | self.den | other.num | other.den) >> 64 == 0 {
            // Widening 64 × 64 multiplications: one instruction each.
            let wide = |x: u128, y: u128| u128::from(x as u64) * u128::from(y as u64);
            return wide(self.num, other.den).cmp(&wide(other.num, self.den));
        }
        cmp_slow(self.num, self.den, other.num, other.den)
    }
}

/// Compares `a/b` with `c/d` by continued fractions, which never overflows.
fn cmp_slow(a: u128, b: u128, c: u128, d: u128) -> Ordering {
    let (qa, ra) = (a / b, a % b);
    let (qc, rc) = (c / d, c % d);
    match qa.cmp(&qc) {
        Ordering::Equal => {}
        other => return other,
    }
    match (ra == 0, rc == 0) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        // ra/b < rc/d exactly when d/rc < b/ra.
        (false, false) => cmp_slow(d, rc, b, ra),
    }
}

impl PartialOrd for Fraction {
    fn partial_cmp(&self, other: &Fraction) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Default for Fraction {
    fn default() -> Fraction {
        Fraction::ZERO
    }
}

impl fmt::Display for Fraction {
    /// `20711/33600`, or `2` for a whole number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

impl fmt::Debug for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

impl serde::Serialize for Fraction {
    /// Always `n/d`, as in [`Fraction::ratio`].
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("{}/{}", self.num, self.den))
    }
}

/// Adds many fractions exactly, reducing once at the end.
///
/// This is the hot loop of the standings: most terms share a denominator, so the running common
/// denominator rarely changes and the sum costs one division per term.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sum {
    num: u128,
    den: u128,
}

impl Default for Sum {
    fn default() -> Sum {
        Sum { num: 0, den: 1 }
    }
}

impl Sum {
    /// Adds `times` copies of `f`; `None` if the exact sum outgrows 128 bits.
    pub(crate) fn add(&mut self, f: Fraction, times: u128) -> Option<()> {
        let (num, den) = (f.num.checked_mul(times)?, f.den);
        // The common case: both denominators fit in 64 bits, where division is cheap, and the
        // running one is often already a multiple of the new one.
        if let (Ok(sd), Ok(d)) = (u64::try_from(self.den), u64::try_from(den)) {
            if sd % d == 0 {
                self.num = self.num.checked_add(num.checked_mul((sd / d).into())?)?;
                return Some(());
            }
            let g = gcd64(sd, d);
            if let Some(lcm) = (sd / g).checked_mul(d) {
                let a = self.num.checked_mul((lcm / sd).into())?;
                let b = num.checked_mul((lcm / d).into())?;
                self.num = a.checked_add(b)?;
                self.den = lcm.into();
                return Some(());
            }
        }
        let g = gcd(self.den, den);
        let lcm = (self.den / g).checked_mul(den);
        match lcm {
            Some(lcm) => {
                let a = self.num.checked_mul(lcm / self.den)?;
                let b = num.checked_mul(lcm / den)?;
                self.num = a.checked_add(b)?;
                self.den = lcm;
                Some(())
            }
            None => {
                // Reduce and try once more before giving up.
                let reduced = Fraction::new(self.num, self.den);
                if reduced.den == self.den {
                    return None;
                }
                self.num = reduced.num;
                self.den = reduced.den;
                self.add(f, times)
            }
        }
    }

    /// The sum in lowest terms.
    pub(crate) fn value(&self) -> Fraction {
        Fraction::new(self.num, self.den)
    }

    /// The sum divided by `n`, in lowest terms: the average of `n` terms. `None` for `n = 0` or
    /// when even the reduced denominator times `n` outgrows 128 bits.
    pub(crate) fn divided_by(&self, n: u128) -> Option<Fraction> {
        if n == 0 {
            return None;
        }
        match self.den.checked_mul(n) {
            Some(den) => Some(Fraction::new(self.num, den)),
            None => self.value().div_whole(n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One gcd for every size: both numbers past 64 bits, one of them, neither, and zeros.
    #[test]
    fn gcd_of_small_and_large_numbers() {
        let big = 1u128 << 100;
        assert_eq!(gcd(0, 0), 1);
        assert_eq!(gcd(0, 12), 12);
        assert_eq!(gcd(12, 0), 12);
        assert_eq!(gcd(12, 18), 6);
        assert_eq!(gcd(3 * big, 9 * (1 << 90)), 3 * (1 << 90));
        assert_eq!(gcd(3 * big + 3, 6), 3);
        assert_eq!(gcd(6, 3 * big + 3), 3);
        // Two products of large primes that share one: 2^61 - 1 and 2^31 - 1.
        let (p, q, r) = ((1u128 << 61) - 1, (1u128 << 31) - 1, 1_000_000_007u128);
        assert_eq!(gcd(p * q, p * r), p);
        assert_eq!(gcd(p * q * r, q * r), q * r);
    }

    #[test]
    fn reduces_to_lowest_terms() {
        assert_eq!(Fraction::new(16, 24).to_string(), "2/3");
        assert_eq!(Fraction::new(0, 7).to_string(), "0");
        assert_eq!(Fraction::new(9, 3).to_string(), "3");
    }

    #[test]
    fn rounds_half_up_for_display() {
        assert_eq!(Fraction::new(2, 3).to_fixed(4), "0.6667");
        assert_eq!(Fraction::new(1, 3).to_percent(2), "33.33%");
        assert_eq!(Fraction::new(7, 8).to_fixed(4), "0.8750");
        // 0.44445 exactly: half up gives 0.4445.
        assert_eq!(Fraction::new(44445, 100000).to_fixed(4), "0.4445");
        assert_eq!(Fraction::new(99999, 100000).to_fixed(4), "1.0000");
        assert_eq!(Fraction::new(123, 16).to_fixed(4), "7.6875");
        assert_eq!(Fraction::ONE.to_percent(2), "100.00%");
    }

    #[test]
    fn long_division_steps_never_leave_128_bits() {
        let max = u128::MAX;
        // 10 × (max - 1) = 9 × max + (max - 10).
        assert_eq!(times_ten(max - 1, max), (9, max - 10));
        // 10 × 2^127 = 5 × 2^128 = 5 × (2^128 - 1) + 5.
        assert_eq!(times_ten(1 << 127, max), (5, 5));
        assert_eq!(times_ten(7, 8), (8, 6));
    }

    #[test]
    fn exact_percentages_are_those_that_end() {
        // 1/8 = 12.5%: exact with 1 digit and more, not with none.
        assert!(Fraction::new(1, 8).is_exact_percent(1));
        assert!(!Fraction::new(1, 8).is_exact_percent(0));
        // 1/64 = 1.5625%: 4 digits.
        assert!(!Fraction::new(1, 64).is_exact_percent(3));
        assert!(Fraction::new(1, 64).is_exact_percent(4));
        assert!(!Fraction::new(1, 3).is_exact_percent(30));
        assert!(Fraction::new(u128::MAX, 1).is_exact_percent(0));
        assert!(Fraction::ZERO.is_exact_percent(0));
    }

    #[test]
    fn parses_fractions_and_decimals() {
        assert_eq!(Fraction::parse("1/3"), Some(Fraction::new(1, 3)));
        assert_eq!(Fraction::parse("0.33"), Some(Fraction::new(33, 100)));
        assert_eq!(Fraction::parse(".5"), Some(Fraction::new(1, 2)));
        assert_eq!(Fraction::parse("2"), Some(Fraction::whole(2)));
        assert_eq!(Fraction::parse("1/0"), None);
        assert_eq!(Fraction::parse("a/3"), None);
        assert_eq!(Fraction::parse("-1/3"), None);
    }

    #[test]
    fn compares_exactly_even_past_64_bits() {
        let big = u64::MAX as u128 * 3;
        let a = Fraction::new(big - 1, big);
        let b = Fraction::new(big - 2, big - 1);
        assert!(b < a);
        assert_eq!(cmp_slow(1, 3, 33, 100), Ordering::Greater);
        assert!(Fraction::new(1, 3) > Fraction::new(33, 100));
    }

    #[test]
    fn sums_exactly() {
        let mut s = Sum::default();
        for (n, d) in [
            (1, 2),
            (7, 8),
            (33, 100),
            (10, 21),
            (3, 4),
            (2, 3),
            (13, 24),
            (19, 24),
        ] {
            s.add(Fraction::new(n, d), 1).unwrap();
        }
        assert_eq!(s.value().div_whole(8).unwrap(), Fraction::new(20711, 33600));
    }
}
