//! Readers and views shared by the decision-theory kinds (`discriminants`,
//! `equivalent-classifiers`, `bayes-error`, `holdout`, `gaussian-boundary`): the domain of
//! one-feature regions, intervals and regions as answers and as text, and the parts a spec asks.

use crate::spec::loader::short_number;
use serde::Serialize;

use super::KindDef;
use super::keys::Key;
use crate::models::real_line::{Domain, Interval, Real, Regions};
use crate::num::Number;
use crate::present::{Fmt, Table, inline};
use crate::spec::diag::Span;
use crate::spec::loader::{Label, Loader, Map};
use crate::spec::yaml::Node;
use crate::value::Value;

/// The answer value of a point: exact, or rounded at the exercise's digits.
pub(crate) fn real_value(r: &Real) -> Value {
    if r.exact {
        Value::Number(r.value.clone())
    } else {
        Value::Rounded(r.rounded())
    }
}

/// The display text of a point: exact, or rounded at the exercise's digits.
pub(crate) fn real_text(f: &Fmt, r: &Real) -> String {
    if r.exact {
        f.num(&r.value)
    } else {
        approx_text(f, &r.value)
    }
}

/// An exact value that is only shown rounded (a coefficient with a long expansion): exact when
/// its decimals fit in `digits`, else rounded at `digits`.
pub(crate) fn approx_text(f: &Fmt, n: &Number) -> String {
    if n.more_decimals_than(f.digits) {
        return n.round_to(f.digits);
    }
    match n.to_decimal_string() {
        Some(s) if s.split_once('.').is_none_or(|(_, d)| d.len() <= f.digits as usize) => s,
        _ => n.round_to(f.digits),
    }
}

/// A small value with `digits` significant digits (densities, variances): 0.004873, 0.0096.
pub(crate) fn significant(f: &Fmt, n: &Number) -> String {
    let mut places = f.digits;
    let mut scaled = n.abs();
    if scaled.is_zero() {
        return "0".into();
    }
    let limit = Number::ratio(1, 10).unwrap_or_default();
    while scaled < limit && places < f.digits + 24 {
        scaled = scaled * Number::from(10);
        places += 1;
    }
    let text = n.round_to(places);
    // drop trailing zeros of the rounding, keep at least one decimal digit if any
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

fn end_value(end: Option<&Real>, low: bool) -> Value {
    match end {
        Some(r) => real_value(r),
        None => Value::Label(if low { "-inf" } else { "inf" }.into()),
    }
}

fn end_text(f: &Fmt, end: Option<&Real>, low: bool) -> String {
    match end {
        Some(r) => real_text(f, r),
        None => if low { "−∞" } else { "∞" }.into(),
    }
}

/// An interval as an answer: `[lo, hi]` with `-inf` / `inf` for unbounded ends.
pub(crate) fn interval_value(i: &Interval) -> Value {
    Value::List(vec![end_value(i.lo.as_ref(), true), end_value(i.hi.as_ref(), false)])
}

/// An open interval as text: `(−∞, 4)`.
pub(crate) fn interval_text(f: &Fmt, i: &Interval) -> String {
    format!(
        "({}, {})",
        end_text(f, i.lo.as_ref(), true),
        end_text(f, i.hi.as_ref(), false)
    )
}

/// A region (a union of intervals) as text: `(0, 0.5229) ∪ (2.0872, ∞)`, `∅` when empty.
pub(crate) fn region_text(f: &Fmt, region: &[Interval]) -> String {
    if region.is_empty() {
        return "∅".into();
    }
    let parts: Vec<String> = region.iter().map(|i| interval_text(f, i)).collect();
    parts.join(" ∪ ")
}

/// The regions as an answer: `{ class: [[lo, hi], …] }` (an empty list for a class that never
/// wins).
pub(crate) fn regions_value(classes: &[Label], regions: &Regions) -> Value {
    Value::Map(
        classes
            .iter()
            .zip(&regions.by_class)
            .map(|(c, r)| (c.clone(), Value::List(r.iter().map(interval_value).collect())))
            .collect(),
    )
}

/// The worked view of regions: a table with one row per interval between boundary points (the
/// point tested, what the kind says about it, the winner), one line per class, and the ties.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct RegionsView {
    /// interval, x, what is compared, class.
    pub(crate) table: Table,
    /// `R[c] = (0, 4) ∪ (5, ∞)` per class.
    pub(crate) lines: Vec<String>,
    /// One sentence per interval where classes tie all along.
    pub(crate) ties: Vec<String>,
}

impl RegionsView {
    /// The view of `regions`: `describe(i, x)` is what the table shows in the column
    /// `describe_title` for piece `i` tested at `x`; `region_name(c)` names the region of class
    /// `c` (`R[c]`).
    pub(crate) fn new(
        f: &Fmt,
        classes: &[Label],
        regions: &Regions,
        describe_title: &str,
        describe: impl Fn(usize, &Number) -> String,
        region_name: impl Fn(&str) -> String,
    ) -> Self {
        let (interval, class) = (f.lang.t("regions-col-interval"), f.lang.t("regions-col-class"));
        let mut t = Table::new(&[interval.as_str(), "x", describe_title, class.as_str()]);
        let mut ties = Vec::new();
        for (i, p) in regions.pieces.iter().enumerate() {
            let winner = classes.get(p.winner).cloned().unwrap_or_default();
            let class = if p.tied.is_empty() {
                winner
            } else {
                let names: Vec<&str> = p
                    .tied
                    .iter()
                    .filter_map(|&i| classes.get(i))
                    .map(String::as_str)
                    .collect();
                ties.push(f.lang.ta(
                    "regions-tie",
                    &[
                        ("interval", interval_text(f, &p.interval).into()),
                        ("classes", names.join(", ").into()),
                        ("first", names.first().copied().unwrap_or_default().into()),
                    ],
                ));
                f.lang.ta(
                    "regions-tie-cell",
                    &[("class", winner.into()), ("tied", names.join(", ").into())],
                )
            };
            // test points are simple decimals (3, 0.3) even in an exercise shown with fractions
            let test = p.test.display(crate::num::NumStyle::Decimal);
            t.row(&[interval_text(f, &p.interval), test, describe(i, &p.test), class]);
        }
        let lines: Vec<String> = classes
            .iter()
            .zip(&regions.by_class)
            .map(|(c, r)| {
                let (name, region) = (region_name(c), region_text(f, r));
                if r.is_empty() {
                    f.lang.ta(
                        "regions-never-wins",
                        &[
                            ("region", name.into()),
                            ("interval", region.into()),
                            ("class", inline(c).into()),
                        ],
                    )
                } else {
                    format!("{name} = {region}")
                }
            })
            .collect();
        RegionsView { table: t, lines, ties }
    }
}

