//! `surrogate-losses`: values of the zero-one loss and its convex surrogates at given margins,
//! their consistency (seed 002, Theorem 1), and the minimiser of the conditional risk
//! η ℓ(ŷ) + (1 − η) ℓ(−ŷ) against the Bayes decision.

use serde_json::json;

use super::margin_common as common;
use super::{CHECK_FMT, KeyDef, KindDef, Misconception, PartAnswer, PartDef, Problem, Solved, solved_values};
use crate::exercise::Part;
use crate::models::losses::{LOSSES, Loss, Minimizer, Scalar, bayes_sign};
use crate::num::Number;
use crate::num::real::Real;
use crate::present::{Fmt, Table};
use crate::spec::diag::Span;
use crate::spec::loader::{Loader, Map};
use crate::spec::yaml::Node;
use crate::value::Value;

/// The `surrogate-losses` kind.
pub static KIND: KindDef = KindDef {
    name: "surrogate-losses",
    summary: "zero-one, hinge, logistic, exponential, square losses: values, consistency, risk minimisers",
    keys: &[
        KeyDef::optional(
            "z",
            "none",
            "the margins z = y·g(x) at which to evaluate the losses: a number or a list (needed by `values`)",
        ),
        KeyDef::optional(
            "losses",
            "all but `perceptron`",
            "which losses: `zero-one`, `hinge`, `logistic` (ln), `log2`, `exponential`, `square`, `squared-hinge`, `perceptron` ([−z]₊)",
        ),
        KeyDef::optional(
            "eta",
            "none",
            "η = P(Y = +1 | x) in [0, 1], a number or a list (needed by `minimizer`, `min_risk`, `bayes_sign`)",
        ),
    ],
    parts: &[
        PartDef::new("values", "ℓ(z) of each loss at each z: `{ hinge: [2, 1, 0], … }`").by_default(),
        PartDef::new(
            "consistent",
            "whether each loss is consistent (convex, differentiable at 0, ℓ'(0) < 0: Theorem 1)",
        )
        .by_default(),
        PartDef::new(
            "minimizer",
            "argmin over ŷ of η ℓ(ŷ) + (1 − η) ℓ(−ŷ): a number, `{ from: -1, to: 1 }`, or `not attained`",
        ),
        PartDef::new("min_risk", "the minimal conditional risk η ℓ(ŷ*) + (1 − η) ℓ(−ŷ*)"),
        PartDef::new(
            "bayes_sign",
            "the Bayes decision sign(η − ½): `1`, `-1` (either at η = ½)",
        ),
    ],
    template: include_str!("../../templates/surrogate-losses.md"),
    load,
};

/// The largest |z| accepted (e^|z| and (1 − z)² stay printable).
pub const MAX_Z: i64 = 1_000_000;

#[derive(Clone, Debug)]
struct SurrogateLosses {
    z: Vec<Number>,
    z_single: bool,
    losses: Vec<Loss>,
    eta: Vec<Number>,
    eta_single: bool,
}

/// Where part `name` is asked in `ask`, if it is (or the exercise's place when `ask` is absent
/// and the part is asked by default).
fn asked(m: &Map<'_>, name: &str, by_default: bool) -> Option<Span> {
    let Some(ask) = m.get("ask") else {
        return by_default.then(|| Span::new(m.node.span.start, m.node.span.start));
    };
    ask.as_seq()?.iter().find_map(|item| {
        let key = match item.as_map() {
            Some(entries) => entries.first().map(|(k, _)| k),
            None => Some(item),
        }?;
        (key.as_scalar() == Some(name)).then_some(key.span)
    })
}

