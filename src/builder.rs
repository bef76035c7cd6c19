//! Exercises written as Rust values instead of YAML: one [`Builder`], started by
//! [`Exercise::perceptron`], [`Exercise::binary_perceptron`] or [`Exercise::builder`] (any kind,
//! key by key). Every builder has the common keys and parts (`.id`, `.title`, `.ask`, …) and
//! `.set`/`.push` for any key; the kind chosen at the start adds its own typed setters
//! (`.sample`, `.margin`, …), so a perceptron's setters are not offered for another kind. A key
//! without a setter of its own is set as a spec writes it: `.set("comparison", ">=")`.
//!
//! A builder writes the spec a teacher would type ([`Builder::to_yaml`]) and reads it back through
//! the spec loader, so a built exercise obeys exactly the rules and limits of a spec file: a
//! builder cannot make an exercise that a spec could not. Every problem is reported at once, each
//! naming the builder call and the value that caused it:
//!
//! ```
//! use mlex::Exercise;
//! let err = Exercise::perceptron()
//!     .sample([0, 0], 1)
//!     .sample([1, 1, 1], 2)
//!     .margin(-1)
//!     .build()
//!     .unwrap_err()
//!     .to_string();
//! assert!(err.contains("`.margin(-1)`: `margin` must not be negative"), "{err}");
//! assert!(err.contains("`.sample([1, 1, 1], 2)`: sample 2 has 3 features, expected 2"), "{err}");
//! ```
//!
//! Numbers are read exactly, as in specs: integers, strings (`"0.1"`, `"1/3"`), [`Number`]s and
//! [`Decimal`]s. An `f64` is read through its shortest decimal form — the
//! digits Rust prints for it — so the literal `0.1` is exactly one tenth; thirds need `"1/3"` or
//! a [`Number`].

use std::fmt::{self, Display};
use std::marker::PhantomData;

use rust_decimal::Decimal;

use crate::diag::{Diagnostic, Source, Span};
use crate::num::{NumStyle, Number};
use crate::value::yaml_scalar;
use crate::{Error, Exercise};

/// A number as a builder takes it, kept as the text a spec would hold (`3`, `0.1`, `1/3`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Num(String);

impl Num {
    /// The text the spec holds.
    #[cfg(test)]
    fn text(&self) -> &str {
        &self.0
    }
}

macro_rules! num_from_integers {
    ($($t:ty),*) => {$(
        impl From<$t> for Num {
            fn from(v: $t) -> Self {
                Num(v.to_string())
            }
        }
        impl From<&$t> for Num {
            fn from(v: &$t) -> Self {
                Num(v.to_string())
            }
        }
    )*};
}
num_from_integers!(i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize);

impl From<&str> for Num {
    /// A number in spec notation: `"0.1"`, `"1/3"`, `"1e-3"`.
    fn from(v: &str) -> Self {
        Num(v.trim().to_string())
    }
}

impl From<String> for Num {
    fn from(v: String) -> Self {
        Num::from(v.as_str())
    }
}

impl From<&String> for Num {
    fn from(v: &String) -> Self {
        Num::from(v.as_str())
    }
}

impl From<Number> for Num {
    fn from(v: Number) -> Self {
        Num::from(&v)
    }
}

impl From<&Number> for Num {
    /// Exact: a terminating decimal as a decimal, anything else as `p/q`.
    fn from(v: &Number) -> Self {
        Num(v.display(NumStyle::Decimal))
    }
}

impl From<Decimal> for Num {
    fn from(v: Decimal) -> Self {
        Num(v.to_string())
    }
}

impl From<&Decimal> for Num {
    fn from(v: &Decimal) -> Self {
        Num(v.to_string())
    }
}

/// The shortest decimal that reads back as the same float (`0.1` → `0.1`), in scientific
/// notation when that is shorter (`1e-30`). NaN and infinities are kept as text, so the spec
/// loader reports them.
fn float_text(v: impl Display + fmt::LowerExp) -> String {
    let plain = format!("{v}");
    if plain.len() <= 24 || !plain.chars().all(|c| c.is_ascii_digit() || matches!(c, '-' | '.')) {
        plain
    } else {
        format!("{v:e}")
    }
}

impl From<f64> for Num {
    /// The shortest decimal that reads back as the same `f64` (`0.1` → `0.1`), read exactly.
    fn from(v: f64) -> Self {
        Num(float_text(v))
    }
}

impl From<&f64> for Num {
    fn from(v: &f64) -> Self {
        Num(float_text(*v))
    }
}

impl From<f32> for Num {
    /// The shortest decimal that reads back as the same `f32`.
    fn from(v: f32) -> Self {
        Num(float_text(v))
    }
}

/// A value of a spec written as Rust data: a scalar, a list or a mapping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Data {
    /// A number, label, word or text, as its text.
    Scalar(String),
    /// `[a, b, …]`.
    List(Vec<Data>),
    /// `{ key: value, … }`, in order.
    Map(Vec<(String, Data)>),
}

impl Data {
    /// A mapping from pairs: `Data::map([("x", Data::from([5, 5])), ("points", Data::from(0.5))])`.
    pub fn map<K: Display, V: Into<Data>>(entries: impl IntoIterator<Item = (K, V)>) -> Data {
        Data::Map(entries.into_iter().map(|(k, v)| (k.to_string(), v.into())).collect())
    }

    /// A list of numbers.
    fn numbers<T: Into<Num>>(items: impl IntoIterator<Item = T>) -> Data {
        Data::List(items.into_iter().map(|n| Data::Scalar(n.into().0)).collect())
    }

    /// A label or text (a class name, a title).
    fn text(s: impl Display) -> Data {
        Data::Scalar(s.to_string())
    }

    /// The value written as Rust would write it, for messages: `[3, 5]`, `"1/3"`, `"setosa"`.
    pub(crate) fn rust(&self) -> String {
        self.write(rust_scalar, ("{", "}"))
    }

    /// Flow YAML.
    fn yaml(&self) -> String {
        self.write(yaml_scalar, ("{ ", " }"))
    }

