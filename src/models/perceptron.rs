//! Perceptron algorithms over exact numbers.
//!
//! * Multiclass (seed 003, U2.2): for each sample, g = w_y·x̄ once; for every class c ≠ y in
//!   order, if w_c·x̄ + b > g (or ≥ with [`Comparison::GreaterEq`], the seed's Python variant)
//!   then w_c −= αx̄; after the loop, if any class was updated, w_y += αx̄. One iteration is one
//!   pass over the samples; training stops after a pass with no error or at the pass limit.
//! * Binary (seeds 000, 001): labels ±1, w ← w + ηyx̄ when y·w·x̄ ≤ 0; α counts the updates per
//!   sample, so w = w⁽⁰⁾ + η Σ αᵢyᵢx̄ᵢ (the dual form).
//!
//! Samples here are already homogeneous: x̄ = (1, x₁, …, x_D).
//!
//! Every weight is a sum of ±αx̄ⁿ, so with fractional samples its denominator is the lcm of theirs
//! and the numerators grow with the passes: training checks each updated weight against the
//! size guard and the work budget of a run ([`Budget`]) and stops with [`TooLarge`] when one
//! grows past them.

use crate::num::{Budget, Number, TooLarge, axpy, dot};

/// The test that makes a class "win against" the true class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Comparison {
    /// w_c·x̄ + b > w_y·x̄ (the seed's pseudo-code; the default).
    #[default]
    Greater,
    /// w_c·x̄ + b ≥ w_y·x̄ (the seed's Python implementation).
    GreaterEq,
}

impl Comparison {
    /// Whether `score` beats `g` under this comparison.
    pub(crate) fn beats(self, score: &Number, g: &Number) -> bool {
        match self {
            Comparison::Greater => score > g,
            Comparison::GreaterEq => score >= g,
        }
    }

    /// `>` or `≥`.
    pub(crate) fn symbol(self) -> &'static str {
        match self {
            Comparison::Greater => ">",
            Comparison::GreaterEq => "≥",
        }
    }
}

/// Learning rate, margin and comparison of a multiclass perceptron.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Params {
    /// α > 0.
    pub(crate) rate: Number,
    /// b ≥ 0.
    pub(crate) margin: Number,
    /// `>` or `≥`.
    pub(crate) comparison: Comparison,
}

/// One competing class c ≠ y while processing a sample.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Check {
    /// Index of the class.
    pub(crate) class: usize,
    /// w_c·x̄ + b (with the weights before the update).
    pub(crate) score: Number,
    /// The new w_c when the class was updated.
    pub(crate) updated: Option<Vec<Number>>,
}

/// Processing one sample.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Step {
    /// 1-based pass number.
    pub(crate) iteration: usize,
    /// 0-based sample index.
    pub(crate) sample: usize,
    /// Index of the sample's class y.
    pub(crate) class: usize,
    /// g = w_y·x̄.
    pub(crate) g: Number,
    /// Every c ≠ y, in class order.
    pub(crate) checks: Vec<Check>,
    /// The new w_y when the sample was misclassified.
    pub(crate) y_updated: Option<Vec<Number>>,
}

impl Step {
    /// Whether the sample was misclassified (some weight changed).
    pub(crate) fn error(&self) -> bool {
        self.y_updated.is_some()
    }

    /// How many weight vectors changed.
    pub(crate) fn modified(&self) -> usize {
        self.checks.iter().filter(|c| c.updated.is_some()).count() + usize::from(self.y_updated.is_some())
    }
}

/// A common student mistake, simulated so the checker can recognise it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) enum Mistake {
    /// The algorithm as defined.
    #[default]
    None,
    /// The classes that beat y are decreased, but w_y is never increased.
    NoTrueUpdate,
    /// Only w_y is increased; the classes that beat it are left alone.
    OnlyTrueUpdate,
    /// Only the first class that beats y is updated (with w_y).
    OnlyFirstRival,
    /// g = w_y·x̄ recomputed after each update instead of once per sample.
    RecomputeG,
    /// The signs of the update swapped: w_c + αx̄ for a class that beats y, w_y − αx̄.
    SignSlip,
}

