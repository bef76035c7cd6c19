//! `geometric-margin`: functional and geometric margins of points, the distance of the origin
//! and projections on the hyperplane (seed 001, "Linear binary classifier").

use serde_json::json;

use super::margin_common::{self as common, Point};
use super::{KeyDef, KindDef, Misconception, PartAnswer, PartDef, Problem, Solved, solved_values};
use crate::exercise::Part;
use crate::models::margin::{Hyperplane, Surd};
use crate::num::linear::subscript;
use crate::num::{Number, dot};
use crate::present::{Fmt, Table};
use crate::spec::loader::{Loader, Map};
use crate::value::Value;

/// The `geometric-margin` kind.
pub static KIND: KindDef = KindDef {
    name: "geometric-margin",
    summary: "functional margin f(x), geometric margin f(x)/‖w‖, distance of the origin, projections",
    keys: &[
        KeyDef::required(
            "weights",
            "the classifier (w0, w1, …, wD): f(x) = w0 + w1·x1 + … + wD·xD",
        ),
        KeyDef::optional(
            "inputs",
            "",
            "the same as `points` (a list of points), for who prefers a name that cannot be read as a score",
        ),
    ],
    parts: &[
        PartDef::new("functional_margin", "f(x) of each point (y·f(x) for labelled points)").by_default(),
        PartDef::new(
            "geometric_margin",
            "r = f(x)/‖w‖ of each point (y·f(x)/‖w‖ when labelled)",
        )
        .by_default(),
        PartDef::new("origin_distance", "r⁰ = w0/‖w‖, the signed distance of the origin").by_default(),
        PartDef::new("norm", "‖w‖ = √(w1² + … + wD²) (the bias w0 is not included)"),
        PartDef::new("projection", "x^p = x − f(x)·w/‖w‖² on the hyperplane, for each point"),
    ],
    template: include_str!("../../templates/geometric-margin.md"),
    load,
};

#[derive(Clone, Debug)]
struct GeometricMargin {
    plane: Hyperplane,
    points: Vec<Point>,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let weights = m.get("weights").and_then(|n| l.vector(n, "`weights`", None));
    let dim = weights.as_ref().map(|w| w.len().saturating_sub(1));
    let points = common::data_points(l, m).and_then(|n| common::points(l, n, dim, true));
    let weights = weights?;
    let span = m.get("weights").map(|n| n.span).unwrap_or_default();
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
    Some(Box::new(GeometricMargin { plane, points: points? }))
}

impl GeometricMargin {
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
        let root = format!("√{}", f.num(&self.plane.norm_sq));
        let (_, norm) = common::surd(f, &self.plane.norm);
        let tail = if norm.starts_with(&format!("{root} ≈")) {
            norm.trim_start_matches(&root).to_string()
        } else {
            format!(" = {norm}")
        };
        format!("‖w‖ = √({}) = {root}{tail}", squares.join(" + "))
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

impl Problem for GeometricMargin {
    fn def(&self) -> &'static KindDef {
        &KIND
    }

    fn data_view(&self, f: &Fmt) -> serde_json::Value {
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
        json!({
            "w0": f.num(&self.plane.w[0]),
            "omega": f.vec(&self.plane.w[1..]),
            "points": t,
            "labelled": self.labelled(),
        })
    }

