//! Figures (SVG) drawn from a solved exercise's exact work: the geometry is exact
//! ([`geom`]: rational half-plane clipping of the plot box), and only the final pixel coordinates
//! are rounded, to fixed decimals, by the typed writer ([`svg`]). A figure is a view value (an
//! SVG string) that a template inlines; templates never draw.

pub(crate) mod geom;
pub(crate) mod linear;
pub(crate) mod style;
pub mod svg;
