//! Small dense linear algebra over exact rationals: products, reduced row echelon form, inverses,
//! the Moore–Penrose pseudo-inverse and null spaces. Sizes are exam-sized (a dozen rows), so the
//! plain O(n³) Gauss–Jordan elimination is exact and instant — as long as the fractions stay
//! small: every product and every eliminated row is checked against the size guard
//! ([`Number::within_guard`]), and a computation whose fractions grow past it stops with
//! [`TooLarge`] instead of running for minutes.

use crate::num::{NonZero, Number, TooLarge, guard_all, guarded_dot};

/// A matrix as rows.
pub(crate) type Matrix = Vec<Vec<Number>>;

/// Columns that are combinations of earlier pivot columns: (column, [(pivot column,
/// coefficient)]).
pub(crate) type Dependencies = Vec<(usize, Vec<(usize, Number)>)>;

/// Aᵗ.
pub(crate) fn transpose(a: &[Vec<Number>]) -> Matrix {
    let cols = a.first().map_or(0, Vec::len);
    (0..cols).map(|j| a.iter().map(|r| r[j].clone()).collect()).collect()
}

/// A·B (the inner sizes must agree).
pub(crate) fn mul(a: &[Vec<Number>], b: &[Vec<Number>]) -> Result<Matrix, TooLarge> {
    let bt = transpose(b);
    a.iter()
        .map(|r| bt.iter().map(|c| guarded_dot(r, c)).collect())
        .collect()
}

/// A·v.
pub(crate) fn mul_vec(a: &[Vec<Number>], v: &[Number]) -> Result<Vec<Number>, TooLarge> {
    a.iter().map(|r| guarded_dot(r, v)).collect()
}

/// The reduced row echelon form of A and its pivot columns.
pub(crate) fn rref(a: &[Vec<Number>]) -> Result<(Matrix, Vec<usize>), TooLarge> {
    let mut m: Matrix = a.to_vec();
    let rows = m.len();
    let cols = m.first().map_or(0, Vec::len);
    let mut pivots = Vec::new();
    let mut r = 0;
    for c in 0..cols {
        if r == rows {
            break;
        }
        let Some((p, piv)) = (r..rows).find_map(|i| NonZero::new(m[i][c].clone()).map(|v| (i, v))) else {
            continue;
        };
        m.swap(r, p);
        m[r] = m[r].iter().map(|x| x / &piv).collect();
        guard_all(&m[r])?;
        for i in 0..rows {
            if i != r && !m[i][c].is_zero() {
                let k = m[i][c].clone();
                let pivot_row = m[r].clone();
                for (x, p) in m[i].iter_mut().zip(&pivot_row) {
                    *x = &*x - &(&k * p);
                }
                guard_all(&m[i])?;
            }
        }
        pivots.push(c);
        r += 1;
    }
    Ok((m, pivots))
}

/// The rank of A.
pub(crate) fn rank(a: &[Vec<Number>]) -> Result<usize, TooLarge> {
    Ok(rref(a)?.1.len())
}

/// The inverse of a square matrix; `None` when it is singular.
pub(crate) fn inverse(a: &[Vec<Number>]) -> Result<Option<Matrix>, TooLarge> {
    let n = a.len();
    let aug: Matrix = a
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut row = r.clone();
            row.extend((0..n).map(|j| if i == j { Number::one() } else { Number::zero() }));
            row
        })
        .collect();
    let (m, pivots) = rref(&aug)?;
    if pivots.len() < n || pivots.iter().take(n).enumerate().any(|(i, &p)| p != i) {
        return Ok(None);
    }
    Ok(Some(m.into_iter().map(|r| r[n..].to_vec()).collect()))
}

#[cfg(test)]
/// Solves A·x = b for a square, non-singular A (`None` when it is singular).
pub(crate) fn solve(a: &[Vec<Number>], b: &[Number]) -> Result<Option<Vec<Number>>, TooLarge> {
    inverse(a)?.map(|inv| mul_vec(&inv, b)).transpose()
}

/// The Moore–Penrose pseudo-inverse A⁺, exact: with the full-rank factorisation A = C·F (C the
/// pivot columns of A, F the non-zero rows of its reduced echelon form),
/// A⁺ = Fᵗ(FFᵗ)⁻¹(CᵗC)⁻¹Cᵗ. For full column rank this is the left inverse (AᵗA)⁻¹Aᵗ.
pub(crate) fn pseudo_inverse(a: &[Vec<Number>]) -> Result<Matrix, TooLarge> {
    let (r, pivots) = rref(a)?;
    let cols = a.first().map_or(0, Vec::len);
    if pivots.is_empty() {
        return Ok(vec![vec![Number::zero(); a.len()]; cols]);
    }
    let c: Matrix = a
        .iter()
        .map(|row| pivots.iter().map(|&p| row[p].clone()).collect())
        .collect();
    let f: Matrix = r[..pivots.len()].to_vec();
    let ct = transpose(&c);
    let ft = transpose(&f);
    // Both Gram matrices are non-singular by construction (rank r); fall back to zero blocks
    // rather than panic should that ever fail.
    let ctc_inv = inverse(&mul(&ct, &c)?)?.unwrap_or_default();
    let fft_inv = inverse(&mul(&f, &ft)?)?.unwrap_or_default();
    if ctc_inv.is_empty() || fft_inv.is_empty() {
        return Ok(vec![vec![Number::zero(); a.len()]; cols]);
    }
    mul(&mul(&ft, &fft_inv)?, &mul(&ctc_inv, &ct)?)
}

