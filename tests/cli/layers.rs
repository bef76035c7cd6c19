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
    uses_in(&text)
}

/// [`uses`] of a source's text: the whole file, its test items and comments left out
/// ([`without_tests`]; it was cut at its first `#[cfg(test)]`, which hid 1,633 lines of
/// render/mod.rs and present.rs, issue 40).
fn uses_in(text: &str) -> Vec<String> {
    let (code, _) = without_tests(text);
    let mut out = Vec::new();
    for line in code.lines() {
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

/// A source without its test code: every item under `#[cfg(test)]` (a `mod tests { … }`, a
/// `fn`, a `use` …) and every comment blanked, its newlines kept (so line numbers stay), found
/// by a small lexer that knows strings, raw strings, characters, lifetimes and nested block
/// comments, and matches braces outside them. A file whose first attribute is `#![cfg(test)]`
/// is all test code. Returns the code and the out-of-line test modules it declares
/// (`#[cfg(test)] mod tests;`).
fn without_tests(text: &str) -> (String, Vec<String>) {
    let b: Vec<char> = text.chars().collect();
    // what each char is: code (kept), a comment (blanked) or inside a string (kept)
    let mut code = vec![true; b.len()];
    let mut strings = vec![false; b.len()];
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            let start = i;
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
            code[start..i].iter_mut().for_each(|x| *x = false);
        } else if c == '/' && next == Some('*') {
            let start = i;
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            code[start..i].iter_mut().for_each(|x| *x = false);
        } else if c == '"' || ((c == 'r' || c == 'b' || c == 'c') && !ident_before(&b, i) && raw_start(&b, i).is_some())
        {
            let start = i;
            let hashes = if c == '"' { None } else { raw_start(&b, i) };
            match hashes {
                // r"…", r#"…"#, br"…": no escapes, ends at `"` and as many `#`
                Some((open, Some(n))) => {
                    i = open + 1;
                    while i < b.len() && !(b[i] == '"' && (0..n).all(|k| b.get(i + 1 + k) == Some(&'#'))) {
                        i += 1;
                    }
                    i += 1 + n;
                }
                // "…", b"…", c"…": escapes
                other => {
                    i = other.map_or(i, |(open, _)| open) + 1;
                    while i < b.len() && b[i] != '"' {
                        i += if b[i] == '\\' { 2 } else { 1 };
                    }
                    i += 1;
                }
            }
            let end = i.min(b.len());
            strings[start..end].iter_mut().for_each(|x| *x = true);
        } else if c == '\'' {
            // a character ('x', '\n', '\u{1F600}') rather than a lifetime ('a)
            if next == Some('\\') {
                let start = i;
                // past the quote, the backslash and the escaped character
                i += 3;
                while i < b.len() && b[i] != '\'' {
                    i += 1;
                }
                i += 1;
                strings[start..i.min(b.len())].iter_mut().for_each(|x| *x = true);
            } else if b.get(i + 2) == Some(&'\'') {
                strings[i..i + 3].iter_mut().for_each(|x| *x = true);
                i += 3;
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    // the code as the items see it: comments as spaces
    let visible: Vec<char> = b
        .iter()
        .zip(&code)
        .map(|(&c, &k)| if k || c == '\n' { c } else { ' ' })
        .collect();
    let text: String = visible.iter().collect();
    let mut cut = vec![false; b.len()];
    let mut out_of_line = Vec::new();
    if text.trim_start().starts_with("#![cfg(test)]") {
        cut.iter_mut().for_each(|x| *x = true);
    }
    let marker: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut at = 0;
    while at + marker.len() <= visible.len() {
        if strings[at] || visible[at..at + marker.len()] != marker[..] {
            at += 1;
            continue;
        }
        // the item: up to its first `;` outside braces, or its braces' end
        let mut j = at + marker.len();
        let mut depth = 0usize;
        let mut end = visible.len();
        while j < visible.len() {
            if !strings[j] {
                match visible[j] {
                    '{' => depth += 1,
                    '}' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            end = j + 1;
                            break;
                        }
                    }
                    ';' if depth == 0 => {
                        end = j + 1;
                        break;
                    }
                    _ => {}
                }
            }
            j += 1;
        }
        let item: String = visible[at + marker.len()..end].iter().collect();
        let words: Vec<&str> = item.split_whitespace().collect();
        if let Some(k) = words.iter().position(|w| *w == "mod")
            && item.trim_end().ends_with(';')
            && let Some(name) = words.get(k + 1)
        {
            out_of_line.push(name.trim_end_matches(';').to_string());
        }
        cut[at..end].iter_mut().for_each(|x| *x = true);
        at = end;
    }
    let stripped = visible
        .iter()
        .zip(&cut)
        .map(|(&c, &x)| if x && c != '\n' { ' ' } else { c })
        .collect();
    (stripped, out_of_line)
}

/// Whether `b[i]` continues an identifier (so `r"` in `for"` is not a raw string).
fn ident_before(b: &[char], i: usize) -> bool {
    i > 0 && (b[i - 1].is_alphanumeric() || b[i - 1] == '_')
}

/// At a string prefix (`r`, `b`, `br`, `c`, `cr`): where its opening `"` is and, for a raw
/// string, how many `#` it has.
fn raw_start(b: &[char], i: usize) -> Option<(usize, Option<usize>)> {
    let mut j = i;
    if matches!(b.get(j), Some('b' | 'c')) {
        j += 1;
    }
    let raw = b.get(j) == Some(&'r');
    if raw {
        j += 1;
    }
    let mut n = 0;
    while raw && b.get(j) == Some(&'#') {
        n += 1;
        j += 1;
    }
    (b.get(j) == Some(&'"') && j > i).then_some((j, raw.then_some(n)))
}

/// The sources under `dir` (relative to the repository), at any depth, without the files of
/// out-of-line test modules (`#[cfg(test)] mod tests;`).
fn sources(dir: &str) -> Vec<String> {
    sources_under(&root(), dir)
}

/// [`sources`] under another root (a fixture's).
fn sources_under(base: &Path, dir: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut tests = BTreeSet::new();
    let mut todo = vec![base.join(dir)];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&p).unwrap();
                // where a module's children live: beside `mod.rs`, else in the directory of
                // the file's name
                let stem = p.file_stem().unwrap().to_string_lossy().to_string();
                let children = if ["mod", "lib", "main"].contains(&stem.as_str()) {
                    p.parent().unwrap().to_path_buf()
                } else {
                    p.with_extension("")
                };
                for m in without_tests(&text).1 {
                    tests.insert(children.join(format!("{m}.rs")));
                    tests.insert(children.join(&m).join("mod.rs"));
                }
                out.push(p);
            }
        }
    }
    let mut out: Vec<String> = out
        .into_iter()
        .filter(|p| !tests.contains(p))
        .map(|p| p.strip_prefix(base).unwrap().display().to_string())
        .collect();
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
            &["kinds", "exercise", "load", "check", "render", "literate", "builder"],
        );
    }
    // kinds read their keys with `spec`, and are dispatched to from above
    for f in sources("src/kinds") {
        assert_none(
            &f,
            &["exercise", "load", "check", "render", "literate", "builder", "notebook"],
        );
    }
    // the renderer's pages are below the exams and the practice page, which give them plain
    // data or build on its pieces (issue 40); one file is left above them: the exam pages' data
    // (render/exam_sheet.rs)
    for f in sources("src/render") {
        assert_none(&f, &["practice"]);
        if f != "src/render/exam_sheet.rs" {
            assert_none(&f, &["exam"]);
        }
    }
    // the exercise loader is not used by what it loads into
    assert_none("src/exercise.rs", &["load", "literate", "render", "builder"]);
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
    module_graph_under(&root())
}

