//! `mlex check` on answers it cannot compare: a word where a number is asked, `0,25` in English,
//! a list where one value is asked and the other shapes. The report says why (never the value
//! asked, at most its number of entries); a word where a class label is asked is only wrong.
//! The expected lines are written here from the messages' design (docs/checking.md, "Answers
//! that cannot be read"), not taken from mlex's output.

use super::{mlex, scratch};

const SVM: &str = "exercises/svm/seed000-four-points.yaml"; // lang: it; ω = (2), b = −1, 4 samples
const UPV: &str = "exercises/perceptron/upv-2023-01-26.yaml"; // English; classes 1, 2, 3
const TWO: &str = "tests/answers/two-iterations.spec.yaml"; // English; an 8-step trace

/// `mlex check SPEC FILE EXTRA…` of an answers file written in a scratch directory: the exit
/// status and the report's part lines (from the first `✓ ✗ ~ -` line to the score).
fn check(name: &str, spec: &str, answers: &str, extra: &[&str]) -> (i32, String) {
    let dir = scratch(name);
    let file = dir.join("answers.yaml");
    std::fs::write(&file, answers).unwrap();
    let path = file.display().to_string();
    let mut args = vec!["check", spec, &path];
    args.extend_from_slice(extra);
    let o = mlex(&args);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(o.stderr.is_empty() || o.code != 2, "{}", o.stderr);
    (o.code, o.stdout)
}

fn has_lines(report: &str, lines: &[&str]) {
    let all: Vec<&str> = report.lines().collect();
    let at = all.windows(lines.len()).any(|w| w == lines);
    assert!(at, "the lines\n{}\nnot together in:\n{report}", lines.join("\n"));
}

/// The brief's example: every one of the three answers was marked wrong without a word.
#[test]
fn the_three_unreadable_answers_of_the_issue_say_why_in_english() {
    let (code, out) = check(
        "unreadable-en",
        SVM,
        "margin: \"0,5\"\nbias: [1, 2]\nweights: abc\n",
        &["--lang", "en"],
    );
    assert_eq!(code, 1);
    has_lines(
        &out,
        &[
            "✗ weights             wrong             0 / 1",
            "    a single value, where a list `[…]` of 1 entry is asked",
            "✗ bias                wrong             0 / 1",
            "    a list, where one value is asked",
            "✗ margin              wrong             0 / 1",
            "    a decimal comma: write a decimal point (0.25, not 0,25), or check with `--lang it` (or `lang: it`), which reads the comma",
            "- support_vectors     missing           0 / 1",
        ],
    );
    // nothing of the right answers (ω = (2), b = −1, margin 1); the first line names the
    // answers file, whose temporary path has the process id in it (`-1…` for some ids)
    let (head, body) = out.split_once('\n').unwrap_or_default();
    assert!(head.contains("unreadable-en"), "{out}");
    assert!(!body.contains("[2]") && !body.contains("-1"), "{out}");
}

/// The same file in Italian (the exercise's `lang: it`): `0,5` reads as 0.5 (wrong, and it gets
/// the kind's hint, not a reason); the shapes are said in Italian.
#[test]
fn in_italian_the_decimal_comma_reads_and_the_shapes_are_said_in_italian() {
    let (_, out) = check(
        "unreadable-it",
        SVM,
        "margin: \"0,5\"\nbias: [1, 2]\nweights: abc\nobjective: abc\nsupport_vectors: 2\n",
        &[],
    );
    has_lines(
        &out,
        &[
            "✗ weights             sbagliata         0 / 1",
            "    un solo valore, dove è richiesta una lista `[…]` di 1 elemento",
            "✗ bias                sbagliata         0 / 1",
            "    una lista, dove è richiesto un solo valore",
        ],
    );
    let margin = out.lines().skip_while(|l| !l.starts_with("✗ margin")).nth(1).unwrap();
    assert!(margin.starts_with("✗ support_vectors"), "0,5 is read, no reason: {out}");
    has_lines(
        &out,
        &[
            "✗ support_vectors     sbagliata         0 / 1",
            "    un solo valore, dove è richiesta una lista `[…]` di 2 elementi",
        ],
    );
    has_lines(
        &out,
        &[
            "✗ objective           sbagliata         0 / 1",
            "    non è un numero: scrivere un intero, un decimale, una frazione o un'espressione (2; -0,25 o -0.25; 1/4; ln(2))",
        ],
    );
}

