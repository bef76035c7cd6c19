//! `softmax-regression`: logistic regression with C classes and linear logits a = Wᵗx̄
//! (seed 003, U2.4 §3–5 and its exam question and problems): logits, probabilities,
//! predictions, log-likelihood, NLL, its gradient and gradient descent.

use std::sync::Arc;

use super::prelude::*;
use super::probabilistic::{self as pr, Lines, MAX_CLASSES, MAX_FEATURES};
use crate::figure::FigureView;
use crate::models::softmax;
use crate::models::softmax_regression::{self as model, Descent, Eval, Sample, Slip, Stop, Weights};
use crate::num::linear::subscript;
use crate::num::mixed::{self, Mixed};
use crate::num::real::{self, RealError};
use crate::spec::loader::Sample as SpecSample;

/// The `softmax-regression` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "softmax-regression",
    summary: "softmax regression: logits, probabilities, NLL, its gradient, gradient descent",
    keys: &[
        keys::CLASSES.def,
        WEIGHTS.def,
        SAMPLES.def,
        keys::HOMOGENEOUS.def,
        keys::LEARNING_RATE.doc("η > 0").def,
        pr::STEPS
            .shown("1")
            .doc("gradient-descent steps for `updated_weights` and `trace` (at most 1000)")
            .def,
        pr::TOLERANCE
            .doc("instead of `steps`: step until every entry of η·∂NLL/∂W is at most this (the seed's loop)")
            .def,
        pr::MAX_STEPS_KEY.def,
        CLASS,
        FIGURES.def,
        PLOT.def,
    ],
    parts: P::DEFS,
    figures: &[&crate::figure::LOSS_CURVE],
    template: include_str!("../../templates/softmax-regression.md"),
    load,
};

const WEIGHTS: Key<ClassVectors> = Key::required(
    "weights",
    "one homogeneous vector (w0, w1, …) per class: the columns of W",
    |l, n, what| l.class_vectors(n, what, None),
);

const SAMPLES: Key<Vec<SpecSample>> = keys::SAMPLES
    .doc("training samples `{ x: [x1, …], y: class }` (needed by every part but `posterior` and `probability`)")
    .shown("none");

/// Read with the classes.
const CLASS: KeyDef = KeyDef::optional(
    "class",
    "the first class",
    "the class c whose probability p(c | x) the part `probability` gives",
);

crate::parts! {
    /// The parts of `softmax-regression`.
    enum P {
        Logits = PartDef::new("logits", "a_n = Wᵗx̄_n for every sample").by_default(),
        Probabilities = PartDef::new("probabilities", "μ_n = S(a_n) for every sample").by_default(),
        Predictions = PartDef::new(
            "predictions",
            "the class of every sample, argmax_c μ_nc (ties go to the first class)",
        )
        .by_default(),
        LogLikelihood = PartDef::new("log_likelihood", "LL(W) = Σ_n log μ_n,y_n").intervals(),
        Nll = PartDef::new("nll", "NLL(W) = −LL(W)/N").by_default().intervals(),
        Gradient = PartDef::new("gradient", "∂NLL/∂W = (1/N) Σ_n x̄_n(μ_n − y_n)ᵗ, one vector per class").by_default().generated(),
        UpdatedWeights = PartDef::new(
            "updated_weights",
            "W after gradient descent W ← W − η ∂NLL/∂W (`steps` or `tolerance`)",
        )
        .by_default().generated(),
        Trace = PartDef::new(
            "trace",
            "W after each gradient-descent step, one state `{ 1: [...], 2: [...] }` per step",
        ),
        Iterations = PartDef::new("iterations", "how many gradient-descent steps were made").intervals(),
        Posterior = PartDef::new("posterior", "S(Wᵗx̄) at given points").points(),
        Probability = PartDef::new(
            "probability",
            "p(c | x) = S(Wᵗx̄)_c at a point, for the class of `class`",
        )
        .points(),
    }
}

const NEEDS_SAMPLES: [&str; 9] = [
    "logits",
    "probabilities",
    "predictions",
    "log_likelihood",
    "nll",
    "gradient",
    "updated_weights",
    "trace",
    "iterations",
];

/// The figures `softmax-regression` draws (docs/figures.md).
const FIGURES: Key<Vec<&'static str>> = Key::optional(
    "figures",
    "none",
    "`[loss_curve]`: in the key, the NLL at the initial weights and after each gradient-descent step (docs/figures.md)",
    |l, n, what| keys::figure_list(l, n, what, KIND.figures),
    Vec::new,
);

/// The range of the loss curve (docs/figures.md): its loss axis only.
const PLOT: Key<crate::figure::plot::Window> = keys::CURVE_PLOT.doc(
    "the `loss_curve` figure's loss range `{ y: [c, d] }` (its horizontal axis is the steps: no `x`) (docs/figures.md)",
);

