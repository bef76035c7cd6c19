//! `perceptron-inverse`: which candidate sample turns the weights before into the weights after
//! one perceptron step (seed 003, 2022_01_13 Question 3).

use super::prelude::*;
use crate::models::perceptron::{self as model, Params};
use crate::spec::loader::Sample;

/// The `perceptron-inverse` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "perceptron-inverse",
    summary: "which candidate sample was processed, given the weights before and after",
    keys: &[
        BEFORE.def,
        AFTER.def,
        CANDIDATES.def,
        keys::HOMOGENEOUS.def,
        keys::LEARNING_RATE.def,
        keys::MARGIN.def,
        keys::COMPARISON.def,
    ],
    parts: P::DEFS,
    figures: &[],
    template: include_str!("../../templates/perceptron-inverse.md"),
    load,
};

const BEFORE: Key<ClassVectors> = Key::required(
    "weights_before",
    "the weights before the step, one homogeneous vector per class",
    |l, n, what| l.class_vectors(n, what, None),
);

/// Read with the length of `weights_before`.
const AFTER: Key<ClassVectors> = Key::required(
    "weights_after",
    "the weights after the step, for the same classes",
    |l, n, what| l.class_vectors(n, what, None),
);

/// Read with the features of `weights_before`.
const CANDIDATES: Key<Vec<Sample>> = Key::required(
    "candidates",
    "the options, as samples `{ x: [5, 3], y: 2 }`",
    |l, n, what| l.samples(n, what, "candidate", None),
);

/// Most candidates: the options of one question, lettered A to T. The worked solution shows the
/// weights of every class after a step with each candidate: 1,000 candidates of 50 classes and
/// 50 weights (the list and vector caps) took 0.7 s and 300 MB for a table no one reads.
const MAX_CANDIDATES: usize = 20;

crate::parts! {
    /// The parts of `perceptron-inverse`.
    enum P {
        Answer = PartDef::new(
            "answer",
            "the option number of the candidate (a list when several fit, `none` when none does)",
        )
        .by_default()
        .option_number(),
    }
}

#[derive(Debug)]
struct PerceptronInverse {
    classes: Vec<Label>,
    before: Vec<Vec<Number>>,
    after: Vec<Vec<Number>>,
    candidates: Vec<Sample>,
    xs: Vec<Vec<Number>>,
    ys: Vec<Option<usize>>,
    params: Params,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let homogeneous = keys::HOMOGENEOUS.read(l, m);
    let before = BEFORE.read(l, m);
    let len = before.as_ref().and_then(|b| b.first().map(|(_, w, _)| w.len()));
    let after = AFTER.read_with(l, m, |l, n, what| l.class_vectors(n, what, len));
    let dim = len.map(|n| n.saturating_sub(1));
    let candidates = CANDIDATES.read_with(l, m, |l, n, what| {
        let c = l.samples(n, what, "candidate", dim)?;
        if c.len() > MAX_CANDIDATES {
            l.error_help(
                n.span,
                format!(
                    "`candidates` has {} entries; at most {MAX_CANDIDATES} are allowed",
                    c.len()
                ),
                "too many candidates",
                "split the question: each candidate is an option, with a row of weights in the solution",
            );
            return None;
        }
        Some(c)
    });
    let params = keys::perceptron_params(l, m);
    // The classes are the keys of `weights_before`, known even when one of its vectors is
    // invalid: the keys of `weights_after` and the candidates are checked in the same run.
    let classes = shared::classes_of(before.as_ref(), BEFORE.node(m))?;
    let after = shared::in_class_order(l, after, AFTER.node(m), &classes, "`weights_after`", true);
    let homogenized = match (&candidates, homogeneous) {
        (Some(c), Some(h)) => shared::homogenize(l, c, h, "candidate"),
        _ => None,
    };
    let (before, after, candidates, (xs, _)) = (before?, after?, candidates?, homogenized?);
    // A candidate whose class is not among the weights cannot be the sample; keep it as an option.
    let ys = candidates
        .iter()
        .map(|c| classes.iter().position(|k| k == &c.y))
        .collect();
    Some(boxed(PerceptronInverse {
        classes,
        before: before.into_iter().map(|(_, w, _)| w).collect(),
        after,
        candidates,
        xs,
        ys,
        params: params?,
    }))
}

