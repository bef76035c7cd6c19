//! Exact numbers.
//!
//! Every rational quantity in mlex (weights, discriminants, boundaries, errors, sample sizes) is a
//! [`Number`]: an exact fraction of big integers, so there is no rounding and no overflow.
//! Inputs are read from their source text (`3`, `0.1`, `1.10`, `"1/3"`, `1e-3`, `.5`) exactly,
//! as big integers over powers of ten — never through `f64`.
//!
//! Transcendental functions (exp, ln, sqrt) live in [`real`], the one place where values stop
//! being exact: their results are [`real::Real`]s, 77-digit values with an error bound.

pub mod expr;
pub mod linear;
pub(crate) mod mixed;
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

/// An exact rational number.
///
/// Values whose numerator and denominator fit in 64 bits (nearly every value of an exam
/// exercise) are kept as machine integers and computed with 128-bit intermediates; anything
/// larger is a big rational. The choice is invisible: every value has one representation (the
/// small one whenever it fits), so equality and hashing are structural.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Number(Repr);

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    /// n/d in lowest terms, d > 0, n ≠ i64::MIN (so that −n fits).
    Small(i64, i64),
    /// Any other value, in lowest terms (num-rational keeps it so).
    Big(BigRational),
}

impl Default for Number {
    fn default() -> Self {
        Number(Repr::Small(0, 1))
    }
}

thread_local! {
    static WORK: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The arithmetic work done on this thread so far, in units of one operation on machine-size
/// values: each exact result costs 1 when small and (its 64-bit words)² when big, each
/// `real::Real` operation (its working precision in words)². Deterministic (the same inputs and
/// code give the same count, on any machine), so a budget over it keeps results reproducible:
/// the draw of a variant stops at [`crate::variant::MAX_DRAW_WORK`] of it.
pub fn work_done() -> u64 {
    WORK.with(std::cell::Cell::get)
}

/// Adds `units` to [`work_done`].
pub(crate) fn charge_work(units: u64) {
    WORK.with(|w| w.set(w.get().wrapping_add(units)));
}

/// n/d for d ≠ 0: reduced, with the sign on n, small when it fits.
fn small_ratio(n: i128, d: i128) -> Number {
    charge_work(1);
    let (mut n, mut d) = if d < 0 { (-n, -d) } else { (n, d) };
    // gcd(n, 1) = 1: an integer needs no reduction (and the binary gcd is not free)
    let g = if d == 1 {
        1
    } else {
        n.unsigned_abs().gcd(&d.unsigned_abs())
    };
    if g > 1 {
        // g divides both, and g ≤ |d| ≤ i128::MAX
        n /= g as i128;
        d /= g as i128;
    }
    match (i64::try_from(n), i64::try_from(d)) {
        (Ok(a), Ok(b)) if a != i64::MIN => Number(Repr::Small(a, b)),
        _ => Number(Repr::Big(BigRational::new_raw(BigInt::from(n), BigInt::from(d)))),
    }
}

/// A big rational in lowest terms, kept small when it fits.
fn from_big(r: BigRational) -> Number {
    let words = r.numer().bits().max(r.denom().bits()).div_ceil(64).max(1);
    charge_work(words.saturating_mul(words));
    if let (Some(a), Some(b)) = (r.numer().to_i64(), r.denom().to_i64())
        && a != i64::MIN
    {
        return Number(Repr::Small(a, b));
    }
    Number(Repr::Big(r))
}

impl Number {
    /// The value as a big rational (borrowed when it is one).
    fn big(&self) -> std::borrow::Cow<'_, BigRational> {
        match &self.0 {
            Repr::Small(n, d) => std::borrow::Cow::Owned(BigRational::new_raw(BigInt::from(*n), BigInt::from(*d))),
            Repr::Big(r) => std::borrow::Cow::Borrowed(r),
        }
    }

    fn into_big(self) -> BigRational {
        match self.0 {
            Repr::Small(n, d) => BigRational::new_raw(BigInt::from(n), BigInt::from(d)),
            Repr::Big(r) => r,
        }
    }
}

