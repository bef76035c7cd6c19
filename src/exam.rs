//! Exams: a file that lists exercises (spec files or inline specs) with their points under a
//! header, and its variants: each exercise drawn as variant k of the exam's seed.
//!
//! ```yaml
//! exam:
//!   title: Machine learning, final exam
//!   course: Discriminative classification
//!   date: 2026-01-26
//!   fields: [Name, Student ID]
//!   instructions: Answer every question; show your work.
//! exercises:
//!   - { file: ../exercises/variants/holdout-interval.yaml, points: 2 }
//!   - spec: { kind: holdout, errors: 100, test_size: 2000, ask: [error_rate] }
//! ```
//!
//! Exercise k of variant k is `Exercise::variant(seed, k)`: its draw depends on the seed, the
//! variant number and the exercise's id only, so reordering the exercises of an exam changes no
//! exercise's variant.

mod exam_stress;
mod grade;

pub use exam_stress::stress;
pub use grade::{ExamGrader, ExamReport, short};

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::diag::{Diagnostic, Diagnostics, Source, Span, did_you_mean};
use crate::exercise::Exercise;
use crate::num::{NumStyle, Number};
use crate::spec::loader::{Loader, list_code};
use crate::spec::yaml::{self, Node};
use crate::{Error, read_source};

/// The keys of `exam:`.
const HEADER_KEYS: &[&str] = &["title", "course", "date", "instructions", "fields", "lang"];
/// The keys of an entry of `exercises:`.
const ENTRY_KEYS: &[&str] = &["file", "spec", "points"];

/// How many times an exam variant's shared `data:` is drawn again when some exercise finds no
/// valid draw with it.
pub const MAX_DATA_ATTEMPTS: u32 = 100;

/// The arithmetic work ([`crate::num::work_done`]) the draws of one exam variant may do together:
/// its shared `data:` drawn again and every exercise drawn with it. No shared draw is made
/// once they have done this much, and an exercise's draws may do what is left (at most
/// [`crate::variant::MAX_DRAW_WORK`], their own budget): without it an exam whose every shared
/// draw leaves some exercise spending its whole budget ran 100 such budgets. Twice one
/// exercise's, at most about 0.3 s of exact arithmetic in a release build; a variant of the
/// shipped sample exam does at most about 5,500 units, of `examples/exam.yaml` about 530,000
/// (`mlex stress EXAM` gives the most).
pub const MAX_EXAM_DRAW_WORK: u64 = 2 * crate::variant::MAX_DRAW_WORK;

/// Reads the spec file at a path of an exam's `file:` entry: `Ok(None)` when there is none.
pub type SpecReader<'a> = dyn FnMut(&Path) -> Result<Option<Arc<Source>>, Error> + 'a;

/// An exam file, checked.
#[derive(Clone, Debug)]
pub struct Exam {
    /// `exam.title`.
    pub title: String,
    /// `exam.course`.
    pub course: Option<String>,
    /// `exam.date`.
    pub date: Option<String>,
    /// `exam.instructions` (Markdown).
    pub instructions: Option<String>,
    /// The fields a student fills in (`[Name, ID]` in the exam's language unless given).
    pub fields: Vec<String>,
    /// Whether `fields` are the default ones (then they follow [`Exam::with_lang`]).
    fields_default: bool,
    /// `exam.lang`: the language of the exam page and of every question (`en` unless given).
    pub lang: crate::i18n::Lang,
    /// The exercises, in order, with the points the exam gives them.
    pub entries: Vec<Entry>,
    /// `data:`: parameters drawn once per exam variant and given to every exercise whose
    /// `vary:` declares a parameter of the same name.
    pub data: Option<Arc<crate::variant::Shared>>,
    /// The exam file.
    pub source: Arc<Source>,
}

/// What the draws of exam variants ran into: the shared data's draws (and which exercise
/// rejected them), and each exercise's draws, in the exam's order.
#[derive(Clone, Debug, Default)]
pub struct ExamDrawStats {
    /// The shared `data:` (empty without it).
    pub data: crate::variant::DrawStats,
    /// One per exercise.
    pub exercises: Vec<crate::variant::DrawStats>,
}

