//! One-dimensional gradient descent on a polynomial L(θ) (seed 003, U2.4 §5: L(θ) = θ²,
//! θ₀ = 9, η = 0.2, tolerance 0.01): θ ← θ + δ with δ = −η L'(θ), until |δ| ≤ tol.
//!
//! Everything is rational and stays exact, unless the exact fractions grow beyond
//! [`MAX_EXACT_DIGITS`] digits (a cubic doubles the digits of θ at every step): from then on the
//! values are rounded to 77 significant digits (with an error bound), and the run says so.

use crate::num::Number;
use crate::num::mixed::{self, Cached, Mixed};
use crate::num::real::{Real, RealError};

/// Above this many digits (numerator + denominator) a value is rounded and the run continues in
/// rounded arithmetic.
pub const MAX_EXACT_DIGITS: usize = 60;

/// Iterates with |θ| above this are said to diverge.
pub(crate) const DIVERGENCE: i64 = 1_000_000_000_000;

/// Highest degree accepted.
pub(crate) const MAX_DEGREE: usize = 12;

/// A polynomial c₀ + c₁θ + … + c_kθ^k with exact coefficients.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Polynomial {
    /// (c₀, c₁, …); no trailing zeros except for the zero polynomial.
    pub(crate) coeffs: Vec<Number>,
}

/// Why a text is not a polynomial: a message and the character offset where it went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ParseError {
    /// What is wrong.
    pub(crate) message: String,
    /// The offset (in characters) in the text.
    pub(crate) at: usize,
}

const VARIABLES: [&str; 5] = ["theta", "θ", "t", "x", "w"];

impl Polynomial {
    /// Reads `θ^2`, `theta**2 - 3*theta + 1`, `2θ³ − θ/2 + 0.5`, `(θ - 1)^2` is not supported:
    /// a sum of terms `[coefficient][*]θ[^k]` or constants, in one variable (θ, theta, t, x
    /// or w). Coefficients are integers, decimals or fractions `p/q`.
    pub(crate) fn parse(text: &str) -> Result<Polynomial, ParseError> {
        let chars: Vec<char> = text
            .chars()
            .map(|c| match c {
                '−' => '-',
                '·' | '×' => '*',
                c => c,
            })
            .collect();
        let mut p = Parser {
            s: chars,
            i: 0,
            var: None,
        };
        let mut coeffs: Vec<Number> = Vec::new();
        p.skip_ws();
        if p.i >= p.s.len() {
            return Err(p.err("the function is empty"));
        }
        let mut first = true;
        loop {
            p.skip_ws();
            let mut sign = Number::one();
            match p.peek() {
                Some('+') => p.i += 1,
                Some('-') => {
                    p.i += 1;
                    sign = Number::from(-1);
                }
                Some(_) if first => {}
                None => break,
                Some(c) => return Err(p.err(&format!("expected `+` or `-` before `{c}`"))),
            }
            first = false;
            p.skip_ws();
            let (k, c) = p.term()?;
            if k > MAX_DEGREE {
                return Err(p.err(&format!("the degree {k} is above {MAX_DEGREE}")));
            }
            if coeffs.len() <= k {
                coeffs.resize(k + 1, Number::zero());
            }
            coeffs[k] = &coeffs[k] + &(sign * c);
        }
        while coeffs.len() > 1 && coeffs.last().is_some_and(Number::is_zero) {
            coeffs.pop();
        }
        Ok(Polynomial { coeffs })
    }

    /// The derivative.
    pub(crate) fn derivative(&self) -> Polynomial {
        let coeffs: Vec<Number> = self
            .coeffs
            .iter()
            .enumerate()
            .skip(1)
            .map(|(k, c)| c * &Number::from(k))
            .collect();
        Polynomial {
            coeffs: if coeffs.is_empty() {
                vec![Number::zero()]
            } else {
                coeffs
            },
        }
    }
}

/// c₀ + c₁θ + … by Horner's rule, with the coefficients' decimals worked out once.
fn horner(coeffs: &[Cached], theta: &Mixed) -> Result<Mixed, RealError> {
    let Some((top, rest)) = coeffs.split_last() else {
        return Ok(Mixed::zero());
    };
    let mut acc = Mixed::Exact(top.exact.clone());
    for (i, c) in rest.iter().rev().enumerate() {
        // the first product uses the top coefficient's cached decimal
        let product = if i == 0 {
            theta.mul_cached(top)?
        } else {
            acc.mul(theta)?
        };
        acc = product.add_cached(c)?;
    }
    Ok(acc)
}

