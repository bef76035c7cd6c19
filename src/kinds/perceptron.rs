//! `perceptron`: the multiclass perceptron of seed 003 (U2.2) — trace, final weights,
//! classification and decision boundaries.

use serde_json::json;

use super::shared::{self, MAX_ITERATIONS, MAX_STEPS};
use super::{KeyDef, KindDef, Misconception, PartAnswer, PartDef, Problem, Solved};
use crate::exercise::Part;
use crate::models::discriminant::{self, Piece};
use crate::models::perceptron::{self as model, Comparison, Mistake, Params, Run, Stop};
use crate::num::linear::{Equation, Notation, format_form};
use crate::num::{Number, dot};
use crate::present::{Fmt, Table, indexed};
use crate::spec::loader::{Label, Loader, Map, Sample};
use crate::value::Value;

/// The `perceptron` kind.
pub static KIND: KindDef = KindDef {
    name: "perceptron",
    summary: "multiclass perceptron: trace, final weights, classification, boundaries",
    keys: &[
        KeyDef::optional(
            "classes",
            "the weight keys, else the sample labels sorted",
            "the class labels, in order (argmax ties go to the first)",
        ),
        KeyDef::required(
            "samples",
            "training samples `{ x: [x1, …], y: label }`, processed in this order",
        ),
        KeyDef::optional(
            "homogeneous",
            "false",
            "`true` when each `x` already starts with the 1 of x̄ = (1, x1, …)",
        ),
        KeyDef::optional(
            "initial_weights",
            "zeros",
            "one homogeneous vector (w0, w1, …) per class: `{ 1: [-1, 4, -10], … }`",
        ),
        KeyDef::optional("learning_rate", "1", "α > 0"),
        KeyDef::optional("margin", "0", "b ≥ 0: class c is updated when w_c·x̄ + b > w_y·x̄"),
        KeyDef::optional(
            "comparison",
            "`>`",
            "`>` (the seed's pseudo-code) or `>=` (the seed's Python code)",
        ),
        KeyDef::optional(
            "iterations",
            "until convergence",
            "passes over the samples to run (stops earlier after a pass without errors)",
        ),
        KeyDef::optional(
            "max_iterations",
            "1000",
            "the cap when running until convergence (at most 10000)",
        ),
    ],
    parts: &[
        PartDef::new("trace", "the weights after each sample processed (the trace table)").by_default(),
        PartDef::new("final_weights", "the weights at the end").by_default(),
        PartDef::new("iterations", "passes performed"),
        PartDef::new(
            "errors",
            "misclassified samples in the last pass (the seed's `E`); the solution lists every pass",
        ),
        PartDef::new(
            "classify",
            "the class of a point (or a list of points) with the final weights",
        )
        .points(),
        PartDef::new(
            "discriminants",
            "g_c(x) of every class at a point (or a list of points), with the final weights",
        )
        .points(),
        PartDef::new(
            "boundaries",
            "the boundary between each pair of classes, `x2 = m·x1 + q`",
        ),
    ],
    template: include_str!("../../templates/perceptron.md"),
    load,
};

