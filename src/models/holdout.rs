//! The holdout error estimate and its normal-approximation confidence interval (seed 003, U2.3):
//! ε̂ = errors/M, r = z·√(ε̂(1 − ε̂)/M), and the smallest test size with radius ≤ r,
//! M = ⌈z²ε(1 − ε)/r²⌉, computed exactly (a float `ceil` turns an integer bound such as 1600
//! into 1601).

use crate::models::real_line::{Real, sqrt};
use crate::num::Number;

/// A common slip, re-run by the answer checker to recognise a student's wrong answer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Mistake {
    /// None: the right computation.
    #[default]
    None,
    /// The radius without dividing by M: z·√(ε̂(1 − ε̂)).
    NotDividedByM,
    /// The radius without the square root: z·ε̂(1 − ε̂)/M.
    NoSquareRoot,
    /// The interval left unclipped below 0 or above 1.
    NotClipped,
    /// The test size rounded down (⌊bound⌋ instead of ⌈bound⌉).
    RoundedDown,
}

/// The z of the usual confidence levels: 0.90 → 1.645, 0.95 → 1.96, 0.99 → 2.576.
pub(crate) fn z_for(confidence: &Number) -> Option<Number> {
    let table = [("0.9", "1.645"), ("0.95", "1.96"), ("0.99", "2.576")];
    table
        .iter()
        .find(|(c, _)| c.parse::<Number>().is_ok_and(|c| &c == confidence))
        .and_then(|(_, z)| z.parse().ok())
}

/// The radius z·√(ε̂(1 − ε̂)/M) and the variance term ε̂(1 − ε̂)/M under the root.
pub(crate) fn radius(rate: &Number, test_size: &Number, z: &Number) -> Option<(Number, Real)> {
    let var = (rate * &(Number::one() - rate)).checked_div(test_size)?;
    let root = sqrt(&var)?;
    Some((
        var,
        Real {
            value: z * &root.value,
            exact: root.exact,
        },
    ))
}

/// [`radius`] under a mistake (the right radius for the mistakes that do not touch it).
pub(crate) fn radius_with(rate: &Number, test_size: &Number, z: &Number, mistake: Mistake) -> Option<(Number, Real)> {
    match mistake {
        Mistake::NotDividedByM => radius(rate, &Number::one(), z),
        Mistake::NoSquareRoot => {
            let (var, _) = radius(rate, test_size, z)?;
            let r = Real::exact(z * &var);
            Some((var, r))
        }
        _ => radius(rate, test_size, z),
    }
}

/// The interval [ε̂ − r, ε̂ + r] as computed, and clipped to [0, 1].
pub(crate) fn interval(rate: &Number, radius: &Real) -> ([Real; 2], [Real; 2]) {
    let lo = Real {
        value: rate - &radius.value,
        exact: radius.exact,
    };
    let hi = Real {
        value: rate + &radius.value,
        exact: radius.exact,
    };
    let clip_lo = if lo.value.is_negative() {
        Real::exact(Number::zero())
    } else {
        lo.clone()
    };
    let clip_hi = if hi.value > Number::one() {
        Real::exact(Number::one())
    } else {
        hi.clone()
    };
    ([lo, hi], [clip_lo, clip_hi])
}

/// The bound z²ε(1 − ε)/r² and the smallest whole test size M ≥ it (at least 1).
pub(crate) fn min_test_size(rate: &Number, radius: &Number, z: &Number) -> Option<(Number, Number)> {
    let bound = (&(z * z) * &(rate * &(Number::one() - rate))).checked_div(&(radius * radius))?;
    let m = bound.ceil().max(Number::one());
    Some((bound, m))
}