/// One exercise of an exam.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The exercise as loaded (variant 1 of seed 0 when it has `vary:`).
    pub exercise: Exercise,
    /// The entry's `points`, else the exercise's.
    pub points: Option<Number>,
}

/// One variant of an exam: each exercise drawn for it.
#[derive(Clone, Debug)]
pub struct ExamVariant {
    /// The seed.
    pub seed: u64,
    /// The variant number (from 1).
    pub number: u64,
    /// The exercises, drawn, with their points.
    pub exercises: Vec<(Exercise, Option<Number>)>,
    /// The shared data drawn for this variant (empty without `data:`).
    pub data: Vec<(String, crate::variant::Val)>,
    /// The student this variant is for (`--roster`): ID and name.
    pub student: Option<(String, String)>,
}

/// Whether a text is an exam file (a YAML mapping with an `exam:` key) rather than a spec.
pub fn is_exam(text: &str) -> bool {
    // The common case without parsing: a spec starts with its own keys.
    if !text.contains("exam") {
        return false;
    }
    yaml::parse(text).ok().is_some_and(|docs| {
        docs.first()
            .and_then(Node::as_map)
            .is_some_and(|m| m.iter().any(|(k, _)| k.as_scalar() == Some("exam")))
    })
}

impl Exam {
    /// Reads an exam file; spec files are found relative to its directory.
    pub fn load(path: impl AsRef<Path>) -> Result<Exam, Error> {
        let path = path.as_ref();
        let source = read_source(path)?;
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        Exam::from_source(source, &dir)
    }

    /// Reads an exam from its text; `dir` is where its `file:` paths are relative to.
    pub fn from_source(source: Arc<Source>, dir: &Path) -> Result<Exam, Error> {
        Exam::from_source_with(source, dir, &mut |path| {
            if path.is_file() {
                read_source(path).map(Some)
            } else {
                Ok(None)
            }
        })
    }

    /// [`Exam::from_source`] with the spec files of `file:` entries read by `read` (`None`: no
    /// such file): the practice page's checker has no file system, and gets them from the page
    /// (crate::practice).
    pub(crate) fn from_source_with(source: Arc<Source>, dir: &Path, read: &mut SpecReader<'_>) -> Result<Exam, Error> {
        let fail = |items: Vec<Diagnostic>| {
            Error::Invalid(Diagnostics {
                source: source.clone(),
                items,
            })
        };
        let docs = yaml::parse(&source.text).map_err(|d| fail(vec![d]))?;
        let mut l = Loader::new();
        let Some(doc) = docs.first() else {
            return Err(fail(vec![
                Diagnostic::error("the exam file is empty")
                    .at(Span::new(0, 0), "empty")
                    .help("start with `exam: { title: … }` and `exercises: [ … ]`"),
            ]));
        };
        let top = l.map(doc, "an exam", &["exam", "data", "exercises"]);
        let mut exam = None;
        let mut entries = Vec::new();
        let mut data = None;
        if let Some(top) = top {
            let header = l.require(&top, "exam", "an exam", "{ title: Final exam }");
            exam = header.and_then(|h| read_header(&mut l, h));
            if let Some(list) = l.require(&top, "exercises", "an exam", "[{ file: spec.yaml, points: 2 }]") {
                entries = read_entries(&mut l, list, &source, dir, read)?;
            }
            if let Some(d) = top.get("data") {
                data = crate::variant::Shared::read(&mut l, d, &source).map(Arc::new);
                check_data_used(&mut l, d, &entries);
            }
        }
        if l.has_errors() {
            return Err(fail(l.diags));
        }
        let Some((title, course, date, instructions, fields, lang)) = exam else {
            return Err(fail(l.diags));
        };
        let fields_default = fields.is_none();
        Ok(Exam {
            title,
            course,
            date,
            instructions,
            fields: fields.unwrap_or_else(|| default_fields(lang)),
            fields_default,
            lang,
            entries,
            data,
            source,
        })
    }

