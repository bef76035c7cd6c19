//! Readers and views shared by several kinds (classes, samples, per-class weights).

use super::keys::{self, ClassVectors};
use crate::compare::label_agrees;
use crate::num::{Number, linear};
use crate::present::{Fmt, Table, indexed};
use crate::spec::diag::Span;
use crate::spec::loader::{Label, Loader, Map, Sample, list_code};
use crate::spec::yaml::Node;

/// Most samples a kind accepts (exam-sized data; keeps traces and worksheets readable).
pub(crate) const MAX_SAMPLES: usize = 100;
/// Most passes over the samples.
pub(crate) const MAX_ITERATIONS: u64 = 10_000;
/// Most samples processed in one run (passes × samples).
pub(crate) const MAX_STEPS: u64 = 100_000;

/// How many passes over the samples a training kind runs (`iterations` / `max_iterations`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Passes {
    /// `iterations: k`: run k passes (fewer after a pass without errors); `None` runs until
    /// convergence.
    pub(crate) exact: Option<usize>,
    /// `max_iterations` (default 1000): the cap when running until convergence.
    pub(crate) max: usize,
}

impl Passes {
    /// The most passes the run may take.
    pub(crate) fn limit(&self) -> usize {
        self.exact.unwrap_or(self.max)
    }
}

/// `iterations` and `max_iterations` as read, before the number of samples is known: see
/// [`pass_keys`] and [`PassKeys::passes`].
#[derive(Debug)]
pub(crate) struct PassKeys {
    iterations: Option<Option<u64>>,
    max_iterations: Option<Option<u64>>,
}

/// Reads `iterations` and `max_iterations` (each 1 to [`MAX_ITERATIONS`]) and reports giving
/// both. The cap on passes × samples is checked by [`PassKeys::passes`] once the samples are
/// read (two steps, so that errors come in the order of the spec's checks).
pub(crate) fn pass_keys(l: &mut Loader, m: &Map<'_>) -> PassKeys {
    let iterations = keys::ITERATIONS.get(l, m);
    let max_iterations = keys::MAX_ITERATIONS.get(l, m);
    if let (Some(_), Some(span)) = (m.get("iterations"), m.key_span("max_iterations")) {
        l.error_help(
            span,
            "give either `iterations` or `max_iterations`, not both",
            "conflicts with `iterations`",
            "`iterations: k` runs k passes; `max_iterations: k` runs until convergence, at most k passes",
        );
    }
    PassKeys {
        iterations,
        max_iterations,
    }
}

impl PassKeys {
    /// The passes over `samples` samples, after checking that passes × samples is at most
    /// [`MAX_STEPS`] (`samples_span` places the error when the key has no place).
    pub(crate) fn passes(self, l: &mut Loader, m: &Map<'_>, samples: usize, samples_span: Span) -> Option<Passes> {
        let (iterations, max_iterations) = (self.iterations.flatten(), self.max_iterations.flatten());
        let passes = iterations.or(max_iterations).unwrap_or(1000);
        if passes * samples as u64 > MAX_STEPS {
            let key = if keys::ITERATIONS.is_given(m) {
                "iterations"
            } else {
                "max_iterations"
            };
            l.error_help(
                m.key_span(key).unwrap_or(samples_span),
                format!("{passes} passes over {samples} samples is more than {MAX_STEPS} steps"),
                "too many steps",
                format!("lower `{key}` to at most {}", MAX_STEPS / samples as u64),
            );
            return None;
        }
        Some(Passes {
            exact: iterations.map(|i| i as usize),
            max: max_iterations.unwrap_or(1000) as usize,
        })
    }
}

/// D, the number of features of samples as written (all of one length; with `homogeneous: true`
/// without their leading 1). Taken from the samples as written so that weights and points are
/// checked against it even when a sample lacks its leading 1.
pub(crate) fn features(samples: &[Sample], homogeneous: bool) -> usize {
    let written = samples.first().map_or(0, |s| s.x.len());
    if homogeneous {
        written.saturating_sub(1)
    } else {
        written
    }
}

/// The loader's error for a training run whose weights grew past the size guard: at `samples`,
/// whose fractions make the denominators (every update adds a sample's).
pub(crate) fn too_large_run(e: crate::num::TooLarge, samples: usize, passes: &Passes) -> super::TooLargeAt {
    let key = if passes.exact.is_some() {
        "`iterations`"
    } else {
        "`max_iterations`"
    };
    super::TooLargeAt {
        key: "samples",
        message: format!("{e} while training on {samples} samples"),
        what: if matches!(e, crate::num::TooLarge::Length { .. }) {
            super::TooLargeWhat::Run
        } else {
            super::TooLargeWhat::Numbers
        },
        help: match e {
            crate::num::TooLarge::Length { .. } => {
                format!("use fewer samples, classes or features, or lower {key}")
            }
            _ => format!(
                "write the samples with fewer different denominators (integers, or decimals with few places), use fewer samples, or lower {key}"
            ),
        },
    }
}

