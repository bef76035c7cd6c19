//! `mlex check` on the probabilistic kinds (softmax, softmax-regression, logistic-regression,
//! gradient-descent): traces judged from the student's own previous state, answers consistent
//! with an earlier wrong answer, the hints of the common slips, and the tolerance edges of a
//! rounded value. The answers fixtures in tests/answers/<kind>-*.yaml say how their values were
//! obtained (by hand, Python fractions or mpmath), never from mlex; the expected reports below
//! follow from those values and the rules of docs/checking.md.

use super::{mlex, scratch};

/// The report of `mlex check SPEC ANSWERS` without its title and rule lines, and the exit code.
fn report(spec: &str, answers: &str) -> (i32, String) {
    let o = mlex(&["check", spec, answers, "--lang", "en"]);
    assert!(o.stderr.is_empty(), "{spec} {answers}: {}", o.stderr);
    let body: Vec<&str> = o.stdout.lines().skip(3).collect();
    (o.code, body.join("\n"))
}

/// Asserts the whole report (part lines, details and score) and exit code 1. A trace's right
/// step, `; from … it should be V` in `want`, is a right value (issue 43): the report says
/// `; it does not follow from …`, and `--reveal` adds the line `from … it should be V`.
fn assert_report(spec: &str, answers: &str, want: &str) {
    let mut hidden = Vec::new();
    let mut revealed = Vec::new();
    for line in want.trim_end().lines() {
        match line.split_once("; from ").filter(|(_, r)| r.contains(" it should be ")) {
            Some((head, rest)) => {
                let (from, _) = rest.split_once(" it should be ").unwrap();
                hidden.push(format!("{head}; it does not follow from {from}"));
                revealed.push(format!("    from {rest}"));
            }
            None => hidden.push(line.to_string()),
        }
    }
    let (code, got) = report(spec, answers);
    assert_eq!(got, hidden.join("\n"), "{spec} {answers}");
    assert_eq!(code, 1, "{spec} {answers}: something is wrong, exit 1");
    if !revealed.is_empty() {
        let o = mlex(&["check", spec, answers, "--lang", "en", "--reveal"]);
        for r in &revealed {
            assert!(
                o.stdout.lines().any(|l| l == r),
                "{spec} {answers}: no {r:?} with --reveal in\n{}",
                o.stdout
            );
        }
    }
}

const CUBIC: &str = "exercises/gradient-descent/cubic.yaml";
const TWO_SAMPLES: &str = "exercises/softmax-regression/upv-u24-two-samples.yaml";
const EXAMPLE: &str = "exercises/softmax-regression/upv-u24-example.yaml";
const SGD_PM1: &str = "exercises/logistic-regression/sgd-pm1.yaml";
const OGD: &str = "exercises/logistic-regression/ogd-log2.yaml";

#[test]
fn gradient_descent_a_slip_at_step_2_costs_one_step() {
    // Step 2 should be θ₂ = 7/8, δ = 3/8, L = −1001/1536 from θ₁ = 1/2 (Python fractions); steps 3
    // and 4 are right from the student's θ₂ = 0.85, and so is their final θ.
    assert_report(
        CUBIC,
        "tests/answers/gradient-descent-slip.yaml",
        r#"
~ trace        partly right   0.75 / 1
    3 of 4 steps right
    step 2 (θ₂ from θ₁) is the first that differs: entry 1 is wrong, entry 3 is wrong; from your state after step 1 it should be [0.875, 0.375, "-1001/1536"]
    steps right from your own earlier state (error carried forward): 3, 4
~ final_theta  consistent      0.5 / 1
    consistent with your answer to `trace` (error carried forward)

score: 1.25 / 2
"#
        .trim_start(),
    );
}

