//! Exercise (+ solution) → Markdown through tera templates → one self-contained HTML page.
//!
//! Templates lay out strings prepared here and by the kinds; they never compute. The built-in
//! templates are embedded; a directory given with `--templates` overrides them by file name.

mod markdown;
mod practice;

pub use practice::PracticeInput;

use std::path::Path;

use serde_json::json;
use tera::{Context, Tera};

pub use markdown::{
    MAX_TEX_DEPTH, markdown_to_html, markdown_to_html_tex, options as markdown_options, sanitize_markdown, tex_depth,
    too_deep_tex,
};

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

use crate::exercise::{Choices, Exercise, PartArg, Solution};
use crate::i18n::Lang;
use crate::kinds::KINDS;
use crate::present::{Fmt, letter};
use crate::value::Value;

/// Templates shared by every kind.
pub static SHARED_TEMPLATES: &[(&str, &str)] = &[
    ("components.md", include_str!("../../templates/components.md")),
    ("header.md", include_str!("../../templates/header.md")),
    ("question-extra.md", include_str!("../../templates/question-extra.md")),
    ("answer-extra.md", include_str!("../../templates/answer-extra.md")),
    ("answer-rule.md", include_str!("../../templates/answer-rule.md")),
    ("variant.md", include_str!("../../templates/variant.md")),
    ("exam.md", include_str!("../../templates/exam.md")),
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
    pub fn message(&self) -> &str {
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

/// What [`Renderer::page_of_html`] puts around a page's body, for one title and language.
struct PageFrame {
    title: String,
    lang: Lang,
    before: String,
    after: String,
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
    /// let a = mlex::render::Renderer::builtin()?;
    /// assert!(std::ptr::eq(a, mlex::render::Renderer::builtin()?));
    /// # Ok::<(), mlex::render::RenderError>(())
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

    /// The worksheet of one exercise in Markdown, with the worked solution when given; a drawn
    /// variant ends with its seed and number.
    pub fn markdown(&self, ex: &Exercise, solution: Option<&Solution>) -> Result<String, RenderError> {
        self.markdown_with(ex, solution, None)
    }

    /// The student's worksheet of one exercise whose solution `values` is known but not shown
    /// (the Moodle export's question text): [`Renderer::markdown`] without solving again.
    pub(crate) fn worksheet_with_values(&self, ex: &Exercise, values: &Solution) -> Result<String, RenderError> {
        self.markdown_with(ex, None, Some(values))
    }

    /// [`Renderer::markdown`], with `values` as in [`Renderer::body`].
    fn markdown_with(
        &self,
        ex: &Exercise,
        solution: Option<&Solution>,
        values: Option<&Solution>,
    ) -> Result<String, RenderError> {
        let out = self.body(ex, solution, values, true)?;
        let Some(d) = &ex.variant else {
            return Ok(out);
        };
        // The variant's footer: the seed and number that draw it again.
        let ctx = Context::from_serialize(
            &json!({ "lang": ex.lang.code(), "variant": { "seed": d.seed, "number": d.number } }),
        )
        .map_err(|e| RenderError::tera(None, e))?;
        let footer = self
            .tera
            .render("variant.md", &ctx)
            .map_err(|e| RenderError::tera(Some("cannot render `variant.md`".into()), e))?;
        Ok(tidy(&format!("{out}\n{footer}")))
    }

    /// The worksheet of one exercise without the variant's footer. `values` is the exercise's
    /// solution when known but not to be shown (the student's exam of a keyed variant): the
    /// answer rule reads it rather than solving again. `own_points`: the exercise's `points`
    /// line is shown (an exam shows its own points instead).
    fn body(
        &self,
        ex: &Exercise,
        solution: Option<&Solution>,
        values: Option<&Solution>,
        own_points: bool,
    ) -> Result<String, RenderError> {
        let texts = solution.map(|s| answer_texts(ex, s));
        let ctx = context(ex, solution.zip(texts.as_deref()), values, own_points)?;
        self.body_of(ex, &ctx, solution.zip(texts.as_deref()))
    }

    /// [`Renderer::body`] before it is made safe ([`Renderer::unsafe_body_of`]).
    fn unsafe_body(
        &self,
        ex: &Exercise,
        solution: Option<&Solution>,
        values: Option<&Solution>,
        own_points: bool,
    ) -> Result<String, RenderError> {
        let texts = solution.map(|s| answer_texts(ex, s));
        let ctx = context(ex, solution.zip(texts.as_deref()), values, own_points)?;
        self.unsafe_body_of(ex, &ctx, solution.zip(texts.as_deref()))
    }

    /// An exam question without and with its worked solution (`sol`): the exam's text and the
    /// key's, the texts of [`Renderer::body`] with `(None, Some(sol), false)` and
    /// `(Some(sol), None, false)`. The two contexts differ only in `solution` (the answer rule
    /// and generated choices read the same solve), so the template's context is built once.
    /// With `safe` false, the texts are not yet made safe ([`Renderer::unsafe_body_of`]).
    fn question_and_key(&self, ex: &Exercise, sol: &Solution, safe: bool) -> Result<(String, String), RenderError> {
        // the answers' texts formatted once, for the key's template and its answer lines
        let texts = answer_texts(ex, sol);
        let key_ctx = context(ex, Some((sol, &texts)), None, false)?;
        let mut exam_ctx = key_ctx.clone();
        exam_ctx.insert_value("solution", tera::Value::from(()));
        let (question, key) = (
            self.unsafe_body_of(ex, &exam_ctx, None)?,
            self.unsafe_body_of(ex, &key_ctx, Some((sol, &texts)))?,
        );
        Ok(if safe {
            (
                sanitize_markdown(&question).into_owned(),
                sanitize_markdown(&key).into_owned(),
            )
        } else {
            (question, key)
        })
    }

    /// [`Renderer::body`] from the template's context: the kind's template rendered, the
    /// answers in bold when `solution` is shown, made safe.
    fn body_of(
        &self,
        ex: &Exercise,
        ctx: &Context,
        solution: Option<(&Solution, &[AnswerTexts])>,
    ) -> Result<String, RenderError> {
        // Spec text (title, statement, labels, options, stated answers …) is in the output as
        // written: the same rule as for HTML makes it safe to paste into any Markdown renderer.
        let out = self.unsafe_body_of(ex, ctx, solution)?;
        Ok(sanitize_markdown(&out).into_owned())
    }

    /// [`Renderer::body_of`] before it is made safe ([`sanitize_markdown`]): an exam page
    /// parses its questions' texts with the page ([`Renderer::exam_and_key_with_html`]).
    fn unsafe_body_of(
        &self,
        ex: &Exercise,
        ctx: &Context,
        solution: Option<(&Solution, &[AnswerTexts])>,
    ) -> Result<String, RenderError> {
        let out = self
            .tera
            .render(&ex.kind.template_name(), ctx)
            .map_err(|e| RenderError::tera(Some(format!("cannot render `{}`", ex.kind.template_name())), e))?;
        let out = tidy(&out);
        let out = match solution {
            Some((sol, texts)) => {
                let answers: Vec<String> = sol.parts.iter().zip(texts).map(|(p, t)| t.answer_line(p)).collect();
                bold_answers(&out, &answers, ex.lang)
            }
            None => out,
        };
        Ok(out)
    }

    /// One variant of an exam: the header (title, course, date, fields to fill in,
    /// instructions, total points), then every exercise as a numbered question with its points;
    /// with `solutions`, the worked key.
    pub fn exam(
        &self,
        exam: &crate::exam::Exam,
        v: &crate::exam::ExamVariant,
        solutions: bool,
        format: Format,
    ) -> Result<String, RenderError> {
        let solved = solutions.then(|| v.solve());
        self.exam_solved(exam, v, solved.as_deref(), format)
    }

    /// [`Renderer::exam`] with the variant's solutions given ([`crate::exam::ExamVariant::solve`],
    /// one per exercise) for the key, or `None` for the student's exam: a run that writes the
    /// key, `key.json` and `key.csv` of a variant solves it once.
    pub fn exam_solved(
        &self,
        exam: &crate::exam::Exam,
        v: &crate::exam::ExamVariant,
        solved: Option<&[Solution]>,
        format: Format,
    ) -> Result<String, RenderError> {
        self.exam_page(exam, v, solved, solved.is_some(), format)
    }

    /// The student's exam and its worked key of one variant, from one solve of it
    /// ([`crate::exam::ExamVariant::solve`]): the same texts as [`Renderer::exam_solved`] with
    /// `None` and with the solutions, without solving the variant again for the exam's answer
    /// rules.
    pub fn exam_and_key(
        &self,
        exam: &crate::exam::Exam,
        v: &crate::exam::ExamVariant,
        solved: &[Solution],
        format: Format,
    ) -> Result<(String, String), RenderError> {
        let (questions, answers) = self.questions_and_answers(v, solved, true)?;
        Ok((
            self.exam_page_of(exam, v, questions, false, format)?,
            self.exam_page_of(exam, v, answers, true, format)?,
        ))
    }

    /// Every question's text on the student's exam and in the key, from one context each; made
    /// safe when `safe` ([`Renderer::body_of`]), else as [`Renderer::unsafe_body_of`] makes them.
    fn questions_and_answers(
        &self,
        v: &crate::exam::ExamVariant,
        solved: &[Solution],
        safe: bool,
    ) -> Result<(Vec<String>, Vec<String>), RenderError> {
        let mut questions = Vec::with_capacity(v.exercises.len());
        let mut answers = Vec::with_capacity(v.exercises.len());
        for (i, (ex, _)) in v.exercises.iter().enumerate() {
            let (question, answer) = match solved.get(i) {
                Some(sol) => self.question_and_key(ex, sol, safe)?,
                None if safe => (self.body(ex, None, None, false)?, self.body(ex, None, None, false)?),
                None => (
                    self.unsafe_body(ex, None, None, false)?,
                    self.unsafe_body(ex, None, None, false)?,
                ),
            };
            questions.push(question);
            answers.push(answer);
        }
        Ok((questions, answers))
    }

    /// [`Renderer::exam_and_key`] in Markdown and as HTML pages at once: for the exam and for
    /// the key, (Markdown, HTML page), the texts of `exam_and_key` with [`Format::Markdown`] and
    /// of [`Renderer::html_page_of_safe`] of it. Each page's whole text is parsed once for both
    /// (the parse that finds nothing to make safe writes the HTML).
    ///
    /// The questions' texts are parsed only with their page: the page is made of them as they
    /// are, before they are made safe, and cut at them into pieces; when no piece needs an edit
    /// and the pieces parse as the page does (`markdown::safe_html_of_pieces`), every text was
    /// safe already, so the page is the one made of the safe texts, and it is safe too. Otherwise
    /// (a text with raw HTML, a page template that changes the texts …) the texts are made safe
    /// one by one and the page after them, as before.
    pub fn exam_and_key_with_html(
        &self,
        exam: &crate::exam::Exam,
        v: &crate::exam::ExamVariant,
        solved: &[Solution],
    ) -> Result<[(String, String); 2], RenderError> {
        let (questions, answers) = self.questions_and_answers(v, solved, false)?;
        let page = |bodies: Vec<String>, key: bool| -> Result<(String, String), RenderError> {
            let demoted = bodies.iter().map(|b| demote(b, 2)).collect();
            let (md, demoted) = self.exam_markdown_of_demoted(exam, v, demoted, key)?;
            if let Some(cuts) = cuts_at(&md, &demoted)
                && let Some(html) = markdown::safe_html_of_pieces(&md, &cuts)
            {
                let html = self.page_of_html(&exam.title, &accessible_tables(&html), exam.lang)?;
                return Ok((md, html));
            }
            let bodies = bodies.iter().map(|b| sanitize_markdown(b).into_owned()).collect();
            let (md, html) = markdown::sanitized_with_html(self.exam_markdown_of(exam, v, bodies, key)?);
            let html = self.page_of_html(&exam.title, &accessible_tables(&html), exam.lang)?;
            Ok((md, html))
        };
        Ok([page(questions, false)?, page(answers, true)?])
    }

    /// One exam page: the key when `key`, else the student's exam; `solved` (when given) is
    /// the variant's solutions, shown only in the key.
    fn exam_page(
        &self,
        exam: &crate::exam::Exam,
        v: &crate::exam::ExamVariant,
        solved: Option<&[Solution]>,
        key: bool,
        format: Format,
    ) -> Result<String, RenderError> {
        let mut bodies = Vec::with_capacity(v.exercises.len());
        for (i, (ex, _)) in v.exercises.iter().enumerate() {
            // The question's heading shows the points the exam gives; the exercise's own
            // `points` line would say something else.
            let sol = solved.and_then(|s| s.get(i));
            let (shown, values) = if key { (sol, None) } else { (None, sol) };
            bodies.push(self.body(ex, shown, values, false)?);
        }
        self.exam_page_of(exam, v, bodies, key, format)
    }

    /// The Markdown of an exam page from its questions' texts, not yet made safe: the header's
    /// spec text (title, course, instructions …) is made safe with the whole page.
    fn exam_markdown_of(
        &self,
        exam: &crate::exam::Exam,
        v: &crate::exam::ExamVariant,
        bodies: Vec<String>,
        key: bool,
    ) -> Result<String, RenderError> {
        let demoted = bodies.iter().map(|b| demote(b, 2)).collect();
        Ok(self.exam_markdown_of_demoted(exam, v, demoted, key)?.0)
    }

    /// [`Renderer::exam_markdown_of`] of the questions' texts with their headings moved down
    /// already (`demote`), given back with the page.
    fn exam_markdown_of_demoted(
        &self,
        exam: &crate::exam::Exam,
        v: &crate::exam::ExamVariant,
        bodies: Vec<String>,
        key: bool,
    ) -> Result<(String, Vec<String>), RenderError> {
        let mut questions = Vec::with_capacity(v.exercises.len());
        for (i, ((ex, points), body)) in v.exercises.iter().zip(bodies).enumerate() {
            let points = crate::exam::points_of(ex, points.as_ref());
            questions.push(json!({
                "n": i + 1,
                "points": crate::exam::show(&points),
                "body": body,
            }));
        }
        let mut page = json!({
            "lang": exam.lang.code(),
            "exam": {
                "title": one_line(&exam.title),
                "course": exam.course.as_deref().map(one_line),
                "date": exam.date.as_deref().map(one_line),
                "instructions": exam.instructions,
                "fields": exam.fields.iter().map(|f| one_line(f)).collect::<Vec<_>>(),
                "total": crate::exam::show(&v.total()),
                "count": v.exercises.len(),
                "seed": v.seed,
                "variant": v.number,
                "key": key,
                "student": v.student.as_ref().map(|(id, name)| json!({ "id": one_line(id), "name": one_line(name) })),
            },
            "questions": null,
        });
        // the questions' texts moved in (`json!` would copy each through `to_value`)
        page["questions"] = questions.into();
        let ctx = Context::from_serialize(&page).map_err(|e| RenderError::tera(None, e))?;
        let md = tidy(
            &self
                .tera
                .render("exam.md", &ctx)
                .map_err(|e| RenderError::tera(Some("cannot render `exam.md`".into()), e))?,
        );
        // the texts taken back out of the context
        let bodies = match page["questions"].take() {
            serde_json::Value::Array(questions) => questions
                .into_iter()
                .map(|mut q| match q["body"].take() {
                    serde_json::Value::String(b) => b,
                    _ => String::new(),
                })
                .collect(),
            _ => Vec::new(),
        };
        Ok((md, bodies))
    }

    /// [`Renderer::exam_page`] from its questions' texts (`bodies`, one per exercise, from
    /// [`Renderer::body`] without the exercise's own points).
    fn exam_page_of(
        &self,
        exam: &crate::exam::Exam,
        v: &crate::exam::ExamVariant,
        bodies: Vec<String>,
        key: bool,
        format: Format,
    ) -> Result<String, RenderError> {
        let md = self.exam_markdown_of(exam, v, bodies, key)?;
        match format {
            // the header's spec text (title, course, instructions …) is made safe as every
            // exercise's is (the HTML page does it in `html_page`)
            Format::Markdown => Ok(sanitize_markdown(&md).into_owned()),
            Format::Html => self.html_page(&exam.title, &md, exam.lang),
        }
    }

    /// Wraps Markdown into one complete HTML page (inline CSS, no scripts, no external files).
    /// `title` is Markdown too: the page's `<title>` is its plain text on one line.
    pub fn html_page(&self, title: &str, markdown: &str, lang: Lang) -> Result<String, RenderError> {
        let title = plain_text(title);
        let running = [Running {
            page: None,
            left: css_string(&title),
            counter: None,
        }];
        self.page(&title, &accessible_tables(&markdown_to_html(markdown)), &running, lang)
    }

    /// [`Renderer::html_page`] of Markdown that mlex made safe already: the Markdown of
    /// [`Renderer::exam_and_key`] (and every other Markdown page of the renderer) is
    /// [`sanitize_markdown`]'s result, which the conversion would only parse again to find
    /// nothing to change. Raw HTML still becomes text and unsafe links and images still go.
    pub fn html_page_of_safe(&self, title: &str, markdown: &str, lang: Lang) -> Result<String, RenderError> {
        self.page_of_html(
            title,
            &accessible_tables(&markdown::safe_markdown_to_html(markdown)),
            lang,
        )
    }

    /// The page of [`Renderer::html_page`] around HTML made already (`body`).
    ///
    /// With the built-in `page.html`, the page around the body (the stylesheet, the running
    /// headers, the messages) is rendered once per title and language and kept: an exam run's
    /// pages all share it, and each page is then the frame and its body put together (the
    /// template's copy of the body into its context and out again cost 2.8% of `mlex exam`).
    fn page_of_html(&self, title: &str, body: &str, lang: Lang) -> Result<String, RenderError> {
        if self.builtin_page
            && let Ok(mut frame) = self.frame.lock()
        {
            if !frame.as_ref().is_some_and(|f| f.title == title && f.lang == lang) {
                *frame = self.page_frame(title, lang)?;
            }
            if let Some(f) = frame.as_ref() {
                let mut page = String::with_capacity(f.before.len() + body.len() + f.after.len());
                page.push_str(&f.before);
                page.push_str(body);
                page.push_str(&f.after);
                return Ok(page);
            }
        }
        self.page_rendered(title, body, lang)
    }

    /// [`Renderer::page_of_html`] by rendering `page.html`.
    fn page_rendered(&self, title: &str, body: &str, lang: Lang) -> Result<String, RenderError> {
        let title = plain_text(title);
        let running = [Running {
            page: None,
            left: css_string(&title),
            counter: None,
        }];
        self.page(&title, body, &running, lang)
    }

    /// The page of [`Renderer::page_rendered`] around a marker, cut at it; `None` when the
    /// marker is not there once (a title that holds it).
    fn page_frame(&self, title: &str, lang: Lang) -> Result<Option<PageFrame>, RenderError> {
        const MARKER: &str = "\u{1}mlex-page-body\u{1}";
        let page = self.page_rendered(title, MARKER, lang)?;
        let mut at = page.match_indices(MARKER).map(|(i, _)| i);
        Ok(match (at.next(), at.next()) {
            (Some(i), None) => Some(PageFrame {
                title: title.to_string(),
                lang,
                before: page[..i].to_string(),
                after: page[i + MARKER.len()..].to_string(),
            }),
            _ => None,
        })
    }

    /// Several Markdown documents (the variants of an exam) as one HTML page to print: each in
    /// an `<article class="variant">` that starts a new printed page, its pages headed by its
    /// own `header` (Markdown, shown as plain text). `pages` holds (`header`, Markdown) pairs.
    pub fn html_book(&self, title: &str, pages: &[(String, String)], lang: Lang) -> Result<String, RenderError> {
        let title = plain_text(title);
        let mut body = String::new();
        let mut running = Vec::with_capacity(pages.len());
        for (n, (header, md)) in pages.iter().enumerate() {
            let anchor = format!("variant-{}", n + 1);
            body.push_str(&format!("<article class=\"variant\" id=\"{anchor}\">\n"));
            body.push_str(&accessible_tables(&markdown_to_html(md)));
            body.push_str("</article>\n");
            running.push(Running {
                counter: Some(anchor.clone()),
                page: Some(anchor),
                left: css_string(&plain_text(header)),
            });
        }
        self.page(&title, &body, &running, lang)
    }

    fn page(&self, title: &str, body: &str, running: &[Running], lang: Lang) -> Result<String, RenderError> {
        // the context's values made directly, not through a JSON tree: the page's body (the
        // largest text of a run) is copied once, the stylesheet not at all
        let mut ctx = Context::new();
        ctx.insert_value("lang", lang.code().into());
        ctx.insert_value("title", title.into());
        ctx.insert_value("body", body.into());
        ctx.insert_value("css", self.css_value.clone());
        ctx.insert_value(
            "running",
            tera::Value::try_from_serializable(running).map_err(|e| RenderError::tera(None, e))?,
        );
        self.tera
            .render("page.html", &ctx)
            .map_err(|e| RenderError::tera(None, e))
    }

    /// Renders several exercises as one document in the given format.
    ///
    /// In HTML each exercise is an `<article class="exercise">` and its worked solution a
    /// `<section class="solution">` (a new page in print), printed pages carry the exercise id
    /// in their header, and a page of several exercises gets one `<h1>` of its own with the
    /// exercises' headings one level down.
    pub fn document(&self, items: &[(Exercise, Option<Solution>)], format: Format) -> Result<String, RenderError> {
        let mut parts = Vec::with_capacity(items.len());
        for (ex, sol) in items {
            parts.push(self.markdown(ex, sol.as_ref())?);
        }
        match format {
            // once more on the whole: a reference definition of one exercise applies to all
            Format::Markdown => Ok(sanitize_markdown(&parts.join("\n---\n\n")).into_owned()),
            Format::Html => {
                // one page, one language: the first exercise's (`--lang` gives all the same)
                let lang = items.first().map(|(ex, _)| ex.lang).unwrap_or_default();
                let titles: Vec<String> = items.iter().map(|(ex, _)| plain_text(&exercise_title(ex))).collect();
                let many = items.len() > 1;
                let solutions = items.iter().any(|(_, s)| s.is_some());
                let mut body = String::new();
                let mut running = Vec::with_capacity(items.len());
                if many {
                    body.push_str(&markdown_to_html(&format!(
                        "# {}\n",
                        lang.t(if solutions {
                            "worksheet-with-solutions"
                        } else {
                            "worksheet"
                        })
                    )));
                }
                for (n, ((ex, sol), md)) in items.iter().zip(&parts).enumerate() {
                    let md = if many { shift_headings(md, 1) } else { md.clone() };
                    let anchor = format!("exercise-{}", n + 1);
                    // the worked solution, or on a student's sheet the answer space
                    let (class, heading) = if sol.is_some() {
                        ("solution", lang.t("heading-solution"))
                    } else {
                        ("answers", lang.t("heading-answers"))
                    };
                    let level = if many { "### " } else { "## " };
                    let (question, tail) = split_solution(&md, true, &format!("{level}{heading}"));
                    body.push_str(&format!("<article class=\"exercise\" id=\"{anchor}\">\n"));
                    body.push_str(&accessible_tables(&markdown_to_html(question)));
                    if let Some(s) = tail {
                        body.push_str(&format!("<section class=\"{class}\">\n"));
                        body.push_str(&accessible_tables(&markdown_to_html(s)));
                        body.push_str("</section>\n");
                    }
                    body.push_str("</article>\n");
                    // the printed header: id and title, and the seed and number of a drawn variant
                    let drawn = ex.variant.as_ref().map_or_else(String::new, |d| {
                        format!(
                            " · {}",
                            lang.ta(
                                "running-variant",
                                &[("seed", d.seed.into()), ("number", d.number.into())]
                            )
                        )
                    });
                    running.push(Running {
                        page: many.then(|| anchor.clone()),
                        left: css_string(&format!("{} · {}{drawn}", ex.id, titles[n])),
                        counter: None,
                    });
                }
                let sheet = lang.t(if solutions {
                    "worksheet-with-solutions"
                } else {
                    "worksheet"
                });
                let title = match titles.as_slice() {
                    [one] => one.clone(),
                    [first, rest @ ..] => lang.ta(
                        "worksheet-many",
                        &[
                            ("sheet", sheet.as_str().into()),
                            ("count", titles.len().into()),
                            (
                                "titles",
                                format!(
                                    "{first}; {}{}",
                                    rest.iter().take(2).cloned().collect::<Vec<_>>().join("; "),
                                    if rest.len() > 2 { "; …" } else { "" }
                                )
                                .into(),
                            ),
                        ],
                    ),
                    [] => sheet,
                };
                self.page(&title, &body, &running, lang)
            }
        }
    }
}

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

/// The printed page's running header of one exercise (CSS `@page` margin boxes).
#[derive(serde::Serialize)]
struct Running {
    /// The named page (and the id of the element that uses it), for pages of several exercises.
    page: Option<String>,
    /// The header text, as a CSS string literal.
    left: String,
    /// Pages numbered from 1 on their own (a CSS counter of this name, which the named page
    /// increments), rather than through the whole document: each variant of an exam's book.
    counter: Option<String>,
}

/// A CSS string literal of `s` (one line; `<` escaped so the text cannot end the `<style>`).
fn css_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '<' => out.push_str("\\3C "),
            '>' => out.push_str("\\3E "),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The exercise's title as the worksheet shows it (Markdown, one line).
fn exercise_title(ex: &Exercise) -> String {
    one_line(
        ex.title
            .as_deref()
            .unwrap_or(&ex.lang.ta("exercise-title", &[("id", ex.id.as_str().into())])),
    )
}

/// A text shown on one line of the page (a title, a header field): its lines joined by single
/// spaces, so that a newline in a spec cannot start a heading, a rule or a table of its own
/// (docs/spec-format.md, "Keys of every exercise").
pub(crate) fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The plain text of one line of Markdown (emphasis, links and code marks dropped, TeX kept as
/// written), on one line: what a `<title>` or a printed header shows.
pub(crate) fn plain_text(md: &str) -> String {
    use pulldown_cmark::{Event, Parser};
    let mut out = String::new();
    for ev in Parser::new_ext(md, markdown_options()) {
        match ev {
            Event::Text(t)
            | Event::Code(t)
            | Event::InlineMath(t)
            | Event::DisplayMath(t)
            | Event::Html(t)
            | Event::InlineHtml(t) => out.push_str(&t),
            Event::SoftBreak | Event::HardBreak | Event::End(_) => out.push(' '),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Splits a worksheet's Markdown before the last line that is `heading` (`## Solution`), when
/// `split`.
fn split_solution<'a>(md: &'a str, split: bool, heading: &str) -> (&'a str, Option<&'a str>) {
    if !split {
        return (md, None);
    }
    let heading = format!("{heading}\n");
    let at = md
        .match_indices(&heading)
        .map(|(i, _)| i)
        .filter(|&i| i == 0 || md.as_bytes()[i - 1] == b'\n')
        .last();
    match at {
        Some(i) => (&md[..i], Some(&md[i..])),
        None => (md, None),
    }
}

/// The longest answer written out again, in bold, under a worked part that shows none in bold.
const ANSWER_LINE_MAX: usize = 120;

/// Makes every part's answer stand out in a key: a worked part (`### n. …` under `## Solution`)
/// whose text has nothing in bold gets a last line `**Answer:** …` with its answer (when it
/// fits on a line; a trace's answer is its table).
fn bold_answers(md: &str, answers: &[String], lang: Lang) -> String {
    let Some(start) = md.rfind(&format!("\n## {}\n", lang.t("heading-solution"))) else {
        return md.to_string();
    };
    let (head, solution) = md.split_at(start + 1);
    let mut out = String::with_capacity(md.len() + 256);
    out.push_str(head);
    // split the solution into sections at its `### ` headings
    let mut sections: Vec<&str> = Vec::new();
    let mut from = 0;
    for (i, _) in solution.match_indices("\n### ") {
        sections.push(&solution[from..=i]);
        from = i + 1;
    }
    sections.push(&solution[from..]);
    for section in sections {
        let number = section
            .strip_prefix("### ")
            .and_then(|h| h.split_once(". "))
            .and_then(|(n, _)| n.parse::<usize>().ok());
        let answer = number.and_then(|n| answers.get(n.wrapping_sub(1)));
        match answer {
            Some(a)
                if !section.lines().any(|l| !l.starts_with('>') && l.contains("**"))
                    && a.chars().count() <= ANSWER_LINE_MAX
                    && !a.contains('\n')
                    && !shown_in_a_table(section, a) =>
            {
                // before the notes (`> …`) that close the last section, if any
                let body = section.trim_end_matches('\n');
                let cut = body.find("\n\n> ").unwrap_or(body.len());
                out.push_str(&body[..cut]);
                out.push_str(&format!(
                    "\n\n**{}** {}\n",
                    lang.t("answer-label"),
                    crate::present::inline(&infinities(a))
                ));
                if cut < body.len() {
                    out.push_str(&body[cut..]);
                    out.push('\n');
                }
                if section.ends_with('\n') && !out.ends_with("\n\n") {
                    out.push('\n');
                }
            }
            _ => out.push_str(section),
        }
    }
    tidy(&out)
}

/// Whether the section's table already shows the answer: it has a table, and every innermost
/// parenthesised vector of the answer (`(0.5, 0.5, 1)` of a trace's weights) is in one of its
/// rows. Such an answer is not written again under the table.
fn shown_in_a_table(section: &str, answer: &str) -> bool {
    let rows: Vec<&str> = section.lines().filter(|l| l.starts_with('|')).collect();
    if rows.is_empty() {
        return false;
    }
    let mut vectors = Vec::new();
    let mut open = None;
    for (i, c) in answer.char_indices() {
        match c {
            '(' => open = Some(i),
            ')' => {
                if let Some(o) = open.take() {
                    vectors.push(&answer[o..=i]);
                }
            }
            _ => {}
        }
    }
    !vectors.is_empty() && vectors.iter().all(|v| rows.iter().any(|r| r.contains(v)))
}

/// An answer in worksheet notation: `inf` and `-inf` of the answers-file notation (interval
/// ends) as `∞` and `−∞`, where they stand alone between brackets and commas.
fn infinities(a: &str) -> String {
    let mut out = String::with_capacity(a.len());
    let mut rest = a;
    while let Some(at) = rest.find("inf") {
        let (before, after) = rest.split_at(at);
        let (before, minus) = match before.strip_suffix(['-', '−']) {
            Some(b) => (b, true),
            None => (before, false),
        };
        let open = before.is_empty() || before.ends_with(['(', '[', ' ', ',']);
        let close = after[3..].is_empty() || after[3..].starts_with([')', ']', ',', ';', ' ']);
        out.push_str(before);
        if open && close {
            out.push_str(if minus { "−∞" } else { "∞" });
        } else {
            out.push_str(if minus { "-inf" } else { "inf" });
        }
        rest = &after[3..];
    }
    out.push_str(rest);
    out
}

/// Where each of `texts` stands in `page`, in order, as the start and end of each: the cuts of
/// [`markdown::safe_html_of_pieces`]; `None` when one is not in the page as it is.
fn cuts_at(page: &str, texts: &[String]) -> Option<Vec<usize>> {
    let mut cuts = Vec::with_capacity(2 * texts.len());
    let mut from = 0;
    for text in texts {
        // found by its first line, then compared whole: `find` of the whole text prepares a
        // search table as long as the text, which cost as much as the parse this saves
        let first = &text[..text.find('\n').map_or(text.len(), |i| i + 1)];
        let mut at = from;
        loop {
            at += page.get(at..)?.find(first)?;
            if page[at..].starts_with(text.as_str()) {
                break;
            }
            at += 1;
            while at < page.len() && !page.is_char_boundary(at) {
                at += 1;
            }
        }
        from = at + text.len();
        cuts.extend([at, from]);
    }
    Some(cuts)
}

/// Moves every ATX heading (`# …`) outside fenced code `levels` levels down (at most `######`).
fn demote(md: &str, levels: usize) -> String {
    let mut out = String::with_capacity(md.len() + 64);
    let mut fenced = false;
    for line in md.lines() {
        if line.starts_with("```") || line.starts_with("~~~") {
            fenced = !fenced;
        }
        let hashes = line.chars().take_while(|c| *c == '#').count();
        if !fenced && (1..=6).contains(&hashes) && line[hashes..].starts_with(' ') {
            out.push_str(&"#".repeat((hashes + levels).min(6)));
            out.push_str(&line[hashes..]);
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

/// Collapses runs of blank lines left by template tags and ends with one newline: every line
/// without its trailing white space, no blank line first or last, no two blank lines in a row.
/// (The lines are found by a byte scan and the result is built in place: this runs over every
/// question, key and exam page, and splitting with `lines()` and copying the whole once more
/// to trim it cost a few per cent of `mlex exam`.)
fn tidy(s: &str) -> String {
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

fn points_text(f: &Fmt, arg: &PartArg) -> String {
    // One feature: `x = 0 and 7` rather than `x = (0) and (7)`.
    let pts: Vec<String> = arg.points().iter().map(|p| f.point(p)).collect();
    match pts.len() {
        0 => String::new(),
        1 => pts[0].clone(),
        n => f.lang.ta(
            "list-and",
            &[
                ("init", pts[..n - 1].join(", ").into()),
                ("last", pts[n - 1].as_str().into()),
            ],
        ),
    }
}

/// `given`, or the exercise's values ([`Exercise::solve_values`]) kept in `slot`: what a
/// worksheet's context reads (the answer rule and generated choices), solved at most once.
fn values_or_solve<'a>(ex: &Exercise, given: Option<&'a Solution>, slot: &'a mut Option<Solution>) -> &'a Solution {
    match given {
        Some(s) => s,
        None => slot.insert(ex.solve_values()),
    }
}

/// The answer rule as the worksheet states it.
fn answer_rule(ex: &Exercise, sol: &Solution) -> String {
    fn has_rounded(v: &Value) -> bool {
        match v {
            Value::Rounded(_) => true,
            Value::List(items) => items.iter().any(has_rounded),
            Value::Map(items) => items.iter().any(|(_, v)| has_rounded(v)),
            _ => false,
        }
    }
    let d = ex.digits;
    let third = crate::num::Number::ratio(1, 3)
        .map(|n| n.round_to(d))
        .unwrap_or_default();
    let lang = ex.lang;
    let mut rule = lang.ta("rule-exact", &[("d", d.into()), ("third", third.into())]);
    if sol.parts.iter().any(|p| has_rounded(&p.computed)) {
        rule.push(' ');
        rule.push_str(&lang.ta("rule-rounded", &[("d", d.into())]));
    }
    rule
}

/// Every string of a view with true minus signs ([`crate::present::minus`]): the numbers the
/// kinds format themselves (labels such as `-1`, products such as `1·-1·x̄`) read like those
/// formatted by [`Fmt`]. (The oracle's way; [`context`] sets them as it serializes.)
#[cfg(test)]
fn minus_signs(mut v: serde_json::Value) -> serde_json::Value {
    minus_signs_in_place(&mut v);
    v
}

/// [`minus_signs`] where the value is: only the strings with a `-` are rebuilt (rebuilding
/// every map and array of a data view cost more than the rest of the context).
#[cfg(test)]
fn minus_signs_in_place(v: &mut serde_json::Value) {
    use serde_json::Value as J;
    match v {
        J::String(s) if s.contains('-') => *s = crate::present::minus(std::mem::take(s)),
        J::Array(items) => items.iter_mut().for_each(minus_signs_in_place),
        J::Object(m) => m.values_mut().for_each(minus_signs_in_place),
        _ => {}
    }
}

/// The `md_table` filter of `components.md`: a table prepared by mlex ([`crate::present::Table`],
/// a map with `header`, `align` and `rows`, cells already escaped) laid out as a Markdown table,
/// the header row, the delimiter row and one line per row, each `| a | b |` and a line break.
/// The same text as the template loops that joined each row's cells with tera's `join`, written
/// in one pass: those loops cost 5% of an exam run's instructions.
fn md_table(t: &tera::Value, _: tera::Kwargs, _: &tera::State) -> tera::TeraResult<String> {
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

/// The template's context of one exercise: `solution` is shown; `values`, when `solution` is
/// not given, only saves the answer rule (and generated choices) a solve; without `own_points`
/// the exercise's `points` line is left out (an exam shows its own).
///
/// The context is serialized once into tera's values from borrowed fields: the kind's data
/// straight from its typed view and the worked solution's views from theirs, with true minus
/// signs set as they are serialized ([`crate::present::MinusSigns`]); no JSON tree is built,
/// copied or edited on the way (building and converting one was a tenth of `mlex exam`).
/// The fields are those the JSON tree had (`context_tests` compares them on every shipped
/// exercise); docs/adding-a-kind.md says what a template reads.
fn context(
    ex: &Exercise,
    solution: Option<(&Solution, &[AnswerTexts])>,
    values: Option<&Solution>,
    own_points: bool,
) -> Result<Context, RenderError> {
    use crate::present::MinusSigns;
    let (solution, texts) = solution.unzip();
    let f = ex.fmt();
    // the values (the answer rule reads them, and generated choices are worked out with them):
    // the solution's, or one solve
    let mut solved = None;
    let sol = values_or_solve(ex, solution.or(values), &mut solved);
    let rule = answer_rule(ex, sol);
    let data = ex.data_value();
    let field = |name: &str| data_field(&data, name);
    let generated: Vec<Option<&crate::choices::Generated>> = sol.parts.iter().map(|p| p.generated.as_ref()).collect();
    // the options of the kind's data (`options`), for the parts answered with an option number
    let data_options: &[tera::Value] = field("options").and_then(tera::Value::as_array).unwrap_or_default();
    let questions: Vec<QuestionFields<'_>> = ex
        .parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (options, intervals): (Vec<String>, Vec<String>) = match &p.choices {
                Some(Choices::Options(options)) => (options.iter().map(|o| o.text.clone()).collect(), Vec::new()),
                Some(Choices::Below(bounds)) => {
                    let b: Vec<String> = bounds.iter().map(|x| f.num(x)).collect();
                    let lang = ex.lang;
                    let mut iv = vec![lang.ta("interval-below", &[("b", b[0].as_str().into())])];
                    for w in b.windows(2) {
                        iv.push(lang.ta(
                            "interval-between",
                            &[("a", w[0].as_str().into()), ("b", w[1].as_str().into())],
                        ));
                    }
                    iv.push(lang.ta("interval-above", &[("a", b[b.len() - 1].as_str().into())]));
                    (Vec::new(), iv)
                }
                Some(Choices::Auto(_)) => match generated.get(i).copied().flatten() {
                    Some(g) => {
                        let texts = g.options.iter().map(|o| o.text.clone()).collect();
                        match g.style {
                            crate::part::AutoStyle::Values => (texts, Vec::new()),
                            crate::part::AutoStyle::Intervals => (Vec::new(), texts),
                        }
                    }
                    None => (Vec::new(), Vec::new()),
                },
                None => (Vec::new(), Vec::new()),
            };
            // a part answered with the number of an option of the kind's data (`options`)
            let option_count = ex
                .kind
                .part(p.name)
                .filter(|d| d.option_number)
                .map_or(0, |_| data_options.len());
            let letters: Vec<String> = (1..=options.len() + intervals.len() + option_count)
                .map(letter)
                .collect();
            QuestionFields {
                n: i + 1,
                name: p.name,
                x: points_text(&f, &p.arg),
                many: matches!(p.arg, PartArg::Points(_)),
                points: p.points.as_ref().filter(|x| !x.is_zero()).map(|x| f.num(x)),
                options: lettered(options),
                intervals: lettered(intervals),
                // the student's answer space: the letters to circle for a part posed with
                // choices; otherwise the kind's blank table for this part, if any, or a line
                blank: if p.choices.is_some() {
                    None
                } else {
                    field(&format!("blank_{}", p.name))
                },
                letters: letters.join("   "),
                option_number: option_count > 0,
            }
        })
        .collect();
    let solution = solution.map(|s| SolutionFields {
        parts: s
            .parts
            .iter()
            .zip(texts.unwrap_or_default())
            .map(|(p, t)| part_fields(ex, s, p, t))
            .collect(),
        view: MinusSigns(&s.view),
        notes: &s.notes,
    });
    let fields = ContextFields {
        lang: ex.lang.code(),
        options: if ex.kind.parts.iter().any(|d| d.option_number) {
            data_options
                .iter()
                .enumerate()
                .map(|(k, text)| Lettered {
                    letter: letter(k + 1),
                    text,
                })
                .collect()
        } else {
            Vec::new()
        },
        exercise: ExerciseFields {
            id: &ex.id,
            kind: ex.kind.name,
            title: exercise_title(ex),
            statement: ex.statement.as_deref(),
            source: ex.source_note.as_deref().map(crate::present::inline_text),
            digits: ex.digits,
            points: ex.points.as_ref().filter(|_| own_points).map(|x| f.num(x)),
            rule,
        },
        data: &data,
        questions,
        solution,
    };
    Context::from_serialize(&fields).map_err(|e| RenderError::tera(None, e))
}

/// The field `name` of a kind's data value (found by its name among a few fields: a hash
/// lookup would borrow `name` for as long as the value).
fn data_field<'a>(data: &'a tera::Value, name: &str) -> Option<&'a tera::Value> {
    data.as_map()?
        .iter()
        .find_map(|(k, v)| (k.as_str() == Some(name)).then_some(v))
}

/// The fields of [`context`].
#[derive(serde::Serialize)]
struct ContextFields<'a> {
    lang: &'static str,
    options: Vec<Lettered<&'a tera::Value>>,
    exercise: ExerciseFields<'a>,
    data: &'a tera::Value,
    questions: Vec<QuestionFields<'a>>,
    solution: Option<SolutionFields<'a>>,
}

#[derive(serde::Serialize)]
struct ExerciseFields<'a> {
    id: &'a str,
    kind: &'static str,
    title: String,
    statement: Option<&'a str>,
    source: Option<String>,
    digits: u32,
    points: Option<String>,
    rule: String,
}

/// An option with its letter (`A`, `B` …).
#[derive(serde::Serialize)]
struct Lettered<T> {
    letter: String,
    text: T,
}

fn lettered(items: Vec<String>) -> Vec<Lettered<String>> {
    items
        .into_iter()
        .enumerate()
        .map(|(k, text)| Lettered {
            letter: letter(k + 1),
            text,
        })
        .collect()
}

#[derive(serde::Serialize)]
struct QuestionFields<'a> {
    n: usize,
    name: &'static str,
    x: String,
    many: bool,
    points: Option<String>,
    options: Vec<Lettered<String>>,
    intervals: Vec<Lettered<String>>,
    blank: Option<&'a tera::Value>,
    letters: String,
    option_number: bool,
}

#[derive(serde::Serialize)]
struct SolutionFields<'a> {
    parts: Vec<PartFields<'a>>,
    view: crate::present::MinusSigns<'a, serde_json::Value>,
    notes: &'a [String],
}

#[derive(serde::Serialize)]
struct PartFields<'a> {
    name: &'static str,
    answer: String,
    option: Option<String>,
    choice_note: Option<&'a str>,
    letter: Option<String>,
    view: crate::present::MinusSigns<'a, serde_json::Value>,
    errata: Vec<String>,
    rounded: Vec<String>,
}

/// The texts of a worked part's answer ([`Fmt::value`] of its computed value, and of its value
/// with the option letters when the part has options): formatted once for the key's template and
/// its answer line.
pub(crate) struct AnswerTexts {
    computed: String,
    /// The answered value (an option's number), for a part with options.
    value: Option<String>,
    letters: Option<String>,
}

fn answer_texts(ex: &Exercise, s: &Solution) -> Vec<AnswerTexts> {
    let f = ex.fmt();
    s.parts
        .iter()
        .map(|p| {
            let letters = ex.option_letters(p);
            AnswerTexts {
                computed: f.value(&p.computed),
                value: (p.part.choices.is_some() || letters.is_some()).then(|| f.value(&p.value)),
                letters,
            }
        })
        .collect()
}

impl AnswerTexts {
    /// The answer of the key's answer line ([`bold_answers`]): the option's letter and number,
    /// the number answered, or the value.
    fn answer_line(&self, p: &crate::exercise::SolvedPart) -> String {
        match (&self.letters, &self.value) {
            (Some(l), Some(v)) => format!("{l} ({v})"),
            (None, Some(v)) if p.part.choices.is_some() => v.clone(),
            _ => self.computed.clone(),
        }
    }
}

/// The worked part `p` of solution `s` as its template gets it (`t`: its answer's texts).
fn part_fields<'a>(
    ex: &Exercise,
    s: &'a Solution,
    p: &'a crate::exercise::SolvedPart,
    t: &AnswerTexts,
) -> PartFields<'a> {
    let errata: Vec<String> = s
        .stated
        .iter()
        .filter(|c| c.part == p.part.name && !c.agrees())
        .map(|c| {
            // a known erratum says why, in the spec's words (on one line, so the note stays
            // one paragraph)
            let why = c
                .erratum
                .as_deref()
                .map_or_else(String::new, |e| format!(" ({})", e.trim_end_matches('.').trim()));
            ex.lang.ta(
                "erratum",
                &[
                    // a block-style answer on one line, so the note stays one paragraph
                    (
                        "stated",
                        c.stated
                            .split_whitespace()
                            .collect::<Vec<_>>()
                            .join(" ")
                            .replace('`', "'")
                            .into(),
                    ),
                    ("computed", c.computed.as_str().into()),
                    ("why", why.into()),
                ],
            )
        })
        .collect();
    let rounded: Vec<String> = s
        .stated
        .iter()
        .filter(|c| c.part == p.part.name && !c.rounded.is_empty())
        .map(|c| {
            ex.lang.ta(
                "source-rounds",
                &[
                    ("stated", c.stated.replace('`', "'").into()),
                    ("computed", c.computed.as_str().into()),
                ],
            )
        })
        .collect();
    let value = t.value.as_deref().unwrap_or_default();
    PartFields {
        name: p.part.name,
        answer: t.computed.clone(),
        option: p.part.choices.as_ref().map(|_| {
            t.letters
                .as_ref()
                .map_or_else(|| value.to_string(), |l| format!("{l} ({value})"))
        }),
        choice_note: p.choice_note.as_deref(),
        // an option number as its letter and number: `C (3)`, `A, C (1, 3)`
        letter: t
            .letters
            .as_ref()
            .filter(|_| p.part.choices.is_none())
            .map(|l| format!("{l} ({value})")),
        view: crate::present::MinusSigns(&p.view),
        errata,
        rounded,
    }
}

