//! After the exam: an item analysis of a class's graded answers files (`mlex report`). Built
//! from the reports of the same grading as `mlex check` ([`crate::exam::ExamGrader`], or
//! [`crate::check::Checker`] for one spec): the exam's totals and reliability, per question and
//! per part the facility and discrimination as Moodle's quiz statistics define them, the
//! modelled mistakes the class made (the hints), multiple-choice options, and how the drawn
//! variants compare. The statistics are the pure functions of [`stats`]; the page is the
//! `report.md` template's ([`view`]). docs/report.md defines every figure.

pub mod moodle;
pub mod stats;
pub mod view;

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Serialize;

use crate::check::{Report, Verdict};
use crate::diag::{Source, Span};
use crate::exam::{Exam, ExamReport};
use crate::i18n::Lang;
use crate::kinds::Hint;
use crate::num::Number;

/// One part of one student's graded question.
#[derive(Clone, Debug)]
pub struct PartScore {
    /// The part name.
    pub name: String,
    /// The verdict.
    pub verdict: Verdict,
    /// The hint the checker gave, if any.
    pub hint: Option<String>,
    /// The modelled mistake the hint names (its id, name and hint), if any.
    pub mistake: Option<Hint>,
    /// Points earned, scaled to the exam's points of the question.
    pub earned: Number,
    /// Points possible, scaled likewise.
    pub points: Number,
    /// The answer as written (one line, shortened), without the student's name or file.
    pub answer: Option<String>,
    /// Whether the part is multiple choice.
    pub choice: bool,
}

/// One student's graded question.
#[derive(Clone, Debug)]
pub struct QuestionScore {
    /// The exercise id.
    pub id: String,
    /// Points earned.
    pub earned: Number,
    /// Points possible.
    pub points: Number,
    /// Its parts.
    pub parts: Vec<PartScore>,
    /// The variant it was graded in (`None` for a spec without variants): a Moodle quiz's
    /// random slots draw each question's variant on its own.
    pub variant: Option<u64>,
}

/// One graded answers file.
#[derive(Clone, Debug)]
pub struct Sheet {
    /// The file.
    pub file: String,
    /// The variant graded against (`None` for a spec without variants).
    pub variant: Option<u64>,
    /// Who it is (the `student:` ID, else the `name:` written in the file) and where.
    pub who: Option<(String, Span)>,
    /// The questions, in the exam's order.
    pub questions: Vec<QuestionScore>,
    source: Arc<Source>,
}

/// The most characters of an answer quoted as an example.
const EXAMPLE_CHARS: usize = 80;

/// The answer written at `span`, on one line, shortened.
fn answer_at(source: &Source, span: Option<Span>) -> Option<String> {
    let s = span?;
    let text = source.text.get(s.start..s.end)?;
    let one: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    Some(if one.chars().count() > EXAMPLE_CHARS {
        format!("{}…", one.chars().take(EXAMPLE_CHARS).collect::<String>())
    } else {
        one
    })
}

/// The `name:` written at the top of an answers file, if any.
fn name_in(source: &Source) -> Option<(String, Span)> {
    let docs = crate::spec::yaml::parse(&source.text).ok()?;
    let map = docs.first()?.as_map()?;
    map.iter().find_map(|(k, v)| {
        (k.as_scalar() == Some("name"))
            .then(|| {
                v.as_scalar()
                    .map(|t| (t.split_whitespace().collect::<Vec<_>>().join(" "), v.span))
            })
            .flatten()
            .filter(|(t, _)| !t.is_empty())
    })
}

/// Where `student:` is written, if it is.
fn student_in(source: &Source) -> Option<Span> {
    let docs = crate::spec::yaml::parse(&source.text).ok()?;
    let map = docs.first()?.as_map()?;
    map.iter()
        .find(|(k, _)| k.as_scalar() == Some("student"))
        .map(|(_, v)| v.span)
}

fn parts_of(report: &Report, ex: &crate::exercise::Exercise, points: &Number) -> Vec<PartScore> {
    // the parts' points scaled to the exam's points of the question, as the question's are
    let scale = crate::num::NonZero::new(report.total.clone()).map(|t| (points.clone(), t));
    let scaled = |n: &Number| match &scale {
        Some((p, t)) => &(n * p) / t,
        None => Number::zero(),
    };
    let source = &report.warnings.source;
    report
        .parts
        .iter()
        .map(|p| PartScore {
            name: p.part.clone(),
            verdict: p.verdict,
            hint: p.hint.clone(),
            mistake: p.mistake.clone(),
            earned: scaled(&p.earned),
            points: scaled(&p.points),
            answer: answer_at(source, p.span),
            choice: ex.parts().iter().any(|q| q.name == p.part && q.choices.is_some()),
        })
        .collect()
}

