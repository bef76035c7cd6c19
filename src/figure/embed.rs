//! How a figure travels through Markdown: as an image whose address is a base64 data URI
//! (`![title](data:image/svg+xml;base64,…)`), which any Markdown viewer shows. The HTML
//! conversion inlines it as `<svg>` only after [`inline_svg`] has re-read it with the strict
//! grammar of mlex's own writer ([`super::svg`]): the elements of [`super::svg::ELEMENTS`], a
//! fixed list of attributes with plain values, and text; anything else (a `script`, a
//! `foreignObject`, an `on…` attribute, an entity other than the five, a `url(…)`, a comment)
//! and the image is dropped, as every other image is.

use super::svg::{ELEMENTS, escape};

const PREFIX: &str = "data:image/svg+xml;base64,";

/// The attributes mlex's writer emits.
const ATTRIBUTES: &[&str] = &[
    "xmlns",
    "role",
    "width",
    "height",
    "viewBox",
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
    "stroke-linejoin",
    "paint-order",
    "text-anchor",
    "font-size",
];

const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// Largest figure inlined, in bytes of SVG.
pub const MAX_FIGURE_BYTES: usize = 1 << 20;

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The data URI of an SVG document.
pub(crate) fn data_uri(svg: &str) -> String {
    let bytes = svg.as_bytes();
    let mut out = String::with_capacity(PREFIX.len() + bytes.len().div_ceil(3) * 4);
    out.push_str(PREFIX);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(B64[((n >> (18 - 6 * i)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

fn decode(text: &str) -> Option<Vec<u8>> {
    let t = text.as_bytes();
    if !t.len().is_multiple_of(4) || t.len() / 4 * 3 > MAX_FIGURE_BYTES + 3 {
        return None;
    }
    let mut out = Vec::with_capacity(t.len() / 4 * 3);
    for (k, quad) in t.chunks(4).enumerate() {
        let last = k == t.len() / 4 - 1;
        let mut n = 0u32;
        let mut pad = 0;
        for &c in quad {
            let v = match c {
                b'=' if last => {
                    pad += 1;
                    0
                }
                _ if pad > 0 => return None,
                _ => B64.iter().position(|&b| b == c)? as u32,
            };
            n = (n << 6) | v;
        }
        if pad > 2 {
            return None;
        }
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&bytes[..3 - pad]);
    }
    Some(out)
}

/// The start of the class of a figure's root `<svg>`: `figure-regions`.
pub(crate) const CLASS_PREFIX: &str = "figure-";

/// The figure's name as its root `<svg>`'s class gives it (`loss-curve`), if it has one.
fn figure_name(svg: &str) -> Option<&str> {
    let root = &svg[..svg.find('>')?];
    let at = root.find(" class=\"")? + 8;
    let class = &root[at..at + root[at..].find('"')?];
    let name = class.strip_prefix(CLASS_PREFIX)?;
    (!name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')).then_some(name)
}

/// The figures of a Markdown document as files beside it: each image address that is a
/// figure's data URI (`](data:image/svg+xml;base64,…)`) becomes `](STEM-N-NAME.svg)`, N
/// counting from 1 in the document's order and NAME the figure's name (`regions`, `samples`
/// for a worksheet's data figure, `loss-curve`: `_` is written `-`; an SVG without one gives
/// `STEM-N.svg`), and its SVG (read back through the grammar, [`inline_svg`]) is returned with
/// that file name: the number keeps the names unique and in order, the name says which figure
/// it is. Any other image is left as it is. A stem with characters other than letters, digits,
/// `.`, `-` and `_` is linked in angle brackets.
pub fn figure_files(markdown: &str, stem: &str) -> (String, Vec<(String, String)>) {
    const OPEN: &str = "](data:image/svg+xml;base64,";
    let mut out = String::with_capacity(markdown.len() / 4);
    let mut files = Vec::new();
    let mut rest = markdown;
    while let Some(at) = rest.find(OPEN) {
        let start = at + 2;
        let Some(len) = rest[start..].find(')') else { break };
        let address = &rest[start..start + len];
        out.push_str(&rest[..start]);
        match inline_svg(address) {
            Some(svg) => {
                let name = match figure_name(&svg) {
                    Some(fig) => format!("{stem}-{}-{fig}.svg", files.len() + 1),
                    None => format!("{stem}-{}.svg", files.len() + 1),
                };
                let plain = name.chars().all(|c| c.is_ascii_alphanumeric() || "._-".contains(c));
                out.push_str(&if plain { name.clone() } else { format!("<{name}>") });
                files.push((name, svg));
            }
            None => out.push_str(address),
        }
        rest = &rest[start + len..];
    }
    out.push_str(rest);
    (out, files)
}

/// Whether an image address is a figure mlex can inline (see [`inline_svg`]).
pub fn is_figure(address: &str) -> bool {
    inline_svg(address).is_some()
}

/// The `<svg>` element of a figure's data URI, written again from what was read, when the
/// document keeps to the grammar of mlex's writer; `None` otherwise.
pub fn inline_svg(address: &str) -> Option<String> {
    let text = String::from_utf8(decode(address.strip_prefix(PREFIX)?)?).ok()?;
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    let mut open: Vec<&str> = Vec::new();
    let mut seen_root = false;
    while !rest.is_empty() {
        if let Some(tail) = rest.strip_prefix("</") {
            let end = tail.find('>')?;
            let name = tail[..end].trim_end();
            if open.pop()? != name {
                return None;
            }
            out.push_str(&format!("</{name}>"));
            rest = &tail[end + 1..];
        } else if let Some(tail) = rest.strip_prefix('<') {
            let end = tail.find('>')?;
            let (inside, closed) = match tail[..end].strip_suffix('/') {
                Some(i) => (i, true),
                None => (&tail[..end], false),
            };
            let (name, attrs) = element(inside)?;
            if open.is_empty() && (seen_root || name != "svg") {
                return None;
            }
            if name == "svg" && !open.is_empty() {
                return None;
            }
            seen_root = true;
            out.push('<');
            out.push_str(name);
            for (k, v) in attrs {
                out.push_str(&format!(" {k}=\"{}\"", escape(&v)));
            }
            if closed {
                out.push_str("/>");
            } else {
                out.push('>');
                open.push(name);
            }
            rest = &tail[end + 1..];
        } else {
            let end = rest.find('<').unwrap_or(rest.len());
            let t = unescape(&rest[..end])?;
            if open.is_empty() && !t.trim().is_empty() {
                return None;
            }
            out.push_str(&escape(&t));
            rest = &rest[end..];
        }
    }
    (open.is_empty() && seen_root).then_some(out)
}

/// An element's name and attributes, when both are in the writer's grammar.
fn element(inside: &str) -> Option<(&'static str, Vec<(&'static str, String)>)> {
    let inside = inside.trim_end();
    let name_end = inside.find(char::is_whitespace).unwrap_or(inside.len());
    let name = *ELEMENTS.iter().find(|e| **e == &inside[..name_end])?;
    let mut rest = inside[name_end..].trim_start();
    let mut attrs: Vec<(&'static str, String)> = Vec::new();
    while !rest.is_empty() {
        let eq = rest.find("=\"")?;
        let key = *ATTRIBUTES.iter().find(|a| **a == &rest[..eq])?;
        let after = &rest[eq + 2..];
        let close = after.find('"')?;
        let value = unescape(&after[..close])?;
        let plain = value.chars().all(|c| c.is_ascii_alphanumeric() || " #.,-".contains(c));
        let ok = match key {
            "xmlns" => value == SVG_NS,
            "role" => value == "img",
            _ => plain,
        };
        if !ok || attrs.iter().any(|(k, _)| *k == key) {
            return None;
        }
        attrs.push((key, value));
        rest = after[close + 1..].trim_start();
    }
    Some((name, attrs))
}

/// Text with the five entities the writer uses, read back; `None` at any other `&`.
fn unescape(s: &str) -> Option<String> {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let (c, len) = [
            ("&amp;", '&'),
            ("&lt;", '<'),
            ("&gt;", '>'),
            ("&quot;", '"'),
            ("&#39;", '\''),
        ]
        .iter()
        .find(|(e, _)| tail.starts_with(e))
        .map(|(e, c)| (*c, e.len()))?;
        out.push(c);
        rest = &tail[len..];
    }
    if rest.contains(['<', '>']) {
        return None;
    }
    out.push_str(rest);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::svg::{Anchor, Paint, Px, Svg};

    fn uri(svg: &str) -> String {
        data_uri(svg)
    }

    #[test]
    fn base64_round_trips_every_length() {
        for s in ["", "a", "ab", "abc", "abcd", "<svg>é</svg>"] {
            let u = data_uri(s);
            assert_eq!(decode(u.strip_prefix(PREFIX).unwrap()).unwrap(), s.as_bytes(), "{s}");
        }
        assert_eq!(data_uri("Man"), format!("{PREFIX}TWFu"));
        assert_eq!(data_uri("Ma"), format!("{PREFIX}TWE="));
    }

    #[test]
    fn the_writers_output_is_inlined_as_written() {
        let mut s = Svg::new(20, 20, "t <&>", "d");
        s.rect(
            &Px::int(0),
            &Px::int(0),
            &Px::int(5),
            &Px::int(5),
            &Paint::fill("#ffffff"),
        );
        s.open_group("regions");
        s.text(&(Px::int(1), Px::int(2)), Anchor::Middle, 12, "class \"a\" → 'b'");
        s.close_group();
        let svg = s.finish();
        let back = inline_svg(&uri(&svg)).unwrap();
        assert_eq!(back.replace('\n', ""), svg.replace('\n', ""));
    }

    #[test]
    fn anything_outside_the_grammar_is_refused() {
        let ns = "xmlns=\"http://www.w3.org/2000/svg\"";
        for bad in [
            format!("<svg {ns}><script>alert(1)</script></svg>"),
            format!("<svg {ns}><foreignObject></foreignObject></svg>"),
            format!("<svg {ns} onload=\"alert(1)\"></svg>"),
            format!("<svg {ns}><rect fill=\"url(#x)\"/></svg>"),
            format!("<svg {ns}><!-- c --></svg>"),
            format!("<svg {ns}>&nbsp;</svg>"),
            format!("<svg {ns}><g></svg>"),
            format!("<svg {ns}></svg><svg {ns}></svg>"),
            "<svg xmlns=\"http://evil\"></svg>".to_string(),
            format!("<svg {ns}><svg {ns}></svg></svg>"),
            format!("<svg {ns}><rect x=\"1\" x=\"2\"/></svg>"),
            format!("<svg {ns}><a href=\"javascript:alert(1)\"></a></svg>"),
            "text<svg></svg>".to_string(),
        ] {
            assert_eq!(inline_svg(&uri(&bad)), None, "{bad}");
        }
        assert_eq!(inline_svg("data:image/svg+xml;base64,@@@@"), None);
        assert_eq!(inline_svg("data:text/html;base64,PHN2Zz4="), None);
        assert!(inline_svg(&uri(&format!("<svg {ns} role=\"img\"></svg>"))).is_some());
    }
}
