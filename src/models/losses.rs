//! Surrogate losses of the margin z = y·g(x) and their consistency (seed 002, "Regressione
//! logistica, funzioni surrogate e consistenza"; the perceptron loss of seed 000).
//!
//! For η = P(Y = +1 | x), the conditional risk of predicting ŷ is
//! R(ŷ) = η ℓ(ŷ) + (1 − η) ℓ(−ŷ); a loss is consistent when the sign of its minimiser is the
//! Bayes decision sign(η − ½) for every η (seed 002, (1)). Theorem 1: a convex loss,
//! differentiable at 0 with ℓ'(0) < 0, is consistent.

use crate::num::real::Real;
use crate::num::{Number, real};

/// A loss of the margin z.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Loss {
    /// 𝕀{z ≤ 0}: the classification error itself.
    ZeroOne,
    /// [1 − z]₊.
    Hinge,
    /// ln(1 + e⁻ᶻ).
    Logistic,
    /// log₂(1 + e⁻ᶻ) = ln(1 + e⁻ᶻ)/ln 2, the surrogate form (≥ 𝕀{z ≤ 0}).
    Log2,
    /// e⁻ᶻ (boosting).
    Exponential,
    /// (1 − z)².
    Square,
    /// ([1 − z]₊)².
    SquaredHinge,
    /// [−z]₊ = max(−z, 0), the perceptron's loss (seed 000).
    Perceptron,
}

/// Every loss, in documentation order, with its spec name.
pub(crate) const LOSSES: &[(&str, Loss)] = &[
    ("zero-one", Loss::ZeroOne),
    ("hinge", Loss::Hinge),
    ("logistic", Loss::Logistic),
    ("log2", Loss::Log2),
    ("exponential", Loss::Exponential),
    ("square", Loss::Square),
    ("squared-hinge", Loss::SquaredHinge),
    ("perceptron", Loss::Perceptron),
];

/// A value that is exact, rounded (through exp/ln/sqrt), or a set of minimisers.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Scalar {
    /// Exact.
    Exact(Number),
    /// Computed through exp/ln/sqrt.
    Approx(Real),
    /// Too large to compute (e⁻ᶻ for z below −2⁴⁰: more than 10¹² digits).
    Overflow,
}

/// The set of minimisers of the conditional risk.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Minimizer {
    /// One point.
    Point(Scalar),
    /// A closed interval; `None` is an unbounded end.
    Interval(Option<Number>, Option<Number>),
    /// The infimum is approached as ŷ → +∞ (`true`) or −∞ (`false`) but not attained.
    NotAttained(bool),
    /// The open set {ŷ : sign(ŷ) = s} (s = 0: every ŷ ≠ 0) — the zero-one loss.
    Sign(i8),
}