impl PartialOrd for Number {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Number {
    fn cmp(&self, other: &Self) -> Ordering {
        match (&self.0, &other.0) {
            // denominators are positive: a/b < c/d ⇔ ad < cb
            (Repr::Small(a, b), Repr::Small(c, d)) => {
                (i128::from(*a) * i128::from(*d)).cmp(&(i128::from(*c) * i128::from(*b)))
            }
            _ => self.big().cmp(&other.big()),
        }
    }
}

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

/// [`parse_decimal`] of a plain decimal of at most 18 digits (`-12`, `0.125`, `.5`, `3.`,
/// syntax checked already), without big integers: most numbers of specs and answers files.
/// `None` for anything else, which takes the general way.
fn parse_small_decimal(s: &str) -> Option<(Number, u32)> {
    let negative = s.starts_with('-');
    let unsigned = s.strip_prefix(['+', '-']).unwrap_or(s);
    let (int, frac) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    if int.len() + frac.len() > 18 || !(int.bytes().chain(frac.bytes()).all(|c| c.is_ascii_digit())) {
        return None;
    }
    let mut m: i64 = 0;
    for c in int.bytes().chain(frac.bytes()) {
        m = m * 10 + i64::from(c - b'0');
    }
    let decimals = u32::try_from(frac.len()).ok()?;
    let den = 10_i64.pow(decimals);
    Some((
        small_ratio(i128::from(if negative { -m } else { m }), i128::from(den)),
        decimals,
    ))
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
        let scale = BigRational::from_integer(BigInt::from(10).pow(exp.unsigned_abs()));
        let value = if exp >= 0 {
            from_big(m.into_big() * scale)
        } else {
            from_big(m.into_big() / scale)
        };
        return Ok((value, 0));
    }
    if let Some(small) = parse_small_decimal(s) {
        return Ok(small);
    }
    if is_integer_syntax(s) {
        check_digits(s)?;
        let i = BigInt::from_str(s.trim_start_matches('+')).map_err(|_| NumError::Syntax)?;
        return Ok((from_big(BigRational::from_integer(i)), 0));
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
    let value = from_big(BigRational::new(m * sign, BigInt::from(10).pow(decimals)));
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

/// The most decimal digits of the numerator or the denominator of an exact value computed along
/// the way (weights, pivots, products): exact fractions of fractional data can grow with every
/// step (the denominators of a sum of fractions multiply), and arithmetic on numbers of
/// thousands of digits runs for minutes. Models check the values they produce with
/// [`Number::within_guard`] and stop with [`TooLarge`] rather than grind on.
pub const MAX_EXACT_DIGITS: u64 = 600;

/// [`MAX_EXACT_DIGITS`] in bits: a number of `b` bits has at most ⌈b·log₁₀2⌉ digits, and
/// 1993·log₁₀2 = 599.96.
pub(crate) const MAX_EXACT_BITS: u64 = 1993;

/// An exact computation grew too large: the exercise is too big to solve exactly (too many
/// steps, or fractions with too many different denominators).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TooLarge {
    /// A value grew past [`MAX_EXACT_DIGITS`] digits.
    Digits,
    /// An iterative run spent its [`Budget`]: after `step` steps its values had `digits`
    /// digits, too many to go on for the steps left.
    Work {
        /// Steps made.
        step: usize,
        /// The most digits of a numerator or denominator then.
        digits: u64,
    },
    /// An iterative run did more than [`Budget::OPS`] multiply-adds (steps × classes ×
    /// features), whatever the size of its numbers: a trace of that length is not an exercise,
    /// and keeping it would take gigabytes.
    Length {
        /// Steps made.
        step: usize,
    },
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TooLarge::Digits => write!(f, "the exact fractions grew past {MAX_EXACT_DIGITS} digits"),
            TooLarge::Work { step, digits } => write!(
                f,
                "the exact fractions grew to {digits} digits by step {step}, too long to compute for this many steps"
            ),
            TooLarge::Length { step } => write!(
                f,
                "the run needed more than {} multiply-adds (steps × classes × features) by step {step}",
                Budget::OPS
            ),
        }
    }
}

/// The work an iterative exact computation may do (a perceptron run of up to 100000 steps):
/// each big value it produces costs (its 64-bit words)², about what its arithmetic costs, and
/// the run stops with [`TooLarge::Work`] when the total passes [`Budget::LIMIT`]. Values of
/// machine size (decimals, small fractions) cost nothing: such runs are fast whatever their
/// length. A run whose fractions collect hundreds of digits stops after a few hundred steps
/// instead of running for minutes.
#[derive(Clone, Copy, Debug, Default)]
pub struct Budget {
    used: u64,
    ops: u64,
}

