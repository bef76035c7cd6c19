//! Declarative keys: one constant per key documents it (the [`KeyDef`] in the kind's table, which
//! drives validation, "did you mean" and the docs), reads and checks its value, and applies its
//! default. Keys shared by several kinds live here; a kind's own keys are constants beside its
//! `KIND`.

use super::KeyDef;
use super::shared::MAX_ITERATIONS as MOST_PASSES;
use crate::figure::FigureDef;
use crate::models::perceptron::{Comparison, Params};
use crate::num::Number;
use crate::spec::loader::{Loader, Map};
use crate::spec::yaml::Node;

/// One homogeneous vector per class, with the place of each (`weights: { 1: [0, 1], … }`).
pub(crate) type ClassVectors = Vec<(crate::spec::loader::Label, Vec<Number>, crate::spec::diag::Span)>;

/// A key of a spec: its documentation, how to read it, and its default.
pub(crate) struct Key<T: 'static> {
    /// The documentation, as the kind's key table lists it.
    pub(crate) def: KeyDef,
    read: fn(&mut Loader, &Node, &str) -> Option<T>,
    default: Option<fn() -> T>,
}

impl<T> Key<T> {
    /// A key the spec must give (its absence is reported by the spec loader).
    pub(crate) const fn required(
        name: &'static str,
        doc: &'static str,
        read: fn(&mut Loader, &Node, &str) -> Option<T>,
    ) -> Self {
        Key {
            def: KeyDef::required(name, doc),
            read,
            default: None,
        }
    }

    /// An optional key; `shown` is its default as the docs show it, `default` its value.
    pub(crate) const fn optional(
        name: &'static str,
        shown: &'static str,
        doc: &'static str,
        read: fn(&mut Loader, &Node, &str) -> Option<T>,
        default: fn() -> T,
    ) -> Self {
        Key {
            def: KeyDef::optional(name, shown, doc),
            read,
            default: Some(default),
        }
    }

    /// An optional key without a default value (`Key::get` gives `Some(None)` when absent).
    pub(crate) const fn optional_none(
        name: &'static str,
        shown: &'static str,
        doc: &'static str,
        read: fn(&mut Loader, &Node, &str) -> Option<T>,
    ) -> Self {
        Key {
            def: KeyDef::optional(name, shown, doc),
            read,
            default: None,
        }
    }

    /// A key the loader reads with what it knows besides the key (the kind, the parts), by
    /// [`Key::read_with`] or [`Key::node`]: the constant names and documents it.
    pub(crate) const fn contextual(def: KeyDef) -> Self {
        Key {
            def,
            read: |_, _, _| None,
            default: None,
        }
    }

    /// The same key documented for one kind: its own `doc` (the symbol it uses, what it does
    /// there) with the same reader and default.
    pub(crate) const fn doc(self, doc: &'static str) -> Self {
        Key {
            def: KeyDef { doc, ..self.def },
            ..self
        }
    }

    /// The same key, optional, with its default shown as `shown` in the docs (a required key
    /// becomes optional: read it with [`Key::given`]).
    pub(crate) const fn shown(self, shown: &'static str) -> Self {
        Key {
            def: KeyDef {
                default: shown,
                required: false,
                ..self.def
            },
            ..self
        }
    }

    /// Where the key's value is in `m` (the default span when absent), for errors about it.
    pub(crate) fn span(&self, m: &Map<'_>) -> crate::spec::diag::Span {
        m.get(self.def.name).map(|n| n.span).unwrap_or_default()
    }

