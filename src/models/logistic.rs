//! Binary logistic regression (seeds 000, 002, 004): P(y = 1 | x) = σ(wᵀx̄), the logistic
//! (cross-entropy) loss, its gradient and Hessian, and four ways of training: stochastic gradient
//! descent with the 0/1 or the ±1 rule, online gradient descent with η_t = η/√t and projection
//! on a ball, batch gradient descent, and Newton–Raphson (IRLS).
//!
//! The loss of a sample is ln(1 + e^(−y wᵀx̄)) with y = ±1 — the same number as the 0/1
//! cross-entropy −t ln σ − (1 − t) ln(1 − σ) — computed as softplus(−y wᵀx̄), finite for any
//! logit.

use crate::num::Number;
use crate::num::mixed::{self, Cached, Mixed};
use crate::num::real::{self, RealError};

/// How the labels are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Labels {
    /// y ∈ {0, 1} (seeds 000, 004).
    ZeroOne,
    /// y ∈ {−1, +1} (seeds 000, 002).
    PlusMinus,
}

impl Labels {
    /// The other label set.
    pub(crate) fn other(self) -> Labels {
        match self {
            Labels::ZeroOne => Labels::PlusMinus,
            Labels::PlusMinus => Labels::ZeroOne,
        }
    }
}

/// A student's slip, re-run by the checker to recognise the answers it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slip {
    /// No slip.
    None,
    /// The other label set's formula with the labels as written: the 0/1 form σ(wᵀx̄) − t with
    /// t = −1 for labels ±1, or the ±1 form −σ(−y wᵀx̄)·y with y = 0 for labels 0/1.
    OtherRule,
    /// Labels ±1: σ(wᵀx̄) where σ(−y wᵀx̄) is needed.
    SigmaOfActivation,
    /// Online gradient descent without the projection on the ball.
    NoProjection,
    /// Online gradient descent with η where η/√t is needed.
    ConstantRate,
    /// Up the gradient: w ← w + η∇L(w) (Newton: w + H⁻¹∇L(w)).
    Ascent,
}

/// A training sample: x̄ (with its leading 1) and whether it is positive (y = 1).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Sample {
    /// The homogeneous input x̄.
    pub(crate) x: Vec<Number>,
    /// y = 1 (otherwise y = 0, or −1).
    pub(crate) positive: bool,
    xc: Vec<Cached>,
}

impl Sample {
    /// A sample x̄ with y = 1 (`positive`) or y = 0 / −1.
    pub(crate) fn new(x: Vec<Number>, positive: bool) -> Self {
        let xc = mixed::cache(&x);
        Sample { x, positive, xc }
    }

    /// t ∈ {0, 1}.
    pub(crate) fn t(&self) -> Mixed {
        if self.positive { Mixed::one() } else { Mixed::zero() }
    }

    /// y ∈ {−1, +1}.
    pub(crate) fn y_pm(&self) -> Mixed {
        if self.positive {
            Mixed::one()
        } else {
            Mixed::from(Number::from(-1))
        }
    }

    /// The label as written in the label set `labels`: t ∈ {0, 1} or y ∈ {−1, +1}.
    pub(crate) fn written(&self, labels: Labels) -> Mixed {
        match labels {
            Labels::ZeroOne => self.t(),
            Labels::PlusMinus => self.y_pm(),
        }
    }
}

/// The coefficient r of x̄ in the gradient r·x̄ of one sample's loss (in nats): σ(z) − t in the 0/1
/// form, −σ(−y z)·y in the ±1 form (the same number), or what a slip makes of it; with the σ it
/// uses (σ(z), or σ(−y z) in the ±1 form). `labels` is how the exercise writes the labels, for
/// [`Slip::OtherRule`].
pub(crate) fn residual(
    z: &Mixed,
    s: &Sample,
    form: Labels,
    labels: Labels,
    slip: Slip,
) -> Result<(Mixed, Mixed), RealError> {
    let (form, y) = match slip {
        Slip::OtherRule => (labels.other(), s.written(labels)),
        _ => (form, s.written(form)),
    };
    match form {
        Labels::ZeroOne => {
            let sigma = z.sigmoid()?;
            let r = sigma.sub(&y)?;
            Ok((sigma, r))
        }
        Labels::PlusMinus => {
            let arg = if slip == Slip::SigmaOfActivation {
                z.clone()
            } else {
                y.neg().mul(z)?
            };
            let sigma = arg.sigmoid()?;
            let r = sigma.mul(&y)?.neg();
            Ok((sigma, r))
        }
    }
}

/// The objective: L(w) = c·Σ_n ℓ_n(w) + λ‖ω‖², where ω = (w₁, …, w_D) leaves out the bias,
/// c = 1 without regularisation (the seeds' sums) and 1/m with it (seed 000's regularised
/// form), and ℓ_n is in nats, or in bits with `log2`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Objective {
    /// Logarithms in base 2 (seed 002).
    pub(crate) log2: bool,
    /// The ℓ₂ regularisation weight λ.
    pub(crate) lambda: Option<Number>,
    /// Whether w₀ is a bias (x̄ starts with 1): the penalty leaves it out. Without a bias
    /// (seed 002's OGD, g(x) = wᵀx) ω is the whole w.
    pub(crate) bias: bool,
    /// With `log2`, the per-sample steps (SGD, OGD) keep the factor 1/ln 2 of the gradient of
    /// log₂(1 + e^(−y wᵀx̄)) instead of absorbing it in η (as seed 002 does).
    pub(crate) ln2_in_step: bool,
}

impl Objective {
    /// The factor c in front of Σ ℓ_n.
    pub(crate) fn scale(&self, m: usize) -> Result<Mixed, RealError> {
        let mut c = match &self.lambda {
            Some(_) => Mixed::one().div(&Mixed::from(Number::from(m)))?,
            None => Mixed::one(),
        };
        if self.log2 {
            c = c.div(&Mixed::Rounded(real::ln_2()))?;
        }
        Ok(c)
    }

    fn lambda(&self) -> Mixed {
        self.lambda.as_ref().map_or_else(Mixed::zero, Mixed::from)
    }

