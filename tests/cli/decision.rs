//! Seed 003 (UPV notes), U2.1 and U2.3: discriminants, equivalent classifiers, Bayes and
//! classifier errors, holdout estimates and normal class boundaries. Expected values come from
//! the seed (cited) or from independent calculations (by hand, Python's `fractions`, mpmath at
//! 40 digits), never from mlex.

use serde_json::json;

use super::{answers, mlex, mlex_stdin};

/// The answers of a spec read from standard input, as JSON.
fn answers_of(spec: &str) -> serde_json::Value {
    let o = mlex_stdin(&["solve", "-", "--json"], spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let all: serde_json::Value = serde_json::from_str(&o.stdout).expect("JSON");
    all[0]["answers"].clone()
}

/// A shipped exercise with its `ask` replaced (to see values behind multiple-choice parts).
fn with_ask(path: &str, ask: &str, extra: &str) -> String {
    let text = std::fs::read_to_string(super::root().join(path)).expect("read");
    let head = text.split("\nask:").next().expect("has ask").to_string();
    format!("{head}\n{extra}ask: {ask}\n")
}

// U2.1: "g1(x) = g2(x) → 4x − 4 = 12x − 36 → x = 32/8 = 4", "R1 = (−∞, 4), R2 = (4, ∞)".
#[test]
fn seed_two_linear_discriminants() {
    let a = answers("exercises/discriminants/upv-u21-example.yaml");
    assert_eq!(a["boundaries"], json!({"1-2": "x = 4"}));
    assert_eq!(a["regions"], json!({"1": [["-inf", 4]], "2": [[4, "inf"]]}));
    // by hand: g(0) = (−4, −36) → 1, g(7) = (24, 48) → 2
    assert_eq!(a["classify"], json!(["1", "2"]));
    let o = mlex(&["render", "exercises/discriminants/upv-u21-example.yaml", "--solutions"]);
    assert!(o.stdout.contains("- R₁ = (−∞, 4)\n- R₂ = (4, ∞)"), "{}", o.stdout);
    assert!(o.stdout.contains("3. Classify the points x = 0 and 7."), "{}", o.stdout);
}

#[test]
fn a_class_that_never_wins_has_an_empty_region() {
    // Hand calculation in the exercise file: g3 = 8x − 30 never beats both g1 and g2.
    let a = answers("exercises/discriminants/hidden-class.yaml");
    assert_eq!(a["regions"], json!({"1": [[0, 4]], "2": [[4, "inf"]], "3": []}));
    assert_eq!(a["classify"], json!("1"));
    let o = mlex(&["render", "exercises/discriminants/hidden-class.yaml", "--solutions"]);
    assert!(o.stdout.contains("R₃ = ∅ (class 3 never wins)"), "{}", o.stdout);
    assert!(
        o.stdout.contains("x = 6.5 — not part of the decision regions"),
        "{}",
        o.stdout
    );
}

#[test]
fn two_features_ties_and_half_line_boundaries() {
    let a = answers("exercises/discriminants/two-features.yaml");
    // (1, 1): g = (1, 1, 0), a tie of 1 and 2 → 1 (listed); (2, −1) → 1; (−1, −1) → 3
    assert_eq!(a["classify"], json!([{"class": "1", "tied": ["1", "2"]}, "1", "3"]));
    assert_eq!(
        a["boundaries"],
        json!({"1-2": "x2 = x1", "1-3": "x1 = 0", "2-3": "x2 = 0"})
    );
}

// U2.1 section 5: g′1 = x − 1, g′2 = 3x − 9 is g with f(z) = z/4.
#[test]
fn seed_simplified_classifier_is_equivalent() {
    assert_eq!(
        answers("exercises/equivalent-classifiers/upv-u21-example.yaml")["equivalent"],
        json!(1)
    );
    let o = mlex(&[
        "render",
        "exercises/equivalent-classifiers/upv-u21-example.yaml",
        "--solutions",
    ]);
    assert!(
        o.stdout
            .contains("a = 0.25 > 0, and v = w′₁ − a·w₁ = 0, so $w'_c$ = 0.25·$w_c$"),
        "{}",
        o.stdout
    );
}

// 2023_01_26 Question 2: "Solution: Option 4."; 2023_01_17 Question 3: "Solution: Option 2."
#[test]
fn seed_equivalence_questions() {
    assert_eq!(
        answers("exercises/equivalent-classifiers/upv-2023-01-26-q2.yaml")["not_equivalent"],
        json!(4)
    );
    assert_eq!(
        answers("exercises/equivalent-classifiers/upv-2023-01-17-q3.yaml")["equivalent"],
        json!(2)
    );
    let o = mlex(&[
        "render",
        "exercises/equivalent-classifiers/upv-2023-01-26-q2.yaml",
        "--solutions",
    ]);
    // by hand: option 3 is 2·w + (3, 0, 0); at x = (0, 0) the reference gives (−2, 0) → 2 and
    // option 4 gives (2, 0) → 1.
    assert!(
        o.stdout.contains("a = 2 > 0, and v = w′₁ − a·w₁ = (3, 0, 0)"),
        "{}",
        o.stdout
    );
    assert!(
        o.stdout
            .contains("at x = (0, 0), g = (−2, 0) → class 2, but g′ = (2, 0) → class 1"),
        "{}",
        o.stdout
    );
    // the same question asked the other way, with the options as in the exam
    let both = with_ask(
        "exercises/equivalent-classifiers/upv-2023-01-26-q2.yaml",
        "[equivalent, not_equivalent]",
        "",
    );
    assert_eq!(answers_of(&both), json!({"equivalent": [1, 2, 3], "not_equivalent": 4}));
}

#[test]
fn all_the_above_options() {
    // Every set is 2·w or w + (1, 1): the `all` option is the answer to both questions.
    let spec = "kind: equivalent-classifiers\nweights: { 1: [0, 1], 2: [1, 0] }\n\
                options:\n  - { 1: [0, 2], 2: [2, 0] }\n  - { 1: [1, 2], 2: [2, 1] }\n  - all\n  - none\n\
                ask: [equivalent, not_equivalent]\n";
    assert_eq!(answers_of(spec), json!({"equivalent": 3, "not_equivalent": 3}));
    // Neither set is equivalent (a = −1, and swapped): `none` answers both.
    let spec = "kind: equivalent-classifiers\nweights: { 1: [0, 1], 2: [1, 0] }\n\
                options:\n  - { 1: [0, -1], 2: [-1, 0] }\n  - { 1: [1, 0], 2: [0, 1] }\n  - all\n  - none\n\
                ask: [equivalent, not_equivalent]\n";
    assert_eq!(answers_of(spec), json!({"equivalent": 4, "not_equivalent": 4}));
}

// U2.3: "ε = 1/16 + 3/16 = 1/4", "ε* = 1/16 + 1/16 = 1/8"; continuous: ε = 1/2, ε* = 1/4.
#[test]
fn seed_theoretical_and_bayes_errors() {
    let a = answers("exercises/bayes-error/upv-u23-discrete.yaml");
    assert_eq!(a["classifier_error"], json!("1/4"));
    assert_eq!(a["bayes_error"], json!("1/8"));
    assert_eq!(a["bayes_decisions"], json!(["1", "1", "2", "2"]));
    let o = mlex(&["render", "exercises/bayes-error/upv-u23-discrete.yaml", "--solutions"]);
    assert!(o.stdout.contains("= 1/16 + 3/16 = 1/4, so **ε = 1/4**"), "{}", o.stdout);
    assert!(
        o.stdout.contains("= 1/16 + 1/16 = 1/8, so **$\\varepsilon^*$ = 1/8**"),
        "{}",
        o.stdout
    );
    // in HTML the answer stays bold, with the star as a superscript of ε (it used to become
    // italic with the star moved: `**ε* = 1/8**` is not bold in Markdown)
    let h = mlex(&[
        "render",
        "exercises/bayes-error/upv-u23-discrete.yaml",
        "--solutions",
        "--format",
        "html",
    ]);
    assert!(
        h.stdout
            .contains("<strong><math><msup><mi>ε</mi><mo>∗</mo></msup></math> = 1/8</strong>"),
        "{}",
        h.stdout
    );
    // the row with P(x) = 0 is shown and contributes 0
    assert!(
        o.stdout.contains("| 1 | 1 | 0 | 0 | 1 | 2 | 0 | 0 · 0 = 0 |"),
        "{}",
        o.stdout
    );
    let a = answers("exercises/bayes-error/upv-u23-continuous.yaml");
    assert_eq!(a["classifier_error"], json!("1/2"));
    assert_eq!(a["bayes_error"], json!("1/4"));
}

// 2023_01_17 Question 2: "ε* = 0.65" (interval 4); 2022_01_27 Question 3: "ε = 0.70" (3).
#[test]
fn seed_error_interval_questions() {
    assert_eq!(
        answers("exercises/bayes-error/upv-2023-01-17-q2.yaml")["bayes_error"],
        json!(4)
    );
    assert_eq!(
        answers("exercises/bayes-error/upv-2022-01-27-q3.yaml")["classifier_error"],
        json!(3)
    );
    // The values behind the options, with the ties of the last row listed.
    let spec = with_ask(
        "exercises/bayes-error/upv-2023-01-17-q2.yaml",
        "[bayes_error, row_errors, bayes_decisions]",
        "",
    );
    let a = answers_of(&spec);
    assert_eq!(a["bayes_error"], json!(0.65));
    assert_eq!(a["row_errors"], json!([0, 0.05, 0.18, 0.42]));
    assert_eq!(a["bayes_decisions"][3], json!({"class": "2", "tied": ["2", "3", "4"]}));
    let spec = with_ask(
        "exercises/bayes-error/upv-2022-01-27-q3.yaml",
        "[classifier_error, classifier_row_errors]",
        "",
    );
    let a = answers_of(&spec);
    assert_eq!(a["classifier_error"], json!(0.7));
    assert_eq!(a["classifier_row_errors"], json!([0.18, 0, 0.28, 0.24]));
    let o = mlex(&["render", "exercises/bayes-error/upv-2023-01-17-q2.yaml", "--solutions"]);
    assert!(o.stdout.contains("The value is 0.65: interval D."), "{}", o.stdout);
}

#[test]
fn a_printed_value_behind_an_option_is_checked() {
    let text =
        std::fs::read_to_string(super::root().join("exercises/bayes-error/upv-2023-01-17-q2.yaml")).expect("read");
    let wrong = text.replace("{ value: 0.65 }", "{ value: 0.6 }");
    assert_ne!(text, wrong);
    let o = mlex_stdin(&["validate", "-"], &wrong);
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(o.stderr.contains("stated `0.6`, computed `0.65`"), "{}", o.stderr);
    // and the option number is still accepted
    let option = text.replace("{ value: 0.65 }", "4");
    assert_eq!(mlex_stdin(&["validate", "-"], &option).code, 0);
}

// U2.3: "ε̂ = 100/2000 = 0.05", "r̂ = 1.96·√(0.05·0.95/2000) = 0.01", "I = [0.04, 0.06]".
// mpmath: r̂ = 0.0095518584579…, I = [0.0404481…, 0.0595518…].
#[test]
fn seed_holdout_interval() {
    let a = answers("exercises/holdout/upv-u23-example.yaml");
    assert_eq!(a["error_rate"], json!(0.05));
    assert_eq!(a["radius"], json!(0.0096));
    assert_eq!(a["interval"], json!([0.0404, 0.0596]));
    let five = with_ask(
        "exercises/holdout/upv-u23-example.yaml",
        "[radius, interval]",
        "digits: 5\n",
    );
    let a = answers_of(&five);
    assert_eq!(a["radius"], json!(0.00955));
    assert_eq!(a["interval"], json!([0.04045, 0.05955]));
}

// 2022_01_13 Question 2: "M = 6147" (1.96²·0.2·0.8/0.01² = 6146.56, Python fractions).
// ε = 0.2, z = 2, r = 0.02: exactly 1600 (math.ceil of the float expression gives 1601).
#[test]
fn minimum_test_sizes_are_exact() {
    assert_eq!(
        answers("exercises/holdout/upv-2022-01-13-q2.yaml")["min_test_size"],
        json!(4)
    );
    let spec = with_ask("exercises/holdout/upv-2022-01-13-q2.yaml", "[min_test_size]", "");
    assert_eq!(answers_of(&spec)["min_test_size"], json!(6147));
    assert_eq!(
        answers("exercises/holdout/exact-bound.yaml")["min_test_size"],
        json!(1600)
    );
}

#[test]
fn an_interval_below_zero_is_clipped_and_says_so() {
    // mpmath: 2.576·√(0.01·0.99/100) = 0.0256309, so ε̂ − r̂ = −0.0156 < 0.
    let a = answers("exercises/holdout/clipped-interval.yaml");
    assert_eq!(a["radius"], json!(0.0256));
    assert_eq!(a["interval"], json!([0, 0.0356]));
    let o = mlex(&["render", "exercises/holdout/clipped-interval.yaml", "--solutions"]);
    assert!(o.stdout.contains("= [−0.0156, 0.0356]"), "{}", o.stdout);
    assert!(
        o.stdout.contains("is below 0: the interval is clipped at 0"),
        "{}",
        o.stdout
    );
    // An exact radius: ε̂ = 1/2, M = 100, r = 1.96·√(1/400) = 0.098 (by hand).
    let a = answers_of("kind: holdout\nerrors: 50\ntest_size: 100\n");
    assert_eq!(a["radius"], json!(0.098));
    assert_eq!(a["interval"], json!([0.402, 0.598]));
}

// U2.1, the Iris problem. mpmath at 40 digits (see src/models/gaussian.rs): roots
// 0.522929200305541 and 2.087187349811009, P(setosa | 2) = 0.894002920395523. The seed rounds
// the coefficients first and prints 0.53 and 2.09; "P(setosa | 2) is 0.89".
#[test]
fn seed_setosa_boundary_regions_and_posterior() {
    let a = answers("exercises/gaussian-boundary/upv-u21-setosa.yaml");
    assert_eq!(a["boundary"], json!([0.5229, 2.0872]));
    assert_eq!(
        a["regions"],
        json!({"setosa": [[0.5229, 2.0872]], "non-setosa": [[0, 0.5229], [2.0872, "inf"]]})
    );
    assert_eq!(a["posterior"], json!({"setosa": 0.894, "non-setosa": 0.106}));
    // at two decimals, the setosa region is (0.52, 2.09)
    let two = with_ask(
        "exercises/gaussian-boundary/upv-u21-setosa.yaml",
        "[regions, { posterior: 2 }]",
        "digits: 2\n",
    );
    let a = answers_of(&two);
    assert_eq!(a["regions"]["setosa"], json!([[0.52, 2.09]]));
    assert_eq!(a["posterior"]["setosa"], json!(0.89));
    // the printed 0.53 is marked as a known erratum: validate passes it, counts it, and the
    // worksheet notes it with the erratum's reason (tests/cli/stated.rs unmarks it)
    let o = mlex(&["validate", "exercises/gaussian-boundary/upv-u21-setosa.yaml"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("; 2 known errata)"), "{}", o.stdout);
    let r = mlex(&[
        "render",
        "exercises/gaussian-boundary/upv-u21-setosa.yaml",
        "--solutions",
    ]);
    assert!(
        r.stdout
            .contains("The source gives `[0.53, 2.09]`; the exact answer is `[0.5229, 2.0872]` (the notes round the quadratic's coefficients to two decimals before solving, which moves the first root from 0.52293 to 0.5257)."),
        "{}",
        r.stdout
    );
    // the notes' quadratic, −16.56x² + 43.25x − 18.16 at two decimals (mpmath above)
    assert!(r.stdout.contains("−16.5574x² + 43.2168x − 18.0716 = 0"), "{}", r.stdout);
}

#[test]
fn normal_classes_exact_none_and_three_classes() {
    // Equal priors and σ: the midpoint 1.5, exactly; posteriors 1/2 there (by hand).
    let a = answers("exercises/gaussian-boundary/equal-spread.yaml");
    assert_eq!(a["boundary"], json!([1.5]));
    assert_eq!(a["posterior"], json!({"a": 0.5, "b": 0.5}));
    assert_eq!(a["classify"], json!(["a", "b"]));
    // 2·e^{3x²/8} ≥ 2 (by hand): no boundary, the narrow class never wins.
    let a = answers("exercises/gaussian-boundary/no-boundary.yaml");
    assert_eq!(a["boundary"], json!("none"));
    assert_eq!(a["regions"], json!({"wide": [["-inf", "inf"]], "narrow": []}));
    // By hand: 1.5 + ln(2)/3 = 1.731049, 3 + ln(2)/6 = 3.115525, 4.5; mpmath posteriors at 3:
    // 0.0215014, 0.9677479, 0.0107507.
    let a = answers("exercises/gaussian-boundary/three-classes.yaml");
    assert_eq!(a["boundary"], json!({"1-2": [1.731], "1-3": [3.1155], "2-3": ["9/2"]}));
    assert_eq!(
        a["regions"],
        json!({"1": [["-inf", 1.731]], "2": [[1.731, "9/2"]], "3": [["9/2", "inf"]]})
    );
    assert_eq!(a["posterior"], json!({"1": 0.0215, "2": 0.9677, "3": 0.0108}));
}

// Where every class has the same (x − μ)²/(2σ²), the posteriors are rational (P(c)/σ over their
// sum): written exactly, shown without trailing zeros, and a rounded 0.3333 is still right. By
// hand for the three classes at x = 1: (x − μ)²/(2σ²) = 1/2, 1/2, 4/8 and P(c)/σ = 1/4 each.
#[test]
fn posteriors_at_an_exact_tie_are_exact() {
    let three = "kind: gaussian-boundary\nid: tie3\nclasses:\n  a: { prior: 1/4, mean: 0, std: 1 }\n  \
                 b: { prior: 1/4, mean: 2, std: 1 }\n  c: { prior: 1/2, mean: 3, std: 2 }\n\
                 ask:\n  - posterior: 1\n  - classify: 1\n";
    let a = answers_of(three);
    assert_eq!(a["posterior"], json!({"a": "1/3", "b": "1/3", "c": "1/3"}));
    assert_eq!(a["classify"], json!({"class": "a", "tied": ["a", "b", "c"]}));
    let dir = super::scratch("exact-tie");
    let spec = dir.join("tie3.yaml");
    std::fs::write(&spec, three).unwrap();
    let given = dir.join("given.yaml");
    std::fs::write(&given, "posterior: { a: 0.3333, b: 1/3, c: 0.33333 }\nclassify: c\n").unwrap();
    let o = mlex(&["check", spec.to_str().unwrap(), given.to_str().unwrap()]);
    assert_eq!(o.code, 0, "{}{}", o.stdout, o.stderr);
    assert!(o.stdout.contains("score: 2 / 2"), "{}", o.stdout);
    // 0.333 is not ⅓ at the 4 decimals the exercise asks for
    std::fs::write(&given, "posterior: { a: 0.333, b: 1/3, c: 1/3 }\nclassify: c\n").unwrap();
    let o = mlex(&["check", spec.to_str().unwrap(), given.to_str().unwrap()]);
    assert!(o.stdout.contains("    `a` is wrong\n"), "{}", o.stdout);
    // the worked classification says that the three tie, as the answer does
    let o = mlex(&["render", spec.to_str().unwrap(), "--solutions"]);
    assert!(
        o.stdout.contains(
            "At x = 1: P(a | x) = 0.3333, P(b | x) = 0.3333, P(c | x) = 0.3333 ⇒ **a**. (a tie between classes a, b, c"
        ),
        "{}",
        o.stdout
    );
    // the shipped equal-spread exercise: ½ at the midpoint, shown as 0.5, not 0.5000
    let o = mlex(&["render", "exercises/gaussian-boundary/equal-spread.yaml", "--solutions"]);
    assert!(o.stdout.contains("P(a | 1.5) = "), "{}", o.stdout);
    assert!(o.stdout.contains(" = **0.5**"), "{}", o.stdout);
    assert!(!o.stdout.contains("0.5000"), "{}", o.stdout);
}

#[test]
fn extreme_points_do_not_overflow() {
    // Far in the tails the posteriors are 0 and 1 (log-sum-exp); no panic, no overflow. By
    // hand: at x = −10⁶, ln p(x | a) ≈ −(10⁶)²/(2·10⁻⁶) = −5·10¹⁷ and ln p(x | b) ≈
    // −(2·10⁶)²/(2·10⁶) = −2·10⁶, so b wins there too.
    let spec = "kind: gaussian-boundary\nclasses:\n  a: { prior: 0.5, mean: 0, std: 0.001 }\n  \
                b: { prior: 0.5, mean: 1000000, std: 1000 }\nask: [boundary, { posterior: [-1000000, 1000000] }, { classify: 1e6 }]\n";
    let a = answers_of(spec);
    assert_eq!(a["posterior"], json!([{"a": 0.0, "b": 1.0}, {"a": 0.0, "b": 1.0}]));
    assert_eq!(a["classify"], json!("b"));
    assert!(a["boundary"].is_array(), "{a}");
}

/// The words of `english` left in the Italian worksheets (with solutions) of `stems`
/// (`KIND/STEM`; the spec's own title, statement and source left out), and that the list does
/// find the English rendering's words (a list that matches nothing proves nothing).
fn assert_no_english_left(stems: &[&str], english: &[&str]) {
    for stem in stems {
        let text = super::golden::solved_in(stem, "it");
        let left = super::golden::english_left(&text, english);
        assert!(left.is_empty(), "{stem}: English left: {left:?}\n{text}");
        let en = super::golden::solved_in(stem, "en");
        assert!(super::golden::english_left(&en, english).len() > 10, "{stem}");
    }
}

/// The Italian `holdout` worksheets keep no English word of the kind's template and sentences
/// (the exercises with choices are left out: the note under a chosen option is shared by every
/// kind, `exercise.rs`).
#[test]
fn italian_holdout_worksheets_have_no_english_left() {
    assert_no_english_left(
        &[
            "holdout/clipped-interval",
            "holdout/exact-bound",
            "holdout/upv-u23-example",
        ],
        &[
            "the",
            "of",
            "is",
            "on",
            "at",
            "for",
            "and",
            "classifier",
            "makes",
            "errors",
            "error",
            "set",
            "samples",
            "rate",
            "measured",
            "estimated",
            "confidence",
            "interval",
            "may",
            "have",
            "radius",
            "most",
            "estimate",
            "compute",
            "give",
            "what",
            "minimum",
            "number",
            "not",
            "exceed",
            "large",
            "approximately",
            "normal",
            "so",
            "with",
            "size",
            "square",
            "root",
            "computed",
            "digits",
            "shown",
            "proven",
            "rounded",
            "below",
            "above",
            "clipped",
            "given",
            "bound",
            "whole",
            "smallest",
            "any",
            "least",
            "one",
            "needed",
            "too",
            "questions",
            "solution",
            "answers",
        ],
    );
}

/// The Italian `bayes-error` worksheets keep no English word of the kind's template and sentences
/// (the two exercises with choices left out, as for holdout).
#[test]
fn italian_bayes_error_worksheets_have_no_english_left() {
    assert_no_english_left(
        &[
            "bayes-error/upv-u23-discrete",
            "bayes-error/upv-u23-continuous",
            "bayes-error/upv-u23-continuous-decisions",
            "bayes-error/upv-u23-row-errors",
        ],
        &[
            "the",
            "of",
            "and",
            "with",
            "to",
            "for",
            "theoretical",
            "knowledge",
            "classes",
            "class",
            "density",
            "constant",
            "each",
            "interval",
            "posteriors",
            "decision",
            "given",
            "classifier",
            "give",
            "every",
            "compute",
            "error",
            "table",
            "contribution",
            "contributions",
            "maximum",
            "contributes",
            "ties",
            "tie",
            "tied",
            "any",
            "same",
            "takes",
            "first",
            "values",
            "nothing",
            "whatever",
            "decisions",
            "order",
            "so",
            "row",
            "questions",
            "solution",
            "answers",
        ],
    );
}

/// The Italian `discriminants` worksheets keep no English word of the kind's template, its
/// regions table (`decision.rs`) and hints. The classification and boundary lines are
/// perceptron.rs's (`Linear`, shared with the perceptron kinds), so their words are not listed.
#[test]
fn italian_discriminants_worksheets_have_no_english_left() {
    assert_no_english_left(
        &[
            "discriminants/upv-u21-example",
            "discriminants/hidden-class",
            "discriminants/two-features",
            "discriminants/upv-2023-01-26-test-sample",
        ],
        &[
            // not "the", "of", "and", "classes", "regions", "between", "tie", "decision", "boundary",
            // "line", "wins", "where", "all", "class", "is": words of `Linear`'s lines too
            "discriminant",
            "functions",
            "function",
            "homogeneous",
            "notation",
            "one",
            "column",
            "threshold",
            "weight",
            "takes",
            "values",
            "classify",
            "point",
            "points",
            "compute",
            "value",
            "every",
            "find",
            "each",
            "pair",
            "determine",
            "region",
            "classification",
            "boundaries",
            "for",
            "with",
            "their",
            "equal",
            "over",
            "others",
            "split",
            "into",
            "intervals",
            "inside",
            "largest",
            "decides",
            "interval",
            "never",
            "questions",
            "solution",
            "answers",
        ],
    );
}

/// The Italian `gaussian-boundary` worksheets keep no English word of the kind's template,
/// derivations, regions table and hints. (Not "and": the list of points a question names,
/// `x = −1 and 4`, is written by src/render/worksheet.rs for every kind.)
#[test]
fn italian_gaussian_boundary_worksheets_have_no_english_left() {
    assert_no_english_left(
        &[
            "gaussian-boundary/equal-spread",
            "gaussian-boundary/no-boundary",
            // (not upv-u21-setosa: its note on the source says why in the spec's own words)
            "gaussian-boundary/three-classes",
        ],
        &[
            "the",
            "of",
            "is",
            "with",
            "classes",
            "class",
            "prior",
            "conditional",
            "density",
            "normal",
            "mean",
            "deviation",
            "takes",
            "values",
            "find",
            "decision",
            "boundary",
            "between",
            "determine",
            "regions",
            "compute",
            "posterior",
            "probability",
            "every",
            "classify",
            "decides",
            "largest",
            "that",
            "probabilities",
            "classification",
            "equal",
            "where",
            "coefficients",
            "shown",
            "rounded",
            "decimals",
            "solution",
            "computed",
            "from",
            "exact",
            "logarithms",
            "square",
            "roots",
            "more",
            "digits",
            "than",
            "are",
            "each",
            "digit",
            "proven",
            "split",
            "line",
            "into",
            "intervals",
            "point",
            "inside",
            "wins",
            "taking",
            "factor",
            "cancels",
            "deviations",
            "equation",
            "linear",
            "curves",
            "touch",
            "without",
            "crossing",
            "larger",
            "both",
            "sides",
            "tie",
            "there",
            "but",
            "region",
            "changes",
            "real",
            "no",
            "everywhere",
            "never",
            "holds",
            "two",
            "weighted",
            "densities",
            "identical",
            "too",
            "large",
            "questions",
            "answers",
            "interval",
        ],
    );
}

/// The Italian `decision-rules` worksheets keep no English word of the kind's template, rule
/// reductions and hints (the exercise with choices left out, as for holdout; not "candidate" and
/// "decide", which are Italian words too).
#[test]
fn italian_decision_rules_worksheets_have_no_english_left() {
    assert_no_english_left(
        &["decision-rules/three-classes"],
        &[
            "the",
            "of",
            "and",
            "is",
            "joint",
            "distribution",
            "classes",
            "priors",
            "class",
            "likelihoods",
            "rules",
            "rule",
            "compute",
            "posteriors",
            "by",
            "every",
            "give",
            "decision",
            "each",
            "error",
            "which",
            "are",
            "minimum",
            "on",
            "these",
            "probabilities",
            "numbers",
            "not",
            "if",
            "all",
            "them",
            "from",
            "table",
            "so",
            "with",
            "at",
            "ties",
            "tied",
            "any",
            "same",
            "takes",
            "first",
            "reduced",
            "comparison",
            "makes",
            "increasing",
            "compares",
            "its",
            "argument",
            "no",
            "logarithm",
            "evaluated",
            "positive",
            "factor",
            "term",
            "that",
            "does",
            "depend",
            "changes",
            "nothing",
            "minus",
            "sign",
            "turns",
            "into",
            "tie",
            "order",
            "taken",
            "general",
            "happens",
            "well",
            "decisions",
            "errors",
            "sum",
            "logs",
            "product",
            "multiplying",
            "score",
            "change",
            "reverses",
            "becomes",
            "largest",
            "where",
            "function",
            "posterior",
            "equal",
            "decides",
            "unequal",
            "some",
            "otherwise",
            "picks",
            "least",
            "probable",
            "maximum",
            "unless",
            "equally",
            "prefers",
            "under",
            "unlikely",
            "ignores",
            "always",
            "most",
            "only",
            "when",
            "also",
            "alike",
            "distribution",
            "questions",
            "solution",
            "answers",
        ],
    );
}

/// Issue 43 (worked by hand): g = (−x, 0, x) — class 1 wins for x < 0, class 3 for x > 0, class
/// 2 nowhere — so of the three pairwise boundaries, all at x = 0, only 1–3 is where two regions
/// meet; the worked solution said "the regions of the two classes meet at x = 0" for every pair
/// while it also said R₂ = ∅. In Italian too, and with two features (g = (x₁, 0, −x₁)).
#[test]
fn a_boundary_of_the_regions_only_where_two_regions_meet() {
    let sheet = |weights: &str, ask: &str, lang: &str| {
        let spec = format!("kind: discriminants\nweights: {weights}\nask: [{ask}]\n");
        let o = mlex_stdin(&["render", "-", "--solutions", "--lang", lang], &spec);
        assert_eq!(o.code, 0, "{}", o.stderr);
        o.stdout
    };
    let s = sheet("{1: [0, -1], 2: [0, 0], 3: [0, 1]}", "boundaries, regions", "en");
    let elsewhere = "not a boundary of the decision regions: other classes tie with these two there, and the regions on its two sides are those of 1 and 3";
    assert!(
        s.contains(&format!("g₁(x) = g₂(x): −x = 0 ⇒ x = 0 — {elsewhere}.")),
        "{s}"
    );
    assert!(
        s.contains("g₁(x) = g₃(x): −x = x ⇒ x = 0 — the regions of the two classes meet at x = 0."),
        "{s}"
    );
    assert!(
        s.contains(&format!("g₂(x) = g₃(x): 0 = x ⇒ x = 0 — {elsewhere}.")),
        "{s}"
    );
    assert!(s.contains("R₂ = ∅"), "{s}");
    assert_eq!(s.matches("meet at").count(), 1, "{s}");
    let s = sheet("{1: [0, -1], 2: [0, 0], 3: [0, 1]}", "boundaries", "it");
    assert!(s.contains("le regioni ai suoi due lati sono quelle di 1 e 3"), "{s}");
    let s = sheet("{1: [0, 1, 0], 2: [0, 0, 0], 3: [0, -1, 0]}", "boundaries", "en");
    assert_eq!(s.matches(elsewhere).count(), 2, "{s}");
    assert!(
        s.contains("g₁(x) = g₃(x): x₁ = −x₁ ⇒ x₁ = 0 — a boundary of the decision regions along the whole line."),
        "{s}"
    );
}

/// Issue 43 (worked by hand): the reference g = (x, 0) decides class 1 for x > 0 and class 2 for
/// x < 0; the options g′ = (0, 0) and g′ = (5, 5) tie at every x, so they decide no class
/// anywhere and neither is equivalent (a = 0); mlex said `equivalent: [1, 2]`. With three
/// classes, g′ = (x, −x, x) (w′₁ = w′₃) ties 1 and 3 wherever x > 0, where g = (x, −x, −1)
/// decides 1; g′₃ = −5 only changes a class that never wins, which stays equivalent.
#[test]
fn an_option_that_ties_on_an_open_set_is_not_equivalent() {
    let a = answers_of(
        "kind: equivalent-classifiers\nweights: { 1: [0, 1], 2: [0, 0] }\noptions:\n  - { 1: [0, 0], 2: [0, 0] }\n  - { 1: [5, 0], 2: [5, 0] }\n  - { 1: [0, 2], 2: [0, 0] }\nask: [equivalent, not_equivalent]\n",
    );
    assert_eq!(a["equivalent"], json!(3));
    assert_eq!(a["not_equivalent"], json!([1, 2]));
    let a = answers_of(
        "kind: equivalent-classifiers\nweights: { 1: [0, 1], 2: [0, -1], 3: [-1, 0] }\noptions:\n  - { 1: [0, 1], 2: [0, -1], 3: [0, 1] }\n  - { 1: [0, 1], 2: [0, -1], 3: [-5, 0] }\nask: [equivalent, not_equivalent]\n",
    );
    assert_eq!(a["equivalent"], json!(2));
    assert_eq!(a["not_equivalent"], json!(1));
    let o = mlex_stdin(
        &["render", "-", "--solutions"],
        "kind: equivalent-classifiers\nweights: { 1: [0, 1], 2: [0, 0] }\noptions:\n  - { 1: [0, 0], 2: [0, 0] }\n  - { 1: [0, 2], 2: [0, 0] }\nask: [equivalent]\n",
    );
    assert!(
        o.stdout.contains("**not equivalent**: at x = (−1), g = (−1, 0) → class 2, but g′ = (0, 0) → classes 1, 2 tie, as their discriminants are the same vector"),
        "{}",
        o.stdout
    );
}
