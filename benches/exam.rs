//! `cargo bench --bench exam`: 1,000 variants of the sample exam (exercises/exams/sample-exam.yaml)
//! drawn, solved and rendered, as `mlex exam` does them; and 1,000 students' answers files of
//! that exam graded by variant, as `mlex check EXAM … --seed S` does them.
//!
//! A plain timing loop, as `benches/render.rs`: each line is the median of 3 runs. The whole
//! `mlex exam … --variants 1000` (files written) is timed on the release binary in README.md.

// The allocator of the `mlex` binary (Cargo.toml says why), so the figures are those of `mlex exam`.
mod common;
use common::median;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::hint::black_box;

use mlex::ExamGrader;
use mlex::{Format, Renderer};

const N: u64 = 1000;
const SEED: u64 = 1;

fn main() {
    let Ok(renderer) = Renderer::new() else {
        eprintln!("cannot build the templates");
        return;
    };
    let Some(exam) = common::sample_exam() else {
        return;
    };
    let draw = median(3, || {
        for k in 1..=N {
            black_box(exam.variant(SEED, k).is_ok());
        }
    });
    let variants: Vec<_> = (1..=N).filter_map(|k| exam.variant(SEED, k).ok()).collect();
    let keys = median(3, || {
        for v in &variants {
            black_box(v.key_json());
            black_box(v.key_csv_rows());
        }
    });
    let md = median(3, || {
        for v in &variants {
            black_box(renderer.exam(&exam, v, false, Format::Markdown).is_ok());
            black_box(renderer.exam(&exam, v, true, Format::Markdown).is_ok());
        }
    });
    // as `mlex exam` makes them: one solve per variant, the exam and key from it
    let one_solve = median(3, || {
        for v in &variants {
            let solved = v.solve();
            black_box(renderer.exam_and_key(&exam, v, &solved, Format::Markdown).is_ok());
        }
    });
    let html = median(3, || {
        for v in &variants {
            for solutions in [false, true] {
                if let Ok(md) = renderer.exam(&exam, v, solutions, Format::Markdown) {
                    black_box(renderer.html_page(&exam.title, &md, exam.lang).is_ok());
                }
            }
        }
    });
    // as `mlex exam --format html` made them before h14-gen: one solve, the Markdown pages,
    // their HTML without sanitizing the safe Markdown again (each page parsed twice)
    let md_then_html = median(3, || {
        for v in &variants {
            let solved = v.solve();
            if let Ok((page, key)) = renderer.exam_and_key(&exam, v, &solved, Format::Markdown) {
                for md in [page, key] {
                    black_box(renderer.html_page_of_safe(&exam.title, &md, exam.lang).is_ok());
                }
            }
        }
    });
    // as `mlex exam` makes them now: one solve, each page's Markdown and HTML from one parse
    let as_mlex_exam = median(3, || {
        for v in &variants {
            let solved = v.solve();
            black_box(renderer.exam_and_key_with_html(&exam, v, &solved).is_ok());
        }
    });
    println!("sample exam, {N} variants (seed {SEED}):");
    println!("  drawn (with the constraints' solves)       {draw:>7.3} s");
    println!("  key.json and key.csv entries              {keys:>7.3} s");
    println!("  exam and key, Markdown                    {md:>7.3} s");
    println!("  exam and key from one solve, Markdown     {one_solve:>7.3} s");
    println!("  exam and key, Markdown then HTML page     {html:>7.3} s");
    println!("  one solve, Markdown, then its HTML        {md_then_html:>7.3} s");
    println!("  one solve, Markdown and HTML (mlex exam)  {as_mlex_exam:>7.3} s");

    // Grading: a key entry per variant as a student's answers file (JSON is YAML), half of
    // them with another variant's answers.
    let files = common::answers_files(&variants, false);
    let grade = median(3, || {
        let grader = ExamGrader::new(&exam, SEED);
        for f in &files {
            black_box(grader.check(f.clone()).is_ok());
        }
    });
    // as `mlex check` grades: at most 256 prepared variants kept, the others freed as it goes
    let kept = median(3, || {
        let grader = ExamGrader::new(&exam, SEED).keep_at_most(256);
        for f in &files {
            black_box(grader.check(f.clone()).is_ok());
        }
    });
    let grader = ExamGrader::new(&exam, SEED);
    let regrade = median(3, || {
        for f in &files {
            black_box(grader.check(f.clone()).is_ok());
        }
    });
    println!("grading {N} students' answers files (half right, half another variant's answers), one thread:");
    println!("  variants drawn and solved, then graded    {grade:>7.3} s");
    println!("  the same, 256 variants kept (mlex check)  {kept:>7.3} s");
    println!("  graded (variants already prepared)        {regrade:>7.3} s");
}
