//! `multiclass-scheme`: one-vs-rest and all-pairs predictions from given binary linear
//! classifiers (seed 001, "Multiclass classification"; seed 000, "One vs. rest").

use super::margin_common as common;
use super::prelude::*;
use crate::figure::FigureView;
use crate::figure::geom::{Affine, Pt};
use crate::figure::scheme::{Binary, MAX_FIGURE_CLASSES, SchemeFigure};
use crate::models::multiclass::{self as model, Pair, Votes};
use crate::spec::loader::list_code;

/// The `multiclass-scheme` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "multiclass-scheme",
    summary: "one-vs-rest (largest functional margin) and all-pairs (votes) predictions",
    keys: &[
        SCHEME.def,
        keys::CLASSES
            .shown("the weight keys (one-vs-rest) or the classes named in the pair keys (all-pairs)")
            .doc("the class labels, in order (ties go to the first)")
            .def,
        KeyDef::required(
            "weights",
            "one-vs-rest: one vector (w0, w1, …) per class; all-pairs: one per pair `a-b`, positive for `a`",
        ),
        super::margin_common::POINTS,
        super::margin_common::INPUTS,
        FIGURES.def,
        keys::PLOT.def,
    ],
    parts: P::DEFS,
    figures: &[&crate::figure::REGIONS],
    template: include_str!("../../templates/multiclass-scheme.md"),
    load,
};

const SCHEME: Key<&'static str> = Key::required("scheme", "`one-vs-rest` or `all-pairs`", |l, n, what| {
    l.choice(n, what, &["one-vs-rest", "all-pairs"])
});

const FIGURES: Key<keys::Figures> = keys::FIGURES.doc(
    "`[regions]`: in the key, the plane cut by every classifier's line, the class the scheme predicts in each part and the ambiguous parts shaded grey, with the points (2 features and at most 6 classes; docs/figures.md)",
);

crate::parts! {
    /// The parts of `multiclass-scheme`.
    enum P {
        Predictions = PartDef::new("predictions", "the predicted class of each point").by_default(),
        Margins = PartDef::new(
            "margins",
            "f(x) of every classifier at each point: per class (one-vs-rest) or per pair (all-pairs)",
        ),
        Votes = PartDef::new("votes", "all-pairs only: the votes of each class at each point").generated(),
    }
}

#[derive(Clone, Debug)]
enum Scheme {
    OneVsRest(Vec<Vec<Number>>),
    AllPairs(Vec<Pair>),
}

#[derive(Clone, Debug)]
struct MulticlassScheme {
    classes: Vec<Label>,
    scheme: Scheme,
    points: Vec<Vec<Number>>,
    figures: keys::Figures,
    plot: Option<crate::figure::geom::PlotBox>,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let scheme = SCHEME.read(l, m);
    let classes = keys::CLASSES.given(l, m);
    let figures = keys::read_figures(&FIGURES, l, m, KIND.figures);
    let plot = keys::PLOT.get(l, m);
    let weights_node = m.get("weights");
    let weights = weights_node.and_then(|n| l.class_vectors(n, "`weights`", None));
    let dim = weights
        .as_ref()
        .and_then(|w| w.first())
        .map(|(_, v, _)| v.len().saturating_sub(1));
    let points = common::data_points(l, m).and_then(|n| common::points(l, n, dim, false));
    let scheme = scheme?;
    if scheme == "one-vs-rest"
        && let Some(ask) = m.get("ask")
        && let Some(items) = ask.as_seq()
    {
        for item in items {
            let key = item.as_map().and_then(|e| e.first().map(|(k, _)| k)).unwrap_or(item);
            if key.as_scalar() == Some(P::Votes.name()) {
                l.error_help(
                    key.span,
                    "part `votes` needs `scheme: all-pairs`",
                    "one-vs-rest does not vote",
                    "ask for `margins` (the functional margin of each class) instead",
                );
            }
        }
    }
    let whole = weights_node.map(|n| n.span).unwrap_or_default();
    let classes = match classes {
        Some(c) => Some(c?),
        None => None,
    };
    // a weight vector is invalid: the keys are still checked against `classes` (one-vs-rest)
    let Some(weights) = weights else {
        if scheme == "one-vs-rest"
            && let (Some(c), Some(keys)) = (&classes, shared::class_keys(weights_node))
        {
            shared::check_class_keys(l, &keys, c, "`weights`", whole);
        }
        return None;
    };
    let (classes, scheme) = if scheme == "one-vs-rest" {
        let classes = classes.unwrap_or_else(|| weights.iter().map(|(c, _, _)| c.clone()).collect());
        let w = shared::weights_for_classes(l, weights, &classes, "`weights`", whole)?;
        (classes, Scheme::OneVsRest(w))
    } else {
        all_pairs(l, weights, classes, whole)?
    };
    if classes.len() < 2 {
        l.error_help(
            whole,
            "`weights` needs at least two classes",
            "one class",
            "give one vector per class",
        );
        return None;
    }
    let mut figures = figures.and_then(|f| keys::figures_in_plane(l, m, f, dim.unwrap_or(0), "the classifiers"));
    if figures.is_some_and(keys::Figures::any) && classes.len() > MAX_FIGURE_CLASSES {
        l.error_help(
            FIGURES.span(m),
            format!(
                "a scheme's figure is drawn for at most {MAX_FIGURE_CLASSES} classes; there are {}",
                classes.len()
            ),
            "too many classes to draw",
            "remove `figures`",
        );
        figures = None;
    }
    Some(boxed(MulticlassScheme {
        classes,
        scheme,
        points: points?.into_iter().map(|p| p.x).collect(),
        figures: figures?,
        plot: plot?,
    }))
}