impl Sheet {
    /// The sheet of a student's graded exam (`exam` gives which parts are multiple choice).
    pub fn of_exam(file: impl Into<String>, report: &ExamReport, exam: &Exam) -> Sheet {
        let source = report.warnings.source.clone();
        let who = match &report.student {
            Some(id) => Some((id.clone(), student_in(&source).unwrap_or_default())),
            None => name_in(&source),
        };
        let questions = report
            .exercises
            .iter()
            .zip(&exam.entries)
            .map(|(e, entry)| QuestionScore {
                id: e.id.clone(),
                earned: e.earned.clone(),
                points: e.points.clone(),
                parts: parts_of(&e.report, &entry.exercise, &e.points),
                variant: Some(report.variant),
            })
            .collect();
        Sheet {
            file: file.into(),
            variant: Some(report.variant),
            who,
            questions,
            source,
        }
    }

    /// The sheet of a student's graded exercise (one spec: one question); it names no student,
    /// so no second file of one is found among them.
    pub(crate) fn of_report(file: impl Into<String>, report: &Report, ex: &crate::exercise::Exercise) -> Sheet {
        let source = report.warnings.source.clone();
        Sheet {
            file: file.into(),
            variant: ex.drawn().map(|d| d.number),
            // an exercise's answers file names no one (`name:` is not one of its keys)
            who: None,
            questions: vec![QuestionScore {
                id: report.exercise.clone(),
                earned: report.earned.clone(),
                points: report.total.clone(),
                parts: parts_of(report, ex, &report.total),
                variant: ex.drawn().map(|d| d.number),
            }],
            source,
        }
    }

    fn total(&self) -> Number {
        self.questions.iter().map(|q| q.earned.clone()).sum()
    }
}

/// An answers file left out of the analysis, and why (a located message).
#[derive(Clone, Debug, Serialize)]
pub struct LeftOut {
    /// The file.
    pub file: String,
    /// Why: unreadable, invalid (another exam's, no `variant:`…) or a second file of a student.
    pub reason: String,
}

/// A bar of the histogram of totals: the totals t with `from` ≤ t < `to` (≤ `to` for the last).
#[derive(Clone, Debug)]
pub struct Bin {
    /// Lower end.
    pub from: Number,
    /// Upper end.
    pub to: Number,
    /// How many students.
    pub count: usize,
}

/// Why an item is flagged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Flag {
    /// A discrimination below 0: the better students did worse on it.
    Negative,
    /// A discrimination below [`LOW_DISCRIMINATION`].
    Low,
}

/// Below this (item–rest correlation, or upper–lower index) an item's discrimination is low.
pub const LOW_DISCRIMINATION: f64 = 0.2;

/// The statistics of one item (a question, or a part of one).
#[derive(Clone, Debug)]
pub struct ItemStats {
    /// The exercise id, or the part name.
    pub name: String,
    /// Points possible.
    pub max: Number,
    /// Mean score over `max` (Moodle's facility index), exactly.
    pub facility: Option<Number>,
    /// Standard deviation of the score (n − 1) over `max` (Moodle's SD column).
    pub sd: Option<f64>,
    /// Correlation of the item's score with the rest of the exam's (Moodle's discrimination
    /// index, there × 100).
    pub discrimination: Option<f64>,
    /// The upper–lower 27% index, exactly.
    pub upper_lower: Option<Number>,
    /// Low or negative discrimination.
    pub flag: Option<Flag>,
}

/// A modelled mistake and how many students made it, counted by its id whatever the numbers
/// its hint quotes.
#[derive(Clone, Debug)]
pub struct Mistake {
    /// The mistake's stable id (its hint's message id, `perceptron-hint-sign`).
    pub id: &'static str,
    /// Its short name.
    pub name: String,
    /// Its hint's texts, each once, in the order of the files (a hint that quotes the variant's
    /// numbers has one per variant).
    pub hints: Vec<String>,
    /// How many wrong answers it explains.
    pub count: usize,
    /// One of them, as written.
    pub example: Option<String>,
}

