//! `mlex check`: verdicts, hints, traces with the error carried forward, batch grading.
//! Answers fixtures are in tests/answers/, each saying how its values were obtained (by hand or
//! with an independent Python implementation of the seed's algorithm), never from mlex.

use serde_json::json;

use super::{mlex, mlex_stdin, scratch};

const TWO: &str = "tests/answers/two-iterations.spec.yaml";

/// What `mlex solve` prints for every shipped exercise, read back as a student's answers file,
/// is all right (in-process, from one `mlex solve exercises` run; one through `mlex check`).
#[test]
fn every_shipped_exercise_checks_its_own_solution_as_all_right() {
    let solved = super::solved_exercises();
    for (name, answers) in &solved {
        let ex = mlex::Exercise::load(super::root().join(name)).unwrap();
        let report = ex.check(answers).unwrap();
        assert!(
            report.all_right() && !report.parts.is_empty() && report.warnings.items.is_empty(),
            "{name}:\n{}",
            report.to_text(true)
        );
    }
    let name = "exercises/perceptron/upv-2023-01-26.yaml";
    let dir = scratch("self-check");
    let answers = dir.join("answers.yaml");
    std::fs::write(&answers, &solved[name]).unwrap();
    let o = mlex(&["check", name, &answers.display().to_string()]);
    assert_eq!(o.code, 0, "{name}:\n{}\n{}", o.stdout, o.stderr);
    assert_eq!(
        o.stdout.lines().filter(|l| l.starts_with("✓ ")).count(),
        5,
        "{}",
        o.stdout
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// Issue 43: no right value without `--reveal` (the trace's right step from the student's state,
/// the answer), both with it.
#[test]
fn right_values_are_shown_only_with_reveal() {
    let should = "    from your state after step 1 it should be { 1: [-1, 4, -10], 2: [0, -6, -2], 3: [-3, -8, 2] }";
    let o = mlex(&["check", TWO, "tests/answers/slip-at-step-2.yaml"]);
    assert!(
        !o.stdout.contains("should be") && !o.stdout.contains("answer:"),
        "{}",
        o.stdout
    );
    assert!(!o.stdout.contains("[-1, 4, -10]"), "{}", o.stdout);
    let json = mlex(&["check", TWO, "tests/answers/slip-at-step-2.yaml", "--json"]);
    assert!(
        !json.stdout.contains("[-1, 4, -10]") && !json.stdout.contains("\"answer\""),
        "{}",
        json.stdout
    );
    let o = mlex(&["check", TWO, "tests/answers/slip-at-step-2.yaml", "--reveal"]);
    assert!(o.stdout.lines().any(|l| l == should), "{}", o.stdout);
    assert!(o.stdout.contains("    answer: "), "{}", o.stdout);
    let json = mlex(&["check", TWO, "tests/answers/slip-at-step-2.yaml", "--json", "--reveal"]);
    assert!(
        json.stdout.contains("it should be { 1: [-1, 4, -10]"),
        "{}",
        json.stdout
    );
    // a perceptron slip: its hint, never the weights asked
    let o = mlex(&["check", SLIPS, "tests/answers/perceptron-sign-slip.yaml"]);
    assert!(
        !o.stdout.contains("0.5, -0.5") && !o.stdout.contains("answer:"),
        "{}",
        o.stdout
    );
    let o = mlex(&["check", SLIPS, "tests/answers/perceptron-sign-slip.yaml", "--reveal"]);
    assert!(
        o.stdout.contains("    answer: { a: [0.5, -0.5], b: [-0.5, 0.5] }"),
        "{}",
        o.stdout
    );
}

const SLIPS: &str = "tests/answers/perceptron-slips.spec.yaml";

/// Issue 43: a perceptron update with its signs swapped, and with its learning rate left out, typed
/// by hand (values worked by hand in the spec): each gets its hint, in English and Italian, and the
/// class decided from the slipped weights is credited as carried forward.
#[test]
fn perceptron_slips_get_hints_and_carry_forward() {
    let o = mlex(&["check", SLIPS, "tests/answers/perceptron-sign-slip.yaml"]);
    assert_eq!(o.code, 1, "{}", o.stderr);
    let sign =
        "the signs of the update seem swapped: a class that beats the true one gets − αx̄, the true class w_y gets + αx̄";
    assert!(
        o.stdout
            .lines()
            .any(|l| l.starts_with("✗ final_weights") && l.ends_with(sign)),
        "{}",
        o.stdout
    );
    assert!(
        o.stdout
            .lines()
            .any(|l| l.starts_with("~ classify       consistent      0.5 / 1")),
        "{}",
        o.stdout
    );
    assert!(
        o.stdout
            .contains("    consistent with your answer to `final_weights` (error carried forward)"),
        "{}",
        o.stdout
    );
    let o = mlex(&[
        "check",
        SLIPS,
        "tests/answers/perceptron-sign-slip.yaml",
        "--lang",
        "it",
    ]);
    assert!(
        o.stdout.contains("i segni dell'aggiornamento sembrano scambiati"),
        "{}",
        o.stdout
    );
    assert!(
        o.stdout
            .contains("coerente con la tua risposta a `final_weights` (errore propagato)"),
        "{}",
        o.stdout
    );
    let o = mlex(&["check", SLIPS, "tests/answers/perceptron-rate-slip.yaml"]);
    assert!(
        o.stdout
            .contains("the learning rate seems left out: each update adds or subtracts α·x̄ with α = 0.5"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.lines().any(|l| l.starts_with("✓ classify")), "{}", o.stdout);
    let o = mlex(&[
        "check",
        SLIPS,
        "tests/answers/perceptron-rate-slip.yaml",
        "--lang",
        "it",
    ]);
    assert!(
        o.stdout.contains("il fattore di apprendimento sembra dimenticato"),
        "{}",
        o.stdout
    );
}

/// Issue 43: a logistic gradient with its sign slipped, and the weights one right batch step
/// builds from it (worked with mpmath in the spec), typed by hand: the gradient gets the sign's
/// hint, the weights are credited as carried forward with it; a right gradient with the step
/// up it gets the ascent's hint and no credit. English and Italian.
#[test]
fn a_gradient_sign_slip_is_carried_forward() {
    const SPEC: &str = "tests/answers/logistic-gradient-sign.spec.yaml";
    let sign = "the gradient's sign seems flipped: ∇L = Σₙ (σ(wᵀx̄ₙ) − tₙ) x̄ₙ, predicted minus target";
    let o = mlex(&["check", SPEC, "tests/answers/logistic-gradient-sign.yaml"]);
    assert_eq!(o.code, 1, "{}", o.stderr);
    let lines: Vec<&str> = o.stdout.lines().collect();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("~ gradient       partly right   0.33 / 1   ") && l.contains(sign)),
        "{}",
        o.stdout
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("~ final_weights  consistent      0.5 / 1   ") && l.contains(sign)),
        "{}",
        o.stdout
    );
    assert!(
        lines.contains(&"    consistent with your answer to `gradient` (error carried forward)"),
        "{}",
        o.stdout
    );
    assert!(
        !o.stdout.contains("1.0912") && !o.stdout.contains("answer:"),
        "{}",
        o.stdout
    );
    let o = mlex(&[
        "check",
        SPEC,
        "tests/answers/logistic-gradient-sign.yaml",
        "--lang",
        "it",
    ]);
    assert!(
        o.stdout.contains("il segno del gradiente sembra invertito"),
        "{}",
        o.stdout
    );
    assert!(
        o.stdout
            .contains("coerente con la tua risposta a `gradient` (errore propagato)"),
        "{}",
        o.stdout
    );
    let o = mlex(&["check", SPEC, "tests/answers/logistic-ascent.yaml"]);
    let lines: Vec<&str> = o.stdout.lines().collect();
    assert!(lines.iter().any(|l| l.starts_with("✓ gradient")), "{}", o.stdout);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("~ final_weights  partly right   0.33 / 1   the step goes up the gradient")),
        "{}",
        o.stdout
    );
}

