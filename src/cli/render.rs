//! `mlex render`: worksheets in Markdown or HTML.

use std::path::PathBuf;

use mlex::render::{Format, Renderer};

/// Output format.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default)]
pub enum OutFormat {
    /// Markdown.
    #[default]
    Md,
    /// One self-contained HTML page.
    Html,
}

/// Arguments of `mlex render`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Spec files or directories (`-` reads standard input).
    #[arg(required = true, value_name = "SPEC")]
    specs: Vec<PathBuf>,
    /// Include the worked solutions.
    #[arg(long)]
    solutions: bool,
    /// Output format (default: from the -o extension, else md).
    #[arg(long, value_enum)]
    format: Option<OutFormat>,
    /// Write to this file (through a temporary file and a rename) instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// A directory of templates that replace the built-in ones of the same name.
    #[arg(long, value_name = "DIR")]
    templates: Option<PathBuf>,
}

pub fn run(args: Args) -> u8 {
    let Some(renderer) = renderer(args.templates.as_deref()) else {
        return 2;
    };
    let Some(exercises) = super::load_inputs(&args.specs) else {
        return 2;
    };
    let format = match args.format {
        Some(OutFormat::Html) => Format::Html,
        Some(OutFormat::Md) => Format::Markdown,
        None => match args
            .output
            .as_ref()
            .and_then(|p| p.extension())
            .and_then(|e| e.to_str())
        {
            Some("html" | "htm") => Format::Html,
            _ => Format::Markdown,
        },
    };
    let items: Vec<_> = exercises
        .into_iter()
        .map(|ex| {
            let sol = args.solutions.then(|| ex.solve());
            (ex, sol)
        })
        .collect();
    let text = match renderer.document(&items, format) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    super::emit(args.output.as_deref(), &text)
}

/// `--format`, or the output file's extension (`.html`), or Markdown.
pub fn choose_format(format: Option<OutFormat>, output: Option<&std::path::Path>) -> Format {
    match format {
        Some(OutFormat::Html) => Format::Html,
        Some(OutFormat::Md) => Format::Markdown,
        None => match output.and_then(|p| p.extension()).and_then(|e| e.to_str()) {
            Some("html" | "htm") => Format::Html,
            _ => Format::Markdown,
        },
    }
}

/// The built-in templates, or those of `--templates DIR` over them; the error is printed.
pub fn renderer(templates: Option<&std::path::Path>) -> Option<Renderer> {
    let r = match templates {
        Some(dir) => Renderer::with_overrides(dir),
        None => Renderer::new(),
    };
    r.map_err(|e| eprintln!("error: {e}")).ok()
}
