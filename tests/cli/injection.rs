//! Spec text that tries to inject markup: every payload in every free-text field, rendered to
//! Markdown and to HTML, must come out as text. The outputs are parsed (pulldown-cmark for the
//! Markdown, a start-tag scanner for the HTML), not searched for one string.
//!
//! The payloads are a subset of `make_injection_corpus.py` (the browser tools of the shared
//! folder, `tools/browser/`), with its markers: `ZZ<nn><field>` traces a payload and its field.

use std::path::Path;

use pulldown_cmark::{Event, Options, Parser, Tag};

use super::{mlex, scratch};

// The fuzz targets' reading of HTML start tags and link addresses, written independently of
// mlex's sanitizer, is the one this test uses too (the page-level rules below are stricter).
#[allow(dead_code)]
#[path = "../../fuzz/src/lib.rs"]
mod fuzz_checks;
use fuzz_checks::{SVG_TAGS, live_svg_attribute, live_svg_image, safe_address, start_tags};

/// (id, payload with `@@` for the marker, multi-line only). From make_injection_corpus.py.
const PAYLOADS: &[(u32, &str, bool)] = &[
    (1, "<script>alert('@@')</script>", false),
    (2, "<img src=x onerror=alert('@@')>", false),
    (3, "<svg onload=alert('@@')>", false),
    (4, "[click@@](javascript:alert('@@'))", false),
    (5, "<a href=\"javascript:alert('@@')\">click@@</a>", false),
    (6, "<javascript:alert('@@')>", false),
    (7, "<https://evil.example/@@>", false),
    (
        8,
        "\n\n<div onclick=\"alert('@@')\">\n<script>alert('@@')</script>\n</div>\n\ntext after @@\n",
        true,
    ),
    (9, "$</math><script>alert('@@')</script>$", false),
    (10, "$\\href{javascript:alert('@@')}{x@@}$", false),
    (11, "<iframe src=\"javascript:alert('@@')\"></iframe> @@", false),
    (12, "<style>body{display:none} /*@@*/</style> @@", false),
    (13, "<base href=\"https://evil.example/@@/\"> @@", false),
    (
        14,
        "<meta http-equiv=\"refresh\" content=\"0;url=https://evil.example/@@\"> @@",
        false,
    ),
    (
        15,
        "[data@@](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
        false,
    ),
    (
        16,
        "![img@@](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
        false,
    ),
    (
        17,
        "&lt;script&gt;alert('@@')&lt;/script&gt; &#60;img src=x onerror=alert('@@')&#62;",
        false,
    ),
    (18, "[ent@@](&#106;avascript:alert('@@'))", false),
    (19, "[case@@](JaVaScRiPt:alert('@@'))", false),
    (20, "[tab@@](<java\tscript:alert('@@')>)", false),
    (21, "[colon@@](javascript\\&colon;alert('@@'))", false),
    (22, "[vb@@](vbscript:msgbox('@@'))", false),
    (23, "{{ 7*7 }} {{ __tera_context }} @@", false),
    (25, "![pix@@](https://evil.example/pixel-@@.png)", false),
    (26, "![rel@@](//evil.example/pixel-@@.png)", false),
    (27, "![local@@](pixel-@@.png)", false),
    (
        28,
        "[title@@](https://example.org/ \"t\\\" onmouseover=\\\"alert('@@')\")",
        false,
    ),
    (29, "$\\color{red\" onmouseover=\"alert('@@')}{x}$ @@", false),
    (
        30,
        "<math><mtext><a href=\"javascript:alert('@@')\">math@@</a></mtext></math>",
        false,
    ),
    (
        31,
        "<object data=\"javascript:alert('@@')\"></object><embed src=\"javascript:alert('@@')\"> @@",
        false,
    ),
    (33, "<details open ontoggle=alert('@@')>@@</details>", false),
    (
        34,
        "<svg><a xlink:href=\"javascript:alert('@@')\"><text>svg@@</text></a></svg>",
        false,
    ),
    (35, "\n\n[ref@@]: javascript:alert('@@')\n\nsee [ref@@]\n", true),
    (38, "`<img src=x onerror=alert('@@')>`", false),
    (39, "T\n\n<script>alert('@@')</script>\n\n# injected heading @@\n", true),
    (40, "a | b @@\n|---|---|\n| <script>alert('@@')</script> | x |", true),
];

