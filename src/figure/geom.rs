//! Exact plane geometry for figures: points, the plot box, half-planes and convex polygons, all
//! over exact rationals. Nothing here rounds: a figure's coordinates are rounded once, when they
//! become pixels ([`super::svg`]).

use crate::num::{Number, cmp};
use std::cmp::Ordering;

/// A point of the plane, exact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Pt {
    pub(crate) x: Number,
    pub(crate) y: Number,
}

impl Pt {
    pub(crate) fn new(x: Number, y: Number) -> Self {
        Pt { x, y }
    }
}

/// The plot box `[x0, x1] × [y0, y1]`, x0 < x1 and y0 < y1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PlotBox {
    pub(crate) x0: Number,
    pub(crate) x1: Number,
    pub(crate) y0: Number,
    pub(crate) y1: Number,
}

impl PlotBox {
    /// Its corners, counter-clockwise from the bottom left.
    pub(crate) fn polygon(&self) -> Vec<Pt> {
        vec![
            Pt::new(self.x0.clone(), self.y0.clone()),
            Pt::new(self.x1.clone(), self.y0.clone()),
            Pt::new(self.x1.clone(), self.y1.clone()),
            Pt::new(self.x0.clone(), self.y1.clone()),
        ]
    }

    #[cfg(test)]
    pub(crate) fn area(&self) -> Number {
        (&self.x1 - &self.x0) * (&self.y1 - &self.y0)
    }

    pub(crate) fn contains(&self, p: &Pt) -> bool {
        self.x0 <= p.x && p.x <= self.x1 && self.y0 <= p.y && p.y <= self.y1
    }

    /// The box around `points` with a margin of a tenth of the larger span (1 when every point is
    /// the same) on every side, widened to whole numbers so that the axes read well.
    pub(crate) fn around(points: &[Pt]) -> Option<PlotBox> {
        let first = points.first()?;
        let (mut x0, mut x1, mut y0, mut y1) = (first.x.clone(), first.x.clone(), first.y.clone(), first.y.clone());
        for p in &points[1..] {
            x0 = x0.min(p.x.clone());
            x1 = x1.max(p.x.clone());
            y0 = y0.min(p.y.clone());
            y1 = y1.max(p.y.clone());
        }
        let span = (&x1 - &x0).max(&y1 - &y0);
        let margin = if span.is_zero() {
            Number::one()
        } else {
            &span * &Number::ratio(1, 10)?
        };
        Some(PlotBox {
            x0: floor(&(&x0 - &margin)),
            x1: (&x1 + &margin).ceil(),
            y0: floor(&(&y0 - &margin)),
            y1: (&y1 + &margin).ceil(),
        })
    }
}

/// The part of the segment `p`–`q` inside the box (Liang–Barsky, exact); `None` when it misses.
pub(crate) fn clip_segment(b: &PlotBox, p: &Pt, q: &Pt) -> Option<(Pt, Pt)> {
    let (dx, dy) = (&q.x - &p.x, &q.y - &p.y);
    let (mut t0, mut t1) = (Number::zero(), Number::one());
    // p + t·d stays within each bound: −dx·t ≤ p.x − x0, dx·t ≤ x1 − p.x, and so for y
    for (pk, qk) in [
        (-&dx, &p.x - &b.x0),
        (dx.clone(), &b.x1 - &p.x),
        (-&dy, &p.y - &b.y0),
        (dy.clone(), &b.y1 - &p.y),
    ] {
        if pk.is_zero() {
            if qk.is_negative() {
                return None;
            }
            continue;
        }
        let r = qk.checked_div(&pk)?;
        if pk.is_negative() {
            t0 = t0.max(r);
        } else {
            t1 = t1.min(r);
        }
    }
    if t0 > t1 {
        return None;
    }
    let at = |t: &Number| Pt::new(&p.x + &(t * &dx), &p.y + &(t * &dy));
    Some((at(&t0), at(&t1)))
}

/// The largest integer ≤ `n`.
pub(crate) fn floor(n: &Number) -> Number {
    -(-n).ceil()
}

/// The affine function `a + b·x + c·y`; as a half-plane, the points where it is ≥ 0; as a line,
/// where it is 0. A linear discriminant `(w0, w1, w2)` is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Affine {
    pub(crate) a: Number,
    pub(crate) b: Number,
    pub(crate) c: Number,
}