impl Budget {
    /// The work allowed: about a second of arithmetic on this machine kind.
    pub const LIMIT: u64 = 500_000;

    /// The multiply-adds a run may do whatever its numbers: 2·10⁶ take about 0.2 s and keep
    /// its trace under 100 MB (a 100,000-step run of 50 classes and 50 features took 25 s and
    /// 1.1 GB, and 24 GB with its trace).
    pub const OPS: u64 = 2_000_000;

    /// Charges `ops` multiply-adds for step `step` (1-based); `Err` past [`Budget::OPS`].
    pub fn charge_ops(&mut self, step: usize, ops: usize) -> Result<(), TooLarge> {
        self.ops = self.ops.saturating_add(u64::try_from(ops).unwrap_or(u64::MAX));
        if self.ops > Self::OPS {
            return Err(TooLarge::Length { step });
        }
        Ok(())
    }

    /// Charges the values produced by step `step` (1-based); `Err` when a value is past
    /// [`MAX_EXACT_DIGITS`] or the budget is spent.
    pub fn charge<'a>(&mut self, step: usize, values: impl IntoIterator<Item = &'a Number>) -> Result<(), TooLarge> {
        let mut most = 0;
        for v in values {
            let bits = match &v.0 {
                Repr::Small(..) => 64,
                Repr::Big(r) => r.numer().bits().max(r.denom().bits()),
            };
            if bits > MAX_EXACT_BITS {
                return Err(TooLarge::Digits);
            }
            most = most.max(bits);
            if let Repr::Big(_) = &v.0 {
                let words = bits.div_ceil(64);
                self.used = self.used.saturating_add(words * words);
            }
        }
        if self.used > Self::LIMIT {
            // bits·log₁₀2, rounded up
            return Err(TooLarge::Work {
                step,
                digits: (most * 30103).div_ceil(100_000),
            });
        }
        Ok(())
    }
}

impl std::error::Error for TooLarge {}

/// Checks every value of `v` with [`Number::within_guard`].
pub fn guard_all(v: &[Number]) -> Result<(), TooLarge> {
    v.iter().try_for_each(|x| x.within_guard().map(|_| ()))
}

/// [`dot`], checked with [`Number::within_guard`].
pub fn guarded_dot(a: &[Number], b: &[Number]) -> Result<Number, TooLarge> {
    dot(a, b).guarded()
}

