//! Generated multiple choice (`choices: { auto: N }`, issue 15): every option's value and
//! feedback, worked out independently (by hand, or with mpmath where a square root or a log is
//! involved, as each comment says), never from mlex's own output; the worksheet's lettered
//! options, `mlex check`'s feedback for a chosen option, `solve`'s option number, and the
//! per-variant order.

use mlex::Exercise;
use mlex::Renderer;

/// The options the worksheet lists under question `q` (1-based), as `A) text`.
fn options(ex: &Exercise, q: usize) -> Vec<String> {
    let md = Renderer::new().unwrap().markdown(ex, None).unwrap();
    let start = md
        .find(&format!("\n{q}. "))
        .unwrap_or_else(|| panic!("question {q} in\n{md}"));
    md[start + 1..]
        .lines()
        .skip(1)
        .skip_while(|l| l.trim().is_empty())
        .take_while(|l| l.trim_start().chars().next().is_some_and(|c| c.is_ascii_uppercase()) && l.contains(") "))
        // one option a line (a hard break `\` ends every line but the last)
        .map(|l| l.trim().trim_end_matches('\\').to_string())
        .collect()
}

/// The hint `mlex check` gives for `answer` to `part`.
fn feedback(ex: &Exercise, part: &str, answer: &str) -> Option<String> {
    let report = ex.check(&format!("{part}: {answer}\n")).unwrap();
    let p = report.parts.iter().find(|p| p.part == part).unwrap();
    p.hint.clone()
}

fn right(ex: &Exercise, part: &str, answer: &str) -> bool {
    let report = ex.check(&format!("{part}: {answer}\n")).unwrap();
    report
        .parts
        .iter()
        .any(|p| p.part == part && p.verdict == mlex::Verdict::Right)
}

const NEAR_MISS: &str = "a near miss: no common mistake gives this value; recompute step by step";

#[test]
fn perceptron_final_weights_from_the_update_slips() {
    // The seed's 2023_01_26 problem (seed 003, U2.2), one iteration. By hand: only sample 4
    // (x̄ = (1, 1, 2), y = 2) is misclassified, by class 3 (w3·x̄ + 0.1 = −6.9 > g2 = −16), so
    // w3 −= x̄ → (−4, −9, 0) and w2 += x̄ → (1, −5, 0). Leaving the margin out changes nothing
    // (no score is within 0.1 of g2); updating only the wrong class keeps w2 = (0, −6, −2);
    // only the true class keeps w3 = (−3, −8, 2); the update's signs swapped (issue 43):
    // w3 += x̄ → (−2, −7, 4), w2 −= x̄ → (−1, −7, −4), the third wrong option (it was a near
    // miss, w1's bias moved to 0, before the sign slip was modelled).
    let ex = Exercise::from_yaml(
        "kind: perceptron\nid: p\nclasses: [1, 2, 3]\nsamples:\n  - { x: [3, 5], y: 3 }\n  - { x: [5, 1], y: 1 }\n  - { x: [2, 2], y: 1 }\n  - { x: [1, 2], y: 2 }\nlearning_rate: 1\nmargin: 0.1\ninitial_weights: { 1: [-1, 4, -10], 2: [0, -6, -2], 3: [-3, -8, 2] }\niterations: 1\nask:\n  - final_weights: { choices: { auto: 4 } }\n",
    )
    .unwrap();
    assert_eq!(
        options(&ex, 1),
        [
            "A) 1: (−1, 4, −10); 2: (1, −5, 0); 3: (−4, −9, 0)",
            "B) 1: (−1, 4, −10); 2: (0, −6, −2); 3: (−4, −9, 0)",
            "C) 1: (−1, 4, −10); 2: (1, −5, 0); 3: (−3, −8, 2)",
            "D) 1: (−1, 4, −10); 2: (−1, −7, −4); 3: (−2, −7, 4)",
        ]
    );
    assert!(right(&ex, "final_weights", "1"));
    assert_eq!(
        feedback(&ex, "final_weights", "2").as_deref(),
        Some("you updated only the wrong class: when a class beats the true one, w_y must also get + αx̄")
    );
    assert_eq!(
        feedback(&ex, "final_weights", "3").as_deref(),
        Some("you updated only the true class: every class c that beats it must also get − αx̄")
    );
    assert_eq!(
        feedback(&ex, "final_weights", "4").as_deref(),
        Some(
            "the signs of the update seem swapped: a class that beats the true one gets − αx̄, the true class w_y gets + αx̄"
        )
    );
    let sol = ex.solve();
    let note = sol.parts[0].choice_note.as_deref().unwrap();
    assert!(note.contains("option A") && !note.contains("near miss"), "{note}");
    // the student's answer space is the letters, not the table of weights the part has when it
    // is asked without choices (a screenshot showed the table under the options)
    let md = Renderer::new().unwrap().markdown(&ex, None).unwrap();
    let answers = &md[md.find("## Answers").expect("an answer space")..];
    assert!(answers.contains("**1.** Circle one:   A   B   C   D"), "{answers}");
    assert!(!answers.contains("| d |"), "{answers}");
}

