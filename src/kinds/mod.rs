//! Exercise kinds: one file per kind and one line per kind in [`KINDS`].
//!
//! A kind declares its keys and parts (which drive validation, "did you mean" hints and the
//! documentation test), reads its checked data from the spec, and solves it by calling the pure
//! models. This module's public part is the registry ([`KINDS`], [`KindDef`], [`KeyDef`],
//! [`PartDef`], [`Arg`]); the `Kind` trait, the key readers and the kinds themselves are
//! crate-private (docs/adding-a-kind.md, docs/library-api.md).

use crate::i18n::Lang;
use std::fmt::Debug;
use std::sync::Arc;

use serde::Serialize;

use crate::part::Part;
use crate::present::Fmt;
use crate::spec::loader::{Loader, Map};
use crate::value::Value;

pub(crate) mod bayes_error;
pub(crate) mod binary_perceptron;
pub(crate) mod decision;
pub(crate) mod decision_rules;
pub(crate) mod discriminants;
pub(crate) mod equivalent_classifiers;
pub(crate) mod gaussian_boundary;
pub(crate) mod geometric_margin;
pub(crate) mod gradient_descent;
pub(crate) mod holdout;
pub(crate) mod keys;
pub(crate) mod least_squares;
pub(crate) mod logistic_regression;
pub(crate) mod margin_common;
pub(crate) mod multiclass_scheme;
pub(crate) mod perceptron;
pub(crate) mod perceptron_inverse;
pub(crate) mod perceptron_step;
pub(crate) mod prelude;
pub(crate) mod probabilistic;
pub(crate) mod shared;
pub(crate) mod softmax;
pub(crate) mod softmax_regression;
pub(crate) mod surrogate_losses;
pub(crate) mod svm;

/// Every kind mlex knows, in documentation order. Adding a kind adds one line here.
pub static KINDS: &[&KindDef] = &[
    &perceptron::KIND,
    &perceptron_step::KIND,
    &perceptron_inverse::KIND,
    &binary_perceptron::KIND,
    &discriminants::KIND,
    &equivalent_classifiers::KIND,
    &bayes_error::KIND,
    &decision_rules::KIND,
    &holdout::KIND,
    &gaussian_boundary::KIND,
    &geometric_margin::KIND,
    &least_squares::KIND,
    &svm::KIND,
    &surrogate_losses::KIND,
    &multiclass_scheme::KIND,
    &softmax::KIND,
    &softmax_regression::KIND,
    &logistic_regression::KIND,
    &gradient_descent::KIND,
];

/// The kind called `name`.
pub fn find(name: &str) -> Option<&'static KindDef> {
    KINDS.iter().copied().find(|k| k.name == name)
}

/// The names of every kind.
pub fn names() -> Vec<&'static str> {
    KINDS.iter().map(|k| k.name).collect()
}

/// A key of a kind's spec.
#[derive(Clone, Copy, Debug)]
pub struct KeyDef {
    /// The YAML key.
    pub name: &'static str,
    /// Whether the spec must give it.
    pub required: bool,
    /// The default, as the docs show it (empty when required).
    pub default: &'static str,
    /// One line for the docs.
    pub doc: &'static str,
}

/// What a part takes after its name in `ask`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Nothing: `- trace`.
    None,
    /// A point or a list of points of the exercise's dimension: `- classify: [5, 5]`.
    Points,
}

/// A part that can be asked.
#[derive(Debug)]
pub struct PartDef {
    /// The name used in `ask`, answers files and `stated:`.
    pub name: &'static str,
    /// What it takes.
    pub arg: Arg,
    /// Asked when the spec has no `ask`.
    pub default: bool,
    /// One line for the docs.
    pub doc: &'static str,
    /// Its answer is the number of one of the options the worksheet lists (`options` of the
    /// kind's data), shown as a letter (A for 1) on worksheets and keys.
    pub option_number: bool,
    /// Whether it can have generated choices (`choices: { auto: N }`), and in which styles.
    pub generated: AutoChoices,
    /// The words its answer may be (mlex's spelling, as `mlex check` reads them), whatever a
    /// variant's answer is: the Moodle export lists them for the student (in the question's
    /// language), the same for every variant, so the list does not tell which blank holds one.
    pub words: &'static [&'static str],
}

