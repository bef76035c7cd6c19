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
choice-option = Il valore è { $value }: opzione { $letter }.
choice-interval = Il valore è { $value }: intervallo { $letter }.
choice-none = Il valore è { $value }, che non è nessuna delle opzioni.
choice-not-a-number = Il valore è { $value }, che non è un numero.
choice-near-misses = { $n ->
    [one] Un'opzione sbagliata è un valore vicino alla risposta: i modelli degli errori danno meno valori distinti rispetto alle opzioni.
   *[other] { $n } opzioni sbagliate sono valori vicini alla risposta: i modelli degli errori danno meno valori distinti rispetto alle opzioni.
}
choice-near-miss-feedback = un valore vicino alla risposta: nessun errore comune lo dà; ricalcolare passo per passo
interval-any = qualsiasi valore
interval-below = minore di { $b }
interval-between = da { $a } a meno di { $b }
interval-above = { $a } o più
erratum = La fonte dà `{ $stated }`; la risposta esatta è `{ $computed }`{ $why }.
source-rounds = La fonte arrotonda: dà `{ $stated }`; il valore è `{ $computed }`.
variant-footer = Variante { $number } del seme { $seed } (`--seed { $seed } --variant { $number }` la estrae di nuovo).

# un elenco di punti in una domanda, "(0, 0), (1, 1) e (2, 2)" (src/render/mod.rs; h18-kinds-b)
list-and = { $init } e { $last }

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

step-label = passo { $n }
step-label-sample = iterazione { $iteration }, campione { $sample }
step-label-one-sample = campione { $n }
step-label-all-samples = tutti i campioni
step-label-newton = un passo di Newton–Raphson
step-label-from = { $to } da { $from }
check-rule-label = regola
check-answer-label = risposta
check-score-label = punteggio
check-rule = i valori esatti vanno dati esatti (13/20, 0.65, 0,65 e 0.650 sono lo stesso valore); un valore con più di { $d } decimali si può dare arrotondato a { $d } (1/3 come { $third }); i valori arrotondati sono giusti se coincidono fino a { $d } decimali; in caso di parità ogni classe a pari merito è giusta
check-right = giusta
check-partial = in parte giusta
check-consistent = coerente
check-wrong = sbagliata
check-missing = mancante
check-entry = elemento { $n }
check-value-wrong = il valore è sbagliato
check-not-there = { $place } non dovrebbe esserci
check-entry-missing = { $place } manca
check-entry-wrong = { $place } è sbagliato
check-count = { $place }: { $given } elementi dove ne sono attesi { $expected }
check-more = … e altri { $n }
check-entries-right = { $right } elementi giusti su { $total }
check-all-wrong = tutti i { $total } elementi sono sbagliati
check-trace-not-list = una traccia è una lista di stati, uno per passo
check-should-initial = dallo stato iniziale dovrebbe essere { $value }
check-should-after = dal tuo stato dopo il passo { $k } dovrebbe essere { $value }
check-cannot-initial = non si può ricalcolare dallo stato iniziale
check-unreadable-state = il tuo stato dopo il passo { $k } non si può leggere (non ha la forma di uno stato)
check-undefined-step = non si può ricalcolare dal tuo stato dopo il passo { $k } (lì il passo non è definito)
check-first-wrong-step = il passo { $step } ({ $label }) è il primo che differisce: { $which }; { $should }
check-steps-missing = { $given } passi dati, { $n } attesi: mancano i passi { $from }–{ $n }
check-steps-extra = { $given } passi dati, { $n } attesi: gli ultimi { $extra } sono di troppo
check-carried-steps = { $count ->
    [one] passo giusto
   *[other] passi giusti
} a partire dal tuo stato precedente (errore propagato): { $steps }
check-wrong-steps = passi sbagliati: { $steps }
check-steps-right = { $right } passi giusti su { $n }
check-in-all = { $n } in tutto
check-and = { $init } e { $last }
check-consistent-with = coerente con { $count ->
    [one] la tua risposta
   *[other] le tue risposte
} a { $names } (errore propagato)

exam-report-student = studente { $student }
exam-report-variant = variante { $n }
exam-report-question = Domanda { $n }: { $earned } / { $points } punti
exam-report-score = punteggio dell'esame: { $earned } / { $total }

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

