//! # mlex
//!
//! Exact worked solutions, worksheets and answer checks for exercises on discriminative
//! classification (perceptrons, logistic regression, Bayes error, margins, SVMs, …).
//!
//! The pipeline, in order:
//!
//! 1. **Read** — `spec::yaml` (crate-private, like every module not linked here) parses YAML into spanned nodes that keep every scalar's text.
//! 2. **Check** — [`exercises`] reads `kind` first, dispatches through the registry
//!    `kinds::KINDS`, and turns the nodes into a checked [`Exercise`]; every error of a file is
//!    reported with its line and column ([`Diagnostics`]). Written answers (`stated:`, multiple-choice
//!    options, students' answers files) become `written::Written` values with their places:
//!    nothing past the loader sees YAML.
//! 3. **Solve** — [`Exercise::solve`] runs the kind's solver over the pure models in
//!    `models`, with exact rationals ([`Number`]) wherever the maths is rational.
//! 4. **Present** — the kind turns results into display strings (`present`); the answers are
//!    [`Value`]s in the answers-file notation.
//! 5. **Render** — [`Renderer`] lays the strings out with tera templates into Markdown,
//!    and pulldown-cmark turns that into one safe, self-contained HTML page.
//! 6. **Compare** — `compare` compares written answers (a student's answers file, the source's
//!    `stated:` answers, options of multiple-choice parts) with the computed values; [`Checker`]
//!    grades an answers file with it: a verdict and a hint per part, traces step by step with the
//!    error carried forward.
//!
//! The command line (`src/cli`) is the only place that prints or chooses exit codes.
//!
//! ```
//! let ex = mlex::Exercise::from_yaml(r#"
//! kind: perceptron
//! samples:
//!   - { x: [0, 0], y: 1 }
//!   - { x: [1, 1], y: 2 }
//! margin: 0.1
//! ask: [final_weights, iterations]
//! "#).unwrap();
//! let sol = ex.solve();
//! assert_eq!(sol.answer_text("iterations").as_deref(), Some("3"));
//! assert!(ex.render_markdown(true).unwrap().contains("(1, −1, −1)"));
//! ```
//!
//! The same from Rust values, as in a notebook (README.md, "In a notebook"): every exercise,
//! solution, [`Trace`] and check [`Report`] shows itself in evcxr ([`Rich`]), and a builder
//! ([`builder`]) reports every mistake naming the call.
//!
//! ```
//! use mlex::Exercise;
//! let ex = Exercise::perceptron()
//!     .sample([0, 0], 1)
//!     .sample([1, 1], 2)
//!     .margin(0.1)
//!     .ask("trace")
//!     .ask_at("classify", [2, 0])
//!     .build()?;
//! let trace = ex.trace().unwrap();
//! // Seed 003's two-sample example: three passes, w₁ = (1, -1, -1), w₂ = (-1, 1, 1); then
//! // g(2, 0) = (-1, 1), class 2.
//! assert_eq!(trace.len(), 6);
//! assert_eq!(trace.state_text(6).as_deref(), Some("{ 1: [1, -1, -1], 2: [-1, 1, 1] }"));
//! assert_eq!(ex.solve().answer_text("classify").as_deref(), Some("2"));
//! assert!(Exercise::perceptron().margin(-1).build().unwrap_err().to_string().contains("`.margin(-1)`"));
//! # Ok::<(), mlex::Error>(())
//! ```

#![warn(missing_docs)]
// The API is what the crate root re-exports (docs/library-api.md; `scripts/public-api.sh` counts
// it). The modules behind it are crate-private and their items keep a plain `pub`: inside a
// private module that is crate visibility, and rewriting every `pub fn` of ~150 files to
// `pub(crate)` would be churn only. So `unreachable_pub` is not denied.
//
// Without the `cli` feature (the practice checker, a notebook's `:dep`) the command line's own
// helpers (stress reports, rosters, CSV keys, figure files) have no caller; the default build,
// which clippy and the tests run, still reports every item nothing uses.
#![cfg_attr(not(feature = "cli"), allow(dead_code, unused_imports))]

// The command line's modules name the library as `mlex::…`, as they did when they were the
// binary's; the crate names itself so (docs/library-api.md, "Why so").
extern crate self as mlex;

