//! Reading Moodle's quiz "Responses" report (its CSV download) of a quiz made from `mlex export
//! moodle`, back into graded sheets for [`super::Analysis`] (docs/report.md, "From Moodle").
//!
//! The CSV names no question and no variant: each row×slot's question is found by its "Right
//! answer" column, compared with the right answers of every question of the export, as
//! [`crate::moodle::quiz`] writes them (the XML is the one definition of how a part becomes
//! Moodle blanks; this module reads it back, it does not write it a second time). The
//! "Response" column is then turned back into an answers file of that question (a number per
//! numerical blank, an option's letter, a class or word, `null` for an empty blank) and graded by
//! the same [`Checker`] as `mlex check`. What follows is the answers files' own path: the sheets
//! go to [`super::Analysis::of`].

use std::sync::Arc;

use crate::check::Checker;
use crate::check::grade::Verdict;
use crate::diag::{Diagnostic, Diagnostics, Source, Span};
use crate::exam::Exam;
use crate::exercise::Exercise;
use crate::moodle::{Category, Math};
use crate::num::Number;
use crate::value::Value;

use super::{QuestionScore, Sheet, parts_of};

/// One question of the export: an exercise of the exam in one variant, and its blanks.
struct Candidate {
    /// Its place in the exam (0-based).
    entry: usize,
    /// The exam's variant it was drawn in.
    variant: u64,
    checker: Checker,
    /// The exam's points of the question.
    points: Number,
    form: Form,
    /// The numbers of its question text in order, its blanks left out: what tells it from a
    /// question with the same right answers in the report's "Question N" column.
    numbers: Vec<String>,
}

/// How Moodle asks a question, read from its XML.
#[derive(Clone, Debug, PartialEq)]
enum Form {
    /// A multiple-choice question: its options' texts and the right one.
    Choice(Vec<String>, usize),
    /// A numerical question: the right value as written.
    Number(String),
    /// A cloze question: per part (its name), its blanks, numbered from 1 in that order.
    Cloze(Vec<(String, Vec<Blank>)>),
}

/// An embedded answer of a cloze question.
#[derive(Clone, Debug, PartialEq)]
struct Blank {
    kind: BlankKind,
    /// The right answer, as Moodle shows it.
    right: String,
    /// Every answer's text (the options of a multiple-choice blank).
    options: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum BlankKind {
    Number,
    Short,
    Choice,
    /// Several right options (MULTIRESPONSE): not read back.
    Many,
}

/// A Responses report read: a graded sheet per row, or the row's problems (located in the CSV);
/// the problems of the whole file (an unknown column, no slots, no rows), each its own row of
/// the report too; and warnings (questions the CSV cannot tell apart, graded alike).
pub struct Responses {
    /// Per row.
    pub rows: Vec<Result<Sheet, Diagnostics>>,
    /// Of the whole file.
    pub problems: Vec<Diagnostics>,
    /// Warnings.
    pub notes: Diagnostics,
}

/// The questions of a Moodle quiz made by `mlex export moodle EXAM --variants N --seed S`.
pub struct MoodleQuiz {
    candidates: Vec<Candidate>,
    /// The exam's exercises in order (for a question no slot holds).
    entries: usize,
}

/// The columns of the Responses report that are not responses (Moodle 4.5, in English): the
/// user's identity fields, the attempt's, and its grade (`Grade/100.00`).
const KNOWN_COLUMNS: [&str; 14] = [
    "Last name",
    "First name",
    "Email address",
    "ID number",
    "Username",
    "Institution",
    "Department",
    "City/town",
    "Country",
    "Status",
    "Started",
    "Completed",
    "Duration",
    "State",
];

/// What a column of the CSV holds.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Column {
    Known,
    /// `Question N`: the question's text, as Moodle summarises it.
    Text(usize),
    Response(usize),
    Right(usize),
    Unknown,
}

fn column(name: &str) -> Column {
    let name = name.trim_start_matches('\u{feff}').trim();
    let slot = |prefix: &str| {
        name.strip_prefix(prefix)
            .and_then(|n| n.parse::<usize>().ok())
            .filter(|&n| n >= 1)
    };
    if KNOWN_COLUMNS.contains(&name) || name.starts_with("Grade/") {
        Column::Known
    } else if let Some(n) = slot("Question ") {
        Column::Text(n)
    } else if let Some(n) = slot("Response ") {
        Column::Response(n)
    } else if let Some(n) = slot("Right answer ") {
        Column::Right(n)
    } else {
        Column::Unknown
    }
}

impl MoodleQuiz {
    /// The questions of the export of `exam`'s variants 1 to `variants` under `seed` (what `mlex
    /// export moodle EXAM --variants N --seed S` writes, in the exam's language).
    pub fn of_exam(exam: &Exam, seed: u64, variants: u64) -> Result<MoodleQuiz, crate::Error> {
        let renderer = crate::render::Renderer::builtin().map_err(crate::Error::Render)?;
        let mut candidates: Vec<Candidate> = Vec::new();
        let mut seen: Vec<(usize, String)> = Vec::new();
        for k in 1..=variants {
            let v = exam.variant(seed, k)?;
            for (entry, (ex, points)) in v.exercises.iter().enumerate() {
                let points = crate::exam::points_of(ex, points.as_ref());
                let (form, xml, numbers) = form_of(ex, &points, renderer)?;
                // an exercise the same in every variant (but its name) is exported once
                if seen.iter().any(|(e, x)| *e == entry && *x == xml) {
                    continue;
                }
                seen.push((entry, xml));
                candidates.push(Candidate {
                    entry,
                    variant: k,
                    checker: Checker::new(ex),
                    points,
                    form,
                    numbers,
                });
            }
        }
        Ok(MoodleQuiz {
            candidates,
            entries: exam.entries.len(),
        })
    }

