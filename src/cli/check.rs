//! `mlex check`: a student's answers against the exercise; batch grading to CSV.

use std::path::PathBuf;

use mlex::check::{Report, Verdict};
use mlex::{Error, Exercise};

/// Arguments of `mlex check`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The exercise spec (one exercise; `-` reads standard input).
    #[arg(value_name = "SPEC")]
    spec: PathBuf,
    /// Answers files (YAML keyed by part names). Several files grade a batch.
    #[arg(required = true, value_name = "ANSWERS")]
    answers: Vec<PathBuf>,
    /// Print JSON (one object per answers file; an array for several).
    #[arg(long)]
    json: bool,
    /// Show the right answer of every part that is not right.
    #[arg(long)]
    reveal: bool,
    /// Write one row per answers file (file, score, verdict per part) to this CSV file.
    #[arg(long, value_name = "FILE")]
    csv: Option<PathBuf>,
}

enum Outcome {
    Graded(Box<Report>),
    Invalid(String),
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn trim_num(n: &mlex::Number) -> String {
    n.round_to(2).trim_end_matches('0').trim_end_matches('.').to_string()
}

pub fn run(args: Args) -> u8 {
    if args.answers.iter().any(|a| a.as_os_str() == "-") && args.spec.as_os_str() == "-" {
        eprintln!("error: the spec and the answers cannot both come from standard input");
        return 2;
    }
    let Some(mut exercises) = super::load_inputs(std::slice::from_ref(&args.spec)) else {
        return 2;
    };
    if exercises.len() != 1 {
        eprintln!(
            "error: `{}` holds {} exercises; `mlex check` takes a spec with exactly one\n  help: split the exercises into one file each",
            args.spec.display(),
            exercises.len()
        );
        return 2;
    }
    let ex: Exercise = exercises.remove(0);
    let batch = args.answers.len() > 1 || args.csv.is_some();
    let checker = mlex::check::Checker::new(&ex);
    let mut outcomes = Vec::with_capacity(args.answers.len());
    for path in &args.answers {
        let outcome = match super::read_input(path).and_then(|src| checker.check(src).map_err(Error::from)) {
            Ok(r) => {
                if !r.warnings.items.is_empty() {
                    super::print_diagnostics(&r.warnings);
                }
                Outcome::Graded(Box::new(r))
            }
            Err(e) => {
                super::print_error(&e);
                let msg = match &e {
                    Error::Invalid(d) => d.short().join("; "),
                    other => other.to_string(),
                };
                Outcome::Invalid(msg)
            }
        };
        outcomes.push((path.display().to_string(), outcome));
    }

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

    if let Some(csv) = &args.csv {
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
        if let Err(e) = super::write_output(Some(csv), &text) {
            eprintln!("{e}");
            return 2;
        }
    }
    if let Err(e) = super::write_output(None, &out) {
        eprintln!("{e}");
        return 2;
    }
    let invalid = outcomes.iter().any(|(_, o)| matches!(o, Outcome::Invalid(_)));
    let all_right = outcomes
        .iter()
        .all(|(_, o)| matches!(o, Outcome::Graded(r) if r.parts.iter().all(|p| p.verdict == Verdict::Right)));
    if invalid {
        2
    } else if all_right {
        0
    } else {
        1
    }
}