#[derive(Debug)]
struct SoftmaxRegression {
    classes: Vec<Label>,
    weights: Vec<Vec<Number>>,
    spec_samples: Vec<SpecSample>,
    samples: Vec<Sample>,
    rate: Number,
    stop: Stop,
    class: usize,
    homogeneous: bool,
    /// The asked parts (a part computed from another depends on which are asked).
    asked: Vec<P>,
    /// `figures: [loss_curve]`.
    loss_curve: bool,
    /// `plot:` of the loss curve (y only).
    window: crate::figure::plot::Window,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let homogeneous = keys::HOMOGENEOUS.read(l, m);
    let classes = keys::CLASSES.given(l, m);
    let weights = WEIGHTS.read(l, m);
    let samples = SAMPLES.given(l, m);
    let rate = keys::LEARNING_RATE.read(l, m);
    let stop = pr::read_stop(l, m, Some(1));
    let figures = FIGURES.read(l, m);
    let window = if PLOT.is_given(m) {
        PLOT.read_with(l, m, |l, n, what| {
            keys::curve_plot(
                l,
                n,
                what,
                [
                    Err("the loss curve's horizontal axis is the steps 0 to the last (set `y`, the loss)"),
                    Ok(keys::MOST_END),
                ],
            )
        })
    } else {
        Some(crate::figure::plot::Window::default())
    };
    let class = m.get(CLASS.name).map(|n| (l.label(n, "`class`"), n.span));
    let asked = pr::asked_parts(m, &KIND);
    let mut ok = pr::require_for_parts(
        l,
        &asked,
        &NEEDS_SAMPLES,
        samples.is_none(),
        "training `samples`",
        "add `samples: [{ x: [1, 0], y: 1 }, …]`, or ask only `posterior` and `probability`",
    );
    let (homogeneous, classes, samples) = (homogeneous?, pr::optional(classes)?, pr::optional(samples)?);
    let source = if classes.is_some() {
        shared::ClassSource::ClassesKey
    } else {
        shared::ClassSource::WeightKeys("weights")
    };
    let (classes, weights) = classes_and_weights(l, m, classes, weights, &mut ok)?;
    ok &= weights.is_some();
    let mut sizes_ok = true;
    let len = weights_len(l, m, &classes, weights.as_deref(), &mut sizes_ok, &mut ok);
    let (spec_samples, model_samples) = match samples {
        Some(samples) => training_samples(l, m, samples, homogeneous, len, &classes, source, &mut ok)?,
        None => (Vec::new(), Vec::new()),
    };
    let class = match class {
        Some((label, span)) => pr::class_index(l, &classes, &label?, span, "`class`", source),
        None => Some(0),
    };
    let (weights, class) = (weights?, class?);
    let (rate, stop) = (rate?, stop?);
    let rate_span = keys::LEARNING_RATE.span(m);
    if !pr::check_size(l, std::slice::from_ref(&rate), rate_span, "`learning_rate`") || !sizes_ok {
        return None;
    }
    // without samples nothing is trained (the parts that train need them: see above)
    let (n, c) = (model_samples.len() as u64, classes.len() as u64);
    let w = weights.first().map_or(1, Vec::len) as u64;
    let per = pr::PerStep {
        evals: n * c,
        unit: format!("{n} samples of {c} classes"),
        count: "steps × samples × classes",
        weights: c * w,
        hessian: 0,
    };
    let stop = pr::fit_default_cap(m, stop, &per);
    if n > 0 && !pr::check_work(l, m, &stop, &per) {
        return None;
    }
    let loss_curve = figures?.contains(&"loss_curve");
    let window = window?;
    ok.then(|| {
        boxed(SoftmaxRegression {
            classes,
            weights,
            spec_samples,
            samples: model_samples,
            rate,
            stop,
            class,
            homogeneous,
            asked: asked.iter().filter_map(|(name, _)| P::named(name)).collect(),
            loss_curve,
            window,
        })
    })
}

/// The initial weights, one vector per class in class order.
type Weights0 = Vec<Vec<Number>>;

/// The classes (`classes`, or the keys of `weights`: known even when a weight vector is
/// invalid, so that the labels of the samples and of `class` are checked in the same run) and
/// the weights in class order.
fn classes_and_weights(
    l: &mut Loader,
    m: &Map<'_>,
    classes: Option<Vec<Label>>,
    weights: Option<ClassVectors>,
    ok: &mut bool,
) -> Option<(Vec<Label>, Option<Weights0>)> {
    let weights_node = WEIGHTS.node(m);
    let whole = weights_node.map(|n| n.span).unwrap_or_default();
    Some(match (classes, weights) {
        (Some(c), Some(w)) => {
            let w = shared::weights_for_classes(l, w, &c, "`weights`", whole);
            *ok &= w.is_some();
            (c, w)
        }
        (Some(c), None) => {
            shared::in_class_order(l, None, weights_node, &c, "`weights`", true);
            (c, None)
        }
        (None, Some(w)) => {
            let c: Vec<Label> = w.iter().map(|(c, _, _)| c.clone()).collect();
            (c, Some(w.into_iter().map(|(_, w, _)| w).collect()))
        }
        (None, None) => (shared::classes_of(None, weights_node)?, None),
    })
}

/// The length of the weight vectors, when they have an allowed size (each reported otherwise).
fn weights_len(
    l: &mut Loader,
    m: &Map<'_>,
    classes: &[Label],
    weights: Option<&[Vec<Number>]>,
    sizes_ok: &mut bool,
    ok: &mut bool,
) -> Option<usize> {
    let whole = WEIGHTS.span(m);
    let mut len = None;
    if let (Some(n), Some(weights)) = (WEIGHTS.node(m), weights) {
        for (c, w) in classes.iter().zip(weights) {
            *sizes_ok &= pr::check_size(l, w, n.span, &format!("class `{c}` of `weights`"));
        }
        let wlen = weights[0].len();
        if !(2..=MAX_CLASSES).contains(&classes.len()) || !(2..=MAX_FEATURES + 1).contains(&wlen) {
            l.error_help(
                whole,
                format!(
                    "`weights` must have 2 to {MAX_CLASSES} classes of 2 to {} entries (w0, w1, …)",
                    MAX_FEATURES + 1
                ),
                "wrong size",
                "give one homogeneous vector per class, e.g. `{ 1: [0, 1, 1], 2: [0, -1, 1] }`",
            );
            *ok = false;
        } else {
            len = Some(wlen);
        }
    }
    len
}

/// The training samples, checked against the weights' length and the classes: as written and
/// for the model (both empty when a sample is invalid, reported). `None` when there are too many
/// or too large samples.
#[allow(clippy::too_many_arguments)]
fn training_samples(
    l: &mut Loader,
    m: &Map<'_>,
    samples: Vec<SpecSample>,
    homogeneous: bool,
    len: Option<usize>,
    classes: &[Label],
    source: shared::ClassSource,
    ok: &mut bool,
) -> Option<(Vec<SpecSample>, Vec<Sample>)> {
    let span = SAMPLES.span(m);
    if !shared::check_sample_count(l, &samples, span) || !pr::check_samples_size(l, &samples) {
        return None;
    }
    let homogenized = shared::homogenize(l, &samples, homogeneous, "sample");
    let dim = shared::features(&samples, homogeneous);
    if let Some(len) = len
        && dim + 1 != len
    {
        let first = samples.first().map_or(span, |s| s.span);
        l.error_help(
            first,
            format!(
                "the samples have {dim} features but the weights have {len} entries (expected {})",
                dim + 1
            ),
            "does not match the weights",
            "weights are (w0, w1, …): one more entry than a sample has features",
        );
        *ok = false;
    }
    let ys = shared::class_indices(l, &samples, classes, "sample", source);
    Some(match (homogenized, ys) {
        (Some((xs, _)), Some(ys)) => {
            let model = xs.into_iter().zip(ys).map(|(x, y)| Sample::new(x, y)).collect();
            (samples, model)
        }
        _ => {
            *ok = false;
            (Vec::new(), Vec::new())
        }
    })
}