    /// Reads the Responses report `source`.
    pub fn read(&self, source: &Arc<Source>) -> Responses {
        let at = |items: Vec<Diagnostic>| Diagnostics {
            source: source.clone(),
            items,
        };
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .from_reader(source.text.as_bytes());
        let mut records = reader.records();
        let header = match records.next() {
            Some(Ok(h)) => h,
            _ => {
                return Responses {
                    rows: Vec::new(),
                    problems: vec![at(vec![
                        Diagnostic::error("the CSV is empty: no header line")
                            .at(Span::new(0, 0), "expected Moodle's column names")
                            .help("download the quiz's Responses report as CSV (docs/report.md, \"From Moodle\")"),
                    ])],
                    notes: at(Vec::new()),
                };
            }
        };
        let (slots, email, mut whole) = slots_of(source, &header);
        let header_spans = field_spans(&source.text, 0, header.len());
        let mut rows = Vec::new();
        let mut notes = Vec::new();
        for record in records {
            let record = match record {
                Ok(r) => r,
                Err(e) => {
                    let byte = e.position().map_or(0, |p| p.byte() as usize);
                    rows.push(Err(at(vec![
                        Diagnostic::error(format!("this line is not CSV: {e}"))
                            .at(Span::new(byte, byte), "here")
                            .help("give the report as Moodle downloads it"),
                    ])));
                    continue;
                }
            };
            let start = record.position().map_or(0, |p| p.byte() as usize);
            if record.iter().all(|f| f.trim().is_empty()) {
                continue;
            }
            rows.push(self.row(source, &record, start, &slots, email, &mut notes));
        }
        if rows.is_empty() && !slots.is_empty() {
            whole.push(at(vec![
                Diagnostic::error("the CSV has no attempts: only its header")
                    .at(header_spans.first().copied().unwrap_or_default(), "the header")
                    .help("download the report after students have attempted the quiz"),
            ]));
        }
        let notes = notes
            .into_iter()
            .map(|(n, variants, span, id)| {
                Diagnostic::warning(format!(
                    "slot {n}: variants {} of `{id}` have the same right answers",
                    variants.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
                ))
                .at(span, "first row with them")
                .note("each row's response grades alike in each of them: it is graded, and counted under no variant in \"Fairness of the variants\"")
            })
            .collect();
        Responses {
            rows,
            problems: whole,
            notes: at(notes),
        }
    }

    /// Which question each slot of a row holds: per exam entry, the question, its response,
    /// the response's column and whether its variant is unknown (else an error; `notes` gets
    /// each slot of variants graded alike once).
    ///
    /// A slot's questions are those with its right answer, narrowed by its text when the report
    /// has the `Question N` column. Questions of several exercises: an exercise held by one slot
    /// only is no other slot's (each exercise is one slot of the quiz), so the others are
    /// narrowed in turn. Variants of one exercise: graded against each, kept when every one
    /// grades the response alike.
    fn identify<'q>(
        &'q self,
        record: &csv::StringRecord,
        spans: &[Span],
        start: usize,
        slots: &[SlotColumns],
        notes: &mut Vec<(usize, Vec<u64>, Span, String)>,
        errors: &mut Vec<Diagnostic>,
    ) -> Vec<Option<Slot<'q>>> {
        let span = |i: usize| spans.get(i).copied().unwrap_or(Span::new(start, start));
        let field = |i: usize| record.get(i).unwrap_or("");
        let found: Vec<Vec<&Candidate>> = slots.iter().map(|s| self.found(s, field)).collect();
        let entries = by_elimination(&found);
        let mut by_entry: Vec<Option<Slot<'q>>> = (0..self.entries).map(|_| None).collect();
        for ((s, found), entries) in slots.iter().zip(&found).zip(&entries) {
            let n = s.n;
            let Some(first) = found.first() else {
                errors.push(
                    Diagnostic::error(format!("slot {n}: no question of the exam's export has this right answer"))
                        .at(span(s.right), "matches no question")
                        .help("give the exam, `--seed`, `--variants` and `--lang` of the `mlex export moodle` the quiz was made from (a question edited in Moodle after the import is none of them)"),
                );
                continue;
            };
            let &[entry] = entries.as_slice() else {
                let ids: Vec<&str> =
                    found
                        .iter()
                        .map(|c| c.checker.solution.exercise.id())
                        .fold(Vec::new(), |mut v, id| {
                            if !v.contains(&id) {
                                v.push(id);
                            }
                            v
                        });
                errors.push(
                    Diagnostic::error(format!(
                        "slot {n}: the right answer is that of questions of different exercises ({})",
                        ids.join(", ")
                    ))
                    .at(span(s.right), "ambiguous")
                    .help(TEXT_HELP),
                );
                continue;
            };
            if let Some((c, ..)) = &by_entry[entry] {
                errors.push(
                    Diagnostic::error(format!(
                        "slot {n} holds `{}` a second time",
                        c.checker.solution.exercise.id()
                    ))
                    .at(span(s.right), "a second slot of one exercise"),
                );
                continue;
            }
            let same: Vec<&Candidate> = found.iter().copied().filter(|c| c.entry == entry).collect();
            let first = same.first().copied().unwrap_or(first);
            match alike(&same, field(s.response)) {
                Ok(()) => {
                    by_entry[entry] = Some((first, field(s.response).to_string(), s.response, same.len() > 1));
                    let variants: Vec<u64> = same.iter().map(|c| c.variant).collect();
                    if same.len() > 1 && !notes.iter().any(|(m, v, ..)| *m == n && *v == variants) {
                        notes.push((
                            n,
                            variants,
                            span(s.right),
                            first.checker.solution.exercise.id().to_string(),
                        ));
                    }
                }
                Err(how) => errors.push(
                    Diagnostic::error(format!(
                        "slot {n}: variants {} of `{}` have these right answers and grade the response differently ({how})",
                        same.iter().map(|c| c.variant.to_string()).collect::<Vec<_>>().join(", "),
                        first.checker.solution.exercise.id()
                    ))
                    .at(span(s.response), "ambiguous")
                    .help(TEXT_HELP),
                ),
            }
        }
        by_entry
    }

    /// The questions of a slot: those with its right answer; of them, those whose numbers are
    /// the text's, when the report has the slot's `Question N` and any is (else all: a text
    /// edited in Moodle).
    fn found<'q, 'r>(&'q self, s: &SlotColumns, field: impl Fn(usize) -> &'r str) -> Vec<&'q Candidate> {
        let found: Vec<&Candidate> = self
            .candidates
            .iter()
            .filter(|c| c.form.is_right(field(s.right)))
            .collect();
        let Some(text) = s.text.map(|i| numbers_of(field(i))).filter(|t| !t.is_empty()) else {
            return found;
        };
        let by_text: Vec<&Candidate> = found.iter().copied().filter(|c| within(&c.numbers, &text)).collect();
        if by_text.is_empty() { found } else { by_text }
    }

    /// One row: its questions identified, read back and graded.
    fn row(
        &self,
        source: &Arc<Source>,
        record: &csv::StringRecord,
        start: usize,
        slots: &[SlotColumns],
        email: Option<usize>,
        notes: &mut Vec<(usize, Vec<u64>, Span, String)>,
    ) -> Result<Sheet, Diagnostics> {
        let spans = field_spans(&source.text, start, record.len());
        let span = |i: usize| spans.get(i).copied().unwrap_or(Span::new(start, start));
        let field = |i: usize| record.get(i).unwrap_or("");
        let mut errors = Vec::new();
        let by_entry = self.identify(record, &spans, start, slots, notes, &mut errors);
        let mut questions = Vec::with_capacity(self.entries);
        for (entry, found) in by_entry.iter().enumerate() {
            let (c, text) = match found {
                Some((c, text, col, _)) => match c.form.answers(text, c) {
                    Ok(t) => (*c, t),
                    Err(m) => {
                        errors.push(Diagnostic::error(m).at(span(*col), "not read").help(
                            "a response of Moodle's numerical field is a number; an option is one of the question's",
                        ));
                        continue;
                    }
                },
                // an exercise no slot holds: not answered (graded against its first question)
                None => match self.candidates.iter().find(|c| c.entry == entry) {
                    Some(c) => (c, String::new()),
                    None => continue,
                },
            };
            let mut q = c.grade(&text);
            // no slot, or variants this row cannot tell apart: no variant to compare
            if found.as_ref().is_none_or(|f| f.3) {
                q.variant = None;
            }
            questions.push(q);
        }
        if !errors.is_empty() {
            return Err(Diagnostics {
                source: source.clone(),
                items: crate::diag::capped(errors),
            });
        }
        let who = email
            .map(|i| (field(i).trim().to_lowercase(), span(i)))
            .filter(|(w, _)| !w.is_empty())
            .or_else(|| {
                let name = format!("{} {}", field(1), field(0));
                let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
                (!name.is_empty()).then(|| (name, span(0)))
            });
        Ok(Sheet {
            file: format!("{}:{}", source.name, source.line_col(start).0),
            variant: None,
            who,
            questions,
            source: source.clone(),
        })
    }
}

