//! Literate documents: exercise specs in fenced ```` ```mlex ```` blocks of a Markdown document,
//! each optionally followed by an ```` ```mlex-answers ```` block with the answers its author typed.
//!
//! Blocks are found with pulldown-cmark's offset iterator, so blocks inside list items and block
//! quotes work, and every position inside a block maps back to the document's line and column.
//! [`weave_variant`] splices rendered exercises into the document (everything outside the blocks is kept
//! byte for byte); [`verify`] compares the authors' answers with the computed ones.

use std::ops::Range;
use std::sync::Arc;

use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};

use crate::diag::{Diagnostic, Diagnostics, Source, Span};
use crate::exercise::{Exercise, Solution, StatedCheck, StatedStatus};
use crate::render::{Format, RenderError, Renderer, shift_headings};
use crate::spec;

/// The info string of a spec block.
pub const SPEC_INFO: &str = "mlex";
/// The info string of an answers block.
pub const ANSWERS_INFO: &str = "mlex-answers";

/// A fenced block of a document.
#[derive(Clone, Debug)]
pub struct Block {
    /// `mlex` or `mlex-answers`.
    pub info: String,
    /// The content, without the container prefixes (`> `, list indentation).
    pub text: String,
    /// From the start of the opening fence's line to the end of the closing fence.
    pub range: Range<usize>,
    /// What precedes the fence on its line (the container prefix).
    pub prefix: String,
    /// Heading level of the section the block is in (0 before any heading).
    pub section_level: usize,
    /// Pieces of `text` and where they are in the document: (text offset, document offset, len).
    chunks: Vec<(usize, usize, usize)>,
}

impl Block {
    /// The document offset of a byte offset in the block's text.
    pub fn to_doc(&self, off: usize) -> usize {
        let mut best = self.range.start;
        for &(t, d, len) in &self.chunks {
            if off < t {
                break;
            }
            best = d + (off - t).min(len);
        }
        best
    }

    /// Maps a span of the block's text into the document.
    pub fn span_to_doc(&self, s: Span) -> Span {
        Span::new(self.to_doc(s.start), self.to_doc(s.end))
    }
}

/// The `mlex` and `mlex-answers` blocks of a document, in order. Other blocks (`yaml`, `rust`, …)
/// are left alone.
pub fn blocks(doc: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut current: Option<Block> = None;
    let mut section_level = 0;
    for (ev, r) in Parser::new_ext(doc, crate::render::markdown_options()).into_offset_iter() {
        match ev {
            Event::Start(Tag::Heading { level, .. }) => section_level = level as usize,
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                let word = info.split_whitespace().next().unwrap_or("");
                if word == SPEC_INFO || word == ANSWERS_INFO {
                    let line_start = doc[..r.start].rfind('\n').map_or(0, |i| i + 1);
                    current = Some(Block {
                        info: word.to_string(),
                        text: String::new(),
                        range: line_start..r.end,
                        prefix: doc[line_start..r.start].to_string(),
                        section_level,
                        chunks: Vec::new(),
                    });
                }
            }
            Event::Text(t) => {
                if let Some(b) = current.as_mut() {
                    let doc_off = if doc.get(r.clone()) == Some(t.as_ref()) {
                        r.start
                    } else {
                        r.start.min(doc.len())
                    };
                    b.chunks.push((b.text.len(), doc_off, t.len()));
                    b.text.push_str(&t);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some(mut b) = current.take() {
                    b.range.end = r.end;
                    out.push(b);
                }
            }
            _ => {}
        }
    }
    out
}

/// A spec block and the answers block that follows it, if any.
#[derive(Clone, Debug)]
pub struct Item {
    /// The `mlex` block.
    pub spec: Block,
    /// The `mlex-answers` block after it (before the next `mlex` block).
    pub answers: Option<Block>,
}