/// Reads the pair keys `a-b` of all-pairs weights: every pair of classes once, in either order.
fn all_pairs(
    l: &mut Loader,
    weights: Vec<(Label, Vec<Number>, crate::spec::diag::Span)>,
    classes: Option<Vec<Label>>,
    whole: crate::spec::diag::Span,
) -> Option<(Vec<Label>, Scheme)> {
    let classes = match classes {
        Some(c) => c,
        None => {
            let mut out: Vec<Label> = Vec::new();
            for (key, _, span) in &weights {
                let parts: Vec<&str> = key.split('-').collect();
                if parts.len() != 2 || parts.iter().any(|p| p.is_empty()) {
                    l.error_help(
                        *span,
                        format!("`{key}` is not a pair of classes `a-b`"),
                        "not a pair",
                        "write the pair as `1-2`, or list the classes with `classes:` when labels contain `-`",
                    );
                    return None;
                }
                for p in parts {
                    // a class named again is the same class; `1` in one key and `1.0` in another
                    // are two that an answers file could not tell apart
                    if !out.iter().any(|c| c == p) {
                        if !l.distinct_class(&out, p, *span, "the pair keys of `weights`") {
                            return None;
                        }
                        out.push(p.to_string());
                    }
                }
            }
            shared::np_unique_order(out)
        }
    };
    let mut pairs: Vec<Pair> = Vec::new();
    let mut ok = true;
    let names: Vec<String> = classes
        .iter()
        .enumerate()
        .flat_map(|(i, a)| classes[i + 1..].iter().map(move |b| format!("{a}-{b}")))
        .collect();
    for (key, w, span) in weights {
        let found = (0..classes.len())
            .flat_map(|i| (0..classes.len()).map(move |j| (i, j)))
            .find(|&(i, j)| i != j && key == format!("{}-{}", classes[i], classes[j]));
        match found {
            Some((i, j)) => {
                if pairs
                    .iter()
                    .any(|p| p.first.min(p.second) == i.min(j) && p.first.max(p.second) == i.max(j))
                {
                    l.error_help(
                        span,
                        format!("the pair `{key}` is given twice"),
                        "given again",
                        "give one classifier per pair of classes",
                    );
                    ok = false;
                }
                pairs.push(Pair { first: i, second: j, w });
            }
            None => {
                let refs: Vec<&str> = names.iter().map(String::as_str).collect();
                l.error_help(
                    span,
                    format!("`{key}` is not a pair of the classes"),
                    "unknown pair",
                    format!("the pairs are {}", list_code(&refs)),
                );
                ok = false;
            }
        }
    }
    for (i, a) in classes.iter().enumerate() {
        for (j, b) in classes.iter().enumerate().skip(i + 1) {
            if !pairs
                .iter()
                .any(|p| (p.first, p.second) == (i, j) || (p.first, p.second) == (j, i))
            {
                l.error_help(
                    whole,
                    format!("`weights` has no classifier for the pair `{a}-{b}`"),
                    "a pair is missing",
                    "all-pairs needs one classifier per pair of classes",
                );
                ok = false;
            }
        }
    }
    // class order, pair by pair
    pairs.sort_by_key(|p| (p.first.min(p.second), p.first.max(p.second)));
    ok.then_some((classes, Scheme::AllPairs(pairs)))
}