impl Candidate {
    /// The question graded from an answers file's text (`part: value` lines).
    fn grade(&self, answers: &str) -> QuestionScore {
        let ex = &self.checker.solution.exercise;
        let source = Source::new(format!("{} (variant {})", ex.id(), self.variant), answers.to_string());
        let report = match self.checker.check(source) {
            Ok(r) => r,
            // the text is mlex's own: an answers file it cannot read grades as empty
            Err(_) => self
                .checker
                .check(Source::new(ex.id().to_string(), String::new()))
                .unwrap_or_else(|_| unreachable_report(&self.checker)),
        };
        let earned = match crate::num::NonZero::new(report.total.clone()) {
            None => Number::zero(),
            Some(t) => &(&report.earned * &self.points) / &t,
        };
        QuestionScore {
            id: ex.id().to_string(),
            earned,
            points: self.points.clone(),
            parts: parts_of(&report, ex, &self.points),
            variant: Some(self.variant),
        }
    }
}

/// The help of a slot whose question the report's right answer cannot tell.
const TEXT_HELP: &str = "download the report with \"question text\" ticked under \"Show the\" too: mlex then tells the questions apart by their text (docs/report.md, \"From Moodle\")";

/// Whether the questions `same` (variants of one exercise with one right answer) grade the
/// `response` alike: the same points and, part by part, the same points, verdict and mistake;
/// else how they grade it, variant by variant.
fn alike(same: &[&Candidate], response: &str) -> Result<(), String> {
    if same.len() < 2 {
        return Ok(());
    }
    let graded: Vec<Result<QuestionScore, String>> = same
        .iter()
        .map(|c| c.form.answers(response, c).map(|t| c.grade(&t)))
        .collect();
    // a response none of them reads: its error is the row's (`row`)
    if graded.iter().all(Result::is_err) {
        return Ok(());
    }
    let same_grade = |a: &QuestionScore, b: &QuestionScore| {
        a.earned == b.earned
            && a.parts.len() == b.parts.len()
            && a.parts.iter().zip(&b.parts).all(|(x, y)| {
                x.name == y.name
                    && x.earned == y.earned
                    && x.verdict == y.verdict
                    && x.mistake.as_ref().map(|m| m.id) == y.mistake.as_ref().map(|m| m.id)
            })
    };
    if graded.windows(2).all(|w| match (&w[0], &w[1]) {
        (Ok(a), Ok(b)) => same_grade(a, b),
        _ => false,
    }) {
        return Ok(());
    }
    let points: Vec<Option<&Number>> = graded.iter().map(|g| g.as_ref().ok().map(|q| &q.earned)).collect();
    let other_mistakes = points.windows(2).all(|w| w[0] == w[1]);
    // the same points: the parts graded otherwise, by their verdict and mistake
    let part = |q: &QuestionScore, i: usize| {
        q.parts.get(i).map(|p| {
            let verdict = match p.verdict {
                Verdict::Right => "right",
                Verdict::Partial => "partly right",
                Verdict::Consistent => "consistent",
                Verdict::Wrong => "wrong",
                Verdict::Missing => "not answered",
            };
            match &p.mistake {
                Some(m) => format!("`{}` {verdict}, the mistake \"{}\"", p.name, short(&m.name)),
                None => format!("`{}` {verdict}, no modelled mistake", p.name),
            }
        })
    };
    let differ = |i: usize| {
        let texts: Vec<Option<String>> = graded
            .iter()
            .map(|g| g.as_ref().ok().and_then(|q| part(q, i)))
            .collect();
        texts.windows(2).any(|w| w[0] != w[1])
    };
    let parts = graded.iter().flatten().map(|q| q.parts.len()).max().unwrap_or(0);
    Err(same
        .iter()
        .zip(&graded)
        .map(|(c, g)| match g {
            Ok(q) if other_mistakes => format!(
                "variant {}: {}",
                c.variant,
                (0..parts)
                    .filter(|&i| differ(i))
                    .filter_map(|i| part(q, i))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Ok(q) => format!("variant {}: {} of {} points", c.variant, q.earned, q.points),
            Err(_) => format!("variant {}: not read", c.variant),
        })
        .collect::<Vec<_>>()
        .join("; "))
}

/// Per slot, the exam entries its questions `found` may be: each entry of a slot's questions,
/// less those another slot can only be (an exercise is one slot of the quiz), until nothing
/// changes. A slot that would be left with none keeps its entries (two slots of one exercise).
fn by_elimination(found: &[Vec<&Candidate>]) -> Vec<Vec<usize>> {
    let mut sets: Vec<Vec<usize>> = found
        .iter()
        .map(|f| {
            let mut e: Vec<usize> = f.iter().map(|c| c.entry).collect();
            e.sort_unstable();
            e.dedup();
            e
        })
        .collect();
    loop {
        let fixed: Vec<usize> = sets.iter().filter(|s| s.len() == 1).map(|s| s[0]).collect();
        let mut changed = false;
        for set in sets.iter_mut().filter(|s| s.len() > 1) {
            let left: Vec<usize> = set.iter().copied().filter(|e| !fixed.contains(e)).collect();
            if !left.is_empty() && left.len() < set.len() {
                *set = left;
                changed = true;
            }
        }
        if !changed {
            return sets;
        }
    }
}

/// The columns of one slot of the report.
#[derive(Clone, Copy, Debug, PartialEq)]
struct SlotColumns {
    /// Its number.
    n: usize,
    /// `Response N`.
    response: usize,
    /// `Right answer N`.
    right: usize,
    /// `Question N`, when the report has it.
    text: Option<usize>,
}

/// An empty answers file always reads; this is its report, graded directly.
fn unreachable_report(checker: &Checker) -> crate::check::Report {
    checker.grade(&crate::check::grade::Answers {
        source: Source::new("", ""),
        entries: Vec::new(),
        warnings: Vec::new(),
    })
}

/// The slots of a Responses report's header (number, response column, right-answer column, in
/// slot order), the e-mail address's column, and the header's problems (an unknown column, half
/// a slot, no slot), each located.
fn slots_of(source: &Arc<Source>, header: &csv::StringRecord) -> Slots {
    let at = |items: Vec<Diagnostic>| Diagnostics {
        source: source.clone(),
        items,
    };
    let mut whole = Vec::new();
    let columns: Vec<Column> = header.iter().map(column).collect();
    let header_spans = field_spans(&source.text, 0, header.len());
    for (i, c) in columns.iter().enumerate() {
        if *c == Column::Unknown {
            whole.push(at(vec![
            Diagnostic::error(format!("unknown column `{}`: it is not read", &header[i]))
            .at(header_spans[i], "not a column of Moodle's Responses report")
            .help("the columns read are the user's, the attempt's, `Grade/…` and `Question N`, `Response N`, `Right answer N` (Moodle in English)"),
        ]));
        }
    }
    // the slots: each with its response and right-answer columns
    let mut slots: Vec<(usize, Option<usize>, Option<usize>)> = Vec::new();
    for (i, c) in columns.iter().enumerate() {
        let (n, resp) = match c {
            Column::Response(n) => (*n, true),
            Column::Right(n) => (*n, false),
            _ => continue,
        };
        let k = match slots.iter().position(|s| s.0 == n) {
            Some(k) => k,
            None => {
                slots.push((n, None, None));
                slots.len() - 1
            }
        };
        if resp {
            slots[k].1 = Some(i);
        } else {
            slots[k].2 = Some(i);
        }
    }
    slots.sort();
    let text = |n: usize| columns.iter().position(|c| *c == Column::Text(n));
    let slots: Vec<SlotColumns> = slots
        .into_iter()
        .filter_map(|(n, r, a)| match (r, a) {
            (Some(response), Some(right)) => Some(SlotColumns {
                n,
                response,
                right,
                text: text(n),
            }),
            _ => {
                whole.push(at(vec![
                    Diagnostic::error(format!(
                        "slot {n} has no `Response {n}` or no `Right answer {n}` column"
                    ))
                    .at(header_spans[r.or(a).unwrap_or(0)], "half a slot")
                    .help("download the report with \"Show: response, right answer\" both ticked"),
                ]));
                None
            }
        })
        .collect();
    if slots.is_empty() && whole.is_empty() {
        whole.push(at(vec![
            Diagnostic::error("the CSV has no `Response N` and `Right answer N` columns")
                .at(header_spans.first().copied().unwrap_or_default(), "its header")
                .help("download the report with \"Show: response, right answer\" both ticked"),
        ]));
    }
    let email = columns
        .iter()
        .zip(header.iter())
        .position(|(c, h)| *c == Column::Known && h.trim_start_matches('\u{feff}') == "Email address");
    (slots, email, whole)
}

/// A slot of a row: its question, response, response's column, and whether its variant is
/// unknown (variants with the same right answers, graded alike).
type Slot<'q> = (&'q Candidate, String, usize, bool);

