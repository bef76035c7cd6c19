//! `mlex stress`: many variants drawn, and what they ran into.

use std::time::{Duration, Instant};

use crate::exercise::{Exercise, Solution};
use crate::num::Number;
use crate::value::Value;

use super::{DrawFailure, DrawStats, Target};

/// What `n` draws of an exercise came to.
#[derive(Clone, Debug)]
pub struct StressReport {
    /// The exercise id.
    pub id: String,
    /// The seed.
    pub seed: u64,
    /// Whether the spec has `vary:` (without it every variant is the same exercise).
    pub varies: bool,
    /// The variants drawn (1..=n).
    pub n: u64,
    /// The draws of all variants together: attempts and rejections per constraint.
    pub stats: DrawStats,
    /// The variants that found no valid draw.
    pub failures: Vec<DrawFailure>,
    /// The time each variant took to draw (with its redraws) and solve.
    pub times: Vec<Duration>,
    /// The range of every numeric answer (a part, or an entry of a small vector answer).
    pub ranges: Vec<NumericRange>,
    /// For each multiple-choice part, how often each option was the right one.
    pub options: Vec<OptionCount>,
}

/// The spread of one numeric answer over the valid variants.
#[derive(Clone, Debug, PartialEq)]
pub struct NumericRange {
    /// `errors`, `final_weights.2[3]`, `len(trace)`.
    pub name: String,
    /// The smallest value.
    pub min: Number,
    /// The largest value.
    pub max: Number,
    /// How the values spread.
    pub histogram: Histogram,
}

/// A histogram of one answer's values.
#[derive(Clone, Debug, PartialEq)]
pub enum Histogram {
    /// At most ten distinct values: each with its count, in increasing order.
    Values(Vec<(Number, u64)>),
    /// Ten equal bins `[lo, hi)` (the last one closed) with their counts.
    Bins(Vec<(Number, Number, u64)>),
}

/// How often each option of a multiple-choice part was the right answer.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionCount {
    /// The part.
    pub part: String,
    /// Each answer (the option number, or `none`) and its count, in order.
    pub counts: Vec<(String, u64)>,
}

/// A part with more numeric entries than this is summarised by its length.
const MAX_LEAVES: usize = 16;

fn leaves(name: &str, v: &Value, out: &mut Vec<(String, Number)>) {
    match v {
        Value::Number(n) => out.push((name.to_string(), n.clone())),
        Value::Rounded(r) => out.push((name.to_string(), r.mid())),
        Value::List(items) => {
            for (i, item) in items.iter().enumerate() {
                leaves(&format!("{name}[{}]", i + 1), item, out);
            }
        }
        Value::Map(items) => {
            for (k, item) in items {
                leaves(&format!("{name}.{k}"), item, out);
            }
        }
        _ => {}
    }
}

/// Draws variants 1..=n of `ex` under `seed` and reports what they ran into (the tests' shortcut).
#[cfg(test)]
pub fn stress(ex: &Exercise, n: u64, seed: u64) -> StressReport {
    match super::template_of(ex) {
        Some(t) => stress_target(&Target::Template(t, None), n, seed),
        None => stress_target(&Target::Fixed(Box::new(ex.clone())), n, seed),
    }
}

/// Draws variants 1..=n of a spec read by [`crate::load::load_targets`] under `seed` and reports
/// what they ran into.
pub fn stress_target(target: &Target, n: u64, seed: u64) -> StressReport {
    let mut report = StressReport {
        id: match target {
            Target::Template(t, _) => t.id().to_string(),
            Target::Fixed(ex) => ex.id().to_string(),
        },
        seed,
        varies: matches!(target, Target::Template(..)),
        n,
        stats: DrawStats::default(),
        failures: Vec::new(),
        times: Vec::with_capacity(n as usize),
        ranges: Vec::new(),
        options: Vec::new(),
    };
    let mut collect = Collector::default();
    for k in 1..=n {
        let start = Instant::now();
        let mut took_before = Duration::ZERO;
        let drawn = match target {
            // the default variant, as the loader drew it
            Target::Template(_, Some(d)) if seed == super::DEFAULT_SEED && k == 1 => {
                took_before = d.took;
                report.stats.add(&d.stats);
                d.result.clone()
            }
            Target::Template(t, _) => {
                let (result, stats) = t.draw(seed, k);
                report.stats.add(&stats);
                result
            }
            Target::Fixed(ex) => {
                report.stats.attempts += 1;
                // the same exercise, its generated choices ordered for variant k
                Ok(ex.variant(seed, k).unwrap_or_else(|_| (**ex).clone()))
            }
        };
        // the loader's solve, with the generated choices worked out
        let solved = drawn.as_ref().ok().map(Exercise::solve_values);
        report.times.push(took_before + start.elapsed());
        match (drawn, solved) {
            (Ok(_), Some(sol)) => collect.add(&sol),
            (Err(f), _) => report.failures.push(f),
            (Ok(_), None) => {}
        }
    }
    collect.finish(&mut report);
    report
}

