//! The one place for transcendental functions.
//!
//! exp, ln and sqrt are computed with `rust_decimal` (28 significant digits) and are the only
//! operations in mlex whose results are not exact. Every other module calls these functions, so
//! the precision rule lives here: results carry at least 15 significant digits for values
//! ≥ 10⁻¹², and an absolute error below 10⁻²⁶ for smaller ones (which display as 0 at any
//! sensible `digits`). Overflow is an error value, never a panic: `rust_decimal`'s plain `exp`
//! panics above e⁶⁶, so only its `checked_` forms are used.

use rust_decimal::{Decimal, MathematicalOps};

use super::Number;

/// Why a transcendental function has no value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RealError {
    /// The result is larger than about 7.9·10²⁸.
    Overflow,
    /// ln or sqrt of a value outside the domain.
    Domain,
}

impl std::fmt::Display for RealError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            RealError::Overflow => "the result is too large to compute (use the log-sum-exp form)",
            RealError::Domain => "the argument is outside the function's domain",
        })
    }
}

impl std::error::Error for RealError {}

/// Below this exponent e^x underflows Decimal's 28 decimal places and is 0.
const EXP_UNDERFLOW: i64 = -65;

/// e^x.
pub fn exp(x: Decimal) -> Result<Decimal, RealError> {
    if x < Decimal::from(EXP_UNDERFLOW) {
        return Ok(Decimal::ZERO);
    }
    x.checked_exp().ok_or(RealError::Overflow)
}

/// The natural logarithm, for x > 0.
pub fn ln(x: Decimal) -> Result<Decimal, RealError> {
    if x <= Decimal::ZERO {
        return Err(RealError::Domain);
    }
    x.checked_ln().ok_or(RealError::Domain)
}

/// The square root, for x ≥ 0.
pub fn sqrt(x: Decimal) -> Result<Decimal, RealError> {
    x.sqrt().ok_or(RealError::Domain)
}

/// The square root of an exact number: exact when the number is a perfect square of a rational
/// (`9/16` → `3/4`), otherwise `None` (use [`sqrt`] on the decimal value).
pub fn exact_sqrt(x: &Number) -> Option<Number> {
    use num_bigint::BigInt;
    use num_rational::BigRational;
    if x.is_negative() {
        return None;
    }
    let (p, q) = x.parts();
    let (rp, rq) = (p.sqrt(), q.sqrt());
    if &(&rp * &rp) == p && &(&rq * &rq) == q {
        Some(Number(BigRational::new(BigInt::clone(&rp), rq)))
    } else {
        None
    }
}

/// log(Σ e^{xᵢ}) in the stable form max + log Σ e^{xᵢ − max}, so logits of ±1000 work.
pub fn log_sum_exp(xs: &[Decimal]) -> Result<Decimal, RealError> {
    let Some(max) = xs.iter().copied().max() else {
        return Err(RealError::Domain);
    };
    let mut sum = Decimal::ZERO;
    for &x in xs {
        sum += exp(x - max)?;
    }
    Ok(max + ln(sum)?)
}

/// softplus(x) = ln(1 + eˣ), stable for any x: x + ln(1 + e⁻ˣ) for x > 0, and ln(1 + ε) by
/// its series when ε = eˣ is tiny (so ln(1 + e⁻³⁰) keeps its significant digits). The logistic
/// loss is ln(1 + e⁻ᶻ) = softplus(−z).
pub fn softplus(x: Decimal) -> Result<Decimal, RealError> {
    let (shift, t) = if x > Decimal::ZERO { (x, -x) } else { (Decimal::ZERO, x) };
    let e = exp(t)?; // ≤ 1
    let ln1p = if e < Decimal::new(1, 8) {
        // ln(1 + ε) = ε − ε²/2 + ε³/3 − …; the first term left out, ε⁴/4, is below 10⁻²⁴ relative.
        e - e * e / Decimal::TWO + e * e * e / Decimal::from(3)
    } else {
        ln(Decimal::ONE + e)?
    };
    Ok(shift + ln1p)
}

/// Rounds half away from zero to `digits` decimals and writes exactly that many decimals.
pub fn round_display(x: Decimal, digits: u32) -> String {
    let r = x.round_dp_with_strategy(digits, rust_decimal::RoundingStrategy::MidpointAwayFromZero);
    let s = if r.is_zero() { Decimal::ZERO } else { r };
    super::pad_decimals(&s.normalize().to_string(), digits)
}

/// ln 2, for logarithms in base 2.
pub fn ln_2() -> Decimal {
    // ln(2) never fails; the fallback is its 28-digit value.
    ln(Decimal::TWO).unwrap_or(Decimal::from_parts(0xaa7a_65bf, 0x81f5_2f01, 0x1665_943f, false, 28))
}

