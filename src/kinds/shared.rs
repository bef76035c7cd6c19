//! Readers and views shared by several kinds (classes, samples, per-class weights).

use crate::models::perceptron::Comparison;
use crate::num::{Number, linear};
use crate::present::{Fmt, Table, indexed};
use crate::spec::diag::Span;
use crate::spec::loader::{Label, Loader, Map, Sample, list_code};
use crate::spec::yaml::Node;

/// Most samples a kind accepts (exam-sized data; keeps traces and worksheets readable).
pub const MAX_SAMPLES: usize = 100;
/// Most passes over the samples.
pub const MAX_ITERATIONS: u64 = 10_000;
/// Most samples processed in one run (passes × samples).
pub const MAX_STEPS: u64 = 100_000;

/// Reads `learning_rate` (default 1, must be > 0).
pub fn learning_rate(l: &mut Loader, m: &Map<'_>) -> Option<Number> {
    m.get("learning_rate")
        .map_or(Some(Number::one()), |n| l.positive(n, "`learning_rate`"))
}

/// Reads `margin` (default 0, must be ≥ 0).
pub fn margin(l: &mut Loader, m: &Map<'_>) -> Option<Number> {
    m.get("margin")
        .map_or(Some(Number::zero()), |n| l.non_negative(n, "`margin`"))
}

/// Reads `comparison` (`>` by default, `>=` for the seed's Python variant).
pub fn comparison(l: &mut Loader, m: &Map<'_>) -> Option<Comparison> {
    match m.get("comparison") {
        None => Some(Comparison::Greater),
        Some(n) => match n.as_scalar() {
            Some(">") => Some(Comparison::Greater),
            Some(">=") => Some(Comparison::GreaterEq),
            _ => {
                l.error_help(
                    n.span,
                    format!("`comparison` must be `>` or `>=`, found {}", n.describe()),
                    "not a comparison",
                    "use \">\" (strict, the notes' pseudo-code; the default) or \">=\" (the notes' Python)",
                );
                None
            }
        },
    }
}

/// Reads `homogeneous` (default false).
pub fn homogeneous(l: &mut Loader, m: &Map<'_>) -> Option<bool> {
    m.get("homogeneous")
        .map_or(Some(false), |n| l.boolean(n, "`homogeneous`"))
}

/// Turns samples into homogeneous vectors x̄ = (1, x₁, …): prepends the 1, or, with
/// `homogeneous: true`, checks that it is there. Returns the vectors and D.
pub fn homogenize(
    l: &mut Loader,
    samples: &[Sample],
    homogeneous: bool,
    what: &str,
) -> Option<(Vec<Vec<Number>>, usize)> {
    let mut out = Vec::with_capacity(samples.len());
    let mut ok = true;
    for (i, s) in samples.iter().enumerate() {
        if homogeneous {
            if s.x.first() != Some(&Number::one()) || s.x.len() < 2 {
                l.error_help(
                    s.span,
                    format!(
                        "with `homogeneous: true`, `x` of {} must start with 1",
                        nth(what, i, samples.len())
                    ),
                    "no leading 1",
                    "write x̄ = (1, x₁, …), or drop `homogeneous: true` and give (x₁, …)",
                );
                ok = false;
                continue;
            }
            out.push(s.x.clone());
        } else {
            let mut x = Vec::with_capacity(s.x.len() + 1);
            x.push(Number::one());
            x.extend(s.x.iter().cloned());
            out.push(x);
        }
    }
    let dim = out.first().map_or(0, |x| x.len() - 1);
    ok.then_some((out, dim))
}

/// Checks the number of samples.
pub fn check_sample_count(l: &mut Loader, samples: &[Sample], span: Span) -> bool {
    if samples.len() > MAX_SAMPLES {
        l.error_help(
            span,
            format!(
                "there are {} samples; mlex works exactly and allows at most {MAX_SAMPLES}",
                samples.len()
            ),
            "too many samples",
            "use a smaller, exam-sized data set",
        );
        return false;
    }
    true
}