    /// Whether component d of w is penalised: every component but the bias w₀.
    pub(crate) fn penalised(&self, d: usize) -> bool {
        d > 0 || !self.bias
    }

    /// 1/ln 2 with `log2`, 1 otherwise: the factor from nats to the objective's base.
    fn base_factor(&self) -> Result<Mixed, RealError> {
        if self.log2 {
            Mixed::one().div(&Mixed::Rounded(real::ln_2()))
        } else {
            Ok(Mixed::one())
        }
    }
}

/// wᵀx̄ of a sample.
pub(crate) fn activation(w: &[Mixed], s: &Sample) -> Result<Mixed, RealError> {
    mixed::dot_cached(w, &s.xc)
}

/// ln(1 + e^u) (exact 0 never happens: softplus(0) = ln 2), to its full precision for any u
/// (ln(1 + e⁻⁸⁰⁰) ≈ 3.668·10⁻³⁴⁸).
pub(crate) fn softplus(u: &Mixed) -> Result<Mixed, RealError> {
    real::softplus(&u.to_real()).map(Mixed::Rounded)
}

/// ℓ_n = ln(1 + e^(−y z)) in nats.
pub(crate) fn sample_loss(z: &Mixed, s: &Sample) -> Result<Mixed, RealError> {
    softplus(&s.y_pm().neg().mul(z)?)
}

/// σ(wᵀx̄_n) for every sample.
pub(crate) fn probabilities(w: &[Mixed], samples: &[Sample]) -> Result<Vec<Mixed>, RealError> {
    samples.iter().map(|s| activation(w, s)?.sigmoid()).collect()
}

/// λ‖ω‖², ω = w without the bias w₀ (the whole w without a bias).
fn penalty(w: &[Mixed], obj: &Objective) -> Result<Mixed, RealError> {
    let mut sq = Mixed::zero();
    for (d, v) in w.iter().enumerate() {
        if obj.penalised(d) {
            sq = sq.add(&v.mul(v)?)?;
        }
    }
    obj.lambda().mul(&sq)
}

/// ℓ_n in nats under a slip: with [`Slip::OtherRule`] the other label set's loss with the labels
/// as written (the cross-entropy −t ln σ − (1 − t) ln(1 − σ) with t = −1, or ln(1 + e^(−y z))
/// with y = 0); otherwise the right loss.
pub(crate) fn sample_loss_with(z: &Mixed, s: &Sample, labels: Labels, slip: Slip) -> Result<Mixed, RealError> {
    if slip != Slip::OtherRule {
        return sample_loss(z, s);
    }
    let y = s.written(labels);
    match labels.other() {
        // −t ln σ(z) − (1 − t) ln(1 − σ(z)) = t·softplus(−z) + (1 − t)·softplus(z)
        Labels::ZeroOne => y
            .mul(&softplus(&z.neg())?)?
            .add(&Mixed::one().sub(&y)?.mul(&softplus(z)?)?),
        Labels::PlusMinus => softplus(&y.neg().mul(z)?),
    }
}

/// The per-sample losses ℓ_n (in the objective's base) and the objective L(w).
pub(crate) fn loss(w: &[Mixed], samples: &[Sample], obj: &Objective) -> Result<(Vec<Mixed>, Mixed), RealError> {
    let terms = samples
        .iter()
        .map(|s| sample_loss(&activation(w, s)?, s))
        .collect::<Result<Vec<_>, _>>()?;
    objective_from(w, &terms, obj)
}

/// [`loss`] under a slip (see [`sample_loss_with`]).
pub(crate) fn loss_with(
    w: &[Mixed],
    samples: &[Sample],
    obj: &Objective,
    labels: Labels,
    slip: Slip,
) -> Result<(Vec<Mixed>, Mixed), RealError> {
    let terms = samples
        .iter()
        .map(|s| sample_loss_with(&activation(w, s)?, s, labels, slip))
        .collect::<Result<Vec<_>, _>>()?;
    objective_from(w, &terms, obj)
}

/// The loss from the probabilities σ_n = σ(wᵀx̄_n) (a student's, say): ℓ_n = −ln σ_n for y = 1,
/// −ln(1 − σ_n) otherwise; a probability of 0 or 1 where its log is needed is a domain error.
pub(crate) fn loss_from_probabilities(
    w: &[Mixed],
    samples: &[Sample],
    sigmas: &[Mixed],
    obj: &Objective,
) -> Result<(Vec<Mixed>, Mixed), RealError> {
    let terms = samples
        .iter()
        .zip(sigmas)
        .map(|(s, p)| {
            let q = if s.positive { p.clone() } else { Mixed::one().sub(p)? };
            if q.compare(&Mixed::zero())?.is_le() {
                return Err(RealError::Domain);
            }
            Ok(q.ln()?.neg())
        })
        .collect::<Result<Vec<_>, _>>()?;
    objective_from(w, &terms, obj)
}

/// The per-sample losses in the objective's base and L(w), from the losses ℓ_n in nats.
fn objective_from(w: &[Mixed], nats: &[Mixed], obj: &Objective) -> Result<(Vec<Mixed>, Mixed), RealError> {
    let base = obj.base_factor()?;
    let mut terms = Vec::with_capacity(nats.len());
    let mut sum = Mixed::zero();
    for l in nats {
        sum = sum.add(l)?;
        terms.push(l.mul(&base)?);
    }
    let scale = obj.scale(nats.len())?;
    let total = scale.mul(&sum)?.add(&penalty(w, obj)?)?;
    Ok((terms, total))
}

/// 2λω̃, with ω̃ = (0, w₁, …, w_D) (ω̃ = w without a bias).
fn penalty_gradient(w: &[Mixed], obj: &Objective) -> Result<Vec<Mixed>, RealError> {
    let two_lambda = Mixed::from(Number::from(2)).mul(&obj.lambda())?;
    w.iter()
        .enumerate()
        .map(|(d, v)| {
            if obj.penalised(d) {
                two_lambda.mul(v)
            } else {
                Ok(Mixed::zero())
            }
        })
        .collect()
}