impl MulticlassScheme {
    /// The scheme's figure, with the solve's prediction at each point.
    fn figure(&self, f: &Fmt, work: &Worked) -> Option<FigureView> {
        if !self.figures.has("regions") {
            return None;
        }
        let affine = |w: &[Number]| Affine::of(w);
        let (classifiers, names, all_pairs): (Vec<Binary>, Vec<String>, bool) = match &self.scheme {
            Scheme::OneVsRest(ws) => (
                ws.iter()
                    .enumerate()
                    .map(|(c, w)| {
                        Some(Binary {
                            first: c,
                            second: None,
                            f: affine(w)?,
                        })
                    })
                    .collect::<Option<_>>()?,
                self.classes.iter().map(|c| indexed("f", c)).collect(),
                false,
            ),
            Scheme::AllPairs(pairs) => (
                pairs
                    .iter()
                    .map(|p| {
                        Some(Binary {
                            first: p.first,
                            second: Some(p.second),
                            f: affine(&p.w)?,
                        })
                    })
                    .collect::<Option<_>>()?,
                pairs.iter().map(|p| format!("f[{}]", self.pair_name(p))).collect(),
                true,
            ),
        };
        let points: Vec<(Pt, usize)> = self
            .points
            .iter()
            .zip(&work.at)
            .filter_map(|(p, at)| {
                let best = match at {
                    AtPoint::OneVsRest { best, .. } => *best,
                    AtPoint::AllPairs(v) => v.best,
                };
                match p.as_slice() {
                    [x, y] => Some((Pt::new(x.clone(), y.clone()), best)),
                    _ => None,
                }
            })
            .collect();
        SchemeFigure {
            classes: &self.classes,
            classifiers,
            all_pairs,
            points: &points,
            plot: self.plot.as_ref(),
            names,
        }
        .view(f)
    }

    fn homogeneous(p: &[Number]) -> Vec<Number> {
        let mut x = vec![Number::one()];
        x.extend(p.iter().cloned());
        x
    }

    fn pair_name(&self, p: &Pair) -> String {
        format!("{}-{}", self.classes[p.first], self.classes[p.second])
    }

    fn prediction_cell(&self, best: usize, tied: &[usize], lang: Lang) -> String {
        if tied.is_empty() {
            self.classes[best].clone()
        } else {
            lang.ta(
                "multiclass-scheme-tie",
                &[("class", self.classes[best].as_str().into())],
            )
        }
    }

    /// The votes a student's pairwise f(x) (`{ a-b: f }`) give.
    fn votes_from(&self, pairs: &[Pair], v: &Value) -> Option<Value> {
        let Value::Map(items) = v else { return None };
        let mut votes = vec![0i64; self.classes.len()];
        for p in pairs {
            let name = self.pair_name(p);
            let Some((_, Value::Number(f))) = items.iter().find(|(k, _)| *k == name) else {
                return None;
            };
            *votes.get_mut(if f.is_negative() { p.second } else { p.first })? += 1;
        }
        Some(Value::Map(
            self.classes
                .iter()
                .cloned()
                .zip(votes.into_iter().map(|n| Value::Number(Number::from(n))))
                .collect(),
        ))
    }

    fn class_value(&self, best: usize, tied: &[usize]) -> Value {
        Value::Class {
            label: self.classes[best].clone(),
            tied: tied.iter().map(|&i| self.classes[i].clone()).collect(),
        }
    }
}

/// What the scheme gives at one point.
#[derive(Debug)]
enum AtPoint {
    /// One-vs-rest: f_c(x) of every class, the winner and the tied classes.
    OneVsRest {
        fs: Vec<Number>,
        best: usize,
        tied: Vec<usize>,
    },
    /// All-pairs: each pair's decision, the votes and the winner.
    AllPairs(Votes),
}

/// The predictions, margins and votes at every point.
#[derive(Debug)]
struct Worked {
    at: Vec<AtPoint>,
    predictions: Vec<Value>,
    margins: Vec<Value>,
    votes: Vec<Value>,
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    one_vs_rest: bool,
    classes: String,
    classifiers: Vec<String>,
    points: String,
    /// The answer tables, as the worked solution's table: a row per point x, a column per
    /// classifier (margins) or class (votes); the predictions by x.
    blank_margins: Table,
    blank_votes: Table,
    blank_predictions: Table,
}