/// Every candidate tried: the weights after a step with it (`None` when its class is not
/// among the weights), and the option numbers of those that reproduce the weights after.
#[derive(Debug)]
struct Trials {
    after: Vec<Option<Vec<Vec<Number>>>>,
    fits: Vec<usize>,
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    before: String,
    after: String,
    options: Vec<String>,
    rate: String,
    margin: String,
}

/// The worked solution: one row per candidate.
#[derive(Serialize)]
struct View {
    table: Table,
}

/// The worked solution of the part: the shared table says it all.
#[derive(Serialize)]
struct PartView {}

impl Kind for PerceptronInverse {
    type Part = P;
    type Shared = Trials;
    type PartWork = ();
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn data(&self, f: &Fmt) -> Data {
        Data {
            before: shared::weights_inline(f, &self.classes, &self.before),
            after: shared::weights_inline(f, &self.classes, &self.after),
            options: self
                .candidates
                .iter()
                .map(|c| format!("({}, {})", f.vec(&c.x), c.y))
                .collect(),
            rate: f.num(&self.params.rate),
            margin: f.num(&self.params.margin),
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Trials, ()> {
        let after: Vec<Option<Vec<Vec<Number>>>> = self
            .xs
            .iter()
            .zip(&self.ys)
            .map(|(x, y)| {
                let mut w = self.before.clone();
                model::step(&mut w, x, (*y)?, &self.params);
                Some(w)
            })
            .collect();
        let fits: Vec<usize> = (1..=after.len())
            .filter(|k| after[k - 1].as_ref() == Some(&self.after))
            .collect();
        let value = match fits.as_slice() {
            [] => Value::Label("none".into()),
            [one] => Value::Number(Number::from(*one)),
            many => Value::List(many.iter().map(|&k| Value::Number(Number::from(k))).collect()),
        };
        let answers = asked
            .iter()
            .map(|a| match a.part {
                P::Answer => Answer::value(value.clone()),
            })
            .collect();
        Work {
            shared: Trials { after, fits },
            answers,
        }
    }

    fn present(&self, work: &Work<Trials, ()>, asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let trials = &work.shared;
        let lang = f.lang;
        let mut header = vec![lang.t("perceptron-inverse-col-option"), "x̄".into(), "y".into()];
        header.extend(
            self.classes
                .iter()
                .map(|c| lang.ta("perceptron-inverse-col-after", &[("w", indexed("w", c).into())])),
        );
        header.push(lang.t("perceptron-inverse-col-fits"));
        let mut table = Table::new(&header);
        for (i, (x, after)) in self.xs.iter().zip(&trials.after).enumerate() {
            let mut row = vec![crate::present::letter(i + 1), f.vec(x), self.candidates[i].y.clone()];
            match after {
                Some(w) => {
                    row.extend(w.iter().map(|v| f.vec(v)));
                    row.push(lang.t(if trials.fits.contains(&(i + 1)) {
                        "perceptron-inverse-yes"
                    } else {
                        "perceptron-inverse-no"
                    }));
                }
                None => {
                    row.extend(self.classes.iter().map(|_| "—".to_string()));
                    row.push(lang.t("perceptron-inverse-no-unknown-class"));
                }
            }
            table.row(&row);
        }
        let notes = match trials.fits.len() {
            1 => Vec::new(),
            0 => vec![lang.t("perceptron-inverse-none-fits")],
            n => vec![lang.ta("perceptron-inverse-many-fit", &[("n", n.into())])],
        };
        Presented {
            view: View { table },
            parts: asked
                .iter()
                .map(|a| match a.part {
                    P::Answer => PartView {},
                })
                .collect(),
            notes,
        }
    }
}