    /// The key's value as written in `m`, when given.
    pub(crate) fn node<'n>(&self, m: &Map<'n>) -> Option<&'n Node> {
        m.get(self.def.name)
    }

    /// Whether `m` gives the key.
    pub(crate) fn is_given(&self, m: &Map<'_>) -> bool {
        m.get(self.def.name).is_some()
    }

    /// Reads the key from `m`: its checked value, or its default when absent. `None` after an
    /// error was reported, or when a required key (or one without default) is absent.
    pub(crate) fn read(&self, l: &mut Loader, m: &Map<'_>) -> Option<T> {
        match m.get(self.def.name) {
            Some(node) => (self.read)(l, node, &format!("`{}`", self.def.name)),
            None => self.default.map(|d| d()),
        }
    }

    /// Reads the key if the spec gives it: `None` when absent, `Some(None)` after an error.
    pub(crate) fn given(&self, l: &mut Loader, m: &Map<'_>) -> Option<Option<T>> {
        m.get(self.def.name)
            .map(|node| (self.read)(l, node, &format!("`{}`", self.def.name)))
    }

    /// Reads the key with a reader that depends on other keys (a length, the classes): `None`
    /// when absent or after an error. The constant still names and documents the key.
    pub(crate) fn read_with(
        &self,
        l: &mut Loader,
        m: &Map<'_>,
        read: impl FnOnce(&mut Loader, &Node, &str) -> Option<T>,
    ) -> Option<T> {
        m.get(self.def.name)
            .and_then(|node| read(l, node, &format!("`{}`", self.def.name)))
    }

    /// Reads an optional key without default: `Some(None)` when absent, `None` after an error.
    pub(crate) fn get(&self, l: &mut Loader, m: &Map<'_>) -> Option<Option<T>> {
        match m.get(self.def.name) {
            Some(node) => (self.read)(l, node, &format!("`{}`", self.def.name)).map(Some),
            None => Some(self.default.map(|d| d())),
        }
    }
}

/// A number > 0.
pub(crate) fn positive(l: &mut Loader, n: &Node, what: &str) -> Option<Number> {
    l.positive(n, what)
}

/// A number ≥ 0.
pub(crate) fn non_negative(l: &mut Loader, n: &Node, what: &str) -> Option<Number> {
    l.non_negative(n, what)
}

/// Any exact number.
pub(crate) fn number(l: &mut Loader, n: &Node, what: &str) -> Option<Number> {
    l.number(n, what)
}

/// `true` or `false`.
pub(crate) fn boolean(l: &mut Loader, n: &Node, what: &str) -> Option<bool> {
    l.boolean(n, what)
}

/// `>` or `>=`.
pub(crate) fn comparison(l: &mut Loader, n: &Node, what: &str) -> Option<Comparison> {
    match n.as_scalar() {
        Some(">") => Some(Comparison::Greater),
        Some(">=") => Some(Comparison::GreaterEq),
        _ => {
            l.error_help(
                n.span,
                format!("{what} must be `>` or `>=`, found {}", n.describe()),
                "not a comparison",
                "use \">\" (strict, the notes' pseudo-code; the default) or \">=\" (the notes' Python)",
            );
            None
        }
    }
}

/// A number of passes, 1 to [`super::shared::MAX_ITERATIONS`].
pub(crate) fn passes(l: &mut Loader, n: &Node, what: &str) -> Option<u64> {
    l.count(n, what, 1, MOST_PASSES)
}

/// The class labels, in order (`classes: [1, 2, 3]`); kinds say where they come from otherwise
/// with [`Key::shown`].
pub(crate) const CLASSES: Key<Vec<crate::spec::loader::Label>> = Key::optional_none(
    "classes",
    "the keys of `weights`",
    "the class labels, in order (argmax ties go to the first)",
    |l, n, _| l.classes(n),
);

/// The training samples `{ x: [x1, …], y: label }` (any number of features); kinds say which
/// labels they take with [`Key::doc`].
pub(crate) const SAMPLES: Key<Vec<crate::spec::loader::Sample>> = Key::required(
    "samples",
    "training samples `{ x: [x1, …], y: label }`",
    |l, n, what| l.samples(n, what, "sample", None),
);

/// `iterations` of the training kinds (read with [`super::shared::pass_keys`]).
pub(crate) const ITERATIONS: Key<u64> = Key::optional_none(
    "iterations",
    "until convergence",
    "passes over the samples to run (stops earlier after a pass without errors)",
    passes,
);