/// p(θ) for every θ in the ball t, in the mean-value form: p at the midpoint (a ball of radius
/// 0, so only the rounding of each operation widens it) and a radius |p'(t)|·rad(t). Evaluating p on the ball directly would count θ's
/// error once per occurrence of θ: θ − 2.2θ would get 3.2 times the radius instead of 1.2, and
/// a long run would lose every digit to that overestimate (`exercises/gradient-descent/
/// diverging.yaml` rounds from step 29 on and makes 152 steps).
fn mean_value(p: &[Vec<Cached>; 2], t: &Real) -> Result<Mixed, RealError> {
    let at_mid = horner(&p[0], &Mixed::Rounded(t.center()))?.to_real();
    let slope = horner(&p[1], &Mixed::Rounded(t.clone()))?.to_real();
    Ok(Mixed::Rounded(at_mid.widen_by(&slope.mul(&t.radius()))))
}

struct Parser {
    s: Vec<char>,
    i: usize,
    var: Option<String>,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.s.get(self.i).copied()
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.i += 1;
        }
    }

    fn err(&self, message: &str) -> ParseError {
        ParseError {
            message: message.to_string(),
            at: self.i,
        }
    }

    fn number(&mut self) -> Result<Option<Number>, ParseError> {
        let start = self.i;
        while self.peek().is_some_and(|c| c.is_ascii_digit() || c == '.' || c == '/') {
            self.i += 1;
        }
        if self.i == start {
            return Ok(None);
        }
        let text: String = self.s[start..self.i].iter().collect();
        let text = text.trim_end_matches('/');
        self.i = start + text.chars().count();
        Number::parse(text).map(|p| Some(p.value)).map_err(|e| ParseError {
            message: format!("`{text}` is not a number: {e}"),
            at: start,
        })
    }

    fn variable(&mut self) -> Result<bool, ParseError> {
        let rest: String = self.s[self.i..].iter().collect();
        let Some(v) = VARIABLES.iter().find(|v| rest.starts_with(**v)) else {
            return Ok(false);
        };
        match &self.var {
            Some(seen) if seen != v => {
                return Err(self.err(&format!("the function uses `{seen}` and `{v}`: use one variable")));
            }
            _ => self.var = Some(v.to_string()),
        }
        self.i += v.chars().count();
        Ok(true)
    }

    fn exponent(&mut self) -> Result<usize, ParseError> {
        const SUPERSCRIPTS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
        self.skip_ws();
        if let Some(d) = self.peek().and_then(|c| SUPERSCRIPTS.iter().position(|s| *s == c)) {
            self.i += 1;
            let mut k = d;
            while let Some(d) = self.peek().and_then(|c| SUPERSCRIPTS.iter().position(|s| *s == c)) {
                self.i += 1;
                k = k.saturating_mul(10).saturating_add(d);
            }
            return Ok(k);
        }
        let rest: String = self.s[self.i..].iter().take(2).collect();
        let len = if rest.starts_with("**") {
            2
        } else if rest.starts_with('^') {
            1
        } else {
            return Ok(1);
        };
        self.i += len;
        self.skip_ws();
        let start = self.i;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.i += 1;
        }
        let digits: String = self.s[start..self.i].iter().collect();
        digits.parse::<usize>().map_err(|_| ParseError {
            message: "expected a whole exponent after `^`".into(),
            at: start,
        })
    }

    /// `[c][*]θ[^k][/q]` or `c`: the power and the coefficient.
    fn term(&mut self) -> Result<(usize, Number), ParseError> {
        let coef = self.number()?;
        self.skip_ws();
        if coef.is_some() && self.peek() == Some('*') {
            self.i += 1;
            self.skip_ws();
        }
        let k = if self.variable()? { self.exponent()? } else { 0 };
        if coef.is_none() && k == 0 {
            return Err(match self.peek() {
                Some(c) => self.err(&format!("unexpected `{c}`: expected a number or θ")),
                None => self.err("the function ends after a sign"),
            });
        }
        let mut c = coef.unwrap_or_else(Number::one);
        self.skip_ws();
        if k > 0 && self.peek() == Some('/') {
            self.i += 1;
            self.skip_ws();
            match self.number()? {
                Some(q) if !q.is_zero() => c = c.checked_div(&q).unwrap_or(c),
                _ => return Err(self.err("expected a non-zero number after `/`")),
            }
        }
        Ok((k, c))
    }
}