/// Pairs each spec block with its answers block; an answers block with no spec block before it is
/// an error.
pub fn items(doc: &Arc<Source>) -> Result<Vec<Item>, Diagnostics> {
    let mut items: Vec<Item> = Vec::new();
    let mut errors = Vec::new();
    for b in blocks(&doc.text) {
        if b.info == SPEC_INFO {
            items.push(Item { spec: b, answers: None });
        } else {
            match items.last_mut() {
                Some(it) if it.answers.is_none() => it.answers = Some(b),
                _ => errors.push(
                    Diagnostic::error("an `mlex-answers` block must follow an `mlex` block")
                        .at(
                            Span::new(b.range.start, b.range.start + b.prefix.len() + 3),
                            "no exercise before it",
                        )
                        .help("put the answers right after the ```mlex block they answer"),
                ),
            }
        }
    }
    if errors.is_empty() {
        Ok(items)
    } else {
        Err(Diagnostics {
            source: doc.clone(),
            items: crate::diag::capped(errors),
        })
    }
}

fn remap(d: Diagnostics, block: &Block, doc: &Arc<Source>) -> Diagnostics {
    Diagnostics {
        source: doc.clone(),
        items: d
            .items
            .into_iter()
            .map(|mut diag| {
                diag.span = diag.span.map(|(s, l)| (block.span_to_doc(s), l));
                diag
            })
            .collect(),
    }
}

fn doc_stem(doc: &Source) -> String {
    std::path::Path::new(&doc.name)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("doc")
        .to_string()
}

/// Loads the exercise of a spec block; errors are located in the document.
pub fn load_block(doc: &Arc<Source>, n: usize, block: &Block) -> Result<Exercise, Diagnostics> {
    let name = format!("{}-{n}", doc_stem(doc));
    let mut ex = crate::load::exercises(Source::new(name, block.text.clone())).map_err(|d| remap(d, block, doc))?;
    if ex.len() != 1 {
        return Err(Diagnostics {
            source: doc.clone(),
            items: vec![
                Diagnostic::error(format!(
                    "an `mlex` block holds one exercise; this one holds {}",
                    ex.len()
                ))
                .at(
                    Span::new(block.range.start, block.range.start + block.prefix.len() + 7),
                    "here",
                )
                .help("use one block per exercise"),
            ],
        });
    }
    Ok(ex.remove(0))
}

/// An author's answer worth reporting: one that disagrees with the computed one, is rounded more
/// coarsely than allowed without saying so, or is marked as a known erratum (stale or not).
#[derive(Clone, Debug)]
pub struct Finding {
    /// The exercise id.
    pub exercise: String,
    /// What the comparison comes to.
    pub status: StatedStatus,
    /// The comparison, with its spans in the document.
    pub check: StatedCheck,
}

impl Finding {
    /// Whether it makes `mlex verify` exit with status 1.
    pub fn fails(&self) -> bool {
        self.status.fails()
    }
}

/// The findings of a solved exercise's printed answers (every status but `Agrees` and
/// `Rounded`), with their spans moved by `to_doc` (the answer's spans, and whether it was read from
/// an `mlex-answers` block).
pub fn findings(solution: &Solution, to_doc: impl Fn(Span, bool) -> Span) -> Vec<Finding> {
    let ex = &solution.exercise;
    let mut out = Vec::new();
    for (c, s) in solution.stated.iter().zip(&ex.stated) {
        let status = c.status();
        if matches!(status, StatedStatus::Agrees | StatedStatus::Rounded) {
            continue;
        }
        let mut check = c.clone();
        check.span = to_doc(check.span, s.in_block);
        for d in check
            .diffs
            .iter_mut()
            .chain(check.coarse.iter_mut())
            .chain(check.rounded.iter_mut())
        {
            d.span = to_doc(d.span, s.in_block);
        }
        out.push(Finding {
            exercise: ex.id.clone(),
            status,
            check,
        });
    }
    out
}

