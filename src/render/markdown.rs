//! Markdown → HTML with pulldown-cmark, made safe for text that came from a spec.
//!
//! * raw HTML (blocks and inline) is turned into text, so `<script>` shows as text and never runs;
//! * links and images whose address has a scheme other than http, https or mailto
//!   (`javascript:`, `data:`, `vbscript:` …) lose the link and keep their text;
//! * `$…$` / `$$…$$` math becomes MathML (feature `mathml`), or code when the TeX contains
//!   `<`, `>` or `&` or does not convert; without the feature inline TeX is shown as Unicode text
//!   (`w_y^\top \bar{x}` as `w_yᵀ x̄`).

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
    fn tex_as_text_without_mathml() {
        assert_eq!(tex_text(r"g = w_y^\top \bar{x}"), "g = w_yᵀ x̄");
        assert_eq!(
            tex_text(r"\mathrm{LL}(W) = \sum_n \sum_c y_{nc} \log \mu_{nc}"),
            "LL(W) = Σ_n Σ_c y_nc log μ_nc"
        );
        assert_eq!(
            tex_text(r"c^*(x) = \operatorname{argmax}_c P(c \mid x)"),
            "c*(x) = argmax_c P(c | x)"
        );
        assert_eq!(tex_text(r"e^{-1} \le \left"), "e⁻¹ ≤ \\left");
        assert_eq!(tex_text(r"e^{a_c}"), "e^(a_c)");
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
