//! Where the options of a variant go (issue 43): the near misses that fill in, a one-number
//! answer at a drawn rank ([`ranked`]), an answer of several numbers among near misses of a
//! drawn pivot ([`pivoted`]), and the numbers of a value they move.

use super::{GenOption, KeyTemplate, Origin, key, leaf_key, numeric, shuffle};
use crate::num::Number;
use crate::present::Fmt;
use crate::value::Value;
use std::collections::HashMap;
use std::collections::hash_map::Entry;

/// 10^e as an exact number.
pub(super) fn pow10(e: i32) -> Number {
    let p = Number::from(10i64.pow(e.unsigned_abs().min(18)));
    if e >= 0 {
        p
    } else {
        Number::one().checked_div(&p).unwrap_or_default()
    }
}

/// ⌊log₁₀ |x|⌋ for x ≠ 0, within ±18.
pub(super) fn magnitude(x: &Number) -> i32 {
    let a = x.abs();
    let mut e = 0i32;
    while e < 18 && a >= pow10(e + 1) {
        e += 1;
    }
    while e > -18 && a < pow10(e) {
        e -= 1;
    }
    e
}

/// The distance between near misses of `x`: a fifth of its leading decimal unit (0.02 for
/// 0.25), a whole number when `x` is one (at least 1, a tenth of the leading unit: 100 for 6147),
/// never below two units of the last shown decimal.
pub(super) fn step(x: &Number, digits: u32) -> Number {
    let floor = Number::from(2i64) * pow10(-(digits.min(18) as i32));
    if x.is_integer() {
        let e = if x.is_zero() { 0 } else { magnitude(x) };
        return pow10((e - 1).max(0));
    }
    let e = if x.is_zero() { -1 } else { magnitude(x) };
    let d = pow10(e - 1) * Number::from(2i64);
    if d < floor { floor } else { d }
}

/// Adds near misses until there are `wanted` options: the right value moved by ±k steps
/// ([`step`]), each at least a step from every other option, of the answer's sign; for a vector,
/// one entry moved at a time, and for a probability distribution (entries in [0, 1] that sum to
/// 1, such as posteriors) a step moved from one entry to another, so that every option still
/// sums to 1 and none can be ruled out by adding it up.
pub(super) fn near_misses<B: FnMut(u64) -> u64>(
    options: &mut Vec<GenOption>,
    keys: &mut Vec<String>,
    wanted: usize,
    f: &Fmt,
    order: Option<&mut B>,
) {
    let right = options[0].value.clone();
    // which way first: up, or (per variant, half of the time) down, so the answer is not
    // always the smallest
    let down_first = order.is_some_and(|b| b(2) == 1);
    let leaves = numeric_leaves(&right);
    if leaves.is_empty() {
        return;
    }
    let template = KeyTemplate::new(&right, f);
    let kinds = leaf_values(&right);
    let single = numeric(&right).is_some();
    // the distributions among the value's groups of numbers (the posteriors at each point)
    let distributions: Vec<std::ops::Range<usize>> = number_groups(&right)
        .into_iter()
        .filter(|g| is_distribution(&leaves[g.clone()], f.digits))
        .collect();
    let in_distribution = |i: usize| distributions.iter().any(|g| g.contains(&i));
    let largest = leaves.iter().map(Number::abs).max().unwrap_or_default();
    // the entries a move changes: in a distribution a pair, the second moving back; one at a
    // time otherwise, or when the pairs run out (an answer of 1 and 0 has one such move)
    let pairs: Vec<(usize, Option<usize>)> = distributions
        .iter()
        .flat_map(|g| {
            g.clone()
                .flat_map(move |i| g.clone().filter(move |&j| j != i).map(move |j| (i, Some(j))))
        })
        .collect();
    let singles: Vec<(usize, Option<usize>)> = (0..leaves.len()).map(|i| (i, None)).collect();
    let phases = if pairs.is_empty() {
        vec![singles]
    } else {
        vec![pairs, singles]
    };
    for moves in &phases {
        let mut k = 1i64;
        while options.len() < wanted && k <= 64 {
            for sign in if down_first { [-1i64, 1] } else { [1, -1] } {
                if options.len() >= wanted {
                    break;
                }
                for &(leaf, back) in moves {
                    // a vector's entries move by the step of its largest entry, so that a small
                    // entry's near miss is not a rounding away
                    let d = if single {
                        step(&leaves[leaf], f.digits)
                    } else {
                        step(&largest, f.digits)
                    };
                    let delta = Number::from(sign * k) * d.clone();
                    let mut changed = vec![(leaf, &leaves[leaf] + &delta)];
                    if let Some(j) = back {
                        changed.push((j, &leaves[j] - &delta));
                    }
                    // keep the answer's sign (errors, sizes and distances are not negative), and a
                    // probability at most 1
                    let keeps_sign = |&(i, ref c): &(usize, Number)| {
                        let x = &leaves[i];
                        !((!x.is_negative() && c.is_negative())
                            || (x.is_positive() && c.is_zero() && !x.is_integer())
                            || (in_distribution(i) && c > &Number::one()))
                    };
                    if !changed.iter().all(keeps_sign) {
                        continue;
                    }
                    let changed_keys: Vec<(usize, String)> = changed
                        .iter()
                        .map(|(i, c)| (*i, leaf_key(&leaf_like(kinds[*i], c), f)))
                        .collect();
                    let kk = template.with(&changed_keys);
                    if keys.contains(&kk) {
                        continue;
                    }
                    let c = &changed[0].1;
                    if single && options.iter().filter_map(GenOption::number).any(|o| (o - c).abs() < d) {
                        continue;
                    }
                    keys.push(kk.clone());
                    let value = changed.iter().fold(right.clone(), |v, (i, c)| with_leaf(&v, *i, c));
                    options.push(GenOption::new(
                        value,
                        kk.clone(),
                        Origin::NearMiss,
                        f.lang.t("choice-near-miss-feedback"),
                    ));
                    break;
                }
            }
            k += 1;
        }
    }
}

