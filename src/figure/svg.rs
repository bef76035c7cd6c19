//! A small typed SVG writer: the few elements mlex's figures use, every attribute value and text
//! escaped, coordinates rounded once to fixed decimals so that the same figure gives the same
//! bytes. No fonts are embedded and no font is named: text takes the page's font.
//!
//! The elements written are exactly [`ELEMENTS`]; the HTML sanitizer tests accept these and no
//! others.

use crate::num::Number;
use std::fmt::Write;

/// Every element the writer emits.
pub const ELEMENTS: &[&str] = &[
    "svg", "title", "desc", "g", "rect", "polygon", "polyline", "line", "circle", "text",
];

/// Decimals of a pixel coordinate.
const DIGITS: u32 = 2;

/// A pixel coordinate, rounded once from its exact value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Px(String);

impl Px {
    pub(crate) fn of(n: &Number) -> Px {
        let s = n.round_to(DIGITS);
        // "-0.00" is "0.00"
        Px(if s.trim_start_matches('-').chars().all(|c| c == '0' || c == '.') {
            Number::zero().round_to(DIGITS)
        } else {
            s
        })
    }

    /// As written: the value with two decimals.
    pub(crate) fn as_str(&self) -> &str {
        &self.0
    }

    /// The rounded value, exact (for offsets in pixels from it).
    pub(crate) fn number(&self) -> Number {
        self.0.parse().unwrap_or_default()
    }

    pub(crate) fn int(i: i64) -> Px {
        Px::of(&Number::from(i))
    }
}

/// `&`, `<`, `>`, `"` and `'` as entities.
pub(crate) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Paint of a shape: fill, stroke and their look.
#[derive(Clone, Debug, Default)]
pub(crate) struct Paint {
    pub(crate) fill: Option<&'static str>,
    pub(crate) fill_opacity: Option<&'static str>,
    pub(crate) stroke: Option<&'static str>,
    pub(crate) stroke_width: Option<&'static str>,
    pub(crate) dash: Option<&'static str>,
}

impl Paint {
    fn attrs(&self) -> String {
        let mut s = String::new();
        s.push_str(&format!(" fill=\"{}\"", self.fill.unwrap_or("none")));
        for (name, v) in [
            ("fill-opacity", self.fill_opacity),
            ("stroke", self.stroke),
            ("stroke-width", self.stroke_width),
            ("stroke-dasharray", self.dash),
        ] {
            if let Some(v) = v {
                let _ = write!(s, " {name}=\"{}\"", escape(v));
            }
        }
        s
    }

    pub(crate) fn fill(colour: &'static str) -> Paint {
        Paint {
            fill: Some(colour),
            ..Paint::default()
        }
    }

    pub(crate) fn stroke(colour: &'static str, width: &'static str) -> Paint {
        Paint {
            stroke: Some(colour),
            stroke_width: Some(width),
            ..Paint::default()
        }
    }
}

/// Where text sits relative to its point.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Anchor {
    Start,
    Middle,
    End,
}

/// An SVG document being written.
#[derive(Debug)]
pub(crate) struct Svg {
    width: u32,
    height: u32,
    title: String,
    desc: String,
    body: String,
}

impl Svg {
    pub(crate) fn new(width: u32, height: u32, title: &str, desc: &str) -> Svg {
        Svg {
            width,
            height,
            title: title.to_string(),
            desc: desc.to_string(),
            body: String::new(),
        }
    }

    pub(crate) fn open_group(&mut self, class: &str) {
        let _ = writeln!(self.body, "<g class=\"{}\">", escape(class));
    }

    pub(crate) fn close_group(&mut self) {
        self.body.push_str("</g>\n");
    }

    pub(crate) fn rect(&mut self, x: &Px, y: &Px, w: &Px, h: &Px, paint: &Paint) {
        let _ = writeln!(
            self.body,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/>",
            x.0,
            y.0,
            w.0,
            h.0,
            paint.attrs()
        );
    }

    pub(crate) fn polygon(&mut self, points: &[(Px, Px)], paint: &Paint) {
        let pts: Vec<String> = points.iter().map(|(x, y)| format!("{},{}", x.0, y.0)).collect();
        let _ = writeln!(self.body, "<polygon points=\"{}\"{}/>", pts.join(" "), paint.attrs());
    }

