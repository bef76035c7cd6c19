//! Module boundaries that the compiler does not enforce, checked on the source: past the spec
//! loader answers are values, not YAML, and the modules of the library depend on each other in
//! one direction only: `spec` (YAML and its readers) → `kinds` → `exercise` → `variant` → `load` (the
//! exercise loader) and `check`; no module cycle at all.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::root;

/// The modules a source file names through `crate::…` paths (outside comments and its tests).
fn uses(file: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root().join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    let code = text.split("#[cfg(test)]").next().unwrap_or_default();
    let mut out = Vec::new();
    for line in code.lines() {
        let line = line.split("//").next().unwrap_or_default();
        let mut rest = line;
        while let Some(i) = rest.find("crate::") {
            rest = &rest[i + "crate::".len()..];
            let path: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            out.push(path.trim_end_matches(':').to_string());
        }
        if line.contains("yaml::") || line.contains("use super::yaml") {
            out.push("spec::yaml".to_string());
        }
    }
    out
}

fn sources(dir: &str) -> Vec<String> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(root().join(dir)).unwrap().flatten() {
        let p = e.path();
        if p.extension().is_some_and(|x| x == "rs") {
            out.push(p.strip_prefix(root()).unwrap().display().to_string());
        }
    }
    out.sort();
    out
}

fn assert_none(file: &str, forbidden: &[&str]) {
    assert!(Path::new(&root().join(file)).exists(), "{file}");
    for u in uses(file) {
        for f in forbidden {
            assert!(
                !(u == *f || u.starts_with(&format!("{f}::"))),
                "{file} uses `crate::{u}`, which it must not ({f})"
            );
        }
    }
}

#[test]
fn answers_are_values_past_the_loader_and_the_layers_do_not_cycle() {
    // values and their comparison know nothing of exercises, checks, kinds or specs
    for f in ["src/written.rs", "src/compare.rs", "src/value.rs", "src/diag.rs"] {
        assert_none(f, &["exercise", "check", "kinds", "spec", "render", "literate"]);
    }
    // an exercise does not depend on the loader or the checker
    assert_none("src/exercise.rs", &["spec", "check"]);
    // the checker and the renderer never see YAML
    let mut readers = sources("src/check");
    readers.extend(sources("src/render"));
    readers.push("src/literate.rs".into());
    for f in &readers {
        assert_none(f, &["spec::yaml"]);
    }
    // the YAML layer knows nothing of kinds, exercises, their loader or the checker
    for f in sources("src/spec") {
        assert_none(
            &f,
            &["kinds", "exercise", "load", "check", "render", "literate", "build"],
        );
    }
    // kinds read their keys with `spec`, and are dispatched to from above
    for f in sources("src/kinds") {
        assert_none(
            &f,
            &["exercise", "load", "check", "render", "literate", "build", "notebook"],
        );
    }
    // the renderer's pages are below the exams and the practice page, which give them plain
    // data (issue 40); two files are left above them, to move out together: the practice page
    // (render/practice.rs) and the exam pages' data (render/exam_sheet.rs)
    for f in sources("src/render") {
        if f != "src/render/practice.rs" && f != "src/render/exam_sheet.rs" {
            assert_none(&f, &["exam", "practice"]);
        }
    }
    // the exercise loader is not used by what it loads into
    assert_none("src/exercise.rs", &["load", "literate", "render", "build"]);
    // a test that cannot fail is a defect: the scanner sees a use it should
    assert!(
        uses("src/spec/written.rs")
            .iter()
            .any(|u| u == "spec::yaml" || u.starts_with("exercise"))
    );
}

/// The library's modules (top-level files and directories of `src/`, without the binary's `cli`
/// and `main`) and, for each, the modules its source names through `crate::…`.
fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for e in std::fs::read_dir(root().join("src")).unwrap().flatten() {
        let p = e.path();
        let name = p.file_stem().unwrap().to_string_lossy().to_string();
        if ["cli", "main", "lib"].contains(&name.as_str()) {
            continue;
        }
        let files = if p.is_dir() {
            sources(&format!("src/{name}"))
        } else if p.extension().is_some_and(|x| x == "rs") {
            vec![format!("src/{name}.rs")]
        } else {
            continue;
        };
        let deps = graph.entry(name.clone()).or_default();
        for f in files {
            for u in uses(&f) {
                let top = u.split("::").next().unwrap_or_default().to_string();
                // `crate::parts!` is a macro, `crate::Error` an item of the crate root
                let module =
                    root().join(format!("src/{top}.rs")).exists() || root().join(format!("src/{top}/mod.rs")).exists();
                if module && top != name {
                    deps.insert(top);
                }
            }
        }
    }
    graph
}

