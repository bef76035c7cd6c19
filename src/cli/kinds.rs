//! `mlex kinds`: the registry, for people writing specs.

use mlex::kinds::{self, Arg, KINDS};
use mlex::load::COMMON_KEYS;

use super::io;

/// Arguments of `mlex kinds`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Show the keys and parts of this kind.
    kind: Option<String>,
}

pub fn run(args: Args) -> u8 {
    use std::fmt::Write;
    let mut out = String::new();
    let Some(name) = args.kind else {
        for k in KINDS {
            let _ = writeln!(out, "{:<22} {}", k.name, k.summary);
        }
        return io::finish(io::out(&out).map(|()| 0));
    };
    let Some(k) = kinds::find(&name) else {
        let hint = mlex::diag::did_you_mean(&name, kinds::names())
            .map(|s| format!("\n  help: did you mean `{s}`?"))
            .unwrap_or_default();
        io::err(&format!(
            "error: unknown kind `{name}`{hint}\n  note: `mlex kinds` lists them"
        ));
        return 2;
    };
    let _ = writeln!(out, "{}: {}\n\nkeys:", k.name, k.summary);
    for key in k.keys {
        let req = if key.required {
            "required".to_string()
        } else {
            format!("default {}", key.default)
        };
        let _ = writeln!(out, "  {:<16} {} ({req})", key.name, key.doc);
    }
    let _ = writeln!(out, "\ncommon keys:");
    for key in COMMON_KEYS {
        let _ = writeln!(out, "  {:<16} {}", key.name, key.doc);
    }
    if !k.figures.is_empty() {
        let _ = writeln!(out, "\nfigures (for `figures:`):");
        for f in k.figures {
            let _ = writeln!(out, "  {:<16} {}", f.name, f.shows);
        }
    }
    let _ = writeln!(out, "\nparts (for `ask:`):");
    for p in k.parts {
        let arg = if p.arg == Arg::Points { ": [point]" } else { "" };
        let def = if p.default { " (asked by default)" } else { "" };
        let _ = writeln!(out, "  {:<16} {}{def}", format!("{}{arg}", p.name), p.doc);
    }
    let generated = k.generated_choices();
    if generated.is_empty() {
        let _ = writeln!(
            out,
            "\ngenerated choices: none (no mistake model changes a numeric part; list options with `options:`)"
        );
    } else {
        let _ = writeln!(
            out,
            "\ngenerated choices (`choices: {{ auto: N }}`, wrong options from common mistakes):"
        );
        for p in generated {
            let iv = if k.interval_choices().contains(&p) {
                " (also `style: intervals`)"
            } else {
                ""
            };
            let _ = writeln!(out, "  {p}{iv}");
        }
    }
    io::finish(io::out(&out).map(|()| 0))
}
