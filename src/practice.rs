//! The practice page's checker (`mlex practice`, docs/practice.md): the boxes a student fills
//! in for each part ([`form`]), and one request → one response ([`respond`]) that reads the
//! boxes, writes them as an answers file and grades that file exactly as `mlex check` does.
//!
//! The page's WebAssembly (the `practice/` crate) is a thin wrapper around [`respond`]; the
//! page's script only moves text between the boxes and it. Nothing here prints. The page itself
//! ([`exercise_page`], [`exam_page`]) is built in `page`, above the renderer, whose worksheets
//! and solutions it holds; the renderer knows nothing of practice pages.

mod names;
mod page;
mod table;

pub use page::{PracticeInput, exam_page, exercise_page};
use table::{blank_table, on_table, regions};

use serde::{Deserialize, Serialize};

use crate::check::Checker;
use crate::diag::{Diagnostics, Source};
use crate::exercise::{Exercise, PartArg, Solution, SolvedPart};
use crate::i18n::Lang;
use crate::num::Number;
use crate::present::Fmt;
use crate::render::data_field;
use crate::value::{Value, yaml_quoted as quoted};

/// The most characters read from one box (a number of 1,000 digits is already refused by the
/// number reader; this bounds the request itself).
pub const BOX_CAP: usize = 1000;
/// The most variants on one practice page (each adds its worksheet and solution; the checker is
/// shared).
pub const MAX_VARIANTS: u64 = 50;
/// The checker's identity: a hash of the sources it is built from (build.rs), the same in the
/// `mlex` binary and in the practice module built from the same sources.
pub const CHECKER_ID: &str = env!("MLEX_CHECKER_ID");
/// [`CHECKER_ID`] as the module carries it (exported by the practice crate, so that it stays in
/// the module's data) and as scripts/build-practice.sh writes it into the gzip header's comment
/// of `mlex_practice.wasm.gz`, where `mlex practice` reads it (`wasm_identity`).
pub const CHECKER_MARK: &str = concat!("mlex-checker-id:", env!("MLEX_CHECKER_ID"));

/// The identity a gzip file's header carries in its comment (RFC 1952: FLG.FCOMMENT, after the
/// optional extra field and file name): `None` when it has none, or when the header is cut short.
pub fn wasm_identity(gz: &[u8]) -> Option<&str> {
    let flags = *gz.get(3)?;
    let mut at = 10;
    if flags & 0x04 != 0 {
        let len = usize::from(u16::from_le_bytes([*gz.get(10)?, *gz.get(11)?]));
        at += 2 + len;
    }
    if flags & 0x08 != 0 {
        at += gz.get(at..)?.iter().position(|b| *b == 0)? + 1;
    }
    if flags & 0x10 == 0 {
        return None;
    }
    let rest = gz.get(at..)?;
    let end = rest.iter().position(|b| *b == 0)?;
    std::str::from_utf8(&rest[..end]).ok()
}

/// The most bytes `mlex practice` reads as the checker (`mlex_practice.wasm.gz`, about 0.7 MB).
pub const WASM_CAP: u64 = 8 << 20;

/// What a box holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Leaf {
    /// A number (`0.25`, `1/4`, `−0.25`, `0,25` on a page with a decimal comma, `inf`).
    Number,
    /// A class: one of the exercise's class labels (anything else is marked at the box).
    Class,
    /// A word, yes/no or an equation: the text as typed.
    Text,
}

/// One box: where its answer goes in the part's value (indices of list items and map entries,
/// outermost first, joined by `.`) and what it holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Cell {
    /// `3.0.2`: the 4th step, its first class, that class's 3rd weight.
    pub path: String,
    /// What it holds.
    pub leaf: Leaf,
    /// The end of an interval this box holds (`from`, `da`), when it is one of the two boxes of
    /// one table cell (an interval under its column's name); empty otherwise.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub end: String,
}

impl Cell {
    fn new(path: String, leaf: Leaf) -> Cell {
        Cell {
            path,
            leaf,
            end: String::new(),
        }
    }
}

/// The boxes of a table's row grouped by its columns: one box a column, or an interval's two
/// (`from`, `to`) in one column's cell. The page draws them so, and names them so.
pub(crate) fn by_column(row: &[Cell]) -> Vec<&[Cell]> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < row.len() {
        let ends = if row[at].end.is_empty() {
            1
        } else {
            2.min(row.len() - at)
        };
        out.push(&row[at..at + ends]);
        at += ends;
    }
    out
}

/// How a part's boxes are laid out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "layout")]
pub enum Layout {
    /// One box.
    Single {
        /// The box.
        cell: Cell,
    },
    /// A row of boxes under their headers (a vector, weights keyed by class).
    Row {
        /// One header per box.
        headers: Vec<String>,
        /// The boxes.
        cells: Vec<Cell>,
    },
    /// A table: one row per outer entry (a trace step, a class), one column per leaf of it; a
    /// class's weights as the worksheet tables them, one row per entry and one column per class.
    Table {
        /// The header of the rows' names (`step`, `d`), or empty.
        corner: String,
        /// The header over the columns' second row, when the columns are grouped under
        /// `group · entry` names (`d` under a trace's classes), or empty.
        subcorner: String,
        /// The rows' names.
        rows: Vec<String>,
        /// The columns' names.
        columns: Vec<String>,
        /// `cells[r][c]`.
        cells: Vec<Vec<Cell>>,
    },
    /// Option buttons (multiple choice): `multiple` when several options are the answer.
    Choice {
        /// How many options (lettered A, B, …; the answer is the option number).
        options: usize,
        /// Check boxes rather than radio buttons.
        multiple: bool,
    },
}

/// The boxes of one asked part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PartForm {
    /// The part's name (the answers file's key).
    pub name: String,
    /// Its name for people, as the worked solution's heading says it in the exercise's
    /// language (`Final weights`, `Pesi finali`); the key when the kind has no such heading.
    pub title: String,
    /// Its boxes.
    pub layout: Layout,
}

