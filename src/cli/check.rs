//! `mlex check`: a student's answers against the exercise; batch grading to CSV.

use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use mlex::check::{Report, Verdict};
use mlex::{Error, Exercise, Source};

use super::Problem;
use super::io::{self, Stop};

/// Arguments of `mlex check`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The exercise spec (one exercise; `-` reads standard input), or an exam file: then each
    /// answers file names its `variant:` (or `student:`) and that variant of `--seed` is graded.
    #[arg(value_name = "SPEC-or-EXAM")]
    pub(super) spec: PathBuf,
    /// Answers files (YAML keyed by part names; for an exam, by exercise id). Several files grade
    /// a batch.
    #[arg(required = true, value_name = "ANSWERS")]
    pub(super) answers: Vec<PathBuf>,
    /// Print JSON (one object per answers file; an array for several).
    #[arg(long)]
    pub(super) json: bool,
    /// Show the right answer of every part that is not right.
    #[arg(long)]
    pub(super) reveal: bool,
    /// Write one row per answers file (file, score, verdict per part) to this CSV file.
    #[arg(long, value_name = "FILE")]
    pub(super) csv: Option<PathBuf>,
    #[command(flatten)]
    pub(super) variant: super::VariantArgs,
    /// An exam's roster (as given to `mlex exam --roster`): answers files name a `student:` of it.
    #[arg(long, value_name = "FILE")]
    pub(super) roster: Option<PathBuf>,
    /// An exam run's number of variants (`mlex exam --variants N`): a `variant:` above it is an
    /// error (default: any up to 10000).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub(super) variants: Option<u64>,
    #[command(flatten)]
    pub(super) lang: super::LangArg,
    #[command(flatten)]
    pub(super) force: super::ForceArg,
}

/// What became of one answers file of a batch: its report (a [`Report`], or an exam's report),
/// or why it could not be graded.
pub(super) enum Outcome<R = Report> {
    Graded(Box<R>),
    Invalid(String),
}