/// What the near misses of a one-number answer are made from, worked out once for all of a
/// variant's draws ([`ranked`] runs again and again): the answer, the distance between near
/// misses, how many fit below the answer, and each near miss made so far (its value, key and
/// neighbourhood), by its offset from the answer.
pub(super) struct Ladder {
    /// The answer.
    x: Number,
    /// The answer's value (exact or rounded), which near misses take the sort of.
    like: Value,
    /// The distance between near misses: half a step ([`step`]), whole for a whole number.
    d: Number,
    /// How many values fit below the answer, at a distance `d` from each other (at most the
    /// number of options).
    lattice: usize,
    /// The mistakes' numbers shown with the answer's decimals ([`family_unit`]).
    same_decimals: Vec<Number>,
    /// The answer's last shown decimal ([`family_unit`]).
    shown_unit: Number,
    /// The near misses made: by offset from the answer, the value, its key, and the open
    /// interval `(c − d, c + d)` no other option may fall in.
    made: HashMap<Number, (Value, String, Number, Number, Number)>,
}

impl Ladder {
    /// The ladder of the one-number answer `right` among `wanted` options, with the kind's
    /// mistakes `wrong`; `None` when the answer is not one number.
    pub(super) fn new(right: &GenOption, wrong: &[GenOption], wanted: usize, f: &Fmt) -> Option<Self> {
        let x = right.number()?.clone();
        let u = step(&x, f.digits);
        let floor = Number::from(2i64) * pow10(-(f.digits.min(18) as i32));
        let d = if x.is_integer() {
            u
        } else {
            let half = &u * &Number::ratio(1, 2).unwrap_or_default();
            if half < floor { floor } else { half }
        };
        let mut ladder = Ladder {
            x,
            like: right.value.clone(),
            d,
            lattice: 0,
            same_decimals: Vec::new(),
            shown_unit: Number::one(),
            made: HashMap::new(),
        };
        let mut k = 1i64;
        while ladder.lattice < wanted && k <= 64 {
            if ladder.valid(&(&ladder.x - &(Number::from(k) * ladder.d.clone()))) {
                ladder.lattice += 1;
            }
            k += 1;
        }
        // in units of the answer's last shown decimal, so the near misses' last digits are
        // drawn too (a family at round steps shares them, and the answer with it)
        let shown = match ladder.x.to_decimal_string() {
            Some(t) => t.split_once('.').map_or(0, |(_, fr)| fr.len() as u32).min(f.digits),
            None => f.digits,
        };
        ladder.shown_unit = pow10(-(shown.min(18) as i32));
        let decimals = |v: &Number| v.round_to(f.digits).split_once('.').map(|(_, fr)| fr.to_string());
        let own = decimals(&ladder.x);
        ladder.same_decimals = wrong
            .iter()
            .filter_map(GenOption::number)
            .filter(|v| decimals(v) == own)
            .cloned()
            .collect();
        Some(ladder)
    }

