//! `mlex exam`: per variant the student's exam and its worked key, in Markdown and HTML, and
//! the keys of the whole run in `key.json` and `key.csv`.

use std::path::PathBuf;

use mlex::exam::Exam;
use mlex::render::Format;

use super::io;

/// Output format.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum ExamFormat {
    /// Markdown only.
    Md,
    /// HTML only.
    Html,
}

/// Arguments of `mlex exam`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The exam file.
    #[arg(value_name = "EXAM")]
    exam: PathBuf,
    /// How many variants (1 to 10000).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    variants: u64,
    /// The seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The output directory (created if missing).
    #[arg(short = 'o', long = "output", value_name = "DIR")]
    output: PathBuf,
    /// Write only this format (default: Markdown and HTML).
    #[arg(long, value_enum)]
    format: Option<ExamFormat>,
}

/// A CSV field: quoted when needed, and never read as a formula by a spreadsheet (a field that
/// starts with `=`, `@`, a tab or a carriage return, or with `+` or `-` and is not a number, gets
/// a leading `'`), as `check --csv` writes them.
fn csv_field(s: &str) -> String {
    let formula =
        s.starts_with(['=', '@', '\t', '\r']) || (s.starts_with(['+', '-']) && s.parse::<mlex::Number>().is_err());
    let s = if formula { format!("'{s}") } else { s.to_string() };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

pub fn run(args: Args) -> u8 {
    let exam = match Exam::load(&args.exam) {
        Ok(e) => e,
        Err(e) => {
            super::print_error(&e);
            return 2;
        }
    };
    let Some(renderer) = super::render::renderer(None) else {
        return 2;
    };
    if args.output.exists() && !args.output.is_dir() {
        io::err(&format!("error: `-o {}` is not a directory", args.output.display()));
        return 2;
    }
    let formats: &[(Format, &str)] = match args.format {
        Some(ExamFormat::Md) => &[(Format::Markdown, "md")],
        Some(ExamFormat::Html) => &[(Format::Html, "html")],
        None => &[(Format::Markdown, "md"), (Format::Html, "html")],
    };
    // Everything is made in memory first, so an invalid variant leaves no files behind.
    let mut files: Vec<(PathBuf, String)> = Vec::new();
    let mut keys = Vec::new();
    let mut csv = String::from("variant,seed,exercise,part,answer\n");
    for k in 1..=args.variants {
        let v = match exam.variant(args.seed, k) {
            Ok(v) => v,
            Err(e) => {
                super::print_error(&e);
                return 2;
            }
        };
        let dir = args.output.join(format!("variant-{k:03}"));
        for &(format, ext) in formats {
            for (solutions, stem) in [(false, "exam"), (true, "key")] {
                match renderer.exam(&exam, &v, solutions, format) {
                    Ok(text) => files.push((dir.join(format!("{stem}.{ext}")), text)),
                    Err(e) => {
                        io::err(&format!("error: {e}"));
                        return 2;
                    }
                }
            }
        }
        keys.push(v.key_json());
        for row in v.key_csv_rows() {
            let fields: Vec<String> = row.iter().map(|f| csv_field(f)).collect();
            csv.push_str(&fields.join(","));
            csv.push('\n');
        }
    }
    let mut json = serde_json::to_string_pretty(&keys).unwrap_or_default();
    json.push('\n');
    files.push((args.output.join("key.json"), json));
    files.push((args.output.join("key.csv"), csv));
    for (path, text) in &files {
        if let Some(parent) = path.parent()
            && let Err(e) = std::fs::create_dir_all(parent)
        {
            io::err(&format!("error: cannot create `{}`: {e}", parent.display()));
            return 2;
        }
        if let Err(e) = io::write_file("-o", path, text.as_bytes()) {
            io::err(&e);
            return 2;
        }
    }
    let what = match args.format {
        Some(ExamFormat::Md) => "Markdown",
        Some(ExamFormat::Html) => "HTML",
        None => "Markdown and HTML",
    };
    io::finish(
        io::out(&format!(
            "wrote {} variants of `{}` (seed {}) to {}: per variant the exam and its key in {what}; key.json, key.csv\n",
            args.variants,
            args.exam.display(),
            args.seed,
            args.output.display()
        ))
        .map(|()| 0),
    )
}
