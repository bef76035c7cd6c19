//! A fixture of tests/cli/layers.rs: a use of `beta` that stands below a test module.

pub fn one() -> u32 {
    crate::gamma::zero() + 1
}

#[cfg(test)]
mod tests {
    #[test]
    fn one() {
        assert_eq!(super::one(), 1);
    }
}

pub fn three() -> u32 {
    crate::beta::two() + 1
}
