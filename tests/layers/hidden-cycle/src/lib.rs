//! A fixture of tests/cli/layers.rs (not built): a module cycle below a test module.

mod alpha;
mod beta;
mod gamma;
