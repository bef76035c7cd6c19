//! A fixture of tests/cli/layers.rs: `beta` uses `alpha`, which uses `beta` below its tests.

pub fn two() -> u32 {
    crate::alpha::one() + 1
}
