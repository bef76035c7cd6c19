//! The evcxr notebooks (notebooks/) and the judge's failure fixtures (tests/notebooks/): what can
//! be checked without a Jupyter kernel. `scripts/notebooks.sh` runs them in a real kernel, in
//! `.ci/run`.

use std::path::{Path, PathBuf};

use serde_json::Value as J;

use super::{files, mlex, rel, root};

fn notebooks(dir: &str) -> Vec<(PathBuf, J)> {
    let found: Vec<(PathBuf, J)> = files(dir, "ipynb")
        .into_iter()
        .filter(|p| !p.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.')))
        .map(|p| {
            let nb: J = serde_json::from_str(&std::fs::read_to_string(&p).unwrap())
                .unwrap_or_else(|e| panic!("{}: not JSON: {e}", rel(&p)));
            (p, nb)
        })
        .collect();
    assert!(!found.is_empty(), "no notebooks in {dir}");
    found
}

fn code_cells(nb: &J) -> Vec<&J> {
    nb["cells"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["cell_type"] == "code")
        .collect()
}

fn source(cell: &J) -> String {
    match &cell["source"] {
        J::String(s) => s.clone(),
        J::Array(lines) => lines.iter().filter_map(J::as_str).collect(),
        _ => String::new(),
    }
}

fn tagged(cell: &J, tag: &str) -> bool {
    cell["metadata"]["tags"]
        .as_array()
        .is_some_and(|t| t.iter().any(|x| x == tag))
}

/// The string literals of a cell that name a file (`"../exercises/….yaml"`).
fn file_literals(src: &str) -> Vec<String> {
    src.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| s.ends_with(".yaml") || s.ends_with(".yml"))
        .map(str::to_string)
        .collect()
}

#[test]
fn notebooks_are_rust_notebooks_with_relative_paths_and_no_outputs() {
    let mut all = notebooks("notebooks");
    all.extend(notebooks("tests/notebooks"));
    for (path, nb) in &all {
        let name = rel(path);
        assert_eq!(nb["nbformat"], 4, "{name}");
        assert_eq!(nb["metadata"]["kernelspec"]["name"], "rust", "{name}");
        let dir = path.parent().unwrap();
        let cells = code_cells(nb);
        let first = source(cells[0]);
        assert!(
            first.trim_start().starts_with(":dep mlex = { path = \"")
                || first.lines().any(|l| l.starts_with(":dep mlex = { path = \"")),
            "{name}: the first code cell must be the `:dep mlex` line"
        );
        for cell in &cells {
            let src = source(cell);
            assert_eq!(
                cell["outputs"],
                J::Array(vec![]),
                "{name}: commit notebooks without outputs"
            );
            assert!(cell["execution_count"].is_null(), "{name}: commit notebooks unexecuted");
            for line in src.lines().filter(|l| l.starts_with(":dep")) {
                let path = line
                    .split("path = \"")
                    .nth(1)
                    .and_then(|r| r.split('"').next())
                    .unwrap();
                assert!(!Path::new(path).is_absolute(), "{name}: `{line}` must be relative");
                assert!(
                    dir.join(path).join("Cargo.toml").is_file(),
                    "{name}: `{path}` is not the crate, seen from the notebook"
                );
            }
            for lit in file_literals(&src) {
                assert!(!Path::new(&lit).is_absolute(), "{name}: `{lit}` must be relative");
                if nb["metadata"]["mlex"]["expect_failure"].is_null() {
                    assert!(
                        dir.join(&lit).is_file(),
                        "{name}: `{lit}` does not exist, seen from the notebook"
                    );
                }
            }
        }
        let text = std::fs::read_to_string(path).unwrap();
        let here = root().display().to_string();
        assert!(!text.contains(&here), "{name} holds this machine's path `{here}`");
    }
}

#[test]
fn every_notebook_asserts_values_and_shows_html() {
    for (path, nb) in notebooks("notebooks") {
        let name = rel(&path);
        let cells = code_cells(&nb);
        let asserts = cells.iter().filter(|c| source(c).contains("assert")).count();
        assert!(
            asserts >= 2,
            "{name}: a notebook must assert its values ({asserts} assert cells)"
        );
        let html = cells.iter().filter(|c| tagged(c, "html")).count();
        assert!(html >= 2, "{name}: tag the cells that show HTML `html` ({html} tagged)");
        assert!(
            nb["metadata"]["mlex"]["expect_failure"].is_null(),
            "{name}: a shipped notebook must pass"
        );
    }
}