pub(crate) mod analysis;
pub mod builder;
pub(crate) mod check;
pub(crate) mod choices;
// The command line lives in the library, crate-private, so that what it uses need not be public;
// `src/main.rs` calls [`main`].
#[cfg(feature = "cli")]
mod cli;
mod compare;
pub(crate) mod diag;
pub(crate) mod exam;
pub(crate) mod exercise;
pub(crate) mod figure;
pub(crate) mod i18n;
pub(crate) mod input;
pub(crate) mod kinds;
pub(crate) mod limits;
pub(crate) mod literate;
pub(crate) mod load;
mod markup;
mod models;
pub(crate) mod moodle;
mod notebook;
pub(crate) mod num;
mod part;
pub(crate) mod practice;
mod present;
pub(crate) mod render;
mod rng;
mod spec;
pub(crate) mod value;
pub(crate) mod variant;
pub(crate) mod written;

use std::path::Path;
use std::sync::Arc;

pub use builder::{BuildError, Data, Num};
pub use check::{Checker, Report, Verdict};
pub use diag::{Diagnostic, Diagnostics, Source};
pub use exam::{Exam, ExamGrader, ExamVariant, is_exam};
pub use exercise::{Exercise, Solution};
pub use i18n::Lang;
pub use load::exercises;
pub use notebook::{Rich, Trace, TraceStep};
pub use num::Number;
/// The big integer and rational types behind [`Number`] (`Number::parts` returns [`BigInt`]s), so
/// a notebook can name them without a `:dep` of its own.
pub use num_bigint::BigInt;
pub use num_rational::BigRational;
#[doc(hidden)]
pub use render::pieces_and_whole;
pub use render::{Format, RenderError, Renderer, markdown_to_html, sanitize_markdown};
pub use rust_decimal::Decimal;
/// The JSON type of worked-solution views ([`exercise::SolvedPart::view`]) and reports.
pub use serde_json;
pub use value::Value;

/// The practice page's checker (docs/practice.md): what the `mlex-practice` crate compiles to
/// WebAssembly.
pub mod checker {
    pub use crate::practice::{CHECKER_ID, CHECKER_MARK, Request, respond};
}

/// `mlex export moodle` (docs/moodle.md): categories of exercise variants as Moodle XML.
pub mod export {
    pub use crate::moodle::{Category, Math, quiz as moodle};
}

/// `mlex report` (docs/report.md): the item analysis of graded answers files.
pub mod report {
    pub use crate::analysis::view::{html, markdown};
    pub use crate::analysis::{Analysis, Question, Sheet, without_duplicates};
}

/// `mlex weave` and `mlex verify` (docs/literate.md): Markdown notes with `mlex` blocks.
pub mod weave {
    pub use crate::literate::{WeaveError, verify, weave_to};
}

/// Not API: the internals that the integration tests (`tests/cli/`) compare the `mlex` binary's
/// output with (the registry, figure caps, the practice page's forms). Hidden from the docs, not
/// counted by `scripts/public-api.sh`, and free to change with the tests.
#[doc(hidden)]
pub mod internals {
    #![allow(missing_docs)]
    /// The reader of Moodle's Responses report (`mlex report --moodle`; the `responses` fuzz
    /// target).
    pub mod analysis {
        pub use crate::analysis::moodle::MoodleQuiz;
    }
    pub mod exam {
        pub use crate::exam::points_of;
    }
    pub mod exercise {
        pub use crate::exercise::{Choices, SolvedPart};
        /// The exercise's data as its templates see it (`Exercise::data_view`).
        pub fn data_view(ex: &crate::Exercise) -> serde_json::Value {
            ex.data_view()
        }
    }
    pub mod figure {
        pub use crate::figure::FIGURES;
        pub mod embed {
            pub use crate::figure::embed::{MAX_FIGURE_BYTES, inline_svg};
        }
    }
    pub mod kinds {
        pub use crate::kinds::{Arg, KINDS, KindDef, find};
    }
    /// Every cap of the Limits table of docs/spec-format.md (tests/cli/limits.rs reads both).
    pub mod limits {
        pub use crate::limits::*;
    }
    pub mod num {
        pub use crate::num::{NumStyle, work_done};
    }
    pub mod practice {
        pub use crate::practice::{Layout, Leaf, exercise, form, grade};
    }
    pub mod render {
        pub use crate::render::builtin_templates;
    }
    pub mod value {
        pub use crate::value::{Style, Val};
    }
    pub mod variant {
        pub use crate::variant::{Val, value_to_val};
    }
}

