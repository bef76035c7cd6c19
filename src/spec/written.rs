//! YAML → written values ([`Written`]): the `stated:` answers and multiple-choice options of a
//! spec, the entries of a student's answers file and of an `mlex-answers` block. After this
//! module, answers are values with spans; nothing past the loader sees YAML.

use std::sync::Arc;

use super::MAX_DIGITS;
use super::loader::Loader;
use super::yaml::{self, Node, NodeKind};
use crate::diag::{Diagnostic, Diagnostics, Source, Span, did_you_mean};
use crate::written::{Key, Stated, Written, WrittenKind};

/// The written value of a YAML node (every node has one).
pub(crate) fn from_node(node: &Node) -> Written {
    let kind = match &node.kind {
        NodeKind::Null => WrittenKind::Nothing,
        NodeKind::Scalar { text, .. } => return Written::scalar(text, node.span),
        NodeKind::Seq(items) => WrittenKind::List(items.iter().map(from_node).collect()),
        NodeKind::Map(entries) => WrittenKind::Map(
            entries
                .iter()
                .map(|(k, v)| {
                    let key = Key {
                        text: k.as_scalar().unwrap_or_default().to_string(),
                        span: k.span,
                    };
                    (key, from_node(v))
                })
                .collect(),
        ),
    };
    Written { kind, span: node.span }
}

/// One `part: answer` entry of an answers file.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct AnswerEntry {
    /// The part name as written.
    pub(crate) part: String,
    /// Where the name is.
    pub(crate) key: Span,
    /// The answer.
    pub(crate) value: Written,
}

/// Reads a student's answers file: one YAML document, a mapping from part names to answers (or
/// nothing at all). Whether the names are parts of the exercise is the checker's business.
pub(crate) fn read_answers_file(source: &Arc<Source>) -> Result<Vec<AnswerEntry>, Diagnostics> {
    let fail = |items| Diagnostics {
        source: source.clone(),
        items,
    };
    let docs = yaml::parse(&source.text).map_err(|d| fail(vec![d]))?;
    let Some(doc) = docs.first() else {
        return Ok(Vec::new());
    };
    if docs.len() > 1 {
        return Err(fail(vec![
            Diagnostic::error("an answers file holds the answers of one exercise")
                .at(docs[1].span, "a second document")
                .help("put one exercise's answers in each file"),
        ]));
    }
    if doc.kind == NodeKind::Null {
        return Ok(Vec::new());
    }
    let mut l = Loader::new();
    let Some(map) = l.map_any(doc, "the answers") else {
        return Err(fail(l.diags));
    };
    if l.has_errors() {
        return Err(fail(l.diags));
    }
    Ok(map
        .entries()
        .map(|(k, knode, v)| AnswerEntry {
            part: k.to_string(),
            key: knode.span,
            value: from_node(v),
        })
        .collect())
}

/// How an exam's answers file names whose answers they are.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Who {
    /// `variant: K`, as written, and where.
    Variant(String, Span),
    /// `student: ID`, and where.
    Student(String, Span),
}

/// An exam's answers file, read: whose it is and one section per exercise id.
#[derive(Clone, Debug)]
pub(crate) struct ExamAnswersRead {
    /// `variant:` or `student:`.
    pub(crate) who: Who,
    /// Each section: the exercise id as written, where the id is, and the section's answers.
    pub(crate) sections: Vec<(String, Span, Vec<AnswerEntry>)>,
}

/// The keys of an exam's answers file that are not exercise ids.
pub(crate) const EXAM_ANSWER_KEYS: &[&str] = &["variant", "student", "name"];

