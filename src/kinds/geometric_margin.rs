//! `geometric-margin`: functional and geometric margins of points, the distance of the origin
//! and projections on the hyperplane (seed 001, "Linear binary classifier").

use super::margin_common::{self as common, Point};
use super::prelude::*;
use crate::figure::FigureView;
use crate::figure::margin::{DistanceFigure, distance_label};
use crate::models::margin::{Hyperplane, PointMargin, Surd};
use crate::num::dot;
use crate::num::linear::subscript;

/// The `geometric-margin` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "geometric-margin",
    summary: "functional margin f(x), geometric margin f(x)/‖w‖, distance of the origin, projections",
    keys: &[
        WEIGHTS.def,
        super::margin_common::POINTS,
        super::margin_common::INPUTS,
        FIGURES.def,
        keys::PLOT.def,
    ],
    parts: P::DEFS,
    figures: &[&crate::figure::DISTANCE],
    template: include_str!("../../templates/geometric-margin.md"),
    load,
};

const WEIGHTS: Key<Vec<Number>> = Key::required(
    "weights",
    "the classifier (w0, w1, …, wD): f(x) = w0 + w1·x1 + … + wD·xD",
    |l, n, what| l.vector(n, what, None),
);

const FIGURES: Key<keys::Figures> = keys::FIGURES.doc(
    "`[distance]`: the points and the line in the worksheet; in the key also each point's projection and the segment to it, labelled with its geometric margin (2 features only; docs/figures.md)",
);

crate::parts! {
    /// The parts of `geometric-margin`.
    enum P {
        FunctionalMargin = PartDef::new("functional_margin", "f(x) of each point (y·f(x) for labelled points)").by_default().generated(),
        GeometricMargin = PartDef::new(
            "geometric_margin",
            "r = f(x)/‖w‖ of each point (y·f(x)/‖w‖ when labelled)",
        )
        .by_default().generated(),
        OriginDistance = PartDef::new("origin_distance", "r⁰ = w0/‖w‖, the signed distance of the origin").by_default().intervals(),
        Norm = PartDef::new("norm", "‖w‖ = √(w1² + … + wD²) (the bias w0 is not included)").intervals(),
        Projection = PartDef::new("projection", "x^p = x − f(x)·w/‖w‖² on the hyperplane, for each point").generated(),
    }
}

#[derive(Clone, Debug)]
struct GeometricMargin {
    plane: Hyperplane,
    points: Vec<Point>,
    figures: keys::Figures,
    plot: Option<crate::figure::geom::PlotBox>,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let weights = WEIGHTS.read(l, m);
    let dim = weights.as_ref().map(|w| w.len().saturating_sub(1));
    let points = common::data_points(l, m).and_then(|n| common::points(l, n, dim, true));
    let figures = keys::read_figures(&FIGURES, l, m, KIND.figures);
    let plot = keys::PLOT.get(l, m);
    let weights = weights?;
    if let (Some(f), Some(d)) = (figures, dim)
        && f.any()
        && d != 2
    {
        l.error_help(
            FIGURES.span(m),
            format!(
                "figures are drawn in the plane: the weights (w0, w1, …) have {d} feature weight{}, not 2",
                if d == 1 { "" } else { "s" }
            ),
            "needs 2 features",
            "remove `figures`, or give `weights: [w0, w1, w2]`",
        );
        return None;
    }
    let span = WEIGHTS.span(m);
    if weights.len() < 2 {
        l.error_help(
            span,
            "`weights` needs the bias w0 and at least one weight",
            "one entry",
            "write (w0, w1, …, wD), e.g. `[-5, 3, 4]`",
        );
        return None;
    }
    let Some(plane) = Hyperplane::new(weights) else {
        l.error_help(
            span,
            "the weights w1 … wD are all zero: there is no hyperplane",
            "‖w‖ = 0",
            "give at least one non-zero weight after the bias w0",
        );
        return None;
    };
    Some(boxed(GeometricMargin {
        plane,
        points: points?,
        figures: figures?,
        plot: plot?,
    }))
}

