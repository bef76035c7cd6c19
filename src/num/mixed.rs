//! Exact-or-rounded numbers, for computations that are rational until a transcendental function
//! enters them.
//!
//! A softmax of equal logits is exactly 1/K and σ(0) is exactly 1/2, so a gradient step from
//! zero weights is rational and stays exact; as soon as an e^x with x ≠ 0 enters, the value is
//! [`Mixed::Rounded`] (28 significant digits, from [`super::real`]) and so is everything computed
//! from it. Arithmetic never panics: overflow is a [`RealError`].

use std::cmp::Ordering;

use rust_decimal::Decimal;

use super::Number;
use super::real::{self, RealError};

/// An exact rational, or a value computed through exp/ln/sqrt.
#[derive(Clone, Debug, PartialEq)]
pub enum Mixed {
    /// Exact.
    Exact(Number),
    /// Rounded to rust_decimal's 28 significant digits.
    Rounded(Decimal),
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

impl From<Decimal> for Mixed {
    fn from(d: Decimal) -> Self {
        Mixed::Rounded(d)
    }
}

fn dec(n: &Number) -> Result<Decimal, RealError> {
    n.to_decimal().ok_or(RealError::Overflow)
}

macro_rules! mixed_op {
    ($(#[$doc:meta])* $name:ident, $exact:tt, $checked:ident) => {
        $(#[$doc])*
        pub fn $name(&self, other: &Mixed) -> Result<Mixed, RealError> {
            match (self, other) {
                (Mixed::Exact(a), Mixed::Exact(b)) => Ok(Mixed::Exact(a $exact b)),
                _ => self
                    .to_decimal()?
                    .$checked(other.to_decimal()?)
                    .map(Mixed::Rounded)
                    .ok_or(RealError::Overflow),
            }
        }
    };
}

impl Mixed {
    /// Zero (exact).
    pub fn zero() -> Self {
        Mixed::Exact(Number::zero())
    }

    /// One (exact).
    pub fn one() -> Self {
        Mixed::Exact(Number::one())
    }

    /// Whether the value is exact.
    pub fn is_exact(&self) -> bool {
        matches!(self, Mixed::Exact(_))
    }

    /// The exact value, if it is one.
    pub fn exact(&self) -> Option<&Number> {
        match self {
            Mixed::Exact(n) => Some(n),
            Mixed::Rounded(_) => None,
        }
    }

    /// The value as a decimal (28 significant digits).
    pub fn to_decimal(&self) -> Result<Decimal, RealError> {
        match self {
            Mixed::Exact(n) => dec(n),
            Mixed::Rounded(d) => Ok(*d),
        }
    }

    mixed_op!(
        /// `self + other`.
        add, +, checked_add
    );
    mixed_op!(
        /// `self − other`.
        sub, -, checked_sub
    );
    /// `self · other`; a product with an exact 0 is exactly 0.
    pub fn mul(&self, other: &Mixed) -> Result<Mixed, RealError> {
        match (self, other) {
            (Mixed::Exact(a), Mixed::Exact(b)) => Ok(Mixed::Exact(a * b)),
            (Mixed::Exact(z), _) | (_, Mixed::Exact(z)) if z.is_zero() => Ok(Mixed::zero()),
            _ => self
                .to_decimal()?
                .checked_mul(other.to_decimal()?)
                .map(Mixed::Rounded)
                .ok_or(RealError::Overflow),
        }
    }

    /// `self / other`; dividing by zero is a domain error.
    pub fn div(&self, other: &Mixed) -> Result<Mixed, RealError> {
        match (self, other) {
            (Mixed::Exact(a), Mixed::Exact(b)) => a.checked_div(b).map(Mixed::Exact).ok_or(RealError::Domain),
            _ => {
                let d = other.to_decimal()?;
                if d.is_zero() {
                    return Err(RealError::Domain);
                }
                self.to_decimal()?
                    .checked_div(d)
                    .map(Mixed::Rounded)
                    .ok_or(RealError::Overflow)
            }
        }
    }

    /// `−self`.
    pub fn neg(&self) -> Mixed {
        match self {
            Mixed::Exact(n) => Mixed::Exact(-n),
            Mixed::Rounded(d) => Mixed::Rounded(-*d),
        }
    }

    /// `|self|`.
    pub fn abs(&self) -> Mixed {
        match self {
            Mixed::Exact(n) => Mixed::Exact(n.abs()),
            Mixed::Rounded(d) => Mixed::Rounded(d.abs()),
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        match self {
            Mixed::Exact(n) => n.is_zero(),
            Mixed::Rounded(d) => d.is_zero(),
        }
    }

    /// Compares two values: exactly when both are exact, otherwise as decimals.
    pub fn compare(&self, other: &Mixed) -> Result<Ordering, RealError> {
        match (self, other) {
            (Mixed::Exact(a), Mixed::Exact(b)) => Ok(a.cmp(b)),
            _ => Ok(self.to_decimal()?.cmp(&other.to_decimal()?)),
        }
    }

    /// e^self: exactly 1 at 0.
    pub fn exp(&self) -> Result<Mixed, RealError> {
        if self.is_zero() {
            return Ok(Mixed::one());
        }
        match self {
            // e^x for x < −66 is below 10⁻²⁸ (0 at 28 decimals): no need to convert a huge x.
            Mixed::Exact(n) if n < &Number::from(-66) => Ok(Mixed::Rounded(Decimal::ZERO)),
            _ => real::exp(self.to_decimal()?).map(Mixed::Rounded),
        }
    }

    /// ln self, for self > 0: exactly 0 at 1.
    pub fn ln(&self) -> Result<Mixed, RealError> {
        if self.exact().is_some_and(|n| n == &Number::one()) {
            return Ok(Mixed::zero());
        }
        real::ln(self.to_decimal()?).map(Mixed::Rounded)
    }

    /// σ(self) = 1/(1 + e^−self): exactly 1/2 at 0.
    pub fn sigmoid(&self) -> Result<Mixed, RealError> {
        if self.is_zero() {
            return Ok(Mixed::Exact(Number::ratio(1, 2).unwrap_or_default()));
        }
        match self {
            Mixed::Exact(n) if n.abs() > Number::from(100) => Ok(Mixed::Rounded(if n.is_negative() {
                Decimal::ZERO
            } else {
                Decimal::ONE
            })),
            _ => real::sigmoid(self.to_decimal()?).map(Mixed::Rounded),
        }
    }

    /// `self · c`, exact when `self` is exact (the same as `self.mul(&c.exact)`, faster).
    pub fn mul_cached(&self, c: &Cached) -> Result<Mixed, RealError> {
        match self {
            Mixed::Exact(a) => Ok(Mixed::Exact(a * &c.exact)),
            Mixed::Rounded(_) if c.exact.is_zero() => Ok(Mixed::zero()),
            Mixed::Rounded(d) => d
                .checked_mul(c.dec.ok_or(RealError::Overflow)?)
                .map(Mixed::Rounded)
                .ok_or(RealError::Overflow),
        }
    }

    /// `self + c`, exact when `self` is exact (the same as `self.add(&c.exact)`, faster).
    pub fn add_cached(&self, c: &Cached) -> Result<Mixed, RealError> {
        match self {
            Mixed::Exact(a) => Ok(Mixed::Exact(a + &c.exact)),
            Mixed::Rounded(d) => d
                .checked_add(c.dec.ok_or(RealError::Overflow)?)
                .map(Mixed::Rounded)
                .ok_or(RealError::Overflow),
        }
    }

    /// Compares with an exact number whose decimal is cached: exactly when `self` is exact, as
    /// decimals otherwise (the same as `self.compare(&c.exact)`, faster in loops).
    pub fn compare_cached(&self, c: &Cached) -> Result<Ordering, RealError> {
        match self {
            Mixed::Exact(a) => Ok(a.cmp(&c.exact)),
            Mixed::Rounded(d) => Ok(d.cmp(&c.dec.ok_or(RealError::Overflow)?)),
        }
    }

    /// √self, for self ≥ 0: exact when self is the square of a rational.
    pub fn sqrt(&self) -> Result<Mixed, RealError> {
        if let Mixed::Exact(n) = self
            && let Some(r) = real::exact_sqrt(n)
        {
            return Ok(Mixed::Exact(r));
        }
        real::sqrt(self.to_decimal()?).map(Mixed::Rounded)
    }
}

/// An exact number with its decimal value worked out once, for loops that multiply rounded values
/// by the same exact inputs many times (converting a big rational to a decimal costs far more
/// than a decimal product).
#[derive(Clone, Debug, PartialEq)]
pub struct Cached {
    /// The exact value.
    pub exact: Number,
    /// Its decimal value (`None` beyond rust_decimal's range).
    pub dec: Option<Decimal>,
}

impl Cached {
    /// Caches the decimal value of `n`.
    pub fn new(n: &Number) -> Self {
        Cached {
            exact: n.clone(),
            dec: n.to_decimal(),
        }
    }
}

/// Caches every entry of a vector.
pub fn cache(v: &[Number]) -> Vec<Cached> {
    v.iter().map(Cached::new).collect()
}

/// The dot product of mixed weights with a cached exact vector.
pub fn dot_cached(w: &[Mixed], x: &[Cached]) -> Result<Mixed, RealError> {
    let mut acc = Mixed::zero();
    for (a, b) in w.iter().zip(x) {
        acc = acc.add(&a.mul_cached(b)?)?;
    }
    Ok(acc)
}

/// The dot product of a vector of mixed values with an exact vector.
pub fn dot(w: &[Mixed], x: &[Number]) -> Result<Mixed, RealError> {
    let mut acc = Mixed::zero();
    for (a, b) in w.iter().zip(x) {
        acc = acc.add(&a.mul(&Mixed::from(b))?)?;
    }
    Ok(acc)
}

/// Exact vectors as mixed ones.
pub fn from_exact(v: &[Number]) -> Vec<Mixed> {
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
        let d = s.to_decimal().unwrap();
        let r: Decimal = "0.7310585786300048792511592418".parse().unwrap();
        assert!((d - r).abs() < Decimal::new(1, 26), "{d}");
        assert!(!s.add(&a).unwrap().is_exact());
        // 0·x is exactly 0 whatever x is
        assert_eq!(s.mul(&Mixed::zero()).unwrap(), Mixed::zero());
    }

    #[test]
    fn errors_not_panics() {
        assert_eq!(Mixed::one().div(&Mixed::zero()), Err(RealError::Domain));
        assert_eq!(Mixed::one().div(&Mixed::Rounded(Decimal::ZERO)), Err(RealError::Domain));
        let big = Mixed::Rounded(Decimal::MAX);
        assert_eq!(big.mul(&big), Err(RealError::Overflow));
        assert_eq!(Mixed::from(n("1e40")).add(&big), Err(RealError::Overflow));
        assert_eq!(Mixed::from(n("-1e40")).exp(), Ok(Mixed::Rounded(Decimal::ZERO)));
        assert_eq!(Mixed::from(n("-1e40")).sigmoid(), Ok(Mixed::Rounded(Decimal::ZERO)));
        assert_eq!(Mixed::from(n("1e40")).sigmoid(), Ok(Mixed::Rounded(Decimal::ONE)));
        assert_eq!(Mixed::from(n("-1")).sqrt(), Err(RealError::Domain));
        assert_eq!(Mixed::zero().ln(), Err(RealError::Domain));
    }

    #[test]
    fn cached_products_equal_plain_ones() {
        let x = Cached::new(&n("0.3"));
        let r = Mixed::Rounded("1.5".parse().unwrap());
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
            Mixed::Rounded(Decimal::ONE).compare(&Mixed::one()).unwrap(),
            Ordering::Equal
        );
    }
}
