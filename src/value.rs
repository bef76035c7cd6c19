//! The answer of a part: the data model shared by `solve`, `stated:`, answers files and the
//! checker, and its YAML / JSON forms.

use std::fmt::Write as _;

use crate::num::linear::{Equation, Notation};
use crate::num::real::{self, Real};
use crate::num::{NumStyle, Number};

/// The value of one part.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// An exact number (weights, counts, errors, option numbers).
    Number(Number),
    /// A transcendental result with its error bound, compared and shown at the exercise's
    /// `digits` (in scientific notation when some of those decimals are not known).
    Rounded(Real),
    /// A class chosen by argmax; `tied` lists every class that reaches the maximum when more
    /// than one does (the first in class order is `label`; any of them is accepted).
    Class {
        /// The chosen class.
        label: String,
        /// All tied classes, or empty when the maximum is unique.
        tied: Vec<String>,
    },
    /// A plain label or word.
    Label(String),
    /// Yes / no.
    Bool(bool),
    /// A linear equation (a decision boundary).
    Equation(Equation),
    /// Vectors, traces, lists of answers.
    List(Vec<Value>),
    /// Per-class weights and other keyed values, in order.
    Map(Vec<(String, Value)>),
}

/// How to write values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// Decimals or fractions for exact numbers.
    pub num: NumStyle,
    /// Decimals for rounded values.
    pub digits: u32,
}

impl Value {
    /// A vector of exact numbers.
    pub(crate) fn vector(v: &[Number]) -> Value {
        Value::List(v.iter().cloned().map(Value::Number).collect())
    }

