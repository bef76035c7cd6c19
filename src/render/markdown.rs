//! Markdown made safe for text that came from a spec, and Markdown → HTML with pulldown-cmark.
//!
//! [`sanitize_markdown`] is the one rule, applied to every worksheet in Markdown and, before
//! conversion, in HTML:
//!
//! * raw HTML (blocks and inline) is turned into text, so `<script>` shows as text and never runs;
//! * links whose address has a scheme other than http, https or mailto (`javascript:`, `data:`,
//!   `vbscript:` …) lose the link and keep their text, and such reference definitions go;
//! * images are dropped and their alt text kept: a worksheet makes no network request;
//! * `<` and `>` in `$…$` math become `\lt` and `\gt`, so a renderer without math sees no tag.
//!
//! In HTML, `$…$` / `$$…$$` math becomes MathML (feature `mathml`), or code when the TeX contains
//! `&`, nests deeper than [`MAX_TEX_DEPTH`] or does not convert; without the feature inline TeX
//! is shown as Unicode text (`w_y^\top \bar{x}` as `w_yᵀ x̄`).

use std::borrow::Cow;
use std::ops::Range;

use pulldown_cmark::{CodeBlockKind, CowStr, Event, Parser, Tag, TagEnd, html};

pub use crate::markup::{MAX_TEX_DEPTH, options, tex_depth};