/// Issue 43: fewer decimals than asked, the answer rounded to them (0.69 for ln 2 = 0.6931…, 0.3
/// for 0.26, by hand), say so without the answer; in Italian too.
#[test]
fn rounding_slips_get_a_hint() {
    let o = mlex(&[
        "check",
        "tests/answers/rounding-ln2.spec.yaml",
        "tests/answers/rounding-ln2.yaml",
    ]);
    assert!(
        o.stdout.contains("✗ loss  wrong             0 / 1   agrees with the answer to 2 decimals; 4 are asked: round only at the end, to 4 decimals"),
        "{}",
        o.stdout
    );
    assert!(!o.stdout.contains("0.6931"), "{}", o.stdout);
    let o = mlex(&[
        "check",
        "tests/answers/rounding-rate.spec.yaml",
        "tests/answers/rounding-rate.yaml",
    ]);
    assert!(
        o.stdout.contains("agrees with the answer to 1 decimal; 4 are asked"),
        "{}",
        o.stdout
    );
    let o = mlex(&[
        "check",
        "tests/answers/rounding-rate.spec.yaml",
        "tests/answers/rounding-rate.yaml",
        "--lang",
        "it",
    ]);
    assert!(
        o.stdout
            .contains("coincide con la risposta fino a 1 decimale; ne sono chiesti 4"),
        "{}",
        o.stdout
    );
}