/// Which generated choices (`choices: { auto: N }`, src/choices.rs) a part can have: only a
/// part a mistake model of the kind changes and whose answer is a number or numbers (a class, a
/// trace or a boundary equation has no near misses). `choices::tests::
/// every_part_with_a_mistake_is_listed` checks the declarations against the mistake models on
/// the shipped exercises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AutoChoices {
    /// None: the spec lists `options:` itself.
    No,
    /// Options that are values.
    Values,
    /// Values, or intervals (`style: intervals`): the answer is one number.
    Intervals,
}

/// A kind of exercise.
pub struct KindDef {
    /// The `kind:` value.
    pub name: &'static str,
    /// One line for `--help` and the docs.
    pub summary: &'static str,
    /// Its keys besides the common ones.
    pub keys: &'static [KeyDef],
    /// Its parts.
    pub parts: &'static [PartDef],
    /// The figures it draws (`figures:`), in registry order ([`crate::figure::FIGURES`]).
    pub figures: &'static [&'static crate::figure::FigureDef],
    /// The Markdown template (embedded; overridable by a file `<name>.md`).
    pub(crate) template: &'static str,
    /// Reads the kind's keys from the spec; `None` after reporting errors.
    pub(crate) load: fn(&mut Loader, &Map<'_>) -> Option<Box<dyn Problem>>,
}

impl KeyDef {
    /// A required key.
    pub const fn required(name: &'static str, doc: &'static str) -> Self {
        KeyDef {
            name,
            required: true,
            default: "",
            doc,
        }
    }

    /// An optional key with its default as the docs show it.
    pub const fn optional(name: &'static str, default: &'static str, doc: &'static str) -> Self {
        KeyDef {
            name,
            required: false,
            default,
            doc,
        }
    }
}

impl PartDef {
    /// A part without argument, not asked by default.
    pub const fn new(name: &'static str, doc: &'static str) -> Self {
        PartDef {
            name,
            arg: Arg::None,
            default: false,
            doc,
            option_number: false,
            generated: AutoChoices::No,
            words: &[],
        }
    }

    /// The words its answer may be besides numbers (`not linearly separable`, `inf`, …).
    pub const fn words(mut self, words: &'static [&'static str]) -> Self {
        self.words = words;
        self
    }

    /// Can have generated choices (`choices: { auto: N }`), options that are values.
    pub const fn generated(mut self) -> Self {
        self.generated = AutoChoices::Values;
        self
    }

    /// Can have generated choices that are values or intervals (`style: intervals`).
    pub const fn intervals(mut self) -> Self {
        self.generated = AutoChoices::Intervals;
        self
    }

    /// Answered with the number of an option of the kind's data (shown as its letter).
    pub const fn option_number(mut self) -> Self {
        self.option_number = true;
        self
    }

    /// Also asked when the spec has no `ask`.
    pub const fn by_default(mut self) -> Self {
        self.default = true;
        self
    }

    /// Takes a point or a list of points.
    pub const fn points(mut self) -> Self {
        self.arg = Arg::Points;
        self
    }
}

impl Debug for KindDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "KindDef({})", self.name)
    }
}

impl KindDef {
    /// The part called `name`.
    pub fn part(&self, name: &str) -> Option<&'static PartDef> {
        self.parts.iter().find(|p| p.name == name)
    }

    /// The names of its keys.
    pub fn key_names(&self) -> Vec<&'static str> {
        self.keys.iter().map(|k| k.name).collect()
    }

    /// The parts that can have generated choices (`choices: { auto: N }`): those a mistake model
    /// of the kind changes and whose answer is numbers.
    pub fn generated_choices(&self) -> Vec<&'static str> {
        self.parts
            .iter()
            .filter(|p| p.generated != AutoChoices::No)
            .map(|p| p.name)
            .collect()
    }

    /// The parts whose generated choices can be intervals (`style: intervals`): one number each.
    pub fn interval_choices(&self) -> Vec<&'static str> {
        self.parts
            .iter()
            .filter(|p| p.generated == AutoChoices::Intervals)
            .map(|p| p.name)
            .collect()
    }

    /// The names of the figures it draws, in registry order.
    pub fn figure_names(&self) -> Vec<&'static str> {
        self.figures.iter().map(|f| f.name).collect()
    }

    /// The file name of its template.
    pub fn template_name(&self) -> String {
        format!("{}.md", self.name)
    }
}

