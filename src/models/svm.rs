//! Hard- and soft-margin support vector machines on small data sets, solved exactly (seed 000,
//! "Separazione a massimo margine", "Il caso non separabile").
//!
//! The seed's problem, with ω = (w₁, …, w_d) and the bias b = w₀:
//!
//! minimise ‖ω‖² + C Σᵢ ξᵢ subject to yᵢ(ωᵀxᵢ + b) ≥ 1 − ξᵢ, ξᵢ ≥ 0 (hard margin: no ξ).
//!
//! Dividing by 2 gives the textbook form ½‖ω‖² + (C/2) Σ ξᵢ, whose dual is
//! max Σαᵢ − ½‖Σαᵢyᵢxᵢ‖² subject to Σαᵢyᵢ = 0, 0 ≤ αᵢ ≤ C/2, with ω = Σ αᵢyᵢxᵢ — the seed's
//! "w* = Σ αᵢ y⁽ⁱ⁾ x⁽ⁱ⁾". The dual is a convex quadratic programme; its KKT conditions form a
//! linear complementarity problem that Lemke's algorithm solves in exact rationals (with the
//! lexicographic rule, so it cannot cycle). ω is unique; the optimal b form an interval (usually
//! one point), found exactly by minimising the piecewise-linear total slack over b.
//!
//! Hard margin needs linearly separable data: when it is not, [`separability_witness`] finds a
//! point that lies in the convex hull of both classes (Farkas' lemma), the proof that no
//! hyperplane separates them.

use super::exact_linalg::{self as la};
use crate::num::{NonZero, Number, TooLarge, dot};

/// The optimal biases.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Bias {
    /// One optimal b.
    Unique(Number),
    /// Every b in [lo, hi] is optimal; `None` is an unbounded end.
    Interval(Option<Number>, Option<Number>),
}

impl Bias {
    /// A representative optimal b, inside the interval when there is one (its midpoint, or one
    /// unit inside an unbounded end).
    pub(crate) fn representative(&self) -> Number {
        match self {
            Bias::Unique(b) => b.clone(),
            Bias::Interval(Some(lo), Some(hi)) => (lo + hi) * Number::ratio(1, 2).unwrap_or_default(),
            Bias::Interval(Some(lo), None) => lo + &Number::one(),
            Bias::Interval(None, Some(hi)) => hi - &Number::one(),
            Bias::Interval(None, None) => Number::zero(),
        }
    }

    /// The one optimal b, if unique.
    pub(crate) fn unique(&self) -> Option<&Number> {
        match self {
            Bias::Unique(b) => Some(b),
            Bias::Interval(..) => None,
        }
    }
}

/// The solution of a separable (or soft-margin) problem.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Svm {
    /// ω = (w₁, …, w_d).
    pub(crate) omega: Vec<Number>,
    /// The optimal b.
    pub(crate) bias: Bias,
    /// One optimal dual vector α, with ω = Σ αᵢyᵢxᵢ, Σ αᵢyᵢ = 0, 0 ≤ αᵢ ≤ C/2.
    pub(crate) alphas: Vec<Number>,
    /// Whether α is the only optimal dual vector.
    pub(crate) alphas_unique: bool,
    /// ‖ω‖².
    pub(crate) norm_sq: Number,
    /// The optimal value ‖ω‖² + C Σ ξᵢ (the same for every optimal b).
    pub(crate) objective: Number,
}

/// A proof that the classes cannot be separated: weights λ ≥ 0 on some samples of each class,
/// summing to 1 within each class, whose weighted averages coincide at `point`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Witness {
    /// (sample index, λ) with λ > 0.
    pub(crate) weights: Vec<(usize, Number)>,
    /// The common point of the two convex hulls.
    pub(crate) point: Vec<Number>,
}

/// What solving gives.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Outcome {
    /// The optimum.
    Solved(Box<Svm>),
    /// Hard margin on data that no hyperplane separates.
    NotSeparable(Witness),
    /// The exact solver failed (never expected; reported rather than panicking).
    Failed,
}