/// A count of answers with one example.
#[derive(Clone, Debug, Default)]
pub struct Counted {
    /// How many.
    pub count: usize,
    /// One of them, as written.
    pub example: Option<String>,
}

impl Counted {
    fn add(&mut self, answer: Option<&String>) {
        self.count += 1;
        if self.example.is_none() {
            self.example = answer.cloned();
        }
    }
}

/// An option of a multiple-choice part, as the class chose it.
#[derive(Clone, Debug)]
pub struct OptionChosen {
    /// The option as written (its number).
    pub option: String,
    /// How many chose it.
    pub count: usize,
    /// How many of them it was right for (the option's meaning may differ by variant).
    pub right: usize,
    /// The mistake the checker named most often for it (by id; its first hint met).
    pub mistake: Option<Hint>,
}

/// A part's statistics and what the class got wrong in it.
#[derive(Clone, Debug)]
pub struct PartStats {
    /// The statistics.
    pub item: ItemStats,
    /// Right answers.
    pub right: usize,
    /// Not answered.
    pub missing: usize,
    /// The modelled mistakes, most frequent first.
    pub mistakes: Vec<Mistake>,
    /// Wrong but right from the student's own earlier answer (carried forward).
    pub carried: Counted,
    /// Wrong (or partly right) answers that no mistake model explains.
    pub unmodelled: Counted,
    /// Multiple choice: each option chosen, by option.
    pub options: Vec<OptionChosen>,
}

/// A question's facility in one variant.
#[derive(Clone, Debug)]
pub struct VariantStats {
    /// The variant number.
    pub variant: u64,
    /// How many students had it.
    pub n: usize,
    /// The question's facility among them, exactly.
    pub facility: Number,
    /// The 95% interval of it (normal approximation with the question's SD over the class).
    pub interval: (f64, f64),
    /// Markedly harder (`Some(true)`) or easier (`Some(false)`) than the question overall.
    pub harder: Option<bool>,
    /// The variant's drawn parameters, when looked up ([`Analysis::draw_parameters`]).
    pub parameters: Option<String>,
}

/// One question's statistics.
#[derive(Clone, Debug)]
pub struct QuestionStats {
    /// The statistics of the whole question.
    pub item: ItemStats,
    /// Its title.
    pub title: Option<String>,
    /// Per part.
    pub parts: Vec<PartStats>,
    /// Per variant, in variant order.
    pub variants: Vec<VariantStats>,
}

/// A question of the exam, as the analysis names it.
#[derive(Clone, Debug)]
pub struct Question {
    /// The exercise id.
    pub id: String,
    /// Its title.
    pub title: Option<String>,
    /// The points the exam gives it.
    pub points: Number,
}

impl Question {
    /// The questions of an exam.
    pub fn of_exam(exam: &Exam) -> Vec<Question> {
        exam.entries
            .iter()
            .map(|e| Question {
                id: e.exercise.id().to_string(),
                title: e.exercise.title().map(str::to_string),
                points: crate::exam::points_of(&e.exercise, e.points.as_ref()),
            })
            .collect()
    }

    /// The one question of a spec.
    pub(crate) fn of_exercise(ex: &crate::exercise::Exercise) -> Vec<Question> {
        vec![Question {
            id: ex.id().to_string(),
            title: ex.title().map(str::to_string),
            points: ex
                .parts()
                .iter()
                .map(|p| p.points.clone().unwrap_or_else(Number::one))
                .sum(),
        }]
    }
}

/// The whole analysis.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The exam's (or the exercise's) title.
    pub title: String,
    /// The language of the page.
    pub lang: Lang,
    /// The seed of the run.
    pub seed: Option<u64>,
    /// Files analysed.
    pub submissions: usize,
    /// Points possible.
    pub total: Number,
    /// Mean total, exactly.
    pub mean: Option<Number>,
    /// Median total, exactly.
    pub median: Option<Number>,
    /// Standard deviation of the totals (n − 1).
    pub sd: Option<f64>,
    /// Cronbach's α over the questions, exactly.
    pub alpha: Option<Number>,
    /// KR-20, exactly, when every question was scored all or nothing.
    pub kr20: Option<Number>,
    /// The histogram of totals.
    pub histogram: Vec<Bin>,
    /// Files left out, and why.
    pub left_out: Vec<LeftOut>,
    /// Per question.
    pub questions: Vec<QuestionStats>,
    /// Per file (or row of a Moodle report) analysed: each question's variant and points.
    pub graded: Vec<Graded>,
    /// The Moodle Responses report the sheets were read from, if they were (`--moodle`).
    pub moodle: Option<String>,
}

