//! `mlex practice`: one self-contained HTML page where a student types answers and mlex's
//! checker, compiled to WebAssembly and inlined, grades them offline (docs/practice.md).

use std::path::{Path, PathBuf};

use mlex::practice::PracticeInput;
use mlex::render::Renderer;

use super::Problem;
use super::io;

/// Arguments of `mlex practice`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The exercise spec (one exercise; `-` reads standard input), or an exam file (then
    /// `--seed` is the exam run's).
    #[arg(value_name = "SPEC-or-EXAM")]
    spec: PathBuf,
    /// Write the page to this file (through a temporary file and a rename) instead of standard
    /// output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// Draw the variants of this seed from a spec with `vary:` ("Another variant" shows the next).
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// How many variants of `--seed` the page holds (1 to 50).
    #[arg(long, value_name = "N", requires = "seed", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=MAX_VARIANTS))]
    variants: u64,
    /// Read `0,25` as 0.25 in the page's boxes (an Italian page).
    #[arg(long)]
    decimal_comma: bool,
    /// The checker (`mlex_practice.wasm.gz`, as scripts/build-practice.sh writes it); default:
    /// `$MLEX_PRACTICE_WASM`, else the build's own under `target/`.
    #[arg(long, value_name = "FILE")]
    wasm: Option<PathBuf>,
    #[command(flatten)]
    lang: super::LangArg,
    #[command(flatten)]
    force: super::ForceArg,
}

use mlex::practice::{MAX_VARIANTS, WASM_CAP};

/// Where scripts/build-practice.sh writes the checker, under the target directory.
const BUILT: &str = "wasm32-unknown-unknown/wasm/mlex_practice.wasm.gz";

/// The checker built into this binary: build.rs builds it for a release build when the wasm32
/// target is installed (docs/practice.md, "Getting the wasm into the page").
#[cfg(mlex_checker)]
const BUILT_IN: Option<&[u8]> = Some(include_bytes!(env!("MLEX_CHECKER_GZ")));
#[cfg(not(mlex_checker))]
const BUILT_IN: Option<&[u8]> = None;

/// The checker's gzipped module: `--wasm`, `$MLEX_PRACTICE_WASM`, the one built into this
/// binary, or the one scripts/build-practice.sh built next to this binary's target directory
/// (`target/debug/mlex` → `target/wasm32-unknown-unknown/wasm/…`) or in `./target`. Whichever,
/// it must name this mlex's sources.
fn find_wasm(given: Option<&Path>) -> Result<std::borrow::Cow<'static, [u8]>, String> {
    if let Some(p) = given {
        return read_wasm(p).map(Into::into);
    }
    if let Some(p) = std::env::var_os("MLEX_PRACTICE_WASM").filter(|p| !p.is_empty()) {
        return read_wasm(Path::new(&p)).map(Into::into);
    }
    if let Some(bytes) = BUILT_IN {
        return verify("the checker built into this mlex", bytes).map(Into::into);
    }
    let mut candidates = Vec::new();
    if let Ok(exe) = std::env::current_exe()
        && let Some(target) = exe.parent().and_then(Path::parent)
    {
        candidates.push(target.join(BUILT));
    }
    candidates.push(Path::new("target").join(BUILT));
    match candidates.iter().find(|p| p.is_file()) {
        Some(p) => read_wasm(p).map(Into::into),
        None => Err(format!(
            "error: this mlex has no practice checker built in (a debug build, or a release build without the wasm32-unknown-unknown target), and none is built in {}\n  help: run `rustup target add wasm32-unknown-unknown`, then build mlex again (`cargo install --path .` or `cargo build --release`); or run `scripts/build-practice.sh` in mlex's repository, or give `--wasm FILE`",
            candidates
                .iter()
                .map(|p| format!("`{}`", p.display()))
                .collect::<Vec<_>>()
                .join(" or ")
        )),
    }
}

fn read_wasm(path: &Path) -> Result<Vec<u8>, String> {
    let file = std::fs::File::open(path).map_err(|e| {
        format!(
            "error: cannot read `{}`: {}",
            path.display(),
            mlex::input::io_reason(&e)
        )
    })?;
    let bytes = mlex::input::read_capped(file, WASM_CAP).map_err(|e| {
        format!(
            "error: cannot read `{}`: {}",
            path.display(),
            mlex::input::io_reason(&e)
        )
    })?;
    if bytes.len() as u64 > WASM_CAP {
        return Err(format!(
            "error: `{}` is larger than {}, the most mlex reads as the practice checker",
            path.display(),
            mlex::input::size_text(WASM_CAP)
        ));
    }
    verify(&format!("`{}`", path.display()), &bytes)?;
    Ok(bytes)
}

/// Refuses a module that is not gzipped or names other sources than this mlex's (`what` names
/// it in the message).
fn verify<'a>(what: &str, bytes: &'a [u8]) -> Result<&'a [u8], String> {
    if !bytes.starts_with(&[0x1f, 0x8b]) {
        return Err(format!(
            "error: {what} is not a gzip file\n  help: give `mlex_practice.wasm.gz` as scripts/build-practice.sh writes it"
        ));
    }
    match mlex::practice::wasm_identity(bytes) {
        Some(id) if id == mlex::practice::CHECKER_MARK => Ok(bytes),
        Some(id) => Err(format!(
            "error: {what} is the checker of other sources than this mlex's (it says `{}`, this mlex is `{}`): its pages would grade with another checker\n  help: run `scripts/build-practice.sh` in mlex's repository to build the checker of these sources",
            id.chars().take(80).collect::<String>(),
            mlex::practice::CHECKER_MARK
        )),
        None => Err(format!(
            "error: {what} does not say which sources it was built from (an older scripts/build-practice.sh wrote it, or it was gzipped by hand)\n  help: run `scripts/build-practice.sh` in mlex's repository to build the checker of these sources"
        )),
    }
}

