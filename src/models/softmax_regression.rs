//! Softmax regression ("logistic regression" with C classes, seed 003 U2.4 §3–5): logits
//! a = Wᵗx̄, probabilities μ = S(a), the log-likelihood, the NLL, its gradient
//! ∂NLL/∂Wᵗ = (1/N) Σ x̄(μ − y)ᵗ and gradient descent W ← W − η ∂NLL/∂Wᵗ.
//!
//! W is kept as one homogeneous vector per class (the columns of the seed's W). Values are
//! [`Mixed`]: exact while the softmax is exactly uniform (W = 0), rounded afterwards.

pub(crate) use super::gradient_descent::Stop;
use super::softmax;
use crate::num::Number;
use crate::num::mixed::{self, Cached, Mixed};
use crate::num::real::{self, Bound, RealError};

/// One weight vector per class.
pub(crate) type Weights = Vec<Vec<Mixed>>;

/// A training sample: x̄ (with its leading 1) and the index of its class.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Sample {
    /// The homogeneous input x̄.
    pub(crate) x: Vec<Number>,
    /// The class index.
    pub(crate) y: usize,
    xc: Vec<Cached>,
}

impl Sample {
    /// A sample x̄ of class index `y`.
    pub(crate) fn new(x: Vec<Number>, y: usize) -> Self {
        let xc = mixed::cache(&x);
        Sample { x, y, xc }
    }
}

/// The logits a_c = w_cᵀx̄.
pub(crate) fn logits(w: &[Vec<Mixed>], x: &[Number]) -> Result<Vec<Mixed>, RealError> {
    w.iter().map(|wc| mixed::dot(wc, x)).collect()
}

/// Everything the model gives on a training set for fixed weights.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Eval {
    /// a_n for every sample.
    pub(crate) logits: Vec<Vec<Mixed>>,
    /// μ_n = S(a_n).
    pub(crate) mu: Vec<Vec<Mixed>>,
    /// log μ_{n, y_n}.
    pub(crate) log_mu: Vec<Mixed>,
    /// LL = Σ_n log μ_{n, y_n}.
    pub(crate) ll: Mixed,
    /// NLL = −LL/N.
    pub(crate) nll: Mixed,
    /// ∂NLL/∂W, per class c and component d: (1/N) Σ_n x̄_nd (μ_nc − y_nc).
    pub(crate) grad: Weights,
}

/// A student's slip, re-run by the checker to recognise the answers it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slip {
    /// No slip.
    None,
    /// The gradient built from y − μ instead of μ − y: descent then climbs, W ← W + η∇.
    Sign,
    /// Sums instead of means: no 1/N in the NLL and its gradient.
    Sum,
}

/// The logits, probabilities, log-likelihood, NLL and gradient at `w`.
pub(crate) fn evaluate(w: &[Vec<Mixed>], samples: &[Sample]) -> Result<Eval, RealError> {
    evaluate_with(w, samples, Slip::None)
}

/// 1/N, or 1 for [`Slip::Sum`].
fn mean_factor(n: usize, slip: Slip) -> Result<Cached, RealError> {
    let n = if slip == Slip::Sum { 1 } else { n };
    Ok(Cached::new(
        &Number::one().checked_div(&Number::from(n)).ok_or(RealError::Domain)?,
    ))
}

/// [`evaluate`] under a slip (the gradient and the NLL change; the rest does not).
pub(crate) fn evaluate_with(w: &[Vec<Mixed>], samples: &[Sample], slip: Slip) -> Result<Eval, RealError> {
    let mut out = Eval {
        logits: Vec::with_capacity(samples.len()),
        mu: Vec::with_capacity(samples.len()),
        log_mu: Vec::with_capacity(samples.len()),
        ll: Mixed::zero(),
        nll: Mixed::zero(),
        grad: Vec::new(),
    };
    for s in samples {
        let a = w
            .iter()
            .map(|wc| mixed::dot_cached(wc, &s.xc))
            .collect::<Result<Vec<_>, _>>()?;
        let (mu, lm) = softmax::softmax_and_log(&a, s.y)?;
        out.ll = out.ll.add(&lm)?;
        out.logits.push(a);
        out.mu.push(mu);
        out.log_mu.push(lm);
    }
    out.grad = gradient_with(&out.mu, samples, w.first().map_or(0, Vec::len), slip)?;
    out.nll = out.ll.neg().mul_cached(&mean_factor(samples.len(), slip)?)?;
    Ok(out)
}

