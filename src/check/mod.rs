//! Checking a student's answers file against a solution: reading the file, a verdict, a hint and
//! points per part ([`Checker`], [`Report`]). The comparison of one written answer with a computed
//! value is the crate's `compare` module's.

mod expr;
pub(crate) mod grade;
pub(crate) mod place;

pub use grade::{Checker, PartReport, Report, Verdict};
#[cfg(test)]
pub(crate) use grade::{grade, read_answers};

pub use crate::compare::infinity;
