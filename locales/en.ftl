### mlex's English catalogue (Project Fluent, https://projectfluent.org/fluent/guide/).
### Every sentence a worksheet, key, exam or `mlex check` report shows is here, once; it.ftl has
### the same ids. Ids of a kind start with the kind's name. A formula with braces is an
### argument (`{ $rule }`), never written here: `{` starts a placeable in Fluent.
### docs/i18n.md says how to add a message.

## Shared: headings, the answer rule, options, notes on the source

heading-questions = Questions
heading-solution = Solution
heading-answers = Answers
answer-label = Answer:
option-label = Option:
note-on-source = Note on the source:
header-source = Source: { $source }
# `n` is the points as shown (`2`, `1.5`); a whole number selects the plural form
points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
exercise-title = Exercise { $id }
rule-exact = Answers: give exact values exactly, as fractions (13/20) or decimals (0.65); a value with more than { $d } decimals, such as 1/3, may also be given rounded to { $d } decimals ({ $third }).
rule-rounded = Give rounded values (exp, ln, √) with { $d } decimals.
circle-one = Circle one:
circle-option = Circle the option:
answer-with-letter = Answer with the option's letter (in an answers file, its number: A = 1, B = 2, …).
interval-below = below { $b }
interval-between = from { $a } to below { $b }
interval-above = { $a } or more
erratum = The source gives `{ $stated }`; the exact answer is `{ $computed }`{ $why }.
source-rounds = The source rounds this: it gives `{ $stated }`; the value is `{ $computed }`.
variant-footer = Variant { $number } of seed { $seed } (`--seed { $seed } --variant { $number }` draws it again).

## Pages

worksheet = Worksheet
worksheet-with-solutions = Worksheet with solutions
# the <title> of a page of several exercises
worksheet-many = { $sheet } ({ $count } exercises: { $titles })
running-variant = seed { $seed }, variant { $number }
page-number = page

## Exams

exam-key = key
exam-student = Student: **{ $name }** (ID { $student })
exam-field-name = Name
exam-field-id = ID
exam-summary = { $questions ->
    [one] { $questions } question
   *[other] { $questions } questions
}, { $total ->
    [one] { $total } point
   *[other] { $total } points
}. Exam variant { $variant } of seed { $seed }.
exam-question = Question { $n } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})

## Check reports (mlex check)

# (lead)

## Figures

# (figures)

## Kind bayes-error

# (bayes-error)

## Kind binary-perceptron

# (binary-perceptron)

## Kind decision-rules

# (decision-rules)

## Kind discriminants

# (discriminants)

## Kind equivalent-classifiers

# (equivalent-classifiers)

## Kind gaussian-boundary

# (gaussian-boundary)

## Kind geometric-margin

# (geometric-margin)

## Kind gradient-descent

# (gradient-descent)

## Kind holdout

# (holdout)

## Kind least-squares

# (least-squares)

## Kind logistic-regression

logistic-regression-samples = **Training samples** (labels { $labels }{ $homogeneous ->
        [true] ; x already homogeneous
       *[other] {""}
    }):
logistic-regression-model = Initial weights w = { $w }. { $p } with { $sigma } and { $bias ->
        [true] x̄ = (1, x)
       *[other] x̄ = x as given: there is no bias weight, w = (w₁, …, w_D)
    }.
logistic-regression-training = Loss per sample { $loss }; objective { $objective }. Training: { $method }, η = { $rate }, { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }.
logistic-regression-method-sgd = stochastic gradient descent (one sample per step)
logistic-regression-method-ogd = online gradient descent with { $etat } and projection on the ball of radius U = { $u }
logistic-regression-method-batch = batch gradient descent
logistic-regression-method-newton = Newton–Raphson (IRLS)
logistic-regression-objective-reg = { $objective } with λ = { $l } and ω = { $omega }
logistic-regression-q-probabilities = Compute { $p } for every sample at the initial weights.
logistic-regression-q-loss = Compute the loss at the initial weights.
logistic-regression-q-gradient = Compute the gradient of the loss at the initial weights.
logistic-regression-q-hessian = Compute the Hessian of the loss at the initial weights.
logistic-regression-q-trace = Make { $steps } training { $steps ->
        [one] step
       *[other] steps
    } and give the weights after each.
