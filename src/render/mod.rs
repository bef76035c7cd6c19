//! Exercise (+ solution) → Markdown through tera templates → one self-contained HTML page.
//!
//! Templates lay out strings prepared here and by the kinds; they never compute. The built-in
//! templates are embedded; a directory given with `--templates` overrides them by file name.

mod markdown;

use std::path::Path;

use serde_json::json;
use tera::{Context, Tera};

pub use markdown::{
    MAX_TEX_DEPTH, markdown_to_html, options as markdown_options, sanitize_markdown, tex_depth, too_deep_tex,
};

use crate::exercise::{Choices, Exercise, PartArg, Solution};
use crate::kinds::KINDS;
use crate::present::Fmt;
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
        Ok(Renderer { tera, css })
    }

    /// The worksheet of one exercise in Markdown, with the worked solution when given; a drawn
    /// variant ends with its seed and number.
    pub fn markdown(&self, ex: &Exercise, solution: Option<&Solution>) -> Result<String, RenderError> {
        let out = self.body(ex, solution)?;
        let Some(d) = &ex.variant else {
            return Ok(out);
        };
        // The variant's footer: the seed and number that draw it again.
        let ctx = Context::from_serialize(&json!({ "variant": { "seed": d.seed, "number": d.number } }))
            .map_err(|e| RenderError::tera(None, e))?;
        let footer = self
            .tera
            .render("variant.md", &ctx)
            .map_err(|e| RenderError::tera(Some("cannot render `variant.md`".into()), e))?;
        Ok(tidy(&format!("{out}\n{footer}")))
    }

    /// The worksheet of one exercise without the variant's footer.
    fn body(&self, ex: &Exercise, solution: Option<&Solution>) -> Result<String, RenderError> {
        let ctx = Context::from_serialize(&context(ex, solution)).map_err(|e| RenderError::tera(None, e))?;
        let out = self
            .tera
            .render(&ex.kind.template_name(), &ctx)
            .map_err(|e| RenderError::tera(Some(format!("cannot render `{}`", ex.kind.template_name())), e))?;
        // Spec text (title, statement, labels, options, stated answers …) is in the output as
        // written: the same rule as for HTML makes it safe to paste into any Markdown renderer.
        Ok(sanitize_markdown(&tidy(&out)).into_owned())
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
        let mut questions = Vec::with_capacity(v.exercises.len());
        for (i, (ex, points)) in v.exercises.iter().enumerate() {
            // The question's heading shows the points the exam gives; the exercise's own
            // `points` line would say something else.
            let mut shown = ex.clone();
            shown.points = None;
            let sol = solutions.then(|| shown.solve());
            let body = demote(&self.body(&shown, sol.as_ref())?, 2);
            let points = crate::exam::points_of(ex, points.as_ref());
            questions.push(json!({
                "n": i + 1,
                "points": crate::exam::show(&points),
                "body": body,
            }));
        }
        let ctx = Context::from_serialize(&json!({
            "exam": {
                "title": exam.title,
                "course": exam.course,
                "date": exam.date,
                "instructions": exam.instructions,
                "fields": exam.fields,
                "total": crate::exam::show(&v.total()),
                "count": v.exercises.len(),
                "seed": v.seed,
                "variant": v.number,
                "key": solutions,
                "student": v.student.as_ref().map(|(id, name)| json!({ "id": id, "name": name })),
            },
            "questions": questions,
        }))
        .map_err(|e| RenderError::tera(None, e))?;
        let md = tidy(
            &self
                .tera
                .render("exam.md", &ctx)
                .map_err(|e| RenderError::tera(Some("cannot render `exam.md`".into()), e))?,
        );
        match format {
            Format::Markdown => Ok(md),
            Format::Html => self.html_page(&exam.title, &md),
        }
    }

    /// Wraps Markdown into one complete HTML page (inline CSS, no scripts, no external files).
    pub fn html_page(&self, title: &str, markdown: &str) -> Result<String, RenderError> {
        let body = markdown_to_html(markdown);
        let ctx = Context::from_serialize(&json!({ "title": title, "body": body, "css": self.css }))
            .map_err(|e| RenderError::tera(None, e))?;
        self.tera
            .render("page.html", &ctx)
            .map_err(|e| RenderError::tera(None, e))
    }

    /// Renders several exercises as one document in the given format.
    pub fn document(&self, items: &[(Exercise, Option<Solution>)], format: Format) -> Result<String, RenderError> {
        let mut parts = Vec::with_capacity(items.len());
        for (ex, sol) in items {
            parts.push(self.markdown(ex, sol.as_ref())?);
        }
        let md = parts.join("\n---\n\n");
        match format {
            // once more on the whole: a reference definition of one exercise applies to all
            Format::Markdown => Ok(sanitize_markdown(&md).into_owned()),
            Format::Html => {
                let title = match items {
                    [(ex, _)] => ex.title.clone().unwrap_or_else(|| format!("Exercise {}", ex.id)),
                    _ => format!("{} exercises", items.len()),
                };
                self.html_page(&title, &md)
            }
        }
    }
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

