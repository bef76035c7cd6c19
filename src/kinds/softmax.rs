//! `softmax`: the softmax of given logits (seed 003, U2.4 §2), log-sum-exp and its bounds
//! (seed 000, "Funzione softmax"), argmax, one-hot vectors and Cat(y | θ) with 0⁰ = 1
//! (seed 003, U2.4 §1).

use super::prelude::*;
use super::probabilistic::{self as pr, Lines, MAX_CLASSES};
use crate::models::softmax as model;
use crate::num::mixed::{self, Mixed};
use crate::num::real::RealError;
use crate::spec::diag::Span;
use crate::spec::yaml::Node;

/// The `softmax` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "softmax",
    summary: "softmax of logits: probabilities, log-sum-exp, argmax; one-hot and Cat(y | θ)",
    keys: &[LOGITS.def, CLASSES.def, CLASS, Y, THETA],
    parts: P::DEFS,
    figures: &[],
    template: include_str!("../../templates/softmax.md"),
    load,
};

const LOGITS: Key<Vec<Vec<Number>>> = Key::optional_none(
    "logits",
    "none (then `theta` is needed)",
    "the logits a = (a1, …, aK), or a list of such vectors",
    |l, n, _| read_logits(l, n),
);

/// One class is allowed (S(a) = (1), noted in the solution).
const CLASSES: Key<Vec<Label>> = Key::optional_none(
    "classes",
    "1, 2, …, K",
    "the class names, in order (argmax ties go to the first)",
    |l, n, _| l.classes_at_least(n, 1),
);

/// Read with the classes.
const CLASS: KeyDef = KeyDef::optional(
    "class",
    "the first class",
    "the class c whose probability S(a)_c the part `probability` gives",
);

/// Read with the classes ([`read_ys`], [`y_indices`]).
const Y: KeyDef = KeyDef::optional(
    "y",
    "none",
    "the observed class for `one_hot`, `categorical`, `log_probability` and `log_loss`: one label, or one per logit vector",
);

/// Read with the number of logits ([`read_theta`]).
const THETA: KeyDef = KeyDef::optional(
    "theta",
    "S(a)",
    "the parameters θ of Cat(y | θ): K probabilities that sum to 1",
);

crate::parts! {
    /// The parts of `softmax`.
    enum P {
        Probabilities = PartDef::new("probabilities", "S(a) = (e^a1, …, e^aK)/Σ e^ac").by_default(),
        Logsumexp = PartDef::new("logsumexp", "log Σ e^ac, with the bound max ≤ logsumexp ≤ max + log K").by_default(),
        Prediction = PartDef::new("prediction", "argmax_c a_c (ties go to the first class)").by_default(),
        Probability = PartDef::new("probability", "S(a)_c for the class c of `class`"),
        OneHot = PartDef::new("one_hot", "the one-hot vector of `y`"),
        Categorical = PartDef::new("categorical", "Cat(y | θ) = ∏ θ_c^(y_c), with 0⁰ = 1").generated(),
        LogProbability = PartDef::new(
            "log_probability",
            "log Cat(y | θ) = Σ y_c log θ_c = log θ_y, with 0 log 0 = 0 (`-inf` when θ_y = 0)",
        ).words(&["-inf"]),
        LogLoss = PartDef::new("log_loss", "the log-loss −log Cat(y | θ) = −log θ_y (`inf` when θ_y = 0)").words(&["inf"]),
    }
}

#[derive(Debug)]
struct Softmax {
    classes: Vec<Label>,
    logits: Vec<Vec<Number>>,
    class: usize,
    ys: Vec<usize>,
    theta: Option<Vec<Number>>,
}

/// Reads `logits`: one vector, or a list of vectors of the same length.
fn read_logits(l: &mut Loader, node: &Node) -> Option<Vec<Vec<Number>>> {
    let items = l.nonempty_list(node, "`logits`")?;
    let out = if items.iter().all(|i| i.as_seq().is_some()) {
        let mut out = Vec::with_capacity(items.len());
        let mut ok = true;
        let mut len = None;
        for (i, item) in items.iter().enumerate() {
            match l.vector(item, &format!("logit vector {}", i + 1), len) {
                Some(v) => {
                    len.get_or_insert(v.len());
                    out.push(v);
                }
                None => ok = false,
            }
        }
        ok.then_some(out)?
    } else {
        vec![l.vector(node, "`logits`", None)?]
    };
    if !out.iter().all(|v| pr::check_size(l, v, node.span, "`logits`")) {
        return None;
    }
    let k = out[0].len();
    if !(1..=MAX_CLASSES).contains(&k) || out.len() > MAX_CLASSES {
        l.error_help(
            node.span,
            format!("`logits` must have 1 to {MAX_CLASSES} entries per vector and at most {MAX_CLASSES} vectors"),
            "wrong size",
            "give one logit per class, e.g. `logits: [1, 0, 0]`",
        );
        return None;
    }
    Some(out)
}