#[test]
fn every_failure_fixture_says_why_it_must_fail() {
    for (path, nb) in notebooks("tests/notebooks") {
        let why = nb["metadata"]["mlex"]["expect_failure"].as_str();
        assert!(
            why.is_some_and(|w| !w.is_empty()),
            "{}: set metadata.mlex.expect_failure",
            rel(&path)
        );
    }
}

#[test]
fn the_students_answers_file_has_one_wrong_part() {
    // Seed 003, U2.2, 2023_01_26: the notes' solution gives g(5, 5) = (-31, -24, -49), so the
    // answer 3 for `classify` is wrong and every other part right. Points from the spec (the
    // seed's): trace 1.5, classify 0.5, the others 0 (the exam counts them within those two), so
    // 1.5 of 2.
    let o = mlex(&[
        "check",
        "exercises/perceptron/upv-2023-01-26.yaml",
        "notebooks/answers/upv-2023-01-26.yaml",
    ]);
    assert_eq!(o.code, 1, "{}\n{}", o.stdout, o.stderr);
    let marks: Vec<String> = o
        .stdout
        .lines()
        .filter(|l| l.starts_with(['✓', '✗', '~', '-']))
        .map(|l| l.split_whitespace().take(2).collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(
        marks,
        [
            "✓ trace",
            "✓ errors",
            "✓ final_weights",
            "✓ discriminants",
            "✗ classify"
        ],
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("score: 1.5 / 2"), "{}", o.stdout);
}

#[test]
fn ci_runs_the_notebooks_and_tests_the_judge() {
    let ci = std::fs::read_to_string(root().join(".ci/run")).unwrap();
    assert!(ci.contains("scripts/notebooks.sh --install"), "{ci}");
    assert!(
        ci.contains("scripts/notebooks.sh --expect-fail tests/notebooks/*.ipynb"),
        "{ci}"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(root().join("scripts/notebooks.sh"))
            .unwrap()
            .permissions()
            .mode();
        assert!(mode & 0o111 != 0, "scripts/notebooks.sh must be executable");
    }
}

/// The Rust of a notebook as one function, for the compiler: evcxr's `:dep`/`:opt` lines are
/// dropped and a cell's last bare expression (what evcxr shows) becomes `let _ = &…;`.
fn notebook_as_function(name: &str, nb: &J) -> String {
    let mut body = String::new();
    for cell in code_cells(nb) {
        let src = source(cell);
        let lines: Vec<&str> = src.lines().filter(|l| !l.trim_start().starts_with(':')).collect();
        for (i, line) in lines.iter().enumerate() {
            let t = line.trim_end();
            let last = i + 1 == lines.len();
            let bare = last
                && !t.is_empty()
                && !t.trim_start().starts_with("//")
                && !t.ends_with(';')
                && !t.ends_with('}')
                && !t.ends_with('{');
            if bare {
                body.push_str(&format!("    let _ = &{};\n", t.trim()));
            } else if t.is_empty() {
                body.push('\n');
            } else {
                body.push_str(&format!("    {t}\n"));
            }
        }
        body.push('\n');
    }
    format!(
        "/// notebooks/{name}.ipynb\n#[allow(dead_code, unused_variables)]\nfn {}() -> Result<(), Box<dyn std::error::Error>> {{\n{}    Ok(())\n}}\n",
        name.replace('-', "_"),
        body.trim_end_matches('\n').to_string() + "\n"
    )
}

/// The notebooks' code, compiled with the tests (tests/cli/notebook_code.rs, generated): a change
/// to the library's API that breaks a notebook fails `cargo test` here, without a Jupyter kernel
/// (`scripts/notebooks.sh` runs them). `MLEX_BLESS=1 cargo test --test cli notebook_code`
/// regenerates it after a notebook changes.
#[test]
fn notebook_code_is_compiled_with_the_tests() {
    let mut out = String::from(
        "//! The code of the notebooks in notebooks/, generated by `notebooks::notebook_code_is_compiled_with_the_tests`\n//! (`MLEX_BLESS=1 cargo test --test cli notebook_code`): it is compiled, never run (the paths are\n//! relative to notebooks/).\n\n#![allow(clippy::unwrap_used, clippy::needless_borrow)]\n",
    );
    for (path, nb) in notebooks("notebooks") {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        out.push('\n');
        out.push_str(&notebook_as_function(&name, &nb));
    }
    let file = root().join("tests/cli/notebook_code.rs");
    let current = std::fs::read_to_string(&file).unwrap_or_default();
    if std::env::var_os("MLEX_BLESS").is_some() {
        std::fs::write(&file, &out).unwrap();
        return;
    }
    assert!(
        current == out,
        "tests/cli/notebook_code.rs is not the notebooks' code; regenerate it with `MLEX_BLESS=1 cargo test --test cli notebook_code`"
    );
}
