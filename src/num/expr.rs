//! Answers written as expressions (docs/checking.md, "Numbers as expressions"): `ln(2)`,
//! `1/(1+e^-2)`, `sqrt(5)/5`, `2^-3`, `-(3/4)`, `log2(8)`, `π/4`.
//!
//! A small recursive-descent parser with caps on length ([`MAX_CHARS`]) and nesting
//! ([`MAX_DEPTH`]), and an evaluator that stays exact where it can (rationals, `sqrt` and
//! rational powers of perfect powers, `e^0`, `ln(1)`, `log2` of a power of 2, `log10` of a power
//! of 10) and otherwise gives a [`Real`], a ball whose radius is a proof: the same machinery, and
//! the same functions, as the transcendental answers mlex computes. An expression that is not
//! exact keeps its tree so that it can be evaluated again at a higher precision (`Approx::at`).
//!
//! The grammar (no implicit multiplication; `log` is the natural logarithm, as in the seeds):
//!
//! ```text
//! sum     = product { ("+" | "-") product }
//! product = unary { ("*" | "×" | "·" | "/" | "÷") unary }
//! unary   = ("-" | "−" | "+") unary | power
//! power   = primary [ "^" unary ]                  (right-associative: 2^3^2 = 2^9)
//! primary = number | "e" | "pi" | "π" | name "(" sum ")" | "(" sum ")" | "√" primary
//! name    = "ln" | "log" | "log2" | "log10" | "exp" | "sqrt"
//! ```
//!
//! With a decimal comma (`lang: it`) a comma between two digits is the decimal point
//! (`ln(0,5)`); no function takes two arguments, so a comma is never an argument separator.

use std::cmp::Ordering;
use std::sync::Arc;

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::real::{self, Real, RealError};
use super::{Number, Parsed};
use crate::i18n::Lang;

/// The most characters an expression may have: a longer text is refused before it is read.
pub const MAX_CHARS: usize = 256;

/// The deepest nesting of parentheses, functions, signs and exponents.
pub const MAX_DEPTH: usize = 32;

/// Why a text is not an expression with a value: what, where (byte offsets into the text), and
/// how to write it, said in a language by [`ExprError::message`] and [`ExprError::help`] (the
/// `expr-*` messages of locales/*.ftl).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprError {
    /// What is wrong: a message of locales/*.ftl.
    message: Msg,
    /// Where: byte offsets into the text (`start == end` at its end).
    pub at: (usize, usize),
    /// How to write it instead.
    help: Msg,
}

/// What a parser expects where it stops: a value, an operator between two, or a `)`.
#[derive(Clone, Copy, Debug)]
enum Expected {
    Value,
    Operator,
    Close,
}

impl Expected {
    /// The `what` of the `expr-ends` and `expr-found` messages.
    fn key(self) -> &'static str {
        match self {
            Expected::Value => "value",
            Expected::Operator => "operator",
            Expected::Close => "close",
        }
    }
}

/// A message of locales/*.ftl and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Msg(&'static str, Vec<(&'static str, String)>);

impl Msg {
    fn say(&self, lang: Lang) -> String {
        let args: Vec<(&str, crate::i18n::Arg<'_>)> = self.1.iter().map(|(k, v)| (*k, v.as_str().into())).collect();
        lang.ta(self.0, &args)
    }
}

/// A message without arguments.
fn m(key: &'static str) -> Msg {
    Msg(key, Vec::new())
}

/// A message with one argument.
fn m1(key: &'static str, name: &'static str, value: impl Into<String>) -> Msg {
    Msg(key, vec![(name, value.into())])
}

impl ExprError {
    /// What is wrong, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        self.message.say(lang)
    }

    /// How to write it instead, in `lang`.
    pub fn help(&self, lang: Lang) -> String {
        self.help.say(lang)
    }
}

