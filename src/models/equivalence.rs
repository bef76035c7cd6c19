//! Equivalent linear classifiers (seed 003, U2.1): w′_c = a·w_c + v for one a > 0 and one vector v
//! makes argmax_c w′_c·x̄ = argmax_c w_c·x̄ everywhere (f(z) = az plus a term that does not depend
//! on the class). When no such a, v exist, a point where the two classifiers decide differently
//! is searched exactly: first among small integer points, then by Fourier–Motzkin elimination
//! of the strict inequalities "class k wins for w, class m wins for w′".

use crate::models::discriminant::{argmax, scores};
use crate::num::{Number, axpy, dot};

/// The a > 0 and v with w′_c = a·w_c + v for every class c.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Affine {
    /// a > 0.
    pub(crate) a: Number,
    /// v (homogeneous, like the weights).
    pub(crate) v: Vec<Number>,
}

/// Why a candidate is not of the form a·w_c + v.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mismatch {
    /// w′_c − w′₁ = a·(w_c − w₁) for one a, but a ≤ 0.
    NotPositive(Number),
    /// The differences w′_c − w′₁ are not one multiple of the differences w_c − w₁.
    NotProportional,
}

/// Whether `other` is a·`reference` + v with a > 0 (per class, same class order).
pub(crate) fn affine(reference: &[Vec<Number>], other: &[Vec<Number>]) -> Result<Affine, Mismatch> {
    let diff = |w: &[Vec<Number>]| -> Vec<Number> {
        let first = w.first().cloned().unwrap_or_default();
        w.iter()
            .skip(1)
            .flat_map(|wc| wc.iter().zip(&first).map(|(x, y)| x - y).collect::<Vec<_>>())
            .collect()
    };
    let (d, d2) = (diff(reference), diff(other));
    if d.len() != d2.len() {
        return Err(Mismatch::NotProportional);
    }
    let a = match d.iter().position(|x| !x.is_zero()) {
        Some(k) => d2[k].checked_div(&d[k]).unwrap_or_default(),
        None => Number::one(),
    };
    if d.iter().zip(&d2).any(|(x, y)| &(&a * x) != y) {
        return Err(Mismatch::NotProportional);
    }
    if !a.is_positive() {
        return Err(Mismatch::NotPositive(a));
    }
    let (w1, w2) = (
        reference.first().cloned().unwrap_or_default(),
        other.first().cloned().unwrap_or_default(),
    );
    Ok(Affine {
        v: axpy(&w2, &-&a, &w1),
        a,
    })
}

/// What a classifier decides at x where the decision holds on a neighbourhood: the classes
/// that tie at the top there, when their discriminants are the same vector (one class, or a tie
/// on an open set: "no decision"); `None` where two different discriminants tie (a boundary,
/// which the comparison leaves out).
fn decision(weights: &[Vec<Number>], x: &[Number]) -> Option<Vec<usize>> {
    let mut xb = vec![Number::one()];
    xb.extend(x.iter().cloned());
    let (best, tied) = argmax(&scores(weights, &xb));
    if tied.iter().any(|&k| weights[k] != weights[best]) {
        return None;
    }
    Some(if tied.is_empty() { vec![best] } else { tied })
}

/// A point x where the two classifiers decide differently, each on a neighbourhood of x: the
/// smallest integer point with coordinates in −2…2 when one is, otherwise one found by
/// elimination. A tie between equal discriminants (w′₁ = w′₂) holds on an open set and is
/// compared there as "no decision", which differs from any class. `None` when the classifiers
/// decide the same wherever neither is on a boundary.
pub(crate) fn differing_point(reference: &[Vec<Number>], other: &[Vec<Number>]) -> Option<Vec<Number>> {
    let dim = reference.first().map_or(0, |w| w.len().saturating_sub(1));
    let differs = |x: &[Number]| match (decision(reference, x), decision(other, x)) {
        (Some(k), Some(m)) => k != m,
        _ => false,
    };
    if dim <= 3 {
        let mut grid: Vec<Vec<i64>> = vec![Vec::new()];
        for _ in 0..dim {
            grid = grid
                .into_iter()
                .flat_map(|p| {
                    (-2..=2).map(move |c| {
                        let mut q = p.clone();
                        q.push(c);
                        q
                    })
                })
                .collect();
        }
        grid.sort_by_key(|p| (p.iter().map(|c| c.abs()).sum::<i64>(), p.clone()));
        for p in grid {
            let x: Vec<Number> = p.into_iter().map(Number::from).collect();
            if differs(&x) {
                return Some(x);
            }
        }
    }
    let classes = reference.len().min(other.len());
    // one class of each group of equal discriminants: where it wins, its whole group ties
    let first_of_group = |w: &[Vec<Number>], k: usize| (0..k).all(|l| w[l] != w[k]);
    for k in (0..classes).filter(|&k| first_of_group(reference, k)) {
        for m in (0..classes).filter(|&m| first_of_group(other, m)) {
            let mut rows: Vec<Vec<Number>> = Vec::new();
            for l in (0..classes).filter(|&l| reference[l] != reference[k]) {
                rows.push(axpy(&reference[k], &-Number::one(), &reference[l]));
            }
            for l in (0..classes).filter(|&l| other[l] != other[m]) {
                rows.push(axpy(&other[m], &-Number::one(), &other[l]));
            }
            if let Some(x) = strict_solution(&rows, dim)
                && differs(&x)
            {
                return Some(x);
            }
        }
    }
    None
}