/// A number or a list of numbers; `check` validates each.
fn numbers(
    l: &mut Loader,
    node: &Node,
    what: &str,
    check: impl Fn(&mut Loader, &Node, &Number) -> bool,
) -> Option<(Vec<Number>, bool)> {
    let single = node.as_seq().is_none();
    let items: Vec<&Node> = match node.as_seq() {
        Some([]) => {
            l.error(node.span, format!("{what} is empty"), "no numbers");
            return None;
        }
        Some(items) => items.iter().collect(),
        None => vec![node],
    };
    let mut out = Vec::with_capacity(items.len());
    let mut ok = true;
    for (i, item) in items.iter().enumerate() {
        let name = if single {
            what.to_string()
        } else {
            format!("entry {} of {what}", i + 1)
        };
        match l.number(item, &name) {
            Some(v) if check(l, item, &v) => out.push(v),
            _ => ok = false,
        }
    }
    if out.len() > 50 {
        l.error_help(
            node.span,
            format!("{what} has {} values", out.len()),
            "too many",
            "give at most 50",
        );
        return None;
    }
    ok.then_some((out, single))
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let z = m.get("z").map(|n| {
        numbers(l, n, "`z`", |l, node, v| {
            if v.abs() > Number::from(MAX_Z) {
                l.error_help(
                    node.span,
                    format!(
                        "`z` = `{}` is too large; mlex allows |z| ≤ {MAX_Z}",
                        node.as_scalar().unwrap_or_default()
                    ),
                    "too large",
                    "margins of exam exercises are small numbers",
                );
                return false;
            }
            true
        })
    });
    let eta = m.get("eta").map(|n| {
        numbers(l, n, "`eta`", |l, node, v| {
            if v.is_negative() || v > &Number::one() {
                l.error_help(
                    node.span,
                    format!("`eta` is a probability, found `{v}`"),
                    "not in [0, 1]",
                    "η = P(Y = +1 | x) must be between 0 and 1",
                );
                return false;
            }
            true
        })
    });
    let names: Vec<&'static str> = LOSSES.iter().map(|(n, _)| *n).collect();
    let losses = match m.get("losses") {
        None => Some(
            LOSSES
                .iter()
                .map(|(_, l)| *l)
                .filter(|l| *l != Loss::Perceptron)
                .collect(),
        ),
        Some(node) => l.nonempty_list(node, "`losses`").and_then(|items| {
            let mut out: Vec<Loss> = Vec::new();
            let mut ok = true;
            for (i, item) in items.iter().enumerate() {
                match l.choice(item, &format!("loss {}", i + 1), &names) {
                    Some(name) => {
                        let loss = LOSSES.iter().find(|(n, _)| *n == name).map(|(_, l)| *l);
                        if let Some(loss) = loss {
                            if out.contains(&loss) {
                                l.error_help(
                                    item.span,
                                    format!("loss `{name}` is listed twice"),
                                    "listed again",
                                    "list each loss once",
                                );
                                ok = false;
                            }
                            out.push(loss);
                        }
                    }
                    None => ok = false,
                }
            }
            ok.then_some(out)
        }),
    };
    let mut ok = true;
    if z.is_none()
        && let Some(span) = asked(m, "values", true)
    {
        l.error_help(
            span,
            "part `values` needs the margins `z`",
            "no `z` given",
            "add `z: [-1, 0, 1]` (or ask only for `consistent`)",
        );
        ok = false;
    }
    if eta.is_none() {
        for part in ["minimizer", "min_risk", "bayes_sign"] {
            if let Some(span) = asked(m, part, false) {
                l.error_help(
                    span,
                    format!("part `{part}` needs `eta`"),
                    "no `eta` given",
                    "add `eta: 0.3` (η = P(Y = +1 | x))",
                );
                ok = false;
            }
        }
    }
    let (z, z_single) = match z {
        Some(z) => z?,
        None => (Vec::new(), false),
    };
    let (eta, eta_single) = match eta {
        Some(e) => e?,
        None => (Vec::new(), false),
    };
    let losses = losses?;
    ok.then(|| {
        Box::new(SurrogateLosses {
            z,
            z_single,
            losses,
            eta,
            eta_single,
        }) as Box<dyn Problem>
    })
}

/// The conditional risk η ℓ(ŷ) + (1 − η) ℓ(−ŷ) at a given ŷ.
fn risk_at(loss: Loss, eta: &Number, y: &Number) -> Scalar {
    let q = Number::one() - eta;
    match (loss.value(y), loss.value(&-y)) {
        (Scalar::Exact(a), Scalar::Exact(b)) => Scalar::Exact(&(eta * &a) + &(&q * &b)),
        (a, b) => {
            let dec = |s: Scalar| match s {
                Scalar::Exact(n) => Some(Real::from_number(&n)),
                Scalar::Approx(d) => Some(d),
                Scalar::Overflow => None,
            };
            let total = (|| {
                let (a, b) = (dec(a)?, dec(b)?);
                Some(Real::from_number(eta).mul(&a).add(&Real::from_number(&q).mul(&b)))
            })();
            total.map_or(Scalar::Overflow, Scalar::Approx)
        }
    }
}

