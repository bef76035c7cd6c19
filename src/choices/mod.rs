//! Generated multiple choice (`choices: { auto: N }`, issue 15): the right answer and wrong
//! options computed by the kind's mistake models ([`crate::kinds::Kind::misconceptions`]),
//! each keeping the mistake's feedback; near misses fill in when the mistakes give fewer distinct
//! values than asked. Options are distinct at the shown digits and never equal to the answer;
//! the intervals style puts a bound between each two neighbouring candidates.
//!
//! The generation is pure: the exercise (src/exercise.rs) solves, collects the mistakes' values
//! and calls [`generate`] with the variant's stream, when there is one, to shuffle the options.

mod place;
mod tells;
#[cfg(test)]
mod test_wise;
#[cfg(test)]
mod tests;

use crate::num::Number;
use crate::part::{Auto, AutoStyle};
use crate::present::Fmt;
use crate::value::Value;
use place::{Ladder, Pivots, near_misses, numeric_leaves, pivoted, pow10, ranked};

/// The items in a uniformly random order (Fisher–Yates from the end, as
/// `variant::rng::Stream::shuffle`).
fn shuffle<T, B: FnMut(u64) -> u64>(below: &mut B, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

/// Where an option comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    /// The right answer.
    Right,
    /// A common mistake (its feedback says which).
    Mistake,
    /// A near miss: a value at a distance from the answer, made up because the mistakes gave
    /// fewer distinct values than asked.
    NearMiss,
}

/// One generated option.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct GenOption {
    /// The candidate value (for intervals, the value the interval holds).
    pub(crate) value: Value,
    /// What the worksheet shows: the value, or the interval.
    pub(crate) text: String,
    /// Where it comes from.
    pub(crate) origin: Origin,
    /// What to tell a student who picks it (the mistake's hint; a sentence for the right one and
    /// for near misses).
    pub(crate) feedback: String,
    /// The numbers of `value` ([`place::numeric_leaves`]), worked out once: a variant's options
    /// are drawn again and again, and their ranks and tells compare these each time (a rounded
    /// value's midpoint is a fraction reduced by a big-integer gcd).
    leaves: Vec<Number>,
    /// What makes two options the same ([`key`]), made once.
    key: String,
    /// The mistake it comes from (its id, name and hint), for an option of [`Origin::Mistake`].
    pub(crate) mistake: Option<crate::kinds::Hint>,
}

impl GenOption {
    /// An option of the given [`key`], whose text is made when it is shown.
    fn new(value: Value, key: String, origin: Origin, feedback: String) -> Self {
        let leaves = numeric_leaves(&value);
        Self::with_leaves(value, leaves, key, origin, feedback)
    }

    /// [`GenOption::new`] with the value's numbers known already.
    fn with_leaves(value: Value, leaves: Vec<Number>, key: String, origin: Origin, feedback: String) -> Self {
        GenOption {
            value,
            text: String::new(),
            origin,
            feedback,
            leaves,
            key,
            mistake: None,
        }
    }

    /// Its value as one exact number, as [`numeric`] gives it.
    fn number(&self) -> Option<&Number> {
        match self.value {
            Value::Number(_) | Value::Rounded(_) => self.leaves.first(),
            _ => None,
        }
    }
}

/// The generated options of one part, in the order shown (A, B, C, …).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Generated {
    /// The options.
    pub(crate) options: Vec<GenOption>,
    /// Which one is right (0-based).
    pub(crate) answer: usize,
    /// For intervals, the `n − 1` increasing bounds: option k is `bounds[k−1] ≤ v < bounds[k]`.
    pub(crate) bounds: Vec<Number>,
    /// Values or intervals.
    pub(crate) style: AutoStyle,
}

impl Generated {
    /// How many near misses fill in.
    pub(crate) fn near_misses(&self) -> usize {
        self.options.iter().filter(|o| o.origin == Origin::NearMiss).count()
    }

