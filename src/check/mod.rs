//! Checking a student's answers file against a solution: reading the file, a verdict, a hint and
//! points per part ([`mod@grade`]). The comparison of one written answer with a computed value is
//! [`crate::compare`]'s (re-exported here under its old paths).

pub mod grade;

pub use grade::{Answers, Checker, PartReport, Report, Verdict, grade, read_answers};

pub use crate::compare::{Diff, Precision, compare, infinity};
