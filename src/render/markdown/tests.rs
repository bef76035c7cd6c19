//! The tests of `render::markdown`.

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

/// math-core 0.7 writes `\lt`/`\gt` inside `\operatorname{…}` as raw `<`/`>`: the crasher of
/// the `markdown` fuzz target (2026-11-26) made a live tag of them. Each formula below went
/// through as markup before the output was checked; now each is shown as TeX code.
#[test]
#[cfg(feature = "mathml")]
fn tex_that_makes_markup_is_shown_as_code() {
    for tex in [
        r"\operatorname{\lt img/src=x/onerror=alert(1)\gt}",
        r"c^*(x) = \operatorname{argm\lt b \gt}_c p",
        r"\operatorname{a\gt b}",
    ] {
        let h = markdown_to_html(&format!("x ${tex}$ y\n"));
        assert!(!h.contains("<img") && !h.contains("<b"), "{h}");
        assert!(h.contains("<code class=\"math\">"), "{h}");
        let safe = sanitize_markdown(&format!("x ${tex}$ y\n")).into_owned();
        let h = markdown_to_html(&safe);
        assert!(!h.contains("<img") && !h.contains("<b"), "{h}");
    }
    // the fuzzer's own input, as sanitize_markdown turns its `<` into `\lt `
    let h = markdown_to_html("$c^*(x) = \\operatorname{argm===<b \n]: =xax}_c p$\n");
    assert!(!h.contains("<b"), "{h}");
    // what math-core writes for ordinary TeX still passes
    let h = markdown_to_html(r"$\operatorname{argmax}_c \mu_{nc} \le \frac{1}{2} \sqrt{x}$");
    assert!(h.contains("<math>") && h.contains("argmax"), "{h}");
}

#[test]
fn the_mathml_check_allows_only_layout() {
    assert!(mathml_is_clean(
        r#"<math display="block"><mrow><mo lspace="0" rspace="0">a</mo><mspace width="1em"/></mrow></math>"#
    ));
    for bad in [
        "<math><mi>a</mi><b>x</b></math>",
        r#"<math><mi onclick="x">a</mi></math>"#,
        r#"<math><mi href="javascript:x">a</mi></math>"#,
        r#"<math><mi style="background:url(x)">a</mi></math>"#,
        "<math><mi>a>b</mi></math>",
        "<math><mi>a</mi",
        r#"<math><mi class="x>a</mi></math>"#,
        "<math><img/src=x/onerror=y></math>",
    ] {
        assert!(!mathml_is_clean(bad), "{bad}");
    }
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
    assert!(!h.contains("<b"), "{h}");
    assert!(h.contains("&lt;"), "{h}");
    #[cfg(feature = "mathml")]
    assert!(h.contains("<math"), "{h}");
}

/// Every event of `md` as pulldown-cmark reads it: what a Markdown renderer would show.
fn live(md: &str) -> Vec<String> {
    Parser::new_ext(md, options())
        .filter_map(|ev| match ev {
            Event::Html(s) | Event::InlineHtml(s) => Some(format!("html {s}")),
            Event::Start(Tag::Image { dest_url, .. }) => Some(format!("image {dest_url}")),
            Event::Start(Tag::Link { dest_url, .. }) => Some(format!("link {dest_url}")),
            Event::InlineMath(t) | Event::DisplayMath(t) if t.contains(['<', '>']) => Some(format!("math {t}")),
            _ => None,
        })
        .collect()
}

#[test]
fn markdown_keeps_text_and_safe_links_and_loses_the_rest() {
    let md = "Hi <b onmouseover=x>bold</b> [a](javascript:alert(1)) [ok](https://example.org) \
                  ![alt text](https://example.org/p.png) ![](//host/x.png) ![rel](p.png) \
                  <javascript:alert(2)> [ent](javascript&colon;alert(3)) $a<b$ $\\href{javascript:x}{y}$\n\n\
                  <div>\n[x](javascript:alert(4))\n</div>\n\n[r]: javascript:alert(5)\n\nsee [r]\n";
    let out = sanitize_markdown(md);
    let live = live(&out);
    assert_eq!(live, vec!["link https://example.org".to_string()], "{out}");
    for kept in ["bold", "alt text", "rel", "ok", "see r", "a\\lt b"] {
        assert!(out.contains(kept), "`{kept}` is kept: {out}");
    }
    assert!(!out.contains("example.org/p.png") && !out.contains("//host"), "{out}");
    assert!(
        out.contains("` \\href{javascript:x}{y} `"),
        "an active TeX command becomes code: {out}"
    );
    assert_eq!(sanitize_markdown(&out), out, "a second pass changes nothing");
    // the same in HTML: no tag but the allowed ones, the text kept
    let h = markdown_to_html(md);
    assert!(
        !h.contains("<img") && !h.contains("<b ") && !h.contains("href=\"javascript"),
        "{h}"
    );
    assert!(
        h.contains("alt text") && h.contains("&lt;b onmouseover=x&gt;bold"),
        "{h}"
    );
}

