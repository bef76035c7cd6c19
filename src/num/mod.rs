//! Exact numbers.
//!
//! Every rational quantity in mlex (weights, discriminants, boundaries, errors, sample sizes) is a
//! [`Number`]: an exact fraction of big integers, so there is no rounding and no overflow.
//! Inputs are read from their source text (`3`, `0.1`, `1.10`, `"1/3"`, `1e-3`, `.5`) exactly,
//! as big integers over powers of ten — never through `f64`.
//!
//! Transcendental functions (exp, ln, sqrt) live in [`real`], the one place where values stop
//! being exact: their results are [`real::Real`]s, 77-digit values with an error bound.

pub mod linear;
pub mod mixed;
// The one place where transcendental functions may be called (clippy.toml's float policy).
#[allow(clippy::disallowed_methods)]
pub mod real;

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Div, Mul, Neg, Sub};
use std::str::FromStr;

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use rust_decimal::Decimal;

/// An exact rational number.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Number(BigRational);

/// How exact numbers are written in worksheets and answers.
///
/// An exercise whose inputs contain a fraction (`"1/3"`) is shown with fractions; otherwise
/// numbers are shown as decimals. A value whose decimal expansion does not terminate (1/6) is
/// written as a fraction in both styles: mlex never rounds an exact value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum NumStyle {
    /// `0.5`, `-1.25`, `1/6` (only when the expansion does not terminate).
    #[default]
    Decimal,
    /// `1/2`, `-5/4`, `1/6`.
    Fraction,
}

/// A number read from source text, remembering how it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The exact value.
    pub value: Number,
    /// Whether the text was a fraction `p/q`.
    pub is_fraction: bool,
    /// Digits after the decimal point as written (`1.10` → 2); 0 for integers and fractions.
    pub decimals: u32,
}

/// Why a text is not a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumError {
    /// Empty text.
    Empty,
    /// Not of the form integer, decimal, scientific decimal or `p/q`.
    Syntax,
    /// The denominator of a fraction is zero.
    ZeroDenominator,
    /// The denominator of a fraction is negative or not an integer.
    BadDenominator,
    /// More than [`MAX_DECIMAL_DIGITS`] digits (in the integer, the decimal, or either side of
    /// a fraction).
    TooManyDigits,
    /// An exponent beyond ±[`MAX_EXPONENT`].
    ExponentOutOfRange,
}

impl fmt::Display for NumError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NumError::TooManyDigits => {
                return write!(
                    f,
                    "more than {MAX_DECIMAL_DIGITS} digits, the most mlex reads in a number"
                );
            }
            NumError::ExponentOutOfRange => {
                return write!(f, "an exponent beyond ±{MAX_EXPONENT}, the most mlex reads");
            }
            _ => {}
        }
        f.write_str(match self {
            NumError::Empty => "an empty value is not a number",
            NumError::Syntax => "not a number",
            NumError::ZeroDenominator => "the denominator of a fraction is zero",
            NumError::BadDenominator => "the denominator of a fraction must be a positive integer",
            NumError::TooManyDigits | NumError::ExponentOutOfRange => "",
        })
    }
}

impl std::error::Error for NumError {}

/// The help line shown with every number error.
pub const NUMBER_HELP: &str = "write an integer (`3`), a decimal (`0.1`, `1e-3`) or a fraction in quotes (`\"1/3\"`)";

/// Checks the grammar `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
/// rust_decimal alone would also accept `1_000` and reject nothing YAML-ish; we want the
/// plain notation only.
fn is_decimal_syntax(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        i += 1;
    }
    let int_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let int_digits = i - int_start;
    let mut frac_digits = 0;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        let f = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        frac_digits = i - f;
    }
    if int_digits + frac_digits == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        let e = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == e {
            return false;
        }
    }
    i == b.len()
}

fn is_integer_syntax(s: &str) -> bool {
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit())
}

