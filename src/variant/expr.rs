//! The small exact expressions of `vary:` bounds and `constraints:`: numbers (exact), names of
//! parameters and parts, `+ - * /`, comparisons (chained: `2 <= errors <= 4`), `and`, `or`,
//! `not`, lists `[a, b]`, 1-based indexing `x[1]`, texts `'setosa'` and a few functions (`len`,
//! `abs`, `min`, `max`, `sum`, `count`, `distinct`).

use crate::num::{self, Number};

pub use crate::value::Val;

/// A parsed expression, with byte offsets into its text.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// A number literal.
    Num(Number),
    /// A text literal.
    Str(String),
    /// `true` / `false`.
    Bool(bool),
    /// A name, with its offset and length.
    Name(String, usize, usize),
    /// `[a, b]`.
    List(Vec<Expr>),
    /// `-a`.
    Neg(Box<Expr>),
    /// `not a`.
    Not(Box<Expr>),
    /// `a op b`.
    Bin(Op, Box<Expr>, Box<Expr>),
    /// `a < b <= c`.
    Cmp(Box<Expr>, Vec<(Op, Expr)>),
    /// `x[i]`.
    Index(Box<Expr>, Box<Expr>),
    /// `f(a, b)`, with the name's offset.
    Call(String, usize, Vec<Expr>),
}

/// A binary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `and`
    And,
    /// `or`
    Or,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `==`
    Eq,
    /// `!=`
    Ne,
}

/// A syntax error: what, and the byte range in the expression's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// What is wrong.
    pub message: String,
    /// Where (byte offsets into the expression).
    pub at: (usize, usize),
}

/// The functions expressions may call.
pub const FUNCTIONS: &[&str] = &["len", "abs", "min", "max", "sum", "count", "distinct"];

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(Number),
    Str(String),
    Name(String),
    Sym(&'static str),
}

fn lex(text: &str) -> Result<Vec<(Tok, usize, usize)>, SyntaxError> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'.') {
                i += 1;
            }
            let lit = &text[start..i];
            let n = Number::parse(lit).map_err(|e| SyntaxError {
                message: format!("`{lit}` is not a number: {e}"),
                at: (start, i),
            })?;
            out.push((Tok::Num(n.value), start, i));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push((Tok::Name(text[start..i].to_string()), start, i));
        } else if c == b'\'' || c == b'"' {
            let Some(len) = text[i + 1..].find(c as char) else {
                return Err(SyntaxError {
                    message: "a text is not closed".into(),
                    at: (start, b.len()),
                });
            };
            out.push((Tok::Str(text[i + 1..i + 1 + len].to_string()), start, i + len + 2));
            i += len + 2;
        } else {
            const SYMS: &[&str] = &[
                "<=", ">=", "==", "!=", "<", ">", "+", "-", "*", "/", "(", ")", "[", "]", ",",
            ];
            let Some(sym) = SYMS.iter().find(|s| text[i..].starts_with(**s)) else {
                let ch = text[i..].chars().next().unwrap_or(' ');
                return Err(SyntaxError {
                    message: format!("unexpected `{ch}`"),
                    at: (start, start + ch.len_utf8()),
                });
            };
            i += sym.len();
            out.push((Tok::Sym(sym), start, i));
        }
    }
    Ok(out)
}