/// `max_iterations` of the training kinds (read with [`super::shared::pass_keys`]).
pub(crate) const MAX_ITERATIONS: Key<u64> = Key::optional_none(
    "max_iterations",
    "1000",
    "the cap when running until convergence (at most 10000)",
    passes,
);

/// The learning rate α of the perceptron kinds.
pub(crate) const LEARNING_RATE: Key<Number> = Key::optional("learning_rate", "1", "α > 0", positive, Number::one);

/// The perceptron's margin b.
pub(crate) const MARGIN: Key<Number> = Key::optional(
    "margin",
    "0",
    "b ≥ 0: class c is updated when w_c·x̄ + b > w_y·x̄",
    non_negative,
    Number::zero,
);

/// The perceptron's test.
pub(crate) const COMPARISON: Key<Comparison> = Key::optional(
    "comparison",
    "`>`",
    "`>` (the seed's pseudo-code) or `>=` (the seed's Python code)",
    comparison,
    || Comparison::Greater,
);

/// The perceptron's step (`learning_rate`, `margin`, `comparison`), read together: every error
/// of the three is reported.
pub(crate) fn perceptron_params(l: &mut Loader, m: &Map<'_>) -> Option<Params> {
    let (rate, margin, comparison) = (LEARNING_RATE.read(l, m), MARGIN.read(l, m), COMPARISON.read(l, m));
    Some(Params {
        rate: rate?,
        margin: margin?,
        comparison: comparison?,
    })
}

/// Whether samples already start with the 1 of x̄.
pub(crate) const HOMOGENEOUS: Key<bool> = Key::optional(
    "homogeneous",
    "false",
    "`true` when each `x` already starts with the 1 of x̄ = (1, x1, …)",
    boolean,
    || false,
);

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::spec::yaml;

    fn read<T>(key: &Key<T>, text: &str) -> (Option<T>, Vec<String>) {
        let docs = yaml::parse(text).unwrap();
        let mut l = Loader::new();
        let m = l.map_any(&docs[0], "a spec").unwrap();
        let v = key.read(&mut l, &m);
        (v, l.diags.iter().map(|d| d.message.clone()).collect())
    }

    #[test]
    fn defaults_values_and_errors() {
        assert_eq!(read(&LEARNING_RATE, "other: 1\n").0, Some(Number::one()));
        assert_eq!(read(&LEARNING_RATE, "learning_rate: 1/2\n").0, Number::ratio(1, 2));
        let (v, errs) = read(&LEARNING_RATE, "learning_rate: 0\n");
        assert_eq!(v, None);
        assert_eq!(errs, ["`learning_rate` must be positive, found `0`"]);
        assert_eq!(read(&COMPARISON, "comparison: \">=\"\n").0, Some(Comparison::GreaterEq));
        let (v, errs) = read(&COMPARISON, "comparison: <\n");
        assert_eq!(v, None);
        assert_eq!(errs, ["`comparison` must be `>` or `>=`, found `<`"]);
        assert_eq!(read(&HOMOGENEOUS, "a: 1\n").0, Some(false));
    }
}

/// The figures of a linear classifier in the plane: `regions` (the worksheet shows the samples;
/// the key shows the decision regions, the boundaries, the misclassified samples and the test
/// points). A kind documents it with [`Key::doc`] and reads it with [`read_figures`], which takes
/// the figures the kind draws (its `KindDef::figures`).
pub(crate) const FIGURES: Key<Figures> = Key::optional(
    "figures",
    "none",
    "`[regions]`: the samples in the worksheet, the decision regions in the key (2 features only; docs/figures.md)",
    |l, n, what| names_among(l, n, what, &["regions"]),
    Figures::default,
);

/// Which figures a spec asks for: one bit per entry of the registry, `figure::FIGURES`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Figures(u32);

fn registry_index(name: &str) -> Option<usize> {
    crate::figure::FIGURES.iter().position(|f| f.name == name)
}

