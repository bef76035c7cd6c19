//! The parameters of `vary:`: reading them (located errors), their dependency order, and
//! drawing one.

use crate::diag::{Diagnostic, Span, did_you_mean};
use crate::num::Number;
use crate::spec::loader::short_number;
use crate::spec::loader::{Loader, list_code};
use crate::spec::yaml::{Node, NodeKind};

use super::expr::{self, Expr, FUNCTIONS, Val};
use super::rng::Stream;

/// The most entries a drawn vector, matrix (all its entries), permutation or labelling may have.
pub(super) const MAX_ENTRIES: u64 = 10_000;

/// How often a distinct entry or an onto labelling is redrawn before the parameter's draw fails.
const MAX_REDRAWS: u32 = 1000;

/// The work ([`crate::num::charge_work`]) each entry of a drawn vector or matrix is charged,
/// besides its arithmetic: about what it costs to draw, check for distinctness, substitute and
/// load. A vector of 10,000 distinct entries costs 100,000 of a variant's 2,000,000, so a
/// constraint that rejects every such draw stops the draws after about 20 of them (1,000 took
/// 104 s when distinctness was checked pairwise and the draws were not charged). A single value
/// costs nothing more than before (the counts of the shipped specs are unchanged).
pub(super) const VALUE_WORK: u64 = 10;

/// An expression with its place in the spec.
#[derive(Clone, Debug)]
pub(super) struct Located {
    pub(crate) expr: Expr,
    /// The scalar's span.
    pub(crate) span: Span,
    /// Where the expression's text starts in the source, when it can be placed exactly.
    pub(crate) base: Option<usize>,
}

impl Located {
    /// Parses a scalar node as an expression (a number, a name, `a + 1`); errors go to `l`.
    pub(super) fn parse(l: &mut Loader, node: &Node, source: &str) -> Option<Located> {
        let Some(text) = node.as_scalar() else {
            l.error_help(
                node.span,
                format!("expected a number or an expression, found {}", node.describe()),
                "not an expression",
                "write a number (`3`, `0.1`), a parameter (`a`) or a small expression (`\"a + 2\"`)",
            );
            return None;
        };
        let base = base_of(node, text, source);
        match expr::parse(text) {
            Ok(expr) => Some(Located {
                expr,
                span: node.span,
                base,
            }),
            Err(e) => {
                let span = match base {
                    Some(b) => Span::new(b + e.at.0, b + e.at.1.max(e.at.0)),
                    None => node.span,
                };
                l.error_help(
                    span,
                    format!("invalid expression {}: {}", quoted(text), e.message),
                    "here",
                    "expressions use numbers, parameters, `+ - * /`, comparisons (`<`, `<=`, `==`, …), `and`, `or`, `not`, `x[1]` and the functions `len`, `abs`, `min`, `max`, `sum`, `count`, `distinct`",
                );
                None
            }
        }
    }

    /// The span of a name at `at` (length `len`) in the expression.
    pub(super) fn span_of(&self, at: usize, len: usize) -> Span {
        match self.base {
            Some(b) => Span::new(b + at, b + at + len),
            None => self.span,
        }
    }
}

/// An expression's text in backquotes for a message: whole when short, else its first 40
/// characters and its length.
pub(super) fn quoted(text: &str) -> String {
    if text.chars().count() <= 60 {
        return format!("`{text}`");
    }
    let head: String = text.chars().take(40).collect();
    format!("`{head}…` ({} bytes)", text.len())
}

/// Where a scalar's text starts in the source: at the node for a plain scalar, after the quote
/// for a quoted one written on one line without escapes.
fn base_of(node: &Node, text: &str, source: &str) -> Option<usize> {
    let raw = source.get(node.span.start..node.span.end)?;
    if raw == text {
        return Some(node.span.start);
    }
    let inner = raw.strip_prefix(['"', '\''])?;
    inner.starts_with(text).then_some(node.span.start + 1)
}

