//! Notebook display: what evcxr shows for exercises, solutions, traces and check reports.
//!
//! evcxr (the Rust REPL and Jupyter kernel) calls a value's `evcxr_display` method when the value
//! ends a cell. Each type here prints a `text/plain` block, which the REPL shows, and a
//! `text/html` block, which Jupyter shows: the worksheet, the worked solution, the trace as a
//! table with the weights as a matrix, the report with coloured verdicts. No evcxr dependency is
//! needed — the protocol is text on standard output.
//!
//! Every piece of text that came from a spec or an answers file reaches the HTML through the
//! same safe Markdown → HTML path as worksheets ([`crate::render::markdown_to_html`]: raw HTML is
//! shown as text, dangerous links are dropped), and nothing a spec says can end a display block
//! early (evcxr's markers are defused).
//!
//! ```
//! let ex = mlex::Exercise::load(concat!(env!("CARGO_MANIFEST_DIR"), "/exercises/perceptron/upv-2023-01-26.yaml"))?;
//! let trace = ex.trace().expect("a perceptron has a trace");
//! assert_eq!(trace.len(), 4); // one iteration over 4 samples
//! let shown = mlex::Rich::from(&trace);
//! assert!(shown.plain.contains("iteration 1, sample 4"));
//! assert!(shown.html.contains("<table>"));
//! # Ok::<(), mlex::Error>(())
//! ```

use serde_json::Value as Json;

use crate::check::{Report, Verdict};
use crate::exercise::{Exercise, Part, PartArg, Solution};
use crate::present::{Table, indexed};
use crate::render::markdown_to_html;
use crate::value::{Style, Value};

/// Something to show in a notebook: plain text for the REPL and an HTML fragment for Jupyter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rich {
    /// What the evcxr REPL prints.
    pub plain: String,
    /// What Jupyter shows: an HTML fragment (no page chrome, no scripts).
    pub html: String,
    /// The last figure of the page (the key's, in a solution), also given as `image/svg+xml`
    /// for front ends that show images and not HTML; `None` without figures (docs/figures.md).
    pub svg: Option<String>,
}

/// Breaks evcxr's control words (`EVCXR_END_CONTENT`, `EVCXR_PANIC_NOTIFICATION`, …) so that no
/// text from a spec can end a display block or start a new one. The text reads the same.
fn defuse_plain(s: &str) -> String {
    s.replace("EVCXR_", "EVCXR\u{200B}_")
}

fn defuse_html(s: &str) -> String {
    s.replace("EVCXR_", "EVCXR&#95;")
}

/// What a value shows in a notebook, without printing it: `Rich::from(&solution)` is what
/// `solution` shows in evcxr (the same for an [`Exercise`], a [`Trace`] and a check [`Report`]).
macro_rules! rich_from {
    ($($t:ty),*) => {$(
        impl From<&$t> for Rich {
            fn from(v: &$t) -> Rich {
                v.rich()
            }
        }
    )*};
}
rich_from!(Exercise, Solution, Trace, Report);

impl Rich {
    /// The blocks evcxr reads from standard output: `text/plain`, then `text/html`, then the
    /// figure as `image/svg+xml` when there is one (one block per type: evcxr keeps one value
    /// per type).
    pub(crate) fn evcxr_content(&self) -> String {
        let mut out = format!(
            "EVCXR_BEGIN_CONTENT text/plain\n{}\nEVCXR_END_CONTENT\nEVCXR_BEGIN_CONTENT text/html\n{}\nEVCXR_END_CONTENT\n",
            defuse_plain(self.plain.trim_end()),
            defuse_html(self.html.trim_end())
        );
        if let Some(svg) = &self.svg {
            out.push_str(&format!(
                "EVCXR_BEGIN_CONTENT image/svg+xml\n{}\nEVCXR_END_CONTENT\n",
                defuse_html(svg.trim_end())
            ));
        }
        out
    }

    /// Shows the value in evcxr (called by evcxr when the value ends a cell).
    pub fn evcxr_display(&self) {
        // One write, so nothing interleaves with the blocks.
        print!("{}", self.evcxr_content());
    }
}

