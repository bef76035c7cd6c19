//! Seed 003 (UPV notes), U2.2, and the binary perceptron of seeds 000/001: values from the seeds
//! (cited) and from hand calculations written in the exercise files.

use serde_json::json;

use super::{answers, mlex, mlex_stdin};

#[test]
fn seed_two_sample_example_converges_in_3_iterations() {
    let a = answers("exercises/perceptron/upv-u22-example.yaml");
    assert_eq!(a["final_weights"], json!({"1": [1, -1, -1], "2": [-1, 1, 1]}));
    assert_eq!(a["iterations"], json!(3));
    assert_eq!(a["errors"], json!(0));
    assert_eq!(a["boundaries"], json!({"1-2": "x2 = -x1 + 1"}));
}

#[test]
fn seed_two_sample_example_every_row_of_the_trace_table() {
    let o = mlex(&["render", "exercises/perceptron/upv-u22-example.yaml", "--solutions"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    // The seed's table: iteration, n, w_y·x, c, w_c·x + b, updated weights (the worksheet writes true minus signs).
    let rows = [
        "| 1 | 1 | (0, 0, 0)·(1, 0, 0) = 0 | 2 | (0, 0, 0)·(1, 0, 0) + 0.1 = 0.1 |  | (−1, 0, 0) |",
        "| 1 | 1 |  |  |  | (1, 0, 0) |  |",
        "| 1 | 2 | (−1, 0, 0)·(1, 1, 1) = −1 | 1 | (1, 0, 0)·(1, 1, 1) + 0.1 = 1.1 | (0, −1, −1) |  |",
        "| 1 | 2 |  |  |  |  | (0, 1, 1) |",
        "| 2 | 1 | (0, −1, −1)·(1, 0, 0) = 0 | 2 | (0, 1, 1)·(1, 0, 0) + 0.1 = 0.1 |  | (−1, 1, 1) |",
        "| 2 | 1 |  |  |  | (1, −1, −1) |  |",
        "| 2 | 2 | (−1, 1, 1)·(1, 1, 1) = 1 | 1 | (1, −1, −1)·(1, 1, 1) + 0.1 = −0.9 |  |  |",
        "| 3 | 1 | (1, −1, −1)·(1, 0, 0) = 1 | 2 | (−1, 1, 1)·(1, 0, 0) + 0.1 = −0.9 |  |  |",
        "| 3 | 2 | (−1, 1, 1)·(1, 1, 1) = 1 | 1 | (1, −1, −1)·(1, 1, 1) + 0.1 = −0.9 |  |  |",
    ];
    let table: Vec<&str> = o
        .stdout
        .lines()
        .filter(|l| ["| 1 |", "| 2 |", "| 3 |"].iter().any(|p| l.starts_with(p)) && l.contains('('))
        .collect();
    assert_eq!(table, rows);
}

#[test]
fn seed_2023_01_26_problem() {
    let a = answers("exercises/perceptron/upv-2023-01-26.yaml");
    assert_eq!(
        a["final_weights"],
        json!({"1": [-1, 4, -10], "2": [1, -5, 0], "3": [-4, -9, 0]})
    );
    assert_eq!(a["discriminants"], json!({"1": -31, "2": -24, "3": -49}));
    assert_eq!(a["classify"], json!("2"));
    assert_eq!(a["errors"], json!(1));
}

#[test]
fn seed_2022_01_27_problem() {
    let a = answers("exercises/perceptron/upv-2022-01-27.yaml");
    assert_eq!(
        a["final_weights"],
        json!({"1": [-1, -2, -2], "2": [0, 0, 0], "3": [-2, 4, 4]})
    );
    assert_eq!(
        a["boundaries"],
        json!({"1-2": "x2 = -x1 - 0.5", "1-3": "x2 = -x1 + 1/6", "2-3": "x2 = -x1 + 0.5"})
    );
    // "the three decision regions with the two decision boundaries involved"
    let o = mlex(&["render", "exercises/perceptron/upv-2022-01-27.yaml", "--solutions"]);
    assert!(
        o.stdout.contains("x₂ = −x₁ + 1/6 — not part of the decision regions"),
        "{}",
        o.stdout
    );
}

#[test]
fn seed_2023_01_17_question_4_modifies_4_vectors() {
    let a = answers("exercises/perceptron-step/upv-2023-01-17-q4.yaml");
    assert_eq!(a["modified"], json!(4)); // option 4, whose value is 4
    assert_eq!(
        a["updated_weights"],
        json!({"1": [-3, -6, -11], "2": [-1, 2, -1], "3": [-3, -8, -9], "4": [-3, -8, -9]})
    );
}

#[test]
fn seed_2022_01_13_question_3_is_option_3() {
    assert_eq!(
        answers("exercises/perceptron-inverse/upv-2022-01-13-q3.yaml")["answer"],
        json!(3)
    );
}

#[test]
fn strict_and_non_strict_tests_give_different_traces() {
    // Hand calculation in the two exercise files.
    let strict = answers("exercises/perceptron/tie-strict.yaml");
    let loose = answers("exercises/perceptron/tie-nonstrict.yaml");
    assert_eq!(
        strict["trace"],
        json!([{"1": [0, 0], "2": [0, 0]}, {"1": [0, 0], "2": [0, 0]}])
    );
    assert_eq!(loose["trace"][0], json!({"1": [1, 1], "2": [-1, -1]}));
    assert_eq!(loose["final_weights"], json!({"1": [0, 2], "2": [0, -2]}));
    assert_ne!(strict["trace"], loose["trace"]);
}

#[test]
fn non_separable_data_stops_at_max_iterations_and_says_so() {
    let o = mlex(&["solve", "exercises/perceptron/xor-not-separable.yaml"]);
    assert_eq!(
        o.code, 0,
        "a non-converging run is a result, not an error: {}",
        o.stderr
    );
    assert!(
        o.stdout.contains("# note: Did not converge in 50 iterations"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("iterations: 50"), "{}", o.stdout);
    let r = mlex(&["render", "exercises/perceptron/xor-not-separable.yaml", "--solutions"]);
    assert!(r.stdout.contains("Did not converge in 50 iterations"), "{}", r.stdout);
}

#[test]
fn binary_perceptron_and_dual_form() {
    // Hand calculations: AND converges in 9 passes, OR in 6 (see the exercise files).
    let and = answers("exercises/binary-perceptron/and.yaml");
    assert_eq!(and["final_weights"], json!([-4, 3, 2]));
    assert_eq!(and["dual"], json!([2, 5, 4, 7]));
    let or = answers("exercises/binary-perceptron/or-dual.yaml");
    assert_eq!(or["dual"], json!([5, 2, 2, 0]));
    assert_eq!(or["final_weights"], json!([-1, 2, 2]));
    assert_eq!(or["iterations"], json!(6));
}

#[test]
fn decimals_stay_exact() {
    // 1 + 0.1 must print 1.1, never 1.1000000000000001; 1/3 stays a fraction.
    let spec = "kind: perceptron\nsamples: [{x: [1], y: a}, {x: [0.1], y: b}]\nmargin: 0.1\n\
                learning_rate: \"1/3\"\niterations: 1\nask: [final_weights]\n";
    let o = mlex_stdin(&["solve", "-"], spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    // by hand: s1 x̄=(1,1): 0+0.1 > 0 → w_b = -(1/3)(1,1), w_a = (1/3)(1,1);
    // s2 x̄=(1,1/10): g_b = -(1/3)(11/10) = -11/30, g_a + b = 11/30 + 1/10 > g_b → update.
    // w_a = (1/3, 1/3) - (1/3, 1/30) = (0, 3/10); w_b = (-1/3, -1/3) + (1/3, 1/30) = (0, -3/10)
    assert!(
        o.stdout
            .contains("final_weights: { a: [0, \"3/10\"], b: [0, \"-3/10\"] }"),
        "{}",
        o.stdout
    );
}

/// `mlex check --lang it` names the steps of a perceptron trace and gives its hints in Italian
/// (issue 18); the same report in English keeps the English ones.
#[test]
fn check_reports_name_steps_and_give_hints_in_italian() {
    let two = "tests/answers/two-iterations.spec.yaml";
    let o = mlex(&["check", two, "tests/answers/slip-at-step-2.yaml", "--lang", "it"]);
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(o.stdout.contains("(iterazione 1, campione 2)"), "{}", o.stdout);
    assert!(!o.stdout.contains("(iteration 1, sample 2)"), "{}", o.stdout);
    let o = mlex(&["check", two, "tests/answers/slip-at-step-2.yaml", "--lang", "en"]);
    assert!(o.stdout.contains("(iteration 1, sample 2)"), "{}", o.stdout);
    // the hint of the margin left out, with the exercise's b
    let spec = "exercises/perceptron/upv-u22-example.yaml";
    let o = mlex(&["check", spec, "tests/answers/margin-left-out.yaml", "--lang", "it"]);
    assert!(
        o.stdout
            .contains("sembra che il margine sia stato dimenticato: la classe c viene aggiornata quando w_cᵀx̄ + b > w_yᵀx̄ con b = 0.1"),
        "{}",
        o.stdout
    );
    assert!(!o.stdout.contains("the margin seems to be left out"), "{}", o.stdout);
}
