//! `mlex validate`: errors of specs, and `stated:` answers that disagree with the computed ones.

use std::path::PathBuf;

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
        let mut bad = Vec::new();
        let mut rounded = Vec::new();
        for ex in &exercises {
            let sol = ex.solve();
            stated += sol.stated.len();
            for c in sol.stated.iter().filter(|c| !c.rounded.is_empty()) {
                let first = &c.rounded[0];
                rounded.push(
                    Diagnostic::info(format!(
                        "`{}`: the stated answer of `{}` is rounded more coarsely than `digits`",
                        ex.id, c.part
                    ))
                    .at(
                        first.span,
                        format!("stated `{}`, computed `{}`", first.given, first.expected),
                    ),
                );
            }
            for c in sol.disagreements() {
                let first = &c.diffs[0];
                let place = if first.path.is_empty() {
                    String::new()
                } else {
                    format!(" at `{}`", first.path)
                };
                let mut d = Diagnostic::warning(format!("`{}`: the stated answer of `{}` disagrees", ex.id, c.part))
                    .at(
                        first.span,
                        format!("stated `{}`{place}, computed `{}`", first.given, first.expected),
                    );
                if c.diffs.len() > 1 {
                    d = d.note(format!("{} entries differ", c.diffs.len()));
                }
                d = d.note(format!("computed: {}", c.computed));
                bad.push(
                    d.help("if the source is wrong, keep its answer in `stated:` — the worksheet notes the correction"),
                );
            }
        }
        let n = exercises.len();
        let ex_word = if n == 1 { "exercise" } else { "exercises" };
        let coarse = if rounded.is_empty() {
            String::new()
        } else {
            format!(", {} of them rounded", rounded.len())
        };
        if !rounded.is_empty() {
            super::print_diagnostics(&Diagnostics {
                source: source.clone(),
                items: rounded,
            });
        }
        if bad.is_empty() {
            io::out(&format!(
                "ok    {} ({n} {ex_word}; {stated} stated answers agree{coarse})\n",
                source.name
            ))?;
        } else {
            io::out(&format!(
                "DIFF  {} ({n} {ex_word}; {} of {stated} stated answers disagree)\n",
                source.name,
                bad.len()
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