#[cfg(test)]
/// The template's context of one exercise as it was built before [`context`]: a JSON tree
/// (the oracle of the context tests). `solution` is shown; `values`, when `solution` is
/// not given, only saves the answer rule (and generated choices) a solve; without `own_points`
/// the exercise's `points` line is left out (an exam shows its own).
fn context_json(
    ex: &Exercise,
    solution: Option<&Solution>,
    values: Option<&Solution>,
    own_points: bool,
) -> serde_json::Value {
    let f = ex.fmt();
    // the values (the answer rule reads them, and generated choices are worked out with them):
    // the solution's, or one solve
    let mut solved = None;
    let sol = values_or_solve(ex, solution.or(values), &mut solved);
    let rule = answer_rule(ex, sol);
    let data = minus_signs(ex.data_view());
    let generated: Vec<Option<&crate::choices::Generated>> = sol.parts.iter().map(|p| p.generated.as_ref()).collect();
    let questions: Vec<serde_json::Value> = ex
        .parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (options, intervals): (Vec<String>, Vec<String>) = match &p.choices {
                Some(Choices::Options(options)) => (options.iter().map(|o| o.text.clone()).collect(), Vec::new()),
                Some(Choices::Below(bounds)) => {
                    let b: Vec<String> = bounds.iter().map(|x| f.num(x)).collect();
                    let lang = ex.lang;
                    let mut iv = vec![lang.ta("interval-below", &[("b", b[0].as_str().into())])];
                    for w in b.windows(2) {
                        iv.push(lang.ta(
                            "interval-between",
                            &[("a", w[0].as_str().into()), ("b", w[1].as_str().into())],
                        ));
                    }
                    iv.push(lang.ta("interval-above", &[("a", b[b.len() - 1].as_str().into())]));
                    (Vec::new(), iv)
                }
                Some(Choices::Auto(_)) => match generated.get(i).copied().flatten() {
                    Some(g) => {
                        let texts = g.options.iter().map(|o| o.text.clone()).collect();
                        match g.style {
                            crate::part::AutoStyle::Values => (texts, Vec::new()),
                            crate::part::AutoStyle::Intervals => (Vec::new(), texts),
                        }
                    }
                    None => (Vec::new(), Vec::new()),
                },
                None => (Vec::new(), Vec::new()),
            };
            let lettered = |items: Vec<String>| -> Vec<serde_json::Value> {
                items
                    .into_iter()
                    .enumerate()
                    .map(|(k, text)| json!({ "letter": letter(k + 1), "text": text }))
                    .collect()
            };
            // a part answered with the number of an option of the kind's data (`options`)
            let data_options = ex
                .kind
                .part(p.name)
                .filter(|d| d.option_number)
                .and_then(|_| data.get("options"))
                .and_then(serde_json::Value::as_array)
                .map_or(0, Vec::len);
            let letters: Vec<String> = (1..=options.len() + intervals.len() + data_options)
                .map(letter)
                .collect();
            let mut q = json!({
                "n": i + 1,
                "name": p.name,
                "x": points_text(&f, &p.arg),
                "many": matches!(p.arg, PartArg::Points(_)),
                "points": p.points.as_ref().filter(|x| !x.is_zero()).map(|x| f.num(x)),
                "options": null,
                "intervals": null,
                // the student's answer space: the kind's blank table for this part, if any;
                // otherwise the letters to circle, or a line
                "blank": data.get(format!("blank_{}", p.name)),
                "letters": letters.join("   "),
                "option_number": data_options > 0,
            });
            // values moved in (`json!` would copy each through `to_value`)
            q["options"] = serde_json::Value::Array(lettered(options));
            q["intervals"] = serde_json::Value::Array(lettered(intervals));
            q
        })
        .collect();
    let solution = solution.map(|s| {
        let parts: Vec<serde_json::Value> = s
            .parts
            .iter()
            .map(|p| {
                let errata: Vec<String> = s
                    .stated
                    .iter()
                    .filter(|c| c.part == p.part.name && !c.agrees())
                    .map(|c| {
                        // a known erratum says why, in the spec's words (on one line, so the
                        // note stays one paragraph)
                        let why = c
                            .erratum
                            .as_deref()
                            .map_or_else(String::new, |e| format!(" ({})", e.trim_end_matches('.').trim()));
                        ex.lang.ta(
                            "erratum",
                            &[
                                // a block-style answer on one line, so the note stays one paragraph
                                (
                                    "stated",
                                    c.stated
                                        .split_whitespace()
                                        .collect::<Vec<_>>()
                                        .join(" ")
                                        .replace('`', "'")
                                        .into(),
                                ),
                                ("computed", c.computed.as_str().into()),
                                ("why", why.into()),
                            ],
                        )
                    })
                    .collect();
                let rounded: Vec<String> = s
                    .stated
                    .iter()
                    .filter(|c| c.part == p.part.name && !c.rounded.is_empty())
                    .map(|c| {
                        ex.lang.ta(
                            "source-rounds",
                            &[
                                ("stated", c.stated.replace('`', "'").into()),
                                ("computed", c.computed.as_str().into()),
                            ],
                        )
                    })
                    .collect();
                let mut part = json!({
                    "name": p.part.name,
                    "answer": f.value(&p.computed),
                    "option": p.part.choices.as_ref().map(|_| {
                        let number = f.value(&p.value);
                        ex.option_letters(p).map_or_else(|| number.clone(), |l| format!("{l} ({number})"))
                    }),
                    "choice_note": p.choice_note,
                    // an option number as its letter and number: `C (3)`, `A, C (1, 3)`
                    "letter": ex
                        .option_letters(p)
                        .filter(|_| p.part.choices.is_none())
                        .map(|l| format!("{l} ({})", f.value(&p.value))),
                    "view": null,
                    "errata": null,
                    "rounded": null,
                });
                part["view"] = minus_signs(p.view.clone());
                part["errata"] = errata.into();
                part["rounded"] = rounded.into();
                part
            })
            .collect();
        let mut solved = json!({ "parts": null, "view": null, "notes": s.notes });
        solved["parts"] = parts.into();
        solved["view"] = minus_signs(s.view.clone());
        solved
    });
    // the options of the kind's data (`options`) with their letters, for the parts answered
    // with an option number
    let lettered_options: Vec<serde_json::Value> = data
        .get("options")
        .and_then(serde_json::Value::as_array)
        .filter(|_| ex.kind.parts.iter().any(|d| d.option_number))
        .map(|o| {
            o.iter()
                .enumerate()
                .map(|(k, text)| json!({ "letter": letter(k + 1), "text": text }))
                .collect()
        })
        .unwrap_or_default();
    let mut ctx = json!({
        "lang": ex.lang.code(),
        "options": null,
        "exercise": {
            "id": ex.id,
            "kind": ex.kind.name,
            "title": exercise_title(ex),
            "statement": ex.statement,
            "source": ex.source_note.as_deref().map(crate::present::inline_text),
            "digits": ex.digits,
            "points": ex.points.as_ref().filter(|_| own_points).map(|x| f.num(x)),
            "rule": rule,
        },
        "data": null,
        "questions": null,
        "solution": null,
    });
    // the big values moved in rather than copied through `to_value` by `json!`
    ctx["options"] = lettered_options.into();
    ctx["data"] = data;
    ctx["questions"] = questions.into();
    ctx["solution"] = solution.unwrap_or_default();
    ctx
}