/// What one file analysed (or one row of a Moodle report) was graded: no name, no answer.
#[derive(Clone, Debug)]
pub struct Graded {
    /// The file (`responses.csv:3` for a row of a Moodle report).
    pub file: String,
    /// Per question: its exercise id, the variant graded against and the points earned.
    pub questions: Vec<(String, Option<u64>, Number)>,
}

/// The sheets without second files of a student: a file whose `student:` or `name:` an earlier
/// file has is left out, with a message located at it.
pub fn without_duplicates(sheets: Vec<Sheet>, lang: Lang) -> (Vec<Sheet>, Vec<LeftOut>) {
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    let mut kept = Vec::with_capacity(sheets.len());
    let mut out = Vec::new();
    for s in sheets {
        if let Some((who, span)) = &s.who {
            let key = who.to_lowercase();
            if let Some(first) = seen.get(&key) {
                let (l, c) = s.source.line_col(span.start);
                out.push(LeftOut {
                    file: s.file.clone(),
                    reason: format!(
                        "{}:{l}:{c}: {}",
                        s.source.name,
                        lang.ta(
                            "report-duplicate",
                            &[("who", who.as_str().into()), ("first", first.as_str().into())]
                        )
                    ),
                });
                continue;
            }
            seen.insert(key, s.file.clone());
        }
        kept.push(s);
    }
    (kept, out)
}

/// An item's statistics from its scores, the rest of each student's exam and the totals.
fn item(name: &str, scores: &[Number], max: &Number, totals: &[Number]) -> ItemStats {
    let rest: Vec<Number> = totals.iter().zip(scores).map(|(t, s)| t - s).collect();
    let m = max.to_f64_lossy();
    let sd = stats::sd(scores).filter(|_| m > 0.0).map(|s| s / m);
    let discrimination = stats::correlation(scores, &rest);
    let upper_lower = stats::upper_lower(scores, totals, max);
    let d = upper_lower.as_ref().map(Number::to_f64_lossy);
    let worst = [discrimination, d]
        .into_iter()
        .flatten()
        .fold(None, |w: Option<f64>, x| Some(w.map_or(x, |w| w.min(x))));
    // an item every student scored the same on cannot discriminate, and is not flagged for it
    let varies = sd.is_some_and(|s| s > 0.0);
    let flag = worst.filter(|_| varies).and_then(|w| {
        if w < 0.0 {
            Some(Flag::Negative)
        } else if w < LOW_DISCRIMINATION {
            Some(Flag::Low)
        } else {
            None
        }
    });
    ItemStats {
        name: name.to_string(),
        max: max.clone(),
        facility: stats::facility(scores, max),
        sd,
        discrimination,
        upper_lower,
        flag,
    }
}

fn histogram(totals: &[Number], max: &Number) -> Vec<Bin> {
    // bins one point wide for a whole total up to 20 points, else 10 equal bins
    let (width, bins) = match max.to_i64() {
        Some(m) if max.is_integer() && (1..=20).contains(&m) => (Number::one(), m as usize),
        _ if max.is_positive() => match max.checked_div(&Number::from(10)) {
            Some(w) => (w, 10),
            None => return Vec::new(),
        },
        _ => return Vec::new(),
    };
    let mut out: Vec<Bin> = (0..bins)
        .map(|k| Bin {
            from: &width * &Number::from(k),
            to: &width * &Number::from(k + 1),
            count: 0,
        })
        .collect();
    for t in totals {
        let k = out.iter().position(|b| t < &b.to).unwrap_or(bins - 1);
        out[k].count += 1;
    }
    out
}

