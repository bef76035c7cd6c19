//! The margin kinds: `svm` (seed 000), `geometric-margin` and `least-squares` (seed 001),
//! `surrogate-losses` (seed 002), `multiclass-scheme` (seed 001). Expected values come from the
//! seeds and from calculations by hand or with Python (cited at each value), never from mlex.

use serde_json::json;

use super::{answers, files, mlex, mlex_stdin, rel};

#[test]
fn hard_margin_on_four_points_of_a_line() {
    // The example, by hand: ω = 2, b = −1, margin 1, support vectors 2 and 3,
    // α = (0, 2, 2, 0) in the seed's form w = Σ αᵢyᵢxᵢ.
    let a = answers("exercises/svm/seed000-four-points.yaml");
    assert_eq!(a["weights"], json!([2]));
    assert_eq!(a["bias"], json!(-1));
    assert_eq!(a["margin"], json!(1));
    assert_eq!(a["support_vectors"], json!([2, 3]));
    assert_eq!(a["alphas"], json!([0, 2, 2, 0]));
    assert_eq!(a["objective"], json!(4));
}

#[test]
fn soft_margin_with_c_zero_has_zero_weights_and_every_bias() {
    // Seed 000: "C = 0: restituisce w* = 0"; the slacks cost nothing, so every b is optimal.
    let a = answers("exercises/svm/seed000-c-zero.yaml");
    assert_eq!(a["weights"], json!([0]));
    assert_eq!(a["bias"], json!({"from": "-inf", "to": "inf"}));
    assert_eq!(a["margin"], json!("infinite"));
    // the seed 000 exercises are Italian (`lang: it`); `--lang en` renders them in English
    let r = mlex(&[
        "render",
        "exercises/svm/seed000-c-zero.yaml",
        "--solutions",
        "--lang",
        "en",
    ]);
    assert!(r.stdout.contains("every b is optimal"), "{}", r.stdout);
    let r = mlex(&["render", "exercises/svm/seed000-c-zero.yaml", "--solutions"]);
    assert!(r.stdout.contains("e ogni b è ottimo"), "{}", r.stdout);
}

#[test]
fn a_large_c_gives_the_hard_margin() {
    // Seed 000: "C → ∞: equivalente a Hard-margin SVM"; the hard α = 2 ≤ C/2 = 50.
    let a = answers("exercises/svm/seed000-c-large.yaml");
    assert_eq!(a["weights"], json!([2]));
    assert_eq!(a["bias"], json!(-1));
    let r = mlex(&[
        "render",
        "exercises/svm/seed000-c-large.yaml",
        "--solutions",
        "--lang",
        "en",
    ]);
    assert!(
        r.stdout.contains("this is also the hard-margin solution"),
        "{}",
        r.stdout
    );
    let r = mlex(&["render", "exercises/svm/seed000-c-large.yaml", "--solutions"]);
    assert!(
        r.stdout.contains("questa è anche la soluzione hard-margin"),
        "{}",
        r.stdout
    );
}