    /// Per-class vectors.
    pub(crate) fn class_vectors<'a>(items: impl IntoIterator<Item = (&'a String, &'a Vec<Number>)>) -> Value {
        Value::Map(items.into_iter().map(|(k, v)| (k.clone(), Value::vector(v))).collect())
    }

    /// One-line text in the answers-file notation (flow YAML).
    #[doc(hidden)]
    pub fn to_yaml(&self, style: Style) -> String {
        match self {
            Value::Number(n) => number_yaml(n, style.num),
            Value::Rounded(d) => real::round_display(d, style.digits),
            Value::Class { label, .. } | Value::Label(label) => yaml_scalar(label),
            Value::Bool(b) => b.to_string(),
            Value::Equation(e) => yaml_scalar(&e.display(style.num, Notation::Ascii)),
            Value::List(items) => {
                let parts: Vec<String> = items.iter().map(|v| v.to_yaml(style)).collect();
                format!("[{}]", parts.join(", "))
            }
            Value::Map(items) => {
                let parts: Vec<String> = items
                    .iter()
                    .map(|(k, v)| format!("{}: {}", yaml_scalar(k), v.to_yaml(style)))
                    .collect();
                format!("{{ {} }}", parts.join(", "))
            }
        }
    }

    /// What of the value its answers-file text ([`Value::to_yaml`]) writes in a form mlex does
    /// not read back: a number with more than [`crate::num::MAX_DECIMAL_DIGITS`] digits on a side
    /// (in an equation, as its solved form writes it), or a rounded value at `digits` that is
    /// not a number mlex reads. `None` when all of it reads back.
    pub(crate) fn unreadable(&self, digits: u32) -> Option<String> {
        let number = |n: &Number| n.unreadable_digits().map(|d| format!("a number of {d} digits"));
        match self {
            Value::Number(n) => number(n),
            // below 2^3000 (10^903) for certain: at most 904 integer digits and 15 decimals, or
            // an exponent of at most 903: no text is made, as for most rounded answers
            Value::Rounded(x) if x.below_pow2(3000) => None,
            Value::Rounded(x) => {
                let text = real::round_display(x, digits);
                let known = x.shown(digits) != real::Shown::Unknown;
                (known && Number::parse(&text).is_err()).then(|| {
                    let head: String = text.chars().take(24).collect();
                    format!("the rounded value `{head}…` ({} characters)", text.len())
                })
            }
            Value::Equation(e) => e.solved_form().1.iter().find_map(number),
            Value::List(items) => items.iter().find_map(|v| v.unreadable(digits)),
            Value::Map(items) => items.iter().find_map(|(_, v)| v.unreadable(digits)),
            Value::Class { .. } | Value::Label(_) | Value::Bool(_) => None,
        }
    }

    /// The numbers the value holds: exact, rounded, and the coefficients of equations.
    pub(crate) fn count_numbers(&self) -> usize {
        match self {
            Value::Number(_) | Value::Rounded(_) => 1,
            Value::Equation(e) => e.coeffs.len(),
            Value::List(items) => items.iter().map(Value::count_numbers).sum(),
            Value::Map(items) => items.iter().map(|(_, v)| v.count_numbers()).sum(),
            Value::Class { .. } | Value::Label(_) | Value::Bool(_) => 0,
        }
    }

    /// Block YAML for a top-level `part: value` entry: lists of mappings or lists (traces) get
    /// one item per line, everything else stays on one line.
    pub(crate) fn to_yaml_entry(&self, key: &str, style: Style) -> String {
        let mut out = format!("{}:", yaml_scalar(key));
        match self {
            Value::List(items) if items.iter().any(|v| matches!(v, Value::List(_) | Value::Map(_))) => {
                for v in items {
                    out.push_str("\n  - ");
                    out.push_str(&v.to_yaml(style));
                }
            }
            _ => {
                out.push(' ');
                out.push_str(&self.to_yaml(style));
            }
        }
        if let Value::Class { tied, .. } = self
            && !tied.is_empty()
        {
            out.push_str(&format!("  # tie between {}", tied.join(", ")));
        }
        out
    }

    /// The JSON form: exact numbers are JSON numbers when their decimal form has at most 15
    /// significant digits (so any JSON reader gets them exactly), otherwise strings (`"1/6"`).
    pub(crate) fn to_json(&self, style: Style) -> serde_json::Value {
        use serde_json::Value as J;
        match self {
            Value::Number(n) => {
                let text = n.display(style.num);
                json_number(&text).unwrap_or(J::String(text))
            }
            Value::Rounded(d) => {
                let text = real::round_display(d, style.digits);
                json_number(&text).unwrap_or(J::String(text))
            }
            Value::Class { label, tied } if !tied.is_empty() => serde_json::json!({"class": label, "tied": tied}),
            Value::Class { label, .. } | Value::Label(label) => J::String(label.clone()),
            Value::Bool(b) => J::Bool(*b),
            Value::Equation(e) => J::String(e.display(style.num, Notation::Ascii)),
            Value::List(items) => J::Array(items.iter().map(|v| v.to_json(style)).collect()),
            Value::Map(items) => J::Object(items.iter().map(|(k, v)| (k.clone(), v.to_json(style))).collect()),
        }
    }

    /// Display text for worksheets (pretty notation).
    pub(crate) fn to_pretty(&self, style: Style) -> String {
        match self {
            Value::Number(n) => n.display(style.num),
            Value::Rounded(d) => real::pretty_display(d, style.digits),
            Value::Class { label, .. } | Value::Label(label) => label.clone(),
            Value::Bool(true) => "yes".into(),
            Value::Bool(false) => "no".into(),
            Value::Equation(e) => e.display(style.num, Notation::Pretty),
            Value::List(_) | Value::Map(_) => {
                let mut out = String::with_capacity(64);
                self.write_pretty(style, &mut out);
                out
            }
        }
    }

    /// [`Value::to_pretty`] written at the end of `out`: a list `(a, b)`, a map `k: v; k: v`
    /// (a trace's items written into one text rather than each into its own and joined).
    fn write_pretty(&self, style: Style, out: &mut String) {
        match self {
            Value::List(items) => {
                out.push('(');
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    v.write_pretty(style, out);
                }
                out.push(')');
            }
            Value::Map(items) => {
                for (i, (k, v)) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str("; ");
                    }
                    out.push_str(k);
                    out.push_str(": ");
                    v.write_pretty(style, out);
                }
            }
            Value::Class { label, .. } | Value::Label(label) => out.push_str(label),
            other => out.push_str(&other.to_pretty(style)),
        }
    }
}