fn part_stats(item: ItemStats, answers: &[&PartScore]) -> PartStats {
    let mut right = 0;
    let mut missing = 0;
    let mut carried = Counted::default();
    let mut unmodelled = Counted::default();
    let mut mistakes: Vec<Mistake> = Vec::new();
    // per option: chosen, right, and each mistake named for it (its first hint, how often)
    type Named = Vec<(Hint, usize)>;
    let mut options: BTreeMap<String, (usize, usize, Named)> = BTreeMap::new();
    for p in answers {
        if p.choice
            && let Some(a) = &p.answer
        {
            let o = options.entry(a.clone()).or_default();
            o.0 += 1;
            if p.verdict == Verdict::Right {
                o.1 += 1;
            }
            if let Some(m) = &p.mistake {
                match o.2.iter_mut().find(|(h, _)| h.id == m.id) {
                    Some((_, n)) => *n += 1,
                    None => o.2.push((m.clone(), 1)),
                }
            }
        }
        match p.verdict {
            Verdict::Right => right += 1,
            Verdict::Missing => missing += 1,
            Verdict::Consistent => carried.add(p.answer.as_ref()),
            // grouped by the mistake's id: one mistake whose hint quotes the variant's numbers
            // is one row, two mistakes with one text two rows
            Verdict::Wrong | Verdict::Partial => match &p.mistake {
                Some(h) => match mistakes.iter_mut().find(|m| m.id == h.id) {
                    Some(m) => {
                        m.count += 1;
                        if !m.hints.contains(&h.text) {
                            m.hints.push(h.text.clone());
                        }
                    }
                    None => mistakes.push(Mistake {
                        id: h.id,
                        name: h.name.clone(),
                        hints: vec![h.text.clone()],
                        count: 1,
                        example: p.answer.clone(),
                    }),
                },
                None => unmodelled.add(p.answer.as_ref()),
            },
        }
    }
    // most frequent first; a tie in the order first met
    mistakes.sort_by_key(|m| std::cmp::Reverse(m.count));
    let options = options
        .into_iter()
        .map(|(option, (count, right, named))| OptionChosen {
            option,
            count,
            right,
            // the most often named; a tie, the first met
            mistake: named
                .into_iter()
                .fold(None, |best: Option<(Hint, usize)>, (h, n)| match best {
                    Some((bh, bn)) if bn >= n => Some((bh, bn)),
                    _ => Some((h, n)),
                })
                .map(|(h, _)| h),
        })
        .collect();
    PartStats {
        item,
        right,
        missing,
        mistakes,
        carried,
        unmodelled,
        options,
    }
}

/// A question's facility in each variant, with its interval, and whether the variant was
/// markedly harder or easier than the question over the class.
fn variant_stats(sheets: &[Sheet], q: usize, scores: &[Number], max: &Number, qitem: &ItemStats) -> Vec<VariantStats> {
    let overall = qitem.facility.as_ref().map(Number::to_f64_lossy);
    let mut by_variant: BTreeMap<u64, Vec<Number>> = BTreeMap::new();
    for (s, x) in sheets.iter().zip(scores) {
        if let Some(v) = s.questions.get(q).and_then(|x| x.variant) {
            by_variant.entry(v).or_default().push(x.clone());
        }
    }
    // the question's variance over the class, in shares of its points (once: a run of
    // 1,000 variants took 8 s computing it again for each)
    let var = stats::variance(scores)
        .and_then(|v| v.checked_div(&(max * max)))
        .unwrap_or_default();
    by_variant
        .into_iter()
        .filter_map(|(variant, xs)| {
            let facility = stats::facility(&xs, max)?;
            let interval = stats::interval(&facility, &var, xs.len())?;
            let harder = match overall {
                Some(o) if xs.len() >= 2 && qitem.sd.is_some() && interval.1 < o => Some(true),
                Some(o) if xs.len() >= 2 && qitem.sd.is_some() && interval.0 > o => Some(false),
                _ => None,
            };
            Some(VariantStats {
                variant,
                n: xs.len(),
                facility,
                interval,
                harder,
                parameters: None,
            })
        })
        .collect()
}

