//! Classes with one-dimensional normal class-conditional densities (seed 003, U2.1, the Iris
//! setosa problem): the boundary where P(i)·N(x | μᵢ, σᵢ) = P(j)·N(x | μⱼ, σⱼ), the class with
//! the largest P(c)·p(x | c) at a point, and posteriors.
//!
//! Taking logarithms, the boundary of classes i and j solves
//! −kᵢ(x − μᵢ)² + kⱼ(x − μⱼ)² + ℓ = 0 with k = 1/(2σ²) and ℓ = ln(P(i)σⱼ / (P(j)σᵢ)), that is
//! a·x² + b·x + c = 0 with a = kⱼ − kᵢ, b = 2(kᵢμᵢ − kⱼμⱼ), c = kⱼμⱼ² − kᵢμᵢ² + ℓ. Everything
//! but ℓ is rational and kept exact; ℓ (zero when P(i)σⱼ = P(j)σᵢ) and √Δ are the only
//! approximations, carried with 77 digits.

use crate::models::real_line::{Real, sqrt};
use crate::num::{NonZero, Number, real};

/// One class: its prior and its normal density N(μ, σ).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Normal {
    /// P(c).
    pub(crate) prior: Number,
    /// μ.
    pub(crate) mean: Number,
    /// σ > 0.
    pub(crate) std: Number,
}

impl Normal {
    /// k = 1/(2σ²).
    pub(crate) fn k(&self) -> Number {
        Number::one()
            .checked_div(&(Number::from(2) * &self.std * &self.std))
            .unwrap_or_default()
    }
}

/// ln x for an exact x > 0: exactly 0 for x = 1, else a 77-digit approximation.
pub(crate) fn ln(x: &Number) -> Option<Real> {
    if x == &Number::one() {
        return Some(Real::exact(Number::zero()));
    }
    let d = real::ln(&real::Real::from_number(x)).ok()?;
    Some(Real::approx(d.mid()))
}

/// What the equation of two classes gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Boundary {
    /// One or two points, in increasing order, where the winner changes.
    Points(Vec<Real>),
    /// The two weighted densities touch at one point without crossing: the same class wins on
    /// both sides.
    Touch(Real),
    /// They never meet: class `winner` (0 for i, 1 for j) is always the larger.
    Never {
        /// Which of the two always wins.
        winner: usize,
    },
    /// The weighted densities are identical: they tie everywhere.
    Everywhere,
    /// The numbers are too large for the decimal type.
    Overflow,
}

/// The boundary of two classes with the steps of its derivation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Pair {
    /// kᵢ = 1/(2σᵢ²) and kⱼ.
    pub(crate) k: [Number; 2],
    /// ℓ = ln(P(i)σⱼ / (P(j)σᵢ)).
    pub(crate) ell: Real,
    /// a (exact).
    pub(crate) a: Number,
    /// b (exact).
    pub(crate) b: Number,
    /// c (exact unless ℓ is not).
    pub(crate) c: Real,
    /// Δ = b² − 4ac and √Δ, when a ≠ 0 (√Δ only when Δ > 0).
    pub(crate) discriminant: Option<(Real, Option<Real>)>,
    /// The result.
    pub(crate) boundary: Boundary,
}

