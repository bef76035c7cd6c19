//! What a worked key adds to a worksheet: the texts of each part's answer, the fields of a
//! worked part in the worksheet's context ([`PartFields`]), the answer rule, and every answer
//! in bold ([`bold_answers`]).

use super::tidy;
use crate::exercise::{Exercise, Solution};
use crate::i18n::Lang;
use crate::value::Value;

/// The longest answer written out again, in bold, under a worked part that shows none in bold.
const ANSWER_LINE_MAX: usize = 120;

/// Makes every part's answer stand out in a key: a worked part (`### n. …` under `## Solution`)
/// whose text has nothing in bold gets a last line `**Answer:** …` with its answer (when it
/// fits on a line; a trace's answer is its table).
pub(super) fn bold_answers(md: &str, answers: &[String], lang: Lang) -> String {
    let Some(start) = md.rfind(&format!("\n## {}\n", lang.t("heading-solution"))) else {
        return md.to_string();
    };
    let (head, solution) = md.split_at(start + 1);
    let mut out = String::with_capacity(md.len() + 256);
    out.push_str(head);
    // split the solution into sections at its `### ` headings
    let mut sections: Vec<&str> = Vec::new();
    let mut from = 0;
    for (i, _) in solution.match_indices("\n### ") {
        sections.push(&solution[from..=i]);
        from = i + 1;
    }
    sections.push(&solution[from..]);
    for section in sections {
        let number = section
            .strip_prefix("### ")
            .and_then(|h| h.split_once(". "))
            .and_then(|(n, _)| n.parse::<usize>().ok());
        let answer = number.and_then(|n| answers.get(n.wrapping_sub(1)));
        match answer {
            Some(a)
                if !section.lines().any(|l| !l.starts_with('>') && l.contains("**"))
                    && a.chars().count() <= ANSWER_LINE_MAX
                    && !a.contains('\n')
                    && !shown_in_a_table(section, a) =>
            {
                // before the notes (`> …`) that close the last section, if any
                let body = section.trim_end_matches('\n');
                let cut = body.find("\n\n> ").unwrap_or(body.len());
                out.push_str(&body[..cut]);
                out.push_str(&format!(
                    "\n\n**{}** {}\n",
                    lang.t("answer-label"),
                    crate::present::inline_with_code(&infinities(a))
                ));
                if cut < body.len() {
                    out.push_str(&body[cut..]);
                    out.push('\n');
                }
                if section.ends_with('\n') && !out.ends_with("\n\n") {
                    out.push('\n');
                }
            }
            _ => out.push_str(section),
        }
    }
    tidy(&out)
}

/// Whether the section's table already shows the answer: it has a table, and every innermost
/// parenthesised vector of the answer (`(0.5, 0.5, 1)` of a trace's weights) is in one of its
/// rows. Such an answer is not written again under the table.
fn shown_in_a_table(section: &str, answer: &str) -> bool {
    let rows: Vec<&str> = section.lines().filter(|l| l.starts_with('|')).collect();
    if rows.is_empty() {
        return false;
    }
    let mut vectors = Vec::new();
    let mut open = None;
    for (i, c) in answer.char_indices() {
        match c {
            '(' => open = Some(i),
            ')' => {
                if let Some(o) = open.take() {
                    vectors.push(&answer[o..=i]);
                }
            }
            _ => {}
        }
    }
    !vectors.is_empty() && vectors.iter().all(|v| rows.iter().any(|r| r.contains(v)))
}

/// An answer in worksheet notation: `inf` and `-inf` of the answers-file notation (interval
/// ends) as `∞` and `−∞`, where they stand alone between brackets and commas.
fn infinities(a: &str) -> String {
    let mut out = String::with_capacity(a.len());
    let mut rest = a;
    while let Some(at) = rest.find("inf") {
        let (before, after) = rest.split_at(at);
        let (before, minus) = match before.strip_suffix(['-', '−']) {
            Some(b) => (b, true),
            None => (before, false),
        };
        let open = before.is_empty() || before.ends_with(['(', '[', ' ', ',']);
        let close = after[3..].is_empty() || after[3..].starts_with([')', ']', ',', ';', ' ']);
        out.push_str(before);
        if open && close {
            out.push_str(if minus { "−∞" } else { "∞" });
        } else {
            out.push_str(if minus { "-inf" } else { "inf" });
        }
        rest = &after[3..];
    }
    out.push_str(rest);
    out
}

/// The answer rule as the worksheet states it.
pub(super) fn answer_rule(ex: &Exercise, sol: &Solution) -> String {
    fn has_rounded(v: &Value) -> bool {
        match v {
            Value::Rounded(_) => true,
            Value::List(items) => items.iter().any(has_rounded),
            Value::Map(items) => items.iter().any(|(_, v)| has_rounded(v)),
            _ => false,
        }
    }
    let d = ex.digits;
    let third = crate::num::Number::ratio(1, 3)
        .map(|n| n.round_to(d))
        .unwrap_or_default();
    let lang = ex.lang;
    let mut rule = lang.ta("rule-exact", &[("d", d.into()), ("third", third.into())]);
    if sol.parts.iter().any(|p| has_rounded(&p.computed)) {
        rule.push(' ');
        rule.push_str(&lang.ta("rule-rounded", &[("d", d.into())]));
    }
    rule
}