/// Compares every answer of the document's authors with the computed one: the `stated:` answers
/// inside the spec blocks and the answers in `mlex-answers` blocks. Printed answers agree when they
/// are the exact value or its rounding at the decimals printed, and those decimals are at least
/// `digits` unless the answer declares its rounding (see docs/checking.md). Returns how many
/// answers were compared and the findings.
pub fn verify(doc: &Arc<Source>) -> Result<(usize, Vec<Finding>), Diagnostics> {
    let items = items(doc)?;
    let mut found = Vec::new();
    let mut errors = Vec::new();
    let mut compared = 0;
    for (n, item) in items.iter().enumerate() {
        let ex = match load_block(doc, n + 1, &item.spec).and_then(|ex| with_answers(doc, ex, item.answers.as_ref())) {
            Ok(ex) => ex,
            Err(d) => {
                errors.extend(d.items);
                continue;
            }
        };
        let sol = ex.solve_values();
        compared += sol.stated.len();
        found.extend(findings(&sol, |span, in_block| {
            let block = match (in_block, &item.answers) {
                (true, Some(a)) => a,
                _ => &item.spec,
            };
            block.span_to_doc(span)
        }));
    }
    if errors.is_empty() {
        Ok((compared, found))
    } else {
        Err(Diagnostics {
            source: doc.clone(),
            items: crate::diag::capped(errors),
        })
    }
}

/// Adds the answers of an `mlex-answers` block to the exercise's stated answers (so that
/// `verify` compares them and a woven solution notes the wrong ones).
fn with_answers(doc: &Arc<Source>, mut ex: Exercise, block: Option<&Block>) -> Result<Exercise, Diagnostics> {
    let Some(block) = block else { return Ok(ex) };
    let located = |items: Vec<Diagnostic>| {
        remap(
            Diagnostics {
                source: doc.clone(),
                items,
            },
            block,
            doc,
        )
    };
    let entries = spec::written::read_answers_block(&block.text).map_err(located)?;
    let asked: Vec<&str> = ex.parts.iter().map(|p| p.name).collect();
    let mut errors = Vec::new();
    let mut stated = Vec::new();
    for (name, key, s) in entries {
        if !asked.contains(&name.as_str()) {
            let mut d =
                Diagnostic::error(format!("`{name}` is not an asked part of `{}`", ex.id)).at(key, "unknown part");
            d = match crate::diag::did_you_mean(&name, asked.iter().copied()) {
                Some(s) => d.help(format!("did you mean `{s}`?")),
                None => d.note(format!(
                    "the asked parts are {}",
                    crate::spec::loader::list_code(&asked)
                )),
            };
            errors.push(d);
            continue;
        }
        if ex.stated.iter().any(|s| s.part == name) {
            errors.push(
                Diagnostic::error(format!(
                    "`{name}` is answered both in `stated:` and in the answers block"
                ))
                .at(key, "answered twice")
                .help("keep one of the two answers"),
            );
            continue;
        }
        stated.push(s);
    }
    if !errors.is_empty() {
        return Err(located(errors));
    }
    ex.stated.extend(stated);
    Ok(ex)
}