/// Every shipped SVM exercise against an independent solver, run once: scipy 1.17.1
/// `optimize.minimize(method="SLSQP")` on the seed's primal min ‖ω‖² + C Σ ξᵢ (floats, printed
/// to 6 decimals), and for hard margin an exact enumeration of the KKT support sets in Python's
/// `fractions` (both in a scratch script, not in this repository). Values: (file, ω, b or the
/// interval of optimal b (scipy returns one point of it), objective).
#[test]
fn svm_agrees_with_an_independent_solver_on_every_shipped_exercise() {
    let reference: &[(&str, serde_json::Value, serde_json::Value, serde_json::Value)] = &[
        // scipy: w = [2.0] b = -1.0 objective = 4.0; enumeration: w = 2, b = -1, α₂ = α₃ = 2
        ("seed000-four-points", json!([2]), json!(-1), json!(4)),
        // scipy: w = [0.5, 0.5] b = -1.0 objective = 0.5; enumeration: α = (1/4, 1/4)
        ("seed000-two-points", json!([0.5, 0.5]), json!(-1), json!(0.5)),
        // scipy: w = [0, 1] b = -1.0 objective = 1.0; enumeration: α = (1/4, 1/4, 1/2)
        ("seed000-three-points", json!([0, 1]), json!(-1), json!(1)),
        // scipy: w = [0.0] b = 0.400157 (any b) objective = 0.0
        (
            "seed000-c-zero",
            json!([0]),
            json!({"from": "-inf", "to": "inf"}),
            json!(0),
        ),
        // scipy: w = [2.0] b = -1.0 objective = 4.0
        ("seed000-c-large", json!([2]), json!(-1), json!(4)),
        // scipy: w = [0.5] b = -0.0 (inside [-1/2, 0]) objective = 1.75
        (
            "soft-margin-small-c",
            json!([0.5]),
            json!({"from": -0.5, "to": 0}),
            json!(1.75),
        ),
        // no scipy here: the KKT conditions checked in Python's `fractions` for ω = (3/4, −1/4),
        // b = −1, α = (3/16, 1, 0, 3/16, 1), C = 2 (ω = Σ αᵢyᵢxᵢ, Σ αᵢyᵢ = 0, 0 ≤ αᵢ ≤ C/2,
        // yᵢf(xᵢ) = (1, 1, 7/4, 1, −3/4): α = 0 only beyond the margin, α = C/2 only on or inside
        // it), sufficient for this convex problem; objective 5/8 + 2·7/4 = 33/8
        ("soft-margin-plane", json!([0.75, -0.25]), json!(-1), json!(4.125)),
    ];
    let shipped: Vec<String> = files("exercises/svm", "yaml").iter().map(|p| rel(p)).collect();
    for (id, w, b, objective) in reference {
        let spec = format!("exercises/svm/{id}.yaml");
        assert!(shipped.contains(&spec), "{spec}");
        let text = std::fs::read_to_string(super::root().join(&spec)).expect("read");
        let without_stated = text.split("\nask:").next().expect("spec");
        let o = mlex_stdin(
            &["solve", "-", "--json"],
            &format!("{without_stated}\nask: [weights, bias, objective]\n"),
        );
        assert_eq!(o.code, 0, "{}", o.stderr);
        let all: serde_json::Value = serde_json::from_str(&o.stdout).expect("json");
        let a = &all[0]["answers"];
        assert_eq!((&a["weights"], &a["bias"], &a["objective"]), (w, b, objective), "{id}");
    }
    // XOR: scipy finds no feasible point and the enumeration no KKT point.
    assert!(shipped.contains(&"exercises/svm/xor-not-separable.yaml".to_string()));
    assert_eq!(shipped.len(), reference.len() + 1, "add new SVM exercises to this test");
}

#[test]
fn xor_is_not_separable_and_the_witness_is_shown() {
    let a = answers("exercises/svm/xor-not-separable.yaml");
    assert_eq!(a["separable"], json!(false));
    assert_eq!(a["weights"], json!("not linearly separable"));
    let r = mlex(&[
        "render",
        "exercises/svm/xor-not-separable.yaml",
        "--solutions",
        "--lang",
        "en",
    ]);
    // (0,0) and (1,1) average to (1/2, 1/2), as do (0,1) and (1,0)
    assert!(
        r.stdout
            .contains("0.5·x₁ + 0.5·x₂ (class +1) = 0.5·x₃ + 0.5·x₄ (class −1) = (0.5, 0.5)"),
        "{}",
        r.stdout
    );
    let r = mlex(&["render", "exercises/svm/xor-not-separable.yaml", "--solutions"]);
    assert!(
        r.stdout
            .contains("0.5·x₁ + 0.5·x₂ (classe +1) = 0.5·x₃ + 0.5·x₄ (classe −1) = (0.5, 0.5)"),
        "{}",
        r.stdout
    );
}

