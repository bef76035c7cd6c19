//! Markdown → HTML with pulldown-cmark, made safe for text that came from a spec.
//!
//! * raw HTML (blocks and inline) is turned into text, so `<script>` shows as text and never runs;
//! * links and images whose address has a scheme other than http, https or mailto
//!   (`javascript:`, `data:`, `vbscript:` …) lose the link and keep their text;
//! * `$…$` / `$$…$$` math becomes MathML (feature `mathml`), or code when the TeX contains
//!   `<`, `>` or `&` or does not convert.

use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd, html};

/// The one place where pulldown-cmark's options are chosen.
pub fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_MATH | Options::ENABLE_STRIKETHROUGH
}

fn safe_url(url: &str) -> bool {
    let cleaned: String = url.chars().filter(|c| !c.is_whitespace() && !c.is_control()).collect();
    let lower = cleaned.to_ascii_lowercase();
    match lower.find(':') {
        None => true,
        Some(i) => {
            let scheme = &lower[..i];
            // "a/b:c" or "?x=a:b" is a relative path, not a scheme.
            if scheme.contains(['/', '?', '#']) {
                return true;
            }
            matches!(scheme, "http" | "https" | "mailto")
        }
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(feature = "mathml")]
fn math(tex: &str, block: bool) -> String {
    use std::sync::OnceLock;
    static CONVERTER: OnceLock<Option<math_core::LatexToMathML>> = OnceLock::new();
    let fallback = || {
        if block {
            format!("<pre class=\"math\"><code>{}</code></pre>", escape(tex))
        } else {
            format!("<code class=\"math\">{}</code>", escape(tex))
        }
    };
    if tex.contains(['<', '>', '&']) {
        return fallback();
    }
    let conv = CONVERTER.get_or_init(|| math_core::LatexToMathML::new(math_core::MathCoreConfig::default()).ok());
    let display = if block {
        math_core::MathDisplay::Block
    } else {
        math_core::MathDisplay::Inline
    };
    match conv.as_ref().map(|c| c.convert_with_local_state(tex, display)) {
        Some(Ok(r)) => r.mathml,
        _ => fallback(),
    }
}

#[cfg(not(feature = "mathml"))]
fn math(tex: &str, block: bool) -> String {
    if block {
        format!("<pre class=\"math\"><code>{}</code></pre>", escape(tex))
    } else {
        format!("<code class=\"math\">{}</code>", escape(tex))
    }
}

/// Converts Markdown to an HTML fragment, safely (see the module docs).
pub fn markdown_to_html(md: &str) -> String {
    let mut dropped_links: Vec<bool> = Vec::new();
    let mut dropped_images: Vec<bool> = Vec::new();
    let events = Parser::new_ext(md, options()).filter_map(|ev| match ev {
        Event::Html(s) | Event::InlineHtml(s) => Some(Event::Text(s)),
        Event::Start(Tag::HtmlBlock) => Some(Event::Start(Tag::Paragraph)),
        Event::End(TagEnd::HtmlBlock) => Some(Event::End(TagEnd::Paragraph)),
        Event::Start(Tag::Link { ref dest_url, .. }) => {
            let ok = safe_url(dest_url);
            dropped_links.push(!ok);
            ok.then_some(ev)
        }
        Event::End(TagEnd::Link) => {
            if dropped_links.pop().unwrap_or(false) {
                None
            } else {
                Some(ev)
            }
        }
        Event::Start(Tag::Image { ref dest_url, .. }) => {
            let ok = safe_url(dest_url);
            dropped_images.push(!ok);
            ok.then_some(ev)
        }
        Event::End(TagEnd::Image) => {
            if dropped_images.pop().unwrap_or(false) {
                None
            } else {
                Some(ev)
            }
        }
        Event::InlineMath(tex) => Some(Event::InlineHtml(CowStr::from(math(&tex, false)))),
        Event::DisplayMath(tex) => Some(Event::InlineHtml(CowStr::from(math(&tex, true)))),
        other => Some(other),
    });
    let mut out = String::with_capacity(md.len() * 3 / 2);
    html::push_html(&mut out, events);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_html_is_escaped() {
        let h = markdown_to_html("Hello <script>alert(1)</script>\n\n<div onclick=x>hi</div>\n");
        assert!(!h.contains("<script"), "{h}");
        assert!(!h.contains("<div"), "{h}");
        assert!(h.contains("&lt;script&gt;"), "{h}");
    }

    #[test]
    fn dangerous_links_lose_their_address() {
        let h = markdown_to_html(
            "[a](javascript:alert(1)) [b](JaVa\tScRiPt:x) ![c](data:text/html,x) [d](https://example.org) [e](notes.md#x)",
        );
        assert!(!h.to_lowercase().contains("javascript"), "{h}");
        assert!(!h.contains("data:"), "{h}");
        assert!(h.contains("href=\"https://example.org\""), "{h}");
        assert!(h.contains("href=\"notes.md#x\""), "{h}");
        assert!(h.contains('a') && h.contains('b'));
    }

    #[test]
    fn tables_and_math() {
        let h = markdown_to_html("| a | b |\n|---|---|\n| 1 | 2 |\n\n$w_1 x_1$ and $a<b$\n");
        assert!(h.contains("<table>"), "{h}");
        assert!(!h.contains("<em>"), "math must not become emphasis: {h}");
        assert!(h.contains("a&lt;b"), "{h}");
        #[cfg(feature = "mathml")]
        assert!(h.contains("<math"), "{h}");
    }
}
