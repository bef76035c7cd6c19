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

binary-perceptron-samples = **Training samples** (labels ±1):
binary-perceptron-initial-weights = Initial weights w = { $w }.
binary-perceptron-zero-weights = The weights start at zero.
binary-perceptron-rate = Learning rate η = { $rate }.
binary-perceptron-q-trace = Run the Perceptron for { $n ->
    [one] { $n } iteration
   *[other] { $n } iterations
}, processing the samples in order, and give the weights after each sample.
binary-perceptron-q-trace-converge = Run the Perceptron until it converges (at most { $max ->
    [one] { $max } iteration
   *[other] { $max } iterations
}), processing the samples in order, and give the weights after each sample.
binary-perceptron-q-final-weights = Give the final weight vector w.
binary-perceptron-q-iterations = How many iterations (passes over the samples) are performed?
# `w`: the formula of the dual form
binary-perceptron-q-dual = Give the dual variables α (how many times each sample caused an update) and check that { $w }.
binary-perceptron-figure = The half-planes of the final weights (class 1 where w·x̄ > 0, shaded), the boundary w·x̄ = 0 and the samples still misclassified (dashed rings, y·w·x̄ ≤ 0):
binary-perceptron-h-trace = Trace
binary-perceptron-h-final-weights = Final weights
binary-perceptron-h-iterations = Iterations
binary-perceptron-h-dual = Dual form
# `test` and `update`: formulas
binary-perceptron-trace-rule = A sample is misclassified when { $test }; then { $update }.
binary-perceptron-updates-per-iteration = Updates per iteration: { $errors }.
# `formula`: w = η·[…] = (…)
binary-perceptron-dual-matches = { $formula }, the weights found by the primal algorithm.
binary-perceptron-hint-boundary = a point on the boundary is misclassified too: update when y·wᵀx̄ ≤ 0, not only when < 0
binary-perceptron-hint-early = you stopped one pass early: training ends after a whole pass without updates, and that pass counts

## Kind decision-rules

# (decision-rules)

## Kind discriminants

# (discriminants)

## Kind equivalent-classifiers

# formulas: `c` the classifier, `w` the transformation, `g` its discriminants, `gc`, `test`
equivalent-classifiers-reference = **Reference classifier**, in homogeneous notation: { $w }, that is
equivalent-classifiers-options = Options:
equivalent-classifiers-q-equivalent = Which of the options defines a classifier equivalent to the one given?
equivalent-classifiers-q-not-equivalent = Which of the options does **not** define a classifier equivalent to the one given?
equivalent-classifiers-method = Two classifiers { $c } are equivalent when they decide the same class for every x. With linear discriminants, { $w } with one $a \gt 0$ and one vector $v$ for all classes gives { $g }: a strictly increasing function of { $gc } plus a term that does not depend on the class, so the argmax is the same. The v cancels in the differences, so the test is whether { $test } for every class, with the same $a \gt 0$.
equivalent-classifiers-h-equivalent = Equivalent
equivalent-classifiers-h-not-equivalent = Not equivalent
equivalent-classifiers-option-all = All the above weight vectors define equivalent classifiers.
equivalent-classifiers-option-none = None of the above weight vectors defines an equivalent classifier.
# one line of the solution per option; `text` is one of the verdicts below
equivalent-classifiers-option-line = Option { $letter }: { $text }.
# `option` and `reference`: the differences w′_c − w′₁ and w_c − w₁
equivalent-classifiers-against = { $option } against { $reference }
equivalent-classifiers-not-positive = { $diffs }: the differences are { $a } times the reference ones, and a must be positive
equivalent-classifiers-not-proportional = { $diffs }: the differences are not one multiple a·(w_c − w₁) of the reference ones
equivalent-classifiers-equivalent = { $diffs }: a = { $a } > 0, and v = w′₁ − a·w₁ = { $v }, so $w'_c$ = { $w } for every class ⇒ **equivalent**
equivalent-classifiers-differs = { $why } ⇒ **not equivalent**: at x = { $x }, { $reference }, but { $option }
equivalent-classifiers-same-decisions = { $why }; still, the two classifiers decide the same class wherever neither has a tie (a class that never wins may change freely) ⇒ **equivalent**
# the discriminants at a point and the class they decide
equivalent-classifiers-decide = { $g } = ({ $values }) → class { $class }
equivalent-classifiers-all-true = Option { $letter } says that all the weight sets above define equivalent classifiers: true.
equivalent-classifiers-all-false = Option { $letter } says that all the weight sets above define equivalent classifiers: false.
equivalent-classifiers-none-true = Option { $letter } says that none of the weight sets above defines an equivalent classifier: true.
equivalent-classifiers-none-false = Option { $letter } says that none of the weight sets above defines an equivalent classifier: false.
equivalent-classifiers-answer-one = option { $letter }
equivalent-classifiers-answer-many = options { $letters }
equivalent-classifiers-answer-none = none of the options
equivalent-classifiers-hint-negative = multiplying every w_c by a negative number reverses which class wins: the factor a must be positive
equivalent-classifiers-hint-offset = adding the same vector v to every w_c keeps the classifier: g′_c − g′_k = a·(g_c − g_k) for every pair

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

