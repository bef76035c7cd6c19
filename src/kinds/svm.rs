//! `svm`: hard- and soft-margin support vector machines of seed 000, solved exactly on
//! exam-sized data (at most 12 samples with at most 3 features).

use super::margin_common as common;
use super::prelude::*;
use crate::figure::FigureView;
use crate::figure::margin::{SvmFigure, SvmSolution};
use crate::models::margin::Hyperplane;
use crate::models::svm::{self as model, Bias, Outcome, Svm, Witness};
use crate::num::dot;
use crate::num::linear::subscript;
use crate::spec::loader::Sample;

/// The answer word of every part on samples that are not linearly separable.
const SEP: &str = "not linearly separable";

/// Most samples the exact solver accepts.
pub(crate) const MAX_SVM_SAMPLES: usize = 12;
/// Most features.
pub(crate) const MAX_SVM_FEATURES: usize = 3;

/// The `svm` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "svm",
    summary: "hard/soft-margin SVM solved exactly: ω, b, margin 2/‖ω‖, support vectors, α, slacks",
    keys: &[SAMPLES.def, C.def, FIGURES.def, keys::PLOT.def],
    parts: P::DEFS,
    figures: &[&crate::figure::MARGINS],
    template: include_str!("../../templates/svm.md"),
    load,
};

const SAMPLES: Key<Vec<Sample>> =
    keys::SAMPLES.doc("at most 12 samples `{ x: [x1, …], y: 1 }` with y = -1 or 1 and at most 3 features");

const C: Key<Number> = Key::optional_none(
    "c",
    "absent: hard margin",
    "C ≥ 0 of the seed's soft margin ‖ω‖² + C Σ ξᵢ (scikit-learn's C is C/2)",
    keys::non_negative,
);

const FIGURES: Key<keys::Figures> = keys::FIGURES.doc(
    "`[margins]`: the samples in the worksheet; the separating line, both margin lines, the support vectors circled and the slacks in the key (2 features only; docs/figures.md)",
);

crate::parts! {
    /// The parts of `svm`.
    enum P {
        Weights = PartDef::new("weights", "ω = (w1, …, wd)").by_default().words(&[SEP]),
        Bias = PartDef::new(
            "bias",
            "b = w0, or `{ from: lo, to: hi }` when every b in an interval is optimal",
        )
        .by_default().words(&[SEP, "-inf", "inf"]),
        Margin = PartDef::new("margin", "2/‖ω‖ (`infinite` when ω = 0)").by_default().intervals().words(&[SEP, "infinite"]),
        SupportVectors = PartDef::new("support_vectors", "the samples with αᵢ > 0, numbered from 1").by_default().words(&[SEP]),
        OnMargin = PartDef::new("on_margin", "the samples with yᵢ(ωᵀxᵢ + b) = 1").words(&[SEP, "depends on b"]),
        Alphas = PartDef::new("alphas", "α with ω = Σ αᵢyᵢxᵢ, Σ αᵢyᵢ = 0, 0 ≤ αᵢ ≤ C/2").words(&[SEP]),
        Slacks = PartDef::new("slacks", "ξᵢ = max(0, 1 − yᵢ(ωᵀxᵢ + b))").generated().words(&[SEP, "depends on b"]),
        FunctionalMargins = PartDef::new("functional_margins", "yᵢ(ωᵀxᵢ + b) for each sample").words(&[SEP, "depends on b"]),
        Objective = PartDef::new("objective", "the optimal ‖ω‖² + C Σ ξᵢ").words(&[SEP]),
        Separable = PartDef::new(
            "separable",
            "whether the samples are linearly separable (`true`/`false`)",
        ),
    }
}