    /// A near miss keeps the answer's sign (errors, sizes and distances are not negative).
    fn valid(&self, c: &Number) -> bool {
        let x = &self.x;
        !((!x.is_negative() && c.is_negative()) || (x.is_positive() && c.is_zero() && !x.is_integer()))
    }

    /// The unit of the answer's near-miss family: its last shown decimal, so the near misses'
    /// last digits are drawn too (a family at round steps shares them, and the answer with
    /// it); a whole number when `others` (the mistakes shown) share the answer's decimals (the
    /// loss with the labels swapped is the loss plus Σ y·wᵀx̄, a whole number): then the near
    /// misses move by whole numbers too, so sharing decimals points at no one.
    fn family_unit(&self, others: &[GenOption]) -> Number {
        let whole_apart = !self.x.is_integer()
            && others
                .iter()
                .filter_map(GenOption::number)
                .any(|v| self.same_decimals.contains(v));
        if self.x.is_integer() || whole_apart {
            Number::one()
        } else {
            self.shown_unit.clone()
        }
    }

    /// Adds the answer moved by `off` as a near miss when it is on the side of the answer
    /// `off`'s sign says, keeps its sign, is shown apart from every option and is at least
    /// `d` from each; whether it did.
    fn try_at(&mut self, options: &mut Vec<GenOption>, keys: &mut Vec<String>, off: Number, f: &Fmt) -> bool {
        if off.is_zero() {
            return false;
        }
        let (x, d, like) = (&self.x, &self.d, &self.like);
        let (value, k, below, above, n) = match self.made.entry(off) {
            Entry::Occupied(e) => e.into_mut(),
            Entry::Vacant(e) => {
                let c = x + e.key();
                let valid =
                    !((!x.is_negative() && c.is_negative()) || (x.is_positive() && c.is_zero() && !x.is_integer()));
                if !valid {
                    return false;
                }
                let value = leaf_like(like, &c);
                let k = key(&value, f);
                let n = numeric_leaves(&value).pop().unwrap_or_default();
                e.insert((value, k, &c - d, &c + d, n))
            }
        };
        if keys.contains(k)
            || options
                .iter()
                .filter_map(GenOption::number)
                .any(|o| o > below && o < above)
        {
            return false;
        }
        keys.push(k.clone());
        options.push(GenOption::with_leaves(
            value.clone(),
            vec![n.clone()],
            k.clone(),
            Origin::NearMiss,
            f.lang.t("choice-near-miss-feedback"),
        ));
        true
    }
}

