//! References to parameters (`$a`, `$a.2`, `{a}`) and putting the drawn values into the spec: `$a` as a whole value, `{a}` inside a text, held to
//! a written spec's caps (nodes, nesting, text), the work charged to the draw.

use super::*;

/// The most bytes of text (every scalar's, added up) a drawn spec may hold: what a written spec
/// may hold at most, its file's cap. `{m}` of a 100 × 100 matrix written 5,000 times in a
/// statement made a 151 MB worksheet before.
pub const MAX_DRAWN_TEXT: usize = crate::input::SPEC_CAP as usize;

/// What a substitution has made so far, held to the caps of a written spec.
pub(super) struct Made {
    /// YAML nodes, at most [`crate::spec::yaml::MAX_NODES`].
    nodes: usize,
    /// Bytes of scalar text, at most [`MAX_DRAWN_TEXT`].
    text: usize,
    /// The entries of lists and the bytes of text the values put in, for the draw's work (the
    /// spec's own nodes are charged per attempt already).
    work: u64,
    /// Each parameter's text (`{a}`), made once however often it is written.
    texts: Vec<Option<std::rc::Rc<str>>>,
    /// Each parameter's measure: entries, depth and the bytes of its node's text.
    sizes: Vec<Option<(usize, usize, usize)>>,
}

impl Made {
    /// The text of parameter `i`.
    fn text_of(&mut self, i: usize, v: &Val) -> std::rc::Rc<str> {
        self.texts[i].get_or_insert_with(|| v.text().into()).clone()
    }

    /// The entries, depth and bytes of text of parameter `i`'s value `v`.
    fn size_of(&mut self, i: usize, v: &Val) -> (usize, usize, usize) {
        *self.sizes[i].get_or_insert_with(|| {
            let (entries, depth) = expr::measure(v);
            (entries, depth, text_size(v))
        })
    }
}

impl Made {
    /// Counts `nodes` more nodes at `depth` and `text` more bytes, made by the reference `what`
    /// in the scalar at `span`; a located error past a cap.
    fn add(&mut self, nodes: usize, depth: usize, text: usize, what: &str, span: Span) -> Result<(), Diagnostic> {
        use crate::spec::yaml::{MAX_DEPTH, MAX_NODES};
        self.nodes += nodes;
        self.text += text;
        let why = if self.nodes > MAX_NODES {
            format!("the drawn spec has more than {MAX_NODES} YAML nodes, the most a spec may have")
        } else if depth > MAX_DEPTH {
            format!("the drawn spec nests deeper than {MAX_DEPTH} levels, the most a spec may")
        } else if self.text > MAX_DRAWN_TEXT {
            format!("the drawn spec has more than {MAX_DRAWN_TEXT} bytes of text, the most a spec file may have")
        } else {
            return Ok(());
        };
        Err(Diagnostic::error(why)
            .at(span, format!("`{what}` grows it past the cap"))
            .help("draw smaller values, or refer to them fewer times"))
    }
}

/// The spec with the drawn values in place: `$a` becomes the value's node (at the reference's
/// place, so the loader's errors point there), `{a}` in a text becomes the value's text. The
/// result is held to a written spec's caps (nodes, nesting, text), with an error at the
/// reference that passes one; the entries and text the values put in are charged to the draw's
/// work.
pub(super) fn substitute(node: &Node, params: &[Param], values: &[Val]) -> Result<Node, Diagnostic> {
    let mut made = Made {
        nodes: 0,
        text: 0,
        work: 0,
        texts: vec![None; values.len()],
        sizes: vec![None; values.len()],
    };
    let out = substitute_in(node, params, values, 1, &mut made);
    crate::num::charge_work(made.work);
    out
}

pub(super) fn substitute_in(
    node: &Node,
    params: &[Param],
    values: &[Val],
    depth: usize,
    made: &mut Made,
) -> Result<Node, Diagnostic> {
    let kind = match &node.kind {
        NodeKind::Scalar { text, quoted } => {
            if let Some((name, indices)) = reference(node)
                && let Some(i) = position(params, name)
            {
                let v = index(&values[i], &indices).map_err(|e| {
                    Diagnostic::error(format!("`{text}`: {e}")).at(node.span, "this entry is not in the drawn value")
                })?;
                let (entries, d, bytes) = if indices.is_empty() {
                    made.size_of(i, v)
                } else {
                    let (entries, d) = expr::measure(v);
                    (entries, d, text_size(v))
                };
                made.work += entries as u64 + (bytes / 16) as u64;
                made.add(entries + 1, depth + d, bytes, text, node.span)?;
                return Ok(val_node(v, node.span));
            }
            if text.contains('{') {
                NodeKind::Scalar {
                    text: interpolate(text, params, values, made, node.span)?,
                    quoted: *quoted,
                }
            } else {
                made.add(1, depth, text.len(), text, node.span)?;
                return Ok(node.clone());
            }
        }
        NodeKind::Seq(items) => {
            made.add(1, depth, 0, "", node.span)?;
            NodeKind::Seq(
                items
                    .iter()
                    .map(|i| substitute_in(i, params, values, depth + 1, made))
                    .collect::<Result<_, _>>()?,
            )
        }
        NodeKind::Map(entries) => {
            made.add(1, depth, 0, "", node.span)?;
            NodeKind::Map(
                entries
                    .iter()
                    .map(|(k, v)| {
                        Ok((
                            substitute_in(k, params, values, depth + 1, made)?,
                            substitute_in(v, params, values, depth + 1, made)?,
                        ))
                    })
                    .collect::<Result<_, Diagnostic>>()?,
            )
        }
        NodeKind::Null => NodeKind::Null,
    };
    Ok(Node { kind, span: node.span })
}