/// ∂NLL/∂W = (1/N) Σ_n x̄_n(μ_n − y_n)ᵗ from the probabilities μ_n (a student's, say); `dim` is
/// the length of x̄.
pub(crate) fn gradient(mu: &[Vec<Mixed>], samples: &[Sample], dim: usize) -> Result<Weights, RealError> {
    gradient_with(mu, samples, dim, Slip::None)
}

fn gradient_with(mu: &[Vec<Mixed>], samples: &[Sample], dim: usize, slip: Slip) -> Result<Weights, RealError> {
    let classes = mu.first().map_or(0, Vec::len);
    let mut grad = vec![vec![Mixed::zero(); dim]; classes];
    for (s, m) in samples.iter().zip(mu) {
        for (c, mc) in m.iter().enumerate() {
            let r = if c == s.y { mc.sub(&Mixed::one())? } else { mc.clone() };
            let r = if slip == Slip::Sign { r.neg() } else { r };
            for (d, xd) in s.xc.iter().enumerate() {
                if let Some(g) = grad.get_mut(c).and_then(|g| g.get_mut(d)) {
                    *g = g.add(&r.mul_cached(xd)?)?;
                }
            }
        }
    }
    let inv_n = mean_factor(samples.len(), slip)?;
    for row in &mut grad {
        for g in row.iter_mut() {
            *g = g.mul_cached(&inv_n)?;
        }
    }
    Ok(grad)
}

/// LL = Σ_n log μ_{n, y_n} from the probabilities μ_n (a student's, say); a probability ≤ 0 is
/// a domain error.
pub(crate) fn log_likelihood(mu: &[Vec<Mixed>], samples: &[Sample]) -> Result<Mixed, RealError> {
    let mut ll = Mixed::zero();
    for (s, m) in samples.iter().zip(mu) {
        let p = m.get(s.y).ok_or(RealError::Domain)?;
        if p.compare(&Mixed::zero())?.is_le() {
            return Err(RealError::Domain);
        }
        ll = ll.add(&p.ln()?)?;
    }
    Ok(ll)
}

/// One gradient-descent step.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Step {
    /// The NLL at the weights before the step.
    pub(crate) nll: Mixed,
    /// η·∂NLL/∂W, per class.
    pub(crate) delta: Weights,
    /// The largest |entry| of `delta`.
    pub(crate) max_delta: Mixed,
    /// The weights after the step.
    pub(crate) weights: Weights,
}

impl Step {
    /// Whether every value of the step is known to every digit that may be shown.
    fn is_sharp(&self) -> bool {
        let all = |m: &Weights| m.iter().flatten().all(Mixed::is_sharp);
        self.nll.is_sharp() && self.max_delta.is_sharp() && all(&self.delta) && all(&self.weights)
    }
}

/// A gradient-descent run.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Descent {
    /// The steps in order.
    pub(crate) steps: Vec<Step>,
    /// With a tolerance: whether it was reached before the cap (every entry of η·∂NLL/∂W of
    /// the step just applied at most `tol` in absolute value, the seed's loop).
    pub(crate) converged: Option<bool>,
    /// The working precision the run was computed at, in bits (256 unless a ball came out too
    /// wide for the shown digits: see [`descend_with`]).
    pub(crate) bits: u64,
    /// Whether every value of every step is known to every digit that may be shown; `false`
    /// only past the largest precision ([`real::MAX_PREC`]), where the values show the digits
    /// that are known.
    pub(crate) proven: bool,
}

impl Descent {
    /// The weights at the end (`initial` when no step was made).
    pub(crate) fn final_weights<'a>(&'a self, initial: &'a Weights) -> &'a Weights {
        self.steps.last().map_or(initial, |s| &s.weights)
    }
}

