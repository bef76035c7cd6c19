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

exam-book-exams = exams
exam-book-keys = keys
exam-report-student = student { $student }
exam-report-variant = variant { $n }
exam-report-question = Question { $n }: { $earned } / { $points } points
exam-report-score = exam score: { $earned } / { $total }

## Figures

# (figures)

# curves of one variable (figure::plot): colours, dash patterns and markers in words
figure-colour-blue = blue
figure-colour-vermilion = vermilion
figure-colour-green = green
figure-colour-pink = pink
figure-colour-orange = orange
figure-colour-sky-blue = sky blue
figure-colour-black = black
figure-dash-solid = solid
figure-dash-dashed = dashed
figure-dash-dotted = dotted
figure-dash-dash-dotted = dash-dotted
figure-dash-short-dashed = short-dashed
figure-dash-dash-dot-dotted = dash-dot-dotted
figure-markers-circle = circles
figure-markers-square = squares
figure-markers-triangle = triangles
figure-markers-diamond = diamonds
figure-markers-downward-triangle = downward triangles
figure-markers-plus = pluses
figure-markers-cross = crosses
figure-loss-curve-title = Loss after each step
figure-loss-curve-desc = The loss L(w) after each of { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} (blue line), from the initial weights: { $values }.
figure-loss-curve-step = step t
figure-sigmoid-title = The sigmoid of the final weights with the samples
figure-sigmoid-desc = σ(w·x̄) of the final weights (blue curve) for x from { $x0 } to { $x1 }; it is ½ at x ≈ { $boundary } (black vertical line), the boundary. Samples of the positive class (green triangles at 1): { $ones }; of the negative class (vermilion squares at 0): { $zeros }.
figure-sigmoid-flat = σ(w·x̄) of the final weights (blue curve) for x from { $x0 } to { $x1 }; it does not depend on x. Samples of the positive class (green triangles at 1): { $ones }; of the negative class (vermilion squares at 0): { $zeros }.
figure-sigmoid-label = label { $y }

## Practice page (mlex practice)

practice-title = Practice: { $title }
practice-loading = Loading the checker…
practice-ready = The checker is ready: type your answers and press Check. Nothing leaves this page.
practice-failed = The checker could not start in this browser (it needs WebAssembly and DecompressionStream). The worked solution can still be shown.
practice-not-loaded = The checker is not loaded.
practice-bug = The checker failed (a bug of mlex: please report it with your answers).
practice-your-answers = Your answers
practice-variant = Variant { $k } of { $n }
practice-check = Check
practice-show-solution = Show solution
practice-hide-solution = Hide solution
practice-download = Download answers
practice-clear = Clear
practice-another = Another variant
practice-fix-boxes = fix the marked boxes
practice-right = ✓ right
practice-partial = ~ partly right
practice-consistent = ~ consistent with your earlier answer
practice-wrong = ✗ wrong
practice-missing = – missing
practice-all-right = All right!
practice-score = Score:
practice-step = step
practice-box-too-long = longer than { $n } characters
practice-box-one-comma = write one decimal comma: 0,25
practice-box-decimal-point = write a decimal point: 0.25 (or a fraction, 1/4)
practice-box-not-number = not a number: write 0.25, 1/4 or −0.25
practice-box-not-number-comma = not a number: write 0,25, 1/4 or −0,25

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

gaussian-boundary-figure-title = Weighted class densities and decision regions
gaussian-boundary-figure-alt = Weighted class densities P(c)·p(x | c), the boundaries and the regions
gaussian-boundary-figure-intro = The weighted densities P(c)p(x | c), the decision boundaries (vertical lines) and the regions, shaded in the colour of the class that wins there:
gaussian-boundary-figure-range = P(c)·p(x | c) of each class for x from { $x0 } to { $x1 }.
gaussian-boundary-figure-curve = Class { $class }: { $colour } { $dash } curve, peak { $height } at x = { $mean }.
gaussian-boundary-figure-no-boundary = No decision boundary: one class wins everywhere.
gaussian-boundary-figure-boundaries = { $n ->
    [one] Decision boundary (black vertical line): x = { $points }.
   *[other] Decision boundaries (black vertical lines): x = { $points }.
}
gaussian-boundary-figure-region = The region of class { $class } (shaded { $colour }) is { $region }.
gaussian-boundary-figure-no-region = Class { $class } wins nowhere.
gaussian-boundary-figure-legend = class { $class }
gaussian-boundary-figure-boundary-key = boundary

## Kind geometric-margin

# (geometric-margin)

geometric-margin-figure-title = The points, their projections on the hyperplane and their distances
geometric-margin-figure-title-data = The points and the hyperplane
geometric-margin-figure-line = The hyperplane f(x) = 0 is the line { $eq }.
geometric-margin-figure-sides = The hyperplane f(x) = 0 is the line { $eq }; f(x) > 0 on the side of class 1, f(x) < 0 on the side of class −1.
geometric-margin-figure-unlabelled = Points without a label (black dots): { $list }.
geometric-margin-figure-distance = Point { $n } at { $at }: its projection on the line is { $projection } (white dot), joined to it by a dashed segment, { $label }.

