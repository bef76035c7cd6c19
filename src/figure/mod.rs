//! Figures (SVG) drawn from a solved exercise's exact work: the geometry is exact
//! (`geom`: rational half-plane clipping of the plot box), and only the final pixel coordinates
//! are rounded, to fixed decimals, by the typed writer ([`svg`]). A figure is a view value (an
//! SVG string) that a template inlines; templates never draw.

pub(crate) mod densities;
pub(crate) mod descent;
pub mod embed;
pub(crate) mod geom;
pub(crate) mod linear;
pub(crate) mod losses;
pub(crate) mod margin;
pub(crate) mod place;
pub(crate) mod plot;
pub(crate) mod scheme;
pub(crate) mod steps;
pub(crate) mod style;
pub mod svg;
pub(crate) mod training;

use serde::Serialize;

/// A figure a spec can ask for with `figures: [name]`. The kinds that draw it name it in their
/// `KindDef::figures`; the loader (which names a kind accepts), `mlex kinds` and the docs
/// (docs/figures.md's table is checked against [`FIGURES`]) read it from there.
#[derive(Debug)]
pub struct FigureDef {
    /// The name in `figures:`.
    pub name: &'static str,
    /// What it shows, in one line.
    pub shows: &'static str,
}

/// `regions`.
pub static REGIONS: FigureDef = FigureDef {
    name: "regions",
    shows: "the samples (worksheet); the decision regions, boundaries, misclassified samples and test points (key); 2 features",
};

/// `passes`.
pub static PASSES: FigureDef = FigureDef {
    name: "passes",
    shows: "one figure per pass of the trace: the regions of the weights at its end (the first 10 passes)",
};

/// `margins`.
pub static MARGINS: FigureDef = FigureDef {
    name: "margins",
    shows: "the separating line, both margins, the support vectors circled, the slacks (key); the samples (worksheet)",
};

/// `distance`.
pub static DISTANCE: FigureDef = FigureDef {
    name: "distance",
    shows: "the line f(x) = 0, each point, its projection and the distance between them (key); the line and the points (worksheet)",
};

/// `densities`.
pub static DENSITIES: FigureDef = FigureDef {
    name: "densities",
    shows: "P(c)·p(x | c) of each class, the decision boundaries and the regions shaded (key)",
};

/// `losses`.
pub static LOSSES: FigureDef = FigureDef {
    name: "losses",
    shows: "each loss ℓ(z) against the margin z, the values at the spec's z marked (key)",
};

/// `descent`.
pub static DESCENT: FigureDef = FigureDef {
    name: "descent",
    shows: "L(θ) with the iterates and each step (key)",
};

/// `loss_curve`.
pub static LOSS_CURVE: FigureDef = FigureDef {
    name: "loss_curve",
    shows: "the loss at the initial weights and after each step (key)",
};

/// `sigmoid`.
pub static SIGMOID: FigureDef = FigureDef {
    name: "sigmoid",
    shows: "σ(w·x̄) of the final weights with the samples at their labels and the boundary (key); 1 feature",
};

/// Every figure, in the order docs/figures.md lists them.
pub static FIGURES: &[&FigureDef] = &[
    &REGIONS,
    &PASSES,
    &MARGINS,
    &DISTANCE,
    &DENSITIES,
    &LOSSES,
    &DESCENT,
    &LOSS_CURVE,
    &SIGMOID,
];

/// A figure as a template gets it: the image's alt text and its address (a data URI of the SVG,
/// [`embed`]); the template writes `![{{ f.title }}]({{ f.uri }})`.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub(crate) struct FigureView {
    /// The figure's name in `figures:` (`regions`), or `samples` for the data figure.
    pub(crate) name: &'static str,
    /// A short title (the image's alt text in Markdown; the SVG's `<desc>` has the long one).
    pub(crate) title: String,
    /// `data:image/svg+xml;base64,…`.
    pub(crate) uri: String,
}

impl FigureView {
    /// The figure `name` (the root `<svg>` gets `class="figure-NAME"`, `_` written `-`: a hook
    /// for a page's CSS, and what names the figure's `.svg` file, [`embed::figure_files`]).
    pub(crate) fn new(name: &'static str, title: &str, svg: &str) -> Self {
        let class = format!("<svg class=\"{}{}\" ", embed::CLASS_PREFIX, name.replace('_', "-"));
        FigureView {
            name,
            title: title.to_string(),
            uri: embed::data_uri(&svg.replacen("<svg ", &class, 1)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_that_draws_has_a_figures_key_and_every_name_is_once() {
        for f in FIGURES {
            assert_eq!(FIGURES.iter().filter(|g| g.name == f.name).count(), 1, "{}", f.name);
        }
        for k in crate::kinds::KINDS {
            let has_key = k.keys.iter().any(|key| key.name == "figures");
            assert_eq!(has_key, !k.figures.is_empty(), "{}", k.name);
            // declared in registry order, each once
            let at: Vec<_> = k
                .figures
                .iter()
                .map(|f| FIGURES.iter().position(|g| std::ptr::eq(*g, *f)))
                .collect();
            assert!(at.iter().all(Option::is_some), "{}", k.name);
            assert!(at.windows(2).all(|w| w[0] < w[1]), "{}: not in registry order", k.name);
        }
        assert!(FIGURES.len() <= 32, "keys::Figures keeps one bit per figure");
        let perceptron = crate::kinds::find("perceptron").unwrap();
        assert_eq!(perceptron.figure_names(), ["regions", "passes"]);
        let logistic = crate::kinds::find("logistic-regression").unwrap();
        assert_eq!(logistic.figure_names(), ["loss_curve", "sigmoid"]);
    }
}
