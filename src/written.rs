//! What someone wrote as an answer — a `stated:` answer, a multiple-choice option, an entry of a
//! student's answers file — as a small tree of typed values, each with its place.
//!
//! The spec loader builds these trees from YAML when it reads a file (`spec`); past the
//! loader nothing sees YAML. Every scalar keeps the text it was written with, because comparing an
//! answer depends on it: `0.38` was rounded to two decimals, `0.380` to three, and `1/3` is exact.

use crate::diag::Span;
use crate::num::expr::{self, Evaluated};
use crate::num::real::Real;
use crate::num::{Number, Parsed};

/// One written value and where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Written {
    /// What was written.
    pub kind: WrittenKind,
    /// Where, in the text it was read from.
    pub span: Span,
}

/// The shape of a written value.
#[derive(Clone, Debug, PartialEq)]
pub enum WrittenKind {
    /// Nothing (`~`, `null`, or an empty value).
    Nothing,
    /// A scalar that reads as a number: `0.65`, `13/20`, `-3`, `1e-3` (quoted or not).
    Number {
        /// The text as written (after YAML escapes).
        text: String,
        /// Its exact value, and how it was written (decimals, fraction).
        number: Parsed,
    },
    /// A scalar that reads as an expression (`ln(2)`, `sqrt(5)/5`, `(1/3)`; docs/checking.md,
    /// "Numbers as expressions"), with its value: exact, or a ball it can refine.
    Expression {
        /// The text as written.
        text: String,
        /// What it comes to.
        value: Evaluated,
    },
    /// Any other scalar: a label, `yes`, an equation, `-inf`.
    Word(String),
    /// A list.
    List(Vec<Written>),
    /// A mapping, in written order (duplicates kept).
    Map(Vec<(Key, Written)>),
}

/// A key of a written mapping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    /// Its text (empty when the key is not a scalar).
    pub text: String,
    /// Where it is.
    pub span: Span,
}

impl Written {
    /// A scalar from its text: a number when it reads as one, a word otherwise (`0.50` is a
    /// number with 2 decimals, `setosa` a word; tested in `scalars_are_numbers_or_words`).
    pub fn scalar(text: &str, span: Span) -> Written {
        Written::read(text, span, false)
    }

    /// [`Written::scalar`], with `comma` reading a comma between digits inside an expression as
    /// the decimal point (`ln(0,5)`, `lang: it`).
    fn read(text: &str, span: Span, comma: bool) -> Written {
        let kind = match Number::parse(text) {
            Ok(number) => WrittenKind::Number {
                text: text.to_string(),
                number,
            },
            Err(_) => match expr::read(text, comma) {
                Ok(value) => WrittenKind::Expression {
                    text: text.to_string(),
                    value,
                },
                Err(_) => WrittenKind::Word(text.to_string()),
            },
        };
        Written { kind, span }
    }

    /// The value as an Italian student means it: every scalar written `0,25` (digits, a
    /// comma, digits, with a sign or not) is the decimal `0.25`. In YAML such a scalar is a
    /// word unless it is inside a flow list (`[0,25]` is two numbers there, and stays so).
    /// Inside an expression a comma between two digits is the decimal point too (`ln(0,5)`).
    pub fn with_decimal_comma(self) -> Written {
        let kind = match self.kind {
            WrittenKind::Word(w) => match decimal_comma(&w) {
                Some(dotted) => return Written::scalar(&dotted, self.span),
                None => return Written::read(&w, self.span, true),
            },
            WrittenKind::List(items) => WrittenKind::List(items.into_iter().map(Written::with_decimal_comma).collect()),
            WrittenKind::Map(entries) => {
                WrittenKind::Map(entries.into_iter().map(|(k, v)| (k, v.with_decimal_comma())).collect())
            }
            other => other,
        };
        Written { kind, span: self.span }
    }

    /// The text of a scalar (number or word).
    pub fn scalar_text(&self) -> Option<&str> {
        match &self.kind {
            WrittenKind::Number { text, .. } | WrittenKind::Expression { text, .. } | WrittenKind::Word(text) => {
                Some(text)
            }
            _ => None,
        }
    }