## Kind gradient-descent

# (gradient-descent)

gradient-descent-figure-title = Gradient descent on L(θ)
gradient-descent-figure-alt = Gradient descent: L(θ) with the iterates
gradient-descent-figure-intro = L(θ) with the iterates on it, each step a line to the next:
gradient-descent-figure-curve = The curve L(θ) = { $function } (blue) for θ from { $t0 } to { $t1 }.
gradient-descent-figure-iterates = The iterates (black circles on the curve, each step a vermilion line to the next): { $list }.
gradient-descent-figure-iterates-more = The iterates (black circles on the curve, each step a vermilion line to the next): { $list }; { $more } more not listed.
gradient-descent-figure-outside = { $n ->
    [one] The last iterate is outside the plot (the run diverges).
   *[other] The last { $n } iterates are outside the plot (the run diverges).
}
gradient-descent-figure-legend-iterates = iterates θₖ
gradient-descent-figure-legend-steps = steps θₖ → θₖ₊₁

## Kind holdout

# (holdout)

## Kind least-squares

# (least-squares)

## Kind logistic-regression

# (logistic-regression)

## Kind multiclass-scheme

# (multiclass-scheme)

multiclass-scheme-figure-title-rest = One-vs-rest: the regions of the largest margin, ambiguous parts hatched grey
multiclass-scheme-figure-title-pairs = All-pairs: the class each region votes for, ties hatched grey
multiclass-scheme-figure-rest-line = Classifier { $name } (dashed): { $line }, positive on the side of class { $class }.
multiclass-scheme-figure-pair-line = Classifier { $name } (dashed): { $line }, voting for class { $first } where it is ≥ 0 and for class { $second } where it is < 0.
multiclass-scheme-figure-no-tie = No part of the plot has a tie on votes.
multiclass-scheme-figure-ties = Hatched grey ({ $n ->
    [one] { $n } part
   *[other] { $n } parts
}): classes tie on votes; the first tied class wins there and gives the colour underneath.
multiclass-scheme-figure-all-claimed = Every part of the plot has exactly one positive classifier.
multiclass-scheme-figure-unclaimed = Hatched grey ({ $n ->
    [one] { $n } part
   *[other] { $n } parts
}): no classifier or several are positive, so the sign alone does not decide; the largest functional margin decides there.
multiclass-scheme-figure-class-cells = Class { $class } (shaded { $colour }) wins { $n ->
    [one] { $n } part
   *[other] { $n } parts
} outright.
multiclass-scheme-figure-point = Point { $at } (black cross) is predicted class { $class }.

## Kind perceptron-inverse

# (perceptron-inverse)

## Kind perceptron-step

# (perceptron-step)

## Kind perceptron

# (perceptron)

perceptron-figure-pass = Iteration { $n }: the decision regions of the weights at its end

## Kind softmax-regression

# (softmax-regression)

## Kind softmax

# (softmax)

## Kind surrogate-losses

# (surrogate-losses)

surrogate-losses-figure-title = Losses against the margin z
surrogate-losses-figure-intro = Each loss against the margin z, with its values at the given z marked:
surrogate-losses-figure-range = Each loss ℓ(z) for z from { $z0 } to { $z1 }; ℓ from 0 to { $y1 } (higher values are cut off).
surrogate-losses-figure-curve = { $loss }: { $colour } { $dash } curve, { $markers } at the marked z.
surrogate-losses-figure-at = At z = { $z } (dotted vertical line): { $values }.
surrogate-losses-figure-outside = z = { $z } is outside the plot.

## Kind svm

# (svm)
svm-figure-title = SVM: separating line, margins and support vectors
svm-figure-title-no-line = The samples (no separating line)
svm-figure-no-line = No separating line is drawn: { $why }.
svm-figure-why-bias = b is not unique, and the margin lines move with it
svm-figure-why-omega = ω = 0, so there is no hyperplane
svm-figure-why-not-separable = the samples are not linearly separable, so the hard-margin SVM has no solution
svm-figure-why-failed = the exact solver did not finish
svm-figure-sample = sample { $n } at { $at }
svm-figure-margins = Margin lines (dashed), each at distance 1/‖ω‖ = { $half } from the separating line: ω·x + b = 1, that is { $plus } (vermilion, on the side of class 1), and ω·x + b = −1, that is { $minus } (blue, on the side of class −1).
svm-figure-no-support-vectors = No support vectors (every α is 0).
svm-figure-support-vectors = Support vectors (circled, αᵢ > 0): { $list }.
svm-figure-slack = Slack { $xi } of { $sample }: the segment from it to its margin line, which it meets at { $foot }.
