//! `softmax-regression`: logistic regression with C classes and linear logits a = Wᵗx̄
//! (seed 003, U2.4 §3–5 and its exam question and problems): logits, probabilities,
//! predictions, log-likelihood, NLL, its gradient and gradient descent.

use serde_json::json;

use super::probabilistic::{self as pr, MAX_CLASSES, MAX_FEATURES};
use super::shared;
use super::{KeyDef, KindDef, Misconception, PartAnswer, PartDef, Problem, Solved};
use crate::exercise::Part;
use crate::models::softmax;
use crate::models::softmax_regression::{self as model, Descent, Eval, Sample, Slip, Stop, Weights};
use crate::num::Number;
use crate::num::linear::subscript;
use crate::num::mixed::{self, Mixed};
use crate::num::real::RealError;
use crate::present::{Fmt, Table, indexed};
use crate::spec::loader::{Label, Loader, Map, Sample as SpecSample};
use crate::value::Value;

/// The `softmax-regression` kind.
pub static KIND: KindDef = KindDef {
    name: "softmax-regression",
    summary: "softmax regression: logits, probabilities, NLL, its gradient, gradient descent",
    keys: &[
        KeyDef::optional(
            "classes",
            "the keys of `weights`",
            "the class labels, in order (argmax ties go to the first)",
        ),
        KeyDef::required(
            "weights",
            "one homogeneous vector (w0, w1, …) per class: the columns of W",
        ),
        KeyDef::optional(
            "samples",
            "none",
            "training samples `{ x: [x1, …], y: class }` (needed by every part but `posterior` and `probability`)",
        ),
        KeyDef::optional(
            "homogeneous",
            "false",
            "`true` when each `x` already starts with the 1 of x̄ = (1, x1, …)",
        ),
        KeyDef::optional("learning_rate", "1", "η > 0"),
        KeyDef::optional(
            "steps",
            "1",
            "gradient-descent steps for `updated_weights` and `trace` (at most 10000)",
        ),
        KeyDef::optional(
            "tolerance",
            "none",
            "instead of `steps`: step until every entry of η·∂NLL/∂W is at most this (the seed's loop)",
        ),
        KeyDef::optional(
            "max_steps",
            "1000",
            "the cap on steps with `tolerance` (needed when `tolerance` is 0)",
        ),
        KeyDef::optional(
            "class",
            "the first class",
            "the class c whose probability p(c | x) the part `probability` gives",
        ),
    ],
    parts: &[
        PartDef::new("logits", "a_n = Wᵗx̄_n for every sample").by_default(),
        PartDef::new("probabilities", "μ_n = S(a_n) for every sample").by_default(),
        PartDef::new(
            "predictions",
            "the class of every sample, argmax_c μ_nc (ties go to the first class)",
        )
        .by_default(),
        PartDef::new("log_likelihood", "LL(W) = Σ_n log μ_n,y_n"),
        PartDef::new("nll", "NLL(W) = −LL(W)/N").by_default(),
        PartDef::new("gradient", "∂NLL/∂W = (1/N) Σ_n x̄_n(μ_n − y_n)ᵗ, one vector per class").by_default(),
        PartDef::new(
            "updated_weights",
            "W after gradient descent W ← W − η ∂NLL/∂W (`steps` or `tolerance`)",
        )
        .by_default(),
        PartDef::new(
            "trace",
            "W after each gradient-descent step, one state `{ 1: [...], 2: [...] }` per step",
        ),
        PartDef::new("iterations", "how many gradient-descent steps were made"),
        PartDef::new("posterior", "S(Wᵗx̄) at given points").points(),
        PartDef::new(
            "probability",
            "p(c | x) = S(Wᵗx̄)_c at a point, for the class of `class`",
        )
        .points(),
    ],
    template: include_str!("../../templates/softmax-regression.md"),
    load,
};

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
    asked: Vec<&'static str>,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let homogeneous = shared::homogeneous(l, m);
    let classes = m.get("classes").map(|n| l.classes(n));
    let weights = m.get("weights").and_then(|n| l.class_vectors(n, "`weights`", None));
    let samples = m.get("samples").map(|n| l.samples(n, "`samples`", "sample", None));
    let rate = shared::learning_rate(l, m);
    let stop = pr::read_stop(l, m, Some(1));
    let class = m.get("class").map(|n| (l.label(n, "`class`"), n.span));
    let asked = pr::asked_parts(m, &KIND);
    let mut ok = pr::require_for_parts(
        l,
        &asked,
        &NEEDS_SAMPLES,
        samples.is_none(),
        "training `samples`",
        "add `samples: [{ x: [1, 0], y: 1 }, …]`, or ask only `posterior` and `probability`",
    );
    let (weights, homogeneous, classes, samples) =
        (weights?, homogeneous?, pr::optional(classes)?, pr::optional(samples)?);
    let whole = m.get("weights").map(|n| n.span).unwrap_or_default();
    let (classes, weights) = match classes {
        Some(c) => {
            let w = shared::weights_for_classes(l, weights, &c, "`weights`", whole)?;
            (c, w)
        }
        None => {
            let c: Vec<Label> = weights.iter().map(|(c, _, _)| c.clone()).collect();
            (c, weights.into_iter().map(|(_, w, _)| w).collect())
        }
    };
    let mut sizes_ok = true;
    if let Some(n) = m.get("weights") {
        for (c, w) in classes.iter().zip(&weights) {
            sizes_ok &= pr::check_size(l, w, n.span, &format!("class `{c}` of `weights`"));
        }
    }
    let len = weights[0].len();
    if !(2..=MAX_CLASSES).contains(&classes.len()) || !(2..=MAX_FEATURES + 1).contains(&len) {
        l.error_help(
            whole,
            format!(
                "`weights` must have 2 to {MAX_CLASSES} classes of 2 to {} entries (w0, w1, …)",
                MAX_FEATURES + 1
            ),
            "wrong size",
            "give one homogeneous vector per class, e.g. `{ 1: [0, 1, 1], 2: [0, -1, 1] }`",
        );
        return None;
    }
    let mut spec_samples = Vec::new();
    let mut model_samples = Vec::new();
    if let Some(samples) = samples {
        let span = m.get("samples").map(|n| n.span).unwrap_or_default();
        if !shared::check_sample_count(l, &samples, span) || !pr::check_samples_size(l, &samples) {
            return None;
        }
        let (xs, dim) = shared::homogenize(l, &samples, homogeneous, "sample")?;
        if dim + 1 != len {
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
            return None;
        }
        let ys = shared::class_indices(l, &samples, &classes, "sample");
        match ys {
            Some(ys) => {
                model_samples = xs.into_iter().zip(ys).map(|(x, y)| Sample::new(x, y)).collect();
                spec_samples = samples;
            }
            None => ok = false,
        }
    }
    let class = match class {
        Some((label, span)) => pr::class_index(l, &classes, &label?, span, "`class`")?,
        None => 0,
    };
    let (rate, stop) = (rate?, stop?);
    let rate_span = m.get("learning_rate").map(|n| n.span).unwrap_or_default();
    if !pr::check_size(l, std::slice::from_ref(&rate), rate_span, "`learning_rate`") || !sizes_ok {
        return None;
    }
    let unit = format!("{} samples of {} classes", model_samples.len(), classes.len());
    if !pr::check_work(l, m, &stop, model_samples.len() * classes.len(), &unit) {
        return None;
    }
    ok.then(|| -> Box<dyn Problem> {
        Box::new(SoftmaxRegression {
            classes,
            weights,
            spec_samples,
            samples: model_samples,
            rate,
            stop,
            class,
            homogeneous,
            asked: asked.iter().map(|(name, _)| *name).collect(),
        })
    })
}

