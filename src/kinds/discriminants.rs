//! `discriminants`: a classifier given by linear discriminant functions g_c(x) = w_c·x̄ (seed 003,
//! U2.1; seed 001, linear discriminants): classification with every g_c(x) shown, the boundary
//! of each pair of classes, and with one feature the decision regions as exact intervals.

use super::decision::{self, RegionsView, asked};
use super::perceptron::{Linear, LinearView};
use super::prelude::*;
use crate::figure::FigureView;
use crate::figure::geom::{PlotBox, Pt};
use crate::figure::linear::LinearViews;
use crate::models::discriminant::{argmax, scores};
use crate::models::real_line::{self, Domain, Real, Regions};
use crate::num::linear::{Notation, format_form};
use crate::spec::diag::Span;

/// The `discriminants` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "discriminants",
    summary: "linear discriminants: classification, pairwise boundaries, 1-D decision regions",
    keys: &[
        WEIGHTS.def,
        keys::CLASSES.def,
        decision::DOMAIN.def,
        FIGURES.def,
        keys::PLOT.def,
    ],
    parts: P::DEFS,
    figures: &[&crate::figure::REGIONS],
    template: include_str!("../../templates/discriminants.md"),
    load,
};

const WEIGHTS: Key<ClassVectors> = Key::required(
    "weights",
    "one homogeneous vector (w0, w1, …) per class: g_c(x) = w_c·x̄ (`{ 1: [-4, 4], 2: [-36, 12] }` is 4x − 4 and 12x − 36)",
    |l, n, what| l.class_vectors(n, what, None),
);

const FIGURES: Key<keys::Figures> = keys::FIGURES.doc(
    "`[regions]`: the decision regions, the boundaries between them and the points of `classify`/`discriminants` in the key (2 features only; docs/figures.md)",
);

crate::parts! {
    /// The parts of `discriminants`.
    enum P {
        Classify = PartDef::new(
            "classify",
            "the class argmax_c g_c(x) of a point (or a list of points), every g_c(x) shown",
        )
        .points(),
        Discriminants = PartDef::new(
            "discriminants",
            "g_c(x) of every class at a point (or a list of points)",
        )
        .points().generated(),
        Boundaries = PartDef::new(
            "boundaries",
            "the boundary g_i(x) = g_j(x) of each pair of classes, keyed `1-2`",
        )
        .by_default().words(&["none", "everywhere"]),
        Regions = PartDef::new(
            "regions",
            "with one feature: the decision region of each class as intervals, `{ 1: [[-inf, 4]], 2: [[4, inf]] }`",
        ).words(&["-inf", "inf"]),
    }
}

/// Most classes a classifier may have.
const MAX_CLASSES: usize = 20;

