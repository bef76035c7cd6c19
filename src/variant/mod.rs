//! Seeded variants of one exercise: random parameters (`vary:`), constraints on them and on the
//! solved answers (`constraints:`), and the draw.
//!
//! A spec with `vary:` is a template. Drawing variant `k` under seed `s`:
//!
//! 1. the parameters are drawn in dependency order from the ChaCha8 stream of (`s`, exercise
//!    id, `k`) ([`rng::Stream`]);
//! 2. the constraints that read only parameters are checked;
//! 3. the parameters are put into the YAML nodes of the spec (`$a` as a whole value, `{a}` inside
//!    a text), keeping the places of the references, and the spec is loaded as any other;
//! 4. the kind's default guards and the constraints on answers are checked on the typed answers
//!    (`Problem::answers`, crate-private).
//!
//! A draw that fails a step is drawn again from the same stream, up to [`MAX_ATTEMPTS`] times;
//! then the failure names the constraint that rejected most draws. So the variant depends only on
//! (seed, id, k) and mlex's code. `mlex stress` runs many draws and reports what was rejected and
//! the spread of every numeric answer ([`stress()`]).

pub mod expr;
mod params;
/// The random stream of a variant (kept at the crate root, so that exercises order their
/// generated choices without depending on this module, which builds exercises).
pub mod rng {
    pub use crate::rng::*;
}
mod constraint;
mod stress;
mod substitute;
mod tex;

use std::sync::Arc;

use crate::diag::{Diagnostic, Source, Span, did_you_mean};
use crate::exercise::{Choices, Exercise, Part};
use crate::kinds::Arg;
use crate::num::{NumStyle, Number};
use crate::spec::loader::{Loader, list_code};
use crate::spec::yaml::{Node, NodeKind};
use crate::value::Value;

pub use expr::Val;
pub use stress::{Collector, Histogram, StressReport, stress_target};

use constraint::{Check, Constraint, asked_parts, has_tie, read_constraint, terminates, unclear_choice};
use params::Param;
pub use substitute::MAX_DRAWN_TEXT;
use substitute::{check_references, node_count, substitute};

/// The most values one parameter of `vary:` draws (a vector's entries, all of a matrix's, a
/// permutation's or a labelling's).
pub const MAX_DRAWN_VALUES: u64 = params::MAX_ENTRIES;

/// How many times a variant is drawn again before its draw fails.
pub const MAX_ATTEMPTS: u32 = 1000;

/// The arithmetic work ([`crate::num::work_done`]) the draws of one variant may do together: no
/// further draw is made once they have done this much, so a spec whose every draw is a slow
/// solve that a constraint rejects fails in a fraction of a second instead of running 1,000
/// such solves. About 0.15 s of exact arithmetic in a release build; the shipped variants use
/// under a thousandth of it.
pub const MAX_DRAW_WORK: u64 = 2_000_000;

/// Why a draw stopped within a parameter's draws: the work of [`MAX_DRAW_WORK`] was spent.
const OUT_OF_WORK: &str = "the work a variant's draws may do was spent";

/// The seed a spec with `vary:` is drawn with when none is given (`mlex render spec.yaml`,
/// `Exercise::load`): variant 1 of seed 0.
pub const DEFAULT_SEED: u64 = 0;

pub use crate::exercise::Drawn;

/// The rejections of one constraint (or guard, or parameter) over some draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    /// The constraint as written (`errors >= 2`), a guard (`no_tie`, `valid`), or a parameter
    /// whose draw failed (`vary.b`).
    pub name: String,
    /// How many draws it rejected.
    pub count: u64,
    /// Why, for the first one rejected (the loader's error for `valid`, an evaluation error).
    pub example: Option<String>,
}

/// What the draws of one variant ran into.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DrawStats {
    /// Draws made (accepted or not).
    pub attempts: u64,
    /// Rejections per constraint, in the order first met.
    pub rejections: Vec<Rejection>,
    /// Whether the draws stopped before [`MAX_ATTEMPTS`] because they had done
    /// [`MAX_DRAW_WORK`] (in any of the variants added up).
    pub out_of_work: bool,
}

impl DrawStats {
    /// Counts one rejection by `name` (keeping the first `example`).
    pub fn reject(&mut self, name: &str, example: Option<String>) {
        match self.rejections.iter_mut().find(|r| r.name == name) {
            Some(r) => r.count += 1,
            None => self.rejections.push(Rejection {
                name: name.to_string(),
                count: 1,
                example,
            }),
        }
    }

    /// Adds another variant's draws.
    pub fn add(&mut self, other: &DrawStats) {
        self.attempts += other.attempts;
        self.out_of_work |= other.out_of_work;
        for r in &other.rejections {
            match self.rejections.iter_mut().find(|x| x.name == r.name) {
                Some(x) => x.count += r.count,
                None => self.rejections.push(r.clone()),
            }
        }
    }

    /// The constraint that rejected most draws.
    pub fn worst(&self) -> Option<&Rejection> {
        self.rejections
            .iter()
            .reduce(|a, b| if b.count > a.count { b } else { a })
    }
}

/// No valid draw was found for a variant within [`MAX_ATTEMPTS`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawFailure {
    /// The exercise id.
    pub id: String,
    /// The seed.
    pub seed: u64,
    /// The variant number.
    pub number: u64,
    /// What the draws ran into.
    pub stats: DrawStats,
}

