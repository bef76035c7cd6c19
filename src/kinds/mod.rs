//! Exercise kinds: one file per kind and one line per kind in [`KINDS`].
//!
//! A kind declares its keys and parts (which drive validation, "did you mean" hints and the
//! documentation test), reads its checked data from the spec ([`KindDef::load`]), and solves it
//! ([`Problem::solve`]) by calling the pure models in [`crate::models`].

use std::fmt::Debug;

use crate::exercise::Part;
use crate::present::Fmt;
use crate::spec::loader::{Loader, Map};
use crate::value::Value;

pub mod bayes_error;
pub mod binary_perceptron;
pub mod decision;
pub mod discriminants;
pub mod equivalent_classifiers;
pub mod gaussian_boundary;
pub mod geometric_margin;
pub mod gradient_descent;
pub mod holdout;
pub mod least_squares;
pub mod logistic_regression;
pub mod margin_common;
pub mod multiclass_scheme;
pub mod perceptron;
pub mod perceptron_inverse;
pub mod perceptron_step;
pub mod probabilistic;
pub mod shared;
pub mod softmax;
pub mod softmax_regression;
pub mod surrogate_losses;
pub mod svm;

/// Every kind mlex knows, in documentation order. Adding a kind adds one line here.
pub static KINDS: &[&KindDef] = &[
    &perceptron::KIND,
    &perceptron_step::KIND,
    &perceptron_inverse::KIND,
    &binary_perceptron::KIND,
    &discriminants::KIND,
    &equivalent_classifiers::KIND,
    &bayes_error::KIND,
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
#[derive(Debug)]
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
    /// The Markdown template (embedded; overridable by a file `<name>.md`).
    pub template: &'static str,
    /// Reads the kind's keys from the spec; `None` after reporting errors.
    pub load: fn(&mut Loader, &Map<'_>) -> Option<Box<dyn Problem>>,
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
        }
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

    /// The file name of its template.
    pub fn template_name(&self) -> String {
        format!("{}.md", self.name)
    }
}

/// The answer to one asked part, with what the worked solution shows for it.
#[derive(Clone, Debug)]
pub struct PartAnswer {
    /// The value (before any multiple-choice mapping).
    pub value: Value,
    /// Worked-solution data for the template (strings only).
    pub view: serde_json::Value,
}

/// What a kind's solver returns.
#[derive(Clone, Debug)]
pub struct Solved {
    /// One answer per asked part, in `ask` order.
    pub answers: Vec<PartAnswer>,
    /// Worked-solution data shared by the parts (a trace table, say).
    pub view: serde_json::Value,
    /// Remarks for the solution ("did not converge in 1000 iterations").
    pub notes: Vec<String>,
}

/// A validated exercise of some kind, ready to solve. Models never see YAML: a `Problem` holds
/// checked values only.
pub trait Problem: Debug + Send + Sync {
    /// The kind.
    fn def(&self) -> &'static KindDef;

    /// The number of features of points (for parts that take points).
    fn dimension(&self) -> Option<usize> {
        None
    }

    /// The data shown in the worksheet, as strings for the template.
    fn data_view(&self, f: &Fmt) -> serde_json::Value;

    /// Solves the asked parts.
    fn solve(&self, parts: &[Part], f: &Fmt) -> Solved;

    /// For a part whose answer is a trace (a list of states): the state after step `step`
    /// (0-based) computed from `before`, the state after the previous step in the part's own
    /// notation — or from the initial state when `before` is `None`. The checker uses it to judge
    /// each step of a student's trace from the student's own previous state.
    fn replay(&self, _part: &Part, _step: usize, _before: Option<&Value>) -> Option<Value> {
        None
    }

    /// How a report names step `step` (0-based) of a trace part ("iteration 1, sample 2").
    fn step_label(&self, _part: &Part, step: usize) -> String {
        format!("step {}", step + 1)
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

    /// The answers a student gets by a common mistake, with the hint to show when an answer
    /// matches one ("the margin b was left out"). Each entry has one answer per asked part
    /// (`None` where the mistake does not change or does not apply to that part).
    fn misconceptions(&self, _parts: &[Part]) -> Vec<Misconception> {
        Vec::new()
    }
}

/// The display settings a kind solves with for the checker (answer values do not depend on
/// them).
pub const CHECK_FMT: Fmt = Fmt {
    style: crate::num::NumStyle::Decimal,
    digits: 4,
};

/// The answer values of `parts` as `problem` solves them (for the checker).
pub fn solved_values(problem: &dyn Problem, parts: &[Part]) -> Vec<Value> {
    problem
        .solve(parts, &CHECK_FMT)
        .answers
        .into_iter()
        .map(|a| a.value)
        .collect()
}

/// The answers under one common mistake.
#[derive(Clone, Debug)]
pub struct Misconception {
    /// What to tell a student whose answer matches (without giving the answer away).
    pub hint: String,
    /// One answer per asked part, `None` where it does not apply.
    pub answers: Vec<Option<Value>>,
}

impl Misconception {
    /// The mistake that gives the `wrong` answers (one per asked part, `None` where it does not
    /// apply) where the right ones are `right`: parts it does not change are left out.
    pub fn differing(hint: impl Into<String>, right: &[Value], wrong: Vec<Option<Value>>) -> Self {
        let answers = wrong
            .into_iter()
            .zip(right)
            .map(|(w, r)| w.filter(|w| w != r))
            .collect();
        Misconception {
            hint: hint.into(),
            answers,
        }
    }

    /// The mistake whose answers are those of `mistaken` (the exercise re-run with the slip),
    /// for the parts named in `only` (every part when `only` is empty).
    pub fn rerun(
        hint: impl Into<String>,
        right: &[Value],
        mistaken: &dyn Problem,
        parts: &[Part],
        only: &[&str],
    ) -> Self {
        let wrong = solved_values(mistaken, parts)
            .into_iter()
            .zip(parts)
            .map(|(v, p)| (only.is_empty() || only.contains(&p.name)).then_some(v))
            .collect();
        Self::differing(hint, right, wrong)
    }

    /// The mistake that gives `value` for the part called `name` and changes nothing else.
    pub fn of_part(hint: impl Into<String>, right: &[Value], parts: &[Part], name: &str, value: Value) -> Self {
        let wrong = parts.iter().map(|p| (p.name == name).then(|| value.clone())).collect();
        Self::differing(hint, right, wrong)
    }

    /// Whether the mistake changes any answer.
    pub fn changes_anything(&self) -> bool {
        self.answers.iter().any(Option::is_some)
    }
}
