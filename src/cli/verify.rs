//! `mlex verify`: the answers authors typed in literate documents (and `stated:` answers of spec
//! files), compared with the computed ones.

use std::path::{Path, PathBuf};

use mlex::exercise::StatedStatus;
use mlex::literate::{self, Finding};

use super::io::{self, Stop};

/// Arguments of `mlex verify`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Markdown documents, spec files, or directories of spec files.
    #[arg(required = true, value_name = "DOC")]
    docs: Vec<PathBuf>,
}

fn is_markdown(p: &Path) -> bool {
    p.extension().is_some_and(|e| e == "md" || e == "markdown")
}

/// Prints a finding; returns whether it is a disagreement (exit status 1).
fn report(source: &mlex::Source, f: &Finding) -> Result<bool, Stop> {
    let c = &f.check;
    let (line, col) = source.line_col(c.span.start);
    let at = format!("{}:{line}:{col}: part {}", source.name, c.part);
    match f.status {
        StatedStatus::Disagrees => {
            let place = match c.diffs.first() {
                Some(d) if !d.path.is_empty() => {
                    format!(" (at `{}`: stated {}, computed {})", d.path, d.given, d.expected)
                }
                _ => String::new(),
            };
            io::out(&format!("{at}: stated {}, computed {}{place}\n", c.stated, c.computed))?;
        }
        StatedStatus::Coarse => {
            let than = if c.declared {
                format!("its `rounded: {}`", c.allowed)
            } else {
                format!("`digits` ({})", c.allowed)
            };
            io::out(&format!(
                "{at}: stated {} is rounded more coarsely than {than}, computed {} (write `{}` if the rounding is intended)\n",
                c.stated,
                c.computed,
                c.annotated("rounded", &c.suggested_rounding().to_string())
            ))?;
        }
        StatedStatus::StaleErratum => io::err(&format!(
            "warning: {at}: marked as an erratum, but the stated {} agrees with the computed {}",
            c.stated, c.computed
        )),
        StatedStatus::Agrees | StatedStatus::Rounded | StatedStatus::KnownErratum => {}
    }
    Ok(f.fails())
}

pub fn run(args: Args) -> u8 {
    io::finish(verify(&args))
}

fn verify(args: &Args) -> Result<u8, Stop> {
    let mut docs = Vec::new();
    let mut specs = Vec::new();
    for p in &args.docs {
        if is_markdown(p) {
            docs.push(p.clone());
        } else {
            specs.push(p.clone());
        }
    }
    let mut invalid = 0;
    let mut disagree = false;
    let mut compared = 0;
    let mut errata = 0;
    for d in &docs {
        let source = match io::read_input(d, io::Input::Document) {
            Ok(s) => s,
            Err(e) => {
                io::err(&e.message);
                invalid += 1;
                continue;
            }
        };
        match literate::verify(&source) {
            Ok((n, findings)) => {
                compared += n;
                for f in &findings {
                    disagree |= report(&source, f)?;
                    errata += usize::from(f.status == StatedStatus::KnownErratum);
                }
            }
            Err(diags) => {
                super::print_diagnostics(&diags);
                invalid += 1;
            }
        }
    }
    if !specs.is_empty() {
        let paths = match super::expand_inputs(&specs) {
            Ok(p) => p,
            Err(e) => {
                io::err(&e);
                return Ok(2);
            }
        };
        for p in &paths {
            match super::load_spec(p) {
                Ok((source, exercises)) => {
                    for ex in &exercises {
                        let sol = ex.solve_values();
                        compared += sol.stated.len();
                        for f in &literate::findings(&sol, |span, _| span) {
                            disagree |= report(&source, f)?;
                            errata += usize::from(f.status == StatedStatus::KnownErratum);
                        }
                    }
                }
                Err(e) => {
                    e.print();
                    invalid += 1;
                }
            }
        }
    }
    io::err(&summary(compared, errata, disagree, invalid));
    Ok(if invalid > 0 {
        2
    } else if disagree {
        1
    } else {
        0
    })
}

/// The last line: "all agree" only when every input was read and every answer agrees.
fn summary(compared: usize, errata: usize, disagree: bool, invalid: usize) -> String {
    let mut s = format!("verify: {compared} answers compared");
    match errata {
        0 => {}
        1 => s.push_str(" (1 known erratum)"),
        n => s.push_str(&format!(" ({n} known errata)")),
    }
    if disagree {
        s.push_str("; disagreements above");
    }
    if invalid > 0 {
        let inputs = if invalid == 1 { "input" } else { "inputs" };
        s.push_str(&format!("; {invalid} {inputs} could not be verified (errors above)"));
    }
    if !disagree && invalid == 0 {
        s.push_str(", all agree");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::summary;

    #[test]
    fn all_agree_only_without_errors() {
        assert_eq!(summary(3, 0, false, 0), "verify: 3 answers compared, all agree");
        assert_eq!(
            summary(3, 0, false, 1),
            "verify: 3 answers compared; 1 input could not be verified (errors above)"
        );
        assert_eq!(
            summary(3, 0, true, 2),
            "verify: 3 answers compared; disagreements above; 2 inputs could not be verified (errors above)"
        );
        assert_eq!(
            summary(4, 2, false, 0),
            "verify: 4 answers compared (2 known errata), all agree"
        );
    }
}