/// [`slots_of`]'s answer.
type Slots = (Vec<SlotColumns>, Option<usize>, Vec<Diagnostics>);

/// The byte spans of the first `n` fields of the CSV record starting at byte `start` (a quoted
/// field without its quotes); a field not found is at the record's start.
fn field_spans(text: &str, start: usize, n: usize) -> Vec<Span> {
    let b = text.as_bytes();
    let mut i = start;
    // a byte-order mark is no part of the first field
    if i == 0 && text.starts_with('\u{feff}') {
        i = 3;
    }
    let mut out = Vec::with_capacity(n);
    while out.len() < n && i <= b.len() {
        if b.get(i) == Some(&b'"') {
            let s = i + 1;
            let mut j = s;
            while j < b.len() {
                if b[j] == b'"' {
                    if b.get(j + 1) == Some(&b'"') {
                        j += 2;
                        continue;
                    }
                    break;
                }
                j += 1;
            }
            out.push(Span::new(s, j));
            i = j + 1;
        } else {
            let s = i;
            while i < b.len() && !matches!(b[i], b',' | b'\n' | b'\r') {
                i += 1;
            }
            out.push(Span::new(s, i));
        }
        match b.get(i) {
            Some(b',') => i += 1,
            _ => break,
        }
    }
    while out.len() < n {
        out.push(Span::new(start, start));
    }
    out
}

