//! Tables of generated HTML made accessible: scopes, row headers and a caption for each.

/// Index columns whose cells head their row (`<th scope="row">`).
const ROW_HEADERS: [&str; 9] = ["n", "It.", "d", "t", "k", "step", "i", "option", "opzione"];

/// Makes the tables of generated HTML accessible: `scope="col"` on column headers, the cells
/// of an index column (`n`, `It.`, `d` …) as row headers, and a `<caption>` for every table:
/// the paragraph right before it when that introduces it (a bold label ending in `:`, as
/// `**Training samples** (…):`, any sentence ending in `:`, or the number of a question in a
/// student's answer space, `**4.**`, whose table gets the class `answer-space`), moved into the
/// table; otherwise the text of the heading
/// the table stands under, for screen readers only (the heading already shows it). Spec text
/// cannot produce these tags (its raw HTML is escaped), so they all come from the tables.
pub(crate) fn accessible_tables(html: &str) -> String {
    let mut out = String::with_capacity(html.len() + html.len() / 8);
    let mut rest = html;
    let mut heading: Option<&str> = None;
    while let Some(at) = rest.find("<table>") {
        let (before, from_table) = rest.split_at(at);
        let end = from_table
            .find("</table>")
            .map_or(from_table.len(), |e| e + "</table>".len());
        let (table, after) = from_table.split_at(end);
        if let Some(h) = last_heading(before) {
            heading = Some(h);
        }
        // a caption: the paragraph right before, when it introduces the table
        let mut caption = None;
        let mut kept = before;
        let mut answer_space = false;
        if let Some(body) = before.strip_suffix("</p>\n")
            && let Some(p) = last_paragraph(body)
            && !body[p + 3..].contains("</p>")
        {
            let text = &body[p + 3..];
            let number = text
                .strip_prefix("<strong>")
                .and_then(|t| t.strip_suffix(".</strong>"))
                .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
            if text.ends_with(':') || number {
                caption = Some(("<caption>", text));
                kept = &before[..p];
            }
            answer_space = number;
        }
        if caption.is_none() {
            caption = heading.map(|h| ("<caption class=\"for-screen-readers\">", h));
        }
        out.push_str(kept);
        let row_headers = first_header(table).is_some_and(|h| ROW_HEADERS.contains(&h));
        let mut body = table;
        if let Some((open_caption, text)) = caption
            && let Some(inner) = table.strip_prefix("<table>")
        {
            // a table headed by a question's number is a student's answer space
            out.push_str(if answer_space {
                "<table class=\"answer-space\">"
            } else {
                "<table>"
            });
            out.push('\n');
            out.push_str(open_caption);
            out.push_str(text);
            out.push_str("</caption>");
            body = inner;
        }
        scoped_cells(&mut out, body, row_headers);
        rest = after;
    }
    out.push_str(rest);
    out
}

/// The text of a table's first header cell (`<th …>text</th>`), trimmed, if it has one.
fn first_header(table: &str) -> Option<&str> {
    // the first `<th` that is not `<thead>`, and the text up to the next one
    let mut starts = table
        .match_indices("<th")
        .map(|(i, _)| i)
        .filter(|&i| !table[i..].starts_with("<thead>"));
    let from = starts.next()? + "<th".len();
    let to = starts.next().unwrap_or(table.len());
    let (_, cell) = table[from..to].split_once('>')?;
    let (text, _) = cell.split_once("</th>")?;
    Some(text.trim())
}

/// Appends a table's HTML with `scope="col"` on its header cells and, with `row_headers`, the
/// first cell of every body row as a row header (`<th scope="row">`), in one pass.
fn scoped_cells(out: &mut String, table: &str, row_headers: bool) {
    let mut rest = table;
    // a row's first cell is open: its `</td>` becomes `</th>`
    let mut open_row_header = false;
    while let Some(at) = rest.find('<') {
        out.push_str(&rest[..at]);
        let tag = &rest[at..];
        let (with, skip) = if tag.starts_with("<th>") {
            ("<th scope=\"col\">", "<th>".len())
        } else if tag.starts_with("<th style=") {
            ("<th scope=\"col\" style=", "<th style=".len())
        } else if row_headers && tag.starts_with("<tr><td") {
            open_row_header = true;
            ("<tr><th scope=\"row\"", "<tr><td".len())
        } else if open_row_header && tag.starts_with("</td>") {
            open_row_header = false;

            ("</th>", "</td>".len())
        } else {
            ("<", 1)
        };
        out.push_str(with);
        rest = &tag[skip..];
    }
    out.push_str(rest);
}

