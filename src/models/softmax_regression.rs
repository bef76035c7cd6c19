//! Softmax regression ("logistic regression" with C classes, seed 003 U2.4 §3–5): logits
//! a = Wᵗx̄, probabilities μ = S(a), the log-likelihood, the NLL, its gradient
//! ∂NLL/∂Wᵗ = (1/N) Σ x̄(μ − y)ᵗ and gradient descent W ← W − η ∂NLL/∂Wᵗ.
//!
//! W is kept as one homogeneous vector per class (the columns of the seed's W). Values are
//! [`Mixed`]: exact while the softmax is exactly uniform (W = 0), rounded afterwards.

pub use super::gradient_descent::Stop;
use super::softmax;
use crate::num::Number;
use crate::num::mixed::{self, Cached, Mixed};
use crate::num::real::RealError;

/// One weight vector per class.
pub type Weights = Vec<Vec<Mixed>>;

/// A training sample: x̄ (with its leading 1) and the index of its class.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The homogeneous input x̄.
    pub x: Vec<Number>,
    /// The class index.
    pub y: usize,
    xc: Vec<Cached>,
}

impl Sample {
    /// A sample x̄ of class index `y`.
    pub fn new(x: Vec<Number>, y: usize) -> Self {
        let xc = mixed::cache(&x);
        Sample { x, y, xc }
    }
}

/// The logits a_c = w_cᵀx̄.
pub fn logits(w: &[Vec<Mixed>], x: &[Number]) -> Result<Vec<Mixed>, RealError> {
    w.iter().map(|wc| mixed::dot(wc, x)).collect()
}

/// Everything the model gives on a training set for fixed weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Eval {
    /// a_n for every sample.
    pub logits: Vec<Vec<Mixed>>,
    /// μ_n = S(a_n).
    pub mu: Vec<Vec<Mixed>>,
    /// log μ_{n, y_n}.
    pub log_mu: Vec<Mixed>,
    /// LL = Σ_n log μ_{n, y_n}.
    pub ll: Mixed,
    /// NLL = −LL/N.
    pub nll: Mixed,
    /// ∂NLL/∂W, per class c and component d: (1/N) Σ_n x̄_nd (μ_nc − y_nc).
    pub grad: Weights,
}

/// The logits, probabilities, log-likelihood, NLL and gradient at `w`.
pub fn evaluate(w: &[Vec<Mixed>], samples: &[Sample]) -> Result<Eval, RealError> {
    let classes = w.len();
    let dim = w.first().map_or(0, Vec::len);
    let inv_n = Cached::new(
        &Number::one()
            .checked_div(&Number::from(samples.len()))
            .ok_or(RealError::Domain)?,
    );
    let mut out = Eval {
        logits: Vec::with_capacity(samples.len()),
        mu: Vec::with_capacity(samples.len()),
        log_mu: Vec::with_capacity(samples.len()),
        ll: Mixed::zero(),
        nll: Mixed::zero(),
        grad: vec![vec![Mixed::zero(); dim]; classes],
    };
    for s in samples {
        let a = w
            .iter()
            .map(|wc| mixed::dot_cached(wc, &s.xc))
            .collect::<Result<Vec<_>, _>>()?;
        let (mu, lm) = softmax::softmax_and_log(&a, s.y)?;
        out.ll = out.ll.add(&lm)?;
        for (c, m) in mu.iter().enumerate() {
            let r = if c == s.y { m.sub(&Mixed::one())? } else { m.clone() };
            for (d, xd) in s.xc.iter().enumerate() {
                out.grad[c][d] = out.grad[c][d].add(&r.mul_cached(xd)?)?;
            }
        }
        out.logits.push(a);
        out.mu.push(mu);
        out.log_mu.push(lm);
    }
    for row in &mut out.grad {
        for g in row.iter_mut() {
            *g = g.mul_cached(&inv_n)?;
        }
    }
    out.nll = out.ll.neg().mul_cached(&inv_n)?;
    Ok(out)
}

/// One gradient-descent step.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The NLL at the weights before the step.
    pub nll: Mixed,
    /// η·∂NLL/∂W, per class.
    pub delta: Weights,
    /// The largest |entry| of `delta`.
    pub max_delta: Mixed,
    /// The weights after the step.
    pub weights: Weights,
}

/// A gradient-descent run.
#[derive(Clone, Debug, PartialEq)]
pub struct Descent {
    /// The steps in order.
    pub steps: Vec<Step>,
    /// With a tolerance: whether it was reached before the cap (every entry of η·∂NLL/∂W of
    /// the step just applied at most `tol` in absolute value, the seed's loop).
    pub converged: Option<bool>,
}

impl Descent {
    /// The weights at the end (`initial` when no step was made).
    pub fn final_weights<'a>(&'a self, initial: &'a Weights) -> &'a Weights {
        self.steps.last().map_or(initial, |s| &s.weights)
    }
}