impl Number {
    /// Reads a number from its source text: `3`, `-0`, `0.1`, `1.10`, `.5`, `1e-3`, `1/3`.
    ///
    /// ```
    /// use mlex::Number;
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
            if let (Ok(p), Ok(q)) = (p.parse::<i64>(), q.parse::<i64>())
                && q != 0
            {
                // both fit: no big integers (`+3` parses, as below)
                return Ok(Parsed {
                    value: small_ratio(i128::from(p), i128::from(q)),
                    is_fraction: true,
                    decimals: 0,
                });
            }
            let p = BigInt::from_str(p.trim_start_matches('+')).map_err(|_| NumError::Syntax)?;
            let q = BigInt::from_str(q).map_err(|_| NumError::Syntax)?;
            if q.is_zero() {
                return Err(NumError::ZeroDenominator);
            }
            return Ok(Parsed {
                value: from_big(BigRational::new(p, q)),
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
        Number(Repr::Small(0, 1))
    }

    /// One.
    pub fn one() -> Self {
        Number(Repr::Small(1, 1))
    }

    /// The fraction `p/q`; `None` when `q` is zero.
    pub fn ratio(p: i64, q: i64) -> Option<Self> {
        (q != 0).then(|| small_ratio(i128::from(p), i128::from(q)))
    }

    /// The fraction p/q of big integers; `None` when q is zero.
    pub(crate) fn from_bigints(p: BigInt, q: BigInt) -> Option<Self> {
        (!q.is_zero()).then(|| from_big(BigRational::new(p, q)))
    }

    /// The integer `i`.
    pub(crate) fn from_bigint(i: BigInt) -> Self {
        from_big(BigRational::from_integer(i))
    }

    /// An approximation for plotting and ordering heuristics only; never for results.
    pub(crate) fn to_f64_lossy(&self) -> f64 {
        match &self.0 {
            Repr::Small(n, d) => *n as f64 / *d as f64,
            Repr::Big(r) => r.to_f64().unwrap_or(f64::NAN),
        }
    }

    /// The value as an integer, when it is one and fits.
    pub(crate) fn to_i64(&self) -> Option<i64> {
        match &self.0 {
            Repr::Small(n, 1) => Some(*n),
            Repr::Small(..) => None,
            // a big integer does not fit (it would be small)
            Repr::Big(r) if r.is_integer() => r.to_integer().to_i64(),
            Repr::Big(_) => None,
        }
    }

    /// Whether the value is an integer.
    pub(crate) fn is_integer(&self) -> bool {
        match &self.0 {
            Repr::Small(_, d) => *d == 1,
            Repr::Big(r) => r.is_integer(),
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Repr::Small(0, _))
    }

    /// Whether the value is strictly positive.
    pub(crate) fn is_positive(&self) -> bool {
        match &self.0 {
            Repr::Small(n, _) => *n > 0,
            Repr::Big(r) => r.is_positive(),
        }
    }

    /// Whether the value is strictly negative.
    pub(crate) fn is_negative(&self) -> bool {
        match &self.0 {
            Repr::Small(n, _) => *n < 0,
            Repr::Big(r) => r.is_negative(),
        }
    }

    /// The absolute value.
    pub fn abs(&self) -> Number {
        match &self.0 {
            Repr::Small(n, d) => Number(Repr::Small(n.abs(), *d)),
            Repr::Big(r) => Number(Repr::Big(r.abs())),
        }
    }

    /// Exact division; `None` when dividing by zero.
    pub fn checked_div(&self, other: &Number) -> Option<Number> {
        NonZero::new(other.clone()).map(|d| self / &d)
    }

    /// `self`, unless its numerator or denominator has more than `MAX_EXACT_DIGITS` digits.
    pub(crate) fn within_guard(&self) -> Result<&Number, TooLarge> {
        if let Repr::Big(r) = &self.0
            && r.numer().bits().max(r.denom().bits()) > MAX_EXACT_BITS
        {
            Err(TooLarge::Digits)
        } else {
            Ok(self)
        }
    }

    /// [`Number::within_guard`], by value.
    pub(crate) fn guarded(self) -> Result<Number, TooLarge> {
        self.within_guard()?;
        Ok(self)
    }

    /// self^e, within the size guard (`MAX_EXACT_DIGITS`): the power of n/d in lowest terms is
    /// nᵉ/dᵉ, in lowest terms too, so it is made by two integer powers and no gcd (24 products
    /// of fractions, each reduced, took 30 times as long). A power that would be too large is
    /// refused from the sizes of n and d, before it is computed.
    pub(crate) fn guarded_pow(&self, e: u32) -> Result<Number, TooLarge> {
        let (n, d) = self.parts();
        let bits = n.bits().max(d.bits());
        // the power has at least (bits − 1)·e + 1 bits
        if bits > 1 && (bits - 1).saturating_mul(u64::from(e)) >= MAX_EXACT_BITS {
            return Err(TooLarge::Digits);
        }
        from_big(BigRational::new_raw(n.pow(e), d.pow(e))).guarded()
    }

    /// The smallest integer ≥ self (exact, unlike a float `ceil`).
    pub(crate) fn ceil(&self) -> Number {
        from_big(self.big().ceil())
    }

    /// The numerator and denominator (denominator > 0, lowest terms).
    pub fn parts(&self) -> (BigInt, BigInt) {
        match &self.0 {
            Repr::Small(n, d) => (BigInt::from(*n), BigInt::from(*d)),
            Repr::Big(r) => (r.numer().clone(), r.denom().clone()),
        }
    }

    /// The exact decimal expansion, when it terminates (the denominator has no prime factor other
    /// than 2 and 5).
    pub fn to_decimal_string(&self) -> Option<String> {
        // in machine integers when they suffice (most numbers of a worksheet)
        if let Repr::Small(n, d) = self.0
            && let Some(text) = small_decimal(n, d)
        {
            return text;
        }
        let (num, den) = self.parts();
        let (num, den) = (&num, &den);
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
        Some(decimal_digits(
            mantissa.is_negative(),
            &mantissa.abs().to_string(),
            places as usize,
        ))
    }

    /// `p/q` in lowest terms, or the integer.
    pub(crate) fn to_fraction_string(&self) -> String {
        match &self.0 {
            Repr::Small(n, 1) => n.to_string(),
            Repr::Small(n, d) => format!("{n}/{d}"),
            Repr::Big(r) if r.is_integer() => r.numer().to_string(),
            Repr::Big(r) => format!("{}/{}", r.numer(), r.denom()),
        }
    }

    /// Writes the value in the given style (see [`NumStyle`]). A terminating decimal of more
    /// than [`MAX_DECIMAL_DIGITS`] digits (1/2¹⁸⁰⁰ has 1,800 decimals) is written `p/q`, as an
    /// answers file could not read it back.
    #[doc(hidden)]
    pub fn display(&self, style: NumStyle) -> String {
        match style {
            NumStyle::Fraction => self.to_fraction_string(),
            NumStyle::Decimal => self
                .to_decimal_string()
                .filter(|d| d.bytes().filter(u8::is_ascii_digit).count() <= MAX_DECIMAL_DIGITS)
                .unwrap_or_else(|| self.to_fraction_string()),
        }
    }

    /// The digits of the longer side of `p/q` when [`Number::display`] writes the number with
    /// more digits than mlex reads back ([`MAX_DECIMAL_DIGITS`] a side); `None` when it reads
    /// back. Decided by bit lengths alone for numbers well within the limit.
    pub(crate) fn unreadable_digits(&self) -> Option<usize> {
        // 3,321 bits hold at most 1000 decimal digits (3321·log₁₀2 = 999.7)
        let Repr::Big(r) = &self.0 else {
            return None;
        };
        if r.numer().bits() <= 3321 && r.denom().bits() <= 3321 {
            return None;
        }
        // a decimal is written only when it has at most MAX_DECIMAL_DIGITS digits, and then its
        // numerator and denominator (a power of ten over a factor) have no more digits either
        let digits = |b: &BigInt| b.magnitude().to_string().len();
        let longer = digits(r.numer()).max(digits(r.denom()));
        (longer > MAX_DECIMAL_DIGITS).then_some(longer)
    }

    /// Rounds half away from zero to `digits` decimals, written with exactly that many decimals.
    pub fn round_to(&self, digits: u32) -> String {
        // m = num·10^digits / den rounded half away from zero, shown as m / 10^digits with
        // every decimal: integer arithmetic only (rational products reduced by a gcd of the
        // long numerators of proven-digits reals twice, which was most of a holdout key's time)
        let (num, den) = self.parts();
        let (mut m, r) = (num * BigInt::from(10).pow(digits)).div_rem(&den);
        if BigInt::from(2) * r.abs() >= den {
            m += if r.is_negative() { -1 } else { 1 };
        }
        decimal_digits(m.is_negative(), &m.abs().to_string(), digits as usize)
    }

    /// The exact decimal expansion has more than `digits` decimals, or does not terminate; known
    /// from the denominator's factors 2 only (false when unsure). Saves writing out the
    /// hundreds of digits of a proven-digits real's value that would only be rounded.
    pub(crate) fn more_decimals_than(&self, digits: u32) -> bool {
        match &self.0 {
            Repr::Small(..) => false,
            Repr::Big(r) => r.denom().trailing_zeros().is_some_and(|t| t > u64::from(digits)),
        }
    }
}

/// Pads (never truncates) a decimal string to `digits` decimals: `0.5` → `0.50`.
#[cfg(test)]
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
        small_ratio(i128::from(i), 1)
    }
}

