//! `cargo bench --bench report`: `mlex report` of 1,000 students' answers files of the sample
//! exam (exercises/exams/sample-exam.yaml), in-process on one thread: the files as
//! `scripts/grading-bench.sh` makes them (one per variant, seed 1, half with the next variant's
//! answers, so wrong and with the hints' work), graded as `mlex check` grades them, then the
//! analysis (exact statistics) and the report page in Markdown and HTML.
//!
//! A plain timing loop, as `benches/exam.rs`: each line is the median of 3 runs.

// The allocator of the `mlex` binary (Cargo.toml says why), so the figures are those of `mlex`.
mod common;
use common::median;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::hint::black_box;

use mlex::ExamGrader;
use mlex::report::{self as view, Analysis, Question, Sheet, without_duplicates};

const N: u64 = 1000;
const SEED: u64 = 1;

fn main() {
    let Some(exam) = common::sample_exam() else {
        return;
    };
    let variants: Vec<_> = (1..=N).filter_map(|k| exam.variant(SEED, k).ok()).collect();
    let files = common::answers_files(&variants, true);
    let questions = Question::of_exam(&exam);
    let analyse = |sheets: Vec<Sheet>| {
        let (sheets, out) = without_duplicates(sheets, exam.lang);
        let mut a = Analysis::of(&exam.title, &questions, &sheets, out, exam.lang, Some(SEED));
        a.draw_parameters(&exam, SEED, 20);
        a
    };
    // graded once, for the analysis alone
    let grader = ExamGrader::new(&exam, SEED).keep_at_most(256);
    let sheets: Vec<Sheet> = files
        .iter()
        .filter_map(|f| {
            grader
                .check(f.clone())
                .ok()
                .map(|r| Sheet::of_exam(f.name.clone(), &r, &exam))
        })
        .collect();
    let sheets_made = median(3, || {
        let grader = ExamGrader::new(&exam, SEED).keep_at_most(256);
        for f in &files {
            if let Ok(r) = grader.check(f.clone()) {
                black_box(Sheet::of_exam(f.name.clone(), &r, &exam));
            }
        }
    });
    let analysis = median(3, || {
        black_box(analyse(sheets.clone()));
    });
    let a = analyse(sheets.clone());
    let md = median(3, || {
        black_box(view::markdown(&a).is_ok());
    });
    let html = median(3, || {
        black_box(view::html(&a).is_ok());
    });
    let whole = median(3, || {
        let grader = ExamGrader::new(&exam, SEED).keep_at_most(256);
        let sheets: Vec<Sheet> = files
            .iter()
            .filter_map(|f| {
                grader
                    .check(f.clone())
                    .ok()
                    .map(|r| Sheet::of_exam(f.name.clone(), &r, &exam))
            })
            .collect();
        black_box(view::html(&analyse(sheets)).is_ok());
    });
    println!("mlex report of {N} answers files of the sample exam (seed {SEED}, one thread):");
    println!("  graded as mlex check, each a sheet        {sheets_made:>7.3} s");
    println!("  the analysis of the sheets                {analysis:>7.3} s");
    println!("  the report page, Markdown                 {md:>7.3} s");
    println!("  the report page, HTML                     {html:>7.3} s");
    println!("  all of it: graded, analysed, HTML         {whole:>7.3} s");
}