/// The worked solution's views of a solved exercise ([`Solved::present`]), as the templates get
/// them.
#[derive(Clone, Debug)]
pub(crate) struct Shown {
    /// One view per asked part (`solution.parts[i].view`), in `ask` order.
    pub(crate) parts: Vec<serde_json::Value>,
    /// Worked-solution data shared by the parts (a trace table, say).
    pub(crate) view: serde_json::Value,
    /// Remarks for the solution ("did not converge in 1000 iterations").
    pub(crate) notes: Vec<String>,
}

/// A solved exercise, erased ([`Problem::solve`]): the kind's typed [`Work`], kept so that its
/// values, its views at any display settings and its misconceptions all come from one solve.
pub(crate) trait Solved: Debug + Send + Sync {
    /// The answer values of the asked parts, in `ask` order.
    fn answers(&self) -> Vec<Value>;

    /// The worked solution's views at `f` ([`Kind::present`]).
    fn present(&self, f: &Fmt) -> Shown;

    /// The answers a student gets by a common mistake ([`Kind::misconceptions`], given the right
    /// answers of this solve), with hints in `lang`, as if every part were posed without its
    /// choices: a multiple-choice part's mistake is its value, which generated choices and the
    /// Moodle export offer as a wrong option and `mlex check` maps to the option it falls in. No
    /// kind's solve reads the choices, so one solve and one working-out serve all three.
    fn misconceptions(&self, lang: Lang) -> Vec<Misconception>;
}

/// An exercise within the input limits whose exact solution would not be within the size guard
/// ([`crate::num::MAX_EXACT_DIGITS`]): the loader reports it at `key`, the key whose size drives
/// the computation (`samples`, `iterations`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLargeAt {
    /// The key to point at.
    pub key: &'static str,
    /// What grew, in one line ("the exact fractions of the least-squares fit grew past 600 digits").
    pub message: String,
    /// How to stay under the guard.
    pub help: String,
    /// What is too large.
    pub what: TooLargeWhat,
}

/// What of an exercise is too large to compute or show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TooLargeWhat {
    /// Its exact numbers (digits, or the work on long fractions).
    Numbers,
    /// Its run: more steps × classes × features than mlex does for one run.
    Run,
    /// Its trace: more numbers than a trace table shows.
    Trace,
}

/// A validated exercise of some kind, ready to solve. Models never see YAML: a `Problem` holds
/// checked values only.
pub(crate) trait Problem: Debug + Send + Sync {
    /// The number of features of points (for parts that take points).
    fn dimension(&self) -> Option<usize> {
        None
    }

    /// The labels a class answer may name ([`Kind::class_labels`]).
    fn class_labels(&self) -> Vec<String> {
        Vec::new()
    }

    /// The data shown in the worksheet, as strings for the template.
    fn data_view(&self, f: &Fmt) -> serde_json::Value;

    /// [`Problem::data_view`] as the templates get it: with true minus signs
    /// ([`crate::present::minus`]), serialized from the kind's typed data into a template value
    /// without a JSON tree on the way.
    fn data_value(&self, f: &Fmt) -> tera::Value;

    /// Works out what the asked parts need once, before anything is shown, and says whether it
    /// stays within the size guard ([`Kind::precheck`]). The loader calls it; the work is kept
    /// for [`Problem::solve`].
    fn precheck(&self, _parts: &[Part]) -> Result<(), TooLargeAt> {
        Ok(())
    }

    /// Solves the asked parts ([`Kind::solve`]), once: the result is presented, checked against
    /// and asked for misconceptions from the [`Solved`] it returns.
    fn solve(self: Arc<Self>, parts: &[Part]) -> Arc<dyn Solved>;

