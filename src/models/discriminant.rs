//! Linear discriminants g_c(x̄) = w_c·x̄: scores, argmax, and which pairwise boundaries are
//! really part of the decision regions (exact, in one and two dimensions).

use crate::num::{Number, dot};

/// g_c(x̄) for every class.
pub(crate) fn scores(weights: &[Vec<Number>], x: &[Number]) -> Vec<Number> {
    weights.iter().map(|w| dot(w, x)).collect()
}

/// The index of the largest value (the first on ties) and all indices that tie with it
/// (empty when the maximum is unique).
pub(crate) fn argmax(values: &[Number]) -> (usize, Vec<usize>) {
    let mut best = 0;
    for (i, v) in values.iter().enumerate() {
        if v > &values[best] {
            best = i;
        }
    }
    let tied: Vec<usize> = (0..values.len()).filter(|&i| values[i] == values[best]).collect();
    (best, if tied.len() > 1 { tied } else { Vec::new() })
}

/// Where the line g_i = g_j is also where i and j win (g_i = g_j ≥ every other g_k).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    /// Nowhere: another class is larger all along the line (or the line does not exist).
    Nowhere,
    /// Only at one point (where three or more discriminants meet).
    Point,
    /// Along a segment or half-line: `var` (1 = x₁, 2 = x₂) runs from `lo` to `hi`
    /// (`None` = unbounded). In one dimension the boundary is a point and this is `Segment`
    /// with `var` 1 and `lo == hi`.
    Segment {
        /// The coordinate that parametrises the line.
        var: usize,
        /// Lower end.
        lo: Option<Number>,
        /// Upper end.
        hi: Option<Number>,
    },
    /// Nowhere, though i and j tie at the top all along it: other classes tie with them there
    /// too, and the regions on its two sides are those of these two classes (in class order),
    /// not of i and j (g = (−x, 0, x): the line 1–2 is x = 0, where class 3 ties too, and the
    /// regions that meet there are 1's and 3's; R₂ is empty).
    Elsewhere(usize, usize),
    /// Not computed (three or more features).
    Unknown,
}

/// The classes whose regions lie on the two sides of the line g_i = g_j, near a place of it where
/// the classes of `tied` (i and j among them) tie at the top: with u = g_i − g_j, each tied
/// g_k − g_i is μ_k·u there (both vanish where u does), so where u > 0 the class of largest μ
/// wins and where u < 0 the class of smallest μ (the first in class order on a tie, as argmax
/// decides). `None` when those are i and j: the line bounds their regions.
fn other_sides(weights: &[Vec<Number>], i: usize, j: usize, tied: &[usize]) -> Option<(usize, usize)> {
    let c: Vec<Number> = weights[i].iter().zip(&weights[j]).map(|(a, b)| a - b).collect();
    let m = (1..c.len()).find(|&m| !c[m].is_zero())?;
    let mu = |k: usize| (&weights[k][m] - &weights[i][m]).checked_div(&c[m]).unwrap_or_default();
    let mut classes: Vec<usize> = tied.iter().copied().chain([i, j]).collect();
    classes.sort_unstable();
    classes.dedup();
    let pick = |larger: bool| {
        let mut best = classes[0];
        for &k in &classes[1..] {
            let (a, b) = (mu(k), mu(best));
            if (larger && a > b) || (!larger && a < b) {
                best = k;
            }
        }
        best
    };
    let (plus, minus) = (pick(true), pick(false));
    if plus == i && minus == j {
        None
    } else {
        Some((plus.min(minus), plus.max(minus)))
    }
}

