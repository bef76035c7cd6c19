//! `bayes-error`: the theoretical error of a given classifier and the Bayes error (seed 003,
//! U2.3), exactly, from a table of P(x) and P(c | x) or from a piecewise-constant density on
//! intervals. Rows with P(x) = 0 are shown and contribute 0; tied Bayes decisions are listed.

use super::decision::asked;
use super::prelude::*;
use super::shared::MAX_SAMPLES;
use crate::figure::FigureView;
use crate::figure::steps::{Piece, Steps};
use crate::models::bayes::{self as model, Errors, Row};
use crate::num::linear;
use crate::spec::diag::Span;
use crate::spec::loader::list_code;
use crate::spec::loader::short_number;
use crate::spec::yaml::Node;

/// The `bayes-error` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "bayes-error",
    summary: "theoretical error of a classifier and the Bayes error, from P(x) and P(c|x)",
    keys: &[CLASSES.def, ROWS, INTERVALS, FIGURES.def, PLOT.def],
    parts: P::DEFS,
    figures: &[&crate::figure::DENSITIES],
    template: include_str!("../../templates/bayes-error.md"),
    load,
};

const CLASSES: Key<Vec<Label>> = keys::CLASSES
    .shown("1, 2, … (one per posterior)")
    .doc("the class labels, in the order of `posteriors`");

/// Read with the classes, entry by entry ([`read_entry`]).
const ROWS: KeyDef = KeyDef::optional(
    "rows",
    "none (give `rows` or `intervals`)",
    "discrete x: `{ x: [0, 1], p_x: 0.25, posteriors: [0.75, 0.25], decision: 1 }` (`x` and `decision` optional)",
);

/// Read as [`ROWS`].
const INTERVALS: KeyDef = KeyDef::optional(
    "intervals",
    "none (give `rows` or `intervals`)",
    "continuous x with a piecewise-constant density: `{ from: -0.25, to: 0.25, density: 1, posteriors: [0.5, 0.5], decision: 1 }`",
);

/// The range of the densities figure (docs/figures.md).
const PLOT: Key<crate::figure::plot::Window> = keys::CURVE_PLOT.doc(
    "the `densities` figure's range `{ x: [a, b], y: [c, d] }`: x the horizontal axis, y P(c)·p(x | c), each optional (docs/figures.md)",
);

/// The figures `bayes-error` draws (docs/figures.md).
const FIGURES: keys::Key<Vec<&'static str>> = keys::Key::optional(
    "figures",
    "none",
    "`[densities]` (with `intervals`): in the key, P(c)·p(x | c) = p(x)·P(c | x) of each class as step curves, the Bayes decision regions shaded and their boundaries (docs/figures.md)",
    |l, n, what| keys::figure_list(l, n, what, KIND.figures),
    Vec::new,
);

crate::parts! {
    /// The parts of `bayes-error`.
    enum P {
        BayesDecisions = PartDef::new(
            "bayes_decisions",
            "c*(x) = argmax_c P(c | x) per row (on a tie, any tied class)",
        ),
        BayesError = PartDef::new("bayes_error", "ε* = Σ P(x)(1 − max_c P(c | x))").by_default().intervals(),
        ClassifierError = PartDef::new(
            "classifier_error",
            "ε = Σ P(x)(1 − P(c(x) | x)) of the classifier given by `decision`",
        ).intervals(),
        RowErrors = PartDef::new("row_errors", "P(x)·ε(c*(x)) per row (the Bayes error's terms)").generated(),
        ClassifierRowErrors = PartDef::new(
            "classifier_row_errors",
            "P(x)·ε(c(x)) per row (the given classifier's terms)",
        ).generated(),
    }
}

/// Most classes.
const MAX_CLASSES: usize = 20;

/// How a row names its x.
#[derive(Clone, Debug, PartialEq)]
enum Object {
    None,
    Vector(Vec<Number>),
    Label(String),
    Interval(Number, Number),
}

#[derive(Clone, Debug)]
struct Entry {
    object: Object,
    /// P(x), or the density p(x) on the interval.
    weight: Number,
    row: Row,
}