/// Issue 43: the binary perceptron's slips, typed by hand into answers files (the values worked
/// by hand in tests/answers/binary-slips.spec.yaml): the update's sign, the labels swapped, the
/// learning rate left out, each with its hint, in English and Italian; the iterations of the
/// swapped run are right (2 passes either way).
#[test]
fn binary_perceptron_slips_get_hints() {
    const SPEC: &str = "tests/answers/binary-slips.spec.yaml";
    for (answers, line, italian) in [
        (
            "tests/answers/binary-sign.yaml",
            "✗ trace          wrong             0 / 1   the sign of the update seems swapped: a misclassified sample (y·wᵀx̄ ≤ 0) gives w + αy·x̄",
            "il segno dell'aggiornamento sembra scambiato",
        ),
        (
            "tests/answers/binary-labels.yaml",
            "✗ final_weights  wrong             0 / 1   the labels seem swapped: the class written +1 is y = +1 and the other y = −1",
            "le etichette sembrano scambiate",
        ),
        (
            "tests/answers/binary-rate.yaml",
            "✗ final_weights  wrong             0 / 1   the learning rate seems left out: each update adds or subtracts α·x̄ with α = 0.5",
            "il fattore di apprendimento sembra dimenticato",
        ),
    ] {
        let o = mlex(&["check", SPEC, answers]);
        assert!(o.stdout.lines().any(|l| l.starts_with(line)), "{line}\n{}", o.stdout);
        let o = mlex(&["check", SPEC, answers, "--lang", "it"]);
        assert!(o.stdout.contains(italian), "{italian}\n{}", o.stdout);
    }
    let o = mlex(&["check", SPEC, "tests/answers/binary-labels.yaml"]);
    assert!(o.stdout.contains("✓ iterations     right"), "{}", o.stdout);
}

/// Issue 43: perceptron-step's slips (by hand in the answers files' comments): the signs
/// swapped on the seed's exam question (4 vectors still change: right), the margin left out
/// (3 vectors, and the weights with w₁ unchanged), the learning rate left out; in Italian too.
#[test]
fn perceptron_step_slips_get_hints() {
    const EXAM: &str = "exercises/perceptron-step/upv-2023-01-17-q4.yaml";
    let o = mlex(&["check", EXAM, "tests/answers/step-sign.yaml"]);
    let lines: Vec<&str> = o.stdout.lines().collect();
    assert!(
        lines.iter().any(|l| l.starts_with("✓ modified         right")),
        "{}",
        o.stdout
    );
    assert!(
        lines.iter().any(|l| l.starts_with(
            "✗ updated_weights  wrong             0 / 1   the signs of the update seem swapped"
        )),
        "{}",
        o.stdout
    );
    let o = mlex(&["check", EXAM, "tests/answers/step-margin.yaml"]);
    let margin = "the margin seems to be left out: class c is updated when w_cᵀx̄ + b > w_yᵀx̄ with b = 0.1";
    for line in [
        format!("✗ modified         wrong             0 / 1   {margin}"),
        format!("~ updated_weights  partly right   0.75 / 1   {margin}"),
    ] {
        assert!(lines_of(&o.stdout).contains(&line.as_str()), "{line}\n{}", o.stdout);
    }
    let o = mlex(&[
        "check",
        "tests/answers/step-rate.spec.yaml",
        "tests/answers/step-rate.yaml",
    ]);
    assert!(
        o.stdout.contains(
            "✗ updated_weights  wrong             0 / 1   the learning rate seems left out: each update adds or subtracts α·x̄ with α = 0.5"
        ),
        "{}",
        o.stdout
    );
    let o = mlex(&["check", EXAM, "tests/answers/step-sign.yaml", "--lang", "it"]);
    assert!(
        o.stdout.contains("i segni dell'aggiornamento sembrano scambiati"),
        "{}",
        o.stdout
    );
}

fn lines_of(s: &str) -> Vec<&str> {
    s.lines().collect()
}