    fn write(&self, scalar: fn(&str) -> String, braces: (&str, &str)) -> String {
        match self {
            Data::Scalar(s) => scalar(s),
            Data::List(items) => {
                let parts: Vec<String> = items.iter().map(|d| d.write(scalar, braces)).collect();
                format!("[{}]", parts.join(", "))
            }
            Data::Map(entries) => {
                let parts: Vec<String> = entries
                    .iter()
                    .map(|(k, v)| format!("{}: {}", scalar(k), v.write(scalar, braces)))
                    .collect();
                format!("{}{}{}", braces.0, parts.join(", "), braces.1)
            }
        }
    }
}

/// A scalar as a Rust literal: numbers bare (`-1`, `0.1`), everything else quoted.
fn rust_scalar(s: &str) -> String {
    if !s.contains('/') && Number::parse(s).is_ok() {
        s.to_string()
    } else {
        format!("{s:?}")
    }
}

impl From<Num> for Data {
    fn from(v: Num) -> Self {
        Data::Scalar(v.0)
    }
}

macro_rules! data_from_scalars {
    ($($t:ty),*) => {$(
        impl From<$t> for Data {
            fn from(v: $t) -> Self {
                Data::Scalar(Num::from(v).0)
            }
        }
    )*};
}
data_from_scalars!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize, f32, f64, Number, Decimal
);

impl From<&str> for Data {
    fn from(v: &str) -> Self {
        Data::Scalar(v.to_string())
    }
}

impl From<String> for Data {
    fn from(v: String) -> Self {
        Data::Scalar(v)
    }
}

impl From<bool> for Data {
    fn from(v: bool) -> Self {
        Data::Scalar(v.to_string())
    }
}

impl<T: Into<Data>> From<Vec<T>> for Data {
    fn from(v: Vec<T>) -> Self {
        Data::List(v.into_iter().map(Into::into).collect())
    }
}

impl<T: Into<Data>, const N: usize> From<[T; N]> for Data {
    fn from(v: [T; N]) -> Self {
        Data::List(v.into_iter().map(Into::into).collect())
    }
}

/// The builder call that wrote a piece of the spec, and where the piece is in the YAML.
#[derive(Clone, Debug)]
struct Written {
    span: Span,
    call: String,
}

/// How a top-level key is filled.
#[derive(Clone, Debug)]
enum Slot {
    /// Set once (the last call wins).
    One(Data, String),
    /// A list built item by item (`.sample(…)` calls).
    Items(Vec<(Data, String)>, &'static str),
    /// A mapping built entry by entry (`.initial_weights(class, …)` calls).
    Entries(Vec<(String, Data, String)>),
}

/// The spec under a builder: its keys and asked parts, each with the call that wrote it.
#[derive(Clone, Debug)]
struct Draft {
    kind: String,
    keys: Vec<(String, Slot)>,
    ask: Vec<(String, Option<Data>, String)>,
    /// Builder methods that set a key, for "call `.sample(x, y)`" notes.
    methods: &'static [(&'static str, &'static str)],
}

const COMMON_ORDER: &[&str] = &["kind", "id", "title", "source", "statement", "digits", "points"];

impl Draft {
    /// An empty spec of `kind` (checked when built).
    fn new(kind: impl Display, methods: &'static [(&'static str, &'static str)]) -> Draft {
        Draft {
            kind: kind.to_string(),
            keys: Vec::new(),
            ask: Vec::new(),
            methods,
        }
    }

    fn slot(&mut self, key: &str, slot: Slot) {
        match self.keys.iter_mut().find(|(k, _)| k == key) {
            Some((_, s)) => *s = slot,
            None => self.keys.push((key.to_string(), slot)),
        }
    }

    /// Sets a key, naming the call for messages.
    fn put(&mut self, key: &str, value: Data, call: String) {
        self.slot(key, Slot::One(value, call));
    }

    /// Appends an item to a list key.
    fn push_item(&mut self, key: &str, item: Data, call: String, method: &'static str) {
        match self.keys.iter_mut().find(|(k, _)| k == key) {
            Some((_, Slot::Items(items, _))) => items.push((item, call)),
            _ => self.slot(key, Slot::Items(vec![(item, call)], method)),
        }
    }

    /// Adds (or replaces) an entry of a mapping key.
    fn put_entry(&mut self, key: &str, label: String, value: Data, call: String) {
        match self.keys.iter_mut().find(|(k, _)| k == key) {
            Some((_, Slot::Entries(entries))) => match entries.iter_mut().find(|(l, _, _)| *l == label) {
                Some(e) => *e = (label, value, call),
                None => entries.push((label, value, call)),
            },
            _ => self.slot(key, Slot::Entries(vec![(label, value, call)])),
        }
    }

    /// Sets a number key with the method of the same name (`.margin(0.1)`).
    fn put_num(&mut self, key: &str, n: Num) {
        let v = Data::from(n);
        let call = format!(".{key}({})", v.rust());
        self.put(key, v, call);
    }

    /// Appends a sample `{ x, y }`, named `.sample(x, y)` in messages.
    fn push_sample<T: Into<Num>>(&mut self, x: impl IntoIterator<Item = T>, y: Data) {
        let (x, text) = numbers_call(x);
        let call = format!(".sample({text}, {})", y.rust());
        let item = Data::Map(vec![("x".into(), x), ("y".into(), y)]);
        self.push_item("samples", item, call, "sample");
    }

    fn put_part(&mut self, part: &str, arg: Option<Data>, call: String) {
        self.ask.push((part.to_string(), arg, call));
    }

