//! `mlex report EXAM ANSWERS… --seed S`: the item analysis of a class's answers files, graded
//! as `mlex check` grades them (docs/report.md).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use mlex::analysis::{Analysis, LeftOut, Question, Sheet, view, without_duplicates};
use mlex::exam::{Exam, ExamGrader, read_roster};

use super::Problem;
use super::check::{Outcome, grade_file};
use super::io::{self, Stop};
use super::render::OutFormat;

/// Arguments of `mlex report`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The exam file (or one exercise spec) the answers are for.
    #[arg(value_name = "EXAM-or-SPEC")]
    spec: PathBuf,
    /// The students' answers files, as `mlex check` takes them.
    #[arg(required_unless_present = "moodle", value_name = "ANSWERS")]
    answers: Vec<PathBuf>,
    /// A Moodle quiz's Responses report (its CSV download), of a quiz made by `mlex export
    /// moodle EXAM` with the same `--seed`, `--variants` and `--lang` (docs/report.md).
    #[arg(long, value_name = "CSV", conflicts_with = "answers")]
    moodle: Option<PathBuf>,
    /// Output format of the report (default: from the -o extension, else md).
    #[arg(long, value_name = "FORMAT")]
    format: Option<OutFormat>,
    /// Write the report to this file instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// Print the analysis as JSON instead of the report page.
    #[arg(long)]
    json: bool,
    /// Also write the statistics of every question and part to this CSV file.
    #[arg(long, value_name = "FILE")]
    csv: Option<PathBuf>,
    /// Also write what the class got wrong in every part to this CSV file: each modelled
    /// mistake (its id, name and hint), the carried-forward errors and the unmatched wrong
    /// answers, with their counts and one example each.
    #[arg(long, value_name = "FILE")]
    mistakes_csv: Option<PathBuf>,
    #[command(flatten)]
    variant: super::VariantArgs,
    /// The exam's roster (as given to `mlex exam --roster`): answers files name a `student:`.
    #[arg(long, value_name = "FILE")]
    roster: Option<PathBuf>,
    /// The exam run's number of variants (`mlex exam --variants N`).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=10_000))]
    variants: Option<u64>,
    /// A directory of templates that replace the built-in ones of the same name (the page is
    /// `report.md`, framed by `page.html` and `style.css`).
    #[arg(long, value_name = "DIR")]
    templates: Option<PathBuf>,
    #[command(flatten)]
    lang: super::LangArg,
    #[command(flatten)]
    force: super::ForceArg,
}

/// The most flagged variants per question whose parameters are drawn again and shown.
const SHOWN_VARIANTS: usize = 20;

/// How many prepared variants grading keeps (as `mlex check` of an exam).
const KEPT_VARIANTS: usize = 256;

pub fn run(args: Args) -> u8 {
    io::finish(report(&args))
}

fn left_out(file: &str, o: &Outcome<impl Sized>) -> Option<LeftOut> {
    match o {
        Outcome::Invalid(m) => Some(LeftOut {
            file: file.to_string(),
            reason: m.clone(),
        }),
        Outcome::Graded(_) => None,
    }
}

fn report(args: &Args) -> Result<u8, Stop> {
    if args.answers.iter().any(|a| a.as_os_str() == "-") && args.spec.as_os_str() == "-" {
        io::err("error: the exam and the answers cannot both come from standard input");
        return Ok(2);
    }
    let mut inputs = vec![args.spec.clone()];
    inputs.extend(args.answers.iter().cloned());
    inputs.extend(args.moodle.iter().cloned());
    inputs.extend(args.roster.iter().cloned());
    inputs.extend(super::template_files(args.templates.as_deref()));
    let Ok(output) = super::open_output("-o", args.output.as_deref(), &inputs, args.force) else {
        return Ok(2);
    };
    let Ok(csv) = super::open_output("--csv", args.csv.as_deref(), &inputs, args.force) else {
        return Ok(2);
    };
    let Ok(mistakes_csv) = super::open_output("--mistakes-csv", args.mistakes_csv.as_deref(), &inputs, args.force)
    else {
        return Ok(2);
    };
    // the templates are read (and checked) before any grading
    let custom = match &args.templates {
        Some(dir) => match super::render::renderer(Some(dir)) {
            Some(r) => Some(r),
            None => return Ok(2),
        },
        None => None,
    };
    let source = match io::read_input(&args.spec, io::Input::Spec) {
        Ok(s) => s,
        Err(e) => {
            Problem::from(e).print();
            return Ok(2);
        }
    };
    let analysis = if mlex::exam::is_exam(&source.text) {
        exam_analysis(args, source)
    } else if args.moodle.is_some() {
        io::err(&format!(
            "error: `--moodle` reads the quiz of an exam's export, and `{}` is a spec\n  help: an exam file starts with `exam: {{ title: … }}` (docs/exams.md)",
            args.spec.display()
        ));
        None
    } else {
        spec_analysis(args, source)
    };
    let Some(analysis) = analysis else {
        return Ok(2);
    };
    for (out, text) in [
        (&csv, view::to_csv as fn(&_) -> String),
        (&mistakes_csv, view::mistakes_to_csv),
    ] {
        if let Some(out) = out
            && let Err(e) = out.write(text(&analysis).as_bytes())
        {
            io::err(&e);
            return Ok(2);
        }
    }
    // user templates render under the budget of `--templates` (src/cli/budget.rs)
    let watch = args.templates.as_deref().map(super::budget::watch);
    let text = if args.json {
        let mut s = serde_json::to_string_pretty(&view::to_json(&analysis)).unwrap_or_default();
        s.push('\n');
        Ok(s)
    } else {
        let renderer = match &custom {
            Some(r) => r,
            None => match mlex::render::Renderer::builtin() {
                Ok(r) => r,
                Err(e) => {
                    io::err(&format!("error: {}", e.message()));
                    return Ok(2);
                }
            },
        };
        match super::render::choose_format(args.format, io::file_output(args.output.as_deref())) {
            mlex::render::Format::Html => view::html_with(&analysis, renderer),
            mlex::render::Format::Markdown => view::markdown_with(&analysis, renderer),
        }
    };
    drop(watch);
    match text {
        Ok(t) => Ok(super::emit_document(output.as_ref(), &t)),
        Err(e) => {
            let help = if custom.is_some() {
                "the page's context is docs/report.md's (\"Templates\")"
            } else {
                "this is a bug of mlex: please report it"
            };
            io::err(&format!("error: {e}\n  help: {help}"));
            Ok(2)
        }
    }
}

