//! The one place for transcendental functions, and the number type of their results.
//!
//! A [`Real`] is a *ball*: a midpoint (a binary float of the working [`precision`], [`PREC`] =
//! 256 bits or about 77 decimal digits unless a computation asks for more with [`at_precision`])
//! and a radius that bounds the distance to the true value. Every operation widens the
//! radius by its own rounding and by what the radii of its operands can change in its result,
//! so the radius is a proof, not an estimate: the true value lies in [mid − rad, mid + rad].
//! exp, ln and sqrt are computed here with integer arithmetic (`num-bigint`, already used for
//! the exact rationals) to a relative error below 2⁻²⁸⁸, far inside the 20 significant digits
//! that mlex promises from 10⁻³⁰⁰ to 10³⁰⁰ (and beyond: the exponent is a 64-bit integer, so
//! e¹⁰⁰⁰⁰⁰⁰ is a value, not an overflow).
//!
//! Display ([`round_display`], docs/conventions.md "Showing rounded values"): a value is written
//! with `digits` decimals when both ends of its ball round to the same text; otherwise (a value
//! so large that some of those decimals are not known) in scientific notation with `digits`
//! significant digits, or fewer when fewer are known. No digit is ever shown that is not known.

use std::cell::{Cell, RefCell};
use std::cmp::Ordering;

use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::Number;

/// Bits of a midpoint unless a computation asks for more: the working precision of a one-shot
/// value and of the first attempt of an iterative one.
pub const PREC: u64 = 256;

/// The largest working precision an iterative computation is re-run at ([`with_enough_precision`]):
/// 256 → 512 → 1024 → 2048 bits.
pub const MAX_PREC: u64 = 2048;

thread_local! {
    static WORKING: Cell<u64> = const { Cell::new(PREC) };
}

/// The working precision of this thread: the bits of every midpoint computed now.
pub fn precision() -> u64 {
    WORKING.with(Cell::get)
}

/// Runs `f` with the working precision of this thread set to `bits` (at least 64), restoring
/// it afterwards (even when `f` panics). Constants (ln 2, π) and the conversions of exact
/// numbers follow the working precision.
pub fn at_precision<T>(bits: u64, f: impl FnOnce() -> T) -> T {
    struct Restore(u64);
    impl Drop for Restore {
        fn drop(&mut self) {
            WORKING.with(|w| w.set(self.0));
        }
    }
    let _restore = Restore(WORKING.with(|w| w.replace(bits.max(64))));
    f()
}

/// A result computed at a working precision.
#[derive(Clone, Debug, PartialEq)]
pub struct Precise<T> {
    /// The result.
    pub value: T,
    /// The working precision it was computed at, in bits.
    pub bits: u64,
    /// Whether every value of it is [sharp](Real::is_sharp) (always, below [`MAX_PREC`]).
    pub proven: bool,
}

/// Adaptive precision, as Arb does it: runs `attempt` at [`PREC`] bits and, while it reports
/// that some value came out too wide (`Err`), again at twice the precision, up to [`MAX_PREC`].
/// `attempt(last)` may give up early (`Err` with a partial result) unless `last` is true: then
/// it runs to the end and `Err` means a result whose balls are wider than the shown digits
/// (`proven: false`; its balls are still right, so it shows what is known).
pub fn with_enough_precision<T>(mut attempt: impl FnMut(bool) -> Result<T, T>) -> Precise<T> {
    let mut bits = PREC;
    loop {
        let last = bits >= MAX_PREC;
        match at_precision(bits, || attempt(last)) {
            Ok(value) => {
                return Precise {
                    value,
                    bits,
                    proven: true,
                };
            }
            Err(value) if last => {
                return Precise {
                    value,
                    bits,
                    proven: false,
                };
            }
            Err(_) => bits *= 2,
        }
    }
}

/// The note of a run that stayed [unproven](Precise::proven) at [`MAX_PREC`].
pub(crate) fn unproven_note(lang: crate::i18n::Lang) -> String {
    lang.ta("probabilistic-unproven", &[("bits", MAX_PREC.into())])
}

/// Guard bits of the function kernels (their results are rounded to the working precision
/// afterwards).
const GUARD: u64 = 64;

/// e^x overflows for x ≥ 2^19 = 524288 (e^x would have more than 227000 digits), and is a ball
/// around 0 below −2^19.
const EXP_LIMIT_BITS: u64 = 19;

/// Balls are shown and compared with their binary exponents within ±2^21 (10^±631305): a radius
/// below 2^−2²¹ is widened to it, a midpoint below it counts as 0, and a value above it is
/// `not computable` (no `digits` can show it).
const SHOWN_EXP: i64 = 1 << 21;

/// A ball is sharp when its radius is below 2^−SHARP_BITS (see [`Real::is_sharp`]): 6 decimal
/// digits below the 15 decimals a value may be shown with.
const SHARP_BITS: i64 = 72;

/// Why a transcendental function has no value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RealError {
    /// The result has more than 227000 digits (e^x for x ≥ 2¹⁹ = 524288).
    Overflow,
    /// ln or sqrt of a value outside the domain, or a division by zero.
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

/// An upper bound m·2^e (m < 2³³), for radii: 32 significant bits are plenty for a bound, and
/// rounding every radius operation up keeps it a bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Mag {
    m: u64,
    e: i64,
}

impl Mag {
    const ZERO: Mag = Mag { m: 0, e: 0 };

    /// 2^e.
    fn pow2(e: i64) -> Mag {
        Mag { m: 1 << 31, e: e - 31 }
    }

    /// v·2^e rounded up to 32 bits.
    fn up(v: u128, e: i64) -> Mag {
        if v == 0 {
            return Mag::ZERO;
        }
        let bits = 128 - i64::from(v.leading_zeros());
        if bits <= 32 {
            return Mag { m: v as u64, e };
        }
        let shift = (bits - 32) as u32;
        let inexact = v & ((1u128 << shift) - 1) != 0;
        let m = (v >> shift) as u64 + u64::from(inexact);
        Mag {
            m,
            e: e + i64::from(shift),
        }
    }

    /// An upper bound of |n|·2^e.
    fn of_big(n: &BigInt, e: i64) -> Mag {
        let bits = n.bits();
        if bits <= 64 {
            return Mag::up(u128::from(n.magnitude().to_u64().unwrap_or(u64::MAX)), e);
        }
        let shift = bits - 64;
        let top = (n.magnitude() >> shift).to_u64().unwrap_or(u64::MAX);
        // one more unit covers the bits shifted out
        Mag::up(u128::from(top) + 1, e + shift as i64)
    }

    /// A lower bound of |n|·2^e.
    fn of_big_down(n: &BigInt, e: i64) -> Mag {
        let bits = n.bits();
        let (top, shift) = if bits <= 32 {
            (n.magnitude().to_u64().unwrap_or(0), 0)
        } else {
            ((n.magnitude() >> (bits - 32)).to_u64().unwrap_or(0), bits - 32)
        };
        Mag {
            m: top,
            e: e + shift as i64,
        }
    }

