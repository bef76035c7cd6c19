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
pub(crate) mod plot;
pub(crate) mod scheme;
pub(crate) mod steps;
pub(crate) mod style;
pub mod svg;
pub(crate) mod training;

use serde::Serialize;

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
    pub(crate) fn new(name: &'static str, title: &str, svg: &str) -> Self {
        FigureView {
            name,
            title: title.to_string(),
            uri: embed::data_uri(svg),
        }
    }
}