struct Parser<'t> {
    toks: Vec<(Tok, usize, usize)>,
    pos: usize,
    len: usize,
    text: &'t str,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.0)
    }

    fn here(&self) -> (usize, usize) {
        self.toks.get(self.pos).map_or((self.len, self.len), |t| (t.1, t.2))
    }

    fn is_sym(&self, s: &str) -> bool {
        matches!(self.peek(), Some(Tok::Sym(x)) if *x == s)
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Name(x)) if x == w)
    }

    fn fail<T>(&self, what: &str) -> Result<T, SyntaxError> {
        let at = self.here();
        let found = if at.0 >= self.len {
            "the end".to_string()
        } else {
            format!("`{}`", &self.text[at.0..at.1])
        };
        Err(SyntaxError {
            message: format!("expected {what}, found {found}"),
            at,
        })
    }

    fn expect(&mut self, s: &str) -> Result<(), SyntaxError> {
        if self.is_sym(s) {
            self.pos += 1;
            Ok(())
        } else {
            self.fail(&format!("`{s}`"))
        }
    }

    fn or(&mut self) -> Result<Expr, SyntaxError> {
        let mut e = self.and()?;
        while self.is_word("or") {
            self.pos += 1;
            e = Expr::Bin(Op::Or, Box::new(e), Box::new(self.and()?));
        }
        Ok(e)
    }

    fn and(&mut self) -> Result<Expr, SyntaxError> {
        let mut e = self.not()?;
        while self.is_word("and") {
            self.pos += 1;
            e = Expr::Bin(Op::And, Box::new(e), Box::new(self.not()?));
        }
        Ok(e)
    }

    fn not(&mut self) -> Result<Expr, SyntaxError> {
        if self.is_word("not") {
            self.pos += 1;
            return Ok(Expr::Not(Box::new(self.not()?)));
        }
        self.cmp()
    }

    fn cmp_op(&self) -> Option<Op> {
        match self.peek() {
            Some(Tok::Sym("<")) => Some(Op::Lt),
            Some(Tok::Sym("<=")) => Some(Op::Le),
            Some(Tok::Sym(">")) => Some(Op::Gt),
            Some(Tok::Sym(">=")) => Some(Op::Ge),
            Some(Tok::Sym("==")) => Some(Op::Eq),
            Some(Tok::Sym("!=")) => Some(Op::Ne),
            _ => None,
        }
    }

    fn cmp(&mut self) -> Result<Expr, SyntaxError> {
        let first = self.add()?;
        let mut rest = Vec::new();
        while let Some(op) = self.cmp_op() {
            self.pos += 1;
            rest.push((op, self.add()?));
        }
        Ok(if rest.is_empty() {
            first
        } else {
            Expr::Cmp(Box::new(first), rest)
        })
    }

    fn add(&mut self) -> Result<Expr, SyntaxError> {
        let mut e = self.mul()?;
        loop {
            let op = if self.is_sym("+") {
                Op::Add
            } else if self.is_sym("-") {
                Op::Sub
            } else {
                return Ok(e);
            };
            self.pos += 1;
            e = Expr::Bin(op, Box::new(e), Box::new(self.mul()?));
        }
    }

    fn mul(&mut self) -> Result<Expr, SyntaxError> {
        let mut e = self.unary()?;
        loop {
            let op = if self.is_sym("*") {
                Op::Mul
            } else if self.is_sym("/") {
                Op::Div
            } else {
                return Ok(e);
            };
            self.pos += 1;
            e = Expr::Bin(op, Box::new(e), Box::new(self.unary()?));
        }
    }

    fn unary(&mut self) -> Result<Expr, SyntaxError> {
        if self.is_sym("-") {
            self.pos += 1;
            return Ok(Expr::Neg(Box::new(self.unary()?)));
        }
        let mut e = self.primary()?;
        while self.is_sym("[") {
            self.pos += 1;
            let i = self.or()?;
            self.expect("]")?;
            e = Expr::Index(Box::new(e), Box::new(i));
        }
        Ok(e)
    }

    fn list(&mut self, close: &str) -> Result<Vec<Expr>, SyntaxError> {
        let mut items = Vec::new();
        if self.is_sym(close) {
            self.pos += 1;
            return Ok(items);
        }
        loop {
            items.push(self.or()?);
            if self.is_sym(",") {
                self.pos += 1;
                continue;
            }
            self.expect(close)?;
            return Ok(items);
        }
    }

    fn primary(&mut self) -> Result<Expr, SyntaxError> {
        let Some((tok, start, end)) = self.toks.get(self.pos).cloned() else {
            return self.fail("a value");
        };
        match tok {
            Tok::Num(n) => {
                self.pos += 1;
                Ok(Expr::Num(n))
            }
            Tok::Str(s) => {
                self.pos += 1;
                Ok(Expr::Str(s))
            }
            Tok::Name(w) if matches!(w.as_str(), "and" | "or" | "not") => self.fail("a value"),
            Tok::Name(w) if w == "true" || w == "false" => {
                self.pos += 1;
                Ok(Expr::Bool(w == "true"))
            }
            Tok::Name(w) => {
                self.pos += 1;
                if self.is_sym("(") {
                    self.pos += 1;
                    let args = self.list(")")?;
                    return Ok(Expr::Call(w, start, args));
                }
                Ok(Expr::Name(w, start, end - start))
            }
            Tok::Sym("(") => {
                self.pos += 1;
                let e = self.or()?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Sym("[") => {
                self.pos += 1;
                Ok(Expr::List(self.list("]")?))
            }
            Tok::Sym(_) => self.fail("a value"),
        }
    }
}