    /// The exam in another language (`--lang`): its page, its default fields and every
    /// question.
    pub fn with_lang(mut self, lang: crate::i18n::Lang) -> Self {
        self.lang = lang;
        if self.fields_default {
            self.fields = default_fields(lang);
        }
        self
    }

    /// Variant `number` of the exam under `seed`: the shared `data:` drawn, then every exercise
    /// with `vary:` drawn as its variant `number` of `seed` with the shared values in place of
    /// its parameters of the same names; the others as they are, their generated choices
    /// shuffled as variant `number` of `seed` ([`Exercise::variant`]). When some exercise finds no
    /// valid draw with the shared data, the data is drawn again (up to `MAX_DATA_ATTEMPTS`,
    /// and while the draws have done less than [`MAX_EXAM_DRAW_WORK`]).
    pub fn variant(&self, seed: u64, number: u64) -> Result<ExamVariant, Error> {
        self.variant_counted(seed, number, &mut ExamDrawStats::default())
    }

    /// [`Exam::variant`], adding what its draws ran into to `stats` (for `mlex stress`).
    pub(crate) fn variant_counted(
        &self,
        seed: u64,
        number: u64,
        stats: &mut ExamDrawStats,
    ) -> Result<ExamVariant, Error> {
        use crate::variant::{DrawFailure, DrawStats, Shared};
        if stats.exercises.len() != self.entries.len() {
            stats.exercises = vec![DrawStats::default(); self.entries.len()];
        }
        let start = crate::num::work_done();
        let left = || MAX_EXAM_DRAW_WORK.saturating_sub(crate::num::work_done().wrapping_sub(start));
        let Some(shared) = &self.data else {
            let mut exercises = Vec::with_capacity(self.entries.len());
            for (e, st) in self.entries.iter().zip(&mut stats.exercises) {
                let ex = match crate::variant::template_of(&e.exercise) {
                    // without `vary:` the same, its generated choices still shuffled per variant
                    None => {
                        st.attempts += 1;
                        e.exercise.variant(seed, number)?
                    }
                    Some(t) => {
                        let (r, s) = t.draw_with(seed, number, &[], left());
                        st.add(&s);
                        r.map_err(Error::Draw)?
                    }
                };
                exercises.push((ex.with_lang(self.lang), e.points.clone()));
            }
            return Ok(ExamVariant {
                seed,
                number,
                exercises,
                data: Vec::new(),
                student: None,
            });
        };
        let mut stream = Shared::stream(seed, number);
        let mut data_stats = DrawStats::default();
        let result = 'data: {
            for attempt in 0..MAX_DATA_ATTEMPTS {
                if attempt > 0 && left() == 0 {
                    data_stats.out_of_work = true;
                    break;
                }
                data_stats.attempts += 1;
                let values = match shared.draw(&mut stream) {
                    Ok(v) => v,
                    Err((name, why)) => {
                        data_stats.reject(&name, Some(why));
                        continue;
                    }
                };
                let mut exercises = Vec::with_capacity(self.entries.len());
                let mut rejected = None;
                for (e, st) in self.entries.iter().zip(&mut stats.exercises) {
                    let ex = match crate::variant::template_of(&e.exercise) {
                        None => {
                            st.attempts += 1;
                            e.exercise.variant(seed, number)?
                        }
                        Some(t) => {
                            let (r, s) = t.draw_with(seed, number, &values, left());
                            st.add(&s);
                            match r {
                                Ok(x) => x,
                                Err(f) => {
                                    rejected = Some(f);
                                    break;
                                }
                            }
                        }
                    };
                    exercises.push((ex.with_lang(self.lang), e.points.clone()));
                }
                if let Some(f) = rejected {
                    let why = f.stats.worst().map(|w| format!("`{}`", w.name));
                    data_stats.reject(&format!("exercise {}", f.id), why);
                    continue;
                }
                break 'data Ok(ExamVariant {
                    seed,
                    number,
                    exercises,
                    data: values,
                    student: None,
                });
            }
            Err(Error::Draw(DrawFailure {
                id: "data".into(),
                seed,
                number,
                stats: data_stats.clone(),
            }))
        };
        stats.data.add(&data_stats);
        result
    }

    /// The variant of one student: variant `variant::rng::student_variant(id)`
    /// of `seed`, with the student's ID and name on it.
    pub(crate) fn variant_for(&self, seed: u64, id: &str, name: &str) -> Result<ExamVariant, Error> {
        let mut v = self.variant(seed, crate::variant::rng::student_variant(id))?;
        v.student = Some((id.trim().to_string(), name.trim().to_string()));
        Ok(v)
    }

    /// The points of the whole exam (entries without points count their parts, 1 each unless
    /// given).
    pub fn total(&self) -> Number {
        self.entries
            .iter()
            .map(|e| points_of(&e.exercise, e.points.as_ref()))
            .sum()
    }
}

