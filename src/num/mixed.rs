//! Exact-or-rounded numbers, for computations that are rational until a transcendental function
//! enters them.
//!
//! A softmax of equal logits is exactly 1/K and σ(0) is exactly 1/2, so a gradient step from
//! zero weights is rational and stays exact; as soon as an e^x with x ≠ 0 enters, the value is
//! [`Mixed::Rounded`] (a [`Real`]: a midpoint of the working precision, 77 digits unless a
//! computation asks for more, with a bound on its error) and so is
//! everything computed from it. Arithmetic never panics and never saturates.

use std::borrow::Cow;
use std::cmp::Ordering;

use super::Number;
use super::real::{self, Bound, Real, RealError};

/// An exact rational, or a value computed through exp/ln/sqrt.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Mixed {
    /// Exact.
    Exact(Number),
    /// Computed through exp/ln/sqrt: known to within its error bound.
    Rounded(Real),
}

impl From<Number> for Mixed {
    fn from(n: Number) -> Self {
        Mixed::Exact(n)
    }
}

impl From<&Number> for Mixed {
    fn from(n: &Number) -> Self {
        Mixed::Exact(n.clone())
    }
}

impl From<Real> for Mixed {
    fn from(d: Real) -> Self {
        Mixed::Rounded(d)
    }
}

impl Mixed {
    /// Zero (exact).
    pub(crate) fn zero() -> Self {
        Mixed::Exact(Number::zero())
    }

    /// One (exact).
    pub(crate) fn one() -> Self {
        Mixed::Exact(Number::one())
    }

    /// Whether the value is exact.
    pub(crate) fn is_exact(&self) -> bool {
        matches!(self, Mixed::Exact(_))
    }

    /// The exact value, if it is one.
    pub(crate) fn exact(&self) -> Option<&Number> {
        match self {
            Mixed::Exact(n) => Some(n),
            Mixed::Rounded(_) => None,
        }
    }

    /// The value as a [`Real`] (an exact value is rounded to the working precision, with its error bound).
    pub(crate) fn to_real(&self) -> Real {
        match self {
            Mixed::Exact(n) => Real::from_number(n),
            Mixed::Rounded(d) => d.clone(),
        }
    }

    /// `self + other`.
    pub(crate) fn add(&self, other: &Mixed) -> Result<Mixed, RealError> {
        Ok(match (self, other) {
            (Mixed::Exact(a), Mixed::Exact(b)) => Mixed::Exact(a + b),
            _ => Mixed::Rounded(self.to_real().add(&other.to_real())),
        })
    }

    /// `self − other`.
    pub(crate) fn sub(&self, other: &Mixed) -> Result<Mixed, RealError> {
        Ok(match (self, other) {
            (Mixed::Exact(a), Mixed::Exact(b)) => Mixed::Exact(a - b),
            _ => Mixed::Rounded(self.to_real().sub(&other.to_real())),
        })
    }

    /// `self · other`; a product with an exact 0 is exactly 0.
    pub(crate) fn mul(&self, other: &Mixed) -> Result<Mixed, RealError> {
        Ok(match (self, other) {
            (Mixed::Exact(a), Mixed::Exact(b)) => Mixed::Exact(a * b),
            (Mixed::Exact(z), _) | (_, Mixed::Exact(z)) if z.is_zero() => Mixed::zero(),
            _ => Mixed::Rounded(self.to_real().mul(&other.to_real())),
        })
    }

    /// `self / other`; dividing by zero (or by a value not known to differ from zero) is a
    /// domain error.
    pub(crate) fn div(&self, other: &Mixed) -> Result<Mixed, RealError> {
        match (self, other) {
            (Mixed::Exact(a), Mixed::Exact(b)) => a.checked_div(b).map(Mixed::Exact).ok_or(RealError::Domain),
            _ => self.to_real().div(&other.to_real()).map(Mixed::Rounded),
        }
    }