/// A name a parameter may have.
pub(super) fn is_name(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !matches!(s, "and" | "or" | "not" | "true" | "false")
}

/// What a parameter draws.
#[derive(Clone, Debug)]
enum Gen {
    /// `int: [lo, hi]`, both included.
    Int(Located, Located),
    /// `grid: { from, to, step }`.
    Grid(Located, Located, Located),
    /// `choose: [..]`.
    Choose(Vec<Val>),
    /// `permutation: [..]` (or a count n: 1..n).
    Permutation(Perm),
    /// `labelling: [classes]` with `n`.
    Labelling(Vec<Val>, Located),
    /// `expr: "…"`.
    Expr(Located),
}

#[derive(Clone, Debug)]
enum Perm {
    Items(Vec<Val>),
    Count(Located),
}

/// One value, or a vector, or a matrix of them.
#[derive(Clone, Debug)]
enum Shape {
    One,
    Vector(Located),
    Matrix(Located, Located),
}

/// A parameter of `vary:`.
#[derive(Clone, Debug)]
pub(super) struct Param {
    pub(crate) name: String,
    pub(crate) span: Span,
    generator: Gen,
    shape: Shape,
    distinct: bool,
}

const GENERATORS: &[&str] = &["int", "grid", "choose", "permutation", "labelling", "expr"];
const KEYS: &[&str] = &[
    "int",
    "grid",
    "choose",
    "permutation",
    "labelling",
    "expr",
    "vector",
    "matrix",
    "distinct",
    "n",
];

fn literal(l: &mut Loader, node: &Node, what: &str) -> Option<Val> {
    match &node.kind {
        NodeKind::Scalar { text, .. } => Some(match Number::parse(text) {
            Ok(p) => Val::Num(p.value),
            Err(_) => Val::Str(text.clone()),
        }),
        NodeKind::Seq(items) => {
            let vals: Option<Vec<Val>> = items.iter().map(|i| literal(l, i, what)).collect();
            vals.map(Val::List)
        }
        _ => {
            l.error_help(
                node.span,
                format!("{what} must be a number, a text or a list, found {}", node.describe()),
                "not a value",
                "write the options as a list: `[1, 2, 3]`, `[setosa, versicolor]`, `[[0, 1], [1, 0]]`",
            );
            None
        }
    }
}

fn nonempty_values(l: &mut Loader, node: &Node, what: &str) -> Option<Vec<Val>> {
    let items = l.list(node, what)?;
    if items.is_empty() {
        l.error_help(
            node.span,
            format!("{what} is empty"),
            "nothing to draw from",
            "list at least one value",
        );
        return None;
    }
    items.iter().map(|i| literal(l, i, what)).collect()
}

fn pair(l: &mut Loader, node: &Node, what: &str, source: &str) -> Option<(Located, Located)> {
    match node.as_seq() {
        Some([a, b]) => {
            let (a, b) = (Located::parse(l, a, source), Located::parse(l, b, source));
            Some((a?, b?))
        }
        _ => {
            l.error_help(
                node.span,
                format!("{what} must be a pair `[low, high]`, found {}", node.describe()),
                "expected two bounds",
                "write e.g. `int: [1, 5]` (both included)",
            );
            None
        }
    }
}

/// A constant value of an expression (no names), if it has one.
fn constant(e: &Located) -> Option<Number> {
    if !e.expr.names().is_empty() {
        return None;
    }
    e.expr.eval(&|_| None).ok().and_then(|v| v.as_num())
}