fn read_theta(l: &mut Loader, node: &Node, k: Option<usize>) -> Option<Vec<Number>> {
    let theta = l.vector(node, "`theta`", k)?;
    let mut ok = true;
    for t in &theta {
        if t.is_negative() || t > &Number::one() {
            l.error_help(
                node.span,
                format!("`theta` has the entry `{t}`, which is not a probability"),
                "not in [0, 1]",
                "every θ_c is a probability, from 0 to 1",
            );
            ok = false;
        }
    }
    let sum: Number = theta.iter().cloned().sum();
    if ok && sum != Number::one() {
        l.error_help(
            node.span,
            format!("the entries of `theta` sum to `{sum}`, not 1"),
            "not a distribution",
            "θ must sum to 1 exactly (write fractions such as \"1/3\" where needed)",
        );
        ok = false;
    }
    ok.then_some(theta)
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let logits = LOGITS.given(l, m);
    let k = logits.as_ref().and_then(|v| v.as_ref()).map(|v| v[0].len());
    let theta = m.get(THETA.name).map(|n| read_theta(l, n, k));
    let classes = CLASSES.given(l, m);
    let class = m.get(CLASS.name).map(|n| (l.label(n, "`class`"), n.span));
    let ys = m.get(Y.name).map(|n| read_ys(l, n));
    let asked = pr::asked_parts(m, &KIND);
    let mut ok = pr::require_for_parts(
        l,
        &asked,
        &["probabilities", "logsumexp", "prediction", "probability"],
        logits.is_none(),
        "`logits`",
        "add `logits: [a1, …, aK]`",
    );
    ok &= pr::require_for_parts(
        l,
        &asked,
        &["one_hot", "categorical", "log_probability", "log_loss"],
        ys.is_none(),
        "the observed class `y`",
        "add `y: 1`",
    );
    if logits.is_none() && theta.is_none() {
        l.error_help(
            m.key_span("kind").unwrap_or_default(),
            "a `softmax` exercise needs `logits` (or `theta` for `categorical`)",
            "`logits` is missing",
            "add `logits: [1, 0, 0]`",
        );
        return None;
    }
    // The number of classes, even when `logits` or `theta` is invalid, so that `y` and `class`
    // are still checked.
    let k = match (&logits, &theta) {
        (Some(Some(v)), _) => v[0].len(),
        (_, Some(Some(t))) => t.len(),
        _ => m
            .get("theta")
            .or(LOGITS.node(m))
            .and_then(|n| n.as_seq())
            .map_or(0, |s| s.first().and_then(|f| f.as_seq()).map_or(s.len(), <[Node]>::len)),
    };
    let (per, pers) = if LOGITS.is_given(m) {
        ("logit", "logits")
    } else {
        ("entry of `theta`", "entries of `theta`")
    };
    let source = if CLASSES.is_given(m) {
        shared::ClassSource::ClassesKey
    } else {
        shared::ClassSource::Numbered(per)
    };
    let classes = match pr::optional(classes)? {
        Some(c) if c.len() != k => {
            l.error_help(
                CLASSES.span(m),
                format!("`classes` names {} classes but there are {k} {pers}", c.len()),
                "wrong number of classes",
                format!("give one class name per {per}"),
            );
            // the labels of `class` and `y` are still checked against these names
            ok = false;
            c
        }
        Some(c) => c,
        None => (1..=k).map(|i| i.to_string()).collect(),
    };
    let class = match class {
        Some((label, span)) => pr::class_index(l, &classes, &label?, span, "`class`", source),
        None => Some(0),
    };
    let indices = match ys {
        Some((labels, span)) => y_indices(l, m, logits.as_ref(), labels, span, &classes, source, &mut ok),
        None => Vec::new(),
    };
    let (class, logits, theta) = (class?, pr::optional(logits)?, pr::optional(theta)?);
    let logits = logits.unwrap_or_default();
    ok.then(|| {
        boxed(Softmax {
            classes,
            logits,
            class,
            ys: indices,
            theta,
        })
    })
}

/// The labels of `y` (one, or one per logit vector), each with its place and how messages name
/// it, and the place of `y`.
fn read_ys(l: &mut Loader, n: &Node) -> (Vec<(Option<Label>, Span, String)>, Span) {
    let nodes: Vec<&Node> = n.as_seq().map_or_else(|| vec![n], |items| items.iter().collect());
    let one = nodes.len() == 1;
    let labels: Vec<(Option<Label>, Span, String)> = nodes
        .iter()
        .enumerate()
        .map(|(i, node)| {
            let what = if one {
                "`y`".to_string()
            } else {
                format!("entry {} of `y`", i + 1)
            };
            (l.label(node, &what), node.span, what)
        })
        .collect();
    (labels, n.span)
}

