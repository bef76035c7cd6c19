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

binary-perceptron-samples = **Campioni di addestramento** (etichette ±1):
binary-perceptron-initial-weights = Pesi iniziali w = { $w }.
binary-perceptron-zero-weights = I pesi partono da zero.
binary-perceptron-rate = Tasso di apprendimento η = { $rate }.
binary-perceptron-q-trace = Eseguire il Percettrone per { $n ->
    [one] { $n } iterazione
   *[other] { $n } iterazioni
}, elaborando i campioni nell'ordine dato, e dare i pesi dopo ogni campione.
binary-perceptron-q-trace-converge = Eseguire il Percettrone fino alla convergenza (al massimo { $max ->
    [one] { $max } iterazione
   *[other] { $max } iterazioni
}), elaborando i campioni nell'ordine dato, e dare i pesi dopo ogni campione.
binary-perceptron-q-final-weights = Dare il vettore finale dei pesi w.
binary-perceptron-q-iterations = Quante iterazioni (passate sui campioni) vengono eseguite?
binary-perceptron-q-dual = Dare le variabili duali α (quante volte ogni campione ha causato un aggiornamento) e verificare che { $w }.
binary-perceptron-figure = I semipiani dei pesi finali (classe 1 dove w·x̄ > 0, ombreggiata), la frontiera w·x̄ = 0 e i campioni ancora classificati erroneamente (cerchi tratteggiati, y·w·x̄ ≤ 0):
binary-perceptron-h-trace = Traccia
binary-perceptron-h-final-weights = Pesi finali
binary-perceptron-h-iterations = Iterazioni
binary-perceptron-h-dual = Forma duale
binary-perceptron-trace-rule = Un campione è classificato erroneamente quando { $test }; allora { $update }.
binary-perceptron-updates-per-iteration = Aggiornamenti per iterazione: { $errors }.
binary-perceptron-dual-matches = { $formula }, i pesi trovati dall'algoritmo primale.
binary-perceptron-hint-boundary = anche un punto sulla frontiera è classificato erroneamente: si aggiorna quando y·wᵀx̄ ≤ 0, non solo quando < 0
binary-perceptron-hint-early = l'addestramento è stato fermato una passata prima: termina dopo un'intera passata senza aggiornamenti, e anche quella passata conta

## Kind decision-rules

# (decision-rules)

## Kind discriminants

# (discriminants)

## Kind equivalent-classifiers

equivalent-classifiers-reference = **Classificatore di riferimento**, in notazione omogenea: { $w }, cioè
equivalent-classifiers-options = Opzioni:
equivalent-classifiers-q-equivalent = Quale delle opzioni definisce un classificatore equivalente a quello dato?
equivalent-classifiers-q-not-equivalent = Quale delle opzioni **non** definisce un classificatore equivalente a quello dato?
equivalent-classifiers-method = Due classificatori { $c } sono equivalenti quando decidono la stessa classe per ogni x. Con funzioni discriminanti lineari, { $w } con un unico $a \gt 0$ e un unico vettore $v$ per tutte le classi dà { $g }: una funzione strettamente crescente di { $gc } più un termine che non dipende dalla classe, quindi l'argmax non cambia. Il vettore v si cancella nelle differenze, quindi basta verificare che { $test } per ogni classe, con lo stesso $a \gt 0$.
equivalent-classifiers-h-equivalent = Equivalente
equivalent-classifiers-h-not-equivalent = Non equivalente
equivalent-classifiers-option-all = Tutti i vettori dei pesi precedenti definiscono classificatori equivalenti.
equivalent-classifiers-option-none = Nessuno dei vettori dei pesi precedenti definisce un classificatore equivalente.
equivalent-classifiers-option-line = Opzione { $letter }: { $text }.
equivalent-classifiers-against = { $option } rispetto a { $reference }
equivalent-classifiers-not-positive = { $diffs }: le differenze sono { $a } volte quelle di riferimento, e a deve essere positivo
equivalent-classifiers-not-proportional = { $diffs }: le differenze non sono un unico multiplo a·(w_c − w₁) di quelle di riferimento
equivalent-classifiers-equivalent = { $diffs }: a = { $a } > 0, e v = w′₁ − a·w₁ = { $v }, quindi $w'_c$ = { $w } per ogni classe ⇒ **equivalente**
equivalent-classifiers-differs = { $why } ⇒ **non equivalente**: in x = { $x }, { $reference }, ma { $option }
equivalent-classifiers-same-decisions = { $why }; tuttavia i due classificatori decidono la stessa classe ovunque nessuno dei due abbia una parità (una classe che non vince mai può cambiare liberamente) ⇒ **equivalente**
equivalent-classifiers-decide = { $g } = ({ $values }) → classe { $class }
equivalent-classifiers-all-true = L'opzione { $letter } afferma che tutti gli insiemi di pesi precedenti definiscono classificatori equivalenti: vero.
equivalent-classifiers-all-false = L'opzione { $letter } afferma che tutti gli insiemi di pesi precedenti definiscono classificatori equivalenti: falso.
equivalent-classifiers-none-true = L'opzione { $letter } afferma che nessuno degli insiemi di pesi precedenti definisce un classificatore equivalente: vero.
equivalent-classifiers-none-false = L'opzione { $letter } afferma che nessuno degli insiemi di pesi precedenti definisce un classificatore equivalente: falso.
equivalent-classifiers-answer-one = opzione { $letter }
equivalent-classifiers-answer-many = opzioni { $letters }
equivalent-classifiers-answer-none = nessuna delle opzioni
equivalent-classifiers-hint-negative = moltiplicare ogni w_c per un numero negativo inverte la classe che vince: il fattore a deve essere positivo
equivalent-classifiers-hint-offset = sommare lo stesso vettore v a ogni w_c lascia invariato il classificatore: g′_c − g′_k = a·(g_c − g_k) per ogni coppia

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

