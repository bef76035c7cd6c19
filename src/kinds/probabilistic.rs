//! Readers and views shared by the probabilistic kinds (`softmax`, `softmax-regression`,
//! `logistic-regression`, `gradient-descent`): exact-or-rounded values as answers and display
//! strings, the parts a spec asks (to check what they need), step and tolerance keys.

use crate::spec::loader::short_number;
use serde::Serialize;

use crate::models::gradient_descent::Stop;
use crate::num::Number;
use crate::num::mixed::Mixed;
use crate::num::real::RealError;
use crate::present::{Fmt, Table, indexed};
use crate::spec::diag::Span;
use crate::spec::loader::{Label, Loader, Map, list_code};
use crate::value::Value;

use super::keys::{self, Key};
use super::{Answer, Ask, Hint, KindDef, Misconception, PartSet};

/// Most gradient steps in one run.
pub(crate) const MAX_STEPS: u64 = 10_000;
/// Most steps of one training run of `logistic-regression` or `softmax-regression` (gradient
/// descent on a polynomial may make 10,000). Every value of a step is a ball, checked and
/// rounded for the trace, and a run whose balls grow too wide for the shown digits is made again
/// at 512, 1024 and 2048 bits (docs/conventions.md, "Training steps"): the caps below keep the
/// worst case, a run that needs 2048 bits, in well under a second (docs/spec-format.md, "Limits",
/// measured by scripts/worst-cases.sh).
pub const MAX_RUN_STEPS: u64 = 1_000;
/// Most evaluations of one training run: steps × samples per step (× classes for softmax
/// regression). 5,000 evaluations of a batch run that needed 2048 bits took 0.63 s of CPU;
/// 5,000 is one step of softmax regression over the most data it takes (100 samples of 50
/// classes), so every kind's default run fits its caps for every size the kinds accept (a run
/// `until tolerance` without `max_steps` stops at the most the caps allow: `fit_default_cap`).
pub const MAX_WORK: u64 = 5_000;
/// Most weights one training run keeps: steps × weights (all classes' for softmax regression).
/// Each step keeps its gradient, its change and its weights as balls (about 1.5 KB a weight).
pub const MAX_KEPT: u64 = 10_000;
/// Most multiply-adds of Newton's Hessians in one run: steps × samples × weights². 50 steps over
/// 50 samples of 21 weights (1.1 million) took 1.2 s of CPU.
pub const MAX_HESSIAN: u64 = 250_000;
/// Most classes or logits.
pub(crate) const MAX_CLASSES: usize = 50;
/// Most features.
pub(crate) const MAX_FEATURES: usize = 20;

/// The largest size of an input number (weights, features, logits, θ₀, η, λ), so that runs stay
/// at exam sizes.
pub(crate) const MAX_INPUT: i64 = 1_000_000;

/// Checks that every value is at most [`MAX_INPUT`] in size; reports the first that is not.
pub(crate) fn check_size(l: &mut Loader, values: &[Number], span: Span, what: &str) -> bool {
    let max = Number::from(MAX_INPUT);
    match values.iter().find(|v| v.abs() > max) {
        None => true,
        Some(v) => {
            l.error_help(
                span,
                format!(
                    "{what} holds `{}`, larger than 10⁶ in size: mlex accepts numbers up to 10⁶ here",
                    short_number(v)
                ),
                "too large",
                "rescale the data: exam-sized numbers keep every step at exam size",
            );
            false
        }
    }
}

/// Checks the features of every sample with [`check_size`].
pub(crate) fn check_samples_size(l: &mut Loader, samples: &[crate::spec::loader::Sample]) -> bool {
    let mut ok = true;
    for (i, s) in samples.iter().enumerate() {
        ok &= check_size(l, &s.x, s.span, &format!("sample {}", i + 1));
    }
    ok
}

