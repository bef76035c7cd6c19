//! The softmax function, log-sum-exp, argmax, one-hot vectors and the categorical distribution
//! (seed 003, U2.4 §1–2; seed 000, "Funzione softmax").
//!
//! Everything is computed in the log-sum-exp form: the largest logit is subtracted first, so
//! every exponential is e^(a_c − max) ≤ 1 and logits of ±1000 give probabilities 1 and 0 and a
//! finite log-likelihood. Equal logits give exactly 1/K.

use std::cmp::Ordering;

use crate::num::Number;
use crate::num::mixed::Mixed;
use crate::num::real::RealError;

/// The largest value and its first index.
fn max_of(a: &[Mixed]) -> Result<(usize, Mixed), RealError> {
    let mut best = 0;
    for (i, v) in a.iter().enumerate().skip(1) {
        if v.compare(&a[best])? == Ordering::Greater {
            best = i;
        }
    }
    a.get(best).cloned().map(|m| (best, m)).ok_or(RealError::Domain)
}

/// The shifted exponentials e^(a_c − max) (each ≤ 1, exactly 1 at the max) and their sum.
fn shifted(a: &[Mixed]) -> Result<(Mixed, Vec<Mixed>, Vec<Mixed>, Mixed), RealError> {
    let (_, max) = max_of(a)?;
    let diffs = a.iter().map(|v| v.sub(&max)).collect::<Result<Vec<_>, _>>()?;
    let exps = diffs.iter().map(Mixed::exp).collect::<Result<Vec<_>, _>>()?;
    let mut sum = Mixed::zero();
    for e in &exps {
        sum = sum.add(e)?;
    }
    Ok((max, diffs, exps, sum))
}

/// S(a)_c = e^(a_c) / Σ e^(a_c'), computed as e^(a_c − max) / Σ e^(a_c' − max).
pub(crate) fn softmax(a: &[Mixed]) -> Result<Vec<Mixed>, RealError> {
    let (_, _, exps, sum) = shifted(a)?;
    exps.iter().map(|e| e.div(&sum)).collect()
}

/// log S(a)_c = (a_c − max) − log Σ e^(a_c' − max), for every c (no exponential of a large
/// number, no log of a tiny one).
pub(crate) fn log_softmax(a: &[Mixed]) -> Result<Vec<Mixed>, RealError> {
    let (_, diffs, _, sum) = shifted(a)?;
    let log_sum = sum.ln()?;
    diffs.iter().map(|d| d.sub(&log_sum)).collect()
}

/// S(a) and log S(a)_c for one class c, sharing the exponentials.
pub(crate) fn softmax_and_log(a: &[Mixed], c: usize) -> Result<(Vec<Mixed>, Mixed), RealError> {
    let (_, diffs, exps, sum) = shifted(a)?;
    let s = exps.iter().map(|e| e.div(&sum)).collect::<Result<Vec<_>, _>>()?;
    let d = diffs.get(c).ok_or(RealError::Domain)?;
    Ok((s, d.sub(&sum.ln()?)?))
}

/// log Σ e^(a_c) = max + log Σ e^(a_c − max) (the seed 000 "softmax(a₁, …, a_K)").
pub(crate) fn logsumexp(a: &[Mixed]) -> Result<Mixed, RealError> {
    let (max, _, _, sum) = shifted(a)?;
    max.add(&sum.ln()?)
}

/// The index of the largest value (the first on a tie) and, when several reach it, all of them.
pub(crate) fn argmax(a: &[Mixed]) -> Result<(usize, Vec<usize>), RealError> {
    let (best, max) = max_of(a)?;
    let mut tied = Vec::new();
    for (i, v) in a.iter().enumerate() {
        if v.compare(&max)? == Ordering::Equal {
            tied.push(i);
        }
    }
    if tied.len() < 2 {
        tied.clear();
    }
    Ok((best, tied))
}

/// one-hot(y) = (𝕀(y = 1), …, 𝕀(y = C)).
pub(crate) fn one_hot(y: usize, classes: usize) -> Vec<Number> {
    (0..classes)
        .map(|c| if c == y { Number::one() } else { Number::zero() })
        .collect()
}

