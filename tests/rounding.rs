//! Rounding for display, held to `BigRational` over the whole `u128` range.
//!
//! `Fraction::to_fixed`, `to_percent` and `is_exact_percent` must be right for every value a
//! `Fraction` can hold, not only for the small ones a real event gives: a custom floor such as
//! `4000000000000000000000000000000000000/9000000000000000000000000000000000001` is typed by hand,
//! and a long event with late entries reaches denominators near 10^37. The generators below lean
//! on the places where 128-bit arithmetic breaks: values near `u128::MAX`, huge denominators, and
//! values that lie exactly half-way between two displayed digits. Comparison and the checked sums
//! are held to the same reference.

#![cfg(not(target_arch = "wasm32"))]

use num_bigint::BigInt;
use num_rational::BigRational;
use proptest::prelude::*;
use tiebreak::core::Fraction;

/// The reference: `n/d × 10^shift` rounded half up to `digits` places, written out from
/// `BigRational` with nothing shared with the core.
fn reference(n: u128, d: u128, shift: u32, digits: u32) -> String {
    let x = BigRational::new(BigInt::from(n), BigInt::from(d))
        * BigRational::from_integer(BigInt::from(10).pow(shift + digits));
    // Half up: floor(x + 1/2).
    let half = BigRational::new(BigInt::from(1), BigInt::from(2));
    let scaled = (x + half).floor().to_integer();
    let unit = BigInt::from(10).pow(digits);
    let (int, frac) = (&scaled / &unit, &scaled % &unit);
    if digits == 0 {
        int.to_string()
    } else {
        format!(
            "{int}.{:0>width$}",
            frac.to_string(),
            width = digits as usize
        )
    }
}

/// Whether `n/d × 10^(digits + 2)` is a whole number, from `BigRational`.
fn reference_exact_percent(n: u128, d: u128, digits: u32) -> bool {
    let x = BigRational::new(BigInt::from(n), BigInt::from(d))
        * BigRational::from_integer(BigInt::from(10).pow(digits + 2));
    x.is_integer()
}

/// A `u128` biased towards the edges: near zero, near `u128::MAX`, near powers of two and ten,
/// and anywhere at all.
fn edgy() -> impl Strategy<Value = u128> {
    prop_oneof![
        any::<u128>(),
        (0u128..1000).prop_map(|k| u128::MAX - k),
        (0u128..1000).prop_map(|k| u128::MAX / 10 - 500 + k),
        (0u32..128, 0u128..64).prop_map(|(e, k)| (1u128 << e).saturating_add(k).max(1)),
        (0u32..39, 0u128..64).prop_map(|(e, k)| 10u128.pow(e).saturating_add(k)),
        (1u128..1_000_000),
        any::<u64>().prop_map(u128::from),
    ]
}

/// A fraction of two edgy values, with a positive denominator.
fn any_fraction() -> impl Strategy<Value = (u128, u128)> {
    (edgy(), edgy().prop_map(|d| d.max(1)))
}

/// A value in `[0, 1]` with a huge denominator, as floors and averages are.
fn huge_denominator() -> impl Strategy<Value = (u128, u128)> {
    (
        prop_oneof![(1u128 << 100)..=u128::MAX, (u128::MAX - 1000)..=u128::MAX],
        any::<u128>(),
    )
        .prop_map(|(d, n)| (n % d, d))
}

/// `m / (2 × 10^e)` with `m` odd: exactly half-way between two values of `e` decimal digits, where
/// rounding half up must go up.
fn exact_half() -> impl Strategy<Value = (u128, u128, u32)> {
    (0u32..=37, edgy()).prop_map(|(e, m)| {
        let d = 2 * 10u128.pow(e);
        (m | 1, d, e)
    })
}