#[test]
fn gradient_descent_up_the_derivative_and_one_step_early() {
    let up = "the step goes up the derivative: gradient descent moves against it, δ = −η L′(θ)";
    assert_report(
        CUBIC,
        "tests/answers/gradient-descent-ascent.yaml",
        &format!(
            r#"✗ trace        wrong             0 / 1   {up}
    0 of 4 steps right
    step 1 (θ₁ from θ₀) is the first that differs: entry 1 is wrong, entry 2 is wrong, entry 3 is wrong; from the initial state it should be [0.5, 0.5, "-11/24"]
    wrong steps: 1, 2, 3, 4
~ final_theta  consistent      0.5 / 1   {up}
    consistent with your answer to `trace` (error carried forward)

score: 0.5 / 2"#
        ),
    );
    // 12 of the seed's 13 rows: 12/13 of a point.
    let early = "you stopped one step early: the loop makes the step, then tests |δ| ≤ tolerance, so the step that reaches it counts";
    assert_report(
        "exercises/gradient-descent/upv-u24-theta-squared.yaml",
        "tests/answers/gradient-descent-early.yaml",
        &format!(
            "~ trace        partly right   0.92 / 1   {early}
    12 of 13 steps right
    12 steps given, 13 expected: steps 13–13 are missing
✗ final_theta  wrong             0 / 1   {early}
✗ iterations   wrong             0 / 1   {early}

score: 0.92 / 3"
        ),
    );
}

#[test]
fn softmax_regression_gradient_sign_and_mean() {
    let sign = "a sign is flipped: the gradient is built from μ − y (predicted minus one-hot), and descent subtracts it, W ← W − η ∂NLL/∂W";
    let right = "✓ logits           right             1 / 1
✓ probabilities    right             1 / 1
✓ predictions      right             1 / 1";
    assert_report(
        TWO_SAMPLES,
        "tests/answers/softmax-regression-sign.yaml",
        &format!(
            "{right}
✗ gradient         wrong             0 / 1   {sign}
    all 6 entries are wrong
~ updated_weights  consistent      0.5 / 1   {sign}
    all 6 entries are wrong
    consistent with your answer to `gradient` (error carried forward)

score: 3.5 / 5"
        ),
    );
    let mean = "the NLL is a mean over the N samples, so its gradient carries the factor 1/N";
    assert_report(
        TWO_SAMPLES,
        "tests/answers/softmax-regression-no-mean.yaml",
        &format!(
            "{right}
✗ gradient         wrong             0 / 1   {mean}
    all 6 entries are wrong
~ updated_weights  consistent      0.5 / 1   {mean}
    all 6 entries are wrong
    consistent with your answer to `gradient` (error carried forward)

score: 3.5 / 5"
        ),
    );
}

#[test]
fn softmax_regression_nll_summed_or_swapped_with_the_log_likelihood() {
    let right = "✓ posterior       right             1 / 1
✓ logits          right             1 / 1";
    assert_report(
        EXAMPLE,
        "tests/answers/softmax-regression-nll-sum.yaml",
        &format!(
            "{right}
✓ log_likelihood  right             1 / 1
✗ nll             wrong             0 / 1   the NLL is a mean: NLL = −LL/N, not −LL

score: 3 / 4"
        ),
    );
    let swapped = "the log-likelihood LL = Σ_n log μ_n,y_n (at most 0) and the NLL = −LL/N (at least 0) seem swapped";
    assert_report(
        EXAMPLE,
        "tests/answers/softmax-regression-swapped.yaml",
        &format!(
            "{right}
✗ log_likelihood  wrong             0 / 1   {swapped}
✗ nll             wrong             0 / 1   {swapped}

score: 2 / 4"
        ),
    );
}