fn read_one(l: &mut Loader, key: &Node, value: &Node, source: &str) -> Option<Param> {
    let name = key.as_scalar().unwrap_or_default().to_string();
    if !is_name(&name) {
        l.error_help(
            key.span,
            format!("`{name}` cannot name a parameter"),
            "not a name",
            "use a letter followed by letters, digits or `_` (`a`, `eta`, `x1`); not `and`, `or`, `not`, `true`, `false`",
        );
        return None;
    }
    let what = format!("parameter `{name}`");
    let m = l.map(value, &what, KEYS)?;
    let gens: Vec<(&str, &Node, &Node)> = m.entries().filter(|(k, _, _)| GENERATORS.contains(k)).collect();
    let (gname, gkey, gnode) = match gens.as_slice() {
        [one] => *one,
        [] => {
            l.error_help(
                value.span,
                format!("{what} says nothing to draw"),
                "no generator",
                format!(
                    "give one of {}: `{{ int: [1, 5] }}`, `{{ grid: {{ from: 0.1, to: 0.5, step: 0.1 }} }}`, `{{ choose: [a, b] }}`",
                    list_code(GENERATORS)
                ),
            );
            return None;
        }
        [_, second, ..] => {
            l.error_help(
                second.1.span,
                format!("{what} has two generators, `{}` and `{}`", gens[0].0, second.0),
                "second generator",
                "give one of `int`, `grid`, `choose`, `permutation`, `labelling`, `expr`",
            );
            return None;
        }
    };
    let _ = gkey;
    let generator = match gname {
        "int" => {
            let (lo, hi) = pair(l, gnode, &format!("`int` of {what}"), source)?;
            if let (Some(a), Some(b)) = (constant(&lo), constant(&hi)) {
                if !a.is_integer() || !b.is_integer() {
                    l.error_help(
                        gnode.span,
                        format!("the bounds of `int` of {what} must be whole numbers"),
                        "not whole",
                        "use `grid` for decimals: `{ grid: { from: 0.1, to: 0.5, step: 0.1 } }`",
                    );
                    return None;
                }
                if a > b {
                    l.error_help(
                        gnode.span,
                        format!("the range of {what} is empty: {a} > {b}"),
                        "empty range",
                        "write the low bound first: `[low, high]`, both included",
                    );
                    return None;
                }
            }
            Gen::Int(lo, hi)
        }
        "grid" => {
            let gm = l.map(gnode, &format!("`grid` of {what}"), &["from", "to", "step"])?;
            let mut get = |k: &str| {
                let n = l.require(&gm, k, &format!("`grid` of {what}"), "0.1")?;
                Located::parse(l, n, source)
            };
            let (from, to, step) = (get("from"), get("to"), get("step"));
            let (from, to, step) = (from?, to?, step?);
            if let Some(s) = constant(&step)
                && !s.is_positive()
            {
                l.error_help(
                    step.span,
                    format!("the `step` of {what} must be positive, found `{s}`"),
                    "not > 0",
                    "use a step greater than 0",
                );
                return None;
            }
            if let (Some(a), Some(b)) = (constant(&from), constant(&to))
                && a > b
            {
                l.error_help(
                    gnode.span,
                    format!("the grid of {what} is empty: `from` {a} > `to` {b}"),
                    "empty range",
                    "`from` is the smallest value, `to` the largest",
                );
                return None;
            }
            Gen::Grid(from, to, step)
        }
        "choose" => Gen::Choose(nonempty_values(l, gnode, &format!("`choose` of {what}"))?),
        "permutation" => match &gnode.kind {
            NodeKind::Seq(_) => Gen::Permutation(Perm::Items(nonempty_values(
                l,
                gnode,
                &format!("`permutation` of {what}"),
            )?)),
            _ => Gen::Permutation(Perm::Count(Located::parse(l, gnode, source)?)),
        },
        "labelling" => {
            let classes = nonempty_values(l, gnode, &format!("`labelling` of {what}"))?;
            let Some(n) = m.get("n") else {
                l.error_help(
                    gnode.span,
                    format!("`labelling` of {what} needs `n`, how many labels"),
                    "`n` is missing",
                    "add `n: 4` (every class then appears at least once when n is at least the number of classes)",
                );
                return None;
            };
            Gen::Labelling(classes, Located::parse(l, n, source)?)
        }
        _ => Gen::Expr(Located::parse(l, gnode, source)?),
    };
    if m.get("n").is_some() && !matches!(generator, Gen::Labelling(..)) {
        if let Some(k) = m.key_span("n") {
            l.error_help(
                k,
                format!("`n` belongs to `labelling`, not to {what}"),
                "not used",
                "use `vector: n` for n values",
            );
        }
        return None;
    }
    let shape = match (m.get("vector"), m.get("matrix")) {
        (Some(_), Some(_)) => {
            if let Some(k) = m.key_span("matrix") {
                l.error_help(
                    k,
                    format!("{what} has both `vector` and `matrix`"),
                    "second shape",
                    "give one: `vector: n` or `matrix: [rows, columns]`",
                );
            }
            return None;
        }
        (Some(v), None) => Shape::Vector(Located::parse(l, v, source)?),
        (None, Some(mx)) => {
            let (r, c) = pair(l, mx, &format!("`matrix` of {what}"), source)?;
            Shape::Matrix(r, c)
        }
        (None, None) => Shape::One,
    };
    if !matches!(shape, Shape::One) && matches!(generator, Gen::Permutation(_) | Gen::Labelling(..) | Gen::Expr(_)) {
        l.error_help(
            value.span,
            format!("{what}: `vector` and `matrix` go with `int`, `grid` or `choose`"),
            "shape not allowed here",
            "a permutation and a labelling are lists already; compute a list with `expr: \"[a, b]\"`",
        );
        return None;
    }
    let distinct = match m.get("distinct") {
        Some(n) => l.boolean(n, &format!("`distinct` of {what}"))?,
        None => false,
    };
    if distinct && matches!(shape, Shape::One) {
        if let Some(k) = m.key_span("distinct") {
            l.error_help(
                k,
                format!("`distinct` needs `vector` or `matrix` in {what}"),
                "one value is always distinct",
                "add `vector: n` (distinct entries) or `matrix: [r, c]` (distinct rows)",
            );
        }
        return None;
    }
    if distinct && let Some(space) = space_size(&generator) {
        // rows of c entries: space^c of them (saturating)
        let room = match &shape {
            Shape::Vector(n) => constant(n).map(|n| (n, space)),
            Shape::Matrix(r, c) => constant(r).zip(constant(c)).map(|(r, c)| {
                let c = c.to_i64().unwrap_or(0).clamp(0, 64) as u32;
                (r, space.saturating_pow(c))
            }),
            Shape::One => None,
        };
        if let Some((need, have)) = room
            && need > Number::from(usize::try_from(have).unwrap_or(usize::MAX))
        {
            l.error_help(
                value.span,
                format!("{what} cannot have {need} distinct entries: there are only {have} values to draw from"),
                "too few values",
                "widen the range, or drop `distinct`",
            );
            return None;
        }
    }
    Some(Param {
        name,
        span: key.span,
        generator,
        shape,
        distinct,
    })
}

