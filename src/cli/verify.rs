//! `mlex verify`: the answers authors typed in literate documents (and `stated:` answers of spec
//! files), compared with the computed ones.

use std::path::{Path, PathBuf};

use mlex::Error;
use mlex::exercise::StatedStatus;
use mlex::literate::{self, Finding};

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
fn report(source: &mlex::Source, f: &Finding) -> bool {
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
            println!("{at}: stated {}, computed {}{place}", c.stated, c.computed);
        }
        StatedStatus::Coarse => {
            let than = if c.declared {
                format!("its `rounded: {}`", c.allowed)
            } else {
                format!("`digits` ({})", c.allowed)
            };
            println!(
                "{at}: stated {} is rounded more coarsely than {than}, computed {} (write `{}` if the rounding is intended)",
                c.stated,
                c.computed,
                c.annotated("rounded", &c.suggested_rounding().to_string())
            );
        }
        StatedStatus::StaleErratum => eprintln!(
            "warning: {at}: marked as an erratum, but the stated {} agrees with the computed {}",
            c.stated, c.computed
        ),
        StatedStatus::Agrees | StatedStatus::Rounded | StatedStatus::KnownErratum => {}
    }
    f.fails()
}

pub fn run(args: Args) -> u8 {
    let mut docs = Vec::new();
    let mut specs = Vec::new();
    for p in &args.docs {
        if is_markdown(p) {
            docs.push(p.clone());
        } else {
            specs.push(p.clone());
        }
    }
    let mut invalid = false;
    let mut disagree = false;
    let mut compared = 0;
    let mut errata = 0;
    for d in &docs {
        let source = match super::read_input(d) {
            Ok(s) => s,
            Err(e) => {
                super::print_error(&e);
                invalid = true;
                continue;
            }
        };
        match literate::verify(&source) {
            Ok((n, findings)) => {
                compared += n;
                for f in &findings {
                    disagree |= report(&source, f);
                    errata += usize::from(f.status == StatedStatus::KnownErratum);
                }
            }
            Err(diags) => {
                super::print_diagnostics(&diags);
                invalid = true;
            }
        }
    }
    if !specs.is_empty() {
        let paths = match super::expand_inputs(&specs) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                return 2;
            }
        };
        for p in &paths {
            let loaded =
                super::read_input(p).and_then(|s| mlex::spec::load(s.clone()).map(|ex| (s, ex)).map_err(Error::from));
            match loaded {
                Ok((source, exercises)) => {
                    for ex in &exercises {
                        let sol = ex.solve();
                        compared += sol.stated.len();
                        for f in &literate::findings(&sol, |span, _| span) {
                            disagree |= report(&source, f);
                            errata += usize::from(f.status == StatedStatus::KnownErratum);
                        }
                    }
                }
                Err(e) => {
                    super::print_error(&e);
                    invalid = true;
                }
            }
        }
    }
    let known = match errata {
        0 => String::new(),
        1 => " (1 known erratum)".to_string(),
        n => format!(" ({n} known errata)"),
    };
    eprintln!(
        "verify: {compared} answers compared{known}{}",
        if disagree {
            "; disagreements above"
        } else {
            ", all agree"
        }
    );
    if invalid {
        2
    } else if disagree {
        1
    } else {
        0
    }
}
