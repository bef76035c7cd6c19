//! `least-squares`: the exact least-squares fit w = (X̄ᵗX̄)⁻¹X̄ᵗy of seed 001 ("Perceptron
//! regression"), with the normal equations as a worked step, and the minimum-norm solution
//! (with the dependent features named) when X̄ᵗX̄ is singular.

use super::margin_common as common;
use super::prelude::*;
use crate::models::least_squares::{self as model, Fit};
use crate::num::linear::{Notation, format_form, subscript};
use crate::num::{TooLarge, dot};
use crate::part::PartArg;
use crate::spec::loader::Sample;
use crate::spec::yaml::Node;
use std::sync::OnceLock;

/// Most features (exam-sized: the worked solution shows (D+1)×(D+1) matrices).
pub(crate) const MAX_FEATURES: usize = 10;

/// The `least-squares` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "least-squares",
    summary: "least squares X̄w ≈ y: normal equations, weights (minimum-norm when singular), predictions, SSE",
    keys: &[
        SAMPLES.def,
        keys::HOMOGENEOUS.def,
        KeyDef::optional(
            "sample_weights",
            "all 1",
            "per-sample weights ψ1, …, ψN > 0, one per sample: weighted least squares, Ψ = diag(ψ)",
        ),
        KeyDef::optional(
            "at",
            "zeros",
            "the weights (w0, w1, …) at which the parts `error` and `gradient` are evaluated",
        ),
        KeyDef::optional("gradient_at", "none", "the older name of `at`"),
    ],
    parts: P::DEFS,
    figures: &[],
    template: include_str!("../../templates/least-squares.md"),
    load,
};

const SAMPLES: Key<Vec<Sample>> = keys::SAMPLES.doc("the samples `{ x: [x1, …], y: target }` with real-valued targets");

crate::parts! {
    /// The parts of `least-squares`.
    enum P {
        NormalEquations = PartDef::new("normal_equations", "X̄ᵗX̄ and X̄ᵗy: `{ xtx: [[…], …], xty: […] }`").generated(),
        Weights = PartDef::new(
            "weights",
            "w = (X̄ᵗX̄)⁻¹X̄ᵗy, or the minimum-norm solution X̄⁺y when X̄ᵗX̄ is singular",
        )
        .by_default().generated(),
        LeftInverse = PartDef::new("left_inverse", "(X̄ᵗX̄)⁻¹X̄ᵗ (the pseudo-inverse X̄⁺ when X̄ᵗX̄ is singular)").generated(),
        Predictions = PartDef::new("predictions", "f(xᵢ) = wᵀx̄ᵢ for each sample").by_default().generated(),
        Residuals = PartDef::new("residuals", "yᵢ − f(xᵢ) for each sample").generated(),
        Sse = PartDef::new("sse", "E(w) = Σ ψᵢ(yᵢ − f(xᵢ))² at the fitted w, the seed's squared error").by_default().intervals(),
        Error = PartDef::new(
            "error",
            "½ Σ ψᵢ(yᵢ − wᵀx̄ᵢ)² at the w of `at` (the seed's gradient-descent E)",
        ).intervals(),
        Gradient = PartDef::new(
            "gradient",
            "Σ ψᵢ(wᵀx̄ᵢ − yᵢ)·x̄ᵢ at the w of `at`: the gradient of `error`",
        ).generated(),
        Predict = PartDef::new("predict", "f(x) = wᵀx̄ at new points").points().generated(),
    }
}

#[derive(Debug)]
struct LeastSquares {
    samples: Vec<Sample>,
    xs: Vec<Vec<Number>>,
    ys: Vec<Number>,
    dim: usize,
    /// The w of `at` (zeros when absent).
    at: Option<Vec<Number>>,
    /// The per-sample weights ψ (`None`: all 1).
    psi: Option<Vec<Number>>,
    /// Whether mlex added the column of ones (the spec is not `homogeneous`).
    bias_added: bool,
    /// The fit and the values at `at`, worked out once ([`Kind::precheck`]).
    exact: OnceLock<Result<Exact, TooLarge>>,
}