fn err<T>(message: Msg, at: (usize, usize), help: Msg) -> Result<T, ExprError> {
    Err(ExprError { message, at, help })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Func {
    Ln,
    Log2,
    Log10,
    Exp,
    Sqrt,
}

impl Func {
    fn of(name: &str) -> Option<Func> {
        Some(match name {
            "ln" | "log" => Func::Ln,
            "log2" => Func::Log2,
            "log10" => Func::Log10,
            "exp" => Func::Exp,
            "sqrt" => Func::Sqrt,
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

/// A parsed expression; `at` is the byte range of the node in the text, for the messages of
/// evaluation (a division by zero, `ln(0)`).
#[derive(Clone, Debug, PartialEq)]
enum Node {
    Num(Number),
    E,
    Pi,
    Neg(Box<Node>),
    Bin(Op, Box<Node>, Box<Node>, (usize, usize)),
    Pow(Box<Node>, Box<Node>, (usize, usize)),
    Call(Func, Box<Node>, (usize, usize)),
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(Number),
    Name(String),
    Sym(char),
}

/// Characters read as spaces: the space, no-break space and narrow no-break space of typed text.
fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{a0}' || c == '\u{202f}'
}

fn lex(text: &str, comma: bool) -> Result<Vec<(Tok, usize, usize)>, ExprError> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let digit_at = |j: usize| b.get(j).is_some_and(u8::is_ascii_digit);
    while i < b.len() {
        let Some(c) = text[i..].chars().next() else { break };
        let start = i;
        if is_space(c) {
            i += c.len_utf8();
            continue;
        }
        if c.is_ascii_digit() || (c == '.' && digit_at(i + 1)) {
            while digit_at(i) {
                i += 1;
            }
            if b.get(i) == Some(&b'.') || (comma && b.get(i) == Some(&b',') && digit_at(i + 1)) {
                i += 1;
                while digit_at(i) {
                    i += 1;
                }
            }
            // scientific notation: `2e-3`, but `2e` and `2e^x` end the number before `e`
            if matches!(b.get(i), Some(b'e' | b'E')) {
                let j = if matches!(b.get(i + 1), Some(b'+' | b'-')) {
                    i + 2
                } else {
                    i + 1
                };
                if digit_at(j) {
                    i = j;
                    while digit_at(i) {
                        i += 1;
                    }
                }
            }
            let lit = text[start..i].replace(',', ".");
            let n = Number::parse(&lit).map_err(|e| ExprError {
                message: Msg(
                    "expr-not-a-number",
                    vec![("text", text[start..i].to_string()), ("why", e.to_string())],
                ),
                at: (start, i),
                help: m("expr-help-number"),
            })?;
            out.push((Tok::Num(n.value), start, i));
            continue;
        }
        if c.is_ascii_alphabetic() {
            while i < b.len() && b[i].is_ascii_alphanumeric() {
                i += 1;
            }
            out.push((Tok::Name(text[start..i].to_string()), start, i));
            continue;
        }
        i += c.len_utf8();
        let sym = match c {
            '−' | '–' => '-',
            '×' | '·' | '⋅' => '*',
            '÷' | '∕' | '⁄' => '/',
            '+' | '-' | '*' | '/' | '^' | '(' | ')' | '√' | 'π' => c,
            ',' if !comma && digit_at(start.wrapping_sub(1)) && digit_at(i) => {
                return err(m("expr-decimal-comma"), (start, i), m("expr-help-decimal-comma"));
            }
            ',' => {
                return err(m("expr-comma"), (start, i), m("expr-help-log-base"));
            }
            _ => {
                return err(
                    m1("expr-unexpected", "c", c.to_string()),
                    (start, i),
                    m("expr-help-forms"),
                );
            }
        };
        out.push((Tok::Sym(sym), start, i));
    }
    Ok(out)
}

struct Parser<'t> {
    text: &'t str,
    toks: Vec<(Tok, usize, usize)>,
    pos: usize,
    depth: usize,
    /// The places of the `(` not yet closed, innermost last.
    open: Vec<usize>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.0)
    }

    fn here(&self) -> (usize, usize) {
        self.toks
            .get(self.pos)
            .map_or((self.text.len(), self.text.len()), |t| (t.1, t.2))
    }

    fn is(&self, c: char) -> bool {
        self.peek() == Some(&Tok::Sym(c))
    }

    fn deeper(&mut self) -> Result<(), ExprError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return err(
                m1("expr-too-deep", "depth", MAX_DEPTH.to_string()),
                self.here(),
                m("expr-help-shallower"),
            );
        }
        Ok(())
    }

    /// What is missing at the current token.
    fn expected(&self, what: Expected) -> ExprError {
        match self.toks.get(self.pos) {
            None => match self.open.last() {
                Some(&p) => ExprError {
                    message: m("expr-unclosed"),
                    at: (p, p + 1),
                    help: m("expr-help-close"),
                },
                None => ExprError {
                    message: m1("expr-ends", "what", what.key()),
                    at: (self.text.len(), self.text.len()),
                    help: m("expr-help-finish"),
                },
            },
            Some((Tok::Sym('*'), s, e)) if self.pos > 0 && self.toks[self.pos - 1].0 == Tok::Sym('*') => ExprError {
                message: m("expr-double-star"),
                at: (s - 1, *e),
                help: m("expr-help-power"),
            },
            Some((t, s, e)) => ExprError {
                message: match t {
                    Tok::Num(_) => m1("expr-found-number", "what", what.key()),
                    Tok::Name(n) => Msg("expr-found", vec![("found", n.clone()), ("what", what.key().into())]),
                    Tok::Sym(c) => Msg(
                        "expr-found",
                        vec![("found", c.to_string()), ("what", what.key().into())],
                    ),
                },
                at: (*s, *e),
                help: m("expr-help-forms"),
            },
        }
    }

    fn sum(&mut self) -> Result<Node, ExprError> {
        let start = self.here().0;
        let mut left = self.product()?;
        loop {
            let op = if self.is('+') {
                Op::Add
            } else if self.is('-') {
                Op::Sub
            } else {
                return Ok(left);
            };
            self.pos += 1;
            let right = self.product()?;
            let end = self.toks.get(self.pos - 1).map_or(self.text.len(), |t| t.2);
            left = Node::Bin(op, Box::new(left), Box::new(right), (start, end));
        }
    }

    fn product(&mut self) -> Result<Node, ExprError> {
        let start = self.here().0;
        let mut left = self.unary()?;
        loop {
            let op = if self.is('*') {
                Op::Mul
            } else if self.is('/') {
                Op::Div
            } else {
                // two values side by side: `2pi`, `2(3)`, `ln(2)3`
                if matches!(
                    self.peek(),
                    Some(Tok::Num(_) | Tok::Name(_) | Tok::Sym('(' | '√' | 'π'))
                ) {
                    let (s, e) = self.here();
                    return err(
                        m1("expr-juxtaposed", "text", &self.text[s..e]),
                        (s, e),
                        m("expr-help-product"),
                    );
                }
                return Ok(left);
            };
            self.pos += 1;
            let right = self.unary()?;
            let end = self.toks.get(self.pos - 1).map_or(self.text.len(), |t| t.2);
            left = Node::Bin(op, Box::new(left), Box::new(right), (start, end));
        }
    }

    fn unary(&mut self) -> Result<Node, ExprError> {
        if self.is('-') || self.is('+') {
            let neg = self.is('-');
            self.pos += 1;
            self.deeper()?;
            let inner = self.unary()?;
            self.depth -= 1;
            return Ok(if neg { Node::Neg(Box::new(inner)) } else { inner });
        }
        self.power()
    }

    fn power(&mut self) -> Result<Node, ExprError> {
        let start = self.here().0;
        let base = self.primary()?;
        if !self.is('^') {
            return Ok(base);
        }
        self.pos += 1;
        self.deeper()?;
        let exponent = self.unary()?;
        self.depth -= 1;
        let end = self.toks.get(self.pos - 1).map_or(self.text.len(), |t| t.2);
        Ok(Node::Pow(Box::new(base), Box::new(exponent), (start, end)))
    }

    fn parenthesized(&mut self) -> Result<Node, ExprError> {
        let (open, _) = self.here();
        self.deeper()?;
        self.pos += 1; // `(`
        self.open.push(open);
        let inner = self.sum()?;
        if !self.is(')') {
            return Err(self.expected(Expected::Close));
        }
        self.open.pop();
        self.pos += 1;
        self.depth -= 1;
        Ok(inner)
    }

    fn primary(&mut self) -> Result<Node, ExprError> {
        let (s, e) = self.here();
        match self.peek().cloned() {
            Some(Tok::Num(n)) => {
                self.pos += 1;
                Ok(Node::Num(n))
            }
            Some(Tok::Sym('(')) => self.parenthesized(),
            Some(Tok::Sym('π')) => {
                self.pos += 1;
                Ok(Node::Pi)
            }
            Some(Tok::Sym('√')) => {
                self.pos += 1;
                self.deeper()?;
                let arg = self.primary()?;
                self.depth -= 1;
                let end = self.toks.get(self.pos - 1).map_or(self.text.len(), |t| t.2);
                Ok(Node::Call(Func::Sqrt, Box::new(arg), (s, end)))
            }
            Some(Tok::Name(name)) => {
                self.pos += 1;
                match name.as_str() {
                    "e" => return Ok(Node::E),
                    "pi" => return Ok(Node::Pi),
                    _ => {}
                }
                let Some(f) = Func::of(&name) else {
                    let lower = name.to_lowercase();
                    let known = Func::of(&lower).is_some() || lower == "pi";
                    let help = if known {
                        m1("expr-help-lower-case", "name", lower)
                    } else if self.is('(') {
                        m("expr-help-functions")
                    } else {
                        m("expr-help-names")
                    };
                    let what = if self.is('(') {
                        "expr-unknown-function"
                    } else {
                        "expr-unknown-name"
                    };
                    return err(m1(what, "name", name), (s, e), help);
                };
                if !self.is('(') {
                    return err(
                        m1("expr-parentheses", "name", name.clone()),
                        (s, e),
                        m1("expr-help-parentheses", "name", name),
                    );
                }
                let arg = self.parenthesized()?;
                let end = self.toks.get(self.pos - 1).map_or(self.text.len(), |t| t.2);
                Ok(Node::Call(f, Box::new(arg), (s, end)))
            }
            _ => Err(self.expected(Expected::Value)),
        }
    }
}

