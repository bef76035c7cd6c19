//! `mlex exam`: an exam's variants with their keys, `key.json` and `key.csv`.

use super::{mlex, scratch};

fn read(path: &std::path::Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn an_exam_run_writes_every_variant_and_its_key_and_is_reproducible() {
    let a = scratch("exam-a");
    let b = scratch("exam-b");
    for dir in [&a, &b] {
        let o = mlex(&[
            "exam",
            "examples/exam.yaml",
            "--variants",
            "2",
            "--seed",
            "2026",
            "-o",
            &dir.display().to_string(),
        ]);
        assert_eq!(o.code, 0, "{}", o.stderr);
    }
    let names = [
        "variant-001/exam.md",
        "variant-001/exam.html",
        "variant-001/key.md",
        "variant-001/key.html",
        "variant-002/exam.md",
        "variant-002/key.html",
        "key.json",
        "key.csv",
    ];
    for name in names {
        assert_eq!(
            read(&a.join(name)),
            read(&b.join(name)),
            "{name} differs between two runs"
        );
    }
    let exam = read(&a.join("variant-002/exam.md"));
    assert!(
        exam.starts_with("# Discriminative classification, partial exam\n"),
        "{exam}"
    );
    assert!(exam.contains("Student ID: ____"), "{exam}");
    assert!(
        exam.contains("*5 questions, 9 points. Exam variant 2 of seed 2026.*"),
        "{exam}"
    );
    assert!(exam.contains("## Question 1 (3 points)"), "{exam}");
    assert!(exam.contains("## Question 4 (1 point)"), "{exam}");
    assert!(!exam.contains("## Solution"), "the student's exam has no solutions");
    let key = read(&a.join("variant-002/key.md"));
    assert!(key.contains("#### Solution"), "the key has the worked solutions");
    assert_ne!(
        read(&a.join("variant-001/exam.md")).replace("variant 1", "variant 2"),
        exam,
        "the variants differ"
    );
    // key.json: one entry per variant; each exercise's answers are those `mlex solve` gives for
    // the same seed and variant of that spec.
    let keys: serde_json::Value = serde_json::from_str(&read(&a.join("key.json"))).expect("JSON");
    assert_eq!(keys.as_array().map(Vec::len), Some(2));
    assert_eq!(keys[1]["variant"], 2);
    assert_eq!(keys[1]["seed"], 2026);
    let solved = mlex(&[
        "solve",
        "exercises/variants/holdout-interval.yaml",
        "--seed",
        "2026",
        "--variant",
        "2",
        "--json",
    ]);
    let solved: serde_json::Value = serde_json::from_str(&solved.stdout).expect("JSON");
    assert_eq!(keys[1]["answers"]["variant-holdout-interval"], solved[0]["answers"]);
    // Seed 003 U2.3, exam 2022_01_13 Q2: M = 6147 in every variant.
    assert_eq!(keys[0]["answers"]["min-test-size"]["min_test_size"], 6147);
    let csv = read(&a.join("key.csv"));
    assert!(csv.starts_with("variant,seed,student,exercise,part,answer\n"), "{csv}");
    assert!(csv.contains("\n2,2026,,min-test-size,min_test_size,6147\n"), "{csv}");
    let _ = std::fs::remove_dir_all(a);
    let _ = std::fs::remove_dir_all(b);
}

#[test]
fn the_shared_data_feeds_every_exercise_that_declares_it() {
    let exam = mlex::exam::Exam::load(super::root().join("examples/exam.yaml")).expect("loads");
    let param = |ex: &mlex::Exercise, name: &str| {
        ex.drawn()
            .and_then(|d| d.parameters.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone()))
            .expect("drawn")
    };
    let mut seen = std::collections::BTreeSet::new();
    for k in 1..=10 {
        let v = exam.variant(2026, k).expect("a valid variant");
        let trace = &v.exercises[0].0;
        let step = &v.exercises[4].0;
        assert_eq!(trace.id(), "variant-perceptron-trace");
        assert_eq!(step.id(), "first-step");
        for name in ["xs", "ys"] {
            let shared = &v.data.iter().find(|(n, _)| n == name).expect("shared").1;
            assert_eq!(
                &param(trace, name),
                shared,
                "variant {k}: question 1 uses the shared `{name}`"
            );
            assert_eq!(
                &param(step, name),
                shared,
                "variant {k}: question 5 uses the shared `{name}`"
            );
        }
        // The trace's own constraint still holds with the shared samples: 2 to 4 updates.
        let sol = trace.solve();
        let mlex::Value::List(states) = sol.answer("trace").expect("trace") else {
            panic!("a trace")
        };
        assert_eq!(states.len(), 4);
        seen.insert(param(trace, "xs").text());
    }
    assert!(seen.len() > 5, "the shared data varies between exam variants");
    // The same variant again: the same data.
    assert_eq!(
        exam.variant(2026, 3).expect("v").data,
        exam.variant(2026, 3).expect("v").data
    );
}