fn json_number(text: &str) -> Option<serde_json::Value> {
    if text.contains('/') {
        return None;
    }
    let digits = text.chars().filter(char::is_ascii_digit).count();
    if digits > 15 {
        return None;
    }
    let f: f64 = text.parse().ok()?;
    serde_json::Number::from_f64(f).map(|n| {
        // integers stay integers
        if let Ok(i) = text.parse::<i64>() {
            serde_json::Value::Number(i.into())
        } else {
            serde_json::Value::Number(n)
        }
    })
}

fn number_yaml(n: &Number, style: NumStyle) -> String {
    let s = n.display(style);
    if s.contains('/') { format!("\"{s}\"") } else { s }
}

/// A YAML scalar: plain when that reads back as the same text, double-quoted otherwise. A dash
/// before a letter stays plain (`-inf`, as the docs write it): only `- ` starts a list item, and
/// `-.inf` (a float in YAML) has a dot.
pub fn yaml_scalar(s: &str) -> String {
    let dash_word = s.strip_prefix('-').is_some_and(|t| t.starts_with(char::is_alphabetic));
    let plain_ok = !s.is_empty()
        && s.chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '+' | ' '))
        && (!s.starts_with([' ', '-', '+', '.']) || dash_word)
        && !s.ends_with(' ')
        && !matches!(
            s,
            "true" | "false" | "null" | "~" | "yes" | "no" | "True" | "False" | "Null" | "NULL"
        )
        || Number::parse(s).is_ok() && !s.contains('/') && s.trim() == s;
    if plain_ok { s.to_string() } else { yaml_quoted(s) }
}

/// A double-quoted YAML scalar that reads back as `s`: `"` and `\` escaped, and every character
/// YAML does not keep as written inside quotes as `\uXXXX` — the C0 and C1 controls and DEL (not
/// printable in YAML) and U+2028, U+2029 (line breaks to YAML 1.1 readers, folded into a space),
/// and U+FEFF (a byte order mark).
pub(crate) fn yaml_quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}' | '\u{feff}' | '\u{fffe}' | '\u{ffff}') => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A value of an expression (and of a drawn parameter).
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// An exact number.
    Num(Number),
    /// A text (a class label).
    Str(String),
    /// `true` or `false`.
    Bool(bool),
    /// A list (a vector, a matrix's rows, labels).
    List(Vec<Val>),
}