impl From<i32> for Number {
    fn from(i: i32) -> Self {
        Number::from(i64::from(i))
    }
}

impl From<usize> for Number {
    fn from(i: usize) -> Self {
        from_big(BigRational::from_integer(BigInt::from(i)))
    }
}

impl From<BigRational> for Number {
    /// The same exact value (for notebooks that compute with [`BigRational`] directly).
    fn from(r: BigRational) -> Self {
        from_big(r)
    }
}

impl From<Number> for BigRational {
    fn from(n: Number) -> Self {
        n.into_big()
    }
}

impl FromStr for Number {
    type Err = NumError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Number::parse(s).map(|p| p.value)
    }
}

/// a/b ± c/d with 128-bit intermediates (|a|, |c| < 2⁶³ and 0 < b, d < 2⁶³, so every product
/// is below 2¹²⁶ and the sum below 2¹²⁷).
fn small_add(a: i64, b: i64, c: i64, d: i64, negate: bool) -> Number {
    let c = if negate { -i128::from(c) } else { i128::from(c) };
    if b == d {
        return small_ratio(i128::from(a) + c, i128::from(b));
    }
    small_ratio(
        i128::from(a) * i128::from(d) + c * i128::from(b),
        i128::from(b) * i128::from(d),
    )
}

/// The value as a big integer when it is an integer (borrowed when it is a big one).
fn big_integer(x: &Number) -> Option<std::borrow::Cow<'_, BigInt>> {
    match &x.0 {
        Repr::Small(n, 1) => Some(std::borrow::Cow::Owned(BigInt::from(*n))),
        Repr::Small(..) => None,
        Repr::Big(r) => r.is_integer().then(|| std::borrow::Cow::Borrowed(r.numer())),
    }
}

