//! Hostile files and streams (issue 12): output paths that are inputs or special files, planted
//! links, a process killed mid-write, directory loops, control characters, closed and failing
//! standard output, endless and non-UTF-8 inputs, and a batch with bad files in it.

use std::fs;
use std::io::Write;
use std::os::unix::fs::{PermissionsExt, symlink};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};

use super::{Out, mlex, mlex_in, root, scratch};

const SPEC: &str = "exercises/perceptron/upv-2023-01-26.yaml";
/// The two-iteration exercise of `tests/answers/all-right.yaml` (3 parts, 8 points).
const TWO: &str = "tests/answers/two-iterations.spec.yaml";

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_mlex")
}

fn s(p: &Path) -> String {
    p.display().to_string()
}

fn spec_text() -> String {
    fs::read_to_string(root().join(SPEC)).expect("spec")
}

/// The names in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .expect("dir")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// Runs mlex with `stdout` and `stdin` given, stderr captured.
fn run_with(dir: &Path, args: &[&str], stdin: Stdio, stdout: Stdio) -> (std::process::ExitStatus, String) {
    let out = Command::new(bin())
        .args(args)
        .current_dir(dir)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .expect("mlex runs");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "mlex panicked:\n{stderr}");
    (out.status, stderr)
}

/// A shell that runs mlex with `prelude` first (`ulimit`, `trap`), stdout to `stdout`.
fn sh_mlex(dir: &Path, prelude: &str, args: &[&str], stdout: Stdio) -> (std::process::ExitStatus, String) {
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("{prelude}; exec \"$0\" \"$@\""))
        .arg(bin())
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .expect("sh runs");
    (out.status, String::from_utf8_lossy(&out.stderr).into_owned())
}

// ---------------------------------------------------------------------------------------------
// Output files.