impl std::fmt::Display for DrawFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "no valid draw of `{}` (seed {}, variant {}) in {} attempts",
            self.id, self.seed, self.number, self.stats.attempts
        )?;
        if self.stats.out_of_work {
            write!(f, " (the work a draw may do was spent)")?;
        }
        if let Some(w) = self.stats.worst() {
            write!(
                f,
                ": `{}` rejected {} of them ({})",
                w.name,
                w.count,
                percent(w.count, self.stats.attempts)
            )?;
            if let Some(e) = &w.example {
                write!(f, " ({e})")?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for DrawFailure {}

/// `12.5%`, one decimal, computed exactly from the counts.
pub fn percent(count: u64, total: u64) -> String {
    match Number::ratio(count as i64 * 100, total.max(1) as i64) {
        Some(n) => format!("{}%", n.round_to(1)),
        None => "?".into(),
    }
}

/// Parameters drawn once for several exercises (an exam's `data:`), with the same syntax as
/// `vary:`.
#[derive(Debug)]
pub struct Shared {
    params: Vec<Param>,
    declared: Vec<usize>,
}

/// The stream key of an exam's shared data (not an exercise id: ids are labels, which cannot
/// hold this character).
const SHARED_KEY: &str = "\u{1}data";

impl Shared {
    /// Reads a `data:` mapping of parameters; errors go to `l`.
    pub fn read(l: &mut Loader, node: &Node, source: &Source) -> Option<Shared> {
        let errors_before = l.diags.len();
        let params = params::read_all(l, node, &source.text);
        let order = params::draw_order(l, &params, &source.text);
        if l.diags.len() > errors_before {
            return None;
        }
        let order = order?;
        let mut declared = vec![0; params.len()];
        for (pos, &i) in order.iter().enumerate() {
            declared[i] = pos;
        }
        let mut slots: Vec<Option<Param>> = params.into_iter().map(Some).collect();
        let params = order.iter().filter_map(|&i| slots[i].take()).collect();
        Some(Shared { params, declared })
    }

    /// The parameters' names, in the order written.
    pub fn names(&self) -> Vec<&str> {
        self.declared
            .iter()
            .map(|&pos| self.params[pos].name.as_str())
            .collect()
    }

    /// A stream for the shared data of variant `number` under `seed`.
    pub fn stream(seed: u64, number: u64) -> rng::Stream {
        rng::Stream::new(seed, SHARED_KEY, number)
    }

    /// One draw of every parameter from `stream`, in the order written; or the parameter whose
    /// draw failed and why.
    pub fn draw(&self, stream: &mut rng::Stream) -> Result<Vec<(String, Val)>, (String, String)> {
        let mut values: Vec<Val> = Vec::with_capacity(self.params.len());
        for p in &self.params {
            let v = {
                let lookup = |n: &str| lookup(&self.params, &values, n);
                p.draw(stream, &lookup)
            };
            match v {
                Ok(v) => values.push(v),
                Err(why) => return Err((format!("data.{}", p.name), why)),
            }
        }
        Ok(self
            .declared
            .iter()
            .map(|&pos| (self.params[pos].name.clone(), values[pos].clone()))
            .collect())
    }
}

/// What `mlex stress` draws from: a spec with `vary:`, or a fixed exercise.
#[derive(Debug)]
pub enum Target {
    /// A spec with `vary:`, with its default variant when the loader drew it (to check the
    /// spec), which `stress` takes for variant 1 of [`DEFAULT_SEED`] instead of drawing it again.
    Template(Arc<Template>, Option<Box<DefaultDraw>>),
    /// A spec without: every variant is this exercise.
    Fixed(Box<Exercise>),
}

/// How a template loads each drawn mapping: the exercise loader (`load::load_exercise`), given
/// by the loader when it reads the template, so `variant` does not depend on `load`.
pub(crate) type LoadFn = fn(&mut Loader, &Node, &Arc<Source>, String) -> Option<Exercise>;

/// A spec with `vary:`: what every variant is drawn from.
#[derive(Debug)]
pub struct Template {
    /// The exercise loader, for each drawn mapping.
    load: LoadFn,
    /// The exercise's mapping without `vary` and `constraints`.
    node: Node,
    source: Arc<Source>,
    default_id: String,
    /// The id the stream is keyed by (`id:` as written, or the default).
    id: String,
    /// In draw order (dependencies first).
    params: Vec<Param>,
    /// The order of `vary:`, as indices into `params` (for the record).
    declared: Vec<usize>,
    constraints: Vec<Constraint>,
    /// Parts that constraints read but `ask` does not ask (they are solved for the check only).
    extra_parts: Vec<&'static str>,
    /// Where `constraints:` is.
    constraints_at: Span,
    allow_tie: bool,
    allow_nonterminating: bool,
    /// Where `vary:` is, for errors about the whole draw.
    span: Span,
    /// The work units an attempt is charged besides its arithmetic: the nodes of the mapping.
    size: u64,
}

/// The first key of an exercise mapping given twice as written text (no `$a`, no `{a}`): a
/// key every drawn mapping repeats too, which the loader refuses every draw for (it reads the
/// exercise mapping first, whatever the kind), so the draws stop at the first refused one.
fn repeated_key(node: &Node) -> Option<String> {
    let entries = node.as_map()?;
    let fixed: Vec<&str> = entries
        .iter()
        .filter_map(|(k, _)| k.as_scalar())
        .filter(|t| !t.contains('{') && !t.starts_with('$'))
        .collect();
    let mut seen = std::collections::HashSet::new();
    fixed.into_iter().find(|t| !seen.insert(*t)).map(str::to_string)
}

/// The default variant of a template (variant 1 of [`DEFAULT_SEED`]) as the loader drew it.
#[derive(Debug)]
pub struct DefaultDraw {
    /// What [`Template::draw`] gives for it.
    pub result: Result<Exercise, DrawFailure>,
    /// What its draws ran into.
    pub stats: DrawStats,
    /// How long the draws took.
    pub took: std::time::Duration,
}

/// Whether an exercise mapping declares variants.
pub fn declares_variants(node: &Node) -> bool {
    node.as_map().is_some_and(|m| {
        m.iter()
            .any(|(k, _)| matches!(k.as_scalar(), Some("vary" | "constraints")))
    })
}

impl Template {
    /// Reads `vary:` and `constraints:` of an exercise mapping; errors go to `l`.
    pub(crate) fn read(
        l: &mut Loader,
        node: &Node,
        source: &Arc<Source>,
        default_id: &str,
        load: LoadFn,
    ) -> Option<Template> {
        let entries = node.as_map()?;
        let get = |key: &str| entries.iter().find(|(k, _)| k.as_scalar() == Some(key));
        let errors_before = l.diags.len();
        let Some((vary_key, vary)) = get("vary") else {
            if let Some((k, _)) = get("constraints") {
                l.error_help(
                    k.span,
                    "`constraints` needs `vary`",
                    "no parameters to constrain",
                    "declare the random parameters under `vary:` (see docs/spec-format.md, \"Variants\"), or remove `constraints`",
                );
            }
            return None;
        };
        if let Some((k, _)) = get("stated") {
            l.error_help(
                k.span,
                "a spec with `vary` cannot have `stated` answers",
                "the answers change with every variant",
                "remove `stated:`; check a variant's answers with `mlex solve SPEC --seed S --variant K`",
            );
        }
        let kind = get("kind")
            .and_then(|(_, v)| v.as_scalar())
            .and_then(crate::kinds::find);
        let params = params::read_all(l, vary, &source.text);
        let names: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
        let body = Node {
            kind: NodeKind::Map(
                entries
                    .iter()
                    .filter(|(k, _)| !matches!(k.as_scalar(), Some("vary" | "constraints")))
                    .cloned()
                    .collect(),
            ),
            span: node.span,
        };
        check_references(l, &body, &names, &source.text);
        tex::check(l, &body, &names, &source.text);
        let asked = asked_parts(&body, kind);
        let mut extra_parts = Vec::new();
        let mut allow_tie = false;
        let mut allow_nonterminating = false;
        let mut constraints = Vec::new();
        let mut constraints_at = Span::default();
        if let Some((key, list)) = get("constraints")
            && let Some(items) = l.list(list, "`constraints`")
        {
            constraints_at = key.span;
            for item in items {
                let Some(c) = read_constraint(l, item, &names, kind, &asked, &source.text, &mut extra_parts) else {
                    continue;
                };
                match c.text.as_str() {
                    "allow_tie" => allow_tie = true,
                    "allow_nonterminating" => allow_nonterminating = true,
                    _ => constraints.push(c),
                }
            }
        }
        let order = params::draw_order(l, &params, &source.text);
        if l.diags.len() > errors_before {
            return None;
        }
        let order = order?;
        let mut declared = vec![0; params.len()];
        for (pos, &i) in order.iter().enumerate() {
            declared[i] = pos;
        }
        let params: Vec<Param> = {
            let mut slots: Vec<Option<Param>> = params.into_iter().map(Some).collect();
            order.iter().filter_map(|&i| slots[i].take()).collect()
        };
        let id = get("id")
            .and_then(|(_, v)| v.as_scalar())
            .map_or_else(|| default_id.to_string(), |s| s.trim().to_string());
        Some(Template {
            load,
            node: body,
            source: source.clone(),
            default_id: default_id.to_string(),
            id,
            params,
            declared,
            constraints,
            extra_parts,
            constraints_at,
            allow_tie,
            allow_nonterminating,
            span: vary_key.span,
            size: node_count(node),
        })
    }

    /// Where to place a draw failure: at the parameter whose draw rejected most draws (`vary.p`:
    /// a value too large, a range that is empty), else at `vary:`.
    pub fn failure_span(&self, failure: &DrawFailure) -> Span {
        failure
            .stats
            .worst()
            .and_then(|w| w.name.strip_prefix("vary."))
            .and_then(|name| self.params.iter().find(|p| p.name == name))
            .map_or(self.span, |p| p.span)
    }

    /// The id variants are keyed by.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Draws variant `number` under `seed`: the exercise, or why no draw was valid; and what the
    /// draws ran into.
    pub fn draw(self: &Arc<Self>, seed: u64, number: u64) -> (Result<Exercise, DrawFailure>, DrawStats) {
        self.draw_keeping(seed, number, &[], &mut None)
    }

    /// [`Template::draw`] with some parameters given (an exam's shared `data:`): a parameter
    /// named in `fixed` takes that value instead of being drawn. When every parameter is given
    /// there is one draw, not [`MAX_ATTEMPTS`] (all of them would be the same). The draws may do
    /// `work` (at most [`MAX_DRAW_WORK`]: what is left of an exam variant's budget).
    pub fn draw_with(
        self: &Arc<Self>,
        seed: u64,
        number: u64,
        fixed: &[(String, Val)],
        work: u64,
    ) -> (Result<Exercise, DrawFailure>, DrawStats) {
        self.draw_within(seed, number, fixed, &mut None, work.min(MAX_DRAW_WORK))
    }

    /// The names of its parameters, in the order of `vary:`.
    pub fn parameter_names(&self) -> Vec<&str> {
        self.declared
            .iter()
            .map(|&pos| self.params[pos].name.as_str())
            .collect()
    }

    /// [`Template::draw`], keeping the loader's errors of the first draw the loader refused.
    fn draw_keeping(
        self: &Arc<Self>,
        seed: u64,
        number: u64,
        fixed: &[(String, Val)],
        first_invalid: &mut Option<Vec<Diagnostic>>,
    ) -> (Result<Exercise, DrawFailure>, DrawStats) {
        self.draw_within(seed, number, fixed, first_invalid, MAX_DRAW_WORK)
    }

    /// [`Template::draw_keeping`] with the work the draws may do: no draw is made once they
    /// have done more (the first is always made).
    fn draw_within(
        self: &Arc<Self>,
        seed: u64,
        number: u64,
        fixed: &[(String, Val)],
        first_invalid: &mut Option<Vec<Diagnostic>>,
        work: u64,
    ) -> (Result<Exercise, DrawFailure>, DrawStats) {
        let mut stream = rng::Stream::new(seed, &self.id, number);
        let mut stats = DrawStats::default();
        // With every drawn parameter given (the computed ones follow from them), every attempt
        // would be the same: one is enough.
        let all_fixed = self
            .params
            .iter()
            .all(|p| p.is_computed() || fixed.iter().any(|(n, _)| *n == p.name));
        let cap = if all_fixed { 1 } else { MAX_ATTEMPTS };
        let start = crate::num::work_done();
        for attempt in 1..=cap {
            if crate::num::work_done().wrapping_sub(start) > work {
                stats.out_of_work = true;
                break;
            }
            // the substitution and the load, whose arithmetic is little, by the spec's size
            crate::num::charge_work(self.size);
            stats.attempts += 1;
            match self.attempt(&mut stream, fixed, first_invalid, (start, work)) {
                Ok((mut ex, values)) => {
                    let parameters = self
                        .declared
                        .iter()
                        .map(|&pos| (self.params[pos].name.clone(), values[pos].clone()))
                        .collect();
                    ex.variant = Some(Drawn {
                        seed,
                        number,
                        parameters,
                        attempts: attempt,
                    });
                    ex.template = Some(self.clone());
                    return (Ok(ex), stats);
                }
                Err((name, why)) => {
                    // the spec's own text repeats a key: no draw can load
                    let doomed = name == "valid" && repeated_key(&self.node).is_some();
                    stats.reject(&name, why);
                    if doomed {
                        break;
                    }
                }
            }
        }
        let failure = DrawFailure {
            id: self.id.clone(),
            seed,
            number,
            stats: stats.clone(),
        };
        (Err(failure), stats)
    }

    /// One draw: the exercise and the parameter values (in draw order), or the name of what
    /// rejected it and why.
    #[allow(clippy::type_complexity)]
    fn attempt(
        &self,
        stream: &mut rng::Stream,
        fixed: &[(String, Val)],
        first_invalid: &mut Option<Vec<Diagnostic>>,
        (start, work): (u64, u64),
    ) -> Result<(Exercise, Vec<Val>), (String, Option<String>)> {
        let mut values: Vec<Val> = Vec::with_capacity(self.params.len());
        for p in &self.params {
            if let Some((_, v)) = fixed.iter().find(|(n, _)| *n == p.name) {
                values.push(v.clone());
                continue;
            }
            // the budget is checked between parameters too: one draw of many large parameters
            // is stopped within it (the loop of draws then reports the work spent)
            if crate::num::work_done().wrapping_sub(start) > work {
                return Err((format!("vary.{}", p.name), Some(OUT_OF_WORK.into())));
            }
            let v = {
                let lookup = |n: &str| lookup(&self.params, &values, n);
                p.draw(stream, &lookup)
            };
            match v {
                Ok(v) => values.push(v),
                Err(why) => return Err((format!("vary.{}", p.name), Some(why))),
            }
        }
        let lookup_params = |n: &str| lookup(&self.params, &values, n);
        for c in &self.constraints {
            if let Check::Inputs(e) = &c.what {
                match e.expr.eval(&lookup_params) {
                    Ok(Val::Bool(true)) => {}
                    Ok(Val::Bool(false)) => return Err((c.text.clone(), None)),
                    Ok(other) => {
                        return Err((
                            c.text.clone(),
                            Some(format!("it is {}, not true or false", other.describe())),
                        ));
                    }
                    Err(why) => return Err((c.text.clone(), Some(why))),
                }
            }
        }
        let node = match substitute(&self.node, &self.params, &values) {
            Ok(node) => node,
            Err(d) => {
                let why = d.message.clone();
                if first_invalid.is_none() {
                    *first_invalid = Some(vec![d]);
                }
                return Err(("valid".into(), Some(why)));
            }
        };
        let mut loader = Loader::new();
        // only the first invalid draw's diagnostics are shown: the others need no suggestions
        loader.quiet = first_invalid.is_some();
        // solved with the asked parts in the loader, once
        loader.extra_parts.clone_from(&self.extra_parts);
        loader.extra_parts_at = self.constraints_at;
        // A mapping the loader reported errors about (an unknown or duplicate key) is refused
        // even when the loader still made an exercise of it: a spec without `vary:` would fail.
        let loaded = (self.load)(&mut loader, &node, &self.source, self.default_id.clone());
        let Some(ex) = loaded.filter(|_| !loader.has_errors()) else {
            let why = loader.diags.first().map(|d| d.message.clone());
            if first_invalid.is_none() {
                *first_invalid = Some(loader.diags);
            }
            return Err(("valid".into(), why));
        };
        self.check_answers(&ex, &values)?;
        Ok((ex, values))
    }

    /// The constraints on the solved answers, from the loader's solve (of the asked parts and
    /// those the constraints read, which `ex` keeps: when they are the asked parts alone, its key
    /// and grading take that solve rather than solving again).
    fn check_answers(&self, ex: &Exercise, values: &[Val]) -> Result<(), (String, Option<String>)> {
        let parts = Part::with_unasked(&ex.parts, &self.extra_parts);
        // the loader solved the asked parts and the extra ones (`extra_parts`, the same list)
        let work = match ex.solved.as_ref().and_then(|s| s.of_parts(&parts)) {
            Some(work) => work,
            None => ex.problem.clone().solve(&parts),
        };
        let answers = work.answers();
        if !self.allow_tie
            && let Some(p) = parts.iter().zip(&answers).find(|(_, v)| has_tie(v))
        {
            return Err(("no_tie".into(), Some(format!("`{}` is a tie", p.0.name))));
        }
        let digits_given = self
            .node
            .as_map()
            .is_some_and(|m| m.iter().any(|(k, _)| k.as_scalar() == Some("digits")));
        if !self.allow_nonterminating
            && !digits_given
            && ex.style == NumStyle::Decimal
            && let Some(p) = parts.iter().zip(&answers).find(|(_, v)| !terminates(v))
        {
            return Err((
                "terminating".into(),
                Some(format!("`{}` has a decimal expansion that does not end", p.0.name)),
            ));
        }
        for (part, value) in ex.parts.iter().zip(&answers) {
            if let Some(c) = &part.choices
                && let Some(why) = unclear_choice(c, value, ex.digits)
            {
                return Err(("clear_choice".into(), Some(format!("`{}`: {why}", part.name))));
            }
        }
        let lookup_all = |n: &str| {
            lookup(&self.params, values, n).or_else(|| {
                parts
                    .iter()
                    .position(|p| p.name == n)
                    .map(|i| value_to_val(&answers[i]))
            })
        };
        for c in &self.constraints {
            match &c.what {
                Check::Answers(e) => match e.expr.eval(&lookup_all) {
                    Ok(Val::Bool(true)) => {}
                    Ok(Val::Bool(false)) => return Err((c.text.clone(), None)),
                    Ok(other) => {
                        return Err((
                            c.text.clone(),
                            Some(format!("it is {}, not true or false", other.describe())),
                        ));
                    }
                    Err(why) => return Err((c.text.clone(), Some(why))),
                },
                Check::Converges => {
                    let sol = ex.solve();
                    if let Some(n) = sol.notes.iter().find(|n| n.to_lowercase().contains("not converge")) {
                        return Err((c.text.clone(), Some(n.clone())));
                    }
                }
                Check::Inputs(_) | Check::Guard => {}
            }
        }
        Ok(())
    }
}

fn lookup(params: &[Param], values: &[Val], name: &str) -> Option<Val> {
    lookup_ref(params, values, name).cloned()
}

/// The position of parameter `name` (in draw order, as the values are).
fn position(params: &[Param], name: &str) -> Option<usize> {
    params.iter().position(|p| p.name == name)
}

/// [`lookup`] without the copy (the substitution reads the value in place).
fn lookup_ref<'v>(params: &[Param], values: &'v [Val], name: &str) -> Option<&'v Val> {
    params.iter().zip(values).find(|(p, _)| p.name == name).map(|(_, v)| v)
}

