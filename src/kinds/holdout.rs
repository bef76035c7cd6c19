//! `holdout`: the holdout error estimate with its normal-approximation confidence interval, and
//! the smallest test set for a given radius (seed 003, U2.3, section 3; exam 2022_01_13
//! Question 2).

use super::decision::{asked, real_text, real_value, significant};
use super::prelude::*;
use crate::models::holdout::{self as model, Mistake};
use crate::models::real_line::Real;
use crate::spec::loader::short_number;
use crate::spec::yaml::Node;

/// The `holdout` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "holdout",
    summary: "holdout error estimate, confidence interval and minimum test size",
    keys: &[
        ERRORS.def,
        TEST_SIZE.def,
        ERROR_RATE.def,
        RADIUS.def,
        CONFIDENCE.def,
        Z.def,
    ],
    parts: P::DEFS,
    figures: &[],
    template: include_str!("../../templates/holdout.md"),
    load,
};

const ERRORS: Key<u64> = Key::optional_none(
    "errors",
    "none",
    "misclassified test samples (with `test_size`): ε̂ = errors/M",
    |l, n, what| l.count(n, what, 0, MAX_TEST_SIZE),
);

const TEST_SIZE: Key<u64> = Key::optional_none("test_size", "none", "M, the number of test samples", |l, n, what| {
    l.count(n, what, 1, MAX_TEST_SIZE)
});

const ERROR_RATE: Key<Number> = Key::optional_none(
    "error_rate",
    "none",
    "the error rate ε̂ (or the expected ε for `min_test_size`), in place of `errors`",
    |l, n, what| {
        let r = l.non_negative(n, what)?;
        at_most_one(l, n, r, what, "write the rate as a fraction of 1: 20% is 0.2")
    },
);

const RADIUS: Key<Number> = Key::optional_none(
    "radius",
    "none",
    "the radius r the interval may have, for `min_test_size` (0.01 for ±1%)",
    |l, n, what| {
        let r = l.positive(n, what)?;
        at_most_one(l, n, r, what, "write the radius as a fraction of 1: ±1% is 0.01")
    },
);

/// The confidence level and its z.
const CONFIDENCE: Key<(Number, Number)> = Key::optional_none(
    "confidence",
    "0.95",
    "0.90, 0.95 or 0.99 (z = 1.645, 1.96, 2.576); use `z` for other levels",
    |l, n, what| {
        let c = l.number(n, what)?;
        match model::z_for(&c) {
            Some(z) => Some((c, z)),
            None => {
                l.error_help(
                    n.span,
                    format!("`confidence` must be 0.90, 0.95 or 0.99, found `{c}`"),
                    "no z known for it",
                    "give the normal quantile with `z:` instead (1.96 for 95%)",
                );
                None
            }
        }
    },
);

const Z: Key<Number> = Key::optional_none(
    "z",
    "1.96",
    "the normal quantile, in place of `confidence`",
    keys::positive,
);

crate::parts! {
    /// The parts of `holdout`.
    enum P {
        ErrorRate = PartDef::new("error_rate", "ε̂ = errors/M").by_default(),
        Radius = PartDef::new("radius", "r̂ = z·√(ε̂(1 − ε̂)/M)").by_default().intervals(),
        Interval = PartDef::new("interval", "[ε̂ − r̂, ε̂ + r̂], clipped to [0, 1] (the solution says when)").by_default().generated(),
        MinTestSize = PartDef::new(
            "min_test_size",
            "the smallest M with z·√(ε(1 − ε)/M) ≤ `radius`: ⌈z²ε(1 − ε)/r²⌉, exactly",
        ).intervals(),
    }
}

/// The largest test size accepted.
const MAX_TEST_SIZE: u64 = 1_000_000_000_000;