    /// Writes the YAML and remembers which call wrote each piece.
    fn write(&self) -> (String, Vec<Written>) {
        let mut out = String::new();
        let mut written = Vec::new();
        let line = |out: &mut String, written: &mut Vec<Written>, text: String, call: &str| {
            let start = out.len();
            out.push_str(&text);
            written.push(Written {
                span: Span::new(start, out.len()),
                call: call.to_string(),
            });
            out.push('\n');
        };
        let constructor = match self.methods.first() {
            Some(_) => format!("Exercise::{}()", self.kind.replace('-', "_")),
            None => format!("Exercise::builder({:?})", self.kind),
        };
        line(
            &mut out,
            &mut written,
            format!("kind: {}", yaml_scalar(&self.kind)),
            &constructor,
        );
        let mut keys: Vec<&(String, Slot)> = self.keys.iter().collect();
        // Common keys first, in the docs' order; the kind's keys as given.
        keys.sort_by_key(|(k, _)| COMMON_ORDER.iter().position(|c| c == k).unwrap_or(COMMON_ORDER.len()));
        for (key, slot) in keys {
            let k = yaml_scalar(key);
            match slot {
                Slot::One(v, call) => line(&mut out, &mut written, format!("{k}: {}", v.yaml()), call),
                Slot::Items(items, method) => {
                    let start = out.len();
                    out.push_str(&format!("{k}:\n"));
                    for (v, call) in items {
                        out.push_str("  ");
                        line(&mut out, &mut written, format!("- {}", v.yaml()), call);
                    }
                    let s = if items.len() == 1 { "" } else { "s" };
                    written.push(Written {
                        span: Span::new(start, out.len().saturating_sub(1)),
                        call: format!(".{method}(…) ({} call{s})", items.len()),
                    });
                }
                Slot::Entries(entries) => {
                    out.push_str(&format!("{k}:\n"));
                    for (label, v, call) in entries {
                        out.push_str("  ");
                        line(
                            &mut out,
                            &mut written,
                            format!("{}: {}", yaml_scalar(label), v.yaml()),
                            call,
                        );
                    }
                }
            }
        }
        if !self.ask.is_empty() {
            out.push_str("ask:\n");
            for (part, arg, call) in &self.ask {
                let item = match arg {
                    None => format!("- {}", yaml_scalar(part)),
                    Some(a) => format!("- {}: {}", yaml_scalar(part), a.yaml()),
                };
                out.push_str("  ");
                line(&mut out, &mut written, item, call);
            }
        }
        (out, written)
    }

    /// Checks the spec through the spec loader and returns the exercise, or every problem found.
    fn build(&self) -> Result<Exercise, Error> {
        let (yaml, written) = self.write();
        // Named after the kind, which becomes the default `id` (as a file's stem does).
        let source = Source::new(self.kind.clone(), yaml.clone());
        match crate::load::exercises(source) {
            Ok(mut all) if all.len() == 1 => Ok(all.remove(0)),
            Ok(all) => Err(Error::Count {
                source: self.kind.clone(),
                found: all.len(),
            }),
            Err(d) => Err(Error::Build(BuildError {
                kind: self.kind.clone(),
                problems: d.items.into_iter().map(|item| self.problem(item, &written)).collect(),
                spec: yaml,
            })),
        }
    }

    /// Names the call behind a diagnostic: the smallest written piece that holds its whole place.
    fn problem(&self, d: Diagnostic, written: &[Written]) -> BuildProblem {
        let at = d.span.as_ref().map(|(s, _)| *s);
        let call = at
            .and_then(|s| {
                written
                    .iter()
                    .filter(|w| w.span.start <= s.start && s.end <= w.span.end)
                    .min_by_key(|w| w.span.end - w.span.start)
            })
            .map_or_else(|| ".build()".to_string(), |w| w.call.clone());
        let mut help = d.help;
        for (key, method) in self.methods {
            if d.message.contains(&format!("needs `{key}`")) {
                help = Some(format!("call `{method}`"));
            }
        }
        BuildProblem {
            call,
            message: d.message,
            help,
            notes: d.notes,
        }
    }
}

/// One problem of a built spec.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildProblem {
    /// The builder call it comes from, as written in Rust: `.margin(-1)`, or the constructor
    /// (`Exercise::perceptron()`) when a value is missing.
    pub call: String,
    /// What is wrong (the spec loader's message).
    pub message: String,
    /// How to fix it.
    pub help: Option<String>,
    /// Extra facts.
    pub notes: Vec<String>,
}

/// Everything wrong with a built spec.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError {
    /// The kind being built.
    pub kind: String,
    /// Every problem, in the order of the spec.
    pub problems: Vec<BuildProblem>,
    /// The YAML the builder wrote (the problems were found in it).
    pub spec: String,
}

impl Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            writeln!(f, "error: `{}`: {}", p.call, p.message)?;
            for n in &p.notes {
                writeln!(f, "  = note: {n}")?;
            }
            if let Some(h) = &p.help {
                writeln!(f, "  = help: {h}")?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for BuildError {}

fn numbers_call<T: Into<Num>>(items: impl IntoIterator<Item = T>) -> (Data, String) {
    let data = Data::numbers(items);
    let text = data.rust();
    (data, text)
}

/// An exercise being built from Rust values: the common keys and parts for every kind, `.set`
/// and `.push` for any key, and the typed setters of the kind `K` chosen at the start
/// ([`Perceptron`], [`BinaryPerceptron`], or [`AnyKind`] for [`Exercise::builder`]).
///
/// Any kind, key by key (seed 003, 2023_01_17 Question 4):
///
/// ```
/// use mlex::{Data, Exercise};
/// let ex = Exercise::builder("perceptron-step")
///     .set("weights", Data::map([("1", [-2, -2, -6]), ("2", [-2, -2, -6])]))
///     .set("sample", Data::map([("x", Data::from([4, 5])), ("y", Data::from(2))]))
///     .set("margin", 0.1)
///     .ask("modified")
///     .build()?;
/// assert_eq!(ex.solve().answer_text("modified").as_deref(), Some("2"));
/// # Ok::<(), mlex::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Builder<K = AnyKind> {
    spec: Draft,
    kind: PhantomData<K>,
}

