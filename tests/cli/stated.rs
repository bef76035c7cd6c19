//! `stated:` answers (and `mlex-answers` blocks) for `mlex validate` and `mlex verify`: known
//! errata, roundings coarser than `digits`, the annotated form `{ value: …, rounded: d, erratum:
//! "…" }` and its errors; an exercise's `points` against its parts'. Positions are found in the
//! test's own text, values come from the seeds or Python's fractions, never from mlex.

use super::{files, mlex, mlex_stdin, root, scratch};

/// `line:col` (1-based, columns in characters) of the first `needle` in `text`, after `after`.
fn at(text: &str, after: &str, needle: &str) -> String {
    let from = text.find(after).expect("anchor") + after.len();
    let start = from + text[from..].find(needle).expect("needle");
    let before = &text[..start];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    format!("{line}:{col}")
}

fn shipped(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).expect("read")
}

const SETOSA: &str = "exercises/gaussian-boundary/upv-u21-setosa.yaml";

/// The seeds' printed answers that are wrong at their printed precision, each marked with
/// `erratum:` in its file: (file, how many).
/// * Seed 003 U2.1, Iris setosa: the notes round the quadratic's coefficients to two decimals
///   before solving and print the boundary 0.53; the exact root is 0.52293 (0.52, mpmath). The
///   region (0.53, 2.09) inherits it. (2.09 for 2.08719 is only rounded.)
/// * Seed 003, U2.4 §4: "log 0.8808 + log 0.8808 = −0.1269 − 0.1269 = −0.2538"; the exact LL is
///   2·ln σ(2) = −0.253856… (mpmath), −0.2539 at the printed 4 decimals.
const SEED_ERRATA: &[(&str, usize)] = &[(SETOSA, 2), ("exercises/softmax-regression/upv-u24-example.yaml", 1)];

#[test]
fn validate_accepts_every_shipped_exercise_with_its_errata_marked() {
    let o = mlex(&["validate", "exercises"]);
    assert_eq!(o.code, 0, "{}\n{}", o.stdout, o.stderr);
    // no disagreement, no undeclared rounding, no stale erratum, no points mismatch
    assert!(!o.stderr.contains("warning:"), "{}", o.stderr);
    let lines: Vec<&str> = o.stdout.lines().collect();
    // One line per spec, and one per exam (exercises/exams/), each drawn at 10 variants.
    let exams = super::exams("exercises");
    assert!(!exams.is_empty());
    assert_eq!(
        lines.len(),
        files("exercises", "yaml").len() + exams.len(),
        "{}",
        o.stdout
    );
    for exam in &exams {
        let rel = super::rel(exam);
        assert!(
            lines.iter().any(
                |l| l.starts_with(&format!("ok    {rel} (exam: ")) && l.ends_with("; 10 variants of seed 0 drawn)")
            ),
            "{rel}: {}",
            o.stdout
        );
    }
    assert!(lines.iter().all(|l| l.starts_with("ok    ")), "{}", o.stdout);
    for spec in files("exercises", "yaml") {
        let rel = spec.strip_prefix(root()).unwrap().display().to_string();
        let marks = std::fs::read_to_string(&spec).unwrap().matches("erratum:").count();
        let want = SEED_ERRATA.iter().find(|(f, _)| *f == rel).map_or(0, |(_, n)| *n);
        assert_eq!(marks, want, "{rel}");
        let line = lines.iter().find(|l| l.contains(&rel)).unwrap();
        let counted = match want {
            0 => !line.contains("known errat"),
            1 => line.ends_with("; 1 known erratum)"),
            n => line.ends_with(&format!("; {n} known errata)")),
        };
        assert!(counted, "{line}");
    }
}

