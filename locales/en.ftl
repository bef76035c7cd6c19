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

# (logistic-regression)

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