impl Analysis {
    /// The analysis of `sheets` (graded, without duplicates) of an exam titled `title` with
    /// these questions.
    pub fn of(
        title: &str,
        defs: &[Question],
        sheets: &[Sheet],
        left_out: Vec<LeftOut>,
        lang: Lang,
        seed: Option<u64>,
    ) -> Analysis {
        let totals: Vec<Number> = sheets.iter().map(Sheet::total).collect();
        let nq = defs.len();
        let total: Number = defs.iter().map(|d| d.points.clone()).sum();
        let question_scores: Vec<Vec<Number>> = (0..nq)
            .map(|q| {
                sheets
                    .iter()
                    .map(|s| s.questions.get(q).map(|x| x.earned.clone()).unwrap_or_default())
                    .collect()
            })
            .collect();
        let maxes: Vec<Number> = defs.iter().map(|d| d.points.clone()).collect();
        let alpha = stats::cronbach_alpha(&question_scores);
        let kr20 = if stats::dichotomous(&question_scores, &maxes) {
            let right: Vec<Vec<bool>> = question_scores
                .iter()
                .map(|q| q.iter().map(|x| !x.is_zero()).collect())
                .collect();
            stats::kr20(&right)
        } else {
            None
        };
        let mut questions = Vec::with_capacity(nq);
        for q in 0..nq {
            let scores = &question_scores[q];
            let qitem = item(
                sheets
                    .first()
                    .and_then(|s| s.questions.get(q))
                    .map_or("", |x| x.id.as_str()),
                scores,
                &maxes[q],
                &totals,
            );
            let part_names: Vec<String> = sheets
                .first()
                .and_then(|s| s.questions.get(q))
                .map(|x| x.parts.iter().map(|p| p.name.clone()).collect())
                .unwrap_or_default();
            let parts = part_names
                .iter()
                .enumerate()
                .map(|(k, name)| {
                    let answers: Vec<&PartScore> =
                        sheets.iter().filter_map(|s| s.questions.get(q)?.parts.get(k)).collect();
                    let scores: Vec<Number> = answers.iter().map(|p| p.earned.clone()).collect();
                    let max = answers.first().map(|p| p.points.clone()).unwrap_or_default();
                    part_stats(item(name, &scores, &max, &totals), &answers)
                })
                .collect();
            let variants = variant_stats(sheets, q, scores, &maxes[q], &qitem);
            questions.push(QuestionStats {
                item: qitem,
                title: defs[q].title.clone(),
                parts,
                variants,
            });
        }
        Analysis {
            title: title.to_string(),
            lang,
            seed,
            submissions: sheets.len(),
            mean: stats::mean(&totals),
            median: stats::median(&totals),
            sd: stats::sd(&totals),
            alpha,
            kr20,
            histogram: histogram(&totals, &total),
            total,
            left_out,
            questions,
            graded: sheets
                .iter()
                .map(|s| Graded {
                    file: s.file.clone(),
                    questions: s
                        .questions
                        .iter()
                        .map(|q| (q.id.clone(), q.variant, q.earned.clone()))
                        .collect(),
                })
                .collect(),
            moodle: None,
        }
    }

    /// Looks up the drawn parameters of every variant flagged harder or easier (at most
    /// `limit` per question), by drawing that variant of the exam again under `seed`.
    pub fn draw_parameters(&mut self, exam: &Exam, seed: u64, limit: usize) {
        let mut drawn: BTreeMap<u64, Option<crate::exam::ExamVariant>> = BTreeMap::new();
        for (q, question) in self.questions.iter_mut().enumerate() {
            for v in question.variants.iter_mut().filter(|v| v.harder.is_some()).take(limit) {
                let ev = drawn
                    .entry(v.variant)
                    .or_insert_with(|| exam.variant(seed, v.variant).ok());
                let Some(ev) = ev else { continue };
                let mut text: Vec<String> = ev.data.iter().map(|(n, val)| format!("{n} = {}", val.text())).collect();
                // the exercise's own `vary:` values (those of the shared data are shown once)
                if let Some(d) = ev.exercises.get(q).and_then(|(e, _)| e.drawn()) {
                    text.extend(
                        d.parameters
                            .iter()
                            .filter(|(n, _)| !ev.data.iter().any(|(m, _)| m == n))
                            .map(|(n, val)| format!("{n} = {}", val.text())),
                    );
                }
                v.parameters = Some(text.join(", "));
            }
        }
    }