/// ∇L(w) = c·Σ_n (σ(wᵀx̄_n) − t_n) x̄_n + 2λω̃ (= c·X̄ᵗ(σ − t) + 2λω̃).
pub(crate) fn gradient(w: &[Mixed], samples: &[Sample], obj: &Objective) -> Result<Vec<Mixed>, RealError> {
    gradient_with(w, samples, obj, Labels::ZeroOne, Slip::None)
}

/// [`gradient`] under a slip (see [`residual`]); `labels` is how the labels are written.
pub(crate) fn gradient_with(
    w: &[Mixed],
    samples: &[Sample],
    obj: &Objective,
    labels: Labels,
    slip: Slip,
) -> Result<Vec<Mixed>, RealError> {
    let residuals = samples
        .iter()
        .map(|s| Ok(residual(&activation(w, s)?, s, Labels::ZeroOne, labels, slip)?.1))
        .collect::<Result<Vec<_>, _>>()?;
    gradient_at(w, samples, &residuals, obj)
}

/// The gradient from the probabilities σ_n = σ(wᵀx̄_n) (a student's, say).
pub(crate) fn gradient_from_probabilities(
    w: &[Mixed],
    samples: &[Sample],
    sigmas: &[Mixed],
    obj: &Objective,
) -> Result<Vec<Mixed>, RealError> {
    let residuals = samples
        .iter()
        .zip(sigmas)
        .map(|(s, p)| p.sub(&s.t()))
        .collect::<Result<Vec<_>, _>>()?;
    gradient_at(w, samples, &residuals, obj)
}

/// The gradient c·Σ_n r_n x̄_n + 2λω̃ from the per-sample coefficients r_n (σ_n − t_n).
fn gradient_at(w: &[Mixed], samples: &[Sample], residuals: &[Mixed], obj: &Objective) -> Result<Vec<Mixed>, RealError> {
    let mut g = vec![Mixed::zero(); w.len()];
    for (s, r) in samples.iter().zip(residuals) {
        for (gd, xd) in g.iter_mut().zip(&s.xc) {
            *gd = gd.add(&r.mul_cached(xd)?)?;
        }
    }
    let scale = obj.scale(samples.len())?;
    let g = g.iter().map(|a| scale.mul(a)).collect::<Result<Vec<_>, _>>()?;
    plus_penalty(g, w, obj)
}

/// g + 2λω̃, or g itself without regularisation.
fn plus_penalty(g: Vec<Mixed>, w: &[Mixed], obj: &Objective) -> Result<Vec<Mixed>, RealError> {
    if obj.lambda.is_none() {
        return Ok(g);
    }
    let pen = penalty_gradient(w, obj)?;
    g.iter().zip(&pen).map(|(a, p)| a.add(p)).collect()
}

/// H(w) = c·Σ_n σ_n(1 − σ_n) x̄_n x̄_nᵗ + 2λĨ (= c·X̄ᵗRX̄ + 2λĨ, R = diag(σ_n(1 − σ_n)), Ĩ the
/// identity without its (0, 0) entry).
pub(crate) fn hessian(w: &[Mixed], samples: &[Sample], obj: &Objective) -> Result<Vec<Vec<Mixed>>, RealError> {
    hessian_at(w.len(), samples, &probabilities(w, samples)?, obj)
}

/// The Hessian from the probabilities σ_n = σ(wᵀx̄_n) (a student's, say).
pub(crate) fn hessian_at(
    dim: usize,
    samples: &[Sample],
    sigmas: &[Mixed],
    obj: &Objective,
) -> Result<Vec<Vec<Mixed>>, RealError> {
    let mut h = vec![vec![Mixed::zero(); dim]; dim];
    for (s, sigma) in samples.iter().zip(sigmas) {
        let r = irls_weight(sigma)?;
        for (row, xi) in h.iter_mut().zip(&s.xc) {
            let rx = r.mul_cached(xi)?;
            for (v, xj) in row.iter_mut().zip(&s.xc) {
                *v = v.add(&rx.mul_cached(xj)?)?;
            }
        }
    }
    let scale = obj.scale(samples.len())?;
    let two_lambda = Mixed::from(Number::from(2)).mul(&obj.lambda())?;
    for (i, row) in h.iter_mut().enumerate() {
        for (j, v) in row.iter_mut().enumerate() {
            *v = scale.mul(v)?;
            if i == j && obj.penalised(i) {
                *v = v.add(&two_lambda)?;
            }
        }
    }
    Ok(h)
}

/// R_nn = σ_n(1 − σ_n).
pub(crate) fn irls_weight(sigma: &Mixed) -> Result<Mixed, RealError> {
    sigma.mul(&Mixed::one().sub(sigma)?)
}

/// Why [`solve_checked`] found no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pivot {
    /// A pivot is exactly 0: A is singular.
    Zero,
    /// A rounded pivot's ball holds 0: at this precision A cannot be told from a singular matrix
    /// (numerically singular). Whether A is singular is judged against the sizes of its own
    /// entries, as the ball's radius is, never against a fixed threshold: features of 10⁻¹¹ make a
    /// Hessian whose pivots are 10⁻²³ and that is not singular.
    Undecided,
}

/// Solves A·v = b by Gaussian elimination with partial pivoting; `None` when A is singular or
/// cannot be told from a singular matrix at the working precision ([`solve_checked`]).
pub(crate) fn solve(a: Vec<Vec<Mixed>>, b: Vec<Mixed>) -> Result<Option<Vec<Mixed>>, RealError> {
    Ok(solve_checked(a, b)?.ok())
}