fn n_sub(n: usize) -> String {
    subscript(n + 1)
}

impl SoftmaxRegression {
    fn w0(&self) -> Weights {
        self.weights.iter().map(|w| mixed::from_exact(w)).collect()
    }

    /// `figures: [loss_curve]`: the run's NLL before each step, and after the last.
    fn loss_curve(&self, f: &Fmt, run: &Descent) -> Option<FigureView> {
        let w0 = self.w0();
        let last = model::evaluate(run.final_weights(&w0), &self.samples).ok()?.nll;
        let nll: Vec<Mixed> = run.steps.iter().map(|s| s.nll.clone()).chain([last]).collect();
        let mid = |m: &Mixed| match m {
            Mixed::Exact(n) => n.clone(),
            Mixed::Rounded(d) => d.mid(),
        };
        let values: Vec<Number> = nll.iter().map(mid).collect();
        let num = |x: &Number| f.num(x);
        let text = |k: usize| crate::present::minus(pr::show_short(f, &nll[k]));
        let approx = |x: &Number| crate::present::minus(super::decision::approx_text(f, x));
        let texts = crate::figure::training::Texts {
            num: &num,
            loss: &text,
            approx: &approx,
            lang: f.lang,
        };
        let svg = crate::figure::training::loss_curve(&values, self.window.y.as_ref(), &texts)?;
        Some(FigureView::new(
            "loss_curve",
            &f.lang.t("figure-loss-curve-title"),
            &svg,
        ))
    }

    fn descend(&self) -> Result<Descent, RealError> {
        model::descend(&self.w0(), &self.samples, &self.rate, &self.stop)
    }

    fn point(&self, p: &[Number]) -> Vec<Number> {
        std::iter::once(Number::one()).chain(p.iter().cloned()).collect()
    }

    fn one_hot(&self, y: usize) -> Vec<Number> {
        softmax::one_hot(y, self.classes.len())
    }

    /// μ_n − y_n of every sample, with y_n one-hot.
    fn residuals(&self, e: &Eval) -> Result<Vec<Residual>, RealError> {
        self.samples
            .iter()
            .zip(&e.mu)
            .map(|(s, mu)| {
                let y = self.one_hot(s.y);
                let diff = mu
                    .iter()
                    .zip(&y)
                    .map(|(m, t)| m.sub(&Mixed::from(t)))
                    .collect::<Result<_, _>>()?;
                Ok(Residual { y, diff })
            })
            .collect()
    }

    /// The logits and S(Wᵗx̄) at each point.
    fn at_points(&self, points: &[Vec<Number>]) -> Result<Vec<AtPoint>, RealError> {
        let w = self.w0();
        points
            .iter()
            .map(|p| {
                let a = model::logits(&w, &self.point(p))?;
                let mu = softmax::softmax(&a)?;
                Ok(AtPoint { x: p.clone(), a, mu })
            })
            .collect()
    }

    /// `log μ₁₁ + log μ₂₂ = log 0.8808 + log 0.8808 = −0.1269 − 0.1269 = −0.2539`.
    fn ll_text(&self, f: &Fmt, e: &Eval) -> String {
        let names: Vec<String> = self
            .samples
            .iter()
            .enumerate()
            .map(|(n, s)| format!("log μ{}{}", n_sub(n), subscript(s.y + 1)))
            .collect();
        let values: Vec<String> = self
            .samples
            .iter()
            .zip(&e.mu)
            .map(|(s, mu)| format!("log {}", pr::show(f, &mu[s.y])))
            .collect();
        let logs: Vec<String> = e.log_mu.iter().map(|v| pr::show(f, v)).collect();
        format!(
            "$\\mathrm{{LL}}(W) = \\sum_n \\sum_c y_{{nc}} \\log \\mu_{{nc}}$ = {} = {} = {} = **{}**",
            names.join(" + "),
            values.join(" + "),
            logs.join(" + ").replace("+ -", "− ").replace("+ −", "− "),
            pr::show(f, &e.ll)
        )
    }

    fn update_table(&self, f: &Fmt, w0: &Weights, step: &model::Step) -> Table {
        let mut header = vec!["d".to_string()];
        header.extend(self.classes.iter().map(|c| indexed("w", c)));
        let mut t = Table::new(&header);
        for d in 0..w0.first().map_or(0, Vec::len) {
            let mut row = vec![d.to_string()];
            for ((before, delta), after) in w0.iter().zip(&step.delta).zip(&step.weights) {
                let shown = pr::show(f, &delta[d]);
                let minus = if shown.starts_with(['-', '−']) {
                    format!("({shown})")
                } else {
                    shown
                };
                row.push(format!(
                    "{} − {} = {}",
                    pr::show(f, &before[d]),
                    minus,
                    pr::show(f, &after[d])
                ));
            }
            t.row(&row);
        }
        t
    }

    /// The student's blank trace: the columns of the worked one (a weight vector per class),
    /// the initial weights, and a row per step (at most [`BLANK_STEPS`]; the cap on steps
    /// when they run to a tolerance) with only the step number filled in.
    fn blank_trace(&self, f: &Fmt) -> Table {
        let mut header: Vec<String> = vec!["i".into(), NLL_BEFORE.into(), "max |η ∂NLL/∂W|".into()];
        header.extend(self.classes.iter().map(|c| indexed("w", c)));
        let mut t = Table::new(&header);
        let mut first = vec!["0".to_string(), String::new(), String::new()];
        first.extend(self.weights.iter().map(|w| f.vec(w)));
        t.row(&first);
        let steps = match &self.stop {
            Stop::Steps(n) => *n,
            Stop::Tolerance { max, .. } => *max,
        };
        for i in 1..=steps.min(BLANK_STEPS) {
            let mut row = vec![i.to_string()];
            row.resize(header.len(), String::new());
            t.row(&row);
        }
        t
    }

    /// A student's blank table of one value per sample and class (logits, probabilities).
    fn blank_per_sample(&self, name: &str) -> Table {
        let mut header = vec!["n".to_string()];
        header.extend(self.classes.iter().map(|c| format!("{name}{}", sub_label(c))));
        let mut t = Table::new(&header);
        for n in 1..=self.samples.len() {
            let mut row = vec![n.to_string()];
            row.resize(header.len(), String::new());
            t.row(&row);
        }
        t
    }

