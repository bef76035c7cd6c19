//! The command line: the only place that prints or chooses exit codes.
//!
//! Exit codes: 0 success; 1 a stated answer disagrees (validate); 2 invalid input or usage.

mod check;
mod kinds;
mod render;
mod solve;
mod validate;
mod verify;
mod weave;

use std::io::{IsTerminal, Read, Write};
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
  mlex render spec.yaml --solutions --templates my-templates/")]
    Render(render::Args),
    /// Check a student's answers: a verdict and a hint per part, and a score.
    #[command(after_help = "\
Exit status: 0 every part right; 1 some part wrong or missing; 2 invalid input.

Examples:
  mlex check exercises/perceptron/upv-2023-01-26.yaml answers.yaml
  mlex check spec.yaml answers.yaml --reveal
  mlex check spec.yaml answers/*.yaml --csv grades.csv")]
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
    /// List the exercise kinds, or the keys and parts of one kind.
    #[command(after_help = "\
Examples:
  mlex kinds
  mlex kinds perceptron")]
    Kinds(kinds::Args),
}

/// Runs the command line and returns the exit code.
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
        Command::Kinds(a) => kinds::run(a),
    };
    ExitCode::from(code)
}

/// Whether stderr gets colours.
fn color() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// Prints diagnostics to stderr, rustc-style.
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
        other => eprintln!("{other}"),
    }
}

/// Expands the command-line inputs: files as given, directories into their `.yaml`/`.yml`
/// files (sorted, recursively), `-` for standard input (once).
pub fn expand_inputs(inputs: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
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
            let mut found = Vec::new();
            walk(p, &mut found).map_err(|e| format!("error: cannot read the directory `{}`: {e}", p.display()))?;
            if found.is_empty() {
                return Err(format!(
                    "error: the directory `{}` has no .yaml or .yml files",
                    p.display()
                ));
            }
            found.sort();
            out.extend(found);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "yaml" || e == "yml") {
            out.push(path);
        }
    }
    Ok(())
}

/// Reads a source (a file, or standard input for `-`).
pub fn read_input(path: &Path) -> Result<Arc<Source>, Error> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map_err(|e| Error::Io {
            path: "<stdin>".into(),
            message: e.to_string(),
        })?;
        return Ok(Source::new("<stdin>", text));
    }
    mlex::read_source(path)
}

/// Loads every exercise of every input; all errors are printed. `None` when any input failed.
pub fn load_inputs(inputs: &[PathBuf]) -> Option<Vec<Exercise>> {
    let paths = match expand_inputs(inputs) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return None;
        }
    };
    let mut all = Vec::new();
    let mut ok = true;
    for p in &paths {
        match read_input(p).and_then(|s| mlex::spec::load(s).map_err(Error::from)) {
            Ok(ex) => all.extend(ex),
            Err(e) => {
                print_error(&e);
                ok = false;
            }
        }
    }
    ok.then_some(all)
}

/// Writes the command's output and returns its exit code: 0, or 2 (printed) when it cannot be
/// written.
pub fn emit(path: Option<&Path>, text: &str) -> u8 {
    match write_output(path, text) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{e}");
            2
        }
    }
}

/// Writes `text` to `path` through a temporary file and a rename, so that a failure never leaves
/// a half-written file; `None` writes to standard output.
pub fn write_output(path: Option<&Path>, text: &str) -> Result<(), String> {
    let Some(path) = path else {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(text.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| format!("error: cannot write to standard output: {e}"));
    };
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("output");
    let tmp = dir.join(format!(".{name}.mlex-{}.tmp", std::process::id()));
    let result = std::fs::write(&tmp, text).and_then(|()| std::fs::rename(&tmp, path));
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(format!("error: cannot write `{}`: {e}", path.display()));
    }
    Ok(())
}
