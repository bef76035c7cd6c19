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

logistic-regression-samples = **Campioni di addestramento** (etichette { $labels }{ $homogeneous ->
        [true] ; x già in coordinate omogenee
       *[other] {""}
    }):
logistic-regression-model = Pesi iniziali w = { $w }. { $p } con { $sigma } e { $bias ->
        [true] x̄ = (1, x)
       *[other] x̄ = x così come è dato: non c'è un peso di bias, w = (w₁, …, w_D)
    }.
logistic-regression-training = Perdita per campione { $loss }; funzione obiettivo { $objective }. Addestramento: { $method }, η = { $rate }, { $steps ->
        [one] { $steps } passo
       *[other] { $steps } passi
    }.
logistic-regression-method-sgd = discesa stocastica del gradiente (un campione per passo)
logistic-regression-method-ogd = discesa del gradiente online con { $etat } e proiezione sulla sfera di raggio U = { $u }
logistic-regression-method-batch = discesa del gradiente batch
logistic-regression-method-newton = Newton–Raphson (IRLS)
logistic-regression-objective-reg = { $objective } con λ = { $l } e ω = { $omega }
logistic-regression-q-probabilities = Calcolare { $p } per ogni campione con i pesi iniziali.
logistic-regression-q-loss = Calcolare la perdita con i pesi iniziali.
logistic-regression-q-gradient = Calcolare il gradiente della perdita con i pesi iniziali.
logistic-regression-q-hessian = Calcolare la matrice hessiana della perdita con i pesi iniziali.
logistic-regression-q-trace = { $steps ->
        [one] Eseguire un passo di addestramento e riportare i pesi dopo il passo.
       *[other] Eseguire { $steps } passi di addestramento e riportare i pesi dopo ciascun passo.
    }
logistic-regression-q-final-weights = Riportare i pesi al termine dell'addestramento.
logistic-regression-q-parameters = Quanti parametri stima la regressione logistica con queste feature, e quanti ne stimerebbe un modello generativo con densità gaussiane per classe (una matrice di covarianza per ciascuna classe)?
logistic-regression-h-probabilities = Probabilità
logistic-regression-h-loss = Perdita
logistic-regression-h-gradient = Gradiente
logistic-regression-h-hessian = Matrice hessiana
logistic-regression-h-trace = Passi di addestramento
logistic-regression-h-final-weights = Pesi finali
logistic-regression-h-parameters = Numero di parametri
logistic-regression-sigma-stable = σ si calcola come { $a } per $z \ge 0$ e come { $b } per $z \lt 0$, così nessun esponenziale va in overflow.
logistic-regression-loss-stable = Ogni termine si calcola come { $f }, finito per qualunque logit.
logistic-regression-sample-line = campione { $n }: { $work }
logistic-regression-loss-line = campione { $n } (y = { $y }, { $wx } = { $z }): { $work }
logistic-regression-hessian-reg = { $term } (Ĩ: la matrice identità senza l'elemento (0, 0))
logistic-regression-parameters-bias = regressione logistica: i coefficienti $w_0, \ldots, w_d$, d + 1 = **{ $n }**
logistic-regression-parameters-no-bias = regressione logistica senza bias: i coefficienti $w_1, \ldots, w_d$, d = **{ $n }**
logistic-regression-parameters-generative = un modello generativo con classi gaussiane (due classi, una matrice di covarianza ciascuna): 2d = { $means } medie, 2·d(d + 1)/2 = { $covariances } covarianze e 1 probabilità a priori: d(d + 3) + 1 = **{ $n }**
logistic-regression-projected = { $norm } > U: proiettato
logistic-regression-rule-reg = , poi il termine ℓ₂: w ← w − η·2·{ $l }·{ $omega }
logistic-regression-rule-ln2-kept = (il gradiente della perdita in base 2 mantiene il fattore 1/ln 2, quindi il passo è $\eta_t/\ln 2$ e non $\eta_t$ come nel seed 002)
logistic-regression-rule-ln2-absorbed = (il fattore 1/ln 2 della perdita in base 2 è incorporato in η, come nel seed 002)
logistic-regression-rule-sgd = SGD con etichette { $labels }, un campione per passo, nell'ordine: { $update } con η = { $eta }{ $reg }{ $base2 }.
logistic-regression-rule-ogd = Discesa del gradiente online, un campione per passo, nell'ordine: { $update } con { $etat }, η = { $eta }{ $reg }{ $base2 }; poi, se ‖w′‖ > U = { $u }, w = U·w′/‖w′‖ (proiezione sulla sfera).
logistic-regression-rule-batch = Discesa del gradiente batch su tutti i campioni: w ← w − η∇L(w), ∇L(w) = { $grad }, η = { $eta } (l'ascesa del gradiente della fonte su l = −L è lo stesso passo).
logistic-regression-rule-newton = Newton–Raphson: w ← w − H⁻¹∇L(w), con ∇L(w) = { $g } e H = { $h }, { $r }.
logistic-regression-halt-singular = Arrestato al passo { $n }: la matrice hessiana è singolare (i campioni non determinano tutti i pesi, oppure σ(1 − σ) si è annullato), quindi il passo di Newton non è definito.
logistic-regression-halt-overflow = Arrestato al passo { $n }: non è stato possibile calcolare un valore.
logistic-regression-irls = Il primo passo come IRLS: con i pesi { $r } e i valori target { $z } = { $targets }, la soluzione ai minimi quadrati pesati { $solution } = { $w } è lo stesso vettore.

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