/// `x op y` on two integers, one of them big, as big integers: the same value as the rational
/// operation, without its gcds with the denominators 1 (a binary gcd of an n-bit number with 1
/// takes about n/2 rounds, and was 69% of `geometric-margin` over 80-digit integers).
fn big_int_op(x: &Number, y: &Number, op: fn(&BigInt, &BigInt) -> BigInt) -> Option<Number> {
    let (a, b) = (big_integer(x)?, big_integer(y)?);
    Some(from_big(BigRational::from_integer(op(a.as_ref(), b.as_ref()))))
}

/// a/b ± c for a/b in lowest terms and an integer c: (a ± cb)/b is in lowest terms already
/// (gcd(a ± cb, b) = gcd(a, b) = 1), so it needs none of the rational sum's gcds.
fn big_plus_integer(r: &BigRational, c: &BigInt, negate: bool) -> Number {
    let cb = c * r.denom();
    let n = if negate { r.numer() - cb } else { r.numer() + cb };
    from_big(BigRational::new_raw(n, r.denom().clone()))
}

/// x ± y with at least one big operand: as integers when both are, as a fraction plus an
/// integer when one is, else the rational sum.
fn big_add(x: &Number, y: &Number, negate: bool) -> Number {
    if let Some(v) = big_int_op(x, y, if negate { |a, b| a - b } else { |a, b| a + b }) {
        return v;
    }
    let (bx, by) = (x.big(), y.big());
    match (bx.is_integer(), by.is_integer()) {
        (false, true) => big_plus_integer(&bx, by.numer(), negate),
        // c ± a/b = (cb ± a)/b
        (true, false) if negate => big_plus_integer(&-by.as_ref(), bx.numer(), false),
        (true, false) => big_plus_integer(&by, bx.numer(), false),
        _ if negate => from_big(bx.as_ref() - by.as_ref()),
        _ => from_big(bx.as_ref() + by.as_ref()),
    }
}

/// (a/b)(c/d) in lowest terms by cancelling across first: g = gcd(a, d), h = gcd(c, b), and
/// (a/g)(c/h) / ((b/h)(d/g)) is reduced. num-rational's product also cancels across, but then
/// reduces the reduced result again, and takes gcds with denominators 1 (each a binary gcd of
/// about n/2 rounds for an n-bit numerator): 57% of `geometric-margin` over 80-digit integers.
fn big_mul(x: &Number, y: &Number) -> Number {
    if let Some(v) = big_int_op(x, y, |a, b| a * b) {
        return v;
    }
    let (bx, by) = (x.big(), y.big());
    if bx.numer().is_zero() || by.numer().is_zero() {
        return from_big(BigRational::from_integer(BigInt::zero()));
    }
    let cancel = |n: &BigInt, d: &BigInt| if d.is_one() { BigInt::one() } else { n.gcd(d) };
    let (g, h) = (cancel(bx.numer(), by.denom()), cancel(by.numer(), bx.denom()));
    let numer = (bx.numer() / &g) * (by.numer() / &h);
    let denom = (bx.denom() / &h) * (by.denom() / &g);
    from_big(BigRational::new_raw(numer, denom))
}

fn add_ref(x: &Number, y: &Number) -> Number {
    match (&x.0, &y.0) {
        (Repr::Small(a, b), Repr::Small(c, d)) => small_add(*a, *b, *c, *d, false),
        _ => big_add(x, y, false),
    }
}

fn sub_ref(x: &Number, y: &Number) -> Number {
    match (&x.0, &y.0) {
        (Repr::Small(a, b), Repr::Small(c, d)) => small_add(*a, *b, *c, *d, true),
        _ => big_add(x, y, true),
    }
}

