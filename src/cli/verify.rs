//! `mlex verify`: the answers authors typed in literate documents (and `stated:` answers of spec
//! files), compared with the computed ones.

use std::path::{Path, PathBuf};

use mlex::Error;
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

fn report(source: &mlex::Source, f: &Finding) {
    let (line, col) = source.line_col(f.span.start);
    let place = match f.diffs.first() {
        Some(d) if !d.path.is_empty() => format!(" (at `{}`: stated {}, computed {})", d.path, d.given, d.expected),
        _ => String::new(),
    };
    println!(
        "{}:{line}:{col}: part {}: stated {}, computed {}{place}",
        source.name, f.part, f.stated, f.computed
    );
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
                    report(&source, f);
                }
                disagree |= !findings.is_empty();
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
                        for c in &sol.stated {
                            compared += 1;
                            if !c.agrees() {
                                disagree = true;
                                report(
                                    &source,
                                    &Finding {
                                        exercise: ex.id.clone(),
                                        part: c.part.clone(),
                                        stated: c.stated.clone(),
                                        computed: c.computed.clone(),
                                        span: c.span,
                                        diffs: c.diffs.clone(),
                                    },
                                );
                            }
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
    eprintln!(
        "verify: {compared} answers compared{}",
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