fn scalar(f: &Fmt, s: &Scalar) -> (Value, String) {
    match s {
        Scalar::Exact(n) => (Value::Number(n.clone()), f.num(n)),
        Scalar::Approx(d) => (Value::Rounded(d.clone()), format!("≈ {}", f.real(d))),
        Scalar::Overflow => (Value::Label("too large".into()), "too large".into()),
    }
}

fn minimizer(f: &Fmt, m: &Minimizer) -> (Value, String) {
    match m {
        Minimizer::Point(s) => scalar(f, s),
        Minimizer::Interval(lo, hi) => (
            common::interval_value(lo.as_ref(), hi.as_ref()),
            format!("every ŷ in {}", common::interval_text(f, lo.as_ref(), hi.as_ref())),
        ),
        Minimizer::NotAttained(up) => (
            Value::Label("not attained".into()),
            format!(
                "not attained: the risk decreases as ŷ → {}∞",
                if *up { "+" } else { "−" }
            ),
        ),
        Minimizer::Sign(s) => {
            let text = match s {
                1 => "any ŷ > 0",
                -1 => "any ŷ < 0",
                _ => "any ŷ ≠ 0",
            };
            (Value::Label(text.into()), text.into())
        }
    }
}

fn sign_word(s: i8) -> &'static str {
    match s {
        1 => "+1",
        -1 => "−1",
        _ => "0",
    }
}

/// How the minimiser is found, in the seed's style.
fn derivation(loss: Loss) -> String {
    match loss {
        Loss::ZeroOne => {
            "R(ŷ) = η·𝕀{ŷ ≤ 0} + (1 − η)·𝕀{ŷ ≥ 0} is 1 − η for ŷ > 0, η for ŷ < 0 and 1 at ŷ = 0; minimal risk min(η, 1 − η)".into()
        }
        Loss::Hinge => {
            "R(ŷ) = η[1 − ŷ]₊ + (1 − η)[1 + ŷ]₊ does not increase when ŷ is truncated to [−1, 1], where it is 1 + (1 − 2η)ŷ: minimal at −1 when η < ½, at +1 when η > ½, anywhere in [−1, 1] when η = ½ (seed 002); minimal risk 2·min(η, 1 − η)".into()
        }
        Loss::Logistic | Loss::Log2 => {
            "R'(ŷ) = −η σ(−ŷ) + (1 − η) σ(ŷ) (divided by ln 2 for log₂) vanishes where σ(ŷ) = η, at ŷ = ln(η/(1 − η)); minimal risk −η ln η − (1 − η) ln(1 − η), in bits for log₂".into()
        }
        Loss::Exponential => {
            "R(ŷ) = η e^(−ŷ) + (1 − η) e^(ŷ); R'(ŷ) = 0 where e^(2ŷ) = η/(1 − η), at ŷ = ½ ln(η/(1 − η)); minimal risk 2√(η(1 − η))".into()
        }
        Loss::Square => "R(ŷ) = η(1 − ŷ)² + (1 − η)(1 + ŷ)²; R'(ŷ) = −2η(1 − ŷ) + 2(1 − η)(1 + ŷ) = 0 at ŷ = 2η − 1; minimal risk 4η(1 − η)".into(),
        Loss::SquaredHinge => {
            "on [−1, 1] R(ŷ) is the square loss's, minimal at ŷ = 2η − 1; outside, one term vanishes and the other grows (for η ∈ {0, 1} the risk is 0 on a whole half-line); minimal risk 4η(1 − η)".into()
        }
        Loss::Perceptron => {
            "R(ŷ) = η[−ŷ]₊ + (1 − η)[ŷ]₊ is 0 at ŷ = 0 and, for 0 < η < 1, positive everywhere else; minimal risk 0".into()
        }
    }
}

impl SurrogateLosses {
    fn per_eta(&self, values: Vec<Value>) -> Value {
        common::list_or_one(values, self.eta_single)
    }

    fn bayes(eta: &Number) -> Value {
        match bayes_sign(eta) {
            1 => Value::Class {
                label: "1".into(),
                tied: Vec::new(),
            },
            -1 => Value::Class {
                label: "-1".into(),
                tied: Vec::new(),
            },
            _ => Value::Class {
                label: "1".into(),
                tied: vec!["1".into(), "-1".into()],
            },
        }
    }

