//! Readers and views shared by the margin kinds (`geometric-margin`, `least-squares`, `svm`,
//! `surrogate-losses`, `multiclass-scheme`): ±1 labels, lists of points, surds, intervals.

use crate::models::margin::Surd;
use crate::num::Number;

use crate::present::Fmt;
use crate::spec::diag::Span;
use crate::spec::loader::{Loader, Sample};
use crate::spec::yaml::Node;
use crate::value::Value;

/// Reads the ±1 labels of samples, reporting every other label at its place.
pub(crate) fn pm1_labels(l: &mut Loader, samples: &[Sample], kind: &str) -> Option<Vec<i8>> {
    let mut ys = Vec::with_capacity(samples.len());
    for (i, s) in samples.iter().enumerate() {
        match pm1(&s.y) {
            Some(y) => ys.push(y),
            None => l.error_help(
                s.y_span,
                format!("sample {} has label `{}`; {kind} needs -1 or 1", i + 1, s.y),
                "not ±1",
                "write `y: -1` or `y: 1` (map a 0/1 label 0 to -1)",
            ),
        }
    }
    (ys.len() == samples.len()).then_some(ys)
}

/// `1`, `+1`, `-1` (also `1.0`) as ±1.
pub(crate) fn pm1(text: &str) -> Option<i8> {
    match text.parse::<Number>().ok()?.to_i64()? {
        1 => Some(1),
        -1 => Some(-1),
        _ => None,
    }
}

/// A point of a `points:` list, with its label when written `{ x: [...], y: ±1 }`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Point {
    /// The features.
    pub(crate) x: Vec<Number>,
    /// The ±1 label, if given.
    pub(crate) y: Option<i8>,
}

/// Reads `points: [[x1, …], …]` (and, when `labels` is true, `{ x: [...], y: ±1 }` items);
/// every point must have `dim` features.
pub(crate) fn points(l: &mut Loader, node: &Node, dim: Option<usize>, labels: bool) -> Option<Vec<Point>> {
    let items = l.nonempty_list(node, "`inputs`")?;
    if items.len() > super::shared::MAX_SAMPLES {
        l.error_help(
            node.span,
            format!(
                "there are {} points; mlex allows at most {}",
                items.len(),
                super::shared::MAX_SAMPLES
            ),
            "too many points",
            "use an exam-sized list",
        );
        return None;
    }
    let mut out = Vec::with_capacity(items.len());
    let mut ok = true;
    for (i, item) in items.iter().enumerate() {
        let what = format!("point {}", i + 1);
        let read = if labels && item.as_map().is_some() {
            l.sample(item, &what, None).and_then(|s| match pm1(&s.y) {
                Some(y) => Some((s.x, Some(y), item.span)),
                None => {
                    l.error_help(
                        s.y_span,
                        format!("{what} has label `{}`; a label must be -1 or 1", s.y),
                        "not ±1",
                        "write `y: -1` or `y: 1`, or give the point without a label",
                    );
                    None
                }
            })
        } else {
            l.vector(item, &what, None).map(|x| (x, None, item.span))
        };
        match read {
            Some((x, y, span)) => {
                if !check_dim(l, span, &what, x.len(), dim) {
                    ok = false;
                    continue;
                }
                out.push(Point { x, y });
            }
            None => ok = false,
        }
    }
    ok.then_some(out)
}

/// Reports a point whose number of features is not `dim`.
pub(crate) fn check_dim(l: &mut Loader, span: Span, what: &str, len: usize, dim: Option<usize>) -> bool {
    match dim {
        Some(d) if d != len => {
            l.error_help(
                span,
                format!("{what} has {len} features, expected {d}"),
                &format!("expected {d} numbers"),
                "a weight vector (w0, w1, …) has one more entry than a point has features",
            );
            false
        }
        _ => true,
    }
}

/// A surd as an answer: exact when rational, else rounded (`too large` where it cannot be
/// computed).
pub(crate) fn surd_value(s: &Surd) -> Value {
    match s.rational() {
        Some(r) => Value::Number(r),
        None => s
            .approx()
            .map_or_else(|| Value::Label("too large".into()), Value::Rounded),
    }
}

/// A surd as worksheet text: `4`, or `(3/5)√5 ≈ 1.3416`.
pub(crate) fn surd_text(f: &Fmt, s: &Surd) -> String {
    if let Some(r) = s.rational() {
        return f.num(&r);
    }
    match s.approx() {
        Some(d) => format!("{} ≈ {}", s.display(f.style), f.real(&d)),
        None => s.display(f.style),
    }
}

/// ‖w‖ from ‖w‖²: the root, then its simplest exact form unless that is the root itself —
/// `√2 ≈ 1.4142`, `√8 = 2√2 ≈ 2.8284`, `√4 = 2`, and `√(2/9) = (1/3)√2 ≈ 0.4714` (a fraction
/// under the root is bracketed: `√2/9` would read as √2 divided by 9).
pub(crate) fn norm_chain(f: &Fmt, norm_sq: &Number, norm: &Surd) -> String {
    let sq = f.num(norm_sq);
    let root = if sq.chars().all(|c| c.is_ascii_digit() || c == '.' || c == ',') {
        format!("√{sq}")
    } else {
        format!("√({sq})")
    };
    let norm = surd_text(f, norm);
    if norm == root || norm.starts_with(&format!("{root} ")) {
        norm
    } else {
        format!("{root} = {norm}")
    }
}

