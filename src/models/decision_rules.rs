//! Decision rules written as formulas of p(c), p(x|c), p(x), p(x, c) and p(c|x) (seed 003, U2.1,
//! exam 2022_02_03: "which of these classifiers is not minimum-error?"), evaluated exactly on a
//! discrete table.
//!
//! A rule is read from a small language (`argmax log p(c) + log p(x|c) - log p(x)`, `argmax
//! -log p(x,c)`, `argmin p(x|c)/p(c)`, …; see [`parse`]) and reduced, as on paper, to the
//! comparison it makes: argmax or argmin over c of one monomial
//! Q(x, c) = p(c)^a · p(x|c)^b · p(x)^k with integer exponents. The reduction uses only
//! transformations that keep the decision at every x: log is increasing (a log compares as its
//! argument, so no logarithm is ever evaluated), a positive factor or a term that does not depend
//! on c changes nothing, a minus sign or a reciprocal turns argmax into argmin, and
//! p(x, c) = p(c)p(x|c), p(c|x) = p(c)p(x|c)/p(x). The exponents are normalised so that Q never
//! divides by a probability that can be 0 (b ≥ 0; priors and p(x) are positive), so every Q is an
//! exact rational.
//!
//! On the data the decisions, errors ε = Σₓ p(x)(1 − p(c(x)|x)) and the Bayes error are exact;
//! in general a rule is minimum-error exactly when it compares p(c)^a p(x|c)^a with a > 0 by
//! argmax (a monotone transform of the posterior), see [`Generality`].

use num_integer::Integer;
use num_traits::One;

use crate::models::discriminant::argmax;
use crate::num::{Number, TooLarge};

/// Most characters in a rule.
pub(crate) const MAX_RULE_CHARS: usize = 200;
/// The largest exponent of a probability in a rule's comparison (after clearing fractions).
pub(crate) const MAX_EXPONENT: i64 = 24;

/// A probability a rule may name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Quantity {
    /// p(c), the prior.
    Prior,
    /// p(x|c), the class likelihood.
    Likelihood,
    /// p(x), the evidence (does not depend on c).
    Evidence,
    /// p(x, c), the joint probability.
    Joint,
    /// p(c|x), the posterior.
    Posterior,
}

impl Quantity {
    /// Every quantity, in the documented order.
    pub(crate) const ALL: [Quantity; 5] = [
        Quantity::Prior,
        Quantity::Likelihood,
        Quantity::Evidence,
        Quantity::Joint,
        Quantity::Posterior,
    ];

    /// What goes between the parentheses: `x|c`.
    pub(crate) fn inner(self) -> &'static str {
        match self {
            Quantity::Prior => "c",
            Quantity::Likelihood => "x|c",
            Quantity::Evidence => "x",
            Quantity::Joint => "x,c",
            Quantity::Posterior => "c|x",
        }
    }

    /// The exponents of p(c), p(x|c) and p(x) it stands for.
    pub(crate) fn exponents(self) -> Exps {
        let (prior, likelihood, evidence) = match self {
            Quantity::Prior => (1, 0, 0),
            Quantity::Likelihood => (0, 1, 0),
            Quantity::Evidence => (0, 0, 1),
            Quantity::Joint => (1, 1, 0),
            Quantity::Posterior => (1, 1, -1),
        };
        Exps {
            prior,
            likelihood,
            evidence,
        }
    }
}

/// Integer exponents of p(c), p(x|c) and p(x).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Exps {
    /// Of p(c).
    pub(crate) prior: i64,
    /// Of p(x|c).
    pub(crate) likelihood: i64,
    /// Of p(x).
    pub(crate) evidence: i64,
}

impl Exps {
    fn scaled(self, k: i64) -> Option<Exps> {
        Some(Exps {
            prior: self.prior.checked_mul(k)?,
            likelihood: self.likelihood.checked_mul(k)?,
            evidence: self.evidence.checked_mul(k)?,
        })
    }

    fn plus(self, o: Exps) -> Option<Exps> {
        Some(Exps {
            prior: self.prior.checked_add(o.prior)?,
            likelihood: self.likelihood.checked_add(o.likelihood)?,
            evidence: self.evidence.checked_add(o.evidence)?,
        })
    }

    /// Whether Q depends on c.
    pub(crate) fn depends_on_c(self) -> bool {
        self.prior != 0 || self.likelihood != 0
    }

    fn largest(self) -> i64 {
        self.prior.abs().max(self.likelihood.abs()).max(self.evidence.abs())
    }
}

/// One probability of a term with its power (negative when divided by): `p(x)` in `…/p(x)` has
/// power −1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Factor {
    /// Which probability.
    pub(crate) quantity: Quantity,
    /// Its power.
    pub(crate) power: i64,
}

/// One term of a rule's score, as written: `-2 log p(x|c)`, `p(x|c)·p(c)/p(x)`, `3`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Term {
    /// The numeric factor, sign included (`-2`; 1 when none is written).
    pub(crate) coef: Number,
    /// The word of a log term (`log` or `ln`); `None` for a plain product.
    pub(crate) log: Option<&'static str>,
    /// The probabilities, in written order (inside the log for a log term).
    pub(crate) factors: Vec<Factor>,
    /// Where the term is in the rule's text (byte offsets).
    pub(crate) at: (usize, usize),
}

impl Term {
    /// The exponents of p(c), p(x|c), p(x) of its product.
    pub(crate) fn exponents(&self) -> Exps {
        self.factors
            .iter()
            .try_fold(Exps::default(), |e, f| e.plus(f.quantity.exponents().scaled(f.power)?))
            .unwrap_or_default()
    }

    /// Whether it changes with c.
    pub(crate) fn depends_on_c(&self) -> bool {
        !self.coef.is_zero() && self.exponents().depends_on_c()
    }
}

/// How the rule is evaluated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// A sum of logs: compared as the product of their arguments (log is increasing).
    Log,
    /// One product of probabilities (plus terms that do not depend on c).
    Plain,
    /// Nothing depends on c: every class ties.
    Constant,
}

/// What a rule is in general, whatever the probabilities.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Generality {
    /// argmax of (p(c)p(x|c))^a, a > 0: an increasing function of p(c|x) at every x, so it is
    /// the Bayes (minimum-error) rule for every distribution.
    Always,
    /// argmax of p(c)^a p(x|c)^b with b > 0, a ≠ b: with equal priors it is argmax p(x|c), the
    /// Bayes rule; with unequal priors some likelihoods make it decide differently.
    EqualPriors,
    /// argmin of (p(c)p(x|c))^a, a > 0: the least probable class a posteriori.
    LeastProbable,
    /// argmin of p(c)^a p(x|c)^b with b > 0, a ≠ b: prefers classes under which x is unlikely.
    Minimises,
    /// argmax or argmin of p(c)^a, a > 0: ignores x.
    PriorOnly {
        /// argmax (the most probable class a priori) or argmin.
        maximize: bool,
    },
    /// Q does not depend on c: every class ties and the first is taken.
    Constant,
}

