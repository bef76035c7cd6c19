//! Pure maths over exact numbers. Models never see YAML, templates or output formats.

pub mod discriminant;
pub mod exact_linalg;
pub mod least_squares;
pub mod losses;
pub mod margin;
pub mod multiclass;
pub mod perceptron;
pub mod svm;