impl Figures {
    /// Whether the spec asks for the figure `name`.
    pub(crate) fn has(self, name: &str) -> bool {
        registry_index(name).is_some_and(|i| self.0 & (1 << i) != 0)
    }

    /// Whether the spec asks for any figure.
    pub(crate) fn any(self) -> bool {
        self.0 != 0
    }

    fn add(&mut self, name: &str) {
        if let Some(i) = registry_index(name) {
            self.0 |= 1 << i;
        }
    }
}

/// Reads a kind's `figures` key (documented as `key`) with the figures the kind draws
/// (`KindDef::figures`): the empty set when absent, `None` after an error.
pub(crate) fn read_figures(key: &Key<Figures>, l: &mut Loader, m: &Map<'_>, draws: &[&FigureDef]) -> Option<Figures> {
    if !key.is_given(m) {
        return Some(Figures::default());
    }
    let allowed: Vec<&'static str> = draws.iter().map(|f| f.name).collect();
    key.read_with(l, m, |l, n, what| names_among(l, n, what, &allowed))
}

/// Reads a list of figure names, each one of `allowed`.
fn names_among(l: &mut Loader, n: &Node, what: &str, allowed: &[&'static str]) -> Option<Figures> {
    let items = l.list(n, what)?;
    let mut f = Figures::default();
    let mut ok = true;
    for item in items {
        match l.choice(item, &format!("an entry of {what}"), allowed) {
            Some(name) => f.add(name),
            None => ok = false,
        }
    }
    ok.then_some(f)
}

/// Reads `figures: [name, …]`, each one of the figures the kind draws (`draws`), in the order
/// written (a repeated name once); an unknown name is a located error that lists them.
pub(crate) fn figure_list(l: &mut Loader, n: &Node, what: &str, draws: &[&FigureDef]) -> Option<Vec<&'static str>> {
    let names: Vec<&'static str> = draws.iter().map(|f| f.name).collect();
    let items = l.list(n, what)?;
    let mut out = Vec::new();
    let mut ok = true;
    for item in items {
        match l.choice(item, &format!("an entry of {what}"), &names) {
            Some(name) if !out.contains(&name) => out.push(name),
            Some(_) => {}
            None => ok = false,
        }
    }
    ok.then_some(out)
}

/// Figures need points in the plane: an error at `figures` unless the data has 2 features.
/// `of` names what has the features (`the samples`).
pub(crate) fn figures_in_plane(l: &mut Loader, m: &Map<'_>, figures: Figures, dim: usize, of: &str) -> Option<Figures> {
    if figures.any() && dim != 2 {
        l.error_help(
            FIGURES.span(m),
            format!(
                "figures are drawn in the plane: {of} have {dim} feature{}, not 2",
                if dim == 1 { "" } else { "s" }
            ),
            "needs 2 features",
            "remove `figures`: figures are drawn for exactly 2 features",
        );
        return None;
    }
    Some(figures)
}

/// The plot box of the figures: `{ x: [a, b], y: [c, d] }` with a < b and c < d.
pub(crate) const PLOT: Key<crate::figure::geom::PlotBox> = Key::optional_none(
    "plot",
    "the points with a margin",
    "the figures' range `{ x: [a, b], y: [c, d] }` (a < b, c < d)",
    plot_box,
);

fn plot_box(l: &mut Loader, n: &Node, what: &str) -> Option<crate::figure::geom::PlotBox> {
    let m = l.map(n, what, &["x", "y"])?;
    let mut range = |axis: &str| -> Option<(Number, Number)> {
        let node = l.require(&m, axis, what, "[0, 6]")?;
        plot_range(l, node, axis, what)
    };
    let (x, y) = (range("x"), range("y"));
    let ((x0, x1), (y0, y1)) = (x?, y?);
    Some(crate::figure::geom::PlotBox { x0, x1, y0, y1 })
}

