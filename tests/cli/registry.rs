//! The registry (`mlex::internals::kinds::KINDS`) against what is written elsewhere: the key and part tables
//! of docs/spec-format.md are generated from it (`MLEX_BLESS=1 cargo test --test cli registry`
//! rewrites them), the README's table of kinds lists it, and every kind has a section, a
//! template, shipped examples that state an answer for each of its parts, and a malformed spec.
//! Every test here lists every problem it finds, not only the first.

use std::collections::{BTreeMap, BTreeSet};

use mlex::internals::kinds::{Arg, KINDS, KindDef};

use super::{files, mlex_stdin, rel, root};

fn bless() -> bool {
    std::env::var_os("MLEX_BLESS").is_some()
}

/// Fails listing every problem.
fn assert_none(problems: &[String], what: &str) {
    assert!(
        problems.is_empty(),
        "{} problem(s) with {what}:\n\n{}",
        problems.len(),
        problems.join("\n\n")
    );
}

/// A table cell: `|` is escaped so that `P(c | x)` stays in its cell.
fn cell(s: &str) -> String {
    s.replace('|', "\\|")
}

/// The key table of a kind, as docs/spec-format.md shows it.
pub fn keys_table(k: &KindDef) -> String {
    let mut t = String::from("| key | default | meaning |\n|---|---|---|\n");
    for key in k.keys {
        let default = match (key.required, key.default) {
            (true, _) => "required",
            (false, "") => "—",
            (false, d) => d,
        };
        t.push_str(&format!("| `{}` | {} | {} |\n", key.name, cell(default), cell(key.doc)));
    }
    t
}

/// The part table of a kind: an `argument` column when some part takes points, and the parts
/// asked when a spec has no `ask` marked as `mlex kinds` marks them.
pub fn parts_table(k: &KindDef) -> String {
    let points = k.parts.iter().any(|p| p.arg == Arg::Points);
    let mut t = if points {
        String::from("| part | argument | answer |\n|---|---|---|\n")
    } else {
        String::from("| part | answer |\n|---|---|\n")
    };
    for p in k.parts {
        let default = if p.default { " (asked by default)" } else { "" };
        let arg = match (points, p.arg == Arg::Points) {
            (false, _) => String::new(),
            (true, true) => " point(s) |".to_string(),
            (true, false) => " — |".to_string(),
        };
        t.push_str(&format!("| `{}` |{arg} {}{default} |\n", p.name, cell(p.doc)));
    }
    t
}

/// The byte range of the section `## `kind`` of the docs (up to the next `## ` heading).
fn section(docs: &str, kind: &str) -> Option<std::ops::Range<usize>> {
    let heading = format!("\n## `{kind}`\n");
    let start = docs.find(&heading)? + 1;
    let end = docs[start + heading.len() - 1..]
        .find("\n## ")
        .map_or(docs.len(), |i| start + heading.len() - 1 + i + 1);
    Some(start..end)
}

/// The byte range of the table whose header line starts with `header` in `text`, if exactly one.
fn table(text: &str, header: &str) -> Result<Option<std::ops::Range<usize>>, String> {
    let mut found = Vec::new();
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        if line.starts_with(header) && (pos == 0 || text[..pos].ends_with("\n\n")) {
            let len: usize = text[pos..]
                .split_inclusive('\n')
                .take_while(|l| l.starts_with('|'))
                .map(str::len)
                .sum();
            found.push(pos..pos + len);
        }
        pos += line.len();
    }
    match found.len() {
        0 => Ok(None),
        1 => Ok(found.pop()),
        n => Err(format!("{n} tables start with `{header}`")),
    }
}