/// Parses an expression.
pub fn parse(text: &str) -> Result<Expr, SyntaxError> {
    let toks = lex(text)?;
    if toks.is_empty() {
        return Err(SyntaxError {
            message: "the expression is empty".into(),
            at: (0, text.len()),
        });
    }
    let mut p = Parser {
        toks,
        pos: 0,
        len: text.len(),
        text,
    };
    let e = p.or()?;
    if p.pos < p.toks.len() {
        return p.fail("an operator or the end");
    }
    Ok(e)
}

impl Expr {
    /// Every name the expression reads (not functions), with offset and length, in order.
    pub fn names(&self) -> Vec<(&str, usize, usize)> {
        let mut out = Vec::new();
        self.collect(&mut out);
        out
    }

    fn collect<'a>(&'a self, out: &mut Vec<(&'a str, usize, usize)>) {
        match self {
            Expr::Num(_) | Expr::Str(_) | Expr::Bool(_) => {}
            Expr::Name(n, at, len) => out.push((n, *at, *len)),
            Expr::List(items) | Expr::Call(_, _, items) => items.iter().for_each(|e| e.collect(out)),
            Expr::Neg(e) | Expr::Not(e) => e.collect(out),
            Expr::Bin(_, a, b) | Expr::Index(a, b) => {
                a.collect(out);
                b.collect(out);
            }
            Expr::Cmp(a, rest) => {
                a.collect(out);
                rest.iter().for_each(|(_, e)| e.collect(out));
            }
        }
    }

    /// Every function the expression calls, with the offset of its name.
    pub fn calls(&self) -> Vec<(&str, usize)> {
        let mut out = Vec::new();
        self.collect_calls(&mut out);
        out
    }

    fn collect_calls<'a>(&'a self, out: &mut Vec<(&'a str, usize)>) {
        match self {
            Expr::Num(_) | Expr::Str(_) | Expr::Bool(_) | Expr::Name(..) => {}
            Expr::Call(f, at, items) => {
                out.push((f, *at));
                items.iter().for_each(|e| e.collect_calls(out));
            }
            Expr::List(items) => items.iter().for_each(|e| e.collect_calls(out)),
            Expr::Neg(e) | Expr::Not(e) => e.collect_calls(out),
            Expr::Bin(_, a, b) | Expr::Index(a, b) => {
                a.collect_calls(out);
                b.collect_calls(out);
            }
            Expr::Cmp(a, rest) => {
                a.collect_calls(out);
                rest.iter().for_each(|(_, e)| e.collect_calls(out));
            }
        }
    }

    /// Evaluates the expression; `lookup` gives the value of a name.
    pub fn eval(&self, lookup: &dyn Fn(&str) -> Option<Val>) -> Result<Val, String> {
        match self {
            Expr::Num(n) => Ok(Val::Num(n.clone())),
            Expr::Str(s) => Ok(Val::Str(s.clone())),
            Expr::Bool(b) => Ok(Val::Bool(*b)),
            Expr::Name(n, _, _) => lookup(n).ok_or_else(|| format!("`{n}` has no value here")),
            Expr::List(items) => Ok(Val::List(
                items.iter().map(|e| e.eval(lookup)).collect::<Result<_, _>>()?,
            )),
            Expr::Neg(e) => Ok(Val::Num(-number(&e.eval(lookup)?, "`-`")?)),
            Expr::Not(e) => Ok(Val::Bool(!boolean(&e.eval(lookup)?, "`not`")?)),
            Expr::Bin(Op::And, a, b) => Ok(Val::Bool(
                boolean(&a.eval(lookup)?, "`and`")? && boolean(&b.eval(lookup)?, "`and`")?,
            )),
            Expr::Bin(Op::Or, a, b) => Ok(Val::Bool(
                boolean(&a.eval(lookup)?, "`or`")? || boolean(&b.eval(lookup)?, "`or`")?,
            )),
            Expr::Bin(op, a, b) => {
                let (x, y) = (a.eval(lookup)?, b.eval(lookup)?);
                let sym = op_text(*op);
                let (x, y) = (number(&x, sym)?, number(&y, sym)?);
                Ok(Val::Num(match op {
                    Op::Add => x + y,
                    Op::Sub => x - y,
                    Op::Mul => x * y,
                    _ => x.checked_div(&y).ok_or("division by zero")?,
                }))
            }
            Expr::Cmp(first, rest) => {
                let mut left = first.eval(lookup)?;
                for (op, e) in rest {
                    let right = e.eval(lookup)?;
                    if !compare(*op, &left, &right)? {
                        return Ok(Val::Bool(false));
                    }
                    left = right;
                }
                Ok(Val::Bool(true))
            }
            Expr::Index(list, i) => {
                let list = list.eval(lookup)?;
                let i = number(&i.eval(lookup)?, "an index")?;
                let Val::List(items) = list else {
                    return Err(format!("only a list can be indexed, not {}", list.describe()));
                };
                let k = i.to_i64().filter(|_| i.is_integer()).unwrap_or(0);
                if k < 1 || k as usize > items.len() {
                    return Err(format!(
                        "index {} is out of 1..{} (indices start at 1)",
                        i.display(num::NumStyle::Decimal),
                        items.len()
                    ));
                }
                Ok(items[k as usize - 1].clone())
            }
            Expr::Call(f, _, args) => {
                let args: Vec<Val> = args.iter().map(|e| e.eval(lookup)).collect::<Result<_, _>>()?;
                call(f, args)
            }
        }
    }
}

