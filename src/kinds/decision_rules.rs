//! `decision-rules`: which candidate decision rules, written as formulas of p(c), p(x|c), p(x),
//! p(x, c) and p(c|x), are minimum-error (seed 003, U2.1, exam 2022_02_03), on a discrete table
//! of priors and likelihoods (or a joint table), exactly.

mod text;

use super::prelude::*;
use crate::diag::{Span, did_you_mean};
use crate::models::decision_rules::{
    self as model, Decision, Exps, Form, Generality, Quantity, Rule, Solution, Table as Probs,
};
use crate::spec::loader::list_code;
use crate::spec::loader::short_number;
use crate::spec::yaml::Node;
use text::{and_list, generality_text, numbers_text, q_text, quantity, reasons, rule_text, sum_text, x_text};

/// The `decision-rules` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "decision-rules",
    summary: "candidate decision rules (argmax of p(c), p(x|c), p(c|x), their logs …): decisions, errors, which are minimum-error",
    keys: &[CLASSES.def, X.def, PRIORS.def, LIKELIHOODS.def, JOINT.def, RULES.def],
    parts: P::DEFS,
    figures: &[],
    template: include_str!("../../templates/decision-rules.md"),
    load,
};

/// Most classes.
const MAX_CLASSES: usize = 20;
/// Most rules.
const MAX_RULES: usize = 20;

const TABLE_SHOWN: &str = "none (give `priors` and `likelihoods`, or `joint`)";

const CLASSES: Key<Vec<Label>> = Key::optional_none(
    "classes",
    "the keys of `likelihoods` (or `joint`)",
    "the class labels, in order (a tie goes to the first)",
    |l, n, _| l.classes(n),
);

const X: Key<Vec<(XValue, Span)>> = Key::optional_none(
    "x",
    "1, 2, …",
    "the values of x, in the order of the probability lists: names (`[a, b, c]`) or vectors (`[[0, 0], [0, 1]]`)",
    read_x,
);

const PRIORS: Key<Priors> = Key::optional_none(
    "priors",
    TABLE_SHOWN,
    "p(c): a list in class order, `[0.4, 0.6]`, or `{ 1: 0.4, 2: 0.6 }`",
    read_priors,
);

const LIKELIHOODS: Key<Vec<Row>> = Key::optional_none(
    "likelihoods",
    TABLE_SHOWN,
    "p(x|c), one distribution over x per class: `{ 1: [0.5, 0.3, 0.2], 2: [0.1, 0.3, 0.6] }`",
    read_rows,
);

const JOINT: Key<Vec<Row>> = Key::optional_none(
    "joint",
    TABLE_SHOWN,
    "p(x, c) instead of `priors` and `likelihoods`: one list over x per class, `{ 1: [0.2, 0.12, 0.08], 2: [0.06, 0.18, 0.36] }`, summing to 1 in all",
    read_rows,
);

const RULES: Key<Vec<Rule>> = Key::required(
    "rules",
    "the candidate rules, numbered from 1: `[\"argmax log p(c) + log p(x|c) - log p(x)\", \"argmax -log p(x,c)\"]` (syntax below)",
    read_rules,
);

crate::parts! {
    /// The parts of `decision-rules`.
    enum P {
        Posteriors = PartDef::new("posteriors", "p(c|x) = p(c)p(x|c)/p(x) by Bayes' rule: one list per x, in class order"),
        Decisions = PartDef::new("decisions", "each rule's decision c(x) per x: one list per rule (on a tie, any tied class)").by_default(),
        Errors = PartDef::new("errors", "each rule's error ε = Σₓ p(x)(1 − p(c(x)|x)), in rule order").by_default().generated(),
        BayesError = PartDef::new("bayes_error", "ε* = Σₓ p(x)(1 − max_c p(c|x))").by_default().intervals(),
        MinimumError = PartDef::new("minimum_error", "the rules whose error is ε* on these numbers (rule numbers; `none` when none is)").by_default(),
        NotMinimumError = PartDef::new("not_minimum_error", "the rules whose error exceeds ε* (rule numbers; `none` when all are minimum-error)"),
    }
}

/// A value of x as the spec names it.
#[derive(Clone, Debug, PartialEq)]
enum XValue {
    Name(String),
    Vector(Vec<Number>),
}

/// One class's entry of a table (a list over x, or one prior), with its places; `values` is
/// `None` when an entry of it was reported.
#[derive(Clone, Debug)]
struct Row {
    class: Label,
    key: Span,
    node: Span,
    values: Option<Vec<Number>>,
}

/// The priors as written.
#[derive(Clone, Debug)]
enum Priors {
    List(Vec<Option<Number>>, Vec<Span>, Span),
    Map(Vec<Row>, Span),
}