/// The style sheet of notebook output, scoped to `.mlex`.
const STYLE: &str = "<style>\
.mlex table{border-collapse:collapse;margin:.4em 0 .8em}\
.mlex th,.mlex td{border:1px solid #d0d7de;padding:2px 8px;text-align:left;white-space:nowrap;font-variant-numeric:tabular-nums}\
.mlex th{background:#f6f8fa}\
.mlex td.notes{white-space:normal;min-width:20em}\
.mlex .matrix table{border-left:2px solid #57606a;border-right:2px solid #57606a}\
.mlex .matrix th,.mlex .matrix td{border-top:0;border-bottom:0;text-align:right}\
.mlex blockquote{margin:.5em 0;padding:.3em .8em;border-left:4px solid #c98a1b;background:#fdf7ec}\
</style>";

/// The last figure of a Markdown page, read back through the figure grammar
/// ([`crate::figure::embed::inline_svg`]); `None` when the page has none.
fn last_figure(md: &str) -> Option<String> {
    const OPEN: &str = "](data:image/svg+xml;base64,";
    let at = md.rfind(OPEN)? + 2;
    let end = at + md[at..].find(')')?;
    crate::figure::embed::inline_svg(&md[at..end])
}

fn wrap(body: &str) -> String {
    format!("<div class=\"mlex\">{STYLE}\n{body}</div>")
}

/// Markdown (from a spec, a template or a hint) as an HTML fragment, through the safe path; one
/// paragraph loses its `<p>` so it fits in a table cell.
fn md(s: &str) -> String {
    let h = markdown_to_html(s);
    let t = h.trim_end();
    match t.strip_prefix("<p>").and_then(|r| r.strip_suffix("</p>")) {
        Some(inner) if !inner.contains("<p>") => inner.to_string(),
        _ => t.to_string(),
    }
}

fn table_html(t: &Table) -> String {
    let mut s = String::new();
    s.push_str(&format!("| {} |\n|", t.header.join(" | ")));
    for _ in &t.header {
        s.push_str("---|");
    }
    s.push('\n');
    for r in &t.rows {
        s.push_str(&format!("| {} |\n", r.join(" | ")));
    }
    markdown_to_html(&s)
}

/// A table from a kind's worked-solution view (`{header, rows}` of display strings).
fn view_table(v: &Json) -> Option<Table> {
    let strings =
        |v: &Json| -> Option<Vec<String>> { v.as_array()?.iter().map(|c| c.as_str().map(str::to_string)).collect() };
    let header = strings(v.get("header")?)?;
    let rows = v
        .get("rows")?
        .as_array()?
        .iter()
        .map(strings)
        .collect::<Option<Vec<_>>>()?;
    Some(Table { header, rows })
}

/// A state as a matrix: per-class vectors side by side (one column per class, one row per
/// component w₀, w₁, …), or one vector as a column.
fn matrix(v: &Value, style: Style) -> Option<Table> {
    let cells = |v: &Value| -> Option<Vec<String>> {
        match v {
            Value::List(xs) if xs.iter().all(|x| !matches!(x, Value::List(_) | Value::Map(_))) => {
                Some(xs.iter().map(|x| x.to_pretty(style)).collect())
            }
            _ => None,
        }
    };
    let (header, columns): (Vec<String>, Vec<Vec<String>>) = match v {
        Value::Map(items) => {
            let mut header = Vec::new();
            let mut columns = Vec::new();
            for (k, w) in items {
                header.push(indexed("w", k));
                columns.push(cells(w)?);
            }
            (header, columns)
        }
        other => (vec!["w".to_string()], vec![cells(other)?]),
    };
    let len = columns.first().map_or(0, Vec::len);
    if columns.iter().any(|c| c.len() != len) || len == 0 {
        return None;
    }
    let mut head = vec!["d".to_string()];
    head.extend(header);
    let mut t = Table::new(&head);
    for d in 0..len {
        let mut row = vec![d.to_string()];
        row.extend(columns.iter().map(|c| c[d].clone()));
        t.row(&row);
    }
    Some(t)
}

