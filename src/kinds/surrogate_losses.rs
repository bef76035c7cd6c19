//! `surrogate-losses`: values of the zero-one loss and its convex surrogates at given margins,
//! their consistency (seed 002, Theorem 1), and the minimiser of the conditional risk
//! η ℓ(ŷ) + (1 − η) ℓ(−ŷ) against the Bayes decision.

use super::margin_common as common;
use super::prelude::*;
use crate::figure::FigureView;
use crate::i18n::Lang;
use crate::models::losses::{LOSSES, Loss, Minimizer, Scalar, bayes_sign};
use crate::num::real::Real;
use crate::spec::diag::Span;
use crate::spec::loader::short_number;
use crate::spec::yaml::Node;

/// The `surrogate-losses` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "surrogate-losses",
    summary: "zero-one, hinge, logistic, exponential, square losses: values, consistency, risk minimisers",
    keys: &[Z.def, WHICH_LOSSES.def, ETA.def, FIGURES.def, PLOT.def],
    parts: P::DEFS,
    figures: &[&crate::figure::LOSSES],
    template: include_str!("../../templates/surrogate-losses.md"),
    load,
};

/// The range of the losses figure (docs/figures.md).
const PLOT: keys::Key<crate::figure::plot::Window> = keys::Key::optional(
    "plot",
    "from the solve",
    "the `losses` figure's range `{ x: [a, b], y: [c, d] }`: x the margin z (ends within ±1000), y the loss ℓ(z), each optional (docs/figures.md)",
    |l, n, what| keys::curve_plot(l, n, what, [Ok(MOST_Z), Ok(keys::MOST_END)]),
    crate::figure::plot::Window::default,
);

/// The largest magnitude of an end of the losses figure's z range: the curves are computed at
/// 201 points of it, and e^1000 already has 435 digits (four losses over [−1000, 1000]: 0.4 s in
/// a debug build; over [−10⁵, 10⁵], 120 s).
pub(crate) const MOST_Z: i64 = 1000;

/// The figures `surrogate-losses` draws (docs/figures.md).
const FIGURES: Key<Vec<&'static str>> = Key::optional(
    "figures",
    "none",
    "`[losses]`: in the key, each loss against z with the values at `z` marked (docs/figures.md)",
    |l, n, what| keys::figure_list(l, n, what, KIND.figures),
    Vec::new,
);

