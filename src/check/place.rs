//! How a report's lines name the places of an answer and the parts: through a [`Namer`] that
//! the caller supplies. `mlex check` names them as an answers file writes them ([`FileNamer`]:
//! "row 1, column 2 of `xtx`"); the practice page as its boxes are named (`practice::names`:
//! "the box at row ∂E/∂w₀ = 0, column w₁").

use crate::exercise::Solution;
use crate::i18n::{Lang, answer_key};
use crate::value::Value;

/// Names the places of one solution's answers, and its parts, in the lines of a report.
pub(crate) trait Namer {
    /// The place `path` (as `compare` writes it: `.2[3]`, `[1][2]`) of part `part`'s answer,
    /// inside `within`: a place the line already names (a trace's step `[4]`, whose first
    /// differing entries the line names), `""` for the whole answer.
    fn place(&self, part: &str, within: &str, path: &str) -> String;
    /// Part `part` (its key) where a line names it ("consistent with your answer to …").
    fn part(&self, part: &str) -> String;
}

/// One step of a place's path: a map's key, or a list's entry counted from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Segment<'a> {
    /// `.key`
    Key(&'a str),
    /// `[n]`, from 1
    Index(usize),
}

/// The segments of a path as `compare` writes it, outermost first: `.w[2]` is `w`, then entry 2.
pub(crate) fn segments(path: &str) -> Vec<Segment<'_>> {
    let mut out = Vec::new();
    let mut rest = path;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('.') {
            let end = r.find(['.', '[']).unwrap_or(r.len());
            out.push(Segment::Key(&r[..end]));
            rest = &r[end..];
        } else if let Some(r) = rest.strip_prefix('[') {
            let end = r.find(']').unwrap_or(r.len());
            out.push(Segment::Index(r[..end].parse().unwrap_or(0)));
            rest = r.get(end + 1..).unwrap_or("");
        } else {
            break;
        }
    }
    out
}

/// The entry of `v` at `s`, when it has one.
fn child<'v>(v: Option<&'v Value>, s: Segment<'_>) -> Option<&'v Value> {
    match (v?, s) {
        (Value::List(items), Segment::Index(n)) => items.get(n.checked_sub(1)?),
        (Value::Map(items), Segment::Key(k)) => items.iter().find(|(key, _)| key == k).map(|(_, c)| c),
        _ => None,
    }
}

/// A matrix: at least two rows of the same number (at least two) of single values.
fn is_matrix(v: Option<&Value>) -> bool {
    let Some(Value::List(rows)) = v else { return false };
    let width = match rows.first() {
        Some(Value::List(r)) => r.len(),
        _ => return false,
    };
    rows.len() >= 2
        && width >= 2
        && rows.iter().all(|r| {
            matches!(r, Value::List(cells) if cells.len() == width
                && cells.iter().all(|c| !matches!(c, Value::List(_) | Value::Map(_))))
        })
}

/// The names of an answers file (`mlex check`): where the student typed the keys, a map's key in
/// code (with its name in the report's language before it, `esponenziale (`exponential`)`), a
/// matrix's entry by its row and column, a trace's step by its number, any other entry by its
/// number: "row 1, column 2 of `xtx`", "entry 3 of `2`", "entry 2 of step 4".
pub(crate) struct FileNamer<'s> {
    sol: &'s Solution,
    /// The parts judged as traces (a list of states, step by step).
    traced: Vec<&'s str>,
}

impl<'s> FileNamer<'s> {
    /// The answers-file names of `sol`'s answers.
    pub(crate) fn new(sol: &'s Solution) -> Self {
        let traced = sol
            .parts
            .iter()
            .filter(|sp| sp.part.choices.is_none() && super::grade::is_trace(&sol.exercise, sp))
            .map(|sp| sp.part.name)
            .collect();
        FileNamer { sol, traced }
    }

    fn lang(&self) -> Lang {
        self.sol.exercise.lang
    }

    /// A key as the student typed it, in code; in another language than English, after the
    /// language's name for it when the kind has one (`i18n::answer_key`).
    fn key(&self, key: &str) -> String {
        let lang = self.lang();
        match answer_key(lang, self.sol.exercise.kind.name, key) {
            Some(w) if lang != Lang::En && w != key => format!("{w} (`{key}`)"),
            _ => format!("`{key}`"),
        }
    }
}

/// One piece of a place as an answers file's reader names it.
enum Unit<'a> {
    Key(&'a str),
    Entry(usize),
    Step(usize),
    Cell(usize, usize),
}