/// The worked solution: the table of every classifier at every point.
#[derive(Serialize)]
struct View {
    table: Table,
    /// The scheme's regions (`figures: [regions]`).
    figure: Option<FigureView>,
}

/// One worked part: a line per point.
#[derive(Serialize)]
struct Lines {
    lines: Vec<String>,
}

impl MulticlassScheme {
    fn work(&self) -> Worked {
        let mut w = Worked {
            at: Vec::new(),
            predictions: Vec::new(),
            margins: Vec::new(),
            votes: Vec::new(),
        };
        for p in &self.points {
            let x = Self::homogeneous(p);
            match &self.scheme {
                Scheme::OneVsRest(weights) => {
                    let (fs, best, tied) = model::one_vs_rest(weights, &x);
                    w.margins.push(Value::Map(
                        self.classes
                            .iter()
                            .cloned()
                            .zip(fs.iter().cloned().map(Value::Number))
                            .collect(),
                    ));
                    w.predictions.push(self.class_value(best, &tied));
                    w.at.push(AtPoint::OneVsRest { fs, best, tied });
                }
                Scheme::AllPairs(pairs) => {
                    let v = model::all_pairs(self.classes.len(), pairs, &x);
                    w.margins.push(Value::Map(
                        pairs
                            .iter()
                            .zip(&v.decisions)
                            .map(|(pair, (fv, _))| (self.pair_name(pair), Value::Number(fv.clone())))
                            .collect(),
                    ));
                    w.votes.push(Value::Map(
                        self.classes
                            .iter()
                            .cloned()
                            .zip(v.votes.iter().map(|&n| Value::Number(Number::from(n))))
                            .collect(),
                    ));
                    w.predictions.push(self.class_value(v.best, &v.tied));
                    w.at.push(AtPoint::AllPairs(v));
                }
            }
        }
        w
    }

    fn table(&self, work: &Worked, f: &Fmt) -> Table {
        let mut header: Vec<String> = vec!["x".into()];
        match &self.scheme {
            Scheme::OneVsRest(_) => {
                header.extend(self.classes.iter().map(|c| format!("{}(x)", indexed("f", c))));
            }
            Scheme::AllPairs(pairs) => {
                header.extend(pairs.iter().map(|p| format!("f[{}]", self.pair_name(p))));
                header.extend(
                    self.classes
                        .iter()
                        .map(|c| f.lang.ta("multiclass-scheme-col-votes", &[("c", c.as_str().into())])),
                );
            }
        }
        header.push(f.lang.t("multiclass-scheme-col-prediction"));
        let mut t = Table::new(&header);
        for (p, at) in self.points.iter().zip(&work.at) {
            let mut row = vec![f.vec(p)];
            match at {
                AtPoint::OneVsRest { fs, best, tied } => {
                    row.extend(fs.iter().map(|v| f.num(v)));
                    row.push(self.prediction_cell(*best, tied, f.lang));
                }
                AtPoint::AllPairs(v) => {
                    row.extend(
                        v.decisions
                            .iter()
                            .map(|(fv, winner)| format!("{} → {}", f.num(fv), self.classes[*winner])),
                    );
                    row.extend(v.votes.iter().map(|n| n.to_string()));
                    row.push(self.prediction_cell(v.best, &v.tied, f.lang));
                }
            }
            t.row(&row);
        }
        t
    }

    fn values(work: &Worked, part: P) -> &[Value] {
        match part {
            P::Predictions => &work.predictions,
            P::Margins => &work.margins,
            P::Votes => &work.votes,
        }
    }
}

impl Kind for MulticlassScheme {
    fn class_labels(&self) -> Vec<String> {
        self.classes.clone()
    }

    type Part = P;
    type Shared = Worked;
    type PartWork = ();
    type Data = Data;
    type View = View;
    type PartView = Lines;

