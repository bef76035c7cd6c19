//! Every cap of the Limits table of docs/spec-format.md, by one name (tests/cli/limits.rs checks
//! the table against these constants). The caps themselves live where they are enforced.

pub use crate::diag::MAX_DIAGNOSTICS;
pub use crate::exam::{MAX_EXAM_DRAW_WORK, MAX_STUDENTS};
pub use crate::figure::plot::{MOST_END as MAX_CURVE_PLOT_END, MOST_END_DIGITS as MAX_CURVE_PLOT_END_DIGITS};
pub use crate::input::{ANSWERS_CAP, RESPONSES_CAP, SPEC_CAP};
pub use crate::kinds::probabilistic::{
    MAX_HESSIAN as MAX_RUN_HESSIAN, MAX_KEPT as MAX_RUN_WEIGHTS, MAX_RUN_STEPS, MAX_WORK as MAX_RUN_EVALUATIONS,
};
pub use crate::load::MAX_EXERCISES;
pub use crate::models::gradient_descent::MAX_EXACT_DIGITS;
pub use crate::num::{MAX_DECIMAL_DIGITS, MAX_EXPONENT};
pub use crate::part::MAX_AUTO_CHOICES;
pub use crate::practice::{
    BOX_CAP as MAX_PRACTICE_BOX, MAX_VARIANTS as MAX_PRACTICE_VARIANTS, WASM_CAP as PRACTICE_WASM_CAP,
};
pub use crate::spec::loader::{MAX_CLASSES, MAX_ENTRIES, MAX_LABEL, MAX_POINTS, MAX_VECTOR};
pub use crate::spec::yaml::{MAX_DEPTH, MAX_NODES, MAX_TEXT};
pub use crate::variant::expr::{MAX_EXPR_DEPTH, MAX_EXPR_LEN, MAX_VALUE_DEPTH, MAX_VALUE_ENTRIES};
pub use crate::variant::{MAX_ATTEMPTS, MAX_DRAW_WORK, MAX_DRAWN_TEXT, MAX_DRAWN_VALUES};
