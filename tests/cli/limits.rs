//! Issue 12, the sizes of hostile input: every dimension of a spec, an answers file or a document
//! has a documented cap (docs/spec-format.md, "Limits"), and going over it is a located error
//! that names the cap, never minutes of work or gigabytes of memory. The big inputs are made
//! here, not committed. No test is timed: the error and the exit code prove the cap fired.

use std::fs;
use std::path::Path;

use crate::{mlex_in, root, scratch};

const TWO: &str = "tests/answers/two-iterations.spec.yaml";

/// A perceptron spec whose samples are `samples` (YAML flow items).
fn perceptron(samples: &[String]) -> String {
    format!("kind: perceptron\nsamples: [{}]\n", samples.join(", "))
}

fn run(dir: &Path, args: &[&str]) -> crate::Out {
    mlex_in(dir, args, None)
}

/// The 8-line "billion laughs": 9⁷ ≈ 4.8 million values once the aliases are expanded (it made
/// `mlex check` take 1.9 GB and 14 s).
fn billion_laughs() -> String {
    let mut text = String::from("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for (prev, name) in ["a", "b", "c", "d", "e", "f"]
        .iter()
        .zip(["b", "c", "d", "e", "f", "g"])
    {
        let refs = vec![format!("*{prev}"); 9].join(", ");
        text.push_str(&format!("{name}: &{name} [{refs}]\n"));
    }
    text.push_str("trace: *g\n");
    text
}

#[test]
fn an_alias_bomb_is_refused_at_its_place_in_answers_and_specs() {
    let dir = scratch("limits-bomb");
    fs::write(dir.join("bomb.yaml"), billion_laughs()).unwrap();
    let spec = root().join(TWO).display().to_string();
    let o = run(&dir, &["check", &spec, "bomb.yaml"]);
    assert_eq!(o.code, 2, "{}\n{}", o.stdout, o.stderr);
    // line 6 (`f`) is where the budget runs out (see the unit test in spec/yaml.rs)
    assert!(
        o.stderr.contains("bomb.yaml:6:") && o.stderr.contains("more than 250000 YAML values"),
        "{}",
        o.stderr
    );
    // as a spec
    let o = run(&dir, &["validate", "bomb.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stderr.contains("this alias repeats too much"), "{}", o.stderr);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn nesting_deeper_than_32_is_refused() {
    let dir = scratch("limits-deep");
    // block nesting, which the YAML parser itself does not limit
    let mut text = String::from("kind: perceptron\nsamples:\n");
    for i in 0..40 {
        text.push_str(&format!("{}- \n", "  ".repeat(i + 1)));
    }
    fs::write(dir.join("deep.yaml"), text).unwrap();
    let o = run(&dir, &["validate", "deep.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stderr.contains("nested more than 32 deep"), "{}", o.stderr);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn huge_literals_are_refused_naming_the_cap_without_echoing_them() {
    let dir = scratch("limits-literals");
    // a 300,000-digit integer took a minute to read and print
    let huge = "7".repeat(300_000);
    for (name, value) in [
        ("int", huge.clone()),
        ("frac", format!("\"1/{huge}\"")),
        ("dec", format!("0.{huge}")),
    ] {
        let spec = format!("kind: perceptron\nsamples: [{{x: [{value}], y: a}}, {{x: [1], y: b}}]\n");
        fs::write(dir.join(format!("{name}.yaml")), spec).unwrap();
        let o = run(&dir, &["validate", &format!("{name}.yaml")]);
        assert_eq!(o.code, 2, "{name}: {}", o.stderr);
        assert!(
            o.stderr
                .contains("more than 1000 digits, the most mlex reads in a number"),
            "{name}: {}",
            &o.stderr[..o.stderr.len().min(2000)]
        );
        // the message shows the start of the literal and its length, not all of it
        assert!(o.stderr.contains("characters)"), "{name}");
        assert!(o.stderr.len() < 3000, "{name}: {} bytes of errors", o.stderr.len());
    }
    // an exponent beyond ±1000
    fs::write(
        dir.join("exp.yaml"),
        "kind: perceptron\nsamples: [{x: [1e1001], y: a}, {x: [1], y: b}]\n",
    )
    .unwrap();
    let o = run(&dir, &["validate", "exp.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stderr.contains("an exponent beyond ±1000"), "{}", o.stderr);
    // 1000 digits are still read
    let spec = format!(
        "kind: perceptron\nsamples: [{{x: [\"1/{}\"], y: a}}, {{x: [1], y: b}}]\n",
        "9".repeat(1000)
    );
    fs::write(dir.join("ok.yaml"), spec).unwrap();
    let o = run(&dir, &["validate", "ok.yaml"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_whole_number_too_large_is_out_of_range_not_fractional() {
    let dir = scratch("limits-whole");
    let spec = "kind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\ndigits: 99999999999999999999999\n";
    fs::write(dir.join("s.yaml"), spec).unwrap();
    let o = run(&dir, &["validate", "s.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("`digits` must be from 0 to 15, found `99999999999999999999999`"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("too large"), "{}", o.stderr);
    assert!(!o.stderr.contains("not a whole number"), "{}", o.stderr);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn answers_keep_their_wide_numbers() {
    // What issue 11 settled stays true under the literal caps: 77-digit decimals, 4.605e299 and
    // 1e-100000000 for a value that rounds to 0 (tests/cli/precision.rs has the rest). e^−700 ≈
    // 9.86·10⁻³⁰⁵ (Python: math.exp(-700)) rounds to 0.0000.
    let dir = scratch("limits-answers");
    fs::write(
        dir.join("s.yaml"),
        "kind: surrogate-losses\nz: [700]\nlosses: [exponential]\ndigits: 4\nask: [values]\n",
    )
    .unwrap();
    for given in [
        "0",
        "1e-100000000",
        "0.00000000000000000000000000000000000000000000000000000000000000000000000000001",
    ] {
        fs::write(dir.join("a.yaml"), format!("values: {{ exponential: [{given}] }}\n")).unwrap();
        let o = run(&dir, &["check", "s.yaml", "a.yaml"]);
        assert_eq!(o.code, 0, "{given}: {}\n{}", o.stdout, o.stderr);
    }
    // a 1001-digit answer is not read as a number: wrong, not an error of the file
    fs::write(
        dir.join("a.yaml"),
        format!("values: {{ exponential: [{}] }}\n", "1".repeat(1001)),
    )
    .unwrap();
    let o = run(&dir, &["check", "s.yaml", "a.yaml"]);
    assert_eq!(o.code, 1, "{}\n{}", o.stdout, o.stderr);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn every_collection_has_a_cap_named_in_its_error() {
    let dir = scratch("limits-collections");
    let sample = |i: usize| format!("{{x: [{i}], y: {}}}", if i.is_multiple_of(2) { "a" } else { "b" });
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "items",
            perceptron(&(0..1001).map(sample).collect::<Vec<_>>()),
            "`samples` has 1001 items, more than 1000, the most mlex allows",
        ),
        (
            "features",
            perceptron(&[
                format!("{{x: [{}], y: a}}", vec!["1"; 51].join(", ")),
                "{x: [1], y: b}".to_string(),
            ]),
            "has 51 numbers, more than 50, the most mlex allows",
        ),
        (
            "classes",
            format!(
                "kind: perceptron\nclasses: [{}]\nsamples: [{{x: [0], y: c0}}, {{x: [1], y: c1}}]\n",
                (0..3000).map(|i| format!("c{i}")).collect::<Vec<_>>().join(", ")
            ),
            "`classes` has 3000 classes, more than 50, the most mlex allows",
        ),
        (
            "label",
            perceptron(&[format!("{{x: [0], y: {}}}", "l".repeat(101)), "{x: [1], y: b}".into()]),
            "has 101 characters, more than 100, the most mlex allows in a label",
        ),
        (
            "points",
            format!(
                "{}ask:\n  - classify: [{}]\n",
                perceptron(&["{x: [0, 0], y: a}".into(), "{x: [1, 1], y: b}".into()]),
                vec!["[1, 2]"; 101].join(", ")
            ),
            "part `classify` has 101 points, more than 100, the most mlex allows",
        ),
        (
            "exercises",
            format!(
                "[{}]",
                vec!["{kind: perceptron, samples: [{x: [0], y: a}, {x: [1], y: b}]}"; 101].join(",\n")
            ),
            "the file holds 101 exercises, more than 100, the most mlex reads from one file",
        ),
        (
            "keys",
            format!(
                "kind: perceptron\nsamples: [{{x: [0], y: a}}, {{x: [1], y: b}}]\n{}",
                (0..1000).map(|i| format!("k{i}: 1\n")).collect::<String>()
            ),
            "an exercise has 1002 entries, more than 1000, the most mlex allows",
        ),
    ];
    for (name, spec, want) in cases {
        let file = format!("{name}.yaml");
        fs::write(dir.join(&file), spec).unwrap();
        let o = run(&dir, &["validate", &file]);
        assert_eq!(o.code, 2, "{name}: {}", o.stderr);
        assert!(o.stderr.contains(want), "{name}: {}", o.stderr);
        assert!(
            o.stderr.contains(&format!("{file}:")),
            "{name}: the error is located: {}",
            o.stderr
        );
        assert!(
            o.stderr.contains("help:"),
            "{name}: the error says how to stay under: {}",
            o.stderr
        );
    }
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn diagnostics_past_100_are_counted_not_shown() {
    let dir = scratch("limits-diags");
    // 500 unknown keys: 100 errors shown, then one that counts the other 400
    let spec = format!(
        "kind: perceptron\nsamples: [{{x: [0], y: a}}, {{x: [1], y: b}}]\n{}",
        (0..500).map(|i| format!("unknown{i}: 1\n")).collect::<String>()
    );
    fs::write(dir.join("s.yaml"), spec).unwrap();
    let o = run(&dir, &["validate", "s.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert_eq!(o.stderr.matches("error: unknown key").count(), 100, "{}", o.stderr);
    assert!(o.stderr.contains("unknown key `unknown99`"), "{}", o.stderr);
    assert!(!o.stderr.contains("unknown key `unknown100`"), "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: … and 400 more errors in this file, not shown"),
        "{}",
        o.stderr
    );
    // the issue's 20,000 keys stop at the entries cap, at once
    let spec = (0..20_000).map(|i| format!("k{i}: 1\n")).collect::<String>();
    fs::write(dir.join("many.yaml"), format!("kind: perceptron\n{spec}")).unwrap();
    let o = run(&dir, &["validate", "many.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr.contains("an exercise has 20001 entries, more than 1000"),
        "{}",
        o.stderr
    );
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn weave_and_verify_show_100_errors_of_20000_invalid_blocks() {
    let dir = scratch("limits-blocks");
    let doc: String = (0..20_000).map(|_| "```mlex\nkind: nope\n```\n\n").collect();
    fs::write(dir.join("notes.md"), doc).unwrap();
    for cmd in ["weave", "verify"] {
        let o = run(&dir, &[cmd, "notes.md"]);
        assert_eq!(o.code, 2, "{cmd}: {}", &o.stderr[..o.stderr.len().min(2000)]);
        assert_eq!(o.stderr.matches("error: unknown kind").count(), 100, "{cmd}");
        assert!(
            o.stderr.contains("… and 19900 more errors in this file, not shown"),
            "{cmd}"
        );
        // the last error shown is at block 100, line 4·99 + 2
        assert!(o.stderr.contains("notes.md:398:7"), "{cmd}");
    }
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn a_bomb_or_50000_keys_among_answers_files_get_their_rows() {
    let dir = scratch("limits-batch");
    let spec = root().join(TWO).display().to_string();
    let right = fs::read_to_string(root().join("tests/answers/all-right.yaml")).unwrap();
    fs::write(dir.join("1-right.yaml"), &right).unwrap();
    fs::write(dir.join("2-bomb.yaml"), billion_laughs()).unwrap();
    let keys: String = (0..50_000).map(|i| format!("k{i}: 1\n")).collect();
    fs::write(dir.join("3-keys.yaml"), keys).unwrap();
    fs::write(dir.join("4-right.yaml"), &right).unwrap();
    let o = run(
        &dir,
        &[
            "check",
            &spec,
            "1-right.yaml",
            "2-bomb.yaml",
            "3-keys.yaml",
            "4-right.yaml",
            "--csv",
            "grades.csv",
        ],
    );
    assert_eq!(o.code, 2, "{}", o.stderr);
    let csv = fs::read_to_string(dir.join("grades.csv")).expect("the CSV is written");
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows.len(), 5, "{csv}");
    assert!(rows[1].starts_with("1-right.yaml,8,8,all right"), "{csv}");
    assert!(
        rows[2].starts_with("2-bomb.yaml,,,\"invalid: 2-bomb.yaml:6:")
            && rows[2].contains("more than 250000 YAML values"),
        "{csv}"
    );
    assert!(
        rows[3].starts_with("3-keys.yaml,,,\"invalid: 3-keys.yaml:1:1: the answers has 50000 entries, more than 1000"),
        "{csv}"
    );
    assert!(rows[4].starts_with("4-right.yaml,8,8,all right"), "{csv}");
    let _ = fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------
// The "Messages" bullet of issue 12.

#[test]
fn one_bad_gaussian_class_does_not_cascade() {
    let dir = scratch("limits-gauss");
    let spec = "kind: gaussian-boundary\nclasses:\n  a: { prior: 0.5, mean: 0, std: 1 }\n  b: { prior: 0.5, mean: 3, std: abc }\nask:\n  - boundary\n  - posterior: 1.5\n  - classify: [-1, 4]\n";
    fs::write(dir.join("g.yaml"), spec).unwrap();
    let o = run(&dir, &["validate", "g.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert_eq!(
        o.stderr.matches("error:").count(),
        1,
        "only the bad `std`:\n{}",
        o.stderr
    );
    assert!(o.stderr.contains("g.yaml:4:34"), "{}", o.stderr);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn verify_never_says_all_agree_after_an_error() {
    let dir = scratch("limits-verify");
    let good = "```mlex\nkind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\nask: [iterations]\nstated: { iterations: 2 }\n```\n";
    let doc = format!("{good}\n```mlex\nkind: nope\n```\n");
    fs::write(dir.join("d.md"), doc).unwrap();
    let o = run(&dir, &["verify", "d.md"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stderr.contains("unknown kind"), "{}", o.stderr);
    assert!(!o.stderr.contains("all agree"), "{}", o.stderr);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn z_beyond_the_cap_is_refused_by_render_as_by_solve() {
    let dir = scratch("limits-z");
    fs::write(dir.join("z.yaml"), "kind: surrogate-losses\nz: [1e1000]\n").unwrap();
    for cmd in ["solve", "render", "validate"] {
        let o = run(&dir, &[cmd, "z.yaml"]);
        assert_eq!(o.code, 2, "{cmd}: {}", o.stdout);
        assert!(
            o.stderr.contains("is too large; mlex allows |z| ≤ 1000000"),
            "{cmd}: {}",
            o.stderr
        );
        assert!(!o.stdout.contains("0000000000"), "{cmd}: {}", o.stdout);
    }
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn template_errors_say_error_once() {
    let dir = scratch("limits-template");
    fs::write(dir.join("perceptron-step.md"), "{{ broken\n").unwrap();
    let spec = root().join("exercises/perceptron-step/upv-2023-01-17-q4.yaml");
    let o = run(&dir, &["render", &spec.display().to_string(), "--templates", "."]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stderr.starts_with("error: "), "{}", o.stderr);
    assert!(!o.stderr.contains("error: error"), "{}", o.stderr);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn the_worksheet_and_the_docs_give_the_same_exact_digits() {
    // The worksheet's "more than N digits" (models::gradient_descent::MAX_EXACT_DIGITS) and the
    // docs' gradient-descent section must name the same N.
    let n = mlex::internals::limits::MAX_EXACT_DIGITS;
    let docs = fs::read_to_string(root().join("docs/spec-format.md")).unwrap();
    assert!(
        docs.contains(&format!("beyond {n} digits")),
        "docs/spec-format.md does not say {n} digits"
    );
    for other in [60, 120] {
        if other != n {
            assert!(
                !docs.contains(&format!("beyond {other} digits")),
                "the docs say {other}"
            );
        }
    }
    let dir = scratch("limits-gd");
    // θ ← θ − 0.1·4θ³ from 3 diverges; its fractions pass N digits within a few steps
    fs::write(
        dir.join("gd.yaml"),
        "kind: gradient-descent\nfunction: \"θ^4\"\ntheta0: 3\nlearning_rate: 0.1\nsteps: 10\n",
    )
    .unwrap();
    let o = run(&dir, &["render", "gd.yaml", "--solutions"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains(&format!("more than {n} digits")), "{}", o.stdout);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn answers_with_999_unknown_parts_show_100_warnings() {
    let dir = scratch("limits-warnings");
    let spec = root().join(TWO).display().to_string();
    let keys: String = (0..999).map(|i| format!("k{i}: 1\n")).collect();
    fs::write(dir.join("a.yaml"), keys).unwrap();
    let o = run(&dir, &["check", &spec, "a.yaml"]);
    assert_eq!(
        o.stderr.matches("warning: there is no part").count(),
        100,
        "{}",
        o.stderr
    );
    assert!(
        o.stderr
            .contains("warning: … and 899 more warnings in this file, not shown"),
        "{}",
        o.stderr
    );
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn the_limits_table_gives_every_cap_as_the_code_has_it() {
    use mlex::internals::limits;
    // 250000 → "250,000" as the table writes it
    fn shown(n: u64) -> String {
        let digits = n.to_string();
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(',');
            }
            out.push(c);
        }
        out
    }
    let docs = fs::read_to_string(root().join("docs/spec-format.md")).unwrap();
    let start = docs.find("## Limits").expect("a Limits section");
    let end = start + docs[start..].find("\n## ").unwrap();
    let table = &docs[start..end];
    let cap = |row: &str| -> String {
        let line = table
            .lines()
            .find(|l| l.starts_with(&format!("| {row}")))
            .unwrap_or_else(|| panic!("no row {row}"));
        line.split('|').nth(2).unwrap().trim().to_string()
    };
    let to = |n: usize| shown(n as u64);
    assert_eq!(cap("a spec file"), format!("{} MiB", limits::SPEC_CAP >> 20));
    assert_eq!(cap("an answers file"), format!("{} MiB", limits::ANSWERS_CAP >> 20));
    assert_eq!(
        cap("a Moodle Responses report"),
        format!("{} MiB", limits::RESPONSES_CAP >> 20)
    );
    assert_eq!(cap("YAML values"), to(limits::MAX_NODES));
    assert_eq!(cap("text copied"), format!("{} MiB", limits::MAX_TEXT >> 20));
    assert_eq!(cap("nesting"), format!("{} levels", limits::MAX_DEPTH));
    assert_eq!(cap("exercises"), to(limits::MAX_EXERCISES));
    assert_eq!(cap("entries"), to(limits::MAX_ENTRIES));
    assert_eq!(cap("numbers in one vector"), to(limits::MAX_VECTOR));
    assert_eq!(cap("classes"), to(limits::MAX_CLASSES));
    assert_eq!(cap("characters"), to(limits::MAX_LABEL));
    assert_eq!(cap("points"), to(limits::MAX_POINTS));
    assert_eq!(cap("digits"), to(limits::MAX_DECIMAL_DIGITS));
    assert_eq!(cap("exponent"), format!("±{}", shown(u64::from(limits::MAX_EXPONENT))));
    assert_eq!(cap("errors"), to(limits::MAX_DIAGNOSTICS));
    assert_eq!(cap("draws of one variant"), shown(u64::from(limits::MAX_ATTEMPTS)));
    assert_eq!(cap("work of the draws of one variant"), shown(limits::MAX_DRAW_WORK));
    assert_eq!(
        cap("work of the draws of one exam variant"),
        shown(limits::MAX_EXAM_DRAW_WORK)
    );
    assert_eq!(cap("values one parameter"), shown(limits::MAX_DRAWN_VALUES));
    assert_eq!(cap("students of one roster"), to(limits::MAX_STUDENTS));
    assert_eq!(cap("bytes of one expression"), shown(limits::MAX_EXPR_LEN as u64));
    assert_eq!(
        cap("nesting of one expression"),
        format!("{} levels", limits::MAX_EXPR_DEPTH)
    );
    assert_eq!(cap("digits of a number an expression"), to(limits::MAX_DECIMAL_DIGITS));
    assert_eq!(
        cap("entries of a value an expression"),
        format!(
            "{} entries, {} levels",
            shown(limits::MAX_VALUE_ENTRIES as u64),
            limits::MAX_VALUE_DEPTH
        )
    );
    assert_eq!(
        cap("a drawn spec after"),
        format!(
            "{} values, {} levels, {} MiB of text",
            to(limits::MAX_NODES),
            limits::MAX_DEPTH,
            limits::MAX_DRAWN_TEXT >> 20
        )
    );
    assert_eq!(cap("steps of a training run"), shown(limits::MAX_RUN_STEPS));
    assert_eq!(cap("evaluations of a training run"), shown(limits::MAX_RUN_EVALUATIONS));
    assert_eq!(cap("weights kept by a training run"), shown(limits::MAX_RUN_WEIGHTS));
    assert_eq!(cap("multiply-adds of the Hessians"), shown(limits::MAX_RUN_HESSIAN));
    assert_eq!(cap("options of"), to(limits::MAX_AUTO_CHOICES));
    assert_eq!(
        cap("variants on one practice page"),
        shown(limits::MAX_PRACTICE_VARIANTS)
    );
    assert_eq!(cap("characters typed in one box"), to(limits::MAX_PRACTICE_BOX));
    assert_eq!(
        cap("the practice page's checker"),
        format!("{} MiB", limits::PRACTICE_WASM_CAP >> 20)
    );
    assert_eq!(
        cap("an end of a `plot:` range"),
        format!("±{}", shown(limits::MAX_CURVE_PLOT_END.unsigned_abs()))
    );
    assert_eq!(
        cap("digits of an end of a `plot:` range"),
        to(limits::MAX_CURVE_PLOT_END_DIGITS)
    );
    assert_eq!(
        cap("an SVG image"),
        format!("{} MiB", mlex::internals::figure::embed::MAX_FIGURE_BYTES >> 20)
    );
}

/// A title, a source or an exam header field with newlines: its lines are joined by spaces, so it
/// cannot add a heading, a rule or a table to the worksheet (docs/spec-format.md, "Keys of every
/// exercise"). Markdown and HTML both.
#[test]
fn a_title_with_newlines_stays_one_line_in_markdown_and_html() {
    let dir = scratch("limits-title");
    let evil = r#""Top\n# Injected heading\n\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |\nSetext\n===""#;
    fs::write(
        dir.join("t.yaml"),
        format!("kind: softmax\ntitle: {evil}\nsource: {evil}\nlogits: [1, 2]\nask: [prediction]\n"),
    )
    .unwrap();
    let md = run(&dir, &["render", "t.yaml"]);
    assert_eq!(md.code, 0, "{}", md.stderr);
    let headings: Vec<&str> = md.stdout.lines().filter(|l| l.starts_with('#')).collect();
    assert!(
        headings[0].starts_with("# Top # Injected heading --- | a | b |"),
        "{}",
        md.stdout
    );
    assert_eq!(
        headings.iter().filter(|h| h.contains("Injected")).count(),
        1,
        "only the title's own heading: {}",
        md.stdout
    );
    for l in md.stdout.lines() {
        assert!(
            !matches!(l.trim(), "---" | "===" | "|---|---|"),
            "a line of its own: {l}\n{}",
            md.stdout
        );
    }
    let html = run(&dir, &["render", "t.yaml", "--format", "html"]);
    assert_eq!(html.code, 0, "{}", html.stderr);
    assert_eq!(html.stdout.matches("<h1").count(), 1, "{}", html.stdout);
    assert!(!html.stdout.contains("<hr"), "no rule from the title: {}", html.stdout);
    assert!(
        !html.stdout.contains("<table"),
        "no table from the title: {}",
        html.stdout
    );
    assert!(html.stdout.contains("Injected heading"), "the text is kept");

    // an exam's title, course, date and fields
    fs::copy(
        root().join("exercises/softmax/extreme-logits.yaml"),
        dir.join("ex.yaml"),
    )
    .unwrap();
    fs::write(
        dir.join("exam.yaml"),
        format!("exam:\n  title: {evil}\n  course: {evil}\n  date: {evil}\n  fields: [{evil}]\nexercises:\n  - {{ file: ex.yaml }}\n"),
    )
    .unwrap();
    let o = run(&dir, &["exam", "exam.yaml", "-o", "out"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let md = fs::read_to_string(dir.join("out/variant-001/exam.md")).unwrap();
    let html = fs::read_to_string(dir.join("out/variant-001/exam.html")).unwrap();
    assert_eq!(html.matches("<h1").count(), 1, "{html}");
    let headings: Vec<&str> = md.lines().filter(|l| l.starts_with("# ")).collect();
    assert_eq!(headings.len(), 1, "{md}");
    for l in md.lines() {
        assert!(!matches!(l.trim(), "===" | "|---|---|"), "a line of its own: {l}\n{md}");
    }
    let _ = fs::remove_dir_all(dir);
}

/// Issue 43: caps count what a run may do, not the default's worst case. A softmax-regression
/// run `until tolerance` over 4 samples of 3 classes stops after 13 steps (worked in Python with
/// floats: the largest entry of η·∂NLL/∂W is 0.0696 after step 12 and 0.0670 after step 13, so
/// the tolerance 0.068 stops it there); it was refused because the default `max_steps` (1000)
/// × 4 × 3 went over the evaluations cap. A `max_steps` that truly goes over is still refused,
/// at its place, with the most it may be (5000 / 12 = 416).
#[test]
fn a_tolerance_run_is_charged_what_its_data_allows_not_the_default_cap() {
    let dir = scratch("softmax-tolerance-cap");
    let spec = |extra: &str| {
        format!(
            "kind: softmax-regression\nclasses: [1, 2, 3]\nsamples:\n  - {{ x: [0, 0], y: 1 }}\n  - {{ x: [1, 0], y: 2 }}\n  - {{ x: [0, 1], y: 3 }}\n  - {{ x: [1, 1], y: 1 }}\nweights: {{ 1: [0, 0, 0], 2: [0, 0, 0], 3: [0, 0, 0] }}\nlearning_rate: 1\ntolerance: 0.068\n{extra}ask: [iterations]\n"
        )
    };
    fs::write(dir.join("run.yaml"), spec("")).unwrap();
    let o = run(&dir, &["solve", "run.yaml"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("iterations: 13\n"), "{}", o.stdout);
    fs::write(dir.join("over.yaml"), spec("max_steps: 1000\n")).unwrap();
    let o = run(&dir, &["validate", "over.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr.contains("error: 1000 steps over 4 samples of 3 classes are more than 5000 evaluations (steps × samples × classes), the most of a training run\n  --> over.yaml:11:1"),
        "{}",
        o.stderr
    );
    assert!(
        o.stderr.contains("help: lower `max_steps` to at most 416"),
        "{}",
        o.stderr
    );
    // within the cap the same spec runs
    fs::write(dir.join("within.yaml"), spec("max_steps: 416\n")).unwrap();
    let o = run(&dir, &["solve", "within.yaml"]);
    assert!(o.stdout.contains("iterations: 13\n"), "{}", o.stderr);
}