/// Reports every `data:` parameter that no exercise declares in its `vary:` (it would be drawn
/// for nothing: a misspelt name, most likely).
fn check_data_used(l: &mut Loader, data: &Node, entries: &[Entry]) {
    let Some(map) = data.as_map() else {
        return;
    };
    let templates: Vec<_> = entries
        .iter()
        .filter_map(|e| crate::variant::template_of(&e.exercise))
        .collect();
    let declared: Vec<&str> = templates.iter().flat_map(|t| t.parameter_names()).collect();
    for (k, _) in map {
        let Some(name) = k.as_scalar() else {
            continue;
        };
        if !declared.contains(&name) {
            let mut d = Diagnostic::error(format!("no exercise of the exam has a parameter `{name}`"))
                .at(k.span, "used by no exercise");
            d = match did_you_mean(name, declared.iter().copied()) {
                Some(s) => d.help(format!("did you mean `{s}`?")),
                None => d.help(
                    "a `data:` parameter replaces the parameter of the same name in the `vary:` of each exercise that declares one",
                ),
            };
            l.report(d);
        }
    }
}

/// What an exercise is worth in an exam: the entry's points, else the exercise's, else the sum
/// of its parts' points (1 each unless given).
pub fn points_of(ex: &Exercise, entry: Option<&Number>) -> Number {
    entry.cloned().or_else(|| ex.points().cloned()).unwrap_or_else(|| {
        ex.parts()
            .iter()
            .map(|p| p.points.clone().unwrap_or_else(Number::one))
            .sum()
    })
}

type Header = (
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<Vec<String>>,
    crate::i18n::Lang,
);

/// The fields a student fills in when the exam names none: name and ID.
fn default_fields(lang: crate::i18n::Lang) -> Vec<String> {
    vec![lang.t("exam-field-name"), lang.t("exam-field-id")]
}

fn read_header(l: &mut Loader, node: &Node) -> Option<Header> {
    let m = l.map(node, "`exam`", HEADER_KEYS)?;
    let title = l
        .require(&m, "title", "`exam`", "Final exam")
        .and_then(|n| l.text(n, "`title`"));
    let course = m.get("course").and_then(|n| l.text(n, "`course`"));
    let date = m.get("date").and_then(|n| l.text(n, "`date`"));
    let instructions = m.get("instructions").and_then(|n| l.text(n, "`instructions`"));
    let fields = match m.get("fields") {
        None => None,
        Some(n) => Some(
            l.list(n, "`fields`")
                .map(|items| items.iter().filter_map(|i| l.text(i, "a field")).collect())?,
        ),
    };
    let lang = m
        .get("lang")
        .and_then(|n| crate::load::read_lang(l, n))
        .unwrap_or_default();
    Some((title?, course, date, instructions, fields, lang))
}

