//! `mlex export moodle`: a spec's or an exam's variants as Moodle XML questions (docs/moodle.md).

use std::path::PathBuf;

use mlex::exam::Exam;
use mlex::moodle::{Category, Math};

use super::io;

/// Export formats.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum To {
    /// Moodle XML (Question bank → Import → Moodle XML format).
    Moodle,
}

/// How formulas are written.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default)]
pub enum MathArg {
    /// MathML, as mlex's HTML pages (Moodle's HTML cleaning, `forceclean`, deletes it).
    Mathml,
    /// TeX in \( … \), for Moodle's MathJax filter (on by default in Moodle; docs/moodle.md).
    #[default]
    Tex,
}

/// Arguments of `mlex export`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The format.
    #[arg(value_enum)]
    to: To,
    /// A spec file or directory, or an exam file (a file with a top-level `exam:` key).
    #[arg(value_name = "SPEC-or-EXAM")]
    input: PathBuf,
    /// How many variants (questions per exercise), 1 to 1000.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=1000))]
    variants: u64,
    /// The seed of the variants.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Formulas as MathML or as TeX for MathJax.
    #[arg(long, value_enum, default_value_t = MathArg::Tex)]
    math: MathArg,
    /// The XML file to write (`-` writes to standard output).
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: PathBuf,
    #[command(flatten)]
    pub(super) lang: super::LangArg,
    #[command(flatten)]
    force: super::ForceArg,
}

/// A piece of a Moodle category path: `/` separates categories, so it becomes `-`.
fn segment(s: &str) -> String {
    let s: String = s.trim().chars().map(|c| if c == '/' { '-' } else { c }).collect();
    if s.is_empty() { "exercise".into() } else { s }
}

/// Whether a file is an exam: a line `exam:` at the top level.
fn is_exam(path: &std::path::Path) -> bool {
    path.is_file() && std::fs::read_to_string(path).is_ok_and(|t| t.lines().any(|l| l.starts_with("exam:")))
}

pub fn run(args: Args) -> u8 {
    let To::Moodle = args.to;
    let Some(renderer) = super::render::renderer(None) else {
        return 2;
    };
    let math = match args.math {
        MathArg::Mathml => Math::MathMl,
        MathArg::Tex => Math::Tex,
    };
    // the output is never an input: the spec, exam or directory given, and every spec read
    let mut inputs = vec![args.input.clone()];
    if let Err(code) = super::open_output("-o", Some(&args.output), &inputs, args.force) {
        return code;
    }
    let categories = if is_exam(&args.input) {
        let Some(c) = exam_categories(&args, &mut inputs) else {
            return 2;
        };
        c
    } else {
        // a directory's spec files (exam files in it are left out: export an exam on its own)
        let paths = match super::expand_inputs(std::slice::from_ref(&args.input)) {
            Ok(p) => p.into_iter().filter(|p| !is_exam(p)).collect::<Vec<_>>(),
            Err(e) => {
                io::err(&e);
                return 2;
            }
        };
        let Some(exercises) = super::load_paths(&paths).map(|e| args.lang.apply(e)) else {
            return 2;
        };
        inputs.extend(paths.iter().cloned());
        let mut out = Vec::new();
        for ex in exercises {
            let variants = if ex.varies() || has_generated(&ex) {
                let mut vs = Vec::new();
                for k in 1..=args.variants {
                    match ex.variant(args.seed, k) {
                        Ok(v) => vs.push(v),
                        Err(e) => {
                            super::print_error(&e);
                            return 2;
                        }
                    }
                }
                vs
            } else {
                vec![ex.clone()]
            };
            out.push(Category {
                path: format!("mlex/{}/{}", ex.kind().name, segment(ex.id())),
                variants,
                points: None,
            });
        }
        out
    };
    let xml = match mlex::moodle::quiz(&categories, &renderer, math) {
        Ok(x) => x,
        Err(e) => {
            io::err(&format!("error: {e}"));
            return 2;
        }
    };
    // checked again with every spec read: the output is none of them
    let Ok(out) = super::open_output("-o", Some(&args.output), &inputs, args.force) else {
        return 2;
    };
    let written = match &out {
        Some(out) => out.write(xml.as_bytes()),
        None => match io::out_raw(&xml) {
            Ok(()) => Ok(()),
            Err(stop) => return stop.exit(),
        },
    };
    match written {
        Ok(()) => {
            let questions: usize = categories.iter().map(|c| c.variants.len()).sum();
            let n = categories.len();
            let plural = |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
            io::err(&format!(
                "wrote {}: {}, {}",
                out.as_ref()
                    .map_or("standard output".into(), |o| o.path().display().to_string()),
                plural(n, "category", "categories"),
                plural(questions, "question", "questions")
            ));
            0
        }
        Err(e) => {
            io::err(&e);
            2
        }
    }
}

/// The categories of an exam's questions, one per exercise, its drawn variants in each (every
/// spec the exam reads added to `inputs`); `None` when it cannot be loaded or drawn (printed).
fn exam_categories(args: &Args, inputs: &mut Vec<PathBuf>) -> Option<Vec<Category>> {
    let exam = match Exam::load(&args.input) {
        Ok(e) => args.lang.apply_exam(e),
        Err(e) => {
            super::print_error(&e);
            return None;
        }
    };
    let mut drawn = Vec::new();
    for k in 1..=args.variants {
        match exam.variant(args.seed, k) {
            Ok(v) => drawn.push(v),
            Err(e) => {
                super::print_error(&e);
                return None;
            }
        }
    }
    inputs.extend(exam.entries.iter().map(|e| PathBuf::from(&e.exercise.origin().name)));
    let top = format!("mlex/{}", segment(&exam.title));
    Some(
        exam.entries
            .iter()
            .enumerate()
            .map(|(j, entry)| {
                let variants: Vec<mlex::Exercise> = drawn.iter().map(|v| v.exercises[j].0.clone()).collect();
                // an exercise the same in every variant is one question
                let variants = if entry.exercise.varies() || has_generated(&entry.exercise) {
                    variants
                } else {
                    variants.into_iter().take(1).collect()
                };
                Category {
                    path: format!("{top}/{}. {}", j + 1, segment(entry.exercise.id())),
                    variants,
                    points: entry.points.clone(),
                }
            })
            .collect::<Vec<_>>(),
    )
}

/// Whether an exercise has generated choices (shuffled per variant, so each variant differs).
fn has_generated(ex: &mlex::Exercise) -> bool {
    ex.parts()
        .iter()
        .any(|p| matches!(p.choices, Some(mlex::exercise::Choices::Auto(_))))
}
