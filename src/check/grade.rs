//! Grading a student's answers file against a solution: a verdict, a hint and points per part.

use std::sync::Arc;

use serde::Serialize;

use crate::compare::{Diff, Precision, Shape, Unreadable, agrees, compare, label_agrees, leaves};
use crate::diag::{Diagnostic, Diagnostics, Source, Span, did_you_mean};
use crate::exercise::{Part, Solution, SolvedPart};
use crate::i18n::{Arg, Lang};
use crate::kinds::{Hint, Misconception};
use crate::num::Number;
use crate::spec::loader::list_code;
use crate::spec::written::{closest, read_answers_file};
use crate::value::{Style, Value};
use crate::written::Written;

use super::place::{FileNamer, Namer};

/// A student's answers, read and checked for shape.
#[derive(Clone, Debug)]
pub struct Answers {
    /// The answers file.
    pub source: Arc<Source>,
    /// Part name → the answer as written.
    pub entries: Vec<(String, Written)>,
    /// Unknown or unasked part names (reported, not fatal).
    pub warnings: Vec<Diagnostic>,
}

impl Answers {
    /// The answer to `part`.
    pub fn get(&self, part: &str) -> Option<&Written> {
        self.entries.iter().find(|(p, _)| p == part).map(|(_, n)| n)
    }
}

/// An option of a multiple-choice part written as its letter, as worksheets and keys letter
/// them (`b` or `B` for option 2; A is option 1), read as the option's number; a list of letters
/// (`[A, C]`) as a list of numbers. Other parts, and anything but one letter, stay as written.
fn option_by_letter(solution: &Solution, sp: &crate::exercise::SolvedPart, w: Written) -> Written {
    use crate::written::WrittenKind;
    fn read(w: Written) -> Written {
        let number = match &w.kind {
            // `e` reads as the number e: as a letter it is option 5
            WrittenKind::Word(t) | WrittenKind::Expression { text: t, .. } => match t.trim().as_bytes() {
                [c] if c.is_ascii_alphabetic() => Some(c.to_ascii_uppercase() - b'A' + 1),
                _ => None,
            },
            _ => None,
        };
        match (number, w.kind) {
            (Some(n), _) => Written::scalar(&n.to_string(), w.span),
            (None, WrittenKind::List(items)) => Written {
                kind: WrittenKind::List(items.into_iter().map(read).collect()),
                span: w.span,
            },
            (None, kind) => Written { kind, span: w.span },
        }
    }
    let lettered = sp.part.choices.is_some()
        || solution
            .exercise
            .kind
            .part(sp.part.name)
            .is_some_and(|d| d.option_number);
    if lettered { read(w) } else { w }
}

/// Reads an answers file for a solution: a mapping from part names to answers. A file that is not
/// YAML, or not a mapping, is an error, and so is a key that the answer's value cannot have (a
/// class `9` in per-class weights of classes 1 to 3), with "did you mean"; names that are not
/// asked parts are warnings (with "did you mean"), and those parts count as missing.
pub fn read_answers(source: Arc<Source>, solution: &Solution) -> Result<Answers, Diagnostics> {
    let read = read_answers_file(&source)?;
    answers_from_entries(source, read, solution)
}

/// [`read_answers`] of entries already read (one exercise's section of an exam's answers file).
pub(crate) fn answers_from_entries(
    source: Arc<Source>,
    read: Vec<crate::spec::written::AnswerEntry>,
    solution: &Solution,
) -> Result<Answers, Diagnostics> {
    let asked: Vec<&str> = solution.parts.iter().map(|p| p.part.name).collect();
    let kind = solution.exercise.kind;
    let mut entries = Vec::new();
    let mut warnings = Vec::new();
    let mut errors = Vec::new();
    // an Italian student writes `0,25` (docs/i18n.md)
    let comma = solution.exercise.lang.decimal_comma();
    for mut e in read {
        if comma {
            e.value = e.value.with_decimal_comma();
        }
        let k = e.part.as_str();
        if let Some(sp) = solution.parts.iter().find(|p| p.part.name == k) {
            let value = option_by_letter(solution, sp, e.value);
            unknown_keys(&sp.value, &value, &format!("`{k}`"), &mut errors);
            warnings.extend(super::expr::warnings(
                k,
                &sp.value,
                &value,
                &source,
                solution.exercise.lang,
            ));
            entries.push((e.part, value));
        } else if kind.part(k).is_some() {
            warnings.push(
                Diagnostic::warning(format!("`{k}` is not asked in this exercise; its answer is ignored"))
                    .at(e.key, "not asked")
                    .note(format!("the asked parts are {}", list_code(&asked))),
            );
        } else {
            let mut d =
                Diagnostic::warning(format!("there is no part `{k}`; its answer is ignored")).at(e.key, "unknown part");
            d = match did_you_mean(k, asked.iter().copied()) {
                Some(s) => d.help(format!("did you mean `{s}`?")),
                None => d.note(format!("the asked parts are {}", list_code(&asked))),
            };
            warnings.push(d);
        }
    }
    if !errors.is_empty() {
        return Err(Diagnostics {
            source,
            items: crate::diag::capped(errors),
        });
    }
    Ok(Answers {
        source,
        entries,
        warnings: crate::diag::capped(warnings),
    })
}