/// Cat(y | θ) = ∏_c θ_c^(y_c) with 0⁰ = 1: every factor but θ_y is a power 0, hence 1.
pub(crate) fn categorical(theta: &[Mixed], y: usize) -> Result<Mixed, RealError> {
    categorical_with(theta, y, Slip::None)
}

/// log Cat(y | θ) = Σ_c y_c log θ_c = log θ_y, with 0 log 0 = 0 for the classes not observed
/// (the log of 0⁰ = 1): exactly 0 when θ_y = 1, `None` for −∞ when θ_y = 0, otherwise ln θ_y
/// (transcendental for every other rational θ_y, so rounded).
pub(crate) fn log_categorical(theta: &[Mixed], y: usize) -> Result<Option<Mixed>, RealError> {
    let t = theta.get(y).ok_or(RealError::Domain)?;
    if t.is_zero() {
        return Ok(None);
    }
    t.ln().map(Some)
}

/// log S(a)_y, the log-probability of class y under θ = S(a), in the log-sum-exp form (finite
/// for any logits: S(a)_y > 0).
pub(crate) fn log_softmax_at(a: &[Mixed], y: usize) -> Result<Mixed, RealError> {
    log_softmax(a)?.get(y).cloned().ok_or(RealError::Domain)
}

/// A student's slip, re-run by the checker to recognise the answers it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slip {
    /// No slip.
    None,
    /// 0⁰ taken as 0 in Cat(y | θ).
    ZeroPowerZero,
}