/// The exact results that can grow past the size guard, worked out once.
#[derive(Debug)]
struct Exact {
    fit: Fit,
    /// ½ Σ ψᵢ(yᵢ − wᵀx̄ᵢ)² at `at`.
    error: Number,
    /// Its gradient at `at`.
    gradient: Vec<Number>,
}

/// Reads `at`, or its older name `gradient_at`: `Some(None)` when neither is given.
fn read_at<'a>(l: &mut Loader, m: &Map<'a>) -> Option<Option<(&'a Node, &'static str, Vec<Number>)>> {
    let (node, name) = match (m.get("at"), m.get("gradient_at")) {
        (None, None) => return Some(None),
        (Some(_), Some(g)) => {
            l.error_help(
                g.span,
                "`gradient_at` and `at` are both given",
                "`gradient_at` is the older name of `at`",
                "keep `at` only",
            );
            return None;
        }
        (Some(n), None) => (n, "at"),
        (None, Some(n)) => (n, "gradient_at"),
    };
    let w = l.vector(node, &format!("`{name}`"), None)?;
    Some(Some((node, name, w)))
}

/// Reads `sample_weights`: positive numbers, each checked where it is written.
fn read_psi(l: &mut Loader, node: &Node) -> Option<Vec<Number>> {
    let items = l.nonempty_list(node, "`sample_weights`")?;
    let mut out = Vec::with_capacity(items.len());
    let mut ok = true;
    for (i, item) in items.iter().enumerate() {
        match l.positive(item, &format!("entry {} of `sample_weights`", i + 1)) {
            Some(p) => out.push(p),
            None => ok = false,
        }
    }
    ok.then_some(out)
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let homogeneous = keys::HOMOGENEOUS.read(l, m);
    let samples = SAMPLES.read(l, m);
    let at = read_at(l, m);
    let psi = m.get("sample_weights").map(|n| (n, read_psi(l, n)));
    // Every check below is independent of the others: all of them are reported at once.
    let samples = samples?;
    let span = SAMPLES.span(m);
    let mut ok = shared::check_sample_count(l, &samples, span);
    let mut ys = Vec::with_capacity(samples.len());
    for (i, s) in samples.iter().enumerate() {
        match Number::parse(&s.y) {
            Ok(p) => {
                l.saw_fraction |= p.is_fraction;
                ys.push(p.value);
            }
            Err(e) => {
                l.error_help(
                    s.y_span,
                    format!("sample {} has target `{}`; least squares needs a number", i + 1, s.y),
                    &e.to_string(),
                    crate::num::NUMBER_HELP,
                );
                ok = false;
            }
        }
    }
    // the count is checked even when an entry is invalid
    if let Some((node, _)) = &psi
        && let Some(items) = node.as_seq()
        && !items.is_empty()
        && items.len() != samples.len()
    {
        l.error_help(
            node.span,
            format!(
                "`sample_weights` has {} entries for {} samples",
                items.len(),
                samples.len()
            ),
            &format!("expected {} weights", samples.len()),
            "give one weight ψᵢ > 0 per sample, in the order of `samples`",
        );
        ok = false;
    }
    let homogenized = homogeneous.and_then(|h| shared::homogenize(l, &samples, h, "sample").map(|xd| (h, xd)));
    // D from the samples as written (all of one length): `at` is checked even when a sample
    // lacks its leading 1
    if let Some(h) = homogeneous {
        let dim = shared::features(&samples, h);
        if dim > MAX_FEATURES {
            l.error_help(
                span,
                format!("the samples have {dim} features; `least-squares` allows at most {MAX_FEATURES}"),
                "too many features",
                "use an exam-sized problem",
            );
            ok = false;
        }
        if let Some(Some((node, name, w))) = &at
            && w.len() != dim + 1
        {
            l.error_help(
                node.span,
                format!("`{name}` has {} entries, expected {}", w.len(), dim + 1),
                &format!("expected {} numbers (w0, w1, …)", dim + 1),
                "a weight vector has the bias w0 first, then one weight per feature",
            );
            ok = false;
        }
    }
    let (homogeneous, (xs, dim)) = homogenized?;
    let at = at?.map(|(_, _, w)| w);
    let psi = match psi {
        Some((_, p)) => Some(p?),
        None => None,
    };
    ok.then(|| {
        boxed(LeastSquares {
            samples,
            xs,
            ys,
            dim,
            at,
            psi,
            bias_added: !homogeneous,
            exact: OnceLock::new(),
        })
    })
}

