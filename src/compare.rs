//! Comparing a computed answer ([`Value`]) with a written one ([`Written`]): a `stated:` answer,
//! a multiple-choice option, a student's answer.
//!
//! The rules (docs/conventions.md, "Comparing answers"):
//! * an exact value must be given exactly (`0.65`, `13/20` and `0.650` are all right), except that
//!   a value needing more decimals than allowed (1/3) may also be given rounded (`0.3333` at 4);
//! * a rounded value is right when it agrees with the exact value at the allowed decimals;
//! * "allowed decimals" is the exercise's `digits` for answers, and the printed decimals of the
//!   source for `stated:` answers (a seed that prints 0.38 for 0.37754 has rounded, not erred);
//! * a class is right when it is any of the tied classes;
//! * equations are the same when their coefficients are proportional.
//!
//! This module knows values and written values only: neither exercises nor reports.

use crate::diag::Span;
use crate::num::expr::{Approx, Evaluated};
use crate::num::linear::Equation;
use crate::num::real::{self, Real};
use crate::num::{NumStyle, Number, Parsed};
use crate::value::{Style, Value};
use crate::written::{Written, WrittenKind};

/// How many decimals a written number may be rounded to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Precision {
    /// A student's answer: the exercise's `digits`.
    Digits(u32),
    /// A printed answer: the decimals it was printed with (at most `digits`).
    Printed(u32),
    /// A step of a trace replayed from the student's own rounded state: like `Digits`, but a
    /// rounded value may differ by one unit in the last decimal (the student carried more
    /// decimals than they wrote). Exact values must still be exact.
    Carried(u32),
}

/// One place where the written answer differs.
#[derive(Clone, Debug, PartialEq)]
pub struct Diff {
    /// Where inside the answer: `""` for the whole, `.2[3]` for entry 3 of class 2.
    pub path: String,
    /// What was written (its source text or a description).
    pub given: String,
    /// What it should be, in answers notation.
    pub expected: String,
    /// Where it was written.
    pub span: Span,
    /// How many entries (numbers, labels…) of the expected value this difference makes wrong:
    /// 1 for a wrong number, all of a class's entries when the class is missing or its vector
    /// has the wrong length, 0 for an entry that should not be there.
    pub entries: usize,
    /// Why what was written cannot be compared at all (a word where a number is asked, a list
    /// where one value is asked); `None` when it was read and is simply another value.
    pub reason: Option<Unreadable>,
}

/// Why a written answer cannot be compared with the value asked: it does not read as a number
/// where one is asked, or it has another shape. It says nothing of the value asked but its shape
/// (and how many entries a list or mapping has, which the worksheet shows).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Unreadable {
    /// Text where a number is asked: `abc`, `1/0`, `0.5.`, `sqrt(2)`.
    NotANumber,
    /// `0,25` where a number is asked, in a language that writes the decimal point.
    DecimalComma,
    /// A number beyond what mlex reads: more than 1,000 digits, or an exponent beyond ±1000
    /// (one below 10⁻¹⁰⁰⁰ is read as 0).
    OutOfRange,
    /// Nothing written (`~`, an empty value, or `""` where a number is asked).
    Nothing,
    /// A value of another shape: a list where one value is asked, one value where a list is…
    Shape {
        /// What was written.
        given: Shape,
        /// What is asked.
        asked: Shape,
        /// How many entries the list or mapping asked has (0 when one value is asked).
        entries: usize,
    },
}

/// The shape of a value, for [`Unreadable::Shape`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// One value: a number, a label, a word.
    Value,
    /// A list `[…]`.
    List,
    /// A mapping `{ key: value, … }`.
    Mapping,
}

impl Unreadable {
    /// Why `given` cannot be compared with `expected`, if it cannot (its shape differs, or it
    /// does not read as the number asked); `None` when it is a value of the right shape.
    pub fn of(expected: &Value, given: &Written) -> Option<Unreadable> {
        let (asked, entries) = match expected {
            Value::List(items) => (Shape::List, items.len()),
            Value::Map(items) => (Shape::Mapping, items.len()),
            _ => (Shape::Value, 0),
        };
        let written = match &given.kind {
            WrittenKind::Nothing => return Some(Unreadable::Nothing),
            WrittenKind::List(_) => Shape::List,
            WrittenKind::Map(_) => Shape::Mapping,
            WrittenKind::Number { .. } | WrittenKind::Expression { .. } | WrittenKind::Word(_) => Shape::Value,
        };
        if written != asked {
            return Some(Unreadable::Shape {
                given: written,
                asked,
                entries,
            });
        }
        // Only a number asked makes a word unreadable: a class label, a boolean or an equation
        // is a word, and a word that is not the right one is simply wrong.
        let (WrittenKind::Word(text), Value::Number(_) | Value::Rounded(_)) = (&given.kind, expected) else {
            return None;
        };
        if text.trim().is_empty() {
            return Some(Unreadable::Nothing); // `""`, or an empty box of the practice page
        }
        if infinity(text).is_some() || negligible(text) {
            return None; // a number, just not this one
        }
        if crate::written::decimal_comma(text).is_some() {
            return Some(Unreadable::DecimalComma);
        }
        Some(match Number::parse(text.trim()) {
            Err(crate::num::NumError::TooManyDigits | crate::num::NumError::ExponentOutOfRange) => {
                Unreadable::OutOfRange
            }
            _ => Unreadable::NotANumber,
        })
    }
}