/// When a gradient descent stops (here and in [`super::softmax_regression`]).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Stop {
    /// After this many steps.
    Steps(usize),
    /// Once the step just made is at most `tol` in absolute value — |δ| here, every entry of
    /// η·∂NLL/∂W in softmax regression (the seeds' loops) — or after `max` steps.
    Tolerance {
        /// The tolerance.
        tol: Number,
        /// The cap.
        max: usize,
    },
}

/// One row of the trace: θ after the step, δ = −η L'(θ_before), L(θ).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Row {
    /// θ after the step.
    pub(crate) theta: Mixed,
    /// The step δ.
    pub(crate) delta: Mixed,
    /// L(θ).
    pub(crate) loss: Mixed,
}

/// Why the descent ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// The asked number of steps was made.
    Steps,
    /// |δ| ≤ tol.
    Converged,
    /// The cap was reached with |δ| > tol.
    Cap,
    /// |θ| grew beyond [`DIVERGENCE`].
    Diverged,
    /// A value could not be computed (no longer happens: rounded values carry a 64-bit exponent).
    Overflow,
}

/// A descent.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Descent {
    /// L(θ₀).
    pub(crate) loss0: Mixed,
    /// The steps.
    pub(crate) rows: Vec<Row>,
    /// How it ended.
    pub(crate) end: End,
    /// The first step whose values are rounded because the exact fractions grew too long.
    pub(crate) rounded_from: Option<usize>,
}

impl Stop {
    /// The most steps it can make.
    pub(crate) fn cap(&self) -> usize {
        match self {
            Stop::Steps(n) => *n,
            Stop::Tolerance { max, .. } => *max,
        }
    }
}

fn too_long(m: &Mixed) -> bool {
    match m {
        Mixed::Exact(n) => {
            let (p, q) = n.parts();
            // bits · log10(2) ≈ digits; 3.33 bits per digit
            (p.bits() + q.bits()) as usize > MAX_EXACT_DIGITS * 10 / 3
        }
        Mixed::Rounded(_) => false,
    }
}

/// A student's slip, re-run by the checker to recognise its answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slip {
    /// The right rule θ ← θ − η L'(θ).
    None,
    /// Stepping up the gradient: θ ← θ + η L'(θ).
    Ascent,
}

/// One step of the descent, with the exact coefficients' decimals worked out once.
#[derive(Clone, Debug)]
pub(crate) struct Stepper {
    fc: Vec<Cached>,
    dfc: Vec<Cached>,
    /// δ(θ) = −ηL'(θ) and its derivative −ηL''(θ).
    delta: [Vec<Cached>; 2],
    /// θ + δ(θ) and its derivative 1 − ηL''(θ).
    next: [Vec<Cached>; 2],
    /// η, negated for [`Slip::Ascent`].
    eta: Cached,
    limit: Cached,
}

/// A step made by a [`Stepper`].
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Stepped {
    /// θ, δ and L(θ) after the step.
    pub(crate) row: Row,
    /// Whether the exact fractions grew beyond [`MAX_EXACT_DIGITS`] and were rounded.
    pub(crate) rounded: bool,
    /// Whether |θ| grew beyond [`DIVERGENCE`].
    pub(crate) diverged: bool,
}

impl Stepper {
    /// Steps on `f` with rate η; with [`Slip::Ascent`] the steps go up the gradient.
    pub(crate) fn new(f: &Polynomial, eta: &Number, slip: Slip) -> Self {
        let eta = match slip {
            Slip::None => eta.clone(),
            Slip::Ascent => -eta,
        };
        let df = f.derivative();
        let scaled = |p: &Polynomial| Polynomial {
            coeffs: p.coeffs.iter().map(|c| -(c * &eta)).collect(),
        };
        let delta = scaled(&df);
        let mut next = delta.clone();
        if next.coeffs.len() < 2 {
            next.coeffs.resize(2, Number::zero());
        }
        next.coeffs[1] = &next.coeffs[1] + &Number::one();
        Stepper {
            fc: mixed::cache(&f.coeffs),
            dfc: mixed::cache(&df.coeffs),
            delta: [mixed::cache(&delta.coeffs), mixed::cache(&delta.derivative().coeffs)],
            next: [mixed::cache(&next.coeffs), mixed::cache(&next.derivative().coeffs)],
            eta: Cached::new(&eta),
            limit: Cached::new(&Number::from(DIVERGENCE)),
        }
    }