/// The `mlex` command: parses the arguments, runs, and gives the exit code (`src/main.rs` is this
/// call and the allocator). Not API: the command line is the interface.
#[cfg(feature = "cli")]
#[doc(hidden)]
pub fn main() -> std::process::ExitCode {
    cli::run()
}

/// Anything that can go wrong when loading or rendering.
///
/// `Debug` shows the same text as `Display` (every problem, located), so that `.unwrap()` in a
/// notebook or a test prints a readable message rather than the source text and byte spans.
#[non_exhaustive]
pub enum Error {
    /// A file could not be read.
    Io {
        /// The path.
        path: String,
        /// What happened, in one line.
        message: String,
        /// The operating system's error, when there is one (the cause).
        cause: Option<std::io::Error>,
    },
    /// The input is not a valid spec (every problem found, located).
    Invalid(Diagnostics),
    /// A template failed.
    Render(render::RenderError),
    /// A builder's spec is not valid (every problem found, each naming its builder call).
    Build(builder::BuildError),
    /// No variant satisfied the constraints within the draw cap.
    Draw(variant::DrawFailure),
    /// The input holds more or fewer exercises than asked for.
    Count {
        /// The source name.
        source: String,
        /// How many it holds.
        found: usize,
    },
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Io { path, message, .. } => write!(f, "error: cannot read `{path}`: {message}"),
            Error::Invalid(d) => write!(f, "{d}"),
            Error::Render(e) => write!(f, "error: {e}"),
            Error::Build(e) => write!(f, "{e}"),
            Error::Draw(e) => write!(f, "error: {e}"),
            Error::Count { source, found } => write!(
                f,
                "error: `{source}` holds {found} exercises; this call takes exactly one (use `mlex::load_all`)"
            ),
        }
    }
}

impl std::fmt::Debug for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io { cause, .. } => cause.as_ref().map(|e| e as &(dyn std::error::Error + 'static)),
            Error::Invalid(d) => Some(d),
            Error::Render(e) => Some(e),
            Error::Build(e) => Some(e),
            Error::Draw(e) => Some(e),
            Error::Count { .. } => None,
        }
    }
}

impl From<Diagnostics> for Error {
    fn from(d: Diagnostics) -> Self {
        Error::Invalid(d)
    }
}

impl From<render::RenderError> for Error {
    fn from(e: render::RenderError) -> Self {
        Error::Render(e)
    }
}

/// Reads a file into a [`Source`].
///
/// At most [`input::SPEC_CAP`] bytes are read (an endless file such as `/dev/zero` stops there);
/// text that is not UTF-8 is refused with the line, column and byte offset of the first bad byte.
pub fn read_source(path: &Path) -> Result<Arc<Source>, Error> {
    let name = path.display().to_string();
    let io_error = |e: std::io::Error| Error::Io {
        path: name.clone(),
        message: input::io_reason(&e),
        cause: Some(e),
    };
    let file = std::fs::File::open(path).map_err(io_error)?;
    if file.metadata().map_err(io_error)?.is_dir() {
        return Err(Error::Io {
            path: name,
            message: "it is a directory".into(),
            cause: None,
        });
    }
    let bytes = input::read_capped(file, input::SPEC_CAP).map_err(io_error)?;
    if bytes.len() as u64 > input::SPEC_CAP {
        return Err(Error::Io {
            message: format!(
                "it is larger than {}, the most mlex reads from a spec",
                input::size_text(input::SPEC_CAP)
            ),
            path: name,
            cause: None,
        });
    }
    let text = input::utf8(&name, bytes).map_err(|message| Error::Io {
        path: name.clone(),
        message,
        cause: None,
    })?;
    Ok(Source::new(name, text))
}

/// Every exercise of a spec file.
pub fn load_all(path: impl AsRef<Path>) -> Result<Vec<Exercise>, Error> {
    Ok(load::exercises(read_source(path.as_ref())?)?)
}