#[derive(Debug)]
struct SvmExercise {
    samples: Vec<Sample>,
    xs: Vec<Vec<Number>>,
    ys: Vec<i8>,
    c: Option<Number>,
    figures: keys::Figures,
    plot: Option<crate::figure::geom::PlotBox>,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let samples = SAMPLES.read(l, m);
    let c = C.given(l, m);
    let figures = keys::read_figures(&FIGURES, l, m, KIND.figures);
    let plot = keys::PLOT.get(l, m);
    let samples = samples?;
    let span = SAMPLES.span(m);
    let ys = common::pm1_labels(l, &samples, "the SVM");
    let mut ok = true;
    if samples.len() > MAX_SVM_SAMPLES {
        l.error_help(
            span,
            format!(
                "there are {} samples; `svm` solves exactly up to {MAX_SVM_SAMPLES}",
                samples.len()
            ),
            "too many samples",
            "use at most 12 samples (an exam-sized set)",
        );
        ok = false;
    }
    let dim = samples.first().map_or(0, |s| s.x.len());
    if dim > MAX_SVM_FEATURES {
        l.error_help(
            span,
            format!("the samples have {dim} features; `svm` solves exactly up to {MAX_SVM_FEATURES}"),
            "too many features",
            "use at most 3 features",
        );
        ok = false;
    }
    let ys = ys?;
    if ys.iter().all(|&y| y == ys[0]) {
        l.error_help(
            span,
            format!("every sample has label {}; an SVM needs both classes", ys[0]),
            "one class",
            "give samples with y = 1 and with y = -1",
        );
        ok = false;
    }
    let c = match c {
        Some(c) => Some(c?),
        None => None,
    };
    let figures = figures.and_then(|f| keys::figures_in_plane(l, m, f, dim, "the samples"));
    if !ok {
        return None;
    }
    let xs = samples.iter().map(|s| s.x.clone()).collect();
    Some(boxed(SvmExercise {
        samples,
        xs,
        ys,
        c,
        figures: figures?,
        plot: plot?,
    }))
}

const NOT_SEPARABLE: &str = "not linearly separable";

impl SvmExercise {
    /// The figure in the plane of `solution` (or of the reason there is no line).
    fn figure<'a>(&'a self, solution: Result<SvmSolution<'a>, String>) -> SvmFigure<'a> {
        SvmFigure {
            xs: &self.xs,
            ys: &self.ys,
            solution,
            plot: self.plot.as_ref(),
        }
    }

    /// The key's figure from the kept solution.
    fn key_figure(&self, f: &Fmt, sol: &Solution) -> Option<FigureView> {
        let solution = match (&sol.outcome, &sol.plane) {
            (Outcome::Solved(s), Some(plane)) => match s.bias.unique() {
                Some(b) => Ok(SvmSolution {
                    omega: &s.omega,
                    b,
                    alphas: &s.alphas,
                    half_margin: common::surd_text(f, &plane.divide(&Number::one())),
                }),
                None => Err(f.lang.t("svm-figure-why-bias")),
            },
            (Outcome::Solved(_), None) => Err(f.lang.t("svm-figure-why-omega")),
            (Outcome::NotSeparable(_), _) => Err(f.lang.t("svm-figure-why-not-separable")),
            (Outcome::Failed, _) => Err(f.lang.t("svm-figure-why-failed")),
        };
        self.figure(solution).view(f)
    }

    fn on_margin(&self, s: &Svm, b: &Number) -> Vec<usize> {
        (0..self.xs.len())
            .filter(|&i| model::functional_margin(&s.omega, b, &self.xs[i], self.ys[i]) == Number::one())
            .collect()
    }

    /// A value per sample, as a vector answer.
    fn per_sample(&self, value: impl Fn(&[Number], i8) -> Number) -> Value {
        let v: Vec<Number> = self.xs.iter().zip(&self.ys).map(|(x, &y)| value(x, y)).collect();
        Value::vector(&v)
    }

    fn numbers(items: &[usize]) -> Value {
        Value::List(items.iter().map(|&i| Value::Number(Number::from(i + 1))).collect())
    }

    /// The hyperplane ωᵀx = 0 whose norm is ‖ω‖; `None` when ω = 0.
    fn plane(omega: &[Number]) -> Option<Hyperplane> {
        let mut w = vec![Number::zero()];
        w.extend(omega.iter().cloned());
        Hyperplane::new(w)
    }

    /// The margin 2/‖ω‖, `infinite` when ω = 0.
    fn margin_value(plane: Option<&Hyperplane>) -> Value {
        match plane {
            Some(h) => common::surd_value(&h.divide(&Number::from(2))),
            None => Value::Label("infinite".into()),
        }
    }