/// Processes one sample x̄ of class `y`, updating `weights` in place.
pub(crate) fn step(
    weights: &mut [Vec<Number>],
    x: &[Number],
    y: usize,
    p: &Params,
) -> (Number, Vec<Check>, Option<Vec<Number>>) {
    step_with(weights, x, y, p, Mistake::None)
}

/// [`step`], possibly with a simulated mistake.
pub(crate) fn step_with(
    weights: &mut [Vec<Number>],
    x: &[Number],
    y: usize,
    p: &Params,
    mistake: Mistake,
) -> (Number, Vec<Check>, Option<Vec<Number>>) {
    let g = dot(&weights[y], x);
    let (minus, plus) = if mistake == Mistake::SignSlip {
        (p.rate.clone(), -(&p.rate))
    } else {
        (-(&p.rate), p.rate.clone())
    };
    let mut checks = Vec::with_capacity(weights.len().saturating_sub(1));
    let mut any = false;
    for c in 0..weights.len() {
        if c == y {
            continue;
        }
        let score = dot(&weights[c], x) + &p.margin;
        let g_now = if mistake == Mistake::RecomputeG {
            dot(&weights[y], x)
        } else {
            g.clone()
        };
        let beats = p.comparison.beats(&score, &g_now) && !(mistake == Mistake::OnlyFirstRival && any);
        let updated = if beats {
            any = true;
            if mistake != Mistake::OnlyTrueUpdate {
                weights[c] = axpy(&weights[c], &minus, x);
            }
            if mistake == Mistake::RecomputeG {
                weights[y] = axpy(&weights[y], &plus, x);
            }
            Some(weights[c].clone())
        } else {
            None
        };
        checks.push(Check {
            class: c,
            score,
            updated,
        });
    }
    let y_updated = if any && mistake != Mistake::NoTrueUpdate && mistake != Mistake::RecomputeG {
        weights[y] = axpy(&weights[y], &plus, x);
        Some(weights[y].clone())
    } else if any && mistake == Mistake::RecomputeG {
        Some(weights[y].clone())
    } else {
        None
    };
    (g, checks, y_updated)
}

/// Why training stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The last pass had no error.
    Converged,
    /// The number of passes asked for was done (and the last pass had errors).
    Iterations,
    /// The pass limit was reached without a pass free of errors.
    MaxIterations,
}

/// A whole training run.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Run {
    /// Weights before the first sample.
    pub(crate) initial: Vec<Vec<Number>>,
    /// Every sample processed, in order.
    pub(crate) steps: Vec<Step>,
    /// Misclassified samples in each pass.
    pub(crate) errors: Vec<usize>,
    /// Why it stopped.
    pub(crate) stop: Stop,
    /// Weights after the last step.
    pub(crate) final_weights: Vec<Vec<Number>>,
}

impl Run {
    /// Passes performed.
    pub(crate) fn iterations(&self) -> usize {
        self.errors.len()
    }

    /// The weights after each step (the trace as states).
    pub(crate) fn states(&self) -> Vec<Vec<Vec<Number>>> {
        let mut w = self.initial.clone();
        self.steps
            .iter()
            .map(|s| {
                for c in &s.checks {
                    if let Some(u) = &c.updated {
                        w[c.class] = u.clone();
                    }
                }
                if let Some(u) = &s.y_updated {
                    w[s.class] = u.clone();
                }
                w.clone()
            })
            .collect()
    }
}

/// Trains on homogeneous samples `(x̄, class index)` for at most `max_passes` passes.
/// `exact_passes` says the limit was asked for (`iterations:`) rather than a safety cap.
pub(crate) fn train(
    initial: Vec<Vec<Number>>,
    samples: &[(Vec<Number>, usize)],
    p: &Params,
    max_passes: usize,
    exact_passes: bool,
) -> Result<Run, TooLarge> {
    train_with(initial, samples, p, max_passes, exact_passes, Mistake::None)
}

/// [`train`], possibly with a simulated mistake.
pub(crate) fn train_with(
    initial: Vec<Vec<Number>>,
    samples: &[(Vec<Number>, usize)],
    p: &Params,
    max_passes: usize,
    exact_passes: bool,
    mistake: Mistake,
) -> Result<Run, TooLarge> {
    train_keeping(initial, samples, p, max_passes, exact_passes, mistake, true)
}

