//! `perceptron-step`: one multiclass perceptron step from given weights (seed 003,
//! 2023_01_17 Question 4: "how many weight vectors will be modified?").

use super::perceptron::trace_table;
use super::prelude::*;
use crate::models::perceptron::{self as model, Mistake, Params, Run, Step, Stop};
use crate::spec::loader::Sample;

/// The `perceptron-step` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "perceptron-step",
    summary: "one perceptron step: the updated weights and how many vectors change",
    keys: &[
        WEIGHTS.def,
        SAMPLE.def,
        keys::HOMOGENEOUS.def,
        keys::LEARNING_RATE.def,
        keys::MARGIN.def,
        keys::COMPARISON.def,
    ],
    parts: P::DEFS,
    figures: &[],
    template: include_str!("../../templates/perceptron-step.md"),
    load,
};

const WEIGHTS: Key<ClassVectors> = Key::required(
    "weights",
    "the current weights, one homogeneous vector per class, in class order",
    |l, n, what| l.class_vectors(n, what, None),
);

const SAMPLE: Key<Sample> = Key::required(
    "sample",
    "the sample processed next, `{ x: [4, 5], y: 2 }`",
    |l, n, what| l.sample(n, what, None),
);

crate::parts! {
    /// The parts of `perceptron-step`.
    enum P {
        UpdatedWeights = PartDef::new("updated_weights", "the weights after the step").by_default().generated(),
        Modified = PartDef::new("modified", "how many weight vectors change").by_default().intervals(),
    }
}

#[derive(Debug)]
struct PerceptronStep {
    classes: Vec<Label>,
    weights: Vec<Vec<Number>>,
    sample: Sample,
    x: Vec<Number>,
    y: usize,
    params: Params,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let homogeneous = keys::HOMOGENEOUS.read(l, m);
    let weights = WEIGHTS.read(l, m);
    let sample = SAMPLE.read(l, m);
    let params = keys::perceptron_params(l, m);
    let (sample, homogeneous) = (sample?, homogeneous?);
    // the classes are the keys of `weights`, known even when one of its vectors is invalid, so
    // that the sample's label is checked in the same run
    let classes = shared::classes_of(weights.as_ref(), WEIGHTS.node(m))?;
    let mut ok = weights.is_some();
    if classes.len() < 2 {
        l.error_help(
            WEIGHTS.span(m),
            "`weights` needs at least two classes",
            "one class",
            "give one vector per class",
        );
        ok = false;
    }
    let homogenized = shared::homogenize(l, std::slice::from_ref(&sample), homogeneous, "the sample");
    if let (Some((_, dim)), Some(weights)) = (&homogenized, &weights) {
        let (dim, wlen) = (*dim, weights[0].1.len());
        if wlen != dim + 1 {
            l.error_help(
                sample.span,
                format!(
                    "the sample has {dim} features but the weights have {wlen} entries (expected {})",
                    dim + 1
                ),
                "does not match the weights",
                "weights are (w0, w1, …): one more entry than the sample has features",
            );
            ok = false;
        }
    }
    let y = shared::class_indices(
        l,
        std::slice::from_ref(&sample),
        &classes,
        "the sample",
        shared::ClassSource::WeightKeys("weights"),
    );
    let (weights, (xs, _), y) = (weights?, homogenized?, y?);
    ok.then_some(())?;
    Some(boxed(PerceptronStep {
        classes,
        weights: weights.into_iter().map(|(_, w, _)| w).collect(),
        x: xs.into_iter().next()?,
        sample,
        y: y[0],
        params: params?,
    }))
}

impl PerceptronStep {
    fn step(&self) -> Run {
        self.step_with(&self.params, Mistake::None)
    }