fn read_x(l: &mut Loader, n: &Node, what: &str) -> Option<Vec<(XValue, Span)>> {
    let items = l.nonempty_list(n, what)?;
    let mut out: Vec<(XValue, Span)> = Vec::new();
    let mut ok = true;
    for (i, item) in items.iter().enumerate() {
        let name = format!("value {} of {what}", i + 1);
        let v = if item.as_seq().is_some() {
            l.vector(item, &name, None).map(XValue::Vector)
        } else {
            l.label(item, &name).map(XValue::Name)
        };
        match v {
            Some(v) if out.iter().any(|(o, _)| o == &v) => {
                l.error_help(
                    item.span,
                    format!("{name} is listed twice"),
                    "given again here",
                    "each value of x appears once",
                );
                ok = false;
            }
            Some(v) => out.push((v, item.span)),
            None => ok = false,
        }
    }
    ok.then_some(out)
}

/// A probability in [0, 1], located.
fn probability(l: &mut Loader, n: &Node, what: &str) -> Option<Number> {
    let v = l.number(n, what)?;
    if !model::in_unit_interval(&v) {
        l.error_help(
            n.span,
            format!("{what} must be a probability between 0 and 1, found `{v}`"),
            "not in [0, 1]",
            "probabilities are between 0 and 1",
        );
        return None;
    }
    Some(v)
}

/// A list of probabilities: `None` inside when an entry was reported, `None` outside when it is
/// not a list.
fn probabilities(l: &mut Loader, n: &Node, what: &str) -> Option<Option<Vec<Number>>> {
    let items = l.nonempty_list(n, what)?;
    let read: Vec<Option<Number>> = items
        .iter()
        .enumerate()
        .map(|(i, item)| probability(l, item, &format!("entry {} of {what}", i + 1)))
        .collect();
    Some(read.into_iter().collect())
}

fn read_rows(l: &mut Loader, n: &Node, what: &str) -> Option<Vec<Row>> {
    let m = l.map_any(n, what)?;
    if m.is_empty() {
        l.error(n.span, format!("{what} is empty"), "no classes");
        return None;
    }
    let mut out = Vec::new();
    let mut seen = Vec::new();
    for (k, knode, v) in m.entries() {
        let valid = l.class_key(&mut seen, knode, k, what).is_some();
        out.push(Row {
            class: k.to_string(),
            key: knode.span,
            node: v.span,
            values: valid
                .then(|| probabilities(l, v, &format!("class `{k}` of {what}")))
                .flatten()
                .flatten(),
        });
    }
    Some(out)
}

fn read_priors(l: &mut Loader, n: &Node, what: &str) -> Option<Priors> {
    if let Some(items) = n.as_seq() {
        let values: Vec<Option<Number>> = items
            .iter()
            .enumerate()
            .map(|(i, item)| probability(l, item, &format!("entry {} of {what}", i + 1)))
            .collect();
        if values.is_empty() {
            l.error(n.span, format!("{what} is empty"), "no priors");
            return None;
        }
        return Some(Priors::List(values, items.iter().map(|i| i.span).collect(), n.span));
    }
    let m = l.map_any(n, what)?;
    let mut seen = Vec::new();
    let rows = m
        .entries()
        .map(|(k, knode, v)| {
            let valid = l.class_key(&mut seen, knode, k, what).is_some();
            Row {
                class: k.to_string(),
                key: knode.span,
                node: v.span,
                values: valid
                    .then(|| probability(l, v, &format!("the prior of class `{k}`")))
                    .flatten()
                    .map(|p| vec![p]),
            }
        })
        .collect();
    Some(Priors::Map(rows, n.span))
}

/// The place of bytes `start..end` of a scalar's text inside the source: exact for a plain or
/// quoted scalar on one line, the whole scalar otherwise.
fn inside(node: &Node, text: &str, start: usize, end: usize) -> Span {
    let len = node.span.end.saturating_sub(node.span.start);
    let base = if len == text.len() {
        node.span.start
    } else if len == text.len() + 2 {
        node.span.start + 1
    } else {
        return node.span;
    };
    Span::new(base + start, base + end.max(start + 1).min(text.len().max(start + 1)))
}

fn read_rules(l: &mut Loader, n: &Node, what: &str) -> Option<Vec<Rule>> {
    let items = l.nonempty_list(n, what)?;
    if items.len() > MAX_RULES {
        l.error_help(
            n.span,
            format!("{what} has {} rules; mlex takes at most {MAX_RULES}", items.len()),
            "too many",
            "pose fewer rules at once",
        );
        return None;
    }
    let mut out = Vec::new();
    let mut ok = true;
    for (i, item) in items.iter().enumerate() {
        let Some(text) = item.as_scalar() else {
            l.error_help(
                item.span,
                format!("rule {} must be a text, found {}", i + 1, item.describe()),
                "not a rule",
                "write the rule as a text: `\"argmax p(c|x)\"`",
            );
            ok = false;
            continue;
        };
        match model::parse(text) {
            Ok(r) => out.push(r),
            Err(e) => {
                l.error_help(
                    inside(item, text, e.start, e.end),
                    format!("rule {}: {}", i + 1, e.message),
                    &e.label,
                    e.help,
                );
                ok = false;
            }
        }
    }
    ok.then_some(out)
}

#[derive(Debug)]
struct DecisionRules {
    classes: Vec<Label>,
    xs: Vec<XValue>,
    /// The joint table as given (`joint`), or `None` for priors and likelihoods.
    joint: Option<Vec<Vec<Number>>>,
    probs: Probs,
    rules: Vec<Rule>,
    /// The solution, worked out once by `precheck` (its fractions can grow past the guard).
    solution: std::sync::OnceLock<Result<Solution, model::Grew>>,
}