impl Loss {
    /// The spec name.
    pub(crate) fn name(self) -> &'static str {
        LOSSES.iter().find(|(_, l)| *l == self).map_or("", |(n, _)| n)
    }

    /// The formula, as the worksheet writes it (TeX).
    pub(crate) fn formula(self) -> &'static str {
        match self {
            Loss::ZeroOne => r"$\mathbb{I}\{z \le 0\}$",
            Loss::Hinge => r"$[1 - z]_+$",
            Loss::Logistic => r"$\ln(1 + e^{-z})$",
            Loss::Log2 => r"$\log_2(1 + e^{-z})$",
            Loss::Exponential => r"$e^{-z}$",
            Loss::Square => r"$(1 - z)^2$",
            Loss::SquaredHinge => r"$([1 - z]_+)^2$",
            Loss::Perceptron => r"$[-z]_+$",
        }
    }

    /// ℓ(z).
    pub(crate) fn value(self, z: &Number) -> Scalar {
        let one = Number::one();
        let pos = |v: Number| if v.is_positive() { v } else { Number::zero() };
        match self {
            Loss::ZeroOne => Scalar::Exact(if z.is_positive() { Number::zero() } else { one }),
            Loss::Hinge => Scalar::Exact(pos(&one - z)),
            Loss::Square => Scalar::Exact((&one - z) * (&one - z)),
            Loss::SquaredHinge => {
                let h = pos(&one - z);
                Scalar::Exact(&h * &h)
            }
            Loss::Perceptron => Scalar::Exact(pos(-z)),
            Loss::Exponential if z.is_zero() => Scalar::Exact(one),
            Loss::Log2 if z.is_zero() => Scalar::Exact(one),
            Loss::Exponential => approx(z, |d| real::exp(&d.neg())),
            Loss::Logistic => approx(z, |d| real::softplus(&d.neg())),
            Loss::Log2 => approx(z, |d| real::softplus(&d.neg())?.div(&real::ln_2())),
        }
    }

    /// Whether ℓ is convex.
    pub(crate) fn convex(self) -> bool {
        self != Loss::ZeroOne
    }

    /// ℓ'(0), when ℓ is differentiable at 0.
    pub(crate) fn derivative_at_zero(self) -> Option<Scalar> {
        let n = |i: i64| Some(Scalar::Exact(Number::from(i)));
        match self {
            Loss::ZeroOne | Loss::Perceptron => None,
            Loss::Hinge | Loss::Exponential => n(-1),
            Loss::Square | Loss::SquaredHinge => n(-2),
            Loss::Logistic => Some(Scalar::Exact(Number::ratio(-1, 2).unwrap_or_default())),
            // −1/(2 ln 2)
            Loss::Log2 => Some(
                Real::from_i64(-1)
                    .div(&real::ln_2().mul(&Real::from_i64(2)))
                    .map_or(Scalar::Overflow, Scalar::Approx),
            ),
        }
    }

    /// Whether the loss is a surrogate covered by Theorem 1 (convex, differentiable at 0 with
    /// ℓ'(0) < 0) — and therefore consistent.
    pub(crate) fn theorem_1_applies(self) -> bool {
        self.convex()
            && match self.derivative_at_zero() {
                Some(Scalar::Exact(d)) => d.is_negative(),
                Some(Scalar::Approx(d)) => d.is_negative(),
                _ => false,
            }
    }

    /// Whether the loss is consistent in the sense of seed 002 (1): the sign of the minimiser
    /// of η ℓ(ŷ) + (1 − η) ℓ(−ŷ) is the Bayes sign for every η ≠ ½. Every surrogate here
    /// except the perceptron loss is (the perceptron loss's minimiser is ŷ = 0 for 0 < η < 1).
    pub(crate) fn consistent(self) -> bool {
        self.theorem_1_applies()
    }

    /// The minimisers of R(ŷ) = η ℓ(ŷ) + (1 − η) ℓ(−ŷ), for 0 ≤ η ≤ 1.
    pub(crate) fn minimizer(self, eta: &Number) -> Minimizer {
        let half = Number::ratio(1, 2).unwrap_or_default();
        let (zero, one) = (Number::zero(), Number::one());
        let (at0, at1) = (eta.is_zero(), eta == &one);
        let two_eta_minus_one = Number::from(2) * eta - &one;
        match self {
            Loss::ZeroOne => Minimizer::Sign(match eta.cmp(&half) {
                std::cmp::Ordering::Greater => 1,
                std::cmp::Ordering::Less => -1,
                std::cmp::Ordering::Equal => 0,
            }),
            Loss::Hinge => {
                if at1 {
                    Minimizer::Interval(Some(one), None)
                } else if at0 {
                    Minimizer::Interval(None, Some(-one))
                } else if eta == &half {
                    Minimizer::Interval(Some(-one.clone()), Some(one))
                } else if eta > &half {
                    Minimizer::Point(Scalar::Exact(one))
                } else {
                    Minimizer::Point(Scalar::Exact(-one))
                }
            }
            Loss::Square => Minimizer::Point(Scalar::Exact(two_eta_minus_one)),
            Loss::SquaredHinge => {
                if at1 {
                    Minimizer::Interval(Some(one), None)
                } else if at0 {
                    Minimizer::Interval(None, Some(-one))
                } else {
                    Minimizer::Point(Scalar::Exact(two_eta_minus_one))
                }
            }
            Loss::Perceptron => {
                if at1 {
                    Minimizer::Interval(Some(zero), None)
                } else if at0 {
                    Minimizer::Interval(None, Some(zero))
                } else {
                    Minimizer::Point(Scalar::Exact(zero))
                }
            }
            Loss::Logistic | Loss::Log2 | Loss::Exponential => {
                if at1 || at0 {
                    return Minimizer::NotAttained(at1);
                }
                if eta == &half {
                    return Minimizer::Point(Scalar::Exact(zero));
                }
                // ln(η/(1 − η)), halved for the exponential loss
                let Some(odds) = eta.checked_div(&(&one - eta)) else {
                    return Minimizer::NotAttained(true);
                };
                let factor = if self == Loss::Exponential { half } else { one };
                Minimizer::Point(approx(&odds, |d| real::ln(&d))).scale(&factor)
            }
        }
    }

    /// The minimal conditional risk inf_ŷ η ℓ(ŷ) + (1 − η) ℓ(−ŷ).
    pub(crate) fn min_risk(self, eta: &Number) -> Scalar {
        let one = Number::one();
        let q = &one - eta;
        let four_eta_q = &(Number::from(4) * eta) * &q;
        match self {
            Loss::ZeroOne => Scalar::Exact(eta.clone().min(q)),
            Loss::Hinge => Scalar::Exact(Number::from(2) * eta.clone().min(q)),
            Loss::Square | Loss::SquaredHinge => Scalar::Exact(four_eta_q),
            Loss::Perceptron => Scalar::Exact(Number::zero()),
            Loss::Exponential => {
                // 2√(η(1 − η)) = √(4η(1 − η))
                match real::exact_sqrt(&four_eta_q) {
                    Some(s) => Scalar::Exact(s),
                    None => approx(&four_eta_q, |d| real::sqrt(&d)),
                }
            }
            Loss::Logistic | Loss::Log2 => {
                if eta.is_zero() || q.is_zero() {
                    return Scalar::Exact(Number::zero());
                }
                if self == Loss::Log2 && eta == &Number::ratio(1, 2).unwrap_or_default() {
                    return Scalar::Exact(one);
                }
                let entropy = |e: Real, q: Real| -> Result<Real, real::RealError> {
                    let h = e.mul(&real::ln(&e)?).add(&q.mul(&real::ln(&q)?)).neg();
                    if self == Loss::Log2 {
                        h.div(&real::ln_2())
                    } else {
                        Ok(h)
                    }
                };
                entropy(Real::from_number(eta), Real::from_number(&q)).map_or(Scalar::Overflow, Scalar::Approx)
            }
        }
    }
}