#[test]
fn holdout_radius_from_the_wrong_quantiles_and_formulas() {
    // ε̂ = 30/200 = 0.15, r = z·√(ε̂(1 − ε̂)/M); mpmath, 30 digits:
    //   z = 1.96 → 0.049487574…, z = 1.645 → 0.041534214…, z = 2.576 → 0.065040811…,
    //   not divided by M: 1.96·√0.1275 = 0.69985998…, no root: 1.96·0.1275/200 = 0.0012495
    //   (exact; shown at 4 decimals, 0.0012).
    let ex = Exercise::from_yaml(
        "kind: holdout\nid: h\nerrors: 30\ntest_size: 200\nask:\n  - radius: { choices: { auto: 5 } }\n",
    )
    .unwrap();
    assert_eq!(
        options(&ex, 1),
        ["A) 0.0012", "B) 0.0415", "C) 0.0495", "D) 0.0650", "E) 0.6999"]
    );
    assert!(right(&ex, "radius", "3"));
    assert_eq!(
        feedback(&ex, "radius", "1").as_deref(),
        Some(
            "the square root seems left out: the radius is z times the standard deviation √(ε̂(1 − ε̂)/M), not the variance"
        )
    );
    assert_eq!(
        feedback(&ex, "radius", "2").as_deref(),
        Some("z = 1.645 is the quantile of a 90% interval; this exercise asks for 95% (z = 1.96)")
    );
    assert_eq!(
        feedback(&ex, "radius", "4").as_deref(),
        Some("z = 2.576 is the quantile of a 99% interval; this exercise asks for 95% (z = 1.96)")
    );
    assert_eq!(
        feedback(&ex, "radius", "5").as_deref(),
        Some("the radius seems not divided by M: the variance of ε̂ is ε̂(1 − ε̂)/M, it shrinks as the test set grows")
    );
    // `solve` answers with the option's number
    let o = super::mlex_stdin(
        &["solve", "-"],
        "kind: holdout\nid: h\nerrors: 30\ntest_size: 200\nask:\n  - radius: { choices: { auto: 5 } }\n",
    );
    assert!(o.stdout.contains("radius: 3"), "{}", o.stdout);
}

#[test]
fn bayes_error_values_and_intervals() {
    // By hand: rows a, b with P(x) = 1/2 each. Bayes: a → 1 (error 0.1), b → 2 (error 0.2):
    // ε* = 0.05 + 0.1 = 0.15; without P(x): 0.1 + 0.2 = 0.3; one near miss, 0.15 + 0.02 = 0.17
    // (a fifth of the leading unit 0.1). The classifier decides 1 for both: ε = 0.05 + 0.4 =
    // 0.45; without P(x): 0.1 + 0.8 = 0.9; the Bayes classifier's error taken for it: 0.15.
    // Intervals: bounds between 0.15 | 0.45 | 0.9 are the shortest decimals nearest the
    // midpoints 0.3 and 0.675: 0.3 and 0.7.
    let ex = Exercise::from_yaml(
        "kind: bayes-error\nid: b\nclasses: [1, 2]\nrows:\n  - { x: a, p_x: 0.5, posteriors: [0.9, 0.1], decision: 1 }\n  - { x: b, p_x: 0.5, posteriors: [0.2, 0.8], decision: 1 }\nask:\n  - bayes_error: { choices: { auto: 3 } }\n  - classifier_error: { choices: { auto: 3, style: intervals } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) 0.15", "B) 0.17", "C) 0.3"]);
    assert_eq!(
        options(&ex, 2),
        ["A) below 0.3", "B) from 0.3 to below 0.7", "C) 0.7 or more"]
    );
    assert!(right(&ex, "bayes_error", "1"));
    assert!(right(&ex, "classifier_error", "2"));
    let unweighted = "the rows' errors seem summed without P(x): each row is weighted by its probability P(x)";
    assert_eq!(feedback(&ex, "bayes_error", "3").as_deref(), Some(unweighted));
    assert_eq!(feedback(&ex, "bayes_error", "2").as_deref(), Some(NEAR_MISS));
    assert_eq!(feedback(&ex, "classifier_error", "3").as_deref(), Some(unweighted));
    assert_eq!(
        feedback(&ex, "classifier_error", "1").as_deref(),
        Some(
            "this is the Bayes classifier's error: the exercise's classifier decides c(x) as given, even where another class is more probable"
        )
    );
}

#[test]
fn geometric_margin_with_the_bias_in_the_norm_or_no_norm() {
    // w = (−5, 3, 4): ‖w‖ = 5, f(3, 4) = −5 + 9 + 16 = 20. Origin: −5/5 = −1; with the bias in
    // the norm −5/√50 = −0.70710678… (mpmath); not divided: −5. Margin of (3, 4): 20/5 = 4;
    // 20/√50 = 2.8284271…; 20; one near miss 4 + 1 = 5 (step of a whole number ≥ 1: 1).
    let ex = Exercise::from_yaml(
        "kind: geometric-margin\nid: g\nweights: [-5, 3, 4]\npoints: [[3, 4]]\nask:\n  - origin_distance: { choices: { auto: 3 } }\n  - geometric_margin: { choices: { auto: 4 } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) −5", "B) −1", "C) −0.7071"]);
    assert_eq!(options(&ex, 2), ["A) (4)", "B) (2.8284)", "C) (20)", "D) (5)"]);
    assert!(right(&ex, "origin_distance", "2"));
    assert!(right(&ex, "geometric_margin", "1"));
    let bias = "‖w‖ is the norm of (w1, …, wD): the bias w0 is not part of it";
    let norm = "the geometric margin is a distance: the functional margin divided by ‖w‖";
    assert_eq!(feedback(&ex, "origin_distance", "3").as_deref(), Some(bias));
    assert_eq!(feedback(&ex, "origin_distance", "1").as_deref(), Some(norm));
    assert_eq!(feedback(&ex, "geometric_margin", "2").as_deref(), Some(bias));
    assert_eq!(feedback(&ex, "geometric_margin", "3").as_deref(), Some(norm));
    assert_eq!(feedback(&ex, "geometric_margin", "4").as_deref(), Some(NEAR_MISS));
}