#[test]
fn an_output_that_is_an_input_is_refused() {
    let dir = scratch("out-is-input");
    let spec = dir.join("spec.yaml");
    fs::write(&spec, spec_text()).expect("write");
    fs::hard_link(&spec, dir.join("hard.yaml")).expect("hard link");
    let answers = dir.join("answers.yaml");
    fs::write(&answers, "errors: 1\n").expect("write");
    let doc = dir.join("doc.md");
    fs::write(&doc, "# Notes\n").expect("write");
    fs::create_dir(dir.join("tpl")).expect("mkdir");
    fs::write(dir.join("tpl/perceptron.md"), "{{ exercise.id }}\n").expect("write");

    let cases: &[(&[&str], &str)] = &[
        (
            &["render", "spec.yaml", "-o", "spec.yaml"],
            "`-o spec.yaml` would overwrite the input file `spec.yaml`",
        ),
        // the same file through another path, and through a hard link
        (
            &["render", "spec.yaml", "-o", "./spec.yaml"],
            "would overwrite the input file `spec.yaml`",
        ),
        (
            &["render", "spec.yaml", "-o", "hard.yaml"],
            "`-o hard.yaml` would overwrite the input file `spec.yaml`",
        ),
        // a directory's spec
        (
            &["render", ".", "-o", "spec.yaml"],
            "would overwrite the input file `./",
        ),
        // a template
        (
            &["render", "spec.yaml", "--templates", "tpl", "-o", "tpl/perceptron.md"],
            "would overwrite the input file `tpl/perceptron.md`",
        ),
        (
            &["weave", "doc.md", "-o", "doc.md"],
            "`-o doc.md` would overwrite the input file `doc.md`",
        ),
        (
            &["check", "spec.yaml", "answers.yaml", "--csv", "answers.yaml"],
            "`--csv answers.yaml` would overwrite the input file `answers.yaml`",
        ),
        (
            &["check", "spec.yaml", "answers.yaml", "--csv", "hard.yaml"],
            "`--csv hard.yaml` would overwrite the input file `spec.yaml`",
        ),
    ];
    for (args, want) in cases {
        let o = mlex_in(&dir, args, None);
        assert_eq!(o.code, 2, "{args:?}: {}", o.stderr);
        assert!(o.stderr.contains(want), "{args:?}:\n{}", o.stderr);
        assert!(o.stderr.contains("help: choose another output path"), "{}", o.stderr);
    }
    // standard input redirected from the file itself
    let (status, stderr) = run_with(
        &dir,
        &["render", "-", "-o", "hard.yaml"],
        Stdio::from(fs::File::open(&spec).expect("open")),
        Stdio::piped(),
    );
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("would overwrite the input file on standard input"),
        "{stderr}"
    );

    assert_eq!(
        fs::read_to_string(&spec).expect("read"),
        spec_text(),
        "the spec is untouched"
    );
    assert_eq!(fs::read_to_string(&answers).expect("read"), "errors: 1\n");
    assert_eq!(fs::read_to_string(&doc).expect("read"), "# Notes\n");
    assert_eq!(
        listing(&dir),
        ["answers.yaml", "doc.md", "hard.yaml", "spec.yaml", "tpl"]
    );
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn special_links_and_read_only_targets_are_refused() {
    let dir = scratch("out-special");
    fs::write(dir.join("spec.yaml"), spec_text()).expect("write");
    let made = Command::new("mkfifo").arg(dir.join("fifo")).status().expect("mkfifo");
    assert!(made.success());
    fs::write(dir.join("victim.md"), "keep").expect("write");
    symlink("victim.md", dir.join("link.md")).expect("symlink");
    fs::write(dir.join("ro.md"), "keep").expect("write");
    fs::set_permissions(dir.join("ro.md"), fs::Permissions::from_mode(0o444)).expect("chmod");
    fs::create_dir(dir.join("sub")).expect("mkdir");

    let cases = [
        (
            "fifo",
            "`-o fifo` is a FIFO (named pipe), not a regular file",
            "redirect it (`> fifo`)",
        ),
        (
            "link.md",
            "`-o link.md` is a symbolic link",
            "give the path of the file it points to, or remove the link",
        ),
        (
            "ro.md",
            "`-o ro.md` is read-only",
            "help: make it writable (`chmod u+w ro.md`) or choose another path",
        ),
        (
            "sub",
            "`-o sub` is a directory",
            "help: give a file path, such as `sub/worksheet.md`",
        ),
    ];
    for (target, why, help) in cases {
        let o = mlex_in(&dir, &["render", "spec.yaml", "-o", target], None);
        assert_eq!(o.code, 2, "{target}: {}", o.stderr);
        assert!(o.stderr.contains(why), "{target}:\n{}", o.stderr);
        assert!(o.stderr.contains(help), "{target}:\n{}", o.stderr);
    }
    // --csv too
    fs::write(dir.join("a.yaml"), "errors: 1\n").expect("write");
    let o = mlex_in(&dir, &["check", "spec.yaml", "a.yaml", "--csv", "link.md"], None);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("`--csv link.md` is a symbolic link"), "{}", o.stderr);

    assert_eq!(fs::read_to_string(dir.join("victim.md")).expect("read"), "keep");
    assert_eq!(fs::read_to_string(dir.join("ro.md")).expect("read"), "keep");
    assert!(
        fs::symlink_metadata(dir.join("link.md"))
            .expect("link")
            .file_type()
            .is_symlink()
    );
    assert!(listing(&dir.join("sub")).is_empty());
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn an_output_file_keeps_its_permissions_and_a_new_one_gets_the_usual_ones() {
    let dir = scratch("out-perms");
    fs::write(dir.join("spec.yaml"), spec_text()).expect("write");
    fs::write(dir.join("mine.md"), "old").expect("write");
    fs::set_permissions(dir.join("mine.md"), fs::Permissions::from_mode(0o640)).expect("chmod");
    let (status, stderr) = sh_mlex(
        &dir,
        "umask 022",
        &["render", "spec.yaml", "-o", "mine.md", "--force"],
        Stdio::null(),
    );
    assert!(status.success(), "{stderr}");
    let (status, stderr) = sh_mlex(
        &dir,
        "umask 022",
        &["render", "spec.yaml", "-o", "new.md"],
        Stdio::null(),
    );
    assert!(status.success(), "{stderr}");
    let mode = |n: &str| fs::metadata(dir.join(n)).expect("meta").permissions().mode() & 0o777;
    assert_eq!(mode("mine.md"), 0o640);
    assert_eq!(mode("new.md"), 0o644, "0666 less the umask, as any program's new file");
    assert!(fs::read_to_string(dir.join("mine.md")).expect("read").starts_with("# "));
    assert_eq!(listing(&dir), [".mlex-written", "mine.md", "new.md", "spec.yaml"]);
    let _ = fs::remove_dir_all(dir);
}