/// The class of each label of `y`, checked against the classes and the number of logit vectors.
#[allow(clippy::too_many_arguments)]
fn y_indices(
    l: &mut Loader,
    m: &Map<'_>,
    logits: Option<&Option<Vec<Vec<Number>>>>,
    labels: Vec<(Option<Label>, Span, String)>,
    span: Span,
    classes: &[Label],
    source: shared::ClassSource,
    ok: &mut bool,
) -> Vec<usize> {
    let mut indices = Vec::new();
    let vectors = match &logits {
        None => labels.len(),
        Some(Some(v)) => v.len(),
        _ => LOGITS.node(m).and_then(|n| n.as_seq()).map_or(1, |s| {
            if s.iter().all(|i| i.as_seq().is_some()) {
                s.len()
            } else {
                1
            }
        }),
    };
    if labels.len() != 1 && labels.len() != vectors {
        l.error_help(
            span,
            format!("`y` has {} labels for {vectors} logit vectors", labels.len()),
            "wrong number of labels",
            "give one label, or one per logit vector",
        );
        *ok = false;
    }
    for (label, span, what) in labels {
        match label.and_then(|y| pr::class_index(l, classes, &y, span, &what, source)) {
            Some(y) => indices.push(y),
            None => *ok = false,
        }
    }
    indices
}

/// log θ_y (or −log θ_y for the loss) as an answer: exact when it is (0 at θ_y = 1), rounded
/// otherwise, and the labels `-inf` / `inf` at θ_y = 0.
fn log_value(log: Option<&Mixed>, loss: bool) -> Value {
    match (log, loss) {
        (Some(l), false) => pr::value(l),
        (Some(l), true) => pr::value(&l.neg()),
        (None, false) => Value::Label("-inf".into()),
        (None, true) => Value::Label("inf".into()),
    }
}

/// log θ_y (or −log θ_y) as worksheet text: `−∞` / `+∞` at θ_y = 0.
fn log_text(f: &Fmt, log: Option<&Mixed>, loss: bool) -> String {
    match (log, loss) {
        (Some(l), false) => pr::show(f, l),
        (Some(l), true) => pr::show(f, &l.neg()),
        (None, false) => "−∞".into(),
        (None, true) => "+∞".into(),
    }
}

impl Softmax {
    fn vectors(&self) -> Vec<Vec<Mixed>> {
        self.logits.iter().map(|a| mixed::from_exact(a)).collect()
    }

    /// The label of each logit vector (one label applies to all).
    fn y_for(&self, n: usize) -> usize {
        self.ys.get(n).or(self.ys.first()).copied().unwrap_or(0)
    }

    /// `a`, or `a⁽ⁿ⁾` when there are several logit vectors.
    /// The logit vector of `subscript_a` in TeX: `a^{(2)}`, or `a`.
    fn tex_a(&self, n: usize) -> String {
        if self.logits.len() > 1 {
            format!("a^{{({})}}", n + 1)
        } else {
            "a".to_string()
        }
    }

    fn subscript_a(&self, n: usize) -> String {
        if self.logits.len() > 1 {
            format!("a⁽{}⁾", pr::superscript(n + 1))
        } else {
            "a".to_string()
        }
    }

    /// The observed class and θ of each Cat(y | θ) asked.
    fn thetas(&self) -> Result<Vec<Theta>, RealError> {
        let count = if self.theta.is_some() {
            self.ys.len()
        } else {
            self.logits.len()
        };
        (0..count)
            .map(|n| {
                let y = self.y_for(n);
                let one_hot = model::one_hot(y, self.classes.len());
                Ok(match &self.theta {
                    Some(t) => Theta {
                        y,
                        one_hot,
                        theta: mixed::from_exact(t),
                        of_logits: None,
                    },
                    None => Theta {
                        y,
                        one_hot,
                        theta: model::softmax(&mixed::from_exact(&self.logits[n]))?,
                        of_logits: Some(n),
                    },
                })
            })
            .collect()
    }

    fn logsumexp(&self) -> Result<Vec<Lse>, RealError> {
        let k = Mixed::from(Number::from(self.classes.len()));
        self.vectors()
            .iter()
            .map(|a| {
                let lse = model::logsumexp(a)?;
                let (i, _) = model::argmax(a)?;
                let max = a[i].clone();
                let shifted: Vec<Mixed> = a.iter().map(|v| v.sub(&max)).collect::<Result<_, _>>()?;
                let upper = max.add(&k.ln()?)?;
                Ok(Lse {
                    lse,
                    max,
                    shifted,
                    upper,
                })
            })
            .collect()
    }