    fn is_zero(self) -> bool {
        self.m == 0
    }

    /// The exponent just above the bound: self < 2^top.
    fn top(self) -> i64 {
        self.e + 64 - i64::from(self.m.leading_zeros())
    }

    fn add(self, o: Mag) -> Mag {
        if self.is_zero() {
            return o;
        }
        if o.is_zero() {
            return self;
        }
        let (hi, lo) = if self.e >= o.e { (self, o) } else { (o, self) };
        let gap = hi.e - lo.e;
        if gap > 64 {
            // lo < 2^(lo.e + 33) ≤ 2^(hi.e − 32): less than one unit of hi·2^32 at 2^(hi.e − 32).
            // (One unit of hi itself is as large as hi when its mantissa is small: 1 = 1·2^0
            // plus anything tiny was 2, and a bound carried through a thousand steps doubled
            // at each.)
            return Mag::up((u128::from(hi.m) << 32) + 1, hi.e - 32);
        }
        Mag::up((u128::from(hi.m) << gap) + u128::from(lo.m), lo.e)
    }

    fn mul(self, o: Mag) -> Mag {
        Mag::up(u128::from(self.m) * u128::from(o.m), self.e + o.e)
    }

    /// self / o rounded up; `None` when o is zero.
    fn div(self, o: Mag) -> Option<Mag> {
        if o.is_zero() {
            return None;
        }
        let q = (u128::from(self.m) << 64).div_ceil(u128::from(o.m));
        Some(Mag::up(q, self.e - o.e - 64))
    }

    /// m·2^e exactly, as (integer, exponent).
    fn exact(self) -> (BigInt, i64) {
        (BigInt::from(self.m), self.e)
    }

    fn le(self, o: Mag) -> bool {
        let (a, b) = (self.exact(), o.exact());
        dyadic_cmp(&a.0, a.1, &b.0, b.1) != Ordering::Greater
    }
}

/// An upper bound of a non-negative quantity, for an error carried by hand from step to step
/// (the mean-value form of a training run): 32 significant bits, every operation rounded up, as
/// the radii of [`Real`] are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bound(Mag);

impl Bound {
    /// Zero.
    pub const ZERO: Bound = Bound(Mag::ZERO);

    /// An upper bound of |n|.
    pub fn of_number(n: &Number) -> Bound {
        let r = Real::from_number(n);
        Bound(r.mag().add(r.rad))
    }

    /// An upper bound of |x|: |mid| + radius.
    pub fn upper_of(x: &Real) -> Bound {
        Bound(x.mag().add(x.rad))
    }

    /// The radius of `x` (an upper bound of the distance of its midpoint to the true value).
    pub fn radius_of(x: &Real) -> Bound {
        Bound(x.rad)
    }

    /// An upper bound of `self + o`.
    #[must_use]
    pub fn plus(self, o: Bound) -> Bound {
        Bound(self.0.add(o.0))
    }

    /// An upper bound of `self · o`.
    #[must_use]
    pub fn times(self, o: Bound) -> Bound {
        Bound(self.0.mul(o.0))
    }

    /// Whether the bound is zero.
    pub fn is_zero(self) -> bool {
        self.0.is_zero()
    }

    /// Whether `self ≤ o`.
    pub fn le(self, o: Bound) -> bool {
        self.0.le(o.0)
    }
}

/// A real number known to lie in [mid − rad, mid + rad], mid = man·2^exp.
#[derive(Clone, Debug, PartialEq)]
pub struct Real {
    man: BigInt,
    exp: i64,
    rad: Mag,
}

fn dyadic_cmp(a: &BigInt, ea: i64, b: &BigInt, eb: i64) -> Ordering {
    let e = ea.min(eb);
    let sa = (ea - e) as usize;
    let sb = (eb - e) as usize;
    // cheap answers first: different signs, or very different sizes
    match (a.sign(), b.sign()) {
        (Sign::Minus, Sign::Minus) | (Sign::Plus, Sign::Plus) => {}
        (sa_, sb_) => return sign_rank(sa_).cmp(&sign_rank(sb_)),
    }
    let ta = a.bits() as i64 + ea;
    let tb = b.bits() as i64 + eb;
    if ta != tb {
        let bigger_a = ta > tb;
        return match (a.is_negative(), bigger_a) {
            (false, true) | (true, false) => Ordering::Greater,
            _ => Ordering::Less,
        };
    }
    (a << sa).cmp(&(b << sb))
}

fn sign_rank(s: Sign) -> i8 {
    match s {
        Sign::Minus => -1,
        Sign::NoSign => 0,
        Sign::Plus => 1,
    }
}

/// BigInt · 2^e as an exact rational. In lowest terms by the factors 2 of `m` alone: the gcd of
/// `m` and 2^−e is 2 to the fewer of their zero bits (a general gcd of a long approximation's
/// mantissa and a power of two, bit by bit, was a fifth of grading a holdout question).
fn dyadic_to_rational(m: &BigInt, e: i64) -> BigRational {
    if e >= 0 {
        BigRational::from_integer(m << e as usize)
    } else if m.is_zero() {
        BigRational::zero()
    } else {
        let k = e.unsigned_abs();
        let t = m.trailing_zeros().unwrap_or(0).min(k);
        BigRational::new_raw(m >> t as usize, BigInt::one() << (k - t) as usize)
    }
}

impl Real {
    /// An exact small integer.
    pub fn from_i64(i: i64) -> Real {
        Real::exact_dyadic(BigInt::from(i), 0)
    }

    /// Zero, exactly.
    pub fn zero() -> Real {
        Real::from_i64(0)
    }

    /// One, exactly.
    pub fn one() -> Real {
        Real::from_i64(1)
    }

    fn exact_dyadic(man: BigInt, exp: i64) -> Real {
        Real {
            man,
            exp,
            rad: Mag::ZERO,
        }
        .normalized()
    }

    /// Rounds the midpoint to the working [`precision`], adding the rounding to the radius.
    fn normalized(mut self) -> Real {
        let words = precision().div_ceil(64);
        super::charge_work(words.saturating_mul(words));
        let bits = self.man.bits();
        let prec = precision();
        if bits > prec {
            let shift = bits - prec;
            let inexact = self.man.magnitude().trailing_zeros().is_some_and(|t| t < shift);
            let neg = self.man.is_negative();
            let mag = self.man.magnitude() >> shift;
            self.man = BigInt::from_biguint(if neg { Sign::Minus } else { Sign::Plus }, mag);
            self.exp += shift as i64;
            if inexact {
                self.rad = self.rad.add(Mag::pow2(self.exp));
            }
        }
        if self.man.is_zero() {
            self.exp = 0;
        }
        self
    }