/// Reports the keys of written mappings that the expected value's mappings do not have (a class
/// that does not exist), where the shapes match; `place` names the value in messages.
fn unknown_keys(expected: &Value, given: &Written, place: &str, out: &mut Vec<Diagnostic>) {
    match expected {
        Value::List(items) => {
            if let Some(g) = given.as_list() {
                for (i, (e, w)) in items.iter().zip(g).enumerate() {
                    unknown_keys(e, w, &format!("entry {} of {place}", i + 1), out);
                }
            }
        }
        Value::Map(items) => {
            let Some(g) = given.as_map() else { return };
            let keys: Vec<&str> = items.iter().map(|(k, _)| k.as_str()).collect();
            for (gk, w) in g {
                match items.iter().find(|(k, _)| label_agrees(k, &gk.text)) {
                    Some((k, e)) => unknown_keys(e, w, &format!("`{k}` of {place}"), out),
                    None => {
                        let mut d = Diagnostic::error(format!("{place} has no entry `{}`", gk.text))
                            .at(gk.span, "not one of its keys");
                        d = match closest(&gk.text, &keys) {
                            Some(s) => d.help(format!("did you mean `{s}`?")),
                            None => d.help(format!("write one of {}", list_code(&keys))),
                        };
                        out.push(d);
                    }
                }
            }
        }
        _ => {}
    }
}

/// The verdict of one part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Right.
    Right,
    /// Some entries or steps right.
    Partial,
    /// Wrong, but right from the student's own (wrong) answer to an earlier part.
    Consistent,
    /// Wrong.
    Wrong,
    /// Not answered.
    Missing,
}

impl Verdict {
    /// The word used in English reports.
    pub(crate) fn word(self) -> &'static str {
        match self {
            Verdict::Right => "right",
            Verdict::Partial => "partly right",
            Verdict::Consistent => "consistent",
            Verdict::Wrong => "wrong",
            Verdict::Missing => "missing",
        }
    }

    /// The word used in reports in `lang`.
    pub(crate) fn word_in(self, lang: Lang) -> String {
        lang.t(match self {
            Verdict::Right => "check-right",
            Verdict::Partial => "check-partial",
            Verdict::Consistent => "check-consistent",
            Verdict::Wrong => "check-wrong",
            Verdict::Missing => "check-missing",
        })
    }
}

/// The report line of one part.
#[derive(Clone, Debug, Serialize)]
pub struct PartReport {
    /// The part name.
    pub part: String,
    /// The verdict.
    pub verdict: Verdict,
    /// What to look at (never the answer itself).
    pub hint: Option<String>,
    /// The modelled mistake the hint names, when the answer is one: its stable id, its name and
    /// its hint (the same text as `hint`). `None` for a hint of no mistake (a near miss chosen
    /// among generated options) and for an answer no mistake explains.
    pub mistake: Option<Hint>,
    /// Which entries or steps are wrong, and carried-forward judgements.
    pub details: Vec<String>,
    /// The places whose written answer cannot be compared at all, and why (a word where a number
    /// is asked, a list where one value is asked…); the `details` say it in words. Left out of
    /// the JSON when empty.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unreadable: Vec<UnreadableAt>,
    /// The places of the answer that are wrong, as `compare` writes them (`.2[3]`; a trace's
    /// `[4].1[2]`, its steps judged as the verdict judges them, from the student's own state):
    /// the boxes the practice page marks. Not in the JSON.
    #[serde(skip)]
    pub wrong: Vec<String>,
    /// Points earned.
    #[serde(serialize_with = "ser_number")]
    pub earned: Number,
    /// Points possible.
    #[serde(serialize_with = "ser_number")]
    pub points: Number,
    /// The right answer in answers notation (shown only with `--reveal`).
    #[serde(skip)]
    pub expected: String,
    /// Right values said about the answer (what a trace's first wrong step should be from the
    /// student's own state), shown only with `--reveal`.
    #[serde(skip)]
    pub revealed: Vec<String>,
    /// Where the answer is in the answers file.
    #[serde(skip)]
    pub span: Option<Span>,
}

/// A place of an answer that cannot be compared, and why ([`Unreadable`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UnreadableAt {
    /// Where inside the answer, as `compare` writes it: `""` for the whole answer, `.2[3]` for
    /// entry 3 of class 2, `[4].1[2]` for entry 2 of class 1 in step 4 of a trace.
    pub path: String,
    /// Why.
    #[serde(flatten)]
    pub reason: Unreadable,
}

/// The places of `diffs` that cannot be compared, under `prefix` (a trace's step).
fn unreadable_of(diffs: &[Diff], prefix: &str) -> Vec<UnreadableAt> {
    diffs
        .iter()
        .filter_map(|d| {
            d.reason.map(|reason| UnreadableAt {
                path: format!("{prefix}{}", d.path),
                reason,
            })
        })
        .collect()
}

fn ser_number<S: serde::Serializer>(n: &Number, s: S) -> Result<S::Ok, S::Error> {
    match Value::Number(n.clone()).to_json(Style {
        num: crate::num::NumStyle::Decimal,
        digits: 4,
    }) {
        serde_json::Value::Number(x) => x.serialize(s),
        other => other.serialize(s),
    }
}

/// The whole report.
#[derive(Clone, Debug)]
pub struct Report {
    /// The exercise id.
    pub exercise: String,
    /// The kind.
    pub kind: &'static str,
    /// The rule used to compare numbers, as shown to the student.
    pub rule: String,
    /// One line per asked part.
    pub parts: Vec<PartReport>,
    /// Points earned.
    pub earned: Number,
    /// Points possible.
    pub total: Number,
    /// Unknown part names and other remarks about the answers file.
    pub warnings: Diagnostics,
    /// The language of the report's words (the exercise's).
    pub lang: Lang,
}

