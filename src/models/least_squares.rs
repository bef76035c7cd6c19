//! Least squares (seed 001, "Perceptron regression"): X̄w = y has no exact solution in general;
//! the minimiser of E(w) = (y − X̄w)ᵗ(y − X̄w) solves the normal equations X̄ᵗX̄ w = X̄ᵗy, and
//! w = (X̄ᵗX̄)⁻¹X̄ᵗy when X̄ᵗX̄ is invertible (the left inverse). When it is not (dependent
//! features), every solution of the normal equations fits equally well and the answer is the
//! one of minimum norm, w = X̄⁺y. Everything is exact.
//!
//! Weighted least squares (per-sample weights ψᵢ > 0, Ψ = diag(ψ)) minimises Σ ψᵢ(yᵢ − wᵀx̄ᵢ)²:
//! the normal equations become X̄ᵗΨX̄ w = X̄ᵗΨy and the minimum-norm solution is
//! (X̄ᵗΨX̄)⁺X̄ᵗΨy (the same null space as X̄, since every ψᵢ > 0). Still exact: no √ψ is taken.

use super::exact_linalg::{self as la, Matrix};
use crate::num::{NonZero, Number, TooLarge, guarded_dot};

/// A least-squares fit (weighted when the samples have weights ψ: then every X̄ᵗ below is
/// X̄ᵗΨ, and the squared errors are weighted).
#[derive(Clone, Debug, PartialEq, Default)]
pub(crate) struct Fit {
    /// X̄ᵗX̄ (X̄ᵗΨX̄).
    pub(crate) xtx: Matrix,
    /// X̄ᵗy (X̄ᵗΨy).
    pub(crate) xty: Vec<Number>,
    /// The rank of X̄ (and of X̄ᵗX̄).
    pub(crate) rank: usize,
    /// (X̄ᵗX̄)⁻¹ when it exists.
    pub(crate) xtx_inverse: Option<Matrix>,
    /// The left inverse (X̄ᵗX̄)⁻¹X̄ᵗ, or the pseudo-inverse X̄⁺ when X̄ᵗX̄ is singular.
    pub(crate) left_inverse: Matrix,
    /// The (minimum-norm) weights.
    pub(crate) weights: Vec<Number>,
    /// Columns of X̄ that are combinations of earlier ones: (column, [(column, coefficient)]).
    pub(crate) dependencies: Vec<(usize, Vec<(usize, Number)>)>,
    /// A basis of the directions that change w but not the fit (null space of X̄).
    pub(crate) null_space: Vec<Vec<Number>>,
    /// X̄w.
    pub(crate) predictions: Vec<Number>,
    /// y − X̄w.
    pub(crate) residuals: Vec<Number>,
    /// Σ ψᵢ(yᵢ − wᵀx̄ᵢ)² (ψᵢ = 1 unweighted).
    pub(crate) sse: Number,
}

impl Fit {
    /// Whether X̄ᵗX̄ is invertible.
    pub(crate) fn full_rank(&self) -> bool {
        self.xtx_inverse.is_some()
    }
}

/// X̄ᵗ, or X̄ᵗΨ: column i scaled by ψᵢ.
fn xt_psi(xs: &[Vec<Number>], psi: Option<&[Number]>) -> Matrix {
    let mut xt = la::transpose(xs);
    if let Some(psi) = psi {
        for row in &mut xt {
            for (v, p) in row.iter_mut().zip(psi) {
                *v = &*v * p;
            }
        }
    }
    xt
}

/// Σ ψᵢ vᵢ², or Σ vᵢ² unweighted.
fn weighted_squares(v: &[Number], psi: Option<&[Number]>) -> Result<Number, TooLarge> {
    match psi {
        Some(psi) => v.iter().zip(psi).map(|(v, p)| p * &(v * v)).sum::<Number>().guarded(),
        None => guarded_dot(v, v),
    }
}