/// The boxes of every asked part of a solved exercise, in order: on the worksheet's answer table
/// of the part (the kind's `blank_{part}`, which the worksheet shows under "Answers") when it
/// has one that fits the answer, else named by `Naming`.
pub fn form(sol: &Solution) -> Vec<PartForm> {
    let kind = sol.exercise.kind().name;
    let lang = sol.exercise.lang();
    let data = sol.exercise.data_value();
    let f = sol.exercise.fmt();
    let rows = row_names(&sol.exercise);
    let shown = shown_words(sol, &data, &f);
    let classes = sol.exercise.class_labels();
    sol.parts
        .iter()
        .map(|p| {
            let blank = blank_table(&data, p.part.name, &p.part.arg, &f);
            let named = || {
                let mut l = layout(p, naming(kind, p.part.name), lang);
                name_keys(&mut l, kind, &shown, lang);
                l
            };
            let mut layout = match blank.as_ref().filter(|_| option_count(p).is_none()) {
                Some(t) => on_table(t, &p.value).unwrap_or_else(named),
                None => named(),
            };
            // an interval's two boxes named by its ends' words in the language (`da`, `a`)
            name_ends(&mut layout, kind, lang);
            name_pairs(&mut layout, &classes);
            // an answer given per row of the worksheet's table: its boxes headed as the rows are
            if let (Layout::Row { headers, .. }, Value::List(items)) = (&mut layout, &p.value)
                && !rows.is_empty()
                && rows.len() == items.len()
            {
                headers.clone_from(&rows);
            }
            PartForm {
                name: p.part.name.to_string(),
                title: title(kind, p.part.name, lang, &data),
                layout,
            }
        })
        .collect()
}

/// The words the worksheet shows as they are: the class labels, and the names in its answer
/// tables (a loss's `squared-hinge`).
fn shown_words(sol: &Solution, data: &tera::Value, f: &Fmt) -> Vec<String> {
    let mut shown = sol.exercise.class_labels();
    for (k, _) in data.as_map().into_iter().flat_map(|m| m.iter()) {
        if let Some(t) = k
            .as_str()
            .and_then(|k| k.strip_prefix("blank_"))
            .and_then(|p| blank_table(data, p, &PartArg::None, f))
        {
            shown.extend(t.header);
            shown.extend(t.rows.into_iter().filter_map(|r| r.into_iter().next()));
        }
    }
    shown
}

/// The headers of a layout with the kinds' keys named as a student reads them (`from`, `da`;
/// `logistic regression`): each `·`-separated part of a header that is a key of the kind's
/// answers with a name in the language (`i18n::answer_key`: the words Moodle's questions show
/// beside a map's blanks), unless the worksheet shows it as it is (`shown`: a class label,
/// a name in an answer table).
fn name_keys(layout: &mut Layout, kind: &str, shown: &[String], lang: Lang) {
    let key = |k: &str| -> String {
        if shown.iter().any(|c| c == k) {
            return k.to_string();
        }
        crate::i18n::answer_key(lang, kind, k).unwrap_or_else(|| k.to_string())
    };
    let name = |h: &mut String| *h = h.split(" · ").map(&key).collect::<Vec<_>>().join(" · ");
    match layout {
        Layout::Row { headers, .. } => headers.iter_mut().for_each(name),
        Layout::Table { rows, columns, .. } => rows.iter_mut().chain(columns.iter_mut()).for_each(name),
        Layout::Single { .. } | Layout::Choice { .. } => {}
    }
}

/// The ends of the intervals in a table's cells (`from`, `to`) named as [`name_keys`] names a
/// key.
fn name_ends(layout: &mut Layout, kind: &str, lang: Lang) {
    if let Layout::Table { cells, .. } = layout {
        for c in cells.iter_mut().flatten().filter(|c| !c.end.is_empty()) {
            if let Some(word) = crate::i18n::answer_key(lang, kind, &c.end) {
                c.end = word;
            }
        }
    }
}

/// The headers that are a pair of classes keyed `a-b` (the boundary of classes 1 and 2, `1-2`)
/// written as the worked solution writes the pair, `1−2` (a class label may hold a `-`:
/// `setosa-non-setosa` is `setosa−non-setosa`; a header that is a class is left as it is).
fn name_pairs(layout: &mut Layout, classes: &[String]) {
    let pair = |h: &mut String| {
        let parts: Vec<String> = h
            .split(" · ")
            .map(|k| {
                if classes.iter().any(|c| c == k) {
                    return k.to_string();
                }
                k.match_indices('-')
                    .map(|(i, _)| (&k[..i], &k[i + 1..]))
                    .find(|(a, b)| classes.iter().any(|c| c == a) && classes.iter().any(|c| c == b))
                    .map_or_else(|| k.to_string(), |(a, b)| format!("{a}\u{2212}{b}"))
            })
            .collect();
        *h = parts.join(" · ");
    };
    match layout {
        Layout::Row { headers, .. } => headers.iter_mut().for_each(pair),
        Layout::Table { rows, columns, .. } => rows.iter_mut().chain(columns.iter_mut()).for_each(pair),
        Layout::Single { .. } | Layout::Choice { .. } => {}
    }
}

/// The names of the rows of the worksheet's table, when the kind's data gives them
/// (`row_names`: `x = (0, 1)` for a Bayes table), else none.
fn row_names(ex: &Exercise) -> Vec<String> {
    let data = ex.data_value();
    let Some(names) = data_field(&data, "row_names").and_then(|v| v.as_array()) else {
        return Vec::new();
    };
    names.iter().filter_map(|n| n.as_str().map(str::to_string)).collect()
}

