//! The look of classes in figures: a colour and a marker shape per class, so that a figure
//! printed in black and white still tells the classes apart.

use super::svg::{Paint, Px, Svg};
use crate::num::Number;

/// The Okabe–Ito palette (distinguishable with the common colour-vision deficiencies).
pub(crate) const COLOURS: &[&str] = &[
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
];

const COLOUR_NAMES: &[&str] = &["blue", "vermilion", "green", "pink", "orange", "sky blue", "black"];

/// The colour of class `c` in English words (alt text of the figures whose words are not yet
/// in the catalogues; `perceptron-fig-*` name colours by [`colour_index`]).
#[allow(dead_code)]
pub(crate) fn colour_name(c: usize) -> &'static str {
    COLOUR_NAMES[c % COLOUR_NAMES.len()]
}

/// The index of the colour of class `c` in [`COLOURS`]: the catalogues name each colour by it
/// in alt text (`{ $colour -> [0] blue … }`).
pub(crate) fn colour_index(c: usize) -> usize {
    c % COLOURS.len()
}

/// A marker shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Marker {
    Circle,
    Square,
    TriangleUp,
    Diamond,
    TriangleDown,
    Plus,
    /// A test point: a cross.
    Test,
}

const CLASS_MARKERS: &[Marker] = &[
    Marker::Circle,
    Marker::Square,
    Marker::TriangleUp,
    Marker::Diamond,
    Marker::TriangleDown,
    Marker::Plus,
];

impl Marker {
    /// The marker of class `c`.
    pub(crate) fn of(c: usize) -> Marker {
        CLASS_MARKERS[c % CLASS_MARKERS.len()]
    }

    /// Its name in English words (alt text of the figures whose words are not yet in the
    /// catalogues; `perceptron-fig-*` name markers by [`Marker::index`]).
    #[allow(dead_code)]
    pub(crate) fn name(self) -> &'static str {
        match self {
            Marker::Circle => "circle",
            Marker::Square => "square",
            Marker::TriangleUp => "triangle",
            Marker::Diamond => "diamond",
            Marker::TriangleDown => "downward triangle",
            Marker::Plus => "plus",
            Marker::Test => "cross",
        }
    }

    /// The index of the marker of class `c` in the class markers: the catalogues name each
    /// marker by it in alt text (`{ $marker -> [0] circles … }`).
    pub(crate) fn index(c: usize) -> usize {
        c % CLASS_MARKERS.len()
    }

    /// Its outline around the origin, in pixel offsets (a polygon; the circle is drawn as one).
    fn outline(self) -> &'static [(i64, i64)] {
        match self {
            Marker::Circle => &[],
            Marker::Square => &[(-5, -5), (5, -5), (5, 5), (-5, 5)],
            Marker::TriangleUp => &[(0, -6), (6, 5), (-6, 5)],
            Marker::Diamond => &[(0, -7), (7, 0), (0, 7), (-7, 0)],
            Marker::TriangleDown => &[(0, 6), (6, -5), (-6, -5)],
            Marker::Plus => &[
                (-2, -6),
                (2, -6),
                (2, -2),
                (6, -2),
                (6, 2),
                (2, 2),
                (2, 6),
                (-2, 6),
                (-2, 2),
                (-6, 2),
                (-6, -2),
                (-2, -2),
            ],
            Marker::Test => &[
                (-6, -4),
                (-4, -6),
                (0, -2),
                (4, -6),
                (6, -4),
                (2, 0),
                (6, 4),
                (4, 6),
                (0, 2),
                (-4, 6),
                (-6, 4),
                (-2, 0),
            ],
        }
    }

    /// Draws the marker at `at` (pixels) in `colour`, outlined in black.
    pub(crate) fn draw(self, svg: &mut Svg, at: &(Px, Px), colour: &'static str) {
        let paint = Paint {
            fill: Some(colour),
            stroke: Some("#000000"),
            stroke_width: Some("0.8"),
            ..Paint::default()
        };
        if self == Marker::Circle {
            svg.circle(at, &Px::int(5), &paint);
            return;
        }
        let (x, y) = (at.0.number(), at.1.number());
        let pts: Vec<(Px, Px)> = self
            .outline()
            .iter()
            .map(|(dx, dy)| (Px::of(&(&x + &Number::from(*dx))), Px::of(&(&y + &Number::from(*dy)))))
            .collect();
        svg.polygon(&pts, &paint);
    }
}
