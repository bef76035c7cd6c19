//! `mlex render`: worksheets in Markdown, HTML or PDF.

use std::path::{Path, PathBuf};

use super::io;

use mlex::render::{Format, Renderer};

/// Output format.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default)]
pub enum OutFormat {
    /// Markdown.
    #[default]
    Md,
    /// One self-contained HTML page.
    Html,
    /// The HTML page printed to PDF by a headless Chromium on PATH (needs `-o FILE`).
    Pdf,
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
    #[command(flatten)]
    variant: super::VariantArgs,
    #[command(flatten)]
    pub(super) lang: super::LangArg,
    #[command(flatten)]
    force: super::ForceArg,
}

pub fn run(args: Args) -> u8 {
    let paths = match super::expand_inputs(&args.specs) {
        Ok(p) => p,
        Err(e) => {
            io::err(&e);
            return 2;
        }
    };
    let output = io::file_output(args.output.as_deref());
    let out = match guard(output, &paths, args.templates.as_deref(), args.force) {
        Ok(o) => o,
        Err(code) => return code,
    };
    let Some(renderer) = renderer(args.templates.as_deref()) else {
        return 2;
    };
    let Some(exercises) = super::load_paths(&paths).and_then(|e| super::draw_variants(e, args.variant)) else {
        return 2;
    };
    let exercises = args.lang.apply(exercises);
    let browser = match pdf_browser(args.format, output) {
        Ok(b) => b,
        Err(code) => return code,
    };
    let format = choose_format(args.format, output);
    let items: Vec<_> = exercises
        .into_iter()
        .map(|ex| {
            let sol = args.solutions.then(|| ex.solve());
            (ex, sol)
        })
        .collect();
    let watch = args.templates.as_deref().map(super::budget::watch);
    let text = renderer.document(&items, format);
    drop(watch);
    let text = match text {
        Ok(t) => t,
        Err(e) => {
            io::err(&format!("error: {e}"));
            return 2;
        }
    };
    // Markdown in a file: its figures become .svg files beside it (docs/figures.md)
    let text = match (format, &out) {
        (Format::Markdown, Some(out)) => match figure_files(out, &text) {
            Ok(t) => t,
            Err(e) => {
                io::err(&e);
                return 2;
            }
        },
        _ => text,
    };
    emit(browser.as_deref(), out.as_ref(), &text)
}

/// Writes the figures of a Markdown document bound for `out` as `STEM-N.svg` beside it, each
/// through the same guard as `-o` (a link, FIFO, device, read-only or foreign target is
/// refused), and returns the document linking them.
pub fn figure_files(out: &io::OutFile, markdown: &str) -> Result<String, String> {
    let stem = out
        .path()
        .file_stem()
        .map_or_else(|| "figure".into(), |s| s.to_string_lossy().into_owned());
    let (text, files) = mlex::figure::embed::figure_files(markdown, &stem);
    for (name, svg) in files {
        if let Err(e) = out.write_beside(&name, svg.as_bytes()) {
            out.abandon();
            return Err(e);
        }
    }
    Ok(text)
}

/// For PDF output (`--format pdf` or `-o *.pdf`), the browser that prints it; the error
/// (printed) when there is none or no `-o`.
pub fn pdf_browser(format: Option<OutFormat>, output: Option<&Path>) -> Result<Option<PathBuf>, u8> {
    if !wants_pdf(format, output) {
        return Ok(None);
    }
    if output.is_none() {
        io::err("error: `--format pdf` writes a file\n  help: add `-o FILE.pdf`");
        return Err(2);
    }
    match super::pdf::find_browser(std::env::var_os("PATH")) {
        Some(b) => Ok(Some(b)),
        None => {
            io::err(&super::pdf::not_found());
            Err(2)
        }
    }
}

/// Writes the document: the text, or the HTML page printed to PDF by `browser`.
pub fn emit(browser: Option<&Path>, output: Option<&io::OutFile>, text: &str) -> u8 {
    match (browser, output) {
        (Some(browser), Some(out)) => match super::pdf::print(browser, text) {
            Ok(bytes) => match out.write(&bytes) {
                Ok(()) => 0,
                Err(e) => {
                    io::err(&e);
                    2
                }
            },
            Err(e) => {
                io::err(&e);
                2
            }
        },
        _ => super::emit_document(output, text),
    }
}

/// `--format pdf`, or no `--format` and an output file ending in `.pdf`.
fn wants_pdf(format: Option<OutFormat>, output: Option<&Path>) -> bool {
    match format {
        Some(f) => matches!(f, OutFormat::Pdf),
        None => output
            .and_then(|p| p.extension())
            .is_some_and(|e| e.eq_ignore_ascii_case("pdf")),
    }
}

/// The guard of `-o FILE` (none for standard output): refused when it is one of the inputs
/// (specs, templates) or cannot be replaced; the error is printed.
pub fn guard(
    output: Option<&Path>,
    inputs: &[PathBuf],
    templates: Option<&Path>,
    force: super::ForceArg,
) -> Result<Option<io::OutFile>, u8> {
    let mut all = inputs.to_vec();
    all.extend(super::template_files(templates));
    super::open_output("-o", output, &all, force)
}

/// `--format`, or the output file's extension (`.html`), or Markdown.
pub fn choose_format(format: Option<OutFormat>, output: Option<&Path>) -> Format {
    match format {
        Some(OutFormat::Html | OutFormat::Pdf) => Format::Html,
        Some(OutFormat::Md) => Format::Markdown,
        None => match output.and_then(|p| p.extension()).and_then(|e| e.to_str()) {
            Some("html" | "htm" | "pdf") => Format::Html,
            _ => Format::Markdown,
        },
    }
}

/// The built-in templates, or those of `--templates DIR` over them; the error is printed.
/// User templates are read first, each up to a spec file's cap; their run is bounded by
/// [`super::budget`].
pub fn renderer(templates: Option<&Path>) -> Option<Renderer> {
    if let Some(dir) = templates {
        for path in super::template_files(Some(dir)) {
            let hidden = path.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.'));
            if hidden || !path.is_file() {
                continue;
            }
            // templates are small: one larger than a spec file is not read
            if let Err(e) = io::read_input(&path, io::Input::Document) {
                super::Problem::from(e).print();
                return None;
            }
        }
    }
    let r = match templates {
        Some(dir) => Renderer::with_overrides(dir),
        None => Renderer::new(),
    };
    r.map_err(|e| io::err(&format!("error: {e}"))).ok()
}
