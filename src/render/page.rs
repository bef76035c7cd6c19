//! The HTML page around a page's body (`page.html`: the stylesheet, the printed pages' running
//! headers) and the pages made of several bodies: the document of several exercises and the
//! book of an exam's variants. Text shown on one line (titles, headers) is made here too.

use tera::Context;

use super::worksheet::{exercise_title, split_solution};
use super::{
    Format, RenderError, Renderer, accessible_tables, markdown, markdown_options, markdown_to_html, sanitize_markdown,
};
use crate::exercise::{Exercise, Solution};
use crate::i18n::Lang;

/// What [`Renderer::page_of_html`] puts around a page's body, for one title and language.
pub(super) struct PageFrame {
    title: String,
    lang: Lang,
    before: String,
    after: String,
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

impl Renderer {
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
    #[doc(hidden)]
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
    pub(super) fn page_of_html(&self, title: &str, body: &str, lang: Lang) -> Result<String, RenderError> {
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
    #[doc(hidden)]
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
mod tests {
    use super::*;

    #[test]
    fn titles_are_plain_text_on_one_line() {
        assert_eq!(plain_text("A *b* `c` $x_1$\n  next [l](u)"), "A b c x_1 next l");
    }

    #[test]
    fn css_strings_cannot_end_the_style_element() {
        assert_eq!(css_string("a\"b\\c</style>\n"), "\"a\\\"b\\\\c\\3C /style\\3E  \"");
    }
}
