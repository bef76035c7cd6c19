//! `gradient-descent`: gradient descent on a polynomial L(θ) in one variable, the seed's θ² table
//! (seed 003, U2.4 §5): θ, δ and L(θ) per step, until |δ| ≤ tol or for a number of steps.

use super::prelude::*;
use super::probabilistic::{self as pr, Lines};
use crate::figure::FigureView;
use crate::models::gradient_descent::{
    self as model, DIVERGENCE, Descent, End, MAX_EXACT_DIGITS, Polynomial, Row, Slip, Stepper, Stop,
};
use crate::num::linear::subscript;
use crate::num::mixed::Mixed;
use crate::spec::diag::Span;
use crate::spec::yaml::{Node, NodeKind};

/// The `gradient-descent` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "gradient-descent",
    summary: "gradient descent on a polynomial L(θ): the trace θ, δ, L per step",
    keys: &[
        FUNCTION.def,
        THETA0.def,
        LEARNING_RATE.def,
        pr::TOLERANCE
            .doc("stop once |δ| ≤ tolerance, δ = −η L'(θ) being the step just made (the seed's loop)")
            .def,
        pr::STEPS
            .doc("instead of `tolerance`: make exactly this many steps")
            .def,
        pr::MAX_STEPS_KEY.def,
        FIGURES.def,
        PLOT.def,
    ],
    parts: P::DEFS,
    figures: &[&crate::figure::DESCENT],
    template: include_str!("../../templates/gradient-descent.md"),
    load,
};

const FUNCTION: Key<Polynomial> = Key::required(
    "function",
    "the polynomial L(θ), e.g. \"θ^2\", \"theta**4 - 3*theta^2 + 1\" (variable θ, theta, t, x or w)",
    read_function,
);

/// The range of the descent figure (docs/figures.md).
const PLOT: Key<crate::figure::plot::Window> = keys::CURVE_PLOT.doc(
    "the `descent` figure's range `{ x: [a, b], y: [c, d] }`: x the parameter θ, y the loss L(θ), each optional; a set x shows every iterate inside it (docs/figures.md)",
);

/// The figures `gradient-descent` draws (docs/figures.md).
const FIGURES: Key<Vec<&'static str>> = Key::optional(
    "figures",
    "none",
    "`[descent]`: in the key, L(θ) with the iterates and the steps (docs/figures.md)",
    |l, n, what| keys::figure_list(l, n, what, KIND.figures),
    Vec::new,
);

const THETA0: Key<Number> = Key::required("theta0", "the starting point θ₀", keys::number);

const LEARNING_RATE: Key<Number> = Key::required("learning_rate", "η > 0", keys::positive);

fn read_function(l: &mut Loader, n: &Node, what: &str) -> Option<Polynomial> {
    let text = l.text(n, what)?;
    match Polynomial::parse(&text) {
        Ok(p) => Some(p),
        Err(e) => {
            l.error_help(
                char_span(n, e.at),
                format!("`function` is not a polynomial in θ: {}", e.message),
                "here",
                "write a sum of terms like `3θ^2`, `-0.5*theta`, `1/3 θ³` and constants",
            );
            None
        }
    }
}

crate::parts! {
    /// The parts of `gradient-descent`.
    enum P {
        Trace = PartDef::new("trace", "θ, δ and L(θ) after each step, one row per step").by_default(),
        FinalTheta = PartDef::new("final_theta", "θ after the last step").by_default().intervals(),
        Iterations = PartDef::new("iterations", "how many steps were made").by_default().intervals(),
    }
}

#[derive(Debug)]
struct GradientDescent {
    function: Polynomial,
    theta0: Number,
    rate: Number,
    stop: Stop,
    /// `figures: [descent]`.
    figure: bool,
    /// `plot:` of the descent figure.
    window: crate::figure::plot::Window,
    /// One step of the descent, for replaying a student's trace.
    stepper: Stepper,
}

