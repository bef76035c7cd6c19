//! `equivalent-classifiers`: which candidate weight sets define a classifier equivalent to a
//! reference one (seed 003, U2.1, section 5; exams 2023_01_26 Question 2 and 2023_01_17
//! Question 3). An equivalent set is w′_c = a·w_c + v with a > 0 (the witness a, v is shown); for
//! every other set, a point where the two classifiers decide differently.

use super::discriminants::{check_classes, functions_text};
use super::prelude::*;
use crate::models::discriminant::{argmax, scores};
use crate::models::equivalence::{self as model, Affine, Mismatch};
use crate::num::axpy;
use crate::present::letter;

/// The `equivalent-classifiers` kind.
pub(crate) static KIND: KindDef = KindDef {
    name: "equivalent-classifiers",
    summary: "which weight sets define a classifier equivalent to a given one (w′ = a·w + v, a > 0)",
    keys: &[
        KeyDef::required(
            "weights",
            "the reference classifier: one homogeneous vector (w0, w1, …) per class",
        ),
        KeyDef::required(
            "options",
            "the candidates: weight sets `{ 1: [...], 2: [...] }` for the same classes, or `all` (\"all the above are equivalent\") or `none` (\"none of the above is\")",
        ),
        keys::CLASSES.def,
    ],
    parts: P::DEFS,
    figures: &[],
    template: include_str!("../../templates/equivalent-classifiers.md"),
    load,
};

crate::parts! {
    /// The parts of `equivalent-classifiers`.
    enum P {
        Equivalent = PartDef::new(
            "equivalent",
            "the option(s) defining an equivalent classifier (an `all` or `none` option when it is the true one)",
        )
        .by_default()
        .option_number(),
        NotEquivalent = PartDef::new(
            "not_equivalent",
            "the option(s) that do not (an `all` option when every set is equivalent)",
        )
        .option_number(),
    }
}

/// The letter of option number `k` (A for 1).
fn option_letter(k: &Number) -> String {
    k.to_i64()
        .and_then(|k| usize::try_from(k).ok())
        .map_or_else(|| k.to_string(), letter)
}

/// Most options.
const MAX_OPTIONS: usize = 20;
/// Most features (the search for a differing point is exact elimination).
const MAX_FEATURES: usize = 3;
/// Most classes for that search.
const MAX_CLASSES: usize = 6;

#[derive(Clone, Debug, PartialEq, Eq)]
enum Candidate {
    Weights(Vec<Vec<Number>>),
    /// "All the above define equivalent classifiers."
    All,
    /// "None of the above defines an equivalent classifier."
    None,
}

#[derive(Clone, Debug)]
struct Equivalent {
    classes: Vec<Label>,
    reference: Vec<Vec<Number>>,
    options: Vec<Candidate>,
    dim: usize,
    /// How options are judged: [`Rule::Right`], or a slip re-run by the answer checker.
    rule: Rule,
}

/// How an option is judged equivalent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// w′_c = a·w_c + v with a > 0 (or the same decisions wherever neither ties).
    Right,
    /// The slip "any multiple will do": a negative a is accepted too.
    AnyScale,
    /// The slip "adding a vector changes the classifier": only w′_c = a·w_c counts.
    ScaleOnly,
}

fn load(l: &mut Loader, m: &Map<'_>) -> Option<Box<dyn Problem>> {
    let reference = read_reference(l, m);
    let len = reference.as_ref().and_then(|(_, w, _)| w.first().map(Vec::len));
    let mut options = Vec::new();
    let mut ok = true;
    if let Some(node) = m.get("options")
        && let Some(items) = l.nonempty_list(node, "`options`")
    {
        if items.len() > MAX_OPTIONS {
            l.error_help(
                node.span,
                format!(
                    "`options` has {} entries; at most {MAX_OPTIONS} are allowed",
                    items.len()
                ),
                "too many options",
                "split the question",
            );
            ok = false;
        }
        for (i, item) in items.iter().enumerate() {
            let what = format!("option {}", i + 1);
            match item.as_scalar() {
                Some("all") => options.push(Candidate::All),
                Some("none") => options.push(Candidate::None),
                _ if item.as_map().is_some() => {
                    let w = l.class_vectors(item, &what, len);
                    // The classes are checked against the reference when it could be read.
                    let w = match (w, &reference) {
                        (Some(w), Some((classes, _, _))) => {
                            shared::weights_for_classes(l, w, classes, &what, item.span)
                        }
                        _ => None,
                    };
                    match w {
                        Some(w) => options.push(Candidate::Weights(w)),
                        None => ok = false,
                    }
                }
                _ => {
                    l.error_help(
                        item.span,
                        format!(
                            "{what} must be a weight set or `all` / `none`, found {}",
                            item.describe()
                        ),
                        "not an option",
                        "write `{ 1: [w0, w1, …], 2: [...] }`, or `all` for \"all the above are equivalent\"",
                    );
                    ok = false;
                }
            }
        }
        if ok && !options.iter().any(|o| matches!(o, Candidate::Weights(_))) {
            l.error_help(
                node.span,
                "`options` has no weight set",
                "only `all` / `none`",
                "give the candidate weight sets, `{ 1: [w0, w1, …], 2: [...] }`",
            );
            ok = false;
        }
    }
    let (classes, reference, dim) = reference?;
    if !ok || m.get("options").is_none() {
        return None;
    }
    Some(boxed(Equivalent {
        classes,
        reference,
        options,
        dim,
        rule: Rule::Right,
    }))
}

