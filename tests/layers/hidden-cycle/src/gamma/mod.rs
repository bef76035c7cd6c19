//! A fixture of tests/cli/layers.rs: only `gamma`'s tests use `alpha` (no edge).

pub fn zero() -> u32 {
    0
}

#[cfg(test)]
mod tests;