impl Affine {
    /// From homogeneous weights `(w0, w1, w2)`; `None` unless there are exactly three.
    pub(crate) fn of(w: &[Number]) -> Option<Affine> {
        match w {
            [a, b, c] => Some(Affine {
                a: a.clone(),
                b: b.clone(),
                c: c.clone(),
            }),
            _ => None,
        }
    }

    pub(crate) fn at(&self, p: &Pt) -> Number {
        &self.a + &(&self.b * &p.x) + &self.c * &p.y
    }

    /// `self − other`.
    pub(crate) fn minus(&self, other: &Affine) -> Affine {
        Affine {
            a: &self.a - &other.a,
            b: &self.b - &other.b,
            c: &self.c - &other.c,
        }
    }

    /// Whether it is the same value everywhere (no line).
    pub(crate) fn is_constant(&self) -> bool {
        self.b.is_zero() && self.c.is_zero()
    }
}

/// The part of the convex polygon `poly` where `h ≥ 0` (Sutherland–Hodgman against one
/// half-plane, exact). Crossing points are exact; repeated vertices are dropped.
pub(crate) fn clip(poly: &[Pt], h: &Affine) -> Vec<Pt> {
    let mut out: Vec<Pt> = Vec::new();
    let n = poly.len();
    for i in 0..n {
        let (p, q) = (&poly[i], &poly[(i + 1) % n]);
        let (hp, hq) = (h.at(p), h.at(q));
        if !hp.is_negative() {
            push_distinct(&mut out, p.clone());
        }
        let crosses = (hp.is_negative() && hq.is_positive()) || (hp.is_positive() && hq.is_negative());
        if crosses {
            // p + t (q − p) with t = hp / (hp − hq) ∈ (0, 1)
            if let Some(t) = hp.checked_div(&(&hp - &hq)) {
                let x = &p.x + &(&t * &(&q.x - &p.x));
                let y = &p.y + &(&t * &(&q.y - &p.y));
                push_distinct(&mut out, Pt::new(x, y));
            }
        }
    }
    if out.len() > 1 && out.first() == out.last() {
        out.pop();
    }
    out
}

fn push_distinct(out: &mut Vec<Pt>, p: Pt) {
    if out.last() != Some(&p) {
        out.push(p);
    }
}

/// Twice the signed area of a polygon (positive when counter-clockwise), exact.
pub(crate) fn twice_area(poly: &[Pt]) -> Number {
    let n = poly.len();
    (0..n)
        .map(|i| {
            let (p, q) = (&poly[i], &poly[(i + 1) % n]);
            &p.x * &q.y - &q.x * &p.y
        })
        .sum()
}

/// Whether a polygon has an interior (three or more vertices not all on a line).
pub(crate) fn has_area(poly: &[Pt]) -> bool {
    poly.len() >= 3 && !twice_area(poly).is_zero()
}

/// The centroid of a polygon with an area, exact.
pub(crate) fn centroid(poly: &[Pt]) -> Option<Pt> {
    let a2 = twice_area(poly);
    let n = poly.len();
    let (mut cx, mut cy) = (Number::zero(), Number::zero());
    for i in 0..n {
        let (p, q) = (&poly[i], &poly[(i + 1) % n]);
        let cross = &p.x * &q.y - &q.x * &p.y;
        cx = cx + &(&(&p.x + &q.x) * &cross);
        cy = cy + &(&(&p.y + &q.y) * &cross);
    }
    let six_a = &a2 * &Number::from(3);
    Some(Pt::new(cx.checked_div(&six_a)?, cy.checked_div(&six_a)?))
}

/// The segment of the line `h = 0` inside the box, when it crosses the box's interior or runs
/// along an edge: the extreme points of the box's vertices and crossings on the line.
pub(crate) fn line_in_box(b: &PlotBox, h: &Affine) -> Option<(Pt, Pt)> {
    if h.is_constant() {
        return None;
    }
    on_line_extremes(&clip(&b.polygon(), h), h)
}

/// The two extreme vertices of `poly` where `h = 0` (they are collinear), when there are two.
pub(crate) fn on_line_extremes(poly: &[Pt], h: &Affine) -> Option<(Pt, Pt)> {
    let mut on: Vec<&Pt> = poly.iter().filter(|p| h.at(p).is_zero()).collect();
    on.sort_by(|p, q| match cmp(&p.x, &q.x) {
        Ordering::Equal => cmp(&p.y, &q.y),
        o => o,
    });
    on.dedup();
    match (on.first(), on.last()) {
        (Some(p), Some(q)) if p != q => Some(((*p).clone(), (*q).clone())),
        _ => None,
    }
}