/// Labels sorted as the seeds' `np.unique` does: numerically when all are numbers, otherwise in
/// order of first appearance.
pub fn labels_in_order(samples: &[Sample]) -> Vec<Label> {
    let mut labels: Vec<Label> = Vec::new();
    for s in samples {
        if !labels.contains(&s.y) {
            labels.push(s.y.clone());
        }
    }
    let numeric: Option<Vec<Number>> = labels.iter().map(|l| l.parse::<Number>().ok()).collect();
    if let Some(nums) = numeric {
        let mut pairs: Vec<(Number, Label)> = nums.into_iter().zip(labels).collect();
        pairs.sort_by(|a, b| a.0.cmp(&b.0));
        labels = pairs.into_iter().map(|(_, l)| l).collect();
    }
    labels
}

/// Where the classes of a spec come from, for the help of an unknown label: a spec without a
/// `classes` key is not told to add the label to `classes`.
#[derive(Clone, Copy, Debug)]
pub enum ClassSource<'a> {
    /// The `classes` key.
    ClassesKey,
    /// The keys of a per-class mapping (`weights`, `initial_weights`).
    WeightKeys(&'a str),
    /// Numbered 1, 2, …, K by default, one per `what` (`softmax` without `classes`).
    Numbered(&'a str),
}

impl ClassSource<'_> {
    /// The help line for the unknown label `label`.
    pub fn help(self, label: &str) -> String {
        match self {
            ClassSource::ClassesKey => format!("add `{label}` to `classes`, or correct the label"),
            ClassSource::WeightKeys(key) => format!(
                "the classes are the keys of `{key}`: correct the label, or give `{key}` a vector for class `{label}`"
            ),
            ClassSource::Numbered(what) => format!(
                "without `classes` the classes are numbered 1, 2, … (one per {what}): use one of those numbers, or name the classes with `classes: [a, b, …]`"
            ),
        }
    }
}

/// `sample 3`, or `the sample` alone when it is the only one (`what` = "the sample").
fn nth(what: &str, i: usize, count: usize) -> String {
    if count == 1 && what.starts_with("the ") {
        what.to_string()
    } else {
        format!("{what} {}", i + 1)
    }
}

/// Checks that every sample's label is one of `classes`; returns the class index of each.
pub fn class_indices(
    l: &mut Loader,
    samples: &[Sample],
    classes: &[Label],
    what: &str,
    source: ClassSource<'_>,
) -> Option<Vec<usize>> {
    let mut out = Vec::with_capacity(samples.len());
    let mut ok = true;
    let names: Vec<&str> = classes.iter().map(String::as_str).collect();
    for (i, s) in samples.iter().enumerate() {
        match classes.iter().position(|c| c == &s.y) {
            Some(k) => out.push(k),
            None => {
                l.error_help(
                    s.y_span,
                    format!(
                        "{} has class `{}`, which is not one of the classes {}",
                        nth(what, i, samples.len()),
                        s.y,
                        list_code(&names)
                    ),
                    "unknown class",
                    source.help(&s.y),
                );
                ok = false;
            }
        }
    }
    ok.then_some(out)
}

/// The class labels that key a per-class mapping (`weights: { 1: […], 2: […] }`), each with the
/// span of its key, read without reporting anything: the reader of the vectors reports their
/// errors, and the checks that need only the labels (sample labels, `classes`) still run when a
/// vector is invalid. `None` when the node is absent or not a mapping of scalar keys.
pub fn class_keys(node: Option<&Node>) -> Option<Vec<(Label, Span)>> {
    node?
        .as_map()?
        .iter()
        .map(|(k, _)| k.as_scalar().map(|t| (t.trim().to_string(), k.span)))
        .collect()
}

