//! The page of an exam variant (`mlex exam`): a header (title, course, date, fields to fill in,
//! instructions, total points), then every exercise as a numbered question with its points; the
//! student's exam, or the worked key. The exam module gives the variant as plain data
//! ([`ExamSheet`], made in `crate::exam`); the template `exam.md` gets [`ExamPage`].

use serde::Serialize;
use tera::Context;

use super::{Format, RenderError, Renderer, accessible_tables, markdown, sanitize_markdown, tidy};
use crate::exercise::{Exercise, Solution};
use crate::i18n::Lang;

/// An exam variant as its pages show it: what the renderer needs of the exam and the variant.
#[derive(Clone, Debug)]
pub(crate) struct ExamSheet<'a> {
    /// The exam's title as written (Markdown): the HTML page's `<title>` is its plain text.
    pub(crate) title: &'a str,
    /// The language of the page.
    pub(crate) lang: Lang,
    /// The page's header (`key` is set for each page).
    pub(crate) header: ExamHeader<'a>,
    /// The exercises, drawn, each with the points the exam gives it as the page shows them.
    pub(crate) questions: Vec<(&'a Exercise, String)>,
}

/// The header of an exam page: `exam` in the template's context. Spec text is on one line
/// where the page shows one line ([`super::one_line`]). The fields are those of the JSON tree
/// that this struct replaced, in its (alphabetical) order.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct ExamHeader<'a> {
    /// The number of questions.
    pub(crate) count: usize,
    pub(crate) course: Option<String>,
    pub(crate) date: Option<String>,
    /// The fields a student fills in.
    pub(crate) fields: Vec<String>,
    /// Markdown, as written.
    pub(crate) instructions: Option<&'a str>,
    /// The page is the key.
    pub(crate) key: bool,
    pub(crate) seed: u64,
    /// The student of a roster's variant.
    pub(crate) student: Option<ExamStudent>,
    pub(crate) title: String,
    /// The total points, as shown.
    pub(crate) total: String,
    /// The variant's number.
    pub(crate) variant: u64,
}

/// The student an exam variant is for (`--roster`), each text on one line.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct ExamStudent {
    pub(crate) id: String,
    pub(crate) name: String,
}

/// The context of `exam.md` (docs/templates.md).
#[derive(Serialize)]
struct ExamPage<'a> {
    exam: ExamHeader<'a>,
    lang: &'static str,
    questions: Vec<ExamQuestion<'a>>,
}

/// A question of [`ExamPage`]: its number, points and text (the exercise's worksheet or key,
/// its headings moved two levels down).
#[derive(Serialize)]
struct ExamQuestion<'a> {
    body: &'a str,
    n: usize,
    points: &'a str,
}

impl Renderer {
    /// The student's exam and its worked key of one variant from one solve of it (`solved`,
    /// one solution per question): the texts of [`Renderer::exam_sheet_page`] without and with
    /// the solutions, without solving the variant again for the exam's answer rules.
    pub(crate) fn exam_sheet_and_key(
        &self,
        sheet: &ExamSheet<'_>,
        solved: &[Solution],
        format: Format,
    ) -> Result<(String, String), RenderError> {
        let (questions, answers) = self.questions_and_answers(sheet, solved, true)?;
        Ok((
            self.exam_page_of(sheet, &questions, false, format)?,
            self.exam_page_of(sheet, &answers, true, format)?,
        ))
    }

