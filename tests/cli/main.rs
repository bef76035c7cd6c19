#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

//! The integration tests: they drive the real `mlex` binary.
//!
//! * expected values come from the seeds (cited) or from hand calculations, never from mlex;
//! * `tests/invalid/*.yaml` carry their expected errors in `# expect: LINE:COL message` lines;
//! * golden worksheets live in `tests/golden/`; re-bless them with `MLEX_BLESS=1 cargo test`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::{Value as J, json};

mod check;
mod check_kinds;
mod check_probabilistic;
mod decision;
mod literate;
mod margins;
mod notebooks;
mod perceptron;
mod precision;
mod probabilistic;

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
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(text.as_bytes())
            .expect("write stdin");
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

pub fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    fn walk(d: &Path, ext: &str, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(d).expect("read dir").flatten() {
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

fn reported_errors(stderr: &str, file: &str) -> Vec<(String, String)> {
    let lines: Vec<&str> = stderr.lines().collect();
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        if let Some(msg) = l.strip_prefix("error: ") {
            let loc = lines
                .get(i + 1)
                .and_then(|n| n.split_once(&format!("{file}:")))
                .map(|(_, loc)| loc.trim().to_string())
                .unwrap_or_default();
            out.push((loc, msg.to_string()));
        }
    }
    out
}

#[test]
fn malformed_specs_get_located_errors_and_exit_2() {
    let specs = files("tests/invalid", "yaml");
    assert!(specs.len() >= 15, "keep at least 15 malformed specs");
    for spec in specs {
        let name = rel(&spec);
        let expected = expected_errors(&spec);
        assert!(!expected.is_empty(), "{name} has no `# expect:` line");
        for cmd in ["validate", "solve", "render"] {
            let o = mlex(&[cmd, &name]);
            assert_eq!(o.code, 2, "{cmd} {name} should exit 2:\n{}", o.stderr);
            assert!(o.stdout.is_empty(), "{cmd} {name} printed output for an invalid spec");
            assert_eq!(
                reported_errors(&o.stderr, &name),
                expected,
                "{cmd} {name}:\n{}",
                o.stderr
            );
        }
    }
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
        o.stderr.contains("cannot read or write `no/such/file.yaml`"),
        "{}",
        o.stderr
    );
    let o = mlex(&["render", "tests/invalid"]);
    assert_eq!(o.code, 2);
}

// ---------------------------------------------------------------------------------------------
// validate and stated answers.

/// Seed answers that are known to disagree with the exact value at their printed precision:
/// (exercise id, part). Each is kept as printed in `stated:`; the worksheet notes the correction.
const KNOWN_SEED_ERRATA: &[(&str, &str)] = &[
    // Seed 003 U2.1, Iris setosa: the notes round the quadratic's coefficients to two decimals
    // before solving and print the boundary 0.53; the exact root is 0.52293 (0.52). The region
    // (0.53, 2.09) inherits it. (2.09 for 2.08719 is only rounded.)
    ("upv-u21-setosa", "boundary"),
    ("upv-u21-setosa", "regions"),
    // Seed 003, U2.4 §4: "log 0.8808 + log 0.8808 = −0.1269 − 0.1269 = −0.2538"; the exact
    // LL is 2·ln σ(2) = −0.253856… (mpmath), −0.2539 at the printed 4 decimals (the seed added
    // the rounded halves).
    ("upv-u24-example", "log_likelihood"),
];

#[test]
fn validate_accepts_every_shipped_exercise_except_known_seed_errata() {
    let o = mlex(&["validate", "exercises"]);
    let reported: Vec<(String, String)> = o
        .stderr
        .lines()
        .filter_map(|l| l.strip_prefix("warning: `"))
        .filter_map(|l| {
            let (id, rest) = l.split_once("`: the stated answer of `")?;
            let (part, _) = rest.split_once('`')?;
            Some((id.to_string(), part.to_string()))
        })
        .collect();
    let expected: Vec<(String, String)> = KNOWN_SEED_ERRATA
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    assert_eq!(reported, expected, "{}", o.stderr);
    assert_eq!(
        o.code,
        if expected.is_empty() { 0 } else { 1 },
        "{}\n{}",
        o.stdout,
        o.stderr
    );
    assert_eq!(
        o.stdout
            .lines()
            .filter(|l| l.starts_with("ok ") || l.starts_with("DIFF "))
            .count(),
        files("exercises", "yaml").len()
    );
}

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

