//! `mlex report EXAM --moodle CSV` (issue 42 item 5): the input is a Moodle quiz's Responses
//! report (CSV, untrusted: a teacher downloads it from a site students write into). The quiz is
//! the sample exam's export with `--variants 5 --seed 42`, the one the recorded class of
//! tests/moodle/class/ took, built once. Reading must never panic, and every row is either a
//! graded sheet or located problems.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use mlex::internals::analysis::MoodleQuiz;
use mlex::{Exam, Source};

thread_local! {
    static QUIZ: Option<MoodleQuiz> = quiz();
}

fn quiz() -> Option<MoodleQuiz> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../exercises/exams/sample-exam.yaml");
    let exam = Exam::load(path).ok()?;
    MoodleQuiz::of_exam(&exam, 42, 5).ok()
}

fuzz_target!(init: QUIZ.with(|q| assert!(q.is_some(), "the sample exam's quiz")), |data: &[u8]| {
    mlex_fuzz::budget();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    QUIZ.with(|q| {
        let Some(quiz) = q else { return };
        let source = Source::new("responses.csv", text);
        let read = quiz.read(&source);
        for row in &read.rows {
            if let Err(d) = row {
                assert!(!d.items.is_empty(), "a row left out without a reason");
            }
        }
    });
});
