//! `binary-perceptron`: the ±1 perceptron of seeds 000 and 001, with its dual form.

use super::perceptron::stop_note;
use super::prelude::*;
use super::shared::Passes;
use crate::figure::FigureView;
use crate::figure::linear::LinearViews;
use crate::models::perceptron::{self as model, BinaryRun, BinarySlip, Stop};
use crate::num::{TooLarge, axpy, dot};
use crate::spec::loader::Sample;
use std::sync::{Arc, OnceLock};

/// The `binary-perceptron` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "binary-perceptron",
    summary: "perceptron with labels ±1: trace, final weights, dual form (α per sample)",
    keys: &[
        SAMPLES.def,
        keys::HOMOGENEOUS.def,
        INITIAL_WEIGHTS,
        keys::LEARNING_RATE.doc("η > 0").def,
        keys::ITERATIONS
            .doc("passes over the samples to run (stops earlier after a pass without updates)")
            .def,
        keys::MAX_ITERATIONS.def,
        keys::FIGURES.def,
        keys::PLOT.def,
    ],
    parts: P::DEFS,
    figures: &[&crate::figure::REGIONS],
    template: include_str!("../../templates/binary-perceptron.md"),
    load,
};

const SAMPLES: Key<Vec<Sample>> = keys::SAMPLES.doc("training samples `{ x: [x1, …], y: 1 }` with y = -1 or 1");

/// Read with the samples' dimension.
const INITIAL_WEIGHTS: KeyDef = KeyDef::optional("initial_weights", "zeros", "the starting vector (w0, w1, …)");

crate::parts! {
    /// The parts of `binary-perceptron`.
    enum P {
        Trace = PartDef::new("trace", "the weights after each sample processed").by_default(),
        FinalWeights = PartDef::new("final_weights", "the weights at the end").by_default().generated(),
        Iterations = PartDef::new("iterations", "passes performed").intervals(),
        Dual = PartDef::new(
            "dual",
            "α: how many updates each sample caused, so that w = w⁽⁰⁾ + η Σ αᵢyᵢx̄ᵢ",
        ).generated(),
    }
}

#[derive(Debug)]
struct BinaryPerceptron {
    samples: Vec<Sample>,
    xs: Vec<Vec<Number>>,
    ys: Vec<i8>,
    initial: Vec<Number>,
    weights_given: bool,
    rate: Number,
    passes: Passes,
    figures: keys::Figures,
    plot: Option<crate::figure::geom::PlotBox>,
    /// The training run, worked out once ([`Kind::precheck`]).
    run: OnceLock<Result<Arc<BinaryRun>, TooLarge>>,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let homogeneous = keys::HOMOGENEOUS.read(l, m);
    let samples = SAMPLES.read(l, m);
    let rate = keys::LEARNING_RATE.read(l, m);
    let passes = shared::pass_keys(l, m);
    let figures = keys::read_figures(&keys::FIGURES, l, m, KIND.figures);
    let plot = keys::PLOT.get(l, m);
    let samples = samples?;
    let samples_span = SAMPLES.span(m);
    if !shared::check_sample_count(l, &samples, samples_span) {
        return None;
    }
    let mut ys = Vec::with_capacity(samples.len());
    for (i, s) in samples.iter().enumerate() {
        match s.y.parse::<Number>().ok().and_then(|n| n.to_i64()) {
            Some(1) => ys.push(1),
            Some(-1) => ys.push(-1),
            _ => l.error_help(
                s.y_span,
                format!(
                    "sample {} has label `{}`; the binary perceptron needs -1 or 1",
                    i + 1,
                    s.y
                ),
                "not ±1",
                "write `y: -1` or `y: 1` (map a 0/1 label 0 to -1)",
            ),
        }
    }
    let homogeneous = homogeneous?;
    let dim = shared::features(&samples, homogeneous);
    let homogenized = shared::homogenize(l, &samples, homogeneous, "sample");
    let initial = m
        .get(INITIAL_WEIGHTS.name)
        .map(|n| l.vector(n, "`initial_weights`", Some(dim + 1)));
    let passes = passes.passes(l, m, samples.len(), samples_span);
    let figures = figures.and_then(|f| keys::figures_in_plane(l, m, f, dim, "the samples"));
    let (xs, initial, passes, figures) = (
        homogenized?.0,
        super::probabilistic::optional(initial)?,
        passes?,
        figures?,
    );
    if ys.len() != samples.len() {
        return None;
    }
    Some(boxed(BinaryPerceptron {
        weights_given: initial.is_some(),
        initial: initial.unwrap_or_else(|| vec![Number::zero(); dim + 1]),
        samples,
        xs,
        ys,
        rate: rate?,
        passes,
        figures,
        plot: plot?,
        run: OnceLock::new(),
    }))
}