/// The kind of [`Exercise::perceptron`]'s builder: the multiclass perceptron of seed 003, U2.2.
///
/// The 2023_01_26 exam problem of seed 003:
///
/// ```
/// use mlex::Exercise;
/// let ex = Exercise::perceptron()
///     .classes([1, 2, 3])
///     .sample([3, 5], 3)
///     .sample([5, 1], 1)
///     .sample([2, 2], 1)
///     .sample([1, 2], 2)
///     .initial_weights(1, [-1, 4, -10])
///     .initial_weights(2, [0, -6, -2])
///     .initial_weights(3, [-3, -8, 2])
///     .learning_rate(1)
///     .margin(0.1)
///     .iterations(1)
///     .ask("trace")
///     .ask("final_weights")
///     .ask_at("classify", [5, 5])
///     .build()?;
/// let sol = ex.solve();
/// // The seed's solution: w₁ = (-1, 4, -10), w₂ = (1, -5, 0), w₃ = (-4, -9, 0); c(5, 5) = 2.
/// assert_eq!(
///     sol.answer_text("final_weights").as_deref(),
///     Some("{ 1: [-1, 4, -10], 2: [1, -5, 0], 3: [-4, -9, 0] }")
/// );
/// assert_eq!(sol.answer_text("classify").as_deref(), Some("2"));
/// # Ok::<(), mlex::Error>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Perceptron;

/// The kind of [`Exercise::binary_perceptron`]'s builder: labels ±1, seeds 000 and 001.
///
/// ```
/// use mlex::Exercise;
/// // AND with labels ±1 (exercises/binary-perceptron/and.yaml, worked by hand there).
/// let sol = Exercise::binary_perceptron()
///     .samples([([0, 0], -1), ([0, 1], -1), ([1, 0], -1), ([1, 1], 1)])
///     .ask("final_weights")
///     .ask("iterations")
///     .build()?
///     .solve();
/// assert_eq!(sol.answer_text("final_weights").as_deref(), Some("[-4, 3, 2]"));
/// assert_eq!(sol.answer_text("iterations").as_deref(), Some("9"));
/// # Ok::<(), mlex::Error>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct BinaryPerceptron;

/// The kind of [`Exercise::builder`]'s builder: any kind, named when built, its keys set with
/// [`Builder::set`] and [`Builder::push`].
///
/// A builder offers only the setters of its kind; the others do not compile:
///
/// ```compile_fail
/// // a binary perceptron has no margin
/// let _ = mlex::Exercise::binary_perceptron().margin(1);
/// ```
///
/// ```compile_fail
/// // the training setters are the perceptrons'; any other kind sets its keys by name
/// let _ = mlex::Exercise::builder("logistic-regression").learning_rate(1);
/// ```
///
/// ```
/// let _ = mlex::Exercise::builder("logistic-regression").set("learning_rate", 1);
/// let _ = mlex::Exercise::perceptron().margin(1).learning_rate(1);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct AnyKind;

mod sealed {
    /// The kinds trained in passes over samples, with a learning rate: the perceptrons. Sealed,
    /// so the training setters are offered for those builders only.
    pub trait Trained {}
    impl Trained for super::Perceptron {}
    impl Trained for super::BinaryPerceptron {}
}

/// The common keys and parts of every kind, and any key by name.
impl<K> Builder<K> {
    fn of(kind: &str, methods: &'static [(&'static str, &'static str)]) -> Self {
        Builder {
            spec: Draft::new(kind, methods),
            kind: PhantomData,
        }
    }

    /// `id`: a short identifier (used in answers files and reports); the kind's name when not
    /// given.
    pub fn id(mut self, id: impl Display) -> Self {
        let v = Data::text(id);
        let call = format!(".id({})", v.rust());
        self.spec.put("id", v, call);
        self
    }

    /// `title`: the worksheet heading.
    pub fn title(mut self, title: impl Display) -> Self {
        let v = Data::text(title);
        let call = format!(".title({})", v.rust());
        self.spec.put("title", v, call);
        self
    }

    /// `statement`: Markdown shown to students before the data.
    pub fn statement(mut self, statement: impl Display) -> Self {
        self.spec
            .put("statement", Data::text(statement), ".statement(…)".into());
        self
    }

    /// `source`: where the exercise comes from.
    pub fn source(mut self, source: impl Display) -> Self {
        self.spec.put("source", Data::text(source), ".source(…)".into());
        self
    }

    /// `digits`: decimals for rounded values (default 4).
    pub fn digits(mut self, digits: u32) -> Self {
        self.spec
            .put("digits", Data::from(digits), format!(".digits({digits})"));
        self
    }

    /// `lang`: the language of the worksheet, key and check report.
    ///
    /// ```
    /// let ex = mlex::Exercise::perceptron().sample([0], "a").sample([1], "b").lang(mlex::Lang::It).build()?;
    /// assert_eq!(ex.lang(), mlex::Lang::It);
    /// assert!(ex.render_markdown(true)?.contains("## Soluzione"));
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub fn lang(mut self, lang: crate::i18n::Lang) -> Self {
        let call = format!(".lang(mlex::Lang::{lang:?})");
        self.spec.put("lang", Data::text(lang.code()), call);
        self
    }

    /// `points`: what the exercise is worth.
    pub fn points(mut self, points: impl Into<Num>) -> Self {
        self.spec.put_num("points", points.into());
        self
    }

    /// `consistent_credit`: the share of a part's points for an answer consistent with a wrong
    /// earlier answer (default 1/2).
    pub fn consistent_credit(mut self, share: impl Into<Num>) -> Self {
        self.spec.put_num("consistent_credit", share.into());
        self
    }

    /// Asks a part that takes no argument (`trace`, `final_weights`, …), in order. Without any
    /// `ask`, the kind's default parts are asked.
    pub fn ask(mut self, part: &str) -> Self {
        self.spec.put_part(part, None, format!(".ask({part:?})"));
        self
    }

    /// Asks a part at a point: `.ask_at("classify", [5, 5])`.
    pub fn ask_at<T: Into<Num>>(mut self, part: &str, point: impl IntoIterator<Item = T>) -> Self {
        let (v, text) = numbers_call(point);
        self.spec.put_part(part, Some(v), format!(".ask_at({part:?}, {text})"));
        self
    }