/// Gradient descent W ← W − η ∂NLL/∂W from `w0`.
pub(crate) fn descend(w0: &[Vec<Mixed>], samples: &[Sample], eta: &Number, stop: &Stop) -> Result<Descent, RealError> {
    descend_with(w0, samples, eta, stop, Slip::None)
}

/// One step W ← W − η ∂NLL/∂W from `w` (under a slip).
pub(crate) fn step(w: &[Vec<Mixed>], samples: &[Sample], eta: &Mixed, slip: Slip) -> Result<Step, RealError> {
    let e = evaluate_with(w, samples, slip)?;
    step_from(w, e, eta).map(|(s, _)| s)
}

/// The step from `w` given the evaluation `e` at `w`; and the probabilities μ_n of `e`.
fn step_from(w: &[Vec<Mixed>], e: Eval, eta: &Mixed) -> Result<(Step, Vec<Vec<Mixed>>), RealError> {
    let mut w = w.to_vec();
    let mut delta = e.grad;
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
    let step = Step {
        nll: e.nll,
        delta,
        max_delta,
        weights: w,
    };
    Ok((step, e.mu))
}

/// How far the values of a step can move when the weights move, in the 2-norm of all the
/// weights: the bounds of the mean-value form that carries a run's error from step to step.
///
/// With m = 1/N (1 under [`Slip::Sum`]), the Hessian of the NLL is
/// H = m Σ_n A_n ⊗ x̄_nx̄_nᵀ with A_n = diag(μ_n) − μ_nμ_nᵀ, positive semidefinite. The largest
/// eigenvalue of A = diag(p) − ppᵀ is at most ½ (vᵀAv is the variance of v under p, at most
/// ((max v − min v)/2)² ≤ ½ for a unit v) and at most max_c 2p_c(1 − p_c) (Gershgorin: row c
/// holds p_c − p_c² and off the diagonal p_c(1 − p_c) in all), so the largest eigenvalue of H
/// is at most Λ = m Σ_n ‖x̄_n‖² min(½, max_c 2 min(p_nc, 1 − p_nc)), p_nc bounding μ_nc over
/// the weights considered: small where every sample is classified with confidence. Each μ_c
/// moves by at most ‖x̄‖/2 times the weights' move (its gradient in W has norm
/// ‖x̄‖ μ_c ((1 − μ_c)² + Σ_{j≠c} μ_j²)^½ ≤ ‖x̄‖ μ_c (1 − μ_c) √2). So, for weights W within
/// R of the midpoints M (by the mean-value theorem on the segment, inside that ball):
/// * the step G(W) = W − η∇NLL(W) has Jacobian I − ηH, whose eigenvalues lie in [1 − ηΛ, 1]:
///   ‖G(W) − G(M)‖ ≤ ‖W − M‖ when ηΛ ≤ 2, and ≤ (1 + ηΛ)‖W − M‖ in any case (also for
///   the ascent of [`Slip::Sign`], I + ηH);
/// * ‖η∇NLL(W) − η∇NLL(M)‖ ≤ ηΛ‖W − M‖;
/// * |NLL(W) − NLL(M)| ≤ sup‖∇NLL‖·‖W − M‖, and ‖∇NLL‖ ≤ m Σ_n ‖x̄_n‖·‖μ_n − y_n‖ ≤
///   √2·m Σ_n ‖x̄_n‖ ≤ (3/2)·m Σ_n ‖x̄_n‖₁ (‖μ − y‖² = (1 − μ_y)² + Σ_{c≠y} μ_c² ≤ 2(1 − μ_y)²).
///
/// Norms are bounded from above by ‖x̄‖ ≤ ‖x̄‖₁, every bound rounded up.
#[derive(Clone, Debug)]
struct Lipschitz {
    /// m: 1/N, or 1 under [`Slip::Sum`].
    m: Bound,
    /// ‖x̄_n‖² per sample.
    squares: Vec<Bound>,
    /// ‖x̄_n‖₁ per sample.
    norms: Vec<Bound>,
    /// |η|.
    eta: Bound,
    /// Whether the step descends (η > 0 and no sign slip): then it moves two sets of weights
    /// no further apart while ηΛ ≤ 2.
    descends: bool,
    /// Of the NLL.
    loss: Bound,
}

