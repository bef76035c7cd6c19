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
    /// `a op b op c …`, left to right, all of one precedence (`+ -`, `* /`, `and`, `or`): a
    /// flat sum of 10,000 terms is one node, not a tree 10,000 deep.
    Chain(Box<Expr>, Vec<(Op, Expr)>),
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

/// The most bytes of one expression's text: room for a number of the most digits a spec may
/// write (1,000) and then some; the shipped expressions have at most 40 bytes. A 20 KB sum of
/// 10,000 terms is refused before it is parsed.
pub const MAX_EXPR_LEN: usize = 2000;

/// The deepest nesting of one expression: parentheses, lists, calls, indexing and the unary
/// `-` and `not`, each one level. The parser and the evaluator recurse once per level (a chain
/// `a + b + c` is one level however long), so this bounds their stack on any thread: 5,000
/// nested parentheses overflowed the stack before.
pub const MAX_EXPR_DEPTH: usize = 32;

/// The most entries of a value an expression computes or reads (every entry of a list, its
/// sub-lists' entries included): the most a parameter draws. `[l, l]` doubled 39 times took
/// 1.46 GB before.
pub const MAX_VALUE_ENTRIES: usize = 10_000;

/// The deepest nesting of lists in a value (a matrix is 2), the YAML nesting cap.
pub const MAX_VALUE_DEPTH: usize = crate::spec::yaml::MAX_DEPTH;

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(Number),
    Str(String),
    Name(String),
    Sym(&'static str),
}

fn lex(text: &str) -> Result<Vec<(Tok, usize, usize)>, SyntaxError> {
    if text.len() > MAX_EXPR_LEN {
        return Err(SyntaxError {
            message: format!(
                "the expression is {} bytes long, more than the {MAX_EXPR_LEN} an expression may have",
                text.len()
            ),
            at: (0, 0),
        });
    }
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
            // an exponent (`1e3`, `2.5E-1`) when digits follow the `e` (and its sign)
            if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
                let sign = usize::from(matches!(b.get(i + 1), Some(b'+' | b'-')));
                if b.get(i + 1 + sign).is_some_and(u8::is_ascii_digit) {
                    i += 1 + sign;
                    while i < b.len() && b[i].is_ascii_digit() {
                        i += 1;
                    }
                }
            }
            let lit = &text[start..i];
            let n = Number::parse(lit).map_err(|e| SyntaxError {
                message: format!("`{lit}` is not a number: {e}"),
                at: (start, i),
            })?;
            check_number(&n.value).map_err(|message| SyntaxError {
                message,
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
    /// The nesting entered so far (parentheses, lists, calls, indices, unary operators).
    depth: usize,
}

impl Parser<'_> {
    /// Enters one more level of nesting, or fails past [`MAX_EXPR_DEPTH`].
    fn deeper(&mut self) -> Result<(), SyntaxError> {
        self.depth += 1;
        if self.depth > MAX_EXPR_DEPTH {
            let at = self.here();
            return Err(SyntaxError {
                message: format!("the expression nests deeper than {MAX_EXPR_DEPTH} levels"),
                at,
            });
        }
        Ok(())
    }

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
        let first = self.and()?;
        let mut rest = Vec::new();
        while self.is_word("or") {
            self.pos += 1;
            rest.push((Op::Or, self.and()?));
        }
        Ok(chain(first, rest))
    }

    fn and(&mut self) -> Result<Expr, SyntaxError> {
        let first = self.not()?;
        let mut rest = Vec::new();
        while self.is_word("and") {
            self.pos += 1;
            rest.push((Op::And, self.not()?));
        }
        Ok(chain(first, rest))
    }

    fn not(&mut self) -> Result<Expr, SyntaxError> {
        if self.is_word("not") {
            self.pos += 1;
            self.deeper()?;
            let e = Expr::Not(Box::new(self.not()?));
            self.depth -= 1;
            return Ok(e);
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
        let first = self.mul()?;
        let mut rest = Vec::new();
        loop {
            let op = if self.is_sym("+") {
                Op::Add
            } else if self.is_sym("-") {
                Op::Sub
            } else {
                return Ok(chain(first, rest));
            };
            self.pos += 1;
            rest.push((op, self.mul()?));
        }
    }

    fn mul(&mut self) -> Result<Expr, SyntaxError> {
        let first = self.unary()?;
        let mut rest = Vec::new();
        loop {
            let op = if self.is_sym("*") {
                Op::Mul
            } else if self.is_sym("/") {
                Op::Div
            } else {
                return Ok(chain(first, rest));
            };
            self.pos += 1;
            rest.push((op, self.unary()?));
        }
    }

    fn unary(&mut self) -> Result<Expr, SyntaxError> {
        if self.is_sym("-") {
            self.pos += 1;
            self.deeper()?;
            let e = Expr::Neg(Box::new(self.unary()?));
            self.depth -= 1;
            return Ok(e);
        }
        let mut e = self.primary()?;
        // each index wraps the value once more: `x[1][1]` is two levels
        let outer = self.depth;
        while self.is_sym("[") {
            self.pos += 1;
            self.deeper()?;
            let i = self.or()?;
            self.expect("]")?;
            e = Expr::Index(Box::new(e), Box::new(i));
        }
        self.depth = outer;
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
                    self.deeper()?;
                    let args = self.list(")")?;
                    self.depth -= 1;
                    return Ok(Expr::Call(w, start, args));
                }
                Ok(Expr::Name(w, start, end - start))
            }
            Tok::Sym("(") => {
                self.pos += 1;
                self.deeper()?;
                let e = self.or()?;
                self.expect(")")?;
                self.depth -= 1;
                Ok(e)
            }
            Tok::Sym("[") => {
                self.pos += 1;
                self.deeper()?;
                let items = self.list("]")?;
                self.depth -= 1;
                Ok(Expr::List(items))
            }
            Tok::Sym(_) => self.fail("a value"),
        }
    }
}