    fn solve(&self, parts: &[Part], f: &Fmt) -> Solved {
        let margins: Vec<_> = self.points.iter().map(|p| self.plane.margin(&p.x, p.y)).collect();
        let irrational = self.plane.norm.rational().is_none();
        let answers = parts
            .iter()
            .map(|p| match p.name {
                "functional_margin" => PartAnswer {
                    value: Value::List(margins.iter().map(|m| Value::Number(m.functional.clone())).collect()),
                    view: json!({
                        "lines": self.points.iter().enumerate().map(|(i, p)| self.f_line(f, i, p)).collect::<Vec<_>>(),
                    }),
                },
                "geometric_margin" => {
                    let (values, lines): (Vec<Value>, Vec<String>) = margins
                        .iter()
                        .enumerate()
                        .map(|(i, m)| {
                            let (v, text) = common::surd(f, &m.geometric);
                            let (_, norm) = common::surd(f, &self.plane.norm);
                            let line = format!(
                                "r{} = {}/{} = {text}",
                                subscript(i + 1),
                                f.num(&m.functional),
                                norm.split(" ≈").next().unwrap_or_default()
                            );
                            (v, line)
                        })
                        .unzip();
                    PartAnswer {
                        value: Value::List(values),
                        view: json!({ "norm": self.norm_text(f), "lines": lines }),
                    }
                }
                "origin_distance" => {
                    let (v, text) = common::surd(f, &self.plane.origin_distance());
                    let (_, norm) = common::surd(f, &self.plane.norm);
                    PartAnswer {
                        value: v,
                        view: json!({
                            "norm": self.norm_text(f),
                            "text": format!("r⁰ = f(0)/‖w‖ = w₀/‖w‖ = {}/{} = {text}", f.num(&self.plane.w[0]), norm.split(" ≈").next().unwrap_or_default()),
                        }),
                    }
                }
                "norm" => PartAnswer {
                    value: common::surd(f, &self.plane.norm).0,
                    view: json!({ "text": self.norm_text(f) }),
                },
                _ => {
                    let lines: Vec<String> = self
                        .points
                        .iter()
                        .zip(&margins)
                        .enumerate()
                        .map(|(i, (p, m))| {
                            let raw = self.plane.f(&p.x);
                            let k = raw.checked_div(&self.plane.norm_sq).unwrap_or_default();
                            format!(
                                "x{}ᵖ = {} − ({}/{})·{} = {} (check: f(x{}ᵖ) = {})",
                                subscript(i + 1),
                                f.vec(&p.x),
                                f.num(&raw),
                                f.num(&self.plane.norm_sq),
                                f.vec(&self.plane.w[1..]),
                                f.vec(&m.projection),
                                subscript(i + 1),
                                f.num(&self.plane.f(&m.projection)),
                            ) + if k.is_zero() { " — the point is on the hyperplane" } else { "" }
                        })
                        .collect();
                    PartAnswer {
                        value: Value::List(margins.iter().map(|m| Value::vector(&m.projection)).collect()),
                        view: json!({ "lines": lines }),
                    }
                }
            })
            .collect();
        Solved {
            answers,
            view: json!({ "irrational": irrational, "digits": f.digits }),
            notes: Vec::new(),
        }
    }

    fn depends_on_all(&self, part: &Part) -> Vec<&'static str> {
        match part.name {
            "geometric_margin" => vec!["functional_margin", "norm"],
            "origin_distance" => vec!["norm"],
            _ => Vec::new(),
        }
    }

    fn recompute_all(&self, part: &Part, from: &[Option<Value>]) -> Option<Value> {
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
        match part.name {
            "origin_distance" => divide(&self.plane.w[0]),
            "geometric_margin" => {
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
            _ => None,
        }
    }

    fn misconceptions(&self, parts: &[Part]) -> Vec<Misconception> {
        let right = solved_values(self, parts);
        let with_norm_sq = |norm_sq: Number| GeometricMargin {
            plane: Hyperplane {
                w: self.plane.w.clone(),
                norm: Surd::sqrt(&norm_sq),
                norm_sq,
            },
            points: self.points.clone(),
        };
        let mut out = Vec::new();
        if !self.plane.w[0].is_zero() {
            let with_bias = with_norm_sq(dot(&self.plane.w, &self.plane.w));
            out.push(Misconception::rerun(
                "‖w‖ is the norm of (w1, …, wD): the bias w0 is not part of it",
                &right,
                &with_bias,
                parts,
                &[],
            ));
        }
        // not divided by ‖w‖ at all (for the margins and the origin's distance)
        out.push(Misconception::rerun(
            "the geometric margin is a distance: the functional margin divided by ‖w‖",
            &right,
            &with_norm_sq(Number::one()),
            parts,
            &["geometric_margin", "origin_distance"],
        ));
        if self.points.iter().any(|p| p.y.is_some()) {
            let unlabelled = GeometricMargin {
                points: self.points.iter().map(|p| Point { y: None, ..p.clone() }).collect(),
                ..self.clone()
            };
            out.push(Misconception::rerun(
                "the labels seem left out: a labelled point's margin is y·f(x), positive when it is on its class's side",
                &right,
                &unlabelled,
                parts,
                &[],
            ));
        }
        out.retain(Misconception::changes_anything);
        out
    }
}