/// Parses a decimal in plain or scientific notation exactly.
fn parse_decimal(s: &str) -> Result<(Number, u32), NumError> {
    if !is_decimal_syntax(s) {
        return Err(NumError::Syntax);
    }
    if s.contains(['e', 'E']) {
        // Scientific notation: the mantissa, then the exponent applied exactly.
        let (mantissa, exp) = s.split_once(['e', 'E']).ok_or(NumError::Syntax)?;
        let (m, _) = parse_decimal(mantissa)?;
        let exp: i32 = exp.parse().map_err(|_| NumError::ExponentOutOfRange)?;
        if exp.unsigned_abs() > MAX_EXPONENT {
            return Err(NumError::ExponentOutOfRange);
        }
        let scale = Number(BigRational::from_integer(BigInt::from(10).pow(exp.unsigned_abs())));
        let value = if exp >= 0 { m * scale } else { m / &scale };
        return Ok((value, 0));
    }
    if is_integer_syntax(s) {
        check_digits(s)?;
        let i = BigInt::from_str(s.trim_start_matches('+')).map_err(|_| NumError::Syntax)?;
        return Ok((Number(BigRational::from_integer(i)), 0));
    }
    // digits.digits as the integer of all its digits over 10^(decimals)
    let (int, frac) = s.split_once('.').ok_or(NumError::Syntax)?;
    let sign = if int.starts_with('-') { -1 } else { 1 };
    let int = int.trim_start_matches(['+', '-']);
    if int.len() + frac.len() > MAX_DECIMAL_DIGITS {
        return Err(NumError::TooManyDigits);
    }
    let all = format!("{int}{frac}");
    let m = BigInt::from_str(if all.is_empty() { "0" } else { &all }).map_err(|_| NumError::Syntax)?;
    let decimals = u32::try_from(frac.len()).map_err(|_| NumError::TooManyDigits)?;
    let value = Number(BigRational::new(m * sign, BigInt::from(10).pow(decimals)));
    Ok((value, decimals))
}

/// The most digits of a number as written: of an integer, of a decimal (`0.1` has 2), of its
/// mantissa in scientific notation, and of either side of a fraction. Reading and printing a
/// 300,000-digit integer took a minute; 1000 digits take microseconds, and are more than any
/// exercise or answer needs (mlex shows rounded values to 77 significant digits).
pub const MAX_DECIMAL_DIGITS: usize = 1000;

/// The largest exponent of scientific notation, either sign (`1e1000`, `1e-1000`). An answer
/// below 10⁻¹⁰⁰⁰ (`1e-100000000`) is still read by `check` as a value that rounds to 0.
pub const MAX_EXPONENT: u32 = 1000;

/// Refuses an integer text (sign allowed) of more than [`MAX_DECIMAL_DIGITS`] digits, before
/// it is converted.
fn check_digits(s: &str) -> Result<(), NumError> {
    if s.trim_start_matches(['+', '-']).len() > MAX_DECIMAL_DIGITS {
        return Err(NumError::TooManyDigits);
    }
    Ok(())
}

impl Number {
    /// Reads a number from its source text: `3`, `-0`, `0.1`, `1.10`, `.5`, `1e-3`, `1/3`.
    ///
    /// ```
    /// use mlex::num::Number;
    /// let p = Number::parse("1/3").unwrap();
    /// assert!(p.is_fraction);
    /// assert_eq!(p.value * Number::from(3), Number::from(1));
    /// assert_eq!(Number::parse("0.1").unwrap().value.to_string(), "0.1");
    /// ```
    pub fn parse(text: &str) -> Result<Parsed, NumError> {
        let s = text.trim();
        if s.is_empty() {
            return Err(NumError::Empty);
        }
        if let Some((p, q)) = s.split_once('/') {
            let (p, q) = (p.trim(), q.trim());
            if !is_integer_syntax(p) {
                return Err(NumError::Syntax);
            }
            if !is_integer_syntax(q) || q.starts_with(['-', '+']) {
                return Err(if is_decimal_syntax(q) {
                    NumError::BadDenominator
                } else {
                    NumError::Syntax
                });
            }
            check_digits(p)?;
            check_digits(q)?;
            let p = BigInt::from_str(p.trim_start_matches('+')).map_err(|_| NumError::Syntax)?;
            let q = BigInt::from_str(q).map_err(|_| NumError::Syntax)?;
            if q.is_zero() {
                return Err(NumError::ZeroDenominator);
            }
            return Ok(Parsed {
                value: Number(BigRational::new(p, q)),
                is_fraction: true,
                decimals: 0,
            });
        }
        let (value, decimals) = parse_decimal(s)?;
        Ok(Parsed {
            value,
            is_fraction: false,
            decimals,
        })
    }