impl Minimizer {
    fn scale(self, k: &Number) -> Minimizer {
        match self {
            Minimizer::Point(Scalar::Approx(d)) => Minimizer::Point(Scalar::Approx(d.mul(&Real::from_number(k)))),
            other => other,
        }
    }

    /// The sign shared by every minimiser: 1, −1 or 0; `None` when the set has points of
    /// different signs.
    pub(crate) fn sign(&self) -> Option<i8> {
        let of = |n: &Number| {
            if n.is_positive() {
                1
            } else if n.is_negative() {
                -1
            } else {
                0
            }
        };
        match self {
            Minimizer::Point(Scalar::Exact(n)) => Some(of(n)),
            Minimizer::Point(Scalar::Approx(d)) => Some(match d.sign() {
                Some(std::cmp::Ordering::Less) => -1,
                Some(std::cmp::Ordering::Greater) => 1,
                _ => 0,
            }),
            Minimizer::Point(Scalar::Overflow) => None,
            Minimizer::Interval(lo, hi) => {
                let lo_s = lo.as_ref().map_or(-1, of);
                let hi_s = hi.as_ref().map_or(1, of);
                (lo_s == hi_s).then_some(lo_s)
            }
            Minimizer::NotAttained(up) => Some(if *up { 1 } else { -1 }),
            Minimizer::Sign(s) => (*s != 0).then_some(*s),
        }
    }
}

/// ℓ or ℓ' at `x` as a proven ball; "too large" when it overflows or reaches 10¹⁰⁰⁰ (e^2303 does),
/// past what an answers file writes and reads (exponents up to ±1000): e^436000 was written
/// `2.478e189352`, which the solution's own answers file could not give back.
fn approx(x: &Number, f: impl Fn(Real) -> Result<Real, real::RealError>) -> Scalar {
    match f(Real::from_number(x)) {
        Ok(v) if !v.beyond_answers() => Scalar::Approx(v),
        _ => Scalar::Overflow,
    }
}