/// [`solve`], saying why there is no solution.
pub(crate) fn solve_checked(mut a: Vec<Vec<Mixed>>, mut b: Vec<Mixed>) -> Result<Result<Vec<Mixed>, Pivot>, RealError> {
    let n = b.len();
    for k in 0..n {
        let mut p = k;
        for r in k + 1..n {
            if a[r][k].abs().compare(&a[p][k].abs())?.is_gt() {
                p = r;
            }
        }
        let pivot = a[p][k].clone();
        match &pivot {
            Mixed::Exact(v) if v.is_zero() => return Ok(Err(Pivot::Zero)),
            Mixed::Rounded(r) if r.sign().is_none() => return Ok(Err(Pivot::Undecided)),
            _ => {}
        }
        a.swap(k, p);
        b.swap(k, p);
        for r in k + 1..n {
            let f = a[r][k].div(&pivot)?;
            if f.is_zero() {
                continue;
            }
            let pivot_row = a[k].clone();
            for (v, p) in a[r].iter_mut().zip(&pivot_row).skip(k) {
                *v = v.sub(&f.mul(p)?)?;
            }
            b[r] = b[r].sub(&f.mul(&b[k])?)?;
        }
    }
    let mut v = vec![Mixed::zero(); n];
    for k in (0..n).rev() {
        let mut acc = b[k].clone();
        for c in k + 1..n {
            acc = acc.sub(&a[k][c].mul(&v[c])?)?;
        }
        v[k] = acc.div(&a[k][k])?;
    }
    Ok(Ok(v))
}

/// How the weights are trained.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Method {
    /// One sample per step, in order, cycling: the 0/1 rule w ← w − η(σ(wᵀx̄) − y)x̄ or the ±1
    /// rule w ← w + η σ(−y wᵀx̄) y x̄ (seed 000).
    Sgd,
    /// As `Sgd` with η_t = η/√t, then projection on the ball ‖w‖ ≤ radius (seed 002).
    Ogd {
        /// The radius U.
        radius: Number,
    },
    /// w ← w − η ∇L(w) over all samples (seed 004, batch gradient ascent on l = −L).
    Batch,
    /// w ← w − H⁻¹∇L(w) (seed 004, Newton–Raphson / IRLS).
    Newton,
}

/// One training step.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Step {
    /// The sample used (stochastic and online methods).
    pub(crate) sample: Option<usize>,
    /// wᵀx̄ of that sample.
    pub(crate) z: Option<Mixed>,
    /// σ(wᵀx̄) (0/1 labels) or σ(−y wᵀx̄) (±1 labels) of that sample.
    pub(crate) sigma: Option<Mixed>,
    /// The step size η_t (1 for Newton).
    pub(crate) rate: Mixed,
    /// The gradient used.
    pub(crate) grad: Vec<Mixed>,
    /// The Hessian (Newton).
    pub(crate) hessian: Option<Vec<Vec<Mixed>>>,
    /// The change w_new − w before any projection.
    pub(crate) change: Vec<Mixed>,
    /// OGD: the norm of the stepped vector and the vector, when it lay outside the ball.
    pub(crate) projected: Option<(Mixed, Vec<Mixed>)>,
    /// The weights after the step.
    pub(crate) weights: Vec<Mixed>,
}

/// Why training stopped before doing every step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Halt {
    /// Every step was made.
    Done,
    /// Newton: the Hessian was singular at this step.
    Singular,
    /// Newton: the Hessian could not be told from a singular matrix at this step, even at the
    /// largest working precision (a pivot's ball held 0).
    NumericallySingular,
    /// A value could not be computed (e^x for x ≥ 524288).
    Overflow,
}

/// A training run.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Run {
    /// The steps made.
    pub(crate) steps: Vec<Step>,
    /// Whether all were made.
    pub(crate) halt: Halt,
    /// The working precision the run was computed at, in bits (256 unless a ball came out too
    /// wide for the shown digits: see [`train_with`]).
    pub(crate) bits: u64,
    /// Whether every value of every step is known to every digit that may be shown; `false`
    /// only past the largest precision ([`real::MAX_PREC`]), where the values show the digits
    /// that are known.
    pub(crate) proven: bool,
}

impl Run {
    /// The weights at the end.
    pub(crate) fn final_weights<'a>(&'a self, initial: &'a [Mixed]) -> &'a [Mixed] {
        self.steps.last().map_or(initial, |s| &s.weights)
    }
}

impl Step {
    /// Whether every value of the step is known to every digit that may be shown.
    fn is_sharp(&self) -> bool {
        let all = |v: &[Mixed]| v.iter().all(Mixed::is_sharp);
        self.z.as_ref().is_none_or(Mixed::is_sharp)
            && self.sigma.as_ref().is_none_or(Mixed::is_sharp)
            && self.rate.is_sharp()
            && all(&self.grad)
            && self.hessian.as_ref().is_none_or(|h| h.iter().all(|r| all(r)))
            && all(&self.change)
            && self.projected.as_ref().is_none_or(|(n, v)| n.is_sharp() && all(v))
            && all(&self.weights)
    }
}

/// The training settings.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Training {
    /// The label notation (selects the SGD rule shown).
    pub(crate) labels: Labels,
    /// The objective.
    pub(crate) objective: Objective,
    /// The method.
    pub(crate) method: Method,
    /// η.
    pub(crate) eta: Number,
    /// How many steps.
    pub(crate) steps: usize,
}

/// Trains from `w0`; a singular Hessian or an overflow stops the run (a result, not an error).
pub(crate) fn train(w0: &[Mixed], samples: &[Sample], tr: &Training) -> Run {
    train_with(w0, samples, tr, Slip::None)
}

/// [`train`] under a slip.
///
/// The balls of the weights are carried from step to step, so every value of the run is proven;
/// their radii grow with the steps (ball arithmetic counts a weight's error once per use), and
/// when some value comes out wider than the digits that may be shown the whole run is made
/// again at twice the working precision, up to [`real::MAX_PREC`] (docs/conventions.md,
/// "Training steps").
pub(crate) fn train_with(w0: &[Mixed], samples: &[Sample], tr: &Training, slip: Slip) -> Run {
    let run = real::with_enough_precision(|last| attempt(w0, samples, tr, slip, last));
    Run {
        bits: run.bits,
        proven: run.proven,
        ..run.value
    }
}