#[test]
fn softmax_regression_trace_from_the_students_own_state() {
    // W₂ should be (0.0050, −0.0950, −0.0950 | negated) from W₁ (mpmath: 0.00498339973125);
    // step 3 is right from the student's W₂, and the updated weights are their last state.
    assert_report(
        "exercises/softmax-regression/three-steps.yaml",
        "tests/answers/softmax-regression-trace.yaml",
        "✓ gradient         right             1 / 1
~ trace            partly right   0.67 / 1
    2 of 3 steps right
    step 2 (W₂ = W₁ − η ∂NLL/∂W) is the first that differs: entry 1 of `1` is wrong, entry 1 of `2` is wrong; from your state after step 1 it should be { 1: [0.0050, -0.0950, -0.0950], 2: [-0.0050, 0.0950, 0.0950] }
    step right from your own earlier state (error carried forward): 3
~ updated_weights  consistent      0.5 / 1
    all 6 entries are wrong
    consistent with your answer to `trace` (error carried forward)

score: 2.17 / 3",
    );
}

#[test]
fn logistic_regression_label_rules_mixed_up() {
    // ±1 labels with the 0/1 rule: step 2 should be (−0.3176, −1.1351, 1) (mpmath); step 3 is the
    // same rule for y = +1 and right from the student's state; 2/3 + 1/2 + 1 = 2.17.
    assert_report(
        SGD_PM1,
        "tests/answers/logistic-regression-pm-as-01.yaml",
        "✓ loss           right             1 / 1
~ trace          partly right   0.67 / 1   the labels are ±1: the 0/1 form σ(wᵀx̄) − t takes t = 0 for y = −1, not −1 (or use the ±1 form with σ(−y wᵀx̄)·y)
    2 of 3 steps right
    step 2 (sample 2) is the first that differs: entry 1 is wrong, entry 2 is wrong; from your state after step 1 it should be [-0.3176, -1.1351, 1]
    step right from your own earlier state (error carried forward): 3
~ final_weights  consistent      0.5 / 1
    all 3 entries are wrong
    consistent with your answer to `trace` (error carried forward)

score: 2.17 / 3",
    );
    // 0/1 labels with the ±1 rule (y = 0): the gradient keeps only its third entry, −1.5.
    let zero = "the labels are 0/1: the ±1 form σ(−y wᵀx̄)·y cannot take y = 0 (a sample of class 0 still counts); use σ(wᵀx̄) − t";
    assert_report(
        "exercises/logistic-regression/sgd-01.yaml",
        "tests/answers/logistic-regression-01-as-pm.yaml",
        &format!(
            "✓ probabilities  right             1 / 1
✓ loss           right             1 / 1
~ gradient       partly right   0.33 / 1   {zero}
    1 of 3 entries right
    entry 1 is wrong
    entry 2 is wrong
~ trace          partly right   0.67 / 1   {zero}
    2 of 3 steps right
    step 2 (sample 2) is the first that differs: entry 1 is wrong, entry 2 is wrong; from your state after step 1 it should be [-0.3176, -1.1351, 1]
    step right from your own earlier state (error carried forward): 3
~ final_weights  consistent      0.5 / 1   {zero}
    all 3 entries are wrong
    consistent with your answer to `trace` (error carried forward)

score: 3.5 / 5"
        ),
    );
}

#[test]
fn logistic_regression_sigma_of_the_wrong_argument() {
    // σ(wᵀx̄) for σ(−y wᵀx̄) only changes the step of a positive sample: step 3 (mpmath: the right
    // step 3 is (0.0181456898, −1.135148952, 1.335720166)).
    let hint = "the ±1 rule weighs y·x̄ by σ(−y wᵀx̄), the probability of the other label, not by σ(wᵀx̄)";
    assert_report(
        SGD_PM1,
        "tests/answers/logistic-regression-sigma.yaml",
        &format!(
            "✓ loss           right             1 / 1
~ trace          partly right   0.67 / 1   {hint}
    2 of 3 steps right
    step 3 (sample 3) is the first that differs: entry 1 is wrong, entry 3 is wrong; from your state after step 2 it should be [0.0181, -1.1351, 1.3357]
~ final_weights  consistent      0.5 / 1   {hint}
    1 of 3 entries right
    entry 1 is wrong
    entry 3 is wrong
    consistent with your answer to `trace` (error carried forward)

score: 2.17 / 3"
        ),
    );
}