    /// `−self`.
    pub(crate) fn neg(&self) -> Mixed {
        match self {
            Mixed::Exact(n) => Mixed::Exact(-n),
            Mixed::Rounded(d) => Mixed::Rounded(d.neg()),
        }
    }

    /// Whether the value is known well enough for every digit that may be shown (exact, or a
    /// [sharp](Real::is_sharp) ball).
    pub(crate) fn is_sharp(&self) -> bool {
        match self {
            Mixed::Exact(_) => true,
            Mixed::Rounded(d) => d.is_sharp(),
        }
    }

    /// `|self|`.
    pub(crate) fn abs(&self) -> Mixed {
        match self {
            Mixed::Exact(n) => Mixed::Exact(n.abs()),
            Mixed::Rounded(d) => Mixed::Rounded(d.abs()),
        }
    }

    /// Whether the value is zero (for a rounded value: its midpoint).
    pub(crate) fn is_zero(&self) -> bool {
        match self {
            Mixed::Exact(n) => n.is_zero(),
            Mixed::Rounded(d) => d.is_zero(),
        }
    }

    /// Compares two values: exactly when both are exact, otherwise by the rounded midpoints.
    pub(crate) fn compare(&self, other: &Mixed) -> Result<Ordering, RealError> {
        Ok(match (self, other) {
            (Mixed::Exact(a), Mixed::Exact(b)) => a.cmp(b),
            _ => self.to_real().cmp_mid(&other.to_real()),
        })
    }

    /// e^self: exactly 1 at 0.
    pub(crate) fn exp(&self) -> Result<Mixed, RealError> {
        if self.exact().is_some_and(Number::is_zero) {
            return Ok(Mixed::one());
        }
        real::exp(&self.to_real()).map(Mixed::Rounded)
    }

    /// ln self, for self > 0: exactly 0 at 1.
    pub(crate) fn ln(&self) -> Result<Mixed, RealError> {
        if self.exact().is_some_and(|n| n == &Number::one()) {
            return Ok(Mixed::zero());
        }
        real::ln(&self.to_real()).map(Mixed::Rounded)
    }

    /// σ(self) = 1/(1 + e^−self): exactly 1/2 at 0.
    pub(crate) fn sigmoid(&self) -> Result<Mixed, RealError> {
        if self.exact().is_some_and(Number::is_zero) {
            return Ok(Mixed::Exact(Number::ratio(1, 2).unwrap_or_default()));
        }
        real::sigmoid(&self.to_real()).map(Mixed::Rounded)
    }

    /// `self · c`, exact when `self` is exact (the same as `self.mul(&c.exact)`, faster).
    pub(crate) fn mul_cached(&self, c: &Cached) -> Result<Mixed, RealError> {
        Ok(match self {
            Mixed::Exact(a) => Mixed::Exact(a * &c.exact),
            Mixed::Rounded(_) if c.exact.is_zero() => Mixed::zero(),
            Mixed::Rounded(d) => Mixed::Rounded(d.mul(&c.real())),
        })
    }

    /// `self + c`, exact when `self` is exact (the same as `self.add(&c.exact)`, faster).
    pub(crate) fn add_cached(&self, c: &Cached) -> Result<Mixed, RealError> {
        Ok(match self {
            Mixed::Exact(a) => Mixed::Exact(a + &c.exact),
            Mixed::Rounded(d) => Mixed::Rounded(d.add(&c.real())),
        })
    }

    /// Compares with an exact number whose [`Real`] is cached: exactly when `self` is exact, by
    /// the midpoints otherwise (the same as `self.compare(&c.exact)`, faster in loops).
    pub(crate) fn compare_cached(&self, c: &Cached) -> Result<Ordering, RealError> {
        Ok(match self {
            Mixed::Exact(a) => a.cmp(&c.exact),
            Mixed::Rounded(d) => d.cmp_mid(&c.real()),
        })
    }

    /// The midpoint alone, as a value known exactly (an exact value is itself).
    pub(crate) fn center(&self) -> Mixed {
        match self {
            Mixed::Exact(_) => self.clone(),
            Mixed::Rounded(d) => Mixed::Rounded(d.center()),
        }
    }