fn op_text(op: Op) -> &'static str {
    match op {
        Op::Add => "`+`",
        Op::Sub => "`-`",
        Op::Mul => "`*`",
        Op::Div => "`/`",
        Op::And => "`and`",
        Op::Or => "`or`",
        Op::Lt => "`<`",
        Op::Le => "`<=`",
        Op::Gt => "`>`",
        Op::Ge => "`>=`",
        Op::Eq => "`==`",
        Op::Ne => "`!=`",
    }
}

fn number(v: &Val, what: &str) -> Result<Number, String> {
    match v {
        Val::Num(n) => Ok(n.clone()),
        other => Err(format!("{what} needs a number, found {}", other.describe())),
    }
}

fn boolean(v: &Val, what: &str) -> Result<bool, String> {
    match v {
        Val::Bool(b) => Ok(*b),
        other => Err(format!("{what} needs true or false, found {}", other.describe())),
    }
}

/// Equality: numbers exactly, a text that reads as a number equal to that number (class
/// labels `2`), lists entry by entry.
pub fn equal(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::List(x), Val::List(y)) => x.len() == y.len() && x.iter().zip(y).all(|(p, q)| equal(p, q)),
        (Val::Str(x), Val::Str(y)) => x == y,
        (Val::Bool(x), Val::Bool(y)) => x == y,
        (Val::Num(_), Val::Str(_)) | (Val::Str(_), Val::Num(_)) | (Val::Num(_), Val::Num(_)) => {
            matches!((a.as_num(), b.as_num()), (Some(x), Some(y)) if x == y)
        }
        _ => false,
    }
}

fn compare(op: Op, a: &Val, b: &Val) -> Result<bool, String> {
    match op {
        Op::Eq => Ok(equal(a, b)),
        Op::Ne => Ok(!equal(a, b)),
        _ => {
            let sym = op_text(op);
            let (x, y) = (
                a.as_num()
                    .ok_or_else(|| format!("{sym} needs numbers, found {}", a.describe()))?,
                b.as_num()
                    .ok_or_else(|| format!("{sym} needs numbers, found {}", b.describe()))?,
            );
            let o = num::cmp(&x, &y);
            Ok(match op {
                Op::Lt => o.is_lt(),
                Op::Le => o.is_le(),
                Op::Gt => o.is_gt(),
                _ => o.is_ge(),
            })
        }
    }
}