/// A rule, parsed and reduced to its comparison.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Rule {
    /// `argmax` (true) or `argmin` as written.
    pub(crate) written_max: bool,
    /// The terms of the score as written.
    pub(crate) terms: Vec<Term>,
    /// How it is evaluated.
    pub(crate) form: Form,
    /// Terms left out because they do not depend on c (indices into `terms`).
    pub(crate) dropped: Vec<usize>,
    /// The positive factor the log form's score was multiplied by to make Q's exponents whole
    /// and coprime (`2 log p(c) + 2 log p(x|c)` is compared as half of it); 1 when none.
    pub(crate) scale: Number,
    /// For a product: the power g it was raised to, `(p(c)p(x|c))²` compared as
    /// p(c)p(x|c) (t ↦ t^g is increasing on t ≥ 0); 1 when none.
    pub(crate) root: i64,
    /// The comparison: argmax (true) or argmin of Q.
    pub(crate) maximize: bool,
    /// The exponents of Q = p(c)^a p(x|c)^b p(x)^k, with b ≥ 0 (and a ≥ 0 when b = 0).
    pub(crate) q: Exps,
    /// Q is the reciprocal of the written product (its exponents were negated, and the
    /// direction turned).
    pub(crate) reciprocal: bool,
}

impl Rule {
    /// What the rule is in general.
    pub(crate) fn generality(&self) -> Generality {
        let (a, b) = (self.q.prior, self.q.likelihood);
        match (b > 0, self.maximize) {
            (true, true) if a == b => Generality::Always,
            (true, true) => Generality::EqualPriors,
            (true, false) if a == b => Generality::LeastProbable,
            (true, false) => Generality::Minimises,
            (false, maximize) if a > 0 => Generality::PriorOnly { maximize },
            (false, _) => Generality::Constant,
        }
    }

    /// Rules with the same key decide alike for every distribution: argmax/argmin of
    /// p(c)^a p(x|c)^b up to a positive power (and up to factors of p(x)).
    pub(crate) fn equivalence_key(&self) -> (bool, i64, i64) {
        let (a, b) = (self.q.prior, self.q.likelihood);
        if a == 0 && b == 0 {
            return (true, 0, 0);
        }
        let g = a.abs().gcd(&b.abs()).max(1);
        (self.maximize, a / g, b / g)
    }
}

/// A rule that cannot be read, with its place in the text (byte offsets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RuleError {
    /// Start of the offending text.
    pub(crate) start: usize,
    /// End of the offending text.
    pub(crate) end: usize,
    /// What is wrong.
    pub(crate) message: String,
    /// A short label for the caret.
    pub(crate) label: String,
    /// How to fix it.
    pub(crate) help: String,
}

fn err(start: usize, end: usize, message: impl Into<String>, label: &str, help: impl Into<String>) -> RuleError {
    RuleError {
        start,
        end,
        message: message.into(),
        label: label.into(),
        help: help.into(),
    }
}

const VOCABULARY_HELP: &str = "a rule is `argmax` or `argmin` of p(c), p(x|c), p(x), p(x,c), p(c|x), their products and quotients, or a sum of their logs, e.g. `argmax log p(c) + log p(x|c)`";

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    Num(Number),
    Quantity(Quantity),
    Plus,
    Minus,
    Times,
    Divide,
    Caret,
    Open,
    Close,
}

/// Splits the rule into tokens with their byte ranges.
fn tokens(text: &str) -> Result<Vec<(Tok, usize, usize)>, RuleError> {
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let end_of = |i: usize| chars.get(i).map_or(text.len(), |(b, _)| *b);
    let mut i = 0;
    while i < chars.len() {
        let (at, ch) = chars[i];
        if ch.is_whitespace() {
            i += 1;
            continue;
        }
        if ch.is_ascii_alphabetic() {
            let mut j = i;
            while j < chars.len() && chars[j].1.is_ascii_alphabetic() {
                j += 1;
            }
            let word_end = end_of(j);
            let word = &text[at..word_end];
            // `argmax_c`, `argmax_{c=1,…,C}`: the subscript only names the variable
            if (word == "argmax" || word == "argmin") && chars.get(j).is_some_and(|c| c.1 == '_') {
                j += 1;
                match chars.get(j).map(|c| c.1) {
                    Some('{') => {
                        while j < chars.len() && chars[j].1 != '}' {
                            j += 1;
                        }
                        if j == chars.len() {
                            return Err(err(
                                at,
                                text.len(),
                                format!("the subscript of `{word}` is not closed"),
                                "no `}`",
                                "write `argmax_c` or `argmax_{c}`, or leave the subscript out",
                            ));
                        }
                        j += 1;
                    }
                    Some('c') => j += 1,
                    _ => {
                        return Err(err(
                            at,
                            end_of(j),
                            format!("`{word}_` must be followed by `c` or `{{…}}`"),
                            "incomplete subscript",
                            "write `argmax_c`, or leave the subscript out",
                        ));
                    }
                }
            }
            // a probability: p( … )
            let next = (j..chars.len()).find(|&k| !chars[k].1.is_whitespace());
            if (word == "p" || word == "P") && next.is_some_and(|k| chars[k].1 == '(') {
                let open = next.unwrap_or(j);
                let Some(close) = (open..chars.len()).find(|&k| chars[k].1 == ')') else {
                    return Err(err(
                        at,
                        text.len(),
                        "a probability is not closed",
                        "no `)`",
                        "close it: `p(x|c)`",
                    ));
                };
                let inner: String = text[end_of(open + 1)..chars[close].0]
                    .chars()
                    .filter(|c| !c.is_whitespace())
                    .map(|c| if c == '∣' { '|' } else { c })
                    .collect();
                let inner = if inner == "c,x" { "x,c".to_string() } else { inner };
                let end = end_of(close + 1);
                match Quantity::ALL.iter().find(|q| q.inner() == inner) {
                    Some(q) => out.push((Tok::Quantity(*q), at, end)),
                    None => {
                        let names: Vec<&str> = Quantity::ALL.iter().map(|q| q.inner()).collect();
                        let help = match crate::diag::did_you_mean(&inner, names.iter().copied()) {
                            Some(s) => format!("did you mean `p({s})`?"),
                            None => "the probabilities are p(c), p(x|c), p(x), p(x,c) and p(c|x)".to_string(),
                        };
                        return Err(err(
                            at,
                            end,
                            format!("unknown probability `{}`", &text[at..end]),
                            "not in the vocabulary",
                            help,
                        ));
                    }
                }
                i = close + 1;
                continue;
            }
            out.push((Tok::Word(word.to_string()), at, word_end));
            i = j;
            continue;
        }
        if ch.is_ascii_digit() || ch == '.' {
            let mut j = i;
            while j < chars.len() && (chars[j].1.is_ascii_digit() || chars[j].1 == '.') {
                j += 1;
            }
            let lit = &text[at..end_of(j)];
            let n = lit.parse::<Number>().ok().filter(|_| lit.len() <= 20).ok_or_else(|| {
                err(
                    at,
                    end_of(j),
                    format!("`{lit}` is not a number mlex reads here"),
                    "not a number",
                    "write a whole number or a decimal, e.g. `2` or `0.5`",
                )
            })?;
            out.push((Tok::Num(n), at, end_of(j)));
            i = j;
            continue;
        }
        let tok = match ch {
            '+' => Tok::Plus,
            '-' | '−' => Tok::Minus,
            '*' | '·' | '⋅' | '×' => Tok::Times,
            '/' => Tok::Divide,
            '^' => Tok::Caret,
            '(' => Tok::Open,
            ')' => Tok::Close,
            _ => {
                return Err(err(
                    at,
                    end_of(i + 1),
                    format!("unexpected `{ch}` in a rule"),
                    "not understood",
                    VOCABULARY_HELP,
                ));
            }
        };
        out.push((tok, at, end_of(i + 1)));
        i += 1;
    }
    Ok(out)
}