impl Report {
    /// Whether every part is right.
    pub fn all_right(&self) -> bool {
        self.parts.iter().all(|p| p.verdict == Verdict::Right)
    }

    /// The report as text: a line per part and the score.
    pub fn to_text(&self, reveal: bool) -> String {
        let mut out = format!("{} ({}) — {}\n", self.exercise, self.kind, self.warnings.source.name);
        let lang = self.lang;
        out.push_str(&format!("{}: {}\n\n", lang.t("check-rule-label"), self.rule));
        let width = self.parts.iter().map(|p| p.part.chars().count()).max().unwrap_or(4);
        let words: Vec<String> = self.parts.iter().map(|p| p.verdict.word_in(lang)).collect();
        let word_width = words.iter().map(|w| w.chars().count()).max().unwrap_or(0).max(12);
        for (p, word) in self.parts.iter().zip(&words) {
            let mark = match p.verdict {
                Verdict::Right => "✓",
                Verdict::Partial | Verdict::Consistent => "~",
                Verdict::Wrong => "✗",
                Verdict::Missing => "-",
            };
            let mut line = format!(
                "{mark} {:<width$}  {:<word_width$}  {:>5} / {}",
                p.part,
                word,
                p.earned.round_to(2).trim_end_matches('0').trim_end_matches('.'),
                p.points
            );
            if let Some(h) = &p.hint {
                line.push_str(&format!("   {h}"));
            }
            out.push_str(line.trim_end());
            out.push('\n');
            for d in &p.details {
                out.push_str(&format!("    {d}\n"));
            }
            if reveal && p.verdict != Verdict::Right {
                for r in &p.revealed {
                    out.push_str(&format!("    {r}\n"));
                }
                out.push_str(&format!("    {}: {}\n", lang.t("check-answer-label"), p.expected));
            }
        }
        out.push_str(&format!(
            "\n{}: {} / {}\n",
            lang.t("check-score-label"),
            self.earned.round_to(2).trim_end_matches('0').trim_end_matches('.'),
            self.total
        ));
        out
    }

    /// The report as JSON (the same content as the text).
    pub fn to_json(&self, reveal: bool) -> serde_json::Value {
        let parts: Vec<serde_json::Value> = self
            .parts
            .iter()
            .map(|p| {
                let mut v = serde_json::to_value(p).unwrap_or_default();
                if reveal && let Some(o) = v.as_object_mut() {
                    o.insert("answer".into(), serde_json::Value::String(p.expected.clone()));
                    if !p.revealed.is_empty() {
                        o.insert("revealed".into(), serde_json::json!(p.revealed));
                    }
                }
                v
            })
            .collect();
        let warnings: Vec<String> = self.warnings.short();
        serde_json::json!({
            "exercise": self.exercise,
            "kind": self.kind,
            "answers": self.warnings.source.name,
            "rule": self.rule,
            "parts": parts,
            "score": ser_json(&self.earned),
            "total": ser_json(&self.total),
            "all_right": self.all_right(),
            "warnings": warnings,
        })
    }
}

fn ser_json(n: &Number) -> serde_json::Value {
    Value::Number(n.clone()).to_json(Style {
        num: crate::num::NumStyle::Decimal,
        digits: 4,
    })
}

/// The comparison rule, as the report and the worksheet state it.
pub(super) fn rule_text(digits: u32, lang: Lang) -> String {
    let third = if digits == 0 {
        "0".to_string()
    } else {
        Number::ratio(1, 3).map(|n| n.round_to(digits)).unwrap_or_default()
    };
    lang.ta("check-rule", &[("d", digits.into()), ("third", third.into())])
}

/// Reads a written answer into a value shaped like `shape` (numbers exact), for replaying a
/// student's state.
pub(super) fn parse_like(shape: &Value, given: &Written) -> Option<Value> {
    match shape {
        Value::Number(_) => Some(Value::Number(given.number()?.value.clone())),
        Value::Rounded(_) => Some(Value::Rounded(given.real()?)),
        Value::Class { .. } | Value::Label(_) => Some(Value::Label(given.scalar_text()?.trim().to_string())),
        Value::Bool(_) => match given.scalar_text()?.trim() {
            "true" | "yes" => Some(Value::Bool(true)),
            "false" | "no" => Some(Value::Bool(false)),
            _ => None,
        },
        Value::Equation(e) => crate::num::linear::Equation::parse(given.scalar_text()?, e.dim())
            .ok()
            .map(Value::Equation),
        Value::List(items) => {
            let written = given.as_list()?;
            if written.len() != items.len() {
                return None;
            }
            items
                .iter()
                .zip(written)
                .map(|(s, n)| parse_like(s, n))
                .collect::<Option<Vec<_>>>()
                .map(Value::List)
        }
        Value::Map(items) => {
            let written = given.as_map()?;
            let mut out = Vec::with_capacity(items.len());
            for (k, s) in items {
                let (_, n) = written.iter().find(|(gk, _)| label_agrees(k, &gk.text))?;
                out.push((k.clone(), parse_like(s, n)?));
            }
            Some(Value::Map(out))
        }
    }
}

/// Where the places a line names are: in part `part`'s answer, inside `within` (a trace's step
/// that the line names itself), named by `namer`.
#[derive(Clone, Copy)]
struct At<'a> {
    namer: &'a dyn Namer,
    part: &'a str,
    within: &'a str,
}