/// An interval answer `{ from: lo, to: hi }`, with `-inf` / `inf` for unbounded ends.
pub(crate) fn interval_value(lo: Option<&Number>, hi: Option<&Number>) -> Value {
    let end = |v: Option<&Number>, inf: &str| v.map_or_else(|| Value::Label(inf.into()), |n| Value::Number(n.clone()));
    Value::Map(vec![("from".into(), end(lo, "-inf")), ("to".into(), end(hi, "inf"))])
}

/// `[−1, 1]`, `[1, ∞)`, `(−∞, −1]`, `(−∞, ∞)`.
pub(crate) fn interval_text(f: &Fmt, lo: Option<&Number>, hi: Option<&Number>) -> String {
    match (lo, hi) {
        (None, None) => "(−∞, ∞)".into(),
        (Some(l), None) => format!("[{}, ∞)", f.num(l)),
        (None, Some(h)) => format!("(−∞, {}]", f.num(h)),
        (Some(l), Some(h)) => format!("[{}, {}]", f.num(l), f.num(h)),
    }
}

/// A list of answers, or the one answer when there is one item and `single` is set.
pub(crate) fn list_or_one(mut values: Vec<Value>, single: bool) -> Value {
    if single && values.len() == 1 {
        values.remove(0)
    } else {
        Value::List(values)
    }
}

/// The exact numbers of a vector answer (a student's, read by the checker); `None` when an entry
/// is not an exact number.
pub(crate) fn numbers(v: &Value) -> Option<Vec<Number>> {
    match v {
        Value::List(items) => items
            .iter()
            .map(|i| match i {
                Value::Number(n) => Some(n.clone()),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// `+1` / `−1` for a label.
pub(crate) fn sign_text(y: i8) -> &'static str {
    if y < 0 { "−1" } else { "+1" }
}

/// The points as a kind's own key: declaring `points` among its keys tells the loader that a
/// list there is the kind's data (a number is still what the exercise is worth, the common
/// `points`).
pub(crate) const POINTS: super::KeyDef = super::KeyDef::optional(
    "points",
    "",
    "the points, a list `[[x1, x2], …]` (or under `inputs`); a number here is what the exercise is worth",
);

/// The alias of [`POINTS`].
pub(crate) const INPUTS: super::KeyDef = super::KeyDef::optional(
    "inputs",
    "",
    "the same as `points` (a list of points), for who prefers a name that cannot be read as a score",
);

/// The points: under `points` (a list; a number there is what the exercise is worth) or under
/// its alias `inputs`. Giving both is an error.
pub(crate) fn data_points<'n>(
    l: &mut crate::spec::loader::Loader,
    m: &crate::spec::loader::Map<'n>,
) -> Option<&'n crate::spec::yaml::Node> {
    let listed = m.get(POINTS.name).filter(|n| n.as_seq().is_some());
    match (listed, m.get(INPUTS.name)) {
        (Some(p), Some(_)) => {
            let span = m.key_span(INPUTS.name).unwrap_or(p.span);
            l.error_help(
                span,
                "give the points under `points` or `inputs`, not both",
                "given twice",
                "keep one of the two keys",
            );
            None
        }
        (Some(p), None) => Some(p),
        (None, Some(i)) => Some(i),
        (None, None) => {
            let span = m.node.span;
            l.error_help(
                crate::spec::diag::Span::new(span.start, span.start),
                "this exercise needs `points`, the list of points",
                "`points` is missing",
                "add `points: [[1, 2], [3, 4]]`",
            );
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const F: Fmt = Fmt::TEST;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    #[test]
    fn surds() {
        // √(9/25) = 3/5 is rational: exact
        let r = Surd::sqrt(&n("9/25"));
        assert_eq!(surd_value(&r), Value::Number(n("0.6")));
        assert_eq!(surd_text(&F, &r), "0.6");
        // √(9/5) = (3/5)√5 = 1.3416407864998738178455042012387657… (Python's decimal, 40
        // digits); shown at 30 digits it agrees in every digit
        let s = Surd::sqrt(&n("9/5"));
        let Value::Rounded(d) = surd_value(&s) else {
            panic!("not rounded: {:?}", surd_value(&s))
        };
        assert_eq!(
            crate::num::real::round_display(&d, 30),
            "1.341640786499873817845504201239"
        );
        assert_eq!(surd_text(&F, &s), "0.6√5 ≈ 1.3416");
    }

    #[test]
    fn norm_chains() {
        // by hand: √2 = 1.41421…, √8 = 2√2 = 2.82842…, √(2/9) = √2/3 = 0.47140…,
        // √(1/2) = √2/2 = 0.70710…, √(4/9) = 2/3
        let chain = |sq: &str| norm_chain(&F, &n(sq), &Surd::sqrt(&n(sq)));
        assert_eq!(chain("2"), "√2 ≈ 1.4142");
        assert_eq!(chain("8"), "√8 = 2√2 ≈ 2.8284");
        assert_eq!(chain("4"), "√4 = 2");
        assert_eq!(chain("0"), "√0 = 0");
        assert_eq!(chain("1/2"), "√0.5 = 0.5√2 ≈ 0.7071");
        // a fraction under the root is bracketed: `√2/9` would be √2 divided by 9 = 0.157…
        assert_eq!(chain("2/9"), "√(2/9) = (1/3)√2 ≈ 0.4714");
        assert_eq!(chain("4/9"), "√(4/9) = 2/3");
    }
}