/// A parsed product: numeric factor, probabilities, at most one log.
#[derive(Clone, Debug, Default)]
struct Product {
    coef: Option<Number>,
    factors: Vec<Factor>,
    log: Option<(&'static str, Vec<Factor>, usize, usize)>,
}

struct Parser<'t> {
    toks: Vec<(Tok, usize, usize)>,
    pos: usize,
    text: &'t str,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.0)
    }

    fn span(&self) -> (usize, usize) {
        self.toks
            .get(self.pos)
            .map_or((self.text.len(), self.text.len()), |t| (t.1, t.2))
    }

    fn prev_end(&self) -> usize {
        self.pos
            .checked_sub(1)
            .and_then(|p| self.toks.get(p))
            .map_or(0, |t| t.2)
    }

    /// `^ 2` after a factor, if any.
    fn power(&mut self) -> Result<i64, RuleError> {
        if self.peek() != Some(&Tok::Caret) {
            return Ok(1);
        }
        self.pos += 1;
        let negative = if self.peek() == Some(&Tok::Minus) {
            self.pos += 1;
            true
        } else {
            false
        };
        let (s, e) = self.span();
        match self.peek() {
            Some(Tok::Num(n)) if n.is_integer() && n.to_i64().is_some_and(|k| k <= MAX_EXPONENT) => {
                let k = n.to_i64().unwrap_or(1);
                self.pos += 1;
                Ok(if negative { -k } else { k })
            }
            _ => Err(err(
                s,
                e,
                "a power must be a whole number",
                "not a whole number",
                format!("write `p(c)^2` (powers up to {MAX_EXPONENT})"),
            )),
        }
    }

    /// A product of numbers, probabilities, parenthesised products and at most one log, up to a
    /// `+`, `-`, `)` or the end.
    fn product(&mut self, in_log: bool) -> Result<Product, RuleError> {
        let mut p = Product::default();
        let mut divide = false;
        let mut first = true;
        loop {
            let (s, e) = self.span();
            match self.peek() {
                Some(Tok::Times) if !first => {
                    self.pos += 1;
                    divide = false;
                    if self.ends_product() {
                        return Err(self.dangling("`·`"));
                    }
                    continue;
                }
                Some(Tok::Divide) if !first => {
                    self.pos += 1;
                    divide = true;
                    if self.ends_product() {
                        return Err(self.dangling("`/`"));
                    }
                    continue;
                }
                Some(Tok::Num(n)) => {
                    let n = n.clone();
                    self.pos += 1;
                    if in_log {
                        return Err(err(
                            s,
                            e,
                            "a number inside a log is not in the vocabulary",
                            "a number",
                            "a constant term does not change the decision: leave it out",
                        ));
                    }
                    let c = p.coef.take().unwrap_or_else(Number::one);
                    p.coef = Some(if divide {
                        c.checked_div(&n)
                            .ok_or_else(|| err(s, e, "division by zero", "zero", "divide by a non-zero number"))?
                    } else {
                        c * n
                    });
                }
                Some(Tok::Quantity(q)) => {
                    let q = *q;
                    self.pos += 1;
                    let power = self.power()?;
                    p.factors.push(Factor {
                        quantity: q,
                        power: if divide { -power } else { power },
                    });
                }
                Some(Tok::Open) => {
                    self.pos += 1;
                    let inner = self.product(in_log)?;
                    if self.peek() != Some(&Tok::Close) {
                        let (s2, e2) = self.span();
                        return Err(err(s2, e2, "expected `)`", "here", "close the parenthesis"));
                    }
                    self.pos += 1;
                    let power = self.power()?;
                    let sign = if divide { -power } else { power };
                    if let Some((_, _, ls, le)) = inner.log {
                        return Err(err(
                            ls,
                            le,
                            "a log inside parentheses is not in the vocabulary",
                            "inside parentheses",
                            "write the logs as a sum of terms: `argmax log p(c) + log p(x|c)`",
                        ));
                    }
                    if let Some(c) = inner.coef {
                        if sign != 1 {
                            return Err(err(
                                s,
                                self.prev_end(),
                                "a number in a divided or raised group is not in the vocabulary",
                                "a number here",
                                "write the number in front of the term",
                            ));
                        }
                        p.coef = Some(p.coef.take().unwrap_or_else(Number::one) * c);
                    }
                    for f in inner.factors {
                        let power = f
                            .power
                            .checked_mul(sign)
                            .filter(|k| k.abs() <= MAX_EXPONENT)
                            .ok_or_else(|| {
                                err(
                                    s,
                                    self.prev_end(),
                                    "the power is too large",
                                    "too large",
                                    format!("powers up to {MAX_EXPONENT}"),
                                )
                            })?;
                        p.factors.push(Factor {
                            quantity: f.quantity,
                            power,
                        });
                    }
                }
                Some(Tok::Word(w)) if w == "log" || w == "ln" => {
                    let word = if w == "log" { "log" } else { "ln" };
                    self.pos += 1;
                    if in_log {
                        return Err(err(
                            s,
                            e,
                            "a log of a log is not in the vocabulary",
                            "nested log",
                            VOCABULARY_HELP,
                        ));
                    }
                    if divide {
                        return Err(err(
                            s,
                            e,
                            "dividing by a log is not in the vocabulary",
                            "divided by a log",
                            "a log term is a number times `log …`",
                        ));
                    }
                    if let Some((_, _, ls, _)) = p.log {
                        return Err(err(
                            ls,
                            self.span().1,
                            "a product of two logs is not in the vocabulary",
                            "two logs",
                            "write a sum of logs: `log p(c) + log p(x|c)`",
                        ));
                    }
                    // the argument: a probability (with a power) or a parenthesised product
                    let (as_, _) = self.span();
                    let arg = match self.peek() {
                        Some(Tok::Quantity(q)) => {
                            let q = *q;
                            self.pos += 1;
                            let power = self.power()?;
                            vec![Factor { quantity: q, power }]
                        }
                        Some(Tok::Open) => {
                            self.pos += 1;
                            let inner = self.product(true)?;
                            if self.peek() != Some(&Tok::Close) {
                                let (s2, e2) = self.span();
                                return Err(err(s2, e2, "expected `)`", "here", "close the parenthesis"));
                            }
                            self.pos += 1;
                            if inner.factors.is_empty() {
                                return Err(err(
                                    as_,
                                    self.prev_end(),
                                    "an empty log",
                                    "nothing to take the log of",
                                    VOCABULARY_HELP,
                                ));
                            }
                            inner.factors
                        }
                        _ => {
                            let (s2, e2) = self.span();
                            return Err(err(
                                s2,
                                e2,
                                format!("`{word}` must be followed by a probability"),
                                "expected p(…)",
                                "write `log p(x|c)`, or `log(p(x|c)·p(c))` for a product",
                            ));
                        }
                    };
                    p.log = Some((word, arg, s, self.prev_end()));
                }
                Some(Tok::Word(w)) => {
                    let w = w.clone();
                    let help = match crate::diag::did_you_mean(&w, ["log", "ln", "p", "argmax", "argmin"]) {
                        Some("p") => {
                            "a probability is written `p(c)`, `p(x|c)`, `p(x)`, `p(x,c)` or `p(c|x)`".to_string()
                        }
                        Some(s) if s.starts_with("arg") => {
                            format!("did you mean `{s}`? It comes once, at the start of the rule")
                        }
                        Some(s) => format!("did you mean `{s}`?"),
                        None => VOCABULARY_HELP.to_string(),
                    };
                    return Err(err(
                        s,
                        e,
                        format!("unknown word `{w}` in a rule"),
                        "not understood",
                        help,
                    ));
                }
                Some(Tok::Caret) => {
                    return Err(err(
                        s,
                        e,
                        "a power must follow a probability",
                        "nothing to raise",
                        "write `p(c)^2`",
                    ));
                }
                Some(Tok::Plus | Tok::Minus | Tok::Close) | None if first => {
                    return Err(err(s, e, "expected a term", "nothing here", VOCABULARY_HELP));
                }
                Some(Tok::Times | Tok::Divide) => {
                    return Err(err(
                        s,
                        e,
                        "a term cannot start with `·` or `/`",
                        "nothing before",
                        VOCABULARY_HELP,
                    ));
                }
                Some(Tok::Plus | Tok::Minus | Tok::Close) | None => return Ok(p),
            }
            first = false;
            divide = false;
            if let (Some(_), true) = (&p.log, !p.factors.is_empty()) {
                let (ls, le) = p.log.as_ref().map_or((s, e), |l| (l.2, l.3));
                return Err(err(
                    ls.min(s),
                    le.max(self.prev_end()),
                    "a log times a probability is not in the vocabulary",
                    "a log times a probability",
                    "put the product inside the log, `log(p(x|c)·p(c))`, or write a sum of logs",
                ));
            }
        }
    }

    fn ends_product(&self) -> bool {
        matches!(self.peek(), None | Some(Tok::Plus | Tok::Minus | Tok::Close))
    }

    fn dangling(&self, op: &str) -> RuleError {
        let (s, e) = self.span();
        err(
            s,
            e,
            format!("{op} needs something after it"),
            "nothing here",
            VOCABULARY_HELP,
        )
    }
}

