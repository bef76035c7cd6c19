//! What the templates call and what their output goes through: the `md_table` filter
//! (`components.md`) and [`tidy`], the blank lines that template tags leave collapsed.

/// Collapses runs of blank lines left by template tags and ends with one newline: every line
/// without its trailing white space, no blank line first or last, no two blank lines in a row.
/// (The lines are found by a byte scan and the result is built in place: this runs over every
/// question, key and exam page, and splitting with `lines()` and copying the whole once more
/// to trim it cost a few per cent of `mlex exam`.)
pub(super) fn tidy(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 1);
    let mut blank = 0;
    let mut rest = s;
    while !rest.is_empty() {
        let (line, next) = match rest.as_bytes().iter().position(|&b| b == b'\n') {
            Some(i) => (&rest[..i], &rest[i + 1..]),
            None => (rest, ""),
        };
        rest = next;
        let line = line.trim_end();
        if line.is_empty() {
            blank += 1;
            // none before the first line, and one of a run
            if blank > 1 || out.is_empty() {
                continue;
            }
        } else {
            blank = 0;
        }
        out.push_str(line);
        out.push('\n');
    }
    while out.ends_with('\n') {
        out.pop();
    }
    out.push('\n');
    out
}

/// The `md_table` filter of `components.md`: a table prepared by mlex ([`crate::present::Table`],
/// a map with `header`, `align` and `rows`, cells already escaped) laid out as a Markdown table,
/// the header row, the delimiter row and one line per row, each `| a | b |` and a line break.
/// The same text as the template loops that joined each row's cells with tera's `join`, written
/// in one pass: those loops cost 5% of an exam run's instructions.
pub(super) fn md_table(t: &tera::Value, _: tera::Kwargs, _: &tera::State) -> tera::TeraResult<String> {
    let Some(map) = t.as_map() else {
        return Err(tera::Error::message(format!(
            "the `md_table` filter lays out a table (header, align, rows), not `{t}`"
        )));
    };
    let field = |name: &'static str| -> tera::TeraResult<&[tera::Value]> {
        map.get(&tera::value::Key::Str(name))
            .and_then(tera::Value::as_array)
            .ok_or_else(|| tera::Error::message(format!("the `md_table` filter's table has no `{name}` list")))
    };
    let (header, align, rows) = (field("header")?, field("align")?, field("rows")?);
    let cells = rows.iter().map(|r| r.as_array().map_or(1, <[_]>::len)).sum::<usize>() + header.len();
    let mut out = String::with_capacity(16 * (cells + align.len()));
    // a cell as `{{ cell }}` prints it: a string as it is, anything else as tera shows it
    let push = |out: &mut String, v: &tera::Value| match v.as_str() {
        Some(s) => out.push_str(s),
        None => {
            use std::fmt::Write;
            let _ = write!(out, "{v}");
        }
    };
    let line = |out: &mut String, items: &[tera::Value]| {
        out.push_str("| ");
        for (i, v) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(" | ");
            }
            push(out, v);
        }
        out.push_str(" |\n");
    };
    line(&mut out, header);
    out.push('|');
    for a in align {
        push(&mut out, a);
        out.push('|');
    }
    out.push('\n');
    for r in rows {
        match r.as_array() {
            Some(items) => line(&mut out, items),
            None => {
                return Err(tera::Error::message(format!(
                    "the `md_table` filter's rows are lists of cells, not `{r}`"
                )));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use tera::{Context, Tera};

    use super::*;
    use crate::render::{SHARED_TEMPLATES, builtin_templates};

    /// The component as it was before the `md_table` filter: loops over tera's `join`. The
    /// oracle of `md_table_is_the_joined_loops`.
    const JOINED_LOOPS: &str = "{% component md.table(t) -%}
| {{ t.header | join(sep=\" | \") }} |
|{% for a in t.align %}{{ a }}|{% endfor %}
{% for r in t.rows -%}
| {{ r | join(sep=\" | \") }} |
{% endfor -%}
{% endcomponent md.table %}";

    fn tables() -> Vec<crate::present::Table> {
        use crate::present::Table;
        let mut numbers = Table::new(&["n", "x_1", "y"]);
        numbers.row(&["1", "−1/2", "a"]);
        numbers.row(&["2", "3", "b|c"]);
        let mut ragged = Table::new(&["only"]);
        ragged.row(&["", "extra"]);
        ragged.row::<&str>(&[]);
        vec![Table::new(&["a", "b"]), numbers, ragged, Table::new::<&str>(&[])]
    }

    #[test]
    fn md_table_is_the_joined_loops() {
        let use_it = "{{ <md.table t={t}/> }}";
        let mut old = Tera::new();
        old.add_raw_templates([("components.md", JOINED_LOOPS), ("use.md", use_it)])
            .unwrap();
        let mut new = Tera::new();
        new.register_filter("md_table", md_table);
        new.add_raw_templates([("components.md", SHARED_TEMPLATES[0].1), ("use.md", use_it)])
            .unwrap();
        assert_eq!(SHARED_TEMPLATES[0].0, "components.md");
        for t in tables() {
            let ctx = Context::from_serialize(&json!({ "t": t })).unwrap();
            let want = old.render("use.md", &ctx).unwrap();
            assert_eq!(new.render("use.md", &ctx).unwrap(), want, "{t:?}");
            assert!(want.ends_with("|\n"), "{want:?}");
        }
    }

    #[test]
    fn md_table_of_something_else_is_an_error_not_a_panic() {
        let mut tera = Tera::new();
        tera.register_filter("md_table", md_table);
        tera.add_raw_template("use.md", "{{ t | md_table }}").unwrap();
        for (t, says) in [
            (json!(3), "not `3`"),
            (json!({ "header": [], "align": [] }), "no `rows` list"),
            (json!({ "header": "a", "align": [], "rows": [] }), "no `header` list"),
            (
                json!({ "header": [], "align": [], "rows": ["a"] }),
                "rows are lists of cells",
            ),
        ] {
            let ctx = Context::from_serialize(&json!({ "t": t })).unwrap();
            let err = tera.render("use.md", &ctx).unwrap_err();
            let text = format!("{err:?} {err}");
            assert!(text.contains(says), "{t}: {text}");
        }
    }

    /// [`tidy`] gives what it gave by `lines()` and trimming a copy, on every golden Markdown
    /// file and the template texts (blank runs, trailing spaces, `\r\n`, blank first and last
    /// lines, no lines at all).
    #[test]
    fn tidy_is_the_tidy_of_lines() {
        fn by_lines(s: &str) -> String {
            let mut out = String::with_capacity(s.len());
            let mut blank = 0;
            for line in s.lines() {
                let line = line.trim_end();
                if line.is_empty() {
                    blank += 1;
                    if blank > 1 {
                        continue;
                    }
                } else {
                    blank = 0;
                }
                out.push_str(line);
                out.push('\n');
            }
            let trimmed = out.trim_matches('\n');
            format!("{trimmed}\n")
        }
        let mut texts: Vec<String> = [
            "",
            "\n",
            "\n\n\n",
            " \t\n",
            "a",
            "a\n",
            "\n\na  \r\n\r\n\r\nb\u{a0}\n\n\n",
            "x\n \n\t\n y \n\n",
            "a\r\nb\r",
            "\u{2003}\n# T\u{2003}\n\n\n\n| a |\n",
            "a\n\n",
            "\n a",
            "a\nb",
            "  \n\n  \nb  ",
            "a\n \n\nb\n\n \n",
        ]
        .iter()
        .map(|t| t.to_string())
        .collect();
        texts.extend(builtin_templates().into_iter().map(|(_, t)| t.to_string()));
        let mut dirs = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else if let Ok(t) = std::fs::read_to_string(&path) {
                    // each section of a golden file (after a line `==> … <==`, tests/cli/golden.rs)
                    let mut section = String::new();
                    for line in t.split_inclusive('\n') {
                        if line.starts_with("==> ") && line.ends_with(" <==\n") {
                            texts.push(std::mem::take(&mut section));
                        } else {
                            section.push_str(line);
                        }
                    }
                    texts.push(section);
                }
            }
        }
        assert!(texts.len() > 300, "{}", texts.len());
        for t in &texts {
            assert_eq!(tidy(t), by_lines(t), "{t:?}");
        }
    }
}