/// A part's answer as an expression value: exact numbers as they are, rounded values by their
/// midpoint (known to far more digits than any constraint compares), classes and labels as
/// texts, equations as their text, keyed values (weights per class) as the list of their values.
pub fn value_to_val(v: &Value) -> Val {
    match v {
        Value::Number(n) => Val::Num(n.clone()),
        Value::Rounded(r) => Val::Num(r.mid()),
        Value::Class { label, .. } | Value::Label(label) => Val::Str(label.clone()),
        Value::Bool(b) => Val::Bool(*b),
        Value::Equation(e) => Val::Str(e.display(NumStyle::Fraction, crate::num::linear::Notation::Ascii)),
        Value::List(items) => Val::List(items.iter().map(value_to_val).collect()),
        Value::Map(items) => Val::List(items.iter().map(|(_, v)| value_to_val(v)).collect()),
    }
}

/// Reads the variant template of an exercise and draws its default variant; errors are reported
/// to `l` at the spec's places. Used by the spec loader.
pub(crate) fn load_default(
    l: &mut Loader,
    node: &Node,
    source: &Arc<Source>,
    default_id: String,
    load: LoadFn,
) -> Option<Exercise> {
    let template = Arc::new(Template::read(l, node, source, &default_id, load)?);
    match draw_default(l, &template).0 {
        Ok(ex) => Some(ex),
        Err(Some(failure)) => {
            l.report(failure_diagnostic(&failure, template.failure_span(&failure)));
            None
        }
        Err(None) => None,
    }
}

