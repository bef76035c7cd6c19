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

exam-book-exams = compiti
exam-book-keys = soluzioni
exam-report-student = studente { $student }
exam-report-variant = variante { $n }
exam-report-question = Domanda { $n }: { $earned } / { $points } punti
exam-report-score = punteggio dell'esame: { $earned } / { $total }

## Figures

# (figures)

# curve di una variabile (figure::plot): colori, tratteggi e marcatori a parole
figure-colour-blue = blu
figure-colour-vermilion = vermiglione
figure-colour-green = verde
figure-colour-pink = rosa
figure-colour-orange = arancione
figure-colour-sky-blue = azzurro
figure-colour-black = nero
figure-dash-solid = continua
figure-dash-dashed = tratteggiata
figure-dash-dotted = punteggiata
figure-dash-dash-dotted = a tratto e punto
figure-dash-short-dashed = a tratti corti
figure-dash-dash-dot-dotted = a tratto e due punti
figure-markers-circle = cerchi
figure-markers-square = quadrati
figure-markers-triangle = triangoli
figure-markers-diamond = rombi
figure-markers-downward-triangle = triangoli rovesciati
figure-markers-plus = croci
figure-markers-cross = croci oblique
figure-loss-curve-title = Perdita dopo ogni passo
figure-loss-curve-desc = La perdita L(w) dopo ognuno { $steps ->
    [one] del { $steps } passo
   *[other] dei { $steps } passi
} (linea blu), dai pesi iniziali: { $values }.
figure-loss-curve-step = passo t
figure-sigmoid-title = La sigmoide dei pesi finali con i campioni
figure-sigmoid-desc = σ(w·x̄) dei pesi finali (curva blu) per x da { $x0 } a { $x1 }; vale ½ in x ≈ { $boundary } (linea verticale nera), la frontiera. Campioni della classe positiva (triangoli verdi a 1): { $ones }; della classe negativa (quadrati vermiglioni a 0): { $zeros }.
figure-sigmoid-flat = σ(w·x̄) dei pesi finali (curva blu) per x da { $x0 } a { $x1 }; non dipende da x. Campioni della classe positiva (triangoli verdi a 1): { $ones }; della classe negativa (quadrati vermiglioni a 0): { $zeros }.
figure-sigmoid-label = etichetta { $y }

## Pagina di esercitazione (mlex practice)

practice-title = Esercitazione: { $title }
practice-loading = Caricamento del correttore…
practice-ready = Il correttore è pronto: scrivere le risposte e premere Correggi. Nulla lascia questa pagina.
practice-failed = Il correttore non può partire in questo browser (servono WebAssembly e DecompressionStream). La soluzione svolta si può comunque vedere.
practice-not-loaded = Il correttore non è caricato.
practice-bug = Il correttore ha fallito (un errore di mlex: segnalarlo con le proprie risposte).
practice-your-answers = Le tue risposte
practice-variant = Variante { $k } di { $n }
practice-check = Correggi
practice-show-solution = Mostra la soluzione
practice-hide-solution = Nascondi la soluzione
practice-download = Scarica le risposte
practice-clear = Cancella
practice-another = Un'altra variante
practice-fix-boxes = correggere le caselle segnate
practice-right = ✓ giusta
practice-partial = ~ in parte giusta
practice-consistent = ~ coerente con la tua risposta precedente
practice-wrong = ✗ sbagliata
practice-missing = – mancante
practice-all-right = Tutto giusto!
practice-score = Punteggio:
practice-step = passo
practice-box-too-long = più di { $n } caratteri
practice-box-one-comma = scrivere una sola virgola decimale: 0,25
practice-box-decimal-point = scrivere il punto decimale: 0.25 (o una frazione, 1/4)
practice-box-not-number = non è un numero: scrivere 0.25, 1/4 o −0.25
practice-box-not-number-comma = non è un numero: scrivere 0,25, 1/4 o −0,25

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

gaussian-boundary-figure-title = Densità pesate delle classi e regioni di decisione
gaussian-boundary-figure-alt = Densità pesate delle classi P(c)·p(x | c), le frontiere e le regioni
gaussian-boundary-figure-intro = Le densità pesate P(c)p(x | c), le frontiere di decisione (linee verticali) e le regioni, ombreggiate nel colore della classe che vi vince:
gaussian-boundary-figure-range = P(c)·p(x | c) di ogni classe per x da { $x0 } a { $x1 }.
gaussian-boundary-figure-curve = Classe { $class }: curva { $dash } in { $colour }, picco { $height } in x = { $mean }.
gaussian-boundary-figure-no-boundary = Nessuna frontiera di decisione: una classe vince ovunque.
gaussian-boundary-figure-boundaries = { $n ->
    [one] Frontiera di decisione (linea verticale nera): x = { $points }.
   *[other] Frontiere di decisione (linee verticali nere): x = { $points }.
}
gaussian-boundary-figure-region = La regione della classe { $class } (ombreggiata in { $colour }) è { $region }.
gaussian-boundary-figure-no-region = La classe { $class } non vince da nessuna parte.
gaussian-boundary-figure-legend = classe { $class }
gaussian-boundary-figure-boundary-key = frontiera

## Kind geometric-margin

# (geometric-margin)

geometric-margin-figure-title = I punti, le loro proiezioni sull'iperpiano e le loro distanze
geometric-margin-figure-title-data = I punti e l'iperpiano
geometric-margin-figure-line = L'iperpiano f(x) = 0 è la retta { $eq }.
geometric-margin-figure-sides = L'iperpiano f(x) = 0 è la retta { $eq }; f(x) > 0 dalla parte della classe 1, f(x) < 0 dalla parte della classe −1.
geometric-margin-figure-unlabelled = Punti senza etichetta (punti neri): { $list }.
geometric-margin-figure-distance = Punto { $n } in { $at }: la sua proiezione sulla retta è { $projection } (punto bianco), congiunta a esso da un segmento tratteggiato, { $label }.