/// The place of character `at` of a scalar's text in the source (exact for plain and simply
/// quoted scalars, the whole value otherwise).
fn char_span(node: &Node, at: usize) -> Span {
    let NodeKind::Scalar { text, quoted } = &node.kind else {
        return node.span;
    };
    let offset = if *quoted {
        if node.span.end - node.span.start != text.len() + 2 {
            return node.span;
        }
        1
    } else {
        0
    };
    let byte = text.char_indices().nth(at).map_or(text.len(), |(b, _)| b);
    let start = node.span.start + offset + byte;
    let end = text[byte..].chars().next().map_or(start, |c| start + c.len_utf8());
    Span::new(start, end.max(start))
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let function = FUNCTION.read(l, m);
    let theta0 = THETA0.read(l, m);
    let rate = LEARNING_RATE.read(l, m);
    let stop = pr::read_stop(l, m, None);
    let figures = FIGURES.read(l, m);
    let window = PLOT.read(l, m);
    let mut sizes_ok = true;
    for (key, v) in [("theta0", theta0.as_ref()), ("learning_rate", rate.as_ref())] {
        if let (Some(v), Some(n)) = (v, m.get(key)) {
            sizes_ok &= pr::check_size(l, std::slice::from_ref(v), n.span, &format!("`{key}`"));
        }
    }
    if let (Some(f), Some(n)) = (&function, FUNCTION.node(m)) {
        sizes_ok &= pr::check_size(l, &f.coeffs, n.span, "a coefficient of `function`");
    }
    if !sizes_ok {
        return None;
    }
    let (function, rate) = (function?, rate?);
    Some(boxed(GradientDescent {
        stepper: Stepper::new(&function, &rate, Slip::None),
        function,
        theta0: theta0?,
        rate,
        stop: stop?,
        figure: figures?.contains(&"descent"),
        window: window?,
    }))
}

impl GradientDescent {
    fn run(&self) -> Descent {
        model::descend(&self.function, &self.theta0, &self.rate, &self.stop)
    }

    /// A row of the trace as an answer: [θ, δ, L(θ)].
    fn row_value(r: &Row) -> Value {
        Value::List(vec![pr::value(&r.theta), pr::value(&r.delta), pr::value(&r.loss)])
    }

    /// θ after the last step (θ₀ when no step was made).
    fn final_theta(&self, run: &Descent) -> Mixed {
        run.rows
            .last()
            .map_or_else(|| Mixed::from(&self.theta0), |r| r.theta.clone())
    }

    /// The value of a part for a run (the right one or a student's slip).
    fn value(&self, p: P, run: &Descent) -> Value {
        match p {
            P::Trace => Value::List(run.rows.iter().map(Self::row_value).collect()),
            P::FinalTheta => pr::value(&self.final_theta(run)),
            P::Iterations => Value::Number(Number::from(run.rows.len())),
        }
    }

    /// `figures: [descent]`: L(θ) with the run's iterates.
    fn figure(&self, f: &Fmt, run: &Descent) -> Option<FigureView> {
        let mid = |m: &Mixed| match m {
            Mixed::Exact(n) => n.clone(),
            Mixed::Rounded(d) => d.mid(),
        };
        let mut thetas: Vec<Mixed> = vec![Mixed::from(&self.theta0)];
        let mut losses: Vec<Mixed> = vec![run.loss0.clone()];
        for r in &run.rows {
            thetas.push(r.theta.clone());
            losses.push(r.loss.clone());
        }
        let iterates: Vec<(Number, Number)> = thetas.iter().zip(&losses).map(|(t, l)| (mid(t), mid(l))).collect();
        let loss = |t: &Number| self.stepper.loss(&Mixed::from(t)).ok().map(|l| mid(&l));
        let fig = crate::figure::descent::DescentFigure {
            loss: &loss,
            iterates: &iterates,
            window: &self.window,
        };
        let num = |x: &Number| f.num(x);
        let name = |k: usize| format!("θ{}", subscript(k));
        // `θ₁ = 0.5`, or `θ₂ ≈ 0.9922` when shown rounded
        let equals = |name: String, m: &Mixed| {
            let shown = crate::present::minus(pr::show_short(f, m));
            match shown.strip_prefix("≈ ") {
                Some(v) => format!("{name} ≈ {v}"),
                None => format!("{name} = {shown}"),
            }
        };
        let iterate = |k: usize| {
            let k_ = subscript(k);
            format!(
                "{}, {}",
                equals(format!("θ{k_}"), &thetas[k]),
                equals(format!("L(θ{k_})"), &losses[k])
            )
        };
        let svg = fig.svg(&crate::figure::descent::Texts {
            num: &num,
            function: self.poly_text(&self.function, f),
            iterate: &iterate,
            name: &name,
            lang: f.lang,
        })?;
        Some(FigureView::new(
            "descent",
            &f.lang.t("gradient-descent-figure-alt"),
            &svg,
        ))
    }

    fn poly_text(&self, p: &Polynomial, f: &Fmt) -> String {
        let mut out = String::new();
        for (k, c) in p.coeffs.iter().enumerate().rev() {
            if c.is_zero() {
                continue;
            }
            let sign = if c.is_negative() { "−" } else { "+" };
            if out.is_empty() {
                if c.is_negative() {
                    out.push('−');
                }
            } else {
                out.push_str(&format!(" {sign} "));
            }
            let a = c.abs();
            let coef = if k > 0 && a == Number::one() {
                String::new()
            } else {
                let t = f.num(&a);
                if k > 0 && t.contains('/') { format!("({t})") } else { t }
            };
            let var = match k {
                0 => String::new(),
                1 => "θ".into(),
                k => format!("θ{}", pr::superscript(k)),
            };
            out.push_str(&coef);
            out.push_str(&var);
        }
        if out.is_empty() { "0".into() } else { out }
    }

