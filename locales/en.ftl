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
choice-option = The value is { $value }: option { $letter }.
choice-interval = The value is { $value }: interval { $letter }.
choice-none = The value is { $value }, which is none of the options.
choice-not-a-number = The value is { $value }, not a number.
choice-near-misses = { $n ->
    [one] One wrong option is a near miss: the mistake models give fewer distinct values than options.
   *[other] { $n } wrong options are near misses: the mistake models give fewer distinct values than options.
}
choice-near-miss-feedback = a near miss: no common mistake gives this value; recompute step by step
interval-any = any value
interval-below = below { $b }
interval-between = from { $a } to below { $b }
interval-above = { $a } or more
erratum = The source gives `{ $stated }`; the exact answer is `{ $computed }`{ $why }.
source-rounds = The source rounds this: it gives `{ $stated }`; the value is `{ $computed }`.
variant-footer = Variant { $number } of seed { $seed } (`--seed { $seed } --variant { $number }` draws it again).

# a list of points in a question, "(0, 0), (1, 1) and (2, 2)" (src/render/mod.rs; h18-kinds-b)
list-and = { $init } and { $last }

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

step-label = step { $n }
step-label-sample = iteration { $iteration }, sample { $sample }
step-label-one-sample = sample { $n }
step-label-all-samples = all samples
step-label-newton = a Newton–Raphson step
step-label-from = { $to } from { $from }
check-rule-label = rule
check-answer-label = answer
check-score-label = score
check-rule = exact values must be exact (13/20, 0.65 and 0.650 are the same); a value with more than { $d } decimals may be given rounded to { $d } (1/3 as { $third }); rounded values are right when they agree to { $d } decimals; on a tie any tied class is right
check-right = right
check-partial = partly right
check-consistent = consistent
check-wrong = wrong
check-missing = missing
check-entry = entry { $n }
check-value-wrong = the value is wrong
check-not-there = { $place } should not be there
check-entry-missing = { $place } is missing
check-entry-wrong = { $place } is wrong
check-count = { $place }: { $given } entries where { $expected } entries are expected
check-more = … and { $n } more
check-entries-right = { $right } of { $total } entries right
check-all-wrong = all { $total } entries are wrong
check-trace-not-list = a trace is a list of states, one per step
check-should-initial = from the initial state it should be { $value }
check-should-after = from your state after step { $k } it should be { $value }
check-cannot-initial = it cannot be recomputed from the initial state
check-unreadable-state = your state after step { $k } cannot be read (it does not have the shape of a state)
check-undefined-step = it cannot be recomputed from your state after step { $k } (the step is undefined there)
check-first-wrong-step = step { $step } ({ $label }) is the first that differs: { $which }; { $should }
check-steps-missing = { $given } steps given, { $n } expected: steps { $from }–{ $n } are missing
check-steps-extra = { $given } steps given, { $n } expected: the last { $extra } are extra
check-carried-steps = { $count ->
    [one] step
   *[other] steps
} right from your own earlier state (error carried forward): { $steps }
check-wrong-steps = wrong steps: { $steps }
check-steps-right = { $right } of { $n } steps right
check-in-all = { $n } in all
check-and = { $init } and { $last }
check-consistent-with = consistent with your { $count ->
    [one] answer
   *[other] answers
} to { $names } (error carried forward)

exam-report-student = student { $student }
exam-report-variant = variant { $n }
exam-report-question = Question { $n }: { $earned } / { $points } points
exam-report-score = exam score: { $earned } / { $total }

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

gradient-descent-problem = L(θ) = { $function }, so L′(θ) = { $derivative }. Start at θ₀ = { $theta0 } with learning rate η = { $rate }; { $stop }.
gradient-descent-stop-steps = make { $n } { $n ->
        [one] step
       *[other] steps
    }
gradient-descent-stop-tolerance = tolerance { $tol } (at most { $max } steps)
gradient-descent-q-trace = Apply gradient descent θ ← θ + δ with δ = −η L′(θ), writing θ, δ and L(θ) after each step{ $tolerance ->
        [true] , until |δ| ≤ tolerance
       *[other] {""}
    }.