/// The decimals a written number may be rounded to: the exercise's `digits` for answers, the
/// decimals it was written with for printed answers.
fn decimals(precision: Precision, written: u32) -> u32 {
    match precision {
        Precision::Digits(d) | Precision::Carried(d) => d,
        Precision::Printed(_) => written,
    }
}

fn number_agrees(expected: &Number, p: &Parsed, precision: Precision) -> bool {
    if &p.value == expected {
        return true;
    }
    let d = decimals(precision, p.decimals);
    if p.is_fraction || d == 0 || p.decimals < d {
        return false;
    }
    // Rounding is allowed only when the exact value needs more than d decimals.
    let needs_more = expected
        .to_decimal_string()
        .is_none_or(|s| s.split_once('.').is_some_and(|(_, f)| f.len() > d as usize));
    // …and then the written value must round, at d decimals, to the exact value rounded
    // (0.3333 and 0.33333 for 1/3 at 4 decimals; not 0.333, which has too few).
    needs_more && p.value.round_to(d) == expected.round_to(d)
}

/// A rounded value is right when the written number rounds, at the precision the value is
/// shown with (`digits` decimals, or `digits` significant digits when it is shown in scientific
/// notation), as some value within the value's error bound does; a printed answer is read at
/// its own decimals (or significant digits, in scientific notation). See [`real::agrees`].
fn rounded_agrees(expected: &Real, text: &str, p: &Parsed, precision: Precision) -> bool {
    let reading = match precision {
        Precision::Digits(d) => real::Reading::Digits(d),
        Precision::Carried(d) => real::Reading::Carried(d),
        Precision::Printed(max) => real::Reading::Printed {
            decimals: p.decimals.min(max),
            significant: scientific_digits(text),
        },
    };
    real::agrees(expected, &p.value, reading)
}

/// A number below the exact reader's 10⁻¹⁰⁰⁰ (`1e-100000000`) is 0 at any shown precision.
fn negligible_agrees(expected: &Real, text: &str, precision: Precision) -> bool {
    let d = match precision {
        Precision::Digits(d) | Precision::Carried(d) | Precision::Printed(d) => d,
    };
    negligible(text) && real::agrees(expected, &Number::zero(), real::Reading::Digits(d))
}

/// Whether `text` is a number in scientific notation below 10⁻¹⁰⁰⁰ in size (`1e-100000000`),
/// which the exact reader refuses as out of range.
fn negligible(text: &str) -> bool {
    let Some((mantissa, exp)) = text.trim().split_once(['e', 'E']) else {
        return false;
    };
    let mantissa_ok = Number::parse(mantissa).is_ok_and(|p| !p.is_fraction && p.value.abs() < Number::from(10));
    mantissa_ok && exp.parse::<i64>().is_ok_and(|e| e < -1000)
}

/// The significant digits of a number written in scientific notation (`4.60e299` → 3); `None`
/// for any other notation.
fn scientific_digits(text: &str) -> Option<u32> {
    let (mantissa, _) = text.trim().split_once(['e', 'E'])?;
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let significant = digits.trim_start_matches('0');
    Some(significant.len().max(1) as u32)
}

/// Whether a written label (`text`) names the label `expected`: the same text, the same number
/// (`1` and `1.0`), or the same infinity (`inf` and `∞`).
pub(crate) fn label_agrees(expected: &str, text: &str) -> bool {
    let t = text.trim();
    if t == expected {
        return true;
    }
    // Two different integers written plainly (`1`, `-2`: no sign `+`, no leading zero) name
    // different numbers and neither is an infinity: the usual case of a class label, decided
    // without reading either as a number.
    if plain_integer(t) && plain_integer(expected) {
        return false;
    }
    let same_number = match (Number::parse(t), Number::parse(expected)) {
        (Ok(a), Ok(b)) => a.value == b.value,
        _ => false,
    };
    same_number || infinity(t).is_some_and(|s| infinity(expected) == Some(s))
}

/// `0`, `7`, `-12`: an optional `-`, then digits with no leading zero.
fn plain_integer(s: &str) -> bool {
    let digits = s.strip_prefix('-').unwrap_or(s).as_bytes();
    match digits {
        [] => false,
        [b'0'] => s.len() == 1,
        [first, rest @ ..] => (b'1'..=b'9').contains(first) && rest.iter().all(u8::is_ascii_digit),
    }
}

/// The sign of an infinity as people write it: `inf`, `+inf`, `.inf`, `∞`, `+∞`, `infinity`
/// (`Some(true)`) or `-inf`, `-.inf`, `−∞` (with the minus sign U+2212), `-∞`, `−inf`
/// (`Some(false)`); `None` for anything else.
pub fn infinity(text: &str) -> Option<bool> {
    let t = text.trim();
    let (positive, rest) = if let Some(r) = t.strip_prefix('+') {
        (true, r)
    } else if let Some(r) = t.strip_prefix('-').or_else(|| t.strip_prefix('−')) {
        (false, r)
    } else {
        (true, t)
    };
    let rest = rest.trim_start().to_lowercase();
    matches!(rest.as_str(), "inf" | ".inf" | "∞" | "infinity").then_some(positive)
}

/// Leaves of a value (numbers, labels…): the unit of partial credit.
pub(crate) fn leaves(v: &Value) -> usize {
    match v {
        Value::List(items) => items.iter().map(leaves).sum(),
        Value::Map(items) => items.iter().map(|(_, v)| leaves(v)).sum(),
        _ => 1,
    }
}