#[derive(Clone, Debug)]
struct BayesError {
    classes: Vec<Label>,
    entries: Vec<Entry>,
    continuous: bool,
    /// `figures: [densities]` (intervals only).
    densities: bool,
    /// `plot:` of the densities figure.
    window: crate::figure::plot::Window,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let classes = CLASSES.given(l, m);
    let (node, continuous) = table(l, m)?;
    let noun = if continuous { "interval" } else { "row" };
    let items = l.nonempty_list(node, if continuous { "`intervals`" } else { "`rows`" })?;
    let given_classes = match classes {
        Some(c) => Some(c?),
        None => None,
    };
    let count = given_classes.as_ref().map_or_else(
        || {
            items
                .first()
                .and_then(|i| i.as_map())
                .and_then(|e| e.iter().find(|(k, _)| k.as_scalar() == Some("posteriors")))
                .and_then(|(_, v)| v.as_seq())
                .map_or(2, <[Node]>::len)
        },
        Vec::len,
    );
    let classes: Vec<Label> = given_classes.unwrap_or_else(|| (1..=count).map(|c| c.to_string()).collect());
    if classes.len() < 2 || classes.len() > MAX_CLASSES || items.len() > MAX_SAMPLES {
        l.error_help(
            node.span,
            format!(
                "mlex takes 2 to {MAX_CLASSES} classes and at most {MAX_SAMPLES} {noun}s; this table has {} classes and {} {noun}s",
                classes.len(),
                items.len()
            ),
            "too large",
            "use an exam-sized table",
        );
        return None;
    }
    let (masses, read): (Vec<Option<Number>>, Vec<Option<Entry>>) = items
        .iter()
        .enumerate()
        .map(|(i, item)| read_entry(l, item, &format!("{noun} {}", i + 1), &classes, continuous))
        .unzip();
    let mut ok = read.iter().all(Option::is_some);
    if continuous {
        ok &= no_overlap(l, &read, items);
    }
    ok &= decisions_given(l, m, items, continuous);
    let densities = match FIGURES.read(l, m) {
        Some(f) if f.contains(&"densities") && !continuous => {
            l.error_help(
                FIGURES.span(m),
                "the `densities` figure draws a piecewise-constant density: this table has `rows`, not `intervals`",
                "needs `intervals`",
                "remove `figures`, or give the density on intervals (`intervals: [{ from: …, to: …, density: …, posteriors: […] }]`)",
            );
            ok = false;
            false
        }
        Some(f) => f.contains(&"densities"),
        None => {
            ok = false;
            false
        }
    };
    let window = PLOT.read(l, m);
    ok &= window.is_some();
    // The sum of P(x) is checked whenever every P(x) was read, whatever else is wrong in the rows.
    let total: Option<Number> = masses.into_iter().sum();
    if let Some(total) = total
        && total != Number::one()
    {
        let (message, help) = if continuous {
            (
                format!(
                    "the density integrates to {} over the intervals, not 1",
                    short_number(&total)
                ),
                "Σ density·(to − from) must be exactly 1",
            )
        } else {
            (
                format!("the P(x) of the rows sum to {}, not 1", short_number(&total)),
                "P(x) over all x must add up to exactly 1",
            )
        };
        l.error_help(node.span, message, &format!("sums to {}", short_number(&total)), help);
        ok = false;
    }
    if !ok {
        return None;
    }
    let entries: Vec<Entry> = read.into_iter().flatten().collect();
    Some(boxed(BayesError {
        classes,
        entries,
        continuous,
        densities,
        window: window.unwrap_or_default(),
    }))
}

/// The table the spec gives and whether it is `intervals` (continuous x); `None` after
/// reporting neither or both.
fn table<'n>(l: &mut Loader, m: &Map<'n>) -> Option<(&'n Node, bool)> {
    match (m.get(ROWS.name), m.get(INTERVALS.name)) {
        (Some(r), None) => Some((r, false)),
        (None, Some(i)) => Some((i, true)),
        (Some(_), Some(_)) => {
            l.error_help(
                m.key_span("intervals").unwrap_or_default(),
                "give `rows` or `intervals`, not both",
                "conflicts with `rows`",
                "`rows` is a discrete x with P(x); `intervals` a piecewise-constant density p(x)",
            );
            None
        }
        (None, None) => {
            l.error_help(
                Span::new(m.node.span.start, m.node.span.start),
                "a `bayes-error` exercise needs `rows` or `intervals`",
                "no table",
                "add `rows: [{ p_x: 0.5, posteriors: [1, 0] }, …]` (or `intervals`)",
            );
            None
        }
    }
}