    /// One table per η: loss, minimiser, sign against Bayes, minimal risk, derivation.
    fn risk_tables(&self, f: &Fmt) -> Vec<serde_json::Value> {
        self.eta
            .iter()
            .map(|eta| {
                let bayes = bayes_sign(eta);
                let mut t = Table::new(&["loss", "minimiser ŷ*", "sign(ŷ*) vs Bayes", "minimal risk"]);
                for &loss in &self.losses {
                    let m = loss.minimizer(eta);
                    let (_, shown) = minimizer(f, &m);
                    let (_, risk) = scalar(f, &loss.min_risk(eta));
                    let verdict = match (m.sign(), bayes) {
                        (_, 0) => "η = ½: either sign is Bayes-optimal".to_string(),
                        (Some(s), b) if s == b => format!("{} = {} ✓", sign_word(s), sign_word(b)),
                        (Some(s), b) => format!("{} ≠ {} ✗", sign_word(s), sign_word(b)),
                        (None, b) => format!("not all {} ✗ (ŷ = 0 is a minimiser)", sign_word(b)),
                    };
                    t.row(&[loss.name().to_string(), shown, verdict, risk]);
                }
                json!({
                    "eta": f.num(eta),
                    "bayes": match bayes { 1 => "+1 (η > ½)", -1 => "−1 (η < ½)", _ => "either (η = ½)" },
                    "table": t,
                })
            })
            .collect()
    }
}