multiclass-scheme-one-vs-rest = **One vs. rest** sulle classi { $classes }: un classificatore lineare binario per classe, { $f } con { $xbar }, addestrato con la classe come positiva e tutte le altre classi come negative:
multiclass-scheme-all-pairs = **Tutte le coppie** (all-pairs) sulle classi { $classes }: un classificatore lineare binario per ogni coppia di classi, { $f } con { $xbar }, positivo per la prima classe della coppia:
multiclass-scheme-one-vs-rest-classifier = { $f }: { $c } contro le altre, w = { $w }
multiclass-scheme-pair-classifier = f[{ $pair }]: { $a } (f ≥ 0) contro { $b } (f < 0), w = { $w }
multiclass-scheme-points = Punti: { $points }.
multiclass-scheme-q-predictions = Predire la classe di ogni punto.
multiclass-scheme-q-margins = Calcolare il margine funzionale di ogni classificatore in ciascun punto.
multiclass-scheme-q-votes = Dare i voti che ogni classe riceve in ciascun punto.
multiclass-scheme-one-vs-rest-rule = L'approccio one vs. rest restituisce la classe con il margine funzionale più grande, { $argmax } (seed 001); in caso di parità vince la prima classe nell'ordine { $classes }.
multiclass-scheme-all-pairs-rule = Ogni classificatore di una coppia vota per la sua prima classe quando f(x) ≥ 0 e per la seconda altrimenti; la predizione è la classe con più voti (seed 001: "the class winning the largest number of pairwise classifications", la classe che vince il maggior numero di classificazioni a coppie); in caso di parità vince la prima classe nell'ordine { $classes }.
multiclass-scheme-h-predictions = Predizioni
multiclass-scheme-h-margins = Margini funzionali
multiclass-scheme-h-votes = Voti
multiclass-scheme-col-votes = voti { $c }
multiclass-scheme-col-prediction = predizione
multiclass-scheme-tie = { $class } (parità: vince la prima classe)
multiclass-scheme-hint-smallest = l'approccio one vs. rest predice la classe il cui classificatore dà il valore più grande di f_c(x), non il più piccolo
multiclass-scheme-hint-reversed = il classificatore di una coppia a-b vota per a quando f(x) ≥ 0 e per b quando f(x) < 0

## Kind perceptron-inverse

perceptron-inverse-before = Pesi prima del passo: { $w }.
perceptron-inverse-after = Pesi dopo il passo: { $w }.
perceptron-inverse-rate-margin = Tasso di apprendimento α = { $rate }, margine b = { $margin }.
perceptron-inverse-q-answer = Quale dei seguenti campioni è stato elaborato in questo passo?
perceptron-inverse-method = Si applica ai pesi di partenza un passo del Percettrone con ciascun candidato; quello giusto dà esattamente i pesi finali.
# `opzione` is also in render::ROW_HEADERS
perceptron-inverse-col-option = opzione
perceptron-inverse-col-after = { $w } dopo
perceptron-inverse-col-fits = corrisponde?
perceptron-inverse-yes = sì
perceptron-inverse-no = no
perceptron-inverse-no-unknown-class = no (classe sconosciuta)
perceptron-inverse-none-fits = Nessuno dei candidati riproduce i pesi dopo il passo.
perceptron-inverse-many-fit = { $n } dei candidati riproducono i pesi dopo il passo.

