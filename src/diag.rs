//! Diagnostics in the style of rustc: what is wrong, where (file:line:column with the source
//! line and a caret), and how to fix it.

use std::fmt;
use std::sync::{Arc, OnceLock};

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

/// A byte range in a source text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Span {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

impl Span {
    /// A span from `start` to `end` (bytes).
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }
}

/// A named source text (a spec file, an answers file, stdin).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// The name shown in messages (a path, or `<stdin>`).
    pub name: String,
    /// The whole text.
    pub text: String,
    /// The byte offset of the start of each line, made on first use: placing a diagnostic is
    /// then a binary search, not a scan of the text (20,000 diagnostics of a large file were
    /// quadratic).
    lines: OnceLock<Vec<usize>>,
}

impl Source {
    /// A source from a name and its text.
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Arc<Self> {
        Arc::new(Source {
            name: name.into(),
            text: text.into(),
            lines: OnceLock::new(),
        })
    }

    /// The byte offsets where lines start (the first is 0).
    pub(crate) fn line_starts(&self) -> &[usize] {
        self.lines.get_or_init(|| {
            std::iter::once(0)
                .chain(self.text.match_indices('\n').map(|(i, _)| i + 1))
                .collect()
        })
    }

    /// The 0-based index of the line holding byte `byte`.
    fn line_index(&self, byte: usize) -> usize {
        self.line_starts().partition_point(|&s| s <= byte).saturating_sub(1)
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub(crate) fn line_col(&self, byte: usize) -> (usize, usize) {
        let byte = floor_char_boundary(&self.text, byte.min(self.text.len()));
        let line = self.line_index(byte);
        let start = self.line_starts()[line];
        (line + 1, self.text[start..byte].chars().count() + 1)
    }

    /// The whole lines holding bytes `start..end`: their byte range and the 1-based number of
    /// the first.
    fn lines_around(&self, start: usize, end: usize) -> (usize, usize, usize) {
        let starts = self.line_starts();
        // The end of a text that ends with a newline is shown at the end of its last line.
        let first = if start == self.text.len() && self.text.ends_with('\n') {
            self.line_index(start - 1)
        } else {
            self.line_index(start)
        };
        let last = self.line_index(end.max(start));
        let from = starts[first];
        let to = starts.get(last + 1).map_or(self.text.len(), |&s| s);
        (from, to, first + 1)
    }
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input cannot be used.
    Error,
    /// The input is used, but something looks wrong.
    Warning,
    /// Information only.
    Note,
}

/// One message about an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// What is wrong, as a lowercase sentence with user values in backticks.
    pub message: String,
    /// Where, with a short label under the caret.
    pub span: Option<(Span, String)>,
    /// How to fix it.
    pub help: Option<String>,
    /// Extra facts ("expected one of …").
    pub notes: Vec<String>,
}

/// The most digits in a row a message quotes: a longer run (a number of the input, up to 1,000
/// digits) is shown by its first 12 digits and its length, `999999999999… (1000 digits)`.
const MAX_QUOTED_DIGITS: usize = 40;

/// `text` with every run of more than [`MAX_QUOTED_DIGITS`] digits shortened, so that no message
/// echoes a huge literal whole, whichever check quotes it (tests/cli/huge_literals.rs).
pub(crate) fn short_digits(text: String) -> String {
    // bytes, not chars: an ASCII digit is never part of a longer UTF-8 sequence, whose bytes
    // end a run as the character does (every message passes here: 14% of a fuzz target's time
    // went to counting characters)
    let runs_long = |s: &str| {
        let mut run = 0;
        s.bytes().any(|b| {
            run = if b.is_ascii_digit() { run + 1 } else { 0 };
            run > MAX_QUOTED_DIGITS
        })
    };
    if !runs_long(&text) {
        return text;
    }
    let mut out = String::with_capacity(64);
    let mut run = String::new();
    let flush = |out: &mut String, run: &mut String| {
        if run.len() > MAX_QUOTED_DIGITS {
            out.push_str(&run[..12]);
            out.push_str(&format!("… ({} digits)", run.len()));
        } else {
            out.push_str(run);
        }
        run.clear();
    };
    for c in text.chars() {
        if c.is_ascii_digit() {
            run.push(c);
        } else {
            flush(&mut out, &mut run);
            out.push(c);
        }
    }
    flush(&mut out, &mut run);
    out
}

