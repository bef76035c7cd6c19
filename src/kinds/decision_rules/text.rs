//! How `decision-rules` writes its rules and why each is or is not minimum-error: the
//! quantities with their powers, products, terms, the reasons, and the lists of rule numbers.

use super::*;

pub(super) fn x_text(f: &Fmt, x: &XValue) -> String {
    match x {
        XValue::Name(s) => s.clone(),
        XValue::Vector(v) => f.vec(v),
    }
}

pub(super) fn superscript(k: i64) -> String {
    const SUP: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let digits: String = k
        .unsigned_abs()
        .to_string()
        .chars()
        .map(|c| c.to_digit(10).map_or(c, |d| SUP[d as usize]))
        .collect();
    if k < 0 { format!("⁻{digits}") } else { digits }
}

/// `p(x|c)` with class `c` written as `label`.
pub(super) fn quantity(q: Quantity, c: &str) -> String {
    match q {
        Quantity::Prior => format!("p({c})"),
        Quantity::Likelihood => format!("p(x|{c})"),
        Quantity::Evidence => "p(x)".into(),
        Quantity::Joint => format!("p(x, {c})"),
        Quantity::Posterior => format!("p({c}|x)"),
    }
}

pub(super) fn powered(base: String, k: i64) -> String {
    if k == 1 {
        base
    } else {
        format!("{base}{}", superscript(k))
    }
}

/// A product of factors: numerator·numerator/denominator.
pub(super) fn product(factors: &[(String, i64)]) -> String {
    let num: Vec<String> = factors
        .iter()
        .filter(|f| f.1 > 0)
        .map(|(b, k)| powered(b.clone(), *k))
        .collect();
    let den: Vec<String> = factors
        .iter()
        .filter(|f| f.1 < 0)
        .map(|(b, k)| powered(b.clone(), -k))
        .collect();
    let top = if num.is_empty() {
        "1".to_string()
    } else {
        num.join("·")
    };
    match den.len() {
        0 => top,
        1 => format!("{top}/{}", den[0]),
        _ => format!("{top}/({})", den.join("·")),
    }
}

/// Q(x, c) = p(c)^a p(x|c)^b p(x)^k, named as on paper where it can be: `p(c|x)`, `p(x, c)`.
pub(super) fn q_text(q: Exps, c: &str) -> String {
    let (a, b, k) = (q.prior, q.likelihood, q.evidence);
    let mut factors: Vec<(String, i64)> = Vec::new();
    if a == b && a > 0 {
        if k == -a {
            factors.push((quantity(Quantity::Posterior, c), a));
        } else {
            factors.push((quantity(Quantity::Joint, c), a));
            if k != 0 {
                factors.push(("p(x)".into(), k));
            }
        }
    } else {
        if a != 0 {
            factors.push((quantity(Quantity::Prior, c), a));
        }
        if b != 0 {
            factors.push((quantity(Quantity::Likelihood, c), b));
        }
        if k != 0 {
            factors.push(("p(x)".into(), k));
        }
    }
    // numerator first, as on paper
    factors.sort_by_key(|f| f.1 < 0);
    product(&factors)
}

/// One term as written: `− 2 log p(c)`, `p(x|c)·p(c)/p(x)`.
pub(super) fn term_text(f: &Fmt, t: &model::Term) -> String {
    let factors: Vec<(String, i64)> = t.factors.iter().map(|x| (quantity(x.quantity, "c"), x.power)).collect();
    let coef = t.coef.abs();
    let body = match t.log {
        Some(word) => match t.factors.as_slice() {
            [one] => format!("{word} {}", powered(quantity(one.quantity, "c"), one.power)),
            _ => format!("{word}({})", product(&factors)),
        },
        None if factors.is_empty() => String::new(),
        None => product(&factors),
    };
    match (coef == Number::one(), body.is_empty()) {
        (_, true) => f.num(&coef),
        (true, false) => body,
        (false, false) if t.log.is_some() => format!("{} {body}", f.num(&coef)),
        (false, false) => format!("{}·{body}", f.num(&coef)),
    }
}

pub(super) fn terms_text(f: &Fmt, terms: &[&model::Term]) -> String {
    let mut out = String::new();
    for (i, t) in terms.iter().enumerate() {
        let body = term_text(f, t);
        match (i, t.coef.is_negative()) {
            (0, true) => out.push_str(&format!("−{body}")),
            (0, false) => out.push_str(&body),
            (_, true) => out.push_str(&format!(" − {body}")),
            (_, false) => out.push_str(&format!(" + {body}")),
        }
    }
    out
}

pub(super) fn rule_text(f: &Fmt, r: &Rule) -> String {
    let dir = if r.written_max { "argmax" } else { "argmin" };
    format!(
        "$\\operatorname{{{dir}}}_c$ {}",
        terms_text(f, &r.terms.iter().collect::<Vec<_>>())
    )
}