fn call(f: &str, args: Vec<Val>) -> Result<Val, String> {
    // min, max and sum take several numbers or one list of them.
    let spread = |args: Vec<Val>| -> Vec<Val> {
        match <[Val; 1]>::try_from(args) {
            Ok([Val::List(items)]) => items,
            Ok([one]) => vec![one],
            Err(args) => args,
        }
    };
    match f {
        "len" => match args.as_slice() {
            [Val::List(items)] => Ok(Val::Num(Number::from(items.len()))),
            [Val::Str(s)] => Ok(Val::Num(Number::from(s.chars().count()))),
            _ => Err("`len` takes one list".into()),
        },
        "abs" => match args.as_slice() {
            [v] => Ok(Val::Num(number(v, "`abs`")?.abs())),
            _ => Err("`abs` takes one number".into()),
        },
        "min" | "max" => {
            let nums: Vec<Number> = spread(args)
                .iter()
                .map(|v| number(v, &format!("`{f}`")))
                .collect::<Result<_, _>>()?;
            let best = nums.into_iter().reduce(|a, b| {
                let keep_a = if f == "min" { a <= b } else { a >= b };
                if keep_a { a } else { b }
            });
            best.map(Val::Num).ok_or_else(|| format!("`{f}` of nothing"))
        }
        "sum" => {
            let mut total = Number::zero();
            for v in spread(args) {
                total = total + number(&v, "`sum`")?;
            }
            Ok(Val::Num(total))
        }
        "count" => match args.as_slice() {
            [Val::List(items), v] => Ok(Val::Num(Number::from(items.iter().filter(|x| equal(x, v)).count()))),
            _ => Err("`count` takes a list and a value: `count(ys, 1)`".into()),
        },
        "distinct" => match args.as_slice() {
            [Val::List(items)] => Ok(Val::Bool(
                items
                    .iter()
                    .enumerate()
                    .all(|(i, a)| items[..i].iter().all(|b| !equal(a, b))),
            )),
            _ => Err("`distinct` takes one list".into()),
        },
        other => Err(format!("unknown function `{other}`")),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;

    fn ev(text: &str) -> Val {
        let lookup = |n: &str| match n {
            "a" => Some(Val::Num(Number::from(3))),
            "eta" => Some(Val::Num(Number::parse("0.1").unwrap().value)),
            "x" => Some(Val::List(vec![Val::Num(Number::from(-2)), Val::Num(Number::from(5))])),
            "c" => Some(Val::Str("2".into())),
            _ => None,
        };
        parse(text).unwrap().eval(&lookup).unwrap()
    }

    fn num(text: &str) -> Val {
        Val::Num(Number::parse(text).unwrap().value)
    }

    #[test]
    fn arithmetic_is_exact() {
        // 0.1 + 0.2 is three tenths exactly; 1/3 stays a fraction.
        assert_eq!(ev("0.1 + 0.2 == 0.3"), Val::Bool(true));
        assert_eq!(ev("1 / 3"), Val::Num(Number::ratio(1, 3).unwrap()));
        assert_eq!(ev("a * eta - 1"), num("-0.7"));
        assert_eq!(ev("-(a + 1) * 2"), num("-8"));
        assert_eq!(ev("2 + 3 * 4"), num("14"));
    }

    #[test]
    fn comparisons_chain_and_combine() {
        assert_eq!(ev("2 <= a <= 4"), Val::Bool(true));
        assert_eq!(ev("2 <= a < 3"), Val::Bool(false));
        assert_eq!(ev("a > 2 and not eta > 1 or false"), Val::Bool(true));
        assert_eq!(ev("c == 2 and c != 3 and c == '2'"), Val::Bool(true));
    }

    #[test]
    fn lists_index_from_one_and_functions_work() {
        assert_eq!(ev("x[1]"), num("-2"));
        assert_eq!(ev("len(x)"), num("2"));
        assert_eq!(ev("abs(x[1]) + max(x) + min(1, a)"), num("8"));
        assert_eq!(ev("sum(x)"), num("3"));
        assert_eq!(ev("count([1, 2, 1], 1)"), num("2"));
        assert_eq!(ev("distinct([1, 2, 1])"), Val::Bool(false));
        assert_eq!(ev("distinct(x)"), Val::Bool(true));
        assert_eq!(ev("[1, a] == [1, 3]"), Val::Bool(true));
    }

    #[test]
    fn runtime_errors_say_what() {
        let none = |_: &str| None;
        let e = |t: &str| parse(t).unwrap().eval(&none).unwrap_err();
        assert_eq!(e("1 / (2 - 2)"), "division by zero");
        assert_eq!(e("[1, 2][3]"), "index 3 is out of 1..2 (indices start at 1)");
        assert_eq!(e("1 + 'a'"), "`+` needs a number, found a text");
        assert_eq!(e("1 and true"), "`and` needs true or false, found a number");
    }

    #[test]
    fn syntax_errors_are_placed() {
        let e = parse("a >= ").unwrap_err();
        assert_eq!(e.message, "expected a value, found the end");
        assert_eq!(e.at, (5, 5));
        let e = parse("a >= 2 2").unwrap_err();
        assert_eq!(e.message, "expected an operator or the end, found `2`");
        assert_eq!(e.at, (7, 8));
        let e = parse("a # 2").unwrap_err();
        assert_eq!(e.message, "unexpected `#`");
        assert_eq!(e.at, (2, 3));
        assert_eq!(parse("'abc").unwrap_err().message, "a text is not closed");
        assert_eq!(parse("  ").unwrap_err().message, "the expression is empty");
        let e = parse("f(a) + b[c]").unwrap();
        let names: Vec<&str> = e.names().iter().map(|n| n.0).collect();
        assert_eq!(names, ["a", "b", "c"]);
    }
}
