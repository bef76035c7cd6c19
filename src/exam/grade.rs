//! Grading students' answers files of an exam by variant: each file names its variant (or its
//! student, with a roster) and holds one section per exercise id; the variant is drawn again
//! and every section is checked as `mlex check` checks one exercise.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::Error;
use crate::check::place::{FileNamer, Namer};
use crate::check::{Checker, Report};
use crate::diag::{Diagnostic, Diagnostics, Source, did_you_mean};
use crate::exercise::Solution;
use crate::num::Number;
use crate::spec::loader::list_code;
use crate::spec::written::{EXAM_ANSWER_KEYS, Who, read_exam_answers_file};

use super::{Exam, Student, points_of};

/// The most variants `mlex exam --variants` writes, so the largest `variant:` an answers file
/// may name unless the grader is told the run's count.
pub const MAX_VARIANTS: u64 = 10_000;

/// One exercise of a graded exam.
#[derive(Clone, Debug)]
pub struct ExerciseScore {
    /// The exercise id.
    pub id: String,
    /// What the exam gives the exercise.
    pub points: Number,
    /// The points earned: the report's score scaled from the parts' points to the exam's.
    pub earned: Number,
    /// The exercise's report (every part's verdict, hints, carried-forward errors).
    pub report: Report,
}

/// A student's exam, graded.
#[derive(Clone, Debug)]
pub struct ExamReport {
    /// The variant graded against.
    pub variant: u64,
    /// The student (`student:` of the file).
    pub student: Option<String>,
    /// One per exercise of the exam, in the exam's order.
    pub exercises: Vec<ExerciseScore>,
    /// Points earned.
    pub earned: Number,
    /// Points possible.
    pub total: Number,
    /// Remarks on the file (unknown part names), located in it.
    pub warnings: Diagnostics,
    /// The language of the report (the exam's).
    pub lang: crate::i18n::Lang,
}

impl ExamReport {
    /// Whether every part of every exercise is right.
    pub fn all_right(&self) -> bool {
        self.exercises.iter().all(|e| e.report.all_right())
    }

    /// The report as text: per question its exercise's report, then the total.
    pub fn to_text(&self, reveal: bool) -> String {
        let lang = self.lang;
        let who = self.student.as_ref().map_or_else(String::new, |s| {
            format!("{}, ", lang.ta("exam-report-student", &[("student", s.into())]))
        });
        let variant = lang.ta("exam-report-variant", &[("n", self.variant.into())]);
        let mut out = format!("{} — {who}{variant}\n\n", self.warnings.source.name);
        for (i, e) in self.exercises.iter().enumerate() {
            out.push_str("## ");
            out.push_str(&lang.ta(
                "exam-report-question",
                &[
                    ("n", (i + 1).into()),
                    ("earned", short(&e.earned).into()),
                    ("points", short(&e.points).into()),
                ],
            ));
            out.push('\n');
            out.push_str(&e.report.to_text(reveal));
            out.push('\n');
        }
        out.push_str(&lang.ta(
            "exam-report-score",
            &[
                ("earned", short(&self.earned).into()),
                ("total", short(&self.total).into()),
            ],
        ));
        out.push('\n');
        out
    }

    /// The report as JSON.
    pub fn to_json(&self, reveal: bool) -> serde_json::Value {
        let exercises: Vec<serde_json::Value> = self
            .exercises
            .iter()
            .map(|e| {
                serde_json::json!({
                    "exercise": e.id,
                    "earned": short(&e.earned),
                    "points": short(&e.points),
                    "report": e.report.to_json(reveal),
                })
            })
            .collect();
        serde_json::json!({
            "answers": self.warnings.source.name,
            "variant": self.variant,
            "student": self.student,
            "score": short(&self.earned),
            "total": short(&self.total),
            "exercises": exercises,
            "warnings": self.warnings.short(),
        })
    }
}

