//! The practice page (`mlex practice`, docs/practice.md): the worksheet of each variant with a
//! box for every answer, its worked solution hidden until asked for, and mlex's checker inlined
//! as WebAssembly with the page's one script.
//!
//! The page is built here rather than from a template: its script, the hash that the page's
//! Content-Security-Policy allows it by and the data it reads must agree, and a template
//! override could break that silently. The worksheet and the solution inside it are the
//! templates' output, exactly as `mlex render` makes them: this module sits above the renderer
//! and uses its pieces ([`Renderer::markdown`], the worksheet's split, its tables), and the
//! renderer knows nothing of practice pages or exams (tests/cli/layers.rs).

use super::{CHECKER_MARK, Cell, Layout, Leaf, PartForm, form};
use crate::exercise::{Exercise, Solution};
use crate::i18n::Lang;
use crate::render::{
    RenderError, Renderer, accessible_tables, demote, exercise_title, markdown_to_html, one_line, plain_text,
    split_solution,
};

/// The page's script (the only one it runs).
const SCRIPT: &str = include_str!("practice.js");
const STYLE: &str = include_str!("practice.css");

/// What a practice page is made of, besides its variants.
#[derive(Clone, Debug)]
pub struct PracticeInput<'a> {
    /// The spec's text, as the page's checker reads it.
    pub spec: &'a str,
    /// The seed of the variants (`None`: the spec as written, one variant).
    pub seed: Option<u64>,
    /// `0,25` reads as 0.25.
    pub decimal_comma: bool,
    /// The checker: `mlex_practice.wasm`, gzip-compressed.
    pub wasm_gz: &'a [u8],
    /// An exam's page: the spec files of its `file:` entries (`[name as written, text]`), which
    /// the checker reads the exam with; `spec` is then the exam file's text.
    pub exam_files: Option<&'a [(String, String)]>,
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// The worksheet's HTML tables as the page shows them: `accessible_tables`' (captions, scopes),
/// with an empty header (the trace's row of initial weights, the corner of a matrix's table)
/// made a plain cell, since a header must name its row or column (axe-core's
/// `empty-table-header`).
fn tables(html: &str) -> String {
    let mut html = accessible_tables(html);
    for scope in ["row", "col"] {
        let open = format!("<th scope=\"{scope}\"");
        let mut out = String::with_capacity(html.len());
        let mut rest = html.as_str();
        while let Some(at) = rest.find(&open) {
            let open_end = rest[at..].find('>').map_or(rest.len(), |e| at + e + 1);
            out.push_str(&rest[..at]);
            if rest[open_end..].starts_with("</th>") {
                out.push_str("<td");
                out.push_str(&rest[at + open.len()..open_end]);
                out.push_str("</td>");
                rest = &rest[open_end + "</th>".len()..];
            } else {
                out.push_str(&rest[at..open_end]);
                rest = &rest[open_end..];
            }
        }
        out.push_str(rest);
        html = out;
    }
    html
}

