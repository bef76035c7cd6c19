//! Helpers that turn exact results into display strings for templates (which never compute).

use serde::Serialize;

use crate::num::linear::subscript;
use crate::num::{NumStyle, Number};
use crate::value::{Style, Value};

/// Display settings of one exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fmt {
    /// Fractions or decimals for exact values.
    pub style: NumStyle,
    /// Decimals for rounded values.
    pub digits: u32,
    /// The language of the sentences.
    pub lang: crate::i18n::Lang,
}

impl Fmt {
    /// Decimals, 4 digits, English: what unit tests format with.
    #[cfg(test)]
    pub(crate) const TEST: Fmt = Fmt {
        style: NumStyle::Decimal,
        digits: 4,
        lang: crate::i18n::Lang::En,
    };

    /// The value style for answers.
    pub fn value_style(&self) -> Style {
        Style {
            num: self.style,
            digits: self.digits,
        }
    }

    /// An exact number, with a true minus sign (`−1/2`).
    pub fn num(&self, n: &Number) -> String {
        minus(n.display(self.style))
    }

    /// A vector as `(1, 0, −0.5)`.
    pub fn vec(&self, v: &[Number]) -> String {
        minus(crate::num::display_vector(v, self.style))
    }

    /// A point: `(5, 5)`, or `3` when it has one feature.
    pub fn point(&self, p: &[Number]) -> String {
        match p {
            [x] => self.num(x),
            _ => self.vec(p),
        }
    }

    /// A rounded (transcendental) value at the exercise's `digits` (in scientific notation
    /// when some of those decimals are not known).
    pub fn real(&self, d: &crate::num::real::Real) -> String {
        minus(crate::num::real::pretty_display(d, self.digits))
    }

    /// Any answer value, in worksheet notation (true minus signs; answers files and `mlex
    /// solve` write the ASCII `-` of [`Value::to_pretty`]).
    pub fn value(&self, v: &Value) -> String {
        minus(v.to_pretty(self.value_style()))
    }
}

/// The letter of option `n` of a multiple-choice question: `A` for 1, `B` for 2 … (the number
/// itself past `Z`). Answers files give the number.
pub(crate) fn letter(n: usize) -> String {
    u8::try_from(n)
        .ok()
        .filter(|n| (1..=26).contains(n))
        .map_or_else(|| n.to_string(), |n| char::from(b'A' + n - 1).to_string())
}

/// Replaces each hyphen-minus that starts a number (`-1`, `(-0.5`, `1e-3`) by the minus sign
/// U+2212, which is as wide as a plus and does not break a line. TeX (`$…$`) and code
/// (`` `…` ``, answers-file notation) are left as they are.
pub(crate) fn minus(s: String) -> String {
    if !s.contains('-') {
        return s;
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len() + 4);
    let mut inside: Option<char> = None;
    for (i, &c) in chars.iter().enumerate() {
        let escaped = i > 0 && chars[i - 1] == '\\';
        if (c == '$' || c == '`') && !escaped {
            inside = match inside {
                None => Some(c),
                Some(open) if open == c => None,
                other => other,
            };
        }
        let next_digit = chars.get(i + 1).is_some_and(|d| d.is_ascii_digit() || *d == '.');
        let after_letter = i > 0 && chars[i - 1].is_alphabetic() && chars[i - 1] != 'e' && chars[i - 1] != 'E';
        if c == '-' && next_digit && !after_letter && inside.is_none() {
            out.push('−');
        } else {
            out.push(c);
        }
    }
    out
}

/// A table for the Markdown templates; cells are already escaped. It serializes with `align`,
/// the delimiter row's cells: `--:` (right-aligned) for a column of numbers, `---` otherwise.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    /// Column titles.
    pub header: Vec<String>,
    /// Rows of cells.
    pub rows: Vec<Vec<String>>,
}

impl Serialize for Table {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = serializer.serialize_struct("Table", 3)?;
        st.serialize_field("header", &self.header)?;
        st.serialize_field("rows", &self.rows)?;
        st.serialize_field("align", &self.align())?;
        st.end()
    }
}

/// A cell that holds only a number or a vector of numbers (`−1/2`, `(1, −0.5)`, `≈ 0.01`).
fn numeric(cell: &str) -> bool {
    let t = cell.trim();
    t.chars().any(|c| c.is_ascii_digit()) && t.chars().all(|c| c.is_ascii_digit() || " .,/()+-−≈e∞".contains(c))
}