/// Grades the answers files against the exam's variants and analyses them; `None` when the
/// exam or the arguments are wrong (said on stderr).
fn exam_analysis(args: &Args, source: Arc<mlex::Source>) -> Option<Analysis> {
    let Some(seed) = args.variant.seed else {
        io::err(
            "error: reporting on an exam needs the seed of its run: `--seed S`\n  help: the seed is printed on every exam and key (\"Exam variant K of seed S\")",
        );
        return None;
    };
    if args.variant.variant.is_some() {
        io::err(
            "error: `--variant` does not apply to an exam: each answers file names its own `variant:` (or `student:`)",
        );
        return None;
    }
    let dir = if args.spec.as_os_str() == "-" {
        PathBuf::new()
    } else {
        args.spec.parent().map(Path::to_path_buf).unwrap_or_default()
    };
    let exam = match Exam::from_source(source, &dir) {
        Ok(e) => args.lang.apply_exam(e),
        Err(e) => {
            super::print_error(&e);
            return None;
        }
    };
    let mut grader = ExamGrader::new(&exam, seed).keep_at_most(KEPT_VARIANTS);
    if let Some(n) = args.variants {
        grader = grader.variants(n);
    }
    if let Some(path) = &args.roster {
        let text = match io::read_input(path, io::Input::Document) {
            Ok(s) => s,
            Err(e) => {
                Problem::from(e).print();
                return None;
            }
        };
        let name = path.display().to_string();
        match read_roster(&name, &text.text) {
            Ok(students) => grader = grader.roster(name, students),
            Err(e) => {
                io::err(&format!("error: {e}"));
                return None;
            }
        }
    }
    let outcomes = match &args.moodle {
        Some(csv) => moodle_sheets(args, &exam, seed, csv)?,
        None => exam_sheets(args, &exam, grader)?,
    };
    let (sheets, mut out) = split(outcomes);
    let (sheets, dups) = without_duplicates(sheets, exam.lang);
    out.extend(dups);
    let what = if args.moodle.is_some() {
        "row(s) or column(s) of the Moodle report"
    } else {
        "answers file(s)"
    };
    print_left_out(&out, sheets.len(), what);
    let mut a = Analysis::of(
        &exam.title,
        &Question::of_exam(&exam),
        &sheets,
        out,
        exam.lang,
        Some(seed),
    );
    a.draw_parameters(&exam, seed, SHOWN_VARIANTS);
    a.moodle = args.moodle.as_ref().map(|p| p.display().to_string());
    Some(a)
}

/// The sheets of the answers files, graded as `mlex check EXAM` grades them.
fn exam_sheets(args: &Args, exam: &Exam, grader: ExamGrader<'_>) -> Option<Vec<Result<Sheet, Option<LeftOut>>>> {
    // the grading of `mlex check EXAM`, file by file on every core; a sheet is made as each
    // file is graded, so the reports are not all kept at once
    let outcomes = super::pool::map(&args.answers, |p| {
        let file = p.display().to_string();
        match grade_file(p, |src| Ok(grader.check(src)?), |r| &r.warnings) {
            Outcome::Graded(r) => Ok(Sheet::of_exam(file, &r, exam)),
            o => Err(left_out(&file, &o)),
        }
    })?;
    Some(outcomes)
}

