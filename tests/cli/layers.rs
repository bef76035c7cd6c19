//! Module boundaries that the compiler does not enforce, checked on the source: past the spec
//! loader answers are values, not YAML, and the comparison, the exercise, the checker and the
//! loader depend on each other in one direction only (no spec ⇄ exercise, exercise ⇄ check).

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
    // the loader does not depend on the checker
    for f in sources("src/spec") {
        assert_none(&f, &["check", "render", "literate"]);
    }
    // a test that cannot fail is a defect: the scanner sees a use it should
    assert!(
        uses("src/spec/written.rs")
            .iter()
            .any(|u| u == "spec::yaml" || u.starts_with("exercise"))
    );
}