impl Val {
    /// What kind of value, for messages.
    pub fn describe(&self) -> &'static str {
        match self {
            Val::Num(_) => "a number",
            Val::Str(_) => "a text",
            Val::Bool(_) => "true or false",
            Val::List(_) => "a list",
        }
    }

    /// The value as a number, when it is one (a text that reads as a number too: class labels).
    pub fn as_num(&self) -> Option<Number> {
        match self {
            Val::Num(n) => Some(n.clone()),
            Val::Str(s) => Number::parse(s).ok().map(|p| p.value),
            _ => None,
        }
    }

    /// A value written for a one-line record (the `# variant` line of `mlex solve`): its
    /// [`Val::text`] when that has at most 200 characters, else its long numbers by their first
    /// 12 characters and their digits and its long lists by their first entries and length, as
    /// messages write them (`700000000000… (600 digits)`, `(3, 7, 1, …) (10000 entries)`).
    pub fn short_text(&self) -> String {
        let full = self.text();
        if full.len() <= 200 {
            return full;
        }
        match self {
            Val::Num(_) if full.len() <= 40 => full,
            Val::Num(_) => {
                let head: String = full.chars().take(12).collect();
                let digits = full.chars().filter(char::is_ascii_digit).count();
                format!("{head}… ({digits} digits)")
            }
            Val::Str(s) => {
                let head: String = s.chars().take(40).collect();
                format!("{head}… ({} characters)", s.chars().count())
            }
            Val::Bool(b) => b.to_string(),
            Val::List(items) => {
                let head: Vec<String> = items.iter().take(3).map(Val::short_text).collect();
                let more = if items.len() > 3 { ", …" } else { "" };
                format!("({}{more}) ({} entries)", head.join(", "), items.len())
            }
        }
    }

    /// Writes the value for a text (`{a}` in a statement): numbers exactly (decimals when they
    /// terminate, else `p/q`), lists as `(1, 2)`.
    pub fn text(&self) -> String {
        match self {
            Val::Num(n) => n.display(NumStyle::Decimal),
            Val::Str(s) => s.clone(),
            Val::Bool(b) => b.to_string(),
            Val::List(items) => {
                let parts: Vec<String> = items.iter().map(Val::text).collect();
                format!("({})", parts.join(", "))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    const DEC: Style = Style {
        num: NumStyle::Decimal,
        digits: 4,
    };

    /// An answer reads back when every number it writes has at most 1000 digits a side, an
    /// equation's as its solved form writes them (a perceptron boundary of 1,099 digits did not).
    #[test]
    fn unreadable_numbers_are_found_where_they_are_written() {
        use num_bigint::BigInt;
        use num_traits::One;
        let big = |n: BigInt, d: BigInt| Number::from_bigints(n, d).unwrap();
        // 1/10^550 · x1 + 3^1200 · x2 = 0: x2 = -(1/(10^550 · 3^1200)) x1, a denominator of
        // ⌊550 + 1200·log₁₀3⌋ + 1 = ⌊1122.545⌋ + 1 = 1123 digits; each coefficient has 551 or 573
        let a = big(BigInt::one(), BigInt::from(10).pow(550u32));
        let b = big(BigInt::from(3).pow(1200u32), BigInt::one());
        let e = Value::Equation(Equation::new(vec![Number::zero(), a.clone(), b.clone()]));
        assert_eq!(e.unreadable(4).as_deref(), Some("a number of 1123 digits"));
        assert_eq!(Value::Number(a.clone()).unreadable(4), None);
        assert_eq!(Value::Number(b.clone()).unreadable(4), None);
        // found inside lists and maps; a readable answer gives None
        let list = Value::Map(vec![(
            "a".into(),
            Value::List(vec![Value::Number(n("1/3")), e.clone()]),
        )]);
        assert_eq!(list.unreadable(4).as_deref(), Some("a number of 1123 digits"));
        assert_eq!(
            Value::Equation(Equation::new(vec![n("1"), a, n("2")])).unreadable(4),
            None
        );
        // e^2302 ≈ 5.571e999 reads back; a rounded value of 10^1001 does not
        let e2302 = real::exp(&Real::from_i64(2302)).unwrap();
        assert_eq!(Value::Rounded(e2302).unreadable(4), None);
        let huge = Real::from_number(&big(BigInt::from(10).pow(1001u32), BigInt::one()));
        assert_eq!(
            Value::Rounded(huge).unreadable(4).as_deref(),
            Some("the rounded value `1.000e1001…` (10 characters)")
        );
        assert_eq!(e.count_numbers(), 3);
        assert_eq!(list.count_numbers(), 4);
    }

    /// Every text is written so that YAML reads it back as itself, as a flow-mapping key, a
    /// block-mapping value and a list item: the characters YAML folds, drops or refuses inside
    /// quotes (found by the `solve_render` fuzz target: a class key with DEL, NEL or U+2028 did
    /// not read back from the solution's own answers file), and texts with spaces around them,
    /// which are plain YAML only when they have none.
    #[test]
    fn yaml_scalars_read_back_as_themselves() {
        let texts = [
            "a",
            "setosa",
            "1",
            "-1",
            "+1",
            ".5",
            "1/2",
            "-inf",
            "a b",
            "a: b",
            "\"",
            "\\",
            "'",
            "#",
            "- a",
            "? a",
            "*a",
            "&a",
            "!a",
            "%a",
            "@a",
            "`a",
            "{a}",
            "[a]",
            "a,b",
            "\u{7f}",
            "\u{85}",
            "\u{80}z",
            "\u{9b}",
            "\u{2028}",
            "\u{2029}z",
            "\u{feff}a",
            "\u{fffe}",
            "\u{ffff}",
            "\u{1}x",
            "a\tb",
            "a\nb",
            "a\r\nb",
            " 1",
            "1 ",
            "\t1",
            "1\n",
            "\u{a0}a",
            "é",
            "\u{1f600}",
            "\u{202e}a",
            "true",
            "null",
            "~",
            "",
            " ",
        ];
        for t in texts {
            let written = yaml_scalar(t);
            let doc = format!("{{ {written}: 1 }}\nv: {written}\nl:\n  - {written}\n");
            // the flow mapping is the document's first key
            let text = format!("m: {}", doc);
            let nodes = crate::spec::yaml::parse(&text).unwrap_or_else(|d| panic!("{t:?} as {written}: {d:?}"));
            let top = nodes[0].as_map().unwrap();
            let key = top[0].1.as_map().unwrap()[0].0.as_scalar();
            let value = top[1].1.as_scalar();
            let item = top[2].1.as_seq().unwrap()[0].as_scalar();
            for (place, read) in [("key", key), ("value", value), ("item", item)] {
                assert_eq!(
                    read,
                    Some(t),
                    "{t:?} written {written} reads back as {read:?} ({place})"
                );
            }
        }
        assert_eq!(yaml_scalar("\u{7f}\u{2028}"), "\"\\u007f\\u2028\"");
        assert_eq!(yaml_scalar(" 1"), "\" 1\"");
    }

    #[test]
    fn yaml_forms() {
        let w = Value::Map(vec![
            ("1".into(), Value::vector(&[n("-1"), n("4"), n("-10")])),
            ("2".into(), Value::vector(&[n("1/6"), n("0.5"), n("0")])),
        ]);
        assert_eq!(w.to_yaml(DEC), "{ 1: [-1, 4, -10], 2: [\"1/6\", 0.5, 0] }");
        assert_eq!(Value::Label("setosa".into()).to_yaml(DEC), "setosa");
        assert_eq!(Value::Label("a: b".into()).to_yaml(DEC), "\"a: b\"");
        assert_eq!(Value::Label("true".into()).to_yaml(DEC), "\"true\"");
        assert_eq!(Value::Label("-1".into()).to_yaml(DEC), "-1");
        assert_eq!(Value::Label("-inf".into()).to_yaml(DEC), "-inf");
        assert_eq!(Value::Label("-.inf".into()).to_yaml(DEC), "\"-.inf\"");
        assert_eq!(Value::Label("- a".into()).to_yaml(DEC), "\"- a\"");
        assert_eq!(Value::Label("-".into()).to_yaml(DEC), "\"-\"");
        assert_eq!(Value::Rounded(Real::from_number(&n("0.37754"))).to_yaml(DEC), "0.3775");
        // e^690 at 4 digits: 4 decimals would need 303 known digits
        let big = Value::Rounded(real::exp(&Real::from_i64(690)).unwrap());
        assert_eq!(big.to_yaml(DEC), "4.605e299");
        assert_eq!(big.to_pretty(DEC), "4.605·10²⁹⁹");
        assert_eq!(big.to_json(DEC), serde_json::json!(4.605e299));
        let trace = Value::List(vec![Value::vector(&[n("1")]), Value::vector(&[n("2")])]);
        assert_eq!(trace.to_yaml_entry("trace", DEC), "trace:\n  - [1]\n  - [2]");
    }

    #[test]
    fn json_forms() {
        assert_eq!(Value::Number(n("0.1")).to_json(DEC), serde_json::json!(0.1));
        assert_eq!(Value::Number(n("-31")).to_json(DEC), serde_json::json!(-31));
        assert_eq!(Value::Number(n("1/6")).to_json(DEC), serde_json::json!("1/6"));
        assert_eq!(
            Value::Number(n("0.1234567890123456789")).to_json(DEC),
            serde_json::json!("0.1234567890123456789")
        );
        let c = Value::Class {
            label: "1".into(),
            tied: vec!["1".into(), "2".into()],
        };
        assert_eq!(c.to_json(DEC), serde_json::json!({"class": "1", "tied": ["1", "2"]}));
    }
}