#[test]
fn words_that_are_not_numbers_and_numbers_mlex_cannot_read() {
    for (given, line) in [
        (
            "abc",
            "    not a number: write an integer, a decimal, a fraction or an expression (2, -0.25, 1/4, ln(2))",
        ),
        (
            "\"1/0\"",
            "    not a number: write an integer, a decimal, a fraction or an expression (2, -0.25, 1/4, ln(2))",
        ),
        (
            "0.5.",
            "    not a number: write an integer, a decimal, a fraction or an expression (2, -0.25, 1/4, ln(2))",
        ),
        (
            "sqrt(-2)",
            "    not a number: write an integer, a decimal, a fraction or an expression (2, -0.25, 1/4, ln(2))",
        ),
        ("\"\"", "    nothing is written"),
        ("~", "    nothing is written"),
        (
            "1e5000",
            "    a number beyond what mlex reads (more than 1000 digits, or an exponent beyond ±1000)",
        ),
    ] {
        let (_, out) = check("unreadable-words", UPV, &format!("errors: {given}\n"), &[]);
        has_lines(&out, &["✗ errors         wrong             0 / 0", line]);
    }
    // readable numbers that are wrong get no reason: 7, an infinity, a number below 10⁻¹⁰⁰⁰
    for given in ["7", "inf", "1e-100000000", "\"2,5\"", "sqrt(2)"] {
        let (_, out) = check("unreadable-readable", UPV, &format!("errors: {given}\n"), &[]);
        let next = out.lines().skip_while(|l| !l.starts_with("✗ errors")).nth(1).unwrap();
        if given == "\"2,5\"" {
            // in English a decimal comma is a reason
            assert!(next.starts_with("    a decimal comma"), "{given}: {out}");
        } else {
            assert!(!next.starts_with("    "), "{given}: {out}");
        }
    }
}

/// A word where a class is asked is just wrong: class labels are words.
#[test]
fn a_word_for_a_class_is_only_wrong() {
    let (_, out) = check("unreadable-class", UPV, "classify: versicolor\n", &[]);
    has_lines(
        &out,
        &["✗ classify       wrong             0 / 0.5", "", "score: 0 / 2"],
    );
    // a list where the class is asked is the wrong shape
    let (_, out) = check("unreadable-class-list", UPV, "classify: [2]\n", &[]);
    has_lines(
        &out,
        &[
            "✗ classify       wrong             0 / 0.5",
            "    a list, where one value is asked",
        ],
    );
}

/// Entries that cannot be read are named; how numbers are written is said once after them.
#[test]
fn entries_that_cannot_be_read_are_named_with_the_rule_once() {
    let (_, out) = check(
        "unreadable-entries",
        UPV,
        "discriminants: { 1: -31, 2: sqrt(-2), 3: 0.5. }\nfinal_weights: { 1: [-1, 4, -10], 2: [1, -5, 0], 3: [-4, -9, \"0,0\"] }\n",
        &[],
    );
    has_lines(
        &out,
        &[
            "~ final_weights  partly right      0 / 0",
            "    8 of 9 entries right",
            "    entry 3 of `3` has a decimal comma",
            "    write a decimal point (0.25, not 0,25), or check with `--lang it` (or `lang: it`), which reads the comma",
            "~ discriminants  partly right      0 / 0",
            "    1 of 3 entries right",
            "    `2` is not a number",
            "    `3` is not a number",
            "    write numbers as integers, decimals, fractions or expressions (2, -0.25, 1/4, ln(2))",
        ],
    );
    // in Italian: the entries and the rule (lists keep the decimal point)
    let (_, out) = check("unreadable-entries-it", SVM, "alphas: [0, x, \"\", [2]]\n", &[]);
    has_lines(
        &out,
        &[
            "~ alphas              in parte giusta   0.25 / 1",
            "    1 elemento giusto su 4",
            "    l'elemento 2 non è un numero",
            "    l'elemento 3 è vuoto",
            "    l'elemento 4 è una lista, dove è richiesto un solo valore",
            "    scrivere i numeri come interi, decimali con il punto, frazioni o espressioni (2; -0.25; 1/4; ln(2))",
        ],
    );
}