/// [`categorical`] under a slip.
pub(crate) fn categorical_with(theta: &[Mixed], y: usize, slip: Slip) -> Result<Mixed, RealError> {
    let mut p = Mixed::one();
    for (c, t) in theta.iter().enumerate() {
        if c == y {
            p = p.mul(t)?;
        } else if slip == Slip::ZeroPowerZero && t.is_zero() {
            p = Mixed::zero();
        }
    }
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Mixed {
        Mixed::from(s.parse::<Number>().unwrap())
    }

    fn close(m: &Mixed, reference: &str) {
        assert!(m.within(reference, 20), "{m:?} vs {reference}");
    }

    #[test]
    fn seed_003_question_e_over_e_plus_2() {
        // Seed 003, U2.4 question: S((1, 0, 0))₁ = e/(e + 2) = 0.5761;
        // mpmath (40 digits): 0.5761168847658291098583189236385003524126
        let s = softmax(&[n("1"), n("0"), n("0")]).unwrap();
        close(&s[0], "0.5761168847658291098583189236");
        // the seed's problem: S((0, 1, 1)) = (1, e, e)/(1 + 2e) = (0.1554, 0.4223, 0.4223);
        // mpmath (40 digits): 0.15536240349696360679…, 0.42231879825151819660…
        let s = softmax(&[n("0"), n("1"), n("1")]).unwrap();
        close(&s[0], "0.1553624034969636067934185880");
        close(&s[1], "0.4223187982515181966032907060");
    }

    #[test]
    fn equal_logits_are_exactly_uniform() {
        let s = softmax(&[n("0.25"), n("0.25")]).unwrap();
        assert_eq!(s, vec![n("1/2"), n("1/2")]);
        assert_eq!(logsumexp(&[n("7")]).unwrap(), n("7"));
    }

    #[test]
    fn logits_of_1000_do_not_overflow() {
        let s = softmax(&[n("1000"), n("-1000")]).unwrap();
        assert!(s[0].within("1", 60));
        assert!(s[1].within("0", 60));
        // log S = (0, −2000) up to e^−2000
        let l = log_softmax(&[n("1000"), n("-1000")]).unwrap();
        assert!(l[1].within("-2000", 60));
        assert!(logsumexp(&[n("1000"), n("-1000")]).unwrap().within("1000", 60));
        // a logit of −10⁴⁰ only makes its class improbable
        let s = softmax(&[n("0"), n("-1e40")]).unwrap();
        assert!(s[0].within("1", 60));
    }

    #[test]
    fn logsumexp_lies_between_max_and_max_plus_log_k() {
        // log(e² + e + e^0.5): mpmath (40 digits) 2.4643687841079448416201060562…;
        // the bound: 2 ≤ · ≤ 2 + ln 3 = 3.0986
        let l = logsumexp(&[n("2"), n("1"), n("0.5")]).unwrap();
        let mid = l.to_real().mid();
        assert!(
            mid > Number::from(2) && mid < "3.0986".parse::<Number>().unwrap(),
            "{l:?}"
        );
        close(&l, "2.464368784107944841620106056");
    }

    #[test]
    fn argmax_ties_go_to_the_first() {
        assert_eq!(argmax(&[n("0"), n("0")]).unwrap(), (0, vec![0, 1]));
        assert_eq!(argmax(&[n("-1"), n("2"), n("1")]).unwrap(), (1, vec![]));
    }

    #[test]
    fn categorical_with_zero_to_the_zero() {
        // Seed 003, U2.4 §1: θ = (0.5, 0.5, 0), Cat((1, 0, 0) | θ) = 0.5¹·0.5⁰·0⁰ = 0.5
        let theta = [n("0.5"), n("0.5"), n("0")];
        assert_eq!(categorical(&theta, 0).unwrap(), n("0.5"));
        assert_eq!(categorical(&theta, 2).unwrap(), n("0"));
        assert_eq!(one_hot(0, 3), vec![Number::one(), Number::zero(), Number::zero()]);
    }

    #[test]
    fn log_categorical_is_exact_at_zero_and_one() {
        // Seed 003, U2.4 §1 (0⁰ = 1, 0 log 0 = 0): θ = (0.5, 0.5, 0), log Cat((1, 0, 0) | θ) =
        // log 0.5 (the 0 of class 3 contributes 0·log 0 = 0); mpmath (40 digits):
        // ln 0.5 = −0.6931471805599453094172321214581765680755
        let theta = [n("0.5"), n("0.5"), n("0")];
        close(
            &log_categorical(&theta, 0).unwrap().unwrap(),
            "-0.6931471805599453094172321215",
        );
        // θ_y = 0: log 0 = −∞ (`None`), exactly
        assert_eq!(log_categorical(&theta, 2).unwrap(), None);
        // θ_y = 1: exactly 0, and the zeros elsewhere do not matter
        assert_eq!(log_categorical(&[n("0"), n("1")], 1).unwrap(), Some(n("0")));
        // θ = (1/3, 2/3): ln(1/3), mpmath −1.098612288668109691395245236922525704647
        close(
            &log_categorical(&[n("1/3"), n("2/3")], 0).unwrap().unwrap(),
            "-1.098612288668109691395245237",
        );
        assert!(log_categorical(&theta, 3).is_err());
    }

    #[test]
    fn log_softmax_at_one_class() {
        // log S((2, 1, 0.5))₂ = 1 − log(e² + e + e^0.5); mpmath (40 digits):
        // −1.464368784107944841620106056253531495843
        close(
            &log_softmax_at(&[n("2"), n("1"), n("0.5")], 1).unwrap(),
            "-1.464368784107944841620106056",
        );
        // seed 003 U2.4: log S((1, 0, 0))₁ = log(e/(e + 2)), mpmath −0.5514447139320510890554705472
        close(
            &log_softmax_at(&[n("1"), n("0"), n("0")], 0).unwrap(),
            "-0.5514447139320510890554705472",
        );
        // one class: S(a) = (1) and log S(a)₁ = 0 exactly, whatever the logit
        assert_eq!(log_softmax_at(&[n("7")], 0).unwrap(), n("0"));
        assert_eq!(softmax(&[n("7")]).unwrap(), vec![n("1")]);
        // a far logit gives a large finite log-probability, not −∞: log S((0, −1000))₂ = −1000
        // − log(1 + e^−1000) = −1000 up to e^−1000
        let l = log_softmax_at(&[n("0"), n("-1000")], 1).unwrap();
        assert!(l.within("-1000", 60), "{l:?}");
    }

    #[test]
    fn zero_to_the_zero_slip() {
        // Seed 003 U2.4 §1: Cat(1 | (0.5, 0.5, 0)) = 0.5 with 0⁰ = 1, and 0 with 0⁰ = 0.
        let theta = [n("0.5"), n("0.5"), n("0")];
        assert_eq!(categorical(&theta, 0).unwrap(), n("0.5"));
        assert_eq!(categorical_with(&theta, 0, Slip::ZeroPowerZero).unwrap(), n("0"));
        assert_eq!(categorical_with(&theta, 2, Slip::ZeroPowerZero).unwrap(), n("0"));
    }
}