/// The Italian worksheets of `svm` (seed 000: `lang: it`) keep no English word of the kind's
/// template and sentences (formulas and code aside). XOR is left out: its answer is the
/// answers-file label `not linearly separable`.
#[test]
fn italian_svm_worksheets_have_no_english_left() {
    const ENGLISH: &[&str] = &[
        "the",
        "of",
        "and",
        "with",
        "is",
        "are",
        "so",
        "samples",
        "sample",
        "labels",
        "minimise",
        "subject",
        "where",
        "find",
        "optimal",
        "what",
        "which",
        "give",
        "each",
        "satisfies",
        "conditions",
        "beyond",
        "inside",
        "misclassified",
        "support",
        "vector",
        "vectors",
        "column",
        "table",
        "unique",
        "solved",
        "exactly",
        "margins",
        "dual",
        "variables",
        "objective",
        "slacks",
        "functional",
        "every",
        "gives",
        "smallest",
        "possible",
        "fixes",
        "interval",
        "any",
        "large",
        "enough",
        "also",
        "separability",
        "questions",
        "solution",
        "answers",
    ];
    for stem in [
        "seed000-four-points",
        "seed000-two-points",
        "seed000-three-points",
        "seed000-c-zero",
        "seed000-c-large",
        "soft-margin-small-c",
    ] {
        let text = super::golden::solved_in(&format!("svm/{stem}"), "it");
        let left = super::golden::english_left(&text, ENGLISH);
        assert!(left.is_empty(), "{stem}: English left: {left:?}\n{text}");
        // the list does find the English rendering's words
        let english = super::golden::solved_in(&format!("svm/{stem}"), "en");
        assert!(super::golden::english_left(&english, ENGLISH).len() > 10, "{stem}");
    }
}

/// The Italian worksheets of `geometric-margin` keep no English word of the kind's template and
/// sentences (the spec's own title, statement and source left out).
#[test]
fn italian_geometric_margin_worksheets_have_no_english_left() {
    const ENGLISH: &[&str] = &[
        "the",
        "of",
        "and",
        "with",
        "is",
        "its",
        "each",
        "classifier",
        "points",
        "labels",
        "compute",
        "functional",
        "geometric",
        "margin",
        "margins",
        "signed",
        "distance",
        "from",
        "hyperplane",
        "origin",
        "projection",
        "projections",
        "norm",
        "value",
        "discriminant",
        "confidence",
        "prediction",
        "times",
        "label",
        "positive",
        "exactly",
        "when",
        "classified",
        "correctly",
        "divided",
        "by",
        "part",
        "sign",
        "says",
        "which",
        "side",
        "lies",
        "absolute",
        "since",
        "exact",
        "even",
        "not",
        "check",
        "irrational",
        "values",
        "marked",
        "rounded",
        "decimals",
        "computed",
        "least",
        "significant",
        "digits",
        "surd",
        "forms",
        "before",
        "them",
        "are",
        "questions",
        "solution",
        "answers",
        "exercise",
    ];
    for stem in ["three-four-five", "irrational-norm"] {
        let text = super::golden::solved_in(&format!("geometric-margin/{stem}"), "it");
        let left = super::golden::english_left(&text, ENGLISH);
        assert!(left.is_empty(), "{stem}: English left: {left:?}\n{text}");
        let english = super::golden::solved_in(&format!("geometric-margin/{stem}"), "en");
        assert!(super::golden::english_left(&english, ENGLISH).len() > 10, "{stem}");
    }
}

#[test]
fn hinge_and_logistic_risk_minimisers() {
    // Seed 002: for η = 0.3 the hinge minimiser is −1 and the risk 1 + (1 − 2η)(−1) = 3/5; at
    // η = 1/2 every ŷ in [−1, 1] is optimal.
    let a = answers("exercises/surrogate-losses/seed002-hinge-consistency.yaml");
    assert_eq!(a["minimizer"]["hinge"], json!([-1, {"from": -1, "to": 1}, 1]));
    assert_eq!(a["min_risk"]["hinge"], json!([0.6, 1, 0.6]));
    assert_eq!(a["bayes_sign"][1], json!({"class": "1", "tied": ["1", "-1"]}));
    // Logistic: y* = ln(η/(1 − η)); mpmath: ln 4 = 1.3862943611…
    let a = answers("exercises/surrogate-losses/seed002-logistic-consistency.yaml");
    assert_eq!(a["minimizer"]["logistic"], json!([-1.3863, 0, 1.3863]));
    // at 12 digits, against mpmath's ln(0.3/0.7) = −0.847297860387203809…
    let spec = "kind: surrogate-losses\nlosses: [logistic]\neta: 0.3\ndigits: 12\nask: [minimizer]\n";
    let o = mlex_stdin(&["solve", "-"], spec);
    assert!(
        o.stdout.contains("minimizer: { logistic: -0.847297860387 }"),
        "{}",
        o.stdout
    );
}