/// Collapses runs of blank lines left by template tags and ends with one newline.
fn tidy(s: &str) -> String {
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

fn points_text(f: &Fmt, arg: &PartArg) -> String {
    // One feature: `x = 0 and 7` rather than `x = (0) and (7)`.
    let pts: Vec<String> = arg.points().iter().map(|p| f.point(p)).collect();
    match pts.len() {
        0 => String::new(),
        1 => pts[0].clone(),
        n => format!("{} and {}", pts[..n - 1].join(", "), pts[n - 1]),
    }
}

/// The answer rule as the worksheet states it.
fn answer_rule(ex: &Exercise, solution: Option<&Solution>) -> String {
    fn has_rounded(v: &Value) -> bool {
        match v {
            Value::Rounded(_) => true,
            Value::List(items) => items.iter().any(has_rounded),
            Value::Map(items) => items.iter().any(|(_, v)| has_rounded(v)),
            _ => false,
        }
    }
    let owned;
    let sol = match solution {
        Some(s) => s,
        None => {
            owned = ex.solve();
            &owned
        }
    };
    let d = ex.digits;
    let third = crate::num::Number::ratio(1, 3)
        .map(|n| n.round_to(d))
        .unwrap_or_default();
    let mut rule = format!(
        "Answers: give exact values exactly, as fractions (13/20) or decimals (0.65); a value with more than {d} decimals, such as 1/3, may also be given rounded to {d} decimals ({third})."
    );
    if sol.parts.iter().any(|p| has_rounded(&p.computed)) {
        rule.push_str(&format!(" Give rounded values (exp, ln, √) with {d} decimals."));
    }
    rule
}

fn context(ex: &Exercise, solution: Option<&Solution>) -> serde_json::Value {
    let f = ex.fmt();
    let rule = answer_rule(ex, solution);
    let questions: Vec<serde_json::Value> = ex
        .parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (options, intervals) = match &p.choices {
                Some(Choices::Options(options)) => (options.iter().map(|o| o.text.clone()).collect(), Vec::new()),
                Some(Choices::Below(bounds)) => {
                    let b: Vec<String> = bounds.iter().map(|x| f.num(x)).collect();
                    let mut iv = vec![format!("below {}", b[0])];
                    for w in b.windows(2) {
                        iv.push(format!("from {} to below {}", w[0], w[1]));
                    }
                    iv.push(format!("{} or more", b[b.len() - 1]));
                    (Vec::new(), iv)
                }
                None => (Vec::new(), Vec::new()),
            };
            json!({
                "n": i + 1,
                "name": p.name,
                "x": points_text(&f, &p.arg),
                "many": matches!(p.arg, PartArg::Points(_)),
                "points": p.points.as_ref().filter(|x| !x.is_zero()).map(|x| f.num(x)),
                "options": options,
                "intervals": intervals,
            })
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
                        format!(
                            "The source gives `{}`; the exact answer is `{}`{why}.",
                            // a block-style answer on one line, so the note stays one paragraph
                            c.stated
                                .split_whitespace()
                                .collect::<Vec<_>>()
                                .join(" ")
                                .replace('`', "'"),
                            c.computed
                        )
                    })
                    .collect();
                let rounded: Vec<String> = s
                    .stated
                    .iter()
                    .filter(|c| c.part == p.part.name && !c.rounded.is_empty())
                    .map(|c| {
                        format!(
                            "The source rounds this: it gives `{}`; the value is `{}`.",
                            c.stated.replace('`', "'"),
                            c.computed
                        )
                    })
                    .collect();
                json!({
                    "name": p.part.name,
                    "answer": f.value(&p.computed),
                    "option": p.part.choices.as_ref().map(|_| f.value(&p.value)),
                    "choice_note": p.choice_note,
                    "view": p.view,
                    "errata": errata,
                    "rounded": rounded,
                })
            })
            .collect();
        json!({ "parts": parts, "view": s.view, "notes": s.notes })
    });
    json!({
        "exercise": {
            "id": ex.id,
            "kind": ex.kind.name,
            "title": ex.title.clone().unwrap_or_else(|| format!("Exercise {}", ex.id)),
            "statement": ex.statement,
            "source": ex.source_note,
            "digits": ex.digits,
            "points": ex.points.as_ref().map(|x| f.num(x)),
            "rule": rule,
        },
        "data": ex.data_view(),
        "questions": questions,
        "solution": solution,
    })
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
            .filter_map(|s| crate::spec::load(s).ok())
            .flatten()
            .collect()
    }

    /// The text of question 1 and the worked solution of a rendered worksheet.
    fn question_and_solution(md: &str) -> (String, String) {
        let question = md
            .lines()
            .skip_while(|l| !l.starts_with("## Questions"))
            .find_map(|l| l.strip_prefix("1. "))
            .unwrap_or_default()
            .trim()
            .to_string();
        let solution: Vec<&str> = md.lines().skip_while(|l| !l.starts_with("## Solution")).collect();
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
                    let mut one = ex.clone();
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
                            let (q, with) = question_and_solution(&md);
                            let (_, without) = question_and_solution(&base);
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
