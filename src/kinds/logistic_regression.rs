//! `logistic-regression`: binary logistic regression (seeds 000, 002, 004) — probabilities,
//! the logistic loss, its gradient and Hessian, and training by SGD (0/1 and ±1 rules), online
//! gradient descent with η/√t and projection, batch gradient descent or Newton–Raphson (IRLS).

mod present;

use super::prelude::*;
use super::probabilistic::{self as pr, Lines, MAX_FEATURES};
use crate::figure::FigureView;
use crate::models::logistic::{self as model, Halt, Irls, Labels, Method, Objective, Run, Sample, Slip, Training};
use crate::num::linear::subscript;
use crate::num::mixed::{self, Mixed};
use crate::num::real::{self, RealError};
use crate::spec::loader::Sample as SpecSample;

/// The `logistic-regression` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "logistic-regression",
    summary: "binary logistic regression: σ, loss, gradient, Hessian, SGD / OGD / batch / Newton steps",
    keys: &[
        SAMPLES.def,
        LABELS.def,
        WEIGHTS.def,
        keys::HOMOGENEOUS.def,
        LEARNING_RATE.def,
        METHOD.def,
        STEPS.def,
        RADIUS.def,
        LOG_BASE.def,
        REGULARIZATION.def,
        BIAS.def,
        LN2_IN_GRADIENT.def,
        FIGURES.def,
        PLOT.def,
    ],
    parts: P::DEFS,
    figures: &[&crate::figure::LOSS_CURVE, &crate::figure::SIGMOID],
    template: include_str!("../../templates/logistic-regression.md"),
    load,
};

const SAMPLES: Key<Vec<SpecSample>> =
    keys::SAMPLES.doc("training samples `{ x: [x1, …], y: label }`, labels 0/1 or ±1");

/// Read with the samples (the default depends on their labels).
/// The figures `logistic-regression` draws (docs/figures.md).
const FIGURES: Key<Vec<&'static str>> = Key::optional(
    "figures",
    "none",
    "`[loss_curve, sigmoid]`: in the key, the loss after each step; σ(w·x̄) of the final weights with the samples (1 feature only) (docs/figures.md)",
    |l, n, what| keys::figure_list(l, n, what, KIND.figures),
    Vec::new,
);

/// The ranges of the figures (docs/figures.md): read with the figures asked ([`read_plot`]).
const PLOT: Key<crate::figure::plot::Window> = keys::CURVE_PLOT.doc(
    "the figures' ranges `{ x: [a, b], y: [c, d] }`: x the `sigmoid` figure's feature axis, y the `loss_curve` figure's loss axis, each optional (docs/figures.md)",
);

/// Reads `plot` with the axes the asked figures have: x with `sigmoid` (its y is [0, 1]), y
/// with `loss_curve` (its x is the steps).
fn read_plot(l: &mut Loader, m: &Map<'_>, figures: &[&str]) -> Option<crate::figure::plot::Window> {
    if !PLOT.is_given(m) {
        return Some(crate::figure::plot::Window::default());
    }
    let x = if figures.contains(&"sigmoid") {
        Ok(keys::MOST_END)
    } else {
        Err(
            "`x` is the `sigmoid` figure's horizontal axis, and `figures` does not ask for it (the loss curve's horizontal axis is the steps)",
        )
    };
    let y = if figures.contains(&"loss_curve") {
        Ok(keys::MOST_END)
    } else {
        Err(
            "`y` is the `loss_curve` figure's loss axis, and `figures` does not ask for it (the sigmoid's vertical axis is [0, 1])",
        )
    };
    PLOT.read_with(l, m, |l, n, what| keys::curve_plot(l, n, what, [x, y]))
}

const LABELS: Key<Labels> = Key::optional_none(
    "labels",
    "`±1` when a label is -1, else `0/1`",
    "the label set: `0/1` or `±1` (also written `+-1`)",
    |l, n, what| match l.choice(n, what, &["0/1", "±1", "+-1"])? {
        "0/1" => Some(Labels::ZeroOne),
        _ => Some(Labels::PlusMinus),
    },
);

const WEIGHTS: Key<Vec<Number>> =
    Key::optional_none("weights", "zeros", "the initial weights (w0, w1, …)", |l, n, what| {
        l.vector(n, what, None)
    });

const LEARNING_RATE: Key<Number> = keys::LEARNING_RATE.doc("η > 0 (OGD uses η_t = η/√t)");

const METHOD: Key<&'static str> = Key::optional(
    "method",
    "`sgd`",
    "`sgd` (one sample per step), `ogd` (η/√t and projection), `batch` (all samples) or `newton` (Newton–Raphson / IRLS)",
    |l, n, what| l.choice(n, what, &["sgd", "ogd", "batch", "newton"]),
    || "sgd",
);

const STEPS: Key<u64> = Key::optional_none(
    "steps",
    "one pass (`sgd`, `ogd`), 1 (`batch`, `newton`)",
    "how many updates (`sgd` and `ogd` take the samples in order, cycling)",
    |l, n, what| l.count(n, what, 1, pr::MAX_STEPS),
);

const RADIUS: Key<Number> = Key::optional_none(
    "radius",
    "none",
    "U > 0: `ogd` projects w on the ball ‖w‖ ≤ U (required by `ogd`)",
    keys::positive,
);

/// Whether the loss uses log₂.
const LOG_BASE: Key<bool> = Key::optional(
    "log_base",
    "e",
    "the base of the logarithm in the loss: `e` or `2` (seed 002)",
    |l, n, what| l.choice(n, what, &["e", "2"]).map(|b| b == "2"),
    || false,
);

const REGULARIZATION: Key<Number> = Key::optional_none(
    "regularization",
    "none",
    "λ ≥ 0: minimise (1/m) Σ loss + λ‖ω‖², ω = (w1, …, wD) (seed 000)",
    keys::non_negative,
);

const BIAS: Key<bool> = Key::optional(
    "bias",
    "true",
    "`false`: no bias weight w0, x is used as given and w = (w1, …, wD) (seed 002's OGD)",
    keys::boolean,
    || true,
);