#[test]
fn logistic_loss_with_near_misses_and_the_log_base_slip() {
    // sgd-01's data at w = 0: every σ = 1/2, loss = 3 ln 2 = 2.0794415… (mpmath). The labels
    // swapped give the same loss at w = 0; the minus left out gives −2.0794 (issue 43); the
    // other two options are near misses at ±0.2 (a fifth of the leading unit 1): 2.2794, 1.8794.
    let ex = Exercise::from_yaml(
        "kind: logistic-regression\nid: l\nlabels: 0/1\nsamples:\n  - { x: [1, 2], y: 1 }\n  - { x: [2, 0], y: 0 }\n  - { x: [0, 1], y: 1 }\nweights: [0, 0, 0]\nlearning_rate: 1\nmethod: sgd\nask:\n  - loss: { choices: { auto: 4 } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) −2.0794", "B) 1.8794", "C) 2.0794", "D) 2.2794"]);
    assert!(right(&ex, "loss", "3"));
    assert_eq!(feedback(&ex, "loss", "2").as_deref(), Some(NEAR_MISS));
    assert_eq!(
        feedback(&ex, "loss", "1").as_deref(),
        Some("the loss is minus the log-likelihood, −Σ log p(yₙ | xₙ): it is never negative")
    );
    // ogd-log2's data (labels ±1, base 2) at w = 0: the loss is 3·log₂ 2 = 3 (by hand); in nats
    // 3 ln 2 = 2.0794 (mpmath): the slip "ln taken for log₂", an option with its feedback.
    let ex = Exercise::from_yaml(
        "kind: logistic-regression\nid: l2\nlabels: ±1\nsamples:\n  - { x: [1, 1], y: 1 }\n  - { x: [-1, 2], y: -1 }\n  - { x: [2, -1], y: 1 }\nlog_base: 2\nmethod: ogd\nradius: 1\nlearning_rate: 2\nsteps: 4\nask:\n  - loss: { choices: { auto: 2 } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) 2.0794", "B) 3.0000"]);
    assert!(right(&ex, "loss", "2"));
    assert_eq!(
        feedback(&ex, "loss", "1").as_deref(),
        Some("the loss is in base 2 here: log₂ u = ln u / ln 2, not ln u")
    );
}

#[test]
fn options_are_shuffled_per_variant_and_the_same_for_a_seed() {
    let spec = "kind: holdout\nid: h\nerrors: 30\ntest_size: 200\nask:\n  - radius: { choices: { auto: 5 } }\n";
    let ex = Exercise::from_yaml(spec).unwrap();
    let mut letters = std::collections::BTreeSet::new();
    for k in 1..=30 {
        let v = ex.variant(11, k).unwrap();
        let again = ex.variant(11, k).unwrap();
        assert_eq!(options(&v, 1), options(&again, 1));
        // the right value 0.0495 is always an option, under some letter
        let o = options(&v, 1);
        let at = o.iter().position(|t| t.ends_with(") 0.0495")).unwrap();
        letters.insert(at);
        assert!(right(&v, "radius", &(at + 1).to_string()));
    }
    // 30 variants over 5 positions: every position is taken (P(one missing) < 5·0.8³⁰ = 0.6%)
    assert_eq!(letters.len(), 5, "{letters:?}");
}

