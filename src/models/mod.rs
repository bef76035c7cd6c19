//! Pure maths over exact numbers. Models never see YAML, templates or output formats.

pub mod bayes;
pub mod decision_rules;
pub mod discriminant;
pub mod equivalence;
pub mod exact_linalg;
pub mod gaussian;
pub mod gradient_descent;
pub mod holdout;
pub mod least_squares;
pub mod logistic;
pub mod losses;
pub mod margin;
pub mod multiclass;
pub mod perceptron;
pub mod real_line;
pub mod softmax;
pub mod softmax_regression;
pub mod svm;
