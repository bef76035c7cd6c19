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
    let exam = mlex::Exam::load(super::root().join("examples/exam.yaml")).expect("loads");
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
        (
            "bad-entries.yaml:11:5",
            "error: an exercise of an exam cannot have the id `variant`",
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
        .filter(|b| mlex::is_exam(b))
        .collect();
    assert_eq!(blocks.len(), 2, "{blocks:?}");
    let load = |block: &str| {
        mlex::Exam::from_source(mlex::Source::new("docs/exams.md", block), &super::root().join("docs"))
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

#[test]
fn the_answers_file_in_the_docs_is_graded() {
    // docs/exams.md's example answers file, against tests/exams/grading.yaml (the same ids).
    let md = read(&super::root().join("docs/exams.md"));
    let block = md
        .split("```yaml\n")
        .filter_map(|b| b.split("```").next())
        .find(|b| b.starts_with("variant: 3"))
        .expect("the answers example");
    let exam = mlex::Exam::load(super::root().join("tests/exams/grading.yaml")).expect("loads");
    let r = mlex::ExamGrader::new(&exam, 2026)
        .check(mlex::Source::new("answers.yaml", block))
        .expect("a valid answers file");
    assert_eq!(r.variant, 3);
    assert_eq!(r.exercises.len(), 2);
    // M = 6147 (seed 003, U2.3) is right in every variant.
    assert!(r.exercises[1].report.all_right());
    assert_eq!(r.total, mlex::Number::from(4));
}

/// The drawn `errors` and `m` of the holdout exercise (question 1) of a variant of
/// `tests/exams/grading.yaml`, and its error rate errors/m as an exact fraction (the definition,
/// seed 003 U2.3: ε̂ = errors/M), computed here rather than by mlex.
fn error_rate(v: &mlex::ExamVariant) -> String {
    let ex = &v.exercises[0].0;
    assert_eq!(ex.id(), "variant-holdout-interval");
    let get = |name: &str| {
        ex.drawn()
            .and_then(|d| d.parameters.iter().find(|(n, _)| n == name))
            .map(|(_, v)| v.text())
            .expect("drawn")
    };
    format!("{}/{}", get("errors"), get("m"))
}

#[test]
fn grading_by_variant_marks_each_student_against_their_own_variant() {
    let dir = scratch("exam-grade");
    let exam = mlex::Exam::load(super::root().join("tests/exams/grading.yaml")).expect("loads");
    let seed = 11;
    let rates: Vec<String> = (1..=4)
        .map(|k| error_rate(&exam.variant(seed, k).expect("a valid variant")))
        .collect();
    // Variants 1 and 2 must differ in their error rate for the test to mean anything.
    assert_ne!(rates[0], rates[1]);
    let mut files = Vec::new();
    // Students of variants 1 and 2 who answer their own variant's error rate (right), and
    // students of the same variants who copied the other variant's value (wrong). Everyone
    // answers M = 6147 (seed 003) and leaves the radius and the interval out.
    for (name, variant, rate) in [
        ("own-1", 1, &rates[0]),
        ("own-2", 2, &rates[1]),
        ("copied-1", 1, &rates[1]),
        ("copied-2", 2, &rates[0]),
    ] {
        let path = dir.join(format!("{name}.yaml"));
        std::fs::write(
            &path,
            format!(
                "variant: {variant}\nname: {name}\nvariant-holdout-interval:\n  error_rate: {rate}\nmin-test-size:\n  min_test_size: 6147\n"
            ),
        )
        .expect("write");
        files.push(path.display().to_string());
    }
    let csv = dir.join("grades.csv");
    let mut args = vec!["check", "tests/exams/grading.yaml", "--seed", "11", "--csv"];
    let csv_arg = csv.display().to_string();
    args.push(&csv_arg);
    args.extend(files.iter().map(String::as_str));
    let o = mlex(&args);
    assert_eq!(o.code, 1, "some parts are missing or wrong: {}{}", o.stdout, o.stderr);
    let grades = read(&csv);
    let rows: Vec<&str> = grades.lines().collect();
    assert_eq!(
        rows[0],
        "file,variant,student,score,total,status,variant-holdout-interval,min-test-size"
    );
    // Own error rate: 1 of the 3 parts of question 1 (worth 3 points: 1 point) and question 2.
    assert_eq!(rows[1], format!("{},1,,2,4,graded,1,1", files[0]));
    assert_eq!(rows[2], format!("{},2,,2,4,graded,1,1", files[1]));
    // Another variant's error rate: nothing for question 1.
    assert_eq!(rows[3], format!("{},1,,1,4,graded,0,1", files[2]));
    assert_eq!(rows[4], format!("{},2,,1,4,graded,0,1", files[3]));
    // One student alone: the full report, per question, with the checker's verdicts.
    let o = mlex(&["check", "tests/exams/grading.yaml", &files[2], "--seed", "11"]);
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(o.stdout.contains("## Question 1: 0 / 3 points\n"), "{}", o.stdout);
    assert!(o.stdout.contains("✗ error_rate  wrong"), "{}", o.stdout);
    assert!(o.stdout.contains("- radius      missing"), "{}", o.stdout);
    assert!(o.stdout.contains("exam score: 1 / 4\n"), "{}", o.stdout);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_whole_key_graded_by_variant_and_by_student_is_all_right() {
    // The key of an `mlex exam` run, each entry turned into a student's answers file (JSON is
    // YAML), is all right for its own variant and not for another's.
    let dir = scratch("exam-key-grade");
    let out = dir.join("run");
    let roster = super::root().join("tests/exams/roster.csv");
    let o = mlex(&[
        "exam",
        "examples/exam.yaml",
        "--roster",
        &roster.display().to_string(),
        "--seed",
        "5",
        "-o",
        &out.display().to_string(),
        "--format",
        "md",
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let keys: serde_json::Value = serde_json::from_str(&read(&out.join("key.json"))).expect("JSON");
    let keys = keys.as_array().expect("entries");
    assert_eq!(keys.len(), 2);
    let mut own = Vec::new();
    let mut swapped = Vec::new();
    for (i, k) in keys.iter().enumerate() {
        let id = k["student"]["id"].as_str().expect("id");
        for (name, answers, list) in [
            ("own", &k["answers"], &mut own),
            ("swapped", &keys[1 - i]["answers"], &mut swapped),
        ] {
            let mut file = serde_json::Map::new();
            file.insert("student".into(), id.into());
            for (ex, a) in answers.as_object().expect("answers") {
                file.insert(ex.clone(), a.clone());
            }
            let path = dir.join(format!("{name}-{id}.yaml"));
            std::fs::write(&path, serde_json::Value::Object(file).to_string()).expect("write");
            list.push(path.display().to_string());
        }
    }
    let check = |files: &[String]| {
        let mut args = vec!["check", "examples/exam.yaml", "--seed", "5", "--roster"];
        let r = roster.display().to_string();
        args.push(&r);
        args.extend(files.iter().map(String::as_str));
        mlex(&args)
    };
    let o = check(&own);
    assert_eq!(o.code, 0, "{}{}", o.stdout, o.stderr);
    assert!(o.stdout.contains("student s1, variant "), "{}", o.stdout);
    assert!(o.stdout.contains(": 9 / 9\n"), "{}", o.stdout);
    let o = check(&swapped);
    assert_eq!(o.code, 1, "{}{}", o.stdout, o.stderr);
    assert!(!o.stdout.contains(": 9 / 9\n"), "{}", o.stdout);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn bad_exam_answers_files_get_located_errors_and_their_own_rows() {
    let dir = scratch("exam-grade-bad");
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).expect("write");
        p.display().to_string()
    };
    let good = write("good.yaml", "variant: 3\nmin-test-size: { min_test_size: 6147 }\n");
    let cases = [
        (
            write("typo.yaml", "variant: 2\nmin-test-sise: { min_test_size: 6147 }\n"),
            "typo.yaml:2:1",
            "error: the exam has no exercise `min-test-sise`",
            "did you mean `min-test-size`?",
        ),
        (
            write("range.yaml", "variant: 7\n"),
            "range.yaml:1:10",
            "error: `7` is not a variant of this exam",
            "the run has 5 variants (`--variants`)",
        ),
        (
            write("zero.yaml", "variant: 0\n"),
            "zero.yaml:1:10",
            "error: `0` is not a variant of this exam",
            "expected a number from 1 to 5",
        ),
        (
            write("none.yaml", "name: Ann\nmin-test-size: { min_test_size: 6147 }\n"),
            "none.yaml:1:1",
            "error: the answers file does not say which variant it answers",
            "add `variant: K`",
        ),
        (
            write("stranger.yaml", "student: s9\n"),
            "stranger.yaml:1:10",
            "error: no student `s9` in the roster",
            "as the roster writes it",
        ),
        (
            write("both.yaml", "variant: 1\nstudent: s1\n"),
            "both.yaml:2:1",
            "error: the answers file gives both `variant` and `student`",
            "give one",
        ),
    ];
    let csv = dir.join("grades.csv").display().to_string();
    let mut args = vec![
        "check",
        "tests/exams/grading.yaml",
        "--seed",
        "3",
        "--variants",
        "5",
        "--roster",
        "tests/exams/roster.csv",
        "--csv",
        &csv,
        &good,
    ];
    args.extend(cases.iter().map(|c| c.0.as_str()));
    let o = mlex(&args);
    assert_eq!(o.code, 2, "{}", o.stderr);
    for (_, place, message, help) in &cases {
        let at = o
            .stderr
            .find(message)
            .unwrap_or_else(|| panic!("no `{message}` in:\n{}", o.stderr));
        let rest = &o.stderr[at..];
        let line = rest.lines().nth(1).unwrap_or_default();
        assert!(line.ends_with(place), "`{message}` is at {line}, expected {place}");
        let block = rest.split("\n\n").next().unwrap_or_default();
        assert!(block.contains(help), "`{message}` has no help `{help}`:\n{block}");
    }
    let grades = read(std::path::Path::new(&csv));
    let rows: Vec<&str> = grades.lines().collect();
    assert_eq!(rows.len(), 1 + 1 + cases.len(), "{grades}");
    assert!(rows[1].ends_with(",3,,1,4,graded,0,1"), "{}", rows[1]);
    for row in &rows[2..] {
        assert!(row.contains(",,,,,invalid: "), "{row}");
    }
    // A student ID without a roster, and an exam without --seed.
    let o = mlex(&[
        "check",
        "tests/exams/grading.yaml",
        &write("s1.yaml", "student: s1\n"),
        "--seed",
        "3",
    ]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr
            .contains("error: the answers name the student `s1`, but no roster is given"),
        "{}",
        o.stderr
    );
    let o = mlex(&["check", "tests/exams/grading.yaml", &good]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr
            .contains("error: grading an exam needs the seed of its run: `--seed S`"),
        "{}",
        o.stderr
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn stress_on_an_exam_reports_each_exercise_and_the_shared_data() {
    let o = mlex(&["stress", "exercises/exams/sample-exam.yaml", "--n", "20", "--seed", "3"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        o.stdout.starts_with(
            "# exam `Discriminative classification, final exam (sample)`: 20 variants of seed 3, 8 exercises\n"
        ),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("\nshared data: "), "{}", o.stdout);
    assert!(o.stdout.contains("\nfailed variants: none\n"), "{}", o.stdout);
    for (i, id) in [
        "variant-perceptron-trace",
        "first-step",
        "discriminants-at-x2",
        "which-sample",
        "equivalent",
        "minimum-error-rules",
        "variant-bayes-error-table",
        "variant-holdout-interval",
    ]
    .iter()
    .enumerate()
    {
        assert!(
            o.stdout
                .contains(&format!("## Question {}\n# {id}: 20 variants of seed 3\n", i + 1)),
            "{id}: {}",
            o.stdout
        );
    }
    // The constraints of the spec files are counted per exercise, and the right options of the
    // multiple-choice parts.
    assert!(
        o.stdout.contains("\nrejections per constraint:\n  modified >= 1 "),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("\n  bayes_error < 0.3 "), "{}", o.stdout);
    assert!(o.stdout.contains("right option of `modified`: "), "{}", o.stdout);
}

#[test]
fn stress_on_an_exam_with_a_degenerate_constraint_names_it_and_exits_1() {
    // tests/exams/degenerate.yaml: with M = 1000 or 2000, 10 to 15 errors are never M/50 (20 or
    // 40), so every shared draw is rejected by question 1, 100 times per variant.
    let o = mlex(&["stress", "tests/exams/degenerate.yaml", "--n", "2", "--seed", "1"]);
    assert_eq!(o.code, 1, "{}{}", o.stdout, o.stderr);
    assert!(
        o.stdout
            .contains("shared data: 200 draws for 2 variants; 200 rejected (100.0%)\n"),
        "{}",
        o.stdout
    );
    assert!(
        o.stdout
            .contains("  exercise too-few-errors      200  100.0% of draws  (most often `errors >= m / 50`)\n"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("failed variants: 2 of 2\n"), "{}", o.stdout);
    assert!(
        o.stdout
            .contains("  variant 2: no valid draw of `data` (seed 1, variant 2) in 100 attempts"),
        "{}",
        o.stdout
    );
    // Question 1's own draws: 1000 attempts for each of the 200 shared draws.
    assert!(
        o.stdout.contains(
            "# too-few-errors: 2 variants of seed 1\ndraws: 200000 for 2 variants; 200000 rejected (100.0%)\n"
        ),
        "{}",
        o.stdout
    );
    assert!(
        o.stderr.contains("error: no valid draw of `data` (seed 1, variant 1)"),
        "{}",
        o.stderr
    );
    // validate draws variants of seed 0 and fails on the first.
    let o = mlex(&["validate", "tests/exams/degenerate.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stdout);
    assert_eq!(o.stderr.matches("error: no valid draw").count(), 1, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("help: `mlex stress tests/exams/degenerate.yaml --n 100`"),
        "{}",
        o.stderr
    );
}

/// tests/exams/slow-data.yaml: every shared draw leaves question 1 spending the work its own
/// draws may do (each a perceptron trained, then rejected), so the draws of the exam variant
/// stop at the work one exam variant may do (`MAX_EXAM_DRAW_WORK`), after a few shared draws,
/// not 100: before that budget the variant did 100 exercise budgets of work (3.0 s of CPU in
/// release, 200 million units), now 0.06 s. The message names the budget and the constraint
/// that rejected the draws; the count of draws is the same on every run (work is counted in
/// operations, not time).
#[test]
fn an_exam_whose_shared_draws_are_all_slowly_rejected_stops_at_its_work_budget() {
    use mlex::internals::limits::{MAX_DRAW_WORK, MAX_EXAM_DRAW_WORK};
    let path = "tests/exams/slow-data.yaml";
    let dir = scratch("exam-slow-data");
    let out = dir.join("out");
    let o = mlex(&["exam", path, "-o", out.to_str().unwrap()]);
    assert_eq!(o.code, 2, "{}{}", o.stdout, o.stderr);
    let head = "error: no valid draw of `data` (seed 0, variant 1) in ";
    let line = o.stderr.lines().next().unwrap_or_default();
    let rest = line.strip_prefix(head).unwrap_or_else(|| panic!("{}", o.stderr));
    let (count, rest) = rest.split_once(' ').unwrap();
    let attempts: u32 = count.parse().unwrap();
    assert!((1..=3).contains(&attempts), "{attempts} shared draws:\n{}", o.stderr);
    assert_eq!(
        rest,
        format!(
            "attempts (the work a draw may do was spent): `exercise slow-rejected` rejected {attempts} of them (100.0%) (`errors < 0 or xs[1][1] >= 7`)"
        ),
        "{}",
        o.stderr
    );
    assert!(!out.join("variant-1").exists(), "nothing written");
    let again = mlex(&["exam", path, "-o", out.to_str().unwrap()]);
    assert_eq!(again.stderr, o.stderr);
    // the work the variant did: the budget and at most what one more draw of question 1 does
    // (its own budget); without the exam's budget it was 100 of those
    let exam = mlex::Exam::from_source(
        mlex::read_source(&super::root().join(path)).unwrap(),
        &super::root().join("tests/exams"),
    )
    .expect("the exam loads: question 1's own draws pass");
    let before = mlex::internals::num::work_done();
    assert!(exam.variant(0, 1).is_err());
    let work = mlex::internals::num::work_done() - before;
    assert!(
        (MAX_EXAM_DRAW_WORK..MAX_EXAM_DRAW_WORK + MAX_DRAW_WORK).contains(&work),
        "{work} units"
    );
    // `mlex stress` says which variants stopped at the budget, and how much work they did
    let o = mlex(&["stress", path, "--n", "2"]);
    assert_eq!(o.code, 1, "{}{}", o.stdout, o.stderr);
    let work_line = o
        .stdout
        .lines()
        .find(|l| l.starts_with("work of the draws: "))
        .unwrap_or_else(|| panic!("{}", o.stdout));
    assert!(
        work_line.ends_with(&format!(
            " units per variant at most, of the {MAX_EXAM_DRAW_WORK} one may do; 2 failed variants stopped at the work their draws may do"
        )),
        "{work_line}"
    );
    assert!(
        o.stdout
            .contains("  variant 2: no valid draw of `data` (seed 0, variant 2) in ")
            && o.stdout
                .contains("attempts (the work a draw may do was spent): `exercise slow-rejected`"),
        "{}",
        o.stdout
    );
    // a shipped exam's variants do a small part of the budget (the most over 300 variants)
    let o = mlex(&["stress", "exercises/exams/sample-exam.yaml", "--n", "300"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let most: u64 = o
        .stdout
        .lines()
        .find_map(|l| l.strip_prefix("work of the draws: "))
        .and_then(|l| l.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}", o.stdout));
    assert!((1..MAX_EXAM_DRAW_WORK / 100).contains(&most), "{most}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn reordering_an_exams_exercises_changes_no_exercises_variant_and_seeds_differ() {
    // The sample exam, and the same exam with its 8 questions in reverse order (the entries are
    // separated by blank lines): each exercise's drawn parameters and answers are the same in
    // every variant, with the shared data too (an exercise's draw is keyed by the seed, the
    // variant and its id; the shared data by the seed and the variant).
    let dir = super::root().join("exercises/exams");
    let text = read(&dir.join("sample-exam.yaml"));
    let (head, list) = text.split_once("exercises:\n").expect("exercises");
    let mut entries: Vec<&str> = list.trim_end().split("\n\n").collect();
    assert_eq!(entries.len(), 8);
    entries.reverse();
    let reversed = format!("{head}exercises:\n{}\n", entries.join("\n\n"));
    let exam = mlex::Exam::from_source(mlex::Source::new("sample-exam.yaml", text.clone()), &dir).expect("exam");
    let back = mlex::Exam::from_source(mlex::Source::new("reversed.yaml", reversed), &dir).expect("reversed");
    let ids: Vec<&str> = exam.entries.iter().map(|e| e.exercise.id()).collect();
    let mut back_ids: Vec<&str> = back.entries.iter().map(|e| e.exercise.id()).collect();
    back_ids.reverse();
    assert_eq!(ids, back_ids);
    let key = |v: &mlex::ExamVariant, id: &str| {
        let (ex, _) = v.exercises.iter().find(|(e, _)| e.id() == id).expect("exercise");
        let params: Vec<String> = ex
            .drawn()
            .map(|d| d.parameters.iter().map(|(n, v)| format!("{n}={}", v.text())).collect())
            .unwrap_or_default();
        (params, v.key_json()["answers"][id].clone())
    };
    for k in 1..=6 {
        let a = exam.variant(2026, k).expect("variant");
        let b = back.variant(2026, k).expect("variant");
        assert_eq!(a.data, b.data, "variant {k}: the shared data");
        for id in &ids {
            assert_eq!(key(&a, id), key(&b, id), "variant {k}, `{id}`");
        }
    }
    // Another seed: another exam.
    let a = exam.variant(2026, 1).expect("variant");
    let c = exam.variant(2027, 1).expect("variant");
    assert_ne!(a.key_json()["answers"], c.key_json()["answers"]);
    assert_ne!(a.data, c.data);
}

#[test]
fn an_exam_run_of_another_seed_differs_and_says_its_seed() {
    let dir = scratch("exam-seeds");
    let run = |seed: &str, name: &str| {
        let out = dir.join(name);
        let o = mlex(&[
            "exam",
            "exercises/exams/sample-exam.yaml",
            "--variants",
            "2",
            "--seed",
            seed,
            "--format",
            "md",
            "-o",
            &out.display().to_string(),
        ]);
        assert_eq!(o.code, 0, "{}", o.stderr);
        out
    };
    let (a, again, b) = (run("7", "a"), run("7", "again"), run("8", "b"));
    for name in ["variant-001/exam.md", "variant-002/key.md", "key.json", "key.csv"] {
        assert_eq!(read(&a.join(name)), read(&again.join(name)), "{name}");
        assert_ne!(
            read(&a.join(name)),
            read(&b.join(name)),
            "{name}: seeds 7 and 8 give the same"
        );
    }
    assert!(read(&b.join("variant-002/exam.md")).contains("Exam variant 2 of seed 8."));
    let _ = std::fs::remove_dir_all(dir);
}

/// The exam header's spec text (title, course, instructions) is made safe in the Markdown exam
/// and key as every exercise's text is (issue 12): no raw HTML, no `javascript:` link, no
/// remote image, in `exam.md` and `key.md` alike.
#[test]
fn the_exam_headers_markdown_carries_no_raw_html_or_unsafe_link() {
    let dir = scratch("exam-hostile-header");
    let exam = std::fs::read_to_string("examples/exam.yaml")
        .unwrap()
        .replace(
            "title: Discriminative classification, partial exam",
            "title: \"Exam <img src=x onerror=alert(1)> [x](javascript:alert(2))\"",
        )
        .replace(
            "course: Machine learning",
            "course: \"<b onmouseover=alert(5)>ML</b>\" # Machine learning",
        )
        .replace(
            "    Answer every question",
            "    <script>alert(3)</script> [click](javascript:alert(4)) ![i](https://evil.example/t.png)\n    Answer every question",
        )
        .replace("../exercises/", &format!("{}/exercises/", env!("CARGO_MANIFEST_DIR")));
    let spec = dir.join("exam.yaml");
    std::fs::write(&spec, exam).unwrap();
    let out = dir.join("out");
    let o = mlex(&[
        "exam",
        &spec.display().to_string(),
        "--variants",
        "1",
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    for page in ["exam.md", "key.md"] {
        let md = read(&out.join("variant-001").join(page));
        // kept as text (escaped Markdown)
        assert!(
            md.contains(r"\<script\>alert\(3\)"),
            "{page}: the instructions are lost:\n{md}"
        );
        // an escaped `\<` is text; what is left is markup
        let markup = md.replace("\\<", "");
        for bad in ["<script", "<img", "<b ", "](javascript:", "](https://evil"] {
            assert!(!markup.contains(bad), "{page} carries `{bad}`:\n{md}");
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// One question of one point, one variant: singular words on the page and in the summary.
#[test]
fn a_one_question_exam_says_question_and_variant_in_the_singular() {
    let dir = scratch("exam-one");
    let spec = dir.join("exam.yaml");
    std::fs::write(
        &spec,
        "exam:\n  title: One\nexercises:\n  - points: 1\n    spec:\n      kind: holdout\n      id: h\n      errors: 3\n      test_size: 100\n      ask: [error_rate]\n",
    )
    .unwrap();
    let out = dir.join("out");
    let o = mlex(&[
        "exam",
        &spec.display().to_string(),
        "--variants",
        "1",
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.starts_with("wrote 1 variant of"), "{}", o.stdout);
    let md = read(&out.join("variant-001/exam.md"));
    assert!(md.contains("*1 question, 1 point."), "{md}");
    let _ = std::fs::remove_dir_all(dir);
}

/// Every file of `dir`, by its path under `dir`, with its bytes.
fn tree(dir: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut out = std::collections::BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).expect("read_dir") {
            let p = e.expect("entry").path();
            if p.is_dir() {
                todo.push(p);
            } else {
                let name = p.strip_prefix(dir).expect("under").display().to_string();
                out.insert(name, std::fs::read(&p).expect("read"));
            }
        }
    }
    out
}

/// `mlex check` of an exam grades its files on several threads (`MLEX_THREADS`), handed out
/// one at a time: one thread and three give the same report and CSV, the rows in the files'
/// order.
#[test]
fn exam_grading_on_one_thread_and_on_several_gives_the_same_rows_in_order() {
    let dir = scratch("exam-grade-threads");
    let exam = mlex::Exam::load(super::root().join("tests/exams/grading.yaml")).expect("loads");
    let rates: Vec<String> = (1..=5)
        .map(|k| error_rate(&exam.variant(11, k).expect("a valid variant")))
        .collect();
    // 11 files, variants 1 to 5 in turn, every third one with the next variant's rate (wrong)
    let mut files = Vec::new();
    for i in 0..11 {
        let variant = i % 5 + 1;
        let rate = &rates[if i % 3 == 2 { (i + 1) % 5 } else { i % 5 }];
        if i % 3 == 2 {
            assert_ne!(rates[(i + 1) % 5], rates[i % 5], "a copied rate must be wrong");
        }
        let path = dir.join(format!("s{i:02}.yaml"));
        std::fs::write(
            &path,
            format!("variant: {variant}\nvariant-holdout-interval:\n  error_rate: {rate}\nmin-test-size:\n  min_test_size: 6147\n"),
        )
        .expect("write");
        files.push(path.display().to_string());
    }
    let mut outputs = Vec::new();
    for threads in ["1", "3"] {
        let csv = dir.join(format!("grades-{threads}.csv"));
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_mlex"))
            .args(["check", "tests/exams/grading.yaml", "--seed", "11", "--csv"])
            .arg(&csv)
            .args(&files)
            .current_dir(super::root())
            .env("MLEX_THREADS", threads)
            .output()
            .expect("mlex runs");
        assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stderr));
        outputs.push((String::from_utf8_lossy(&o.stdout).into_owned(), read(&csv)));
    }
    assert_eq!(outputs[0], outputs[1], "one thread and three graded differently");
    let rows: Vec<&str> = outputs[1].1.lines().skip(1).collect();
    assert_eq!(rows.len(), files.len());
    for (i, (row, file)) in rows.iter().zip(&files).enumerate() {
        let variant = i % 5 + 1;
        // own rate: 1 point of question 1 and question 2's; another's: question 2's only
        let (score, q1) = if i % 3 == 2 { (1, 0) } else { (2, 1) };
        assert_eq!(*row, format!("{file},{variant},,{score},4,graded,{q1},1"));
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// The variants are made on several threads (`MLEX_THREADS`, by default the cores), handed
/// out one at a time: one thread and three write the same files, byte for byte.
#[test]
fn an_exam_run_on_one_thread_and_on_several_writes_the_same_bytes() {
    let mut trees = Vec::new();
    for threads in ["1", "3"] {
        let dir = scratch(&format!("exam-threads-{threads}"));
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_mlex"))
            .args([
                "exam",
                "exercises/exams/sample-exam.yaml",
                "--variants",
                "7",
                "--seed",
                "11",
                "-o",
            ])
            .arg(&dir)
            .current_dir(super::root())
            .env("MLEX_THREADS", threads)
            .output()
            .expect("mlex runs");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        trees.push(tree(&dir));
        let _ = std::fs::remove_dir_all(dir);
    }
    // 7 variants × (exam, key) × (md, html) + key.json + key.csv + the record of them
    // (`.mlex-written`, docs/exams.md)
    assert_eq!(trees[0].len(), 31, "{:?}", trees[0].keys());
    assert_eq!(trees[0], trees[1], "one thread and three threads wrote different files");
}

/// `mlex exam` converts its pages' Markdown, safe already, without sanitizing it again
/// (`html_page_of_safe`): the same page as `html_page` gives.
#[test]
fn an_exam_pages_html_of_safe_markdown_is_the_html_page() {
    let renderer = mlex::Renderer::new().expect("templates");
    let exam = mlex::Exam::load(super::root().join("exercises/exams/sample-exam.yaml")).expect("exam");
    for k in 1..=4 {
        let v = exam.variant(3, k).expect("variant");
        let solved = v.solve();
        let (page, key) = renderer
            .exam_and_key(&exam, &v, &solved, mlex::Format::Markdown)
            .expect("render");
        for md in [page, key] {
            assert_eq!(
                renderer.html_page_of_safe(&exam.title, &md, exam.lang).expect("html"),
                renderer.html_page(&exam.title, &md, exam.lang).expect("html")
            );
        }
    }
}

/// `mlex exam --format html` makes each page's Markdown and HTML from one parse
/// (`exam_and_key_with_html`): the texts of `exam_and_key` in Markdown and of
/// `html_page_of_safe` of them.
#[test]
fn exam_and_key_with_html_are_the_markdown_and_its_html_page() {
    let renderer = mlex::Renderer::new().expect("templates");
    let exam = mlex::Exam::load(super::root().join("exercises/exams/sample-exam.yaml")).expect("exam");
    for k in 1..=4 {
        let v = exam.variant(9, k).expect("variant");
        let solved = v.solve();
        let (page, key) = renderer
            .exam_and_key(&exam, &v, &solved, mlex::Format::Markdown)
            .expect("render");
        let both = renderer.exam_and_key_with_html(&exam, &v, &solved).expect("render");
        for ((md, html), want) in both.into_iter().zip([page, key]) {
            assert_eq!(md, want, "variant {k}");
            assert_eq!(
                html,
                renderer.html_page_of_safe(&exam.title, &want, exam.lang).expect("html"),
                "variant {k}"
            );
        }
    }
}

/// `exam_and_key` builds one template context per question for both pages: its texts are those
/// of rendering the exam and the key each on its own (`exam`, which solves the key again).
#[test]
fn exam_and_key_from_one_context_are_the_pages_rendered_apart() {
    let renderer = mlex::Renderer::new().expect("templates");
    let exam = mlex::Exam::load(super::root().join("exercises/exams/sample-exam.yaml")).expect("exam");
    for k in 1..=6 {
        let v = exam.variant(5, k).expect("variant");
        let solved = v.solve();
        for format in [mlex::Format::Markdown, mlex::Format::Html] {
            let (page, key) = renderer.exam_and_key(&exam, &v, &solved, format).expect("render");
            assert_eq!(
                page,
                renderer.exam(&exam, &v, false, format).expect("exam"),
                "variant {k}"
            );
            assert_eq!(key, renderer.exam(&exam, &v, true, format).expect("key"), "variant {k}");
        }
    }
}

/// The sample exam's written options (the equivalent-classifiers weights, the decision rules)
/// come in a drawn order per variant, and the key follows them: the key's equivalent option is
/// where the drawn order put the scaled weights (candidate 1), and the rule that is not
/// minimum-error is where it put the drawn rule (candidate 2), or `none`/4 when that rule happens
/// to be minimum-error. Over 300 variants each position holds the right answer about a third of
/// the time (at least 60 of 300: 100 expected, a standard deviation of 8).
#[test]
fn the_sample_exams_written_options_are_shuffled_and_the_key_follows() {
    use mlex::internals::value::Val;
    let exam = mlex::Exam::load(super::root().join("exercises/exams/sample-exam.yaml")).expect("exam");
    let position_of = |ex: &mlex::Exercise, candidate: i64| -> i64 {
        let order = ex
            .drawn()
            .and_then(|d| d.parameters.iter().find(|(n, _)| n == "order"))
            .map(|(_, v)| v.clone())
            .expect("an order is drawn");
        let Val::List(items) = order else { panic!("{order:?}") };
        let at = items
            .iter()
            .position(|v| matches!(v, Val::Num(n) if *n == mlex::Number::from(candidate)))
            .expect("a permutation of 1..3");
        i64::try_from(at).expect("small") + 1
    };
    let mut equivalent = [0; 3];
    let mut rules = [0; 3];
    for k in 1..=300 {
        let v = exam.variant(1, k).expect("variant");
        let solved = v.solve();
        for ((ex, _), sol) in v.exercises.iter().zip(&solved) {
            let answer = |part: &str| sol.answer_text(part).expect("answered");
            match ex.id() {
                "equivalent" => {
                    let at = position_of(ex, 1);
                    assert_eq!(answer("equivalent"), at.to_string(), "variant {k}");
                    equivalent[usize::try_from(at - 1).expect("1..3")] += 1;
                }
                "minimum-error-rules" => {
                    let at = position_of(ex, 2);
                    let given = answer("not_minimum_error");
                    assert!(
                        given == at.to_string() || given == "4",
                        "variant {k}: {given}, the drawn rule at {at}"
                    );
                    if given != "4" {
                        rules[usize::try_from(at - 1).expect("1..3")] += 1;
                    }
                }
                _ => {}
            }
        }
    }
    assert!(equivalent.iter().all(|&n| n >= 60), "{equivalent:?}");
    assert!(rules.iter().all(|&n| n >= 45), "{rules:?}");
}

#[test]
fn a_grader_keeping_one_variant_grades_as_one_keeping_all() {
    // Files naming variants 1, 2, 1, 3, 2: with one variant kept, 1 and 2 are let go and
    // prepared again; every report must be the same as with every variant kept. Half the files
    // carry another variant's answers (wrong), so the hints' solves are compared too.
    let exam = mlex::Exam::load(super::root().join("tests/exams/grading.yaml")).expect("loads");
    let keys: Vec<serde_json::Value> = (1..=3)
        .map(|k| exam.variant(2026, k).expect("draws").key_json())
        .collect();
    let file = |named: u64, answers_of: usize| {
        let mut text = format!("variant: {named}\n");
        if let Some(a) = keys[answers_of]["answers"].as_object() {
            for (id, section) in a {
                text.push_str(&format!("{id}: {section}\n"));
            }
        }
        mlex::Source::new(format!("v{named}-of-{answers_of}.yaml"), text)
    };
    let files = [file(1, 0), file(2, 0), file(1, 1), file(3, 2), file(2, 1)];
    let all = mlex::ExamGrader::new(&exam, 2026);
    let one = mlex::ExamGrader::new(&exam, 2026).keep_at_most(1);
    let mut right = 0;
    for f in &files {
        let a = all.check(f.clone()).expect("valid").to_json(true);
        let b = one.check(f.clone()).expect("valid").to_json(true);
        assert_eq!(a, b, "{}", f.name);
        right += usize::from(a["score"] == a["total"]);
    }
    // v1 and v3 with their own answers and v2 with v2's are right; v2 with v1's, v1 with v2's not
    assert_eq!(right, 3);
}

/// The questions' texts are parsed only with their page when the page shows them safe piece by
/// piece (`exam_and_key_with_html`), and made safe one by one as before otherwise: for texts with
/// raw HTML, unsafe links, a link reference defined in another question, a code fence left open,
/// a list at the end, and for page templates (`--templates`) that wrap the texts in a fence, a
/// list item or a quote, or show the body twice, both pages are still the texts of `exam_and_key`
/// in Markdown and of `html_page` of them (which sanitizes the page again).
#[test]
fn exam_and_key_with_html_are_the_safe_pages_for_odd_texts_and_templates() {
    let dir = scratch("exam-odd-texts");
    let question = |id: &str, statement: &str| {
        let indented: String = statement.lines().map(|l| format!("        {l}\n")).collect();
        format!(
            "  - points: 1\n    spec:\n      kind: holdout\n      id: {id}\n      errors: 3\n      test_size: 100\n      ask: [error_rate]\n      statement: |\n{indented}"
        )
    };
    // texts that need an edit; that refer to one another or leave a fence open; that are safe
    // and parse the same on their own and in their page
    let sets: [&[&str]; 3] = [
        &[
            "Raw <b onmouseover=x>html</b>, [a](javascript:alert(1)) and ![i](https://evil.example/t.png)",
            "<!-- a comment left open",
            "<div>\n\n*inside a block*\n\n</div>",
        ],
        &[
            "See [r] and [s].",
            "[r]: https://example.org/r\n\nDefined here.",
            "```\na fence left open",
        ],
        &[
            "Plain text, $a \\lt b$ and a table:\n\n| a | b |\n|---|---|\n| 1 | 2 |",
            "A list at the end:\n\n- one\n- two",
            "Text first.\n\n    indented code\n\nthen text",
            "1. a numbered list\n2. at the end",
            "> a quote with [a link](https://example.org), and x > 0",
        ],
    ];
    let exams: Vec<mlex::Exam> = sets
        .iter()
        .enumerate()
        .map(|(n, statements)| {
            let mut exam = String::from(
                "exam:\n  title: Odd texts\n  instructions: |\n    Answer [here](https://example.org).\nexercises:\n",
            );
            for (i, s) in statements.iter().enumerate() {
                exam.push_str(&question(&format!("q{i}"), s));
            }
            let spec = dir.join(format!("exam-{n}.yaml"));
            std::fs::write(&spec, &exam).unwrap();
            mlex::Exam::load(&spec).expect("exam")
        })
        .collect();
    let templates = dir.join("templates");
    std::fs::create_dir_all(&templates).unwrap();
    let builtin = |name: &str| {
        mlex::internals::render::builtin_templates()
            .into_iter()
            .find(|(n, _)| n == name)
            .map(|(_, t)| t.to_string())
            .unwrap()
    };
    let page_twice = builtin("page.html").replace("{{ body | safe }}", "{{ body | safe }}\n<hr>\n{{ body | safe }}");
    let renderers = [
        ("built-in", None, None),
        ("fenced", Some("```\n\n{{ q.body }}\n\n```"), None),
        ("list item", Some("- {{ q.body }}"), None),
        ("quoted", Some("> {{ q.body }}"), None),
        (
            "after a list",
            Some("- item\n\n{{ q.body }}"),
            Some(page_twice.as_str()),
        ),
        ("twice", Some("{{ q.body }}\n\n{{ q.body }}"), None),
    ];
    for (name, wrap, page) in renderers {
        let renderer = match wrap {
            None => mlex::Renderer::new().expect("templates"),
            Some(wrap) => {
                let exam_md = builtin("exam.md").replace("{{ q.body }}", wrap);
                assert_ne!(exam_md, builtin("exam.md"));
                std::fs::write(templates.join("exam.md"), exam_md).unwrap();
                if let Some(page) = page {
                    std::fs::write(templates.join("page.html"), page).unwrap();
                }
                mlex::Renderer::with_overrides(&templates).expect("templates")
            }
        };
        for (exam, k) in exams.iter().flat_map(|e| [(e, 1), (e, 2)]) {
            let v = exam.variant(4, k).expect("variant");
            let solved = v.solve();
            let (page, key) = renderer
                .exam_and_key(exam, &v, &solved, mlex::Format::Markdown)
                .expect("render");
            let both = renderer.exam_and_key_with_html(exam, &v, &solved).expect("render");
            for ((md, html), want) in both.into_iter().zip([page, key]) {
                assert_eq!(md, want, "{name}, variant {k}");
                assert_eq!(
                    html,
                    renderer.html_page(&exam.title, &want, exam.lang).expect("html"),
                    "{name}, variant {k}"
                );
                let markup = md.replace("\\<", "");
                for bad in ["<b ", "<div", "<!--", "](javascript:", "](https://evil"] {
                    assert!(!markup.contains(bad), "{name}: `{bad}` in\n{md}");
                }
                for bad in ["<b ", "<div", "<!--", "href=\"javascript", "evil.example"] {
                    assert!(!html.contains(bad), "{name}: `{bad}` in\n{html}");
                }
            }
        }
        for f in ["exam.md", "page.html"] {
            let _ = std::fs::remove_file(templates.join(f));
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// key.json and key.csv carry each exercise's drawn parameters, exactly as `mlex solve --seed S
/// --variant V` prints them on its `# variant` line, and they are enough to recompute the key:
/// the holdout error rate is errors / M (worked from the parameters here, not by mlex).
#[test]
fn the_key_records_every_variants_drawn_parameters() {
    let dir = scratch("exam-parameters");
    let root = super::root();
    let specs = ["holdout-interval", "bayes-error-table"];
    let exam = format!(
        "exam:\n  title: Parameters\nexercises:\n{}",
        specs
            .iter()
            .map(|s| format!(
                "  - file: {}\n",
                root.join(format!("exercises/variants/{s}.yaml")).display()
            ))
            .collect::<String>()
    );
    std::fs::write(dir.join("exam.yaml"), exam).unwrap();
    let out = dir.join("out").display().to_string();
    let o = mlex(&[
        "exam",
        &dir.join("exam.yaml").display().to_string(),
        "--variants",
        "4",
        "--seed",
        "11",
        "--format",
        "md",
        "-o",
        &out,
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let key: serde_json::Value = serde_json::from_str(&read(&dir.join("out/key.json"))).unwrap();
    let csv = read(&dir.join("out/key.csv"));
    for (k, entry) in key.as_array().unwrap().iter().enumerate() {
        let v = (k + 1).to_string();
        for s in specs {
            let solved = mlex(&[
                "solve",
                &format!("exercises/variants/{s}.yaml"),
                "--seed",
                "11",
                "--variant",
                &v,
            ]);
            let line = solved
                .stdout
                .lines()
                .find(|l| l.starts_with("# variant"))
                .unwrap()
                .to_string();
            let (_, printed) = line.split_once(": ").unwrap();
            let id = format!("variant-{s}");
            let params = entry["parameters"][&id]
                .as_object()
                .unwrap_or_else(|| panic!("{entry}"));
            // the `# variant` line lists `name = value` in the order of `vary:`
            let mut from_solve: Vec<(String, String)> = printed
                .split(", ")
                .fold(Vec::<String>::new(), |mut acc, piece| {
                    // a list value `(0.1, 0.3)` was split at its commas: join it back
                    match acc.last_mut() {
                        Some(last) if last.matches('(').count() > last.matches(')').count() => {
                            last.push_str(", ");
                            last.push_str(piece);
                        }
                        _ => acc.push(piece.to_string()),
                    }
                    acc
                })
                .iter()
                .map(|p| {
                    let (n, v) = p.split_once(" = ").unwrap();
                    (n.to_string(), v.to_string())
                })
                .collect();
            for (n, value) in &from_solve {
                assert_eq!(params[n].as_str(), Some(value.as_str()), "{id}, variant {v}: {n}");
                assert!(csv.contains(&format!("{v},11,,{id},${n},")), "{csv}");
            }
            from_solve.sort();
            assert_eq!(params.len(), from_solve.len(), "{entry}");
        }
        let p = &entry["parameters"]["variant-holdout-interval"];
        let (errors, m): (u64, u64) = (
            p["errors"].as_str().unwrap().parse().unwrap(),
            p["m"].as_str().unwrap().parse().unwrap(),
        );
        let rate = entry["answers"]["variant-holdout-interval"]["error_rate"]
            .as_f64()
            .unwrap();
        // errors / M terminates (M divides a power of ten): the key's decimal is exact
        assert!((rate * m as f64 - errors as f64).abs() < 1e-9, "{entry}");
    }
}