fn exactly_one(mut v: Vec<Exercise>, source: &str) -> Result<Exercise, Error> {
    if v.len() == 1 {
        Ok(v.remove(0))
    } else {
        Err(Error::Count {
            source: source.to_string(),
            found: v.len(),
        })
    }
}

impl Exercise {
    /// Reads one exercise from YAML text.
    ///
    /// ```
    /// let ex = mlex::Exercise::from_yaml(r#"
    /// kind: binary-perceptron
    /// samples: [{ x: [0], y: -1 }, { x: [1], y: 1 }]
    /// ask: [final_weights]
    /// "#)?;
    /// // By hand (and with Python's fractions): (0, 0) → (-1, 0) → (0, 1) | (-1, 1) → (0, 2) |
    /// // (-1, 2) → (-1, 2) | a fourth pass without errors.
    /// assert_eq!(ex.solve().answer_text("final_weights").as_deref(), Some("[-1, 2]"));
    /// assert!(mlex::Exercise::from_yaml("kind: perceptron\nmargn: 1\n").is_err());
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub fn from_yaml(text: &str) -> Result<Exercise, Error> {
        exactly_one(load::exercises(Source::new("<yaml>", text))?, "<yaml>")
    }

    /// Reads the one exercise of a spec file.
    ///
    /// ```
    /// let path = concat!(env!("CARGO_MANIFEST_DIR"), "/exercises/perceptron/upv-2023-01-26.yaml");
    /// let ex = mlex::Exercise::load(path)?;
    /// assert_eq!(ex.id(), "upv-2023-01-26");
    /// // Seed 003, U2.2, exam 2023_01_26: g(5, 5) = (-31, -24, -49) ⇒ class 2.
    /// assert_eq!(ex.solve().answer_text("classify").as_deref(), Some("2"));
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub fn load(path: impl AsRef<Path>) -> Result<Exercise, Error> {
        let path = path.as_ref();
        exactly_one(load_all(path)?, &path.display().to_string())
    }

    /// Checks a student's answers (YAML in the answers-file notation) against the solution.
    ///
    /// ```
    /// let ex = mlex::Exercise::from_yaml(
    ///     "kind: perceptron\nsamples: [{x: [0], y: 1}, {x: [1], y: 2}]\nmargin: 0.1\nask: [iterations]\n",
    /// ).unwrap();
    /// let report = ex.check("iterations: 2\n").unwrap();
    /// assert!(!report.all_right());
    /// assert_eq!(report.verdict("iterations"), Some(mlex::Verdict::Wrong));
    /// ```
    pub fn check(&self, answers: &str) -> Result<check::Report, Error> {
        self.check_source(Source::new("<answers>", answers))
    }

    /// Checks the answers file at `path` (what `mlex check SPEC ANSWERS` does).
    ///
    /// ```
    /// let root = env!("CARGO_MANIFEST_DIR");
    /// let ex = mlex::Exercise::load(format!("{root}/exercises/perceptron/upv-2023-01-26.yaml"))?;
    /// let report = ex.check_file(format!("{root}/notebooks/answers/upv-2023-01-26.yaml"))?;
    /// assert_eq!(report.verdict("classify"), Some(mlex::Verdict::Wrong));
    /// assert_eq!(report.verdict("final_weights"), Some(mlex::Verdict::Right));
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub fn check_file(&self, path: impl AsRef<Path>) -> Result<check::Report, Error> {
        self.check_source(read_source(path.as_ref())?)
    }

    /// Checks the answers of a named source (a file's text and its name, for messages).
    pub(crate) fn check_source(&self, answers: Arc<Source>) -> Result<check::Report, Error> {
        Ok(check::Checker::new(self).check(answers)?)
    }

    /// The worksheet in Markdown, with the worked solution when `solutions` is true.
    ///
    /// ```
    /// let ex = mlex::Exercise::from_yaml("kind: perceptron\ntitle: Two points\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\n")?;
    /// let md = ex.render_markdown(true)?;
    /// assert!(md.starts_with("# Two points"));
    /// assert!(md.contains("## Solution"));
    /// assert!(!ex.render_markdown(false)?.contains("## Solution"));
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub fn render_markdown(&self, solutions: bool) -> Result<String, Error> {
        let sol = solutions.then(|| self.solve());
        Ok(render::Renderer::builtin()?.markdown(self, sol.as_ref())?)
    }