    /// For a part whose answer is a trace (a list of states): the state after step `step`
    /// (0-based) computed from `before`, the state after the previous step in the part's own
    /// notation — or from the initial state when `before` is `None`. The checker uses it to judge
    /// each step of a student's trace from the student's own previous state.
    fn replay(&self, _part: &Part, _step: usize, _before: Option<&Value>) -> Option<Value> {
        None
    }

    /// How a report names step `step` (0-based) of a trace part ("iteration 1, sample 2").
    fn step_label(&self, _part: &Part, step: usize, lang: Lang) -> String {
        lang.ta("step-label", &[("n", (step + 1).into())])
    }

    /// The part this part is computed from, when there is one (`classify` from `final_weights`).
    fn depends_on(&self, _part: &Part) -> Option<&'static str> {
        None
    }

    /// Recomputes `part` from a value of the part it depends on (a student's, say).
    fn recompute(&self, _part: &Part, _from: &Value) -> Option<Value> {
        None
    }

    /// Every part this part is computed from, when it is computed from more than one (the
    /// holdout `interval` from `error_rate` and `radius`). By default, [`Problem::depends_on`].
    fn depends_on_all(&self, part: &Part) -> Vec<&'static str> {
        self.depends_on(part).into_iter().collect()
    }

    /// Recomputes `part` from values of the parts [`Problem::depends_on_all`] names, in that
    /// order: a student's value, or `None` where the kind should use its own right value (the
    /// part was not asked, not answered, or answered right). By default, [`Problem::recompute`]
    /// from the only one.
    fn recompute_all(&self, part: &Part, from: &[Option<Value>]) -> Option<Value> {
        match from {
            [Some(one)] => self.recompute(part, one),
            _ => None,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The typed side: what a kind implements.
// ---------------------------------------------------------------------------------------------

/// The parts of one kind: an enum with one variant per part, made by [`parts!`](crate::parts). Kinds match it
/// exhaustively (no `_` arm), so a part added to the enum and forgotten in `solve` or `present`
/// does not compile.
pub(crate) trait PartSet: Copy + Eq + Debug + Send + Sync + 'static {
    /// Every variant, in declaration order.
    const ALL: &'static [Self];
    /// The declaration of each variant, in the same order.
    const DEFS: &'static [PartDef];

    /// The position of this variant in [`PartSet::ALL`] and [`PartSet::DEFS`].
    fn index(self) -> usize;

    /// The name used in `ask`, answers files and `stated:`.
    fn name(self) -> &'static str {
        Self::DEFS[self.index()].name
    }

    /// The variant called `name`.
    fn named(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|p| p.name() == name)
    }
}

/// Declares a kind's parts: an enum, its [`PartDef`] table and its [`PartSet`] impl, in one
/// place.
///
/// ```ignore
/// parts! {
///     /// The parts of `perceptron-step`.
///     enum P {
///         UpdatedWeights = PartDef::new("updated_weights", "the weights after the step").by_default(),
///         Modified = PartDef::new("modified", "how many weight vectors change").by_default(),
///     }
/// }
/// ```
#[macro_export]
#[doc(hidden)]
macro_rules! parts {
    ($(#[$meta:meta])* $vis:vis enum $name:ident {
        $( $(#[$vmeta:meta])* $variant:ident = $def:expr ),+ $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        $vis enum $name { $( $(#[$vmeta])* $variant ),+ }

        impl $crate::kinds::PartSet for $name {
            const ALL: &'static [Self] = &[$($name::$variant),+];
            const DEFS: &'static [$crate::kinds::PartDef] = &[$($def),+];

            fn index(self) -> usize {
                self as usize
            }
        }
    };
}

/// One asked part, typed: which part, and its argument (the points of `classify`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ask<'a, P> {
    /// The part.
    pub(crate) part: P,
    /// The asked part as the spec wrote it (argument, choices, points).
    pub(crate) asked: &'a Part,
}

impl<P> Ask<'_, P> {
    /// The points of a part that takes points.
    pub(crate) fn points(&self) -> Vec<Vec<crate::num::Number>> {
        self.asked.arg.points()
    }
}

/// The asked parts of an exercise as a kind's [`PartSet`]. Parts are validated against the
/// kind's table when the spec is loaded, so every name is known; a name that is not (an
/// exercise changed by hand) is skipped rather than answered by another part.
pub(crate) fn typed<P: PartSet>(parts: &[Part]) -> Vec<Ask<'_, P>> {
    parts
        .iter()
        .filter_map(|asked| P::named(asked.name).map(|part| Ask { part, asked }))
        .collect()
}

