//! What the fuzz targets assert of mlex's output, shared by them.

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

// The heap budget installs a global allocator, which takes `unsafe`: tests/cli/injection.rs
// includes this file for its checks, and mlex's tests forbid unsafe code and keep their allocator.
#[cfg(not(test))]
mod budget;
#[cfg(not(test))]
pub use budget::{HEAP_MB, budget};

/// Whether a link address is one a worksheet may carry: http, https, mailto or relative
/// (written independently of mlex's own rule, which this checks).
pub fn safe_address(url: &str) -> bool {
    let cleaned: String = url
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .collect::<String>()
        .to_ascii_lowercase();
    let head = cleaned.split(['/', '?', '#']).next().unwrap_or("");
    if head.contains('&') {
        return false;
    }
    match head.split_once(':') {
        None => true,
        Some((scheme, _)) => ["http", "https", "mailto"].contains(&scheme),
    }
}

/// What of `md` a Markdown renderer would make live: raw HTML, images, unsafe links, math with
/// `<` or `>`, and text that looks like a tag to a renderer less strict than CommonMark (an
/// unescaped `<` before a letter, `/`, `!` or `?`). Empty for safe Markdown.
pub fn live_markdown(md: &str) -> Vec<String> {
    let opts = Options::ENABLE_TABLES | Options::ENABLE_MATH | Options::ENABLE_STRIKETHROUGH;
    let mut found = Vec::new();
    let parser = Parser::new_ext(md, opts);
    for (_, def) in parser.reference_definitions().iter() {
        if !safe_address(&def.dest) {
            found.push(format!("reference definition {}", def.dest));
        }
    }
    let mut in_code = false;
    for (ev, range) in parser.into_offset_iter() {
        match ev {
            Event::Start(Tag::CodeBlock(_)) => in_code = true,
            Event::End(TagEnd::CodeBlock) => in_code = false,
            Event::Text(_) if !in_code => {
                let b = md.as_bytes();
                for i in range {
                    let next = b.get(i + 1).copied().unwrap_or(b' ');
                    let escaped = b[..i].iter().rev().take_while(|&&x| x == b'\\').count() % 2 == 1;
                    if b[i] == b'<' && !escaped && (next.is_ascii_alphabetic() || b"/!?".contains(&next)) {
                        found.push(format!("tag-like text at {i}"));
                    }
                }
            }
            Event::Html(s) | Event::InlineHtml(s) => found.push(format!("raw HTML {s}")),
            // an mlex figure is an image of an SVG data URI; any other image is live
            Event::Start(Tag::Image { dest_url, .. }) => match live_svg_image(&dest_url) {
                Some(live) => found.extend(live),
                None => found.push(format!("image {dest_url}")),
            },
            Event::Start(Tag::Link { dest_url, .. }) if !safe_address(&dest_url) => {
                found.push(format!("link {dest_url}"))
            }
            Event::InlineMath(t) | Event::DisplayMath(t) if t.contains(['<', '>']) => found.push(format!("math {t}")),
            _ => {}
        }
    }
    found
}

/// The start tags of an HTML fragment: (name, [(attribute, value)]), values with `&amp;`,
/// `&quot;`, `&lt;`, `&gt;` and numeric references decoded.
pub fn start_tags(html: &str) -> Vec<(String, Vec<(String, String)>)> {
    let b = html.as_bytes();
    let mut tags = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'<' {
            i += 1;
            continue;
        }
        i += 1;
        if i < b.len() && b[i] == b'/' {
            while i < b.len() && b[i] != b'>' {
                i += 1;
            }
            continue;
        }
        let start = i;
        while i < b.len() && !b[i].is_ascii_whitespace() && b[i] != b'>' && b[i] != b'/' {
            i += 1;
        }
        let name = html[start..i].to_ascii_lowercase();
        let mut attrs = Vec::new();
        loop {
            while i < b.len() && (b[i].is_ascii_whitespace() || b[i] == b'/') {
                i += 1;
            }
            if i >= b.len() || b[i] == b'>' {
                break;
            }
            let a = i;
            while i < b.len() && !b[i].is_ascii_whitespace() && !matches!(b[i], b'=' | b'>' | b'/') {
                i += 1;
            }
            let attr = html[a..i].to_ascii_lowercase();
            let mut value = String::new();
            if i < b.len() && b[i] == b'=' {
                i += 1;
                if i < b.len() && (b[i] == b'"' || b[i] == b'\'') {
                    let q = b[i];
                    i += 1;
                    let v = i;
                    while i < b.len() && b[i] != q {
                        i += 1;
                    }
                    value = decode(&html[v..i.min(b.len())]);
                    i += 1;
                } else {
                    let v = i;
                    while i < b.len() && !b[i].is_ascii_whitespace() && b[i] != b'>' {
                        i += 1;
                    }
                    value = decode(&html[v..i]);
                }
            }
            attrs.push((attr, value));
        }
        tags.push((name, attrs));
    }
    tags
}