/// [`train_with`] without the steps: a [`Run`] whose `steps` is empty (its errors, weights and
/// stop are those of the full run), for the mistaken runs `check` compares when no trace is
/// asked (each of the six a 50-class `check` trains kept about 10 MB of steps: 111 → 52 MB in all).
pub(crate) fn train_lean(
    initial: Vec<Vec<Number>>,
    samples: &[(Vec<Number>, usize)],
    p: &Params,
    max_passes: usize,
    exact_passes: bool,
    mistake: Mistake,
) -> Result<Run, TooLarge> {
    train_keeping(initial, samples, p, max_passes, exact_passes, mistake, false)
}

fn train_keeping(
    initial: Vec<Vec<Number>>,
    samples: &[(Vec<Number>, usize)],
    p: &Params,
    max_passes: usize,
    exact_passes: bool,
    mistake: Mistake,
    keep: bool,
) -> Result<Run, TooLarge> {
    let mut w = initial.clone();
    let mut steps = Vec::new();
    let mut done = 0;
    let mut errors = Vec::new();
    let mut budget = Budget::default();
    let mut stop = if exact_passes {
        Stop::Iterations
    } else {
        Stop::MaxIterations
    };
    for it in 1..=max_passes {
        let mut e = 0;
        for (n, (x, y)) in samples.iter().enumerate() {
            budget.charge_ops(done + 1, w.len() * x.len())?;
            let (g, checks, y_updated) = step_with(&mut w, x, *y, p, mistake);
            let updated = checks.iter().filter_map(|c| c.updated.as_ref()).chain(&y_updated);
            budget.charge(done + 1, updated.flatten())?;
            e += usize::from(checks.iter().any(|c| c.updated.is_some()));
            done += 1;
            if !keep {
                continue;
            }
            steps.push(Step {
                iteration: it,
                sample: n,
                class: *y,
                g,
                checks,
                y_updated,
            });
        }
        errors.push(e);
        if e == 0 {
            stop = Stop::Converged;
            break;
        }
    }
    Ok(Run {
        initial,
        steps,
        errors,
        stop,
        final_weights: w,
    })
}

/// One step of the binary perceptron.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct BinaryStep {
    /// 1-based pass number.
    pub(crate) iteration: usize,
    /// 0-based sample index.
    pub(crate) sample: usize,
    /// y·w·x̄ with the weights before the step.
    pub(crate) margin: Number,
    /// The new w when y·w·x̄ ≤ 0.
    pub(crate) updated: Option<Vec<Number>>,
}

/// A binary perceptron run.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct BinaryRun {
    /// Weights before the first sample.
    pub(crate) initial: Vec<Number>,
    /// Every sample processed.
    pub(crate) steps: Vec<BinaryStep>,
    /// Updates in each pass.
    pub(crate) errors: Vec<usize>,
    /// Why it stopped.
    pub(crate) stop: Stop,
    /// Weights at the end.
    pub(crate) final_weights: Vec<Number>,
    /// Updates caused by each sample (the dual variables α).
    pub(crate) alphas: Vec<usize>,
}

impl BinaryRun {
    /// Passes performed.
    pub(crate) fn iterations(&self) -> usize {
        self.errors.len()
    }

    /// The weights after each step.
    pub(crate) fn states(&self) -> Vec<Vec<Number>> {
        let mut w = self.initial.clone();
        self.steps
            .iter()
            .map(|s| {
                if let Some(u) = &s.updated {
                    w = u.clone();
                }
                w.clone()
            })
            .collect()
    }
}

/// Trains the binary perceptron on homogeneous samples with labels ±1.
pub(crate) fn train_binary(
    initial: Vec<Number>,
    samples: &[(Vec<Number>, i8)],
    rate: &Number,
    max_passes: usize,
    exact_passes: bool,
) -> Result<BinaryRun, TooLarge> {
    train_binary_with(initial, samples, rate, max_passes, exact_passes, BinarySlip::None)
}

