//! `gaussian-boundary`: classes with priors and one-dimensional normal class-conditional
//! densities (seed 003, U2.1, the Iris setosa problem): the boundary where
//! P(i)·N(x | μᵢ, σᵢ) = P(j)·N(x | μⱼ, σⱼ), the decision regions on a domain, posteriors and the
//! class of a point.

use super::decision::{self, RegionsView, approx_text, real_text, real_value, significant};
use super::prelude::*;
use crate::figure::FigureView;
use crate::models::discriminant::argmax;
use crate::models::gaussian::{self as model, Boundary, Normal, Pair, Posterior};
use crate::models::real_line::{self, Domain, Real, Regions};
use crate::num::NumStyle;
use crate::num::real::Real as Ball;
use crate::present::inline;

/// The `gaussian-boundary` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "gaussian-boundary",
    summary: "1-D normal classes with priors: boundary points, regions, posteriors",
    keys: &[
        KeyDef::required(
            "classes",
            "per class its prior and normal density: `{ setosa: { prior: \"1/3\", mean: 1.46, std: 0.17 }, … }`",
        ),
        decision::DOMAIN
            .doc("`[from, to]` the regions are restricted to, e.g. `[0, inf]` for lengths")
            .def,
        FIGURES.def,
        PLOT.def,
    ],
    parts: P::DEFS,
    figures: &[&crate::figure::DENSITIES],
    template: include_str!("../../templates/gaussian-boundary.md"),
    load,
};

crate::parts! {
    /// The parts of `gaussian-boundary`.
    enum P {
        Boundary = PartDef::new(
            "boundary",
            "where P(i)N(x | μi, σi) = P(j)N(x | μj, σj): the points (a list; keyed `i-j` with more than two classes), `none` without a real solution",
        )
        .by_default().generated().words(&["none", "everywhere"]),
        Regions = PartDef::new(
            "regions",
            "the decision region of each class on the domain, `{ c: [[lo, hi], …] }`",
        )
        .by_default().words(&["-inf", "inf"]),
        Posterior = PartDef::new("posterior", "P(c | x) of every class at a point (or a list of points)").points().generated(),
        Classify = PartDef::new("classify", "the class with the largest P(c)p(x | c) at a point").points(),
    }
}

/// The figures `gaussian-boundary` draws (docs/figures.md).
const FIGURES: keys::Key<Vec<&'static str>> = keys::Key::optional(
    "figures",
    "none",
    "`[densities]`: in the key, P(c)·p(x | c) of each class with the boundaries and the regions shaded (docs/figures.md)",
    |l, n, what| keys::figure_list(l, n, what, KIND.figures),
    Vec::new,
);

/// The range of the densities figure (docs/figures.md).
const PLOT: keys::Key<crate::figure::plot::Window> = keys::CURVE_PLOT.doc(
    "the `densities` figure's range `{ x: [a, b], y: [c, d] }`: x the horizontal axis, y the weighted density P(c)·p(x | c), each optional (docs/figures.md)",
);

/// Most classes.
const MAX_CLASSES: usize = 10;

#[derive(Clone, Debug)]
struct GaussianBoundary {
    classes: Vec<Label>,
    normals: Vec<Normal>,
    /// The prior, mean and standard deviation as written.
    texts: Vec<[String; 3]>,
    domain: Domain,
    domain_given: bool,
    /// `figures: [densities]`.
    densities: bool,
    /// `plot:` of the densities figure.
    window: crate::figure::plot::Window,
}

fn limit(l: &mut Loader, node: &crate::spec::yaml::Node, value: &Number, what: &str, lo: &str, hi: &str) -> bool {
    let (a, b): (Number, Number) = (lo.parse().unwrap_or_default(), hi.parse().unwrap_or_default());
    if value < &a || value > &b {
        l.error_help(
            node.span,
            format!("{what} must be from {lo} to {hi}, found `{value}`"),
            "out of range",
            "mlex works with exam-sized values (change the unit if needed)",
        );
        return false;
    }
    true
}

