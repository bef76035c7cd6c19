//! Draws variants (issue 39): the input is a spec with `vary:` (or any spec) or an exam file
//! (its `file:` paths relative to `exercises/exams/`, as the sample exam's are); variants 1 to
//! 3 of a seed taken from the input are drawn, solved and their answers read back. Mutations of
//! the shipped `vary:` specs and the sample exam reach the expressions, the parameters, the
//! substitution and the caps on drawn values, which the other targets never draw. Every draw
//! must end in an exercise or an error (no panic, no stack overflow, within the heap budget).
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use mlex::Source;

fuzz_target!(|data: &[u8]| {
    mlex_fuzz::budget();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // a seed from the input's length, so a mutation can reach other draws too
    let seed = text.len() as u64 % 7;
    if mlex::is_exam(text) {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../exercises/exams");
        let Ok(exam) = mlex::Exam::from_source(Source::new("fuzz-exam.yaml", text), &dir) else {
            return;
        };
        for k in 1..=3 {
            if let Ok(v) = exam.variant(seed, k) {
                let _ = v.key_csv_rows();
            }
        }
        return;
    }
    let Ok(exercises) = mlex::exercises(Source::new("fuzz.yaml", text)) else {
        return;
    };
    for ex in exercises {
        for k in 1..=3 {
            let Ok(v) = ex.variant(seed, k) else { continue };
            if let Some(d) = v.drawn() {
                let _ = d.parameters_text();
            }
            let sol = v.solve();
            let answers = sol.answers_yaml();
            if let Err(d) = mlex::Checker::of(sol).check(Source::new("answers.yaml", answers.as_str())) {
                panic!("a drawn variant's own answers do not read back:\n{answers}\n{d}");
            }
        }
    }
});