/// [`LinearViews`] with the class names and indices it borrows.
struct PlaneOwned<'a> {
    classes: Vec<String>,
    ys: Vec<usize>,
    xs: &'a [Vec<Number>],
    plot: Option<&'a crate::figure::geom::PlotBox>,
}

impl PlaneOwned<'_> {
    fn views(&self) -> LinearViews<'_> {
        LinearViews {
            classes: &self.classes,
            xs: self.xs,
            ys: &self.ys,
            ties_wrong: true,
            plot: self.plot,
        }
    }

    fn data(&self, f: &Fmt) -> Option<FigureView> {
        self.views().data(f)
    }

    fn regions(&self, f: &Fmt, weights: &[Vec<Number>], tests: &[Vec<Number>]) -> Option<FigureView> {
        self.views().regions(f, weights, tests)
    }
}

/// The two classes of a figure, in the order of their discriminants −w·x̄ and w·x̄.
fn figure_classes(f: &Fmt) -> Vec<String> {
    vec![f.num(&Number::from(-1)), f.num(&Number::one())]
}

impl BinaryPerceptron {
    /// The figures in the plane: class −1 is index 0, class 1 index 1; a sample on the line is
    /// an error (`y·w·x̄ ≤ 0`).
    fn plane<'a>(&'a self, f: &Fmt) -> PlaneOwned<'a> {
        PlaneOwned {
            classes: figure_classes(f),
            ys: self.ys.iter().map(|&y| usize::from(y > 0)).collect(),
            xs: &self.xs,
            plot: self.plot.as_ref(),
        }
    }

    /// The answer of one part from a run; `dual` keeps w rebuilt from the α.
    fn answer(&self, a: &Ask<'_, P>, run: &BinaryRun) -> Answer<Option<Vec<Number>>> {
        let plain = |value| Answer { value, work: None };
        match a.part {
            P::Trace => plain(Value::List(run.states().iter().map(|w| Value::vector(w)).collect())),
            P::FinalWeights => plain(Value::vector(&run.final_weights)),
            P::Iterations => plain(Value::Number(Number::from(run.iterations()))),
            P::Dual => Answer {
                value: Value::List(run.alphas.iter().map(|&a| Value::Number(Number::from(a))).collect()),
                work: Some(self.dual_weights(run)),
            },
        }
    }

    /// w = w⁽⁰⁾ + η Σ αᵢyᵢx̄ᵢ.
    fn dual_weights(&self, run: &BinaryRun) -> Vec<Number> {
        let mut w = self.initial.clone();
        for ((a, y), x) in run.alphas.iter().zip(&self.ys).zip(&self.xs) {
            w = axpy(&w, &(&self.rate * &Number::from(i64::from(*y) * *a as i64)), x);
        }
        w
    }

    fn pairs(&self) -> Vec<(Vec<Number>, i8)> {
        self.xs.iter().cloned().zip(self.ys.iter().copied()).collect()
    }

    /// The training run; `Err` when the weights grow past the size guard (the loader then
    /// refuses the spec, so a loaded exercise always has its run).
    fn run(&self) -> Result<&Arc<BinaryRun>, TooLarge> {
        self.run
            .get_or_init(|| {
                model::train_binary(
                    self.initial.clone(),
                    &self.pairs(),
                    &self.rate,
                    self.passes.limit(),
                    self.passes.exact.is_some(),
                )
                .map(Arc::new)
            })
            .as_ref()
            .map_err(|e| *e)
    }

    /// The student's blank trace: the columns of the worked trace, the initial weights, and a
    /// row per sample of each asked iteration (the first when more than 3, or training runs to
    /// convergence) with only the iteration, the sample, x̄ and y filled in.
    fn blank_trace(&self, f: &Fmt) -> Table {
        let mut t = Table::new(&TRACE_HEADER);
        t.row(&["", "", "", "", "", "", &f.vec(&self.initial)]);
        for it in 1..=self.passes.exact.filter(|&n| n <= 3).unwrap_or(1) {
            for (n, (x, y)) in self.xs.iter().zip(&self.ys).enumerate() {
                t.row(&[
                    it.to_string(),
                    (n + 1).to_string(),
                    f.vec(x),
                    y.to_string(),
                    String::new(),
                    String::new(),
                    String::new(),
                ]);
            }
        }
        t
    }

    fn trace_table(&self, f: &Fmt, run: &BinaryRun) -> Table {
        let mut t = Table::new(&TRACE_HEADER);
        t.row(&["", "", "", "", "", "", &f.vec(&run.initial)]);
        let mut w = run.initial.clone();
        for s in &run.steps {
            let x = &self.xs[s.sample];
            let y = self.ys[s.sample];
            let act = dot(&w, x);
            let after = match &s.updated {
                Some(u) => format!(
                    "{} + {}·{}·{} = {}",
                    f.vec(&w),
                    f.num(&self.rate),
                    y,
                    f.vec(x),
                    f.vec(u)
                ),
                None => String::new(),
            };
            let verdict = if s.updated.is_some() {
                format!("{} ≤ 0", f.num(&s.margin))
            } else {
                format!("{} > 0", f.num(&s.margin))
            };
            t.row(&[
                s.iteration.to_string(),
                (s.sample + 1).to_string(),
                f.vec(x),
                y.to_string(),
                f.num(&act),
                verdict,
                after,
            ]);
            if let Some(u) = &s.updated {
                w = u.clone();
            }
        }
        t
    }

    /// The dual form: the α, and w rebuilt from them (`w` being that rebuilt vector).
    fn dual_view(&self, f: &Fmt, run: &BinaryRun, w: &[Number]) -> PartView {
        let terms: Vec<String> = run
            .alphas
            .iter()
            .zip(&self.ys)
            .zip(&self.xs)
            .filter(|((a, _), _)| **a > 0)
            .map(|((a, y), x)| format!("{a}·({y})·{}", f.vec(x)))
            .collect();
        let start = if self.weights_given {
            format!("{} + ", f.vec(&self.initial))
        } else {
            String::new()
        };
        let alphas: Vec<String> = run.alphas.iter().map(|a| a.to_string()).collect();
        PartView::Dual {
            alphas: format!("({})", alphas.join(", ")),
            formula: format!(
                "w = {start}{}·[{}] = {}",
                f.num(&self.rate),
                terms.join(" + "),
                f.vec(w)
            ),
            matches: w == run.final_weights.as_slice(),
        }
    }
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    samples: Table,
    weights: Option<String>,
    rate: String,
    iterations: Option<usize>,
    max_iterations: usize,
    /// The student's answer space for the trace.
    blank_trace: Table,
    /// The samples in the plane (`figures: [regions]`).
    figure: Option<FigureView>,
    /// The dual form's answer table: αₙ by sample.
    blank_dual: Table,
}