    fn margin_text(f: &Fmt, s: &Svm, plane: Option<&Hyperplane>) -> String {
        match plane {
            None => f.lang.t("svm-margin-unbounded"),
            Some(h) => f.lang.ta(
                "svm-margin-text",
                &[
                    ("norm", common::norm_chain(f, &s.norm_sq, &h.norm).into()),
                    ("margin", common::surd_text(f, &h.divide(&Number::from(2))).into()),
                ],
            ),
        }
    }

    fn table(&self, f: &Fmt, s: &Svm) -> Table {
        let unique = s.bias.unique().is_some();
        // With C = 0 every b is optimal and which side of its margin a sample lies on changes
        // with b; for C > 0 no sample changes side inside the interval of optimal b.
        let status_shown = unique || !self.c.as_ref().is_some_and(Number::is_zero);
        let b = s.bias.representative();
        let cap = self.c.as_ref().map(|c| c * &Number::ratio(1, 2).unwrap_or_default());
        let any_b = f.lang.t("svm-col-kkt-any-b");
        let mut header = vec!["n", "x", "y", r"$\alpha_i$", r"$\omega^\top x_i$"];
        if unique {
            header.extend([r"$y_i(\omega^\top x_i + b)$", r"$\xi_i$", "KKT"]);
        } else if status_shown {
            header.push(&any_b);
        }
        let mut t = Table::new(&header);
        for (i, (x, &y)) in self.xs.iter().zip(&self.ys).enumerate() {
            let a = &s.alphas[i];
            let mut row = vec![
                (i + 1).to_string(),
                f.vec(x),
                common::sign_text(y).to_string(),
                f.num(a),
                f.num(&dot(&s.omega, x)),
            ];
            let m = model::functional_margin(&s.omega, &b, x, y);
            let one = Number::one();
            let half_c = cap.as_ref().map_or(String::new(), |c| f.num(c));
            let status = if m > one {
                f.lang.t("svm-beyond-margin")
            } else if m == one {
                f.lang.t(if a.is_zero() {
                    "svm-on-margin-zero"
                } else {
                    "svm-on-margin-sv"
                })
            } else {
                let id = if m.is_positive() {
                    "svm-inside-margin"
                } else if m.is_zero() {
                    "svm-misclassified-on-boundary"
                } else {
                    "svm-misclassified"
                };
                f.lang.ta(id, &[("c", half_c.into())])
            };
            if unique {
                let xi = model::slack(&s.omega, &b, x, y);
                row.extend([f.num(&m), f.num(&xi), status]);
            } else if status_shown {
                row.push(status);
            }
            t.row(&row);
        }
        t
    }

    fn kkt_lines(&self, f: &Fmt, s: &Svm) -> Vec<String> {
        let terms: Vec<String> = s
            .alphas
            .iter()
            .zip(&self.ys)
            .zip(&self.xs)
            .filter(|((a, _), _)| !a.is_zero())
            .map(|((a, &y), x)| format!("{}·({})·{}", f.num(a), common::sign_text(y), f.vec(x)))
            .collect();
        let mut sums = String::new();
        for (a, &y) in s.alphas.iter().zip(&self.ys).filter(|(a, _)| !a.is_zero()) {
            let sign = match (sums.is_empty(), y < 0) {
                (true, true) => "−",
                (true, false) => "",
                (false, true) => " − ",
                (false, false) => " + ",
            };
            sums.push_str(sign);
            sums.push_str(&f.num(a));
        }
        let omega = if terms.is_empty() {
            format!("$\\omega = \\sum_i \\alpha_i y_i x_i$ = 0 = {}", f.vec(&s.omega))
        } else {
            format!(
                "$\\omega = \\sum_i \\alpha_i y_i x_i$ = {} = {}",
                terms.join(" + "),
                f.vec(&s.omega)
            )
        };
        let balance = if sums.is_empty() {
            "$\\sum_i \\alpha_i y_i$ = 0".to_string()
        } else {
            format!("$\\sum_i \\alpha_i y_i$ = {sums} = 0")
        };
        vec![omega, balance]
    }