/// Reports priors that do not sum to 1; `false` then.
fn check_prior_sum(l: &mut Loader, priors: &[Number], span: crate::spec::diag::Span) -> bool {
    let sum: Number = priors.iter().cloned().sum();
    if sum != Number::one() {
        l.error_help(
            span,
            format!("the priors sum to {sum}, not 1"),
            &format!("priors sum to {sum}"),
            "P(c) over the classes must add up to exactly 1 (write a third as \"1/3\")",
        );
        return false;
    }
    true
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let Some(node) = m.get("classes") else {
        return decision::read_domain(l, m).and(None);
    };
    let Some(cm) = l.map_any(node, "`classes`") else {
        return decision::read_domain(l, m).and(None);
    };
    let mut classes = Vec::new();
    let mut normals = Vec::new();
    let mut texts = Vec::new();
    // every class's prior, when it could be read: their sum is checked even when a mean or a
    // standard deviation is invalid
    let mut priors: Vec<Option<Number>> = Vec::new();
    let mut ok = true;
    let mut seen = Vec::new();
    for (name, key, v) in cm.entries() {
        let Some(name) = l.class_key(&mut seen, key, name, "`classes`") else {
            ok = false;
            priors.push(None);
            continue;
        };
        let what = format!("class `{name}`");
        let Some(c) = l.map(v, &what, &["prior", "mean", "std"]) else {
            ok = false;
            priors.push(None);
            continue;
        };
        let prior = l.require(&c, "prior", &what, "\"1/3\"").and_then(|n| {
            let p = l.positive(n, &format!("the prior of {what}"))?;
            limit(l, n, &p, &format!("the prior of {what}"), "0", "1").then_some((p, n))
        });
        let mean = l.require(&c, "mean", &what, "1.46").and_then(|n| {
            let x = l.number(n, &format!("the mean of {what}"))?;
            limit(l, n, &x, &format!("the mean of {what}"), "-1000000", "1000000").then_some((x, n))
        });
        let std = l.require(&c, "std", &what, "0.17").and_then(|n| {
            let s = l.positive(n, &format!("the standard deviation of {what}"))?;
            limit(l, n, &s, &format!("the standard deviation of {what}"), "0.001", "1000").then_some((s, n))
        });
        priors.push(prior.as_ref().map(|(p, _)| p.clone()));
        let (Some((prior, pn)), Some((mean, mn)), Some((std, sn))) = (prior, mean, std) else {
            ok = false;
            continue;
        };
        let text = |n: &crate::spec::yaml::Node| n.as_scalar().unwrap_or_default().trim().to_string();
        texts.push([text(pn), text(mn), text(sn)]);
        classes.push(name);
        normals.push(Normal { prior, mean, std });
    }
    let domain = decision::read_domain(l, m);
    let figures = FIGURES.read(l, m);
    let window = PLOT.read(l, m);
    let priors: Option<Vec<Number>> = priors.into_iter().collect();
    if !ok {
        if let Some(priors) = priors {
            check_prior_sum(l, &priors, node.span);
        }
        return None;
    }
    if classes.len() < 2 || classes.len() > MAX_CLASSES {
        l.error_help(
            node.span,
            format!("`classes` needs 2 to {MAX_CLASSES} classes, found {}", classes.len()),
            "wrong number of classes",
            "give each class as `name: { prior: …, mean: …, std: … }`",
        );
        return None;
    }
    let priors: Vec<Number> = normals.iter().map(|n| n.prior.clone()).collect();
    if !check_prior_sum(l, &priors, node.span) {
        return None;
    }
    Some(boxed(GaussianBoundary {
        classes,
        normals,
        texts,
        domain: domain?,
        domain_given: decision::DOMAIN.is_given(m),
        densities: figures?.contains(&"densities"),
        window: window?,
    }))
}

