//! Generated multiple choice (`choices: { auto: N }`, issue 15): every option's value and
//! feedback, worked out independently (by hand, or with mpmath where a square root or a log is
//! involved, as each comment says), never from mlex's own output; the worksheet's lettered
//! options, `mlex check`'s feedback for a chosen option, `solve`'s option number, and the
//! per-variant order.

use mlex::Exercise;
use mlex::render::Renderer;

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
    // only the true class keeps w3 = (−3, −8, 2). Fewer distinct mistakes than 3: one near miss,
    // the first entry (w1's bias −1) moved by the step of the largest entry (10 → 1): 0.
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
            "D) 1: (0, 4, −10); 2: (1, −5, 0); 3: (−4, −9, 0)",
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
    assert_eq!(feedback(&ex, "final_weights", "4").as_deref(), Some(NEAR_MISS));
    let sol = ex.solve();
    let note = sol.parts[0].choice_note.as_deref().unwrap();
    assert!(
        note.contains("option A") && note.contains("One wrong option is a near miss"),
        "{note}"
    );
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
    // sgd-01's data at w = 0: every σ = 1/2, loss = 3 ln 2 = 2.0794415… (mpmath). No mistake
    // model changes the natural-log loss of 0/1 labels, so the other three options are near
    // misses at ±0.2 (a fifth of the leading unit 1): 2.2794, 1.8794, 2.4794.
    let ex = Exercise::from_yaml(
        "kind: logistic-regression\nid: l\nlabels: 0/1\nsamples:\n  - { x: [1, 2], y: 1 }\n  - { x: [2, 0], y: 0 }\n  - { x: [0, 1], y: 1 }\nweights: [0, 0, 0]\nlearning_rate: 1\nmethod: sgd\nask:\n  - loss: { choices: { auto: 4 } }\n",
    )
    .unwrap();
    assert_eq!(options(&ex, 1), ["A) 1.8794", "B) 2.0794", "C) 2.2794", "D) 2.4794"]);
    assert!(right(&ex, "loss", "2"));
    assert_eq!(feedback(&ex, "loss", "1").as_deref(), Some(NEAR_MISS));
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
    let o = super::mlex(&["kinds", "perceptron-step"]);
    assert!(o.stdout.contains("generated choices: none"), "{}", o.stdout);
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
