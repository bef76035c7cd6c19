#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

//! The integration tests: they drive the real `mlex` binary (and, for the goldens, the library).
//!
//! * expected values come from the seeds (cited) or from hand calculations, never from mlex;
//! * `tests/invalid/*.yaml` carry their expected errors in `# expect: LINE:COL message` lines;
//! * golden worksheets live in `tests/golden/` (rendered in-process, see `golden.rs`); re-bless
//!   them with `MLEX_BLESS=1 cargo test`;
//! * tests/README.md says where each kind of test lives.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::{Value as J, json};

mod arith_limits;
mod check;
mod check_expressions;
mod check_kinds;
mod check_probabilistic;
mod check_unreadable;
mod choices;
mod decision;
mod decision_rules;
mod docs;
mod exam;
mod figures;
mod fuzz_regressions;
mod golden;
mod hostile_draws;
mod hostile_io;
mod hostile_outputs;
mod huge_literals;
mod i18n;
mod injection;
mod italian_kinds_b;
mod layers;
mod limits;
mod literate;
mod margins;
mod moodle;
#[rustfmt::skip]
mod notebook_code;
mod notebooks;
mod pages;
mod perceptron;
mod practice;
mod practice_feedback;
mod precision;
mod probabilistic;
mod registry;
mod report;
mod stated;
mod variants;