/// Reports each interval that starts before the previous one ends; true when none does.
fn no_overlap(l: &mut Loader, read: &[Option<Entry>], items: &[Node]) -> bool {
    let mut ok = true;
    for (i, w) in read.windows(2).enumerate() {
        if let (Some(Object::Interval(_, end)), Some(Object::Interval(start, _))) =
            (w[0].as_ref().map(|e| &e.object), w[1].as_ref().map(|e| &e.object))
            && start < end
        {
            l.error_help(
                items[i + 1].span,
                format!(
                    "interval {} starts at {start}, before interval {} ends at {end}",
                    i + 2,
                    i + 1
                ),
                "overlaps the previous interval",
                "list the intervals from left to right, without overlaps",
            );
            ok = false;
        }
    }
    ok
}

/// Reports the parts about the classifier asked while a row (or interval) has no `decision`;
/// true when there is none.
fn decisions_given(l: &mut Loader, m: &Map<'_>, items: &[Node], continuous: bool) -> bool {
    let noun = if continuous { "interval" } else { "row" };
    let mut ok = true;
    for (part, at) in asked(m, &KIND) {
        if !matches!(part, "classifier_error" | "classifier_row_errors") {
            continue;
        }
        let missing: Vec<String> = items
            .iter()
            .enumerate()
            .filter(|(_, item)| {
                item.as_map()
                    .is_some_and(|e| !e.iter().any(|(k, _)| k.as_scalar() == Some("decision")))
            })
            .map(|(i, _)| (i + 1).to_string())
            .collect();
        if !missing.is_empty() {
            let (noun, verb) = if missing.len() == 1 {
                (noun.to_string(), "has")
            } else {
                (format!("{noun}s"), "have")
            };
            l.error_help(
                at,
                format!(
                    "part `{part}` needs the classifier's `decision` on every {}; {noun} {} {verb} none",
                    if continuous { "interval" } else { "row" },
                    missing.join(", ")
                ),
                "no decision",
                "add `decision: <class>` (the class c(x) the classifier gives)",
            );
            ok = false;
        }
    }
    ok
}

/// Reads one row (or interval): its probability mass P(x) (or density × width) when that could
/// be read, even if the rest of the row is invalid, and the whole entry when all of it is valid.
fn read_entry(
    l: &mut Loader,
    node: &Node,
    name: &str,
    classes: &[Label],
    continuous: bool,
) -> (Option<Number>, Option<Entry>) {
    let keys: &[&str] = if continuous {
        &["from", "to", "density", "posteriors", "decision"]
    } else {
        &["x", "p_x", "posteriors", "decision"]
    };
    let Some(m) = l.map(node, name, keys) else {
        return (None, None);
    };
    let (object, weight, mass) = if continuous {
        let from = l
            .require(&m, "from", name, "-0.25")
            .and_then(|n| l.number(n, &format!("`from` of {name}")));
        let to = l
            .require(&m, "to", name, "0.25")
            .and_then(|n| l.number(n, &format!("`to` of {name}")));
        let density = l
            .require(&m, "density", name, "1")
            .and_then(|n| l.non_negative(n, &format!("`density` of {name}")));
        let posteriors = read_posteriors(l, &m, name, classes);
        let decision = read_decision(l, &m, name, classes);
        let (Some(from), Some(to), Some(density)) = (from, to, density) else {
            return (None, None);
        };
        if to <= from {
            l.error_help(
                m.get("to").map_or(node.span, |n| n.span),
                format!("`to` of {name} must be greater than its `from` ({from})"),
                "empty interval",
                "write the interval from left to right",
            );
            return (None, None);
        }
        let mass = &density * &(&to - &from);
        let entry = posteriors.zip(decision).map(|(posteriors, decision)| Entry {
            object: Object::Interval(from, to),
            weight: density,
            row: Row {
                mass: mass.clone(),
                posteriors,
                decision,
            },
        });
        return (Some(mass), entry);
    } else {
        let object = match m.get("x") {
            None => Some(Object::None),
            Some(x) if x.as_seq().is_some() => l.vector(x, &format!("`x` of {name}"), None).map(Object::Vector),
            Some(x) => l.label(x, &format!("`x` of {name}")).map(Object::Label),
        };
        let p = l
            .require(&m, "p_x", name, "0.25")
            .and_then(|n| l.non_negative(n, &format!("`p_x` of {name}")));
        (object, p.clone(), p)
    };
    let posteriors = read_posteriors(l, &m, name, classes);
    let decision = read_decision(l, &m, name, classes);
    let entry = (|| {
        Some(Entry {
            object: object?,
            weight: weight?,
            row: Row {
                mass: mass.clone()?,
                posteriors: posteriors?,
                decision: decision?,
            },
        })
    })();
    (mass, entry)
}