    /// The radius (zero for an exact value).
    pub(crate) fn radius(&self) -> Bound {
        match self {
            Mixed::Exact(_) => Bound::ZERO,
            Mixed::Rounded(d) => Bound::radius_of(d),
        }
    }

    /// An upper bound of |self| (of every value of its ball).
    pub(crate) fn upper(&self) -> Bound {
        match self {
            Mixed::Exact(n) => Bound::of_number(n),
            Mixed::Rounded(d) => Bound::upper_of(d),
        }
    }

    /// A rounded value with its radius widened by `b`; an exact value is returned as it is, not
    /// widened. So call this only where an exact value is exact for every input within `b`'s
    /// reach (softmax regression: a value that does not depend on the weights, such as the
    /// step of a feature that is 0 in every sample), never on a value that is exact only at
    /// the midpoint it was computed at: its ball would be too narrow. The name says so.
    pub(crate) fn widened_unless_exact(&self, b: Bound) -> Mixed {
        match self {
            Mixed::Rounded(d) if !b.is_zero() => Mixed::Rounded(d.widened(b)),
            _ => self.clone(),
        }
    }

    /// √self, for self ≥ 0: exact when self is the square of a rational.
    pub(crate) fn sqrt(&self) -> Result<Mixed, RealError> {
        if let Mixed::Exact(n) = self
            && let Some(r) = real::exact_sqrt(n)
        {
            return Ok(Mixed::Exact(r));
        }
        real::sqrt(&self.to_real()).map(Mixed::Rounded)
    }
}

#[cfg(test)]
impl Mixed {
    /// Test helper: whether the midpoint is within 10^−decimals of `reference`.
    #[allow(clippy::unwrap_used)]
    pub(crate) fn within(&self, reference: &str, decimals: u32) -> bool {
        let r = Number::parse(reference).unwrap().value;
        let tol =
            Number::from_bigints(num_bigint::BigInt::from(1), num_bigint::BigInt::from(10).pow(decimals)).unwrap();
        (self.to_real().mid() - r).abs() < tol
    }
}

/// An exact number with its [`Real`] worked out once, for loops that multiply rounded values
/// by the same exact inputs many times (converting a big rational costs more than a product).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Cached {
    /// The exact value.
    pub(crate) exact: Number,
    /// Its rounded value, at the working precision of [`Cached::new`].
    pub(crate) real: Real,
    bits: u64,
}

impl Cached {
    /// Caches the rounded value of `n` at the working precision.
    pub(crate) fn new(n: &Number) -> Self {
        Cached {
            exact: n.clone(),
            real: Real::from_number(n),
            bits: real::precision(),
        }
    }

    /// The rounded value at the working precision: the cached one, unless a computation asked
    /// for another precision (and the value is not an exact binary fraction).
    fn real(&self) -> Cow<'_, Real> {
        if self.bits == real::precision() || self.real.is_exact() {
            Cow::Borrowed(&self.real)
        } else {
            Cow::Owned(Real::from_number(&self.exact))
        }
    }
}

/// Caches every entry of a vector.
pub(crate) fn cache(v: &[Number]) -> Vec<Cached> {
    v.iter().map(Cached::new).collect()
}

/// The dot product of mixed weights with a cached exact vector.
pub(crate) fn dot_cached(w: &[Mixed], x: &[Cached]) -> Result<Mixed, RealError> {
    let mut acc = Mixed::zero();
    for (a, b) in w.iter().zip(x) {
        acc = acc.add(&a.mul_cached(b)?)?;
    }
    Ok(acc)
}

/// The dot product of a vector of mixed values with an exact vector.
pub(crate) fn dot(w: &[Mixed], x: &[Number]) -> Result<Mixed, RealError> {
    let mut acc = Mixed::zero();
    for (a, b) in w.iter().zip(x) {
        acc = acc.add(&a.mul(&Mixed::from(b))?)?;
    }
    Ok(acc)
}