impl Diagnostic {
    /// A new error.
    pub(crate) fn error(message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            message: short_digits(message.into()),
            span: None,
            help: None,
            notes: Vec::new(),
        }
    }

    /// A new warning.
    pub(crate) fn warning(message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(message)
        }
    }

    /// Points at `span` with a label.
    pub(crate) fn at(mut self, span: Span, label: impl Into<String>) -> Self {
        self.span = Some((span, short_digits(label.into())));
        self
    }

    /// Adds a `help:` line.
    pub(crate) fn help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(short_digits(help.into()));
        self
    }

    /// Adds a `note:` line.
    pub(crate) fn note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(short_digits(note.into()));
        self
    }

    /// The 1-based line and column of the diagnostic in `source`, if it has a place.
    pub(crate) fn line_col(&self, source: &Source) -> Option<(usize, usize)> {
        self.span.as_ref().map(|(s, _)| source.line_col(s.start))
    }

    /// Renders the diagnostic against its source, rustc-style, without colours.
    pub fn render(&self, source: &Source) -> String {
        self.render_with(source, &Renderer::plain())
    }

    /// Renders with a given renderer (coloured output for terminals).
    pub(crate) fn render_with(&self, source: &Source, renderer: &Renderer) -> String {
        let level = match self.severity {
            Severity::Error => Level::ERROR,
            Severity::Warning => Level::WARNING,
            Severity::Note => Level::NOTE,
        };
        let title = level.primary_title(self.message.as_str());
        let mut group = match &self.span {
            Some((span, label)) => {
                let len = source.text.len();
                let start = floor_char_boundary(&source.text, span.start.min(len));
                let end = floor_char_boundary(&source.text, span.end.min(len)).max(start);
                // Only the lines of the span go to the renderer, numbered from the first: the
                // whole text would be scanned once per diagnostic.
                let (from, to, line) = source.lines_around(start, end);
                title.element(
                    Snippet::source(&source.text[from..to])
                        .line_start(line)
                        .path(source.name.as_str())
                        .annotation(
                            AnnotationKind::Primary
                                .span(start - from..end - from)
                                .label(label.as_str()),
                        ),
                )
            }
            None => Group::with_title(title),
        };
        for n in &self.notes {
            group = group.element(Level::NOTE.message(n.as_str()));
        }
        if let Some(h) = &self.help {
            group = group.element(Level::HELP.message(h.as_str()));
        }
        let mut out = renderer.render(&[group]).to_string();
        if self.span.is_none() {
            out.push_str(&format!("\n  --> {}", source.name));
        }
        out
    }
}

/// The most diagnostics shown for one file; the rest are counted in one last error. Rendering a
/// diagnostic is cheap, but 20,000 of them bury the first, which is the one to fix.
pub const MAX_DIAGNOSTICS: usize = 100;

/// The error that stands for the diagnostics of a file past [`MAX_DIAGNOSTICS`].
pub fn more_errors(more: usize) -> Diagnostic {
    Diagnostic::error(format!(
        "… and {more} more error{} in this file, not shown",
        if more == 1 { "" } else { "s" }
    ))
    .note(format!("mlex shows the first {MAX_DIAGNOSTICS} errors of a file"))
    .help("fix the errors shown and run again")
}

/// The first [`MAX_DIAGNOSTICS`] of `items` and, when there were more, one diagnostic counting
/// them (a warning when all of them are warnings).
pub fn capped(mut items: Vec<Diagnostic>) -> Vec<Diagnostic> {
    if items.len() <= MAX_DIAGNOSTICS {
        return items;
    }
    let more = items.len() - MAX_DIAGNOSTICS;
    let warnings = items[MAX_DIAGNOSTICS..].iter().all(|d| d.severity == Severity::Warning);
    items.truncate(MAX_DIAGNOSTICS);
    items.push(if warnings {
        Diagnostic::warning(format!(
            "… and {more} more warning{} in this file, not shown",
            if more == 1 { "" } else { "s" }
        ))
        .note(format!("mlex shows the first {MAX_DIAGNOSTICS} warnings of a file"))
    } else {
        more_errors(more)
    });
    items
}