logistic-regression-q-final-weights = Give the weights after training.
logistic-regression-q-parameters = How many parameters does logistic regression estimate with these features, and how many would a generative model with Gaussian class densities (one covariance matrix per class)?
logistic-regression-h-probabilities = Probabilities
logistic-regression-h-loss = Loss
logistic-regression-h-gradient = Gradient
logistic-regression-h-hessian = Hessian
logistic-regression-h-trace = Training steps
logistic-regression-h-final-weights = Final weights
logistic-regression-h-parameters = Number of parameters
logistic-regression-sigma-stable = σ is computed as { $a } for $z \ge 0$ and { $b } for $z \lt 0$, so no exponential overflows.
logistic-regression-loss-stable = Each term is computed as { $f }, finite for any logit.
logistic-regression-sample-line = sample { $n }: { $work }
logistic-regression-loss-line = sample { $n } (y = { $y }, { $wx } = { $z }): { $work }
logistic-regression-hessian-reg = { $term } (Ĩ: the identity without its (0, 0) entry)
logistic-regression-parameters-bias = logistic regression: the coefficients $w_0, \ldots, w_d$, d + 1 = **{ $n }**
logistic-regression-parameters-no-bias = logistic regression without a bias: the coefficients $w_1, \ldots, w_d$, d = **{ $n }**
logistic-regression-parameters-generative = a generative model with Gaussian classes (two classes, a covariance each): 2d = { $means } means, 2·d(d + 1)/2 = { $covariances } covariances and 1 prior: d(d + 3) + 1 = **{ $n }**
logistic-regression-projected = { $norm } > U: projected
logistic-regression-rule-reg = , then the ℓ₂ term: w ← w − η·2·{ $l }·{ $omega }
logistic-regression-rule-ln2-kept = (the gradient of the loss in base 2 keeps its factor 1/ln 2, so the step size is $\eta_t/\ln 2$, not $\eta_t$ as in seed 002)
logistic-regression-rule-ln2-absorbed = (the factor 1/ln 2 of the loss in base 2 is absorbed in η, as in seed 002)
logistic-regression-rule-sgd = SGD with labels { $labels }, one sample per step in order: { $update } with η = { $eta }{ $reg }{ $base2 }.
logistic-regression-rule-ogd = Online gradient descent, one sample per step in order: { $update } with { $etat }, η = { $eta }{ $reg }{ $base2 }; then, if ‖w′‖ > U = { $u }, w = U·w′/‖w′‖ (projection on the ball).
logistic-regression-rule-batch = Batch gradient descent on all samples: w ← w − η∇L(w), ∇L(w) = { $grad }, η = { $eta } (the seed's gradient ascent on l = −L is the same step).
logistic-regression-rule-newton = Newton–Raphson: w ← w − H⁻¹∇L(w), with ∇L(w) = { $g } and H = { $h }, { $r }.
logistic-regression-halt-singular = Stopped at step { $n }: the Hessian is singular (the samples do not determine every weight, or σ(1 − σ) vanished), so the Newton step is not defined.
logistic-regression-halt-overflow = Stopped at step { $n }: a value could not be computed.
logistic-regression-irls = IRLS view of the first step: with weights { $r } and targets { $z } = { $targets }, the weighted least-squares solution { $solution } = { $w } is the same vector.

## Kind multiclass-scheme

# (multiclass-scheme)

## Kind perceptron-inverse

# (perceptron-inverse)

## Kind perceptron-step

# (perceptron-step)

## Kind perceptron

# (perceptron)

## Kind softmax-regression

# (softmax-regression)

## Kind softmax

# (softmax)

## Kind surrogate-losses

# (surrogate-losses)

## Kind svm

# (svm)