pub fn run(args: Args) -> u8 {
    let mut inputs = vec![args.spec.clone()];
    inputs.extend(args.wasm.iter().cloned());
    let out = match super::open_output("-o", args.output.as_deref(), &inputs, args.force) {
        Ok(o) => o,
        Err(code) => return code,
    };
    let source = match io::read_input(&args.spec, io::Input::Spec) {
        Ok(s) => s,
        Err(e) => {
            Problem::from(e).print();
            return 2;
        }
    };
    if mlex::exam::is_exam(&source.text) {
        return run_exam(args, source, out.as_ref());
    }
    let mut exercises = match mlex::load::exercises(source.clone()) {
        Ok(e) => e,
        Err(d) => {
            super::print_diagnostics(&d);
            return 2;
        }
    };
    if exercises.len() != 1 {
        io::err(&format!(
            "error: `{}` holds {} exercises; a practice page takes a spec with exactly one\n  help: split the exercises into one file each",
            args.spec.display(),
            exercises.len()
        ));
        return 2;
    }
    let ex = exercises.remove(0);
    let ex = args.lang.apply(vec![ex]).remove(0);
    let wasm = match find_wasm(args.wasm.as_deref()) {
        Ok(w) => w,
        Err(e) => {
            io::err(&e);
            return 2;
        }
    };
    let mut drawn = Vec::new();
    match args.seed {
        None => drawn.push(ex),
        Some(seed) => {
            for k in 1..=args.variants {
                match mlex::variant::draw_located(&ex, seed, k) {
                    Ok(x) => drawn.push(x),
                    Err(d) => {
                        super::print_diagnostics(&mlex::Diagnostics {
                            source: source.clone(),
                            items: vec![d],
                        });
                        return 2;
                    }
                }
            }
        }
    }
    let variants: Vec<_> = drawn
        .into_iter()
        .map(|ex| {
            let sol = ex.solve();
            (ex, sol)
        })
        .collect();
    let renderer = match Renderer::new() {
        Ok(r) => r,
        Err(e) => {
            io::err(&format!("error: {e}"));
            return 2;
        }
    };
    let page = mlex::practice::exercise_page(
        &renderer,
        &variants,
        &PracticeInput {
            spec: &source.text,
            seed: args.seed,
            decimal_comma: args.decimal_comma,
            wasm_gz: &wasm,
            exam_files: None,
        },
    );
    match page {
        Ok(text) => super::emit_document(out.as_ref(), &text),
        Err(e) => {
            io::err(&format!("error: {e}"));
            2
        }
    }
}

/// `mlex practice EXAM --seed S`: the page of the exam's variants 1 to N of the run's seed.
fn run_exam(args: Args, source: std::sync::Arc<mlex::diag::Source>, out: Option<&io::OutFile>) -> u8 {
    let Some(seed) = args.seed else {
        io::err(&format!(
            "error: `{}` is an exam; its practice page needs `--seed S`\n  help: give the seed of the exam run (`mlex exam … --seed S`): the page's answers are graded with `mlex check EXAM FILE --seed S`",
            args.spec.display()
        ));
        return 2;
    };
    let dir = match args.spec.parent() {
        Some(d) if args.spec.as_os_str() != "-" => d.to_path_buf(),
        _ => PathBuf::new(),
    };
    // the spec files of `file:` entries, as the page's checker reads the exam again
    let mut files: Vec<(String, String)> = Vec::new();
    let exam = mlex::exam::Exam::from_source_with(source.clone(), &dir, &mut |path| {
        if !path.is_file() {
            return Ok(None);
        }
        let spec = mlex::read_source(path)?;
        let name = path.strip_prefix(&dir).unwrap_or(path).to_string_lossy().into_owned();
        if !files.iter().any(|(n, _)| *n == name) {
            files.push((name, spec.text.clone()));
        }
        Ok(Some(spec))
    });
    let exam = match exam {
        Ok(e) => args.lang.apply_exam(e),
        Err(e) => {
            super::print_error(&e);
            return 2;
        }
    };
    // the specs the exam reads are inputs too, known now: `-o` checked again with them (as
    // `mlex export` does), so that not even `--force` writes the page over one
    let mut inputs = vec![args.spec.clone()];
    inputs.extend(args.wasm.iter().cloned());
    inputs.extend(exam.entries.iter().map(|e| PathBuf::from(&e.exercise.origin().name)));
    if out.is_some() && super::open_output("-o", args.output.as_deref(), &inputs, args.force).is_err() {
        return 2;
    }
    let wasm = match find_wasm(args.wasm.as_deref()) {
        Ok(w) => w,
        Err(e) => {
            io::err(&e);
            return 2;
        }
    };
    let mut variants = Vec::new();
    for k in 1..=args.variants {
        match exam.variant(seed, k) {
            Ok(v) => {
                let solved = v.solve();
                variants.push((v, solved));
            }
            Err(e) => {
                super::print_error(&e);
                return 2;
            }
        }
    }
    let renderer = match Renderer::new() {
        Ok(r) => r,
        Err(e) => {
            io::err(&format!("error: {e}"));
            return 2;
        }
    };
    let page = mlex::practice::exam_page(
        &renderer,
        &exam,
        &variants,
        &PracticeInput {
            spec: &source.text,
            seed: Some(seed),
            decimal_comma: args.decimal_comma,
            wasm_gz: &wasm,
            exam_files: Some(&files),
        },
    );
    match page {
        Ok(text) => super::emit_document(out, &text),
        Err(e) => {
            io::err(&format!("error: {e}"));
            2
        }
    }
}