# (logistic-regression)

## Kind multiclass-scheme

# `f`, `xbar`: formulas
multiclass-scheme-one-vs-rest = **One-vs-rest** over the classes { $classes }: one binary linear classifier per class, { $f } with { $xbar }, trained with the class as positive and every other class as negative:
multiclass-scheme-all-pairs = **All-pairs** over the classes { $classes }: one binary linear classifier per pair of classes, { $f } with { $xbar }, positive for the first class of the pair:
# one line of the list of classifiers
multiclass-scheme-one-vs-rest-classifier = { $f }: { $c } vs the rest, w = { $w }
multiclass-scheme-pair-classifier = f[{ $pair }]: { $a } (f ≥ 0) vs { $b } (f < 0), w = { $w }
multiclass-scheme-points = Points: { $points }.
multiclass-scheme-q-predictions = Predict the class of each point.
multiclass-scheme-q-margins = Compute the functional margin of every classifier at each point.
multiclass-scheme-q-votes = Give the votes each class receives at each point.
multiclass-scheme-one-vs-rest-rule = One-vs-rest predicts the class with the largest functional margin, { $argmax } (seed 001); a tie goes to the first class in the order { $classes }.
multiclass-scheme-all-pairs-rule = Each pairwise classifier votes for its first class when f(x) ≥ 0 and for its second class otherwise; the prediction is the class with the most votes (seed 001: "the class winning the largest number of pairwise classifications"), a tie going to the first class in the order { $classes }.
multiclass-scheme-h-predictions = Predictions
multiclass-scheme-h-margins = Functional margins
multiclass-scheme-h-votes = Votes
# the columns of the table
multiclass-scheme-col-votes = votes { $c }
multiclass-scheme-col-prediction = prediction
multiclass-scheme-tie = { $class } (tie: the first class wins)
multiclass-scheme-hint-smallest = one-vs-rest predicts the class whose classifier gives the largest f_c(x), not the smallest
multiclass-scheme-hint-reversed = the classifier of a pair a-b votes for a when f(x) ≥ 0 and for b when f(x) < 0

## Kind perceptron-inverse

perceptron-inverse-before = Weights before the step: { $w }.
perceptron-inverse-after = Weights after the step: { $w }.
perceptron-inverse-rate-margin = Learning rate α = { $rate }, margin b = { $margin }.
perceptron-inverse-q-answer = Which of the following samples was processed in this step?
perceptron-inverse-method = Apply one Perceptron step to the weights before with each candidate; the right one gives exactly the weights after.
# the columns of the table of candidates (`option` heads its rows)
perceptron-inverse-col-option = option
perceptron-inverse-col-after = { $w } after
perceptron-inverse-col-fits = fits?
perceptron-inverse-yes = yes
perceptron-inverse-no = no
perceptron-inverse-no-unknown-class = no (unknown class)
perceptron-inverse-none-fits = None of the candidates reproduces the weights after the step.
perceptron-inverse-many-fit = { $n } of the candidates reproduce the weights after the step.