/// The reference weights in class order, with the classes and the number of features.
fn read_reference(l: &mut Loader, m: &Map<'_>) -> Option<(Vec<Label>, Vec<Vec<Number>>, usize)> {
    let given = m
        .get("weights")
        .map(|n| (n.span, l.class_vectors(n, "`weights`", None)));
    let classes = keys::CLASSES.given(l, m);
    let (span, given) = given?;
    let given = given?;
    let classes = match classes {
        Some(c) => c?,
        None => given.iter().map(|(c, _, _)| c.clone()).collect(),
    };
    let reference = shared::weights_for_classes(l, given, &classes, "`weights`", span)?;
    if !check_classes(l, &classes, span) {
        return None;
    }
    let dim = reference.first().map_or(0, Vec::len).saturating_sub(1);
    if dim == 0 || dim > MAX_FEATURES || classes.len() > MAX_CLASSES {
        l.error_help(
            span,
            format!(
                "mlex compares classifiers of 1 to {MAX_FEATURES} features and at most {MAX_CLASSES} classes; these have {dim} and {}",
                classes.len()
            ),
            "too large",
            "use exam-sized classifiers (the search for a point where two classifiers differ is exact)",
        );
        return None;
    }
    Some((classes, reference, dim))
}

/// The verdict on one weight set.
#[derive(Clone, Debug)]
enum Verdict {
    Equivalent(Affine),
    /// Not equivalent, with a point where the decisions differ.
    Differs(Mismatch, Vec<Number>),
    /// No a, v relate them, but they decide the same wherever neither has a tie.
    SameDecisions(Mismatch),
}

impl Verdict {
    fn equivalent(&self) -> bool {
        !matches!(self, Verdict::Differs(..))
    }
}

fn verdict(reference: &[Vec<Number>], other: &[Vec<Number>]) -> Verdict {
    match model::affine(reference, other) {
        Ok(a) => Verdict::Equivalent(a),
        Err(e) => match model::differing_point(reference, other) {
            Some(x) => Verdict::Differs(e, x),
            None => Verdict::SameDecisions(e),
        },
    }
}

fn option_numbers(numbers: &[usize]) -> Value {
    match numbers {
        [] => Value::Label("none".into()),
        [one] => Value::Number(Number::from(*one)),
        many => Value::List(many.iter().map(|&k| Value::Number(Number::from(k))).collect()),
    }
}

impl Equivalent {
    fn inline(&self, f: &Fmt, w: &[Vec<Number>]) -> String {
        shared::weights_inline(f, &self.classes, w)
    }