impl<'a> At<'a> {
    /// The places of part `part`'s whole answer.
    fn whole(namer: &'a dyn Namer, part: &'a str) -> Self {
        At {
            namer,
            part,
            within: "",
        }
    }

    fn name(&self, path: &str) -> String {
        self.namer.place(self.part, self.within, path)
    }
}

fn describe_diffs(diffs: &[Diff], at: At<'_>, lang: Lang) -> Vec<String> {
    let place = |p: &str| at.name(p);
    // `compare` says `3 entries`: the count
    let count = |t: &str| -> Arg<'static> {
        t.strip_suffix(" entries")
            .and_then(|n| n.parse::<usize>().ok())
            .map_or_else(|| Arg::Text(t.to_string().into()), Arg::from)
    };
    if let [d] = diffs
        && d.path.is_empty()
    {
        // a single value: the verdict says it all, unless it cannot be read or has the wrong
        // number of entries
        return match d.reason {
            Some(r) => vec![why(r, None, lang)],
            None if d.given.ends_with(" entries") => vec![lang.ta(
                "check-count-whole",
                &[("given", count(&d.given)), ("expected", count(&d.expected))],
            )],
            None => Vec::new(),
        };
    }
    let mut out: Vec<String> = diffs
        .iter()
        .take(6)
        .map(|d| {
            if let Some(r) = d.reason {
                why(r, Some(&place(&d.path)), lang)
            } else if d.path.is_empty() {
                lang.t("check-value-wrong")
            } else if d.expected == "no such entry" {
                lang.ta("check-not-there", &[("place", place(&d.path).into())])
            } else if d.given == "nothing" {
                lang.ta("check-entry-missing", &[("place", place(&d.path).into())])
            } else if d.given.ends_with(" entries") {
                lang.ta(
                    "check-count",
                    &[
                        ("place", place(&d.path).into()),
                        ("given", count(&d.given)),
                        ("expected", count(&d.expected)),
                    ],
                )
            } else {
                lang.ta("check-entry-wrong", &[("place", place(&d.path).into())])
            }
        })
        .collect();
    if diffs.len() > 6 {
        out.push(lang.ta("check-more", &[("n", (diffs.len() - 6).into())]));
    }
    out
}

/// How numbers are written, said once after the entries [`describe_diffs`] names as not
/// numbers (or written with a decimal comma); nothing for a whole answer, whose line says it.
fn number_forms(diffs: &[Diff], lang: Lang) -> Vec<String> {
    let shown = &diffs[..diffs.len().min(6)];
    let entry = |r: Unreadable| shown.iter().any(|d| !d.path.is_empty() && d.reason == Some(r));
    let mut out = Vec::new();
    if entry(Unreadable::NotANumber) {
        out.push(lang.t("check-number-forms"));
    }
    if entry(Unreadable::DecimalComma) {
        out.push(lang.t("check-decimal-point"));
    }
    out
}

/// Why a written answer cannot be compared ([`Unreadable`]), of the whole answer (`place`
/// `None`) or of one of its entries. Never the value asked: its shape and number of entries only.
fn why(reason: Unreadable, place: Option<&str>, lang: Lang) -> String {
    let shape = |s: Shape| -> Arg<'static> {
        Arg::Text(
            match s {
                Shape::Value => "value",
                Shape::List => "list",
                Shape::Mapping => "mapping",
            }
            .into(),
        )
    };
    // (the whole answer's message, an entry's message, the arguments)
    let (whole, entry, mut args): (&str, &str, Vec<(&str, Arg<'_>)>) = match reason {
        Unreadable::NotANumber => ("check-not-a-number", "check-entry-not-a-number", Vec::new()),
        Unreadable::DecimalComma => ("check-decimal-comma", "check-entry-decimal-comma", Vec::new()),
        Unreadable::OutOfRange => ("check-out-of-range", "check-entry-out-of-range", Vec::new()),
        Unreadable::Nothing => ("check-nothing", "check-entry-nothing", Vec::new()),
        Unreadable::Shape { given, asked, entries } => (
            "check-shape",
            "check-entry-shape",
            vec![("given", shape(given)), ("asked", shape(asked)), ("n", entries.into())],
        ),
    };
    match place {
        None => lang.ta(whole, &args),
        Some(p) => {
            args.push(("place", p.into()));
            lang.ta(entry, &args)
        }
    }
}

/// Checks many answers files against one exercise: solves it once, and simulates the common
/// mistakes once, when the first answer that is not right needs a hint (a class of right
/// answers never pays for them: re-solving under every mistake costs several times the solve).
#[derive(Clone, Debug)]
pub struct Checker {
    /// The worked solution.
    pub solution: Solution,
    misconceptions: std::sync::OnceLock<Vec<Misconception>>,
}

impl Checker {
    /// Prepares the checking of `exercise`.
    pub fn new(exercise: &crate::exercise::Exercise) -> Self {
        Checker::of(exercise.solve_values())
    }

    /// Prepares the checking of a solved exercise (solved once: the misconceptions come from the
    /// same solve, and a worksheet can be shown from it after).
    pub fn of(solution: Solution) -> Self {
        Checker {
            solution,
            misconceptions: std::sync::OnceLock::new(),
        }
    }

    /// Reads and grades one answers file.
    pub fn check(&self, answers: Arc<Source>) -> Result<Report, Diagnostics> {
        self.check_named(answers, &FileNamer::new(&self.solution))
    }