/// The options of a one-number answer in a variant (issue 43): the right value at the drawn
/// rank `target` among the `wanted` options (when there is no room for it below, a count of 2
/// having two values below it, a rank drawn among those there is room for), the mistakes on each
/// side filling it in, in a drawn order, and near misses the rest, at drawn gaps. The rank
/// taken is returned; the other tells are judged by [`super::tells`], which draws again.
#[allow(clippy::too_many_arguments)]
pub(super) fn ranked<B: FnMut(u64) -> u64>(
    options: &mut Vec<GenOption>,
    keys: &mut Vec<String>,
    mut wrong: Vec<GenOption>,
    wanted: usize,
    target: usize,
    f: &Fmt,
    b: &mut B,
    ladder: &mut Ladder,
) -> usize {
    shuffle(b, &mut wrong);
    let x = ladder.x.clone();
    let (mut lo, mut hi): (Vec<GenOption>, Vec<GenOption>) =
        wrong.into_iter().partition(|o| o.number().is_some_and(|v| v < &x));
    let room = lo.len().max(ladder.lattice);
    let top = (wanted - 1).min(room);
    let r = if target <= top {
        target
    } else {
        b(top as u64 + 1) as usize
    };
    // a drawn number of the mistakes on each side (the rest near misses), so that the options'
    // shape is not the same in every variant
    let keep_lo = b(lo.len().min(r) as u64 + 1) as usize;
    let keep_hi = b(hi.len().min(wanted - 1 - r) as u64 + 1) as usize;
    lo.truncate(keep_lo);
    hi.truncate(keep_hi);
    let (need_lo, need_hi) = (r - lo.len(), wanted - 1 - r - hi.len());
    for o in lo.iter().chain(&hi) {
        keys.push(o.key.clone());
    }
    options.extend(lo);
    options.extend(hi);
    // the near misses and the answer as one family: drawn gaps of 1 to 3 distances, the answer
    // at its place in it (need_lo near misses below it), so that its place in the family tells
    // nothing: the gaps are drawn before the answer's place is known
    let unit = ladder.family_unit(&options[1..]);
    let d = ladder.d.clone();
    let lo_units = d.checked_div(&unit).and_then(|q| q.to_i64()).unwrap_or(1).max(1);
    let gaps: Vec<i64> = (0..need_lo + need_hi)
        .map(|_| lo_units + b((2 * lo_units + 1) as u64) as i64)
        .collect();
    let mut at = vec![0i64];
    for g in &gaps {
        at.push(at.last().copied().unwrap_or(0) + g);
    }
    let zero = at[need_lo];
    let mut missing = [0usize; 2];
    for (i, p) in at.iter().enumerate() {
        if i == need_lo {
            continue;
        }
        // below the answer for the places before it, above for those after
        let off = Number::from(p - zero) * unit.clone();
        let side = usize::from(i > need_lo);
        let on_side = if side == 0 {
            off.is_negative()
        } else {
            off.is_positive()
        };
        if !(on_side && ladder.try_at(options, keys, off, f)) {
            missing[side] += 1;
        }
    }
    // where a place is taken (by a mistake, or the sign), the nearest free places in turn
    for (side, need) in [(-1i64, missing[0]), (1, missing[1])] {
        let mut added = 0;
        let mut k = 1i64;
        while added < need && k <= 64 {
            if ladder.try_at(options, keys, Number::from(side * k) * d.clone(), f) {
                added += 1;
            }
            k += 1;
        }
    }
    r
}

/// The moves of a near miss of several numbers: one entry (`(i, None)`), or within a
/// distribution one entry up and another down by as much (`(i, Some(j))`), so it still sums to 1.
pub(super) fn moves_of(n: usize, distributions: &[std::ops::Range<usize>]) -> Vec<(usize, Option<usize>)> {
    if distributions.is_empty() {
        (0..n).map(|i| (i, None)).collect()
    } else {
        distributions
            .iter()
            .flat_map(|g| {
                g.clone()
                    .flat_map(move |i| g.clone().filter(move |&j| j != i).map(move |j| (i, Some(j))))
            })
            .collect()
    }
}

