//! The places the checker's lines name, named as the practice page names its boxes
//! (docs/practice.md, "What the lines under the boxes say"): by the row and column names of the
//! part's answer table, in the page's language ("the box at row ∂E/∂w₀ = 0, column w₁ is
//! wrong"), never by an answer key or an entry's number. The checker asks through its
//! [`Namer`]; the places are `compare`'s paths, matched to boxes as the page marks its wrong
//! boxes ([`wrong_boxes`]).

use super::{Layout, PartForm, form, wrong_boxes};
use crate::check::place::Namer;
use crate::exercise::Solution;
use crate::i18n::Lang;

/// The page's names of a solution's places: its parts' boxes as [`form`] lays them out.
pub(crate) struct PageNamer<'s> {
    sol: &'s Solution,
    forms: Vec<PartForm>,
}

impl<'s> PageNamer<'s> {
    /// The names of the boxes of `sol`'s page.
    pub(crate) fn new(sol: &'s Solution) -> Self {
        PageNamer { sol, forms: form(sol) }
    }

    fn lang(&self) -> Lang {
        self.sol.exercise.lang()
    }

    fn title(&self, part: &str) -> String {
        match self.forms.iter().find(|f| f.name == part) {
            Some(f) => f.title.clone(),
            None => self.lang().t("answer-label").trim_end_matches(':').to_string(),
        }
    }
}

/// [`PageNamer::new`] as a function, for an exam's grader (`ExamGrader::named`).
pub(crate) fn page_namer(sol: &Solution) -> Box<dyn Namer + '_> {
    Box::new(PageNamer::new(sol))
}

impl Namer for PageNamer<'_> {
    fn place(&self, part: &str, within: &str, path: &str) -> String {
        let shape = self.sol.parts.iter().find(|p| p.part.name == part).map(|p| &p.value);
        let (Some(shape), Some(f)) = (shape, self.forms.iter().find(|f| f.name == part)) else {
            return self.title(part);
        };
        let boxes = wrong_boxes(shape, &[format!("{within}{path}")]);
        let context = (!within.is_empty()).then(|| wrong_boxes(shape, &[within.to_string()]));
        match boxes.as_slice() {
            [one] => box_name(&f.layout, one, context.as_deref(), self.lang()).unwrap_or_else(|| f.title.clone()),
            // the whole answer, or a place of several boxes (a shape the page never writes)
            _ => f.title.clone(),
        }
    }

    fn part(&self, part: &str) -> String {
        self.title(part)
    }
}