/// `(x − 1.46)²`, `(x + 2)²`, `x²` from the mean as written.
fn square(mean: &str) -> String {
    match mean.strip_prefix('-') {
        _ if mean.parse::<Number>().is_ok_and(|m| m.is_zero()) => "x²".into(),
        Some(abs) => format!("(x + {abs})²"),
        None => format!("(x − {mean})²"),
    }
}

/// `a·x² + b·x + c` with signs and rounded coefficients; terms with a zero coefficient are left
/// out.
fn polynomial(f: &Fmt, terms: &[(&Number, &str)]) -> String {
    let mut out = String::new();
    for (c, var) in terms {
        if c.is_zero() {
            continue;
        }
        let neg = c.is_negative();
        let mag = if var.is_empty() || c.abs() != Number::one() {
            approx_text(f, &c.abs())
        } else {
            String::new()
        };
        match (out.is_empty(), neg) {
            (true, true) => out.push('−'),
            (true, false) => {}
            (false, true) => out.push_str(" − "),
            (false, false) => out.push_str(" + "),
        }
        out.push_str(&mag);
        out.push_str(var);
    }
    if out.is_empty() { "0".into() } else { out }
}

impl GaussianBoundary {
    fn p(&self, i: usize) -> String {
        format!("P({})", inline(&self.classes[i]))
    }

    fn n(&self, i: usize, x: &str) -> String {
        format!("N({x} | {}, {})", self.texts[i][1], self.texts[i][2])
    }

    fn pairs(&self) -> Vec<(usize, usize, Pair)> {
        let mut out = Vec::new();
        for i in 0..self.normals.len() {
            for j in i + 1..self.normals.len() {
                out.push((i, j, model::pair(&self.normals[i], &self.normals[j])));
            }
        }
        out
    }

    fn boundary_value(b: &Boundary) -> Value {
        match b {
            Boundary::Points(xs) => Value::List(xs.iter().map(real_value).collect()),
            Boundary::Touch(x) => Value::List(vec![real_value(x)]),
            Boundary::Never { .. } => Value::Label("none".into()),
            Boundary::Everywhere => Value::Label("everywhere".into()),
            Boundary::Overflow => Value::Label("too large".into()),
        }
    }

    /// The worked derivation of one pair, as the notes write it.
    fn derivation(&self, f: &Fmt, i: usize, j: usize, pair: &Pair) -> Vec<String> {
        let t = |k: usize, w: usize| self.texts[k][w].clone();
        let mut lines = vec![
            format!("{}·{} = {}·{}", self.p(i), self.n(i, "x"), self.p(j), self.n(j, "x")),
            format!(
                "{}: {} − ln {} − {}/(2·{}²) = {} − ln {} − {}/(2·{}²)",
                f.lang.t("gaussian-boundary-taking-logarithms"),
                ln_text(&t(i, 0)),
                t(i, 2),
                square(&t(i, 1)),
                t(i, 2),
                ln_text(&t(j, 0)),
                t(j, 2),
                square(&t(j, 1)),
                t(j, 2)
            ),
        ];
        let [ki, kj] = &pair.k;
        let ell = if pair.ell.value.is_zero() {
            String::new()
        } else if pair.ell.value.is_negative() {
            format!(
                " − {}",
                real_text(
                    f,
                    &Real {
                        value: pair.ell.value.abs(),
                        exact: pair.ell.exact
                    }
                )
            )
        } else {
            format!(" + {}", real_text(f, &pair.ell))
        };
        lines.push(
            f.lang.ta(
                "gaussian-boundary-equation",
                &[
                    (
                        "equation",
                        format!(
                            "−{}{} + {}{}{ell} = 0",
                            approx_text(f, ki),
                            square(&t(i, 1)),
                            approx_text(f, kj),
                            square(&t(j, 1)),
                        )
                        .into(),
                    ),
                    ("ki", approx_text(f, ki).into()),
                    ("kj", approx_text(f, kj).into()),
                    (
                        "log",
                        format!(
                            "ln({}·{}/({}·{})) = {}",
                            paren(&t(i, 0)),
                            t(j, 2),
                            paren(&t(j, 0)),
                            t(i, 2),
                            if pair.ell.value.is_zero() {
                                "ln 1 = 0".to_string()
                            } else {
                                signed(&real_text(f, &pair.ell))
                            }
                        )
                        .into(),
                    ),
                ],
            ),
        );
        let quadratic = polynomial(f, &[(&pair.a, "x²"), (&pair.b, "x"), (&pair.c.value, "")]);
        lines.push(if pair.a.is_zero() {
            f.lang.ta("gaussian-boundary-linear", &[("equation", quadratic.into())])
        } else {
            format!("{quadratic} = 0")
        });
        lines.push(self.solution_line(f, i, j, pair));
        lines
    }