/// JSON safe inside `<script type="application/json">`: no `<` (so no `</script>`), and no
/// line separators.
fn json_in_html(v: &serde_json::Value) -> String {
    v.to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

/// One box (the script gives it an id, and ties its message to it by `aria-describedby`).
fn input(cell: &Cell, label: &str) -> String {
    let mode = match cell.leaf {
        Leaf::Number => " inputmode=\"decimal\"",
        Leaf::Class | Leaf::Text => "",
    };
    format!(
        "<input type=\"text\"{mode} spellcheck=\"false\" autocomplete=\"off\" data-path=\"{}\" aria-label=\"{}\">",
        esc(&cell.path),
        esc(label)
    )
}

/// The head of a practice table: the corner cell and the column headers, columns named
/// `group · entry` grouped under their group.
fn table_head(corner: &str, subcorner: &str, columns: &[String]) -> String {
    let mut head = String::new();
    // columns named `group · entry` are grouped under their group
    let split: Vec<Option<(&str, &str)>> = columns.iter().map(|c| c.split_once(" · ")).collect();
    // a header cell is never empty (axe-core's `empty-table-header`): the corner says
    // what the rows are, or is a plain cell
    let corner_cell = |span: &str| {
        if corner.is_empty() {
            format!("<td{span} class=\"corner\"></td>")
        } else {
            format!("<th scope=\"col\"{span} class=\"corner\">{}</th>", esc(corner))
        }
    };
    head.push_str("<div class=\"grid\"><table class=\"boxes\"><thead>");
    if split.iter().all(Option::is_some) && !split.is_empty() {
        if subcorner.is_empty() {
            head.push_str(&format!("<tr>{}", corner_cell(" rowspan=\"2\"")));
        } else {
            head.push_str(&format!("<tr>{}", corner_cell("")));
        }
        let mut i = 0;
        while i < split.len() {
            let group = split[i].map_or("", |g| g.0);
            let span = split[i..].iter().take_while(|g| g.map(|g| g.0) == Some(group)).count();
            head.push_str(&format!(
                "<th scope=\"colgroup\" colspan=\"{span}\" class=\"group\">{}</th>",
                esc(group)
            ));
            i += span.max(1);
        }
        head.push_str("</tr><tr>");
        if !subcorner.is_empty() {
            head.push_str(&format!("<th scope=\"col\" class=\"corner\">{}</th>", esc(subcorner)));
        }
        for g in split.iter().flatten() {
            head.push_str(&format!("<th scope=\"col\">{}</th>", esc(g.1)));
        }
    } else {
        head.push_str(&format!("<tr>{}", corner_cell("")));
        for c in columns {
            head.push_str(&format!("<th scope=\"col\">{}</th>", esc(c)));
        }
    }
    head
}

/// A part's fieldset: its legend (the question's number in the worksheet and the part's title,
/// as the worked solution's heading says it), its boxes laid out as the worksheet's tables, and
/// the place of its verdict and messages. `group` makes the option buttons' names unique in
/// the page.
fn part_html(group: &str, n: usize, p: &PartForm) -> String {
    let name = esc(&p.name);
    let title = &p.title;
    let base = format!("{group}-{}", p.name.replace(|c: char| !c.is_ascii_alphanumeric(), "_"));
    let mut out = format!(
        "<fieldset class=\"part\" data-part=\"{name}\">\n<legend>{n}. {} <span class=\"verdict\"></span></legend>\n",
        esc(title)
    );
    match &p.layout {
        Layout::Single { cell } => out.push_str(&input(cell, title)),
        Layout::Row { headers, cells } => {
            out.push_str("<div class=\"grid\"><table class=\"boxes\"><thead><tr>");
            for h in headers {
                out.push_str(&format!("<th scope=\"col\">{}</th>", esc(h)));
            }
            out.push_str("</tr></thead><tbody><tr>");
            for (h, c) in headers.iter().zip(cells) {
                out.push_str(&format!("<td>{}</td>", input(c, &format!("{title}, {h}"))));
            }
            out.push_str("</tr></tbody></table></div>");
        }
        Layout::Table {
            corner,
            subcorner,
            rows,
            columns,
            cells,
        } => {
            out.push_str(&table_head(corner, subcorner, columns));
            out.push_str("</tr></thead><tbody>");
            for (r, row) in rows.iter().zip(cells) {
                out.push_str(&format!("<tr><th scope=\"row\">{}</th>", esc(r)));
                // the cells of the row's boxes: one box each, or an interval's two (`from`,
                // `to`) in one cell, under its column's name
                for (i, group) in super::by_column(row).into_iter().enumerate() {
                    let col = columns.get(i).map_or("", String::as_str);
                    // a one-row table (a value per sample): the row's name, then the column's
                    // under the corner (`Predictions, f(xₙ), n 2`)
                    // (a one-row table whose row is a number is one of the corner's values:
                    // `Logits, n 1, a₂`, as the lines under the boxes name it)
                    let label = match (rows.len(), corner.is_empty()) {
                        (_, true) => format!("{title}, {r}, {col}"),
                        (1, false) if r.parse::<u64>().is_err() => format!("{title}, {r}, {corner} {col}"),
                        _ => format!("{title}, {corner} {r}, {col}"),
                    };
                    if let [one] = group {
                        out.push_str(&format!("<td>{}</td>", input(one, &label)));
                    } else {
                        out.push_str("<td class=\"interval\">");
                        for c in group {
                            out.push_str(&format!(
                                "<span class=\"end\"><span aria-hidden=\"true\">{}</span> {}</span>",
                                esc(&c.end),
                                input(c, &format!("{label}, {}", c.end))
                            ));
                        }
                        out.push_str("</td>");
                    }
                }
                out.push_str("</tr>");
            }
            out.push_str("</tbody></table></div>");
        }
        Layout::Choice { options, multiple } => {
            let kind = if *multiple { "checkbox" } else { "radio" };
            out.push_str("<div class=\"options\" data-choice=\"1\">");
            for i in 1..=*options {
                out.push_str(&format!(
                    "<label><input type=\"{kind}\" name=\"{base}\" value=\"{i}\"> {}</label> ",
                    crate::present::letter(i)
                ));
            }
            out.push_str("</div>");
        }
    }
    out.push_str("\n<div class=\"feedback\" aria-live=\"polite\"></div>\n</fieldset>\n");
    out
}

/// The practice page of the drawn variants of one exercise (each with its solution), its
/// worksheets and solutions made by `renderer`.
pub fn exercise_page(
    renderer: &Renderer,
    variants: &[(Exercise, Solution)],
    input: &PracticeInput<'_>,
) -> Result<String, RenderError> {
    let mut body = String::new();
    let title = variants
        .first()
        .map(|(ex, _)| plain_text(&exercise_title(ex)))
        .unwrap_or_default();
    let many = variants.len() > 1;
    // one page, one language: the first variant's (they share the spec's)
    let lang = variants.first().map(|(ex, _)| ex.lang()).unwrap_or_default();
    let mut numbers = Vec::with_capacity(variants.len());
    for (k, (ex, sol)) in variants.iter().enumerate() {
        let number = ex.variant.as_ref().map(|d| d.number);
        numbers.push(serde_json::json!({ "number": number, "id": ex.id }));
        let question = renderer.markdown(ex, None)?;
        let (question, _) = split_solution(&question, true, &format!("## {}", lang.t("heading-answers")));
        let worked = renderer.markdown(ex, Some(sol))?;
        let (_, solution) = split_solution(&worked, true, &format!("## {}", lang.t("heading-solution")));
        open_variant(&mut body, "exercise practice", k, variants.len(), lang);
        body.push_str(&tables(&markdown_to_html(question)));
        body.push_str(&format!(
            "<h2>{}</h2>\n<form class=\"practice-form\" autocomplete=\"off\" novalidate>\n",
            esc(&lang.t("practice-your-answers"))
        ));
        for (n, p) in form(sol).iter().enumerate() {
            body.push_str(&part_html(&format!("v{}", k + 1), n + 1, p));
        }
        body.push_str(&format!(
                "<div class=\"actions\"><button type=\"submit\" data-action=\"check\">{}</button> <button type=\"button\" data-action=\"solution\">{}</button> <button type=\"button\" data-action=\"download\">{}</button> <button type=\"button\" data-action=\"clear\">{}</button>",
                esc(&lang.t("practice-check")),
                esc(&lang.t("practice-show-solution")),
                esc(&lang.t("practice-download")),
                esc(&lang.t("practice-clear"))
            ));
        if many {
            body.push_str(&format!(
                " <button type=\"button\" data-action=\"another\">{}</button>",
                esc(&lang.t("practice-another"))
            ));
        }
        body.push_str("</div>\n<p class=\"score\" aria-live=\"polite\"></p>\n</form>\n");
        body.push_str("<section class=\"solution\" hidden>\n");
        if let Some(s) = solution {
            body.push_str(&tables(&markdown_to_html(s)));
        }
        body.push_str("</section>\n</article>\n");
    }
    let data = serde_json::json!({
        "spec": input.spec,
        "seed": input.seed,
        "decimal_comma": input.decimal_comma || lang.decimal_comma(),
        "lang": lang.code(),
        "variants": numbers,
        "text": script_words(lang),
        "checker": CHECKER_MARK,
    });
    Ok(shell(&title, lang, &body, &data, input.wasm_gz, renderer.css()))
}

/// The practice page of the drawn variants of an exam (each with its exercises' solutions,
/// [`crate::exam::ExamVariant::solve`]): every question numbered with its points, its
/// worksheet and boxes and its own "Show solution"; one Check grades the whole variant as
/// `mlex check EXAM FILE --seed S` does.
pub fn exam_page(
    renderer: &Renderer,
    exam: &crate::exam::Exam,
    variants: &[(crate::exam::ExamVariant, Vec<Solution>)],
    input: &PracticeInput<'_>,
) -> Result<String, RenderError> {
    let lang = exam.lang;
    let title = plain_text(&exam.title);
    let many = variants.len() > 1;
    let mut body = String::new();
    let mut numbers = Vec::with_capacity(variants.len());
    for (k, (v, solved)) in variants.iter().enumerate() {
        numbers.push(serde_json::json!({ "number": v.number, "id": "exam" }));
        open_variant(&mut body, "exercise practice exam", k, variants.len(), lang);
        let mut header = format!("# {}\n\n", one_line(&exam.title));
        let course_date: Vec<String> = [&exam.course, &exam.date]
            .into_iter()
            .flatten()
            .map(|s| one_line(s))
            .collect();
        if !course_date.is_empty() {
            header.push_str(&format!("**{}**\n\n", course_date.join(" · ")));
        }
        if let Some(i) = &exam.instructions {
            header.push_str(&format!("{i}\n\n"));
        }
        header.push_str(&format!(
            "*{}*\n",
            lang.ta(
                "exam-summary",
                &[
                    ("questions", v.exercises.len().into()),
                    ("total", points_arg(&v.total())),
                    ("variant", v.number.into()),
                    ("seed", v.seed.into()),
                ]
            )
        ));
        body.push_str(&tables(&markdown_to_html(&header)));
        body.push_str("<form class=\"practice-form\" autocomplete=\"off\" novalidate>\n");
        for (i, ((ex, points), sol)) in v.exercises.iter().zip(solved).enumerate() {
            let points = crate::exam::points_of(ex, points.as_ref());
            body.push_str(&format!(
                    "<section class=\"question\" data-exercise=\"{}\">\n<h2>{} <span class=\"question-score\"></span></h2>\n",
                    esc(ex.id()),
                    esc(&lang.ta("exam-question", &[("n", (i + 1).into()), ("points", points_arg(&points))]))
                ));
            // as `mlex exam` shows a question: the points are the exam's (in the heading), the
            // answer rules from its solution, no variant footer
            let question = renderer.body(ex, None, Some(sol), false)?;
            let (question, _) = split_solution(&question, true, &format!("## {}", lang.t("heading-answers")));
            let worked = renderer.body(ex, Some(sol), None, false)?;
            let (_, solution) = split_solution(&worked, true, &format!("## {}", lang.t("heading-solution")));
            body.push_str(&tables(&markdown_to_html(&demote(question, 2))));
            for (n, p) in form(sol).iter().enumerate() {
                body.push_str(&part_html(&format!("v{}-q{}", k + 1, i + 1), n + 1, p));
            }
            body.push_str(&format!(
                    "<div class=\"actions\"><button type=\"button\" data-action=\"solution\">{}</button></div>\n<section class=\"solution\" hidden>\n",
                    esc(&lang.t("practice-show-solution"))
                ));
            if let Some(s) = solution {
                body.push_str(&tables(&markdown_to_html(&demote(s, 2))));
            }
            body.push_str("</section>\n</section>\n");
        }
        body.push_str(&format!(
                "<div class=\"actions\"><button type=\"submit\" data-action=\"check\">{}</button> <button type=\"button\" data-action=\"download\">{}</button> <button type=\"button\" data-action=\"clear\">{}</button>",
                esc(&lang.t("practice-check")),
                esc(&lang.t("practice-download")),
                esc(&lang.t("practice-clear"))
            ));
        if many {
            body.push_str(&format!(
                " <button type=\"button\" data-action=\"another\">{}</button>",
                esc(&lang.t("practice-another"))
            ));
        }
        body.push_str("</div>\n<p class=\"score\" aria-live=\"polite\"></p>\n</form>\n</article>\n");
    }
    let data = serde_json::json!({
        "exam": true,
        "title": title,
        "spec": input.spec,
        "files": input.exam_files.unwrap_or_default(),
        "seed": input.seed,
        "decimal_comma": input.decimal_comma || lang.decimal_comma(),
        "lang": lang.code(),
        "variants": numbers,
        "text": script_words(lang),
        "checker": CHECKER_MARK,
    });
    Ok(shell(&title, lang, &body, &data, input.wasm_gz, renderer.css()))
}

/// Points as a message argument: a count when whole (`1 point`, `2 points`), else the number.
fn points_arg(n: &crate::num::Number) -> crate::i18n::Arg<'static> {
    let shown = crate::exam::show(n);
    match shown.parse::<i64>() {
        Ok(c) => crate::i18n::Arg::Count(c),
        Err(_) => crate::i18n::Arg::Text(shown.into()),
    }
}