/// A CSV field: quoted when needed, and never read as a formula by a spreadsheet (a field that
/// starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`).
pub(super) fn csv_field(s: &str) -> String {
    let s = if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

fn trim_num(n: &mlex::Number) -> String {
    n.round_to(2).trim_end_matches('0').trim_end_matches('.').to_string()
}

/// The most problems of one invalid answers file named in its CSV row, and the most characters
/// of each.
const ROW_PROBLEMS: usize = 3;
const ROW_PROBLEM_CHARS: usize = 200;

/// One line saying why an answers file could not be graded (its first problems).
pub(super) fn reason(p: &Problem) -> String {
    let all = match p {
        Problem::Read(r) => vec![r.short.clone()],
        Problem::Lib(Error::Invalid(d)) => d.short(),
        Problem::Lib(other) => vec![other.to_string().trim_start_matches("error: ").to_string()],
    };
    let mut shown: Vec<String> = all
        .iter()
        .take(ROW_PROBLEMS)
        .map(|m| {
            let line = m.lines().next().unwrap_or_default();
            if line.chars().count() > ROW_PROBLEM_CHARS {
                format!("{}…", line.chars().take(ROW_PROBLEM_CHARS).collect::<String>())
            } else {
                line.to_string()
            }
        })
        .collect();
    if all.len() > ROW_PROBLEMS {
        shown.push(format!("and {} more", all.len() - ROW_PROBLEMS));
    }
    shown.join("; ")
}

/// Reads and grades one answers file; any problem of the file (unreadable, too large, not
/// UTF-8, invalid, even a bug of mlex) is that file's alone.
fn grade_one(checker: &mlex::check::Checker, path: &Path) -> Outcome {
    grade_file(path, |src| Ok(checker.check(src)?), |r| &r.warnings)
}

/// [`grade_one`] for any grader (an exercise's or an exam's): reads `path` through the answers
/// cap, grades it with `grade` and prints its warnings; a problem or a panic is the file's row.
pub(super) fn grade_file<R>(
    path: &Path,
    grade: impl FnOnce(Arc<Source>) -> Result<R, Problem>,
    warnings: impl Fn(&R) -> &mlex::diag::Diagnostics,
) -> Outcome<R> {
    let graded = std::panic::catch_unwind(AssertUnwindSafe(|| -> Result<R, Problem> {
        grade(io::read_input(path, io::Input::Answers)?)
    }));
    match graded {
        Ok(Ok(r)) => {
            if !warnings(&r).items.is_empty() {
                super::print_diagnostics(warnings(&r));
            }
            Outcome::Graded(Box::new(r))
        }
        Ok(Err(p)) => {
            p.print();
            Outcome::Invalid(reason(&p))
        }
        Err(_) => {
            let m = format!(
                "mlex failed on `{}` (a bug: please report it with this file)",
                path.display()
            );
            io::err(&format!("error: {m}"));
            Outcome::Invalid(m)
        }
    }
}

pub fn run(args: Args) -> u8 {
    io::finish(check(&args))
}

fn check(args: &Args) -> Result<u8, Stop> {
    if args.answers.iter().any(|a| a.as_os_str() == "-") && args.spec.as_os_str() == "-" {
        io::err("error: the spec and the answers cannot both come from standard input");
        return Ok(2);
    }
    let mut inputs = super::expand_inputs(std::slice::from_ref(&args.spec)).unwrap_or_default();
    inputs.extend(args.answers.iter().cloned());
    inputs.extend(args.roster.iter().cloned());
    let Ok(csv_out) = super::open_output("--csv", args.csv.as_deref(), &inputs, args.force) else {
        return Ok(2);
    };
    let loaded = if args.spec.is_dir() {
        let paths = match super::expand_inputs(std::slice::from_ref(&args.spec)) {
            Ok(p) => p,
            Err(e) => {
                io::err(&e);
                return Ok(2);
            }
        };
        super::load_paths(&paths)
    } else {
        let source = match io::read_input(&args.spec, io::Input::Spec) {
            Ok(s) => s,
            Err(e) => {
                Problem::from(e).print();
                return Ok(2);
            }
        };
        if mlex::exam::is_exam(&source.text) {
            return super::grade_exam::run(args, source, csv_out.as_ref());
        }
        match mlex::load::exercises(source) {
            Ok(e) => Some(e),
            Err(d) => {
                super::print_diagnostics(&d);
                None
            }
        }
    };
    if args.roster.is_some() || args.variants.is_some() {
        io::err(&format!(
            "error: `--roster` and `--variants` are for grading an exam, and `{}` is a spec\n  help: an exam file starts with `exam: {{ title: … }}` (docs/exams.md)",
            args.spec.display()
        ));
        return Ok(2);
    }
    let Some(mut exercises) = loaded
        .and_then(|e| super::draw_variants(e, args.variant))
        .map(|e| args.lang.apply(e))
    else {
        return Ok(2);
    };
    if exercises.len() != 1 {
        io::err(&format!(
            "error: `{}` holds {} exercises; `mlex check` takes a spec with exactly one\n  help: split the exercises into one file each",
            args.spec.display(),
            exercises.len()
        ));
        return Ok(2);
    }
    let ex: Exercise = exercises.remove(0);
    let batch = args.answers.len() > 1 || args.csv.is_some();
    let checker = mlex::check::Checker::new(&ex);
    let outcomes: Vec<(String, Outcome)> = args
        .answers
        .iter()
        .map(|path| (path.display().to_string(), grade_one(&checker, path)))
        .collect();

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
                Outcome::Graded(r) => out.push_str(&format!("{file}: {} / {}\n", trim_num(&r.earned), r.total)),
                Outcome::Invalid(_) => out.push_str(&format!("{file}: invalid (see the error above)\n")),
            }
        }
    } else if let Some((_, Outcome::Graded(r))) = outcomes.first() {
        out = r.to_text(args.reveal);
    }

    if let Some(csv) = &csv_out {
        let parts: Vec<&str> = ex.parts().iter().map(|p| p.name).collect();
        let mut text = String::from("file,score,total,status");
        for p in &parts {
            text.push(',');
            text.push_str(&csv_field(p));
        }
        text.push('\n');
        for (file, o) in &outcomes {
            let mut row = vec![csv_field(file)];
            match o {
                Outcome::Graded(r) => {
                    row.push(trim_num(&r.earned));
                    row.push(r.total.to_string());
                    row.push(if r.all_right() {
                        "all right".into()
                    } else {
                        "graded".into()
                    });
                    row.extend(r.parts.iter().map(|p| p.verdict.word().to_string()));
                }
                Outcome::Invalid(m) => {
                    row.push(String::new());
                    row.push(String::new());
                    row.push(csv_field(&format!("invalid: {m}")));
                    row.extend(parts.iter().map(|_| String::new()));
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
        .all(|(_, o)| matches!(o, Outcome::Graded(r) if r.parts.iter().all(|p| p.verdict == Verdict::Right)));
    Ok(if invalid {
        2
    } else if all_right {
        0
    } else {
        1
    })
}

#[cfg(test)]
mod tests {
    use super::csv_field;

    #[test]
    fn csv_fields_are_quoted_and_never_formulas() {
        assert_eq!(csv_field("a.yaml"), "a.yaml");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_field("@sum"), "'@sum");
        assert_eq!(csv_field("-1"), "'-1");
    }
}
