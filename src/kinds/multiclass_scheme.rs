//! `multiclass-scheme`: one-vs-rest and all-pairs predictions from given binary linear
//! classifiers (seed 001, "Multiclass classification"; seed 000, "One vs. rest").

use serde_json::json;

use super::margin_common as common;
use super::shared;
use super::{KeyDef, KindDef, Misconception, PartAnswer, PartDef, Problem, Solved, solved_values};
use crate::exercise::Part;
use crate::models::multiclass::{self as model, Pair};
use crate::num::Number;
use crate::present::{Fmt, Table, indexed};
use crate::spec::loader::{Label, Loader, Map, list_code};
use crate::value::Value;

/// The `multiclass-scheme` kind.
pub static KIND: KindDef = KindDef {
    name: "multiclass-scheme",
    summary: "one-vs-rest (largest functional margin) and all-pairs (votes) predictions",
    keys: &[
        KeyDef::required("scheme", "`one-vs-rest` or `all-pairs`"),
        KeyDef::optional(
            "classes",
            "the weight keys (one-vs-rest) or the classes named in the pair keys (all-pairs)",
            "the class labels, in order (ties go to the first)",
        ),
        KeyDef::required(
            "weights",
            "one-vs-rest: one vector (w0, w1, …) per class; all-pairs: one per pair `a-b`, positive for `a`",
        ),
        KeyDef::optional(
            "inputs",
            "",
            "the same as `points` (a list of points), for who prefers a name that cannot be read as a score",
        ),
    ],
    parts: &[
        PartDef::new("predictions", "the predicted class of each point").by_default(),
        PartDef::new(
            "margins",
            "f(x) of every classifier at each point: per class (one-vs-rest) or per pair (all-pairs)",
        ),
        PartDef::new("votes", "all-pairs only: the votes of each class at each point"),
    ],
    template: include_str!("../../templates/multiclass-scheme.md"),
    load,
};

#[derive(Clone, Debug)]
enum Scheme {
    OneVsRest(Vec<Vec<Number>>),
    AllPairs(Vec<Pair>),
}

#[derive(Clone, Debug)]
struct MulticlassScheme {
    classes: Vec<Label>,
    scheme: Scheme,
    points: Vec<Vec<Number>>,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let scheme = m
        .get("scheme")
        .and_then(|n| l.choice(n, "`scheme`", &["one-vs-rest", "all-pairs"]));
    let classes = m.get("classes").map(|n| l.classes(n));
    let weights_node = m.get("weights");
    let weights = weights_node.and_then(|n| l.class_vectors(n, "`weights`", None));
    let dim = weights
        .as_ref()
        .and_then(|w| w.first())
        .map(|(_, v, _)| v.len().saturating_sub(1));
    let points = common::data_points(l, m).and_then(|n| common::points(l, n, dim, false));
    let scheme = scheme?;
    if scheme == "one-vs-rest"
        && let Some(ask) = m.get("ask")
        && let Some(items) = ask.as_seq()
    {
        for item in items {
            let key = item.as_map().and_then(|e| e.first().map(|(k, _)| k)).unwrap_or(item);
            if key.as_scalar() == Some("votes") {
                l.error_help(
                    key.span,
                    "part `votes` needs `scheme: all-pairs`",
                    "one-vs-rest does not vote",
                    "ask for `margins` (the functional margin of each class) instead",
                );
            }
        }
    }
    let (weights, whole) = (weights?, weights_node.map(|n| n.span).unwrap_or_default());
    let classes = match classes {
        Some(c) => Some(c?),
        None => None,
    };
    let (classes, scheme) = if scheme == "one-vs-rest" {
        let classes = classes.unwrap_or_else(|| weights.iter().map(|(c, _, _)| c.clone()).collect());
        let w = shared::weights_for_classes(l, weights, &classes, "`weights`", whole)?;
        (classes, Scheme::OneVsRest(w))
    } else {
        all_pairs(l, weights, classes, whole)?
    };
    if classes.len() < 2 {
        l.error_help(
            whole,
            "`weights` needs at least two classes",
            "one class",
            "give one vector per class",
        );
        return None;
    }
    Some(Box::new(MulticlassScheme {
        classes,
        scheme,
        points: points?.into_iter().map(|p| p.x).collect(),
    }))
}