impl Problem for SurrogateLosses {
    fn def(&self) -> &'static KindDef {
        &KIND
    }

    fn data_view(&self, f: &Fmt) -> serde_json::Value {
        let list = |v: &[Number]| v.iter().map(|x| f.num(x)).collect::<Vec<_>>().join(", ");
        let losses: Vec<String> = self
            .losses
            .iter()
            .map(|l| format!("{} {}", l.name(), l.formula()))
            .collect();
        json!({
            "z": list(&self.z),
            "eta": list(&self.eta),
            "losses": losses,
        })
    }

    fn solve(&self, parts: &[Part], f: &Fmt) -> Solved {
        let answers = parts
            .iter()
            .map(|p| match p.name {
                "values" => {
                    let mut header = vec!["loss".to_string(), "ℓ(z)".to_string()];
                    header.extend(self.z.iter().map(|z| format!("z = {}", f.num(z))));
                    let mut t = Table::new(&header);
                    let mut map = Vec::new();
                    let mut rounded = false;
                    for &loss in &self.losses {
                        let (values, shown): (Vec<Value>, Vec<String>) =
                            self.z.iter().map(|z| scalar(f, &loss.value(z))).unzip();
                        rounded |= values.iter().any(|v| matches!(v, Value::Rounded(_)));
                        let mut row = vec![loss.name().to_string(), loss.formula().to_string()];
                        row.extend(shown);
                        t.row(&row);
                        map.push((loss.name().to_string(), common::list_or_one(values, self.z_single)));
                    }
                    PartAnswer {
                        value: Value::Map(map),
                        view: json!({ "table": t, "rounded": rounded }),
                    }
                }
                "consistent" => {
                    let mut t = Table::new(&["loss", "ℓ(z)", "convex", "ℓ'(0)", "consistent"]);
                    let mut map = Vec::new();
                    for &loss in &self.losses {
                        let d = loss
                            .derivative_at_zero()
                            .map_or_else(|| "does not exist".to_string(), |d| scalar(f, &d).1);
                        let verdict = match loss {
                            Loss::ZeroOne => "not a surrogate: it is the loss the surrogates bound".to_string(),
                            Loss::Perceptron => {
                                "no: not differentiable at 0, and its risk minimiser is ŷ = 0, which has no sign"
                                    .to_string()
                            }
                            _ => "yes, by Theorem 1".to_string(),
                        };
                        let convex = if loss.convex() { "yes" } else { "no" };
                        t.row(&[loss.name(), loss.formula(), convex, &d, &verdict]);
                        let value = match loss {
                            Loss::ZeroOne => Value::Label("not a surrogate".into()),
                            _ => Value::Bool(loss.consistent()),
                        };
                        map.push((loss.name().to_string(), value));
                    }
                    PartAnswer {
                        value: Value::Map(map),
                        view: json!({ "table": t }),
                    }
                }
                "minimizer" => PartAnswer {
                    value: Value::Map(
                        self.losses
                            .iter()
                            .map(|l| {
                                let v = self.eta.iter().map(|e| minimizer(f, &l.minimizer(e)).0).collect();
                                (l.name().to_string(), self.per_eta(v))
                            })
                            .collect(),
                    ),
                    view: json!({}),
                },
                "min_risk" => PartAnswer {
                    view: json!({ "above": parts.iter().take_while(|q| q.name != "min_risk").any(|q| q.name == "minimizer") }),
                    value: Value::Map(
                        self.losses
                            .iter()
                            .map(|l| {
                                let v = self.eta.iter().map(|e| scalar(f, &l.min_risk(e)).0).collect();
                                (l.name().to_string(), self.per_eta(v))
                            })
                            .collect(),
                    ),
                },
                _ => PartAnswer {
                    value: self.per_eta(self.eta.iter().map(Self::bayes).collect()),
                    view: json!({}),
                },
            })
            .collect();
        Solved {
            answers,
            view: json!({
                "risks": self.risk_tables(f),
                "how": self.losses.iter().map(|l| format!("{}: {}", l.name(), derivation(*l))).collect::<Vec<_>>(),
            }),
            notes: Vec::new(),
        }
    }

    fn depends_on(&self, part: &Part) -> Option<&'static str> {
        (part.name == "min_risk").then_some("minimizer")
    }

    fn recompute(&self, part: &Part, from: &Value) -> Option<Value> {
        let Value::Map(theirs) = from else { return None };
        if part.name != "min_risk" {
            return None;
        }
        // η ℓ(ŷ) + (1 − η) ℓ(−ŷ) at the student's minimiser where it is a number; the right
        // minimal risk where it is a set
        let mut out = Vec::with_capacity(self.losses.len());
        for &loss in &self.losses {
            let (_, given) = theirs.iter().find(|(k, _)| k == loss.name())?;
            let given: Vec<&Value> = match given {
                Value::List(items) if !self.eta_single => items.iter().collect(),
                v => vec![v],
            };
            if given.len() != self.eta.len() {
                return None;
            }
            let values = self
                .eta
                .iter()
                .zip(given)
                .map(|(eta, v)| {
                    let risk = match v {
                        Value::Number(y) => risk_at(loss, eta, y),
                        Value::Rounded(d) => risk_at(loss, eta, &d.mid()),
                        _ => loss.min_risk(eta),
                    };
                    scalar(&CHECK_FMT, &risk).0
                })
                .collect();
            out.push((loss.name().to_string(), self.per_eta(values)));
        }
        Some(Value::Map(out))
    }

    fn misconceptions(&self, parts: &[Part]) -> Vec<Misconception> {
        let right = solved_values(self, parts);
        let mut out = Vec::new();
        if self.losses.contains(&Loss::Log2) {
            // log₂ computed as ln: the logistic loss's values under the name log2
            let natural = SurrogateLosses {
                losses: self
                    .losses
                    .iter()
                    .map(|&l| if l == Loss::Log2 { Loss::Logistic } else { l })
                    .collect(),
                ..self.clone()
            };
            let renamed = solved_values(&natural, parts)
                .into_iter()
                .map(|v| match v {
                    Value::Map(items) => Some(Value::Map(
                        items
                            .into_iter()
                            .zip(&self.losses)
                            .map(|((_, v), l)| (l.name().to_string(), v))
                            .collect(),
                    )),
                    other => Some(other),
                })
                .collect();
            out.push(Misconception::differing(
                "log2 is the logarithm in base 2: ln(1 + e⁻ᶻ)/ln 2",
                &right,
                renamed,
            ));
        }
        let flipped = SurrogateLosses {
            z: self.z.iter().map(|z| -z).collect(),
            ..self.clone()
        };
        out.push(Misconception::rerun(
            "the sign of z seems reversed: z = y·g(x) is positive for a well-classified point, where a surrogate is small",
            &right,
            &flipped,
            parts,
            &["values"],
        ));
        let by_convexity = Value::Map(
            self.losses
                .iter()
                .map(|&l| {
                    let v = match l {
                        Loss::ZeroOne => Value::Label("not a surrogate".into()),
                        _ => Value::Bool(l.convex()),
                    };
                    (l.name().to_string(), v)
                })
                .collect(),
        );
        out.push(Misconception::of_part(
            "convexity alone is not enough: Theorem 1 also needs ℓ differentiable at 0 with ℓ'(0) < 0",
            &right,
            parts,
            "consistent",
            by_convexity,
        ));
        out.retain(Misconception::changes_anything);
        out
    }
}