fn read_posteriors(l: &mut Loader, m: &Map<'_>, name: &str, classes: &[Label]) -> Option<Vec<Number>> {
    let node = l.require(m, "posteriors", name, "[0.5, 0.5]")?;
    let v = l.vector(node, &format!("`posteriors` of {name}"), None)?;
    if v.len() != classes.len() {
        l.error_help(
            node.span,
            format!(
                "{name} has {} posteriors, expected {} (one per class)",
                v.len(),
                classes.len()
            ),
            &format!("{} numbers here", v.len()),
            format!("give P(c | x) for the classes {}, in order", classes.join(", ")),
        );
        return None;
    }
    let mut ok = true;
    for (p, item) in v.iter().zip(node.as_seq().unwrap_or_default()) {
        if p.is_negative() {
            l.error_help(
                item.span,
                format!("a posterior of {name} is negative, found `{p}`"),
                "negative",
                "probabilities are between 0 and 1",
            );
            ok = false;
        }
    }
    let sum: Number = v.iter().cloned().sum();
    if ok && sum != Number::one() {
        l.error_help(
            node.span,
            format!("the posteriors of {name} sum to {}, not 1", short_number(&sum)),
            &format!("sums to {}", short_number(&sum)),
            "P(c | x) over the classes must add up to exactly 1 (write a third as \"1/3\", not 0.33)",
        );
        ok = false;
    }
    ok.then_some(v)
}

fn read_decision(l: &mut Loader, m: &Map<'_>, name: &str, classes: &[Label]) -> Option<Option<usize>> {
    let Some(node) = m.get("decision") else {
        return Some(None);
    };
    let label = l.label(node, &format!("`decision` of {name}"))?;
    match classes.iter().position(|c| c == &label) {
        Some(k) => Some(Some(k)),
        None => {
            let names: Vec<&str> = classes.iter().map(String::as_str).collect();
            l.error_help(
                node.span,
                format!(
                    "{name} decides class `{label}`, which is not one of the classes {}",
                    list_code(&names)
                ),
                "unknown class",
                "the decision c(x) must be one of the classes",
            );
            None
        }
    }
}

impl BayesError {
    /// The columns that name x: x₁ … x_D when every row has a vector of the same length.
    fn object_header(&self) -> Vec<String> {
        if self.continuous {
            return vec!["x ∈".into()];
        }
        let lens: Vec<Option<usize>> = self
            .entries
            .iter()
            .map(|e| match &e.object {
                Object::Vector(v) => Some(v.len()),
                _ => None,
            })
            .collect();
        match lens.first() {
            Some(Some(d)) if lens.iter().all(|l| l == &Some(*d)) => {
                (1..=*d).map(|i| format!("x{}", linear::subscript(i))).collect()
            }
            _ => vec!["x".into()],
        }
    }

    fn object_cells(&self, f: &Fmt, i: usize, e: &Entry, columns: usize) -> Vec<String> {
        match &e.object {
            Object::Vector(v) if v.len() == columns => v.iter().map(|x| f.num(x)).collect(),
            Object::Vector(v) => vec![f.vec(v)],
            Object::Label(s) => vec![s.clone()],
            Object::Interval(a, b) => vec![format!("[{}, {}]", f.num(a), f.num(b))],
            Object::None => vec![(i + 1).to_string()],
        }
    }

    /// How the worksheet's table names row `i`: `x = (0, 1)`, `x ∈ [−3/4, −1/4]`, `x = a`.
    fn row_name(f: &Fmt, i: usize, e: &Entry) -> String {
        match &e.object {
            Object::Vector(v) => format!("x = {}", f.point(v)),
            Object::Label(s) => format!("x = {s}"),
            Object::Interval(a, b) => format!("x ∈ [{}, {}]", f.num(a), f.num(b)),
            Object::None => (i + 1).to_string(),
        }
    }