fn matrix_html(v: &Value, style: Style) -> String {
    match matrix(v, style) {
        Some(t) => format!("<div class=\"matrix\">{}</div>", table_html(&t)),
        None => format!("<p>{}</p>", md(&crate::present::inline(&v.to_pretty(style)))),
    }
}

/// `Answers · title (kind)`; `what` is a message id.
fn heading(ex: &Exercise, what: &str) -> String {
    format!("{} · {} ({})", ex.lang.t(what), title(ex), ex.kind.name)
}

/// The exercise's title, or `Exercise <id>` in its language.
fn title(ex: &Exercise) -> String {
    ex.title
        .clone()
        .unwrap_or_else(|| ex.lang.ta("exercise-title", &[("id", ex.id.as_str().into())]))
}

impl Exercise {
    /// The worksheet (the questions, no solution) for a notebook.
    ///
    /// ```
    /// let ex = mlex::Exercise::from_yaml("kind: perceptron\ntitle: Tiny\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\n")?;
    /// let shown = mlex::Rich::from(&ex);
    /// assert!(shown.plain.contains("# Tiny"));
    /// assert!(shown.html.contains("<h1>Tiny</h1>"));
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub(crate) fn rich(&self) -> Rich {
        match self.render_markdown(false) {
            Ok(md) => Rich {
                html: wrap(&markdown_to_html(&md)),
                svg: last_figure(&md),
                plain: md,
            },
            Err(e) => failed(&e.to_string()),
        }
    }

    /// Shows the worksheet in evcxr.
    pub fn evcxr_display(&self) {
        self.rich().evcxr_display();
    }

    /// The trace of the exercise, when its kind has a `trace` part (asked or not).
    pub fn trace(&self) -> Option<Trace> {
        self.kind.part("trace")?;
        if self.parts.iter().any(|p| p.name == "trace") {
            return self.solve().trace();
        }
        let mut ex = self.clone();
        ex.parts.insert(
            0,
            Part {
                name: "trace",
                arg: PartArg::None,
                choices: None,
                points: None,
                span: ex.span,
            },
        );
        ex.stated.clear();
        ex.solve().trace()
    }
}

fn failed(message: &str) -> Rich {
    Rich {
        plain: message.to_string(),
        html: wrap(&format!("<pre>{}</pre>", md_escape(message))),
        svg: None,
    }
}

fn md_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

impl Solution {
    /// The answer of a part in the answers-file notation (`{ 1: [-1, 4, -10], … }`, `2`), as
    /// `mlex solve` prints it and as a student writes it.
    pub fn answer_text(&self, part: &str) -> Option<String> {
        let style = self.exercise.fmt().value_style();
        self.answer(part).map(|v| v.to_yaml(style))
    }

    /// Every answer as an answers file (what `mlex solve` prints, and `mlex check` reads).
    pub fn answers_yaml(&self) -> String {
        let style = self.exercise.fmt().value_style();
        let mut out = String::new();
        for n in &self.notes {
            out.push_str(&format!("# note: {n}\n"));
        }
        for p in &self.parts {
            out.push_str(&p.value.to_yaml_entry(p.part.name, style));
            out.push('\n');
        }
        out
    }

    /// The answers and the worked solution for a notebook.
    ///
    /// ```
    /// let ex = mlex::Exercise::from_yaml(
    ///     "kind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\nmargin: 0.1\n",
    /// )?;
    /// let shown = mlex::Rich::from(&ex.solve());
    /// // Four passes (computed with Python's fractions): w_a = (1, -2), w_b = (-1, 2).
    /// assert!(shown.plain.contains("final_weights: { a: [1, -2], b: [-1, 2] }"), "{}", shown.plain);
    /// assert!(shown.html.contains("Solution"));
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub(crate) fn rich(&self) -> Rich {
        let ex = &self.exercise;
        let mut plain = format!("{}\n{}", heading(ex, "heading-answers"), self.answers_yaml());
        for s in self.disagreements() {
            plain.push_str(&format!(
                "# the source gives `{}` for `{}`; the exact answer is `{}`\n",
                s.stated, s.part, s.computed
            ));
        }
        match crate::render::Renderer::builtin().and_then(|r| r.markdown(ex, Some(self))) {
            Ok(md) => Rich {
                plain,
                html: wrap(&markdown_to_html(&md)),
                svg: last_figure(&md),
            },
            Err(e) => failed(&e.to_string()),
        }
    }