/// Exact vectors as mixed ones.
pub(crate) fn from_exact(v: &[Number]) -> Vec<Mixed> {
    v.iter().map(Mixed::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    #[test]
    fn exact_stays_exact_until_a_transcendental_enters() {
        let a = Mixed::from(n("0.1"));
        let b = Mixed::from(n("0.2"));
        assert_eq!(a.add(&b).unwrap(), Mixed::from(n("0.3")));
        assert_eq!(Mixed::zero().sigmoid().unwrap(), Mixed::from(n("1/2")));
        assert_eq!(Mixed::zero().exp().unwrap(), Mixed::one());
        assert_eq!(Mixed::one().ln().unwrap(), Mixed::zero());
        assert_eq!(Mixed::from(n("9/16")).sqrt().unwrap(), Mixed::from(n("3/4")));
        let s = Mixed::one().sigmoid().unwrap();
        assert!(!s.is_exact());
        // σ(1) = 0.7310585786300048792511592418218362743651 (mpmath, 40 digits)
        real::assert_close(&s.to_real(), "0.7310585786300048792511592418218362743651", 35);
        assert!(!s.add(&a).unwrap().is_exact());
        // 0·x is exactly 0 whatever x is
        assert_eq!(s.mul(&Mixed::zero()).unwrap(), Mixed::zero());
    }

    #[test]
    fn errors_not_panics() {
        assert_eq!(Mixed::one().div(&Mixed::zero()), Err(RealError::Domain));
        assert_eq!(Mixed::one().div(&Mixed::Rounded(Real::zero())), Err(RealError::Domain));
        // no saturation: 10⁴⁰⁰ · 10⁴⁰⁰ is 10⁸⁰⁰
        let big = Mixed::Rounded(Real::from_number(&n("1e400")));
        real::assert_close(&big.mul(&big).unwrap().to_real(), "1e800", 70);
        assert_eq!(Mixed::from(n("1e40")).exp(), Err(RealError::Overflow));
        // e^(−10⁴⁰) and σ(∓10⁴⁰) are 0 and 1 to within far less than any shown digit
        let zero = Mixed::from(n("-1e40")).exp().unwrap().to_real();
        assert_eq!(real::round_display(&zero, 15), "0.000000000000000");
        let s0 = Mixed::from(n("-1e40")).sigmoid().unwrap().to_real();
        assert_eq!(real::round_display(&s0, 15), "0.000000000000000");
        let s1 = Mixed::from(n("1e40")).sigmoid().unwrap().to_real();
        assert_eq!(real::round_display(&s1, 15), "1.000000000000000");
        assert_eq!(Mixed::from(n("-1")).sqrt(), Err(RealError::Domain));
        assert_eq!(Mixed::zero().ln(), Err(RealError::Domain));
    }

    #[test]
    fn cached_products_equal_plain_ones() {
        let x = Cached::new(&n("0.3"));
        let r = Mixed::Rounded(Real::from_number(&n("1.5")));
        assert_eq!(r.mul_cached(&x).unwrap(), r.mul(&Mixed::from(n("0.3"))).unwrap());
        assert_eq!(Mixed::from(n("2")).mul_cached(&x).unwrap(), Mixed::from(n("0.6")));
        assert_eq!(r.add_cached(&x).unwrap(), r.add(&Mixed::from(n("0.3"))).unwrap());
        assert_eq!(r.mul_cached(&Cached::new(&Number::zero())).unwrap(), Mixed::zero());
        let w = vec![r.clone(), Mixed::one()];
        let v = vec![n("2"), n("-1")];
        assert_eq!(dot_cached(&w, &cache(&v)).unwrap(), dot(&w, &v).unwrap());
    }

    #[test]
    fn comparisons() {
        assert_eq!(
            Mixed::from(n("1/3")).compare(&Mixed::from(n("0.3333"))).unwrap(),
            Ordering::Greater
        );
        assert_eq!(
            Mixed::Rounded(Real::one()).compare(&Mixed::one()).unwrap(),
            Ordering::Equal
        );
    }
}