/// Reads a rule such as `argmax log p(c) + log p(x|c) - log p(x)` and reduces it to its
/// comparison.
///
/// The language: `argmax` or `argmin` (optionally `argmax_c` or `argmax_{c=1,…,C}`), then a sum
/// of terms joined by `+` and `-`. A term is a product of numbers and the probabilities `p(c)`,
/// `p(x|c)`, `p(x)`, `p(x,c)` (or `p(c,x)`), `p(c|x)` (`P` also; spaces are free), joined by `*`,
/// `·`, `/` or nothing, with powers `^2`; or a number times `log` (or `ln`) of one probability or
/// of a parenthesised product: `2 log p(c)`, `-log(p(x|c) p(c))`. The terms that depend on c must
/// be all logs, or a single product.
pub(crate) fn parse(text: &str) -> Result<Rule, RuleError> {
    if text.chars().count() > MAX_RULE_CHARS {
        return Err(err(
            0,
            text.len(),
            format!("a rule has at most {MAX_RULE_CHARS} characters"),
            "too long",
            "write the rule more briefly",
        ));
    }
    let toks = tokens(text)?;
    let mut p = Parser { toks, pos: 0, text };
    let written_max = match p.peek() {
        Some(Tok::Word(w)) if w == "argmax" => true,
        Some(Tok::Word(w)) if w == "argmin" => false,
        other => {
            let (s, e) = p.span();
            let help = match other {
                Some(Tok::Word(w)) => match crate::diag::did_you_mean(w, ["argmax", "argmin"]) {
                    Some(s) => format!("did you mean `{s}`?"),
                    None => "start the rule with `argmax` or `argmin`, e.g. `argmax p(c|x)`".to_string(),
                },
                _ => "start the rule with `argmax` or `argmin`, e.g. `argmax p(c|x)`".to_string(),
            };
            return Err(err(
                s,
                e,
                "a rule starts with `argmax` or `argmin`",
                "expected argmax or argmin",
                help,
            ));
        }
    };
    p.pos += 1;
    let mut terms = Vec::new();
    let mut negative = false;
    let mut start = p.span().0;
    if matches!(p.peek(), Some(Tok::Plus | Tok::Minus)) {
        negative = p.peek() == Some(&Tok::Minus);
        p.pos += 1;
    }
    loop {
        let prod = p.product(false)?;
        let end = p.prev_end();
        let mut coef = prod.coef.unwrap_or_else(Number::one);
        if negative {
            coef = -coef;
        }
        let term = match prod.log {
            Some((word, factors, _, _)) => Term {
                coef,
                log: Some(word),
                factors,
                at: (start, end),
            },
            None => Term {
                coef,
                log: None,
                factors: prod.factors,
                at: (start, end),
            },
        };
        terms.push(term);
        match p.peek() {
            Some(Tok::Plus | Tok::Minus) => {
                start = p.span().0;
                negative = p.peek() == Some(&Tok::Minus);
                p.pos += 1;
            }
            None => break,
            Some(_) => {
                let (s, e) = p.span();
                return Err(err(
                    s,
                    e,
                    "unexpected `)`",
                    "not opened",
                    "remove it, or open it before",
                ));
            }
        }
    }
    reduce(written_max, terms)
}

