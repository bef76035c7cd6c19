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

/// The most YAML nodes (scalars, lists and mappings, each alias counted as the nodes it
/// repeats) one file may hold. Aliases are expanded by copying, so a few lines of nested
/// aliases ("billion laughs") would otherwise grow to 10⁹ nodes; 250,000 nodes are about
/// 25 MB, and far more than any exercise or answers file needs (the shipped exercises have a few
/// hundred each).
pub const MAX_NODES: usize = 250_000;

/// The most bytes of text the values of one file may hold once aliases are expanded: an alias
/// of a long text repeats the text, so a value budget alone would let 250,000 aliases of a
/// 1 MB string take 250 GB. Without aliases a file holds at most its own size (4 MiB).
pub const MAX_TEXT: usize = 16 << 20;

/// The deepest nesting of lists and mappings (aliases included) one file may have. An exercise
/// needs about 8 (a list of exercises, the exercise, `samples`, a sample, `x`, …).
pub const MAX_DEPTH: usize = 32;

/// A collection being read: its start, its items (a mapping's keys and values alternate), its
/// anchor id, whether it is a flow collection, and its size in nodes and height so far.
struct Open {
    start: Span,
    items: Vec<Node>,
    anchor: usize,
    flow: bool,
    map: bool,
    height: usize,
}

/// A node with its size in nodes and its height (1 for a scalar).
struct Anchored {
    node: Node,
    size: usize,
    bytes: usize,
    height: usize,
}

fn value_bytes(kind: &NodeKind) -> usize {
    match kind {
        NodeKind::Scalar { text, .. } => text.len(),
        _ => 0,
    }
}

fn too_many_nodes(span: Span, alias: bool) -> Diagnostic {
    let d = Diagnostic::error(format!(
        "the file holds more than {MAX_NODES} YAML values, the most mlex reads from one file"
    ));
    if alias {
        d.at(span, "this alias repeats too much")
            .note("every use of an alias (`*name`) counts the values it repeats")
            .help("write the values out, or split the file; an exercise needs far fewer values")
    } else {
        d.at(span, format!("value number {} here", MAX_NODES + 1))
            .help("split the file into several (a spec file may hold a list of exercises)")
    }
}

fn too_deep(span: Span) -> Diagnostic {
    Diagnostic::error(format!(
        "lists and mappings are nested more than {MAX_DEPTH} deep, the most mlex reads"
    ))
    .at(span, format!("nesting level {} here", MAX_DEPTH + 1))
    .help("an exercise needs a few levels (`samples` → a sample → `x`); check the brackets and indentation")
}