fn parse(text: &str, comma: bool) -> Result<Node, ExprError> {
    let chars = text.chars().take(MAX_CHARS + 1).count();
    if chars > MAX_CHARS {
        return err(
            m1("expr-too-long", "max", MAX_CHARS.to_string()),
            (0, text.len()),
            m("expr-help-shorter"),
        );
    }
    let toks = lex(text, comma)?;
    if toks.is_empty() {
        return err(m("expr-nothing"), (0, text.len()), m("expr-help-write"));
    }
    let mut p = Parser {
        text,
        toks,
        pos: 0,
        depth: 0,
        open: Vec::new(),
    };
    let node = p.sum()?;
    if p.pos < p.toks.len() {
        let (s, e) = p.here();
        if p.is(')') {
            return err(m("expr-stray-close"), (s, e), m("expr-help-stray"));
        }
        return Err(p.expected(Expected::Operator));
    }
    Ok(node)
}

/// A value being computed: exact, or a ball.
#[derive(Clone, Debug)]
enum V {
    Exact(Number),
    Ball(Real),
}

impl V {
    fn real(&self) -> Real {
        match self {
            V::Exact(n) => Real::from_number(n),
            V::Ball(r) => r.clone(),
        }
    }
}

/// An exact value within the size guard stays exact; a larger one becomes a ball.
fn exact(n: Number) -> V {
    if n.within_guard().is_ok() {
        V::Exact(n)
    } else {
        V::Ball(Real::from_number(&n))
    }
}