/// The numeric answers and right options of many drawn variants of one exercise, gathered into
/// a report's ranges, histograms and option counts.
#[derive(Debug, Default)]
pub struct Collector {
    values: Vec<(String, Vec<Number>)>,
    options: Vec<(String, Vec<(String, u64)>)>,
}

impl Collector {
    /// Adds one variant's values ([`Exercise::solve_values`]): each part's computed answer and,
    /// for a multiple-choice part, the option it maps to.
    pub fn add(&mut self, sol: &Solution) {
        for sp in &sol.parts {
            let (part, value) = (&sp.part, &sp.computed);
            let mut found = Vec::new();
            leaves(part.name, value, &mut found);
            if found.len() > MAX_LEAVES {
                found.clear();
                if let Value::List(items) = value {
                    found.push((format!("len({})", part.name), Number::from(items.len())));
                }
            }
            for (name, x) in found {
                match self.values.iter_mut().find(|(n, _)| *n == name) {
                    Some((_, xs)) => xs.push(x),
                    None => self.values.push((name, vec![x])),
                }
            }
            if part.choices.is_some() {
                let shown = match sp.value.clone() {
                    Value::Number(n) => n.to_fraction_string(),
                    Value::Label(l) => l,
                    other => format!("{other:?}"),
                };
                let slot = match self.options.iter_mut().position(|(p, _)| p == part.name) {
                    Some(i) => &mut self.options[i].1,
                    None => {
                        self.options.push((part.name.to_string(), Vec::new()));
                        let last = self.options.len() - 1;
                        &mut self.options[last].1
                    }
                };
                match slot.iter_mut().find(|(o, _)| *o == shown) {
                    Some((_, c)) => *c += 1,
                    None => slot.push((shown, 1)),
                }
            }
        }
    }

    /// Writes the ranges, histograms and option counts into `report`.
    pub fn finish(self, report: &mut StressReport) {
        report.ranges = self
            .values
            .into_iter()
            .filter_map(|(name, xs)| {
                let min = xs.iter().min()?.clone();
                let max = xs.iter().max()?.clone();
                let histogram = histogram(&xs, &min, &max);
                Some(NumericRange {
                    name,
                    min,
                    max,
                    histogram,
                })
            })
            .collect();
        report.options = self
            .options
            .into_iter()
            .map(|(part, mut counts)| {
                counts.sort_by(|a, b| a.0.cmp(&b.0));
                OptionCount { part, counts }
            })
            .collect();
    }
}