#[derive(Debug)]
struct Perceptron {
    classes: Vec<Label>,
    samples: Vec<Sample>,
    xs: Vec<Vec<Number>>,
    ys: Vec<usize>,
    dim: usize,
    initial: Vec<Vec<Number>>,
    weights_given: bool,
    params: Params,
    iterations: Option<usize>,
    max_iterations: usize,
    homogeneous: bool,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let homogeneous = shared::homogeneous(l, m);
    let samples = m.get("samples").and_then(|n| l.samples(n, "`samples`", "sample", None));
    let classes = m.get("classes").map(|n| l.classes(n));
    let rate = shared::learning_rate(l, m);
    let margin = shared::margin(l, m);
    let comparison = shared::comparison(l, m);
    let iterations = m
        .get("iterations")
        .map(|n| l.count(n, "`iterations`", 1, MAX_ITERATIONS));
    let max_iterations = m
        .get("max_iterations")
        .map(|n| l.count(n, "`max_iterations`", 1, MAX_ITERATIONS));
    if let (Some(_), Some(_), Some(span)) = (&iterations, &max_iterations, m.key_span("max_iterations")) {
        l.error_help(
            span,
            "give either `iterations` or `max_iterations`, not both",
            "conflicts with `iterations`",
            "`iterations: k` runs k passes; `max_iterations: k` runs until convergence, at most k passes",
        );
    }
    let samples = samples?;
    let samples_span = m.get("samples").map(|n| n.span).unwrap_or_default();
    if !shared::check_sample_count(l, &samples, samples_span) {
        return None;
    }
    let homogeneous = homogeneous?;
    let (xs, dim) = shared::homogenize(l, &samples, homogeneous, "sample")?;
    let given = m
        .get("initial_weights")
        .map(|n| (n.span, l.class_vectors(n, "`initial_weights`", Some(dim + 1))));
    let classes = match (classes, &given) {
        (Some(c), _) => c?,
        (None, Some((_, Some(w)))) => w.iter().map(|(c, _, _)| c.clone()).collect(),
        // a weight vector is invalid: its keys are still the classes the labels are checked against
        (None, Some((_, None))) => shared::class_keys(m.get("initial_weights"))?
            .into_iter()
            .map(|(c, _)| c)
            .collect(),
        (None, None) => shared::labels_in_order(&samples),
    };
    if classes.len() < 2 {
        l.error_help(
            samples_span,
            "the samples have only one class; a perceptron needs at least two",
            "one class",
            "list the classes with `classes: [1, 2]`",
        );
        return None;
    }
    let source = match (m.get("classes"), m.get("initial_weights")) {
        (None, Some(_)) => shared::ClassSource::WeightKeys("initial_weights"),
        _ => shared::ClassSource::ClassesKey,
    };
    let ys = shared::class_indices(l, &samples, &classes, "sample", source);
    let weights_given = given.is_some();
    // the keys of `initial_weights` are checked against `classes` even when a label is unknown
    let initial = match given {
        Some((span, Some(w))) => shared::weights_for_classes(l, w, &classes, "`initial_weights`", span),
        Some((span, None)) => {
            if m.get("classes").is_some()
                && let Some(keys) = shared::class_keys(m.get("initial_weights"))
            {
                shared::check_class_keys(l, &keys, &classes, "`initial_weights`", span);
            }
            None
        }
        None => Some(vec![vec![Number::zero(); dim + 1]; classes.len()]),
    };
    let (ys, initial) = (ys?, initial?);
    let passes = iterations.flatten().or(max_iterations.flatten()).unwrap_or(1000);
    if passes * samples.len() as u64 > MAX_STEPS {
        let key = if m.get("iterations").is_some() {
            "iterations"
        } else {
            "max_iterations"
        };
        l.error_help(
            m.key_span(key).unwrap_or(samples_span),
            format!(
                "{passes} passes over {} samples is more than {MAX_STEPS} steps",
                samples.len()
            ),
            "too many steps",
            format!("lower `{key}` to at most {}", MAX_STEPS / samples.len() as u64),
        );
        return None;
    }
    Some(Box::new(Perceptron {
        classes,
        samples,
        xs,
        ys,
        dim,
        initial,
        weights_given,
        params: Params {
            rate: rate?,
            margin: margin?,
            comparison: comparison?,
        },
        iterations: iterations.flatten().map(|i| i as usize),
        max_iterations: max_iterations.flatten().unwrap_or(1000) as usize,
        homogeneous,
    }))
}

impl Perceptron {
    fn run(&self) -> Run {
        let pairs: Vec<(Vec<Number>, usize)> = self.xs.iter().cloned().zip(self.ys.iter().copied()).collect();
        let max = self.iterations.unwrap_or(self.max_iterations);
        model::train(
            self.initial.clone(),
            &pairs,
            &self.params,
            max,
            self.iterations.is_some(),
        )
    }

    fn weights_value(&self, w: &[Vec<Number>]) -> Value {
        Value::class_vectors(self.classes.iter().zip(w))
    }
}