    /// The number, when the value is a scalar that reads as one, or as an expression with an
    /// exact value (read as a fraction: exact).
    pub fn number(&self) -> Option<&Parsed> {
        match &self.kind {
            WrittenKind::Number { number, .. } => Some(number),
            WrittenKind::Expression {
                value: Evaluated::Exact(number),
                ..
            } => Some(number),
            _ => None,
        }
    }

    /// The value as a ball, when the value is a scalar that reads as a number or an expression.
    pub fn real(&self) -> Option<Real> {
        match &self.kind {
            WrittenKind::Expression {
                value: Evaluated::Approx(a),
                ..
            } => Some(a.real().clone()),
            _ => self.number().map(|p| Real::from_number(&p.value)),
        }
    }

    /// The items, when the value is a list.
    pub fn as_list(&self) -> Option<&[Written]> {
        match &self.kind {
            WrittenKind::List(items) => Some(items),
            _ => None,
        }
    }

    /// The entries, when the value is a mapping.
    pub fn as_map(&self) -> Option<&[(Key, Written)]> {
        match &self.kind {
            WrittenKind::Map(entries) => Some(entries),
            _ => None,
        }
    }

    /// A short description for messages: "nothing", "a list", "a mapping", "`abc`".
    pub fn describe(&self) -> String {
        match &self.kind {
            WrittenKind::Nothing => "nothing".into(),
            WrittenKind::Number { text, .. } | WrittenKind::Expression { text, .. } | WrittenKind::Word(text)
                if text.chars().count() > 40 =>
            {
                "a long text".into()
            }
            WrittenKind::Number { text, .. } | WrittenKind::Expression { text, .. } | WrittenKind::Word(text) => {
                format!("`{text}`")
            }
            WrittenKind::List(_) => "a list".into(),
            WrittenKind::Map(_) => "a mapping".into(),
        }
    }

    /// What was written, for a report: a scalar's text, else its description.
    pub fn given_text(&self) -> String {
        match self.scalar_text() {
            Some(t) => t.to_string(),
            None => self.describe(),
        }
    }

    /// The number of scalars (leaves) in the value.
    pub fn leaves(&self) -> usize {
        match &self.kind {
            WrittenKind::List(items) => items.iter().map(Written::leaves).sum(),
            WrittenKind::Map(entries) => entries.iter().map(|(_, v)| v.leaves()).sum(),
            _ => 1,
        }
    }
}

/// An answer printed by the exercise's source (`stated:`, or an `mlex-answers` block of a literate
/// document), read at load time.
#[derive(Clone, Debug, PartialEq)]
pub struct Stated {
    /// The part name.
    pub part: String,
    /// The answer as written (the `value` of `{ value: … }`).
    pub value: Written,
    /// Its text as written, trimmed.
    pub text: String,
    /// Written as `{ value: … }`: for a multiple-choice part, the value rather than the option
    /// number.
    pub as_value: bool,
    /// `rounded: d`: the source rounds this answer to `d` decimals on purpose, so it is compared
    /// at `d` decimals instead of the exercise's `digits`.
    pub rounded: Option<u32>,
    /// `erratum: "…"`: the source is known to be wrong here, and why. A known erratum is noted in
    /// the worksheet but is not a disagreement for `mlex validate` and `mlex verify`.
    pub erratum: Option<String>,
    /// Read from an `mlex-answers` block: its spans are in that block's text, not the spec's.
    pub in_block: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_are_numbers_or_words() {
        // the former doc example: decimals counted as written, a word is no number
        let w = Written::scalar("0.50", Default::default());
        assert_eq!(w.number().map(|p| p.decimals), Some(2));
        assert!(Written::scalar("setosa", Default::default()).number().is_none());
        let n = Written::scalar("13/20", Span::new(3, 8));
        let p = n.number().unwrap();
        assert!(p.is_fraction);
        assert_eq!(p.value, Number::ratio(13, 20).unwrap());
        assert_eq!(n.scalar_text(), Some("13/20"));
        assert_eq!(n.span, Span::new(3, 8));
        for word in ["setosa", "-inf", "x2 = -x1 - 0.5", "yes", ""] {
            let w = Written::scalar(word, Span::default());
            assert_eq!(w.kind, WrittenKind::Word(word.into()), "{word}");
        }
    }