    /// Asks a part with a full argument, as in a spec's `ask`:
    /// `.ask_with("trace", Data::map([("points", 1.5)]))`.
    pub fn ask_with(mut self, part: &str, arg: impl Into<Data>) -> Self {
        let v = arg.into();
        let call = format!(".ask_with({part:?}, {})", v.rust());
        self.spec.put_part(part, Some(v), call);
        self
    }

    /// Sets the key `key` to `value` (the last call wins): any key of the kind, as a spec
    /// writes it.
    pub fn set(mut self, key: &str, value: impl Into<Data>) -> Self {
        let value = value.into();
        let call = format!(".set({key:?}, {})", value.rust());
        self.spec.put(key, value, call);
        self
    }

    /// Appends `item` to the list `key` (`samples`, say).
    pub fn push(mut self, key: &str, item: impl Into<Data>) -> Self {
        let item = item.into();
        let call = format!(".push({key:?}, {})", item.rust());
        self.spec.push_item(key, item, call, "push");
        self
    }

    /// The spec as YAML: what a teacher would write in a file for the same exercise.
    pub fn to_yaml(&self) -> String {
        self.spec.write().0
    }

    /// Checks the spec through the spec loader: the exercise, or every problem found, each
    /// naming its builder call.
    pub fn build(&self) -> Result<Exercise, Error> {
        self.spec.build()
    }
}

/// The training setters, for the kinds trained in passes over samples: `Builder<Perceptron>`
/// and `Builder<BinaryPerceptron>` (`Trained` is sealed: no other kind has them).
impl<K: sealed::Trained> Builder<K> {
    /// `learning_rate`: α (η in the binary perceptron's notes) > 0 (default 1).
    pub fn learning_rate(mut self, rate: impl Into<Num>) -> Self {
        self.spec.put_num("learning_rate", rate.into());
        self
    }

    /// `iterations`: passes over the samples to run (stops earlier after a pass without
    /// errors). Without it, training runs until convergence.
    pub fn iterations(mut self, passes: u64) -> Self {
        self.spec
            .put("iterations", Data::from(passes), format!(".iterations({passes})"));
        self
    }

    /// `max_iterations`: the cap when running until convergence (default 1000).
    pub fn max_iterations(mut self, passes: u64) -> Self {
        self.spec.put(
            "max_iterations",
            Data::from(passes),
            format!(".max_iterations({passes})"),
        );
        self
    }

    /// `homogeneous`: the samples already start with the 1 of x̄.
    pub fn homogeneous(mut self, yes: bool) -> Self {
        self.spec
            .put("homogeneous", Data::from(yes), format!(".homogeneous({yes})"));
        self
    }
}

/// The setter a missing `samples` key is reported with.
const SAMPLES: &[(&str, &str)] = &[("samples", ".sample(x, y)")];

/// The `perceptron` kind's own keys.
impl Builder<Perceptron> {
    /// `classes`: the class labels in order (argmax ties go to the first). Default: the keys of
    /// the initial weights, else the sample labels sorted.
    pub fn classes<L: Display>(mut self, labels: impl IntoIterator<Item = L>) -> Self {
        let v = Data::List(labels.into_iter().map(Data::text).collect());
        let call = format!(".classes({})", v.rust());
        self.spec.put("classes", v, call);
        self
    }

    /// Adds a training sample (features without the leading 1, and its class); samples are
    /// processed in the order added.
    pub fn sample<T: Into<Num>>(mut self, x: impl IntoIterator<Item = T>, y: impl Display) -> Self {
        self.spec.push_sample(x, Data::text(y));
        self
    }

    /// Adds several samples: `.samples([([3, 5], 3), ([5, 1], 1)])`.
    pub fn samples<X, T, L>(mut self, samples: impl IntoIterator<Item = (X, L)>) -> Self
    where
        X: IntoIterator<Item = T>,
        T: Into<Num>,
        L: Display,
    {
        for (x, y) in samples {
            self = self.sample(x, y);
        }
        self
    }

    /// The initial weights (w0, w1, …) of one class; classes without them start at zero when
    /// none is given, and are an error otherwise (as in a spec).
    pub fn initial_weights<T: Into<Num>>(mut self, class: impl Display, w: impl IntoIterator<Item = T>) -> Self {
        let (v, text) = numbers_call(w);
        let label = class.to_string();
        let call = format!(".initial_weights({}, {text})", rust_scalar(&label));
        self.spec.put_entry("initial_weights", label, v, call);
        self
    }

    /// `margin`: b ≥ 0; class c is updated when w_c·x̄ + b > w_y·x̄ (default 0).
    pub fn margin(mut self, b: impl Into<Num>) -> Self {
        self.spec.put_num("margin", b.into());
        self
    }
}

/// The `binary-perceptron` kind's own keys.
impl Builder<BinaryPerceptron> {
    /// Adds a training sample: features without the leading 1, and its label, -1 or 1.
    pub fn sample<T: Into<Num>>(mut self, x: impl IntoIterator<Item = T>, y: impl Into<Num>) -> Self {
        self.spec.push_sample(x, Data::from(y.into()));
        self
    }

    /// Adds several samples: `.samples([([0, 0], -1), ([1, 1], 1)])`.
    pub fn samples<X, T, Y>(mut self, samples: impl IntoIterator<Item = (X, Y)>) -> Self
    where
        X: IntoIterator<Item = T>,
        T: Into<Num>,
        Y: Into<Num>,
    {
        for (x, y) in samples {
            self = self.sample(x, y);
        }
        self
    }

    /// The initial weights (w0, w1, …); zeros when not given.
    pub fn initial_weights<T: Into<Num>>(mut self, w: impl IntoIterator<Item = T>) -> Self {
        let (v, text) = numbers_call(w);
        self.spec.put("initial_weights", v, format!(".initial_weights({text})"));
        self
    }
}

impl Exercise {
    /// A builder for a `perceptron` exercise (see [`Perceptron`]).
    pub fn perceptron() -> Builder<Perceptron> {
        Builder::of("perceptron", SAMPLES)
    }