/// Puts `rows` in the order of `classes`, reporting unknown and missing classes: the rows of the
/// known classes, and whether every class has one and no row is unknown.
fn in_class_order(l: &mut Loader, rows: Vec<Row>, classes: &[Label], what: &str, at: Span) -> (Vec<Row>, bool) {
    let mut ok = true;
    let names: Vec<&str> = classes.iter().map(String::as_str).collect();
    for r in &rows {
        if !classes.contains(&r.class) {
            // a one-digit label is "close" to every other: suggest only names
            let suggestion = did_you_mean(&r.class, names.iter().copied()).filter(|_| r.class.chars().count() > 2);
            let help = match suggestion {
                Some(s) => format!("did you mean `{s}`?"),
                None => format!("the classes are {}", list_code(&names)),
            };
            l.error_help(
                r.key,
                format!(
                    "class `{}` of {what} is not one of the classes {}",
                    r.class,
                    list_code(&names)
                ),
                "unknown class",
                help,
            );
            ok = false;
        }
    }
    let missing: Vec<&str> = names
        .iter()
        .copied()
        .filter(|c| !rows.iter().any(|r| r.class == *c))
        .collect();
    if !missing.is_empty() {
        l.error_help(
            at,
            format!("{what} has nothing for class {}", list_code(&missing)),
            "a class is missing",
            "give one entry per class",
        );
        ok = false;
    }
    let mut rows: Vec<Row> = rows.into_iter().filter(|r| classes.contains(&r.class)).collect();
    rows.sort_by_key(|r| classes.iter().position(|c| c == &r.class));
    (rows, ok)
}

fn sum(v: &[Number]) -> Number {
    v.iter().cloned().sum()
}

/// The priors as rows in class order, or `None` after reporting.
fn priors_in_order(l: &mut Loader, priors: Priors, classes: &[Label]) -> Option<Vec<Row>> {
    match priors {
        Priors::List(values, spans, at) => {
            if values.len() != classes.len() {
                l.error_help(
                    at,
                    format!(
                        "`priors` has {} entries, expected {} (one per class)",
                        values.len(),
                        classes.len()
                    ),
                    &format!("{} numbers here", values.len()),
                    format!("give p(c) for the classes {}, in order", classes.join(", ")),
                );
                return None;
            }
            Some(
                values
                    .into_iter()
                    .zip(spans)
                    .zip(classes)
                    .map(|((v, s), c)| Row {
                        class: c.clone(),
                        key: s,
                        node: s,
                        values: v.map(|v| vec![v]),
                    })
                    .collect(),
            )
        }
        Priors::Map(rows, at) => {
            let (rows, ok) = in_class_order(l, rows, classes, "`priors`", at);
            ok.then_some(rows)
        }
    }
}

/// Reports a class that never occurs.
fn never_occurs(l: &mut Loader, r: &Row, what: &str) {
    l.error_help(
        r.node,
        format!("class `{}` has p(c) = 0{what}", r.class),
        "never occurs",
        "a class that never occurs cannot be decided: leave it out",
    );
}

/// Reports a sum that is not 1.
fn not_one(l: &mut Loader, at: Span, total: &Number, message: String, help: &str) {
    l.error_help(
        at,
        message,
        &format!("sums to {}", short_number(total)),
        format!("{help} (write a third as \"1/3\", not 0.33)"),
    );
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let classes = CLASSES.get(l, m);
    let xs = X.get(l, m);
    let priors = PRIORS.get(l, m);
    let likelihoods = LIKELIHOODS.get(l, m);
    let joint = JOINT.get(l, m);
    let rules = RULES.read(l, m);
    let value = |k: &str| m.get(k).map(|n| n.span).unwrap_or_default();
    let is_joint = which_table(l, m)?;
    let rows_key = if is_joint { "joint" } else { "likelihoods" };
    let what = format!("`{rows_key}`");
    let rows = if is_joint { joint } else { likelihoods }.flatten()?;
    // a bad `x` is reported, and the table is still checked against the number of its entries
    let (classes, xs_ok) = (classes?, xs.is_some());
    let xs = xs.flatten();
    let classes: Vec<Label> = classes.unwrap_or_else(|| rows.iter().map(|r| r.class.clone()).collect());
    if classes.len() < 2 || classes.len() > MAX_CLASSES {
        l.error_help(
            value(rows_key),
            format!(
                "mlex takes 2 to {MAX_CLASSES} classes; this table has {}",
                classes.len()
            ),
            "number of classes",
            "give one entry per class",
        );
        return None;
    }
    let (rows, complete) = in_class_order(l, rows, &classes, &what, value(rows_key));
    let priors = priors.flatten().and_then(|p| priors_in_order(l, p, &classes));
    // one entry per x in every row
    let n = xs.as_ref().map_or_else(
        || rows.iter().find_map(|r| r.values.as_ref().map(Vec::len)).unwrap_or(0),
        Vec::len,
    );
    if n > shared::MAX_SAMPLES {
        l.error_help(
            value(rows_key),
            format!(
                "mlex takes at most {} values of x; this table has {n}",
                shared::MAX_SAMPLES
            ),
            "too many",
            "use an exam-sized table",
        );
        return None;
    }
    let table = checked_rows(l, &rows, n, &what, is_joint, xs.is_some());
    let table: Option<Vec<Vec<Number>>> = table.into_iter().collect::<Option<_>>().filter(|_| complete);
    let probs = if is_joint {
        let table = table?;
        let total: Number = table.iter().map(|r| sum(r)).sum();
        if total != Number::one() {
            not_one(
                l,
                value("joint"),
                &total,
                format!("the joint probabilities sum to {}, not 1", short_number(&total)),
                "p(x, c) over every x and c must add up to exactly 1",
            );
            return None;
        }
        Probs::from_joint(&table)?
    } else {
        let priors = priors.and_then(|priors| checked_priors(l, &priors, value("priors")));
        Probs {
            priors: priors?,
            likelihoods: table?,
        }
    };
    let table = match is_joint {
        true => Some(
            probs
                .likelihoods
                .iter()
                .zip(&probs.priors)
                .map(|(r, p)| r.iter().map(|v| v * p).collect())
                .collect(),
        ),
        false => None,
    };
    let xs: Vec<(XValue, Span)> = xs.unwrap_or_else(|| {
        (1..=n)
            .map(|i| (XValue::Name(i.to_string()), value(rows_key)))
            .collect()
    });
    let ok = every_x_occurs(l, &xs, &probs);
    let rules = rules?;
    if !ok || !xs_ok {
        return None;
    }
    Some(boxed(DecisionRules {
        classes,
        xs: xs.into_iter().map(|(x, _)| x).collect(),
        joint: table,
        probs,
        rules,
        solution: std::sync::OnceLock::new(),
    }))
}