/// What the near misses of an answer of several numbers are made from, worked out once for all
/// of a variant's draws ([`pivoted`] runs again and again): the answer's numbers, its key with
/// the numbers apart, the distance of a move and the moves, and the key of each number made so
/// far.
pub(super) struct Pivots<'v> {
    /// The answer.
    right: &'v Value,
    /// Its numbers.
    leaves: Vec<Number>,
    /// Its key, its numbers apart.
    template: KeyTemplate,
    /// Its numbers as values (exact or rounded), which moved numbers take the sort of.
    kinds: Vec<&'v Value>,
    /// The probability distributions among its numbers: their entries stay at most 1.
    distributions: Vec<std::ops::Range<usize>>,
    /// The step of a move.
    d: Number,
    /// The moves: one entry, or two of a distribution.
    moves: Vec<(usize, Option<usize>)>,
    /// Each number made so far, by its place and value: as a value of the answer's sort, its
    /// key, and its number as [`numeric_leaves`] reads it back.
    made: HashMap<(usize, Parts), (Value, String, Number)>,
    /// The moves made so far ([`Pivots::shifted`]): by place, number and steps.
    shifts: HashMap<(usize, Parts, i64), (Number, bool)>,
}

/// A number by its numerator and denominator in lowest terms, which say which number it is: a
/// big fraction's own equality and hash go through its continued fraction (num-rational's
/// `Ratio`), and hashing the moved numbers that way took half of `mlex exam`.
type Parts = (num_bigint::BigInt, num_bigint::BigInt);

/// Whether two numbers are the same (as `==`, by their [`Parts`]).
fn same(a: &Number, b: &Number) -> bool {
    a.parts() == b.parts()
}

impl<'v> Pivots<'v> {
    /// The pivots of the answer `right`; `None` when it has no numbers.
    pub(super) fn new(right: &'v Value, f: &Fmt) -> Option<Self> {
        let leaves = numeric_leaves(right);
        if leaves.is_empty() {
            return None;
        }
        let distributions: Vec<std::ops::Range<usize>> = number_groups(right)
            .into_iter()
            .filter(|g| is_distribution(&leaves[g.clone()], f.digits))
            .collect();
        let largest = leaves.iter().map(Number::abs).max().unwrap_or_default();
        Some(Pivots {
            right,
            template: KeyTemplate::new(right, f),
            kinds: leaf_values(right),
            d: step(&largest, f.digits),
            moves: moves_of(leaves.len(), &distributions),
            distributions,
            leaves,
            made: HashMap::new(),
            shifts: HashMap::new(),
        })
    }

    /// Whether `c` may stand at entry `i`: the answer's sign kept, a probability at most 1.
    fn valid(&self, i: usize, c: &Number) -> bool {
        let x = &self.leaves[i];
        !((!x.is_negative() && c.is_negative())
            || (x.is_positive() && c.is_zero() && !x.is_integer())
            || (self.distributions.iter().any(|g| g.contains(&i)) && c > &Number::one()))
    }

    /// A drawn move of `from`, when its entries stay valid.
    fn moved<B: FnMut(u64) -> u64>(&mut self, from: &[Number], b: &mut B) -> Option<Vec<Number>> {
        let (i, back) = self.moves[b(self.moves.len() as u64) as usize];
        let sign = if b(2) == 0 { 1 } else { -1 };
        let k = sign * (1 + b(3) as i64);
        let mut out = from.to_vec();
        let (c, mut valid) = self.shifted(i, &out[i], k);
        out[i] = c;
        if let Some(j) = back {
            let (c, ok) = self.shifted(j, &out[j], -k);
            out[j] = c;
            valid &= ok;
        }
        valid.then_some(out)
    }

    /// `x + k·d` at entry `i`, and whether it may stand there ([`Pivots::valid`]), each worked
    /// out once per variant: the draws move the same numbers by the same steps again and again.
    fn shifted(&mut self, i: usize, x: &Number, k: i64) -> (Number, bool) {
        if let Some(done) = self.shifts.get(&(i, x.parts(), k)) {
            return done.clone();
        }
        let c = x + &(Number::from(k) * self.d.clone());
        let done = (c.clone(), self.valid(i, &c));
        self.shifts.insert((i, x.parts(), k), done.clone());
        done
    }

