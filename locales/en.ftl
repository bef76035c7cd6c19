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
word-or = or
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
check-place-of-entry = { $inner } of entry { $n }
check-place-of-key = { $inner } of { $key }
check-place-of-step = { $inner } of step { $n }
check-place-step = step { $n }
check-row-column = row { $row }, column { $column }
check-hint-at = { $place }: { $hint }
check-value-wrong = the value is wrong
check-not-there = { $place } should not be there
check-entry-missing = { $place } is missing
check-entry-wrong = { $place } is wrong
check-count = { $place }: { $given ->
    [one] { $given } entry
   *[other] { $given } entries
} where { $expected ->
    [one] { $expected } entry is
   *[other] { $expected } entries are
} expected
check-count-whole = { $given ->
    [one] { $given } entry
   *[other] { $given } entries
} where { $expected ->
    [one] { $expected } entry is
   *[other] { $expected } entries are
} expected
check-not-a-number = not a number: write an integer, a decimal, a fraction or an expression (2, -0.25, 1/4, ln(2))
check-entry-not-a-number = { $place } is not a number
check-number-forms = write numbers as integers, decimals, fractions or expressions (2, -0.25, 1/4, ln(2))
check-decimal-comma = a decimal comma: write a decimal point (0.25, not 0,25), or check with `--lang it` (or `lang: it`), which reads the comma
check-entry-decimal-comma = { $place } has a decimal comma
check-decimal-point = write a decimal point (0.25, not 0,25), or check with `--lang it` (or `lang: it`), which reads the comma
check-out-of-range = a number beyond what mlex reads (more than 1000 digits, or an exponent beyond ±1000)
check-entry-out-of-range = { $place } is a number beyond what mlex reads (more than 1000 digits, or an exponent beyond ±1000)
check-nothing = nothing is written
check-entry-nothing = { $place } is empty
check-shape = { $given ->
    [list] a list
    [mapping] a mapping
   *[value] a single value
}, where { $asked ->
    [list] a list `[…]` of { $n ->
        [one] { $n } entry
       *[other] { $n } entries
    } is asked
    [mapping] a mapping `{"{"} key: value, … {"}"}` of { $n ->
        [one] { $n } entry
       *[other] { $n } entries
    } is asked
   *[value] one value is asked
}
check-entry-shape = { $place } is { $given ->
    [list] a list
    [mapping] a mapping
   *[value] a single value
}, where { $asked ->
    [list] a list `[…]` of { $n ->
        [one] { $n } entry
       *[other] { $n } entries
    } is asked
    [mapping] a mapping `{"{"} key: value, … {"}"}` of { $n ->
        [one] { $n } entry
       *[other] { $n } entries
    } is asked
   *[value] one value is asked
}
check-more = … and { $n } more
check-entries-right = { $right } of { $total } entries right
check-all-wrong = all { $total } entries are wrong
check-trace-not-list = a trace is a list of states, one per step
check-should-initial = from the initial state it should be { $value }
check-should-after = from your state after step { $k } it should be { $value }
check-differs-initial = it does not follow from the initial state
check-differs-after = it does not follow from your state after step { $k }
check-hint-rounding = agrees with the answer to { $given ->
    [one] { $given } decimal
   *[other] { $given } decimals
}; { $asked } are asked: round only at the end, to { $asked } decimals
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
check-mistake-rounding = rounded before the end
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