/// The shortcut of [`sanitize_once`] (no parse when [`may_need_edit`] says no) gives what
/// the parse gives: 20,000 texts of Markdown's active characters and words, drawn from a
/// fixed LCG, every one without `<`, `>`, `[` or `&` asked of the parse too.
#[test]
fn sanitize_matches_the_parse_when_skipped() {
    const PIECES: [&str; 34] = [
        "$",
        "$$",
        "\\",
        "`",
        "```",
        "*",
        "_",
        "!",
        "(",
        ")",
        ":",
        "]",
        "|",
        "-",
        "\n",
        "\n\n",
        " ",
        "    ",
        "#",
        "~",
        "{",
        "}",
        "^",
        "javascript:x",
        "data:x",
        "http://a.b/c",
        "www.a.b",
        "(javascript:x)",
        "\\h",
        "ref",
        "url",
        "html",
        "x",
        "1",
    ];
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        usize::try_from(state >> 33).unwrap_or(0) % n
    };
    let mut skipped = 0;
    for _ in 0..20_000 {
        let len = 1 + next(24);
        let text: String = (0..len).map(|_| PIECES[next(PIECES.len())]).collect();
        assert!(!text.contains(['<', '>', '[', '&']));
        if !may_need_edit(&text) {
            skipped += 1;
            assert_eq!(sanitize_parsed(&text), None, "the parse edits {text:?}");
        }
    }
    assert!(skipped > 10_000, "{skipped}");
    // an active command in math is an edit, and the shortcut does not skip it
    assert!(may_need_edit("$\\href{x}{y}$") && sanitize_parsed("$\\href{x}{y}$").is_some());
}

/// One parse for both: the safe text and its HTML are those of sanitizing and then
/// converting, for text with nothing to parse for, text the parse leaves as it is, and text
/// with an edit (raw HTML, an unsafe link, a `<` in math, a reference definition).
#[test]
fn sanitized_with_html_is_sanitize_then_convert() {
    for md in [
        "# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n$w_1 x_1$ and *x*\n",
        "> a note [m](https://example.org) and a < b, $a \\lt b$\n\n| n | x |\n|--:|---|\n| 1 | 2 |\n",
        "Hi <b onmouseover=x>bold</b> [a](javascript:alert(1)) $a<b$\n\n<div>\nx\n</div>\n",
        "see [r]\n\n[r]: javascript:alert(5)\n",
        "![fig](https://example.org/p.png) and `<i>` and \\<i>\n",
    ] {
        let safe = sanitize_markdown(md).into_owned();
        let (got, html) = sanitized_with_html(md.to_string());
        assert_eq!(got, safe, "{md}");
        assert_eq!(html, safe_markdown_to_html(&safe), "{md}");
    }
}