/// A score as reports show it: at most 2 decimals, no trailing zeros.
pub fn short(n: &Number) -> String {
    let s = n.round_to(2);
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// One variant ready for grading: its exercises solved (once, however many students have it).
#[derive(Debug)]
struct Prepared {
    checkers: Vec<Checker>,
    points: Vec<Number>,
}

/// A variant's preparation, made once (a variant that finds no valid draw fails for every file
/// that names it).
type Slot = Arc<OnceLock<Result<Arc<Prepared>, crate::variant::DrawFailure>>>;

/// Grades exam answers files against the variants of one run (`seed`), drawing and solving
/// each variant once however many files name it. Shareable between threads.
#[derive(Debug)]
pub struct ExamGrader<'e> {
    exam: &'e Exam,
    seed: u64,
    roster: Option<(String, Vec<Student>)>,
    variants: u64,
    cache: Mutex<Cache>,
    /// How the reports' lines name places and parts (`mlex check`'s, or the practice page's).
    namer: NamerOf,
}

/// The namer of a solution's places ([`crate::check::place::Namer`]).
type NamerOf = for<'s> fn(&'s Solution) -> Box<dyn Namer + 's>;

/// The variants prepared so far, and the order they were first asked for (to let go of the
/// oldest when at most `keep` are kept).
#[derive(Debug, Default)]
struct Cache {
    slots: BTreeMap<u64, Slot>,
    order: std::collections::VecDeque<u64>,
    keep: Option<usize>,
}

impl<'e> ExamGrader<'e> {
    /// A grader of `exam`'s variants under `seed`; `variant:` may name 1 to `MAX_VARIANTS`.
    pub fn new(exam: &'e Exam, seed: u64) -> Self {
        ExamGrader {
            exam,
            seed,
            roster: None,
            variants: MAX_VARIANTS,
            cache: Mutex::new(Cache::default()),
            namer: |s| Box::new(FileNamer::new(s)),
        }
    }

    /// Keeps at most `n` (at least 1) prepared variants, letting go of the one first asked for
    /// longest ago: the memory of a run over many distinct variants stays bounded, and each
    /// variant's solve is freed by the thread that grades, not all at the end. A variant asked
    /// for again after it was let go is prepared again (the same variant: a draw depends on
    /// the seed and the number only).
    pub fn keep_at_most(self, n: usize) -> Self {
        if let Ok(mut c) = self.cache.lock() {
            c.keep = Some(n.max(1));
        }
        self
    }

    /// Only variants 1 to `n` exist (the run's `--variants N`).
    pub(crate) fn variants(mut self, n: u64) -> Self {
        self.variants = n;
        self
    }

    /// The reports' lines name places and parts by `namer` (the practice page's boxes).
    pub(crate) fn named(mut self, namer: NamerOf) -> Self {
        self.namer = namer;
        self
    }

    /// The roster (named `name` in errors): `student: ID` must be one of its IDs.
    pub(crate) fn roster(mut self, name: impl Into<String>, students: Vec<Student>) -> Self {
        self.roster = Some((name.into(), students));
        self
    }

    fn prepared(&self, number: u64) -> Result<Arc<Prepared>, Error> {
        let (slot, released): (Slot, Option<Slot>) = {
            let mut cache = self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            let c = &mut *cache;
            match c.slots.get(&number) {
                Some(s) => (s.clone(), None),
                None => {
                    let s = Slot::default();
                    c.slots.insert(number, s.clone());
                    c.order.push_back(number);
                    let old = match c.keep {
                        Some(k) if c.order.len() > k => c.order.pop_front().and_then(|o| c.slots.remove(&o)),
                        _ => None,
                    };
                    (s, old)
                }
            }
        };
        // the variant let go of is freed here, outside the lock (unless a thread still grades it)
        drop(released);
        slot.get_or_init(|| {
            let v = match self.exam.variant(self.seed, number) {
                Ok(v) => v,
                Err(Error::Draw(f)) => return Err(f),
                // `Exam::variant` fails only on draws; any other error is reported as one.
                Err(other) => {
                    return Err(crate::variant::DrawFailure {
                        id: other.to_string(),
                        seed: self.seed,
                        number,
                        stats: crate::variant::DrawStats::default(),
                    });
                }
            };
            let points = v.exercises.iter().map(|(e, p)| points_of(e, p.as_ref())).collect();
            let checkers = v.exercises.iter().map(|(e, _)| Checker::new(e)).collect();
            Ok(Arc::new(Prepared { checkers, points }))
        })
        .clone()
        .map_err(Error::Draw)
    }

