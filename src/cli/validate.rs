//! `mlex validate`: errors of specs, and `stated:` answers that disagree with the computed ones
//! (or are rounded more coarsely than allowed without saying so).

use std::path::PathBuf;

use mlex::exercise::{StatedCheck, StatedStatus};
use mlex::{Diagnostic, Diagnostics};

use super::io::{self, Stop};

/// Arguments of `mlex validate`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Spec files or directories (`-` reads standard input).
    #[arg(required = true, value_name = "SPEC")]
    specs: Vec<PathBuf>,
}

pub fn run(args: Args) -> u8 {
    io::finish(validate(&args))
}

fn validate(args: &Args) -> Result<u8, Stop> {
    let paths = match super::expand_inputs_with_exams(&args.specs) {
        Ok(p) => p,
        Err(e) => {
            io::err(&e);
            return Ok(2);
        }
    };
    let mut invalid = 0;
    let mut disagreeing = 0;
    for path in &paths {
        let source = match io::read_input(path, io::Input::Spec) {
            Ok(s) => s,
            Err(e) => {
                super::Problem::from(e).print();
                invalid += 1;
                continue;
            }
        };
        if mlex::exam::is_exam(&source.text) {
            if !validate_exam(path, source)? {
                invalid += 1;
            }
            continue;
        }
        let exercises = match mlex::load::exercises(source.clone()) {
            Ok(e) => e,
            Err(d) => {
                super::print_diagnostics(&d);
                invalid += 1;
                continue;
            }
        };
        let mut stated = 0;
        let mut errata = 0;
        let mut declared = 0;
        let mut remarks = Vec::new();
        let mut bad = Vec::new();
        let (mut disagree, mut coarse) = (0, 0);
        let mut failed_draws = Vec::new();
        for ex in &exercises {
            remarks.extend(ex.warnings().iter().cloned());
            failed_draws.extend(mlex::variant::trial_draws(ex, mlex::variant::VALIDATE_DRAWS));
            let sol = ex.solve_values();
            stated += sol.stated.len();
            for c in &sol.stated {
                match c.status() {
                    StatedStatus::Agrees => {}
                    StatedStatus::Rounded => declared += 1,
                    StatedStatus::KnownErratum => errata += 1,
                    StatedStatus::StaleErratum => remarks.push(stale_erratum(ex.id(), c)),
                    StatedStatus::Coarse => {
                        coarse += 1;
                        bad.push(coarse_rounding(ex.id(), c));
                    }
                    StatedStatus::Disagrees => {
                        disagree += 1;
                        bad.push(disagreement(ex.id(), c));
                    }
                }
            }
        }
        if !failed_draws.is_empty() {
            super::print_diagnostics(&Diagnostics {
                source: source.clone(),
                items: failed_draws,
            });
            invalid += 1;
            continue;
        }
        let n = exercises.len();
        let ex_word = if n == 1 { "exercise" } else { "exercises" };
        if !remarks.is_empty() {
            super::print_diagnostics(&Diagnostics {
                source: source.clone(),
                items: remarks,
            });
        }
        let known = if errata == 0 {
            String::new()
        } else {
            format!("; {errata} known {}", if errata == 1 { "erratum" } else { "errata" })
        };
        if bad.is_empty() {
            let rounded = if declared == 0 {
                String::new()
            } else {
                format!(", {declared} of them rounded")
            };
            let varied = exercises.iter().filter(|e| e.varies()).count();
            let drawn = if varied == 0 {
                String::new()
            } else {
                format!(
                    "; {} variants of seed 0 drawn",
                    varied as u64 * mlex::variant::VALIDATE_DRAWS
                )
            };
            io::out(&format!(
                "ok    {} ({n} {ex_word}; {} stated answers agree{rounded}{known}{drawn})\n",
                source.name,
                stated - errata
            ))?;
        } else {
            let mut what = Vec::new();
            if disagree > 0 {
                what.push(format!("{disagree} of {stated} stated answers disagree"));
            }
            if coarse > 0 && disagree > 0 {
                what.push(format!("{coarse} rounded more coarsely than allowed"));
            } else if coarse > 0 {
                what.push(format!(
                    "{coarse} of {stated} stated answers rounded more coarsely than allowed"
                ));
            }
            io::out(&format!(
                "DIFF  {} ({n} {ex_word}; {}{known})\n",
                source.name,
                what.join(", ")
            ))?;
            disagreeing += 1;
            super::print_diagnostics(&Diagnostics {
                source: source.clone(),
                items: bad,
            });
        }
    }
    Ok(if invalid > 0 {
        2
    } else if disagreeing > 0 {
        1
    } else {
        0
    })
}