/// Compares `expected` with the written `given`; an empty result means they agree.
pub fn compare(expected: &Value, given: &Written, precision: Precision) -> Vec<Diff> {
    let mut diffs = Vec::new();
    walk(
        expected,
        given,
        precision,
        style_of(precision),
        &mut String::new(),
        &mut diffs,
    );
    diffs
}

/// How the expected values of differences are written.
fn style_of(precision: Precision) -> Style {
    Style {
        num: NumStyle::Decimal,
        digits: match precision {
            Precision::Digits(d) | Precision::Printed(d) | Precision::Carried(d) => d,
        },
    }
}

/// Whether `given` agrees with `expected`: [`compare`] finding no difference, without making
/// the differences' texts.
pub(crate) fn agrees(expected: &Value, given: &Written, precision: Precision) -> bool {
    let mut found = Found(false);
    walk(
        expected,
        given,
        precision,
        style_of(precision),
        &mut String::new(),
        &mut found,
    );
    // the same walk as `compare`'s: checked in every debug run (the test suite)
    debug_assert_eq!(!found.0, compare(expected, given, precision).is_empty());
    !found.0
}

/// Where [`walk`] puts what it finds: every difference ([`compare`]), or only whether there is
/// one ([`agrees`], which stops at the first and makes no texts).
trait Sink {
    /// Takes the difference `make` builds; `false` stops the walk.
    fn differ(&mut self, make: impl FnOnce() -> Diff) -> bool;
}

impl Sink for Vec<Diff> {
    fn differ(&mut self, make: impl FnOnce() -> Diff) -> bool {
        self.push(make());
        true
    }
}

/// Whether a difference was found.
struct Found(bool);

impl Sink for Found {
    fn differ(&mut self, _: impl FnOnce() -> Diff) -> bool {
        self.0 = true;
        false
    }
}

/// `path` is where `given` is inside the answer; it is extended in place for the entries and
/// restored after them, and copied only into a difference (most entries agree). `false` when
/// the sink stopped the walk.
fn walk(
    expected: &Value,
    given: &Written,
    precision: Precision,
    style: Style,
    path: &mut String,
    out: &mut impl Sink,
) -> bool {
    let len = path.len();
    match expected {
        Value::List(items) => {
            let Some(g) = given.as_list() else {
                return out.differ(|| whole(expected, given, style, path));
            };
            if g.len() != items.len() {
                return out.differ(|| Diff {
                    path: path.clone(),
                    given: format!("{} entries", g.len()),
                    expected: format!("{} entries", items.len()),
                    span: given.span,
                    entries: leaves(expected),
                    reason: None,
                });
            }
            for (i, (e, n)) in items.iter().zip(g).enumerate() {
                push_index(path, i + 1);
                let go_on = walk(e, n, precision, style, path, out);
                path.truncate(len);
                if !go_on {
                    return false;
                }
            }
            true
        }
        Value::Map(items) => {
            let Some(g) = given.as_map() else {
                return out.differ(|| whole(expected, given, style, path));
            };
            for (k, e) in items {
                path.push('.');
                path.push_str(k);
                let go_on = match g.iter().find(|(gk, _)| label_agrees(k, &gk.text)) {
                    Some((_, n)) => walk(e, n, precision, style, path, out),
                    None => out.differ(|| Diff {
                        path: path.clone(),
                        given: "nothing".into(),
                        expected: e.to_yaml(style),
                        span: given.span,
                        entries: leaves(e),
                        reason: None,
                    }),
                };
                path.truncate(len);
                if !go_on {
                    return false;
                }
            }
            for (gk, _) in g {
                let t = &gk.text;
                if !items.iter().any(|(k, _)| label_agrees(k, t))
                    && !out.differ(|| Diff {
                        path: format!("{path}.{t}"),
                        given: format!("an entry `{t}`"),
                        expected: "no such entry".into(),
                        span: gk.span,
                        entries: 0,
                        reason: None,
                    })
                {
                    return false;
                }
            }
            true
        }
        _ => leaf_agrees(expected, given, precision) || out.differ(|| whole(expected, given, style, path)),
    }
}

/// `given` differs from `expected` as a whole.
fn whole(expected: &Value, given: &Written, style: Style, path: &str) -> Diff {
    Diff {
        path: path.to_string(),
        given: given.given_text(),
        expected: expected.to_yaml(style),
        span: given.span,
        entries: leaves(expected),
        reason: Unreadable::of(expected, given),
    }
}