    /// The last line of a pair's derivation: the equation solved, and the boundary.
    fn solution_line(&self, f: &Fmt, i: usize, j: usize, pair: &Pair) -> String {
        let winner = |w: usize| if w == 0 { i } else { j };
        match (&pair.boundary, &pair.discriminant) {
            (Boundary::Points(xs), Some((delta, Some(root)))) => {
                let shown: Vec<String> = xs.iter().map(|x| format!("x = {}", real_text(f, x))).collect();
                let two_a = signed(&approx_text(f, &(Number::from(2) * &pair.a)));
                format!(
                    "Δ = b² − 4ac = {}, √Δ = {}; x = (−b ± √Δ)/(2a) = ({} ± {})/{} ⇒ **{}**",
                    signed(&real_text(f, delta)),
                    real_text(f, root),
                    signed(&approx_text(f, &-&pair.b)),
                    real_text(f, root),
                    if two_a.starts_with('−') {
                        format!("({two_a})")
                    } else {
                        two_a
                    },
                    shown.join(&format!("** {} **", f.lang.t("word-or")))
                )
            }
            (Boundary::Points(xs), _) => format!(
                "x = −c/b ⇒ **x = {}**",
                xs.first().map(|x| real_text(f, x)).unwrap_or_default()
            ),
            (Boundary::Touch(x), _) => f.lang.ta(
                "gaussian-boundary-touch",
                &[
                    ("x", real_text(f, x).into()),
                    (
                        "class",
                        inline(&self.classes[if pair.a.is_positive() { i } else { j }]).into(),
                    ),
                ],
            ),
            (Boundary::Never { winner: w }, Some((delta, _))) => f.lang.ta(
                "gaussian-boundary-never-negative",
                &[
                    ("delta", signed(&real_text(f, delta)).into()),
                    ("prior", self.p(winner(*w)).into()),
                    ("class", inline(&self.classes[winner(*w)]).into()),
                ],
            ),
            (Boundary::Never { winner: w }, None) => f.lang.ta(
                "gaussian-boundary-never",
                &[
                    ("prior", self.p(winner(*w)).into()),
                    ("class", inline(&self.classes[winner(*w)]).into()),
                ],
            ),
            (Boundary::Everywhere, _) => f.lang.t("gaussian-boundary-everywhere"),
            (Boundary::Overflow, _) => f.lang.t("gaussian-boundary-too-large"),
        }
    }

    fn regions(&self, pairs: &[(usize, usize, Pair)]) -> Regions {
        let mut cuts: Vec<Real> = Vec::new();
        for (_, _, p) in pairs {
            match &p.boundary {
                Boundary::Points(xs) => cuts.extend(xs.iter().cloned()),
                Boundary::Touch(x) => cuts.push(x.clone()),
                _ => {}
            }
        }
        real_line::regions(cuts, &self.domain, self.normals.len(), |x| {
            model::log_weights(&self.normals, x).map_or((0, Vec::new()), |l| argmax(&l))
        })
    }

