//! `{name}` inside TeX: a parameter's `{name}` that is also the argument of a TeX command
//! (`\bar{x}`, `\hat{y}`, `x_{n}`, `\frac{a}{b}`) is ambiguous — the letter, or the value? — so
//! it is refused, located, with the two ways to say which (docs/spec-format.md, "Variants"):
//! `\bar x` keeps the letter, `\bar{{x}}` puts the value in the argument.

use pulldown_cmark::{Event, Parser};

use crate::diag::Span;
use crate::spec::loader::Loader;
use crate::spec::yaml::{Node, NodeKind};

/// TeX commands that take arguments, with how many (the ones mlex's formulas and KaTeX-style
/// maths use; a command not listed is a symbol, so `w \cdot {x}` puts the value of `x`).
const COMMANDS: &[(&str, usize)] = &[
    ("acute", 1),
    ("bar", 1),
    ("begin", 1),
    ("binom", 2),
    ("bm", 1),
    ("boldsymbol", 1),
    ("boxed", 1),
    ("breve", 1),
    ("cancel", 1),
    ("cfrac", 2),
    ("check", 1),
    ("color", 1),
    ("dbinom", 2),
    ("ddot", 1),
    ("dfrac", 2),
    ("dot", 1),
    ("end", 1),
    ("frac", 2),
    ("grave", 1),
    ("hat", 1),
    ("hbox", 1),
    ("mathbb", 1),
    ("mathbf", 1),
    ("mathcal", 1),
    ("mathfrak", 1),
    ("mathit", 1),
    ("mathrm", 1),
    ("mathsf", 1),
    ("mathtt", 1),
    ("mbox", 1),
    ("operatorname", 1),
    ("overbrace", 1),
    ("overleftarrow", 1),
    ("overline", 1),
    ("overrightarrow", 1),
    ("overset", 2),
    ("phantom", 1),
    ("pmb", 1),
    ("sqrt", 1),
    ("stackrel", 2),
    ("tbinom", 2),
    ("text", 1),
    ("textbf", 1),
    ("textcolor", 2),
    ("textit", 1),
    ("textrm", 1),
    ("tfrac", 2),
    ("tilde", 1),
    ("underbrace", 1),
    ("underline", 1),
    ("underset", 2),
    ("vec", 1),
    ("widehat", 1),
    ("widetilde", 1),
];

/// Reports every `{name}` of a parameter that sits as a TeX argument inside `$…$` or `$$…$$` of
/// a text of `node` (`source` is the spec's text, to point at the `{name}` itself).
pub(super) fn check(l: &mut Loader, node: &Node, names: &[&str], source: &str) {
    match &node.kind {
        NodeKind::Scalar { text, .. } => {
            if text.contains('{') && text.contains('$') {
                check_text(l, text, node.span, names, source);
            }
        }
        NodeKind::Seq(items) => items.iter().for_each(|i| check(l, i, names, source)),
        NodeKind::Map(entries) => entries.iter().for_each(|(_, v)| check(l, v, names, source)),
        NodeKind::Null => {}
    }
}

/// One ambiguous `{name}`: where it starts in its text, the name, and what takes it as an
/// argument (`\bar`, `_`, `^`).
#[derive(Debug, PartialEq, Eq)]
struct Found {
    at: usize,
    len: usize,
    name: String,
    of: String,
    /// Whether it is the first argument (`\frac{a}`, not the `{b}` of `\frac{a}{b}`).
    first: bool,
}

/// The ambiguous `{name}`s of a text, in order.
fn find(text: &str, names: &[&str]) -> Vec<Found> {
    let mut out = Vec::new();
    for (event, range) in Parser::new_ext(text, crate::markup::options()).into_offset_iter() {
        if !matches!(event, Event::InlineMath(_) | Event::DisplayMath(_)) {
            continue;
        }
        let math = &text[range.clone()];
        // the same scan as the substitution (`interpolate`): `{`, the first `}` after it, and a
        // parameter's name between them, spaces trimmed
        let mut from = 0;
        while let Some(open) = math[from..].find('{').map(|o| o + from) {
            from = open + 1;
            let Some(close) = math[open + 1..].find('}').map(|c| c + open + 1) else {
                break;
            };
            let name = math[open + 1..close].trim();
            if !names.contains(&name) {
                continue;
            }
            if let Some((of, earlier)) = argument_of(&math[..open]) {
                out.push(Found {
                    at: range.start + open,
                    len: close + 1 - open,
                    name: name.to_string(),
                    of,
                    first: earlier == 0,
                });
            }
            from = close + 1;
        }
    }
    out
}