    /// L(θ).
    pub(crate) fn loss(&self, theta: &Mixed) -> Result<Mixed, RealError> {
        match theta {
            Mixed::Exact(_) => horner(&self.fc, theta),
            Mixed::Rounded(t) => mean_value(&[self.fc.clone(), self.dfc.clone()], t),
        }
    }

    /// One step from θ: δ = −η L'(θ), θ + δ and L(θ + δ). Values whose exact fractions are too
    /// long are rounded; past [`DIVERGENCE`] the run stops (the loss is still computed).
    pub(crate) fn step(&self, theta: &Mixed) -> Result<Stepped, RealError> {
        let (mut delta, mut next) = match theta {
            Mixed::Exact(_) => {
                let delta = horner(&self.dfc, theta)?.mul_cached(&self.eta)?.neg();
                let next = theta.add(&delta)?;
                (delta, next)
            }
            Mixed::Rounded(t) => (mean_value(&self.delta, t)?, mean_value(&self.next, t)?),
        };
        let diverged = next.abs().compare_cached(&self.limit)?.is_gt();
        if diverged {
            // L(θ) of a diverging θ is computed like any other: exactly when θ is exact, else
            // with its error bound (never saturated; shown in scientific notation when its
            // decimals are not known)
            let loss = self.loss(&next)?;
            return Ok(Stepped {
                row: Row {
                    theta: next,
                    delta,
                    loss,
                },
                rounded: false,
                diverged,
            });
        }
        let mut loss = self.loss(&next)?;
        let rounded = [&delta, &next, &loss].into_iter().any(too_long);
        if rounded {
            for v in [&mut delta, &mut next, &mut loss] {
                *v = Mixed::Rounded(v.to_real());
            }
        }
        Ok(Stepped {
            row: Row {
                theta: next,
                delta,
                loss,
            },
            rounded,
            diverged,
        })
    }
}

/// θ ← θ − η L'(θ) from θ₀.
pub(crate) fn descend(f: &Polynomial, theta0: &Number, eta: &Number, stop: &Stop) -> Descent {
    descend_with(f, theta0, eta, stop, Slip::None)
}