/// Shifts the ATX headings of rendered Markdown down by `by` levels (at most 6 `#`), outside code
/// fences, so an exercise woven under a `##` section gets `###` and below.
pub(crate) fn shift_headings(md: &str, by: usize) -> String {
    if by == 0 {
        return md.to_string();
    }
    let mut out = String::with_capacity(md.len() + 64);
    let mut in_fence = false;
    for line in md.lines() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
        }
        let hashes = line.chars().take_while(|c| *c == '#').count();
        if !in_fence && (1..=6).contains(&hashes) && line[hashes..].starts_with(' ') {
            out.push_str(&"#".repeat((hashes + by).min(6)));
            out.push_str(&line[hashes..]);
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod contract {
    //! The template contract: every part of every kind, asked alone on a shipped example of the
    //! kind, renders a question and a worked answer through the kind's template with the kind's
    //! typed views (tera fails on a field the view lacks).

    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use std::path::Path;

    use super::*;
    use crate::exercise::{Part, PartArg};
    use crate::num::Number;

    fn examples(kind: &str) -> Vec<Exercise> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("exercises").join(kind);
        let mut paths: Vec<_> = std::fs::read_dir(&dir)
            .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
            .unwrap_or_default();
        paths.sort();
        paths
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .filter_map(|p| crate::read_source(p).ok())
            .filter_map(|s| crate::load::exercises(s).ok())
            .flatten()
            // the headings this contract looks for are the English ones (some exercises say
            // `lang: it`)
            .map(|e| e.with_lang(crate::i18n::Lang::En))
            .collect()
    }

    /// The text of question 1 and the worked solution of a rendered worksheet.
    /// The first question and the solution of a worksheet in `lang` (an exercise's own language:
    /// the seed 000 svm exercises are Italian).
    fn question_and_solution(md: &str, lang: crate::i18n::Lang) -> (String, String) {
        let (questions, solution) = (
            format!("## {}", lang.t("heading-questions")),
            format!("## {}", lang.t("heading-solution")),
        );
        let question = md
            .lines()
            .skip_while(|l| !l.starts_with(&questions))
            .find_map(|l| l.strip_prefix("1. "))
            .unwrap_or_default()
            .trim()
            .to_string();
        let solution: Vec<&str> = md.lines().skip_while(|l| !l.starts_with(&solution)).collect();
        (question, solution.join("\n"))
    }

    fn leaves(v: &serde_json::Value, out: &mut Vec<String>) {
        match v {
            serde_json::Value::String(s) => out.push(s.clone()),
            serde_json::Value::Array(items) => items.iter().for_each(|i| leaves(i, out)),
            serde_json::Value::Object(m) => m.values().for_each(|i| leaves(i, out)),
            _ => {}
        }
    }

    #[test]
    fn a_worksheet_with_generated_choices_works_its_mistakes_out_once() {
        use crate::kinds::solves;
        let ex = crate::kinds::probabilistic::testing::exercise(
            "kind: logistic-regression\nsamples: [{x: [1], y: 1}, {x: [-2], y: 0}]\nweights: [0, 1]\nask:\n  - loss: { choices: { auto: 4 } }\n  - gradient: { choices: { auto: 4 } }\n",
        );
        solves::take();
        solves::take_mistakes();
        let r = Renderer::new().unwrap();
        let sheet = r.markdown(&ex, None).unwrap();
        assert!(sheet.contains("   D) "), "{sheet}");
        // the loader's solve, and the mistakes once for the answer rule and both parts' options
        // (they were worked out twice, each time on a solve of its own)
        assert_eq!((solves::take(), solves::take_mistakes()), (0, 1));
        // the key's solve is the same loader's solve, and so has the same mistakes, already
        // worked out for the worksheet (once more until they were shared, 2026-11-27)
        let key = r.markdown(&ex, Some(&ex.solve())).unwrap();
        assert!(key.len() > sheet.len());
        assert_eq!((solves::take(), solves::take_mistakes()), (0, 0));
        // in Italian, the hints are worked out once more, in Italian
        let other = ex.clone().with_lang(crate::i18n::Lang::It);
        r.markdown(&other, None).unwrap();
        assert_eq!((solves::take(), solves::take_mistakes()), (0, 1));
    }

    #[test]
    fn every_part_of_every_kind_renders_a_question_and_an_answer() {
        let r = Renderer::new().unwrap();
        let mut missing = Vec::new();
        for kind in KINDS {
            let exs = examples(kind.name);
            assert!(!exs.is_empty(), "no shipped example of `{}`", kind.name);
            for def in kind.parts {
                let mut rendered = false;
                let mut last = String::new();
                for ex in &exs {
                    // in English, whatever the example's `lang:` (the headings are found by name)
                    let mut one = ex.clone().with_lang(crate::i18n::Lang::En);
                    let arg = match def.arg {
                        crate::kinds::Arg::None => PartArg::None,
                        crate::kinds::Arg::Points => match ex.problem.dimension() {
                            Some(d) => PartArg::Point(vec![Number::one(); d]),
                            None => continue,
                        },
                    };
                    one.parts = vec![Part {
                        name: def.name,
                        arg,
                        choices: None,
                        points: None,
                        span: ex.span,
                    }];
                    one.stated.clear();
                    let mut none = one.clone();
                    none.parts.clear();
                    let rendered_with = r.markdown(&one, Some(&one.solve()));
                    let rendered_without = r.markdown(&none, Some(&none.solve()));
                    match (rendered_with, rendered_without) {
                        (Ok(md), Ok(base)) => {
                            let (q, with) = question_and_solution(&md, one.lang());
                            let (_, without) = question_and_solution(&base, one.lang());
                            // The worked answer shows something of the part's own: its answer or
                            // a string of its view occurs more often than in the solution of the
                            // same exercise with no part asked.
                            let sol = one.solve();
                            let mut shown = vec![one.fmt().value(&sol.parts[0].computed)];
                            leaves(&sol.parts[0].view, &mut shown);
                            let shown: Vec<&String> = shown.iter().filter(|t| !t.trim().is_empty()).collect();
                            let grows = shown
                                .iter()
                                .any(|t| with.matches(t.as_str()).count() > without.matches(t.as_str()).count());
                            // …or the shared view already shows all of the part's own view (a
                            // trace table, a table of every loss).
                            let shared = shown.iter().skip(1).all(|t| without.contains(t.as_str()));
                            if !q.is_empty() && (grows || shared) {
                                rendered = true;
                                break;
                            }
                            last = format!("question {q:?}; the solution shows nothing of the part's answer or view");
                        }
                        (Err(e), _) | (_, Err(e)) => last = e.to_string(),
                    }
                }
                if !rendered {
                    missing.push(format!("{}.{}: {last}", kind.name, def.name));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "parts whose template renders no question or no answer:\n{}",
            missing.join("\n")
        );
    }
}

#[cfg(test)]
mod context_tests {
    //! The template contexts built from borrowed fields ([`context`]) are the JSON trees they
    //! replaced ([`context_json`]) converted as before, value for value and kind for kind.

    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;

    /// `a` and `b` are the same value: the same kinds (an unsigned 3 is not a signed 3), the
    /// same keys, strings and safety.
    fn same(a: &tera::Value, b: &tera::Value, path: &str) -> Result<(), String> {
        if a.kind() != b.kind() {
            return Err(format!("{path}: {:?} {a} against {:?} {b}", a.kind(), b.kind()));
        }
        match (a.as_map(), b.as_map(), a.as_array(), b.as_array()) {
            (Some(x), Some(y), _, _) => {
                let mut keys: Vec<String> = x.keys().map(ToString::to_string).collect();
                let mut other: Vec<String> = y.keys().map(ToString::to_string).collect();
                keys.sort();
                other.sort();
                if keys != other {
                    return Err(format!("{path}: keys {keys:?} against {other:?}"));
                }
                for (k, v) in x {
                    same(v, &y[k], &format!("{path}.{k}"))?;
                }
                Ok(())
            }
            (_, _, Some(x), Some(y)) => {
                if x.len() != y.len() {
                    return Err(format!("{path}: {} items against {}", x.len(), y.len()));
                }
                x.iter()
                    .zip(y)
                    .enumerate()
                    .try_for_each(|(i, (v, w))| same(v, w, &format!("{path}[{i}]")))
            }
            _ if a == b && a.is_safe() == b.is_safe() => Ok(()),
            _ => Err(format!("{path}: {a} against {b}")),
        }
    }

    fn shipped() -> Vec<Exercise> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("exercises");
        let mut paths = Vec::new();
        let mut dirs = vec![root];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap().flatten() {
                let p = entry.path();
                if p.is_dir() {
                    dirs.push(p);
                } else if p.extension().is_some_and(|e| e == "yaml") && !p.to_string_lossy().contains("/exams/") {
                    paths.push(p);
                }
            }
        }
        paths.sort();
        let mut all = Vec::new();
        for p in paths {
            let Some(exs) = crate::read_source(&p).ok().and_then(|s| crate::load::exercises(s).ok()) else {
                continue;
            };
            for ex in exs {
                // a drawn variant or two of a spec with `vary:`
                for n in 1..=2 {
                    if let Ok(v) = ex.variant(7, n)
                        && v.variant.is_some()
                    {
                        all.push(v);
                    }
                }
                all.push(ex);
            }
        }
        all
    }

    #[test]
    fn contexts_are_the_json_trees_they_replaced() {
        let exercises = shipped();
        assert!(exercises.len() > 80, "{} exercises", exercises.len());
        let mut compared = 0;
        for ex in exercises {
            for lang in Lang::ALL {
                let ex = ex.clone().with_lang(lang);
                let sol = ex.solve();
                for (solution, values, own) in [
                    (Some(&sol), None, true),
                    (Some(&sol), None, false),
                    (None, Some(&sol), false),
                    (None, None, true),
                ] {
                    let texts = solution.map(|s| answer_texts(&ex, s));
                    let got = context(&ex, solution.zip(texts.as_deref()), values, own).unwrap();
                    let want = Context::from_serialize(&context_json(&ex, solution, values, own)).unwrap();
                    for key in ["lang", "options", "exercise", "data", "questions", "solution"] {
                        let (a, b) = (got.get(key).unwrap(), want.get(key).unwrap());
                        if let Err(e) = same(a, b, key) {
                            panic!("{} ({lang}, solution {}): {e}", ex.id, solution.is_some());
                        }
                    }
                    // and nothing else
                    assert!(got == want, "{} ({lang}): the contexts' keys differ", ex.id);
                    compared += 1;
                }
            }
        }
        assert!(compared > 700, "{compared}");
    }

    /// The strings of a view get true minus signs wherever they are (maps, lists, options,
    /// variants), the keys do not, and numbers come out as `serde_json` holds them.
    #[test]
    fn minus_signs_as_serialized() {
        #[derive(serde::Serialize)]
        enum Shape {
            Unit,
            Newtype(String),
            Tuple(String, i32),
            Struct { s: String },
        }
        #[derive(serde::Serialize)]
        struct View {
            text: String,
            list: Vec<Option<String>>,
            map: std::collections::BTreeMap<String, String>,
            numbers: std::collections::BTreeMap<i32, i64>,
            shapes: Vec<Shape>,
            signed: (i8, i16, i32, i64, u8, u32, u64),
            tex: &'static str,
            unit: (),
        }
        let view = View {
            text: "x = -1, x-1".into(),
            list: vec![Some("(-0.5, 2)".into()), None],
            map: [("-1".to_string(), "-2".to_string())].into(),
            numbers: [(-3, -4), (5, 6)].into(),
            shapes: vec![
                Shape::Unit,
                Shape::Newtype("-7".into()),
                Shape::Tuple("-8".into(), -9),
                Shape::Struct { s: "1e-3".into() },
            ],
            signed: (-1, 2, -3, 4, 5, 6, 7),
            tex: "$-1$ `-1` -1",
            unit: (),
        };
        let direct = tera::Value::try_from_serializable(&crate::present::MinusSigns(&view)).unwrap();
        let by_json = tera::Value::try_from_serializable(&minus_signs(serde_json::to_value(&view).unwrap())).unwrap();
        same(&direct, &by_json, "view").unwrap();
        assert!(direct.to_string().contains("\"−2\""), "{direct}");
        // and through a JSON view as the solution's are held
        let json = serde_json::to_value(&view).unwrap();
        let through = tera::Value::try_from_serializable(&crate::present::MinusSigns(&json)).unwrap();
        same(&through, &by_json, "json view").unwrap();
    }
}