/// What takes the group that starts right after `before` as its argument: `_`, `^`, or a
/// command of [`COMMANDS`] (skipping its earlier arguments, `{…}` and `[…]`), and how many
/// arguments in braces come before it.
fn argument_of(before: &str) -> Option<(String, usize)> {
    let mut end = before.len();
    let mut earlier = 0;
    loop {
        let head = before[..end].trim_end();
        let last = head.chars().last()?;
        match last {
            '_' | '^' if earlier == 0 => return Some((last.to_string(), 0)),
            '}' | ']' => {
                let (open, close) = if last == '}' { ('{', '}') } else { ('[', ']') };
                let mut depth = 0usize;
                let mut start = None;
                for (i, c) in head.char_indices().rev() {
                    if c == close {
                        depth += 1;
                    } else if c == open {
                        depth -= 1;
                        if depth == 0 {
                            start = Some(i);
                            break;
                        }
                    }
                }
                end = start?;
                if last == '}' {
                    earlier += 1;
                }
            }
            c if c.is_ascii_alphabetic() => {
                let word = head.trim_end_matches(|c: char| c.is_ascii_alphabetic());
                let command = &head[word.len()..];
                // `\bar`, not `\\bar` (a line break, then the letters b, a, r)
                let backslashes = word.len() - word.trim_end_matches('\\').len();
                if backslashes % 2 == 0 {
                    return None;
                }
                let (_, arity) = COMMANDS.iter().find(|(n, _)| *n == command)?;
                return (earlier < *arity).then(|| (format!("\\{command}"), earlier));
            }
            _ => return None,
        }
    }
}

fn check_text(l: &mut Loader, text: &str, span: Span, names: &[&str], source: &str) {
    let raw = source.get(span.start..span.end).unwrap_or("");
    for f in find(text, names) {
        let needle = &text[f.at..f.at + f.len];
        // the k-th such `{name}` of the text is the k-th of its source when the scalar writes it
        // as it is (plain, quoted or block); otherwise the whole text is pointed at
        let k = text[..f.at].matches(needle).count();
        let at = raw
            .match_indices(needle)
            .nth(k)
            .map_or(span, |(i, _)| Span::new(span.start + i, span.start + i + needle.len()));
        let Found { name, of, first, .. } = f;
        let keep = if name.chars().count() == 1 {
            let spaced = if of.starts_with('\\') { " " } else { "" };
            let written = if first {
                format!("{of}{spaced}{name}")
            } else {
                name.clone()
            };
            format!("to keep the letter, drop the braces: `{written}` (TeX takes one letter as the argument)")
        } else {
            format!("to keep the TeX, rename the parameter (`{name}` needs its braces as an argument)")
        };
        l.error_help(
            at,
            format!("`{{{name}}}` inside TeX is both an argument of `{of}` and the parameter `{name}`"),
            "the parameter's value would be put here",
            format!("{keep}; to put the value of `{name}` there, double them: `{{{{{name}}}}}`"),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Vec<(String, String)> {
        find(text, &["x", "y", "a", "b", "n", "eta"])
            .into_iter()
            .map(|f| (f.name, f.of))
            .collect()
    }

    fn pair(name: &str, of: &str) -> (String, String) {
        (name.to_string(), of.to_string())
    }

    #[test]
    fn a_parameter_as_a_tex_argument_is_found() {
        assert_eq!(found("$\\sigma(w^\\top \\bar{x})$"), [pair("x", "\\bar")]);
        assert_eq!(found("$\\hat{y} = 1$"), [pair("y", "\\hat")]);
        assert_eq!(found("$x_{n}$ and $x^{ n }$"), [pair("n", "_"), pair("n", "^")]);
        assert_eq!(found("$$\\frac{a}{b}$$"), [pair("a", "\\frac"), pair("b", "\\frac")]);
        assert_eq!(
            found("$\\sqrt[3]{x} + \\mathrm{eta}$"),
            [pair("x", "\\sqrt"), pair("eta", "\\mathrm")]
        );
        assert_eq!(found("$\\frac{1}{2}{x}$"), [], "a third group is no argument of \\frac");
    }

    #[test]
    fn substitutions_and_plain_tex_are_left_alone() {
        // the value in a group, a value after a symbol, outside maths, TeX's own x_{1}
        assert_eq!(found("$\\bar{{x}} = {x}$, $w \\cdot {x}$, $\\frac{{a}}{{b}}$"), []);
        assert_eq!(found("x_{1} \\bar{x} outside maths; $x_{1}$, $\\bar x$, ${a}{b}$"), []);
        assert_eq!(found("$\\\\{x}$"), [], "a line break, not a command");
    }
}