fn col_name(j: usize) -> String {
    if j == 0 {
        "1".into()
    } else {
        format!("x{}", subscript(j))
    }
}

fn w_names(dim: usize) -> Vec<String> {
    (0..=dim).map(|j| format!("w{}", subscript(j))).collect()
}

/// A matrix as a table with row and column titles.
fn matrix_table(f: &Fmt, corner: &str, rows: &[String], cols: &[String], m: &[Vec<Number>]) -> Table {
    let mut header = vec![corner.to_string()];
    header.extend(cols.iter().cloned());
    let mut t = Table::new(&header);
    for (title, r) in rows.iter().zip(m) {
        let mut row = vec![title.clone()];
        row.extend(r.iter().map(|v| f.num(v)));
        t.row(&row);
    }
    t
}

fn matrix_value(m: &[Vec<Number>]) -> Value {
    Value::List(m.iter().map(|r| Value::vector(r)).collect())
}

/// The gradient's point, the errors f(xᵢ) − yᵢ there, and the gradient.
#[derive(Debug)]
struct GradientAt {
    at: Vec<Number>,
    errors: Vec<Number>,
    gradient: Vec<Number>,
}

/// The error's point, the residuals yᵢ − wᵀx̄ᵢ there, and ½ Σ ψᵢ(yᵢ − wᵀx̄ᵢ)².
#[derive(Debug)]
struct ErrorAt {
    at: Vec<Number>,
    residuals: Vec<Number>,
    error: Number,
}

/// What one part works out besides the fit (the parts without data of their own are shown
/// from the fit).
#[derive(Debug)]
enum Worked {
    NormalEquations,
    Weights,
    LeftInverse,
    Predictions,
    Residuals,
    Sse,
    /// ½ Σ ψᵢ(yᵢ − wᵀx̄ᵢ)² at `at`.
    Error(ErrorAt),
    /// The gradient of `error` at `at`.
    Gradient(GradientAt),
    /// Each new point, with its 1 in front, and f(x).
    Predict(Vec<(Vec<Number>, Vec<Number>, Number)>),
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    samples: Table,
    /// The w of `at`.
    at: String,
    /// Whether the samples have weights ψ.
    weighted: bool,
    /// `Ψ` when weighted, empty otherwise: written between X̄ᵗ and X̄ in the formulas.
    psi_mark: &'static str,
    /// The answer tables (the worksheet's, under "Answers"; the practice page's boxes): the
    /// normal equations as the solution tables them, the gradient by ∂E/∂w_j, the predictions and
    /// residuals by sample.
    blank_normal_equations: Table,
    blank_gradient: Table,
    blank_predictions: Table,
    blank_residuals: Table,
    /// The predictions `f(x)` at the asked points, a row per point.
    blank_predict: Table,
    /// The left inverse, as the solution tables it: a row per weight w_j, a column per target
    /// y_n.
    blank_left_inverse: Table,
}

/// The normal equations as an augmented matrix.
#[derive(Clone, Serialize)]
struct NormalView {
    table: Table,
}

/// How the weights are found, and whether they are unique.
#[derive(Clone, Serialize)]
struct WeightsView {
    full_rank: bool,
    rank: usize,
    size: usize,
    inverse: Option<Table>,
    dependencies: Vec<String>,
    family: String,
    text: String,
    samples: usize,
}

