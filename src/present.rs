//! Helpers that turn exact results into display strings for templates (which never compute).

use serde::Serialize;

use crate::num::linear::{Equation, Notation, Shape, subscript};
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

    /// An equation in worksheet notation (`x₂ = −x₁ − 0.5`); a degenerate one as its answer
    /// word in the exercise's language ([`crate::i18n::shown_word`]: `ovunque (`everywhere`)`).
    pub fn equation(&self, e: &Equation) -> String {
        match e.shape() {
            Shape::None => crate::i18n::shown_word(self.lang, "none"),
            Shape::Everywhere => crate::i18n::shown_word(self.lang, "everywhere"),
            Shape::Hyperplane => minus(e.display(self.style, Notation::Pretty)),
        }
    }

    /// An answer as a reader of the exercise's language reads it: [`Fmt::value`], with mlex's
    /// answer words (`not attained`, `yes`, a degenerate boundary's `everywhere`) and the keys
    /// of kind `kind`'s answers (`xtx`, `exponential`) in that language, each followed by the
    /// token the answers file takes (`non raggiunto (`not attained`)`, [`crate::i18n`]). Class
    /// labels (`classes`, the spec's own words) stay as written. In English it is
    /// [`Fmt::value`].
    pub fn answer(&self, v: &Value, kind: &str, classes: &[String]) -> String {
        let mut out = String::with_capacity(64);
        self.write_answer(v, kind, classes, &mut out);
        minus(out)
    }

    fn write_answer(&self, v: &Value, kind: &str, classes: &[String], out: &mut String) {
        match v {
            Value::Label(w) => out.push_str(&crate::i18n::shown_word(self.lang, w)),
            Value::Bool(b) => out.push_str(&crate::i18n::shown_word(self.lang, if *b { "yes" } else { "no" })),
            Value::Equation(e) => out.push_str(&self.equation(e)),
            Value::List(items) => {
                out.push('(');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_answer(item, kind, classes, out);
                }
                out.push(')');
            }
            Value::Map(items) => {
                for (i, (k, item)) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str("; ");
                    }
                    if classes.contains(k) {
                        out.push_str(k);
                    } else {
                        out.push_str(&crate::i18n::shown_key(self.lang, kind, k));
                    }
                    out.push_str(": ");
                    self.write_answer(item, kind, classes, out);
                }
            }
            other => out.push_str(&other.to_pretty(self.value_style())),
        }
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
    minus_str(&s)
}

/// [`minus`] of a borrowed text (which has a `-`). One scan of its bytes: every character it
/// looks at (`-`, `$`, `` ` ``, `\`, digits, `.`) is ASCII, and only the character before a `-`
/// is decoded (a letter before it, `x-1`, keeps the hyphen).
pub(crate) fn minus_str(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len() + 8);
    let mut inside: Option<u8> = None;
    // the text up to here is in `out`
    let mut copied = 0;
    for (i, &c) in b.iter().enumerate() {
        match c {
            b'$' | b'`' if i == 0 || b[i - 1] != b'\\' => {
                inside = match inside {
                    None => Some(c),
                    Some(open) if open == c => None,
                    other => other,
                };
            }
            b'-' if inside.is_none() && b.get(i + 1).is_some_and(|d| d.is_ascii_digit() || *d == b'.') => {
                let after_letter = s[..i]
                    .chars()
                    .next_back()
                    .is_some_and(|p| p.is_alphabetic() && p != 'e' && p != 'E');
                if !after_letter {
                    out.push_str(&s[copied..i]);
                    out.push('−');
                    copied = i + 1;
                }
            }
            _ => {}
        }
    }
    out.push_str(&s[copied..]);
    out
}

/// A value serialized with true minus signs in its strings ([`minus`]) — the strings of a view
/// or a data view as the templates get them, without a copy of the view to edit: serializing
/// `MinusSigns(&view)` into a template's value gives the value of the view with every string
/// (not the map keys) passed through [`minus`]. Whole numbers are serialized as `serde_json`
/// holds them (a non-negative one as unsigned) and map keys as its strings, so the value is the
/// one the view's `serde_json` form gives.
pub(crate) struct MinusSigns<'a, T: ?Sized>(pub &'a T);