/// An error of the real arithmetic: `what` (a message of locales/*.ftl) when there is no value.
fn domain(e: RealError, at: (usize, usize), what: &'static str) -> ExprError {
    match e {
        RealError::Overflow => ExprError {
            message: m("expr-too-large"),
            at,
            help: m("expr-help-exp-range"),
        },
        RealError::Domain => ExprError {
            message: m(what),
            at,
            help: m("expr-help-real"),
        },
    }
}

/// `k` when `x` is exactly `base^k` for an integer k (`8` → 3 for base 2, `1/100` → −2 for 10).
fn exact_log(x: &Number, base: u32) -> Option<i64> {
    let (p, q) = x.parts();
    let (num, sign) = if q.is_one() {
        (p, 1)
    } else if p.is_one() {
        (q, -1)
    } else {
        return None;
    };
    let b = BigInt::from(base);
    let mut k = 0i64;
    let mut m = num;
    while m > BigInt::one() {
        if !(&m % &b).is_zero() {
            return None;
        }
        m /= &b;
        k += 1;
    }
    (m.is_one()).then_some(sign * k)
}

/// b^k for an exact b and an integer k, exact when it stays within the size guard.
fn int_power(b: &Number, k: &BigInt, at: (usize, usize)) -> Result<V, ExprError> {
    if b.is_zero() {
        return match k.sign() {
            num_bigint::Sign::Minus => err(m("expr-zero-negative-power"), at, m("expr-help-real")),
            num_bigint::Sign::NoSign => Ok(V::Exact(Number::one())),
            num_bigint::Sign::Plus => Ok(V::Exact(Number::zero())),
        };
    }
    if let Some(e) = k.abs().to_u32()
        && let Ok(p) = b.guarded_pow(e)
    {
        return Ok(V::Exact(if k.is_negative() {
            Number::one().checked_div(&p).unwrap_or_default()
        } else {
            p
        }));
    }
    // too large to be exact: |b|^k = e^(k ln|b|), with the sign of b for an odd k
    let k_real = Real::from_number(&Number::from_bigint(k.clone()));
    let ln = real::ln(&Real::from_number(&b.abs())).map_err(|e| domain(e, at, "expr-no-value"))?;
    let r = real::exp(&ln.mul(&k_real)).map_err(|e| domain(e, at, "expr-no-value"))?;
    Ok(V::Ball(if b.is_negative() && k.is_odd() { r.neg() } else { r }))
}