    /// The option (0-based) a value of the part is: the one shown equal to it, or for intervals
    /// the interval holding it.
    pub(crate) fn pick(&self, v: &Value, f: &Fmt) -> Option<usize> {
        match self.style {
            AutoStyle::Intervals => {
                let x = numeric(v)?;
                Some(self.bounds.iter().filter(|b| *b <= &x).count())
            }
            AutoStyle::Values => {
                let k = key(v, f);
                self.options.iter().position(|o| key(&o.value, f) == k)
            }
        }
    }

    /// The sentence of the key: which option and why, and whether near misses were added.
    pub(crate) fn note(&self, shown: &str, lang: crate::i18n::Lang) -> String {
        let letter = letter(self.answer + 1);
        let args = [("value", shown.into()), ("letter", letter.as_str().into())];
        let what = match self.style {
            AutoStyle::Values => lang.ta("choice-option", &args),
            AutoStyle::Intervals => lang.ta("choice-interval", &args),
        };
        match self.near_misses() {
            0 => what,
            n => format!("{what} {}", lang.ta("choice-near-misses", &[("n", n.into())])),
        }
    }
}

/// A value as one exact number: an exact number, or a rounded value's midpoint.
fn numeric(v: &Value) -> Option<Number> {
    match v {
        Value::Number(n) => Some(n.clone()),
        Value::Rounded(r) => Some(r.mid()),
        _ => None,
    }
}

/// What makes two options the same: their text at the shown digits (numbers rounded to
/// `digits` decimals, whatever their style, so `1/3` and `0.3333` are one option).
fn key(v: &Value, f: &Fmt) -> String {
    KeyTemplate::new(v, f).with(&[])
}

/// The key of one number (exact or rounded) at the shown digits; of any other value, its text.
fn leaf_key(v: &Value, f: &Fmt) -> String {
    match v {
        Value::Number(n) => n.round_to(f.digits),
        Value::Rounded(r) => crate::num::real::round_display(r, f.digits),
        other => f.value(other),
    }
}

/// The key of a value with its numbers kept apart ([`key`] is the text and the numbers'
/// [`leaf_key`]s in turn: `[`, `,`, `]`, `{`, `k:` and `}` around them), so that the key of the value with one or two numbers moved costs their formatting
/// only: near misses of a value of 400 numbers, some of them e^986626, took seconds when every
/// candidate was formatted whole.
struct KeyTemplate {
    /// The text between the numbers: one more piece than there are numbers.
    text: Vec<String>,
    /// The key of each number, in [`numeric_leaves`] order.
    leaves: Vec<String>,
}

impl KeyTemplate {
    fn new(v: &Value, f: &Fmt) -> Self {
        fn go(v: &Value, f: &Fmt, t: &mut KeyTemplate) {
            match v {
                Value::Number(_) | Value::Rounded(_) => {
                    t.leaves.push(leaf_key(v, f));
                    t.text.push(String::new());
                }
                Value::List(items) => {
                    t.push("[");
                    for (i, item) in items.iter().enumerate() {
                        if i > 0 {
                            t.push(",");
                        }
                        go(item, f, t);
                    }
                    t.push("]");
                }
                Value::Map(items) => {
                    t.push("{");
                    for (i, (k, item)) in items.iter().enumerate() {
                        if i > 0 {
                            t.push(",");
                        }
                        t.push(&format!("{k}:"));
                        go(item, f, t);
                    }
                    t.push("}");
                }
                other => t.push(&f.value(other)),
            }
        }
        let mut t = KeyTemplate {
            text: vec![String::new()],
            leaves: Vec::new(),
        };
        go(v, f, &mut t);
        t
    }

    fn push(&mut self, s: &str) {
        if let Some(last) = self.text.last_mut() {
            last.push_str(s);
        }
    }

    /// The key with the numbers at the given leaves replaced by those keys.
    fn with(&self, changed: &[(usize, String)]) -> String {
        let mut out = String::new();
        for (i, text) in self.text.iter().enumerate() {
            out.push_str(text);
            if let Some(leaf) = self.leaves.get(i) {
                match changed.iter().find(|(j, _)| *j == i) {
                    Some((_, k)) => out.push_str(k),
                    None => out.push_str(leaf),
                }
            }
        }
        out
    }
}