impl<T: Serialize + ?Sized> Serialize for MinusSigns<'_, T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(minus_signs::Ser(serializer))
    }
}

mod minus_signs {
    //! The serializer of [`super::MinusSigns`]: the wrapped serializer, with [`super::minus`] on
    //! every string value and `serde_json`'s forms of numbers and map keys.

    use serde::Serialize;
    use serde::ser::{self, Serializer};

    use super::{MinusSigns, minus_str};

    pub(super) struct Ser<S>(pub(super) S);

    /// A compound value (sequence, map, struct …) whose elements are serialized by [`Ser`].
    pub(super) struct Compound<C>(C);

    /// A map key as `serde_json` writes it: a string (numbers and booleans as their text).
    struct KeyText<'a, T: ?Sized>(&'a T);

    impl<S: Serializer> Serializer for Ser<S> {
        type Ok = S::Ok;
        type Error = S::Error;
        type SerializeSeq = Compound<S::SerializeSeq>;
        type SerializeTuple = Compound<S::SerializeTuple>;
        type SerializeTupleStruct = Compound<S::SerializeTupleStruct>;
        type SerializeTupleVariant = Compound<S::SerializeTupleVariant>;
        type SerializeMap = Compound<S::SerializeMap>;
        type SerializeStruct = Compound<S::SerializeStruct>;
        type SerializeStructVariant = Compound<S::SerializeStructVariant>;

        fn serialize_bool(self, v: bool) -> Result<S::Ok, S::Error> {
            self.0.serialize_bool(v)
        }
        fn serialize_i8(self, v: i8) -> Result<S::Ok, S::Error> {
            self.serialize_i64(i64::from(v))
        }
        fn serialize_i16(self, v: i16) -> Result<S::Ok, S::Error> {
            self.serialize_i64(i64::from(v))
        }
        fn serialize_i32(self, v: i32) -> Result<S::Ok, S::Error> {
            self.serialize_i64(i64::from(v))
        }
        fn serialize_i64(self, v: i64) -> Result<S::Ok, S::Error> {
            // serde_json keeps a non-negative integer as unsigned
            match u64::try_from(v) {
                Ok(u) => self.0.serialize_u64(u),
                Err(_) => self.0.serialize_i64(v),
            }
        }
        fn serialize_i128(self, v: i128) -> Result<S::Ok, S::Error> {
            match (u64::try_from(v), i64::try_from(v)) {
                (Ok(u), _) => self.0.serialize_u64(u),
                (_, Ok(i)) => self.0.serialize_i64(i),
                _ => self.0.serialize_i128(v),
            }
        }
        fn serialize_u8(self, v: u8) -> Result<S::Ok, S::Error> {
            self.0.serialize_u64(u64::from(v))
        }
        fn serialize_u16(self, v: u16) -> Result<S::Ok, S::Error> {
            self.0.serialize_u64(u64::from(v))
        }
        fn serialize_u32(self, v: u32) -> Result<S::Ok, S::Error> {
            self.0.serialize_u64(u64::from(v))
        }
        fn serialize_u64(self, v: u64) -> Result<S::Ok, S::Error> {
            self.0.serialize_u64(v)
        }
        fn serialize_u128(self, v: u128) -> Result<S::Ok, S::Error> {
            match u64::try_from(v) {
                Ok(u) => self.0.serialize_u64(u),
                Err(_) => self.0.serialize_u128(v),
            }
        }
        fn serialize_f32(self, v: f32) -> Result<S::Ok, S::Error> {
            self.0.serialize_f32(v)
        }
        fn serialize_f64(self, v: f64) -> Result<S::Ok, S::Error> {
            self.0.serialize_f64(v)
        }
        fn serialize_char(self, v: char) -> Result<S::Ok, S::Error> {
            // one character is never a minus sign (a `-` needs a digit after it)
            self.0.serialize_char(v)
        }
        fn serialize_str(self, v: &str) -> Result<S::Ok, S::Error> {
            if v.contains('-') {
                self.0.serialize_str(&minus_str(v))
            } else {
                self.0.serialize_str(v)
            }
        }
        fn serialize_bytes(self, v: &[u8]) -> Result<S::Ok, S::Error> {
            self.0.serialize_bytes(v)
        }
        fn serialize_none(self) -> Result<S::Ok, S::Error> {
            self.0.serialize_none()
        }
        fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<S::Ok, S::Error> {
            self.0.serialize_some(&MinusSigns(value))
        }
        fn serialize_unit(self) -> Result<S::Ok, S::Error> {
            self.0.serialize_unit()
        }
        fn serialize_unit_struct(self, name: &'static str) -> Result<S::Ok, S::Error> {
            self.0.serialize_unit_struct(name)
        }
        fn serialize_unit_variant(
            self,
            name: &'static str,
            index: u32,
            variant: &'static str,
        ) -> Result<S::Ok, S::Error> {
            self.0.serialize_unit_variant(name, index, variant)
        }
        fn serialize_newtype_struct<T: Serialize + ?Sized>(
            self,
            name: &'static str,
            value: &T,
        ) -> Result<S::Ok, S::Error> {
            self.0.serialize_newtype_struct(name, &MinusSigns(value))
        }
        fn serialize_newtype_variant<T: Serialize + ?Sized>(
            self,
            name: &'static str,
            index: u32,
            variant: &'static str,
            value: &T,
        ) -> Result<S::Ok, S::Error> {
            self.0
                .serialize_newtype_variant(name, index, variant, &MinusSigns(value))
        }
        fn serialize_seq(self, len: Option<usize>) -> Result<Self::SerializeSeq, S::Error> {
            self.0.serialize_seq(len).map(Compound)
        }
        fn serialize_tuple(self, len: usize) -> Result<Self::SerializeTuple, S::Error> {
            self.0.serialize_tuple(len).map(Compound)
        }
        fn serialize_tuple_struct(
            self,
            name: &'static str,
            len: usize,
        ) -> Result<Self::SerializeTupleStruct, S::Error> {
            self.0.serialize_tuple_struct(name, len).map(Compound)
        }
        fn serialize_tuple_variant(
            self,
            name: &'static str,
            index: u32,
            variant: &'static str,
            len: usize,
        ) -> Result<Self::SerializeTupleVariant, S::Error> {
            self.0.serialize_tuple_variant(name, index, variant, len).map(Compound)
        }
        fn serialize_map(self, len: Option<usize>) -> Result<Self::SerializeMap, S::Error> {
            self.0.serialize_map(len).map(Compound)
        }
        fn serialize_struct(self, name: &'static str, len: usize) -> Result<Self::SerializeStruct, S::Error> {
            self.0.serialize_struct(name, len).map(Compound)
        }
        fn serialize_struct_variant(
            self,
            name: &'static str,
            index: u32,
            variant: &'static str,
            len: usize,
        ) -> Result<Self::SerializeStructVariant, S::Error> {
            self.0.serialize_struct_variant(name, index, variant, len).map(Compound)
        }
        fn is_human_readable(&self) -> bool {
            self.0.is_human_readable()
        }
    }

    impl<C: ser::SerializeSeq> ser::SerializeSeq for Compound<C> {
        type Ok = C::Ok;
        type Error = C::Error;
        fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), C::Error> {
            self.0.serialize_element(&MinusSigns(value))
        }
        fn end(self) -> Result<C::Ok, C::Error> {
            self.0.end()
        }
    }

    impl<C: ser::SerializeTuple> ser::SerializeTuple for Compound<C> {
        type Ok = C::Ok;
        type Error = C::Error;
        fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), C::Error> {
            self.0.serialize_element(&MinusSigns(value))
        }
        fn end(self) -> Result<C::Ok, C::Error> {
            self.0.end()
        }
    }

    impl<C: ser::SerializeTupleStruct> ser::SerializeTupleStruct for Compound<C> {
        type Ok = C::Ok;
        type Error = C::Error;
        fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), C::Error> {
            self.0.serialize_field(&MinusSigns(value))
        }
        fn end(self) -> Result<C::Ok, C::Error> {
            self.0.end()
        }
    }

    impl<C: ser::SerializeTupleVariant> ser::SerializeTupleVariant for Compound<C> {
        type Ok = C::Ok;
        type Error = C::Error;
        fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), C::Error> {
            self.0.serialize_field(&MinusSigns(value))
        }
        fn end(self) -> Result<C::Ok, C::Error> {
            self.0.end()
        }
    }

    impl<C: ser::SerializeMap> ser::SerializeMap for Compound<C> {
        type Ok = C::Ok;
        type Error = C::Error;
        fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), C::Error> {
            self.0.serialize_key(&KeyText(key))
        }
        fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), C::Error> {
            self.0.serialize_value(&MinusSigns(value))
        }
        fn serialize_entry<K: Serialize + ?Sized, V: Serialize + ?Sized>(
            &mut self,
            key: &K,
            value: &V,
        ) -> Result<(), C::Error> {
            self.0.serialize_entry(&KeyText(key), &MinusSigns(value))
        }
        fn end(self) -> Result<C::Ok, C::Error> {
            self.0.end()
        }
    }

    impl<C: ser::SerializeStruct> ser::SerializeStruct for Compound<C> {
        type Ok = C::Ok;
        type Error = C::Error;
        fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), C::Error> {
            self.0.serialize_field(key, &MinusSigns(value))
        }
        fn skip_field(&mut self, key: &'static str) -> Result<(), C::Error> {
            self.0.skip_field(key)
        }
        fn end(self) -> Result<C::Ok, C::Error> {
            self.0.end()
        }
    }

    impl<C: ser::SerializeStructVariant> ser::SerializeStructVariant for Compound<C> {
        type Ok = C::Ok;
        type Error = C::Error;
        fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), C::Error> {
            self.0.serialize_field(key, &MinusSigns(value))
        }
        fn skip_field(&mut self, key: &'static str) -> Result<(), C::Error> {
            self.0.skip_field(key)
        }
        fn end(self) -> Result<C::Ok, C::Error> {
            self.0.end()
        }
    }

    impl<T: Serialize + ?Sized> Serialize for KeyText<'_, T> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            self.0.serialize(KeySer(serializer))
        }
    }

    /// A map key's serializer: strings as they are, numbers, booleans and characters as their
    /// text (what `serde_json` makes of them); anything else is given to the wrapped
    /// serializer as it is.
    struct KeySer<S>(S);

    macro_rules! as_text {
        ($($f:ident: $t:ty),*) => {$(
            fn $f(self, v: $t) -> Result<S::Ok, S::Error> {
                self.0.serialize_str(&v.to_string())
            }
        )*};
    }

    impl<S: Serializer> Serializer for KeySer<S> {
        type Ok = S::Ok;
        type Error = S::Error;
        type SerializeSeq = S::SerializeSeq;
        type SerializeTuple = S::SerializeTuple;
        type SerializeTupleStruct = S::SerializeTupleStruct;
        type SerializeTupleVariant = S::SerializeTupleVariant;
        type SerializeMap = S::SerializeMap;
        type SerializeStruct = S::SerializeStruct;
        type SerializeStructVariant = S::SerializeStructVariant;

        as_text!(serialize_bool: bool, serialize_i8: i8, serialize_i16: i16, serialize_i32: i32,
            serialize_i64: i64, serialize_i128: i128, serialize_u8: u8, serialize_u16: u16,
            serialize_u32: u32, serialize_u64: u64, serialize_u128: u128, serialize_char: char);

        fn serialize_f32(self, v: f32) -> Result<S::Ok, S::Error> {
            self.0.serialize_f32(v)
        }
        fn serialize_f64(self, v: f64) -> Result<S::Ok, S::Error> {
            self.0.serialize_f64(v)
        }
        fn serialize_str(self, v: &str) -> Result<S::Ok, S::Error> {
            self.0.serialize_str(v)
        }
        fn serialize_bytes(self, v: &[u8]) -> Result<S::Ok, S::Error> {
            self.0.serialize_bytes(v)
        }
        fn serialize_none(self) -> Result<S::Ok, S::Error> {
            self.0.serialize_none()
        }
        fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<S::Ok, S::Error> {
            self.0.serialize_some(value)
        }
        fn serialize_unit(self) -> Result<S::Ok, S::Error> {
            self.0.serialize_unit()
        }
        fn serialize_unit_struct(self, name: &'static str) -> Result<S::Ok, S::Error> {
            self.0.serialize_unit_struct(name)
        }
        fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<S::Ok, S::Error> {
            self.0.serialize_str(variant)
        }
        fn serialize_newtype_struct<T: Serialize + ?Sized>(
            self,
            _: &'static str,
            value: &T,
        ) -> Result<S::Ok, S::Error> {
            value.serialize(self)
        }
        fn serialize_newtype_variant<T: Serialize + ?Sized>(
            self,
            name: &'static str,
            index: u32,
            variant: &'static str,
            value: &T,
        ) -> Result<S::Ok, S::Error> {
            self.0.serialize_newtype_variant(name, index, variant, value)
        }
        fn serialize_seq(self, len: Option<usize>) -> Result<Self::SerializeSeq, S::Error> {
            self.0.serialize_seq(len)
        }
        fn serialize_tuple(self, len: usize) -> Result<Self::SerializeTuple, S::Error> {
            self.0.serialize_tuple(len)
        }
        fn serialize_tuple_struct(
            self,
            name: &'static str,
            len: usize,
        ) -> Result<Self::SerializeTupleStruct, S::Error> {
            self.0.serialize_tuple_struct(name, len)
        }
        fn serialize_tuple_variant(
            self,
            name: &'static str,
            index: u32,
            variant: &'static str,
            len: usize,
        ) -> Result<Self::SerializeTupleVariant, S::Error> {
            self.0.serialize_tuple_variant(name, index, variant, len)
        }
        fn serialize_map(self, len: Option<usize>) -> Result<Self::SerializeMap, S::Error> {
            self.0.serialize_map(len)
        }
        fn serialize_struct(self, name: &'static str, len: usize) -> Result<Self::SerializeStruct, S::Error> {
            self.0.serialize_struct(name, len)
        }
        fn serialize_struct_variant(
            self,
            name: &'static str,
            index: u32,
            variant: &'static str,
            len: usize,
        ) -> Result<Self::SerializeStructVariant, S::Error> {
            self.0.serialize_struct_variant(name, index, variant, len)
        }
    }
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
    if !s.contains(['|', '\n', '\r']) {
        return s.to_string();
    }
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