/// The answer value: exact numbers stay exact, rounded ones are compared at `digits`.
pub(crate) fn value(m: &Mixed) -> Value {
    match m {
        Mixed::Exact(n) => Value::Number(n.clone()),
        Mixed::Rounded(d) => Value::Rounded(d.clone()),
    }
}

/// A vector of values.
pub(crate) fn vector_value(v: &[Mixed]) -> Value {
    Value::List(v.iter().map(value).collect())
}

/// Per-class vectors as an answer: `{ 1: [...], 2: [...] }`.
pub(crate) fn class_vectors_value(classes: &[Label], w: &[Vec<Mixed>]) -> Value {
    Value::Map(
        classes
            .iter()
            .zip(w)
            .map(|(c, v)| (c.clone(), vector_value(v)))
            .collect(),
    )
}

/// One value, or a list when there are several.
pub(crate) fn one_or_list(mut values: Vec<Value>) -> Value {
    if values.len() == 1 {
        values.remove(0)
    } else {
        Value::List(values)
    }
}

/// Display: exact values exactly, rounded ones at `digits`.
pub(crate) fn show(f: &Fmt, m: &Mixed) -> String {
    match m {
        Mixed::Exact(n) => f.num(n),
        Mixed::Rounded(d) => f.real(d),
    }
}

/// Display for tables of many rows: an exact value whose decimal expansion is longer than
/// `digits` decimals is shown rounded, with `≈` (the answers keep it exact).
pub(crate) fn show_short(f: &Fmt, m: &Mixed) -> String {
    match m {
        Mixed::Exact(n) => {
            let s = f.num(n);
            let long =
                s.contains('/') && s.len() > 9 || s.split_once('.').is_some_and(|(_, d)| d.len() > f.digits as usize);
            if long {
                format!("≈ {}", n.round_to(f.digits))
            } else {
                s
            }
        }
        Mixed::Rounded(d) => f.real(d),
    }
}

/// `(a, b, c)`.
pub(crate) fn show_vec(f: &Fmt, v: &[Mixed]) -> String {
    let items: Vec<String> = v.iter().map(|m| show(f, m)).collect();
    format!("({})", items.join(", "))
}

/// `(a, b, c)` with long exact values rounded (see [`show_short`]).
pub(crate) fn show_vec_short(f: &Fmt, v: &[Mixed]) -> String {
    let items: Vec<String> = v.iter().map(|m| show_short(f, m)).collect();
    format!("({})", items.join(", "))
}

/// The weights as a table in the seeds' layout: one row per component d, one column per class.
pub(crate) fn weights_table(f: &Fmt, classes: &[Label], w: &[Vec<Mixed>]) -> Table {
    let mut header = vec!["d".to_string()];
    header.extend(classes.iter().map(|c| indexed("w", c)));
    let mut t = Table::new(&header);
    for d in 0..w.first().map_or(0, Vec::len) {
        let mut row = vec![d.to_string()];
        row.extend(w.iter().map(|wc| show(f, &wc[d])));
        t.row(&row);
    }
    t
}

/// A square matrix as a table.
pub(crate) fn matrix_table(f: &Fmt, m: &[Vec<Mixed>]) -> Table {
    let header: Vec<String> = std::iter::once(String::new())
        .chain((0..m.len()).map(|j| j.to_string()))
        .collect();
    let mut t = Table::new(&header);
    for (i, row) in m.iter().enumerate() {
        let mut cells = vec![i.to_string()];
        cells.extend(row.iter().map(|v| show(f, v)));
        t.row(&cells);
    }
    t
}

/// `12` → `¹²`.
pub(crate) fn superscript(k: usize) -> String {
    const SUP: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    k.to_string()
        .chars()
        .map(|c| c.to_digit(10).map_or(c, |d| SUP[d as usize]))
        .collect()
}

/// Long tables keep their first 20 and last 10 rows (the answers keep every row).
pub(crate) const TABLE_ROWS: usize = 60;

