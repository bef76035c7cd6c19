//! What the benches share: the timing loop, and the sample exam with its students' answers
//! files as `scripts/grading-bench.sh` makes them (not every bench uses every item).
#![allow(dead_code)]

use std::sync::Arc;
use std::time::Instant;

use mlex::{Exam, ExamVariant, Source};

/// The median wall time of `runs` calls of `f`, in seconds.
pub fn median(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// exercises/exams/sample-exam.yaml, or `None` with its error printed.
pub fn sample_exam() -> Option<Exam> {
    let path = format!("{}/exercises/exams/sample-exam.yaml", env!("CARGO_MANIFEST_DIR"));
    Exam::load(&path).map_err(|e| eprintln!("{e}")).ok()
}

/// A key entry per variant as a student's answers file (JSON is YAML), every second one with
/// the next variant's answers (so wrong, with the hints' work); with `named`, a `name:` too.
pub fn answers_files(variants: &[ExamVariant], named: bool) -> Vec<Arc<Source>> {
    variants
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let other = &variants[(i + 1) % variants.len()];
            let answers = if i % 2 == 0 { v.key_json() } else { other.key_json() };
            let mut file = serde_json::Map::new();
            file.insert("variant".into(), v.number.into());
            if named {
                file.insert("name".into(), format!("Student {i}").into());
            }
            if let Some(a) = answers["answers"].as_object() {
                for (id, section) in a {
                    file.insert(id.clone(), section.clone());
                }
            }
            Source::new(format!("s{i}.yaml"), serde_json::Value::Object(file).to_string())
        })
        .collect()
}