/// The script's words, in the page's language.
fn script_words(lang: Lang) -> serde_json::Map<String, serde_json::Value> {
    [
        ("ready", "practice-ready"),
        ("failed", "practice-failed"),
        ("not_loaded", "practice-not-loaded"),
        ("bug", "practice-bug"),
        ("show_solution", "practice-show-solution"),
        ("hide_solution", "practice-hide-solution"),
        ("fix_boxes", "practice-fix-boxes"),
        ("right", "practice-right"),
        ("partial", "practice-partial"),
        ("consistent", "practice-consistent"),
        ("wrong", "practice-wrong"),
        ("missing", "practice-missing"),
        ("all_right", "practice-all-right"),
        ("score", "practice-score"),
    ]
    .into_iter()
    .map(|(k, id)| (k.to_string(), serde_json::Value::String(lang.t(id))))
    .collect()
}

/// The whole page around its body: the policy allowing only the page's script, the data the
/// script reads and the checker.
fn shell(title: &str, lang: Lang, body: &str, data: &serde_json::Value, wasm_gz: &[u8], css: &str) -> String {
    let hash = base64(&sha256(SCRIPT.as_bytes()));
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-{hash}' 'wasm-unsafe-eval'; form-action 'none'; base-uri 'none'\">\n<meta name=\"generator\" content=\"mlex\">\n<title>{}</title>\n<style>\n{}\n{STYLE}</style>\n</head>\n<body>\n<main>\n<p class=\"practice-status\" role=\"status\">{}</p>\n{body}</main>\n<script type=\"application/json\" id=\"mlex-data\">{}</script>\n<script type=\"application/octet-stream\" id=\"mlex-wasm\">{}</script>\n<script>{SCRIPT}</script>\n</body>\n</html>\n",
        lang.code(),
        esc(&lang.ta("practice-title", &[("title", title.into())])),
        css,
        esc(&lang.t("practice-loading")),
        json_in_html(data),
        base64(wasm_gz),
    )
}