/// Reads the pair keys `a-b` of all-pairs weights: every pair of classes once, in either order.
fn all_pairs(
    l: &mut Loader,
    weights: Vec<(Label, Vec<Number>, crate::spec::diag::Span)>,
    classes: Option<Vec<Label>>,
    whole: crate::spec::diag::Span,
) -> Option<(Vec<Label>, Scheme)> {
    let classes = match classes {
        Some(c) => c,
        None => {
            let mut out: Vec<Label> = Vec::new();
            for (key, _, span) in &weights {
                let parts: Vec<&str> = key.split('-').collect();
                if parts.len() != 2 || parts.iter().any(|p| p.is_empty()) {
                    l.error_help(
                        *span,
                        format!("`{key}` is not a pair of classes `a-b`"),
                        "not a pair",
                        "write the pair as `1-2`, or list the classes with `classes:` when labels contain `-`",
                    );
                    return None;
                }
                for p in parts {
                    if !out.iter().any(|c| c == p) {
                        out.push(p.to_string());
                    }
                }
            }
            let numeric: Option<Vec<Number>> = out.iter().map(|c| c.parse().ok()).collect();
            if let Some(nums) = numeric {
                let mut pairs: Vec<(Number, Label)> = nums.into_iter().zip(out).collect();
                pairs.sort_by(|a, b| a.0.cmp(&b.0));
                out = pairs.into_iter().map(|(_, c)| c).collect();
            }
            out
        }
    };
    let mut pairs: Vec<Pair> = Vec::new();
    let mut ok = true;
    let names: Vec<String> = classes
        .iter()
        .enumerate()
        .flat_map(|(i, a)| classes[i + 1..].iter().map(move |b| format!("{a}-{b}")))
        .collect();
    for (key, w, span) in weights {
        let found = (0..classes.len())
            .flat_map(|i| (0..classes.len()).map(move |j| (i, j)))
            .find(|&(i, j)| i != j && key == format!("{}-{}", classes[i], classes[j]));
        match found {
            Some((i, j)) => {
                if pairs
                    .iter()
                    .any(|p| p.first.min(p.second) == i.min(j) && p.first.max(p.second) == i.max(j))
                {
                    l.error_help(
                        span,
                        format!("the pair `{key}` is given twice"),
                        "given again",
                        "give one classifier per pair of classes",
                    );
                    ok = false;
                }
                pairs.push(Pair { first: i, second: j, w });
            }
            None => {
                let refs: Vec<&str> = names.iter().map(String::as_str).collect();
                l.error_help(
                    span,
                    format!("`{key}` is not a pair of the classes"),
                    "unknown pair",
                    format!("the pairs are {}", list_code(&refs)),
                );
                ok = false;
            }
        }
    }
    for (i, a) in classes.iter().enumerate() {
        for (j, b) in classes.iter().enumerate().skip(i + 1) {
            if !pairs
                .iter()
                .any(|p| (p.first, p.second) == (i, j) || (p.first, p.second) == (j, i))
            {
                l.error_help(
                    whole,
                    format!("`weights` has no classifier for the pair `{a}-{b}`"),
                    "a pair is missing",
                    "all-pairs needs one classifier per pair of classes",
                );
                ok = false;
            }
        }
    }
    // class order, pair by pair
    pairs.sort_by_key(|p| (p.first.min(p.second), p.first.max(p.second)));
    ok.then_some((classes, Scheme::AllPairs(pairs)))
}