#[derive(Clone, Debug)]
struct Holdout {
    errors: Option<Number>,
    test_size: Option<Number>,
    rate: Number,
    radius: Option<Number>,
    z: Number,
    /// The confidence level, when given or by default.
    confidence: Option<Number>,
    /// A slip re-run by the answer checker (`Mistake::None` when solving).
    mistake: Mistake,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let errors = ERRORS.given(l, m);
    let test_size = TEST_SIZE.given(l, m);
    let rate = ERROR_RATE.given(l, m);
    let radius = RADIUS.given(l, m);
    let confidence = CONFIDENCE.given(l, m);
    let z = Z.given(l, m);
    let mut ok = consistent(l, m, confidence.is_some(), errors.as_ref(), test_size.as_ref());
    let have_rate = errors.is_some() || rate.is_some();
    ok &= parts_have_data(l, m, have_rate, test_size.is_some(), radius.is_some());
    let whole = |n: Option<u64>| n.and_then(|n| i64::try_from(n).ok()).map(Number::from);
    let (errors, test_size, rate, radius) = (
        read(errors.map(whole))?,
        read(test_size.map(whole))?,
        read(rate)?,
        read(radius)?,
    );
    let (confidence, z) = match (confidence, z) {
        (Some(c), _) => {
            let (c, z) = c?;
            (Some(c), z)
        }
        (None, Some(z)) => (None, z?),
        (None, None) => (
            Number::parse("0.95").ok().map(|p| p.value),
            Number::parse("1.96").ok()?.value,
        ),
    };
    let rate = match (&errors, &test_size, rate) {
        (Some(e), Some(t), _) => e.checked_div(t)?,
        (_, _, Some(r)) => r,
        _ => Number::zero(),
    };
    ok.then(|| {
        boxed(Holdout {
            errors,
            test_size,
            rate,
            radius,
            z,
            confidence,
            mistake: Mistake::None,
        })
    })
}

/// Reports keys given together that exclude each other, and more errors than test samples;
/// true when there is none.
fn consistent(
    l: &mut Loader,
    m: &Map<'_>,
    confidence: bool,
    errors: Option<&Option<u64>>,
    test_size: Option<&Option<u64>>,
) -> bool {
    let mut ok = true;
    if let (Some(_), Some(span)) = (confidence.then_some(()), m.key_span("z")) {
        l.error_help(
            span,
            "give either `confidence` or `z`, not both",
            "conflicts with `confidence`",
            "`confidence: 0.95` means z = 1.96",
        );
        ok = false;
    }
    if let (Some(_), Some(span)) = (errors, m.key_span("error_rate")) {
        l.error_help(
            span,
            "give either `errors` (with `test_size`) or `error_rate`, not both",
            "conflicts with `errors`",
            "ε̂ = errors/M is computed from `errors` and `test_size`",
        );
        ok = false;
    }
    if let (Some(_), None, Some(span)) = (errors, test_size, m.key_span("errors")) {
        l.error_help(
            span,
            "`errors` needs `test_size`",
            "errors out of how many?",
            "add `test_size: M`, the number of test samples",
        );
        ok = false;
    }
    if let (Some(Some(e)), Some(Some(t)), Some(n)) = (errors, test_size, ERRORS.node(m))
        && e > t
    {
        l.error_help(
            n.span,
            format!(
                "`errors` ({}) is more than `test_size` ({})",
                short_number(e),
                short_number(t)
            ),
            "too many errors",
            "errors are counted among the test samples",
        );
        ok = false;
    }
    ok
}

/// Reports each asked part whose data the spec does not give; true when there is none.
fn parts_have_data(l: &mut Loader, m: &Map<'_>, have_rate: bool, test_size: bool, radius: bool) -> bool {
    let mut ok = true;
    for (part, at) in asked(m, &KIND) {
        let missing = match part {
            "error_rate" | "radius" | "interval" if !have_rate => Some("`errors` and `test_size`, or `error_rate`"),
            "radius" | "interval" if !test_size => Some("`test_size`"),
            "min_test_size" if !have_rate => Some("`error_rate`"),
            "min_test_size" if !radius => Some("`radius`"),
            _ => None,
        };
        if let Some(keys) = missing {
            l.error_help(
                at,
                format!("part `{part}` needs {keys}"),
                "missing data",
                if m.get("ask").is_none() {
                    "add the keys, or ask only for what the data gives (`ask: [min_test_size]` needs `error_rate` and `radius`)"
                } else {
                    "add the keys, or remove the part from `ask`"
                },
            );
            ok = false;
        }
    }
    ok
}