#[test]
fn a_new_disagreement_in_a_file_with_errata_still_fails() {
    let spec = shipped(SETOSA);
    // the erratum mark removed: the boundary disagrees again, at its first wrong entry
    let unmarked = spec.replace(
        "  boundary:\n    value: [0.53, 2.09]\n    erratum: \"the notes round the quadratic's coefficients to two decimals before solving, which moves the first root from 0.52293 to 0.5257\"\n",
        "  boundary: [0.53, 2.09]\n",
    );
    assert_ne!(spec, unmarked);
    let o = mlex_stdin(&["validate", "-"], &unmarked);
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(
        o.stdout
            .contains("DIFF  <stdin> (1 exercise; 1 of 3 stated answers disagree; 1 known erratum)"),
        "{}",
        o.stdout
    );
    assert!(
        o.stderr
            .contains("warning: `upv-u21-setosa`: the stated answer of `boundary` disagrees"),
        "{}",
        o.stderr
    );
    let place = at(&unmarked, "  boundary: [", "0.53");
    assert!(
        o.stderr.contains(&format!("--> <stdin>:{place}\n")),
        "{place}\n{}",
        o.stderr
    );
    assert!(
        o.stderr.contains("help: if the source is wrong, keep its answer and mark it as a known erratum, `boundary: { value: [0.53, 2.09], erratum: \"why\" }`; the worksheet notes the correction"),
        "{}",
        o.stderr
    );
    // a posterior printed wrong (0.88 is not 0.894 at any precision)
    let wrong = spec.replace("setosa: 0.89,", "setosa: 0.88,");
    assert_ne!(spec, wrong);
    let o = mlex_stdin(&["validate", "-"], &wrong);
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(
        o.stderr.contains("the stated answer of `posterior` disagrees"),
        "{}",
        o.stderr
    );
    assert!(o.stdout.contains("; 2 known errata)"), "{}", o.stdout);
}

#[test]
fn a_marked_erratum_that_agrees_gets_a_warning() {
    // The exact roots at 4 decimals (mpmath, src/models/gaussian.rs): 0.5229 and 2.0872.
    let spec = shipped(SETOSA).replace("    value: [0.53, 2.09]\n", "    value: [0.5229, 2.0872]\n");
    let o = mlex_stdin(&["validate", "-"], &spec);
    assert_eq!(o.code, 0, "a stale mark is not a disagreement: {}", o.stderr);
    assert!(
        o.stderr.contains(
            "warning: `upv-u21-setosa`: the stated answer of `boundary` is marked as an erratum, but it agrees"
        ),
        "{}",
        o.stderr
    );
    let place = at(&spec, "  boundary:\n    value: ", "[0.5229");
    assert!(
        o.stderr.contains(&format!("--> <stdin>:{place}\n")),
        "{place}\n{}",
        o.stderr
    );
    assert!(
        o.stderr.contains("agrees with the computed `[0.5229, 2.0872]`"),
        "{}",
        o.stderr
    );
    assert!(o.stdout.contains("; 1 known erratum)"), "{}", o.stdout);
    // verify says the same, on standard error, and passes
    let dir = scratch("stale-erratum");
    let path = dir.join("setosa.yaml");
    std::fs::write(&path, &spec).unwrap();
    let v = mlex(&["verify", &path.display().to_string()]);
    assert_eq!(v.code, 0, "{}", v.stderr);
    assert!(
        v.stderr.contains(&format!(
            "warning: {}:{place}: part boundary: marked as an erratum, but the stated [0.5229, 2.0872] agrees with the computed [0.5229, 2.0872]",
            path.display()
        )),
        "{}",
        v.stderr
    );
    let _ = std::fs::remove_dir_all(dir);
    // and the worksheet has no note for it
    let r = mlex_stdin(&["render", "-", "--solutions"], &spec);
    assert!(!r.stdout.contains("The source gives `[0.5229"), "{}", r.stdout);
}