/// The worked solution: the design matrix, the normal equations and the weights.
#[derive(Serialize)]
struct View {
    design: Table,
    normal: NormalView,
    weights: WeightsView,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    Normal(NormalView),
    Weights(WeightsView),
    LeftInverse {
        table: Table,
        full_rank: bool,
    },
    Lines {
        lines: Vec<String>,
    },
    Residuals {
        lines: Vec<String>,
        above: bool,
    },
    Sse {
        text: String,
        mean: Option<String>,
    },
    Error {
        at: String,
        residuals: String,
        text: String,
    },
    Gradient {
        at: String,
        errors: String,
        text: String,
    },
}

/// f(x) = wᵀx̄ at each point, one value when the part gives one point.
fn predict(w: &[Number], asked: &PartArg, points: &[Vec<Number>]) -> Value {
    let values = points.iter().map(|x| Value::Number(dot(w, x))).collect();
    common::list_or_one(values, !matches!(asked, PartArg::Points(_)))
}

/// A point with its 1 in front: x̄ = (1, x).
fn with_one(x: &[Number]) -> Vec<Number> {
    let mut xb = vec![Number::one()];
    xb.extend(x.iter().cloned());
    xb
}

impl LeastSquares {
    /// The w of `at` (zeros by default).
    fn at(&self) -> Vec<Number> {
        self.at.clone().unwrap_or_else(|| vec![Number::zero(); self.dim + 1])
    }

    fn psi(&self) -> Option<&[Number]> {
        self.psi.as_deref()
    }

    /// The fit and the error and gradient at `at`; `Err` when the fractions grow past the size
    /// guard (the loader then refuses the spec, so a loaded exercise always has them).
    fn exact(&self) -> Result<&Exact, TooLarge> {
        self.exact
            .get_or_init(|| {
                let at = self.at();
                Ok(Exact {
                    fit: model::fit_weighted(&self.xs, &self.ys, self.psi())?,
                    error: model::half_error(&self.xs, &self.ys, self.psi(), &at)?,
                    gradient: model::gradient_weighted(&self.xs, &self.ys, self.psi(), &at)?,
                })
            })
            .as_ref()
            .map_err(|e| *e)
    }

    /// Σ ψᵢvᵢ² as text: `1² + (−2)²`, or `2·1² + 1/2·(−2)²` with weights.
    fn squares_text(&self, f: &Fmt, v: &[Number]) -> String {
        v.iter()
            .enumerate()
            .map(|(i, r)| {
                let t = f.num(r);
                let sq = if r.is_negative() || t.contains('/') {
                    format!("({t})²")
                } else {
                    format!("{t}²")
                };
                match self.psi() {
                    Some(psi) => format!("{}·{sq}", f.num(&psi[i])),
                    None => sq,
                }
            })
            .collect::<Vec<_>>()
            .join(" + ")
    }

    /// The samples with their weights ψ when there are some.
    fn samples_table(&self, f: &Fmt) -> Table {
        let dim = self.samples.first().map_or(0, |s| s.x.len());
        let mut header = vec!["n".to_string()];
        header.extend((1..=dim).map(|i| format!("x{}", subscript(i))));
        header.push("y".into());
        if self.psi.is_some() {
            header.push("ψ".into());
        }
        let mut t = Table::new(&header);
        for (i, s) in self.samples.iter().enumerate() {
            let mut row = vec![(i + 1).to_string()];
            row.extend(s.x.iter().map(|v| f.num(v)));
            row.push(s.y.clone());
            if let Some(psi) = self.psi() {
                row.push(f.num(&psi[i]));
            }
            t.row(&row);
        }
        t
    }

    fn design_table(&self, f: &Fmt) -> Table {
        let mut header: Vec<String> = vec!["n".into()];
        header.extend((0..=self.dim).map(col_name));
        header.push("y".into());
        if self.psi.is_some() {
            header.push("ψ".into());
        }
        let mut t = Table::new(&header);
        for (i, (x, y)) in self.xs.iter().zip(&self.ys).enumerate() {
            let mut row = vec![(i + 1).to_string()];
            row.extend(x.iter().map(|v| f.num(v)));
            row.push(f.num(y));
            if let Some(psi) = self.psi() {
                row.push(f.num(&psi[i]));
            }
            t.row(&row);
        }
        t
    }