#[test]
fn theorem_1_and_the_perceptron_loss() {
    let a = answers("exercises/surrogate-losses/seed002-theorem-1.yaml");
    for loss in ["hinge", "logistic", "log2", "exponential", "square", "squared-hinge"] {
        assert_eq!(a["consistent"][loss], json!(true), "{loss}");
    }
    assert_eq!(a["consistent"]["perceptron"], json!(false));
    // by hand: [1 − z]₊ at −2 … 2; mpmath: ln(1 + e²) = 2.126928…
    assert_eq!(a["values"]["hinge"], json!([3, 2, 1, 0, 0]));
    assert_eq!(a["values"]["logistic"][0], json!(2.1269));
    // logits of ±1000 work (log-sum-exp form): ln(1 + e^1000) = 1000, ln(1 + e^-1000) ≈ 0
    let o = mlex_stdin(
        &["solve", "-"],
        "kind: surrogate-losses\nz: [-1000, 1000]\nlosses: [logistic, exponential]\nask: [values]\n",
    );
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("logistic: [1000.0000, 0.0000]"), "{}", o.stdout);
    // e^1000 is a value, shown with 4 significant digits since its decimals are not known
    // (mpmath: exp(1000) = 1.97007111401704699388887935224e+434)
    assert!(o.stdout.contains("exponential: [1.970e434, 0.0000]"), "{}", o.stdout);
}

#[test]
fn singular_least_squares_gets_the_minimum_norm_answer_and_the_reason() {
    // By hand: x₂ = 2x₁ on every sample; w = (5/6, a, b) with a + 2b = 3/2 all fit, and the
    // shortest is (a, b) = (3/10, 3/5).
    let a = answers("exercises/least-squares/dependent-features.yaml");
    assert_eq!(a["weights"], json!(["5/6", 0.3, 0.6]));
    assert_eq!(a["sse"], json!("1/6"));
    let r = mlex(&[
        "render",
        "exercises/least-squares/dependent-features.yaml",
        "--solutions",
    ]);
    assert!(r.stdout.contains("x₂ = 2x₁ on every sample"), "{}", r.stdout);
    assert!(r.stdout.contains("**minimum norm**"), "{}", r.stdout);
    assert!(r.stdout.contains("t₁·(0, −2, 1)"), "{}", r.stdout);
}

#[test]
fn least_squares_line_is_exact() {
    // By hand: X̄ᵗX̄ = [[3, 3], [3, 5]], X̄ᵗy = (8, 11), w = (7/6, 3/2), SSE = 1/6.
    let a = answers("exercises/least-squares/seed001-line.yaml");
    assert_eq!(a["normal_equations"], json!({"xtx": [[3, 3], [3, 5]], "xty": [8, 11]}));
    assert_eq!(a["weights"], json!(["7/6", 1.5]));
    assert_eq!(a["sse"], json!("1/6"));
    // seed 001: a square non-singular X̄ has left inverse = inverse and an exact fit
    let a = answers("exercises/least-squares/seed001-square-system.yaml");
    assert_eq!(a["left_inverse"], json!([[1.5, -0.5], [-0.5, 0.5]]));
    assert_eq!(a["sse"], json!(0));
}

#[test]
fn geometric_margins_exact_and_rounded() {
    // 3-4-5 by hand: r = f/5; irrational: 4/√5 = 1.788854…, 1/√5 = 0.447213… (mpmath).
    let a = answers("exercises/geometric-margin/three-four-five.yaml");
    assert_eq!(a["geometric_margin"], json!([4, -1, 1.2]));
    assert_eq!(a["projection"], json!([[0.6, 0.8], [0.6, 0.8], [0.28, 1.04]]));
    let a = answers("exercises/geometric-margin/irrational-norm.yaml");
    assert_eq!(a["geometric_margin"], json!([1.7889, 0, 1.3416]));
    assert_eq!(a["origin_distance"], json!(0.4472));
    let r = mlex(&[
        "render",
        "exercises/geometric-margin/irrational-norm.yaml",
        "--solutions",
    ]);
    assert!(r.stdout.contains("r₁ = 4/√5 = 0.8√5 ≈ 1.7889"), "{}", r.stdout);
}