    /// Reads and grades one student's answers file.
    pub fn check(&self, answers: Arc<Source>) -> Result<ExamReport, Error> {
        let fail = |items: Vec<Diagnostic>| {
            Error::Invalid(Diagnostics {
                source: answers.clone(),
                items,
            })
        };
        let read = read_exam_answers_file(&answers).map_err(Error::Invalid)?;
        let mut errors = Vec::new();
        let ids: Vec<&str> = self.exam.entries.iter().map(|e| e.exercise.id()).collect();
        for (id, span, _) in &read.sections {
            if ids.contains(&id.as_str()) {
                continue;
            }
            let mut d = Diagnostic::error(format!("the exam has no exercise `{id}`")).at(*span, "unknown exercise id");
            d = match did_you_mean(id, ids.iter().copied()) {
                Some(s) => d.help(format!("did you mean `{s}`?")),
                None => d.note(format!(
                    "the exam's exercises are {}; the other keys are {}",
                    list_code(&ids),
                    list_code(EXAM_ANSWER_KEYS)
                )),
            };
            errors.push(d);
        }
        let (number, student) = match &read.who {
            Who::Variant(text, span) => match text.parse::<u64>() {
                Ok(k) if (1..=self.variants).contains(&k) => (Some(k), None),
                _ => {
                    errors.push(
                        Diagnostic::error(format!("`{text}` is not a variant of this exam"))
                            .at(*span, format!("expected a number from 1 to {}", self.variants))
                            .help(if self.variants == MAX_VARIANTS {
                                "the variant number is printed on the exam (\"Exam variant K of seed S\")".to_string()
                            } else {
                                format!("the run has {} variants (`--variants`)", self.variants)
                            }),
                    );
                    (None, None)
                }
            },
            Who::Student(id, span) => {
                match &self.roster {
                    None => {
                        errors.push(
                        Diagnostic::error(format!("the answers name the student `{id}`, but no roster is given"))
                            .at(*span, "a student ID")
                            .help("give the roster of the run, `--roster students.csv`, or write `variant: K` instead"),
                    );
                        (None, None)
                    }
                    Some((name, students)) => match students.iter().find(|s| s.id == *id) {
                        Some(s) => (Some(crate::variant::rng::student_variant(&s.id)), Some(s.id.clone())),
                        None => {
                            errors.push(
                            Diagnostic::error(format!("no student `{id}` in the roster `{name}`"))
                                .at(*span, "not in the roster")
                                .help("the ID must be written as the roster writes it (it chooses the student's variant)"),
                        );
                            (None, None)
                        }
                    },
                }
            }
        };
        let Some(number) = number.filter(|_| errors.is_empty()) else {
            return Err(fail(errors));
        };
        let prepared = self.prepared(number)?;
        let mut exercises = Vec::with_capacity(prepared.checkers.len());
        let mut warnings = Vec::new();
        for (checker, points) in prepared.checkers.iter().zip(&prepared.points) {
            let id = checker.solution.exercise.id();
            let entries = read
                .sections
                .iter()
                .find(|(s, _, _)| s == id)
                .map(|(_, _, e)| e.clone())
                .unwrap_or_default();
            let a = match crate::check::grade::answers_from_entries(answers.clone(), entries, &checker.solution) {
                Ok(a) => a,
                Err(d) => {
                    errors.extend(d.items);
                    continue;
                }
            };
            warnings.extend(a.warnings.iter().cloned());
            let report = checker.grade_named(&a, &*(self.namer)(&checker.solution));
            let earned = match crate::num::NonZero::new(report.total.clone()) {
                None => Number::zero(),
                Some(t) => &(&report.earned * points) / &t,
            };
            exercises.push(ExerciseScore {
                id: id.to_string(),
                points: points.clone(),
                earned,
                report,
            });
        }
        if !errors.is_empty() {
            return Err(fail(errors));
        }
        Ok(ExamReport {
            variant: number,
            student,
            earned: exercises.iter().map(|e| e.earned.clone()).sum(),
            total: prepared.points.iter().cloned().sum(),
            exercises,
            warnings: Diagnostics {
                source: answers.clone(),
                items: crate::diag::capped(warnings),
            },
            lang: self.exam.lang,
        })
    }
}