#[test]
fn the_worksheet_notes_a_known_erratum_with_its_reason() {
    let r = mlex(&["render", SETOSA, "--solutions"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("> **Note on the source:** The source gives `setosa: [[0.53, 2.09]] non-setosa: [[0, 0.53], [2.09, inf]]`; the exact answer is `{ setosa: [[0.5229, 2.0872]], non-setosa: [[0, 0.5229], [2.0872, inf]] }` (the regions are built on the notes' boundary point 0.53)."),
        "{}",
        r.stdout
    );
    // a declared rounding keeps its note too
    assert!(
        r.stdout.contains("*The source rounds this: it gives `{ setosa: 0.89, non-setosa: 0.11 }`; the value is `{ setosa: 0.8940, non-setosa: 0.1060 }`.*"),
        "{}",
        r.stdout
    );
}

/// ε* = ½(1 − 2/3) + ½(1 − 9/10) = 1/6 + 1/20 = 13/60 = 0.21666… (Python fractions): a key that
/// types 0.2 has rounded to one decimal, more coarsely than `digits: 4`.
fn bayes(stated: &str, extra: &str) -> String {
    format!(
        "kind: bayes-error\n{extra}rows:\n  - {{ p_x: 0.5, posteriors: [\"2/3\", \"1/3\"] }}\n  - {{ p_x: 0.5, posteriors: [0.9, 0.1] }}\nask: [bayes_error]\nstated:\n  bayes_error: {stated}\n"
    )
}

#[test]
fn a_key_rounded_more_coarsely_than_digits_fails_validate_and_verify() {
    let spec = bayes("0.2", "");
    let o = mlex_stdin(&["validate", "-"], &spec);
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert_eq!(
        o.stdout,
        "DIFF  <stdin> (1 exercise; 1 of 1 stated answers rounded more coarsely than allowed)\n"
    );
    for want in [
        "warning: `exercise`: the stated answer of `bayes_error` is rounded more coarsely than `digits` (4)",
        &format!("--> <stdin>:{}\n", at(&spec, "bayes_error: ", "0.2")),
        "stated `0.2`, computed `\"13/60\"`",
        "help: if the source rounds on purpose, write `bayes_error: { value: 0.2, rounded: 1 }`, or set `digits: 1` on the exercise",
    ] {
        assert!(o.stderr.contains(want), "{want}\n{}", o.stderr);
    }
    // verify, on the spec file and in a literate document
    let dir = scratch("coarse-key");
    let path = dir.join("key.yaml");
    std::fs::write(&path, &spec).unwrap();
    let v = mlex(&["verify", &path.display().to_string()]);
    assert_eq!(v.code, 1, "{}", v.stderr);
    assert_eq!(
        v.stdout,
        format!(
            "{}:{}: part bayes_error: stated 0.2 is rounded more coarsely than `digits` (4), computed \"13/60\" (write `bayes_error: {{ value: 0.2, rounded: 1 }}` if the rounding is intended)\n",
            path.display(),
            at(&spec, "bayes_error: ", "0.2")
        )
    );
    let block = spec.split("stated:").next().unwrap();
    let doc = format!("# Key\n\n```mlex\n{block}```\n\n```mlex-answers\nbayes_error: 0.2\n```\n");
    let md = dir.join("key.md");
    std::fs::write(&md, &doc).unwrap();
    let v = mlex(&["verify", &md.display().to_string()]);
    assert_eq!(v.code, 1, "{}", v.stderr);
    assert!(
        v.stdout.starts_with(&format!(
            "{}:{}: part bayes_error: stated 0.2 is rounded more coarsely than `digits` (4)",
            md.display(),
            at(&doc, "```mlex-answers\nbayes_error: ", "0.2")
        )),
        "{}",
        v.stdout
    );
    assert_eq!(v.stderr, "verify: 1 answers compared; disagreements above\n");
    // declared in the answers block: both pass
    let declared_doc = doc.replace("bayes_error: 0.2\n```", "bayes_error: { value: 0.2, rounded: 1 }\n```");
    std::fs::write(&md, &declared_doc).unwrap();
    let v = mlex(&["verify", &md.display().to_string()]);
    assert_eq!((v.code, v.stdout.as_str()), (0, ""), "{}", v.stderr);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_declared_rounding_or_coarser_digits_pass() {
    for (stated, extra, line) in [
        (
            "{ value: 0.2, rounded: 1 }",
            "",
            "1 stated answers agree, 1 of them rounded)",
        ),
        // the exercise rounds to one decimal anyway
        ("0.2", "digits: 1\n", "1 stated answers agree)"),
        // at four decimals nothing is rounded more coarsely
        ("0.2167", "", "1 stated answers agree)"),
    ] {
        let spec = bayes(stated, extra);
        let o = mlex_stdin(&["validate", "-"], &spec);
        assert_eq!(o.code, 0, "{spec}\n{}", o.stderr);
        assert!(o.stdout.ends_with(&format!("{line}\n")), "{spec}\n{}", o.stdout);
        assert_eq!(o.stderr, "", "{spec}");
    }
}

#[test]
fn a_declared_rounding_is_still_checked() {
    // 0.2 is coarser than the declared two decimals (0.22)
    let spec = bayes("{ value: 0.2, rounded: 2 }", "");
    let o = mlex_stdin(&["validate", "-"], &spec);
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("the stated answer of `bayes_error` is rounded more coarsely than its `rounded: 2`"),
        "{}",
        o.stderr
    );
    assert!(
        o.stderr
            .contains(&format!("--> <stdin>:{}\n", at(&spec, "value: ", "0.2"))),
        "{}",
        o.stderr
    );
    // 0.3 is not 13/60 rounded to one decimal
    let o = mlex_stdin(&["validate", "-"], &bayes("{ value: 0.3, rounded: 1 }", ""));
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(
        o.stderr.contains("the stated answer of `bayes_error` disagrees"),
        "{}",
        o.stderr
    );
    // 0.22 is: the declared two decimals
    let o = mlex_stdin(&["validate", "-"], &bayes("{ value: 0.22, rounded: 2 }", ""));
    assert_eq!(o.code, 0, "{}", o.stderr);
}

#[test]
fn per_class_weights_rounded_to_two_decimals() {
    // By hand: x̄ = (1, 1), g_a = 0 < g_b + 1 = 1, so w_b = -(1/3)(1, 1) and w_a = (1/3)(1, 1).
    let spec = "kind: perceptron\nclasses: [a, b]\nsamples: [{x: [1], y: a}]\nmargin: 1\nlearning_rate: \"1/3\"\n\
                iterations: 1\nask: [final_weights]\nstated:\n  final_weights: {a: [0.33, 0.33], b: [-0.33, \"-1/3\"]}\n";
    let o = mlex_stdin(&["validate", "-"], spec);
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(
        o.stderr.contains(
            "warning: `exercise`: the stated answer of `final_weights` is rounded more coarsely than `digits` (4)"
        ),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("--> <stdin>:9:23"), "{}", o.stderr);
    assert!(o.stderr.contains("= note: 3 entries are rounded"), "{}", o.stderr);
    let declared = spec.replace(
        "final_weights: {a: [0.33, 0.33], b: [-0.33, \"-1/3\"]}",
        "final_weights: { value: {a: [0.33, 0.33], b: [-0.33, \"-1/3\"]}, rounded: 2 }",
    );
    let o = mlex_stdin(&["validate", "-"], &declared);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        o.stdout.contains("1 stated answers agree, 1 of them rounded"),
        "{}",
        o.stdout
    );
    let r = mlex_stdin(&["render", "-", "--solutions"], &declared);
    assert!(
        r.stdout.contains("*The source rounds this: it gives `{a: [0.33, 0.33]"),
        "{}",
        r.stdout
    );
    // 0.34 is not 1/3 at any precision, declared or not
    let wrong = declared.replace("[0.33, 0.33]", "[0.34, 0.33]");
    let o = mlex_stdin(&["validate", "-"], &wrong);
    assert_eq!(o.code, 1);
    assert!(o.stderr.contains("disagrees"), "{}", o.stderr);
}