#[test]
fn solve_output_reads_back_as_stated_answers() {
    // The answers-file format that `solve` prints is what `stated:` (and answers files) read.
    for spec in files("exercises", "yaml") {
        let name = rel(&spec);
        let o = mlex(&["solve", &name]);
        assert_eq!(o.code, 0, "{name}: {}", o.stderr);
        let text = std::fs::read_to_string(&spec).expect("read");
        let without_stated = text.split("\nstated:").next().expect("text").to_string();
        let answers: String = o
            .stdout
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| format!("  {}\n", l.split("  # tie").next().unwrap_or(l)))
            .collect();
        let with = format!("{}\nstated:\n{answers}", without_stated.trim_end());
        let v = mlex_stdin(&["validate", "-"], &with);
        assert_eq!(
            v.code, 0,
            "{name}: solve output does not validate:\n{with}\n{}",
            v.stderr
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Rendering.

pub fn check_golden(path: &Path, actual: &str) {
    if std::env::var_os("MLEX_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(path, actual).expect("write golden");
        return;
    }
    let expected = std::fs::read_to_string(path)
        .unwrap_or_else(|_| panic!("missing golden file {}; run `MLEX_BLESS=1 cargo test`", rel(path)));
    if expected != actual {
        let first = expected
            .lines()
            .zip(actual.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        panic!(
            "{} differs from the rendered output at line {}:\n  golden:   {:?}\n  rendered: {:?}\nre-bless with `MLEX_BLESS=1 cargo test` if the change is intended",
            rel(path),
            first + 1,
            expected.lines().nth(first).unwrap_or(""),
            actual.lines().nth(first).unwrap_or("")
        );
    }
}

#[test]
fn golden_worksheets() {
    for spec in files("exercises", "yaml") {
        let name = rel(&spec);
        let stem = spec
            .strip_prefix(root().join("exercises"))
            .expect("under exercises")
            .with_extension("");
        for (format, ext) in [("md", "md"), ("html", "html")] {
            let o = mlex(&["render", &name, "--solutions", "--format", format]);
            assert_eq!(o.code, 0, "{name}: {}", o.stderr);
            check_golden(&root().join("tests/golden").join(&stem).with_extension(ext), &o.stdout);
        }
        let o = mlex(&["render", &name]);
        check_golden(
            &root()
                .join("tests/golden")
                .join(format!("{}.worksheet.md", stem.display())),
            &o.stdout,
        );
    }
}

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
    assert_eq!(all.as_array().map(Vec::len), Some(2));
    assert_eq!(all[1]["id"], json!("upv-2022-01-13-q3"));
    let o = mlex(&["solve", "-", "-"]);
    assert_eq!(o.code, 2);
}

// ---------------------------------------------------------------------------------------------
// Docs and registry.

/// The ```yaml blocks of a Markdown file.
fn yaml_blocks(md: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur: Option<String> = None;
    for line in md.lines() {
        match (&mut cur, line.trim_start()) {
            (None, l) if l.starts_with("```yaml") => cur = Some(String::new()),
            (Some(_), l) if l.starts_with("```") => out.extend(cur.take()),
            (Some(b), _) => {
                b.push_str(line);
                b.push('\n');
            }
            _ => {}
        }
    }
    out
}

#[test]
fn docs_examples_are_valid_specs() {
    let md = std::fs::read_to_string(root().join("docs/spec-format.md")).expect("docs/spec-format.md");
    let blocks = yaml_blocks(&md);
    assert!(blocks.len() >= 6, "the docs show an example per kind");
    for b in blocks {
        if b.contains("# not a spec") {
            continue;
        }
        let o = mlex_stdin(&["validate", "-"], &b);
        assert_eq!(o.code, 0, "docs example does not validate:\n{b}\n{}", o.stderr);
    }
}

#[test]
fn every_kind_has_docs_examples_and_a_template() {
    let docs = std::fs::read_to_string(root().join("docs/spec-format.md")).expect("docs");
    let kinds = mlex(&["kinds"]).stdout;
    for line in kinds.lines() {
        let kind = line.split_whitespace().next().expect("kind name");
        assert!(
            docs.contains(&format!("## `{kind}`")),
            "docs/spec-format.md has no section for `{kind}`"
        );
        let detail = mlex(&["kinds", kind]).stdout;
        for name in detail
            .lines()
            .filter(|l| l.starts_with("  "))
            .filter_map(|l| l.split_whitespace().next())
        {
            let name = name.trim_end_matches(": [point]").trim_end_matches(':');
            assert!(
                docs.contains(&format!("`{name}`")),
                "docs/spec-format.md does not mention `{name}` of `{kind}`"
            );
        }
        assert!(
            !files(&format!("exercises/{kind}"), "yaml").is_empty(),
            "no example in exercises/{kind}/"
        );
        assert!(
            root().join(format!("templates/{kind}.md")).exists(),
            "no templates/{kind}.md"
        );
    }
}

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
fn a_stated_answer_rounded_more_coarsely_than_digits_is_a_note_not_a_failure() {
    // By hand: x̄ = (1, 1), g_a = 0 < g_b + 1 = 1, so w_b = -(1/3)(1, 1) and w_a = (1/3)(1, 1).
    let spec = "kind: perceptron\nclasses: [a, b]\nsamples: [{x: [1], y: a}]\nmargin: 1\nlearning_rate: \"1/3\"\n\
                iterations: 1\nask: [final_weights]\nstated:\n  final_weights: {a: [0.33, 0.33], b: [-0.33, \"-1/3\"]}\n";
    let o = mlex_stdin(&["validate", "-"], spec);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        o.stdout.contains("1 stated answers agree, 1 of them rounded"),
        "{}",
        o.stdout
    );
    assert!(
        o.stderr
            .contains("note: `exercise`: the stated answer of `final_weights` is rounded more coarsely than `digits`"),
        "{}",
        o.stderr
    );
    assert!(o.stderr.contains("--> <stdin>:9:23"), "{}", o.stderr);
    let r = mlex_stdin(&["render", "-", "--solutions"], spec);
    assert!(
        r.stdout.contains("*The source rounds this: it gives `{a: [0.33, 0.33]"),
        "{}",
        r.stdout
    );
    // 0.34 is not 1/3 at any precision
    let wrong = spec.replace("[0.33, 0.33]", "[0.34, 0.33]");
    assert_eq!(mlex_stdin(&["validate", "-"], &wrong).code, 1);
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