    /// Zero.
    pub fn zero() -> Self {
        Number(BigRational::zero())
    }

    /// One.
    pub fn one() -> Self {
        Number(BigRational::one())
    }

    /// The fraction `p/q`; `None` when `q` is zero.
    pub fn ratio(p: i64, q: i64) -> Option<Self> {
        (q != 0).then(|| Number(BigRational::new(BigInt::from(p), BigInt::from(q))))
    }

    /// The fraction p/q of big integers; zero when q is zero (callers pass non-zero q).
    pub fn from_bigints(p: BigInt, q: BigInt) -> Self {
        if q.is_zero() {
            return Number::zero();
        }
        Number(BigRational::new(p, q))
    }

    /// Converts a decimal exactly.
    pub fn from_decimal(d: Decimal) -> Self {
        let m = BigInt::from(d.mantissa());
        let den = BigInt::from(10).pow(d.scale());
        Number(BigRational::new(m, den))
    }

    /// An approximation for plotting and ordering heuristics only; never for results.
    pub fn to_f64_lossy(&self) -> f64 {
        self.0.to_f64().unwrap_or(f64::NAN)
    }

    /// The value as an integer, when it is one and fits.
    pub fn to_i64(&self) -> Option<i64> {
        if self.0.is_integer() {
            self.0.to_integer().to_i64()
        } else {
            None
        }
    }

    /// Whether the value is an integer.
    pub fn is_integer(&self) -> bool {
        self.0.is_integer()
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.0.is_zero()
    }

    /// Whether the value is strictly positive.
    pub fn is_positive(&self) -> bool {
        self.0.is_positive()
    }

    /// Whether the value is strictly negative.
    pub fn is_negative(&self) -> bool {
        self.0.is_negative()
    }

    /// The absolute value.
    pub fn abs(&self) -> Number {
        Number(self.0.abs())
    }

    /// Exact division; `None` when dividing by zero.
    pub fn checked_div(&self, other: &Number) -> Option<Number> {
        (!other.is_zero()).then(|| Number(&self.0 / &other.0))
    }

    /// The smallest integer ≥ self (exact, unlike a float `ceil`).
    pub fn ceil(&self) -> Number {
        Number(self.0.ceil())
    }

    /// The numerator and denominator (denominator > 0, lowest terms).
    pub fn parts(&self) -> (&BigInt, &BigInt) {
        (self.0.numer(), self.0.denom())
    }

    /// The exact decimal expansion, when it terminates (the denominator has no prime factor other
    /// than 2 and 5).
    pub fn to_decimal_string(&self) -> Option<String> {
        let (num, den) = (self.0.numer(), self.0.denom());
        let mut d = den.clone();
        let (two, five) = (BigInt::from(2), BigInt::from(5));
        let (mut twos, mut fives) = (0u32, 0u32);
        while d.is_even() {
            d /= &two;
            twos += 1;
        }
        while (&d % &five).is_zero() {
            d /= &five;
            fives += 1;
        }
        if !d.is_one() {
            return None;
        }
        let places = twos.max(fives);
        // num/den = num·(10^places/den) / 10^places
        let mantissa = num * (BigInt::from(10).pow(places) / den);
        let neg = mantissa.is_negative();
        let digits = mantissa.abs().to_string();
        let places = places as usize;
        let mut out = String::new();
        if neg {
            out.push('-');
        }
        if places == 0 {
            out.push_str(&digits);
        } else if digits.len() > places {
            let (i, f) = digits.split_at(digits.len() - places);
            out.push_str(i);
            out.push('.');
            out.push_str(f);
        } else {
            out.push_str("0.");
            out.push_str(&"0".repeat(places - digits.len()));
            out.push_str(&digits);
        }
        Some(out)
    }