impl MulticlassScheme {
    fn homogeneous(p: &[Number]) -> Vec<Number> {
        let mut x = vec![Number::one()];
        x.extend(p.iter().cloned());
        x
    }

    fn pair_name(&self, p: &Pair) -> String {
        format!("{}-{}", self.classes[p.first], self.classes[p.second])
    }

    fn prediction_cell(&self, best: usize, tied: &[usize]) -> String {
        let tie = if tied.is_empty() {
            ""
        } else {
            " (tie: the first class wins)"
        };
        format!("{}{tie}", self.classes[best])
    }

    /// The votes a student's pairwise f(x) (`{ a-b: f }`) give.
    fn votes_from(&self, pairs: &[Pair], v: &Value) -> Option<Value> {
        let Value::Map(items) = v else { return None };
        let mut votes = vec![0i64; self.classes.len()];
        for p in pairs {
            let name = self.pair_name(p);
            let Some((_, Value::Number(f))) = items.iter().find(|(k, _)| *k == name) else {
                return None;
            };
            *votes.get_mut(if f.is_negative() { p.second } else { p.first })? += 1;
        }
        Some(Value::Map(
            self.classes
                .iter()
                .cloned()
                .zip(votes.into_iter().map(|n| Value::Number(Number::from(n))))
                .collect(),
        ))
    }

    fn class_value(&self, best: usize, tied: &[usize]) -> Value {
        Value::Class {
            label: self.classes[best].clone(),
            tied: tied.iter().map(|&i| self.classes[i].clone()).collect(),
        }
    }
}