    /// An open path through `points` (a curve sampled at points).
    pub(crate) fn polyline(&mut self, points: &[(Px, Px)], paint: &Paint) {
        let pts: Vec<String> = points.iter().map(|(x, y)| format!("{},{}", x.0, y.0)).collect();
        let _ = writeln!(self.body, "<polyline points=\"{}\"{}/>", pts.join(" "), paint.attrs());
    }

    pub(crate) fn line(&mut self, a: &(Px, Px), b: &(Px, Px), paint: &Paint) {
        let _ = writeln!(
            self.body,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"{}/>",
            a.0.0,
            a.1.0,
            b.0.0,
            b.1.0,
            paint.attrs()
        );
    }

    pub(crate) fn circle(&mut self, c: &(Px, Px), r: &Px, paint: &Paint) {
        let _ = writeln!(
            self.body,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>",
            c.0.0,
            c.1.0,
            r.0,
            paint.attrs()
        );
    }

    pub(crate) fn text(&mut self, at: &(Px, Px), anchor: Anchor, size: u32, text: &str) {
        self.text_with(at, anchor, size, text, "");
    }

    /// Text drawn over the plot's lines (a region's name, a slack, a distance): a white halo
    /// under the glyphs keeps it legible where a boundary or a margin crosses it, since a
    /// label's place is chosen clear of the points only (a misclassified sample next to the
    /// boundary puts its slack's label on it).
    pub(crate) fn label(&mut self, at: &(Px, Px), anchor: Anchor, size: u32, text: &str) {
        self.text_with(
            at,
            anchor,
            size,
            text,
            " stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\"",
        );
    }

    fn text_with(&mut self, at: &(Px, Px), anchor: Anchor, size: u32, text: &str, halo: &str) {
        let anchor = match anchor {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        };
        let _ = writeln!(
            self.body,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"{anchor}\" font-size=\"{size}\" fill=\"#000000\"{halo}>{}</text>",
            at.0.0,
            at.1.0,
            escape(text)
        );
    }

    /// The document: the `<svg>` element with its `role`, `<title>` and `<desc>` (the alt text).
    pub(crate) fn finish(self) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n<title>{}</title>\n<desc>{}</desc>\n{}</svg>\n",
            escape(&self.title),
            escape(&self.desc),
            self.body,
            w = self.width,
            h = self.height,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attributes_are_escaped() {
        let mut s = Svg::new(10, 10, "a < b & \"c\"", "<script>");
        s.text(
            &(Px::int(1), Px::int(2)),
            Anchor::Start,
            12,
            "</text><script>alert(1)</script>",
        );
        let out = s.finish();
        assert!(!out.contains("<script"), "{out}");
        assert!(out.contains("&lt;/text&gt;&lt;script&gt;"));
        assert!(out.contains("<title>a &lt; b &amp; &quot;c&quot;</title>"));
    }

    #[test]
    fn a_label_has_a_white_halo_under_its_glyphs_and_plain_text_has_none() {
        let mut s = Svg::new(10, 10, "t", "d");
        s.label(&(Px::int(1), Px::int(2)), Anchor::Middle, 13, "ξ₅ = 1.75");
        s.text(&(Px::int(3), Px::int(4)), Anchor::End, 11, "0");
        let out = s.finish();
        assert!(
            out.contains(
                "<text x=\"1.00\" y=\"2.00\" text-anchor=\"middle\" font-size=\"13\" fill=\"#000000\" \
                 stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\">ξ₅ = 1.75</text>"
            ),
            "{out}"
        );
        assert!(
            out.contains("<text x=\"3.00\" y=\"4.00\" text-anchor=\"end\" font-size=\"11\" fill=\"#000000\">0</text>"),
            "{out}"
        );
        // the HTML conversion inlines it: its attributes are in the re-reader's grammar
        assert!(super::super::embed::inline_svg(&super::super::embed::data_uri(&out)).is_some());
    }

    #[test]
    fn pixels_have_fixed_decimals_and_no_negative_zero() {
        assert_eq!(Px::of(&Number::ratio(1, 3).unwrap()).0, "0.33");
        assert_eq!(Px::of(&Number::ratio(-1, 1000).unwrap()).0, "0.00");
        assert_eq!(Px::int(7).0, "7.00");
    }
}