    /// The columns of the normal equations' augmented table: w₀ … and X̄ᵀy (X̄ᵀΨy weighted),
    /// shared by the worked solution and the worksheet's answer table.
    fn normal_columns(&self) -> Vec<String> {
        let mut cols = w_names(self.dim);
        cols.push(
            if self.psi.is_some() {
                r"$\bar{X}^\top \Psi y$"
            } else {
                r"$\bar{X}^\top y$"
            }
            .into(),
        );
        cols
    }

    fn normal_view(&self, f: &Fmt, fit: &Fit) -> NormalView {
        let names: Vec<String> = (0..=self.dim).map(col_name).collect();
        let cols = self.normal_columns();
        let augmented: Vec<Vec<Number>> = fit
            .xtx
            .iter()
            .zip(&fit.xty)
            .map(|(r, b)| {
                let mut row = r.clone();
                row.push(b.clone());
                row
            })
            .collect();
        let rows: Vec<String> = (0..names.len()).map(|j| format!("∂E/∂w{} = 0", subscript(j))).collect();
        NormalView {
            table: matrix_table(f, "", &rows, &cols, &augmented),
        }
    }

    fn weights_view(&self, f: &Fmt, fit: &Fit) -> WeightsView {
        let names = w_names(self.dim);
        let inverse = fit
            .xtx_inverse
            .as_ref()
            .map(|inv| matrix_table(f, "", &names, &names, inv));
        let dependencies: Vec<String> = fit
            .dependencies
            .iter()
            .map(|(j, combo)| {
                let mut coeffs = vec![Number::zero(); self.dim + 1];
                for (p, c) in combo {
                    coeffs[*p] = c.clone();
                }
                f.lang.ta(
                    "least-squares-dependency",
                    &[
                        ("feature", col_name(*j).into()),
                        (
                            "combination",
                            format_form(&coeffs, self.dim.max(2), f.style, Notation::Pretty, true).into(),
                        ),
                        ("column", (j + 1).into()),
                    ],
                )
            })
            .collect();
        let family: Vec<String> = fit
            .null_space
            .iter()
            .enumerate()
            .map(|(k, v)| format!("t{}·{}", subscript(k + 1), f.vec(v)))
            .collect();
        WeightsView {
            full_rank: fit.full_rank(),
            rank: fit.rank,
            size: self.dim + 1,
            inverse,
            dependencies,
            family: f.lang.ta(
                "least-squares-family",
                &[
                    (
                        "w",
                        format!("w = {} + {}", f.vec(&fit.weights), family.join(" + ")).into(),
                    ),
                    (
                        "t",
                        (1..=family.len())
                            .map(|k| format!("t{}", subscript(k)))
                            .collect::<Vec<_>>()
                            .join(", ")
                            .into(),
                    ),
                ],
            ),
            text: format!("w = {}", f.vec(&fit.weights)),
            samples: self.samples.len(),
        }
    }

    fn prediction_lines(&self, f: &Fmt, fit: &Fit) -> Vec<String> {
        self.xs
            .iter()
            .zip(&self.ys)
            .zip(fit.predictions.iter().zip(&fit.residuals))
            .enumerate()
            .map(|(i, ((x, y), (p, r)))| {
                f.lang.ta(
                    "least-squares-prediction-line",
                    &[
                        (
                            "f",
                            format!(
                                "f(x{}) = {}·{} = {}",
                                subscript(i + 1),
                                f.vec(&fit.weights),
                                f.vec(x),
                                f.num(p)
                            )
                            .into(),
                        ),
                        ("r", format!("{} − {} = {}", f.num(y), f.num(p), f.num(r)).into()),
                    ],
                )
            })
            .collect()
    }
}

impl Kind for LeastSquares {
    type Part = P;
    type Shared = Fit;
    type PartWork = Worked;
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn dimension(&self) -> Option<usize> {
        Some(self.dim)
    }

