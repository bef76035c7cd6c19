//! `perceptron`: the multiclass perceptron of seed 003 (U2.2) — trace, final weights,
//! classification and decision boundaries.

use super::prelude::*;
use super::shared::Passes;
use crate::figure::FigureView;
use crate::figure::linear::LinearViews;
use crate::models::discriminant::{self, Piece, argmax, scores};
use crate::models::perceptron::{self as model, Comparison, Mistake, Params, Run, Stop};
use crate::num::linear::{Equation, Notation, Shape, format_form};
use crate::num::{TooLarge, dot};
use crate::spec::loader::Sample;
use std::sync::{Arc, OnceLock};

/// The `perceptron` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "perceptron",
    summary: "multiclass perceptron: trace, final weights, classification, boundaries",
    keys: &[
        keys::CLASSES
            .shown("the weight keys, else the sample labels sorted (`1` and `1.0` are one class)")
            .def,
        SAMPLES.def,
        keys::HOMOGENEOUS.def,
        KeyDef::optional(
            "initial_weights",
            "zeros",
            "one homogeneous vector (w0, w1, …) per class: `{ 1: [-1, 4, -10], … }`",
        ),
        keys::LEARNING_RATE.def,
        keys::MARGIN.def,
        keys::COMPARISON.def,
        keys::ITERATIONS.def,
        keys::MAX_ITERATIONS.def,
        FIGURES.def,
        keys::PLOT.def,
    ],
    parts: P::DEFS,
    figures: &[&crate::figure::REGIONS, &crate::figure::PASSES],
    template: include_str!("../../templates/perceptron.md"),
    load,
};

const SAMPLES: Key<Vec<Sample>> =
    keys::SAMPLES.doc("training samples `{ x: [x1, …], y: label }`, processed in this order");

crate::parts! {
    /// The parts of `perceptron`.
    enum P {
        Trace = PartDef::new("trace", "the weights after each sample processed (the trace table)").by_default(),
        FinalWeights = PartDef::new("final_weights", "the weights at the end").by_default().generated(),
        Iterations = PartDef::new("iterations", "passes performed").intervals(),
        Errors = PartDef::new(
            "errors",
            "misclassified samples in the last pass (the seed's `E`); the solution lists every pass",
        ).intervals(),
        Classify = PartDef::new(
            "classify",
            "the class of a point (or a list of points) with the final weights",
        )
        .points(),
        Discriminants = PartDef::new(
            "discriminants",
            "g_c(x) of every class at a point (or a list of points), with the final weights",
        )
        .points().generated(),
        Boundaries = PartDef::new(
            "boundaries",
            "the boundary between each pair of classes, `x2 = m·x1 + q`",
        ).words(&["none", "everywhere"]),
    }
}

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
    passes: Passes,
    homogeneous: bool,
    figures: keys::Figures,
    plot: Option<crate::figure::geom::PlotBox>,
    /// The training run, worked out once ([`Kind::precheck`]).
    run: OnceLock<Result<Arc<Run>, TooLarge>>,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let homogeneous = keys::HOMOGENEOUS.read(l, m);
    let samples = SAMPLES.read(l, m);
    let classes = keys::CLASSES.given(l, m);
    let params = keys::perceptron_params(l, m);
    let passes = shared::pass_keys(l, m);
    let figures = keys::read_figures(&FIGURES, l, m, KIND.figures);
    let plot = keys::PLOT.get(l, m);
    let Some(samples) = samples else {
        // An invalid sample does not hide an independent error of `initial_weights`: its
        // vectors are checked against the first sample's length as written.
        if let (Some(h), Some(len), Some(n)) = (homogeneous, shared::first_sample_len(m), m.get("initial_weights")) {
            let dim = if h { len.saturating_sub(1) } else { len };
            l.class_vectors(n, "`initial_weights`", Some(dim + 1));
        }
        return None;
    };
    let samples_span = SAMPLES.span(m);
    if !shared::check_sample_count(l, &samples, samples_span) {
        return None;
    }
    let homogeneous = homogeneous?;
    let dim = shared::features(&samples, homogeneous);
    let homogenized = shared::homogenize(l, &samples, homogeneous, "sample");
    let given = m
        .get("initial_weights")
        .map(|n| (n.span, l.class_vectors(n, "`initial_weights`", Some(dim + 1))));
    let classes = match (classes, &given) {
        (Some(c), _) => c?,
        (None, Some((_, Some(w)))) => w.iter().map(|(c, _, _)| c.clone()).collect(),
        // a weight vector is invalid: its keys are still the classes the labels are checked against
        (None, Some((_, None))) => shared::classes_of(None, m.get("initial_weights"))?,
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
    let source = match (keys::CLASSES.node(m), m.get("initial_weights")) {
        (None, Some(_)) => shared::ClassSource::WeightKeys("initial_weights"),
        _ => shared::ClassSource::ClassesKey,
    };
    let ys = shared::class_indices(l, &samples, &classes, "sample", source);
    let weights_given = given.is_some();
    // the keys of `initial_weights` are checked against `classes` even when a label is unknown
    let initial = match given {
        Some((_, read)) => {
            let node = m.get("initial_weights");
            shared::in_class_order(l, read, node, &classes, "`initial_weights`", keys::CLASSES.is_given(m))
        }
        None => Some(vec![vec![Number::zero(); dim + 1]; classes.len()]),
    };
    let (ys, initial, (xs, _)) = (ys?, initial?, homogenized?);
    let passes = passes.passes(l, m, samples.len(), samples_span)?;
    let figures = keys::figures_in_plane(l, m, figures?, dim, "the samples")?;
    Some(boxed(Perceptron {
        classes,
        samples,
        xs,
        ys,
        dim,
        initial,
        weights_given,
        params: params?,
        passes,
        homogeneous,
        figures,
        plot: plot?,
        run: OnceLock::new(),
    }))
}