pub struct Out {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

pub fn mlex_in(dir: &Path, args: &[&str], stdin: Option<&str>) -> Out {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_mlex"));
    cmd.args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("mlex runs");
    if let Some(text) = stdin {
        // A command may refuse before reading its input (and exit): then the pipe is closed.
        let written = child.stdin.take().expect("stdin").write_all(text.as_bytes());
        if let Err(e) = written {
            assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "write stdin: {e}");
        }
    }
    let out = child.wait_with_output().expect("mlex finishes");
    let o = Out {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    assert!(!o.stderr.contains("panicked"), "mlex panicked:\n{}", o.stderr);
    o
}

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn mlex(args: &[&str]) -> Out {
    mlex_in(&root(), args, None)
}

pub fn mlex_stdin(args: &[&str], stdin: &str) -> Out {
    mlex_in(&root(), args, Some(stdin))
}

/// The answers of the one exercise of `spec`, as JSON.
pub fn answers(spec: &str) -> J {
    let o = mlex(&["solve", spec, "--json"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let all: J = serde_json::from_str(&o.stdout).expect("solve --json prints JSON");
    all[0]["answers"].clone()
}

pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mlex-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// The files of `dir` (recursively) ending in `.ext`, sorted; exam files (docs/exams.md), which
/// are not specs, are left out (`exams()` lists them).
pub fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    all_files(dir, ext)
        .into_iter()
        .filter(|p| !std::fs::read_to_string(p).is_ok_and(|t| mlex::is_exam(&t)))
        .collect()
}

/// The exam files under `dir`.
pub fn exams(dir: &str) -> Vec<PathBuf> {
    all_files(dir, "yaml")
        .into_iter()
        .filter(|p| std::fs::read_to_string(p).is_ok_and(|t| mlex::is_exam(&t)))
        .collect()
}

fn all_files(dir: &str, ext: &str) -> Vec<PathBuf> {
    fn walk(d: &Path, ext: &str, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(d)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", d.display()))
            .flatten()
        {
            let p = e.path();
            if p.is_dir() {
                walk(&p, ext, out);
            } else if p.extension().is_some_and(|x| x == ext) {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root().join(dir), ext, &mut out);
    out.sort();
    out
}

pub fn rel(p: &Path) -> String {
    p.strip_prefix(root()).unwrap_or(p).display().to_string()
}

// ---------------------------------------------------------------------------------------------
// Malformed specs.

fn expected_errors(path: &Path) -> Vec<(String, String)> {
    std::fs::read_to_string(path)
        .expect("read")
        .lines()
        .filter_map(|l| l.strip_prefix("# expect: "))
        .map(|l| {
            let (loc, msg) = l.split_once(' ').expect("`# expect: LINE:COL message`");
            (loc.to_string(), msg.to_string())
        })
        .collect()
}

/// The errors of a run, by file: `error: MESSAGE` lines and the `--> FILE:LINE:COL` line under
/// each.
fn reported_errors(stderr: &str) -> BTreeMap<String, Vec<(String, String)>> {
    let lines: Vec<&str> = stderr.lines().collect();
    let mut out: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for (i, l) in lines.iter().enumerate() {
        if let Some(msg) = l.strip_prefix("error: ") {
            let (file, loc) = lines
                .get(i + 1)
                .and_then(|n| n.trim_start().strip_prefix("--> "))
                .and_then(|place| place.rsplit_once(':'))
                .and_then(|(rest, col)| {
                    let (file, line) = rest.rsplit_once(':')?;
                    Some((file.to_string(), format!("{line}:{col}")))
                })
                .unwrap_or_default();
            out.entry(file).or_default().push((loc, msg.to_string()));
        }
    }
    out
}

/// Every malformed spec at once, through each command (one process per command): each file's
/// errors, in order, are its `# expect:` lines, and nothing reaches standard output.
#[test]
fn malformed_specs_get_located_errors_and_exit_2() {
    let specs = files("tests/invalid", "yaml");
    assert!(specs.len() >= 15, "keep at least 15 malformed specs");
    let expected: BTreeMap<String, Vec<(String, String)>> = specs
        .iter()
        .map(|spec| {
            let e = expected_errors(spec);
            assert!(!e.is_empty(), "{} has no `# expect:` line", rel(spec));
            (rel(spec), e)
        })
        .collect();
    for cmd in ["validate", "solve", "render"] {
        let o = mlex(&[cmd, "tests/invalid"]);
        assert_eq!(o.code, 2, "{cmd} tests/invalid should exit 2:\n{}", o.stderr);
        assert!(
            o.stdout.is_empty(),
            "{cmd} printed output for invalid specs:\n{}",
            o.stdout
        );
        let reported = reported_errors(&o.stderr);
        let mut wrong = Vec::new();
        for (name, want) in &expected {
            let got = reported.get(name).cloned().unwrap_or_default();
            if &got != want {
                wrong.push(format!("{name}:\n  expected {want:?}\n  reported {got:?}"));
            }
        }
        for name in reported.keys().filter(|n| !expected.contains_key(*n)) {
            wrong.push(format!("errors located in `{name}`, not a spec of tests/invalid"));
        }
        assert!(
            wrong.is_empty(),
            "{cmd}:\n{}\n\nstderr:\n{}",
            wrong.join("\n"),
            o.stderr
        );
    }
    // one file alone gives the errors it gives in the directory
    let one = "tests/invalid/several-errors.yaml";
    let o = mlex(&["validate", one]);
    assert_eq!(o.code, 2);
    assert_eq!(reported_errors(&o.stderr).get(one), expected.get(one), "{}", o.stderr);
}

/// The help lines of issue 11's messages: a word for a count, a homogeneous `x` that is only its
/// 1, and an unknown label in specs without a `classes` key.
#[test]
fn helps_say_what_is_wrong_and_how_classes_are_declared() {
    let help = |spec: &str, want: &[&str]| {
        let o = mlex(&["validate", spec]);
        assert_eq!(o.code, 2, "{spec}");
        for w in want {
            assert!(
                o.stderr.contains(&format!("= help: {w}")),
                "{spec}: no help {w:?} in\n{}",
                o.stderr
            );
        }
        // no decimal or `classes` advice where it does not apply
        assert!(!o.stderr.contains("a decimal (`0.1`"), "{}", o.stderr);
        assert!(!o.stderr.contains("to `classes`"), "{}", o.stderr);
    };
    help(
        "tests/invalid/iterations-a-word.yaml",
        &["write a whole number from 1 to 10000 in digits, e.g. `1`"],
    );
    help(
        "tests/invalid/homogeneous-only-the-one.yaml",
        &["write x̄ = (1, x₁, …) with at least one feature x₁, or drop `homogeneous: true` and give (x₁, …)"],
    );
    let weights = "the classes are the keys of `weights`: correct the label, or give `weights` a vector for class";
    help(
        "tests/invalid/unknown-label-without-classes.yaml",
        &[&format!("{weights} `3`"), &format!("{weights} `4`")],
    );
    help(
        "tests/invalid/softmax-unknown-y.yaml",
        &[
            "without `classes` the classes are numbered 1, 2, … (one per logit): use one of those numbers, or name the classes with `classes: [a, b, …]`",
        ],
    );
    // with a `classes` key, adding the label there is the advice
    let o = mlex(&["validate", "tests/invalid/unknown-class.yaml"]);
    assert!(
        o.stderr.contains("= help: add `4` to `classes`, or correct the label"),
        "{}",
        o.stderr
    );
}

#[test]
fn errors_show_the_source_line_a_caret_and_a_hint() {
    let o = mlex(&["validate", "tests/invalid/unknown-key.yaml"]);
    let want = "\
error: unknown key `margn` for kind `perceptron`
 --> tests/invalid/unknown-key.yaml:6:1
  |
6 | margn: 0.1
  | ^^^^^ unknown key
  |
  = help: did you mean `margin`?";
    assert!(o.stderr.contains(want), "{}", o.stderr);
    let o = mlex(&["validate", "tests/invalid/unknown-kind.yaml"]);
    assert!(o.stderr.contains("help: did you mean `perceptron`?"), "{}", o.stderr);
    assert!(
        o.stderr.contains("note: the kinds are `perceptron`, `perceptron-step`"),
        "{}",
        o.stderr
    );
}

#[test]
fn a_missing_file_is_an_error_not_a_panic() {
    let o = mlex(&["solve", "no/such/file.yaml"]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr
            .contains("error: cannot read `no/such/file.yaml`: no such file"),
        "{}",
        o.stderr
    );
    let o = mlex(&["render", "tests/invalid"]);
    assert_eq!(o.code, 2);
}

// ---------------------------------------------------------------------------------------------
// validate and stated answers.

#[test]
fn validate_reports_a_wrong_stated_answer_with_its_place() {
    let spec = std::fs::read_to_string(root().join("exercises/perceptron/upv-2023-01-26.yaml")).expect("read");
    let wrong = spec.replace("2: [1, -5, 0], 3: [-4, -9, 0] }", "2: [1, -5, 1], 3: [-4, -9, 0] }");
    assert_ne!(spec, wrong);
    let o = mlex_stdin(&["validate", "-"], &wrong);
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("warning: `upv-2023-01-26`: the stated answer of `final_weights` disagrees"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("--> <stdin>:30:48"), "{}", o.stderr);
    assert!(o.stderr.contains("stated `1` at `.2[3]`, computed `0`"), "{}", o.stderr);
    // and the worksheet notes it
    let r = mlex_stdin(&["render", "-", "--solutions"], &wrong);
    assert!(
        r.stdout.contains("**Note on the source:** The source gives"),
        "{}",
        r.stdout
    );
}

/// `mlex solve exercises` (one process): the answers it prints for each shipped spec file,
/// keyed by the file, in the answers-file format (with the `# file: id (kind)` line).
pub fn solved_exercises() -> BTreeMap<String, String> {
    let o = mlex(&["solve", "exercises"]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut current: Option<String> = None;
    let lines: Vec<&str> = o.stdout.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let next_is_header = lines.get(i + 1).is_some_and(|n| n.starts_with("# exercises/"));
        if *line == "---" && next_is_header {
            continue;
        }
        if let Some(file) = line
            .strip_prefix("# ")
            .filter(|l| l.starts_with("exercises/"))
            .and_then(|l| l.split_once(": "))
            .map(|(file, _)| file.to_string())
        {
            assert!(!out.contains_key(&file), "{file} holds more than one exercise");
            current = Some(file);
        }
        let file = current
            .clone()
            .expect("solve output starts with a `# file: id (kind)` line");
        let text = out.entry(file).or_default();
        text.push_str(line);
        text.push('\n');
    }
    let shipped: BTreeSet<String> = files("exercises", "yaml").iter().map(|p| rel(p)).collect();
    assert_eq!(out.keys().cloned().collect::<BTreeSet<_>>(), shipped);
    out
}

#[test]
fn solve_output_reads_back_as_stated_answers() {
    // The answers-file format that `solve` prints is what `stated:` (and answers files) read:
    // every shipped spec with its `stated:` replaced by what `solve` printed validates.
    // Specs with `vary:` take no `stated:` (their answers change with the variant).
    let dir = scratch("read-back");
    let mut varied = 0;
    for (name, answers) in solved_exercises() {
        let text = std::fs::read_to_string(root().join(&name)).expect("read");
        if text.contains("\nvary:") {
            varied += 1;
            continue;
        }
        let without_stated = text.split("\nstated:").next().expect("text").to_string();
        let answers: String = answers
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| format!("  {}\n", l.split("  # tie").next().unwrap_or(l)))
            .collect();
        let path = dir.join(&name);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(&path, format!("{}\nstated:\n{answers}", without_stated.trim_end())).expect("write");
    }
    let o = mlex(&["validate", &dir.display().to_string()]);
    assert_eq!(o.code, 0, "solve output does not validate:\n{}\n{}", o.stdout, o.stderr);
    assert_eq!(
        o.stdout.lines().filter(|l| l.starts_with("ok ")).count() + varied,
        files("exercises", "yaml").len(),
        "{}",
        o.stdout
    );
    assert!(varied >= 3, "the variant examples are skipped, not missing");
    let _ = std::fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------
// Rendering.

#[test]
fn worksheets_without_solutions_hide_the_answers() {
    let o = mlex(&["render", "exercises/perceptron/upv-2023-01-26.yaml"]);
    assert!(o.stdout.contains("## Questions"));
    assert!(!o.stdout.contains("## Solution"));
    assert!(!o.stdout.contains("(1, -5, 0)"), "{}", o.stdout);
}

#[test]
fn html_never_carries_script_from_a_spec() {
    let spec = "kind: perceptron\ntitle: \"<script>alert('t')</script>\"\n\
                statement: |\n  Hi <script>alert(1)</script> <img src=x onerror=alert(2)>\n  \
                [click](javascript:alert(3)) <SCRIPT SRC=//evil></SCRIPT>\n\n  <div>\n  <script>x</script>\n  </div>\n\
                source: \"<b onmouseover=alert(4)>s</b>\"\n\
                classes: [\"<i>a</i>\", \"b|c\"]\n\
                samples: [{x: [0], y: \"<i>a</i>\"}, {x: [1], y: \"b|c\"}]\n";
    let o = mlex_stdin(&["render", "-", "--solutions", "--format", "html"], spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let lower = o.stdout.to_lowercase();
    assert!(!lower.contains("<script"), "{}", o.stdout);
    assert!(!lower.contains("<img"), "{}", o.stdout);
    assert!(!lower.contains("<div"), "{}", o.stdout);
    assert!(!lower.contains("<b "), "{}", o.stdout);
    assert!(!lower.contains("<i>"), "{}", o.stdout);
    assert!(!lower.contains("javascript:"), "{}", o.stdout);
    assert!(lower.contains("&lt;script&gt;"), "the text is kept, escaped");
    // a complete, self-contained page
    assert!(o.stdout.starts_with("<!DOCTYPE html>"));
    assert!(o.stdout.contains("<style>"));
    assert!(!lower.contains("<link") && !lower.contains("http://") && !lower.contains("https://"));
    // a label with `|` does not break the table
    let md = mlex_stdin(&["render", "-", "--solutions"], spec).stdout;
    assert!(md.contains("b\\|c"), "{md}");
}

#[test]
fn templates_can_be_overridden_by_name() {
    let dir = scratch("templates");
    std::fs::write(
        dir.join("perceptron-step.md"),
        "STEP {{ data.x }} {{ solution.parts[0].answer }}\n",
    )
    .expect("write");
    let spec = root().join("exercises/perceptron-step/upv-2023-01-17-q4.yaml");
    let o = mlex(&[
        "render",
        &spec.display().to_string(),
        "--solutions",
        "--templates",
        &dir.display().to_string(),
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(o.stdout, "STEP (4, 5) 4\n");
    std::fs::write(dir.join("percepton.md"), "typo").expect("write");
    let o = mlex(&[
        "render",
        &spec.display().to_string(),
        "--templates",
        &dir.display().to_string(),
    ]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("is not a template name"), "{}", o.stderr);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn broken_template_is_a_clear_error() {
    let dir = scratch("broken-template");
    std::fs::write(dir.join("perceptron-step.md"), "{{ data.nope }}\n").expect("write");
    let spec = root().join("exercises/perceptron-step/upv-2023-01-17-q4.yaml");
    let o = mlex(&[
        "render",
        &spec.display().to_string(),
        "--templates",
        &dir.display().to_string(),
    ]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("cannot render `perceptron-step.md`"), "{}", o.stderr);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn output_file_is_written_whole_or_not_at_all() {
    let dir = scratch("output");
    let out = dir.join("sheet.html");
    let spec = root()
        .join("exercises/perceptron/upv-2023-01-26.yaml")
        .display()
        .to_string();
    let o = mlex(&["render", &spec, "-o", &out.display().to_string()]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let html = std::fs::read_to_string(&out).expect("written");
    assert!(html.starts_with("<!DOCTYPE html>"), "the .html extension selects HTML");
    // an invalid spec leaves no file behind
    let bad = dir.join("bad.md");
    let invalid = root().join("tests/invalid/unknown-key.yaml").display().to_string();
    let o = mlex(&["render", &invalid, "-o", &bad.display().to_string()]);
    assert_eq!(o.code, 2);
    assert!(!bad.exists());
    // an unwritable place is an error, and no temporary file is left
    let o = mlex(&[
        "render",
        &spec,
        "-o",
        &dir.join("missing/dir/x.md").display().to_string(),
    ]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("cannot write"), "{}", o.stderr);
    let left: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .flatten()
        .map(|e| e.file_name())
        // the record of what mlex wrote there (src/cli/io.rs) is not a temporary file
        .filter(|n| n != ".mlex-written")
        .collect();
    assert_eq!(left.len(), 1, "{left:?}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn every_subcommand_has_help_with_an_example() {
    for cmd in ["solve", "render", "validate", "kinds"] {
        let o = mlex(&[cmd, "--help"]);
        assert_eq!(o.code, 0);
        assert!(o.stdout.contains("Examples:"), "{cmd} --help:\n{}", o.stdout);
    }
    let o = mlex(&["render"]);
    assert_eq!(o.code, 2, "a usage error exits 2");
}

#[test]
fn kinds_lists_the_registry() {
    let o = mlex(&["kinds"]);
    for k in [
        "perceptron",
        "perceptron-step",
        "perceptron-inverse",
        "binary-perceptron",
    ] {
        assert!(o.stdout.lines().any(|l| l.starts_with(k)), "{k}");
    }
    let o = mlex(&["kinds", "perceptron"]);
    assert!(
        o.stdout.contains("margin") && o.stdout.contains("classify: [point]"),
        "{}",
        o.stdout
    );
    assert_eq!(mlex(&["kinds", "perceptrn"]).code, 2);
}

#[test]
fn several_inputs_and_json() {
    let o = mlex(&[
        "solve",
        "exercises/perceptron-step",
        "exercises/perceptron-inverse",
        "--json",
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let all: J = serde_json::from_str(&o.stdout).expect("json");
    // a directory expands into its files, sorted: two perceptron steps, then the inverse
    let ids: Vec<&J> = all.as_array().expect("a list").iter().map(|e| &e["id"]).collect();
    assert_eq!(
        ids,
        [
            &json!("upv-2023-01-17-q4"),
            &json!("upv-2023-01-26-sample-4"),
            &json!("upv-2022-01-13-q3")
        ]
    );
    let o = mlex(&["solve", "-", "-"]);
    assert_eq!(o.code, 2);
}

// ---------------------------------------------------------------------------------------------
// Docs and registry.

#[test]
fn readme_commands_are_true() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let first_block: Vec<&str> = readme
        .split("```")
        .nth(1)
        .expect("README starts with a code block")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .collect();
    assert_eq!(first_block.len(), 2, "the first block holds the two commands");
    assert!(first_block[1].starts_with("cargo test"), "{first_block:?}");
    let spec = first_block[0]
        .split_whitespace()
        .find(|w| w.starts_with("exercises/"))
        .expect("a shipped exercise");
    assert!(root().join(spec).exists(), "{spec}");
    assert_eq!(mlex(&["render", spec, "--solutions"]).code, 0);
}

#[test]
fn missing_template_directory_and_empty_spec_directory_are_errors() {
    let o = mlex(&[
        "render",
        "exercises/perceptron/upv-2023-01-26.yaml",
        "--templates",
        "no/such/dir",
    ]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr.contains("cannot read the template directory `no/such/dir`"),
        "{}",
        o.stderr
    );
    let dir = scratch("empty-dir");
    let o = mlex(&["validate", &dir.display().to_string()]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("has no .yaml or .yml files"), "{}", o.stderr);
    let _ = std::fs::remove_dir_all(dir);
}
