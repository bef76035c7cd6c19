//! Functional and geometric margins of a linear classifier f(x) = wᵀx + w₀ (seed 001, "Linear
//! binary classifier"): r = f(x)/‖w‖, the distance of the origin w₀/‖w‖, and the projection
//! x^p = x − r·w/‖w‖ = x − f(x)·w/‖w‖² on the hyperplane (exact).
//!
//! ‖w‖ is exact when ‖w‖² is the square of a rational (3-4-5); otherwise it is kept as a surd
//! k·√m (m a square-free integer), so the worksheet can show 3/√5 = (3/5)√5 before rounding.

use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};

use crate::num::TooLarge;
use crate::num::{NumStyle, Number, dot, real};

/// k·√m with k rational and m a positive integer without square factors found by trial
/// division (m = 1 means the value is the rational k).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Surd {
    /// The rational factor.
    pub(crate) coef: Number,
    /// The radicand.
    pub(crate) radicand: BigInt,
}

/// Trial divisors tried when pulling squares out of a radicand (exam inputs are far smaller).
const TRIAL_LIMIT: u64 = 100_000;

impl Surd {
    /// √s for a rational s ≥ 0: √(p/q) = √(pq)/q, with the square factors of pq pulled out.
    pub(crate) fn sqrt(s: &Number) -> Surd {
        let (p, q) = s.parts();
        let mut rest: BigInt = p.abs() * &q;
        let mut out = BigInt::one();
        let mut d: u64 = 2;
        while d <= TRIAL_LIMIT {
            let dd = BigInt::from(d * d);
            if dd > rest {
                break;
            }
            while (&rest % &dd).is_zero() {
                rest /= &dd;
                out *= d;
            }
            d += 1;
        }
        // A perfect square left over (a prime squared beyond the trial limit).
        let r = rest.sqrt();
        if &r * &r == rest {
            out *= r;
            rest = BigInt::one();
        }
        // q > 0: the denominator of a rational in lowest terms
        let coef = Number::from_bigints(out, q).unwrap_or_default();
        Surd { coef, radicand: rest }
    }

    /// The value when it is rational.
    pub(crate) fn rational(&self) -> Option<Number> {
        self.radicand.is_one().then(|| self.coef.clone())
    }

    /// The value, rounded (with its error bound).
    pub(crate) fn approx(&self) -> Option<real::Real> {
        let m = real::Real::from_number(&Number::from_bigint(self.radicand.clone()));
        let r = real::sqrt(&m).ok()?;
        Some(real::Real::from_number(&self.coef).mul(&r))
    }

    /// `√5`, `3√2`, `(3/5)√5`, `0.5√2`, or the rational value.
    pub(crate) fn display(&self, style: NumStyle) -> String {
        if let Some(r) = self.rational() {
            return r.display(style);
        }
        let root = format!("√{}", self.radicand);
        let k = self.coef.display(style);
        match k.as_str() {
            "1" => root,
            "-1" => format!("−{root}"),
            _ if k.contains('/') => format!("({k}){root}").replace("(-", "−("),
            _ => format!("{k}{root}").replace('-', "−"),
        }
    }
}

/// The margins of one point.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PointMargin {
    /// f(x) = wᵀx̄, times y when the point is labelled.
    pub(crate) functional: Number,
    /// r = functional/‖w‖ as a surd (exact when ‖w‖ is rational).
    pub(crate) geometric: Surd,
    /// x^p = x − f(x)·ω/‖ω‖² on the hyperplane (the unlabelled f).
    pub(crate) projection: Vec<Number>,
}

/// The hyperplane f(x) = w₀ + ω·x = 0 with ω ≠ 0.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Hyperplane {
    /// (w₀, w₁, …, w_D).
    pub(crate) w: Vec<Number>,
    /// ‖ω‖² = w₁² + … + w_D².
    pub(crate) norm_sq: Number,
    /// ‖ω‖.
    pub(crate) norm: Surd,
}

impl Hyperplane {
    /// `None` when ω = 0 (no hyperplane).
    pub(crate) fn new(w: Vec<Number>) -> Option<Hyperplane> {
        let omega = w.get(1..)?;
        let norm_sq = dot(omega, omega);
        if norm_sq.is_zero() {
            return None;
        }
        let norm = Surd::sqrt(&norm_sq);
        Some(Hyperplane { w, norm_sq, norm })
    }

    /// f(x) = w₀ + ω·x.
    pub(crate) fn f(&self, x: &[Number]) -> Number {
        &self.w[0] + &dot(&self.w[1..], x)
    }