/// How many values a constant generator can give (for `distinct`).
fn space_size(g: &Gen) -> Option<u64> {
    match g {
        Gen::Int(lo, hi) => {
            let (a, b) = (constant(lo)?, constant(hi)?);
            (b - a + Number::one()).to_i64().and_then(|n| u64::try_from(n).ok())
        }
        Gen::Grid(from, to, step) => {
            let (a, b, s) = (constant(from)?, constant(to)?, constant(step)?);
            let k = b.checked_div(&s)?;
            let k0 = a.checked_div(&s)?;
            ((k - k0).floor_int() + 1).try_into().ok()
        }
        Gen::Choose(items) => Some(items.len() as u64),
        _ => None,
    }
}

trait FloorInt {
    fn floor_int(&self) -> i64;
}

impl FloorInt for Number {
    fn floor_int(&self) -> i64 {
        let c = self.ceil();
        let f = if &c == self { c } else { c - Number::one() };
        f.to_i64().unwrap_or(i64::MAX)
    }
}

/// Reads every parameter of `vary:`.
pub(super) fn read_all(l: &mut Loader, vary: &Node, source: &str) -> Vec<Param> {
    let Some(m) = l.map_any(vary, "`vary`") else {
        return Vec::new();
    };
    if m.is_empty() {
        l.error_help(
            vary.span,
            "`vary` declares no parameter",
            "empty",
            "declare one, e.g. `vary: { a: { int: [1, 5] } }`, or remove `vary`",
        );
        return Vec::new();
    }
    let mut out = Vec::new();
    for (_, key, value) in m.entries() {
        if let Some(p) = read_one(l, key, value, source) {
            out.push(p);
        }
    }
    out
}