    /// θ and log θ_y (`None` for −∞) of each Cat(y | θ) asked: log S(a)_y in the log-sum-exp
    /// form when θ = S(a).
    fn log_categorical(&self) -> Result<Vec<(Theta, Option<Mixed>)>, RealError> {
        self.thetas()?
            .into_iter()
            .map(|t| {
                let log = match t.of_logits {
                    Some(n) => Some(model::log_softmax_at(&mixed::from_exact(&self.logits[n]), t.y)?),
                    None => model::log_categorical(&t.theta, t.y)?,
                };
                Ok((t, log))
            })
            .collect()
    }

    /// S(a_n)_c, worked, for the part `probability`.
    fn probability_line(&self, f: &Fmt, n: usize, a: &[Mixed], p: &Mixed) -> String {
        let c = self.class;
        let sym = if a.iter().all(Mixed::is_exact) {
            format!(" = {}/({})", pr::exp_text(f, &a[c]), pr::exp_sum_text(f, a))
        } else {
            String::new()
        };
        // typeset when the label is a plain word (TeX-safe), as written otherwise
        let label = &self.classes[c];
        let ratio = if label.chars().all(|ch| ch.is_ascii_alphanumeric()) {
            format!("$e^{{a_{{{label}}}}} / \\sum_c e^{{a_c}}$")
        } else {
            f.lang.ta(
                "softmax-ratio-words",
                &[
                    ("class", crate::present::inline(label).into()),
                    ("sum", r"$\sum_c e^{a_c}$".into()),
                ],
            )
        };
        format!(
            "{name} = {}: {} = {ratio}{sym} = **{}**",
            pr::show_vec(f, a),
            indexed(&format!("S({})", self.subscript_a(n)), &self.classes[c]),
            pr::show(f, p),
            name = self.subscript_a(n)
        )
    }

    /// argmax_c a_c, worked, for the part `prediction`.
    fn prediction_line(&self, f: &Fmt, n: usize, a: &[Mixed], class: &Value) -> String {
        f.lang.ta(
            "softmax-argmax-line",
            &[
                (
                    "argmax",
                    format!(
                        "{name} = {}: $\\operatorname{{argmax}}_c S(a)_c = \\operatorname{{argmax}}_c a_c$",
                        pr::show_vec(f, a),
                        name = self.subscript_a(n)
                    )
                    .into(),
                ),
                ("class", f.value(class).into()),
                ("tie", pr::tie_text(f, class).into()),
            ],
        )
    }

    /// Cat(y | θ), worked.
    fn categorical_line(&self, f: &Fmt, t: &Theta, p: &Mixed) -> String {
        let y = t.y;
        let factors: Vec<String> = t
            .theta
            .iter()
            .enumerate()
            .map(|(c, t)| format!("{}{}", pr::show(f, t), if c == y { "¹" } else { "⁰" }))
            .collect();
        let zero_note = if t.theta.iter().enumerate().any(|(c, t)| c != y && t.is_zero()) {
            " (0⁰ = 1)"
        } else {
            ""
        };
        let from = match t.of_logits {
            Some(n) => format!("θ = S({})", self.subscript_a(n)),
            None => "θ".to_string(),
        };
        format!(
            "y = {} (one-hot {}), {from} = {}: $\\mathrm{{Cat}}(y \\mid \\theta) = \\prod_c \\theta_c^{{y_c}}$ = {} = **{}**{zero_note}",
            self.classes[y],
            f.vec(&t.one_hot),
            pr::show_vec(f, &t.theta),
            factors.join(" · "),
            pr::show(f, p)
        )
    }

    /// The worked line of log Cat(y | θ) (or of the loss −log Cat(y | θ)).
    fn log_line(&self, f: &Fmt, t: &Theta, log: Option<&Mixed>, loss: bool) -> String {
        let y = t.y;
        let class = &self.classes[y];
        let zero_note = if t.theta.iter().enumerate().any(|(c, t)| c != y && t.is_zero()) {
            format!(" {}", f.lang.t("softmax-zero-log-note"))
        } else {
            String::new()
        };
        let sign = if loss { "−" } else { "" };
        let tsign = if loss { "-" } else { "" };
        // the class as a TeX subscript (a label that is not a plain word is written out)
        let (sub, theta_y) = match crate::present::tex_label(class) {
            Some(l) => (l.clone(), format!("${tsign}\\log \\theta_{{{l}}}$")),
            None => (
                "y".to_string(),
                f.lang.ta(
                    "softmax-log-theta-of-class",
                    &[("sign", sign.into()), ("class", crate::present::inline(class).into())],
                ),
            ),
        };
        let (from, value) = match t.of_logits {
            Some(n) => {
                let a = self.tex_a(n);
                let value = if loss {
                    format!("$-\\log S({a})_{{{sub}}} = \\log \\sum_c e^{{{a}_c}} - {a}_{{{sub}}}$")
                } else {
                    format!("$\\log S({a})_{{{sub}}} = {a}_{{{sub}}} - \\log \\sum_c e^{{{a}_c}}$")
                };
                (
                    format!("θ = S({}) = {}", self.subscript_a(n), pr::show_vec(f, &t.theta)),
                    value,
                )
            }
            None => (
                format!("θ = {}", pr::show_vec(f, &t.theta)),
                format!("{sign}log {}", pr::show(f, &t.theta[y])),
            ),
        };
        let lhs = if loss {
            r"$-\log \mathrm{Cat}(y \mid \theta) = -\sum_c y_c \log \theta_c$"
        } else {
            r"$\log \mathrm{Cat}(y \mid \theta) = \sum_c y_c \log \theta_c$"
        };
        format!(
            "y = {class} (one-hot {}), {from}: {lhs} = {theta_y}{zero_note} = {value} = **{}**",
            f.vec(&t.one_hot),
            log_text(f, log, loss)
        )
    }

