//! `least-squares`: the exact least-squares fit w = (X̄ᵗX̄)⁻¹X̄ᵗy of seed 001 ("Perceptron
//! regression"), with the normal equations as a worked step, and the minimum-norm solution
//! (with the dependent features named) when X̄ᵗX̄ is singular.

use serde_json::json;

use super::margin_common as common;
use super::shared;
use super::{KeyDef, KindDef, Misconception, PartAnswer, PartDef, Problem, Solved, solved_values};
use crate::exercise::Part;
use crate::models::least_squares::{self as model, Fit};
use crate::num::linear::{Notation, format_form, subscript};
use crate::num::{Number, dot};
use crate::present::{Fmt, Table};
use crate::spec::loader::{Loader, Map, Sample};
use crate::value::Value;

/// Most features (exam-sized: the worked solution shows (D+1)×(D+1) matrices).
pub const MAX_FEATURES: usize = 10;

/// The `least-squares` kind.
pub static KIND: KindDef = KindDef {
    name: "least-squares",
    summary: "least squares X̄w ≈ y: normal equations, weights (minimum-norm when singular), predictions, SSE",
    keys: &[
        KeyDef::required(
            "samples",
            "the samples `{ x: [x1, …], y: target }` with real-valued targets",
        ),
        KeyDef::optional("homogeneous", "false", "`true` when each `x` already starts with 1"),
        KeyDef::optional(
            "gradient_at",
            "zeros",
            "the weights (w0, w1, …) at which the part `gradient` is evaluated",
        ),
    ],
    parts: &[
        PartDef::new("normal_equations", "X̄ᵗX̄ and X̄ᵗy: `{ xtx: [[…], …], xty: […] }`"),
        PartDef::new(
            "weights",
            "w = (X̄ᵗX̄)⁻¹X̄ᵗy, or the minimum-norm solution X̄⁺y when X̄ᵗX̄ is singular",
        )
        .by_default(),
        PartDef::new("left_inverse", "(X̄ᵗX̄)⁻¹X̄ᵗ (the pseudo-inverse X̄⁺ when X̄ᵗX̄ is singular)"),
        PartDef::new("predictions", "f(xᵢ) = wᵀx̄ᵢ for each sample").by_default(),
        PartDef::new("residuals", "yᵢ − f(xᵢ) for each sample"),
        PartDef::new("sse", "E(w) = Σ (yᵢ − f(xᵢ))², the seed's squared error").by_default(),
        PartDef::new(
            "gradient",
            "Σ (f(xᵢ) − yᵢ)·x̄ᵢ at `gradient_at`: the gradient of E/2 (seed's gradient-descent slide)",
        ),
        PartDef::new("predict", "f(x) = wᵀx̄ at new points").points(),
    ],
    template: include_str!("../../templates/least-squares.md"),
    load,
};