/// yᵢ(ωᵀxᵢ + b).
pub(crate) fn functional_margin(omega: &[Number], b: &Number, x: &[Number], y: i8) -> Number {
    let f = dot(omega, x) + b;
    if y < 0 { -f } else { f }
}

/// ξᵢ = max(0, 1 − yᵢ(ωᵀxᵢ + b)).
pub(crate) fn slack(omega: &[Number], b: &Number, x: &[Number], y: i8) -> Number {
    let s = Number::one() - functional_margin(omega, b, x, y);
    if s.is_positive() { s } else { Number::zero() }
}

fn sign(y: i8) -> Number {
    Number::from(i64::from(y))
}

/// Finds a point in the convex hulls of both classes, using as few samples as possible (at
/// most d + 2, by Carathéodory's theorem); `None` when the data are linearly separable, `Err`
/// when an elimination grows past the size guard.
pub(crate) fn separability_witness(xs: &[Vec<Number>], ys: &[i8]) -> Result<Option<Witness>, TooLarge> {
    let n = xs.len();
    let d = xs.first().map_or(0, Vec::len);
    if n > 20 {
        return Ok(None);
    }
    let mut masks: Vec<u32> = (1u32..(1 << n))
        .filter(|m| {
            let k = m.count_ones() as usize;
            (2..=d + 2).contains(&k)
                && (0..n).any(|i| m & (1 << i) != 0 && ys[i] > 0)
                && (0..n).any(|i| m & (1 << i) != 0 && ys[i] < 0)
        })
        .collect();
    masks.sort_by_key(|m| m.count_ones());
    for mask in masks {
        let idx: Vec<usize> = (0..n).filter(|i| mask & (1 << i) != 0).collect();
        // Unknowns λ_t; rows: Σ yₜλₜxₜ = 0 (d rows), Σ_{pos} λ = 1, Σ_{neg} λ = 1.
        let mut rows: Vec<Vec<Number>> = (0..d)
            .map(|k| {
                let mut r: Vec<Number> = idx.iter().map(|&i| &sign(ys[i]) * &xs[i][k]).collect();
                r.push(Number::zero());
                r
            })
            .collect();
        for class in [1i8, -1] {
            let mut r: Vec<Number> = idx
                .iter()
                .map(|&i| if ys[i] == class { Number::one() } else { Number::zero() })
                .collect();
            r.push(Number::one());
            rows.push(r);
        }
        let (r, pivots) = la::rref(&rows)?;
        if pivots.len() != idx.len() || pivots.contains(&idx.len()) {
            continue; // not unique on this support, or inconsistent
        }
        let lambda: Vec<Number> = (0..idx.len()).map(|k| r[k][idx.len()].clone()).collect();
        if lambda.iter().any(|l| !l.is_positive()) {
            continue;
        }
        let mut point = vec![Number::zero(); d];
        for (&i, l) in idx.iter().zip(&lambda) {
            if ys[i] > 0 {
                point = crate::num::axpy(&point, l, &xs[i]);
            }
        }
        return Ok(Some(Witness {
            weights: idx.into_iter().zip(lambda).collect(),
            point,
        }));
    }
    Ok(None)
}

/// Most pivots Lemke's algorithm may take (it terminates long before; a guard, not a limit).
const MAX_PIVOTS: usize = 10_000;