## Kind perceptron-step

perceptron-step-weights = Pesi attuali: { $w }.
perceptron-step-sample = Campione da elaborare: x = { $x }, classe { $y }. Tasso di apprendimento α = { $rate }, margine b = { $margin }.
perceptron-step-q-updated-weights = Dare i vettori dei pesi dopo aver elaborato il campione con un passo dell'algoritmo del Percettrone.
perceptron-step-q-modified = Quanti vettori dei pesi vengono modificati da questo passo?
perceptron-step-rule = Un passo: si calcola una sola volta { $g }; ogni classe $c \ne y$ con { $score } { $cmp } $g$ viene aggiornata con { $down } e poi, se almeno una è stata aggiornata, { $up }.
perceptron-step-h-updated-weights = Pesi aggiornati
perceptron-step-h-modified = Vettori modificati
perceptron-step-none = nessuno

## Kind perceptron

perceptron-samples = **Campioni di addestramento** (classi { $classes }):
perceptron-samples-homogeneous = **Campioni di addestramento** (classi { $classes }; x già in coordinate omogenee):
perceptron-initial-weights = **Pesi iniziali**, una colonna per classe (w₀ è il bias):
perceptron-zero-weights = I pesi di tutte le classi partono da zero.
perceptron-rate-margin = Tasso di apprendimento α = { $rate }, margine b = { $margin }.
perceptron-rate-margin-nonstrict = Tasso di apprendimento α = { $rate }, margine b = { $margin }; la classe $c$ viene aggiornata quando { $rule } (test non stretto).
perceptron-q-trace = Eseguire la traccia di { $n ->
    [one] { $n } iterazione
   *[other] { $n } iterazioni
} dell'algoritmo del Percettrone, elaborando i campioni nell'ordine dato.
perceptron-q-trace-converge = Eseguire la traccia dell'algoritmo del Percettrone fino alla convergenza (al massimo { $max ->
    [one] { $max } iterazione
   *[other] { $max } iterazioni
}), elaborando i campioni nell'ordine dato.
perceptron-q-final-weights = Dare i vettori dei pesi di ogni classe al termine dell'addestramento.
perceptron-q-iterations = Quante iterazioni (passate sui campioni) esegue l'addestramento?
perceptron-q-errors = Quanti campioni sono classificati erroneamente nell'ultima iterazione?
perceptron-q-classify = Classificare il campione di test x = { $x } con un classificatore lineare che usa i pesi ottenuti.
perceptron-q-classify-many = Classificare i campioni di test x = { $x } con un classificatore lineare che usa i pesi ottenuti.
perceptron-q-discriminants = Calcolare il valore di ogni funzione discriminante in x = { $x } con i pesi ottenuti.
perceptron-q-boundaries = Dare la frontiera di decisione tra ogni coppia di classi per i pesi ottenuti.
perceptron-figure-regions = Le regioni di decisione dei pesi finali (ombreggiate), le frontiere tra di esse, i campioni classificati erroneamente (cerchi tratteggiati) e i punti di test (croci):
perceptron-h-trace = Traccia
perceptron-h-final-weights = Pesi finali
perceptron-h-iterations = Iterazioni
perceptron-h-errors = Campioni classificati erroneamente
perceptron-h-classify = Classificazione
perceptron-h-discriminants = Valori delle funzioni discriminanti
perceptron-h-boundaries = Frontiere di decisione
perceptron-trace-rule = Per ogni campione si calcola una sola volta { $g }; ogni classe $c \ne y$ con { $score } { $cmp } $g$ viene aggiornata ({ $down }) e poi, se almeno una lo è stata, { $up }. Sono mostrati solo i vettori modificati.
perceptron-errors-per-iteration = Campioni classificati erroneamente per iterazione: { $errors }.
perceptron-errors-last = **{ $n }** nell'ultima iterazione (per iterazione: { $errors }).
perceptron-for-x = Per x = { $x }, con { $xbar }:
perceptron-boundaries-intro = La frontiera tra le classi $i$ e $j$ è dove $g_i(x) = g_j(x)$:
perceptron-converged = Convergenza raggiunta: nessun campione è stato classificato erroneamente nell'iterazione { $n }.
perceptron-stopped = Addestramento fermato dopo { $n ->
    [one] { $n } iterazione
   *[other] { $n } iterazioni
}, come richiesto: nell'ultima iterazione { $errors ->
    [one] { $errors } campione è stato classificato erroneamente
   *[other] { $errors } campioni sono stati classificati erroneamente
}.
perceptron-not-converged = Nessuna convergenza in { $max ->
    [one] { $max } iterazione
   *[other] { $max } iterazioni
} (`max_iterations`): ogni passata ha ancora degli errori. I dati potrebbero non essere linearmente separabili (con questo margine, se c'è).
perceptron-tie = Parità tra le classi { $classes }: vince la prima nell'ordine delle classi (si accetta una qualsiasi di esse).
perceptron-boundary-constant = { $gi } − { $gj } è la costante { $k }: la classe { $winner } prevale sempre sull'altra
perceptron-boundary-everywhere = funzioni discriminanti identiche: sono in parità ovunque
perceptron-piece-nowhere = non delimita le regioni di decisione: un'altra classe vince lungo tutta la retta
perceptron-piece-point = tocca le regioni di decisione in un solo punto
perceptron-piece-meet = le regioni delle due classi si incontrano in x = { $x }
perceptron-piece-line = frontiera delle regioni di decisione lungo tutta la retta
perceptron-piece-where = frontiera delle regioni di decisione dove { $range }
perceptron-check-line = campione { $n } (classe { $class }): g = ({ $g })
perceptron-fig-samples-title = I campioni di addestramento
perceptron-fig-regions-title = Regioni e frontiere di decisione
perceptron-fig-regions-final-title = Regioni e frontiere di decisione dei pesi finali
perceptron-fig-axes = x₁ da { $x0 } a { $x1 }, x₂ da { $y0 } a { $y1 }.
perceptron-fig-class = Classe { $name }: { $marker ->
    [0] cerchi
    [1] quadrati
    [2] triangoli
    [3] rombi
    [4] triangoli rovesciati
   *[5] segni più
} { $colour ->
    [0] blu
    [1] vermigli
    [2] verdi
    [3] rosa
    [4] arancioni
    [5] azzurri
   *[6] neri
} in { $points }.
perceptron-fig-class-empty = Classe { $name }: { $marker ->
    [0] cerchi
    [1] quadrati
    [2] triangoli
    [3] rombi
    [4] triangoli rovesciati
   *[5] segni più
} { $colour ->
    [0] blu
    [1] vermigli
    [2] verdi
    [3] rosa
    [4] arancioni
    [5] azzurri
   *[6] neri
}.
perceptron-fig-boundary = Frontiera tra la classe { $c } e la classe { $d }: { $eq }.
perceptron-fig-region = La regione della classe { $c } (ombreggiata in { $colour ->
    [0] blu
    [1] vermiglio
    [2] verde
    [3] rosa
    [4] arancione
    [5] azzurro
   *[6] nero
}) è dove la sua funzione discriminante è la più grande.
perceptron-fig-wrong = Campioni classificati erroneamente (cerchio tratteggiato): { $points }.
perceptron-fig-test = Il punto di test { $p } (croce nera) è nella regione della classe { $c }.
perceptron-hint-margin = sembra che il margine sia stato dimenticato: la classe c viene aggiornata quando w_cᵀx̄ + b > w_yᵀx̄ con b = { $b }
perceptron-hint-strict = il test è stretto: una classe viene aggiornata solo quando w_cᵀx̄ + b > w_yᵀx̄, non in caso di parità
perceptron-hint-nonstrict = questo esercizio usa il test non stretto: anche una parità w_cᵀx̄ + b = w_yᵀx̄ provoca un aggiornamento
perceptron-hint-no-true-update = è stata aggiornata solo la classe sbagliata: quando una classe supera quella vera, anche w_y deve ricevere + αx̄
perceptron-hint-only-true-update = è stata aggiornata solo la classe vera: ogni classe c che la supera deve ricevere anche − αx̄
perceptron-hint-only-first-rival = si aggiorna ogni classe che supera la classe vera, non solo la prima
perceptron-hint-recompute-g = g = w_yᵀx̄ si calcola una sola volta per campione, prima di ogni aggiornamento
perceptron-hint-early-converged = l'addestramento è stato fermato una passata prima: termina dopo un'intera passata senza errori, e anche quella passata conta
perceptron-hint-early = l'addestramento è stato fermato una passata prima
perceptron-fig-class-label = classe { $c }

## Kind softmax-regression

# (softmax-regression)

## Kind softmax

# (softmax)

## Kind surrogate-losses

# (surrogate-losses)

## Kind svm

# (svm)