    /// `p/q` in lowest terms, or the integer.
    pub fn to_fraction_string(&self) -> String {
        if self.0.is_integer() {
            self.0.numer().to_string()
        } else {
            format!("{}/{}", self.0.numer(), self.0.denom())
        }
    }

    /// Writes the value in the given style (see [`NumStyle`]).
    pub fn display(&self, style: NumStyle) -> String {
        match style {
            NumStyle::Fraction => self.to_fraction_string(),
            NumStyle::Decimal => self.to_decimal_string().unwrap_or_else(|| self.to_fraction_string()),
        }
    }

    /// Rounds half away from zero to `digits` decimals, written with exactly that many decimals.
    pub fn round_to(&self, digits: u32) -> String {
        let scale = BigRational::from_integer(BigInt::from(10).pow(digits));
        let scaled = (&self.0 * &scale).round(); // half away from zero
        let n = Number(scaled / scale);
        let s = n.to_decimal_string().unwrap_or_default();
        pad_decimals(&s, digits)
    }
}

/// Pads (never truncates) a decimal string to `digits` decimals: `0.5` → `0.50`.
pub fn pad_decimals(s: &str, digits: u32) -> String {
    let digits = digits as usize;
    let have = s.split_once('.').map_or(0, |(_, f)| f.len());
    let mut out = s.to_string();
    if digits > have {
        if have == 0 {
            out.push('.');
        }
        out.push_str(&"0".repeat(digits - have));
    }
    out
}

impl fmt::Display for Number {
    /// Decimal style: `0.1`, `-2`, `1/6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.display(NumStyle::Decimal))
    }
}

impl fmt::Debug for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Number({})", self.to_fraction_string())
    }
}

impl From<i64> for Number {
    fn from(i: i64) -> Self {
        Number(BigRational::from_integer(BigInt::from(i)))
    }
}

impl From<i32> for Number {
    fn from(i: i32) -> Self {
        Number::from(i64::from(i))
    }
}

impl From<usize> for Number {
    fn from(i: usize) -> Self {
        Number(BigRational::from_integer(BigInt::from(i)))
    }
}

impl From<BigRational> for Number {
    /// The same exact value (for notebooks that compute with [`BigRational`] directly).
    fn from(r: BigRational) -> Self {
        Number(r)
    }
}

impl From<Number> for BigRational {
    fn from(n: Number) -> Self {
        n.0
    }
}

impl FromStr for Number {
    type Err = NumError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Number::parse(s).map(|p| p.value)
    }
}

macro_rules! binop {
    ($trait:ident, $method:ident, $op:tt) => {
        impl $trait<&Number> for &Number {
            type Output = Number;
            fn $method(self, rhs: &Number) -> Number {
                Number(&self.0 $op &rhs.0)
            }
        }
        impl $trait<Number> for Number {
            type Output = Number;
            fn $method(self, rhs: Number) -> Number {
                Number(self.0 $op rhs.0)
            }
        }
        impl $trait<&Number> for Number {
            type Output = Number;
            fn $method(self, rhs: &Number) -> Number {
                Number(self.0 $op &rhs.0)
            }
        }
    };
}
binop!(Add, add, +);
binop!(Sub, sub, -);
binop!(Mul, mul, *);