    /// [`Checker::check`], the report's lines naming places and parts by `namer` (the practice
    /// page's boxes).
    pub(crate) fn check_named(&self, answers: Arc<Source>, namer: &dyn Namer) -> Result<Report, Diagnostics> {
        let answers = read_answers(answers, &self.solution)?;
        Ok(self.grade_named(&answers, namer))
    }

    /// Grades answers already read.
    pub(crate) fn grade(&self, answers: &Answers) -> Report {
        self.grade_named(answers, &FileNamer::new(&self.solution))
    }

    /// [`Checker::grade`], naming by `namer`.
    pub(crate) fn grade_named(&self, answers: &Answers, namer: &dyn Namer) -> Report {
        let misconceptions = || {
            self.misconceptions
                .get_or_init(|| misconceptions_of(&self.solution))
                .as_slice()
        };
        grade_with(
            &self.solution,
            answers,
            With {
                misconceptions: &misconceptions,
                namer,
            },
        )
    }
}

/// Grades every asked part (the tests' shortcut; [`Checker`] keeps the hints' work between checks).
#[cfg(test)]
pub fn grade(solution: &Solution, answers: &Answers) -> Report {
    let cell = std::sync::OnceLock::new();
    let misconceptions = || cell.get_or_init(|| misconceptions_of(solution)).as_slice();
    let namer = FileNamer::new(solution);
    grade_with(
        solution,
        answers,
        With {
            misconceptions: &misconceptions,
            namer: &namer,
        },
    )
}

/// The kind's misconceptions, with the answers of multiple-choice parts mapped to the option a
/// student under the mistake would pick (for generated choices, the solution's options).
fn misconceptions_of(solution: &Solution) -> Vec<Misconception> {
    let ex = &solution.exercise;
    let f = ex.fmt();
    let mut all = solution.misconceptions().to_vec();
    for m in &mut all {
        for (answer, sp) in m.answers.iter_mut().zip(&solution.parts) {
            match &sp.generated {
                Some(g) => {
                    *answer = answer
                        .take()
                        .and_then(|v| g.pick(&v, &f))
                        .map(|k| Value::Number(Number::from(k + 1)));
                }
                None if sp.part.choices.is_some() => {
                    *answer = answer.take().map(|v| ex.as_answered(&sp.part, v));
                }
                None => {}
            }
        }
    }
    all
}

/// The feedback of the generated option a student chose, when it is a wrong one, with the
/// mistake it comes from (none for a near miss).
fn option_feedback(sp: &SolvedPart, node: &Written) -> Option<(String, Option<Hint>)> {
    let g = sp.generated.as_ref()?;
    let k = node.number()?.value.to_i64()?;
    let o = g.options.get(usize::try_from(k).ok()?.checked_sub(1)?)?;
    (o.origin != crate::choices::Origin::Right).then(|| (o.feedback.clone(), o.mistake.clone()))
}

/// What [`grade_with`] grades with besides the answers: the kind's misconceptions (worked out on
/// first need) and the namer of the places in the report's lines.
struct With<'a, 'm> {
    misconceptions: &'a dyn Fn() -> &'m [Misconception],
    namer: &'a dyn Namer,
}

fn grade_with(solution: &Solution, answers: &Answers, with: With<'_, '_>) -> Report {
    let With { misconceptions, namer } = with;
    let ex = &solution.exercise;
    let precision = Precision::Digits(ex.digits);
    let style = ex.fmt().value_style();
    let consistent_credit = ex.consistent_credit.clone();
    let mut parts = Vec::with_capacity(solution.parts.len());
    for (i, sp) in solution.parts.iter().enumerate() {
        let points = sp.part.points.clone().unwrap_or_else(Number::one);
        let expected = sp.value.to_yaml(style);
        let mut r = PartReport {
            part: sp.part.name.to_string(),
            verdict: Verdict::Missing,
            hint: None,
            mistake: None,
            details: Vec::new(),
            unreadable: Vec::new(),
            wrong: Vec::new(),
            earned: Number::zero(),
            points: points.clone(),
            expected,
            revealed: Vec::new(),
            span: None,
        };
        let Some(node) = answers.get(sp.part.name) else {
            parts.push(r);
            continue;
        };
        r.span = Some(node.span);
        let traced = sp.part.choices.is_none() && is_trace(ex, sp);
        let at = At::whole(namer, sp.part.name);
        let (verdict, fraction, details, unreadable) = if traced {
            let (graded, revealed) = grade_trace(solution, sp, node, (precision, style), at, &mut r.wrong);
            r.revealed = revealed;
            graded
        } else {
            grade_value(&sp.value, node, precision, ex.lang, at)
        };
        if !traced && verdict != Verdict::Right {
            r.wrong = compare(&sp.value, node, precision)
                .into_iter()
                .map(|d| d.path)
                .collect();
        }
        r.verdict = verdict;
        r.details = details;
        r.unreadable = unreadable;
        r.earned = &points * &fraction;
        if r.verdict != Verdict::Right {
            // A mistake explains this answer only if it also explains the student's answers to
            // the parts this one is computed from: with right final weights, a wrong class is
            // not "the margin left out".
            let deps = ex.problem.depends_on_all(&sp.part);
            let fitting: Vec<Misconception> = misconceptions()
                .iter()
                .filter(|m| {
                    deps.iter().all(|d| {
                        let Some(j) = solution.parts.iter().position(|p| p.part.name == *d) else {
                            return true;
                        };
                        let Some(their) = answers.get(d) else { return true };
                        let right = agrees(&solution.parts[j].value, their, precision);
                        !right
                            || m.answers
                                .get(j)
                                .and_then(Option::as_ref)
                                .is_none_or(|v| v == &solution.parts[j].value)
                    })
                })
                .cloned()
                .collect();
            (r.hint, r.mistake) = hint_of(ex, sp, node, &fitting, i, (precision, traced), at);
            if matches!(r.verdict, Verdict::Wrong | Verdict::Partial)
                && let Some(c) = consistent(solution, answers, &sp.part, node, (precision, namer))
            {
                r.verdict = Verdict::Consistent;
                r.details.push(c);
                r.earned = r.earned.clone().max(&points * &consistent_credit);
            }
        }
        parts.push(r);
    }
    let earned = parts.iter().map(|p| p.earned.clone()).sum();
    let total = parts.iter().map(|p| p.points.clone()).sum();
    Report {
        exercise: ex.id.clone(),
        kind: ex.kind.name,
        rule: rule_text(ex.digits, ex.lang),
        parts,
        earned,
        total,
        warnings: Diagnostics {
            source: answers.source.clone(),
            items: answers.warnings.clone(),
        },
        lang: ex.lang,
    }
}