/// The form of one exported question, read from the XML [`crate::moodle::quiz`] writes for it;
/// the XML without the question's name; the numbers of its question text ([`numbers_of`]).
fn form_of(
    ex: &Exercise,
    points: &Number,
    renderer: &crate::render::Renderer,
) -> Result<(Form, String, Vec<String>), crate::Error> {
    let category = Category {
        path: String::new(),
        variants: vec![ex.clone()],
        points: Some(points.clone()),
    };
    let xml = crate::moodle::quiz(&[category], renderer, Math::Tex).map_err(crate::Error::Render)?;
    // the category, then the question
    let q = xml.split("<question type=\"").nth(2).unwrap_or_default();
    let unnamed = match (q.find("<name>"), q.find("</name>")) {
        (Some(i), Some(j)) => format!("{}{}", &q[..i], &q[j..]),
        _ => q.to_string(),
    };
    let kind = q.split('"').next().unwrap_or_default();
    let answers = || {
        q.split("<answer fraction=\"").skip(1).map(|a| {
            let fraction = a.split('"').next().unwrap_or_default();
            let text = between(a, "<text>", "</text>").map(cdata).unwrap_or_default();
            (fraction.parse::<f64>().unwrap_or(0.0), text)
        })
    };
    let text = between(q, "<questiontext format=\"html\"><text>", "</text>")
        .map(cdata)
        .unwrap_or_default();
    // the text without its embedded answers (every literal `{` starts one)
    let mut prose = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(i) = rest.find('{') {
        prose.push_str(&rest[..i]);
        rest = rest[i..].find('}').map_or("", |j| &rest[i + j + 1..]);
    }
    prose.push_str(rest);
    // a tag separates what it stands between (table cells, list items), as in Moodle's text
    let numbers = numbers_of(&html_text(&prose.replace('<', " <")));
    let form = match kind {
        "multichoice" => {
            let all: Vec<(f64, String)> = answers().collect();
            let right = all.iter().position(|(f, _)| *f > 0.0).unwrap_or(0);
            Form::Choice(all.into_iter().map(|(_, t)| html_text(&t)).collect(), right)
        }
        "numerical" => Form::Number(answers().find(|(f, _)| *f >= 100.0).map(|(_, t)| t).unwrap_or_default()),
        _ => Form::Cloze(cloze_parts(&text)),
    };
    Ok((form, unnamed, numbers))
}

/// The numbers of a text in order, as written (digits, with a decimal point between digits):
/// what Moodle's summary of a question's text keeps of its data whatever it does to the layout.
fn numbers_of(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && (b[i].is_ascii_digit() || (b[i] == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))) {
            i += 1;
        }
        out.push(text[start..i].to_string());
    }
    out
}

/// Whether `part` is a subsequence of `whole`.
fn within(part: &[String], whole: &[String]) -> bool {
    let mut it = whole.iter();
    part.iter().all(|p| it.any(|w| w == p))
}

/// The text between the first `open` and the next `close`.
fn between<'a>(s: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let i = s.find(open)? + open.len();
    let j = s[i..].find(close)?;
    Some(&s[i..i + j])
}

/// An XML text written as CDATA sections (split where it held `]]>`), as its text.
fn cdata(s: &str) -> String {
    let s = s.replace("]]><![CDATA[", "");
    s.strip_prefix("<![CDATA[")
        .and_then(|t| t.strip_suffix("]]>"))
        .map_or_else(|| html_text(&s), str::to_string)
}

