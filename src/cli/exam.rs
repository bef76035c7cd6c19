//! `mlex exam`: per variant the student's exam and its worked key, in Markdown and HTML, and
//! the keys of the whole run in `key.json` and `key.csv`.

use std::path::PathBuf;

use mlex::exam::{Exam, ExamVariant, Student, read_roster};
use mlex::render::Format;

use super::io;

/// Output format.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum ExamFormat {
    /// Markdown only.
    Md,
    /// HTML only.
    Html,
    /// Two PDFs, `exams.pdf` (the students' exams) and `keys.pdf` (their keys), a variant
    /// starting a new page; printed by a headless Chromium on PATH.
    Pdf,
}

/// Arguments of `mlex exam`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The exam file.
    #[arg(value_name = "EXAM")]
    exam: PathBuf,
    /// How many variants (1 to 10000).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=10_000), conflicts_with = "roster")]
    variants: u64,
    /// A CSV roster (columns `id` and `name`): one variant per student, drawn from the seed and
    /// the student's ID, with the name and ID on the exam.
    #[arg(long, value_name = "FILE")]
    roster: Option<PathBuf>,
    /// The seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The output directory (created if missing).
    #[arg(short = 'o', long = "output", value_name = "DIR")]
    output: PathBuf,
    /// Write only this format (default: Markdown and HTML); `pdf` writes every variant into
    /// one `exams.pdf` and one `keys.pdf`.
    #[arg(long, value_enum)]
    format: Option<ExamFormat>,
    #[command(flatten)]
    pub(super) lang: super::LangArg,
    #[command(flatten)]
    force: super::ForceArg,
}