    fn categorical(&self) -> Result<Vec<(Theta, Mixed)>, RealError> {
        self.thetas()?
            .into_iter()
            .map(|t| {
                let p = model::categorical(&t.theta, t.y)?;
                Ok((t, p))
            })
            .collect()
    }
}

/// The θ of one Cat(y | θ) and the observed class y.
#[derive(Debug)]
struct Theta {
    y: usize,
    /// y as a one-hot vector.
    one_hot: Vec<Number>,
    theta: Vec<Mixed>,
    /// `Some(n)`: θ = S(a⁽ⁿ⁾), the softmax of logit vector n; `None`: the given θ.
    of_logits: Option<usize>,
}

/// log Σ e^(a_c) of one logit vector with its bounds.
#[derive(Debug)]
struct Lse {
    lse: Mixed,
    max: Mixed,
    /// a − max a.
    shifted: Vec<Mixed>,
    /// max + log K.
    upper: Mixed,
}

/// What one part works out, per logit vector (or per observed class).
#[derive(Debug)]
enum Worked {
    /// S(a).
    Probabilities(Vec<Vec<Mixed>>),
    Logsumexp(Vec<Lse>),
    /// The class (a `Value::Class` with its ties).
    Prediction(Vec<Value>),
    /// S(a)_c.
    Probability(Vec<Mixed>),
    /// The one-hot vector of each y.
    OneHot(Vec<Vec<Number>>),
    /// θ and Cat(y | θ).
    Categorical(Vec<(Theta, Mixed)>),
    /// θ and log θ_y (`None` for −∞); `loss`: the part asks −log θ_y.
    Log {
        loss: bool,
        items: Vec<(Theta, Option<Mixed>)>,
    },
    /// A value beyond the range of the rounded numbers.
    Failed(RealError),
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    logits: Vec<String>,
    classes: String,
    class: String,
    y: String,
    theta: Option<String>,
    p: String,
    /// The answer tables when there are several logit vectors: a row of S(a)_c per vector, and
    /// a value per vector a⁽ⁿ⁾ (the log-sum-exp, the class, a probability, a log-loss).
    blank_probabilities: Option<Table>,
    blank_logsumexp: Option<Table>,
    blank_prediction: Option<Table>,
    blank_probability: Option<Table>,
    blank_log_probability: Option<Table>,
    blank_log_loss: Option<Table>,
    /// The one-hot vector of y by its entries `y_c`, a row per observed class `y = …` when
    /// there are several.
    blank_one_hot: Table,
    blank_categorical: Option<Table>,
}

/// The worked solution: which values are rounded.
#[derive(Serialize)]
struct View {
    rounding: Option<String>,
}

impl Kind for Softmax {
    fn class_labels(&self) -> Vec<String> {
        self.classes.clone()
    }

    type Part = P;
    type Shared = ();
    type PartWork = Worked;
    type Data = Data;
    type View = View;
    type PartView = Lines;