/// Everything wrong with one source, in source order.
#[derive(Clone, Debug)]
pub struct Diagnostics {
    /// The source the diagnostics point into.
    pub source: Arc<Source>,
    /// The diagnostics.
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// The diagnostics as `file:line:col: message` lines (for tests and terse output).
    pub(crate) fn short(&self) -> Vec<String> {
        self.items
            .iter()
            .map(|d| match d.line_col(&self.source) {
                Some((l, c)) => format!("{}:{l}:{c}: {}", self.source.name, d.message),
                None => format!("{}: {}", self.source.name, d.message),
            })
            .collect()
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.items.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            writeln!(f, "{}", d.render(&self.source))?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

/// The closest candidate to `word` (edit distance ≤ 1/3 of its length, at least 2), for
/// "did you mean `margin`?".
pub fn did_you_mean<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let len = word.chars().count();
    let limit = (len / 3).max(2);
    candidates
        .into_iter()
        // the distance is at least the difference of the lengths: most candidates need not be
        // measured (a draw of a `vary:` spec with an unknown key asks up to 1,000 times)
        .filter(|c| c.chars().count().abs_diff(len) <= limit)
        .map(|c| (strsim::damerau_levenshtein(word, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_count_characters() {
        let s = Source::new("f.yaml", "a: 1\nbé: x\n");
        assert_eq!(s.line_col(0), (1, 1));
        assert_eq!(s.line_col(5), (2, 1));
        // after "bé: " (5 bytes, 4 chars)
        assert_eq!(s.line_col(10), (2, 5));
    }

    #[test]
    fn renders_like_rustc() {
        let s = Source::new("spec.yaml", "kind: perceptron\nmargn: 0.1\n");
        let d = Diagnostic::error("unknown key `margn`")
            .at(Span::new(17, 22), "not a key of `perceptron`")
            .help("did you mean `margin`?");
        let out = d.render(&s);
        assert!(out.starts_with("error: unknown key `margn`"), "{out}");
        assert!(out.contains("--> spec.yaml:2:1"), "{out}");
        assert!(out.contains("2 | margn: 0.1"), "{out}");
        assert!(out.contains("^^^^^ not a key of `perceptron`"), "{out}");
        assert!(out.trim_end().ends_with("= help: did you mean `margin`?"), "{out}");
    }

    /// The rendering as it was before the line index: the whole text given to the renderer.
    fn render_whole(d: &Diagnostic, source: &Source) -> String {
        let (span, label) = d.span.clone().unwrap();
        let title = Level::ERROR.primary_title(d.message.as_str());
        let group = title.element(
            Snippet::source(source.text.as_str())
                .path(source.name.as_str())
                .annotation(AnnotationKind::Primary.span(span.start..span.end).label(label.as_str())),
        );
        Renderer::plain().render(&[group]).to_string()
    }

    #[test]
    fn rendering_a_window_of_lines_is_rendering_the_whole_text() {
        let text = "a: 1\nb: [1,\n  2]\nc: é\n\nd: x\n";
        let s = Source::new("f.yaml", text);
        // 'é' is bytes 20..22; the text ends at 29
        let spans = [
            (0, 1),
            (5, 6),
            (8, 16),
            (17, 18),
            (20, 22),
            (22, 23),
            (23, 24),
            (28, 29),
            (29, 29),
        ];
        for (a, b) in spans {
            let d = Diagnostic::error("bad").at(Span::new(a, b), "here");
            assert_eq!(d.render(&s), render_whole(&d, &s), "{a}..{b}");
        }
    }

    #[test]
    fn the_line_index_places_spans_without_scanning() {
        let text = "x\n".repeat(1000) + "last: 1";
        let s = Source::new("f.yaml", text.clone());
        assert_eq!(s.line_starts().len(), 1001);
        assert_eq!(s.line_col(text.len() - 1), (1001, 7));
        // the renderer is given the line of the span only
        assert_eq!(s.lines_around(2000, 2004), (2000, text.len(), 1001));
        assert_eq!(s.lines_around(2, 5), (2, 6, 2));
        let d = Diagnostic::error("bad").at(Span::new(2000, 2004), "here");
        let out = d.render(&s);
        assert!(out.contains("--> f.yaml:1001:1"), "{out}");
        assert!(out.contains("1001 | last: 1"), "{out}");
        assert!(!out.contains("1000 | x"), "{out}");
    }

    #[test]
    fn diagnostics_past_the_cap_are_counted() {
        let many: Vec<Diagnostic> = (0..250).map(|i| Diagnostic::error(format!("e{i}"))).collect();
        let kept = capped(many);
        assert_eq!(kept.len(), MAX_DIAGNOSTICS + 1);
        assert_eq!(kept[99].message, "e99");
        assert_eq!(kept[100].message, "… and 150 more errors in this file, not shown");
        assert_eq!(capped(vec![Diagnostic::error("x")]).len(), 1);
        let warnings: Vec<Diagnostic> = (0..101).map(|i| Diagnostic::warning(format!("w{i}"))).collect();
        let kept = capped(warnings);
        assert_eq!(kept[100].severity, Severity::Warning);
        assert_eq!(kept[100].message, "… and 1 more warning in this file, not shown");
    }

    #[test]
    fn suggestions() {
        let keys = ["margin", "learning_rate", "samples"];
        assert_eq!(did_you_mean("margn", keys), Some("margin"));
        assert_eq!(did_you_mean("learning-rate", keys), Some("learning_rate"));
        assert_eq!(did_you_mean("zzz", keys), None);
    }

    #[test]
    fn the_length_filter_changes_no_suggestion() {
        // every word within a few edits of a key (and some far ones) against the distance of
        // every candidate, measured without the filter
        let keys = [
            "margin",
            "learning_rate",
            "samples",
            "x",
            "id",
            "ask",
            "sample_weights",
            "é",
        ];
        let brute = |w: &str| {
            let limit = (w.chars().count() / 3).max(2);
            keys.iter()
                .map(|c| (strsim::damerau_levenshtein(w, c), *c))
                .filter(|(d, _)| *d <= limit)
                .min_by_key(|(d, _)| *d)
                .map(|(_, c)| c)
        };
        let mut words: Vec<String> = vec![String::new(), "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz".into(), "ée".into()];
        for k in keys {
            let chars: Vec<char> = k.chars().collect();
            for i in 0..=chars.len() {
                for j in i..=chars.len().min(i + 4) {
                    // a cut of 0 to 4 characters, with and without 1 to 5 inserted
                    let cut: String = chars[..i].iter().chain(&chars[j..]).collect();
                    words.push(cut.clone());
                    for extra in ["a", "xy", "_é_", "zzzz", "qqqqq"] {
                        let mut w: Vec<char> = cut.chars().collect();
                        let at = i.min(w.len());
                        w.splice(at..at, extra.chars());
                        words.push(w.into_iter().collect());
                    }
                }
            }
        }
        assert!(words.len() > 500, "{}", words.len());
        for w in &words {
            assert_eq!(did_you_mean(w, keys), brute(w), "{w:?}");
        }
    }

    #[test]
    fn long_runs_of_digits_are_shortened_in_messages() {
        let n = "9".repeat(1000);
        let d = Diagnostic::error(format!("found `-{n}`, and 1/{n}"))
            .at(Span::new(0, 1), n.clone())
            .help(format!("not {n}"))
            .note(format!("{n}."));
        assert_eq!(
            d.message,
            "found `-999999999999… (1000 digits)`, and 1/999999999999… (1000 digits)"
        );
        assert_eq!(d.span.unwrap().1, "999999999999… (1000 digits)");
        assert_eq!(d.help.as_deref(), Some("not 999999999999… (1000 digits)"));
        assert_eq!(d.notes[0], "999999999999… (1000 digits).");
        // 40 digits stay, and so does everything else
        let forty = "1".repeat(40);
        assert_eq!(short_digits(format!("a {forty} b")), format!("a {forty} b"));
        assert_eq!(short_digits("x = 10⁶, 2048 bits".into()), "x = 10⁶, 2048 bits");
        // a character of several bytes ends a run, as any other
        let thirty = "3".repeat(30);
        let kept = format!("{thirty}é{thirty}⁶{thirty}");
        assert_eq!(short_digits(kept.clone()), kept);
        let long = format!("é{}é", "7".repeat(41));
        assert_eq!(short_digits(long), "é777777777777… (41 digits)é");
    }
}
