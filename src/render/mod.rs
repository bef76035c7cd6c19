//! Exercise (+ solution) → Markdown through tera templates → one self-contained HTML page.
//!
//! Templates lay out strings prepared here and by the kinds; they never compute. The built-in
//! templates are embedded; a directory given with `--templates` overrides them by file name.
//!
//! One file per page, each with its typed context: `worksheet` (an exercise's worksheet and
//! key; the context `WorksheetContext`), `key` (what a key adds: answer lines in bold, the
//! answers' texts), `exam_page` (an exam variant's page from plain data, `ExamSheet`; the
//! context `ExamPage`), `page` (the HTML frame around a page's body, and the books of several
//! exercises or variants), `tables` (tables made accessible), `template` (the filter the
//! templates call, and the tidying of their output), `markdown` (Markdown made safe and
//! converted). These know exercises and solutions, not exams or practice pages. One file is
//! left above them, to move out of the renderer: `exam_sheet` (the public `Renderer::exam` … and
//! the plain data of an exam variant's page). The practice page is built in `crate::practice`,
//! above the renderer, from the pieces it makes public to the crate.

mod exam_page;
mod exam_sheet;
mod key;
mod markdown;
mod page;
mod tables;
mod template;
mod worksheet;

use std::path::Path;

use tera::Tera;

pub use markdown::{markdown_to_html, markdown_to_html_tex, options as markdown_options, sanitize_markdown};

/// Not API: for the `pieces` fuzz target (fuzz/fuzz_targets/pieces.rs) only. The HTML an exam
/// page gets from its pieces' parses (`page` cut at the byte offsets `cuts`), `None` when the
/// pieces do not show the page safe; and the page made safe and converted whole, the way every
/// page went before (the oracle: where the first is `Some`, the page must be its own safe
/// Markdown and the two HTMLs the same).
#[doc(hidden)]
pub fn pieces_and_whole(page: &str, cuts: &[usize]) -> (Option<String>, (String, String)) {
    (
        markdown::safe_html_of_pieces(page, cuts),
        markdown::sanitized_with_html(page.to_string()),
    )
}

pub(crate) use exam_page::{ExamHeader, ExamSheet, ExamStudent};
// what the practice page (crate::practice) and the other modules of the crate use
pub(crate) use exam_page::demote;
use page::PageFrame;
pub(crate) use page::{one_line, plain_text, shift_headings};
pub(crate) use tables::accessible_tables;
use template::{md_table, tidy};
pub(crate) use worksheet::{answer_table, data_field};
pub(crate) use worksheet::{exercise_title, split_solution};

use crate::kinds::KINDS;

/// Templates shared by every kind.
pub static SHARED_TEMPLATES: &[(&str, &str)] = &[
    ("components.md", include_str!("../../templates/components.md")),
    ("header.md", include_str!("../../templates/header.md")),
    ("question-extra.md", include_str!("../../templates/question-extra.md")),
    ("answer-extra.md", include_str!("../../templates/answer-extra.md")),
    ("answer-rule.md", include_str!("../../templates/answer-rule.md")),
    ("variant.md", include_str!("../../templates/variant.md")),
    ("exam.md", include_str!("../../templates/exam.md")),
    // `mlex report`'s page (its context: `analysis::view::Context`)
    ("report.md", include_str!("../../templates/report.md")),
    ("page.html", include_str!("../../templates/page.html")),
    ("style.css", include_str!("../../templates/style.css")),
];

/// A template or rendering failure: a message with tera's whole cause chain, and tera's error
/// itself as the [`source`](std::error::Error::source).
#[derive(Debug)]
pub struct RenderError {
    message: String,
    cause: Option<tera::Error>,
}

impl RenderError {
    fn new(message: String) -> Self {
        RenderError { message, cause: None }
    }

    /// A tera failure, described as `context` followed by tera's cause chain.
    fn tera(context: Option<String>, e: tera::Error) -> Self {
        let chain = chain(&e);
        RenderError {
            message: context.map_or_else(|| chain.clone(), |c| format!("{c}: {chain}")),
            cause: Some(e),
        }
    }

    /// The message (with the cause chain).
    pub(crate) fn message(&self) -> &str {
        &self.message
    }
}

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RenderError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.cause.as_ref().map(|e| e as &(dyn std::error::Error + 'static))
    }
}

/// The error and its causes, each without tera's own `error: ` (the caller's message has one).
fn chain(e: &dyn std::error::Error) -> String {
    let strip = |t: String| t.strip_prefix("error: ").map(str::to_string).unwrap_or(t);
    let mut out = strip(e.to_string());
    let mut src = e.source();
    while let Some(s) = src {
        let t = strip(s.to_string());
        if !out.contains(&t) {
            out.push_str("\n  caused by: ");
            out.push_str(&t);
        }
        src = s.source();
    }
    out
}

/// Output format of a worksheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    /// Markdown.
    #[default]
    Markdown,
    /// One self-contained HTML page.
    Html,
}