/// Standard base64 with padding.
fn base64(bytes: &[u8]) -> String {
    const T: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for c in bytes.chunks(3) {
        let b = [c[0], c.get(1).copied().unwrap_or(0), c.get(2).copied().unwrap_or(0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= c.len() {
                out.push(char::from(T[((n >> (18 - 6 * i)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The `<article>` of variant k (0-based) of n, hidden but the first, with its "Variant k of n"
/// line when there are several: the same for an exercise's page and an exam's.
fn open_variant(body: &mut String, class: &str, k: usize, n: usize, lang: crate::i18n::Lang) {
    body.push_str(&format!(
        "<article class=\"{class}\" id=\"variant-{}\" data-index=\"{k}\"{}>\n",
        k + 1,
        if k == 0 { "" } else { " hidden" }
    ));
    if n > 1 {
        body.push_str(&format!(
            "<p class=\"variant-line\">{}</p>\n",
            esc(&lang.ta("practice-variant", &[("k", (k + 1).into()), ("n", n.into())]))
        ));
    }
}

/// SHA-256 (FIPS 180-4), for the hash of the page's script in its Content-Security-Policy.
fn sha256(data: &[u8]) -> [u8; 32] {
    const K: [u32; 64] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
        0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
        0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
        0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
        0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
        0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
        0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
        0xc67178f2,
    ];
    let mut h: [u32; 8] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ];
    let mut msg = data.to_vec();
    let bits = (data.len() as u64).wrapping_mul(8);
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&bits.to_be_bytes());
    for block in msg.chunks(64) {
        let mut w = [0u32; 64];
        for (i, word) in block.chunks(4).enumerate() {
            w[i] = u32::from_be_bytes([word[0], word[1], word[2], word[3]]);
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16].wrapping_add(s0).wrapping_add(w[i - 7]).wrapping_add(s1);
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut hh] = h;
        for i in 0..64 {
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let ch = (e & f) ^ (!e & g);
            let t1 = hh
                .wrapping_add(s1)
                .wrapping_add(ch)
                .wrapping_add(K[i])
                .wrapping_add(w[i]);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let maj = (a & b) ^ (a & c) ^ (b & c);
            let t2 = s0.wrapping_add(maj);
            hh = g;
            g = f;
            f = e;
            e = d.wrapping_add(t1);
            d = c;
            c = b;
            b = a;
            a = t1.wrapping_add(t2);
        }
        for (x, y) in h.iter_mut().zip([a, b, c, d, e, f, g, hh]) {
            *x = x.wrapping_add(y);
        }
    }
    let mut out = [0u8; 32];
    for (i, x) in h.iter().enumerate() {
        out[4 * i..4 * i + 4].copy_from_slice(&x.to_be_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_and_base64_of_known_vectors() {
        // FIPS 180-4's examples, and `printf abc | sha256sum | xxd -r -p | base64`
        assert_eq!(base64(&sha256(b"abc")), "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=");
        assert_eq!(base64(&sha256(b"")), "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
        let two_blocks = b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
        assert_eq!(
            sha256(two_blocks)[..4],
            [0x24, 0x8d, 0x6a, 0x61],
            "FIPS 180-4: 248d6a61 d20638b8 …"
        );
        assert_eq!(base64(b"ab"), "YWI=");
        assert_eq!(base64(b"a"), "YQ==");
    }

    #[test]
    fn an_empty_header_becomes_a_cell() {
        let html = "<table><tbody><tr><th scope=\"row\" style=\"text-align: right\"></th><td>1</td></tr>\
                    <tr><th scope=\"row\">2</th><td>3</td></tr></tbody></table>";
        let t = tables(html);
        assert!(
            t.contains("<tr><td style=\"text-align: right\"></td><td>1</td></tr>"),
            "{t}"
        );
        assert!(t.contains("<th scope=\"row\">2</th>"), "{t}");
        // the empty corner of a matrix's table (least squares' normal equations)
        let html = "<table><thead><tr><th scope=\"col\"></th><th scope=\"col\">w₀</th></tr></thead></table>";
        let t = tables(html);
        assert!(t.contains("<tr><td></td><th scope=\"col\">w₀</th></tr>"), "{t}");
    }

    /// An interval's two boxes share the cell under their column, each labelled with its end;
    /// the row's other boxes stay under their own columns.
    #[test]
    fn an_interval_is_two_boxes_in_one_cell() {
        use crate::practice::{Cell, Layout, Leaf, PartForm};
        let cell = |path: &str, end: &str| Cell {
            path: path.into(),
            leaf: Leaf::Number,
            end: end.into(),
        };
        let p = PartForm {
            name: "minimizer".into(),
            title: "Risk minimisers".into(),
            layout: Layout::Table {
                corner: String::new(),
                subcorner: String::new(),
                rows: vec!["hinge".into()],
                columns: vec!["η = 0".into(), "η = 1".into()],
                cells: vec![vec![cell("0.0.0", "from"), cell("0.0.1", "to"), cell("0.1", "")]],
            },
        };
        let html = part_html("v1", 1, &p);
        let body = &html[html.find("<tbody>").unwrap()..];
        assert_eq!(body.matches("<td").count(), 2, "{body}");
        let first = &body[body.find("<td").unwrap()..body.find("</td>").unwrap()];
        assert!(
            first.contains("data-path=\"0.0.0\"") && first.contains("data-path=\"0.0.1\""),
            "{first}"
        );
        assert!(
            first.contains("aria-label=\"Risk minimisers, hinge, η = 0, from\""),
            "{first}"
        );
        assert!(first.contains(">to</span>"), "{first}");
        let second = &body[body.rfind("<td").unwrap()..];
        assert!(
            second.contains("aria-label=\"Risk minimisers, hinge, η = 1\""),
            "{second}"
        );
    }

    #[test]
    fn json_cannot_close_its_script() {
        let v = serde_json::json!({ "spec": "</script><script>alert(1)</script>\u{2028}" });
        let s = json_in_html(&v);
        assert!(!s.contains('<') && !s.contains('\u{2028}'), "{s}");
        assert_eq!(serde_json::from_str::<serde_json::Value>(&s).ok(), Some(v));
    }
}
