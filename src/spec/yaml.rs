//! YAML → a tree of spanned nodes. The only module that touches the YAML crate.
//!
//! We read the event stream of `granit-parser` (the YAML 1.2 parser that serde-saphyr is built
//! on) instead of going through serde: serde's data model turns `0.1` into an `f64` before we
//! can see its text, and a derived deserializer stops at the first error. Here every scalar keeps
//! its exact source text and every node its byte span, so numbers are read exactly and all the
//! errors of a file can be reported at once.

use std::collections::HashMap;

use granit_parser::{Event, Parser, ScalarStyle, ScanError, StructureStyle};

use super::diag::{Diagnostic, Span};

/// A YAML node with its place in the source.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// What the node holds.
    pub kind: NodeKind,
    /// Byte range in the source text.
    pub span: Span,
}

/// The shape of a node.
#[derive(Clone, Debug, PartialEq)]
pub enum NodeKind {
    /// `~`, `null` or nothing.
    Null,
    /// A scalar with its text after YAML escapes; `quoted` for '…', "…" and block scalars.
    Scalar {
        /// The text.
        text: String,
        /// Whether the scalar was quoted or a block scalar (always a string then).
        quoted: bool,
    },
    /// `[a, b]` or a block list.
    Seq(Vec<Node>),
    /// `{k: v}` or a block mapping, in source order (duplicates kept, reported by the loader).
    Map(Vec<(Node, Node)>),
}

impl Node {
    /// The scalar text, if the node is a scalar.
    pub fn as_scalar(&self) -> Option<&str> {
        match &self.kind {
            NodeKind::Scalar { text, .. } => Some(text),
            _ => None,
        }
    }

    /// The items, if the node is a sequence.
    pub fn as_seq(&self) -> Option<&[Node]> {
        match &self.kind {
            NodeKind::Seq(items) => Some(items),
            _ => None,
        }
    }

    /// The entries, if the node is a mapping.
    pub fn as_map(&self) -> Option<&[(Node, Node)]> {
        match &self.kind {
            NodeKind::Map(entries) => Some(entries),
            _ => None,
        }
    }

    /// A short description for messages: "a list", "a mapping", "`abc`".
    pub fn describe(&self) -> String {
        match &self.kind {
            NodeKind::Null => "nothing".into(),
            NodeKind::Scalar { text, .. } if text.chars().count() > 40 => "a long text".into(),
            NodeKind::Scalar { text, .. } => format!("`{text}`"),
            NodeKind::Seq(_) => "a list".into(),
            NodeKind::Map(_) => "a mapping".into(),
        }
    }
}

fn span_of(s: &granit_parser::Span, text: &str) -> Span {
    let byte = |m: &granit_parser::Marker| {
        m.byte_offset()
            .unwrap_or_else(|| text.char_indices().nth(m.index()).map_or(text.len(), |(b, _)| b))
    };
    let start = byte(&s.start);
    let end = byte(&s.end).max(start);
    Span::new(start, end)
}

fn scan_error(e: &ScanError, text: &str) -> Diagnostic {
    let m = e.marker();
    let start = m
        .byte_offset()
        .unwrap_or_else(|| text.char_indices().nth(m.index()).map_or(text.len(), |(b, _)| b));
    let end = text[start.min(text.len())..]
        .chars()
        .next()
        .map_or(start, |c| start + c.len_utf8());
    let info = e.info();
    let first = info.lines().next().unwrap_or("invalid YAML").to_string();
    Diagnostic::error(format!("invalid YAML: {first}"))
        .at(Span::new(start, end), "here")
        .help("check the indentation and that every `[`, `{` and quote is closed")
}

fn is_null(text: &str, style: ScalarStyle) -> bool {
    style == ScalarStyle::Plain && matches!(text, "" | "~" | "null" | "Null" | "NULL")
}