    /// The nearest value to an exact number (exact when it is a short binary fraction).
    pub fn from_number(n: &Number) -> Real {
        let (p, q) = n.parts();
        let (p, q) = (&p, &q);
        if p.is_zero() {
            return Real::zero();
        }
        let tz = q.trailing_zeros().unwrap_or(0);
        if q.bits() == tz + 1 {
            // q = 2^tz
            return Real::exact_dyadic(p.clone(), -(tz as i64));
        }
        let k = precision() as i64 + 2 + q.bits() as i64 - p.bits() as i64;
        let (num, den) = if k >= 0 {
            (p.magnitude() << k as usize, q.magnitude().clone())
        } else {
            (p.magnitude().clone(), q.magnitude() << (-k) as usize)
        };
        let (quot, rem) = num.div_rem(&den);
        let man = BigInt::from_biguint(p.sign(), quot);
        let rad = if rem.is_zero() { Mag::ZERO } else { Mag::pow2(-k) };
        Real { man, exp: -k, rad }.normalized()
    }

    /// A number carried as an exact rational from an earlier computation of this module (a
    /// boundary point solved from a rounded logarithm, a quotient by a rounded norm): its ball
    /// covers 2⁻²⁰⁰ of its value (60 digits), far more than such a computation loses.
    pub fn from_approx(n: &Number) -> Real {
        let x = Real::from_number(n);
        let m = x.mag();
        x.widen(Mag { m: m.m, e: m.e - 200 })
    }

    /// The midpoint, exactly.
    pub fn mid(&self) -> Number {
        Number::from(dyadic_to_rational(&self.man, self.exp))
    }

    /// The lowest and highest values the true value may have, as exact dyadics (m, e) = m·2^e.
    /// For display a non-zero radius is taken at least 2^−256 of the value (or 2^−2²¹ =
    /// 10⁻⁶³¹³⁰⁵ near 0), far below any shown digit, so that a value near 10⁻³⁰⁰⁰⁰⁰ is not
    /// written out in full.
    fn ends(&self) -> (Dyadic, Dyadic) {
        let (man, exp, rad) = if self.top() < -SHOWN_EXP {
            (BigInt::zero(), 0, self.rad.add(self.mag()))
        } else {
            (self.man.clone(), self.exp, self.rad)
        };
        let top = if man.is_zero() { 0 } else { self.top().min(0) };
        let floor = (top - 256).max(-SHOWN_EXP);
        let rad = if !rad.is_zero() && rad.top() < floor {
            Mag::pow2(floor)
        } else {
            rad
        };
        let (rm, re) = rad.exact();
        let e = exp.min(re);
        let m = &man << (exp - e) as usize;
        let r = rm << (re - e) as usize;
        ((&m - &r, e), (m + r, e))
    }

    /// The lowest and highest values the true value may have, as numbers (a tiny non-zero
    /// radius is widened as for display: see `SHOWN_EXP`).
    pub fn bounds(&self) -> (Number, Number) {
        let ((lo, le), (hi, he)) = self.ends();
        (
            Number::from(dyadic_to_rational(&lo, le)),
            Number::from(dyadic_to_rational(&hi, he)),
        )
    }

    /// Whether the value is too large (or its ball too wide) to be shown at all.
    fn beyond_display(&self) -> bool {
        self.top() > SHOWN_EXP || self.rad.top() > SHOWN_EXP
    }

    /// Whether the ball is narrow enough for every digit mlex may show (`digits` ≤ 15): its
    /// radius is below 2^−72 (10^−21.6), or, for a value too large for that at the working
    /// precision, the ball lost fewer than 64 of its bits (it is then shown in scientific
    /// notation, as a one-shot value of that size is). Iterative computations re-run at a
    /// higher precision until every value is sharp ([`with_enough_precision`]).
    pub fn is_sharp(&self) -> bool {
        self.rad.is_zero()
            || self.rad.top() <= -SHARP_BITS
            || (!self.man.is_zero() && self.rad.top() <= self.top() + 64 - precision() as i64)
    }

    /// Whether the value is known exactly (the radius is zero).
    pub fn is_exact(&self) -> bool {
        self.rad.is_zero()
    }

    /// Whether the midpoint is zero (the true value is within the radius of 0).
    pub fn is_zero(&self) -> bool {
        self.man.is_zero()
    }

    /// Whether the midpoint is negative.
    pub fn is_negative(&self) -> bool {
        self.man.is_negative()
    }

    /// The sign of the true value when it is known: `None` when the ball contains 0 and is not
    /// exactly 0.
    pub fn sign(&self) -> Option<Ordering> {
        if self.man.is_zero() {
            return self.rad.is_zero().then_some(Ordering::Equal);
        }
        let m = Mag::of_big_down(&self.man, self.exp);
        if self.rad.le(m) && self.rad != m {
            Some(if self.man.is_negative() {
                Ordering::Less
            } else {
                Ordering::Greater
            })
        } else {
            None
        }
    }

    /// Compares the midpoints (the decisions mlex takes on rounded values, such as a stopping
    /// test, follow the midpoint; with 77 digits they can only differ from the true order when
    /// two values agree to about 70 digits).
    pub fn cmp_mid(&self, o: &Real) -> Ordering {
        dyadic_cmp(&self.man, self.exp, &o.man, o.exp)
    }

    /// −self.
    pub fn neg(&self) -> Real {
        Real {
            man: -&self.man,
            exp: self.exp,
            rad: self.rad,
        }
    }

    /// |self|.
    pub fn abs(&self) -> Real {
        Real {
            man: self.man.abs(),
            exp: self.exp,
            rad: self.rad,
        }
    }

    /// An upper bound of |mid|.
    fn mag(&self) -> Mag {
        Mag::of_big(&self.man, self.exp)
    }

    /// The exponent just above |mid|: |mid| < 2^top.
    fn top(&self) -> i64 {
        self.man.bits() as i64 + self.exp
    }

    /// Whether |x| < 2^`bits` for certain (midpoint and radius alike): a cheap bound on how many
    /// integer digits the value is written with.
    pub fn below_pow2(&self, bits: i64) -> bool {
        (self.man.is_zero() || self.top() < bits) && (self.rad.is_zero() || self.rad.top() < bits)
    }

    /// Whether |midpoint| ≥ 10^[`crate::num::MAX_EXPONENT`]: a value too large for an answers
    /// file, whose numbers mlex reads with exponents up to ±1000.
    pub fn beyond_answers(&self) -> bool {
        // below 2^3321 < 10^1000 for certain: no power of ten is made
        if self.top() < 3321 {
            return false;
        }
        let limit = Number::from_bigints(BigInt::from(10).pow(super::MAX_EXPONENT), BigInt::one());
        limit.is_some_and(|l| self.abs().cmp_mid(&Real::from_number(&l)) != Ordering::Less)
    }