/// Solves the linear complementarity problem w = q + Mz, w, z ≥ 0, wᵗz = 0 with Lemke's
/// algorithm (covering vector of ones, lexicographic ratio test). `None` on ray termination,
/// which for the positive semidefinite M of a convex programme means no solution exists.
pub(crate) fn lemke(m: &[Vec<Number>], q: &[Number]) -> Option<Vec<Number>> {
    let n = q.len();
    if q.iter().all(|x| !x.is_negative()) {
        return Some(vec![Number::zero(); n]);
    }
    // Columns: w (0..n), z (n..2n), z₀ (2n), right-hand side (2n + 1).
    let z0 = 2 * n;
    let rhs = 2 * n + 1;
    let mut t: Vec<Vec<Number>> = (0..n)
        .map(|i| {
            let mut row = vec![Number::zero(); rhs + 1];
            row[i] = Number::one();
            for j in 0..n {
                row[n + j] = -&m[i][j];
            }
            row[z0] = -Number::one();
            row[rhs] = q[i].clone();
            row
        })
        .collect();
    let mut basis: Vec<usize> = (0..n).collect();
    // The lexicographic key of a row for a pivot element: (rhs, B⁻¹ row) / element, where B⁻¹
    // sits in the w columns because the starting basis was the identity there.
    let key = |t: &[Vec<Number>], i: usize, div: &NonZero| -> Vec<Number> {
        std::iter::once(&t[i][rhs]).chain(&t[i][..n]).map(|x| x / div).collect()
    };
    let one = NonZero::one();
    let first = (0..n).min_by(|&a, &b| key(&t, a, &one).cmp(&key(&t, b, &one)))?;
    pivot(&mut t, first, z0)?;
    let mut entering = n + basis[first];
    basis[first] = z0;
    for _ in 0..MAX_PIVOTS {
        let c = entering;
        let r = (0..n)
            .filter_map(|i| {
                NonZero::new(t[i][c].clone())
                    .filter(|p| p.get().is_positive())
                    .map(|p| (i, key(&t, i, &p)))
            })
            .min_by(|a, b| a.1.cmp(&b.1))?
            .0;
        pivot(&mut t, r, c)?;
        let leaving = std::mem::replace(&mut basis[r], c);
        if leaving == z0 {
            let mut z = vec![Number::zero(); n];
            for (i, &v) in basis.iter().enumerate() {
                if (n..2 * n).contains(&v) {
                    z[v - n] = t[i][rhs].clone();
                }
            }
            return Some(z);
        }
        entering = if leaving < n { leaving + n } else { leaving - n };
    }
    None
}

/// Pivots on `t[r][c]`; `None` when it is zero.
fn pivot(t: &mut [Vec<Number>], r: usize, c: usize) -> Option<()> {
    let p = NonZero::new(t[r][c].clone())?;
    t[r] = t[r].iter().map(|x| x / &p).collect();
    let row = t[r].clone();
    for (i, ti) in t.iter_mut().enumerate() {
        if i != r && !ti[c].is_zero() {
            let k = ti[c].clone();
            for (x, pr) in ti.iter_mut().zip(&row) {
                *x = &*x - &(&k * pr);
            }
        }
    }
    Some(())
}

/// The dual α by Lemke's algorithm on the KKT conditions of
/// min ½αᵗQα − Σα s.t. Σαᵢyᵢ = 0, 0 ≤ α ≤ cap (no upper bound for hard margin).
fn dual(xs: &[Vec<Number>], ys: &[i8], cap: Option<&Number>) -> Option<Vec<Number>> {
    let n = xs.len();
    // Constraints A α ≥ b: yᵗα ≥ 0, −yᵗα ≥ 0, and −αᵢ ≥ −cap.
    let mut a: Vec<Vec<Number>> = vec![
        ys.iter().map(|&y| sign(y)).collect(),
        ys.iter().map(|&y| -sign(y)).collect(),
    ];
    let mut b = vec![Number::zero(), Number::zero()];
    if let Some(cap) = cap {
        for i in 0..n {
            let mut r = vec![Number::zero(); n];
            r[i] = -Number::one();
            a.push(r);
            b.push(-cap);
        }
    }
    let k = a.len();
    let size = n + k;
    let mut m = vec![vec![Number::zero(); size]; size];
    let mut q = vec![Number::zero(); size];
    for i in 0..n {
        for j in 0..n {
            m[i][j] = &(&sign(ys[i]) * &sign(ys[j])) * &dot(&xs[i], &xs[j]);
        }
        for (r, row) in a.iter().enumerate() {
            m[i][n + r] = -&row[i];
            m[n + r][i] = row[i].clone();
        }
        q[i] = -Number::one();
    }
    for r in 0..k {
        q[n + r] = -&b[r];
    }
    lemke(&m, &q).map(|z| z[..n].to_vec())
}