/// ⁿ√x exactly, when x is the n-th power of a rational.
fn exact_root(x: &Number, n: u32) -> Option<Number> {
    if x.is_negative() {
        return None;
    }
    let (p, q) = x.parts();
    let (rp, rq) = (p.nth_root(n), q.nth_root(n));
    (rp.pow(n) == p && rq.pow(n) == q)
        .then(|| Number::from_bigints(rp, rq))
        .flatten()
}

fn eval(node: &Node) -> Result<V, ExprError> {
    Ok(match node {
        Node::Num(n) => V::Exact(n.clone()),
        Node::E => V::Ball(real::exp(&Real::one()).map_err(|e| domain(e, (0, 0), "expr-no-value"))?),
        Node::Pi => V::Ball(real::pi()),
        Node::Neg(x) => match eval(x)? {
            V::Exact(n) => V::Exact(-n),
            V::Ball(r) => V::Ball(r.neg()),
        },
        Node::Bin(op, a, b, at) => {
            let (a, b) = (eval(a)?, eval(b)?);
            match (op, a, b) {
                (Op::Add, V::Exact(a), V::Exact(b)) => exact(a + b),
                (Op::Sub, V::Exact(a), V::Exact(b)) => exact(a - b),
                (Op::Mul, V::Exact(a), V::Exact(b)) => exact(a * b),
                (Op::Div, V::Exact(a), V::Exact(b)) => match a.checked_div(&b) {
                    Some(q) => exact(q),
                    None => return err(m("expr-division-by-zero"), *at, m("expr-help-real")),
                },
                (Op::Add, a, b) => V::Ball(a.real().add(&b.real())),
                (Op::Sub, a, b) => V::Ball(a.real().sub(&b.real())),
                (Op::Mul, a, b) => V::Ball(a.real().mul(&b.real())),
                (Op::Div, a, b) => V::Ball(
                    a.real()
                        .div(&b.real())
                        .map_err(|e| domain(e, *at, "expr-division-near-zero"))?,
                ),
            }
        }
        Node::Pow(base, exponent, at) => {
            let y = eval(exponent)?;
            if **base == Node::E {
                return exp_of(&y, *at);
            }
            let x = eval(base)?;
            power(&x, &y, *at)?
        }
        Node::Call(f, arg, at) => {
            let x = eval(arg)?;
            call(*f, &x, *at)?
        }
    })
}

fn exp_of(y: &V, at: (usize, usize)) -> Result<V, ExprError> {
    match y {
        V::Exact(n) if n.is_zero() => Ok(V::Exact(Number::one())),
        _ => Ok(V::Ball(
            real::exp(&y.real()).map_err(|e| domain(e, at, "expr-no-value"))?,
        )),
    }
}