    fn steps_table(&self, f: &Fmt, run: &Descent) -> Table {
        let mut header: Vec<String> = vec!["i".into(), NLL_BEFORE.into(), "max |η ∂NLL/∂W|".into()];
        header.extend(self.classes.iter().map(|c| indexed("w", c)));
        let mut t = Table::new(&header);
        for (i, s) in run.steps.iter().enumerate() {
            let mut row = vec![
                (i + 1).to_string(),
                pr::show_short(f, &s.nll),
                pr::show_short(f, &s.max_delta),
            ];
            row.extend(s.weights.iter().map(|w| pr::show_vec_short(f, w)));
            t.row(&row);
        }
        pr::shorten(f, t, 0)
    }

    fn stop_text(&self, f: &Fmt, run: &Descent) -> String {
        let n = run.steps.len();
        match (&self.stop, run.converged) {
            (Stop::Tolerance { tol, .. }, Some(true)) => f.lang.ta(
                "softmax-regression-end-converged",
                &[("n", n.into()), ("tol", f.num(tol).into())],
            ),
            (Stop::Tolerance { tol, max }, _) => f.lang.ta(
                "softmax-regression-end-cap",
                &[("tol", f.num(tol).into()), ("max", (*max).into())],
            ),
            _ => f.lang.ta(
                "softmax-regression-end-steps",
                &[("n", n.into()), ("rate", f.num(&self.rate).into())],
            ),
        }
    }

    fn trace_value(&self, run: &Descent) -> Value {
        Value::List(
            run.steps
                .iter()
                .map(|s| pr::class_vectors_value(&self.classes, &s.weights))
                .collect(),
        )
    }

    /// The values of the descent parts for a run (the right one or under a slip).
    fn descent_value(&self, p: P, run: &Descent) -> Option<Value> {
        match p {
            P::UpdatedWeights => Some(pr::class_vectors_value(&self.classes, run.final_weights(&self.w0()))),
            P::Trace => Some(self.trace_value(run)),
            P::Iterations => Some(Value::Number(Number::from(run.steps.len()))),
            P::Logits
            | P::Probabilities
            | P::Predictions
            | P::LogLikelihood
            | P::Nll
            | P::Gradient
            | P::Posterior
            | P::Probability => None,
        }
    }

    /// The value and worked data of one part.
    fn part(&self, a: &Ask<'_, P>, solved: &Solved) -> Result<Answer<Worked>, RealError> {
        let eval = || solved.eval.clone().ok_or(RealError::Domain);
        let run = || solved.run.clone().unwrap_or(Err(RealError::Domain));
        let answer = |value, work| Answer { value, work };
        Ok(match a.part {
            P::Logits => {
                let e = eval()?;
                answer(
                    Value::List(e.logits.iter().map(|a| pr::vector_value(a)).collect()),
                    Worked::Logits(e),
                )
            }
            P::Probabilities => {
                let e = eval()?;
                answer(
                    Value::List(e.mu.iter().map(|m| pr::vector_value(m)).collect()),
                    Worked::Probabilities(e),
                )
            }
            P::Predictions => {
                let e = eval()?;
                let classes: Vec<Value> = e
                    .logits
                    .iter()
                    .map(|a| pr::class_of(&self.classes, a))
                    .collect::<Result<_, _>>()?;
                answer(Value::List(classes.clone()), Worked::Predictions(classes, e))
            }
            P::LogLikelihood => {
                let e = eval()?;
                answer(pr::value(&e.ll), Worked::LogLikelihood(e))
            }
            P::Nll => {
                let e = eval()?;
                answer(
                    pr::value(&e.nll),
                    Worked::Nll {
                        eval: e,
                        with_ll: !solved.ll_asked,
                    },
                )
            }
            P::Gradient => {
                let e = eval()?;
                let residuals = self.residuals(&e)?;
                answer(
                    pr::class_vectors_value(&self.classes, &e.grad),
                    Worked::Gradient { eval: e, residuals },
                )
            }
            P::UpdatedWeights => {
                let run = run()?;
                answer(
                    pr::class_vectors_value(&self.classes, run.final_weights(&self.w0())),
                    Worked::UpdatedWeights(run),
                )
            }
            P::Trace => {
                let run = run()?;
                answer(self.trace_value(&run), Worked::Trace(run))
            }
            P::Iterations => {
                let run = run()?;
                answer(Value::Number(Number::from(run.steps.len())), Worked::Iterations(run))
            }
            P::Posterior => {
                let at = self.at_points(&a.points())?;
                answer(
                    pr::one_or_list(at.iter().map(|p| pr::vector_value(&p.mu)).collect()),
                    Worked::Posterior(at),
                )
            }
            P::Probability => {
                let at = self.at_points(&a.points())?;
                answer(
                    pr::one_or_list(at.iter().map(|p| pr::value(&p.mu[self.class])).collect()),
                    Worked::Probability(at),
                )
            }
        })
    }

    /// a_n = Wᵗx̄_n for every sample.
    fn logits_lines(&self, f: &Fmt, e: &Eval) -> Vec<String> {
        self.samples
            .iter()
            .zip(&e.logits)
            .enumerate()
            .map(|(n, (s, a))| {
                let terms: Vec<String> = self
                    .weights
                    .iter()
                    .map(|w| format!("{}·{}", f.vec(w), f.vec(&s.x)))
                    .collect();
                format!(
                    "x̄{i} = {}: a{i} = $W^\\top \\bar{{x}}_{{{k}}}$ = ({}) = **{}**",
                    f.vec(&s.x),
                    terms.join(", "),
                    pr::show_vec(f, a),
                    i = n_sub(n),
                    k = n + 1
                )
            })
            .collect()
    }

