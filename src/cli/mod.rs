//! The command line: the only place that prints or chooses exit codes.
//!
//! Exit codes: 0 success; 1 a stated answer disagrees (validate); 2 invalid input or usage.
//! A standard output closed by its reader (`| head`) ends the command quietly with 0.

pub mod budget;
mod check;
mod exam;
mod export;
mod grade_exam;
mod io;
mod kinds;
mod pdf;
mod pool;
mod practice;
mod render;
mod report;
mod solve;
mod stress;
mod validate;
mod verify;
mod weave;

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Parser, Subcommand};
use mlex::{Diagnostics, Error, Exercise, Source};

/// Exact worked solutions and worksheets for discriminative-classification exercises.
#[derive(Parser, Debug)]
#[command(name = "mlex", version, about, long_about = None, after_help = "\
Examples:
  mlex render exercises/perceptron/upv-2023-01-26.yaml --solutions
  mlex solve exercises/perceptron/upv-2023-01-26.yaml
  mlex validate exercises/
  mlex check exercises/perceptron/upv-2023-01-26.yaml answers.yaml
  mlex kinds perceptron")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the answer of every asked part, in the answers-file format.
    #[command(after_help = "\
Examples:
  mlex solve exercises/perceptron/upv-2023-01-26.yaml
  mlex solve exercises/ --json
  cat spec.yaml | mlex solve -")]
    Solve(solve::Args),
    /// Write the worksheet (statement, data, questions; with --solutions the worked answers).
    #[command(after_help = "\
Examples:
  mlex render exercises/perceptron/upv-2023-01-26.yaml --solutions
  mlex render exam.yaml --format html -o exam.html
  mlex render exam.yaml --solutions --format pdf -o key.pdf   (needs chromium on PATH)
  mlex render spec.yaml --solutions --templates my-templates/")]
    Render(render::Args),
    /// Check a student's answers: a verdict and a hint per part, and a score.
    #[command(after_help = "\
Exit status: 0 every part right; 1 some part wrong or missing; 2 invalid input.