fn read_entries(
    l: &mut Loader,
    list: &Node,
    source: &Arc<Source>,
    dir: &Path,
    read: &mut SpecReader<'_>,
) -> Result<Vec<Entry>, Error> {
    let Some(items) = l.nonempty_list(list, "`exercises`") else {
        return Ok(Vec::new());
    };
    let mut out: Vec<Entry> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let what = format!("exercise {} of the exam", i + 1);
        let Some(m) = l.map(item, &what, ENTRY_KEYS) else {
            continue;
        };
        let points = m
            .get("points")
            .and_then(|n| l.positive(n, &format!("`points` of {what}")));
        let loaded: Vec<Exercise> = match (m.get("file"), m.get("spec")) {
            (Some(f), None) => {
                let Some(name) = l.text(f, "`file`") else {
                    continue;
                };
                let path: PathBuf = dir.join(&name);
                let Some(spec) = read(&path)? else {
                    l.error_help(
                        f.span,
                        format!("no spec file `{}`", path.display()),
                        "not found",
                        "a `file:` path is relative to the exam file's directory (to the current directory for an exam read from standard input, `-`)",
                    );
                    continue;
                };
                crate::load::exercises(spec)?
            }
            (None, Some(s)) => {
                let mut inner = Loader::new();
                let ex = crate::load::load_node(&mut inner, s, source, format!("exercise-{}", i + 1));
                // Reported (not only appended), so that an inline spec's errors fail the exam.
                for d in inner.diags {
                    l.report(d);
                }
                match ex {
                    Some(ex) => vec![ex],
                    None => continue,
                }
            }
            (Some(_), Some(s)) => {
                l.error_help(
                    s.span,
                    format!("{what} has both `file` and `spec`"),
                    "give one",
                    "`file: spec.yaml` names a spec file; `spec: { kind: … }` writes one here",
                );
                continue;
            }
            (None, None) => {
                let mut d = Diagnostic::error(format!("{what} needs `file` or `spec`")).at(item.span, "no exercise");
                if let Some((k, _, _)) = m.entries().next()
                    && let Some(s) = did_you_mean(k, ENTRY_KEYS.iter().copied())
                {
                    d = d.help(format!("did you mean `{s}`?"));
                } else {
                    d = d.help(format!("use {}", list_code(ENTRY_KEYS)));
                }
                l.report(d);
                continue;
            }
        };
        for ex in loaded {
            if crate::spec::written::EXAM_ANSWER_KEYS.contains(&ex.id()) {
                l.error_help(
                    item.span,
                    format!("an exercise of an exam cannot have the id `{}`", ex.id()),
                    "reserved id",
                    format!(
                        "students' answers files use {} for themselves; give the exercise another `id`",
                        list_code(crate::spec::written::EXAM_ANSWER_KEYS)
                    ),
                );
                continue;
            }
            if let Some(prev) = out.iter().find(|e| e.exercise.id() == ex.id()) {
                l.error_help(
                    item.span,
                    format!(
                        "two exercises of the exam have the id `{}` ({} and this one)",
                        ex.id(),
                        prev.exercise.origin().name
                    ),
                    "same id",
                    "give each exercise its own `id` (the key and the grades name exercises by id)",
                );
                continue;
            }
            out.push(Entry {
                exercise: ex,
                points: points.clone(),
            });
        }
    }
    Ok(out)
}

impl ExamVariant {
    /// The points of this variant's exercises together.
    pub fn total(&self) -> Number {
        self.exercises.iter().map(|(e, p)| points_of(e, p.as_ref())).sum()
    }

    /// Every exercise worked out (for the key; the exercise's own `points` left out, as the
    /// exam shows the points it gives).
    pub fn solve(&self) -> Vec<crate::exercise::Solution> {
        self.exercises
            .iter()
            .map(|(ex, _)| {
                // the points are read by no solve or presentation: left out of the solution's
                // copy of the exercise rather than from another copy made first
                let mut values = ex.solve_values();
                values.exercise.points = None;
                values.presented()
            })
            .collect()
    }

    /// The answers of every exercise, for `key.json`: `{ id: { part: answer } }` in the
    /// answers-file notation.
    pub fn key_json(&self) -> serde_json::Value {
        let solved: Vec<_> = self.exercises.iter().map(|(ex, _)| ex.solve_values()).collect();
        self.key_json_solved(&solved)
    }