#[test]
fn kinds_lists_the_parts_with_generated_choices() {
    let o = super::mlex(&["kinds", "holdout"]);
    assert!(
        o.stdout.contains("generated choices (`choices: { auto: N }`"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("  radius (also `style: intervals`)"), "{}", o.stdout);
    assert!(!o.stdout.contains("  error_rate (also"), "{}", o.stdout);
    // perceptron-step has mistake models (issue 43): its count can be posed as intervals too
    let o = super::mlex(&["kinds", "perceptron-step"]);
    assert!(
        o.stdout.contains("  modified (also `style: intervals`)"),
        "{}",
        o.stdout
    );
    let o = super::mlex(&["kinds", "softmax"]);
    assert!(!o.stdout.contains("(also `style: intervals`)"), "{}", o.stdout);
}

#[test]
fn render_solve_and_check_agree_on_a_variants_order() {
    // the right radius, 0.0495 (see above), under whichever letter variant 2 of seed 5 gives it
    let dir = super::scratch("choices-variant");
    let spec = dir.join("h.yaml");
    std::fs::write(
        &spec,
        "kind: holdout\nid: h\nerrors: 30\ntest_size: 200\nask:\n  - radius: { choices: { auto: 5 } }\n",
    )
    .unwrap();
    let s = spec.display().to_string();
    let sheet = super::mlex(&["render", &s, "--seed", "5", "--variant", "2"]);
    assert_eq!(sheet.code, 0, "{}", sheet.stderr);
    let options: Vec<&str> = sheet
        .stdout
        .lines()
        .filter(|l| l.starts_with("   ") && l.contains(") "))
        .map(|l| l.trim_end_matches('\\'))
        .collect();
    assert_eq!(options.len(), 5, "{}", sheet.stdout);
    let at = options.iter().position(|l| l.ends_with(") 0.0495")).unwrap() + 1;
    let solved = super::mlex(&["solve", &s, "--seed", "5", "--variant", "2"]);
    // the number, and the letter with its value beside it
    assert!(
        solved
            .stdout
            .contains(&format!("radius: {at}   # {}: 0.0495", (b'A' + at as u8 - 1) as char)),
        "{}",
        solved.stdout
    );
    let answers = dir.join("a.yaml");
    std::fs::write(&answers, format!("radius: {at}\n")).unwrap();
    let a = answers.display().to_string();
    let checked = super::mlex(&["check", &s, &a, "--seed", "5", "--variant", "2"]);
    assert_eq!(checked.code, 0, "{}", checked.stdout);
    // the same letter is wrong in another variant whose right option is elsewhere
    let other = (1..=20)
        .find(|k| {
            let o = super::mlex(&["solve", &s, "--seed", "5", "--variant", &k.to_string()]);
            !o.stdout.contains(&format!("radius: {at}"))
        })
        .unwrap();
    let checked = super::mlex(&["check", &s, &a, "--seed", "5", "--variant", &other.to_string()]);
    assert_eq!(checked.code, 1, "{}", checked.stdout);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn gradient_descent_ascent_and_one_step_early() {
    // L(θ) = θ², θ₀ = 1, η = 1/4, tolerance 0.1, at most 6 steps (Python fractions):
    // δ = −ηL′(θ) = −θ/2, θ: 1 → 1/2 → 1/4 → 1/8 → 1/16, |δ| = 1/16 ≤ 0.1 at step 4: θ = 0.0625,
    // 4 iterations. Going up the derivative, θ ← θ + θ/2 = 1.5θ, |δ| ≥ 1/2 never small: the
    // 6-step cap, θ = 1.5⁶ = 729/64 = 11.390625 (shown 11.3906), 6 iterations. One step early:
    // θ = 1/8 = 0.125, 3 iterations. Intervals between 3 | 4 | 6: 3.5 and 5.
    let ex = Exercise::from_yaml(
        "kind: gradient-descent\nid: gd\nfunction: θ^2\ntheta0: 1\nlearning_rate: 0.25\ntolerance: 0.1\nmax_steps: 6\nask:\n  - final_theta: { choices: { auto: 3 } }\n  - iterations: { choices: { auto: 3, style: intervals } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) 0.0625", "B) 0.125", "C) 11.3906"]);
    assert_eq!(
        options(&ex, 2),
        ["A) below 3.5", "B) from 3.5 to below 5", "C) 5 or more"]
    );
    assert!(right(&ex, "final_theta", "1"));
    assert!(right(&ex, "iterations", "2"));
    let up = "the step goes up the derivative: gradient descent moves against it, δ = −η L′(θ)";
    let early = "you stopped one step early: the loop makes the step, then tests |δ| ≤ tolerance, so the step that reaches it counts";
    assert_eq!(feedback(&ex, "final_theta", "3").as_deref(), Some(up));
    assert_eq!(feedback(&ex, "final_theta", "2").as_deref(), Some(early));
    assert_eq!(feedback(&ex, "iterations", "3").as_deref(), Some(up));
    assert_eq!(feedback(&ex, "iterations", "1").as_deref(), Some(early));
    // every wrong option is a mistake: the key mentions no near miss
    let sol = ex.solve();
    let note = sol.parts[0].choice_note.as_deref().unwrap();
    assert!(note.contains("option A") && !note.contains("near miss"), "{note}");
}

#[test]
fn binary_perceptron_strict_update_and_one_pass_early() {
    // The shipped AND exercise (Python: x̄ = (1, x), update when y·wᵀx̄ ≤ 0, w += y·x̄, passes
    // until one without updates): w = (−4, 3, 2) after 9 passes, dual counts (2, 5, 4, 7).
    // Updating only when y·wᵀx̄ < 0: from w = 0 every score is 0, nothing is updated: w = 0,
    // 1 pass, dual 0. One pass early: 8 passes, the same w (the last pass updates nothing).
    // The labels swapped (y read as −y) from w = 0 is the same run with every sign flipped (by
    // hand: each test and update is the right one negated): (4, −3, −2), after 9 passes with the
    // same dual counts, so only the weights get it as an option. The sign slipped does not
    // converge (it moves w away from each misclassified sample) and gives no weights.
    // Intervals between 1 | 8 | 9: 5 (nearest 4.5 at 0 decimals) and 8.5.
    let ex = Exercise::from_yaml(
        "kind: binary-perceptron\nid: bp\nsamples:\n  - { x: [0, 0], y: -1 }\n  - { x: [0, 1], y: -1 }\n  - { x: [1, 0], y: -1 }\n  - { x: [1, 1], y: 1 }\nlearning_rate: 1\nask:\n  - final_weights: { choices: { auto: 3 } }\n  - iterations: { choices: { auto: 3, style: intervals } }\n  - dual: { choices: { auto: 2 } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) (−4, 3, 2)", "B) (0, 0, 0)", "C) (4, −3, −2)"]);
    assert_eq!(
        options(&ex, 2),
        ["A) below 5", "B) from 5 to below 8.5", "C) 8.5 or more"]
    );
    assert_eq!(options(&ex, 3), ["A) (2, 5, 4, 7)", "B) (0, 0, 0, 0)"]);
    assert!(right(&ex, "final_weights", "1"));
    assert!(right(&ex, "iterations", "3"));
    assert!(right(&ex, "dual", "1"));
    let strict = "a point on the boundary is misclassified too: update when y·wᵀx̄ ≤ 0, not only when < 0";
    assert_eq!(feedback(&ex, "final_weights", "2").as_deref(), Some(strict));
    assert!(
        feedback(&ex, "final_weights", "3")
            .unwrap()
            .starts_with("the labels seem swapped")
    );
    assert_eq!(feedback(&ex, "iterations", "1").as_deref(), Some(strict));
    assert_eq!(
        feedback(&ex, "iterations", "2").as_deref(),
        Some("you stopped one pass early: training ends after a whole pass without updates, and that pass counts")
    );
    assert_eq!(feedback(&ex, "dual", "2").as_deref(), Some(strict));
}