/// One run at the working precision: `Err` when a value came out too wide (at once, unless
/// `last`).
fn attempt(w0: &[Mixed], samples: &[Sample], tr: &Training, slip: Slip, last: bool) -> Result<Run, Run> {
    let mut w = w0.to_vec();
    let mut steps = Vec::with_capacity(tr.steps);
    let mut sharp = true;
    let mut halt = Halt::Done;
    for t in 1..=tr.steps {
        match step_checked(&w, samples, tr, t, slip) {
            Ok(Ok(s)) => {
                sharp &= s.is_sharp();
                w = s.weights.clone();
                steps.push(s);
                if !sharp && !last {
                    break;
                }
            }
            Ok(Err(Pivot::Zero)) => {
                halt = Halt::Singular;
                break;
            }
            Ok(Err(Pivot::Undecided)) => {
                // not known singular at this precision: made again at a higher one, where the
                // pivot's ball is narrower; at the largest, numerically singular
                halt = Halt::NumericallySingular;
                sharp &= last;
                break;
            }
            Err(_) => {
                halt = Halt::Overflow;
                break;
            }
        }
    }
    let run = Run {
        steps,
        halt,
        bits: real::precision(),
        proven: sharp,
    };
    if sharp { Ok(run) } else { Err(run) }
}

/// Step t (from 1) from w, under a slip; `None` when the Newton step is not defined (a singular
/// Hessian, or one that cannot be told from singular: [`step_checked`]).
pub(crate) fn step(
    w: &[Mixed],
    samples: &[Sample],
    tr: &Training,
    t: usize,
    slip: Slip,
) -> Result<Option<Step>, RealError> {
    Ok(step_checked(w, samples, tr, t, slip)?.ok())
}

/// [`step`], saying why a Newton step is not defined.
pub(crate) fn step_checked(
    w: &[Mixed],
    samples: &[Sample],
    tr: &Training,
    t: usize,
    slip: Slip,
) -> Result<Result<Step, Pivot>, RealError> {
    let eta = Mixed::from(&tr.eta);
    let obj = &tr.objective;
    let mut out = Step {
        sample: None,
        z: None,
        sigma: None,
        rate: eta.clone(),
        grad: Vec::new(),
        hessian: None,
        change: Vec::new(),
        projected: None,
        weights: Vec::new(),
    };
    match &tr.method {
        Method::Sgd | Method::Ogd { .. } => {
            let n = (t - 1) % samples.len().max(1);
            let Some(s) = samples.get(n) else {
                // no samples (the loader refuses that): no step, as a singular one stops a run
                return Ok(Err(Pivot::Zero));
            };
            let z = activation(w, s)?;
            // 0/1: g = (σ(z) − y)x̄; ±1: g = −σ(−yz)·y·x̄ (the same vector); with the factor
            // 1/ln 2 of the base-2 loss when it is kept in the step.
            let (sigma, r) = residual(&z, s, tr.labels, tr.labels, slip)?;
            let r = if obj.log2 && obj.ln2_in_step {
                r.mul(&obj.base_factor()?)?
            } else {
                r
            };
            let g = s.xc.iter().map(|xd| r.mul_cached(xd)).collect::<Result<Vec<_>, _>>()?;
            out.grad = plus_penalty(g, w, obj)?;
            if matches!(tr.method, Method::Ogd { .. }) && slip != Slip::ConstantRate {
                out.rate = eta.div(&Mixed::from(Number::from(t)).sqrt()?)?;
            }
            out.sample = Some(n);
            out.z = Some(z);
            out.sigma = Some(sigma);
        }
        Method::Batch => out.grad = gradient_with(w, samples, obj, tr.labels, slip)?,
        Method::Newton => {
            let sigmas = probabilities(w, samples)?;
            out.grad = gradient_with(w, samples, obj, tr.labels, slip)?;
            let h = hessian_at(w.len(), samples, &sigmas, obj)?;
            let delta = match solve_checked(h.clone(), out.grad.clone())? {
                Ok(delta) => delta,
                Err(why) => return Ok(Err(why)),
            };
            out.rate = Mixed::one();
            out.hessian = Some(h);
            out.change = delta;
        }
    }
    if out.change.is_empty() {
        out.change = match &out.rate {
            // η's decimal worked out once per step
            Mixed::Exact(r) => {
                let rate = Cached::new(r);
                out.grad.iter().map(|g| g.mul_cached(&rate)).collect::<Result<_, _>>()?
            }
            Mixed::Rounded(_) => out.grad.iter().map(|g| out.rate.mul(g)).collect::<Result<_, _>>()?,
        };
    }
    if slip != Slip::Ascent {
        out.change = out.change.iter().map(Mixed::neg).collect();
    }
    let mut next: Vec<Mixed> = w
        .iter()
        .zip(&out.change)
        .map(|(a, c)| a.add(c))
        .collect::<Result<_, _>>()?;
    if let (Method::Ogd { radius }, false) = (&tr.method, slip == Slip::NoProjection) {
        let mut sq = Mixed::zero();
        for v in &next {
            sq = sq.add(&v.mul(v)?)?;
        }
        let norm = sq.sqrt()?;
        let u = Mixed::from(radius);
        if norm.compare(&u)?.is_gt() {
            let f = u.div(&norm)?;
            let scaled = next.iter().map(|v| v.mul(&f)).collect::<Result<Vec<_>, _>>()?;
            out.projected = Some((norm, std::mem::replace(&mut next, scaled)));
        }
    }
    out.weights = next;
    Ok(Ok(out))
}

/// The IRLS targets z and the weighted least-squares solution.
pub(crate) type Irls = (Vec<Mixed>, Vec<Mixed>);

