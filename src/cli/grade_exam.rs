//! `mlex check EXAM ANSWERS… --seed S`: students' answers files of an exam, each graded against
//! the variant it names.

use std::path::Path;
use std::sync::Arc;

use mlex::Source;
use mlex::exam::{Exam, ExamGrader, ExamReport, read_roster, short};

use super::Problem;
use super::check::{Args, csv_field, grade_file};
use super::io::{self, Stop};

type Outcome = super::check::Outcome<ExamReport>;

/// How many prepared (drawn and solved) variants a grading run keeps: about 0.1 MB each for
/// the sample exam, so a run over 1,000 distinct variants holds some 30 MB rather than 115 MB,
/// and frees them while it grades. A variant named again after it was let go is prepared again.
const KEPT_VARIANTS: usize = 256;

fn grade_one(grader: &ExamGrader<'_>, path: &Path) -> Outcome {
    grade_file(path, |src| Ok(grader.check(src)?), |r| &r.warnings)
}

/// Grades the answers files of `args` against the exam read from `source`.
pub fn run(args: &Args, source: Arc<Source>, csv: Option<&io::OutFile>) -> Result<u8, Stop> {
    let Some(seed) = args.variant.seed else {
        io::err(
            "error: grading an exam needs the seed of its run: `--seed S`\n  help: the seed is printed on every exam and key (\"Exam variant K of seed S\")",
        );
        return Ok(2);
    };
    if args.variant.variant.is_some() {
        io::err(
            "error: `--variant` does not apply to an exam: each answers file names its own `variant:` (or `student:`)",
        );
        return Ok(2);
    }
    let dir = if args.spec.as_os_str() == "-" {
        std::path::PathBuf::new()
    } else {
        args.spec.parent().map(Path::to_path_buf).unwrap_or_default()
    };
    let exam = match Exam::from_source(source, &dir) {
        Ok(e) => args.lang.apply_exam(e),
        Err(e) => {
            super::print_error(&e);
            return Ok(2);
        }
    };
    // At most KEPT_VARIANTS solved variants in memory (a class's run names up to one per student)
    let mut grader = ExamGrader::new(&exam, seed).keep_at_most(KEPT_VARIANTS);
    if let Some(n) = args.variants {
        grader = grader.variants(n);
    }
    if let Some(path) = &args.roster {
        let text = match io::read_input(path, io::Input::Document) {
            Ok(s) => s,
            Err(e) => {
                Problem::from(e).print();
                return Ok(2);
            }
        };
        let name = path.display().to_string();
        match read_roster(&name, &text.text) {
            Ok(students) => grader = grader.roster(name, students),
            Err(e) => {
                io::err(&format!("error: {e}"));
                return Ok(2);
            }
        }
    }
    let outcomes = grade_all(&grader, &args.answers);
    let batch = args.answers.len() > 1 || args.csv.is_some();
    let mut out = String::new();
    if args.json {
        let items: Vec<serde_json::Value> = outcomes
            .iter()
            .map(|(file, o)| match o {
                Outcome::Graded(r) => r.to_json(args.reveal),
                Outcome::Invalid(m) => serde_json::json!({ "answers": file, "invalid": m }),
            })
            .collect();
        let v = if items.len() == 1 && !batch {
            items.into_iter().next().unwrap_or_default()
        } else {
            serde_json::Value::Array(items)
        };
        out = serde_json::to_string_pretty(&v).unwrap_or_default();
        out.push('\n');
    } else if batch {
        for (file, o) in &outcomes {
            match o {
                Outcome::Graded(r) => {
                    let who = r
                        .student
                        .as_ref()
                        .map_or_else(String::new, |s| format!("student {s}, "));
                    out.push_str(&format!(
                        "{file}: {who}variant {}: {} / {}\n",
                        r.variant,
                        short(&r.earned),
                        short(&r.total)
                    ));
                }
                Outcome::Invalid(_) => out.push_str(&format!("{file}: invalid (see the error above)\n")),
            }
        }
    } else if let Some((_, Outcome::Graded(r))) = outcomes.first() {
        out = r.to_text(args.reveal);
    }
    if let Some(csv) = csv {
        let ids: Vec<&str> = exam.entries.iter().map(|e| e.exercise.id()).collect();
        let mut text = String::from("file,variant,student,score,total,status");
        for id in &ids {
            text.push(',');
            text.push_str(&csv_field(id));
        }
        text.push('\n');
        for (file, o) in &outcomes {
            let mut row = vec![csv_field(file)];
            match o {
                Outcome::Graded(r) => {
                    row.push(r.variant.to_string());
                    row.push(csv_field(r.student.as_deref().unwrap_or_default()));
                    row.push(short(&r.earned));
                    row.push(short(&r.total));
                    row.push(if r.all_right() {
                        "all right".into()
                    } else {
                        "graded".into()
                    });
                    row.extend(r.exercises.iter().map(|e| short(&e.earned)));
                }
                Outcome::Invalid(m) => {
                    row.extend([String::new(), String::new(), String::new(), String::new()]);
                    row.push(csv_field(&format!("invalid: {m}")));
                    row.extend(ids.iter().map(|_| String::new()));
                }
            }
            text.push_str(&row.join(","));
            text.push('\n');
        }
        if let Err(e) = csv.write(text.as_bytes()) {
            io::err(&e);
            return Ok(2);
        }
    }
    io::out(&out)?;
    let invalid = outcomes.iter().any(|(_, o)| matches!(o, Outcome::Invalid(_)));
    let all_right = outcomes
        .iter()
        .all(|(_, o)| matches!(o, Outcome::Graded(r) if r.all_right()));
    let code = if invalid {
        2
    } else if all_right {
        0
    } else {
        1
    };
    // Neither the reports nor the variants still kept are freed one by one: the process ends
    // after this and the system takes its memory back at once. Freeing them took about 40 ms
    // of one thread after grading 1,000 files, the other core idle (perf, 2026-11-26).
    std::mem::forget(outcomes);
    std::mem::forget(grader);
    Ok(code)
}

/// Grades every file, on as many threads as the machine has cores (each variant is drawn and
/// solved once, by whichever thread needs it first); the outcomes keep the files' order.
fn grade_all(grader: &ExamGrader<'_>, files: &[std::path::PathBuf]) -> Vec<(String, Outcome)> {
    super::pool::map(files, |p| (p.display().to_string(), grade_one(grader, p))).unwrap_or_else(|| {
        vec![(
            String::new(),
            Outcome::Invalid("mlex failed (a bug: please report it)".into()),
        )]
    })
}
