//! Pure maths over exact numbers. Models never see YAML, templates or output formats.

pub mod discriminant;
pub mod gradient_descent;
pub mod logistic;
pub mod perceptron;
pub mod softmax;
pub mod softmax_regression;