#[test]
fn discriminants_without_the_bias() {
    // g₁ = 2 + x, g₂ = −1 + 3x at x = 4 (by hand): g₁ = 6, g₂ = 11; without the biases 4 and 12.
    // Deciding by the smallest g changes the class, not the discriminants: no option. The near
    // miss moves g₁ by the step of the largest entry (11 → 1): 7.
    let ex = Exercise::from_yaml(
        "kind: discriminants\nid: d\nweights:\n  1: [2, 1]\n  2: [-1, 3]\nask:\n  - discriminants: { x: 4, choices: { auto: 3 } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) 1: 6; 2: 11", "B) 1: 4; 2: 12", "C) 1: 7; 2: 11"]);
    assert!(right(&ex, "discriminants", "1"));
    assert_eq!(
        feedback(&ex, "discriminants", "2").as_deref(),
        Some("the bias w_c0 seems left out: g_c(x) = w_cᵀx̄ with x̄ = (1, x)")
    );
    assert_eq!(feedback(&ex, "discriminants", "3").as_deref(), Some(NEAR_MISS));
}

#[test]
fn decision_rules_errors_without_p_x() {
    // Joint p(x, c), x ∈ {0, 1}: class 1 (0.3, 0.1), class 2 (0.2, 0.4) (by hand): p(x) = 1/2
    // each, posteriors p(1|0) = 0.6, p(1|1) = 0.2. Bayes: x = 0 → 1, x = 1 → 2, ε* = 1 − 0.7 =
    // 0.3; argmax p(c) (p(2) = 0.6) decides 2 everywhere: ε = 1 − 0.6 = 0.4. Summed without
    // p(x): Bayes (1 − 0.6) + (1 − 0.8) = 0.6; argmax p(c) (1 − 0.4) + (1 − 0.8) = 0.8. The near
    // miss of 0.3 is 0.32 (a fifth of 0.1). Intervals between 0.3 | 0.32 | 0.6: 0.31 and 0.5.
    let ex = Exercise::from_yaml(
        "kind: decision-rules\nid: r\nclasses: [1, 2]\nx: [0, 1]\njoint:\n  1: [0.3, 0.1]\n  2: [0.2, 0.4]\nrules:\n  - \"argmax p(c)\"\n  - \"argmax p(c|x)\"\nask:\n  - errors: { choices: { auto: 2 } }\n  - bayes_error: { choices: { auto: 3, style: intervals } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) (0.4, 0.3)", "B) (0.8, 0.6)"]);
    assert_eq!(
        options(&ex, 2),
        ["A) below 0.31", "B) from 0.31 to below 0.5", "C) 0.5 or more"]
    );
    assert!(right(&ex, "errors", "1"));
    assert!(right(&ex, "bayes_error", "1"));
    let unweighted =
        "the errors seem summed without p(x): each x's error 1 − p(c(x)|x) is weighted by its probability p(x)";
    assert_eq!(feedback(&ex, "errors", "2").as_deref(), Some(unweighted));
    assert_eq!(feedback(&ex, "bayes_error", "3").as_deref(), Some(unweighted));
    assert_eq!(feedback(&ex, "bayes_error", "2").as_deref(), Some(NEAR_MISS));
}

#[test]
fn gaussian_boundary_without_priors_or_without_sigma() {
    // Posterior at x = 0 of a: N(0, 1) with P = 1/4 and b: N(0, 2²) with P = 3/4 (by hand; the
    // densities at the mean are 1/(σ√(2π))): p(a|0) = (1/4)/(1/4 + (3/4)/2) = 0.4, p(b|0) = 0.6.
    // Without the priors: 1/(1 + 1/2) = 2/3, 1/3. Without 1/σ: (1/4)/(1/4 + 3/4) = 0.25, 0.75.
    // At the common mean the exponentials cancel: these are exact, shown without trailing zeros
    // (2/3 rounded at the four digits).
    let ex = Exercise::from_yaml(
        "kind: gaussian-boundary\nid: g\nclasses:\n  a: { prior: 0.25, mean: 0, std: 1 }\n  b: { prior: 0.75, mean: 0, std: 2 }\nask:\n  - posterior: { x: 0, choices: { auto: 3 } }\n",
    )
    .unwrap();
    assert_eq!(
        options(&ex, 1),
        ["A) a: 0.4; b: 0.6", "B) a: 0.6667; b: 0.3333", "C) a: 0.25; b: 0.75"]
    );
    assert!(right(&ex, "posterior", "1"));
    assert_eq!(
        feedback(&ex, "posterior", "2").as_deref(),
        Some("the priors seem left out: each class's density is weighted by its prior P(c)")
    );
    assert_eq!(
        feedback(&ex, "posterior", "3").as_deref(),
        Some(
            "the factor 1/σ of the normal density seems left out: it does not cancel when the standard deviations differ"
        )
    );
    // The boundary of a: N(0, 1), P = 0.2 and b: N(3, 1), P = 0.8: −x²/2 + (x − 3)²/2 =
    // ln(0.8/0.2) ⇔ x = 1.5 − ln 4/3 = 1.0379018796… (mpmath); without the priors x = 1.5; with
    // equal σ the 1/σ slip changes nothing; the near miss 1.0379 + 0.2 (a fifth of 1).
    let ex = Exercise::from_yaml(
        "kind: gaussian-boundary\nid: g2\nclasses:\n  a: { prior: 0.2, mean: 0, std: 1 }\n  b: { prior: 0.8, mean: 3, std: 1 }\nask:\n  - boundary: { choices: { auto: 3 } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) (1.0379)", "B) (1.5)", "C) (1.2379)"]);
    assert!(right(&ex, "boundary", "1"));
    assert_eq!(
        feedback(&ex, "boundary", "2").as_deref(),
        Some("the priors seem left out: each class's density is weighted by its prior P(c)")
    );
    assert_eq!(feedback(&ex, "boundary", "3").as_deref(), Some(NEAR_MISS));
}