    /// The step with the parameters `p`, possibly with a simulated mistake.
    fn step_with(&self, p: &Params, mistake: Mistake) -> Run {
        let mut w = self.weights.clone();
        let (g, checks, y_updated) = model::step_with(&mut w, &self.x, self.y, p, mistake);
        let step = Step {
            iteration: 1,
            sample: 0,
            class: self.y,
            g,
            checks,
            y_updated,
        };
        let errors = vec![usize::from(step.error())];
        Run {
            initial: self.weights.clone(),
            steps: vec![step],
            errors,
            stop: Stop::Iterations,
            final_weights: w,
        }
    }
}

impl PerceptronStep {
    /// The answer of a part from the step's run.
    fn answer(&self, part: P, run: &Run) -> Value {
        match part {
            P::UpdatedWeights => Value::class_vectors(self.classes.iter().zip(&run.final_weights)),
            P::Modified => Value::Number(Number::from(run.steps[0].modified())),
        }
    }
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    weights: String,
    weights_table: Table,
    x: String,
    y: String,
    rate: String,
    margin: String,
    comparison: &'static str,
    /// The student's answer space for the updated weights.
    blank_updated_weights: Table,
}

/// The worked solution: the step in the trace layout.
#[derive(Serialize)]
struct View {
    trace: Table,
    misclassified: bool,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    UpdatedWeights { table: Table, text: String },
    Modified { changed: String },
}

impl Kind for PerceptronStep {
    type Part = P;
    type Shared = Run;
    type PartWork = ();
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn data(&self, f: &Fmt) -> Data {
        Data {
            weights: shared::weights_inline(f, &self.classes, &self.weights),
            weights_table: shared::weights_table(f, &self.classes, &self.weights),
            x: f.vec(&self.sample.x),
            y: self.sample.y.clone(),
            rate: f.num(&self.params.rate),
            margin: f.num(&self.params.margin),
            comparison: self.params.comparison.symbol(),
            blank_updated_weights: super::perceptron::blank_weights(
                &self.classes,
                self.weights.first().map_or(0, Vec::len),
            ),
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Run, ()> {
        let run = self.step();
        let answers = asked.iter().map(|a| Answer::value(self.answer(a.part, &run))).collect();
        Work { shared: run, answers }
    }

    // The slips of the multiclass perceptron's update (as `perceptron`'s, one step): the signs
    // swapped, the learning rate or the margin left out, the other comparison, a part of the
    // update left out, g recomputed after each update.
    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let variant = |p: &Params, m: Mistake, hint: Hint| {
            let run = self.step_with(p, m);
            let answers = asked.iter().map(|a| Some(self.answer(a.part, &run))).collect();
            Misconception::differing(hint, right, answers)
        };
        // in `perceptron`'s order, which decides the hint of a value two slips give (3 vectors
        // changed: the margin left out, or w_y not updated)
        super::perceptron::update_slips(&self.params, lang)
            .into_iter()
            .map(|(p, m, hint)| variant(&p, m, hint))
            .collect()
    }

    fn present(&self, work: &Work<Run, ()>, asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let run = &work.shared;
        let step = &run.steps[0];
        let changed: Vec<String> = step
            .checks
            .iter()
            .filter(|c| c.updated.is_some())
            .map(|c| indexed("w", &self.classes[c.class]))
            .chain(step.y_updated.as_ref().map(|_| indexed("w", &self.classes[self.y])))
            .collect();
        let parts = asked
            .iter()
            .map(|a| match a.part {
                P::UpdatedWeights => PartView::UpdatedWeights {
                    table: shared::weights_table(f, &self.classes, &run.final_weights),
                    text: shared::weights_inline(f, &self.classes, &run.final_weights),
                },
                P::Modified => PartView::Modified {
                    changed: if changed.is_empty() {
                        f.lang.t("perceptron-step-none")
                    } else {
                        changed.join(", ")
                    },
                },
            })
            .collect();
        Presented {
            view: View {
                trace: trace_table(
                    f,
                    &self.classes,
                    std::slice::from_ref(&self.x),
                    run,
                    &self.params.margin,
                ),
                misclassified: step.error(),
            },
            parts,
            notes: Vec::new(),
        }
    }
}