gradient-descent-q-final-theta = Give θ after the last step.
gradient-descent-q-iterations = How many steps are made?
gradient-descent-h-trace = Trace
gradient-descent-h-final-theta = Final θ
gradient-descent-h-iterations = Steps
gradient-descent-table-above = The table above: one row (θ, δ, L(θ)) per step.
gradient-descent-intro-tolerance = The seed's loop: δ = −η L′(θ), θ ← θ + δ, print θ, δ, L(θ); it ends when |δ| ≤ tolerance (the first row shows θ₀, with δ = −∞ as the seed starts its loop).
gradient-descent-intro-steps = Each step: δ = −η L′(θ), θ ← θ + δ; the row shows θ, δ and L(θ) after the step (the first row is θ₀).
gradient-descent-short = ≈ marks exact values shown rounded to { $d } decimals; the answers keep them exact.
gradient-descent-rounded-from = From step { $k } on the exact fractions would have more than { $digits } digits: the values are rounded to 77 significant digits.
gradient-descent-end-converged = Stopped after { $n } { $n ->
        [one] step
       *[other] steps
    }: |δ| = { $delta } ≤ { $tol } (the step is made, then the loop ends).
gradient-descent-end-cap = Did not reach |δ| ≤ { $tol } in { $max } steps (`max_steps`).
gradient-descent-end-diverged = The iterates diverge: |θ| exceeded { $bound } after { $n } { $n ->
        [one] step
       *[other] steps
    } (η is too large for this function).
gradient-descent-end-overflow = Stopped after { $n } { $n ->
        [one] step
       *[other] steps
    }: a value could not be computed.
gradient-descent-end-steps = { $n } { $n ->
        [one] step
       *[other] steps
    }, as asked.

## Kind holdout

# (holdout)

## Kind least-squares

least-squares-samples = **Samples** (real-valued targets y{ $weighted ->
        [true] , each weighted by ψ
       *[other] {""}
    }):
least-squares-q-normal-equations = Write the normal equations { $normal }{ $weighted ->
        [true] , { $diag }
       *[other] {""}
    }.
least-squares-q-weights = Find the weights w = (w₀, w₁, …) that minimise the squared error { $e }.
least-squares-q-left-inverse = Compute the left inverse { $inverse }.
least-squares-q-predictions = Give the prediction { $f } of each sample.
least-squares-q-residuals = Give the residual $y_i - f(x_i)$ of each sample.
least-squares-q-sse = Compute the squared error { $e } of the fit.
least-squares-q-error = Compute the error { $half } at w = { $at }.
least-squares-q-gradient = Compute the gradient { $g } of { $half } at w = { $at }.
least-squares-q-predict = Predict the target of x = { $x }.
least-squares-h-normal-equations = Normal equations
least-squares-h-weights = Weights
least-squares-h-left-inverse = Left inverse
least-squares-h-predictions = Predictions
least-squares-h-residuals = Residuals
least-squares-h-sse = Squared error
least-squares-h-error = Error at given weights
least-squares-h-gradient = Gradient
least-squares-h-predict = Prediction at new points
least-squares-system = With x̄ = (1, x), the system X̄w = y has one equation per sample{ $weighted ->
        [true] , weighted by ψ
       *[other] {""}
    }:
least-squares-normal-intro = It is overdetermined in general; the least-squares w sets the gradient of { $e } to zero, { $grad }, that is the **normal equations** { $normal }{ $weighted ->
        [true] {" "}with { $diag }
       *[other] {""}
    }:
least-squares-normal-blocks = { $xtx } is the table's left block and { $xty } its last column (above).
least-squares-invertible = { $xtx } is invertible (rank { $rank }), with
least-squares-so = so **{ $text }** = { $solution }.
least-squares-singular = { $xtx } is **singular**: its rank is { $rank }, less than the { $size } weights, because the features are linearly dependent on these { $samples } samples:
least-squares-min-norm = The left inverse does not exist and the normal equations have infinitely many solutions, all with the same error: { $family }. The answer is the one of **minimum norm**, { $w } with the pseudo-inverse { $pinv }: **{ $text }**. (The seed's advice, "just remove the redundant features", gives the same predictions.)
least-squares-left-singular-weighted = { $xtx } is singular, so the left inverse does not exist; this is { $m }, with the pseudo-inverse { $pinv }, which gives the minimum-norm solution.
least-squares-left-singular = { $xtx } is singular, so the left inverse does not exist; this is the pseudo-inverse { $pinv }, which gives the minimum-norm solution.
least-squares-residuals-above = The residuals $y_i - f(x_i)$ computed above: **{ $answer }**.
least-squares-sse-mean = **{ $text }** (the mean squared error is E/N = { $mean }).
least-squares-error-at = At w = { $at } the residuals { $r } are { $residuals }; { $half } = **{ $text }** (the seed's error of gradient descent; Σ without the ½ is twice this).
least-squares-gradient-at = At w = { $at } the errors { $e } are { $errors }; the gradient of { $half } has { $d }, so **{ $text }** (the gradient of Σ without the ½ is twice this).
least-squares-dependency = { $feature } = { $combination } on every sample (column { $column } of X̄ is a combination of the earlier columns)
least-squares-family = { $w } for any { $t }
least-squares-prediction-line = { $f }; residual { $r }
least-squares-singular-note = { $m } is singular (rank { $rank } < { $size }): the least-squares weights are not unique; the answer is the one of minimum norm.

## Kind logistic-regression

# shared by logistic-regression, softmax and softmax-regression (src/kinds/probabilistic.rs, src/num/real.rs)
probabilistic-rounding = Values written with { $d } decimals come from exp/ln and are rounded (computed with 77 significant digits); the others are exact.
probabilistic-failed-overflow = Not computable: a value has more than 227000 digits (e^x for x ≥ 524288).
probabilistic-failed-domain = Not computable: a logarithm or square root is not defined here.
probabilistic-tie = (a tie between classes { $classes }: the first in class order is taken; any of them is accepted)
probabilistic-rows-not-shown = ({ $n } rows not shown)
probabilistic-unproven = The steps were computed with { $bits }-bit ball arithmetic, the most mlex uses, and the error bounds of some values grew wider than the digits asked for: those values show only the digits that are known (in scientific notation, or `not computable`).
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

softmax-regression-samples = **Training samples** (classes { $classes }{ $homogeneous ->
        [true] ; x already homogeneous
       *[other] {""}
    }):
softmax-regression-weights = **Weights** W, one column per class (w₀ is the bias); the logits are { $a } with { $xbar }:
softmax-regression-stop-steps = { $n ->
        [one] one step
       *[other] { $n } steps
    }
softmax-regression-stop-tolerance = step until every entry of η·∂NLL/∂W is at most { $tol } in absolute value (at most { $max } steps)
softmax-regression-q-logits = Compute the vector of logits { $f } of every training sample.
softmax-regression-q-probabilities = Apply the softmax function to the logits of every training sample, $\mu_n = S(a_n)$.
softmax-regression-q-predictions = Classify every training sample (in case of a tie, choose any of the tied classes).
softmax-regression-q-log-likelihood = Compute the log-likelihood LL(W) of the training samples.
softmax-regression-q-nll = Compute the negative log-likelihood { $f }.
softmax-regression-q-gradient = Compute the gradient of the NLL at W, { $f }.
softmax-regression-q-last-weights = Give W after the last step.
softmax-regression-q-updated-weights = Update W by gradient descent, { $rule }, with η = { $rate }: { $stop }.
softmax-regression-q-trace = Apply gradient descent, { $rule }, with η = { $rate } ({ $stop }), and write W after each step.
softmax-regression-q-iterations = How many gradient-descent steps are made?
softmax-regression-q-posterior = Compute the probabilities of all classes, { $f }, at x = { $x }.
softmax-regression-q-probability = Compute the probability that x = { $x } belongs to class { $class }.
softmax-regression-h-logits = Logits
softmax-regression-h-probabilities = Softmax
softmax-regression-h-predictions = Classification
softmax-regression-h-log-likelihood = Log-likelihood
softmax-regression-h-nll = Negative log-likelihood
softmax-regression-h-gradient = Gradient of the NLL
softmax-regression-h-updated-weights = Gradient descent
softmax-regression-h-trace = Weights after each step
softmax-regression-h-iterations = Steps
softmax-regression-h-posterior = Class probabilities
softmax-regression-h-probability = Probability of class { $class }
softmax-regression-stable = The softmax is computed as S(a) = S(a − max a), so no exponential overflows.
softmax-regression-increasing = The softmax is increasing in each logit: the most probable class is the one with the largest logit.
softmax-regression-one-hot = With $y_n$ the one-hot encoding of the class of sample n:
softmax-regression-gradient-table = { $formula }, one column per class:
softmax-regression-entry-by-entry = W ← W − η ∂NLL/∂W, entry by entry:
softmax-regression-steps-table = Each row is one step W ← W − η ∂NLL/∂W (weights after the step):
softmax-regression-final-weights = Final weights:
softmax-regression-after-trace = The weights after the last step of the trace:
softmax-regression-end-converged = Stopped after { $n } { $n ->
        [one] step
       *[other] steps
    }: every entry of η·∂NLL/∂W in the last step is at most { $tol } in absolute value (the step is applied, then the loop stops).
softmax-regression-end-cap = Did not reach the tolerance { $tol } in { $max } steps (`max_steps`).
softmax-regression-end-steps = { $n } gradient-descent { $n ->
        [one] step
       *[other] steps
    } with η = { $rate }.

## Kind softmax

softmax-logits = **Logits**{ $vectors ->
        [one] {""}
       *[other] {" "}(one vector per case)
    }, classes { $classes }:
softmax-theta = Parameters of the categorical distribution: θ = { $theta }.
softmax-observed = Observed class: y = { $y }.
softmax-q-probabilities = Apply the softmax function to the logits: { $s }.
softmax-q-logsumexp = Compute { $lse } and check that { $bounds }.
softmax-q-prediction = Which class has the largest probability?
softmax-q-probability = Compute the probability of class { $class }, { $p }.
softmax-q-one-hot = Write the one-hot encoding of y.
softmax-q-categorical = Compute { $cat }.
softmax-q-categorical-of-logits = Compute { $cat } with $\theta = S(a)$.
softmax-q-log-probability = Compute the log-probability { $f } (natural logarithm).
softmax-q-log-probability-of-logits = Compute the log-probability { $f } with $\theta = S(a)$ (natural logarithm).
softmax-q-log-loss = Compute the log-loss { $f } of $y$ (natural logarithm).
softmax-q-log-loss-of-logits = Compute the log-loss { $f } of $y$ with $\theta = S(a)$ (natural logarithm).
softmax-h-probabilities = Softmax
softmax-h-logsumexp = Log-sum-exp
softmax-h-prediction = Most probable class
softmax-h-probability = Probability of class { $class }
softmax-h-one-hot = One-hot encoding
softmax-h-categorical = Categorical distribution
softmax-h-log-probability = Log-probability
softmax-h-log-loss = Log-loss
softmax-stable = The largest logit is subtracted before exponentiating ($S(a) = S(a - \max a)$), so no exponential overflows.
softmax-logsumexp-form = The log-sum-exp form (seed 000 calls it { $f }):
softmax-increasing = The softmax is increasing in each logit, so the most probable class is the one with the largest logit.
softmax-categorical-convention = With y in one-hot form only the factor of the observed class is not a power 0; by convention 0⁰ = 1.
softmax-log-convention = With y in one-hot form only the term of the observed class remains; by convention 0·log 0 = 0 (the log of 0⁰ = 1), and log 0 = −∞.
softmax-ratio-words = exp of the logit of class { $class } over { $sum }
softmax-zero-log-note = (0·log 0 = 0, the log of 0⁰ = 1)
softmax-log-theta-of-class = { $sign }log θ of class { $class }
softmax-argmax-line = { $argmax } = class **{ $class }**{ $tie }
softmax-one-class = With one class the softmax is S(a) = (1) whatever the logit: its probability is 1, its log-probability and log-loss are 0, and the prediction is that class.

## Kind surrogate-losses

surrogate-losses-intro = For a classifier sgn(g(x)) and a label y ∈ { $labels }, the margin is z = y·g(x); a surrogate is a convex loss ℓ(z) ≥ { $indicator }. The losses considered:
surrogate-losses-margins = Margins: z = { $z }.
surrogate-losses-conditional = Conditional probabilities: η = P(Y = +1 | x) = { $eta }.
surrogate-losses-q-values = Compute each loss at each margin z.
surrogate-losses-q-consistent = Which losses are consistent, that is, the sign of the minimiser of E[ℓ(Yŷ) | x] is the Bayes decision for every x?
surrogate-losses-q-minimizer = For η = { $eta }, find the ŷ that minimises the conditional risk η ℓ(ŷ) + (1 − η) ℓ(−ŷ), for each loss, and compare its sign with the Bayes decision.
surrogate-losses-q-min-risk = For η = { $eta }, what is the minimal conditional risk of each loss?
surrogate-losses-q-bayes-sign = What is the Bayes decision for η = { $eta }?
surrogate-losses-h-values = Values
surrogate-losses-h-consistent = Consistency
surrogate-losses-h-minimizer = Risk minimisers
surrogate-losses-h-min-risk = Minimal risks
surrogate-losses-h-bayes-sign = Bayes decision
surrogate-losses-rounded = Values marked ≈ go through exp or ln and are rounded to { $d } decimals; the others are exact.
surrogate-losses-theorem = Theorem 1 (seed 002): a surrogate ℓ that is convex, differentiable at 0 and has ℓ'(0) < 0 is consistent.
surrogate-losses-min-risk-above = The last column of the tables above: **{ $answer }**.
surrogate-losses-risk = R(ŷ) = η ℓ(ŷ) + (1 − η) ℓ(−ŷ) is the expected loss of predicting ŷ at an x with P(Y = +1 | x) = η; a loss is consistent when sign(ŷ*) is the Bayes decision for every η (seed 002, (1)).
surrogate-losses-risk-at = **η = { $eta }** — the Bayes decision is { $bayes }.
surrogate-losses-bayes-rule = The Bayes classifier predicts +1 where η > ½ and −1 where η < ½ (either at η = ½): **{ $answer }**.
surrogate-losses-bayes-either = either (η = ½)
surrogate-losses-every-in = every ŷ in { $interval }
surrogate-losses-not-attained = not attained: the risk decreases as ŷ → { $to }
surrogate-losses-col-loss = loss
surrogate-losses-col-minimizer = minimiser ŷ*
surrogate-losses-col-sign = sign(ŷ*) vs Bayes
surrogate-losses-col-min-risk = minimal risk
surrogate-losses-col-convex = convex
surrogate-losses-col-consistent = consistent
surrogate-losses-either-sign = η = ½: either sign is Bayes-optimal
surrogate-losses-not-all = not all { $sign } ✗ (ŷ = 0 is a minimiser)
surrogate-losses-no-derivative = does not exist
surrogate-losses-not-surrogate = not a surrogate: it is the loss the surrogates bound
surrogate-losses-perceptron-inconsistent = no: not differentiable at 0, and its risk minimiser is ŷ = 0, which has no sign
surrogate-losses-consistent-theorem = yes, by Theorem 1
surrogate-losses-yes = yes
surrogate-losses-no = no
surrogate-losses-how-zero-one = { $r } is 1 − η for ŷ > 0, η for ŷ < 0 and 1 at ŷ = 0; minimal risk min(η, 1 − η)
surrogate-losses-how-hinge = R(ŷ) = η[1 − ŷ]₊ + (1 − η)[1 + ŷ]₊ does not increase when ŷ is truncated to [−1, 1], where it is 1 + (1 − 2η)ŷ: minimal at −1 when η < ½, at +1 when η > ½, anywhere in [−1, 1] when η = ½ (seed 002); minimal risk 2·min(η, 1 − η)
surrogate-losses-how-logistic = R'(ŷ) = −η σ(−ŷ) + (1 − η) σ(ŷ) (divided by ln 2 for log₂) vanishes where σ(ŷ) = η, at ŷ = ln(η/(1 − η)); minimal risk −η ln η − (1 − η) ln(1 − η), in bits for log₂
surrogate-losses-how-exponential = { $r }; { $d } where { $e }, at ŷ = ½ ln(η/(1 − η)); minimal risk 2√(η(1 − η))
surrogate-losses-how-square = R(ŷ) = η(1 − ŷ)² + (1 − η)(1 + ŷ)²; R'(ŷ) = −2η(1 − ŷ) + 2(1 − η)(1 + ŷ) = 0 at ŷ = 2η − 1; minimal risk 4η(1 − η)
surrogate-losses-how-squared-hinge = on [−1, 1] R(ŷ) is the square loss's, minimal at ŷ = 2η − 1; outside, one term vanishes and the other grows (for η ∈ { $set } the risk is 0 on a whole half-line); minimal risk 4η(1 − η)
surrogate-losses-how-perceptron = R(ŷ) = η[−ŷ]₊ + (1 − η)[ŷ]₊ is 0 at ŷ = 0 and, for 0 < η < 1, positive everywhere else; minimal risk 0

## Kind svm

# (svm)