/// Shortens a table of more than [`TABLE_ROWS`] rows (after `keep` leading rows such as an
/// initial state) to its first 20 and last 10 rows with a `…` row between.
pub(crate) fn shorten(f: &Fmt, mut t: Table, keep: usize) -> Table {
    if t.rows.len() <= TABLE_ROWS + keep {
        return t;
    }
    let width = t.header.len();
    let tail = t.rows.split_off(t.rows.len() - 10);
    let skipped = t.rows.len() - keep - 20;
    t.rows.truncate(keep + 20);
    let mut gap = vec![String::new(); width];
    gap[0] = "…".into();
    if width > 1 {
        gap[1] = f.lang.ta("probabilistic-rows-not-shown", &[("n", skipped.into())]);
    }
    t.rows.push(gap);
    t.rows.extend(tail);
    t
}

/// e^a written the way the seeds write it, typeset: `1` for e⁰, `e` for e¹, `$e^{0.25}$`, `$e^{-1}$`.
pub(crate) fn exp_text(f: &Fmt, a: &Mixed) -> String {
    match a {
        Mixed::Exact(n) if n.is_zero() => "1".into(),
        Mixed::Exact(n) if n == &Number::one() => "e".into(),
        Mixed::Exact(n) if n.is_negative() => format!("$e^{{-{}}}$", f.num(&n.abs())),
        _ => format!("$e^{{{}}}$", show(f, a)),
    }
}