    /// The gradient's terms, its formula and its table.
    fn gradient_view(&self, f: &Fmt, e: &Eval, residuals: &[Residual]) -> PartView {
        PartView::Gradient {
            lines: self
                .samples
                .iter()
                .zip(residuals)
                .enumerate()
                .map(|(n, (s, r))| {
                    format!(
                        "$y_{{{i}}}$ = one-hot({}) = {}: $\\bar{{x}}_{{{i}}}(\\mu_{{{i}}} - y_{{{i}}})^\\top$ = {}·{}$^\\top$",
                        self.classes[s.y],
                        f.vec(&r.y),
                        f.vec(&s.x),
                        pr::show_vec(f, &r.diff),
                        i = n + 1
                    )
                })
                .collect(),
            formula: if self.samples.len() == 1 {
                r"$\partial \mathrm{NLL}/\partial W = \bar{x}_1(\mu_1 - y_1)^\top$ (N = 1)".to_string()
            } else {
                format!(
                    "$\\partial \\mathrm{{NLL}}/\\partial W = \\frac{{1}}{{{}}} \\sum_n \\bar{{x}}_n (\\mu_n - y_n)^\\top$",
                    self.samples.len()
                )
            },
            table: pr::weights_table(f, &self.classes, &e.grad),
        }
    }

    /// p(c | x) at every point asked.
    fn probability_lines(&self, f: &Fmt, at: &[AtPoint]) -> Vec<String> {
        let c = self.class;
        at.iter()
            .map(|p| {
                let sym = if p.a.iter().all(Mixed::is_exact) {
                    format!(" = {}/({})", pr::exp_text(f, &p.a[c]), pr::exp_sum_text(f, &p.a))
                } else {
                    String::new()
                };
                format!(
                    "x = {}: a = $W^\\top \\bar{{x}}$ = {}: p({} | x) = {}{sym} = **{}**",
                    f.vec(&p.x),
                    pr::show_vec(f, &p.a),
                    self.classes[c],
                    indexed("S(a)", &self.classes[c]),
                    pr::show(f, &p.mu[c])
                )
            })
            .collect()
    }

    /// The worked view of one part.
    fn part_view(&self, f: &Fmt, work: &Worked) -> PartView {
        let lines = |lines| PartView::Lines(Lines::new(lines));
        match work {
            Worked::Logits(e) => lines(self.logits_lines(f, e)),
            Worked::Probabilities(e) => lines(
                e.logits
                    .iter()
                    .zip(&e.mu)
                    .enumerate()
                    .map(|(n, (a, mu))| {
                        let sym = pr::softmax_symbolic(f, a)
                            .map(|t| format!(" = {t}"))
                            .unwrap_or_default();
                        format!(
                            "μ{i} = S(a{i}) = S{}{sym} = **{}**",
                            pr::show_vec(f, a),
                            pr::show_vec(f, mu),
                            i = n_sub(n)
                        )
                    })
                    .collect(),
            ),
            Worked::Predictions(classes, e) => lines(
                classes
                    .iter()
                    .zip(&e.mu)
                    .enumerate()
                    .map(|(n, (class, mu))| {
                        format!(
                            "ĉ(x{i}) = $\\operatorname{{argmax}}_c \\mu_{{{k}c}}$ = argmax {} = **{}**{}",
                            pr::show_vec(f, mu),
                            f.value(class),
                            pr::tie_text(f, class),
                            i = n_sub(n),
                            k = n + 1
                        )
                    })
                    .collect(),
            ),
            Worked::LogLikelihood(e) => lines(vec![self.ll_text(f, e)]),
            Worked::Nll { eval: e, with_ll } => {
                let mut out = Vec::new();
                if *with_ll {
                    out.push(self.ll_text(f, e));
                }
                out.push(format!(
                    "NLL(W) = −LL(W)/N = −({})/{} = **{}**",
                    pr::show(f, &e.ll),
                    self.samples.len(),
                    pr::show(f, &e.nll)
                ));
                lines(out)
            }
            Worked::Gradient { eval: e, residuals } => self.gradient_view(f, e, residuals),
            Worked::UpdatedWeights(run) => {
                let w0 = self.w0();
                let trace_asked = self.asked.contains(&P::Trace);
                PartView::UpdatedWeights {
                    single: (run.steps.len() == 1).then(|| self.update_table(f, &w0, &run.steps[0])),
                    steps: (run.steps.len() > 1 && !trace_asked).then(|| self.steps_table(f, run)),
                    after_trace: run.steps.len() > 1 && trace_asked,
                    table: pr::weights_table(f, &self.classes, run.final_weights(&w0)),
                    stop: self.stop_text(f, run),
                }
            }
            Worked::Trace(run) => PartView::Trace {
                steps: self.steps_table(f, run),
                stop: self.stop_text(f, run),
            },
            Worked::Iterations(run) => lines(vec![self.stop_text(f, run)]),
            Worked::Posterior(at) => lines(
                at.iter()
                    .map(|p| {
                        let sym = pr::softmax_symbolic(f, &p.a)
                            .map(|t| format!(" = {t}"))
                            .unwrap_or_default();
                        format!(
                            "x = {}: a = $W^\\top \\bar{{x}}$ = {}: S(a){sym} = **{}**",
                            f.vec(&p.x),
                            pr::show_vec(f, &p.a),
                            pr::show_vec(f, &p.mu)
                        )
                    })
                    .collect(),
            ),
            Worked::Probability(at) => lines(self.probability_lines(f, at)),
            Worked::Failed(e) => lines(vec![pr::failed_text(f, *e)]),
        }
    }
}

/// μ_n − y_n of one sample, y_n one-hot.
#[derive(Debug)]
struct Residual {
    y: Vec<Number>,
    diff: Vec<Mixed>,
}

/// The model at one point.
#[derive(Debug)]
struct AtPoint {
    x: Vec<Number>,
    /// Wᵗx̄.
    a: Vec<Mixed>,
    /// S(Wᵗx̄).
    mu: Vec<Mixed>,
}

/// What the parts share: the model on the training set and the gradient-descent run, when
/// asked.
#[derive(Debug)]
struct Solved {
    eval: Option<Arc<Eval>>,
    run: Option<Result<Arc<Descent>, RealError>>,
    ll_asked: bool,
}