/// The Bayes decision for η: 1 when η > ½, −1 when η < ½, 0 (either) at ½.
pub(crate) fn bayes_sign(eta: &Number) -> i8 {
    match eta.cmp(&Number::ratio(1, 2).unwrap_or_default()) {
        std::cmp::Ordering::Greater => 1,
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn close(s: &Scalar, reference: &str) {
        let Scalar::Approx(d) = s else { panic!("{s:?}") };
        real::assert_close(d, reference, 20);
    }

    #[test]
    fn hinge_at_eta_three_tenths() {
        // Seed 002: for η < 1/2 the minimiser is −1; the risk there is 1 + (1 − 2η)(−1) = 2η = 3/5.
        let eta = n("0.3");
        assert_eq!(Loss::Hinge.minimizer(&eta), Minimizer::Point(Scalar::Exact(n("-1"))));
        assert_eq!(Loss::Hinge.min_risk(&eta), Scalar::Exact(n("3/5")));
        // at η = 1/2 every ŷ in [−1, 1]
        assert_eq!(
            Loss::Hinge.minimizer(&n("1/2")),
            Minimizer::Interval(Some(n("-1")), Some(n("1")))
        );
    }

    #[test]
    fn logistic_minimiser_is_the_log_odds() {
        // Seed 002: y* = ln(η/(1 − η)). mpmath: log(0.8/0.2) = log 4 = 1.386294361119890618834464...
        let m = Loss::Logistic.minimizer(&n("0.8"));
        let Minimizer::Point(s) = m else { panic!() };
        close(&s, "1.386294361119890618834464");
        // the exponential loss: half the log-odds, ½ ln 4 = ln 2
        let Minimizer::Point(s) = Loss::Exponential.minimizer(&n("0.8")) else {
            panic!()
        };
        close(&s, "0.6931471805599453094172321");
        assert_eq!(Loss::Exponential.minimizer(&n("1")), Minimizer::NotAttained(true));
        assert_eq!(Loss::Logistic.minimizer(&n("0")), Minimizer::NotAttained(false));
    }

    #[test]
    fn values_at_some_margins() {
        // By hand: hinge(−1) = 2, square(3) = 4, squared hinge(0.5) = 0.25, perceptron(−2) = 2.
        assert_eq!(Loss::Hinge.value(&n("-1")), Scalar::Exact(n("2")));
        assert_eq!(Loss::Square.value(&n("3")), Scalar::Exact(n("4")));
        assert_eq!(Loss::SquaredHinge.value(&n("0.5")), Scalar::Exact(n("0.25")));
        assert_eq!(Loss::Perceptron.value(&n("-2")), Scalar::Exact(n("2")));
        assert_eq!(Loss::ZeroOne.value(&n("0")), Scalar::Exact(n("1")));
        assert_eq!(Loss::Log2.value(&n("0")), Scalar::Exact(n("1")));
        // mpmath: log(1 + e^-1) = 0.31326168751822283404899549, /log 2 = 0.451941083083048169428748...
        close(&Loss::Logistic.value(&n("1")), "0.3132616875182228340489955");
        close(&Loss::Log2.value(&n("1")), "0.451941083083048169428748");
        // e^-(-1) = e
        close(&Loss::Exponential.value(&n("-1")), "2.718281828459045235360287");
        // e^1000 is a value, not an overflow (mpmath: 1.97007111401704699388887935224e+434)
        close(
            &Loss::Exponential.value(&n("-1000")),
            "1.97007111401704699388887935224e+434",
        );
        assert_eq!(Loss::Exponential.value(&n("-1e13")), Scalar::Overflow);
        // ln 10^1000 = 2302.585…: e^2302 (Python's decimal: 5.5705405669303085088542e+999) is
        // written and read back; e^2303 is past 10^1000 and "too large", as is e^436000; the
        // logistic loss at such a z (≈ 436000) is not
        close(&Loss::Exponential.value(&n("-2302")), "5.5705405669303085088542e+999");
        assert_eq!(Loss::Exponential.value(&n("-2303")), Scalar::Overflow);
        assert_eq!(Loss::Exponential.value(&n("-436000")), Scalar::Overflow);
        close(&Loss::Logistic.value(&n("-436000")), "436000");
    }

    #[test]
    fn consistency_by_theorem_1() {
        for (name, loss) in LOSSES {
            let expected = !matches!(loss, Loss::ZeroOne | Loss::Perceptron);
            assert_eq!(loss.consistent(), expected, "{name}");
        }
        // the perceptron loss: minimiser 0 for 0 < η < 1, sign 0 ≠ Bayes sign
        assert_eq!(Loss::Perceptron.minimizer(&n("0.9")).sign(), Some(0));
    }

    #[test]
    fn minimal_risks() {
        // By hand: exponential at η = 0.2: 2√0.16 = 0.8 exactly; square 4·0.2·0.8 = 0.64.
        assert_eq!(Loss::Exponential.min_risk(&n("0.2")), Scalar::Exact(n("0.8")));
        assert_eq!(Loss::Square.min_risk(&n("0.2")), Scalar::Exact(n("0.64")));
        assert_eq!(Loss::Log2.min_risk(&n("1/2")), Scalar::Exact(n("1")));
        // mpmath: -(0.3 log 0.3 + 0.7 log 0.7) = 0.6108643020548934630
        close(&Loss::Logistic.min_risk(&n("0.3")), "0.6108643020548934630");
    }
}