    /// v/‖ω‖ as a surd: v/(k√m) = (v/(k·m))·√m.
    pub(crate) fn divide(&self, v: &Number) -> Surd {
        let m = Number::from_bigint(self.norm.radicand.clone());
        let denom = &self.norm.coef * &m;
        Surd {
            coef: v.checked_div(&denom).unwrap_or_default(),
            radicand: if v.is_zero() {
                BigInt::one()
            } else {
                self.norm.radicand.clone()
            },
        }
    }

    /// Whether the margins and the projection of x stay within the size guard
    /// ([`crate::num::MAX_EXACT_DIGITS`]), told before the projection is computed: f(x),
    /// k = f(x)/‖ω‖² and ‖ω‖² within it, and each xᵢ − k·wᵢ bounded by the bits of its parts.
    /// Weights and points of 1,000 digits make projections of 3,000-digit fractions, whose
    /// gcds took 16 s for 80 points of 49 features.
    pub(crate) fn within_guard(&self, x: &[Number]) -> Result<(), TooLarge> {
        let size = |n: &Number| {
            let (a, b) = n.parts();
            a.bits() + b.bits()
        };
        self.norm_sq.within_guard()?;
        let f = self.f(x).guarded()?;
        let k = f.checked_div(&self.norm_sq).unwrap_or_default().guarded()?;
        let sk = size(&k);
        for (xi, wi) in x.iter().zip(&self.w[1..]) {
            if sk + size(xi) + size(wi) > crate::num::MAX_EXACT_BITS {
                return Err(TooLarge::Digits);
            }
        }
        Ok(())
    }

    /// The margins of x (labelled with y = ±1, or not).
    pub(crate) fn margin(&self, x: &[Number], y: Option<i8>) -> PointMargin {
        let f = self.f(x);
        let functional = if y == Some(-1) { -&f } else { f.clone() };
        let k = f.checked_div(&self.norm_sq).unwrap_or_default();
        let projection = x.iter().zip(&self.w[1..]).map(|(xi, wi)| xi - &(&k * wi)).collect();
        PointMargin {
            geometric: self.divide(&functional),
            functional,
            projection,
        }
    }

    /// r⁰ = f(0)/‖ω‖ = w₀/‖ω‖ (signed, as the seed writes it).
    pub(crate) fn origin_distance(&self) -> Surd {
        self.divide(&self.w[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    #[test]
    fn three_four_five_is_exact() {
        // w = (−5, 3, 4): ‖ω‖ = 5; x = (3, 4): f = −5 + 9 + 16 = 20, r = 4, origin −1;
        // projection x − (20/25)(3, 4) = (3 − 2.4, 4 − 3.2) = (0.6, 0.8), and f(0.6, 0.8) = 0.
        let h = Hyperplane::new(vec![n("-5"), n("3"), n("4")]).unwrap();
        let m = h.margin(&[n("3"), n("4")], None);
        assert_eq!(m.functional, n("20"));
        assert_eq!(m.geometric.rational(), Some(n("4")));
        assert_eq!(h.origin_distance().rational(), Some(n("-1")));
        assert_eq!(m.projection, vec![n("0.6"), n("0.8")]);
        assert_eq!(h.f(&m.projection), Number::zero());
    }

    #[test]
    fn surds_are_simplified() {
        // √8 = 2√2, √(1/2) = √2/2 = (1/2)√2, √(9/4) = 3/2 (by hand)
        let s = Surd::sqrt(&n("8"));
        assert_eq!((s.coef.clone(), s.radicand.clone()), (n("2"), BigInt::from(2)));
        assert_eq!(s.display(NumStyle::Fraction), "2√2");
        assert_eq!(Surd::sqrt(&n("1/2")).display(NumStyle::Fraction), "(1/2)√2");
        assert_eq!(Surd::sqrt(&n("1/2")).display(NumStyle::Decimal), "0.5√2");
        assert_eq!(Surd::sqrt(&n("9/4")).rational(), Some(n("3/2")));
        // 3/√5 = (3/5)√5 ≈ 1.3416407864998738 (mpmath: 3/sqrt(5) = 1.341640786499873817845504)
        let h = Hyperplane::new(vec![n("0"), n("1"), n("2")]).unwrap();
        let r = h.divide(&n("3"));
        assert_eq!(r.display(NumStyle::Fraction), "(3/5)√5");
        // mpmath (mp.dps = 80): 3*sqrt(5)/5
        real::assert_close(
            &r.approx().unwrap(),
            "1.34164078649987381784550420123876574126437101576691543456253834724631255538",
            70,
        );
        assert_eq!(h.divide(&n("-3")).display(NumStyle::Fraction), "−(3/5)√5");
    }
}