#[test]
fn least_squares_bias_sign_mean_and_half() {
    // Samples (0, 1), (1, 3), (2, 4), f(x) = w0 + w1·x (Python fractions): w = (7/6, 3/2),
    // residuals y − f = (−1/6, 1/3, −1/6), E = 1/6. Without the bias, w1 = Σxy/Σx² = 11/5:
    // w = (2.2), residuals (1, 4/5, −2/5), E = 1 + 16/25 + 4/25 = 9/5. Residuals f − y: the
    // signs flipped. E as a mean: 1/18 = 0.0556. At w = (1, 1): f = (1, 2, 3), y − f = (0, 1, 1),
    // ½ E = 1, without ½: 2, one near miss 1 − 1 = 0 (1 + 1 = 2 is taken); bounds 0.5 and 1.5.
    // Gradient Σ (f − y)·x̄ = −(1, 1) − (1, 2) = (−2, −3); the sign slip (2, 3).
    let ex = Exercise::from_yaml(
        "kind: least-squares\nid: ls\nsamples:\n  - { x: [0], y: 1 }\n  - { x: [1], y: 3 }\n  - { x: [2], y: 4 }\nat: [1, 1]\nask:\n  - weights: { choices: { auto: 2 } }\n  - residuals: { choices: { auto: 3 } }\n  - sse: { choices: { auto: 3 } }\n  - error: { choices: { auto: 3, style: intervals } }\n  - gradient: { choices: { auto: 2 } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) (1.1667, 1.5)", "B) (2.2)"]);
    assert_eq!(
        options(&ex, 2),
        [
            "A) (−0.1667, 0.3333, −0.1667)",
            "B) (1, 0.8, −0.4)",
            "C) (0.1667, −0.3333, 0.1667)"
        ]
    );
    assert_eq!(options(&ex, 3), ["A) 0.0556", "B) 0.1667", "C) 1.8"]);
    assert_eq!(
        options(&ex, 4),
        ["A) below 0.5", "B) from 0.5 to below 1.5", "C) 1.5 or more"]
    );
    assert_eq!(options(&ex, 5), ["A) (−2, −3)", "B) (2, 3)"]);
    for (part, k) in [
        ("weights", "1"),
        ("residuals", "1"),
        ("sse", "2"),
        ("error", "2"),
        ("gradient", "1"),
    ] {
        assert!(right(&ex, part, k), "{part}");
    }
    let bias = "the bias seems left out: each row of X̄ starts with a 1, so that w0 is fitted too";
    assert_eq!(feedback(&ex, "weights", "2").as_deref(), Some(bias));
    assert_eq!(feedback(&ex, "residuals", "2").as_deref(), Some(bias));
    assert_eq!(
        feedback(&ex, "residuals", "3").as_deref(),
        Some("a residual is the target minus the prediction, yᵢ − f(xᵢ)")
    );
    assert_eq!(feedback(&ex, "sse", "3").as_deref(), Some(bias));
    assert_eq!(
        feedback(&ex, "sse", "1").as_deref(),
        Some("E(w) is the sum of the squared errors, not their mean")
    );
    assert_eq!(
        feedback(&ex, "error", "3").as_deref(),
        Some("the error of gradient descent has the factor ½: ½ Σ (yᵢ − wᵀx̄ᵢ)²")
    );
    assert_eq!(feedback(&ex, "error", "1").as_deref(), Some(NEAR_MISS));
    assert_eq!(
        feedback(&ex, "gradient", "2").as_deref(),
        Some("check the sign of the gradient: the gradient of ½ Σ (yᵢ − wᵀx̄ᵢ)² is Σ (wᵀx̄ᵢ − yᵢ)·x̄ᵢ")
    );
}

