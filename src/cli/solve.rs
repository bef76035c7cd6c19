//! `mlex solve`: the answers of every asked part.

use std::path::PathBuf;

use mlex::value::yaml_scalar;

use super::io;

/// Arguments of `mlex solve`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Spec files or directories (`-` reads standard input).
    #[arg(required = true, value_name = "SPEC")]
    specs: Vec<PathBuf>,
    /// Print JSON (an array with one object per exercise) instead of YAML.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    variant: super::VariantArgs,
}

pub fn run(args: Args) -> u8 {
    let paths = match super::expand_inputs(&args.specs) {
        Ok(p) => p,
        Err(e) => {
            io::err(&e);
            return 2;
        }
    };
    let Some(exercises) = super::load_paths(&paths).and_then(|e| super::draw_variants(e, args.variant)) else {
        return 2;
    };
    let mut out = String::new();
    if args.json {
        let items: Vec<serde_json::Value> = exercises
            .iter()
            .map(|ex| {
                let sol = ex.solve();
                let style = ex.fmt().value_style();
                let answers: serde_json::Map<String, serde_json::Value> = sol
                    .parts
                    .iter()
                    .map(|p| (p.part.name.to_string(), p.value.to_json(style)))
                    .collect();
                let mut item = serde_json::json!({
                    "file": ex.origin().name,
                    "id": ex.id(),
                    "kind": ex.kind().name,
                    "answers": answers,
                    "notes": sol.notes,
                });
                if let (Some(d), Some(obj)) = (ex.drawn(), item.as_object_mut()) {
                    let params: serde_json::Map<String, serde_json::Value> = d
                        .parameters
                        .iter()
                        .map(|(n, v)| (n.clone(), serde_json::Value::String(v.text())))
                        .collect();
                    obj.insert(
                        "variant".into(),
                        serde_json::json!({ "seed": d.seed, "number": d.number, "parameters": params }),
                    );
                }
                item
            })
            .collect();
        out = serde_json::to_string_pretty(&items).unwrap_or_default();
        out.push('\n');
    } else {
        for (i, ex) in exercises.iter().enumerate() {
            if i > 0 {
                out.push_str("---\n");
            }
            let sol = ex.solve();
            let style = ex.fmt().value_style();
            out.push_str(&format!(
                "# {}: {} ({})\n",
                ex.origin().name,
                yaml_scalar(ex.id()),
                ex.kind().name
            ));
            if let Some(d) = ex.drawn() {
                out.push_str(&format!(
                    "# variant {} of seed {}: {}\n",
                    d.number,
                    d.seed,
                    d.parameters_text()
                ));
            }
            for n in &sol.notes {
                out.push_str(&format!("# note: {n}\n"));
            }
            for p in &sol.parts {
                let entry = p.value.to_yaml_entry(p.part.name, style);
                out.push_str(&entry);
                // a multiple-choice answer: its letter, and the value it stands for when that
                // is not the option number itself and fits on the line
                if let Some(letters) = ex.option_letters(p).filter(|_| !entry.contains('\n')) {
                    let value = p.computed.to_yaml(style);
                    if p.part.choices.is_some() && value != p.value.to_yaml(style) && value.len() <= 40 {
                        out.push_str(&format!("   # {letters}: {value}"));
                    } else {
                        out.push_str(&format!("   # {letters}"));
                    }
                }
                out.push('\n');
            }
        }
    }
    io::finish(io::out(&out).map(|()| 0))
}