#[test]
fn logistic_regression_online_gradient_descent_slips() {
    // No projection: the first step should be (1, 1, 1)/√3 = 0.5774 each (mpmath); the loss in
    // nats is 3 ln 2 = 2.0794 instead of 3 log₂ 2 = 3.
    let ball = "after each step w is projected back on the ball ‖w‖ ≤ U when it lands outside it";
    assert_report(
        OGD,
        "tests/answers/logistic-regression-ogd.yaml",
        &format!(
            "✗ loss           wrong             0 / 1   the loss is in base 2 here: log₂ u = ln u / ln 2, not ln u
✗ trace          wrong             0 / 1   {ball}
    0 of 4 steps right
    step 1 (sample 1, η₁ = η/√1) is the first that differs: entry 1 is wrong, entry 2 is wrong, entry 3 is wrong; from the initial state it should be [0.5774, 0.5774, 0.5774]
    wrong steps: 1, 2, 3, 4
~ final_weights  consistent      0.5 / 1   {ball}
    all 3 entries are wrong
    consistent with your answer to `trace` (error carried forward)

score: 0.5 / 3"
        ),
    );
    // η for η/√t: step 1 is the same (η₁ = η); step 2 should be (−0.2132, 0.7076, −0.6736).
    let rate = "online gradient descent shrinks the step: η_t = η/√t at step t";
    assert_report(
        OGD,
        "tests/answers/logistic-regression-ogd-rate.yaml",
        &format!(
            "- loss           missing           0 / 1
~ trace          partly right   0.25 / 1   {rate}
    1 of 4 steps right
    step 2 (sample 2, η₂ = η/√2) is the first that differs: entry 1 is wrong, entry 2 is wrong, entry 3 is wrong; from your state after step 1 it should be [-0.2132, 0.7076, -0.6736]
    wrong steps: 2, 3, 4
~ final_weights  consistent      0.5 / 1   {rate}
    all 3 entries are wrong
    consistent with your answer to `trace` (error carried forward)

score: 0.75 / 3"
        ),
    );
}

#[test]
fn logistic_regression_batch_slip_and_parts_computed_from_the_probabilities() {
    // Batch step 2 should be (−0.0149, 0.1652) (mpmath: −0.01492557016, 0.1652025267).
    assert_report(
        "exercises/logistic-regression/batch-01.yaml",
        "tests/answers/logistic-regression-slip.yaml",
        "✓ gradient       right             1 / 1
~ trace          partly right   0.67 / 1
    2 of 3 steps right
    step 2 (all samples) is the first that differs: entry 1 is wrong; from your state after step 1 it should be [-0.0149, 0.1652]
    step right from your own earlier state (error carried forward): 3
~ final_weights  consistent      0.5 / 1
    all 2 entries are wrong
    consistent with your answer to `trace` (error carried forward)

score: 2.17 / 3",
    );
    // σ = 1/(1 + e^z) for both samples, then the loss and gradient of those probabilities; the
    // Hessian σ(1 − σ) does not see the slip.
    assert_report(
        "tests/answers/logistic-regression-probabilities.spec.yaml",
        "tests/answers/logistic-regression-probabilities.yaml",
        "✗ probabilities  wrong             0 / 1
    all 2 entries are wrong
~ loss           consistent      0.5 / 1
    consistent with your answer to `probabilities` (error carried forward)
~ gradient       consistent      0.5 / 1
    all 2 entries are wrong
    consistent with your answer to `probabilities` (error carried forward)
✓ hessian        right             1 / 1

score: 2 / 4",
    );
}

