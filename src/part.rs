//! An asked part: which part of a kind, its argument, its multiple-choice options and its points.
//! Kinds, the exercise and the checker all name it; it depends on none of them.

use crate::diag::Span;
use crate::num::Number;
use crate::written::Written;

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
    Options(Vec<Choice>),
    /// `below: [0.40, 0.45, 0.50]`: the intervals v < 0.40, 0.40 ≤ v < 0.45, …, 0.50 ≤ v.
    Below(Vec<Number>),
    /// `auto: 5` (and `style: intervals`): options generated from the kind's common mistakes
    /// (crate::choices), worked out when the exercise is solved.
    Auto(Auto),
}

/// Generated choices: how many options, and how they are posed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Auto {
    /// How many options (the right one included), 2 to [`MAX_AUTO_CHOICES`].
    pub n: usize,
    /// Values or intervals.
    pub style: AutoStyle,
}

/// How generated choices are posed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AutoStyle {
    /// Each option is a value (`style: values`, the default).
    Values,
    /// Each option is an interval holding exactly one candidate value (`style: intervals`).
    Intervals,
}

/// The most options `choices: { auto: N }` generates.
pub const MAX_AUTO_CHOICES: usize = 8;

/// One option of a multiple-choice part.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The option as a value.
    pub value: Written,
    /// Its text in the spec, as the worksheet shows it.
    pub text: String,
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

impl Part {
    /// `parts` and then, once each, the named parts it does not ask (with no argument, choices or
    /// points): what a `vary:` draw solves so that its constraints can read unasked parts.
    pub(crate) fn with_unasked(parts: &[Part], names: &[&'static str]) -> Vec<Part> {
        let mut all = parts.to_vec();
        for &name in names {
            if !all.iter().any(|p| p.name == name) {
                all.push(Part {
                    name,
                    arg: PartArg::None,
                    choices: None,
                    points: None,
                    span: Span::default(),
                });
            }
        }
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asked(name: &'static str, arg: PartArg) -> Part {
        Part {
            name,
            arg,
            choices: None,
            points: Some(Number::from(2)),
            span: Span::default(),
        }
    }

    #[test]
    fn unasked_parts_follow_the_asked_ones_once_each() {
        let point = PartArg::Point(vec![Number::from(5), Number::from(-1)]);
        let parts = vec![asked("classify", point.clone()), asked("trace", PartArg::None)];
        let all = Part::with_unasked(&parts, &["final_weights", "trace", "final_weights", "boundaries"]);
        let names: Vec<_> = all.iter().map(|p| p.name).collect();
        assert_eq!(names, ["classify", "trace", "final_weights", "boundaries"]);
        // the asked parts are kept as asked, the unasked ones carry nothing
        assert_eq!(all[0], parts[0]);
        assert_eq!(all[1], parts[1]);
        assert_eq!(
            (&all[2].arg, &all[2].choices, &all[2].points),
            (&PartArg::None, &None, &None)
        );
        assert!(Part::with_unasked(&parts, &[]) == parts);
    }
}