/// The seed's trace table: per sample, one row per class c ≠ y, then a row for the w_y update.
pub fn trace_table(f: &Fmt, classes: &[Label], xs: &[Vec<Number>], run: &Run, margin: &Number) -> Table {
    let mut header: Vec<String> = ["It.", "n", "g = w_yᵀx̄", "c ≠ y", "w_cᵀx̄ + b"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    header.extend(classes.iter().map(|c| indexed("w", c)));
    let mut t = Table::new(&header);
    let blank_w = || vec![String::new(); classes.len()];
    let mut first = vec![String::new(); 5];
    first.extend(run.initial.iter().map(|w| f.vec(w)));
    t.row(&first);
    let mut w = run.initial.clone();
    for s in &run.steps {
        let x = &xs[s.sample];
        let g_text = format!("{}·{} = {}", f.vec(&w[s.class]), f.vec(x), f.num(&s.g));
        for (k, c) in s.checks.iter().enumerate() {
            let mut row = vec![s.iteration.to_string(), (s.sample + 1).to_string()];
            row.push(if k == 0 { g_text.clone() } else { String::new() });
            row.push(classes[c.class].clone());
            let b = if margin.is_zero() {
                String::new()
            } else {
                format!(" + {}", f.num(margin))
            };
            row.push(format!("{}·{}{b} = {}", f.vec(&w[c.class]), f.vec(x), f.num(&c.score)));
            let mut ws = blank_w();
            if let Some(u) = &c.updated {
                ws[c.class] = f.vec(u);
            }
            row.extend(ws);
            t.row(&row);
        }
        for c in &s.checks {
            if let Some(u) = &c.updated {
                w[c.class] = u.clone();
            }
        }
        if let Some(u) = &s.y_updated {
            let mut row = vec![
                s.iteration.to_string(),
                (s.sample + 1).to_string(),
                String::new(),
                String::new(),
                String::new(),
            ];
            let mut ws = blank_w();
            ws[s.class] = f.vec(u);
            row.extend(ws);
            t.row(&row);
            w[s.class] = u.clone();
        }
    }
    t
}

/// The sentence saying why training stopped.
pub fn stop_note(stop: Stop, iterations: usize, errors_last: usize, cap: usize) -> String {
    let s = |n: usize| if n == 1 { "" } else { "s" };
    match stop {
        Stop::Converged => {
            format!("Converged: no sample was misclassified in iteration {iterations}.")
        }
        Stop::Iterations => format!(
            "Stopped after {iterations} iteration{} as asked; {errors_last} sample{} misclassified in the last one.",
            s(iterations),
            if errors_last == 1 { " was" } else { "s were" }
        ),
        Stop::MaxIterations => format!(
            "Did not converge in {cap} iteration{} (`max_iterations`): every pass still had errors. The data may not be linearly separable (with this margin, if any).",
            s(cap)
        ),
    }
}

/// x̄ = (1, x), the discriminants g_c(x̄), and the worked line of each.
fn point_lines(f: &Fmt, classes: &[Label], weights: &[Vec<Number>], p: &[Number]) -> (Vec<Number>, Vec<String>) {
    let mut x = vec![Number::one()];
    x.extend(p.iter().cloned());
    let g = model::scores(weights, &x);
    let lines = classes
        .iter()
        .zip(weights)
        .zip(&g)
        .map(|((c, w), gc)| format!("{}(x) = {}·{} = {}", indexed("g", c), f.vec(w), f.vec(&x), f.num(gc)))
        .collect();
    (g, lines)
}

/// Classifies points with per-class weights: the value and the worked lines.
pub fn classify(
    f: &Fmt,
    classes: &[Label],
    weights: &[Vec<Number>],
    points: &[Vec<Number>],
) -> (Value, serde_json::Value) {
    let mut values = Vec::new();
    let mut views = Vec::new();
    for p in points {
        let (g, lines) = point_lines(f, classes, weights, p);
        let (best, tied) = model::argmax(&g);
        let tie = if tied.is_empty() {
            String::new()
        } else {
            let names: Vec<&str> = tied.iter().map(|&i| classes[i].as_str()).collect();
            format!(
                "Tie between classes {}: the first in class order wins (any of them is accepted).",
                names.join(", ")
            )
        };
        values.push(Value::Class {
            label: classes[best].clone(),
            tied: tied.iter().map(|&i| classes[i].clone()).collect(),
        });
        views.push(json!({ "x": f.point(p), "lines": lines, "class": classes[best], "tie": tie }));
    }
    let value = if values.len() == 1 {
        values.remove(0)
    } else {
        Value::List(values)
    };
    (value, json!({ "points": views }))
}

/// Says which part of a pairwise boundary bounds the decision regions.
fn piece_text(piece: &Piece, dim: usize, f: &Fmt) -> String {
    let name = |var: usize| crate::num::linear::var_name(var, dim, Notation::Pretty);
    match piece {
        Piece::Nowhere => "not part of the decision regions: another class wins all along it".into(),
        Piece::Point => "touches the decision regions at a single point only".into(),
        Piece::Unknown => String::new(),
        Piece::Segment {
            lo: Some(l),
            hi: Some(h),
            ..
        } if l == h && dim == 1 => {
            format!("the regions of the two classes meet at x = {}", f.num(l))
        }
        Piece::Segment { var, lo, hi } => match (lo, hi) {
            (None, None) => "a boundary of the decision regions along the whole line".into(),
            (Some(l), None) => format!("a boundary of the decision regions where {} ≥ {}", name(*var), f.num(l)),
            (None, Some(h)) => format!("a boundary of the decision regions where {} ≤ {}", name(*var), f.num(h)),
            (Some(l), Some(h)) => format!(
                "a boundary of the decision regions where {} ≤ {} ≤ {}",
                f.num(l),
                name(*var),
                f.num(h)
            ),
        },
    }
}

/// g_c(x) of every class at each point.
pub fn discriminant_values(
    f: &Fmt,
    classes: &[Label],
    weights: &[Vec<Number>],
    points: &[Vec<Number>],
) -> (Value, serde_json::Value) {
    let mut values = Vec::new();
    let mut views = Vec::new();
    for p in points {
        let (g, lines) = point_lines(f, classes, weights, p);
        values.push(Value::Map(
            classes.iter().cloned().zip(g.into_iter().map(Value::Number)).collect(),
        ));
        views.push(json!({ "x": f.point(p), "lines": lines }));
    }
    let value = if values.len() == 1 {
        values.remove(0)
    } else {
        Value::List(values)
    };
    (value, json!({ "points": views }))
}

/// The boundary between each pair of classes, g_i(x) = g_j(x).
pub fn boundaries(f: &Fmt, classes: &[Label], weights: &[Vec<Number>], dim: usize) -> (Value, serde_json::Value) {
    let mut values = Vec::new();
    let mut views = Vec::new();
    for i in 0..classes.len() {
        for j in i + 1..classes.len() {
            let diff: Vec<Number> = weights[i].iter().zip(&weights[j]).map(|(a, b)| a - b).collect();
            let eq = Equation::new(diff);
            let lhs = format_form(&weights[i], dim, f.style, Notation::Pretty, false);
            let rhs = format_form(&weights[j], dim, f.style, Notation::Pretty, false);
            let solved = eq.display(f.style, Notation::Pretty);
            let remark = match eq.shape() {
                crate::num::linear::Shape::None => {
                    let k = &eq.coeffs[0];
                    let winner = if k.is_positive() { &classes[i] } else { &classes[j] };
                    format!(
                        " ({} − {} is the constant {}: class {winner} always wins over the other)",
                        indexed("g", &classes[i]),
                        indexed("g", &classes[j]),
                        f.num(k)
                    )
                }
                crate::num::linear::Shape::Everywhere => " (identical discriminants: they tie everywhere)".to_string(),
                crate::num::linear::Shape::Hyperplane => String::new(),
            };
            let piece = match eq.shape() {
                crate::num::linear::Shape::Hyperplane => {
                    piece_text(&discriminant::boundary_piece(weights, i, j), dim, f)
                }
                _ => String::new(),
            };
            views.push(json!({
                "pair": format!("{}–{}", classes[i], classes[j]),
                "piece": piece,
                "derivation": format!("{}(x) = {}(x): {lhs} = {rhs} ⇒ {solved}{remark}", indexed("g", &classes[i]), indexed("g", &classes[j])),
            }));
            values.push((format!("{}-{}", classes[i], classes[j]), Value::Equation(eq)));
        }
    }
    (Value::Map(values), json!({ "items": views }))
}

impl Problem for Perceptron {
    fn def(&self) -> &'static KindDef {
        &KIND
    }

    fn dimension(&self) -> Option<usize> {
        Some(self.dim)
    }

    fn data_view(&self, f: &Fmt) -> serde_json::Value {
        json!({
            "samples": shared::samples_table(f, &self.samples, "c"),
            "weights": self.weights_given.then(|| shared::weights_table(f, &self.classes, &self.initial)),
            "classes": self.classes.join(", "),
            "rate": f.num(&self.params.rate),
            "margin": f.num(&self.params.margin),
            "comparison": if self.params.comparison == Comparison::GreaterEq { "≥" } else { ">" },
            "iterations": self.iterations,
            "max_iterations": self.max_iterations,
            "homogeneous": self.homogeneous,
        })
    }

    fn solve(&self, parts: &[Part], f: &Fmt) -> Solved {
        let run = self.run();
        let note = stop_note(
            run.stop,
            run.iterations(),
            run.errors.last().copied().unwrap_or(0),
            self.max_iterations,
        );
        let answers = parts.iter().map(|p| self.answer(p, &run, f, &note)).collect();
        let per_iteration: Vec<String> = run.errors.iter().map(|e| e.to_string()).collect();
        Solved {
            answers,
            view: json!({
                "trace": trace_table(f, &self.classes, &self.xs, &run, &self.params.margin),
                "stop": note,
                "errors": per_iteration.join(", "),
                "steps": run.steps.len(),
                "check": self.check_lines(f, &run),
            }),
            notes: if run.stop == Stop::MaxIterations {
                vec![note]
            } else {
                Vec::new()
            },
        }
    }

    fn replay(&self, part: &Part, step: usize, before: Option<&Value>) -> Option<Value> {
        if part.name != "trace" || self.xs.is_empty() {
            return None;
        }
        let mut w = match before {
            None => self.initial.clone(),
            Some(v) => self.weights_from(v)?,
        };
        let n = step % self.xs.len();
        model::step(&mut w, &self.xs[n], self.ys[n], &self.params);
        Some(self.weights_value(&w))
    }

    fn step_label(&self, _part: &Part, step: usize) -> String {
        let n = self.xs.len().max(1);
        format!("iteration {}, sample {}", step / n + 1, step % n + 1)
    }

    fn depends_on(&self, part: &Part) -> Option<&'static str> {
        match part.name {
            "classify" | "discriminants" | "boundaries" => Some("final_weights"),
            "final_weights" => Some("trace"),
            _ => None,
        }
    }

    fn recompute(&self, part: &Part, from: &Value) -> Option<Value> {
        let f = Fmt {
            style: crate::num::NumStyle::Decimal,
            digits: 4,
        };
        match part.name {
            "final_weights" => match from {
                Value::List(states) => states.last().cloned(),
                _ => None,
            },
            "classify" | "discriminants" | "boundaries" => {
                Some(self.weights_part(part, &self.weights_from(from)?, &f).value)
            }
            _ => None,
        }
    }

    fn misconceptions(&self, parts: &[Part]) -> Vec<Misconception> {
        let pairs = self.pairs();
        let max = self.iterations.unwrap_or(self.max_iterations);
        let exact = self.iterations.is_some();
        let run_with = |p: &Params, m: Mistake| model::train_with(self.initial.clone(), &pairs, p, max, exact, m);
        let mut out = Vec::new();
        if !self.params.margin.is_zero() {
            let p = Params {
                margin: Number::zero(),
                ..self.params.clone()
            };
            let hint = format!(
                "the margin seems to be left out: class c is updated when w_cᵀx̄ + b > w_yᵀx̄ with b = {}",
                self.params.margin
            );
            out.push(self.variant(parts, &run_with(&p, Mistake::None), hint));
        }
        let flipped = Params {
            comparison: match self.params.comparison {
                Comparison::Greater => Comparison::GreaterEq,
                Comparison::GreaterEq => Comparison::Greater,
            },
            ..self.params.clone()
        };
        let hint = match self.params.comparison {
            Comparison::Greater => "the test is strict: a class is updated only when w_cᵀx̄ + b > w_yᵀx̄, not on a tie",
            Comparison::GreaterEq => "this exercise uses the non-strict test: a tie w_cᵀx̄ + b = w_yᵀx̄ also updates",
        };
        out.push(self.variant(parts, &run_with(&flipped, Mistake::None), hint.to_string()));
        for (m, hint) in [
            (
                Mistake::NoTrueUpdate,
                "you updated only the wrong class: when a class beats the true one, w_y must also get + αx̄",
            ),
            (
                Mistake::OnlyTrueUpdate,
                "you updated only the true class: every class c that beats it must also get − αx̄",
            ),
            (
                Mistake::OnlyFirstRival,
                "every class that beats the true class is updated, not only the first one",
            ),
            (
                Mistake::RecomputeG,
                "g = w_yᵀx̄ is computed once per sample, before any update",
            ),
        ] {
            out.push(self.variant(parts, &run_with(&self.params, m), hint.to_string()));
        }
        let run = self.run();
        if run.iterations() > 1 {
            let early = model::train(self.initial.clone(), &pairs, &self.params, run.iterations() - 1, true);
            let hint = if run.stop == Stop::Converged {
                "you stopped one pass early: training ends after a whole pass without errors, and that pass counts"
            } else {
                "you stopped one pass early"
            };
            out.push(self.variant(parts, &early, hint.to_string()));
        }
        out
    }
}