/// The most numbers a trace table may hold (steps × classes × weights per class): rendering
/// costs about 2.4 µs and 400 bytes a number, so 100,000 are a quarter of a second and 40 MB; a
/// trace worked by hand holds a few hundred.
pub(crate) const MAX_TRACE_NUMBERS: usize = 100_000;

/// [`MAX_TRACE_NUMBERS`] checked for a run of `steps` steps of `classes` × `weights` numbers,
/// when `trace` is asked.
pub(crate) fn trace_size(asked: bool, steps: usize, classes: usize, weights: usize) -> Result<(), super::TooLargeAt> {
    let numbers = steps.saturating_mul(classes).saturating_mul(weights);
    if !asked || numbers <= MAX_TRACE_NUMBERS {
        return Ok(());
    }
    Err(super::TooLargeAt {
        key: "ask",
        message: format!(
            "the trace of {steps} steps would hold {numbers} numbers (steps × classes × weights), more than the {MAX_TRACE_NUMBERS} of a trace table"
        ),
        help: "ask for `final_weights` without `trace`, or use fewer samples or iterations".into(),
        what: super::TooLargeWhat::Trace,
    })
}

/// The number of entries of the first sample's `x` as written, when it is a list: the length
/// the other vectors are checked against even when some sample is invalid.
pub(crate) fn first_sample_len(m: &Map<'_>) -> Option<usize> {
    let first = keys::SAMPLES.node(m)?.as_seq()?.first()?;
    let (_, x) = first.as_map()?.iter().find(|(k, _)| k.as_scalar() == Some("x"))?;
    Some(x.as_seq()?.len())
}

