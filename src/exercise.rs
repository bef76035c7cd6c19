//! A checked exercise and its solution: the plain data that flows from the spec loader to the
//! solver, the renderer and the checker.

use std::sync::Arc;

use crate::check::{self, Diff, Precision};
use crate::kinds::{KindDef, Problem};
use crate::num::{NumStyle, Number};
use crate::present::Fmt;
use crate::spec::diag::{Source, Span};
use crate::spec::yaml::Node;
use crate::value::Value;

/// What a part takes (checked against the exercise's dimension).
#[derive(Clone, Debug, PartialEq)]
pub enum PartArg {
    /// Nothing.
    None,
    /// One point: `classify: [5, 5]`.
    Point(Vec<Number>),
    /// Several points: `classify: [[5, 5], [0, 1]]`.
    Points(Vec<Vec<Number>>),
}

impl PartArg {
    /// The points of a `Point`/`Points` argument.
    pub fn points(&self) -> Vec<Vec<Number>> {
        match self {
            PartArg::None => Vec::new(),
            PartArg::Point(p) => vec![p.clone()],
            PartArg::Points(ps) => ps.clone(),
        }
    }
}

/// A part posed as multiple choice.
#[derive(Clone, Debug, PartialEq)]
pub enum Choices {
    /// `options: [0, 2, 3, 4]`: the answer is the number of the option equal to the value.
    Options(Vec<Node>),
    /// `below: [0.40, 0.45, 0.50]`: the intervals v < 0.40, 0.40 ≤ v < 0.45, …, 0.50 ≤ v.
    Below(Vec<Number>),
}

/// One asked part.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    /// The part name (one of the kind's parts).
    pub name: &'static str,
    /// Its argument.
    pub arg: PartArg,
    /// Multiple choice, if posed so.
    pub choices: Option<Choices>,
    /// Points it is worth, if given.
    pub points: Option<Number>,
    /// Where it is asked.
    pub span: Span,
}

/// An answer printed by the exercise's source (`stated:`).
#[derive(Clone, Debug, PartialEq)]
pub struct Stated {
    /// The part name.
    pub part: String,
    /// The answer as written.
    pub node: Node,
    /// The text the node's span points into when it is not the exercise's own source (an
    /// `mlex-answers` block of a literate document).
    pub text: Option<Arc<Source>>,
}

/// A validated exercise.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The kind.
    pub kind: &'static KindDef,
    /// `id` (the file name without extension when not given).
    pub id: String,
    /// `title`.
    pub title: Option<String>,
    /// `statement` (Markdown shown to students).
    pub statement: Option<String>,
    /// `source`: where the exercise comes from.
    pub source_note: Option<String>,
    /// Decimals for rounded values (default 4).
    pub digits: u32,
    /// Points the exercise is worth.
    pub points: Option<Number>,
    /// The share of a part's points for an answer consistent with a wrong earlier answer.
    pub consistent_credit: Number,
    /// Fractions when the spec wrote fractions, decimals otherwise.
    pub style: NumStyle,
    /// The asked parts, in order.
    pub parts: Vec<Part>,
    /// The source's printed answers.
    pub stated: Vec<Stated>,
    /// The file it was read from.
    pub origin: Arc<Source>,
    /// Where in that file.
    pub span: Span,
    pub(crate) problem: Arc<dyn Problem>,
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
}

/// How a `stated:` answer compares with the computed one.
#[derive(Clone, Debug)]
pub struct StatedCheck {
    /// The part.
    pub part: String,
    /// What the source printed (its text).
    pub stated: String,
    /// The computed answer in answers notation.
    pub computed: String,
    /// Where the stated answer is.
    pub span: Span,
    /// The differences (empty when they agree).
    pub diffs: Vec<Diff>,
    /// Where the printed answer agrees only because the source rounded it more coarsely than the
    /// exercise's `digits` (0.01 for 0.00955): the entries it rounded. Empty otherwise.
    pub rounded: Vec<Diff>,
}

impl StatedCheck {
    /// Whether the printed answer agrees with the computed one.
    pub fn agrees(&self) -> bool {
        self.diffs.is_empty()
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
}

impl Solution {
    /// The answer of a part.
    pub fn answer(&self, part: &str) -> Option<&Value> {
        self.parts.iter().find(|p| p.part.name == part).map(|p| &p.value)
    }