#[test]
fn softmax_zero_to_the_zero() {
    // Seed 003 U2.4 §1: Cat(y = 1 | (0.5, 0.5, 0)) = 0.5¹·0.5⁰·0⁰ = 0.5 with 0⁰ = 1; 0 with 0⁰ = 0.
    assert_report(
        "exercises/softmax/upv-u24-categorical.yaml",
        "tests/answers/softmax-zero-power.yaml",
        "✓ one_hot      right             1 / 1
✗ categorical  wrong             0 / 1   a class that is not observed contributes θ_c⁰, and 0⁰ = 1 by convention

score: 1 / 2",
    );
}

#[test]
fn a_rounded_value_agrees_at_the_exercises_digits() {
    // S((−0.25, 0.25))₁ = 1/(1 + e^0.5) = 0.377540668798145… (mpmath, 30 digits): 0.3775 at 4
    // decimals, 0.38 at 2.
    let dir = scratch("rounded-tolerance");
    let cases: [(u32, &[(&str, bool)]); 2] = [
        (
            4,
            &[
                ("0.3775", true),
                ("0.3776", false),
                ("0.377540", true),
                ("3775/10000", true),
                ("0.38", false),
            ],
        ),
        (2, &[("0.3775", true), ("0.38", true), ("0.37", false)]),
    ];
    for (digits, answers) in cases {
        let spec = dir.join(format!("spec-{digits}.yaml"));
        std::fs::write(
            &spec,
            format!("kind: softmax\nlogits: [-0.25, 0.25]\nclass: 1\ndigits: {digits}\nask: [probability]\n"),
        )
        .unwrap();
        for (given, right) in answers {
            let file = dir.join("answers.yaml");
            std::fs::write(&file, format!("probability: {given}\n")).unwrap();
            let o = mlex(&["check", &spec.display().to_string(), &file.display().to_string()]);
            let verdict = if *right {
                "✓ probability  right"
            } else {
                "✗ probability  wrong"
            };
            assert!(o.stdout.contains(verdict), "{given} at digits {digits}:\n{}", o.stdout);
            assert_eq!(o.code, if *right { 0 } else { 1 }, "{given} at digits {digits}");
            assert!(
                o.stdout.contains(&format!(
                    "rounded values are right when they agree to {digits} decimals"
                )),
                "the rule is stated"
            );
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn softmax_log_loss_infinities_as_students_write_them() {
    // θ = (0.5, 0.5, 0): log Cat(3 | θ) = −∞ and the log-loss +∞ (seed 003's 0 log 0 = 0 keeps the
    // other classes finite); `−∞` with U+2212 is right, `-inf` for +∞ is wrong.
    assert_report(
        "exercises/softmax/zero-probability.yaml",
        "tests/answers/softmax-log-infinities.yaml",
        r#"
- categorical      missing           0 / 1
✓ log_probability  right             1 / 1
~ log_loss         partly right   0.67 / 1
    2 of 3 entries right
    entry 3 is wrong

score: 1.67 / 3
"#
        .trim_start(),
    );
}

#[test]
fn ogd_with_the_factor_1_over_ln_2_absorbed_where_it_is_kept() {
    // the fixture's trace is seed 002's step with 1/ln 2 absorbed in η (mpmath); the exercise
    // keeps the factor (`ln2_in_gradient: true`): the hint names it
    let hint = "here the gradient of the base-2 loss keeps its factor 1/ln 2: each step is η_t/ln 2 times σ(−y wᵀx̄)·y·x̄, not η_t times it";
    assert_report(
        "exercises/logistic-regression/ogd-ln2-kept.yaml",
        "tests/answers/logistic-ln2-absorbed.yaml",
        &format!(
            r#"✓ loss           right             1 / 1
✗ trace          wrong             0 / 1   {hint}
    0 of 4 steps right
    step 1 (sample 1, η₁ = η/√1) is the first that differs: entry 1 is wrong, entry 2 is wrong; from the initial state it should be [0.7071, 0.7071]
    wrong steps: 1, 2, 3, 4
~ final_weights  consistent      0.5 / 1   {hint}
    all 2 entries are wrong
    consistent with your answer to `trace` (error carried forward)

score: 1.5 / 3
"#
        ),
    );
}