    /// `figures: [densities]` from the solve's pairs: the regions they give, drawn.
    fn figure(&self, f: &Fmt, pairs: &[(usize, usize, Pair)]) -> Option<FigureView> {
        let regions = self.regions(pairs);
        let fig = crate::figure::densities::Densities {
            classes: &self.classes,
            normals: &self.normals,
            regions: &regions,
            domain: &self.domain,
            window: &self.window,
        };
        let num = |x: &Number| f.num(x);
        let point = |r: &Real| crate::present::minus(real_text(f, r));
        let region = |r: &[real_line::Interval]| decision::region_text(f, r);
        let small = |x: &Number| crate::present::minus(significant(f, x));
        let svg = fig.svg(&crate::figure::densities::Texts {
            num: &num,
            point: &point,
            region: &region,
            small: &small,
            lang: f.lang,
        })?;
        Some(FigureView::new(
            "densities",
            &f.lang.t("gaussian-boundary-figure-alt"),
            &svg,
        ))
    }

    /// P(c | x) of every class (exact where it is rational, else to 28 digits); `None` when too
    /// large to compute.
    fn posteriors(&self, x: &Number) -> Option<Vec<Posterior>> {
        model::log_weights(&self.normals, x).and_then(|l| model::posteriors(&self.normals, x, &l))
    }

    fn posteriors_text(&self, f: &Fmt, post: Option<&[Posterior]>) -> String {
        match post {
            Some(p) => self
                .classes
                .iter()
                .zip(p)
                .map(|(c, v)| format!("P({} | x) = {}", inline(c), posterior_text(f, v)))
                .collect::<Vec<_>>()
                .join(", "),
            None => f.lang.t("gaussian-boundary-too-large-short"),
        }
    }

    /// The posteriors at x with the densities they come from; `None` when they cannot be
    /// computed.
    fn posterior_at(&self, x: &Number) -> Option<PosteriorAt> {
        let logs = model::log_weights(&self.normals, x)?;
        let post = model::posteriors(&self.normals, x, &logs)?;
        let terms = self
            .normals
            .iter()
            .zip(&logs)
            .map(|(c, l)| {
                let weighted = model::exp(l)?;
                let density = model::ln(&c.prior).and_then(|lp| model::exp(&(l - &lp.value)))?;
                Some((density, weighted))
            })
            .collect::<Option<_>>()?;
        Some(PosteriorAt { terms, post })
    }

    /// The worked lines of the posteriors at x.
    fn posterior_lines(&self, f: &Fmt, x: &Number, at: &PosteriorAt) -> Vec<String> {
        let xt = f.num(x);
        let mut lines = Vec::new();
        let mut weighted = Vec::new();
        for (k, (density, w)) in at.terms.iter().enumerate() {
            lines.push(format!(
                "{}·p({xt} | {}) = {}·{} = {}·{} = {}",
                self.p(k),
                inline(&self.classes[k]),
                self.texts[k][0],
                self.n(k, &xt),
                self.texts[k][0],
                significant(f, &density.mid()),
                significant(f, &w.mid())
            ));
            weighted.push(significant(f, &w.mid()));
        }
        let sum = weighted.join(" + ");
        for (k, (c, p)) in self.classes.iter().zip(&at.post).enumerate() {
            lines.push(format!(
                "P({} | {xt}) = {}/({sum}) = **{}**",
                inline(c),
                weighted[k],
                posterior_text(f, p)
            ));
        }
        lines
    }
}

/// The posteriors at a point, with each class's density p(x | c) and weighted density
/// P(c)p(x | c).
#[derive(Clone, Debug)]
struct PosteriorAt {
    terms: Vec<(Ball, Ball)>,
    post: Vec<Posterior>,
}