fn mul_ref(x: &Number, y: &Number) -> Number {
    match (&x.0, &y.0) {
        (Repr::Small(a, b), Repr::Small(c, d)) => {
            small_ratio(i128::from(*a) * i128::from(*c), i128::from(*b) * i128::from(*d))
        }
        _ => big_mul(x, y),
    }
}

macro_rules! binop {
    ($trait:ident, $method:ident, $f:ident) => {
        impl $trait<&Number> for &Number {
            type Output = Number;
            fn $method(self, rhs: &Number) -> Number {
                $f(self, rhs)
            }
        }
        impl $trait<Number> for Number {
            type Output = Number;
            fn $method(self, rhs: Number) -> Number {
                $f(&self, &rhs)
            }
        }
        impl $trait<&Number> for Number {
            type Output = Number;
            fn $method(self, rhs: &Number) -> Number {
                $f(&self, rhs)
            }
        }
    };
}
binop!(Add, add, add_ref);
binop!(Sub, sub, sub_ref);
binop!(Mul, mul, mul_ref);

/// A number that is not zero: the only divisor `/` accepts, so that a division by zero cannot
/// be written. Make one with [`NonZero::new`] (a value from data: `None` for zero, which the
/// caller turns into an error or a result such as "no boundary") or [`NonZero::int`] (a
/// constant). [`Number::checked_div`] divides by a `Number` and says `None` for zero.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NonZero(Number);

impl NonZero {
    /// `n`, unless it is zero.
    pub fn new(n: Number) -> Option<NonZero> {
        (!n.is_zero()).then_some(NonZero(n))
    }

    /// A non-zero integer constant (`NonZero::int(2)` to halve).
    pub fn int(i: std::num::NonZeroI64) -> NonZero {
        NonZero(Number::from(i.get()))
    }

    /// One.
    pub fn one() -> NonZero {
        NonZero(Number::one())
    }

    /// Two.
    pub fn two() -> NonZero {
        NonZero(Number::from(2))
    }

    /// The value.
    pub fn get(&self) -> &Number {
        &self.0
    }

    /// The value.
    pub fn into_inner(self) -> Number {
        self.0
    }
}

impl From<NonZero> for Number {
    fn from(n: NonZero) -> Self {
        n.0
    }
}

fn div_ref(x: &Number, y: &NonZero) -> Number {
    match (&x.0, &(y.0).0) {
        // c ≠ 0
        (Repr::Small(a, b), Repr::Small(c, d)) => {
            small_ratio(i128::from(*a) * i128::from(*d), i128::from(*b) * i128::from(*c))
        }
        _ => from_big(x.big().as_ref() / y.0.big().as_ref()),
    }
}

impl Div<&NonZero> for Number {
    type Output = Number;
    fn div(self, rhs: &NonZero) -> Number {
        div_ref(&self, rhs)
    }
}

impl Div<&NonZero> for &Number {
    type Output = Number;
    fn div(self, rhs: &NonZero) -> Number {
        div_ref(self, rhs)
    }
}

impl Neg for Number {
    type Output = Number;
    fn neg(self) -> Number {
        -&self
    }
}