/// A CSV field: quoted when needed, and never read as a formula by a spreadsheet (a field that
/// starts with `=`, `@`, a tab or a carriage return, or with `+` or `-` and is not a number, gets
/// a leading `'`), as `check --csv` writes them.
fn csv_field(s: &str) -> String {
    let formula =
        s.starts_with(['=', '@', '\t', '\r']) || (s.starts_with(['+', '-']) && s.parse::<mlex::Number>().is_err());
    let s = if formula { format!("'{s}") } else { s.to_string() };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

/// What a thread that panicked leaves to say.
const BUG: &str = "error: mlex failed (a bug: please report it)";

/// Why a variant could not be made or written.
enum Failure {
    Render(String),
    /// A file that could not be written: the message, said already as `error: …`.
    Write(String),
}

/// One variant's files, its `key.json` entry (as [`key_entry`] writes it) and its `key.csv`
/// lines: both made by the variant's thread, so that the run's end only joins them.
type Made = (Vec<(PathBuf, String)>, String, String);

/// A `key.json` entry as `serde_json::to_string_pretty` writes it inside the run's array:
/// pretty, every line after the first indented by two more spaces (a JSON string holds no
/// line break, so every line break is the layout's).
fn key_entry(key: &serde_json::Value) -> String {
    serde_json::to_string_pretty(key)
        .unwrap_or_default()
        .replace('\n', "\n  ")
}

/// The `key.csv` lines of a variant's rows.
fn csv_lines(rows: &[[String; 6]]) -> String {
    let mut csv = String::new();
    for row in rows {
        let fields: Vec<String> = row.iter().map(|f| csv_field(f)).collect();
        csv.push_str(&fields.join(","));
        csv.push('\n');
    }
    csv
}

/// `key.json`: the entries in an array, as `serde_json::to_string_pretty` writes it, and a
/// final line break.
fn key_json(entries: &[String]) -> String {
    if entries.is_empty() {
        return "[]\n".to_string();
    }
    let mut json = String::with_capacity(entries.iter().map(|e| e.len() + 4).sum::<usize>() + 4);
    json.push_str("[\n");
    for (i, e) in entries.iter().enumerate() {
        json.push_str("  ");
        json.push_str(e);
        json.push_str(if i + 1 < entries.len() { ",\n" } else { "\n" });
    }
    json.push_str("]\n");
    json
}

/// Makes one drawn variant: solved once, its exam and key rendered in every format.
fn make_one(
    exam: &Exam,
    renderer: &mlex::render::Renderer,
    args: &Args,
    formats: &[(Format, &str)],
    v: &ExamVariant,
    dirname: &str,
) -> Result<Made, Failure> {
    let solved = v.solve();
    let dir = args.output.join(dirname);
    let mut files = Vec::with_capacity(2 * formats.len());
    // The Markdown of the exam and of the key from the one solve; the HTML pages are made
    // from it, from the same parse that made it safe.
    let html = formats.iter().any(|(f, _)| *f == Format::Html);
    let pages: [(String, Option<String>); 2] = if html {
        renderer
            .exam_and_key_with_html(exam, v, &solved)
            .map_err(|e| Failure::Render(e.to_string()))?
            .map(|(md, html)| (md, Some(html)))
    } else {
        let (exam_md, key_md) = renderer
            .exam_and_key(exam, v, &solved, Format::Markdown)
            .map_err(|e| Failure::Render(e.to_string()))?;
        [(exam_md, None), (key_md, None)]
    };
    for ((md, mut html), stem) in pages.into_iter().zip(["exam", "key"]) {
        for &(format, ext) in formats {
            let text = match format {
                // figures as files beside it, `exam-N-NAME.svg` / `key-N-NAME.svg` in the
                // variant's own directory: no name is shared between variants, the exam and its
                // key, or two exercises (N is the figure's place in the document)
                // (for PDF the Markdown keeps its data URIs: it goes into the books, not files)
                Format::Markdown if matches!(args.format, Some(ExamFormat::Pdf)) => md.clone(),
                Format::Markdown => {
                    let (text, figures) = mlex::figure::embed::figure_files(&md, stem);
                    files.extend(figures.into_iter().map(|(name, svg)| (dir.join(name), svg)));
                    text
                }
                Format::Html => html.take().unwrap_or_default(),
            };
            files.push((dir.join(format!("{stem}.{ext}")), text));
        }
    }
    Ok((
        files,
        key_entry(&v.key_json_solved(&solved)),
        csv_lines(&v.key_csv_rows_solved(&solved)),
    ))
}

/// Every job's variant drawn (variant k of the run, or a student's), in the jobs' order.
fn draw_all(
    exam: &Exam,
    args: &Args,
    jobs: &[(String, Option<Student>)],
) -> Option<Vec<Result<ExamVariant, mlex::Error>>> {
    let numbered: Vec<(u64, &Option<Student>)> = (1..).zip(jobs.iter().map(|(_, st)| st)).collect();
    super::pool::map(&numbered, |&(k, student)| match student {
        None => exam.variant(args.seed, k),
        Some(st) => exam.variant_for(args.seed, &st.id, &st.name),
    })
}

/// [`make_one`] for every drawn variant, on as many threads as there are cores, in the
/// variants' order. With `write`, each thread writes a variant's files as soon as it has made
/// them, and they are not kept: the writing overlaps the making, and a run's pages are never
/// all in memory at once (`Made` then has no files). Each variant is freed as soon as it is
/// made.
fn make_all(
    exam: &Exam,
    renderer: &mlex::render::Renderer,
    args: &Args,
    formats: &[(Format, &str)],
    drawn: Vec<(ExamVariant, &str)>,
    write: Option<&io::OutDir>,
) -> Option<Vec<Result<Made, Failure>>> {
    super::pool::map_owned(drawn, |(v, dir)| {
        let (files, key, rows) = make_one(exam, renderer, args, formats, &v, dir)?;
        // the variant is freed here, by the thread that made it, while the others are made
        drop(v);
        let Some(out) = write else {
            return Ok((files, key, rows));
        };
        let written: Vec<(&PathBuf, &[u8])> = files.iter().map(|(p, t)| (p, t.as_bytes())).collect();
        write_files(out, &written).map_err(Failure::Write)?;
        Ok((Vec::new(), key, rows))
    })
}

/// Writes the files in order through the output directory's guard (creating their
/// directories): the first error, if any.
fn write_files(out: &io::OutDir, files: &[(&PathBuf, &[u8])]) -> Result<(), String> {
    for &(path, bytes) in files {
        out.write("-o", path, bytes)?;
    }
    Ok(())
}

/// Writes every file (creating its directory), on as many threads as there are cores: the
/// first error in the files' order, if any.
fn write_all(out: &io::OutDir, files: &[(&PathBuf, &[u8])]) -> Result<(), String> {
    super::pool::map(files, |file| write_files(out, std::slice::from_ref(file)))
        .ok_or_else(|| BUG.to_string())?
        .into_iter()
        .collect::<Result<Vec<()>, String>>()
        .map(|_| ())
}

/// Who gets which variant: variants 1..=N, or one per student of the roster, each with the
/// name of its directory; `None` when the roster cannot be read (the error printed).
fn jobs_of(args: &Args) -> Option<Vec<(String, Option<Student>)>> {
    match &args.roster {
        None => Some((1..=args.variants).map(|k| (format!("variant-{k:03}"), None)).collect()),
        Some(path) => {
            let text = match io::read_input(path, io::Input::Document) {
                Ok(s) => s,
                Err(e) => {
                    super::Problem::from(e).print();
                    return None;
                }
            };
            let students = match read_roster(&path.display().to_string(), &text.text) {
                Ok(s) => s,
                Err(e) => {
                    io::err(&format!("error: {e}"));
                    return None;
                }
            };
            let mut jobs: Vec<(String, Option<Student>)> = Vec::new();
            for st in students {
                let dir: String = st
                    .id
                    .chars()
                    .map(|c| {
                        if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                            c
                        } else {
                            '_'
                        }
                    })
                    .collect();
                if jobs.iter().any(|(d, _)| *d == dir) {
                    io::err(&format!(
                        "error: two students' IDs give the directory name `{dir}`\n  help: IDs are written with letters, digits, `-` and `_` as they are and other characters as `_`"
                    ));
                    return None;
                }
                jobs.push((dir, Some(st)));
            }
            Some(jobs)
        }
    }
}