/// The columns of the trace table.
const TRACE_HEADER: [&str; 7] = ["It.", "n", "x̄", "y", "w·x̄", "y·w·x̄", "w"];

/// The worked solution: the trace and why it stopped.
#[derive(Serialize)]
struct View {
    /// Only when `trace` is asked (a long run makes a long table).
    trace: Option<Table>,
    stop: String,
    errors: String,
    /// The half-planes of the final weights (`figures: [regions]`).
    figure: Option<FigureView>,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    /// `trace`: the shared view shows it.
    Nothing {},
    /// `final_weights`, and `iterations` (why training stopped).
    Text { text: String },
    /// `dual`: the α and w rebuilt from them.
    Dual {
        alphas: String,
        formula: String,
        matches: bool,
    },
}

impl Kind for BinaryPerceptron {
    type Part = P;
    type Shared = Arc<BinaryRun>;
    /// For `dual`: w rebuilt from the α.
    type PartWork = Option<Vec<Number>>;
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn dimension(&self) -> Option<usize> {
        Some(self.initial.len() - 1)
    }

    fn data(&self, f: &Fmt) -> Data {
        Data {
            blank_dual: shared::per_sample_row(self.samples.len(), r"$\alpha_n$"),
            samples: shared::samples_table(f, &self.samples, "y"),
            weights: self.weights_given.then(|| f.vec(&self.initial)),
            rate: f.num(&self.rate),
            iterations: self.passes.exact,
            max_iterations: self.passes.max,
            blank_trace: self.blank_trace(f),
            figure: self.figures.has("regions").then(|| self.plane(f).data(f)).flatten(),
        }
    }