/// [`descend`] with a student's slip.
pub(crate) fn descend_with(f: &Polynomial, theta0: &Number, eta: &Number, stop: &Stop, slip: Slip) -> Descent {
    let stepper = Stepper::new(f, eta, slip);
    let (max, tol) = match stop {
        Stop::Steps(n) => (*n, None),
        Stop::Tolerance { tol, max } => (*max, Some(Cached::new(tol))),
    };
    let mut theta = Mixed::from(theta0);
    let mut out = Descent {
        loss0: Mixed::zero(),
        rows: Vec::new(),
        end: if tol.is_some() { End::Cap } else { End::Steps },
        rounded_from: None,
    };
    let run = |out: &mut Descent, theta: &mut Mixed| -> Result<(), RealError> {
        out.loss0 = stepper.loss(theta)?;
        while out.rows.len() < max {
            let s = stepper.step(theta)?;
            if s.rounded {
                out.rounded_from.get_or_insert(out.rows.len() + 1);
            }
            let small = match &tol {
                Some(t) => s.row.delta.abs().compare_cached(t)?.is_le(),
                None => false,
            };
            *theta = s.row.theta.clone();
            out.rows.push(s.row);
            if small {
                out.end = End::Converged;
                break;
            }
            if s.diverged {
                out.end = End::Diverged;
                break;
            }
        }
        Ok(())
    };
    if run(&mut out, &mut theta).is_err() {
        out.end = End::Overflow;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn poly(s: &str) -> Vec<Number> {
        Polynomial::parse(s).unwrap().coeffs
    }

    #[test]
    fn parses_the_usual_notations() {
        assert_eq!(poly("θ^2"), vec![n("0"), n("0"), n("1")]);
        assert_eq!(poly("theta**2"), poly("θ²"));
        assert_eq!(poly("t^2 - 3*t + 1"), vec![n("1"), n("-3"), n("1")]);
        assert_eq!(poly("2θ³ − θ/2 + 0.5"), vec![n("0.5"), n("-1/2"), n("0"), n("2")]);
        assert_eq!(poly("1/3 x^2"), vec![n("0"), n("0"), n("1/3")]);
        assert_eq!(poly("-x + x"), vec![n("0")]);
        assert_eq!(poly("5"), vec![n("5")]);
    }

    #[test]
    fn rejects_with_a_place() {
        let e = Polynomial::parse("θ^2 + sin(θ)").unwrap_err();
        assert_eq!(e.at, 6);
        assert!(Polynomial::parse("").is_err());
        assert!(Polynomial::parse("θ^").is_err());
        assert!(Polynomial::parse("θ^2 +").is_err());
        assert!(Polynomial::parse("θ^2 + x").is_err());
        assert!(Polynomial::parse("θ^40").is_err());
        assert!(Polynomial::parse("2 3").is_err());
        assert!(Polynomial::parse("θ/0").is_err());
    }

    #[test]
    fn seed_theta_squared_table() {
        // Seed 003, U2.4 §5: θ₀ = 9, η = 0.2, tol 0.01: 13 steps, the last row 0.01 −0.01 0.00.
        // Exact (Python fractions): θ₁₃ = 9·0.6¹³ = 0.0117546246144, δ₁₃ = −0.0078364164096.
        let f = Polynomial::parse("θ^2").unwrap();
        let d = descend(
            &f,
            &n("9"),
            &n("0.2"),
            &Stop::Tolerance {
                tol: n("0.01"),
                max: 1000,
            },
        );
        assert_eq!(d.end, End::Converged);
        assert_eq!(d.rows.len(), 13);
        assert_eq!(d.loss0, Mixed::from(n("81")));
        assert_eq!(d.rows[0].theta, Mixed::from(n("5.4")));
        assert_eq!(d.rows[0].delta, Mixed::from(n("-3.6")));
        assert_eq!(d.rows[0].loss, Mixed::from(n("29.16")));
        assert_eq!(d.rows[12].theta, Mixed::from(n("0.0117546246144")));
        assert_eq!(d.rows[12].delta, Mixed::from(n("-0.0078364164096")));
        assert_eq!(d.rounded_from, None);
    }

    #[test]
    fn divergence_and_long_fractions() {
        // η = 1.1 on θ²: θ ← θ − 2.2θ = −1.2θ, |θ| grows past 10¹² after 152 steps
        // (1.2^k > 10¹²  ⇔  k > 151.5).
        let f = Polynomial::parse("θ^2").unwrap();
        let d = descend(&f, &n("1"), &n("1.1"), &Stop::Steps(1000));
        assert_eq!(d.end, End::Diverged);
        assert_eq!(d.rows.len(), 152);
        // a cubic doubles the digits of θ each step: exactness gives way to rounding
        let f = Polynomial::parse("θ^3/3 - θ").unwrap();
        let d = descend(&f, &n("0.3"), &n("0.1"), &Stop::Steps(30));
        assert!(d.rounded_from.is_some());
        assert_eq!(d.end, End::Steps);
        // θ → 1, the minimum of θ³/3 − θ
        assert!(d.rows.last().unwrap().theta.within("1", 1));
    }

    #[test]
    fn a_step_from_any_theta_and_the_ascent_slip() {
        // L = θ³/3 − θ, η = 1/2 (Python fractions): from θ = 0.85, δ = −(0.7225 − 1)/2 = 0.13875,
        // θ = 0.98875 = 791/800, L = −1023806329/1536000000.
        let f = Polynomial::parse("θ^3/3 - θ").unwrap();
        let s = Stepper::new(&f, &n("0.5"), Slip::None)
            .step(&Mixed::from(n("0.85")))
            .unwrap();
        assert_eq!(s.row.theta, Mixed::from(n("791/800")));
        assert_eq!(s.row.delta, Mixed::from(n("0.13875")));
        assert_eq!(s.row.loss, Mixed::from(n("-1023806329/1536000000")));
        assert!(!s.rounded && !s.diverged);
        // Up the derivative from 0: θ ← θ + (θ² − 1)/2 gives −1/2, −7/8, −127/128, the right
        // iterates negated (L odd, L′ even).
        let up = descend_with(&f, &n("0"), &n("0.5"), &Stop::Steps(3), Slip::Ascent);
        let right = descend(&f, &n("0"), &n("0.5"), &Stop::Steps(3));
        assert_eq!(up.rows[2].theta, Mixed::from(n("-127/128")));
        for (u, r) in up.rows.iter().zip(&right.rows) {
            assert_eq!(u.theta, r.theta.neg());
            assert_eq!(u.loss, r.loss.neg());
        }
    }
}