## mlex report: the item analysis of a class's answers (docs/report.md)
report-title = Item analysis: { $title }
report-seed = Graded by variant, seed { $seed }, as `mlex check` grades.
report-moodle = Read from the Moodle quiz's Responses report { $file } (the export's seed { $seed }): each question recognised by its right answer and graded as `mlex check` grades.
report-exam-heading = The exam
report-statistic = Statistic
report-value = Value
report-submissions = Submissions analysed
report-total = Points possible
report-mean = Mean total
report-median = Median total
report-sd = Standard deviation of totals
report-alpha = Reliability (Cronbach's α, over the questions)
report-kr20 = Reliability (KR-20, every question right or wrong)
report-histogram-title = Histogram of totals
report-histogram-desc = Bars of the number of students by total score, { $n } students. { $bins }.
report-histogram-x = total score
report-histogram-y = students
report-left-out-heading = Left out
report-left-out-none = No answers file was left out.
report-left-out-none-moodle = No row or column of the Moodle report was left out.
report-file = File
report-why = Why
report-duplicate = `{ $who }` already has answers in `{ $first }`: this second file is left out
report-items-heading = Questions and parts
report-items-note = Facility: the mean score over the points possible. SD: the standard deviation of the score over the points possible. Discrimination: the correlation of the item's score with the rest of the exam's (Moodle's discrimination index). Upper–lower: the item's mean in the best 27% of the class by total, less its mean in the weakest 27%, over the points possible. An item is flagged when either discrimination is below 20% (low) or below 0 (negative).
report-item = Item
report-max = Points
report-facility = Facility
report-item-sd = SD
report-discrimination = Discrimination
report-upper-lower = Upper–lower 27%
report-flag = Flag
report-flag-low = low
report-flag-negative = negative
report-question = Question { $n }
report-mistakes-heading = What the class got wrong
report-answers = Answers
report-students = Students
report-share = Share
report-example = Example
# the column of a mistake's hint, as `mlex check` gives it
report-hint = Hint
report-right = right
report-carried = wrong, but carried forward from an earlier wrong answer
report-unmodelled = wrong, matching no modelled mistake
# after a mistake's hint, when other students had it with other numbers (other variants)
report-hint-more = (and { $n ->
    [one] one other wording
   *[other] { $n } other wordings
} with other numbers)
report-missing = not answered
report-option = Option
report-chosen = Chosen by
report-option-right = Right for
report-option-mistake = Mistake named most often
report-variants-heading = Fairness of the variants
report-variants-note = A question's facility in each variant, with a 95% interval (the variant's facility ± 1.96 · SD / √n, the SD of the question over the class). A variant with at least 2 students whose interval lies wholly below or above the question's facility is flagged harder or easier; its drawn parameters are shown.
report-variants-none = No variants were drawn: every student answered the same exercise, so there are no variants to compare.
report-variants = Variants
report-facility-range = Facility from – to
report-flagged = Flagged
report-variant = Variant
report-interval = Interval
report-compared = Against the question
report-harder = harder
report-easier = easier
report-parameters = Drawn parameters

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
figure-outside = Outside the plot, not drawn: { $points }.
figure-outside-more = Outside the plot, not drawn: { $points }; { $more } more.
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
practice-unchecked = ({ $n ->
    [one] 1 part not checked: fix its marked boxes
   *[other] { $n } parts not checked: fix their marked boxes
})
practice-step = step
practice-place-under = the box under { $column }
practice-place-cell = the box at { $at }, column { $column }
practice-place-row = row { $row }
practice-place-of = the box of { $row } at { $corner } = { $column }
practice-box-too-long = longer than { $n } characters
practice-box-one-comma = write one decimal comma: 0,25
practice-box-decimal-point = write a decimal point: 0.25 (or a fraction, 1/4)
practice-box-not-number = not a number: write 0.25, 1/4, −0.25 or ln(2)
practice-box-not-number-comma = not a number: write 0,25, 1/4, −0,25 or ln(2)
practice-box-not-expression = not an expression mlex reads: { $why }
practice-box-not-class = not a class: write one of { $classes }

## Kind bayes-error

bayes-error-knowledge = **Theoretical knowledge** (classes { $classes }): P(x) and the posteriors P(c | x):
bayes-error-knowledge-decisions = **Theoretical knowledge** (classes { $classes }): P(x) and the posteriors P(c | x), with the decision c(x) of the given classifier:
bayes-error-knowledge-continuous = **Theoretical knowledge** (classes { $classes }): the density p(x), constant on each interval, and the posteriors P(c | x):
bayes-error-knowledge-continuous-decisions = **Theoretical knowledge** (classes { $classes }): the density p(x), constant on each interval, and the posteriors P(c | x), with the decision c(x) of the given classifier:
# `rule` is the TeX of c*(x) = argmax_c P(c | x)
bayes-error-q-bayes-decisions = Give the decision of the Bayes classifier, { $rule }, for every x.
bayes-error-q-bayes-decisions-continuous = Give the decision of the Bayes classifier, { $rule }, for every interval.
bayes-error-q-bayes-error = Compute the Bayes error $\varepsilon^*$.
bayes-error-q-classifier-error = Compute the error ε of the classifier c(x) given in the table.
bayes-error-q-row-errors = Give each x's contribution to the Bayes error.
bayes-error-q-row-errors-continuous = Give each interval's contribution to the Bayes error.
bayes-error-q-classifier-row-errors = Give each x's contribution to the error of the given classifier.
bayes-error-q-classifier-row-errors-continuous = Give each interval's contribution to the error of the given classifier.
bayes-error-bayes-classifier = **Bayes classifier** { $rule } (maximum a posteriori), with a posteriori error $\varepsilon(c^*(x)) = 1 - \max_c P(c \mid x)$:
bayes-error-bayes-classifier-continuous = **Bayes classifier** { $rule } (maximum a posteriori), with a posteriori error $\varepsilon(c^*(x)) = 1 - \max_c P(c \mid x)$; each interval [a, b] contributes $\int p(x)\,\varepsilon(c^*(x))\,dx = p(x)\,(b - a)\,\varepsilon(c^*(x))$:
bayes-error-ties = Ties ({ $ties }): any tied class is a Bayes decision, with the same error; the table takes the first.
bayes-error-given-classifier = **The given classifier** c(x), with a posteriori error $\varepsilon(c(x)) = 1 - P(c(x) \mid x)$:
bayes-error-given-classifier-continuous = **The given classifier** c(x), with a posteriori error $\varepsilon(c(x)) = 1 - P(c(x) \mid x)$; each interval [a, b] contributes $p(x)\,(b - a)\,\varepsilon(c(x))$:
bayes-error-zero-rows = Values of x with P(x) = 0 contribute nothing, whatever the decision.
bayes-error-h-bayes-decisions = Bayes decisions
bayes-error-h-bayes-error = Bayes error
bayes-error-h-classifier-error = Error of the given classifier
bayes-error-h-row-errors = Contributions to the Bayes error
bayes-error-h-classifier-row-errors = Contributions to the classifier's error
bayes-error-a-decisions = $c^*(x)$ per x, in order: **{ $text }**.
bayes-error-a-decisions-continuous = $c^*(x)$ per interval, in order: **{ $text }**.
bayes-error-a-bayes-error = $\varepsilon^* = \sum_x P(x)\,\varepsilon(c^*(x))$ = { $text }, so **$\varepsilon^*$ = { $answer }**.
bayes-error-a-bayes-error-continuous = $\varepsilon^* = \int p(x)\,\varepsilon(c^*(x))\,dx$ = { $text }, so **$\varepsilon^*$ = { $answer }**.
bayes-error-a-classifier-error = $\varepsilon = \sum_x P(x)\,\varepsilon(c(x))$ = { $text }, so **ε = { $answer }**.
bayes-error-a-classifier-error-continuous = $\varepsilon = \int p(x)\,\varepsilon(c(x))\,dx$ = { $text }, so **ε = { $answer }**.
bayes-error-a-in-order = In order: **{ $text }**.
bayes-error-tie = { $class } (tie: { $tied })
bayes-error-tie-row = row { $i }: classes { $classes }
bayes-error-tie-interval = interval { $i }: classes { $classes }
bayes-error-hint-rows-unweighted = the rows' errors seem summed without P(x): each row is weighted by its probability P(x)
bayes-error-hint-intervals-unweighted = the intervals' errors seem summed without their probabilities: each is weighted by p(x)·(b − a)
bayes-error-hint-density-times-length = an interval's probability is its density times its length, p(x)·(b − a)
bayes-error-hint-bayes-for-given = this is the Bayes classifier's error: the exercise's classifier decides c(x) as given, even where another class is more probable
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
bayes-error-mistake-rows-unweighted = rows not weighted by P(x)
bayes-error-mistake-intervals-unweighted = intervals not weighted by their probability
bayes-error-mistake-density-times-length = density taken for the probability
bayes-error-mistake-bayes-for-given = Bayes error given for the classifier's
bayes-error-figure-title = Densities of the classes and the Bayes decision regions
bayes-error-figure-alt = Densities P(c)·p(x | c) = p(x)·P(c | x) of the classes and the Bayes decision regions
bayes-error-figure-intro = The densities P(c)p(x | c) = p(x)P(c | x) of the classes (step curves), the decision regions of the Bayes classifier, shaded in the colour of the class it picks, and their boundaries (vertical lines); the Bayes error is the area under the curves of the classes not picked:
bayes-error-figure-range = P(c)·p(x | c) of each class for x from { $x0 } to { $x1 }, 0 outside the intervals.
bayes-error-figure-step = { $value } on { $interval }
bayes-error-figure-curve = Class { $class }: { $colour } { $dash } step curve, { $steps }.
bayes-error-figure-no-boundary = No boundary between decision regions: the Bayes classifier picks the same class on touching intervals.
bayes-error-figure-boundaries = { $n ->
    [one] Boundary between decision regions (black vertical line): x = { $points }.
   *[other] Boundaries between decision regions (black vertical lines): x = { $points }.
}
bayes-error-figure-region = The Bayes classifier picks class { $class } (shaded { $colour }) on { $region }.
bayes-error-figure-no-region = The Bayes classifier never picks class { $class }.
bayes-error-figure-tie = On { $interval } the classes { $classes } tie; it is shaded as class { $class }.
bayes-error-figure-error = The Bayes error is ε* = { $error }, the area under the curves of the classes not picked.
bayes-error-figure-tie-label = tie { $classes }
bayes-error-figure-legend = class { $class }
bayes-error-figure-boundary-key = boundary

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
binary-perceptron-hint-sign = the sign of the update seems swapped: a misclassified sample (y·wᵀx̄ ≤ 0) gives w + αy·x̄, which moves w towards classifying it right
binary-perceptron-hint-labels = the labels seem swapped: the class written +1 is y = +1 and the other y = −1, in the test y·wᵀx̄ ≤ 0 and in the update w + αy·x̄
binary-perceptron-hint-early = you stopped one pass early: training ends after a whole pass without updates, and that pass counts
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
binary-perceptron-mistake-boundary = point on the boundary not updated
binary-perceptron-mistake-sign = sign of the update swapped
binary-perceptron-mistake-labels = labels swapped
binary-perceptron-mistake-early = stopped one pass early

## Kind decision-rules

decision-rules-joint = **Joint distribution** p(x, c) (classes { $classes }):
decision-rules-priors = **Priors:** { $priors }.
decision-rules-likelihoods = **Class likelihoods** p(x | c) (classes { $classes }):
decision-rules-candidates = **Candidate rules:**
decision-rules-q-posteriors = Compute the posteriors p(c | x) by Bayes' rule for every x.
decision-rules-q-decisions = Give the decision of each rule for every x.
decision-rules-q-errors = Compute the error ε of each rule.
decision-rules-q-bayes-error = Compute the Bayes error $\varepsilon^*$.
decision-rules-q-minimum-error = Which rules are minimum-error on these probabilities ($\varepsilon = \varepsilon^*$)? Give the rule numbers, or `none`.
decision-rules-q-not-minimum-error = Which rules are **not** minimum-error on these probabilities? Give the rule numbers, or `none` if all of them are.
decision-rules-derived = From the joint table: $p(c) = \sum_x p(x, c)$, so { $priors }; and p(x | c) = p(x, c)/p(c):
# `rule` is the TeX of c*(x) = argmax_c p(c | x)
decision-rules-bayes-rule = **Bayes' rule:** $p(x, c) = p(c)\,p(x \mid c)$, $p(x) = \sum_c p(x, c)$ and $p(c \mid x) = p(x, c)/p(x)$. The Bayes (minimum-error) decision is { $rule }, with error $p(x)\,(1 - \max_c p(c \mid x))$ at each x:
decision-rules-ties = Ties ({ $ties }): any tied class is a Bayes decision, with the same error; the table takes the first.
decision-rules-the-rules = **The rules.** Each rule is reduced to the comparison it makes at every x: log is increasing (a log compares as its argument, so no logarithm is evaluated), a positive factor or a term that does not depend on c changes nothing, and a minus sign turns argmax into argmin. Its error is $\varepsilon = \sum_x p(x)\,(1 - p(c(x) \mid x))$; on a tie the first class in order is taken.
decision-rules-rule-line = **Rule { $n }:** { $label } = { $text } ⟺ **{ $compare }**.
decision-rules-rule-reasons = **Rule { $n }:** { $label } = { $text } ⟺ **{ $compare }** ({ $reasons }).
decision-rules-minimum = ε = { $error }: **minimum-error on these numbers** ($\varepsilon = \varepsilon^*$).
decision-rules-not-minimum = ε = { $error }: **not minimum-error on these numbers** ($\varepsilon \gt \varepsilon^*$ = { $bayes }).
decision-rules-happens = On these numbers it happens to decide as well as the Bayes rule.
decision-rules-h-posteriors = Posteriors
decision-rules-h-decisions = Decisions
decision-rules-h-errors = Errors of the rules
decision-rules-h-bayes-error = Bayes error
decision-rules-h-minimum-error = Minimum-error rules
decision-rules-h-not-minimum-error = Rules that are not minimum-error
decision-rules-a-bayes-error = $\varepsilon^* = \sum_x p(x)\,(1 - \max_c p(c \mid x))$ = { $text }, so $\varepsilon^*$ = **{ $answer }**.
decision-rules-a-minimum-error = The rules with $\varepsilon = \varepsilon^*$: { $text }, so **{ $answer }**.
decision-rules-a-not-minimum-error = The rules with $\varepsilon \gt \varepsilon^*$: { $text }, so **{ $answer }**.
decision-rules-reason-sum-of-logs = a sum of logs is the log of a product, and log is increasing: compare the product
decision-rules-reason-log = log is increasing: compare its argument
decision-rules-reason-scale = multiplying the score by { $k } > 0 does not change the decision
decision-rules-reason-dropped = { $terms } { $n ->
    [one] does
   *[other] do
} not depend on c
decision-rules-reason-minus = the minus sign reverses the order of the classes: { $w } becomes { $n }
decision-rules-reason-factor = the factor { $k } > 0 does not change the decision
decision-rules-reason-root = { $power } is largest where { $q } is, as probabilities are ≥ 0
decision-rules-reason-reciprocal = { $what } reverses the order of the classes: { $w } becomes { $n }
decision-rules-general-always = Minimum-error in general: it compares an increasing function of the posterior p(c|x), as the Bayes rule does.
decision-rules-general-equal-priors = Not minimum-error in general: when the priors are equal it decides as { $argmax } p(x|c), the Bayes rule; with unequal priors some likelihoods make it decide otherwise.
decision-rules-general-least-probable = Not minimum-error: it picks the least probable class a posteriori (the maximum-error rule), unless every class is equally probable at every x.
decision-rules-general-minimises = Not minimum-error in general: it prefers the classes under which x is unlikely.
decision-rules-general-prior-max = Not minimum-error in general: it ignores x and always picks the most probable class a priori, which is minimum-error only when that class is also the most probable a posteriori at every x.
decision-rules-general-prior-min = Not minimum-error in general: it ignores x and always picks the least probable class a priori.
decision-rules-general-constant = Not minimum-error in general: its score does not depend on c, so every class ties and the first is taken.
decision-rules-and = { $most } and { $last }
decision-rules-none = none
decision-rules-rule = rule { $n }
decision-rules-rules = rules { $list }
decision-rules-tie = { $class } (tie: { $tied })
decision-rules-rule-decisions = rule { $n }: { $decisions }
decision-rules-constant-score = a score that does not depend on c: every class ties
decision-rules-tie-at = x = { $x }: classes { $classes }
decision-rules-equivalent = Rules { $list } compare the same thing up to an increasing function: they decide alike for every distribution.
decision-rules-hint-unweighted = the errors seem summed without p(x): each x's error 1 − p(c(x)|x) is weighted by its probability p(x)
decision-rules-hint-general = these are the rules that are minimum-error for every distribution; on these numbers, compare each rule's ε with ε*
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
decision-rules-mistake-unweighted = errors not weighted by p(x)
decision-rules-mistake-general = rules for every distribution, not these numbers

## Kind discriminants

# `rule` is the TeX of c(x) = argmax_c g_c(x)
discriminants-functions = **Discriminant functions** (classes { $classes }; { $rule }):
discriminants-homogeneous = In homogeneous notation, one column per class (w₀ is the threshold weight):
discriminants-domain = x takes values in { $domain }.
discriminants-q-classify = Classify the point x = { $x }.
discriminants-q-classify-many = Classify the points x = { $x }.
discriminants-q-discriminants = Compute the value of every discriminant function at x = { $x }.
discriminants-q-boundaries = Find the decision boundary between each pair of classes.
discriminants-q-regions = Determine the decision region of each class.
discriminants-h-classify = Classification
discriminants-h-discriminants = Discriminant values
discriminants-h-boundaries = Decision boundaries
discriminants-h-regions = Decision regions
# `xbar` is the TeX of x̄ = (1, x)
discriminants-for-x = For x = { $x }, with { $xbar }:
discriminants-boundaries = The boundary between classes i and j is where their discriminants are equal, $g_i(x) = g_j(x)$:
# `region` is the TeX of R_c = {x : g_c(x) > max g_c'(x)}
discriminants-regions = The region of a class is where its discriminant wins over all the others, { $region }. The boundary points split the line into intervals; at a point inside each, the largest discriminant decides:
discriminants-regions-domain = The region of a class is where its discriminant wins over all the others, { $region }. The boundary points split { $domain } into intervals; at a point inside each, the largest discriminant decides:
discriminants-hint-no-bias = the bias w_c0 seems left out: g_c(x) = w_cᵀx̄ with x̄ = (1, x)
discriminants-hint-smallest = the class decided is the one with the largest discriminant g_c(x), not the smallest
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
discriminants-mistake-no-bias = bias left out
discriminants-mistake-smallest = smallest discriminant taken
# The table of decision regions (src/kinds/decision.rs), shared with gaussian-boundary
regions-col-interval = interval
regions-col-class = class
regions-tie = On { $interval } classes { $classes } tie all along; the first in class order, { $first }, is taken.
regions-tie-cell = { $class } (tie: { $tied })
regions-never-wins = { $region } = { $interval } (class { $class } never wins)

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
equivalent-classifiers-same-decisions = { $why }; still, the two classifiers decide the same class wherever neither is on a boundary between two different discriminants (a class that never wins may change freely) ⇒ **equivalent**
# the discriminants at a point and the class they decide
equivalent-classifiers-decide = { $g } = ({ $values }) → class { $class }
equivalent-classifiers-decide-tie = { $g } = ({ $values }) → classes { $classes } tie, as their discriminants are the same vector: they tie on a whole neighbourhood of x, where this classifier decides no class
equivalent-classifiers-all-true = Option { $letter } says that all the weight sets above define equivalent classifiers: true.
equivalent-classifiers-all-false = Option { $letter } says that all the weight sets above define equivalent classifiers: false.
equivalent-classifiers-none-true = Option { $letter } says that none of the weight sets above defines an equivalent classifier: true.
equivalent-classifiers-none-false = Option { $letter } says that none of the weight sets above defines an equivalent classifier: false.
equivalent-classifiers-answer-one = option { $letter }
equivalent-classifiers-answer-many = options { $letters }
equivalent-classifiers-answer-none = none of the options
equivalent-classifiers-hint-negative = multiplying every w_c by a negative number reverses which class wins: the factor a must be positive
equivalent-classifiers-hint-offset = adding the same vector v to every w_c keeps the classifier: g′_c − g′_k = a·(g_c − g_k) for every pair
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
equivalent-classifiers-mistake-negative = negative factor allowed
equivalent-classifiers-mistake-offset = common offset thought to change the classifier

## Kind gaussian-boundary

gaussian-boundary-classes = **Classes**: the prior P(c) and the class-conditional density p(x | c) = N(x | μ, σ), normal with mean μ and standard deviation σ:
gaussian-boundary-col-class = class c
gaussian-boundary-domain = x takes values in { $domain }.
gaussian-boundary-q-boundary = Find the decision boundary between the classes.
gaussian-boundary-q-regions = Determine the decision regions of the classes.
gaussian-boundary-q-posterior = Compute the posterior probability of every class at x = { $x }.
gaussian-boundary-q-classify = Classify x = { $x }.
gaussian-boundary-bayes = The Bayes classifier decides the class with the largest P(c | x) = P(c)p(x | c)/p(x), that is the largest P(c)p(x | c).
gaussian-boundary-h-boundary = Decision boundary
gaussian-boundary-h-regions = Decision regions
gaussian-boundary-h-posterior = Posterior probabilities
gaussian-boundary-h-classify = Classification
gaussian-boundary-between = Between { $a } and { $b }, P(c | x) is equal where P(c)p(x | c) is:
gaussian-boundary-rounded = Coefficients are shown rounded to { $digits } decimals; the solution is computed from the exact coefficients, with logarithms and square roots computed to more digits than are shown, each shown digit proven.
gaussian-boundary-regions = The boundary points split the line into intervals; at a point inside each, the class with the largest posterior wins:
gaussian-boundary-regions-domain = The boundary points split { $domain } into intervals; at a point inside each, the class with the largest posterior wins:
gaussian-boundary-at = At x = { $x }:
gaussian-boundary-classify-at = At x = { $x }: { $text } ⇒ **{ $class }**.
gaussian-boundary-taking-logarithms = taking logarithms (the factor 1/√(2π) cancels)
gaussian-boundary-equation = { $equation }, with 1/(2σ²) = { $ki } and { $kj }, { $log }
gaussian-boundary-linear = { $equation } = 0 (equal standard deviations: the equation is linear)
gaussian-boundary-touch = Δ = 0: the two curves touch at x = { $x } without crossing; { $class } is the larger on both sides, so they tie there but no region changes
gaussian-boundary-never-negative = Δ = b² − 4ac = { $delta } < 0: no real solution, **no boundary**: { $prior }·p(x | { $class }) is the larger everywhere
gaussian-boundary-never = the equation never holds: **no boundary**; { $prior }·p(x | { $class }) is the larger everywhere
gaussian-boundary-everywhere = the two weighted densities are identical: they tie everywhere
gaussian-boundary-too-large = the numbers are too large to compute
gaussian-boundary-too-large-short = too large to compute
gaussian-boundary-hint-no-priors = the priors seem left out: each class's density is weighted by its prior P(c)
gaussian-boundary-hint-no-sigma = the factor 1/σ of the normal density seems left out: it does not cancel when the standard deviations differ
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
gaussian-boundary-mistake-no-priors = priors left out
gaussian-boundary-mistake-no-sigma = factor 1/σ left out

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

geometric-margin-classifier = **Classifier:** $f(x) = w^\top x + w_0$ with w₀ = { $w0 } and w = { $w }.
geometric-margin-points = **Points**:
geometric-margin-points-labelled = **Points** (with their labels y = ±1):
# `margin` is y·f(x) (labelled points) or f(x)
geometric-margin-q-functional-margin = Compute the functional margin { $margin } of each point.
geometric-margin-q-geometric-margin = Compute the geometric margin { $margin } of each point, its signed distance from the hyperplane f(x) = 0.
geometric-margin-q-origin-distance = Compute the (signed) distance of the origin from the hyperplane, r⁰ = f(0)/‖w‖.
geometric-margin-q-norm = Compute ‖w‖.
geometric-margin-q-projection = Compute the projection $x^p$ of each point on the hyperplane, so that $x = x^p + r\, w/\lVert w \rVert$.
geometric-margin-h-functional-margin = Functional margins
geometric-margin-h-geometric-margin = Geometric margins
geometric-margin-h-origin-distance = Distance of the origin
geometric-margin-h-norm = Norm of w
geometric-margin-h-projection = Projections on the hyperplane
geometric-margin-functional = The functional margin is the value of the discriminant, a confidence in the prediction:
geometric-margin-functional-labelled = The functional margin is the value of the discriminant, a confidence in the prediction; times the label it is positive exactly when the point is classified correctly:
geometric-margin-geometric = { $norm }. The geometric margin is the functional margin divided by ‖w‖ (the bias w₀ is not part of the norm):
geometric-margin-origin = { $text }. Its sign says on which side of the hyperplane the origin lies; its absolute value is the distance.
geometric-margin-projection = Since $f(x^p) = 0$, $f(x) = r \lVert w \rVert$ and $x^p = x - r\, w/\lVert w \rVert = x - (f(x)/\lVert w \rVert^2)\, w$, which is exact even when ‖w‖ is not:
geometric-margin-irrational = ‖w‖ is irrational: values marked ≈ are rounded to { $digits } decimals (computed to at least 15 significant digits); the surd forms before them are exact.
geometric-margin-projection-line = { $xp } = { $formula } (check: { $fxp } = { $value })
geometric-margin-on-hyperplane = { " " }— the point is on the hyperplane
geometric-margin-hint-bias-in-norm = ‖w‖ is the norm of (w1, …, wD): the bias w0 is not part of it
geometric-margin-hint-not-divided = the geometric margin is a distance: the functional margin divided by ‖w‖
geometric-margin-hint-labels-left-out = the labels seem left out: a labelled point's margin is y·f(x), positive when it is on its class's side
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
geometric-margin-mistake-bias-in-norm = bias counted in ‖w‖
geometric-margin-mistake-not-divided = not divided by ‖w‖
geometric-margin-mistake-labels-left-out = labels left out

geometric-margin-figure-title = The points, their projections on the hyperplane and their distances
geometric-margin-figure-title-data = The points and the hyperplane
geometric-margin-figure-line = The hyperplane f(x) = 0 is the line { $eq }.
geometric-margin-figure-sides = The hyperplane f(x) = 0 is the line { $eq }; f(x) > 0 on the side of class 1, f(x) < 0 on the side of class −1.
geometric-margin-figure-unlabelled = Points without a label (black dots): { $list }.
geometric-margin-figure-distance = Point { $n } at { $at }: its projection on the line is { $projection } (white dot), joined to it by a dashed segment, { $label }.

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
gradient-descent-figure-first-drawn = Only the first { $drawn } of these { $of } iterates are drawn.
gradient-descent-figure-legend-iterates = iterates θₖ
gradient-descent-figure-legend-steps = steps θₖ → θₖ₊₁
gradient-descent-hint-ascent = the step goes up the derivative: gradient descent moves against it, δ = −η L′(θ)
gradient-descent-hint-early = you stopped one step early: the loop makes the step, then tests |δ| ≤ tolerance, so the step that reaches it counts
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
gradient-descent-mistake-ascent = step taken uphill
gradient-descent-mistake-early = stopped one step early

## Kind holdout

holdout-errors = A classifier makes { $errors } errors on a test set of M = { $m } samples.
holdout-measured = The error rate measured on a test set of M = { $m } samples is ε̂ = { $rate }.
holdout-estimated = The error rate of the classifier is estimated to be ε = { $rate }.
holdout-radius-at-most = The confidence interval may have a radius of at most r = { $r } (±{ $r }).
holdout-confidence = Confidence: { $confidence }.
holdout-confidence-z = Confidence: z = { $z }.
holdout-q-error-rate = Estimate the error rate of the classifier.
holdout-q-radius = Compute the radius of the confidence interval of the estimate.
# `confidence` is a percentage: 95%
holdout-q-radius-at = Compute the radius of the { $confidence } confidence interval of the estimate.
holdout-q-interval = Give the confidence interval of the error.
holdout-q-interval-at = Give the { $confidence } confidence interval of the error.
holdout-q-min-test-size = What is the minimum number of test samples M for the confidence interval not to exceed ±{ $r }?
holdout-q-min-test-size-at = What is the minimum number of test samples M for the { $confidence } confidence interval not to exceed ±{ $r }?
# `z` is "z = 1.96 for a 95% interval" or "z = 1.96"
holdout-normal = If M is large, the holdout estimate is approximately normal, ε̂ ~ N(ε, ε(1 − ε)/M), so the interval is [ε̂ − r̂, ε̂ + r̂] with r̂ = z·√(ε̂(1 − ε̂)/M), { $z }.
holdout-h-error-rate = Error rate
holdout-h-radius = Radius
holdout-h-interval = Confidence interval
holdout-h-min-test-size = Minimum test size
holdout-radius-rounded = { $text } (the square root is computed to more digits than are shown, each shown digit proven, then rounded).
holdout-clipped-at-0 = ε̂ − r̂ = { $lo } is below 0: the interval is clipped at 0 (an error rate cannot be negative; the normal approximation is poor for so few errors).
holdout-clipped-at-1 = ε̂ + r̂ = { $hi } is above 1: the interval is clipped at 1.
holdout-z-for = z = { $z } for a { $percent }% interval
holdout-rate-given = ε̂ = { $rate } (given)
holdout-bound-whole = the bound is a whole number, so it is itself the smallest M (computed exactly; in floating point the bound can come out a hair above it, and a ceiling then gives one more)
holdout-bound-zero = with ε = 0 any test set meets the radius; at least one sample is needed
holdout-bound-above = the smallest whole number above it is { $m }
holdout-too-large = the numbers are too large to compute
holdout-hint-z-asks = z = { $z } is the quantile of a { $percent }% interval; this exercise asks for { $mine }% (z = { $z_mine })
holdout-hint-z-gives = z = { $z } is the quantile of a { $percent }% interval; this exercise gives z = { $z_mine }
holdout-hint-not-divided = the radius seems not divided by M: the variance of ε̂ is ε̂(1 − ε̂)/M, it shrinks as the test set grows
holdout-hint-no-root = the square root seems left out: the radius is z times the standard deviation √(ε̂(1 − ε̂)/M), not the variance
holdout-hint-not-clipped = an error rate lies between 0 and 1: an end of the interval outside [0, 1] is clipped
holdout-hint-rounded-down = the test size was rounded down: M must be at least the bound, so it is rounded up
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
holdout-mistake-z-asks = z of another confidence level
holdout-mistake-z-gives = another z than the one given
holdout-mistake-not-divided = variance not divided by M
holdout-mistake-no-root = square root left out
holdout-mistake-not-clipped = interval not clipped to [0, 1]
holdout-mistake-rounded-down = test size rounded down

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
least-squares-hint-no-bias = the bias seems left out: each row of X̄ starts with a 1, so that w0 is fitted too
least-squares-hint-no-psi = the sample weights ψᵢ seem left out: each squared error counts ψᵢ times (X̄ᵗΨX̄ w = X̄ᵗΨy)
least-squares-hint-residual-sign = a residual is the target minus the prediction, yᵢ − f(xᵢ)
least-squares-hint-mean = E(w) is the sum of the squared errors, not their mean
least-squares-hint-half = the error of gradient descent has the factor ½: ½ Σ (yᵢ − wᵀx̄ᵢ)²
least-squares-hint-gradient-sign = check the sign of the gradient: the gradient of ½ Σ (yᵢ − wᵀx̄ᵢ)² is Σ (wᵀx̄ᵢ − yᵢ)·x̄ᵢ
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
least-squares-mistake-no-bias = column of 1s left out
least-squares-mistake-no-psi = sample weights left out
least-squares-mistake-residual-sign = sign of the residual swapped
least-squares-mistake-mean = mean taken for the sum
least-squares-mistake-half = factor ½ left out
least-squares-mistake-gradient-sign = sign of the gradient swapped

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
logistic-regression-halt-numerically-singular = Stopped at step { $n }: the Hessian is numerically singular: a pivot of its elimination cannot be told from 0 even at 2048 bits (its entries are known to some 600 digits), so the Newton step is not defined at any precision mlex works at (the samples may not determine every weight, or σ(1 − σ) nearly vanished).
logistic-regression-halt-overflow = Stopped at step { $n }: a value could not be computed.
logistic-regression-irls = IRLS view of the first step: with weights { $r } and targets { $z } = { $targets }, the weighted least-squares solution { $solution } = { $w } is the same vector.
logistic-regression-hint-pm-rule = the labels are ±1: the 0/1 form σ(wᵀx̄) − t takes t = 0 for y = −1, not −1 (or use the ±1 form with σ(−y wᵀx̄)·y)
logistic-regression-hint-01-rule = the labels are 0/1: the ±1 form σ(−y wᵀx̄)·y cannot take y = 0 (a sample of class 0 still counts); use σ(wᵀx̄) − t
logistic-regression-hint-sigma-of-activation = the ±1 rule weighs y·x̄ by σ(−y wᵀx̄), the probability of the other label, not by σ(wᵀx̄)
logistic-regression-hint-ln2-kept = here the gradient of the base-2 loss keeps its factor 1/ln 2: each step is η_t/ln 2 times σ(−y wᵀx̄)·y·x̄, not η_t times it
logistic-regression-hint-base2 = the loss is in base 2 here: log₂ u = ln u / ln 2, not ln u
logistic-regression-hint-no-projection = after each step w is projected back on the ball ‖w‖ ≤ U when it lands outside it
logistic-regression-hint-constant-rate = online gradient descent shrinks the step: η_t = η/√t at step t
logistic-regression-hint-ascent = the step goes up the gradient of the loss: minimising it moves against the gradient
logistic-regression-hint-gradient-sign = the gradient's sign seems flipped: ∇L = Σₙ (σ(wᵀx̄ₙ) − tₙ) x̄ₙ, predicted minus target (with ±1 labels −Σₙ σ(−yₙ wᵀx̄ₙ) yₙ x̄ₙ)
logistic-regression-hint-labels-swapped = the labels seem swapped (or σ(z) taken for σ(−z)): a sample counts −log of the probability of its own label, σ(wᵀx̄) for y = 1, 1 − σ(wᵀx̄) = σ(−wᵀx̄) for the other
logistic-regression-hint-loss-sign = the loss is minus the log-likelihood, −Σ log p(yₙ | xₙ): it is never negative
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
logistic-regression-mistake-pm-rule = 0/1 rule with ±1 labels
logistic-regression-mistake-01-rule = ±1 rule with 0/1 labels
logistic-regression-mistake-sigma-of-activation = weighted by σ(wᵀx̄)
logistic-regression-mistake-ln2-kept = factor 1/ln 2 dropped from the step
logistic-regression-mistake-base2 = natural log for base 2
logistic-regression-mistake-no-projection = projection left out
logistic-regression-mistake-constant-rate = step not shrunk
logistic-regression-mistake-ascent = step taken uphill
logistic-regression-mistake-gradient-sign = sign of the gradient swapped
logistic-regression-mistake-labels-swapped = labels swapped
logistic-regression-mistake-loss-sign = minus of the loss left out

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
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
multiclass-scheme-mistake-smallest = smallest f_c(x) taken
multiclass-scheme-mistake-reversed = pair's vote reversed

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
perceptron-piece-elsewhere = not a boundary of the decision regions: other classes tie with these two there, and the regions on its two sides are those of { $a } and { $b }
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
perceptron-hint-sign = the signs of the update seem swapped: a class that beats the true one gets − αx̄, the true class w_y gets + αx̄
perceptron-hint-rate = the learning rate seems left out: each update adds or subtracts α·x̄ with α = { $a }
perceptron-hint-early-converged = you stopped one pass early: training ends after a whole pass without errors, and that pass counts
perceptron-hint-early = you stopped one pass early
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
perceptron-mistake-margin = margin left out
perceptron-mistake-strict = tie updated
perceptron-mistake-nonstrict = tie not updated
perceptron-mistake-no-true-update = true class not updated
perceptron-mistake-only-true-update = only the true class updated
perceptron-mistake-only-first-rival = only the first rival updated
perceptron-mistake-recompute-g = g recomputed after an update
perceptron-mistake-sign = sign of the update swapped
perceptron-mistake-rate = learning rate left out
perceptron-mistake-early-converged = stopped one pass early
perceptron-mistake-early = stopped one pass early
# a region's and the legend's label in the figure
perceptron-fig-class-label = class { $c }

perceptron-figure-pass = Iteration { $n }: the decision regions of the weights at its end

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
softmax-regression-end-cap = Did not reach the tolerance { $tol } in { $max } { $max ->
        [one] step
       *[other] steps
    }, the most this run may make (`max_steps`; without it 1000, or fewer when the caps of a training run allow fewer for these samples and classes).
softmax-regression-end-steps = { $n } gradient-descent { $n ->
        [one] step
       *[other] steps
    } with η = { $rate }.
softmax-regression-hint-sign = a sign is flipped: the gradient is built from μ − y (predicted minus one-hot), and descent subtracts it, W ← W − η ∂NLL/∂W
softmax-regression-hint-gradient-mean = the NLL is a mean over the N samples, so its gradient carries the factor 1/N
softmax-regression-hint-nll-mean = the NLL is a mean: NLL = −LL/N, not −LL
softmax-regression-hint-swapped = the log-likelihood LL = Σ_n log μ_n,y_n (at most 0) and the NLL = −LL/N (at least 0) seem swapped
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
softmax-regression-mistake-sign = a sign flipped
softmax-regression-mistake-gradient-mean = gradient not divided by N
softmax-regression-mistake-nll-mean = NLL not divided by N
softmax-regression-mistake-swapped = LL and NLL swapped

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
softmax-hint-zero-power-zero = a class that is not observed contributes θ_c⁰, and 0⁰ = 1 by convention
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
softmax-mistake-zero-power-zero = 0⁰ taken as 0

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
surrogate-losses-too-large = A value shown as “too large” is 10¹⁰⁰⁰ or more: more than an answers file holds, so the answer is the words `too large`.
surrogate-losses-theorem = Theorem 1 (seed 002): a surrogate ℓ that is convex, differentiable at 0 and has ℓ'(0) < 0 is consistent.
surrogate-losses-min-risk-above = The last column of the tables above: **{ $answer }**.
surrogate-losses-risk = R(ŷ) = η ℓ(ŷ) + (1 − η) ℓ(−ŷ) is the expected loss of predicting ŷ at an x with P(Y = +1 | x) = η; a loss is consistent when sign(ŷ*) is the Bayes decision for every η (seed 002, (1)).
surrogate-losses-risk-at = **η = { $eta }** — the Bayes decision is { $bayes }.
surrogate-losses-bayes-rule = The Bayes classifier predicts +1 where η > ½ and −1 where η < ½ (either at η = ½): **{ $answer }**.
surrogate-losses-bayes-either = either (η = ½)
surrogate-losses-every-in = every ŷ in { $interval }
surrogate-losses-not-attained = { $word }: the risk decreases as ŷ → { $to }
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

surrogate-losses-figure-title = Losses against the margin z
surrogate-losses-figure-intro = Each loss against the margin z, with its values at the given z marked:
surrogate-losses-figure-range = Each loss ℓ(z) for z from { $z0 } to { $z1 }; ℓ from { $y0 } to { $y1 } (higher values are cut off).
surrogate-losses-figure-curve = { $loss }: { $colour } { $dash } curve, { $markers } at the marked z.
surrogate-losses-figure-at = At z = { $z } (dotted vertical line): { $values }.
surrogate-losses-figure-outside = z = { $z } is outside the plot.
surrogate-losses-hint-log2 = log2 is the logarithm in base 2: ln(1 + e⁻ᶻ)/ln 2
surrogate-losses-hint-sign = the sign of z seems reversed: z = y·g(x) is positive for a well-classified point, where a surrogate is small
surrogate-losses-hint-convexity = convexity alone is not enough: Theorem 1 also needs ℓ differentiable at 0 with ℓ'(0) < 0
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
surrogate-losses-mistake-log2 = natural log for log2
surrogate-losses-mistake-sign = sign of z reversed
surrogate-losses-mistake-convexity = convexity thought enough

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
svm-samples = **Samples** (labels ±1):
svm-soft = **Soft-margin SVM** with C = { $c } (seed 000): minimise $\lVert\omega\rVert^2 + C \sum_i \xi_i$ subject to $y_i(\omega^\top x_i + b) \ge 1 - \xi_i$ and $\xi_i \ge 0$, where $\omega = (w_1, \dots, w_d)$ and $b = w_0$. (In the form { $form } used by most textbooks and by scikit-learn's `SVC`, C′ = C/2 = { $c_half }.)
svm-hard = **Hard-margin SVM** (seed 000): minimise $\lVert\omega\rVert^2 = w_1^2 + \dots + w_d^2$ subject to $y_i(\omega^\top x_i + b) \ge 1$ for every sample, where $b = w_0$.
svm-q-weights = Find the optimal ω.
svm-q-bias = Find the optimal bias b.
svm-q-margin = What is the margin 2/‖ω‖?
svm-q-support-vectors = Which samples are support vectors ($\alpha_i \gt 0$)?
svm-q-on-margin = Which samples lie on the margin, $y_i(\omega^\top x_i + b) = 1$?
svm-q-alphas = Give the dual variables α, with $\omega = \sum_i \alpha_i y_i x_i$.
svm-q-slacks = Give the slack $\xi_i$ of each sample.
svm-q-functional-margins = Give the functional margin $y_i(\omega^\top x_i + b)$ of each sample.
svm-q-objective = What is the optimal value of the objective?
svm-q-separable = Are the samples linearly separable?
# `half` is the TeX of ½‖ω‖²
svm-kkt-soft = The optimum satisfies the KKT conditions: $\omega = \sum_i \alpha_i y_i x_i$ and $\sum_i \alpha_i y_i = 0$ with $0 \le \alpha_i \le C/2$ = { $c_half } (the α of the form { $half } $+ (C/2) \sum_i \xi_i$, so that $\omega = \sum_i \alpha_i y_i x_i$ as the seed writes it); a sample beyond the margin has $\alpha_i = 0$, one with $0 \lt \alpha_i$ $\lt C/2$ lies on the margin, and one inside the margin or misclassified has $\alpha_i = C/2$ and slack $\xi_i = 1 - y_i(\omega^\top x_i + b)$. Solved exactly (Lemke's algorithm on these conditions, in rationals):
svm-kkt-hard = The optimum satisfies the KKT conditions: $\omega = \sum_i \alpha_i y_i x_i$ and $\sum_i \alpha_i y_i = 0$ with $\alpha_i \ge 0$ (the α of the form { $half }, so that $\omega = \sum_i \alpha_i y_i x_i$ as the seed writes it); a sample beyond the margin has $\alpha_i = 0$, one with $0 \lt \alpha_i$ lies on the margin. Solved exactly (Lemke's algorithm on these conditions, in rationals):
svm-alphas-not-unique = α is not unique (the samples on the margin are linearly dependent): this is one optimal α; ω and the objective are unique.
svm-same-as-hard = The data are separable and C is large enough: this is also the hard-margin solution (seed 000: C → ∞ is the hard margin).
svm-not-separable = **The samples are not linearly separable**: { $witness }
svm-h-weights = ω
svm-h-bias = Bias
svm-h-margin = Margin
svm-h-support-vectors = Support vectors
svm-h-on-margin = Samples on the margin
svm-h-alphas = Dual variables
svm-h-slacks = Slacks
svm-h-functional-margins = Functional margins
svm-h-objective = Objective
svm-h-separable = Separability
svm-see-above = **{ $answer }** (see above).
svm-a-support-vectors = **{ $answer }**: the samples with $\alpha_i \gt 0$ in the table, the only ones ω depends on.
svm-a-on-margin = **{ $answer }** ($y_i(\omega^\top x_i + b) = 1$ in the table).
svm-a-on-margin-b-not-unique = **{ $answer }**: b is not unique, and which samples are on the margin changes with it.
svm-a-alphas = α = **{ $answer }** (column $\alpha_i$ of the table).
svm-a-slacks = ξ = **{ $answer }** (column $\xi_i$).
svm-a-slacks-b-not-unique = ξ = **{ $answer }**: with b not unique, $\xi_i = [1 - y_i(\omega^\top x_i + b)]_+$ changes with b (their weighted total does not).
svm-a-functional-margins-b-not-unique = **{ $answer }**: b is not unique; the table gives $\omega^\top x_i$.
svm-col-kkt-any-b = KKT (any b inside the interval)
svm-beyond-margin = beyond the margin: α = 0
svm-on-margin-zero = on the margin, α = 0
svm-on-margin-sv = on the margin: support vector
svm-inside-margin = inside the margin: α = C/2 = { $c }
svm-misclassified = misclassified: α = C/2 = { $c }
svm-misclassified-on-boundary = misclassified (on the boundary): α = C/2 = { $c }
svm-margin-unbounded = ω = 0: there is no hyperplane and the margin is unbounded
svm-margin-text = ‖ω‖ = { $norm }, so the margin is 2/‖ω‖ = { $margin }
svm-bias-from-sample = A sample on the margin fixes b: $y_i(\omega^\top x_i + b) = 1$ gives $b = y_i - \omega^\top x_i$; with sample { $i }: b = { $y } − { $wx } = { $b }
svm-bias-min-slack = The total slack $\sum_i [1 - y_i(\omega^\top x_i + b)]_+$ is smallest at b = { $b }
svm-bias-c-zero = With C = 0 the slacks cost nothing: ω = 0 minimises ‖ω‖², and every b is optimal (seed 000: "C = 0: restituisce w* = 0")
svm-bias-interval = b is not unique: for this ω every b in { $range } gives the same total slack $\sum_i [1 - y_i(\omega^\top x_i + b)]_+$, the smallest possible
svm-witness = { $pos } (class +1) = { $neg } (class −1) = { $point }: this point lies in the convex hull of both classes, so no hyperplane can leave all of one class strictly on one side and all of the other on the other side (Farkas' lemma). The hard-margin problem has no solution; a soft margin (`c:`) does.
svm-solver-failed = The exact solver did not finish; please report this exercise.
svm-separable-yes = yes: the hard-margin constraints $y_i(\omega^\top x_i + b) \ge 1$ can all be met.
svm-separable-no = no: { $witness }
svm-hint-band = the margin is the width of the band between the two supporting hyperplanes ωᵀx + b = ±1
svm-hint-norm-sq = the margin is divided by ‖ω‖, not by ‖ω‖²
svm-hint-support-vectors = the support vectors are the samples with αᵢ > 0, whether or not they lie on the margin
svm-hint-slack = a slack is never negative: ξᵢ = max(0, 1 − yᵢ(ωᵀxᵢ + b))
# The names of the mistakes behind the hints (`mlex report`, `mlex check --json`)
svm-mistake-band = half the band's width
svm-mistake-norm-sq = divided by ‖ω‖²
svm-mistake-support-vectors = only the points on the margin
svm-mistake-slack = slack not clipped at 0

## Moodle export (mlex export moodle)

moodle-rule = Answers in Moodle: write numbers as decimals with a point (0.65), not as fractions; a value with more than { $d } decimals, such as 1/3, is given rounded to { $d } decimals ({ $third }).
moodle-answer-with-letter = Choose the option below.
moodle-yes = yes
moodle-no = no
moodle-part-alphas = alphas
moodle-part-answer = answer
moodle-part-bayes_decisions = Bayes decisions
moodle-part-bayes_error = Bayes error
moodle-part-bayes_sign = Bayes sign
moodle-part-bias = bias
moodle-part-boundaries = boundaries
moodle-part-boundary = boundary
moodle-part-categorical = categorical
moodle-part-classifier_error = classifier error
moodle-part-classifier_row_errors = classifier row errors
moodle-part-classify = classification
moodle-part-consistent = consistent
moodle-part-decisions = decisions
moodle-part-discriminants = discriminants
moodle-part-dual = dual
moodle-part-equivalent = equivalent
moodle-part-error = error
moodle-part-error_rate = error rate
moodle-part-errors = errors
moodle-part-final_theta = final θ
moodle-part-final_weights = final weights
moodle-part-functional_margin = functional margin
moodle-part-functional_margins = functional margins
moodle-part-geometric_margin = geometric margin
moodle-part-gradient = gradient
moodle-part-hessian = Hessian
moodle-part-interval = interval
moodle-part-iterations = iterations
moodle-part-left_inverse = left inverse
moodle-part-log_likelihood = log-likelihood
moodle-part-log_loss = log loss
moodle-part-log_probability = log probability
moodle-part-logits = logits
moodle-part-logsumexp = log-sum-exp
moodle-part-loss = loss
moodle-part-margin = margin
moodle-part-margins = margins
moodle-part-min_risk = minimum risk
moodle-part-min_test_size = minimum test size
moodle-part-minimizer = minimizer
moodle-part-minimum_error = minimum error
moodle-part-modified = modified
moodle-part-nll = negative log-likelihood
moodle-part-norm = norm
moodle-part-normal_equations = normal equations
moodle-part-not_equivalent = not equivalent
moodle-part-not_minimum_error = not minimum error
moodle-part-objective = objective
moodle-part-on_margin = on the margin
moodle-part-one_hot = one-hot
moodle-part-origin_distance = distance from the origin
moodle-part-parameters = parameters
moodle-part-posterior = posterior
moodle-part-posteriors = posteriors
moodle-part-predict = prediction
moodle-part-prediction = prediction
moodle-part-predictions = predictions
moodle-part-probabilities = probabilities
moodle-part-probability = probability
moodle-part-projection = projection
moodle-part-radius = radius
moodle-part-regions = regions
moodle-part-residuals = residuals
moodle-part-row_errors = row errors
moodle-part-separable = separable
moodle-part-slacks = slacks
moodle-part-sse = SSE
moodle-part-support_vectors = support vectors
moodle-part-trace = trace
moodle-part-updated_weights = updated weights
moodle-part-values = values
moodle-part-votes = votes
moodle-part-weights = weights
moodle-word-not_attained = not attained
moodle-word-not_a_surrogate = not a surrogate
moodle-word-none = none
moodle-word-infinite = infinite
moodle-word-everywhere = everywhere
moodle-word-not_linearly_separable = not linearly separable
moodle-word-depends_on_b = depends on b
moodle-word-too_large = too large
moodle-word-not_computable = not computable
moodle-word-any_positive = any ŷ > 0
moodle-word-any_negative = any ŷ < 0
moodle-word-any_nonzero = any ŷ ≠ 0
moodle-option-none = none of them
moodle-words = words this part takes: { $words }
moodle-key-from = from
moodle-key-to = to
moodle-key-least-squares-xtx = left-hand matrix
moodle-key-least-squares-xty = right-hand side
moodle-key-logistic-regression-logistic = logistic regression
moodle-key-logistic-regression-generative = generative model
moodle-key-surrogate-losses-zero_one = zero-one
moodle-key-surrogate-losses-hinge = hinge
moodle-key-surrogate-losses-logistic = logistic
moodle-key-surrogate-losses-log2 = logistic in base 2
moodle-key-surrogate-losses-exponential = exponential
moodle-key-surrogate-losses-square = square
moodle-key-surrogate-losses-squared_hinge = squared hinge
moodle-key-surrogate-losses-perceptron = perceptron

## Expressions that do not read (src/num/expr.rs), in answers and on the practice page
expr-not-a-number = `{ $text }` is not a number: { $why }
expr-decimal-comma = a decimal comma
expr-comma = a comma: no function takes two arguments
expr-unexpected = unexpected `{ $c }`
expr-too-deep = the expression is nested more than { $depth } deep
expr-unclosed = `(` is not closed
expr-ends = the expression ends where { $what ->
    [operator] an operator
    [close] `)`
   *[value] a number, a name or `(`
} is expected
expr-found = `{ $found }` where { $what ->
    [operator] an operator
    [close] `)`
   *[value] a number, a name or `(`
} is expected
expr-found-number = a number where { $what ->
    [operator] an operator
    [close] `)`
   *[value] a number, a name or `(`
} is expected
expr-double-star = `**` is not an operator
expr-juxtaposed = `{ $text }` follows a value with no operator
expr-unknown-function = unknown function `{ $name }`
expr-unknown-name = unknown name `{ $name }`
expr-parentheses = `{ $name }` takes its argument in parentheses
expr-too-long = the expression is longer than { $max } characters, the most mlex reads
expr-nothing = nothing is written
expr-stray-close = `)` closes no `(`
expr-too-large = the value is too large to compute
expr-no-value = no value
expr-division-by-zero = division by zero
expr-division-near-zero = division by zero (or by a value too close to 0 to tell)
expr-zero-negative-power = division by zero: 0 to a negative power
expr-negative-base = a negative number to a power that is not a whole number has no real value
expr-zero-power = 0 to a power that is not positive
expr-base-near-zero = the base is too close to 0 to tell its sign
expr-sqrt-negative = sqrt takes a number ≥ 0
expr-log-positive = a logarithm takes a positive number
expr-help-number = write a number as 2, -0.25, 1e-3 or 1/4
expr-help-decimal-comma = write a decimal point (0.5, not 0,5), or check with `--lang it` (or `lang: it`), which reads the comma
expr-help-log-base = write a logarithm in base b as ln(x)/ln(b)
expr-help-forms = write an expression with numbers, + - * / ^, parentheses, e, pi and ln, log2, log10, exp, sqrt
expr-help-shallower = write it with fewer parentheses, signs and powers inside each other
expr-help-close = close every parenthesis, with what it holds: ln(2), 1/(1+e^-2)
expr-help-finish = finish it: 2^3, 1/4, ln(2)
expr-help-power = write a power with `^`: 2^3
expr-help-product = write `*` for a product: 2*pi, not 2pi
expr-help-lower-case = write `{ $name }` in lower case
expr-help-functions = the functions are ln, log (natural, as ln), log2, log10, exp, sqrt
expr-help-names = an answer is a number: the names it may use are e and pi (π), and the functions ln, log, log2, log10, exp, sqrt
expr-help-parentheses = write `{ $name }(2)`, not `{ $name } 2`
expr-help-shorter = write the value, or a shorter expression
expr-help-write = write a number or an expression
expr-help-stray = take it out, or open it where it belongs
expr-help-exp-range = e^x is computed for x below 524288
expr-help-real = an answer is a real number
expr-help-log = log(0) is −∞ and the log of a negative number has no real value
check-expr-warning = the answer to `{ $part }` is not a number: { $why }
check-expr-here = here