/// Reads a student's answers file for an exam: one YAML mapping with `variant: K` or
/// `student: ID` (and optionally `name:`), and one mapping of `part: answer` per exercise id.
/// Whether the ids are the exam's is the grader's business.
pub(crate) fn read_exam_answers_file(source: &Arc<Source>) -> Result<ExamAnswersRead, Diagnostics> {
    let fail = |items| Diagnostics {
        source: source.clone(),
        items,
    };
    let docs = yaml::parse(&source.text).map_err(|d| fail(vec![d]))?;
    if docs.len() > 1 {
        return Err(fail(vec![
            Diagnostic::error("an exam's answers file holds the answers of one student")
                .at(docs[1].span, "a second document")
                .help("put each student's answers in their own file"),
        ]));
    }
    let mut l = Loader::new();
    let top = match docs.first() {
        Some(doc) if doc.kind != NodeKind::Null => l.map_any(doc, "an exam's answers file"),
        _ => {
            return Err(fail(vec![
                Diagnostic::error("the answers file is empty")
                    .at(Span::new(0, 0), "empty")
                    .help("start with `variant: K` (or `student: ID`), then one section `exercise-id: { part: answer }` per exercise"),
            ]));
        }
    };
    let Some(top) = top else {
        return Err(fail(l.diags));
    };
    let mut who: Vec<Who> = Vec::new();
    let mut sections = Vec::new();
    for (k, knode, v) in top.entries() {
        match k {
            "variant" | "student" => {
                let Some(text) = v.as_scalar().filter(|t| !t.trim().is_empty()) else {
                    l.error_help(
                        v.span,
                        format!(
                            "`{k}` must be {}, found {}",
                            if k == "variant" {
                                "a variant number"
                            } else {
                                "a student ID"
                            },
                            v.describe()
                        ),
                        "expected one value",
                        if k == "variant" {
                            "write `variant: 3`, the variant number printed on the exam"
                        } else {
                            "write `student: s1234`, the ID printed on the exam"
                        },
                    );
                    continue;
                };
                let text = text.trim().to_string();
                who.push(if k == "variant" {
                    Who::Variant(text, v.span)
                } else {
                    Who::Student(text, v.span)
                });
                if who.len() == 2 {
                    l.error_help(
                        knode.span,
                        "the answers file gives both `variant` and `student`",
                        "give one",
                        "`student: ID` with `--roster`, or `variant: K`",
                    );
                }
            }
            "name" => {}
            _ => {
                let Some(map) = (if v.kind == NodeKind::Null {
                    None
                } else {
                    l.map_any(v, &format!("the answers of `{k}`"))
                }) else {
                    if v.kind == NodeKind::Null {
                        sections.push((k.to_string(), knode.span, Vec::new()));
                    }
                    continue;
                };
                let entries = map
                    .entries()
                    .map(|(part, pnode, value)| AnswerEntry {
                        part: part.to_string(),
                        key: pnode.span,
                        value: from_node(value),
                    })
                    .collect();
                sections.push((k.to_string(), knode.span, entries));
            }
        }
    }
    if who.is_empty() && !l.has_errors() {
        l.report(
            Diagnostic::error("the answers file does not say which variant it answers")
                .at(
                    Span::new(top.node.span.start, top.node.span.start),
                    "no `variant` or `student`",
                )
                .help("add `variant: K` (the variant number printed on the exam) or `student: ID` (with `--roster`)"),
        );
    }
    if l.has_errors() {
        return Err(fail(l.diags));
    }
    let who = who.remove(0);
    Ok(ExamAnswersRead { who, sections })
}

/// The keys of an answer written with its annotations: `{ value: …, rounded: 2, erratum: "…" }`.
pub(crate) const ANNOTATIONS: &[&str] = &["value", "rounded", "erratum"];

/// Whether a node is an annotated answer: a mapping with a `value`, `rounded` or `erratum` key.
fn is_annotated(node: &Node) -> bool {
    node.as_map().is_some_and(|entries| {
        entries
            .iter()
            .any(|(k, _)| k.as_scalar().is_some_and(|t| ANNOTATIONS.contains(&t)))
    })
}

/// Reads one printed answer (of `stated:` or of an `mlex-answers` block, whose text is
/// `text`): the answer itself, or `{ value: …, rounded: d, erratum: "why" }`.
pub(crate) fn stated(l: &mut Loader, part: &str, node: &Node, text: &str, in_block: bool) -> Option<Stated> {
    let mut out = Stated {
        part: part.to_string(),
        value: from_node(node),
        text: source_text(node, text),
        as_value: false,
        rounded: None,
        erratum: None,
        in_block,
    };
    if !is_annotated(node) {
        return Some(out);
    }
    let what = format!("the stated answer of `{part}`");
    let errors = l.errors();
    let m = l.map(node, &what, ANNOTATIONS)?;
    let Some(value) = m.get("value") else {
        l.error_help(
            node.span,
            format!("{what} has `rounded` or `erratum` but no `value`"),
            "no `value`",
            format!("write the answer under `value`: `{part}: {{ value: …, erratum: \"…\" }}`"),
        );
        return None;
    };
    out.value = from_node(value);
    out.text = source_text(value, text);
    out.as_value = true;
    if let Some(r) = m.get("rounded") {
        out.rounded = l
            .count(r, &format!("`rounded` of {what}"), 0, MAX_DIGITS)
            .map(|d| d as u32);
    }
    if let Some(e) = m.get("erratum") {
        match l.text(e, &format!("`erratum` of {what}")) {
            Some(t) if t.trim().is_empty() => l.error_help(
                e.span,
                format!("the `erratum` of {what} is empty"),
                "no text",
                "say what the source got wrong, e.g. `erratum: \"the notes round 0.52293 up\"`",
            ),
            Some(t) => out.erratum = Some(t.split_whitespace().collect::<Vec<_>>().join(" ")),
            None => {}
        }
    }
    (l.errors() == errors).then_some(out)
}

