//! `mlex kinds`: the registry, for people writing specs.

use mlex::kinds::{self, Arg, KINDS};
use mlex::spec::COMMON_KEYS;

/// Arguments of `mlex kinds`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Show the keys and parts of this kind.
    kind: Option<String>,
}

pub fn run(args: Args) -> u8 {
    let Some(name) = args.kind else {
        for k in KINDS {
            println!("{:<22} {}", k.name, k.summary);
        }
        return 0;
    };
    let Some(k) = kinds::find(&name) else {
        let hint = mlex::spec::diag::did_you_mean(&name, kinds::names())
            .map(|s| format!("\n  help: did you mean `{s}`?"))
            .unwrap_or_default();
        eprintln!("error: unknown kind `{name}`{hint}\n  note: `mlex kinds` lists them");
        return 2;
    };
    println!("{}: {}\n\nkeys:", k.name, k.summary);
    for key in k.keys {
        let req = if key.required {
            "required".to_string()
        } else {
            format!("default {}", key.default)
        };
        println!("  {:<16} {} ({req})", key.name, key.doc);
    }
    println!("\ncommon keys:");
    for key in COMMON_KEYS {
        println!("  {:<16} {}", key.name, key.doc);
    }
    println!("\nparts (for `ask:`):");
    for p in k.parts {
        let arg = if p.arg == Arg::Points { ": [point]" } else { "" };
        let def = if p.default { " (asked by default)" } else { "" };
        println!("  {:<16} {}{def}", format!("{}{arg}", p.name), p.doc);
    }
    0
}