/// Lists and mappings: a mapping where a list is asked and the reverse (class-keyed weights), one
/// value where a mapping is asked, a list of the wrong length (its count shown, also for the
/// whole answer, which said only "the value is wrong").
#[test]
fn lists_mappings_and_lengths() {
    let (_, out) = check(
        "unreadable-maps",
        TWO,
        "final_weights: [[-1, 5, -9], [1, -7, -3], [-5, -9, 1]]\ndiscriminants: -21\n",
        &[],
    );
    has_lines(
        &out,
        &[
            "✗ final_weights  wrong             0 / 2",
            "    a list, where a mapping `{ key: value, … }` of 3 entries is asked",
            "✗ discriminants  wrong             0 / 2",
            "    a single value, where a mapping `{ key: value, … }` of 3 entries is asked",
        ],
    );
    let (_, out) = check(
        "unreadable-lists",
        SVM,
        "functional_margins: { a: 1 }\nalphas: [0, 2]\n",
        &["--lang", "en"],
    );
    has_lines(
        &out,
        &[
            "✗ alphas              wrong             0 / 1",
            "    2 entries where 4 entries are expected",
            "✗ functional_margins  wrong             0 / 1",
            "    a mapping, where a list `[…]` of 4 entries is asked",
        ],
    );
    // an entry of a mapping of the wrong shape, and of the wrong length
    let (_, out) = check(
        "unreadable-entry-shapes",
        TWO,
        "final_weights: { 1: -1, 2: [1, -7], 3: [-5, -9, 1] }\n",
        &[],
    );
    has_lines(
        &out,
        &[
            "    `1` is a single value, where a list `[…]` of 3 entries is asked",
            "    `2`: 2 entries where 3 entries are expected",
        ],
    );
}

/// A trace: the first differing step names the entry that is not a number, and the rule follows
/// on its own line; a trace that is not a list says so.
#[test]
fn a_trace_step_that_cannot_be_read() {
    let (_, out) = check(
        "unreadable-trace",
        TWO,
        "trace:\n  - { 1: [-1, 4, -10], 2: [0, -6, -2], 3: [-3, -8, 2] }\n  - { 1: [-1, 4, abc], 2: [0, -6, -2], 3: [-3, -8, 2] }\n",
        &[],
    );
    has_lines(
        &out,
        &[
            "~ trace          partly right    0.5 / 4",
            "    1 of 8 steps right",
            // the state from step 1 (the initial weights: sample 1 is right, seed 003) is the
            // trace's, shown as before
            "    step 2 (iteration 1, sample 2) is the first that differs: entry 3 of `1` is not a number; it does not follow from your state after step 1",
            "    write numbers as integers, decimals, fractions or expressions (2, -0.25, 1/4, ln(2))",
            "    2 steps given, 8 expected: steps 3–8 are missing",
        ],
    );
    let (_, out) = check("unreadable-trace-scalar", TWO, "trace: 3\n", &[]);
    has_lines(
        &out,
        &[
            "✗ trace          wrong             0 / 4",
            "    a trace is a list of states, one per step",
        ],
    );
}