/// Reports the keys of a per-class mapping that are not among `classes`, and the classes it has
/// no entry for; `false` when there was any.
pub fn check_class_keys(l: &mut Loader, keys: &[(Label, Span)], classes: &[Label], what: &str, whole: Span) -> bool {
    let mut ok = true;
    let names: Vec<&str> = classes.iter().map(String::as_str).collect();
    for (label, span) in keys {
        if !classes.contains(label) {
            l.error_help(
                *span,
                format!(
                    "{what} has weights for class `{label}`, which is not one of the classes {}",
                    list_code(&names)
                ),
                "unknown class",
                format!("the keys must be the class labels: {}", list_code(&names)),
            );
            ok = false;
        }
    }
    for c in classes {
        if !keys.iter().any(|(label, _)| label == c) {
            l.error_help(
                whole,
                format!("{what} has no weights for class `{c}`"),
                "a class is missing",
                "give one vector (w0, w1, …) per class",
            );
            ok = false;
        }
    }
    ok
}

/// Orders per-class vectors as `classes`, reporting unknown and missing classes.
pub fn weights_for_classes(
    l: &mut Loader,
    given: Vec<(Label, Vec<Number>, Span)>,
    classes: &[Label],
    what: &str,
    whole: Span,
) -> Option<Vec<Vec<Number>>> {
    let keys: Vec<(Label, Span)> = given.iter().map(|(label, _, span)| (label.clone(), *span)).collect();
    if !check_class_keys(l, &keys, classes, what, whole) {
        return None;
    }
    classes
        .iter()
        .map(|c| given.iter().find(|(label, _, _)| label == c).map(|(_, v, _)| v.clone()))
        .collect()
}

/// The table of per-class weights in the seeds' layout: one row per component d, one column
/// per class.
pub fn weights_table(f: &Fmt, classes: &[Label], weights: &[Vec<Number>]) -> Table {
    let mut header = vec!["d".to_string()];
    header.extend(classes.iter().map(|c| indexed("w", c)));
    let mut t = Table::new(&header);
    let len = weights.first().map_or(0, Vec::len);
    for d in 0..len {
        let mut row = vec![d.to_string()];
        row.extend(weights.iter().map(|w| f.num(&w[d])));
        t.row(&row);
    }
    t
}

/// The table of samples: n, x₁ … x_D, label.
pub fn samples_table(f: &Fmt, samples: &[Sample], label_title: &str) -> Table {
    let dim = samples.first().map_or(0, |s| s.x.len());
    let mut header = vec!["n".to_string()];
    header.extend((1..=dim).map(|i| format!("x{}", linear::subscript(i))));
    header.push(label_title.to_string());
    let mut t = Table::new(&header);
    for (i, s) in samples.iter().enumerate() {
        let mut row = vec![(i + 1).to_string()];
        row.extend(s.x.iter().map(|v| f.num(v)));
        row.push(s.y.clone());
        t.row(&row);
    }
    t
}

/// `w₁ = (…), w₂ = (…)`.
pub fn weights_inline(f: &Fmt, classes: &[Label], weights: &[Vec<Number>]) -> String {
    classes
        .iter()
        .zip(weights)
        .map(|(c, w)| format!("{} = {}", indexed("w", c), f.vec(w)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The class with the largest of a student's per-class numbers (`{ class: g }`, read by the
/// checker), every tied class accepted; `None` when a class is missing or not an exact number.
pub fn largest_class(classes: &[Label], v: &crate::value::Value) -> Option<crate::value::Value> {
    use crate::value::Value;
    let Value::Map(items) = v else { return None };
    let numbers: Vec<Number> = classes
        .iter()
        .map(|c| match items.iter().find(|(k, _)| k == c) {
            Some((_, Value::Number(n))) => Some(n.clone()),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let (best, tied) = crate::models::discriminant::argmax(&numbers);
    Some(Value::Class {
        label: classes.get(best)?.clone(),
        tied: tied.iter().filter_map(|&t| classes.get(t).cloned()).collect(),
    })
}