    fn data(&self, f: &Fmt) -> Data {
        Data {
            samples: self.samples_table(f),
            at: f.vec(&self.at()),
            weighted: self.psi.is_some(),
            psi_mark: if self.psi.is_some() { "Ψ" } else { "" },
            blank_normal_equations: {
                let columns = self.normal_columns();
                let rows: Vec<String> = (0..=self.dim).map(|j| format!("∂E/∂w{} = 0", subscript(j))).collect();
                super::shared::answer_table("", &columns, &rows)
            },
            blank_gradient: super::shared::answer_row(
                "",
                &(0..=self.dim)
                    .map(|j| format!("∂E/∂w{}", subscript(j)))
                    .collect::<Vec<_>>(),
                "∇E",
            ),
            blank_predictions: super::shared::per_sample_row(self.xs.len(), "$f(x_n)$"),
            blank_residuals: super::shared::per_sample_row(self.xs.len(), "$y_n - f(x_n)$"),
            blank_predict: super::shared::per_point(&["$f(x)$".to_string()]),
            blank_left_inverse: {
                let rows: Vec<String> = (0..=self.dim).map(|j| format!("w{}", subscript(j))).collect();
                let columns: Vec<String> = (1..=self.xs.len()).map(|n| format!("y{}", subscript(n))).collect();
                super::shared::answer_table("", &columns, &rows)
            },
        }
    }