    fn data(&self, f: &Fmt) -> Data {
        let several = self.logits.len() > 1;
        let names: Vec<String> = (0..self.logits.len()).map(|n| self.subscript_a(n)).collect();
        let per_vector = || several.then(|| super::shared::answer_row("", &names, ""));
        let classes: Vec<String> = self.classes.iter().map(|c| indexed("S(a)", c)).collect();
        // with θ and several observed classes y: a value per y (the solution's `y = 1`, …)
        let ys: Vec<String> = self.ys.iter().map(|&y| format!("y = {}", self.classes[y])).collect();
        let per_y = !several && ys.len() > 1;
        let per_value = || {
            if per_y {
                Some(super::shared::answer_row("", &ys, ""))
            } else {
                per_vector()
            }
        };
        let one_hot: Vec<String> = self.classes.iter().map(|c| indexed("y", c)).collect();
        Data {
            blank_probabilities: several.then(|| super::shared::answer_table("", &classes, &names)),
            blank_logsumexp: per_vector(),
            blank_prediction: per_vector(),
            blank_probability: per_vector(),
            blank_log_probability: per_value(),
            blank_log_loss: per_value(),
            blank_one_hot: if ys.len() > 1 {
                super::shared::answer_table("", &one_hot, &ys)
            } else {
                super::shared::answer_row("", &one_hot, "")
            },
            blank_categorical: per_y.then(|| super::shared::answer_row("", &ys, "")),
            logits: self
                .logits
                .iter()
                .enumerate()
                .map(|(n, a)| format!("{} = {}", self.subscript_a(n), f.vec(a)))
                .collect(),
            classes: self.classes.join(", "),
            class: self.classes[self.class].clone(),
            y: self
                .ys
                .iter()
                .map(|&y| self.classes[y].as_str())
                .collect::<Vec<_>>()
                .join(", "),
            theta: self.theta.as_ref().map(|t| f.vec(t)),
            p: indexed("S(a)", &self.classes[self.class]),
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<(), Worked> {
        let answer = |value: Vec<Value>, work| Answer {
            value: pr::one_or_list(value),
            work,
        };
        let solved = |a: &Ask<'_, P>| -> Result<Answer<Worked>, RealError> {
            Ok(match a.part {
                P::Probabilities => {
                    let s: Vec<Vec<Mixed>> = self
                        .vectors()
                        .iter()
                        .map(|a| model::softmax(a))
                        .collect::<Result<_, _>>()?;
                    answer(
                        s.iter().map(|s| pr::vector_value(s)).collect(),
                        Worked::Probabilities(s),
                    )
                }
                P::Logsumexp => {
                    let l = self.logsumexp()?;
                    answer(l.iter().map(|l| pr::value(&l.lse)).collect(), Worked::Logsumexp(l))
                }
                P::Prediction => {
                    let classes: Vec<Value> = self
                        .vectors()
                        .iter()
                        .map(|a| pr::class_of(&self.classes, a))
                        .collect::<Result<_, _>>()?;
                    answer(classes.clone(), Worked::Prediction(classes))
                }
                P::Probability => {
                    let p: Vec<Mixed> = self
                        .vectors()
                        .iter()
                        .map(|a| Ok(model::softmax(a)?.swap_remove(self.class)))
                        .collect::<Result<_, RealError>>()?;
                    answer(p.iter().map(pr::value).collect(), Worked::Probability(p))
                }
                P::OneHot => {
                    let v: Vec<Vec<Number>> = self.ys.iter().map(|&y| model::one_hot(y, self.classes.len())).collect();
                    answer(v.iter().map(|v| Value::vector(v)).collect(), Worked::OneHot(v))
                }
                P::Categorical => {
                    let c = self.categorical()?;
                    answer(c.iter().map(|(_, p)| pr::value(p)).collect(), Worked::Categorical(c))
                }
                P::LogProbability | P::LogLoss => {
                    let loss = a.part == P::LogLoss;
                    let items = self.log_categorical()?;
                    answer(
                        items.iter().map(|(_, log)| log_value(log.as_ref(), loss)).collect(),
                        Worked::Log { loss, items },
                    )
                }
            })
        };
        let answers = asked.iter().map(|a| pr::or_failed(solved(a), Worked::Failed)).collect();
        Work { shared: (), answers }
    }

    fn present(&self, work: &Work<(), Worked>, _asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, Lines> {
        let vectors = self.vectors();
        let parts = work
            .answers
            .iter()
            .map(|answer| {
                Lines::new(match &answer.work {
                    Worked::Probabilities(s) => vectors
                        .iter()
                        .zip(s)
                        .enumerate()
                        .map(|(n, (a, s))| {
                            let sym = pr::softmax_symbolic(f, a)
                                .map(|t| format!(" = {t}"))
                                .unwrap_or_default();
                            format!(
                                "{name} = {}: S({name}){sym} = **{}**",
                                pr::show_vec(f, a),
                                pr::show_vec(f, s),
                                name = self.subscript_a(n)
                            )
                        })
                        .collect(),
                    Worked::Logsumexp(l) => vectors
                        .iter()
                        .zip(l)
                        .enumerate()
                        .map(|(n, (a, l))| {
                            format!(
                                "{name} = {}: $\\log \\sum_c e^{{a_c}} = \\max + \\log \\sum_c e^{{a_c - \\max}}$ = {} + log({}) = **{}**; \
                                 max = {} ≤ {} ≤ max + log {} = {}",
                                pr::show_vec(f, a),
                                pr::show(f, &l.max),
                                pr::exp_sum_text(f, &l.shifted),
                                pr::show(f, &l.lse),
                                pr::show(f, &l.max),
                                pr::show(f, &l.lse),
                                self.classes.len(),
                                pr::show(f, &l.upper),
                                name = self.subscript_a(n)
                            )
                        })
                        .collect(),
                    Worked::Prediction(classes) => vectors
                        .iter()
                        .zip(classes)
                        .enumerate()
                        .map(|(n, (a, class))| self.prediction_line(f, n, a, class))
                        .collect(),
                    Worked::Probability(p) => {
                        vectors
                            .iter()
                            .zip(p)
                            .enumerate()
                            .map(|(n, (a, p))| self.probability_line(f, n, a, p))
                            .collect()
                    }
                    Worked::OneHot(v) => self
                        .ys
                        .iter()
                        .zip(v)
                        .map(|(&y, v)| format!("one-hot({}) = **{}**", self.classes[y], f.vec(v)))
                        .collect(),
                    Worked::Categorical(c) => c
                        .iter()
                        .map(|(t, p)| self.categorical_line(f, t, p))
                        .collect(),
                    Worked::Log { loss, items } => items
                        .iter()
                        .map(|(t, log)| self.log_line(f, t, log.as_ref(), *loss))
                        .collect(),
                    Worked::Failed(e) => vec![pr::failed_text(f, *e)],
                })
            })
            .collect();
        Presented {
            view: View {
                rounding: pr::rounding(&work.answers, f),
            },
            parts,
            notes: if self.classes.len() == 1 {
                vec![f.lang.t("softmax-one-class")]
            } else {
                Vec::new()
            },
        }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::Prediction | P::Probability => vec![P::Probabilities],
            P::Categorical | P::LogProbability | P::LogLoss if self.theta.is_none() => vec![P::Probabilities],
            P::Probabilities | P::Logsumexp | P::OneHot | P::Categorical | P::LogProbability | P::LogLoss => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let [Some(from)] = from else { return None };
        if ask.asked.choices.is_some() {
            return None;
        }
        // S(a) of each logit vector, as the student gave it
        let probabilities = if self.logits.len() == 1 {
            vec![pr::mixed_vec(from)?]
        } else {
            pr::mixed_vecs(from)?
        };
        if probabilities.len() != self.logits.len() || probabilities.iter().any(|s| s.len() != self.classes.len()) {
            return None;
        }
        let values: Vec<Value> = match ask.part {
            P::Prediction => probabilities
                .iter()
                .map(|s| pr::class_of(&self.classes, s).ok())
                .collect::<Option<_>>()?,
            P::Probability => probabilities
                .iter()
                .map(|s| s.get(self.class).map(pr::value))
                .collect::<Option<_>>()?,
            P::Categorical => probabilities
                .iter()
                .enumerate()
                .map(|(n, s)| model::categorical(s, self.y_for(n)).ok().map(|p| pr::value(&p)))
                .collect::<Option<_>>()?,
            P::LogProbability | P::LogLoss => probabilities
                .iter()
                .enumerate()
                .map(|(n, s)| {
                    let log = model::log_categorical(s, self.y_for(n)).ok()?;
                    Some(log_value(log.as_ref(), ask.part == P::LogLoss))
                })
                .collect::<Option<_>>()?,
            P::Probabilities | P::Logsumexp | P::OneHot => return None,
        };
        Some(pr::one_or_list(values))
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], _right: &[Value], lang: Lang) -> Vec<Misconception> {
        let Ok(thetas) = self.thetas() else {
            return Vec::new();
        };
        let zero_to_zero: Option<Vec<Value>> = thetas
            .iter()
            .map(|t| {
                model::categorical_with(&t.theta, t.y, model::Slip::ZeroPowerZero)
                    .ok()
                    .map(|p| pr::value(&p))
            })
            .collect();
        let Some(values) = zero_to_zero else {
            return Vec::new();
        };
        let value = pr::one_or_list(values);
        vec![pr::misconception(
            asked,
            Hint::new(lang, "softmax-hint-zero-power-zero"),
            |p| (p == P::Categorical).then(|| value.clone()),
        )]
    }
}

#[cfg(test)]
mod tests {
    use super::pr::testing::{exercise, list, part, r, x};
    use crate::value::{Style, Value};

