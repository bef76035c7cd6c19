//! A checked exercise and its solution: the plain data that flows from the spec loader to the
//! solver, the renderer and the checker.

use std::sync::Arc;

use crate::compare::{self, Diff, Precision};
use crate::diag::{Diagnostic, Source, Span};
use crate::kinds::{KindDef, Misconception, Problem, Solved};
use crate::num::{NumStyle, Number};
use crate::present::Fmt;
use crate::value::Value;

pub use crate::part::{Choice, Choices, Part, PartArg};
pub use crate::written::Stated;

/// A validated exercise.
///
/// Its fields are read through methods ([`Exercise::id`], [`Exercise::digits`], …) and cannot be
/// changed: an exercise is valid by construction. To change one, build the exercise again with
/// the builder ([`crate::builder`]) or from an edited spec, which checks it.
///
/// ```compile_fail
/// let mut ex = mlex::Exercise::from_yaml("kind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\n").unwrap();
/// ex.digits = 60; // private: the spec's maximum is 15
/// ```
///
/// ```
/// let ex = mlex::Exercise::perceptron().sample([0], "a").sample([1], "b").digits(6).build()?;
/// assert_eq!(ex.digits(), 6);
/// let err = mlex::Exercise::perceptron().sample([0], "a").sample([1], "b").digits(60).build().unwrap_err();
/// assert!(err.to_string().contains("`.digits(60)`"), "{err}");
/// # Ok::<(), mlex::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Exercise {
    pub(crate) kind: &'static KindDef,
    pub(crate) id: String,
    pub(crate) title: Option<String>,
    pub(crate) statement: Option<String>,
    pub(crate) source_note: Option<String>,
    pub(crate) digits: u32,
    pub(crate) lang: crate::i18n::Lang,
    pub(crate) points: Option<Number>,
    pub(crate) consistent_credit: Number,
    pub(crate) style: NumStyle,
    pub(crate) parts: Vec<Part>,
    pub(crate) stated: Vec<Stated>,
    pub(crate) warnings: Vec<Diagnostic>,
    pub(crate) origin: Arc<Source>,
    pub(crate) span: Span,
    pub(crate) problem: Arc<dyn Problem>,
    /// Which variant this is, for an exercise drawn from a spec with `vary:`.
    pub(crate) variant: Option<Drawn>,
    /// What its other variants are drawn from (a `variant::Template`).
    pub(crate) template: Option<Arc<dyn Redraw>>,
    /// The (seed, variant number) that orders generated choices of an exercise without `vary:`
    /// taken as a variant ([`Exercise::variant`]); a drawn variant's own seed and number do.
    pub(crate) order: Option<(u64, u64)>,
    /// A solve already made of this exercise (a drawn variant's, for its constraints), which
    /// [`Exercise::solve_values`] takes instead of solving again.
    pub(crate) solved: Option<SolvedOnce>,
}

/// A solve of an exercise's problem for its asked parts, valid while the exercise keeps that
/// problem and those parts (both are checked before it is taken).
#[derive(Clone, Debug)]
pub(crate) struct SolvedOnce {
    problem: Arc<dyn Problem>,
    parts: Vec<Part>,
    pub(crate) work: Arc<dyn Solved>,
    /// Its mistakes, shared by every solution taken from it.
    mistakes: Mistakes,
}

impl SolvedOnce {
    /// `work`, which `problem.solve(parts)` gave.
    pub(crate) fn new(problem: Arc<dyn Problem>, parts: Vec<Part>, work: Arc<dyn Solved>) -> Self {
        SolvedOnce {
            problem,
            parts,
            work,
            mistakes: Mistakes::default(),
        }
    }

    /// The solve, when it solved exactly these parts.
    pub(crate) fn of_parts(&self, parts: &[Part]) -> Option<Arc<dyn Solved>> {
        (self.parts == parts).then(|| self.work.clone())
    }
}

/// The mistakes of one solve ([`Solved::misconceptions`]), worked out at most once per language
/// and shared by the solutions made from that solve: the variants of an exercise without `vary:`
/// differ only in the order of their generated options, so `mlex export --variants 100`, `exam`
/// and `stress` of such an exercise work its mistakes out once, not once per variant.
#[derive(Clone, Debug, Default)]
pub(crate) struct Mistakes(Arc<[std::sync::OnceLock<Vec<Misconception>>; crate::i18n::Lang::ALL.len()]>);