/// Which part of the boundary between classes `i` and `j` bounds their decision regions.
pub(crate) fn boundary_piece(weights: &[Vec<Number>], i: usize, j: usize) -> Piece {
    let c: Vec<Number> = weights[i].iter().zip(&weights[j]).map(|(a, b)| a - b).collect();
    let dim = c.len() - 1;
    let others = (0..weights.len()).filter(|&k| k != i && k != j);
    match dim {
        1 => {
            let Some(x) = (-&c[0]).checked_div(&c[1]) else {
                return Piece::Nowhere;
            };
            let xb = vec![Number::one(), x.clone()];
            let gi = dot(&weights[i], &xb);
            let g: Vec<(usize, Number)> = others.map(|k| (k, dot(&weights[k], &xb))).collect();
            if g.iter().any(|(_, gk)| gk > &gi) {
                return Piece::Nowhere;
            }
            let tied: Vec<usize> = g.iter().filter(|(_, gk)| gk == &gi).map(|(k, _)| *k).collect();
            match other_sides(weights, i, j, &tied) {
                Some((a, b)) => Piece::Elsewhere(a, b),
                None => Piece::Segment {
                    var: 1,
                    lo: Some(x.clone()),
                    hi: Some(x),
                },
            }
        }
        2 => {
            // Parametrise the line: a point p (homogeneous, p[0] = 1) and a direction d (d[0] = 0).
            let (var, p, d) = if !c[2].is_zero() {
                let q = (-&c[0]).checked_div(&c[2]).unwrap_or_default();
                let m = (-&c[1]).checked_div(&c[2]).unwrap_or_default();
                (
                    1,
                    vec![Number::one(), Number::zero(), q],
                    vec![Number::zero(), Number::one(), m],
                )
            } else if !c[1].is_zero() {
                let k = (-&c[0]).checked_div(&c[1]).unwrap_or_default();
                (
                    2,
                    vec![Number::one(), k, Number::zero()],
                    vec![Number::zero(), Number::zero(), Number::one()],
                )
            } else {
                return Piece::Nowhere;
            };
            let (mut lo, mut hi): (Option<Number>, Option<Number>) = (None, None);
            let mut tied = Vec::new();
            for k in others {
                // (w_i − w_k)·(p + t d) ≥ 0  ⇔  a + b t ≥ 0
                let diff: Vec<Number> = weights[i].iter().zip(&weights[k]).map(|(a, b)| a - b).collect();
                let a = dot(&diff, &p);
                let b = dot(&diff, &d);
                if b.is_zero() {
                    if a.is_negative() {
                        return Piece::Nowhere;
                    }
                    if a.is_zero() {
                        // k ties with i and j all along the line
                        tied.push(k);
                    }
                    continue;
                }
                let t = (-&a).checked_div(&b).unwrap_or_default();
                if b.is_positive() {
                    lo = Some(lo.map_or(t.clone(), |l| l.max(t)));
                } else {
                    hi = Some(hi.map_or(t.clone(), |h| h.min(t)));
                }
            }
            match (&lo, &hi) {
                (Some(l), Some(h)) if l > h => Piece::Nowhere,
                (Some(l), Some(h)) if l == h => Piece::Point,
                _ => match other_sides(weights, i, j, &tied) {
                    Some((a, b)) => Piece::Elsewhere(a, b),
                    None => Piece::Segment { var, lo, hi },
                },
            }
        }
        _ => Piece::Unknown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(xs: &[&str]) -> Vec<Number> {
        xs.iter().map(|s| s.parse().unwrap()).collect()
    }

    // Seed 003, 2022_01_27: after one iteration only the boundaries 1–2 and 2–3 bound regions
    // ("the three decision regions with the two decision boundaries involved").
    #[test]
    fn seed_2022_01_27_needs_two_boundaries() {
        let w = vec![v(&["-1", "-2", "-2"]), v(&["0", "0", "0"]), v(&["-2", "4", "4"])];
        assert_eq!(
            boundary_piece(&w, 0, 1),
            Piece::Segment {
                var: 1,
                lo: None,
                hi: None
            }
        );
        assert_eq!(boundary_piece(&w, 0, 2), Piece::Nowhere);
        assert!(matches!(
            boundary_piece(&w, 1, 2),
            Piece::Segment { lo: None, hi: None, .. }
        ));
    }

    // Issue 43, worked by hand: g = (−x, 0, x) is largest for class 1 where x < 0 and for class
    // 3 where x > 0; at x = 0 all three tie (class 1 by the tie-break) and class 2 wins nowhere
    // (R₂ = ∅). Only 1–3 bounds regions: on the two sides of the point of 1–2 (and of 2–3) the
    // regions are 1's and 3's. The same with two features (g = (x₁, 0, −x₁), the line x₁ = 0)
    // and with two identical discriminants (g₁ = g₂ = x, g₃ = −x: class 2 never wins, it loses
    // every tie with class 1).
    #[test]
    fn a_boundary_bounds_regions_only_between_the_winners_on_its_sides() {
        let point = |x: &str| Piece::Segment {
            var: 1,
            lo: Some(x.parse().unwrap()),
            hi: Some(x.parse().unwrap()),
        };
        let w = vec![v(&["0", "-1"]), v(&["0", "0"]), v(&["0", "1"])];
        assert_eq!(boundary_piece(&w, 0, 1), Piece::Elsewhere(0, 2));
        assert_eq!(boundary_piece(&w, 0, 2), point("0"));
        assert_eq!(boundary_piece(&w, 1, 2), Piece::Elsewhere(0, 2));
        let line = Piece::Segment {
            var: 2,
            lo: None,
            hi: None,
        };
        let w = vec![v(&["0", "1", "0"]), v(&["0", "0", "0"]), v(&["0", "-1", "0"])];
        assert_eq!(boundary_piece(&w, 0, 1), Piece::Elsewhere(0, 2));
        assert_eq!(boundary_piece(&w, 0, 2), line);
        assert_eq!(boundary_piece(&w, 1, 2), Piece::Elsewhere(0, 2));
        let w = vec![v(&["0", "1"]), v(&["0", "1"]), v(&["0", "-1"])];
        assert_eq!(boundary_piece(&w, 0, 1), Piece::Nowhere, "g₁ = g₂ everywhere: no line");
        assert_eq!(boundary_piece(&w, 0, 2), point("0"));
        assert_eq!(boundary_piece(&w, 1, 2), Piece::Elsewhere(0, 2));
        // the tie-break: with g₂ = g₃ = x the region on the right is 2's, so 1–2 bounds regions
        let w = vec![v(&["0", "-1"]), v(&["0", "1"]), v(&["0", "1"])];
        assert_eq!(boundary_piece(&w, 0, 1), point("0"));
        assert_eq!(boundary_piece(&w, 0, 2), Piece::Elsewhere(0, 1));
    }

    // Three lines through one point: each boundary is a half-line.
    #[test]
    fn half_lines_meet_at_a_point() {
        // g1 = x1, g2 = x2, g3 = 0: boundaries x1 = x2 (for x1 ≥ 0), x1 = 0 (x2 ≤ 0), x2 = 0 (x1 ≤ 0)
        let w = vec![v(&["0", "1", "0"]), v(&["0", "0", "1"]), v(&["0", "0", "0"])];
        assert_eq!(
            boundary_piece(&w, 0, 1),
            Piece::Segment {
                var: 1,
                lo: Some(Number::zero()),
                hi: None
            }
        );
        assert_eq!(
            boundary_piece(&w, 0, 2),
            Piece::Segment {
                var: 2,
                lo: None,
                hi: Some(Number::zero())
            }
        );
    }

    #[test]
    fn argmax_ties_go_to_the_first() {
        assert_eq!(argmax(&v(&["1", "3", "3"])), (1, vec![1, 2]));
        assert_eq!(argmax(&v(&["1", "3", "2"])), (1, vec![]));
    }

    #[test]
    fn one_dimension() {
        // 4x − 4 and 12x − 36 meet at x = 4
        let w = vec![v(&["-4", "4"]), v(&["-36", "12"])];
        let four = Some(Number::from(4));
        assert_eq!(
            boundary_piece(&w, 0, 1),
            Piece::Segment {
                var: 1,
                lo: four.clone(),
                hi: four
            }
        );
        // parallel discriminants never meet
        let w = vec![v(&["1", "2"]), v(&["3", "2"])];
        assert_eq!(boundary_piece(&w, 0, 1), Piece::Nowhere);
    }
}