/// The options of the kind's mistakes, in the models' order, each value once (its key added to
/// `keys`).
fn named_mistakes(
    right: &Value,
    mistakes: &[(Value, crate::kinds::Hint)],
    intervals: bool,
    variant: bool,
    keys: &mut Vec<String>,
    f: &Fmt,
) -> Vec<GenOption> {
    let mut wrong = Vec::new();
    // in a variant, the answer with its signs flipped (a loss's minus left out, a residual's
    // sign) shares every digit with it and so points at it: `mlex check` still recognises the
    // slip, but it is not an option of an exam
    let right_leaves = numeric_leaves(right);
    let negated: Vec<Number> = right_leaves.iter().map(|x| -x).collect();
    for (v, hint) in mistakes {
        if intervals && numeric(v).is_none() {
            continue;
        }
        if variant && !right_leaves.iter().all(Number::is_zero) && numeric_leaves(v) == negated {
            continue;
        }
        let k = key(v, f);
        if keys.contains(&k) || std::mem::discriminant(v) != std::mem::discriminant(right) && numeric(v).is_none() {
            continue;
        }
        keys.push(k.clone());
        wrong.push(GenOption {
            mistake: Some(hint.clone()),
            ..GenOption::new(v.clone(), k, Origin::Mistake, hint.text.clone())
        });
    }
    wrong
}

/// Generates the options of a part. `right` is its value, `mistakes` the values the kind's
/// mistake models give with their feedback (in the models' order), `order` the variant's stream
/// (options shuffled; `None`: values in increasing order, deterministic): `below(n)` is uniform
/// in `0..n`, a variant's ChaCha stream (src/variant/rng.rs) that the exercise passes in.
pub(crate) fn generate<B: FnMut(u64) -> u64>(
    auto: Auto,
    right: &Value,
    mistakes: &[(Value, crate::kinds::Hint)],
    f: &Fmt,
    mut order: Option<&mut B>,
) -> Generated {
    let wanted = auto.n.max(2);
    let intervals = auto.style == AutoStyle::Intervals && numeric(right).is_some();
    let mut keys = vec![key(right, f)];
    let mut options = vec![GenOption::new(
        right.clone(),
        keys[0].clone(),
        Origin::Right,
        "right".into(),
    )];
    let mut wrong = named_mistakes(right, mistakes, intervals, order.is_some(), &mut keys, f);
    // a variant's options are placed so that no test-wise strategy finds the right one
    // (issue 43): one number at a drawn rank among the mistakes and near misses, other values
    // among near misses around a drawn pivot; drawn again until no tell points at the right
    // one more often than chance ([`tells`])
    // a variant's options are placed so that no test-wise strategy finds the right one
    if let Some(b) = order.as_deref_mut() {
        if let Some((opts, ks)) = placed_fairly(right, &options, &keys, &wrong, wanted, intervals, f, b) {
            options = opts;
            keys = ks;
        }
        wrong = Vec::new();
    }
    // more mistakes than options: the models' order
    if wrong.len() > wanted - 1 {
        if let Some(b) = order.as_deref_mut() {
            shuffle(b, &mut wrong);
        }
        wrong.truncate(wanted - 1);
        keys.truncate(1);
        keys.extend(wrong.iter().map(|o| o.key.clone()));
    }
    options.extend(wrong);
    if options.len() < wanted {
        near_misses(&mut options, &mut keys, wanted, f, None::<&mut B>);
    }
    // order: increasing for numbers (intervals must be), shuffled per variant otherwise
    let mut bounds = Vec::new();
    if intervals {
        options.sort_by(|a, b| a.number().cmp(&b.number()));
        for w in options.windows(2) {
            if let (Some(a), Some(b)) = (w[0].number(), w[1].number()) {
                bounds.push(bound_between(a, b, f.digits));
            }
        }
    } else {
        match order {
            Some(b) => shuffle(b, &mut options),
            None => {
                if options.iter().all(|o| o.number().is_some()) {
                    options.sort_by(|a, b| a.number().cmp(&b.number()));
                }
            }
        }
    }
    let style = if intervals {
        AutoStyle::Intervals
    } else {
        AutoStyle::Values
    };
    let n = options.len();
    for (i, o) in options.iter_mut().enumerate() {
        o.text = if intervals {
            interval_text(&bounds, i, n, f)
        } else {
            option_text(&o.value, f)
        };
    }
    let answer = options.iter().position(|o| o.origin == Origin::Right).unwrap_or(0);
    Generated {
        options,
        answer,
        bounds,
        style,
    }
}