fn decode(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        let Some(end) = rest.find(';') else { break };
        let ent = &rest[1..end];
        let c = match ent {
            "amp" => Some('&'),
            "quot" => Some('"'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "colon" => Some(':'),
            _ => ent
                .strip_prefix("#x")
                .or_else(|| ent.strip_prefix("#X"))
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .or_else(|| ent.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match c {
            Some(c) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The tags pulldown-cmark writes for Markdown; MathML's own are allowed by their names.
const HTML_TAGS: &[&str] = &[
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
    "sup",
    "span",
    "div",
];

/// The SVG elements of mlex's figures (docs/figures.md), written here independently of its
/// writer: nothing that runs (`script`), embeds (`foreignObject`, `image`, `use`) or links (`a`).
pub const SVG_TAGS: &[&str] = &[
    "svg", "title", "desc", "g", "rect", "polygon", "polyline", "line", "circle", "text",
];

/// The attributes of those elements: geometry and paint, with plain values.
const SVG_ATTRIBUTES: &[&str] = &[
    "xmlns",
    "role",
    "width",
    "height",
    "viewbox",
    "class",
    "x",
    "y",
    "x1",
    "y1",
    "x2",
    "y2",
    "cx",
    "cy",
    "r",
    "points",
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-width",
    "stroke-dasharray",
    // the white halo under a label drawn over the plot's lines
    "stroke-linejoin",
    "paint-order",
    "text-anchor",
    "font-size",
];

/// What could run, load or leak in an attribute of a figure's SVG element.
pub fn live_svg_attribute(name: &str, a: &str, v: &str) -> Option<String> {
    let plain = v.chars().all(|c| c.is_ascii_alphanumeric() || " #.,-".contains(c));
    let ok = SVG_ATTRIBUTES.contains(&a)
        && match a {
            "xmlns" => v == "http://www.w3.org/2000/svg",
            _ => plain,
        };
    (!ok).then(|| format!("<{name} {a}={v:?}>"))
}

/// An image address that is a base64 SVG data URI: what of the SVG could run, load or leak
/// (empty when it keeps to the figures' elements and attributes); `None` for other addresses.
pub fn live_svg_image(address: &str) -> Option<Vec<String>> {
    let b64 = address.strip_prefix("data:image/svg+xml;base64,")?;
    let Some(svg) = base64(b64).and_then(|b| String::from_utf8(b).ok()) else {
        return Some(vec![format!("undecodable image {address}")]);
    };
    let mut found = Vec::new();
    if svg.contains("<!") || svg.contains("<?") {
        found.push("markup declaration in SVG".to_string());
    }
    for (name, attrs) in start_tags(&svg) {
        if !SVG_TAGS.contains(&name.as_str()) {
            found.push(format!("tag <{name}> in SVG"));
        }
        found.extend(attrs.iter().filter_map(|(a, v)| live_svg_attribute(&name, a, v)));
    }
    Some(found)
}

fn base64(text: &str) -> Option<Vec<u8>> {
    const A: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let digits: Vec<u8> = text.trim_end_matches('=').bytes().collect();
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0);
    for c in digits {
        acc = (acc << 6) | A.iter().position(|&a| a == c)? as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Some(out)
}

/// What in an HTML fragment from spec text could run, load or leak: a tag outside the allowed
/// ones, an `on…` attribute, an address outside `a href` or an unsafe one. Empty when safe.
pub fn live_html(html: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (name, attrs) in start_tags(html) {
        let mathml = name == "math" || name == "none" || (name.starts_with('m') && name.len() > 1);
        if SVG_TAGS.contains(&name.as_str()) {
            found.extend(attrs.iter().filter_map(|(a, v)| live_svg_attribute(&name, a, v)));
            continue;
        }
        if !HTML_TAGS.contains(&name.as_str()) && !mathml {
            found.push(format!("tag <{name}>"));
        }
        for (a, v) in attrs {
            if a.starts_with("on")
                || matches!(
                    a.as_str(),
                    "src"
                        | "srcdoc"
                        | "srcset"
                        | "formaction"
                        | "xlink:href"
                        | "action"
                        | "data"
                        | "background"
                        | "poster"
                )
            {
                found.push(format!("<{name} {a}={v:?}>"));
            } else if a == "href" && (name != "a" || !safe_address(&v)) {
                found.push(format!("<{name} href={v:?}>"));
            }
        }
    }
    found
}