    /// self + o.
    pub fn add(&self, o: &Real) -> Real {
        let rad = self.rad.add(o.rad);
        if o.man.is_zero() {
            return Real { rad, ..self.clone() };
        }
        if self.man.is_zero() {
            return Real { rad, ..o.clone() };
        }
        // an addend far below the last bit the sum keeps only widens the ball: the last bit of
        // the larger one at the working precision (not its own last bit, which for a short
        // exact value such as 1 is far higher: 1 + 2⁻²⁰⁰ was 1 ± 2⁻²⁰⁰ at any precision, and
        // a softmax of logits 140 apart lost 120 of its 256 bits in it)
        let (big, small) = if self.top() >= o.top() { (self, o) } else { (o, self) };
        let last = big.exp.min(big.top() - precision() as i64);
        if small.top() < last - 2 * GUARD as i64 {
            return Real {
                man: big.man.clone(),
                exp: big.exp,
                rad: rad.add(small.mag()),
            };
        }
        let e = self.exp.min(o.exp);
        let man = (&self.man << (self.exp - e) as usize) + (&o.man << (o.exp - e) as usize);
        Real { man, exp: e, rad }.normalized()
    }

    /// self − o.
    pub fn sub(&self, o: &Real) -> Real {
        self.add(&o.neg())
    }

    /// self · o.
    pub fn mul(&self, o: &Real) -> Real {
        // |ab − a'b'| ≤ |a|·rb + |b|·ra + ra·rb
        let rad = self
            .mag()
            .mul(o.rad)
            .add(o.mag().mul(self.rad))
            .add(self.rad.mul(o.rad));
        Real {
            man: &self.man * &o.man,
            exp: self.exp + o.exp,
            rad,
        }
        .normalized()
    }

    /// self / o; a divisor whose ball contains 0 is a domain error.
    pub fn div(&self, o: &Real) -> Result<Real, RealError> {
        if o.sign().is_none_or(|s| s == Ordering::Equal) {
            return Err(RealError::Domain);
        }
        let k = precision() as i64 + 2 + o.man.bits() as i64 - self.man.bits() as i64;
        let (num, den) = if k >= 0 {
            (self.man.magnitude() << k as usize, o.man.magnitude().clone())
        } else {
            (self.man.magnitude().clone(), o.man.magnitude() << (-k) as usize)
        };
        let (quot, rem) = num.div_rem(&den);
        let neg = self.man.is_negative() != o.man.is_negative();
        let man = BigInt::from_biguint(if neg { Sign::Minus } else { Sign::Plus }, quot);
        let exp = self.exp - o.exp - k;
        let mut rad = if rem.is_zero() { Mag::ZERO } else { Mag::pow2(exp) };
        if !(self.rad.is_zero() && o.rad.is_zero()) {
            // |a/b − a'/b'| ≤ (ra + |a/b|·rb) / (|b| − rb)
            let q = Mag::of_big(&man, exp).add(rad);
            let (rm, re) = o.rad.exact();
            let e = re.min(o.exp);
            let low = (o.man.abs() << (o.exp - e) as usize) - (rm << (re - e) as usize);
            let den = Mag::of_big_down(&low, e);
            rad = rad.add(self.rad.add(q.mul(o.rad)).div(den).ok_or(RealError::Domain)?);
        }
        Ok(Real { man, exp, rad }.normalized())
    }

    /// The midpoint alone, as an exact value (radius 0).
    pub fn center(&self) -> Real {
        Real {
            man: self.man.clone(),
            exp: self.exp,
            rad: Mag::ZERO,
        }
    }

    /// The radius, as an exact value.
    pub fn radius(&self) -> Real {
        let (m, e) = self.rad.exact();
        Real::exact_dyadic(m, e)
    }

    /// The same midpoint with the radius widened by |r| (for a bound worked out elsewhere, such
    /// as the mean-value form |f'|·rad of a polynomial step).
    pub fn widen_by(&self, r: &Real) -> Real {
        self.clone().widen(r.mag().add(r.rad))
    }

    /// The same midpoint with the radius widened by `b` (an error bound worked out elsewhere).
    pub fn widened(&self, b: Bound) -> Real {
        self.clone().widen(b.0)
    }

    /// Adds a relative error bound of 2^−bits of |mid| to the radius (a kernel's error).
    fn with_rel_error(mut self, bits: u64) -> Real {
        let m = self.mag();
        self.rad = self.rad.add(Mag {
            m: m.m,
            e: m.e - bits as i64,
        });
        self
    }

    /// Widens the radius by `r`.
    fn widen(mut self, r: Mag) -> Real {
        self.rad = self.rad.add(r);
        self
    }
}

impl std::str::FromStr for Real {
    type Err = super::NumError;

    /// The nearest value to a number in spec notation (`0.1`, `1e-3`, `1/3`).
    fn from_str(s: &str) -> Result<Real, Self::Err> {
        Number::parse(s).map(|p| Real::from_number(&p.value))
    }
}

// ---------------------------------------------------------------------------------------------
// Kernels: fixed-point integer arithmetic. `x` at scale s is the integer X with X ≈ x·2^s; every
// truncation errs by less than one unit of the scale, and each kernel counts its units.

/// ln 2 at scale `s` (error below one unit), cached (per thread) at the largest scale asked so
/// far, at least the one of the [`PREC`] kernels.
fn ln2_fixed(s: u64) -> BigInt {
    const SCALE: u64 = PREC + 2 * GUARD + 64;
    thread_local! {
        static CACHE: RefCell<Option<(u64, BigInt)>> = const { RefCell::new(None) };
    }
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        let fits = c.as_ref().is_some_and(|(scale, _)| s <= *scale);
        if !fits {
            let scale = s.max(SCALE) + 64;
            *c = Some((scale, ln2_series(scale)));
        }
        match c.as_ref() {
            Some((scale, v)) => v >> (scale - s) as usize,
            None => ln2_series(s),
        }
    })
}

/// ln 2 = 2·atanh(1/3) = 2 Σ 1/((2k+1)·3^(2k+1)) at scale s, with 16 guard bits: each term errs
/// by under 2 units and there are fewer than s/3 terms, so the sum errs by under 2^16 units of the
/// guard scale, i.e. under one unit at scale s.
fn ln2_series(s: u64) -> BigInt {
    let w = s + 16;
    let mut t: BigInt = (BigInt::one() << w as usize) / 3u32;
    let mut sum = BigInt::zero();
    let mut k: u64 = 0;
    while !t.is_zero() {
        sum += &t / (2 * k + 1);
        t /= 9;
        k += 1;
    }
    (sum << 1usize) >> 16usize
}