pub(super) fn is_trace(ex: &crate::exercise::Exercise, sp: &SolvedPart) -> bool {
    matches!(&sp.value, Value::List(items) if !items.is_empty()) && ex.problem.replay(&sp.part, 0, None).is_some()
}

/// A part's verdict, the share of its points earned, the lines under it and the places that
/// cannot be compared.
type Graded = (Verdict, Number, Vec<String>, Vec<UnreadableAt>);

fn grade_value(expected: &Value, node: &Written, precision: Precision, lang: Lang, at: At<'_>) -> Graded {
    let diffs = compare(expected, node, precision);
    if diffs.is_empty() {
        return (Verdict::Right, Number::one(), Vec::new(), Vec::new());
    }
    let unreadable = unreadable_of(&diffs, "");
    let total = leaves(expected);
    let structural = diffs.iter().any(|d| d.path.is_empty());
    // A missing class, or a vector of the wrong length, makes all of its entries wrong.
    let wrong = diffs.iter().map(|d| d.entries).sum::<usize>().min(total);
    if total > 1 && !structural && wrong < total {
        let fraction = Number::ratio((total - wrong) as i64, total as i64).unwrap_or_default();
        let mut details = describe_diffs(&diffs, at, lang);
        details.extend(number_forms(&diffs, lang));
        details.insert(
            0,
            lang.ta(
                "check-entries-right",
                &[("right", (total - wrong).into()), ("total", total.into())],
            ),
        );
        return (Verdict::Partial, fraction, details, unreadable);
    }
    // "all 3 entries are wrong" says it all, unless some cannot be read: then which and why
    let details = if total > 1 && !structural && unreadable.is_empty() && diffs.iter().all(|d| d.entries == 1) {
        vec![lang.ta("check-all-wrong", &[("total", total.into())])]
    } else {
        let mut details = describe_diffs(&diffs, at, lang);
        details.extend(number_forms(&diffs, lang));
        details
    };
    (Verdict::Wrong, Number::zero(), details, unreadable)
}

/// A trace's verdict, and what its first wrong step should be (shown with `--reveal` only); its
/// `wrong` places: the entries of each wrong step that differ from the step computed from the
/// student's own state (from the right one when there is none).
fn grade_trace(
    solution: &Solution,
    sp: &SolvedPart,
    node: &Written,
    (precision, style): (Precision, Style),
    whole: At<'_>,
    wrong: &mut Vec<String>,
) -> (Graded, Vec<String>) {
    let mut revealed = Vec::new();
    let graded = grade_trace_steps(solution, sp, node, (precision, style), whole, &mut revealed, wrong);
    // the whole answer when it is not a list of steps; the steps not written
    match (node.as_list(), &sp.value) {
        (None, _) => wrong.push(String::new()),
        (Some(given), Value::List(steps)) => wrong.extend((given.len()..steps.len()).map(|k| format!("[{}]", k + 1))),
        _ => {}
    }
    (graded, revealed)
}