impl Perceptron {
    /// The training run; `Err` when the weights grow past the size guard (the loader then
    /// refuses the spec, so a loaded exercise always has its run).
    fn run(&self) -> Result<&Arc<Run>, TooLarge> {
        self.run
            .get_or_init(|| {
                let pairs: Vec<(Vec<Number>, usize)> = self.xs.iter().cloned().zip(self.ys.iter().copied()).collect();
                model::train(
                    self.initial.clone(),
                    &pairs,
                    &self.params,
                    self.passes.limit(),
                    self.passes.exact.is_some(),
                )
                .map(Arc::new)
            })
            .as_ref()
            .map_err(|e| *e)
    }

    /// The figures in the plane, from the homogeneous samples.
    fn plane(&self) -> LinearViews<'_> {
        LinearViews {
            classes: &self.classes,
            xs: &self.xs,
            ys: &self.ys,
            ties_wrong: false,
            plot: self.plot.as_ref(),
        }
    }

    /// The regions of the weights at the end of each pass (the first [`MAX_PASS_FIGURES`]),
    /// from the kept run's states.
    fn pass_figures(&self, f: &Fmt, run: &Run) -> Vec<FigureView> {
        let states = run.states();
        let n = self.xs.len().max(1);
        (1..=run.iterations().min(MAX_PASS_FIGURES))
            .filter_map(|k| {
                let w = states.get((k * n).min(states.len()).checked_sub(1)?)?;
                let title = f.lang.ta("perceptron-figure-pass", &[("n", k.into())]);
                self.plane().regions_named(f, w, &[], "passes", &title)
            })
            .collect()
    }

    fn weights_value(&self, w: &[Vec<Number>]) -> Value {
        Value::class_vectors(self.classes.iter().zip(w))
    }
}

/// The figures of a perceptron: `regions` (the final weights) and `passes` (one per pass).
const FIGURES: Key<keys::Figures> = keys::FIGURES.doc(
    "`[regions, passes]`: the samples in the worksheet; in the key the decision regions of the final weights (`regions`) and of the weights at the end of each pass, the first 10 (`passes`) (2 features only; docs/figures.md)",
);

/// Most passes drawn by `figures: [passes]`.
const MAX_PASS_FIGURES: usize = 10;