/// A part's heading in the worked solution (`{kind}-h-{part}` in locales/, the message the
/// templates use), its arguments (`{ $class }`) taken from the kind's data of the same name as
/// the templates take them; the answer's label (`Answer`) when the kind has no heading.
pub fn title(kind: &str, part: &str, lang: Lang, data: &tera::Value) -> String {
    let id = format!("{kind}-h-{}", part.replace('_', "-"));
    let raw = lang.t(&id);
    // the variables the message names, `{ $class }` (written `{$class}` when not given)
    let args: Vec<(&str, String)> = raw
        .split('$')
        .skip(1)
        .map(|s| {
            s.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-'))
                .next()
                .unwrap_or("")
        })
        .filter_map(|name| {
            let v = data_field(data, name)?;
            let text = v.as_str().map_or_else(|| v.to_string(), str::to_string);
            Some((name, text))
        })
        .collect();
    let t = if args.is_empty() {
        raw
    } else {
        let args: Vec<(&str, crate::i18n::Arg)> = args.iter().map(|(n, v)| (*n, v.as_str().into())).collect();
        lang.ta(&id, &args)
    };
    if t.starts_with('\u{27e8}') || t.contains('{') || t.trim().is_empty() {
        lang.t("answer-label").trim_end_matches(':').to_string()
    } else {
        t
    }
}

/// How the worksheet names a part's entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Naming {
    /// Lists counted from 1, map entries by their keys.
    Plain,
    /// Weights: one vector `w₀, w₁, …`; weights keyed by class `w₁, w₂, …` (the class's), each
    /// class's vector counted from `d = 0` (the perceptrons', regressions' and least squares'
    /// tables).
    Weights,
    /// The discriminants' values keyed by class: `g₁, g₂, …` (the worked solution's g_c).
    Discriminants,
}

fn naming(kind: &str, part: &str) -> Naming {
    // least squares: "the weights w = (w₀, w₁, …)", as its worksheet asks them
    let weights_kind =
        kind.contains("perceptron") || kind.ends_with("regression") || kind == crate::kinds::least_squares::KIND.name;
    if weights_kind && matches!(part, "trace" | "final_weights" | "weights" | "updated_weights") {
        Naming::Weights
    } else if part == "discriminants" {
        Naming::Discriminants
    } else {
        Naming::Plain
    }
}

fn option_count(p: &SolvedPart) -> Option<usize> {
    use crate::part::Choices;
    let c = p.part.choices.as_ref()?;
    Some(match c {
        Choices::Options(o) => o.len(),
        Choices::Below(b) => b.len() + 1,
        Choices::Auto(a) => a.n,
    })
}

fn layout(p: &SolvedPart, naming: Naming, lang: Lang) -> Layout {
    if let Some(options) = option_count(p) {
        return Layout::Choice {
            options,
            multiple: matches!(p.value, Value::List(_)),
        };
    }
    let v = &p.value;
    if let Some(regions) = regions(v) {
        return regions;
    }
    let step = if p.part.name == "trace" {
        lang.t("practice-step")
    } else {
        String::new()
    };
    match children(v, naming, false) {
        None => Layout::Single {
            cell: Cell::new(String::new(), leaf(v)),
        },
        Some(items) if items.iter().all(|(_, c)| children(c, naming, false).is_none()) => Layout::Row {
            headers: items.iter().map(|(h, _)| h.clone()).collect(),
            cells: items
                .iter()
                .enumerate()
                .map(|(i, (_, c))| Cell::new(i.to_string(), leaf(c)))
                .collect(),
        },
        Some(items) if naming == Naming::Weights && matches!(v, Value::Map(_)) => {
            // weights keyed by class, as the worksheet tables them: a row per entry `d`, a
            // column per class `w_c`
            let columns: Vec<String> = items.iter().map(|(h, _)| h.clone()).collect();
            let per_class: Vec<Vec<(String, &Value)>> = items
                .iter()
                .map(|(_, c)| children(c, naming, true).unwrap_or_default())
                .collect();
            let n = per_class.iter().map(Vec::len).max().unwrap_or(0);
            let rows: Vec<String> = (0..n).map(|d| d.to_string()).collect();
            let cells = (0..n)
                .map(|d| {
                    per_class
                        .iter()
                        .enumerate()
                        .filter_map(|(c, entries)| entries.get(d).map(|(_, x)| Cell::new(format!("{c}.{d}"), leaf(x))))
                        .collect()
                })
                .collect();
            Layout::Table {
                corner: "d".into(),
                subcorner: String::new(),
                rows,
                columns,
                cells,
            }
        }
        Some(items) => {
            let mut columns: Vec<String> = Vec::new();
            let mut cells = Vec::with_capacity(items.len());
            for (i, (_, c)) in items.iter().enumerate() {
                let mut row = Vec::new();
                let mut names = Vec::new();
                leaves(c, &i.to_string(), "", naming, &mut row, &mut names);
                if names.len() > columns.len() {
                    columns = names;
                }
                cells.push(row);
            }
            // a trace of weights keyed by class: `d` heads the entries under each `w_c`
            let grouped = naming == Naming::Weights && columns.iter().all(|c| c.contains(" · "));
            Layout::Table {
                corner: step,
                subcorner: if grouped { "d".into() } else { String::new() },
                rows: items.iter().map(|(h, _)| h.clone()).collect(),
                columns,
                cells,
            }
        }
    }
}

/// The entries of a list or map with their headers: list items counted from 1, map entries by
/// key; with [`Naming::Weights`], a vector's entries `w₀, w₁, …` (`0, 1, …` inside a class's,
/// `in_class`) and a class's weights `w_c`.
fn children(v: &Value, naming: Naming, in_class: bool) -> Option<Vec<(String, &Value)>> {
    let weights = naming == Naming::Weights;
    match v {
        Value::List(items) => {
            let numbers = items.iter().all(|c| matches!(c, Value::Number(_) | Value::Rounded(_)));
            Some(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        let h = match (weights && numbers, in_class) {
                            (true, true) => i.to_string(),
                            (true, false) => format!("w{}", crate::num::linear::subscript(i)),
                            (false, _) => (i + 1).to_string(),
                        };
                        (h, c)
                    })
                    .collect(),
            )
        }
        Value::Map(items) => Some(
            items
                .iter()
                .map(|(k, c)| {
                    let h = match naming {
                        Naming::Weights => crate::present::indexed("w", k),
                        Naming::Discriminants if children(c, naming, false).is_none() => {
                            crate::present::indexed("g", k)
                        }
                        _ => k.clone(),
                    };
                    (h, c)
                })
                .collect(),
        ),
        _ => None,
    }
}