#[derive(Debug)]
struct LeastSquares {
    samples: Vec<Sample>,
    xs: Vec<Vec<Number>>,
    ys: Vec<Number>,
    dim: usize,
    gradient_at: Option<Vec<Number>>,
    /// Whether mlex added the column of ones (the spec is not `homogeneous`).
    bias_added: bool,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let homogeneous = shared::homogeneous(l, m);
    let samples = m.get("samples").and_then(|n| l.samples(n, "`samples`", "sample", None));
    let gradient_at = m.get("gradient_at").map(|n| (n, l.vector(n, "`gradient_at`", None)));
    let samples = samples?;
    let span = m.get("samples").map(|n| n.span).unwrap_or_default();
    if !shared::check_sample_count(l, &samples, span) {
        return None;
    }
    let mut ys = Vec::with_capacity(samples.len());
    for (i, s) in samples.iter().enumerate() {
        match Number::parse(&s.y) {
            Ok(p) => {
                l.saw_fraction |= p.is_fraction;
                ys.push(p.value);
            }
            Err(e) => l.error_help(
                s.y_span,
                format!("sample {} has target `{}`; least squares needs a number", i + 1, s.y),
                &e.to_string(),
                crate::num::NUMBER_HELP,
            ),
        }
    }
    let homogeneous = homogeneous?;
    let (xs, dim) = shared::homogenize(l, &samples, homogeneous, "sample")?;
    if dim > MAX_FEATURES {
        l.error_help(
            span,
            format!("the samples have {dim} features; `least-squares` allows at most {MAX_FEATURES}"),
            "too many features",
            "use an exam-sized problem",
        );
        return None;
    }
    let gradient_at = match gradient_at {
        Some((node, w)) => {
            let w = w?;
            if w.len() != dim + 1 {
                l.error_help(
                    node.span,
                    format!("`gradient_at` has {} entries, expected {}", w.len(), dim + 1),
                    &format!("expected {} numbers (w0, w1, …)", dim + 1),
                    "a weight vector has the bias w0 first, then one weight per feature",
                );
                return None;
            }
            Some(w)
        }
        None => None,
    };
    if ys.len() != samples.len() {
        return None;
    }
    Some(Box::new(LeastSquares {
        samples,
        xs,
        ys,
        dim,
        gradient_at,
        bias_added: !homogeneous,
    }))
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

impl LeastSquares {
    fn design_table(&self, f: &Fmt) -> Table {
        let mut header: Vec<String> = vec!["n".into()];
        header.extend((0..=self.dim).map(col_name));
        header.push("y".into());
        let mut t = Table::new(&header);
        for (i, (x, y)) in self.xs.iter().zip(&self.ys).enumerate() {
            let mut row = vec![(i + 1).to_string()];
            row.extend(x.iter().map(|v| f.num(v)));
            row.push(f.num(y));
            t.row(&row);
        }
        t
    }

    fn normal_view(&self, f: &Fmt, fit: &Fit) -> serde_json::Value {
        let names: Vec<String> = (0..=self.dim).map(col_name).collect();
        let mut cols = w_names(self.dim);
        cols.push("X̄ᵗy".into());
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
        json!({
            "table": matrix_table(f, "", &rows, &cols, &augmented),
        })
    }

    fn weights_view(&self, f: &Fmt, fit: &Fit) -> serde_json::Value {
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
                format!(
                    "{} = {} on every sample (column {} of X̄ is a combination of the earlier columns)",
                    col_name(*j),
                    format_form(&coeffs, self.dim.max(2), f.style, Notation::Pretty, true),
                    j + 1
                )
            })
            .collect();
        let family: Vec<String> = fit
            .null_space
            .iter()
            .enumerate()
            .map(|(k, v)| format!("t{}·{}", subscript(k + 1), f.vec(v)))
            .collect();
        json!({
            "full_rank": fit.full_rank(),
            "rank": fit.rank,
            "size": self.dim + 1,
            "inverse": inverse,
            "dependencies": dependencies,
            "family": format!(
                "w = {} + {} for any {}",
                f.vec(&fit.weights),
                family.join(" + "),
                (1..=family.len()).map(|k| format!("t{}", subscript(k))).collect::<Vec<_>>().join(", ")
            ),
            "text": format!("w = {}", f.vec(&fit.weights)),
            "samples": self.samples.len(),
        })
    }

    fn prediction_lines(&self, f: &Fmt, fit: &Fit) -> Vec<String> {
        self.xs
            .iter()
            .zip(&self.ys)
            .zip(fit.predictions.iter().zip(&fit.residuals))
            .enumerate()
            .map(|(i, ((x, y), (p, r)))| {
                format!(
                    "f(x{}) = {}·{} = {}; residual {} − {} = {}",
                    subscript(i + 1),
                    f.vec(&fit.weights),
                    f.vec(x),
                    f.num(p),
                    f.num(y),
                    f.num(p),
                    f.num(r)
                )
            })
            .collect()
    }
}