/// The bytes of text a value's node holds: its numbers' and texts' lengths (a number has at
/// most 1,000 digits a side, [`expr::check_number`]).
pub(super) fn text_size(v: &Val) -> usize {
    match v {
        Val::Num(n) => n.display(NumStyle::Decimal).len(),
        Val::Str(s) => s.len(),
        Val::Bool(_) => 5,
        Val::List(items) => items.iter().map(text_size).sum(),
    }
}

/// The nodes of a YAML tree.
pub(super) fn node_count(node: &Node) -> u64 {
    1 + match &node.kind {
        NodeKind::Seq(items) => items.iter().map(node_count).sum(),
        NodeKind::Map(entries) => entries.iter().map(|(k, v)| node_count(k) + node_count(v)).sum(),
        NodeKind::Scalar { .. } | NodeKind::Null => 0,
    }
}

/// `{a}` → the text of `a`, for declared parameters only (TeX's `x_{1}` stays as it is); the
/// text of the scalar at `span` is held to [`MAX_DRAWN_TEXT`] with what `made` holds already.
pub(super) fn interpolate(
    text: &str,
    params: &[Param],
    values: &[Val],
    made: &mut Made,
    span: Span,
) -> Result<String, Diagnostic> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    made.add(1, 0, 0, "", span)?;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        made.add(0, 0, open, "", span)?;
        let after = &rest[open + 1..];
        let found = after
            .find('}')
            .and_then(|close| Some((close, position(params, after[..close].trim())?)));
        match found {
            Some((close, i)) => {
                // the value's size is bounded before its text is made (once)
                let (entries, _, bytes) = made.size_of(i, &values[i]);
                made.work += entries as u64 + (bytes / 16) as u64;
                made.add(0, 0, bytes + 2 * entries, &rest[open..open + close + 2], span)?;
                out.push_str(&made.text_of(i, &values[i]));
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                made.add(0, 0, 1, "", span)?;
                rest = after;
            }
        }
    }
    made.add(0, 0, rest.len(), "", span)?;
    out.push_str(rest);
    Ok(out)
}

/// A value as a YAML node at `span`: numbers exactly (a decimal when it terminates, else `p/q`).
pub(super) fn val_node(v: &Val, span: Span) -> Node {
    let kind = match v {
        Val::Num(n) => NodeKind::Scalar {
            text: n.to_decimal_string().unwrap_or_else(|| n.to_fraction_string()),
            quoted: false,
        },
        Val::Str(s) => NodeKind::Scalar {
            text: s.clone(),
            quoted: false,
        },
        Val::Bool(b) => NodeKind::Scalar {
            text: b.to_string(),
            quoted: false,
        },
        Val::List(items) => NodeKind::Seq(items.iter().map(|i| val_node(i, span)).collect()),
    };
    Node { kind, span }
}

/// `$a` (or `$a.2`, `$a.2.1`: entries, from 1; `$a[2]` is the same outside YAML's flow
/// collections) when the whole plain scalar is a reference: the name and the indices.
pub(super) fn reference(node: &Node) -> Option<(&str, Vec<usize>)> {
    let NodeKind::Scalar { text, quoted: false } = &node.kind else {
        return None;
    };
    let rest = text.strip_prefix('$')?;
    let end = rest.find(['.', '[']).unwrap_or(rest.len());
    let (name, mut tail) = rest.split_at(end);
    if !params::is_name(name) {
        return None;
    }
    let mut indices = Vec::new();
    while !tail.is_empty() {
        let (digits, after) = if let Some(inner) = tail.strip_prefix('[') {
            let close = inner.find(']')?;
            (&inner[..close], &inner[close + 1..])
        } else {
            let inner = tail.strip_prefix('.')?;
            let end = inner.find(['.', '[']).unwrap_or(inner.len());
            inner.split_at(end)
        };
        indices.push(digits.trim().parse::<usize>().ok()?);
        tail = after;
    }
    Some((name, indices))
}

/// The entry `indices` (from 1) of a value.
pub(super) fn index<'v>(v: &'v Val, indices: &[usize]) -> Result<&'v Val, String> {
    let mut at = v;
    for &i in indices {
        match at {
            Val::List(items) if i >= 1 && i <= items.len() => at = &items[i - 1],
            Val::List(items) => return Err(format!("index {i} is out of 1..{}", items.len())),
            other => return Err(format!("{} has no entries to index", other.describe())),
        }
    }
    Ok(at)
}

/// Reports every `$name` of the spec that is not a parameter.
pub(super) fn check_references(l: &mut Loader, node: &Node, names: &[&str], text: &str) {
    let _ = text;
    match &node.kind {
        NodeKind::Scalar { .. } => {
            if let Some((r, _)) = reference(node)
                && !names.contains(&r)
            {
                let mut d =
                    Diagnostic::error(format!("unknown parameter `{r}`")).at(node.span, "not declared in `vary`");
                d = match did_you_mean(r, names.iter().copied()) {
                    Some(s) => d.help(format!("did you mean `${s}`?")),
                    None => d.help(format!(
                        "declare it under `vary:` (the parameters are {})",
                        if names.is_empty() {
                            "none yet".to_string()
                        } else {
                            list_code(names)
                        }
                    )),
                };
                l.report(d);
            }
        }
        NodeKind::Seq(items) => items.iter().for_each(|i| check_references(l, i, names, text)),
        NodeKind::Map(entries) => entries.iter().for_each(|(_, v)| check_references(l, v, names, text)),
        NodeKind::Null => {}
    }
}