/// Whether a link address is safe: http, https, mailto, or no scheme (a relative address).
fn safe_url(url: &str) -> bool {
    let cleaned: String = url.chars().filter(|c| !c.is_whitespace() && !c.is_control()).collect();
    let lower = cleaned.to_ascii_lowercase();
    // The first segment ("a/b:c" and "?x=a:b" are relative paths, not schemes).
    let head = &lower[..lower.find(['/', '?', '#']).unwrap_or(lower.len())];
    if head.contains('&') {
        // a colon written as an entity (`javascript&colon;`, `&#58;`) is one for a renderer
        // that decodes it
        return false;
    }
    match head.find(':') {
        None => true,
        Some(i) => matches!(&head[..i], "http" | "https" | "mailto"),
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// TeX shown as code, in a block for display math; `\lt` and `\gt` (what [`sanitize_markdown`]
/// made of `<` and `>`) as the author wrote them.
fn tex_code(tex: &str, block: bool) -> String {
    let tex = tex.replace("\\lt ", "<").replace("\\gt ", ">");
    let tex = tex.as_str();
    if block {
        format!("<pre class=\"math\"><code>{}</code></pre>", escape(tex))
    } else {
        format!("<code class=\"math\">{}</code>", escape(tex))
    }
}

#[cfg(feature = "mathml")]
fn math(tex: &str, block: bool) -> String {
    use std::sync::OnceLock;
    static CONVERTER: OnceLock<Option<math_core::LatexToMathML>> = OnceLock::new();
    if tex.contains(['<', '>', '&']) || tex_depth(tex) > MAX_TEX_DEPTH || tex_has_active_command(tex) {
        return tex_code(tex, block);
    }
    // The same formulas come back on every page of a run (the kinds' `g = w_y^\top \bar{x}`,
    // an exam's variants): each thread keeps the MathML of the last formulas it converted.
    thread_local! {
        static SEEN: std::cell::RefCell<[std::collections::HashMap<String, String>; 2]> =
            std::cell::RefCell::new(Default::default());
    }
    const KEPT: usize = 2048;
    if let Some(hit) = SEEN.with_borrow(|seen| seen[usize::from(block)].get(tex).cloned()) {
        return hit;
    }
    let conv = CONVERTER.get_or_init(|| math_core::LatexToMathML::new(math_core::MathCoreConfig::default()).ok());
    let display = if block {
        math_core::MathDisplay::Block
    } else {
        math_core::MathDisplay::Inline
    };
    let out = match conv.as_ref().map(|c| c.convert_with_local_state(tex, display)) {
        Some(Ok(r)) if mathml_is_clean(&r.mathml) => r.mathml,
        _ => tex_code(tex, block),
    };
    SEEN.with_borrow_mut(|seen| {
        let seen = &mut seen[usize::from(block)];
        if seen.len() >= KEPT {
            seen.clear();
        }
        seen.insert(tex.to_string(), out.clone());
    });
    out
}

#[cfg(not(feature = "mathml"))]
fn math(tex: &str, block: bool) -> String {
    // a formula nested too deeply is shown as written (`tex_text` recurses into `^{…}`)
    if block || tex_depth(tex) > MAX_TEX_DEPTH {
        tex_code(tex, block)
    } else {
        format!("<span class=\"math\">{}</span>", escape(&tex_text(tex)))
    }
}

/// Inline TeX as readable Unicode text, for HTML without MathML (the library without the
/// `mathml` feature, as notebooks use it): the commands mlex's own formulas use become their
/// symbols (`w_y^\top \bar{x}` → `w_yᵀx̄`, `\sum_n` → `Σ_n`); anything else is kept as written.
#[cfg_attr(feature = "mathml", allow(dead_code))]
fn tex_text(tex: &str) -> String {
    const SYMBOLS: [(&str, &str); 40] = [
        ("^\\top", "ᵀ"),
        ("^*", "*"),
        ("^{-1}", "⁻¹"),
        ("\\top", "ᵀ"),
        ("\\ne", "≠"),
        ("\\le", "≤"),
        ("\\ge", "≥"),
        ("\\lt", "<"),
        ("\\gt", ">"),
        ("\\gets", "←"),
        ("\\mid", "|"),
        ("\\sum", "Σ"),
        ("\\prod", "∏"),
        ("\\int", "∫"),
        ("\\partial", "∂"),
        ("\\alpha", "α"),
        ("\\eta", "η"),
        ("\\mu", "μ"),
        ("\\sigma", "σ"),
        ("\\theta", "θ"),
        ("\\omega", "ω"),
        ("\\lambda", "λ"),
        ("\\varepsilon", "ε"),
        ("\\ell", "ℓ"),
        ("\\dots", "…"),
        ("\\log", "log"),
        ("\\ln", "ln"),
        ("\\max", "max"),
        ("\\lVert", "‖"),
        ("\\rVert", "‖"),
        ("\\lvert", "|"),
        ("\\rvert", "|"),
        ("\\{", "{"),
        ("\\}", "}"),
        ("\\,", ""),
        ("\\operatorname", ""),
        ("\\mathrm", ""),
        ("\\frac{1}{N}", "(1/N)"),
        ("\\frac{1}{m}", "(1/m)"),
        ("\\frac{1}{2}", "(1/2)"),
    ];
    let mut out = String::with_capacity(tex.len());
    let mut rest = tex;
    'outer: while let Some(c) = rest.chars().next() {
        if let Some(inner) = rest.strip_prefix("\\bar{")
            && let Some(end) = inner.find('}')
        {
            out.push_str(&inner[..end]);
            out.push('\u{0304}');
            rest = &inner[end + 1..];
            continue;
        }
        for (from, to) in SYMBOLS {
            if let Some(after) = rest.strip_prefix(from) {
                // a command ends where its letters do: `\le` is not the start of `\left`
                let letters = from.starts_with('\\') && from[1..].chars().all(|c| c.is_ascii_alphabetic());
                if !(letters && after.chars().next().is_some_and(|c| c.is_ascii_alphabetic())) {
                    out.push_str(to);
                    rest = after;
                    continue 'outer;
                }
            }
        }
        // braces only group: `a_{nc}` → `a_nc`, `e^{a_c}` → `e^(a_c)`
        if let Some(inner) = rest.strip_prefix("^{")
            && let Some(end) = inner.find('}')
        {
            out.push_str(&format!("^({})", tex_text(&inner[..end])));
            rest = &inner[end + 1..];
            continue;
        }
        if c == '{' || c == '}' {
            rest = &rest[1..];
            continue;
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Rounds of [`sanitize_markdown`] before it gives up and shows the text as code.
const MAX_ROUNDS: usize = 4;

/// Spec text made safe in Markdown (see the module docs): what a Markdown renderer shows of the
/// result is text, safe links, code and math, never raw HTML, an unsafe link or an image.
///
/// Edits go back into the source text, so the rest stays as written. An edit can change how the
/// text around it parses (an HTML block that became text is Markdown again), so the rule runs
/// until nothing changes; text that still changes after a few rounds is shown whole as code.
pub fn sanitize_markdown(md: &str) -> Cow<'_, str> {
    let mut text = Cow::Borrowed(md);
    for _ in 0..MAX_ROUNDS {
        match sanitize_once(&text) {
            None => return text,
            Some(next) => text = Cow::Owned(next),
        }
    }
    if sanitize_once(&text).is_none() {
        return text;
    }
    // A fence longer than any run of backticks inside: nothing in it is Markdown.
    let mut longest = 0;
    let mut run = 0;
    for c in md.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest.max(2) + 1);
    Cow::Owned(format!("{fence}text\n{}\n{fence}\n", md.trim_end_matches('\n')))
}

/// Backslash before every ASCII punctuation character: the text shows as written.
fn escape_all(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 2);
    for c in s.chars() {
        if c.is_ascii_punctuation() {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Backslash before each `<` in `md[range]` that starts something tag-like (`<a`, `</`, `<!`,
/// `<?`) and is not escaped already: text that pulldown-cmark reads as text, another renderer
/// might not.
fn escape_tag_starts(md: &str, range: Range<usize>) -> Option<String> {
    let b = md.as_bytes();
    let mut out = String::new();
    let mut last = range.start;
    let mut changed = false;
    for i in range.clone() {
        if b[i] != b'<' {
            continue;
        }
        let next = b.get(i + 1).copied().unwrap_or(b' ');
        if !(next.is_ascii_alphabetic() || matches!(next, b'/' | b'!' | b'?')) {
            continue;
        }
        // the backslashes before it, in the whole text (the range may start after one)
        let backslashes = b[..i].iter().rev().take_while(|&&x| x == b'\\').count();
        if backslashes % 2 == 1 {
            continue;
        }
        out.push_str(&md[last..i]);
        out.push('\\');
        last = i;
        changed = true;
    }
    if !changed {
        return None;
    }
    out.push_str(&md[last..range.end]);
    Some(out)
}

/// Whether the converter's output is MathML and nothing else: every `<` opens or closes an
/// element of [`MATHML_ELEMENTS`] whose attributes are all in [`MATHML_ATTRIBUTES`] with
/// double-quoted values free of markup (and of `(`, so no `url(…)` in a `style`), and no `>`
/// stands outside a tag. math-core 0.7 copies `\lt` and `\gt` inside `\operatorname{…}` into its
/// output as raw `<` and `>` (`$\operatorname{\lt img/src=x/onerror=…\gt}$` made a live
/// `<img>`; found by the `markdown` fuzz target), so its output is checked rather than trusted:
/// what fails is shown as TeX code.
#[cfg_attr(not(feature = "mathml"), allow(dead_code))]
fn mathml_is_clean(m: &str) -> bool {
    let mut rest = m;
    while let Some(i) = rest.find(['<', '>']) {
        if rest.as_bytes()[i] == b'>' {
            return false;
        }
        let after = &rest[i + 1..];
        let Some(end) = after.find('>') else {
            return false;
        };
        if !mathml_tag_is_clean(&after[..end]) {
            return false;
        }
        rest = &after[end + 1..];
    }
    true
}

/// The MathML elements math-core writes (and HTML's MathML core knows).
const MATHML_ELEMENTS: [&str; 32] = [
    "math",
    "mi",
    "mn",
    "mo",
    "ms",
    "mtext",
    "mspace",
    "mrow",
    "mfrac",
    "msqrt",
    "mroot",
    "mstyle",
    "merror",
    "mpadded",
    "mphantom",
    "menclose",
    "msub",
    "msup",
    "msubsup",
    "munder",
    "mover",
    "munderover",
    "mmultiscripts",
    "mprescripts",
    "none",
    "mtable",
    "mtr",
    "mtd",
    "semantics",
    "annotation",
    "mlabeledtr",
    "maction",
];

/// The attributes math-core writes that do nothing but lay out: no link, no event, no source.
const MATHML_ATTRIBUTES: [&str; 26] = [
    "accent",
    "accentunder",
    "class",
    "columnalign",
    "columnlines",
    "columnspacing",
    "depth",
    "display",
    "displaystyle",
    "fence",
    "form",
    "height",
    "largeop",
    "linethickness",
    "lspace",
    "mathvariant",
    "maxsize",
    "minsize",
    "movablelimits",
    "notation",
    "rowspacing",
    "rspace",
    "scriptlevel",
    "stretchy",
    "style",
    "width",
];

/// One tag's inside (between `<` and `>`): `/name`, `name`, `name attr="v" …`, optionally `/`-closed.
fn mathml_tag_is_clean(tag: &str) -> bool {
    if let Some(name) = tag.strip_prefix('/') {
        return MATHML_ELEMENTS.contains(&name);
    }
    let tag = tag.strip_suffix('/').unwrap_or(tag);
    let name_end = tag.find(' ').unwrap_or(tag.len());
    if !MATHML_ELEMENTS.contains(&&tag[..name_end]) {
        return false;
    }
    let mut rest = &tag[name_end..];
    loop {
        rest = rest.trim_start_matches(' ');
        if rest.is_empty() {
            return true;
        }
        let Some((attr, value)) = rest.split_once("=\"") else {
            return false;
        };
        let Some((value, after)) = value.split_once('"') else {
            return false;
        };
        if !MATHML_ATTRIBUTES.contains(&attr) || value.contains(['<', '(', '\\']) {
            return false;
        }
        rest = after;
    }
}

/// Whether TeX uses a command that makes a link, loads a file or sets HTML attributes in some
/// renderer (`\href`, `\url`, `\includegraphics`, KaTeX's `\htmlClass`…, MathJax's `\class`…).
fn tex_has_active_command(tex: &str) -> bool {
    let mut rest = tex;
    while let Some(i) = rest.find('\\') {
        rest = &rest[i + 1..];
        let name: String = rest.chars().take_while(char::is_ascii_alphabetic).collect();
        if matches!(
            name.as_str(),
            "href" | "url" | "includegraphics" | "class" | "cssId" | "style" | "unicode" | "data"
        ) || name.starts_with("html")
        {
            return true;
        }
        rest = &rest[name.len().min(rest.len())..];
    }
    false
}

/// TeX as a Markdown code span (a fence longer than any run of backticks inside).
fn code_span(tex: &str) -> String {
    let mut longest = 0;
    let mut run = 0;
    for c in tex.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest + 1);
    let one_line = tex.replace(['\n', '\r'], " ");
    format!("{fence} {} {fence}", one_line.trim())
}

/// A link or image being read: where it is, where its text is, whether it goes.
struct Open {
    range: Range<usize>,
    inner: Option<Range<usize>>,
    drop: bool,
}

fn widen(inner: &mut Option<Range<usize>>, r: &Range<usize>) {
    *inner = Some(match inner.take() {
        None => r.clone(),
        Some(i) => i.start.min(r.start)..i.end.max(r.end),
    });
}

/// Whether [`sanitize_once`] could edit `md`: every edit it makes needs one of these in the
/// text itself. Raw HTML and autolinks start with `<`; links, images, reference definitions and
/// footnotes with `[`; math is edited for a `<`, a `>` or an active command (`\href` …), and
/// the text of math is the text between its dollars (the `&` is there in case an entity were
/// ever decoded into it). Text without them is returned as it is without being parsed, which
/// is most of an exam's questions (`sanitize_matches_the_parse_when_skipped` checks the rule
/// against the parse).
fn may_need_edit(md: &str) -> bool {
    md.contains(['<', '>', '[', '&']) || tex_has_active_command(md)
}

/// One round of [`sanitize_markdown`]; `None` when nothing needs an edit.
fn sanitize_once(md: &str) -> Option<String> {
    if !may_need_edit(md) {
        return None;
    }
    sanitize_parsed(md)
}

/// [`sanitize_once`] by parsing the text.
fn sanitize_parsed(md: &str) -> Option<String> {
    sanitize_parsed_keeping(md, None, None)
}

/// What [`sanitize_parsed_keeping`] saw of a text's blocks.
#[derive(Default)]
struct Blocks {
    /// Whether the text defines a link reference (`[r]: …`).
    definitions: bool,
}

/// [`sanitize_parsed`], the parse's events kept in `events` when given (complete only when the
/// result is `None`: nothing to edit, so they are the events of the safe text itself), and what
/// it saw of the text's blocks in `blocks`.
fn sanitize_parsed_keeping<'a>(
    md: &'a str,
    mut events: Option<&mut Vec<Event<'a>>>,
    blocks: Option<&mut Blocks>,
) -> Option<String> {
    let parser = Parser::new_ext(md, options()).into_offset_iter();
    let mut edits: Vec<(Range<usize>, String)> = Vec::new();
    if let Some(b) = blocks {
        b.definitions = parser.reference_definitions().iter().next().is_some();
    }
    for (_, def) in parser.reference_definitions().iter() {
        if !safe_url(&def.dest) {
            edits.push((def.span.clone(), String::new()));
        }
    }
    let mut open: Vec<Open> = Vec::new();
    let mut in_code = false;
    for (ev, range) in parser {
        let closing = matches!(ev, Event::End(TagEnd::Link | TagEnd::Image));
        if !closing && let Some(top) = open.last_mut() {
            widen(&mut top.inner, &range);
        }
        match ev {
            Event::Start(Tag::Link { ref dest_url, .. }) => open.push(Open {
                range,
                inner: None,
                drop: !safe_url(dest_url),
            }),
            // every image is dropped but an mlex figure (a data URI in the SVG writer's grammar)
            Event::Start(Tag::Image { ref dest_url, .. }) => open.push(Open {
                range,
                inner: None,
                drop: !crate::figure::embed::is_figure(dest_url),
            }),
            Event::End(TagEnd::Link | TagEnd::Image) => {
                if let Some(done) = open.pop() {
                    if let Some(parent) = open.last_mut() {
                        widen(&mut parent.inner, &done.range);
                    }
                    if done.drop {
                        match done.inner {
                            Some(inner) if done.range.start <= inner.start && inner.end <= done.range.end => {
                                edits.push((done.range.start..inner.start, String::new()));
                                edits.push((inner.end..done.range.end, String::new()));
                            }
                            _ => edits.push((done.range, String::new())),
                        }
                    }
                }
            }
            Event::Html(_) | Event::InlineHtml(_) => {
                let text = &md[range.clone()];
                edits.push((range, escape_all(text)));
            }
            Event::InlineMath(ref tex) | Event::DisplayMath(ref tex) if tex_has_active_command(tex) => {
                edits.push((range, code_span(tex)));
            }
            Event::InlineMath(ref tex) | Event::DisplayMath(ref tex) if tex.contains(['<', '>']) => {
                let text = md[range.clone()].replace('<', "\\lt ").replace('>', "\\gt ");
                edits.push((range, text));
            }
            Event::Start(Tag::CodeBlock(_)) => in_code = true,
            Event::End(TagEnd::CodeBlock) => in_code = false,
            Event::Text(_) if !in_code => {
                if let Some(t) = escape_tag_starts(md, range.clone()) {
                    edits.push((range, t));
                }
            }
            _ => {}
        }
        // an edit makes the events useless (the text changes): they are no longer kept
        match events.as_deref_mut() {
            Some(kept) if edits.is_empty() => kept.push(ev),
            Some(kept) => {
                kept.clear();
                events = None;
            }
            None => {}
        }
    }
    if edits.is_empty() {
        return None;
    }
    edits.sort_by_key(|(r, _)| (r.start, r.end));
    let mut out = String::with_capacity(md.len() + md.len() / 8);
    let mut pos = 0;
    for (r, text) in edits {
        if r.start < pos || r.end > md.len() {
            continue; // overlaps an earlier edit: the next round sees it again
        }
        out.push_str(&md[pos..r.start]);
        out.push_str(&text);
        pos = r.end;
    }
    out.push_str(&md[pos..]);
    (out != md).then_some(out)
}

/// Converts Markdown to an HTML fragment, safely: [`sanitize_markdown`] first, and the same rule
/// again on the events (raw HTML as text, unsafe links and every image without their address).
pub fn markdown_to_html(md: &str) -> String {
    to_html(md, false)
}

/// As [`markdown_to_html`], with formulas as TeX between `\(` and `\)` (`\[`, `\]` for display
/// math), escaped, for a MathJax filter such as Moodle's (`mlex export moodle --math tex`).
pub fn markdown_to_html_tex(md: &str) -> String {
    to_html(md, true)
}

/// A formula as TeX for MathJax: `\(…\)`, HTML-escaped.
fn tex_for_mathjax(tex: &str, block: bool) -> String {
    if block {
        format!("<span class=\"math display\">\\[{}\\]</span>", escape(tex))
    } else {
        format!("<span class=\"math inline\">\\({}\\)</span>", escape(tex))
    }
}

/// [`markdown_to_html`] of Markdown that [`sanitize_markdown`] made (a fixed point of it, so not
/// sanitized again): the events are filtered all the same.
pub(crate) fn safe_markdown_to_html(md: &str) -> String {
    events_to_html(md, false)
}

fn to_html(md: &str, tex: bool) -> String {
    events_to_html(&sanitize_markdown(md), tex)
}

/// Markdown made safe ([`sanitize_markdown`]) and its HTML ([`safe_markdown_to_html`] of the
/// result), parsing the text once when, as usual, nothing needs an edit: the events that found
/// nothing to edit are the ones the HTML is written from. An `mlex exam` page otherwise parsed
/// its whole text twice.
pub(crate) fn sanitized_with_html(md: String) -> (String, String) {
    if !may_need_edit(&md) {
        let html = events_to_html(&md, false);
        return (md, html);
    }
    let html = {
        // about one event per 10 bytes of an exam's key: few regrowths of the vector
        let mut events = Vec::with_capacity(md.len() / 8);
        match sanitize_parsed_keeping(&md, Some(&mut events), None) {
            None => Some(html_of_events(events.into_iter(), md.len(), false)),
            Some(_) => None,
        }
    };
    match html {
        Some(html) => (md, html),
        None => {
            let safe = sanitize_markdown(&md).into_owned();
            let html = events_to_html(&safe, false);
            (safe, html)
        }
    }
}

/// The HTML of a page that is a fixed point of [`sanitize_markdown`] as [`sanitized_with_html`]
/// would make it, from the parses of its pieces (`page` cut at the byte offsets `cuts`, in
/// order), or `None` when the pieces do not show that: some piece needs an edit, or the pieces
/// might not parse on their own as they do within the page.
///
/// An exam page is its header and its questions' texts between fixed lines; each text is then
/// parsed once, with its page, rather than once to make it safe and again with the page. The
/// parse of the page is the parses of its pieces one after the other when every block a piece
/// opens is closed where the next begins, and nothing in one piece refers to another:
/// * between two pieces stands a blank line, and the next piece's first line that is not blank
///   is neither indented nor a list item (nothing it could continue after a blank line);
/// * no piece ends with a list (a blank line after it could make it loose), and none holds
///   fenced code (a fence left open would take in what follows);
/// * no piece needs an edit of [`sanitize_markdown`] (so none holds raw HTML, whose blocks may
///   run past a blank line) and none defines a link reference (which a link of another piece
///   could use).
///
/// Then the page needs no edit either, and its HTML is written from the pieces' events by one
/// writer, as [`sanitized_with_html`] writes it from the page's.
///
/// A piece with nothing [`sanitize_markdown`] could edit ([`may_need_edit`]) is safe without a
/// parse; such pieces side by side are parsed together, as the page parses them (fewer parsers,
/// and fewer places where the rule above must hold): a page whose pieces are all like that is
/// parsed whole, as it is, and needs no rule at all. (Parsing a key whole, with the checks for
/// edits, cost more than its pieces: half of its text needs no checks.)
pub(crate) fn safe_html_of_pieces(page: &str, cuts: &[usize]) -> Option<String> {
    // the pieces, those that need no parse to be safe joined: (range, whether to parse it
    // for edits)
    let mut groups: Vec<(Range<usize>, bool)> = Vec::with_capacity(cuts.len() + 1);
    let mut start = 0;
    for end in cuts.iter().copied().chain([page.len()]) {
        let piece = page.get(start..end)?;
        let edits = may_need_edit(piece);
        match groups.last_mut() {
            _ if piece.is_empty() => {}
            Some((range, false)) if !edits => range.end = end,
            _ => groups.push((start..end, edits)),
        }
        start = end;
    }
    if groups.iter().all(|(_, edits)| !edits) {
        return Some(events_to_html(page, false));
    }
    let mut events: Vec<Event<'_>> = Vec::with_capacity(page.len() / 8);
    for (range, edits) in groups {
        let piece = &page[range.clone()];
        if range.start > 0 && !starts_a_fresh_block(page, range.start) {
            return None;
        }
        let from = events.len();
        if edits {
            let mut blocks = Blocks::default();
            if sanitize_parsed_keeping(piece, Some(&mut events), Some(&mut blocks)).is_some() || blocks.definitions {
                return None;
            }
        } else {
            // no `[`: no link reference definition either
            events.extend(Parser::new_ext(piece, options()));
        }
        if events[from..]
            .iter()
            .any(|ev| matches!(ev, Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(_)))))
        {
            return None;
        }
        if range.end < page.len() && matches!(events.last(), Some(Event::End(TagEnd::List(_)))) {
            return None;
        }
    }
    Some(html_of_events(events.into_iter(), page.len(), false))
}

/// Whether `page[at..]` starts where no block of `page[..at]` can go on: after a blank line,
/// with a first line that is not blank, indented or a list item.
fn starts_a_fresh_block(page: &str, at: usize) -> bool {
    let (before, after) = page.split_at(at);
    if !(before.ends_with("\n\n") || (before.ends_with('\n') && after.starts_with('\n'))) {
        return false;
    }
    let first = after.trim_start_matches('\n').as_bytes();
    match first {
        [] => true,
        [b' ' | b'\t' | b'\r', ..] => false,
        [b'-' | b'+' | b'*', b' ' | b'\t' | b'\r' | b'\n', ..] => false,
        [b'-' | b'+' | b'*'] => false,
        [b'0'..=b'9', ..] => false,
        _ => true,
    }
}

/// The HTML of `md`, raw HTML as text, unsafe links and every image but an mlex figure dropped.
fn events_to_html(md: &str, tex: bool) -> String {
    html_of_events(Parser::new_ext(md, options()), md.len(), tex)
}

/// [`events_to_html`] of the events of a parse (of a text of `len` bytes).
fn html_of_events<'a>(events: impl Iterator<Item = Event<'a>>, len: usize, tex: bool) -> String {
    let formula = |t: &str, block: bool| if tex { tex_for_mathjax(t, block) } else { math(t, block) };
    let mut dropped: Vec<bool> = Vec::new();
    // inside an inlined figure: its alt text is the SVG's <title>, not text of the page
    let mut in_figure = 0usize;
    let events = events.filter_map(|ev| match ev {
        Event::Start(Tag::Image { .. }) if in_figure > 0 => {
            in_figure += 1;
            None
        }
        Event::End(TagEnd::Image) if in_figure > 0 => {
            in_figure -= 1;
            None
        }
        _ if in_figure > 0 => None,
        Event::Html(s) | Event::InlineHtml(s) => Some(Event::Text(s)),
        Event::Start(Tag::HtmlBlock) => Some(Event::Start(Tag::Paragraph)),
        Event::End(TagEnd::HtmlBlock) => Some(Event::End(TagEnd::Paragraph)),
        Event::Start(Tag::Link { ref dest_url, .. }) => {
            let ok = safe_url(dest_url);
            dropped.push(!ok);
            ok.then_some(ev)
        }
        Event::Start(Tag::Image { ref dest_url, .. }) => match crate::figure::embed::inline_svg(dest_url) {
            Some(svg) => {
                in_figure = 1;
                Some(Event::InlineHtml(CowStr::from(svg)))
            }
            None => {
                dropped.push(true);
                None
            }
        },
        Event::End(TagEnd::Link | TagEnd::Image) => {
            if dropped.pop().unwrap_or(true) {
                None
            } else {
                Some(ev)
            }
        }
        Event::InlineMath(t) => Some(Event::InlineHtml(CowStr::from(formula(&t, false)))),
        Event::DisplayMath(t) => Some(Event::InlineHtml(CowStr::from(formula(&t, true)))),
        other => Some(other),
    });
    let mut out = String::with_capacity(len * 3 / 2);
    html::push_html(&mut out, events);
    out
}

#[cfg(test)]
mod tests;