    /// The answer with its numbers replaced by `c`'s: its key, and the numbers changed (by
    /// place, as in [`Pivots::made`]).
    fn key_of(&mut self, c: &[Number], f: &Fmt) -> (String, Vec<(usize, Number)>) {
        let mut changed = Vec::new();
        let mut keys = Vec::new();
        for (i, v) in c.iter().enumerate() {
            if same(v, &self.leaves[i]) {
                continue;
            }
            let kind = self.kinds[i];
            let (_, k, _) = self.made.entry((i, v.parts())).or_insert_with(|| {
                let value = leaf_like(kind, v);
                let k = leaf_key(&value, f);
                let n = numeric_leaves(&value).pop().unwrap_or_default();
                (value, k, n)
            });
            keys.push((i, k.clone()));
            changed.push((i, v.clone()));
        }
        (self.template.with(&keys), changed)
    }

    /// The near miss of the answer with the `changed` numbers of [`Pivots::key_of`].
    fn option(&self, changed: &[(usize, Number)], key: String, f: &Fmt) -> GenOption {
        let mut leaves = self.leaves.clone();
        let mut values: Vec<(usize, &Value)> = Vec::new();
        for (i, v) in changed {
            if let Some((value, _, n)) = self.made.get(&(*i, v.parts())) {
                leaves[*i] = n.clone();
                values.push((*i, value));
            }
        }
        let value = with_leaves(self.right, &values);
        GenOption::with_leaves(
            value,
            leaves,
            key,
            Origin::NearMiss,
            f.lang.t("choice-near-miss-feedback"),
        )
    }
}

/// Near misses of an answer of several numbers in a variant (issue 43): a pivot, the answer
/// with a drawn move (an entry by 1 to 3 steps, or in a distribution a step moved from one
/// entry to another), and the near misses drawn moves of the pivot too, so the answer is one of
/// a family around a centre that is not shown, not the centre itself. The deterministic
/// [`near_misses`] fill in what the draws do not find.
pub(super) fn pivoted<B: FnMut(u64) -> u64>(
    options: &mut Vec<GenOption>,
    keys: &mut Vec<String>,
    wanted: usize,
    f: &Fmt,
    b: &mut B,
    family: &mut Pivots,
) {
    // a pivot for each option there is (the answer and a mistake): each a family, the
    // near misses dealt to them in turn from a drawn one
    let mut pivots = Vec::new();
    for o in options.iter() {
        let from = o.leaves.clone();
        if from.len() != family.leaves.len() {
            continue;
        }
        let mut pivot = None;
        for _ in 0..20 {
            if let Some(p) = family.moved(&from, b) {
                pivot = Some(p);
                break;
            }
        }
        pivots.push(pivot.unwrap_or(from));
    }
    let mut turn = b(pivots.len() as u64) as usize;
    let mut attempts = 0;
    while options.len() < wanted && attempts < 100 {
        attempts += 1;
        let Some(c) = family.moved(&pivots[turn % pivots.len()], b) else {
            continue;
        };
        let (kk, changed) = family.key_of(&c, f);
        if keys.contains(&kk) {
            continue;
        }
        keys.push(kk.clone());
        options.push(family.option(&changed, kk, f));
        turn += 1;
    }
    if options.len() < wanted {
        near_misses(options, keys, wanted, f, None::<&mut B>);
    }
}

/// The leaf ranges (in [`numeric_leaves`] order) of the lists and maps whose entries are all
/// numbers: `{ a: 0.5, b: 0.5 }` is one group, a list of such maps one group per map.
pub(super) fn number_groups(v: &Value) -> Vec<std::ops::Range<usize>> {
    fn go(v: &Value, at: &mut usize, out: &mut Vec<std::ops::Range<usize>>) {
        let items: Vec<&Value> = match v {
            Value::Number(_) | Value::Rounded(_) => {
                *at += 1;
                return;
            }
            Value::List(items) => items.iter().collect(),
            Value::Map(items) => items.iter().map(|(_, i)| i).collect(),
            _ => return,
        };
        let start = *at;
        let all_numbers = items.iter().all(|i| matches!(i, Value::Number(_) | Value::Rounded(_)));
        for i in items {
            go(i, at, out);
        }
        if all_numbers && *at > start {
            out.push(start..*at);
        }
    }
    let mut out = Vec::new();
    go(v, &mut 0, &mut out);
    out
}