/// Which table the spec gives: `Some(true)` for `joint`, `Some(false)` for `priors` and
/// `likelihoods`; `None` after reporting a missing or conflicting key.
fn which_table(l: &mut Loader, m: &Map<'_>) -> Option<bool> {
    let key = |k: &str| m.key_span(k).unwrap_or_default();
    let given = |k: &str| m.get(k).is_some();
    let is_joint = given("joint");
    match (given("priors"), given("likelihoods"), is_joint) {
        (true, true, false) | (false, false, true) => {}
        (_, _, true) => {
            l.error_help(
                key("joint"),
                "give `priors` and `likelihoods`, or `joint`, not both",
                "conflicts with `priors`/`likelihoods`",
                "p(x, c) = p(c)p(x|c): one of the two descriptions is enough",
            );
            return None;
        }
        (true, false, false) => {
            l.error_help(
                key("priors"),
                "`priors` needs `likelihoods`",
                "no likelihoods",
                "add `likelihoods: { <class>: [p(x|c) for each x], … }`",
            );
            return None;
        }
        (false, true, false) => {
            l.error_help(
                key("likelihoods"),
                "`likelihoods` needs `priors`",
                "no priors",
                "add `priors: [p(c) for each class]`",
            );
            return None;
        }
        (false, false, false) => {
            l.error_help(
                Span::new(m.node.span.start, m.node.span.start),
                "a `decision-rules` exercise needs `priors` and `likelihoods`, or `joint`",
                "no probabilities",
                "add `priors: [0.4, 0.6]` and `likelihoods: { 1: [0.5, 0.5], 2: [0.1, 0.9] }`",
            );
            return None;
        }
    }
    Some(is_joint)
}

/// The rows of the table, each checked: one entry per x, and a distribution over x (`likelihoods`)
/// or not all zero (`joint`); `None` for a row with an error, reported.
fn checked_rows(
    l: &mut Loader,
    rows: &[Row],
    n: usize,
    what: &str,
    is_joint: bool,
    xs_given: bool,
) -> Vec<Option<Vec<Number>>> {
    let mut table: Vec<Option<Vec<Number>>> = Vec::new();
    for r in rows {
        let Some(v) = &r.values else {
            table.push(None);
            continue;
        };
        if v.len() != n {
            l.error_help(
                r.node,
                format!(
                    "class `{}` of {what} has {} entries, expected {n} (one per x)",
                    r.class,
                    v.len()
                ),
                &format!("{} numbers here", v.len()),
                if xs_given {
                    "give one probability per value of `x`, in order"
                } else {
                    "give every class the same values of x, in order"
                },
            );
            table.push(None);
            continue;
        }
        let s = sum(v);
        if !is_joint && s != Number::one() {
            not_one(
                l,
                r.node,
                &s,
                format!("the likelihoods p(x|c) of class `{}` sum to {s}, not 1", r.class),
                "p(x|c) is a distribution over x for each class: it adds up to exactly 1",
            );
            table.push(None);
            continue;
        }
        if is_joint && s.is_zero() {
            never_occurs(l, r, ": every p(x, c) of it is 0");
            table.push(None);
            continue;
        }
        table.push(Some(v.clone()));
    }
    table
}