/// Solves P(i)·N(x | μᵢ, σᵢ) = P(j)·N(x | μⱼ, σⱼ).
pub(crate) fn pair(i: &Normal, j: &Normal) -> Pair {
    let (ki, kj) = (i.k(), j.k());
    let ratio = (&i.prior * &j.std)
        .checked_div(&(&j.prior * &i.std))
        .unwrap_or_else(Number::one);
    let Some(ell) = ln(&ratio) else {
        return Pair {
            k: [ki, kj],
            ell: Real::approx(Number::zero()),
            a: Number::zero(),
            b: Number::zero(),
            c: Real::approx(Number::zero()),
            discriminant: None,
            boundary: Boundary::Overflow,
        };
    };
    let a = &kj - &ki;
    let b = Number::from(2) * (&(&ki * &i.mean) - &(&kj * &j.mean));
    let c = Real {
        value: &(&kj * &(&j.mean * &j.mean)) - &(&ki * &(&i.mean * &i.mean)) + &ell.value,
        exact: ell.exact,
    };
    let mut discriminant = None;
    let boundary = if a.is_zero() {
        match (-&c.value).checked_div(&b) {
            Some(x) => Boundary::Points(vec![Real {
                value: x,
                exact: c.exact,
            }]),
            None if c.exact && c.value.is_zero() => Boundary::Everywhere,
            None => Boundary::Never {
                winner: usize::from(c.value.is_negative()),
            },
        }
    } else {
        let delta = Real {
            value: &(&b * &b) - &(Number::from(4) * &a * &c.value),
            exact: c.exact,
        };
        let two_a = Number::from(2) * &a;
        if delta.value.is_negative() {
            discriminant = Some((delta.clone(), None));
            Boundary::Never {
                winner: usize::from(a.is_negative()),
            }
        } else if delta.value.is_zero() {
            discriminant = Some((delta.clone(), None));
            Boundary::Touch(Real::exact((-&b).checked_div(&two_a).unwrap_or_default()))
        } else {
            match sqrt(&delta.value) {
                None => Boundary::Overflow,
                Some(root) => {
                    // q = −(b + sgn(b)√Δ)/2; the roots are q/a and c/q (no cancellation).
                    let signed = if b.is_negative() {
                        -&root.value
                    } else {
                        root.value.clone()
                    };
                    let q = -(&b + &signed) / &NonZero::two();
                    let exact = root.exact && c.exact;
                    let mut xs: Vec<Number> = [q.checked_div(&a), c.value.checked_div(&q)]
                        .into_iter()
                        .flatten()
                        .collect();
                    xs.sort();
                    discriminant = Some((delta.clone(), Some(root)));
                    Boundary::Points(xs.into_iter().map(|value| Real { value, exact }).collect())
                }
            }
        }
    };
    Pair {
        k: [ki, kj],
        ell,
        a,
        b,
        c,
        discriminant,
        boundary,
    }
}

/// ln P(c) + ln N(x | μ, σ) for every class (the common −½ln 2π included), as rational
/// approximations; `None` when a logarithm cannot be computed.
pub(crate) fn log_weights(classes: &[Normal], x: &Number) -> Option<Vec<Number>> {
    let two_pi = real::pi().mul(&real::Real::from_i64(2));
    let half_ln_2pi = real::ln(&two_pi).ok()?.mid() / &NonZero::two();
    classes
        .iter()
        .map(|c| {
            let s = ln(&c.prior.checked_div(&c.std)?)?;
            let d = x - &c.mean;
            Some(s.value - &(&c.k() * &(&d * &d)) - &half_ln_2pi)
        })
        .collect()
}

/// e^l for a rational approximation l carried from [`log_weights`] (`None` when e^l has more
/// than 10¹² digits).
pub(crate) fn exp(l: &Number) -> Option<real::Real> {
    real::exp(&real::Real::from_approx(l)).ok()
}

/// A posterior P(c | x).
#[derive(Clone, Debug)]
pub(crate) enum Posterior {
    /// A rational value ([`exact_posteriors`]).
    Exact(Number),
    /// A transcendental value, as a ball.
    Approx(real::Real),
}

/// The posteriors at x when they are rational: when every class has the same
/// q_c = (x − μ_c)²/(2σ_c²), P(c | x) = w_c / Σ w with w = P(c)/σ (the factors e^{−q} and
/// 1/√(2π) cancel). Otherwise `None`: with two or more distinct values of q, P(c | x) = p
/// rational would make w_c·e^{−q_c} − p·Σ w_j·e^{−q_j} = 0 a vanishing sum of exponentials of
/// distinct rationals with coefficients not all zero, which Lindemann–Weierstrass rules out.
pub(crate) fn exact_posteriors(classes: &[Normal], x: &Number) -> Option<Vec<Number>> {
    let q = |c: &Normal| {
        let d = x - &c.mean;
        &c.k() * &(&d * &d)
    };
    let first = q(classes.first()?);
    if !classes.iter().all(|c| q(c) == first) {
        return None;
    }
    let w: Vec<Number> = classes
        .iter()
        .map(|c| c.prior.checked_div(&c.std))
        .collect::<Option<_>>()?;
    let sum = w.iter().fold(Number::zero(), |s, v| s + v);
    w.iter().map(|v| v.checked_div(&sum)).collect()
}