#[cfg(test)]
mod page_tests {
    use super::*;

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
                    texts.push(t);
                }
            }
        }
        assert!(texts.len() > 300, "{}", texts.len());
        for t in &texts {
            assert_eq!(tidy(t), by_lines(t), "{t:?}");
        }
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
                } else if path.extension().is_some_and(|e| e == "md")
                    && let Ok(md) = std::fs::read_to_string(&path)
                {
                    pages.push(markdown_to_html(&md));
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

    #[test]
    fn an_answer_a_table_shows_is_not_repeated() {
        let section = "### 4. Steps\n\n| t | w |\n|---|---|\n| 1 | (0.5, 1) |\n| 2 | (−1, 2) |\n";
        assert!(shown_in_a_table(section, "((0.5, 1), (−1, 2))"));
        assert!(!shown_in_a_table(section, "((0.5, 1), (−1, 3))"));
        assert!(!shown_in_a_table("### 1. A\n\nw = (0.5, 1)\n", "(0.5, 1)"));
        assert!(!shown_in_a_table(section, "2"));
        let md = format!("# T\n\n## Solution\n\n{section}");
        assert!(
            !bold_answers(
                &md,
                &[
                    String::new(),
                    String::new(),
                    String::new(),
                    "((0.5, 1), (−1, 2))".into()
                ],
                Lang::En
            )
            .contains("**Answer:**")
        );
    }

    #[test]
    fn infinite_interval_ends_are_shown_as_infinity() {
        assert_eq!(infinities("1: ((-inf, 4)); 2: ((4, inf))"), "1: ((−∞, 4)); 2: ((4, ∞))");
        // a class or word containing `inf` is kept
        assert_eq!(infinities("info: ((0, inf)); infinite"), "info: ((0, ∞)); infinite");
        assert_eq!(infinities("-info"), "-info");
    }

    #[test]
    fn titles_are_plain_text_on_one_line() {
        assert_eq!(plain_text("A *b* `c` $x_1$\n  next [l](u)"), "A b c x_1 next l");
    }

    #[test]
    fn css_strings_cannot_end_the_style_element() {
        assert_eq!(css_string("a\"b\\c</style>\n"), "\"a\\\"b\\\\c\\3C /style\\3E  \"");
    }

    #[test]
    fn the_solution_is_split_at_the_last_heading_of_the_level() {
        let md = "# T\n\n## Solution\n\nin a statement\n\n## Questions\n\n## Solution\n\nx\n";
        let (q, s) = split_solution(md, true, "## Solution");
        assert!(q.ends_with("## Questions\n\n"), "{q}");
        assert_eq!(s, Some("## Solution\n\nx\n"));
        assert_eq!(split_solution(md, false, "## Solution"), (md, None));
        assert_eq!(split_solution("# T\n", true, "## Solution"), ("# T\n", None));
    }
}