impl Table {
    /// The delimiter row: a column whose non-empty cells are all numbers is right-aligned.
    pub fn align(&self) -> Vec<&'static str> {
        (0..self.header.len())
            .map(|i| {
                let mut cells = self
                    .rows
                    .iter()
                    .filter_map(|r| r.get(i))
                    .filter(|c| !c.trim().is_empty())
                    .peekable();
                if cells.peek().is_some() && cells.all(|c| numeric(c)) {
                    "--:"
                } else {
                    "---"
                }
            })
            .collect()
    }

    /// A table with these column titles.
    pub fn new<S: AsRef<str>>(header: &[S]) -> Self {
        Table {
            header: header.iter().map(|h| cell(h.as_ref())).collect(),
            rows: Vec::new(),
        }
    }

    /// Adds a row (escaping each cell).
    pub fn row<S: AsRef<str>>(&mut self, cells: &[S]) {
        self.rows.push(cells.iter().map(|c| cell(c.as_ref())).collect());
    }
}

/// Escapes a table cell: `|` would end the cell, a newline the row.
pub(crate) fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// Escapes Markdown in a label used inline (`*`, `_`, `` ` ``, `[`, `<` …).
pub(crate) fn inline(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '#' | '$') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Escapes Markdown in free text shown inline (a `source:` note): like [`inline`], but an
/// underscore inside a word (`2023_01_26`), which cannot start emphasis, is kept as it is.
pub(crate) fn inline_text(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    for (i, &c) in chars.iter().enumerate() {
        let word = |j: Option<usize>| j.and_then(|j| chars.get(j)).is_some_and(|c| c.is_alphanumeric());
        let intraword = c == '_' && word(i.checked_sub(1)) && word(Some(i + 1));
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '#' | '$' | '~'
        ) && !intraword
        {
            out.push('\\');
        }
        out.push(c);
    }
    out.replace(['\n', '\r'], " ")
}

/// A class label as TeX for a subscript: `1` as it is, a word `yes` as `\mathrm{yes}`;
/// `None` for a label with other characters (spec text is never put into TeX unchecked).
pub(crate) fn tex_label(label: &str) -> Option<String> {
    if label.is_empty() || !label.chars().all(|c| c.is_ascii_alphanumeric()) {
        None
    } else if label.chars().all(|c| c.is_ascii_digit()) {
        Some(label.to_string())
    } else {
        Some(format!("\\mathrm{{{label}}}"))
    }
}

/// `w₁` for class `1`, `w_setosa` for class `setosa`, `w_{not a word}` for other labels: never
/// `w[setosa]`, which Markdown reads as a link when `(x)` follows.
pub(crate) fn indexed(base: &str, label: &str) -> String {
    if !label.is_empty() && label.chars().all(|c| c.is_ascii_digit()) {
        format!(
            "{base}{}",
            label.parse::<usize>().map_or_else(|_| label.to_string(), subscript)
        )
    } else if !label.is_empty() && label.chars().all(|c| c.is_alphanumeric()) {
        format!("{base}_{label}")
    } else {
        format!("{base}_{{{}}}", inline(label))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_of_numbers_are_right_aligned() {
        let mut t = Table::new(&["n", "x", "w", "text", "empty"]);
        t.row(&["1", "−1/2", "(1, −0.5)", "a = 1", ""]);
        t.row(&["2", "≈ 0.01", "", "(1, 2)·(3, 4) = 11", ""]);
        assert_eq!(t.align(), ["--:", "--:", "--:", "---", "---"]);
    }

    #[test]
    fn minus_signs() {
        assert_eq!(minus("(-1, 4, -10)·x = -0.5e-3".into()), "(−1, 4, −10)·x = −0.5e−3");
        assert_eq!(minus("one-vs-rest, x-1".into()), "one-vs-rest, x-1");
        assert_eq!(minus("-1 $e^{-1}$ `[-1]` \\$-1".into()), "−1 $e^{-1}$ `[-1]` \\$−1");
    }

    #[test]
    fn escapes() {
        assert_eq!(cell("a|b\nc"), "a\\|b c");
        assert_eq!(inline("a_b*"), "a\\_b\\*");
        assert_eq!(indexed("w", "2"), "w₂");
        assert_eq!(indexed("w", "setosa"), "w_setosa");
        assert_eq!(indexed("g", "a b*"), "g_{a b\\*}");
        assert_eq!(inline_text("exam 2023_01_26, *x*_"), "exam 2023_01_26, \\*x\\*\\_");
    }
}