/// The decision regions of the linear discriminants `g` within the box: region `c` is where
/// `g_c ≥ g_d` for every `d` (a convex polygon, possibly empty). Ties go to the first class, so
/// a class whose discriminant equals an earlier one's everywhere has no region; elsewhere ties
/// are lines, of no area. The regions cover the box and overlap only on their boundaries.
pub(crate) fn regions(b: &PlotBox, g: &[Affine]) -> Vec<Vec<Pt>> {
    g.iter()
        .enumerate()
        .map(|(c, gc)| {
            let mut poly = b.polygon();
            for (d, gd) in g.iter().enumerate() {
                if d == c {
                    continue;
                }
                let h = gc.minus(gd);
                if d < c && h.is_constant() && h.a.is_zero() {
                    return Vec::new();
                }
                poly = clip(&poly, &h);
                if poly.is_empty() {
                    break;
                }
            }
            if has_area(&poly) { poly } else { Vec::new() }
        })
        .collect()
}

/// The boundary between the regions of `c` and `d` ([`regions`]): the edge of region `c` on
/// the line `g_c = g_d`, when the two regions share one.
pub(crate) fn shared_edge(region_c: &[Pt], g: &[Affine], c: usize, d: usize) -> Option<(Pt, Pt)> {
    on_line_extremes(region_c, &g[c].minus(&g[d]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(i: i64) -> Number {
        Number::from(i)
    }

    fn aff(w: [i64; 3]) -> Affine {
        Affine::of(&w.map(n)).unwrap()
    }

    fn square(lo: i64, hi: i64) -> PlotBox {
        PlotBox {
            x0: n(lo),
            x1: n(hi),
            y0: n(lo),
            y1: n(hi),
        }
    }

    #[test]
    fn clipping_the_box_by_a_diagonal_keeps_the_exact_triangle() {
        // x − y ≥ 0 in [0, 2]²: the triangle (0,0), (2,0), (2,2), area 2
        let t = clip(&square(0, 2).polygon(), &aff([0, 1, -1]));
        assert_eq!(t.len(), 3, "{t:?}");
        assert_eq!(twice_area(&t), n(4));
    }

    #[test]
    fn a_crossing_is_an_exact_fraction() {
        // 1 − 3x ≥ 0 in [0, 1]²: x ≤ 1/3, area 1/3
        let r = clip(&square(0, 1).polygon(), &aff([1, -3, 0]));
        assert_eq!(twice_area(&r), Number::ratio(2, 3).unwrap());
        assert!(r.iter().any(|p| p.x == Number::ratio(1, 3).unwrap()));
    }

    #[test]
    fn regions_cover_the_box_and_identical_classes_go_to_the_first() {
        let b = square(-3, 7);
        let g = [aff([-1, 4, -10]), aff([1, -5, 0]), aff([-4, -9, 0]), aff([1, -5, 0])];
        let r = regions(&b, &g);
        assert!(r[3].is_empty(), "a copy of class 2 has no region");
        let total: Number = r.iter().map(|p| twice_area(p)).sum();
        assert_eq!(total, &b.area() * &n(2));
    }

    #[test]
    fn a_line_outside_the_box_has_no_segment() {
        assert_eq!(line_in_box(&square(0, 1), &aff([-5, 1, 0])), None);
        assert_eq!(line_in_box(&square(0, 1), &aff([1, 0, 0])), None);
        let (p, q) = line_in_box(&square(0, 1), &aff([0, 1, -1])).unwrap();
        assert_eq!((p, q), (Pt::new(n(0), n(0)), Pt::new(n(1), n(1))));
    }

    #[test]
    fn the_box_around_points_has_a_margin_and_whole_ends() {
        let pts = [Pt::new(n(1), n(2)), Pt::new(n(5), n(1)), Pt::new(n(3), n(5))];
        let b = PlotBox::around(&pts).unwrap();
        // span 4, margin 2/5
        assert_eq!((b.x0, b.x1, b.y0, b.y1), (n(0), n(6), n(0), n(6)));
        let one = PlotBox::around(&[Pt::new(n(0), n(0))]).unwrap();
        assert_eq!((one.x0, one.x1), (n(-1), n(1)));
    }
}