/// [`inline`], but keeping the code spans of an answer in a worksheet's language (`non
/// raggiunto (`not attained`)`, [`Fmt::answer`]) as code: the text between backticks is left
/// as it is (nothing in a code span is live), the text around it escaped. With an odd number
/// of backticks (a label holding one), all of it is escaped.
pub(crate) fn inline_with_code(s: &str) -> String {
    let pieces: Vec<&str> = s.split('`').collect();
    if pieces.len().is_multiple_of(2) {
        return inline(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for (i, piece) in pieces.iter().enumerate() {
        if i % 2 == 1 {
            out.push('`');
            out.push_str(piece);
            out.push('`');
        } else {
            out.push_str(&inline(piece));
        }
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
    fn answers_in_italian_name_the_word_and_keep_the_token() {
        use crate::i18n::Lang;
        let it = Fmt {
            lang: Lang::It,
            ..Fmt::TEST
        };
        let none = Value::Equation(Equation::new(vec![Number::from(2), Number::zero()]));
        let everywhere = Value::Equation(Equation::new(vec![Number::zero(), Number::zero()]));
        let answer = Value::Map(vec![
            ("exponential".into(), Value::Label("not attained".into())),
            (
                "square".into(),
                Value::List(vec![Value::Number(Number::ratio(-1, 2).unwrap()), none.clone()]),
            ),
            ("1".into(), everywhere.clone()),
            ("log2".into(), Value::Bool(true)),
        ]);
        // the words of locales/it.ftl (`moodle-word-…`, `moodle-key-surrogate-losses-…`)
        assert_eq!(
            it.answer(&answer, "surrogate-losses", &["1".to_string()]),
            "esponenziale (`exponential`): non raggiunto (`not attained`); quadratica (`square`): \
             (−0.5, nessuna (`none`)); 1: ovunque (`everywhere`); logistica in base 2 (`log2`): sì (`yes`)"
        );
        // a class spelled as a key stays as written; `no` is the same word in Italian
        let keyed = Value::Map(vec![("from".into(), Value::Bool(false))]);
        assert_eq!(it.answer(&keyed, "perceptron", &["from".to_string()]), "from: no");
        assert_eq!(it.answer(&keyed, "perceptron", &[]), "da (`from`): no");
        // in English the answer is its value, tokens and all
        for v in [&answer, &none, &everywhere, &keyed] {
            assert_eq!(Fmt::TEST.answer(v, "surrogate-losses", &[]), Fmt::TEST.value(v));
        }
        let x_is_4 = Equation::new(vec![Number::from(-4), Number::from(1)]);
        assert_eq!(it.equation(&x_is_4), "x = 4");
    }

    #[test]
    fn code_spans_of_an_answer_stay_code_and_the_rest_is_escaped() {
        assert_eq!(
            inline_with_code("non raggiunto (`not attained`)"),
            "non raggiunto (`not attained`)"
        );
        assert_eq!(inline_with_code("a*b (`x_y`) <i>"), "a\\*b (`x_y`) \\<i\\>");
        // an odd backtick (a label holding one) escapes all of it
        assert_eq!(inline_with_code("a`<b>"), "a\\`\\<b\\>");
    }

    #[test]
    fn columns_of_numbers_are_right_aligned() {
        let mut t = Table::new(&["n", "x", "w", "text", "empty"]);
        t.row(&["1", "−1/2", "(1, −0.5)", "a = 1", ""]);
        t.row(&["2", "≈ 0.01", "", "(1, 2)·(3, 4) = 11", ""]);
        assert_eq!(t.align(), ["--:", "--:", "--:", "---", "---"]);
    }

    /// [`minus`] as it was written over a vector of characters: the oracle of the byte scan.
    fn minus_by_chars(s: &str) -> String {
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

    #[test]
    fn minus_signs_by_bytes_are_those_by_characters() {
        // every string of up to 4 characters over an alphabet of what matters, and longer ones
        let alphabet = ['-', '1', '.', '$', '`', '\\', 'e', 'E', 'x', 'é', 'α', ' ', '(', '²'];
        let mut texts = vec![String::new()];
        for _ in 0..4 {
            let longer: Vec<String> = texts
                .iter()
                .filter(|t| t.chars().count() == texts.last().map_or(0, |l| l.chars().count()))
                .flat_map(|t| alphabet.iter().map(move |c| format!("{t}{c}")))
                .collect();
            texts.extend(longer);
        }
        texts.extend([
            "(-1, 4, -10)·x = -0.5e-3".to_string(),
            "-1 $e^{-1}$ `[-1]` \\$-1 é-1 α-2 ²-3 x-.5 -.5".to_string(),
            "`$-1` $`-1$ -1".to_string(),
        ]);
        assert!(texts.len() > 40_000, "{}", texts.len());
        for t in &texts {
            assert_eq!(minus(t.clone()), minus_by_chars(t), "{t:?}");
        }
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