/// The priors in class order, each above 0 and summing to 1 (`None` after reporting).
fn checked_priors(l: &mut Loader, priors: &[Row], at: Span) -> Option<Vec<Number>> {
    let mut ok = true;
    for r in priors {
        if r.values.as_ref().is_some_and(|v| v[0].is_zero()) {
            never_occurs(l, r, "");
            ok = false;
        }
    }
    let values: Vec<Number> = priors
        .iter()
        .map(|r| r.values.as_ref().map(|v| v[0].clone()))
        .collect::<Option<_>>()?;
    let total = sum(&values);
    if total != Number::one() {
        not_one(
            l,
            at,
            &total,
            format!("the priors sum to {total}, not 1"),
            "p(c) over the classes must add up to exactly 1",
        );
        ok = false;
    }
    ok.then_some(values)
}

/// Reports every x with p(x) = 0; true when there is none.
fn every_x_occurs(l: &mut Loader, xs: &[(XValue, Span)], probs: &Probs) -> bool {
    let mut ok = true;
    let f = Fmt {
        style: if l.saw_fraction {
            crate::num::NumStyle::Fraction
        } else {
            crate::num::NumStyle::Decimal
        },
        digits: 4,
        lang: crate::i18n::Lang::En,
    };
    for (i, (x, at)) in xs.iter().enumerate() {
        // p(x) = Σ p(c)p(x|c) of non-negative terms is 0 when every term is: tested without
        // the sum, whose fractions can grow past the size guard (`precheck` reports that)
        let never = probs
            .priors
            .iter()
            .zip(&probs.likelihoods)
            .all(|(p, r)| p.is_zero() || r[i].is_zero());
        if never {
            l.error_help(
                *at,
                format!("x = {} has p(x) = 0", x_text(&f, x)),
                "never occurs",
                "leave it out: a value of x that never occurs adds nothing to any error",
            );
            ok = false;
        }
    }
    ok
}

/// Rule numbers as an answer: one number, a list, or `none`.
fn rule_numbers(numbers: &[usize]) -> Value {
    match numbers {
        [] => Value::Label("none".into()),
        [one] => Value::Number(Number::from(*one)),
        many => Value::List(many.iter().map(|&k| Value::Number(Number::from(k))).collect()),
    }
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    classes: String,
    joint: bool,
    priors: String,
    table: Table,
    rules: Vec<String>,
    /// The answer tables: the posteriors by x and class, the decisions by rule and x, the
    /// errors by rule (as the rules' tables name them).
    blank_posteriors: Table,
    blank_decisions: Table,
    blank_errors: Table,
}

/// One rule in the worked solution.
#[derive(Serialize)]
struct RuleView {
    n: usize,
    label: String,
    text: String,
    compare: String,
    reasons: String,
    table: Table,
    error: String,
    minimum: bool,
    general: String,
    always: bool,
}

/// The worked solution.
#[derive(Serialize)]
struct View {
    /// Joint input: the priors and likelihoods derived from it.
    derived: Option<Table>,
    derived_priors: String,
    bayes_table: Table,
    bayes_ties: String,
    bayes_sum: String,
    bayes_error: String,
    show_rules: bool,
    rules: Vec<RuleView>,
    equivalent: Vec<String>,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    Lines { lines: Vec<String> },
    Text { text: String },
}

impl DecisionRules {
    /// The solution, worked out once.
    fn solution(&self) -> Result<&Solution, model::Grew> {
        self.solution
            .get_or_init(|| model::solve(&self.probs, &self.rules))
            .as_ref()
            .map_err(|e| *e)
    }

    fn class_cell(&self, f: &Fmt, d: &Decision) -> String {
        let c = self.classes.get(d.class).cloned().unwrap_or_default();
        if d.tied.is_empty() {
            c
        } else {
            let names: Vec<&str> = d
                .tied
                .iter()
                .filter_map(|&t| self.classes.get(t))
                .map(String::as_str)
                .collect();
            f.lang.ta(
                "decision-rules-tie",
                &[("class", c.into()), ("tied", names.join(", ").into())],
            )
        }
    }

    fn class_value(&self, d: &Decision) -> Value {
        Value::Class {
            label: self.classes.get(d.class).cloned().unwrap_or_default(),
            tied: d.tied.iter().filter_map(|&t| self.classes.get(t).cloned()).collect(),
        }
    }