impl Neg for &Number {
    type Output = Number;
    fn neg(self) -> Number {
        match &self.0 {
            // n ≠ i64::MIN, so −n fits
            Repr::Small(n, d) => Number(Repr::Small(-n, *d)),
            Repr::Big(r) => from_big(-r),
        }
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
    dot_small(a, b).unwrap_or_else(|| a.iter().zip(b).map(|(x, y)| x * y).sum())
}

/// The largest magnitude of a numerator or denominator of [`Repr::Small`].
const SMALL_MAX: i128 = i64::MAX as i128;

/// [`dot`] of machine-size numbers, summed over a common denominator with one reduction at the
/// end (the perceptron's hot loop: each rational `+` and `·` reduces with a 128-bit gcd). Taken
/// only while every product and every partial sum, unreduced, fits in 64 bits: the term-by-term
/// sum then stays small at every step too (a reduced fraction is no larger), so the value, its
/// representation and the work charged (one unit an operation, 2n in all) are the same. `None`
/// otherwise, and the caller takes the general way.
fn dot_small(a: &[Number], b: &[Number]) -> Option<Number> {
    let (mut n, mut d): (i128, i128) = (0, 1);
    let mut terms: u64 = 0;
    for (x, y) in a.iter().zip(b) {
        let (Repr::Small(p, q), Repr::Small(r, s)) = (&x.0, &y.0) else {
            return None;
        };
        // every factor is below 2⁶³, so each product below 2¹²⁶
        let (pn, pd) = (i128::from(*p) * i128::from(*r), i128::from(*q) * i128::from(*s));
        if pn.abs() > SMALL_MAX || pd > SMALL_MAX {
            return None;
        }
        if pd == d {
            n += pn;
        } else if d % pd == 0 {
            n += pn * (d / pd);
        } else if pd % d == 0 {
            n = n * (pd / d) + pn;
            d = pd;
        } else {
            n = n * pd + pn * d;
            d *= pd;
        }
        if n.abs() > SMALL_MAX || d > SMALL_MAX {
            return None;
        }
        terms += 1;
    }
    if terms == 0 {
        return Some(Number::zero());
    }
    charge_work(2 * terms - 1);
    Some(small_ratio(n, d))
}

/// `a + k·b`, element by element.
pub fn axpy(a: &[Number], k: &Number, b: &[Number]) -> Vector {
    a.iter()
        .zip(b)
        .map(|(x, y)| axpy_small(x, k, y).unwrap_or_else(|| x + &(k * y)))
        .collect()
}

/// `x + k·y` of machine-size numbers as one fraction reduced once, when `k·y` unreduced fits in
/// 64 bits (then the general way's product is small as well, and its sum is the same reduced
/// value: same representation, two units of work).
fn axpy_small(x: &Number, k: &Number, y: &Number) -> Option<Number> {
    let (Repr::Small(a, b), Repr::Small(p, q), Repr::Small(r, s)) = (&x.0, &k.0, &y.0) else {
        return None;
    };
    let (pn, pd) = (i128::from(*p) * i128::from(*r), i128::from(*q) * i128::from(*s));
    if pn.abs() > SMALL_MAX || pd > SMALL_MAX {
        return None;
    }
    let (a, b) = (i128::from(*a), i128::from(*b));
    let v = if pd == b {
        small_ratio(a + pn, b)
    } else {
        small_ratio(a * pd + pn * b, b * pd)
    };
    charge_work(1);
    Some(v)
}

/// Writes a vector as `(1, -0.5, 1/6)`.
pub fn display_vector(v: &[Number], style: NumStyle) -> String {
    let mut out = String::with_capacity(2 + 4 * v.len());
    out.push('(');
    for (i, x) in v.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&x.display(style));
    }
    out.push(')');
    out
}

/// [`Number::to_decimal_string`] of a small `n/d` (`d > 0`) in machine integers, the same
/// text as the general path; `None` when `10^places` or the mantissa would overflow (the
/// general path then does it).
fn small_decimal(n: i64, d: i64) -> Option<Option<String>> {
    if d == 1 {
        // a whole number (most of a worksheet's): its digits
        return Some(Some(n.to_string()));
    }
    let mut rest = d.unsigned_abs();
    let (mut twos, mut fives) = (0u32, 0u32);
    while rest > 0 && rest.is_multiple_of(2) {
        rest /= 2;
        twos += 1;
    }
    while rest > 0 && rest.is_multiple_of(5) {
        rest /= 5;
        fives += 1;
    }
    if rest != 1 {
        return Some(None);
    }
    let places = twos.max(fives);
    // n/d = n·(10^places/d) / 10^places
    let mantissa = 10i128
        .checked_pow(places)
        .and_then(|p| (p / i128::from(d)).checked_mul(i128::from(n)))?;
    Some(Some(decimal_digits(
        mantissa < 0,
        &mantissa.unsigned_abs().to_string(),
        places as usize,
    )))
}

/// The decimal text of a mantissa (`digits`, its absolute value) with the point `places`
/// digits from the right.
fn decimal_digits(neg: bool, digits: &str, places: usize) -> String {
    let mut out = String::with_capacity(digits.len().max(places) + 3);
    if neg {
        out.push('-');
    }
    if places == 0 {
        out.push_str(digits);
    } else if digits.len() > places {
        let (i, f) = digits.split_at(digits.len() - places);
        out.push_str(i);
        out.push('.');
        out.push_str(f);
    } else {
        out.push_str("0.");
        out.push_str(&"0".repeat(places - digits.len()));
        out.push_str(digits);
    }
    out
}

#[cfg(test)]
mod tests;