impl Param {
    /// Whether the parameter is computed (`expr:`) rather than drawn: given the others, it has
    /// one value.
    pub(super) fn is_computed(&self) -> bool {
        matches!(self.generator, Gen::Expr(_))
    }

    /// The expressions of the parameter.
    fn exprs(&self) -> Vec<&Located> {
        let mut out: Vec<&Located> = match &self.generator {
            Gen::Int(a, b) => vec![a, b],
            Gen::Grid(a, b, c) => vec![a, b, c],
            Gen::Choose(_) | Gen::Permutation(Perm::Items(_)) => vec![],
            Gen::Permutation(Perm::Count(n)) => vec![n],
            Gen::Labelling(_, n) => vec![n],
            Gen::Expr(e) => vec![e],
        };
        match &self.shape {
            Shape::One => {}
            Shape::Vector(n) => out.push(n),
            Shape::Matrix(r, c) => {
                out.push(r);
                out.push(c);
            }
        }
        out
    }

    /// Draws the parameter; `lookup` gives the values of the parameters drawn before it.
    pub(super) fn draw(&self, s: &mut Stream, lookup: &dyn Fn(&str) -> Option<Val>) -> Result<Val, String> {
        let count = |e: &Located, what: &str| -> Result<u64, String> {
            let n = e
                .expr
                .eval(lookup)?
                .as_num()
                .ok_or_else(|| format!("{what} is not a number"))?;
            match n.to_i64().filter(|_| n.is_integer()) {
                Some(k) if (1..=MAX_ENTRIES as i64).contains(&k) => Ok(k as u64),
                _ => Err(format!(
                    "{what} is {}, not a whole number from 1 to {MAX_ENTRIES}",
                    short_number(&n)
                )),
            }
        };
        match &self.shape {
            Shape::One => self.draw_one(s, lookup),
            Shape::Vector(n) => {
                let n = count(n, "the length of the vector")?;
                self.draw_list(s, lookup, n, |s| self.draw_one(s, lookup))
            }
            Shape::Matrix(r, c) => {
                let (r, c) = (count(r, "the number of rows")?, count(c, "the number of columns")?);
                if r.saturating_mul(c) > MAX_ENTRIES {
                    return Err(format!("a {r} × {c} matrix has more than {MAX_ENTRIES} entries"));
                }
                self.draw_list(s, lookup, r, |s| {
                    let row: Result<Vec<Val>, String> = (0..c).map(|_| self.draw_one(s, lookup)).collect();
                    row.map(Val::List)
                })
            }
        }
    }

    fn draw_list(
        &self,
        s: &mut Stream,
        _lookup: &dyn Fn(&str) -> Option<Val>,
        n: u64,
        mut one: impl FnMut(&mut Stream) -> Result<Val, String>,
    ) -> Result<Val, String> {
        let mut items: Vec<Val> = Vec::with_capacity(n as usize);
        // the entries drawn so far, hashed: distinctness in time linear in the entries
        let mut seen = std::collections::HashSet::new();
        for _ in 0..n {
            crate::num::charge_work(VALUE_WORK);
            let mut v = one(s)?;
            if self.distinct {
                let mut tries = 0;
                while !seen.insert(expr::key(&v)) {
                    tries += 1;
                    if tries > MAX_REDRAWS {
                        return Err("too few values to draw distinct entries".into());
                    }
                    v = one(s)?;
                }
            }
            items.push(v);
        }
        Ok(Val::List(items))
    }