/// Fits w minimising Σ ψᵢ(yᵢ − wᵀx̄ᵢ)² to homogeneous rows x̄ (each starting with 1, or as
/// given) and targets y, with per-sample weights ψᵢ > 0 (`None`: all 1).
pub(crate) fn fit_weighted(xs: &[Vec<Number>], ys: &[Number], psi: Option<&[Number]>) -> Result<Fit, TooLarge> {
    let xt = xt_psi(xs, psi);
    let xtx = la::mul(&xt, xs)?;
    let xty = la::mul_vec(&xt, ys)?;
    let xtx_inverse = la::inverse(&xtx)?;
    let left_inverse = match (&xtx_inverse, psi) {
        (Some(inv), _) => la::mul(inv, &xt)?,
        (None, None) => la::pseudo_inverse(xs)?,
        // the minimum-norm solution of the consistent system X̄ᵗΨX̄ w = X̄ᵗΨy
        (None, Some(_)) => la::mul(&la::pseudo_inverse(&xtx)?, &xt)?,
    };
    let weights = la::mul_vec(&left_inverse, ys)?;
    let predictions = la::mul_vec(xs, &weights)?;
    let residuals: Vec<Number> = ys.iter().zip(&predictions).map(|(y, p)| y - p).collect();
    let sse = weighted_squares(&residuals, psi)?;
    let (echelon, pivots) = la::rref(xs)?;
    let cols = xs.first().map_or(0, Vec::len);
    Ok(Fit {
        rank: pivots.len(),
        dependencies: la::dependent_columns_of(&echelon, &pivots, cols),
        null_space: la::null_space_of(&echelon, &pivots, cols),
        xtx,
        xty,
        xtx_inverse,
        left_inverse,
        weights,
        predictions,
        residuals,
        sse,
    })
}

/// The gradient of E(w) = ½ Σ ψᵢ(yᵢ − wᵀx̄ᵢ)² at w: Σ ψᵢ(wᵀx̄ᵢ − yᵢ)·x̄ᵢ = X̄ᵗΨ(X̄w − y) (the
/// seed's gradient-descent slide, where ∂E/∂wᵢ = Σ (y − f(x))(−xᵢ), unweighted).
pub(crate) fn gradient_weighted(
    xs: &[Vec<Number>],
    ys: &[Number],
    psi: Option<&[Number]>,
    w: &[Number],
) -> Result<Vec<Number>, TooLarge> {
    let errors = xs
        .iter()
        .zip(ys)
        .map(|(x, y)| Ok(guarded_dot(w, x)? - y))
        .collect::<Result<Vec<Number>, TooLarge>>()?;
    la::mul_vec(&xt_psi(xs, psi), &errors)
}

