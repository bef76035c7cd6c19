//! Least squares (seed 001, "Perceptron regression"): X̄w = y has no exact solution in general;
//! the minimiser of E(w) = (y − X̄w)ᵗ(y − X̄w) solves the normal equations X̄ᵗX̄ w = X̄ᵗy, and
//! w = (X̄ᵗX̄)⁻¹X̄ᵗy when X̄ᵗX̄ is invertible (the left inverse). When it is not (dependent
//! features), every solution of the normal equations fits equally well and the answer is the
//! one of minimum norm, w = X̄⁺y. Everything is exact.

use super::exact_linalg::{self as la, Matrix};
use crate::num::{Number, dot};

/// A least-squares fit.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    /// X̄ᵗX̄.
    pub xtx: Matrix,
    /// X̄ᵗy.
    pub xty: Vec<Number>,
    /// The rank of X̄ (and of X̄ᵗX̄).
    pub rank: usize,
    /// (X̄ᵗX̄)⁻¹ when it exists.
    pub xtx_inverse: Option<Matrix>,
    /// The left inverse (X̄ᵗX̄)⁻¹X̄ᵗ, or the pseudo-inverse X̄⁺ when X̄ᵗX̄ is singular.
    pub left_inverse: Matrix,
    /// The (minimum-norm) weights.
    pub weights: Vec<Number>,
    /// Columns of X̄ that are combinations of earlier ones: (column, [(column, coefficient)]).
    pub dependencies: Vec<(usize, Vec<(usize, Number)>)>,
    /// A basis of the directions that change w but not the fit (null space of X̄).
    pub null_space: Vec<Vec<Number>>,
    /// X̄w.
    pub predictions: Vec<Number>,
    /// y − X̄w.
    pub residuals: Vec<Number>,
    /// Σ (y − X̄w)².
    pub sse: Number,
}

impl Fit {
    /// Whether X̄ᵗX̄ is invertible.
    pub fn full_rank(&self) -> bool {
        self.xtx_inverse.is_some()
    }
}

/// Fits w to homogeneous rows x̄ (each starting with 1, or as given) and targets y.
pub fn fit(xs: &[Vec<Number>], ys: &[Number]) -> Fit {
    let xt = la::transpose(xs);
    let xtx = la::mul(&xt, xs);
    let xty = la::mul_vec(&xt, ys);
    let xtx_inverse = la::inverse(&xtx);
    let left_inverse = match &xtx_inverse {
        Some(inv) => la::mul(inv, &xt),
        None => la::pseudo_inverse(xs),
    };
    let weights = la::mul_vec(&left_inverse, ys);
    let predictions = la::mul_vec(xs, &weights);
    let residuals: Vec<Number> = ys.iter().zip(&predictions).map(|(y, p)| y - p).collect();
    let sse = dot(&residuals, &residuals);
    Fit {
        rank: la::rank(xs),
        dependencies: la::dependent_columns(xs),
        null_space: la::null_space(xs),
        xtx,
        xty,
        xtx_inverse,
        left_inverse,
        weights,
        predictions,
        residuals,
        sse,
    }
}

/// The gradient of E(w)/2 = ½ Σ (y − f(x))² at w: Σ (f(x) − y)·x̄ = X̄ᵗ(X̄w − y) (the seed's
/// gradient-descent slide, where ∂E/∂wᵢ = Σ (y − f(x))(−xᵢ)).
pub fn gradient(xs: &[Vec<Number>], ys: &[Number], w: &[Number]) -> Vec<Number> {
    let errors: Vec<Number> = xs.iter().zip(ys).map(|(x, y)| dot(w, x) - y).collect();
    la::mul_vec(&la::transpose(xs), &errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(items: &[&str]) -> Vec<Number> {
        items.iter().map(|s| s.parse().unwrap()).collect()
    }

    #[test]
    fn a_line_through_three_points() {
        // x = 0, 1, 2 and y = 1, 3, 4: by hand, X̄ᵗX̄ = [[3, 3], [3, 5]], X̄ᵗy = (8, 11),
        // det = 6, w = (1/6)[[5, -3], [-3, 3]](8, 11) = (7/6, 3/2);
        // predictions 7/6, 8/3, 25/6; residuals -1/6, 1/3, -1/6; SSE = 1/36 + 4/36 + 1/36 = 1/6.
        let xs = vec![v(&["1", "0"]), v(&["1", "1"]), v(&["1", "2"])];
        let f = fit(&xs, &v(&["1", "3", "4"]));
        assert!(f.full_rank());
        assert_eq!(f.weights, v(&["7/6", "3/2"]));
        assert_eq!(f.residuals, v(&["-1/6", "1/3", "-1/6"]));
        assert_eq!(f.sse, "1/6".parse().unwrap());
        // at the optimum the gradient is zero
        assert_eq!(gradient(&xs, &v(&["1", "3", "4"]), &f.weights), v(&["0", "0"]));
    }

    #[test]
    fn dependent_features_get_the_minimum_norm_solution() {
        // x₂ = 2x₁ on every sample; y = 1 + x₁ fits exactly. Solutions: w = (1, a, b) with
        // a + 2b = 1; the minimum-norm one minimises a² + b²: (a, b) = (1/5, 2/5) (by hand,
        // the projection of the origin on the line a + 2b = 1).
        let xs = vec![v(&["1", "0", "0"]), v(&["1", "1", "2"]), v(&["1", "2", "4"])];
        let f = fit(&xs, &v(&["1", "2", "3"]));
        assert!(!f.full_rank());
        assert_eq!(f.rank, 2);
        assert_eq!(f.weights, v(&["1", "1/5", "2/5"]));
        assert_eq!(f.sse, Number::zero());
        assert_eq!(f.dependencies, vec![(2, vec![(1, "2".parse().unwrap())])]);
        assert_eq!(f.null_space, vec![v(&["0", "-2", "1"])]);
    }
}