/// e^x for an exact dyadic x = man·2^exp with |x| ≤ 2^40: (Y, e) with e^x = Y·2^e to a relative
/// error below 2^−(precision + GUARD/2).
fn exp_kernel(man: &BigInt, exp: i64) -> (BigInt, i64) {
    // work scale of the reduced argument and of the series
    let w = precision() + GUARD + 16;
    // n = round(x / ln 2), from a 64-fractional-bit approximation (any n works; a good one keeps
    // the reduced argument small)
    let x64 = shift(man, exp + 64);
    let l64 = ln2_fixed(64);
    let n = round_div(&x64, &l64);
    // r = x − n ln 2 at scale w + 48: x exactly or within one unit, n ln 2 within |n| + 1 ≤ 2^42
    // units; at scale w that is within one unit.
    let s = w + 48;
    let xs = shift(man, exp + s as i64);
    let r = (xs - &n * ln2_fixed(s)) >> 48usize;
    // e^r = (e^(r/2^K))^(2^K): the series of e^t for |t| < 2^−20 at scale sc converges in fewer
    // than sc/20 terms, each within 2 units; each squaring doubles the relative error and adds a
    // unit, so K = 20 squarings leave a relative error under 2^(K + 7 − sc) = 2^−(w − 7).
    const K: u64 = 20;
    let sc = w + K;
    let one = BigInt::one() << sc as usize;
    let mut sum = one.clone();
    let mut term = one;
    let mut i: u64 = 1;
    loop {
        term = ((&term * &r) >> sc as usize) / i;
        if term.is_zero() {
            break;
        }
        sum += &term;
        i += 1;
    }
    for _ in 0..K {
        sum = (&sum * &sum) >> sc as usize;
    }
    let n = n.to_i64().unwrap_or(0);
    (sum, n - sc as i64)
}

/// m·2^e at scale 0 (truncated toward −∞ when e < 0).
fn shift(m: &BigInt, e: i64) -> BigInt {
    if e >= 0 { m << e as usize } else { m >> (-e) as usize }
}

/// a/b rounded to the nearest integer (b > 0).
fn round_div(a: &BigInt, b: &BigInt) -> BigInt {
    let twice = (a << 1usize) + b;
    twice.div_floor(&(b << 1usize))
}

/// ln x for an exact dyadic x = man·2^exp > 0: (Y, e) with ln x = Y·2^e, to an absolute error
/// below 2^−(precision + GUARD/2) relative to |ln x| (the argument is reduced around 1 exactly).
fn ln_kernel(man: &BigInt, exp: i64) -> (BigInt, i64) {
    let w = precision() + GUARD;
    let b = man.bits();
    // x = f·2^E with f = man/D, D = 2^(b−1) or 2^b so that f ∈ [√2/2, √2)
    let mut d_bits = b - 1;
    if (man * man) > (BigInt::one() << (2 * b - 1) as usize) {
        d_bits = b;
    }
    let e_total = exp + d_bits as i64;
    let d = BigInt::one() << d_bits as usize;
    let num = man - &d;
    let den = man + &d;
    // ln f = 2 atanh(t), t = (f − 1)/(f + 1) = num/den, |t| ≤ 0.172; t at a scale st that gives
    // it w + 8 significant bits however close f is to 1.
    let atanh = if num.is_zero() {
        None
    } else {
        let st = w + 8 + den.bits() - num.bits() + 1;
        let t = (&num << st as usize) / &den;
        let t2 = (&t * &t) >> st as usize;
        let mut p = t.clone();
        let mut sum = t;
        let mut k: u64 = 1;
        loop {
            p = (&p * &t2) >> st as usize;
            let term = &p / (2 * k + 1);
            if term.is_zero() {
                break;
            }
            sum += term;
            k += 1;
        }
        Some((sum << 1usize, st))
    };
    match (e_total, atanh) {
        (0, None) => (BigInt::zero(), 0),
        (0, Some((a, st))) => (a, -(st as i64)),
        (e, a) => {
            // |E·ln 2| ≥ ln 2 dominates |ln f| ≤ 0.35: both at scale w + 8 + bits(E)
            let eb = BigInt::from(e);
            let s = w + 8 + eb.bits();
            let mut y = &eb * ln2_fixed(s);
            if let Some((a, st)) = a {
                y += shift(&a, s as i64 - st as i64);
            }
            (y, -(s as i64))
        }
    }
}

/// e^x.
pub fn exp(x: &Real) -> Result<Real, RealError> {
    charge_kernel();
    if x.man.is_zero() && x.rad.is_zero() {
        return Ok(Real::one());
    }
    let top = x.top();
    if top > EXP_LIMIT_BITS as i64 {
        if x.man.is_negative() {
            // e^x < 2^(−2^40)
            return Ok(Real {
                man: BigInt::zero(),
                exp: 0,
                rad: Mag::pow2(-(1i64 << EXP_LIMIT_BITS)),
            });
        }
        return Err(RealError::Overflow);
    }
    let (y, e) = exp_kernel(&x.man, x.exp);
    let y = Real::exact_dyadic(y, e).with_rel_error(precision() + GUARD / 2);
    if x.rad.is_zero() {
        return Ok(y);
    }
    // e^(x ± r) − e^x ≤ e^x (e^r − 1) ≤ e^x · 2r for r ≤ 1/2, else e^x · 2^(2r + 1)
    let grow = if x.rad.top() <= -1 {
        x.rad.mul(Mag::pow2(1))
    } else {
        let r = x.rad.exact();
        let r = dyadic_to_rational(&r.0, r.1)
            .ceil()
            .to_integer()
            .to_i64()
            .unwrap_or(i64::MAX / 4);
        if r > 1 << EXP_LIMIT_BITS {
            return Err(RealError::Overflow);
        }
        Mag::pow2(2 * r + 1)
    };
    let extra = y.mag().add(y.rad).mul(grow);
    Ok(y.widen(extra))
}

/// The natural logarithm, for x > 0 (a ball reaching 0 is a domain error).
pub fn ln(x: &Real) -> Result<Real, RealError> {
    charge_kernel();
    if x.sign() != Some(Ordering::Greater) {
        return Err(RealError::Domain);
    }
    let (y, e) = ln_kernel(&x.man, x.exp);
    let y = Real::exact_dyadic(y, e).with_rel_error(precision() + GUARD / 2);
    if x.rad.is_zero() {
        return Ok(y);
    }
    // |ln(x ± r) − ln x| ≤ r / (x − r)
    let (rm, re) = x.rad.exact();
    let e0 = re.min(x.exp);
    let low = (&x.man << (x.exp - e0) as usize) - (rm << (re - e0) as usize);
    let extra = x.rad.div(Mag::of_big_down(&low, e0)).ok_or(RealError::Domain)?;
    Ok(y.widen(extra))
}