/// A posterior as the worksheet shows it: an exact one as a number (½ at a tie of two classes
/// is `0.5`, not `0.5000`; ⅓ is rounded at the digits), else at the exercise's digits.
fn posterior_text(f: &Fmt, p: &Posterior) -> String {
    match p {
        Posterior::Exact(n) => approx_text(f, n),
        Posterior::Approx(b) => f.real(b),
    }
}

/// A posterior as an answer: an exact one may still be written rounded (`0.3333` for ⅓).
fn posterior_value(p: &Posterior) -> Value {
    match p {
        Posterior::Exact(n) => Value::Number(n.clone()),
        Posterior::Approx(b) => Value::Rounded(b.clone()),
    }
}

/// What one part works out.
#[derive(Debug)]
enum Worked {
    /// The pairs' boundaries (in the shared work).
    Boundary,
    /// The regions, with the posteriors at each piece's test point.
    Regions {
        regions: Regions,
        posteriors: Vec<Option<Vec<Posterior>>>,
    },
    /// At each point: the posteriors, when they can be computed.
    Posterior(Vec<(Number, Option<PosteriorAt>)>),
    /// At each point: the winning class and the posteriors.
    Classify(Vec<(Number, Value, Option<Vec<Posterior>>)>),
}

/// `ln(1/3)`, `ln 0.17`.
fn ln_text(text: &str) -> String {
    if text.contains('/') {
        format!("ln({text})")
    } else {
        format!("ln {text}")
    }
}

/// A leading `-` as the minus sign `−`.
fn signed(text: &str) -> String {
    match text.strip_prefix('-') {
        Some(rest) => format!("−{rest}"),
        None => text.to_string(),
    }
}

fn paren(text: &str) -> String {
    if text.contains('/') {
        format!("({text})")
    } else {
        text.to_string()
    }
}

/// One value for one point, a list for several.
fn one_or_list(mut values: Vec<Value>) -> Value {
    if values.len() == 1 {
        values.remove(0)
    } else {
        Value::List(values)
    }
}

/// The x of each point of a part.
fn xs(a: &Ask<'_, P>) -> Vec<Number> {
    a.points()
        .iter()
        .map(|x| x.first().cloned().unwrap_or_default())
        .collect()
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    table: Table,
    domain: Option<String>,
    /// The posteriors' answer table: P(c | x) by class (a row per asked point); the class
    /// `c(x)` at each asked point.
    blank_posterior: Table,
    blank_classify: Table,
}

/// The worked solution: the densities figure, when asked.
#[derive(Serialize)]
struct View {
    figure: Option<FigureView>,
}

/// The derivation of the boundary of one pair of classes.
#[derive(Serialize)]
struct PairView {
    /// The two classes.
    a: String,
    b: String,
    lines: Vec<String>,
}

/// The worked lines at one point.
#[derive(Serialize)]
#[serde(untagged)]
enum PointView {
    Posterior {
        x: String,
        lines: Vec<String>,
    },
    Classify {
        x: String,
        text: String,
        class: String,
        /// The sentence on a tie (empty without one).
        tie: String,
    },
}

/// The worked solution of one part.
#[derive(Serialize)]
#[serde(untagged)]
enum PartView {
    Boundary { items: Vec<PairView> },
    Regions(RegionsView),
    Points { points: Vec<PointView> },
}

impl Kind for GaussianBoundary {
    fn class_labels(&self) -> Vec<String> {
        self.classes.clone()
    }

    type Part = P;
    type Shared = Vec<(usize, usize, Pair)>;
    type PartWork = Worked;
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn dimension(&self) -> Option<usize> {
        Some(1)
    }