    fn precheck(&self, _asked: &[Ask<'_, P>]) -> Result<(), TooLargeAt> {
        self.exact().map(|_| ()).map_err(|e| TooLargeAt {
            key: "samples",
            message: format!("{e} in the least-squares fit of {} samples", self.xs.len()),
            help: "use fewer samples, or numbers with fewer different denominators (decimals with few places, or integers)"
                .into(),
            what: super::TooLargeWhat::Numbers,
        })
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Fit, Worked> {
        // A loaded exercise has passed `precheck`; one that has not gets no answers.
        let Ok(exact) = self.exact() else {
            return Work {
                shared: Fit::default(),
                answers: Vec::new(),
            };
        };
        let fit = exact.fit.clone();
        let answers = asked
            .iter()
            .map(|a| match a.part {
                P::NormalEquations => Answer {
                    value: Value::Map(vec![
                        ("xtx".into(), matrix_value(&fit.xtx)),
                        ("xty".into(), Value::vector(&fit.xty)),
                    ]),
                    work: Worked::NormalEquations,
                },
                P::Weights => Answer {
                    value: Value::vector(&fit.weights),
                    work: Worked::Weights,
                },
                P::LeftInverse => Answer {
                    value: matrix_value(&fit.left_inverse),
                    work: Worked::LeftInverse,
                },
                P::Predictions => Answer {
                    value: Value::vector(&fit.predictions),
                    work: Worked::Predictions,
                },
                P::Residuals => Answer {
                    value: Value::vector(&fit.residuals),
                    work: Worked::Residuals,
                },
                P::Sse => Answer {
                    value: Value::Number(fit.sse.clone()),
                    work: Worked::Sse,
                },
                P::Error => {
                    let at = self.at();
                    let error = exact.error.clone();
                    let residuals = self.xs.iter().zip(&self.ys).map(|(x, y)| y - &dot(&at, x)).collect();
                    Answer {
                        value: Value::Number(error.clone()),
                        work: Worked::Error(ErrorAt { at, residuals, error }),
                    }
                }
                P::Gradient => {
                    let at = self.at();
                    let gradient = exact.gradient.clone();
                    let errors = self.xs.iter().zip(&self.ys).map(|(x, y)| dot(&at, x) - y).collect();
                    Answer {
                        value: Value::vector(&gradient),
                        work: Worked::Gradient(GradientAt { at, errors, gradient }),
                    }
                }
                P::Predict => {
                    let worked: Vec<_> = a
                        .points()
                        .into_iter()
                        .map(|x| {
                            let xb = with_one(&x);
                            let v = dot(&fit.weights, &xb);
                            (x, xb, v)
                        })
                        .collect();
                    let values = worked.iter().map(|(_, _, v)| Value::Number(v.clone())).collect();
                    Answer {
                        value: common::list_or_one(values, !matches!(a.asked.arg, PartArg::Points(_))),
                        work: Worked::Predict(worked),
                    }
                }
            })
            .collect();
        Work { shared: fit, answers }
    }

    fn present(&self, work: &Work<Fit, Worked>, asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let fit = &work.shared;
        let parts = work
            .answers
            .iter()
            .map(|answer| match &answer.work {
                Worked::NormalEquations => PartView::Normal(self.normal_view(f, fit)),
                Worked::Weights => PartView::Weights(self.weights_view(f, fit)),
                Worked::LeftInverse => {
                    let cols: Vec<String> = (1..=self.samples.len()).map(|i| format!("y{}", subscript(i))).collect();
                    PartView::LeftInverse {
                        table: matrix_table(f, "", &w_names(self.dim), &cols, &fit.left_inverse),
                        full_rank: fit.full_rank(),
                    }
                }
                Worked::Predictions => PartView::Lines {
                    lines: self.prediction_lines(f, fit),
                },
                Worked::Residuals => PartView::Residuals {
                    lines: self.prediction_lines(f, fit),
                    above: asked
                        .iter()
                        .take_while(|q| q.part != P::Residuals)
                        .any(|q| q.part == P::Predictions),
                },
                Worked::Sse => {
                    let mean = fit
                        .sse
                        .checked_div(&Number::from(self.samples.len()))
                        .unwrap_or_default();
                    PartView::Sse {
                        text: format!("E = {} = {}", self.squares_text(f, &fit.residuals), f.num(&fit.sse)),
                        mean: self.psi.is_none().then(|| f.num(&mean)),
                    }
                }
                Worked::Error(e) => PartView::Error {
                    at: f.vec(&e.at),
                    residuals: format!(
                        "({})",
                        e.residuals.iter().map(|r| f.num(r)).collect::<Vec<_>>().join(", ")
                    ),
                    text: format!("½({}) = {}", self.squares_text(f, &e.residuals), f.num(&e.error)),
                },
                Worked::Gradient(g) => PartView::Gradient {
                    at: f.vec(&g.at),
                    errors: format!("({})", g.errors.iter().map(|e| f.num(e)).collect::<Vec<_>>().join(", ")),
                    text: format!("∇ = {}", f.vec(&g.gradient)),
                },
                Worked::Predict(points) => PartView::Lines {
                    lines: points
                        .iter()
                        .map(|(x, xb, v)| {
                            format!("f({}) = {}·{} = {}", f.vec(x), f.vec(&fit.weights), f.vec(xb), f.num(v))
                        })
                        .collect(),
                },
            })
            .collect();
        Presented {
            view: View {
                design: self.design_table(f),
                normal: self.normal_view(f, fit),
                weights: self.weights_view(f, fit),
            },
            parts,
            notes: if fit.full_rank() {
                Vec::new()
            } else {
                vec![f.lang.ta(
                    "least-squares-singular-note",
                    &[
                        ("m", (if self.psi.is_some() { "X̄ᵗΨX̄" } else { "X̄ᵗX̄" }).into()),
                        ("rank", fit.rank.into()),
                        ("size", (self.dim + 1).into()),
                    ],
                )]
            },
        }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::Predictions | P::Predict => vec![P::Weights],
            P::Residuals => vec![P::Predictions],
            P::Sse => vec![P::Residuals],
            P::NormalEquations | P::Weights | P::LeftInverse | P::Error | P::Gradient => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let [Some(from)] = from else { return None };
        let v = common::numbers(from)?;
        match ask.part {
            P::Predictions if v.len() == self.dim + 1 => {
                Some(Value::vector(&self.xs.iter().map(|x| dot(&v, x)).collect::<Vec<_>>()))
            }
            P::Predict if v.len() == self.dim + 1 => {
                let points: Vec<Vec<Number>> = ask.points().iter().map(|x| with_one(x)).collect();
                Some(predict(&v, &ask.asked.arg, &points))
            }
            P::Residuals if v.len() == self.ys.len() => Some(Value::vector(
                &self.ys.iter().zip(&v).map(|(y, p)| y - p).collect::<Vec<_>>(),
            )),
            P::Sse => Some(Value::Number(dot(&v, &v))),
            P::Predictions
            | P::Predict
            | P::Residuals
            | P::NormalEquations
            | P::Weights
            | P::LeftInverse
            | P::Error
            | P::Gradient => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let Ok(exact) = self.exact() else {
            return Vec::new();
        };
        let fit = &exact.fit;
        let at = self.at();
        // every part as computed from other samples, targets or weights ψ: the answers of a
        // student who fitted the wrong problem (`None` for the parts the slip does not change)
        let refit = |xs: &[Vec<Number>], psi: Option<&[Number]>| -> Vec<Option<Value>> {
            let Ok(fit) = model::fit_weighted(xs, &self.ys, psi) else {
                return vec![None; asked.len()];
            };
            asked
                .iter()
                .map(|a| match a.part {
                    P::NormalEquations => Some(Value::Map(vec![
                        ("xtx".into(), matrix_value(&fit.xtx)),
                        ("xty".into(), Value::vector(&fit.xty)),
                    ])),
                    P::Weights => Some(Value::vector(&fit.weights)),
                    P::LeftInverse => Some(matrix_value(&fit.left_inverse)),
                    P::Predictions => Some(Value::vector(&fit.predictions)),
                    P::Residuals => Some(Value::vector(&fit.residuals)),
                    P::Sse => Some(Value::Number(fit.sse.clone())),
                    P::Predict => Some(predict(&fit.weights, &a.asked.arg, &a.points())),
                    P::Error if xs.len() == self.xs.len() && xs[0].len() == at.len() => {
                        model::half_error(xs, &self.ys, psi, &at).ok().map(Value::Number)
                    }
                    P::Gradient if xs.len() == self.xs.len() && xs[0].len() == at.len() => {
                        model::gradient_weighted(xs, &self.ys, psi, &at)
                            .ok()
                            .map(|g| Value::vector(&g))
                    }
                    P::Error | P::Gradient => None,
                })
                .collect()
        };
        let mut out = Vec::new();
        if self.bias_added {
            // the fit without the column of ones: f(x) = wᵀx
            let xs: Vec<Vec<Number>> = self.xs.iter().map(|x| x[1..].to_vec()).collect();
            out.push(Misconception::differing(
                Hint::new(lang, "least-squares-hint-no-bias"),
                right,
                refit(&xs, self.psi()),
            ));
        }
        if self.psi.is_some() {
            out.push(Misconception::differing(
                Hint::new(lang, "least-squares-hint-no-psi"),
                right,
                refit(&self.xs, None),
            ));
        }
        let flipped: Vec<Number> = fit.residuals.iter().map(|r| -r).collect();
        out.push(Misconception::of_kind_part(
            Hint::new(lang, "least-squares-hint-residual-sign"),
            right,
            asked,
            P::Residuals,
            Value::vector(&flipped),
        ));
        if let Some(mean) = fit.sse.checked_div(&Number::from(self.ys.len() as i64)) {
            out.push(Misconception::of_kind_part(
                Hint::new(lang, "least-squares-hint-mean"),
                right,
                asked,
                P::Sse,
                Value::Number(mean),
            ));
        }
        let error = &exact.error;
        out.push(Misconception::of_kind_part(
            Hint::new(lang, "least-squares-hint-half"),
            right,
            asked,
            P::Error,
            Value::Number(error + error),
        ));
        let ascent: Vec<Number> = exact.gradient.iter().map(|g| -g).collect();
        out.push(Misconception::of_kind_part(
            Hint::new(lang, "least-squares-hint-gradient-sign"),
            right,
            asked,
            P::Gradient,
            Value::vector(&ascent),
        ));
        out.retain(Misconception::changes_anything);
        out
    }
}