/// Puts the container prefix (`> `, list indentation) before every line.
fn with_prefix(md: &str, prefix: &str) -> String {
    if prefix.is_empty() {
        return md.trim_end_matches('\n').to_string();
    }
    let blank = prefix.trim_end();
    md.trim_end_matches('\n')
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == 0 {
                l.to_string() // the first line continues after the prefix already in the document
            } else if l.is_empty() {
                blank.to_string()
            } else {
                format!("{prefix}{l}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Why weaving failed.
#[derive(Debug)]
pub enum WeaveError {
    /// A block is invalid (located in the document).
    Invalid(Diagnostics),
    /// A template failed.
    Render(RenderError),
}

/// Replaces every `mlex` block by its rendered exercise (with the worked solution when
/// `solutions`) and removes the `mlex-answers` blocks; everything else is kept byte for byte.
///
/// A block with `vary:` is drawn as variant `k` of seed `s` when `variant` is `Some((s, k))`
/// (the blocks without `vary:` are the same in every variant); with `None` it shows its variant
/// 1 of seed 0, as `mlex render` does without `--seed` (the rendered exercise ends with "Variant 1
/// of seed 0"). A
/// block's draw depends on the seed, `k` and the block's `id` (by default the document's name
/// and the block's number: give the block an `id` to keep its variants when the document is
/// renamed or reordered).
pub fn weave_variant(
    doc: &Arc<Source>,
    renderer: &Renderer,
    solutions: bool,
    variant: Option<(u64, u64)>,
) -> Result<String, WeaveError> {
    let items = items(doc).map_err(WeaveError::Invalid)?;
    let mut exercises = Vec::with_capacity(items.len());
    let mut errors = Vec::new();
    for (n, item) in items.iter().enumerate() {
        let loaded = load_block(doc, n + 1, &item.spec)
            .and_then(|ex| with_answers(doc, ex, item.answers.as_ref()))
            .and_then(|ex| match variant {
                None => Ok(ex),
                Some((seed, k)) => crate::variant::draw_located(&ex, seed, k).map_err(|d| {
                    remap(
                        Diagnostics {
                            source: ex.origin().clone(),
                            items: vec![d],
                        },
                        &item.spec,
                        doc,
                    )
                }),
            });
        match loaded {
            Ok(ex) => exercises.push(ex),
            Err(d) => errors.extend(d.items),
        }
    }
    if !errors.is_empty() {
        return Err(WeaveError::Invalid(Diagnostics {
            source: doc.clone(),
            items: crate::diag::capped(errors),
        }));
    }
    let text = &doc.text;
    let mut out = String::with_capacity(text.len() * 2);
    let mut pos = 0;
    for (item, ex) in items.iter().zip(&exercises) {
        let sol = solutions.then(|| ex.solve());
        let md = renderer.markdown(ex, sol.as_ref()).map_err(WeaveError::Render)?;
        let md = shift_headings(&md, item.spec.section_level);
        out.push_str(&text[pos..item.spec.range.start]);
        out.push_str(&item.spec.prefix);
        out.push_str(&with_prefix(&md, &item.spec.prefix));
        pos = item.spec.range.end;
        if let Some(a) = &item.answers {
            out.push_str(&text[pos..a.range.start]);
            pos = a.range.end;
            // drop the answers block and the line break that ended it
            if text[pos..].starts_with('\n') {
                pos += 1;
            }
        }
    }
    out.push_str(&text[pos..]);
    Ok(out)
}

/// Weaves and, for HTML, wraps the result into one page titled by the document's first heading.
pub fn weave_to(doc: &Arc<Source>, renderer: &Renderer, solutions: bool, format: Format) -> Result<String, WeaveError> {
    weave_variant_to(doc, renderer, solutions, format, None)
}

/// [`weave_to`] with the blocks' variant ([`weave_variant`]).
pub fn weave_variant_to(
    doc: &Arc<Source>,
    renderer: &Renderer,
    solutions: bool,
    format: Format,
    variant: Option<(u64, u64)>,
) -> Result<String, WeaveError> {
    let md = weave_variant(doc, renderer, solutions, variant)?;
    match format {
        Format::Markdown => Ok(md),
        Format::Html => {
            let title = doc
                .text
                .lines()
                .find_map(|l| l.strip_prefix("# "))
                .map(str::trim)
                .map(str::to_string)
                .unwrap_or_else(|| doc_stem(doc));
            renderer
                .html_page(&title, &md, crate::i18n::Lang::default())
                .map_err(WeaveError::Render)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = "# Notes\n\nText.\n\n- a list item\n\n  ```mlex\n  kind: perceptron\n  samples: [{x: [0], y: a}, {x: [1], y: b}]\n  ```\n\n> quoted\n>\n> ```mlex\n> kind: perceptron\n> samples: [{x: [0], y: a}, {x: [1], y: b}]\n> ```\n\n```yaml\nkind: not-mlex\n```\n";

    #[test]
    fn finds_blocks_in_lists_and_quotes_and_maps_positions() {
        let bs = blocks(DOC);
        assert_eq!(bs.len(), 2, "the yaml block is left alone");
        assert_eq!(bs[0].prefix, "  ");
        assert_eq!(bs[1].prefix, "> ");
        assert_eq!(
            bs[0].text,
            "kind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\n"
        );
        // "samples" in block 2's text maps to its place in the document
        let off = bs[1].text.find("samples").unwrap();
        let d = bs[1].to_doc(off);
        assert_eq!(&DOC[d..d + 7], "samples");
        assert!(DOC[..d].ends_with("> "));
    }

    #[test]
    fn headings_shift_and_prefixes_apply() {
        assert_eq!(
            shift_headings("# T\n## Q\ntext #x\n```\n# code\n```\n", 2),
            "### T\n#### Q\ntext #x\n```\n# code\n```\n"
        );
        assert_eq!(with_prefix("a\n\nb\n", "> "), "a\n>\n> b");
    }
}