    #[test]
    fn descriptions_as_messages_show_them() {
        let s = Span::default();
        let long = "x".repeat(41);
        assert_eq!(Written::scalar("0.5", s).describe(), "`0.5`");
        assert_eq!(Written::scalar(&long, s).describe(), "a long text");
        assert_eq!(Written::scalar(&long, s).given_text(), long);
        let list = Written {
            kind: WrittenKind::List(vec![Written::scalar("1", s), Written::scalar("2", s)]),
            span: s,
        };
        assert_eq!(list.describe(), "a list");
        assert_eq!(list.given_text(), "a list");
        assert_eq!(list.leaves(), 2);
        let nothing = Written {
            kind: WrittenKind::Nothing,
            span: s,
        };
        assert_eq!(nothing.given_text(), "nothing");
        let map = Written {
            kind: WrittenKind::Map(vec![(
                Key {
                    text: "a".into(),
                    span: s,
                },
                list,
            )]),
            span: s,
        };
        assert_eq!((map.describe().as_str(), map.leaves()), ("a mapping", 2));
    }
}

/// `0,25` → `0.25`, `-1,5` → `-1.5`, `−0,5` → `−0.5`, `2,5e-1` → `2.5e-1`: a decimal written
/// with a comma (digits on both sides, one comma, an optional sign, an optional exponent
/// `e`/`E`, its sign and digits); `None` for anything else (`1,2,3`, `,5`, `a,b`, `0,2e`).
pub fn decimal_comma(text: &str) -> Option<String> {
    let t = text.trim();
    let body = t.strip_prefix(['-', '+', '−']).unwrap_or(t);
    let (int, rest) = body.split_once(',')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let frac = match rest.split_once(['e', 'E']) {
        Some((frac, exp)) => digits(exp.strip_prefix(['+', '-']).unwrap_or(exp)).then_some(frac)?,
        None => rest,
    };
    (digits(int) && digits(frac)).then(|| t.replacen(',', ".", 1))
}

#[cfg(test)]
mod comma_tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn decimal_commas_are_read_only_where_unambiguous() {
        assert_eq!(decimal_comma("0,25").as_deref(), Some("0.25"));
        assert_eq!(decimal_comma("-1,5").as_deref(), Some("-1.5"));
        assert_eq!(decimal_comma("−0,5").as_deref(), Some("−0.5"));
        // with an exponent too (issue 39: `2,5e-1` was not a number)
        assert_eq!(decimal_comma("2,5e-1").as_deref(), Some("2.5e-1"));
        assert_eq!(decimal_comma("-1,5E+2").as_deref(), Some("-1.5E+2"));
        for bad in [
            "1,2,3", ",5", "5,", "a,b", "0.25", "1, 5", "0,2e", "0,2e+", "0,2e1,5", "1,e3", "",
        ] {
            assert_eq!(decimal_comma(bad), None, "{bad}");
        }
        let w = Written::scalar("0,25", Span::default()).with_decimal_comma();
        let n = w.number().unwrap();
        assert_eq!((n.value.clone(), n.decimals), (Number::ratio(1, 4).unwrap(), 2));
        // inside a block list too; a label stays a label
        let list = Written {
            kind: WrittenKind::List(vec![
                Written::scalar("1,5", Span::default()),
                Written::scalar("setosa", Span::default()),
            ]),
            span: Span::default(),
        }
        .with_decimal_comma();
        let WrittenKind::List(items) = list.kind else { panic!() };
        assert!(items[0].number().is_some() && items[1].number().is_none());
    }
}