    fn mass_title(&self) -> &'static str {
        if self.continuous { "p(x)" } else { "P(x)" }
    }

    fn class_cell(&self, f: &Fmt, k: usize, tied: &[usize]) -> String {
        let c = self.classes.get(k).cloned().unwrap_or_default();
        if tied.is_empty() {
            c
        } else {
            let names: Vec<&str> = tied
                .iter()
                .filter_map(|&t| self.classes.get(t))
                .map(String::as_str)
                .collect();
            f.lang.ta(
                "bayes-error-tie",
                &[("class", c.into()), ("tied", names.join(", ").into())],
            )
        }
    }

    /// `1/4 · 1/4 = 1/16`, or `1 · 1/2 · 1/2 = 1/4` for an interval (p(x)·length·ε).
    fn term_text(&self, f: &Fmt, e: &Entry, error: &Number, term: &Number) -> String {
        match &e.object {
            Object::Interval(a, b) => format!(
                "{} · {} · {} = {}",
                f.num(&e.weight),
                f.num(&(b - a)),
                f.num(error),
                f.num(term)
            ),
            _ => format!("{} · {} = {}", f.num(&e.weight), f.num(error), f.num(term)),
        }
    }

    fn table(&self, f: &Fmt, errors: &Errors, bayes: bool) -> Table {
        let objects = self.object_header();
        let mut header = objects.clone();
        header.push(self.mass_title().into());
        header.extend(self.classes.iter().map(|c| format!("P({c} | x)")));
        let (decision, error) = if bayes {
            (r"$c^*(x)$", r"$\varepsilon(c^*(x)) = 1 - \max_c P(c \mid x)$")
        } else {
            ("c(x)", r"$\varepsilon(c(x)) = 1 - P(c(x) \mid x)$")
        };
        header.push(decision.into());
        header.push(error.into());
        header.push(if self.continuous {
            format!("p(x)·(b − a)·{}", if bayes { "ε(c*(x))" } else { "ε(c(x))" })
        } else {
            format!("P(x)·{}", if bayes { "ε(c*(x))" } else { "ε(c(x))" })
        });
        let mut t = Table::new(&header);
        for (i, (e, r)) in self.entries.iter().zip(&errors.rows).enumerate() {
            let mut row = self.object_cells(f, i, e, objects.len());
            row.push(f.num(&e.weight));
            row.extend(e.row.posteriors.iter().map(|p| f.num(p)));
            let (class, err, term) = if bayes {
                (self.class_cell(f, r.bayes, &r.tied), &r.bayes_error, &r.bayes_term)
            } else {
                let Some((err, term)) = &r.given else { continue };
                let d = e.row.decision.unwrap_or_default();
                (self.classes.get(d).cloned().unwrap_or_default(), err, term)
            };
            row.push(class);
            row.push(f.num(err));
            row.push(self.term_text(f, e, err, term));
            t.row(&row);
        }
        t
    }
}