/// A rate or radius read from `node`, which must not exceed 1.
fn at_most_one(l: &mut Loader, node: &Node, value: Number, what: &str, help: &str) -> Option<Number> {
    if value > Number::one() {
        l.error_help(
            node.span,
            format!("{what} must be at most 1, found `{value}`"),
            "more than 1",
            help,
        );
        return None;
    }
    Some(value)
}

/// An optional key: `Some(None)` when absent, `None` when given but invalid.
fn read<T>(key: Option<Option<T>>) -> Option<Option<T>> {
    match key {
        None => Some(None),
        Some(v) => v.map(Some),
    }
}

impl Holdout {
    /// The interval ε̂ ± r̂, with a note for each end clipped to [0, 1].
    fn interval_view(&self, f: &Fmt, r: &Real, raw: &[Real; 2], clipped: &[Real; 2]) -> PartView {
        let mut notes = Vec::new();
        if raw[0] != clipped[0] {
            notes.push(
                f.lang
                    .ta("holdout-clipped-at-0", &[("lo", real_text(f, &raw[0]).into())]),
            );
        }
        if raw[1] != clipped[1] {
            notes.push(
                f.lang
                    .ta("holdout-clipped-at-1", &[("hi", real_text(f, &raw[1]).into())]),
            );
        }
        PartView::Interval {
            text: format!(
                "I = [ε̂ − r̂, ε̂ + r̂] = [{e} − {r}, {e} + {r}] = [{lo}, {hi}]",
                e = f.num(&self.rate),
                r = real_text(f, r),
                lo = real_text(f, &raw[0]),
                hi = real_text(f, &raw[1]),
            ),
            clipped: format!("[{}, {}]", real_text(f, &clipped[0]), real_text(f, &clipped[1])),
            notes,
        }
    }

    fn z_text(&self, f: &Fmt) -> String {
        match &self.confidence {
            Some(c) => f.lang.ta(
                "holdout-z-for",
                &[
                    ("z", f.num(&self.z).into()),
                    (
                        "percent",
                        (c * &Number::from(100)).display(crate::num::NumStyle::Decimal).into(),
                    ),
                ],
            ),
            None => format!("z = {}", f.num(&self.z)),
        }
    }

    fn rate_text(&self, f: &Fmt) -> String {
        match (&self.errors, &self.test_size) {
            (Some(e), Some(t)) => format!("ε̂ = {}/{} = {}", f.num(e), f.num(t), f.num(&self.rate)),
            _ => f.lang.ta("holdout-rate-given", &[("rate", f.num(&self.rate).into())]),
        }
    }
}

/// What one part works out.
#[derive(Debug)]
enum Worked {
    /// ε̂, as given or as errors/M.
    ErrorRate,
    /// The variance ε̂(1 − ε̂)/M and the radius r̂.
    Radius { var: Number, r: Real, m: Number },
    /// The radius and the interval's ends before and after clipping to [0, 1].
    Interval {
        r: Real,
        raw: [Real; 2],
        clipped: [Real; 2],
    },
    /// The radius asked for, and the bound z²ε(1 − ε)/r² with the smallest M above it.
    MinTestSize {
        radius: Number,
        found: Option<(Number, Number)>,
    },
    /// The numbers are too large to compute.
    TooLarge,
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    errors: Option<String>,
    test_size: Option<String>,
    rate: Option<String>,
    radius: Option<String>,
    confidence: Option<String>,
    z: String,
    /// The interval's answer table: I, its ends named by the words the page and Moodle show
    /// beside an interval's ends (`from`, `to`; `da`, `a`).
    blank_interval: Table,
}

/// The worked solution: how z was chosen.
#[derive(Serialize)]
struct View {
    z: String,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    Radius {
        text: String,
        z: String,
        exact: bool,
    },
    Interval {
        text: String,
        clipped: String,
        notes: Vec<String>,
    },
    MinTestSize {
        text: String,
        why: String,
        answer: String,
    },
    Text {
        text: String,
    },
}