gradient-descent-problem = L(θ) = { $function }, quindi L′(θ) = { $derivative }. Partire da θ₀ = { $theta0 } con tasso di apprendimento η = { $rate }; { $stop }.
gradient-descent-stop-steps = { $n ->
        [one] eseguire un passo
       *[other] eseguire { $n } passi
    }
gradient-descent-stop-tolerance = tolleranza { $tol } (al massimo { $max } passi)
gradient-descent-q-trace = Applicare la discesa del gradiente θ ← θ + δ con δ = −η L′(θ), riportando θ, δ e L(θ) dopo ogni passo{ $tolerance ->
        [true] , finché |δ| ≤ tolleranza
       *[other] {""}
    }.
gradient-descent-q-final-theta = Riportare θ dopo l'ultimo passo.
gradient-descent-q-iterations = Quanti passi vengono eseguiti?
gradient-descent-h-trace = Sequenza dei passi
gradient-descent-h-final-theta = θ finale
gradient-descent-h-iterations = Numero di passi
gradient-descent-table-above = La tabella sopra: una riga (θ, δ, L(θ)) per passo.
gradient-descent-intro-tolerance = Il ciclo della fonte: δ = −η L′(θ), θ ← θ + δ, stampa θ, δ, L(θ); termina quando |δ| ≤ tolleranza (la prima riga mostra θ₀, con δ = −∞ come all'inizio del ciclo della fonte).
gradient-descent-intro-steps = A ogni passo: δ = −η L′(θ), θ ← θ + δ; la riga mostra θ, δ e L(θ) dopo il passo (la prima riga è θ₀).
gradient-descent-short = ≈ indica valori esatti mostrati arrotondati a { $d } decimali; le risposte li mantengono esatti.
gradient-descent-rounded-from = Dal passo { $k } in poi le frazioni esatte avrebbero più di { $digits } cifre: i valori sono arrotondati a 77 cifre significative.
gradient-descent-end-converged = Arrestato dopo { $n ->
        [one] un passo
       *[other] { $n } passi
    }: |δ| = { $delta } ≤ { $tol } (il passo viene eseguito, poi il ciclo termina).
gradient-descent-end-cap = Non ha raggiunto |δ| ≤ { $tol } in { $max } passi (`max_steps`).
gradient-descent-end-diverged = Le iterate divergono: |θ| ha superato { $bound } dopo { $n ->
        [one] un passo
       *[other] { $n } passi
    } (η è troppo grande per questa funzione).
gradient-descent-end-overflow = Arrestato dopo { $n ->
        [one] un passo
       *[other] { $n } passi
    }: non è stato possibile calcolare un valore.
gradient-descent-end-steps = { $n ->
        [one] Un passo
       *[other] { $n } passi
    }, come richiesto.

## Kind holdout

# (holdout)

## Kind least-squares

least-squares-samples = **Campioni** (target reali y{ $weighted ->
        [true] , ciascuno pesato con ψ
       *[other] {""}
    }):
least-squares-q-normal-equations = Scrivere le equazioni normali { $normal }{ $weighted ->
        [true] , { $diag }
       *[other] {""}
    }.
least-squares-q-weights = Trovare i pesi w = (w₀, w₁, …) che minimizzano l'errore quadratico { $e }.
least-squares-q-left-inverse = Calcolare l'inversa sinistra { $inverse }.
least-squares-q-predictions = Riportare la previsione { $f } di ciascun campione.
least-squares-q-residuals = Riportare il residuo $y_i - f(x_i)$ di ciascun campione.
least-squares-q-sse = Calcolare l'errore quadratico { $e } della soluzione ai minimi quadrati.
least-squares-q-error = Calcolare l'errore { $half } in w = { $at }.
least-squares-q-gradient = Calcolare il gradiente { $g } di { $half } in w = { $at }.
least-squares-q-predict = Prevedere il target di x = { $x }.
least-squares-h-normal-equations = Equazioni normali
least-squares-h-weights = Pesi
least-squares-h-left-inverse = Inversa sinistra
least-squares-h-predictions = Previsioni
least-squares-h-residuals = Residui
least-squares-h-sse = Errore quadratico
least-squares-h-error = Errore nei pesi dati
least-squares-h-gradient = Gradiente
least-squares-h-predict = Previsione in nuovi punti
least-squares-system = Con x̄ = (1, x), il sistema X̄w = y ha un'equazione per campione{ $weighted ->
        [true] , pesata con ψ
       *[other] {""}
    }:
least-squares-normal-intro = In generale il sistema è sovradeterminato; il w dei minimi quadrati annulla il gradiente di { $e }, { $grad }, cioè risolve le **equazioni normali** { $normal }{ $weighted ->
        [true] {" "}con { $diag }
       *[other] {""}
    }:
least-squares-normal-blocks = { $xtx } è il blocco sinistro della tabella (sopra) e { $xty } la sua ultima colonna.
least-squares-invertible = { $xtx } è invertibile (rango { $rank }), con
least-squares-so = quindi **{ $text }** = { $solution }.
least-squares-singular = { $xtx } è **singolare**: il suo rango è { $rank }, minore del numero dei pesi ({ $size }), perché su questi { $samples } campioni le feature sono linearmente dipendenti:
least-squares-min-norm = L'inversa sinistra non esiste e le equazioni normali hanno infinite soluzioni, tutte con lo stesso errore: { $family }. La risposta è quella di **norma minima**, { $w } con la pseudo-inversa { $pinv }: **{ $text }**. (Il consiglio della fonte, togliere le feature ridondanti, dà le stesse previsioni.)
least-squares-left-singular-weighted = { $xtx } è singolare, quindi l'inversa sinistra non esiste; questa è { $m }, con la pseudo-inversa { $pinv }, che dà la soluzione di norma minima.
least-squares-left-singular = { $xtx } è singolare, quindi l'inversa sinistra non esiste; questa è la pseudo-inversa { $pinv }, che dà la soluzione di norma minima.
least-squares-residuals-above = I residui $y_i - f(x_i)$ calcolati sopra: **{ $answer }**.
least-squares-sse-mean = **{ $text }** (l'errore quadratico medio è E/N = { $mean }).
least-squares-error-at = In w = { $at } i residui { $r } sono { $residuals }; { $half } = **{ $text }** (l'errore della discesa del gradiente nella fonte; la Σ senza il ½ è il doppio).
least-squares-gradient-at = In w = { $at } gli errori { $e } sono { $errors }; il gradiente di { $half } ha { $d }, quindi **{ $text }** (il gradiente della Σ senza il ½ è il doppio).
least-squares-dependency = { $feature } = { $combination } su ogni campione (la colonna { $column } di X̄ è combinazione delle colonne precedenti)
least-squares-family = { $w } per ogni { $t }
least-squares-prediction-line = { $f }; residuo { $r }
least-squares-singular-note = { $m } è singolare (rango { $rank } < { $size }): i pesi dei minimi quadrati non sono unici; la risposta è quella di norma minima.

## Kind logistic-regression

# comuni a logistic-regression, softmax e softmax-regression (src/kinds/probabilistic.rs, src/num/real.rs)
probabilistic-rounding = I valori scritti con { $d } decimali vengono da exp/ln e sono arrotondati (calcolati con 77 cifre significative); gli altri sono esatti.
probabilistic-failed-overflow = Non calcolabile: un valore ha più di 227000 cifre (e^x per x ≥ 524288).
probabilistic-failed-domain = Non calcolabile: un logaritmo o una radice quadrata qui non è definito.
probabilistic-tie = (parità tra le classi { $classes }: si prende la prima nell'ordine delle classi; ciascuna è accettata)
probabilistic-rows-not-shown = ({ $n } righe non mostrate)
probabilistic-unproven = I passi sono stati calcolati in aritmetica a intervalli con { $bits } bit, il massimo che mlex usa, e i margini d'errore di alcuni valori sono cresciuti oltre le cifre richieste: quei valori mostrano solo le cifre note (in notazione scientifica, oppure `not computable`).
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

softmax-regression-samples = **Campioni di addestramento** (classi { $classes }{ $homogeneous ->
        [true] ; x già in coordinate omogenee
       *[other] {""}
    }):
softmax-regression-weights = **Pesi** W, una colonna per classe (w₀ è il bias); i logit sono { $a } con { $xbar }:
softmax-regression-stop-steps = { $n ->
        [one] un passo
       *[other] { $n } passi
    }
softmax-regression-stop-tolerance = iterare finché ogni elemento di η·∂NLL/∂W è al più { $tol } in valore assoluto (al massimo { $max } passi)
softmax-regression-q-logits = Calcolare il vettore dei logit { $f } di ogni campione di addestramento.
softmax-regression-q-probabilities = Applicare la funzione softmax ai logit di ogni campione di addestramento, $\mu_n = S(a_n)$.
softmax-regression-q-predictions = Classificare ogni campione di addestramento (in caso di parità, scegliere una qualunque delle classi in parità).
softmax-regression-q-log-likelihood = Calcolare la log-verosimiglianza LL(W) dei campioni di addestramento.
softmax-regression-q-nll = Calcolare la log-verosimiglianza negativa { $f }.
softmax-regression-q-gradient = Calcolare il gradiente della NLL in W, { $f }.
softmax-regression-q-last-weights = Riportare W dopo l'ultimo passo.
softmax-regression-q-updated-weights = Aggiornare W con la discesa del gradiente, { $rule }, con η = { $rate }: { $stop }.
softmax-regression-q-trace = Applicare la discesa del gradiente, { $rule }, con η = { $rate } ({ $stop }), e riportare W dopo ogni passo.
softmax-regression-q-iterations = Quanti passi di discesa del gradiente vengono eseguiti?
softmax-regression-q-posterior = Calcolare le probabilità di tutte le classi, { $f }, in x = { $x }.
softmax-regression-q-probability = Calcolare la probabilità che x = { $x } appartenga alla classe { $class }.
softmax-regression-h-logits = Logit
softmax-regression-h-probabilities = Softmax
softmax-regression-h-predictions = Classificazione
softmax-regression-h-log-likelihood = Log-verosimiglianza
softmax-regression-h-nll = Log-verosimiglianza negativa
softmax-regression-h-gradient = Gradiente della NLL
softmax-regression-h-updated-weights = Discesa del gradiente
softmax-regression-h-trace = Pesi dopo ogni passo
softmax-regression-h-iterations = Numero di passi
softmax-regression-h-posterior = Probabilità delle classi
softmax-regression-h-probability = Probabilità della classe { $class }
softmax-regression-stable = La softmax si calcola come S(a) = S(a − max a), così nessun esponenziale va in overflow.
softmax-regression-increasing = La softmax è crescente in ciascun logit: la classe più probabile è quella con il logit più grande.
softmax-regression-one-hot = Con $y_n$ la codifica one-hot della classe del campione n:
softmax-regression-gradient-table = { $formula }, una colonna per classe:
softmax-regression-entry-by-entry = W ← W − η ∂NLL/∂W, elemento per elemento:
softmax-regression-steps-table = Ogni riga è un passo W ← W − η ∂NLL/∂W (pesi dopo il passo):
softmax-regression-final-weights = Pesi finali:
softmax-regression-after-trace = I pesi dopo l'ultimo passo della sequenza:
softmax-regression-end-converged = Arrestato dopo { $n ->
        [one] un passo
       *[other] { $n } passi
    }: nell'ultimo passo ogni elemento di η·∂NLL/∂W è al più { $tol } in valore assoluto (il passo viene applicato, poi il ciclo si ferma).
softmax-regression-end-cap = Non ha raggiunto la tolleranza { $tol } in { $max } passi (`max_steps`).
softmax-regression-end-steps = { $n ->
        [one] Un passo
       *[other] { $n } passi
    } di discesa del gradiente con η = { $rate }.

## Kind softmax

softmax-logits = **Logit**{ $vectors ->
        [one] {""}
       *[other] {" "}(un vettore per caso)
    }, classi { $classes }:
softmax-theta = Parametri della distribuzione categorica: θ = { $theta }.
softmax-observed = Classe osservata: y = { $y }.
softmax-q-probabilities = Applicare la funzione softmax ai logit: { $s }.
softmax-q-logsumexp = Calcolare { $lse } e verificare che { $bounds }.
softmax-q-prediction = Quale classe ha la probabilità più alta?
softmax-q-probability = Calcolare la probabilità della classe { $class }, { $p }.
softmax-q-one-hot = Scrivere la codifica one-hot di y.
softmax-q-categorical = Calcolare { $cat }.
softmax-q-categorical-of-logits = Calcolare { $cat } con $\theta = S(a)$.
softmax-q-log-probability = Calcolare la log-probabilità { $f } (logaritmo naturale).
softmax-q-log-probability-of-logits = Calcolare la log-probabilità { $f } con $\theta = S(a)$ (logaritmo naturale).
softmax-q-log-loss = Calcolare la log-loss { $f } di $y$ (logaritmo naturale).
softmax-q-log-loss-of-logits = Calcolare la log-loss { $f } di $y$ con $\theta = S(a)$ (logaritmo naturale).
softmax-h-probabilities = Softmax
softmax-h-logsumexp = Log-sum-exp
softmax-h-prediction = Classe più probabile
softmax-h-probability = Probabilità della classe { $class }
softmax-h-one-hot = Codifica one-hot
softmax-h-categorical = Distribuzione categorica
softmax-h-log-probability = Log-probabilità
softmax-h-log-loss = Log-loss
softmax-stable = Prima di calcolare gli esponenziali si sottrae il logit più grande ($S(a) = S(a - \max a)$), così nessun esponenziale va in overflow.
softmax-logsumexp-form = La forma log-sum-exp (il seed 000 la chiama { $f }):
softmax-increasing = La softmax è crescente in ciascun logit, quindi la classe più probabile è quella con il logit più grande.
softmax-categorical-convention = Con y in forma one-hot solo il fattore della classe osservata non ha esponente 0; per convenzione 0⁰ = 1.
softmax-log-convention = Con y in forma one-hot resta solo il termine della classe osservata; per convenzione 0·log 0 = 0 (il logaritmo di 0⁰ = 1), e log 0 = −∞.
softmax-ratio-words = exp del logit della classe { $class } diviso { $sum }
softmax-zero-log-note = (0·log 0 = 0, il logaritmo di 0⁰ = 1)
softmax-log-theta-of-class = { $sign }log θ della classe { $class }
softmax-argmax-line = { $argmax } = classe **{ $class }**{ $tie }
softmax-one-class = Con una sola classe la softmax è S(a) = (1) qualunque sia il logit: la sua probabilità è 1, la log-probabilità e la log-loss sono 0, e la previsione è quella classe.

## Kind surrogate-losses

surrogate-losses-intro = Per un classificatore sgn(g(x)) e un'etichetta y ∈ { $labels }, il margine è z = y·g(x); una funzione surrogata è una funzione di perdita convessa ℓ(z) ≥ { $indicator }. Le funzioni di perdita considerate:
surrogate-losses-margins = Margini: z = { $z }.
surrogate-losses-conditional = Probabilità condizionate: η = P(Y = +1 | x) = { $eta }.
surrogate-losses-q-values = Calcolare ogni funzione di perdita in ciascun margine z.
surrogate-losses-q-consistent = Quali funzioni di perdita sono consistenti, cioè tali che il segno del minimizzatore di E[ℓ(Yŷ) | x] sia la decisione di Bayes per ogni x?
surrogate-losses-q-minimizer = Per η = { $eta }, trovare per ogni funzione di perdita lo ŷ che minimizza il rischio condizionato η ℓ(ŷ) + (1 − η) ℓ(−ŷ), e confrontarne il segno con la decisione di Bayes.
surrogate-losses-q-min-risk = Per η = { $eta }, qual è il rischio condizionato minimo di ciascuna funzione di perdita?
surrogate-losses-q-bayes-sign = Qual è la decisione di Bayes per η = { $eta }?
surrogate-losses-h-values = Valori
surrogate-losses-h-consistent = Consistenza
surrogate-losses-h-minimizer = Minimizzatori del rischio
surrogate-losses-h-min-risk = Rischi minimi
surrogate-losses-h-bayes-sign = Decisione di Bayes
surrogate-losses-rounded = I valori segnati con ≈ passano per exp o ln e sono arrotondati a { $d } decimali; gli altri sono esatti.
surrogate-losses-theorem = Teorema 1 (seed 002): se una funzione di perdita surrogata ℓ è convessa, differenziabile in 0 e tale che ℓ'(0) < 0, allora è consistente.
surrogate-losses-min-risk-above = L'ultima colonna delle tabelle precedenti: **{ $answer }**.
surrogate-losses-risk = R(ŷ) = η ℓ(ŷ) + (1 − η) ℓ(−ŷ) è la perdita attesa della previsione ŷ in un x con P(Y = +1 | x) = η; una funzione di perdita è consistente quando sign(ŷ*) è la decisione di Bayes per ogni η (seed 002, (1)).
surrogate-losses-risk-at = **η = { $eta }** — la decisione di Bayes è { $bayes }.
surrogate-losses-bayes-rule = Il classificatore di Bayes predice +1 dove η > ½ e −1 dove η < ½ (indifferentemente per η = ½): **{ $answer }**.
surrogate-losses-bayes-either = indifferente (η = ½)
surrogate-losses-every-in = ogni ŷ in { $interval }
surrogate-losses-not-attained = non raggiunto (`not attained`): il rischio decresce per ŷ → { $to }
surrogate-losses-col-loss = perdita
surrogate-losses-col-minimizer = minimizzatore ŷ*
surrogate-losses-col-sign = sign(ŷ*) rispetto a Bayes
surrogate-losses-col-min-risk = rischio minimo
surrogate-losses-col-convex = convessa
surrogate-losses-col-consistent = consistente
surrogate-losses-either-sign = η = ½: entrambi i segni sono ottimi secondo Bayes
surrogate-losses-not-all = non tutti di segno { $sign } ✗ (ŷ = 0 è un minimizzatore)
surrogate-losses-no-derivative = non esiste
surrogate-losses-not-surrogate = non è surrogata: è la perdita che le surrogate maggiorano
surrogate-losses-perceptron-inconsistent = no: non è differenziabile in 0, e il suo minimizzatore del rischio è ŷ = 0, che non ha segno
surrogate-losses-consistent-theorem = sì, per il Teorema 1
surrogate-losses-yes = sì
surrogate-losses-no = no
surrogate-losses-how-zero-one = { $r } vale 1 − η per ŷ > 0, η per ŷ < 0 e 1 in ŷ = 0; rischio minimo min(η, 1 − η)
surrogate-losses-how-hinge = R(ŷ) = η[1 − ŷ]₊ + (1 − η)[1 + ŷ]₊ non cresce se ŷ viene troncato a [−1, 1], dove vale 1 + (1 − 2η)ŷ: è minimo in −1 per η < ½, in +1 per η > ½ e in qualunque punto di [−1, 1] per η = ½ (seed 002); rischio minimo 2·min(η, 1 − η)
surrogate-losses-how-logistic = R'(ŷ) = −η σ(−ŷ) + (1 − η) σ(ŷ) (divisa per ln 2 per log₂) si annulla dove σ(ŷ) = η, cioè in ŷ = ln(η/(1 − η)); rischio minimo −η ln η − (1 − η) ln(1 − η), in bit per log₂
surrogate-losses-how-exponential = { $r }; { $d } dove { $e }, cioè in ŷ = ½ ln(η/(1 − η)); rischio minimo 2√(η(1 − η))
surrogate-losses-how-square = R(ŷ) = η(1 − ŷ)² + (1 − η)(1 + ŷ)²; R'(ŷ) = −2η(1 − ŷ) + 2(1 − η)(1 + ŷ) = 0 in ŷ = 2η − 1; rischio minimo 4η(1 − η)
surrogate-losses-how-squared-hinge = su [−1, 1] R(ŷ) coincide con il rischio della perdita quadratica, minimo in ŷ = 2η − 1; fuori, un termine si annulla e l'altro cresce (per η ∈ { $set } il rischio è 0 su un'intera semiretta); rischio minimo 4η(1 − η)
surrogate-losses-how-perceptron = R(ŷ) = η[−ŷ]₊ + (1 − η)[ŷ]₊ vale 0 in ŷ = 0 e, per 0 < η < 1, è positivo altrove; rischio minimo 0

## Kind svm

# (svm)