/// IRLS: the Newton step as weighted least squares. With R = diag(σ_n(1 − σ_n)) and targets
/// z_n = wᵀx̄_n − (σ_n − t_n)/R_nn, the new weights are (X̄ᵗRX̄)⁻¹X̄ᵗRz (seed 004 §4).
/// Returns the targets and the solution; `None` when some R_nn is 0 or X̄ᵗRX̄ is singular.
pub(crate) fn irls(w: &[Mixed], samples: &[Sample]) -> Result<Option<Irls>, RealError> {
    let dim = w.len();
    let mut targets = Vec::with_capacity(samples.len());
    let mut a = vec![vec![Mixed::zero(); dim]; dim];
    let mut b = vec![Mixed::zero(); dim];
    for s in samples {
        let z = activation(w, s)?;
        let sigma = z.sigmoid()?;
        let r = irls_weight(&sigma)?;
        if r.is_zero() {
            return Ok(None);
        }
        let target = z.sub(&sigma.sub(&s.t())?.div(&r)?)?;
        for ((row, bi), xi) in a.iter_mut().zip(b.iter_mut()).zip(&s.xc) {
            let rx = r.mul_cached(xi)?;
            *bi = bi.add(&rx.mul(&target)?)?;
            for (v, xj) in row.iter_mut().zip(&s.xc) {
                *v = v.add(&rx.mul_cached(xj)?)?;
            }
        }
        targets.push(target);
    }
    Ok(solve(a, b)?.map(|v| (targets, v)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn v(xs: &[&str]) -> Vec<Mixed> {
        xs.iter().map(|s| Mixed::from(n(s))).collect()
    }

    fn sample(x: &[&str], positive: bool) -> Sample {
        let mut xs = vec![Number::one()];
        xs.extend(x.iter().map(|s| n(s)));
        Sample::new(xs, positive)
    }

    fn close(m: &Mixed, reference: &str, digits: u32) {
        assert!(m.within(reference, digits), "{m:?} vs {reference}");
    }

    fn plain() -> Objective {
        Objective {
            log2: false,
            lambda: None,
            bias: true,
            ln2_in_step: false,
        }
    }

    /// 1-D data, not separable: x = 0, 1, 2, 3 with t = 0, 1, 0, 1.
    fn data() -> Vec<Sample> {
        vec![
            sample(&["0"], false),
            sample(&["1"], true),
            sample(&["2"], false),
            sample(&["3"], true),
        ]
    }

    #[test]
    fn extreme_logits_give_0_and_1_and_a_finite_loss() {
        let w = v(&["0", "1"]);
        let s = vec![sample(&["1000"], true), sample(&["-1000"], true)];
        let p = probabilities(&w, &s).unwrap();
        assert!(p[0].within("1", 60));
        assert!(p[1].within("0", 60));
        // ln(1 + e^−1000) ≈ 0 and ln(1 + e^1000) = 1000 (+ e^−1000)
        let (terms, total) = loss(&w, &s, &plain()).unwrap();
        assert!(terms[0].within("0", 60));
        assert!(terms[1].within("1000", 60));
        assert!(total.within("1000", 60));
    }

    #[test]
    fn newton_from_zero_is_exact_and_matches_irls() {
        // By hand (Python fractions): at w = 0, σ = 1/2, R = I/4,
        // g = X̄ᵗ(σ − t) = (0, −1), H = X̄ᵗRX̄ = (1/4)[[4, 6], [6, 14]] = [[1, 3/2], [3/2, 7/2]];
        // Δ = H⁻¹g = (6/5, −4/5), w₁ = (−6/5, 4/5).
        let tr = Training {
            labels: Labels::ZeroOne,
            objective: plain(),
            method: Method::Newton,
            eta: Number::one(),
            steps: 1,
        };
        let w0 = v(&["0", "0"]);
        let run = train(&w0, &data(), &tr);
        assert_eq!(run.halt, Halt::Done);
        let s = &run.steps[0];
        assert_eq!(s.grad, v(&["0", "-1"]));
        assert_eq!(s.hessian.as_ref().unwrap()[0], v(&["1", "3/2"]));
        assert_eq!(s.weights, v(&["-6/5", "4/5"]));
        let (targets, w1) = irls(&w0, &data()).unwrap().unwrap();
        assert_eq!(targets, v(&["-2", "2", "-2", "2"]));
        assert_eq!(w1, s.weights);
    }

    #[test]
    fn newton_second_step_agrees_with_mpmath() {
        // mpmath (50 digits, lu_solve), Newton from (−1.2, 0.8):
        // w₂ = (−1.35598343417429932177149205922…, 0.90398895611619954784766137282…)
        let tr = Training {
            labels: Labels::ZeroOne,
            objective: plain(),
            method: Method::Newton,
            eta: Number::one(),
            steps: 2,
        };
        let run = train(&v(&["0", "0"]), &data(), &tr);
        close(&run.steps[1].weights[0], NEWTON_W2[0], 20);
        close(&run.steps[1].weights[1], NEWTON_W2[1], 20);
        let (_, w2) = irls(&run.steps[0].weights, &data()).unwrap().unwrap();
        close(&w2[0], NEWTON_W2[0], 20);
    }

    const NEWTON_W2: [&str; 2] = ["-1.355983434174299321771492059", "0.9039889561161995478476613728"];

    #[test]
    fn sgd_rules_for_01_and_pm1_labels_agree() {
        let base = Training {
            labels: Labels::ZeroOne,
            objective: plain(),
            method: Method::Sgd,
            eta: n("0.5"),
            steps: 8,
        };
        let pm = Training {
            labels: Labels::PlusMinus,
            ..base.clone()
        };
        let w0 = v(&["0", "0"]);
        let a = train(&w0, &data(), &base);
        let b = train(&w0, &data(), &pm);
        // first step exact: w ← 0 − 0.5·(1/2 − 0)·(1, 0) = (−1/4, 0)
        assert_eq!(a.steps[0].weights, v(&["-1/4", "0"]));
        assert_eq!(b.steps[0].weights, v(&["-1/4", "0"]));
        for (x, y) in a.steps.iter().zip(&b.steps) {
            for (p, q) in x.weights.iter().zip(&y.weights) {
                assert!(p.sub(q).unwrap().within("0", 24), "{p:?} vs {q:?}");
            }
        }
    }

    #[test]
    fn ogd_projects_on_the_ball() {
        // η_t = η/√t; t = 1: η₁ = 2, from 0 on x̄ = (1, 3), y = +1: σ(0) = 1/2,
        // w' = 2·(1/2)·(1, 3) = (1, 3), ‖w'‖ = √10 > U = 1 ⇒ w = (1, 3)/√10.
        let tr = Training {
            labels: Labels::PlusMinus,
            objective: plain(),
            method: Method::Ogd { radius: n("1") },
            eta: n("2"),
            steps: 1,
        };
        let run = train(&v(&["0", "0"]), &[sample(&["3"], true)], &tr);
        let s = &run.steps[0];
        assert_eq!(s.projected.as_ref().unwrap().1, v(&["1", "3"]));
        // 1/√10 = 0.31622776601683793319988935444327 (mpmath)
        close(&s.weights[0], "0.3162277660168379331998893544", 24);
        close(&s.weights[1], "0.9486832980505137995996680633", 24);
        // t = 4: η₄ = η/2 exactly
        let tr4 = Training { steps: 4, ..tr };
        let run = train(&v(&["0", "0"]), &[sample(&["3"], true)], &tr4);
        assert_eq!(run.steps[3].rate, Mixed::from(n("1")));
    }

    /// The 5-step OGD run of tests/cli/precision.rs: ±1 labels, no bias, η_t = 2/√t, U = 1.
    fn ogd5() -> (Vec<Sample>, Training) {
        let s = |x: &[&str], y| Sample::new(x.iter().map(|v| n(v)).collect(), y);
        let samples = vec![s(&["1", "1"], true), s(&["-1", "2"], false), s(&["2", "-1"], true)];
        let objective = Objective { bias: false, ..plain() };
        let tr = Training {
            labels: Labels::PlusMinus,
            objective,
            method: Method::Ogd { radius: n("1") },
            eta: n("2"),
            steps: 5,
        };
        (samples, tr)
    }

    #[test]
    fn balls_carried_through_the_steps_contain_the_true_values() {
        // mpmath at 80 digits (the loop written out: z = wᵀx, w += 2/√t·σ(−yz)·y·x, then
        // w /= ‖w‖ when ‖w‖ > 1), printed to 60 significant digits
        let truth = [
            [
                "0.70710678118654752440084436210484903928483593768847403658834",
                "0.70710678118654752440084436210484903928483593768847403658834",
            ],
            [
                "0.81242430836400527489494397321016085603056244823831575875963",
                "-0.583066671298632596381563260335104676806875240134881473413062",
            ],
            [
                "0.830822115174557190825194155394433534754333095370299976068343",
                "-0.556538060636354704676342953100653385981110713301147651771731",
            ],
            [
                "0.995160133912637044133432431283605800733018284657597578335",
                "-0.0982665144949300912467030952604487123251979545124124462675957",
            ],
            [
                "0.91936726987621331182202069778489237384128017756139943495111",
                "-0.393400334367369290279729237313398745881431431043784477749257",
            ],
        ];
        let (samples, tr) = ogd5();
        let run = train(&v(&["0", "0"]), &samples, &tr);
        assert_eq!((run.bits, run.proven), (real::PREC, true));
        for (step, want) in run.steps.iter().zip(truth) {
            for (w, t) in step.weights.iter().zip(want) {
                // the ball contains the true value and is narrower than 10⁻⁵⁵ of it
                real::assert_close(&w.to_real(), t, 55);
            }
        }
        // the ball is carried, not restarted from the midpoints: the last step's radius holds
        // the errors of all five steps, more than a single step from exact weights makes
        let one = step(
            &run.steps[3]
                .weights
                .iter()
                .map(|w| Mixed::from(w.to_real().mid()))
                .collect::<Vec<_>>(),
            &samples,
            &tr,
            5,
            Slip::None,
        )
        .unwrap()
        .unwrap();
        let radius = |m: &Mixed| m.to_real().radius().mid();
        assert!(radius(&run.steps[4].weights[0]) > radius(&one.weights[0]));
    }

    #[test]
    fn a_long_batch_run_is_made_again_at_a_higher_precision() {
        // tests/cli/precision.rs `a_long_training_keeps_its_digits`: 300 batch steps. Ball
        // arithmetic loses about 1.1 bits a step here (1.6 before σ took balls in the
        // mean-value form), so 256 bits are not enough for the shown digits and the run is
        // made again at 512 bits. mpmath (80 digits, the same loop):
        let truth = [
            "1.39479528072743367385778601994",
            "-0.740499135916770625859103617982",
            "-0.616507879596383970884740589615",
            "0.208995391120994170420801577268",
        ];
        let xs: [[&str; 3]; 10] = [
            ["-1.46", "1.39", "1.06"],
            ["-1.53", "1.04", "-0.11"],
            ["1.15", "-1.62", "-1.89"],
            ["-0.27", "1.05", "-1.99"],
            ["-0.93", "1.21", "0.36"],
            ["1.61", "-1.88", "-1.9"],
            ["1.76", "-0.48", "-1.13"],
            ["0.9", "0.11", "1.05"],
            ["0.21", "-0.62", "0.71"],
            ["1.81", "1.71", "-0.34"],
        ];
        let ts = [true, true, true, true, false, false, true, true, true, false];
        let samples: Vec<Sample> = xs.iter().zip(ts).map(|(x, t)| sample(x, t)).collect();
        let tr = Training {
            labels: Labels::ZeroOne,
            objective: plain(),
            method: Method::Batch,
            eta: n("0.1"),
            steps: 300,
        };
        let run = train(&v(&["0", "0", "0", "0"]), &samples, &tr);
        assert_eq!(run.halt, Halt::Done);
        assert!(run.proven);
        assert_eq!(run.bits, 2 * real::PREC, "made at {} bits", run.bits);
        for (w, t) in run.final_weights(&[]).iter().zip(truth) {
            real::assert_close(&w.to_real(), t, 25);
            assert!(w.is_sharp());
        }
    }

    #[test]
    fn a_singular_hessian_stops_newton() {
        // One sample cannot determine two weights: X̄ᵗRX̄ has rank 1.
        let tr = Training {
            labels: Labels::ZeroOne,
            objective: plain(),
            method: Method::Newton,
            eta: Number::one(),
            steps: 3,
        };
        let run = train(&v(&["0", "0"]), &[sample(&["1"], true)], &tr);
        assert_eq!(run.halt, Halt::Singular);
        assert!(run.steps.is_empty());
    }

    #[test]
    fn regularised_and_base_2_objective() {
        // w = (0, 1), one sample x̄ = (1, 2), t = 1, λ = 1/2, m = 1:
        // L = log₂(1 + e^−2) + (1/2)·1; mpmath (50 digits): 0.683118412081596004661961280…
        let obj = Objective {
            log2: true,
            lambda: Some(n("1/2")),
            ..plain()
        };
        let s = [sample(&["2"], true)];
        let (_, total) = loss(&v(&["0", "1"]), &s, &obj).unwrap();
        close(&total, L2_TOTAL, 20);
        // ∇ = (σ(2) − 1)(1, 2)/ln 2 + (0, 2·(1/2)·1); mpmath: (−0.171973464460782803979992329…,
        // 0.656053071078434392040015340…)
        let g = gradient(&v(&["0", "1"]), &s, &obj).unwrap();
        close(&g[0], L2_G[0], 20);
        close(&g[1], L2_G[1], 20);
    }

    fn pm1_data() -> Vec<Sample> {
        // exercises/logistic-regression/sgd-pm1.yaml
        vec![
            sample(&["1", "2"], true),
            sample(&["2", "0"], false),
            sample(&["0", "1"], true),
        ]
    }

    fn sgd(labels: Labels, steps: usize) -> Training {
        Training {
            labels,
            objective: plain(),
            method: Method::Sgd,
            eta: n("1"),
            steps,
        }
    }

    #[test]
    fn slips_of_the_label_rules() {
        // mpmath (50 digits): the 0/1 rule with t = −1 at step 2 gives
        // (−1.317574476…, −3.135148952…, 1); σ(wᵀx̄) for σ(−y wᵀx̄) changes step 3 only:
        // (0.3467053578…, −1.135148952…, 1.664279834…).
        let w0 = v(&["0", "0", "0"]);
        let run = train_with(&w0, &pm1_data(), &sgd(Labels::PlusMinus, 3), Slip::OtherRule);
        close(&run.steps[1].weights[0], "-1.317574476", 8);
        close(&run.steps[1].weights[1], "-3.135148952", 8);
        let run = train_with(&w0, &pm1_data(), &sgd(Labels::PlusMinus, 3), Slip::SigmaOfActivation);
        let right = train(&w0, &pm1_data(), &sgd(Labels::PlusMinus, 3));
        assert_eq!(run.steps[1], right.steps[1], "the same for y = −1");
        close(&run.steps[2].weights[0], "0.3467053578", 9);
        close(&run.steps[2].weights[2], "1.664279834", 8);
        // 0/1 labels with the ±1 form and y = 0 (by hand): the sample of class 0 drops out of the
        // gradient at 0, −(1/2)(1, 1, 2) − (1/2)(1, 0, 1) = (−1, −1/2, −3/2).
        let g = gradient_with(&w0, &pm1_data(), &plain(), Labels::ZeroOne, Slip::OtherRule).unwrap();
        assert_eq!(g, v(&["-1", "-1/2", "-3/2"]));
        assert_eq!(
            gradient(&w0, &pm1_data(), &plain()).unwrap(),
            v(&["-1/2", "1/2", "-3/2"])
        );
    }

    #[test]
    fn slips_of_the_loss_and_the_step() {
        // w = (0, 1), x = 1 (y = +1) and x = −2 (y = −1); mpmath (40 digits): the 0/1
        // cross-entropy with t = y is sp(−1) − sp(2) + 2 sp(−2) = −1.5598103014388…
        let s = [sample(&["1"], true), sample(&["-2"], false)];
        let (_, l) = loss_with(&v(&["0", "1"]), &s, &plain(), Labels::PlusMinus, Slip::OtherRule).unwrap();
        close(&l, "-1.559810301438804669507277699", 24);
        // from probabilities (0.2689, 0.8808): −ln 0.2689 − ln 0.1192 = 3.44036824… and the
        // gradient (0.2689 − 1)(1, 1) + 0.8808(1, −2) = (0.1497, −2.4927) (mpmath / by hand)
        let p = v(&["0.2689", "0.8808"]);
        let (_, l) = loss_from_probabilities(&v(&["0", "1"]), &s, &p, &plain()).unwrap();
        close(&l, "3.44036824", 8);
        let g = gradient_from_probabilities(&v(&["0", "1"]), &s, &p, &plain()).unwrap();
        assert_eq!(g, v(&["0.1497", "-2.4927"]));
        assert!(loss_from_probabilities(&v(&["0", "1"]), &s, &v(&["0", "1"]), &plain()).is_err());
        // batch ascent from 0 on `data()` with η = 0.1: w + 0.1·(0, −1) (by hand)
        let tr = Training {
            labels: Labels::ZeroOne,
            objective: plain(),
            method: Method::Batch,
            eta: n("0.1"),
            steps: 1,
        };
        let run = train_with(&v(&["0", "0"]), &data(), &tr, Slip::Ascent);
        assert_eq!(run.steps[0].weights, v(&["0", "-1/10"]));
    }

    #[test]
    fn slips_of_online_gradient_descent() {
        // exercises/logistic-regression/ogd-log2.yaml, η = 2, U = 1 (mpmath, 50 digits): without
        // the projection the first step is (1, 1, 1); with η for η/√t step 2 is
        // (−0.2798510325…, 0.6223873086…, −0.730970203…).
        let s = [
            sample(&["1", "1"], true),
            sample(&["-1", "2"], false),
            sample(&["2", "-1"], true),
        ];
        let tr = Training {
            labels: Labels::PlusMinus,
            objective: plain(),
            method: Method::Ogd { radius: n("1") },
            eta: n("2"),
            steps: 2,
        };
        let w0 = v(&["0", "0", "0"]);
        let run = train_with(&w0, &s, &tr, Slip::NoProjection);
        assert_eq!(run.steps[0].weights, v(&["1", "1", "1"]));
        let run = train_with(&w0, &s, &tr, Slip::ConstantRate);
        close(&run.steps[1].weights[0], "-0.2798510325", 9);
        close(&run.steps[1].weights[2], "-0.730970203", 8);
        // one step replayed from a state equals the run's step
        let right = train(&w0, &s, &tr);
        let again = step(&right.steps[0].weights, &s, &tr, 2, Slip::None).unwrap().unwrap();
        assert_eq!(again, right.steps[1]);
    }

    const L2_TOTAL: &str = "0.6831184120815960046619612804";
    const L2_G: [&str; 2] = ["-0.1719734644607828039799923297", "0.6560530710784343920400153407"];
}