fn grade_trace_steps(
    solution: &Solution,
    sp: &SolvedPart,
    node: &Written,
    (precision, style): (Precision, Style),
    whole: At<'_>,
    revealed: &mut Vec<String>,
    wrong: &mut Vec<String>,
) -> Graded {
    let problem = &solution.exercise.problem;
    let lang = solution.exercise.lang;
    let Value::List(expected) = &sp.value else {
        return grade_value(&sp.value, node, precision, lang, whole);
    };
    let Some(given) = node.as_list() else {
        return not_a_trace(&sp.value, node, lang);
    };
    let n = expected.len();
    let mut right = 0usize;
    let mut first_wrong: Option<usize> = None;
    let mut carried: Vec<usize> = Vec::new();
    let mut wrong_steps: Vec<usize> = Vec::new();
    let mut details = Vec::new();
    let mut unreadable = Vec::new();
    for k in 0..n {
        let Some(g) = given.get(k) else { break };
        let true_ok = agrees(&expected[k], g, precision);
        let before = if k == 0 {
            None
        } else {
            given.get(k - 1).and_then(|b| parse_like(&expected[k - 1], b))
        };
        let replayed = if k == 0 || before.is_some() {
            problem.replay(&sp.part, k, before.as_ref())
        } else {
            None
        };
        let loose = match precision {
            Precision::Digits(d) => Precision::Carried(d),
            other => other,
        };
        let carried_ok = replayed.as_ref().is_some_and(|r| agrees(r, g, loose));
        if true_ok || carried_ok {
            right += 1;
            if !true_ok {
                carried.push(k);
            }
        } else {
            wrong_steps.push(k);
            let diffs = compare(replayed.as_ref().unwrap_or(&expected[k]), g, precision);
            wrong.extend(diffs.into_iter().map(|d| format!("[{}]{}", k + 1, d.path)));
        }
        if !true_ok && first_wrong.is_none() {
            first_wrong = Some(k);
            let label = problem.step_label(&sp.part, k, lang);
            // the right step from the student's state is a right value: `--reveal` shows it
            match (&replayed, k) {
                (Some(r), 0) => revealed.push(lang.ta("check-should-initial", &[("value", r.to_yaml(style).into())])),
                (Some(r), _) => revealed.push(lang.ta(
                    "check-should-after",
                    &[("k", k.into()), ("value", r.to_yaml(style).into())],
                )),
                _ => {}
            }
            let should = match (&replayed, k) {
                (Some(_), 0) => lang.t("check-differs-initial"),
                (Some(_), _) => lang.ta("check-differs-after", &[("k", k.into())]),
                (None, 0) => lang.t("check-cannot-initial"),
                (None, _) if before.is_none() => lang.ta("check-unreadable-state", &[("k", k.into())]),
                (None, _) => lang.ta("check-undefined-step", &[("k", k.into())]),
            };
            let diffs = compare(replayed.as_ref().unwrap_or(&expected[k]), g, precision);
            let step = format!("[{}]", k + 1);
            unreadable = unreadable_of(&diffs, &step);
            let which = describe_diffs(&diffs, At { within: &step, ..whole }, lang);
            details.push(lang.ta(
                "check-first-wrong-step",
                &[
                    ("step", (k + 1).into()),
                    ("label", label.into()),
                    ("which", which.join(", ").into()),
                    ("should", should.into()),
                ],
            ));
            details.extend(number_forms(&diffs, lang));
        }
    }
    details.extend(trace_notes(given.len(), n, &carried, &wrong_steps, lang));
    let extra = given.len().saturating_sub(n);
    if right == n && extra == 0 && first_wrong.is_none() {
        return (Verdict::Right, Number::one(), Vec::new(), Vec::new());
    }
    let fraction = Number::ratio(right as i64, (n + extra).max(1) as i64).unwrap_or_default();
    details.insert(
        0,
        lang.ta("check-steps-right", &[("right", right.into()), ("n", n.into())]),
    );
    let verdict = if right == 0 { Verdict::Wrong } else { Verdict::Partial };
    (verdict, fraction, details, unreadable)
}

/// A trace's answer that is not a list of steps: wrong, with what cannot be read.
fn not_a_trace(expected: &Value, node: &Written, lang: Lang) -> Graded {
    let unreadable = Unreadable::of(expected, node)
        .map(|reason| UnreadableAt {
            path: String::new(),
            reason,
        })
        .into_iter()
        .collect();
    (
        Verdict::Wrong,
        Number::zero(),
        vec![lang.t("check-trace-not-list")],
        unreadable,
    )
}

/// The notes under a trace's verdict: steps missing or extra, the steps credited as carried
/// forward, the wrong ones.
fn trace_notes(given: usize, n: usize, carried: &[usize], wrong_steps: &[usize], lang: Lang) -> Vec<String> {
    let mut notes = Vec::new();
    if given < n {
        notes.push(lang.ta(
            "check-steps-missing",
            &[("given", given.into()), ("n", n.into()), ("from", (given + 1).into())],
        ));
    } else if given > n {
        notes.push(lang.ta(
            "check-steps-extra",
            &[("given", given.into()), ("n", n.into()), ("extra", (given - n).into())],
        ));
    }
    if !carried.is_empty() {
        notes.push(lang.ta(
            "check-carried-steps",
            &[
                ("count", carried.len().into()),
                ("steps", steps_list(carried, lang).into()),
            ],
        ));
    }
    if wrong_steps.len() > 1 {
        notes.push(lang.ta("check-wrong-steps", &[("steps", steps_list(wrong_steps, lang).into())]));
    }
    notes
}

fn steps_list(steps: &[usize], lang: Lang) -> String {
    let shown: Vec<String> = steps.iter().take(12).map(|k| (k + 1).to_string()).collect();
    let more = if steps.len() > 12 {
        format!(" … ({})", lang.ta("check-in-all", &[("n", steps.len().into())]))
    } else {
        String::new()
    };
    format!("{}{more}", shown.join(", "))
}

/// The hint of a wrong answer to part `i` and the mistake it names: the feedback of a generated
/// option chosen (a near miss names none), else the first mistake that gives the answer, else
/// a rounding.
fn hint_of(
    ex: &crate::exercise::Exercise,
    sp: &SolvedPart,
    node: &Written,
    fitting: &[Misconception],
    i: usize,
    (precision, traced): (Precision, bool),
    at: At<'_>,
) -> (Option<String>, Option<Hint>) {
    if let Some((feedback, mistake)) = option_feedback(sp, node) {
        return (Some(feedback), mistake);
    }
    let m = hint_for(fitting, i, &sp.value, node, precision, traced)
        .or_else(|| rounding_hint(&sp.value, node, (precision, ex.digits), ex.lang, at));
    (m.as_ref().map(|m| m.text.clone()), m)
}

