//! Located messages for answers that try to be expressions and do not read (`ln(`, `2**`,
//! `foo(2)`, `ln(0)`): a warning at the character where the expression goes wrong, with a help
//! line (docs/checking.md, "Numbers as expressions"). The part itself is graded as an answer
//! that is not a number.

use crate::diag::{Diagnostic, Source, Span};
use crate::i18n::Lang;
use crate::num::expr;
use crate::value::Value;
use crate::written::{Written, WrittenKind};

/// The warnings of the answer `given` to `part` whose value is `expected`: one for each scalar
/// where a number is asked that looks like an expression and does not read as one, said in
/// `lang`, whose decimal comma the answers are read with (`lang: it`).
pub(crate) fn warnings(part: &str, expected: &Value, given: &Written, source: &Source, lang: Lang) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    walk(part, expected, given, source, lang, &mut out);
    out
}

fn walk(part: &str, expected: &Value, given: &Written, source: &Source, lang: Lang, out: &mut Vec<Diagnostic>) {
    let comma = lang.decimal_comma();
    match (expected, &given.kind) {
        (Value::List(items), WrittenKind::List(written)) => {
            for (e, w) in items.iter().zip(written) {
                walk(part, e, w, source, lang, out);
            }
        }
        (Value::Map(items), WrittenKind::Map(written)) => {
            for (k, w) in written {
                if let Some((_, e)) = items.iter().find(|(key, _)| crate::compare::label_agrees(key, &k.text)) {
                    walk(part, e, w, source, lang, out);
                }
            }
        }
        (Value::Number(_) | Value::Rounded(_), WrittenKind::Word(text)) => {
            if crate::compare::infinity(text).is_some()
                || crate::written::decimal_comma(text).is_some()
                || !expr::looks_like_expression(text)
            {
                return;
            }
            let Err(e) = expr::read(text, comma) else { return };
            // the end of the text: its last character
            let at = if e.at.1 == e.at.0 && e.at.0 > 0 {
                let last = text[..e.at.0].chars().next_back().map_or(1, char::len_utf8);
                (e.at.0 - last, e.at.0)
            } else {
                e.at
            };
            let (start, end) = place(source, given.span, text, at);
            out.push(
                Diagnostic::warning(lang.ta(
                    "check-expr-warning",
                    &[("part", part.into()), ("why", e.message(lang).into())],
                ))
                .at(Span::new(start, end), lang.t("check-expr-here"))
                .help(e.help(lang)),
            );
        }
        _ => {}
    }
}

/// Where the bytes `at` of the scalar `text` are in the source: inside the scalar's span when
/// it is written there as it reads (plain, or quoted with no escape), else the whole span.
fn place(source: &Source, span: Span, text: &str, at: (usize, usize)) -> (usize, usize) {
    let raw = source.text.get(span.start..span.end).unwrap_or("");
    let base = if raw.starts_with(text) {
        Some(span.start)
    } else if raw.len() >= text.len() + 2 && raw.starts_with(['"', '\'']) && raw[1..].starts_with(text) {
        Some(span.start + 1)
    } else {
        None
    };
    match base {
        Some(b) => (b + at.0, b + at.1.max(at.0)),
        None => (span.start, span.end),
    }
}