    /// Every question's text on the student's exam and in the key, from one context each; made
    /// safe when `safe` ([`Renderer::body_of`]), else as [`Renderer::unsafe_body_of`] makes them.
    fn questions_and_answers(
        &self,
        sheet: &ExamSheet<'_>,
        solved: &[Solution],
        safe: bool,
    ) -> Result<(Vec<String>, Vec<String>), RenderError> {
        let mut questions = Vec::with_capacity(sheet.questions.len());
        let mut answers = Vec::with_capacity(sheet.questions.len());
        for (i, (ex, _)) in sheet.questions.iter().enumerate() {
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

    /// [`Renderer::exam_sheet_and_key`] in Markdown and as HTML pages at once: for the exam and
    /// for the key, (Markdown, HTML page), the texts of `exam_sheet_and_key` with
    /// [`Format::Markdown`] and of [`Renderer::html_page_of_safe`] of it. Each page's whole text
    /// is parsed once for both (the parse that finds nothing to make safe writes the HTML).
    ///
    /// The questions' texts are parsed only with their page: the page is made of them as they
    /// are, before they are made safe, and cut at them into pieces; when no piece needs an edit
    /// and the pieces parse as the page does (`markdown::safe_html_of_pieces`), every text was
    /// safe already, so the page is the one made of the safe texts, and it is safe too. Otherwise
    /// (a text with raw HTML, a page template that changes the texts …) the texts are made safe
    /// one by one and the page after them, as before.
    pub(crate) fn exam_sheet_and_key_with_html(
        &self,
        sheet: &ExamSheet<'_>,
        solved: &[Solution],
    ) -> Result<[(String, String); 2], RenderError> {
        let (questions, answers) = self.questions_and_answers(sheet, solved, false)?;
        let page = |bodies: Vec<String>, key: bool| -> Result<(String, String), RenderError> {
            let demoted: Vec<String> = bodies.iter().map(|b| demote(b, 2)).collect();
            let md = self.exam_markdown_of_demoted(sheet, &demoted, key)?;
            if let Some(cuts) = cuts_at(&md, &demoted)
                && let Some(html) = markdown::safe_html_of_pieces(&md, &cuts)
            {
                let html = self.page_of_html(sheet.title, &accessible_tables(&html), sheet.lang)?;
                return Ok((md, html));
            }
            let bodies: Vec<String> = bodies.iter().map(|b| sanitize_markdown(b).into_owned()).collect();
            let (md, html) = markdown::sanitized_with_html(self.exam_markdown_of(sheet, &bodies, key)?);
            let html = self.page_of_html(sheet.title, &accessible_tables(&html), sheet.lang)?;
            Ok((md, html))
        };
        Ok([page(questions, false)?, page(answers, true)?])
    }

    /// One exam page: the key when `key`, else the student's exam; `solved` (when given) is
    /// the variant's solutions, shown only in the key.
    pub(crate) fn exam_sheet_page(
        &self,
        sheet: &ExamSheet<'_>,
        solved: Option<&[Solution]>,
        key: bool,
        format: Format,
    ) -> Result<String, RenderError> {
        let mut bodies = Vec::with_capacity(sheet.questions.len());
        for (i, (ex, _)) in sheet.questions.iter().enumerate() {
            // The question's heading shows the points the exam gives; the exercise's own
            // `points` line would say something else.
            let sol = solved.and_then(|s| s.get(i));
            let (shown, values) = if key { (sol, None) } else { (None, sol) };
            bodies.push(self.body(ex, shown, values, false)?);
        }
        self.exam_page_of(sheet, &bodies, key, format)
    }

    /// The Markdown of an exam page from its questions' texts, not yet made safe: the header's
    /// spec text (title, course, instructions …) is made safe with the whole page.
    fn exam_markdown_of(&self, sheet: &ExamSheet<'_>, bodies: &[String], key: bool) -> Result<String, RenderError> {
        let demoted: Vec<String> = bodies.iter().map(|b| demote(b, 2)).collect();
        self.exam_markdown_of_demoted(sheet, &demoted, key)
    }

    /// [`Renderer::exam_markdown_of`] of the questions' texts with their headings moved down
    /// already (`demote`).
    fn exam_markdown_of_demoted(
        &self,
        sheet: &ExamSheet<'_>,
        bodies: &[String],
        key: bool,
    ) -> Result<String, RenderError> {
        let page = ExamPage {
            exam: ExamHeader {
                key,
                ..sheet.header.clone()
            },
            lang: sheet.lang.code(),
            questions: sheet
                .questions
                .iter()
                .zip(bodies)
                .enumerate()
                .map(|(i, ((_, points), body))| ExamQuestion { body, n: i + 1, points })
                .collect(),
        };
        let ctx = Context::from_serialize(&page).map_err(|e| RenderError::tera(None, e))?;
        Ok(tidy(&self.tera.render("exam.md", &ctx).map_err(|e| {
            RenderError::tera(Some("cannot render `exam.md`".into()), e)
        })?))
    }

    /// [`Renderer::exam_sheet_page`] from its questions' texts (`bodies`, one per exercise,
    /// from [`Renderer::body`] without the exercise's own points).
    fn exam_page_of(
        &self,
        sheet: &ExamSheet<'_>,
        bodies: &[String],
        key: bool,
        format: Format,
    ) -> Result<String, RenderError> {
        let md = self.exam_markdown_of(sheet, bodies, key)?;
        match format {
            // the header's spec text (title, course, instructions …) is made safe as every
            // exercise's is (the HTML page does it in `html_page`)
            Format::Markdown => Ok(sanitize_markdown(&md).into_owned()),
            Format::Html => self.html_page(sheet.title, &md, sheet.lang),
        }
    }
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
pub(crate) fn demote(md: &str, levels: usize) -> String {
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