## Kind gradient-descent

# (gradient-descent)

gradient-descent-figure-title = Discesa del gradiente su L(θ)
gradient-descent-figure-alt = Discesa del gradiente: L(θ) con le iterate
gradient-descent-figure-intro = L(θ) con le iterate sulla curva, ogni passo una linea verso la successiva:
gradient-descent-figure-curve = La curva L(θ) = { $function } (in blu) per θ da { $t0 } a { $t1 }.
gradient-descent-figure-iterates = Le iterate (cerchi neri sulla curva, ogni passo una linea vermiglione verso la successiva): { $list }.
gradient-descent-figure-iterates-more = Le iterate (cerchi neri sulla curva, ogni passo una linea vermiglione verso la successiva): { $list }; altre { $more } non elencate.
gradient-descent-figure-outside = { $n ->
    [one] L'ultima iterata è fuori dal grafico (la discesa diverge).
   *[other] Le ultime { $n } iterate sono fuori dal grafico (la discesa diverge).
}
gradient-descent-figure-legend-iterates = iterate θₖ
gradient-descent-figure-legend-steps = passi θₖ → θₖ₊₁

## Kind holdout

# (holdout)

## Kind least-squares

# (least-squares)

## Kind logistic-regression

# (logistic-regression)

## Kind multiclass-scheme

# (multiclass-scheme)

multiclass-scheme-figure-title-rest = Uno contro tutti: le regioni del margine più grande, le parti ambigue tratteggiate in grigio
multiclass-scheme-figure-title-pairs = Tutte le coppie: la classe che ogni regione vota, i pareggi tratteggiati in grigio
multiclass-scheme-figure-rest-line = Classificatore { $name } (tratteggiato): { $line }, positivo dalla parte della classe { $class }.
multiclass-scheme-figure-pair-line = Classificatore { $name } (tratteggiato): { $line }, che vota per la classe { $first } dove è ≥ 0 e per la classe { $second } dove è < 0.
multiclass-scheme-figure-no-tie = Nessuna parte del grafico ha un pareggio di voti.
multiclass-scheme-figure-ties = Tratteggio grigio ({ $n ->
    [one] { $n } parte
   *[other] { $n } parti
}): le classi pareggiano nei voti; lì vince la prima classe in parità, che dà il colore sottostante.
multiclass-scheme-figure-all-claimed = Ogni parte del grafico ha esattamente un classificatore positivo.
multiclass-scheme-figure-unclaimed = Tratteggio grigio ({ $n ->
    [one] { $n } parte
   *[other] { $n } parti
}): nessun classificatore o più di uno è positivo, quindi il segno da solo non decide; lì decide il margine funzionale più grande.
multiclass-scheme-figure-class-cells = La classe { $class } (ombreggiata in { $colour }) vince da sola { $n ->
    [one] { $n } parte
   *[other] { $n } parti
}.
multiclass-scheme-figure-point = Il punto { $at } (croce nera) è previsto nella classe { $class }.

## Kind perceptron-inverse

# (perceptron-inverse)

## Kind perceptron-step

# (perceptron-step)

## Kind perceptron

# (perceptron)

perceptron-figure-pass = Iterazione { $n }: le regioni di decisione dei pesi alla sua fine

## Kind softmax-regression

# (softmax-regression)

## Kind softmax

# (softmax)

## Kind surrogate-losses

# (surrogate-losses)

surrogate-losses-figure-title = Perdite in funzione del margine z
surrogate-losses-figure-intro = Ogni perdita in funzione del margine z, con i suoi valori negli z dati segnati:
surrogate-losses-figure-range = Ogni perdita ℓ(z) per z da { $z0 } a { $z1 }; ℓ da 0 a { $y1 } (i valori più alti sono tagliati).
surrogate-losses-figure-curve = { $loss }: curva { $dash } in { $colour }, { $markers } negli z segnati.
surrogate-losses-figure-at = In z = { $z } (linea verticale punteggiata): { $values }.
surrogate-losses-figure-outside = z = { $z } è fuori dal grafico.

## Kind svm

# (svm)
svm-figure-title = SVM: retta di separazione, margini e vettori di supporto
svm-figure-title-no-line = I campioni (nessuna retta di separazione)
svm-figure-no-line = Nessuna retta di separazione è disegnata: { $why }.
svm-figure-why-bias = b non è unico e le rette di margine si spostano con esso
svm-figure-why-omega = ω = 0, quindi non c'è un iperpiano
svm-figure-why-not-separable = i campioni non sono linearmente separabili, quindi la SVM a margine rigido non ha soluzione
svm-figure-why-failed = il risolutore esatto non ha terminato
svm-figure-sample = campione { $n } in { $at }
svm-figure-margins = Rette di margine (tratteggiate), ciascuna a distanza 1/‖ω‖ = { $half } dalla retta di separazione: ω·x + b = 1, cioè { $plus } (vermiglio, dalla parte della classe 1), e ω·x + b = −1, cioè { $minus } (blu, dalla parte della classe −1).
svm-figure-no-support-vectors = Nessun vettore di supporto (ogni α è 0).
svm-figure-support-vectors = Vettori di supporto (cerchiati, αᵢ > 0): { $list }.
svm-figure-slack = Allentamento { $xi } del { $sample }: il segmento che lo congiunge alla sua retta di margine, che incontra in { $foot }.