Examples:
  mlex check exercises/perceptron/upv-2023-01-26.yaml answers.yaml
  mlex check spec.yaml answers.yaml --reveal
  mlex check spec.yaml answers/*.yaml --csv grades.csv
  mlex check exam.yaml answers/*.yaml --seed 2026 --csv grades.csv   (by variant: docs/exams.md)")]
    Check(check::Args),
    /// Check specs; report every error, and every `stated:` answer that disagrees.
    #[command(after_help = "\
Exit status: 0 all valid and every stated answer agrees (known errata, marked
`{ value: …, erratum: … }`, do not count); 1 a stated answer disagrees, or is rounded more
coarsely than `digits` without `rounded: d`; 2 an invalid spec.

Examples:
  mlex validate exercises/
  mlex validate spec.yaml other.yaml")]
    Validate(validate::Args),
    /// Render every ```mlex block of a Markdown document in place (a literate document).
    #[command(after_help = "\
Everything outside the ```mlex and ```mlex-answers blocks is kept byte for byte.

Examples:
  mlex weave examples/notes.md --solutions
  mlex weave lecture.md --solutions -o lecture.html")]
    Weave(weave::Args),
    /// Compare the answers typed in literate documents (and spec files' `stated:`) with the computed ones.
    #[command(after_help = "\
Each disagreement is printed as DOC:LINE:COL: part P: stated S, computed C.
Exit status: 0 all agree (known errata do not count); 1 a disagreement, or an answer rounded
more coarsely than `digits` without `rounded: d`; 2 an invalid block or spec.

Examples:
  mlex verify examples/notes.md
  mlex verify exam-draft.md exercises/")]
    Verify(verify::Args),
    /// Write an exam's variants: per variant the exam and its key, plus key.json and key.csv.
    #[command(after_help = "\
The exam file lists exercises (`file:` paths relative to it, or inline `spec:`) with points
under an `exam:` header (title, course, date, fields, instructions), and shared `data:`;
see docs/exams.md. Variant K of an exam draws variant K of each exercise with `vary:` under the
seed; with --roster, each student's variant comes from the seed and their ID.

Examples:
  mlex exam examples/exam.yaml --variants 30 --seed 2026 -o out/
  mlex exam examples/exam.yaml --roster students.csv --seed 2026 -o out/
  mlex exam examples/exam.yaml --variants 30 --format pdf -o out/   (needs chromium on PATH)")]
    Exam(exam::Args),
    /// Export a spec's or an exam's variants for a learning platform (Moodle XML).
    #[command(after_help = "\
One question category per exercise and one question per variant: a one-number part is a
numerical question (mlex's tolerance), a multiple-choice part a multichoice question (each
option's feedback), anything else a cloze question; the worked solution is the general
feedback. See docs/moodle.md for the import steps.

Examples:
  mlex export moodle exercises/holdout/ -o holdout.xml
  mlex export moodle examples/exam.yaml --variants 20 --seed 2026 -o quiz.xml
  mlex export moodle spec.yaml --variants 10 --seed 1 --math tex -o quiz.xml")]
    Export(export::Args),
    /// Draw many variants of a spec with `vary:` or of an exam: rejections per constraint, the
    /// range of every numeric answer, the right options' positions, variants with no valid draw.
    #[command(after_help = "\
Exit status: 0 every variant found a valid draw; 1 some variant did not (each is listed, and
the first ones are explained at the spec's `vary:`); 2 invalid input.

Examples:
  mlex stress exercises/variants/perceptron-trace.yaml --n 1000 --seed 1
  mlex stress exercises/exams/sample-exam.yaml --n 200 --seed 2026
  mlex stress spec.yaml -n 200")]
    Stress(stress::Args),
    /// List the exercise kinds, or the keys and parts of one kind.
    #[command(after_help = "\
Examples:
  mlex kinds
  mlex kinds perceptron")]
    Kinds(kinds::Args),
    /// Write a practice page: the worksheet with a box for every answer, checked in the browser
    /// by mlex's own checker (WebAssembly, inlined), offline.
    #[command(after_help = "\
The checker is built once with scripts/build-practice.sh (docs/practice.md).

Examples:
  mlex practice exercises/perceptron/upv-2023-01-26.yaml -o practice.html
  mlex practice exercises/variants/perceptron-trace.yaml --seed 7 --variants 5 -o practice.html")]
    Practice(practice::Args),
    /// After the exam: the item analysis of a class's answers files (docs/report.md).
    #[command(after_help = "\
Examples:
  mlex report exam.yaml answers/*.yaml --seed 2026 -o report.html
  mlex report exam.yaml answers/*.yaml --seed 2026 --json
  mlex report exam.yaml answers/*.yaml --seed 2026 --csv items.csv --lang it -o report.md")]
    Report(report::Args),
}

/// Runs the command line and returns the exit code.
/// How many threads a run of `jobs` independent jobs uses: the machine's cores, or
/// `MLEX_THREADS` (1 to 64) when set, never more than the jobs. The output does not depend on
/// it (the tests compare one thread with several).
pub fn threads(jobs: usize) -> usize {
    let cores = std::env::var("MLEX_THREADS")
        .ok()
        .and_then(|t| t.parse::<usize>().ok())
        .filter(|t| (1..=64).contains(t))
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get));
    cores.min(jobs.max(1))
}

pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let code = match cli.command {
        Command::Solve(a) => solve::run(a),
        Command::Render(a) => render::run(a),
        Command::Validate(a) => validate::run(a),
        Command::Check(a) => check::run(a),
        Command::Weave(a) => weave::run(a),
        Command::Verify(a) => verify::run(a),
        Command::Stress(a) => stress::run(a),
        Command::Exam(a) => exam::run(a),
        Command::Export(a) => export::run(a),
        Command::Kinds(a) => kinds::run(a),
        Command::Practice(a) => practice::run(a),
        Command::Report(a) => report::run(a),
    };
    ExitCode::from(code)
}

/// Whether stderr gets colours.
fn color() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// Prints diagnostics to stderr, rustc-style (annotate-snippets shows control characters as
/// their control pictures).
pub fn print_diagnostics(d: &Diagnostics) {
    let renderer = if color() {
        annotate_snippets::Renderer::styled()
    } else {
        annotate_snippets::Renderer::plain()
    };
    let mut err = std::io::stderr().lock();
    for item in &d.items {
        let _ = writeln!(err, "{}\n", item.render_with(&d.source, &renderer));
    }
}

/// Prints an error of the library to stderr.
pub fn print_error(e: &Error) {
    match e {
        Error::Invalid(d) => print_diagnostics(d),
        other => io::err(&other.to_string()),
    }
}

/// Why an input could not be used: it could not be read, or it is not valid.
pub enum Problem {
    /// Unreadable, too large, not UTF-8.
    Read(io::ReadError),
    /// Invalid (or another error of the library).
    Lib(Error),
}

impl Problem {
    /// Prints the whole message to stderr.
    pub fn print(&self) {
        match self {
            Problem::Read(r) => io::err(&r.message),
            Problem::Lib(e) => print_error(e),
        }
    }
}

impl From<io::ReadError> for Problem {
    fn from(e: io::ReadError) -> Self {
        Problem::Read(e)
    }
}

impl From<Error> for Problem {
    fn from(e: Error) -> Self {
        Problem::Lib(e)
    }
}

impl From<Diagnostics> for Problem {
    fn from(d: Diagnostics) -> Self {
        Problem::Lib(Error::Invalid(d))
    }
}

/// Expands the command-line inputs: files as given, directories into their `.yaml`/`.yml`
/// files (sorted, recursively, not following links to directories), `-` for standard input
/// (once).
///
/// Exam files (docs/exams.md) found in a directory are left out: they are not specs. `mlex
/// validate` keeps them ([`expand_inputs_with_exams`]).
pub fn expand_inputs(inputs: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    expand(inputs, false)
}

/// [`expand_inputs`], keeping the exam files found in directories.
pub fn expand_inputs_with_exams(inputs: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    expand(inputs, true)
}

/// Whether the file at `path` reads as an exam file (unreadable files are not: the command
/// reports them when it reads them).
fn is_exam_file(path: &Path) -> bool {
    io::read_input(path, io::Input::Spec).is_ok_and(|s| mlex::exam::is_exam(&s.text))
}

fn expand(inputs: &[PathBuf], exams: bool) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    let mut stdin_seen = false;
    for p in inputs {
        if p.as_os_str() == "-" {
            if stdin_seen {
                return Err("error: `-` (standard input) can be given only once".into());
            }
            stdin_seen = true;
            out.push(p.clone());
        } else if p.is_dir() {
            let found =
                io::walk_specs(p).map_err(|e| format!("error: cannot read the directory `{}`: {e}", p.display()))?;
            if found.is_empty() {
                return Err(format!(
                    "error: the directory `{}` has no .yaml or .yml files",
                    p.display()
                ));
            }
            out.extend(found.into_iter().filter(|f| exams || !is_exam_file(f)));
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

/// Reads a spec (a file, or standard input for `-`) and loads its exercises.
pub fn load_spec(path: &Path) -> Result<(Arc<Source>, Vec<Exercise>), Problem> {
    let source = io::read_input(path, io::Input::Spec)?;
    let exercises = mlex::load::exercises(source.clone())?;
    Ok((source, exercises))
}

/// Loads every exercise of every (expanded) input; all errors are printed. `None` when any
/// input failed.
pub fn load_paths(paths: &[PathBuf]) -> Option<Vec<Exercise>> {
    let mut all = Vec::new();
    let mut ok = true;
    for p in paths {
        match load_spec(p) {
            Ok((_, ex)) => all.extend(ex),
            Err(e) => {
                e.print();
                ok = false;
            }
        }
    }
    ok.then_some(all)
}

/// `--seed S [--variant K]` of `render` and `solve`.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct VariantArgs {
    /// Draw the variant of this seed from every spec with `vary:` (without it: seed 0).
    #[arg(long, value_name = "S")]
    pub(crate) seed: Option<u64>,
    /// Which variant of the seed, from 1 (default 1).
    #[arg(long, value_name = "K", requires = "seed", value_parser = clap::value_parser!(u64).range(1..))]
    pub(crate) variant: Option<u64>,
}

/// `--force` of every command that writes a file (`-o`, `--csv`).
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct ForceArg {
    /// Replace an output file that mlex did not write, or that changed since (never an input, a
    /// link or a special file).
    #[arg(long)]
    pub(crate) force: bool,
}

/// `--lang` of `render`, `check`, `exam`, `export` and `practice`.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct LangArg {
    /// Write in this language (`en`, `it`), whatever the spec's `lang:` says.
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub(crate) lang: Option<mlex::i18n::Lang>,
}

impl LangArg {
    /// The exercises in `--lang`, when given.
    pub fn apply(self, exercises: Vec<Exercise>) -> Vec<Exercise> {
        match self.lang {
            Some(l) => exercises.into_iter().map(|e| e.with_lang(l)).collect(),
            None => exercises,
        }
    }

    /// The exam in `--lang`, when given.
    pub fn apply_exam(self, exam: mlex::exam::Exam) -> mlex::exam::Exam {
        match self.lang {
            Some(l) => exam.with_lang(l),
            None => exam,
        }
    }
}

fn parse_lang(s: &str) -> Result<mlex::i18n::Lang, String> {
    mlex::i18n::Lang::from_code(s).ok_or_else(|| format!("mlex writes in {}", mlex::i18n::Lang::codes()))
}

/// The exercises as drawn for `--seed`/`--variant` (those without `vary:` as they are); every
/// failed draw is printed. `None` when one failed.
pub fn draw_variants(exercises: Vec<Exercise>, v: VariantArgs) -> Option<Vec<Exercise>> {
    let Some(seed) = v.seed else {
        return Some(exercises);
    };
    let mut out = Vec::with_capacity(exercises.len());
    let mut ok = true;
    for ex in exercises {
        match mlex::variant::draw_located(&ex, seed, v.variant.unwrap_or(1)) {
            Ok(x) => out.push(x),
            Err(d) => {
                print_diagnostics(&Diagnostics {
                    source: ex.origin().clone(),
                    items: vec![d],
                });
                ok = false;
            }
        }
    }
    ok.then_some(out)
}

/// The files of a `--templates` directory (inputs that an output file must not replace).
pub fn template_files(dir: Option<&Path>) -> Vec<PathBuf> {
    dir.and_then(|d| std::fs::read_dir(d).ok())
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default()
}

/// Writes a document to `-o FILE`, or to standard output; the exit code (0, or 2 printed).
pub fn emit_document(out: Option<&io::OutFile>, text: &str) -> u8 {
    match out {
        Some(out) => match out.write(text.as_bytes()) {
            Ok(()) => 0,
            Err(e) => {
                io::err(&e);
                2
            }
        },
        None => io::finish(io::out_document(text).map(|()| 0)),
    }
}

/// The guard of `-o FILE` (`None` for standard output) of a run reading `inputs`; the error is
/// printed.
pub fn open_output(
    flag: &'static str,
    path: Option<&Path>,
    inputs: &[PathBuf],
    force: ForceArg,
) -> Result<Option<io::OutFile>, u8> {
    if flag != "-o" && path.is_some_and(|p| p.as_os_str() == "-") {
        io::err(&format!(
            "error: `{flag} -` would mix the file with the report on standard output\n  help: give a file path"
        ));
        return Err(2);
    }
    match io::file_output(path) {
        None => Ok(None),
        Some(p) => io::OutFile::open(flag, p, inputs, force.force).map(Some).map_err(|e| {
            io::err(&e);
            2
        }),
    }
}