impl Problem for MulticlassScheme {
    fn def(&self) -> &'static KindDef {
        &KIND
    }

    fn data_view(&self, f: &Fmt) -> serde_json::Value {
        let rows: Vec<String> = match &self.scheme {
            Scheme::OneVsRest(w) => self
                .classes
                .iter()
                .zip(w)
                .map(|(c, w)| format!("{}: {} vs the rest, w = {}", indexed("f", c), c, f.vec(w)))
                .collect(),
            Scheme::AllPairs(pairs) => pairs
                .iter()
                .map(|p| {
                    format!(
                        "f[{}]: {} (f ≥ 0) vs {} (f < 0), w = {}",
                        self.pair_name(p),
                        self.classes[p.first],
                        self.classes[p.second],
                        f.vec(&p.w)
                    )
                })
                .collect(),
        };
        let points: Vec<String> = self.points.iter().map(|p| f.vec(p)).collect();
        json!({
            "one_vs_rest": matches!(self.scheme, Scheme::OneVsRest(_)),
            "classes": self.classes.join(", "),
            "classifiers": rows,
            "points": points.join(", "),
        })
    }

    fn solve(&self, parts: &[Part], f: &Fmt) -> Solved {
        let mut predictions = Vec::new();
        let mut margins = Vec::new();
        let mut votes = Vec::new();
        let mut header: Vec<String> = vec!["x".into()];
        let table = match &self.scheme {
            Scheme::OneVsRest(w) => {
                header.extend(self.classes.iter().map(|c| format!("{}(x)", indexed("f", c))));
                header.push("prediction".into());
                let mut t = Table::new(&header);
                for p in &self.points {
                    let (fs, best, tied) = model::one_vs_rest(w, &Self::homogeneous(p));
                    let mut row = vec![f.vec(p)];
                    row.extend(fs.iter().map(|v| f.num(v)));
                    row.push(self.prediction_cell(best, &tied));
                    t.row(&row);
                    margins.push(Value::Map(
                        self.classes
                            .iter()
                            .cloned()
                            .zip(fs.into_iter().map(Value::Number))
                            .collect(),
                    ));
                    predictions.push(self.class_value(best, &tied));
                }
                t
            }
            Scheme::AllPairs(pairs) => {
                header.extend(pairs.iter().map(|p| format!("f[{}]", self.pair_name(p))));
                header.extend(self.classes.iter().map(|c| format!("votes {c}")));
                header.push("prediction".into());
                let mut t = Table::new(&header);
                for p in &self.points {
                    let model::Votes {
                        decisions,
                        votes: v,
                        best,
                        tied,
                    } = model::all_pairs(self.classes.len(), pairs, &Self::homogeneous(p));
                    let mut row = vec![f.vec(p)];
                    row.extend(
                        decisions
                            .iter()
                            .map(|(fv, winner)| format!("{} → {}", f.num(fv), self.classes[*winner])),
                    );
                    row.extend(v.iter().map(|n| n.to_string()));
                    row.push(self.prediction_cell(best, &tied));
                    t.row(&row);
                    margins.push(Value::Map(
                        pairs
                            .iter()
                            .zip(&decisions)
                            .map(|(pair, (fv, _))| (self.pair_name(pair), Value::Number(fv.clone())))
                            .collect(),
                    ));
                    votes.push(Value::Map(
                        self.classes
                            .iter()
                            .cloned()
                            .zip(v.iter().map(|&n| Value::Number(Number::from(n))))
                            .collect(),
                    ));
                    predictions.push(self.class_value(best, &tied));
                }
                t
            }
        };
        let lines = |values: &[Value]| -> Vec<String> {
            self.points
                .iter()
                .zip(values)
                .map(|(p, v)| format!("x = {}: {}", f.vec(p), f.value(v)))
                .collect()
        };
        let answers = parts
            .iter()
            .map(|p| {
                let values = match p.name {
                    "predictions" => &predictions,
                    "margins" => &margins,
                    _ => &votes,
                };
                PartAnswer {
                    value: Value::List(values.clone()),
                    view: json!({ "lines": lines(values) }),
                }
            })
            .collect();
        Solved {
            answers,
            view: json!({ "table": table }),
            notes: Vec::new(),
        }
    }

    fn depends_on(&self, part: &Part) -> Option<&'static str> {
        match (&self.scheme, part.name) {
            (Scheme::OneVsRest(_), "predictions") | (Scheme::AllPairs(_), "votes") => Some("margins"),
            (Scheme::AllPairs(_), "predictions") => Some("votes"),
            _ => None,
        }
    }

    fn recompute(&self, part: &Part, from: &Value) -> Option<Value> {
        let Value::List(points) = from else { return None };
        if points.len() != self.points.len() {
            return None;
        }
        let each =
            |f: &dyn Fn(&Value) -> Option<Value>| points.iter().map(f).collect::<Option<Vec<_>>>().map(Value::List);
        match (&self.scheme, part.name) {
            (Scheme::AllPairs(pairs), "votes") => each(&|v| self.votes_from(pairs, v)),
            (_, "predictions") => each(&|v| shared::largest_class(&self.classes, v)),
            _ => None,
        }
    }

    fn misconceptions(&self, parts: &[Part]) -> Vec<Misconception> {
        let right = solved_values(self, parts);
        let (variant, hint) = match &self.scheme {
            // the largest −f is the smallest f
            Scheme::OneVsRest(w) => (
                Scheme::OneVsRest(w.iter().map(|wc| wc.iter().map(|c| -c).collect()).collect()),
                "one-vs-rest predicts the class whose classifier gives the largest f_c(x), not the smallest",
            ),
            Scheme::AllPairs(pairs) => (
                Scheme::AllPairs(
                    pairs
                        .iter()
                        .map(|p| Pair {
                            first: p.second,
                            second: p.first,
                            w: p.w.clone(),
                        })
                        .collect(),
                ),
                "the classifier of a pair a-b votes for a when f(x) ≥ 0 and for b when f(x) < 0",
            ),
        };
        let wrong = MulticlassScheme {
            scheme: variant,
            ..self.clone()
        };
        let mut out = vec![Misconception::rerun(
            hint,
            &right,
            &wrong,
            parts,
            &["votes", "predictions"],
        )];
        out.retain(Misconception::changes_anything);
        out
    }
}