/// Read with the method and the log base (its default depends on the method).
const LN2_IN_GRADIENT: Key<bool> = Key::optional_none(
    "ln2_in_gradient",
    "false (`sgd`, `ogd`)",
    "with `log_base: 2`: `true` keeps the factor 1/ln 2 in the per-sample gradient instead of absorbing it in η (`batch` and `newton` always keep it)",
    keys::boolean,
);

crate::parts! {
    /// The parts of `logistic-regression`.
    enum P {
        Probabilities = PartDef::new("probabilities", "P(y = 1 | x_n) = σ(wᵀx̄_n) at the initial weights").by_default(),
        Loss = PartDef::new("loss", "the loss at the initial weights (summed over the samples)").by_default().intervals(),
        Gradient = PartDef::new("gradient", "the gradient of the loss at the initial weights, X̄ᵗ(σ − t)").generated(),
        Hessian = PartDef::new("hessian", "the Hessian of the loss at the initial weights, X̄ᵗRX̄").generated(),
        Trace = PartDef::new("trace", "the weights after each step of the method").by_default(),
        FinalWeights = PartDef::new("final_weights", "the weights after the last step").by_default().generated(),
        Parameters = PartDef::new(
            "parameters",
            "how many parameters: d + 1 for logistic regression (d without a bias), d(d + 3) + 1 for Gaussian classes",
        ),
    }
}

/// Most Newton steps (it converges quadratically; each step solves a linear system).
const MAX_NEWTON_STEPS: u64 = 50;

#[derive(Debug)]
struct LogisticRegression {
    spec_samples: Vec<SpecSample>,
    samples: Vec<Sample>,
    initial: Vec<Number>,
    training: Training,
    homogeneous: bool,
    /// `figures: [loss_curve]`.
    loss_curve: bool,
    /// `figures: [sigmoid]` (one feature).
    sigmoid: bool,
    /// `plot:` (x of the sigmoid, y of the loss curve).
    window: crate::figure::plot::Window,
}

fn read_labels(l: &mut Loader, m: &Map<'_>, samples: &[SpecSample]) -> Option<Labels> {
    let given = LABELS.get(l, m)?;
    let parse = |s: &SpecSample| s.y.parse::<Number>().ok().and_then(|n| n.to_i64());
    let labels = given.unwrap_or(if samples.iter().any(|s| parse(s) == Some(-1)) {
        Labels::PlusMinus
    } else {
        Labels::ZeroOne
    });
    let (allowed, set, key): (&[i64], &str, &str) = match labels {
        Labels::ZeroOne => (&[0, 1], "{0, 1}", " of `labels: 0/1`"),
        Labels::PlusMinus => (&[-1, 1], "{-1, 1}", " of `labels: ±1`"),
    };
    let key = if given.is_some() { key } else { "" };
    let mut ok = true;
    for (i, s) in samples.iter().enumerate() {
        if !parse(s).is_some_and(|y| allowed.contains(&y)) {
            l.error_help(
                s.y_span,
                format!("sample {} has label `{}`, outside the label set {set}{key}", i + 1, s.y),
                "outside the label set",
                "write `y: 0` or `y: 1` (with `labels: 0/1`), or `y: -1` or `y: 1` (with `labels: ±1`)",
            );
            ok = false;
        }
    }
    ok.then_some(labels)
}

fn read_method(l: &mut Loader, m: &Map<'_>) -> Option<Method> {
    let method = METHOD.read(l, m)?;
    let radius = RADIUS.given(l, m);
    match (method, radius) {
        ("ogd", Some(r)) => Some(Method::Ogd { radius: r? }),
        ("ogd", None) => {
            l.error_help(
                METHOD.span(m),
                "`method: ogd` needs `radius`",
                "no radius",
                "add `radius: 1`: after each step w is projected on the ball ‖w‖ ≤ radius",
            );
            None
        }
        (_, Some(_)) => {
            l.error_help(
                m.key_span("radius").unwrap_or_default(),
                format!("`radius` is used by `method: ogd` only, not by `{method}`"),
                "not used",
                "remove `radius`, or use `method: ogd`",
            );
            None
        }
        ("batch", None) => Some(Method::Batch),
        ("newton", None) => Some(Method::Newton),
        _ => Some(Method::Sgd),
    }
}

/// Reads `bias` (default true) and checks it against `homogeneous`.
fn read_bias(l: &mut Loader, m: &Map<'_>, homogeneous: Option<bool>) -> Option<bool> {
    let bias = BIAS.read(l, m)?;
    if !bias && homogeneous == Some(true) {
        l.error_help(
            m.key_span("bias").unwrap_or_default(),
            "`bias: false` and `homogeneous: true` contradict each other",
            "conflicts with `homogeneous: true`",
            "`homogeneous: true` says each x already starts with the 1 of a bias w0; without a bias drop `homogeneous`",
        );
        return None;
    }
    Some(bias)
}

/// Reads `ln2_in_gradient` (default false), which needs `log_base: 2`; batch and Newton always
/// keep the factor.
fn read_ln2_in_gradient(l: &mut Loader, m: &Map<'_>, log2: Option<bool>, method: Option<&Method>) -> Option<bool> {
    let Some(kept) = LN2_IN_GRADIENT.given(l, m) else {
        return Some(matches!(method, Some(Method::Batch | Method::Newton)));
    };
    let kept = kept?;
    let span = m.key_span("ln2_in_gradient").unwrap_or_default();
    if log2 == Some(false) {
        l.error_help(
            span,
            "`ln2_in_gradient` is about the factor 1/ln 2 of the base-2 loss; this exercise has `log_base: e`",
            "needs `log_base: 2`",
            "add `log_base: 2`, or remove `ln2_in_gradient`",
        );
        return None;
    }
    if !kept && let Some(m @ (Method::Batch | Method::Newton)) = method {
        l.error_help(
            span,
            format!(
                "`method: {}` keeps the factor 1/ln 2 in its gradient (there is no η to absorb it)",
                if *m == Method::Batch { "batch" } else { "newton" }
            ),
            "not for this method",
            "remove `ln2_in_gradient`: it chooses for `sgd` and `ogd` only",
        );
        return None;
    }
    Some(kept)
}