    /// A value as `mlex solve` writes it at 20 decimals.
    fn at20(v: &Value) -> String {
        v.to_yaml(Style {
            num: crate::num::NumStyle::Decimal,
            digits: 20,
        })
    }

    #[test]
    fn log_probability_and_loss_are_exact_at_zero_and_one() {
        // θ = (0, 1/4, 3/4): y = 1 has θ_y = 0, so log Cat = −∞ and the loss +∞ (as labels);
        // θ = (0, 1): log 1 = 0 exactly, the 0 of class 1 contributes 0·log 0 = 0.
        let ex = exercise("kind: softmax\ntheta: [0, 0.25, 0.75]\ny: [1, 3]\nask: [log_probability, log_loss]\n");
        let v = ex.problem.clone().solve(&ex.parts).answers();
        // mpmath: ln 0.75 = −0.2876820724517809274392190059938274315035
        assert_eq!(at20(&v[0]), "[-inf, -0.28768207245178092744]");
        assert_eq!(at20(&v[1]), "[inf, 0.28768207245178092744]");
        let Value::List(log) = &v[0] else { panic!("{v:?}") };
        assert_eq!(log[0], Value::Label("-inf".into()));
        assert!(matches!(log[1], Value::Rounded(_)));
        let ex = exercise("kind: softmax\ntheta: [0, 1]\ny: 2\nask: [log_probability, log_loss]\n");
        let v = ex.problem.clone().solve(&ex.parts).answers();
        assert_eq!(v, vec![x("0"), x("0")]);
    }

