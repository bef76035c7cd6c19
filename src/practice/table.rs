//! A part's boxes laid out on the worksheet's answer table of the part (`blank_{part}` in the
//! kind's data, `render::answer_table`), and the decision regions' intervals: the page's names
//! are the worksheet's (docs/practice.md).

use super::{Cell, Layout, leaf};
use crate::exercise::PartArg;
use crate::present::Fmt;
use crate::render::data_field;
use crate::value::Value;

/// The worksheet's answer table of a part (`blank_{part}` in the kind's data): its header and
/// its rows' cells.
pub(super) struct Blank {
    pub(super) header: Vec<String>,
    pub(super) rows: Vec<Vec<String>>,
}

pub(super) fn blank_table(data: &tera::Value, part: &str, arg: &PartArg, f: &Fmt) -> Option<Blank> {
    let t = crate::render::answer_table(data, part, arg, f)?;
    let t = &t;
    let strings = |v: &tera::Value| -> Option<Vec<String>> {
        // a cell as the Markdown table holds it: `|` escaped (`P(a \\| x)`), a name in TeX
        // (`$f(x_n)$`) as text (`f(xₙ)`); a cell whose TeX has no text form leaves the table out
        v.as_array()?
            .iter()
            .map(|c| c.as_str().and_then(|c| tex_as_text(&c.replace("\\|", "|"))))
            .collect()
    };
    let header = strings(data_field(t, "header")?)?;
    let rows = data_field(t, "rows")?
        .as_array()?
        .iter()
        .map(strings)
        .collect::<Option<Vec<_>>>()?;
    (header.len() >= 2).then_some(Blank { header, rows })
}