/// Turns samples into homogeneous vectors x̄ = (1, x₁, …): prepends the 1, or, with
/// `homogeneous: true`, checks that it is there. Returns the vectors and D.
pub(crate) fn homogenize(
    l: &mut Loader,
    samples: &[Sample],
    homogeneous: bool,
    what: &str,
) -> Option<(Vec<Vec<Number>>, usize)> {
    let mut out = Vec::with_capacity(samples.len());
    let mut ok = true;
    for (i, s) in samples.iter().enumerate() {
        if homogeneous {
            if s.x.first() != Some(&Number::one()) {
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
            if s.x.len() < 2 {
                // it does start with 1: what is missing is a feature after it
                l.error_help(
                    s.span,
                    format!(
                        "with `homogeneous: true`, `x` of {} needs at least one feature after its leading 1",
                        nth(what, i, samples.len())
                    ),
                    "only the leading 1",
                    "write x̄ = (1, x₁, …) with at least one feature x₁, or drop `homogeneous: true` and give (x₁, …)",
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
pub(crate) fn check_sample_count(l: &mut Loader, samples: &[Sample], span: Span) -> bool {
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
/// order of first appearance. Labels an answers file could not tell apart (`1` and `1.0`, as
/// `np.unique` does not either) are one class, named as first written.
pub(crate) fn labels_in_order(samples: &[Sample]) -> Vec<Label> {
    let mut labels: Vec<Label> = Vec::new();
    for s in samples {
        if !labels.iter().any(|l| label_agrees(l, &s.y)) {
            labels.push(s.y.clone());
        }
    }
    np_unique_order(labels)
}

/// Distinct labels in `np.unique`'s order: numerically when all are numbers, otherwise as given.
pub(crate) fn np_unique_order(labels: Vec<Label>) -> Vec<Label> {
    let numeric: Option<Vec<Number>> = labels.iter().map(|l| l.parse::<Number>().ok()).collect();
    match numeric {
        Some(nums) => {
            let mut pairs: Vec<(Number, Label)> = nums.into_iter().zip(labels).collect();
            pairs.sort_by(|a, b| a.0.cmp(&b.0));
            pairs.into_iter().map(|(_, l)| l).collect()
        }
        None => labels,
    }
}

/// Where the classes of a spec come from, for the help of an unknown label: a spec without a
/// `classes` key is not told to add the label to `classes`.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ClassSource<'a> {
    /// The `classes` key.
    ClassesKey,
    /// The keys of a per-class mapping (`weights`, `initial_weights`).
    WeightKeys(&'a str),
    /// Numbered 1, 2, …, K by default, one per `what` (`softmax` without `classes`).
    Numbered(&'a str),
}

impl ClassSource<'_> {
    /// The help line for the unknown label `label`.
    pub(crate) fn help(self, label: &str) -> String {
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
pub(crate) fn class_indices(
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
        // the class as written, else the one an answers file would read it as (`1.0` for `1`)
        let k = classes.iter().position(|c| c == &s.y);
        match k.or_else(|| classes.iter().position(|c| label_agrees(c, &s.y))) {
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
pub(crate) fn class_keys(node: Option<&Node>) -> Option<Vec<(Label, Span)>> {
    node?
        .as_map()?
        .iter()
        .map(|(k, _)| k.as_scalar().map(|t| (t.trim().to_string(), k.span)))
        .collect()
}

/// Reports the keys of a per-class mapping that are not among `classes`, and the classes it has
/// no entry for; `false` when there was any.
pub(crate) fn check_class_keys(
    l: &mut Loader,
    keys: &[(Label, Span)],
    classes: &[Label],
    what: &str,
    whole: Span,
) -> bool {
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

/// The classes a per-class mapping names: the keys of its vectors as read or, when a vector is
/// invalid (`read` is `None`), its keys as written, so that labels are still checked against
/// them in the same run. `None` when the mapping has no readable keys.
pub(crate) fn classes_of(read: Option<&ClassVectors>, node: Option<&Node>) -> Option<Vec<Label>> {
    match read {
        Some(w) => Some(w.iter().map(|(c, _, _)| c.clone()).collect()),
        None => Some(class_keys(node)?.into_iter().map(|(c, _)| c).collect()),
    }
}

/// Per-class vectors in the order of `classes` ([`weights_for_classes`]); when a vector was
/// invalid (`read` is `None`, already reported), the keys of the mapping at `node` are still
/// checked against `classes` if `check_keys`. `None` after any error.
pub(crate) fn in_class_order(
    l: &mut Loader,
    read: Option<ClassVectors>,
    node: Option<&Node>,
    classes: &[Label],
    what: &str,
    check_keys: bool,
) -> Option<Vec<Vec<Number>>> {
    let whole = node.map(|n| n.span).unwrap_or_default();
    match read {
        Some(w) => weights_for_classes(l, w, classes, what, whole),
        None => {
            if check_keys && let Some(keys) = class_keys(node) {
                check_class_keys(l, &keys, classes, what, whole);
            }
            None
        }
    }
}

/// Orders per-class vectors as `classes`, reporting unknown and missing classes.
pub(crate) fn weights_for_classes(
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
pub(crate) fn weights_table(f: &Fmt, classes: &[Label], weights: &[Vec<Number>]) -> Table {
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
pub(crate) fn samples_table(f: &Fmt, samples: &[Sample], label_title: &str) -> Table {
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
pub(crate) fn weights_inline(f: &Fmt, classes: &[Label], weights: &[Vec<Number>]) -> String {
    classes
        .iter()
        .zip(weights)
        .map(|(c, w)| format!("{} = {}", indexed("w", c), f.vec(w)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The class with the largest of a student's per-class numbers (`{ class: g }`, read by the
/// checker), every tied class accepted; `None` when a class is missing or not an exact number.
pub(crate) fn largest_class(classes: &[Label], v: &crate::value::Value) -> Option<crate::value::Value> {
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

/// The worksheet's answer table (`blank_{part}` in a kind's data, shown under "Answers" and
/// laid out as boxes on the practice page): `corner` over the columns' names, then a row per
/// name of `rows` with a blank cell per column.
pub(crate) fn answer_table(corner: &str, columns: &[String], rows: &[String]) -> Table {
    let mut header = vec![corner.to_string()];
    header.extend(columns.iter().cloned());
    let mut t = Table::new(&header);
    for r in rows {
        let mut cells = vec![r.clone()];
        cells.resize(header.len(), String::new());
        t.row(&cells);
    }
    t
}

/// [`answer_table`] of an answer with one value per column: one row, named `row`.
pub(crate) fn answer_row(corner: &str, columns: &[String], row: &str) -> Table {
    answer_table(corner, columns, &[row.to_string()])
}

/// [`answer_row`] of an answer with one value per sample: the samples' numbers `1, 2, …` under
/// `n`, as the data's table numbers them, and the value's name (`f(xₙ)`) as the row's.
pub(crate) fn per_sample_row(samples: usize, row: &str) -> Table {
    let columns: Vec<String> = (1..=samples).map(|n| n.to_string()).collect();
    answer_row("n", &columns, row)
}

/// [`answer_table`] of a part asked at points (`classify: [[1, 2], [0, 1]]`): its columns,
/// and a row per asked point, `x = (1, 2)`, added by the worksheet and the practice page
/// (`render::answer_table`), which know the points.
pub(crate) fn per_point(columns: &[String]) -> Table {
    answer_table("", columns, &[])
}

/// [`per_point`] of a classification: the class `c(x)` (the worked solution's
/// `c(x) = argmax_c g_c(x)`).
pub(crate) fn classify_at_points() -> Table {
    per_point(&["$c(x)$".to_string()])
}

/// [`per_point`] of the discriminants' values: `g₁, g₂, …`, a column per class.
pub(crate) fn discriminants_at_points(classes: &[Label]) -> Table {
    per_point(&classes.iter().map(|c| indexed("g", c)).collect::<Vec<_>>())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The passes read from `text` for `samples` samples, with the messages and helps reported.
    fn passes_of(text: &str, samples: usize) -> (Option<Passes>, Vec<String>) {
        let nodes = crate::spec::yaml::parse(text).unwrap();
        let mut l = Loader::new();
        let m = l.map_any(&nodes[0], "the exercise").unwrap();
        let keys = pass_keys(&mut l, &m);
        let passes = keys.passes(&mut l, &m, samples, Span::default());
        let said = l
            .diags
            .iter()
            .map(|d| format!("{} / {}", d.message, d.help.clone().unwrap_or_default()))
            .collect();
        (passes, said)
    }

    /// Sample labels that an answers file reads as one (`1`, `1.0`, `01`) are one class, as
    /// `np.unique` makes them; the class keeps its first spelling, and every sample finds it.
    #[test]
    fn labels_check_reads_as_one_are_one_class() {
        let samples: Vec<Sample> = ["2", "1", "1.0", "b", "01", "2.0", "B"]
            .iter()
            .map(|y| Sample {
                x: vec![Number::one()],
                y: y.to_string(),
                span: Span::default(),
                y_span: Span::default(),
            })
            .collect();
        let classes = labels_in_order(&samples);
        assert_eq!(classes, ["2", "1", "b", "B"]);
        let numeric = labels_in_order(&samples[..3]);
        assert_eq!(numeric, ["1", "2"]);
        let mut l = Loader::new();
        let ys = class_indices(&mut l, &samples, &classes, "sample", ClassSource::ClassesKey);
        assert_eq!(ys, Some(vec![0, 1, 1, 2, 1, 0, 3]));
        assert!(class_indices(&mut l, &samples[3..4], &numeric, "sample", ClassSource::ClassesKey).is_none());
        assert_eq!(l.diags.len(), 1);
    }

    #[test]
    fn passes_from_iterations_or_max_iterations() {
        let until = |max| Passes { exact: None, max };
        // no key: until convergence, at most 1000 passes; 1000 × 100 samples is exactly the cap
        assert_eq!(passes_of("kind: perceptron\n", 100), (Some(until(1000)), vec![]));
        assert_eq!(passes_of("max_iterations: 20\n", 3), (Some(until(20)), vec![]));
        let three = passes_of("iterations: 3\n", 3).0.unwrap();
        assert_eq!((three.exact, three.limit()), (Some(3), 3));
        assert_eq!(until(20).limit(), 20);
    }

    #[test]
    fn passes_refuses_both_keys_and_too_many_steps() {
        let (passes, said) = passes_of("iterations: 2\nmax_iterations: 10\n", 2);
        assert_eq!(
            said,
            [
                "give either `iterations` or `max_iterations`, not both / `iterations: k` runs k passes; `max_iterations: k` runs until convergence, at most k passes"
            ]
        );
        // reported, not refused here: the loader fails on the error
        assert_eq!(
            passes,
            Some(Passes {
                exact: Some(2),
                max: 10
            })
        );
        // 10000 × 11 = 110000 > 100000; 100000 / 11 = 9090 (by hand)
        let (passes, said) = passes_of("max_iterations: 10000\n", 11);
        assert_eq!(passes, None);
        assert_eq!(
            said,
            ["10000 passes over 11 samples is more than 100000 steps / lower `max_iterations` to at most 9090"]
        );
        // the key named is `iterations` when given: 5000 × 21 = 105000; 100000 / 21 = 4761
        let (passes, said) = passes_of("iterations: 5000\n", 21);
        assert_eq!(passes, None);
        assert_eq!(
            said,
            ["5000 passes over 21 samples is more than 100000 steps / lower `iterations` to at most 4761"]
        );
        // the default cap is checked too: 1000 × 101 > 100000
        assert_eq!(passes_of("{}\n", 101).0, None);
    }
}