    fn priors_text(&self, f: &Fmt) -> String {
        self.classes
            .iter()
            .zip(&self.probs.priors)
            .map(|(c, p)| format!("{} = {}", quantity(Quantity::Prior, c), f.num(p)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The worked view of rule `k` (0-based) and its outcome `o`.
    fn rule_view(&self, k: usize, r: &Rule, o: &crate::models::decision_rules::Outcome, f: &Fmt) -> RuleView {
        let dir = if r.maximize { "argmax" } else { "argmin" };
        let mut header = vec!["x".to_string()];
        header.extend(self.classes.iter().map(|c| q_text(r.q, c)));
        header.push(format!("c{}(x)", crate::num::linear::subscript(k + 1)));
        header.push("p(x)(1 − p(c(x)|x))".into());
        let mut t = Table::new(&header);
        for (i, x) in self.xs.iter().enumerate() {
            let mut row = vec![x_text(f, x)];
            row.extend(o.q[i].iter().map(|v| f.num(v)));
            row.push(self.class_cell(f, &o.decisions[i]));
            row.push(f.num(&o.terms[i]));
            t.row(&row);
        }
        let compare = if r.form == Form::Constant {
            f.lang.t("decision-rules-constant-score")
        } else {
            format!("$\\operatorname{{{dir}}}_c$ {}", q_text(r.q, "c"))
        };
        RuleView {
            n: k + 1,
            label: format!("c{}(x)", crate::num::linear::subscript(k + 1)),
            text: rule_text(f, r),
            compare,
            reasons: reasons(f, r).join("; "),
            table: t,
            error: sum_text(f, &o.terms, &o.error),
            minimum: o.minimum,
            general: generality_text(f.lang, r.generality()),
            always: r.generality() == Generality::Always,
        }
    }

    /// The worked view of one asked part.
    fn part_view(&self, part: P, s: &Solution, f: &Fmt) -> PartView {
        match part {
            P::Posteriors => PartView::Lines {
                lines: self
                    .xs
                    .iter()
                    .zip(&s.posteriors)
                    .map(|(x, p)| {
                        let each: Vec<String> = self
                            .classes
                            .iter()
                            .zip(p)
                            .map(|(c, v)| format!("{} = {}", quantity(Quantity::Posterior, c), f.num(v)))
                            .collect();
                        format!("x = {}: {}", x_text(f, x), each.join(", "))
                    })
                    .collect(),
            },
            P::Decisions => PartView::Lines {
                lines: s
                    .rules
                    .iter()
                    .enumerate()
                    .map(|(k, o)| {
                        let d: Vec<String> = o.decisions.iter().map(|d| self.class_cell(f, d)).collect();
                        f.lang.ta(
                            "decision-rules-rule-decisions",
                            &[("n", (k + 1).into()), ("decisions", d.join("; ").into())],
                        )
                    })
                    .collect(),
            },
            P::Errors => PartView::Lines {
                lines: s
                    .rules
                    .iter()
                    .enumerate()
                    .map(|(k, o)| {
                        format!(
                            "ε{} = {}",
                            crate::num::linear::subscript(k + 1),
                            sum_text(f, &o.terms, &o.error)
                        )
                    })
                    .collect(),
            },
            P::BayesError => PartView::Text {
                text: sum_text(f, &s.bayes_terms, &s.bayes_error),
            },
            P::MinimumError => PartView::Text {
                text: numbers_text(f.lang, &self.minimum(s, true)),
            },
            P::NotMinimumError => PartView::Text {
                text: numbers_text(f.lang, &self.minimum(s, false)),
            },
        }
    }

    fn minimum(&self, s: &Solution, want: bool) -> Vec<usize> {
        s.rules
            .iter()
            .enumerate()
            .filter(|(_, o)| o.minimum == want)
            .map(|(i, _)| i + 1)
            .collect()
    }

    fn class_of(&self, v: &Value) -> Option<usize> {
        let text = match v {
            Value::Label(t) => t.clone(),
            Value::Class { label, .. } => label.clone(),
            Value::Number(n) => n.to_string(),
            _ => return None,
        };
        let text = text.trim();
        self.classes.iter().position(|c| {
            c == text || matches!((Number::parse(c), Number::parse(text)), (Ok(a), Ok(b)) if a.value == b.value)
        })
    }

    /// ε of given decisions, one list per rule.
    fn errors_of(&self, s: &Solution, decisions: &Value) -> Option<Value> {
        let Value::List(rules) = decisions else { return None };
        if rules.len() != self.rules.len() {
            return None;
        }
        let errors = rules
            .iter()
            .map(|r| {
                let Value::List(xs) = r else { return None };
                if xs.len() != self.xs.len() {
                    return None;
                }
                xs.iter()
                    .enumerate()
                    .map(|(i, v)| Some(&s.evidence[i] - &s.joint[self.class_of(v)?][i]))
                    .sum::<Option<Number>>()
                    .map(Value::Number)
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Value::List(errors))
    }
}

fn number(v: &Value) -> Option<Number> {
    match v {
        Value::Number(n) => Some(n.clone()),
        _ => None,
    }
}

impl Kind for DecisionRules {
    fn class_labels(&self) -> Vec<String> {
        self.classes.clone()
    }

    type Part = P;
    type Shared = Solution;
    type PartWork = ();
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn data(&self, f: &Fmt) -> Data {
        let mut header = vec!["x".to_string()];
        let table = match &self.joint {
            Some(joint) => {
                header.extend(self.classes.iter().map(|c| quantity(Quantity::Joint, c)));
                let mut t = Table::new(&header);
                for (i, x) in self.xs.iter().enumerate() {
                    let mut row = vec![x_text(f, x)];
                    row.extend(joint.iter().map(|r| f.num(&r[i])));
                    t.row(&row);
                }
                t
            }
            None => {
                header.extend(self.classes.iter().map(|c| quantity(Quantity::Likelihood, c)));
                let mut t = Table::new(&header);
                for (i, x) in self.xs.iter().enumerate() {
                    let mut row = vec![x_text(f, x)];
                    row.extend(self.probs.likelihoods.iter().map(|r| f.num(&r[i])));
                    t.row(&row);
                }
                t
            }
        };
        let xs: Vec<String> = self.xs.iter().map(|x| x_text(f, x)).collect();
        let rules: Vec<String> = (1..=self.rules.len())
            .map(|k| format!("c{}(x)", crate::num::linear::subscript(k)))
            .collect();
        let blank = super::shared::answer_table;
        let posteriors: Vec<String> = self.classes.iter().map(|c| quantity(Quantity::Posterior, c)).collect();
        Data {
            blank_posteriors: blank("x", &posteriors, &xs),
            blank_decisions: blank("x", &xs, &rules),
            blank_errors: blank("", &rules, &["ε".to_string()]),
            classes: self.classes.join(", "),
            joint: self.joint.is_some(),
            priors: self.priors_text(f),
            table,
            rules: self
                .rules
                .iter()
                .enumerate()
                .map(|(k, r)| format!("c{}(x) = {}", crate::num::linear::subscript(k + 1), rule_text(f, r)))
                .collect(),
        }
    }

    fn precheck(&self, _asked: &[Ask<'_, P>]) -> Result<(), TooLargeAt> {
        let help_table = "use probabilities with fewer different denominators (decimals with few places), or fewer values of x or classes";
        self.solution().map(|_| ()).map_err(|e| match e {
            model::Grew::Table => TooLargeAt {
                key: if self.joint.is_some() { "joint" } else { "likelihoods" },
                message: format!(
                    "{} in p(x), the posteriors or the Bayes error of {} values of x",
                    crate::num::TooLarge::Digits,
                    self.xs.len()
                ),
                help: help_table.into(),
                what: super::TooLargeWhat::Numbers,
            },
            model::Grew::Rule(k) => TooLargeAt {
                key: "rules",
                message: format!(
                    "{} in the scores of rule {} (its powers of the probabilities)",
                    crate::num::TooLarge::Digits,
                    k + 1
                ),
                help: format!(
                    "write the rule with lower powers (`argmax p(c|x)` decides as `argmax p(c|x)^24`), or {help_table}"
                ),
                what: super::TooLargeWhat::Numbers,
            },
        })
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Solution, ()> {
        // A loaded exercise has passed `precheck`; one that has not gets no answers.
        let Ok(s) = self.solution() else {
            return Work {
                shared: Solution::default(),
                answers: Vec::new(),
            };
        };
        let s = s.clone();
        let answers = asked
            .iter()
            .map(|a| {
                Answer::value(match a.part {
                    P::Posteriors => Value::List(s.posteriors.iter().map(|p| Value::vector(p)).collect()),
                    P::Decisions => Value::List(
                        s.rules
                            .iter()
                            .map(|o| Value::List(o.decisions.iter().map(|d| self.class_value(d)).collect()))
                            .collect(),
                    ),
                    P::Errors => Value::List(s.rules.iter().map(|o| Value::Number(o.error.clone())).collect()),
                    P::BayesError => Value::Number(s.bayes_error.clone()),
                    P::MinimumError => rule_numbers(&self.minimum(&s, true)),
                    P::NotMinimumError => rule_numbers(&self.minimum(&s, false)),
                })
            })
            .collect();
        Work { shared: s, answers }
    }

    fn present(&self, work: &Work<Solution, ()>, asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let s = &work.shared;
        let derived = self.joint.as_ref().map(|_| {
            let mut header = vec!["x".to_string()];
            header.extend(self.classes.iter().map(|c| quantity(Quantity::Likelihood, c)));
            let mut t = Table::new(&header);
            for (i, x) in self.xs.iter().enumerate() {
                let mut row = vec![x_text(f, x)];
                row.extend(self.probs.likelihoods.iter().map(|r| f.num(&r[i])));
                t.row(&row);
            }
            t
        });
        let mut header = vec!["x".to_string()];
        header.extend(self.classes.iter().map(|c| quantity(Quantity::Joint, c)));
        header.push("p(x)".into());
        header.extend(self.classes.iter().map(|c| quantity(Quantity::Posterior, c)));
        header.push(r"$c^*(x)$".into());
        header.push(r"$p(x)\,(1 - \max_c p(c \mid x))$".into());
        let mut bayes_table = Table::new(&header);
        for (i, x) in self.xs.iter().enumerate() {
            let mut row = vec![x_text(f, x)];
            row.extend(s.joint.iter().map(|r| f.num(&r[i])));
            row.push(f.num(&s.evidence[i]));
            row.extend(s.posteriors[i].iter().map(|p| f.num(p)));
            row.push(self.class_cell(f, &s.bayes[i]));
            row.push(f.num(&s.bayes_terms[i]));
            bayes_table.row(&row);
        }
        let bayes_ties: Vec<String> = s
            .bayes
            .iter()
            .zip(&self.xs)
            .filter(|(d, _)| !d.tied.is_empty())
            .map(|(d, x)| {
                let names: Vec<&str> = d
                    .tied
                    .iter()
                    .filter_map(|&t| self.classes.get(t))
                    .map(String::as_str)
                    .collect();
                f.lang.ta(
                    "decision-rules-tie-at",
                    &[("x", x_text(f, x).into()), ("classes", names.join(", ").into())],
                )
            })
            .collect();
        let rules: Vec<RuleView> = self
            .rules
            .iter()
            .zip(&s.rules)
            .enumerate()
            .map(|(k, (r, o))| self.rule_view(k, r, o, f))
            .collect();
        // rules that decide alike for every distribution
        let mut groups: Vec<((bool, i64, i64), Vec<usize>)> = Vec::new();
        for (k, r) in self.rules.iter().enumerate() {
            let key = r.equivalence_key();
            match groups.iter_mut().find(|g| g.0 == key) {
                Some(g) => g.1.push(k + 1),
                None => groups.push((key, vec![k + 1])),
            }
        }
        let equivalent: Vec<String> = groups
            .iter()
            .filter(|g| g.1.len() > 1)
            .map(|g| {
                f.lang
                    .ta("decision-rules-equivalent", &[("list", and_list(f.lang, &g.1).into())])
            })
            .collect();
        let show_rules = asked
            .iter()
            .any(|a| matches!(a.part, P::Decisions | P::Errors | P::MinimumError | P::NotMinimumError));
        let parts = asked.iter().map(|a| self.part_view(a.part, s, f)).collect();
        Presented {
            view: View {
                derived,
                derived_priors: self.priors_text(f),
                bayes_table,
                bayes_ties: bayes_ties.join("; "),
                bayes_sum: sum_text(f, &s.bayes_terms, &s.bayes_error),
                bayes_error: f.num(&s.bayes_error),
                show_rules,
                rules,
                equivalent,
            },
            parts,
            notes: Vec::new(),
        }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::Errors => vec![P::Decisions],
            P::BayesError => vec![P::Posteriors],
            P::MinimumError | P::NotMinimumError => vec![P::Errors, P::BayesError],
            P::Posteriors | P::Decisions => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let s = self.solution().ok()?;
        match ask.part {
            // ε of each rule from the student's decisions
            P::Errors => self.errors_of(s, from.first()?.as_ref()?),
            // ε* = Σ p(x)(1 − max_c p(c|x)) from the student's posteriors
            P::BayesError => {
                let Value::List(rows) = from.first()?.as_ref()? else {
                    return None;
                };
                if rows.len() != self.xs.len() {
                    return None;
                }
                rows.iter()
                    .zip(&s.evidence)
                    .map(|(r, px)| {
                        let Value::List(ps) = r else { return None };
                        let ps: Vec<Number> = ps.iter().map(number).collect::<Option<_>>()?;
                        let max = ps.iter().max()?.clone();
                        Some(px * &(Number::one() - max))
                    })
                    .sum::<Option<Number>>()
                    .map(Value::Number)
            }
            // the rules whose ε equals ε*, from the student's errors and Bayes error
            P::MinimumError | P::NotMinimumError => {
                let errors: Vec<Number> = match from.first().cloned().flatten() {
                    Some(Value::List(e)) if e.len() == self.rules.len() => {
                        e.iter().map(number).collect::<Option<_>>()?
                    }
                    Some(_) => return None,
                    None => s.rules.iter().map(|o| o.error.clone()).collect(),
                };
                let bayes = match from.get(1).cloned().flatten() {
                    Some(v) => number(&v)?,
                    None => s.bayes_error.clone(),
                };
                let want = ask.part == P::MinimumError;
                let numbers: Vec<usize> = errors
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| (**e == bayes) == want)
                    .map(|(i, _)| i + 1)
                    .collect();
                Some(rule_numbers(&numbers))
            }
            P::Posteriors | P::Decisions => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let Ok(s) = self.solution() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        // the errors summed without p(x): Σₓ (1 − p(c(x)|x))
        let unweighted = |decisions: &[Decision]| -> Number {
            decisions
                .iter()
                .enumerate()
                .map(|(i, d)| Number::one() - s.posteriors[i][d.class].clone())
                .sum()
        };
        let wrong = asked
            .iter()
            .map(|a| match a.part {
                P::Errors => Some(Value::List(
                    s.rules
                        .iter()
                        .map(|o| Value::Number(unweighted(&o.decisions)))
                        .collect(),
                )),
                P::BayesError => Some(Value::Number(unweighted(&s.bayes))),
                _ => None,
            })
            .collect();
        out.push(Misconception::differing(
            Hint::new(lang, "decision-rules-hint-unweighted"),
            right,
            wrong,
        ));
        // the rules that are minimum-error in general, for the question on these numbers
        let general: Vec<usize> = self
            .rules
            .iter()
            .enumerate()
            .filter(|(_, r)| r.generality() == Generality::Always)
            .map(|(i, _)| i + 1)
            .collect();
        let not_general: Vec<usize> = (1..=self.rules.len()).filter(|k| !general.contains(k)).collect();
        let wrong = asked
            .iter()
            .map(|a| match a.part {
                P::MinimumError => Some(rule_numbers(&general)),
                P::NotMinimumError => Some(rule_numbers(&not_general)),
                _ => None,
            })
            .collect();
        out.push(Misconception::differing(
            Hint::new(lang, "decision-rules-hint-general"),
            right,
            wrong,
        ));
        out.retain(Misconception::changes_anything);
        out
    }
}