/// Why the rule compares Q: the steps from the written score.
pub(super) fn reasons(f: &Fmt, r: &Rule) -> Vec<String> {
    let mut out = Vec::new();
    if r.form == Form::Log {
        let logs = r.terms.iter().filter(|t| t.log.is_some()).count();
        out.push(if logs > 1 {
            f.lang.t("decision-rules-reason-sum-of-logs")
        } else {
            f.lang.t("decision-rules-reason-log")
        });
        if r.scale != Number::one() {
            out.push(
                f.lang
                    .ta("decision-rules-reason-scale", &[("k", f.num(&r.scale).into())]),
            );
        }
    }
    // the identity behind a named Q: p(c)·p(x|c)/p(x) = p(c|x)
    let (a, k) = (r.q.prior, r.q.evidence);
    if a == 1 && r.q.likelihood == 1 && (k == 0 || k == -1) {
        let named = if k == 0 { Quantity::Joint } else { Quantity::Posterior };
        let only_named = r
            .terms
            .iter()
            .filter(|t| t.log.is_some() || t.depends_on_c())
            .all(|t| t.factors.iter().all(|x| x.quantity == named));
        if !only_named {
            let parts: Vec<(String, i64)> = [(Quantity::Prior, 1), (Quantity::Likelihood, 1), (Quantity::Evidence, k)]
                .into_iter()
                .filter(|(_, e)| *e != 0)
                .map(|(q, e)| (quantity(q, "c"), e))
                .collect();
            out.push(format!("{} = {}", product(&parts), quantity(named, "c")));
        }
    }
    let dropped: Vec<&model::Term> = r.dropped.iter().filter_map(|&i| r.terms.get(i)).collect();
    if !dropped.is_empty() && r.form != Form::Constant {
        out.push(f.lang.ta(
            "decision-rules-reason-dropped",
            &[
                (
                    "terms",
                    terms_text(f, &dropped).trim_start_matches(['−', ' ', '+']).into(),
                ),
                ("n", dropped.len().into()),
            ],
        ));
    }
    let (w, n) = if r.written_max {
        ("argmax", "argmin")
    } else {
        ("argmin", "argmax")
    };
    if r.form == Form::Plain {
        let coef = r
            .terms
            .iter()
            .find(|t| t.depends_on_c())
            .map(|t| t.coef.clone())
            .unwrap_or_else(Number::one);
        if coef.is_negative() {
            out.push(
                f.lang
                    .ta("decision-rules-reason-minus", &[("w", w.into()), ("n", n.into())]),
            );
        }
        if coef.abs() != Number::one() {
            out.push(
                f.lang
                    .ta("decision-rules-reason-factor", &[("k", f.num(&coef.abs()).into())]),
            );
        }
    }
    if r.root > 1 {
        let q = q_text(r.q, "c");
        let q = if q.contains(['/', '·']) { format!("({q})") } else { q };
        out.push(f.lang.ta(
            "decision-rules-reason-root",
            &[("power", format!("{q}{}", superscript(r.root)).into()), ("q", q.into())],
        ));
    }
    if r.reciprocal {
        // after a minus sign of a product, the reciprocal turns the order back
        let (w, n) = if r.form == Form::Plain && r.terms.iter().any(|t| t.depends_on_c() && t.coef.is_negative()) {
            (n, w)
        } else {
            (w, n)
        };
        out.push(reciprocal_reason(f, r, w, n));
    }
    out
}

/// Why a reciprocal score (`1/Q`, `−log Q`) reverses the order of the classes.
pub(super) fn reciprocal_reason(f: &Fmt, r: &Rule, w: &str, n: &str) -> String {
    let q = q_text(r.q, "c");
    let q = if q.contains(['/', '·']) { format!("({q})") } else { q };
    let what = if r.form == Form::Log {
        format!("−log {q} = log(1/{q})")
    } else {
        format!("1/{q}")
    };
    f.lang.ta(
        "decision-rules-reason-reciprocal",
        &[("what", what.into()), ("w", w.into()), ("n", n.into())],
    )
}

pub(super) fn generality_text(lang: Lang, g: Generality) -> String {
    match g {
        Generality::Always => lang.t("decision-rules-general-always"),
        Generality::EqualPriors => lang.ta(
            "decision-rules-general-equal-priors",
            &[("argmax", r"$\operatorname{argmax}_c$".into())],
        ),
        Generality::LeastProbable => lang.t("decision-rules-general-least-probable"),
        Generality::Minimises => lang.t("decision-rules-general-minimises"),
        Generality::PriorOnly { maximize: true } => lang.t("decision-rules-general-prior-max"),
        Generality::PriorOnly { maximize: false } => lang.t("decision-rules-general-prior-min"),
        Generality::Constant => lang.t("decision-rules-general-constant"),
    }
}

/// `1, 2 and 3`.
pub(super) fn and_list(lang: Lang, numbers: &[usize]) -> String {
    let n: Vec<String> = numbers.iter().map(ToString::to_string).collect();
    match n.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [most @ .., last] => lang.ta(
            "decision-rules-and",
            &[("most", most.join(", ").into()), ("last", last.into())],
        ),
    }
}

/// `none`, `rule 1`, `rules 1, 2 and 3`.
pub(super) fn numbers_text(lang: Lang, numbers: &[usize]) -> String {
    match numbers {
        [] => lang.t("decision-rules-none"),
        [one] => lang.ta("decision-rules-rule", &[("n", (*one).into())]),
        many => lang.ta("decision-rules-rules", &[("list", and_list(lang, many).into())]),
    }
}

/// `1/16 + 1/16 = 1/8` (the non-zero terms; `0` when every term is zero).
pub(super) fn sum_text(f: &Fmt, terms: &[Number], total: &Number) -> String {
    let nonzero: Vec<String> = terms.iter().filter(|t| !t.is_zero()).map(|t| f.num(t)).collect();
    match nonzero.len() {
        0 => "0".into(),
        1 => f.num(total),
        _ => format!("{} = {}", nonzero.join(" + "), f.num(total)),
    }
}