    /// `w′₂ − w′₁ = (…)` for every class after the first.
    fn differences(&self, f: &Fmt, w: &[Vec<Number>], prime: &str) -> String {
        let first = &self.classes[0];
        self.classes
            .iter()
            .zip(w)
            .skip(1)
            .map(|(c, wc)| {
                format!(
                    "{} − {} = {}",
                    indexed(&format!("w{prime}"), c),
                    indexed(&format!("w{prime}"), first),
                    f.vec(&axpy(wc, &-Number::one(), &w[0]))
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn decide(&self, f: &Fmt, w: &[Vec<Number>], x: &[Number], prime: &str) -> String {
        let mut xb = vec![Number::one()];
        xb.extend(x.iter().cloned());
        let g = scores(w, &xb);
        let (best, tied) = argmax(&g);
        let values: Vec<String> = g.iter().map(|v| f.num(v)).collect();
        // at a point the comparison chose, a tie is between equal discriminants: no decision
        if !tied.is_empty() {
            let classes: Vec<&str> = tied
                .iter()
                .filter_map(|&k| self.classes.get(k))
                .map(|c| c.as_str())
                .collect();
            return f.lang.ta(
                "equivalent-classifiers-decide-tie",
                &[
                    ("g", format!("g{prime}").into()),
                    ("values", values.join(", ").into()),
                    ("classes", classes.join(", ").into()),
                ],
            );
        }
        f.lang.ta(
            "equivalent-classifiers-decide",
            &[
                ("g", format!("g{prime}").into()),
                ("values", values.join(", ").into()),
                ("class", self.classes.get(best).cloned().unwrap_or_default().into()),
            ],
        )
    }

    fn explain(&self, f: &Fmt, w: &[Vec<Number>], v: &Verdict) -> String {
        let lang = f.lang;
        let diffs = lang.ta(
            "equivalent-classifiers-against",
            &[
                ("option", self.differences(f, w, "′").into()),
                ("reference", self.differences(f, &self.reference, "").into()),
            ],
        );
        let why = |e: &Mismatch| match e {
            Mismatch::NotPositive(a) => lang.ta(
                "equivalent-classifiers-not-positive",
                &[("diffs", diffs.as_str().into()), ("a", f.num(a).into())],
            ),
            Mismatch::NotProportional => lang.ta(
                "equivalent-classifiers-not-proportional",
                &[("diffs", diffs.as_str().into())],
            ),
        };
        match v {
            Verdict::Equivalent(aff) => {
                let scaled = if aff.a == Number::one() {
                    "$w_c$".to_string()
                } else {
                    format!("{}·$w_c$", f.num(&aff.a))
                };
                let (v, w) = if aff.v.iter().all(Number::is_zero) {
                    ("0".to_string(), scaled)
                } else {
                    let v = f.vec(&aff.v);
                    (v.clone(), format!("{scaled} + {v}"))
                };
                lang.ta(
                    "equivalent-classifiers-equivalent",
                    &[
                        ("diffs", diffs.as_str().into()),
                        ("a", f.num(&aff.a).into()),
                        ("v", v.into()),
                        ("w", w.into()),
                    ],
                )
            }
            Verdict::Differs(e, x) => lang.ta(
                "equivalent-classifiers-differs",
                &[
                    ("why", why(e).into()),
                    ("x", f.vec(x).into()),
                    ("reference", self.decide(f, &self.reference, x, "").into()),
                    ("option", self.decide(f, w, x, "′").into()),
                ],
            ),
            Verdict::SameDecisions(e) => lang.ta("equivalent-classifiers-same-decisions", &[("why", why(e).into())]),
        }
    }
}

/// Every option judged: the verdict on each weight set (`None` for `all` / `none`), the option
/// numbers judged equivalent and not, and where the `all` / `none` options are.
#[derive(Debug)]
struct Judged {
    verdicts: Vec<Option<Verdict>>,
    equivalent: Vec<usize>,
    different: Vec<usize>,
    all_at: Option<usize>,
    none_at: Option<usize>,
}

/// The worksheet's data.
#[derive(Serialize)]
struct Data {
    reference: String,
    functions: Vec<String>,
    options: Vec<String>,
}

/// The worked solution: one line per option.
#[derive(Serialize)]
struct View {
    lines: Vec<String>,
}

/// The worked solution of one part: the answer in words.
#[derive(Serialize)]
struct PartView {
    text: String,
}

impl Kind for Equivalent {
    type Part = P;
    type Shared = Judged;
    type PartWork = ();
    type Data = Data;
    type View = View;
    type PartView = PartView;

    fn data(&self, f: &Fmt) -> Data {
        Data {
            reference: self.inline(f, &self.reference),
            functions: functions_text(f, &self.classes, &self.reference, self.dim),
            options: self
                .options
                .iter()
                .map(|o| match o {
                    Candidate::Weights(w) => self.inline(f, w),
                    Candidate::All => f.lang.t("equivalent-classifiers-option-all"),
                    Candidate::None => f.lang.t("equivalent-classifiers-option-none"),
                })
                .collect(),
        }
    }

    fn solve(&self, asked: &[Ask<'_, P>]) -> Work<Judged, ()> {
        let mut verdicts = Vec::with_capacity(self.options.len());
        let mut equivalent = Vec::new();
        let mut different = Vec::new();
        let (mut all_at, mut none_at) = (None, None);
        for (i, o) in self.options.iter().enumerate() {
            let k = i + 1;
            match o {
                Candidate::Weights(w) => {
                    let v = verdict(&self.reference, w);
                    let judged = match self.rule {
                        Rule::Right => v.equivalent(),
                        Rule::AnyScale => {
                            v.equivalent()
                                || matches!(&v, Verdict::Differs(Mismatch::NotPositive(a), _) if a.is_negative())
                        }
                        Rule::ScaleOnly => matches!(&v, Verdict::Equivalent(aff) if aff.v.iter().all(Number::is_zero)),
                    };
                    if judged {
                        equivalent.push(k);
                    } else {
                        different.push(k);
                    }
                    verdicts.push(Some(v));
                }
                Candidate::All => {
                    all_at = Some(k);
                    verdicts.push(None);
                }
                Candidate::None => {
                    none_at = Some(k);
                    verdicts.push(None);
                }
            }
        }
        let (all_true, none_true) = (different.is_empty(), equivalent.is_empty());
        let meta = |at: Option<usize>, truth: bool| at.filter(|_| truth).map(|k| Value::Number(Number::from(k)));
        let answer = |numbers: &[usize]| {
            meta(all_at, all_true)
                .or_else(|| meta(none_at, none_true))
                .unwrap_or_else(|| option_numbers(numbers))
        };
        let answers = asked
            .iter()
            .map(|a| {
                Answer::value(match a.part {
                    P::Equivalent => answer(&equivalent),
                    P::NotEquivalent => answer(&different),
                })
            })
            .collect();
        Work {
            shared: Judged {
                verdicts,
                equivalent,
                different,
                all_at,
                none_at,
            },
            answers,
        }
    }

    fn present(&self, work: &Work<Judged, ()>, asked: &[Ask<'_, P>], f: &Fmt) -> Presented<View, PartView> {
        let judged = &work.shared;
        let mut lines: Vec<String> = self
            .options
            .iter()
            .zip(&judged.verdicts)
            .enumerate()
            .filter_map(|(i, (o, v))| match (o, v) {
                (Candidate::Weights(w), Some(v)) => Some(f.lang.ta(
                    "equivalent-classifiers-option-line",
                    &[("letter", letter(i + 1).into()), ("text", self.explain(f, w, v).into())],
                )),
                _ => None,
            })
            .collect();
        for (at, truth, says) in [
            (
                judged.all_at,
                judged.different.is_empty(),
                ["equivalent-classifiers-all-true", "equivalent-classifiers-all-false"],
            ),
            (
                judged.none_at,
                judged.equivalent.is_empty(),
                ["equivalent-classifiers-none-true", "equivalent-classifiers-none-false"],
            ),
        ] {
            if let Some(k) = at {
                let id = if truth { says[0] } else { says[1] };
                lines.push(f.lang.ta(id, &[("letter", letter(k).into())]));
            }
        }
        let parts = asked
            .iter()
            .zip(&work.answers)
            .map(|(a, answer)| match a.part {
                P::Equivalent | P::NotEquivalent => PartView {
                    text: match &answer.value {
                        // the options by letter (answers files give their numbers: A = 1)
                        Value::Number(k) => f.lang.ta(
                            "equivalent-classifiers-answer-one",
                            &[("letter", option_letter(k).into())],
                        ),
                        Value::List(ks) => {
                            let ks: Vec<String> = ks
                                .iter()
                                .map(|k| match k {
                                    Value::Number(k) => option_letter(k),
                                    other => f.value(other),
                                })
                                .collect();
                            f.lang.ta(
                                "equivalent-classifiers-answer-many",
                                &[("letters", ks.join(", ").into())],
                            )
                        }
                        _ => f.lang.t("equivalent-classifiers-answer-none"),
                    },
                },
            })
            .collect();
        Presented {
            view: View { lines },
            parts,
            notes: Vec::new(),
        }
    }

    fn misconceptions(&self, asked: &[Ask<'_, P>], right: &[Value], lang: Lang) -> Vec<Misconception> {
        let under = |rule: Rule, hint: &'static str| {
            let e = Equivalent { rule, ..self.clone() };
            Misconception::rerun_kind(Hint::new(lang, hint), right, &e, asked, &[])
        };
        let mut out = vec![
            under(Rule::AnyScale, "equivalent-classifiers-hint-negative"),
            under(Rule::ScaleOnly, "equivalent-classifiers-hint-offset"),
        ];
        out.retain(Misconception::changes_anything);
        out
    }
}
