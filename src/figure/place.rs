//! Where labels go in a plot: candidate places tested against the lines, markers and labels
//! already there. The tests run on the figure's own pixels, which are written rounded to
//! hundredths ([`super::svg::Px`]), as exact integers in hundredths of a pixel (y grows
//! downwards): trying a hundred places against a hundred lines then costs microseconds, where
//! exact rationals with the data's denominators cost seconds for a figure of 50 classes.

use super::svg::{Anchor, Px};

/// A point in hundredths of a pixel.
pub(crate) type P = (i64, i64);

/// A figure's pixel in hundredths; `None` when it is too large to be in any figure.
pub(crate) fn of(px: &(Px, Px)) -> Option<P> {
    Some((hundredths(&px.0)?, hundredths(&px.1)?))
}

/// `"-12.34"` → −1234: a [`Px`] is written with exactly two decimals.
fn hundredths(px: &Px) -> Option<i64> {
    let digits: String = px.as_str().chars().filter(|c| *c != '.').collect();
    let n: i64 = digits.parse().ok()?;
    // a millionth of the range of i64: products of two coordinates stay far from overflow in
    // i128, and no figure is a million pixels wide
    (n.abs() < 100_000_000).then_some(n)
}

/// The pixel of a point in hundredths, as the figure writes it.
pub(crate) fn px(p: P) -> (Px, Px) {
    let px = |h: i64| Px::of(&crate::num::Number::ratio(h, 100).unwrap_or_default());
    (px(p.0), px(p.1))
}

/// A rectangle `[x0, x1] × [y0, y1]` in hundredths of a pixel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rect {
    pub(crate) x0: i64,
    pub(crate) y0: i64,
    pub(crate) x1: i64,
    pub(crate) y1: i64,
}

impl Rect {
    /// The box that `text` at `size` px covers when written at `at` (its baseline's start,
    /// middle or end, by `anchor`), with a 2 px halo: a glyph is taken as 0.55 em wide, and to
    /// rise 0.8 em above the baseline and go 0.3 em below it. `None` for an empty text.
    pub(crate) fn label(at: P, anchor: Anchor, text: &str, size: u32) -> Option<Rect> {
        let chars = i64::try_from(text.chars().count()).ok().filter(|&n| n > 0)?;
        let size = i64::from(size);
        let (wide, rise, drop, halo) = (chars * size * 55, size * 80, size * 30, 200);
        let (left, right) = match anchor {
            Anchor::Start => (halo, wide + halo),
            Anchor::Middle => (wide / 2 + halo, wide / 2 + halo),
            Anchor::End => (wide + halo, halo),
        };
        Some(Rect {
            x0: at.0 - left,
            x1: at.0 + right,
            y0: at.1 - rise - halo,
            y1: at.1 + drop + halo,
        })
    }

    /// The point `p` as a box.
    pub(crate) fn point(p: P) -> Rect {
        Rect {
            x0: p.0,
            y0: p.1,
            x1: p.0,
            y1: p.1,
        }
    }

    /// The box grown by `by` hundredths of a pixel on every side.
    pub(crate) fn grown(&self, by: i64) -> Rect {
        Rect {
            x0: self.x0 - by,
            y0: self.y0 - by,
            x1: self.x1 + by,
            y1: self.y1 + by,
        }
    }

    /// Whether the two share a point.
    pub(crate) fn overlaps(&self, o: &Rect) -> bool {
        self.x0 <= o.x1 && o.x0 <= self.x1 && self.y0 <= o.y1 && o.y0 <= self.y1
    }

    /// Whether it lies in `o`.
    pub(crate) fn within(&self, o: &Rect) -> bool {
        o.x0 <= self.x0 && self.x1 <= o.x1 && o.y0 <= self.y0 && self.y1 <= o.y1
    }

    /// Whether the segment `a`–`b` meets it: their bounding boxes overlap, and its corners are
    /// not all strictly on one side of the segment's line.
    pub(crate) fn meets(&self, a: P, b: P) -> bool {
        let bounds = Rect {
            x0: a.0.min(b.0),
            x1: a.0.max(b.0),
            y0: a.1.min(b.1),
            y1: a.1.max(b.1),
        };
        if !self.overlaps(&bounds) {
            return false;
        }
        let sides = [
            (self.x0, self.y0),
            (self.x1, self.y0),
            (self.x1, self.y1),
            (self.x0, self.y1),
        ]
        .map(|c| cross(a, b, c).signum());
        !(sides.iter().all(|&s| s > 0) || sides.iter().all(|&s| s < 0))
    }
}

