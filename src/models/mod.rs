//! Pure maths over exact numbers. Models never see YAML, templates or output formats.

pub(crate) mod bayes;
pub(crate) mod decision_rules;
pub(crate) mod discriminant;
pub(crate) mod equivalence;
pub(crate) mod exact_linalg;
pub(crate) mod gaussian;
pub(crate) mod gradient_descent;
pub(crate) mod holdout;
pub(crate) mod least_squares;
pub(crate) mod logistic;
pub(crate) mod losses;
pub(crate) mod margin;
pub(crate) mod multiclass;
pub(crate) mod perceptron;
pub(crate) mod real_line;
pub(crate) mod softmax;
pub(crate) mod softmax_regression;
pub(crate) mod svm;