fn leaf(v: &Value) -> Leaf {
    match v {
        Value::Number(_) | Value::Rounded(_) => Leaf::Number,
        Value::Class { .. } => Leaf::Class,
        _ => Leaf::Text,
    }
}

fn leaves(v: &Value, path: &str, name: &str, naming: Naming, out: &mut Vec<Cell>, names: &mut Vec<String>) {
    // a list inside a class's entry of a map of weights is that class's vector
    let in_class = !name.is_empty();
    match children(v, naming, in_class) {
        None => {
            out.push(Cell::new(path.to_string(), leaf(v)));
            names.push(name.to_string());
        }
        Some(items) => {
            for (i, (h, c)) in items.iter().enumerate() {
                let name = if name.is_empty() {
                    h.clone()
                } else {
                    format!("{name} · {h}")
                };
                leaves(c, &format!("{path}.{i}"), &name, naming, out, names);
            }
        }
    }
}

/// What the page sends: the spec (or the exam), which variant, the page's decimal comma, and
/// every box.
#[derive(Clone, Debug, Deserialize)]
pub struct Request {
    /// The spec's text (one exercise); empty on an exam's page.
    #[serde(default)]
    pub spec: String,
    /// An exam's page: the exam file's text (then `spec` and `boxes` are not read).
    #[serde(default)]
    pub exam: Option<String>,
    /// The spec files of the exam's `file:` entries: `[name as written, text]`.
    #[serde(default)]
    pub files: Vec<(String, String)>,
    /// An exam's boxes: per exercise id, its parts' boxes as in `boxes`.
    #[serde(default)]
    pub questions: Vec<(String, Boxes)>,
    /// The seed of the page's variants (absent: the spec as written).
    #[serde(default)]
    pub seed: Option<u64>,
    /// The variant number, from 1.
    #[serde(default)]
    pub variant: Option<u64>,
    /// `0,25` reads as 0.25 (an Italian page).
    #[serde(default)]
    pub decimal_comma: bool,
    /// The page's language (`it`): the report's and the boxes' messages (`--lang`; absent: the
    /// spec's `lang:`).
    #[serde(default)]
    pub lang: Option<String>,
    /// Per part: `[path, text]` of each box (for option buttons, path `""` and the option
    /// numbers joined by `,`).
    #[serde(default)]
    pub boxes: Boxes,
}

/// The boxes of one exercise: per part, `[path, text]` of each box.
pub type Boxes = Vec<(String, Vec<(String, String)>)>;

/// A box whose text is not an answer, and why (shown at the box).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoxError {
    /// The exercise id, on an exam's page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exercise: Option<String>,
    /// The part.
    pub part: String,
    /// The box's path.
    pub path: String,
    /// A short message.
    pub message: String,
}

/// The text of a number box as an answers file writes it (`−0.25` → `-0.25`, `0,25` → `0.25`
/// with `decimal_comma`), or a short message in `lang` saying what is wrong.
pub fn read_number(text: &str, decimal_comma: bool, lang: Lang) -> Result<String, String> {
    let t = text.trim();
    if t.chars().count() > BOX_CAP {
        return Err(lang.ta("practice-box-too-long", &[("n", BOX_CAP.into())]));
    }
    let mut s: String = t
        .chars()
        .filter(|c| !matches!(c, ' ' | '\u{a0}' | '\u{202f}'))
        .map(|c| match c {
            '\u{2212}' | '\u{2013}' => '-',
            '\u{2044}' | '\u{2215}' => '/',
            c => c,
        })
        .collect();
    // an expression (`ln(2)`, `1/(1+e^-2)`; docs/checking.md): written with its decimal commas
    // as points, so that the answers file reads alike in any language
    if Number::parse(&s).is_err()
        && crate::written::decimal_comma(&s).is_none()
        && crate::check::infinity(&s).is_none()
        && crate::num::expr::looks_like_expression(&s)
    {
        let dotted = if decimal_comma { decimal_points(&s) } else { s };
        return match crate::num::expr::read(&dotted, false) {
            Ok(_) => Ok(dotted),
            Err(e) => Err(lang.ta("practice-box-not-expression", &[("why", e.message(lang).into())])),
        };
    }
    if s.contains(',') {
        if decimal_comma && !s.contains('.') && s.matches(',').count() == 1 {
            s = s.replace(',', ".");
        } else if decimal_comma {
            return Err(lang.t("practice-box-one-comma"));
        } else {
            return Err(lang.t("practice-box-decimal-point"));
        }
    }
    if crate::check::infinity(&s).is_some() {
        return Ok(s);
    }
    match Number::parse(&s) {
        Ok(_) => Ok(s),
        Err(_) if decimal_comma => Err(lang.t("practice-box-not-number-comma")),
        Err(_) => Err(lang.t("practice-box-not-number")),
    }
}

/// `s` with every comma between two digits written as a decimal point (`ln(0,5)` → `ln(0.5)`).
fn decimal_points(s: &str) -> String {
    let b = s.as_bytes();
    let digit = |j: Option<usize>| j.and_then(|j| b.get(j)).is_some_and(u8::is_ascii_digit);
    s.char_indices()
        .map(|(i, c)| {
            if c == ',' && digit(i.checked_sub(1)) && digit(Some(i + 1)) {
                '.'
            } else {
                c
            }
        })
        .collect()
}

/// The answers file of the boxes of one exercise (what the page downloads and `mlex check`
/// reads), and the boxes that are not answers. A part whose boxes are all empty, or one with a
/// box that is not an answer, is left out (missing).
pub fn answers_file(sol: &Solution, req: &Request) -> (String, Vec<BoxError>) {
    let mut out = String::from("# answers typed on mlex's practice page\n");
    if let Some(seed) = req.seed {
        let k = req.variant.unwrap_or(1);
        out.push_str(&format!(
            "# variant {k} of seed {seed}: mlex check SPEC THIS-FILE --seed {seed} --variant {k}\n"
        ));
    }
    let (lines, errors) = answer_lines(sol, &req.boxes, req.decimal_comma, None);
    for (name, text) in lines {
        out.push_str(&format!("{name}: {text}\n"));
    }
    (out, errors)
}