/// A YAML double-quoted scalar (JSON strings are YAML).
fn q(s: &str) -> String {
    serde_json::to_string(s).unwrap()
}

/// Whether a payload fits the fields that take a label (at most 100 characters, one line).
fn fits_a_label(id: u32, payload: &str, multi: bool) -> bool {
    !multi && payload.replace("@@", &format!("ZZ{id:02}lab1")).chars().count() <= 100
}

/// The carrier specs of one payload: a perceptron (title, source, statement, class labels, a
/// stated answer), a softmax (an option's text) and a bayes-error (a row's name). Labels, option
/// texts and row names carry the payloads that fit a label.
fn specs(id: u32, payload: &str, multi: bool) -> Vec<(String, String)> {
    let t = |field: &str| payload.replace("@@", &format!("ZZ{id:02}{field}"));
    let label = fits_a_label(id, payload, multi);
    let (l1, l2) = if label {
        (q(&t("lab1")), q(&t("lab2")))
    } else {
        ("a".to_string(), "b".to_string())
    };
    let source = if multi {
        String::new()
    } else {
        format!("source: {}\n", q(&t("src")))
    };
    let one_line = |field: &str| if label { q(&t(field)) } else { q(field) };
    let common = format!("title: {}\n{source}statement: {}\n", q(&t("title")), q(&t("stmt")));
    vec![
        (
            format!("perceptron-P{id:02}"),
            format!(
                "kind: perceptron\nid: p{id}\n{common}classes: [{l1}, {l2}]\nsamples:\n  - {{ x: [0, 0], y: {l1} }}\n  - {{ x: [1, 1], y: {l2} }}\n\
                 margin: 0.1\niterations: 2\nfigures: [regions]\nask: [trace, final_weights, {{ classify: [5, 5] }}]\nstated:\n  classify: {}\n",
                one_line("stated")
            ),
        ),
        (
            format!("softmax-P{id:02}"),
            format!(
                "kind: softmax\nid: s{id}\n{common}classes: [{l1}, {l2}, c]\nlogits: [1, 2, 3]\n\
                 ask: [probabilities, {{ prediction: {{ choices: {{ options: [{l1}, {l2}, {}] }} }} }}]\n",
                one_line("opt")
            ),
        ),
        (
            format!("bayes-P{id:02}"),
            format!(
                "kind: bayes-error\nid: b{id}\n{common}classes: [{l1}, {l2}]\nrows:\n  - {{ x: {}, p_x: 0.5, posteriors: [0.75, 0.25], decision: {l1} }}\n\
                 \x20 - {{ x: r2, p_x: 0.5, posteriors: [0.25, 0.75], decision: {l1} }}\nask: [bayes_error, row_errors]\n",
                one_line("rowx")
            ),
        ),
    ]
}

/// Writes every carrier of every payload into `dir`.
fn corpus(dir: &Path) {
    for (id, payload, multi) in PAYLOADS {
        for (name, text) in specs(*id, payload, *multi) {
            std::fs::write(dir.join(format!("{name}.yaml")), text).unwrap();
        }
    }
}

/// What a Markdown renderer would make live of `md` (raw HTML, images, unsafe links and reference
/// definitions, math with `<`/`>` that a renderer without math shows as HTML), and the text
/// it shows.
fn read_markdown(md: &str) -> (Vec<String>, String) {
    let opts = Options::ENABLE_TABLES | Options::ENABLE_MATH | Options::ENABLE_STRIKETHROUGH;
    let parser = Parser::new_ext(md, opts);
    let mut live = Vec::new();
    for (_, def) in parser.reference_definitions().iter() {
        if !safe_address(&def.dest) {
            live.push(format!("reference definition to {}", def.dest));
        }
    }
    let mut text = String::new();
    for ev in parser {
        match ev {
            Event::Html(s) | Event::InlineHtml(s) => live.push(format!("raw HTML {s:?}")),
            // a figure: an SVG data URI of the figures' elements only
            Event::Start(Tag::Image { dest_url, .. }) => match live_svg_image(&dest_url) {
                Some(found) => live.extend(found),
                None => live.push(format!("image {dest_url}")),
            },
            Event::Start(Tag::Link { dest_url, .. }) if !safe_address(&dest_url) => {
                live.push(format!("link to {dest_url}"))
            }
            Event::InlineMath(t) | Event::DisplayMath(t) => {
                if t.contains(['<', '>']) {
                    live.push(format!("math with a tag {t:?}"));
                }
                text.push_str(&t);
            }
            Event::Text(t) | Event::Code(t) => text.push_str(&t),
            _ => {}
        }
        text.push(' ');
    }
    (live, text)
}