    fn draw_one(&self, s: &mut Stream, lookup: &dyn Fn(&str) -> Option<Val>) -> Result<Val, String> {
        let num = |e: &Located, what: &str| -> Result<Number, String> {
            e.expr
                .eval(lookup)?
                .as_num()
                .ok_or_else(|| format!("{what} is not a number"))
        };
        match &self.generator {
            Gen::Int(lo, hi) => {
                let (a, b) = (num(lo, "the low bound")?, num(hi, "the high bound")?);
                if !a.is_integer() || !b.is_integer() {
                    return Err(format!(
                        "the bounds {} and {} are not both whole numbers",
                        short_number(&a),
                        short_number(&b)
                    ));
                }
                if a > b {
                    return Err(format!("empty range: {} > {}", short_number(&a), short_number(&b)));
                }
                // any whole bounds (2^63 too), as long as there are at most 2^63 values between
                let width = (b - &a + Number::one())
                    .to_i64()
                    .and_then(|w| u64::try_from(w).ok())
                    .ok_or("the range has more than 2^63 values")?;
                // below(width) < width <= i64::MAX
                Ok(Val::Num(a + Number::from(s.below(width) as i64)))
            }
            Gen::Grid(from, to, step) => {
                let (a, b, h) = (num(from, "`from`")?, num(to, "`to`")?, num(step, "`step`")?);
                if !h.is_positive() {
                    return Err(format!("the step {h} is not positive"));
                }
                if a > b {
                    return Err(format!("empty grid: `from` {a} > `to` {b}"));
                }
                let k = (b - &a).checked_div(&h).ok_or("the step is zero")?.floor_int();
                let points = u64::try_from(k).map_err(|_| "the grid is too large")?.saturating_add(1);
                let i = s.below(points);
                Ok(Val::Num(a + h * Number::from(i as usize)))
            }
            Gen::Choose(items) => Ok(items[s.below(items.len() as u64) as usize].clone()),
            Gen::Permutation(p) => {
                let mut items = match p {
                    Perm::Items(items) => items.clone(),
                    Perm::Count(n) => {
                        let n = num(n, "the permutation's size")?;
                        let k = n
                            .to_i64()
                            .filter(|k| n.is_integer() && (1..=MAX_ENTRIES as i64).contains(k))
                            .ok_or_else(|| {
                                format!(
                                    "the permutation's size is {}, not from 1 to {MAX_ENTRIES}",
                                    short_number(&n)
                                )
                            })?;
                        (1..=k).map(|i| Val::Num(Number::from(i))).collect()
                    }
                };
                s.shuffle(&mut items);
                Ok(Val::List(items))
            }
            Gen::Labelling(classes, n) => {
                let n = num(n, "`n`")?;
                let k = n
                    .to_i64()
                    .filter(|k| n.is_integer() && (1..=MAX_ENTRIES as i64).contains(k))
                    .ok_or_else(|| format!("`n` is {}, not from 1 to {MAX_ENTRIES}", short_number(&n)))?
                    as usize;
                let onto = k >= classes.len();
                for _ in 0..MAX_REDRAWS {
                    let labels: Vec<Val> = (0..k)
                        .map(|_| classes[s.below(classes.len() as u64) as usize].clone())
                        .collect();
                    if !onto || classes.iter().all(|c| labels.iter().any(|l| expr::equal(l, c))) {
                        return Ok(Val::List(labels));
                    }
                }
                Err("no labelling used every class".into())
            }
            Gen::Expr(e) => e.expr.eval(lookup),
        }
    }
}