impl Mistakes {
    /// The mistakes of `work` with their hints in `lang`.
    fn of<'a>(&'a self, work: &dyn Solved, lang: crate::i18n::Lang) -> &'a [Misconception] {
        let i = crate::i18n::Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        self.0[i].get_or_init(|| work.misconceptions(lang))
    }
}

/// What the variants of an exercise are drawn from. The exercise keeps it without knowing how
/// variants are drawn: `variant::Template` implements it (so `exercise` does not depend on
/// `variant`, which builds exercises).
pub(crate) trait Redraw: std::fmt::Debug + Send + Sync {
    /// Variant `number` under `seed`.
    fn redraw(self: Arc<Self>, seed: u64, number: u64) -> Result<Exercise, crate::Error>;
    /// Itself, for `variant` to take its template back.
    fn into_any(self: Arc<Self>) -> Arc<dyn std::any::Any + Send + Sync>;
}

/// Which variant an exercise is, as every output records it.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawn {
    /// The seed.
    pub seed: u64,
    /// The variant number (from 1).
    pub number: u64,
    /// The drawn parameters, in the order of `vary:`.
    pub parameters: Vec<(String, crate::value::Val)>,
    /// How many draws it took (1 when the first was valid).
    pub attempts: u32,
}

impl Drawn {
    /// `a = 3, eta = 0.2, x = (1, 2)`.
    pub fn parameters_text(&self) -> String {
        let parts: Vec<String> = self
            .parameters
            .iter()
            .map(|(n, v)| format!("{n} = {}", v.short_text()))
            .collect();
        parts.join(", ")
    }
}

impl Exercise {
    /// The kind.
    pub fn kind(&self) -> &'static KindDef {
        self.kind
    }

    /// `id` (the file name without extension when not given).
    pub fn id(&self) -> &str {
        &self.id
    }

    /// `title`.
    pub fn title(&self) -> Option<&str> {
        self.title.as_deref()
    }

    /// `statement` (Markdown shown to students).
    pub fn statement(&self) -> Option<&str> {
        self.statement.as_deref()
    }

    /// Decimals for rounded values (default 4).
    #[doc(hidden)]
    pub fn digits(&self) -> u32 {
        self.digits
    }

    /// Points the exercise is worth.
    pub(crate) fn points(&self) -> Option<&Number> {
        self.points.as_ref()
    }

    /// The asked parts, in order.
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// The source's printed answers.
    #[doc(hidden)]
    pub fn stated(&self) -> &[Stated] {
        &self.stated
    }

    /// What the loader found questionable but not invalid (an exercise's `points` that are not the
    /// sum of its parts' points), located in [`Exercise::origin`].
    pub fn warnings(&self) -> &[Diagnostic] {
        &self.warnings
    }

    /// The file it was read from.
    pub fn origin(&self) -> &Arc<Source> {
        &self.origin
    }

    /// Which variant this is (seed, number, drawn parameters), when the spec has `vary:`.
    pub fn drawn(&self) -> Option<&Drawn> {
        self.variant.as_ref()
    }

    /// Whether the spec declares random parameters (`vary:`).
    #[doc(hidden)]
    pub fn varies(&self) -> bool {
        self.template.is_some()
    }

    /// Variant `number` (from 1) of the exercise under `seed`: its parameters drawn again from
    /// the spec's `vary:` and checked against its constraints. The same (seed, id, number) gives
    /// the same exercise on every run and machine. An exercise without `vary:` is its only
    /// variant: it is returned as it is.
    ///
    /// ```
    /// let ex = mlex::Exercise::from_yaml(r#"
    /// kind: holdout
    /// vary:
    ///   errors: { int: [5, 40] }
    /// errors: $errors
    /// test_size: 200
    /// ask: [error_rate]
    /// constraints: ["error_rate >= 0.1"]
    /// "#)?;
    /// let v = ex.variant(42, 3)?;
    /// assert_eq!(v.drawn().map(|d| (d.seed, d.number)), Some((42, 3)));
    /// let again = ex.variant(42, 3)?;
    /// assert_eq!(v.solve().answer_text("error_rate"), again.solve().answer_text("error_rate"));
    /// // error_rate = errors / 200 ≥ 0.1 for every variant (the constraint).
    /// for k in 1..=20 {
    ///     let e = ex.variant(7, k)?.drawn().unwrap().parameters[0].1.as_num().unwrap();
    ///     assert!(e >= mlex::Number::from(20) && e <= mlex::Number::from(40));
    /// }
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub fn variant(&self, seed: u64, number: u64) -> Result<Exercise, crate::Error> {
        match &self.template {
            // its generated choices are still shuffled per variant
            None if self.parts.iter().any(|p| matches!(p.choices, Some(Choices::Auto(_)))) => {
                let mut v = self.clone();
                v.order = Some((seed, number));
                Ok(v)
            }
            None => Ok(self.clone()),
            // in this exercise's language, which `--lang` may have changed
            Some(t) => t.clone().redraw(seed, number).map(|v| v.with_lang(self.lang)),
        }
    }
}