/// The old temporary name was `.NAME.mlex-PID.tmp`: an attacker who plants links at the next
/// PIDs' names in a shared folder made mlex write through one of them. Links at all those names
/// now stay unused and their target untouched.
#[test]
fn links_planted_at_guessable_temporary_names_are_never_followed() {
    let dir = scratch("out-planted");
    fs::write(dir.join("spec.yaml"), spec_text()).expect("write");
    let victim = dir.join("victim.txt");
    fs::write(&victim, "precious").expect("write");
    let last: u32 = fs::read_to_string("/proc/sys/kernel/ns_last_pid")
        .ok()
        .and_then(|t| t.trim().parse().ok())
        .unwrap_or(std::process::id());
    for pid in last + 1..last + 400 {
        symlink(&victim, dir.join(format!(".out.md.mlex-{pid}.tmp"))).expect("plant");
    }
    let o = mlex_in(&dir, &["render", "spec.yaml", "-o", "out.md"], None);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(fs::read_to_string(&victim).expect("read"), "precious");
    assert!(fs::read_to_string(dir.join("out.md")).expect("read").starts_with("# "));
    assert_eq!(
        listing(&dir).len(),
        4 + 399,
        "nothing but out.md and its record were added"
    );
    let _ = fs::remove_dir_all(dir);
}

/// A process killed while writing (here by SIGXFSZ from `ulimit -f`, as `kill -9` at that moment
/// would) leaves the old file as it was and no partial file behind: the text goes to an
/// anonymous file that gets a name only once it is complete.
#[test]
fn a_process_killed_mid_write_leaves_nothing_behind() {
    let dir = scratch("out-killed");
    fs::write(dir.join("big.md"), "old").expect("write");
    let exercises = s(&root().join("exercises"));
    let args = ["render", exercises.as_str(), "--solutions", "-o", "big.md", "--force"];
    let (status, stderr) = sh_mlex(&dir, "ulimit -c 0; ulimit -f 4", &args, Stdio::null());
    assert_eq!(
        status.signal(),
        Some(25),
        "SIGXFSZ killed it mid-write: {status:?} {stderr}"
    );
    assert_eq!(listing(&dir), ["big.md"]);
    assert_eq!(fs::read_to_string(dir.join("big.md")).expect("read"), "old");

    // With SIGXFSZ ignored the write fails instead (EFBIG): exit 2, a message, nothing left.
    // The shipped exercises have figures, written beside the Markdown first (`big-1-NAME.svg`,
    // 4 to 7 KiB each): the first one is over the limit, and the document is never written.
    let (status, stderr) = sh_mlex(&dir, "trap '' XFSZ; ulimit -f 4", &args, Stdio::null());
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("error: cannot write `big-1-") && stderr.contains(".svg`: File too large"),
        "{stderr}"
    );
    assert_eq!(listing(&dir), ["big.md"]);
    assert_eq!(fs::read_to_string(dir.join("big.md")).expect("read"), "old");
    let _ = fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------
// Directories.

