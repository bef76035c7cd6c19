//! `decision-rules` (seed 003, U2.1, exam 2022_02_03): candidate rules written as formulas,
//! their decisions and errors, and which are minimum-error. The seed's question has no numbers;
//! every value below was computed independently with Python's `fractions` (the script is in the
//! comments of the exercise files: p(x, c) = p(c)p(x|c), p(c|x) = p(x, c)/p(x),
//! ε = Σₓ p(x) − p(x, c(x)), ties to the first class), or by hand where said.

use serde_json::json;

use super::{answers, mlex, mlex_stdin};

const SEED: &str = "exercises/decision-rules/upv-2022-02-03.yaml";
const THREE: &str = "exercises/decision-rules/three-classes.yaml";

/// The answers of a spec read from standard input, as JSON.
fn answers_of(spec: &str) -> serde_json::Value {
    let o = mlex_stdin(&["solve", "-", "--json"], spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let all: serde_json::Value = serde_json::from_str(&o.stdout).expect("JSON");
    all[0]["answers"].clone()
}

/// A shipped exercise with its `ask` and `stated` replaced.
fn with_ask(path: &str, ask: &str) -> String {
    let text = std::fs::read_to_string(super::root().join(path)).expect("read");
    let head = text.split("\nask:").next().expect("has ask").to_string();
    format!("{head}\nask: {ask}\n")
}

// 2022_02_03: "Solution: Option 2." On our numbers (priors 0.4, 0.6; p(x|1) = 0.5, 0.3, 0.2;
// p(x|2) = 0.1, 0.3, 0.6), Python fractions: p(x) = 13/50, 3/10, 11/25; posteriors (10/13,
// 3/13), (2/5, 3/5), (2/11, 9/11); ε* = 13/50; argmin p(x, c) decides 2, 1, 1, ε = 37/50.
#[test]
fn seed_question_rule_two_is_not_minimum_error() {
    let a = answers(SEED);
    assert_eq!(a["not_minimum_error"], json!(2));
    assert_eq!(
        a["posteriors"],
        json!([["10/13", "3/13"], [0.4, 0.6], ["2/11", "9/11"]])
    );
    assert_eq!(
        a["decisions"],
        json!([["1", "2", "2"], ["2", "1", "1"], ["1", "2", "2"]])
    );
    assert_eq!(a["errors"], json!([0.26, 0.74, 0.26]));
    assert_eq!(a["bayes_error"], json!(0.26));
    // the value behind the option, and its complement
    let v = answers_of(&with_ask(SEED, "[minimum_error, not_minimum_error]"));
    assert_eq!(v["minimum_error"], json!([1, 3]));
    assert_eq!(v["not_minimum_error"], json!(2));
    let o = mlex(&["render", SEED, "--solutions"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    for line in [
        r"**Rule 2:** c₂(x) = $\operatorname{argmax}_c$ −log p(x, c) ⟺ **$\operatorname{argmin}_c$ p(x, c)**",
        "Rules 1 and 3 compare the same thing up to an increasing function: they decide alike for every distribution.",
        "Not minimum-error: it picks the least probable class a posteriori",
        "**Option:** B (2).",
    ] {
        assert!(o.stdout.contains(line), "missing {line:?} in:\n{}", o.stdout);
    }
}

// Our joint table, Python fractions: priors 0.4, 0.35, 0.25; ε* = 9/20 with classes 1 and 2
// tied at x = (1, 1); ε = 3/5, 9/20, 12/25, 9/20, 9/20, 9/20.
#[test]
fn three_classes_from_a_joint_table() {
    let a = answers(THREE);
    assert_eq!(a["errors"], json!([0.6, 0.45, 0.48, 0.45, 0.45, 0.45]));
    assert_eq!(a["bayes_error"], json!(0.45));
    assert_eq!(a["minimum_error"], json!([2, 4, 5, 6]));
    assert_eq!(a["not_minimum_error"], json!([1, 3]));
    let tie = json!({"class": "1", "tied": ["1", "2"]});
    assert_eq!(a["decisions"][3], json!(["1", "2", "3", tie]));
    assert_eq!(a["decisions"][2], json!(["1", "2", "3", "3"]));
    let p = answers_of(&with_ask(THREE, "[posteriors]"));
    // p(c|x) at x = (1, 1): 0.10, 0.10, 0.07 over 0.27
    assert_eq!(p["posteriors"][3], json!(["10/27", "10/27", "7/27"]));
    let o = mlex(&["render", THREE, "--solutions"]);
    for line in [
        // the likelihoods derived from the joint table: p(x|2) = 0.05/0.35 = 1/7 …
        "| (0, 0) | 0.5 | 1/7 | 0.16 |",
        // argmax p(x|c) agrees with the Bayes rule here, not in general
        "On these numbers it happens to decide as well as the Bayes rule.",
        r"**Rule 5:** c₅(x) = $\operatorname{argmax}_c$ 2 log p(x|c) + 2 log p(c) ⟺ **$\operatorname{argmax}_c$ p(x, c)**",
        r"**Rule 6:** c₆(x) = $\operatorname{argmin}_c$ −log p(x, c) ⟺ **$\operatorname{argmax}_c$ p(x, c)**",
    ] {
        assert!(o.stdout.contains(line), "missing {line:?} in:\n{}", o.stdout);
    }
}

#[test]
fn shipped_exercises_validate() {
    let o = mlex(&["validate", "exercises/decision-rules"]);
    assert_eq!(o.code, 0, "{}\n{}", o.stdout, o.stderr);
    assert!(o.stdout.contains("5 stated answers agree"), "{}", o.stdout);
    // a wrong stated answer is a disagreement (exit 1) at its place
    let spec = with_ask(SEED, "[errors]") + "stated:\n  errors: [0.26, 0.26, 0.26]\n";
    let o = mlex_stdin(&["validate", "-"], &spec);
    assert_eq!(o.code, 1, "{}\n{}", o.stdout, o.stderr);
}

// Equal priors, fractions in: p(x|1) = (1/2, 1/2), p(x|2) = (1/4, 3/4). By hand: p(x) = 3/8,
// 5/8; p(c|x) = (2/3, 1/3), (2/5, 3/5); ε* = 3/8·1/3 + 5/8·2/5 = 3/8. argmax p(c) ties
// everywhere and takes class 1: ε = 3/8·1/3 + 5/8·3/5 = 1/2. argmax p(x|c) is the Bayes rule
// (equal priors). argmax 1/p(x|c) = argmin p(x|c): 2, 1 with ε = 3/8·2/3 + 5/8·3/5 = 5/8.
#[test]
fn equal_priors_ties_and_fractions() {
    let spec = r#"kind: decision-rules
priors: ["1/2", "1/2"]
likelihoods: { 1: ["1/2", "1/2"], 2: ["1/4", "3/4"] }
rules: ["argmax p(c)", "argmax_c P(x | c)", "argmax 1/p(x|c)", "argmax ln p(c|x) + 3"]
ask: [decisions, errors, bayes_error, minimum_error]
"#;
    let a = answers_of(spec);
    let tie = json!({"class": "1", "tied": ["1", "2"]});
    assert_eq!(a["decisions"][0], json!([tie, tie]));
    assert_eq!(a["decisions"][2], json!(["2", "1"]));
    assert_eq!(a["errors"], json!(["1/2", "3/8", "5/8", "3/8"]));
    assert_eq!(a["bayes_error"], json!("3/8"));
    assert_eq!(a["minimum_error"], json!([2, 4]));
}

// A zero likelihood: −log 0 = +∞ wins the argmax, and nothing infinite is computed.
// p(x|1) = (0, 1), p(x|2) = (1/2, 1/2), equal priors; by hand at x = 1: p(x, c) = (0, 1/4), so
// argmax −log p(x, c) = argmin p(x, c) picks class 1 with error 1/4; at x = 2: (1/2, 1/4)
// → class 2 with error 1/2: ε = 3/4, ε* = 1/4.
#[test]
fn log_of_zero_compares_as_zero() {
    let spec = r#"kind: decision-rules
priors: ["1/2", "1/2"]
likelihoods: { 1: [0, 1], 2: ["1/2", "1/2"] }
rules: ["argmax -log p(x,c)"]
ask: [decisions, errors, bayes_error]
"#;
    let a = answers_of(spec);
    assert_eq!(a["decisions"], json!([["1", "2"]]));
    assert_eq!(a["errors"], json!(["3/4"]));
    assert_eq!(a["bayes_error"], json!("1/4"));
}

/// Checks `answers` against `spec`: exit status 1 and every line of `want` in the report.
fn report(spec: &str, answers: &str, want: &[&str]) {
    let o = mlex(&["check", spec, &format!("tests/answers/{answers}.yaml")]);
    assert_eq!(o.code, 1, "{answers}:\n{}\n{}", o.stdout, o.stderr);
    for w in want {
        assert!(
            o.stdout.lines().any(|l| l == *w),
            "{answers}: missing line {w:?} in:\n{}",
            o.stdout
        );
    }
}

#[test]
fn check_carries_a_wrong_decision_forward() {
    report(
        THREE,
        "decision-rules-carried",
        &[
            "~ decisions          partly right   0.96 / 1",
            "    row 3, column 4 is wrong",
            "~ errors             consistent     0.83 / 1",
            "    consistent with your answer to `decisions` (error carried forward)",
            "✓ bayes_error        right             1 / 1",
            "~ minimum_error      consistent      0.5 / 1",
            "    consistent with your answer to `errors` (error carried forward)",
            "✗ not_minimum_error  wrong             0 / 1   these are the rules that are minimum-error for every distribution; on these numbers, compare each rule's ε with ε*",
            "score: 3.29 / 5",
        ],
    );
}

#[test]
fn check_spots_errors_summed_without_p_x() {
    let hint = "the errors seem summed without p(x): each x's error 1 − p(c(x)|x) is weighted by its probability p(x)";
    report(
        SEED,
        "decision-rules-unweighted",
        &[
            "✓ not_minimum_error  right             1 / 1",
            "✓ posteriors         right             1 / 1",
            &format!("✗ errors             wrong             0 / 1   {hint}"),
            &format!("✗ bayes_error        wrong             0 / 1   {hint}"),
            "score: 3 / 5",
        ],
    );
}