#[derive(Clone, Debug)]
struct Discriminants {
    classes: Vec<Label>,
    weights: Vec<Vec<Number>>,
    dim: usize,
    domain: Domain,
    domain_given: bool,
    figures: keys::Figures,
    plot: Option<crate::figure::geom::PlotBox>,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let given = WEIGHTS.node(m).map(|n| n.span).zip(WEIGHTS.given(l, m));
    let classes = keys::CLASSES.given(l, m);
    let domain = decision::read_domain(l, m);
    let figures = keys::read_figures(&FIGURES, l, m, KIND.figures);
    let plot = keys::PLOT.get(l, m);
    let (span, given) = given?;
    let classes_given = classes.is_some();
    let classes = match (classes, &given) {
        (Some(c), _) => c?,
        (None, Some(g)) => g.iter().map(|(c, _, _)| c.clone()).collect(),
        (None, None) => return None,
    };
    // a vector is invalid: the keys are still checked against `classes`
    let weights = shared::in_class_order(l, given, WEIGHTS.node(m), &classes, "`weights`", classes_given)?;
    let len = weights.first().map_or(0, Vec::len);
    if len < 2 {
        l.error_help(
            span,
            "a weight vector needs the bias w0 and at least one weight",
            "too short",
            "write (w0, w1, …): `{ 1: [-4, 4], 2: [-36, 12] }` is g1 = 4x − 4, g2 = 12x − 36",
        );
        return None;
    }
    if !check_classes(l, &classes, span) {
        return None;
    }
    let dim = len - 1;
    for (name, at) in asked(m, &KIND) {
        if name == "regions" && dim != 1 {
            l.error_help(
                at,
                format!("`regions` is computed for one feature; these discriminants have {dim}"),
                "needs one feature",
                "ask for `boundaries`: with two features the solution says which part of each line bounds the regions",
            );
        }
    }
    if let (Some(_), Some(span)) = (decision::DOMAIN.node(m), m.key_span("domain"))
        && dim != 1
    {
        l.error_help(
            span,
            format!("`domain` restricts one-feature regions; these discriminants have {dim} features"),
            "needs one feature",
            "remove `domain`",
        );
    }
    let figures = figures.and_then(|f| keys::figures_in_plane(l, m, f, dim, "the discriminants"));
    Some(boxed(Discriminants {
        classes,
        weights,
        dim,
        domain: domain?,
        domain_given: decision::DOMAIN.is_given(m),
        figures: figures?,
        plot: plot?,
    }))
}

impl Discriminants {
    /// The decision regions in the plane with the asked points; the box is the spec's, or the
    /// points and the origin with a margin (there are no samples).
    fn figure(&self, f: &Fmt, asked: &[Ask<'_, P>]) -> Option<FigureView> {
        if !self.figures.has("regions") {
            return None;
        }
        let tests = super::perceptron::test_points(asked);
        let plot = self.plot.clone().or_else(|| {
            let mut pts: Vec<Pt> = tests
                .iter()
                .filter_map(|t| match t.as_slice() {
                    [x, y] | [_, x, y] => Some(Pt::new(x.clone(), y.clone())),
                    _ => None,
                })
                .collect();
            pts.push(Pt::new(Number::zero(), Number::zero()));
            PlotBox::around(&pts)
        });
        LinearViews {
            classes: &self.classes,
            xs: &[],
            ys: &[],
            ties_wrong: false,
            plot: plot.as_ref(),
        }
        .regions(f, &self.weights, &tests)
    }
}

/// Checks that there are two to `MAX_CLASSES` classes.
pub(crate) fn check_classes(l: &mut Loader, classes: &[Label], span: Span) -> bool {
    if classes.len() < 2 || classes.len() > MAX_CLASSES {
        l.error_help(
            span,
            format!("a classifier needs 2 to {MAX_CLASSES} classes, found {}", classes.len()),
            "wrong number of classes",
            "give one weight vector per class",
        );
        return false;
    }
    true
}

/// The functions as the notes write them: `g₁(x) = 4x − 4`.
pub(crate) fn functions_text(f: &Fmt, classes: &[Label], weights: &[Vec<Number>], dim: usize) -> Vec<String> {
    classes
        .iter()
        .zip(weights)
        .map(|(c, w)| {
            format!(
                "{}(x) = {}",
                indexed("g", c),
                format_form(w, dim, f.style, Notation::Pretty, true)
            )
        })
        .collect()
}

/// The decision regions of one-feature discriminants on a domain.
pub(crate) fn regions_1d(weights: &[Vec<Number>], domain: &Domain) -> Regions {
    let mut cuts = Vec::new();
    for (i, wi) in weights.iter().enumerate() {
        for wj in &weights[i + 1..] {
            // (wi0 − wj0) + (wi1 − wj1)x = 0
            if let ([a0, a1], [b0, b1]) = (wi.as_slice(), wj.as_slice())
                && let Some(x) = (b0 - a0).checked_div(&(a1 - b1))
            {
                cuts.push(Real::exact(x));
            }
        }
    }
    real_line::regions(cuts, domain, weights.len(), |x| {
        argmax(&scores(weights, &[Number::one(), x.clone()]))
    })
}

/// The work of one part.
#[derive(Debug)]
enum Worked {
    /// `classify`, `discriminants`, `boundaries`.
    Linear(Linear),
    /// `regions`.
    Regions(Regions),
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    functions: Vec<String>,
    weights: Table,
    classes: String,
    domain: Option<String>,
    /// The answer tables of the parts asked at points: `c(x)`, and `g_c` by class.
    blank_classify: Table,
    blank_discriminants: Table,
}

/// The worked solution shared by the parts: each part shows its own work; the figure shows
/// the regions.
#[derive(Serialize)]
struct View {
    /// The decision regions (`figures: [regions]`).
    figure: Option<FigureView>,
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    Linear(LinearView),
    Regions(RegionsView),
}

impl Kind for Discriminants {
    fn class_labels(&self) -> Vec<String> {
        self.classes.clone()
    }