    /// Shows the answers (REPL) and the worked solution (Jupyter) in evcxr.
    pub fn evcxr_display(&self) {
        self.rich().evcxr_display();
    }

    /// The trace, when the `trace` part is asked (see also [`Exercise::trace`]).
    pub fn trace(&self) -> Option<Trace> {
        let sp = self.parts.iter().find(|p| p.part.name == "trace")?;
        let Value::List(states) = &sp.computed else {
            return None;
        };
        let ex = &self.exercise;
        let steps = states
            .iter()
            .enumerate()
            .map(|(k, state)| TraceStep {
                label: ex.problem.step_label(&sp.part, k, ex.lang),
                state: state.clone(),
            })
            .collect();
        Some(Trace {
            exercise: ex.id.clone(),
            title: title(ex),
            kind: ex.kind.name,
            style: ex.fmt().value_style(),
            steps,
            worked: self.view.get("trace").and_then(view_table),
            stop: self.view.get("stop").and_then(Json::as_str).map(str::to_string),
        })
    }
}

/// One step of a trace: where it is, and the state after it.
#[derive(Clone, Debug, PartialEq)]
pub struct TraceStep {
    /// "iteration 1, sample 2".
    pub label: String,
    /// The weights after the step.
    pub state: Value,
}

/// A training trace: the state after every step, and the worked table of the kind (the seed's
/// layout) when it has one. Owned, so it can be kept in a notebook variable.
#[derive(Clone, Debug, PartialEq)]
pub struct Trace {
    /// The exercise id.
    pub exercise: String,
    /// The exercise title.
    pub title: String,
    /// The kind.
    pub kind: &'static str,
    /// How numbers are written.
    pub style: Style,
    /// Every step, in order.
    pub steps: Vec<TraceStep>,
    /// The worked table (display strings), when the kind has one.
    pub worked: Option<Table>,
    /// Why training stopped, when the kind says.
    pub stop: Option<String>,
}

impl Trace {
    /// The number of steps.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether there are no steps.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The state after step `k` (1-based, as in the worksheet), in answers notation.
    pub fn state_text(&self, k: usize) -> Option<String> {
        let step = self.steps.get(k.checked_sub(1)?)?;
        Some(step.state.to_yaml(self.style))
    }

    /// The state after the last step.
    pub(crate) fn last(&self) -> Option<&Value> {
        self.steps.last().map(|s| &s.state)
    }

    /// The trace for a notebook: one line per step (REPL); the worked table and the final
    /// weights as a matrix (Jupyter).
    pub(crate) fn rich(&self) -> Rich {
        let width = self.steps.iter().map(|s| s.label.chars().count()).max().unwrap_or(0);
        let mut plain = format!("Trace · {} ({}): {} steps\n", self.title, self.kind, self.len());
        for (k, s) in self.steps.iter().enumerate() {
            plain.push_str(&format!(
                "{:>4}  {:<width$}  {}\n",
                k + 1,
                s.label,
                s.state.to_yaml(self.style)
            ));
        }
        if let Some(stop) = &self.stop {
            plain.push_str(stop);
            plain.push('\n');
        }
        let mut html = format!("<h3>Trace · {}</h3>\n", md(&crate::present::inline(&self.title)));
        match &self.worked {
            Some(t) => html.push_str(&table_html(t)),
            None => {
                let mut t = Table::new(&["step", "", "state"]);
                for (k, s) in self.steps.iter().enumerate() {
                    t.row(&[(k + 1).to_string(), s.label.clone(), s.state.to_pretty(self.style)]);
                }
                html.push_str(&table_html(&t));
            }
        }
        if let Some(stop) = &self.stop {
            html.push_str(&format!("<p>{}</p>\n", md(stop)));
        }
        // The weights as a matrix, for the kinds whose states are weights.
        let weights = crate::kinds::find(self.kind).is_some_and(|k| k.part("final_weights").is_some());
        if let (true, Some(last)) = (weights, self.last()) {
            html.push_str("<p><strong>Final weights</strong></p>\n");
            html.push_str(&matrix_html(last, self.style));
        }
        Rich {
            plain,
            html: wrap(&html),
            svg: None,
        }
    }