fn power(x: &V, y: &V, at: (usize, usize)) -> Result<V, ExprError> {
    let negative_base = || err(m("expr-negative-base"), at, m("expr-help-real"));
    if let V::Exact(k) = y
        && k.is_integer()
    {
        let (k, _) = k.parts();
        return match x {
            V::Exact(b) => int_power(b, &k, at),
            V::Ball(b) => {
                // by squaring for a small k (a ball around 0 stays right), else e^(k ln|b|)
                let Some(mut e) = k.abs().to_u32().filter(|&e| e <= 1024) else {
                    return int_power_ball(b, &k, at);
                };
                let mut acc = Real::one();
                let mut sq = b.clone();
                while e > 0 {
                    if e & 1 == 1 {
                        acc = acc.mul(&sq);
                    }
                    sq = sq.mul(&sq);
                    e >>= 1;
                }
                if k.is_negative() {
                    acc = Real::one()
                        .div(&acc)
                        .map_err(|e| domain(e, at, "expr-zero-negative-power"))?;
                }
                Ok(V::Ball(acc))
            }
        };
    }
    // a fractional or irrational exponent: exact for a perfect power (`8^(1/3)`, `(9/4)^(3/2)`)
    if let (V::Exact(b), V::Exact(q)) = (x, y) {
        if b.is_negative() {
            return negative_base();
        }
        if b.is_zero() {
            return if q.is_positive() {
                Ok(V::Exact(Number::zero()))
            } else {
                err(m("expr-zero-negative-power"), at, m("expr-help-real"))
            };
        }
        let (p, d) = q.parts();
        if let Some(n) = d.to_u32().filter(|&n| n <= 64)
            && let Some(root) = exact_root(b, n)
        {
            return int_power(&root, &p, at);
        }
    }
    let b = x.real();
    match b.sign() {
        Some(Ordering::Greater) => {}
        Some(Ordering::Less) => return negative_base(),
        _ if matches!(x, V::Exact(_)) => {
            // exactly 0 to a ball exponent: 0 when it is positive for certain
            return match y.real().sign() {
                Some(Ordering::Greater) => Ok(V::Exact(Number::zero())),
                _ => err(m("expr-zero-power"), at, m("expr-help-real")),
            };
        }
        _ => {
            return err(m("expr-base-near-zero"), at, m("expr-help-real"));
        }
    }
    let ln = real::ln(&b).map_err(|e| domain(e, at, "expr-no-value"))?;
    Ok(V::Ball(
        real::exp(&ln.mul(&y.real())).map_err(|e| domain(e, at, "expr-no-value"))?,
    ))
}

/// b^k for a ball b and a large integer k: e^(k ln|b|), with b's sign for an odd k.
fn int_power_ball(b: &Real, k: &BigInt, at: (usize, usize)) -> Result<V, ExprError> {
    let sign = b.sign().ok_or_else(|| ExprError {
        message: m("expr-base-near-zero"),
        at,
        help: m("expr-help-real"),
    })?;
    let k_real = Real::from_number(&Number::from_bigint(k.clone()));
    let ln = real::ln(&b.abs()).map_err(|e| domain(e, at, "expr-no-value"))?;
    let r = real::exp(&ln.mul(&k_real)).map_err(|e| domain(e, at, "expr-no-value"))?;
    Ok(V::Ball(if sign == Ordering::Less && k.is_odd() {
        r.neg()
    } else {
        r
    }))
}