/// A common mistake in the binary perceptron's run, simulated so the checker can recognise it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BinarySlip {
    /// The algorithm as defined.
    None,
    /// Updating only when y·wᵀx̄ < 0 (a point on the boundary then counts as right).
    Strict,
    /// The update's sign swapped: w − αy·x̄ for a misclassified sample.
    Sign,
    /// The other label convention: the classes' signs swapped (y read as −y throughout).
    Labels,
}

/// [`train_binary`], possibly with a simulated mistake ([`BinarySlip`]).
pub(crate) fn train_binary_with(
    initial: Vec<Number>,
    samples: &[(Vec<Number>, i8)],
    rate: &Number,
    max_passes: usize,
    exact_passes: bool,
    slip: BinarySlip,
) -> Result<BinaryRun, TooLarge> {
    let mut w = initial.clone();
    let mut steps = Vec::new();
    let mut errors = Vec::new();
    let mut alphas = vec![0; samples.len()];
    let mut budget = Budget::default();
    let mut stop = if exact_passes {
        Stop::Iterations
    } else {
        Stop::MaxIterations
    };
    for it in 1..=max_passes {
        let mut e = 0;
        for (n, (x, y)) in samples.iter().enumerate() {
            budget.charge_ops(steps.len() + 1, x.len())?;
            let y = Number::from(i64::from(*y) * if slip == BinarySlip::Labels { -1 } else { 1 });
            let margin = &y * &dot(&w, x);
            let wrong = if slip == BinarySlip::Strict {
                margin.is_negative()
            } else {
                !margin.is_positive()
            };
            let updated = if wrong {
                let step = if slip == BinarySlip::Sign {
                    -(rate * &y)
                } else {
                    rate * &y
                };
                w = axpy(&w, &step, x);
                budget.charge(steps.len() + 1, &w)?;
                alphas[n] += 1;
                e += 1;
                Some(w.clone())
            } else {
                None
            };
            steps.push(BinaryStep {
                iteration: it,
                sample: n,
                margin,
                updated,
            });
        }
        errors.push(e);
        if e == 0 {
            stop = Stop::Converged;
            break;
        }
    }
    Ok(BinaryRun {
        initial,
        steps,
        errors,
        stop,
        final_weights: w,
        alphas,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::models::discriminant::{argmax, scores};

    fn v(xs: &[&str]) -> Vec<Number> {
        xs.iter().map(|s| s.parse().unwrap()).collect()
    }

    fn params(margin: &str, comparison: Comparison) -> Params {
        Params {
            rate: Number::one(),
            margin: margin.parse().unwrap(),
            comparison,
        }
    }

    // Seed 003, U2.2 "Example": x1 = (1, 0, 0), y1 = 1; x2 = (1, 1, 1), y2 = 2; α = 1, b = 0.1.
    #[test]
    fn seed_two_sample_example_every_row() {
        let samples = vec![(v(&["1", "0", "0"]), 0), (v(&["1", "1", "1"]), 1)];
        let run = train(
            vec![v(&["0", "0", "0"]); 2],
            &samples,
            &params("0.1", Comparison::Greater),
            1000,
            false,
        )
        .unwrap();
        assert_eq!(run.stop, Stop::Converged);
        assert_eq!(run.iterations(), 3);
        // (iteration, n, w_y·x, w_c·x + b, updated w_c, updated w_y) from the seed's table.
        type Row<'a> = (
            usize,
            usize,
            &'a str,
            &'a str,
            Option<[&'a str; 3]>,
            Option<[&'a str; 3]>,
        );
        let rows: [Row; 6] = [
            (1, 0, "0", "0.1", Some(["-1", "0", "0"]), Some(["1", "0", "0"])),
            (1, 1, "-1", "1.1", Some(["0", "-1", "-1"]), Some(["0", "1", "1"])),
            (2, 0, "0", "0.1", Some(["-1", "1", "1"]), Some(["1", "-1", "-1"])),
            (2, 1, "1", "-0.9", None, None),
            (3, 0, "1", "-0.9", None, None),
            (3, 1, "1", "-0.9", None, None),
        ];
        assert_eq!(run.steps.len(), rows.len());
        for (s, (it, n, g, score, upd_c, upd_y)) in run.steps.iter().zip(rows) {
            assert_eq!((s.iteration, s.sample), (it, n));
            assert_eq!(s.g, g.parse().unwrap());
            assert_eq!(s.checks.len(), 1);
            assert_eq!(s.checks[0].score, score.parse().unwrap(), "score at {it},{n}");
            assert_eq!(s.checks[0].updated, upd_c.map(|u| v(&u)));
            assert_eq!(s.y_updated, upd_y.map(|u| v(&u)));
        }
        assert_eq!(run.final_weights, vec![v(&["1", "-1", "-1"]), v(&["-1", "1", "1"])]);
        assert_eq!(run.errors, vec![2, 1, 0]);
    }

    // Seed 003, 2023_01_26 Problem.
    #[test]
    fn seed_2023_01_26() {
        let samples: Vec<(Vec<Number>, usize)> = vec![
            (v(&["1", "3", "5"]), 2),
            (v(&["1", "5", "1"]), 0),
            (v(&["1", "2", "2"]), 0),
            (v(&["1", "1", "2"]), 1),
        ];
        let w0 = vec![v(&["-1", "4", "-10"]), v(&["0", "-6", "-2"]), v(&["-3", "-8", "2"])];
        let run = train(w0, &samples, &params("0.1", Comparison::Greater), 1, true).unwrap();
        assert_eq!(run.stop, Stop::Iterations);
        assert_eq!(run.errors, vec![1]);
        assert_eq!(
            run.final_weights,
            vec![v(&["-1", "4", "-10"]), v(&["1", "-5", "0"]), v(&["-4", "-9", "0"])]
        );
        let g = scores(&run.final_weights, &v(&["1", "5", "5"]));
        assert_eq!(g, v(&["-31", "-24", "-49"]));
        assert_eq!(argmax(&g), (1, vec![]));
    }

    // The lean run (no steps kept) is the full run without its steps, for every mistake, and
    // stops at the same step when the run-length budget is spent: seed 003's 2023_01_26 data
    // (its first pass worked by hand above) trained to convergence or to 50 passes.
    #[test]
    fn a_lean_run_is_the_full_run_without_its_steps() {
        let samples: Vec<(Vec<Number>, usize)> = vec![
            (v(&["1", "3", "5"]), 2),
            (v(&["1", "5", "1"]), 0),
            (v(&["1", "2", "2"]), 0),
            (v(&["1", "1", "2"]), 1),
        ];
        let w0 = vec![v(&["-1", "4", "-10"]), v(&["0", "-6", "-2"]), v(&["-3", "-8", "2"])];
        let p = params("0.1", Comparison::Greater);
        for m in [
            Mistake::None,
            Mistake::NoTrueUpdate,
            Mistake::OnlyTrueUpdate,
            Mistake::OnlyFirstRival,
            Mistake::RecomputeG,
        ] {
            let full = train_with(w0.clone(), &samples, &p, 50, false, m).unwrap();
            let lean = train_lean(w0.clone(), &samples, &p, 50, false, m).unwrap();
            assert!(!full.steps.is_empty() && lean.steps.is_empty());
            assert_eq!(
                Run {
                    steps: Vec::new(),
                    ..full
                },
                lean,
                "{m:?}"
            );
        }
        // the first pass by hand (above): one error, w₂ = (1, −5, 0) and w₃ = (−4, −9, 0)
        let lean = train_lean(w0.clone(), &samples, &p, 1, true, Mistake::None).unwrap();
        assert_eq!(
            (lean.errors.clone(), lean.final_weights[1].clone()),
            (vec![1], v(&["1", "-5", "0"]))
        );
        // the same x̄ in both classes never converges: 2 classes × 50 weights = 100 multiply-adds
        // a step, so the 2,000,000 of a run are spent at step 20,001, in both runs
        let mut x = vec!["0"; 50];
        x[0] = "1";
        let long = vec![(v(&x), 0), (v(&x), 1)];
        let w = vec![v(&["0"; 50]), v(&["0"; 50])];
        let p = params("1", Comparison::Greater);
        let (full, lean) = (
            train_with(w.clone(), &long, &p, 10_000_000, false, Mistake::None).err(),
            train_lean(w, &long, &p, 10_000_000, false, Mistake::None).err(),
        );
        assert_eq!(full, Some(TooLarge::Length { step: 20_001 }));
        assert_eq!(full, lean);
    }

    // A tie: with b = 0 and zero weights, `>` never updates but `≥` does.
    #[test]
    fn strict_and_non_strict_comparison_differ_on_ties() {
        let samples = vec![(v(&["1", "1"]), 0), (v(&["1", "-1"]), 1)];
        let strict = train(
            vec![v(&["0", "0"]); 2],
            &samples,
            &params("0", Comparison::Greater),
            10,
            false,
        )
        .unwrap();
        assert_eq!(strict.iterations(), 1);
        assert_eq!(strict.final_weights, vec![v(&["0", "0"]); 2]);
        let loose = train(
            vec![v(&["0", "0"]); 2],
            &samples,
            &params("0", Comparison::GreaterEq),
            10,
            false,
        )
        .unwrap();
        assert_eq!(loose.steps[0].checks[0].updated, Some(v(&["-1", "-1"])));
        assert_eq!(loose.steps[0].y_updated, Some(v(&["1", "1"])));
        assert_ne!(strict.states(), loose.states());
    }

    // XOR is not linearly separable: the pass limit is reached.
    #[test]
    fn non_separable_stops_at_the_limit() {
        let samples = vec![
            (v(&["1", "0", "0"]), 0),
            (v(&["1", "1", "1"]), 0),
            (v(&["1", "0", "1"]), 1),
            (v(&["1", "1", "0"]), 1),
        ];
        let run = train(
            vec![v(&["0", "0", "0"]); 2],
            &samples,
            &params("0.1", Comparison::Greater),
            50,
            false,
        )
        .unwrap();
        assert_eq!(run.stop, Stop::MaxIterations);
        assert_eq!(run.iterations(), 50);
        assert!(run.errors.iter().all(|&e| e > 0));
    }

    // AND with ±1 labels, computed by hand: passes 1–4 (see exercises/binary-perceptron/and.yaml).
    #[test]
    fn binary_dual_form_reconstructs_w() {
        let samples: Vec<(Vec<Number>, i8)> = vec![
            (v(&["1", "0", "0"]), -1),
            (v(&["1", "0", "1"]), -1),
            (v(&["1", "1", "0"]), -1),
            (v(&["1", "1", "1"]), 1),
        ];
        let run = train_binary(v(&["0", "0", "0"]), &samples, &Number::one(), 100, false).unwrap();
        assert_eq!(run.stop, Stop::Converged);
        // w = η Σ αᵢ yᵢ x̄ᵢ
        let mut w = v(&["0", "0", "0"]);
        for ((x, y), a) in samples.iter().zip(&run.alphas) {
            w = axpy(&w, &Number::from(i64::from(*y) * *a as i64), x);
        }
        assert_eq!(w, run.final_weights);
        for (x, y) in &samples {
            assert!((Number::from(i64::from(*y)) * dot(&run.final_weights, x)).is_positive());
        }
    }

    #[test]
    fn weights_that_grow_past_the_guard_stop_training() {
        // Two classes, samples x = 1/pₙ over distinct primes pₙ > 10⁶, alternating labels and a
        // margin of 1: every pass updates, and each update adds a new prime to the denominators
        // of the weights (Σ ±1/pₙ has the product of the pₙ as its denominator): within the first
        // pass a weight has 601 digits (Python fractions, the same run).
        let primes: Vec<i64> = (1_000_001..)
            .step_by(2)
            .filter(|&k: &i64| (3..=1001).step_by(2).all(|d| k % d != 0))
            .take(100)
            .collect();
        let samples: Vec<(Vec<Number>, usize)> = primes
            .iter()
            .enumerate()
            .map(|(i, &p)| (vec![Number::one(), Number::ratio(1, p).unwrap()], i % 2))
            .collect();
        let p = params("1", Comparison::Greater);
        let w0 = vec![v(&["0", "0"]); 2];
        assert_eq!(train(w0.clone(), &samples, &p, 10, true), Err(TooLarge::Digits));
        // one pass over the first 40 samples stays within the guard (241 digits, Python)
        assert!(train(w0, &samples[..40], &p, 1, true).is_ok());
    }
}