    fn bias_text(&self, f: &Fmt, s: &Svm) -> String {
        match &s.bias {
            Bias::Unique(b) => {
                let on = self.on_margin(s, b);
                match on.first() {
                    Some(&i) => f.lang.ta(
                        "svm-bias-from-sample",
                        &[
                            ("i", (i + 1).into()),
                            ("y", common::sign_text(self.ys[i]).into()),
                            ("wx", f.num(&dot(&s.omega, &self.xs[i])).into()),
                            ("b", f.num(b).into()),
                        ],
                    ),
                    None => f.lang.ta("svm-bias-min-slack", &[("b", f.num(b).into())]),
                }
            }
            Bias::Interval(lo, hi) => {
                let range = common::interval_text(f, lo.as_ref(), hi.as_ref());
                if self.c.as_ref().is_some_and(Number::is_zero) {
                    f.lang.t("svm-bias-c-zero")
                } else {
                    f.lang.ta("svm-bias-interval", &[("range", range.into())])
                }
            }
        }
    }

    fn witness_text(&self, f: &Fmt, w: &Witness) -> String {
        let side = |class: i8| -> String {
            w.weights
                .iter()
                .filter(|(i, _)| self.ys[*i] == class)
                .map(|(i, l)| format!("{}·x{}", f.num(l), subscript(i + 1)))
                .collect::<Vec<_>>()
                .join(" + ")
        };
        f.lang.ta(
            "svm-witness",
            &[
                ("pos", side(1).into()),
                ("neg", side(-1).into()),
                ("point", f.vec(&w.point).into()),
            ],
        )
    }
}

/// What solving works out for every part.
#[derive(Debug)]
struct Solution {
    outcome: Outcome,
    /// Why the samples are not separable, when they are not.
    witness: Option<Witness>,
    /// For a soft margin on separable data: whether the hard-margin solution is the same.
    same_as_hard: Option<bool>,
    /// ωᵀx = 0, when solved with ω ≠ 0.
    plane: Option<Hyperplane>,
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    samples: Table,
    c: Option<String>,
    c_half: Option<String>,
    /// The samples in the plane (`figures: [margins]`).
    figure: Option<FigureView>,
    /// The answer tables: ω by entry, and the dual variables, slacks and functional margins
    /// by sample (the KKT table's columns).
    blank_weights: Table,
    blank_alphas: Table,
    blank_slacks: Table,
    blank_functional_margins: Table,
}

/// The worked solution: the KKT table, or why there is none.
#[derive(Serialize)]
#[serde(untagged)]
enum View {
    Solved {
        solved: bool,
        table: Table,
        kkt: Vec<String>,
        bias_unique: bool,
        alphas_unique: bool,
        same_as_hard: Option<bool>,
        /// The line, the margins, the support vectors and the slacks (`figures: [margins]`).
        figure: Option<FigureView>,
    },
    NotSolved {
        solved: bool,
        witness: String,
        /// The samples, and why no line is drawn (`figures: [margins]`).
        figure: Option<FigureView>,
    },
}

/// The worked solution of one part (`{}` for parts the KKT table shows).
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    Bias { text: String, shown: String },
    Text { text: String },
    Table {},
}