/// The answer of one asked part: its value and what the kind keeps to present it.
#[derive(Clone, Debug)]
pub(crate) struct Answer<W> {
    /// The value, exact where the maths is rational.
    pub(crate) value: Value,
    /// Per-part data for [`Kind::present`] (the worked lines of `classify`, say), as data.
    pub(crate) work: W,
}

impl Answer<()> {
    /// An answer with nothing more to present than its value.
    pub(crate) fn value(value: Value) -> Self {
        Answer { value, work: () }
    }
}

/// What [`Kind::solve`] works out: one [`Answer`] per asked part, in `ask` order, and what the
/// parts share (a run, a trace), as data: no display strings.
#[derive(Clone, Debug)]
pub(crate) struct Work<S, W> {
    /// Shared by the parts.
    pub(crate) shared: S,
    /// One per asked part.
    pub(crate) answers: Vec<Answer<W>>,
}

impl<S, W> Work<S, W> {
    /// The answer values, in `ask` order.
    pub(crate) fn values(&self) -> Vec<Value> {
        self.answers.iter().map(|a| a.value.clone()).collect()
    }
}

/// What [`Kind::present`] returns: the views the template lays out.
#[derive(Clone, Debug)]
pub(crate) struct Presented<V, P> {
    /// Worked-solution view shared by the parts (`solution.view` in templates).
    pub(crate) view: V,
    /// One view per asked part (`solution.parts[i].view`).
    pub(crate) parts: Vec<P>,
    /// Remarks for the solution ("did not converge in 1000 iterations").
    pub(crate) notes: Vec<String>,
}