fn n_sub(n: usize) -> String {
    subscript(n + 1)
}

impl SoftmaxRegression {
    fn w0(&self) -> Weights {
        self.weights.iter().map(|w| mixed::from_exact(w)).collect()
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

    fn logits_part(&self, f: &Fmt, e: &Eval) -> PartAnswer {
        let lines: Vec<String> = self
            .samples
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
                    "x̄{i} = {}: a{i} = Wᵗx̄{i} = ({}) = **{}**",
                    f.vec(&s.x),
                    terms.join(", "),
                    pr::show_vec(f, a),
                    i = n_sub(n)
                )
            })
            .collect();
        PartAnswer {
            value: Value::List(e.logits.iter().map(|a| pr::vector_value(a)).collect()),
            view: json!({ "lines": lines }),
        }
    }

    fn probabilities_part(&self, f: &Fmt, e: &Eval) -> PartAnswer {
        let lines: Vec<String> = e
            .logits
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
            .collect();
        PartAnswer {
            value: Value::List(e.mu.iter().map(|m| pr::vector_value(m)).collect()),
            view: json!({ "lines": lines }),
        }
    }

    fn predictions_part(&self, f: &Fmt, e: &Eval) -> Result<PartAnswer, RealError> {
        let mut values = Vec::new();
        let mut lines = Vec::new();
        for (n, (a, mu)) in e.logits.iter().zip(&e.mu).enumerate() {
            let (value, tie) = pr::argmax_class(&self.classes, a)?;
            let label = value.to_pretty(f.value_style());
            lines.push(format!(
                "ĉ(x{i}) = argmax_c μ{i}c = argmax {} = **{label}**{tie}",
                pr::show_vec(f, mu),
                i = n_sub(n)
            ));
            values.push(value);
        }
        Ok(PartAnswer {
            value: Value::List(values),
            view: json!({ "lines": lines }),
        })
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
            "LL(W) = Σ_n Σ_c y_nc log μ_nc = {} = {} = {} = **{}**",
            names.join(" + "),
            values.join(" + "),
            logs.join(" + ").replace("+ -", "− "),
            pr::show(f, &e.ll)
        )
    }

    fn gradient_lines(&self, f: &Fmt, e: &Eval) -> Result<Vec<String>, RealError> {
        let mut lines = Vec::new();
        for (n, (s, mu)) in self.samples.iter().zip(&e.mu).enumerate() {
            let y = self.one_hot(s.y);
            let diff: Vec<Mixed> = mu
                .iter()
                .zip(&y)
                .map(|(m, t)| m.sub(&Mixed::from(t)))
                .collect::<Result<_, _>>()?;
            lines.push(format!(
                "y{i} = one-hot({}) = {}: x̄{i}(μ{i} − y{i})ᵗ = {}·{}ᵗ",
                self.classes[s.y],
                f.vec(&y),
                f.vec(&s.x),
                pr::show_vec(f, &diff),
                i = n_sub(n)
            ));
        }
        Ok(lines)
    }

    fn update_table(&self, f: &Fmt, w0: &Weights, step: &model::Step) -> Table {
        let mut header = vec!["d".to_string()];
        header.extend(self.classes.iter().map(|c| indexed("w", c)));
        let mut t = Table::new(&header);
        for d in 0..w0.first().map_or(0, Vec::len) {
            let mut row = vec![d.to_string()];
            for ((before, delta), after) in w0.iter().zip(&step.delta).zip(&step.weights) {
                let shown = pr::show(f, &delta[d]);
                let minus = if shown.starts_with('-') {
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

    fn steps_table(&self, f: &Fmt, run: &Descent) -> Table {
        let mut header: Vec<String> = vec!["i".into(), "NLL(Wᵢ₋₁)".into(), "max |η ∂NLL/∂W|".into()];
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
        pr::shorten(t, 0)
    }

    fn stop_text(&self, f: &Fmt, run: &Descent) -> String {
        let n = run.steps.len();
        let s = if n == 1 { "" } else { "s" };
        match (&self.stop, run.converged) {
            (Stop::Tolerance { tol, .. }, Some(true)) => format!(
                "Stopped after {n} step{s}: every entry of η·∂NLL/∂W in the last step is at most {} in absolute value (the step is applied, then the loop stops).",
                f.num(tol)
            ),
            (Stop::Tolerance { tol, max }, _) => format!(
                "Did not reach the tolerance {} in {max} steps (`max_steps`).",
                f.num(tol)
            ),
            _ => format!("{n} gradient-descent step{s} with η = {}.", f.num(&self.rate)),
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

    /// The values of the descent parts under a slip.
    fn descent_value(&self, p: &Part, run: &Descent) -> Option<Value> {
        match p.name {
            "updated_weights" => Some(pr::class_vectors_value(&self.classes, run.final_weights(&self.w0()))),
            "trace" => Some(self.trace_value(run)),
            "iterations" => Some(Value::Number(Number::from(run.steps.len()))),
            _ => None,
        }
    }

    fn at_points(&self, f: &Fmt, points: &[Vec<Number>], one_class: bool) -> Result<PartAnswer, RealError> {
        let w = self.w0();
        let mut values = Vec::new();
        let mut lines = Vec::new();
        let c = self.class;
        for p in points {
            let x = self.point(p);
            let a = model::logits(&w, &x)?;
            let mu = softmax::softmax(&a)?;
            if one_class {
                let sym = if a.iter().all(Mixed::is_exact) {
                    format!(" = {}/({})", pr::exp_text(f, &a[c]), pr::exp_sum_text(f, &a))
                } else {
                    String::new()
                };
                lines.push(format!(
                    "x = {}: a = Wᵗx̄ = {}: p({} | x) = {}{sym} = **{}**",
                    f.vec(p),
                    pr::show_vec(f, &a),
                    self.classes[c],
                    indexed("S(a)", &self.classes[c]),
                    pr::show(f, &mu[c])
                ));
                values.push(pr::value(&mu[c]));
            } else {
                let sym = pr::softmax_symbolic(f, &a)
                    .map(|t| format!(" = {t}"))
                    .unwrap_or_default();
                lines.push(format!(
                    "x = {}: a = Wᵗx̄ = {}: S(a){sym} = **{}**",
                    f.vec(p),
                    pr::show_vec(f, &a),
                    pr::show_vec(f, &mu)
                ));
                values.push(pr::vector_value(&mu));
            }
        }
        Ok(PartAnswer {
            value: pr::one_or_list(values),
            view: json!({ "lines": lines }),
        })
    }

    fn part(
        &self,
        p: &Part,
        f: &Fmt,
        e: Option<&Eval>,
        run: &Option<Result<Descent, RealError>>,
        ll_asked: bool,
    ) -> Result<PartAnswer, RealError> {
        let w0 = self.w0();
        let eval = || e.ok_or(RealError::Domain);
        let run = || match run {
            Some(Ok(r)) => Ok(r),
            Some(Err(e)) => Err(*e),
            None => Err(RealError::Domain),
        };
        Ok(match p.name {
            "logits" => self.logits_part(f, eval()?),
            "probabilities" => self.probabilities_part(f, eval()?),
            "predictions" => self.predictions_part(f, eval()?)?,
            "log_likelihood" => {
                let e = eval()?;
                PartAnswer {
                    value: pr::value(&e.ll),
                    view: json!({ "lines": [self.ll_text(f, e)] }),
                }
            }
            "nll" => {
                let e = eval()?;
                let mut lines = Vec::new();
                if !ll_asked {
                    lines.push(self.ll_text(f, e));
                }
                lines.push(format!(
                    "NLL(W) = −LL(W)/N = −({})/{} = **{}**",
                    pr::show(f, &e.ll),
                    self.samples.len(),
                    pr::show(f, &e.nll)
                ));
                PartAnswer {
                    value: pr::value(&e.nll),
                    view: json!({ "lines": lines }),
                }
            }
            "gradient" => {
                let e = eval()?;
                PartAnswer {
                    value: pr::class_vectors_value(&self.classes, &e.grad),
                    view: json!({
                        "lines": self.gradient_lines(f, e)?,
                        "formula": if self.samples.len() == 1 {
                            "∂NLL/∂W = x̄₁(μ₁ − y₁)ᵗ (N = 1)".to_string()
                        } else {
                            format!("∂NLL/∂W = (1/{}) Σ_n x̄_n(μ_n − y_n)ᵗ", self.samples.len())
                        },
                        "table": pr::weights_table(f, &self.classes, &e.grad),
                    }),
                }
            }
            "updated_weights" => {
                let run = run()?;
                let fin = run.final_weights(&w0);
                let single = (run.steps.len() == 1).then(|| self.update_table(f, &w0, &run.steps[0]));
                PartAnswer {
                    value: pr::class_vectors_value(&self.classes, fin),
                    view: json!({
                        "single": single,
                        "steps": (run.steps.len() > 1 && !self.asked.contains(&"trace")).then(|| self.steps_table(f, run)),
                        "after_trace": run.steps.len() > 1 && self.asked.contains(&"trace"),
                        "table": pr::weights_table(f, &self.classes, fin),
                        "stop": self.stop_text(f, run),
                    }),
                }
            }
            "trace" => {
                let run = run()?;
                PartAnswer {
                    value: self.trace_value(run),
                    view: json!({
                        "steps": self.steps_table(f, run),
                        "stop": self.stop_text(f, run),
                    }),
                }
            }
            "iterations" => {
                let run = run()?;
                PartAnswer {
                    value: Value::Number(Number::from(run.steps.len())),
                    view: json!({ "lines": [self.stop_text(f, run)] }),
                }
            }
            "posterior" => self.at_points(f, &p.arg.points(), false)?,
            _ => self.at_points(f, &p.arg.points(), true)?,
        })
    }
}

impl Problem for SoftmaxRegression {
    fn def(&self) -> &'static KindDef {
        &KIND
    }

    fn dimension(&self) -> Option<usize> {
        Some(self.weights[0].len() - 1)
    }

    fn data_view(&self, f: &Fmt) -> serde_json::Value {
        let stop = match &self.stop {
            Stop::Steps(1) => "one step".to_string(),
            Stop::Steps(n) => format!("{n} steps"),
            Stop::Tolerance { tol, max } => format!(
                "step until every entry of η·∂NLL/∂W is at most {} in absolute value (at most {max} steps)",
                f.num(tol)
            ),
        };
        json!({
            "samples": (!self.spec_samples.is_empty()).then(|| shared::samples_table(f, &self.spec_samples, "c")),
            "homogeneous": self.homogeneous,
            "weights": shared::weights_table(f, &self.classes, &self.weights),
            "classes": self.classes.join(", "),
            "class": self.classes[self.class],
            "rate": f.num(&self.rate),
            "stop": stop,
            "trace_asked": self.asked.contains(&"trace"),
        })
    }

    fn solve(&self, parts: &[Part], f: &Fmt) -> Solved {
        let eval = if self.samples.is_empty() {
            None
        } else {
            model::evaluate(&self.w0(), &self.samples).ok()
        };
        let wants_run = parts
            .iter()
            .any(|p| matches!(p.name, "updated_weights" | "trace" | "iterations"));
        let run = wants_run.then(|| self.descend());
        let mut notes = Vec::new();
        if let Some(Ok(r)) = &run
            && r.converged == Some(false)
        {
            notes.push(self.stop_text(f, r));
        }
        let ll_asked = parts.iter().any(|p| p.name == "log_likelihood");
        let mut rounded = false;
        let answers: Vec<PartAnswer> = parts
            .iter()
            .map(|p| {
                let a = self
                    .part(p, f, eval.as_ref(), &run, ll_asked)
                    .unwrap_or_else(pr::failed);
                rounded |= pr::has_rounded(&a.value);
                a
            })
            .collect();
        Solved {
            answers,
            view: json!({ "rounding": rounded.then(|| pr::rounding_note(f.digits)) }),
            notes,
        }
    }

    fn replay(&self, part: &Part, _step: usize, before: Option<&Value>) -> Option<Value> {
        if part.name != "trace" {
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

    fn step_label(&self, _part: &Part, step: usize) -> String {
        format!("W{} = W{} − η ∂NLL/∂W", subscript(step + 1), subscript(step))
    }

    fn depends_on(&self, part: &Part) -> Option<&'static str> {
        let asked = |name: &str| self.asked.contains(&name);
        match part.name {
            "probabilities" => Some("logits"),
            "predictions" | "log_likelihood" | "gradient" => Some("probabilities"),
            "nll" if asked("log_likelihood") => Some("log_likelihood"),
            "nll" => Some("probabilities"),
            "updated_weights" if self.stop == Stop::Steps(1) && asked("gradient") => Some("gradient"),
            "updated_weights" | "iterations" => Some("trace"),
            _ => None,
        }
    }

    fn recompute(&self, part: &Part, from: &Value) -> Option<Value> {
        if part.choices.is_some() {
            return None;
        }
        let (n, classes, dim) = (self.samples.len(), self.classes.len(), self.weights[0].len());
        // one vector of C logits or probabilities per sample
        let vectors = || pr::mixed_vecs(from).filter(|v| v.len() == n && v.iter().all(|a| a.len() == classes));
        match (part.name, self.depends_on(part)?) {
            ("probabilities", _) => {
                let mu: Vec<Value> = vectors()?
                    .iter()
                    .map(|a| softmax::softmax(a).map(|m| pr::vector_value(&m)))
                    .collect::<Result<_, _>>()
                    .ok()?;
                Some(Value::List(mu))
            }
            ("predictions", _) => {
                let classes: Vec<Value> = vectors()?
                    .iter()
                    .map(|mu| pr::argmax_class(&self.classes, mu).map(|(v, _)| v))
                    .collect::<Result<_, _>>()
                    .ok()?;
                Some(Value::List(classes))
            }
            ("log_likelihood", _) => model::log_likelihood(&vectors()?, &self.samples)
                .ok()
                .map(|ll| pr::value(&ll)),
            ("nll", from_part) => {
                let ll = if from_part == "log_likelihood" {
                    pr::mixed_of(from)?
                } else {
                    model::log_likelihood(&vectors()?, &self.samples).ok()?
                };
                let nll = ll.neg().div(&Mixed::from(Number::from(n))).ok()?;
                Some(pr::value(&nll))
            }
            ("gradient", _) => model::gradient(&vectors()?, &self.samples, dim)
                .ok()
                .map(|g| pr::class_vectors_value(&self.classes, &g)),
            ("updated_weights", "gradient") => {
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
            ("updated_weights", _) => pr::last_state(from),
            ("iterations", _) => match from {
                Value::List(states) => Some(Value::Number(Number::from(states.len()))),
                _ => None,
            },
            _ => None,
        }
    }

    fn misconceptions(&self, parts: &[Part]) -> Vec<Misconception> {
        if self.samples.is_empty() {
            return Vec::new();
        }
        let descent = parts
            .iter()
            .any(|p| matches!(p.name, "updated_weights" | "trace" | "iterations"));
        let run_with = |slip| {
            descent
                .then(|| model::descend_with(&self.w0(), &self.samples, &self.rate, &self.stop, slip).ok())
                .flatten()
        };
        let eval_with = |slip| model::evaluate_with(&self.w0(), &self.samples, slip).ok();
        let mut out = Vec::new();
        let (sign_eval, sign_run) = (eval_with(Slip::Sign), run_with(Slip::Sign));
        out.push(pr::misconception(
            parts,
            "a sign is flipped: the gradient is built from μ − y (predicted minus one-hot), and descent subtracts it, W ← W − η ∂NLL/∂W",
            |p| match p.name {
                "gradient" => sign_eval.as_ref().map(|e| pr::class_vectors_value(&self.classes, &e.grad)),
                _ => self.descent_value(p, sign_run.as_ref()?),
            },
        ));
        if self.samples.len() > 1 {
            let (sum_eval, sum_run) = (eval_with(Slip::Sum), run_with(Slip::Sum));
            out.push(pr::misconception(
                parts,
                "the NLL is a mean over the N samples, so its gradient carries the factor 1/N",
                |p| match p.name {
                    "gradient" => sum_eval
                        .as_ref()
                        .map(|e| pr::class_vectors_value(&self.classes, &e.grad)),
                    _ => self.descent_value(p, sum_run.as_ref()?),
                },
            ));
            out.push(pr::misconception(
                parts,
                "the NLL is a mean: NLL = −LL/N, not −LL",
                |p| match p.name {
                    "nll" => sum_eval.as_ref().map(|e| pr::value(&e.nll)),
                    _ => None,
                },
            ));
        }
        if let Some(e) = eval_with(Slip::None) {
            out.push(pr::misconception(
                parts,
                "the log-likelihood LL = Σ_n log μ_n,y_n (at most 0) and the NLL = −LL/N (at least 0) seem swapped",
                |p| match p.name {
                    "log_likelihood" => Some(pr::value(&e.nll)),
                    "nll" => Some(pr::value(&e.ll)),
                    _ => None,
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

    #[test]
    fn which_part_a_part_is_computed_from() {
        let ex = exercise(&format!(
            "{TWO}ask: [logits, probabilities, log_likelihood, nll, gradient, updated_weights]\n"
        ));
        let dep = |name| ex.problem.depends_on(part(&ex, name));
        assert_eq!(dep("probabilities"), Some("logits"));
        assert_eq!(dep("nll"), Some("log_likelihood"));
        assert_eq!(dep("updated_weights"), Some("gradient"));
        let ex = exercise(&format!(
            "{TWO}steps: 2\nask: [probabilities, nll, trace, updated_weights, iterations]\n"
        ));
        let dep = |name| ex.problem.depends_on(part(&ex, name));
        assert_eq!(dep("nll"), Some("probabilities"));
        assert_eq!(dep("updated_weights"), Some("trace"));
        assert_eq!(dep("iterations"), Some("trace"));
    }

    #[test]
    fn parts_recomputed_from_the_students_answers() {
        let ex = exercise(&format!(
            "{TWO}ask: [logits, probabilities, predictions, log_likelihood, nll, gradient, updated_weights]\n"
        ));
        let re = |name, from: &Value| ex.problem.recompute(part(&ex, name), from);
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
        assert_eq!(ex.problem.step_label(t, 0), "W₁ = W₀ − η ∂NLL/∂W");
        assert_eq!(
            ex.problem
                .recompute(part(&ex, "iterations"), &list(&[zero.clone(), zero])),
            Some(x("2"))
        );
    }
}
