//! Output paths of `exam`, `export` and `practice` (issue 39, item 4): through the one guard of
//! src/cli/io.rs, never onto an input, never through a link, never over a file mlex did not
//! write. The inputs are `tests/hostile/outputs/`, copied into a scratch directory.

use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use super::{Out, mlex_in, root, scratch};

/// A scratch directory holding the exam, its spec and the roster.
fn setup(name: &str) -> PathBuf {
    let dir = scratch(name);
    for f in ["exam.yaml", "spec.yaml", "roster.csv"] {
        fs::copy(root().join("tests/hostile/outputs").join(f), dir.join(f)).expect("copy");
    }
    dir
}

fn run(dir: &Path, args: &[&str]) -> Out {
    mlex_in(dir, args, None)
}

#[test]
fn export_never_writes_over_its_input() {
    let dir = setup("out-export-input");
    let before = fs::read(dir.join("spec.yaml")).expect("spec");
    let o = run(&dir, &["export", "moodle", "spec.yaml", "-o", "spec.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `-o spec.yaml` would overwrite the input file `spec.yaml`"),
        "{}",
        o.stderr
    );
    assert_eq!(fs::read(dir.join("spec.yaml")).expect("spec"), before);
    // nor over the exam, nor over a spec the exam reads: refused before the exam is read as a
    // file mlex did not write, and after, with `--force`, as an input
    let o = run(&dir, &["export", "moodle", "exam.yaml", "-o", "exam.yaml", "--force"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `-o exam.yaml` would overwrite the input file `exam.yaml`"),
        "{}",
        o.stderr
    );
    let o = run(&dir, &["export", "moodle", "exam.yaml", "-o", "spec.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `-o spec.yaml` exists and mlex did not write it (it is not in `./.mlex-written`)"),
        "{}",
        o.stderr
    );
    let o = run(&dir, &["export", "moodle", "exam.yaml", "-o", "spec.yaml", "--force"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `-o spec.yaml` would overwrite the input file `spec.yaml`"),
        "{}",
        o.stderr
    );
    assert_eq!(fs::read(dir.join("spec.yaml")).expect("spec"), before);
    // a new path is written
    let o = run(&dir, &["export", "moodle", "exam.yaml", "-o", "quiz.xml"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
}

#[test]
fn practice_never_writes_over_a_spec_its_exam_reads() {
    let dir = setup("out-practice-exam-input");
    let before = fs::read(dir.join("spec.yaml")).expect("spec");
    // a foreign file at first, and with `--force` an input once the exam is read
    let o = run(&dir, &["practice", "exam.yaml", "--seed", "1", "-o", "spec.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stderr.contains("mlex did not write it"), "{}", o.stderr);
    let o = run(
        &dir,
        &["practice", "exam.yaml", "--seed", "1", "-o", "spec.yaml", "--force"],
    );
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `-o spec.yaml` would overwrite the input file `spec.yaml`"),
        "{}",
        o.stderr
    );
    assert_eq!(fs::read(dir.join("spec.yaml")).expect("spec"), before);
}

#[test]
fn exam_never_writes_through_a_planted_link() {
    let dir = setup("out-exam-link");
    fs::create_dir_all(dir.join("out")).expect("out");
    fs::create_dir_all(dir.join("elsewhere")).expect("elsewhere");
    symlink("../elsewhere", dir.join("out/variant-001")).expect("link");
    let o = run(&dir, &["exam", "exam.yaml", "--variants", "2", "-o", "out"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `out/variant-001` is a symbolic link; mlex does not write through links"),
        "{}",
        o.stderr
    );
    assert_eq!(fs::read_dir(dir.join("elsewhere")).expect("dir").count(), 0);
    // the output directory itself as a link
    symlink("elsewhere", dir.join("linked")).expect("link");
    let o = run(&dir, &["exam", "exam.yaml", "-o", "linked"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr.contains("error: `-o linked` is a symbolic link"),
        "{}",
        o.stderr
    );
    assert_eq!(fs::read_dir(dir.join("elsewhere")).expect("dir").count(), 0);
}

#[test]
fn exam_never_writes_over_a_file_it_did_not_write() {
    let dir = setup("out-exam-foreign");
    fs::create_dir_all(dir.join("out")).expect("out");
    // a roster sitting in the output directory as key.csv, and one as key.json given as the roster
    fs::copy(dir.join("roster.csv"), dir.join("out/key.csv")).expect("copy");
    let o = run(&dir, &["exam", "exam.yaml", "-o", "out"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `out/key.csv` exists and mlex did not write it (it is not in `out/.mlex-written`)"),
        "{}",
        o.stderr
    );
    assert_eq!(
        fs::read(dir.join("out/key.csv")).unwrap(),
        fs::read(dir.join("roster.csv")).unwrap()
    );
    fs::create_dir_all(dir.join("out2")).expect("out2");
    fs::copy(dir.join("roster.csv"), dir.join("out2/key.json")).expect("copy");
    let o = run(&dir, &["exam", "exam.yaml", "--roster", "out2/key.json", "-o", "out2"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `out2/key.json` would overwrite the input file `out2/key.json`"),
        "{}",
        o.stderr
    );
    assert_eq!(
        fs::read(dir.join("out2/key.json")).unwrap(),
        fs::read(dir.join("roster.csv")).unwrap()
    );
}

#[test]
fn exam_replaces_its_own_earlier_output() {
    let dir = setup("out-exam-again");
    for _ in 0..2 {
        let o = run(&dir, &["exam", "exam.yaml", "--variants", "2", "-o", "out"]);
        assert_eq!(o.code, 0, "{}", o.stderr);
    }
    // one line a file: `LENGTH CRC32 PATH`, the length the file's
    let record = fs::read_to_string(dir.join("out/.mlex-written")).expect("the record");
    let paths: Vec<&str> = record
        .lines()
        .map(|l| {
            let mut f = l.splitn(3, ' ');
            let (len, crc, path) = (f.next().unwrap(), f.next().unwrap(), f.next().unwrap());
            assert_eq!(
                len.parse::<u64>().unwrap(),
                fs::metadata(dir.join("out").join(path)).unwrap().len()
            );
            assert!(crc.len() == 8 && crc.chars().all(|c| c.is_ascii_hexdigit()), "{l}");
            path
        })
        .collect();
    assert_eq!(
        paths,
        [
            "key.csv",
            "key.json",
            "variant-001/exam.html",
            "variant-001/exam.md",
            "variant-001/key.html",
            "variant-001/key.md",
            "variant-002/exam.html",
            "variant-002/exam.md",
            "variant-002/key.html",
            "variant-002/key.md"
        ]
    );
    // a key edited by hand is not replaced, but with --force; a foreign file with --force too
    fs::write(dir.join("out/key.csv"), "my notes\n").unwrap();
    let o = run(&dir, &["exam", "exam.yaml", "--variants", "2", "-o", "out"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `out/key.csv` has changed since mlex wrote it"),
        "{}",
        o.stderr
    );
    assert_eq!(fs::read_to_string(dir.join("out/key.csv")).unwrap(), "my notes\n");
    fs::write(dir.join("out/key.json"), "{}").unwrap();
    let o = run(&dir, &["exam", "exam.yaml", "--variants", "2", "-o", "out", "--force"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        fs::read_to_string(dir.join("out/key.csv"))
            .unwrap()
            .starts_with("variant,")
    );
    // a record written before marks (a path alone) matches by name
    fs::write(dir.join("out/key.csv"), "edited\n").unwrap();
    let legacy: String = paths.iter().map(|p| format!("{p}\n")).collect();
    fs::write(dir.join("out/.mlex-written"), legacy).unwrap();
    let o = run(&dir, &["exam", "exam.yaml", "--variants", "2", "-o", "out"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let record = fs::read_to_string(dir.join("out/.mlex-written")).expect("the record");
    assert!(record.starts_with(&format!("{} ", fs::metadata(dir.join("out/key.csv")).unwrap().len())));
}

#[test]
fn practice_never_writes_over_its_input_or_through_a_link() {
    let dir = setup("out-practice");
    let o = run(&dir, &["practice", "spec.yaml", "-o", "spec.yaml"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stderr.contains("would overwrite the input file"), "{}", o.stderr);
    symlink("spec.yaml", dir.join("page.html")).expect("link");
    let o = run(&dir, &["practice", "spec.yaml", "-o", "page.html"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stderr.contains("is a symbolic link"), "{}", o.stderr);
    assert!(
        fs::read_to_string(dir.join("spec.yaml"))
            .unwrap()
            .starts_with("# issue 39")
    );
}

/// The student directories an exam run made, sorted.
fn students(out: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(out)
        .expect("out")
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// `mlex exam exam.yaml --roster tests/hostile/ROSTER -o out` in `dir`.
fn exam_with_roster(dir: &Path, roster: &str) -> Out {
    let roster = root().join("tests/hostile").join(roster);
    run(
        dir,
        &[
            "exam",
            "exam.yaml",
            "--roster",
            &roster.display().to_string(),
            "-o",
            "out",
        ],
    )
}

#[test]
fn a_quoted_line_break_in_a_roster_is_one_student() {
    // tests/hostile/roster-quoted-newline.csv: 3 students, the first's name on two lines; on
    // main the line `Pérez"` made a phantom student `P_rez_`
    let dir = setup("roster-newline");
    let o = exam_with_roster(&dir, "roster-quoted-newline.csv");
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(students(&dir.join("out")), ["s1", "s2", "s3"]);
    let exam = fs::read_to_string(dir.join("out/s1/exam.md")).expect("exam");
    assert!(exam.contains("Ana Pérez"), "{exam}");
    let exam = fs::read_to_string(dir.join("out/s2/exam.md")).expect("exam");
    assert!(
        exam.contains("Bo, \"the\" Second") || exam.contains("Bo, &quot;the&quot; Second"),
        "{exam}"
    );
}

#[test]
fn control_characters_of_a_roster_never_reach_the_exam() {
    // ESC, BEL, DEL, NEL, a right-to-left override, a line separator and a tab in names and IDs
    let dir = setup("roster-control");
    let o = exam_with_roster(&dir, "roster-control-chars.csv");
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(students(&dir.join("out")), ["s1", "s_2"]);
    let bad = |c: char| c.is_control() && c != '\n' || matches!(c, '\u{202e}' | '\u{2028}');
    for student in ["s1", "s_2"] {
        for file in ["exam.md", "exam.html", "key.md", "key.html"] {
            let text = fs::read_to_string(dir.join("out").join(student).join(file)).expect("page");
            assert!(!text.chars().any(bad), "{student}/{file} holds a control character");
        }
    }
    let exam = fs::read_to_string(dir.join("out/s1/exam.md")).expect("exam");
    assert!(exam.contains("Ana [31mRed evil X"), "{exam}");
    let key = fs::read_to_string(dir.join("out/key.csv")).expect("key");
    assert!(key.contains(",s 2,") || key.contains("s 2"), "{key}");
    assert!(!key.chars().any(bad), "{key:?}");
}

#[test]
fn a_roster_lists_at_most_ten_thousand_students() {
    // 20,000 students took 240 MB and 8 s on main; `--variants` stops at 10,000
    let dir = setup("roster-cap");
    let mut roster = String::from("id,name\n");
    for i in 1..=20_000 {
        roster.push_str(&format!("s{i},Student {i}\n"));
    }
    fs::write(dir.join("big.csv"), roster).expect("write");
    let o = run(&dir, &["exam", "exam.yaml", "--roster", "big.csv", "-o", "out"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert_eq!(
        o.stderr,
        "error: `big.csv`, line 10002: more than 10000 students, the most a roster may list (as `--variants`)\n"
    );
    assert!(!dir.join("out").exists());
}

/// User templates run under a budget of CPU time and memory (src/cli/budget.rs): each
/// reproducer of tests/hostile/templates-* ends with exit 2 and the message of the cap it
/// reaches, and writes nothing. On main @ 5bcb2d9 `range` and `deep` ran out of memory (exit
/// 134) or time; the first round refused them by reading the template (`range`, loops nested
/// past 3), which let `cubic` (three loops over a long text: hours) and `grow` (a text doubled
/// in a loop: 2^157 bytes) through.
#[test]
fn user_templates_run_within_a_budget_of_time_and_memory() {
    for (dir, cap) in [
        ("templates-range", ""),
        ("templates-deep", ""),
        ("templates-cubic", "ran longer than 1 s of CPU time"),
        ("templates-grow", "used more than 128 MiB of memory while rendering"),
    ] {
        let templates = format!("tests/hostile/{dir}");
        for cmd in ["render", "weave"] {
            let input = if cmd == "render" {
                "exercises/holdout/exact-bound.yaml"
            } else {
                "tests/hostile/templates-weave.md"
            };
            let o = super::mlex(&[cmd, input, "--templates", &templates]);
            assert_eq!(o.code, 2, "{cmd} {dir}: {}", o.stderr);
            assert!(o.stdout.is_empty(), "{dir}");
            let want = format!("error: the templates of `--templates {templates}` {cap}");
            assert!(o.stderr.starts_with(&want), "{cmd} {dir}: {}", o.stderr);
            assert!(
                o.stderr.contains("\n  help: look for a loop over long values"),
                "{}",
                o.stderr
            );
        }
    }
    // `mlex report --templates` too: a report.md whose text doubles in a loop over the title
    let report = scratch("templates-report-grow");
    fs::write(
        report.join("report.md"),
        "{% set_global t = \"x\" %}{% set s = title ~ title ~ title ~ title ~ title ~ title %}{% for a in s %}{% set_global t = t ~ t %}{% endfor %}{{ t | length }}\n",
    )
    .unwrap();
    let shown = report.display().to_string();
    let o = super::mlex(&[
        "report",
        "exercises/holdout/upv-u23-example.yaml",
        "tests/answers/holdout-z-1645.yaml",
        "--templates",
        &shown,
        "--format",
        "md",
    ]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stdout.is_empty(), "{}", o.stdout);
    assert!(
        o.stderr.starts_with(&format!(
            "error: the templates of `--templates {shown}` used more than 128 MiB"
        )),
        "{}",
        o.stderr
    );
    // a template that loops within the budget renders (three loops over the statement)
    let dir = scratch("templates-within");
    fs::write(
        dir.join("holdout.md"),
        "{% for a in exercise.statement %}{% for b in exercise.id %}{% for c in exercise.id %}.{% endfor %}{% endfor %}{% endfor %}\n",
    )
    .unwrap();
    let o = super::mlex(&[
        "render",
        "exercises/holdout/exact-bound.yaml",
        "--templates",
        &dir.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("....."), "{}", o.stdout);
}

/// Every command that writes a single file (`-o FILE`, `--csv FILE`) goes through the one guard
/// of src/cli/io.rs (issue 39, item 4): a new file is written and recorded in
/// `.mlex-written`; a second run replaces it; a file edited since, a file mlex did not write,
/// a symbolic link, a FIFO and an input are refused (each left as it was); `--force` replaces
/// the edited and the foreign file, never the link, the FIFO or the input.
#[test]
fn every_single_file_output_goes_through_the_one_guard() {
    let dir = setup("out-single");
    for (from, to) in [
        ("tests/answers/two-iterations.spec.yaml", "two.yaml"),
        ("tests/answers/all-right.yaml", "answers.yaml"),
    ] {
        fs::copy(root().join(from), dir.join(to)).expect("copy");
    }
    fs::write(dir.join("doc.md"), "# Notes\n").expect("write");
    let wasm = super::practice::fake_wasm(&dir);
    let wasm = wasm.to_str().expect("path");
    let made = std::process::Command::new("mkfifo")
        .arg(dir.join("fifo"))
        .status()
        .expect("mkfifo");
    assert!(made.success());
    fs::write(dir.join("victim"), "precious").expect("write");
    symlink("victim", dir.join("link")).expect("link");
    // (the command with OUT for the output path, the flag, the input it reads)
    let commands: &[(&[&str], &str, &str)] = &[
        (&["render", "spec.yaml", "-o", "OUT"], "-o", "spec.yaml"),
        (
            &["render", "spec.yaml", "--format", "html", "-o", "OUT"],
            "-o",
            "spec.yaml",
        ),
        (&["weave", "doc.md", "-o", "OUT"], "-o", "doc.md"),
        (
            &["practice", "spec.yaml", "--wasm", wasm, "-o", "OUT"],
            "-o",
            "spec.yaml",
        ),
        (&["export", "moodle", "spec.yaml", "-o", "OUT"], "-o", "spec.yaml"),
        (
            &["check", "two.yaml", "answers.yaml", "--csv", "OUT"],
            "--csv",
            "answers.yaml",
        ),
        (&["report", "two.yaml", "answers.yaml", "-o", "OUT"], "-o", "two.yaml"),
        (
            &["report", "two.yaml", "answers.yaml", "--csv", "OUT"],
            "--csv",
            "answers.yaml",
        ),
    ];
    for (n, (args, flag, input)) in commands.iter().enumerate() {
        let with = |out: &str, force: bool| {
            let mut a: Vec<&str> = args.iter().map(|a| if *a == "OUT" { out } else { a }).collect();
            if force {
                a.push("--force");
            }
            run(&dir, &a)
        };
        let refused = |o: &Out, why: &str| {
            assert_eq!(o.code, 2, "{args:?}: {}", o.stderr);
            assert!(o.stderr.contains(why), "{args:?}: want {why}\n{}", o.stderr);
            assert!(o.stderr.contains("\n  help: "), "{args:?}: {}", o.stderr);
        };
        let out = format!("out-{n}");
        // a new file, then the same run again over its own output
        for _ in 0..2 {
            let o = with(&out, false);
            assert!(o.code == 0 || o.code == 1, "{args:?}: {}", o.stderr);
            assert!(fs::metadata(dir.join(&out)).unwrap().len() > 0);
        }
        let record = fs::read_to_string(dir.join(".mlex-written")).expect("record");
        assert!(record.lines().any(|l| l.ends_with(&format!(" {out}"))), "{record}");
        // edited since
        fs::write(dir.join(&out), "edited").unwrap();
        refused(
            &with(&out, false),
            &format!("`{flag} {out}` has changed since mlex wrote it"),
        );
        assert_eq!(fs::read_to_string(dir.join(&out)).unwrap(), "edited");
        let o = with(&out, true);
        assert!(o.code == 0 || o.code == 1, "{args:?}: {}", o.stderr);
        assert_ne!(fs::read_to_string(dir.join(&out)).unwrap(), "edited");
        // a file mlex did not write
        let foreign = format!("foreign-{n}");
        fs::write(dir.join(&foreign), "precious").unwrap();
        refused(
            &with(&foreign, false),
            &format!("`{flag} {foreign}` exists and mlex did not write it (it is not in `./.mlex-written`)"),
        );
        assert_eq!(fs::read_to_string(dir.join(&foreign)).unwrap(), "precious");
        let o = with(&foreign, true);
        assert!(o.code == 0 || o.code == 1, "{args:?}: {}", o.stderr);
        assert_ne!(fs::read_to_string(dir.join(&foreign)).unwrap(), "precious");
        // never through a link, onto a FIFO or onto an input, --force or not
        for force in [false, true] {
            refused(&with("link", force), &format!("`{flag} link` is a symbolic link"));
            refused(&with("fifo", force), &format!("`{flag} fifo` is a FIFO (named pipe)"));
            refused(
                &with(input, force),
                &format!("`{flag} {input}` would overwrite the input file"),
            );
            refused(
                &with(".mlex-written", force),
                "is the record of the files mlex wrote in its directory",
            );
        }
    }
    assert_eq!(fs::read_to_string(dir.join("victim")).unwrap(), "precious");
    assert!(fs::symlink_metadata(dir.join("link")).unwrap().file_type().is_symlink());
    for (name, start) in [
        ("spec.yaml", "# issue 39"),
        ("doc.md", "# Notes"),
        ("answers.yaml", "# The true"),
    ] {
        assert!(fs::read_to_string(dir.join(name)).unwrap().starts_with(start), "{name}");
    }
}

/// `-o -` writes to standard output (no file named `-`); `--csv -` is refused, as standard
/// output carries the report.
#[test]
fn dash_output_is_standard_output() {
    let dir = setup("out-dash");
    let o = run(&dir, &["render", "spec.yaml", "-o", "-"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.starts_with("# "), "{}", o.stdout);
    let o = run(&dir, &["export", "moodle", "spec.yaml", "-o", "-"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.starts_with("<?xml"), "{}", o.stdout);
    assert!(o.stderr.contains("wrote standard output: 1 category"), "{}", o.stderr);
    let o = run(&dir, &["check", "spec.yaml", "spec.yaml", "--csv", "-"]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `--csv -` would mix the file with the report on standard output"),
        "{}",
        o.stderr
    );
    let mut names: Vec<_> = fs::read_dir(&dir).unwrap().flatten().map(|e| e.file_name()).collect();
    names.sort();
    assert_eq!(names, ["exam.yaml", "roster.csv", "spec.yaml"]);
}

/// The figures `render -o FILE.md` writes beside the file go through the same guard, named by
/// their own path: recorded, refused when edited since or a link.
#[test]
fn figures_beside_a_markdown_file_go_through_the_guard() {
    let dir = scratch("out-figures");
    let spec = root().join("exercises/bayes-error/upv-u23-continuous.yaml");
    let spec = spec.to_str().expect("path");
    let args = ["render", spec, "--solutions", "-o", "w.md"];
    for _ in 0..2 {
        let o = run(&dir, &args);
        assert_eq!(o.code, 0, "{}", o.stderr);
    }
    let record = fs::read_to_string(dir.join(".mlex-written")).expect("record");
    assert!(record.lines().any(|l| l.ends_with(" w-1-densities.svg")), "{record}");
    fs::write(dir.join("w-1-densities.svg"), "<svg/>").unwrap();
    let o = run(&dir, &args);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("error: `w-1-densities.svg` has changed since mlex wrote it"),
        "{}",
        o.stderr
    );
    fs::remove_file(dir.join("w-1-densities.svg")).unwrap();
    symlink("w.md", dir.join("w-1-densities.svg")).unwrap();
    let o = run(&dir, &args);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr.contains("w-1-densities.svg` is a symbolic link"),
        "{}",
        o.stderr
    );
    assert!(fs::read_to_string(dir.join("w.md")).unwrap().starts_with("# "));
}