/// `first` alone, or the chain of it and `rest`.
fn chain(first: Expr, rest: Vec<(Op, Expr)>) -> Expr {
    if rest.is_empty() {
        first
    } else {
        Expr::Chain(Box::new(first), rest)
    }
}

/// Parses an expression (at most [`MAX_EXPR_LEN`] bytes, nested at most [`MAX_EXPR_DEPTH`]
/// deep).
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
        depth: 0,
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
            Expr::Index(a, b) => {
                a.collect(out);
                b.collect(out);
            }
            Expr::Cmp(a, rest) | Expr::Chain(a, rest) => {
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
            Expr::Index(a, b) => {
                a.collect_calls(out);
                b.collect_calls(out);
            }
            Expr::Cmp(a, rest) | Expr::Chain(a, rest) => {
                a.collect_calls(out);
                rest.iter().for_each(|(_, e)| e.collect_calls(out));
            }
        }
    }

    /// Evaluates the expression; `lookup` gives the value of a name. Every entry of a list read
    /// and every entry a function goes through is charged to the work of the draw
    /// (`crate::num::charge_work`; numbers by their arithmetic); a number of more than
    /// [`num::MAX_DECIMAL_DIGITS`] digits, or a list past [`MAX_VALUE_ENTRIES`] entries or
    /// [`MAX_VALUE_DEPTH`] levels, is an error.
    pub fn eval(&self, lookup: &dyn Fn(&str) -> Option<Val>) -> Result<Val, String> {
        match self {
            Expr::Num(n) => Ok(Val::Num(n.clone())),
            Expr::Str(s) => Ok(Val::Str(s.clone())),
            Expr::Bool(b) => Ok(Val::Bool(*b)),
            Expr::Name(n, _, _) => {
                let v = lookup(n).ok_or_else(|| format!("`{n}` has no value here"))?;
                num::charge_work(measure(&v).0 as u64);
                Ok(v)
            }
            Expr::List(items) => {
                let (mut entries, mut depth) = (0usize, 0usize);
                let mut out = Vec::with_capacity(items.len());
                for e in items {
                    let v = e.eval(lookup)?;
                    let (n, d) = measure(&v);
                    entries += 1 + n;
                    depth = depth.max(d);
                    check_list(entries, depth + 1)?;
                    out.push(v);
                }
                Ok(Val::List(out))
            }
            Expr::Neg(e) => Ok(Val::Num(-number(&e.eval(lookup)?, "`-`")?)),
            Expr::Not(e) => Ok(Val::Bool(!boolean(&e.eval(lookup)?, "`not`")?)),
            Expr::Chain(first, rest) => {
                let Some((op, _)) = rest.first() else {
                    return first.eval(lookup);
                };
                if matches!(op, Op::And | Op::Or) {
                    // left to right, stopping at the first value that decides
                    let sym = op_text(*op);
                    let mut v = boolean(&first.eval(lookup)?, sym)?;
                    for (_, e) in rest {
                        if v == (*op == Op::Or) {
                            break;
                        }
                        v = boolean(&e.eval(lookup)?, sym)?;
                    }
                    return Ok(Val::Bool(v));
                }
                let mut acc = number(&first.eval(lookup)?, op_text(*op))?;
                for (op, e) in rest {
                    let y = number(&e.eval(lookup)?, op_text(*op))?;
                    acc = match op {
                        Op::Add => acc + y,
                        Op::Sub => acc - y,
                        Op::Mul => acc * y,
                        _ => acc.checked_div(&y).ok_or("division by zero")?,
                    };
                    check_number(&acc)?;
                }
                Ok(Val::Num(acc))
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
                        short_number(&i),
                        items.len()
                    ));
                }
                Ok(items[k as usize - 1].clone())
            }
            Expr::Call(f, _, args) => {
                let args: Vec<Val> = args.iter().map(|e| e.eval(lookup)).collect::<Result<_, _>>()?;
                num::charge_work(args.iter().map(|a| measure(a).0 as u64).sum());
                call(f, args)
            }
        }
    }
}