/// An exam's answers file of the boxes of each question (`variant: K`, then one section per
/// exercise id, as `mlex check EXAM FILE --seed S` reads it), and the boxes that are not
/// answers. A question without any answer is left out (its parts missing).
pub fn exam_answers_file(solved: &[Solution], seed: u64, variant: u64, req: &Request) -> (String, Vec<BoxError>) {
    let mut out = format!(
        "# answers typed on mlex's practice page: mlex check EXAM THIS-FILE --seed {seed}\nvariant: {variant}\n"
    );
    let mut errors = Vec::new();
    for sol in solved {
        let id = sol.exercise.id();
        let Some((_, boxes)) = req.questions.iter().find(|(q, _)| q == id) else {
            continue;
        };
        let (lines, errs) = answer_lines(sol, boxes, req.decimal_comma, Some(id));
        errors.extend(errs);
        if lines.is_empty() {
            continue;
        }
        out.push_str(&format!("{}:\n", key(id)));
        for (name, text) in lines {
            out.push_str(&format!("  {name}: {text}\n"));
        }
    }
    (out, errors)
}

/// A YAML key: as it is when it is plain letters, digits, `-` and `_`, else quoted.
fn key(s: &str) -> String {
    if !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
        s.to_string()
    } else {
        quoted(s)
    }
}

/// The answered parts of one exercise's boxes (`name`, the value in YAML flow style), and the
/// boxes that are not answers (`exercise`: the id, on an exam's page).
fn answer_lines(
    sol: &Solution,
    boxes_of: &Boxes,
    decimal_comma: bool,
    exercise: Option<&str>,
) -> (Vec<(String, String)>, Vec<BoxError>) {
    let lang = sol.exercise.lang();
    let classes = sol.exercise.class_labels();
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for p in &sol.parts {
        let name = p.part.name;
        let Some((_, boxes)) = boxes_of.iter().find(|(n, _)| n == name) else {
            continue;
        };
        let get = |path: &str| -> String {
            boxes
                .iter()
                .find(|(b, _)| b == path)
                .map(|(_, t)| t.clone())
                .unwrap_or_default()
        };
        if boxes.iter().all(|(_, t)| t.trim().is_empty()) {
            continue;
        }
        let mut part_errors = Vec::new();
        let text = if p.part.choices.is_some() {
            let chosen = get("");
            let opts: Vec<&str> = chosen.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
            match &p.value {
                Value::List(_) => format!("[{}]", opts.iter().map(|o| quoted(o)).collect::<Vec<_>>().join(", ")),
                _ => quoted(opts.first().copied().unwrap_or("")),
            }
        } else {
            write_value(
                &p.value,
                "",
                &get,
                (decimal_comma, lang, &classes),
                &mut |path, message| {
                    part_errors.push(BoxError {
                        exercise: exercise.map(str::to_string),
                        part: name.to_string(),
                        path,
                        message,
                    });
                },
            )
        };
        if part_errors.is_empty() {
            out.push((name.to_string(), text));
        }
        errors.extend(part_errors);
    }
    (out, errors)
}

fn write_value(
    shape: &Value,
    path: &str,
    get: &dyn Fn(&str) -> String,
    comma: (bool, Lang, &[String]),
    err: &mut dyn FnMut(String, String),
) -> String {
    let child = |i: usize| {
        if path.is_empty() {
            i.to_string()
        } else {
            format!("{path}.{i}")
        }
    };
    match shape {
        Value::List(items) => {
            let parts: Vec<String> = items
                .iter()
                .enumerate()
                .map(|(i, c)| write_value(c, &child(i), get, comma, err))
                .collect();
            format!("[{}]", parts.join(", "))
        }
        Value::Map(items) => {
            let parts: Vec<String> = items
                .iter()
                .enumerate()
                .map(|(i, (k, c))| format!("{}: {}", quoted(k), write_value(c, &child(i), get, comma, err)))
                .collect();
            format!("{{ {} }}", parts.join(", "))
        }
        Value::Number(_) | Value::Rounded(_) => {
            let t = get(path);
            if t.trim().is_empty() {
                return "\"\"".into();
            }
            match read_number(&t, comma.0, comma.1) {
                Ok(n) => quoted(&n),
                Err(m) => {
                    err(path.to_string(), m);
                    "\"\"".into()
                }
            }
        }
        _ => {
            let t = get(path);
            let t = t.trim();
            if t.chars().count() > BOX_CAP {
                err(
                    path.to_string(),
                    comma.1.ta("practice-box-too-long", &[("n", BOX_CAP.into())]),
                );
            }
            let t: String = t.chars().map(|c| if c == '\u{2212}' { '-' } else { c }).collect();
            if matches!(shape, Value::Class { .. }) && !t.is_empty() && !is_class(&t, comma.2) {
                err(path.to_string(), not_a_class(comma.2, comma.1));
            }
            quoted(&t)
        }
    }
}

/// Whether a class box's text names one of the exercise's classes (`2.0` names class `2`, as
/// the checker reads class keys); any text when the kind names no classes.
fn is_class(text: &str, classes: &[String]) -> bool {
    classes.is_empty()
        || classes.iter().any(|c| {
            c == text || matches!((Number::parse(c), Number::parse(text)), (Ok(a), Ok(b)) if a.value == b.value)
        })
}

/// The message at a class box that names no class: the classes to choose from (the first 12).
fn not_a_class(classes: &[String], lang: Lang) -> String {
    let mut shown: Vec<&str> = classes.iter().take(12).map(String::as_str).collect();
    if classes.len() > 12 {
        shown.push("…");
    }
    lang.ta("practice-box-not-class", &[("classes", shown.join(", ").into())])
}