impl Namer for FileNamer<'_> {
    fn place(&self, part: &str, within: &str, path: &str) -> String {
        let lang = self.lang();
        let shape = self.sol.parts.iter().find(|p| p.part.name == part).map(|p| &p.value);
        let mut at = segments(within).into_iter().fold(shape, child);
        let segs = segments(path);
        let trace = within.is_empty() && self.traced.contains(&part);
        let mut units = Vec::with_capacity(segs.len());
        let mut i = 0;
        while i < segs.len() {
            let unit = match (segs[i], segs.get(i + 1)) {
                (Segment::Index(n), _) if trace && i == 0 => Unit::Step(n),
                // the last two indices of a matrix's entry
                (Segment::Index(r), Some(Segment::Index(c))) if i + 2 == segs.len() && is_matrix(at) => {
                    i += 1;
                    Unit::Cell(r, *c)
                }
                (Segment::Index(n), _) => Unit::Entry(n),
                (Segment::Key(k), _) => Unit::Key(k),
            };
            at = child(at, segs[i]);
            units.push(unit);
            i += 1;
        }
        // said from the innermost out: "entry 3 of `1`", "entry 2 of step 4"
        let mut out = String::new();
        for (i, u) in units.iter().rev().enumerate() {
            out = match (i, u) {
                (0, Unit::Key(k)) => self.key(k),
                (0, Unit::Entry(n)) => lang.ta("check-entry", &[("n", (*n).into())]),
                (0, Unit::Step(n)) => lang.ta("check-place-step", &[("n", (*n).into())]),
                (_, Unit::Cell(r, c)) => lang.ta("check-row-column", &[("row", (*r).into()), ("column", (*c).into())]),
                (_, Unit::Key(k)) => lang.ta(
                    "check-place-of-key",
                    &[("inner", out.into()), ("key", self.key(k).into())],
                ),
                (_, Unit::Entry(n)) => lang.ta("check-place-of-entry", &[("inner", out.into()), ("n", (*n).into())]),
                (_, Unit::Step(n)) => lang.ta("check-place-of-step", &[("inner", out.into()), ("n", (*n).into())]),
            };
        }
        out
    }

    fn part(&self, part: &str) -> String {
        format!("`{part}`")
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    /// The solution of a shipped exercise, in `lang`.
    fn solved(spec: &str, lang: Lang) -> Solution {
        crate::load_all(spec).unwrap().remove(0).with_lang(lang).solve()
    }

    // The expected names are written by hand from each spec's answers (`mlex solve`): which
    // entry is where in the answers file.
    #[test]
    fn an_answers_file_names_rows_and_columns_keys_and_steps() {
        // least squares: `normal_equations: { xtx: [[4, 2, 2], …], xty: [11, 7, 8] }`
        let sol = solved("exercises/least-squares/plane.yaml", Lang::En);
        let n = FileNamer::new(&sol);
        assert_eq!(
            n.place("normal_equations", "", ".xtx[1][2]"),
            "row 1, column 2 of `xtx`"
        );
        assert_eq!(n.place("normal_equations", "", ".xty[3]"), "entry 3 of `xty`");
        assert_eq!(n.place("normal_equations", "", ".xtx[2]"), "entry 2 of `xtx`");
        assert_eq!(n.place("weights", "", "[2]"), "entry 2");
        assert_eq!(n.part("normal_equations"), "`normal_equations`");
        let sol = solved("exercises/least-squares/plane.yaml", Lang::It);
        assert_eq!(
            FileNamer::new(&sol).place("normal_equations", "", ".xtx[1][2]"),
            "l'elemento in riga 1, colonna 2 di matrice del primo membro (`xtx`)"
        );
        // a trace keyed by class: its steps counted, a step's places said from inside it
        let sol = solved("exercises/perceptron/upv-2023-01-26.yaml", Lang::En);
        let n = FileNamer::new(&sol);
        assert_eq!(n.place("trace", "", "[4].1[3]"), "entry 3 of `1` of step 4");
        assert_eq!(n.place("trace", "[4]", ".1[3]"), "entry 3 of `1`");
        assert_eq!(n.place("trace", "", "[2]"), "step 2");
        assert_eq!(n.place("final_weights", "", ".2[3]"), "entry 3 of `2`");
        let sol = solved("exercises/perceptron/upv-2023-01-26.yaml", Lang::It);
        assert_eq!(
            FileNamer::new(&sol).place("trace", "", "[4].1[3]"),
            "l'elemento 3 di `1` del passo 4"
        );
        // softmax of several logit vectors: a matrix, a row per vector
        let sol = solved("exercises/softmax/logsumexp-bounds.yaml", Lang::En);
        assert_eq!(
            FileNamer::new(&sol).place("probabilities", "", "[2][3]"),
            "row 2, column 3"
        );
        // a map's keys by their names in the language, the key typed kept in code (the spec is
        // Italian): `minimizer: { squared-hinge: [{ from: -inf, to: -1 }, …], … }`
        let sol = solved("exercises/surrogate-losses/risk-minimizers.yaml", Lang::It);
        assert_eq!(
            FileNamer::new(&sol).place("minimizer", "", ".squared-hinge[1].from"),
            "da (`from`) dell'elemento 1 di hinge quadratica (`squared-hinge`)"
        );
        let sol = solved("exercises/surrogate-losses/risk-minimizers.yaml", Lang::En);
        assert_eq!(
            FileNamer::new(&sol).place("minimizer", "", ".squared-hinge[1].from"),
            "`from` of entry 1 of `squared-hinge`"
        );
    }

    #[test]
    fn a_matrix_is_rows_of_single_values_of_one_length() {
        let n = |i: i64| Value::Number(crate::num::Number::from(i));
        let row = |k: usize| Value::List((0..k as i64).map(n).collect());
        assert!(is_matrix(Some(&Value::List(vec![row(2), row(2)]))));
        // one interval is not a matrix; nor are rows of other lengths, or of lists
        assert!(!is_matrix(Some(&Value::List(vec![row(2)]))));
        assert!(!is_matrix(Some(&Value::List(vec![row(2), row(3)]))));
        assert!(!is_matrix(Some(&Value::List(vec![row(1), row(1)]))));
        let nested = Value::List(vec![Value::List(vec![row(2), row(2)]); 2]);
        assert!(!is_matrix(Some(&nested)));
        assert!(!is_matrix(None));
    }

    #[test]
    fn a_path_in_segments() {
        use Segment::{Index, Key};
        assert_eq!(segments(".w[2]"), [Key("w"), Index(2)]);
        assert_eq!(segments("[4].1[2]"), [Index(4), Key("1"), Index(2)]);
        assert_eq!(
            segments(".squared-hinge[3].from"),
            [Key("squared-hinge"), Index(3), Key("from")]
        );
        assert!(segments("").is_empty());
    }
}