/// The name of the box at `path` in `layout`, as its row and column headers name it; the row
/// left out when `context` (the boxes of the place the line already names: a trace's step) lies
/// in the box's row. `None` for a layout without headers (one box, option buttons).
fn box_name(layout: &Layout, path: &str, context: Option<&[String]>, lang: Lang) -> Option<String> {
    match layout {
        Layout::Row { headers, cells } => {
            let i = cells.iter().position(|c| c.path == path)?;
            Some(lang.ta("practice-place-under", &[("column", headers.get(i)?.as_str().into())]))
        }
        Layout::Table {
            corner,
            subcorner,
            rows,
            columns,
            cells,
        } => {
            // (row, column, the interval's end the box holds, if it is one of a cell's two)
            let at = |p: &str| {
                cells.iter().enumerate().find_map(|(r, row)| {
                    super::by_column(row)
                        .iter()
                        .enumerate()
                        .find_map(|(c, group)| group.iter().find(|b| b.path == p).map(|b| (r, c, b.end.as_str())))
                })
            };
            let (r, c, end) = at(path)?;
            let header = columns.get(c)?;
            // a column grouped under a class (`w₁ · 2` under `w₁`, `d` below): `w₁, d = 2`
            let column = match header.split_once(" · ") {
                Some((group, entry)) if !subcorner.is_empty() => format!("{group}, {subcorner} = {entry}"),
                _ => header.clone(),
            };
            // an interval's end: `η = 1/4, from`
            let column = if end.is_empty() {
                column
            } else {
                format!("{column}, {end}")
            };
            let row = rows.get(r)?;
            let row_said =
                context.is_some_and(|ctx| !ctx.is_empty() && ctx.iter().all(|p| at(p).map(|x| x.0) == Some(r)));
            // one row named by a quantity whose columns the corner counts: `f(xₙ)` at `n = 2` (a
            // row named by a number is one of the corner's values: `n = 1`, column `a₂`)
            let per_column = rows.len() == 1 && !corner.is_empty() && row.parse::<u64>().is_err();
            Some(if per_column && column == *header {
                lang.ta(
                    "practice-place-of",
                    &[
                        ("row", row.as_str().into()),
                        ("corner", corner.as_str().into()),
                        ("column", column.into()),
                    ],
                )
            } else if (rows.len() == 1 && corner.is_empty()) || row_said {
                lang.ta("practice-place-under", &[("column", column.into())])
            } else {
                let row = match corner.chars().count() {
                    0 => lang.ta("practice-place-row", &[("row", row.as_str().into())]),
                    // a symbol (`d`, `n`, `x`): `d = 0`; a word (`step`): `step 4`
                    1 => format!("{corner} = {row}"),
                    _ => format!("{corner} {row}"),
                };
                lang.ta("practice-place-cell", &[("at", row.into()), ("column", column.into())])
            })
        }
        Layout::Single { .. } | Layout::Choice { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::practice::{Cell, Leaf};

    fn cells(paths: &[&[&str]]) -> Vec<Vec<Cell>> {
        paths
            .iter()
            .map(|r| r.iter().map(|p| Cell::new(p.to_string(), Leaf::Number)).collect())
            .collect()
    }

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    fn table(corner: &str, subcorner: &str, rows: &[&str], columns: &[&str], paths: &[&[&str]]) -> Layout {
        Layout::Table {
            corner: corner.into(),
            subcorner: subcorner.into(),
            rows: s(rows),
            columns: s(columns),
            cells: cells(paths),
        }
    }

    // The expected names are the headers as the layouts give them, written out by hand.
    #[test]
    fn a_box_is_named_by_its_row_and_column() {
        let en = Lang::En;
        let it = Lang::It;
        let name = |l: &Layout, p: &str, lang| box_name(l, p, None, lang).unwrap();
        // a row of boxes: by the header over it
        let row = Layout::Row {
            headers: s(&["w₀", "w₁"]),
            cells: cells(&[&["0", "1"]])[0].clone(),
        };
        assert_eq!(name(&row, "1", en), "the box under w₁");
        assert_eq!(name(&row, "1", it), "il valore sotto w₁");
        // rows without a corner: `row …`
        let normal = table(
            "",
            "",
            &["∂E/∂w₀ = 0", "∂E/∂w₁ = 0"],
            &["w₀", "w₁", "X̄ᵀy"],
            &[&["0.0.0", "0.0.1", "1.0"], &["0.1.0", "0.1.1", "1.1"]],
        );
        assert_eq!(name(&normal, "0.1.0", en), "the box at row ∂E/∂w₁ = 0, column w₀");
        assert_eq!(name(&normal, "1.0", it), "il valore (riga ∂E/∂w₀ = 0, colonna X̄ᵀy)");
        // a symbol in the corner: `d = 1`; a word: `step 2`
        let weights = table("d", "", &["0", "1"], &["w₁", "w₂"], &[&["0.0", "1.0"], &["0.1", "1.1"]]);
        assert_eq!(name(&weights, "1.1", en), "the box at d = 1, column w₂");
        let trace = table(
            "step",
            "d",
            &["1", "2"],
            &["w₁ · 0", "w₁ · 1"],
            &[&["0.0.0", "0.0.1"], &["1.0.0", "1.0.1"]],
        );
        assert_eq!(name(&trace, "1.0.1", en), "the box at step 2, column w₁, d = 1");
        // inside a step the line has named: its column only
        let step = ["1.0.0".to_string(), "1.0.1".to_string()];
        assert_eq!(
            box_name(&trace, "1.0.1", Some(&step), en).unwrap(),
            "the box under w₁, d = 1"
        );
        // a value per sample: the row's quantity at the corner's value; a numbered row is one
        // of the corner's values
        let per_sample = table("n", "", &["f(xₙ)"], &["1", "2"], &[&["0", "1"]]);
        assert_eq!(name(&per_sample, "1", en), "the box of f(xₙ) at n = 2");
        assert_eq!(name(&per_sample, "1", it), "il valore di f(xₙ) per n = 2");
        let logits = table("n", "", &["1"], &["a₁", "a₂"], &[&["0.0", "0.1"]]);
        assert_eq!(name(&logits, "0.1", en), "the box at n = 1, column a₂");
        // one named row without a corner: the column
        let gradient = table("", "", &["∇E"], &["∂E/∂w₀", "∂E/∂w₁"], &[&["0", "1"]]);
        assert_eq!(name(&gradient, "1", en), "the box under ∂E/∂w₁");
        // no box there, or no headers
        assert_eq!(box_name(&gradient, "7", None, en), None);
        let single = Layout::Single {
            cell: Cell::new(String::new(), Leaf::Number),
        };
        assert_eq!(box_name(&single, "", None, en), None);
    }

    // An interval's two boxes share their column's cell (surrogate losses' minimizers): the
    // column counts cells, not boxes, and the box says which end it is. Written by hand.
    #[test]
    fn an_intervals_box_is_named_by_its_column_and_end() {
        let end = |p: &str, e: &str| Cell {
            end: e.to_string(),
            ..Cell::new(p.to_string(), Leaf::Number)
        };
        let minimizer = Layout::Table {
            corner: String::new(),
            subcorner: String::new(),
            rows: s(&["hinge", "logistic"]),
            columns: s(&["η = 0", "η = 1/2", "η = 1"]),
            cells: vec![
                vec![
                    Cell::new("0.0".into(), Leaf::Number),
                    end("0.1.0", "from"),
                    end("0.1.1", "to"),
                    Cell::new("0.2".into(), Leaf::Number),
                ],
                vec![
                    Cell::new("1.0".into(), Leaf::Number),
                    Cell::new("1.1".into(), Leaf::Number),
                    Cell::new("1.2".into(), Leaf::Number),
                ],
            ],
        };
        let name = |p: &str| box_name(&minimizer, p, None, Lang::En).unwrap();
        assert_eq!(name("0.1.1"), "the box at row hinge, column η = 1/2, to");
        assert_eq!(name("0.2"), "the box at row hinge, column η = 1");
        assert_eq!(name("1.2"), "the box at row logistic, column η = 1");
    }

    #[test]
    fn the_page_names_a_solutions_places_by_its_boxes() {
        let sol = crate::load_all("exercises/least-squares/plane.yaml")
            .unwrap()
            .remove(0)
            .solve();
        let n = PageNamer::new(&sol);
        assert_eq!(
            n.place("normal_equations", "", ".xtx[2][3]"),
            "the box at row ∂E/∂w₁ = 0, column w₂"
        );
        assert_eq!(
            n.place("normal_equations", "", ".xty[1]"),
            "the box at row ∂E/∂w₀ = 0, column X̄ᵀy"
        );
        // several boxes, the whole answer, a part not asked: the part's title
        assert_eq!(n.place("normal_equations", "", ".xty"), "Normal equations");
        assert_eq!(n.place("normal_equations", "", ""), "Normal equations");
        assert_eq!(n.place("nothing", "", "[1]"), "Answer");
        assert_eq!(n.part("weights"), "Weights");
        // a trace: the step the line names is left out
        let sol = crate::load_all("exercises/perceptron/upv-2023-01-26.yaml")
            .unwrap()
            .remove(0)
            .with_lang(Lang::It)
            .solve();
        let n = PageNamer::new(&sol);
        assert_eq!(n.place("trace", "[3]", ".2[1]"), "il valore sotto w₂, d = 0");
        assert_eq!(
            n.place("trace", "", "[3].2[1]"),
            "il valore (passo 3, colonna w₂, d = 0)"
        );
        assert_eq!(n.part("trace"), "Traccia");
    }
}