#[test]
fn links_to_directories_are_not_followed() {
    let dir = scratch("walk-loops");
    let d = dir.join("d");
    fs::create_dir_all(d.join("sub")).expect("mkdir");
    fs::write(d.join("a.yaml"), spec_text()).expect("write");
    fs::write(d.join("sub/b.yaml"), spec_text()).expect("write");
    symlink(".", d.join("self")).expect("link");
    symlink("..", d.join("sub/up")).expect("link");
    symlink("../..", d.join("sub/upup")).expect("link");
    // a link to a file is read
    symlink("a.yaml", d.join("alias.yaml")).expect("link");
    // a link to a directory elsewhere is not followed either
    symlink(root().join("exercises"), d.join("elsewhere")).expect("link");

    let mut child = Command::new(bin())
        .args(["validate", "d"])
        .current_dir(&dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mlex runs");
    // Two loops made the old walk run forever: fail rather than hang.
    let mut waited = 0;
    while child.try_wait().expect("wait").is_none() {
        if waited > 1200 {
            let _ = child.kill();
            panic!("`mlex validate` did not finish within two minutes: a directory loop?");
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        waited += 1;
    }
    let out = child.wait_with_output().expect("output");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let names: Vec<&str> = stdout
        .lines()
        .map(|l| l.trim_start_matches("ok    ").split(' ').next().unwrap_or_default())
        .collect();
    assert_eq!(names, ["d/a.yaml", "d/alias.yaml", "d/sub/b.yaml"], "{stdout}");
    assert_eq!(out.status.code(), Some(0));
    let _ = fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------
// Terminal escapes.

const PWNED: &str = "\u{1b}[2J\u{1b}]0;pwned\u{7}";

fn assert_no_controls(what: &str, text: &str) {
    assert!(
        !text.chars().any(|c| c.is_control() && c != '\n' && c != '\t'),
        "{what} carries a raw control character:\n{text:?}"
    );
}

#[test]
fn control_characters_in_inputs_never_reach_the_terminal_raw() {
    let dir = scratch("escapes");
    fs::write(dir.join("spec.yaml"), spec_text()).expect("write");
    let solved = mlex_in(&dir, &["solve", "spec.yaml"], None);
    // a class key made of escape sequences (YAML double-quoted escapes), and an unknown part
    let answers = solved
        .stdout
        .replace("final_weights: { 1:", "final_weights: { \"\\e[2J\\e]0;pwned\\a\":")
        + "\"\\e[2J\\e]0;pwned\\a\": 3\n";
    assert!(
        answers.contains("\\e[2J"),
        "the answers file has the hostile key:\n{answers}"
    );
    fs::write(dir.join("answers.yaml"), &answers).expect("write");
    // a file name with escapes, for the reports that name files
    let evil = format!("{PWNED}.yaml");
    fs::write(dir.join(&evil), spec_text()).expect("write");
    fs::write(dir.join(format!("{PWNED}-answers.yaml")), &answers).expect("write");
    let evil_answers = format!("{PWNED}-answers.yaml");

    let runs: Vec<(Vec<&str>, Out)> = [
        vec!["check", "spec.yaml", "answers.yaml"],
        vec!["check", "spec.yaml", "answers.yaml", "--reveal"],
        vec![
            "check",
            "spec.yaml",
            "answers.yaml",
            evil_answers.as_str(),
            "missing-answers.yaml",
        ],
        vec!["check", "spec.yaml", "answers.yaml", "--json"],
        vec!["validate", evil.as_str()],
        vec!["verify", evil.as_str(), "no-such-doc.md"],
        vec!["solve", evil.as_str()],
        vec!["solve", evil.as_str(), "--json"],
        vec!["render", "missing-spec.yaml", evil.as_str()],
    ]
    .into_iter()
    .map(|args| {
        let o = mlex_in(&dir, &args, None);
        (args, o)
    })
    .collect();
    for (args, o) in &runs {
        assert_no_controls(&format!("stdout of {args:?}"), &o.stdout);
        assert_no_controls(&format!("stderr of {args:?}"), &o.stderr);
    }
    // shown as control pictures
    // (an unknown class key is an error of the answers file, reported on stderr)
    let report = format!("{}{}", runs[0].1.stdout, runs[0].1.stderr);
    assert!(report.contains('␛'), "{report}");
    assert!(
        runs[2].1.stdout.contains("␛[2J␛]0;pwned␇-answers.yaml: "),
        "{}",
        runs[2].1.stdout
    );
    assert!(
        runs[4].1.stdout.starts_with("ok    ␛[2J␛]0;pwned␇.yaml"),
        "{}",
        runs[4].1.stdout
    );
    // JSON keeps the value: serde escapes, the text reads back to the same key
    let v: serde_json::Value = serde_json::from_str(&runs[3].1.stdout).expect("JSON");
    assert!(v.to_string().contains("\\u001b"), "{v}");
    let _ = fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------
// Standard output closed or failing.

/// Standard output is a pipe whose reading end is closed before mlex starts, so its first write
/// fails with EPIPE, as when `| head -1` has read its line.
fn closed_stdout(args: &[&str]) -> (std::process::ExitStatus, String) {
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    run_with(&root(), args, Stdio::null(), Stdio::from(writer))
}

#[test]
fn a_closed_standard_output_ends_every_command_quietly() {
    let cases: &[&[&str]] = &[
        &["render", "exercises", "--solutions"],
        &["render", "exercises", "--format", "html"],
        &["solve", "exercises"],
        &["solve", "exercises", "--json"],
        &["validate", "exercises"],
        &["verify", "examples/notes.md"],
        &["weave", "examples/notes.md", "--solutions"],
        &["kinds"],
        &["kinds", "perceptron"],
        &["check", TWO, "tests/answers/all-right.yaml"],
        &["check", TWO, "tests/answers/all-right.yaml", "--json"],
        &["render", "--help"],
    ];
    for args in cases {
        let (status, stderr) = closed_stdout(args);
        assert_eq!(status.code(), Some(0), "{args:?}: {status:?}\n{stderr}");
        assert!(!stderr.contains("Broken pipe"), "{args:?}:\n{stderr}");
        assert!(!stderr.contains("cannot write"), "{args:?}:\n{stderr}");
    }
}

#[test]
fn another_standard_output_error_is_exit_2_with_a_message() {
    let dir = scratch("stdout-efbig");
    let file = fs::File::create(dir.join("out.md")).expect("create");
    let exercises = s(&root().join("exercises"));
    let (status, stderr) = sh_mlex(
        &dir,
        "trap '' XFSZ; ulimit -f 4",
        &["render", exercises.as_str(), "--solutions"],
        Stdio::from(file),
    );
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("error: cannot write to standard output: File too large"),
        "{stderr}"
    );
    let _ = fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------
// Endless, oversized and non-UTF-8 inputs.

#[test]
fn endless_inputs_stop_at_the_documented_caps() {
    // a device that never ends, as a spec file
    let o = mlex(&["validate", "/dev/zero"]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr
            .contains("error: `/dev/zero` is larger than 4 MiB, the most mlex reads from a spec file"),
        "{}",
        o.stderr
    );
    // standard input that never ends (a writer that keeps writing until mlex closes the pipe)
    for (args, want) in [
        (
            vec!["solve", "-"],
            "`<stdin>` is larger than 4 MiB, the most mlex reads from a spec file",
        ),
        (
            vec!["check", SPEC, "-"],
            "`<stdin>` is larger than 1 MiB, the most mlex reads from an answers file",
        ),
        (
            vec!["weave", "-"],
            "`<stdin>` is larger than 4 MiB, the most mlex reads from a document",
        ),
    ] {
        let mut child = Command::new(bin())
            .args(&args)
            .current_dir(root())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("mlex runs");
        let mut stdin = child.stdin.take().expect("stdin");
        let writer = std::thread::spawn(move || {
            let line = b"# an endless comment line, again and again and again\n".repeat(1000);
            while stdin.write_all(&line).is_ok() {}
        });
        let out = child.wait_with_output().expect("mlex finishes");
        writer.join().expect("writer stops when mlex closes the pipe");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(want), "{args:?}:\n{stderr}");
    }
}

#[test]
fn an_answers_file_at_the_cap_is_read_and_one_byte_more_is_not() {
    let dir = scratch("answers-cap");
    let answers = fs::read_to_string(root().join("tests/answers/all-right.yaml")).expect("answers");
    let pad = |n: usize| {
        let mut t = answers.clone();
        let mut filler = String::from("#");
        while t.len() + filler.len() + 1 < n {
            filler.push('x');
            if filler.len() == 1000 {
                t.push_str(&filler);
                t.push('\n');
                filler = String::from("#");
            }
        }
        t.push_str(&filler);
        t.push('\n');
        while t.len() < n {
            t.push('\n');
        }
        t
    };
    let at = pad(1 << 20);
    assert_eq!(at.len(), 1 << 20);
    fs::write(dir.join("at.yaml"), &at).expect("write");
    fs::write(dir.join("over.yaml"), at + "\n").expect("write");
    let spec = s(&root().join(TWO));
    let o = mlex_in(&dir, &["check", &spec, "at.yaml"], None);
    assert_eq!(o.code, 0, "exactly 1 MiB is read:\n{}", o.stderr);
    let o = mlex_in(&dir, &["check", &spec, "over.yaml"], None);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr
            .contains("`over.yaml` is larger than 1 MiB, the most mlex reads from an answers file"),
        "{}",
        o.stderr
    );
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn non_utf8_input_names_its_line_column_and_byte_offset() {
    let dir = scratch("non-utf8");
    // "kind: perceptron\n" is 17 bytes; then "id: caf" (7 bytes), then Latin-1 é (0xe9) at byte
    // offset 24, line 2, column 8.
    fs::write(dir.join("latin1.yaml"), b"kind: perceptron\nid: caf\xe9\n").expect("write");
    for cmd in ["validate", "solve", "render"] {
        let o = mlex_in(&dir, &[cmd, "latin1.yaml"], None);
        assert_eq!(o.code, 2);
        assert!(
            o.stderr.contains(
                "error: `latin1.yaml` is not UTF-8 text: byte 0xe9 at line 2, column 8 (byte offset 24)\n  help: save the file as UTF-8"
            ),
            "{cmd}:\n{}",
            o.stderr
        );
        assert!(!o.stderr.contains("cannot read or write"), "{}", o.stderr);
    }
    // a multi-byte character before the bad byte counts as one column: "é" is 2 bytes
    fs::write(
        dir.join("doc.md"),
        [&b"# Caf\xc3\xa9\n\n\xc3\xa9t\xc3\xa9 "[..], &[0xff], b"\n"].concat(),
    )
    .expect("write");
    let o = mlex_in(&dir, &["verify", "doc.md"], None);
    assert_eq!(o.code, 2);
    // bytes: "# Café\n" = 8, "\n" = 1, "été " = 6: offset 15, line 3, column 5
    assert!(
        o.stderr
            .contains("`doc.md` is not UTF-8 text: byte 0xff at line 3, column 5 (byte offset 15)"),
        "{}",
        o.stderr
    );
    let _ = fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------
// Batches.

#[test]
fn one_bad_answers_file_gets_its_row_and_the_batch_goes_on() {
    let dir = scratch("batch-hostile");
    let spec = s(&root().join(TWO));
    let right = fs::read_to_string(root().join("tests/answers/all-right.yaml")).expect("answers");
    fs::write(dir.join("1-right.yaml"), &right).expect("write");
    fs::write(dir.join("2-bad-yaml.yaml"), "errors: [\n").expect("write");
    fs::write(dir.join("3-huge.yaml"), "#".repeat((1 << 20) + 1)).expect("write");
    fs::write(dir.join("4-latin1.yaml"), b"errors: caf\xe9\n").expect("write");
    fs::write(dir.join("5-dupes.yaml"), "errors: 1\n".repeat(6)).expect("write");
    fs::write(dir.join("6-list.yaml"), "- 1\n").expect("write");
    fs::write(dir.join("=HYPERLINK(1).yaml"), &right).expect("write");
    let files = [
        "1-right.yaml",
        "2-bad-yaml.yaml",
        "3-huge.yaml",
        "4-latin1.yaml",
        "5-dupes.yaml",
        "6-list.yaml",
        "7-missing.yaml",
        "=HYPERLINK(1).yaml",
        "1-right.yaml",
    ];
    let mut args = vec!["check", spec.as_str()];
    args.extend(files);
    args.extend(["--csv", "grades.csv"]);
    let o = mlex_in(&dir, &args, None);
    assert_eq!(o.code, 2, "an invalid file makes the exit 2:\n{}", o.stderr);
    let csv = fs::read_to_string(dir.join("grades.csv")).expect("the CSV is written");
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows.len(), 1 + files.len(), "{csv}");
    let parts = ",,,";
    let want = [
        "1-right.yaml,8,8,all right,right,right,right".to_string(),
        format!("2-bad-yaml.yaml,,,invalid: 2-bad-yaml.yaml:1:9: invalid YAML: unclosed bracket '['{parts}"),
        format!(
            "3-huge.yaml,,,\"invalid: `3-huge.yaml` is larger than 1 MiB, the most mlex reads from an answers file\"{parts}"
        ),
        format!(
            "4-latin1.yaml,,,\"invalid: `4-latin1.yaml` is not UTF-8 text: byte 0xe9 at line 1, column 12 (byte offset 11)\"{parts}"
        ),
        format!(
            "5-dupes.yaml,,,invalid: 5-dupes.yaml:2:1: duplicate key `errors` in the answers; 5-dupes.yaml:3:1: duplicate key `errors` in the answers; 5-dupes.yaml:4:1: duplicate key `errors` in the answers; and 2 more{parts}"
        ),
        format!("6-list.yaml,,,\"invalid: 6-list.yaml:1:1: the answers must be a mapping, found a list\"{parts}"),
        format!("7-missing.yaml,,,invalid: cannot read `7-missing.yaml`: no such file{parts}"),
        "'=HYPERLINK(1).yaml,8,8,all right,right,right,right".to_string(),
        "1-right.yaml,8,8,all right,right,right,right".to_string(),
    ];
    for (row, want) in rows[1..].iter().zip(&want) {
        assert_eq!(row, want, "{csv}");
    }
    // the text and JSON reports list every file too
    assert_eq!(o.stdout.lines().count(), files.len(), "{}", o.stdout);
    let mut args = vec!["check", spec.as_str()];
    args.extend(files);
    args.push("--json");
    let o = mlex_in(&dir, &args, None);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).expect("JSON");
    assert_eq!(v.as_array().map(Vec::len), Some(files.len()));
    assert_eq!(v[6]["invalid"], "cannot read `7-missing.yaml`: no such file", "{v}");
    let _ = fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------
// Messages.

#[test]
fn verify_never_says_all_agree_after_an_error() {
    let dir = scratch("verify-error");
    fs::write(dir.join("good.md"), "# Fine\n").expect("write");
    fs::write(dir.join("bad.md"), "```mlex\nkind: nope\n```\n").expect("write");
    let o = mlex_in(&dir, &["verify", "good.md", "bad.md"], None);
    assert_eq!(o.code, 2);
    assert!(!o.stderr.contains("all agree"), "{}", o.stderr);
    assert!(
        o.stderr
            .contains("verify: 0 answers compared; 1 input could not be verified (errors above)"),
        "{}",
        o.stderr
    );
    let o = mlex_in(&dir, &["verify", "good.md", "missing.yaml"], None);
    assert_eq!(o.code, 2);
    assert!(!o.stderr.contains("all agree"), "{}", o.stderr);
    let o = mlex_in(&dir, &["verify", "good.md"], None);
    assert_eq!(o.code, 0);
    assert!(
        o.stderr.contains("verify: 0 answers compared, all agree"),
        "{}",
        o.stderr
    );
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn template_errors_say_error_once_and_keep_tera_s_location() {
    let dir = scratch("template-errors");
    let spec = s(&root().join(SPEC));
    let cases = [
        // a syntax error, found when the templates are loaded
        (
            "page.html",
            "{% if %}",
            "error: Found `%}` but expected one of",
            " --> page.html:1:7",
        ),
        // a rendering error, found when the worksheet is made
        (
            "perceptron.md",
            "{{ missing.field }}",
            "error: cannot render `perceptron.md`: Variable `missing` is not defined",
            " --> perceptron.md:1:4",
        ),
    ];
    for (name, text, want, place) in cases {
        let tpl = dir.join(name.replace('.', "-"));
        fs::create_dir_all(&tpl).expect("mkdir");
        fs::write(tpl.join(name), text).expect("write");
        let o = mlex_in(&dir, &["render", &spec, "--templates", &s(&tpl)], None);
        assert_eq!(o.code, 2);
        assert!(o.stderr.starts_with(want), "{name}:\n{}", o.stderr);
        assert!(o.stderr.contains(place), "{name}:\n{}", o.stderr);
        assert!(!o.stderr.contains("error: error:"), "{}", o.stderr);
        assert!(!o.stderr.contains(": error:"), "{}", o.stderr);
    }
    let _ = fs::remove_dir_all(dir);
}