/// Parses every document of `text`. The result is one node per document.
pub fn parse(text: &str) -> Result<Vec<Node>, Diagnostic> {
    let mut parser = Parser::new_from_str(text);
    let mut docs = Vec::new();
    // Open collections: (start span, items or entries so far, anchor id).
    enum Open {
        Seq(Span, Vec<Node>, usize, bool),
        Map(Span, Vec<Node>, usize, bool),
    }
    let mut stack: Vec<Open> = Vec::new();
    let mut anchors: HashMap<usize, Node> = HashMap::new();

    fn push(stack: &mut [Open], docs: &mut Vec<Node>, node: Node) {
        match stack.last_mut() {
            Some(Open::Seq(_, items, _, _)) | Some(Open::Map(_, items, _, _)) => items.push(node),
            None => docs.push(node),
        }
    }

    for event in &mut parser {
        let (event, span) = event.map_err(|e| scan_error(&e, text))?;
        let sp = span_of(&span, text);
        match event {
            Event::Scalar(value, style, anchor, _tag) => {
                let kind = if is_null(&value, style) {
                    NodeKind::Null
                } else {
                    NodeKind::Scalar {
                        text: value.into_owned(),
                        quoted: style != ScalarStyle::Plain,
                    }
                };
                let node = Node { kind, span: sp };
                if anchor != 0 {
                    anchors.insert(anchor, node.clone());
                }
                push(&mut stack, &mut docs, node);
            }
            Event::SequenceStart(style, anchor, _) => {
                stack.push(Open::Seq(sp, Vec::new(), anchor, style == StructureStyle::Flow));
            }
            Event::MappingStart(style, anchor, _) => {
                stack.push(Open::Map(sp, Vec::new(), anchor, style == StructureStyle::Flow));
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let node = match stack.pop() {
                    Some(Open::Seq(start, items, anchor, flow)) => {
                        // Flow collections end at their closing bracket; block ones where their
                        // last child ends (the end event sits on the next line).
                        let end = if flow {
                            sp.end
                        } else {
                            items.last().map_or(sp.end, |n| n.span.end)
                        };
                        let n = Node {
                            kind: NodeKind::Seq(items),
                            span: Span::new(start.start, end.max(start.end)),
                        };
                        (n, anchor)
                    }
                    Some(Open::Map(start, flat, anchor, flow)) => {
                        let mut entries = Vec::with_capacity(flat.len() / 2);
                        let mut it = flat.into_iter();
                        while let (Some(k), Some(v)) = (it.next(), it.next()) {
                            entries.push((k, v));
                        }
                        let end = if flow {
                            sp.end
                        } else {
                            entries.last().map_or(sp.end, |(_, v)| v.span.end)
                        };
                        let n = Node {
                            kind: NodeKind::Map(entries),
                            span: Span::new(start.start, end.max(start.end)),
                        };
                        (n, anchor)
                    }
                    None => continue,
                };
                let (node, anchor) = node;
                if anchor != 0 {
                    anchors.insert(anchor, node.clone());
                }
                push(&mut stack, &mut docs, node);
            }
            Event::Alias(id) => {
                let node = anchors.get(&id).cloned().unwrap_or(Node {
                    kind: NodeKind::Null,
                    span: sp,
                });
                push(&mut stack, &mut docs, node);
            }
            _ => {}
        }
    }
    Ok(docs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Node {
        let mut docs = parse(text).unwrap();
        assert_eq!(docs.len(), 1);
        docs.remove(0)
    }

    #[test]
    fn scalars_keep_their_text() {
        let n = one("a: 0.1000\nb: '1/3'\nc: 1e-3\nd: .5\ne:\nf: ~\n");
        let m = n.as_map().unwrap();
        assert_eq!(m[0].1.as_scalar(), Some("0.1000"));
        assert_eq!(
            m[1].1.kind,
            NodeKind::Scalar {
                text: "1/3".into(),
                quoted: true
            }
        );
        assert_eq!(m[2].1.as_scalar(), Some("1e-3"));
        assert_eq!(m[3].1.as_scalar(), Some(".5"));
        assert_eq!(m[4].1.kind, NodeKind::Null);
        assert_eq!(m[5].1.kind, NodeKind::Null);
    }

    #[test]
    fn spans_are_byte_ranges() {
        let text = "x: [3, 5]\ny: héllo\nz: 7\n";
        let n = one(text);
        let m = n.as_map().unwrap();
        let xs = m[0].1.as_seq().unwrap();
        assert_eq!(&text[xs[1].span.start..xs[1].span.end], "5");
        assert_eq!(&text[m[1].1.span.start..m[1].1.span.end], "héllo");
        assert_eq!(&text[m[2].1.span.start..m[2].1.span.end], "7");
        assert_eq!(&text[m[2].0.span.start..m[2].0.span.end], "z");
        assert_eq!(&text[m[0].1.span.start..m[0].1.span.end], "[3, 5]");
        let n = one("a: { b: [1, 2] }\nc:\n  - 1\n  - 2\n");
        let m = n.as_map().unwrap();
        assert_eq!(
            &"a: { b: [1, 2] }\nc:\n  - 1\n  - 2\n"[m[0].1.span.start..m[0].1.span.end],
            "{ b: [1, 2] }"
        );
        assert_eq!(
            &"a: { b: [1, 2] }\nc:\n  - 1\n  - 2\n"[m[1].1.span.start..m[1].1.span.end],
            "- 1\n  - 2"
        );
    }

    #[test]
    fn aliases_resolve() {
        let n = one("a: &w [1, 2]\nb: *w\n");
        let m = n.as_map().unwrap();
        assert_eq!(m[1].1.as_seq().map(<[Node]>::len), Some(2));
    }

    #[test]
    fn several_documents() {
        assert_eq!(parse("a: 1\n---\nb: 2\n").unwrap().len(), 2);
        assert_eq!(parse("").unwrap().len(), 0);
    }

    #[test]
    fn syntax_errors_are_located() {
        let text = "a: [1, 2\nb: 3\n";
        let d = parse(text).unwrap_err();
        assert!(d.message.starts_with("invalid YAML"), "{}", d.message);
        assert!(d.span.is_some());
    }
}