impl Kind for SvmExercise {
    type Part = P;
    type Shared = Solution;
    type PartWork = ();
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn data(&self, f: &Fmt) -> Data {
        let half = self.c.as_ref().map(|c| c * &Number::ratio(1, 2).unwrap_or_default());
        Data {
            samples: shared::samples_table(f, &self.samples, "y"),
            c: self.c.as_ref().map(|c| f.num(c)),
            c_half: half.as_ref().map(|c| f.num(c)),
            figure: self
                .figures
                .has("margins")
                .then(|| self.figure(Err(String::new())).data(f))
                .flatten(),
            blank_weights: shared::answer_row(
                "",
                &(1..=self.xs.first().map_or(0, Vec::len))
                    .map(|j| format!("ω{}", crate::num::linear::subscript(j)))
                    .collect::<Vec<_>>(),
                "",
            ),
            blank_alphas: shared::per_sample_row(self.xs.len(), r"$\alpha_n$"),
            blank_slacks: shared::per_sample_row(self.xs.len(), r"$\xi_n$"),
            blank_functional_margins: shared::per_sample_row(self.xs.len(), r"$y_n(\omega^\top x_n + b)$"),
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Solution, ()> {
        let outcome = model::solve(&self.xs, &self.ys, self.c.as_ref());
        let witness = match &outcome {
            Outcome::NotSeparable(w) => Some(w.clone()),
            _ => model::separability_witness(&self.xs, &self.ys).ok().flatten(),
        };
        let (same_as_hard, plane) = match &outcome {
            Outcome::Solved(s) => {
                let hard = match (&self.c, &witness) {
                    (Some(c), None) if !c.is_zero() => match model::solve(&self.xs, &self.ys, None) {
                        Outcome::Solved(h) => Some(h.omega == s.omega && h.bias == s.bias),
                        _ => None,
                    },
                    _ => None,
                };
                (hard, Self::plane(&s.omega))
            }
            _ => (None, None),
        };
        let answers = asked
            .iter()
            .map(|a| {
                let Outcome::Solved(s) = &outcome else {
                    return Answer::value(match a.part {
                        P::Separable => Value::Bool(witness.is_none()),
                        P::Weights
                        | P::Bias
                        | P::Margin
                        | P::SupportVectors
                        | P::OnMargin
                        | P::Alphas
                        | P::Slacks
                        | P::FunctionalMargins
                        | P::Objective => Value::Label(NOT_SEPARABLE.into()),
                    });
                };
                let b = s.bias.unique();
                let depends = || Value::Label("depends on b".into());
                Answer::value(match a.part {
                    P::Separable => Value::Bool(witness.is_none()),
                    P::Weights => Value::vector(&s.omega),
                    P::Bias => match &s.bias {
                        Bias::Unique(b) => Value::Number(b.clone()),
                        Bias::Interval(lo, hi) => common::interval_value(lo.as_ref(), hi.as_ref()),
                    },
                    P::Margin => Self::margin_value(plane.as_ref()),
                    P::SupportVectors => Self::numbers(
                        &(0..self.xs.len())
                            .filter(|&i| !s.alphas[i].is_zero())
                            .collect::<Vec<_>>(),
                    ),
                    P::OnMargin => b.map_or_else(depends, |b| Self::numbers(&self.on_margin(s, b))),
                    P::Alphas => Value::vector(&s.alphas),
                    P::Slacks => b.map_or_else(depends, |b| self.per_sample(|x, y| model::slack(&s.omega, b, x, y))),
                    P::FunctionalMargins => b.map_or_else(depends, |b| {
                        self.per_sample(|x, y| model::functional_margin(&s.omega, b, x, y))
                    }),
                    P::Objective => Value::Number(s.objective.clone()),
                })
            })
            .collect();
        Work {
            shared: Solution {
                outcome,
                witness,
                same_as_hard,
                plane,
            },
            answers,
        }
    }

    fn present(&self, work: &Work<Solution, ()>, asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let sol = &work.shared;
        let mut notes = Vec::new();
        let figure = self.figures.has("margins").then(|| self.key_figure(f, sol)).flatten();
        let view = match &sol.outcome {
            Outcome::Solved(s) => View::Solved {
                solved: true,
                table: self.table(f, s),
                kkt: self.kkt_lines(f, s),
                bias_unique: s.bias.unique().is_some(),
                alphas_unique: s.alphas_unique,
                same_as_hard: sol.same_as_hard,
                figure,
            },
            Outcome::NotSeparable(w) => View::NotSolved {
                solved: false,
                witness: self.witness_text(f, w),
                figure,
            },
            Outcome::Failed => {
                notes.push(f.lang.t("svm-solver-failed"));
                View::NotSolved {
                    solved: false,
                    witness: String::new(),
                    figure,
                }
            }
        };
        let parts = asked
            .iter()
            .map(|a| {
                let text = |text: String| PartView::Text { text };
                let separable = || {
                    text(match &sol.witness {
                        None => f.lang.t("svm-separable-yes"),
                        Some(w) => f
                            .lang
                            .ta("svm-separable-no", &[("witness", self.witness_text(f, w).into())]),
                    })
                };
                let Outcome::Solved(s) = &sol.outcome else {
                    // the answer says it: not linearly separable
                    return if a.part == P::Separable {
                        separable()
                    } else {
                        PartView::Table {}
                    };
                };
                match a.part {
                    P::Separable => separable(),
                    P::SupportVectors | P::OnMargin | P::Alphas | P::Slacks | P::FunctionalMargins => {
                        PartView::Table {}
                    }
                    P::Weights => text(format!("ω = {}", f.vec(&s.omega))),
                    P::Bias => PartView::Bias {
                        text: self.bias_text(f, s),
                        shown: match &s.bias {
                            Bias::Unique(b) => format!("b = {}", f.num(b)),
                            Bias::Interval(lo, hi) => {
                                format!("b ∈ {}", common::interval_text(f, lo.as_ref(), hi.as_ref()))
                            }
                        },
                    },
                    P::Margin => text(Self::margin_text(f, s, sol.plane.as_ref())),
                    P::Objective => text(match &self.c {
                        Some(c) => {
                            let slack = (&s.objective - &s.norm_sq).checked_div(c).unwrap_or_default();
                            format!(
                                "$\\lVert\\omega\\rVert^2 + C \\sum_i \\xi_i$ = {} + {}·{} = {}",
                                f.num(&s.norm_sq),
                                f.num(c),
                                if c.is_zero() {
                                    "$\\sum_i \\xi_i$".to_string()
                                } else {
                                    f.num(&slack)
                                },
                                f.num(&s.objective)
                            )
                        }
                        None => format!("‖ω‖² = {}", f.num(&s.objective)),
                    }),
                }
            })
            .collect();
        Presented { view, parts, notes }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::Margin => vec![P::Weights],
            P::FunctionalMargins => vec![P::Weights, P::Bias],
            P::Slacks | P::OnMargin => vec![P::FunctionalMargins],
            P::Weights | P::Bias | P::SupportVectors | P::Alphas | P::Objective | P::Separable => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let solved = || match model::solve(&self.xs, &self.ys, self.c.as_ref()) {
            Outcome::Solved(s) => Some(s),
            _ => None,
        };
        let omega = || match from.first() {
            Some(Some(v)) => common::numbers(v),
            _ => solved().map(|s| s.omega),
        };
        match ask.part {
            P::Margin => Some(Self::margin_value(Self::plane(&omega()?).as_ref())),
            P::FunctionalMargins => {
                let omega = omega()?;
                let b = match from.get(1) {
                    Some(Some(Value::Number(b))) => b.clone(),
                    Some(Some(_)) => return None,
                    _ => solved()?.bias.unique()?.clone(),
                };
                (omega.len() == self.xs.first()?.len())
                    .then(|| self.per_sample(|x, y| model::functional_margin(&omega, &b, x, y)))
            }
            P::Slacks | P::OnMargin => {
                let m = common::numbers(from.first()?.as_ref()?)?;
                if m.len() != self.xs.len() {
                    return None;
                }
                let one = Number::one();
                Some(if ask.part == P::Slacks {
                    Value::vector(&m.iter().map(|m| (&one - m).max(Number::zero())).collect::<Vec<_>>())
                } else {
                    Self::numbers(&(0..m.len()).filter(|&i| m[i] == one).collect::<Vec<_>>())
                })
            }
            P::Weights | P::Bias | P::SupportVectors | P::Alphas | P::Objective | P::Separable => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let Outcome::Solved(s) = model::solve(&self.xs, &self.ys, self.c.as_ref()) else {
            return Vec::new();
        };
        let only = |hint: &'static str, part: P, v: Value| {
            Misconception::of_kind_part(Hint::new(lang, hint), right, asked, part, v)
        };
        let mut out = Vec::new();
        if let Some(h) = Self::plane(&s.omega) {
            out.push(only(
                "svm-hint-band",
                P::Margin,
                common::surd_value(&h.divide(&Number::one())),
            ));
            if let Some(m) = Number::from(2).checked_div(&s.norm_sq) {
                out.push(only("svm-hint-norm-sq", P::Margin, Value::Number(m)));
            }
        }
        if let Some(b) = s.bias.unique() {
            out.push(only(
                "svm-hint-support-vectors",
                P::SupportVectors,
                Self::numbers(&self.on_margin(&s, b)),
            ));
            let unclipped: Vec<Number> = self
                .xs
                .iter()
                .zip(&self.ys)
                .map(|(x, &y)| Number::one() - model::functional_margin(&s.omega, b, x, y))
                .collect();
            out.push(only("svm-hint-slack", P::Slacks, Value::vector(&unclipped)));
        }
        out.retain(Misconception::changes_anything);
        out
    }
}