#[test]
fn svm_margin_halved_or_over_the_squared_norm_and_negative_slacks() {
    // (0, 0) → −1, (1, 1) → +1, (2, 2) → +1, C = 10 (by hand): the hard-margin solution
    // ω = (1, 1), b = −1 (α = 1, 1, 0 ≤ C), ‖ω‖ = √2. Margin 2/‖ω‖ = √2 = 1.4142135… (mpmath);
    // half of it 1/√2 = 0.7071067…; 2/‖ω‖² = 1. Bounds between 0.7071 | 1 | 1.4142: 0.9 and
    // 1.2. Slacks max(0, 1 − y(ωᵀx + b)): 0, 0, 0; unclipped at (2, 2): 1 − 3 = −2.
    let ex = Exercise::from_yaml(
        "kind: svm\nid: s\nsamples:\n  - { x: [0, 0], y: -1 }\n  - { x: [1, 1], y: 1 }\n  - { x: [2, 2], y: 1 }\nc: 10\nask:\n  - margin: { choices: { auto: 3, style: intervals } }\n  - slacks: { choices: { auto: 2 } }\n",
    )
    .unwrap();
    assert_eq!(
        options(&ex, 1),
        ["A) below 0.9", "B) from 0.9 to below 1.2", "C) 1.2 or more"]
    );
    assert_eq!(options(&ex, 2), ["A) (0, 0, 0)", "B) (0, 0, −2)"]);
    assert!(right(&ex, "margin", "3"));
    assert!(right(&ex, "slacks", "1"));
    assert_eq!(
        feedback(&ex, "margin", "1").as_deref(),
        Some("the margin is the width of the band between the two supporting hyperplanes ωᵀx + b = ±1")
    );
    assert_eq!(
        feedback(&ex, "margin", "2").as_deref(),
        Some("the margin is divided by ‖ω‖, not by ‖ω‖²")
    );
    assert_eq!(
        feedback(&ex, "slacks", "2").as_deref(),
        Some("a slack is never negative: ξᵢ = max(0, 1 − yᵢ(ωᵀxᵢ + b))")
    );
}

#[test]
fn multiclass_all_pairs_with_the_votes_reversed() {
    // All pairs, f₁₂ = x₁ − x₂, f₁₃ = x₁ − 1, f₂₃ = x₂ − 1; a pair a-b votes a when f ≥ 0 (by
    // hand). (2, 0): f = 2, 1, −1 → votes 1, 1, 3: {1: 2, 2: 0, 3: 1}; (0, 0): f = 0, −1, −1 →
    // 1, 3, 3: {1: 1, 2: 0, 3: 2}. Reversed (b when f ≥ 0): (2, 0) → 2, 3, 2: {1: 0, 2: 2, 3: 1};
    // (0, 0) → 2, 1, 2: {1: 1, 2: 2, 3: 0}.
    let ex = Exercise::from_yaml(
        "kind: multiclass-scheme\nid: m\nscheme: all-pairs\nweights:\n  1-2: [0, 1, -1]\n  1-3: [-1, 1, 0]\n  2-3: [-1, 0, 1]\npoints:\n  - [2, 0]\n  - [0, 0]\nask:\n  - votes: { choices: { auto: 2 } }\n",
    )
    .unwrap();
    assert_eq!(
        options(&ex, 1),
        [
            "A) 1: 2; 2: 0; 3: 1 | 1: 1; 2: 0; 3: 2",
            "B) 1: 0; 2: 2; 3: 1 | 1: 1; 2: 2; 3: 0"
        ]
    );
    assert!(right(&ex, "votes", "1"));
    assert_eq!(
        feedback(&ex, "votes", "2").as_deref(),
        Some("the classifier of a pair a-b votes for a when f(x) ≥ 0 and for b when f(x) < 0")
    );
}

#[test]
fn surrogate_losses_log2_as_ln_and_z_reversed() {
    // hinge max(0, 1 − z) and log2 log₂(1 + e⁻ᶻ) at z = −1, 2 (mpmath, 30 digits):
    // hinge (2, 0); log2 (1.8946361…, 0.1831184…). log₂ taken as ln: (1.3132616…, 0.1269280…),
    // hinge unchanged. z reversed (z = 1, −2): hinge (0, 3), log2 (0.4519410…, 3.0685084…).
    let ex = Exercise::from_yaml(
        "kind: surrogate-losses\nid: s\nz: [-1, 2]\nlosses: [hinge, log2]\neta: 0.5\nask:\n  - values: { choices: { auto: 3 } }\n  - min_risk: { choices: { auto: 2 } }\n",
    )
    .unwrap();
    assert_eq!(
        options(&ex, 1),
        [
            "A) hinge: (2, 0); log2: (1.8946, 0.1831)",
            "B) hinge: (2, 0); log2: (1.3133, 0.1269)",
            "C) hinge: (0, 3); log2: (0.4519, 3.0685)"
        ]
    );
    // At η = 1/2: ŷ* = 0 for both, risk ℓ(0): hinge 1, log2 log₂ 2 = 1; as ln: ln 2 = 0.6931…
    assert_eq!(options(&ex, 2), ["A) hinge: 1; log2: 1", "B) hinge: 1; log2: 0.6931"]);
    assert!(right(&ex, "values", "1"));
    assert!(right(&ex, "min_risk", "1"));
    let ln = "log2 is the logarithm in base 2: ln(1 + e⁻ᶻ)/ln 2";
    assert_eq!(feedback(&ex, "values", "2").as_deref(), Some(ln));
    assert_eq!(
        feedback(&ex, "values", "3").as_deref(),
        Some(
            "the sign of z seems reversed: z = y·g(x) is positive for a well-classified point, where a surrogate is small"
        )
    );
    assert_eq!(feedback(&ex, "min_risk", "2").as_deref(), Some(ln));
}