/// Issue 43: the rounding slip inside a list (0.88 for e/(e + e⁻¹) = 0.880797…, mpmath) gets the
/// hint by its place; an entry of a matrix (the probabilities of two logit vectors, a row each)
/// reads "row 2, column 2" (issue 41; it was "entry 2 of entry 2"), in Italian with its article
/// ("l'elemento in riga 2, colonna 2").
#[test]
fn rounding_slips_inside_lists_get_a_hint() {
    const SPEC: &str = "exercises/softmax/upv-u24-probability.yaml";
    const ANSWERS: &str = "tests/answers/rounding-entries.yaml";
    let o = mlex(&["check", SPEC, ANSWERS]);
    let lines: Vec<&str> = o.stdout.lines().map(str::trim).collect();
    let hint = "agrees with the answer to 2 decimals; 4 are asked: round only at the end, to 4 decimals";
    for expected in [
        format!("~ probability    partly right   0.67 / 1   entry 1: {hint}"),
        "entry 1 is wrong".to_string(),
        format!("~ probabilities  partly right   0.83 / 1   row 2, column 2: {hint}"),
        "row 2, column 2 is wrong".to_string(),
    ] {
        assert!(lines.contains(&expected.as_str()), "{expected}\n{}", o.stdout);
    }
    assert!(!o.stdout.contains("0.8808"), "{}", o.stdout);
    let o = mlex(&["check", SPEC, ANSWERS, "--lang", "it"]);
    let lines: Vec<&str> = o.stdout.lines().map(str::trim).collect();
    let hint = "coincide con la risposta fino a 2 decimali; ne sono chiesti 4: arrotonda solo alla fine, a 4 decimali";
    for expected in [
        format!("~ probability    in parte giusta   0.67 / 1   l'elemento 1: {hint}"),
        "l'elemento 1 è sbagliato".to_string(),
        format!("~ probabilities  in parte giusta   0.83 / 1   l'elemento in riga 2, colonna 2: {hint}"),
        "l'elemento in riga 2, colonna 2 è sbagliato".to_string(),
    ] {
        assert!(lines.contains(&expected.as_str()), "{expected}\n{}", o.stdout);
    }
}

/// `--json` gives each part's mistake as `{id, name, hint}` next to `hint` (docs/checking.md,
/// "Every mistake has a name"): the id is the hint's message id in every language and whatever
/// numbers the hint quotes, the name is the locale's; a rounding inside a list is a mistake too.
#[test]
fn check_json_names_each_parts_mistake() {
    let json = |args: &[&str]| -> serde_json::Value {
        let o = mlex(args);
        serde_json::from_str(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}", o.stdout))
    };
    let holdout = [
        "check",
        "exercises/holdout/upv-u23-example.yaml",
        "tests/answers/holdout-z-1645.yaml",
        "--json",
    ];
    for (lang, name) in [
        ("en", "z of another confidence level"),
        ("it", "z di un altro livello di confidenza"),
    ] {
        let mut args = holdout.to_vec();
        args.extend(["--lang", lang]);
        let r = json(&args);
        let parts = r["parts"].as_array().unwrap();
        assert_eq!(parts[0]["mistake"], serde_json::Value::Null, "{lang}");
        let m = &parts[1]["mistake"];
        assert_eq!(
            (&m["id"], &m["name"]),
            (&"holdout-hint-z-asks".into(), &name.into()),
            "{lang}"
        );
        assert_eq!(m["hint"], parts[1]["hint"]);
        assert!(m["hint"].as_str().unwrap().starts_with("z = 1.645 "), "{m}");
    }
    let r = json(&[
        "check",
        "exercises/softmax/upv-u24-probability.yaml",
        "tests/answers/rounding-entries.yaml",
        "--json",
    ]);
    let m = &r["parts"][0]["mistake"];
    assert_eq!(
        (&m["id"], &m["name"]),
        (&"check-hint-rounding".into(), &"rounded before the end".into())
    );
    assert!(
        m["hint"]
            .as_str()
            .unwrap()
            .starts_with("entry 1: agrees with the answer to 2 decimals"),
        "{m}"
    );
}

#[test]
fn a_slip_at_step_2_of_8_costs_one_step() {
    let o = mlex(&["check", TWO, "tests/answers/slip-at-step-2.yaml"]);
    assert_eq!(o.code, 1, "{}", o.stderr);
    let want = [
        "~ trace          partly right    3.5 / 4",
        "    7 of 8 steps right",
        // the right step is a right value: said only with --reveal (issue 43)
        "    step 2 (iteration 1, sample 2) is the first that differs: entry 3 of `1` is wrong; it does not follow from your state after step 1",
        "    steps right from your own earlier state (error carried forward): 3, 4, 5, 6, 7, 8",
        // 8 of 9 entries (16/9 of 2 points) beats the consistency credit of half
        "~ final_weights  consistent     1.78 / 2",
        "    consistent with your answer to `trace` (error carried forward)",
        "~ discriminants  consistent     1.33 / 2",
        "    consistent with your answer to `final_weights` (error carried forward)",
        // 3.5 + 16/9 + 4/3 = 6.611…
        "score: 6.61 / 8",
    ];
    for w in want {
        assert!(o.stdout.lines().any(|l| l == w), "missing line {w:?} in:\n{}", o.stdout);
    }
}

#[test]
fn all_right_exits_0_with_the_full_score() {
    let o = mlex(&["check", TWO, "tests/answers/all-right.yaml"]);
    assert_eq!(o.code, 0, "{}", o.stdout);
    assert!(o.stdout.contains("score: 8 / 8"), "{}", o.stdout);
    assert!(
        o.stdout.contains("rule: exact values must be exact"),
        "the rule is printed"
    );
}