/// A cell of an answer table as a box's label reads it: a name the worksheet typesets in TeX
/// (`$y_n(\omega^\top x_n + b)$`) written in Unicode (`yₙ(ωᵀxₙ + b)`), text as it is; `None`
/// when the TeX holds more than the few symbols such names use (`$c^*(x)$`, `$w_c$`: the
/// worksheet's typesetting, not a label).
fn tex_as_text(cell: &str) -> Option<String> {
    let Some(tex) = cell.strip_prefix('$').and_then(|t| t.strip_suffix('$')) else {
        return (!cell.contains('$')).then(|| cell.to_string());
    };
    const COMMANDS: [(&str, &str); 9] = [
        ("\\alpha", "α"),
        ("\\xi", "ξ"),
        ("\\sigma", "σ"),
        ("\\omega", "ω"),
        ("\\Psi", "Ψ"),
        ("\\top", "ᵀ"),
        ("\\bar{x}", "x\u{304}"),
        ("\\bar{X}", "X\u{304}"),
        ("\\hat{c}", "\u{109}"),
    ];
    let mut out = String::new();
    let mut rest = tex;
    while let Some(c) = rest.chars().next() {
        if let Some((cmd, text)) = COMMANDS.iter().find(|(cmd, _)| rest.starts_with(cmd)) {
            out.push_str(text);
            rest = rest[cmd.len()..].strip_prefix(' ').unwrap_or(&rest[cmd.len()..]);
        } else if let Some(r) = rest.strip_prefix("^\\top") {
            out.push('ᵀ');
            rest = r.strip_prefix(' ').unwrap_or(r);
        } else if let Some(r) = rest.strip_prefix("_n") {
            out.push('ₙ');
            rest = r;
        } else if c == '-' {
            out.push('−');
            rest = &rest[1..];
        } else if c == '\\' || c == '_' || c == '^' || c == '{' || c == '}' {
            return None;
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    Some(out)
}

/// The boxes of an answer laid out on the worksheet's answer table: a row of the table per
/// entry of the answer and a column per entry of that (a row per sample, a column per class),
/// or the other way round for an answer keyed by the table's columns (a class's weights under
/// `w_c`). The table's rows already filled in (the initial weights) are not asked; the rows'
/// names are the table's first cells, or `1, 2, …` under its corner when the answer has another
/// number of rows (a trace). A one-row table whose row has no name is a row of boxes. `None`
/// when the answer does not fit the table.
pub(super) fn on_table(t: &Blank, v: &Value) -> Option<Layout> {
    let corner = t.header[0].clone();
    let columns: Vec<String> = t.header[1..].to_vec();
    let asked: Vec<&Vec<String>> = t
        .rows
        .iter()
        .filter(|r| r.iter().skip(1).any(String::is_empty))
        .collect();
    let cell = |path: String, x: &Value| Cell::new(path, leaf(x));
    // a value, or a list of values
    if scalar(v) || entries(v).is_some_and(|o| o.iter().all(scalar)) {
        return flat(corner, columns, &asked, v);
    }
    let outer = entries(v)?;
    let inner: Vec<Vec<Value>> = outer.iter().map(entries).collect::<Option<_>>()?;
    // an augmented matrix: a matrix and its last column (the normal equations' X̄ᵀX̄ | X̄ᵀy)
    if let Some(layout) = augmented(&corner, &columns, &asked, &inner) {
        return Some(layout);
    }
    // an entry is a value, or an interval's two ends (`{ from: …, to: … }`: a surrogate loss's
    // minimisers), two boxes in one cell
    if !inner.iter().flatten().all(|x| scalar(x) || interval(x).is_some()) {
        return None;
    }
    let by_rows = inner.iter().all(|r| r.len() == columns.len());
    // a map keyed by the table's rows' names (a loss's values per η) is read by rows
    let keyed_by_rows = matches!(v, Value::Map(items)
        if items.len() == asked.len() && items.iter().zip(&asked).all(|((k, _), r)| *k == r[0]));
    let by_columns = matches!(v, Value::Map(_))
        && !keyed_by_rows
        && outer.len() == columns.len()
        && inner.iter().all(|c| c.len() == asked.len());
    let (rows, cells): (Vec<String>, Vec<Vec<Cell>>) = if by_columns {
        let rows = asked.iter().map(|r| r[0].clone()).collect();
        let cells = (0..asked.len())
            .map(|r| {
                (0..columns.len())
                    .map(|c| cell(format!("{c}.{r}"), &inner[c][r]))
                    .collect()
            })
            .collect();
        (rows, cells)
    } else if by_rows {
        let rows = if asked.len() == inner.len() {
            asked.iter().map(|r| r[0].clone()).collect()
        } else {
            (1..=inner.len()).map(|i| i.to_string()).collect()
        };
        let cells = inner.iter().enumerate().map(|(r, row)| row_cells(r, row)).collect();
        (rows, cells)
    } else {
        return None;
    };
    Some(Layout::Table {
        corner,
        subcorner: String::new(),
        rows,
        columns,
        cells,
    })
}

/// [`on_table`] of a value or a list of values: one box in a one-cell table, a value per row of
/// a one-column table (predictions at the points asked), or a value per column (one row).
fn flat(corner: String, columns: Vec<String>, asked: &[&Vec<String>], v: &Value) -> Option<Layout> {
    let cell = |path: String, x: &Value| Cell::new(path, leaf(x));
    // one value in a one-column table of one row (a prediction at the one point asked)
    if let ([row], [_]) = (asked, columns.as_slice())
        && scalar(v)
    {
        return Some(Layout::Table {
            corner,
            subcorner: String::new(),
            rows: vec![row[0].clone()],
            columns,
            cells: vec![vec![cell(String::new(), v)]],
        });
    }
    let outer = entries(v)?;
    // a value per row of a one-column table (predictions at the points asked)
    if columns.len() == 1 && outer.len() == asked.len() && asked.len() > 1 && outer.iter().all(scalar) {
        return Some(Layout::Table {
            corner,
            subcorner: String::new(),
            rows: asked.iter().map(|r| r[0].clone()).collect(),
            columns,
            cells: outer
                .iter()
                .enumerate()
                .map(|(i, x)| vec![cell(i.to_string(), x)])
                .collect(),
        });
    }
    // one value per column: a row of boxes under the columns' names, in the table's one row
    if outer.len() == columns.len() && outer.iter().all(scalar) {
        let cells: Vec<Cell> = outer.iter().enumerate().map(|(i, x)| cell(i.to_string(), x)).collect();
        return match asked {
            [] => Some(Layout::Row {
                headers: columns,
                cells,
            }),
            [row] if row[0].is_empty() => Some(Layout::Row {
                headers: columns,
                cells,
            }),
            [row] => Some(Layout::Table {
                corner,
                subcorner: String::new(),
                rows: vec![row[0].clone()],
                columns,
                cells: vec![cells],
            }),
            _ => None,
        };
    }
    None
}

/// The boxes of row `r` of a table, an interval's two (`from`, `to`) for an entry that is one.
fn row_cells(r: usize, row: &[Value]) -> Vec<Cell> {
    row.iter()
        .enumerate()
        .flat_map(|(c, x)| match interval(x) {
            Some(ends) => ends
                .iter()
                .enumerate()
                .map(|(e, (k, x))| Cell {
                    end: (*k).to_string(),
                    ..Cell::new(format!("{r}.{c}.{e}"), leaf(x))
                })
                .collect(),
            None => vec![Cell::new(format!("{r}.{c}"), leaf(x))],
        })
        .collect()
}

/// The two ends of an interval (`{ from: …, to: … }`, as `margin_common::interval_value` writes
/// it), with their keys; `None` for any other value.
fn interval(v: &Value) -> Option<[(&str, &Value); 2]> {
    match v {
        Value::Map(items) => match items.as_slice() {
            [(a, x), (b, y)] if a == "from" && b == "to" && scalar(x) && scalar(y) => {
                Some([(a.as_str(), x), (b.as_str(), y)])
            }
            _ => None,
        },
        _ => None,
    }
}

/// The entries of a list or a map's values; `None` for a scalar.
fn entries(v: &Value) -> Option<Vec<Value>> {
    match v {
        Value::List(items) => Some(items.clone()),
        Value::Map(items) => Some(items.iter().map(|(_, c)| c.clone()).collect()),
        _ => None,
    }
}

fn scalar(v: &Value) -> bool {
    entries(v).is_none()
}

/// [`on_table`] of an augmented matrix: a matrix and its last column (the normal equations'
/// X̄ᵀX̄ | X̄ᵀy), a row of boxes per asked row of the table.
fn augmented(corner: &str, columns: &[String], asked: &[&Vec<String>], inner: &[Vec<Value>]) -> Option<Layout> {
    if let [m, b] = inner
        && m.len() == asked.len()
        && b.len() == asked.len()
        && b.iter().all(scalar)
    {
        let m: Option<Vec<Vec<Value>>> = m.iter().map(entries).collect();
        if let Some(m) = m.filter(|m| m.iter().all(|r| r.len() + 1 == columns.len() && r.iter().all(scalar))) {
            let cells = m
                .iter()
                .zip(b)
                .enumerate()
                .map(|(r, (row, last))| {
                    let mut cells: Vec<Cell> = row
                        .iter()
                        .enumerate()
                        .map(|(c, x)| Cell::new(format!("0.{r}.{c}"), leaf(x)))
                        .collect();
                    cells.push(Cell::new(format!("1.{r}"), leaf(last)));
                    cells
                })
                .collect();
            return Some(Layout::Table {
                corner: corner.to_string(),
                subcorner: String::new(),
                rows: asked.iter().map(|r| r[0].clone()).collect(),
                columns: columns.to_vec(),
                cells,
            });
        }
    }
    None
}

/// Decision regions, a union of intervals `[from, to]` per class (`{ 1: [[-inf, 4]], 2: [[4,
/// inf]] }`): a row per class, and each interval in one cell of two boxes (`from`, `to`), the
/// intervals counted `1, 2, …` as the worked solution lists them (`R[c] = (0, 0.52) ∪ (2.09,
/// ∞)`). How many there are depends on the answer: a row has as many as its region has.
pub(super) fn regions(v: &Value) -> Option<Layout> {
    let Value::Map(items) = v else { return None };
    let mut cells = Vec::with_capacity(items.len());
    for (r, (_, region)) in items.iter().enumerate() {
        let Value::List(intervals) = region else { return None };
        let mut row = Vec::new();
        for (i, interval) in intervals.iter().enumerate() {
            match interval {
                Value::List(ends) if ends.len() == 2 && ends.iter().all(scalar) => {
                    for (e, (end, x)) in ["from", "to"].iter().zip(ends).enumerate() {
                        row.push(Cell {
                            end: (*end).to_string(),
                            ..Cell::new(format!("{r}.{i}.{e}"), leaf(x))
                        });
                    }
                }
                _ => return None,
            }
        }
        cells.push(row);
    }
    let most = cells.iter().map(|r| r.len() / 2).max()?;
    Some(Layout::Table {
        corner: String::new(),
        subcorner: String::new(),
        rows: items.iter().map(|(k, _)| k.clone()).collect(),
        columns: (1..=most.max(1)).map(|i| i.to_string()).collect(),
        cells,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn blank(header: &[&str], rows: &[&[&str]]) -> Blank {
        Blank {
            header: header.iter().map(|h| h.to_string()).collect(),
            rows: rows.iter().map(|r| r.iter().map(|c| c.to_string()).collect()).collect(),
        }
    }

    fn paths(l: &Layout) -> (Vec<String>, Vec<String>, Vec<Vec<String>>) {
        match l {
            Layout::Table {
                rows, columns, cells, ..
            } => (
                rows.clone(),
                columns.clone(),
                cells
                    .iter()
                    .map(|r| r.iter().map(|c| c.path.clone()).collect())
                    .collect(),
            ),
            Layout::Row { headers, cells } => (
                Vec::new(),
                headers.clone(),
                vec![cells.iter().map(|c| c.path.clone()).collect()],
            ),
            other => panic!("{other:?}"),
        }
    }

    fn n(i: i64) -> Value {
        Value::Number(crate::num::Number::from(i))
    }

    /// The boxes on the worksheet's answer table: by rows, by columns (a class map), augmented,
    /// a map keyed by the rows, one row, a trace under a table with its first row filled in; an
    /// answer of another shape is not put on it.
    #[test]
    fn an_answer_is_laid_out_on_its_answer_table() {
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        // a row per sample, a column per class
        let t = blank(&["n", "a₁", "a₂"], &[&["1", "", ""], &["2", "", ""]]);
        let v = Value::List(vec![Value::List(vec![n(1), n(2)]), Value::List(vec![n(3), n(4)])]);
        let (rows, columns, cells) = paths(&on_table(&t, &v).unwrap());
        assert_eq!((rows, columns), (s(&["1", "2"]), s(&["a₁", "a₂"])));
        assert_eq!(cells, [s(&["0.0", "0.1"]), s(&["1.0", "1.1"])]);
        // a class's weights under w_c: class c's entry d in row d, column c
        let t = blank(&["d", "w₁", "w₂"], &[&["0", "", ""], &["1", "", ""]]);
        let v = Value::Map(vec![
            ("1".into(), Value::List(vec![n(1), n(2)])),
            ("2".into(), Value::List(vec![n(3), n(4)])),
        ]);
        let (rows, _, cells) = paths(&on_table(&t, &v).unwrap());
        assert_eq!(rows, s(&["0", "1"]));
        assert_eq!(cells, [s(&["0.0", "1.0"]), s(&["0.1", "1.1"])]);
        // a map keyed by the table's rows is read by rows, even when square
        let t = blank(&["", "η = 0", "η = 1"], &[&["hinge", "", ""], &["square", "", ""]]);
        let v = Value::Map(vec![
            ("hinge".into(), Value::List(vec![n(1), n(2)])),
            ("square".into(), Value::List(vec![n(3), n(4)])),
        ]);
        assert_eq!(
            paths(&on_table(&t, &v).unwrap()).2,
            [s(&["0.0", "0.1"]), s(&["1.0", "1.1"])]
        );
        // an augmented matrix: A's entries `0.r.c`, b's `1.r`
        let t = blank(&["", "w₀", "w₁", "b"], &[&["r₀", "", "", ""], &["r₁", "", "", ""]]);
        let v = Value::Map(vec![
            (
                "a".into(),
                Value::List(vec![Value::List(vec![n(1), n(2)]), Value::List(vec![n(3), n(4)])]),
            ),
            ("b".into(), Value::List(vec![n(5), n(6)])),
        ]);
        assert_eq!(paths(&on_table(&t, &v).unwrap()).2[1], s(&["0.1.0", "0.1.1", "1.1"]));
        // one named row: a table of one row; one row with no name: a row of boxes
        let v = Value::List(vec![n(1), n(2)]);
        let named = on_table(&blank(&["n", "1", "2"], &[&["αₙ", "", ""]]), &v).unwrap();
        assert!(matches!(&named, Layout::Table { corner, rows, .. } if corner == "n" && rows == &s(&["αₙ"])));
        let row = on_table(&blank(&["", "ω₁", "ω₂"], &[&["", "", ""]]), &v).unwrap();
        assert!(matches!(&row, Layout::Row { headers, .. } if headers == &s(&["ω₁", "ω₂"])));
        // a trace: the first row (the initial θ) is given, the steps are counted under the corner
        let t = blank(&["i", "θ", "L(θ)"], &[&["0", "1", "2"], &["1", "", ""]]);
        let v = Value::List(vec![Value::List(vec![n(1), n(2)]); 3]);
        let (rows, columns, _) = paths(&on_table(&t, &v).unwrap());
        assert_eq!((rows, columns), (s(&["1", "2", "3"]), s(&["θ", "L(θ)"])));
        // not this table's shape: a scalar, a row of another length, entries that are not numbers
        assert!(on_table(&t, &n(1)).is_none());
        assert!(on_table(&blank(&["", "a", "b", "c"], &[&["", "", "", ""]]), &v).is_none());
        let nested = Value::List(vec![Value::List(vec![Value::List(vec![n(1)]), n(2)])]);
        assert!(on_table(&blank(&["", "a", "b"], &[&["x", "", ""]]), &nested).is_none());
        // a value per asked point in a one-column table; one value in a one-cell table
        let t = blank(&["", "f(x)"], &[&["x = 1", ""], &["x = 2", ""]]);
        let (rows, _, cells) = paths(&on_table(&t, &Value::List(vec![n(1), n(2)])).unwrap());
        assert_eq!((rows, cells), (s(&["x = 1", "x = 2"]), vec![s(&["0"]), s(&["1"])]));
        let t = blank(&["", "c(x)"], &[&["x = 1", ""]]);
        assert_eq!(paths(&on_table(&t, &n(3)).unwrap()).2, [s(&[""])]);
        // an interval `{ from, to }` in a row: two boxes of one cell, under one column
        let t = blank(&["", "η = 0", "η = 1"], &[&["hinge", "", ""]]);
        let interval = Value::Map(vec![("from".into(), n(-1)), ("to".into(), n(1))]);
        let v = Value::Map(vec![("hinge".into(), Value::List(vec![interval, n(2)]))]);
        let laid = on_table(&t, &v).unwrap();
        let (_, columns, cells) = paths(&laid);
        assert_eq!(columns, s(&["η = 0", "η = 1"]));
        assert_eq!(cells, [s(&["0.0.0", "0.0.1", "0.1"])]);
        let Layout::Table { cells, .. } = &laid else {
            unreachable!()
        };
        let ends: Vec<&str> = cells[0].iter().map(|c| c.end.as_str()).collect();
        assert_eq!(ends, ["from", "to", ""]);
        // a map of two other keys is not an interval
        let pair = Value::Map(vec![("a".into(), n(-1)), ("b".into(), n(1))]);
        let v = Value::Map(vec![("hinge".into(), Value::List(vec![pair, n(2)]))]);
        assert!(on_table(&t, &v).is_none());
    }

    /// Decision regions: a row per class, an interval's two boxes per cell, as many intervals
    /// as the region has.
    #[test]
    fn regions_are_intervals_per_class() {
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let inf = |t: &str| Value::Label(t.into());
        let iv = |a: Value, b: Value| Value::List(vec![a, b]);
        let v = Value::Map(vec![
            ("a".into(), Value::List(vec![iv(n(0), n(1))])),
            (
                "b".into(),
                Value::List(vec![iv(inf("-inf"), n(0)), iv(n(1), inf("inf"))]),
            ),
            ("c".into(), Value::List(vec![])),
        ]);
        let laid = regions(&v).unwrap();
        let (rows, columns, cells) = paths(&laid);
        assert_eq!((rows, columns), (s(&["a", "b", "c"]), s(&["1", "2"])));
        assert_eq!(cells[1], s(&["1.0.0", "1.0.1", "1.1.0", "1.1.1"]));
        assert!(cells[2].is_empty());
        // not regions: a class's weights, intervals of three ends
        assert!(regions(&Value::Map(vec![("a".into(), Value::List(vec![n(1), n(2)]))])).is_none());
        let three = Value::List(vec![Value::List(vec![n(0), n(1), n(2)])]);
        assert!(regions(&Value::Map(vec![("a".into(), three)])).is_none());
    }

    /// A title takes its message's arguments from the kind's data; with no message, the answer's
    /// label, never the part's key.
    // the names the kinds' answer tables typeset (src/kinds/), read as their Unicode by hand
    #[test]
    fn a_tex_name_reads_as_its_unicode_text() {
        for (tex, text) in [
            (r"$\alpha_n$", "αₙ"),
            ("$f(x_n)$", "f(xₙ)"),
            ("$y_n - f(x_n)$", "yₙ − f(xₙ)"),
            (r"$\sigma(w^\top \bar{x}_n)$", "σ(wᵀx\u{304}ₙ)"),
            (r"$\bar{X}^\top \Psi y$", "X\u{304}ᵀΨy"),
            (r"$y_n(\omega^\top x_n + b)$", "yₙ(ωᵀxₙ + b)"),
            (r"$\hat{c}(x_n)$", "ĉ(xₙ)"),
            ("w₀", "w₀"),
        ] {
            assert_eq!(tex_as_text(tex).as_deref(), Some(text), "{tex}");
        }
        // typesetting with no text form: the table is not a box's label
        for tex in [r"$c^*(x)$", "$g_c(x)$", "$w_c$", r"$\frac{1}{2}$", "a $x$ b"] {
            assert_eq!(tex_as_text(tex), None, "{tex}");
        }
    }
}