/// A solved part.
#[derive(Clone, Debug)]
pub struct SolvedPart {
    /// The part asked.
    pub part: Part,
    /// The answer (the option number for multiple choice).
    pub value: Value,
    /// The computed value before mapping to an option.
    pub computed: Value,
    /// Worked-solution data for the template.
    pub view: serde_json::Value,
    /// For multiple choice: a sentence saying which option and why.
    pub choice_note: Option<String>,
    /// For generated choices (`choices: { auto: N }`): the options, with their feedback.
    pub(crate) generated: Option<crate::choices::Generated>,
}

/// How a `stated:` answer compares with the computed one.
#[derive(Clone, Debug)]
pub struct StatedCheck {
    /// The part.
    pub part: String,
    /// What the source printed (its text, on one line).
    pub stated: String,
    /// The computed answer in answers notation.
    pub computed: String,
    /// Where the stated answer is.
    pub span: Span,
    /// The differences (empty when they agree).
    pub diffs: Vec<Diff>,
    /// Where the printed answer agrees only because the source rounded it more coarsely than the
    /// exercise's `digits` (0.01 for 0.00955): the entries it rounded. Empty otherwise. The
    /// worksheet notes them.
    pub rounded: Vec<Diff>,
    /// The entries rounded more coarsely than allowed: than `digits`, or than the answer's own
    /// `rounded: d` when it declares one. Empty when the answer disagrees anyway.
    pub coarse: Vec<Diff>,
    /// The decimals allowed: the answer's `rounded: d`, else the exercise's `digits`.
    pub allowed: u32,
    /// Whether the answer declares its rounding (`rounded: d`).
    pub declared: bool,
    /// The answer's `erratum`, when it is marked as a known erratum of the source.
    pub erratum: Option<String>,
}

/// What a `stated:` answer's comparison comes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatedStatus {
    /// It agrees at the allowed decimals.
    Agrees,
    /// It agrees, rounded more coarsely than `digits` as its `rounded: d` declares.
    Rounded,
    /// It agrees only at the decimals it was printed with, more coarsely than allowed, and does
    /// not say so: a disagreement (`0.2` typed for 13/60 at `digits: 4`).
    Coarse,
    /// It disagrees.
    Disagrees,
    /// It disagrees, and is marked as a known erratum.
    KnownErratum,
    /// It is marked as an erratum but agrees (the mark is stale).
    StaleErratum,
}

impl StatedStatus {
    /// Whether `mlex validate` and `mlex verify` count it as a disagreement (exit status 1).
    pub fn fails(self) -> bool {
        matches!(self, StatedStatus::Coarse | StatedStatus::Disagrees)
    }
}

impl StatedCheck {
    /// Whether the printed answer agrees with the computed one (at the decimals it was printed
    /// with).
    pub fn agrees(&self) -> bool {
        self.diffs.is_empty()
    }

    /// What the comparison comes to.
    pub fn status(&self) -> StatedStatus {
        match (&self.erratum, self.agrees()) {
            (Some(_), true) => StatedStatus::StaleErratum,
            (Some(_), false) => StatedStatus::KnownErratum,
            (None, false) => StatedStatus::Disagrees,
            (None, true) if !self.coarse.is_empty() => StatedStatus::Coarse,
            (None, true) if !self.rounded.is_empty() => StatedStatus::Rounded,
            (None, true) => StatedStatus::Agrees,
        }
    }

    /// The answer written with an annotation, for a help line: `part: { value: [0.53, 2.09],
    /// erratum: "why" }` (`…` in place of an answer that was written over several lines).
    pub fn annotated(&self, key: &str, value: &str) -> String {
        let flow =
            self.stated.starts_with(['[', '{']) || !(self.stated.contains(": ") || self.stated.starts_with("- "));
        let answer = if flow { self.stated.as_str() } else { "…" };
        format!("{}: {{ value: {answer}, {key}: {value} }}", self.part)
    }