/// An exact small number as a bound.
fn bound(p: i64, q: i64) -> Bound {
    Bound::of_number(&Number::ratio(p, q).unwrap_or_default())
}

fn min(a: Bound, b: Bound) -> Bound {
    if a.le(b) { a } else { b }
}

impl Lipschitz {
    fn new(samples: &[Sample], eta: &Number, slip: Slip) -> Lipschitz {
        let m = match slip {
            Slip::Sum => bound(1, 1),
            _ => bound(1, i64::try_from(samples.len().max(1)).unwrap_or(i64::MAX)),
        };
        let mut squares = Vec::with_capacity(samples.len());
        let mut norms = Vec::with_capacity(samples.len());
        for s in samples {
            let (mut sq, mut n) = (Bound::ZERO, Bound::ZERO);
            for x in &s.x {
                let b = Bound::of_number(x);
                sq = sq.plus(b.times(b));
                n = n.plus(b);
            }
            squares.push(sq);
            norms.push(n);
        }
        let all = norms.iter().fold(Bound::ZERO, |a, &n| a.plus(n));
        Lipschitz {
            m,
            squares,
            norms,
            eta: Bound::of_number(eta),
            descends: slip != Slip::Sign && eta.is_positive(),
            loss: bound(3, 2).times(m).times(all),
        }
    }

    /// Λ: a bound of the largest eigenvalue of the Hessian for every W within `err` of the
    /// weights whose probabilities μ_n are `mu` (balls of them).
    fn curvature(&self, mu: &[Vec<Mixed>], err: Bound) -> Bound {
        let half = bound(1, 2);
        let mut sum = Bound::ZERO;
        for ((m, &sq), &norm) in mu.iter().zip(&self.squares).zip(&self.norms) {
            let moved = norm.times(err).times(half);
            let mut most = Bound::ZERO;
            for p in m {
                let near = Mixed::one().sub(p).map_or(p.upper(), |q| min(p.upper(), q.upper()));
                let b = near.plus(moved);
                if most.le(b) {
                    most = b;
                }
            }
            sum = sum.plus(sq.times(min(half, bound(2, 1).times(most))));
        }
        self.m.times(sum)
    }

    /// A step computed at the midpoints of the weights (`s`, whose balls hold only the rounding
    /// of that computation, and `mu` its probabilities), with its balls widened for weights
    /// anywhere within `err` (2-norm) of those midpoints; `err` becomes the bound for the
    /// weights after the step.
    fn widen(&self, mut s: Step, mu: &[Vec<Mixed>], err: &mut Bound) -> Step {
        let moved = *err;
        let delta = if moved.is_zero() {
            Bound::ZERO
        } else {
            self.eta.times(self.curvature(mu, moved))
        };
        let step = if self.descends && delta.le(bound(2, 1)) {
            bound(1, 1)
        } else {
            bound(1, 1).plus(delta)
        };
        let mut next = step.times(moved);
        for w in s.weights.iter().flatten() {
            next = next.plus(w.radius());
        }
        for w in s.weights.iter_mut().flatten() {
            *w = w.center().widened_unless_exact(next);
        }
        let d = delta.times(moved);
        for x in s.delta.iter_mut().flatten() {
            *x = x.widened_unless_exact(d);
        }
        s.max_delta = s.max_delta.widened_unless_exact(d);
        s.nll = s.nll.widened_unless_exact(self.loss.times(moved));
        *err = next;
        s
    }
}