/// The groups of modules that depend on each other (strongly connected components with more
/// than one module), each sorted.
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reach = |from: &str| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.to_string()];
        while let Some(n) = todo.pop() {
            for m in graph.get(&n).into_iter().flatten() {
                if seen.insert(m.clone()) {
                    todo.push(m.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> = graph.keys().map(|n| (n, reach(n))).collect();
    let mut out: Vec<Vec<String>> = Vec::new();
    for n in graph.keys() {
        let group: Vec<String> = graph
            .keys()
            .filter(|m| *m == n || reached[n].contains(*m) && reached[*m].contains(n))
            .cloned()
            .collect();
        if group.len() > 1 && !out.contains(&group) {
            out.push(group);
        }
    }
    out
}

#[test]
fn no_module_cycle() {
    let graph = module_graph();
    // the scanner sees the edges it should (a test that cannot fail is a defect)
    for (from, to) in [
        ("kinds", "spec"),
        ("exercise", "kinds"),
        ("load", "kinds"),
        ("load", "exercise"),
        ("check", "exercise"),
    ] {
        assert!(graph[from].contains(to), "{from} → {to} not seen: {graph:?}");
    }
    let mut with_cycle = graph.clone();
    with_cycle.get_mut("spec").unwrap().insert("kinds".into());
    assert!(
        cycles(&with_cycle).iter().any(|c| c.contains(&"spec".to_string())),
        "spec → kinds → spec is a cycle"
    );
    // the four cycles issue 13 found, one by one, and then any other
    for (a, b) in [
        ("spec", "kinds"),
        ("exercise", "kinds"),
        ("spec", "exercise"),
        ("exercise", "check"),
    ] {
        assert!(
            !(graph[a].contains(b) && graph[b].contains(a)),
            "{a} ⇄ {b}: {:?} / {:?}",
            graph[a],
            graph[b]
        );
    }
    // and no other: seeded variants (issue 14) once made exercise → variant → load → exercise;
    // now the exercise keeps its template behind `exercise::Redraw` and the template is given
    // the loader as a function.
    for (a, b) in [("exercise", "variant"), ("variant", "load")] {
        assert!(!graph[a].contains(b), "{a} → {b}: {:?}", graph[a]);
    }
    let known: Vec<Vec<String>> = Vec::new();
    assert_eq!(cycles(&graph), known, "module cycles; the graph: {graph:#?}");
}

/// The functions of a (rustfmt-formatted) source longer than `most` lines, from the `fn` line to
/// the `}` at its indentation: `(name, first line, lines)`.
fn long_functions(text: &str, most: usize) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let indent = &line[..line.len() - line.trim_start().len()];
        let rest = line.trim_start();
        let rest = ["pub(crate) ", "pub(super) ", "pub ", "const "]
            .iter()
            .fold(rest, |r, p| r.strip_prefix(p).unwrap_or(r));
        let Some(name) = rest.strip_prefix("fn ") else {
            continue;
        };
        let name: String = name.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let close = format!("{indent}}}");
        if let Some(end) = lines[i + 1..].iter().position(|l| *l == close) {
            let n = end + 2;
            if n > most {
                out.push((name, i + 1, n));
            }
        }
    }
    out
}

#[test]
fn no_function_of_a_kind_is_over_100_lines() {
    // the scanner measures what it should (a test that cannot fail is a defect)
    let body = "    x();\n".repeat(99);
    let long = format!("impl A {{\n    fn long(&self) {{\n{body}    }}\n\n    fn short() {{}}\n}}\n");
    assert_eq!(long_functions(&long, 100), [("long".to_string(), 2, 101)]);
    assert!(long_functions(&long, 101).is_empty());
    // issue 13: the kinds' `load`s, `present`s and views are cut into readable pieces
    let mut over = Vec::new();
    for f in sources("src/kinds") {
        let text = std::fs::read_to_string(root().join(&f)).unwrap();
        for (name, line, n) in long_functions(&text, 100) {
            over.push(format!("{f}:{line} {name} ({n} lines)"));
        }
    }
    assert!(over.is_empty(), "functions over 100 lines: {over:#?}");
}
