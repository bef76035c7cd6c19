//! The answers-file parser and `check`: the first line names a spec (`KIND/STEM` of a file under
//! `exercises/` or `tests/answers/`), the rest is a student's answers file. Each spec is solved
//! once (a [`Checker`], as `mlex check --csv` does for a batch).
#![no_main]

use std::path::{Path, PathBuf};

use libfuzzer_sys::fuzz_target;
use mlex::Checker;
use mlex::{Exercise, Source};

thread_local! {
    static SPECS: Vec<(String, Checker)> = specs();
}

fn specs() -> Vec<(String, Checker)> {
    {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut paths: Vec<PathBuf> = Vec::new();
        for dir in ["exercises", "tests/answers"] {
            let mut stack = vec![root.join(dir)];
            while let Some(d) = stack.pop() {
                for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                    let p = e.path();
                    if p.is_dir() {
                        stack.push(p);
                    } else if p.extension().is_some_and(|x| x == "yaml") {
                        paths.push(p);
                    }
                }
            }
        }
        paths.sort();
        let mut out = Vec::new();
        for p in paths {
            let name = p
                .strip_prefix(&root)
                .unwrap_or(&p)
                .with_extension("")
                .display()
                .to_string();
            if let Ok(ex) = Exercise::load(&p) {
                out.push((name, Checker::new(&ex)));
            }
        }
        out
    }
}

fuzz_target!(init: SPECS.with(|s| s.len()), |data: &[u8]| {
    mlex_fuzz::budget();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (head, answers) = text.split_once('\n').unwrap_or((text, ""));
    SPECS.with(|specs| check(specs, head, answers));
});

fn check(specs: &[(String, Checker)], head: &str, answers: &str) {
    let Some((_, checker)) = specs
        .iter()
        .find(|(n, _)| n == head.trim())
        .or_else(|| specs.get(head.bytes().map(usize::from).sum::<usize>() % specs.len().max(1)))
    else {
        return;
    };
    match checker.check(Source::new("answers.yaml", answers)) {
        Ok(report) => {
            let _ = report.to_text(true);
            let _ = report.to_text(false);
            let _ = report.to_json(true);
            let _ = report.all_right();
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}