/// Tags a worksheet page has: its frame, what pulldown-cmark writes, and MathML.
const FRAME: &[&str] = &["!doctype", "html", "head", "meta", "title", "style", "body", "main"];
const BODY: &[&str] = &[
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "em",
    "strong",
    "del",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "ul",
    "ol",
    "li",
    "blockquote",
    "hr",
    "br",
    "a",
    // the page structure and table captions of the worksheets
    "article",
    "section",
    "caption",
];

/// What of an HTML page could run, load or leak.
fn live_html(page: &str) -> Vec<String> {
    let mut live = Vec::new();
    let tags = start_tags(page);
    for (name, attrs) in &tags {
        // a figure's inline SVG: its elements, with geometry and paint attributes only
        if SVG_TAGS.contains(&name.as_str()) && name != "title" {
            live.extend(attrs.iter().filter_map(|(a, v)| live_svg_attribute(name, a, v)));
            continue;
        }
        let mathml = name == "math" || (name.starts_with('m') && name.len() > 1 && name != "meta" && name != "main");
        if !FRAME.contains(&name.as_str()) && !BODY.contains(&name.as_str()) && !mathml {
            live.push(format!("<{name}>"));
        }
        for (a, v) in attrs {
            let ok = match a.as_str() {
                "href" => name == "a" && safe_address(v),
                "lang" | "class" | "title" | "align" | "display" | "xmlns" | "charset" | "content" | "name"
                | "start" => true,
                // pulldown-cmark's column alignment is the only style a page's body may carry
                // and, in a Moodle export (src/moodle/look.rs), the fixed borders, padding and
                // caption style that Boost needs
                "style" => {
                    let cell = "border: 1px solid #8f959e; padding: 0.25em 0.6em;";
                    let align = v
                        .strip_suffix(cell)
                        .map(|a| a.trim_end().trim_end_matches(';'))
                        .unwrap_or(v);
                    ((name == "td" || name == "th")
                        && matches!(
                            align,
                            "" | "text-align: left" | "text-align: right" | "text-align: center"
                        ))
                        || (name == "table" && v == "border-collapse: collapse; margin: 0.5em 0 1em 0;")
                        || (name == "p" && v == "font-size: 0.9em; margin: 0.75em 0 0.25em 0;")
                }
                // a Moodle cloze question's part ids (src/moodle/mod.rs)
                "data-part" => {
                    name == "li"
                        && v.chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                }
                "scope" => (name == "th") && (v == "col" || v == "row"),
                "html" => name == "!doctype" && v.is_empty(),
                // exercises are numbered by mlex, never named by the spec
                "id" => name == "article" && v.strip_prefix("exercise-").is_some_and(|n| n.parse::<u32>().is_ok()),
                "src" | "srcdoc" | "action" | "formaction" | "data" | "http-equiv" => false,
                a => !a.starts_with("on") && (mathml || a.starts_with("aria-")),
            };
            if !ok {
                live.push(format!("<{name} {a}={v:?}>"));
            }
        }
    }
    let count = |n: &str| tags.iter().filter(|(t, _)| t == n).count();
    // every figure has a <title> of its own
    for (n, want) in [("style", 1), ("title", 1 + count("svg")), ("meta", 3), ("main", 1)] {
        if count(n) != want {
            live.push(format!("{} <{n}> (the frame has {want})", count(n)));
        }
    }
    live
}