/// The sheets of a Moodle Responses report: a row per attempt, each question found by its right
/// answer among the export's (`--variants`), read back and graded (docs/report.md, "From
/// Moodle"); a row or a column that cannot be read is a row of "Left out".
fn moodle_sheets(args: &Args, exam: &Exam, seed: u64, csv: &Path) -> Option<Vec<Result<Sheet, Option<LeftOut>>>> {
    let Some(n) = args.variants else {
        io::err(
            "error: reading a Moodle quiz needs the number of variants of its export: `--variants N`\n  help: give the `--seed`, `--variants` and `--lang` the quiz was exported with (`mlex export moodle EXAM --variants N --seed S`)",
        );
        return None;
    };
    if args.roster.is_some() {
        io::err("error: `--roster` is for answers files; a Moodle quiz names its students itself");
        return None;
    }
    let source = match io::read_input(csv, io::Input::Responses) {
        Ok(s) => s,
        Err(e) => {
            let file = csv.display().to_string();
            let p = Problem::from(e);
            p.print();
            return Some(vec![Err(Some(LeftOut {
                file,
                reason: super::check::reason(&p),
            }))]);
        }
    };
    let quiz = match mlex::analysis::moodle::MoodleQuiz::of_exam(exam, seed, n) {
        Ok(q) => q,
        Err(e) => {
            super::print_error(&e);
            return None;
        }
    };
    let read = quiz.read(&source);
    if !read.notes.items.is_empty() {
        super::print_diagnostics(&read.notes);
    }
    let file = csv.display().to_string();
    let mut out = Vec::with_capacity(read.rows.len() + read.problems.len());
    for d in read.problems {
        let p = Problem::Lib(mlex::Error::Invalid(d));
        p.print();
        out.push(Err(Some(LeftOut {
            file: file.clone(),
            reason: super::check::reason(&p),
        })));
    }
    for r in read.rows {
        out.push(match r {
            Ok(s) => Ok(s),
            Err(d) => {
                let p = Problem::Lib(mlex::Error::Invalid(d));
                p.print();
                Err(Some(LeftOut {
                    file: file.clone(),
                    reason: super::check::reason(&p),
                }))
            }
        });
    }
    Some(out)
}

fn split(outcomes: Vec<Result<Sheet, Option<LeftOut>>>) -> (Vec<Sheet>, Vec<LeftOut>) {
    let mut sheets = Vec::with_capacity(outcomes.len());
    let mut out = Vec::new();
    for o in outcomes {
        match o {
            Ok(s) => sheets.push(s),
            Err(l) => out.extend(l),
        }
    }
    (sheets, out)
}

fn print_left_out(out: &[LeftOut], kept: usize, what: &str) {
    if !out.is_empty() {
        io::err(&format!(
            "note: {} {what} left out of the report (each has its row in it), {kept} analysed",
            out.len()
        ));
    }
}

/// The analysis of one spec's answers files (one question).
fn spec_analysis(args: &Args, source: Arc<mlex::Source>) -> Option<Analysis> {
    if args.roster.is_some() || args.variants.is_some() {
        io::err(&format!(
            "error: `--roster` and `--variants` are for an exam, and `{}` is a spec\n  help: an exam file starts with `exam: {{ title: … }}` (docs/exams.md)",
            args.spec.display()
        ));
        return None;
    }
    let exercises = match mlex::load::exercises(source) {
        Ok(e) => e,
        Err(d) => {
            super::print_diagnostics(&d);
            return None;
        }
    };
    let mut exercises = super::draw_variants(exercises, args.variant).map(|e| args.lang.apply(e))?;
    if exercises.len() != 1 {
        io::err(&format!(
            "error: `{}` holds {} exercises; `mlex report` takes an exam or a spec with exactly one\n  help: put the exercises in an exam file (docs/exams.md)",
            args.spec.display(),
            exercises.len()
        ));
        return None;
    }
    let ex = exercises.remove(0);
    let checker = mlex::check::Checker::new(&ex);
    let outcomes: Vec<Result<Sheet, Option<LeftOut>>> = args
        .answers
        .iter()
        .map(|p| {
            let file = p.display().to_string();
            match grade_file(p, |src| Ok(checker.check(src)?), |r| &r.warnings) {
                Outcome::Graded(r) => Ok(Sheet::of_report(file, &r, &ex)),
                o => Err(left_out(&file, &o)),
            }
        })
        .collect();
    let (sheets, mut out) = split(outcomes);
    let (sheets, dups) = without_duplicates(sheets, ex.lang());
    out.extend(dups);
    print_left_out(&out, sheets.len(), "answers file(s)");
    let title = ex.title().unwrap_or(ex.id()).to_string();
    let mut a = Analysis::of(
        &title,
        &Question::of_exercise(&ex),
        &sheets,
        out,
        ex.lang(),
        args.variant.seed,
    );
    if let Some(seed) = args.variant.seed {
        a.draw_spec_parameters(&ex, seed, SHOWN_VARIANTS);
    }
    Some(a)
}