/// `--json`: the reasons as data (`unreadable`: path and reason), and no such field for parts
/// that were read.
#[test]
fn the_json_report_says_where_and_why() {
    let dir = scratch("unreadable-json");
    let file = dir.join("a.yaml");
    std::fs::write(
        &file,
        "margin: \"0,5\"\nbias: [1, 2]\nweights: abc\nalphas: [0, x, 2, 0]\nobjective: 5\n",
    )
    .unwrap();
    let o = mlex(&["check", SVM, file.to_str().unwrap(), "--json", "--lang", "en"]);
    let _ = std::fs::remove_dir_all(&dir);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    let part = |name: &str| {
        v["parts"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["part"] == name)
            .unwrap()
            .clone()
    };
    use serde_json::json;
    assert_eq!(
        part("weights")["unreadable"],
        json!([{ "path": "", "reason": "shape", "given": "value", "asked": "list", "entries": 1 }])
    );
    assert_eq!(
        part("bias")["unreadable"],
        json!([{ "path": "", "reason": "shape", "given": "list", "asked": "value", "entries": 0 }])
    );
    assert_eq!(
        part("margin")["unreadable"],
        json!([{ "path": "", "reason": "decimal_comma" }])
    );
    assert_eq!(
        part("alphas")["unreadable"],
        json!([{ "path": "[2]", "reason": "not_a_number" }])
    );
    assert_eq!(
        part("alphas")["details"],
        json!([
            "3 of 4 entries right",
            "entry 2 is not a number",
            "write numbers as integers, decimals, fractions or expressions (2, -0.25, 1/4, ln(2))"
        ])
    );
    // read and wrong (objective 4, seed 000 by hand): no field
    assert_eq!(part("objective")["verdict"], "wrong");
    assert!(part("objective").get("unreadable").is_none(), "{v}");
    assert!(part("support_vectors").get("unreadable").is_none(), "{v}");
}

/// Exam grading uses the same grader: the same reasons under each question.
#[test]
fn exam_grading_gives_the_same_reasons() {
    let (code, out) = check(
        "unreadable-exam",
        "tests/exams/grading.yaml",
        "variant: 1\nvariant-holdout-interval:\n  error_rate: [0.1]\n  radius: abc\nmin-test-size:\n  min_test_size: \"6147,0\"\n",
        &["--seed", "11"],
    );
    assert_eq!(code, 1);
    has_lines(
        &out,
        &[
            "✗ error_rate  wrong             0 / 1",
            "    a list, where one value is asked",
            "✗ radius      wrong             0 / 1",
            "    not a number: write an integer, a decimal, a fraction or an expression (2, -0.25, 1/4, ln(2))",
        ],
    );
    has_lines(
        &out,
        &[
            "✗ min_test_size  wrong             0 / 1",
            "    a decimal comma: write a decimal point (0.25, not 0,25), or check with `--lang it` (or `lang: it`), which reads the comma",
        ],
    );
    // with `--lang it` the comma reads: 6147 is the seed's M (seed 003, U2.3)
    let (_, out) = check(
        "unreadable-exam-it",
        "tests/exams/grading.yaml",
        "variant: 1\nmin-test-size:\n  min_test_size: \"6147,0\"\n",
        &["--seed", "11", "--lang", "it"],
    );
    assert!(out.contains("✓ min_test_size  giusta"), "{out}");
}

/// The practice page's report lines come from the same grader: an empty box of a partly typed
/// answer is said to be empty, named as the page names it (the discriminants' row of boxes
/// under g₁ g₂ g₃; a box that is not a number is marked at the box, and its part is left out of
/// the answers file: `practice.rs`).
#[test]
fn the_practice_page_says_which_box_is_empty() {
    let text = std::fs::read_to_string(super::root().join(UPV)).unwrap();
    let req = serde_json::json!({ "spec": text,
        "boxes": [["discriminants", [["0", "-31"], ["1", ""], ["2", "-49"]]]] });
    let r: serde_json::Value = serde_json::from_str(&mlex::checker::respond(&req.to_string())).unwrap();
    let p = &r["report"]["parts"][3];
    assert_eq!(p["part"], "discriminants", "{r}");
    assert_eq!(
        p["details"],
        serde_json::json!(["2 of 3 entries right", "the box under g₂ is empty"]),
        "{r}"
    );
}