/// The text of an HTML page (tags removed, the usual entities decoded).
fn html_text(page: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in page.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// Every field carrier of a payload keeps the payload's text (its marker) visible.
fn markers_shown(text: &str, what: &str) {
    let mut missing = Vec::new();
    for (id, payload, multi) in PAYLOADS {
        let fields: &[&str] = if *multi {
            &["stmt"]
        } else if fits_a_label(*id, payload, *multi) {
            &["title", "stmt", "src", "lab1", "opt", "rowx"]
        } else {
            &["title", "stmt", "src"]
        };
        for f in fields {
            let marker = format!("ZZ{id:02}{f}");
            // a payload whose marker is only in its address (none here) would show nothing
            if payload.contains("@@") && !text.contains(&marker) {
                missing.push(marker);
            }
        }
    }
    assert!(missing.is_empty(), "{what}: text lost with the markup: {missing:?}");
}

#[test]
fn no_payload_survives_live_in_markdown_or_html() {
    let dir = scratch("injection");
    corpus(&dir);
    let d = dir.display().to_string();
    for solutions in [false, true] {
        let mut args = vec!["render", d.as_str()];
        if solutions {
            args.push("--solutions");
        }
        let md = mlex(&args);
        assert_eq!(md.code, 0, "{}", md.stderr);
        let (live, text) = read_markdown(&md.stdout);
        assert!(
            live.is_empty(),
            "live in the Markdown (solutions: {solutions}):\n{}",
            live.join("\n")
        );
        markers_shown(&text, "Markdown");

        args.extend(["--format", "html"]);
        let html = mlex(&args);
        assert_eq!(html.code, 0, "{}", html.stderr);
        let live = live_html(&html.stdout);
        assert!(
            live.is_empty(),
            "live in the HTML (solutions: {solutions}):\n{}",
            live.join("\n")
        );
        markers_shown(&html_text(&html.stdout), "HTML");
    }
    // one exercise per page: the title of the page is spec text too
    for (id, _, multi) in PAYLOADS.iter().filter(|p| !p.2) {
        let _ = multi;
        let f = dir.join(format!("perceptron-P{id:02}.yaml"));
        let html = mlex(&["render", f.to_str().unwrap(), "--format", "html"]);
        assert_eq!(html.code, 0, "{}", html.stderr);
        let live = live_html(&html.stdout);
        assert!(live.is_empty(), "P{id:02} alone:\n{}", live.join("\n"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_woven_exercise_is_as_safe_as_a_rendered_one() {
    let dir = scratch("injection-weave");
    let spec = &specs(1, "<img src=x onerror=alert('@@')> [x](javascript:@@) ![p](https://e.example/@@.png) $</math><script>@@</script>$", false)[0].1;
    let block: String = spec
        .lines()
        .filter(|l| !l.starts_with("stated") && !l.starts_with("  classify"))
        .map(|l| format!("{l}\n"))
        .collect();
    let doc = format!("# Notes\n\nProse.\n\n```mlex\n{block}```\n");
    let path = dir.join("notes.md");
    std::fs::write(&path, doc).unwrap();
    let p = path.display().to_string();
    let md = mlex(&["weave", &p, "--solutions"]);
    assert_eq!(md.code, 0, "{}", md.stderr);
    let (live, text) = read_markdown(&md.stdout);
    assert!(live.is_empty(), "live in the woven Markdown:\n{}", live.join("\n"));
    assert!(text.contains("ZZ01stmt") && text.contains("ZZ01title"), "{}", md.stdout);
    assert!(!md.stdout.contains("\n<img"), "tag-like text is escaped: {}", md.stdout);
    let html = mlex(&["weave", &p, "--solutions", "--format", "html"]);
    assert_eq!(html.code, 0, "{}", html.stderr);
    let live = live_html(&html.stdout);
    assert!(live.is_empty(), "live in the woven HTML:\n{}", live.join("\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_checker_of_this_module_sees_live_markup() {
    // the checks above can fail: they see what mlex used to let through
    let (live, _) =
        read_markdown("# <script>x</script>\n\n[a](javascript:b) ![i](https://e/p.png) $<b>$\n\n[r]: vbscript:x\n");
    assert_eq!(live.len(), 6, "{live:?}");
    let page = "<html><head><meta charset=\"utf-8\"><meta name=a><meta name=b><title>t</title><style></style></head><body><main>\
                <p><img src=\"https://e/p.png\" alt=\"x\" /><a href=\"javascript:x\">a</a><b onmouseover=x>c</b></p></main></body></html>";
    let live = live_html(page);
    assert_eq!(live.len(), 6, "{live:?}");
    // a figure passes only with the figures' elements and plain attributes
    let frame = |body: &str| {
        format!(
            "<html><head><meta charset=\"utf-8\"><meta name=a><meta name=b><title>t</title><style></style></head><body><main>{body}</main></body></html>"
        )
    };
    let ns = "xmlns=\"http://www.w3.org/2000/svg\"";
    let good = format!(
        "<svg {ns} role=\"img\"><title>f</title><desc>d</desc><g class=\"regions\"><polygon points=\"1,2 3,4\" fill=\"#0072B2\"/></g></svg>"
    );
    assert_eq!(live_html(&frame(&good)), Vec::<String>::new());
    for bad in [
        format!("<svg {ns} onload=\"alert(1)\"><title>f</title></svg>"),
        format!("<svg {ns}><title>f</title><script>alert(1)</script></svg>"),
        format!("<svg {ns}><title>f</title><foreignObject></foreignObject></svg>"),
        format!("<svg {ns}><title>f</title><rect fill=\"url(https://e/x)\"/></svg>"),
        format!("<svg {ns}><title>f</title><a href=\"javascript:x\"><text>t</text></a></svg>"),
    ] {
        assert!(!live_html(&frame(&bad)).is_empty(), "{bad}");
    }
    let b64 = |s: &str| {
        const A: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut out = String::new();
        for c in s.as_bytes().chunks(3) {
            let n = (u32::from(c[0]) << 16)
                | (u32::from(*c.get(1).unwrap_or(&0)) << 8)
                | u32::from(*c.get(2).unwrap_or(&0));
            for i in 0..4 {
                out.push(if i <= c.len() {
                    A[((n >> (18 - 6 * i)) & 63) as usize] as char
                } else {
                    '='
                });
            }
        }
        out
    };
    let md = |svg: &str| format!("![f](data:image/svg+xml;base64,{})\n", b64(svg));
    assert_eq!(read_markdown(&md(&good)).0, Vec::<String>::new());
    assert_eq!(
        read_markdown(&md(&format!("<svg {ns}><script>x</script></svg>")))
            .0
            .len(),
        1
    );
    assert_eq!(read_markdown(&md(&format!("<svg {ns} onload=\"x\"></svg>"))).0.len(), 1);
}

/// The carrier perceptron asks for its figures: its class labels (payloads) are text of the
/// SVG, in the worksheet and in the key.
#[test]
fn the_carrier_perceptron_draws_its_figures() {
    let dir = scratch("injection-figures");
    let (name, spec) = &specs(1, "<script>alert('@@')</script>", false)[0];
    let f = dir.join(format!("{name}.yaml"));
    std::fs::write(&f, spec).unwrap();
    let html = mlex(&["render", f.to_str().unwrap(), "--format", "html", "--solutions"]);
    assert_eq!(html.code, 0, "{}", html.stderr);
    assert_eq!(html.stdout.matches("<svg ").count(), 2, "the samples and the regions");
    let svg = &html.stdout[html.stdout.find("<svg ").unwrap()..];
    assert!(
        svg.contains("&lt;script&gt;alert(&#39;ZZ01lab1&#39;)"),
        "the label, as text of the figure"
    );
    assert!(live_html(&html.stdout).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every text of a Moodle export (`mlex export moodle`, issue 15): the question texts, worked
/// solutions, options and feedback are HTML fragments as safe as a worksheet's body; an embedded
/// (cloze) answer, which Moodle decodes once more, holds no markup after that decoding; and the
/// payloads' text is kept.
#[test]
fn no_payload_survives_live_in_a_moodle_export() {
    let dir = scratch("injection-moodle");
    corpus(&dir);
    let file = dir.join("quiz.xml.out");
    for math in ["mathml", "tex"] {
        let o = mlex(&[
            "export",
            "moodle",
            dir.to_str().unwrap(),
            "--math",
            math,
            "-o",
            file.to_str().unwrap(),
        ]);
        assert_eq!(o.code, 0, "{}", o.stderr);
        let xml = std::fs::read_to_string(&file).unwrap();
        let doc = roxmltree::Document::parse(&xml).expect("well-formed XML");
        let mut all = String::new();
        let mut live = Vec::new();
        for t in doc.descendants().filter(|n| n.has_tag_name("text")) {
            let html = t.text().unwrap_or_default();
            all.push_str(html);
            all.push('\n');
            live.extend(
                live_html(html)
                    .into_iter()
                    .filter(|l| !l.contains("(the frame has"))
                    // TeX for MathJax is in <span class="math inline"> (its attributes still checked)
                    .filter(|l| !(math == "tex" && l == "<span>"))
                    // a figure is a file of its question, shown by an image of it (docs/moodle.md):
                    // only that address, and an alt text with no markup
                    .filter(|l| !figure_image(l))
                    .map(|l| format!("{l} in <{}>", t.parent().map_or("", |p| p.tag_name().name()))),
            );
            // Moodle reads {n:TYPE:…} and decodes the entities of its answers and feedback
            let mut rest = html;
            while let Some(i) = rest
                .find(":SHORTANSWER:")
                .or_else(|| rest.find(":MULTICHOICE"))
                .or_else(|| rest.find(":NUMERICAL:"))
            {
                let body = &rest[i..];
                let end = body.find('}').unwrap_or(body.len());
                let decoded = html_text(&body[..end]);
                for (tag, _) in start_tags(&decoded) {
                    live.push(format!("<{tag}> in an embedded answer: {}", &body[..end]));
                }
                rest = &body[end..];
            }
        }
        assert!(
            live.is_empty(),
            "live in the Moodle export ({math}):\n{}",
            live.join("\n")
        );
        markers_shown(&html_text(&all), "Moodle XML");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// What `live_html` reports of the one image a Moodle export may hold: a figure's file,
/// `<img src="@@PLUGINFILE@@/figure-K.svg" alt="TITLE">` (the tag, its address, its alt text).
fn figure_image(l: &str) -> bool {
    if l == "<img>" {
        return true;
    }
    if let Some(name) = l
        .strip_prefix("<img src=\"@@PLUGINFILE@@/figure-")
        .and_then(|r| r.strip_suffix(".svg\">"))
    {
        return !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit());
    }
    l.strip_prefix("<img alt=\"")
        .and_then(|r| r.strip_suffix("\">"))
        .is_some_and(|alt| !alt.contains(['<', '>', '"', ':']))
}

/// What of a practice page could run, load or leak: its three script elements (two data blocks
/// and mlex's script, checked to be exactly those) cut off, then the worksheet's rules with the
/// page's own form markup allowed, each attribute with the values mlex writes.
fn live_practice_html(page: &str) -> Vec<String> {
    let script = std::fs::read_to_string(super::root().join("src/practice/practice.js")).unwrap();
    let (head, tail) = page.split_once("</main>\n").expect("a practice page");
    let data = tail
        .strip_prefix("<script type=\"application/json\" id=\"mlex-data\">")
        .and_then(|t| t.split_once("</script>\n"));
    let mut live = Vec::new();
    let Some((data, rest)) = data else {
        return vec!["no data block after <main>".into()];
    };
    if data.contains('<') {
        live.push("a `<` in the data block".into());
    }
    let wasm = rest
        .strip_prefix("<script type=\"application/octet-stream\" id=\"mlex-wasm\">")
        .and_then(|t| t.split_once("</script>\n"));
    let Some((wasm, rest)) = wasm else {
        return vec!["no checker block".into()];
    };
    if !wasm.chars().all(|c| c.is_ascii_alphanumeric() || "+/=".contains(c)) {
        live.push("the checker block is not base64".into());
    }
    if rest != format!("<script>{script}</script>\n</body>\n</html>\n") {
        live.push("the page ends with something other than mlex's script".into());
    }
    let csp = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-";
    let plain = |v: &str| v.chars().all(|c| c.is_ascii_alphanumeric() || "._-".contains(c));
    let number = |v: &str| !v.is_empty() && v.chars().all(|c| c.is_ascii_digit());
    for item in live_html(&format!("{head}</main>\n</body>\n</html>\n")) {
        // the fourth <meta> is the Content-Security-Policy
        let ok = item == "4 <meta> (the frame has 3)"
            || match item.split_once(' ') {
                None => matches!(
                    item.as_str(),
                    "<form>" | "<fieldset>" | "<legend>" | "<input>" | "<button>" | "<span>" | "<div>" | "<label>"
                ),
                Some((tag, attr)) => {
                    let (a, v) = attr.trim_end_matches('>').split_once('=').unwrap_or((attr, "\"\""));
                    let v: String = serde_json::from_str(v).unwrap_or_default();
                    match (tag, a) {
                        ("<meta", "http-equiv") => v == "Content-Security-Policy",
                        ("<input", "type") => matches!(v.as_str(), "text" | "radio" | "checkbox"),
                        ("<input", "inputmode") => v == "decimal",
                        ("<input", "spellcheck") => v == "false",
                        ("<input" | "<form", "autocomplete") => v == "off",
                        ("<input", "data-path") => v.chars().all(|c| c.is_ascii_digit() || c == '.'),
                        ("<input", "value") => number(&v),
                        ("<form", "novalidate") => v.is_empty(),
                        ("<fieldset", "data-part") => plain(&v),
                        ("<button", "type") => v == "submit" || v == "button",
                        ("<button", "data-action") => {
                            matches!(v.as_str(), "check" | "solution" | "download" | "clear" | "another")
                        }
                        ("<div", "data-choice") => v == "1",
                        ("<article", "id") => v.strip_prefix("variant-").is_some_and(number),
                        ("<article", "data-index") => number(&v),
                        ("<article" | "<section", "hidden") => v.is_empty(),
                        ("<span", "role") => v == "alert",
                        ("<p", "role") => v == "status",
                        ("<th", "scope") => v == "colgroup",
                        ("<th" | "<td", "colspan" | "rowspan") => number(&v),
                        _ => false,
                    }
                }
            };
        if !ok {
            live.push(item);
        }
    }
    if !page.contains(&format!("content=\"{csp}")) {
        live.push("no Content-Security-Policy".into());
    }
    live
}

#[test]
fn a_practice_page_is_as_safe_as_a_rendered_one() {
    let dir = scratch("injection-practice");
    corpus(&dir);
    // an empty checker with this mlex's identity: the page is only written, never run here
    let wasm = super::practice::fake_wasm(&dir);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    assert!(files.len() >= 3 * PAYLOADS.len());
    for f in &files {
        let o = mlex(&["practice", f.to_str().unwrap(), "--wasm", wasm.to_str().unwrap()]);
        assert_eq!(o.code, 0, "{}: {}", f.display(), o.stderr);
        let live = live_practice_html(&o.stdout);
        assert!(live.is_empty(), "{}:\n{}", f.display(), live.join("\n"));
        // the markers are shown (as text of the worksheet, or of a box's label)
        let name = f.file_stem().unwrap().to_str().unwrap();
        let id = &name[name.len() - 2..];
        assert!(
            html_text(&o.stdout).contains(&format!("ZZ{id}")),
            "{name}: no marker shown"
        );
    }
    // the checker of this test sees a live payload on a practice page
    let page = mlex(&["practice", files[0].to_str().unwrap(), "--wasm", wasm.to_str().unwrap()]).stdout;
    let hostile = page.replacen(
        "<h2>Your answers</h2>",
        "<h2 onclick=\"x()\">Your answers</h2><img src=x>",
        1,
    );
    assert_eq!(
        live_practice_html(&hostile).len(),
        3,
        "{:?}",
        live_practice_html(&hostile)
    );
    let extra = page.replacen("</main>\n", "</main>\n<script>alert(1)</script>\n", 1);
    assert!(!live_practice_html(&extra).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}