fn call(f: Func, x: &V, at: (usize, usize)) -> Result<V, ExprError> {
    match (f, x) {
        (Func::Exp, y) => exp_of(y, at),
        (Func::Sqrt, V::Exact(n)) if n.is_negative() => err(m("expr-sqrt-negative"), at, m("expr-help-real")),
        (Func::Sqrt, V::Exact(n)) => Ok(match real::exact_sqrt(n) {
            Some(r) => V::Exact(r),
            None => V::Ball(real::sqrt(&Real::from_number(n)).map_err(|e| domain(e, at, "expr-sqrt-negative"))?),
        }),
        (Func::Sqrt, V::Ball(r)) => Ok(V::Ball(real::sqrt(r).map_err(|e| domain(e, at, "expr-sqrt-negative"))?)),
        (Func::Ln | Func::Log2 | Func::Log10, V::Exact(n)) if !n.is_positive() => {
            err(m("expr-log-positive"), at, m("expr-help-log"))
        }
        (Func::Ln | Func::Log2 | Func::Log10, x) => {
            if let V::Exact(n) = x {
                let k = match f {
                    Func::Ln => (n == &Number::one()).then_some(0),
                    Func::Log2 => exact_log(n, 2),
                    _ => exact_log(n, 10),
                };
                if let Some(k) = k {
                    return Ok(V::Exact(Number::from(k)));
                }
            }
            let ln = real::ln(&x.real()).map_err(|e| domain(e, at, "expr-log-positive"))?;
            let base = match f {
                Func::Log2 => real::ln_2(),
                Func::Log10 => real::ln(&Real::from_i64(10)).map_err(|e| domain(e, at, "expr-no-value"))?,
                _ => return Ok(V::Ball(ln)),
            };
            Ok(V::Ball(ln.div(&base).map_err(|e| domain(e, at, "expr-no-value"))?))
        }
    }
}

/// What an expression comes to.
#[derive(Clone, Debug, PartialEq)]
pub enum Evaluated {
    /// An exact value (`(1/3)`, `sqrt(9/16)`, `e^0`, `log2(8)`), read as a fraction is: it is
    /// compared as exact, never as a rounding.
    Exact(Parsed),
    /// A value known only within a ball (`ln(2)`, `sqrt(5)/5`).
    Approx(Approx),
}

/// An expression whose value is not rational (or not known to be), with its value at the
/// working precision and its tree, to evaluate it again at [`real::MAX_PREC`] when a comparison
/// needs more digits (once: the value is kept).
#[derive(Clone, Debug)]
pub struct Approx {
    node: Arc<Node>,
    value: Real,
    precise: std::sync::OnceLock<Real>,
}

/// The same expression with the same value, whether or not either was refined yet.
impl PartialEq for Approx {
    fn eq(&self, other: &Approx) -> bool {
        self.node == other.node && self.value == other.value
    }
}

impl Approx {
    /// The value as first evaluated (at [`real::PREC`] bits, about 77 digits).
    pub fn real(&self) -> &Real {
        &self.value
    }

    /// The value at [`real::MAX_PREC`] bits (about 600 digits).
    pub fn precise(&self) -> &Real {
        self.precise.get_or_init(|| {
            real::at_precision(real::MAX_PREC, || match eval(&self.node) {
                Ok(v) => v.real(),
                // a value that has one at 256 bits has one at more (its balls are narrower)
                Err(_) => self.value.clone(),
            })
        })
    }
}

/// Reads `text` as an expression and evaluates it; `comma`: a comma between digits is the
/// decimal point (`lang: it`).
pub fn read(text: &str, comma: bool) -> Result<Evaluated, ExprError> {
    let node = parse(text, comma)?;
    let value = real::at_precision(real::PREC, || eval(&node))?;
    Ok(match value {
        V::Exact(value) => Evaluated::Exact(Parsed {
            value,
            is_fraction: true,
            decimals: 0,
        }),
        V::Ball(value) => Evaluated::Approx(Approx {
            node: Arc::new(node),
            value,
            precise: std::sync::OnceLock::new(),
        }),
    })
}

/// Whether `text` looks like an attempt at an expression (an operator, a parenthesis, a
/// function's or a constant's name), so that its failure to read deserves a located message;
/// a plain word (`abc`, a class label) does not.
pub fn looks_like_expression(text: &str) -> bool {
    let t = text.trim();
    t.chars().any(|c| "()^*×·/÷√π".contains(c))
        || t.split(|c: char| !c.is_ascii_alphanumeric())
            .any(|w| Func::of(&w.to_lowercase()).is_some() || w == "pi")
        || (t.chars().any(|c| c.is_ascii_digit()) && t.chars().skip(1).any(|c| "+-−".contains(c)))
}

#[cfg(test)]
mod tests;
