//! Pure maths over exact numbers. Models never see YAML, templates or output formats.

pub mod bayes;
pub mod discriminant;
pub mod equivalence;
pub mod gaussian;
pub mod holdout;
pub mod perceptron;
pub mod real_line;