pub fn run(args: Args) -> u8 {
    let exam = match Exam::load(&args.exam) {
        Ok(e) => args.lang.apply_exam(e),
        Err(e) => {
            super::print_error(&e);
            return 2;
        }
    };
    let Some(renderer) = super::render::renderer(None) else {
        return 2;
    };
    if args.output.exists() && !args.output.is_dir() {
        io::err(&format!("error: `-o {}` is not a directory", args.output.display()));
        return 2;
    }
    let formats: &[(Format, &str)] = match args.format {
        Some(ExamFormat::Md) => &[(Format::Markdown, "md")],
        Some(ExamFormat::Html) => &[(Format::Html, "html")],
        // the Markdown of every variant, gathered into the two PDFs below
        Some(ExamFormat::Pdf) => &[(Format::Markdown, "md")],
        None => &[(Format::Markdown, "md"), (Format::Html, "html")],
    };
    // PDF: the browser is looked for before any work; the variants are gathered into two books.
    let browser = match args.format {
        Some(ExamFormat::Pdf) => match super::pdf::find_browser(std::env::var_os("PATH")) {
            Some(b) => Some(b),
            None => {
                io::err(&super::pdf::not_found());
                return 2;
            }
        },
        _ => None,
    };
    let mut books: [Vec<(String, String)>; 2] = [Vec::new(), Vec::new()];
    // Who gets which variant: variants 1..=N, or one per student of the roster.
    let Some(jobs) = jobs_of(&args) else {
        return 2;
    };
    // Every variant is drawn first, so an invalid one leaves no files behind. Then the
    // variants are made on as many threads as there are cores, each solved once for its key,
    // key.json and key.csv, and (but for the PDF books) each written by its thread as soon as
    // made; the output keeps their order.
    let mut drawn = Vec::with_capacity(jobs.len());
    let Some(all) = draw_all(&exam, &args, &jobs) else {
        io::err(BUG);
        return 2;
    };
    for v in all {
        match v {
            Ok(v) => drawn.push(v),
            Err(e) => {
                super::print_error(&e);
                return 2;
            }
        }
    }
    // the one guard of every file written under the output directory
    let mut inputs = vec![args.exam.clone()];
    inputs.extend(args.roster.iter().cloned());
    inputs.extend(exam.entries.iter().map(|e| PathBuf::from(&e.exercise.origin().name)));
    let out = match io::OutDir::open("-o", &args.output, &inputs, args.force.force) {
        Ok(o) => o,
        Err(e) => {
            io::err(&e);
            return 2;
        }
    };
    let pairs: Vec<(ExamVariant, &str)> = drawn.into_iter().zip(jobs.iter().map(|(d, _)| d.as_str())).collect();
    let Some(made) = make_all(
        &exam,
        &renderer,
        &args,
        formats,
        pairs,
        browser.is_none().then_some(&out),
    ) else {
        io::err(BUG);
        return 2;
    };
    let mut files: Vec<(PathBuf, String)> = Vec::new();
    let mut pdfs: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    let mut keys = Vec::new();
    let mut csv = String::from("variant,seed,student,exercise,part,answer\n");
    for ((k, (_, student)), m) in (1..).zip(&jobs).zip(made) {
        let (variant_files, key, rows) = match m {
            Ok(m) => m,
            Err(e) => {
                match e {
                    Failure::Render(m) => io::err(&format!("error: {m}")),
                    Failure::Write(m) => io::err(&m),
                }
                // the files written before the failure are recorded as this run's
                if let Err(e) = out.finish() {
                    io::err(&e);
                }
                return 2;
            }
        };
        if browser.is_some() {
            // PDF: the variant's exam and key go into the books, a page header each
            for (path, md) in variant_files {
                let solutions = path.file_name().is_some_and(|n| n == "key.md");
                let header = format!(
                    "{} · {}{} · seed {}",
                    exam.title,
                    if solutions { "key, " } else { "" },
                    student
                        .as_ref()
                        .map_or_else(|| format!("variant {k}"), |st| format!("{} ({})", st.name, st.id)),
                    args.seed
                );
                books[usize::from(solutions)].push((header, md));
            }
        } else {
            files.extend(variant_files);
        }
        keys.push(key);
        csv.push_str(&rows);
    }
    if let Some(browser) = &browser {
        for (book, stem, what) in [
            (&books[0], "exams", "exam-book-exams"),
            (&books[1], "keys", "exam-book-keys"),
        ] {
            let title = format!("{} — {}", exam.title, exam.lang.t(what));
            let page = match renderer.html_book(&title, book, exam.lang) {
                Ok(p) => p,
                Err(e) => {
                    io::err(&format!("error: {e}"));
                    return 2;
                }
            };
            match super::pdf::print(browser, &page) {
                Ok(bytes) => pdfs.push((args.output.join(format!("{stem}.pdf")), bytes)),
                Err(e) => {
                    io::err(&e);
                    return 2;
                }
            }
        }
    }
    files.push((args.output.join("key.json"), key_json(&keys)));
    files.push((args.output.join("key.csv"), csv));
    let written: Vec<(&PathBuf, &[u8])> = pdfs
        .iter()
        .map(|(p, b)| (p, b.as_slice()))
        .chain(files.iter().map(|(p, t)| (p, t.as_bytes())))
        .collect();
    let wrote = write_all(&out, &written);
    if let Err(e) = out.finish().and(wrote) {
        io::err(&e);
        return 2;
    }
    let what = match args.format {
        Some(ExamFormat::Md) => "Markdown",
        Some(ExamFormat::Html) => "HTML",
        Some(ExamFormat::Pdf) => "PDF",
        None => "Markdown and HTML",
    };
    io::finish(
        io::out(&format!(
            "wrote {} {} of `{}` (seed {}) to {}: {}; key.json, key.csv\n",
            jobs.len(),
            match (args.roster.is_some(), jobs.len() == 1) {
                (true, true) => "student's variant",
                (true, false) => "students' variants",
                (false, true) => "variant",
                (false, false) => "variants",
            },
            args.exam.display(),
            args.seed,
            args.output.display(),
            if browser.is_some() {
                "the exams in exams.pdf and their keys in keys.pdf, a variant a page".to_string()
            } else {
                format!("per variant the exam and its key in {what}")
            }
        ))
        .map(|()| 0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_json_joined_from_entries_is_serde_jsons_pretty_array() {
        let entries = [
            serde_json::json!({ "variant": 1, "seed": 7, "data": {}, "answers": { "a": { "p": "1/3", "q": ["x\ny", 2] } } }),
            serde_json::json!({ "variant": 2, "list": [], "student": { "id": "s\"1", "name": "Ana\tB" } }),
            serde_json::json!([1, [2, [3, {}]]]),
        ];
        for n in 0..=entries.len() {
            let joined = key_json(&entries[..n].iter().map(key_entry).collect::<Vec<_>>());
            let whole = serde_json::to_string_pretty(&entries[..n]).unwrap() + "\n";
            assert_eq!(joined, whole);
        }
    }

    #[test]
    fn csv_lines_quote_and_defuse_formulas() {
        let row = |a: &str| ["1", "7", "", "ex", "p", a].map(String::from);
        assert_eq!(
            csv_lines(&[row("=1+1"), row("a,b"), row("-3")]),
            "1,7,,ex,p,'=1+1\n1,7,,ex,p,\"a,b\"\n1,7,,ex,p,-3\n"
        );
    }
}