#[test]
fn multiclass_schemes_and_their_ties() {
    // By hand (see the files): one-vs-rest ties 1 and 2 at (1, 1); all-pairs votes.
    let a = answers("exercises/multiclass-scheme/one-vs-rest.yaml");
    assert_eq!(a["predictions"][3], json!({"class": "1", "tied": ["1", "2"]}));
    let a = answers("exercises/multiclass-scheme/all-pairs.yaml");
    assert_eq!(a["votes"][2], json!({"1": 1, "2": 0, "3": 2}));
    assert_eq!(a["predictions"], json!(["1", "2", "3", "2"]));
    // a cycle (1 beats 2, 2 beats 3, 3 beats 1) is a three-way tie: the first class wins
    let spec = "kind: multiclass-scheme\nscheme: all-pairs\nweights: { a-b: [1, 0], a-c: [-1, 0], b-c: [1, 0] }\n\
                classes: [a, b, c]\ninputs: [[5]]\nask: [votes, predictions]\n";
    let o = mlex_stdin(&["solve", "-", "--json"], spec);
    let all: serde_json::Value = serde_json::from_str(&o.stdout).expect("json");
    assert_eq!(all[0]["answers"]["votes"], json!([{"a": 1, "b": 1, "c": 1}]));
    assert_eq!(
        all[0]["answers"]["predictions"],
        json!([{"class": "a", "tied": ["a", "b", "c"]}])
    );
}

#[test]
fn svm_at_the_size_limit_solves() {
    // 12 samples in 3 dimensions, the largest allowed, solve (exactly); the time is measured in
    // `cargo bench --bench render`, not here.
    let mut spec = String::from("kind: svm\nc: 2\nsamples:\n");
    for i in 0..12i64 {
        let y = if (i * 7) % 5 < 2 { 1 } else { -1 };
        spec.push_str(&format!(
            "  - {{ x: [{}, {}, {}], y: {y} }}\n",
            i % 4,
            (i * 3) % 5,
            (i * i) % 7
        ));
    }
    spec.push_str("ask: [weights, bias, alphas, objective]\n");
    let o = mlex_stdin(&["solve", "-"], &spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("weights: ["), "{}", o.stdout);
}

#[test]
fn the_norm_is_written_root_then_simplest_form_once() {
    // By hand: ‖(1/3, 1/3)‖ = √(2/9) = √2/3 = 0.47140…; written `√2/9` it would read as
    // √2 divided by 9 (0.157…), so the fraction is bracketed.
    let o = mlex_stdin(
        &["render", "-", "--solutions"],
        "kind: geometric-margin\nweights: [1, 1/3, 1/3]\npoints: [[3, 4]]\nask: [norm]\n",
    );
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        o.stdout
            .contains("‖w‖ = √((1/3)² + (1/3)²) = √(2/9) = (1/3)√2 ≈ 0.4714"),
        "{}",
        o.stdout
    );
    // ω = (1, 1), b = −1 by hand (the margin lines x1 + x2 = 0 and 2 pass through the three
    // samples): ‖ω‖ = √2 = 1.41421…, said once (it read `√2 = √2 ≈ 1.4142`), margin 2/√2 = √2
    let svm = "kind: svm\nsamples:\n  - { x: [0, 0], y: -1 }\n  - { x: [2, 0], y: 1 }\n  - { x: [0, 2], y: 1 }\nask: [weights, margin]\n";
    let o = mlex_stdin(&["render", "-", "--solutions"], svm);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        o.stdout
            .contains("‖ω‖ = √2 ≈ 1.4142, so the margin is 2/‖ω‖ = √2 ≈ 1.4142"),
        "{}",
        o.stdout
    );
    let o = mlex_stdin(
        &["render", "-", "--solutions"],
        &svm.replace("[2, 0]", "[4, 0]").replace("[0, 2]", "[0, 4]"),
    );
    // ω = (1/2, 1/2): ‖ω‖² = 1/2, ‖ω‖ = √2/2 = 0.70710…, margin 2√2 = 2.82842…
    assert!(
        o.stdout
            .contains("‖ω‖ = √0.5 = 0.5√2 ≈ 0.7071, so the margin is 2/‖ω‖ = 2√2 ≈ 2.8284"),
        "{}",
        o.stdout
    );
}