#[test]
fn annotated_answers_that_are_not_valid_are_located_errors() {
    let cases = [
        (
            "{ erratum: \"the notes\" }",
            "error: the stated answer of `bayes_error` has `rounded` or `erratum` but no `value`",
            "{ erratum",
        ),
        (
            "{ value: 0.2, rounded: 16 }",
            "error: `rounded` of the stated answer of `bayes_error` must be from 0 to 15, found `16`",
            "16",
        ),
        (
            "{ value: 0.2, rounded: two }",
            "error: `rounded` of the stated answer of `bayes_error` must be a whole number, found `two`",
            "two",
        ),
        (
            "{ value: 0.2, rounded: 1.5 }",
            "error: `rounded` of the stated answer of `bayes_error` must be a whole number, found `1.5`",
            "1.5",
        ),
        (
            "{ value: 0.2, erratum: \"  \" }",
            "error: the `erratum` of the stated answer of `bayes_error` is empty",
            "\"  \"",
        ),
        (
            "{ value: 0.2, erratum: [a] }",
            "error: `erratum` of the stated answer of `bayes_error` must be a text, found a list",
            "[a]",
        ),
        (
            "{ value: 0.2, erratun: \"x\" }",
            "error: unknown key `erratun` in the stated answer of `bayes_error`",
            "erratun",
        ),
    ];
    for (stated, message, place) in cases {
        let spec = bayes(stated, "");
        let o = mlex_stdin(&["validate", "-"], &spec);
        assert_eq!(o.code, 2, "{stated}: {}", o.stderr);
        assert!(o.stderr.contains(message), "{stated}: {message}\n{}", o.stderr);
        let loc = format!("--> <stdin>:{}\n", at(&spec, "bayes_error: ", place));
        assert!(o.stderr.contains(&loc), "{stated}: {loc}\n{}", o.stderr);
    }
    let o = mlex_stdin(&["validate", "-"], &bayes("{ value: 0.2, erratun: \"x\" }", ""));
    assert!(o.stderr.contains("help: did you mean `erratum`?"), "{}", o.stderr);
    // in an `mlex-answers` block, at the document's line and column
    let block = bayes("0.2", "");
    let block = block.split("stated:").next().unwrap();
    let doc =
        format!("# Key\n\n```mlex\n{block}```\n\n```mlex-answers\nbayes_error: {{ value: 0.2, rounded: -1 }}\n```\n");
    let dir = scratch("annotated-block");
    let md = dir.join("key.md");
    std::fs::write(&md, &doc).unwrap();
    let v = mlex(&["verify", &md.display().to_string()]);
    assert_eq!(v.code, 2, "{}", v.stderr);
    assert!(
        v.stderr
            .contains("error: `rounded` of the stated answer of `bayes_error` must be from 0 to 15, found `-1`"),
        "{}",
        v.stderr
    );
    assert!(
        v.stderr
            .contains(&format!("--> {}:{}\n", md.display(), at(&doc, "rounded: ", "-1"))),
        "{}",
        v.stderr
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A binary perceptron (AND, seed 002) with `points` on the exercise and its parts.
fn and(points: &str, ask: &str) -> String {
    format!(
        "kind: binary-perceptron\n{points}samples:\n  - {{ x: [0, 0], y: -1 }}\n  - {{ x: [0, 1], y: -1 }}\n  - {{ x: [1, 0], y: -1 }}\n  - {{ x: [1, 1], y: 1 }}\nask:\n{ask}"
    )
}

#[test]
fn exercise_points_that_are_not_the_parts_points_get_a_warning() {
    let spec = and(
        "points: 3\n",
        "  - trace\n  - final_weights\n  - iterations: { points: 2 }\n",
    );
    let o = mlex_stdin(&["validate", "-"], &spec);
    assert_eq!(o.code, 0, "a warning, not an error: {}", o.stderr);
    for want in [
        "warning: `exercise`: the exercise is worth 3 points, but its parts are worth 4 together",
        &format!("--> <stdin>:{}\n", at(&spec, "points: ", "3")),
        "not the sum of the parts' points",
        "= note: the parts are worth 1 + 1 + 2 = 4 (a part without `points` is worth 1)",
        "= help: make `points` the sum of the parts' points",
    ] {
        assert!(o.stderr.contains(want), "{want}\n{}", o.stderr);
    }
    // fractions of points, all given: 1.5 + 0.5 = 2
    let spec = and(
        "points: 2\n",
        "  - trace: { points: 1.5 }\n  - final_weights: { points: \"1/2\" }\n",
    );
    let o = mlex_stdin(&["validate", "-"], &spec);
    assert_eq!((o.code, o.stderr.as_str()), (0, ""));
    // no `points` on the exercise: nothing to compare
    let o = mlex_stdin(&["validate", "-"], &and("", "  - trace\n"));
    assert_eq!((o.code, o.stderr.as_str()), (0, ""));
}

#[test]
fn a_part_may_be_worth_zero_points() {
    // The exam's 2 points are the trace's; the final weights are checked but worth nothing.
    let spec = and(
        "points: 2\n",
        "  - trace: { points: 2 }\n  - final_weights: { points: 0 }\n",
    );
    let o = mlex_stdin(&["validate", "-"], &spec);
    assert_eq!((o.code, o.stderr.as_str()), (0, ""));
    let r = mlex_stdin(&["render", "-"], &spec);
    assert!(r.stdout.contains("*(2 points)*"), "{}", r.stdout);
    assert!(!r.stdout.contains("0 points"), "{}", r.stdout);
    // w = 0 is not the final weights: from w = 0 the sample (1, 1) with y = 1 has wᵀx̄ = 0, an
    // error, so w changes. Wrong, and worth 0 of 0.
    let dir = scratch("zero-points");
    let path = dir.join("and.yaml");
    std::fs::write(&path, &spec).unwrap();
    let c = mlex_stdin(
        &["check", &path.display().to_string(), "-"],
        "final_weights: [0, 0, 0]\n",
    );
    assert_eq!(c.code, 1, "{}", c.stderr);
    assert!(
        c.stdout
            .lines()
            .any(|l| l.starts_with("✗ final_weights  wrong             0 / 0")),
        "{}",
        c.stdout
    );
    assert!(c.stdout.contains("score: 0 / 2"), "{}", c.stdout);
    let _ = std::fs::remove_dir_all(dir);
    let neg = and("", "  - trace: { points: -1 }\n");
    let o = mlex_stdin(&["validate", "-"], &neg);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr
            .contains("error: `points` of part `trace` must not be negative, found `-1`"),
        "{}",
        o.stderr
    );
    assert!(
        o.stderr
            .contains(&format!("--> <stdin>:{}\n", at(&neg, "points: ", "-1"))),
        "{}",
        o.stderr
    );
}