/// E(w) = ½ Σ ψᵢ(yᵢ − wᵀx̄ᵢ)² at any w (the seed's gradient-descent E, whose gradient is
/// [`gradient_weighted`]).
pub(crate) fn half_error(
    xs: &[Vec<Number>],
    ys: &[Number],
    psi: Option<&[Number]>,
    w: &[Number],
) -> Result<Number, TooLarge> {
    let residuals = xs
        .iter()
        .zip(ys)
        .map(|(x, y)| Ok(y - &guarded_dot(w, x)?))
        .collect::<Result<Vec<Number>, TooLarge>>()?;
    Ok(weighted_squares(&residuals, psi)? / &NonZero::two())
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
        let f = fit_weighted(&xs, &v(&["1", "3", "4"]), None).unwrap();
        assert!(f.full_rank());
        assert_eq!(f.weights, v(&["7/6", "3/2"]));
        assert_eq!(f.residuals, v(&["-1/6", "1/3", "-1/6"]));
        assert_eq!(f.sse, "1/6".parse().unwrap());
        // at the optimum the gradient is zero
        assert_eq!(
            gradient_weighted(&xs, &v(&["1", "3", "4"]), None, &f.weights),
            Ok(v(&["0", "0"]))
        );
    }

    #[test]
    fn weighted_least_squares() {
        // x = 0, 1, 2, 3, y = 1, 3, 4, 4, ψ = 1, 2, 1, 1/2 (Python fractions, Gauss–Jordan on
        // X̄ᵗΨX̄ w = X̄ᵗΨy): X̄ᵗΨX̄ = [[9/2, 11/2], [11/2, 21/2]], X̄ᵗΨy = (13, 20),
        // w = (53/34, 37/34), residuals (−19/34, 6/17, 9/34, −14/17), Σ ψr² = 33/34.
        let xs = vec![v(&["1", "0"]), v(&["1", "1"]), v(&["1", "2"]), v(&["1", "3"])];
        let ys = v(&["1", "3", "4", "4"]);
        let psi = v(&["1", "2", "1", "1/2"]);
        let f = fit_weighted(&xs, &ys, Some(&psi)).unwrap();
        assert_eq!(f.xtx, vec![v(&["9/2", "11/2"]), v(&["11/2", "21/2"])]);
        assert_eq!(f.xty, v(&["13", "20"]));
        assert_eq!(f.weights, v(&["53/34", "37/34"]));
        assert_eq!(f.residuals, v(&["-19/34", "6/17", "9/34", "-14/17"]));
        assert_eq!(f.sse, "33/34".parse().unwrap());
        // the weighted gradient vanishes at the weighted fit
        assert_eq!(gradient_weighted(&xs, &ys, Some(&psi), &f.weights), Ok(v(&["0", "0"])));
        // at w = (1, 1): errors wᵀx̄ − y = (0, −1, −1, 0); E = ½(2·1 + 1·1) = 3/2 and
        // ∇E = Σ ψ(wᵀx̄ − y)x̄ = (−3, −4) (Python fractions)
        let at = v(&["1", "1"]);
        assert_eq!(half_error(&xs, &ys, Some(&psi), &at), Ok("3/2".parse().unwrap()));
        assert_eq!(gradient_weighted(&xs, &ys, Some(&psi), &at), Ok(v(&["-3", "-4"])));
        // all weights 1 is ordinary least squares
        let ones = v(&["1", "1", "1", "1"]);
        assert_eq!(fit_weighted(&xs, &ys, Some(&ones)), fit_weighted(&xs, &ys, None));
    }

    #[test]
    fn weighted_and_singular() {
        // x₂ = 2x₁, y = 1, 2, 4, ψ = 1, 2, 1: the weighted line in x₁ is (3/4, 3/2) (Python
        // fractions); the minimum-norm split of the slope 3/2 over (x₁, x₂) is (3/10, 3/5);
        // Σ ψr² = 1/4.
        let xs = vec![v(&["1", "0", "0"]), v(&["1", "1", "2"]), v(&["1", "2", "4"])];
        let ys = v(&["1", "2", "4"]);
        let f = fit_weighted(&xs, &ys, Some(&v(&["1", "2", "1"]))).unwrap();
        assert!(!f.full_rank());
        assert_eq!(f.weights, v(&["3/4", "3/10", "3/5"]));
        assert_eq!(f.sse, "1/4".parse().unwrap());
        assert_eq!(f.null_space, vec![v(&["0", "-2", "1"])]);
    }

    #[test]
    fn half_error_at_any_weights() {
        // the plane of exercises/least-squares/plane.yaml at w = (1, 1, 1): errors (0, 0, −1, −2),
        // E = ½(1 + 4) = 5/2 (Python fractions)
        let xs = vec![
            v(&["1", "0", "0"]),
            v(&["1", "1", "0"]),
            v(&["1", "0", "1"]),
            v(&["1", "1", "1"]),
        ];
        let ys = v(&["1", "2", "3", "5"]);
        assert_eq!(
            half_error(&xs, &ys, None, &v(&["1", "1", "1"])),
            Ok("5/2".parse().unwrap())
        );
    }

    #[test]
    fn dependent_features_get_the_minimum_norm_solution() {
        // x₂ = 2x₁ on every sample; y = 1 + x₁ fits exactly. Solutions: w = (1, a, b) with
        // a + 2b = 1; the minimum-norm one minimises a² + b²: (a, b) = (1/5, 2/5) (by hand,
        // the projection of the origin on the line a + 2b = 1).
        let xs = vec![v(&["1", "0", "0"]), v(&["1", "1", "2"]), v(&["1", "2", "4"])];
        let f = fit_weighted(&xs, &v(&["1", "2", "3"]), None).unwrap();
        assert!(!f.full_rank());
        assert_eq!(f.rank, 2);
        assert_eq!(f.weights, v(&["1", "1/5", "2/5"]));
        assert_eq!(f.sse, Number::zero());
        assert_eq!(f.dependencies, vec![(2, vec![(1, "2".parse().unwrap())])]);
        assert_eq!(f.null_space, vec![v(&["0", "-2", "1"])]);
    }
}