/// The margins, and whether one number was given (not a list).
const Z: Key<(Vec<Number>, bool)> = Key::optional_none(
    "z",
    "none",
    "the margins z = y·g(x) at which to evaluate the losses: a number or a list (needed by `values`)",
    |l, n, what| {
        numbers(l, n, what, |l, node, v| {
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
    },
);

/// η, and whether one number was given (not a list).
const ETA: Key<(Vec<Number>, bool)> = Key::optional_none(
    "eta",
    "none",
    "η = P(Y = +1 | x) in [0, 1], a number or a list (needed by `minimizer`, `min_risk`, `bayes_sign`)",
    |l, n, what| {
        numbers(l, n, what, |l, node, v| {
            if v.is_negative() || v > &Number::one() {
                l.error_help(
                    node.span,
                    format!("`eta` is a probability, found `{}`", short_number(v)),
                    "not in [0, 1]",
                    "η = P(Y = +1 | x) must be between 0 and 1",
                );
                return false;
            }
            true
        })
    },
);

const WHICH_LOSSES: Key<Vec<Loss>> = Key::optional(
    "losses",
    "all but `perceptron`",
    "which losses: `zero-one`, `hinge`, `logistic` (ln), `log2`, `exponential`, `square`, `squared-hinge`, `perceptron` ([−z]₊)",
    read_losses,
    || {
        LOSSES
            .iter()
            .map(|(_, l)| *l)
            .filter(|l| *l != Loss::Perceptron)
            .collect()
    },
);

fn read_losses(l: &mut Loader, node: &Node, what: &str) -> Option<Vec<Loss>> {
    let names: Vec<&'static str> = LOSSES.iter().map(|(n, _)| *n).collect();
    l.nonempty_list(node, what).and_then(|items| {
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
    })
}

crate::parts! {
    /// The parts of `surrogate-losses`.
    enum P {
        Values = PartDef::new("values", "ℓ(z) of each loss at each z: `{ hinge: [2, 1, 0], … }`").by_default().generated(),
        Consistent = PartDef::new(
            "consistent",
            "whether each loss is consistent (convex, differentiable at 0, ℓ'(0) < 0: Theorem 1)",
        )
        .by_default().words(&["not a surrogate"]),
        Minimizer = PartDef::new(
            "minimizer",
            "argmin over ŷ of η ℓ(ŷ) + (1 − η) ℓ(−ŷ): a number, `{ from: -1, to: 1 }`, or `not attained`",
        ).words(&["not attained", "-inf", "inf"]),
        MinRisk = PartDef::new("min_risk", "the minimal conditional risk η ℓ(ŷ*) + (1 − η) ℓ(−ŷ*)").generated(),
        BayesSign = PartDef::new(
            "bayes_sign",
            "the Bayes decision sign(η − ½): `1`, `-1` (either at η = ½)",
        ),
    }
}

/// The largest |z| accepted (e^|z| and (1 − z)² stay printable).
pub(crate) const MAX_Z: i64 = 1_000_000;

#[derive(Clone, Debug)]
struct SurrogateLosses {
    z: Vec<Number>,
    z_single: bool,
    losses: Vec<Loss>,
    eta: Vec<Number>,
    eta_single: bool,
    /// `figures: [losses]`.
    figure: bool,
    /// `plot:` of the losses figure.
    window: crate::figure::plot::Window,
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
    let z = Z.given(l, m);
    let eta = ETA.given(l, m);
    let losses = WHICH_LOSSES.read(l, m);
    let figures = FIGURES.read(l, m);
    let window = PLOT.read(l, m);
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
    let figure = figures?.contains(&"losses");
    let window = window?;
    ok.then(|| {
        boxed(SurrogateLosses {
            z,
            z_single,
            losses,
            eta,
            eta_single,
            figure,
            window,
        })
    })
}

impl SurrogateLosses {
    /// `figures: [losses]`: the losses against z, the spec's z marked.
    fn losses_figure(&self, f: &Fmt) -> Option<FigureView> {
        let fig = crate::figure::losses::Losses {
            losses: &self.losses,
            z: &self.z,
            window: &self.window,
        };
        let num = |x: &Number| f.num(x);
        // no code in a figure: an overflow and a loss as words of the language alone
        let value = |s: &Scalar| match s {
            Scalar::Overflow => crate::i18n::word(f.lang, "too large"),
            s => scalar_text(f, s),
        };
        let name = |l: Loss| crate::i18n::key_word(f.lang, "surrogate-losses", l.name());
        let svg = fig.svg(&crate::figure::losses::Texts {
            num: &num,
            value: &value,
            name: &name,
            lang: f.lang,
        })?;
        Some(FigureView::new(
            "losses",
            &f.lang.t("surrogate-losses-figure-title"),
            &svg,
        ))
    }
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

fn scalar_value(s: &Scalar) -> Value {
    match s {
        Scalar::Exact(n) => Value::Number(n.clone()),
        Scalar::Approx(d) => Value::Rounded(d.clone()),
        Scalar::Overflow => Value::Label("too large".into()),
    }
}

fn scalar_text(f: &Fmt, s: &Scalar) -> String {
    match s {
        Scalar::Exact(n) => f.num(n),
        Scalar::Approx(d) => format!("≈ {}", f.real(d)),
        Scalar::Overflow => crate::i18n::shown_word(f.lang, "too large"),
    }
}

/// A loss as the worksheet names it: its spec name, after the language's word for it
/// (`esponenziale (`exponential`)`, [`crate::i18n::shown_key`]).
fn loss_name(f: &Fmt, loss: Loss) -> String {
    crate::i18n::shown_key(f.lang, "surrogate-losses", loss.name())
}

/// The text of a sign answer (`any ŷ > 0`), which is also its value.
fn sign_text(s: i8) -> &'static str {
    match s {
        1 => "any ŷ > 0",
        -1 => "any ŷ < 0",
        _ => "any ŷ ≠ 0",
    }
}

fn minimizer_value(m: &Minimizer) -> Value {
    match m {
        Minimizer::Point(s) => scalar_value(s),
        Minimizer::Interval(lo, hi) => common::interval_value(lo.as_ref(), hi.as_ref()),
        Minimizer::NotAttained(_) => Value::Label("not attained".into()),
        Minimizer::Sign(s) => Value::Label(sign_text(*s).into()),
    }
}

fn minimizer_text(f: &Fmt, m: &Minimizer) -> String {
    match m {
        Minimizer::Point(s) => scalar_text(f, s),
        Minimizer::Interval(lo, hi) => f.lang.ta(
            "surrogate-losses-every-in",
            &[("interval", common::interval_text(f, lo.as_ref(), hi.as_ref()).into())],
        ),
        Minimizer::NotAttained(up) => f.lang.ta(
            "surrogate-losses-not-attained",
            &[
                ("word", crate::i18n::shown_word(f.lang, "not attained").into()),
                ("to", (if *up { "+∞" } else { "−∞" }).into()),
            ],
        ),
        Minimizer::Sign(s) => crate::i18n::shown_word(f.lang, sign_text(*s)),
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
fn derivation(lang: Lang, loss: Loss) -> String {
    match loss {
        Loss::ZeroOne => lang.ta(
            "surrogate-losses-how-zero-one",
            &[("r", "R(ŷ) = η·𝕀{ŷ ≤ 0} + (1 − η)·𝕀{ŷ ≥ 0}".into())],
        ),
        Loss::Hinge => lang.t("surrogate-losses-how-hinge"),
        Loss::Logistic | Loss::Log2 => lang.t("surrogate-losses-how-logistic"),
        Loss::Exponential => lang.ta(
            "surrogate-losses-how-exponential",
            &[
                ("r", r"$R(\hat{y}) = \eta e^{-\hat{y}} + (1 - \eta) e^{\hat{y}}$".into()),
                ("d", r"$R'(\hat{y}) = 0$".into()),
                ("e", r"$e^{2\hat{y}} = \eta/(1 - \eta)$".into()),
            ],
        ),
        Loss::Square => lang.t("surrogate-losses-how-square"),
        Loss::SquaredHinge => lang.ta("surrogate-losses-how-squared-hinge", &[("set", "{0, 1}".into())]),
        Loss::Perceptron => lang.t("surrogate-losses-how-perceptron"),
    }
}

/// The risk minimisers at one η.
#[derive(Debug)]
struct Risks {
    /// sign(η − ½), 0 at ½.
    bayes: i8,
    /// Per loss, in the exercise's order: the minimiser and the minimal risk.
    by_loss: Vec<(Minimizer, Scalar)>,
}

/// What one part works out besides the risks.
#[derive(Debug)]
enum Worked {
    /// ℓ(z) per loss, per z.
    Values(Vec<Vec<Scalar>>),
    /// ℓ'(0) per loss, when it exists.
    Consistent(Vec<Option<Scalar>>),
    /// Shown from the risks.
    Minimizer,
    /// Shown from the risks; whether the minimisers are shown above.
    MinRisk { above: bool },
    /// sign(η − ½).
    BayesSign,
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    z: String,
    eta: String,
    losses: Vec<String>,
    /// The answer tables: a row per loss and a column per margin z (values) or per η
    /// (minimisers, an interval's two ends in one cell; minimal risks), as the worked
    /// solution's tables; the Bayes decision per η, consistency per loss.
    blank_values: Table,
    blank_minimizer: Table,
    blank_min_risk: Table,
    blank_bayes_sign: Table,
    blank_consistent: Table,
}

/// The minimisers of every loss at one η.
#[derive(Serialize)]
struct RiskView {
    eta: String,
    bayes: String,
    table: Table,
}

/// The worked solution: the risk minimisers and how each is found.
#[derive(Serialize)]
struct View {
    risks: Vec<RiskView>,
    how: Vec<String>,
    /// `figures: [losses]`.
    figure: Option<FigureView>,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    Values {
        table: Table,
        rounded: bool,
        /// Some value is 10¹⁰⁰⁰ or more, shown (and answered) as "too large".
        too_large: bool,
    },
    Table {
        table: Table,
    },
    MinRisk {
        above: bool,
    },
    Shown {},
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

    /// A value per loss, each per η, from the risks.
    fn by_loss(&self, risks: &[Risks], value: impl Fn(&(Minimizer, Scalar)) -> Value) -> Value {
        Value::Map(
            self.losses
                .iter()
                .enumerate()
                .map(|(k, l)| {
                    let v = risks.iter().map(|r| value(&r.by_loss[k])).collect();
                    (l.name().to_string(), self.per_eta(v))
                })
                .collect(),
        )
    }

    /// One table per η: loss, minimiser, sign against Bayes, minimal risk.
    fn risk_tables(&self, f: &Fmt, risks: &[Risks]) -> Vec<RiskView> {
        self.eta
            .iter()
            .zip(risks)
            .map(|(eta, r)| {
                let bayes = r.bayes;
                let mut t = Table::new(&[
                    f.lang.t("surrogate-losses-col-loss"),
                    f.lang.t("surrogate-losses-col-minimizer"),
                    f.lang.t("surrogate-losses-col-sign"),
                    f.lang.t("surrogate-losses-col-min-risk"),
                ]);
                for (loss, (m, risk)) in self.losses.iter().zip(&r.by_loss) {
                    let verdict = match (m.sign(), bayes) {
                        (_, 0) => f.lang.t("surrogate-losses-either-sign"),
                        (Some(s), b) if s == b => format!("{} = {} ✓", sign_word(s), sign_word(b)),
                        (Some(s), b) => format!("{} ≠ {} ✗", sign_word(s), sign_word(b)),
                        (None, b) => f.lang.ta("surrogate-losses-not-all", &[("sign", sign_word(b).into())]),
                    };
                    t.row(&[loss_name(f, *loss), minimizer_text(f, m), verdict, scalar_text(f, risk)]);
                }
                RiskView {
                    eta: f.num(eta),
                    bayes: match bayes {
                        1 => "+1 (η > ½)".to_string(),
                        -1 => "−1 (η < ½)".to_string(),
                        _ => f.lang.t("surrogate-losses-bayes-either"),
                    },
                    table: t,
                }
            })
            .collect()
    }
}

impl Kind for SurrogateLosses {
    fn class_labels(&self) -> Vec<String> {
        vec!["1".into(), "-1".into()]
    }

    type Part = P;
    type Shared = Vec<Risks>;
    type PartWork = Worked;
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn data(&self, f: &Fmt) -> Data {
        let list = |v: &[Number]| v.iter().map(|x| f.num(x)).collect::<Vec<_>>().join(", ");
        let names: Vec<String> = self.losses.iter().map(|l| l.name().to_string()).collect();
        let at = |what: &str, v: &[Number]| v.iter().map(|x| format!("{what} = {}", f.num(x))).collect::<Vec<_>>();
        Data {
            blank_values: super::shared::answer_table("", &at("z", &self.z), &names),
            blank_minimizer: super::shared::answer_table("", &at("η", &self.eta), &names),
            blank_min_risk: super::shared::answer_table("", &at("η", &self.eta), &names),
            blank_bayes_sign: super::shared::answer_row("", &at("η", &self.eta), ""),
            blank_consistent: super::shared::answer_row("", &names, ""),
            z: list(&self.z),
            eta: list(&self.eta),
            losses: self
                .losses
                .iter()
                .map(|l| format!("{} {}", loss_name(f, *l), l.formula()))
                .collect(),
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Vec<Risks>, Worked> {
        let risks: Vec<Risks> = self
            .eta
            .iter()
            .map(|eta| Risks {
                bayes: bayes_sign(eta),
                by_loss: self
                    .losses
                    .iter()
                    .map(|l| (l.minimizer(eta), l.min_risk(eta)))
                    .collect(),
            })
            .collect();
        let answers = asked
            .iter()
            .map(|a| match a.part {
                P::Values => {
                    let values: Vec<Vec<Scalar>> = self
                        .losses
                        .iter()
                        .map(|loss| self.z.iter().map(|z| loss.value(z)).collect())
                        .collect();
                    Answer {
                        value: Value::Map(
                            self.losses
                                .iter()
                                .zip(&values)
                                .map(|(loss, v)| {
                                    let v = v.iter().map(scalar_value).collect();
                                    (loss.name().to_string(), common::list_or_one(v, self.z_single))
                                })
                                .collect(),
                        ),
                        work: Worked::Values(values),
                    }
                }
                P::Consistent => Answer {
                    value: Value::Map(
                        self.losses
                            .iter()
                            .map(|&loss| {
                                let value = match loss {
                                    Loss::ZeroOne => Value::Label("not a surrogate".into()),
                                    _ => Value::Bool(loss.consistent()),
                                };
                                (loss.name().to_string(), value)
                            })
                            .collect(),
                    ),
                    work: Worked::Consistent(self.losses.iter().map(|l| l.derivative_at_zero()).collect()),
                },
                P::Minimizer => Answer {
                    value: self.by_loss(&risks, |(m, _)| minimizer_value(m)),
                    work: Worked::Minimizer,
                },
                P::MinRisk => Answer {
                    value: self.by_loss(&risks, |(_, r)| scalar_value(r)),
                    work: Worked::MinRisk {
                        above: asked
                            .iter()
                            .take_while(|q| q.part != P::MinRisk)
                            .any(|q| q.part == P::Minimizer),
                    },
                },
                P::BayesSign => Answer {
                    value: self.per_eta(self.eta.iter().map(Self::bayes).collect()),
                    work: Worked::BayesSign,
                },
            })
            .collect();
        Work { shared: risks, answers }
    }

    fn present(&self, work: &Work<Vec<Risks>, Worked>, _asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let parts = work
            .answers
            .iter()
            .map(|a| match &a.work {
                Worked::Values(values) => {
                    let mut header = vec![f.lang.t("surrogate-losses-col-loss"), "ℓ(z)".to_string()];
                    header.extend(self.z.iter().map(|z| format!("z = {}", f.num(z))));
                    let mut t = Table::new(&header);
                    for (loss, v) in self.losses.iter().zip(values) {
                        let mut row = vec![loss_name(f, *loss), loss.formula().to_string()];
                        row.extend(v.iter().map(|s| scalar_text(f, s)));
                        t.row(&row);
                    }
                    PartView::Values {
                        table: t,
                        rounded: values.iter().flatten().any(|s| matches!(s, Scalar::Approx(_))),
                        too_large: values.iter().flatten().any(|s| matches!(s, Scalar::Overflow)),
                    }
                }
                Worked::Consistent(derivatives) => {
                    let mut t = Table::new(&[
                        f.lang.t("surrogate-losses-col-loss"),
                        "ℓ(z)".to_string(),
                        f.lang.t("surrogate-losses-col-convex"),
                        "ℓ'(0)".to_string(),
                        f.lang.t("surrogate-losses-col-consistent"),
                    ]);
                    for (&loss, d) in self.losses.iter().zip(derivatives) {
                        let d = d
                            .as_ref()
                            .map_or_else(|| f.lang.t("surrogate-losses-no-derivative"), |d| scalar_text(f, d));
                        let verdict = f.lang.t(match loss {
                            Loss::ZeroOne => "surrogate-losses-not-surrogate",
                            Loss::Perceptron => "surrogate-losses-perceptron-inconsistent",
                            _ => "surrogate-losses-consistent-theorem",
                        });
                        let convex = f.lang.t(if loss.convex() {
                            "surrogate-losses-yes"
                        } else {
                            "surrogate-losses-no"
                        });
                        t.row(&[&loss_name(f, loss), loss.formula(), &convex, &d, &verdict]);
                    }
                    PartView::Table { table: t }
                }
                Worked::MinRisk { above } => PartView::MinRisk { above: *above },
                Worked::Minimizer | Worked::BayesSign => PartView::Shown {},
            })
            .collect();
        Presented {
            view: View {
                risks: self.risk_tables(f, &work.shared),
                how: self
                    .losses
                    .iter()
                    .map(|l| format!("{}: {}", loss_name(f, *l), derivation(f.lang, *l)))
                    .collect(),
                figure: self.figure.then(|| self.losses_figure(f)).flatten(),
            },
            parts,
            notes: Vec::new(),
        }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::MinRisk => vec![P::Minimizer],
            P::Values | P::Consistent | P::Minimizer | P::BayesSign => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let [Some(Value::Map(theirs))] = from else { return None };
        match ask.part {
            P::MinRisk => {}
            P::Values | P::Consistent | P::Minimizer | P::BayesSign => return None,
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
                    scalar_value(&risk)
                })
                .collect();
            out.push((loss.name().to_string(), self.per_eta(values)));
        }
        Some(Value::Map(out))
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
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
            let renamed = natural
                .solve(asked)
                .values()
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
                Hint::new(lang, "surrogate-losses-hint-log2"),
                right,
                renamed,
            ));
        }
        let flipped = SurrogateLosses {
            z: self.z.iter().map(|z| -z).collect(),
            ..self.clone()
        };
        out.push(Misconception::rerun_kind(
            Hint::new(lang, "surrogate-losses-hint-sign"),
            right,
            &flipped,
            asked,
            &[P::Values],
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
        out.push(Misconception::of_kind_part(
            Hint::new(lang, "surrogate-losses-hint-convexity"),
            right,
            asked,
            P::Consistent,
            by_convexity,
        ));
        out.retain(Misconception::changes_anything);
        out
    }
}