#[test]
fn docs_key_and_part_tables_are_the_registry() {
    let path = root().join("docs/spec-format.md");
    let mut docs = std::fs::read_to_string(&path).expect("docs/spec-format.md");
    let mut problems = Vec::new();
    for k in KINDS {
        let Some(sec) = section(&docs, k.name) else {
            problems.push(format!("docs/spec-format.md has no section ## `{}`", k.name));
            continue;
        };
        // replace from the last table up, so that earlier ranges stay valid
        let mut edits = Vec::new();
        for (header, want, needed) in [
            ("| key |", keys_table(k), !k.keys.is_empty()),
            ("| part |", parts_table(k), true),
        ] {
            match table(&docs[sec.clone()], header) {
                Err(e) => problems.push(format!("section `{}`: {e}", k.name)),
                Ok(None) if needed => problems.push(format!(
                    "section `{}` has no table starting `{header}`; add this one (from the registry):\n\n{want}",
                    k.name
                )),
                Ok(None) => {}
                Ok(Some(r)) => {
                    let r = sec.start + r.start..sec.start + r.end;
                    if docs[r.clone()] != want {
                        edits.push((r, want));
                    }
                }
            }
        }
        edits.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
        for (r, want) in edits {
            if bless() {
                docs.replace_range(r, &want);
            } else {
                problems.push(format!(
                    "section `{}`: the table differs from the registry; it should read (or run `MLEX_BLESS=1 cargo test --test cli registry`):\n\n{want}\nit reads:\n\n{}",
                    k.name, &docs[r]
                ));
            }
        }
    }
    if bless() {
        std::fs::write(&path, &docs).expect("write docs/spec-format.md");
    }
    assert_none(&problems, "docs/spec-format.md");
}

#[test]
fn readme_lists_every_kind_in_registry_order() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let start = readme
        .find("| kind | what it works out |")
        .expect("the README's table of kinds");
    let listed: Vec<&str> = readme[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .filter_map(|l| l.split('`').nth(1))
        .collect();
    let kinds: Vec<&str> = KINDS.iter().map(|k| k.name).collect();
    assert_eq!(
        listed, kinds,
        "README.md's table of kinds must list the kinds of KINDS, in order"
    );
}

#[test]
fn every_kind_has_a_section_a_template_examples_and_a_malformed_spec() {
    let docs = std::fs::read_to_string(root().join("docs/spec-format.md")).expect("docs");
    let invalid: BTreeSet<String> = files("tests/invalid", "yaml")
        .iter()
        .flat_map(|p| kinds_named_in(&std::fs::read_to_string(p).expect("read")))
        .collect();
    let mut problems = Vec::new();
    for k in KINDS {
        let name = k.name;
        if !docs.contains(&format!("\n## `{name}`\n")) {
            problems.push(format!("docs/spec-format.md has no section ## `{name}`"));
        }
        let dir = root().join("exercises").join(name);
        if !dir.is_dir() || files(&format!("exercises/{name}"), "yaml").is_empty() {
            problems.push(format!("no example in exercises/{name}/"));
        }
        if !root().join(format!("templates/{name}.md")).exists() {
            problems.push(format!("no templates/{name}.md"));
        }
        if !invalid.contains(name) {
            problems.push(format!(
                "no malformed spec of kind `{name}` in tests/invalid/ (with its `# expect:` lines)"
            ));
        }
    }
    assert_none(&problems, "the kinds");
}

/// The kinds a YAML text names in `kind:` lines (also `- kind:` of a list).
fn kinds_named_in(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim_start().trim_start_matches("- ").strip_prefix("kind:"))
        .map(|k| k.trim().trim_matches('"').to_string())
        .collect()
}

/// The part names that the shipped exercises of each kind ask *and* state an answer for.
fn stated_parts() -> BTreeMap<&'static str, BTreeSet<String>> {
    let mut out: BTreeMap<&'static str, BTreeSet<String>> = BTreeMap::new();
    for spec in files("exercises", "yaml") {
        for ex in mlex::load_all(&spec).unwrap_or_else(|e| panic!("{}: {e}", rel(&spec))) {
            let asked: BTreeSet<&str> = ex.parts().iter().map(|p| p.name).collect();
            let entry = out.entry(ex.kind().name).or_default();
            for s in ex.stated() {
                if asked.contains(s.part.as_str()) {
                    entry.insert(s.part.clone());
                }
            }
        }
    }
    out
}

/// Every part of every kind is asked by a shipped exercise with a `stated:` answer for it — an
/// answer from the seed or computed independently (the exercise says how), which `mlex validate`
/// compares with mlex's own (`validate_accepts_every_shipped_exercise_except_known_seed_errata`).
#[test]
fn every_part_of_every_kind_has_a_shipped_exercise_with_a_stated_answer() {
    let stated = stated_parts();
    let mut problems = Vec::new();
    for k in KINDS {
        for p in k.parts {
            if !stated.get(k.name).is_some_and(|s| s.contains(p.name)) {
                problems.push(format!(
                    "`{}.{}`: no exercise in exercises/{}/ asks it with a `stated:` answer",
                    k.name, p.name, k.name
                ));
            }
        }
    }
    assert_none(&problems, "the shipped exercises");
}