/// The optimal b for a fixed ω: for hard margin the b that satisfy every constraint; for soft
/// margin with C > 0 the minimisers of the total slack Σ [1 − yᵢ(ωᵀxᵢ + b)]₊; for C = 0 all b.
pub(crate) fn bias_set(xs: &[Vec<Number>], ys: &[i8], omega: &[Number], c: Option<&Number>) -> Bias {
    // tᵢ = yᵢ − ωᵀxᵢ: where sample i is exactly on its margin.
    let t: Vec<Number> = xs.iter().zip(ys).map(|(x, &y)| sign(y) - dot(omega, x)).collect();
    let pos = |i: &usize| ys[*i] > 0;
    let interval = |lo: Option<Number>, hi: Option<Number>| match (&lo, &hi) {
        (Some(l), Some(h)) if l == h => Bias::Unique(l.clone()),
        _ => Bias::Interval(lo, hi),
    };
    match c {
        Some(c) if c.is_zero() => Bias::Interval(None, None),
        None => {
            // positives need b ≥ tᵢ, negatives b ≤ tᵢ
            let lo = (0..xs.len()).filter(pos).map(|i| t[i].clone()).max();
            let hi = (0..xs.len()).filter(|i| !pos(i)).map(|i| t[i].clone()).min();
            interval(lo, hi)
        }
        Some(_) => {
            let total = |b: &Number| -> Number { xs.iter().zip(ys).map(|(x, &y)| slack(omega, b, x, y)).sum() };
            let mut points = t.clone();
            points.sort();
            points.dedup();
            let values: Vec<Number> = points.iter().map(total).collect();
            let Some(best) = values.iter().min().cloned() else {
                return Bias::Interval(None, None);
            };
            let first = values.iter().position(|v| v == &best).unwrap_or(0);
            let last = values.iter().rposition(|v| v == &best).unwrap_or(first);
            let n_pos = ys.iter().filter(|&&y| y > 0).count();
            let n_neg = ys.len() - n_pos;
            // Left of every breakpoint the slope is −#positives, right of them +#negatives.
            let lo = (!(first == 0 && n_pos == 0)).then(|| points[first].clone());
            let hi = (!(last == points.len() - 1 && n_neg == 0)).then(|| points[last].clone());
            interval(lo, hi)
        }
    }
}