/// Σ e^(a_c) with equal terms grouped: `1 + 2e`, `e^−0.25 + e^0.25`.
pub(crate) fn exp_sum_text(f: &Fmt, a: &[Mixed]) -> String {
    let mut groups: Vec<(String, usize)> = Vec::new();
    for v in a {
        let t = exp_text(f, v);
        match groups.iter_mut().find(|(g, _)| *g == t) {
            Some((_, k)) => *k += 1,
            None => groups.push((t, 1)),
        }
    }
    groups
        .iter()
        .map(|(t, k)| match (*k, t.as_str()) {
            (1, _) => t.clone(),
            (k, "1") => k.to_string(),
            (k, "e") => format!("{k}e"),
            (k, _) => format!("{k}·{t}"),
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// `S(a) = (1/(1 + 2e))·(1, e, e)`: the softmax written with e, when the logits are exact.
pub(crate) fn softmax_symbolic(f: &Fmt, a: &[Mixed]) -> Option<String> {
    if !a.iter().all(Mixed::is_exact) {
        return None;
    }
    let terms: Vec<String> = a.iter().map(|v| exp_text(f, v)).collect();
    let sum = exp_sum_text(f, a);
    let denominator = if sum.contains(' ') { format!("({sum})") } else { sum };
    Some(format!("(1/{denominator})·({})", terms.join(", ")))
}

/// The sentence that says which values are rounded.
pub(crate) fn rounding_note(f: &Fmt) -> String {
    f.lang.ta("probabilistic-rounding", &[("d", f.digits.into())])
}

/// The sentence that says which values are rounded, when an answer holds one.
pub(crate) fn rounding<W>(answers: &[Answer<W>], f: &Fmt) -> Option<String> {
    answers.iter().any(|a| has_rounded(&a.value)).then(|| rounding_note(f))
}

/// The parts a spec asks, with where: the names in `ask`, or the kind's default parts.
pub(crate) fn asked_parts(m: &Map<'_>, kind: &KindDef) -> Vec<(&'static str, Span)> {
    let Some(ask) = m.get("ask") else {
        return kind
            .parts
            .iter()
            .filter(|p| p.default)
            .map(|p| (p.name, m.key_span("kind").unwrap_or_default()))
            .collect();
    };
    let Some(items) = ask.as_seq() else {
        return Vec::new();
    };
    items
        .iter()
        .filter_map(|item| {
            let name_node = match item.as_map() {
                Some(entries) if entries.len() == 1 => &entries[0].0,
                _ => item,
            };
            let name = name_node.as_scalar()?;
            kind.part(name).map(|p| (p.name, name_node.span))
        })
        .collect()
}

/// The index of a class label given by a key (`class`, `y`), or a located error.
pub(crate) fn class_index(
    l: &mut Loader,
    classes: &[Label],
    label: &str,
    span: Span,
    what: &str,
    source: super::shared::ClassSource<'_>,
) -> Option<usize> {
    let pos = classes.iter().position(|c| c == label);
    if pos.is_none() {
        let names: Vec<&str> = classes.iter().map(String::as_str).collect();
        l.error_help(
            span,
            format!(
                "{what} is `{label}`, which is not one of the classes {}",
                list_code(&names)
            ),
            "unknown class",
            source.help(label),
        );
    }
    pos
}

/// Reports every asked part among `parts` when `missing` (the data they need is absent).
pub(crate) fn require_for_parts(
    l: &mut Loader,
    asked: &[(&'static str, Span)],
    parts: &[&str],
    missing: bool,
    what: &str,
    help: &str,
) -> bool {
    let mut ok = true;
    if missing {
        for (name, span) in asked.iter().filter(|(n, _)| parts.contains(n)) {
            l.error_help(*span, format!("part `{name}` needs {what}"), "cannot be computed", help);
            ok = false;
        }
    }
    ok
}

/// `steps` of the kinds that step ([`read_stop`]); kinds document it with [`Key::doc`].
pub(crate) const STEPS: Key<u64> = Key::optional_none("steps", "none", "make exactly this many steps", |l, n, what| {
    l.count(n, what, 1, MAX_STEPS)
});

/// `tolerance` of the kinds that step ([`read_stop`]).
pub(crate) const TOLERANCE: Key<Number> = Key::optional_none(
    "tolerance",
    "none",
    "step until every change is at most this",
    keys::non_negative,
);

/// `max_steps` of the kinds that step ([`read_stop`]).
pub(crate) const MAX_STEPS_KEY: Key<u64> = Key::optional_none(
    "max_steps",
    "1000",
    "the cap on steps with `tolerance` (needed when `tolerance` is 0)",
    |l, n, what| l.count(n, what, 1, MAX_STEPS),
);

/// Reads `steps`, `tolerance` and `max_steps`: `steps` and `tolerance` exclude each other;
/// `tolerance: 0` needs an explicit `max_steps` (it would never be reached otherwise).
/// `default_steps` applies when neither is given (`None`: one of them is required).
pub(crate) fn read_stop(l: &mut Loader, m: &Map<'_>, default_steps: Option<u64>) -> Option<Stop> {
    let steps = STEPS.given(l, m);
    let tol = TOLERANCE.given(l, m);
    let max = MAX_STEPS_KEY.given(l, m);
    let mut ok = true;
    if let (Some(_), Some(_), Some(span)) = (&steps, &tol, m.key_span("tolerance")) {
        l.error_help(
            span,
            "give either `steps` or `tolerance`, not both",
            "conflicts with `steps`",
            "`steps: k` makes k steps; `tolerance: t` steps until every change is at most t",
        );
        ok = false;
    }
    if let (None, Some(span)) = (&tol, m.key_span("max_steps")) {
        l.error_help(
            span,
            "`max_steps` caps a run `until tolerance`; without `tolerance` it has no use",
            "no `tolerance`",
            "add `tolerance: 0.01`, or use `steps: k` for a fixed number of steps",
        );
        ok = false;
    }
    if let (Some(Some(t)), None, Some(span)) = (&tol, &max, m.key_span("tolerance"))
        && t.is_zero()
    {
        l.error_help(
            span,
            "`tolerance: 0` is never reached by rounded steps and there is no step cap",
            "tolerance 0 without `max_steps`",
            "use a positive tolerance, or add `max_steps: k`",
        );
        ok = false;
    }
    if steps.is_none() && tol.is_none() && default_steps.is_none() && max.is_none() {
        l.error_help(
            m.key_span("kind").unwrap_or_default(),
            "give `steps` or `tolerance`",
            "how many steps?",
            "add `steps: 1` for one step, or `tolerance: 0.01` to step until the change is small",
        );
        ok = false;
    }
    let (steps, tol, max) = (steps.flatten(), tol.flatten(), max.flatten());
    if !ok {
        return None;
    }
    match (steps, tol) {
        (Some(n), _) => Some(Stop::Steps(n as usize)),
        (None, Some(tol)) => Some(Stop::Tolerance {
            tol,
            max: max.unwrap_or(1000) as usize,
        }),
        (None, None) => {
            // a key was given but invalid (already reported), or the default applies
            if STEPS.is_given(m) || TOLERANCE.is_given(m) {
                None
            } else {
                default_steps.map(|n| Stop::Steps(n as usize))
            }
        }
    }
}

/// The cost of one step of a training run, for [`check_work`].
pub(crate) struct PerStep {
    /// Evaluations of one step (samples, × classes for softmax regression).
    pub(crate) evals: u64,
    /// What a step evaluates, for the message ("50 samples", "3 samples of 2 classes").
    pub(crate) unit: String,
    /// How evaluations are counted, for the message ("steps × samples").
    pub(crate) count: &'static str,
    /// The weights a step keeps (all classes' for softmax regression).
    pub(crate) weights: u64,
    /// Multiply-adds of the Hessian of a Newton step (0 for the other methods).
    pub(crate) hessian: u64,
}

/// The most steps a run may make within [`MAX_RUN_STEPS`], [`MAX_WORK`], [`MAX_KEPT`] and
/// [`MAX_HESSIAN`] at `per` a step (0 when one step is already over one of them).
fn most_steps(per: &PerStep) -> u64 {
    let most = |cap: u64, per_step: u64| cap / per_step.max(1);
    let mut n = MAX_RUN_STEPS
        .min(most(MAX_WORK, per.evals))
        .min(most(MAX_KEPT, per.weights));
    if per.hessian > 0 {
        n = n.min(most(MAX_HESSIAN, per.hessian));
    }
    n
}

/// A run `until tolerance` without `max_steps` stops at the most steps the caps allow for its
/// data, at most the 1,000 of `max_steps`' default (416 for 4 samples of 3 classes, where the
/// 1,000 would make 12,000 evaluations): the caps charge what the default lets a run do, so a
/// run that converges in 13 steps is not refused for the 1,000 it will never make. A run that
/// reaches it says so, as at any `max_steps`. An explicit `max_steps` is checked as given.
pub(crate) fn fit_default_cap(m: &Map<'_>, stop: Stop, per: &PerStep) -> Stop {
    match stop {
        Stop::Tolerance { tol, max } if !MAX_STEPS_KEY.is_given(m) => Stop::Tolerance {
            tol,
            max: max.min(most_steps(per).max(1) as usize),
        },
        stop => stop,
    }
}

/// Checks a training run at `steps` (or `max_steps`) against [`MAX_RUN_STEPS`], [`MAX_WORK`]
/// (its evaluations), [`MAX_KEPT`] (the weights it keeps) and [`MAX_HESSIAN`]: a spec within
/// them solves in well under a second. The error is at `steps` and says the most it may be. The
/// kinds' default runs fit the caps for every size of data they take (one step of softmax
/// regression over 100 samples of 50 classes is 5,000 evaluations), so only a given `steps` or
/// `max_steps` goes over.
pub(crate) fn check_work(l: &mut Loader, m: &Map<'_>, stop: &Stop, per: &PerStep) -> bool {
    let steps = stop.cap() as u64;
    let key = if STEPS.is_given(m) { "steps" } else { "max_steps" };
    let span = m.key_span(key).or(m.key_span("tolerance")).unwrap_or_default();
    let most = |cap: u64, per_step: u64| cap / per_step.max(1);
    let (noun, verb) = if steps == 1 { ("step", "is") } else { ("steps", "are") };
    let over = if steps > MAX_RUN_STEPS {
        Some((
            format!("{steps} steps are more than {MAX_RUN_STEPS}, the most of a training run"),
            MAX_RUN_STEPS,
            "",
        ))
    } else if steps > most(MAX_WORK, per.evals) {
        Some((
            format!(
                "{steps} {noun} over {} {verb} more than {MAX_WORK} evaluations ({}), the most of a training run",
                per.unit, per.count
            ),
            most(MAX_WORK, per.evals),
            ", or use fewer samples",
        ))
    } else if steps > most(MAX_KEPT, per.weights) {
        Some((
            format!(
                "{steps} {noun} of {} weights keep more than {MAX_KEPT} weights (steps × weights), the most of a training run",
                per.weights
            ),
            most(MAX_KEPT, per.weights),
            ", or use fewer features",
        ))
    } else if per.hessian > 0 && steps > most(MAX_HESSIAN, per.hessian) {
        Some((
            format!(
                "{steps} Newton {noun} over {} of {} weights need more than {MAX_HESSIAN} multiply-adds for their Hessians (steps × samples × weights²)",
                per.unit, per.weights
            ),
            most(MAX_HESSIAN, per.hessian),
            ", or use fewer samples or features",
        ))
    } else {
        None
    };
    match over {
        None => true,
        Some((message, max, or)) => {
            l.error_help(
                span,
                message,
                "too many steps",
                format!("lower `{key}` to at most {max}{or}"),
            );
            false
        }
    }
}

/// The answer of a part whose value overflowed (a result, not a panic).
pub(crate) fn not_computable() -> Value {
    Value::Label("not computable".into())
}

/// The answer of a part, or [`not_computable`] with the error kept (by `failed`) for the view.
pub(crate) fn or_failed<W>(answer: Result<Answer<W>, RealError>, failed: impl FnOnce(RealError) -> W) -> Answer<W> {
    answer.unwrap_or_else(|e| Answer {
        value: not_computable(),
        work: failed(e),
    })
}

/// The sentence that says why a part is not computable.
pub(crate) fn failed_text(f: &Fmt, e: RealError) -> String {
    f.lang.t(match e {
        RealError::Overflow => "probabilistic-failed-overflow",
        RealError::Domain => "probabilistic-failed-domain",
    })
}

/// The worked lines of a part: `{ lines: [...] }` in the templates.
#[derive(Clone, Debug, Default, Serialize)]
pub(crate) struct Lines {
    /// One worked line each.
    pub(crate) lines: Vec<String>,
}

impl Lines {
    /// The lines.
    pub(crate) fn new(lines: Vec<String>) -> Self {
        Lines { lines }
    }

    /// One line.
    pub(crate) fn one(line: String) -> Self {
        Lines { lines: vec![line] }
    }
}

/// The class of the largest value (ties to the first class, the tied classes kept) as an
/// answer.
pub(crate) fn class_of(classes: &[Label], values: &[Mixed]) -> Result<Value, RealError> {
    let (best, tied) = crate::models::softmax::argmax(values)?;
    Ok(Value::Class {
        label: classes[best].clone(),
        tied: tied.iter().map(|&i| classes[i].clone()).collect(),
    })
}

/// The sentence the worksheet adds to a class answer on a tie (empty without one).
pub(crate) fn tie_text(f: &Fmt, class: &Value) -> String {
    match class {
        Value::Class { tied, .. } if !tied.is_empty() => format!(
            " {}",
            f.lang.ta("probabilistic-tie", &[("classes", tied.join(", ").into())])
        ),
        _ => String::new(),
    }
}

/// Whether an answer holds a rounded value.
pub(crate) fn has_rounded(v: &Value) -> bool {
    match v {
        Value::Rounded(_) => true,
        Value::List(items) => items.iter().any(has_rounded),
        Value::Map(items) => items.iter().any(|(_, v)| has_rounded(v)),
        _ => false,
    }
}

/// An optional key read with a checked reader: `None` (key absent) → `Some(None)`, an invalid
/// value → `None`, a valid one → `Some(Some(v))`.
pub(crate) fn optional<T>(read: Option<Option<T>>) -> Option<Option<T>> {
    match read {
        None => Some(None),
        Some(v) => v.map(Some),
    }
}

/// A number of an answer (a student's, read like the solution's) as a model value.
pub(crate) fn mixed_of(v: &Value) -> Option<Mixed> {
    match v {
        Value::Number(n) => Some(Mixed::Exact(n.clone())),
        Value::Rounded(d) => Some(Mixed::Rounded(d.clone())),
        _ => None,
    }
}

/// A vector of numbers of an answer as model values.
pub(crate) fn mixed_vec(v: &Value) -> Option<Vec<Mixed>> {
    match v {
        Value::List(items) => items.iter().map(mixed_of).collect(),
        _ => None,
    }
}

/// A list of vectors of an answer (one per sample) as model values.
pub(crate) fn mixed_vecs(v: &Value) -> Option<Vec<Vec<Mixed>>> {
    match v {
        Value::List(items) => items.iter().map(mixed_vec).collect(),
        _ => None,
    }
}

/// Per-class vectors `{ class: [...] }` of an answer, in class order, as model values.
pub(crate) fn class_vectors_of(classes: &[Label], v: &Value) -> Option<Vec<Vec<Mixed>>> {
    let Value::Map(items) = v else { return None };
    classes
        .iter()
        .map(|c| items.iter().find(|(k, _)| k == c).and_then(|(_, w)| mixed_vec(w)))
        .collect()
}

/// The last state of a trace answer (the final weights or θ it leads to).
pub(crate) fn last_state(v: &Value) -> Option<Value> {
    match v {
        Value::List(states) => states.last().cloned(),
        _ => None,
    }
}

/// The answers of the asked parts under a mistake: `answer` gives a part's value, `None` where
/// the mistake does not apply.
pub(crate) fn misconception<P: PartSet>(
    asked: &[Ask<'_, P>],
    hint: Hint,
    answer: impl Fn(P) -> Option<Value>,
) -> Misconception {
    Misconception {
        hint,
        answers: asked.iter().map(|a| answer(a.part)).collect(),
    }
}

/// Helpers for the kinds' tests of their checker hooks.
#[cfg(test)]
pub(crate) mod testing {
    use crate::exercise::{Exercise, Part};
    use crate::num::Number;
    use crate::value::Value;

    /// The one exercise of a spec text.
    pub(crate) fn exercise(text: &str) -> Exercise {
        let src = crate::spec::diag::Source::new("test.yaml", text);
        crate::load::exercises(src).unwrap().remove(0)
    }

    /// The asked part `name`.
    pub(crate) fn part<'a>(ex: &'a Exercise, name: &str) -> &'a Part {
        ex.parts.iter().find(|p| p.name == name).unwrap()
    }

    /// An exact number.
    pub(crate) fn x(s: &str) -> Value {
        Value::Number(s.parse::<Number>().unwrap())
    }

    /// A rounded number (a student's decimal for a rounded part).
    pub(crate) fn r(s: &str) -> Value {
        Value::Rounded(s.parse().unwrap())
    }

    /// A list.
    pub(crate) fn list(items: &[Value]) -> Value {
        Value::List(items.to_vec())
    }

    /// Per-class values `{1: …, 2: …}`.
    pub(crate) fn classes(items: &[Value]) -> Value {
        Value::Map(
            items
                .iter()
                .enumerate()
                .map(|(i, v)| ((i + 1).to_string(), v.clone()))
                .collect(),
        )
    }
}