/// The logistic sigmoid σ(z) = 1/(1 + e^−z), computed without overflow for any z: for z ≥ 0
/// as 1/(1 + e^−z), for z < 0 as e^z/(1 + e^z). σ(±1000) is 1 and 0 (to 28 decimals).
pub fn sigmoid(z: Decimal) -> Result<Decimal, RealError> {
    let e = exp(-z.abs())?; // in (0, 1]
    let denom = Decimal::ONE + e;
    let s = if z.is_sign_negative() { e } else { Decimal::ONE };
    s.checked_div(denom).ok_or(RealError::Overflow)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn d(s: &str) -> Decimal {
        Decimal::from_str(s).unwrap()
    }

    /// Agreement to `sig` significant digits against a reference written to 30+ digits.
    fn close(got: Decimal, reference: &str, sig: u32) {
        let r = d(reference);
        let rel = ((got - r) / r).abs();
        let tol = Decimal::new(1, sig);
        assert!(rel < tol, "{got} vs {reference}: relative error {rel}");
    }

    // References: 30-digit values from the usual tables (e, ln 2, √2, e^-30 computed with
    // mpmath at 40 digits: mpmath.exp(-30) = 9.357622968840174604915832223378e-14).
    #[test]
    fn functions_have_at_least_15_significant_digits() {
        close(exp(Decimal::ONE).unwrap(), "2.718281828459045235360287471352", 25);
        close(exp(d("-1")).unwrap(), "0.3678794411714423215955237701614", 25);
        close(
            exp(d("-30")).unwrap(),
            "0.00000000000009357622968840174604915832223378",
            15,
        );
        close(ln(Decimal::TWO).unwrap(), "0.6931471805599453094172321214581", 25);
        close(ln(d("3")).unwrap(), "1.098612288668109691395245236922", 25);
        close(sqrt(Decimal::TWO).unwrap(), "1.414213562373095048801688724209", 25);
    }

    #[test]
    fn overflow_and_domain_are_errors_not_panics() {
        assert_eq!(exp(d("100")), Err(RealError::Overflow));
        assert_eq!(exp(d("-1000")), Ok(Decimal::ZERO));
        assert_eq!(ln(Decimal::ZERO), Err(RealError::Domain));
        assert_eq!(ln(d("-1")), Err(RealError::Domain));
        assert_eq!(sqrt(d("-1")), Err(RealError::Domain));
    }

    #[test]
    fn log_sum_exp_is_stable() {
        // log(e^1000 + e^-1000) = 1000 (+ e^-2000, far below 28 digits)
        assert_eq!(log_sum_exp(&[d("1000"), d("-1000")]).unwrap(), d("1000"));
        // log(e^0 + e^0) = ln 2
        close(
            log_sum_exp(&[Decimal::ZERO, Decimal::ZERO]).unwrap(),
            "0.6931471805599453094172321214581",
            25,
        );
        assert!(log_sum_exp(&[]).is_err());
    }

    #[test]
    fn softplus_is_stable() {
        // mpmath at 40 digits: log(1 + exp(-30)) = 9.357622968839736779...e-14,
        // log(1 + exp(2)) = 2.126928011042972496..., log1p(exp(-1)) = 0.3132616875182228340...
        // below 10⁻¹², the rule is an absolute error under 10⁻²⁶
        let tiny = softplus(d("-30")).unwrap() - d("0.00000000000009357622968839736779");
        assert!(tiny.abs() < Decimal::new(1, 26), "{tiny}");
        close(softplus(d("2")).unwrap(), "2.126928011042972496", 17);
        close(softplus(d("-1")).unwrap(), "0.3132616875182228340", 17);
        // ln(1 + e^1000) = 1000 + ln(1 + e^-1000)
        assert_eq!(softplus(d("1000")).unwrap(), d("1000"));
        assert_eq!(softplus(d("-1000")).unwrap(), Decimal::ZERO);
    }

    #[test]
    fn exact_square_roots() {
        let n = |s: &str| Number::parse(s).unwrap().value;
        assert_eq!(exact_sqrt(&n("9/16")), Some(n("3/4")));
        assert_eq!(exact_sqrt(&n("25")), Some(n("5")));
        assert_eq!(exact_sqrt(&n("2")), None);
        assert_eq!(exact_sqrt(&n("-4")), None);
    }

    #[test]
    fn display_rounding() {
        assert_eq!(round_display(d("0.37754"), 4), "0.3775");
        assert_eq!(round_display(d("0.37755"), 4), "0.3776");
        assert_eq!(round_display(d("-0.00001"), 2), "0.00");
        assert_eq!(round_display(d("2"), 2), "2.00");
    }

    // References: mpmath at 40 digits — σ(1) = 0.7310585786300048792511592418218362743651,
    // σ(−30) = 9.357622968839298953839562653284984111576e-14,
    // ln(1 + e^−3) = 0.04858735157374205875892591985468999794188,
    // ln(1 + e^3) = 3.048587351573742058758925919854689997942.
    #[test]
    fn sigmoid_softplus_and_ln_2() {
        const SIGMOID_MINUS_30: &str = "0.00000000000009357622968839298953839562653";
        const SOFTPLUS_MINUS_3: &str = "0.04858735157374205875892591985";
        const SOFTPLUS_3: &str = "3.048587351573742058758925920";
        close(sigmoid(Decimal::ONE).unwrap(), "0.7310585786300048792511592418", 25);
        // below 10⁻¹² the promise is an absolute error under 10⁻²⁶ (28 decimals)
        assert!((sigmoid(d("-30")).unwrap() - d(SIGMOID_MINUS_30)).abs() < Decimal::new(1, 26));
        assert_eq!(sigmoid(d("1000")).unwrap(), Decimal::ONE);
        assert_eq!(sigmoid(d("-1000")).unwrap(), Decimal::ZERO);
        assert_eq!(sigmoid(Decimal::ZERO).unwrap(), d("0.5"));
        close(softplus(d("-3")).unwrap(), SOFTPLUS_MINUS_3, 25);
        close(softplus(d("3")).unwrap(), SOFTPLUS_3, 25);
        assert_eq!(softplus(d("1000")).unwrap(), d("1000"));
        assert_eq!(softplus(d("-1000")).unwrap(), Decimal::ZERO);
        close(ln_2(), "0.6931471805599453094172321214581", 27);
    }
}