/// P(c | x) = e^{l_c − max} / Σ e^{l − max} from the log-weights at x (the log-sum-exp form),
/// exactly where it is rational ([`exact_posteriors`]).
pub(crate) fn posteriors(classes: &[Normal], x: &Number, log_weights: &[Number]) -> Option<Vec<Posterior>> {
    if let Some(exact) = exact_posteriors(classes, x) {
        return Some(exact.into_iter().map(Posterior::Exact).collect());
    }
    let max = log_weights.iter().max()?.clone();
    let e: Vec<real::Real> = log_weights.iter().map(|l| exp(&(l - &max))).collect::<Option<_>>()?;
    let sum = e.iter().fold(real::Real::zero(), |s, v| s.add(v));
    e.iter().map(|v| v.div(&sum).ok().map(Posterior::Approx)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn normal(p: &str, m: &str, s: &str) -> Normal {
        Normal {
            prior: n(p),
            mean: n(m),
            std: n(s),
        }
    }

    fn close(x: &Number, reference: &str, tol: &str) {
        assert!((x.clone() - n(reference)).abs() < n(tol), "{x} vs {reference}");
    }

    // Seed 003, U2.1, the Iris problem: setosa N(1.46, 0.17) with prior 1/3, non-setosa
    // N(4.91, 0.82). References computed with mpmath at 40 digits (/tmp/setosa.py in the
    // report): a = −16.557433065258157, b = 43.216830071077316, c = −18.071630382123537,
    // roots 0.52292920030554149 and 2.0871873498110086, P(setosa | 2) = 0.89400292039552341.
    // The seed rounds a, b, c first and prints 0.53 (the rounded coefficients give 0.5257).
    #[test]
    fn seed_setosa() {
        let set = normal("1/3", "1.46", "0.17");
        let nos = normal("2/3", "4.91", "0.82");
        let p = pair(&set, &nos);
        close(&p.a, "-16.557433065258157012", "1e-15");
        close(&p.b, "43.216830071077316394", "1e-15");
        close(&p.c.value, "-18.071630382123536632", "1e-15");
        let Boundary::Points(xs) = &p.boundary else {
            panic!("{:?}", p.boundary)
        };
        close(&xs[0].value, "0.52292920030554148633", "1e-18");
        close(&xs[1].value, "2.0871873498110086302", "1e-18");
        assert!(!xs[0].exact);
        let classes = [set, nos];
        let post = posteriors(&classes, &n("2"), &log_weights(&classes, &n("2")).unwrap()).unwrap();
        let Posterior::Approx(p) = &post[0] else {
            panic!("{post:?}")
        };
        close(&p.mid(), "0.89400292039552341439", "1e-18");
    }

    #[test]
    fn equal_spreads_give_one_exact_point() {
        // equal priors and σ: the midpoint of the means, exactly
        let p = pair(&normal("1/2", "0", "1"), &normal("1/2", "3", "1"));
        assert_eq!(p.boundary, Boundary::Points(vec![Real::exact(n("1.5"))]));
        // σ² = 1 and P = 1/4, 3/4: x = 3/2 + ln(1/3)/3 (hand: 2·(0·… ) → −3x + 9/2 + ln(1/3) = 0)
        let p = pair(&normal("1/4", "0", "1"), &normal("3/4", "3", "1"));
        let Boundary::Points(xs) = &p.boundary else { panic!() };
        // 1.5 − ln(3)/3 = 1.1337958959..., ln 3 = 1.0986122886681098 (mpmath)
        close(&xs[0].value, "1.1337959037772967", "1e-15");
        // identical classes tie everywhere; same σ and mean with different priors never meet
        assert_eq!(
            pair(&normal("1/2", "1", "2"), &normal("1/2", "1", "2")).boundary,
            Boundary::Everywhere
        );
        assert_eq!(
            pair(&normal("1/4", "1", "2"), &normal("3/4", "1", "2")).boundary,
            Boundary::Never { winner: 1 }
        );
    }

    fn exact(classes: &[Normal], x: &str) -> Option<Vec<Number>> {
        let x = n(x);
        let post = posteriors(classes, &x, &log_weights(classes, &x).unwrap()).unwrap();
        post.into_iter()
            .map(|p| match p {
                Posterior::Exact(v) => Some(v),
                Posterior::Approx(_) => None,
            })
            .collect()
    }

    #[test]
    fn posteriors_are_exact_only_where_every_class_has_the_same_quadratic_term() {
        // equal priors and σ at the midpoint 1.5: 1/2 each
        let two = [normal("1/2", "0", "1"), normal("1/2", "3", "1")];
        assert_eq!(exact(&two, "1.5"), Some(vec![n("1/2"), n("1/2")]));
        assert_eq!(exact(&two, "1"), None);
        // P(c)/σ = 1/4 for all three and (x − μ)²/(2σ²) = 1/2 for all three at x = 1 (by hand:
        // 1/2, 1/2, 4/8): 1/3 each; at 1.5 the quadratic terms differ (9/8, 1/8, 9/32)
        let three = [
            normal("1/4", "0", "1"),
            normal("1/4", "2", "1"),
            normal("1/2", "3", "2"),
        ];
        assert_eq!(exact(&three, "1"), Some(vec![n("1/3"); 3]));
        assert_eq!(exact(&three, "1.5"), None);
        // two of the three share the term at 1 when the third is moved: no exact posterior
        let moved = [
            normal("1/4", "0", "1"),
            normal("1/4", "2", "1"),
            normal("1/2", "4", "2"),
        ];
        assert_eq!(exact(&moved, "1"), None);
        // the same term (0, x at both means) with different P(c)/σ: 1/4 and 3/8, so 2/5 and 3/5
        // (by hand: the densities at the mean are 1/(σ√(2π)))
        let means = [normal("1/4", "0", "1"), normal("3/4", "0", "2")];
        assert_eq!(exact(&means, "0"), Some(vec![n("2/5"), n("3/5")]));
        // the same σ and mean, priors 1/4 and 3/4: the posteriors are the priors everywhere
        let priors = [normal("1/4", "5", "1"), normal("3/4", "5", "1")];
        assert_eq!(exact(&priors, "-2"), Some(vec![n("1/4"), n("3/4")]));
        // one class: posterior 1
        assert_eq!(exact(&two[..1], "7"), Some(vec![n("1")]));
        // the exact values agree with the log-sum-exp form where both apply
        let logs = log_weights(&means, &n("0")).unwrap();
        let e: Vec<real::Real> = logs.iter().map(|l| exp(&(l - &logs[0])).unwrap()).collect();
        close(&e[0].div(&e[0].add(&e[1])).unwrap().mid(), "0.4", "1e-60");
        // at x = 1 the terms are 1/2 and 1/8: (1/4)e^{−1/2}/((1/4)e^{−1/2} + (3/8)e^{−1/8}) =
        // 0.31421965327369615011 (mpmath, 40 digits)
        let at_one = posteriors(&means, &n("1"), &log_weights(&means, &n("1")).unwrap()).unwrap();
        let Posterior::Approx(p) = &at_one[0] else {
            panic!("{at_one:?}")
        };
        close(&p.mid(), "0.31421965327369615011", "1e-19");
    }

    #[test]
    fn no_real_root_and_touching() {
        // A narrow class with a tiny prior under a wide one: the wide one always wins.
        // a = 1/2 − 50 < 0; Δ < 0 (checked by hand: ℓ = ln(0.01·1/(0.99·0.1)) ≈ −2.29).
        let p = pair(&normal("0.01", "0", "0.1"), &normal("0.99", "0", "1"));
        assert_eq!(p.boundary, Boundary::Never { winner: 1 });
        // exact tangency: a x² + b x + c with Δ = 0 needs ℓ = 0 and rational c:
        // P = 1/2 each, σ = 1 and 1 → linear; so use σᵢ = 1, σⱼ = 2, Pᵢ = 1/4, Pⱼ = 1/2
        // (ℓ = ln((1/4)·2/((1/2)·1)) = ln 1 = 0), μᵢ = μⱼ = 0: −x²/2 + x²/8 = 0 → touches at 0.
        let p = pair(&normal("1/4", "0", "1"), &normal("1/2", "0", "2"));
        assert_eq!(p.boundary, Boundary::Touch(Real::exact(n("0"))));
    }
}