/// ln(1 + x) for x > −1, keeping its relative precision when x is tiny (the logistic loss of
/// a large margin, ln(1 + e⁻⁸⁰⁰) ≈ e⁻⁸⁰⁰).
pub fn ln_1p(x: &Real) -> Result<Real, RealError> {
    let top = x.top();
    if top > -16 || x.man.is_zero() {
        return ln(&Real::one().add(x));
    }
    // |x| < 2^top ≤ 2^−16: x − x²/2 + x³/3 − … to the power `terms`, with
    // |x|^terms < 2^−(p+GUARD) at the working precision p; the tail left out is below twice its
    // first term, 2|x|^(terms+1) < |x|·2^(1 − p − GUARD).
    let bits = precision() + GUARD;
    let terms = bits / top.unsigned_abs() + 1;
    let mut p = x.clone();
    let mut sum = x.clone();
    for k in 2..=terms {
        p = p.mul(x);
        let term = p.div(&Real::from_i64(k as i64))?;
        sum = if k % 2 == 0 { sum.sub(&term) } else { sum.add(&term) };
    }
    let tail = x.mag().add(x.rad).mul(Mag::pow2(1 - bits as i64));
    Ok(sum.widen(tail))
}

/// The square root, for x ≥ 0 (a ball reaching below 0 is a domain error unless its midpoint
/// is ≥ 0).
pub fn sqrt(x: &Real) -> Result<Real, RealError> {
    charge_kernel();
    if x.man.is_negative() {
        return Err(RealError::Domain);
    }
    if x.man.is_zero() {
        // √[0, r] ⊂ [0, √r]
        return Ok(Real {
            man: BigInt::zero(),
            exp: 0,
            rad: if x.rad.is_zero() {
                Mag::ZERO
            } else {
                Mag::pow2(x.rad.top() / 2 + 1)
            },
        });
    }
    // M = man·2^s with M of at least 2p + 2 bits (p the working precision) and exp − s even:
    // √x = √M · 2^((exp−s)/2)
    let mut s = (2 * precision() + 2).saturating_sub(x.man.bits()) as i64;
    if (x.exp - s) % 2 != 0 {
        s += 1;
    }
    let m = &x.man << s as usize;
    let root = m.sqrt();
    let e = (x.exp - s) / 2;
    let inexact = &root * &root != m;
    let mut y = Real::exact_dyadic(root.clone(), e);
    if inexact {
        y = y.widen(Mag::pow2(e));
    }
    if x.rad.is_zero() {
        return Ok(y);
    }
    // |√(x ± r) − √x| ≤ r/√x ≤ r/⌊√x⌋ while r < x; else the ball is [0, √(x + r)]
    let low = Mag::of_big_down(&x.man, x.exp);
    if x.rad.le(low) && x.rad != low {
        let extra = x.rad.div(Mag::of_big_down(&root, e)).ok_or(RealError::Domain)?;
        Ok(y.widen(extra))
    } else {
        let hi = x.mag().add(x.rad);
        Ok(Real {
            man: BigInt::zero(),
            exp: 0,
            rad: Mag::pow2(hi.top() / 2 + 1),
        })
    }
}

/// The square root of an exact number: exact when the number is a perfect square of a rational
/// (`9/16` → `3/4`), otherwise `None` (use [`sqrt`]).
pub fn exact_sqrt(x: &Number) -> Option<Number> {
    if x.is_negative() {
        return None;
    }
    let (p, q) = x.parts();
    let (rp, rq) = (p.sqrt(), q.sqrt());
    if (&rp * &rp) == p && (&rq * &rq) == q {
        Some(Number::from(BigRational::new(rp, rq)))
    } else {
        None
    }
}

/// log(Σ e^{xᵢ}) in the stable form max + log Σ e^{xᵢ − max}, so logits of ±1000 work.
#[cfg(test)]
pub fn log_sum_exp(xs: &[Real]) -> Result<Real, RealError> {
    let Some(max) = xs.iter().max_by(|a, b| a.cmp_mid(b)) else {
        return Err(RealError::Domain);
    };
    let mut sum = Real::zero();
    for x in xs {
        sum = sum.add(&exp(&x.sub(max))?);
    }
    Ok(max.add(&ln(&sum)?))
}

/// softplus(x) = ln(1 + eˣ), stable for any x: max(x, 0) + ln(1 + e^−|x|), with ln(1 + ε) by its
/// series when ε is tiny. The logistic loss is ln(1 + e⁻ᶻ) = softplus(−z).
pub fn softplus(x: &Real) -> Result<Real, RealError> {
    let positive = x.man.is_positive();
    let e = exp(&x.abs().neg())?;
    let tail = ln_1p(&e)?;
    Ok(if positive { x.add(&tail) } else { tail })
}

/// ln 2 at the working precision.
pub fn ln_2() -> Real {
    let s = precision() + GUARD;
    Real {
        man: ln2_fixed(s),
        exp: -(s as i64),
        rad: Mag::pow2(-(s as i64)),
    }
    .normalized()
}

/// π at the working precision p, from Machin's formula π = 16 atan(1/5) − 4 atan(1/239) at
/// scale p + GUARD with 16 guard bits (each series term within 2 units, fewer than 2^10 terms in
/// all per 2048 bits); cached per thread and precision.
pub fn pi() -> Real {
    thread_local! {
        static PI: RefCell<Vec<(u64, Real)>> = const { RefCell::new(Vec::new()) };
    }
    let p = precision();
    if let Some(v) = PI.with(|c| c.borrow().iter().find(|(b, _)| *b == p).map(|(_, v)| v.clone())) {
        return v;
    }
    let v = {
        let s = p + GUARD;
        let w = s + 16;
        let atan_inv = |k: u64| -> BigInt {
            let k2 = BigInt::from(k * k);
            let mut t = (BigInt::one() << w as usize) / k;
            let mut sum = t.clone();
            let mut n: u64 = 1;
            while !t.is_zero() {
                t /= &k2;
                let term = &t / (2 * n + 1);
                if n % 2 == 1 {
                    sum -= term;
                } else {
                    sum += term;
                }
                n += 1;
            }
            sum
        };
        let v = (atan_inv(5) * 16 - atan_inv(239) * 4) >> 16usize;
        Real {
            man: v,
            exp: -(s as i64),
            rad: Mag::pow2(1 - s as i64),
        }
        .normalized()
    };
    PI.with(|c| c.borrow_mut().push((p, v.clone())));
    v
}

/// The logistic sigmoid σ(z) = 1/(1 + e^−z), computed without overflow for any z: for z ≥ 0
/// as 1/(1 + e^−z), for z < 0 as e^z/(1 + e^z). σ(−800) ≈ e⁻⁸⁰⁰ keeps its significant digits.
///
/// A ball of radius r ≤ 1/2 is taken in the mean-value form: σ at the midpoint, widened by r
/// times the largest slope on the ball, σ′ = σ(1 − σ) ≤ min(1/4, e^(r − |z|)) ≤
/// min(1/4, (1 + 2r)·e^−|z|) — about half of what the radius of e^−z through the quotient
/// gives, which matters to training runs that carry their balls through hundreds of steps.
pub fn sigmoid(z: &Real) -> Result<Real, RealError> {
    if z.rad.is_zero() || z.rad.top() > -1 {
        return sigmoid_at(z).map(|(s, _)| s);
    }
    let (s, e) = sigmoid_at(&z.center())?;
    let e_up = e.mag().add(e.rad);
    let slope = e_up.add(e_up.mul(z.rad.mul(Mag::pow2(1))));
    let quarter = Mag::pow2(-2);
    let slope = if slope.le(quarter) { slope } else { quarter };
    Ok(s.widen(z.rad.mul(slope)))
}