/// Solves the SVM: hard margin when `c` is `None`, soft margin with the seed's C otherwise.
pub(crate) fn solve(xs: &[Vec<Number>], ys: &[i8], c: Option<&Number>) -> Outcome {
    if c.is_none() {
        match separability_witness(xs, ys) {
            Ok(Some(w)) => return Outcome::NotSeparable(w),
            Ok(None) => {}
            Err(_) => return Outcome::Failed,
        }
    }
    let half = Number::ratio(1, 2).unwrap_or_default();
    let cap = c.map(|c| c * &half);
    let Some(alphas) = dual(xs, ys, cap.as_ref()) else {
        return Outcome::Failed;
    };
    let d = xs.first().map_or(0, Vec::len);
    let mut omega = vec![Number::zero(); d];
    for ((x, &y), a) in xs.iter().zip(ys).zip(&alphas) {
        omega = crate::num::axpy(&omega, &(a * &sign(y)), x);
    }
    let bias = bias_set(xs, ys, &omega, c);
    let b = bias.representative();
    let norm_sq = dot(&omega, &omega);
    let slacks: Number = xs.iter().zip(ys).map(|(x, &y)| slack(&omega, &b, x, y)).sum();
    let objective = match c {
        Some(c) => &norm_sq + &(c * &slacks),
        None => norm_sq.clone(),
    };
    // α is unique when the samples on the margin (at a b inside the optimal interval) give
    // linearly independent vectors (yᵢxᵢ, yᵢ): they fix α on the margin, the rest is 0 or C/2.
    let on_margin: Vec<Vec<Number>> = xs
        .iter()
        .zip(ys)
        .filter(|(x, y)| functional_margin(&omega, &b, x, **y) == Number::one())
        .map(|(x, &y)| {
            let mut z: Vec<Number> = x.iter().map(|v| v * &sign(y)).collect();
            z.push(sign(y));
            z
        })
        .collect();
    let Ok(rank) = la::rank(&on_margin) else {
        return Outcome::Failed;
    };
    let alphas_unique = rank == on_margin.len();
    Outcome::Solved(Box::new(Svm {
        omega,
        bias,
        alphas,
        alphas_unique,
        norm_sq,
        objective,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn pts(rows: &[&[&str]]) -> Vec<Vec<Number>> {
        rows.iter().map(|r| r.iter().map(|s| n(s)).collect()).collect()
    }

    /// An independent solver for hard margin, used only to cross-check Lemke: enumerate the
    /// candidate support sets S (|S| ≤ d + 1, vectors (yᵢxᵢ, yᵢ) independent), solve the KKT
    /// equations ω = Σ_S αᵢyᵢxᵢ, Σ_S αᵢyᵢ = 0, yᵢ(ωᵀxᵢ + b) = 1, and keep the candidate with
    /// α ≥ 0 that satisfies every constraint.
    fn hard_margin_by_enumeration(xs: &[Vec<Number>], ys: &[i8]) -> Option<(Vec<Number>, Number)> {
        let n_pts = xs.len();
        let d = xs[0].len();
        for mask in 1u32..(1 << n_pts) {
            let s: Vec<usize> = (0..n_pts).filter(|i| mask & (1 << i) != 0).collect();
            if s.len() > d + 1 {
                continue;
            }
            // unknowns: ω (d), b, α_S
            let size = d + 1 + s.len();
            let mut a = vec![vec![Number::zero(); size]; size];
            let mut rhs = vec![Number::zero(); size];
            for k in 0..d {
                a[k][k] = Number::one();
                for (j, &i) in s.iter().enumerate() {
                    a[k][d + 1 + j] = -(&sign(ys[i]) * &xs[i][k]);
                }
            }
            for (j, &i) in s.iter().enumerate() {
                a[d][d + 1 + j] = sign(ys[i]);
                for k in 0..d {
                    a[d + 1 + j][k] = &sign(ys[i]) * &xs[i][k];
                }
                a[d + 1 + j][d] = sign(ys[i]);
                rhs[d + 1 + j] = Number::one();
            }
            let Some(sol) = la::solve(&a, &rhs).unwrap() else {
                continue;
            };
            let omega = sol[..d].to_vec();
            let b = sol[d].clone();
            if sol[d + 1..].iter().any(Number::is_negative) {
                continue;
            }
            if xs
                .iter()
                .zip(ys)
                .all(|(x, &y)| functional_margin(&omega, &b, x, y) >= Number::one())
            {
                return Some((omega, b));
            }
        }
        None
    }

    #[test]
    fn the_issue_example_in_one_dimension() {
        // x = (−2, 0, 1, 3), y = (−1, −1, 1, 1): by hand, the margin lies between 0 and 1:
        // ω = 2, b = −1 (f(0) = −1, f(1) = 1), margin 2/‖ω‖ = 1, α = (0, 2, 2, 0) since
        // ω = α₂(−1)(0) + α₃(1)(1) = α₃ and α₂ = α₃.
        let xs = pts(&[&["-2"], &["0"], &["1"], &["3"]]);
        let ys = [-1, -1, 1, 1];
        let Outcome::Solved(s) = solve(&xs, &ys, None) else {
            panic!("separable")
        };
        assert_eq!(s.omega, vec![n("2")]);
        assert_eq!(s.bias, Bias::Unique(n("-1")));
        assert_eq!(s.alphas, vec![n("0"), n("2"), n("2"), n("0")]);
        assert!(s.alphas_unique);
        assert_eq!(s.objective, n("4"));
        assert_eq!(hard_margin_by_enumeration(&xs, &ys), Some((vec![n("2")], n("-1"))));
    }

    #[test]
    fn c_zero_gives_zero_weights_and_every_bias() {
        // Seed 000: "C = 0: restituisce w* = 0".
        let xs = pts(&[&["-2"], &["0"], &["1"], &["3"]]);
        let Outcome::Solved(s) = solve(&xs, &[-1, -1, 1, 1], Some(&Number::zero())) else {
            panic!()
        };
        assert_eq!(s.omega, vec![n("0")]);
        assert_eq!(s.bias, Bias::Interval(None, None));
        assert_eq!(s.objective, Number::zero());
    }

    #[test]
    fn xor_is_not_separable_and_the_witness_is_the_centre() {
        let xs = pts(&[&["0", "0"], &["1", "1"], &["0", "1"], &["1", "0"]]);
        let ys = [1, 1, -1, -1];
        let Outcome::NotSeparable(w) = solve(&xs, &ys, None) else {
            panic!()
        };
        assert_eq!(w.point, vec![n("1/2"), n("1/2")]);
        assert_eq!(w.weights.len(), 4);
        // soft margin still has a solution
        assert!(matches!(solve(&xs, &ys, Some(&n("2"))), Outcome::Solved(_)));
    }

    #[test]
    fn lemke_agrees_with_enumeration_on_two_dimensional_sets() {
        let sets: Vec<(Vec<Vec<Number>>, Vec<i8>)> = vec![
            (pts(&[&["0", "0"], &["2", "2"]]), vec![-1, 1]),
            (pts(&[&["0", "0"], &["1", "0"], &["0", "2"]]), vec![-1, -1, 1]),
            (
                pts(&[
                    &["1", "1"],
                    &["2", "3"],
                    &["3", "1"],
                    &["4", "4"],
                    &["5", "2"],
                    &["0", "3"],
                ]),
                vec![-1, 1, -1, 1, 1, -1],
            ),
            (pts(&[&["1", "2"], &["1", "2"], &["3", "0"]]), vec![1, 1, -1]),
        ];
        for (xs, ys) in sets {
            let Outcome::Solved(s) = solve(&xs, &ys, None) else {
                panic!("{xs:?}")
            };
            let (omega, b) = hard_margin_by_enumeration(&xs, &ys).unwrap();
            assert_eq!(s.omega, omega, "{xs:?}");
            assert_eq!(s.bias, Bias::Unique(b), "{xs:?}");
            // strong duality: Σα − ½‖ω‖² = ½‖ω‖²
            let sum: Number = s.alphas.iter().cloned().sum();
            assert_eq!(sum, s.norm_sq.clone(), "{xs:?}");
        }
    }

    #[test]
    fn soft_margin_duality_holds() {
        // For any C, Σα − ½‖ω‖² = ½(‖ω‖² + CΣξ) at the optimum.
        let xs = pts(&[&["0", "0"], &["1", "1"], &["0", "1"], &["1", "0"], &["2", "2"]]);
        let ys = [1, 1, -1, -1, 1];
        for c in ["1/10", "1", "2", "10", "1000"] {
            let Outcome::Solved(s) = solve(&xs, &ys, Some(&n(c))) else {
                panic!()
            };
            let sum: Number = s.alphas.iter().cloned().sum();
            let half = n("1/2");
            assert_eq!(&sum - &(&half * &s.norm_sq), &half * &s.objective, "C = {c}");
            assert!(s.alphas.iter().all(|a| !a.is_negative() && a <= &(&n(c) * &half)));
        }
    }
}