/// Whether a written number, label or word is the expected value (neither a list nor a map).
fn leaf_agrees(expected: &Value, given: &Written, precision: Precision) -> bool {
    match (&given.kind, expected) {
        (WrittenKind::Number { number, .. }, Value::Number(n)) => number_agrees(n, number, precision),
        (WrittenKind::Number { text, number }, Value::Rounded(d)) => rounded_agrees(d, text, number, precision),
        (WrittenKind::Word(text), Value::Rounded(d)) => negligible_agrees(d, text, precision),
        (WrittenKind::Expression { value, .. }, Value::Number(n)) => match value {
            Evaluated::Exact(p) => number_agrees(n, p, precision),
            Evaluated::Approx(a) => approx_equals(n, a),
        },
        (WrittenKind::Expression { value, .. }, Value::Rounded(d)) => {
            let reading = match precision {
                Precision::Digits(d) | Precision::Printed(d) => real::Reading::Digits(d),
                Precision::Carried(d) => real::Reading::Carried(d),
            };
            match value {
                Evaluated::Exact(p) => real::agrees(d, &p.value, reading),
                Evaluated::Approx(a) => approx_agrees(d, a, reading),
            }
        }
        (WrittenKind::Number { text, .. } | WrittenKind::Expression { text, .. } | WrittenKind::Word(text), _) => {
            match expected {
                Value::Class { label, tied } => label_agrees(label, text) || tied.iter().any(|t| label_agrees(t, text)),
                Value::Label(l) => label_agrees(l, text),
                Value::Bool(b) => {
                    matches!((b, text.trim()), (true, "true" | "yes") | (false, "false" | "no"))
                }
                Value::Equation(e) => Equation::parse(text, e.dim()).is_ok_and(|g| g.same_as(e)),
                _ => false,
            }
        }
        _ => false,
    }
}

/// The exact ends of a ball, mid ∓ radius (not widened for display as [`Real::bounds`] is).
fn ends(x: &Real) -> (Number, Number) {
    let (mid, rad) = (x.center().mid(), x.radius().mid());
    (&mid - &rad, &mid + &rad)
}

/// Whether an expression that is not exact (`exp(ln(2))`) is the exact value `expected`: not
/// when its ball leaves `expected` out at 256 bits or at 2048; when `expected` is still inside it
/// at 2048 bits (600 digits), it is taken as equal. Equality of such expressions cannot be
/// decided in general, and a student's expression that differs from the answer by less than
/// 10⁻⁶⁰⁰ is not told apart (docs/checking.md, "Numbers as expressions").
fn approx_equals(expected: &Number, a: &Approx) -> bool {
    let inside = |x: &Real| {
        let (lo, hi) = ends(x);
        &lo <= expected && expected <= &hi
    };
    inside(a.real()) && inside(a.precise())
}

/// Whether an expression that is not exact is right for a rounded value at `reading`: its whole
/// ball reads right (or wrong) at 256 bits, else at 2048 bits; a ball that straddles a rounding
/// boundary even then (its value within 10⁻⁶⁰⁰ of it) is read at its midpoint.
fn approx_agrees(expected: &Real, a: &Approx, reading: real::Reading) -> bool {
    let verdict = |x: &Real| {
        let (lo, hi) = ends(x);
        let (l, h, m) = (
            real::agrees(expected, &lo, reading),
            real::agrees(expected, &hi, reading),
            real::agrees(expected, &x.center().mid(), reading),
        );
        (l == h && h == m).then_some(m)
    };
    verdict(a.real())
        .or_else(|| verdict(a.precise()))
        .unwrap_or_else(|| real::agrees(expected, &a.precise().center().mid(), reading))
}