/// Checks the functions an expression calls.
pub(super) fn check_calls(l: &mut Loader, e: &Located) -> bool {
    let mut ok = true;
    for (f, at) in e.expr.calls() {
        if !FUNCTIONS.contains(&f) {
            let mut d =
                Diagnostic::error(format!("unknown function `{f}`")).at(e.span_of(at, f.len()), "not a function");
            d = match did_you_mean(f, FUNCTIONS.iter().copied()) {
                Some(s) => d.help(format!("did you mean `{s}`?")),
                None => d.note(format!("the functions are {}", list_code(FUNCTIONS))),
            };
            l.report(d);
            ok = false;
        }
    }
    ok
}

/// The order to draw the parameters in: every parameter after those it reads, otherwise in the
/// order of `vary:`. Unknown names and cycles are reported; `None` then.
pub(super) fn draw_order(l: &mut Loader, params: &[Param], _source: &str) -> Option<Vec<usize>> {
    let names: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
    let mut deps: Vec<Vec<usize>> = Vec::with_capacity(params.len());
    let mut ok = true;
    for p in params {
        let mut d = Vec::new();
        for e in p.exprs() {
            ok &= check_calls(l, e);
            for (name, at, len) in e.expr.names() {
                match names.iter().position(|n| *n == name) {
                    Some(i) if names[i] == p.name => {
                        l.error_help(
                            e.span_of(at, len),
                            format!("parameter `{}` depends on itself", p.name),
                            "a cycle",
                            "a parameter may read other parameters only",
                        );
                        ok = false;
                    }
                    Some(i) => d.push(i),
                    None => {
                        let mut diag =
                            Diagnostic::error(format!("unknown parameter `{name}` in parameter `{}`", p.name))
                                .at(e.span_of(at, len), "not declared in `vary`");
                        let others = names.iter().copied().filter(|n| *n != p.name);
                        diag = match did_you_mean(name, others) {
                            Some(s) => diag.help(format!("did you mean `{s}`?")),
                            None => diag.help("a parameter may read the other parameters of `vary`"),
                        };
                        l.report(diag);
                        ok = false;
                    }
                }
            }
        }
        deps.push(d);
    }
    if !ok {
        return None;
    }
    // Kahn's algorithm, always taking the first ready parameter in `vary:` order.
    let mut done = vec![false; params.len()];
    let mut order = Vec::with_capacity(params.len());
    while order.len() < params.len() {
        let next = (0..params.len()).find(|&i| !done[i] && deps[i].iter().all(|&d| done[d]));
        match next {
            Some(i) => {
                done[i] = true;
                order.push(i);
            }
            None => {
                let stuck: Vec<usize> = (0..params.len()).filter(|&i| !done[i]).collect();
                let cycle = find_cycle(&deps, &stuck);
                let names_in: Vec<&str> = cycle.iter().map(|&i| params[i].name.as_str()).collect();
                let first = cycle.first().copied().unwrap_or(stuck[0]);
                let mut chain = names_in.join("` → `");
                chain.push_str(&format!("` → `{}", names_in.first().unwrap_or(&"")));
                l.error_help(
                    params[first].span,
                    format!("the parameters `{chain}` depend on each other"),
                    "in a cycle",
                    "compute one of them from the others only",
                );
                return None;
            }
        }
    }
    Some(order)
}

/// A cycle among the stuck parameters (each of which waits for another stuck one).
fn find_cycle(deps: &[Vec<usize>], stuck: &[usize]) -> Vec<usize> {
    let Some(&start) = stuck.first() else {
        return Vec::new();
    };
    let mut path = vec![start];
    let mut at = start;
    loop {
        let Some(&next) = deps[at].iter().find(|d| stuck.contains(d)) else {
            return path;
        };
        if let Some(pos) = path.iter().position(|&p| p == next) {
            return path[pos..].to_vec();
        }
        path.push(next);
        at = next;
    }
}