fn histogram(xs: &[Number], min: &Number, max: &Number) -> Histogram {
    let mut distinct: Vec<(Number, u64)> = Vec::new();
    for x in xs {
        match distinct.iter_mut().find(|(v, _)| v == x) {
            Some((_, c)) => *c += 1,
            None => {
                distinct.push((x.clone(), 1));
                if distinct.len() > 10 {
                    break;
                }
            }
        }
    }
    if distinct.len() <= 10 {
        distinct.sort_by(|a, b| a.0.cmp(&b.0));
        return Histogram::Values(distinct);
    }
    let width = (max.clone() - min)
        .checked_div(&Number::from(10usize))
        .unwrap_or_default();
    let mut bins: Vec<(Number, Number, u64)> = (0..10usize)
        .map(|i| {
            let lo = min.clone() + width.clone() * Number::from(i);
            let hi = if i == 9 {
                max.clone()
            } else {
                min.clone() + width.clone() * Number::from(i + 1)
            };
            (lo, hi, 0)
        })
        .collect();
    for x in xs {
        let i = bins.iter().position(|(_, hi, _)| x < hi).unwrap_or(9);
        bins[i].2 += 1;
    }
    Histogram::Bins(bins)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;

    fn n(i: i64) -> Number {
        Number::from(i)
    }

    #[test]
    fn few_values_are_counted_one_by_one() {
        let xs = [n(2), n(3), n(2), n(4)];
        assert_eq!(
            histogram(&xs, &n(2), &n(4)),
            Histogram::Values(vec![(n(2), 2), (n(3), 1), (n(4), 1)])
        );
    }

    #[test]
    fn a_variant_is_solved_once_and_its_options_counted() {
        use crate::kinds::solves;
        let ex = crate::kinds::probabilistic::testing::exercise(
            "kind: logistic-regression\nsamples: [{x: [1], y: 1}, {x: [-2], y: 0}]\nweights: [0, 1]\nask:\n  - loss: { choices: { auto: 4 } }\n  - gradient: { choices: { auto: 4 } }\n",
        );
        solves::take();
        solves::take_mistakes();
        let report = stress(&ex, 3, 7);
        // the loader's solve, and one working-out of the mistakes for all variants: without
        // `vary:` they are the same exercise, its options in another order (there were once a
        // solve per variant and a solve with the mistakes per multiple-choice part, then a
        // working-out per variant)
        assert_eq!((solves::take(), solves::take_mistakes()), (0, 1));
        let counted: Vec<u64> = report
            .options
            .iter()
            .map(|o| o.counts.iter().map(|(_, c)| c).sum())
            .collect();
        assert_eq!(counted, [3, 3], "{:?}", report.options);
    }

    #[test]
    fn the_default_variant_the_loader_drew_is_not_drawn_again() {
        use crate::kinds::solves;
        let spec = "kind: holdout\nvary:\n  m: { choose: [500, 1000, 2000] }\n  errors: { int: [10, \"m / 10\"] }\nerrors: $errors\ntest_size: $m\nconfidence: 0.95\nask: [error_rate, radius]\n";
        let targets = crate::load::load_targets(crate::Source::new("h.yaml", spec)).unwrap();
        let [Target::Template(t, Some(default))] = targets.as_slice() else {
            panic!("{targets:?}");
        };
        // the loader drew variant 1 of the default seed, and solved it
        assert!(default.result.is_ok());
        solves::take();
        let kept = stress_target(&targets[0], 4, super::super::DEFAULT_SEED);
        // variants 2 to 4 are drawn, each solved by its load (it was 4 with variant 1 drawn again)
        assert_eq!(solves::take(), 3);
        // the same report as drawing it again
        let again = stress_target(&Target::Template(t.clone(), None), 4, super::super::DEFAULT_SEED);
        assert_eq!(solves::take(), 4);
        assert_eq!(kept.stats.attempts, again.stats.attempts);
        assert_eq!(format!("{:?}", kept.ranges), format!("{:?}", again.ranges));
        assert_eq!(kept.times.len(), 4);
        // under another seed the kept variant is not variant 1
        let other = stress_target(&targets[0], 4, 5);
        assert_eq!(solves::take(), 4);
        assert_ne!(format!("{:?}", other.ranges), format!("{:?}", kept.ranges));
    }

    #[test]
    fn many_values_fall_in_ten_bins_the_last_closed() {
        // 0..=20: width 2; bins [0,2) … [18,20]; 0,1 in the first; 18,19,20 in the last.
        let xs: Vec<Number> = (0..=20).map(n).collect();
        let Histogram::Bins(bins) = histogram(&xs, &n(0), &n(20)) else {
            panic!("bins expected");
        };
        assert_eq!(bins.len(), 10);
        assert_eq!(bins[0], (n(0), n(2), 2));
        assert_eq!(bins[9], (n(18), n(20), 3));
        assert_eq!(bins.iter().map(|b| b.2).sum::<u64>(), 21);
    }
}