#[test]
fn the_table_helpers_find_what_they_should() {
    let docs = "intro\n\n## `a`\n\ntext\n\n| key | x |\n|---|---|\n| `k` | y |\n\nmore\n\n## `b`\n\n| part | answer |\n|---|---|\n";
    let a = section(docs, "a").expect("a");
    assert!(docs[a.clone()].starts_with("## `a`\n") && docs[a.clone()].ends_with("more\n\n"));
    let t = table(&docs[a.clone()], "| key |").expect("one").expect("found");
    assert_eq!(&docs[a.clone()][t], "| key | x |\n|---|---|\n| `k` | y |\n");
    assert_eq!(table(&docs[a], "| part |"), Ok(None));
    let b = section(docs, "b").expect("b");
    assert_eq!(b.end, docs.len());
    assert!(section(docs, "c").is_none());
    assert_eq!(cell("P(c | x)"), "P(c \\| x)");
    assert_eq!(
        kinds_named_in("- kind: svm\nkind: \"holdout\"\n  kind: x\nkinds: y\n"),
        ["svm", "holdout", "x"]
    );
}

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

/// The table of figures in docs/figures.md is the registry (`mlex::internals::figure::FIGURES`), and `mlex
/// kinds KIND` lists the figures of each kind that draws some.
#[test]
fn docs_figure_table_and_mlex_kinds_are_the_figure_registry() {
    let path = root().join("docs/figures.md");
    let mut docs = std::fs::read_to_string(&path).expect("docs/figures.md");
    let mut want = String::from("| figure | kinds | what it shows |\n|---|---|---|\n");
    for f in mlex::internals::figure::FIGURES {
        let kinds: Vec<String> = KINDS
            .iter()
            .filter(|k| k.figures.iter().any(|g| std::ptr::eq(*g, *f)))
            .map(|k| format!("`{}`", k.name))
            .collect();
        want.push_str(&format!(
            "| `{}` | {} | {} |\n",
            f.name,
            kinds.join(", "),
            cell(f.shows)
        ));
    }
    let mut problems = Vec::new();
    match table(&docs, "| figure | kinds |") {
        Ok(Some(r)) if docs[r.clone()] != want => {
            if bless() {
                docs.replace_range(r, &want);
                std::fs::write(&path, &docs).unwrap();
            } else {
                problems.push(format!(
                    "docs/figures.md: the table differs from the registry; it should read (or run `MLEX_BLESS=1 cargo test --test cli registry`):\n\n{want}"
                ));
            }
        }
        Ok(Some(_)) => {}
        Ok(None) => problems.push("docs/figures.md has no table starting `| figure | kinds |`".into()),
        Err(e) => problems.push(format!("docs/figures.md: {e}")),
    }
    for k in KINDS {
        let o = super::mlex(&["kinds", k.name]);
        let names = k.figure_names();
        let listed = o.stdout.contains("\nfigures (for `figures:`):\n");
        if listed == names.is_empty() {
            problems.push(format!(
                "`mlex kinds {}` lists figures: {listed}, draws {names:?}",
                k.name
            ));
        }
        for n in names {
            if !o.stdout.contains(&format!("\n  {n:<16} ")) {
                problems.push(format!("`mlex kinds {}` does not list the figure `{n}`", k.name));
            }
        }
    }
    assert_none(&problems, "the figure registry");
}

/// The fuzz targets' dictionary (`fuzz/mlex.dict`, written by `fuzz/make-dict.py` from
/// docs/spec-format.md and the shipped files) has every kind as `kind: NAME` and every key and
/// part name followed by `:`, so the fuzzers reach each kind's checks without guessing its words
/// byte by byte. A new kind or key fails here until the dictionary is written again.
#[test]
fn the_fuzz_dictionary_has_every_kind_key_and_part() {
    let dict = std::fs::read_to_string(root().join("fuzz/mlex.dict")).expect("fuzz/mlex.dict");
    let entries: BTreeSet<&str> = dict.lines().filter(|l| !l.starts_with('#')).collect();
    let mut problems = Vec::new();
    for k in KINDS {
        let mut want = vec![format!("\"kind: {}\\x0a\"", k.name)];
        want.extend(k.keys.iter().map(|key| format!("\"{}:\"", key.name)));
        want.extend(k.parts.iter().map(|p| format!("\"{}:\"", p.name)));
        for w in want {
            if !entries.contains(w.as_str()) {
                problems.push(format!("{} (kind {}): run `python3 fuzz/make-dict.py`", w, k.name));
            }
        }
    }
    assert_none(&problems, "fuzz/mlex.dict");
}