#[test]
fn misconception_hints() {
    let cases = [
        (
            "exercises/perceptron/upv-u22-example.yaml",
            "tests/answers/margin-left-out.yaml",
            "final_weights",
            "the margin seems to be left out",
        ),
        (
            "exercises/perceptron/upv-2023-01-26.yaml",
            "tests/answers/only-wrong-class.yaml",
            "final_weights",
            "you updated only the wrong class",
        ),
        (
            "exercises/perceptron/upv-u22-example.yaml",
            "tests/answers/one-pass-early.yaml",
            "iterations",
            "you stopped one pass early",
        ),
        (
            "exercises/perceptron/tie-nonstrict.yaml",
            "tests/answers/tie-strict-answer.yaml",
            "final_weights",
            "this exercise uses the non-strict test",
        ),
        (
            "exercises/binary-perceptron/and.yaml",
            "tests/answers/and-strict-zero.yaml",
            "final_weights",
            "a point on the boundary is misclassified too",
        ),
    ];
    for (spec, answers, part, hint) in cases {
        let o = mlex(&["check", spec, answers, "--lang", "en"]);
        assert_eq!(o.code, 1);
        let line = o
            .stdout
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(part))
            .unwrap_or_default();
        assert!(line.contains(hint), "{spec} {answers}: {line:?}\n{}", o.stdout);
    }
}