/// What one part works out.
#[derive(Debug)]
enum Worked {
    Logits(Arc<Eval>),
    Probabilities(Arc<Eval>),
    /// The class of each sample (a `Value::Class` with its ties), with μ.
    Predictions(Vec<Value>, Arc<Eval>),
    LogLikelihood(Arc<Eval>),
    /// `with_ll`: the LL is worked out here too (the part `log_likelihood` is not asked).
    Nll {
        eval: Arc<Eval>,
        with_ll: bool,
    },
    Gradient {
        eval: Arc<Eval>,
        residuals: Vec<Residual>,
    },
    UpdatedWeights(Arc<Descent>),
    Trace(Arc<Descent>),
    Iterations(Arc<Descent>),
    Posterior(Vec<AtPoint>),
    Probability(Vec<AtPoint>),
    /// A value beyond the range of the rounded numbers.
    Failed(RealError),
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    samples: Option<Table>,
    homogeneous: bool,
    weights: Table,
    classes: String,
    class: String,
    rate: String,
    stop: String,
    trace_asked: bool,
    /// The student's answer space for the updated weights, the gradient (a vector per
    /// class), the trace (a row per step), the logits and probabilities (a row per sample).
    blank_updated_weights: Table,
    blank_gradient: Table,
    blank_trace: Table,
    blank_logits: Option<Table>,
    /// The predicted class of every training sample.
    blank_predictions: Option<Table>,
    blank_probabilities: Option<Table>,
    /// The class probabilities at the asked points: `S(a)₁, S(a)₂, …` (the worked solution's
    /// S(a)), a row per point.
    blank_posterior: Table,
    /// The probability of the class of `class` at the asked point, `S(a)_c`.
    blank_probability: Table,
}

/// The steps table's column of the NLL before each step.
const NLL_BEFORE: &str = r"$\mathrm{NLL}(W_{i-1})$";

/// The most steps a student's blank trace has rows for.
const BLANK_STEPS: usize = 20;

/// A class label as a subscript: `₁` for 1, `_setosa` otherwise.
fn sub_label(c: &str) -> String {
    indexed("", c)
}

/// The worked solution: which values are rounded.
#[derive(Serialize)]
struct View {
    rounding: Option<String>,
    /// `figures: [loss_curve]`.
    figure: Option<FigureView>,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    Lines(Lines),
    Gradient {
        lines: Vec<String>,
        formula: String,
        table: Table,
    },
    UpdatedWeights {
        /// One step: W₀ − η ∂NLL/∂W = W₁ entry by entry.
        single: Option<Table>,
        /// Several steps, when `trace` is not asked.
        steps: Option<Table>,
        /// Several steps, shown by `trace`.
        after_trace: bool,
        table: Table,
        stop: String,
    },
    Trace {
        steps: Table,
        stop: String,
    },
}

impl Kind for SoftmaxRegression {
    fn class_labels(&self) -> Vec<String> {
        self.classes.clone()
    }

    type Part = P;
    type Shared = Solved;
    type PartWork = Worked;
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn dimension(&self) -> Option<usize> {
        Some(self.weights[0].len() - 1)
    }