/// A number written briefly for a message: whole when short, else its first digits and length.
fn short_number(n: &Number) -> String {
    crate::spec::loader::short_number(&n.display(num::NumStyle::Decimal))
}

/// Refuses a number with more digits on a side than a spec may write
/// ([`num::MAX_DECIMAL_DIGITS`]): it could not be put into the spec, and arithmetic on it grows
/// without bound (a value squared 32 times).
pub(crate) fn check_number(n: &Number) -> Result<(), String> {
    match n.unreadable_digits() {
        Some(d) => Err(format!(
            "a value of {d} digits, more than the {} a number may have",
            num::MAX_DECIMAL_DIGITS
        )),
        None => Ok(()),
    }
}

/// Refuses a list of more than [`MAX_VALUE_ENTRIES`] entries or nested deeper than
/// [`MAX_VALUE_DEPTH`].
fn check_list(entries: usize, depth: usize) -> Result<(), String> {
    if entries > MAX_VALUE_ENTRIES {
        return Err(format!(
            "a list of more than {MAX_VALUE_ENTRIES} entries (its lists' entries counted)"
        ));
    }
    if depth > MAX_VALUE_DEPTH {
        return Err(format!("a list nested more than {MAX_VALUE_DEPTH} deep"));
    }
    Ok(())
}

/// The entries of a value (every entry of a list, its sub-lists' entries included; 0 for a
/// number, a text or a truth value) and its depth of lists (0 for those, 1 for a vector).
pub fn measure(v: &Val) -> (usize, usize) {
    match v {
        Val::List(items) => items.iter().fold((0, 1), |(n, d), i| {
            let (m, e) = measure(i);
            (n + 1 + m, d.max(e + 1))
        }),
        _ => (0, 0),
    }
}

/// A value as a key for hashing: two values are [`equal`] exactly when their keys are (texts
/// that read as numbers are those numbers).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Key {
    Num(Number),
    Str(String),
    Bool(bool),
    List(Vec<Key>),
}

/// The [`Key`] of a value.
pub(crate) fn key(v: &Val) -> Key {
    match v {
        Val::Num(n) => Key::Num(n.clone()),
        Val::Str(s) => match Number::parse(s) {
            Ok(p) => Key::Num(p.value),
            Err(_) => Key::Str(s.clone()),
        },
        Val::Bool(b) => Key::Bool(*b),
        Val::List(items) => Key::List(items.iter().map(key).collect()),
    }
}