/// An exercise kind, typed: validated data in, exact results out, display strings only in
/// [`Kind::data`] and [`Kind::present`]. Every kind implements this; the registry sees it as a
/// [`Problem`] through [`boxed`].
pub(crate) trait Kind: Debug + Send + Sync + Sized + 'static {
    /// The kind's parts (made by [`parts!`](crate::parts)).
    type Part: PartSet;
    /// What the parts share after solving (a perceptron run, an SVM solution).
    type Shared: Debug + Send + Sync + 'static;
    /// What one part keeps to be presented (often `()`).
    type PartWork: Debug + Send + Sync + 'static;
    /// The worksheet's data (`data` in templates).
    type Data: Serialize;
    /// The worked solution's shared view (`solution.view`).
    type View: Serialize;
    /// The worked solution's view of one part (`solution.parts[i].view`).
    type PartView: Serialize;

    /// The number of features of points (for parts that take points).
    fn dimension(&self) -> Option<usize> {
        None
    }

    /// The labels a class answer may name (the practice page's class boxes); empty for a kind
    /// whose answers name no class.
    fn class_labels(&self) -> Vec<String> {
        Vec::new()
    }

    /// The data shown in the worksheet.
    fn data(&self, f: &Fmt) -> Self::Data;

    /// Runs the computations whose exact fractions can grow (a training run, an elimination) and
    /// keeps them for [`Kind::solve`]; `Err` when they grow past the size guard
    /// ([`crate::num::MAX_EXACT_DIGITS`]). The loader calls it and refuses the spec on `Err`,
    /// so `solve` only ever sees the kept result.
    fn precheck(&self, _asked: &[Ask<'_, Self::Part>]) -> Result<(), TooLargeAt> {
        Ok(())
    }

    /// Works out the asked parts exactly. No formatting here.
    fn solve(&self, asked: &[Ask<'_, Self::Part>]) -> Work<Self::Shared, Self::PartWork>;

    /// The worked solution's views of a solved exercise, at the exercise's display settings.
    fn present(
        &self,
        work: &Work<Self::Shared, Self::PartWork>,
        asked: &[Ask<'_, Self::Part>],
        f: &Fmt,
    ) -> Presented<Self::View, Self::PartView>;

    /// For a part whose answer is a trace: the state after step `step` (0-based) computed from
    /// `before` (the state after the previous step, in the part's own notation), or from the
    /// initial state when `before` is `None`. The checker judges each step of a student's trace
    /// from the student's own previous state with it.
    fn replay(&self, _part: Self::Part, _step: usize, _before: Option<&Value>) -> Option<Value> {
        None
    }

    /// How a report names step `step` (0-based) of a trace part ("iteration 1, sample 2").
    fn step_label(&self, _part: Self::Part, step: usize, lang: Lang) -> String {
        lang.ta("step-label", &[("n", (step + 1).into())])
    }

    /// The parts this part is computed from (`classify` from `final_weights`).
    fn depends_on(&self, _part: Self::Part) -> Vec<Self::Part> {
        Vec::new()
    }

    /// Recomputes a part from values of the parts [`Kind::depends_on`] names, in that order: a
    /// student's value, or `None` where the kind should use its own right value.
    fn recompute(&self, _ask: &Ask<'_, Self::Part>, _from: &[Option<Value>]) -> Option<Value> {
        None
    }

    /// The answers a student gets by a common mistake, with the hint (in `lang`) to show when an
    /// answer matches one. `right` are the right answers, one per asked part.
    fn misconceptions(&self, _asked: &[Ask<'_, Self::Part>], _right: &[Value], _lang: Lang) -> Vec<Misconception> {
        Vec::new()
    }
}

/// A kind as the registry holds it.
pub(crate) fn boxed<K: Kind>(kind: K) -> Box<dyn Problem> {
    Box::new(Typed(kind))
}

/// The erased form of a [`Kind`].
#[derive(Debug)]
struct Typed<K>(K);

fn to_json<T: Serialize>(t: &T) -> serde_json::Value {
    serde_json::to_value(t).unwrap_or(serde_json::Value::Null)
}

impl<K: Kind> Problem for Typed<K> {
    fn dimension(&self) -> Option<usize> {
        self.0.dimension()
    }

    fn class_labels(&self) -> Vec<String> {
        self.0.class_labels()
    }

    fn data_view(&self, f: &Fmt) -> serde_json::Value {
        to_json(&self.0.data(f))
    }

    fn data_value(&self, f: &Fmt) -> tera::Value {
        // as `to_json` gives `null` for a view it cannot serialize
        tera::Value::try_from_serializable(&crate::present::MinusSigns(&self.0.data(f)))
            .unwrap_or_else(|_| tera::Value::none())
    }

    fn precheck(&self, parts: &[Part]) -> Result<(), TooLargeAt> {
        self.0.precheck(&typed::<K::Part>(parts))
    }

    fn solve(self: Arc<Self>, parts: &[Part]) -> Arc<dyn Solved> {
        solves::count();
        let work = self.0.solve(&typed::<K::Part>(parts));
        Arc::new(TypedSolved {
            kind: self,
            parts: parts.to_vec(),
            work,
        })
    }

    fn replay(&self, part: &Part, step: usize, before: Option<&Value>) -> Option<Value> {
        self.0.replay(K::Part::named(part.name)?, step, before)
    }

    fn step_label(&self, part: &Part, step: usize, lang: Lang) -> String {
        match K::Part::named(part.name) {
            Some(p) => self.0.step_label(p, step, lang),
            None => lang.ta("step-label", &[("n", (step + 1).into())]),
        }
    }

    fn depends_on_all(&self, part: &Part) -> Vec<&'static str> {
        K::Part::named(part.name)
            .map(|p| self.0.depends_on(p).into_iter().map(PartSet::name).collect())
            .unwrap_or_default()
    }

    fn recompute_all(&self, part: &Part, from: &[Option<Value>]) -> Option<Value> {
        let ask = Ask {
            part: K::Part::named(part.name)?,
            asked: part,
        };
        self.0.recompute(&ask, from)
    }
}

/// A [`Kind`]'s solve, erased: the kind, the asked parts and the typed work.
#[derive(Debug)]
struct TypedSolved<K: Kind> {
    kind: Arc<Typed<K>>,
    parts: Vec<Part>,
    work: Work<K::Shared, K::PartWork>,
}

impl<K: Kind> Solved for TypedSolved<K> {
    fn answers(&self) -> Vec<Value> {
        self.work.values()
    }

    fn present(&self, f: &Fmt) -> Shown {
        let shown = self.kind.0.present(&self.work, &typed::<K::Part>(&self.parts), f);
        Shown {
            parts: shown.parts.iter().map(to_json).collect(),
            view: to_json(&shown.view),
            notes: shown.notes,
        }
    }

    fn misconceptions(&self, lang: Lang) -> Vec<Misconception> {
        solves::count_mistakes();
        let plain: Vec<Part> = self
            .parts
            .iter()
            .map(|p| Part {
                choices: None,
                ..p.clone()
            })
            .collect();
        self.kind
            .0
            .misconceptions(&typed::<K::Part>(&plain), &self.work.values(), lang)
    }
}

/// A modelled mistake as a student is told it, in one language: its stable id, its short name
/// and its hint. The id is the message id of the hint (`perceptron-hint-sign`), whatever the
/// language and whatever numbers the hint quotes; the name is the message of the same id with
/// `-mistake-` for `-hint-` (`perceptron-mistake-sign`: "sign of the update swapped"), next to
/// the hint in the locale files. `mlex check --json` gives it as `{id, name, hint}`, and
/// `mlex report` counts the class's mistakes by id (docs/checking.md, docs/report.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Hint {
    /// The hint's message id, the same in every language.
    pub id: &'static str,
    /// The mistake's short name.
    pub name: String,
    /// What to tell a student whose answer it explains (without giving the answer away).
    #[serde(rename = "hint")]
    pub text: String,
}

impl Hint {
    /// The hint of message `id` in `lang`, with its mistake's name.
    pub(crate) fn new(lang: Lang, id: &'static str) -> Self {
        Hint::with(lang, id, &[])
    }

    /// The hint of message `id` with its arguments (`perceptron-hint-margin` quotes the margin):
    /// the id and the name stay those of the message, whatever the numbers.
    pub(crate) fn with(lang: Lang, id: &'static str, args: &[(&str, crate::i18n::Arg<'_>)]) -> Self {
        Hint {
            id,
            name: lang.t(&name_id(id)),
            text: lang.ta(id, args),
        }
    }
}