/// The range `axis: [a, b]` of `what` (`plot`), a < b.
fn plot_range(l: &mut Loader, node: &Node, axis: &str, what: &str) -> Option<(Number, Number)> {
    let v = l.vector(node, &format!("`{axis}` of {what}"), Some(2))?;
    if v[0] >= v[1] {
        l.error_help(
            node.span,
            format!("the range `{axis}` of {what} is empty: it must go from a smaller number to a larger one"),
            "empty range",
            format!("write `{axis}: [a, b]` with a < b"),
        );
        return None;
    }
    Some((v[0].clone(), v[1].clone()))
}

/// The range of a curve figure (`figure::plot`): `plot: { x: [a, b], y: [c, d] }`, each axis
/// optional (an absent one is chosen from the data). Kinds document which axes they read with
/// [`Key::doc`] and read it with [`curve_plot`].
pub(crate) const CURVE_PLOT: Key<crate::figure::plot::Window> = Key::optional(
    "plot",
    "from the solve",
    "the figure's range `{ x: [a, b], y: [c, d] }`, each axis optional (docs/figures.md)",
    |l, n, what| curve_plot(l, n, what, [Ok(MOST_END), Ok(MOST_END)]),
    crate::figure::plot::Window::default,
);

/// The largest magnitude of a `plot:` end of a curve figure (re-exported for the kinds).
pub(crate) const MOST_END: i64 = crate::figure::plot::MOST_END;

/// The most digits of a `plot:` end of a curve figure (numerator and denominator).
pub(crate) const MOST_END_DIGITS: usize = crate::figure::plot::MOST_END_DIGITS;

/// Reads a curve figure's `plot`: `axes` says for `x` and for `y` whether the kind reads it,
/// with the largest magnitude of its ends (`Ok`: [`MOST_END`], or less for an axis whose curves
/// cost more), or why not (`Err`, the help of the located error at the axis).
pub(crate) fn curve_plot(
    l: &mut Loader,
    n: &Node,
    what: &str,
    axes: [Result<i64, &str>; 2],
) -> Option<crate::figure::plot::Window> {
    use crate::figure::plot::{Range, Window};
    let m = l.map(n, what, &["x", "y"])?;
    let mut ok = true;
    let mut read = |l: &mut Loader, axis: &str, reads: Result<i64, &str>| -> Option<Range> {
        let node = m.get(axis)?;
        let most = match reads {
            Ok(most) => most,
            Err(why) => {
                l.error_help(
                    m.key_span(axis).unwrap_or(node.span),
                    format!("{what} cannot set `{axis}` here"),
                    "not an axis this figure sets",
                    format!("{why}: remove `{axis}` from {what}"),
                );
                ok = false;
                return None;
            }
        };
        let Some((a, b)) = plot_range(l, node, axis, what) else {
            ok = false;
            return None;
        };
        let long = |n: &Number| {
            let (p, q) = n.parts();
            p.magnitude().to_string().len().max(q.to_string().len()) > MOST_END_DIGITS
        };
        if long(&a) || long(&b) {
            l.error_help(
                node.span,
                format!(
                    "an end of the range `{axis}` of {what} has more than {MOST_END_DIGITS} digits, the most this figure draws"
                ),
                "too many digits",
                format!(
                    "round the ends to at most {MOST_END_DIGITS} digits (as a fraction, in its numerator and its denominator): the plot is 360 px wide"
                ),
            );
            ok = false;
            return None;
        }
        if a.abs() > Number::from(most) || b.abs() > Number::from(most) {
            l.error_help(
                node.span,
                format!("the range `{axis}` of {what} goes beyond ±{most}, the most this figure draws"),
                "too wide",
                format!("give `{axis}` ends from −{most} to {most} (the curves are sampled at 201 points)"),
            );
            ok = false;
            return None;
        }
        Range::new(a, b)
    };
    let x = read(l, "x", axes[0]);
    let y = read(l, "y", axes[1]);
    ok.then_some(Window { x, y })
}
