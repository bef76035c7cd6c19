//! The user documentation (README.md and docs/*.md) is wrapped at 100 columns: a prose line
//! longer than that fails, unless it has no space to break it at within its first 100 columns
//! (a long link or path alone on its line). Tables and fenced code blocks are not prose and are
//! left out: a table row cannot be broken, and a command is shown whole.

use super::{files, rel, root};

/// The widest a line of prose may be, in characters.
const COLUMNS: usize = 100;

/// The prose lines of a Markdown text wider than [`COLUMNS`] that could be broken at a space:
/// (line number, width).
fn overlong(text: &str) -> Vec<(usize, usize)> {
    let mut fence: Option<&str> = None;
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker = ["```", "~~~"].into_iter().find(|m| trimmed.starts_with(m));
        match (fence, marker) {
            (None, Some(m)) => fence = Some(m),
            (Some(open), Some(m)) if open == m => fence = None,
            _ => {}
        }
        if fence.is_some() || marker.is_some() || trimmed.starts_with('|') {
            continue;
        }
        let width = line.chars().count();
        let indent = line.len() - trimmed.len();
        // a space after the indentation (and a list marker's space) within the first columns
        let breakable = line
            .char_indices()
            .take(COLUMNS + 1)
            .skip(indent + 2)
            .any(|(_, c)| c == ' ');
        if width > COLUMNS && breakable {
            found.push((n + 1, width));
        }
    }
    found
}

#[test]
fn prose_lines_of_the_docs_are_at_most_100_columns() {
    let mut docs = files("docs", "md");
    docs.push(root().join("README.md"));
    assert!(docs.len() > 10, "{docs:?}");
    let mut problems = Vec::new();
    for path in &docs {
        let text = std::fs::read_to_string(path).expect("a doc");
        for (line, width) in overlong(&text) {
            problems.push(format!("{}:{line}: {width} columns", rel(path)));
        }
    }
    assert!(
        problems.is_empty(),
        "{} prose line(s) over {COLUMNS} columns (wrap them; tables and code blocks may be wider):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn overlong_finds_wide_prose_but_not_tables_code_or_unbreakable_words() {
    let wide = "word ".repeat(25);
    let long_link = format!("  [{}]", "x".repeat(120));
    let text = format!(
        "# T\n\n{wide}\n\n| {wide} |\n\n```sh\n{wide}\n```\n\n{long_link}\n- {}\n~~~\n{wide}\n~~~\n{}\n",
        "y".repeat(110),
        "ü ".repeat(50)
    );
    assert_eq!(overlong(&text), [(3, 125)]);
    assert_eq!(overlong(&format!("{}é\n", "é ".repeat(50))), [(1, 101)]);
}