/// The inner HTML of the last heading (`<h1>` … `<h6>`) in `html`, if any: the last opening
/// tag of each level counts when its closing tag follows, and of those the last one is taken.
/// One backward scan over the tags' `<` (a reverse substring search per level was most of the
/// cost of [`accessible_tables`]).
fn last_heading(html: &str) -> Option<&str> {
    let mut seen = [false; 6];
    let mut end = html.len();
    while let Some(at) = html[..end].rfind('<') {
        end = at;
        let b = html.as_bytes();
        if b.get(at + 1) == Some(&b'h')
            && let Some(&level @ b'1'..=b'6') = b.get(at + 2)
            && b.get(at + 3) == Some(&b'>')
        {
            let k = usize::from(level - b'1');
            if seen[k] {
                continue;
            }
            seen[k] = true;
            let close = ["</h1>", "</h2>", "</h3>", "</h4>", "</h5>", "</h6>"][k];
            if let Some(len) = html[at..].find(close) {
                return Some(html[at + 4..at + len].trim());
            }
            if seen.iter().all(|s| *s) {
                return None;
            }
        }
    }
    None
}

/// Where the last `<p>` of `html` starts, found by its `<` as [`last_heading`] finds headings.
fn last_paragraph(html: &str) -> Option<usize> {
    let mut end = html.len();
    while let Some(at) = html[..end].rfind('<') {
        if html[at..].starts_with("<p>") {
            return Some(at);
        }
        end = at;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::markdown_to_html;

    #[test]
    fn tables_get_scopes_row_headers_and_captions() {
        let html = markdown_to_html(
            "**Samples** (classes a, b):\n\n| n | x |\n|--:|---|\n| 1 | a |\n| 2 | b |\n\nText:\n\n| x | y |\n|---|---|\n| 1 | 2 |\n",
        );
        let t = accessible_tables(&html);
        assert!(
            t.contains("<table>\n<caption><strong>Samples</strong> (classes a, b):</caption>"),
            "{t}"
        );
        assert!(!t.contains("<p><strong>Samples"), "{t}");
        assert!(
            t.contains("<th scope=\"col\" style=\"text-align: right\">n</th><th scope=\"col\">x</th>"),
            "{t}"
        );
        assert!(
            t.contains("<tr><th scope=\"row\" style=\"text-align: right\">1</th><td>a</td></tr>"),
            "{t}"
        );
        // not an index column; a sentence ending in a colon is a caption too
        assert!(
            t.contains("<table>\n<caption>Text:</caption><thead><tr><th scope=\"col\">x</th>"),
            "{t}"
        );
        assert!(!t.contains("<p>Text:</p>"), "{t}");
        assert!(t.contains("<tr><td>1</td><td>2</td></tr>"), "{t}");
        // a question's number in the answer space is its table's caption; a table under a
        // heading with no sentence before it gets the heading's text for screen readers, and
        // a plain paragraph stays
        let html = markdown_to_html(
            "## Answers\n\n**4.**\n\n| a |\n|---|\n| 1 |\n\n### 2. *Final* weights\n\nA note.\n\n| b |\n|---|\n| 2 |\n",
        );
        let t = accessible_tables(&html);
        assert!(
            t.contains("<table class=\"answer-space\">\n<caption><strong>4.</strong></caption>"),
            "{t}"
        );
        assert!(
            t.contains(
                "<p>A note.</p>\n<table>\n<caption class=\"for-screen-readers\">2. <em>Final</em> weights</caption>"
            ),
            "{t}"
        );
        assert_eq!(t.matches("<caption").count(), 2, "{t}");
        // no heading and no sentence: no caption (there is nothing to name it by)
        let t = accessible_tables(&markdown_to_html("| c |\n|---|\n| 3 |\n"));
        assert!(!t.contains("<caption"), "{t}");
    }

    /// [`accessible_tables`] as it was written before its one-pass form (each table copied by
    /// `replace` four times): the oracle of `one_pass_tables_are_the_replaced_ones`.
    fn accessible_tables_by_replacing(html: &str) -> String {
        fn last_heading(html: &str) -> Option<String> {
            let mut found = None;
            for level in 1..=6 {
                let open = format!("<h{level}>");
                let close = format!("</h{level}>");
                if let Some(at) = html.rfind(&open)
                    && let Some(len) = html[at..].find(&close)
                    && found.as_ref().is_none_or(|(f, _)| at > *f)
                {
                    found = Some((at, html[at + open.len()..at + len].trim().to_string()));
                }
            }
            found.map(|(_, h)| h)
        }
        let mut out = String::new();
        let mut rest = html;
        let mut heading: Option<String> = None;
        while let Some(at) = rest.find("<table>") {
            let (before, from_table) = rest.split_at(at);
            let end = from_table
                .find("</table>")
                .map_or(from_table.len(), |e| e + "</table>".len());
            let (table, after) = from_table.split_at(end);
            if let Some(h) = last_heading(before) {
                heading = Some(h);
            }
            let mut caption = None;
            let mut kept = before;
            let mut answer_space = false;
            if let Some(body) = before.strip_suffix("</p>\n")
                && let Some(p) = body.rfind("<p>")
                && !body[p + 3..].contains("<p>")
                && !body[p + 3..].contains("</p>")
            {
                let text = &body[p + 3..];
                let number = text
                    .strip_prefix("<strong>")
                    .and_then(|t| t.strip_suffix(".</strong>"))
                    .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
                if text.ends_with(':') || number {
                    caption = Some(format!("<caption>{text}</caption>"));
                    kept = &before[..p];
                }
                answer_space = number;
            }
            if caption.is_none() {
                caption = heading
                    .as_ref()
                    .map(|h| format!("<caption class=\"for-screen-readers\">{h}</caption>"));
            }
            out.push_str(kept);
            let first_header = table
                .replace("<thead>", "")
                .split("<th")
                .nth(1)
                .and_then(|t| t.split_once('>'))
                .and_then(|(_, t)| t.split_once("</th>"))
                .map(|(t, _)| t.trim().to_string());
            let row_headers = first_header.is_some_and(|h| ROW_HEADERS.contains(&h.as_str()));
            let mut t = table
                .replace("<th>", "<th scope=\"col\">")
                .replace("<th style=", "<th scope=\"col\" style=");
            if row_headers {
                let mut rows = String::new();
                let mut parts = t.split("<tr><td");
                rows.push_str(parts.next().unwrap_or_default());
                for part in parts {
                    rows.push_str("<tr><th scope=\"row\"");
                    rows.push_str(&part.replacen("</td>", "</th>", 1));
                }
                t = rows;
            }
            if let Some(c) = caption {
                let open = if answer_space {
                    "<table class=\"answer-space\">"
                } else {
                    "<table>"
                };
                t = t.replacen("<table>", &format!("{open}\n{c}"), 1);
            }
            out.push_str(&t);
            rest = after;
        }
        out.push_str(rest);
        out
    }

    /// The one-pass [`accessible_tables`] gives what replacing gave, on the HTML of every golden
    /// worksheet in Markdown (exercises of every kind, answer spaces, keys, woven notes) and on
    /// odd tables: no header, an empty first header, a cell with `<th` in its text, a table
    /// that is not closed.
    #[test]
    fn one_pass_tables_are_the_replaced_ones() {
        let mut pages = vec![
            "<table><tbody><tr><td>1</td></tr></tbody></table>".to_string(),
            "<h2>A</h2>\n<table><thead><tr><th></th><th>x</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>".to_string(),
            "<p>T:</p>\n<table><thead><tr><th>n &lt;th</th></tr></thead><tbody><tr><td>1</td></tr><tr><td></td></tr></tbody></table>".to_string(),
            "<h3>x</h3><p><strong>2.</strong></p>\n<table><thead><tr><th style=\"text-align: right\">n</th></tr></thead><tbody><tr><td>1".to_string(),
            "<h1>Z</h1><h2>A</h2><h3>B <table><tbody><tr><td>1</td></tr></tbody></table>".to_string(),
            "<h4>Z</h4><h2>A</h2><h2>B <table><tbody><tr><td>1</td></tr></tbody></table><h5>C</h5><p>x</p><p>y:</p>\n<table></table>".to_string(),
        ];
        let mut dirs = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else if let Ok(text) = std::fs::read_to_string(&path) {
                    // the Markdown sections of the golden files (tests/cli/golden.rs): each after
                    // a line `==> mlex render|weave … <==` without `--format html`
                    let mut section: Option<(bool, String)> = None;
                    for line in text.split_inclusive('\n') {
                        if let Some(h) = line.strip_prefix("==> ").and_then(|l| l.strip_suffix(" <==\n")) {
                            pages.extend(section.take().filter(|s| s.0).map(|s| markdown_to_html(&s.1)));
                            let md = !h.contains("--format html") && !h.starts_with("mlex check");
                            section = Some((md, String::new()));
                        } else if let Some((_, md)) = section.as_mut() {
                            md.push_str(line);
                        }
                    }
                    pages.extend(section.filter(|s| s.0).map(|s| markdown_to_html(&s.1)));
                }
            }
        }
        assert!(pages.len() > 200, "{}", pages.len());
        let tables: usize = pages.iter().map(|p| p.matches("<table>").count()).sum();
        assert!(tables > 300, "{tables}");
        for page in &pages {
            assert_eq!(accessible_tables(page), accessible_tables_by_replacing(page), "{page}");
        }
    }
}