    /// The worksheet as one self-contained HTML page.
    ///
    /// ```
    /// let ex = mlex::Exercise::from_yaml("kind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\n")?;
    /// let page = ex.render_html(true)?;
    /// assert!(page.starts_with("<!DOCTYPE html>"));
    /// assert!(page.contains("<table>"));
    /// # Ok::<(), mlex::Error>(())
    /// ```
    pub fn render_html(&self, solutions: bool) -> Result<String, Error> {
        let sol = solutions.then(|| self.solve());
        Ok(render::Renderer::builtin()?.document(&[(self.clone(), sol)], render::Format::Html)?)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use std::error::Error as _;

    use super::*;

    #[test]
    fn an_exercise_is_solved_once_however_it_is_checked_and_shown() {
        kinds::solves::take();
        let ex = Exercise::from_yaml(
            "kind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\nmargin: 0.1\nask: [iterations, final_weights]\n",
        )
        .unwrap();
        // the loader solves (its answers must read back) and the exercise keeps that solve
        assert_eq!(kinds::solves::take(), 1, "the loader's solve");
        // check, then show the same solve as Markdown and as HTML
        let checker = check::Checker::of(ex.solve_values());
        // Without the margin the first pass makes no update (w·x̄ = 0 is not > 0 for either
        // sample): one pass, the mistake's answer; with it four (the doctest of `solve`).
        let report = checker
            .check(Source::new(
                "answers.yaml",
                "iterations: 1\nfinal_weights: {a: [1, -2], b: [-1, 2]}\n",
            ))
            .unwrap();
        let hint = report.parts[0].hint.as_deref().unwrap_or_default();
        assert!(hint.contains("margin seems to be left out"), "{hint}");
        assert_eq!(report.parts[1].verdict, check::Verdict::Right);
        let sol = checker.solution.clone().presented();
        let r = render::Renderer::new().unwrap();
        let md = r.markdown(&ex, Some(&sol)).unwrap();
        let html = r.document(&[(ex.clone(), Some(sol))], render::Format::Html).unwrap();
        assert_eq!(kinds::solves::take(), 0, "no solve for the check and both pages");
        // the same pages as the ones shown straight away, from the same solve
        assert_eq!(md, ex.render_markdown(true).unwrap());
        assert_eq!(html, ex.render_html(true).unwrap());
        assert_eq!(kinds::solves::take(), 0);
    }

    #[test]
    fn a_check_works_the_mistakes_out_once_and_maps_them_to_options() {
        // The loss of these weights is ln(1 + e⁻¹) + ln(1 + e⁻²) = 0.4402; with the 0/1 labels
        // put in the ±1 rule ln(1 + e^(−y wᵀx̄)), class 0's sample gives ln(1 + e⁰) = ln 2, so
        // ln(1 + e⁻¹) + ln 2 = 1.0064. Option 3 is that value, option 2 the right one.
        let ex = Exercise::from_yaml(
            "kind: logistic-regression\nsamples: [{x: [1], y: 1}, {x: [-2], y: 0}]\nweights: [0, 1]\nask:\n  - loss: { choices: { options: [0.1269, 0.4402, 1.0064, 2] } }\n  - gradient: { choices: { auto: 4 } }\n",
        )
        .unwrap();
        kinds::solves::take();
        kinds::solves::take_mistakes();
        let checker = check::Checker::of(ex.solve_values());
        let report = checker
            .check(Source::new("answers.yaml", "loss: C\ngradient: A\n"))
            .unwrap();
        assert_eq!(report.parts[0].verdict, check::Verdict::Wrong);
        let hint = report.parts[0].hint.as_deref().unwrap_or_default();
        assert!(hint.contains("the labels are 0/1"), "{hint}");
        // the options of `gradient` and the hints of both parts: one working-out, no solve
        assert_eq!((kinds::solves::take(), kinds::solves::take_mistakes()), (0, 1));
        // the right option gets no hint
        let report = checker.check(Source::new("answers.yaml", "loss: B\n")).unwrap();
        assert_eq!(report.parts[0].verdict, check::Verdict::Right);
        assert_eq!(report.parts[0].hint, None);
    }

    #[test]
    fn the_variants_of_an_exercise_without_vary_work_its_mistakes_out_once() {
        let ex = Exercise::from_yaml(
            "kind: perceptron\nsamples: [{x: [0, 1], y: a}, {x: [1, 0], y: b}, {x: [1, 1], y: a}]\nmargin: 0.1\nask:\n  - final_weights: { choices: { auto: 4 } }\n",
        )
        .unwrap();
        let options = |v: &Exercise| v.solve_values().parts[0].generated.clone().unwrap();
        kinds::solves::take();
        kinds::solves::take_mistakes();
        let shared: Vec<_> = (1..=12).map(|k| options(&ex.variant(5, k).unwrap())).collect();
        assert_eq!((kinds::solves::take(), kinds::solves::take_mistakes()), (0, 1));
        // each is what the variant solved alone gives: the same options, in its own order
        for (k, g) in (1..=12).zip(&shared) {
            let mut alone = ex.variant(5, k).unwrap();
            alone.solved = None;
            assert_eq!(&options(&alone), g, "variant {k}");
        }
        assert_eq!((kinds::solves::take(), kinds::solves::take_mistakes()), (12, 12));
        assert!(
            shared.iter().any(|g| g.answer != shared[0].answer),
            "the options are still shuffled per variant"
        );
        // the hints are in the exercise's language: Italian ones are worked out once more
        let it = ex.clone().with_lang(i18n::Lang::It);
        let italian: Vec<_> = (1..=3).map(|k| options(&it.variant(5, k).unwrap())).collect();
        assert_eq!((kinds::solves::take(), kinds::solves::take_mistakes()), (0, 1));
        let feedback = |g: &choices::Generated| g.options.iter().map(|o| o.feedback.clone()).collect::<Vec<_>>();
        assert_eq!(italian[0].options.len(), shared[0].options.len());
        assert_ne!(feedback(&italian[0]), feedback(&shared[0]));
        let mut alone = it.variant(5, 2).unwrap();
        alone.solved = None;
        assert_eq!(options(&alone), italian[1]);
    }

    #[test]
    fn the_stated_answers_that_disagree_are_listed() {
        // Four passes (Python's fractions, as in the doc example of `Exercise::solve`): the
        // stated 3 iterations disagree, the stated final weights agree.
        let ex = Exercise::from_yaml(
            "kind: perceptron\nsamples: [{x: [0], y: a}, {x: [1], y: b}]\nmargin: 0.1\nask: [iterations, final_weights]\nstated: {iterations: 3, final_weights: {a: [1, -2], b: [-1, 2]}}\n",
        )
        .unwrap();
        let sol = ex.solve();
        let wrong: Vec<&str> = sol.disagreements().map(|s| s.part.as_str()).collect();
        assert_eq!(wrong, ["iterations"]);
    }

    #[test]
    fn read_source_stops_an_endless_file_and_keeps_the_cause() {
        // `/dev/zero` is only read: it never ends, so the cap must stop it.
        let e = read_source(Path::new("/dev/zero")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "error: cannot read `/dev/zero`: it is larger than 4 MiB, the most mlex reads from a spec"
        );
        let e = read_source(Path::new("/no/such/mlex/spec.yaml")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "error: cannot read `/no/such/mlex/spec.yaml`: no such file"
        );
        let cause = e.source().expect("the OS error is the cause");
        assert_eq!(
            cause.downcast_ref::<std::io::Error>().map(std::io::Error::kind),
            Some(std::io::ErrorKind::NotFound)
        );
    }

    #[test]
    fn a_template_error_keeps_teras_error_as_its_source() {
        let dir = std::env::temp_dir().join(format!("mlex-lib-tera-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("header.md"), "{{ exercise.title | no_such_filter }}\n").unwrap();
        let e = Error::from(render::Renderer::with_overrides(&dir).unwrap_err());
        let _ = std::fs::remove_dir_all(&dir);
        let render = e.source().expect("the render error");
        assert!(render.source().is_some(), "tera's error is kept: {e}");
        assert!(e.to_string().contains("no_such_filter"), "{e}");
    }
}