impl GeometricMargin {
    /// The figure in the plane: the worksheet's without `margins`, the key's with the kept
    /// projections and geometric margins.
    fn figure(&self, f: &Fmt, margins: Option<&[PointMargin]>) -> Option<FigureView> {
        if !self.figures.has("distance") {
            return None;
        }
        let points: Vec<(Vec<Number>, Option<i8>)> = self.points.iter().map(|p| (p.x.clone(), p.y)).collect();
        let projections: Vec<Vec<Number>>;
        let solution = match margins {
            Some(ms) => {
                projections = ms.iter().map(|m| m.projection.clone()).collect();
                let labels = ms
                    .iter()
                    .enumerate()
                    .map(|(i, m)| distance_label(i, &common::surd_text(f, &m.geometric)))
                    .collect();
                Some((projections.as_slice(), labels))
            }
            None => None,
        };
        DistanceFigure {
            w: &self.plane.w,
            points: &points,
            solution,
            plot: self.plot.as_ref(),
        }
        .view(f)
    }

    fn labelled(&self) -> bool {
        self.points.iter().any(|p| p.y.is_some())
    }

    fn norm_text(&self, f: &Fmt) -> String {
        let squares: Vec<String> = self.plane.w[1..]
            .iter()
            .map(|w| {
                let t = f.num(w);
                if w.is_negative() || t.contains('/') {
                    format!("({t})²")
                } else {
                    format!("{t}²")
                }
            })
            .collect();
        let norm = common::norm_chain(f, &self.plane.norm_sq, &self.plane.norm);
        format!("‖w‖ = √({}) = {norm}", squares.join(" + "))
    }

    fn f_line(&self, f: &Fmt, i: usize, p: &Point) -> String {
        let x = &p.x;
        let raw = self.plane.f(x);
        let base = format!(
            "f(x{}) = {} + {}·{} = {}",
            subscript(i + 1),
            f.num(&self.plane.w[0]),
            f.vec(&self.plane.w[1..]),
            f.vec(x),
            f.num(&raw)
        );
        match p.y {
            Some(y) => format!(
                "{base}; y·f(x{}) = ({})·{} = {}",
                subscript(i + 1),
                common::sign_text(y),
                if raw.is_negative() {
                    format!("({})", f.num(&raw))
                } else {
                    f.num(&raw)
                },
                f.num(&if y < 0 { -&raw } else { raw.clone() })
            ),
            None => base,
        }
    }
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    w0: String,
    omega: String,
    points: Table,
    labelled: bool,
    /// The points and the line (`figures: [distance]`).
    figure: Option<FigureView>,
    /// The answer tables: the functional margins f(xₙ) and the geometric margins rₙ by point.
    blank_functional_margin: Table,
    blank_geometric_margin: Table,
    /// The projections xᵖ: a row per point n, a column per coordinate, as the points' table.
    blank_projection: Table,
}

/// The worked solution: whether ‖w‖ is rounded, and to how many digits.
#[derive(Serialize)]
struct View {
    irrational: bool,
    digits: u32,
    /// The projections and distances (`figures: [distance]`).
    figure: Option<FigureView>,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    Lines { lines: Vec<String> },
    NormLines { norm: String, lines: Vec<String> },
    NormText { norm: String, text: String },
    Text { text: String },
}

impl Kind for GeometricMargin {
    type Part = P;
    type Shared = Vec<PointMargin>;
    type PartWork = ();
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn data(&self, f: &Fmt) -> Data {
        let dim = self.plane.w.len() - 1;
        let mut header = vec!["n".to_string()];
        header.extend((1..=dim).map(|i| format!("x{}", subscript(i))));
        if self.labelled() {
            header.push("y".into());
        }
        let mut t = Table::new(&header);
        for (i, p) in self.points.iter().enumerate() {
            let mut row = vec![(i + 1).to_string()];
            row.extend(p.x.iter().map(|v| f.num(v)));
            if self.labelled() {
                row.push(p.y.map_or(String::new(), |y| common::sign_text(y).to_string()));
            }
            t.row(&row);
        }
        Data {
            blank_functional_margin: super::shared::per_sample_row(self.points.len(), "$f(x_n)$"),
            blank_geometric_margin: super::shared::per_sample_row(self.points.len(), "$r_n$"),
            blank_projection: {
                let dim = self.points.first().map_or(0, |p| p.x.len());
                let columns: Vec<String> = (1..=dim).map(|i| format!("x{}", subscript(i))).collect();
                let rows: Vec<String> = (1..=self.points.len()).map(|n| n.to_string()).collect();
                super::shared::answer_table("n", &columns, &rows)
            },
            w0: f.num(&self.plane.w[0]),
            omega: f.vec(&self.plane.w[1..]),
            points: t,
            labelled: self.labelled(),
            figure: self.figure(f, None),
        }
    }