#[test]
fn expected_values_are_shown_only_with_reveal() {
    let o = mlex(&[
        "check",
        "exercises/perceptron/upv-u22-example.yaml",
        "tests/answers/margin-left-out.yaml",
    ]);
    assert!(!o.stdout.contains("[1, -1, -1]"), "{}", o.stdout);
    assert!(!o.stdout.contains("answer:"), "{}", o.stdout);
    let o = mlex(&[
        "check",
        "exercises/perceptron/upv-u22-example.yaml",
        "tests/answers/margin-left-out.yaml",
        "--reveal",
    ]);
    assert!(
        o.stdout.contains("    answer: { 1: [1, -1, -1], 2: [-1, 1, 1] }"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("    answer: 3"), "{}", o.stdout);
}

#[test]
fn tolerance_edges_for_exact_values() {
    // w_a = (1/3, 1/3) and w_b = (-1/3, -1/3), by hand (see the spec).
    let spec = "tests/answers/fractions.spec.yaml";
    for (given, right) in [
        ("{a: [1/3, 0.3333], b: [\"-1/3\", -0.3333]}", true),
        ("{a: [0.33333, 2/6], b: [-0.3333, -0.3333]}", true),
        ("{a: [0.333, 0.3333], b: [-0.3333, -0.3333]}", false),
        ("{a: [0.3334, 0.3333], b: [-0.3333, -0.3333]}", false),
        ("{a: [0.33, 0.3333], b: [-0.3333, -0.3333]}", false),
    ] {
        let dir = scratch("tolerance");
        let answers = dir.join("a.yaml");
        std::fs::write(&answers, format!("final_weights: {given}\n")).unwrap();
        let o = mlex(&["check", spec, &answers.display().to_string()]);
        assert_eq!(o.code == 0, right, "{given}:\n{}", o.stdout);
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn ties_accept_any_tied_class() {
    // tie-strict ends with zero weights: every class ties at every point (by hand).
    let spec =
        "kind: perceptron\nclasses: [1, 2]\nsamples: [{x: [1], y: 1}, {x: [-1], y: 2}]\nask:\n  - classify: [3]\n";
    let dir = scratch("ties");
    std::fs::write(dir.join("spec.yaml"), spec).unwrap();
    for answer in ["1", "2"] {
        std::fs::write(dir.join("a.yaml"), format!("classify: {answer}\n")).unwrap();
        let o = mlex(&[
            "check",
            &dir.join("spec.yaml").display().to_string(),
            &dir.join("a.yaml").display().to_string(),
        ]);
        assert_eq!(o.code, 0, "{answer}: {}", o.stdout);
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn json_report_has_the_same_content() {
    let o = mlex(&["check", TWO, "tests/answers/slip-at-step-2.yaml", "--json"]);
    assert_eq!(o.code, 1);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(v["exercise"], json!("two-iterations"));
    assert_eq!(v["parts"][0]["part"], json!("trace"));
    assert_eq!(v["parts"][0]["verdict"], json!("partial"));
    assert_eq!(v["parts"][0]["earned"], json!(3.5));
    assert_eq!(v["parts"][1]["verdict"], json!("consistent"));
    assert_eq!(v["all_right"], json!(false));
    assert!(v["parts"][0].get("answer").is_none(), "no answers without --reveal");
    assert!(v["rule"].as_str().unwrap().contains("4 decimals"));
}

#[test]
fn unknown_part_names_are_reported_with_a_suggestion() {
    let o = mlex_stdin(
        &["check", "exercises/perceptron/upv-2023-01-26.yaml", "-"],
        "final_weight: { 1: [-1, 4, -10], 2: [1, -5, 0], 3: [-4, -9, 0] }\nclassify: 2\n",
    );
    assert_eq!(o.code, 1, "final_weights is missing");
    assert!(
        o.stderr
            .contains("warning: there is no part `final_weight`; its answer is ignored"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("--> <stdin>:1:1"), "{}", o.stderr);
    assert!(o.stderr.contains("help: did you mean `final_weights`?"), "{}", o.stderr);
    assert!(o.stdout.contains("- final_weights  missing"), "{}", o.stdout);
}

#[test]
fn invalid_answers_files_exit_2_with_a_located_error() {
    let o = mlex(&[
        "check",
        "exercises/perceptron/upv-2023-01-26.yaml",
        "tests/answers/bad-yaml.yaml",
    ]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("error: invalid YAML"), "{}", o.stderr);
    assert!(o.stderr.contains("--> tests/answers/bad-yaml.yaml:2:1"), "{}", o.stderr);
    let o = mlex(&[
        "check",
        "exercises/perceptron/upv-2023-01-26.yaml",
        "tests/answers/not-a-mapping.yaml",
    ]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr.contains("the answers must be a mapping, found a list"),
        "{}",
        o.stderr
    );
    let o = mlex(&[
        "check",
        "tests/invalid/unknown-key.yaml",
        "tests/answers/all-right.yaml",
    ]);
    assert_eq!(o.code, 2, "an invalid spec");
}

#[test]
fn batch_grading_writes_one_csv_row_per_file() {
    let dir = scratch("batch");
    let csv = dir.join("grades.csv");
    let o = mlex(&[
        "check",
        TWO,
        "tests/answers/all-right.yaml",
        "tests/answers/slip-at-step-2.yaml",
        "tests/answers/bad-yaml.yaml",
        "--csv",
        &csv.display().to_string(),
    ]);
    assert_eq!(o.code, 2, "a bad file is reported, and the others are graded");
    assert!(o.stdout.contains("tests/answers/all-right.yaml: 8 / 8"), "{}", o.stdout);
    assert!(
        o.stdout.contains("tests/answers/slip-at-step-2.yaml: 6.61 / 8"),
        "{}",
        o.stdout
    );
    let text = std::fs::read_to_string(&csv).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows[0], "file,score,total,status,trace,final_weights,discriminants");
    assert_eq!(rows[1], "tests/answers/all-right.yaml,8,8,all right,right,right,right");
    assert_eq!(
        rows[2],
        "tests/answers/slip-at-step-2.yaml,6.61,8,graded,partly right,consistent,consistent"
    );
    assert!(
        rows[3].starts_with("tests/answers/bad-yaml.yaml,,,\"invalid: tests/answers/bad-yaml.yaml:2:1: invalid YAML"),
        "{}",
        rows[3]
    );
    assert_eq!(rows.len(), 4);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_mistake_that_does_not_explain_a_right_earlier_answer_gives_no_hint() {
    // Right final weights (seed 003, 2023_01_26) but class 1 at (5, 5): no update mistake can
    // explain it, so no hint; with the weights of "only the wrong class updated" (independent
    // Python implementation, see only-wrong-class.yaml) the same class is consistent with them.
    let right = "final_weights: { 1: [-1, 4, -10], 2: [1, -5, 0], 3: [-4, -9, 0] }\nclassify: 1\n";
    let o = mlex_stdin(&["check", "exercises/perceptron/upv-2023-01-26.yaml", "-"], right);
    let line = o.stdout.lines().find(|l| l.contains("classify")).unwrap();
    assert_eq!(
        line.trim_end(),
        "✗ classify       wrong             0 / 0.5",
        "{}",
        o.stdout
    );
    let wrong = "final_weights: { 1: [-1, 4, -10], 2: [0, -6, -2], 3: [-4, -9, 0] }\nclassify: 1\n";
    let o = mlex_stdin(&["check", "exercises/perceptron/upv-2023-01-26.yaml", "-"], wrong);
    let line = o.stdout.lines().find(|l| l.contains("classify")).unwrap();
    assert!(
        line.contains("consistent") && line.contains("you updated only the wrong class"),
        "{}",
        o.stdout
    );
}

#[test]
fn check_refuses_what_it_cannot_grade() {
    // a spec with two exercises
    let o = mlex(&["check", "exercises/perceptron", "tests/answers/all-right.yaml"]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr.contains("`mlex check` takes a spec with exactly one"),
        "{}",
        o.stderr
    );
    // spec and answers both on standard input
    let o = mlex_stdin(&["check", "-", "-"], "kind: perceptron\n");
    assert_eq!(o.code, 2);
    assert!(
        o.stderr.contains("cannot both come from standard input"),
        "{}",
        o.stderr
    );
    // an answers file with two documents
    let o = mlex_stdin(&["check", TWO, "-"], "trace: []\n---\ntrace: []\n");
    assert_eq!(o.code, 2);
    assert!(
        o.stderr.contains("an answers file holds the answers of one exercise"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("--> <stdin>:3:1"), "{}", o.stderr);
    // a part of the kind that this exercise does not ask
    let o = mlex_stdin(&["check", TWO, "-"], "iterations: 2\n");
    assert_eq!(o.code, 1);
    assert!(
        o.stderr
            .contains("warning: `iterations` is not asked in this exercise; its answer is ignored"),
        "{}",
        o.stderr
    );
}

/// The seed's final weights of exercises/perceptron/upv-2023-01-26.yaml (seed 003, U2.2, exam
/// 2023_01_26): { 1: [-1, 4, -10], 2: [1, -5, 0], 3: [-4, -9, 0] }, 9 entries. A copy of the
/// spec where `final_weights` is worth 9 points, one per entry.
fn nine_points() -> std::path::PathBuf {
    let spec = std::fs::read_to_string(super::root().join("exercises/perceptron/upv-2023-01-26.yaml")).unwrap();
    let nine = spec.replace("  - final_weights: { points: 0 }", "  - final_weights: { points: 9 }");
    assert_ne!(spec, nine);
    let dir = scratch("nine-points");
    let path = dir.join("upv-2023-01-26.yaml");
    std::fs::write(&path, nine).unwrap();
    path
}

#[test]
fn a_missing_class_is_all_of_its_entries_wrong() {
    let spec = nine_points();
    let spec = spec.display().to_string();
    // (answer, report line, details): a class left out loses its 3 entries, as does a vector of
    // the wrong length.
    let cases: [(&str, &str, &[&str]); 4] = [
        (
            "final_weights: {}\n",
            "✗ final_weights  wrong             0 / 9",
            &["    `1` is missing", "    `2` is missing", "    `3` is missing"],
        ),
        (
            "final_weights: { 1: [-1, 4, -10] }\n",
            "~ final_weights  partly right      3 / 9",
            &["    3 of 9 entries right", "    `2` is missing", "    `3` is missing"],
        ),
        (
            "final_weights: { 1: [-1, 4, -10], 2: [1, -5], 3: [-4, -9, 0] }\n",
            "~ final_weights  partly right      6 / 9",
            &[
                "    6 of 9 entries right",
                "    `2`: 2 entries where 3 entries are expected",
            ],
        ),
        (
            "final_weights: { 1: [-1, 4, -10], 2: [1, -5, 1], 3: [-4, -9, 0] }\n",
            "~ final_weights  partly right      8 / 9",
            &["    8 of 9 entries right", "    entry 3 of `2` is wrong"],
        ),
    ];
    for (answers, line, details) in cases {
        let o = mlex_stdin(&["check", &spec, "-"], answers);
        assert_eq!(o.code, 1, "{answers}{}", o.stderr);
        let lines: Vec<&str> = o.stdout.lines().collect();
        let at = lines
            .iter()
            .position(|l| l.trim_end() == line)
            .unwrap_or_else(|| panic!("{answers}: no line {line:?} in\n{}", o.stdout));
        assert_eq!(&lines[at + 1..at + 1 + details.len()], details, "{answers}{}", o.stdout);
    }
    let _ = std::fs::remove_dir_all(std::path::Path::new(&spec).parent().unwrap());
}

#[test]
fn a_class_that_does_not_exist_is_an_error_of_the_answers_file() {
    let o = mlex_stdin(
        &["check", "exercises/perceptron/upv-2023-01-26.yaml", "-"],
        "errors: 1\nfinal_weights: { 9: [0, 0, 0] }\n",
    );
    assert_eq!(o.code, 2, "{}", o.stdout);
    assert_eq!(o.stdout, "");
    assert!(
        o.stderr.contains("error: `final_weights` has no entry `9`"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("--> <stdin>:2:18"), "{}", o.stderr);
    assert!(o.stderr.contains("not one of its keys"), "{}", o.stderr);
    // no key is closer than the others: the help lists them
    assert!(o.stderr.contains("help: write one of `1`, `2` or `3`"), "{}", o.stderr);
    // in a step of a trace, every unknown class at once
    let o = mlex_stdin(
        &["check", "exercises/perceptron/upv-2023-01-26.yaml", "-"],
        "trace:\n  - { 1: [-1, 4, -10], 2: [0, -6, -2], 3: [-3, -8, 2] }\n  - { 1: [-1, 4, -10], 4: [0, -6, -2], 3: [-3, -8, 2] }\nfinal_weights: { 0: [0, 0, 0] }\n",
    );
    assert_eq!(o.code, 2, "{}", o.stdout);
    assert!(
        o.stderr.contains("error: entry 2 of `trace` has no entry `4`"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("--> <stdin>:3:24"), "{}", o.stderr);
    assert!(
        o.stderr.contains("error: `final_weights` has no entry `0`"),
        "{}",
        o.stderr
    );
    // named classes get "did you mean"
    let spec = "kind: perceptron\nclasses: [setosa, versicolor]\nsamples: [{x: [0], y: setosa}, {x: [1], y: versicolor}]\nask: [final_weights]\n";
    let dir = scratch("named-classes");
    let path = dir.join("iris.yaml");
    std::fs::write(&path, spec).unwrap();
    let o = mlex_stdin(
        &["check", &path.display().to_string(), "-"],
        "final_weights: { setosa: [0, 0], versicolour: [0, 0] }\n",
    );
    assert_eq!(o.code, 2, "{}", o.stdout);
    assert!(
        o.stderr.contains("error: `final_weights` has no entry `versicolour`"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("--> <stdin>:1:34"), "{}", o.stderr);
    assert!(o.stderr.contains("help: did you mean `versicolor`?"), "{}", o.stderr);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn softmax_regression_updated_weights_per_class() {
    // Seed 003, U2.4, 2 samples and 2 classes, one step of η = 1 with the mean gradient:
    // W′ = { 1: [0.061230, 0.061230, -0.438770], 2: [-0.061230, -0.061230, 0.438770] }
    // (mpmath at 40 digits; the seed prints 0.06, 0.06, -0.44).
    let spec = "exercises/softmax-regression/upv-u24-two-samples.yaml";
    let o = mlex_stdin(&["check", spec, "-"], "updated_weights: {}\n");
    assert_eq!(o.code, 1);
    assert!(
        o.stdout
            .lines()
            .any(|l| l.trim_end() == "✗ updated_weights  wrong             0 / 1"),
        "{}",
        o.stdout
    );
    let o = mlex_stdin(
        &["check", spec, "-"],
        "updated_weights: { 1: [0.0612, 0.0612, -0.4388] }\n",
    );
    assert!(
        o.stdout
            .lines()
            .any(|l| l.trim_end() == "~ updated_weights  partly right    0.5 / 1"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("    3 of 6 entries right\n"), "{}", o.stdout);
    let o = mlex_stdin(
        &["check", spec, "-"],
        "updated_weights: { 1: [0.0612, 0.0612, -0.4388], 3: [-0.0612, -0.0612, 0.4388] }\n",
    );
    assert_eq!(o.code, 2);
    assert!(
        o.stderr.contains("error: `updated_weights` has no entry `3`"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("--> <stdin>:1:50"), "{}", o.stderr);
    assert!(o.stderr.contains("help: write one of `1` or `2`"), "{}", o.stderr);
}

/// A multiple-choice option may be answered by its letter, as worksheets letter them. Seed 003,
/// U2.3, exam 2022_01_27 Q3: ε = 0.2·0.9 + 0.4·0.7 + 0.4·0.6 = 0.70 (by hand), in the third
/// interval (0.50 to below 0.75), option 3 = C.
#[test]
fn a_multiple_choice_option_is_answered_by_its_letter_or_its_number() {
    let spec = "exercises/bayes-error/upv-2022-01-27-q3.yaml";
    let dir = scratch("check-letter");
    for (answer, code) in [
        ("3", 0),
        ("C", 0),
        ("c", 0),
        (" c ", 0),
        ("\"C\"", 0),
        ("B", 1),
        ("b", 1),
        ("2", 1),
        ("CC", 1),
    ] {
        let file = dir.join("answers.yaml");
        std::fs::write(&file, format!("classifier_error: {answer}\n")).unwrap();
        let o = mlex(&["check", spec, &file.display().to_string()]);
        assert_eq!(o.code, code, "{answer:?}:\n{}\n{}", o.stdout, o.stderr);
    }
    // a part that is not multiple choice reads a letter as the text it is (a wrong radius)
    let holdout = dir.join("holdout.yaml");
    std::fs::write(
        &holdout,
        "kind: holdout\nid: h\nerrors: 3\ntest_size: 100\nask: [radius]\n",
    )
    .unwrap();
    let o = mlex_stdin(&["check", &holdout.display().to_string(), "-"], "radius: c\n");
    assert_eq!(o.code, 1, "{}\n{}", o.stdout, o.stderr);
    assert!(!o.stdout.contains("✓"), "{}", o.stdout);
    let _ = std::fs::remove_dir_all(dir);
}