/// The loaded templates.
pub struct Renderer {
    tera: Tera,
    css: String,
    /// `css` as the template's value, built once: every page of a run shares it.
    css_value: tera::Value,
    /// Whether `page.html` is the built-in one, which shows `body` once, as it is, and reads
    /// nothing else of it: a page is then its frame around the body ([`Renderer::page_of_html`]).
    builtin_page: bool,
    /// The last frame of [`Renderer::page_of_html`]: its title and language, and the page's
    /// text before and after the body. Every page of an exam run shares it.
    frame: std::sync::Mutex<Option<PageFrame>>,
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Renderer")
    }
}

/// Every built-in template: (file name, text).
pub fn builtin_templates() -> Vec<(String, &'static str)> {
    let mut all: Vec<(String, &'static str)> = SHARED_TEMPLATES.iter().map(|(n, t)| (n.to_string(), *t)).collect();
    all.extend(KINDS.iter().map(|k| (k.template_name(), k.template)));
    all
}

impl Renderer {
    /// The pages' style sheet (`style.css`, the built-in one or the `--templates` one).
    pub(crate) fn css(&self) -> &str {
        &self.css
    }

    /// The built-in templates.
    pub fn new() -> Result<Self, RenderError> {
        Renderer::build(
            builtin_templates()
                .into_iter()
                .map(|(n, t)| (n, t.to_string()))
                .collect(),
        )
    }

    /// The renderer of the built-in templates, built once per process: the library's
    /// `render_markdown`, `render_html`, a notebook's rich display and the fuzz targets share it
    /// instead of parsing every template again for each exercise (they were 13% of the
    /// `solve_render` fuzz target's time, which calls them for every input).
    ///
    /// ```
    /// let a = mlex::Renderer::builtin()?;
    /// assert!(std::ptr::eq(a, mlex::Renderer::builtin()?));
    /// # Ok::<(), mlex::RenderError>(())
    /// ```
    pub fn builtin() -> Result<&'static Renderer, RenderError> {
        static BUILTIN: std::sync::OnceLock<Renderer> = std::sync::OnceLock::new();
        if let Some(r) = BUILTIN.get() {
            return Ok(r);
        }
        let r = Renderer::new()?;
        Ok(BUILTIN.get_or_init(|| r))
    }

    /// The built-in templates, with files of the same name in `dir` taking their place.
    /// A file in `dir` that is not a template name is an error (a typo would be ignored
    /// silently otherwise).
    pub fn with_overrides(dir: &Path) -> Result<Self, RenderError> {
        let mut all: Vec<(String, String)> = builtin_templates()
            .into_iter()
            .map(|(n, t)| (n, t.to_string()))
            .collect();
        let entries = std::fs::read_dir(dir)
            .map_err(|e| RenderError::new(format!("cannot read the template directory `{}`: {e}", dir.display())))?;
        let mut names: Vec<_> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.is_file())
            .collect();
        names.sort();
        for path in names {
            let Some(name) = path.file_name().and_then(|n| n.to_str()).map(str::to_string) else {
                continue;
            };
            if name.starts_with('.') {
                continue;
            }
            let Some(slot) = all.iter_mut().find(|(n, _)| *n == name) else {
                let known: Vec<String> = all.iter().map(|(n, _)| format!("`{n}`")).collect();
                return Err(RenderError::new(format!(
                    "`{}` is not a template name\n  help: the templates are {}",
                    path.display(),
                    known.join(", ")
                )));
            };
            slot.1 = std::fs::read_to_string(&path)
                .map_err(|e| RenderError::new(format!("cannot read `{}`: {e}", path.display())))?;
        }
        Renderer::build(all)
    }

    /// The template `name` of the set rendered with `context` (`mlex report`'s `report.md`).
    pub(crate) fn render_template(&self, name: &str, context: &impl serde::Serialize) -> Result<String, RenderError> {
        let ctx =
            tera::Context::from_serialize(context).map_err(|e| RenderError::tera(Some(format!("`{name}`")), e))?;
        self.tera
            .render(name, &ctx)
            .map_err(|e| RenderError::tera(Some(format!("cannot render `{name}`")), e))
    }

    fn build(all: Vec<(String, String)>) -> Result<Self, RenderError> {
        let mut tera = Tera::new();
        tera.register_function("t", crate::i18n::tera_function);
        tera.register_filter("md_table", md_table);
        let css = all
            .iter()
            .find(|(n, _)| n == "style.css")
            .map(|(_, t)| t.clone())
            .unwrap_or_default();
        tera.add_raw_templates(
            all.iter()
                .filter(|(n, _)| n != "style.css")
                .map(|(n, t)| (n.as_str(), t.as_str())),
        )
        .map_err(|e| RenderError::tera(None, e))?;
        let css_value = tera::Value::from(css.as_str());
        let builtin_page = all
            .iter()
            .any(|(n, t)| n == "page.html" && t == include_str!("../../templates/page.html"));
        Ok(Renderer {
            tera,
            css,
            css_value,
            builtin_page,
            frame: std::sync::Mutex::new(None),
        })
    }
}