    fn data(&self, f: &Fmt) -> Data {
        let classifiers: Vec<String> = match &self.scheme {
            Scheme::OneVsRest(w) => self
                .classes
                .iter()
                .zip(w)
                .map(|(c, w)| {
                    f.lang.ta(
                        "multiclass-scheme-one-vs-rest-classifier",
                        &[
                            ("f", indexed("f", c).into()),
                            ("c", c.as_str().into()),
                            ("w", f.vec(w).into()),
                        ],
                    )
                })
                .collect(),
            Scheme::AllPairs(pairs) => pairs
                .iter()
                .map(|p| {
                    f.lang.ta(
                        "multiclass-scheme-pair-classifier",
                        &[
                            ("pair", self.pair_name(p).into()),
                            ("a", self.classes[p.first].as_str().into()),
                            ("b", self.classes[p.second].as_str().into()),
                            ("w", f.vec(&p.w).into()),
                        ],
                    )
                })
                .collect(),
        };
        let points: Vec<String> = self.points.iter().map(|p| f.vec(p)).collect();
        let margins: Vec<String> = match &self.scheme {
            Scheme::OneVsRest(_) => self.classes.iter().map(|c| format!("{}(x)", indexed("f", c))).collect(),
            Scheme::AllPairs(pairs) => pairs.iter().map(|p| format!("f[{}]", self.pair_name(p))).collect(),
        };
        let votes: Vec<String> = self
            .classes
            .iter()
            .map(|c| f.lang.ta("multiclass-scheme-col-votes", &[("c", c.as_str().into())]))
            .collect();
        Data {
            blank_margins: super::shared::answer_table("x", &margins, &points),
            blank_votes: super::shared::answer_table("x", &votes, &points),
            blank_predictions: super::shared::answer_row("x", &points, &f.lang.t("multiclass-scheme-col-prediction")),
            one_vs_rest: matches!(self.scheme, Scheme::OneVsRest(_)),
            classes: self.classes.join(", "),
            classifiers,
            points: points.join(", "),
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Worked, ()> {
        let shared = self.work();
        let answers = asked
            .iter()
            .map(|a| Answer::value(Value::List(Self::values(&shared, a.part).to_vec())))
            .collect();
        Work { shared, answers }
    }

    fn present(&self, work: &Work<Worked, ()>, asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, Lines> {
        let parts = asked
            .iter()
            .map(|a| Lines {
                lines: self
                    .points
                    .iter()
                    .zip(Self::values(&work.shared, a.part))
                    .map(|(p, v)| format!("x = {}: {}", f.vec(p), f.value(v)))
                    .collect(),
            })
            .collect();
        Presented {
            view: View {
                table: self.table(&work.shared, f),
                figure: self.figure(f, &work.shared),
            },
            parts,
            notes: Vec::new(),
        }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match (&self.scheme, part) {
            (Scheme::OneVsRest(_), P::Predictions) | (Scheme::AllPairs(_), P::Votes) => vec![P::Margins],
            (Scheme::AllPairs(_), P::Predictions) => vec![P::Votes],
            (Scheme::OneVsRest(_), P::Votes) | (_, P::Margins) => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let [Some(Value::List(points))] = from else { return None };
        if points.len() != self.points.len() {
            return None;
        }
        let each =
            |f: &dyn Fn(&Value) -> Option<Value>| points.iter().map(f).collect::<Option<Vec<_>>>().map(Value::List);
        match (&self.scheme, ask.part) {
            (Scheme::AllPairs(pairs), P::Votes) => each(&|v| self.votes_from(pairs, v)),
            (_, P::Predictions) => each(&|v| shared::largest_class(&self.classes, v)),
            (Scheme::OneVsRest(_), P::Votes) | (_, P::Margins) => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let (variant, hint) = match &self.scheme {
            // the largest −f is the smallest f
            Scheme::OneVsRest(w) => (
                Scheme::OneVsRest(w.iter().map(|wc| wc.iter().map(|c| -c).collect()).collect()),
                "multiclass-scheme-hint-smallest",
            ),
            Scheme::AllPairs(pairs) => (
                Scheme::AllPairs(
                    pairs
                        .iter()
                        .map(|p| Pair {
                            first: p.second,
                            second: p.first,
                            w: p.w.clone(),
                        })
                        .collect(),
                ),
                "multiclass-scheme-hint-reversed",
            ),
        };
        let wrong = MulticlassScheme {
            scheme: variant,
            ..self.clone()
        };
        let mut out = vec![Misconception::rerun_kind(
            Hint::new(lang, hint),
            right,
            &wrong,
            asked,
            &[P::Votes, P::Predictions],
        )];
        out.retain(Misconception::changes_anything);
        out
    }
}
