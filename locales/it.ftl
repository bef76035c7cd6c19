### Il catalogo italiano di mlex (Project Fluent). Stessi id di en.ftl; i termini vengono dalle
### dispense italiane (../shared/seeds/000, 002, 004). Una formula con graffe è un argomento.

## Comune: titoli, regola delle risposte, opzioni, note sulla fonte

heading-questions = Domande
heading-solution = Soluzione
heading-answers = Risposte
answer-label = Risposta:
option-label = Opzione:
note-on-source = Nota sulla fonte:
header-source = Fonte: { $source }
points = { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
exercise-title = Esercizio { $id }
rule-exact = Risposte: i valori esatti vanno dati esatti, come frazioni (13/20) o decimali (0.65, oppure 0,65 con la virgola); un valore con più di { $d } decimali, come 1/3, si può dare anche arrotondato a { $d } decimali ({ $third }).
rule-rounded = I valori arrotondati (exp, ln, √) vanno dati con { $d } decimali.
circle-one = Cerchiare una risposta:
circle-option = Cerchiare l'opzione:
answer-with-letter = Rispondere con la lettera dell'opzione (in un file di risposte, il suo numero: A = 1, B = 2, …).
interval-below = minore di { $b }
interval-between = da { $a } a meno di { $b }
interval-above = { $a } o più
erratum = La fonte dà `{ $stated }`; la risposta esatta è `{ $computed }`{ $why }.
source-rounds = La fonte arrotonda: dà `{ $stated }`; il valore è `{ $computed }`.
variant-footer = Variante { $number } del seme { $seed } (`--seed { $seed } --variant { $number }` la estrae di nuovo).

## Pagine

worksheet = Scheda di esercizi
worksheet-with-solutions = Scheda di esercizi con soluzioni
worksheet-many = { $sheet } ({ $count } esercizi: { $titles })
running-variant = seme { $seed }, variante { $number }
page-number = pagina

## Esami

exam-key = soluzioni
exam-student = Studente: **{ $name }** (matricola { $student })
exam-field-name = Nome
exam-field-id = Matricola
exam-summary = { $questions ->
    [one] { $questions } domanda
   *[other] { $questions } domande
}, { $total ->
    [one] { $total } punto
   *[other] { $total } punti
}. Variante d'esame { $variant } del seme { $seed }.
exam-question = Domanda { $n } ({ $points ->
    [one] { $points } punto
   *[other] { $points } punti
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