fn hint_for(
    misconceptions: &[Misconception],
    i: usize,
    expected: &Value,
    node: &Written,
    precision: Precision,
    traced: bool,
) -> Option<Hint> {
    for m in misconceptions {
        if let Some(Some(v)) = m.answers.get(i)
            && v != expected
            && agrees(v, node, precision)
        {
            return Some(m.hint.clone());
        }
    }
    // A trace: the first step may match a mistake even when later steps differ (a vector's
    // first wrong entry matching one says little: 0.1497 for −0.1497 is not a sign slip when
    // the next entry is not one too).
    if !traced {
        return None;
    }
    for m in misconceptions {
        if let (Some(Some(Value::List(steps))), Value::List(exp), Some(given)) =
            (m.answers.get(i), expected, node.as_list())
        {
            let first = exp.iter().zip(given).position(|(e, g)| !agrees(e, g, precision));
            if let Some(k) = first
                && let (Some(s), Some(g)) = (steps.get(k), given.get(k))
                && agrees(s, g, precision)
            {
                return Some(m.hint.clone());
            }
        }
    }
    None
}

/// A number written with fewer decimals than asked that is the answer rounded to them (0.69
/// for ln 2 asked at 4 decimals, 0.3 for 0.26): "agrees to 2 decimals; 4 are asked". The
/// answer itself is not said.
fn rounding_hint(
    expected: &Value,
    node: &Written,
    (precision, digits): (Precision, u32),
    lang: Lang,
    at: At<'_>,
) -> Option<Hint> {
    if node.scalar_text().is_some() {
        return scalar_rounding_hint(expected, node, digits, lang);
    }
    // inside a list or mapping: the first entry that is such a rounding, by its place
    let (path, hint) = entry_rounding_hint(expected, node, precision, digits, lang)?;
    let text = lang.ta(
        "check-hint-at",
        &[("place", at.name(&path).into()), ("hint", hint.text.into())],
    );
    Some(Hint { text, ..hint })
}

/// The path (as [`compare`] writes it: `[1]`, `.key`) and the hint of the first entry of a
/// list or mapping that is wrong and is the answer's entry rounded to fewer decimals than asked
/// (a right entry written with fewer decimals, 0.5 for 1/2, is not one).
fn entry_rounding_hint(
    expected: &Value,
    node: &Written,
    precision: Precision,
    digits: u32,
    lang: Lang,
) -> Option<(String, Hint)> {
    if node.scalar_text().is_some() {
        if agrees(expected, node, precision) {
            return None;
        }
        return scalar_rounding_hint(expected, node, digits, lang).map(|h| (String::new(), h));
    }
    let inner = |path: String, e: &Value, n: &Written| {
        entry_rounding_hint(e, n, precision, digits, lang).map(|(rest, h)| (format!("{path}{rest}"), h))
    };
    match (expected, node.as_list(), node.as_map()) {
        (Value::List(items), Some(given), _) => items
            .iter()
            .zip(given)
            .enumerate()
            .find_map(|(i, (e, n))| inner(format!("[{}]", i + 1), e, n)),
        (Value::Map(items), _, Some(given)) => items.iter().find_map(|(k, e)| {
            let (_, n) = given.iter().find(|(key, _)| key.text == *k)?;
            inner(format!(".{k}"), e, n)
        }),
        _ => None,
    }
}

fn scalar_rounding_hint(expected: &Value, node: &Written, digits: u32, lang: Lang) -> Option<Hint> {
    let text = node.scalar_text()?.trim();
    let given = node.number()?;
    let written = text
        .split_once(['.', ','])
        .map_or(0, |(_, fr)| fr.chars().take_while(char::is_ascii_digit).count() as u32);
    if written == 0 || written >= digits || text.contains(['/', 'e', 'E']) {
        return None;
    }
    let at = |v: &Value| match v {
        Value::Number(n) => Some(n.round_to(written)),
        Value::Rounded(r) => Some(crate::num::real::round_display(r, written)),
        _ => None,
    };
    (at(expected)? == given.value.round_to(written)).then(|| {
        Hint::with(
            lang,
            "check-hint-rounding",
            &[("given", written.into()), ("asked", digits.into())],
        )
    })
}

fn consistent(
    solution: &Solution,
    answers: &Answers,
    part: &Part,
    node: &Written,
    (precision, namer): (Precision, &dyn Namer),
) -> Option<String> {
    let problem = &solution.exercise.problem;
    let froms = problem.depends_on_all(part);
    let mut values = Vec::with_capacity(froms.len());
    let mut wrong = Vec::new();
    for from in &froms {
        let earlier = solution.parts.iter().find(|p| p.part.name == *from);
        let theirs = match (earlier, answers.get(from)) {
            (Some(earlier), Some(their)) if !agrees(&earlier.value, their, precision) => {
                wrong.push(namer.part(from));
                Some(parse_like(&earlier.value, their)?)
            }
            _ => None, // not asked, not answered, or right: the kind uses its own value
        };
        values.push(theirs);
    }
    if wrong.is_empty() {
        return None; // every earlier answer is right: nothing to carry
    }
    let recomputed = problem.recompute_all(part, &values)?;
    let lang = solution.exercise.lang;
    let names = match wrong.as_slice() {
        [one] => one.clone(),
        [init @ .., last] => lang.ta("check-and", &[("init", init.join(", ").into()), ("last", last.into())]),
        [] => return None,
    };
    agrees(&recomputed, node, precision).then(|| {
        lang.ta(
            "check-consistent-with",
            &[("count", wrong.len().into()), ("names", names.into())],
        )
    })
}