/// The sigmoid figure draws one feature: an error at `figures` otherwise.
fn sigmoid_in_one_feature(
    l: &mut Loader,
    m: &Map<'_>,
    figures: Vec<&'static str>,
    dim: usize,
) -> Option<Vec<&'static str>> {
    if figures.contains(&"sigmoid") && dim != 1 {
        l.error_help(
            FIGURES.span(m),
            format!("the sigmoid figure draws one feature: the samples have {dim}"),
            "needs 1 feature",
            "remove `sigmoid` from `figures` (`loss_curve` draws any number of features)",
        );
        return None;
    }
    Some(figures)
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let homogeneous = keys::HOMOGENEOUS.read(l, m);
    let bias = read_bias(l, m, homogeneous);
    let samples = SAMPLES.read(l, m);
    let weights = WEIGHTS.given(l, m);
    let rate = LEARNING_RATE.read(l, m);
    let method = read_method(l, m);
    let log2 = LOG_BASE.read(l, m);
    let ln2_in_step = read_ln2_in_gradient(l, m, log2, method.as_ref());
    let lambda = REGULARIZATION.given(l, m);
    let steps = STEPS.given(l, m);
    let figures = FIGURES.read(l, m);
    let samples = samples?;
    let labels = read_labels(l, m, &samples);
    let span = SAMPLES.span(m);
    if !shared::check_sample_count(l, &samples, span) {
        return None;
    }
    let mut sizes_ok = pr::check_samples_size(l, &samples);
    // Every check below runs whatever the others find: the number of features D comes from the
    // samples as written (they all have the same length), so that the length of `weights` is
    // checked even when a sample's leading 1 is missing.
    let (homogeneous, bias) = (homogeneous?, bias?);
    let dim = shared::features(&samples, homogeneous);
    // without a bias, x̄ is x as given: D weights, no w0
    let wlen = if bias { dim + 1 } else { dim };
    let xs = if bias {
        shared::homogenize(l, &samples, homogeneous, "sample").map(|(xs, _)| xs)
    } else {
        Some(samples.iter().map(|s| s.x.clone()).collect())
    };
    if dim > MAX_FEATURES {
        l.error_help(
            span,
            format!("the samples have {dim} features; mlex allows at most {MAX_FEATURES}"),
            "too many features",
            "use an exam-sized problem",
        );
        sizes_ok = false;
    }
    let weights = pr::optional(weights)?;
    sizes_ok &= check_sizes(
        l,
        m,
        Sizes {
            weights: weights.as_deref(),
            wlen,
            dim,
            bias,
            rate: rate.as_ref(),
            lambda: lambda.as_ref().and_then(|l| l.as_ref()),
            newton_steps: match (&method, &steps) {
                (Some(Method::Newton), Some(Some(n))) => Some(*n),
                _ => None,
            },
        },
    );
    let (xs, labels, method, log2, ln2_in_step, lambda, steps, rate) = (
        xs?,
        labels?,
        method?,
        log2?,
        ln2_in_step?,
        pr::optional(lambda)?,
        pr::optional(steps)?,
        rate?,
    );
    if !sizes_ok {
        return None;
    }
    let steps = checked_steps(l, m, &method, steps, samples.len(), wlen)?;
    let figures = sigmoid_in_one_feature(l, m, figures?, dim)?;
    let window = read_plot(l, m, &figures)?;
    let model_samples = xs
        .into_iter()
        .zip(&samples)
        .map(|(x, s)| Sample::new(x, s.y.parse::<Number>().ok() == Some(Number::one())))
        .collect();
    Some(boxed(LogisticRegression {
        spec_samples: samples,
        samples: model_samples,
        initial: weights.unwrap_or_else(|| vec![Number::zero(); wlen]),
        training: Training {
            labels,
            objective: Objective {
                log2,
                lambda: lambda.filter(|v| !v.is_zero()),
                bias,
                ln2_in_step: log2 && ln2_in_step,
            },
            method,
            eta: rate,
            steps,
        },
        homogeneous,
        loss_curve: figures.contains(&"loss_curve"),
        sigmoid: figures.contains(&"sigmoid"),
        window,
    }))
}

/// The number of steps (`steps`, else one pass or one step by method), checked against the
/// most work a run may do ([`pr::check_work`]).
fn checked_steps(
    l: &mut Loader,
    m: &Map<'_>,
    method: &Method,
    steps: Option<u64>,
    samples: usize,
    weights: usize,
) -> Option<usize> {
    let steps = steps.map_or_else(
        || match method {
            Method::Sgd | Method::Ogd { .. } => samples,
            Method::Batch | Method::Newton => 1,
        },
        |s| s as usize,
    );
    let (n, w) = (samples as u64, weights as u64);
    let per = match method {
        Method::Sgd | Method::Ogd { .. } => pr::PerStep {
            evals: 1,
            unit: "1 sample".into(),
            count: "steps",
            weights: w,
            hessian: 0,
        },
        Method::Batch | Method::Newton => pr::PerStep {
            evals: n,
            unit: format!("{n} samples"),
            count: "steps × samples",
            weights: w,
            hessian: if matches!(method, Method::Newton) { n * w * w } else { 0 },
        },
    };
    let stop = crate::models::gradient_descent::Stop::Steps(steps);
    pr::check_work(l, m, &stop, &per).then_some(steps)
}

/// What [`check_sizes`] checks, as read.
struct Sizes<'a> {
    weights: Option<&'a [Number]>,
    /// The weights expected: D + 1, or D without a bias.
    wlen: usize,
    dim: usize,
    bias: bool,
    rate: Option<&'a Number>,
    lambda: Option<&'a Number>,
    /// `steps` of `method: newton`.
    newton_steps: Option<u64>,
}