    /// A builder for a `binary-perceptron` exercise (see [`BinaryPerceptron`]).
    pub fn binary_perceptron() -> Builder<BinaryPerceptron> {
        Builder::of("binary-perceptron", SAMPLES)
    }

    /// A builder for an exercise of any kind, key by key (see [`Builder`]).
    pub fn builder(kind: impl Display) -> Builder {
        Builder::of(&kind.to_string(), &[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Verdict;
    use crate::value::Value;

    const SHIPPED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/exercises/perceptron/upv-2023-01-26.yaml");

    /// Seed 003 (UPV notes), U2.2, exam 2023_01_26, written as the shipped spec writes it.
    fn upv_2023_01_26() -> Builder<Perceptron> {
        Exercise::perceptron()
            .id("upv-2023-01-26")
            .title("Perceptron, 3 classes, one iteration")
            .source("Seed 003 (UPV lecture notes), U2.2, exam 2023_01_26, Problem")
            .statement(
                "The table gives a set of 4 two-dimensional training samples from 3 classes,\n\
                 c = 1, 2, 3, and the initial weights of each class.\n",
            )
            .points(2)
            .classes([1, 2, 3])
            .samples([([3, 5], 3), ([5, 1], 1), ([2, 2], 1), ([1, 2], 2)])
            .learning_rate(1)
            .margin(0.1)
            .initial_weights(1, [-1, 4, -10])
            .initial_weights(2, [0, -6, -2])
            .initial_weights(3, [-3, -8, 2])
            .iterations(1)
            .ask_with("trace", Data::map([("points", 1.5)]))
            .ask("errors")
            .ask("final_weights")
            .ask_at("discriminants", [5, 5])
            .ask_with(
                "classify",
                Data::map([("x", Data::from([5, 5])), ("points", Data::from(0.5))]),
            )
    }

    fn problems(b: Result<Exercise, Error>) -> Vec<(String, String)> {
        match b {
            Err(Error::Build(e)) => e.problems.into_iter().map(|p| (p.call, p.message)).collect(),
            Err(other) => panic!("not a build error: {other}"),
            Ok(_) => panic!("the builder accepted it"),
        }
    }

    #[test]
    fn the_2023_01_26_problem_from_rust_values_gives_the_seed_solution() {
        let sol = upv_2023_01_26().build().unwrap().solve();
        // Seed 003, U2.2, 2023_01_26 "Solution": one misclassified sample, w₁ = (-1, 4, -10),
        // w₂ = (1, -5, 0), w₃ = (-4, -9, 0); g₁(x) = -31, g₂(x) = -24, g₃(x) = -49 ⇒ c(x) = 2.
        assert_eq!(sol.answer_text("errors").as_deref(), Some("1"));
        assert_eq!(
            sol.answer_text("final_weights").as_deref(),
            Some("{ 1: [-1, 4, -10], 2: [1, -5, 0], 3: [-4, -9, 0] }")
        );
        assert_eq!(
            sol.answer_text("discriminants").as_deref(),
            Some("{ 1: -31, 2: -24, 3: -49 }")
        );
        assert_eq!(sol.answer_text("classify").as_deref(), Some("2"));
    }

    #[test]
    fn a_builder_writes_the_same_worksheet_as_the_shipped_spec() {
        let built = upv_2023_01_26().build().unwrap();
        let shipped = Exercise::load(SHIPPED).unwrap();
        assert_eq!(
            built.render_markdown(true).unwrap(),
            shipped.render_markdown(true).unwrap()
        );
        assert_eq!(built.solve().answers_yaml(), shipped.solve().answers_yaml());
    }

    #[test]
    fn to_yaml_is_a_spec_that_loads_to_the_same_exercise() {
        let b = upv_2023_01_26();
        let yaml = b.to_yaml();
        assert!(yaml.starts_with("kind: perceptron\nid: upv-2023-01-26\n"), "{yaml}");
        assert!(yaml.contains("samples:\n  - { x: [3, 5], y: 3 }\n"), "{yaml}");
        assert!(yaml.contains("initial_weights:\n  1: [-1, 4, -10]\n"), "{yaml}");
        assert!(yaml.contains("  - classify: { x: [5, 5], points: 0.5 }\n"), "{yaml}");
        let again = Exercise::from_yaml(&yaml).unwrap();
        assert_eq!(
            again.render_markdown(true).unwrap(),
            b.build().unwrap().render_markdown(true).unwrap()
        );
    }

    #[test]
    fn every_problem_is_reported_with_its_call_and_value() {
        let got = problems(
            Exercise::perceptron()
                .sample([1, 2], 1)
                .sample([1, 2, 3], 2)
                .learning_rate(0)
                .margin(-1)
                .iterations(0)
                .ask("trce")
                .ask_at("classify", [5, 5, 5])
                .build(),
        );
        let calls: Vec<&str> = got.iter().map(|(c, _)| c.as_str()).collect();
        assert_eq!(
            calls,
            [
                ".sample([1, 2, 3], 2)",
                ".learning_rate(0)",
                ".margin(-1)",
                ".iterations(0)",
                ".ask(\"trce\")",
            ],
            "{got:?}"
        );
        assert!(got[0].1.contains("sample 2 has 3 features, expected 2"), "{got:?}");
        assert!(got[2].1.contains("`margin` must not be negative"), "{got:?}");
        assert!(got[4].1.contains("has no part `trce`"), "{got:?}");
    }

    #[test]
    fn the_part_argument_is_checked_against_the_dimension() {
        let got = problems(
            Exercise::perceptron()
                .sample([0, 0], 1)
                .sample([1, 1], 2)
                .ask_at("classify", [5, 5, 5])
                .build(),
        );
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].0, ".ask_at(\"classify\", [5, 5, 5])");
        assert!(got[0].1.contains("has 3 features, expected 2"), "{got:?}");
    }

    #[test]
    fn a_missing_value_names_the_method_that_sets_it() {
        let err = Exercise::perceptron().margin(0.1).build().unwrap_err();
        let Error::Build(e) = &err else { panic!("{err}") };
        assert_eq!(e.problems.len(), 1, "{err}");
        assert_eq!(e.problems[0].call, "Exercise::perceptron()");
        assert_eq!(e.problems[0].message, "a `perceptron` exercise needs `samples`");
        assert_eq!(e.problems[0].help.as_deref(), Some("call `.sample(x, y)`"));
        let text = err.to_string();
        assert!(
            text.starts_with("error: `Exercise::perceptron()`: a `perceptron` exercise needs `samples`\n"),
            "{text}"
        );
    }

    #[test]
    fn builders_keep_the_spec_limits() {
        let mut b = Exercise::perceptron();
        for i in 0..101 {
            b = b.sample([i], i % 2);
        }
        let got = problems(b.build());
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].0, ".sample(…) (101 calls)");
        assert!(got[0].1.contains("at most 100"), "{got:?}");
        let got = problems(
            Exercise::perceptron()
                .sample([0], 1)
                .sample([1], 2)
                .max_iterations(10_001)
                .build(),
        );
        assert_eq!(got[0].0, ".max_iterations(10001)");
    }

    /// Every cap of docs/spec-format.md "Limits" holds for a built exercise as for a file: the
    /// builder's spec goes through the same loader, and its size through the same 4 MiB cap.
    #[test]
    fn builders_keep_every_cap_of_the_limits_table() {
        use crate::limits;
        let two = || Exercise::perceptron().sample([0], 1).sample([1], 2);
        let first = |b: Result<Exercise, Error>| problems(b).remove(0);
        // entries of one list: 1,001 parts asked
        let mut b = two();
        for _ in 0..=limits::MAX_ENTRIES {
            b = b.ask("errors");
        }
        let (_, m) = first(b.build());
        assert!(m.contains("more than 1000, the most"), "{m}");
        // numbers in one vector: a sample of 51 features
        let (call, m) = first(
            Exercise::perceptron()
                .sample(vec![0; limits::MAX_VECTOR + 1], 1)
                .build(),
        );
        assert!(call.starts_with(".sample([0, 0,"), "{call}");
        assert!(m.contains(" 50"), "{m}");
        // classes: 51
        let (call, m) = first(two().classes(1..=limits::MAX_CLASSES + 1).build());
        assert!(call.starts_with(".classes([1, 2, 3,"), "{call}");
        assert!(m.contains(" 50"), "{m}");
        // characters of a label: 101
        let long = "a".repeat(limits::MAX_LABEL + 1);
        let (call, m) = first(Exercise::perceptron().sample([0], &long).sample([1], 2).build());
        assert!(call.starts_with(".sample([0], \"aaaa"), "{call}");
        assert!(m.contains(" 100"), "{m}");
        // points of a classify part: 101
        let points: Vec<Data> = (0..=limits::MAX_POINTS).map(|i| Data::from([i])).collect();
        let (call, m) = first(two().ask_with("classify", points).build());
        assert!(call.starts_with(".ask_with(\"classify\""), "{call}");
        assert!(m.contains(" 100"), "{m}");
        // digits of a number: 1,001, named without echoing them
        let err = two()
            .margin("1".repeat(limits::MAX_DECIMAL_DIGITS + 1))
            .build()
            .unwrap_err();
        let Error::Build(e) = &err else { panic!("{err}") };
        assert!(e.problems[0].call.starts_with(".margin(\"1111"), "{err}");
        assert!(e.problems[0].message.contains("(1001 characters)"), "{err}");
        // an exponent past ±1,000
        let (_, m) = first(two().margin("1e1001").build());
        assert!(m.contains("must be a number"), "{m}");
        assert!(
            Exercise::perceptron()
                .sample([0], 1)
                .sample([1], 2)
                .margin("1e1000")
                .build()
                .is_ok()
        );
        // `digits`
        let (_, m) = first(two().digits(16).build());
        assert!(m.contains("from 0 to 15"), "{m}");
        // run budgets: perceptron passes, and the training runs of logistic regression
        let (_, m) = first(two().max_iterations(10_001).build());
        assert!(m.contains("10000"), "{m}");
        let logistic = |steps: u64| {
            Exercise::builder("logistic-regression")
                .push("samples", Data::map([("x", Data::from([0])), ("y", Data::from(0))]))
                .push("samples", Data::map([("x", Data::from([1])), ("y", Data::from(1))]))
                .set("method", "batch")
                .set("steps", steps)
                .build()
        };
        assert!(logistic(1000).is_ok());
        let (call, m) = first(logistic(1001));
        assert_eq!(call, ".set(\"steps\", 1001)");
        assert!(m.contains("more than 1000, the most of a training run"), "{m}");
        // the size of the spec: a 5 MiB statement (a file is cut at 4 MiB when read)
        let big = "word ".repeat((5 << 20) / 5);
        let err = two().statement(&big).build().unwrap_err().to_string();
        assert!(
            err.contains("the spec is larger than 4 MiB"),
            "{}",
            &err[..err.len().min(300)]
        );
        assert!(err.len() < 400, "the statement is not echoed");
        assert!(Exercise::from_yaml(&format!("kind: softmax\nstatement: {big}\nlogits: [1, 2]\n")).is_err());
    }

    #[test]
    fn validated_values_change_only_through_the_builder_and_its_checks() {
        // `ex.digits = 60` does not compile (see the doc test of `Exercise`); the builder checks
        // the spec's limit instead.
        let base = || Exercise::perceptron().sample([0, 0], 1).sample([1, 1], 2);
        assert_eq!(base().digits(6).build().unwrap().digits(), 6);
        let got = problems(base().digits(60).build());
        assert_eq!(got[0].0, ".digits(60)");
        assert!(
            got[0].1.contains("`digits` must be from 0 to 15, found `60`"),
            "{got:?}"
        );
        // an empty point is refused, not classified as a tie
        let got = problems(base().ask_at("classify", Vec::<i32>::new()).build());
        assert_eq!(got[0].0, ".ask_at(\"classify\", [])");
        assert!(got[0].1.contains("is empty"), "{got:?}");
        let got = problems(base().ask_at("classify", [1]).build());
        assert!(got[0].1.contains("has 1 features, expected 2"), "{got:?}");
    }

    #[test]
    fn numbers_are_read_exactly() {
        assert_eq!(Num::from(0.1).text(), "0.1");
        assert_eq!(Num::from(-2.5f32).text(), "-2.5");
        assert_eq!(Num::from(1e-30).text(), "1e-30");
        assert_eq!(Num::from(Number::ratio(1, 3).unwrap()).text(), "1/3");
        assert_eq!(Num::from(Decimal::new(10, 2)).text(), "0.10");
        // 0.1 is one tenth: the same exercise as the text "0.1".
        let with = |m: Num| {
            Exercise::perceptron()
                .sample([0], 1)
                .sample([1], 2)
                .margin(m)
                .build()
                .unwrap()
                .solve()
                .answers_yaml()
        };
        assert_eq!(with(Num::from(0.1)), with(Num::from("0.1")));
        assert_eq!(with(Num::from(0.1)), with(Num::from(Number::ratio(1, 10).unwrap())));
        // A fraction makes the exercise show fractions, as in a spec.
        let ex = Exercise::perceptron()
            .sample([0], 1)
            .sample([1], 2)
            .learning_rate(Number::ratio(1, 3).unwrap())
            .build()
            .unwrap();
        assert_eq!(ex.style, NumStyle::Fraction);
        let got = problems(
            Exercise::perceptron()
                .sample([0], 1)
                .sample([1], 2)
                .margin(f64::NAN)
                .learning_rate("1/0")
                .build(),
        );
        assert_eq!(
            got.iter().map(|(c, _)| c.as_str()).collect::<Vec<_>>(),
            [".learning_rate(\"1/0\")", ".margin(\"NaN\")"],
            "{got:?}"
        );
    }

    #[test]
    fn labels_and_texts_with_yaml_syntax_are_kept_as_written() {
        let labels = ["a: b", "#c", "<d>", "true", "- e", "'f'"];
        let mut b = Exercise::perceptron().title("x: {y} # z").classes(labels);
        for (i, l) in labels.iter().enumerate() {
            b = b.sample([i], l);
        }
        let ex = b.build().unwrap();
        assert_eq!(ex.title(), Some("x: {y} # z"));
        let Some(Value::Map(w)) = ex.solve().answer("final_weights").cloned() else {
            panic!("final weights are per class")
        };
        let keys: Vec<&str> = w.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, labels);
    }

    #[test]
    fn the_binary_perceptron_learns_and() {
        // AND with labels ±1 from w = 0, η = 1 (exercises/binary-perceptron/and.yaml, by hand;
        // rechecked with Python's fractions): 9 passes, w = (-4, 3, 2), α = (2, 5, 4, 7).
        let sol = Exercise::binary_perceptron()
            .samples([([0, 0], -1), ([0, 1], -1), ([1, 0], -1), ([1, 1], 1)])
            .learning_rate(1)
            .ask("final_weights")
            .ask("iterations")
            .ask("dual")
            .build()
            .unwrap()
            .solve();
        assert_eq!(sol.answer_text("final_weights").as_deref(), Some("[-4, 3, 2]"));
        assert_eq!(sol.answer_text("iterations").as_deref(), Some("9"));
        assert_eq!(sol.answer_text("dual").as_deref(), Some("[2, 5, 4, 7]"));
        let got = problems(
            Exercise::binary_perceptron()
                .sample([0, 0], 0)
                .sample([1, 1], 1)
                .initial_weights([0, 0])
                .build(),
        );
        assert_eq!(got[0].0, ".sample([0, 0], 0)");
        assert!(got[0].1.contains("needs -1 or 1"), "{got:?}");
        assert_eq!(got[1].0, ".initial_weights([0, 0])");
        assert!(got[1].1.contains("has 2 entries, expected 3"), "{got:?}");
    }

    #[test]
    fn the_generic_builder_reaches_every_kind() {
        // Seed 003, 2023_01_17 Question 4: 4 weight vectors are modified (option 4).
        let ex = Exercise::builder("perceptron-step")
            .set(
                "weights",
                Data::map([
                    ("1", [-2, -2, -6]),
                    ("2", [-2, -2, -6]),
                    ("3", [-2, -4, -4]),
                    ("4", [-2, -4, -4]),
                ]),
            )
            .set("sample", Data::map([("x", Data::from([4, 5])), ("y", Data::from(2))]))
            .set("learning_rate", 1)
            .set("margin", 0.1)
            .build()
            .unwrap();
        assert_eq!(ex.solve().answer_text("modified").as_deref(), Some("4"));
        let got = problems(
            Exercise::builder("perceptron")
                .push("samples", Data::map([("x", Data::from([0])), ("y", Data::from(1))]))
                .push("samples", Data::map([("x", Data::from([1])), ("y", Data::from(2))]))
                .set("margn", 1)
                .build(),
        );
        assert_eq!(
            got,
            [(
                ".set(\"margn\", 1)".to_string(),
                "unknown key `margn` for kind `perceptron`".to_string()
            )]
        );
        let got = problems(Exercise::builder("perceptrn").build());
        assert_eq!(got[0].0, "Exercise::builder(\"perceptrn\")");
    }

    #[test]
    fn a_built_exercise_is_named_after_its_kind_unless_given_an_id() {
        let b = Exercise::binary_perceptron().sample([0], -1).sample([1], 1);
        assert_eq!(b.build().unwrap().id(), "binary-perceptron");
        assert_eq!(b.id("and").build().unwrap().id(), "and");
        assert_eq!(Exercise::perceptron().to_yaml(), "kind: perceptron\n");
    }

    #[test]
    fn a_built_exercise_checks_answers() {
        let ex = upv_2023_01_26().build().unwrap();
        let r = ex.check("classify: 2\nerrors: 0\n").unwrap();
        assert_eq!(r.verdict("classify"), Some(Verdict::Right));
        assert_eq!(r.verdict("errors"), Some(Verdict::Wrong));
        assert_eq!(r.verdict("trace"), Some(Verdict::Missing));
    }
}