/// The comparison a rule makes.
fn reduce(written_max: bool, terms: Vec<Term>) -> Result<Rule, RuleError> {
    let dependent: Vec<usize> = (0..terms.len()).filter(|&i| terms[i].depends_on_c()).collect();
    let logs = dependent.iter().any(|&i| terms[i].log.is_some());
    let plain: Vec<usize> = dependent.iter().copied().filter(|&i| terms[i].log.is_none()).collect();
    if logs && let Some(&i) = plain.first() {
        let t = &terms[i];
        return Err(err(
            t.at.0,
            t.at.1,
            "a rule that adds a log and a probability that both depend on c is not in the vocabulary",
            "not a log",
            "write every term that depends on c as a log (`log p(c) + log p(x|c)`), or the rule as one product",
        ));
    }
    if plain.len() > 1 {
        let t = &terms[plain[1]];
        return Err(err(
            t.at.0,
            t.at.1,
            "a sum of several products that depend on c is not in the vocabulary",
            "a second term that depends on c",
            "write one product (`p(x|c)·p(c)`), or a sum of logs (`log p(x|c) + log p(c)`)",
        ));
    }
    let too_large = |t: &Term| {
        err(
            t.at.0,
            t.at.1,
            "the exponents of this rule are too large",
            "too large",
            format!("mlex compares powers up to {MAX_EXPONENT}: use small whole or simple fractional coefficients"),
        )
    };
    let (form, mut q, scale, negative) = if logs {
        // Q = Π arguments^coef; clear fractions with L = lcm of the denominators (a positive power)
        let log_terms: Vec<&Term> = terms.iter().filter(|t| t.log.is_some()).collect();
        let mut l = num_bigint::BigInt::one();
        for t in &log_terms {
            l = l.lcm(&t.coef.parts().1);
        }
        let scale = Number::from_bigint(l.clone());
        let mut q = Exps::default();
        for t in &log_terms {
            let k = &t.coef * &scale;
            let k = k
                .to_i64()
                .filter(|k| k.abs() <= MAX_EXPONENT)
                .ok_or_else(|| too_large(t))?;
            q = t
                .exponents()
                .scaled(k)
                .and_then(|e| q.plus(e))
                .ok_or_else(|| too_large(t))?;
            if q.largest() > MAX_EXPONENT {
                return Err(too_large(t));
            }
        }
        (Form::Log, q, scale, false)
    } else if let Some(&i) = plain.first() {
        let t = &terms[i];
        if t.exponents().largest() > MAX_EXPONENT {
            return Err(too_large(t));
        }
        (Form::Plain, t.exponents(), Number::one(), t.coef.is_negative())
    } else {
        (Form::Constant, Exps::default(), Number::one(), false)
    };
    let dropped: Vec<usize> = match form {
        Form::Log => (0..terms.len()).filter(|&i| terms[i].log.is_none()).collect(),
        Form::Plain => (0..terms.len()).filter(|i| !plain.contains(i)).collect(),
        Form::Constant => (0..terms.len()).collect(),
    };
    // a negative factor in front of the one product turns argmax into argmin
    let mut maximize = written_max != negative;
    // Q never divides by p(x|c) (which may be 0): 1/Q is compared the other way round
    let reciprocal = q.likelihood < 0 || (q.likelihood == 0 && q.prior < 0);
    if reciprocal {
        q = Exps {
            prior: -q.prior,
            likelihood: -q.likelihood,
            evidence: -q.evidence,
        };
        maximize = !maximize;
    }
    if form == Form::Constant {
        maximize = true;
    }
    // the smallest whole exponents: Q^g is largest where Q is
    let g = q.prior.gcd(&q.likelihood).gcd(&q.evidence);
    let (scale, root) = if g > 1 && q.depends_on_c() {
        q = Exps {
            prior: q.prior / g,
            likelihood: q.likelihood / g,
            evidence: q.evidence / g,
        };
        match form {
            // g > 1 here
            Form::Log => match std::num::NonZeroI64::new(g) {
                Some(g) => (scale / &crate::num::NonZero::int(g), 1),
                None => (scale, 1),
            },
            _ => (scale, g),
        }
    } else {
        (scale, 1)
    };
    Ok(Rule {
        written_max,
        terms,
        form,
        dropped,
        scale,
        root,
        maximize,
        q,
        reciprocal,
    })
}

/// The probabilities of a discrete problem: priors and class likelihoods. Every prior and every
/// p(x) must be positive (the loader checks it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Table {
    /// p(c), in class order.
    pub(crate) priors: Vec<Number>,
    /// p(x|c): one row per class, one entry per x.
    pub(crate) likelihoods: Vec<Vec<Number>>,
}

impl Table {
    /// The table of a joint distribution p(x, c) (one row per class): p(c) = Σₓ p(x, c),
    /// p(x|c) = p(x, c)/p(c). `None` when a class has p(c) = 0.
    pub(crate) fn from_joint(joint: &[Vec<Number>]) -> Option<Table> {
        let priors: Vec<Number> = joint.iter().map(|r| r.iter().cloned().sum()).collect();
        let likelihoods = joint
            .iter()
            .zip(&priors)
            .map(|(r, p)| r.iter().map(|j| j.checked_div(p)).collect::<Option<Vec<_>>>())
            .collect::<Option<Vec<_>>>()?;
        Some(Table { priors, likelihoods })
    }