/// The z of (b − a) × (c − a): its sign says on which side of the line a–b the point c lies.
fn cross(a: P, b: P, c: P) -> i128 {
    let (abx, aby) = (i128::from(b.0 - a.0), i128::from(b.1 - a.1));
    let (acx, acy) = (i128::from(c.0 - a.0), i128::from(c.1 - a.1));
    abx * acy - aby * acx
}

/// Whether `p` is in the convex polygon `poly` (its edges included), whichever way it turns.
pub(crate) fn in_convex(poly: &[P], p: P) -> bool {
    let n = poly.len();
    if n < 3 {
        return false;
    }
    let (mut pos, mut neg) = (false, false);
    for i in 0..n {
        let c = cross(poly[i], poly[(i + 1) % n], p);
        pos |= c > 0;
        neg |= c < 0;
    }
    !(pos && neg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::num::Number;

    #[test]
    fn pixels_are_read_in_hundredths() {
        let px = |s: &str| Px::of(&s.parse::<Number>().unwrap());
        assert_eq!(of(&(px("12.345"), px("-0.5"))), Some((1235, -50)));
        let back = super::px((1235, -50));
        assert_eq!((back.0.as_str(), back.1.as_str()), ("12.35", "-0.50"));
        assert_eq!(of(&(px("0"), px("1e12"))), None);
    }

    #[test]
    fn a_label_box_follows_its_anchor() {
        // 4 glyphs of 10 px: 22 px wide; 8 px above the baseline, 3 below; 2 px of halo
        let middle = Rect::label((10_000, 5_000), Anchor::Middle, "abcd", 10).unwrap();
        assert_eq!(
            middle,
            Rect {
                x0: 8_700,
                x1: 11_300,
                y0: 4_000,
                y1: 5_500
            }
        );
        let start = Rect::label((10_000, 5_000), Anchor::Start, "abcd", 10).unwrap();
        assert_eq!((start.x0, start.x1), (9_800, 12_400));
        let end = Rect::label((10_000, 5_000), Anchor::End, "abcd", 10).unwrap();
        assert_eq!((end.x0, end.x1), (7_600, 10_200));
        assert_eq!(Rect::label((0, 0), Anchor::Middle, "", 10), None);
    }

    #[test]
    fn a_segment_meets_a_box_when_it_crosses_touches_or_lies_in_it() {
        let r = Rect {
            x0: 0,
            y0: 0,
            x1: 100,
            y1: 100,
        };
        assert!(r.meets((-50, 50), (150, 50)), "across");
        assert!(r.meets((10, 10), (20, 20)), "inside");
        assert!(r.meets((100, -50), (100, 150)), "along an edge");
        assert!(r.meets((-50, 150), (150, -50)), "through a corner's diagonal");
        assert!(!r.meets((101, -50), (101, 150)), "beside");
        // the line crosses the box, the segment stops short of it
        assert!(!r.meets((-100, 50), (-1, 50)));
        // the bounding boxes overlap, the segment passes by a corner
        assert!(!r.meets((90, 120), (120, 90)));
        assert!(r.meets((90, 110), (110, 90)));
    }

    #[test]
    fn a_grown_box_takes_in_what_is_near() {
        let r = Rect {
            x0: 0,
            y0: 0,
            x1: 100,
            y1: 100,
        };
        assert!(!r.overlaps(&Rect::point((110, 50))));
        assert!(r.grown(10).overlaps(&Rect::point((110, 50))));
        assert!(!r.grown(9).overlaps(&Rect::point((110, 50))));
        assert!(Rect::point((50, 50)).within(&r));
    }

    #[test]
    fn a_point_is_in_a_convex_polygon_either_way_round() {
        let square = [(0, 0), (100, 0), (100, 100), (0, 100)];
        let mut reversed = square;
        reversed.reverse();
        for poly in [&square[..], &reversed[..]] {
            assert!(in_convex(poly, (50, 50)));
            assert!(in_convex(poly, (100, 50)), "on an edge");
            assert!(!in_convex(poly, (101, 50)));
            assert!(!in_convex(poly, (-1, -1)));
        }
        assert!(!in_convex(&square[..2], (50, 0)), "no area");
    }
}