/// [`descend`] under a slip.
///
/// Every value of the run is proven: each step is computed at the midpoints of the previous
/// step's weights and widened by how far the true weights can be from them, a bound carried
/// from step to step in the mean-value form ([`Lipschitz`]: a descent step moves two sets of
/// weights no further apart, so the bound grows by the rounding of each step alone); when some
/// value comes out wider than the digits that may be shown the whole run is made again at twice
/// the working precision, up to [`real::MAX_PREC`] (docs/conventions.md, "Training steps"). An
/// error (e^x too large) ends the run at any precision.
pub(crate) fn descend_with(
    w0: &[Vec<Mixed>],
    samples: &[Sample],
    eta: &Number,
    stop: &Stop,
    slip: Slip,
) -> Result<Descent, RealError> {
    let run = real::with_enough_precision(|last| match attempt(w0, samples, eta, stop, slip, last) {
        Ok(d) if !d.proven => Err(Ok(d)),
        other => Ok(other),
    });
    let d = run.value?;
    Ok(Descent {
        bits: run.bits,
        proven: run.proven,
        ..d
    })
}

/// One run at the working precision; `proven: false` when a value came out too wide (the run
/// then stops at once, unless `last`: then it goes on until the end or until its balls are too
/// wide to compute the next step).
fn attempt(
    w0: &[Vec<Mixed>],
    samples: &[Sample],
    eta: &Number,
    stop: &Stop,
    slip: Slip,
    last: bool,
) -> Result<Descent, RealError> {
    let eta_n = eta;
    let eta = Mixed::from(eta);
    let (max, tol) = match stop {
        Stop::Steps(n) => (*n, None),
        Stop::Tolerance { tol, max } => (*max, Some(Mixed::from(tol))),
    };
    let bounds = Lipschitz::new(samples, eta_n, slip);
    let mut err = w0.iter().flatten().fold(Bound::ZERO, |e, w| e.plus(w.radius()));
    let mut steps: Vec<Step> = Vec::new();
    let mut converged = tol.as_ref().map(|_| false);
    let mut sharp = true;
    while steps.len() < max {
        let at: Weights = steps
            .last()
            .map_or(w0, |s| &s.weights)
            .iter()
            .map(|wc| wc.iter().map(Mixed::center).collect())
            .collect();
        let s = match evaluate_with(&at, samples, slip).and_then(|e| step_from(&at, e, &eta)) {
            Ok((s, mu)) => bounds.widen(s, &mu, &mut err),
            // past the largest precision, balls too wide for e^x end the run where it stands
            Err(_) if !sharp => break,
            Err(e) => return Err(e),
        };
        let done = match &tol {
            Some(t) => s.max_delta.compare(t)?.is_le(),
            None => false,
        };
        sharp &= s.is_sharp();
        steps.push(s);
        if done {
            converged = Some(true);
            break;
        }
        if !sharp && !last {
            break;
        }
    }
    Ok(Descent {
        steps,
        converged,
        bits: real::precision(),
        proven: sharp,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn w(rows: &[&[&str]]) -> Weights {
        rows.iter()
            .map(|r| r.iter().map(|s| Mixed::from(n(s))).collect())
            .collect()
    }

    fn close(m: &Mixed, reference: &str, tol: u32) {
        assert!(m.within(reference, tol), "{m:?} vs {reference}");
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
        let t = 20;
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
        let t = 9;
        close(&fin[0][0], "0.7297800988", t);
        close(&fin[0][1], "-0.9399284009", t);
        close(&fin[1][2], "0.9399284009", t);
    }

    #[test]
    fn an_ascent_of_a_thousand_steps_is_proven_at_the_first_precision() {
        // The sign slip climbs the NLL for the whole cap: its probabilities saturate, the
        // curvature vanishes and the carried error grows by the rounding of each step alone. It
        // once doubled each step (a bound plus a far smaller one was bounded by twice the first:
        // `Mag::add`), so the run was remade at 512, 1024 and 2048 bits.
        let samples = vec![
            Sample::new(vec![n("1"), n("0"), n("0")], 0),
            Sample::new(vec![n("1"), n("0"), n("1")], 1),
        ];
        let w0 = w(&[&["0", "0", "0"], &["0", "0", "0"]]);
        let stop = Stop::Tolerance {
            tol: n("0.06"),
            max: 1000,
        };
        let d = descend_with(&w0, &samples, &n("0.5"), &stop, Slip::Sign).unwrap();
        assert_eq!((d.steps.len(), d.converged), (1000, Some(false)));
        assert!(d.proven);
        assert_eq!(d.bits, real::PREC);
        // mpmath (60 digits), the same loop written out
        let fin = d.final_weights(&w0);
        contains(&fin[0][0], "248.4718851107649249422786943147764176612");
        contains(&fin[0][2], "249.4992795129854576120040423712316292164");
        // and the right descent stops after 11 steps at 0.3062213782…, −0.9124142607…
        let d = descend(&w0, &samples, &n("0.5"), &stop).unwrap();
        assert_eq!((d.steps.len(), d.converged, d.bits), (11, Some(true), real::PREC));
        let fin = d.final_weights(&w0);
        contains(&fin[0][0], "0.3062213782307087067936184432257654405139");
        contains(&fin[0][2], "-0.9124142607618743241335728893363782447971");
    }

    #[test]
    fn slips_and_parts_from_given_probabilities() {
        // The seed's two-sample problem (mpmath, 40 digits): with y − μ the gradient is negated;
        // without 1/N it is doubled, and the NLL is −LL = 2·0.5775… .
        let w0 = w(&[&["0", "0", "-0.25"], &["0", "0", "0.25"]]);
        let right = evaluate(&w0, &two_samples()).unwrap();
        let sign = evaluate_with(&w0, &two_samples(), Slip::Sign).unwrap();
        let sum = evaluate_with(&w0, &two_samples(), Slip::Sum).unwrap();
        let t = 20;
        close(&sign.grad[0][2], "-0.1887703343990727176805497171", t);
        close(&sum.grad[0][2], "0.3775406687981454353610994343", t);
        assert_eq!(sum.nll, right.ll.neg());
        assert_eq!(sign.nll, right.nll);
        // W + η∇ after one step with y − μ
        let d = descend_with(&w0, &two_samples(), &n("1"), &Stop::Steps(1), Slip::Sign).unwrap();
        close(&d.steps[0].weights[0][2], "-0.0612296656009272823194502829", t);
        // from given probabilities: (1/2)[(1,1,0)(−1/2, 1/2) + (1,1,1)(1/2, −1/2)] (by hand)
        let half = Mixed::from(n("1/2"));
        let mu = vec![vec![half.clone(), half.clone()], vec![half.clone(), half]];
        let g = gradient(&mu, &two_samples(), 3).unwrap();
        assert_eq!(g, w(&[&["0", "0", "1/4"], &["0", "0", "-1/4"]]));
        // LL = 2 ln(1/2) = −1.3862943611198906188… (mpmath)
        close(
            &log_likelihood(&mu, &two_samples()).unwrap(),
            "-1.386294361119890618834464243",
            t,
        );
        let zero = vec![vec![Mixed::one(), Mixed::zero()], vec![Mixed::one(), Mixed::zero()]];
        assert!(log_likelihood(&zero, &two_samples()).is_err(), "log 0");
    }

    /// W₀ = (0, 1 | 1, 0) on x̄ = (1, 1) of class 1 and (1, 2) of class 2: the loss-curve case
    /// of `scripts/worst-cases.sh`.
    fn curve_case() -> (Weights, Vec<Sample>) {
        let samples = vec![
            Sample::new(vec![n("1"), n("1")], 0),
            Sample::new(vec![n("1"), n("2")], 1),
        ];
        (w(&[&["0", "1"], &["1", "0"]]), samples)
    }

    fn contains(m: &Mixed, reference: &str) {
        real::assert_close(&m.to_real(), reference, 30);
    }

    #[test]
    fn a_long_run_is_proven_at_the_first_precision() {
        // 1,000 steps of η = 0.1. Carried as balls through every operation, the radii grew by
        // about a bit every five steps and only the fourth run, at 2048 bits, was proven (1.2 s
        // of CPU in release); in the mean-value form the first run, at 256 bits, is.
        // mpmath (100 digits, the same loop): W₁₀₀₀ and the last step's NLL and change.
        let (w0, samples) = curve_case();
        let d = descend(&w0, &samples, &n("0.1"), &Stop::Steps(1000)).unwrap();
        assert_eq!((d.bits, d.proven, d.steps.len()), (real::PREC, true, 1000));
        let last = &d.steps[999];
        contains(&last.weights[0][0], "4.267902723905634757012184626650851238054");
        contains(&last.weights[0][1], "-2.096324767337121663861819819252263714364");
        contains(&last.weights[1][0], "-3.267902723905634757012184626650851238054");
        contains(&last.weights[1][1], "3.096324767337121663861819819252263714364");
        contains(&last.nll, "0.07405305443411931250143813134357892102297");
        contains(&last.delta[0][0], "-0.00164686227868711869203437138373342901329");
    }

    #[test]
    fn a_run_through_steep_curvature_is_proven_where_the_samples_are_classified() {
        // worst-cases.sh's 1,000-step case: sample 2 starts 20 logits on the wrong side and a
        // step of η = 0.1 carries it across at once (ηΛ up to 3.6 there, where μ is near ½:
        // weights move apart); afterwards both samples are classified with confidence and
        // the steps move weights no further apart. Carried as balls through every operation
        // (with 1 + 2⁻²⁰⁰ rounded to 1 ± 2⁻²⁰⁰) the run was unproven at 2048 bits and stopped at
        // step 352; with the global bound Λ = 49.25 (ηΛ > 2 at every step) it was unproven
        // from step 796. mpmath (120 digits, the same loop): W₁₀₀₀.
        let samples = vec![
            Sample::new(vec![n("1"), n("-2"), n("-3"), n("2"), n("-6")], 0),
            Sample::new(vec![n("1"), n("3"), n("-6"), n("-9"), n("4")], 1),
        ];
        let w0 = w(&[&["3", "2", "-3", "2", "-3"], &["0", "1", "3", "0", "-2"]]);
        let d = descend(&w0, &samples, &n("0.1"), &Stop::Steps(1000)).unwrap();
        assert_eq!((d.bits, d.proven, d.steps.len()), (real::PREC, true, 1000));
        let last = &d.steps[999];
        contains(&last.weights[0][0], "2.89553836741826351851985555241046798422");
        contains(&last.weights[0][4], "-3.41784653032741072305849491899561888655");
        contains(&last.weights[1][3], "-0.9401546932361396101730088698070280477923");
        contains(&last.nll, "0.00002571427162451498552895893487243160508472");
        contains(&d.steps[0].nll, "10.00000000103070399343955918158941925461");
    }

    #[test]
    fn the_mean_value_form_holds_the_true_values_of_every_run() {
        // Where the step can move weights apart (ηΛ > 2; the ascent of the sign slip; the sums
        // of the sum slip) the bound grows by 1 + ηΛ a step, and the balls still hold the true
        // values. mpmath (100 digits, the same loops): W after the run, the last step's NLL and
        // the change of w₁₀.
        let (w0, samples) = curve_case();
        let cases = [
            (
                "5",
                40,
                Slip::None,
                [
                    "6.590132559124210245508077045016421952705",
                    "-3.639714079860146509318402004545346203532",
                ],
                "0.01644734932310904097486767741635142290434",
                "-0.01882170579214517563248673061113650439039",
            ),
            (
                "0.1",
                100,
                Slip::Sign,
                [
                    "4.747579222733960439166362305838363052225",
                    "10.68669757703580166138355573763396233981",
                ],
                "24.37097437680581829732295975297625206938",
                "-0.04999999999998042035466014851141144900401",
            ),
            (
                "0.5",
                60,
                Slip::Sum,
                [
                    "3.445967788090597134165737810260463786162",
                    "-1.552751838206084464109931525444621812312",
                ],
                "0.2530158490634756017477435045104483108247",
                "-0.02741275003587730468947640194422518249339",
            ),
        ];
        for (eta, steps, slip, w1, nll, delta) in cases {
            let d = descend_with(&w0, &samples, &n(eta), &Stop::Steps(steps), slip).unwrap();
            assert!(d.proven, "η = {eta}, {slip:?}");
            let last = d.steps.last().unwrap();
            contains(&last.weights[0][0], w1[0]);
            contains(&last.weights[0][1], w1[1]);
            contains(&last.nll, nll);
            contains(&last.delta[0][0], delta);
        }
    }
}