    /// Number of values of x.
    pub(crate) fn len(&self) -> usize {
        self.likelihoods.first().map_or(0, Vec::len)
    }
}

/// One decision: the class (the first in class order on a tie) and every tied class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Decision {
    /// The class index.
    pub(crate) class: usize,
    /// Every class at the optimum when more than one is (empty otherwise).
    pub(crate) tied: Vec<usize>,
}

/// A rule on the data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// Q(x, c) per x, per class.
    pub(crate) q: Vec<Vec<Number>>,
    /// c(x) per x.
    pub(crate) decisions: Vec<Decision>,
    /// p(x)(1 − p(c(x)|x)) per x.
    pub(crate) terms: Vec<Number>,
    /// ε = Σₓ p(x)(1 − p(c(x)|x)).
    pub(crate) error: Number,
    /// ε equals the Bayes error.
    pub(crate) minimum: bool,
}

/// Everything worked out from the table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Solution {
    /// p(x, c) = p(c)p(x|c): one row per class.
    pub(crate) joint: Vec<Vec<Number>>,
    /// p(x) = Σ_c p(x, c).
    pub(crate) evidence: Vec<Number>,
    /// p(c|x) = p(x, c)/p(x): one row per x, one entry per class.
    pub(crate) posteriors: Vec<Vec<Number>>,
    /// The Bayes decisions c*(x) = argmax_c p(c|x).
    pub(crate) bayes: Vec<Decision>,
    /// p(x)(1 − max_c p(c|x)) per x.
    pub(crate) bayes_terms: Vec<Number>,
    /// ε*.
    pub(crate) bayes_error: Number,
    /// One per rule.
    pub(crate) rules: Vec<Outcome>,
}

/// base^e within the size guard: p(x)^24 of a p(x) with a long denominator stops at
/// [`crate::num::MAX_EXACT_DIGITS`] instead of making numbers of tens of thousands of digits.
fn pow(base: &Number, e: i64) -> Result<Number, TooLarge> {
    let p = base.guarded_pow(u32::try_from(e.unsigned_abs()).map_err(|_| TooLarge::Digits)?)?;
    if e < 0 {
        // bases raised to negative powers are priors and p(x), positive by the table's contract
        Ok(Number::one().checked_div(&p).unwrap_or_default())
    } else {
        Ok(p)
    }
}

fn choose(values: &[Number], maximize: bool) -> Decision {
    let (class, tied) = if maximize {
        argmax(values)
    } else {
        let negated: Vec<Number> = values.iter().map(|v| -v).collect();
        argmax(&negated)
    };
    Decision { class, tied }
}

/// Q(x, c) = p(c)^a p(x|c)^b p(x)^k, within the size guard.
pub(crate) fn q_value(q: Exps, prior: &Number, likelihood: &Number, evidence: &Number) -> Result<Number, TooLarge> {
    (pow(prior, q.prior)? * pow(likelihood, q.likelihood)?)
        .guarded()
        .and_then(|v| (v * pow(evidence, q.evidence)?).guarded())
}

/// A sum held to the size guard at every partial sum: the denominators of a sum of fractions
/// multiply, and 100 values of x with different denominators would make numbers of tens of
/// thousands of digits (minutes of gcds).
fn guarded_sum<'a>(values: impl IntoIterator<Item = &'a Number>) -> Result<Number, TooLarge> {
    values
        .into_iter()
        .try_fold(Number::zero(), |acc, v| (acc + v).guarded())
}

/// Where the exact values of [`solve`] grew past the size guard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Grew {
    /// p(c)p(x|c), p(x), a posterior or the Bayes error.
    Table,
    /// Rule `k` (0-based): its Q or its error.
    Rule(usize),
}

/// The posteriors, the Bayes error and every rule's decisions and error; [`Grew`] when an
/// exact value (p(x), a posterior, a rule's Q, an error) grows past
/// [`crate::num::MAX_EXACT_DIGITS`].
pub(crate) fn solve(table: &Table, rules: &[Rule]) -> Result<Solution, Grew> {
    let grew = |_: TooLarge| Grew::Table;
    let (classes, n) = (table.priors.len(), table.len());
    let joint: Vec<Vec<Number>> = table
        .likelihoods
        .iter()
        .zip(&table.priors)
        .map(|(row, p)| row.iter().map(|l| (p * l).guarded()).collect())
        .collect::<Result<_, _>>()
        .map_err(grew)?;
    let evidence: Vec<Number> = (0..n)
        .map(|i| guarded_sum(joint.iter().map(|r| &r[i])))
        .collect::<Result<_, _>>()
        .map_err(grew)?;
    let posteriors: Vec<Vec<Number>> = (0..n)
        .map(|i| {
            (0..classes)
                .map(|c| joint[c][i].checked_div(&evidence[i]).unwrap_or_default().guarded())
                .collect()
        })
        .collect::<Result<_, _>>()
        .map_err(grew)?;
    let term = |i: usize, c: usize| &evidence[i] - &joint[c][i];
    let bayes: Vec<Decision> = posteriors.iter().map(|p| choose(p, true)).collect();
    let bayes_terms: Vec<Number> = bayes.iter().enumerate().map(|(i, d)| term(i, d.class)).collect();
    let bayes_error = guarded_sum(&bayes_terms).map_err(grew)?;
    let outcomes = rules
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let grew = |_: TooLarge| Grew::Rule(k);
            let q: Vec<Vec<Number>> = (0..n)
                .map(|i| {
                    (0..classes)
                        .map(|c| q_value(r.q, &table.priors[c], &table.likelihoods[c][i], &evidence[i]))
                        .collect()
                })
                .collect::<Result<_, _>>()
                .map_err(grew)?;
            let decisions: Vec<Decision> = q.iter().map(|v| choose(v, r.maximize)).collect();
            let terms: Vec<Number> = decisions.iter().enumerate().map(|(i, d)| term(i, d.class)).collect();
            let error = guarded_sum(&terms).map_err(grew)?;
            Ok(Outcome {
                minimum: error == bayes_error,
                q,
                decisions,
                terms,
                error,
            })
        })
        .collect::<Result<_, Grew>>()?;
    Ok(Solution {
        joint,
        evidence,
        posteriors,
        bayes,
        bayes_terms,
        bayes_error,
        rules: outcomes,
    })
}

