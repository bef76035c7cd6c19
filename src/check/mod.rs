//! Checking a student's answers file against a solution: reading the file, a verdict, a hint and
//! points per part ([`Checker`], [`Report`]). The comparison of one written answer with a computed
//! value is the crate's `compare` module's ([`compare()`], re-exported here).

mod expr;
pub(crate) mod grade;

pub use grade::{Answers, Checker, PartReport, Report, UnreadableAt, Verdict, grade, read_answers};

pub use crate::compare::{Diff, Precision, Shape, Unreadable, compare, infinity};