/// Validates an exam file: the file itself (every error located), and variants 1 to
/// [`mlex::variant::VALIDATE_DRAWS`] of seed 0 drawn and solved (the shared data with every
/// exercise's constraints). Whether it is valid.
fn validate_exam(path: &std::path::Path, source: std::sync::Arc<mlex::Source>) -> Result<bool, Stop> {
    let dir = if path.as_os_str() == "-" {
        PathBuf::new()
    } else {
        path.parent().map(std::path::Path::to_path_buf).unwrap_or_default()
    };
    let exam = match mlex::exam::Exam::from_source(source.clone(), &dir) {
        Ok(e) => e,
        Err(e) => {
            super::print_error(&e);
            return Ok(false);
        }
    };
    let remarks: Vec<Diagnostic> = exam
        .entries
        .iter()
        .filter(|e| std::sync::Arc::ptr_eq(e.exercise.origin(), &source))
        .flat_map(|e| e.exercise.warnings().iter().cloned())
        .collect();
    if !remarks.is_empty() {
        super::print_diagnostics(&Diagnostics {
            source: source.clone(),
            items: remarks,
        });
    }
    let mut ok = true;
    for k in 1..=mlex::variant::VALIDATE_DRAWS {
        match exam.variant(mlex::variant::DEFAULT_SEED, k) {
            Ok(v) => {
                for (ex, _) in &v.exercises {
                    std::hint::black_box(ex.solve_values());
                }
            }
            Err(e) => {
                // The first failure only: the others are alike (`mlex stress` counts them).
                super::print_error(&e);
                io::err(&format!(
                    "  help: `mlex stress {} --n 100` shows what rejects the draws",
                    source.name
                ));
                ok = false;
                break;
            }
        }
    }
    if ok {
        let n = exam.entries.len();
        io::out(&format!(
            "ok    {} (exam: {n} {}, {} points; {} variants of seed 0 drawn)\n",
            source.name,
            if n == 1 { "exercise" } else { "exercises" },
            mlex::exam::show(&exam.total()),
            mlex::variant::VALIDATE_DRAWS
        ))?;
    }
    Ok(ok)
}

fn disagreement(id: &str, c: &StatedCheck) -> Diagnostic {
    let first = &c.diffs[0];
    let place = if first.path.is_empty() {
        String::new()
    } else {
        format!(" at `{}`", first.path)
    };
    let mut d = Diagnostic::warning(format!("`{id}`: the stated answer of `{}` disagrees", c.part)).at(
        first.span,
        format!("stated `{}`{place}, computed `{}`", first.given, first.expected),
    );
    if c.diffs.len() > 1 {
        d = d.note(format!("{} entries differ", c.diffs.len()));
    }
    d.note(format!("computed: {}", c.computed)).help(format!(
        "if the source is wrong, keep its answer and mark it as a known erratum, `{}`; the worksheet notes the correction",
        c.annotated("erratum", "\"why\"")
    ))
}

fn coarse_rounding(id: &str, c: &StatedCheck) -> Diagnostic {
    let first = &c.coarse[0];
    let than = if c.declared {
        format!("its `rounded: {}`", c.allowed)
    } else {
        format!("`digits` ({})", c.allowed)
    };
    let mut d = Diagnostic::warning(format!(
        "`{id}`: the stated answer of `{}` is rounded more coarsely than {than}",
        c.part
    ))
    .at(
        first.span,
        format!("stated `{}`, computed `{}`", first.given, first.expected),
    );
    if c.coarse.len() > 1 {
        d = d.note(format!("{} entries are rounded", c.coarse.len()));
    }
    let k = c.suggested_rounding();
    d.help(format!(
        "if the source rounds on purpose, write `{}`, or set `digits: {k}` on the exercise",
        c.annotated("rounded", &k.to_string())
    ))
}

fn stale_erratum(id: &str, c: &StatedCheck) -> Diagnostic {
    Diagnostic::warning(format!(
        "`{id}`: the stated answer of `{}` is marked as an erratum, but it agrees",
        c.part
    ))
    .at(c.span, format!("agrees with the computed `{}`", c.computed))
    .help("remove `erratum:` (and `value:`), or correct the stated answer to what the source printed")
}