#[test]
fn a_roster_run_gives_each_student_their_own_reproducible_variant() {
    let out = scratch("exam-roster");
    let o = mlex(&[
        "exam",
        "examples/exam.yaml",
        "--roster",
        "tests/exams/roster.csv",
        "--seed",
        "9",
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let s1 = read(&out.join("s1/exam.md"));
    assert!(s1.contains("Student: **Smith, Ann** (ID s1)"), "{s1}");
    assert!(!s1.contains("Name: ____"), "the fields are filled in");
    assert!(read(&out.join("s2/key.md")).contains("Student: **Bo Li** (ID s2)"));
    let keys: serde_json::Value = serde_json::from_str(&read(&out.join("key.json"))).expect("JSON");
    assert_eq!(keys[0]["student"]["id"], "s1");
    assert_eq!(keys[1]["student"]["name"], "Bo Li");
    // The student's variant number is recorded; with it `mlex solve` gives the same answers for
    // an exercise that takes no shared data.
    let k = keys[1]["variant"].as_u64().expect("a number").to_string();
    let solved = mlex(&[
        "solve",
        "exercises/variants/holdout-interval.yaml",
        "--seed",
        "9",
        "--variant",
        &k,
        "--json",
    ]);
    let solved: serde_json::Value = serde_json::from_str(&solved.stdout).expect("JSON");
    assert_eq!(keys[1]["answers"]["variant-holdout-interval"], solved[0]["answers"]);
    assert_ne!(
        keys[0]["answers"]["variant-holdout-interval"], keys[1]["answers"]["variant-holdout-interval"],
        "two students, two variants"
    );
    let bad = mlex(&[
        "exam",
        "examples/exam.yaml",
        "--roster",
        "tests/exams/bad-entries.yaml",
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(bad.code, 2);
    assert!(
        bad.stderr
            .contains("line 1: the header needs an `id` column and a `name` column"),
        "{}",
        bad.stderr
    );
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn a_data_parameter_no_exercise_declares_is_an_error() {
    let o = mlex(&[
        "exam",
        "tests/exams/unused-data.yaml",
        "-o",
        "/nonexistent/never-written",
    ]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr.contains("error: no exercise of the exam has a parameter `xz`"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("tests/exams/unused-data.yaml:5:3"), "{}", o.stderr);
}

#[test]
fn a_malformed_exam_gets_located_errors_and_writes_nothing() {
    let out = scratch("exam-bad");
    let target = out.join("run");
    let o = mlex(&[
        "exam",
        "tests/exams/bad-entries.yaml",
        "-o",
        &target.display().to_string(),
    ]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    for (place, message) in [
        ("bad-entries.yaml:5:3", "error: unknown key `dates` in `exam`"),
        (
            "bad-entries.yaml:7:13",
            "error: no spec file `tests/exams/no-such-spec.yaml`",
        ),
        (
            "bad-entries.yaml:8:65",
            "error: exercise 2 of the exam has both `file` and `spec`",
        ),
        (
            "bad-entries.yaml:9:5",
            "error: exercise 3 of the exam needs `file` or `spec`",
        ),
        (
            "bad-entries.yaml:10:39",
            "error: unknown key `test_sise` for kind `holdout`",
        ),
    ] {
        let at = o
            .stderr
            .find(message)
            .unwrap_or_else(|| panic!("no `{message}` in:\n{}", o.stderr));
        let rest = &o.stderr[at..];
        let line = rest.lines().nth(1).unwrap_or_default();
        assert!(line.ends_with(place), "`{message}` is at {line}, expected {place}");
    }
    assert!(!target.exists(), "nothing is written");
    let _ = std::fs::remove_dir_all(out);
}

#[test]
fn the_exams_in_the_docs_are_valid_exams() {
    let md = read(&super::root().join("docs/exams.md"));
    let blocks: Vec<&str> = md
        .split("```yaml\n")
        .skip(1)
        .filter_map(|b| b.split("```").next())
        .collect();
    assert_eq!(blocks.len(), 2);
    let load = |block: &str| {
        mlex::exam::Exam::from_source(mlex::Source::new("docs/exams.md", block), &super::root().join("docs"))
            .unwrap_or_else(|e| panic!("{e}"))
    };
    let exam = load(blocks[0]);
    assert_eq!(exam.entries.len(), 3);
    // 3 + 1 (the seed question: one part, 1 point) + 1.
    assert_eq!(exam.total(), mlex::Number::from(5));
    let shared = load(blocks[1]);
    assert!(shared.data.is_some());
    assert!(shared.variant(1, 1).is_ok());
}