    /// [`Analysis::draw_parameters`] for the variants of one spec.
    pub(crate) fn draw_spec_parameters(&mut self, ex: &crate::exercise::Exercise, seed: u64, limit: usize) {
        for question in &mut self.questions {
            for v in question.variants.iter_mut().filter(|v| v.harder.is_some()).take(limit) {
                v.parameters = ex
                    .variant(seed, v.variant)
                    .ok()
                    .and_then(|e| e.drawn().map(crate::exercise::Drawn::parameters_text));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nums(xs: &[i64]) -> Vec<Number> {
        xs.iter().map(|&x| Number::from(x)).collect()
    }

    #[test]
    fn histogram_bins_are_one_point_wide_up_to_20_points_else_tenths() {
        // by hand: 12 points → 12 bins [k, k + 1), the full mark in the last
        let h = histogram(&nums(&[0, 12, 11, 5]), &Number::from(12));
        assert_eq!(h.len(), 12);
        let counts: Vec<usize> = h.iter().map(|b| b.count).collect();
        assert_eq!(counts, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2]);
        // 30 points → 10 bins of 3: 2.5 in [0, 3), 3 in [3, 6), 30 in [27, 30]
        let h = histogram(
            &[Number::ratio(5, 2).unwrap(), Number::from(3), Number::from(30)],
            &Number::from(30),
        );
        assert_eq!(h.len(), 10);
        assert_eq!(h[9].from, Number::from(27));
        let counts: Vec<usize> = h.iter().map(|b| b.count).collect();
        assert_eq!(counts, [1, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
        assert!(histogram(&[], &Number::zero()).is_empty());
    }

    /// A figure as Moodle's quiz statistics table prints it: two decimals and "%"
    /// (statistics_table.php `format_percentage`).
    fn shown(x: f64) -> String {
        format!("{x:.2}%")
    }

    /// A mark as Moodle's JSON gives it (a float, at most 7 decimals), exactly; a question
    /// left blank has no mark (null, state "gave up"), which counts 0 as in mlex's grading.
    fn mark(v: &serde_json::Value) -> Number {
        if v.is_null() {
            return Number::zero();
        }
        v.to_string().parse().unwrap_or_else(|_| panic!("not a mark: {v}"))
    }

    /// Moodle 4.5.5's own statistics of a class of 24 who sat, on the real Moodle of
    /// scripts/moodle/ (quiz.php), a quiz of the sample exam's export (one random slot per
    /// question, 5 variants each): tests/moodle/class/attempts.json holds every student's mark
    /// per slot as Moodle's question engine gave it, statistics.json what the quiz_statistics
    /// report computed from them. Given Moodle's marks, the analysis's facility, SD and
    /// discrimination (item–rest r) are Moodle's facility index, SD and discrimination index
    /// as its table prints them (2 decimals), and 100 α is its coefficient of internal
    /// consistency. (Discriminative efficiency, Moodle's fourth figure, is not one of the
    /// report's: docs/report.md.)
    #[test]
    fn moodles_quiz_statistics_are_reproduced_from_moodles_marks() {
        let attempts: serde_json::Value =
            serde_json::from_str(include_str!("../../tests/moodle/class/attempts.json")).unwrap();
        let moodle: serde_json::Value =
            serde_json::from_str(include_str!("../../tests/moodle/class/statistics.json")).unwrap();
        let slots = moodle["slots"].as_array().unwrap();
        let defs: Vec<Question> = slots
            .iter()
            .map(|s| Question {
                id: format!("slot {}", s["slot"]),
                title: None,
                points: mark(&s["maxmark"]),
            })
            .collect();
        let sheets: Vec<Sheet> = attempts
            .as_array()
            .unwrap()
            .iter()
            .map(|a| Sheet {
                file: a["user"].as_str().unwrap().to_string(),
                variant: None,
                who: None,
                questions: slots
                    .iter()
                    .map(|s| {
                        let given = &a["slots"][s["slot"].to_string()];
                        QuestionScore {
                            id: format!("slot {}", s["slot"]),
                            earned: mark(&given["mark"]),
                            points: mark(&given["maxmark"]),
                            parts: Vec::new(),
                            variant: None,
                        }
                    })
                    .collect(),
                source: Source::new("", ""),
            })
            .collect();
        assert_eq!(sheets.len(), 24);
        let a = Analysis::of("class", &defs, &sheets, Vec::new(), Lang::En, None);
        for (q, s) in a.questions.iter().zip(slots) {
            let want = &s["shown"];
            let f = q.item.facility.as_ref().unwrap().to_f64_lossy();
            assert_eq!(shown(100.0 * f), want["facility"], "facility of slot {}", s["slot"]);
            assert_eq!(
                shown(100.0 * q.item.sd.unwrap()),
                want["sd"],
                "SD of slot {}",
                s["slot"]
            );
            // none where nobody differs (Moodle: null, its table an empty cell)
            assert_eq!(
                q.item.discrimination.map(|r| shown(100.0 * r)),
                want["discriminationindex"].as_str().map(str::to_string),
                "discrimination of slot {}",
                s["slot"]
            );
        }
        let alpha = a.alpha.unwrap().to_f64_lossy();
        let cic = moodle["quiz"]["cic"].as_f64().unwrap();
        assert_eq!(format!("{:.2}", 100.0 * alpha), format!("{cic:.2}"));
    }

    #[test]
    fn a_second_file_of_a_student_is_left_out_and_located() {
        let sheet = |file: &str, text: &str| {
            let source = Source::new(file, text);
            Sheet {
                file: file.into(),
                variant: Some(1),
                who: name_in(&source),
                questions: Vec::new(),
                source,
            }
        };
        let (kept, out) = without_duplicates(
            vec![
                sheet("a.yaml", "variant: 1\nname: Ann  Smith\n"),
                sheet("b.yaml", "variant: 2\nname: Bob\n"),
                sheet("c.yaml", "variant: 1\nname: ann smith\n"),
                sheet("d.yaml", "variant: 1\n"),
            ],
            Lang::En,
        );
        let files: Vec<&str> = kept.iter().map(|s| s.file.as_str()).collect();
        assert_eq!(files, ["a.yaml", "b.yaml", "d.yaml"]);
        assert_eq!(out.len(), 1);
        assert!(
            out[0]
                .reason
                .starts_with("c.yaml:2:7: `ann smith` already has answers in `a.yaml`"),
            "{}",
            out[0].reason
        );
    }

    /// Two mistakes whose hints read the same are two rows; one mistake whose hint quotes other
    /// numbers is one row with both texts; a hint of no mistake (a near miss) is no row. By hand:
    /// a, b, a′, c, a, near miss → a 3 (two texts), b 1, c 1, unmodelled 1.
    #[test]
    fn mistakes_are_counted_by_id_not_by_text() {
        let hint = |id: &'static str, text: &str| Hint {
            id,
            name: format!("name of {id}"),
            text: text.into(),
        };
        let score = |answer: &str, mistake: Option<Hint>| PartScore {
            name: "radius".into(),
            verdict: Verdict::Wrong,
            hint: Some(mistake.as_ref().map_or("a near miss".into(), |m| m.text.clone())),
            mistake,
            earned: Number::zero(),
            points: Number::one(),
            answer: Some(answer.into()),
            choice: true,
        };
        let answers = [
            score("1", Some(hint("x-hint-a", "z = 1.645"))),
            score("2", Some(hint("x-hint-b", "the same words"))),
            score("3", Some(hint("x-hint-a", "z = 2.576"))),
            score("4", Some(hint("x-hint-c", "the same words"))),
            score("1", Some(hint("x-hint-a", "z = 1.645"))),
            score("5", None),
        ];
        let refs: Vec<&PartScore> = answers.iter().collect();
        let zeros = vec![Number::zero(); 6];
        let item = item("radius", &zeros, &Number::one(), &zeros);
        let p = part_stats(item, &refs);
        let rows: Vec<(&str, &str, usize, &[String])> = p
            .mistakes
            .iter()
            .map(|m| (m.id, m.name.as_str(), m.count, m.hints.as_slice()))
            .collect();
        assert_eq!(
            rows,
            [
                (
                    "x-hint-a",
                    "name of x-hint-a",
                    3,
                    &["z = 1.645".to_string(), "z = 2.576".to_string()][..]
                ),
                ("x-hint-b", "name of x-hint-b", 1, &["the same words".to_string()][..]),
                ("x-hint-c", "name of x-hint-c", 1, &["the same words".to_string()][..]),
            ]
        );
        assert_eq!((p.unmodelled.count, p.unmodelled.example.as_deref()), (1, Some("5")));
        let named: Vec<(&str, Option<&str>)> = p
            .options
            .iter()
            .map(|o| (o.option.as_str(), o.mistake.as_ref().map(|m| m.id)))
            .collect();
        assert_eq!(
            named,
            [
                ("1", Some("x-hint-a")),
                ("2", Some("x-hint-b")),
                ("3", Some("x-hint-a")),
                ("4", Some("x-hint-c")),
                ("5", None)
            ]
        );
    }
}