/// The length of `weights`, the size of the numbers given and the number of Newton steps; every
/// problem reported, false when there is one.
fn check_sizes(l: &mut Loader, m: &Map<'_>, sz: Sizes<'_>) -> bool {
    let mut ok = true;
    if let (Some(w), Some(n)) = (sz.weights, WEIGHTS.node(m))
        && w.len() != sz.wlen
    {
        let (help, which) = if sz.bias {
            ("weights are (w0, w1, …): one more entry than a sample has features", "")
        } else {
            ("without a bias, weights are (w1, …, wD): one per feature", ", no bias")
        };
        l.error_help(
            n.span,
            format!(
                "`weights` has {} entries but the samples have {} features (expected {}{which})",
                w.len(),
                sz.dim,
                sz.wlen,
            ),
            "wrong length",
            help,
        );
        ok = false;
    }
    let checks: [(&str, Option<&[Number]>); 3] = [
        ("weights", sz.weights),
        ("learning_rate", sz.rate.map(std::slice::from_ref)),
        ("regularization", sz.lambda.map(std::slice::from_ref)),
    ];
    for (key, v) in checks {
        if let (Some(v), Some(n)) = (v, m.get(key)) {
            ok &= pr::check_size(l, v, n.span, &format!("`{key}`"));
        }
    }
    if let (Some(n), Some(span)) = (sz.newton_steps, m.key_span("steps"))
        && n > MAX_NEWTON_STEPS
    {
        l.error_help(
            span,
            format!("{n} Newton steps are more than {MAX_NEWTON_STEPS}"),
            "too many steps",
            "Newton–Raphson converges in a few steps; ask for at most 50",
        );
        ok = false;
    }
    ok
}

fn i_sub(n: usize) -> String {
    subscript(n + 1)
}

/// A matrix on one line: `((1, 3/2), (3/2, 7/2))`.
fn matrix_inline(f: &Fmt, m: &[Vec<Mixed>]) -> String {
    let rows: Vec<String> = m.iter().map(|r| pr::show_vec_short(f, r)).collect();
    format!("({})", rows.join(", "))
}

impl LogisticRegression {
    fn w0(&self) -> Vec<Mixed> {
        mixed::from_exact(&self.initial)
    }

    /// `figures`: the loss after each step and the sigmoid of the final weights.
    fn objective(&self) -> &Objective {
        &self.training.objective
    }

    /// Whether w₀ is a bias (x̄ = (1, x)); without one x̄ = x as given.
    fn bias(&self) -> bool {
        self.objective().bias
    }

    /// D, the number of features.
    fn features(&self) -> usize {
        self.initial.len() - usize::from(self.bias())
    }

    /// ω, the penalised weights, as text.
    fn omega_text(&self) -> &'static str {
        if self.bias() { "(w₁, …, w_D)" } else { "w" }
    }

    /// Whether the per-sample steps keep the factor 1/ln 2 of the base-2 loss.
    fn ln2_kept(&self) -> bool {
        self.objective().log2
            && self.objective().ln2_in_step
            && !matches!(self.training.method, Method::Batch | Method::Newton)
    }

    fn log(&self) -> &'static str {
        if self.objective().log2 { "log₂" } else { "ln" }
    }

    fn pm(&self) -> bool {
        self.training.labels == Labels::PlusMinus
    }

    fn label(&self, s: &Sample) -> &'static str {
        match (s.positive, self.pm()) {
            (true, _) => "1",
            (false, true) => "-1",
            (false, false) => "0",
        }
    }

    /// `c·` in front of the sums: nothing, `(1/m)`, `(1/ln 2)`, `(1/(m ln 2))`.
    fn scale_text(&self) -> String {
        let m = self.samples.len();
        match (self.objective().lambda.is_some(), self.objective().log2) {
            (false, false) => String::new(),
            (true, false) => format!("(1/{m})·"),
            (false, true) => "(1/ln 2)·".into(),
            (true, true) => format!("(1/({m} ln 2))·"),
        }
    }

    /// `(1/m)·` in front of the sum of the per-sample losses (already in the loss's base).
    fn mean_text(&self) -> String {
        if self.objective().lambda.is_some() {
            format!("(1/{})·", self.samples.len())
        } else {
            String::new()
        }
    }

    /// ω̃ = (0, w₁, …, w_D) of the initial weights (w itself without a bias).
    fn omega_tilde(&self) -> Vec<Number> {
        let mut w = self.initial.clone();
        if self.bias()
            && let Some(w0) = w.first_mut()
        {
            *w0 = Number::zero();
        }
        w
    }

    fn lambda_text(&self, f: &Fmt) -> Option<String> {
        self.objective().lambda.as_ref().map(|l| f.num(l))
    }

    /// The value and worked data of one part.
    fn part(&self, a: &Ask<'_, P>, run: Option<&Run>) -> Result<Answer<Worked>, RealError> {
        let w = self.w0();
        let obj = self.objective();
        let answer = |value, work| Answer { value, work };
        Ok(match a.part {
            P::Probabilities => {
                let zp: Vec<(Mixed, Mixed)> = self
                    .samples
                    .iter()
                    .map(|s| {
                        let z = model::activation(&w, s)?;
                        let p = z.sigmoid()?;
                        Ok((z, p))
                    })
                    .collect::<Result<_, RealError>>()?;
                answer(
                    Value::List(zp.iter().map(|(_, p)| pr::value(p)).collect()),
                    Worked::Probabilities(zp),
                )
            }
            P::Loss => {
                let (terms, total) = model::loss(&w, &self.samples, obj)?;
                let z = self
                    .samples
                    .iter()
                    .map(|s| model::activation(&w, s))
                    .collect::<Result<_, _>>()?;
                let norm2 = self
                    .initial
                    .iter()
                    .enumerate()
                    .filter(|(d, _)| obj.penalised(*d))
                    .map(|(_, v)| v * v)
                    .sum();
                answer(pr::value(&total), Worked::Loss { z, terms, total, norm2 })
            }
            P::Gradient => {
                let g = model::gradient(&w, &self.samples, obj)?;
                let rows = self
                    .samples
                    .iter()
                    .map(|s| {
                        let sigma = model::activation(&w, s)?.sigmoid()?;
                        let scaled = mixed_scale(&sigma.sub(&s.t())?, &s.x)?;
                        Ok((sigma, scaled))
                    })
                    .collect::<Result<_, RealError>>()?;
                answer(pr::vector_value(&g), Worked::Gradient { rows, g })
            }
            P::Hessian => {
                let h = model::hessian(&w, &self.samples, obj)?;
                let r = self
                    .samples
                    .iter()
                    .map(|s| model::irls_weight(&model::activation(&w, s)?.sigmoid()?))
                    .collect::<Result<_, _>>()?;
                answer(matrix_value(&h), Worked::Hessian { r, h })
            }
            P::Parameters => {
                let d = self.features();
                answer(
                    Value::Map(vec![
                        ("logistic".into(), Value::Number(Number::from(self.initial.len()))),
                        ("generative".into(), Value::Number(Number::from(d * (d + 3) + 1))),
                    ]),
                    Worked::Parameters { d },
                )
            }
            P::Trace => answer(trace_value(run.ok_or(RealError::Domain)?), Worked::Trace),
            P::FinalWeights => {
                let fin = run.ok_or(RealError::Domain)?.final_weights(&w).to_vec();
                answer(pr::vector_value(&fin), Worked::FinalWeights(fin))
            }
        })
    }
}