/// A variant's options placed so that no test-wise strategy finds the right one (issue 43):
/// `options` (the right one) and `keys` completed from the `wrong` mistakes and near misses,
/// drawn with `b` until no tell points at the right one more often than chance ([`tells`]);
/// `None` when no draw was made.
#[allow(clippy::too_many_arguments)]
fn placed_fairly<B: FnMut(u64) -> u64>(
    right: &Value,
    options: &[GenOption],
    keys: &[String],
    wrong: &[GenOption],
    wanted: usize,
    intervals: bool,
    f: &Fmt,
    b: &mut B,
) -> Option<(Vec<GenOption>, Vec<String>)> {
    let draws = tells::Draws::new(wanted, b);
    // the rank is held to: drawn again until it is right (a vector's rank, entry by entry,
    // is not placed); then until no tell is broken, or the fewest among 25 at that rank. A
    // value of many numbers, or of long ones, is drawn once: its tells cost its formatting
    // every time
    let small = numeric_leaves(right).len() <= 64 && keys[0].len() <= 400;
    let tries = if small { 400 } else { 1 };
    // the texts the tells read, of the options every draw has, made once
    let mut options = options.to_vec();
    let mut wrong = wrong.to_vec();
    if !intervals {
        for o in options.iter_mut().chain(wrong.iter_mut()) {
            o.text = option_text(&o.value, f);
        }
    }
    let (options, wrong) = (&options, &wrong);
    let mut ladder = Ladder::new(&options[0], wrong, wanted, f);
    let mut pivots = if ladder.is_none() { Pivots::new(right, f) } else { None };
    let mut best: Option<(usize, Vec<GenOption>, Vec<String>)> = None;
    let mut at_rank = 0;
    for _ in 0..tries {
        let mut opts = options.to_vec();
        let mut ks = keys.to_vec();
        let mut w = wrong.to_vec();
        let mut rank = draws.rank;
        if let Some(ladder) = ladder.as_mut() {
            rank = ranked(&mut opts, &mut ks, w, wanted, draws.rank, f, b, ladder);
        } else {
            // at most one mistake (drawn, or none): several mistakes of a run spread
            // around its answer, which is then the centre of the options
            shuffle(b, &mut w);
            let named = b(2) as usize;
            w.truncate((wanted - 1).min(named));
            ks.truncate(1);
            ks.extend(w.iter().map(|o| o.key.clone()));
            opts.extend(w);
            if opts.len() < wanted {
                match pivots.as_mut() {
                    Some(p) => pivoted(&mut opts, &mut ks, wanted, f, b, p),
                    None => near_misses(&mut opts, &mut ks, wanted, f, None::<&mut B>),
                }
            }
        }
        if opts.len() < wanted {
            near_misses(&mut opts, &mut ks, wanted, f, None::<&mut B>);
        }
        let draws = draws.with_rank(rank);
        let broken = if tells::rank_of(&opts) == draws.rank.min(opts.len() - 1) {
            at_rank += 1;
            // only a draw that breaks fewer than the best so far is kept
            let enough = best.as_ref().map_or(usize::MAX, |(m, _, _)| *m);
            tells::unfair(&opts, &draws, intervals, f, enough)
        } else {
            usize::MAX
        };
        if best.as_ref().is_none_or(|(m, _, _)| broken < *m) {
            best = Some((broken, opts, ks));
        }
        if broken == 0 || at_rank >= 25 {
            break;
        }
    }
    best.map(|(_, opts, ks)| (opts, ks))
}