/// Gradient descent W ← W − η ∂NLL/∂W from `w0`.
pub fn descend(w0: &[Vec<Mixed>], samples: &[Sample], eta: &Number, stop: &Stop) -> Result<Descent, RealError> {
    let eta = Mixed::from(eta);
    let (max, tol) = match stop {
        Stop::Steps(n) => (*n, None),
        Stop::Tolerance { tol, max } => (*max, Some(Mixed::from(tol))),
    };
    let mut w: Weights = w0.to_vec();
    let mut steps = Vec::new();
    let mut converged = tol.as_ref().map(|_| false);
    while steps.len() < max {
        let e = evaluate(&w, samples)?;
        let mut delta = e.grad.clone();
        let mut max_delta = Mixed::zero();
        for (wc, dc) in w.iter_mut().zip(delta.iter_mut()) {
            for (wd, dd) in wc.iter_mut().zip(dc.iter_mut()) {
                *dd = eta.mul(dd)?;
                *wd = wd.sub(dd)?;
                let a = dd.abs();
                if a.compare(&max_delta)?.is_gt() {
                    max_delta = a;
                }
            }
        }
        let done = match &tol {
            Some(t) => max_delta.compare(t)?.is_le(),
            None => false,
        };
        steps.push(Step {
            nll: e.nll,
            delta,
            max_delta,
            weights: w.clone(),
        });
        if done {
            converged = Some(true);
            break;
        }
    }
    Ok(Descent { steps, converged })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_decimal::Decimal;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn w(rows: &[&[&str]]) -> Weights {
        rows.iter()
            .map(|r| r.iter().map(|s| Mixed::from(n(s))).collect())
            .collect()
    }

    fn close(m: &Mixed, reference: &str, tol: Decimal) {
        let d = m.to_decimal().unwrap();
        let r: Decimal = reference.parse().unwrap();
        assert!((d - r).abs() < tol, "{d} vs {reference}");
    }

    fn two_samples() -> Vec<Sample> {
        // Seed 003, U2.4 problem: x₁ = (1, 1, 0) class 1, x₂ = (1, 1, 1) class 2.
        vec![
            Sample::new(vec![n("1"), n("1"), n("0")], 0),
            Sample::new(vec![n("1"), n("1"), n("1")], 1),
        ]
    }

    #[test]
    fn seed_two_sample_problem() {
        // Seed 003, U2.4 problem with W₀ = (0, 0, −0.25 | 0, 0, 0.25), η = 1.
        // Reference (mpmath, 40 digits): μ₂ = (0.3775406688, 0.6224593312);
        // gradient (−0.0612296656, −0.0612296656, 0.1887703344 | negated).
        let w0 = w(&[&["0", "0", "-0.25"], &["0", "0", "0.25"]]);
        let e = evaluate(&w0, &two_samples()).unwrap();
        assert_eq!(e.logits[1], vec![Mixed::from(n("-0.25")), Mixed::from(n("0.25"))]);
        assert_eq!(e.mu[0], vec![Mixed::from(n("1/2")), Mixed::from(n("1/2"))]);
        let t = Decimal::new(1, 20);
        close(&e.mu[1][0], "0.3775406687981454353610994343", t);
        close(&e.grad[0][0], "-0.06122966560092728231945028287", t);
        close(&e.grad[0][2], "0.1887703343990727176805497171", t);
        close(&e.grad[1][2], "-0.1887703343990727176805497171", t);
        let d = descend(&w0, &two_samples(), &n("1"), &Stop::Steps(1)).unwrap();
        close(&d.steps[0].weights[0][2], "-0.4387703343990727176805497171", t);
    }

    #[test]
    fn exact_while_the_softmax_is_uniform() {
        // From W = 0 every μ is (1/2, 1/2): the first gradient is rational.
        // By hand: (1/2)[(1,0,0)(−1/2, 1/2) + (1,1,1)(1/2, −1/2)] = (0, 1/4, 1/4 | 0, −1/4, −1/4)
        let samples = vec![
            Sample::new(vec![n("1"), n("0"), n("0")], 0),
            Sample::new(vec![n("1"), n("1"), n("1")], 1),
        ];
        let e = evaluate(&w(&[&["0", "0", "0"], &["0", "0", "0"]]), &samples).unwrap();
        assert_eq!(e.grad, w(&[&["0", "1/4", "1/4"], &["0", "-1/4", "-1/4"]]));
        assert!(!e.nll.is_exact(), "ln 2 is not rational");
    }

    #[test]
    fn seed_gd_loop_until_tolerance() {
        // Seed 003, U2.4 "In [20]": η = 0.2, tol 0.01, W₀ = 0 on {((1,0,0), 1), ((1,1,1), 2)}
        // prints W = [[0.7297801, −0.7297801], [−0.9399284, 0.9399284], [−0.9399284, 0.9399284]];
        // mpmath (40 digits) gives the same after 51 steps: 0.7297800988…, −0.9399284009….
        let samples = vec![
            Sample::new(vec![n("1"), n("0"), n("0")], 0),
            Sample::new(vec![n("1"), n("1"), n("1")], 1),
        ];
        let w0 = w(&[&["0", "0", "0"], &["0", "0", "0"]]);
        let stop = Stop::Tolerance {
            tol: n("0.01"),
            max: 1000,
        };
        let d = descend(&w0, &samples, &n("0.2"), &stop).unwrap();
        assert_eq!(d.steps.len(), 51);
        assert_eq!(d.converged, Some(true));
        let fin = d.final_weights(&w0);
        let t = Decimal::new(1, 9);
        close(&fin[0][0], "0.7297800988", t);
        close(&fin[0][1], "-0.9399284009", t);
        close(&fin[1][2], "0.9399284009", t);
    }
}