impl BayesError {
    /// `figures: [densities]`: the intervals with the solve's Bayes decisions, drawn.
    fn figure(&self, f: &Fmt, errors: &Errors) -> Option<FigureView> {
        let pieces: Vec<Piece> = self
            .entries
            .iter()
            .zip(&errors.rows)
            .map(|(e, r)| match &e.object {
                Object::Interval(a, b) => Some(Piece {
                    from: a.clone(),
                    to: b.clone(),
                    density: e.weight.clone(),
                    posteriors: e.row.posteriors.clone(),
                    bayes: r.bayes,
                    tied: r.tied.clone(),
                }),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let fig = Steps {
            classes: &self.classes,
            pieces: &pieces,
            bayes_error: &errors.bayes,
            window: &self.window,
        };
        let num = |x: &Number| crate::present::minus(f.num(x));
        let svg = fig.svg(&num, f.lang)?;
        Some(FigureView::new("densities", &f.lang.t("bayes-error-figure-alt"), &svg))
    }
}

/// `1/16 + 1/16 = 1/8` (the non-zero terms; `0` when every term is zero).
fn sum_text(f: &Fmt, terms: &[Number], total: &Number) -> String {
    let nonzero: Vec<String> = terms.iter().filter(|t| !t.is_zero()).map(|t| f.num(t)).collect();
    match nonzero.len() {
        0 => "0".into(),
        1 => f.num(total),
        _ => format!("{} = {}", nonzero.join(" + "), f.num(total)),
    }
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    table: Table,
    /// The rows' names, in order ([`BayesError::row_name`]): the practice page heads the boxes
    /// of an answer given per row with them.
    row_names: Vec<String>,
    continuous: bool,
    classes: String,
    decisions: bool,
}

/// The worked solution: the tables of the Bayes and the given classifier.
#[derive(Serialize)]
struct View {
    /// `figures: [densities]`: the key's figure.
    figure: Option<FigureView>,
    bayes_table: Option<Table>,
    given_table: Option<Table>,
    ties: String,
    zero_rows: usize,
}

/// The worked solution of one part: one line.
#[derive(Serialize)]
struct PartView {
    text: String,
}

impl BayesError {
    /// The terms P(x)·ε(c*(x)) of the Bayes error.
    fn bayes_terms(errors: &Errors) -> Vec<Number> {
        errors.rows.iter().map(|r| r.bayes_term.clone()).collect()
    }

    /// The terms P(x)·ε(c(x)) of the given classifier's error (of the rows with a decision).
    fn given_terms(errors: &Errors) -> Vec<Number> {
        errors
            .rows
            .iter()
            .filter_map(|r| r.given.as_ref().map(|(_, t)| t.clone()))
            .collect()
    }

    fn numbers(terms: &[Number]) -> Value {
        Value::List(terms.iter().cloned().map(Value::Number).collect())
    }
}

impl Kind for BayesError {
    fn class_labels(&self) -> Vec<String> {
        self.classes.clone()
    }

    type Part = P;
    type Shared = Errors;
    type PartWork = ();
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn data(&self, f: &Fmt) -> Data {
        let objects = self.object_header();
        let mut header = objects.clone();
        header.push(self.mass_title().into());
        header.extend(self.classes.iter().map(|c| format!("P({c} | x)")));
        let decisions = self.entries.iter().any(|e| e.row.decision.is_some());
        if decisions {
            header.push("c(x)".into());
        }
        let mut t = Table::new(&header);
        for (i, e) in self.entries.iter().enumerate() {
            let mut row = self.object_cells(f, i, e, objects.len());
            row.push(f.num(&e.weight));
            row.extend(e.row.posteriors.iter().map(|p| f.num(p)));
            if decisions {
                row.push(
                    e.row
                        .decision
                        .and_then(|d| self.classes.get(d).cloned())
                        .unwrap_or_else(|| "—".into()),
                );
            }
            t.row(&row);
        }
        Data {
            table: t,
            row_names: self
                .entries
                .iter()
                .enumerate()
                .map(|(i, e)| Self::row_name(f, i, e))
                .collect(),
            continuous: self.continuous,
            classes: self.classes.join(", "),
            decisions,
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Errors, ()> {
        let rows: Vec<Row> = self.entries.iter().map(|e| e.row.clone()).collect();
        let errors = model::errors(&rows);
        let answers = asked
            .iter()
            .map(|a| {
                Answer::value(match a.part {
                    P::BayesDecisions => Value::List(
                        errors
                            .rows
                            .iter()
                            .map(|r| Value::Class {
                                label: self.classes.get(r.bayes).cloned().unwrap_or_default(),
                                tied: r.tied.iter().filter_map(|&t| self.classes.get(t).cloned()).collect(),
                            })
                            .collect(),
                    ),
                    P::BayesError => Value::Number(errors.bayes.clone()),
                    P::ClassifierError => Value::Number(errors.given.clone().unwrap_or_default()),
                    P::RowErrors => Self::numbers(&Self::bayes_terms(&errors)),
                    P::ClassifierRowErrors => Self::numbers(&Self::given_terms(&errors)),
                })
            })
            .collect();
        Work {
            shared: errors,
            answers,
        }
    }

    fn present(&self, work: &Work<Errors, ()>, asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let errors = &work.shared;
        let bayes_terms = Self::bayes_terms(errors);
        let given_terms = Self::given_terms(errors);
        let given_total = errors.given.clone().unwrap_or_default();
        let list = |terms: &[Number]| terms.iter().map(|t| f.num(t)).collect::<Vec<_>>().join(", ");
        let parts = asked
            .iter()
            .map(|a| PartView {
                text: match a.part {
                    P::BayesDecisions => errors
                        .rows
                        .iter()
                        .map(|r| self.class_cell(f, r.bayes, &r.tied))
                        .collect::<Vec<_>>()
                        .join("; "),
                    P::BayesError => sum_text(f, &bayes_terms, &errors.bayes),
                    P::ClassifierError => sum_text(f, &given_terms, &given_total),
                    P::RowErrors => list(&bayes_terms),
                    P::ClassifierRowErrors => list(&given_terms),
                },
            })
            .collect();
        let ties: Vec<String> = errors
            .rows
            .iter()
            .enumerate()
            .filter(|(_, r)| !r.tied.is_empty())
            .map(|(i, r)| {
                let names: Vec<&str> = r
                    .tied
                    .iter()
                    .filter_map(|&t| self.classes.get(t))
                    .map(String::as_str)
                    .collect();
                f.lang.ta(
                    if self.continuous {
                        "bayes-error-tie-interval"
                    } else {
                        "bayes-error-tie-row"
                    },
                    &[("i", (i + 1).into()), ("classes", names.join(", ").into())],
                )
            })
            .collect();
        let asks = |these: &[P]| asked.iter().any(|a| these.contains(&a.part));
        Presented {
            view: View {
                figure: self.densities.then(|| self.figure(f, errors)).flatten(),
                bayes_table: asks(&[P::BayesDecisions, P::BayesError, P::RowErrors])
                    .then(|| self.table(f, errors, true)),
                given_table: asks(&[P::ClassifierError, P::ClassifierRowErrors]).then(|| self.table(f, errors, false)),
                ties: ties.join("; "),
                zero_rows: self.entries.iter().filter(|e| e.row.mass.is_zero()).count(),
            },
            parts,
            notes: Vec::new(),
        }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::BayesError => vec![P::RowErrors],
            P::ClassifierError => vec![P::ClassifierRowErrors],
            P::RowErrors => vec![P::BayesDecisions],
            P::BayesDecisions | P::ClassifierRowErrors => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let [Some(Value::List(items))] = from else { return None };
        match ask.part {
            // ε = the sum of the row terms
            P::BayesError | P::ClassifierError => {
                let terms: Vec<Number> = items
                    .iter()
                    .map(|v| match v {
                        Value::Number(n) => Some(n.clone()),
                        _ => None,
                    })
                    .collect::<Option<_>>()?;
                Some(Value::Number(terms.into_iter().sum()))
            }
            // P(x)·(1 − P(c | x)) with the student's decision c in each row
            P::RowErrors => {
                if items.len() != self.entries.len() {
                    return None;
                }
                let terms: Vec<Value> = items
                    .iter()
                    .zip(&self.entries)
                    .map(|(v, e)| {
                        let Value::Label(label) = v else { return None };
                        let k = self.classes.iter().position(|c| c == label)?;
                        let p = e.row.posteriors.get(k)?;
                        Some(Value::Number(&e.row.mass * &(Number::one() - p)))
                    })
                    .collect::<Option<_>>()?;
                Some(Value::List(terms))
            }
            P::BayesDecisions | P::ClassifierRowErrors => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let reweighted = |hint: Hint, mass: &dyn Fn(&Entry) -> Number| {
            let mut b = self.clone();
            for e in &mut b.entries {
                e.row.mass = mass(e);
            }
            Misconception::rerun_kind(hint, right, &b, asked, &[])
        };
        let mut out = Vec::new();
        let hint = Hint::new(
            lang,
            if self.continuous {
                "bayes-error-hint-intervals-unweighted"
            } else {
                "bayes-error-hint-rows-unweighted"
            },
        );
        out.push(reweighted(hint, &|_| Number::one()));
        if self.continuous {
            out.push(reweighted(
                Hint::new(lang, "bayes-error-hint-density-times-length"),
                &|e| e.weight.clone(),
            ));
        }
        // The Bayes decisions taken for the given classifier's.
        let errors = self.solve(&[]).shared;
        let as_bayes = asked
            .iter()
            .map(|a| match a.part {
                P::ClassifierError => Some(Value::Number(errors.bayes.clone())),
                P::ClassifierRowErrors => Some(Self::numbers(&Self::bayes_terms(&errors))),
                P::BayesDecisions | P::BayesError | P::RowErrors => None,
            })
            .collect();
        out.push(Misconception::differing(
            Hint::new(lang, "bayes-error-hint-bayes-for-given"),
            right,
            as_bayes,
        ));
        out.retain(Misconception::changes_anything);
        out
    }
}