/// `[i]` at the end of a path, as `format!("{path}[{i}]")` writes it.
fn push_index(path: &mut String, i: usize) {
    use std::fmt::Write as _;
    let _ = write!(path, "[{i}]");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::written::Key;

    /// A small reader of the flow notation the tests write (`[1, {a: 2}]`), independent of the
    /// YAML loader: lists, mappings and plain scalars.
    fn w(text: &str) -> Written {
        fn item(s: &str, at: &mut usize) -> Written {
            let b = s.as_bytes();
            while *at < b.len() && b[*at] == b' ' {
                *at += 1;
            }
            let start = *at;
            match b.get(*at) {
                Some(b'[') => {
                    *at += 1;
                    let mut items = Vec::new();
                    loop {
                        while b[*at] == b' ' || b[*at] == b',' {
                            *at += 1;
                        }
                        if b[*at] == b']' {
                            *at += 1;
                            break;
                        }
                        items.push(item(s, at));
                    }
                    Written {
                        kind: WrittenKind::List(items),
                        span: Span::new(start, *at),
                    }
                }
                Some(b'{') => {
                    *at += 1;
                    let mut entries = Vec::new();
                    loop {
                        while b[*at] == b' ' || b[*at] == b',' {
                            *at += 1;
                        }
                        if b[*at] == b'}' {
                            *at += 1;
                            break;
                        }
                        let k0 = *at;
                        while b[*at] != b':' {
                            *at += 1;
                        }
                        let key = Key {
                            text: s[k0..*at].trim().to_string(),
                            span: Span::new(k0, *at),
                        };
                        *at += 1;
                        entries.push((key, item(s, at)));
                    }
                    Written {
                        kind: WrittenKind::Map(entries),
                        span: Span::new(start, *at),
                    }
                }
                _ => {
                    let mut depth = 0;
                    while *at < b.len() {
                        match b[*at] {
                            b'[' | b'{' => depth += 1,
                            b']' | b'}' if depth == 0 => break,
                            b',' if depth == 0 => break,
                            b']' | b'}' => depth -= 1,
                            _ => {}
                        }
                        *at += 1;
                    }
                    let t = s[start..*at].trim().trim_matches('"');
                    Written::scalar(t, Span::new(start, *at))
                }
            }
        }
        item(text, &mut 0)
    }

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    #[test]
    fn exact_values_need_the_exact_value() {
        let e = Value::Number(n("0.65"));
        for ok in ["0.65", "13/20", "0.650"] {
            assert!(compare(&e, &w(ok), Precision::Digits(4)).is_empty(), "{ok}");
        }
        assert!(!compare(&e, &w("0.6"), Precision::Digits(4)).is_empty());
        // printed with one decimal: 0.7 is 0.65 rounded, 0.6 is not
        assert!(compare(&e, &w("0.7"), Precision::Printed(4)).is_empty());
        assert!(!compare(&e, &w("0.6"), Precision::Printed(4)).is_empty());
        // integers printed are never "rounded"
        assert!(!compare(&Value::Number(n("1.5")), &w("2"), Precision::Printed(4)).is_empty());
        // a word is not a number
        assert!(!compare(&e, &w("abc"), Precision::Digits(4)).is_empty());
    }

    #[test]
    fn a_third_may_be_rounded_to_digits() {
        let e = Value::Number(n("1/3"));
        assert!(compare(&e, &w("1/3"), Precision::Digits(4)).is_empty());
        assert!(compare(&e, &w("0.3333"), Precision::Digits(4)).is_empty());
        assert!(!compare(&e, &w("0.333"), Precision::Digits(4)).is_empty());
        assert!(!compare(&e, &w("0.3334"), Precision::Digits(4)).is_empty());
        assert!(compare(&e, &w("0.33333"), Precision::Digits(4)).is_empty());
        assert!(!compare(&e, &w("0.33336"), Precision::Digits(4)).is_empty());
        // printed with 2 decimals in a source
        assert!(compare(&e, &w("0.33"), Precision::Printed(4)).is_empty());
        // 1/8 = 0.125 needs 3 decimals: 0.13 is its rounding at 2
        assert!(compare(&Value::Number(n("1/8")), &w("0.13"), Precision::Printed(4)).is_empty());
        assert!(!compare(&Value::Number(n("1/8")), &w("0.13"), Precision::Digits(4)).is_empty());
        // 13/60 = 0.21666…: 0.2 is its rounding at the one printed decimal, not at 4
        let e = Value::Number(n("13/60"));
        assert!(compare(&e, &w("0.2"), Precision::Printed(4)).is_empty());
        assert!(!compare(&e, &w("0.2"), Precision::Digits(4)).is_empty());
        assert!(compare(&e, &w("0.2"), Precision::Digits(1)).is_empty());
    }

    #[test]
    fn rounded_values_agree_at_the_allowed_digits() {
        let e = Value::Rounded(Real::from_number(&n("0.37754")));
        assert!(compare(&e, &w("0.3775"), Precision::Digits(4)).is_empty());
        assert!(compare(&e, &w("0.377540"), Precision::Digits(4)).is_empty());
        assert!(compare(&e, &w("3775/10000"), Precision::Digits(4)).is_empty());
        assert!(!compare(&e, &w("0.3776"), Precision::Digits(4)).is_empty());
        assert!(compare(&e, &w("0.38"), Precision::Digits(2)).is_empty());
        assert!(!compare(&e, &w("0.37"), Precision::Digits(2)).is_empty());
        assert!(compare(&e, &w("0.38"), Precision::Printed(4)).is_empty());
        // a carried-forward step may be one unit off in the last decimal, not two
        assert!(compare(&e, &w("0.3774"), Precision::Carried(4)).is_empty());
        assert!(compare(&e, &w("0.3776"), Precision::Carried(4)).is_empty());
        assert!(!compare(&e, &w("0.3777"), Precision::Carried(4)).is_empty());
        assert!(!compare(&Value::Number(n("1/4")), &w("0.2501"), Precision::Carried(4)).is_empty());
        let ll = Value::Rounded(Real::from_number(&n("-0.253856")));
        assert!(!compare(&ll, &w("-0.2538"), Precision::Printed(4)).is_empty());
        assert!(compare(&ll, &w("-0.2539"), Precision::Printed(4)).is_empty());
    }

    // e^50 = 5184705528587072464087.45332293348538… (Python mpmath, mp.dps = 60); rust_decimal's
    // 28 digits gave …087.4533275, and `check` refused the right answer at digits 6.
    #[test]
    fn large_rounded_values_are_checked_at_their_true_digits() {
        let e50 = Value::Rounded(real::exp(&Real::from_i64(50)).unwrap());
        assert!(compare(&e50, &w("5184705528587072464087.453323"), Precision::Digits(6)).is_empty());
        assert!(!compare(&e50, &w("5184705528587072464087.453324"), Precision::Digits(6)).is_empty());
        assert!(!compare(&e50, &w("5184705528587072464087.453328"), Precision::Digits(6)).is_empty());
        // e^690 = 4.604606404782989622…e299 is shown 4.605e299 at digits 4
        let big = Value::Rounded(real::exp(&Real::from_i64(690)).unwrap());
        assert!(compare(&big, &w("4.605e299"), Precision::Digits(4)).is_empty());
        assert!(!compare(&big, &w("4.606e299"), Precision::Digits(4)).is_empty());
        assert!(compare(&big, &w("4.6e299"), Precision::Printed(4)).is_empty());
        assert!(!compare(&big, &w("4.7e299"), Precision::Printed(4)).is_empty());
        assert_eq!(scientific_digits("4.60e299"), Some(3));
        // e^−700 ≈ 9.86·10⁻³⁰⁵ rounds to 0 at every digits: 0 and 1e-100000000 are right
        let tiny = Value::Rounded(real::exp(&Real::from_i64(-700)).unwrap());
        assert!(compare(&tiny, &w("0"), Precision::Digits(15)).is_empty());
        assert!(compare(&tiny, &w("1e-100000000"), Precision::Digits(15)).is_empty());
        assert!(!compare(&tiny, &w("1e-10"), Precision::Digits(15)).is_empty());
        assert!(!compare(&e50, &w("1e-100000000"), Precision::Digits(4)).is_empty());
        assert!(!negligible("1e100000000") && !negligible("12e-100000000") && !negligible("abc"));
        assert_eq!(scientific_digits("0.05"), None);
    }

    #[test]
    fn structures_report_the_differing_entries_and_how_many_they_cover() {
        let wts = Value::Map(vec![
            ("1".into(), Value::vector(&[n("-1"), n("4")])),
            ("2".into(), Value::vector(&[n("1"), n("-5")])),
        ]);
        assert!(compare(&wts, &w("{1: [-1, 4], 2: [1, -5]}"), Precision::Digits(4)).is_empty());
        let d = compare(&wts, &w("{1: [-1, 4], 2: [1, 5]}"), Precision::Digits(4));
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].path, ".2[2]");
        assert_eq!((d[0].given.as_str(), d[0].expected.as_str()), ("5", "-5"));
        assert_eq!(d[0].entries, 1);
        // a missing class makes both of its entries wrong
        let d = compare(&wts, &w("{1: [-1, 4]}"), Precision::Digits(4));
        assert_eq!(
            (d[0].path.as_str(), d[0].given.as_str(), d[0].entries),
            (".2", "nothing", 2)
        );
        let d = compare(&wts, &w("{}"), Precision::Digits(4));
        assert_eq!(d.iter().map(|d| d.entries).sum::<usize>(), 4);
        // so does a vector of the wrong length
        let d = compare(&wts, &w("{1: [-1, 4, 0], 2: [1, -5]}"), Precision::Digits(4));
        assert_eq!((d[0].given.as_str(), d[0].entries), ("3 entries", 2));
        // an entry that should not be there makes no expected entry wrong
        let d = compare(&wts, &w("{1: [-1, 4], 2: [1, -5], 9: [0, 0]}"), Precision::Digits(4));
        assert_eq!(
            (d[0].path.as_str(), d[0].expected.as_str(), d[0].entries),
            (".9", "no such entry", 0)
        );
        // a scalar where a mapping is expected: the whole value
        let d = compare(&wts, &w("3"), Precision::Digits(4));
        assert_eq!((d[0].path.as_str(), d[0].given.as_str(), d[0].entries), ("", "3", 4));
    }

    #[test]
    fn classes_labels_booleans_and_equations() {
        let c = Value::Class {
            label: "1".into(),
            tied: vec!["1".into(), "3".into()],
        };
        assert!(compare(&c, &w("3"), Precision::Digits(4)).is_empty());
        assert!(compare(&c, &w("3.0"), Precision::Digits(4)).is_empty());
        assert!(!compare(&c, &w("2"), Precision::Digits(4)).is_empty());
        assert!(compare(&Value::Label("setosa".into()), &w("setosa"), Precision::Digits(4)).is_empty());
        assert!(compare(&Value::Bool(true), &w("yes"), Precision::Digits(4)).is_empty());
        assert!(!compare(&Value::Bool(true), &w("1"), Precision::Digits(4)).is_empty());
        let e = Value::Equation(Equation::new(vec![n("-1"), n("-2"), n("-2")]));
        assert!(compare(&e, &w("x2 = -x1 - 0.5"), Precision::Digits(4)).is_empty());
        assert!(!compare(&e, &w("x2 = -x1 + 0.5"), Precision::Digits(4)).is_empty());
        let nothing = Written {
            kind: WrittenKind::Nothing,
            span: Span::default(),
        };
        let d = compare(&c, &nothing, Precision::Digits(4));
        assert_eq!(d[0].given, "nothing");
    }

    #[test]
    fn infinities_as_students_write_them() {
        let interval = Value::List(vec![Value::Label("-inf".into()), Value::Label("inf".into())]);
        for ok in [
            "[-inf, inf]",
            "[\"−∞\", \"∞\"]",
            "[−∞, ∞]",
            "[-∞, +∞]",
            "[-.inf, .inf]",
            "[−inf, +inf]",
            "[-Infinity, Infinity]",
        ] {
            assert!(compare(&interval, &w(ok), Precision::Digits(4)).is_empty(), "{ok}");
        }
        for wrong in [
            "[inf, -inf]",
            "[∞, −∞]",
            "[-inf, 4]",
            "[−∞, -∞]",
            "[\"-\", inf]",
            "[-infinite, inf]",
        ] {
            assert!(
                !compare(&interval, &w(wrong), Precision::Digits(4)).is_empty(),
                "{wrong}"
            );
        }
        assert_eq!(infinity("−∞"), Some(false));
        assert_eq!(infinity(" ∞ "), Some(true));
        assert_eq!(infinity("- inf"), Some(false));
        assert_eq!(infinity("nan"), None);
        assert_eq!(infinity("4"), None);
        // a finite end is still compared as a number
        let e = Value::List(vec![Value::Label("-inf".into()), Value::Number(n("4"))]);
        assert!(compare(&e, &w("[−∞, 4.0]"), Precision::Digits(4)).is_empty());
    }

    /// The plain-integer shortcut of `label_agrees` decides as reading both texts as numbers
    /// does (the rule before the shortcut, written out here).
    #[test]
    fn label_shortcut_agrees_with_reading_numbers() {
        fn by_reading(expected: &str, text: &str) -> bool {
            let t = text.trim();
            t == expected
                || match (Number::parse(t), Number::parse(expected)) {
                    (Ok(a), Ok(b)) => a.value == b.value,
                    _ => false,
                }
                || infinity(t).is_some_and(|s| infinity(expected) == Some(s))
        }
        let texts = [
            "0",
            "-0",
            "00",
            "+0",
            "1",
            "01",
            "+1",
            "1.0",
            "1.",
            "-1",
            "−1",
            "2",
            "10",
            "-10",
            "12",
            "21",
            "2/2",
            "1e0",
            "inf",
            "-inf",
            "∞",
            " 1",
            "1 ",
            "a",
            "",
            "-",
            "123456789012345678901234567890",
            "123456789012345678901234567891",
        ];
        for e in texts {
            for t in texts {
                assert_eq!(label_agrees(e, t), by_reading(e, t), "{e:?} {t:?}");
            }
        }
        assert!(plain_integer("0") && plain_integer("-12") && plain_integer("7"));
        assert!(!plain_integer("-0") && !plain_integer("01") && !plain_integer("+1") && !plain_integer(""));
    }

    /// Why an answer cannot be compared: only where a number is asked does a word not read;
    /// a shape that differs is said whatever is asked; a wrong value that reads has no reason.
    #[test]
    fn answers_that_cannot_be_compared_and_why() {
        let num = Value::Number(n("1/4"));
        let rounded = Value::Rounded(Real::from_number(&n("0.37754")));
        let vector = Value::vector(&[n("2"), n("-1")]);
        let class = Value::Class {
            label: "1".into(),
            tied: Vec::new(),
        };
        let reason = |e: &Value, text: &str| {
            // (`w` would split `1,2,3` at its commas)
            let given = if text.starts_with(['[', '{']) {
                w(text)
            } else {
                Written::scalar(text, Span::default())
            };
            let d = compare(e, &given, Precision::Digits(4));
            assert_eq!(d.len(), 1, "{text}");
            d[0].reason
        };
        for word in ["abc", "1/0", "0.5.", "sqrt(-2)", "ln(", "1,2,3"] {
            assert_eq!(reason(&num, word), Some(Unreadable::NotANumber), "{word}");
            assert_eq!(reason(&rounded, word), Some(Unreadable::NotANumber), "{word}");
        }
        assert_eq!(reason(&num, "0,5"), Some(Unreadable::DecimalComma));
        assert_eq!(reason(&num, "-1,5"), Some(Unreadable::DecimalComma));
        // with an exponent too (issue 39: `2,5e-1` reads with `lang: it`)
        assert_eq!(reason(&num, "0,25e3"), Some(Unreadable::DecimalComma));
        assert_eq!(reason(&rounded, "0,25e3"), Some(Unreadable::DecimalComma));
        assert_eq!(reason(&num, "1e5000"), Some(Unreadable::OutOfRange));
        assert_eq!(reason(&num, &"9".repeat(1001)), Some(Unreadable::OutOfRange));
        assert_eq!(reason(&num, ""), Some(Unreadable::Nothing));
        // read, and wrong: a number, an infinity, a number below 10⁻¹⁰⁰⁰
        for wrong in ["0.3", "inf", "-∞", "1e-100000000", "sqrt(2)", "1/-3"] {
            assert_eq!(reason(&num, wrong), None, "{wrong}");
        }
        // a word where a class, a label, a boolean or an equation is asked is only wrong
        assert_eq!(reason(&class, "setosa"), None);
        assert_eq!(reason(&Value::Label("a".into()), "b"), None);
        assert_eq!(reason(&Value::Bool(true), "maybe"), None);
        let eq = Value::Equation(Equation::new(vec![n("-1"), n("-2"), n("-2")]));
        assert_eq!(reason(&eq, "x2 ="), None);
        // shapes, with the number of entries asked and nothing else of the value
        let shape = |given, asked, entries| Some(Unreadable::Shape { given, asked, entries });
        assert_eq!(reason(&num, "[1, 2]"), shape(Shape::List, Shape::Value, 0));
        assert_eq!(reason(&class, "{a: 1}"), shape(Shape::Mapping, Shape::Value, 0));
        assert_eq!(reason(&vector, "2"), shape(Shape::Value, Shape::List, 2));
        assert_eq!(reason(&vector, "{1: 2}"), shape(Shape::Mapping, Shape::List, 2));
        let per_class = Value::Map(vec![("1".into(), vector.clone()), ("2".into(), vector.clone())]);
        assert_eq!(
            reason(&per_class, "[[2, -1], [2, -1]]"),
            shape(Shape::List, Shape::Mapping, 2)
        );
        assert_eq!(reason(&per_class, "x"), shape(Shape::Value, Shape::Mapping, 2));
        let nothing = Written {
            kind: WrittenKind::Nothing,
            span: Span::default(),
        };
        assert_eq!(Unreadable::of(&vector, &nothing), Some(Unreadable::Nothing));
        // inside a structure: the entry's own reason; a wrong length is a count, not a reason
        let d = compare(&per_class, &w("{1: [2, x], 2: [2, -1, 0]}"), Precision::Digits(4));
        assert_eq!(
            d.iter().map(|d| (d.path.as_str(), d.reason)).collect::<Vec<_>>(),
            [(".1[2]", Some(Unreadable::NotANumber)), (".2", None)]
        );
        assert_eq!(d[1].given, "3 entries");
    }

    /// Paths of differences inside nested lists and maps, as the reports print them.
    /// Expressions are compared as the exact values they are (values worked by hand, and with
    /// Python mpmath at mp.dps = 40: ln 2 = 0.693147180559945309…, σ(2) = 1/(1 + e^−2) =
    /// 0.880797077977882444…, √5/5 = 0.447213595499957939…, ln 3 = 1.098612288668109691…).
    #[test]
    fn expressions_are_compared_as_exact_values() {
        let ok = |e: &Value, t: &str, p: Precision| compare(e, &Written::scalar(t, Span::default()), p).is_empty();
        let d4 = Precision::Digits(4);
        // rounded keys: right at `digits` as their exact value
        let ln2 = Value::Rounded(real::ln_2());
        assert!(ok(&ln2, "ln(2)", d4) && ok(&ln2, "log(2)", d4) && ok(&ln2, "-ln(1/2)", d4));
        assert!(ok(&ln2, "0.6931", d4) && !ok(&ln2, "0.69", d4)); // plain decimals as before
        assert!(!ok(&ln2, "ln(3)", d4) && !ok(&ln2, "log2(2)", d4) && !ok(&ln2, "ln(2)/2", d4));
        let sigma = Value::Rounded(real::sigmoid(&Real::from_i64(2)).unwrap());
        assert!(ok(&sigma, "1/(1+e^-2)", d4) && ok(&sigma, "1/(1+exp(-2))", d4));
        assert!(!ok(&sigma, "1/(1+e^2)", d4) && !ok(&sigma, "1/(1+e^-1)", d4));
        let surd = Value::Rounded(real::sqrt(&Real::from_i64(5)).unwrap().div(&Real::from_i64(5)).unwrap());
        assert!(ok(&surd, "sqrt(5)/5", d4) && ok(&surd, "1/sqrt(5)", d4) && ok(&surd, "5^(-1/2)", d4));
        assert!(!ok(&surd, "sqrt(5)/4", d4));
        // an exact expression for a rounded key is its exact value at `digits`: 0.88 is 0.8800
        assert!(ok(&sigma, "(0.88)", Precision::Digits(2)) && !ok(&sigma, "88/100", d4));
        // a printed answer written as an expression is read at `digits`, not at its 0 decimals
        assert!(ok(&ln2, "ln(2)", Precision::Printed(4)) && !ok(&ln2, "ln(3)", Precision::Printed(4)));
        // exact keys: an exact expression must be the value; 1/3 is not 0.3333 + 0
        let third = Value::Number(n("1/3"));
        assert!(ok(&third, "(1/3)", d4) && ok(&third, "1/2 - 1/6", d4) && ok(&third, "log2(8)/9", d4));
        assert!(ok(&third, "0.3333", d4) && !ok(&third, "0.3333 + 0", d4));
        let two = Value::Number(n("2"));
        assert!(ok(&two, "sqrt(4)", d4) && ok(&two, "e^0 + ln(1) + 1", d4) && ok(&two, "log10(100)", d4));
        // an inexact expression equal to an exact key (600 digits agree) is right; one that is
        // not, even by 10⁻⁸⁰ (inside the first ball of 77 digits), is wrong
        assert!(ok(&two, "exp(ln(2))", d4) && ok(&two, "sqrt(2)^2", d4));
        assert!(!ok(&two, "sqrt(2)", d4) && !ok(&two, "2 + e^-184", d4));
        // the same in a vector, and a trace's carried reading (one unit of the last decimal)
        let v = Value::List(vec![ln2.clone(), two.clone()]);
        let list = Written {
            kind: WrittenKind::List(vec![
                Written::scalar("ln(2)", Span::default()),
                Written::scalar("sqrt(4)", Span::default()),
            ]),
            span: Span::default(),
        };
        assert!(compare(&v, &list, d4).is_empty());
        // ln 2 = 0.693147…: 0.6931 at 4 decimals; ln(2) + 0.000002 = 0.693149… reads 0.6931 too
        // (right), ln(2) + 0.0001 = 0.693247… reads 0.6932 (one unit: right only when carried),
        // ln(2) + 0.0002 reads 0.6933 (wrong either way)
        assert!(ok(&ln2, "ln(2) + 0.000002", d4));
        assert!(!ok(&ln2, "ln(2) + 0.0001", d4) && ok(&ln2, "ln(2) + 0.0001", Precision::Carried(4)));
        assert!(!ok(&ln2, "ln(2) + 0.0002", Precision::Carried(4)));
    }

    #[test]
    fn difference_paths() {
        let e = Value::Map(vec![
            (
                "1".into(),
                Value::List(vec![Value::Number(n("1")), Value::Number(n("2"))]),
            ),
            (
                "2".into(),
                Value::List(vec![Value::Number(n("3")), Value::Number(n("4"))]),
            ),
        ]);
        let d = compare(&e, &w("{1: [1, 5], 2: [6, 4], 3: 0}"), Precision::Digits(4));
        let paths: Vec<&str> = d.iter().map(|d| d.path.as_str()).collect();
        assert_eq!(paths, [".1[2]", ".2[1]", ".3"]);
        let d = compare(&e, &w("{1: [1, 2]}"), Precision::Digits(4));
        assert_eq!(d.iter().map(|d| d.path.as_str()).collect::<Vec<_>>(), [".2"]);
    }
}