/// [`safe_html_of_pieces`] against the whole page's parse: 30,000 pages of Markdown's block
/// starts (lists, quotes, code, fences, HTML, link definitions, tables, math …) drawn from a
/// fixed LCG and cut into pieces at line starts. Whenever the pieces show the page safe, the
/// page and every piece are fixed points of [`sanitize_markdown`] and the HTML is the
/// page's; the pieces are refused for every case their rule names.
#[test]
fn pieces_give_the_pages_html_or_nothing() {
    const LINES: [&str; 32] = [
        "# H\n",
        "text line\n",
        "more *text*\n",
        "- item\n",
        "  - nested\n",
        "* star\n",
        "1. one\n",
        "2) two\n",
        "    code\n",
        "```\n",
        "~~~\n",
        "> quote\n",
        "| a | b |\n|---|---|\n| 1 | 2 |\n",
        "[r]: https://e.org\n",
        "see [r] and [x](https://e.org)\n",
        "<div>\n",
        "<b>x</b>\n",
        "$a<b$ and $c$\n",
        "\n",
        "\n",
        "\n",
        "---\n",
        "===\n",
        "***\n",
        "[x](javascript:y)\n",
        "<!--\n",
        "-->\n",
        "a \\\n",
        "  indented two\n",
        "$$\nx\n$$\n",
        "text\n\n",
        "## Q\n\n",
    ];
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        usize::try_from(state >> 33).unwrap_or(0) % n
    };
    let mut shown = 0;
    for _ in 0..30_000 {
        let mut page = String::new();
        let mut cuts = Vec::new();
        for p in 0..1 + next(4) {
            if p > 0 {
                cuts.push(page.len());
            }
            for _ in 0..1 + next(4) {
                page.push_str(LINES[next(LINES.len())]);
            }
        }
        let Some(html) = safe_html_of_pieces(&page, &cuts) else {
            continue;
        };
        shown += 1;
        assert_eq!(sanitize_markdown(&page), page, "{page:?} {cuts:?}");
        let (safe, whole) = sanitized_with_html(page.clone());
        assert_eq!(safe, page);
        assert_eq!(html, whole, "{page:?} {cuts:?}");
        let mut start = 0;
        for &end in cuts.iter().chain([page.len()].iter()) {
            assert_eq!(
                sanitize_markdown(&page[start..end]),
                &page[start..end],
                "{page:?} {cuts:?}"
            );
            start = end;
        }
    }
    assert!(shown > 3_000, "{shown}");
    // each rule refuses what it names, where a piece that may need an edit starts or ends
    // (pieces that need none are parsed together, as the page parses them)
    let ok = "# Q\n\ntext [l](https://e.org)\n";
    assert!(safe_html_of_pieces(&format!("{ok}\n{ok}"), &[ok.len()]).is_some());
    assert!(safe_html_of_pieces("- a\n", &[2]).is_some());
    // pieces that need no edit are the page as it is, fences and all
    assert!(safe_html_of_pieces("```\na\n\nb\n", &[6]).is_some());
    assert!(safe_html_of_pieces("a\n\n```\nb [l](https://e.org)\n```\n", &[3]).is_none());
    for (page, cut) in [
        ("a\n", "b [l](https://e.org)\n"),         // no blank line between
        ("- a\n\n", "  b [l](https://e.org)\n"),   // an indented line after a list
        ("- a\n\n", "- b [l](https://e.org)\n"),   // a list item after a list
        ("1. a\n\n", "2. b [l](https://e.org)\n"), // the same, numbered
        ("- a [l](https://e.org)\n", "\n# b\n"),   // a list at the end
        ("```\na [l](https://e.org)\n", "\nb\n"),  // a fence left open
        ("[r]: https://e.org\n\n", "[r]\n"),       // a definition the next piece uses
        ("<div>\n", "\nb\n"),                      // raw HTML
    ] {
        assert!(
            safe_html_of_pieces(&format!("{page}{cut}"), &[page.len()]).is_none(),
            "{page:?} {cut:?}"
        );
    }
}

#[test]
fn tag_like_text_is_escaped_for_renderers_less_strict_than_commonmark() {
    // not a tag for CommonMark (`'` in an unquoted attribute), so pulldown-cmark reads text;
    // a renderer that passes anything tag-like through would make it live
    let out = sanitize_markdown("<img src=x onerror=alert('Z')> and a <b\n");
    assert_eq!(out, "\\<img src=x onerror=alert('Z')> and a \\<b\n");
    assert_eq!(
        sanitize_markdown("a < b, a <= b, \\<i>, `<i>`\n"),
        "a < b, a <= b, \\<i>, `<i>`\n"
    );
}

#[test]
fn safe_markdown_is_left_as_written() {
    let md = "# T\n\n| a | b |\n|---|---|\n| 1 < 2 | `<b>` |\n\n```\n<script>\n```\n\n$w_1 x_1$ [m](mailto:a@b.c) [r](notes.md#x)\n";
    assert!(
        matches!(sanitize_markdown(md), Cow::Borrowed(_)),
        "{}",
        sanitize_markdown(md)
    );
}

#[test]
fn text_that_keeps_changing_is_shown_as_code() {
    // not reachable from any input known, so the fallback is tested directly: nothing in a
    // fence is live, whatever it holds
    let md = "<script>x</script> ``` [a](javascript:y)";
    let fenced = format!("````text\n{md}\n````\n");
    assert!(live(&fenced).is_empty());
}

#[test]
fn deep_tex_is_code_not_a_stack_overflow() {
    assert_eq!(tex_depth("x"), 0);
    assert_eq!(tex_depth("\\frac{a}{b}"), 2);
    assert!(tex_depth(&"{".repeat(40)) > MAX_TEX_DEPTH);
    assert!(tex_depth(&"\\sqrt".repeat(40)) > MAX_TEX_DEPTH);
    assert!(tex_depth(&"\\left(".repeat(40)) > MAX_TEX_DEPTH);
    assert!(tex_depth("\\sum_{i=1}^{n} \\frac{x_i^{2}}{\\sqrt{y_{i}}} \\left( a \\right)") <= MAX_TEX_DEPTH);
    // 5,000 of each overflowed the stack before (exit 134)
    for deep in [
        format!("{}x{}", "{".repeat(5000), "}".repeat(5000)),
        format!("{}x", "\\sqrt".repeat(5000)),
        format!("{}x{}", "\\left(".repeat(5000), "\\right)".repeat(5000)),
        format!("{}x{}", "\\begin{matrix}".repeat(5000), "\\end{matrix}".repeat(5000)),
    ] {
        let h = markdown_to_html(&format!("${deep}$"));
        assert!(h.contains("<code class=\"math\">"), "{}", &h[..200]);
    }
}