/// Reads `domain: [from, to]` (numbers, `-inf`, `inf`); the whole line when absent.
pub(crate) fn read_domain(l: &mut Loader, m: &Map<'_>) -> Option<Domain> {
    DOMAIN.read(l, m)
}

/// `domain`, the interval the regions are restricted to (one feature); kinds document it with
/// [`Key::doc`].
pub(crate) const DOMAIN: Key<Domain> = Key::optional(
    "domain",
    "the whole line",
    "`[from, to]` the regions are restricted to, e.g. `[0, inf]` (one feature)",
    read_domain_node,
    || (None, None),
);

fn read_domain_node(l: &mut Loader, node: &Node, _: &str) -> Option<Domain> {
    let items = l.list(node, "`domain`")?;
    if items.len() != 2 {
        l.error_help(
            node.span,
            format!("`domain` must have two ends, found {}", items.len()),
            "expected `[from, to]`",
            "write e.g. `domain: [0, inf]` for x > 0",
        );
        return None;
    }
    let mut ends = Vec::with_capacity(2);
    for (k, item) in items.iter().enumerate() {
        let text = item.as_scalar().map(str::trim);
        let infinite = match text {
            Some("-inf" | "-.inf" | "−∞" | "-∞") => Some(false),
            Some("inf" | "+inf" | ".inf" | "+.inf" | "∞" | "+∞") => Some(true),
            _ => None,
        };
        match infinite {
            Some(positive) if positive == (k == 1) => ends.push(Some(None)),
            Some(_) => {
                l.error_help(
                    item.span,
                    format!(
                        "the {} end of `domain` cannot be {}",
                        if k == 0 { "low" } else { "high" },
                        text.unwrap_or_default()
                    ),
                    "wrong infinity",
                    "write `-inf` for the low end and `inf` for the high end",
                );
                ends.push(None);
            }
            None => ends.push(l.number(item, &format!("end {} of `domain`", k + 1)).map(Some)),
        }
    }
    let (lo, hi) = (ends[0].clone()?, ends[1].clone()?);
    if let (Some(a), Some(b)) = (&lo, &hi)
        && a >= b
    {
        l.error_help(
            node.span,
            format!(
                "`domain` must go from low to high, found {} to {}",
                short_number(a),
                short_number(b)
            ),
            "empty domain",
            "write `[from, to]` with from < to",
        );
        return None;
    }
    Some((lo, hi))
}

/// The domain as text: `(0, ∞)`.
pub(crate) fn domain_text(f: &Fmt, domain: &Domain) -> String {
    let interval = Interval {
        lo: domain.0.clone().map(Real::exact),
        hi: domain.1.clone().map(Real::exact),
    };
    interval_text(f, &interval)
}

/// The parts a spec asks, with the place of each name, or the kind's default parts (placed at
/// the start of the exercise) when there is no `ask`. Malformed entries are left to the common
/// reader, which reports them.
pub(crate) fn asked<'n>(m: &Map<'n>, kind: &KindDef) -> Vec<(&'n str, Span)> {
    let Some(ask) = m.get("ask") else {
        let at = Span::new(m.node.span.start, m.node.span.start);
        return kind.parts.iter().filter(|p| p.default).map(|p| (p.name, at)).collect();
    };
    ask.as_seq()
        .unwrap_or_default()
        .iter()
        .filter_map(|item| match item.as_map() {
            Some([(k, _)]) => k.as_scalar().map(|t| (t, k.span)),
            Some(_) => None,
            None => item.as_scalar().map(|t| (t, item.span)),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const F: Fmt = Fmt::TEST;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    #[test]
    fn texts() {
        assert_eq!(significant(&F, &n("0.0048733971724")), "0.004873");
        assert_eq!(significant(&F, &n("0.00955185")), "0.009552");
        assert_eq!(significant(&F, &n("0.5")), "0.5");
        assert_eq!(significant(&F, &n("12.345678")), "12.3457");
        assert_eq!(significant(&F, &n("0")), "0");
        assert_eq!(approx_text(&F, &n("0.25")), "0.25");
        assert_eq!(approx_text(&F, &n("5000/289")), "17.3010");
        let i = Interval {
            lo: None,
            hi: Some(Real::exact(n("4"))),
        };
        assert_eq!(interval_text(&F, &i), "(−∞, 4)");
        assert_eq!(
            interval_value(&i),
            Value::List(vec![Value::Label("-inf".into()), Value::Number(n("4"))])
        );
        assert_eq!(region_text(&F, &[]), "∅");
    }
}