fn check_all(n: u128, d: u128) -> Result<(), TestCaseError> {
    let f = Fraction::new(n, d);
    // The reduced fraction is the same value, so the reference uses the numbers as given.
    for digits in [0, 1, 2, 4, 6] {
        prop_assert_eq!(
            f.to_fixed(digits),
            reference(n, d, 0, digits),
            "to_fixed({})",
            digits
        );
        prop_assert_eq!(
            f.to_percent(digits),
            format!("{}%", reference(n, d, 2, digits)),
            "to_percent({})",
            digits
        );
        prop_assert_eq!(
            f.is_exact_percent(digits),
            reference_exact_percent(n, d, digits),
            "is_exact_percent({})",
            digits
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn rounding_agrees_with_bigrational_over_all_of_u128((n, d) in any_fraction()) {
        check_all(n, d)?;
    }

    #[test]
    fn rounding_agrees_with_bigrational_for_huge_denominators((n, d) in huge_denominator()) {
        check_all(n, d)?;
    }

    #[test]
    fn exact_halves_round_up((n, d, e) in exact_half()) {
        let f = Fraction::new(n, d);
        prop_assert_eq!(f.to_fixed(e), reference(n, d, 0, e));
        if e >= 2 {
            prop_assert_eq!(f.to_percent(e - 2), format!("{}%", reference(n, d, 2, e - 2)));
        }
        // One more digit shows the 5 exactly; one digit fewer is not a half any more, but still
        // has to agree.
        prop_assert_eq!(f.to_fixed(e + 1), reference(n, d, 0, e + 1));
        check_all(n, d)?;
    }
}

fn big(n: u128, d: u128) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Comparison is exact everywhere, and an exact sum either fits or is refused, never wrapped.
    #[test]
    fn comparison_and_sums_agree_with_bigrational((a, b) in any_fraction(), (c, d) in any_fraction()) {
        let (x, y) = (Fraction::new(a, b), Fraction::new(c, d));
        prop_assert_eq!(x.cmp(&y), big(a, b).cmp(&big(c, d)));
        if let Some(sum) = x.checked_add(y) {
            prop_assert_eq!(big(sum.numer(), sum.denom()), big(a, b) + big(c, d));
        }
        if let Some(third) = x.div_whole(3) {
            prop_assert_eq!(big(third.numer(), third.denom()), big(a, b) / BigRational::from_integer(BigInt::from(3)));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Values that broke the old rounding, found by fuzzing the CLI (issue 9).
// ---------------------------------------------------------------------------------------------

/// The old `to_percent` multiplied the numerator by 100 with a saturating multiplication, which
/// turned this floor (4/9 and a hair) into 37.81%.
#[test]
fn percent_of_a_floor_whose_numerator_times_100_overflows() {
    let f = Fraction::parse(
        "4000000000000000000000000000000000000/9000000000000000000000000000000000001",
    )
    .unwrap();
    assert_eq!(f.to_percent(2), "44.44%");
    assert_eq!(f.to_fixed(4), "0.4444");
    assert!(!f.is_exact_percent(2));
}

/// The old digit-by-digit division multiplied a remainder near `u128::MAX` by 10, which wrapped
/// and showed this floor (1/100 less a hair) as 0.00%.
#[test]
fn percent_whose_long_division_wrapped() {
    let f = Fraction::parse(
        "3000000000000000000000000000000000000/300000000000000000000000000000000000001",
    )
    .unwrap();
    assert_eq!(f.to_percent(2), "1.00%");
    assert_eq!(f.to_fixed(4), "0.0100");
}

/// The OGW of the 55-round event of tests/cli.rs, `wer_ogw_of_a_55_round_event_with_late_entries`,
/// which the old `to_percent` showed as 32.76%.
#[test]
fn percent_of_a_55_round_ogw() {
    let f = Fraction::parse(
        "4684600625943498656911143293150765551/10385596419234821390890908514858968000",
    )
    .unwrap();
    assert_eq!(f.to_percent(2), "45.11%");
    assert_eq!(f.to_fixed(4), "0.4511");
}

#[test]
fn the_largest_values_round_exactly() {
    let max = u128::MAX;
    assert_eq!(
        Fraction::new(max, 1).to_percent(2),
        "34028236692093846346337460743176821145500.00%"
    );
    assert_eq!(Fraction::new(max - 1, max).to_percent(2), "100.00%");
    assert_eq!(Fraction::new(1, max).to_percent(2), "0.00%");
    // 1/2 exactly, with the largest even denominator: half up.
    assert_eq!(Fraction::new(max / 2, max - 1).to_fixed(0), "1");
    assert_eq!(Fraction::new(max / 2 - 1, max - 1).to_fixed(0), "0");
}
