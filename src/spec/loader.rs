//! Checked reading of spec nodes: every helper records a located diagnostic and returns `None`
//! instead of stopping, so one pass over a file reports all of its errors.

use std::collections::HashSet;

use super::diag::{Diagnostic, Span, did_you_mean};
use super::yaml::{Node, NodeKind};
use crate::compare::label_agrees;
use crate::num::{NUMBER_HELP, Number};

/// A class label as written in the spec (`1`, `setosa`).
pub(crate) type Label = String;

/// A training sample `{x: [...], y: label}`.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The features as written (without the leading 1 unless `homogeneous: true`).
    pub x: Vec<Number>,
    /// The label text.
    pub y: Label,
    /// Where the sample is.
    pub span: Span,
    /// Where its label is.
    pub y_span: Span,
}

/// A mapping node whose keys have been checked.
#[derive(Clone, Debug)]
pub struct Map<'n> {
    /// The mapping node.
    pub node: &'n Node,
    entries: Vec<(&'n str, &'n Node, &'n Node)>,
}

impl<'n> Map<'n> {
    /// The value of `key`.
    pub fn get(&self, key: &str) -> Option<&'n Node> {
        self.entries.iter().find(|(k, _, _)| *k == key).map(|(_, _, v)| *v)
    }

    /// The span of `key` itself (for "this key" errors).
    pub fn key_span(&self, key: &str) -> Option<Span> {
        self.entries.iter().find(|(k, _, _)| *k == key).map(|(_, k, _)| k.span)
    }

    /// The entries in source order: key text, key node, value node.
    pub fn entries(&self) -> impl Iterator<Item = (&'n str, &'n Node, &'n Node)> + '_ {
        self.entries.iter().copied()
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the mapping is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// The most items of one list (samples, options, values of `z`, …) and entries of one mapping
/// (keys of an exercise, parts of an answers file). Kinds that solve in more than linear time
/// allow fewer (100 samples for the perceptrons).
pub const MAX_ENTRIES: usize = 1000;

/// The most numbers of one vector: the features of a sample, a weight vector (bias included),
/// the logits or posteriors of the 50 classes [`MAX_CLASSES`] allows.
pub const MAX_VECTOR: usize = 50;

/// The most classes of one exercise (`classes`, or the class keys of weights): the work of the
/// multiclass kinds grows with the square of the classes (3,000 classes took 1.5 GB).
pub const MAX_CLASSES: usize = 50;

/// The most points of one `classify`-style part (each one is a row of the worksheet).
pub const MAX_POINTS: usize = 100;

/// The most characters of a class label.
pub const MAX_LABEL: usize = 100;

pub(crate) use super::diag::MAX_DIAGNOSTICS;

/// Collects diagnostics while reading one source.
#[derive(Debug, Default)]
pub struct Loader {
    /// What was found wrong so far (at most [`MAX_DIAGNOSTICS`], then one that counts the rest).
    pub diags: Vec<Diagnostic>,
    /// Whether any number was written as a fraction (the exercise then displays fractions).
    pub saw_fraction: bool,
    /// Every diagnostic reported, shown or not.
    reported: usize,
    /// No "did you mean" for unknown keys and values: set for the draws of a `vary:` spec whose
    /// diagnostics nobody will read (only the first invalid draw's are kept), which may number
    /// 1,000 and measured every key against every unknown one each time.
    pub(crate) quiet: bool,
    /// Parts to solve besides the asked ones when an exercise is loaded: those the constraints of
    /// a `vary:` spec read (its draws are loaded with them, so that each draw solves once).
    pub(crate) extra_parts: Vec<&'static str>,
    /// Where those constraints are (`constraints:`), for an error about the parts they read.
    pub(crate) extra_parts_at: Span,
}

/// A value's text for a message, in backticks: as it is when short, else its start and its
/// length, so that an error about a 300,000-digit literal stays one line.
pub(crate) fn quoted(text: &str) -> String {
    let n = text.chars().count();
    if n <= 40 {
        return format!("`{text}`");
    }
    let start: String = text.chars().take(24).collect();
    format!("`{start}…` ({n} characters)")
}

/// A number for a message: as written when short, else its first 12 characters and its count
/// of digits (`1000000000000… (1001 digits)`), so that no message echoes a 1,000-digit literal.
pub(crate) fn short_number(n: &impl std::fmt::Display) -> String {
    let text = n.to_string();
    if text.len() <= 40 {
        return text;
    }
    let start: String = text.chars().take(12).collect();
    let digits = text.chars().filter(char::is_ascii_digit).count();
    format!("{start}… ({digits} digits)")
}

impl Loader {
    /// A loader with no diagnostics.
    pub fn new() -> Self {
        Loader::default()
    }

    /// The closest candidate for a "did you mean", none when the loader is [`quiet`](Self::quiet).
    pub(crate) fn suggest<'a>(&self, word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
        if self.quiet {
            None
        } else {
            did_you_mean(word, candidates)
        }
    }

    /// Records a diagnostic. Past [`MAX_DIAGNOSTICS`], the rest are counted in one last error
    /// ("… and 19900 more errors").
    pub fn report(&mut self, d: Diagnostic) {
        self.reported += 1;
        if self.reported <= MAX_DIAGNOSTICS {
            self.diags.push(d);
            return;
        }
        let summary = super::diag::more_errors(self.reported - MAX_DIAGNOSTICS);
        if self.reported == MAX_DIAGNOSTICS + 1 {
            self.diags.push(summary);
        } else if let Some(last) = self.diags.last_mut() {
            *last = summary;
        }
    }

    /// How many diagnostics were reported so far, shown or not (compare before and after
    /// reading something to know whether it had errors).
    pub fn errors(&self) -> usize {
        self.reported
    }

    /// Records an error at `span`.
    pub fn error(&mut self, span: Span, message: impl Into<String>, label: &str) {
        self.report(Diagnostic::error(message).at(span, label.to_string()));
    }

    /// Records an error at `span` with a help line.
    pub fn error_help(&mut self, span: Span, message: impl Into<String>, label: &str, help: impl Into<String>) {
        self.report(Diagnostic::error(message).at(span, label.to_string()).help(help));
    }

    /// Whether any error has been recorded.
    pub fn has_errors(&self) -> bool {
        self.reported > 0
    }

    /// Reports `count` things of `node` (`items`, `entries`) over `cap`; `None` when over.
    pub fn within(&mut self, node: &Node, what: &str, count: usize, cap: usize, noun: &str, help: &str) -> Option<()> {
        if count <= cap {
            return Some(());
        }
        self.error_help(
            node.span,
            format!("{what} has {count} {noun}, more than {cap}, the most mlex allows"),
            &format!("at most {cap} {noun}"),
            help,
        );
        None
    }

    /// Reads a mapping whose keys must be among `keys`; unknown and duplicate keys are reported
    /// (with "did you mean"), the known ones returned.
    pub fn map<'n>(&mut self, node: &'n Node, what: &str, keys: &[&str]) -> Option<Map<'n>> {
        let map = self.map_any(node, what)?;
        for (k, knode, _) in map.entries() {
            if !keys.contains(&k) {
                let mut d =
                    Diagnostic::error(format!("unknown key {} in {what}", quoted(k))).at(knode.span, "unknown key");
                d = match self.suggest(k, keys.iter().copied()) {
                    Some(s) => d.help(format!("did you mean `{s}`?")),
                    None => d.note(format!("the keys of {what} are {}", list_code(keys))),
                };
                self.report(d);
            }
        }
        Some(Map {
            node,
            entries: map.entries.into_iter().filter(|(k, _, _)| keys.contains(k)).collect(),
        })
    }

    /// Reads a mapping with free keys (class labels); duplicate keys are reported.
    pub fn map_any<'n>(&mut self, node: &'n Node, what: &str) -> Option<Map<'n>> {
        let Some(entries) = node.as_map() else {
            self.error_help(
                node.span,
                format!("{what} must be a mapping, found {}", node.describe()),
                "expected `key: value` entries",
                "write it as `{ key: value, … }` or as indented `key: value` lines",
            );
            return None;
        };
        self.within(
            node,
            what,
            entries.len(),
            MAX_ENTRIES,
            "entries",
            "an exercise is worked by hand: split the data or the file",
        )?;
        let mut out: Vec<(&'n str, &'n Node, &'n Node)> = Vec::new();
        let mut seen: HashSet<&'n str> = HashSet::new();
        for (k, v) in entries {
            let Some(text) = k.as_scalar() else {
                self.error(k.span, format!("a key in {what} must be a plain name"), "not a name");
                continue;
            };
            if !seen.insert(text) {
                self.report(
                    Diagnostic::error(format!("duplicate key {} in {what}", quoted(text)))
                        .at(k.span, "given again here")
                        .help("remove one of the two entries"),
                );
                continue;
            }
            out.push((text, k, v));
        }
        Some(Map { node, entries: out })
    }

    /// The value of a required key, or an error at the mapping.
    pub fn require<'n>(&mut self, map: &Map<'n>, key: &str, what: &str, example: &str) -> Option<&'n Node> {
        let v = map.get(key);
        if v.is_none() {
            let span = Span::new(map.node.span.start, map.node.span.start);
            self.report(
                Diagnostic::error(format!("{what} needs `{key}`"))
                    .at(span, format!("`{key}` is missing"))
                    .help(format!("add `{key}: {example}`")),
            );
        }
        v
    }

    /// Reads an exact number.
    pub fn number(&mut self, node: &Node, what: &str) -> Option<Number> {
        let Some(text) = node.as_scalar() else {
            self.error_help(
                node.span,
                format!("{what} must be a number, found {}", node.describe()),
                "expected a number",
                NUMBER_HELP,
            );
            return None;
        };
        match Number::parse(text) {
            Ok(p) => {
                self.saw_fraction |= p.is_fraction;
                Some(p.value)
            }
            Err(e) => {
                self.error_help(
                    node.span,
                    format!("{what} must be a number, found {}", quoted(text)),
                    &e.to_string(),
                    NUMBER_HELP,
                );
                None
            }
        }
    }

    /// Reads a number > 0.
    pub fn positive(&mut self, node: &Node, what: &str) -> Option<Number> {
        let n = self.number(node, what)?;
        if !n.is_positive() {
            self.error_help(
                node.span,
                format!("{what} must be positive, found {}", quoted(&n.to_string())),
                "not > 0",
                "use a value greater than 0",
            );
            return None;
        }
        Some(n)
    }

    /// Reads a number ≥ 0.
    pub fn non_negative(&mut self, node: &Node, what: &str) -> Option<Number> {
        let n = self.number(node, what)?;
        if n.is_negative() {
            self.error_help(
                node.span,
                format!("{what} must not be negative, found {}", quoted(&n.to_string())),
                "negative",
                "use 0 or a positive value",
            );
            return None;
        }
        Some(n)
    }

    /// Reads a whole number in `min..=max`.
    pub fn count(&mut self, node: &Node, what: &str, min: u64, max: u64) -> Option<u64> {
        // not `number`: its help is about decimals and fractions, and a count is neither
        let help = format!(
            "write a whole number from {min} to {max} in digits, e.g. `{}`",
            min.max(1)
        );
        let parsed = node.as_scalar().map(|t| (t, Number::parse(t)));
        let n = match parsed {
            Some((_, Ok(p))) => p.value,
            Some((text, Err(e))) => {
                self.error_help(
                    node.span,
                    format!("{what} must be a whole number, found {}", quoted(text)),
                    &e.to_string(),
                    help,
                );
                return None;
            }
            None => {
                self.error_help(
                    node.span,
                    format!("{what} must be a whole number, found {}", node.describe()),
                    "expected a whole number",
                    help,
                );
                return None;
            }
        };
        let text = node.as_scalar().unwrap_or_default().trim();
        if !n.is_integer() {
            self.error_help(
                node.span,
                format!("{what} must be a whole number, found {}", quoted(text)),
                "not a whole number",
                format!("use a whole number from {min} to {max}"),
            );
            return None;
        }
        // A whole number too large for 64 bits is out of range like any other.
        match n.to_i64().map(u64::try_from) {
            Some(Ok(u)) if (min..=max).contains(&u) => Some(u),
            _ => {
                let label = if n < Number::from(min as i64) {
                    "too small"
                } else {
                    "too large"
                };
                self.error_help(
                    node.span,
                    format!("{what} must be from {min} to {max}, found {}", quoted(text)),
                    label,
                    format!("use a whole number from {min} to {max}"),
                );
                None
            }
        }
    }

    /// Reads a list node of at most [`MAX_ENTRIES`] items.
    pub fn list<'n>(&mut self, node: &'n Node, what: &str) -> Option<&'n [Node]> {
        match node.as_seq() {
            Some(items) => {
                self.within(
                    node,
                    what,
                    items.len(),
                    MAX_ENTRIES,
                    "items",
                    "an exercise is worked by hand: use fewer items, or split it into several exercises",
                )?;
                Some(items)
            }
            None => {
                self.error_help(
                    node.span,
                    format!("{what} must be a list, found {}", node.describe()),
                    "expected a list",
                    "write it as `[a, b, …]` or as indented `- item` lines",
                );
                None
            }
        }
    }

    /// Reads a non-empty list node.
    pub fn nonempty_list<'n>(&mut self, node: &'n Node, what: &str) -> Option<&'n [Node]> {
        let items = self.list(node, what)?;
        if items.is_empty() {
            self.error(node.span, format!("{what} is empty"), "no items");
            return None;
        }
        Some(items)
    }

    /// Reads a vector of at most [`MAX_VECTOR`] numbers; `len` checks its length.
    pub fn vector(&mut self, node: &Node, what: &str, len: Option<usize>) -> Option<Vec<Number>> {
        let items = self.list(node, what)?;
        self.within(node, what, items.len(), MAX_VECTOR, "numbers", "use fewer features")?;
        let mut out = Vec::with_capacity(items.len());
        let mut ok = true;
        for (i, item) in items.iter().enumerate() {
            match self.number(item, &format!("entry {} of {what}", i + 1)) {
                Some(n) => out.push(n),
                None => ok = false,
            }
        }
        if let Some(len) = len
            && items.len() != len
        {
            self.error(
                node.span,
                format!("{what} has {} entries, expected {len}", items.len()),
                &format!("expected {len} numbers"),
            );
            return None;
        }
        if items.is_empty() {
            self.error(node.span, format!("{what} is empty"), "no numbers");
            return None;
        }
        ok.then_some(out)
    }

    /// Reads a class label (a scalar of at most [`MAX_LABEL`] characters).
    pub fn label(&mut self, node: &Node, what: &str) -> Option<Label> {
        match node.as_scalar() {
            Some(t) if t.trim().chars().count() > MAX_LABEL => {
                self.error_help(
                    node.span,
                    format!(
                        "{what} has {} characters, more than {MAX_LABEL}, the most mlex allows in a label",
                        t.trim().chars().count()
                    ),
                    "too long",
                    "use a short class name or number, e.g. `1` or `setosa`",
                );
                None
            }
            Some(t) if !t.trim().is_empty() => Some(t.trim().to_string()),
            _ => {
                self.error_help(
                    node.span,
                    format!("{what} must be a class label, found {}", node.describe()),
                    "expected a label",
                    "write a class name or number, e.g. `1` or `setosa`",
                );
                None
            }
        }
    }

    /// Whether `label` can be told from the classes before it (`seen`) as an answers file names
    /// classes (`compare::label_agrees`: `1` and `1.0` are one number, `inf` and `+inf` one
    /// infinity); reports it at `span` when it cannot. `what` names the list or mapping.
    pub fn distinct_class(&mut self, seen: &[Label], label: &str, span: Span, what: &str) -> bool {
        let Some(prev) = seen.iter().find(|c| label_agrees(c, label)) else {
            return true;
        };
        if prev == label {
            self.error_help(
                span,
                format!("duplicate class `{label}` in {what}"),
                "given twice",
                "each class must appear once",
            );
        } else {
            self.error_help(
                span,
                format!("classes `{prev}` and `{label}` of {what} are the same to `check`"),
                "the same number as another class",
                format!("an answer `{label}` would name either class: give the two classes labels that are different numbers or names"),
            );
        }
        false
    }

    /// Reads a class given as a mapping key (`weights: { setosa: […] }`) under the rules of
    /// [`Loader::label`] (not blank, at most [`MAX_LABEL`] characters), without spaces around
    /// it (a label is trimmed, and two keys that differ only in spaces, `"a "` and `a`, would
    /// then be one class written twice), and distinct from the keys before it (`seen`, to which
    /// it is added) as [`Loader::distinct_class`] tells them. `what` names the mapping.
    pub fn class_key(&mut self, seen: &mut Vec<Label>, key: &Node, text: &str, what: &str) -> Option<Label> {
        let label = self.key_label(key, text, &format!("a class of {what}"))?;
        if !self.distinct_class(seen, &label, key.span, what) {
            return None;
        }
        seen.push(label.clone());
        Some(label)
    }

    /// A mapping key as a label, without spaces around it ([`Loader::class_key`]).
    fn key_label(&mut self, key: &Node, text: &str, what: &str) -> Option<Label> {
        let label = self.label(key, what)?;
        if label != text {
            self.error_help(
                key.span,
                format!("{what}, `{label}`, has spaces around it"),
                "spaces around the class",
                format!("write the class as `{label}`"),
            );
            return None;
        }
        Some(label)
    }

    /// Reads a text (any scalar).
    pub fn text(&mut self, node: &Node, what: &str) -> Option<String> {
        match &node.kind {
            NodeKind::Scalar { text, .. } => Some(text.clone()),
            _ => {
                self.error_help(
                    node.span,
                    format!("{what} must be a text, found {}", node.describe()),
                    "expected a text",
                    "write the text after the key; use `|` for several lines",
                );
                None
            }
        }
    }

    /// Reads `true` or `false`.
    pub fn boolean(&mut self, node: &Node, what: &str) -> Option<bool> {
        match node.as_scalar() {
            Some("true" | "True" | "TRUE") => Some(true),
            Some("false" | "False" | "FALSE") => Some(false),
            _ => {
                self.error_help(
                    node.span,
                    format!("{what} must be `true` or `false`, found {}", node.describe()),
                    "expected true or false",
                    "write `true` or `false`",
                );
                None
            }
        }
    }

    /// Reads one of a fixed set of words.
    pub fn choice(&mut self, node: &Node, what: &str, options: &[&'static str]) -> Option<&'static str> {
        let text = node.as_scalar();
        if let Some(o) = options.iter().find(|o| Some(**o) == text) {
            return Some(o);
        }
        let mut d = Diagnostic::error(format!(
            "{what} must be one of {}, found {}",
            list_code(options),
            node.describe()
        ))
        .at(node.span, "not a known value");
        if let Some(s) = text.and_then(|t| self.suggest(t, options.iter().copied())) {
            d = d.help(format!("did you mean `{s}`?"));
        } else {
            d = d.help(format!("use one of {}", list_code(options)));
        }
        self.report(d);
        None
    }

    /// Reads a list of distinct class labels (at least two).
    pub fn classes(&mut self, node: &Node) -> Option<Vec<Label>> {
        self.classes_at_least(node, 2)
    }

    /// Reads `classes` as [`Loader::classes`] does, with at least `min` classes (`softmax`
    /// allows one).
    pub fn classes_at_least(&mut self, node: &Node, min: usize) -> Option<Vec<Label>> {
        let given = node.as_seq().map_or(0, <[Node]>::len);
        self.within(node, "`classes`", given, MAX_CLASSES, "classes", CLASSES_HELP)?;
        let items = self.nonempty_list(node, "`classes`")?;
        let mut out: Vec<Label> = Vec::new();
        let mut ok = true;
        for (i, item) in items.iter().enumerate() {
            let Some(l) = self.label(item, &format!("class {}", i + 1)) else {
                ok = false;
                continue;
            };
            if !self.distinct_class(&out, &l, item.span, "`classes`") {
                ok = false;
                continue;
            }
            out.push(l);
        }
        if ok && out.len() < min {
            self.error_help(
                node.span,
                "`classes` needs at least two classes",
                "only one class",
                "list every class, e.g. `[1, 2]`",
            );
            return None;
        }
        ok.then_some(out)
    }

    /// Reads one sample `{x: [...], y: label}`; `dim` checks the number of features.
    pub fn sample(&mut self, node: &Node, name: &str, dim: Option<usize>) -> Option<Sample> {
        let m = self.map(node, name, &["x", "y"])?;
        let x = self
            .require(&m, "x", name, "[1, 2]")
            .and_then(|n| self.vector(n, &format!("`x` of {name}"), None));
        let y = self
            .require(&m, "y", name, "1")
            .and_then(|n| self.label(n, &format!("`y` of {name}")).map(|l| (l, n.span)));
        let (x, (y, y_span)) = (x?, y?);
        if let Some(d) = dim
            && d != x.len()
        {
            let xs = m.get("x").map_or(node.span, |n| n.span);
            self.error_help(
                xs,
                format!("{name} has {} features, expected {d}", x.len()),
                &format!("{} numbers here", x.len()),
                format!(
                    "give every sample {d} feature{}, as the first sample has",
                    if d == 1 { "" } else { "s" }
                ),
            );
            return None;
        }
        Some(Sample {
            x,
            y,
            span: node.span,
            y_span,
        })
    }

    /// Reads the samples `[{x: [...], y: label}, …]`. Every `x` must have as many features as
    /// the first one (or `dim`, when given).
    /// `noun` names one item in messages ("sample 3", "candidate 2").
    pub fn samples(&mut self, node: &Node, what: &str, noun: &str, dim: Option<usize>) -> Option<Vec<Sample>> {
        let items = self.nonempty_list(node, what)?;
        let mut out = Vec::with_capacity(items.len());
        let mut ok = true;
        let mut expected = dim;
        for (i, item) in items.iter().enumerate() {
            match self.sample(item, &format!("{noun} {}", i + 1), expected) {
                Some(s) => {
                    expected.get_or_insert(s.x.len());
                    out.push(s);
                }
                None => ok = false,
            }
        }
        ok.then_some(out)
    }

    /// Reads `{class: [w0, w1, …]}`; each vector must have `len` entries when given.
    pub fn class_vectors(
        &mut self,
        node: &Node,
        what: &str,
        len: Option<usize>,
    ) -> Option<Vec<(Label, Vec<Number>, Span)>> {
        let m = self.map_any(node, what)?;
        if m.is_empty() {
            self.error(node.span, format!("{what} is empty"), "no classes");
            return None;
        }
        self.within(node, what, m.len(), MAX_CLASSES, "classes", CLASSES_HELP)?;
        let mut out = Vec::new();
        let mut ok = true;
        let mut expected = len;
        let mut seen = Vec::new();
        for (k, knode, v) in m.entries() {
            let Some(k) = self.class_key(&mut seen, knode, k, what) else {
                ok = false;
                continue;
            };
            let name = format!("the weights of class `{k}` in {what}");
            let Some(vec) = self.vector(v, &name, None) else {
                ok = false;
                continue;
            };
            match expected {
                Some(l) if l != vec.len() => {
                    self.error_help(
                        v.span,
                        format!("{name} have {} entries, expected {l}", vec.len()),
                        &format!("expected {l} numbers (w0, w1, …)"),
                        "a weight vector is homogeneous: the bias w0 first, then one weight per feature",
                    );
                    ok = false;
                    continue;
                }
                None => expected = Some(vec.len()),
                _ => {}
            }
            out.push((k, vec, knode.span));
        }
        ok.then_some(out)
    }
}

const CLASSES_HELP: &str = "an exercise worked by hand has a few classes: use fewer";

/// `` `a`, `b` or `c` ``.
pub(crate) fn list_code(items: &[&str]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| format!("`{s}`")).collect();
    match quoted.len() {
        0 => String::new(),
        1 => quoted[0].clone(),
        n => format!("{} or {}", quoted[..n - 1].join(", "), quoted[n - 1]),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::spec::yaml;

    fn node(text: &str) -> Node {
        yaml::parse(text).unwrap().remove(0)
    }

    fn flow(items: impl Iterator<Item = String>) -> Node {
        node(&format!("[{}]", items.collect::<Vec<_>>().join(", ")))
    }

    #[test]
    fn caps_hold_at_their_value_and_fire_one_past_it() {
        let mut l = Loader::new();
        assert!(l.list(&flow((0..MAX_ENTRIES).map(|i| i.to_string())), "`xs`").is_some());
        assert!(
            l.vector(&flow((0..MAX_VECTOR).map(|i| i.to_string())), "`x`", None)
                .is_some()
        );
        assert!(l.classes(&flow((0..MAX_CLASSES).map(|i| format!("c{i}")))).is_some());
        assert!(l.label(&node(&"l".repeat(MAX_LABEL)), "`y`").is_some());
        let map = node(&(0..MAX_ENTRIES).map(|i| format!("k{i}: 1\n")).collect::<String>());
        assert!(l.map_any(&map, "the answers").is_some());
        assert!(!l.has_errors(), "{:?}", l.diags);

        let over = [
            l.list(&flow((0..=MAX_ENTRIES).map(|i| i.to_string())), "`xs`")
                .is_none(),
            l.vector(&flow((0..=MAX_VECTOR).map(|i| i.to_string())), "`x`", None)
                .is_none(),
            l.classes(&flow((0..=MAX_CLASSES).map(|i| format!("c{i}")))).is_none(),
            l.label(&node(&"l".repeat(MAX_LABEL + 1)), "`y`").is_none(),
        ];
        assert_eq!(over, [true; 4]);
        let map = node(&(0..=MAX_ENTRIES).map(|i| format!("k{i}: 1\n")).collect::<String>());
        assert!(l.map_any(&map, "the answers").is_none());
        let messages: Vec<&str> = l.diags.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "`xs` has 1001 items, more than 1000, the most mlex allows",
                "`x` has 51 numbers, more than 50, the most mlex allows",
                "`classes` has 51 classes, more than 50, the most mlex allows",
                "`y` has 101 characters, more than 100, the most mlex allows in a label",
                "the answers has 1001 entries, more than 1000, the most mlex allows",
            ]
        );
    }

    /// Classes given as mapping keys (`weights:`, `classes:` of gaussian-boundary, the tables of
    /// decision-rules) have the label cap and no spaces around them; the keys of the map are
    /// read as they are, so `class_key` must check both.
    #[test]
    fn class_keys_are_labels_without_spaces_around() {
        let mut l = Loader::new();
        let long = "k".repeat(MAX_LABEL);
        let map = node(&format!(
            "{{ {long}: 1, \"é\\x7f\": 2, \" a\": 3, \"b\\u2029\": 4, {long}k: 5, \"\\t\": 6 }}"
        ));
        let read: Vec<Option<Label>> = map
            .as_map()
            .unwrap()
            .iter()
            .map(|(k, _)| l.key_label(k, k.as_scalar().unwrap(), "a class of `w`"))
            .collect();
        assert_eq!(read, [Some(long), Some("é\u{7f}".into()), None, None, None, None]);
        let messages: Vec<&str> = l.diags.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "a class of `w`, `a`, has spaces around it",
                "a class of `w`, `b`, has spaces around it",
                "a class of `w` has 101 characters, more than 100, the most mlex allows in a label",
                "a class of `w` must be a class label, found `\t`",
            ]
        );
    }

    /// Two classes an answers file could not tell apart (`compare::label_agrees`) are refused,
    /// in a list and as keys: the same number or infinity written two ways.
    #[test]
    fn classes_check_could_not_tell_apart_are_refused() {
        let mut l = Loader::new();
        for (a, b) in [
            ("1", "1.0"),
            ("1", "01"),
            ("10", "1e1"),
            ("0", "-0"),
            ("inf", "\"+inf\""),
            ("inf", "∞"),
            ("x", "x"),
        ] {
            assert!(l.classes(&node(&format!("[{a}, {b}]"))).is_none(), "{a} {b}");
            if a != b {
                assert!(
                    l.class_vectors(&node(&format!("{{ {a}: [1], {b}: [2] }}")), "`w`", None)
                        .is_none(),
                    "{a} {b}"
                );
            }
        }
        let messages: Vec<&str> = l.diags.iter().map(|d| d.message.as_str()).take(3).collect();
        assert_eq!(
            messages,
            [
                "classes `1` and `1.0` of `classes` are the same to `check`",
                "classes `1` and `1.0` of `w` are the same to `check`",
                "classes `1` and `01` of `classes` are the same to `check`",
            ]
        );
        assert_eq!(l.diags.last().unwrap().message, "duplicate class `x` in `classes`");
        // what stays two classes: different numbers, a number and a name, case
        let before = l.diags.len();
        for pair in [
            "[1, 2]",
            "[1, -1]",
            "[1, 1a]",
            "[a, A]",
            "[inf, -inf]",
            "[0.1, 0.10000000000000000001]",
        ] {
            assert!(l.classes(&node(pair)).is_some(), "{pair}");
        }
        assert_eq!(l.diags.len(), before);
    }

    #[test]
    fn past_100_diagnostics_one_error_counts_the_rest() {
        let mut l = Loader::new();
        for i in 0..250 {
            l.error(Span::default(), format!("e{i}"), "here");
        }
        assert_eq!(l.errors(), 250);
        assert_eq!(l.diags.len(), MAX_DIAGNOSTICS + 1);
        assert_eq!(l.diags[99].message, "e99");
        assert_eq!(l.diags[100].message, "… and 150 more errors in this file, not shown");
    }

    #[test]
    fn long_values_are_quoted_by_their_start_and_length() {
        assert_eq!(quoted("0.5"), "`0.5`");
        assert_eq!(
            quoted(&"7".repeat(300_000)),
            format!("`{}…` (300000 characters)", "7".repeat(24))
        );
    }

    #[test]
    fn a_duplicate_key_is_found_among_many() {
        // 1000 keys, the last a duplicate of the first (a set of the keys seen, not a scan per key)
        let mut text: String = (0..999).map(|i| format!("k{i}: 1\n")).collect();
        text.push_str("k0: 2\n");
        let mut l = Loader::new();
        let n = node(&text);
        let m = l.map_any(&n, "the answers").unwrap();
        assert_eq!(m.len(), 999);
        assert_eq!(l.diags[0].message, "duplicate key `k0` in the answers");
    }
}
