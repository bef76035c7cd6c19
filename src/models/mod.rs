//! Pure maths over exact numbers. Models never see YAML, templates or output formats.

pub mod discriminant;
pub mod perceptron;