    type Part = P;
    type Shared = ();
    type PartWork = Worked;
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn dimension(&self) -> Option<usize> {
        Some(self.dim)
    }

    fn data(&self, f: &Fmt) -> Data {
        Data {
            blank_classify: shared::classify_at_points(),
            blank_discriminants: shared::discriminants_at_points(&self.classes),
            functions: functions_text(f, &self.classes, &self.weights, self.dim),
            weights: shared::weights_table(f, &self.classes, &self.weights),
            classes: self.classes.join(", "),
            domain: self.domain_given.then(|| decision::domain_text(f, &self.domain)),
        }
    }

    /// The numbers of the answers within the size guard, so that the solution's own answers file
    /// reads back (a number of more than 1000 digits is not read): the discriminants g_c(x) at
    /// the asked points, and each boundary's coefficients divided by its last non-zero one (its
    /// solved form, and in one dimension the ends of the regions). Weights of 10¹⁰⁰² made a
    /// boundary of 1,003 digits (fuzzing, campaign 13).
    fn precheck(&self, asked: &[Ask<'_, P>]) -> Result<(), TooLargeAt> {
        let too_large = |e: crate::num::TooLarge| TooLargeAt {
            key: "weights",
            message: format!("{e} in the discriminants' boundaries or values"),
            help: "use weights and points with fewer digits (integers, or decimals with few places)".into(),
            what: super::TooLargeWhat::Numbers,
        };
        for a in asked {
            if matches!(a.part, P::Discriminants) {
                for x in a.points() {
                    let xbar: Vec<Number> = std::iter::once(Number::one()).chain(x.iter().cloned()).collect();
                    for w in &self.weights {
                        crate::num::guarded_dot(w, &xbar).map_err(too_large)?;
                    }
                }
            }
        }
        for (i, wi) in self.weights.iter().enumerate() {
            for wj in &self.weights[i + 1..] {
                let diff: Vec<Number> = wi.iter().zip(wj).map(|(a, b)| a - b).collect();
                let Some(pivot) = diff.iter().rev().find(|c| !c.is_zero()) else {
                    continue;
                };
                for c in &diff {
                    c.checked_div(pivot).unwrap_or_default().guarded().map_err(too_large)?;
                }
            }
        }
        Ok(())
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<(), Worked> {
        let linear = |l: Linear| Answer {
            value: l.value(&self.classes),
            work: Worked::Linear(l),
        };
        let answers = asked
            .iter()
            .map(|a| match a.part {
                P::Classify => linear(Linear::classify(&self.weights, &a.points())),
                P::Discriminants => linear(Linear::discriminants(&self.weights, &a.points())),
                P::Boundaries => linear(Linear::boundaries(&self.weights)),
                P::Regions => {
                    let regions = regions_1d(&self.weights, &self.domain);
                    Answer {
                        value: decision::regions_value(&self.classes, &regions),
                        work: Worked::Regions(regions),
                    }
                }
            })
            .collect();
        Work { shared: (), answers }
    }

    fn present(&self, work: &Work<(), Worked>, asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        // the work says what a part shows (`solve` matched the parts)
        let parts = work
            .answers
            .iter()
            .map(|answer| match &answer.work {
                Worked::Linear(l) => PartView::Linear(l.view(f, &self.classes, &self.weights)),
                Worked::Regions(regions) => PartView::Regions(RegionsView::new(
                    f,
                    &self.classes,
                    regions,
                    "$g_c(x)$",
                    |_, x| {
                        let g = scores(&self.weights, &[Number::one(), x.clone()]);
                        let parts: Vec<String> = self
                            .classes
                            .iter()
                            .zip(&g)
                            .map(|(c, v)| format!("{} = {}", indexed("g", c), f.num(v)))
                            .collect();
                        parts.join(", ")
                    },
                    |c| indexed("R", c),
                )),
            })
            .collect();
        Presented {
            view: View {
                figure: self.figure(f, asked),
            },
            parts,
            notes: Vec::new(),
        }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::Classify => vec![P::Discriminants],
            P::Regions => vec![P::Boundaries],
            P::Discriminants | P::Boundaries => Vec::new(),
        }
    }

    fn recompute(&self, a: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let [Some(from)] = from else { return None };
        match a.part {
            // the class with the largest of the student's g_c(x), at each point
            P::Classify => match from {
                Value::List(points) => points
                    .iter()
                    .map(|g| shared::largest_class(&self.classes, g))
                    .collect::<Option<Vec<_>>>()
                    .map(Value::List),
                g => shared::largest_class(&self.classes, g),
            },
            // the regions between the student's boundary points, each won by the class the
            // discriminants say
            P::Regions => {
                let Value::Map(pairs) = from else { return None };
                let mut cuts = Vec::new();
                for (_, e) in pairs {
                    if let Value::Equation(e) = e
                        && let [c0, c1] = e.coeffs.as_slice()
                        && let Some(x) = (-c0).checked_div(c1)
                    {
                        cuts.push(Real::exact(x));
                    }
                }
                let regions = real_line::regions(cuts, &self.domain, self.weights.len(), |x| {
                    argmax(&scores(&self.weights, &[Number::one(), x.clone()]))
                });
                Some(decision::regions_value(&self.classes, &regions))
            }
            P::Discriminants | P::Boundaries => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let mut out = Vec::new();
        let mut no_bias = self.clone();
        for w in &mut no_bias.weights {
            if let Some(w0) = w.first_mut() {
                *w0 = Number::zero();
            }
        }
        out.push(Misconception::rerun_kind(
            Hint::new(lang, "discriminants-hint-no-bias"),
            right,
            &no_bias,
            asked,
            &[],
        ));
        // argmin: the largest of −g_c is the smallest g_c (the discriminants themselves are
        // not what the slip changes)
        let mut smallest = self.clone();
        for w in &mut smallest.weights {
            w.iter_mut().for_each(|c| *c = -&*c);
        }
        out.push(Misconception::rerun_kind(
            Hint::new(lang, "discriminants-hint-smallest"),
            right,
            &smallest,
            asked,
            &[P::Classify, P::Regions],
        ));
        out.retain(Misconception::changes_anything);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(xs: &[i64]) -> Vec<Number> {
        xs.iter().map(|&x| Number::from(x)).collect()
    }

    // A class that never wins: g3 = 8x − 30 (by hand: g3 > g1 needs x > 6.5, g3 > g2 needs
    // x < 1.5).
    #[test]
    fn hidden_class_has_an_empty_region() {
        let w = vec![v(&[-4, 4]), v(&[-36, 12]), v(&[-30, 8])];
        let r = regions_1d(&w, &(None, None));
        assert_eq!(r.by_class[0].len(), 1);
        assert_eq!(r.by_class[1].len(), 1);
        assert!(r.by_class[2].is_empty());
    }
}