    /// The stated answers that disagree with the computed ones.
    pub fn disagreements(&self) -> impl Iterator<Item = &StatedCheck> {
        self.stated.iter().filter(|s| !s.agrees())
    }
}

impl Exercise {
    /// Display settings.
    pub fn fmt(&self) -> Fmt {
        Fmt {
            style: self.style,
            digits: self.digits,
        }
    }

    /// The text of a node in this exercise's source.
    pub fn node_text(&self, node: &Node) -> String {
        self.origin
            .text
            .get(node.span.start..node.span.end)
            .map_or_else(|| node.describe(), |s| s.trim().to_string())
    }

    /// A value of `part` as a student answers it: its option number when the part is
    /// multiple-choice (as [`Exercise::solve`] maps it), else the value itself.
    pub fn as_answered(&self, part: &Part, value: Value) -> Value {
        match &part.choices {
            None => value,
            Some(c) => self.choose(c, &value, &self.fmt()).0,
        }
    }

    /// The data tables for the worksheet.
    pub fn data_view(&self) -> serde_json::Value {
        self.problem.data_view(&self.fmt())
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
    /// assert_eq!(sol.disagreements().count(), 1); // the stated 3
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub fn solve(&self) -> Solution {
        let f = self.fmt();
        let solved = self.problem.solve(&self.parts, &f);
        let mut parts = Vec::with_capacity(self.parts.len());
        for (part, ans) in self.parts.iter().zip(solved.answers) {
            let (value, choice_note) = match &part.choices {
                None => (ans.value.clone(), None),
                Some(c) => self.choose(c, &ans.value, &f),
            };
            parts.push(SolvedPart {
                part: part.clone(),
                value,
                computed: ans.value,
                view: ans.view,
                choice_note,
            });
        }
        let stated = self
            .stated
            .iter()
            .filter_map(|s| {
                let p = parts.iter().find(|p| p.part.name == s.part)?;
                let text = s.text.as_ref().map_or(self.origin.text.as_str(), |t| t.text.as_str());
                Some(self.stated_check(p, &s.node, text))
            })
            .collect();
        Solution {
            exercise: self.clone(),
            parts,
            view: solved.view,
            notes: solved.notes,
            stated,
        }
    }

    /// Compares a printed answer (`stated:`, or an author's answers block whose text is
    /// `source_text`) with a solved part.
    pub fn stated_check(&self, p: &SolvedPart, node: &Node, source_text: &str) -> StatedCheck {
        // A multiple-choice answer is stated as the option number or, when the source printed
        // the value instead ("ε* = 0.65"), as `{ value: 0.65 }`, compared with the value before
        // it is mapped to an option.
        let (expected, node) = match (&p.part.choices, stated_value(node)) {
            (Some(_), Some(v)) => (&p.computed, v),
            _ => (&p.value, node),
        };
        let diffs = check::compare(expected, node, Precision::Printed(self.digits));
        let rounded = if diffs.is_empty() {
            check::compare(expected, node, Precision::Digits(self.digits))
        } else {
            Vec::new()
        };
        let stated = source_text.get(node.span.start..node.span.end).map_or_else(
            || node.describe(),
            |t| t.split_whitespace().collect::<Vec<_>>().join(" "),
        );
        StatedCheck {
            part: p.part.name.to_string(),
            stated,
            computed: expected.to_yaml(self.fmt().value_style()),
            span: node.span,
            diffs,
            rounded,
        }
    }

    fn choose(&self, choices: &Choices, value: &Value, f: &Fmt) -> (Value, Option<String>) {
        let shown = f.value(value);
        match choices {
            Choices::Options(options) => {
                let hit = options
                    .iter()
                    .position(|o| check::compare(value, o, Precision::Digits(self.digits)).is_empty());
                match hit {
                    Some(i) => (
                        Value::Number(Number::from(i + 1)),
                        Some(format!("The value is {shown}: option {}.", i + 1)),
                    ),
                    None => (
                        Value::Label("none".into()),
                        Some(format!("The value is {shown}, which is none of the options.")),
                    ),
                }
            }
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
                            Some(format!("The value is {shown}: interval {k}.")),
                        )
                    }
                    None => (
                        Value::Label("none".into()),
                        Some(format!("The value is {shown}, not a number.")),
                    ),
                }
            }
        }
    }
}

/// The `value` of a stated answer written `{ value: … }`.
fn stated_value(node: &Node) -> Option<&Node> {
    match node.as_map()? {
        [(k, v)] if k.as_scalar() == Some("value") => Some(v),
        _ => None,
    }
}