impl Problem for LeastSquares {
    fn def(&self) -> &'static KindDef {
        &KIND
    }

    fn dimension(&self) -> Option<usize> {
        Some(self.dim)
    }

    fn data_view(&self, f: &Fmt) -> serde_json::Value {
        json!({
            "samples": shared::samples_table(f, &self.samples, "y"),
            "gradient_at": f.vec(&self.gradient_at.clone().unwrap_or_else(|| vec![Number::zero(); self.dim + 1])),
        })
    }

    fn solve(&self, parts: &[Part], f: &Fmt) -> Solved {
        let fit = model::fit(&self.xs, &self.ys);
        let answers = parts
            .iter()
            .map(|p| match p.name {
                "normal_equations" => PartAnswer {
                    value: Value::Map(vec![
                        ("xtx".into(), matrix_value(&fit.xtx)),
                        ("xty".into(), Value::vector(&fit.xty)),
                    ]),
                    view: self.normal_view(f, &fit),
                },
                "weights" => PartAnswer {
                    value: Value::vector(&fit.weights),
                    view: self.weights_view(f, &fit),
                },
                "left_inverse" => {
                    let cols: Vec<String> = (1..=self.samples.len()).map(|i| format!("y{}", subscript(i))).collect();
                    PartAnswer {
                        value: matrix_value(&fit.left_inverse),
                        view: json!({
                            "table": matrix_table(f, "", &w_names(self.dim), &cols, &fit.left_inverse),
                            "full_rank": fit.full_rank(),
                        }),
                    }
                }
                "predictions" => PartAnswer {
                    value: Value::vector(&fit.predictions),
                    view: json!({ "lines": self.prediction_lines(f, &fit) }),
                },
                "residuals" => PartAnswer {
                    value: Value::vector(&fit.residuals),
                    view: json!({
                        "lines": self.prediction_lines(f, &fit),
                        "above": parts.iter().take_while(|q| q.name != "residuals").any(|q| q.name == "predictions"),
                    }),
                },
                "sse" => {
                    let squares: Vec<String> = fit
                        .residuals
                        .iter()
                        .map(|r| {
                            let t = f.num(r);
                            if r.is_negative() || t.contains('/') {
                                format!("({t})²")
                            } else {
                                format!("{t}²")
                            }
                        })
                        .collect();
                    let mean = fit
                        .sse
                        .checked_div(&Number::from(self.samples.len()))
                        .unwrap_or_default();
                    PartAnswer {
                        value: Value::Number(fit.sse.clone()),
                        view: json!({
                            "text": format!("E = {} = {}", squares.join(" + "), f.num(&fit.sse)),
                            "mean": f.num(&mean),
                        }),
                    }
                }
                "gradient" => {
                    let w = self
                        .gradient_at
                        .clone()
                        .unwrap_or_else(|| vec![Number::zero(); self.dim + 1]);
                    let g = model::gradient(&self.xs, &self.ys, &w);
                    let errors: Vec<String> = self
                        .xs
                        .iter()
                        .zip(&self.ys)
                        .map(|(x, y)| f.num(&(dot(&w, x) - y)))
                        .collect();
                    PartAnswer {
                        value: Value::vector(&g),
                        view: json!({
                            "at": f.vec(&w),
                            "errors": format!("({})", errors.join(", ")),
                            "text": format!("∇ = {}", f.vec(&g)),
                        }),
                    }
                }
                _ => {
                    let mut values = Vec::new();
                    let mut lines = Vec::new();
                    for x in p.arg.points() {
                        let mut xb = vec![Number::one()];
                        xb.extend(x.iter().cloned());
                        let v = dot(&fit.weights, &xb);
                        lines.push(format!(
                            "f({}) = {}·{} = {}",
                            f.vec(&x),
                            f.vec(&fit.weights),
                            f.vec(&xb),
                            f.num(&v)
                        ));
                        values.push(Value::Number(v));
                    }
                    PartAnswer {
                        value: common::list_or_one(values, !matches!(p.arg, crate::exercise::PartArg::Points(_))),
                        view: json!({ "lines": lines }),
                    }
                }
            })
            .collect();
        Solved {
            answers,
            view: json!({
                "design": self.design_table(f),
                "normal": self.normal_view(f, &fit),
                "weights": self.weights_view(f, &fit),
            }),
            notes: if fit.full_rank() {
                Vec::new()
            } else {
                vec![format!(
                    "X̄ᵗX̄ is singular (rank {} < {}): the least-squares weights are not unique; the answer is the one of minimum norm.",
                    fit.rank,
                    self.dim + 1
                )]
            },
        }
    }

    fn depends_on(&self, part: &Part) -> Option<&'static str> {
        match part.name {
            "predictions" | "predict" => Some("weights"),
            "residuals" => Some("predictions"),
            "sse" => Some("residuals"),
            _ => None,
        }
    }

    fn recompute(&self, part: &Part, from: &Value) -> Option<Value> {
        let v = common::numbers(from)?;
        match part.name {
            "predictions" if v.len() == self.dim + 1 => {
                Some(Value::vector(&self.xs.iter().map(|x| dot(&v, x)).collect::<Vec<_>>()))
            }
            "predict" if v.len() == self.dim + 1 => {
                let values = part
                    .arg
                    .points()
                    .iter()
                    .map(|x| {
                        let mut xb = vec![Number::one()];
                        xb.extend(x.iter().cloned());
                        Value::Number(dot(&v, &xb))
                    })
                    .collect();
                Some(common::list_or_one(
                    values,
                    !matches!(part.arg, crate::exercise::PartArg::Points(_)),
                ))
            }
            "residuals" if v.len() == self.ys.len() => Some(Value::vector(
                &self.ys.iter().zip(&v).map(|(y, p)| y - p).collect::<Vec<_>>(),
            )),
            "sse" => Some(Value::Number(dot(&v, &v))),
            _ => None,
        }
    }

    fn misconceptions(&self, parts: &[Part]) -> Vec<Misconception> {
        let right = solved_values(self, parts);
        let fit = model::fit(&self.xs, &self.ys);
        let mut out = Vec::new();
        if self.bias_added {
            // the fit without the column of ones: f(x) = wᵀx
            let xs: Vec<Vec<Number>> = self.xs.iter().map(|x| x[1..].to_vec()).collect();
            let fit = model::fit(&xs, &self.ys);
            let wrong = parts
                .iter()
                .map(|p| match p.name {
                    "normal_equations" => Some(Value::Map(vec![
                        ("xtx".into(), matrix_value(&fit.xtx)),
                        ("xty".into(), Value::vector(&fit.xty)),
                    ])),
                    "weights" => Some(Value::vector(&fit.weights)),
                    "left_inverse" => Some(matrix_value(&fit.left_inverse)),
                    "predictions" => Some(Value::vector(&fit.predictions)),
                    "residuals" => Some(Value::vector(&fit.residuals)),
                    "sse" => Some(Value::Number(fit.sse.clone())),
                    "predict" => {
                        let values = p
                            .arg
                            .points()
                            .iter()
                            .map(|x| Value::Number(dot(&fit.weights, x)))
                            .collect();
                        Some(common::list_or_one(
                            values,
                            !matches!(p.arg, crate::exercise::PartArg::Points(_)),
                        ))
                    }
                    _ => None,
                })
                .collect();
            out.push(Misconception::differing(
                "the bias seems left out: each row of X̄ starts with a 1, so that w0 is fitted too",
                &right,
                wrong,
            ));
        }
        let flipped: Vec<Number> = fit.residuals.iter().map(|r| -r).collect();
        out.push(Misconception::of_part(
            "a residual is the target minus the prediction, yᵢ − f(xᵢ)",
            &right,
            parts,
            "residuals",
            Value::vector(&flipped),
        ));
        if let Some(mean) = fit.sse.checked_div(&Number::from(self.ys.len() as i64)) {
            out.push(Misconception::of_part(
                "E(w) is the sum of the squared errors, not their mean",
                &right,
                parts,
                "sse",
                Value::Number(mean),
            ));
        }
        let at = self
            .gradient_at
            .clone()
            .unwrap_or_else(|| vec![Number::zero(); self.dim + 1]);
        let ascent: Vec<Number> = model::gradient(&self.xs, &self.ys, &at).iter().map(|g| -g).collect();
        out.push(Misconception::of_part(
            "check the sign of the gradient: the gradient of E/2 is Σ (f(xᵢ) − yᵢ)·x̄ᵢ",
            &right,
            parts,
            "gradient",
            Value::vector(&ascent),
        ));
        out.retain(Misconception::changes_anything);
        out
    }
}