/// Whether the numbers are a probability distribution: at least two, each in [0, 1], summing to
/// 1 (to within a unit of the last shown decimal, for rounded values carried as midpoints).
pub(super) fn is_distribution(leaves: &[Number], digits: u32) -> bool {
    let unit = pow10(-(digits.min(18) as i32));
    let sum = leaves.iter().fold(Number::zero(), |s, x| s + x);
    leaves.len() >= 2
        && leaves.iter().all(|x| !x.is_negative() && x < &(Number::one() + &unit))
        && (sum - Number::one()).abs() < unit
}

/// The numbers of a value, in order (a rounded value by its value rounded to nothing: its
/// midpoint).
pub(super) fn numeric_leaves(v: &Value) -> Vec<Number> {
    match v {
        Value::Number(n) => vec![n.clone()],
        Value::Rounded(r) => vec![r.mid()],
        Value::List(items) => items.iter().flat_map(numeric_leaves).collect(),
        Value::Map(items) => items.iter().flat_map(|(_, i)| numeric_leaves(i)).collect(),
        _ => Vec::new(),
    }
}

/// The numbers of a value, in [`numeric_leaves`] order.
pub(super) fn leaf_values(v: &Value) -> Vec<&Value> {
    match v {
        Value::Number(_) | Value::Rounded(_) => vec![v],
        Value::List(items) => items.iter().flat_map(leaf_values).collect(),
        Value::Map(items) => items.iter().flat_map(|(_, i)| leaf_values(i)).collect(),
        _ => Vec::new(),
    }
}

/// `x` as a number of the same sort as `like`: rounded for a rounded value, else exact.
pub(super) fn leaf_like(like: &Value, x: &Number) -> Value {
    match like {
        Value::Rounded(_) => Value::Rounded(crate::num::real::Real::from_number(x)),
        _ => Value::Number(x.clone()),
    }
}

/// The value with its `leaf`-th number replaced by `x`.
pub(super) fn with_leaf(v: &Value, leaf: usize, x: &Number) -> Value {
    fn go(v: &Value, leaf: &mut Option<usize>, x: &Number) -> Value {
        match v {
            Value::Number(_) | Value::Rounded(_) => match leaf {
                Some(0) => {
                    *leaf = None;
                    leaf_like(v, x)
                }
                Some(k) => {
                    *k -= 1;
                    v.clone()
                }
                None => v.clone(),
            },
            Value::List(items) => Value::List(items.iter().map(|i| go(i, leaf, x)).collect()),
            Value::Map(items) => Value::Map(items.iter().map(|(k, i)| (k.clone(), go(i, leaf, x))).collect()),
            other => other.clone(),
        }
    }
    go(v, &mut Some(leaf), x)
}

/// The value with its numbers at the given places (in [`numeric_leaves`] order) replaced by
/// the given values, in one pass: as [`with_leaf`] for each, with the values made already.
pub(super) fn with_leaves(v: &Value, changed: &[(usize, &Value)]) -> Value {
    fn go(v: &Value, at: &mut usize, changed: &[(usize, &Value)]) -> Value {
        match v {
            Value::Number(_) | Value::Rounded(_) => {
                let i = *at;
                *at += 1;
                changed
                    .iter()
                    .find(|(j, _)| *j == i)
                    .map_or_else(|| v.clone(), |(_, x)| (*x).clone())
            }
            Value::List(items) => Value::List(items.iter().map(|i| go(i, at, changed)).collect()),
            Value::Map(items) => Value::Map(items.iter().map(|(k, i)| (k.clone(), go(i, at, changed))).collect()),
            other => other.clone(),
        }
    }
    go(v, &mut 0, changed)
}