    #[test]
    fn one_class_is_allowed() {
        // K = 1: S(a) = (1) exactly, log S(a)₁ = 0, logsumexp = a₁ (by hand)
        let ex = exercise(
            "kind: softmax\nlogits: [-5]\nclasses: [c]\ny: c\nask: [probabilities, logsumexp, prediction, log_loss]\n",
        );
        let v = ex.problem.clone().solve(&ex.parts).answers();
        assert_eq!(v[0], list(&[x("1")]));
        assert_eq!(v[1], x("-5"));
        assert!(matches!(&v[2], Value::Class { label, tied } if label == "c" && tied.is_empty()));
        assert_eq!(v[3], x("0"));
        let ex = exercise("kind: softmax\ntheta: [1]\ny: 1\nask: [categorical, log_probability]\n");
        let v = ex.problem.clone().solve(&ex.parts).answers();
        assert_eq!(v, vec![x("1"), x("0")]);
    }

    #[test]
    fn log_parts_computed_from_the_students_probabilities() {
        let ex = exercise(
            "kind: softmax\nlogits: [[1, -1], [2, 0]]\ny: 2\nask: [probabilities, log_probability, log_loss]\n",
        );
        for name in ["log_probability", "log_loss"] {
            assert_eq!(ex.problem.depends_on_all(part(&ex, name)), ["probabilities"]);
        }
        // a student's probabilities (0.5, 0.5) and (1, 0): log 0.5 (mpmath −0.6931471805599453094172321215)
        // and log 0 = −∞; the losses are their negatives
        let theirs = list(&[list(&[r("0.5"), r("0.5")]), list(&[r("1"), r("0")])]);
        let re = |name| {
            ex.problem
                .recompute_all(part(&ex, name), &[Some(theirs.clone())])
                .unwrap()
        };
        assert_eq!(at20(&re("log_probability")), "[-0.69314718055994530942, -inf]");
        assert_eq!(at20(&re("log_loss")), "[0.69314718055994530942, inf]");
        // with a given θ the log parts depend on nothing
        let ex = exercise("kind: softmax\ntheta: [0.5, 0.5]\ny: 2\nask: [log_loss]\n");
        assert!(ex.problem.depends_on_all(part(&ex, "log_loss")).is_empty());
    }

    #[test]
    fn parts_computed_from_the_students_probabilities() {
        let ex = exercise(
            "kind: softmax\nlogits: [[2, 1, 0.5], [1, 1, 0]]\ny: 2\nask: [probabilities, prediction, probability, categorical]\n",
        );
        for name in ["prediction", "probability", "categorical"] {
            assert_eq!(ex.problem.depends_on_all(part(&ex, name)), ["probabilities"]);
        }
        let re = |name, from: &Value| ex.problem.recompute_all(part(&ex, name), &[Some(from.clone())]);
        // A student's probabilities with classes 2 and 3 swapped in the second vector: their
        // argmax ties classes 1 and 3 (by hand), S(a)₁ and θ_y = θ₂ are read off.
        let theirs = list(&[
            list(&[r("0.6285"), r("0.2312"), r("0.1402")]),
            list(&[r("0.4223"), r("0.1554"), r("0.4223")]),
        ]);
        let p = re("prediction", &theirs).unwrap();
        let Value::List(classes) = p else { panic!("{p:?}") };
        assert!(matches!(&classes[1], Value::Class { label, tied } if label == "1" && tied == &["1", "3"]));
        assert_eq!(re("probability", &theirs), Some(list(&[r("0.6285"), r("0.4223")])));
        assert_eq!(re("categorical", &theirs), Some(list(&[r("0.2312"), r("0.1554")])));
        // a malformed earlier answer recomputes nothing
        assert_eq!(re("probability", &r("0.5")), None);
    }
}