impl Perceptron {
    /// The answer of one part from a run.
    fn answer(&self, p: &Part, run: &Run, f: &Fmt, note: &str) -> PartAnswer {
        match p.name {
            "trace" => PartAnswer {
                value: Value::List(run.states().iter().map(|w| self.weights_value(w)).collect()),
                view: json!({}),
            },
            "final_weights" => PartAnswer {
                value: self.weights_value(&run.final_weights),
                view: json!({
                    "table": shared::weights_table(f, &self.classes, &run.final_weights),
                    "text": shared::weights_inline(f, &self.classes, &run.final_weights),
                }),
            },
            "iterations" => PartAnswer {
                value: Value::Number(Number::from(run.iterations())),
                view: json!({ "text": note }),
            },
            "errors" => PartAnswer {
                value: Value::Number(Number::from(run.errors.last().copied().unwrap_or(0))),
                view: json!({}),
            },
            _ => self.weights_part(p, &run.final_weights, f),
        }
    }

    /// The parts computed from the final weights (classify, discriminants, boundaries).
    fn weights_part(&self, p: &Part, w: &[Vec<Number>], f: &Fmt) -> PartAnswer {
        let (value, view) = match p.name {
            "classify" => classify(f, &self.classes, w, &p.arg.points()),
            "discriminants" => discriminant_values(f, &self.classes, w, &p.arg.points()),
            _ => boundaries(f, &self.classes, w, self.dim),
        };
        PartAnswer { value, view }
    }

