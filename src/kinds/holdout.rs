//! `holdout`: the holdout error estimate with its normal-approximation confidence interval, and
//! the smallest test set for a given radius (seed 003, U2.3, section 3; exam 2022_01_13
//! Question 2).

use serde_json::json;

use super::decision::{asked, real_text, real_value, significant};
use super::{KeyDef, KindDef, Misconception, PartAnswer, PartDef, Problem, Solved, solved_values};
use crate::exercise::Part;
use crate::models::holdout::{self as model, Mistake};
use crate::models::real_line::Real;
use crate::num::Number;
use crate::present::Fmt;
use crate::spec::loader::{Loader, Map};
use crate::spec::yaml::Node;
use crate::value::Value;

/// The `holdout` kind.
pub static KIND: KindDef = KindDef {
    name: "holdout",
    summary: "holdout error estimate, confidence interval and minimum test size",
    keys: &[
        KeyDef::optional(
            "errors",
            "none",
            "misclassified test samples (with `test_size`): ε̂ = errors/M",
        ),
        KeyDef::optional("test_size", "none", "M, the number of test samples"),
        KeyDef::optional(
            "error_rate",
            "none",
            "the error rate ε̂ (or the expected ε for `min_test_size`), in place of `errors`",
        ),
        KeyDef::optional(
            "radius",
            "none",
            "the radius r the interval may have, for `min_test_size` (0.01 for ±1%)",
        ),
        KeyDef::optional(
            "confidence",
            "0.95",
            "0.90, 0.95 or 0.99 (z = 1.645, 1.96, 2.576); use `z` for other levels",
        ),
        KeyDef::optional("z", "1.96", "the normal quantile, in place of `confidence`"),
    ],
    parts: &[
        PartDef::new("error_rate", "ε̂ = errors/M").by_default(),
        PartDef::new("radius", "r̂ = z·√(ε̂(1 − ε̂)/M)").by_default(),
        PartDef::new("interval", "[ε̂ − r̂, ε̂ + r̂], clipped to [0, 1] (the solution says when)").by_default(),
        PartDef::new(
            "min_test_size",
            "the smallest M with z·√(ε(1 − ε)/M) ≤ `radius`: ⌈z²ε(1 − ε)/r²⌉, exactly",
        ),
    ],
    template: include_str!("../../templates/holdout.md"),
    load,
};

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
    let errors = m.get("errors").map(|n| l.count(n, "`errors`", 0, MAX_TEST_SIZE));
    let test_size = m.get("test_size").map(|n| l.count(n, "`test_size`", 1, MAX_TEST_SIZE));
    let rate = m.get("error_rate").map(|n| {
        let r = l.non_negative(n, "`error_rate`")?;
        at_most_one(l, n, r, "`error_rate`", "write the rate as a fraction of 1: 20% is 0.2")
    });
    let radius = m.get("radius").map(|n| {
        let r = l.positive(n, "`radius`")?;
        at_most_one(l, n, r, "`radius`", "write the radius as a fraction of 1: ±1% is 0.01")
    });
    let confidence = m.get("confidence").map(|n| {
        let c = l.number(n, "`confidence`")?;
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
    });
    let z = m.get("z").map(|n| l.positive(n, "`z`"));
    let mut ok = true;
    if let (Some(_), Some(span)) = (&confidence, m.key_span("z")) {
        l.error_help(
            span,
            "give either `confidence` or `z`, not both",
            "conflicts with `confidence`",
            "`confidence: 0.95` means z = 1.96",
        );
        ok = false;
    }
    if let (Some(_), Some(span)) = (&errors, m.key_span("error_rate")) {
        l.error_help(
            span,
            "give either `errors` (with `test_size`) or `error_rate`, not both",
            "conflicts with `errors`",
            "ε̂ = errors/M is computed from `errors` and `test_size`",
        );
        ok = false;
    }
    if let (Some(_), None, Some(span)) = (&errors, &test_size, m.key_span("errors")) {
        l.error_help(
            span,
            "`errors` needs `test_size`",
            "errors out of how many?",
            "add `test_size: M`, the number of test samples",
        );
        ok = false;
    }
    if let (Some(Some(e)), Some(Some(t)), Some(n)) = (&errors, &test_size, m.get("errors"))
        && e > t
    {
        l.error_help(
            n.span,
            format!("`errors` ({e}) is more than `test_size` ({t})"),
            "too many errors",
            "errors are counted among the test samples",
        );
        ok = false;
    }
    let have_rate = errors.is_some() || rate.is_some();
    for (part, at) in asked(m, &KIND) {
        let missing = match part {
            "error_rate" | "radius" | "interval" if !have_rate => Some("`errors` and `test_size`, or `error_rate`"),
            "radius" | "interval" if test_size.is_none() => Some("`test_size`"),
            "min_test_size" if !have_rate => Some("`error_rate`"),
            "min_test_size" if radius.is_none() => Some("`radius`"),
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
        Box::new(Holdout {
            errors,
            test_size,
            rate,
            radius,
            z,
            confidence,
            mistake: Mistake::None,
        }) as Box<dyn Problem>
    })
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
    fn z_text(&self, f: &Fmt) -> String {
        match &self.confidence {
            Some(c) => format!(
                "z = {} for a {}% interval",
                f.num(&self.z),
                (c * &Number::from(100)).display(crate::num::NumStyle::Decimal)
            ),
            None => format!("z = {}", f.num(&self.z)),
        }
    }

    fn rate_text(&self, f: &Fmt) -> String {
        match (&self.errors, &self.test_size) {
            (Some(e), Some(t)) => format!("ε̂ = {}/{} = {}", f.num(e), f.num(t), f.num(&self.rate)),
            _ => format!("ε̂ = {} (given)", f.num(&self.rate)),
        }
    }
}