    /// The `rounded: d` that would declare a coarse rounding: the most decimals printed in the
    /// coarse entries.
    pub fn suggested_rounding(&self) -> u32 {
        self.coarse
            .iter()
            .filter_map(|d| crate::num::Number::parse(&d.given).ok())
            .map(|p| p.decimals)
            .max()
            .unwrap_or(0)
    }
}

/// An exercise with every asked part worked out.
#[derive(Clone, Debug)]
pub struct Solution {
    /// The exercise.
    pub exercise: Exercise,
    /// One per asked part.
    pub parts: Vec<SolvedPart>,
    /// Worked-solution data shared by the parts.
    pub view: serde_json::Value,
    /// Remarks (non-convergence, ties).
    pub notes: Vec<String>,
    /// The comparison of every `stated:` answer.
    pub stated: Vec<StatedCheck>,
    /// The kind's typed solve, which the views and the misconceptions come from.
    pub(crate) work: Arc<dyn Solved>,
    /// Its mistakes, once worked out (generated choices, the Moodle export and the checker's
    /// hints read them): [`Solution::misconceptions`]; shared with the other solutions of the
    /// same solve.
    pub(crate) mistakes: Mistakes,
}

impl Solution {
    /// The answer of a part.
    pub fn answer(&self, part: &str) -> Option<&Value> {
        self.parts.iter().find(|p| p.part.name == part).map(|p| &p.value)
    }

    /// The stated answers that disagree with the computed ones.
    pub(crate) fn disagreements(&self) -> impl Iterator<Item = &StatedCheck> {
        self.stated.iter().filter(|s| !s.agrees())
    }

    /// The answers a student gets by a common mistake, from this solve, as if every part were
    /// posed without its choices (the wrong options of generated choices and of the Moodle
    /// export; the checker maps them to options for its hints): worked out at most once per
    /// solve and language, whichever solution of that solve asks first ([`Mistakes`]).
    pub(crate) fn misconceptions(&self) -> &[Misconception] {
        self.mistakes.of(&*self.work, self.exercise.lang)
    }

    /// The solution with its worked-solution views and notes at the exercise's display settings
    /// ([`Exercise::solve`]), from the solve it was made by: a solution of
    /// [`Exercise::solve_values`] shown after it was checked is not solved again.
    pub(crate) fn presented(mut self) -> Solution {
        let shown = self.work.present(&self.exercise.fmt());
        for (p, view) in self.parts.iter_mut().zip(shown.parts) {
            p.view = view;
        }
        self.view = shown.view;
        self.notes = shown.notes;
        self
    }
}

impl Exercise {
    /// The language of its worksheet, key and check report (`lang:`, English unless given).
    pub fn lang(&self) -> crate::i18n::Lang {
        self.lang
    }

    /// The exercise in another language (`--lang`, or an exam's `lang:`). Every language is
    /// valid for every exercise.
    pub fn with_lang(mut self, lang: crate::i18n::Lang) -> Self {
        self.lang = lang;
        self
    }

    /// Display settings.
    #[doc(hidden)]
    pub fn fmt(&self) -> Fmt {
        Fmt {
            style: self.style,
            digits: self.digits,
            lang: self.lang,
        }
    }

    /// A value of `part` as a student answers it: its option number when the part is
    /// multiple-choice (as [`Exercise::solve`] maps it), else the value itself.
    pub(crate) fn as_answered(&self, part: &Part, value: Value) -> Value {
        match &part.choices {
            None => value,
            Some(Choices::Auto(_)) => {
                let generated = self
                    .solve_values()
                    .parts
                    .into_iter()
                    .find(|p| p.part.name == part.name)
                    .and_then(|p| p.generated);
                match generated {
                    Some(g) => Self::choose_generated(&g, &value, &self.fmt()).0,
                    None => Value::Label("none".into()),
                }
            }
            Some(c) => self.choose(c, &value, &self.fmt()).0,
        }
    }

