//! `mlex stress EXAM`: many variants of a whole exam drawn, with what each exercise's draws and
//! the shared data's draws ran into.

use std::time::{Duration, Instant};

use crate::Error;
use crate::variant::{Collector, DrawFailure, DrawStats, StressReport};

use super::{Exam, ExamDrawStats};

/// What `n` variants of an exam came to.
#[derive(Clone, Debug)]
pub struct ExamStress {
    /// The seed.
    pub seed: u64,
    /// The variants drawn (1..=n).
    pub n: u64,
    /// The shared `data:`'s draws, and the exercises that rejected them (`None` without
    /// `data:`).
    pub data: Option<DrawStats>,
    /// One report per exercise, in the exam's order: its draws, rejections per constraint,
    /// answers' ranges and right options (over the variants that drew), and the variants that
    /// failed because of it.
    pub exercises: Vec<StressReport>,
    /// Every variant that failed (the exercise's id, or `data` when the shared data found no
    /// draw that every exercise accepts).
    pub failures: Vec<DrawFailure>,
    /// The time each exam variant took to draw and solve.
    pub times: Vec<Duration>,
    /// The arithmetic work each exam variant's draws did ([`crate::num::work_done`]; at most
    /// about [`super::MAX_EXAM_DRAW_WORK`]).
    pub work: Vec<u64>,
}

/// Draws variants 1..=n of `exam` under `seed` and reports what they ran into.
pub fn stress(exam: &Exam, n: u64, seed: u64) -> ExamStress {
    let mut stats = ExamDrawStats::default();
    let mut collectors: Vec<Collector> = exam.entries.iter().map(|_| Collector::default()).collect();
    let mut exercises: Vec<StressReport> = exam
        .entries
        .iter()
        .map(|e| StressReport {
            id: e.exercise.id().to_string(),
            seed,
            varies: e.exercise.varies(),
            n,
            stats: DrawStats::default(),
            failures: Vec::new(),
            times: Vec::new(),
            ranges: Vec::new(),
            options: Vec::new(),
        })
        .collect();
    let mut failures = Vec::new();
    let mut times = Vec::with_capacity(usize::try_from(n).unwrap_or(0));
    let mut work = Vec::with_capacity(usize::try_from(n).unwrap_or(0));
    for k in 1..=n {
        let start = Instant::now();
        let before = crate::num::work_done();
        let drawn = exam.variant_counted(seed, k, &mut stats);
        work.push(crate::num::work_done().wrapping_sub(before));
        let solved = drawn
            .as_ref()
            .ok()
            .map(|v| v.exercises.iter().map(|(e, _)| e.solve_values()).collect::<Vec<_>>());
        times.push(start.elapsed());
        match (drawn, solved) {
            (Ok(_), Some(solved)) => {
                for (c, sol) in collectors.iter_mut().zip(&solved) {
                    c.add(sol);
                }
            }
            (Err(Error::Draw(f)), _) => {
                if let Some(r) = exercises.iter_mut().find(|r| r.id == f.id) {
                    r.failures.push(f.clone());
                }
                failures.push(f);
            }
            (Err(other), _) => failures.push(DrawFailure {
                id: other.to_string(),
                seed,
                number: k,
                stats: DrawStats::default(),
            }),
            (Ok(_), None) => {}
        }
    }
    for ((r, c), s) in exercises.iter_mut().zip(collectors).zip(&stats.exercises) {
        r.stats = s.clone();
        c.finish(r);
    }
    ExamStress {
        seed,
        n,
        data: exam.data.is_some().then_some(stats.data),
        exercises,
        failures,
        times,
        work,
    }
}