impl Kind for Holdout {
    type Part = P;
    type Shared = ();
    type PartWork = Worked;
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn data(&self, f: &Fmt) -> Data {
        let end = |k: &str| crate::i18n::answer_key(f.lang, KIND.name, k).unwrap_or_else(|| k.to_string());
        Data {
            blank_interval: super::shared::answer_row("", &[end("from"), end("to")], "I"),
            errors: self.errors.as_ref().map(|e| f.num(e)),
            test_size: self.test_size.as_ref().map(|t| f.num(t)),
            rate: (self.errors.is_none()).then(|| f.num(&self.rate)),
            radius: self.radius.as_ref().map(|r| f.num(r)),
            confidence: self
                .confidence
                .as_ref()
                .map(|c| format!("{}%", (c * &Number::from(100)).display(crate::num::NumStyle::Decimal))),
            z: f.num(&self.z),
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<(), Worked> {
        let computed = self
            .test_size
            .as_ref()
            .and_then(|m| model::radius_with(&self.rate, m, &self.z, self.mistake));
        let too_large = || Answer {
            value: Value::Label("none".into()),
            work: Worked::TooLarge,
        };
        let answers = asked
            .iter()
            .map(|a| match (a.part, &computed, &self.test_size) {
                (P::ErrorRate, ..) => Answer {
                    value: Value::Number(self.rate.clone()),
                    work: Worked::ErrorRate,
                },
                (P::Radius, Some((var, r)), Some(m)) => Answer {
                    value: real_value(r),
                    work: Worked::Radius {
                        var: var.clone(),
                        r: r.clone(),
                        m: m.clone(),
                    },
                },
                (P::Radius, ..) => too_large(),
                (P::Interval, Some((_, r)), _) => {
                    let (raw, clipped) = model::interval(&self.rate, r);
                    let ends = if self.mistake == Mistake::NotClipped {
                        &raw
                    } else {
                        &clipped
                    };
                    Answer {
                        value: Value::List(ends.iter().map(real_value).collect()),
                        work: Worked::Interval {
                            r: r.clone(),
                            raw,
                            clipped,
                        },
                    }
                }
                (P::Interval, ..) => too_large(),
                (P::MinTestSize, ..) => {
                    let radius = self.radius.clone().unwrap_or_else(Number::one);
                    let found = model::min_test_size_with(&self.rate, &radius, &self.z, self.mistake);
                    Answer {
                        value: found
                            .as_ref()
                            .map_or_else(|| Value::Label("none".into()), |(_, m)| Value::Number(m.clone())),
                        work: Worked::MinTestSize { radius, found },
                    }
                }
            })
            .collect();
        Work { shared: (), answers }
    }

    fn present(&self, work: &Work<(), Worked>, _asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let one = Number::one();
        let parts = work
            .answers
            .iter()
            .map(|a| match &a.work {
                Worked::ErrorRate => PartView::Text {
                    text: self.rate_text(f),
                },
                Worked::Radius { var, r, m } => {
                    let root = Real {
                        value: r.value.checked_div(&self.z).unwrap_or_default(),
                        exact: r.exact,
                    };
                    PartView::Radius {
                        text: format!(
                            "r̂ = z·√(ε̂(1 − ε̂)/M) = {z}·√({e}·{e1}/{m}) = {z}·√{var} = {z}·{root} = {r}",
                            z = f.num(&self.z),
                            e = f.num(&self.rate),
                            e1 = f.num(&(&one - &self.rate)),
                            m = f.num(m),
                            var = significant(f, var),
                            root = if root.exact {
                                f.num(&root.value)
                            } else {
                                significant(f, &root.value)
                            },
                            r = real_text(f, r),
                        ),
                        z: self.z_text(f),
                        exact: r.exact,
                    }
                }
                Worked::Interval { r, raw, clipped } => self.interval_view(f, r, raw, clipped),
                Worked::MinTestSize {
                    radius,
                    found: Some((bound, m)),
                } => {
                    let bound_text = match bound.to_decimal_string() {
                        Some(s) => s,
                        None => format!("{} ≈ {}", f.num(bound), bound.round_to(f.digits)),
                    };
                    let why = if bound.is_integer() && bound.is_positive() {
                        f.lang.t("holdout-bound-whole")
                    } else if bound.is_zero() {
                        f.lang.t("holdout-bound-zero")
                    } else {
                        f.lang.ta("holdout-bound-above", &[("m", f.num(m).into())])
                    };
                    PartView::MinTestSize {
                        text: format!(
                            "z·√(ε(1 − ε)/M) ≤ r ⇔ M ≥ z²ε(1 − ε)/r² = {z}²·{e}·{e1}/{r}² = {bound_text}",
                            z = f.num(&self.z),
                            e = f.num(&self.rate),
                            e1 = f.num(&(&one - &self.rate)),
                            r = f.num(radius),
                        ),
                        why,
                        answer: f.num(m),
                    }
                }
                Worked::MinTestSize { found: None, .. } => PartView::MinTestSize {
                    text: String::new(),
                    why: String::new(),
                    answer: "none".into(),
                },
                Worked::TooLarge => PartView::Text {
                    text: f.lang.t("holdout-too-large"),
                },
            })
            .collect();
        Presented {
            view: View { z: self.z_text(f) },
            parts,
            notes: Vec::new(),
        }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::Radius => vec![P::ErrorRate],
            P::Interval => vec![P::ErrorRate, P::Radius],
            P::ErrorRate | P::MinTestSize => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let rate = match from.first() {
            Some(Some(v)) => exact_of(v)?,
            _ => self.rate.clone(),
        };
        let m = self.test_size.as_ref()?;
        match (ask.part, from.get(1)) {
            (P::Radius, _) => Some(real_value(&model::radius(&rate, m, &self.z)?.1)),
            (P::Interval, Some(Some(r))) => {
                let r = Real {
                    value: exact_of(r)?,
                    exact: matches!(r, Value::Number(_)),
                };
                Some(Value::List(
                    model::interval(&rate, &r).1.iter().map(real_value).collect(),
                ))
            }
            (P::Interval, _) => {
                let (_, r) = model::radius(&rate, m, &self.z)?;
                Some(Value::List(
                    model::interval(&rate, &r).1.iter().map(real_value).collect(),
                ))
            }
            (P::ErrorRate | P::MinTestSize, _) => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let mut out = Vec::new();
        let percent = |c: &Number| (c * &Number::from(100)).display(crate::num::NumStyle::Decimal);
        for level in ["0.9", "0.95", "0.99"] {
            let Some(c) = Number::parse(level).ok().map(|p| p.value) else {
                continue;
            };
            let Some(z) = model::z_for(&c) else { continue };
            if z == self.z {
                continue;
            }
            let wrong = Holdout {
                z: z.clone(),
                ..self.clone()
            };
            let z_mine = self.z.to_string();
            let hint = match &self.confidence {
                Some(mine) => Hint::with(
                    lang,
                    "holdout-hint-z-asks",
                    &[
                        ("z", z.to_string().into()),
                        ("percent", percent(&c).into()),
                        ("mine", percent(mine).into()),
                        ("z_mine", z_mine.into()),
                    ],
                ),
                None => Hint::with(
                    lang,
                    "holdout-hint-z-gives",
                    &[
                        ("z", z.to_string().into()),
                        ("percent", percent(&c).into()),
                        ("z_mine", z_mine.into()),
                    ],
                ),
            };
            out.push(Misconception::rerun_kind(hint, right, &wrong, asked, &[]));
        }
        for (mistake, hint) in [
            (Mistake::NotDividedByM, "holdout-hint-not-divided"),
            (Mistake::NoSquareRoot, "holdout-hint-no-root"),
            (Mistake::NotClipped, "holdout-hint-not-clipped"),
            (Mistake::RoundedDown, "holdout-hint-rounded-down"),
        ] {
            let hint = Hint::new(lang, hint);
            let wrong = Holdout {
                mistake,
                ..self.clone()
            };
            out.push(Misconception::rerun_kind(hint, right, &wrong, asked, &[]));
        }
        out.retain(Misconception::changes_anything);
        out
    }
}

/// A student's number (exact or rounded) as an exact rational.
fn exact_of(v: &Value) -> Option<Number> {
    match v {
        Value::Number(n) => Some(n.clone()),
        Value::Rounded(d) => Some(d.mid()),
        _ => None,
    }
}