/// The points of the asked parts that take points (the test points of a figure), once each.
pub(crate) fn test_points<Q>(asked: &[Ask<'_, Q>]) -> Vec<Vec<Number>> {
    let mut out: Vec<Vec<Number>> = Vec::new();
    for p in asked.iter().flat_map(Ask::points) {
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

/// The columns of the trace table.
fn trace_header(classes: &[Label]) -> Vec<String> {
    let mut header: Vec<String> = [
        "It.",
        "n",
        r"$g = w_y^\top \bar{x}$",
        r"$c \ne y$",
        r"$w_c^\top \bar{x} + b$",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    header.extend(classes.iter().map(|c| indexed("w", c)));
    header
}

/// The student's blank trace: the trace table's columns, the initial weights, and for every
/// sample of every asked iteration (one when training runs to convergence) a row per class
/// c ≠ y and a row for the update of w_y, with only the iteration, the sample and c filled in.
fn blank_trace(f: &Fmt, classes: &[Label], ys: &[usize], initial: &[Vec<Number>], iterations: usize) -> Table {
    let mut t = Table::new(&trace_header(classes));
    let mut first = vec![String::new(); 5];
    first.extend(initial.iter().map(|w| f.vec(w)));
    t.row(&first);
    for it in 1..=iterations {
        for (n, &y) in ys.iter().enumerate() {
            for (_, label) in classes.iter().enumerate().filter(|(c, _)| *c != y) {
                let mut row = vec![
                    it.to_string(),
                    (n + 1).to_string(),
                    String::new(),
                    label.clone(),
                    String::new(),
                ];
                row.extend(classes.iter().map(|_| String::new()));
                t.row(&row);
            }
            let mut row = vec![
                it.to_string(),
                (n + 1).to_string(),
                String::new(),
                String::new(),
                String::new(),
            ];
            row.extend(classes.iter().map(|_| String::new()));
            t.row(&row);
        }
    }
    t
}

/// A blank table of weight vectors, one column per class and a row per component.
pub(crate) fn blank_weights(classes: &[Label], len: usize) -> Table {
    let mut header = vec!["d".to_string()];
    header.extend(classes.iter().map(|c| indexed("w", c)));
    let mut t = Table::new(&header);
    for d in 0..len {
        let mut row = vec![d.to_string()];
        row.extend(classes.iter().map(|_| String::new()));
        t.row(&row);
    }
    t
}

/// The seed's trace table: per sample, one row per class c ≠ y, then a row for the w_y update.
pub(crate) fn trace_table(f: &Fmt, classes: &[Label], xs: &[Vec<Number>], run: &Run, margin: &Number) -> Table {
    let mut t = Table::new(&trace_header(classes));
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
pub(crate) fn stop_note(lang: Lang, stop: Stop, iterations: usize, errors_last: usize, cap: usize) -> String {
    match stop {
        Stop::Converged => lang.ta("perceptron-converged", &[("n", iterations.into())]),
        Stop::Iterations => lang.ta(
            "perceptron-stopped",
            &[("n", iterations.into()), ("errors", errors_last.into())],
        ),
        Stop::MaxIterations => lang.ta("perceptron-not-converged", &[("max", cap.into())]),
    }
}

/// A point scored by per-class linear discriminants g_c(x) = w_c·x̄.
#[derive(Clone, Debug)]
pub(crate) struct Scored {
    /// The point as asked.
    pub(crate) point: Vec<Number>,
    /// x̄ = (1, x).
    pub(crate) x: Vec<Number>,
    /// g_c(x̄) of every class.
    pub(crate) g: Vec<Number>,
    /// The class decided: the first of the largest.
    pub(crate) best: usize,
    /// The classes tied for the largest (empty without a tie).
    pub(crate) tied: Vec<usize>,
}

/// The boundary g_i(x) = g_j(x) of one pair of classes.
#[derive(Clone, Debug)]
pub(crate) struct Boundary {
    /// The first class of the pair.
    pub(crate) i: usize,
    /// The second.
    pub(crate) j: usize,
    /// (w_i − w_j)·x̄ = 0.
    pub(crate) eq: Equation,
    /// Which part of the line bounds the decision regions (for a proper hyperplane).
    pub(crate) piece: Option<Piece>,
}

/// What a part computed from per-class weights works out (`classify`, `discriminants`,
/// `boundaries` of `perceptron` and `discriminants`).
#[derive(Clone, Debug)]
pub(crate) enum Linear {
    /// The class of each point.
    Classify(Vec<Scored>),
    /// g_c(x) of every class at each point.
    Discriminants(Vec<Scored>),
    /// The boundary of each pair of classes.
    Boundaries(Vec<Boundary>),
}

/// The worked view of a point classified: `x`, the line of each g_c, the class, any tie.
#[derive(Serialize)]
pub(crate) struct ClassifiedPoint {
    x: String,
    lines: Vec<String>,
    class: Label,
    tie: String,
}

/// The worked view of the discriminants at a point.
#[derive(Serialize)]
pub(crate) struct PointLines {
    x: String,
    lines: Vec<String>,
}

/// The worked view of one pairwise boundary.
#[derive(Serialize)]
pub(crate) struct BoundaryView {
    pair: String,
    piece: String,
    derivation: String,
}

/// The worked view of a [`Linear`] part.
#[derive(Serialize)]
#[serde(untagged)]
pub(crate) enum LinearView {
    /// `classify`.
    Classify {
        /// One per point.
        points: Vec<ClassifiedPoint>,
    },
    /// `discriminants`.
    Discriminants {
        /// One per point.
        points: Vec<PointLines>,
    },
    /// `boundaries`.
    Boundaries {
        /// One per pair of classes.
        items: Vec<BoundaryView>,
    },
}

/// Scores points with per-class weights.
fn score(weights: &[Vec<Number>], points: &[Vec<Number>]) -> Vec<Scored> {
    points
        .iter()
        .map(|p| {
            let mut x = vec![Number::one()];
            x.extend(p.iter().cloned());
            let g = scores(weights, &x);
            let (best, tied) = argmax(&g);
            Scored {
                point: p.clone(),
                x,
                g,
                best,
                tied,
            }
        })
        .collect()
}

/// One value per point, a bare value for a single point.
fn per_point(mut values: Vec<Value>) -> Value {
    if values.len() == 1 {
        values.remove(0)
    } else {
        Value::List(values)
    }
}

impl Linear {
    /// Classifies points with per-class weights.
    pub(crate) fn classify(weights: &[Vec<Number>], points: &[Vec<Number>]) -> Self {
        Linear::Classify(score(weights, points))
    }

    /// g_c(x) of every class at each point.
    pub(crate) fn discriminants(weights: &[Vec<Number>], points: &[Vec<Number>]) -> Self {
        Linear::Discriminants(score(weights, points))
    }

    /// The boundary g_i(x) = g_j(x) of each pair of classes, in class order.
    pub(crate) fn boundaries(weights: &[Vec<Number>]) -> Self {
        let mut out = Vec::new();
        for i in 0..weights.len() {
            for j in i + 1..weights.len() {
                let eq = Equation::new(weights[i].iter().zip(&weights[j]).map(|(a, b)| a - b).collect());
                let piece = (eq.shape() == Shape::Hyperplane).then(|| discriminant::boundary_piece(weights, i, j));
                out.push(Boundary { i, j, eq, piece });
            }
        }
        Linear::Boundaries(out)
    }

    /// The answer: a class per point, `{class: g}` per point, or `{"1-2": equation, …}`.
    pub(crate) fn value(&self, classes: &[Label]) -> Value {
        match self {
            Linear::Classify(points) => per_point(
                points
                    .iter()
                    .map(|s| Value::Class {
                        label: classes[s.best].clone(),
                        tied: s.tied.iter().map(|&i| classes[i].clone()).collect(),
                    })
                    .collect(),
            ),
            Linear::Discriminants(points) => per_point(
                points
                    .iter()
                    .map(|s| {
                        Value::Map(
                            classes
                                .iter()
                                .cloned()
                                .zip(s.g.iter().cloned().map(Value::Number))
                                .collect(),
                        )
                    })
                    .collect(),
            ),
            Linear::Boundaries(items) => Value::Map(
                items
                    .iter()
                    .map(|b| {
                        (
                            format!("{}-{}", classes[b.i], classes[b.j]),
                            Value::Equation(b.eq.clone()),
                        )
                    })
                    .collect(),
            ),
        }
    }

    /// The worked view, `weights` being those the work was done with.
    pub(crate) fn view(&self, f: &Fmt, classes: &[Label], weights: &[Vec<Number>]) -> LinearView {
        let lines = |s: &Scored| -> Vec<String> {
            classes
                .iter()
                .zip(weights)
                .zip(&s.g)
                .map(|((c, w), gc)| format!("{}(x) = {}·{} = {}", indexed("g", c), f.vec(w), f.vec(&s.x), f.num(gc)))
                .collect()
        };
        match self {
            Linear::Classify(points) => LinearView::Classify {
                points: points
                    .iter()
                    .map(|s| ClassifiedPoint {
                        x: f.point(&s.point),
                        lines: lines(s),
                        class: classes[s.best].clone(),
                        tie: if s.tied.is_empty() {
                            String::new()
                        } else {
                            let names: Vec<&str> = s.tied.iter().map(|&i| classes[i].as_str()).collect();
                            f.lang.ta("perceptron-tie", &[("classes", names.join(", ").into())])
                        },
                    })
                    .collect(),
            },
            Linear::Discriminants(points) => LinearView::Discriminants {
                points: points
                    .iter()
                    .map(|s| PointLines {
                        x: f.point(&s.point),
                        lines: lines(s),
                    })
                    .collect(),
            },
            Linear::Boundaries(items) => {
                let dim = weights.first().map_or(0, |w| w.len().saturating_sub(1));
                LinearView::Boundaries {
                    items: items
                        .iter()
                        .map(|b| boundary_view(f, classes, weights, dim, b))
                        .collect(),
                }
            }
        }
    }
}

/// The derivation of one pairwise boundary and which part of it bounds the regions.
fn boundary_view(f: &Fmt, classes: &[Label], weights: &[Vec<Number>], dim: usize, b: &Boundary) -> BoundaryView {
    let (ci, cj) = (&classes[b.i], &classes[b.j]);
    let lhs = format_form(&weights[b.i], dim, f.style, Notation::Pretty, false);
    let rhs = format_form(&weights[b.j], dim, f.style, Notation::Pretty, false);
    let solved = f.equation(&b.eq);
    let remark = match b.eq.shape() {
        Shape::None => {
            let k = &b.eq.coeffs[0];
            let winner = if k.is_positive() { ci } else { cj };
            f.lang.ta(
                "perceptron-boundary-constant",
                &[
                    ("gi", indexed("g", ci).into()),
                    ("gj", indexed("g", cj).into()),
                    ("k", f.num(k).into()),
                    ("winner", winner.into()),
                ],
            )
        }
        Shape::Everywhere => f.lang.t("perceptron-boundary-everywhere"),
        Shape::Hyperplane => String::new(),
    };
    BoundaryView {
        pair: format!("{ci}–{cj}"),
        piece: b
            .piece
            .as_ref()
            .map_or_else(String::new, |p| piece_text(p, classes, dim, f)),
        derivation: format!(
            "{}(x) = {}(x): {lhs} = {rhs} ⇒ {solved}{}",
            indexed("g", ci),
            indexed("g", cj),
            if remark.is_empty() {
                String::new()
            } else {
                format!(" ({remark})")
            }
        ),
    }
}

/// Says which part of a pairwise boundary bounds the decision regions.
fn piece_text(piece: &Piece, classes: &[Label], dim: usize, f: &Fmt) -> String {
    let name = |var: usize| crate::num::linear::var_name(var, dim, Notation::Pretty);
    let lang = f.lang;
    let part = |range: String| lang.ta("perceptron-piece-where", &[("range", range.into())]);
    match piece {
        Piece::Nowhere => lang.t("perceptron-piece-nowhere"),
        Piece::Point => lang.t("perceptron-piece-point"),
        Piece::Elsewhere(a, b) => lang.ta(
            "perceptron-piece-elsewhere",
            &[("a", classes[*a].as_str().into()), ("b", classes[*b].as_str().into())],
        ),
        Piece::Unknown => String::new(),
        Piece::Segment {
            lo: Some(l),
            hi: Some(h),
            ..
        } if l == h && dim == 1 => lang.ta("perceptron-piece-meet", &[("x", f.num(l).into())]),
        Piece::Segment { var, lo, hi } => match (lo, hi) {
            (None, None) => lang.t("perceptron-piece-line"),
            (Some(l), None) => part(format!("{} ≥ {}", name(*var), f.num(l))),
            (None, Some(h)) => part(format!("{} ≤ {}", name(*var), f.num(h))),
            (Some(l), Some(h)) => part(format!("{} ≤ {} ≤ {}", f.num(l), name(*var), f.num(h))),
        },
    }
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    samples: Table,
    weights: Option<Table>,
    classes: String,
    rate: String,
    margin: String,
    comparison: &'static str,
    iterations: Option<usize>,
    max_iterations: usize,
    homogeneous: bool,
    /// The student's answer space for the trace (the asked iterations, or the first).
    blank_trace: Table,
    /// The student's answer space for the final weights.
    blank_final_weights: Table,
    /// The answer tables of the parts asked at points: `c(x)`, and `g_c` by class.
    blank_classify: Table,
    blank_discriminants: Table,
    /// The samples in the plane (`figures: [regions]`).
    figure: Option<FigureView>,
}

/// The worked solution: the trace, why it stopped, and the discriminants after training.
#[derive(Serialize)]
struct View {
    /// Only when `trace` is asked (a long run makes a long table).
    trace: Option<Table>,
    stop: String,
    errors: String,
    steps: usize,
    check: Vec<String>,
    /// The decision regions of the final weights (`figures: [regions]`).
    figure: Option<FigureView>,
    /// The decision regions at the end of each pass, the first ten (`figures: [passes]`).
    pass_figures: Vec<FigureView>,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    /// `trace`, `errors`: the shared view shows them.
    Nothing {},
    /// `final_weights`.
    Weights { table: Table, text: String },
    /// `iterations`: why training stopped.
    Text { text: String },
    /// `classify`, `discriminants`, `boundaries`.
    Linear(LinearView),
}

impl Kind for Perceptron {
    fn class_labels(&self) -> Vec<String> {
        self.classes.clone()
    }

    type Part = P;
    type Shared = Arc<Run>;
    /// The work of the parts computed from the final weights.
    type PartWork = Option<Linear>;
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn dimension(&self) -> Option<usize> {
        Some(self.dim)
    }

    fn data(&self, f: &Fmt) -> Data {
        Data {
            blank_classify: shared::classify_at_points(),
            blank_discriminants: shared::discriminants_at_points(&self.classes),
            samples: shared::samples_table(f, &self.samples, "c"),
            weights: self
                .weights_given
                .then(|| shared::weights_table(f, &self.classes, &self.initial)),
            classes: self.classes.join(", "),
            rate: f.num(&self.params.rate),
            margin: f.num(&self.params.margin),
            comparison: if self.params.comparison == Comparison::GreaterEq {
                "≥"
            } else {
                ">"
            },
            iterations: self.passes.exact,
            max_iterations: self.passes.max,
            homogeneous: self.homogeneous,
            // a few asked iterations in full; otherwise the first, to go on in the same way
            blank_trace: blank_trace(
                f,
                &self.classes,
                &self.ys,
                &self.initial,
                self.passes.exact.filter(|&n| n <= 3).unwrap_or(1),
            ),
            blank_final_weights: blank_weights(&self.classes, self.initial.first().map_or(self.dim + 1, Vec::len)),
            figure: self.figures.has("regions").then(|| self.plane().data(f)).flatten(),
        }
    }

    fn precheck(&self, asked: &[Ask<'_, P>]) -> Result<(), TooLargeAt> {
        let run = self
            .run()
            .map_err(|e| shared::too_large_run(e, self.xs.len(), &self.passes))?;
        shared::trace_size(
            asked.iter().any(|a| a.part == P::Trace),
            run.steps.len(),
            self.classes.len(),
            self.dim + 1,
        )
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Arc<Run>, Option<Linear>> {
        // A loaded exercise has passed `precheck`; one that has not gets no answers.
        let Ok(run) = self.run() else {
            return Work {
                answers: Vec::new(),
                shared: Arc::new(Run {
                    initial: self.initial.clone(),
                    steps: Vec::new(),
                    errors: Vec::new(),
                    stop: Stop::MaxIterations,
                    final_weights: self.initial.clone(),
                }),
            };
        };
        Work {
            answers: asked.iter().map(|a| self.answer(a, run)).collect(),
            shared: run.clone(),
        }
    }

    fn present(
        &self,
        work: &Work<Arc<Run>, Option<Linear>>,
        asked: &[Ask<'_, P>],
        f: &Fmt,
    ) -> Presented<View, PartView> {
        let run = &work.shared;
        let note = stop_note(
            f.lang,
            run.stop,
            run.iterations(),
            run.errors.last().copied().unwrap_or(0),
            self.passes.max,
        );
        let parts = asked
            .iter()
            .zip(&work.answers)
            .map(|(a, answer)| match a.part {
                P::Trace | P::Errors => PartView::Nothing {},
                P::FinalWeights => PartView::Weights {
                    table: shared::weights_table(f, &self.classes, &run.final_weights),
                    text: shared::weights_inline(f, &self.classes, &run.final_weights),
                },
                P::Iterations => PartView::Text { text: note.clone() },
                P::Classify | P::Discriminants | P::Boundaries => {
                    answer.work.as_ref().map_or(PartView::Nothing {}, |l| {
                        PartView::Linear(l.view(f, &self.classes, &run.final_weights))
                    })
                }
            })
            .collect();
        let errors: Vec<String> = run.errors.iter().map(|e| e.to_string()).collect();
        Presented {
            view: View {
                trace: asked
                    .iter()
                    .any(|a| a.part == P::Trace)
                    .then(|| trace_table(f, &self.classes, &self.xs, run, &self.params.margin)),
                stop: note.clone(),
                errors: errors.join(", "),
                steps: run.steps.len(),
                check: self.check_lines(f, run),
                figure: self
                    .figures
                    .has("regions")
                    .then(|| self.plane().regions(f, &run.final_weights, &test_points(asked)))
                    .flatten(),
                pass_figures: if self.figures.has("passes") {
                    self.pass_figures(f, run)
                } else {
                    Vec::new()
                },
            },
            parts,
            notes: if run.stop == Stop::MaxIterations {
                vec![note]
            } else {
                Vec::new()
            },
        }
    }

    fn replay(&self, part: P, step: usize, before: Option<&Value>) -> Option<Value> {
        if part != P::Trace || self.xs.is_empty() {
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

    fn step_label(&self, _part: P, step: usize, lang: crate::i18n::Lang) -> String {
        let n = self.xs.len().max(1);
        lang.ta(
            "step-label-sample",
            &[("iteration", (step / n + 1).into()), ("sample", (step % n + 1).into())],
        )
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::Classify | P::Discriminants | P::Boundaries => vec![P::FinalWeights],
            P::FinalWeights => vec![P::Trace],
            P::Trace | P::Iterations | P::Errors => Vec::new(),
        }
    }

    fn recompute(&self, a: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let [Some(from)] = from else { return None };
        let linear = match a.part {
            P::FinalWeights => {
                return match from {
                    Value::List(states) => states.last().cloned(),
                    _ => None,
                };
            }
            P::Classify => Linear::classify(&self.weights_from(from)?, &a.points()),
            P::Discriminants => Linear::discriminants(&self.weights_from(from)?, &a.points()),
            P::Boundaries => Linear::boundaries(&self.weights_from(from)?),
            P::Trace | P::Iterations | P::Errors => return None,
        };
        Some(linear.value(&self.classes))
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let pairs = self.pairs();
        let max = self.passes.limit();
        let exact = self.passes.exact.is_some();
        // the steps are kept only for a trace (a 50-class run's are tens of MB)
        let keep = asked.iter().any(|a| a.part == P::Trace);
        let train = if keep { model::train_with } else { model::train_lean };
        let run_with = |p: &Params, m: Mistake| train(self.initial.clone(), &pairs, p, max, exact, m);
        // the answers of every asked part under a variant of the run (none when the variant's
        // weights grow past the size guard)
        let variant = |run: &Result<Run, TooLarge>, hint: Hint| {
            let answers = match run {
                Ok(run) => asked.iter().map(|a| Some(self.answer(a, run).value)).collect(),
                Err(_) => vec![None; asked.len()],
            };
            Misconception::differing(hint, right, answers)
        };
        let mut out: Vec<Misconception> = update_slips(&self.params, lang)
            .into_iter()
            .map(|(p, m, hint)| variant(&run_with(&p, m), hint))
            .collect();
        let Ok(run) = self.run() else {
            return out;
        };
        if run.iterations() > 1 {
            let early = train(
                self.initial.clone(),
                &pairs,
                &self.params,
                run.iterations() - 1,
                true,
                Mistake::None,
            );
            let hint = Hint::new(
                lang,
                if run.stop == Stop::Converged {
                    "perceptron-hint-early-converged"
                } else {
                    "perceptron-hint-early"
                },
            );
            out.push(variant(&early, hint));
        }
        out
    }
}

/// The slips of the multiclass perceptron's update, in the order that decides the hint of a
/// value two slips give, each as the parameters and the mistake to run it with and its hint:
/// the margin left out, the other comparison, a part of the update left out, g recomputed after
/// each update, the signs swapped, the learning rate left out. `perceptron` runs them over the
/// whole training, `perceptron-step` on its one step.
pub(super) fn update_slips(params: &Params, lang: Lang) -> Vec<(Params, Mistake, Hint)> {
    let mut out = Vec::new();
    if !params.margin.is_zero() {
        let p = Params {
            margin: Number::zero(),
            ..params.clone()
        };
        let hint = Hint::with(
            lang,
            "perceptron-hint-margin",
            &[("b", params.margin.to_string().into())],
        );
        out.push((p, Mistake::None, hint));
    }
    let flipped = Params {
        comparison: match params.comparison {
            Comparison::Greater => Comparison::GreaterEq,
            Comparison::GreaterEq => Comparison::Greater,
        },
        ..params.clone()
    };
    let hint = Hint::new(
        lang,
        match params.comparison {
            Comparison::Greater => "perceptron-hint-strict",
            Comparison::GreaterEq => "perceptron-hint-nonstrict",
        },
    );
    out.push((flipped, Mistake::None, hint));
    for (m, hint) in [
        (Mistake::NoTrueUpdate, "perceptron-hint-no-true-update"),
        (Mistake::OnlyTrueUpdate, "perceptron-hint-only-true-update"),
        (Mistake::OnlyFirstRival, "perceptron-hint-only-first-rival"),
        (Mistake::RecomputeG, "perceptron-hint-recompute-g"),
        (Mistake::SignSlip, "perceptron-hint-sign"),
    ] {
        out.push((params.clone(), m, Hint::new(lang, hint)));
    }
    if params.rate != Number::one() {
        let p = Params {
            rate: Number::one(),
            ..params.clone()
        };
        let hint = Hint::with(lang, "perceptron-hint-rate", &[("a", params.rate.to_string().into())]);
        out.push((p, Mistake::None, hint));
    }
    out
}

impl Perceptron {
    /// The answer of one part from a run.
    fn answer(&self, a: &Ask<'_, P>, run: &Run) -> Answer<Option<Linear>> {
        let plain = |value| Answer { value, work: None };
        let linear = |l: Linear| Answer {
            value: l.value(&self.classes),
            work: Some(l),
        };
        let w = &run.final_weights;
        match a.part {
            P::Trace => plain(Value::List(
                run.states().iter().map(|w| self.weights_value(w)).collect(),
            )),
            P::FinalWeights => plain(self.weights_value(w)),
            P::Iterations => plain(Value::Number(Number::from(run.iterations()))),
            P::Errors => plain(Value::Number(Number::from(run.errors.last().copied().unwrap_or(0)))),
            P::Classify => linear(Linear::classify(w, &a.points())),
            P::Discriminants => linear(Linear::discriminants(w, &a.points())),
            P::Boundaries => linear(Linear::boundaries(w)),
        }
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

    /// After training: every sample with its discriminants, so a reader sees the margin hold.
    fn check_lines(&self, f: &Fmt, run: &Run) -> Vec<String> {
        self.xs
            .iter()
            .zip(&self.ys)
            .enumerate()
            .map(|(n, (x, &y))| {
                let g: Vec<String> = run.final_weights.iter().map(|w| f.num(&dot(w, x))).collect();
                f.lang.ta(
                    "perceptron-check-line",
                    &[
                        ("n", (n + 1).into()),
                        ("class", self.classes[y].as_str().into()),
                        ("g", g.join(", ").into()),
                    ],
                )
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const F: Fmt = Fmt::TEST;

    fn v(xs: &[i64]) -> Vec<Number> {
        xs.iter().map(|&x| Number::from(x)).collect()
    }

    // g1 = 4x − 4 and g2 = 12x − 36 (seed 003, U2.1): by hand they meet at x = 4, where both are
    // 12; at x = 0, g1 = −4 > g2 = −36.
    #[test]
    fn linear_work_values_and_views() {
        let classes = vec!["1".to_string(), "2".to_string()];
        let w = vec![v(&[-4, 4]), v(&[-36, 12])];
        let classify = Linear::classify(&w, &[v(&[4]), v(&[0])]);
        let tie = Value::Class {
            label: "1".into(),
            tied: classes.clone(),
        };
        let first = Value::Class {
            label: "1".into(),
            tied: vec![],
        };
        assert_eq!(classify.value(&classes), Value::List(vec![tie, first]));
        let view = serde_json::to_value(classify.view(&F, &classes, &w)).unwrap();
        assert_eq!(view["points"][0]["lines"][1], "g₂(x) = (−36, 12)·(1, 4) = 12");
        assert!(
            view["points"][0]["tie"]
                .as_str()
                .unwrap()
                .starts_with("Tie between classes 1, 2")
        );
        assert_eq!(view["points"][1]["tie"], "");
        let g = Linear::discriminants(&w, &[v(&[0])]).value(&classes);
        assert_eq!(
            g,
            Value::Map(vec![
                ("1".into(), Value::Number(Number::from(-4))),
                ("2".into(), Value::Number(Number::from(-36)))
            ])
        );
        let boundaries = Linear::boundaries(&w);
        let Value::Map(items) = boundaries.value(&classes) else {
            panic!("a map")
        };
        assert_eq!(items.len(), 1);
        assert_eq!(items[0].0, "1-2");
        assert_eq!(items[0].1, Value::Equation(Equation::new(v(&[32, -8]))));
        let view = serde_json::to_value(boundaries.view(&F, &classes, &w)).unwrap();
        assert_eq!(view["items"][0]["pair"], "1–2");
        assert_eq!(
            view["items"][0]["piece"],
            "the regions of the two classes meet at x = 4"
        );
    }
}