/// Whether the values are pairwise different ([`equal`]), by hashing: linear in their entries.
pub(crate) fn all_distinct(items: &[Val]) -> bool {
    let mut seen = std::collections::HashSet::with_capacity(items.len());
    items.iter().all(|v| seen.insert(key(v)))
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
        // two texts that read as the same number are equal too (`2` and `2.0`), so that
        // equality is an equivalence, as hashing by [`key`] needs
        (Val::Str(x), Val::Str(y)) => x == y || matches!((a.as_num(), b.as_num()), (Some(p), Some(q)) if p == q),
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
                check_number(&total)?;
            }
            Ok(Val::Num(total))
        }
        "count" => match args.as_slice() {
            [Val::List(items), v] => Ok(Val::Num(Number::from(items.iter().filter(|x| equal(x, v)).count()))),
            _ => Err("`count` takes a list and a value: `count(ys, 1)`".into()),
        },
        "distinct" => match args.as_slice() {
            [Val::List(items)] => Ok(Val::Bool(all_distinct(items))),
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

    #[test]
    fn long_and_deep_expressions_are_refused_not_overflowed() {
        // 5,000 nested parentheses and 10,000 flat terms: refused by length, at once
        let deep = format!("{}1{}", "(".repeat(5000), ")".repeat(5000));
        let e = parse(&deep).unwrap_err();
        assert!(
            e.message.contains("10001 bytes long, more than the 2000"),
            "{}",
            e.message
        );
        let flat = vec!["a"; 10_000].join("+");
        assert!(parse(&flat).unwrap_err().message.contains("more than the 2000"));
        // within the length: 32 levels parse, 33 do not, whatever the nesting is made of
        let ok = format!("{}1{}", "(".repeat(32), ")".repeat(32));
        assert!(parse(&ok).is_ok());
        for deep in [
            format!("{}1{}", "(".repeat(33), ")".repeat(33)),
            format!("{}1{}", "[".repeat(33), "]".repeat(33)),
            format!("{}true", "not ".repeat(33)),
            format!("{}1", "-".repeat(33)),
            format!("{}1{}", "abs(".repeat(33), ")".repeat(33)),
            format!("x{}", "[1]".repeat(33)),
        ] {
            let e = parse(&deep).unwrap_err();
            assert_eq!(e.message, "the expression nests deeper than 32 levels", "{deep}");
        }
        // a flat chain of 300 terms is one level: parsed and evaluated without recursion
        let flat = vec!["a"; 300].join(" + ");
        assert_eq!(ev(&flat), num("900"));
        assert_eq!(ev(&vec!["true"; 200].join(" and ")), Val::Bool(true));
        assert_eq!(
            ev(&format!("{} or false", vec!["false"; 200].join(" or "))),
            Val::Bool(false)
        );
    }

    #[test]
    fn values_are_held_to_the_caps() {
        let none = |_: &str| None;
        let e = |t: &str| parse(t).unwrap().eval(&none).unwrap_err();
        // 10^600 · 10^600 has 1,201 digits: refused (Python: len(str(10**1200)) == 1201)
        assert_eq!(
            e("1e600 * 1e600"),
            "a value of 1201 digits, more than the 1000 a number may have"
        );
        // 10^999 has 1,000 digits and is allowed; 10^999 · 10 is not
        assert_eq!(
            e("sum([1e999, 9e999])"),
            "a value of 1001 digits, more than the 1000 a number may have"
        );
        assert!(parse("1e999 * 9").unwrap().eval(&none).is_ok());
        assert!(parse(&format!("{} / 3", "9".repeat(1000))).unwrap().eval(&none).is_ok());
        // a literal past 1,000 digits is a syntax error at the literal
        assert!(parse("1e1000").unwrap_err().message.contains("1001 digits"));
        // a list: 10,000 entries at most, sub-lists' entries counted
        let lookup = |n: &str| (n == "m").then(|| Val::List(vec![Val::Num(Number::from(1)); 5000]));
        let v = parse("[m]").unwrap().eval(&lookup).unwrap();
        assert_eq!(measure(&v), (5001, 2));
        let err = parse("[m, m]").unwrap().eval(&lookup).unwrap_err();
        assert_eq!(err, "a list of more than 10000 entries (its lists' entries counted)");
    }

    #[test]
    fn scientific_literals_are_numbers() {
        assert_eq!(ev("1e3"), num("1000"));
        assert_eq!(ev("2.5E-1 + 1e+1"), num("10.25"));
        // `e` not followed by digits is a name: `2e` is 2 then the name `e`
        assert!(parse("2 e").is_err() && parse("2e").is_err());
    }

    #[test]
    fn distinct_hashes_and_agrees_with_equality() {
        assert_eq!(ev("distinct([1, '1', 2])"), Val::Bool(false));
        assert_eq!(ev("distinct(['2', '2.0'])"), Val::Bool(false));
        assert_eq!(ev("['2'] == ['2.0']"), Val::Bool(true));
        assert_eq!(ev("distinct([[1, 2], [2, 1], 'setosa'])"), Val::Bool(true));
        assert_eq!(ev("distinct([[1, 2], [1, 2.0]])"), Val::Bool(false));
        // 10,000 distinct entries: linear work, not 50 million comparisons
        let items: Vec<Val> = (0..10_000).map(|i| Val::Num(Number::from(i as i64))).collect();
        let before = num::work_done();
        assert!(all_distinct(&items));
        let lookup = |n: &str| (n == "v").then(|| Val::List(items.clone()));
        let before_eval = num::work_done();
        assert_eq!(parse("distinct(v)").unwrap().eval(&lookup).unwrap(), Val::Bool(true));
        // charged: the 10,000 entries read and passed to the function, not their pairs
        let charged = num::work_done() - before_eval;
        assert_eq!(charged, 20_000);
        assert!(before <= before_eval);
    }
}
