//! `mlex weave`: a Markdown document with its ```mlex blocks rendered in place.

use std::path::PathBuf;

use mlex::literate::{self, WeaveError};

use super::io;

/// Arguments of `mlex weave`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The Markdown document (`-` reads standard input).
    #[arg(value_name = "DOC")]
    doc: PathBuf,
    /// Include the worked solutions.
    #[arg(long)]
    solutions: bool,
    /// Output format (default: from the -o extension, else md).
    #[arg(long, value_enum)]
    format: Option<super::render::OutFormat>,
    /// Write to this file (through a temporary file and a rename) instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// A directory of templates that replace the built-in ones of the same name.
    #[arg(long, value_name = "DIR")]
    templates: Option<PathBuf>,
    #[command(flatten)]
    variant: super::VariantArgs,
    #[command(flatten)]
    force: super::ForceArg,
}

pub fn run(args: Args) -> u8 {
    let output = io::file_output(args.output.as_deref());
    let out = match super::render::guard(
        output,
        std::slice::from_ref(&args.doc),
        args.templates.as_deref(),
        args.force,
    ) {
        Ok(o) => o,
        Err(code) => return code,
    };
    let Some(renderer) = super::render::renderer(args.templates.as_deref()) else {
        return 2;
    };
    let doc = match io::read_input(&args.doc, io::Input::Document) {
        Ok(d) => d,
        Err(e) => {
            io::err(&e.message);
            return 2;
        }
    };
    let browser = match super::render::pdf_browser(args.format, output) {
        Ok(b) => b,
        Err(code) => return code,
    };
    let format = super::render::choose_format(args.format, output);
    let variant = args.variant.seed.map(|s| (s, args.variant.variant.unwrap_or(1)));
    let watch = args.templates.as_deref().map(super::budget::watch);
    let text = literate::weave_variant_to(&doc, &renderer, args.solutions, format, variant);
    drop(watch);
    let text = match text {
        Ok(t) => t,
        Err(WeaveError::Invalid(d)) => {
            super::print_diagnostics(&d);
            return 2;
        }
        Err(WeaveError::Render(e)) => {
            io::err(&format!("error: {e}"));
            return 2;
        }
    };
    // Markdown in a file: its figures become .svg files beside it, as `render -o` writes them
    let text = match (format, &out) {
        (mlex::render::Format::Markdown, Some(out)) => match super::render::figure_files(out, &text) {
            Ok(t) => t,
            Err(e) => {
                io::err(&e);
                return 2;
            }
        },
        _ => text,
    };
    super::render::emit(browser.as_deref(), out.as_ref(), &text)
}