/// Is `n` a probability?
pub(crate) fn in_unit_interval(n: &Number) -> bool {
    !n.is_negative() && n <= &Number::one()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn n(s: &str) -> Number {
        s.parse().unwrap()
    }

    fn ns(v: &[&str]) -> Vec<Number> {
        v.iter().map(|s| n(s)).collect()
    }

    fn q(prior: i64, likelihood: i64, evidence: i64) -> Exps {
        Exps {
            prior,
            likelihood,
            evidence,
        }
    }

    fn reduced(text: &str) -> (bool, Exps, Form) {
        let r = parse(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        (r.maximize, r.q, r.form)
    }

    // The seed's three rules (2022_02_03) and the vocabulary of the issue, reduced by hand.
    #[test]
    fn rules_reduce_to_their_comparison() {
        use Form::*;
        let cases = [
            ("argmax log p(c) + log p(x|c) - log p(x)", (true, q(1, 1, -1), Log)),
            ("argmax -log p(x,c)", (false, q(1, 1, 0), Log)),
            ("argmax log p(c) + log p(x|c)", (true, q(1, 1, 0), Log)),
            ("argmax p(c)", (true, q(1, 0, 0), Plain)),
            ("argmax p(x|c)", (true, q(0, 1, 0), Plain)),
            ("argmax p(x|c)p(c)", (true, q(1, 1, 0), Plain)),
            ("argmax p(c|x)", (true, q(1, 1, -1), Plain)),
            ("argmax p(x|c) p(c) / p(x)", (true, q(1, 1, -1), Plain)),
            ("argmax p(x|c)/p(c)", (true, q(-1, 1, 0), Plain)),
            ("argmax p(x, c)", (true, q(1, 1, 0), Plain)),
            ("argmax P(c, x)", (true, q(1, 1, 0), Plain)),
            ("argmin -p(x,c)", (true, q(1, 1, 0), Plain)),
            ("argmax 1/p(x,c)", (false, q(1, 1, 0), Plain)),
            ("argmax -log p(x|c) - log p(c)", (false, q(1, 1, 0), Log)),
            ("argmax 0.5 log p(c) + 0.5 log p(x|c)", (true, q(1, 1, 0), Log)),
            ("argmax 2 log p(c) + 2 log p(x|c) + 7", (true, q(1, 1, 0), Log)),
            ("argmax log(p(x|c) p(c)) - log p(x)", (true, q(1, 1, -1), Log)),
            ("argmax ln p(c|x) + p(x)", (true, q(1, 1, -1), Log)),
            ("argmax_c p(c)^2 * p(x|c)", (true, q(2, 1, 0), Plain)),
            ("argmax_{c=1,...,C} p(x|c) p(c) + p(x)", (true, q(1, 1, 0), Plain)),
            ("argmax log p(x,c) - log p(x|c)", (true, q(1, 0, 0), Log)),
            ("argmax −log p(x)", (true, q(0, 0, 0), Constant)),
            ("argmax (p(x|c) p(c))^2 / p(x)", (true, q(2, 2, -1), Plain)),
            ("argmax (p(x|c) p(c))^2 / p(x)^2", (true, q(1, 1, -1), Plain)),
        ];
        for (text, want) in cases {
            assert_eq!(reduced(text), want, "{text}");
        }
        let r = parse("argmax 0.5 log p(c) + 0.5 log p(x|c)").unwrap();
        assert_eq!(r.scale, n("2"));
        let r = parse("argmax 2 log p(c) + 2 log p(x|c)").unwrap();
        assert_eq!((r.scale.clone(), r.root), (n("1/2"), 1));
        let r = parse("argmax p(c)^3 p(x|c)^3").unwrap();
        assert_eq!((r.scale.clone(), r.root, r.q), (n("1"), 3, q(1, 1, 0)));
        // the written direction was turned (a minus sign)
        let r = parse("argmax -log p(x,c)").unwrap();
        assert_ne!(r.written_max, r.maximize);
        assert_eq!(parse("argmax log p(c) + log p(x|c) + 2").unwrap().dropped, [2]);
    }

    #[test]
    fn generality_of_each_shape() {
        let g = |t: &str| parse(t).unwrap().generality();
        assert_eq!(g("argmax log p(c) + log p(x|c) - log p(x)"), Generality::Always);
        assert_eq!(g("argmax p(c)^2 p(x|c)^2"), Generality::Always);
        assert_eq!(g("argmax -log p(x,c)"), Generality::LeastProbable);
        assert_eq!(g("argmax p(x|c)"), Generality::EqualPriors);
        assert_eq!(g("argmax p(x|c)/p(c)"), Generality::EqualPriors);
        assert_eq!(g("argmin p(x|c)"), Generality::Minimises);
        assert_eq!(g("argmax p(c)"), Generality::PriorOnly { maximize: true });
        assert_eq!(g("argmax 1/p(c)"), Generality::PriorOnly { maximize: false });
        assert_eq!(g("argmax p(x)"), Generality::Constant);
        let key = |t: &str| parse(t).unwrap().equivalence_key();
        assert_eq!(key("argmax p(c|x)"), key("argmax 3 log p(x,c)"));
        assert_ne!(key("argmax p(c|x)"), key("argmax p(x|c)"));
    }

    fn error_of(text: &str) -> RuleError {
        parse(text).expect_err(text)
    }

    #[test]
    fn errors_are_located_and_suggest() {
        let e = error_of("argmx p(c)");
        assert_eq!((e.start, e.end), (0, 5));
        assert_eq!(e.help, "did you mean `argmax`?");
        let e = error_of("argmax p(y|x)");
        assert_eq!(
            (e.start, e.end, e.message.as_str()),
            (7, 13, "unknown probability `p(y|x)`")
        );
        assert_eq!(e.help, "did you mean `p(c|x)`?");
        let e = error_of("argmax lg p(c)");
        assert_eq!((e.start, e.end), (7, 9));
        assert_eq!(e.help, "did you mean `log`?");
        let e = error_of("argmax log p(c) + p(x|c)");
        assert_eq!((e.start, e.end), (16, 24));
        assert!(e.message.contains("adds a log and a probability"), "{e:?}");
        let e = error_of("argmax p(c) + p(x|c)");
        assert!(e.message.contains("several products"), "{e:?}");
        let e = error_of("argmax log p(x|c) p(c)");
        assert!(e.message.contains("a log times a probability"), "{e:?}");
        let e = error_of("argmax p(c");
        assert!(e.message.contains("not closed"), "{e:?}");
        let e = error_of("argmax (p(c)");
        assert_eq!(e.message, "expected `)`");
        let e = error_of("argmax p(c) $");
        assert_eq!((e.start, e.end), (12, 13));
        let e = error_of("argmax p(c)^x");
        assert_eq!(e.message, "a power must be a whole number");
        let e = error_of("argmax p(c)^99");
        assert_eq!(e.message, "a power must be a whole number");
        let e = error_of("argmax p(c)/0");
        assert_eq!(e.message, "division by zero");
        let e = error_of("argmax log(2 p(c))");
        assert!(e.message.contains("a number inside a log"), "{e:?}");
        let e = error_of("argmax");
        assert_eq!(e.message, "expected a term");
        let e = error_of("argmax 0.001 log p(c) + log p(x|c)");
        assert!(e.message.contains("too large"), "{e:?}");
        let e = error_of(&format!("argmax {}", "p(c) ".repeat(60)));
        assert!(e.message.contains("at most 200"), "{e:?}");
    }

    // Seed 003 2022_02_03 with our numbers: p(1) = 0.4, p(2) = 0.6,
    // p(x|1) = (0.5, 0.3, 0.2), p(x|2) = (0.1, 0.3, 0.6). Python fractions:
    // p(x) = (13/50, 3/10, 11/25); p(c|x) = (10/13, 3/13), (2/5, 3/5), (2/11, 9/11);
    // ε* = 13/50; argmin p(x,c) decides (2, 1, 1) with ε = 37/50.
    #[test]
    fn seed_rules_on_numbers() {
        let table = Table {
            priors: ns(&["0.4", "0.6"]),
            likelihoods: vec![ns(&["0.5", "0.3", "0.2"]), ns(&["0.1", "0.3", "0.6"])],
        };
        let rules: Vec<Rule> = [
            "argmax log p(c) + log p(x|c) - log p(x)",
            "argmax -log p(x,c)",
            "argmax log p(c) + log p(x|c)",
        ]
        .iter()
        .map(|t| parse(t).unwrap())
        .collect();
        let s = solve(&table, &rules).unwrap();
        assert_eq!(s.evidence, ns(&["13/50", "3/10", "11/25"]));
        assert_eq!(
            s.posteriors,
            vec![ns(&["10/13", "3/13"]), ns(&["2/5", "3/5"]), ns(&["2/11", "9/11"])]
        );
        assert_eq!(s.bayes_error, n("13/50"));
        let classes = |o: &Outcome| o.decisions.iter().map(|d| d.class).collect::<Vec<_>>();
        assert_eq!(classes(&s.rules[0]), [0, 1, 1]);
        assert_eq!(classes(&s.rules[1]), [1, 0, 0]);
        assert_eq!(s.rules[1].error, n("37/50"));
        assert_eq!(s.rules[1].terms, ns(&["1/5", "9/50", "9/25"]));
        assert_eq!(
            s.rules.iter().map(|o| o.minimum).collect::<Vec<_>>(),
            [true, false, true]
        );
        // rule 1 compares the posteriors themselves
        assert_eq!(s.rules[0].q[0], ns(&["10/13", "3/13"]));
    }

    // Our 3-class joint table (exercises/decision-rules/three-classes.yaml), by Python fractions:
    // priors (0.4, 0.35, 0.25); ε* = 9/20 with a tie of classes 1 and 2 at the last x;
    // argmax p(x|c) is minimum-error here (ε = 9/20), argmax p(x|c)/p(c) is not (ε = 12/25),
    // argmax p(c) has ε = 0.6.
    #[test]
    fn three_classes_from_a_joint_table() {
        let joint = vec![
            ns(&["0.20", "0.05", "0.05", "0.10"]),
            ns(&["0.05", "0.15", "0.05", "0.10"]),
            ns(&["0.04", "0.04", "0.10", "0.07"]),
        ];
        let table = Table::from_joint(&joint).unwrap();
        assert_eq!(table.priors, ns(&["0.4", "0.35", "0.25"]));
        assert_eq!(table.likelihoods[1], ns(&["1/7", "3/7", "1/7", "2/7"]));
        let rules: Vec<Rule> = ["argmax p(c)", "argmax p(x|c)", "argmax p(x|c)/p(c)", "argmax p(c|x)"]
            .iter()
            .map(|t| parse(t).unwrap())
            .collect();
        let s = solve(&table, &rules).unwrap();
        assert_eq!(s.joint, joint);
        assert_eq!(s.bayes_error, n("9/20"));
        assert_eq!(
            s.bayes[3],
            Decision {
                class: 0,
                tied: vec![0, 1]
            }
        );
        let errors: Vec<Number> = s.rules.iter().map(|o| o.error.clone()).collect();
        assert_eq!(errors, ns(&["3/5", "9/20", "12/25", "9/20"]));
        assert_eq!(s.rules[1].decisions[3], Decision { class: 1, tied: vec![] });
        assert_eq!(s.rules[2].decisions[3].class, 2);
        assert!(Table::from_joint(&[ns(&["0", "0"]), ns(&["0.5", "0.5"])]).is_none());
    }

    // A likelihood of 0 with a rule that divides by it: argmax 1/p(x|c) is argmin p(x|c), so the
    // class with p(x|c) = 0 wins (+∞), and the value compared is finite.
    #[test]
    fn zeros_compare_without_infinities() {
        let table = Table {
            priors: ns(&["1/2", "1/2"]),
            likelihoods: vec![ns(&["0", "1"]), ns(&["1/2", "1/2"])],
        };
        let rules = vec![
            parse("argmax -log p(x|c)").unwrap(),
            parse("argmax log p(x|c)").unwrap(),
        ];
        let s = solve(&table, &rules).unwrap();
        assert_eq!(s.rules[0].decisions[0].class, 0);
        assert_eq!(s.rules[0].q[0], ns(&["0", "1/2"]));
        assert_eq!(s.rules[1].decisions[0].class, 1);
        // equal priors: maximum likelihood is the Bayes rule
        assert!(s.rules[1].minimum);
        assert_eq!(s.bayes_error, n("1/4"));
    }

    #[test]
    fn ties_take_the_first_class() {
        let table = Table {
            priors: ns(&["1/2", "1/2"]),
            likelihoods: vec![ns(&["1/2", "1/2"]), ns(&["1/4", "3/4"])],
        };
        let s = solve(&table, &[parse("argmax p(c)").unwrap()]).unwrap();
        assert_eq!(
            s.rules[0].decisions[1],
            Decision {
                class: 0,
                tied: vec![0, 1]
            }
        );
        // by hand: x2 decided 1 where p(2|x2) = 3/5: ε = 5/8·3/5 + 3/8·1/3 = 1/2
        assert_eq!(s.rules[0].error, n("1/2"));
        assert_eq!(s.bayes_error, n("3/8"));
    }
}