/// HTML as text, as Moodle's summaries show it: tags dropped, character references decoded.
fn html_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find(['<', '&']) {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        if rest.starts_with('<') {
            rest = rest.find('>').map_or("", |j| &rest[j + 1..]);
            continue;
        }
        let Some(end) = rest.find(';').filter(|&e| e <= 10) else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let name = &rest[1..end];
        let c = match name {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            n => n
                .strip_prefix("#x")
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .or_else(|| n.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match c {
            Some(c) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The parts of a cloze question's text (its `<li data-part="…">` lines) and the embedded
/// answers in each, in the order Moodle numbers them.
fn cloze_parts(text: &str) -> Vec<(String, Vec<Blank>)> {
    let mut parts = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("<li data-part=\"") {
        rest = &rest[i + "<li data-part=\"".len()..];
        let name = html_text(rest.split('"').next().unwrap_or_default());
        let end = rest.find("</li>").unwrap_or(rest.len());
        parts.push((name, blanks_in(&rest[..end])));
        rest = &rest[end..];
    }
    parts
}

/// The embedded answers of an HTML text (`{1:NUMERICAL:=0.5:0~%0%…}`): every literal `{` starts
/// one (the export writes any other as `&#123;`).
fn blanks_in(html: &str) -> Vec<Blank> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find('{') {
        rest = &rest[i + 1..];
        let end = rest.find('}').unwrap_or(rest.len());
        let inner = &rest[..end];
        rest = &rest[end.min(rest.len())..];
        let mut it = inner.splitn(3, ':');
        let (_weight, kind, body) = (it.next(), it.next().unwrap_or_default(), it.next().unwrap_or_default());
        let kind = if kind.starts_with("NUMERICAL") || kind == "NM" {
            BlankKind::Number
        } else if kind.starts_with("MULTIRESPONSE") || kind.starts_with("MR") {
            BlankKind::Many
        } else if kind.starts_with("MULTICHOICE") || kind.starts_with("MC") {
            BlankKind::Choice
        } else {
            BlankKind::Short
        };
        let mut right = String::new();
        let mut options = Vec::new();
        for alt in body.split('~') {
            let (is_right, a) = match alt.strip_prefix('=') {
                Some(a) => (true, a),
                None => match alt.strip_prefix('%') {
                    Some(a) => {
                        let (f, a) = a.split_once('%').unwrap_or(("0", a));
                        (f == "100", a)
                    }
                    None => (false, alt),
                },
            };
            let a = a.split('#').next().unwrap_or_default();
            let a = if kind == BlankKind::Number {
                a.split(':').next().unwrap_or_default()
            } else {
                a
            };
            let a = html_text(a);
            if is_right && right.is_empty() {
                right = a.clone();
            }
            options.push(a);
        }
        out.push(Blank { kind, right, options });
    }
    out
}

/// Two texts of a number (Moodle's, the export's) that are the same number; other texts equal.
fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.trim(), b.trim());
    if a == b {
        return true;
    }
    match (Number::parse(a), Number::parse(b)) {
        (Ok(x), Ok(y)) => x.value == y.value,
        _ => false,
    }
}

/// A cloze summary `part 1: …; part 2: …` of `n` blanks, split into the blanks' texts.
fn pieces(text: &str, n: usize) -> Option<Vec<&str>> {
    let mut out = Vec::with_capacity(n);
    let mut rest = text.trim_end();
    for k in 1..=n {
        rest = rest.strip_prefix(&format!("part {k}:"))?;
        let end = if k < n {
            rest.find(&format!("; part {}:", k + 1))?
        } else if rest.contains(&format!("; part {}:", k + 1)) {
            // more blanks than the question has
            return None;
        } else {
            rest.len()
        };
        out.push(rest[..end].strip_prefix(' ').unwrap_or(&rest[..end]));
        rest = &rest[end..];
        if k < n {
            rest = &rest[2..];
        }
    }
    rest.is_empty().then_some(out)
}

impl Form {
    fn blanks(&self) -> usize {
        match self {
            Form::Cloze(parts) => parts.iter().map(|(_, b)| b.len()).sum(),
            _ => 1,
        }
    }

    /// Whether Moodle's "Right answer" summary `text` is this question's.
    fn is_right(&self, text: &str) -> bool {
        match self {
            Form::Choice(options, right) => options.get(*right).is_some_and(|o| o.trim() == text.trim()),
            Form::Number(v) => same(v, text),
            Form::Cloze(parts) => {
                let Some(got) = pieces(text, self.blanks()) else {
                    return false;
                };
                parts
                    .iter()
                    .flat_map(|(_, b)| b)
                    .zip(got)
                    .all(|(b, g)| b.kind == BlankKind::Many || same(&b.right, g))
            }
        }
    }

    /// The answers file of a response (Moodle's "Response" summary) to this question: a
    /// `part: value` line per part answered. An error names what does not read.
    fn answers(&self, text: &str, c: &Candidate) -> Result<String, String> {
        // Moodle shows a question with no response as `-`
        if text.trim() == "-" {
            return Ok(String::new());
        }
        let sol = &c.checker.solution;
        let line = |part: &str, v: &str| format!("{part}: {v}\n");
        match self {
            Form::Choice(options, right) => {
                let Some(sp) = sol.parts.first() else {
                    return Ok(String::new());
                };
                if text.trim().is_empty() {
                    return Ok(String::new());
                }
                let i = options
                    .iter()
                    .position(|o| o.trim() == text.trim())
                    .ok_or_else(|| format!("`{}` is not an option of `{}`", short(text), sol.exercise.id()))?;
                Ok(line(
                    sp.part.name,
                    &option_answer(i, options.get(*right) == options.get(i), &sp.value),
                ))
            }
            Form::Number(_) => {
                let Some(sp) = sol.parts.first() else {
                    return Ok(String::new());
                };
                match number(text)? {
                    Some(n) => Ok(line(sp.part.name, &n)),
                    None => Ok(String::new()),
                }
            }
            Form::Cloze(parts) => {
                let got = pieces(text, self.blanks()).ok_or_else(|| {
                    format!(
                        "the response is not `part 1: …; …; part {}: …` as `{}` has {} blanks",
                        self.blanks(),
                        sol.exercise.id(),
                        self.blanks()
                    )
                })?;
                let mut got = got.into_iter();
                let mut out = String::new();
                for (name, blanks) in parts {
                    let mine: Vec<&str> = got.by_ref().take(blanks.len()).collect();
                    if mine.iter().all(|t| t.trim().is_empty()) {
                        continue;
                    }
                    let Some(sp) = sol.parts.iter().find(|p| p.part.name == name) else {
                        continue;
                    };
                    let value = if blanks.len() == 1
                        && blanks[0].kind == BlankKind::Choice
                        && !matches!(sp.value, Value::Bool(_))
                    {
                        let b = &blanks[0];
                        let i = b
                            .options
                            .iter()
                            .position(|o| o.trim() == mine[0].trim())
                            .ok_or_else(|| format!("`{}` is not an option of part `{name}`", short(mine[0])))?;
                        option_answer(i, b.options[i] == b.right, &sp.value)
                    } else if blanks.iter().any(|b| b.kind == BlankKind::Many) {
                        return Err(format!(
                            "part `{name}` has several right options: its response is not read"
                        ));
                    } else {
                        let mut it = blanks.iter().zip(mine);
                        let v = rebuild(&sp.value, &mut it)?;
                        if it.next().is_some() {
                            return Err(format!("part `{name}`: more blanks than its answer has entries"));
                        }
                        v
                    };
                    out.push_str(&line(name, &value));
                }
                Ok(out)
            }
        }
    }
}

/// A response quoted in a message: at most 40 characters.
fn short(s: &str) -> String {
    if s.chars().count() > 40 {
        format!("{}…", s.chars().take(40).collect::<String>())
    } else {
        s.to_string()
    }
}

/// The answer that chooses option `i` (from 0): its letter, or, for the right option of a part
/// whose answer is a word (`none`: no option is right, the export's last option), the word.
fn option_answer(i: usize, right: bool, value: &Value) -> String {
    match value {
        Value::Label(l) if right => quoted(l),
        _ => crate::choices::letter(i + 1).to_string(),
    }
}

/// A number typed in Moodle's numerical field (a decimal point or comma, an exponent), as an
/// answers file writes it; `None` when empty.
fn number(text: &str) -> Result<Option<String>, String> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let t2 = if t.contains(',') && !t.contains('.') {
        t.replacen(',', ".", 1)
    } else {
        t.to_string()
    };
    match Number::parse(&t2) {
        Ok(_) if !t2.contains(['/', ' ']) => Ok(Some(t2)),
        _ => Err(format!("`{}` is not a number", short(t))),
    }
}

