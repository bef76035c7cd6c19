//! A fixture of tests/cli/layers.rs: an out-of-line test module, not a source of `gamma`.

use crate::alpha;

#[test]
fn one() {
    assert_eq!(alpha::one(), 1);
}