    fn precheck(&self, asked: &[Ask<'_, P>]) -> Result<(), TooLargeAt> {
        let run = self
            .run()
            .map_err(|e| shared::too_large_run(e, self.xs.len(), &self.passes))?;
        shared::trace_size(
            asked.iter().any(|a| a.part == P::Trace),
            run.steps.len(),
            1,
            run.initial.len(),
        )
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Arc<BinaryRun>, Option<Vec<Number>>> {
        // A loaded exercise has passed `precheck`; one that has not gets no answers.
        let Ok(run) = self.run() else {
            return Work {
                answers: Vec::new(),
                shared: Arc::new(BinaryRun {
                    initial: self.initial.clone(),
                    steps: Vec::new(),
                    errors: Vec::new(),
                    stop: Stop::MaxIterations,
                    final_weights: self.initial.clone(),
                    alphas: Vec::new(),
                }),
            };
        };
        Work {
            answers: asked.iter().map(|a| self.answer(a, run)).collect(),
            shared: run.clone(),
        }
    }

    fn present(
        &self,
        work: &Work<Arc<BinaryRun>, Option<Vec<Number>>>,
        asked: &[Ask<'_, P>],
        f: &Fmt,
    ) -> Presented<View, PartView> {
        let run = &work.shared;
        let note = stop_note(
            f.lang,
            run.stop,
            run.iterations(),
            run.errors.last().copied().unwrap_or(0),
            self.passes.max,
        );
        let parts = asked
            .iter()
            .zip(&work.answers)
            .map(|(a, answer)| match a.part {
                P::Trace => PartView::Nothing {},
                P::FinalWeights => PartView::Text {
                    text: format!("w = {}", f.vec(&run.final_weights)),
                },
                P::Iterations => PartView::Text { text: note.clone() },
                P::Dual => answer
                    .work
                    .as_ref()
                    .map_or(PartView::Nothing {}, |w| self.dual_view(f, run, w)),
            })
            .collect();
        let errors: Vec<String> = run.errors.iter().map(|e| e.to_string()).collect();
        Presented {
            view: View {
                trace: asked
                    .iter()
                    .any(|a| a.part == P::Trace)
                    .then(|| self.trace_table(f, run)),
                stop: note.clone(),
                errors: errors.join(", "),
                figure: self
                    .figures
                    .has("regions")
                    .then(|| {
                        // class −1 where w·x̄ < 0, class 1 where w·x̄ > 0
                        let w = &run.final_weights;
                        let minus: Vec<Number> = w.iter().map(|x| -x).collect();
                        self.plane(f).regions(f, &[minus, w.clone()], &[])
                    })
                    .flatten(),
            },
            parts,
            notes: if run.stop == Stop::MaxIterations {
                vec![note]
            } else {
                Vec::new()
            },
        }
    }

    fn replay(&self, part: P, step: usize, before: Option<&Value>) -> Option<Value> {
        if part != P::Trace || self.xs.is_empty() {
            return None;
        }
        let mut w: Vec<Number> = match before {
            None => self.initial.clone(),
            Some(Value::List(items)) => items
                .iter()
                .map(|v| {
                    if let Value::Number(n) = v {
                        Some(n.clone())
                    } else {
                        None
                    }
                })
                .collect::<Option<Vec<Number>>>()
                .filter(|w| w.len() == self.initial.len())?,
            Some(_) => return None,
        };
        let n = step % self.xs.len();
        let y = Number::from(i64::from(self.ys[n]));
        if !(&y * &dot(&w, &self.xs[n])).is_positive() {
            w = axpy(&w, &(&self.rate * &y), &self.xs[n]);
        }
        Some(Value::vector(&w))
    }

    fn step_label(&self, _part: P, step: usize, lang: crate::i18n::Lang) -> String {
        let n = self.xs.len().max(1);
        lang.ta(
            "step-label-sample",
            &[("iteration", (step / n + 1).into()), ("sample", (step % n + 1).into())],
        )
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::FinalWeights => vec![P::Trace],
            P::Trace | P::Iterations | P::Dual => Vec::new(),
        }
    }

    fn recompute(&self, a: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        match a.part {
            P::FinalWeights => match from {
                [Some(Value::List(states))] => states.last().cloned(),
                _ => None,
            },
            P::Trace | P::Iterations | P::Dual => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let pairs = self.pairs();
        let max = self.passes.limit();
        let exact = self.passes.exact.is_some();
        // the answers under a variant of the run (none when its weights grow past the guard)
        let variant = |run: &Result<BinaryRun, TooLarge>, hint: Hint| {
            let answers = match run {
                Ok(run) => asked.iter().map(|a| Some(self.answer(a, run).value)).collect(),
                Err(_) => vec![None; asked.len()],
            };
            Misconception::differing(hint, right, answers)
        };
        let slipped =
            |rate: &Number, slip| model::train_binary_with(self.initial.clone(), &pairs, rate, max, exact, slip);
        let mut out = vec![
            variant(
                &slipped(&self.rate, BinarySlip::Strict),
                Hint::new(lang, "binary-perceptron-hint-boundary"),
            ),
            // the sign slipped moves w away from every sample it misclassifies: the run does not
            // converge, and only its first steps are what a student writes (its weights after
            // the most passes are no one's answer)
            {
                let sign = slipped(&self.rate, BinarySlip::Sign);
                let mut m = variant(&sign, Hint::new(lang, "binary-perceptron-hint-sign"));
                if sign.as_ref().is_ok_and(|r| r.stop != Stop::Converged) {
                    for (a, answer) in asked.iter().zip(&mut m.answers) {
                        if a.part != P::Trace {
                            *answer = None;
                        }
                    }
                }
                m
            },
            variant(
                &slipped(&self.rate, BinarySlip::Labels),
                Hint::new(lang, "binary-perceptron-hint-labels"),
            ),
        ];
        // the learning rate left out (α = 1)
        if self.rate != Number::one() {
            let hint = Hint::with(lang, "perceptron-hint-rate", &[("a", self.rate.to_string().into())]);
            out.push(variant(&slipped(&Number::one(), BinarySlip::None), hint));
        }
        let Ok(run) = self.run() else {
            return out;
        };
        if run.iterations() > 1 {
            let early = model::train_binary(self.initial.clone(), &pairs, &self.rate, run.iterations() - 1, true);
            out.push(variant(&early, Hint::new(lang, "binary-perceptron-hint-early")));
        }
        out
    }
}