/// The message id of the name of the mistake whose hint is message `id`.
pub(crate) fn name_id(id: &str) -> String {
    id.replacen("-hint-", "-mistake-", 1)
}

/// The answers under one common mistake.
#[derive(Clone, Debug)]
pub(crate) struct Misconception {
    /// The mistake: its id, name and what to tell a student whose answer matches.
    pub(crate) hint: Hint,
    /// One answer per asked part, `None` where it does not apply.
    pub(crate) answers: Vec<Option<Value>>,
}

impl Misconception {
    /// The mistake that gives the `wrong` answers (one per asked part, `None` where it does not
    /// apply) where the right ones are `right`: parts it does not change are left out.
    pub(crate) fn differing(hint: Hint, right: &[Value], wrong: Vec<Option<Value>>) -> Self {
        let answers = wrong
            .into_iter()
            .zip(right)
            .map(|(w, r)| w.filter(|w| w != r))
            .collect();
        Misconception { hint, answers }
    }

    /// The mistake whose answers are those of `mistaken` (the exercise re-run with the slip),
    /// for the parts in `only` (every part when `only` is empty).
    pub(crate) fn rerun_kind<K: Kind>(
        hint: Hint,
        right: &[Value],
        mistaken: &K,
        asked: &[Ask<'_, K::Part>],
        only: &[K::Part],
    ) -> Self {
        let wrong = mistaken
            .solve(asked)
            .answers
            .into_iter()
            .zip(asked)
            .map(|(a, ask)| (only.is_empty() || only.contains(&ask.part)).then_some(a.value))
            .collect();
        Self::differing(hint, right, wrong)
    }

    /// The mistake that gives `value` for `part` and changes nothing else.
    pub(crate) fn of_kind_part<P: PartSet>(
        hint: Hint,
        right: &[Value],
        asked: &[Ask<'_, P>],
        part: P,
        value: Value,
    ) -> Self {
        let wrong = asked.iter().map(|a| (a.part == part).then(|| value.clone())).collect();
        Self::differing(hint, right, wrong)
    }

    /// Whether the mistake changes any answer.
    pub(crate) fn changes_anything(&self) -> bool {
        self.answers.iter().any(Option::is_some)
    }
}

/// How many exercises were solved on this thread ([`Problem::solve`]), for the tests that prove an
/// exercise is solved once however it is shown and checked.
#[cfg(test)]
pub(crate) mod solves {
    use std::cell::Cell;

    thread_local! {
        static SOLVES: Cell<usize> = const { Cell::new(0) };
        static MISTAKES: Cell<usize> = const { Cell::new(0) };
    }

    pub(crate) fn count() {
        SOLVES.with(|n| n.set(n.get() + 1));
    }

    /// The solves since the last call.
    pub(crate) fn take() -> usize {
        SOLVES.with(|n| n.replace(0))
    }

    pub(crate) fn count_mistakes() {
        MISTAKES.with(|n| n.set(n.get() + 1));
    }

    /// The computations of a solve's mistakes ([`super::Solved::misconceptions`]: for training
    /// kinds, whole runs) since the last call.
    pub(crate) fn take_mistakes() -> usize {
        MISTAKES.with(|n| n.replace(0))
    }
}

#[cfg(not(test))]
mod solves {
    pub(super) fn count() {}
    pub(super) fn count_mistakes() {}
}

#[cfg(test)]
mod hint_tests {
    use super::*;

    /// The message ids of a catalogue (a line `id = …`).
    fn messages(lang: Lang) -> std::collections::BTreeSet<String> {
        let text = crate::i18n::CATALOGUES
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, t)| *t)
            .unwrap_or_default();
        text.lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.to_string()))
            .filter(|id| {
                id.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            })
            .collect()
    }

    /// Every hint a kind gives (a string `"<kind>-hint-<what>"` in src/kinds/, and the checker's
    /// own rounding hint) has its mistake's name in every language, written there and not taken
    /// from English: a new mistake without a name fails here.
    #[test]
    fn every_hint_of_a_kind_has_a_name_in_every_language() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/kinds");
        let mut ids = std::collections::BTreeSet::from(["check-hint-rounding".to_string()]);
        let mut files = vec![dir];
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for quoted in text.split('"').skip(1).step_by(2) {
                let plain = quoted
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                if plain && !quoted.starts_with('-') && quoted.contains("-hint-") {
                    ids.insert(quoted.to_string());
                }
            }
        }
        // 70 hints when the names came in (issue 42): the scan finds them
        assert!(ids.len() >= 70, "{ids:?}");
        for lang in Lang::ALL {
            let have = messages(lang);
            let missing: Vec<String> = ids
                .iter()
                .filter(|id| have.contains(*id))
                .map(|id| name_id(id))
                .filter(|name| !have.contains(name))
                .collect();
            assert!(missing.is_empty(), "{lang}.ftl lacks the names {missing:?}");
            let unknown: Vec<&String> = ids.iter().filter(|id| !have.contains(*id)).collect();
            assert!(unknown.is_empty(), "{lang}.ftl lacks the hints {unknown:?}");
        }
    }

    #[test]
    fn a_hint_keeps_its_id_and_name_whatever_its_arguments() {
        let a = Hint::with(Lang::En, "perceptron-hint-rate", &[("a", "1/2".into())]);
        let b = Hint::with(Lang::En, "perceptron-hint-rate", &[("a", "2".into())]);
        assert_eq!(
            (a.id, a.name.as_str()),
            ("perceptron-hint-rate", "learning rate left out")
        );
        assert_eq!((b.id, &b.name), (a.id, &a.name));
        assert_ne!(a.text, b.text);
        let it = Hint::new(Lang::It, "perceptron-hint-sign");
        assert_eq!(
            (it.id, it.name.as_str()),
            ("perceptron-hint-sign", "segno dell'aggiornamento invertito")
        );
        assert_eq!(
            serde_json::to_value(&it).unwrap(),
            serde_json::json!({ "id": "perceptron-hint-sign", "name": it.name, "hint": it.text })
        );
    }
}
