//! The Markdown of spec text (`statement`, `title`, `source` …): the one place where
//! pulldown-cmark's options are chosen, and how deeply its `$…$` TeX may nest. Shared by the
//! loader (which warns about TeX nested too deeply) and the renderer (which shows it as code).

use pulldown_cmark::{Event, Options, Parser};

/// The one place where pulldown-cmark's options are chosen.
pub fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_MATH | Options::ENABLE_STRIKETHROUGH
}

/// How deep TeX may nest (braces, `\left`, `\begin`, and runs of commands and scripts that take
/// the next one as their argument) before it is shown as code instead of converted: the
/// conversion recurses once per level, and thousands of levels overflow the stack.
pub const MAX_TEX_DEPTH: usize = 32;

/// An upper estimate of how deep the TeX converter recurses on `tex` (see [`MAX_TEX_DEPTH`]).
pub fn tex_depth(tex: &str) -> usize {
    let mut groups: usize = 0; // open `{`, `\left`, `\begin`
    let mut chain: usize = 0; // commands, `^`, `_`, `[` with nothing else between them
    let mut max = 0;
    let mut chars = tex.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let mut name = String::new();
                while let Some(&n) = chars.peek() {
                    if n.is_ascii_alphabetic() {
                        name.push(n);
                        chars.next();
                    } else {
                        break;
                    }
                }
                if name.is_empty() {
                    chars.next(); // `\{`, `\\`, `\,`: one escaped character
                }
                match name.as_str() {
                    "left" | "begin" => groups += 1,
                    "right" | "end" => groups = groups.saturating_sub(1),
                    _ => {}
                }
                chain += 1;
            }
            '{' => groups += 1,
            '}' => {
                groups = groups.saturating_sub(1);
                chain = 0;
            }
            '^' | '_' | '[' => chain += 1,
            c if c.is_whitespace() => {}
            _ => chain = 0,
        }
        max = max.max(groups + chain);
    }
    max
}

/// The depth of the deepest `$…$` formula of Markdown `md` when it is over [`MAX_TEX_DEPTH`]
/// (that formula is shown as code in HTML), else `None`.
pub fn too_deep_tex(md: &str) -> Option<usize> {
    Parser::new_ext(md, options())
        .filter_map(|ev| match ev {
            Event::InlineMath(t) | Event::DisplayMath(t) => Some(tex_depth(&t)),
            _ => None,
        })
        .filter(|d| *d > MAX_TEX_DEPTH)
        .max()
}