/// σ(z) with the radius of z carried through e^−|z| and the quotient, and e^−|z|.
fn sigmoid_at(z: &Real) -> Result<(Real, Real), RealError> {
    let e = exp(&z.abs().neg())?; // in (0, 1]
    let denom = Real::one().add(&e);
    let s = if z.man.is_negative() {
        e.div(&denom)?
    } else {
        Real::one().div(&denom)?
    };
    Ok((s, e))
}

// ---------------------------------------------------------------------------------------------
// Display and comparison at a precision.

/// How a rounded value is written at a given `digits`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// With this many decimals.
    Fixed(u32),
    /// In scientific notation with this many significant digits.
    Scientific(u32),
    /// Not even one digit is known.
    Unknown,
}

/// An exact m·2^e.
type Dyadic = (BigInt, i64);

/// n/d rounded half away from zero (d > 0).
fn round_half_away(n: &BigInt, d: &BigInt) -> BigInt {
    let (q, r) = n.abs().div_rem(d);
    let q = if (r << 1usize) >= *d { q + 1 } else { q };
    if n.is_negative() { -q } else { q }
}

/// m·2^e·10^k as a fraction num/den of integers (den > 0), without reducing it.
fn scaled(x: &Dyadic, k: i64) -> (BigInt, BigInt) {
    let (m, e) = x;
    let mut num = if *e > 0 { m << *e as usize } else { m.clone() };
    let mut den = if *e < 0 {
        BigInt::one() << (-*e) as usize
    } else {
        BigInt::one()
    };
    let k_abs = u32::try_from(k.unsigned_abs()).unwrap_or(u32::MAX);
    if k >= 0 {
        num *= pow10(k_abs);
    } else {
        den *= pow10(k_abs);
    }
    (num, den)
}

/// Powers of ten at least this large are kept by [`pow10`].
const POW10_CACHED: u32 = 1000;

/// How many large powers of ten [`pow10`] keeps (per thread): at most 32 × 262 KB, 10^631,305
/// (2^2^21, the largest value shown) having 2.1 million bits.
const POW10_KEPT: usize = 32;

/// 10^k. Large powers are kept (per thread, the last [`POW10_KEPT`] asked for) and a new one is
/// made from the nearest kept power below it (10^k = 10^j · 10^(k − j), a smaller product) or
/// just above it (an exact division by 10^(j − k), j − k ≤ 8). Writing one value of a million
/// bits, such as e^986626 (428,486 digits), asks for 10^k and 10^(k ± 1) for both ends of its
/// ball, the digits they agree on and the text, and every option and answer holding it asks
/// again: the near misses of 400 values, 25 of them that large, took seconds of such powers.
fn pow10(k: u32) -> BigInt {
    if k < POW10_CACHED {
        return BigInt::from(10).pow(k);
    }
    thread_local! {
        static CACHE: RefCell<Vec<(u32, BigInt)>> = const { RefCell::new(Vec::new()) };
    }
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if let Some(i) = c.iter().position(|(j, _)| *j == k) {
            let hit = c.remove(i);
            let value = hit.1.clone();
            c.insert(0, hit);
            return value;
        }
        let below = c
            .iter()
            .filter(|(j, _)| *j < k && k - j < k / 2)
            .max_by_key(|(j, _)| *j);
        let above = c.iter().filter(|(j, _)| *j > k && j - k <= 8).min_by_key(|(j, _)| *j);
        let value = match (below, above) {
            (_, Some((j, near))) => near / BigInt::from(10).pow(j - k),
            (Some((j, near)), None) => near * BigInt::from(10).pow(k - j),
            (None, None) => BigInt::from(10).pow(k),
        };
        c.insert(0, (k, value.clone()));
        c.truncate(POW10_KEPT);
        value
    })
}

/// x rounded half away from zero to d decimals, as the integer x·10^d.
fn fixed_units(x: &Dyadic, d: u32) -> BigInt {
    let (n, q) = scaled(x, i64::from(d));
    round_half_away(&n, &q)
}

/// An exact number rounded half away from zero to d decimals, as the integer x·10^d.
fn fixed_units_of(x: &Number, d: u32) -> BigInt {
    let (p, q) = x.parts();
    round_half_away(&(p * BigInt::from(10).pow(d)), &q)
}

/// x ≠ 0 rounded half away from zero to s significant digits: (mantissa of s digits, E), the
/// rounded value being mantissa·10^(E − s + 1).
fn sig_units(x: &Dyadic, s: u32) -> Option<(BigInt, i64)> {
    if x.0.is_zero() {
        return None;
    }
    // the decimal exponent from the binary size (within one), then corrected
    let bits = x.0.bits() as i64 + x.1;
    let mut e = ((bits - 1) * 30103).div_euclid(100_000);
    let low = BigInt::from(10).pow(s - 1);
    let high = BigInt::from(10).pow(s);
    for _ in 0..4 {
        let (n, q) = scaled(x, i64::from(s) - 1 - e);
        let m = round_half_away(&n, &q);
        let a = m.abs();
        if a >= high {
            e += 1;
        } else if a < low {
            e -= 1;
        } else {
            return Some((m, e));
        }
    }
    None
}

/// An exact number rounded to s significant digits (see [`sig_units`]).
fn sig_units_of(x: &Number, s: u32) -> Option<(BigInt, i64)> {
    // an exact number of the answers has an exponent within ±1000 and few digits: as a dyadic
    // approximation of 64 more bits than the digits asked, then rounded, it rounds alike unless
    // it is within 2^−64 of a tie (a written number never is, with fewer than 19 digits)
    let r = Real::from_number(x);
    sig_units(&(r.man, r.exp), s)
}

/// Compares a·10^ea with b·10^eb.
fn cmp_dec(a: &(BigInt, i64), b: &(BigInt, i64)) -> Ordering {
    let e = a.1.min(b.1);
    let x = &a.0 * BigInt::from(10).pow((a.1 - e) as u32);
    let y = &b.0 * BigInt::from(10).pow((b.1 - e) as u32);
    x.cmp(&y)
}

impl Real {
    /// How the value is written at `digits`: fixed when both ends of the ball round to the same
    /// `digits` decimals, else scientific with the most significant digits (at most
    /// max(`digits`, 1)) on which both ends agree.
    pub fn shown(&self, digits: u32) -> Shown {
        if self.beyond_display() {
            return Shown::Unknown;
        }
        let (lo, hi) = self.ends();
        // a huge value whose ball is wider than 2: the fixed form cannot be known (a cheap test
        // first, so that a value of 10¹⁰⁰⁰ is not written out in full to find out)
        let too_wide = self.top() > 4000 && self.rad.top() > 2;
        if !too_wide && fixed_units(&lo, digits) == fixed_units(&hi, digits) {
            return Shown::Fixed(digits);
        }
        for s in (1..=digits.max(1)).rev() {
            match (sig_units(&lo, s), sig_units(&hi, s)) {
                (Some(a), Some(b)) if a == b => return Shown::Scientific(s),
                _ => {}
            }
        }
        Shown::Unknown
    }