    /// Shows the trace in evcxr.
    pub fn evcxr_display(&self) {
        self.rich().evcxr_display();
    }
}

/// Colours of a verdict: text and background (readable on light and dark themes).
fn colours(v: Verdict) -> (&'static str, &'static str) {
    match v {
        Verdict::Right => ("#116329", "#dafbe1"),
        Verdict::Partial | Verdict::Consistent => ("#7d4e00", "#fff8c5"),
        Verdict::Wrong => ("#a40e26", "#ffebe9"),
        Verdict::Missing => ("#57606a", "#eaeef2"),
    }
}

impl Report {
    /// The verdict of a part.
    pub fn verdict(&self, part: &str) -> Option<Verdict> {
        self.parts.iter().find(|p| p.part == part).map(|p| p.verdict)
    }

    /// The report for a notebook: the text of `mlex check` (REPL); a table with coloured
    /// verdicts, points, hints and the score (Jupyter).
    ///
    /// ```
    /// let ex = mlex::Exercise::from_yaml(
    ///     "kind: perceptron\nsamples: [{x: [0], y: 1}, {x: [1], y: 2}]\nmargin: 0.1\nask: [iterations]\n",
    /// )?;
    /// let shown = mlex::Rich::from(&ex.check("iterations: 2\n")?);
    /// assert!(shown.plain.contains("✗ iterations"));
    /// assert!(shown.html.contains("wrong"));
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub(crate) fn rich(&self) -> Rich {
        let mut html = format!(
            "<h3>Check · {} ({})</h3>\n<table>\n<thead><tr><th>part</th><th>verdict</th><th>points</th><th>what to look at</th></tr></thead>\n<tbody>\n",
            md(&crate::present::inline(&self.exercise)),
            self.kind
        );
        for p in &self.parts {
            let (fg, bg) = colours(p.verdict);
            let mut notes: Vec<String> = p.hint.iter().map(|h| md(h)).collect();
            notes.extend(p.details.iter().map(|d| md(d)));
            html.push_str(&format!(
                "<tr><td><code>{}</code></td><td style=\"color:{fg};background:{bg};font-weight:600\">{}</td><td>{} / {}</td><td class=\"notes\">{}</td></tr>\n",
                md_escape(&p.part),
                p.verdict.word(),
                points(&p.earned),
                points(&p.points),
                notes.join("<br>")
            ));
        }
        let (fg, bg) = colours(if self.all_right() {
            Verdict::Right
        } else {
            Verdict::Wrong
        });
        html.push_str(&format!(
            "</tbody>\n</table>\n<p style=\"color:{fg};background:{bg};display:inline-block;padding:2px 8px;font-weight:600\">score: {} / {}</p>\n",
            points(&self.earned),
            points(&self.total)
        ));
        for w in self.warnings.short() {
            html.push_str(&format!("<blockquote>{}</blockquote>\n", md_escape(&w)));
        }
        Rich {
            plain: self.to_text(false),
            html: wrap(&html),
            svg: None,
        }
    }

    /// Shows the report in evcxr.
    pub fn evcxr_display(&self) {
        self.rich().evcxr_display();
    }
}