/// The value of an answers file for the blanks `it` of a part whose right answer is `v`, in
/// `v`'s shape (a list, a map with its keys, an equation from its solved form's numbers); an
/// empty blank is `null` (an empty entry to `mlex check`).
fn rebuild<'a>(v: &Value, it: &mut impl Iterator<Item = (&'a Blank, &'a str)>) -> Result<String, String> {
    let mut next = || {
        it.next()
            .ok_or_else(|| "fewer blanks than the answer has entries".to_string())
    };
    Ok(match v {
        Value::List(items) => {
            let inner: Result<Vec<String>, String> = items.iter().map(|i| rebuild(i, it)).collect();
            format!("[{}]", inner?.join(", "))
        }
        Value::Map(items) => {
            let inner: Result<Vec<String>, String> = items
                .iter()
                .map(|(k, i)| Ok(format!("{}: {}", quoted(k), rebuild(i, it)?)))
                .collect();
            format!("{{{}}}", inner?.join(", "))
        }
        Value::Equation(e) if matches!(e.shape(), crate::num::linear::Shape::Hyperplane) => {
            let dim = e.dim();
            let (k, _) = e.solved_form();
            let mut terms = Vec::new();
            let mut empty = 0;
            for i in (1..k).chain([0]) {
                let (_, t) = next()?;
                let n = number(t)?;
                empty += usize::from(n.is_none());
                let n = n.unwrap_or_else(|| "0".into());
                terms.push(if i == 0 {
                    format!("({n})")
                } else {
                    format!(
                        "({n})*{}",
                        crate::num::linear::var_name(i, dim, crate::num::linear::Notation::Ascii)
                    )
                });
            }
            if empty == terms.len() {
                "null".into()
            } else if empty > 0 {
                // a blank of the equation left empty: the equation is wrong, as Moodle marks it
                quoted(&format!(
                    "{} = ?",
                    crate::num::linear::var_name(k, dim, crate::num::linear::Notation::Ascii)
                ))
            } else {
                quoted(&format!(
                    "{} = {}",
                    crate::num::linear::var_name(k, dim, crate::num::linear::Notation::Ascii),
                    terms.join(" + ")
                ))
            }
        }
        Value::Bool(_) => {
            let (b, t) = next()?;
            match b.options.iter().position(|o| o.trim() == t.trim()) {
                _ if t.trim().is_empty() => "null".into(),
                Some(0) => "yes".into(),
                Some(_) => "no".into(),
                None => return Err(format!("`{}` is not yes or no", short(t))),
            }
        }
        Value::Number(_) | Value::Rounded(_) => {
            let (_, t) = next()?;
            number(t)?.unwrap_or_else(|| "null".into())
        }
        _ => {
            // a class or a word: the right one's mlex word when it is one of the accepted texts
            let (b, t) = next()?;
            let t = t.trim();
            if t.is_empty() {
                "null".into()
            } else if let Some(w) = word(v).filter(|_| b.options.iter().any(|o| o.trim().eq_ignore_ascii_case(t))) {
                quoted(&w)
            } else {
                quoted(t)
            }
        }
    })
}