/// [`module_graph`] of the crate at `base` (a fixture's).
fn module_graph_under(base: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for e in std::fs::read_dir(base.join("src")).unwrap().flatten() {
        let p = e.path();
        let name = p.file_stem().unwrap().to_string_lossy().to_string();
        if ["cli", "main", "lib"].contains(&name.as_str()) {
            continue;
        }
        let files = if p.is_dir() {
            sources_under(base, &format!("src/{name}"))
        } else if p.extension().is_some_and(|x| x == "rs") {
            vec![format!("src/{name}.rs")]
        } else {
            continue;
        };
        let deps = graph.entry(name.clone()).or_default();
        for f in files {
            let text = std::fs::read_to_string(base.join(&f)).unwrap();
            for u in uses_in(&text) {
                let top = u.split("::").next().unwrap_or_default().to_string();
                // `crate::parts!` is a macro, `crate::Error` an item of the crate root
                let module =
                    base.join(format!("src/{top}.rs")).exists() || base.join(format!("src/{top}/mod.rs")).exists();
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

/// The functions over 100 lines when the rule went over the whole crate (issue 40; it covered
/// only src/kinds/ before), with their length then. The list only shrinks: a function in it
/// may not grow, one cut below 101 lines must leave it, and no other may join it.
const LONG_FUNCTIONS: &[(&str, &str, usize)] = &[
    ("src/cli/check.rs", "check", 148),
    ("src/cli/exam.rs", "run", 181),
    ("src/cli/grade_exam.rs", "run", 142),
    ("src/cli/validate.rs", "validate", 135),
    ("src/exam.rs", "read_entries", 104),
    ("src/exam/grade.rs", "check", 115),
    ("src/load.rs", "load_one", 190),
    ("src/load.rs", "read_parts", 133),
    ("src/models/decision_rules.rs", "tokens", 135),
    ("src/models/decision_rules.rs", "product", 231),
    ("src/models/decision_rules.rs", "reduce", 118),
    ("src/spec/written.rs", "read_exam_answers_file", 108),
    ("src/spec/yaml.rs", "parse", 170),
    ("src/variant/params.rs", "read_one", 204),
];

#[test]
fn no_function_is_over_100_lines() {
    // the scanner measures what it should (a test that cannot fail is a defect)
    let body = "    x();\n".repeat(99);
    let long = format!("impl A {{\n    fn long(&self) {{\n{body}    }}\n\n    fn short() {{}}\n}}\n");
    assert_eq!(long_functions(&long, 100), [("long".to_string(), 2, 101)]);
    assert!(long_functions(&long, 101).is_empty());
    // a long test is not measured
    let test = format!("#[cfg(test)]\nmod tests {{\n{long}}}\n");
    assert!(long_functions(&without_tests(&test).0, 100).is_empty());
    // issue 13 cut the kinds' `load`s, `present`s and views into readable pieces; issue 40 took
    // the rule to the whole crate, with the functions over it then listed
    let mut over = Vec::new();
    let mut listed = Vec::new();
    for f in sources("src") {
        let text = std::fs::read_to_string(root().join(&f)).unwrap();
        for (name, line, n) in long_functions(&without_tests(&text).0, 100) {
            match LONG_FUNCTIONS.iter().find(|(file, fun, _)| *file == f && *fun == name) {
                Some((_, _, most)) if n <= *most => listed.push((f.clone(), name)),
                Some((_, _, most)) => over.push(format!("{f}:{line} {name} ({n} lines, listed at {most})")),
                None => over.push(format!("{f}:{line} {name} ({n} lines)")),
            }
        }
    }
    assert!(over.is_empty(), "functions over 100 lines: {over:#?}");
    let gone: Vec<_> = LONG_FUNCTIONS
        .iter()
        .filter(|(file, fun, _)| !listed.iter().any(|(f, n)| f == file && n == fun))
        .collect();
    assert!(
        gone.is_empty(),
        "no longer over 100 lines, to take off LONG_FUNCTIONS: {gone:?}"
    );
}

/// The scanner sees code after a test module and not the test module's: a cycle that stands
/// below `#[cfg(test)] mod tests { … }` (tests/layers/hidden-cycle: `alpha` uses `beta` after
/// its tests, `beta` uses `alpha`) is found, and a test module's use is no edge (`gamma`'s tests
/// use `alpha`). Cut at the first `#[cfg(test)]`, as the scanner was until issue 40, the cycle
/// was hidden.
#[test]
fn a_cycle_below_a_test_module_is_seen() {
    let base = root().join("tests/layers/hidden-cycle");
    let graph = module_graph_under(&base);
    assert_eq!(cycles(&graph), [["alpha".to_string(), "beta".to_string()]], "{graph:?}");
    assert!(graph["alpha"].contains("gamma"), "{graph:?}");
    assert!(!graph["gamma"].contains("alpha"), "{graph:?}");
    let alpha = std::fs::read_to_string(base.join("src/alpha.rs")).unwrap();
    let first_cut = alpha.split("#[cfg(test)]").next().unwrap();
    assert!(!uses_in(first_cut).iter().any(|u| u.starts_with("beta")));
    // and the out-of-line test module (`#[cfg(test)] mod tests;` in gamma) is not a source
    assert_eq!(sources_under(&base, "src/gamma"), ["src/gamma/mod.rs"]);
}

/// What [`without_tests`] blanks and keeps: braces and `#[cfg(test)]` in strings, raw strings,
/// characters and comments do not end or start an item; lifetimes are not characters.
#[test]
fn test_items_are_cut_by_their_braces() {
    let text = r##"fn a<'x>(s: &'x str) -> char { let _ = "}"; let _ = r#"{ "#; '{' }
#[cfg(test)]
mod tests {
    // }
    /* { /* } */ */
    fn t() { let _ = "#[cfg(test)] }"; let _ = '}'; let _ = '\''; use crate::hidden; }
}
#[cfg(test)]
use crate::also_hidden;
#[cfg(test)]
mod more;
fn b() { crate::seen::f(); let _ = "#[cfg(test)] mod x { }"; crate::seen_too::g(); }
"##;
    let (code, out_of_line) = without_tests(text);
    assert_eq!(code.lines().count(), text.lines().count());
    assert_eq!(uses_in(text), ["seen::f", "seen_too::g"]);
    assert_eq!(out_of_line, ["more"]);
    assert!(code.contains("fn a<'x>(s: &'x str) -> char { let _ = \"}\"; let _ = r#\"{ \"#; '{' }"));
    assert!(!code.contains("fn t()"));
    assert!(without_tests("#![cfg(test)]\nuse crate::x;\n").0.trim().is_empty());
}

/// Kind and part names written as strings outside the one registry (issue 40): a kind's name is
/// written in its kind's file (src/kinds/NAME.rs, `-` as `_`, or a file under src/kinds/NAME/)
/// and nowhere else in the library's
/// code; a part's name (those with `_`: a plain word such as `trace` or `interval` is also a
/// figure's CSS class, a JSON key or a sentence, so only the compound names are told apart) in
/// the file of a kind that has it. Everything else reads a kind's `KindDef` and its typed parts.
/// Test code and comments are left out ([`without_tests`]). The uses below are not names of
/// kinds or parts in a registry; the list only shrinks, like [`LONG_FUNCTIONS`].
const NAMES_ELSEWHERE: &[(&str, &str, &str)] = &[
    // the public builder's typed constructors: the kind a spec gets, written in its doc text too
    (
        "src/builder.rs",
        "perceptron",
        "`Exercise::perceptron()` starts a `perceptron` spec",
    ),
    (
        "src/builder.rs",
        "binary-perceptron",
        "`Exercise::binary_perceptron()` likewise",
    ),
    // a surrogate loss's name, not the kind
    (
        "src/models/losses.rs",
        "perceptron",
        "the perceptron loss of `which_losses`",
    ),
    // the `none` answer of one kind's options (moodle2's file)
    (
        "src/moodle/mod.rs",
        "equivalent-classifiers",
        "its option answer can be `none`",
    ),
    // whether a kind's answers are weights: a part looked up by name
    ("src/notebook.rs", "final_weights", "a notebook's trace shows weights"),
    // the practice page names its boxes by kind and part (practice2's file)
    ("src/practice.rs", "perceptron", "boxes named w₁…"),
    ("src/practice.rs", "final_weights", "boxes named w₁…"),
    ("src/practice.rs", "updated_weights", "boxes named w₁…"),
    ("src/practice.rs", "discriminants", "boxes named g_c"),
];

/// The string literals of a source (comments and test code already blanked) that are one word
/// of letters, digits, `_` and `-`, with their line.
fn word_literals(code: &str) -> Vec<(usize, String)> {
    let b: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < b.len() {
        match b[i] {
            '\n' => line += 1,
            // a character literal: '"' or '\''
            '\'' if b.get(i + 2) == Some(&'\'') => i += 2,
            '\'' if b.get(i + 1) == Some(&'\\') && b.get(i + 3) == Some(&'\'') => i += 3,
            '"' => {
                let (start, at) = (i + 1, line);
                i += 1;
                while i < b.len() && b[i] != '"' {
                    if b[i] == '\\' {
                        i += 1;
                    }
                    if b.get(i) == Some(&'\n') {
                        line += 1;
                    }
                    i += 1;
                }
                let s: String = b[start..i.min(b.len())].iter().collect();
                if !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
                    out.push((at, s));
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

#[test]
fn no_kind_or_part_name_is_written_outside_its_kind() {
    assert_eq!(
        word_literals("let a = ('\"', \"final_weights\", \"a b\",\n\"x\\\"y\", \"bayes-error\");"),
        [(1, "final_weights".to_string()), (2, "bayes-error".to_string())]
    );
    let file_of = |kind: &str| format!("src/kinds/{}.rs", kind.replace('-', "_"));
    // where each name may be written
    let mut homes: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for k in mlex::internals::kinds::KINDS {
        homes.entry(k.name).or_default().insert(file_of(k.name));
        // a part called as a kind (`discriminants` of `perceptron`) is at home in its file too
        let is_kind = |p: &str| mlex::internals::kinds::find(p).is_some();
        for p in k.parts.iter().filter(|p| p.name.contains('_') || is_kind(p.name)) {
            homes.entry(p.name).or_default().insert(file_of(k.name));
        }
    }
    let mut found = Vec::new();
    let mut allowed_seen = BTreeSet::new();
    for f in sources("src") {
        if f == "src/kinds/mod.rs" {
            continue; // KINDS
        }
        let text = std::fs::read_to_string(root().join(&f)).unwrap();
        for (line, word) in word_literals(&without_tests(&text).0) {
            let Some(home) = homes.get(word.as_str()) else {
                continue;
            };
            // a kind's file, or one under its directory (src/kinds/NAME/…)
            if home
                .iter()
                .any(|h| f == *h || f.starts_with(&format!("{}/", h.trim_end_matches(".rs"))))
            {
                continue;
            }
            match NAMES_ELSEWHERE.iter().position(|(file, w, _)| *file == f && *w == word) {
                Some(i) => {
                    allowed_seen.insert(i);
                }
                None => found.push(format!("{f}:{line} \"{word}\"")),
            }
        }
    }
    assert!(
        found.is_empty(),
        "kind or part names written outside their kind's file: {found:#?}"
    );
    let gone: Vec<_> = (0..NAMES_ELSEWHERE.len())
        .filter(|i| !allowed_seen.contains(i))
        .map(|i| NAMES_ELSEWHERE[i])
        .collect();
    assert!(
        gone.is_empty(),
        "no longer written, to take off NAMES_ELSEWHERE: {gone:?}"
    );
}

/// Files over this many lines (issue 40), the files that still are with their length then; the
/// list only shrinks. Split a file by what its parts do, not in halves.
const LONG_FILES: &[(&str, usize)] = &[];

#[test]
fn no_source_file_is_over_1500_lines() {
    let mut over = Vec::new();
    let mut listed = BTreeSet::new();
    for f in sources_under(&root(), "src") {
        let n = std::fs::read_to_string(root().join(&f)).unwrap().lines().count();
        if n <= 1500 {
            continue;
        }
        match LONG_FILES.iter().find(|(file, _)| *file == f) {
            Some((_, most)) if n <= *most => {
                listed.insert(f);
            }
            Some((_, most)) => over.push(format!("{f}: {n} lines, listed at {most}")),
            None => over.push(format!("{f}: {n} lines")),
        }
    }
    assert!(over.is_empty(), "source files over 1,500 lines: {over:#?}");
    let gone: Vec<_> = LONG_FILES.iter().filter(|(f, _)| !listed.contains(*f)).collect();
    assert!(
        gone.is_empty(),
        "no longer over 1,500 lines, to take off LONG_FILES: {gone:?}"
    );
}
