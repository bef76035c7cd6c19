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
    let paths = match super::expand_inputs(&args.specs) {
        Ok(p) => p,
        Err(e) => {
            io::err(&e);
            return Ok(2);
        }
    };
    let mut invalid = 0;
    let mut disagreeing = 0;
    for path in &paths {
        let (source, exercises) = match super::load_spec(path) {
            Ok(loaded) => loaded,
            Err(e) => {
                e.print();
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
