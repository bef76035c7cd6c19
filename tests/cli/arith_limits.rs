//! Exact arithmetic that would explode (issue 12): a spec within the input limits whose
//! fractions grow past the size guard, or whose training run would spend minutes on long
//! fractions, stops early with an error located at the key that drives the size. The big specs
//! are generated here; the sizes they reach were computed independently with Python's
//! `fractions` (the scripts are described at each test).

use serde_json::json;

use super::{answers, mlex, scratch};

/// The first `n` primes from `start` (trial division).
fn primes_from(start: u64, n: usize) -> Vec<u64> {
    (start..)
        .filter(|&k| k > 1 && (2..).take_while(|d| d * d <= k).all(|d| k % d != 0))
        .take(n)
        .collect()
}

/// Writes `text` to `name` in a scratch directory and returns its path.
fn spec_file(dir: &str, name: &str, text: &str) -> String {
    let d = scratch(dir);
    let path = d.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn least_squares_whose_fractions_explode_stops_at_samples() {
    // 40 samples × 10 features, x_ij = ((7i + 3j) mod 11 − 5)/p_(10i+j) and y_i = 1/p_(400+i)
    // over the primes from 100000: Python's fractions (Gauss–Jordan on the normal equations)
    // give weights with 3760-digit fractions, far past the guard of 600. mlex used to run for
    // minutes on such a spec; now it stops at `samples` (line 3) at once.
    let ps = primes_from(100_000, 440);
    let mut text = String::from("kind: least-squares\nid: many-denominators\nsamples:\n");
    for i in 0..40 {
        let xs: Vec<String> = (0..10)
            .map(|j| format!("\"{}/{}\"", ((i * 7 + j * 3) % 11) as i64 - 5, ps[10 * i + j]))
            .collect();
        text.push_str(&format!("  - {{ x: [{}], y: \"1/{}\" }}\n", xs.join(", "), ps[400 + i]));
    }
    text.push_str("ask: [weights, sse]\n");
    let path = spec_file("ls-explodes", "ls.yaml", &text);
    for cmd in ["solve", "validate", "render"] {
        let o = mlex(&[cmd, &path]);
        assert_eq!(o.code, 2, "{cmd}: {}", o.stderr);
        assert!(o.stdout.is_empty(), "{cmd}: {}", o.stdout);
        assert!(
            o.stderr.contains(
                "error: `many-denominators`: the exact fractions grew past 600 digits in the least-squares fit of 40 samples"
            ),
            "{cmd}: {}",
            o.stderr
        );
        assert!(o.stderr.contains("ls.yaml:3:1"), "{}", o.stderr);
        assert!(
            o.stderr.contains("`samples` makes the exact numbers too large"),
            "{}",
            o.stderr
        );
        assert!(o.stderr.contains("help: use fewer samples"), "{}", o.stderr);
    }
}

#[test]
fn least_squares_of_forty_decimal_samples_solves() {
    // The same size with two-decimal inputs: x_ij = ((7i + 3j + i²j) mod 101 − 50)/100 and
    // y = 1 + x₁ + 2x₂ + … + 10x₁₀ exactly, so (by construction) w = (1, 1, 2, …, 10) and
    // SSE = 0 whatever the fit's intermediate fractions.
    let mut text = String::from("kind: least-squares\nid: decimals\nsamples:\n");
    for i in 0..40i64 {
        let xs: Vec<i64> = (0..10).map(|j| (i * 7 + j * 3 + i * i * j) % 101 - 50).collect();
        let y: i64 = 100 + xs.iter().enumerate().map(|(j, x)| (j as i64 + 1) * x).sum::<i64>();
        let shown: Vec<String> = xs.iter().map(|&x| cents(x)).collect();
        text.push_str(&format!("  - {{ x: [{}], y: {} }}\n", shown.join(", "), cents(y)));
    }
    text.push_str("ask: [weights, sse]\n");
    let path = spec_file("ls-decimals", "ls.yaml", &text);
    let a = answers(&path);
    assert_eq!(a["weights"], json!([1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    assert_eq!(a["sse"], json!(0));
}

/// `v`/100 with two decimals: `-0.05`.
fn cents(v: i64) -> String {
    let sign = if v < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", v.abs() / 100, v.abs() % 100)
}

/// A perceptron spec: two classes, the given 1-D samples alternating between them.
fn perceptron_spec(id: &str, xs: &[String], margin: &str, iterations: usize) -> String {
    let mut text = format!("kind: perceptron\nid: {id}\nclasses: [a, b]\nsamples:\n");
    for (n, x) in xs.iter().enumerate() {
        text.push_str(&format!(
            "  - {{ x: [\"{x}\"], y: {} }}\n",
            if n % 2 == 0 { "a" } else { "b" }
        ));
    }
    text.push_str(&format!(
        "margin: {margin}\niterations: {iterations}\nask: [final_weights]\n"
    ));
    text
}

#[test]
fn a_perceptron_whose_weights_pass_600_digits_stops_at_samples() {
    // x = 1/pₙ over the 100 primes from 1000001, alternating labels, margin 1: every update
    // adds a new prime to the denominators, and Python's fractions (the same run) reach 601
    // digits within the first pass.
    let xs: Vec<String> = primes_from(1_000_001, 100).iter().map(|p| format!("1/{p}")).collect();
    let path = spec_file("pc-digits", "pc.yaml", &perceptron_spec("digits", &xs, "1", 1000));
    let o = mlex(&["solve", &path]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `digits`: the exact fractions grew past 600 digits while training on 100 samples"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("pc.yaml:4:1"), "{}", o.stderr);
    assert!(o.stderr.contains("or lower `iterations`"), "{}", o.stderr);
}

#[test]
fn a_long_perceptron_run_on_long_fractions_spends_its_budget() {
    // x = 1/pₙ over the 60 primes from 10000 (a lcm of at most 241 digits: never past the
    // guard), alternating labels, margin 1, 1000 passes: the run never converges and its
    // weights collect hundreds of digits. Python (the same run, charging (64-bit words)² per
    // updated weight that does not fit in 64 bits, as mlex's budget does, 500000 in all)
    // stops at step 1519 with 241 digits; mlex used to grind through all 60000 steps.
    let xs: Vec<String> = primes_from(10_000, 60).iter().map(|p| format!("1/{p}")).collect();
    let path = spec_file("pc-budget", "pc.yaml", &perceptron_spec("budget", &xs, "1", 1000));
    let o = mlex(&["solve", &path]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr.contains(
            "error: `budget`: the exact fractions grew to 241 digits by step 1519, too long to compute for this many steps while training on 60 samples"
        ),
        "{}",
        o.stderr
    );
    // a few passes of the same are fine
    let path = spec_file("pc-budget-short", "pc.yaml", &perceptron_spec("short", &xs, "1", 3));
    assert_eq!(mlex(&["solve", &path]).code, 0);
}

#[test]
fn geometric_margin_with_large_integer_weights() {
    // ‖ω‖² = 3000000000000001² + 4000000000000003² = 25000000000000030000000000000010: more
    // than rust_decimal's 96 bits (it used to panic), within i128. Python decimal at 60 digits:
    // ‖ω‖ = 5000000000000003.0000000000000000999…, f(1, 1)/‖ω‖ = 1.4000000000000013599…,
    // 7/‖ω‖ = 1.39999…·10⁻¹⁵.
    let spec = "kind: geometric-margin\nid: big-weights\nweights: [7, 3000000000000001, 4000000000000003]\npoints:\n  - { x: [1, 1], y: 1 }\ndigits: 15\nask: [norm, geometric_margin, origin_distance]\n";
    let path = spec_file("gm-big", "gm.yaml", spec);
    let a = answers(&path);
    assert_eq!(a["norm"], json!("5000000000000003.000000000000000"));
    assert_eq!(a["geometric_margin"], json!(["1.400000000000001"]));
    assert_eq!(a["origin_distance"], json!("0.000000000000001"));
}

#[test]
fn a_perceptron_run_of_too_many_multiply_adds_stops_at_samples() {
    // 50 classes, 100 samples of 49 integer features in which every x appears twice with two
    // different classes, so no pass is free of errors and the run would go on for its 1000
    // passes (100,000 steps): it took 25 s and 1.1 GB, and 24 GB with its trace. Each step
    // takes 50 classes × 50 weights (x̄ has the leading 1) = 2,500 multiply-adds, so the
    // 2,000,000 of a run are spent after 800 steps and step 801 stops it.
    let mut text = String::from("kind: perceptron\nid: long-run\nclasses: [");
    text.push_str(&(0..50).map(|c| format!("c{c}")).collect::<Vec<_>>().join(", "));
    text.push_str("]\nsamples:\n");
    for n in 0..100 {
        let x: Vec<String> = (0..49).map(|d| (((n % 50) * 7 + d * 3) % 19 - 9).to_string()).collect();
        text.push_str(&format!(
            "  - {{ x: [{}], y: c{} }}\n",
            x.join(", "),
            (n * 13 + n / 50) % 50
        ));
    }
    text.push_str("margin: 1\nmax_iterations: 1000\nask: [trace, final_weights]\n");
    let path = spec_file("long-perceptron", "long.yaml", &text);
    let o = mlex(&["solve", &path]);
    assert_eq!(o.code, 2, "{}{}", o.stdout, o.stderr);
    assert!(
        o.stderr
            .contains("the run needed more than 2000000 multiply-adds (steps × classes × features) by step 801"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("`samples` makes the run too long"), "{}", o.stderr);
    assert!(
        o.stderr
            .contains("help: use fewer samples, classes or features, or lower `max_iterations`"),
        "{}",
        o.stderr
    );
}

#[test]
fn a_trace_past_100000_numbers_is_refused_at_ask_and_one_at_the_cap_is_shown() {
    // 10 classes, 4 samples of 49 features, the first two equal with different classes: no pass
    // is free of errors, so `iterations: N` makes exactly 4N steps, each a row of 10 weight
    // vectors of 50 numbers (x̄ has the leading 1): 500 numbers a step. 50 passes are 200 steps,
    // 100,000 numbers, the cap; 51 passes are 204 steps, 102,000 numbers, one row past it.
    let spec = |passes: usize, ask: &str| {
        let mut text = String::from("kind: perceptron\nid: long-trace\nclasses: [");
        text.push_str(&(0..10).map(|c| format!("k{c}")).collect::<Vec<_>>().join(", "));
        text.push_str("]\nsamples:\n");
        for (n, y) in [(0, 0), (0, 1), (1, 2), (2, 3)] {
            let x: Vec<String> = (0..49).map(|d| ((n * 5 + d * 3) % 7 - 3).to_string()).collect();
            text.push_str(&format!("  - {{ x: [{}], y: k{y} }}\n", x.join(", ")));
        }
        text.push_str(&format!("margin: 1\niterations: {passes}\nask: [{ask}]\n"));
        spec_file(&format!("long-trace-{passes}-{}", ask.len()), "trace.yaml", &text)
    };
    let at_cap = mlex(&["solve", &spec(50, "trace")]);
    assert_eq!(at_cap.code, 0, "{}", at_cap.stderr);
    let rows = at_cap.stdout.lines().filter(|l| l.starts_with("  - ")).count();
    assert_eq!(rows, 200, "the weights after each of the 200 steps");
    let past = mlex(&["solve", &spec(51, "trace, final_weights")]);
    assert_eq!(past.code, 2, "{}{}", past.stdout, past.stderr);
    assert!(
        past.stderr.contains(
            "the trace of 204 steps would hold 102000 numbers (steps × classes × weights), more than the 100000 of a trace table"
        ),
        "{}",
        past.stderr
    );
    assert!(
        past.stderr.contains("`ask` asks for a trace too long to show"),
        "{}",
        past.stderr
    );
    // without the trace the same run is fine
    let weights = mlex(&["solve", &spec(51, "final_weights")]);
    assert_eq!(weights.code, 0, "{}", weights.stderr);
}

/// p(x) = Σ_c p(c)p(x|c) over 20 classes whose likelihoods have different 300-digit
/// denominators has about 6,000 digits: the sums and posteriors took minutes of gcds. Now the
/// 600-digit guard refuses the table at `likelihoods`, in well under a second.
#[test]
fn decision_rules_whose_fractions_explode_stop_at_likelihoods() {
    let mut text = String::from("kind: decision-rules\nid: long-fractions\npriors: [1/2, 1/2]\nlikelihoods:\n");
    for c in 1..=2 {
        // 1/D + (D − 1)/D = 1 with D = 10^300 + c: coprime denominators of 301 digits
        let d = format!("1{}{c}", "0".repeat(299));
        let d_minus_1 = format!("1{}{}", "0".repeat(299), c - 1);
        text.push_str(&format!("  {c}: [1/{d}, {d_minus_1}/{d}]\n"));
    }
    text.push_str("rules: [\"argmax p(c)\"]\n");
    // p(x=1) = (1/2)(1/D1 + 1/D2) has a denominator of about 602 digits: past the guard
    let path = spec_file("dr-long", "dr.yaml", &text);
    let o = mlex(&["validate", &path]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr.contains(
            "the exact fractions grew past 600 digits in p(x), the posteriors or the Bayes error of 2 values of x"
        ),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("dr.yaml:4:1"), "at `likelihoods`: {}", o.stderr);
    assert!(
        o.stderr.contains("`likelihoods` makes the exact numbers too large"),
        "{}",
        o.stderr
    );
}

/// A rule's powers are held to the guard: p(c) p(x|c)^24 with a 30-digit denominator has 720 digits.
/// The same table with `argmax p(x|c)` is solved (its errors are checked by hand: p(x|c) of
/// class 1 is 1/D and 1 − 1/D, of class 2 is 1/2 and 1/2, so argmax p(x|c) picks 2 at x = 1
/// and 1 at x = 2, and ε = Σ p(x)(1 − p(c(x)|x)) = p(x=1,c=1) + p(x=2,c=2) = 1/(2D) + 1/4).
#[test]
fn decision_rules_with_a_power_too_large_stop_at_rules() {
    let d = format!("1{}7", "0".repeat(28));
    let d_minus_1 = format!("1{}6", "0".repeat(28));
    let spec = |rule: &str| {
        format!(
            "kind: decision-rules\nid: powers\npriors: [1/2, 1/2]\nlikelihoods:\n  1: [1/{d}, {d_minus_1}/{d}]\n  2: [1/2, 1/2]\nrules: [\"{rule}\"]\nask: [errors]\n"
        )
    };
    let path = spec_file("dr-power", "dr.yaml", &spec("argmax p(c) p(x|c)^24"));
    let o = mlex(&["validate", &path]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("the exact fractions grew past 600 digits in the scores of rule 1"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("dr.yaml:7:1"), "at `rules`: {}", o.stderr);
    let path = spec_file("dr-power-ok", "dr.yaml", &spec("argmax p(x|c)"));
    let a = answers(&path);
    // 1/(2D) + 1/4 with D = 10^29 + 7: (2 + D)/(4D)
    let d: u128 = 10u128.pow(29) + 7;
    assert_eq!(a["errors"], json!([format!("{}/{}", d + 2, 4 * d)]));
}

/// Weights and points of 1,000 digits made projections of 3,000-digit fractions (16 s of gcds
/// for 80 points of 49 features); the guard refuses them at `weights` before they are made.
#[test]
fn geometric_margin_whose_projections_explode_stops_at_weights() {
    let big = format!("1{}3", "0".repeat(400));
    let spec = format!(
        "kind: geometric-margin\nid: long\nweights: [1, {big}, 2]\npoints:\n  - [{big}, 1]\nask: [functional_margin]\n"
    );
    let path = spec_file("gm-long", "gm.yaml", &spec);
    let o = mlex(&["validate", &path]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("the exact fractions grew past 600 digits in the margins and projections of 1 point"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("gm.yaml:3:1"), "at `weights`: {}", o.stderr);
}