/// What a misconception changes: the training (a base-2 loss taken in nats, say) and a slip.
struct Variant<'a> {
    training: &'a Training,
    slip: Slip,
    hint: Hint,
    /// The parts it changes.
    parts: &'static [P],
}

impl LogisticRegression {
    /// The answers of the asked parts under a variant (`None` for the parts it leaves alone).
    fn variant(&self, asked: &[Ask<'_, P>], v: &Variant<'_>) -> Misconception {
        let w0 = self.w0();
        let (labels, obj) = (self.training.labels, &v.training.objective);
        let run = asked
            .iter()
            .any(|a| matches!(a.part, P::Trace | P::FinalWeights) && v.parts.contains(&a.part))
            .then(|| model::train_with(&w0, &self.samples, v.training, v.slip));
        pr::misconception(asked, v.hint.clone(), |p| {
            if !v.parts.contains(&p) {
                return None;
            }
            match (p, &run) {
                (P::Loss, _) => model::loss_with(&w0, &self.samples, obj, labels, v.slip)
                    .ok()
                    .map(|(_, total)| pr::value(&total)),
                (P::Gradient, _) => model::gradient_with(&w0, &self.samples, obj, labels, v.slip)
                    .ok()
                    .map(|g| pr::vector_value(&g)),
                (P::Hessian, _) => model::hessian(&w0, &self.samples, obj).ok().map(|h| matrix_value(&h)),
                (P::Trace, Some(run)) => Some(trace_value(run)),
                (P::FinalWeights, Some(run)) => Some(pr::vector_value(run.final_weights(&w0))),
                (P::Trace | P::FinalWeights, None) | (P::Probabilities | P::Parameters, _) => None,
            }
        })
    }

    /// The slips of signs and labels (issue 43): the gradient's sign (target minus predicted)
    /// with the weights a right step builds from it, the labels swapped, the loss's minus left
    /// out.
    fn sign_slips(&self, asked: &[Ask<'_, P>], lang: Lang) -> [Misconception; 3] {
        let tr = &self.training;
        // the gradient's sign slipped, and the weights a right step builds from it, which go up
        // the gradient (only where the run is one step along it)
        let w0 = self.w0();
        let negated = model::gradient_with(&w0, &self.samples, &tr.objective, tr.labels, Slip::None)
            .ok()
            .map(|g| pr::vector_value(&g.iter().map(Mixed::neg).collect::<Vec<_>>()));
        let ascent = asked
            .iter()
            .any(|a| a.part == P::FinalWeights)
            .then(|| model::train_with(&w0, &self.samples, tr, Slip::Ascent));
        let sign = pr::misconception(
            asked,
            Hint::new(lang, "logistic-regression-hint-gradient-sign"),
            |p| match p {
                P::Gradient => negated.clone(),
                P::FinalWeights if self.one_gradient_step() => {
                    ascent.as_ref().map(|run| pr::vector_value(run.final_weights(&w0)))
                }
                _ => None,
            },
        );
        // the labels swapped (for ±1 labels the same as σ(z) for σ(−z) in the loss): the loss,
        // gradient and run of the samples with the other label
        let flipped: Vec<Sample> = self
            .samples
            .iter()
            .map(|s| Sample::new(s.x.clone(), !s.positive))
            .collect();
        let run = asked
            .iter()
            .any(|a| matches!(a.part, P::Trace | P::FinalWeights))
            .then(|| model::train_with(&w0, &flipped, tr, Slip::None));
        let swapped = Hint::new(lang, "logistic-regression-hint-labels-swapped");
        let swapped = pr::misconception(asked, swapped, |p| match (p, &run) {
            (P::Loss, _) => model::loss_with(&w0, &flipped, &tr.objective, tr.labels, Slip::None)
                .ok()
                .map(|(_, total)| pr::value(&total)),
            (P::Gradient, _) => model::gradient_with(&w0, &flipped, &tr.objective, tr.labels, Slip::None)
                .ok()
                .map(|g| pr::vector_value(&g)),
            (P::Trace, Some(run)) => Some(trace_value(run)),
            (P::FinalWeights, Some(run)) => Some(pr::vector_value(run.final_weights(&w0))),
            _ => None,
        });
        // the loss's minus left out: the log-likelihood, at most 0
        let loss = model::loss_with(&w0, &self.samples, &tr.objective, tr.labels, Slip::None)
            .ok()
            .map(|(_, total)| pr::value(&total.neg()));
        let loss_sign = pr::misconception(asked, Hint::new(lang, "logistic-regression-hint-loss-sign"), |p| {
            if p == P::Loss { loss.clone() } else { None }
        });
        [sign, swapped, loss_sign]
    }

    /// Whether the run is one step w₁ = w₀ − η∇L(w₀) along the gradient the `gradient` part
    /// asks: one batch step, or one SGD step on the only sample (its own gradient is the
    /// loss's), without regularisation and, for SGD, without base 2 (whose steps absorb 1/ln 2).
    fn one_gradient_step(&self) -> bool {
        let tr = &self.training;
        tr.steps == 1
            && tr.objective.lambda.is_none()
            && match tr.method {
                Method::Batch => true,
                Method::Sgd => self.samples.len() == 1 && !tr.objective.log2,
                Method::Ogd { .. } | Method::Newton => false,
            }
    }

    /// The student's probabilities σ_n, one per sample.
    fn sigmas_of(&self, v: &Value) -> Option<Vec<Mixed>> {
        pr::mixed_vec(v).filter(|s| s.len() == self.samples.len())
    }
}

/// The trace answer: the weights after each step.
fn trace_value(run: &Run) -> Value {
    Value::List(run.steps.iter().map(|s| pr::vector_value(&s.weights)).collect())
}

/// A matrix answer: a list of rows.
fn matrix_value(m: &[Vec<Mixed>]) -> Value {
    Value::List(m.iter().map(|row| pr::vector_value(row)).collect())
}

/// r·x for an exact x.
fn mixed_scale(r: &Mixed, x: &[Number]) -> Result<Vec<Mixed>, RealError> {
    x.iter().map(|v| r.mul(&Mixed::from(v))).collect()
}

/// What the parts share: the training run (when `trace` or `final_weights` is asked) and the
/// IRLS view of the first Newton step.
#[derive(Debug)]
struct Solved {
    run: Option<Run>,
    irls: Option<Irls>,
}

/// What one part works out.
#[derive(Debug)]
enum Worked {
    /// wᵀx̄_n and σ(wᵀx̄_n) per sample.
    Probabilities(Vec<(Mixed, Mixed)>),
    /// wᵀx̄_n and ℓ_n per sample, L(w), and ‖ω‖² for the ℓ₂ term.
    Loss {
        z: Vec<Mixed>,
        terms: Vec<Mixed>,
        total: Mixed,
        norm2: Number,
    },
    /// σ_n and (σ_n − t_n)·x̄_n per sample, and ∇L(w).
    Gradient {
        rows: Vec<(Mixed, Vec<Mixed>)>,
        g: Vec<Mixed>,
    },
    /// R = diag(σ_n(1 − σ_n)) and H.
    Hessian {
        r: Vec<Mixed>,
        h: Vec<Vec<Mixed>>,
    },
    /// d, the number of features.
    Parameters {
        d: usize,
    },
    /// The trace is the table of the shared view.
    Trace,
    FinalWeights(Vec<Mixed>),
    /// A value beyond the range of the rounded numbers.
    Failed(RealError),
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    samples: Table,
    homogeneous: bool,
    /// Whether x̄ = (1, x) (a bias w₀), or x as given.
    bias: bool,
    labels: &'static str,
    weights: String,
    rate: String,
    method: String,
    steps: usize,
    loss: &'static str,
    objective: String,
    /// A student's answer space for the trace and the final weights.
    blank_trace: Table,
    blank_final_weights: Table,
    /// The probabilities by sample, the gradient by ∂L/∂w_j and the Hessian as the solution
    /// tables it (rows and columns 0, 1, …).
    blank_probabilities: Table,
    blank_gradient: Table,
    blank_hessian: Table,
}

/// The trace tables' x̄ and wᵀx̄ columns, typeset.
const X_BAR: &str = r"$\bar{x}$";
const WX: &str = r"$w^\top \bar{x}$";
/// The IRLS weights, typeset.
const R_DIAG: &str = r"$R = \operatorname{diag}(\sigma_n (1 - \sigma_n))$";

/// The most steps a student's blank trace has rows for.
const BLANK_STEPS: usize = 20;

/// The worked solution: the rule, the trace table and the IRLS view.
#[derive(Serialize)]
struct View {
    /// `figures`: the loss curve and the sigmoid, when asked.
    figures: Vec<FigureView>,
    rounding: Option<String>,
    rule: String,
    trace: Option<Table>,
    irls: Option<String>,
    steps: usize,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    Lines(Lines),
    Hessian {
        lines: Vec<String>,
        table: Table,
    },
    /// The trace is the table of the shared view.
    Trace {},
}

impl Kind for LogisticRegression {
    type Part = P;
    type Shared = Solved;
    type PartWork = Worked;
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn dimension(&self) -> Option<usize> {
        Some(self.features())
    }

    fn data(&self, f: &Fmt) -> Data {
        let method = match &self.training.method {
            Method::Sgd => f.lang.t("logistic-regression-method-sgd"),
            Method::Ogd { radius } => f.lang.ta(
                "logistic-regression-method-ogd",
                &[
                    ("etat", r"$\eta_t = \eta/\sqrt{t}$".into()),
                    ("u", f.num(radius).into()),
                ],
            ),
            Method::Batch => f.lang.t("logistic-regression-method-batch"),
            Method::Newton => f.lang.t("logistic-regression-method-newton"),
        };
        let loss = match (self.pm(), self.objective().log2) {
            (true, false) => r"$\ell(w; \bar{x}, y) = \ln(1 + e^{-y\, w^\top \bar{x}})$",
            (true, true) => r"$\ell(w; \bar{x}, y) = \log_2(1 + e^{-y\, w^\top \bar{x}})$",
            (false, false) => {
                r"$\ell(w; \bar{x}, t) = -t \ln \sigma(w^\top \bar{x}) - (1 - t) \ln(1 - \sigma(w^\top \bar{x}))$"
            }
            (false, true) => {
                r"$\ell(w; \bar{x}, t) = -t \log_2 \sigma(w^\top \bar{x}) - (1 - t) \log_2(1 - \sigma(w^\top \bar{x}))$"
            }
        };
        let objective = match self.lambda_text(f) {
            Some(l) => f.lang.ta(
                "logistic-regression-objective-reg",
                &[
                    (
                        "objective",
                        r"$L(w) = \frac{1}{m} \sum_n \ell_n + \lambda \lVert\omega\rVert^2$".into(),
                    ),
                    ("l", l.into()),
                    ("omega", self.omega_text().into()),
                ],
            ),
            None => r"$L(w) = \sum_n \ell_n$".to_string(),
        };
        Data {
            samples: shared::samples_table(f, &self.spec_samples, "y"),
            homogeneous: self.homogeneous,
            bias: self.bias(),
            labels: if self.pm() { "±1" } else { "0/1" },
            weights: f.vec(&self.initial),
            rate: f.num(&self.training.eta),
            method,
            steps: self.training.steps,
            loss,
            objective,
            blank_trace: self.blank_trace(f),
            blank_final_weights: self.blank_final_weights(),
            blank_probabilities: shared::per_sample_row(self.samples.len(), r"$\sigma(w^\top \bar{x}_n)$"),
            blank_gradient: shared::answer_row(
                "",
                &(0..self.initial.len())
                    .map(|j| format!("∂L/∂w{}", subscript(j + usize::from(!self.bias()))))
                    .collect::<Vec<_>>(),
                "∇L(w)",
            ),
            blank_hessian: {
                let n: Vec<String> = (0..self.initial.len()).map(|j| j.to_string()).collect();
                shared::answer_table("", &n, &n)
            },
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Solved, Worked> {
        let wants_run = asked.iter().any(|a| matches!(a.part, P::Trace | P::FinalWeights));
        let run = wants_run.then(|| model::train(&self.w0(), &self.samples, &self.training));
        let irls = if self.training.method == Method::Newton && self.objective().lambda.is_none() {
            model::irls(&self.w0(), &self.samples).ok().flatten()
        } else {
            None
        };
        let answers = asked
            .iter()
            .map(|a| pr::or_failed(self.part(a, run.as_ref()), Worked::Failed))
            .collect();
        Work {
            shared: Solved { run, irls },
            answers,
        }
    }

    fn present(&self, work: &Work<Solved, Worked>, _asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let run = work.shared.run.as_ref();
        Presented {
            view: View {
                figures: run.map(|r| self.figures(f, r)).unwrap_or_default(),
                rounding: pr::rounding(&work.answers, f),
                rule: self.rule_text(f),
                trace: run.map(|r| self.trace_table(f, r)),
                irls: work.shared.irls.as_ref().map(|(targets, w1)| {
                    f.lang.ta(
                        "logistic-regression-irls",
                        &[
                            ("r", R_DIAG.into()),
                            ("z", r"$z_n = w^\top \bar{x}_n - (\sigma_n - t_n)/R_{nn}$".into()),
                            ("targets", pr::show_vec_short(f, targets).into()),
                            ("solution", r"$(\bar{X}^\top R \bar{X})^{-1} \bar{X}^\top R z$".into()),
                            ("w", pr::show_vec_short(f, w1).into()),
                        ],
                    )
                }),
                steps: run.map_or(0, |r| r.steps.len()),
            },
            parts: work.answers.iter().map(|a| self.part_view(f, &a.work)).collect(),
            notes: run
                .and_then(|r| self.halt_text(f, r))
                .into_iter()
                .chain(run.filter(|r| !r.proven).map(|_| real::unproven_note(f.lang)))
                .collect(),
        }
    }

    fn replay(&self, part: P, step: usize, before: Option<&Value>) -> Option<Value> {
        if part != P::Trace {
            return None;
        }
        let w = match before {
            None => self.w0(),
            Some(v) => pr::mixed_vec(v).filter(|w| w.len() == self.initial.len())?,
        };
        let s = model::step(&w, &self.samples, &self.training, step + 1, Slip::None).ok()??;
        Some(pr::vector_value(&s.weights))
    }

    fn step_label(&self, _part: P, step: usize, lang: crate::i18n::Lang) -> String {
        let n = step % self.samples.len().max(1) + 1;
        match self.training.method {
            Method::Sgd => lang.ta("step-label-one-sample", &[("n", n.into())]),
            Method::Ogd { .. } => format!(
                "{}, η{} = η/√{}",
                lang.ta("step-label-one-sample", &[("n", n.into())]),
                subscript(step + 1),
                step + 1
            ),
            Method::Batch => lang.t("step-label-all-samples"),
            Method::Newton => lang.t("step-label-newton"),
        }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            // one step along the gradient asked: the weights follow from it too
            P::FinalWeights if self.one_gradient_step() => vec![P::Trace, P::Gradient],
            P::FinalWeights => vec![P::Trace],
            P::Loss | P::Gradient | P::Hessian => vec![P::Probabilities],
            P::Probabilities | P::Trace | P::Parameters => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        // the weights from the student's gradient, when their trace is not given or right:
        // w₁ = w₀ − η g
        if let (P::FinalWeights, [None, Some(g)]) = (ask.part, from) {
            let g = pr::mixed_vec(g).filter(|g| g.len() == self.w0().len())?;
            let eta = Mixed::from(&self.training.eta);
            let w1 = self
                .w0()
                .iter()
                .zip(&g)
                .map(|(w, g)| w.sub(&eta.mul(g)?))
                .collect::<Result<Vec<_>, _>>()
                .ok()?;
            return Some(pr::vector_value(&w1));
        }
        let from = match from {
            [Some(from)] | [Some(from), _] => from,
            _ => return None,
        };
        let (w0, obj) = (self.w0(), self.objective());
        match ask.part {
            P::FinalWeights => pr::last_state(from),
            P::Loss => {
                let (_, total) =
                    model::loss_from_probabilities(&w0, &self.samples, &self.sigmas_of(from)?, obj).ok()?;
                Some(pr::value(&total))
            }
            P::Gradient => model::gradient_from_probabilities(&w0, &self.samples, &self.sigmas_of(from)?, obj)
                .ok()
                .map(|g| pr::vector_value(&g)),
            P::Hessian => model::hessian_at(w0.len(), &self.samples, &self.sigmas_of(from)?, obj)
                .ok()
                .map(|h| matrix_value(&h)),
            P::Probabilities | P::Trace | P::Parameters => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], _right: &[Value], lang: Lang) -> Vec<Misconception> {
        const LOSS_GRAD_TRAIN: &[P] = &[P::Loss, P::Gradient, P::Trace, P::FinalWeights];
        const TRAIN: &[P] = &[P::Trace, P::FinalWeights];
        let tr = &self.training;
        let ogd = matches!(tr.method, Method::Ogd { .. });
        let mut variants = vec![Variant {
            training: tr,
            slip: Slip::OtherRule,
            hint: if self.pm() {
                Hint::new(lang, "logistic-regression-hint-pm-rule")
            } else {
                Hint::new(lang, "logistic-regression-hint-01-rule")
            },
            parts: LOSS_GRAD_TRAIN,
        }];
        if self.pm() && matches!(tr.method, Method::Sgd | Method::Ogd { .. }) {
            variants.push(Variant {
                training: tr,
                slip: Slip::SigmaOfActivation,
                hint: Hint::new(lang, "logistic-regression-hint-sigma-of-activation"),
                parts: TRAIN,
            });
        }
        let nats = Training {
            objective: Objective {
                log2: false,
                ..tr.objective.clone()
            },
            ..tr.clone()
        };
        // the per-sample steps with the factor 1/ln 2 absorbed in η, where it is kept
        let absorbed = Training {
            objective: Objective {
                ln2_in_step: false,
                ..tr.objective.clone()
            },
            ..tr.clone()
        };
        if self.ln2_kept() {
            variants.push(Variant {
                training: &absorbed,
                slip: Slip::None,
                hint: Hint::new(lang, "logistic-regression-hint-ln2-kept"),
                parts: TRAIN,
            });
        }
        if tr.objective.log2 {
            variants.push(Variant {
                training: &nats,
                slip: Slip::None,
                hint: Hint::new(lang, "logistic-regression-hint-base2"),
                parts: if self.ln2_kept() {
                    &[P::Loss, P::Gradient, P::Hessian]
                } else {
                    &[P::Loss, P::Gradient, P::Hessian, P::Trace, P::FinalWeights]
                },
            });
        }
        if ogd {
            variants.push(Variant {
                training: tr,
                slip: Slip::NoProjection,
                hint: Hint::new(lang, "logistic-regression-hint-no-projection"),
                parts: TRAIN,
            });
            variants.push(Variant {
                training: tr,
                slip: Slip::ConstantRate,
                hint: Hint::new(lang, "logistic-regression-hint-constant-rate"),
                parts: TRAIN,
            });
        }
        variants.push(Variant {
            training: tr,
            slip: Slip::Ascent,
            hint: Hint::new(lang, "logistic-regression-hint-ascent"),
            parts: TRAIN,
        });
        let mut out: Vec<Misconception> = variants.iter().map(|v| self.variant(asked, v)).collect();
        let [sign, swapped, loss_sign] = self.sign_slips(asked, lang);
        // before the ascent's hint, which the weights also match but which does not explain
        // the gradient
        let at = out.len().saturating_sub(1);
        out.insert(at, sign);
        out.push(swapped);
        out.push(loss_sign);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::pr::testing::{exercise, list, part, x};

    #[test]
    fn the_hessian_from_the_students_probabilities() {
        let ex = exercise(
            "kind: logistic-regression\nsamples: [{x: [1], y: 1}, {x: [-2], y: 0}]\nweights: [0, 1]\nask: [probabilities, hessian, trace]\n",
        );
        let h = part(&ex, "hessian");
        assert_eq!(ex.problem.depends_on_all(h), ["probabilities"]);
        // σ = (1/2, 1/2): H = (1/4)[(1, 1; 1, 1) + (1, −2; −2, 4)] (by hand)
        let sigmas = list(&[x("1/2"), x("1/2")]);
        assert_eq!(
            ex.problem.recompute_all(h, &[Some(sigmas)]),
            Some(list(&[list(&[x("1/2"), x("-1/4")]), list(&[x("-1/4"), x("5/4")])]))
        );
        assert_eq!(
            ex.problem.recompute_all(h, &[Some(list(&[x("1/2")]))]),
            None,
            "one σ per sample"
        );
        let t = part(&ex, "trace");
        assert_eq!(ex.problem.step_label(t, 3, crate::i18n::Lang::En), "sample 2");
        assert_eq!(
            ex.problem.replay(t, 0, Some(&list(&[x("1")]))),
            None,
            "a state of the wrong size"
        );
    }

    #[test]
    fn a_newton_step_replayed_from_the_students_weights() {
        // exercises/logistic-regression/newton-irls.yaml: from w = 0 (σ = 1/2, R = I/4), the
        // Newton step is −H⁻¹X̄ᵗ(σ − t) = (−10/23, 12/23, 12/23) (Python fractions); a Newton step
        // does not depend on its number, so a student restarting from 0 at step 2 gets it too.
        let ex = exercise(
            "kind: logistic-regression\nsamples: [{x: [0, 0], y: 0}, {x: [1, 0], y: 1}, {x: [0, 1], y: 1}, {x: [1, 1], y: 0}, {x: [2, 2], y: 1}]\nmethod: newton\nsteps: 3\nask: [trace]\n",
        );
        let t = part(&ex, "trace");
        let step1 = list(&[x("-10/23"), x("12/23"), x("12/23")]);
        assert_eq!(ex.problem.replay(t, 0, None), Some(step1.clone()));
        let zero = list(&[x("0"), x("0"), x("0")]);
        assert_eq!(ex.problem.replay(t, 1, Some(&zero)), Some(step1));
        assert_eq!(
            ex.problem.step_label(t, 1, crate::i18n::Lang::En),
            "a Newton–Raphson step"
        );
    }
}