/// Division by a divisor the caller has checked to be non-zero (a validated input, a chosen
/// pivot). Where the divisor comes from data, use [`Number::checked_div`]. A zero divisor is a
/// bug in mlex: debug builds (and so the tests) stop on it; release builds return the dividend
/// rather than panic in front of a user.
impl Div<&Number> for Number {
    type Output = Number;
    fn div(self, rhs: &Number) -> Number {
        debug_assert!(!rhs.is_zero(), "division by zero: use Number::checked_div");
        if rhs.is_zero() {
            return self;
        }
        Number(self.0 / &rhs.0)
    }
}

impl Neg for Number {
    type Output = Number;
    fn neg(self) -> Number {
        Number(-self.0)
    }
}

impl Neg for &Number {
    type Output = Number;
    fn neg(self) -> Number {
        Number(-&self.0)
    }
}

impl std::iter::Sum for Number {
    fn sum<I: Iterator<Item = Number>>(iter: I) -> Number {
        iter.fold(Number::zero(), |a, b| a + b)
    }
}

/// Compares two numbers (a convenience for sorting by value).
pub fn cmp(a: &Number, b: &Number) -> Ordering {
    a.cmp(b)
}

/// A vector of exact numbers.
pub type Vector = Vec<Number>;

/// The dot product of two vectors of the same length.
pub fn dot(a: &[Number], b: &[Number]) -> Number {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// `a + k·b`, element by element.
pub fn axpy(a: &[Number], k: &Number, b: &[Number]) -> Vector {
    a.iter().zip(b).map(|(x, y)| x + &(k * y)).collect()
}

/// Writes a vector as `(1, -0.5, 1/6)`.
pub fn display_vector(v: &[Number], style: NumStyle) -> String {
    let items: Vec<String> = v.iter().map(|x| x.display(style)).collect();
    format!("({})", items.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        Number::parse(s).unwrap().value
    }

    fn frac(p: i64, q: i64) -> Number {
        Number::ratio(p, q).unwrap()
    }

    #[test]
    fn parses_integers_decimals_and_fractions_exactly() {
        assert_eq!(n("3"), Number::from(3));
        assert_eq!(n("0.1"), frac(1, 10));
        assert_eq!(n("1.10"), frac(11, 10));
        assert_eq!(Number::parse("1.10").unwrap().decimals, 2);
        assert_eq!(n("1/3"), frac(1, 3));
        assert!(Number::parse("1/3").unwrap().is_fraction);
        assert!(!Number::parse("0.5").unwrap().is_fraction);
        assert_eq!(n("-0"), Number::zero());
        assert_eq!(n("-0").to_string(), "0");
        assert_eq!(n("1e-3"), frac(1, 1000));
        assert_eq!(n("2.5E2"), Number::from(250));
        assert_eq!(n(".5"), frac(1, 2));
        assert_eq!(n("5."), Number::from(5));
        assert_eq!(n("+2"), Number::from(2));
        assert_eq!(n("-6/4"), frac(-3, 2));
        assert_eq!(n(" 2 / 4 "), frac(1, 2));
        // Beyond i64 and beyond rust_decimal's range: big integers are exact.
        assert_eq!(
            n("123456789012345678901234567890123").to_string(),
            "123456789012345678901234567890123"
        );
    }

    #[test]
    fn decimal_sum_is_exact() {
        // 1 + 0.1 is 1.1, not 1.1000000000000001.
        assert_eq!((Number::one() + n("0.1")).to_string(), "1.1");
        assert_eq!((n("0.1") + n("0.2")), n("0.3"));
    }

    #[test]
    fn rejects_bad_strings() {
        for bad in [
            "abc", "1/", "/2", "1//2", "1.5/2", "0x10", "1_000", "inf", "nan", ".", "-", "1e", "e3", "1,5", "1 2",
            "--1", "1e+",
        ] {
            assert_eq!(Number::parse(bad), Err(NumError::Syntax), "{bad:?}");
        }
        assert_eq!(Number::parse(""), Err(NumError::Empty));
        assert_eq!(Number::parse("1/0"), Err(NumError::ZeroDenominator));
        assert_eq!(Number::parse("1/-3"), Err(NumError::BadDenominator));
        assert_eq!(Number::parse("1/0.5"), Err(NumError::BadDenominator));
        assert_eq!(Number::parse("1e5000"), Err(NumError::ExponentOutOfRange));
        assert_eq!(Number::parse("1e99999999999"), Err(NumError::ExponentOutOfRange));
        assert!(Number::parse("1e-1000").is_ok());
        // more than rust_decimal's 28 digits is fine (a student may write 30 digits of e^50)…
        assert_eq!(
            Number::parse("0.00000000000000000000000000000001").map(|p| p.value),
            Ok(Number::from_bigints(BigInt::from(1), BigInt::from(10).pow(32)))
        );
        // …up to MAX_DECIMAL_DIGITS
        let long = format!("0.{}", "1".repeat(MAX_DECIMAL_DIGITS));
        assert_eq!(Number::parse(&long), Err(NumError::TooManyDigits));
        // integers and both sides of a fraction too, counted without the sign
        let nines = "9".repeat(MAX_DECIMAL_DIGITS);
        assert!(Number::parse(&format!("-{nines}")).is_ok());
        assert!(Number::parse(&format!("{nines}/{nines}")).is_ok());
        assert_eq!(Number::parse(&format!("{nines}9")), Err(NumError::TooManyDigits));
        assert_eq!(Number::parse(&format!("1/{nines}9")), Err(NumError::TooManyDigits));
        assert_eq!(Number::parse(&format!("-{nines}9/3")), Err(NumError::TooManyDigits));
        assert_eq!(
            NumError::TooManyDigits.to_string(),
            "more than 1000 digits, the most mlex reads in a number"
        );
    }

    #[test]
    fn displays_decimal_or_fraction() {
        assert_eq!(frac(-1, 2).display(NumStyle::Decimal), "-0.5");
        assert_eq!(frac(-1, 2).display(NumStyle::Fraction), "-1/2");
        assert_eq!(frac(1, 6).display(NumStyle::Decimal), "1/6");
        assert_eq!(frac(1, 16).display(NumStyle::Decimal), "0.0625");
        assert_eq!(frac(1, 4).display(NumStyle::Fraction), "1/4");
        assert_eq!(Number::from(-31).display(NumStyle::Fraction), "-31");
        assert_eq!(frac(3, 250).to_string(), "0.012");
        assert_eq!(frac(-3, 250).to_string(), "-0.012");
        assert_eq!(Number::from(1200).to_string(), "1200");
    }

    #[test]
    fn rounds_half_away_from_zero() {
        assert_eq!(frac(1, 3).round_to(4), "0.3333");
        assert_eq!(frac(2, 3).round_to(2), "0.67");
        assert_eq!(frac(1, 8).round_to(2), "0.13");
        assert_eq!(frac(-1, 8).round_to(2), "-0.13");
        assert_eq!(Number::from(2).round_to(3), "2.000");
        assert_eq!(frac(1, 2).round_to(0), "1");
    }

    #[test]
    fn ceil_is_exact() {
        assert_eq!(Number::from(1600).ceil(), Number::from(1600));
        assert_eq!(frac(16001, 10).ceil(), Number::from(1601));
        assert_eq!(frac(-3, 2).ceil(), Number::from(-1));
    }

    #[test]
    fn vectors() {
        let a = vec![Number::one(), n("2"), n("3")];
        let b = vec![n("0.1"), n("-1"), n("1/3")];
        assert_eq!(dot(&a, &b), n("0.1") - n("2") + Number::one());
        assert_eq!(
            display_vector(&axpy(&a, &Number::from(-1), &a), NumStyle::Decimal),
            "(0, 0, 0)"
        );
        assert_eq!(display_vector(&b, NumStyle::Decimal), "(0.1, -1, 1/3)");
    }
}