/// The exercise of a request: its spec loaded (exactly one exercise) and its variant drawn.
pub fn exercise(req: &Request) -> Result<Exercise, String> {
    let source = Source::new("spec.yaml", req.spec.clone());
    let mut list = crate::load::exercises(source.clone()).map_err(|d| d.to_string())?;
    if list.len() != 1 {
        return Err(format!(
            "the spec holds {} exercises; a practice page takes one",
            list.len()
        ));
    }
    let mut ex = list.remove(0);
    if let Some(lang) = req.lang.as_deref().and_then(Lang::from_code) {
        ex = ex.with_lang(lang);
    }
    match req.seed {
        None => Ok(ex),
        Some(seed) => crate::variant::draw_located(&ex, seed, req.variant.unwrap_or(1))
            .map_err(|d| Diagnostics { source, items: vec![d] }.to_string()),
    }
}

/// Grades an answers file's text against an exercise as `mlex check --json` does: its report
/// as JSON, or the answers file's problems (located) as `{"invalid": …}`.
pub fn grade(ex: &Exercise, answers: &str) -> serde_json::Value {
    match check_solved(ex.solve(), answers) {
        Ok(r) => r.to_json(false),
        Err(invalid) => invalid,
    }
}

fn check_solved(sol: Solution, answers: &str) -> Result<crate::check::Report, serde_json::Value> {
    Checker::of(sol)
        .check(Source::new("answers.yaml", answers.to_string()))
        .map_err(|d| serde_json::json!({ "invalid": d.to_string() }))
}

/// The scores as the page shows them, beside the report (which stays `mlex check --json`'s):
/// each part's `earned` and `points` as `mlex check` writes them (at most 2 decimals,
/// [`crate::exam::short`]) and its `wrong` boxes ([`wrong_boxes`]), and the score of the parts
/// checked (`score` / `total`): the `bad` parts, whose boxes were not answers, were not checked
/// and count in neither (`unchecked`: how many, and `unchecked_text` says so in the report's
/// language). `sol` is the solution the report graded.
fn shown_scores(r: &crate::check::Report, bad: &[&str], sol: &Solution) -> serde_json::Value {
    use crate::exam::short;
    let checked: Vec<&crate::check::PartReport> = r.parts.iter().filter(|p| !bad.contains(&p.part.as_str())).collect();
    let earned: Number = checked.iter().map(|p| p.earned.clone()).sum();
    let total: Number = checked.iter().map(|p| p.points.clone()).sum();
    let parts: Vec<serde_json::Value> = r
        .parts
        .iter()
        .map(|p| {
            let boxes = sol
                .parts
                .iter()
                .find(|s| s.part.name == p.part && s.part.choices.is_none())
                .map(|s| wrong_boxes(&s.value, &p.wrong))
                .unwrap_or_default();
            serde_json::json!({ "earned": short(&p.earned), "points": short(&p.points), "wrong": boxes })
        })
        .collect();
    let unchecked = r.parts.len() - checked.len();
    let text = (unchecked > 0).then(|| {
        let n = i64::try_from(unchecked).unwrap_or(i64::MAX);
        r.lang.ta("practice-unchecked", &[("n", crate::i18n::Arg::Count(n))])
    });
    serde_json::json!({
        "parts": parts,
        "score": short(&earned),
        "total": short(&total),
        "unchecked": unchecked,
        "unchecked_text": text,
    })
}

/// The boxes ([`Cell::path`]s) of a part's answer shaped like `shape` that the checker found
/// wrong: every box at or under one of its `wrong` places (compare's notation: `.2[3]`, `[4]`,
/// `""` for the whole answer). A place with no box (an entry that should not be there) marks
/// none.
pub fn wrong_boxes(shape: &Value, wrong: &[String]) -> Vec<String> {
    fn walk(v: &Value, place: &mut String, path: &str, out: &mut Vec<(String, String)>) {
        let child = |i: usize| {
            if path.is_empty() {
                i.to_string()
            } else {
                format!("{path}.{i}")
            }
        };
        let len = place.len();
        match v {
            Value::List(items) => {
                for (i, c) in items.iter().enumerate() {
                    place.push_str(&format!("[{}]", i + 1));
                    walk(c, place, &child(i), out);
                    place.truncate(len);
                }
            }
            Value::Map(items) => {
                for (i, (k, c)) in items.iter().enumerate() {
                    place.push('.');
                    place.push_str(k);
                    walk(c, place, &child(i), out);
                    place.truncate(len);
                }
            }
            _ => out.push((place.clone(), path.to_string())),
        }
    }
    if wrong.is_empty() {
        return Vec::new();
    }
    let mut leaves = Vec::new();
    walk(shape, &mut String::new(), "", &mut leaves);
    leaves
        .into_iter()
        .filter(|(place, _)| {
            wrong.iter().any(|w| {
                place
                    .strip_prefix(w.as_str())
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with(['.', '[']))
            })
        })
        .map(|(_, path)| path)
        .collect()
}

/// One request of the page (JSON, [`Request`]) → its response (JSON): `{"answers": the answers
/// file, "box_errors": [...], "report": the report of `mlex check --json`, "shown": the scores
/// as the page shows them}`, or `{"error": …}`
/// when the request or its spec is not valid. Never panics on any input.
pub fn respond(request: &str) -> String {
    let out = match serde_json::from_str::<Request>(request) {
        Err(e) => serde_json::json!({ "error": format!("the page sent a malformed request: {e}") }),
        Ok(req) if req.exam.is_some() => respond_exam(&req),
        Ok(req) => match exercise(&req) {
            Err(e) => serde_json::json!({ "error": e }),
            Ok(ex) => {
                let sol = ex.solve();
                let (answers, box_errors) = answers_file(&sol, &req);
                let bad: Vec<&str> = box_errors.iter().map(|e| e.part.as_str()).collect();
                let checker = Checker::of(sol);
                // the report's lines name the page's boxes, not the answers file's keys
                let namer = names::PageNamer::new(&checker.solution);
                match checker.check_named(Source::new("answers.yaml", answers.clone()), &namer) {
                    Ok(r) => serde_json::json!({
                        "answers": answers,
                        "box_errors": box_errors,
                        "report": r.to_json(false),
                        "shown": shown_scores(&r, &bad, &checker.solution),
                    }),
                    Err(d) => {
                        let invalid = serde_json::json!({ "invalid": d.to_string() });
                        serde_json::json!({ "answers": answers, "box_errors": box_errors, "report": invalid })
                    }
                }
            }
        },
    };
    out.to_string()
}