    /// The student's blank trace: step 0 with θ₀ given, then a row per asked step (at most 6;
    /// 6 rows to go on from when the loop runs to a tolerance).
    fn blank_trace(&self, f: &Fmt) -> Table {
        let mut t = Table::new(&TRACE_HEADER);
        t.row(&["0".to_string(), f.num(&self.theta0), String::new(), String::new()]);
        let rows = match &self.stop {
            Stop::Steps(n) => (*n).min(6),
            Stop::Tolerance { .. } => 6,
        };
        for i in 1..=rows {
            t.row(&[i.to_string(), String::new(), String::new(), String::new()]);
        }
        t
    }

    fn table(&self, f: &Fmt, run: &Descent) -> Table {
        let mut t = Table::new(&TRACE_HEADER);
        t.row(&[
            "0".to_string(),
            f.num(&self.theta0),
            if matches!(self.stop, Stop::Tolerance { .. }) {
                "−∞".to_string()
            } else {
                String::new()
            },
            pr::show_short(f, &run.loss0),
        ]);
        for (i, r) in run.rows.iter().enumerate() {
            t.row(&[
                (i + 1).to_string(),
                pr::show_short(f, &r.theta),
                pr::show_short(f, &r.delta),
                pr::show_short(f, &r.loss),
            ]);
        }
        pr::shorten(f, t, 1)
    }

    fn end_text(&self, f: &Fmt, run: &Descent) -> String {
        let n = run.rows.len();
        match (run.end, &self.stop) {
            (End::Converged, Stop::Tolerance { tol, .. }) => f.lang.ta(
                "gradient-descent-end-converged",
                &[
                    ("n", n.into()),
                    (
                        "delta",
                        run.rows
                            .last()
                            .map(|r| pr::show(f, &r.delta.abs()))
                            .unwrap_or_default()
                            .into(),
                    ),
                    ("tol", f.num(tol).into()),
                ],
            ),
            (End::Cap, Stop::Tolerance { tol, max }) => f.lang.ta(
                "gradient-descent-end-cap",
                &[("tol", f.num(tol).into()), ("max", (*max).into())],
            ),
            (End::Diverged, _) => f.lang.ta(
                "gradient-descent-end-diverged",
                &[("n", n.into()), ("bound", DIVERGENCE.to_string().into())],
            ),
            (End::Overflow, _) => f.lang.ta("gradient-descent-end-overflow", &[("n", n.into())]),
            _ => f.lang.ta("gradient-descent-end-steps", &[("n", n.into())]),
        }
    }
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    function: String,
    derivative: String,
    theta0: String,
    rate: String,
    stop: String,
    tolerance: bool,
    /// The student's answer space for the trace.
    blank_trace: Table,
}

/// The columns of the trace table.
const TRACE_HEADER: [&str; 4] = ["i", "θ", "δ = −η L′(θ)", "L(θ)"];

/// The worked solution: the trace table and how the loop ended.
#[derive(Serialize)]
struct View {
    /// `figures: [descent]`.
    figure: Option<FigureView>,
    table: Table,
    end: String,
    rounded: Option<String>,
    intro: String,
    short: String,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    /// The trace is the table of the shared view.
    Trace {},
    Lines(Lines),
}