/// Most inequalities kept while eliminating (exam-sized systems stay far below).
const MAX_ROWS: usize = 20_000;

/// Scales a row so its first non-zero coefficient (variables first, then the constant) is ±1,
/// so that duplicates can be dropped.
fn normalized(row: Vec<Number>) -> Vec<Number> {
    let pivot = row
        .iter()
        .skip(1)
        .find(|c| !c.is_zero())
        .or_else(|| row.first())
        .map(Number::abs);
    match pivot {
        Some(p) if !p.is_zero() => row.iter().map(|c| c.checked_div(&p).unwrap_or_default()).collect(),
        _ => row,
    }
}

/// A point x with r·(1, x) > 0 for every row r (length dim + 1), by Fourier–Motzkin
/// elimination; `None` when there is none (or the system grows too large).
pub(crate) fn strict_solution(rows: &[Vec<Number>], dim: usize) -> Option<Vec<Number>> {
    if rows.iter().any(|r| r.len() != dim + 1) {
        return None;
    }
    // levels[k] holds the inequalities left after eliminating x_dim … x_{dim−k+1}.
    let mut levels: Vec<Vec<Vec<Number>>> = vec![rows.to_vec()];
    for var in (1..=dim).rev() {
        let cur = levels.last()?;
        let (mut lower, mut upper, mut next) = (Vec::new(), Vec::new(), Vec::new());
        for r in cur {
            match r.get(var) {
                Some(c) if c.is_positive() => lower.push(r),
                Some(c) if c.is_negative() => upper.push(r),
                _ => next.push(r.clone()),
            }
        }
        for p in &lower {
            for q in &upper {
                // p_var > 0 > q_var: (−q_var)·p + p_var·q has no x_var and stays > 0.
                let combined = axpy(&axpy(&vec![Number::zero(); p.len()], &-&q[var], p), &p[var], q);
                next.push(normalized(combined));
            }
        }
        next.sort();
        next.dedup();
        if next.len() > MAX_ROWS {
            return None;
        }
        levels.push(next);
    }
    if levels.last()?.iter().any(|r| !r[0].is_positive()) {
        return None;
    }
    // Back-substitution: x_1 from the last level with variables, then x_2, …
    let mut x: Vec<Number> = Vec::with_capacity(dim);
    for var in 1..=dim {
        let (mut lo, mut hi): (Option<Number>, Option<Number>) = (None, None);
        for r in &levels[dim - var] {
            let mut known = vec![Number::one()];
            known.extend(x.iter().cloned());
            let s = dot(&r[..var], &known);
            let c = &r[var];
            let Some(t) = (-&s).checked_div(c) else {
                continue;
            };
            if c.is_positive() {
                lo = Some(lo.map_or(t.clone(), |l| l.max(t)));
            } else {
                hi = Some(hi.map_or(t.clone(), |h| h.min(t)));
            }
        }
        if let (Some(l), Some(h)) = (&lo, &hi)
            && l >= h
        {
            return None;
        }
        x.push(crate::models::real_line::simple_point(lo.as_ref(), hi.as_ref()));
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(rows: &[&[i64]]) -> Vec<Vec<Number>> {
        rows.iter()
            .map(|r| r.iter().map(|&c| Number::from(c)).collect())
            .collect()
    }

    // Issue 43, by hand: g = (x, 0) decides class 1 for x > 0 and 2 for x < 0. g′ = (0, 0) and
    // g′ = (5, 5) tie at every x, so there is no x where they decide a class: not equivalent
    // (a = 0), and at x = −1 the reference decides 2 while they decide nothing. With three
    // classes, g′ = (x, −x, x) ties 1 and 3 for every x > 0, where g = (x, −x, −1) decides 1.
    // Changing a class that never wins (g′₃ = −5) keeps the decisions: no point differs.
    #[test]
    fn a_tie_on_an_open_set_is_no_decision() {
        let reference = w(&[&[0, 1], &[0, 0]]);
        for option in [w(&[&[0, 0], &[0, 0]]), w(&[&[5, 0], &[5, 0]])] {
            assert_eq!(differing_point(&reference, &option), Some(vec![Number::from(-1)]));
        }
        let reference = w(&[&[0, 1], &[0, -1], &[-1, 0]]);
        assert_eq!(
            differing_point(&reference, &w(&[&[0, 1], &[0, -1], &[0, 1]])),
            Some(vec![Number::from(1)])
        );
        assert_eq!(differing_point(&reference, &w(&[&[0, 1], &[0, -1], &[-5, 0]])), None);
        // two equal discriminants in both: the same tie, the same (no) decision
        let tied = w(&[&[0, 1], &[0, 1], &[0, -1]]);
        assert_eq!(differing_point(&tied, &w(&[&[1, 2], &[1, 2], &[1, -2]])), None);
    }

    fn classify(weights: &[Vec<Number>], x: &[Number]) -> usize {
        let mut xb = vec![Number::one()];
        xb.extend(x.iter().cloned());
        argmax(&scores(weights, &xb)).0
    }

    // Seed 003, 2023_01_26 Question 2: options 1–3 are equivalent (a = 1, 2, 2 with
    // v = (3, 0, 0), 0, (3, 0, 0), by hand), option 4 is −1 times the reference.
    #[test]
    fn seed_2023_01_26_question_2() {
        let reference = w(&[&[-2, 3, 3], &[0, 2, -2]]);
        let one = affine(&reference, &w(&[&[1, 3, 3], &[3, 2, -2]])).unwrap();
        assert_eq!((one.a, one.v), (Number::from(1), w(&[&[3, 0, 0]]).remove(0)));
        assert_eq!(
            affine(&reference, &w(&[&[-4, 6, 6], &[0, 4, -4]])).unwrap().a,
            Number::from(2)
        );
        let three = affine(&reference, &w(&[&[-1, 6, 6], &[3, 4, -4]])).unwrap();
        assert_eq!((three.a, three.v), (Number::from(2), w(&[&[3, 0, 0]]).remove(0)));
        let four = w(&[&[2, -3, -3], &[0, -2, 2]]);
        assert_eq!(affine(&reference, &four), Err(Mismatch::NotPositive(Number::from(-1))));
        let x = differing_point(&reference, &four).unwrap();
        assert_ne!(classify(&reference, &x), classify(&four, &x));
    }

    // Seed 003, 2023_01_17 Question 3: the figure's classifier is g1 = x1, g2 = x2 (region 1
    // below the diagonal); only option 2 is equivalent.
    #[test]
    fn seed_2023_01_17_question_3() {
        let reference = w(&[&[0, 1, 0], &[0, 0, 1]]);
        assert!(affine(&reference, &w(&[&[0, -2, 0], &[0, 0, -2]])).is_err());
        assert_eq!(
            affine(&reference, &w(&[&[0, 2, 0], &[0, 0, 2]])).unwrap().a,
            Number::from(2)
        );
        let swapped = w(&[&[0, 0, 2], &[0, 2, 0]]);
        assert_eq!(
            affine(&reference, &swapped),
            Err(Mismatch::NotPositive(Number::from(-2)))
        );
        // the first point of the search: (−1, 0) (|x| = 1), class 2 for the reference, 1 swapped
        let x = differing_point(&reference, &swapped).unwrap();
        assert_eq!(x, vec![Number::from(-1), Number::from(0)]);
    }

    // Seed 003, U2.1: g′ = (x − 1, 3x − 9) is g = (4x − 4, 12x − 36) with f(z) = z/4.
    #[test]
    fn seed_quarter() {
        let r = affine(&w(&[&[-4, 4], &[-36, 12]]), &w(&[&[-1, 1], &[-9, 3]])).unwrap();
        assert_eq!(r.a, Number::ratio(1, 4).unwrap());
        assert_eq!(r.v, vec![Number::zero(), Number::zero()]);
    }

    #[test]
    fn elimination_finds_thin_regions_and_proves_emptiness() {
        // x1 > 10, x2 > 10, x1 + x2 < 20.5: no integer point in −2…2; elimination finds one.
        let rows = w(&[&[-10, 1, 0], &[-10, 0, 1], &[20, -1, -1]]);
        let mut rows = rows;
        rows[2][0] = "20.5".parse().unwrap();
        let x = strict_solution(&rows, 2).unwrap();
        for r in &rows {
            let mut xb = vec![Number::one()];
            xb.extend(x.iter().cloned());
            assert!(dot(r, &xb).is_positive(), "{x:?}");
        }
        // x1 > 1 and x1 < 1: empty
        assert_eq!(strict_solution(&w(&[&[-1, 1], &[1, -1]]), 1), None);
        // A far-away difference: reference classes swap only beyond x = 100.
        let reference = w(&[&[0, 1], &[100, 0]]); // class 2 below 100
        let other = w(&[&[0, 1], &[101, 0]]); // class 2 below 101
        let x = differing_point(&reference, &other).unwrap();
        assert_ne!(classify(&reference, &x), classify(&other, &x));
        assert!(x[0] > Number::from(100) && x[0] < Number::from(101));
    }

    #[test]
    fn a_class_that_never_wins_can_change_without_changing_the_classifier() {
        // g1 = 0, g2 = x, g3 = −10: class 3 never wins, so lowering it to −20 changes nothing.
        let reference = w(&[&[0, 0], &[0, 1], &[-10, 0]]);
        let other = w(&[&[0, 0], &[0, 1], &[-20, 0]]);
        assert!(affine(&reference, &other).is_err());
        assert_eq!(differing_point(&reference, &other), None);
    }
}