    fn mid_dyadic(&self) -> Dyadic {
        (self.man.clone(), self.exp)
    }
}

fn fixed_text(x: &Dyadic, d: u32) -> String {
    let units = fixed_units(x, d);
    let digits = units.abs().to_string();
    let sign = if units.is_negative() { "-" } else { "" };
    let d = d as usize;
    if d == 0 {
        return format!("{sign}{digits}");
    }
    let padded = if digits.len() <= d {
        format!("{}{digits}", "0".repeat(d + 1 - digits.len()))
    } else {
        digits
    };
    let (i, f) = padded.split_at(padded.len() - d);
    format!("{sign}{i}.{f}")
}

fn sci_parts(x: &Dyadic, s: u32) -> (String, i64) {
    let Some((mant, e)) = sig_units(x, s) else {
        return ("0".into(), 0);
    };
    let digits = mant.abs().to_string();
    let sign = if mant.is_negative() { "-" } else { "" };
    let (first, rest) = digits.split_at(1);
    let m = if rest.is_empty() {
        format!("{sign}{first}")
    } else {
        format!("{sign}{first}.{rest}")
    };
    (m, e)
}

/// The value at `digits` in the answers notation: `0.3775`, `-2.5000`, `5.185e21`; see
/// [`Real::shown`]. A value of which no digit is known is `not computable`.
pub fn round_display(x: &Real, digits: u32) -> String {
    match x.shown(digits) {
        Shown::Fixed(d) => fixed_text(&x.mid_dyadic(), d),
        Shown::Scientific(s) => {
            let (m, e) = sci_parts(&x.mid_dyadic(), s);
            format!("{m}e{e}")
        }
        Shown::Unknown => "not computable".into(),
    }
}

/// The value at `digits` for worksheets: as [`round_display`], with `5.185·10²¹` for the
/// scientific form.
pub fn pretty_display(x: &Real, digits: u32) -> String {
    match x.shown(digits) {
        Shown::Scientific(s) => {
            let (m, e) = sci_parts(&x.mid_dyadic(), s);
            format!("{m}·10{}", superscript(e))
        }
        _ => round_display(x, digits),
    }
}

fn superscript(e: i64) -> String {
    const SUP: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let mut out = String::new();
    if e < 0 {
        out.push('⁻');
    }
    for c in e.unsigned_abs().to_string().chars() {
        out.push(c.to_digit(10).map_or(c, |d| SUP[d as usize]));
    }
    out
}

/// How a written answer to a rounded value is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// At `digits` (a student's answer): right when it rounds as some value of the ball does, at
    /// the precision the value is shown with.
    Digits(u32),
    /// As [`Reading::Digits`], one unit of the last shown digit either way also right (a step
    /// replayed from the student's own rounded state).
    Carried(u32),
    /// A printed answer with this many decimals (or, written in scientific notation, this many
    /// significant digits): right when some value of the ball rounds to it.
    Printed {
        /// Decimals as written (fixed notation).
        decimals: u32,
        /// Significant digits as written, when in scientific notation.
        significant: Option<u32>,
    },
}

/// Whether `given` is a right answer for the value `x` (see [`Reading`]).
pub fn agrees(x: &Real, given: &Number, reading: Reading) -> bool {
    if x.beyond_display() {
        return false;
    }
    let (lo, hi) = x.ends();
    let fixed = |d: u32, slack: i64| {
        let g = fixed_units_of(given, d);
        fixed_units(&lo, d) - slack <= g && g <= fixed_units(&hi, d) + slack
    };
    let sig = |s: u32, slack: i64| {
        // the rounded ends, one unit of their last digit wider with slack, against the rounded
        // given value (as values: the ends may have different exponents)
        let (Some(a), Some(b)) = (sig_units(&lo, s), sig_units(&hi, s)) else {
            return false;
        };
        let g = sig_units_of(given, s).map_or((BigInt::zero(), 0), |(m, e)| (m, e - i64::from(s) + 1));
        let a = (a.0 - slack, a.1 - i64::from(s) + 1);
        let b = (b.0 + slack, b.1 - i64::from(s) + 1);
        cmp_dec(&a, &g) != Ordering::Greater && cmp_dec(&g, &b) != Ordering::Greater
    };
    match reading {
        Reading::Digits(d) | Reading::Carried(d) => {
            let slack = i64::from(matches!(reading, Reading::Carried(_)));
            match x.shown(d) {
                Shown::Fixed(d) => fixed(d, slack),
                Shown::Scientific(s) => sig(s, slack),
                Shown::Unknown => {
                    let (l, h) = x.bounds();
                    l <= *given && *given <= h
                }
            }
        }
        Reading::Printed {
            significant: Some(s), ..
        } => sig(s.max(1), 0),
        Reading::Printed { decimals, .. } => fixed(decimals, 0),
    }
}

/// Charges an exp, ln or sqrt to the work meter ([`super::work_done`]): about sixteen operations
/// at the working precision (their series and Newton steps run on integers of that size).
fn charge_kernel() {
    let words = precision().div_ceil(64);
    super::charge_work(words.saturating_mul(words).saturating_mul(16));
}

#[cfg(test)]
mod tests;

/// Test helper: asserts that `x` agrees with `reference` (a decimal with more significant digits
/// than `sig`): the reference lies in the ball of `x` widened by the reference's own last digit,
/// and the ball is narrower than 10^−sig relative to the reference.
#[cfg(test)]
#[allow(clippy::panic, clippy::unwrap_used)]
pub(crate) fn assert_close(x: &Real, reference: &str, sig: u32) {
    let r = Number::parse(reference).unwrap().value;
    let mantissa = reference.split(['e', 'E']).next().unwrap_or("");
    let digits = mantissa
        .trim_start_matches(['-', '0', '.'])
        .chars()
        .filter(char::is_ascii_digit)
        .count();
    let ten = BigRational::from_integer(BigInt::from(10));
    let own = Number::from(BigRational::from(r.abs()) * ten.pow(1 - digits as i32));
    let (lo, hi) = x.bounds();
    assert!(
        &lo - &own <= r && r <= &hi + &own,
        "{reference} is outside [{}, {}]",
        round_display(&Real::from_number(&lo), 20),
        round_display(&Real::from_number(&hi), 20)
    );
    let width = &hi - &lo;
    let limit = Number::from(BigRational::from(r.abs()) * ten.pow(-(sig as i32)));
    assert!(width <= limit, "{reference}: the ball is wider than 10^-{sig} relative");
}