impl Problem for Holdout {
    fn def(&self) -> &'static KindDef {
        &KIND
    }

    fn data_view(&self, f: &Fmt) -> serde_json::Value {
        json!({
            "errors": self.errors.as_ref().map(|e| f.num(e)),
            "test_size": self.test_size.as_ref().map(|t| f.num(t)),
            "rate": (self.errors.is_none()).then(|| f.num(&self.rate)),
            "radius": self.radius.as_ref().map(|r| f.num(r)),
            "confidence": self.confidence.as_ref().map(|c| format!("{}%", (c * &Number::from(100)).display(crate::num::NumStyle::Decimal))),
            "z": f.num(&self.z),
        })
    }

    fn solve(&self, parts: &[Part], f: &Fmt) -> Solved {
        let one = Number::one();
        let computed = self
            .test_size
            .as_ref()
            .and_then(|m| model::radius_with(&self.rate, m, &self.z, self.mistake));
        let answers = parts
            .iter()
            .map(|p| match (p.name, &computed, &self.test_size) {
                ("error_rate", ..) => PartAnswer {
                    value: Value::Number(self.rate.clone()),
                    view: json!({ "text": self.rate_text(f) }),
                },
                ("radius", Some((var, r)), Some(m)) => {
                    let root = Real {
                        value: r.value.checked_div(&self.z).unwrap_or_default(),
                        exact: r.exact,
                    };
                    PartAnswer {
                        value: real_value(r),
                        view: json!({
                            "text": format!(
                                "r̂ = z·√(ε̂(1 − ε̂)/M) = {z}·√({e}·{e1}/{m}) = {z}·√{var} = {z}·{root} = {r}",
                                z = f.num(&self.z),
                                e = f.num(&self.rate),
                                e1 = f.num(&(&one - &self.rate)),
                                m = f.num(m),
                                var = significant(f, var),
                                root = if root.exact { f.num(&root.value) } else { significant(f, &root.value) },
                                r = real_text(f, r),
                            ),
                            "z": self.z_text(f),
                            "exact": r.exact,
                        }),
                    }
                }
                ("interval", Some((_, r)), _) => {
                    let (raw, clipped) = model::interval(&self.rate, r);
                    let mut notes = Vec::new();
                    if raw[0] != clipped[0] {
                        notes.push(format!(
                            "ε̂ − r̂ = {} is below 0: the interval is clipped at 0 (an error rate cannot be negative; the normal approximation is poor for so few errors).",
                            real_text(f, &raw[0])
                        ));
                    }
                    if raw[1] != clipped[1] {
                        notes.push(format!(
                            "ε̂ + r̂ = {} is above 1: the interval is clipped at 1.",
                            real_text(f, &raw[1])
                        ));
                    }
                    let ends = if self.mistake == Mistake::NotClipped { &raw } else { &clipped };
                    PartAnswer {
                        value: Value::List(ends.iter().map(real_value).collect()),
                        view: json!({
                            "text": format!(
                                "I = [ε̂ − r̂, ε̂ + r̂] = [{e} − {r}, {e} + {r}] = [{lo}, {hi}]",
                                e = f.num(&self.rate),
                                r = real_text(f, r),
                                lo = real_text(f, &raw[0]),
                                hi = real_text(f, &raw[1]),
                            ),
                            "clipped": format!("[{}, {}]", real_text(f, &clipped[0]), real_text(f, &clipped[1])),
                            "notes": notes,
                        }),
                    }
                }
                ("min_test_size", ..) => {
                    let r = self.radius.clone().unwrap_or_else(Number::one);
                    match model::min_test_size_with(&self.rate, &r, &self.z, self.mistake) {
                        Some((bound, m)) => {
                            let bound_text = match bound.to_decimal_string() {
                                Some(s) => s,
                                None => format!("{} ≈ {}", f.num(&bound), bound.round_to(f.digits)),
                            };
                            let why = if bound.is_integer() && bound.is_positive() {
                                "the bound is a whole number, so it is itself the smallest M (computed exactly; in floating point the bound can come out a hair above it, and a ceiling then gives one more)".to_string()
                            } else if bound.is_zero() {
                                "with ε = 0 any test set meets the radius; at least one sample is needed".to_string()
                            } else {
                                format!("the smallest whole number above it is {}", f.num(&m))
                            };
                            PartAnswer {
                                value: Value::Number(m.clone()),
                                view: json!({
                                    "text": format!(
                                        "z·√(ε(1 − ε)/M) ≤ r ⇔ M ≥ z²ε(1 − ε)/r² = {z}²·{e}·{e1}/{r}² = {bound_text}",
                                        z = f.num(&self.z),
                                        e = f.num(&self.rate),
                                        e1 = f.num(&(&one - &self.rate)),
                                        r = f.num(&r),
                                    ),
                                    "why": why,
                                    "answer": f.num(&m),
                                }),
                            }
                        }
                        None => PartAnswer {
                            value: Value::Label("none".into()),
                            view: json!({ "text": "", "why": "", "answer": "none" }),
                        },
                    }
                }
                _ => PartAnswer {
                    value: Value::Label("none".into()),
                    view: json!({ "text": "the numbers are too large to compute" }),
                },
            })
            .collect();
        Solved {
            answers,
            view: json!({ "z": self.z_text(f) }),
            notes: Vec::new(),
        }
    }

    fn depends_on_all(&self, part: &Part) -> Vec<&'static str> {
        match part.name {
            "radius" => vec!["error_rate"],
            "interval" => vec!["error_rate", "radius"],
            _ => Vec::new(),
        }
    }

    fn recompute_all(&self, part: &Part, from: &[Option<Value>]) -> Option<Value> {
        let rate = match from.first() {
            Some(Some(v)) => exact_of(v)?,
            _ => self.rate.clone(),
        };
        let m = self.test_size.as_ref()?;
        match (part.name, from.get(1)) {
            ("radius", _) => Some(real_value(&model::radius(&rate, m, &self.z)?.1)),
            ("interval", Some(Some(r))) => {
                let r = Real {
                    value: exact_of(r)?,
                    exact: matches!(r, Value::Number(_)),
                };
                Some(Value::List(
                    model::interval(&rate, &r).1.iter().map(real_value).collect(),
                ))
            }
            ("interval", _) => {
                let (_, r) = model::radius(&rate, m, &self.z)?;
                Some(Value::List(
                    model::interval(&rate, &r).1.iter().map(real_value).collect(),
                ))
            }
            _ => None,
        }
    }

    fn misconceptions(&self, parts: &[Part]) -> Vec<Misconception> {
        let right = solved_values(self, parts);
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
            let asked = match &self.confidence {
                Some(mine) => format!("this exercise asks for {}% (z = {})", percent(mine), self.z),
                None => format!("this exercise gives z = {}", self.z),
            };
            let hint = format!("z = {z} is the quantile of a {}% interval; {asked}", percent(&c));
            out.push(Misconception::rerun(hint, &right, &wrong, parts, &[]));
        }
        for (mistake, hint) in [
            (
                Mistake::NotDividedByM,
                "the radius seems not divided by M: the variance of ε̂ is ε̂(1 − ε̂)/M, it shrinks as the test set grows",
            ),
            (
                Mistake::NoSquareRoot,
                "the square root seems left out: the radius is z times the standard deviation √(ε̂(1 − ε̂)/M), not the variance",
            ),
            (
                Mistake::NotClipped,
                "an error rate lies between 0 and 1: an end of the interval outside [0, 1] is clipped",
            ),
            (
                Mistake::RoundedDown,
                "the test size was rounded down: M must be at least the bound, so it is rounded up",
            ),
        ] {
            let wrong = Holdout {
                mistake,
                ..self.clone()
            };
            out.push(Misconception::rerun(hint, &right, &wrong, parts, &[]));
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