    fn precheck(&self, _asked: &[Ask<'_, P>]) -> Result<(), TooLargeAt> {
        self.points
            .iter()
            .try_for_each(|p| self.plane.within_guard(&p.x))
            .map_err(|e| TooLargeAt {
                key: "weights",
                message: format!(
                    "{e} in the margins and projections of {} point{}",
                    self.points.len(),
                    if self.points.len() == 1 { "" } else { "s" }
                ),
                help: "use weights and points with fewer digits (integers, or decimals with few places)".into(),
                what: super::TooLargeWhat::Numbers,
            })
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Vec<PointMargin>, ()> {
        let margins: Vec<_> = self.points.iter().map(|p| self.plane.margin(&p.x, p.y)).collect();
        let answers = asked
            .iter()
            .map(|a| {
                Answer::value(match a.part {
                    P::FunctionalMargin => {
                        Value::List(margins.iter().map(|m| Value::Number(m.functional.clone())).collect())
                    }
                    P::GeometricMargin => {
                        Value::List(margins.iter().map(|m| common::surd_value(&m.geometric)).collect())
                    }
                    P::OriginDistance => common::surd_value(&self.plane.origin_distance()),
                    P::Norm => common::surd_value(&self.plane.norm),
                    P::Projection => Value::List(margins.iter().map(|m| Value::vector(&m.projection)).collect()),
                })
            })
            .collect();
        Work {
            shared: margins,
            answers,
        }
    }

    fn present(&self, work: &Work<Vec<PointMargin>, ()>, asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let margins = &work.shared;
        // ‖w‖ as the divisor of a worked line: `√5`, without its rounded value
        let norm = common::surd_text(f, &self.plane.norm);
        let divisor = norm.split(" ≈").next().unwrap_or_default();
        let parts = asked
            .iter()
            .map(|a| match a.part {
                P::FunctionalMargin => PartView::Lines {
                    lines: self
                        .points
                        .iter()
                        .enumerate()
                        .map(|(i, p)| self.f_line(f, i, p))
                        .collect(),
                },
                P::GeometricMargin => PartView::NormLines {
                    norm: self.norm_text(f),
                    lines: margins
                        .iter()
                        .enumerate()
                        .map(|(i, m)| {
                            format!(
                                "r{} = {}/{divisor} = {}",
                                subscript(i + 1),
                                f.num(&m.functional),
                                common::surd_text(f, &m.geometric)
                            )
                        })
                        .collect(),
                },
                P::OriginDistance => PartView::NormText {
                    norm: self.norm_text(f),
                    text: format!(
                        "r⁰ = f(0)/‖w‖ = w₀/‖w‖ = {}/{divisor} = {}",
                        f.num(&self.plane.w[0]),
                        common::surd_text(f, &self.plane.origin_distance())
                    ),
                },
                P::Norm => PartView::Text {
                    text: self.norm_text(f),
                },
                P::Projection => PartView::Lines {
                    lines: self
                        .points
                        .iter()
                        .zip(margins)
                        .enumerate()
                        .map(|(i, (p, m))| {
                            let raw = self.plane.f(&p.x);
                            let k = raw.checked_div(&self.plane.norm_sq).unwrap_or_default();
                            f.lang.ta(
                                "geometric-margin-projection-line",
                                &[
                                    ("xp", format!("$x_{{{}}}^p$", i + 1).into()),
                                    (
                                        "formula",
                                        format!(
                                            "{} − ({}/{})·{} = {}",
                                            f.vec(&p.x),
                                            f.num(&raw),
                                            f.num(&self.plane.norm_sq),
                                            f.vec(&self.plane.w[1..]),
                                            f.vec(&m.projection),
                                        )
                                        .into(),
                                    ),
                                    ("fxp", format!("$f(x_{{{}}}^p)$", i + 1).into()),
                                    ("value", f.num(&self.plane.f(&m.projection)).into()),
                                ],
                            ) + &if k.is_zero() {
                                f.lang.t("geometric-margin-on-hyperplane")
                            } else {
                                String::new()
                            }
                        })
                        .collect(),
                },
            })
            .collect();
        Presented {
            view: View {
                irrational: self.plane.norm.rational().is_none(),
                digits: f.digits,
                figure: self.figure(f, Some(margins)),
            },
            parts,
            notes: Vec::new(),
        }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::GeometricMargin => vec![P::FunctionalMargin, P::Norm],
            P::OriginDistance => vec![P::Norm],
            P::FunctionalMargin | P::Norm | P::Projection => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        // ‖w‖: the student's, or the right one (exact, or to 77 digits)
        let (norm, exact_norm) = match from.last() {
            Some(Some(Value::Number(n))) => (n.clone(), true),
            Some(Some(Value::Rounded(d))) => (d.mid(), false),
            Some(Some(_)) => return None,
            _ => match self.plane.norm.rational() {
                Some(n) => (n, true),
                None => (self.plane.norm.approx()?.mid(), false),
            },
        };
        let divide = |v: &Number| -> Option<Value> {
            let r = v.checked_div(&norm)?;
            Some(if exact_norm {
                Value::Number(r)
            } else {
                Value::Rounded(crate::num::real::Real::from_approx(&r))
            })
        };
        match ask.part {
            P::OriginDistance => divide(&self.plane.w[0]),
            P::GeometricMargin => {
                let functional: Vec<Number> = match from.first() {
                    Some(Some(Value::List(items))) if items.len() == self.points.len() => items
                        .iter()
                        .map(|v| match v {
                            Value::Number(n) => Some(n.clone()),
                            _ => None,
                        })
                        .collect::<Option<_>>()?,
                    Some(Some(_)) => return None,
                    _ => self
                        .points
                        .iter()
                        .map(|p| self.plane.margin(&p.x, p.y).functional)
                        .collect(),
                };
                functional
                    .iter()
                    .map(divide)
                    .collect::<Option<Vec<_>>>()
                    .map(Value::List)
            }
            P::FunctionalMargin | P::Norm | P::Projection => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let with_norm_sq = |norm_sq: Number| GeometricMargin {
            plane: Hyperplane {
                w: self.plane.w.clone(),
                norm: Surd::sqrt(&norm_sq),
                norm_sq,
            },
            points: self.points.clone(),
            figures: keys::Figures::default(),
            plot: None,
        };
        let mut out = Vec::new();
        if !self.plane.w[0].is_zero() {
            let with_bias = with_norm_sq(dot(&self.plane.w, &self.plane.w));
            out.push(Misconception::rerun_kind(
                Hint::new(lang, "geometric-margin-hint-bias-in-norm"),
                right,
                &with_bias,
                asked,
                &[],
            ));
        }
        // not divided by ‖w‖ at all (for the margins and the origin's distance)
        out.push(Misconception::rerun_kind(
            Hint::new(lang, "geometric-margin-hint-not-divided"),
            right,
            &with_norm_sq(Number::one()),
            asked,
            &[P::GeometricMargin, P::OriginDistance],
        ));
        if self.points.iter().any(|p| p.y.is_some()) {
            let unlabelled = GeometricMargin {
                points: self.points.iter().map(|p| Point { y: None, ..p.clone() }).collect(),
                ..self.clone()
            };
            out.push(Misconception::rerun_kind(
                Hint::new(lang, "geometric-margin-hint-labels-left-out"),
                right,
                &unlabelled,
                asked,
                &[],
            ));
        }
        out.retain(Misconception::changes_anything);
        out
    }
}
