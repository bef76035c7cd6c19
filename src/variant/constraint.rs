//! The constraints of `constraints:` and the default guards: reading them (expressions over
//! parameters and answers, named guards), the checks the named ones make on typed answers, and
//! the references to parameters a spec may make (`$a`, `$a.2`).

use super::*;

/// A constraint of `constraints:`.
#[derive(Clone, Debug)]
pub(super) struct Constraint {
    /// As written.
    pub(super) text: String,
    pub(super) what: Check,
}

#[derive(Clone, Debug)]
pub(super) enum Check {
    /// An expression over parameters only: checked before the spec is loaded.
    Inputs(params::Located),
    /// An expression that reads answers.
    Answers(params::Located),
    /// `converges`: the solution has no note that an iteration did not converge.
    Converges,
    /// `no_tie`, `terminating`, `clear_choice`: the default guards, listed (they run anyway).
    Guard,
}

/// The named constraints.
pub(super) const NAMED: &[(&str, &str)] = &[
    ("no_tie", "no argmax answer is a tie (a default guard)"),
    (
        "terminating",
        "every exact answer has a terminating decimal expansion (a default guard unless `digits` is given or the spec writes fractions)",
    ),
    (
        "clear_choice",
        "a multiple-choice answer matches exactly one option, and is not on an interval's bound at the shown digits (a default guard)",
    ),
    (
        "converges",
        "the solution has no note that an iteration did not converge",
    ),
    ("allow_tie", "turns the `no_tie` guard off"),
    ("allow_nonterminating", "turns the `terminating` guard off"),
];

pub(super) fn has_tie(v: &Value) -> bool {
    match v {
        Value::Class { tied, .. } => !tied.is_empty(),
        Value::List(items) => items.iter().any(has_tie),
        Value::Map(items) => items.iter().any(|(_, v)| has_tie(v)),
        _ => false,
    }
}

pub(super) fn terminates(v: &Value) -> bool {
    match v {
        Value::Number(n) => n.to_decimal_string().is_some(),
        Value::List(items) => items.iter().all(terminates),
        Value::Map(items) => items.iter().all(|(_, v)| terminates(v)),
        _ => true,
    }
}

/// Why a multiple-choice answer would not be clear-cut, if it would not.
pub(super) fn unclear_choice(c: &Choices, value: &Value, digits: u32) -> Option<String> {
    use crate::compare::{Precision, agrees};
    match c {
        Choices::Options(options) => {
            let hits = options
                .iter()
                .filter(|o| agrees(value, &o.value, Precision::Digits(digits)))
                .count();
            match hits {
                1 => None,
                0 => Some("the answer is none of the options".into()),
                n => Some(format!("the answer matches {n} options at {digits} decimals")),
            }
        }
        // generated choices are made distinct and never tied (crate::choices)
        Choices::Auto(_) => None,
        Choices::Below(bounds) => {
            let v = match value {
                Value::Number(n) => n.clone(),
                Value::Rounded(r) => r.mid(),
                _ => return None,
            };
            let shown = v.round_to(digits);
            bounds.iter().find(|b| b.round_to(digits) == shown).map(|b| {
                format!(
                    "the answer is on the bound {} at {digits} decimals",
                    b.display(NumStyle::Decimal)
                )
            })
        }
    }
}

/// The parts `ask` asks (names only), or the kind's default parts.
pub(super) fn asked_parts(body: &Node, kind: Option<&'static crate::kinds::KindDef>) -> Vec<String> {
    let ask = body
        .as_map()
        .and_then(|m| m.iter().find(|(k, _)| k.as_scalar() == Some("ask")))
        .and_then(|(_, v)| v.as_seq());
    match ask {
        Some(items) => items
            .iter()
            .filter_map(|i| match &i.kind {
                NodeKind::Scalar { text, .. } => Some(text.clone()),
                NodeKind::Map(e) if e.len() == 1 => e[0].0.as_scalar().map(str::to_string),
                _ => None,
            })
            .collect(),
        None => kind
            .map(|k| {
                k.parts
                    .iter()
                    .filter(|p| p.default)
                    .map(|p| p.name.to_string())
                    .collect()
            })
            .unwrap_or_default(),
    }
}

pub(super) fn read_constraint(
    l: &mut Loader,
    item: &Node,
    params: &[&str],
    kind: Option<&'static crate::kinds::KindDef>,
    asked: &[String],
    text: &str,
    extra_parts: &mut Vec<&'static str>,
) -> Option<Constraint> {
    let Some(t) = item.as_scalar() else {
        l.error_help(
            item.span,
            format!(
                "a constraint must be an expression or a name, found {}",
                item.describe()
            ),
            "not a constraint",
            "write e.g. `- \"errors >= 2\"` or `- no_tie`",
        );
        return None;
    };
    let trimmed = t.trim();
    if let Some((name, _)) = NAMED.iter().find(|(n, _)| *n == trimmed) {
        let what = if *name == "converges" {
            Check::Converges
        } else {
            Check::Guard
        };
        return Some(Constraint {
            text: trimmed.to_string(),
            what,
        });
    }
    let e = params::Located::parse(l, item, text)?;
    let mut reads_answers = false;
    let mut ok = true;
    for (name, at, len) in e.expr.names() {
        if params.contains(&name) {
            continue;
        }
        let part = kind.and_then(|k| k.part(name));
        match part {
            Some(def) if asked.iter().any(|a| a == name) => {
                reads_answers = true;
                let _ = def;
            }
            Some(def) if def.arg == Arg::None => {
                reads_answers = true;
                if !extra_parts.contains(&def.name) {
                    extra_parts.push(def.name);
                }
            }
            Some(def) => {
                l.error_help(
                    e.span_of(at, len),
                    format!(
                        "constraint reads part `{}`, which takes a point and is not asked",
                        def.name
                    ),
                    "not asked",
                    format!("ask it (`- {}: {{ x: [..], points: 0 }}` counts for nothing)", def.name),
                );
                ok = false;
            }
            None => {
                let mut candidates: Vec<&str> = params.to_vec();
                if let Some(k) = kind {
                    candidates.extend(k.parts.iter().map(|p| p.name));
                }
                candidates.extend(NAMED.iter().map(|(n, _)| *n));
                let mut d = Diagnostic::error(format!("unknown name `{name}` in a constraint"))
                    .at(e.span_of(at, len), "not a parameter or a part");
                d = match did_you_mean(name, candidates.iter().copied()) {
                    Some(s) => d.help(format!("did you mean `{s}`?")),
                    None => d.help(format!(
                        "a constraint reads the parameters of `vary` ({}) and the parts of the kind",
                        if params.is_empty() {
                            "none".to_string()
                        } else {
                            list_code(params)
                        }
                    )),
                };
                l.report(d);
                ok = false;
            }
        }
    }
    ok &= params::check_calls(l, &e);
    ok.then(|| Constraint {
        text: trimmed.to_string(),
        what: if reads_answers {
            Check::Answers(e)
        } else {
            Check::Inputs(e)
        },
    })
}