    fn data(&self, f: &Fmt) -> Data {
        let class = f.lang.t("gaussian-boundary-col-class");
        let mut t = Table::new(&[class.as_str(), "P(c)", "μ", "σ"]);
        for (c, [p, m, s]) in self.classes.iter().zip(&self.texts) {
            t.row(&[c.as_str(), p, m, s]);
        }
        let posteriors: Vec<String> = self.classes.iter().map(|c| format!("P({c} | x)")).collect();
        Data {
            blank_posterior: super::shared::answer_row("", &posteriors, ""),
            blank_classify: super::shared::classify_at_points(),
            table: t,
            domain: self.domain_given.then(|| decision::domain_text(f, &self.domain)),
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Self::Shared, Worked> {
        let pairs = self.pairs();
        let answers = asked
            .iter()
            .map(|a| match a.part {
                P::Boundary => Answer {
                    value: match pairs.as_slice() {
                        [(_, _, only)] => Self::boundary_value(&only.boundary),
                        _ => Value::Map(
                            pairs
                                .iter()
                                .map(|(i, j, pair)| {
                                    (
                                        format!("{}-{}", self.classes[*i], self.classes[*j]),
                                        Self::boundary_value(&pair.boundary),
                                    )
                                })
                                .collect(),
                        ),
                    },
                    work: Worked::Boundary,
                },
                P::Regions => {
                    let regions = self.regions(&pairs);
                    let posteriors = regions.pieces.iter().map(|p| self.posteriors(&p.test)).collect();
                    Answer {
                        value: decision::regions_value(&self.classes, &regions),
                        work: Worked::Regions { regions, posteriors },
                    }
                }
                P::Posterior => {
                    let at: Vec<(Number, Option<PosteriorAt>)> = xs(a)
                        .into_iter()
                        .map(|x| {
                            let p = self.posterior_at(&x);
                            (x, p)
                        })
                        .collect();
                    let values = at
                        .iter()
                        .map(|(_, p)| match p {
                            Some(p) => Value::Map(
                                self.classes
                                    .iter()
                                    .cloned()
                                    .zip(p.post.iter().map(posterior_value))
                                    .collect(),
                            ),
                            None => Value::Label("too large".into()),
                        })
                        .collect();
                    Answer {
                        value: one_or_list(values),
                        work: Worked::Posterior(at),
                    }
                }
                P::Classify => {
                    let mut values = Vec::new();
                    let mut work = Vec::new();
                    for x in xs(a) {
                        let (best, tied) =
                            model::log_weights(&self.normals, &x).map_or((0, Vec::new()), |l| argmax(&l));
                        let class = Value::Class {
                            label: self.classes[best].clone(),
                            tied: tied.iter().map(|&k| self.classes[k].clone()).collect(),
                        };
                        let post = self.posteriors(&x);
                        values.push(class.clone());
                        work.push((x, class, post));
                    }
                    Answer {
                        value: one_or_list(values),
                        work: Worked::Classify(work),
                    }
                }
            })
            .collect();
        Work { shared: pairs, answers }
    }

    fn present(&self, work: &Work<Self::Shared, Worked>, _asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        // Worked values in decimals even when priors are written as fractions (4.5, not 9/2).
        let f = &Fmt {
            style: NumStyle::Decimal,
            ..*f
        };
        let parts = work
            .answers
            .iter()
            .map(|answer| match &answer.work {
                Worked::Boundary => PartView::Boundary {
                    items: work
                        .shared
                        .iter()
                        .map(|(i, j, pair)| PairView {
                            a: inline(&self.classes[*i]),
                            b: inline(&self.classes[*j]),
                            lines: self.derivation(f, *i, *j, pair),
                        })
                        .collect(),
                },
                Worked::Regions { regions, posteriors } => PartView::Regions(RegionsView::new(
                    f,
                    &self.classes,
                    regions,
                    "P(c | x)",
                    |i, _| self.posteriors_text(f, posteriors.get(i).and_then(Option::as_deref)),
                    |c| format!("R[{}]", inline(c)),
                )),
                Worked::Posterior(at) => PartView::Points {
                    points: at
                        .iter()
                        .map(|(x, p)| PointView::Posterior {
                            x: f.num(x),
                            lines: match p {
                                Some(p) => self.posterior_lines(f, x, p),
                                None => vec![f.lang.t("gaussian-boundary-too-large-short")],
                            },
                        })
                        .collect(),
                },
                Worked::Classify(at) => PartView::Points {
                    points: at
                        .iter()
                        .map(|(x, class, post)| PointView::Classify {
                            x: f.num(x),
                            text: self.posteriors_text(f, post.as_deref()),
                            class: match class {
                                Value::Class { label, .. } => label.clone(),
                                _ => String::new(),
                            },
                            tie: super::probabilistic::tie_text(f, class),
                        })
                        .collect(),
                },
            })
            .collect();
        Presented {
            view: View {
                figure: self.densities.then(|| self.figure(f, &work.shared)).flatten(),
            },
            parts,
            notes: Vec::new(),
        }
    }

    fn depends_on(&self, part: P) -> Vec<P> {
        match part {
            P::Regions => vec![P::Boundary],
            P::Boundary | P::Posterior | P::Classify => Vec::new(),
        }
    }

    fn recompute(&self, ask: &Ask<'_, P>, from: &[Option<Value>]) -> Option<Value> {
        let [Some(from)] = from else { return None };
        match ask.part {
            P::Regions => {
                // the regions between the student's boundary points, each won by the class the
                // densities say
                let mut cuts = Vec::new();
                boundary_points(from, &mut cuts);
                let regions = real_line::regions(cuts, &self.domain, self.normals.len(), |x| {
                    model::log_weights(&self.normals, x).map_or((0, Vec::new()), |l| argmax(&l))
                });
                Some(decision::regions_value(&self.classes, &regions))
            }
            P::Boundary | P::Posterior | P::Classify => None,
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let mut out = Vec::new();
        let k = Number::from(self.normals.len() as i64);
        let mut no_priors = self.clone();
        for n in &mut no_priors.normals {
            n.prior = Number::one().checked_div(&k).unwrap_or_default();
        }
        out.push(Misconception::rerun_kind(
            Hint::new(lang, "gaussian-boundary-hint-no-priors"),
            right,
            &no_priors,
            asked,
            &[],
        ));
        // ln(P(c)/σ) becomes ln P(c): the prior times σ in place of the prior
        let mut no_sigma = self.clone();
        for n in &mut no_sigma.normals {
            n.prior = &n.prior * &n.std;
        }
        out.push(Misconception::rerun_kind(
            Hint::new(lang, "gaussian-boundary-hint-no-sigma"),
            right,
            &no_sigma,
            asked,
            &[],
        ));
        out.retain(Misconception::changes_anything);
        out
    }
}

/// Every number in a boundary answer (a list of points, or one list per pair of classes).
fn boundary_points(v: &Value, out: &mut Vec<Real>) {
    match v {
        Value::Number(n) => out.push(Real::exact(n.clone())),
        Value::Rounded(d) => out.push(Real::approx(d.mid())),
        Value::List(items) => items.iter().for_each(|i| boundary_points(i, out)),
        Value::Map(items) => items.iter().for_each(|(_, i)| boundary_points(i, out)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts() {
        let f = Fmt {
            style: NumStyle::Decimal,
            digits: 4,
            lang: crate::i18n::Lang::En,
        };
        assert_eq!(square("1.46"), "(x − 1.46)²");
        assert_eq!(square("-2"), "(x + 2)²");
        assert_eq!(square("0"), "x²");
        let n = |s: &str| s.parse::<Number>().unwrap();
        assert_eq!(
            polynomial(&f, &[(&n("-5000/289"), "x²"), (&n("1"), "x"), (&n("-0.25"), "")]),
            "−17.3010x² + x − 0.25"
        );
        assert_eq!(polynomial(&f, &[(&n("0"), "x²")]), "0");
    }
}