/// Reads the variant template of an exercise for `mlex stress`, which reports the draws that
/// fail: `None` (its errors reported to `l`) when the template cannot be read or the loader
/// refuses every draw of its default variant that reaches it, as [`load_default`] refuses them
/// (a misspelt key is an error of the spec, not of its constraints, and each variant would
/// otherwise spend its whole work budget on draws refused for it). The default variant is kept
/// in the target, for `stress` to take rather than draw again.
pub(crate) fn load_for_stress(
    l: &mut Loader,
    node: &Node,
    source: &Arc<Source>,
    default_id: &str,
    load: LoadFn,
) -> Option<Target> {
    let template = Arc::new(Template::read(l, node, source, default_id, load)?);
    let start = std::time::Instant::now();
    let (result, stats) = draw_default(l, &template);
    let took = start.elapsed();
    let result = match result {
        Err(None) => return None,
        Ok(ex) => Ok(ex),
        Err(Some(failure)) => Err(failure),
    };
    Some(Target::Template(
        template,
        Some(Box::new(DefaultDraw { result, stats, took })),
    ))
}

/// The default variant of `template`, or why it has none: `Err(None)` when every draw that got
/// as far as the loader was refused by it (its errors of the first such draw reported to `l`),
/// `Err(Some(failure))` for the other failures (not reported); and what its draws ran into.
fn draw_default(l: &mut Loader, template: &Arc<Template>) -> (Result<Exercise, Option<DrawFailure>>, DrawStats) {
    let mut first_invalid = None;
    let (result, stats) = template.draw_keeping(DEFAULT_SEED, 1, &[], &mut first_invalid);
    let failure = match result {
        Ok(ex) => return (Ok(ex), stats),
        Err(failure) => failure,
    };
    // Every draw that got as far as the loader was refused by it (the others by a parameter's
    // draw or a constraint on the parameters alone, before loading): most likely the spec itself
    // is wrong (a misspelt key, a figure the data cannot have), so its errors are shown as they
    // are rather than as a constraint to loosen.
    let loaded = stats.rejections.iter().find(|r| r.name == "valid").map(|r| r.count);
    let before_loading = |r: &Rejection| {
        r.name.starts_with("vary.")
            || template
                .constraints
                .iter()
                .any(|c| c.text == r.name && matches!(c.what, Check::Inputs(_)))
    };
    let all_invalid =
        loaded.is_some_and(|n| n > 0) && stats.rejections.iter().all(|r| r.name == "valid" || before_loading(r));
    match first_invalid {
        Some(diags) if all_invalid => {
            let n = loaded.unwrap_or_default();
            let note = if let Some(key) = repeated_key(&template.node) {
                format!(
                    "in the first draw of the variant parameters that was loaded; no draw can load, as the spec gives `{key}` twice"
                )
            } else if n == stats.attempts {
                format!("in every one of {n} draws of the variant parameters")
            } else {
                format!(
                    "in every one of the {n} draws of the variant parameters that were loaded ({} of {} were rejected before)",
                    stats.attempts - n,
                    stats.attempts
                )
            };
            for d in diags {
                l.report(d.note(note.clone()));
            }
            (Err(None), stats)
        }
        _ => (Err(Some(failure)), stats),
    }
}