/// [`min_test_size`] under a mistake: ⌊bound⌋ for [`Mistake::RoundedDown`].
pub(crate) fn min_test_size_with(
    rate: &Number,
    radius: &Number,
    z: &Number,
    mistake: Mistake,
) -> Option<(Number, Number)> {
    let (bound, m) = min_test_size(rate, radius, z)?;
    match mistake {
        Mistake::RoundedDown => {
            let down = super::real_line::floor(&bound);
            Some((bound, down))
        }
        _ => Some((bound, m)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    // Seed 003, U2.3: 100 errors in M = 2000 → ε̂ = 0.05, r = 1.96·√(0.05·0.95/2000).
    // Reference with mpmath at 40 digits: 1.96*sqrt(0.00002375) = 0.0095518584579127846...
    #[test]
    fn seed_interval() {
        let rate = n("100").checked_div(&n("2000")).unwrap();
        assert_eq!(rate, n("0.05"));
        let (var, r) = radius(&rate, &n("2000"), &n("1.96")).unwrap();
        assert_eq!(var, n("0.00002375"));
        assert!(!r.exact);
        let d = (r.value.clone() - n("0.0095518584579127846")).abs();
        assert!(d < n("1e-18"), "{:?}", r.value);
        let (raw, clipped) = interval(&rate, &r);
        assert_eq!(raw, clipped);
        assert_eq!(raw[0].value.round_to(4), "0.0404");
        assert_eq!(raw[1].value.round_to(4), "0.0596");
    }

    // Seed 003, 2022_01_13 Question 2: ε = 0.2, r = 0.01 → 1.96²·0.16/0.0001 = 6146.56 → 6147.
    // ε = 0.2, z = 2, r = 0.02: 4·0.16/0.0004 = 1600 exactly (Python's
    // math.ceil(2**2*0.2*0.8/0.02**2) is 1601).
    #[test]
    fn minimum_test_sizes() {
        let (bound, m) = min_test_size(&n("0.2"), &n("0.01"), &n("1.96")).unwrap();
        assert_eq!(bound, n("6146.56"));
        assert_eq!(m, n("6147"));
        let (bound, m) = min_test_size(&n("0.2"), &n("0.02"), &n("2")).unwrap();
        assert_eq!((bound, m), (n("1600"), n("1600")));
        assert_eq!(min_test_size(&n("0"), &n("0.02"), &n("2")).unwrap().1, n("1"));
    }

    // The slips, by hand: ε̂ = 0.05, M = 2000, z = 1.96. Without /M: 1.96·√0.0475 ≈ 0.42717
    // (Python: 1.96*math.sqrt(0.0475) = 0.427169...); without the root: 1.96·0.00002375 =
    // 0.00004655 exactly. ε = 0.2, r = 0.01: ⌊6146.56⌋ = 6146.
    #[test]
    fn mistakes() {
        let (rate, m, z) = (n("0.05"), n("2000"), n("1.96"));
        let (_, r) = radius_with(&rate, &m, &z, Mistake::NotDividedByM).unwrap();
        assert_eq!(r.value.round_to(5), "0.42717");
        let (_, r) = radius_with(&rate, &m, &z, Mistake::NoSquareRoot).unwrap();
        assert_eq!(r, Real::exact(n("0.00004655")));
        assert_eq!(radius_with(&rate, &m, &z, Mistake::None), radius(&rate, &m, &z));
        let (_, size) = min_test_size_with(&n("0.2"), &n("0.01"), &z, Mistake::RoundedDown).unwrap();
        assert_eq!(size, n("6146"));
        let (_, size) = min_test_size_with(&n("0.2"), &n("0.01"), &z, Mistake::None).unwrap();
        assert_eq!(size, n("6147"));
    }

    #[test]
    fn exact_radius_and_clipping() {
        // ε̂ = 1/2, M = 100: √(1/400) = 1/20 exactly, r = 1.96/20 = 0.098.
        let (_, r) = radius(&n("0.5"), &n("100"), &n("1.96")).unwrap();
        assert_eq!(r, Real::exact(n("0.098")));
        // ε̂ = 1/100, M = 100: √(0.0099/100) ≈ 0.00995, r ≈ 0.0195 > 0.01: clipped at 0.
        let (_, r) = radius(&n("0.01"), &n("100"), &n("1.96")).unwrap();
        let (raw, clipped) = interval(&n("0.01"), &r);
        assert!(raw[0].value.is_negative());
        assert_eq!(clipped[0], Real::exact(Number::zero()));
        assert_eq!(z_for(&n("0.90")), Some(n("1.645")));
        assert_eq!(z_for(&n("0.99")), Some(n("2.576")));
        assert_eq!(z_for(&n("0.8")), None);
    }
}