/// The class or word of an answer, as an answers file writes it.
fn word(v: &Value) -> Option<String> {
    match v {
        Value::Class { label, .. } | Value::Label(label) => Some(label.clone()),
        Value::Equation(e) => match e.shape() {
            crate::num::linear::Shape::None => Some("none".into()),
            crate::num::linear::Shape::Everywhere => Some("everywhere".into()),
            crate::num::linear::Shape::Hyperplane => None,
        },
        _ => None,
    }
}

/// A text as a YAML scalar of a flow collection, as an answers file writes it: plain when it
/// reads back as the same text (or number: a class `2` is written `2`, as students write it),
/// else double-quoted (JSON's string syntax).
fn quoted(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '+' | '-' | ' '))
        && !s.starts_with(['-', ' ', '.', '+'])
        && !s.ends_with(' ')
        && !matches!(
            s.to_ascii_lowercase().as_str(),
            "null" | "true" | "false" | "yes" | "no" | "on" | "off"
        );
    if plain {
        s.to_string()
    } else {
        serde_json::to_string(s).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cloze_summary_splits_into_its_blanks() {
        // Moodle's summaries as the recorded CSV prints them (tests/moodle/class/responses.csv)
        assert_eq!(
            pieces("part 1: C) 2; part 2: -2; part 3: ", 3),
            Some(vec!["C) 2", "-2", ""])
        );
        assert_eq!(pieces("part 1: ; part 2:", 2), Some(vec!["", ""]));
        // a count that is not the question's, or no summary of a cloze question
        assert_eq!(pieces("part 1: 1; part 2: 2", 3), None);
        assert_eq!(pieces("part 1: 1; part 2: 2", 1), None);
        assert_eq!(pieces("((3, 2), 2)", 1), None);
    }

    #[test]
    fn embedded_answers_read_back_with_their_right_answer_and_options() {
        // as src/moodle writes them (scripts/moodle/plan.py's BLANK reads the same)
        let b = blanks_in(
            "radius: {2:NUMERICAL:%0%0.01235:0~=0.0123:0.00005~%0%0.0103:0.00005#z = 1.645 &#126; x} then {1:MULTICHOICE_V:%0%A) below 0.1~=B) from 0.1 to &lt; 0.2} and {3:SHORTANSWER:=non raggiunto~=not attained}",
        );
        assert_eq!(b.len(), 3);
        assert_eq!((b[0].kind, b[0].right.as_str()), (BlankKind::Number, "0.0123"));
        assert_eq!(
            (b[1].kind, b[1].right.as_str()),
            (BlankKind::Choice, "B) from 0.1 to < 0.2")
        );
        assert_eq!(b[1].options, ["A) below 0.1", "B) from 0.1 to < 0.2"]);
        assert_eq!((b[2].kind, b[2].right.as_str()), (BlankKind::Short, "non raggiunto"));
        assert_eq!(b[2].options, ["non raggiunto", "not attained"]);
    }

    #[test]
    fn html_reads_as_moodles_text() {
        assert_eq!(
            html_text("a &amp; b &#35;&#x41; <b>c</b> &nope; & d"),
            "a & b #A c &nope; & d"
        );
        assert_eq!(cdata("<![CDATA[x]]]]><![CDATA[>y]]>"), "x]]>y");
    }

    #[test]
    fn fields_are_located_inside_their_quotes() {
        let text = "\u{feff}a,\"b,\"\"c\",d\n1,2";
        let s = field_spans(text, 0, 3);
        assert_eq!(&text[s[0].start..s[0].end], "a");
        assert_eq!(&text[s[1].start..s[1].end], "b,\"\"c");
        assert_eq!(&text[s[2].start..s[2].end], "d");
        let s = field_spans(text, text.find('1').unwrap(), 3);
        assert_eq!(&text[s[1].start..s[1].end], "2");
        // a field the record has not: at its start
        assert_eq!(s[2], Span::new(text.find('1').unwrap(), text.find('1').unwrap()));
    }

    #[test]
    fn moodle_numbers_read_as_answers() {
        assert_eq!(number(" 0,25 "), Ok(Some("0.25".into())));
        assert_eq!(number("-1.5e3"), Ok(Some("-1.5e3".into())));
        assert_eq!(number(""), Ok(None));
        assert!(number("1/3").is_err());
        assert!(number("abc").is_err());
        assert!(same("0.350", "0.35") && same("-5", "-5") && !same("0.35", "0.36"));
    }

    #[test]
    fn the_numbers_of_a_question_text_in_order() {
        // as Moodle's summary prints a table row (tests/moodle/class/responses-text.csv)
        assert_eq!(
            numbers_of("\t\ta   \t\t0.1   \t\t0.8 x₁ = (−1, 4), 1/3. 2."),
            ["0.1", "0.8", "1", "4", "1", "3", "2"]
        );
        let v = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert!(within(&v(&["0.5", "0.8"]), &v(&["2", "0.5", "1", "0.8"])));
        assert!(!within(&v(&["0.8", "0.5"]), &v(&["2", "0.5", "1", "0.8"])));
        assert!(!within(&v(&["0.4"]), &v(&["2/5", "0.40"])));
    }

    #[test]
    fn columns_of_moodles_report() {
        assert_eq!(column("\u{feff}Last name"), Column::Known);
        assert_eq!(column("Grade/88.00"), Column::Known);
        assert_eq!(column("Response 12"), Column::Response(12));
        assert_eq!(column("Question 2"), Column::Text(2));
        assert_eq!(column("Right answer 3"), Column::Right(3));
        assert_eq!(column("Response 0"), Column::Unknown);
        assert_eq!(column("Risposta 1"), Column::Unknown);
    }
}