    /// [`ExamVariant::key_json`] from the solutions of its exercises, in order.
    pub(crate) fn key_json_solved(&self, solved: &[crate::exercise::Solution]) -> serde_json::Value {
        let mut m = serde_json::Map::new();
        for ((ex, _), sol) in self.exercises.iter().zip(solved) {
            let style = ex.fmt().value_style();
            let answers: serde_json::Map<String, serde_json::Value> = sol
                .parts
                .iter()
                .map(|p| (p.part.name.to_string(), p.value.to_json(style)))
                .collect();
            m.insert(ex.id().to_string(), serde_json::Value::Object(answers));
        }
        let data: serde_json::Map<String, serde_json::Value> = self
            .data
            .iter()
            .map(|(n, v)| (n.clone(), serde_json::Value::String(v.text())))
            .collect();
        // each exercise's drawn parameters, as `mlex solve --variant` prints them (exactly)
        let parameters: serde_json::Map<String, serde_json::Value> = self
            .exercises
            .iter()
            .filter_map(|(ex, _)| {
                let d = ex.drawn()?;
                let values = d
                    .parameters
                    .iter()
                    .map(|(n, v)| (n.clone(), serde_json::Value::String(v.text())))
                    .collect();
                Some((ex.id().to_string(), serde_json::Value::Object(values)))
            })
            .collect();
        let mut entry = serde_json::json!({
            "variant": self.number,
            "seed": self.seed,
            "data": data,
            "parameters": parameters,
            "answers": m,
        });
        if let (Some((id, name)), Some(obj)) = (&self.student, entry.as_object_mut()) {
            obj.insert("student".into(), serde_json::json!({ "id": id, "name": name }));
        }
        entry
    }

    /// The key as CSV rows (without the header): variant, seed, student ID (empty without a
    /// roster), exercise, part, answer; an exercise's drawn parameters first, each as a row whose
    /// part is `$name`.
    pub fn key_csv_rows(&self) -> Vec<[String; 6]> {
        let solved: Vec<_> = self.exercises.iter().map(|(ex, _)| ex.solve_values()).collect();
        self.key_csv_rows_solved(&solved)
    }

    /// [`ExamVariant::key_csv_rows`] from the solutions of its exercises, in order.
    pub(crate) fn key_csv_rows_solved(&self, solved: &[crate::exercise::Solution]) -> Vec<[String; 6]> {
        let mut rows = Vec::new();
        for ((ex, _), sol) in self.exercises.iter().zip(solved) {
            let style = ex.fmt().value_style();
            let row = |part: String, answer: String| {
                [
                    self.number.to_string(),
                    self.seed.to_string(),
                    self.student.as_ref().map(|s| s.0.clone()).unwrap_or_default(),
                    ex.id().to_string(),
                    part,
                    answer,
                ]
            };
            for (name, v) in ex.drawn().map_or(&[][..], |d| &d.parameters[..]) {
                rows.push(row(format!("${name}"), v.text()));
            }
            for p in &sol.parts {
                rows.push(row(p.part.name.to_string(), p.value.to_yaml(style)));
            }
        }
        rows
    }
}

/// A number as the exam shows it.
pub fn show(n: &Number) -> String {
    n.display(NumStyle::Decimal)
}

/// One student of a roster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Student {
    /// The ID (unique in the roster).
    pub id: String,
    /// The name.
    pub name: String,
}

/// The most students of one roster: as many as `mlex exam --variants` allows (10,000). A roster
/// of 20,000 took 240 MB and 8 s before.
pub const MAX_STUDENTS: usize = 10_000;