fn points(n: &crate::num::Number) -> String {
    let s = n.round_to(2);
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Exercise;

    const UPV: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/exercises/perceptron/upv-2023-01-26.yaml");
    const ANSWERS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/notebooks/answers/upv-2023-01-26.yaml");

    /// What evcxr 0.22 makes of a cell's standard output (eval_context.rs): a line containing
    /// `EVCXR_BEGIN_CONTENT <mime>` opens a block, which only a line equal to `EVCXR_END_CONTENT`
    /// or `EVCXR_PANIC_NOTIFICATION` closes. Returns (mime, content) pairs and the other lines.
    fn evcxr_parse(out: &str) -> (Vec<(String, String)>, Vec<String>) {
        let mut blocks = Vec::new();
        let mut loose = Vec::new();
        let mut lines = out.lines();
        while let Some(line) = lines.next() {
            if let Some(i) = line.find("EVCXR_BEGIN_CONTENT ") {
                let mime = line[i + 20..].split(' ').next().unwrap_or_default().to_string();
                let mut content: Vec<&str> = Vec::new();
                for l in lines.by_ref() {
                    if l == "EVCXR_END_CONTENT" || l == "EVCXR_PANIC_NOTIFICATION" {
                        break;
                    }
                    content.push(l);
                }
                blocks.push((mime, content.join("\n")));
            } else {
                loose.push(line.to_string());
            }
        }
        (blocks, loose)
    }

    fn mimes(r: &Rich) -> Vec<String> {
        let (blocks, loose) = evcxr_parse(&r.evcxr_content());
        assert!(loose.is_empty(), "{loose:?}");
        blocks.into_iter().map(|(m, _)| m).collect()
    }

    #[test]
    fn every_display_is_a_plain_block_then_an_html_block() {
        let ex = Exercise::load(UPV).unwrap();
        let sol = ex.solve();
        let report = ex.check_file(ANSWERS).unwrap();
        for r in [ex.rich(), sol.rich(), sol.trace().unwrap().rich(), report.rich()] {
            assert_eq!(mimes(&r), ["text/plain", "text/html"]);
            let (blocks, _) = evcxr_parse(&r.evcxr_content());
            assert_eq!(blocks[0].1, r.plain.trim_end());
            assert_eq!(blocks[1].1, r.html.trim_end());
            assert!(r.html.starts_with("<div class=\"mlex\">"), "{}", r.html);
        }
    }

    #[test]
    fn a_figure_is_also_an_svg_block_the_last_of_the_page() {
        // exercises/svm/soft-margin-plane.yaml asks for `figures: [margins]`: the worksheet
        // shows the samples, the solution's page both figures, and the block is the key's
        let ex = Exercise::load(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/exercises/svm/soft-margin-plane.yaml"
        ))
        .unwrap();
        let (sheet, key) = (ex.rich(), ex.solve().rich());
        for (r, title, name) in [
            (&sheet, "<title>The training samples</title>", "samples"),
            (
                &key,
                "<title>SVM: separating line, margins and support vectors</title>",
                "margins",
            ),
        ] {
            assert_eq!(mimes(r), ["text/plain", "text/html", "image/svg+xml"]);
            let (blocks, _) = evcxr_parse(&r.evcxr_content());
            let svg = r.svg.as_deref().unwrap();
            assert_eq!(blocks[2].1, svg.trim_end());
            assert!(
                svg.starts_with(&format!(
                    "<svg class=\"figure-{name}\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\""
                )) && svg.contains(title),
                "{svg}"
            );
            // the same figure is inline in the HTML block
            assert!(r.html.contains(svg.trim_end()), "{}", r.html);
        }
        // a page without figures has no svg block (the trace and reports never have one)
        let plain = Exercise::load(UPV).unwrap();
        assert_eq!(plain.rich().svg, None);
    }

    #[test]
    fn a_spec_cannot_end_a_block_or_inject_html() {
        let yaml = "kind: perceptron\ntitle: \"<script>alert(1)</script>\"\nstatement: |\n  EVCXR_END_CONTENT\n  EVCXR_BEGIN_CONTENT text/html\n  <img src=x onerror=alert(1)>\n  EVCXR_PANIC_NOTIFICATION\nclasses: [\"<b>a</b>\", b]\nsamples: [{x: [0], y: \"<b>a</b>\"}, {x: [1], y: b}]\n";
        let ex = Exercise::from_yaml(yaml).unwrap();
        let sol = ex.solve();
        for r in [ex.rich(), sol.rich(), sol.trace().unwrap().rich()] {
            assert_eq!(mimes(&r), ["text/plain", "text/html"], "{}", r.evcxr_content());
            let (blocks, _) = evcxr_parse(&r.evcxr_content());
            let html = &blocks[1].1;
            for bad in ["<script", "<img", "<b>"] {
                assert!(!html.contains(bad), "{bad} in {html}");
            }
            assert!(!blocks[0].1.lines().any(|l| l.trim() == "EVCXR_END_CONTENT"));
        }
        // The statement still reads the same.
        let (blocks, _) = evcxr_parse(&ex.rich().evcxr_content());
        assert!(blocks[0].1.contains("EVCXR\u{200B}_END_CONTENT"), "{}", blocks[0].1);
        assert!(blocks[1].1.contains("EVCXR&#95;END_CONTENT"), "{}", blocks[1].1);
    }

    #[test]
    fn the_trace_of_the_2023_01_26_problem() {
        let trace = Exercise::load(UPV).unwrap().trace().unwrap();
        // Seed 003, U2.2, 2023_01_26: samples 1-3 leave the initial weights alone (with the
        // margin, each true class wins); sample 4 (class 2) is misclassified, and the seed's
        // final weights follow (rows recomputed with Python's fractions).
        assert_eq!(trace.len(), 4);
        let initial = "{ 1: [-1, 4, -10], 2: [0, -6, -2], 3: [-3, -8, 2] }";
        for k in 1..=3 {
            assert_eq!(trace.state_text(k).as_deref(), Some(initial), "step {k}");
        }
        assert_eq!(
            trace.state_text(4).as_deref(),
            Some("{ 1: [-1, 4, -10], 2: [1, -5, 0], 3: [-4, -9, 0] }")
        );
        assert_eq!(trace.state_text(0), None);
        assert_eq!(trace.state_text(5), None);
        let labels: Vec<&str> = trace.steps.iter().map(|s| s.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "iteration 1, sample 1",
                "iteration 1, sample 2",
                "iteration 1, sample 3",
                "iteration 1, sample 4"
            ]
        );
        let r = trace.rich();
        assert!(
            r.plain
                .contains("   4  iteration 1, sample 4  { 1: [-1, 4, -10], 2: [1, -5, 0], 3: [-4, -9, 0] }"),
            "{}",
            r.plain
        );
        // The worked table (the seed's layout) and the final weights as a matrix, one column
        // per class: row d = 1 holds w₁₁ = 4, w₂₁ = -5, w₃₁ = -9.
        #[cfg(feature = "mathml")]
        assert!(
            r.html.contains(
                "<th><math><msubsup><mi>w</mi><mi>c</mi><mi>⊤</mi></msubsup><mover accent=\"true\"><mi>x</mi>"
            ),
            "{}",
            r.html
        );
        #[cfg(not(feature = "mathml"))]
        assert!(
            r.html.contains("<th><span class=\"math\">w_cᵀ x̄ + b</span></th>"),
            "{}",
            r.html
        );
        let matrix = &r.html[r.html.find("class=\"matrix\"").unwrap()..];
        assert!(matrix.contains("<th>w₁</th><th>w₂</th><th>w₃</th>"), "{matrix}");
        assert!(
            matrix.contains("<tr><td>1</td><td>4</td><td>-5</td><td>-9</td></tr>"),
            "{matrix}"
        );
    }

    #[test]
    fn a_trace_without_asking_for_it_and_none_for_kinds_without() {
        let ex = Exercise::from_yaml(
            "kind: binary-perceptron\nsamples: [{x: [0], y: -1}, {x: [1], y: 1}]\nask: [iterations]\nstated: {iterations: 4}\n",
        )
        .unwrap();
        let trace = ex.trace().unwrap();
        // By hand (and with Python's fractions): (-1, 0) (0, 1) | (-1, 1) (0, 2) | (-1, 2) (-1, 2)
        // | (-1, 2) (-1, 2).
        let states: Vec<String> = (1..=trace.len()).filter_map(|k| trace.state_text(k)).collect();
        assert_eq!(
            states,
            [
                "[-1, 0]", "[0, 1]", "[-1, 1]", "[0, 2]", "[-1, 2]", "[-1, 2]", "[-1, 2]", "[-1, 2]"
            ]
        );
        assert!(ex.solve().trace().is_none(), "not asked: the solution has none");
        // One vector: a one-column matrix.
        let html = trace.rich().html;
        assert!(html.contains("<th>d</th><th>w</th>"), "{html}");
        let step = Exercise::load(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/exercises/perceptron-step/upv-2023-01-17-q4.yaml"
        ))
        .unwrap();
        assert!(step.trace().is_none());
    }

    #[test]
    fn the_report_colours_its_verdicts() {
        let ex = Exercise::load(UPV).unwrap();
        let r = ex.check_file(ANSWERS).unwrap().rich();
        let row = |part: &str| {
            let start = r.html.find(&format!("<code>{part}</code>")).unwrap();
            r.html[start..].lines().next().unwrap().to_string()
        };
        assert!(row("classify").contains("color:#a40e26;background:#ffebe9;font-weight:600\">wrong<"));
        assert!(row("trace").contains("color:#116329;background:#dafbe1;font-weight:600\">right<"));
        assert!(row("trace").contains("1.5 / 1.5"));
        // trace 1.5 + classify 0.5; errors, final weights and discriminants are worth 0 (the seed's
        // 2 points)
        assert!(r.html.contains("score: 1.5 / 2"), "{}", r.html);
        assert!(r.plain.contains("✗ classify"), "{}", r.plain);
        let partial = ex.check("trace: [[1]]\n").unwrap().rich();
        assert!(partial.html.contains("#a40e26"), "{}", partial.html);
        assert!(partial.html.contains(">missing<"), "{}", partial.html);
    }

    #[test]
    fn the_solution_shows_answers_and_the_sources_slips() {
        let ex = Exercise::from_yaml(
            "kind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\nmargin: 0.1\nask: [iterations]\nstated: {iterations: 3}\n",
        )
        .unwrap();
        let r = ex.solve().rich();
        // Four passes (Python's fractions): the stated 3 is a slip.
        assert!(r.plain.contains("iterations: 4\n"), "{}", r.plain);
        assert!(
            r.plain
                .contains("# the source gives `3` for `iterations`; the exact answer is `4`"),
            "{}",
            r.plain
        );
        assert!(r.html.contains("<h2>Solution</h2>"), "{}", r.html);
    }

    #[test]
    fn every_shipped_exercise_shows_itself() {
        fn specs(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for e in std::fs::read_dir(dir).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    specs(&p, out);
                } else if p.extension().is_some_and(|x| x == "yaml") {
                    out.push(p);
                }
            }
        }
        let mut all = Vec::new();
        specs(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("exercises"),
            &mut all,
        );
        assert!(all.len() >= 10, "{all:?}");
        // Exam files (exercises/exams/) are not specs.
        all.retain(|p| !crate::exam::is_exam(&std::fs::read_to_string(p).unwrap()));
        for path in all {
            for ex in crate::load_all(&path).unwrap() {
                let sol = ex.solve();
                // Its own answers, as a student would write them, are all right.
                let report = ex.check(&sol.answers_yaml()).unwrap();
                assert!(report.all_right(), "{}: {}", path.display(), report.to_text(true));
                let mut shown = vec![ex.rich(), sol.rich(), report.rich()];
                shown.extend(ex.trace().map(|t| t.rich()));
                for r in shown {
                    let mut expected = vec!["text/plain", "text/html"];
                    if r.svg.is_some() {
                        expected.push("image/svg+xml");
                    }
                    assert_eq!(mimes(&r), expected, "{}", path.display());
                    assert!(!r.plain.trim().is_empty() && !r.html.contains("<script"));
                }
            }
        }
    }

    #[test]
    fn one_paragraph_fits_in_a_cell() {
        assert_eq!(md("a `b` <c>"), "a <code>b</code> &lt;c&gt;");
        assert_eq!(md("a\n\nb"), "<p>a</p>\n<p>b</p>");
    }
}