/// The exam of a request: its text read with the `file:` specs the page carries (the names as
/// the exam writes them), in the page's language.
pub fn exam(req: &Request) -> Result<crate::exam::Exam, String> {
    let text = req.exam.clone().unwrap_or_default();
    let source = Source::new("exam.yaml", text);
    let mut read = |path: &std::path::Path| -> Result<Option<std::sync::Arc<Source>>, crate::Error> {
        let name = path.to_string_lossy();
        Ok(req
            .files
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(n, t)| Source::new(n.clone(), t.clone())))
    };
    let mut exam =
        crate::exam::Exam::from_source_with(source, std::path::Path::new(""), &mut read).map_err(|e| e.to_string())?;
    if let Some(lang) = req.lang.as_deref().and_then(Lang::from_code) {
        exam = exam.with_lang(lang);
    }
    Ok(exam)
}

/// An exam page's request: the variant drawn, the boxes written as an exam answers file and
/// that file graded by [`crate::exam::ExamGrader`], exactly as `mlex check EXAM FILE --seed S`
/// grades it.
fn respond_exam(req: &Request) -> serde_json::Value {
    let exam = match exam(req) {
        Ok(e) => e,
        Err(e) => return serde_json::json!({ "error": e }),
    };
    let seed = req.seed.unwrap_or(0);
    let number = req.variant.unwrap_or(1);
    let v = match exam.variant(seed, number) {
        Ok(v) => v,
        Err(e) => return serde_json::json!({ "error": e.to_string() }),
    };
    let solved: Vec<Solution> = v.exercises.iter().map(|(ex, _)| ex.solve()).collect();
    let (answers, box_errors) = exam_answers_file(&solved, seed, number, req);
    let grader = crate::exam::ExamGrader::new(&exam, seed).named(names::page_namer);
    let (report, shown) = match grader.check(Source::new("answers.yaml", answers.clone())) {
        Ok(r) => {
            let shown: Vec<serde_json::Value> = r
                .exercises
                .iter()
                .zip(&solved)
                .map(|(x, sol)| {
                    let bad: Vec<&str> = box_errors
                        .iter()
                        .filter(|e| e.exercise.as_deref() == Some(x.id.as_str()))
                        .map(|e| e.part.as_str())
                        .collect();
                    shown_scores(&x.report, &bad, sol)
                })
                .collect();
            (r.to_json(false), serde_json::json!({ "exercises": shown }))
        }
        Err(e) => (serde_json::json!({ "invalid": e.to_string() }), serde_json::Value::Null),
    };
    serde_json::json!({ "answers": answers, "box_errors": box_errors, "report": report, "shown": shown })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_title_is_the_worked_solutions_heading() {
        let data = tera::Value::try_from_serializable(&serde_json::json!({ "class": "b" })).unwrap();
        assert_eq!(
            title("softmax", "probability", Lang::En, &data),
            "Probability of class b"
        );
        assert_eq!(
            title("softmax", "probability", Lang::It, &data),
            "Probabilità della classe b"
        );
        let none = tera::Value::try_from_serializable(&serde_json::json!({})).unwrap();
        assert_eq!(title("perceptron", "final_weights", Lang::En, &none), "Final weights");
        assert_eq!(title("perceptron-inverse", "answer", Lang::En, &none), "Answer");
        assert_eq!(title("perceptron-inverse", "answer", Lang::It, &none), "Risposta");
        // an argument the data lacks: not a half-filled message
        assert_eq!(title("softmax", "probability", Lang::En, &none), "Answer");
    }

    #[test]
    fn numbers_as_students_write_them() {
        let read_number = |t: &str, c: bool| super::read_number(t, c, Lang::En);
        assert_eq!(read_number("0.25", false).unwrap(), "0.25");
        assert_eq!(read_number(" 1/4 ", false).unwrap(), "1/4");
        assert_eq!(read_number("\u{2212}0.25", false).unwrap(), "-0.25");
        assert_eq!(read_number("0,25", true).unwrap(), "0.25");
        assert_eq!(read_number("\u{2212}0,25", true).unwrap(), "-0.25");
        assert!(read_number("0,25", false).unwrap_err().contains("decimal point"));
        assert!(read_number("1,000.5", true).is_err());
        assert!(read_number("abc", false).unwrap_err().starts_with("not a number"));
        assert!(read_number("1/0", false).is_err());
        assert!(read_number(&"9".repeat(2000), false).unwrap_err().contains("longer"));
        assert_eq!(read_number("-inf", false).unwrap(), "-inf");
        // expressions (docs/checking.md, "Numbers as expressions"), their commas as points
        assert_eq!(read_number("ln(2)", false).unwrap(), "ln(2)");
        assert_eq!(read_number("1 / (1 + e^\u{2212}2)", false).unwrap(), "1/(1+e^-2)");
        assert_eq!(read_number("ln(0,5) + 1,5", true).unwrap(), "ln(0.5)+1.5");
        assert_eq!(
            read_number("ln(", false).unwrap_err(),
            "not an expression mlex reads: `(` is not closed"
        );
        assert!(read_number("ln(0,5)", false).unwrap_err().contains("a decimal comma"));
        assert!(
            super::read_number("x", true, Lang::It)
                .unwrap_err()
                .starts_with("non è un numero")
        );
    }

    #[test]
    fn the_identity_in_a_gzip_header() {
        // `gzip -n` (no comment); the same with FCOMMENT; with FNAME and FEXTRA before it
        let plain = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3, 3, 0];
        assert_eq!(wasm_identity(&plain), None);
        let mut c = vec![0x1f, 0x8b, 8, 0x10, 0, 0, 0, 0, 2, 3];
        c.extend_from_slice(b"mlex-checker-id:ab\0\x03\x00");
        assert_eq!(wasm_identity(&c), Some("mlex-checker-id:ab"));
        let mut all = vec![0x1f, 0x8b, 8, 0x1c, 0, 0, 0, 0, 2, 3, 2, 0, 9, 9];
        all.extend_from_slice(b"name\0id\0");
        assert_eq!(wasm_identity(&all), Some("id"));
        // cut short: no comment's end, no header
        assert_eq!(wasm_identity(&c[..14]), None);
        assert_eq!(wasm_identity(&[0x1f]), None);
        assert_eq!(CHECKER_MARK.len(), "mlex-checker-id:".len() + 32);
    }

    #[test]
    fn the_wrong_places_are_the_boxes_under_them() {
        let n = |x: i64| Value::Number(Number::from(x));
        let class = |v: [i64; 3]| Value::List(v.into_iter().map(n).collect());
        let w = Value::Map(vec![("1".into(), class([1, 2, 3])), ("10".into(), class([4, 5, 6]))]);
        let wrong = |places: &[&str]| wrong_boxes(&w, &places.iter().map(|p| p.to_string()).collect::<Vec<_>>());
        assert_eq!(wrong(&[".1[3]"]), ["0.2"]);
        assert_eq!(wrong(&[".10[1]", ".1[2]"]), ["0.1", "1.0"]);
        // a whole class (missing, or a vector of another length); `.1` is not `.10`'s prefix
        assert_eq!(wrong(&[".1"]), ["0.0", "0.1", "0.2"]);
        // the whole answer; an entry that should not be there has no box
        assert_eq!(wrong(&[""]).len(), 6);
        assert!(wrong(&[".7"]).is_empty() && wrong(&[]).is_empty());
        let trace = Value::List(vec![w.clone(), w]);
        let places = ["[2].10[3]".to_string()];
        assert_eq!(wrong_boxes(&trace, &places), ["1.1.2"]);
        assert_eq!(wrong_boxes(&trace, &["[1]".to_string()]).len(), 6);
    }

    /// The boxes of exercises/perceptron/upv-2023-01-26.yaml as the page sends them: a trace of
    /// 4 steps of 3 classes' weights, and the final weights.
    fn perceptron_boxes(trace: &[[[i64; 3]; 3]], last: [[i64; 3]; 3]) -> serde_json::Value {
        let mut t = Vec::new();
        for (k, step) in trace.iter().enumerate() {
            for (c, class) in step.iter().enumerate() {
                for (d, x) in class.iter().enumerate() {
                    t.push(serde_json::json!([format!("{k}.{c}.{d}"), x.to_string()]));
                }
            }
        }
        let mut f = Vec::new();
        for (c, class) in last.iter().enumerate() {
            for (d, x) in class.iter().enumerate() {
                f.push(serde_json::json!([format!("{c}.{d}"), x.to_string()]));
            }
        }
        serde_json::json!([["trace", t], ["final_weights", f], ["classify", [["", "2"]]]])
    }

    #[test]
    fn the_response_names_the_wrong_boxes() {
        let spec = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/exercises/perceptron/upv-2023-01-26.yaml"
        ))
        .unwrap();
        // Seed 003's trace, worked by hand in scripts/practice_check.py: only sample 4 is
        // misclassified (w3 −= x̄, w2 += x̄). The slip: w1's third weight −9 at step 2; steps 3
        // and 4 right from that state (carried forward), so only that box is wrong. The final
        // weights with w2's d = 0 written 0 (the seed prints 1): that box only.
        let w0 = [[-1, 4, -10], [0, -6, -2], [-3, -8, 2]];
        let slip = [[-1, 4, -9], [0, -6, -2], [-3, -8, 2]];
        let slip4 = [[-1, 4, -9], [1, -5, 0], [-4, -9, 0]];
        let last = [[-1, 4, -10], [0, -5, 0], [-4, -9, 0]];
        let req = serde_json::json!({ "spec": spec, "boxes": perceptron_boxes(&[w0, slip, slip, slip4], last) });
        let v: serde_json::Value = serde_json::from_str(&respond(&req.to_string())).unwrap();
        let parts = &v["report"]["parts"];
        let shown = &v["shown"]["parts"];
        assert_eq!(parts[0]["part"], "trace", "{v}");
        assert_eq!(parts[0]["verdict"], "partial", "{v}");
        assert_eq!(shown[0]["wrong"], serde_json::json!(["1.0.2"]), "{v}");
        assert_eq!(parts[2]["part"], "final_weights", "{v}");
        assert_eq!(shown[2]["wrong"], serde_json::json!(["1.0"]), "{v}");
        // classify `2` is right; the unanswered parts are missing, with no box marked
        assert_eq!(parts[4]["verdict"], "right", "{v}");
        for i in 0..5 {
            if i != 0 && i != 2 {
                assert_eq!(shown[i]["wrong"], serde_json::json!([]), "part {i}: {v}");
            }
        }
        // `mlex check --json`'s report is unchanged: no `wrong` in it
        assert!(parts[0].get("wrong").is_none(), "{v}");
        // a trace whose step 1 is not the initial weights: step 1 wrong, and the later steps
        // judged from it (the same weights again: right from that state)
        let bad = [[-1, 4, -10], [0, -6, -2], [-3, -8, 3]];
        let req = serde_json::json!({ "spec": spec, "boxes": perceptron_boxes(&[bad, w0, w0, w0], last) });
        let v: serde_json::Value = serde_json::from_str(&respond(&req.to_string())).unwrap();
        let marked = v["shown"]["parts"][0]["wrong"].as_array().unwrap().clone();
        assert!(marked.contains(&serde_json::json!("0.2.2")), "{v}");
        assert!(!marked.iter().any(|m| m.as_str().unwrap().starts_with("0.0")), "{v}");
    }

    #[test]
    fn quoting_cannot_be_escaped() {
        assert_eq!(quoted("a\"b\\c\n"), "\"a\\\"b\\\\c\\u000a\"");
    }
}