    fn data(&self, f: &Fmt) -> Data {
        Data {
            samples: (!self.spec_samples.is_empty()).then(|| shared::samples_table(f, &self.spec_samples, "c")),
            homogeneous: self.homogeneous,
            weights: shared::weights_table(f, &self.classes, &self.weights),
            classes: self.classes.join(", "),
            class: self.classes[self.class].clone(),
            rate: f.num(&self.rate),
            stop: match &self.stop {
                Stop::Steps(n) => f.lang.ta("softmax-regression-stop-steps", &[("n", (*n).into())]),
                Stop::Tolerance { tol, max } => f.lang.ta(
                    "softmax-regression-stop-tolerance",
                    &[("tol", f.num(tol).into()), ("max", (*max).into())],
                ),
            },
            trace_asked: self.asked.contains(&P::Trace),
            blank_updated_weights: super::perceptron::blank_weights(
                &self.classes,
                self.weights.first().map_or(0, Vec::len),
            ),
            blank_gradient: super::perceptron::blank_weights(&self.classes, self.weights.first().map_or(0, Vec::len)),
            blank_trace: self.blank_trace(f),
            blank_logits: (!self.samples.is_empty()).then(|| self.blank_per_sample("a")),
            blank_predictions: (!self.samples.is_empty())
                .then(|| shared::per_sample_row(self.samples.len(), r"$\hat{c}(x_n)$")),
            blank_probabilities: (!self.samples.is_empty()).then(|| self.blank_per_sample("μ")),
            blank_posterior: shared::per_point(
                &self
                    .classes
                    .iter()
                    .map(|c| format!("S(a){}", sub_label(c)))
                    .collect::<Vec<_>>(),
            ),
            blank_probability: shared::per_point(&[format!("S(a){}", sub_label(&self.classes[self.class]))]),
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Solved, Worked> {
        let eval = if self.samples.is_empty() {
            None
        } else {
            model::evaluate(&self.w0(), &self.samples).ok().map(Arc::new)
        };
        let wants_run = asked
            .iter()
            .any(|a| matches!(a.part, P::UpdatedWeights | P::Trace | P::Iterations));
        let solved = Solved {
            eval,
            run: wants_run.then(|| self.descend().map(Arc::new)),
            ll_asked: asked.iter().any(|a| a.part == P::LogLikelihood),
        };
        let answers = asked
            .iter()
            .map(|a| pr::or_failed(self.part(a, &solved), Worked::Failed))
            .collect();
        Work {
            shared: solved,
            answers,
        }
    }

    fn present(&self, work: &Work<Solved, Worked>, _asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let mut notes = Vec::new();
        if let Some(Ok(r)) = &work.shared.run
            && r.converged == Some(false)
        {
            notes.push(self.stop_text(f, r));
        }
        if let Some(Ok(r)) = &work.shared.run
            && !r.proven
        {
            notes.push(real::unproven_note(f.lang));
        }
        Presented {
            view: View {
                rounding: pr::rounding(&work.answers, f),
                figure: match &work.shared.run {
                    Some(Ok(r)) if self.loss_curve => self.loss_curve(f, r),
                    _ => None,
                },
            },
            parts: work.answers.iter().map(|a| self.part_view(f, &a.work)).collect(),
            notes,
        }
    }

    fn replay(&self, part: P, _step: usize, before: Option<&Value>) -> Option<Value> {
        if part != P::Trace {
            return None;
        }
        let dim = self.weights[0].len();
        let w = match before {
            None => self.w0(),
            Some(v) => pr::class_vectors_of(&self.classes, v).filter(|w| w.iter().all(|wc| wc.len() == dim))?,
        };
        let s = model::step(&w, &self.samples, &Mixed::from(&self.rate), Slip::None).ok()?;
        Some(pr::class_vectors_value(&self.classes, &s.weights))
    }

    fn step_label(&self, _part: P, step: usize, _lang: crate::i18n::Lang) -> String {
        format!("W{} = W{} − η ∂NLL/∂W", subscript(step + 1), subscript(step))
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        let asked = |p| self.asked.contains(&p);
        match part {
            P::Probabilities => vec![P::Logits],
            P::Predictions | P::LogLikelihood | P::Gradient => vec![P::Probabilities],
            P::Nll if asked(P::LogLikelihood) => vec![P::LogLikelihood],
            P::Nll => vec![P::Probabilities],
            P::UpdatedWeights if self.stop == Stop::Steps(1) && asked(P::Gradient) => vec![P::Gradient],
            P::UpdatedWeights | P::Iterations => vec![P::Trace],
            P::Logits | P::Trace | P::Posterior | P::Probability => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let [Some(from)] = from else { return None };
        if ask.asked.choices.is_some() {
            return None;
        }
        let (n, classes, dim) = (self.samples.len(), self.classes.len(), self.weights[0].len());
        // one vector of C logits or probabilities per sample
        let vectors = || pr::mixed_vecs(from).filter(|v| v.len() == n && v.iter().all(|a| a.len() == classes));
        let from_part = *self.depends_on(ask.part).first()?;
        match (ask.part, from_part) {
            (P::Probabilities, _) => {
                let mu: Vec<Value> = vectors()?
                    .iter()
                    .map(|a| softmax::softmax(a).map(|m| pr::vector_value(&m)))
                    .collect::<Result<_, _>>()
                    .ok()?;
                Some(Value::List(mu))
            }
            (P::Predictions, _) => {
                let classes: Vec<Value> = vectors()?
                    .iter()
                    .map(|mu| pr::class_of(&self.classes, mu))
                    .collect::<Result<_, _>>()
                    .ok()?;
                Some(Value::List(classes))
            }
            (P::LogLikelihood, _) => model::log_likelihood(&vectors()?, &self.samples)
                .ok()
                .map(|ll| pr::value(&ll)),
            (P::Nll, from_part) => {
                let ll = if from_part == P::LogLikelihood {
                    pr::mixed_of(from)?
                } else {
                    model::log_likelihood(&vectors()?, &self.samples).ok()?
                };
                let nll = ll.neg().div(&Mixed::from(Number::from(n))).ok()?;
                Some(pr::value(&nll))
            }
            (P::Gradient, _) => model::gradient(&vectors()?, &self.samples, dim)
                .ok()
                .map(|g| pr::class_vectors_value(&self.classes, &g)),
            (P::UpdatedWeights, P::Gradient) => {
                let g = pr::class_vectors_of(&self.classes, from).filter(|g| g.iter().all(|gc| gc.len() == dim))?;
                let eta = Mixed::from(&self.rate);
                let w: Option<Weights> = self
                    .w0()
                    .iter()
                    .zip(&g)
                    .map(|(wc, gc)| {
                        wc.iter()
                            .zip(gc)
                            .map(|(w, g)| w.sub(&eta.mul(g)?))
                            .collect::<Result<_, _>>()
                            .ok()
                    })
                    .collect();
                Some(pr::class_vectors_value(&self.classes, &w?))
            }
            (P::UpdatedWeights, _) => pr::last_state(from),
            (P::Iterations, _) => match from {
                Value::List(states) => Some(Value::Number(Number::from(states.len()))),
                _ => None,
            },
            (P::Logits | P::Trace | P::Posterior | P::Probability, _) => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], _right: &[Value], lang: Lang) -> Vec<Misconception> {
        if self.samples.is_empty() {
            return Vec::new();
        }
        let descent = asked
            .iter()
            .any(|a| matches!(a.part, P::UpdatedWeights | P::Trace | P::Iterations));
        let run_with = |slip| {
            descent
                .then(|| model::descend_with(&self.w0(), &self.samples, &self.rate, &self.stop, slip).ok())
                .flatten()
        };
        let eval_with = |slip| model::evaluate_with(&self.w0(), &self.samples, slip).ok();
        let mut out = Vec::new();
        let (sign_eval, sign_run) = (eval_with(Slip::Sign), run_with(Slip::Sign));
        out.push(pr::misconception(
            asked,
            Hint::new(lang, "softmax-regression-hint-sign"),
            |p| {
                if p == P::Gradient {
                    sign_eval
                        .as_ref()
                        .map(|e| pr::class_vectors_value(&self.classes, &e.grad))
                } else {
                    self.descent_value(p, sign_run.as_ref()?)
                }
            },
        ));
        if self.samples.len() > 1 {
            let (sum_eval, sum_run) = (eval_with(Slip::Sum), run_with(Slip::Sum));
            out.push(pr::misconception(
                asked,
                Hint::new(lang, "softmax-regression-hint-gradient-mean"),
                |p| {
                    if p == P::Gradient {
                        sum_eval
                            .as_ref()
                            .map(|e| pr::class_vectors_value(&self.classes, &e.grad))
                    } else {
                        self.descent_value(p, sum_run.as_ref()?)
                    }
                },
            ));
            out.push(pr::misconception(
                asked,
                Hint::new(lang, "softmax-regression-hint-nll-mean"),
                |p| sum_eval.as_ref().filter(|_| p == P::Nll).map(|e| pr::value(&e.nll)),
            ));
        }
        if let Some(e) = eval_with(Slip::None) {
            out.push(pr::misconception(
                asked,
                Hint::new(lang, "softmax-regression-hint-swapped"),
                |p| match p {
                    P::LogLikelihood => Some(pr::value(&e.nll)),
                    P::Nll => Some(pr::value(&e.ll)),
                    P::Logits
                    | P::Probabilities
                    | P::Predictions
                    | P::Gradient
                    | P::UpdatedWeights
                    | P::Trace
                    | P::Iterations
                    | P::Posterior
                    | P::Probability => None,
                },
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::pr::testing::{classes, exercise, list, part, r, x};
    use crate::value::Value;

    const TWO: &str = "kind: softmax-regression\nclasses: [1, 2]\nsamples: [{x: [1, 0], y: 1}, {x: [1, 1], y: 2}]\nweights: {1: [0, 0, -0.25], 2: [0, 0, 0.25]}\n";

    /// The largest data the kind takes: `samples` of 20 features over 50 classes.
    fn largest(samples: usize, stop: &str) -> Result<crate::Exercise, String> {
        let classes: Vec<String> = (1..=50).map(|c| c.to_string()).collect();
        let weights: Vec<String> = classes
            .iter()
            .map(|c| format!("{c}: [{}]", vec!["0"; 21].join(", ")))
            .collect();
        let samples: Vec<String> = (0..samples)
            .map(|n| {
                format!(
                    "{{x: [{}], y: {}}}",
                    vec![(n % 7).to_string(); 20].join(", "),
                    n % 50 + 1
                )
            })
            .collect();
        let text = format!(
            "kind: softmax-regression\nweights: {{{}}}\nsamples: [{}]\n{stop}ask: [nll]\n",
            weights.join(", "),
            samples.join(", ")
        );
        let src = crate::spec::diag::Source::new("test.yaml", &text);
        crate::load::exercises(src)
            .map(|mut e| e.remove(0))
            .map_err(|d| d.items.iter().map(|i| i.message.clone()).collect::<Vec<_>>().join("; "))
    }

    /// Issue 43: the default run fits the caps for every size the kind takes — one step over
    /// 100 samples of 50 classes is 5,000 evaluations — and a run `until tolerance` without
    /// `max_steps` is charged what its data lets it make (5,000 / (100 × 50) = 1 step), not the
    /// 1,000 of the default `max_steps`; an explicit `max_steps` is still held to the caps.
    #[test]
    fn the_default_run_fits_the_caps_at_the_largest_data() {
        let ex = largest(100, "").unwrap();
        assert_eq!(part(&ex, "nll").name, "nll");
        largest(100, "tolerance: 0.01\n").unwrap();
        let e = largest(100, "tolerance: 0.01\nmax_steps: 2\n").unwrap_err();
        assert!(
            e.contains("2 steps over 100 samples of 50 classes are more than 5000 evaluations"),
            "{e}"
        );
        let e = largest(100, "steps: 2\n").unwrap_err();
        assert!(e.contains("2 steps over 100 samples of 50 classes"), "{e}");
        assert!(largest(101, "").unwrap_err().contains("there are 101 samples"));
    }

    #[test]
    fn which_part_a_part_is_computed_from() {
        let ex = exercise(&format!(
            "{TWO}ask: [logits, probabilities, log_likelihood, nll, gradient, updated_weights]\n"
        ));
        let dep = |name| ex.problem.depends_on_all(part(&ex, name)).first().copied();
        assert_eq!(dep("probabilities"), Some("logits"));
        assert_eq!(dep("nll"), Some("log_likelihood"));
        assert_eq!(dep("updated_weights"), Some("gradient"));
        let ex = exercise(&format!(
            "{TWO}steps: 2\nask: [probabilities, nll, trace, updated_weights, iterations]\n"
        ));
        let dep = |name| ex.problem.depends_on_all(part(&ex, name)).first().copied();
        assert_eq!(dep("nll"), Some("probabilities"));
        assert_eq!(dep("updated_weights"), Some("trace"));
        assert_eq!(dep("iterations"), Some("trace"));
    }

    #[test]
    fn parts_recomputed_from_the_students_answers() {
        let ex = exercise(&format!(
            "{TWO}ask: [logits, probabilities, predictions, log_likelihood, nll, gradient, updated_weights]\n"
        ));
        let re = |name, from: &Value| ex.problem.recompute_all(part(&ex, name), &[Some(from.clone())]);
        // their logits (0, 0) and (0, 0): μ = (1/2, 1/2) twice, exactly
        let half = list(&[x("1/2"), x("1/2")]);
        let zeros = list(&[x("0"), x("0")]);
        assert_eq!(
            re("probabilities", &list(&[zeros.clone(), zeros])),
            Some(list(&[half.clone(), half.clone()]))
        );
        // their μ: argmax per sample (by hand)
        let mu = list(&[list(&[x("0.3"), x("0.7")]), list(&[x("0.6"), x("0.4")])]);
        let Some(Value::List(p)) = re("predictions", &mu) else {
            panic!()
        };
        assert!(
            matches!((&p[0], &p[1]), (Value::Class { label: a, .. }, Value::Class { label: b, .. }) if a == "2" && b == "1")
        );
        // LL = ln 0.3 + ln 0.4 = −2.120263536200091… (mpmath, 30 digits)
        let Some(Value::Rounded(ll)) = re("log_likelihood", &mu) else {
            panic!()
        };
        assert!(
            (ll.mid() - "-2.120263536200091".parse::<crate::num::Number>().unwrap()).abs()
                < "1e-14".parse::<crate::num::Number>().unwrap()
        );
        // NLL from their LL: −(−0.2539)/2
        assert_eq!(re("nll", &r("-0.2539")), Some(r("0.12695")));
        // the gradient from μ = (1/2, 1/2): (1/2)[(1, 1, 0)(−1/2, 1/2) + (1, 1, 1)(1/2, −1/2)]
        let g = classes(&[list(&[x("0"), x("0"), x("1/4")]), list(&[x("0"), x("0"), x("-1/4")])]);
        assert_eq!(re("gradient", &list(&[half.clone(), half])), Some(g.clone()));
        // W₀ − η·(their gradient), η = 1
        assert_eq!(
            re("updated_weights", &g),
            Some(classes(&[
                list(&[x("0"), x("0"), x("-1/2")]),
                list(&[x("0"), x("0"), x("1/2")])
            ]))
        );
        assert_eq!(re("gradient", &list(&[x("1")])), None, "a malformed earlier answer");
    }

    #[test]
    fn a_step_replayed_from_the_students_weights() {
        let ex = exercise(&format!("{TWO}steps: 2\nask: [trace, iterations]\n"));
        let t = part(&ex, "trace");
        // From W = 0 with η = 1: μ = (1/2, 1/2), the gradient (0, 0, 1/4 | 0, 0, −1/4) by hand
        let zero = classes(&[list(&[x("0"), x("0"), x("0")]), list(&[x("0"), x("0"), x("0")])]);
        assert_eq!(
            ex.problem.replay(t, 1, Some(&zero)),
            Some(classes(&[
                list(&[x("0"), x("0"), x("-1/4")]),
                list(&[x("0"), x("0"), x("1/4")])
            ]))
        );
        assert_eq!(
            ex.problem.step_label(t, 0, crate::i18n::Lang::En),
            "W₁ = W₀ − η ∂NLL/∂W"
        );
        assert_eq!(
            ex.problem
                .recompute_all(part(&ex, "iterations"), &[Some(list(&[zero.clone(), zero]))]),
            Some(x("2"))
        );
    }
}