/// A name or an ID as it goes into an exam: every control character (a line break, a tab,
/// DEL, C1) and every bidirectional or line-separator format character becomes a space, spaces
/// are collapsed, and the ends trimmed. Such characters in a roster (a quoted line break, an
/// escape sequence) would otherwise reach `exam.md` and `exam.html` raw.
pub fn clean_name(s: &str) -> String {
    let hidden = |c: char| {
        c.is_control()
            || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{2028}' | '\u{2029}')
    };
    let spaced: String = s.chars().map(|c| if hidden(c) { ' ' } else { c }).collect();
    spaced.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Reads a roster: CSV (RFC 4180, read by the `csv` crate) with a header row naming an `id`
/// column (or `student`) and a `name` column (other columns are ignored); fields may be quoted
/// (`"Smith, Ann"`), and a quoted field may hold a line break (one student, its name cleaned:
/// [`clean_name`]). Blank lines are skipped; at most [`MAX_STUDENTS`] students. Errors name the
/// line.
pub fn read_roster(name: &str, text: &str) -> Result<Vec<Student>, String> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut records = reader.records();
    let line_of = |r: &csv::StringRecord| r.position().map_or(0, csv::Position::line);
    let bad = |e: csv::Error| {
        let line = e.position().map_or(0, csv::Position::line);
        format!("`{name}`, line {line}: not CSV: {e}")
    };
    // the header: the first record with a non-blank field
    let header = loop {
        match records.next() {
            None => {
                return Err(format!(
                    "`{name}` is empty: it needs a header row `id,name` and a row per student"
                ));
            }
            Some(r) => {
                let r = r.map_err(bad)?;
                if r.iter().any(|f| !f.trim().is_empty()) {
                    break r;
                }
            }
        }
    };
    let header_line = line_of(&header);
    let header: Vec<String> = header.iter().map(|h| clean_name(h).to_lowercase()).collect();
    let col = |names: &[&str]| header.iter().position(|h| names.contains(&h.as_str()));
    let (Some(id_col), Some(name_col)) = (col(&["id", "student", "student id", "student_id"]), col(&["name"])) else {
        let found: Vec<String> = header.iter().take(10).map(|h| h.chars().take(40).collect()).collect();
        return Err(format!(
            "`{name}`, line {header_line}: the header needs an `id` column and a `name` column (found {})",
            found.join(", ")
        ));
    };
    let mut out: Vec<Student> = Vec::new();
    let mut ids = std::collections::HashSet::new();
    for r in records {
        let r = r.map_err(bad)?;
        if r.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        let line = line_of(&r);
        if out.len() == MAX_STUDENTS {
            return Err(format!(
                "`{name}`, line {line}: more than {MAX_STUDENTS} students, the most a roster may list (as `--variants`)"
            ));
        }
        let get = |c: usize| r.get(c).map(clean_name).unwrap_or_default();
        let (id, student) = (get(id_col), get(name_col));
        if id.is_empty() {
            return Err(format!("`{name}`, line {line}: the student has no ID"));
        }
        if !ids.insert(id.clone()) {
            let shown: String = id.chars().take(40).collect();
            return Err(format!("`{name}`, line {line}: the ID `{shown}` is given twice"));
        }
        out.push(Student { id, name: student });
    }
    if out.is_empty() {
        return Err(format!("`{name}` lists no student"));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;

    #[test]
    fn rosters_are_read_with_quotes_and_errors_name_the_line() {
        let r = read_roster("r.csv", "Name,ID,email\n\"Smith, Ann\",s1,a@x\nBo,s2,b@x\n").unwrap();
        assert_eq!(
            r,
            [
                Student {
                    id: "s1".into(),
                    name: "Smith, Ann".into()
                },
                Student {
                    id: "s2".into(),
                    name: "Bo".into()
                },
            ]
        );
        assert_eq!(
            read_roster("r.csv", "id,name\ns1,A\ns1,B\n").unwrap_err(),
            "`r.csv`, line 3: the ID `s1` is given twice"
        );
        assert!(
            read_roster("r.csv", "who,what\n")
                .unwrap_err()
                .contains("line 1: the header needs")
        );
        assert_eq!(
            read_roster("r.csv", "id,name\n,A\n").unwrap_err(),
            "`r.csv`, line 2: the student has no ID"
        );
        assert_eq!(
            read_roster("r.csv", "id,name\n").unwrap_err(),
            "`r.csv` lists no student"
        );
    }
}