## Kind perceptron-step

perceptron-step-weights = Current weights: { $w }.
perceptron-step-sample = Sample to process: x = { $x }, class { $y }. Learning rate α = { $rate }, margin b = { $margin }.
perceptron-step-q-updated-weights = Give the weight vectors after processing the sample with one step of the Perceptron algorithm.
perceptron-step-q-modified = How many weight vectors are modified by this step?
# the formulas as in perceptron-trace-rule
perceptron-step-rule = One step: { $g } is computed once; each class $c \ne y$ with { $score } { $cmp } $g$ gets { $down }, and then, if any did, { $up }.
perceptron-step-h-updated-weights = Updated weights
perceptron-step-h-modified = Modified vectors
# no weight vector changed
perceptron-step-none = none

## Kind perceptron

perceptron-samples = **Training samples** (classes { $classes }):
perceptron-samples-homogeneous = **Training samples** (classes { $classes }; x already homogeneous):
perceptron-initial-weights = **Initial weights**, one column per class (w₀ is the bias):
perceptron-zero-weights = The weights of every class start at zero.
perceptron-rate-margin = Learning rate α = { $rate }, margin b = { $margin }.
# `rule` is the test written as a formula
perceptron-rate-margin-nonstrict = Learning rate α = { $rate }, margin b = { $margin }; class $c$ is updated when { $rule } (non-strict test).
perceptron-q-trace = Make an execution trace of { $n ->
    [one] { $n } iteration
   *[other] { $n } iterations
} of the Perceptron algorithm, processing the samples in order.
perceptron-q-trace-converge = Make an execution trace of the Perceptron algorithm until it converges (at most { $max ->
    [one] { $max } iteration
   *[other] { $max } iterations
}), processing the samples in order.
perceptron-q-final-weights = Give the weight vectors of every class at the end of training.
perceptron-q-iterations = How many iterations (passes over the samples) does training perform?
perceptron-q-errors = How many samples are misclassified in the last iteration?
perceptron-q-classify = Classify the test sample x = { $x } with a linear classifier using the weights obtained.
perceptron-q-classify-many = Classify the test samples x = { $x } with a linear classifier using the weights obtained.
perceptron-q-discriminants = Compute the value of every discriminant function at x = { $x } with the weights obtained.
perceptron-q-boundaries = Give the decision boundary between each pair of classes for the weights obtained.
perceptron-figure-regions = The decision regions of the final weights (shaded), the boundaries between them, the misclassified samples (dashed rings) and the test points (crosses):
perceptron-h-trace = Trace
perceptron-h-final-weights = Final weights
perceptron-h-iterations = Iterations
perceptron-h-errors = Misclassified samples
perceptron-h-classify = Classification
perceptron-h-discriminants = Discriminant values
perceptron-h-boundaries = Decision boundaries
# the formulas: `g` the true class's score, `score` a rival's, `cmp` the test (> or ≥), `down`
# and `up` the two updates
perceptron-trace-rule = For each sample, { $g } is computed once; every class $c \ne y$ with { $score } { $cmp } $g$ is updated ({ $down }), and then, if any was, { $up }. Only changed vectors are shown.
perceptron-errors-per-iteration = Misclassified samples per iteration: { $errors }.
perceptron-errors-last = **{ $n }** in the last iteration (per iteration: { $errors }).
perceptron-for-x = For x = { $x }, with { $xbar }:
perceptron-boundaries-intro = The boundary between classes $i$ and $j$ is where $g_i(x) = g_j(x)$:
perceptron-converged = Converged: no sample was misclassified in iteration { $n }.
perceptron-stopped = Stopped after { $n ->
    [one] { $n } iteration
   *[other] { $n } iterations
} as asked; { $errors ->
    [one] { $errors } sample was
   *[other] { $errors } samples were
} misclassified in the last one.
perceptron-not-converged = Did not converge in { $max ->
    [one] { $max } iteration
   *[other] { $max } iterations
} (`max_iterations`): every pass still had errors. The data may not be linearly separable (with this margin, if any).
perceptron-tie = Tie between classes { $classes }: the first in class order wins (any of them is accepted).
# `gi`, `gj`: the two discriminants; `k` their constant difference
perceptron-boundary-constant = { $gi } − { $gj } is the constant { $k }: class { $winner } always wins over the other
perceptron-boundary-everywhere = identical discriminants: they tie everywhere
perceptron-piece-nowhere = not part of the decision regions: another class wins all along it
perceptron-piece-point = touches the decision regions at a single point only
perceptron-piece-meet = the regions of the two classes meet at x = { $x }
perceptron-piece-line = a boundary of the decision regions along the whole line
# `range`: an inequality (x₂ ≥ 1, 0 ≤ x₁ ≤ 2)
perceptron-piece-where = a boundary of the decision regions where { $range }
perceptron-check-line = sample { $n } (class { $class }): g = ({ $g })
# Figure of the samples and decision regions in the plane (perceptron, binary-perceptron): titles
# and alt text. `colour` and `marker` are indices (the class's colour and marker shape).
perceptron-fig-samples-title = The training samples
perceptron-fig-regions-title = Decision regions and boundaries
perceptron-fig-regions-final-title = Decision regions and boundaries of the final weights
perceptron-fig-axes = x₁ from { $x0 } to { $x1 }, x₂ from { $y0 } to { $y1 }.
perceptron-fig-class = Class { $name }: { $colour ->
    [0] blue
    [1] vermilion
    [2] green
    [3] pink
    [4] orange
    [5] sky blue
   *[6] black
} { $marker ->
    [0] circles
    [1] squares
    [2] triangles
    [3] diamonds
    [4] downward triangles
   *[5] pluses
} at { $points }.
perceptron-fig-class-empty = Class { $name }: { $colour ->
    [0] blue
    [1] vermilion
    [2] green
    [3] pink
    [4] orange
    [5] sky blue
   *[6] black
} { $marker ->
    [0] circles
    [1] squares
    [2] triangles
    [3] diamonds
    [4] downward triangles
   *[5] pluses
}.
perceptron-fig-boundary = Boundary between class { $c } and class { $d }: { $eq }.
perceptron-fig-region = The region of class { $c } (shaded { $colour ->
    [0] blue
    [1] vermilion
    [2] green
    [3] pink
    [4] orange
    [5] sky blue
   *[6] black
}) is where its discriminant is the largest.
perceptron-fig-wrong = Misclassified (dashed ring): { $points }.
perceptron-fig-test = Test point { $p } (black cross) is in the region of class { $c }.
# Hints of `mlex check` for an answer a common mistake gives
perceptron-hint-margin = the margin seems to be left out: class c is updated when w_cᵀx̄ + b > w_yᵀx̄ with b = { $b }
perceptron-hint-strict = the test is strict: a class is updated only when w_cᵀx̄ + b > w_yᵀx̄, not on a tie
perceptron-hint-nonstrict = this exercise uses the non-strict test: a tie w_cᵀx̄ + b = w_yᵀx̄ also updates
perceptron-hint-no-true-update = you updated only the wrong class: when a class beats the true one, w_y must also get + αx̄
perceptron-hint-only-true-update = you updated only the true class: every class c that beats it must also get − αx̄
perceptron-hint-only-first-rival = every class that beats the true class is updated, not only the first one
perceptron-hint-recompute-g = g = w_yᵀx̄ is computed once per sample, before any update
perceptron-hint-early-converged = you stopped one pass early: training ends after a whole pass without errors, and that pass counts
perceptron-hint-early = you stopped one pass early
# a region's and the legend's label in the figure
perceptron-fig-class-label = class { $c }

## Kind softmax-regression

# (softmax-regression)

## Kind softmax

# (softmax)

## Kind surrogate-losses

# (surrogate-losses)

## Kind svm

# (svm)