/// A draw failure as a diagnostic at `vary:`.
pub fn failure_diagnostic(failure: &DrawFailure, span: Span) -> Diagnostic {
    let mut d = Diagnostic::error(failure.to_string()).at(span, "no variant satisfies every constraint");
    for r in &failure.stats.rejections {
        d = d.note(format!(
            "`{}` rejected {} draws ({}){}",
            r.name,
            r.count,
            percent(r.count, failure.stats.attempts),
            r.example.as_ref().map_or_else(String::new, |e| format!(": {e}"))
        ));
    }
    if failure.stats.out_of_work {
        d = d.note(format!(
            "the draws stopped after {} attempts, before the most allowed: each solves the exercise, and together they did the most arithmetic one variant may do",
            failure.stats.attempts
        ));
    }
    d.help("loosen that constraint or widen the parameters' ranges (`mlex stress SPEC` shows the rejection rates)")
}

impl crate::exercise::Redraw for Template {
    fn redraw(self: Arc<Self>, seed: u64, number: u64) -> Result<Exercise, crate::Error> {
        self.draw(seed, number).0.map_err(crate::Error::Draw)
    }

    fn into_any(self: Arc<Self>) -> Arc<dyn std::any::Any + Send + Sync> {
        self
    }
}

/// The template `ex` was drawn from, when its spec has `vary:`.
pub(crate) fn template_of(ex: &Exercise) -> Option<Arc<Template>> {
    ex.template.clone()?.into_any().downcast::<Template>().ok()
}