/// The trimmed source text of a node (its description when the span is not in `text`).
fn source_text(node: &Node, text: &str) -> String {
    text.get(node.span.start..node.span.end)
        .map_or_else(|| node.describe(), |s| s.trim().to_string())
}

/// One entry of an `mlex-answers` block: the part name, where it is, and the answer.
pub(crate) type BlockEntry = (String, Span, Stated);

/// Reads an `mlex-answers` block (the block's text, spans in it): a mapping from part names to
/// printed answers, written as in `stated:`. Nothing at all is no answers.
pub(crate) fn read_answers_block(text: &str) -> Result<Vec<BlockEntry>, Vec<Diagnostic>> {
    let docs = yaml::parse(text).map_err(|d| vec![d])?;
    let Some(node) = docs.first() else {
        return Ok(Vec::new());
    };
    if node.kind == NodeKind::Null {
        return Ok(Vec::new());
    }
    let Some(entries) = node.as_map() else {
        return Err(vec![
            Diagnostic::error(format!(
                "an `mlex-answers` block must be a mapping of parts, found {}",
                node.describe()
            ))
            .at(node.span, "not `part: answer` entries")
            .help("write one `part: answer` line per part"),
        ]);
    };
    let mut l = Loader::new();
    let mut out = Vec::new();
    for (k, v) in entries {
        let name = k.as_scalar().unwrap_or_default();
        if let Some(s) = stated(&mut l, name, v, text, true) {
            out.push((name.to_string(), k.span, s));
        }
    }
    if l.has_errors() { Err(l.diags) } else { Ok(out) }
}

/// "did you mean" for a written key among `keys`, when one is clearly the closest.
pub(crate) fn closest<'a>(word: &str, keys: &[&'a str]) -> Option<&'a str> {
    let best = did_you_mean(word, keys.iter().copied())?;
    let d = strsim::damerau_levenshtein(word, best);
    let ties = keys
        .iter()
        .filter(|k| strsim::damerau_levenshtein(word, k) == d)
        .count();
    (ties == 1).then_some(best)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(text: &str) -> Node {
        yaml::parse(text).unwrap().remove(0)
    }

    #[test]
    fn nodes_become_written_values_with_their_spans() {
        let text = "{ 1: [-1, '1/3', 0.50], b: ~, c: setosa }";
        let w = from_node(&node(text));
        let m = w.as_map().unwrap();
        assert_eq!(m[0].0.text, "1");
        let v = m[0].1.as_list().unwrap();
        assert_eq!(&text[v[1].span.start..v[1].span.end], "'1/3'");
        assert!(v[1].number().unwrap().is_fraction);
        assert_eq!(v[2].number().unwrap().decimals, 2);
        assert_eq!(m[1].1.kind, WrittenKind::Nothing);
        assert_eq!(m[2].1.kind, WrittenKind::Word("setosa".into()));
    }

    #[test]
    fn annotated_answers() {
        let text = "{ value: [0.53, 2.09], erratum: \"the notes\n round up\", rounded: 2 }";
        let mut l = Loader::new();
        let s = stated(&mut l, "boundary", &node(text), text, false).unwrap();
        assert!(l.diags.is_empty());
        assert_eq!(s.text, "[0.53, 2.09]");
        assert_eq!(s.erratum.as_deref(), Some("the notes round up"));
        assert_eq!(s.rounded, Some(2));
        assert!(s.as_value);
        // a plain mapping is an answer, not annotations
        let text = "{ 1: 0.5, 2: 0.5 }";
        let s = stated(&mut l, "posterior", &node(text), text, false).unwrap();
        assert!(!s.as_value && s.value.as_map().is_some());
    }

    #[test]
    fn closest_keys_only_when_clear() {
        assert_eq!(closest("setossa", &["setosa", "versicolor"]), Some("setosa"));
        assert_eq!(closest("9", &["1", "2", "3"]), None);
        assert_eq!(closest("zzzzzz", &["1", "2"]), None);
    }
}