#[test]
fn softmax_categorical_with_zero_to_the_zero_as_zero() {
    // Seed 003 U2.4 §1: Cat(1 | (0.5, 0.5, 0)) = 0.5¹·0.5⁰·0⁰ = 0.5 with 0⁰ = 1; 0 when 0⁰ is
    // taken as 0. Two near misses, 0.5 ± 0.02 (a fifth of the leading unit 0.1): 0.52, 0.48;
    // the key says that two options are near misses.
    let ex = Exercise::from_yaml(
        "kind: softmax\nid: c\nclasses: [1, 2, 3]\ntheta: [0.5, 0.5, 0]\ny: 1\nask:\n  - categorical: { choices: { auto: 4 } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) 0", "B) 0.48", "C) 0.5", "D) 0.52"]);
    assert!(right(&ex, "categorical", "3"));
    assert_eq!(
        feedback(&ex, "categorical", "1").as_deref(),
        Some("a class that is not observed contributes θ_c⁰, and 0⁰ = 1 by convention")
    );
    assert_eq!(feedback(&ex, "categorical", "2").as_deref(), Some(NEAR_MISS));
    assert_eq!(feedback(&ex, "categorical", "4").as_deref(), Some(NEAR_MISS));
    let sol = ex.solve();
    let note = sol.parts[0].choice_note.as_deref().unwrap();
    assert!(
        note.contains("option C") && note.contains("2 wrong options are near misses"),
        "{note}"
    );
}

#[test]
fn softmax_regression_sign_sum_and_swapped_likelihoods() {
    // The three-steps exercise's data at W = 0 (by hand, mpmath for the logs): μ = (1/2, 1/2)
    // for both samples, LL = 2 ln ½ = −1.3862943…, NLL = −LL/2 = ln 2 = 0.6931471…; NLL as −LL:
    // 1.3863; LL and NLL swapped: NLL −1.3863, LL 0.6931. Bounds between −1.3863 | 0.6931 |
    // 1.3863: 0 and 1. Gradient (1/N) Σ (μ − y)x̄ᵀ: class 1 ½(−½(1, 0, 0) + ½(1, 1, 1)) =
    // (0, ¼, ¼), class 2 its negative; y − μ flips both; without 1/N: (0, ½, ½).
    let ex = Exercise::from_yaml(
        "kind: softmax-regression\nid: sr\nclasses: [1, 2]\nweights: { 1: [0, 0, 0], 2: [0, 0, 0] }\nsamples:\n  - { x: [0, 0], y: 1 }\n  - { x: [1, 1], y: 2 }\nlearning_rate: 0.2\nsteps: 1\nask:\n  - log_likelihood: { choices: { auto: 2 } }\n  - nll: { choices: { auto: 3, style: intervals } }\n  - gradient: { choices: { auto: 3 } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) −1.3863", "B) 0.6931"]);
    assert_eq!(options(&ex, 2), ["A) below 0", "B) from 0 to below 1", "C) 1 or more"]);
    assert_eq!(
        options(&ex, 3),
        [
            "A) 1: (0, 0.25, 0.25); 2: (0, −0.25, −0.25)",
            "B) 1: (0, −0.25, −0.25); 2: (0, 0.25, 0.25)",
            "C) 1: (0, 0.5, 0.5); 2: (0, −0.5, −0.5)"
        ]
    );
    assert!(right(&ex, "log_likelihood", "1"));
    assert!(right(&ex, "nll", "2"));
    assert!(right(&ex, "gradient", "1"));
    let swapped = "the log-likelihood LL = Σ_n log μ_n,y_n (at most 0) and the NLL = −LL/N (at least 0) seem swapped";
    assert_eq!(feedback(&ex, "log_likelihood", "2").as_deref(), Some(swapped));
    assert_eq!(feedback(&ex, "nll", "1").as_deref(), Some(swapped));
    assert_eq!(
        feedback(&ex, "nll", "3").as_deref(),
        Some("the NLL is a mean: NLL = −LL/N, not −LL")
    );
    assert_eq!(
        feedback(&ex, "gradient", "2").as_deref(),
        Some(
            "a sign is flipped: the gradient is built from μ − y (predicted minus one-hot), and descent subtracts it, W ← W − η ∂NLL/∂W"
        )
    );
    assert_eq!(
        feedback(&ex, "gradient", "3").as_deref(),
        Some("the NLL is a mean over the N samples, so its gradient carries the factor 1/N")
    );
}

// An exercise without `vary:` in an exam (issue 43): its generated options are shuffled per
// exam variant as `mlex export moodle` shuffles them per variant, not shown in increasing
// order with the right one, 0.0495, always third (C, the median: a test-wise student's pick).
#[test]
fn an_exams_exercise_without_vary_has_its_options_shuffled_per_variant() {
    let dir = super::scratch("choices-exam-order");
    std::fs::write(
        dir.join("h.yaml"),
        "kind: holdout\nid: h\nerrors: 30\ntest_size: 200\nask:\n  - radius: { choices: { auto: 5 } }\n",
    )
    .unwrap();
    let exam = dir.join("exam.yaml");
    std::fs::write(&exam, "exam:\n  title: T\nexercises:\n  - file: h.yaml\n").unwrap();
    let out = dir.join("out");
    let o = super::mlex(&[
        "exam",
        &exam.display().to_string(),
        "--variants",
        "12",
        "--seed",
        "5",
        "--format",
        "md",
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let mut letters = std::collections::BTreeSet::new();
    for k in 1..=12 {
        let key = std::fs::read_to_string(out.join(format!("variant-{k:03}/key.md"))).unwrap();
        let (_, rest) = key.split_once("The value is 0.0495: option ").unwrap();
        letters.insert(rest.chars().next().unwrap());
    }
    assert!(letters.len() >= 3, "{letters:?}");
    let _ = std::fs::remove_dir_all(dir);
}
