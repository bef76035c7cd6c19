//! The worksheet's HTML as Moodle's default theme (Boost) shows it well: Boost gives a bare
//! `<table>` no borders or padding and a `<caption>` its heading style, and it does not hide
//! mlex's `for-screen-readers` class. Moodle's HTML cleaning (HTML Purifier) keeps `style`
//! attributes with the CSS properties written here and `class` attributes, so tables get
//! inline borders and padding, captions modest inline text, and a caption meant only for
//! screen readers Bootstrap's `sr-only` (Boost, Bootstrap 4) and `visually-hidden` (Bootstrap 5).

/// The style of every table cell.
const CELL: &str = "border: 1px solid #8f959e; padding: 0.25em 0.6em;";
/// The style of a table.
const TABLE: &str = "border-collapse: collapse; margin: 0.5em 0 1em 0;";
/// The style of a visible caption, written as a paragraph above its table (a `<caption>` is as
/// wide as its table, so a long one wrapped a word a line above a narrow table): modest text.
const CAPTION: &str = "font-size: 0.9em; margin: 0.75em 0 0.25em 0;";

/// `html` with its tables and captions styled for Moodle.
pub(crate) fn styled(html: &str) -> String {
    let html = html.replace(
        "<caption class=\"for-screen-readers\">",
        "<caption class=\"sr-only visually-hidden\">",
    );
    let html = captions_above(&html);
    let html = html.replace("<table>", &format!("<table style=\"{TABLE}\">"));
    let html = with_style(&html, "<th", CELL);
    with_style(&html, "<td", CELL)
}

/// Each visible `<caption>` of a table (`<table>\n<caption>…</caption>`) as a paragraph before it.
fn captions_above(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find("<table>") {
        out.push_str(&rest[..at]);
        let table = &rest[at + "<table>".len()..];
        let start = table.len() - table.trim_start().len();
        match table[start..]
            .strip_prefix("<caption>")
            .and_then(|c| c.split_once("</caption>"))
        {
            Some((caption, after)) => {
                out.push_str(&format!("<p style=\"{CAPTION}\">{caption}</p>\n<table>"));
                rest = after;
            }
            None => {
                out.push_str("<table>");
                rest = table;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Adds `style` to every tag that starts with `open` (`<th`, `<td`): after an existing `style`
/// attribute's value, or as a new attribute.
fn with_style(html: &str, open: &str, style: &str) -> String {
    let mut out = String::with_capacity(html.len() + html.len() / 4);
    let mut rest = html;
    while let Some(at) = rest.find(open) {
        let after = &rest[at + open.len()..];
        // `<th` of `<thead>` is not a cell
        if !(after.starts_with(' ') || after.starts_with('>')) {
            out.push_str(&rest[..at + open.len()]);
            rest = after;
            continue;
        }
        let Some(end) = after.find('>') else { break };
        let attrs = &after[..end];
        out.push_str(&rest[..at + open.len()]);
        match attrs.find(" style=\"") {
            Some(s) => {
                let value_at = s + " style=\"".len();
                let close = attrs[value_at..].find('"').map_or(attrs.len(), |c| value_at + c);
                let value = attrs[value_at..close].trim_end();
                let sep = if value.is_empty() || value.ends_with(';') {
                    " "
                } else {
                    "; "
                };
                out.push_str(&attrs[..value_at]);
                out.push_str(value);
                out.push_str(sep);
                out.push_str(style);
                out.push_str(&attrs[close..]);
            }
            None => {
                out.push_str(attrs);
                out.push_str(&format!(" style=\"{style}\""));
            }
        }
        out.push('>');
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_keep_their_alignment_and_gain_borders() {
        let h = styled(
            "<table>\n<caption class=\"for-screen-readers\">Solution</caption><thead><tr><th scope=\"col\" style=\"text-align: right\">x</th><th>y</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>",
        );
        assert!(
            h.contains(&format!("<th scope=\"col\" style=\"text-align: right; {CELL}\">x</th>")),
            "{h}"
        );
        assert!(h.contains(&format!("<th style=\"{CELL}\">y</th>")), "{h}");
        assert!(h.contains(&format!("<td style=\"{CELL}\">1</td>")), "{h}");
        assert!(h.contains("<thead><tr>"), "{h}");
        assert!(
            h.contains("<caption class=\"sr-only visually-hidden\">Solution</caption>"),
            "{h}"
        );
        assert!(h.starts_with(&format!("<table style=\"{TABLE}\">")), "{h}");
    }

    #[test]
    fn a_visible_caption_is_a_paragraph_above_its_table() {
        let h = styled("<p>a</p><table>\n<caption><strong>Trace</strong> of x</caption><tr><td>1</td></tr></table>");
        let want =
            format!("<p>a</p><p style=\"{CAPTION}\"><strong>Trace</strong> of x</p>\n<table style=\"{TABLE}\"><tr>");
        assert!(h.starts_with(&want), "{h}");
    }
}