/// An option as the worksheet shows it: an exact number with more decimals than `digits`
/// rounded to them (0.0012 for 0.0012495), as options are told apart; otherwise as the
/// solution writes it.
pub(super) fn option_text(v: &Value, f: &Fmt) -> String {
    match v {
        Value::Number(n) if f.style == crate::num::NumStyle::Decimal => match n.to_decimal_string() {
            Some(d) if d.split_once('.').is_none_or(|(_, x)| x.len() <= f.digits as usize) => f.value(v),
            _ => crate::present::minus(n.round_to(f.digits)),
        },
        // a list of maps (the posteriors at several points): one map after the other, between
        // bars, as the map's own "; " and a list's ", " would run together
        Value::List(items) if !items.is_empty() && items.iter().all(|i| matches!(i, Value::Map(_))) => {
            items.iter().map(|i| option_text(i, f)).collect::<Vec<_>>().join(" | ")
        }
        Value::List(items) => format!(
            "({})",
            items.iter().map(|i| option_text(i, f)).collect::<Vec<_>>().join(", ")
        ),
        Value::Map(items) => items
            .iter()
            .map(|(k, i)| format!("{k}: {}", option_text(i, f)))
            .collect::<Vec<_>>()
            .join("; "),
        other => f.value(other),
    }
}

/// `below 0.30`, `from 0.30 to below 0.35`, `0.35 or more`.
pub(crate) fn interval_text(bounds: &[Number], i: usize, n: usize, f: &Fmt) -> String {
    let b = |k: usize| f.num(&bounds[k]);
    let lang = f.lang;
    if n < 2 || bounds.is_empty() {
        return lang.t("interval-any");
    }
    if i == 0 {
        lang.ta("interval-below", &[("b", b(0).into())])
    } else if i + 1 >= n {
        lang.ta("interval-above", &[("a", b(n - 2).into())])
    } else {
        lang.ta("interval-between", &[("a", b(i - 1).into()), ("b", b(i).into())])
    }
}

/// The shortest decimal strictly between `a < b` and different from both at `digits` decimals,
/// nearest the midpoint: a round bound a student reads at once (0.3 between 0.25 and 0.35).
fn bound_between(a: &Number, b: &Number, digits: u32) -> Number {
    let mid = (a + b) * Number::ratio(1, 2).unwrap_or_default();
    let (ra, rb) = (a.round_to(digits), b.round_to(digits));
    // first a bound that differs from both at the shown digits; when the two are neighbours at
    // those digits (6146 and 6147 at 0 decimals) every value between rounds to one of them, and
    // the bound takes more decimals
    for apart in [true, false] {
        for d in 0..=(digits + 3).min(18) {
            let unit = pow10(-(d as i32));
            let q = mid.checked_div(&unit).unwrap_or_default();
            // the nearest whole number (half away from zero); its neighbours are tried too
            let half = Number::ratio(if q.is_negative() { -1 } else { 1 }, 2).unwrap_or_default();
            let (p, q) = (&q + &half).parts();
            let base = Number::from_bigint(p / q);
            for off in [0i64, 1, -1, 2, -2] {
                let c = (&base + &Number::from(off)) * unit.clone();
                let shown_apart = c.round_to(digits) != ra && c.round_to(digits) != rb;
                if &c > a && &c < b && (shown_apart || !apart) {
                    return c;
                }
            }
        }
    }
    mid
}

/// `A` for option 1, `B` for 2, … (`27` past `Z`).
pub(crate) fn letter(n: usize) -> String {
    u8::try_from(n)
        .ok()
        .filter(|n| (1..=26).contains(n))
        .map_or_else(|| n.to_string(), |n| char::from(b'A' + n - 1).to_string())
}