    /// Per-class weights from a value `{class: [w0, …]}`, in class order.
    fn weights_from(&self, v: &Value) -> Option<Vec<Vec<Number>>> {
        let Value::Map(items) = v else { return None };
        self.classes
            .iter()
            .map(|c| {
                let (_, w) = items.iter().find(|(k, _)| k == c)?;
                let Value::List(xs) = w else { return None };
                let w: Option<Vec<Number>> = xs
                    .iter()
                    .map(|x| {
                        if let Value::Number(n) = x {
                            Some(n.clone())
                        } else {
                            None
                        }
                    })
                    .collect();
                w.filter(|w| w.len() == self.dim + 1)
            })
            .collect()
    }

    fn pairs(&self) -> Vec<(Vec<Number>, usize)> {
        self.xs.iter().cloned().zip(self.ys.iter().copied()).collect()
    }

    /// The answers of every part under a variant of the run.
    fn variant(&self, parts: &[Part], run: &Run, hint: String) -> Misconception {
        let f = Fmt {
            style: crate::num::NumStyle::Decimal,
            digits: 4,
        };
        Misconception {
            hint,
            answers: parts.iter().map(|p| Some(self.answer(p, run, &f, "").value)).collect(),
        }
    }

    /// After training: every sample with its discriminants, so a reader sees the margin hold.
    fn check_lines(&self, f: &Fmt, run: &Run) -> Vec<String> {
        self.xs
            .iter()
            .zip(&self.ys)
            .enumerate()
            .map(|(n, (x, &y))| {
                let g: Vec<String> = run.final_weights.iter().map(|w| f.num(&dot(w, x))).collect();
                format!("sample {} (class {}): g = ({})", n + 1, self.classes[y], g.join(", "))
            })
            .collect()
    }
}