#[cfg(test)]
/// A basis of the null space {v : A·v = 0}, one vector per free column of the echelon form.
pub(crate) fn null_space(a: &[Vec<Number>]) -> Result<Vec<Vec<Number>>, TooLarge> {
    let (r, pivots) = rref(a)?;
    Ok(null_space_of(&r, &pivots, a.first().map_or(0, Vec::len)))
}

/// `null_space` (a test helper) from the reduced echelon form `r` of a matrix with `cols` columns.
pub(crate) fn null_space_of(r: &[Vec<Number>], pivots: &[usize], cols: usize) -> Vec<Vec<Number>> {
    (0..cols)
        .filter(|c| !pivots.contains(c))
        .map(|free| {
            let mut v = vec![Number::zero(); cols];
            v[free] = Number::one();
            for (row, &p) in pivots.iter().enumerate() {
                v[p] = -&r[row][free];
            }
            v
        })
        .collect()
}

#[cfg(test)]
/// For each column that is a combination of earlier pivot columns: (column, [(pivot column,
/// coefficient)]) with column_j = Σ coefficient·column_p (zero coefficients left out).
pub(crate) fn dependent_columns(a: &[Vec<Number>]) -> Result<Dependencies, TooLarge> {
    let (r, pivots) = rref(a)?;
    Ok(dependent_columns_of(&r, &pivots, a.first().map_or(0, Vec::len)))
}

/// `dependent_columns` (a test helper) from the reduced echelon form `r` of a matrix with `cols` columns.
pub(crate) fn dependent_columns_of(r: &[Vec<Number>], pivots: &[usize], cols: usize) -> Dependencies {
    (0..cols)
        .filter(|c| !pivots.contains(c))
        .map(|j| {
            let combo = pivots
                .iter()
                .enumerate()
                .filter(|(row, _)| !r[*row][j].is_zero())
                .map(|(row, &p)| (p, r[row][j].clone()))
                .collect();
            (j, combo)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn m(rows: &[&[&str]]) -> Matrix {
        rows.iter().map(|r| r.iter().map(|s| n(s)).collect()).collect()
    }

    #[test]
    fn inverse_of_a_2x2() {
        // [[4, 7], [2, 6]]⁻¹ = (1/10)[[6, -7], [-2, 4]] (by hand: det = 10)
        let inv = inverse(&m(&[&["4", "7"], &["2", "6"]])).unwrap().unwrap();
        assert_eq!(inv, m(&[&["3/5", "-7/10"], &["-1/5", "2/5"]]));
        assert!(inverse(&m(&[&["1", "2"], &["2", "4"]])).unwrap().is_none());
    }

    #[test]
    fn pseudo_inverse_of_a_rank_one_matrix() {
        // A = [[1, 2], [2, 4]] = u uᵗ-like with rank 1: A⁺ = Aᵗ / trace(AᵗA) = Aᵗ/25
        // (for rank one, A⁺ = Aᵗ/‖A‖_F², ‖A‖_F² = 1 + 4 + 4 + 16 = 25).
        let p = pseudo_inverse(&m(&[&["1", "2"], &["2", "4"]])).unwrap();
        assert_eq!(p, m(&[&["1/25", "2/25"], &["2/25", "4/25"]]));
        // full column rank: the left inverse
        let a = m(&[&["1", "0"], &["1", "1"], &["1", "2"]]);
        let left = mul(
            &inverse(&mul(&transpose(&a), &a).unwrap()).unwrap().unwrap(),
            &transpose(&a),
        )
        .unwrap();
        assert_eq!(pseudo_inverse(&a).unwrap(), left);
    }

    #[test]
    fn null_space_and_dependencies() {
        // columns: 1, x, 2x  → column 3 = 2·column 2
        let a = m(&[&["1", "1", "2"], &["1", "2", "4"], &["1", "3", "6"]]);
        assert_eq!(rank(&a), Ok(2));
        assert_eq!(null_space(&a), Ok(vec![vec![n("0"), n("-2"), n("1")]]));
        assert_eq!(dependent_columns(&a), Ok(vec![(2, vec![(1, n("2"))])]));
    }

    #[test]
    fn fractions_that_grow_past_the_guard_stop() {
        // Σ 1/pᵢ over the 120 primes above 10⁶ has their product as its denominator (no pᵢ divides
        // the numerator Σᵢ Πⱼ≠ᵢ pⱼ): 721 digits by Python's fractions.
        let primes: Vec<i64> = (1_000_001..)
            .step_by(2)
            .filter(|&k: &i64| (3..=1001).step_by(2).all(|d| k % d != 0))
            .take(120)
            .collect();
        let row: Vec<Number> = primes.iter().map(|&p| Number::ratio(1, p).unwrap()).collect();
        let ones = vec![Number::one(); primes.len()];
        assert_eq!(mul_vec(std::slice::from_ref(&row), &ones), Err(TooLarge::Digits));
        assert_eq!(
            mul(std::slice::from_ref(&row), &transpose(std::slice::from_ref(&ones))),
            Err(TooLarge::Digits)
        );
        // the same sum over the first 60 (361 digits, Python) is within the guard
        assert!(mul_vec(&[row[..60].to_vec()], &ones[..60]).is_ok());
    }
}