/// How many variants `mlex validate` draws of a spec with `vary:` (seed 0, variants 1 to this).
pub const VALIDATE_DRAWS: u64 = 10;

/// Draws variants 2..=`n` of `ex` under [`DEFAULT_SEED`] (variant 1 was drawn when it was
/// loaded) and returns a located error for each that finds no valid draw. Empty for an exercise
/// without `vary:`.
pub fn trial_draws(ex: &Exercise, n: u64) -> Vec<Diagnostic> {
    let Some(t) = template_of(ex) else {
        return Vec::new();
    };
    (2..=n)
        .filter_map(|k| t.draw(DEFAULT_SEED, k).0.err())
        .map(|f| failure_diagnostic(&f, t.failure_span(&f)))
        .collect()
}

/// Variant `number` of `ex` under `seed`, or a located error at its `vary:` (in
/// [`Exercise::origin`]) when no draw is valid.
pub fn draw_located(ex: &Exercise, seed: u64, number: u64) -> Result<Exercise, Diagnostic> {
    match template_of(ex) {
        // the same exercise, its generated choices in the variant's order
        None => Ok(ex.variant(seed, number).unwrap_or_else(|_| ex.clone())),
        Some(t) => t
            .draw(seed, number)
            .0
            .map(|v| v.with_lang(ex.lang))
            .map_err(|f| failure_diagnostic(&f, t.failure_span(&f))),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;

    fn load(text: &str) -> Exercise {
        Exercise::from_yaml(text).unwrap()
    }

    fn params(ex: &Exercise) -> Vec<String> {
        ex.drawn()
            .unwrap()
            .parameters
            .iter()
            .map(|(n, v)| format!("{n}={}", v.text()))
            .collect()
    }

    const GOLDEN: &str = r#"
kind: holdout
id: golden-draws
vary:
  a: { int: [1, 6] }
  b: { grid: { from: 0.1, to: 0.5, step: 0.1 } }
  c: { choose: [red, green, blue] }
  p: { permutation: 4 }
errors: $a
test_size: 100
ask: [error_rate]
"#;

    #[test]
    fn the_first_draws_are_pinned() {
        // From an independent Python implementation (ChaCha8 from the RFC 7539 block function
        // with 8 rounds, the key layout of `rng::Stream`, and the same rejection sampling and
        // Fisher–Yates): per variant a = 1 + below(6), b = 0.1 + 0.1·below(5),
        // c = [red, green, blue][below(3)], then p shuffled from the end.
        let ex = load(GOLDEN);
        let expected = [
            ["a=1", "b=0.2", "c=blue", "p=(3, 1, 2, 4)"],
            ["a=6", "b=0.3", "c=blue", "p=(1, 2, 4, 3)"],
            ["a=2", "b=0.3", "c=green", "p=(1, 2, 4, 3)"],
        ];
        for (k, want) in (1..=3).zip(expected) {
            let v = ex.variant(2026, k).unwrap();
            assert_eq!(params(&v), want, "variant {k}");
            assert_eq!(v.drawn().unwrap().attempts, 1);
        }
        // error_rate = a / 100: 1/100 for variant 1.
        let v1 = ex.variant(2026, 1).unwrap();
        assert_eq!(v1.solve().answer_text("error_rate").as_deref(), Some("0.01"));
    }

    #[test]
    fn a_drawn_variant_keeps_its_constraint_solve_for_solving_again() {
        let ex = load(GOLDEN);
        for k in 1..=5 {
            let v = ex.variant(2026, k).unwrap();
            let kept = v.solved.clone().expect("the draw's solve is kept");
            // solve_values takes it …
            assert!(Arc::ptr_eq(&kept.work, &v.solve_values().work));
            // … and it is the solve made afresh: the same values, views and notes
            let mut fresh = v.clone();
            fresh.solved = None;
            let (a, b) = (v.solve(), fresh.solve());
            assert!(!Arc::ptr_eq(&a.work, &b.work));
            assert_eq!(format!("{:?}", a.parts), format!("{:?}", b.parts), "variant {k}");
            assert_eq!(a.view, b.view);
            assert_eq!(a.notes, b.notes);
            // other parts asked: solved again, not taken
            let mut other = v.clone();
            other.parts.push(other.parts[0].clone());
            assert!(!Arc::ptr_eq(&kept.work, &other.solve_values().work));
        }
    }

    #[test]
    fn a_variant_depends_on_the_seed_the_number_and_the_id_only() {
        let ex = load(GOLDEN);
        let other_id = load(&GOLDEN.replace("id: golden-draws", "id: golden-draws-2"));
        let p = |e: &Exercise, s, k| params(&e.variant(s, k).unwrap());
        assert_eq!(p(&ex, 5, 7), p(&ex, 5, 7));
        let distinct: std::collections::BTreeSet<Vec<String>> = (1..=20).map(|k| p(&ex, 5, k)).collect();
        assert!(distinct.len() > 10, "20 variants are not all alike");
        assert_ne!(
            (1..=5).map(|k| p(&ex, 5, k)).collect::<Vec<_>>(),
            (1..=5).map(|k| p(&ex, 6, k)).collect::<Vec<_>>()
        );
        assert_ne!(
            (1..=5).map(|k| p(&ex, 5, k)).collect::<Vec<_>>(),
            (1..=5).map(|k| p(&other_id, 5, k)).collect::<Vec<_>>()
        );
        // Loading draws variant 1 of seed 0.
        assert_eq!(ex.drawn().map(|d| (d.seed, d.number)), Some((0, 1)));
        assert_eq!(params(&ex), p(&ex, 0, 1));
    }

    #[test]
    fn references_put_values_into_data_and_texts() {
        let ex = load(
            r#"
kind: perceptron
title: "Margin {b} and {xs}"
statement: "TeX braces stay: $x_{1}$, {unknown} too."
vary:
  xs: { matrix: [2, 1], choose: [0, 1], distinct: true }
  b: { expr: "1 / 3" }
  ys: { permutation: [a, c] }
samples:
  - { x: $xs.1, y: $ys.1 }
  - x: $xs.2
    y: $ys[2]
margin: $b
ask: [iterations]
"#,
        );
        let d = ex.drawn().unwrap();
        let xs = &d.parameters[0].1;
        assert!(
            xs == &Val::List(vec![
                Val::List(vec![Val::Num(0.into())]),
                Val::List(vec![Val::Num(1.into())])
            ]) || xs
                == &Val::List(vec![
                    Val::List(vec![Val::Num(1.into())]),
                    Val::List(vec![Val::Num(0.into())])
                ]),
            "{xs:?}"
        );
        assert_eq!(ex.title(), Some(format!("Margin 1/3 and {}", xs.text()).as_str()));
        assert_eq!(ex.statement(), Some("TeX braces stay: $x_{1}$, {unknown} too."));
        // 1/3 is put in as a fraction, so the exercise shows fractions.
        assert_eq!(ex.style, NumStyle::Fraction);
    }

    fn errors(text: &str) -> Vec<String> {
        match Exercise::from_yaml(text) {
            Err(crate::Error::Invalid(d)) => d
                .items
                .iter()
                .map(|i| {
                    let (l, c) = i.line_col(&d.source).unwrap_or((0, 0));
                    format!("{l}:{c} {}", i.message)
                })
                .collect(),
            other => panic!("expected errors, got {other:?}"),
        }
    }

    #[test]
    fn bad_parameters_are_located() {
        let e = errors(
            "kind: holdout\nvary:\n  a: { int: [5, 1] }\n  b: { inte: [1, 2] }\n  c: { int: [1, 2], choose: [1] }\n  d: { choose: [] }\nerrors: $e\ntest_size: 10\n",
        );
        assert_eq!(
            e,
            [
                "3:13 the range of parameter `a` is empty: 5 > 1",
                "4:8 unknown key `inte` in parameter `b`",
                "4:6 parameter `b` says nothing to draw",
                "5:21 parameter `c` has two generators, `int` and `choose`",
                "6:16 `choose` of parameter `d` is empty",
                "7:9 unknown parameter `e`",
            ]
        );
    }

    #[test]
    fn cycles_and_unknown_names_in_expressions_are_located() {
        let e = errors(
            "kind: holdout\nvary:\n  a: { int: [1, \"b + 1\"] }\n  b: { expr: \"a * 2\" }\nerrors: $a\ntest_size: 10\n",
        );
        assert_eq!(e, ["3:3 the parameters `a` → `b` → `a` depend on each other"]);
        let e = errors(
            "kind: holdout\nvary:\n  a: { int: [1, \"bb + 1\"] }\n  b: { int: [0, 1] }\nerrors: $a\ntest_size: 10\n",
        );
        assert_eq!(e, ["3:18 unknown parameter `bb` in parameter `a`"]);
        let e = errors(
            "kind: holdout\nvary:\n  a: { int: [1, 3] }\nconstraints:\n  - \"error_rat > 0\"\n  - \"a >= \"\n  - \"lenn(a) > 1\"\nerrors: $a\ntest_size: 10\n",
        );
        assert_eq!(
            e,
            [
                "5:6 unknown name `error_rat` in a constraint",
                "6:11 invalid expression `a >= `: expected a value, found the end",
                "7:6 unknown function `lenn`",
            ]
        );
    }

    #[test]
    fn an_impossible_constraint_names_itself_and_its_rate() {
        let e =
            errors("kind: holdout\nvary:\n  a: { int: [1, 3] }\nconstraints: [\"a > 3\"]\nerrors: $a\ntest_size: 10\n");
        assert_eq!(
            e,
            [
                "2:1 no valid draw of `exercise` (seed 0, variant 1) in 1000 attempts: `a > 3` rejected 1000 of them (100.0%)"
            ]
        );
        // A misspelt key of the kind is shown as it is, not as 1000 rejected draws.
        let e = errors("kind: holdout\nvary:\n  a: { int: [1, 3] }\nerors: $a\ntest_size: 10\n");
        assert_eq!(e[0], "4:1 unknown key `erors` for kind `holdout`");
        // with its suggestion: the draws after the first invalid one make none (their
        // diagnostics are not shown), the first keeps it
        let Err(crate::Error::Invalid(d)) =
            Exercise::from_yaml("kind: holdout\nvary:\n  a: { int: [1, 3] }\nerors: $a\ntest_size: 10\n")
        else {
            panic!("expected errors")
        };
        assert!(d.to_string().contains("did you mean `errors`?"), "{d}");
        // also when a constraint on the parameters alone rejected some draws before loading
        // (a = 1, about a third): the loader refused every draw it saw
        let text = "kind: holdout\nvary:\n  a: { int: [1, 3] }\nconstraints: [\"a > 1\"]\nerors: $a\ntest_size: 10\n";
        assert_eq!(errors(text)[0], "5:1 unknown key `erors` for kind `holdout`");
        let Err(crate::Error::Invalid(d)) = Exercise::from_yaml(text) else {
            panic!("expected errors")
        };
        let notes = d.items[0].notes.join("\n");
        assert!(
            notes.contains("draws of the variant parameters that were loaded ("),
            "{notes}"
        );
        assert!(notes.contains(" of 1000 were rejected before)"), "{notes}");
    }

    // Campaign 23's slow `draw` unit (76 KB, a statement of some 17,000 `{m}`): its mapping
    // gives `title` twice, so the loader refused each of the 1,000 draws, every one of them
    // substituted in full (0.97 s of CPU to `validate`, release). A key written twice, without
    // a reference, is in every drawn mapping: the draws stop at the first the loader refuses,
    // whose errors are all shown as before (both here); a key repeated only through a drawn
    // value is not known before the draw, and all the draws are made.
    #[test]
    fn a_key_written_twice_stops_the_draws_at_the_first_refused() {
        let text = "kind: holdout\nvary:\n  a: { int: [1, 3] }\ntitle: A\nerors: $a\ntest_size: 10\ntitle: B\n";
        assert_eq!(
            errors(text)[..2],
            [
                "7:1 duplicate key `title` in an exercise",
                "5:1 unknown key `erors` for kind `holdout`"
            ]
        );
        let Err(crate::Error::Invalid(d)) = Exercise::from_yaml(text) else {
            panic!("expected errors")
        };
        for item in &d.items {
            assert_eq!(
                item.notes,
                [
                    "in the first draw of the variant parameters that was loaded; no draw can load, as the spec gives `title` twice"
                ]
            );
        }
        // `$t` is no key the text repeats: every draw is made
        let text = "kind: holdout\nvary:\n  a: { int: [1, 3] }\ntitle: A\nerrors: $a\ntest_size: 10\n$t: B\n";
        let Err(crate::Error::Invalid(d)) = Exercise::from_yaml(text) else {
            panic!("expected errors")
        };
        assert!(
            d.items[0].notes.join("\n").contains("in every one of 1000 draws"),
            "{d}"
        );
    }

    /// A draw is solved once, by the loader, with the parts its constraints read (here
    /// `error_rate`, not asked); the solve the key then makes is of the asked parts alone.
    #[test]
    fn a_draw_solves_once_with_the_parts_its_constraints_read() {
        crate::kinds::solves::take();
        let ex = load(
            "kind: holdout\nvary:\n  a: { int: [1, 3] }\nconstraints: [\"error_rate < 1\"]\nerrors: $a\ntest_size: 10\nask: [radius]\n",
        );
        assert_eq!(ex.drawn().map(|d| d.attempts), Some(1));
        assert_eq!(crate::kinds::solves::take(), 1, "one solve for the one draw");
        let _ = ex.solve_values();
        assert_eq!(crate::kinds::solves::take(), 1, "the key's solve of `radius` alone");
        // with the constraint on an asked part, the draw's solve is the key's
        let ex = load(
            "kind: holdout\nvary:\n  a: { int: [1, 3] }\nconstraints: [\"error_rate < 1\"]\nerrors: $a\ntest_size: 10\nask: [error_rate]\n",
        );
        let _ = ex.solve_values();
        assert_eq!(crate::kinds::solves::take(), 1);
    }

    #[test]
    fn an_unasked_part_a_constraint_reads_is_held_to_the_limits_of_an_asked_one() {
        // 50 classes, 100 samples of 20 features, one pass: a trace of 100 steps × 50 classes ×
        // 21 weights = 105,000 numbers, over the 100,000 of a trace; the run itself is small
        // (105,000 multiply-adds). Asked, the trace is refused; read by a constraint it was
        // solved anyway: 480 MB near the run's cap (2026-11-27).
        let spec = |classes: usize, constraint: &str| {
            let mut spec =
                format!("kind: perceptron\nvary:\n  a: {{ int: [1, 2] }}\nconstraints: [\"{constraint}\"]\nsamples:\n");
            for n in 0..100 {
                let x: Vec<String> = (0..20i64)
                    .map(|d| ((n as i64 * 7 + d * 3) % 11 - 5).to_string())
                    .collect();
                spec.push_str(&format!("  - {{ x: [{}], y: {} }}\n", x.join(", "), n % classes));
            }
            spec + "iterations: 1\nask: [errors]\n"
        };
        let e = errors(&spec(50, "len(trace) > a"));
        assert!(e[0].starts_with("4:1 "), "{e:?}");
        assert!(e[0].contains("105000 numbers"), "{e:?}");
        // its label: at `constraints`, naming the part
        let d = match Exercise::from_yaml(&spec(50, "len(trace) > a")) {
            Err(crate::Error::Invalid(d)) => d.to_string(),
            other => panic!("expected errors, loaded: {}", other.is_ok()),
        };
        assert!(d.contains("a constraint reads `trace`, too large to solve"), "{d}");
        assert!(d.contains("constrain other parts than `trace`"), "{d}");
        // the same run with a constraint on a small part loads, and so does a trace that fits
        // (40 classes: 84,000 numbers)
        load(&spec(50, "errors < a"));
        load(&spec(40, "len(trace) > a"));
    }

    #[test]
    fn default_guards_reject_ties_and_endless_decimals() {
        // g(x) of two classes with equal weights ties at every point: every draw has a tie.
        let e = errors(
            "kind: discriminants\nvary:\n  w: { int: [1, 3] }\nweights: { a: [$w, 1], b: [$w, 1] }\nask: [{ classify: [1] }]\n",
        );
        assert!(e[0].contains("`no_tie` rejected 1000"), "{e:?}");
        let ok = load(
            "kind: discriminants\nvary:\n  w: { int: [1, 3] }\nweights: { a: [$w, 1], b: [$w, 1] }\nask: [{ classify: [1] }]\nconstraints: [allow_tie]\n",
        );
        assert!(ok.drawn().is_some());
        // 1/3 errors in 3 samples: 1/3 does not terminate, unless `digits` is given.
        let e = errors("kind: holdout\nvary:\n  a: { int: [1, 2] }\nerrors: $a\ntest_size: 3\nask: [error_rate]\n");
        assert!(e[0].contains("`terminating` rejected 1000"), "{e:?}");
        let ok = load(
            "kind: holdout\nvary:\n  a: { int: [1, 2] }\nerrors: $a\ntest_size: 3\ndigits: 4\nask: [error_rate]\n",
        );
        assert!(ok.drawn().is_some());
    }

    #[test]
    fn a_parameter_draws_at_most_ten_thousand_values() {
        let e = errors(
            "kind: holdout\nvary:\n  a: { int: [1, 3] }\n  m: { matrix: [200, 100], int: [0, 1] }\nerrors: $a\ntest_size: 10\n",
        );
        assert_eq!(
            e,
            [
                "4:3 no valid draw of `exercise` (seed 0, variant 1) in 1000 attempts: `vary.m` rejected 1000 of them (100.0%) (a 200 × 100 matrix has more than 10000 entries)"
            ]
        );
    }

    #[test]
    fn stated_and_constraints_without_vary_are_refused() {
        let e = errors("kind: holdout\nconstraints: [\"errors > 1\"]\nerrors: 3\ntest_size: 10\n");
        assert_eq!(e, ["2:1 `constraints` needs `vary`"]);
        let e = errors(
            "kind: holdout\nvary: { a: { int: [1, 3] } }\nerrors: $a\ntest_size: 10\nstated: { error_rate: 0.1 }\n",
        );
        assert_eq!(e, ["5:1 a spec with `vary` cannot have `stated` answers"]);
    }
}