#[derive(serde::Serialize)]
/// A worked part as the worksheet's context shows it (`solution.parts`).
pub(super) struct PartFields<'a> {
    name: &'static str,
    answer: String,
    option: Option<String>,
    choice_note: Option<&'a str>,
    letter: Option<String>,
    view: crate::present::MinusSigns<'a, serde_json::Value>,
    errata: Vec<String>,
    rounded: Vec<String>,
}

/// The texts of a worked part's answer ([`crate::present::Fmt::answer`] of its computed value, in the
/// exercise's language, and [`crate::present::Fmt::value`] of its value with the option letters when the part
/// has options): formatted once for the key's template and
/// its answer line.
pub(crate) struct AnswerTexts {
    computed: String,
    /// The answered value (an option's number), for a part with options.
    value: Option<String>,
    letters: Option<String>,
}

pub(super) fn answer_texts(ex: &Exercise, s: &Solution) -> Vec<AnswerTexts> {
    let f = ex.fmt();
    let classes = ex.class_labels();
    s.parts
        .iter()
        .map(|p| {
            let letters = ex.option_letters(p);
            AnswerTexts {
                computed: f.answer(&p.computed, ex.kind().name, &classes),
                value: (p.part.choices.is_some() || letters.is_some()).then(|| f.value(&p.value)),
                letters,
            }
        })
        .collect()
}

impl AnswerTexts {
    /// The answer of the key's answer line ([`bold_answers`]): the option's letter and number,
    /// the number answered, or the value.
    pub(super) fn answer_line(&self, p: &crate::exercise::SolvedPart) -> String {
        match (&self.letters, &self.value) {
            (Some(l), Some(v)) => format!("{l} ({v})"),
            (None, Some(v)) if p.part.choices.is_some() => v.clone(),
            _ => self.computed.clone(),
        }
    }
}

/// The worked part `p` of solution `s` as its template gets it (`t`: its answer's texts).
pub(super) fn part_fields<'a>(
    ex: &Exercise,
    s: &'a Solution,
    p: &'a crate::exercise::SolvedPart,
    t: &AnswerTexts,
) -> PartFields<'a> {
    let errata: Vec<String> = s
        .stated
        .iter()
        .filter(|c| c.part == p.part.name && !c.agrees())
        .map(|c| {
            // a known erratum says why, in the spec's words (on one line, so the note stays
            // one paragraph)
            let why = c
                .erratum
                .as_deref()
                .map_or_else(String::new, |e| format!(" ({})", e.trim_end_matches('.').trim()));
            ex.lang.ta(
                "erratum",
                &[
                    // a block-style answer on one line, so the note stays one paragraph
                    (
                        "stated",
                        c.stated
                            .split_whitespace()
                            .collect::<Vec<_>>()
                            .join(" ")
                            .replace('`', "'")
                            .into(),
                    ),
                    ("computed", c.computed.as_str().into()),
                    ("why", why.into()),
                ],
            )
        })
        .collect();
    let rounded: Vec<String> = s
        .stated
        .iter()
        .filter(|c| c.part == p.part.name && !c.rounded.is_empty())
        .map(|c| {
            ex.lang.ta(
                "source-rounds",
                &[
                    ("stated", c.stated.replace('`', "'").into()),
                    ("computed", c.computed.as_str().into()),
                ],
            )
        })
        .collect();
    let value = t.value.as_deref().unwrap_or_default();
    PartFields {
        name: p.part.name,
        answer: t.computed.clone(),
        option: p.part.choices.as_ref().map(|_| {
            t.letters
                .as_ref()
                .map_or_else(|| value.to_string(), |l| format!("{l} ({value})"))
        }),
        choice_note: p.choice_note.as_deref(),
        // an option number as its letter and number: `C (3)`, `A, C (1, 3)`
        letter: t
            .letters
            .as_ref()
            .filter(|_| p.part.choices.is_none())
            .map(|l| format!("{l} ({value})")),
        view: crate::present::MinusSigns(&p.view),
        errata,
        rounded,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_a_table_shows_is_not_repeated() {
        let section = "### 4. Steps\n\n| t | w |\n|---|---|\n| 1 | (0.5, 1) |\n| 2 | (−1, 2) |\n";
        assert!(shown_in_a_table(section, "((0.5, 1), (−1, 2))"));
        assert!(!shown_in_a_table(section, "((0.5, 1), (−1, 3))"));
        assert!(!shown_in_a_table("### 1. A\n\nw = (0.5, 1)\n", "(0.5, 1)"));
        assert!(!shown_in_a_table(section, "2"));
        let md = format!("# T\n\n## Solution\n\n{section}");
        assert!(
            !bold_answers(
                &md,
                &[
                    String::new(),
                    String::new(),
                    String::new(),
                    "((0.5, 1), (−1, 2))".into()
                ],
                Lang::En
            )
            .contains("**Answer:**")
        );
    }

    #[test]
    fn infinite_interval_ends_are_shown_as_infinity() {
        assert_eq!(infinities("1: ((-inf, 4)); 2: ((4, inf))"), "1: ((−∞, 4)); 2: ((4, ∞))");
        // a class or word containing `inf` is kept
        assert_eq!(infinities("info: ((0, inf)); infinite"), "info: ((0, ∞)); infinite");
        assert_eq!(infinities("-info"), "-info");
    }
}