impl Kind for GradientDescent {
    type Part = P;
    type Shared = Descent;
    type PartWork = ();
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn data(&self, f: &Fmt) -> Data {
        Data {
            function: self.poly_text(&self.function, f),
            derivative: self.poly_text(&self.function.derivative(), f),
            theta0: f.num(&self.theta0),
            rate: f.num(&self.rate),
            stop: match &self.stop {
                Stop::Steps(n) => f.lang.ta("gradient-descent-stop-steps", &[("n", (*n).into())]),
                Stop::Tolerance { tol, max } => f.lang.ta(
                    "gradient-descent-stop-tolerance",
                    &[("tol", f.num(tol).into()), ("max", (*max).into())],
                ),
            },
            tolerance: matches!(self.stop, Stop::Tolerance { .. }),
            blank_trace: self.blank_trace(f),
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Descent, ()> {
        let run = self.run();
        let answers = asked.iter().map(|a| Answer::value(self.value(a.part, &run))).collect();
        Work { shared: run, answers }
    }

    fn present(&self, work: &Work<Descent, ()>, asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let run = &work.shared;
        let end = self.end_text(f, run);
        let parts = asked
            .iter()
            .map(|a| match a.part {
                P::Trace => PartView::Trace {},
                P::FinalTheta => PartView::Lines(Lines::one(format!(
                    "θ{} = **{}**",
                    subscript(run.rows.len()),
                    pr::show(f, &self.final_theta(run))
                ))),
                P::Iterations => PartView::Lines(Lines::one(end.clone())),
            })
            .collect();
        let rounded = run.rounded_from.map(|k| {
            f.lang.ta(
                "gradient-descent-rounded-from",
                &[("k", k.into()), ("digits", MAX_EXACT_DIGITS.into())],
            )
        });
        let notes = if matches!(run.end, End::Converged | End::Steps) {
            Vec::new()
        } else {
            vec![end.clone()]
        };
        Presented {
            view: View {
                figure: self.figure.then(|| self.figure(f, run)).flatten(),
                table: self.table(f, run),
                end,
                rounded,
                intro: f.lang.t(match &self.stop {
                    Stop::Tolerance { .. } => "gradient-descent-intro-tolerance",
                    Stop::Steps(_) => "gradient-descent-intro-steps",
                }),
                short: f.lang.ta("gradient-descent-short", &[("d", f.digits.into())]),
            },
            parts,
            notes,
        }
    }

    fn replay(&self, part: P, _step: usize, before: Option<&Value>) -> Option<Value> {
        if part != P::Trace {
            return None;
        }
        let theta = match before {
            None => Mixed::from(&self.theta0),
            Some(Value::List(row)) => pr::mixed_of(row.first()?)?,
            Some(_) => return None,
        };
        let s = self.stepper.step(&theta).ok()?;
        Some(Self::row_value(&s.row))
    }

    fn step_label(&self, _part: P, step: usize, lang: crate::i18n::Lang) -> String {
        lang.ta(
            "step-label-from",
            &[
                ("to", format!("θ{}", subscript(step + 1)).into()),
                ("from", format!("θ{}", subscript(step)).into()),
            ],
        )
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::FinalTheta | P::Iterations => vec![P::Trace],
            P::Trace => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let [Some(from)] = from else { return None };
        let Value::List(rows) = from else { return None };
        match ask.part {
            P::FinalTheta => match pr::last_state(from)? {
                Value::List(row) => row.first().cloned(),
                _ => None,
            },
            P::Iterations => Some(Value::Number(Number::from(rows.len()))),
            P::Trace => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], _right: &[Value], lang: Lang) -> Vec<Misconception> {
        let mut out = Vec::new();
        let up = model::descend_with(&self.function, &self.theta0, &self.rate, &self.stop, Slip::Ascent);
        out.push(pr::misconception(
            asked,
            Hint::new(lang, "gradient-descent-hint-ascent"),
            |p| Some(self.value(p, &up)),
        ));
        let run = self.run();
        if matches!(self.stop, Stop::Tolerance { .. }) && run.end == End::Converged && run.rows.len() > 1 {
            let early = model::descend(
                &self.function,
                &self.theta0,
                &self.rate,
                &Stop::Steps(run.rows.len() - 1),
            );
            out.push(pr::misconception(
                asked,
                Hint::new(lang, "gradient-descent-hint-early"),
                |p| Some(self.value(p, &early)),
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::pr::testing::{exercise, list, part, x};

    #[test]
    fn a_row_replayed_from_the_students_theta_and_parts_from_the_trace() {
        let ex = exercise(
            "kind: gradient-descent\nfunction: θ^3/3 - θ\ntheta0: 0\nlearning_rate: 0.5\nsteps: 3\nask: [trace, final_theta, iterations]\n",
        );
        let trace = part(&ex, "trace");
        // From θ = 0.85 (Python fractions): δ = 0.13875, θ = 791/800, L = −1023806329/1536000000;
        // only θ of the row before counts.
        let before = list(&[x("0.85"), x("9"), x("9")]);
        assert_eq!(
            ex.problem.replay(trace, 2, Some(&before)),
            Some(list(&[x("791/800"), x("0.13875"), x("-1023806329/1536000000")]))
        );
        // step 1 from θ₀ = 0: θ = 1/2, δ = 1/2, L = 1/24 − 1/2
        assert_eq!(
            ex.problem.replay(trace, 0, None),
            Some(list(&[x("1/2"), x("1/2"), x("-11/24")]))
        );
        assert_eq!(ex.problem.step_label(trace, 1, crate::i18n::Lang::En), "θ₂ from θ₁");
        let theirs = list(&[list(&[x("1"), x("0"), x("0")]), list(&[x("2"), x("0"), x("0")])]);
        assert_eq!(
            ex.problem
                .recompute_all(part(&ex, "final_theta"), &[Some(theirs.clone())]),
            Some(x("2"))
        );
        assert_eq!(
            ex.problem.recompute_all(part(&ex, "iterations"), &[Some(theirs)]),
            Some(x("2"))
        );
    }
}