/// Parses every document of `text`. The result is one node per document.
///
/// A file of more than [`MAX_NODES`] values (aliases expanded) or nested more than
/// [`MAX_DEPTH`] deep is refused with a located error before it is built.
pub(crate) fn parse(text: &str) -> Result<Vec<Node>, Diagnostic> {
    let mut parser = Parser::new_from_str(text);
    let mut docs = Vec::new();
    let mut stack: Vec<Open> = Vec::new();
    let mut anchors: HashMap<usize, Anchored> = HashMap::new();
    // Nodes made so far, an alias counting the nodes it copies; bytes of text copied by aliases.
    let mut total = 0usize;
    let mut copied = 0usize;

    fn push(stack: &mut [Open], docs: &mut Vec<Node>, node: Node, height: usize) {
        match stack.last_mut() {
            Some(open) => {
                open.items.push(node);
                open.height = open.height.max(height + 1);
            }
            None => docs.push(node),
        }
    }
    // (values, bytes of text) of a node
    fn size_of(node: &Node) -> (usize, usize) {
        let add = |(a, b): (usize, usize), (c, d): (usize, usize)| (a + c, b + d);
        match &node.kind {
            NodeKind::Null => (1, 0),
            NodeKind::Scalar { text, .. } => (1, text.len()),
            NodeKind::Seq(items) => items.iter().map(size_of).fold((1, 0), add),
            NodeKind::Map(entries) => entries
                .iter()
                .map(|(k, v)| add(size_of(k), size_of(v)))
                .fold((1, 0), add),
        }
    }

    for event in &mut parser {
        let (event, span) = event.map_err(|e| scan_error(&e, text))?;
        let sp = span_of(&span, text);
        match event {
            Event::Scalar(value, style, anchor, _tag) => {
                total += 1;
                if total > MAX_NODES {
                    return Err(too_many_nodes(sp, false));
                }
                let kind = if is_null(&value, style) {
                    NodeKind::Null
                } else {
                    NodeKind::Scalar {
                        text: value.into_owned(),
                        quoted: style != ScalarStyle::Plain,
                    }
                };
                let bytes = value_bytes(&kind);
                let node = Node { kind, span: sp };
                if anchor != 0 {
                    let a = Anchored {
                        node: node.clone(),
                        size: 1,
                        bytes,
                        height: 1,
                    };
                    anchors.insert(anchor, a);
                }
                push(&mut stack, &mut docs, node, 1);
            }
            Event::SequenceStart(style, anchor, _) | Event::MappingStart(style, anchor, _) => {
                total += 1;
                if total > MAX_NODES {
                    return Err(too_many_nodes(sp, false));
                }
                if stack.len() >= MAX_DEPTH {
                    return Err(too_deep(sp));
                }
                stack.push(Open {
                    start: sp,
                    items: Vec::new(),
                    anchor,
                    flow: style == StructureStyle::Flow,
                    map: matches!(event, Event::MappingStart(..)),
                    height: 1,
                });
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let Some(open) = stack.pop() else { continue };
                let Open {
                    start,
                    items,
                    anchor,
                    flow,
                    map,
                    height,
                } = open;
                let node = if map {
                    let mut entries = Vec::with_capacity(items.len() / 2);
                    let mut it = items.into_iter();
                    while let (Some(k), Some(v)) = (it.next(), it.next()) {
                        entries.push((k, v));
                    }
                    // Flow collections end at their closing bracket; block ones where their
                    // last child ends (the end event sits on the next line).
                    let end = if flow {
                        sp.end
                    } else {
                        entries.last().map_or(sp.end, |(_, v)| v.span.end)
                    };
                    Node {
                        kind: NodeKind::Map(entries),
                        span: Span::new(start.start, end.max(start.end)),
                    }
                } else {
                    let end = if flow {
                        sp.end
                    } else {
                        items.last().map_or(sp.end, |n| n.span.end)
                    };
                    Node {
                        kind: NodeKind::Seq(items),
                        span: Span::new(start.start, end.max(start.end)),
                    }
                };
                if anchor != 0 {
                    // Anchors are rare; their size is counted once, when they are defined.
                    let (size, bytes) = size_of(&node);
                    let a = Anchored {
                        size,
                        bytes,
                        node: node.clone(),
                        height,
                    };
                    anchors.insert(anchor, a);
                }
                push(&mut stack, &mut docs, node, height);
            }
            Event::Alias(id) => {
                let Some(a) = anchors.get(&id) else {
                    total += 1;
                    push(
                        &mut stack,
                        &mut docs,
                        Node {
                            kind: NodeKind::Null,
                            span: sp,
                        },
                        1,
                    );
                    continue;
                };
                total = total.saturating_add(a.size);
                if total > MAX_NODES {
                    return Err(too_many_nodes(sp, true));
                }
                // the text of the file itself is within its size cap; copies are counted here
                copied = copied.saturating_add(a.bytes);
                if copied > MAX_TEXT {
                    return Err(Diagnostic::error(format!(
                        "the aliases of the file repeat more than {} of text, the most mlex reads",
                        crate::input::size_text(MAX_TEXT as u64)
                    ))
                    .at(sp, "this alias repeats too much")
                    .note("every use of an alias (`*name`) copies the text it repeats")
                    .help("write the values out, or use fewer aliases of long texts"));
                }
                if stack.len() + a.height > MAX_DEPTH {
                    return Err(too_deep(sp));
                }
                let (node, height) = (a.node.clone(), a.height);
                push(&mut stack, &mut docs, node, height);
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
    fn an_alias_bomb_is_refused_where_it_explodes() {
        // "billion laughs": each line repeats the one before nine times, 9^7 ≈ 4.8·10⁶ values.
        let mut text = String::from("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        for (prev, name) in ["a", "b", "c", "d", "e", "f"]
            .iter()
            .zip(["b", "c", "d", "e", "f", "g"])
        {
            let refs = vec![format!("*{prev}"); 9].join(", ");
            text.push_str(&format!("{name}: &{name} [{refs}]\n"));
        }
        let d = parse(&text).unwrap_err();
        assert!(d.message.contains("more than 250000 YAML values"), "{}", d.message);
        let (span, label) = d.span.unwrap();
        assert_eq!(label, "this alias repeats too much");
        // a to e hold 10, 91, 820, 7381 and 66430 values (each 1 + 9 times the one before);
        // with the mapping, its keys and `f`'s list that is 74740 before `f`'s aliases, and
        // the budget runs out on line 6 (`f`) at its third alias: 74740 + 3·66430 > 250000
        let line6 = text.match_indices('\n').nth(4).unwrap().0 + 1;
        assert_eq!(&text[span.start..span.end], "*e");
        assert_eq!(text[line6..span.start].matches("*e").count(), 2, "{span:?}");
    }

    #[test]
    fn aliases_within_the_budget_are_expanded() {
        // 9^5 = 59049 values: fine
        let mut text = String::from("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        for (prev, name) in ["a", "b", "c", "d"].iter().zip(["b", "c", "d", "e"]) {
            let refs = vec![format!("*{prev}"); 9].join(", ");
            text.push_str(&format!("{name}: &{name} [{refs}]\n"));
        }
        let n = one(&text);
        let e = &n.as_map().unwrap()[4].1;
        assert_eq!(e.as_seq().unwrap().len(), 9);
    }

    #[test]
    fn aliases_of_a_long_text_are_refused_by_its_bytes() {
        // 100 KiB repeated 200 times: 20 MB of copies, within the value budget
        let long = "x".repeat(100 << 10);
        let text = format!("a: &a {long}\nb: [{}]\n", vec!["*a"; 200].join(", "));
        let d = parse(&text).unwrap_err();
        assert_eq!(
            d.message,
            "the aliases of the file repeat more than 16 MiB of text, the most mlex reads"
        );
        // the 164th alias goes over: 163 · 100 KiB ≤ 16 MiB < 164 · 100 KiB
        let (span, _) = d.span.unwrap();
        assert_eq!(text[..span.start].matches("*a").count(), 163);
        let ok = format!("a: &a {long}\nb: [{}]\n", vec!["*a"; 160].join(", "));
        assert!(parse(&ok).is_ok());
    }

    #[test]
    fn too_many_plain_values_are_refused() {
        let text = format!("[{}]", vec!["0"; MAX_NODES].join(","));
        // the list itself is one value more
        let d = parse(&text).unwrap_err();
        assert!(d.message.contains("more than 250000"), "{}", d.message);
        assert!(parse(&format!("[{}]", vec!["0"; MAX_NODES - 1].join(","))).is_ok());
    }

    #[test]
    fn nesting_is_capped_also_through_aliases() {
        let ok = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert!(parse(&ok).is_ok());
        let deep = format!("{}{}", "[".repeat(40), "]".repeat(40));
        let d = parse(&deep).unwrap_err();
        assert!(d.message.contains("nested more than 32 deep"), "{}", d.message);
        assert_eq!(d.span.unwrap().0.start, MAX_DEPTH);
        // far deeper: the YAML parser's own limit stops it first, also an error
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(parse(&deep).is_err());
        // block nesting has no limit in the parser
        let block: String = (0..40).map(|i| format!("{}- \n", "  ".repeat(i))).collect();
        let d = parse(&(block + &"  ".repeat(40) + "- 1\n")).unwrap_err();
        assert!(d.message.contains("nested more than 32 deep"), "{}", d.message);
        // an anchor of depth 20 used at depth 20
        let a = format!("{}{}", "[".repeat(20), "]".repeat(20));
        let text = format!("a: &a {a}\nb: {}*a{}\n", "[".repeat(19), "]".repeat(19));
        let d = parse(&text).unwrap_err();
        assert!(d.message.contains("nested more than 32 deep"), "{}", d.message);
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