    /// The generated options of every part with `choices: { auto: N }`, given the solve `work`
    /// (whose mistakes, kept in `mistakes`, are the wrong options) and the parts' right values (in
    /// `ask` order): `None` for the other parts.
    fn generate_choices(
        &self,
        work: &dyn Solved,
        mistakes: &Mistakes,
        values: &[Value],
    ) -> Vec<Option<crate::choices::Generated>> {
        if !self.parts.iter().any(|p| matches!(p.choices, Some(Choices::Auto(_)))) {
            return vec![None; self.parts.len()];
        }
        let mistakes = mistakes.of(work, self.lang);
        let f = self.fmt();
        let order = self.variant.as_ref().map(|d| (d.seed, d.number)).or(self.order);
        self.parts
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let Some(Choices::Auto(auto)) = p.choices else {
                    return None;
                };
                let right = values.get(i)?;
                let wrong: Vec<(Value, crate::kinds::Hint)> = mistakes
                    .iter()
                    .filter_map(|m| Some((m.answers.get(i)?.clone()?, m.hint.clone())))
                    .collect();
                let mut stream = order.map(|(seed, number)| {
                    crate::rng::Stream::new(seed, &format!("{}/choices/{}", self.id, p.name), number)
                });
                let shuffled = stream.is_some();
                let mut below = |n: u64| stream.as_mut().map_or(0, |s| s.below(n));
                Some(crate::choices::generate(
                    auto,
                    right,
                    &wrong,
                    &f,
                    shuffled.then_some(&mut below),
                ))
            })
            .collect()
    }

    /// The option (a number from 1) a value of a part with generated choices is, with the key's
    /// sentence.
    fn choose_generated(g: &crate::choices::Generated, value: &Value, f: &Fmt) -> (Value, Option<String>) {
        let shown = f.value(value);
        match g.pick(value, f) {
            Some(i) => (Value::Number(Number::from(i + 1)), Some(g.note(&shown, f.lang))),
            None => (
                Value::Label("none".into()),
                Some(f.lang.ta("choice-none", &[("value", shown.into())])),
            ),
        }
    }

    /// The answer of a solved part as option letters (`C`, `A, C`; A is option 1), when the
    /// part is multiple choice or its kind answers it with the number of a listed option
    /// (`perceptron-inverse`, `equivalent-classifiers`): what worksheets, keys and `mlex solve`
    /// show beside the number an answers file holds. `None` for other parts and for `none`.
    pub(crate) fn option_letters(&self, p: &SolvedPart) -> Option<String> {
        fn letters(v: &Value) -> Option<String> {
            match v {
                Value::Number(n) => n
                    .to_i64()
                    .and_then(|n| usize::try_from(n).ok())
                    .filter(|n| *n >= 1)
                    .map(crate::present::letter),
                Value::List(items) if !items.is_empty() => items
                    .iter()
                    .map(letters)
                    .collect::<Option<Vec<_>>>()
                    .map(|l| l.join(", ")),
                _ => None,
            }
        }
        let lettered = p.part.choices.is_some() || self.kind.part(p.part.name).is_some_and(|d| d.option_number);
        if lettered { letters(&p.value) } else { None }
    }

    /// The labels a class answer of this exercise may name (its classes; empty when no answer
    /// names a class).
    pub(crate) fn class_labels(&self) -> Vec<String> {
        self.problem.class_labels()
    }

    /// The data tables for the worksheet.
    pub(crate) fn data_view(&self) -> serde_json::Value {
        self.problem.data_view(&self.fmt())
    }

    /// [`Exercise::data_view`] as the templates get it (true minus signs, a template value).
    pub(crate) fn data_value(&self) -> tera::Value {
        self.problem.data_value(&self.fmt())
    }

    /// Works out every asked part and compares the `stated:` answers.
    ///
    /// ```
    /// let ex = mlex::Exercise::from_yaml(
    ///     "kind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\nmargin: 0.1\nask: [iterations, final_weights]\nstated: {iterations: 3}\n",
    /// )?;
    /// let sol = ex.solve();
    /// // Computed with Python's fractions: four passes, w_a = (1, -2), w_b = (-1, 2).
    /// assert_eq!(sol.answer_text("iterations").as_deref(), Some("4"));
    /// assert_eq!(sol.answer_text("final_weights").as_deref(), Some("{ a: [1, -2], b: [-1, 2] }"));
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub fn solve(&self) -> Solution {
        self.solve_values().presented()
    }

    /// Works out every asked part without presenting it: the values of [`Exercise::solve`] with
    /// no worked-solution views (they are `null`) and no notes. The checker grades with this;
    /// [`Solution::presented`] adds the views without solving again.
    pub(crate) fn solve_values(&self) -> Solution {
        let (work, mistakes) = match &self.solved {
            // the same problem asked the same parts: the same work (solving is deterministic),
            // and so the same mistakes
            Some(s) if Arc::ptr_eq(&s.problem, &self.problem) && s.parts == self.parts => {
                (s.work.clone(), s.mistakes.clone())
            }
            _ => (self.problem.clone().solve(&self.parts), Mistakes::default()),
        };
        let f = self.fmt();
        let values = work.answers();
        let generated = self.generate_choices(&*work, &mistakes, &values);
        let mut parts = Vec::with_capacity(self.parts.len());
        for ((part, computed), generated) in self.parts.iter().zip(values).zip(generated) {
            let (value, choice_note) = match (&part.choices, &generated) {
                (None, _) => (computed.clone(), None),
                (Some(_), Some(g)) => Self::choose_generated(g, &computed, &f),
                (Some(c), None) => self.choose(c, &computed, &f),
            };
            parts.push(SolvedPart {
                part: part.clone(),
                value,
                computed,
                view: serde_json::Value::Null,
                choice_note,
                generated,
            });
        }
        let stated = self
            .stated
            .iter()
            .filter_map(|s| {
                let p = parts.iter().find(|p| p.part.name == s.part)?;
                Some(self.stated_check(p, s))
            })
            .collect();
        Solution {
            exercise: self.clone(),
            parts,
            view: serde_json::Value::Null,
            notes: Vec::new(),
            stated,
            work,
            mistakes,
        }
    }

    /// Compares a printed answer (`stated:`, or an author's answers block) with a solved part.
    pub(crate) fn stated_check(&self, p: &SolvedPart, s: &Stated) -> StatedCheck {
        // A multiple-choice answer is stated as the option number or, when the source printed
        // the value instead ("ε* = 0.65"), as `{ value: 0.65 }`, compared with the value before
        // it is mapped to an option.
        let expected = match (&p.part.choices, s.as_value) {
            (Some(_), true) => &p.computed,
            _ => &p.value,
        };
        let allowed = s.rounded.unwrap_or(self.digits);
        let diffs = compare::compare(expected, &s.value, Precision::Printed(allowed));
        let (rounded, coarse) = if diffs.is_empty() {
            let rounded = compare::compare(expected, &s.value, Precision::Digits(self.digits));
            let coarse = match s.rounded {
                Some(d) => compare::compare(expected, &s.value, Precision::Digits(d)),
                None => rounded.clone(),
            };
            (rounded, coarse)
        } else {
            (Vec::new(), Vec::new())
        };
        StatedCheck {
            part: p.part.name.to_string(),
            stated: s.text.split_whitespace().collect::<Vec<_>>().join(" "),
            computed: expected.to_yaml(self.fmt().value_style()),
            span: s.value.span,
            diffs,
            rounded,
            coarse,
            allowed,
            declared: s.rounded.is_some(),
            erratum: s.erratum.clone(),
        }
    }

    fn choose(&self, choices: &Choices, value: &Value, f: &Fmt) -> (Value, Option<String>) {
        let shown = f.value(value);
        match choices {
            Choices::Options(options) => {
                let hit = options
                    .iter()
                    .position(|o| compare::agrees(value, &o.value, Precision::Digits(self.digits)));
                match hit {
                    Some(i) => (
                        Value::Number(Number::from(i + 1)),
                        Some(f.lang.ta(
                            "choice-option",
                            &[
                                ("value", shown.into()),
                                ("letter", crate::present::letter(i + 1).into()),
                            ],
                        )),
                    ),
                    None => (
                        Value::Label("none".into()),
                        Some(f.lang.ta("choice-none", &[("value", shown.into())])),
                    ),
                }
            }
            // generated choices are chosen from the solution's options (choose_generated)
            Choices::Auto(_) => (Value::Label("none".into()), None),
            Choices::Below(bounds) => {
                let v = match value {
                    Value::Number(n) => Some(n.clone()),
                    Value::Rounded(d) => Some(d.mid()),
                    _ => None,
                };
                match v {
                    Some(v) => {
                        let k = bounds.iter().filter(|b| *b <= &v).count() + 1;
                        (
                            Value::Number(Number::from(k)),
                            Some(f.lang.ta(
                                "choice-interval",
                                &[("value", shown.into()), ("letter", crate::present::letter(k).into())],
                            )),
                        )
                    }
                    None => (
                        Value::Label("none".into()),
                        Some(f.lang.ta("choice-not-a-number", &[("value", shown.into())])),
                    ),
                }
            }
        }
    }
}
